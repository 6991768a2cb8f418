"""Hachi-Hachi's advice in the game's own terms (issue: "a coach that can tell good from bad"):
over seeded positions of both rule sets, the sage / shōbu call included, when the judge's best
and another ranked move differ, their reasons differ, the comparison names a card, a dekiyaku,
card points or the call's mon, and no reason printed for a move argues against it; no sample
game repeats a "why" sentence more than three times, in vi, zh or en."""

from __future__ import annotations

import random

import pytest
from flask_babel import force_locale
from website.games.hachihachi import advice, board

from engine.hachihachi import deal
from engine.hachihachi.judge import EVALUATOR
from engine.hachihachi.players import GreedyPlayer
from engine.hachihachi.rules import YAKU_NAMES
from engine.hachihachi.state import Call

from .fishing_advice import names_the_game, pairs, positions, sample_whys

AGAINST = ("stays on the field", "whoever takes it", "offers", "leaves it on the field")


def _start(seed: int):
    return deal("traditional" if seed % 3 else "seed-000", seed=seed)


def _calls(count: int):
    """Positions where a player who made a dekiyaku calls sage or shōbu (greedy play)."""
    out, player = [], GreedyPlayer()
    for seed in range(200):
        rng = random.Random(seed)
        state = deal("traditional", seed=seed)
        while not state.is_over:
            if isinstance(state.legal_actions()[0], Call):
                out.append(state)
                if len(out) == count:
                    return out
                state = state.apply(Call("shobu"))  # play on: another call may follow
                continue
            state = state.apply(player.choose(state.observation(state.current), rng))
    return out


STATES = positions(_start, range(60), 110) + _calls(20)
WORDS = tuple(n["en"] for n in YAKU_NAMES.values()) + ("mon", "dekiyaku")


def test_the_positions_cover_plays_draws_and_calls_under_both_rule_sets():
    assert len(STATES) >= 120
    assert {s.rules.name for s in STATES} == {"traditional", "seed-000"}
    assert sum(isinstance(s.legal_actions()[0], Call) for s in STATES) >= 20


def test_the_best_and_another_move_are_told_apart_in_the_games_terms(app):
    checked = 0
    with app.test_request_context("/en/"), force_locale("en"):
        for obs, best, other in pairs(EVALUATOR, STATES):
            mine, theirs = advice.reasons(obs, best), advice.reasons(obs, other)
            assert mine and theirs
            assert mine != theirs, (best, other)
            said = advice.compare(obs, best, other)
            assert said and all(names_the_game(s, "en", WORDS) for s in said), said
            for action, lines in ((best, mine), (other, theirs)):
                against = set(advice.warnings(obs, action))
                for line in lines:
                    assert line not in against and not any(w in line for w in AGAINST), line
            checked += 1
    assert checked >= 100


def test_a_call_is_told_in_numbers_and_each_call_only_by_its_own_side(app):
    """Sage's reasons say what it banks and never what playing on could add; shōbu's never
    name a rival's close dekiyaku (the threat that argues for sage)."""
    with app.test_request_context("/en/"), force_locale("en"):
        for state in STATES:
            obs = state.observation(state.current)
            if not isinstance(obs.legal_actions[0], Call):
                continue
            sage, shobu = advice.reasons(obs, Call("sage")), advice.reasons(obs, Call("shobu"))
            assert f"Sage banks {advice.banked(obs)} mon now" in sage[0]
            assert not any("Playing on can add" in s for s in sage)
            assert not any("that would complete it" in s for s in shobu)
            for better, worse in ((Call("sage"), Call("shobu")), (Call("shobu"), Call("sage"))):
                said = advice.compare(obs, better, worse)
                assert said and all(names_the_game(s, "en", WORDS) for s in said), said


def test_the_rain_man_is_never_just_another_capture(app):
    """A capture worth 19 card points more than another: the comparison says both numbers
    (the hint that listed the rain man as "equally good" with two chaff captures)."""
    found = 0
    with app.test_request_context("/en/"), force_locale("en"):
        for state in STATES:
            obs = state.observation(state.current)
            takes = [a for a in obs.legal_actions if not isinstance(a, Call) and a.take]
            for a in takes:
                for b in takes:
                    fa, fb = advice.ADVICE.facts(obs, a), advice.ADVICE.facts(obs, b)
                    if fa.points >= fb.points + 19 and not fa.made:
                        said = " ".join(advice.compare(obs, a, b))
                        assert f"{fa.points} card points" in said, said
                        found += 1
    assert found


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_no_sample_game_repeats_a_why_more_than_three_times(app, lang):
    whys = sample_whys(app, board.GAME.name, board, lang)
    assert whys
    for slug, seen in whys.items():
        assert sum(seen.values()) > 10, slug
        sentence, n = seen.most_common(1)[0]
        assert n <= 3, (slug, sentence, n)
