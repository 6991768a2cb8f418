"""The judge's word before the play at a table of four to seven (``engine/hanafuda/word.py``):
the same word every time for a position, the strong player's word is the judge's best (the
hint's), staying out is worth what the sources make a seat that sits out pay or receive, and
where a reference judge of ten times the samples (another seed) tells the two words apart, the
site's judge picks the same word in 95 % of the positions or more."""

from __future__ import annotations

import importlib
import random

import pytest

from engine.games import get_game
from engine.hanafuda.sitout import GO_IN, STAY_OUT, STAYS_OUT
from engine.hanafuda.word import asked_positions
from engine.judge import Judge, Settings, judge_for

GAMES = ("hachihachi", "hanaawase")


def asked(game: str, n: int = 8) -> list:
    return list(asked_positions(game, n))


@pytest.mark.parametrize("game", GAMES)
def test_the_word_is_ranked_the_same_way_every_time(game):
    ev = get_game(game).evaluator
    for state in asked(game, 4):
        obs = state.observation(state.current)
        a, b = Judge(ev).rank(obs), Judge(ev).rank(obs)
        assert {c.action for c in a.choices} == {GO_IN, STAY_OUT}
        assert [(c.action, c.estimate, c.loss, c.equal) for c in a.choices] == \
            [(c.action, c.estimate, c.loss, c.equal) for c in b.choices]


@pytest.mark.parametrize("game", GAMES)
def test_the_strong_player_says_the_judges_word_and_the_others_keep_the_rule(game):
    g = get_game(game)
    said = set()
    for state in asked(game, 12):
        obs = state.observation(state.current)
        best = judge_for(game).rank(obs).best.action
        assert g.players["strong"]().choose(obs, random.Random(5)) == best
        rule = GO_IN if state.seating.goes_in(state.rules, obs.hand, obs.field) else STAY_OUT
        assert g.players["greedy"]().choose(obs, random.Random(5)) == rule
        said.add(best)
    assert said == {GO_IN, STAY_OUT}  # the positions ask for both words


@pytest.mark.parametrize("game", GAMES)
def test_staying_out_is_worth_what_a_seat_that_stays_out_gets_at_the_table(game):
    """Hana-awase: nothing passes to a seat that stays out; Hachi-Hachi (paid by the deal):
    it pays the three players the fee. Every imagined deal values staying out as the deal
    itself settles it, played to its end."""
    ai = importlib.import_module(f"engine.{game}.ai")
    for state in asked(game, 6):
        seat = state.current
        out = judge_for(game).rank(state.observation(seat)).find(STAY_OUT)
        played = state.apply(STAY_OUT)
        while not played.is_over:
            if played.inner is None:
                hand = played.deal.hands[played.current]
                said = played.seating.goes_in(played.rules, hand, played.deal.field)
                played = played.apply(GO_IN if said else STAY_OUT)
            else:
                played = played.apply(ai.rollout_choice(played.inner))
        assert out.se == 0 and out.estimate == played.result.points[seat]
        assert played.result.parts[seat] == STAYS_OUT
        if game == "hanaawase" or state.rules.settlement != "par":
            assert out.estimate == 0
        else:
            assert out.estimate < 0  # the fee for staying out


@pytest.mark.parametrize("game", GAMES)
def test_the_site_agrees_with_a_reference_ten_times_as_thorough(game):
    """Where the reference judge (ten times the samples, another seed) separates the words,
    the site's judge picks the reference's word in 95 % of the positions or more."""
    ev = get_game(game).evaluator
    site, reference = Judge(ev), Judge(ev, Settings(scale=10, base_seed=1))
    separated = agree = 0
    for state in asked(game, 24):
        obs = state.observation(state.current)
        ref = reference.rank(obs)
        if ref.choices[1].equal:
            continue
        separated += 1
        agree += site.rank(obs).best.action == ref.best.action
    assert separated >= 12
    assert agree >= 0.95 * separated, (agree, separated)


@pytest.mark.parametrize("game", GAMES)
def test_the_review_never_marks_the_judges_word_and_marks_a_separated_worse_one(game):
    g = get_game(game)
    judge = judge_for(game)
    marked = 0
    for state in asked(game, 12):
        seat = state.current
        ranking = judge.rank(state.observation(seat))
        best, other = ranking.choices
        assert not g.review([state], [best.action], seat, judge).flagged()
        flagged = g.review([state], [other.action], seat, judge).flagged()
        if other.equal:  # too close to call: never marked
            assert not flagged
        elif flagged:
            assert flagged[0].best == best.action and flagged[0].played == other.action
            marked += 1
    assert marked  # the positions hold a word worth marking
