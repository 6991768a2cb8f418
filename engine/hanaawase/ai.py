"""What the strong player and the judge compute: a full state dealt from what a seat sees
(:func:`sample_state`, the unseen cards shuffled), and a greedy playout of it to the end
(:func:`rollout`), valued as the seat's points less the others' mean.
"""

from __future__ import annotations

import random

from ..hanafuda import deal_unseen
from ..hanafuda.cards import CARD_IDS, mask_of
from ..hanafuda.deal import Deal
from .players import action_value
from .rules import get_rules
from .state import Observation, State

WIN_BONUS = 20  # where points are added up rather than paid, winning the deal is worth more


def sample_state(obs: Observation, rng: random.Random) -> State:
    """A full state agreeing with ``obs``: the other hands and the stock dealt at random from
    the cards the seat has not seen."""
    rules = get_rules(obs.rules)
    hands, stock = deal_unseen(obs, rng)
    hand, field = rules.deals[obs.seats]
    total_stock = len(CARD_IDS) - obs.seats * hand - field
    past = total_stock - obs.stock_size
    deal = Deal(obs.dealer, ((),) * obs.seats, (), CARD_IDS[:past] + tuple(stock))
    piles = tuple(mask_of(p) for p in obs.piles)
    return State(rules, deal, hands, mask_of(obs.field), past, piles, obs.current,
                 obs.phase, None, ())


def rollout_choice(state: State):
    """The greedy policy, without randomness: the most valuable action (the first of equals)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    pile = state.piles[state.mover]
    return max(legal, key=lambda a: action_value(pile, a, state.rules, state.seats))


def outcome_value(state: State, seat: int) -> float:
    """What a finished deal is worth to ``seat``: its margin over the others' mean, and a
    bonus for winning where points are added up."""
    result = state.result
    assert result is not None, "only a finished deal has an outcome"
    points = result.points
    others = (sum(points) - points[seat]) / (len(points) - 1)
    win = WIN_BONUS if result.winner == seat and state.rules.settlement == "sum" else 0
    return points[seat] - others + win


def rollout(state: State, seat: int) -> float:
    while not state.is_over:
        state = state.apply(rollout_choice(state))
    return outcome_value(state, seat)
