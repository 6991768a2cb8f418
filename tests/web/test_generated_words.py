"""The generated sentences of issue 37, as a reader meets them: yaku listed as a list ends
("A, B and C"), the coach naming the move it would choose rather than reporting the reader's
own, numbers as each language writes them, and Chinese with no space between characters."""

from __future__ import annotations

import json
import random
import re
from functools import cache

import pytest
from website.core.words import Seats
from website.games.hachihachi import words as hachihachi_words
from website.games.hanaawase import words as hanaawase_words

from engine.games import game_of, get_game, sample_records
from engine.table import Table

LANGS = ("vi", "zh", "en")
AND = {"vi": " và ", "zh": "和", "en": " and "}


@cache
def events_with_many_yaku(game: str, rules: str, least: int = 3):
    """The first yaku event listing ``least`` yaku or more: sample games first, then seeded
    deals between random players."""
    hands = []
    for path in sorted(sample_records().values()):
        record = json.loads(path.read_text(encoding="utf-8"))["record"]
        if record.get("game") == game:
            hands += game_of(record).replay(record)
    for seed in range(300):
        hands += Table(get_game(game), rules, ("random",) * 3, 1, seed).play(
            random.Random(seed)).hands
        for states, _actions in hands:
            for state in states:
                for ev in state.events:
                    if len(ev.yaku) >= least:
                        return state, ev
        hands = []
    raise AssertionError(f"no {game} event with {least} yaku")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,rules,least", [("hachihachi", "seed-000", 2),
                                             ("hanaawase", "wikipedia", 3)])
def test_yaku_are_listed_with_and(app, game, rules, least, lang):
    """"Player 1 has made A, B, C: 70 points" reads as a list cut short: the last one comes
    after "and", "và", "和" (Hana-awase's Teppō sample makes three at once)."""
    state, ev = events_with_many_yaku(game, rules, least)
    with app.test_request_context(f"/{lang}/"):
        if game == "hachihachi":
            lines = hachihachi_words.describe_events([ev], Seats(count=3), state.rules)
        else:
            lines = hanaawase_words.describe_events([ev], Seats(count=3))
    assert len(lines) == 1, lines
    assert AND[lang] in lines[0], lines[0]


# -- the coach names the move it would choose -----------------------------------------------

REPORT = {"vi": re.compile(r"^Bạn\b"), "zh": re.compile("^你"), "en": re.compile(r"^You\b")}
GUIDED = ("koikoi", "hachihachi", "hanaawase", "tamcuc")


def reads_as_report(lang: str, text: str) -> bool:
    return bool(REPORT[lang].search(str(text).strip()))


@cache
def choice_positions(game: str, count: int = 2):
    """Positions of a seeded deal between random players where the seat to move has a real
    choice (the first ``count`` of them)."""
    g = get_game(game)
    states, _actions = Table(g, g.default_rules, ("random",) * g.seats[0], 1, 7).play(
        random.Random(7)).hands[0]
    return [s for s in states if not s.is_over and len(s.legal_actions()) > 1][:count]


def _board(game: str):
    from website.games import game_of as site_game

    return site_game(game).board


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GUIDED)
def test_the_hint_and_the_review_name_a_move_to_make(app, game, lang):
    """"The engine suggests: You pass", "Better: You call sage": the coach's choice reads as a
    report of the reader's own move. The hint's suggestion, its "just as good" and next-best
    moves, and the review's better move (every choice of the position) are moves to make."""
    board = _board(game)
    bad = []
    with app.test_request_context(f"/{lang}/"):
        for state in choice_positions(game):
            seat = state.current
            seats = Seats(you=seat, count=board.seat_count(state))
            obs = state.observation(seat)
            hint = board.hint(obs, seats)
            said = [hint.get("text"), hint.get("second_text"), *(hint.get("equal") or ())]
            said += [board.choice_label(a, seat, seats) for a in obs.legal_actions]
            bad += [t for t in said if t and reads_as_report(lang, t)]
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GUIDED)
def test_the_coached_deal_names_the_move_it_would_have_chosen(app, game, lang):
    """A coached deal's choices, its advice and its comment on a move it would not have made
    ("The coach would have chosen: …") name a move to make, in every game."""
    import importlib

    guided = importlib.import_module(f"website.games.{game}.guided")
    bad = []
    with app.test_request_context(f"/{lang}/"):
        first = guided.view(())
        other = next(o for o in first["options"] if not o["coach"] and not o["equal"])
        then = guided.view((other["value"],))
        comment = then["comment"]
        said = [o["label"] for o in first["options"]] + [first["advice"]["label"]]
        said += [comment["text"].split("：" if lang == "zh" else ":", 1)[-1]]
        bad += [t for t in said if reads_as_report(lang, t)]
        assert not comment["same"] or comment.get("close")
    assert not bad, bad


# -- numbers ----------------------------------------------------------------------------------

POINT_DECIMAL = re.compile(r"\d\.\d")  # a decimal point: Vietnamese writes a comma ("12,2")
HYPHEN_MINUS = re.compile(r"(?<![\w–-])-\d")  # a negative figure written with a hyphen
UNIT = {"vi": ("điểm", "mon"), "zh": ("分", "文"), "en": ("points", "mon")}


