"""The computer's levels, each pinned by what a player at the table would notice: the beginner
overlooks captures and never calls koi-koi, the casual player is the greedy one, the
intermediate and expert search far enough to find a sure win that grabbing the biggest card
misses, and the intermediate thinks less than the strong player and reads nothing of you."""

from __future__ import annotations

import itertools
import random

from engine.hanafuda.cards import DECK, mask_of
from engine.koikoi.players import PLAYERS, GreedyPlayer, get_player
from engine.koikoi.rules import get_rules
from engine.koikoi.state import DECIDE, DRAW, KOIKOI, PLAY, STOP, Call, Play, deal, state_from_view
from engine.strength import play_match

NINTENDO = get_rules("nintendo")


def test_levels_from_weakest_to_strongest_keep_the_stored_names():
    assert list(PLAYERS) == ["random", "beginner", "greedy", "intermediate", "strong", "expert"]
    assert [get_player(n).name for n in PLAYERS] == list(PLAYERS)


def play_observations(seeds):
    """Observations in the play phase where the player may capture or may not."""
    for seed in seeds:
        rng = random.Random(seed)
        state = deal("nintendo", seed=seed)
        while not state.is_over:
            obs = state.observation(state.current)
            takes = {bool(a.take) for a in obs.legal_actions if obs.phase == PLAY}
            if takes == {True, False}:
                yield obs
            state = state.apply(rng.choice(obs.legal_actions))


def test_the_beginner_overlooks_about_one_capture_in_three_and_greedy_none():
    beginner, greedy = get_player("beginner"), GreedyPlayer()
    missed = seen = 0
    for i, obs in enumerate(play_observations(range(40))):
        assert greedy.choose(obs, random.Random(i)).take  # greedy always takes something
        missed += not beginner.choose(obs, random.Random(i)).take
        seen += 1
    assert seen > 150
    assert 0.2 < missed / seen < 0.5


def test_the_beginner_never_calls_koikoi():
    beginner = get_player("beginner")
    offered = 0
    for seed in range(200):
        rng = random.Random(seed)
        state = deal("nintendo", seed=seed)
        while not state.is_over:
            obs = state.observation(state.current)
            if Call(KOIKOI) in obs.legal_actions:
                offered += 1
                assert beginner.choose(obs, rng) == Call(STOP)
                state = state.apply(Call(KOIKOI))  # go on, to be offered again later
            else:
                state = state.apply(rng.choice(obs.legal_actions))
    assert offered > 20


# A late position for seat 0, to play with two cards each in hand and four in the stock.
# Seat 0 has eight chaff, the opponent nine: whoever takes two more chaff, or one more, scores
# kasu. Taking the crane is worth more at once (greedy's choice); taking the plum chaff makes
# kasu now, a sure win, while leaving it lets the opponent's plum card (if it holds one) take it.
ME_HAND = ("pine-chaff-1", "plum-chaff-2")
ME_PILE = ("pampas-chaff-1", "pampas-chaff-2", "chrysanthemum-chaff-1",
           "chrysanthemum-chaff-2", "maple-chaff-1", "maple-chaff-2", "paulownia-chaff-1",
           "paulownia-chaff-2", "cherry-ribbon", "iris-bridge", "maple-deer", "pine-ribbon")
OPP_PILE = ("cherry-chaff-1", "cherry-chaff-2", "wisteria-chaff-1", "wisteria-chaff-2",
            "iris-chaff-1", "iris-chaff-2", "peony-chaff-1", "peony-chaff-2", "clover-chaff-1",
            "wisteria-cuckoo", "peony-ribbon", "cherry-curtain")
UNSEEN = ("plum-warbler", "plum-ribbon", "willow-swallow", "willow-ribbon", "clover-ribbon",
          "pine-chaff-2")
FIELD = tuple(c.id for c in DECK
              if c.id not in set(ME_HAND + ME_PILE + OPP_PILE + UNSEEN))
SURE_WIN = Play("plum-chaff-2", ("plum-chaff-1",))
GRAB = Play("pine-chaff-1", ("pine-crane",))


def position(opp_hand, stock):
    return state_from_view(NINTENDO, 0, 0, PLAY, (mask_of(ME_HAND), mask_of(opp_hand)),
                           mask_of(FIELD), (mask_of(ME_PILE), mask_of(OPP_PILE)), (0, 0), stock)


def test_the_constructed_position_is_a_sure_win_only_one_way():
    sure = grab_loses = 0
    for opp_hand in itertools.combinations(UNSEEN, 2):
        rest = [c for c in UNSEEN if c not in opp_hand]
        for stock in itertools.permutations(rest):
            state = position(opp_hand, stock).apply(SURE_WIN)
            state = state.apply(state.legal_actions()[0])  # whatever the draw takes
            assert state.phase == DECIDE and state.current == 0
            assert state.apply(Call(STOP)).result.winner == 0
            sure += 1
            after = position(opp_hand, stock).apply(GRAB)
            after = after.apply(after.legal_actions()[0])
            if after.phase != DECIDE and any(a.take == ("plum-chaff-1",)
                                             for a in after.legal_actions()):
                grab_loses += 1  # the opponent may take the plum chaff: kasu for it
    assert sure == 15 * 24 and grab_loses > 0


def test_the_expert_finds_the_sure_win_that_greedy_misses():
    obs = position(UNSEEN[:2], UNSEEN[2:]).observation(0)
    assert {SURE_WIN, GRAB} <= set(obs.legal_actions)
    assert GreedyPlayer().choose(obs, random.Random(0)) == GRAB
    expert = get_player("expert")
    assert [expert.choose(obs, random.Random(seed)) for seed in range(3)] == [SURE_WIN] * 3


def test_the_intermediate_searches_too_and_finds_the_sure_win():
    obs = position(UNSEEN[:2], UNSEEN[2:]).observation(0)
    middle = get_player("intermediate")
    assert [middle.choose(obs, random.Random(seed)) for seed in range(3)] == [SURE_WIN] * 3


def test_the_intermediate_thinks_less_than_the_strong_player_and_reads_nothing_of_you():
    middle, strong = get_player("intermediate"), get_player("strong")
    assert middle.budget * 3 <= strong.budget and middle.decide_samples < strong.decide_samples
    assert middle.overlook is None and strong.overlook is not None  # deals every card evenly
    assert not middle.match_play and strong.match_play


def test_the_expert_thinks_longer_than_the_strong_player():
    expert, strong = get_player("expert"), get_player("strong")
    assert expert.budget >= 3 * strong.budget and expert.decide_samples > strong.decide_samples
    assert expert.block > strong.block == 0


def test_a_strength_match_is_the_rule_sets_rounds_and_greedy_outplays_random():
    first, second = (play_match("nintendo", "greedy", "random", 3, i) for i in (0, 1))
    assert len(first.hands) == len(second.hands) == NINTENDO.rounds
    assert first.index == 0 and second.index == 1
    assert sum(h.winner == 0 for h in first.hands) + sum(h.winner == 0 for h in second.hands) \
        > sum(h.winner == 1 for h in first.hands) + sum(h.winner == 1 for h in second.hands)


def test_drawn_cards_are_in_view():
    obs = position(UNSEEN[:2], UNSEEN[2:]).apply(SURE_WIN).observation(0)
    assert obs.phase == DRAW and obs.drawn == UNSEEN[2]
