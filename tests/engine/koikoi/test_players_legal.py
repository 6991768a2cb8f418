"""Every Koi-Koi level only ever chooses a legal action, over many seeded deals of every rule
set, with the search's inference and endgame on (the search at a small budget, so that the
quick run takes seconds; the ``slow`` run plays a thousand deals at the players' own
settings)."""

from __future__ import annotations

import random

import pytest

from engine.koikoi import deal, endgame
from engine.koikoi.ai import MonteCarloPlayer
from engine.koikoi.players import get_player
from engine.koikoi.rules import RULESETS

RULE_NAMES = tuple(RULESETS)
LEVELS = ("random", "beginner", "greedy")


def play_checked(seeds, searcher_factory) -> tuple[int, int]:
    """Deals of a searcher against each simple level in turn: (decisions checked, endgames)."""
    checked = solved = 0
    for seed in seeds:
        rng = random.Random(seed)
        players = [searcher_factory(), get_player(LEVELS[seed % len(LEVELS)])]
        if seed % 2:
            players.reverse()
        state = deal(RULE_NAMES[seed % len(RULE_NAMES)], seed=seed)
        while not state.is_over:
            obs = state.observation(state.current)
            action = players[state.current].choose(obs, rng)
            assert action in obs.legal_actions, (seed, obs.phase, action)
            checked += 1
            player = players[state.current]
            if isinstance(player, MonteCarloPlayer) and player.endgame:
                solved += endgame.applies(obs, player.endgame)
            state = state.apply(action)
    return checked, solved


def test_every_level_plays_legally_over_two_thousand_deals():
    checked = 0
    for seed in range(2000):
        rng = random.Random(seed)
        players = [get_player(LEVELS[seed % 3]), get_player(LEVELS[(seed // 3) % 3])]
        state = deal(RULE_NAMES[seed % len(RULE_NAMES)], seed=seed)
        while not state.is_over:
            obs = state.observation(state.current)
            assert players[state.current].choose(obs, rng) in obs.legal_actions
            state = state.apply(rng.choice(obs.legal_actions))
            checked += 1
    assert checked > 20_000


def test_the_search_plays_legally_with_inference_and_endgame():
    checked, solved = play_checked(range(300), lambda: MonteCarloPlayer(
        budget=12, decide_samples=6, endgame=2))
    assert checked > 3000 and solved > 20


@pytest.mark.slow
@pytest.mark.parametrize("level", ["strong", "expert"])
def test_the_levels_play_legally_over_thousands_of_deals(level):
    deals = 1000 if level == "strong" else 200
    checked, solved = play_checked(range(deals), lambda: get_player(level))
    assert checked > 10 * deals
    assert solved > deals // 20 if level == "expert" else solved == 0