def test_the_stop_or_play_on_lesson_writes_decimals_as_the_reader_does(app):
    """Koi-Koi's lesson on stopping said "12.15" in Vietnamese where its wrong answer says
    "12,2 điểm": one mean, one decimal, the reader's decimal sign, and its unit."""
    from website.games.koikoi import lessons

    question = next(lesson.question for lesson in lessons.PATH
                    if lesson.question.kind == "decide")
    seen = {}
    for lang in LANGS:
        with app.test_request_context(f"/{lang}/"):
            asked = lessons.ASKERS["decide"](question, lang)
            seen[lang] = [str(asked.why), *map(str, asked.reasons.values())]
    assert not [t for t in seen["vi"] if POINT_DECIMAL.search(t)], seen["vi"]
    assert "12,2 điểm" in seen["vi"][0] and "12,2 điểm" in seen["vi"][1], seen["vi"]
    assert "12.2分" in seen["zh"][0] and "12.2 points" in seen["en"][0], seen


@pytest.mark.parametrize("lang", LANGS)
def test_an_estimate_has_a_minus_sign_and_its_unit(app, lang):
    """"about -4 points", "estimate -0.35": a true minus sign (−), the reader's decimal sign,
    and the unit beside a figure in points or mon (the review's "Played"/"Better" lines, the
    hint's "about … points")."""
    from website.games.kit.moves import amount, estimate

    with app.test_request_context(f"/{lang}/"):
        said = {(v, unit): (estimate(v, unit), amount(v, unit))
                for v in (-4.24, -1.5, -12.0, -130.0, 3.5) for unit in ("points", "mon")}
        small = estimate(-0.35, "points")
        bare = estimate(-0.35, "win")
    for (v, unit), texts in said.items():
        for text in texts:
            assert not HYPHEN_MINUS.search(text) and (v > 0 or "−" in text), text
            assert UNIT[lang][unit == "mon"] in text, text
    assert small.startswith("−0,35" if lang == "vi" else "−0.35") and UNIT[lang][0] in small
    assert bare == ("−0,35" if lang == "vi" else "−0.35")


# -- Chinese spacing --------------------------------------------------------------------------

CJK = "[\u3400-\u9fff\u3000-\u303f\uff00-\uffef“”‘’]"
CJK_GAP = re.compile(f"{CJK} +{CJK}")


def test_chinese_sentences_have_no_space_between_characters(app):
    """Chinese sentences follow each other with no space ("…。你…", not "…。 你…"): the
    sample games' commentary and Why lines, the hint's words and reasons, the review's note
    and each rule set's description, the stop-or-play-on lesson's explanation."""
    from website.games import GAMES
    from website.games.koikoi import lessons

    from .test_terms import generated

    said = [(where, text) for _game, where, text in generated(app, "zh")]
    with app.test_request_context("/zh/"):
        for site_game in GAMES:
            board, game = site_game.board, site_game.board.GAME
            for name in game.rulesets:
                said.append((f"{game.name} review note {name}", board.review_note(name)))
                said.append((f"{game.name} rule set {name}", board.RULESET_DESCRIPTIONS[name]))
            for state in choice_positions(game.name):
                seats = Seats(you=state.current, count=board.seat_count(state))
                hint = board.hint(state.observation(state.current), seats)
                for key in ("text", "second_text", "estimate", "stakes"):
                    said.append((f"{game.name} hint {key}", hint.get(key)))
                for key in ("reasons", "why_better", "why_not", "equal"):
                    said += [(f"{game.name} hint {key}", t) for t in hint.get(key) or ()]
        question = next(lesson.question for lesson in lessons.PATH
                        if lesson.question.kind == "decide")
        said.append(("koikoi lesson decide", lessons.ASKERS["decide"](question, "zh").why))
    bad = [(where, str(text)) for where, text in said if text and CJK_GAP.search(str(text))]
    assert not bad, bad[:10]


@pytest.mark.parametrize("lang", LANGS)
def test_a_chaff_card_is_named_without_its_copy_number(app, lang):
    """"Peony – Chaff 2 is a card of month 6": identical cards carry no copy number in a
    sentence (the month question's answer, and the coach's move labels)."""
    from website.games.kit import fishing
    from website.games.kit.lessons import Question

    from engine.hanafuda.matching import Play

    from .test_terms import copy_numbered

    with app.test_request_context(f"/{lang}/"):
        said = [fishing.ask_month(Question("month", card="peony-chaff-2"), lang).why,
                fishing.choice_label(Play("peony-chaff-2", ("peony-chaff-1",)))]
    assert not [t for t in said if copy_numbered(lang, str(t))], said


@pytest.mark.parametrize("lang", LANGS)
def test_koikoi_hint_lists_the_moves_as_good_one_per_line(app, lang):
    """Koi-Koi's "just as good" moves ran together in one sentence ("You play A, taking B, you
    play C… : just as good here"): a list of moves to make, one per line, as the other games'."""
    from types import SimpleNamespace

    from website.games.koikoi import board

    with app.test_request_context(f"/{lang}/"):
        hint = next(h for s in choice_positions("koikoi", 4)
                    if (h := board.hint(s.observation(s.current), Seats(you=s.current)))["equal"])
        macros = app.jinja_env.get_template("games/koikoi/board.html").module
        html = str(macros.hint_box(SimpleNamespace(hint=hint)))
    items = re.findall(r'<ul class="hint-equal">(.*?)</ul>', html, re.S)
    assert items, html
    lines = re.findall(r"<li>(.*?)</li>", items[0], re.S)
    assert lines == hint["equal"] and not [t for t in lines if reads_as_report(lang, t)]
