"""Tam Cúc's card trainer ("Learn the 32 cards") over the Flask test client: every question on
one screen with picture choices and one submit, the cards to compare with never telling the
piece, grading of each answer, missed cards coming back spaced, every card reachable, bad
input answered 4xx in the reader's language, and Koi-Koi's trainer progress kept apart."""

from __future__ import annotations

import re

import pytest
from website.features.lessons import path as L
from website.features.puzzles import views as views
from website.games import BY_SLUG

from engine.tamcuc import RANKS, TAMCUC_BY_ID, TAMCUC_DECK
from engine.tamcuc import trainer as T

URL = "/{lang}/tam-cuc/puzzles/learn"
HX = {"HX-Request": "true"}
PUZZLES = {p["position"]["card"]: p for p in T.puzzles()}


def right_form(p: dict) -> dict:
    a = p["answers"][0]
    return {"rank": a["rank"], f"beats-{a['rank']}": a["beats"], "sets": a["sets"]}


def wrong_forms(p: dict) -> dict[str, dict]:
    """One form per question, only that question answered wrong (each choice flipped). A
    wrong piece ticks, among the cards shown around it, those the card does beat."""
    card = p["position"]["card"]
    a = p["answers"][0]
    choices = T.beat_choices(card)
    other_rank = next(r.id for r in RANKS if r.id != a["rank"])
    right = right_form(p)
    return {"rank": {"rank": other_rank, "sets": a["sets"],
                     f"beats-{other_rank}": T.beaten(card, T.beat_choices(card, other_rank))},
            "beats": {**right, f"beats-{a['rank']}": [c for c in choices if c not in a["beats"]]},
            "sets": {**right, "sets": [s for s in T.NAMED_SETS if s not in a["sets"]]}}


def post(client, p, fields, lang="en", mode="learn", htmx=False, **extra):
    data = {"puzzle": p["id"], "mode": mode, "tries": "0", "action": "answer", **fields,
            **extra}
    return client.post(f"/{lang}/tam-cuc/puzzles/{p['id']}", data=data,
                       headers=HX if htmx else {})


def shown_card(html: str) -> str:
    return re.search(r'<section id="puzzle"[^>]*data-card="([a-z0-9-]+)"', html).group(1)


def next_link(html: str) -> str:
    return re.search(r'pz-next-link" href="([^"]+)"', html).group(1).replace("&amp;", "&")


@pytest.mark.parametrize("card", [c.id for c in TAMCUC_DECK])
def test_every_card_is_reachable_and_its_answer_is_right(client, card):
    html = client.get(URL.format(lang="en") + f"?card={card}").get_data(as_text=True)
    assert shown_card(html) == card and "Learn the 32 cards" in html
    # the alt and the page do not tell it: its name shows only among the cards to compare
    # with, in the hidden sets of tiles (one a piece, each naming both colours of its ranks)
    shown = re.sub(r'<div class="pz-taps tc-beats-group .*?</div>', "", html, flags=re.S)
    assert TAMCUC_BY_ID[card].name("en") not in shown
    html = post(client, PUZZLES[card], right_form(PUZZLES[card])).get_data(as_text=True)
    assert 'data-result="right"' in html and "Right!" in html


@pytest.mark.parametrize("card", ["red-general", "black-chariot-2", "red-soldier-4",
                                  "black-soldier-1"])
def test_each_question_answered_wrong_is_named(client, card):
    p = PUZZLES[card]
    names = {"rank": "the piece", "beats": "the cards it beats", "sets": "the combinations"}
    for question, form in wrong_forms(p).items():
        html = post(client, p, form).get_data(as_text=True)
        assert 'data-result="wrong"' in html, question
        verdict = re.search(r'<p class="pz-verdict">(.*?)</p>', html, re.S).group(1)
        assert verdict == f"Not quite: check {names[question]}.", (question, verdict)
        assert 'name="rank" value="{}" required checked'.format(form["rank"]) in html  # kept


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_one_screen_with_pictures_one_submit_right_and_wrong(client, lang):
    """The piece, the cards it beats and its combinations on one screen, every answer a tile;
    one submit answers the card, right or wrong; the card stays."""
    card = "black-cannon-1"
    p = PUZZLES[card]
    html = client.get(URL.format(lang=lang) + f"?card={card}").get_data(as_text=True)
    assert "Question 1 of" not in html and 'value="next"' not in html
    assert 'name="action" value="answer"' in html and 'name="step" value="0"' in html
    assert all(f'name="{f}"' in html for f in ("rank", "sets")) and 'name="beats-' in html
    groups = sum(len(T.beat_choices(card, r.id)) for r in RANKS)
    assert html.count('<label class="pz-tap') == len(RANKS) + groups + len(T.NAMED_SETS)
    # each piece drawn in the card's colour
    ranks = html.split('name="rank"', 1)[1].split('name="beats-', 1)[0]
    assert set(re.findall(r'/tamcuc/(red|black)-', ranks)) == {"black"}
    right = post(client, p, right_form(p), lang=lang, htmx=True).get_data(as_text=True)
    assert 'data-result="right"' in right and f"/tamcuc/{card}.svg" in right
    wrong = post(client, p, wrong_forms(p)["sets"], lang=lang, htmx=True).get_data(as_text=True)
    assert 'data-result="wrong"' in wrong and f'data-card="{card}"' in wrong
    assert post(client, p, {"rank": "cannon"}, action="next", step="0").status_code == 400


