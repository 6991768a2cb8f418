"""Opponent-hand inference: it weighs only cards the player cannot see, never doubts a card
the greedy player really holds (greedy plays exactly as the inference assumes: the best
capture it has), and the search's deals still put every unseen card somewhere and no seen
card anywhere."""

from __future__ import annotations

import random

from engine.koikoi import ai, deal
from engine.koikoi.inference import hand_weights, opponent_plays
from engine.koikoi.players import GreedyPlayer
from engine.koikoi.state import PLAY


def greedy_hands(seeds, player=0):
    """Each observation of ``player`` in hands where both seats play greedily, with its state."""
    greedy = GreedyPlayer()
    for seed in seeds:
        rng = random.Random(seed)
        state = deal("nintendo", seed=seed)
        while not state.is_over:
            obs = state.observation(state.current)
            if state.current == player:
                yield state, obs
            state = state.apply(greedy.choose(obs, rng))


def test_weights_only_the_unseen_cards_and_never_doubts_what_greedy_holds():
    doubted = held = 0
    for state, obs in greedy_hands(range(150)):
        weights = hand_weights(obs)
        assert set(weights) == {i for i in range(48) if obs.unseen_mask() >> i & 1}
        assert all(0 < w <= 1 for w in weights.values())
        for i, w in weights.items():
            if state.hands[1] >> i & 1:
                assert w == 1, "a card greedy holds would have been played for more"
                held += 1
            else:
                doubted += w < 1
    assert held > 1000 and doubted > 1000  # it says something, and only about other cards


def test_rebuilds_the_field_and_pile_of_each_earlier_opponent_play():
    checked = 0
    for seed in range(30):
        rng = random.Random(seed)
        state = deal("nintendo", seed=seed)
        seen = []  # (field, opponent's pile) before each of the opponent's plays
        while not state.is_over:
            if state.current == 1 and state.phase == PLAY:
                seen.append((state.field, state.piles[1]))
            state = state.apply(rng.choice(state.legal_actions()))
            obs = state.observation(0)
            assert [p[:2] for p in reversed(opponent_plays(obs))] == seen
            checked += 1
    assert checked > 500


def test_weighted_deals_use_every_unseen_card_once_and_favour_the_likely_ones():
    weighted = 0
    held_weight = {"plain": 0.0, "inferred": 0.0}  # the inference's weights of dealt hands
    for _state, obs in greedy_hands(range(40)):
        if obs.phase != PLAY or not obs.opponent_hand_size:
            continue
        inferred = ai.Position.of(obs, overlook=0.2)
        if inferred.exponents is None:
            continue
        weights = hand_weights(obs)
        rng = random.Random(len(obs.history))
        for name, pos in (("plain", ai.Position.of(obs)), ("inferred", inferred)):
            for _ in range(20):
                hands, stock = pos.deal(rng)
                assert hands[0] == obs.hand_mask
                assert hands[1].bit_count() == obs.opponent_hand_size
                held = [i for i in range(48) if hands[1] >> i & 1]
                assert sorted(held + stock) == sorted(pos.unseen)  # each unseen card, once
                held_weight[name] += sum(weights[i] for i in held)
        weighted += 1
    assert weighted > 50
    assert held_weight["inferred"] > 1.1 * held_weight["plain"]
