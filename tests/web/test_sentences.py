"""Generated sentences agree in every language: person, number and articles.

Every kind of engine event, result, reason and puzzle text is rendered in vi, zh and en, for
the reader's own seat ("you"), for the computer and for a third person ("Player 1"). A sentence
that says "You plays", "a Animal", "1 points", that doubles brackets or that falls back to the
English msgid fails here.
"""

from __future__ import annotations

import html as htmllib
import json
import re
from pathlib import Path

import pytest
from website.core.i18n import LANGUAGES
from website.core.words import and_list
from website.games.koikoi import puzzle_text
from website.games.koikoi import words as commentary

from engine.hanafuda.cards import CARDS_BY_ID
from engine.koikoi import Event, Result
from engine.koikoi.analysis import Reason
from engine.koikoi.rules import RULESETS
from engine.koikoi.scoring import Yaku

ROOT = Path(__file__).resolve().parents[2]
EN_VERBS = r"plays|draws|deals|stops|stopped and scores|calls|takes|has|holds|wins|scores|moves"
CHECKS = {
    "en": [
        (re.compile(rf"\b[Yy]ou (?:{EN_VERBS})\b"), "second person with a third-person verb"),
        (re.compile(r"\ba [AEIOUaeiou]\w"), "'a' before a vowel"),
        (re.compile(r"\ban [b-df-hj-np-tv-z]\w", re.I), "'an' before a consonant"),
        (re.compile(r"(?<![\d.,])1 points\b"), "'1 points'"),
        (re.compile(r"\b(?:[02-9]|\d\d+) point\b"), "a plural count with 'point'"),
    ],
    # Vietnamese and Chinese: no English word of a msgid left untranslated.
    "vi": [(re.compile(r"\b(?:the|and|you|plays?|draws?|takes?|points?|stops?)\b", re.I),
            "untranslated English"),
           (re.compile(r"\d\.\d"), "a decimal point instead of a comma")],
    "zh": [(re.compile(r"\b(?:the|and|you|plays?|draws?|takes?|points?|stops?)\b", re.I),
            "untranslated English"),
           (re.compile("[\u3040-\u30ff]+"), "Japanese kana"),
           (re.compile("[。：，；] "), "a space after Chinese punctuation")],
}
DOUBLED_BRACKETS = re.compile(r"[)）]\s*[(（]")
YOU, COMPUTER, PLAYER = commentary.Seats(you=0), 1, commentary.THIRD_PERSON


def check(lang: str, text: str) -> list[str]:
    """What is wrong with one sentence (an empty list when nothing is)."""
    problems = [why for rx, why in CHECKS[lang] if rx.search(text.replace("こいこい", ""))]
    if DOUBLED_BRACKETS.search(text):
        problems.append("doubled brackets")
    if "%(" in text or not text.strip():
        problems.append("an unfilled placeholder or an empty sentence")
    return problems


def event_sentences() -> list[str]:
    """Every event kind, for the reader, the computer and a third person, with 1 and 2 points."""
    out = []
    for seats, seat in ((YOU, 0), (YOU, COMPUTER), (PLAYER, 0)):
        for n in (1, 2):
            yaku = (Yaku("tane", n),) if n == 1 else (Yaku("tane", 1), Yaku("kasu", 1))
            events = [
                Event("play", seat, ("pine-crane",)), Event("capture", seat, ("pine-crane",
                                                                               "pine-chaff-1")),
                Event("play", seat, ("maple-deer",)),
                Event("draw", seat, ("iris-bridge",)), Event("capture", seat, ("iris-bridge",
                                                                                "iris-ribbon")),
                Event("draw", seat, ("willow-rainman",)),
                Event("capture", seat, ("plum-chaff-1",)),
                Event("yaku", seat, (), yaku, n), Event("koikoi", seat),
                Event("stop", seat, (), yaku, n), Event("hand-yaku", seat, (), (Yaku("teshi", 6),),
                                                        n),
                Event("exhausted", None, (), (), n),
            ]
            out += commentary.describe_events(events, seats)
            for reason in ("stop", "hand-yaku"):
                out += commentary.result_lines(Result(seat, (n, 0) if seat == 0 else (0, n),
                                                      yaku, n, 1, reason), seats)
            out += commentary.result_lines(Result(None, (n, 0), (), 0, 1, "exhausted"), seats)
            out.append(seats.deals(seat))
            out += [seats.score_label(seat, over) for over in (True, False)]
            out += commentary.move_labels(seats, seat).values()
            out += commentary.reason_sentences([
                Reason("completes", ("akatan",), (), n), Reason("improves", ("tanzaku",)),
                Reason("blocks", ("inoshikacho",), ("clover-boar",)),
                Reason("takes", (), ("pampas-geese",), n), Reason("discards", (), ("pine-chaff-2",)),
                Reason("stop", ("tane",), (), n), Reason("koikoi", ("tane",))])
    for rules in RULESETS.values():
        for base in (1, 7, 12):
            for koikoi in (False, True):
                for field in (1, 3) if rules.bright_field else (1,):
                    out += commentary.multiplier_lines(base, rules, koikoi, field)
    return out


