"""Capture by month, the move every fishing game of the 48-card deck shares (Koi-Koi,
Hachi-Hachi): a card played or drawn takes the one field card of its month, the one of two
the player names, or all three; with none it stays on the field.

>>> [a.take for a in options(Play, card("pine-crane").index, mask_of(["pine-chaff-1"]))]
[('pine-chaff-1',)]
>>> len(options(Draw, card("pine-crane").index, mask_of(["pine-chaff-1", "pine-chaff-2"])))
2
>>> capture_text(Play("pine-crane", ("pine-chaff-1",)))
'play pine-crane x pine-chaff-1'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .cards import DECK, MONTH_MASKS, card, cards_in, mask_of


class Play(NamedTuple):
    """Play ``card`` from the hand, taking ``take`` from the field."""

    card: str
    take: tuple[str, ...] = ()


class Draw(NamedTuple):
    """Turn over the stock's top card, ``card``, taking ``take`` from the field."""

    card: str
    take: tuple[str, ...] = ()


MONTH_OF: tuple[int, ...] = tuple(MONTH_MASKS[c.month - 1] for c in DECK)
OPTIONS: dict[tuple[type, int, int], tuple] = {}
_MASKS: dict[tuple[str, ...], int] = {}


def options(cls, idx: int, field: int) -> tuple:
    """The actions of class ``cls`` (:class:`Play` or :class:`Draw`) for card ``idx`` against
    the ``field`` mask, memoized by the field cards of its month."""
    matches = field & MONTH_OF[idx]
    key = (cls, idx, matches)
    found = OPTIONS.get(key)
    if found is None:
        cid = DECK[idx].id
        taken = tuple(c.id for c in cards_in(matches))
        if len(taken) == 2:
            found = (cls(cid, (taken[0],)), cls(cid, (taken[1],)))
        else:
            found = (cls(cid, taken),)
        OPTIONS[key] = found
    return found


def take_mask(ids: tuple[str, ...]) -> int:
    """``mask_of`` memoized for the small tuples that actions take."""
    m = _MASKS.get(ids)
    if m is None:
        m = _MASKS[ids] = mask_of(ids)
    return m


def capture(field: int, idx: int, take: tuple[str, ...]) -> tuple[int, int]:
    """(the field after card ``idx`` takes ``take``, the cards the player gains)."""
    if not take:
        return field | (1 << idx), 0
    taken = take_mask(take)
    return field & ~taken, taken | (1 << idx)


def capture_text(action) -> str:
    """A play or draw in the move notation: ``play <card> [x <card>,…]``."""
    verb = "play" if isinstance(action, Play) else "draw"
    return f"{verb} {action.card} x {','.join(action.take)}" if action.take else \
        f"{verb} {action.card}"


def parse_capture(words: list[str], text: str):
    """A play or draw from its notation's words (``play c``, ``draw c x t1,t2``), or None
    when the words are not a play or a draw.

    :raises NotationError: for a malformed take; :raises UnknownCardError: for a bad id."""
    from ..errors import NotationError

    if len(words) not in (2, 4) or words[0] not in ("play", "draw"):
        return None
    cls = Play if words[0] == "play" else Draw
    played = card(words[1]).id
    take: tuple[str, ...] = ()
    if len(words) == 4:
        if words[2] != "x":
            raise NotationError(f"expected 'x' before the taken cards in {text.strip()!r}")
        take = tuple(card(t).id for t in words[3].split(","))
    return cls(played, take)


def capture_to_json(action, player: int) -> dict:
    """A play or draw as a record's action object."""
    verb = "play" if isinstance(action, Play) else "draw"
    return {"player": player, verb: action.card, "take": list(action.take)}


def capture_from_json(obj: dict, where: str):
    """A play or draw from a record's action object, or None when it is neither.

    :raises RecordError: for a malformed card or take."""
    from ..errors import RecordError

    for verb, cls in (("play", Play), ("draw", Draw)):
        if verb in obj:
            take = obj.get("take", [])
            if not isinstance(take, list) or not all(isinstance(t, str) for t in take):
                raise RecordError(f"{where}: take must be a list of card ids")
            if not isinstance(obj[verb], str):
                raise RecordError(f"{where}: {verb} must be a card id")
            return cls(obj[verb], tuple(take))
    return None


def action_text(action) -> str:
    """A play, draw or call (a value with a ``decision``) in the move notation, no seat."""
    if isinstance(action, Play | Draw):
        return capture_text(action)
    decision: str = action.decision
    return decision


def check_legal(state, action) -> None:
    """:raises IllegalActionError: unless ``action`` is one of ``state``'s legal actions
    (Play and Draw are tuples, Play(c, t) == Draw(c, t): the type is compared too)."""
    from ..errors import IllegalActionError

    legal = state.legal_actions()
    if not legal or type(action) is not type(legal[0]) or action not in legal:
        try:
            text = action_text(action)
        except Exception:  # an action of the wrong shape altogether
            text = repr(action)
        raise IllegalActionError(f"illegal action for player {state.current} in the "
                                 f"{state.phase} phase: {text}")


def format_action(action, player: int | None = None) -> str:
    """The notation of ``action``; with ``player``, prefixed by the seat number."""
    text = action_text(action)
    return text if player is None else f"{player} {text}"


def parse_action(text: str, seats: int, calls: tuple[str, ...], call_cls):
    """(seat or None, action) from one line of notation: an optional seat number, then a
    play, a draw or one of the game's ``calls`` (made into ``call_cls``).

    :raises NotationError: naming what does not parse; :raises UnknownCardError: for a bad id.
    """
    from ..errors import NotationError

    words = text.split()
    player = None
    if words and words[0] in tuple(map(str, range(seats))):
        player = int(words[0])
        words = words[1:]
    if len(words) == 1 and words[0] in calls:
        return player, call_cls(words[0])
    action = parse_capture(words, text)
    if action is None:
        raise NotationError(f"cannot parse move: {text.strip()!r}")
    return player, action


@dataclass(frozen=True)
class Notation:
    """A fishing game's move notation, read: its seat count and its ``calls`` (the words of
    its decisions, made into ``call``); the captures read alike in every game."""

    seats: int
    calls: tuple[str, ...] = ()
    call: type | None = None

    def parse_action(self, text: str):
        """Parse one action; the seat prefix is optional (None when absent).

        :raises NotationError: naming what does not parse.
        :raises UnknownCardError: for an unknown card id.
        """
        return parse_action(text, self.seats, self.calls, self.call)

    def parse_movetext(self, text: str) -> list:
        """Every non-blank line of ``text``, parsed."""
        return [self.parse_action(line) for line in text.splitlines() if line.strip()]


def format_movetext(actions_with_players) -> str:
    """Several ``(player, action)`` pairs, one per line."""
    return "\n".join(format_action(a, p) for p, a in actions_with_players)