def test_the_cards_to_compare_with_never_tell_the_piece(client):
    """One set of choices per piece the reader may tap, the same seven for every card of a
    colour but for the card itself (its twin instead), and the answer judged among the set of
    the piece tapped."""
    for card in ("red-general", "black-horse-2", "red-soldier-3"):
        p = PUZZLES[card]
        html = client.get(URL.format(lang="en") + f"?card={card}").get_data(as_text=True)
        for r in RANKS:
            group = re.search(rf'<div class="pz-taps tc-beats-group tc-beats-{r.id}">(.*?)</div>',
                              html, re.S).group(1)
            assert re.findall(rf'name="beats-{r.id}" value="([\w-]+)"', group) == \
                T.beat_choices(card, r.id)
        wrong_piece = next(r.id for r in RANKS if r.id != p["answers"][0]["rank"])
        among = T.beat_choices(card, wrong_piece)
        html = post(client, p, {"rank": wrong_piece, "sets": p["answers"][0]["sets"],
                                f"beats-{wrong_piece}": T.beaten(card, among)}).get_data(as_text=True)
        assert re.search(r'<p class="pz-verdict">Not quite: check the piece\.</p>', html), card


def test_the_hint_does_not_give_the_answer(client):
    for card in ("red-elephant-2", "black-general"):
        p = PUZZLES[card]
        rank = TAMCUC_BY_ID[card].rank.names["en"]
        html = post(client, p, {}, action="hint", hints="0").get_data(as_text=True)
        first = re.findall(r'<p class="pz-hint">.*?</p>', html, re.S)
        assert len(first) == 1 and rank not in first[0]
        html = post(client, p, {}, action="hint", hints="1").get_data(as_text=True)
        hints = re.findall(r'<p class="pz-hint">(.*?)</p>', html, re.S)
        assert len(hints) == 2 and 'data-result' not in html
        # the second lists every rank in order, so it singles out none
        assert all(r.names["en"] in hints[1] for r in RANKS)


def test_a_missed_card_comes_back_after_3_and_after_8_others(client):
    order, url = [], URL.format(lang="en")
    for step in range(10):  # after its last return it is a fresh card like any other
        html = client.get(url).get_data(as_text=True)
        card = shown_card(html)
        order.append(card)
        p = PUZZLES[card]
        form = wrong_forms(p)["beats"] if step == 0 else right_form(p)
        url = next_link(post(client, p, form).get_data(as_text=True))
    missed = order[0]
    assert [i for i, c in enumerate(order) if c == missed] == [0, 4, 9]
    assert order[1] != missed  # never straight back


def test_progress_is_kept_apart_from_koikois_trainer(client):
    p = PUZZLES["red-horse-2"]
    post(client, p, wrong_forms(p)["rank"])
    with client.session_transaction() as s:
        assert s["lq-tam-cuc"] and s["ln-tam-cuc"] == 1 and "lq" not in s and "ln" not in s
    html = client.get("/en/puzzles/learn").get_data(as_text=True)
    assert "Learn the 48 cards" in html and 'data-store="hoa-cuc-learn-v1"' in html
    html = client.get(URL.format(lang="en")).get_data(as_text=True)
    assert 'data-store="hoa-cuc-learn-tamcuc-v1"' in html
    assert len(re.search(r'data-deck="([^"]+)"', html).group(1).split()) == 32


@pytest.mark.parametrize("lang,needle", [("en", "There is no card called"),
                                         ("vi", "Không có lá bài nào"), ("zh", "没有叫")])
def test_unknown_card_is_404_in_the_readers_language(client, lang, needle):
    for card in ("red-dragon", "pine-crane", "x" * 300):
        r = client.get(URL.format(lang=lang) + f"?card={card}")
        assert r.status_code == 404 and needle in r.get_data(as_text=True), card


