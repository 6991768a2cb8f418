"""Properties over thousands of seeded deals of every rule set and seat count: the hands and
the stock run out together, the piles partition the deck at the end, the points add up
(to zero where they are paid, to the deck and the yaku where they are added), and every yaku
announced is in the maker's pile at the end."""

from __future__ import annotations

import random

import pytest

from engine.hanaawase import deal
from engine.hanaawase.players import GreedyPlayer
from engine.hanaawase.rules import RULESETS
from engine.hanafuda.cards import DECK, mask_of
from engine.protocol import RandomPlayer

ALL = mask_of(DECK)
DEALS = 700  # per rule set and seat count: 4,200 deals in all


def play(rules: str, seats: int, seed: int):
    rng = random.Random(seed)
    players = [GreedyPlayer() if (seed + s) % 2 else RandomPlayer() for s in range(seats)]
    state = deal(rules, seed=seed, seats=seats)
    states = [state]
    while not state.is_over:
        state = state.apply(players[state.current].choose(state.observation(state.current), rng))
        states.append(state)
    return states


@pytest.mark.parametrize("seats", (3, 2))
@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_seeded_deals_keep_the_rules(rules, seats):
    for seed in range(DEALS):
        states = play(rules, seats, seed)
        last = states[-1]
        # the hands and the stock run out together, after one play and one draw a card dealt
        assert not any(last.hands) and not last.stock
        assert len(states) - 1 == 2 * sum(len(h) for h in last.deal.hands)
        assert all(bool(s.stock) == any(s.hands) for s in states[:-1] if s.phase == "play")
        # every card ends in exactly one pile; the field is empty
        assert not last.field
        piles = last.piles
        assert sum(p.bit_count() for p in piles) == 48 and (piles[0] | piles[1] | piles[-1]) == ALL
        s = last.result.settlement
        assert sum(s.card_points) == 264
        if last.rules.settlement == "par":
            assert sum(last.result.points) == 0
        else:
            assert sum(last.result.points) == 264 + sum(y.points for m in s.yaku for y in m)
        # a yaku announced on the way is paid at the end unless a larger one took its place
        # or the deal's yaku were voided
        for st in states:
            for e in st.events:
                if e.kind == "yaku" and not s.void:
                    paid = {y.id for y in s.yaku[e.player]}
                    assert all(y.id in paid or y.id in ("shiko", "rokutan") for y in e.yaku)
        assert last.result.winner in (None, *range(seats))


REPLAYED = 2000  # seeded deals per rule set, replayed from their records


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_two_thousand_deals_replay_from_their_records_and_settle_zero_sum(rules):
    """Every rule set, local-rules' hand yaku, field multipliers and FUKE ties included: a
    deal's record replays to the same result, and under ``par`` the points add up to zero."""
    from engine.hanaawase.record import hand_to_json, replay
    from engine.records import loads

    seen = {"teyaku": 0, "multiplied": 0, "tie": 0}
    for seed in range(REPLAYED):
        seats = 2 if seed % 4 == 3 else 3
        rng = random.Random(seed)
        state = deal(rules, seed=seed, seats=seats)
        states, actions = [state], []
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            state = state.apply(action)
            states.append(state)
            actions.append(action)
        record = loads(__import__("json").dumps(hand_to_json(states, actions)))
        again = replay(record)[0][0][-1]
        assert again.result == state.result
        s = state.result.settlement
        if state.rules.settlement == "par":
            assert sum(state.result.points) == 0
        seen["teyaku"] += bool(s.teyaku)
        seen["multiplied"] += s.multiplier > 1
        seen["tie"] += s.tie
    if rules == "local-rules":  # each local rule is met, not only written down
        assert all(n > 0 for n in seen.values()), seen
