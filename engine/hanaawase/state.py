"""Hana-awase, one deal for three seats (or two): an immutable state, its legal actions,
``apply``.

For three seats, seven cards to each, six face up on the field, twenty-one in the stock; for
two, ten each and eight on the field (the rule set's ``deals``). The dealer plays first, then
the seat after it. A turn is two actions by the same seat, as in the other fishing games:
:class:`Play` a hand card, then :class:`Draw` the top of the stock; each names the field cards
it takes (none, one of two — the player's choice — or all three of the month). The hands and
the stock run out together, and every card ends in a pile (four of a month on the opening
field is dealt again), so the piles always hold the deck's 264 points. A capture that completes
a yaku announces it (an event); no call follows, and the deal is settled when the cards run out.
Chance lives only in the deal, which is seeded.

>>> state = deal("wikipedia", seed=7)
>>> state.current == state.deal.dealer, len(state.hand(0)), len(state.field_cards())
(True, 7, 6)
>>> state.apply(state.legal_actions()[0]).phase
'draw'
"""

from __future__ import annotations

import random

from ..errors import RecordError, SetupError
from ..hanafuda import PLAY, visible_cards
from ..hanafuda import choose_dealer as draw_for_dealer
from ..hanafuda.cards import DECK, has_full_month, mask_of
from ..hanafuda.deal import CaptureState, Deal, Event, Result, view_tuple
from ..hanafuda.matching import Draw, Play
from ..hanafuda.matching import action_text as action_text  # the notation of an action
from ..records import check_cards
from .rules import RuleSet, Yaku, get_rules
from .scoring import settle
from .yaku import yaku_of

SEATS = (3, 2)  # three seats, the game's own; two as the sources' variant
Action = Play | Draw


class Observation(view_tuple(  # type: ignore[misc]  # a base built from VIEW_FIELDS at run time
        "Observation", [("player", int), ("rules", str), ("seats", int)],
        [("yaku", tuple[tuple[Yaku, ...], ...]),  # made from the piles, which every seat sees
         ("legal_actions", tuple), ("result", Result | None)])):
    """What one seat may see: its own hand, never another's or the stock's order."""

    __slots__ = ()

    def visible_cards(self) -> frozenset[str]:
        return visible_cards(self)