def puzzle_sentences(lang: str) -> list[str]:
    """Goal, accepted answer, hint and explanation of every puzzle on the site."""
    puzzles = json.loads((ROOT / "engine" / "koikoi" / "data" / "puzzles.json").read_text())["puzzles"]
    out = []
    for p in puzzles:
        out.append(puzzle_text.goal(p, lang))
        out.append(puzzle_text.answer_text(p, p["answers"][0], lang))
        out.append(puzzle_text.hint(p, lang))
        out += [line.text for line in puzzle_text.explanation(p, lang)]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_event_sentences_agree(app, lang):
    with app.test_request_context(f"/{lang}/"):
        sentences = event_sentences()
    bad = {s: check(lang, s) for s in sentences if check(lang, s)}
    assert not bad, bad
    assert len(set(sentences)) > 60  # every branch above said something of its own


@pytest.mark.parametrize("lang", LANGUAGES)
def test_puzzle_sentences_agree(app, lang):
    with app.test_request_context(f"/{lang}/"):
        sentences = puzzle_sentences(lang)
    bad = {s: check(lang, s) for s in sentences if check(lang, s)}
    assert not bad, bad


def test_the_checks_catch_what_the_readers_found():
    assert check("en", "You plays Pine – Crane and sun.")
    assert check("en", "It is a Animal card, worth 10 points.")
    assert check("en", "1 points × 2")
    assert check("vi", "Tane (năm con vật) (1 điểm)")
    assert check("vi", "Player 1 plays Thông – Hạc và mặt trời.")
    assert check("zh", "这是一张カス")
    assert not check("en", "You play Pine – Crane and sun and take Pine – Chaff 1.")


def _why(html: str) -> str:
    """The viewer's "Why" block of a page, as text."""
    block = html[html.index('class="why"'):].split("</div>")[0]
    return re.sub(r"\s+", " ", htmllib.unescape(re.sub(r"<[^>]+>", " ", block)))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("sample, step", [("koikoi-backfires", 3), ("match-wikipedia-6", 33)])
def test_a_capture_is_explained_by_the_field_cards_it_takes(app, client, lang, sample, step):
    """The why names what the move took from the field as taken, and the card played as the
    card that took it: the crane played onto a poetry ribbon takes the ribbon "with" the crane,
    never "takes the crane"; the sake cup played onto the rest of its month takes those three.
    (Koi-Koi scores yaku, not card points: the why says no card points.)"""
    from flask_babel import force_locale
    from flask_babel import gettext as _
    from website.features.viewer.views import samples

    from engine.koikoi import Play

    frame = samples()[sample].replayed.frames[step]
    states, actions = samples()[sample].replayed.hands[frame.hand]
    action = actions[frame.index - 1]
    assert isinstance(action, Play) and action.take  # the sample's move: a real capture
    played = CARDS_BY_ID[action.card]
    assert played.points > max(CARDS_BY_ID[c].points for c in action.take)
    why = _why(client.get(f"/{lang}/games/{sample}?step={step}").get_data(as_text=True))
    for c in action.take:
        assert CARDS_BY_ID[c].spoken_name(lang) in why, (c, why)
    with app.test_request_context(f"/{lang}/"), force_locale(lang):
        said = _("It takes %(taken)s with %(card)s.",
                 taken=and_list(CARDS_BY_ID[c].spoken_name(lang) for c in action.take),
                 card=played.spoken_name(lang))
    assert said in why, why



LISTS = {  # each language's list rule: "and" and "or" before the last item, no serial comma
    "en": ("A and B", "A, B and C", "A, B or C"),
    "vi": ("A và B", "A, B và C", "A, B hoặc C"),
    "zh": ("A和B", "A、B和C", "A、B或C"),
}
PRONOUN = {"en": "You", "vi": "Bạn", "zh": "你"}  # the reader, as a move starts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lists_follow_each_languages_rule(app, lang):
    from website.core.words import and_list, or_list

    with app.test_request_context(f"/{lang}/"):
        assert (and_list("AB"), and_list("ABC"), or_list("ABC")) == LISTS[lang]
        assert (and_list("A"), or_list([])) == ("A", "")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_equally_good_moves_are_listed_once_each_as_choices(app, lang):
    """The hint's "just as good" list, from the games' own labels for the reader's choices:
    each item a move to make, not a report of one ("Play …", not "You play …"); two plays of
    identical-looking cards (two Pine chaff, two Black Soldiers) are one move to the reader and
    named once; a move said as the suggestion is not listed again."""
    from website.games.kit.moves import shown_moves
    from website.games.koikoi.board import choice_label
    from website.games.tamcuc import words as tc_words

    from engine.koikoi import Play
    from engine.tamcuc.state import Lay

    with app.test_request_context(f"/{lang}/"):
        you = commentary.Seats(you=0)
        koikoi = [choice_label(Play(c, t), 0, you) for c, t in (
            ("pine-chaff-1", ("pine-crane",)), ("pine-chaff-2", ("pine-crane",)),
            ("maple-deer", ()))]
        tamcuc = [tc_words.choice_label(Lay((c,)), 0, you) for c in (
            "black-soldier-1", "black-soldier-3", "red-elephant-1", "black-soldier-5")]
        for texts in (koikoi, tamcuc):
            first, same, second = texts[:3]
            assert first == same  # the reader cannot tell these two moves apart
            assert not first.startswith(PRONOUN[lang]) and not second.startswith(PRONOUN[lang])
            assert shown_moves(texts) == [first, second]  # the last Black Soldier is the first
            assert shown_moves(texts[1:], first) == [second]
