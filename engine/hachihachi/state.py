"""Hachi-Hachi, one deal for three seats: an immutable state, its legal actions, ``apply``.

Seven cards to each seat, six face up on the field, twenty-one in the stock. The dealer plays
first, then seat ``dealer + 1``, then ``dealer + 2``. A turn is two actions by the same seat,
as in Koi-Koi: :class:`Play` a hand card, then :class:`Draw` the top of the stock; each names
the field cards it takes (none, one of two — the player's choice — or all three of the
month). Twenty-one turns empty the hands and the stock together, and every card ends in a
pile (four of a month on the opening field is redealt), so the piles always hold 264 points.

Under a rule set with ``sage_shobu``, a turn that completes a new dekiyaku is followed by the
maker's :class:`Call`: ``sage`` (the deal ends) or ``shobu`` (play on). Chance lives only in the
deal, which is seeded.

>>> state = deal("seed-000", seed=7)
>>> state.current == state.deal.dealer, len(state.hand(0)), len(state.field_cards())
(True, 7, 6)
>>> state.apply(state.legal_actions()[0]).phase
'draw'
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..errors import RecordError, SetupError
from ..hanafuda import DECIDE, PLAY, visible_cards
from ..hanafuda import choose_dealer as draw_for_dealer
from ..hanafuda.cards import DECK, has_full_month, mask_of
from ..hanafuda.deal import CaptureState, Deal, Event, Result, view_tuple, with_seat
from ..hanafuda.matching import Draw, Play
from ..hanafuda.matching import action_text as action_text  # the notation of an action
from ..records import check_cards
from .dekiyaku import dekiyaku
from .rules import RuleSet, Yaku, get_rules
from .scoring import SEATS, fields, settle
from .teyaku import bonus_chances, teyaku

SAGE, SHOBU = "sage", "shobu"
HAND, FIELD, STOCK = 7, 6, 21


class Call(NamedTuple):
    """After a new dekiyaku: ``sage`` (stop the deal) or ``shobu`` (play on)."""

    decision: str


Action = Play | Draw | Call


class Observation(view_tuple(  # type: ignore[misc]  # a base built from VIEW_FIELDS at run time
        "Observation", [("player", int), ("rules", str)],
        [("teyaku", tuple[tuple[Yaku, ...], ...]),  # declared at the deal: public
         ("dekiyaku", tuple[tuple[Yaku, ...], ...]), ("shobu", tuple[bool, ...]),
         ("liable", tuple[int | None, ...]), ("multiplier", int), ("legal_actions", tuple),
         ("result", Result | None),
         ("bonus_chances", tuple)])):  # each seat's teyaku bonuses still open: public
    """What one seat may see: its own hand, never another's or the stock's order."""

    __slots__ = ()

    def visible_cards(self) -> frozenset[str]:
        return visible_cards(self)


class State(CaptureState):
    """One position of a deal. Immutable: :meth:`apply` returns a new state.

    ``dealt`` and ``declared``: the hands as dealt and each seat's teyaku; ``claimed[s]``: the
    dekiyaku ids seat ``s`` has already been offered the choice for; ``void[s]``: those a
    rival's dekiyaku cancelled after ``s`` called shōbu; ``liable[s]``: the seat that pays all
    of ``s``'s dekiyaku (or None); ``multiplier``: the field's; ``chances``: each seat's
    :func:`.teyaku.bonus_chances`; ``carried``: the fields carried into this deal from the
    ones before (``field_carry``)."""

    __slots__ = ("dealt", "declared", "claimed", "shobu", "void", "liable", "multiplier",
                 "chances", "carried")
    rules: RuleSet

    def __init__(self, rules, deal, dealt, declared, hands, field, stock_pos, piles, current, phase,
                 claimed, shobu, void, liable, multiplier, result, events,
                 chances=((),) * SEATS, carried=()):
        super().__init__(rules, deal, hands, field, stock_pos, piles, current, phase, result,
                         events)
        self.dealt: tuple[int, ...] = dealt
        self.declared: tuple[tuple[Yaku, ...], ...] = declared
        self.claimed: tuple[frozenset, ...] = claimed
        self.shobu: tuple[bool, ...] = shobu
        self.void: tuple[frozenset, ...] = void
        self.liable: tuple[int | None, ...] = liable
        self.multiplier: int = multiplier
        self.chances: tuple[tuple[tuple[str, int], ...], ...] = chances
        self.carried: tuple[int, ...] = carried

    # -- construction -------------------------------------------------------------------

    @classmethod
    def from_deal(cls, rules: RuleSet | str, deal: Deal, carried: tuple[int, ...] = ()) -> State:
        """The state at the start of a deal dealt as ``deal``, with the fields ``carried`` to
        it from the deals before.

        :raises RecordError: when the deal is not 48 distinct cards in the right places, or
            is one the rule set redeals, or fields are carried that the rule set cannot carry.
        """
        rules = get_rules(rules)
        _check_deal(deal)
        _check_carried(carried, rules)
        field = mask_of(deal.field)
        if rules.redeal_four_of_month and has_full_month(field):
            raise RecordError(f"this deal is redealt under {rules.name}: four cards of one "
                              f"month on the field")
        return cls._start(rules, deal, tuple(carried))

    @classmethod
    def _start(cls, rules: RuleSet, deal: Deal, carried: tuple[int, ...] = ()) -> State:
        dealt = tuple(mask_of(h) for h in deal.hands)
        none: tuple[frozenset[str], ...] = tuple(frozenset() for _ in range(SEATS))
        field = mask_of(deal.field)
        declared = tuple(teyaku(h, rules) for h in dealt)
        events = tuple(Event("teyaku", s, (), found, sum(y.points for y in found))
                       for s, found in enumerate(declared) if found)
        return cls(rules, deal, dealt, declared, dealt, field, 0, (0,) * SEATS, deal.dealer, PLAY,
                   none, (False,) * SEATS, none, (None,) * SEATS,
                   fields(field, rules, carried)[0], None, events,
                   tuple(bonus_chances(h, rules) for h in dealt), carried)

    def _replace(self, **kw) -> State:
        g = kw.get
        return State(self.rules, self.deal, self.dealt, self.declared, g("hands", self.hands),
                     g("field", self.field), g("stock_pos", self.stock_pos),
                     g("piles", self.piles), g("current", self.current),
                     g("phase", self.phase), g("claimed", self.claimed),
                     g("shobu", self.shobu), g("void", self.void), g("liable", self.liable),
                     self.multiplier, g("result", self.result), g("events", self.events),
                     self.chances, self.carried)

    # -- queries -----------------------------------------------------------------------

    @property
    def carry_out(self) -> tuple[int, ...]:
        """The fields this deal carries to the next (``field_carry``; else none)."""
        return fields(mask_of(self.deal.field), self.rules, self.carried)[1]

    def teyaku(self, seat: int) -> tuple[Yaku, ...]:
        """The teyaku the seat declared from its dealt hand."""
        return self.declared[seat]

    def dekiyaku(self, seat: int) -> tuple[Yaku, ...]:
        """The seat's dekiyaku that still count (not voided by a rival's after its shōbu)."""
        void = self.void[seat]
        return tuple(y for y in dekiyaku(self.piles[seat], self.rules, self.claimed[seat])
                     if y.id not in void)

    def _generate_legal(self) -> tuple:
        if self.phase == DECIDE:
            return (Call(SAGE), Call(SHOBU))
        return super()._generate_legal()

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may see of this state."""
        return Observation(
            player=seat, rules=self.rules.name, dealer=self.deal.dealer, current=self.current,
            phase=self.phase, hand=self.hand(seat),
            hand_sizes=tuple(h.bit_count() for h in self.hands), field=self.field_cards(),
            piles=tuple(self.pile(s) for s in range(SEATS)),
            stock_size=len(self.deal.stock) - self.stock_pos, drawn=self.drawn,
            teyaku=tuple(self.teyaku(s) for s in range(SEATS)),
            dekiyaku=tuple(self.dekiyaku(s) for s in range(SEATS)), shobu=self.shobu,
            liable=self.liable, multiplier=self.multiplier,
            legal_actions=self.legal_actions() if seat == self.current else (),
            result=self.result, bonus_chances=self.chances)

    # -- transitions -------------------------------------------------------------------

    def _step(self, action: Action) -> State:
        p = self.mover
        if isinstance(action, Call):
            claimed = with_seat(self.claimed, p, frozenset(y.id for y in self.dekiyaku(p)))
            if action.decision == SAGE:
                return self._replace(claimed=claimed)._finish((Event(SAGE, p),), sage=True)
            after = self._replace(claimed=claimed, shobu=with_seat(self.shobu, p, True))
            return after._next_turn((Event(SHOBU, p),))
        field, _, piles, events = self._capture(action)
        if isinstance(action, Play):
            return self._played(action, field, piles, events)
        after = self._replace(field=field, piles=piles, stock_pos=self.stock_pos + 1,
                              events=events)
        return after._end_turn(events)

    def _end_turn(self, events) -> State:
        p = self.mover
        made = self.dekiyaku(p)
        new = [y for y in made if y.id not in self.claimed[p]]
        if not new:
            return self._next_turn(events)
        events += (Event("dekiyaku", p, (), made, sum(y.points for y in made)),)
        if not self.rules.sage_shobu:  # no choice: the dekiyaku is simply announced
            claimed = with_seat(self.claimed, p, frozenset(y.id for y in made))
            return self._replace(claimed=claimed)._next_turn(events)
        state = self
        for q in range(SEATS):
            if q != p and self.shobu[q]:  # q's shōbu is lost: its dekiyaku void, q pays p's
                lost = frozenset(y.id for y in dekiyaku(self.piles[q], self.rules,
                                                        self.claimed[q]))
                state = state._replace(void=with_seat(state.void, q, lost),
                                       shobu=with_seat(state.shobu, q, False),
                                       liable=with_seat(state.liable, p, q))
                events += (Event("void", q),)
        if not any(self.hands):  # the last turn: no choice left, the deal ends
            return state._next_turn(events)
        return state._replace(phase=DECIDE, events=events)

    def _next_turn(self, events) -> State:
        if not any(self.hands):
            return self._finish(events)
        return self._replace(current=(self.mover + 1) % SEATS, phase=PLAY, events=events)

    def _finish(self, events, sage: bool = False) -> State:
        rules = self.rules
        s = settle(rules, self.deal.dealer, self.dealt, self.piles, self.multiplier,
                   self.void, self.liable, cards_settled=not sage or rules.sage_settles_cards,
                   announced=self.claimed, chances=self.chances)
        return self._over(events, s, "sage" if sage else "exhausted")