class State(CaptureState):
    """One position of a deal. Immutable: :meth:`apply` returns a new state."""

    __slots__ = ()
    rules: RuleSet

    # -- construction -------------------------------------------------------------------

    @classmethod
    def from_deal(cls, rules: RuleSet | str, deal: Deal) -> State:
        """The state at the start of a deal dealt as ``deal``.

        :raises RecordError: when the deal is not 48 distinct cards in the right places, or
            is one the rule set deals again.
        """
        rules = get_rules(rules)
        _check_deal(deal, rules)
        if rules.redeal_four_of_month and has_full_month(mask_of(deal.field)):
            raise RecordError(f"this deal is dealt again under {rules.name}: four cards of "
                              f"one month on the field")
        return cls._start(rules, deal)

    @classmethod
    def _start(cls, rules: RuleSet, deal: Deal) -> State:
        hands = tuple(mask_of(h) for h in deal.hands)
        return cls(rules, deal, hands, mask_of(deal.field), 0, (0,) * len(hands), deal.dealer,
                   PLAY, None, ())

    def _replace(self, **kw) -> State:
        g = kw.get
        return State(self.rules, self.deal, g("hands", self.hands), g("field", self.field),
                     g("stock_pos", self.stock_pos), g("piles", self.piles),
                     g("current", self.current), g("phase", self.phase),
                     g("result", self.result), g("events", self.events))

    # -- queries -----------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return len(self.hands)

    def yaku(self, seat: int) -> tuple[Yaku, ...]:
        """The yaku the seat's pile makes now."""
        return yaku_of(self.piles[seat], self.rules)

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may see of this state."""
        n = self.seats
        return Observation(
            player=seat, rules=self.rules.name, seats=n, dealer=self.deal.dealer,
            current=self.current, phase=self.phase, hand=self.hand(seat),
            hand_sizes=tuple(h.bit_count() for h in self.hands), field=self.field_cards(),
            piles=tuple(self.pile(s) for s in range(n)),
            stock_size=len(self.deal.stock) - self.stock_pos, drawn=self.drawn,
            yaku=tuple(self.yaku(s) for s in range(n)),
            legal_actions=self.legal_actions() if seat == self.current else (),
            result=self.result)

    # -- transitions -------------------------------------------------------------------

    def _step(self, action: Action) -> State:
        p = self.mover
        field, gained, piles, events = self._capture(action)
        if gained:
            before = {y.id for y in self.yaku(p)}
            made = yaku_of(piles[p], self.rules)
            if any(y.id not in before for y in made):  # a capture that completes a yaku
                events += (Event("yaku", p, (), made, sum(y.points for y in made)),)
        if isinstance(action, Play):
            return self._played(action, field, piles, events)
        after = self._replace(field=field, piles=piles, stock_pos=self.stock_pos + 1)
        if not any(after.hands):
            dealt = tuple(mask_of(h) for h in self.deal.hands)
            return after._over(events, settle(self.rules, after.piles, dealt,
                                              mask_of(self.deal.field)), "exhausted")
        return after._replace(current=(p + 1) % self.seats, phase=PLAY, events=events)


def _check_deal(deal: Deal, rules: RuleSet) -> None:
    seats = len(deal.hands)
    if seats not in SEATS:
        raise RecordError(f"a deal has 3 hands (or 2), not {seats}")
    if type(deal.dealer) is not int or deal.dealer not in range(seats):
        raise RecordError(f"dealer must be a seat from 0 to {seats - 1}, not {deal.dealer!r}")
    hand, field = rules.deals[seats]
    stock = len(DECK) - seats * hand - field
    check_cards((hand,) * seats + (field, stock), deal.hands, deal.field, deal.stock,
                f"a deal for {seats} is {' + '.join([str(hand)] * seats)} cards in hand, "
                f"{field} on the field and {stock} in the stock")


def choose_dealer(rng: random.Random, seats: int = 3) -> int:
    """The first dealer, drawn for by the seats (:func:`engine.hanafuda.choose_dealer`:
    the earliest month deals)."""
    return draw_for_dealer(rng, seats)


def deal(rules: RuleSet | str = "wikipedia", seed: int | None = None, dealer: int | None = None,
         rng: random.Random | None = None, seats: int = 3) -> State:
    """A new deal from a seeded shuffle, dealt again while four of a month lie on the field.
    Same seed, same deal.

    :raises SetupError: for a seat count other than three or two, or a dealer who is no seat.
    """
    if seats not in SEATS:
        raise SetupError(f"Hana-awase is played by 3 players (or 2), not {seats}")
    if dealer is not None and dealer not in range(seats):
        raise SetupError(f"the dealer must be a seat from 0 to {seats - 1}, not {dealer}")
    rules = get_rules(rules)
    rng = rng or random.Random(seed)
    if dealer is None:
        dealer = choose_dealer(rng, seats)
    hand, field_size = rules.deals[seats]
    dealt = seats * hand
    ids = [c.id for c in DECK]
    while True:
        rng.shuffle(ids)
        field = tuple(ids[dealt:dealt + field_size])
        if not (rules.redeal_four_of_month and has_full_month(mask_of(field))):
            break
    # Seats from the dealer on receive the first, second (and third) hands.
    hands: list[tuple[str, ...]] = [()] * seats
    for n in range(seats):
        hands[(dealer + n) % seats] = tuple(ids[hand * n:hand * n + hand])
    return State._start(rules, Deal(dealer, tuple(hands), field, tuple(ids[dealt + field_size:])))
