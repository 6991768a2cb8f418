"""What the strong player and the judge compute: a full state dealt from what a seat sees
(:func:`sample_state`, the unseen cards shuffled), and a greedy playout of it to the end
(:func:`rollout`), valued as the seat's points less the others' mean.

:class:`Position` plays the same playouts on bit masks (:func:`playout`), several times faster
than :func:`rollout` on :class:`State`, which buys the judge several times the deals (the tests
compare the two).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..hanafuda import PLAY, deal_unseen
from ..hanafuda.cards import CARD_IDS, DECK, mask_of
from ..hanafuda.deal import Deal
from ..hanafuda.matching import MONTH_OF, take_mask
from .players import action_value
from .rules import RULESETS, WILLOW, YAKU_SETS, RuleSet, get_rules, total
from .state import Observation, State
from .yaku import yaku_of

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


# -- the fast path: the same playouts on bit masks ---------------------------------------------

_POINTS = tuple(c.points for c in DECK)
_INDEX = {c.id: c.index for c in DECK}
_BRIGHT, _ANIMAL, _RIBBON, _CHAFF = (mask_of(c for c in DECK if c.kind == kind)
                                     for kind in ("bright", "animal", "ribbon", "chaff"))
TABLE_SIZE = 1 << 16  # piles a rule set's :class:`Scores` remembers (then forgets at once)


def card_points(mask: int) -> int:
    """:func:`.yaku.card_points`, by counting bits."""
    return (20 * (mask & _BRIGHT).bit_count() + 10 * (mask & _ANIMAL).bit_count()
            + 5 * (mask & _RIBBON).bit_count() + (mask & _CHAFF).bit_count())


class Scores:
    """A rule set's yaku totals of piles, remembered by the cards some yaku counts
    (``relevant``: a pile's other cards change no yaku)."""

    __slots__ = ("rules", "relevant", "table")

    def __init__(self, rules: RuleSet):
        self.rules = rules
        self.relevant = 0
        for y in YAKU_SETS:
            if y.id in rules.yaku:
                self.relevant |= y.members
        self.table: dict[int, int] = {}

    def total(self, pile: int) -> int:
        """``total(yaku_of(pile))``."""
        key = pile & self.relevant
        found = self.table.get(key)
        if found is None:
            if len(self.table) >= TABLE_SIZE:
                self.table.clear()
            found = self.table[key] = total(yaku_of(key, self.rules))
        return found

    def gain(self, pile: int, gained: int, base: int, payers: int) -> int:
        """:func:`.players.action_value` of taking ``gained`` into ``pile`` (whose total is
        ``base``)."""
        if gained & self.relevant:
            return (self.total(pile | gained) - base) * payers + card_points(gained)
        return card_points(gained)


_SCORES: dict[str, Scores] = {}


def scores(rules: RuleSet) -> Scores:
    """The rule set's :class:`Scores`: one per named rule set, shared by every search."""
    if RULESETS.get(rules.name) is not rules:
        return Scores(rules)
    found = _SCORES.get(rules.name)
    if found is None:
        found = _SCORES[rules.name] = Scores(rules)
    return found


class Position(NamedTuple):
    """What an observation says, as bit masks, for dealing and playing out quickly; the
    judge's :class:`engine.judge.Worlds` (``sample``, ``value``)."""

    rules: RuleSet
    player: int
    dealer: int
    current: int
    phase: str
    seats: int
    hand: int
    hand_sizes: tuple[int, ...]
    field: int
    piles: tuple[int, ...]
    drawn: int | None
    unseen: tuple[int, ...]

    @classmethod
    def of(cls, obs: Observation) -> Position:
        seen = mask_of(obs.visible_cards())
        unseen = tuple(i for i in range(len(DECK)) if not seen >> i & 1)
        return cls(get_rules(obs.rules), obs.player, obs.dealer, obs.current, obs.phase,
                   obs.seats,
                   mask_of(obs.hand), obs.hand_sizes, mask_of(obs.field),
                   tuple(mask_of(p) for p in obs.piles),
                   _INDEX[obs.drawn] if obs.drawn else None, unseen)

    def sample(self, rng: random.Random) -> tuple[tuple[int, ...], list[int]]:
        """The unseen cards dealt at random: (hands by seat as masks, the stock by card
        index, the card turned over first)."""
        unseen = list(self.unseen)
        rng.shuffle(unseen)
        hands = []
        at = 0
        for seat, n in enumerate(self.hand_sizes):
            if seat == self.player:
                hands.append(self.hand)
            else:
                m = 0
                for i in unseen[at:at + n]:
                    m |= 1 << i
                hands.append(m)
                at += n
        stock = unseen[at:]
        if self.drawn is not None:
            stock.insert(0, self.drawn)
        return tuple(hands), stock

    def value(self, world: tuple[tuple[int, ...], list[int]], action) -> float:
        """:func:`outcome_value` for the seat of ``action`` played out on a dealt world."""
        hands, stock = world
        return playout(self, list(hands), stock, action, self.player)

    def state(self, world: tuple[tuple[int, ...], list[int]]) -> State:
        """The dealt world as a full :class:`State` (as :func:`sample_state` deals one)."""
        hands, stock = world
        hand, field = self.rules.deals[self.seats]
        past = len(CARD_IDS) - self.seats * hand - field - len(stock) + (
            self.drawn is not None)
        deal = Deal(self.dealer, ((),) * self.seats, (),
                    CARD_IDS[:past] + tuple(DECK[i].id for i in stock))
        return State(self.rules, deal, tuple(hands), self.field, past, self.piles,
                     self.current, self.phase, None, ())


def _best_take(pile: int, idx: int, matches: int, payers: int, sc: Scores) -> int:
    """The greedy policy's take for card ``idx``: the better of two (the first of equals),
    else every match."""
    if matches.bit_count() != 2:
        return matches
    a = matches & -matches
    b = matches ^ a
    base = sc.total(pile)
    return a if sc.gain(pile, a | 1 << idx, base, payers) >= \
        sc.gain(pile, b | 1 << idx, base, payers) else b


def _best_play(hand: int, field: int, pile: int, payers: int, sc: Scores) -> tuple[int, int]:
    """The greedy policy's play: (card index, the field cards it takes), the first of equals
    in the order of the legal actions."""
    best, best_value = (-1, 0), -1e9
    base = sc.total(pile)
    while hand:
        low = hand & -hand
        hand ^= low
        idx = low.bit_length() - 1
        matches = field & MONTH_OF[idx]
        if not matches:
            value = -_POINTS[idx] / 100
            if value > best_value:
                best, best_value = (idx, 0), value
        elif matches.bit_count() == 2:
            a = matches & -matches
            for t in (a, matches ^ a):
                value = sc.gain(pile, t | low, base, payers)
                if value > best_value:
                    best, best_value = (idx, t), value
        else:
            value = sc.gain(pile, matches | low, base, payers)
            if value > best_value:
                best, best_value = (idx, matches), value
    return best


def playout(pos: Position, hands: list[int], stock: list[int], action, seat: int) -> float:
    """``action`` applied and the deal played out with the greedy policy, on bit masks: the
    same game as ``rollout(sample_state(...).apply(action), seat)`` for the world ``hands``
    and ``stock`` describe (the tests compare them), only faster. ``hands`` is modified."""
    rules = pos.rules
    sc = scores(rules)
    seats = pos.seats
    payers = seats - 1 if rules.settlement == "par" else 1
    field = pos.field
    piles = list(pos.piles)
    p = pos.current
    at = 0
    first = action
    phase = pos.phase
    while True:
        pile = piles[p]
        if phase == PLAY:
            if first is not None:
                idx, take = _INDEX[first.card], take_mask(first.take)
                first = None
            else:
                idx, take = _best_play(hands[p], field, pile, payers, sc)
            hands[p] &= ~(1 << idx)
            if take:
                field &= ~take
                pile |= take | 1 << idx
            else:
                field |= 1 << idx
        phase = PLAY
        idx = stock[at]
        at += 1
        if first is not None:
            take = take_mask(first.take)
            first = None
        else:
            take = _best_take(pile, idx, field & MONTH_OF[idx], payers, sc)
        if take:
            field &= ~take
            pile |= take | 1 << idx
        else:
            field |= 1 << idx
        piles[p] = pile
        if not any(hands):
            return _settled(rules, piles, seat, sc)
        p = (p + 1) % seats


def _settled(rules: RuleSet, piles: list[int], seat: int, sc: Scores) -> float:
    """:func:`outcome_value` of the deal settled now (:func:`.scoring.settle`'s sums)."""
    n = len(piles)
    # The hand yaku and the field multiplier are left out: a playout's world has no dealt
    # hands nor opening field (:meth:`Position.state` deals none either), and neither changes
    # which action is best (a constant, a positive factor). FUKE does: a tie is worth nothing.
    if rules.fuke and min(card_points(p) for p in piles) <= rules.fuke:
        return 0.0
    if rules.ameshima == "void" and any(p & WILLOW == WILLOW for p in piles):
        made = [0] * n
    else:
        made = [sc.total(p) for p in piles]
    if rules.settlement == "par":
        par, all_made = rules.par(n), sum(made)
        points = [card_points(p) - par + n * y - all_made
                  for p, y in zip(piles, made, strict=True)]
    else:
        points = [card_points(p) + y for p, y in zip(piles, made, strict=True)]
    best = max(points)
    win = 0
    if rules.settlement == "sum" and points[seat] == best and points.count(best) == 1:
        win = WIN_BONUS
    others = (sum(points) - points[seat]) / (n - 1)
    return points[seat] - others + win
