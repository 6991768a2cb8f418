"""Move notation, one action per line, printed and parsed symmetrically: Koi-Koi's captures
(``<seat> play <card> [x <card>[,<card>]]``, ``<seat> draw …``) and the two calls
``<seat> sage`` and ``<seat> shobu``.

>>> format_action(Play("pine-crane", ("pine-chaff-1",)), 2)
'2 play pine-crane x pine-chaff-1'
>>> parse_action("1 shobu")
(1, Call(decision='shobu'))
>>> parse_action(format_action(Draw("maple-deer", ()), 0))
(0, Draw(card='maple-deer', take=()))
"""

from __future__ import annotations

from ..hanafuda.matching import Draw, Play
from ..hanafuda.matching import format_action as format_action
from ..hanafuda.matching import format_movetext as format_movetext
from ..hanafuda.matching import parse_action as parse_line
from .state import SAGE, SHOBU, Call


def parse_action(text: str) -> tuple[int | None, Play | Draw | Call]:
    """Parse one action; the seat prefix is optional (None when absent).

    :raises NotationError: naming what does not parse.
    :raises UnknownCardError: for an unknown card id.
    """
    return parse_line(text, 3, (SAGE, SHOBU), Call)


def parse_movetext(text: str) -> list[tuple[int | None, Play | Draw | Call]]:
    return [parse_action(line) for line in text.splitlines() if line.strip()]
