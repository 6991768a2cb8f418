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

from ..errors import NotationError
from ..matching import Draw, Play, parse_capture
from .state import SAGE, SHOBU, Call, action_text


def format_action(action, player: int | None = None) -> str:
    """The notation of ``action``; with ``player``, prefixed by the seat number."""
    text = action_text(action)
    return text if player is None else f"{player} {text}"


def parse_action(text: str) -> tuple[int | None, Play | Draw | Call]:
    """Parse one action; the seat prefix is optional (None when absent).

    :raises NotationError: naming what does not parse; :raises UnknownCardError: for a bad id.
    """
    words = text.split()
    player = None
    if words and words[0] in ("0", "1", "2"):
        player = int(words[0])
        words = words[1:]
    if len(words) == 1 and words[0] in (SAGE, SHOBU):
        return player, Call(words[0])
    action = parse_capture(words, text)
    if action is None:
        raise NotationError(f"cannot parse move: {text.strip()!r}")
    return player, action


def format_movetext(actions_with_players) -> str:
    """Several ``(player, action)`` pairs, one per line."""
    return "\n".join(format_action(a, p) for p, a in actions_with_players)


def parse_movetext(text: str) -> list[tuple[int | None, Play | Draw | Call]]:
    return [parse_action(line) for line in text.splitlines() if line.strip()]
