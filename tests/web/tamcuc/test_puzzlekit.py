"""The Tam Cúc puzzle kit: every puzzle drawn in each language without a card the solver's
seat cannot see, graded right and wrong with reasons, forged answers refused, and every
sentence translated."""

from __future__ import annotations

import re

import pytest
from flask import render_template
from website.games.kit.puzzles import BadAnswer
from website.games.tamcuc import puzzles as K
from werkzeug.datastructures import MultiDict

from engine.tamcuc import puzzles as P
from engine.tamcuc.cards import ids_of

from ..test_sentences import check

LIBRARY = [p for p in K.load() if p["kind"] in P.KINDS]  # the trainer's cards: test_tamcuc_trainer.py
LANGS = ("vi", "zh", "en")


def hidden_cards(p: dict) -> set[str]:
    """The cards the solver's seat could not see when the puzzle was taken from its deal."""
    state = P.replay_source(p["source"])
    seat = p["position"]["seat"]
    mask = 0
    for s in range(state.seats):
        if s != seat:
            mask |= state.hands[s] | state.discards[s] | state.taken[s]
            if not state.revealed >> s & 1:
                mask |= state.table[s]
    return set(ids_of(mask & ~state.seen))


def visible_cards(p: dict) -> set[str]:
    """What the solver's seat sees, and the cards the rules take out for three (known to all)."""
    from engine.tamcuc.rules import get_rules

    pos = p["position"]
    return {*pos["hand"], *pos["own_play"], *pos["seen"], *pos["won"][pos["seat"]],
            *pos["own_discards"], *ids_of(get_rules(p["rules"]).removed(pos["seats"]))}


def render(p: dict, lang: str, done: bool = False, chosen: dict | None = None) -> str:
    return render_template(K.TEMPLATE, puzzle=p, view=K.view(p, lang), done=done,
                           chosen=chosen or {}, feedback=None, lang=lang, mode="list")


def card_ids_in(html: str) -> set[str]:
    return set(re.findall(r"\b((?:red|black)-[a-z]+(?:-\d)?)\b", html))


@pytest.fixture(params=LANGS)
def lang_ctx(app, request):
    with app.test_request_context(f"/{request.param}/"):
        yield request.param


def test_every_puzzle_renders_without_a_hidden_card(lang_ctx):
    for p in LIBRARY:
        hidden = hidden_cards(p)
        assert hidden, p["id"]  # the test could find a leak: the deal hides cards
        for done in (False, True):
            html = render(p, lang_ctx, done=done)
            shown = card_ids_in(html)
            assert not shown & hidden, (p["id"], shown & hidden)
            assert shown <= visible_cards(p), p["id"]
        texts = [K.view(p, lang_ctx)["goal"], *K.hints(p, 2, lang_ctx),
                 *(K.answer_text(p, a, lang_ctx) for a in p["answers"])]
        for text, cards in K.explanation(p, lang_ctx):
            assert set(cards) <= visible_cards(p), p["id"]
            texts.append(text)
        assert not card_ids_in(" ".join(texts)), p["id"]


def test_every_choice_is_a_named_radio_button(lang_ctx):
    for p in LIBRARY:
        html = render(p, lang_ctx)
        options = K.view(p, lang_ctx)["options"]
        radios = re.findall(r'<label class="tc-pz-opt[^"]*"><input type="radio" name="answer" '
                            r'value="([^"]+)"[^>]*>(.*?)</label>', html, re.S)
        assert [v for v, _ in radios] == [o["value"] for o in options], p["id"]
        for _value, inner in radios:  # the name is text, not only a picture
            assert re.sub(r"<[^>]+>", "", inner).strip()
        assert sum(o["value"] in p["answers"] for o in options) == 1, p["id"]
        assert "disabled" not in html
        done = render(p, lang_ctx, done=True, chosen=K.chosen(K.answer_fields(p)))
        assert done.count(" disabled") == len(options) + 1
        assert done.count(" checked") == 1 and "pz-sol" in done


