"""Compact move notation: one action per line, printed and parsed symmetrically.

``<seat> play <card> [x <card>[,<card>...]]``, ``<seat> draw <card> [x ...]``,
``<seat> koikoi``, ``<seat> stop``.

>>> format_action(Play("pine-crane", ("pine-chaff-1",)), 0)
'0 play pine-crane x pine-chaff-1'
>>> parse_action("1 draw maple-ribbon")
(1, Draw(card='maple-ribbon', take=()))
>>> parse_action(format_action(Call("koikoi"), 1))
(1, Call(decision='koikoi'))
"""

from __future__ import annotations

from ..hanafuda.matching import format_action as format_action
from ..hanafuda.matching import format_movetext as format_movetext
from ..hanafuda.matching import parse_action as parse_line
from .state import KOIKOI, STOP, Call, Draw, Play


def parse_action(text: str) -> tuple[int | None, Play | Draw | Call]:
    """Parse one action; the seat prefix is optional (None when absent).

    :raises NotationError: naming what does not parse.
    :raises UnknownCardError: for an unknown card id.
    """
    return parse_line(text, 2, (KOIKOI, STOP), Call)


def parse_movetext(text: str) -> list[tuple[int | None, Play | Draw | Call]]:
    return [parse_action(line) for line in text.splitlines() if line.strip()]