def _check_deal(deal: Deal) -> None:
    if type(deal.dealer) is not int or deal.dealer not in range(SEATS):
        raise RecordError(f"dealer must be 0, 1 or 2, not {deal.dealer!r}")
    if len(deal.hands) != SEATS:
        raise RecordError(f"a deal has {SEATS} hands, not {len(deal.hands)}")
    check_cards((HAND,) * SEATS + (FIELD, STOCK), deal.hands, deal.field, deal.stock,
                "a deal is 7 + 7 + 7 cards in hand, 6 on the field and 21 in the stock")


def _check_carried(carried, rules: RuleSet) -> None:
    if carried and not rules.field_carry:
        raise RecordError(f"{rules.name} carries no field to the next deal")
    factors = set(rules.field_brights.values())
    most = len(rules.field_brights) * rules.rounds  # every bright of every deal of a match
    if not isinstance(carried, list | tuple) or len(carried) > most or any(
            type(m) is not int or m not in factors for m in carried) or list(carried) != sorted(
            carried, reverse=True):
        raise RecordError(f"carried fields must list at most {most} of {sorted(factors)}, "
                          f"largest first, not {list(carried)!r}")


def choose_dealer(rng: random.Random) -> int:
    """The first dealer, drawn for by the three seats (:func:`engine.hanafuda.choose_dealer`)."""
    return draw_for_dealer(rng, SEATS)


