"""The card-art API (site/cardart.py, drawn by the project) with a plain stand-in.

Until ``website.cardart`` exists this module draws a simple coloured card so the site works.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from xml.sax.saxutils import escape

from engine.cards import CARDS_BY_ID
from engine.tamcuc import TAMCUC_BY_ID

try:  # the real art
    from . import cardart as _art
except ImportError:  # pragma: no cover - only before cardart.py lands
    _art = None

_SOURCE = Path(__file__).with_name("cardart.py")
ART_VERSION = (hashlib.sha256(_SOURCE.read_bytes()).hexdigest()[:10]
               if _SOURCE.exists() else "stand-in")

_STAND_IN_COLOURS = {1: "#2f6b3a", 2: "#b3364a", 3: "#d86f8f", 4: "#7b5aa6", 5: "#3d5fa8",
                     6: "#c2375c", 7: "#a2466e", 8: "#8c7a3b", 9: "#d9a21b", 10: "#c4471d",
                     11: "#4c7a5a", 12: "#6a4c93"}


def month_colour(month: int) -> str:
    colours = getattr(_art, "MONTH_COLOURS", None) or _STAND_IN_COLOURS
    return colours.get(month, "#888")


def _stand_in(width: int, colour: str, label: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 96">'
            f'<rect x="1" y="1" width="{width - 2}" height="94" rx="4" fill="#fbf6ea" '
            f'stroke="{colour}" stroke-width="2"/><rect x="6" y="6" width="{width - 12}" '
            f'height="84" rx="2" fill="{colour}" opacity=".85"/><text x="{width / 2}" y="54" '
            f'font-size="10" text-anchor="middle" fill="#fff">{escape(label)}</text></svg>')


def hanafuda_svg(card_id: str) -> str:
    """Standalone SVG of a Hanafuda card. :raises KeyError: for an unknown id."""
    card = CARDS_BY_ID[card_id]
    if _art is not None:
        return _art.hanafuda_svg(card_id)
    return _stand_in(60, month_colour(card.month), str(card.month))


def tamcuc_svg(card_id: str) -> str:
    """Standalone SVG of a Tam Cúc card. :raises KeyError: for an unknown id."""
    card = TAMCUC_BY_ID[card_id]
    if _art is not None:
        return _art.tamcuc_svg(card_id)
    return _stand_in(40, "#b22" if card.colour == "red" else "#222", card.rank.id[:3])


def card_back_svg() -> str:
    if _art is not None:
        return _art.card_back_svg()
    return _stand_in(60, "#5a2a1a", "")
