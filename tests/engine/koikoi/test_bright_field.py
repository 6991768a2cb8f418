"""Board Game Arena's bright field multiplier, the ``bright_field`` switch of the
``bright-field`` rule set: "each round starts with a 'Bright Base Multiplier' equal to the number
of Bright Cards face-up on the table. The winner's points earned that round is multiplied by this
number. Example: If there are 3 Brights on the table, the multiplier is x3." Against that
example, then over thousands of seeded hands replayed from their records."""

from __future__ import annotations

import json
import random

from engine.hanafuda.cards import mask_of
from engine.koikoi.judge import EVALUATOR
from engine.koikoi.players import GreedyPlayer
from engine.koikoi.record import hand_to_json, replay
from engine.koikoi.rules import get_rules
from engine.koikoi.scoring import BRIGHTS, doublings, field_factor, stop_points
from engine.koikoi.state import DECIDE, Call, deal
from engine.protocol import RandomPlayer

BRIGHT = get_rules("bright-field")
NINTENDO = get_rules("nintendo")


def test_three_brights_on_the_table_multiply_by_three():
    field = mask_of(["pine-crane", "cherry-curtain", "willow-rainman", "plum-warbler",
                     "iris-ribbon", "maple-deer", "clover-chaff-1", "peony-chaff-1"])
    assert field_factor(field, BRIGHT) == 3
    assert stop_points(6, BRIGHT, False, 0, field_factor(field, BRIGHT)) == (0, 3, 18)
    # with the 7-point doubling too: 7 × 2 × 3
    assert stop_points(7, BRIGHT, False, 0, 3) == (0, 6, 42)


def test_no_bright_multiplies_by_one_and_nintendo_by_nothing():
    plain = mask_of(["plum-warbler", "iris-ribbon", "maple-deer", "clover-chaff-1"])
    assert field_factor(plain, BRIGHT) == 1
    assert field_factor(plain | BRIGHTS, NINTENDO) == 1
    assert field_factor(BRIGHTS, BRIGHT) == 5


def _play(seed: int, players):
    rng = random.Random(seed)
    state = deal(BRIGHT, seed=seed)
    states, actions = [state], []
    while not state.is_over:
        obs = state.observation(state.current)
        opening = field_factor(mask_of(state.deal.field), BRIGHT)
        assert obs.field_factor == opening  # the public history says it
        action = players[state.current].choose(obs, rng)
        state = state.apply(action)
        states.append(state)
        actions.append(action)
    return states, actions


def test_the_judge_values_a_stop_at_the_points_the_table_pays():
    checked = 0
    for seed in range(400):
        state = deal(BRIGHT, seed=seed)
        rng = random.Random(seed)
        players = (GreedyPlayer(), GreedyPlayer())
        while not state.is_over and state.phase != DECIDE:
            state = state.apply(players[state.current].choose(
                state.observation(state.current), rng))
        if state.is_over or state.observation(state.current).field_factor == 1:
            continue
        obs = state.observation(state.current)
        worlds = EVALUATOR.worlds(obs)
        stop = worlds.value(worlds.sample(rng), Call("stop"))
        assert stop == state.apply(Call("stop")).result.points[obs.player]
        checked += 1
        if checked == 5:
            return
    raise AssertionError(f"only {checked} stops on a bright field")


def test_thousands_of_hands_replay_and_pay_the_bright_multiplier():
    hands = multiplied = 0
    pairings = ((RandomPlayer(), RandomPlayer()), (GreedyPlayer(), RandomPlayer()),
                (GreedyPlayer(), GreedyPlayer()))
    for seed in range(2_000):
        states, actions = _play(60_000 + seed, pairings[seed % 3])
        result = states[-1].result
        (again, _), = replay(json.loads(json.dumps(hand_to_json(states, actions))))
        assert again[-1].result == result
        if result.reason == "stop":
            factor = max(1, (mask_of(states[0].deal.field) & BRIGHTS).bit_count())
            seven, koikoi = doublings(result.base, BRIGHT, states[-2].koikoi[1 - result.winner] > 0)
            assert result.multiplier == (2 if seven else 1) * (2 if koikoi else 1) * factor
            assert result.points[result.winner] == (result.base + result.bonus) * result.multiplier
            multiplied += factor > 1
        hands += 1
    assert hands == 2_000 and multiplied > 300