def test_grade_accepts_every_stored_answer_and_refuses_the_others_with_a_reason(lang_ctx):
    for p in LIBRARY:
        assert K.grade(p, K.answer_fields(p), lang_ctx)["status"] == "right"
        for a in p["answers"]:
            assert K.grade(p, MultiDict({"answer": a}), lang_ctx)["status"] == "right"
        wrong = [o["value"] for o in K.view(p, lang_ctx)["options"]
                 if o["value"] not in p["answers"]]
        assert wrong, p["id"]
        for value in wrong:
            result = K.grade(p, MultiDict({"answer": value}), lang_ctx)
            assert result["status"] == "wrong" and result["why"], (p["id"], value)
            assert check(lang_ctx, result["why"]) == [], result["why"]
            if p["kind"] != "reveal":  # a reason never gives the answer away
                assert not any(K.answer_text(p, a, lang_ctx).rstrip(".。") in result["why"]
                               for a in p["answers"])


@pytest.mark.parametrize("form", [
    {}, {"answer": ""}, {"answer": "call red-general,black-general"}, {"answer": "x" * 500},
    {"answer": "ket-ba"}, {"answer": "reveal"}, {"answer": "lay red-soldier-1"},
])
def test_forged_answers_raise_bad_answer(app, form):
    with app.test_request_context("/en/"):
        for kind in P.KINDS:
            p = next(q for q in LIBRARY if q["kind"] == kind)
            values = {o["value"] for o in K.view(p, "en")["options"]} | set(p["answers"])
            if form.get("answer") in values:
                continue
            with pytest.raises(BadAnswer) as e:
                K.grade(p, MultiDict(form), "en")
            assert e.value.message
        p = LIBRARY[0]
        two = MultiDict([("answer", p["answers"][0]), ("answer", p["answers"][0])])
        with pytest.raises(BadAnswer):
            K.grade(p, two, "en")


def test_every_sentence_is_translated(app):
    """vi and zh sentences pass the language checks and differ from the English ones."""
    texts = {}
    for lang in LANGS:
        with app.test_request_context(f"/{lang}/"):
            per = []
            for p in LIBRARY:
                v = K.view(p, lang)
                per += [v["goal"], *K.hints(p, 2, lang), *(t for t, _ in K.explanation(p, lang))]
                per += [o["label"] for o in v["options"] if p["kind"] in ("trick", "lead",
                                                                         "first-call", "reveal")]
                per += [K.answer_text(p, a, lang) for a in p["answers"] if p["kind"] != "ket"]
                per += [K.grade(p, MultiDict({"answer": o["value"]}), lang)["why"] or ""
                        for o in v["options"] if o["value"] not in p["answers"]]
            per += [str(label) for label in (*K.KIND_LABELS.values(), *K.THEME_LABELS.values())]
            html = "".join(render(p, lang) for p in LIBRARY[::10])
            texts[lang] = (per, re.sub(r"<[^>]+>", " ", html))
    for lang in ("vi", "zh"):
        sentences, page = texts[lang]
        assert len(sentences) == len(texts["en"][0])
        for mine, english in zip(sentences, texts["en"][0], strict=True):
            assert check(lang, mine) == [], (lang, mine)
            assert mine != english or not re.search(r"[a-z]{4} [a-z]{3}", english), mine
        for word in ("cards in hand", "face down", "Your hand", "turned up", "nothing laid"):
            assert word not in page, (lang, word)
    for sentence in texts["en"][0]:
        assert check("en", sentence) == [], sentence


def test_kit_lists_kinds_themes_and_browsing():
    assert K.GAME == "tamcuc" and K.HINT_STEPS == 2
    assert K.KINDS[:-1] == P.KINDS and K.KINDS[-1] == "recognition"
    assert set(K.KIND_LABELS) == set(K.KINDS)
    for kind in K.KINDS:
        for theme in K.THEMES[kind]:
            assert theme in K.THEME_LABELS and K.browse_theme(theme) in K.THEME_LABELS
    # the two themes of a reveal or a kết are browsed as one: their names hold the answer
    assert K.browse_theme("must-chui") == K.browse_theme("reveal-or-chui")
    assert K.browse_theme("ket-sure") == K.browse_theme("no-ket")
    for p in LIBRARY:
        thumbs = K.thumbnails(p)
        assert thumbs and set(thumbs) <= visible_cards(p), p["id"]
        assert not any(c in a for a in p["answers"] for c in thumbs if " " in a), p["id"]
        assert K.chosen(None) == {} and K.chosen(K.answer_fields(p))["answer"] in p["answers"]


