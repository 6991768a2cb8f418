"""The pieces of a fishing-game deal that Koi-Koi, Hachi-Hachi and Hana-awase play the same way."""

from __future__ import annotations

import random
from enum import StrEnum
from typing import Protocol

from ..errors import IllegalActionError
from .cards import CARD_IDS, DECK, ids_in, mask_of


class Phase(StrEnum):
    """Whose step a turn is at: a StrEnum, so each equals (and prints, and dumps to JSON as)
    the plain string records, templates and older code compare it with."""

    PLAY = "play"
    DRAW = "draw"
    DECIDE = "decide"
    OVER = "over"

    def __repr__(self) -> str:
        return repr(self.value)  # reads as the string it equals, in doctests and messages


PLAY, DRAW, DECIDE, OVER = Phase


def choose_dealer(rng: random.Random, seats: int) -> int:
    """Each seat draws a card: the earliest month deals; in the same month, the higher value;
    a tie for first draws again."""
    while True:
        drawn = rng.sample(DECK, seats)
        keys = sorted((c.month, -c.points, seat) for seat, c in enumerate(drawn))
        if keys[0][:2] != keys[1][:2]:
            return keys[0][2]


def forced_draw(state):
    """Turning over the stock card is no choice when it can take only one way."""
    legal = state.legal_actions()
    return legal[0] if state.phase == DRAW and len(legal) == 1 else None


def visible_cards(obs) -> frozenset[str]:
    """The cards a fishing-game observation shows its seat: its hand, the field, every pile and
    the card turned over from the stock. The others' hands and the stock stay unseen."""
    cards = {*obs.hand, *obs.field, *(c for pile in obs.piles for c in pile)}
    if obs.drawn:
        cards.add(obs.drawn)
    return frozenset(cards)


def deal_unseen(obs, rng: random.Random) -> tuple[tuple[int, ...], list[str]]:
    """What a seat does not see, dealt at random for a search over it: (every seat's hand as a
    mask, the seat's own as it is, the others' as many cards as they hold; the stock, the
    card turned over first)."""
    seen = visible_cards(obs)
    unseen = [c for c in CARD_IDS if c not in seen]
    rng.shuffle(unseen)
    hands = []
    for seat, n in enumerate(obs.hand_sizes):
        if seat == obs.player:
            hands.append(mask_of(obs.hand))
        else:
            hands.append(mask_of(unseen[:n]))
            unseen = unseen[n:]
    return tuple(hands), ([obs.drawn] if obs.drawn else []) + unseen


class Stocked(Protocol):
    """A deal's order of the stock, as a fishing state reads it."""

    @property
    def stock(self) -> tuple[str, ...]: ...


class Moving:
    """A position with a seat to move (``current``), None once the deal is over."""

    __slots__ = ()
    current: int | None

    @property
    def mover(self) -> int:
        """The seat to move while the deal goes on (``current`` without its None).

        :raises IllegalActionError: once the deal is over."""
        seat = self.current
        if seat is None:
            raise IllegalActionError("the deal is over: nobody is to move")
        return seat


class FishingState(Moving):
    """A state's card queries, for a state with ``deal`` (its stock), ``stock_pos``,
    ``hands``, ``piles`` and ``field`` as card masks, and ``phase``."""

    __slots__ = ()
    deal: Stocked
    stock_pos: int
    hands: tuple[int, ...]
    piles: tuple[int, ...]
    field: int
    phase: str

    @property
    def stock(self) -> tuple[str, ...]:
        """The cards still in the stock, next first (hidden information)."""
        return self.deal.stock[self.stock_pos:]

    @property
    def drawn(self) -> str | None:
        """The stock card turned over and waiting to be resolved, during the draw phase."""
        return self.deal.stock[self.stock_pos] if self.phase == DRAW else None

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def hand(self, seat: int) -> tuple[str, ...]:
        return ids_in(self.hands[seat])

    def pile(self, seat: int) -> tuple[str, ...]:
        return ids_in(self.piles[seat])

    def field_cards(self) -> tuple[str, ...]:
        return ids_in(self.field)
