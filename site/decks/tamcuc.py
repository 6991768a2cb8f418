"""The Tam Cúc deck: its 32 cards (:mod:`engine.tamcuc`), drawn by our own code.

The cards are tall and narrow: the rank glyph (將 士 象 車 砲 馬 卒) drawn as our own brush-like
stroke paths, so it shows without a CJK font, over a small pictogram of the rank, in red or
black ink.
"""

from __future__ import annotations

from functools import lru_cache

from flask_babel import lazy_gettext as _l
from website.decks.art import CREAM, _card, _circ, _fill, _line, _star
from website.decks.base import Deck

from engine.tamcuc import TAMCUC_BY_ID, tamcuc_card

__all__ = ["DECK", "tamcuc_svg"]

TAMCUC_INK = {"red": "#c62828", "black": "#1a1a1a"}

# Glyphs on a 20 x 20 grid, drawn as strokes (our own simplified brush forms).

GLYPHS: dict[str, str] = {
    # 將: 爿 on the left; 夕 over 寸 on the right
    "general": ("M6 1V19M2 5 4 8M1 14 6 11"
                "M12 1 9 5M11 3H17L11 9M12 5 15 7"
                "M8 12H19M16 10V18L14 17M11 14 12 16"),
    # 士: long top bar, short bottom bar, one upright
    "advisor": "M2 7H18M10 2V17M5 17H15",
    # 象: ⺈ head, the barred box, then the hanging body and legs
    "elephant": ("M9 1 6 4M8 2H13L11 5M4 5V10M4 5H16V10M4 10H16M4 7.5H16"
                 "M5 12H14L8 15M11 12Q13 16 12 19L10 18"
                 "M10 14 3 17M11 16 4 20M13 14 17 12M12 15Q14 18 19 19"),
    # 車: a bar, 田, a bar, and the axle through them all
    "chariot": "M3 2H17M4 5H16V13H4zM4 9H16M2 16H18M10 0V20",
    # 砲: 石 (bar, sweep, 口) and 包 (勹 around 巳)
    "cannon": ("M1 3H8M5 3 2 11M3 9H8V15H3z"
               "M13 1 10 6M12 4H19V14L17 16"
               "M12 8H16V11H12M12 7V17Q12 18 14 18H19V16"),
    # 馬: upright, three bars crossed, the hooked base and four dots
    "horse": ("M4 2V13M4 2H15M10 2V13M4 6H15M4 9.5H15M4 13H17V18L15 17"
              "M5 16 4 18M8 16V18M11 16 12 18M14 15 15 17"),
    # 卒: 亠, two 人, and 十
    "soldier": "M10 1V3M3 4H17M7 5 3 10M6 7 9 10M13 5 10 10M13 7 17 10M2 13H18M10 10V20",
}


def _pictogram(rank: str, ink: str) -> str:
    """A small drawing of the rank on a 30 x 30 grid, in the card's ink."""
    if rank == "general":  # a crown
        return _fill(ink, "M3 22 7 8 12 16 15 4 18 16 23 8 27 22z") + _line(ink, 2.5, "M3 26H27")
    if rank == "advisor":  # a fan
        return _fill(ink, "M15 26 3 10Q15 2 27 10z") + _line(CREAM, 1, "M15 24 9 8M15 24 21 8")
    if rank == "elephant":  # body, head, ear and trunk
        return (_fill(ink, "M3 22Q3 10 14 10Q19 10 21 12V26H17V21H9V26H5V22z"
                      + _circ(22, 14, 6))
                + _line(ink, 3, "M26 16Q30 22 26 26") + _line(CREAM, 1.5, "M19 11Q16 16 21 19"))
    if rank == "chariot":  # a spoked wheel
        return _line(ink, 2.5, _circ(15, 15, 11) + "M15 4V26M4 15H26M7 7 23 23M23 7 7 23")
    if rank == "cannon":  # a barrel on a wheel
        return (_line(ink, 6, "M8 20 27 9")
                + f'<circle cx="10" cy="22" r="6" fill="{CREAM}" stroke="{ink}" '
                  'stroke-width="2.5"/>' + _fill(ink, _circ(10, 22, 2)))
    if rank == "horse":  # a horse's head
        return _fill(ink, "M8 28Q6 16 12 10L10 4 16 8Q24 6 26 14L24 18 18 16Q20 22 22 28z")
    return _fill(ink, "M15 2 19 10H11z") + _line(ink, 2.5, "M15 8V28M8 20H22")  # a spear


@lru_cache(maxsize=64)
def tamcuc_svg(card_id: str) -> str:
    """The face of one Tam Cúc card as an SVG document (viewBox 0 0 40 96).

    :raises UnknownCardError: for an unknown card id.
    """
    c = tamcuc_card(card_id)
    ink = TAMCUC_INK[c.colour]
    rank = c.rank.id
    thin = 1.6 if rank == "elephant" else 2
    body = (f'<rect x="4" y="4" width="32" height="88" rx="2" fill="none" stroke="{ink}" '
            f'stroke-width="1"/>'
            + '<g transform="translate(5 7) scale(1.5 1.7)">'
            + _line(ink, thin, GLYPHS[rank]) + "</g>"
            + _line(ink, 1, "M8 47H32M8 88H32")
            + f'<g transform="translate(5 54)">{_pictogram(rank, ink)}</g>'
            + _fill(ink, _star(20, 47, 3, 1, 4) + _star(20, 88, 3, 1, 4)))
    return _card(body, w=40)


DECK = Deck(id="tamcuc", name=_l("Tam Cúc"), described=_l("the Vietnamese Tam Cúc"),
            path="tamcuc", width=40, img_class="tc-img", cards=TAMCUC_BY_ID, face=tamcuc_svg)
