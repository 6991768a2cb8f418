"""What the strong player and the judge compute: determinized playouts over what a seat
cannot see.

A seat sees only its :class:`Observation`. To judge its legal actions the judge
(:mod:`.judge`, :mod:`engine.judge`) deals the unseen cards (the two other hands and the stock,
together) at random, plays every candidate action out on that same deal with the greedy
policy for all three seats (common random numbers), and repeats. An action's worth is the
seat's points minus the mean of the others' (plus a bonus for winning the deal when the scores
are added up rather than paid). The sage/shōbu call is judged the same way: sage is the
settlement now, shōbu the mean of the continuations. The strong player plays the judge's best
choice (:mod:`.players`).

:func:`sample_state` and :func:`rollout` play a deal on :class:`State`, the rules as they
are; :class:`Position` plays the same playouts on bit masks (:func:`playout`), several times
faster, which buys the judge several times the deals (the tests compare the two).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..hanafuda import DECIDE, PLAY, deal_unseen
from ..hanafuda.cards import CARD_IDS, CARDS_BY_ID, DECK, mask_of
from ..hanafuda.deal import Deal
from ..hanafuda.matching import MONTH_OF, take_mask
from .dekiyaku import BLUE, INOSHIKACHO, POETRY, RAINMAN, dekiyaku
from .rules import RULESETS, SUJI_LADDER, RuleSet, get_rules, total
from .scoring import SEATS, bonuses, specials
from .state import SAGE, Call, Observation, State
from .teyaku import kinds

WIN_BONUS = 20
YAKU_WEIGHT = 10  # a point of dekiyaku is worth ten card points to the greedy player


# The greedy player's measure, here so that the players import the search one way.
def action_value(pile: int, action, rules: RuleSet) -> float:
    """What a play or draw gains at once for the owner of ``pile``: ten per point of
    dekiyaku it adds (in the rule set's result unit), then the card points it takes;
    leaving a card on the field costs a hundredth of its value."""
    played = CARDS_BY_ID[action.card]
    if not action.take:
        return -played.points / 100
    gained = take_mask(action.take) | played.mask
    rise = rules.mon(total(dekiyaku(pile | gained, rules)) - total(dekiyaku(pile, rules)))
    return rise * YAKU_WEIGHT + played.points + sum(CARDS_BY_ID[c].points for c in action.take)


def sample_state(obs: Observation, rng: random.Random) -> State:
    """A full state agreeing with ``obs``, the unseen cards dealt at random. The dealt hands
    are unknown, so teyaku are left out: they pay the same whatever is played; their bonuses
    (ぬけ役, 飛込み), which play decides, are kept from the observation."""
    rules = get_rules(obs.rules)
    hands, stock = deal_unseen(obs, rng)
    past = 21 - obs.stock_size
    deal = Deal(obs.dealer, ((),) * SEATS, (), CARD_IDS[:past] + tuple(stock))
    piles = tuple(mask_of(p) for p in obs.piles)
    claimed = tuple(frozenset(y.id for y in d) for d in obs.dekiyaku)
    void = tuple(frozenset(y.id for y in dekiyaku(piles[s], rules)) - claimed[s]
                 for s in range(SEATS))
    return State(rules, deal, (0,) * SEATS, ((),) * SEATS, hands, mask_of(obs.field), past, piles,
                 obs.current, obs.phase, claimed, obs.shobu, void, obs.liable,
                 obs.multiplier, None, (), obs.bonus_chances)


def rollout_choice(state: State):
    """The greedy policy, without randomness: sage at once, else the most valuable action."""
    legal = state.legal_actions()
    if state.phase == DECIDE:
        return Call(SAGE)
    if len(legal) == 1:
        return legal[0]
    pile = state.piles[state.mover]
    return max(legal, key=lambda a: action_value(pile, a, state.rules))


def outcome_value(state: State, seat: int) -> float:
    """What a finished deal is worth to ``seat``: its margin over the others' mean, and a
    bonus for winning."""
    result = state.result
    assert result is not None, "only a finished deal has an outcome"
    points = result.points
    others = sum(points) - points[seat]
    win = WIN_BONUS if result.winner == seat and state.rules.settlement == "sum" else 0
    return points[seat] - others / (SEATS - 1) + win


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
    """:func:`.dekiyaku.card_points`, by counting bits."""
    return (20 * (mask & _BRIGHT).bit_count() + 10 * (mask & _ANIMAL).bit_count()
            + 5 * (mask & _RIBBON).bit_count() + (mask & _CHAFF).bit_count())


class Scores:
    """A rule set's dekiyaku totals of piles in its result unit: the chaff ladder by the count
    of chaff, the other dekiyaku remembered by the cards they count (``relevant``; a pile's
    other cards change none)."""

    __slots__ = ("rules", "chaff", "relevant", "counted", "ladder", "table")

    def __init__(self, rules: RuleSet):
        self.rules = rules
        k = kinds(rules)
        self.chaff = k["chaff"]
        self.relevant = k["bright"] | k["ribbon"] | POETRY | BLUE | INOSHIKACHO | RAINMAN
        self.counted = self.relevant | self.chaff  # the cards any dekiyaku counts
        values = rules.dekiyaku
        self.ladder = tuple(
            next((rules.mon(values[name]) for need, name in SUJI_LADDER
                  if count >= need and values.get(name) is not None), 0)
            for count in range(len(DECK) + 1))
        self.table: dict[int, int] = {}

    def total(self, pile: int) -> int:
        """``rules.mon(total(dekiyaku(pile)))``."""
        key = pile & self.relevant
        found = self.table.get(key)
        if found is None:
            if len(self.table) >= TABLE_SIZE:
                self.table.clear()
            found = self.table[key] = self.rules.mon(total(dekiyaku(key, self.rules)))
        return found + self.ladder[(pile & self.chaff).bit_count()]

    def gain(self, pile: int, gained: int, base: int) -> float:
        """:func:`action_value` of taking ``gained`` into ``pile`` (whose total is
        ``base``)."""
        if gained & self.counted:
            return (self.total(pile | gained) - base) * YAKU_WEIGHT + card_points(gained)
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

    obs: Observation
    rules: RuleSet
    player: int
    current: int
    phase: str
    hand: int
    hand_sizes: tuple[int, ...]
    field: int
    piles: tuple[int, ...]
    claimed: tuple[frozenset, ...]
    void: tuple[frozenset, ...]
    drawn: int | None
    unseen: tuple[int, ...]

    @classmethod
    def of(cls, obs: Observation) -> Position:
        """The position ``obs`` shows, its dekiyaku claimed and voided as
        :func:`sample_state` reads them."""
        rules = get_rules(obs.rules)
        piles = tuple(mask_of(p) for p in obs.piles)
        claimed = tuple(frozenset(y.id for y in d) for d in obs.dekiyaku)
        void = tuple(frozenset(y.id for y in dekiyaku(piles[s], rules)) - claimed[s]
                     for s in range(SEATS))
        seen = mask_of(obs.visible_cards())
        unseen = tuple(i for i in range(len(DECK)) if not seen >> i & 1)
        return cls(obs, rules, obs.player, obs.current, obs.phase, mask_of(obs.hand),
                   obs.hand_sizes, mask_of(obs.field), piles, claimed, void,
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
        obs = self.obs
        past = 21 - obs.stock_size
        deal = Deal(obs.dealer, ((),) * SEATS, (), CARD_IDS[:past] + tuple(DECK[i].id
                                                                            for i in stock))
        return State(self.rules, deal, (0,) * SEATS, ((),) * SEATS, tuple(hands), self.field,
                     past, self.piles, obs.current, obs.phase, self.claimed, obs.shobu,
                     self.void, obs.liable, obs.multiplier, None, (), obs.bonus_chances)


def _best_take(pile: int, idx: int, matches: int, sc: Scores) -> int:
    """The greedy policy's take for card ``idx``: the better of two (the first of equals),
    else every match."""
    if matches.bit_count() != 2:
        return matches
    a = matches & -matches
    b = matches ^ a
    base = sc.total(pile)
    return a if sc.gain(pile, a | 1 << idx, base) >= sc.gain(pile, b | 1 << idx, base) else b


def _best_play(hand: int, field: int, pile: int, sc: Scores) -> tuple[int, int]:
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
                value = sc.gain(pile, t | low, base)
                if value > best_value:
                    best, best_value = (idx, t), value
        else:
            value = sc.gain(pile, matches | low, base)
            if value > best_value:
                best, best_value = (idx, matches), value
    return best


def playout(pos: Position, hands: list[int], stock: list[int], action, seat: int) -> float:
    """``action`` applied and the deal played out with the greedy policy (sage at once), on bit
    masks: the same game as ``rollout(sample_state(...).apply(action), seat)`` for the world
    ``hands`` and ``stock`` describe, only faster. ``hands`` is modified."""
    rules = pos.rules
    sc = scores(rules)
    field = pos.field
    piles = list(pos.piles)
    claimed = list(pos.claimed)
    void = list(pos.void)
    shobu = list(pos.obs.shobu)
    liable = list(pos.obs.liable)
    p = pos.current
    at = 0
    first = action
    phase = pos.phase
    if phase == DECIDE:
        claimed[p] = frozenset(y.id for y in dekiyaku(piles[p], rules, claimed[p])
                               if y.id not in void[p])
        if action.decision == SAGE:
            return _settled(pos, piles, claimed, void, liable, seat, sage=True)
        shobu[p] = True
        if not any(hands):
            return _settled(pos, piles, claimed, void, liable, seat)
        p = (p + 1) % SEATS
        first = None
        phase = PLAY
    while True:
        pile = piles[p]
        before = pile
        if phase == PLAY:
            if first is not None:
                idx, take = _INDEX[first.card], take_mask(first.take)
                first = None
            else:
                idx, take = _best_play(hands[p], field, pile, sc)
            hands[p] &= ~(1 << idx)
            if take:
                field &= ~take
                pile |= take | 1 << idx
            else:
                field |= 1 << idx
        else:
            before = -1  # the turn began before the search: its play may have taken
        phase = PLAY
        idx = stock[at]
        at += 1
        matches = field & MONTH_OF[idx]
        if first is not None:
            take = take_mask(first.take)
            first = None
        else:
            take = _best_take(pile, idx, matches, sc)
        if take:
            field &= ~take
            pile |= take | 1 << idx
        else:
            field |= 1 << idx
        piles[p] = pile
        last = not (hands[0] or hands[1] or hands[2])
        if before < 0 or sc.total(pile) > sc.total(before):
            ids = frozenset(y.id for y in dekiyaku(pile, rules, claimed[p])
                            if y.id not in void[p])
            if not ids <= claimed[p]:
                if not rules.sage_shobu:
                    claimed[p] = ids
                else:
                    for q in range(SEATS):
                        if q != p and shobu[q]:
                            void[q] = frozenset(y.id for y in dekiyaku(piles[q], rules,
                                                                       claimed[q]))
                            shobu[q] = False
                            liable[p] = q
                    if not last:  # the greedy policy calls sage at once
                        claimed[p] = ids
                        return _settled(pos, piles, claimed, void, liable, seat, sage=True)
        if last:
            return _settled(pos, piles, claimed, void, liable, seat)
        p = (p + 1) % SEATS


def _settled(pos: Position, piles, claimed, void, liable, seat: int, sage: bool = False
             ) -> float:
    """:func:`outcome_value` of the deal settled now (teyaku left out, their bonuses kept, as
    in :func:`sample_state`): :func:`.scoring.settle`'s payments, summed."""
    rules = pos.rules
    par = rules.settlement == "par"
    owed = [0] * SEATS
    cards = [card_points(p) for p in piles]
    if not sage or rules.sage_settles_cards:
        sp = specials(cards, pos.obs.dealer, rules)
        for s in range(SEATS):
            owed[s] += cards[s] - (rules.par if par else 0)
            for y in sp[s]:
                _pay(owed, s, rules.mon(y.points), par or y.id == "sohachi")
    if rules.nuke_bonus or rules.tobikomi_bonus:
        for s, earned in enumerate(bonuses(rules, pos.obs.bonus_chances, cards, piles)):
            for y in earned:
                _pay(owed, s, rules.mon(y.points), par)
    for s in range(SEATS):
        for y in dekiyaku(piles[s], rules, claimed[s]):
            if y.id in void[s]:
                continue
            value = rules.mon(y.points)
            if par and liable[s] is not None:
                owed[s] += 2 * value
                owed[liable[s]] -= 2 * value
            else:
                _pay(owed, s, value, par)
    multiplier: int = pos.obs.multiplier
    points = [p * multiplier for p in owed]
    best = max(points)
    win = 0
    if rules.settlement == "sum" and points[seat] == best and points.count(best) == 1:
        win = WIN_BONUS
    others = sum(points) - points[seat]
    return points[seat] - others / (SEATS - 1) + win


def _pay(owed: list[int], seat: int, value: int, by_others: bool) -> None:
    """``value`` to ``seat``, paid by each other seat (``by_others``) or by nobody."""
    if not by_others:
        owed[seat] += value
        return
    for o in range(SEATS):
        if o != seat:
            owed[o] -= value
            owed[seat] += value
