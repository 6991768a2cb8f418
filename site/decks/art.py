"""What the decks' card art shares: small SVG path helpers, the card's paper and border, and
the back every deck's cards show face down.

Every drawing is a standalone SVG document (``xmlns``, a ``viewBox`` ``w`` wide and 96 high,
no ``width``/``height``, so CSS sizes it), with no words in any language: the page around a
card gives it its accessible name. Output is deterministic and cached, and kept small (integer
coordinates, shared path helpers, short colours) because a chart page loads a whole deck at
once. Each deck's faces are drawn by its own module beside this one.
"""

from __future__ import annotations

import math
from functools import lru_cache

CREAM = "#fdf6e3"
INK = "#222"

_HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} 96" '
         'stroke-linecap="round" stroke-linejoin="round">')


# ---------------------------------------------------------------- path helpers

def _n(v: float) -> str:
    return str(round(v))


def _poly(pts) -> str:
    """A closed polygon: ``M x y x y ... z`` (implicit line-tos)."""
    return "M" + " ".join(f"{_n(x)} {_n(y)}" for x, y in pts) + "z"


def _star(cx, cy, ro, ri, n, rot=-90.0) -> str:
    pts = []
    for i in range(2 * n):
        r = ro if i % 2 == 0 else ri
        a = math.radians(rot + 180.0 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return _poly(pts)


def _circ(cx, cy, r) -> str:
    """A circle as a path fragment, so many dots share one element."""
    return f"M{_n(cx - r)} {_n(cy)}a{r} {r} 0 1 0 {2 * r} 0a{r} {r} 0 1 0 {-2 * r} 0"


def _circs(r, pts) -> str:
    return "".join(_circ(x, y, r) for x, y in pts)


def _fill(colour: str, d: str, extra: str = "") -> str:
    return f'<path fill="{colour}"{extra} d="{d}"/>'


def _line(colour: str, width: float, d: str, extra: str = "") -> str:
    return f'<path fill="none" stroke="{colour}" stroke-width="{width}"{extra} d="{d}"/>'


def _dots(colour: str, width: float, gap: int, d: str) -> str:
    """Round dots along a path (dash of length 0 with round caps)."""
    return _line(colour, width, d, f' stroke-dasharray="0 {gap}"')


def _outlined(colour: str, d: str, width: float = 1.2) -> str:
    return f'<path fill="{colour}" stroke="{INK}" stroke-width="{width}" d="{d}"/>'


def _mirror(body: str) -> str:
    return f'<g transform="matrix(-1 0 0 1 60 0)">{body}</g>'


def _card(body: str, w: int = 60) -> str:
    rx = 5 if w == 60 else 4
    return (_HEAD.format(w=w)
            + f'<rect x="1" y="1" width="{w - 2}" height="94" rx="{rx}" fill="{CREAM}"/>'
            + body
            + f'<rect x="1" y="1" width="{w - 2}" height="94" rx="{rx}" fill="none" '
              f'stroke="#333" stroke-width="2"/></svg>')


@lru_cache(maxsize=2)
def card_back_svg(w: int = 60) -> str:
    """The back of a card ``w`` wide (each deck's width): plain dark red inside a black
    border."""
    return (_HEAD.format(w=w)
            + f'<rect x="1" y="1" width="{w - 2}" height="94" rx="5" fill="#1a0a0a"/>'
            + f'<rect x="5" y="5" width="{w - 10}" height="86" rx="3" fill="#6b1414"/>'
            + _line("#8a2a20", 1, f"M9 9H{w - 9}V87H9z")
            + f'<rect x="1" y="1" width="{w - 2}" height="94" rx="5" fill="none" stroke="#000" '
              'stroke-width="2"/></svg>')
