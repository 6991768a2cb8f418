"""The deal of the fishing games that play to the last card and then settle (Hana-awase as it
is, Hachi-Hachi with its teyaku and its sage / shōbu call), written once: the cards as dealt,
the events and the result, and a state whose turns are captures. A game's state subclasses
:class:`CaptureState` and adds its own rules (its yaku, its calls, its settlement); nothing
here imports a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Self

from .cards import CARDS_BY_ID
from .fishing import DRAW, OVER, PLAY, FishingState
from .matching import Draw, Play, capture, check_legal, options


class Deal(NamedTuple):
    """The cards as dealt: hands by seat, the field, and the stock (``stock[0]`` drawn first)."""

    dealer: int
    hands: tuple[tuple[str, ...], ...]
    field: tuple[str, ...]
    stock: tuple[str, ...]


class Result(NamedTuple):
    """How a deal ended: each seat's points, and the settlement they come from."""

    winner: int | None
    points: tuple[int, ...]
    reason: str  # "exhausted" (the hands and the stock ran out), or the game's own ending
    settlement: Any  # the game's settlement


class Event(NamedTuple):
    """Something that happened in the last transition, for commentary and the UI."""

    kind: str  # play, draw, capture, over, and the game's own (yaku, teyaku, sage, ...)
    player: int | None
    cards: tuple[str, ...] = ()
    yaku: tuple = ()
    points: int = 0


# What a seat sees of the cards, alike in these games (between a game's leading fields: whose
# view, which rules; and its trailing ones: its yaku, the legal actions, the result).
VIEW_FIELDS = (("dealer", int), ("current", int | None), ("phase", str),
               ("hand", tuple[str, ...]), ("hand_sizes", tuple[int, ...]),
               ("field", tuple[str, ...]), ("piles", tuple[tuple[str, ...], ...]),
               ("stock_size", int), ("drawn", str | None))


def view_tuple(name: str, head: Sequence[tuple[str, Any]], tail: Sequence[tuple[str, Any]]):
    """The named tuple a game's observation subclasses: its ``head`` fields, the cards every
    one of these games shows (:data:`VIEW_FIELDS`), then its ``tail`` fields."""
    return NamedTuple(name, [*head, *VIEW_FIELDS, *tail])


class Payment(NamedTuple):
    """One line of a settlement: ``seat`` receives ``amount`` for ``reason`` (a yaku id, or
    ``cards`` for its card points), from ``payer`` — or from nobody (``None``) when it counts on
    the seat's own score. In the game's result unit (Hachi-Hachi's before the field
    multiplier; Hana-awase's card points against the par)."""

    reason: str
    seat: int
    payer: int | None
    amount: int


def with_seat(values: tuple, seat: int, value) -> tuple:
    """``values`` with the seat's entry replaced (states are immutable)."""
    return values[:seat] + (value,) + values[seat + 1:]


def action_kind(action) -> str:
    """The event a capture makes: ``play`` or ``draw``."""
    return "play" if isinstance(action, Play) else "draw"


class CaptureState(FishingState):
    """One position of a deal, immutable (:meth:`apply` returns a new state): ``rules``,
    ``deal``, the cards as masks (``hands``, ``field``, ``piles``), ``stock_pos``, whose turn
    (``current``) and at which ``phase``, the ``result`` once over, and the last ``events``.
    A subclass gives ``_replace(**changes)`` and ``_step(action)``, the rules after a legal
    action."""

    __slots__ = ("rules", "deal", "hands", "field", "stock_pos", "piles", "current", "phase",
                 "result", "events", "_legal")

    def __init__(self, rules, deal, hands, field, stock_pos, piles, current, phase, result,
                 events):
        self.rules = rules
        self.deal: Deal = deal
        self.hands: tuple[int, ...] = hands
        self.field: int = field
        self.stock_pos: int = stock_pos
        self.piles: tuple[int, ...] = piles
        self.current: int | None = current
        self.phase: str = phase
        self.result: Result | None = result
        self.events: tuple[Event, ...] = events
        self._legal: tuple | None = None


    def _replace(self, **changes: Any) -> Self:
        """The state with ``changes`` (each game's state builds its own)."""
        raise NotImplementedError

    def _step(self, action: Any) -> Self:
        """The state after a legal ``action``, by the game's rules."""
        raise NotImplementedError

    def legal_actions(self) -> tuple:
        """Every action of the seat to move, in a stable order; () when over."""
        if self._legal is None:
            self._legal = self._generate_legal()
        return self._legal

    def _generate_legal(self) -> tuple:
        """The plays of the play phase, the draws of the draw phase; () at any other."""
        if self.phase == PLAY:
            out: tuple = ()
            hand = self.hands[self.mover]
            while hand:
                low = hand & -hand
                out += options(Play, low.bit_length() - 1, self.field)
                hand ^= low
            return out
        if self.phase == DRAW:
            return options(Draw, CARDS_BY_ID[self.deal.stock[self.stock_pos]].index, self.field)
        return ()

    def apply(self, action):
        """The state after ``action`` by the seat to move.

        :raises IllegalActionError: when ``action`` is not legal here.
        """
        check_legal(self, action)
        return self._step(action)

    def _capture(self, action) -> tuple[int, int, tuple[int, ...], tuple[Event, ...]]:
        """A play's or a draw's capture: (the field after it, the cards gained, the piles,
        its events)."""
        p = self.mover
        field, gained = capture(self.field, CARDS_BY_ID[action.card].index, action.take)
        piles = with_seat(self.piles, p, self.piles[p] | gained) if gained else self.piles
        events: tuple[Event, ...] = (Event(action_kind(action), p, (action.card,)),)
        if gained:
            events += (Event("capture", p, (action.card, *action.take)),)
        return field, gained, piles, events

    def _played(self, action, field: int, piles: tuple[int, ...], events: tuple) -> Self:
        """After a play: the card leaves the hand, and the same seat draws next."""
        p = self.mover
        hands = with_seat(self.hands, p, self.hands[p] & ~CARDS_BY_ID[action.card].mask)
        return self._replace(hands=hands, field=field, piles=piles, phase=DRAW, events=events)

    def _over(self, events: tuple, settlement, reason: str) -> Self:
        """The deal's end: the settlement's points, the winner (None for a shared lead)."""
        best = max(settlement.points)
        leaders = [seat for seat, pts in enumerate(settlement.points) if pts == best]
        winner = leaders[0] if len(leaders) == 1 else None
        result = Result(winner, settlement.points, reason, settlement)
        return self._replace(phase=OVER, current=None, result=result,
                             events=events + (Event("over", winner, points=best),))
