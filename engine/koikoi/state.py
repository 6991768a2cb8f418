"""Koi-Koi, one hand: an immutable state, its legal actions, and ``apply``.

A turn is two actions by the same player: :class:`Play` a hand card, then :class:`Draw` the
top of the stock; each names the field cards it takes (none, one of two, or all three of the
month). When the turn raises the player's yaku total, a :class:`Call` follows: ``koikoi`` or
``stop``. Chance lives only in the deal, which is seeded.

>>> state = deal("nintendo", seed=7)
>>> state.phase, len(state.legal_actions()) > 0
('play', True)
>>> state.apply(state.legal_actions()[0]).phase
'draw'
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple, TypeAlias

from ..errors import RecordError, SetupError
from ..hanafuda import DECIDE as DECIDE  # the phases and actions, as this module's too
from ..hanafuda import DRAW as DRAW
from ..hanafuda import OVER as OVER
from ..hanafuda import PLAY as PLAY
from ..hanafuda import FishingState, visible_cards
from ..hanafuda import choose_dealer as draw_for_dealer
from ..hanafuda.cards import (
    CARD_IDS,
    CARDS_BY_ID,
    DECK,
    has_full_month,
    ids_in,
    mask_of,
    months_all_even,
)
from ..hanafuda.fishing import Moving
from ..hanafuda.matching import MONTH_OF as _MONTH_OF
from ..hanafuda.matching import OPTIONS as _OPTIONS
from ..hanafuda.matching import Draw as Draw
from ..hanafuda.matching import Play as Play
from ..hanafuda.matching import action_text as action_text  # the notation of an action
from ..hanafuda.matching import check_legal
from ..hanafuda.matching import options as _options
from ..hanafuda.matching import take_mask as _mask
from ..records import check_cards
from .rules import RuleSet, get_rules
from .scoring import (
    Yaku,
    evaluate,
    field_factor,
    hand_yaku,
    pile_points,
    pile_yaku,
    stop_points,
    yaku_total,
)

KOIKOI, STOP = "koikoi", "stop"


class Call(NamedTuple):
    """After a new or better yaku: ``koikoi`` (go on) or ``stop`` (score now)."""

    decision: str


Action = Play | Draw | Call


class Deal(NamedTuple):
    """The cards as dealt: hands by seat, field, and the stock (``stock[0]`` drawn first)."""

    dealer: int
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    field: tuple[str, ...]
    stock: tuple[str, ...]


class Result(NamedTuple):
    """How a hand ended. ``winner`` is None for an exhausted hand."""

    winner: int | None
    points: tuple[int, int]
    yaku: tuple[Yaku, ...]
    base: int
    multiplier: int
    reason: str  # "stop", "hand-yaku", "exhausted"
    bonus: int = 0  # added to ``base`` before the multiplier (the stopper's own koi-koi calls)


class Event(NamedTuple):
    """Something that happened in the last transition, for commentary and the UI."""

    kind: str  # "play", "draw", "capture", "yaku", "koikoi", "stop", "hand-yaku", "exhausted"
    player: int | None
    cards: tuple[str, ...] = ()
    yaku: tuple[Yaku, ...] = ()
    points: int = 0


_EVENTS: dict[tuple, tuple[Event, ...]] = {}


def _step_events(kind: str, p: int, idx: int, take: tuple[str, ...]) -> tuple[Event, ...]:
    """The events of one play or draw step (memoized: events are immutable values)."""
    key = (kind, p, idx, take)
    found = _EVENTS.get(key)
    if found is None:
        cid = DECK[idx].id
        found = (Event(kind, p, (cid,)),)
        if take:
            found += (Event("capture", p, (cid, *take)),)
        _EVENTS[key] = found
    return found


class Observation(Moving):
    """What one player may see: never the opponent's hand or the stock order.

    A value like a named tuple (``_fields``, equality, ``_replace``), but lazy: it holds the
    visible cards as bit masks (``hand_mask``, ``field_mask``, ``pile_masks``) and spells them
    out as card ids, or scores the piles, only when asked. Computer players read the masks.
    """

    _fields = ("player", "rules", "dealer", "current", "phase", "hand", "opponent_hand_size",
               "field", "piles", "stock_size", "drawn", "koikoi", "yaku", "legal_actions",
               "result", "history")
    __slots__ = ("player", "ruleset", "dealer", "current", "phase", "hand_mask",
                 "opponent_hand_size", "field_mask", "pile_masks", "stock_size", "drawn",
                 "koikoi", "legal_actions", "result", "_yaku", "_history")

    def __init__(self, player, rules, dealer, current, phase, hand, opponent_hand_size, field,
                 piles, stock_size, drawn, koikoi, yaku, legal_actions, result, history=()):
        """The fields of a named tuple, card ids and all (for observations built by hand)."""
        self._set(player, get_rules(rules) if isinstance(rules, str) else rules, dealer,
                  current, phase, mask_of(hand), opponent_hand_size, mask_of(field),
                  (mask_of(piles[0]), mask_of(piles[1])), stock_size, drawn, koikoi,
                  legal_actions, result, yaku, _link(history))

    @classmethod
    def of_masks(cls, *values) -> Observation:
        """The fast constructor a state uses: the cards as bit masks, the yaku left unscored
        (see :meth:`_set` for the order)."""
        obs = object.__new__(cls)
        obs._set(*values)
        return obs

    def _set(self, player, ruleset, dealer, current, phase, hand_mask, opponent_hand_size,
             field_mask, pile_masks, stock_size, drawn, koikoi, legal_actions, result,
             yaku=None, history=None):
        self.player: int = player
        self.ruleset: RuleSet = ruleset
        self.dealer: int = dealer
        self.current: int | None = current
        self.phase: str = phase
        self.hand_mask: int = hand_mask
        self.opponent_hand_size: int = opponent_hand_size
        self.field_mask: int = field_mask
        self.pile_masks: tuple[int, int] = pile_masks
        self.stock_size: int = stock_size
        self.drawn: str | None = drawn
        self.koikoi: tuple[int, int] = koikoi
        self.legal_actions: tuple = legal_actions
        self.result: Result | None = result
        self._yaku: tuple[tuple[Yaku, ...], tuple[Yaku, ...]] | None = yaku
        self._history: History = history

    @property
    def rules(self) -> str:
        return self.ruleset.name


    @property
    def hand(self) -> tuple[str, ...]:
        return ids_in(self.hand_mask)

    @property
    def field(self) -> tuple[str, ...]:
        return ids_in(self.field_mask)

    @property
    def piles(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return (ids_in(self.pile_masks[0]), ids_in(self.pile_masks[1]))

    @property
    def yaku(self) -> tuple[tuple[Yaku, ...], tuple[Yaku, ...]]:
        if self._yaku is None:
            return (pile_yaku(self.pile_masks[0], self.ruleset, self.koikoi[0] > 0),
                    pile_yaku(self.pile_masks[1], self.ruleset, self.koikoi[1] > 0))
        return self._yaku

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """What both players did this hand, in order, as (seat, action): public, since
        played and drawn cards are turned face up and calls are spoken."""
        return _unlink(self._history)

    def visible_cards(self) -> frozenset[str]:
        return visible_cards(self)

    @property
    def field_factor(self) -> int:
        """What the opening field multiplies a stop by (:func:`.scoring.field_factor`): the
        opening field is what lies on the field or in a pile and was neither played nor
        drawn, as the public history says (whole in a table's observation; one built by hand
        without its history reads the cards as they lie). The computer players' playouts
        leave this factor out: it multiplies every stop of the hand alike."""
        if not self.ruleset.bright_field:
            return 1
        moved = 0
        for _seat, action in self.history:
            card = getattr(action, "card", None)
            if card is not None:
                moved |= CARDS_BY_ID[card].mask
        opening = (self.field_mask | self.pile_masks[0] | self.pile_masks[1]) & ~moved
        return field_factor(opening, self.ruleset)

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self._fields)

    def __iter__(self):
        return iter(self._values())

    def __eq__(self, other) -> bool:
        return isinstance(other, Observation) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return "Observation(" + ", ".join(
            f"{name}={getattr(self, name)!r}" for name in self._fields) + ")"

    def _replace(self, **changes) -> Observation:
        """A copy with some fields changed (as a named tuple's ``_replace``), for tests and
        what-ifs; the yaku are kept as they were unless changed too."""
        v = dict(zip(self._fields, self._values(), strict=True))
        v["rules"] = self.ruleset  # the rule set itself, named or not
        v.update(changes)
        return Observation(**v)

    def unseen(self) -> tuple[str, ...]:
        """Cards this player cannot see: the opponent's hand and the stock, together."""
        return ids_in(self.unseen_mask())

    def unseen_mask(self) -> int:
        """:meth:`unseen` as a bit mask."""
        seen = self.hand_mask | self.field_mask | self.pile_masks[0] | self.pile_masks[1]
        if self.drawn:
            seen |= CARDS_BY_ID[self.drawn].mask
        return ALL_CARDS & ~seen


ALL_CARDS = (1 << len(DECK)) - 1


# A hand's history is a linked list, newest first: (earlier, seat, action), None when empty,
# so that a transition adds to it in constant time.
History: TypeAlias = "tuple[History, int, Action] | None"


def _unlink(node: History) -> tuple[tuple[int, Action], ...]:
    out: list[tuple[int, Action]] = []
    while node is not None:
        node, seat, action = node
        out.append((seat, action))
    return tuple(reversed(out))


def _link(steps: Iterable[tuple[int, Action]]) -> History:
    node: History = None
    for seat, action in steps:
        node = (node, seat, action)
    return node


class State(FishingState):
    """An immutable Koi-Koi position. Use :func:`deal` or :meth:`from_deal` to start."""

    __slots__ = ("rules", "deal", "hands", "field", "stock_pos", "piles", "current", "phase",
                 "koikoi", "claimed", "result", "events", "_legal", "history")

    def __init__(self, rules, deal, hands, field, stock_pos, piles, current, phase, koikoi,
                 claimed, result, events, history: History = None):
        self.rules: RuleSet = rules
        self.deal: Deal = deal
        self.hands: tuple[int, int] = hands
        self.field: int = field
        self.stock_pos: int = stock_pos
        self.piles: tuple[int, int] = piles
        self.current: int | None = current  # None once the hand is over
        self.phase: str = phase
        self.koikoi: tuple[int, int] = koikoi
        self.claimed: tuple[int, int] = claimed  # yaku total at each player's last choice
        self.result: Result | None = result
        self.events: tuple[Event, ...] = events
        self._legal: tuple | None = None
        self.history: History = history  # the public actions so far (see Observation.history)

    # -- construction -------------------------------------------------------------------

    @classmethod
    def from_deal(cls, rules: RuleSet | str, deal: Deal) -> State:
        """The state at the start of a hand dealt as ``deal``.

        :raises RecordError: when the deal is not 48 distinct cards in the right places,
            or is one the rule set would have redealt.
        """
        rules = get_rules(rules) if isinstance(rules, str) else rules
        _check_deal(deal)
        hands = (mask_of(deal.hands[0]), mask_of(deal.hands[1]))
        field = mask_of(deal.field)
        reason = redeal_reason(rules, field, hands)
        if reason:
            raise RecordError(f"this deal is redealt under {rules.name}: {reason}")
        return cls._start(rules, deal, hands, field)

    @classmethod
    def _start(cls, rules: RuleSet, deal: Deal, hands: tuple[int, int], field: int) -> State:
        dealer = deal.dealer
        state = cls(rules, deal, hands, field, 0, (0, 0), dealer, PLAY, (0, 0), (0, 0),
                    None, ())
        for seat in (dealer, 1 - dealer):
            found = hand_yaku(hands[seat], rules)
            if found:
                points = [0, 0]
                points[seat] = found.points
                result = Result(seat, (points[0], points[1]), (found,), found.points, 1, "hand-yaku")
                ev = Event("hand-yaku", seat, deal.hands[seat], (found,), found.points)
                return state._replace(phase=OVER, current=None, result=result, events=(ev,))
        return state

    def _replace(self, **kw) -> State:
        g = kw.get
        return State(g("rules", self.rules), g("deal", self.deal), g("hands", self.hands),
                     g("field", self.field), g("stock_pos", self.stock_pos),
                     g("piles", self.piles), g("current", self.current),
                     g("phase", self.phase), g("koikoi", self.koikoi),
                     g("claimed", self.claimed), g("result", self.result),
                     g("events", self.events), g("history", self.history))

    # -- queries -----------------------------------------------------------------------


    def yaku(self, player: int) -> tuple[Yaku, ...]:
        return pile_yaku(self.piles[player], self.rules, self.koikoi[player] > 0)

    def legal_actions(self) -> tuple:
        """Every action the player to move may take, in a stable order; () when over."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate_legal()
        return legal

    def _generate_legal(self) -> tuple:
        phase = self.phase
        if phase == PLAY:
            out: tuple = ()
            hand = self.hands[self.mover]
            field = self.field
            known = _OPTIONS.get
            while hand:
                low = hand & -hand
                idx = low.bit_length() - 1
                out += known((Play, idx, field & _MONTH_OF[idx])) or _options(Play, idx, field)
                hand ^= low
            return out
        if phase == DRAW:
            return _options(Draw, CARDS_BY_ID[self.deal.stock[self.stock_pos]].index, self.field)
        if phase == DECIDE:
            if self._may_koikoi():
                return (Call(KOIKOI), Call(STOP))
            return (Call(STOP),)
        return ()

    def _may_koikoi(self) -> bool:
        if not (self.hands[0] or self.hands[1]):
            return False
        limit = self.rules.max_koikoi
        return limit is None or self.koikoi[self.mover] < limit

    def observation(self, player: int) -> Observation:
        """What ``player`` may see of this state."""
        return Observation.of_masks(
            player, self.rules, self.deal.dealer, self.current, self.phase, self.hands[player],
            self.hands[1 - player].bit_count(), self.field, self.piles,
            len(self.deal.stock) - self.stock_pos,
            self.deal.stock[self.stock_pos] if self.phase == DRAW else None, self.koikoi,
            self.legal_actions() if player == self.current else (), self.result, None,
            self.history)

    # -- transitions -------------------------------------------------------------------

    def apply(self, action: Action) -> State:
        """The state after ``action`` by the player to move.

        :raises IllegalActionError: when ``action`` is not legal here.
        """
        check_legal(self, action)
        after = self._transition(action)
        after.history = (self.history, self.mover, action)  # a new State, not yet shared
        return after

    def _transition(self, action: Action) -> State:
        p = self.mover
        if isinstance(action, Play):
            idx = CARDS_BY_ID[action.card].index
            keep = ~(1 << idx)
            hands = (self.hands[0] & keep, self.hands[1]) if p == 0 else (
                self.hands[0], self.hands[1] & keep)
            field, piles, events = self._capture(p, idx, action.take, "play")
            return State(self.rules, self.deal, hands, field, self.stock_pos, piles, p, DRAW,
                         self.koikoi, self.claimed, None, events)
        if isinstance(action, Draw):
            idx = CARDS_BY_ID[action.card].index
            field, piles, events = self._capture(p, idx, action.take, "draw")
            after = State(self.rules, self.deal, self.hands, field, self.stock_pos + 1, piles,
                          p, DRAW, self.koikoi, self.claimed, None, self.events)
            return after._end_turn(events)
        if action.decision == STOP:
            return self._stop(p)
        koikoi = list(self.koikoi)
        koikoi[p] += 1
        claimed = list(self.claimed)
        claimed[p] = pile_points(self.piles[p], self.rules, True)  # as valued after the call
        after = self._replace(koikoi=tuple(koikoi), claimed=tuple(claimed))
        return after._next_turn((Event(KOIKOI, p),))

    def _capture(self, p, idx, take, kind):
        piles = self.piles
        field = self.field
        if take:
            taken = _mask(take)
            field &= ~taken
            gained = taken | (1 << idx)
            piles = (piles[0] | gained, piles[1]) if p == 0 else (piles[0], piles[1] | gained)
        else:
            field |= 1 << idx
        return field, piles, _step_events(kind, p, idx, take)

    def _end_turn(self, events) -> State:
        p = self.mover
        if len(events) == 1 and len(self.events) == 1:  # nothing captured: nothing new
            return self._next_turn(events)
        yaku = self.yaku(p)
        total = yaku_total(yaku)
        if self.rules.choice_on_increase:
            improved = total > self.claimed[p]
        else:
            before = {y.id for y in evaluate(self._pile_before_turn(p, events), self.rules,
                                             self.koikoi[p] > 0)}
            improved = any(y.id not in before for y in yaku)
        last_turn = not (self.hands[0] or self.hands[1])
        if improved and (not last_turn or self.rules.last_card_claim):
            events = events + (Event("yaku", p, (), yaku, total),)
            return State(self.rules, self.deal, self.hands, self.field, self.stock_pos,
                         self.piles, p, DECIDE, self.koikoi, self.claimed, None, events)
        return self._next_turn(events)

    def _pile_before_turn(self, p, events) -> int:
        # The turn's captures are named by its events (the play step's are still on self);
        # only the "new yaku only" variants need this.
        pile = self.piles[p]
        for ev in self.events + events:
            if ev.kind == "capture":
                pile &= ~mask_of(ev.cards)
        return pile

    def _next_turn(self, events) -> State:
        if not (self.hands[0] or self.hands[1]):
            return self._exhausted(events)
        return State(self.rules, self.deal, self.hands, self.field, self.stock_pos, self.piles,
                     1 - self.mover, PLAY, self.koikoi, self.claimed, None, events)

    def _exhausted(self, events) -> State:
        dealer = self.deal.dealer
        points = [0, 0]
        points[dealer] = self.rules.exhausted_dealer_points
        result = Result(None, (points[0], points[1]), (), 0, 1, "exhausted")
        return self._replace(phase=OVER, current=None, result=result,
                             events=events + (Event("exhausted", None, points=points[dealer]),))

    def _stop(self, p) -> State:
        yaku = self.yaku(p)
        base = yaku_total(yaku)
        bonus, m, scored = stop_points(base, self.rules, self.koikoi[1 - p] > 0, self.koikoi[p],
                                       field_factor(mask_of(self.deal.field), self.rules))
        points = [0, 0]
        points[p] = scored
        result = Result(p, (points[0], points[1]), yaku, base, m, "stop", bonus)
        return self._replace(phase=OVER, current=None, result=result,
                             events=(Event(STOP, p, (), yaku, scored),))



def state_from_view(rules: RuleSet, dealer: int, current: int, phase: str,
                    hands: tuple[int, int], field: int, piles: tuple[int, int],
                    koikoi: tuple[int, int], stock, history=()) -> State:
    """A full state from what a player sees plus one guess at the hidden cards.

    ``stock`` lists the stock's card ids, next first (the drawn card first in the draw
    phase). Of the deal only the dealer and the stock are read from here on, so the cards
    already drawn are stood in for by padding. A player who called koi-koi claimed the
    total they hold now: every rise since would have offered a new choice. ``history`` is
    the public (seat, action) list, as :attr:`Observation.history`.
    """
    past = 24 - len(stock)
    deal = Deal(dealer, ((), ()), (), CARD_IDS[:past] + tuple(stock))
    claimed = tuple(pile_points(piles[p], rules, True) if koikoi[p] else 0 for p in (0, 1))
    return State(rules, deal, hands, field, past, piles, current, phase, koikoi, claimed,
                 None, (), _link(history))


def _check_deal(deal: Deal) -> None:
    if deal.dealer not in (0, 1):
        raise RecordError(f"dealer must be 0 or 1, not {deal.dealer!r}")
    check_cards((8, 8, 8, 24), deal.hands, deal.field, deal.stock,
                "a deal is 8 + 8 cards in hand, 8 on the field and 24 in the stock")


def redeal_reason(rules: RuleSet, field: int, hands: tuple[int, int]) -> str | None:
    """Why the rule set redeals this deal, or None when it stands."""
    if rules.field_redeal_four_of_month and has_full_month(field):
        return "four cards of one month on the field"
    if rules.field_redeal_four_pairs and months_all_even(field):
        return "four pairs on the field"
    if rules.hand_redeal_four_of_month and (has_full_month(hands[0]) or has_full_month(hands[1])):
        return "four cards of one month in a hand"
    if hand_yaku(hands[0], rules) and hand_yaku(hands[1], rules):
        return "both hands hold a hand yaku"
    return None


def choose_dealer(rng: random.Random) -> int:
    """The first dealer, drawn for by the two players (:func:`engine.hanafuda.choose_dealer`)."""
    return draw_for_dealer(rng, 2)


def deal(rules: RuleSet | str = "nintendo", seed: int | None = None, dealer: int | None = None,
         rng: random.Random | None = None, seats: int = 2) -> State:
    """A new hand from a seeded shuffle, redealt as the rule set says. Same seed, same hand.

    :raises SetupError: for a seat count other than two (Koi-Koi is a game for two).
    """
    if seats != 2:
        raise SetupError(f"Koi-Koi is played by 2 players, not {seats}")
    rules = get_rules(rules) if isinstance(rules, str) else rules
    rng = rng or random.Random(seed)
    if dealer is None:
        dealer = choose_dealer(rng)
    order = list(range(len(DECK)))  # card indices: the same shuffle as of the ids
    while True:
        rng.shuffle(order)
        ids = [DECK[i].id for i in order]
        held = [order[0:8], order[16:24]] if dealer == 1 else [order[16:24], order[0:8]]
        masks = (sum(1 << i for i in held[0]), sum(1 << i for i in held[1]))
        field = sum(1 << i for i in order[8:16])
        if not redeal_reason(rules, field, masks):
            hands: list[tuple[str, ...]] = [(), ()]
            hands[1 - dealer] = tuple(ids[0:8])
            hands[dealer] = tuple(ids[16:24])
            d = Deal(dealer, (hands[0], hands[1]), tuple(ids[8:16]), tuple(ids[24:]))
            return State._start(rules, d, masks, field)


def next_dealer(state: State) -> int:
    """The round's winner deals next; after an exhausted hand, as the rule set says."""
    result = state.result
    assert result is not None, "the next dealer is asked once the hand is over"
    if result.winner is not None:
        return result.winner
    dealer = state.deal.dealer
    return dealer if state.rules.dealer_keeps_on_exhausted else 1 - dealer