def deal(rules: RuleSet | str = "seed-000", seed: int | None = None, dealer: int | None = None,
         rng: random.Random | None = None, seats: int = SEATS,
         carried: tuple[int, ...] = ()) -> State:
    """A new deal from a seeded shuffle, redealt while four of a month lie on the field.
    Same seed, same deal. ``carried``: the fields the deal before carries to it
    (:attr:`State.carry_out`).

    :raises SetupError: for a seat count other than three.
    """
    if seats != SEATS:
        raise SetupError(f"Hachi-Hachi is played by 3 players, not {seats}")
    rules = get_rules(rules)
    rng = rng or random.Random(seed)
    if dealer is None:
        dealer = choose_dealer(rng)
    ids = list(c.id for c in DECK)
    while True:
        rng.shuffle(ids)
        field = tuple(ids[21:27])
        if not (rules.redeal_four_of_month and has_full_month(mask_of(field))):
            break
    # Seats from the dealer on receive the first, second and third seven cards.
    hands: list[tuple[str, ...]] = [()] * SEATS
    for n in range(SEATS):
        hands[(dealer + n) % SEATS] = tuple(ids[7 * n:7 * n + 7])
    return State._start(rules, Deal(dealer, tuple(hands), field, tuple(ids[27:])),
                        tuple(carried))
