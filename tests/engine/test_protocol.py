"""Every game follows the game protocol that tables, players and benchmarks rely on."""

from __future__ import annotations

import random

import pytest

from engine.games import GAMES, get_game
from engine.koikoi import State, deal
from engine.protocol import GameState, Observation, Outcome, RandomPlayer


def snapshot(s: State):
    return (s.hands, s.field, s.stock_pos, s.piles, s.current, s.phase, s.koikoi, s.result,
            s.events)


@pytest.mark.parametrize("name", list(GAMES))
def test_every_registered_game_names_its_entry_points(name):
    game = get_game(name)
    assert game.name == name and game.seats and game.default_rules in game.rulesets
    assert "random" in game.players
    for seats in game.seats:
        state = game.deal(game.get_rules(), seats=seats, rng=random.Random(1), dealer=None)
        assert isinstance(state, GameState)
        assert tuple(state.observation(state.current).legal_actions) == tuple(state.legal_actions())


@pytest.mark.parametrize("seed", range(30))
def test_koikoi_hands_follow_the_protocol(seed):
    rng = random.Random(seed)
    state = deal("nintendo", seed=seed)
    while True:
        assert isinstance(state, GameState)
        if state.is_over:
            break
        seat = state.current
        views = [state.observation(p) for p in (0, 1)]
        assert all(isinstance(v, Observation) for v in views)
        # Only the seat to move is offered actions, the very ones of the state.
        assert views[seat].legal_actions == state.legal_actions()
        assert views[1 - seat].legal_actions == ()
        # The other seat's hand never shows in a view.
        assert set(views[seat].hand).isdisjoint(state.hand(1 - seat))
        before = snapshot(state)
        action = RandomPlayer().choose(views[seat], rng)
        after = state.apply(action)
        assert snapshot(state) == before  # apply never changes the state it is called on
        assert after.events and all(e.player in (0, 1, None) for e in after.events)
        state = after
    assert state.current is None and state.legal_actions() == ()
    assert isinstance(state.result, Outcome) and len(state.result.points) == 2
    assert state.observation(0).legal_actions == ()
