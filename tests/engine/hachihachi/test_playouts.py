"""The judge's playouts on bit masks (:class:`engine.hachihachi.ai.Position`) play the game
the rules play: on seeded positions of both rule sets, every legal action played out on the
same dealt world scores exactly what :func:`~engine.hachihachi.ai.rollout` scores on the
:class:`~engine.hachihachi.state.State` (dekiyaku, sage and shōbu, voids, the field's
multiplier, and under ``traditional-full`` the ぬけ役 and 飛込み bonuses a teyaku may earn). A
difference would make the hint and the strong player judge another game."""

from __future__ import annotations

import random

import pytest

from engine.games import get_game
from engine.hachihachi.ai import Position, rollout

GAME = get_game("hachihachi")


@pytest.mark.parametrize("rules", ["traditional", "seed-000", "traditional-full"])
def test_the_fast_playouts_score_what_the_rules_score(rules):
    compared = with_bonus = 0
    for seed in range(6 if rules != "traditional-full" else 10):
        rng = random.Random(seed)
        state = GAME.deal(rules, rng=rng)
        players = [GAME.players["random" if s == 0 else "greedy"]() for s in range(3)]
        while not state.is_over:
            obs = state.observation(state.current)
            if len(obs.legal_actions) > 1:
                pos = Position.of(obs)
                world = pos.sample(rng)
                full = pos.state(world)
                for action in obs.legal_actions:
                    assert pos.value(world, action) == rollout(full.apply(action), obs.player)
                    compared += 1
                    with_bonus += any(obs.bonus_chances)
            state = state.apply(players[state.current].choose(obs, rng))
    assert compared > 100
    assert (with_bonus > 50) == (rules == "traditional-full")
