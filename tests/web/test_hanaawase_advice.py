"""Hana-awase's advice in the game's own terms (issue: "a coach that can tell good from bad"):
over seeded positions at two and three seats, when the judge's best and another ranked move
differ, their reasons differ, the comparison names a card, a yaku or card points, and no reason
printed for a move argues against it; no sample game repeats a "why" sentence more than three
times, in vi, zh or en."""

from __future__ import annotations

import pytest
from flask_babel import force_locale
from website.core.words import Seats
from website.games.hanaawase import advice, board

from engine.hanaawase import deal
from engine.hanaawase.judge import EVALUATOR
from engine.hanaawase.rules import YAKU_NAMES
from engine.hanafuda.matching import Play

from .fishing_advice import names_the_game, pairs, positions, sample_whys


def _start(seed: int):
    rules = ("wikipedia", "bakappana", "ameshima-nagashi")[seed % 3]
    return deal(rules, seed=seed, seats=2 if seed % 2 else 3)


STATES = positions(_start, range(60), 120)
# What tells a move against itself: these words only ever speak of what a move leaves or gives.
AGAINST = ("stays on the field", "whoever takes it", "offers", "leaves it on the field")


def test_the_positions_cover_both_seat_counts_and_the_rule_sets():
    assert len(STATES) >= 100
    assert {s.seats for s in STATES} == {2, 3}
    assert {s.rules.name for s in STATES} == {"wikipedia", "bakappana", "ameshima-nagashi"}


def test_the_best_and_another_move_are_told_apart_in_the_games_terms(app):
    words = tuple(n["en"] for n in YAKU_NAMES.values())
    checked = 0
    with app.test_request_context("/en/"), force_locale("en"):
        for obs, best, other in pairs(EVALUATOR, STATES):
            mine, theirs = advice.reasons(obs, best), advice.reasons(obs, other)
            assert mine and theirs
            assert mine != theirs, (best, other)
            said = advice.compare(obs, best, other)
            assert said and all(names_the_game(s, "en", words) for s in said), said
            for action, lines in ((best, mine), (other, theirs)):
                against = set(advice.warnings(obs, action))
                for line in lines:
                    assert line not in against and not any(w in line for w in AGAINST), line
            checked += 1
    assert checked >= 100


def test_a_card_that_takes_nothing_is_never_explained_by_what_it_gives_away(app):
    """The coached deal's old line: "the card left on the field is worth 10 card points to
    whoever takes it" was printed as the reason for that very move."""
    with app.test_request_context("/en/"), force_locale("en"):
        for state in STATES:
            obs = state.observation(state.current)
            for action in obs.legal_actions:
                if isinstance(action, Play) and not action.take:
                    lines = board.explain(obs, action, Seats(you=obs.player, count=obs.seats))
                    assert lines["reasons"]
                    assert not any("whoever takes it" in s or "stays on the field" in s
                                   for s in lines["reasons"])


def test_a_capture_worth_more_is_said_with_its_points(app):
    """Two captures that differ in card points: the comparison gives both numbers."""
    found = 0
    with app.test_request_context("/en/"), force_locale("en"):
        for state in STATES:
            obs = state.observation(state.current)
            takes = [a for a in obs.legal_actions if a.take]
            worth = {a: sum(c.points for c in map(_card, (a.card, *a.take))) for a in takes}
            for a in takes:
                for b in takes:
                    if worth[a] >= worth[b] + 19 and not advice.ADVICE.facts(obs, a).made:
                        said = " ".join(advice.compare(obs, a, b))
                        assert f"{worth[a]} card points" in said, said
                        found += 1
    assert found


def _card(card_id):
    from engine.hanafuda.cards import CARDS_BY_ID
    return CARDS_BY_ID[card_id]


@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_no_sample_game_repeats_a_why_more_than_three_times(app, lang):
    whys = sample_whys(app, board.GAME.name, board, lang)
    assert whys
    for slug, seen in whys.items():
        assert sum(seen.values()) > 10, slug
        sentence, n = seen.most_common(1)[0]
        assert n <= 3, (slug, sentence, n)


@pytest.mark.parametrize("lang", ["vi", "zh"])
def test_the_comparison_is_in_the_readers_language(app, lang):
    with app.test_request_context(f"/{lang}/"), force_locale(lang):
        for obs, best, other in list(pairs(EVALUATOR, STATES[:20])):
            for line in advice.compare(obs, best, other) + advice.reasons(obs, best):
                assert " card point" not in line and " the field" not in line, line
