"""Move notation, one action per line, printed and parsed symmetrically: Koi-Koi's captures
(``<seat> play <card> [x <card>[,<card>]]``, ``<seat> draw …``) and the two calls
``<seat> sage`` and ``<seat> shobu``.

>>> from engine.hanafuda.matching import Draw, Play
>>> format_action(Play("pine-crane", ("pine-chaff-1",)), 2)
'2 play pine-crane x pine-chaff-1'
>>> parse_action("1 shobu")
(1, Call(decision='shobu'))
>>> parse_action(format_action(Draw("maple-deer", ()), 0))
(0, Draw(card='maple-deer', take=()))
"""

from __future__ import annotations

from ..hanafuda.matching import Notation
from ..hanafuda.matching import format_action as format_action
from ..hanafuda.matching import format_movetext as format_movetext
from ..hanafuda.sitout import parse_with_words
from .state import SAGE, SHOBU, Call

NOTATION = Notation(7, (SAGE, SHOBU), Call)  # seats up to seven at a table
parse_action = parse_with_words(NOTATION.parse_action)
parse_movetext = NOTATION.parse_movetext
