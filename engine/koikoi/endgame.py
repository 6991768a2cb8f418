"""The last turns of a hand, solved exactly instead of sampled.

When few cards are left in the two hands, every hand the opponent may hold is enumerated
(weighted, if asked, as :mod:`.inference` says) and the rest of the hand is solved by
expectimax on :meth:`State.apply`: each card turned from the stock is a chance node (every
card not in the opponent's hand equally likely), the player maximises its value and the
opponent minimises it (the values are zero-sum). The opponent is taken to know its own hand
and the player to know the one assumed, as in any search over deals of the hidden cards.
"""

from __future__ import annotations

from itertools import combinations

from ..cards import CARD_IDS
from .state import DRAW, OVER, Observation, State, state_from_view

ENDGAME_CARDS = 3  # solve when the two hands hold this many cards or fewer ...
OPPONENT_CARDS = 1  # ... and the opponent's this many (each more multiplies the hands to try)


def applies(obs: Observation, limit: int = ENDGAME_CARDS) -> bool:
    """Is ``obs`` late enough to solve (and is there a choice)?"""
    return (len(obs.legal_actions) > 1 and obs.opponent_hand_size <= OPPONENT_CARDS
            and obs.hand_mask.bit_count() + obs.opponent_hand_size <= limit)


def solve_actions(obs: Observation, value, weights: dict[int, float] | None = None
                  ) -> list[tuple[float, object]]:
    """The expected ``value`` (a function of a finished state, for ``obs.player``) of each
    legal action, best first, averaged over the opponent's possible hands (weighted by the
    product of ``weights`` of its cards, by card index; evenly without)."""
    me, opp = obs.player, 1 - obs.player
    legal = obs.legal_actions
    unseen = [i for i in range(len(CARD_IDS)) if obs.unseen_mask() >> i & 1]
    drawn = (obs.drawn,) if obs.drawn else ()
    totals = [0.0] * len(legal)
    weight_sum = 0.0
    for held in combinations(unseen, obs.opponent_hand_size):
        w = 1.0
        hand = 0
        for i in held:
            hand |= 1 << i
            if weights is not None:
                w *= weights[i]
        if not w:
            continue
        hands = [0, 0]
        hands[me], hands[opp] = obs.hand_mask, hand
        stock = drawn + tuple(CARD_IDS[i] for i in unseen if not hand >> i & 1)
        state = state_from_view(obs.ruleset, obs.dealer, obs.current, obs.phase, tuple(hands),
                                obs.field_mask, obs.pile_masks, obs.koikoi, stock)
        for k, action in enumerate(legal):
            totals[k] += w * expectimax(state.apply(action), me, value)
        weight_sum += w
    ranked = sorted(range(len(legal)), key=lambda k: (-totals[k], k))
    return [(totals[k] / weight_sum, legal[k]) for k in ranked]


def expectimax(state: State, me: int, value) -> float:
    """The value of ``state`` for ``me`` when both play their best and the stock's order is
    unknown: the cards still in ``state``'s stock are the ones that may be turned."""
    phase = state.phase
    if phase == OVER:
        return value(state)
    if phase == DRAW:  # the card about to be turned is any of the stock's, evenly
        pos = state.stock_pos
        stock = state.deal.stock
        rest = stock[pos:]
        total = 0.0
        for j, cid in enumerate(rest):
            order = stock[:pos] + (cid,) + rest[:j] + rest[j + 1:]
            total += _decision(state._replace(deal=state.deal._replace(stock=order)), me, value)
        return total / len(rest)
    return _decision(state, me, value)


def _decision(state: State, me: int, value) -> float:
    values = [expectimax(state.apply(a), me, value) for a in state.legal_actions()]
    return max(values) if state.current == me else min(values)

