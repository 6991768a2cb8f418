"""Tam Cúc actions as short text, printed and parsed symmetrically.

>>> format_action(Call(("red-horse-1", "red-horse-2")))
'call red-horse-1,red-horse-2'
>>> parse_action("offer 2 black-soldier-1")
Offer(to=2, cards=('black-soldier-1',))
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import NotationError, UnknownCardError
from .cards import CARD_INDEX
from .state import Accept, Action, Call, Chui, Lay, Offer, Pass, Reveal, Show

_WITH_CARDS: dict[str, Callable[[tuple[str, ...]], Action]] = {
    "show": Show, "call": Call, "lay": Lay, "accept": Accept}
_BARE: dict[str, Callable[[], Action]] = {"pass": Pass, "reveal": Reveal, "chui": Chui}
_VERB: dict[object, str] = {cls: verb for verb, cls in (*_WITH_CARDS.items(), *_BARE.items())}


def format_action(action: Action) -> str:
    if isinstance(action, Offer):
        return f"offer {action.to} {','.join(action.cards)}"
    verb = _VERB[type(action)]
    if isinstance(action, Show | Call | Lay | Accept):
        return f"{verb} {','.join(action.cards)}"
    return verb


def parse_cards(text: str) -> tuple[str, ...]:
    """Comma-separated card ids, in deck order. :raises NotationError: on an unknown or
    repeated card."""
    ids = [t.strip() for t in text.split(",")]
    for card_id in ids:
        if card_id not in CARD_INDEX:
            raise NotationError(str(UnknownCardError(card_id)))
    if len(set(ids)) != len(ids):
        raise NotationError(f"a card appears twice in {text!r}")
    return tuple(sorted(ids, key=CARD_INDEX.__getitem__))


def parse_action(text: str) -> Action:
    """:raises NotationError: naming what does not parse."""
    if not isinstance(text, str):
        raise NotationError(f"an action is text, not {type(text).__name__}")
    words = text.split()
    if not words:
        raise NotationError("empty action")
    verb, args = words[0], words[1:]
    if verb in _BARE and not args:
        return _BARE[verb]()
    if verb in _WITH_CARDS and len(args) == 1:
        return _WITH_CARDS[verb](parse_cards(args[0]))
    if verb == "offer" and len(args) == 2 and args[0].isdigit():
        return Offer(int(args[0]), parse_cards(args[1]))
    raise NotationError(f"cannot read action {text!r}")


class _Notation:
    """The game's :class:`engine.protocol.Notation`: an action's text names no seat (a record
    keeps each action's seat beside it), so reading one gives the seat as None.

    >>> NOTATION.parse_action(NOTATION.format_action(Chui(), 3))
    (None, Chui())
    """

    @staticmethod
    def format_action(action: Action, seat: int) -> str:
        return format_action(action)

    @staticmethod
    def parse_action(text: str) -> tuple[None, Action]:
        return None, parse_action(text)


NOTATION = _Notation()
