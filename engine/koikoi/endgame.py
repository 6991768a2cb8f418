"""The last turns of a hand, solved exactly instead of sampled.

When few cards are left in the two hands, every hand the opponent may hold is enumerated
(weighted, if asked, as :mod:`.inference` says) and the rest of the hand is solved by
expectimax: each card turned from the stock is a chance node (every card not in the
opponent's hand equally likely), the player maximises its value and the opponent minimises
it (the values are zero-sum). The opponent is taken to know its own hand and the player to
know the one assumed, as in any search over deals of the hidden cards.

:func:`expectimax` solves on :meth:`State.apply`, the reference; :class:`Solver` solves the
same game on bit masks, several times faster (the tests check that both agree), and is what
the players use.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from ..hanafuda.cards import CARD_IDS, DECK, MONTH_MASKS
from ..hanafuda.matching import take_mask
from .rules import RuleSet
from .scoring import pile_points
from .state import DECIDE, DRAW, KOIKOI, OVER, STOP, Observation, State, state_from_view
from .turns import exhausted, improved, stopped

# what a finished hand, as (winner or None, points of seat 0, of seat 1), is worth to a seat
Value = Callable[[tuple[int | None, int, int]], float]

ENDGAME_CARDS = 3  # solve when the two hands hold this many cards or fewer ...
OPPONENT_CARDS = 1  # ... and the opponent's this many (each more multiplies the hands to try)


def applies(obs: Observation, limit: int = ENDGAME_CARDS) -> bool:
    """Is ``obs`` late enough to solve (and is there a choice)?"""
    return (len(obs.legal_actions) > 1 and obs.opponent_hand_size <= OPPONENT_CARDS
            and obs.hand_mask.bit_count() + obs.opponent_hand_size <= limit)


def solve_actions(obs: Observation, value: Value, weights: dict[int, float] | None = None
                  ) -> list[tuple[float, object]]:
    """The expected ``value`` of each legal action, best first, averaged over the opponent's
    possible hands (weighted by the product of ``weights`` of its cards, by card index;
    evenly without). ``value`` maps a finished hand, as (winner or None, points of seat 0,
    of seat 1), to a number for ``obs.player``."""
    def values(hands, stock):
        drawn = (obs.drawn,) if obs.drawn else ()
        state = state_from_view(obs.ruleset, obs.dealer, obs.mover, obs.phase, (hands[0], hands[1]),
                                obs.field_mask, obs.pile_masks, obs.koikoi,
                                drawn + tuple(CARD_IDS[i] for i in stock))
        return [expectimax(state.apply(a), obs.player, value) for a in obs.legal_actions]

    return _averaged(obs, weights, values)


def _averaged(obs: Observation, weights, values) -> list[tuple[float, object]]:
    """The legal actions ranked by ``values(hands, stock)`` (the stock as card indices that
    may be turned, in any order) averaged over every hand the opponent may hold."""
    me, opp = obs.player, 1 - obs.player
    legal = obs.legal_actions
    unseen = [i for i in range(len(DECK)) if obs.unseen_mask() >> i & 1]
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
        for k, v in enumerate(values(hands, [i for i in unseen if not hand >> i & 1])):
            totals[k] += w * v
        weight_sum += w
    ranked = sorted(range(len(legal)), key=lambda k: (-totals[k], k))
    return [(totals[k] / weight_sum, legal[k]) for k in ranked]


def expectimax(state: State, me: int, value: Value) -> float:
    """The value of ``state`` for ``me`` when both play their best and the stock's order is
    unknown: the cards still in ``state``'s stock are the ones that may be turned."""
    phase = state.phase
    if phase == OVER:
        result = state.result
        assert result is not None, "a hand that is over has a result"
        return value((result.winner, *result.points))
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


def _decision(state: State, me: int, value: Value) -> float:
    values = [expectimax(state.apply(a), me, value) for a in state.legal_actions()]
    return max(values) if state.current == me else min(values)



_MONTH = tuple(MONTH_MASKS[c.month - 1] for c in DECK)
_INDEX = {c.id: c.index for c in DECK}


def _takes(matches: int) -> tuple[int, ...]:
    """What a card may take from its month's field cards: nothing, one of two, or all."""
    if matches.bit_count() == 2:
        low = matches & -matches
        return (low, matches ^ low)
    return (matches,)


