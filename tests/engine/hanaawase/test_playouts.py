"""The judge's playouts on bit masks (:class:`engine.hanaawase.ai.Position`) play the game the
rules play: on seeded positions of every rule set at two and three seats, every legal action
played out on the same dealt world scores exactly what :func:`~engine.hanaawase.ai.rollout`
scores on the :class:`~engine.hanaawase.state.State`. A difference would make the hint and the
strong player judge another game."""

from __future__ import annotations

import random

import pytest

from engine.games import get_game
from engine.hanaawase.ai import Position, rollout
from engine.hanaawase.rules import RULESETS

GAME = get_game("hanaawase")


@pytest.mark.parametrize("seats", [2, 3])
@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_the_fast_playouts_score_what_the_rules_score(rules, seats):
    compared = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.deal(rules, rng=rng, seats=seats)
        players = [GAME.players["random" if s == 0 else "greedy"]() for s in range(seats)]
        while not state.is_over:
            obs = state.observation(state.current)
            if len(obs.legal_actions) > 1:
                pos = Position.of(obs)
                world = pos.sample(rng)
                full = pos.state(world)
                for action in obs.legal_actions:
                    assert pos.value(world, action) == rollout(full.apply(action), obs.player)
                    compared += 1
            state = state.apply(players[state.current].choose(obs, rng))
    assert compared > 30