def test_hints_come_in_steps_and_the_first_never_names_the_answer(app):
    with app.test_request_context("/en/"):
        for p in LIBRARY:
            one, two = K.hints(p, 1, "en"), K.hints(p, 2, "en")
            assert len(one) == 1 and len(two) == 2 and two[0] == one[0]
            names = [K.answer_text(p, a, "en").rstrip(".") for a in p["answers"]]
            assert not any(n in one[0] for n in names)


def test_what_a_page_shows_comes_from_the_position_alone(app):
    """Without the source deal (where the hidden cards are), every text and choice is the same."""
    with app.test_request_context("/vi/"):
        for p in LIBRARY[::7]:
            q = {k: v for k, v in p.items() if k != "source"}
            assert K.view(q, "vi") == K.view(p, "vi")
            assert K.explanation(q, "vi") == K.explanation(p, "vi")
            assert K.hints(q, 2, "vi") == K.hints(p, 2, "vi")


def _post(client, p: dict, lang: str, **fields):
    page = client.get(f"/{lang}/tam-cuc/puzzles/{p['id']}").get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    data = {"csrf_token": token, "puzzle": p["id"], "mode": "list", "tries": "0", "hints": "0",
            "action": "answer", **fields}
    return client.post(f"/{lang}/tam-cuc/puzzles/{p['id']}", data=data)


def test_the_puzzle_pages_show_no_hidden_card_and_grade_through_the_form(client):
    """The generic pages with this kit: every puzzle's page and its solution page hold no
    card the solver's seat could not see; a right answer is right, a forged one a 400."""
    for i, p in enumerate(LIBRARY):
        lang = LANGS[i % 3]
        page = client.get(f"/{lang}/tam-cuc/puzzles/{p['id']}")
        assert page.status_code == 200
        html = page.get_data(as_text=True)
        assert 'id="pz-goal"' in html and 'name="answer"' in html
        solved = _post(client, p, lang, answer=p["answers"][0])
        assert solved.status_code == 200 and "pz-right" in solved.get_data(as_text=True)
        for body in (html, solved.get_data(as_text=True)):
            assert not card_ids_in(body) & hidden_cards(p), p["id"]
    p = LIBRARY[0]
    html = client.get(f"/en/tam-cuc/puzzles/{p['id']}").get_data(as_text=True)
    assert _post(client, p, "en", answer="call red-general,red-general").status_code == 400
    wrong = next(v for v in re.findall(r'name="answer" value="([^"]+)"', html)
                 if v not in p["answers"])
    assert "pz-wrong" in _post(client, p, "en", answer=wrong).get_data(as_text=True)


def test_a_three_player_puzzle_shows_the_cards_taken_out_and_a_two_player_one_does_not(client):
    """An answer may rest on the cards out of play for three ("sure to take the trick" with
    both Generals gone): the board shows them, as the rule set takes them out."""
    from engine.tamcuc.rules import get_rules

    three = next(p for p in LIBRARY if p["position"]["seats"] == 3)
    two = next(p for p in LIBRARY if p["position"]["seats"] == 2)
    html = client.get(f"/en/tam-cuc/puzzles/{three['id']}").get_data(as_text=True)
    zone = html.split('class="pz-zone tc-pz-removed"')[1].split("</div>\n  </div>")[0]
    shown = re.findall(r"/tamcuc/([a-z0-9-]+)\.svg", zone)
    assert shown == list(ids_of(get_rules(three["rules"]).removed(3)))
    assert "Cards taken out for three players" in zone
    assert "tc-pz-removed" not in client.get(f"/en/tam-cuc/puzzles/{two['id']}").get_data(as_text=True)