class Solver:
    """:func:`expectimax` on bit masks for one position and one assumed opponent hand.

    ``value`` maps a finished hand, as (winner or None, points of seat 0, of seat 1), to a
    number for ``me``. Turns follow :meth:`State.apply`: a play, a draw, then a choice when
    the turn raised the player's yaku (koi-koi only while cards are left in hand and the rule
    set's limit allows it); the hand ends on a stop, or when both hands are empty.
    """

    def __init__(self, rules: RuleSet, dealer: int, me: int, value: Value):
        self.rules, self.dealer, self.me, self.value = rules, dealer, me, value

    def root(self, phase: str, current: int, action, hands: list[int], field: int,
             piles: list[int], koikoi: list[int], claimed: list[int],
             stock: tuple[int, ...]) -> float:
        """The value of ``action`` by ``current``; ``stock`` holds the cards that may be turned
        (in the draw phase, the card turned up first)."""
        p = current
        if phase == DECIDE:
            return self._call(action.decision, p, hands, field, piles, koikoi, claimed, stock)
        if phase == DRAW:  # whether the play step took is unknown here: as State, say it did
            take = take_mask(action.take)
            return self._drawn(p, stock[0], take, hands, field, piles, koikoi, claimed,
                               stock[1:], True, piles[p])
        idx = _INDEX[action.card]
        return self._played(p, idx, take_mask(action.take), hands, field, piles, koikoi,
                            claimed, stock)

    def _turn(self, p, hands, field, piles, koikoi, claimed, stock) -> float:
        """Player ``p`` to play a card."""
        hand = hands[p]
        best = None
        while hand:
            low = hand & -hand
            hand ^= low
            idx = low.bit_length() - 1
            for take in _takes(field & _MONTH[idx]):
                v = self._played(p, idx, take, hands, field, piles, koikoi, claimed, stock)
                if best is None or (v > best if p == self.me else v < best):
                    best = v
        assert best is not None, "a hand with a card has a play"
        return best

    def _played(self, p, idx, take, hands, field, piles, koikoi, claimed, stock) -> float:
        """After ``p`` played card ``idx`` taking ``take``: the stock's top card is any."""
        before = piles[p]
        hands = hands.copy()
        hands[p] &= ~(1 << idx)
        if take:
            field &= ~take
            piles = piles.copy()
            piles[p] |= take | (1 << idx)
        else:
            field |= 1 << idx
        total = 0.0
        for j, card in enumerate(stock):
            rest = stock[:j] + stock[j + 1:]
            total += self._draw(p, card, hands, field, piles, koikoi, claimed, rest,
                                bool(take), before)
        return total / len(stock)

    def _draw(self, p, idx, hands, field, piles, koikoi, claimed, stock, captured,
              before) -> float:
        best = None
        for take in _takes(field & _MONTH[idx]):
            v = self._drawn(p, idx, take, hands, field, piles, koikoi, claimed, stock,
                            captured, before)
            if best is None or (v > best if p == self.me else v < best):
                best = v
        assert best is not None, "a turned card has a way to take"
        return best

    def _drawn(self, p, idx, take, hands, field, piles, koikoi, claimed, stock, captured,
               before) -> float:
        """After ``p`` turned card ``idx`` taking ``take``: the end of its turn."""
        rules = self.rules
        if take:
            field &= ~take
            piles = piles.copy()
            piles[p] |= take | (1 << idx)
            captured = True
        else:
            field |= 1 << idx
        last_turn = not (hands[0] or hands[1])
        if captured and improved(before, piles[p], claimed[p], rules, koikoi[p] > 0) and (
                not last_turn or rules.last_card_claim):
            stop = self._call(STOP, p, hands, field, piles, koikoi, claimed, stock)
            limit = rules.max_koikoi
            if last_turn or (limit is not None and koikoi[p] >= limit):
                return stop
            go = self._call(KOIKOI, p, hands, field, piles, koikoi, claimed, stock)
            return max(stop, go) if p == self.me else min(stop, go)
        if last_turn:
            return self.value(exhausted(self.dealer, rules))
        return self._turn(1 - p, hands, field, piles, koikoi, claimed, stock)

    def _call(self, decision, p, hands, field, piles, koikoi, claimed, stock) -> float:
        if decision == STOP:
            return self.value(stopped(p, piles, koikoi, self.rules))
        koikoi = koikoi.copy()
        koikoi[p] += 1
        claimed = claimed.copy()
        claimed[p] = pile_points(piles[p], self.rules, True)
        if not (hands[0] or hands[1]):
            return self.value(exhausted(self.dealer, self.rules))
        return self._turn(1 - p, hands, field, piles, koikoi, claimed, stock)


def solve_fast(obs: Observation, value: Value, weights: dict[int, float] | None = None
               ) -> list[tuple[float, object]]:
    """:func:`solve_actions`, by :class:`Solver`."""
    rules = obs.ruleset
    piles = list(obs.pile_masks)
    claimed = [pile_points(piles[p], rules, True) if obs.koikoi[p] else 0 for p in (0, 1)]
    solver = Solver(rules, obs.dealer, obs.player, value)
    drawn = (_INDEX[obs.drawn],) if obs.drawn else ()

    def values(hands, stock):
        stock = drawn + tuple(stock)
        return [solver.root(obs.phase, obs.mover, action, hands, obs.field_mask, piles,
                            list(obs.koikoi), claimed, stock) for action in obs.legal_actions]

    return _averaged(obs, weights, values)
