"""Compact move notation: one action per line, printed and parsed symmetrically.

``<seat> play <card> [x <card>[,<card>...]]``, ``<seat> draw <card> [x ...]``,
``<seat> koikoi``, ``<seat> stop``.

>>> from engine.hanafuda.matching import Draw, Play
>>> format_action(Play("pine-crane", ("pine-chaff-1",)), 0)
'0 play pine-crane x pine-chaff-1'
>>> parse_action("1 draw maple-ribbon")
(1, Draw(card='maple-ribbon', take=()))
>>> parse_action(format_action(Call("koikoi"), 1))
(1, Call(decision='koikoi'))
"""

from __future__ import annotations

from ..hanafuda.matching import Notation
from ..hanafuda.matching import format_action as format_action
from ..hanafuda.matching import format_movetext as format_movetext
from .state import KOIKOI, STOP, Call

NOTATION = Notation(2, (KOIKOI, STOP), Call)
parse_action = NOTATION.parse_action
parse_movetext = NOTATION.parse_movetext
