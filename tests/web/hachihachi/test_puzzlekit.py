"""The Hachi-Hachi puzzle kit: every puzzle drawn in every language without a hidden card,
graded right on its stored answers and wrong (with a reason) otherwise, forged fields refused,
and every sentence translated."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from flask import render_template
from website.core.i18n import LANGUAGES
from website.games.hachihachi import puzzles as K
from website.games.kit.puzzles import BadAnswer
from werkzeug.datastructures import MultiDict

from engine.hachihachi.rules import DEKIYAKU_IDS, TEYAKU_IDS, YAKU_NAMES
from engine.hanafuda.cards import CARD_IDS

from ..test_sentences import check

PUZZLES = K.load()
CARD_SRC = re.compile(r"/cards/([a-z0-9-]+)\.svg")


class Inputs(HTMLParser):
    """The form inputs of a page, with the text of the label around each."""

    def __init__(self):
        super().__init__()
        self.inputs: list[dict] = []
        self._label: list[dict] | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "label":
            self._label = []
        elif tag == "input":
            entry = {**a, "label": ""}
            self.inputs.append(entry)
            if self._label is not None:
                self._label.append(entry)

    def handle_data(self, data):
        if self._label:
            for entry in self._label:
                entry["label"] += data

    def handle_endtag(self, tag):
        if tag == "label":
            self._label = None


def render(p, lang, done=False, chosen=None):
    return render_template(K.TEMPLATE, puzzle=p, view=K.view(p, lang), done=done,
                           chosen=K.chosen(chosen), feedback=None, lang=lang, mode="list")


def visible(p) -> set[str]:
    pos = p["position"]
    if p["kind"] == "teyaku":
        return set(pos["hand"])
    if p["kind"] == "pile":
        return set(pos["pile"])
    seen = {*pos["hand"], *pos["field"], *(c for pile in pos["piles"] for c in pile)}
    return seen | ({pos["drawn"]} if pos.get("drawn") else set())


def inputs(html: str) -> list[dict]:
    parser = Inputs()
    parser.feed(html)
    return parser.inputs


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_puzzle_draws_its_position_and_nothing_hidden(app, lang):
    with app.test_request_context(f"/{lang}/"):
        for p in PUZZLES:
            html = render(p, lang)
            shown = set(CARD_SRC.findall(html))
            assert shown == visible(p), p["id"]  # every card it holds, no other card
            assert not [c for c in CARD_IDS if c not in visible(p) and c in html], p["id"]
            fields = inputs(html)
            names = [f["name"] for f in fields]
            if p["kind"] in ("teyaku", "pile"):
                options = TEYAKU_IDS if p["kind"] == "teyaku" else DEKIYAKU_IDS
                boxes = [f for f in fields if f["name"] == "yaku"]
                assert [f["value"] for f in boxes] == list(options)
                assert all(YAKU_NAMES[f["value"]][lang] in f["label"] for f in boxes)
                assert names.count("points") == 1
                assert names.count("card_points") == (p["kind"] == "pile")
            else:
                name = "move" if p["kind"] == "capture" else "decision"
                radios = [f for f in fields if f["name"] == name]
                assert all(f["type"] == "radio" and f["label"].strip() for f in radios)
                assert len(radios) == (2 if name == "decision" else
                                       len(K.view(p, lang)["moves"]))
                assert {f["value"] for f in radios} >= set(p["answers"])
            # solved: the answer is kept, nothing can be changed
            done = render(p, lang, done=True, chosen=K.answer_fields(p))
            assert done.count("<fieldset") == done.count(" disabled>")
            kept = K.answer_fields(p)
            assert done.count(" checked") == len(kept.getlist("yaku")) + (
                "move" in kept or "decision" in kept)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_grading_accepts_every_stored_answer_and_says_why_another_is_wrong(app, lang):
    with app.test_request_context(f"/{lang}/"):
        for p in PUZZLES:
            assert K.grade(p, K.answer_fields(p), lang)["status"] == "right", p["id"]
            for wrong in _wrong_answers(p):
                result = K.grade(p, wrong, lang)
                assert result["status"] == "wrong", p["id"]
                assert result["message"]
                if p["kind"] in ("capture", "sage-shobu"):
                    assert result["why"], p["id"]


def _wrong_answers(p):
    right = K.answer_fields(p)
    if p["kind"] in ("teyaku", "pile"):
        off = MultiDict(right)
        off["points"] = str(int(right["points"]) + 1)
        yield off
        ids = MultiDict(right)
        ids.setlist("yaku", [y for y in (TEYAKU_IDS if p["kind"] == "teyaku" else DEKIYAKU_IDS)
                             if y not in right.getlist("yaku")][:1])
        yield ids
        if p["kind"] == "pile":
            cards = MultiDict(right)
            cards["card_points"] = str(int(right["card_points"]) + 5)
            yield cards
    elif p["kind"] == "capture":
        for move in K.view(p, "en")["moves"]:
            if move["value"] not in p["answers"]:
                yield MultiDict({"move": move["value"]})
    else:
        yield MultiDict({"decision": "shobu" if p["answers"] == ["sage"] else "sage"})


def test_a_partly_right_answer_is_told_which_part_is_wrong(app):
    p = next(q for q in PUZZLES if q["kind"] == "pile")
    with app.test_request_context("/en/"):
        form = K.answer_fields(p)
        form["card_points"] = str(int(form["card_points"]) + 1)
        assert "card points" in K.grade(p, form, "en")["message"]
        t = next(q for q in PUZZLES if q["kind"] == "teyaku" and q["answers"][0]["teyaku"])
        form = K.answer_fields(t)
        form["points"] = "0"
        assert K.grade(t, form, "en")["message"] == "The teyaku are right, but not their value."


def _one(kind):
    return next(p for p in PUZZLES if p["kind"] == kind)


@pytest.mark.parametrize("kind, fields", [
    ("teyaku", {"yaku": "akatan", "points": "1"}),        # a dekiyaku is not a teyaku
    ("teyaku", {"yaku": "no-such-yaku", "points": "1"}),
    ("teyaku", {"points": "abc"}),
    ("teyaku", {"points": "-1"}),
    ("teyaku", {"points": "1000"}),
    ("teyaku", {"points": "²"}),
    ("teyaku", {}),
    ("pile", {"yaku": "karasu", "points": "1", "card_points": "1"}),
    ("pile", {"points": "1"}),
    ("pile", {"points": "1", "card_points": "9" * 200}),
    ("capture", {"move": "play pine-crane x pine-chaff-1 x"}),
    ("capture", {"move": "draw " + "x" * 300}),
    ("capture", {}),
    ("sage-shobu", {"decision": "koikoi"}),
    ("sage-shobu", {}),
])
def test_forged_fields_are_refused(app, kind, fields):
    with app.test_request_context("/en/"), pytest.raises(BadAnswer) as e:
        K.grade(_one(kind), MultiDict(fields), "en")
    assert e.value.message


def test_a_yaku_posted_twice_is_refused(app):
    p = _one("pile")
    form = K.answer_fields(p)
    form.add("yaku", "goko")
    form.add("yaku", "goko")
    with app.test_request_context("/en/"), pytest.raises(BadAnswer):
        K.grade(p, form, "en")


def test_a_move_of_another_position_is_refused(app):
    captures = [p for p in PUZZLES if p["kind"] == "capture"]
    a = captures[0]
    with app.test_request_context("/en/"):
        legal = {m["value"] for m in K.view(a, "en")["moves"]}
        b = next(p for p in captures if p["answers"][0] not in legal)
        with pytest.raises(BadAnswer):
            K.grade(a, K.answer_fields(b), "en")


def view_texts(view: dict) -> list[str]:
    """The words a view carries besides the goal: labels of inputs, seats and moves."""
    out = [view[k] for k in ("points_label", "stock", "rules_label") if k in view]
    out += [s[k] for s in view.get("seats", ()) for k in ("heading", "hand")]
    out += [m["label"] for m in view.get("moves", ())]
    return out + [label for _, label in view.get("decisions", ())]


def sentences(p, lang) -> list[str]:
    view = K.view(p, lang)
    out = [view["goal"], *view_texts(view), *K.hints(p, K.HINT_STEPS, lang)]
    out += [str(K.KIND_LABELS[p["kind"]]), str(K.THEME_LABELS[p["theme"]])]
    out += [K.answer_text(p, a, lang) for a in p["answers"]]
    out += [line[0] for line in K.explanation(p, lang)]
    for wrong in list(_wrong_answers(p))[:1]:
        result = K.grade(p, wrong, lang)
        out += [result["message"], *([result["why"]] if result["why"] else [])]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_reads_well_in_every_language(app, lang):
    for p in PUZZLES:
        with app.test_request_context(f"/{lang}/"):
            texts = sentences(p, lang)
        for text in texts:
            assert not check(lang, text), (p["id"], text, check(lang, text))
        if lang != "en":  # translated, not the English msgid
            with app.test_request_context("/en/"):
                english = sentences(p, "en")
            same = [t for t, e in zip(texts, english, strict=True) if t == e]
            assert not same, (p["id"], same)


def test_labels_and_themes_cover_the_library(app):
    with app.test_request_context("/vi/"):
        for p in PUZZLES:
            assert str(K.KIND_LABELS[p["kind"]]) != ""
            assert str(K.THEME_LABELS[K.browse_theme(p["theme"])])
            assert str(K.THEME_LABELS[p["theme"]])
    # browsing never shows a theme that names the answer
    assert K.browse_theme("sage") == K.browse_theme("shobu")
    assert len({K.browse_theme(t) for t in K.THEMES["teyaku"]}) == 1


def test_explanations_show_real_cards_and_hints_start_vague(app):
    with app.test_request_context("/en/"):
        for p in PUZZLES:
            for text, cards in K.explanation(p, "en"):
                assert text and all(c in CARD_IDS for c in cards)
            first = K.hints(p, 1, "en")
            assert len(first) == 1 and len(K.hints(p, 2, "en")) == 2
            if p["kind"] == "capture":
                move = K.view(p, "en")["moves"]
                label = next(m for m in move if m["value"] == p["answers"][0])
                assert all(c.spoken_name("en") not in first[0] for c in label["cards"])
                assert not {c.id for c in label["cards"]} & set(K.thumbnails(p))
            assert set(K.thumbnails(p)) <= visible(p)


def test_chosen_keeps_the_last_answer():
    assert K.chosen(None) == {}
    p = _one("pile")
    kept = K.chosen(K.answer_fields(p))
    assert kept["yaku"] == set(p["answers"][0]["dekiyaku"])
    assert kept["card_points"] == str(p["answers"][0]["card_points"])


def test_teyaku_and_pile_puzzles_show_the_values_their_total_is_made_of(app):
    """A puzzle that asks for a total in kan or points shows each yaku's value beside it."""
    from engine.hachihachi.rules import get_rules

    with app.test_request_context("/en/"):
        for kind, table in (("teyaku", "teyaku"), ("pile", "dekiyaku")):
            p = next(p for p in K.load() if p["kind"] == kind and p["rules"] == "traditional")
            labels = dict(K.view(p, "en")["options"])
            values = getattr(get_rules(p["rules"]), table)
            assert all(labels[y].endswith(f"· {values[y]} kan") for y in values), labels


def test_standing_three_names_its_months(app):
    """Tatesanbon's explanation names the months these rules count, not "the months below"."""
    with app.test_request_context("/en/"):
        from engine.hachihachi.rules import get_rules

        reason = K._teyaku_reason({"id": "tatesanbon", "cards": []}, get_rules("traditional"),
                                  "en")
    assert "Iris" in reason and "Wisteria" in reason and "Paulownia" in reason, reason