@pytest.mark.parametrize("fields", [
    {"rank": "dragon"}, {"rank": ""},
    {"rank": "horse", "beats-horse": ["red-general"]},      # not one of the choices
    {"rank": "horse", "beats-horse": ["black-horse-1", "black-horse-1"]},
    {"rank": "horse", "sets": ["six-soldiers"]},
])
def test_forged_answers_are_400(client, fields):
    p = PUZZLES["red-horse-2"]
    for htmx in (False, True):
        assert post(client, p, fields, htmx=htmx).status_code == 400


@pytest.mark.parametrize("lang,title", [("en", "Learn the 32 cards"), ("vi", "Học mặt 32 quân bài"),
                                        ("zh", "认识32张牌")])
def test_linked_from_the_puzzles_page_and_from_lesson_one(client, lang, title):
    html = client.get(f"/{lang}/tam-cuc/puzzles").get_data(as_text=True)
    assert f'href="/{lang}/tam-cuc/puzzles/learn"' in html and title in html
    html = client.get(f"/{lang}/hachi-hachi/puzzles").get_data(as_text=True)
    assert f'href="/{lang}/puzzles/learn"' in html  # the same 48 cards as Koi-Koi
    html = client.get(f"/{lang}/learn").get_data(as_text=True)  # beside the path too
    assert f'href="/{lang}/tam-cuc/puzzles/learn">{title}</a>' in html
    for n in (1, 2, 3):
        lesson = f"/{lang}/learn/tam-cuc/{n}"
        with client.application.test_request_context(lesson):
            right = sorted(L.ask(L.PATHS["tamcuc"][n - 1], lang, "tamcuc").right)[0]
        html = client.post(lesson, data={"answer": right}).get_data(as_text=True)
        assert "ls-right" in html
        # after the lessons on the cards and the deal, whose practice is knowing the cards;
        # a later lesson practises with puzzles of its own
        link = f'href="/{lang}/tam-cuc/puzzles/learn">{title}</a>'
        assert (link in html) == (n in (1, 2)), n


def test_the_trainers_cards_are_not_rated_and_not_daily(client):
    post(client, PUZZLES["red-general"], right_form(PUZZLES["red-general"]))
    with client.session_transaction() as s:
        assert "pg-tam-cuc" not in s
    with client.application.test_request_context("/en/tam-cuc/puzzles"):
        lib = views._library(BY_SLUG["tam-cuc"])
        assert set(lib.by_card) == set(PUZZLES)
        assert all(lib.puzzles[i]["kind"] != "recognition" for i in lib.games)


def test_every_sentence_reads_in_each_language(app):
    """Goal, hints, explanation, answer and verdicts of every card pass the language checks,
    and vi and zh are not English."""
    from website.games.tamcuc import puzzles as K
    from werkzeug.datastructures import MultiDict

    from ..test_sentences import check

    texts = {}
    for lang in ("vi", "zh", "en"):
        with app.test_request_context(f"/{lang}/"):
            out = []
            for p in T.puzzles():
                view = K.view(p, lang)
                out += [view["goal"], *K.hints(p, 2, lang), K.answer_text(p, p["answers"][0], lang)]
                out += [text for text, _cards in K.explanation(p, lang)]
                out += [name for _v, name, _c in view["sets"]]
                out += [K.grade(p, MultiDict(f), lang)["message"] for f in wrong_forms(p).values()]
            texts[lang] = out
    for lang, sentences in texts.items():
        assert len(sentences) == len(texts["en"])
        for mine, english in zip(sentences, texts["en"], strict=True):
            assert check(lang, mine) == [], (lang, mine)
            if lang != "en" and re.search(r"[a-z]{4} [a-z]{3}", english):
                assert mine != english, mine


def test_browsed_as_a_puzzle_it_asks_on_the_same_one_screen(client):
    p = PUZZLES["red-cannon-2"]
    html = client.get("/en/tam-cuc/puzzles?kind=recognition").get_data(as_text=True)
    assert f'/en/tam-cuc/puzzles/{p["id"]}' in html
    html = client.get(f"/en/tam-cuc/puzzles/{p['id']}").get_data(as_text=True)
    assert 'name="beats-cannon"' in html and 'name="sets"' in html and 'value="next"' not in html
    html = post(client, p, right_form(p), mode="list").get_data(as_text=True)
    assert "Right!" in html
    assert "Solved 1 of" in client.get("/en/tam-cuc/puzzles").get_data(as_text=True)


def test_hachi_hachis_trainer_address_leads_to_the_48_cards(client):
    for query, target in (("?card=pine-crane", "/vi/puzzles/learn?card=pine-crane"),
                          ("", "/vi/puzzles/learn"), ("?lang=en&game=x", "/vi/puzzles/learn")):
        r = client.get(f"/vi/hachi-hachi/puzzles/learn{query}")
        assert r.status_code == 302 and r.headers["Location"].endswith(target), query
