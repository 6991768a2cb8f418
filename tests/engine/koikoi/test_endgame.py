"""The exact endgame against brute force: on tiny positions (four unseen cards), every deal of
the unseen cards is played out, and each decision is taken with the deals its player cannot
tell apart grouped together; the solver must find the same value for every action."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.hanafuda.cards import CARD_IDS
from engine.koikoi import endgame
from engine.koikoi.ai import MonteCarloPlayer, outcome_of, outcome_value
from engine.koikoi.players import get_player
from engine.koikoi.rules import RULESETS, get_rules
from engine.koikoi.state import DECIDE, DRAW, OVER, PLAY, STOP, Call, state_from_view


def tiny_position(seed: int, rules: str):
    """A random position for seat 0 to play: two cards in its hand, one in the opponent's and
    three in the stock (four unseen cards); the rest on the field and in the piles."""
    rng = random.Random(seed)
    order = list(range(48))
    rng.shuffle(order)
    mine, theirs, stock, field = order[:2], order[2:3], order[3:6], order[6:12]
    piles = [0, 0]
    for n, i in enumerate(order[12:]):
        piles[n % 2] |= 1 << i

    def mask(ids):
        return sum(1 << i for i in ids)

    return state_from_view(get_rules(rules), rng.randrange(2), 0, PLAY,
                           (mask(mine), mask(theirs)), mask(field), tuple(piles), (0, 0),
                           [CARD_IDS[i] for i in stock])


def brute_force(obs, value):
    """Each legal action's value over all deals of the unseen cards, every deal played out."""
    unseen = [c for c in CARD_IDS if obs.unseen_mask() >> CARD_IDS.index(c) & 1]
    n = obs.opponent_hand_size
    me = obs.player
    by_hand = {}
    for deal in itertools.permutations(unseen):
        hands = [0, 0]
        hands[me] = obs.hand_mask
        hands[1 - me] = sum(1 << CARD_IDS.index(c) for c in deal[:n])
        state = state_from_view(obs.ruleset, obs.dealer, obs.current, obs.phase, tuple(hands),
                                obs.field_mask, obs.pile_masks, obs.koikoi,
                                (obs.drawn, *deal[n:]) if obs.drawn else deal[n:])
        by_hand.setdefault(frozenset(deal[:n]), []).append(state)

    def group_value(states):
        first = states[0]
        if first.phase == OVER:
            return sum(value(outcome_of(s)) for s in states) / len(states)
        if first.phase == DRAW:  # players tell deals apart by the card turned up
            turned = {}
            for s in states:
                turned.setdefault(s.drawn, []).append(s)
            if len(turned) > 1:
                return sum(len(g) * group_value(g) for g in turned.values()) / len(states)
        values = [group_value([s.apply(a) for s in states]) for a in first.legal_actions()]
        return max(values) if first.current == me else min(values)

    return {a: sum(group_value([s.apply(a) for s in group]) for group in by_hand.values())
            / len(by_hand) for a in obs.legal_actions}


@pytest.mark.parametrize("rules", list(RULESETS))
def test_the_solver_is_brute_force_on_tiny_positions(rules):
    checked = set()
    for seed in range(12):
        state = tiny_position(seed, rules)
        while not state.is_over and state.current == 0:
            obs = state.observation(0)
            me = obs.player

            def value(outcome, me=me):
                return outcome_value(outcome, me)

            expected = brute_force(obs, value)
            for solve in (endgame.solve_actions, endgame.solve_fast):
                solved = {a: v for v, a in solve(obs, value)}
                assert solved.keys() == expected.keys()
                for a, v in expected.items():
                    assert solved[a] == pytest.approx(v)
            checked.add(obs.phase)
            state = state.apply(obs.legal_actions[-1])
    assert {PLAY, DRAW} <= checked


def test_the_endgame_player_takes_the_best_action_and_the_expert_uses_it():
    player = MonteCarloPlayer(budget=24, decide_samples=12, endgame=3)
    seen = 0
    for seed in range(12):
        obs = tiny_position(seed, "nintendo").observation(0)
        assert endgame.applies(obs, 3) == (len(obs.legal_actions) > 1)
        if not endgame.applies(obs, 3):
            continue
        values = {a: v for v, a in player.solve(obs)}
        assert values[player.choose(obs, random.Random(seed))] == max(values.values())
        seen += 1
    assert seen > 5
    assert get_player("expert").endgame >= 3 and not get_player("strong").endgame


def test_a_koikoi_call_is_solved_in_points():
    """Stopping is worth exactly the score now, less nothing: the point margin."""
    decided = 0
    for seed in range(60):
        state = tiny_position(seed, "nintendo")
        while not state.is_over and state.phase != DECIDE:
            state = state.apply(state.legal_actions()[0])
        if state.phase != DECIDE or len(state.legal_actions()) < 2:
            continue
        me = state.current
        values = {a: v for v, a in MonteCarloPlayer(endgame=3).solve(state.observation(me))}
        stopped = state.apply(Call(STOP)).result.points
        assert values[Call(STOP)] == pytest.approx(stopped[me] - stopped[1 - me])
        assert values[Call(STOP)] > 0
        decided += 1
    assert decided >= 3


def late_observations(seeds, rules, limit=3):
    """Observations of hands played by greedy and random players, from the last cards."""
    from engine.koikoi import deal
    from engine.koikoi.players import GreedyPlayer

    greedy = GreedyPlayer()
    for seed in seeds:
        rng = random.Random(seed)
        state = deal(rules, seed=seed)
        while not state.is_over:
            obs = state.observation(state.current)
            if endgame.applies(obs, limit):
                yield obs
            chooser = greedy.choose if seed % 2 else (lambda o, r: r.choice(o.legal_actions))
            state = state.apply(chooser(obs, rng))


@pytest.mark.parametrize("rules", list(RULESETS))
def test_the_bit_mask_solver_is_the_reference_on_real_endgames(rules):
    checked = 0
    for obs in late_observations(range(40), rules, limit=2):
        me = obs.player

        def value(outcome, me=me):
            return outcome_value(outcome, me, 0.1)

        weights = {i: 0.5 + (i % 3) / 4 for i in range(48)}
        fast = endgame.solve_fast(obs, value, weights)
        reference = endgame.solve_actions(obs, value, weights)
        assert [a for _, a in fast] == [a for _, a in reference]
        assert [v for v, _ in fast] == pytest.approx([v for v, _ in reference])
        checked += 1
    assert checked >= 5
