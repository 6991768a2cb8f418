"""The Hanafuda deck: its 48 cards (:mod:`engine.hanafuda.cards`), drawn by our own code.

The visual language:

* every month has an accent colour (:data:`MONTH_COLOURS`) and a flower motif;
* brights draw their subject large and wear a small round gold badge (top left);
* animals draw their subject over the plant;
* ribbons draw a vertical ribbon: red with short dark strokes (poetry), dark blue,
  or plain red;
* chaff draw the plant only (the copies differ in layout); willow's chaff is the
  red-and-black lightning card.
"""

from __future__ import annotations

import math
from functools import lru_cache

from flask_babel import lazy_gettext as _l
from website.decks.art import (
    INK,
    _card,
    _circ,
    _circs,
    _dots,
    _fill,
    _line,
    _mirror,
    _outlined,
    _poly,
    _star,
)
from website.decks.base import Deck

from engine.hanafuda.cards import CARDS_BY_ID, card

__all__ = ["DECK", "MONTH_COLOURS", "hanafuda_svg"]

MONTH_COLOURS: dict[int, str] = {
    1: "#1b5e20",  # pine: dark green
    2: "#c62828",  # plum: red
    3: "#ec407a",  # cherry: pink
    4: "#7e57c2",  # wisteria: purple
    5: "#3949ab",  # iris: indigo
    6: "#d81b60",  # peony: deep pink
    7: "#ad1457",  # bush clover: magenta red
    8: "#37474f",  # pampas: slate (black hill, night sky)
    9: "#f9a825",  # chrysanthemum: yellow
    10: "#e64a19",  # maple: orange red
    11: "#7cb342",  # willow: yellow green
    12: "#00897b",  # paulownia: teal leaves
}

RED = "#d32"
BLUE = "#238"
RIBBON_FILLS = {"poetry-red": RED, "blue": BLUE, "plain-red": RED}


def _blossoms(colour: str, r: int, pts, petals: int = 5, centre: str | None = "#fd4") -> str:
    """Round-petalled flowers: a star whose thick round-joined stroke rounds the tips."""
    d = "".join(_star(x, y, r, r * 0.45, petals) for x, y in pts)
    out = f'<path fill="{colour}" stroke="{colour}" stroke-width="{max(2, r // 2)}" d="{d}"/>'
    if centre:
        out += _fill(centre, _circs(1, pts))
    return out

def _panel(colour: str, y0: int = 2, y1: int = 94) -> str:
    """A full-width coloured background band inside the border."""
    return f'<rect x="2" y="{y0}" width="56" height="{y1 - y0}" rx="4" fill="{colour}"/>'


# ---------------------------------------------------------------- month plants
# Each takes a variant v: 0 for a special card, 1..3 for the chaff copies.

def _pine(v: int) -> str:
    green, light, bark = "#1b5e20", "#4a4", "#5d4037"

    def dome(x, y, w):
        h = round(w * 0.6)
        return f"M{x - w} {y}a{w} {h} 0 0 1 {2 * w} 0z"

    if v == 0:  # low pine, under the crane and the sun
        domes = [(12, 86, 9), (48, 84, 9), (22, 76, 8)]
        trunk = _line(bark, 4, "M8 93Q14 84 22 78M52 93Q48 88 48 84")
    else:
        domes = [(16, 58, 11), (44, 44, 11), (30, 28, 12), (34, 74, 9)]
        trunk = _line(bark, 5, "M30 93Q22 74 32 58T30 28") + _line(
            bark, 3, "M28 64 14 58M32 50 44 44")
        if v == 2:
            domes[3] = (14, 80, 9)
    d = "".join(dome(x, y, w) for x, y, w in domes)
    tex = "".join(f"M{x - w + 4} {y - 1}q{w - 4} -{w // 2} {2 * w - 8} 0" for x, y, w in domes)
    return trunk + _fill(green, d) + _line(light, 1.5, tex)


def _branch(d: str, w: int = 4) -> str:
    return _line("#3e2723", w, d)


def _plum(v: int) -> str:
    pts = [(14, 70), (26, 58), (40, 48), (50, 40), (22, 78), (44, 64), (34, 36)]
    if v == 2:
        pts = pts[:5] + [(12, 50)]
    return (_branch("M4 86Q24 70 30 56T56 36") + _branch("M30 58 46 70M38 46 34 30", 3)
            + _blossoms("#c22", 5, pts, centre="#fff"))


def _cherry(v: int) -> str:
    pts = [(10, 12), (22, 8), (34, 12), (46, 8), (16, 22), (30, 22), (44, 20), (52, 30),
           (8, 30)]
    if v:
        pts += [(20, 66), (34, 72), (46, 62), (28, 84)]
    if v == 2:
        pts = pts[:7] + [(12, 50), (40, 44), (50, 56)]
    out = _branch("M4 40Q30 18 56 20", 3)
    if v:
        out += _fill("#a55", "M2 94V84Q20 74 38 84T58 80V94z")
    return out + _blossoms("#f48", 5, pts, centre="#c25")


def _wisteria(v: int) -> str:
    xs = [10, 24, 38, 50] if v != 2 else [14, 28, 42]
    out = _branch("M3 8Q30 20 57 6", 3)
    out += _fill("#6a4", "".join(_poly([(x, 12), (x - 6, 16), (x + 2, 17)]) for x in xs))
    top = "".join(f"M{x} {14 + (i % 2) * 4}v16" for i, x in enumerate(xs))
    low = "".join(f"M{x} {34 + (i % 2) * 4}v12" for i, x in enumerate(xs))
    return (out + _dots("#7e57c2", 7, 6, top) + _dots("#9575cd", 5, 5, low))


def _iris(v: int) -> str:
    xs = [10, 22, 36, 48] if v != 2 else [14, 28, 42, 52]
    blades = "".join(f"M{x} 93Q{x - 4} 60 {x + 4} {30 + (i % 2) * 8}Q{x + 2} 62 {x + 6} 93z"
                     for i, x in enumerate(xs))
    flowers = "".join(_iris_flower(x + 4, 26 + (i % 2) * 8) for i, x in enumerate(xs))
    return _fill("#2e7d32", blades) + _fill("#5e35b1", flowers)


def _iris_flower(x: int, y: int) -> str:
    """An iris: one upright petal and two drooping falls."""
    return (f"M{x} {y - 9}Q{x + 5} {y - 3} {x} {y}Q{x - 5} {y - 3} {x} {y - 9}z"
            f"M{x} {y}Q{x - 9} {y - 4} {x - 10} {y + 4}Q{x - 4} {y + 6} {x} {y}z"
            f"M{x} {y}Q{x + 9} {y - 4} {x + 10} {y + 4}Q{x + 4} {y + 6} {x} {y}z")


def _peony(v: int) -> str:
    leaves = _fill("#1b4d2a", "M6 92Q8 70 24 66Q20 84 6 92zM54 92Q52 70 36 66Q40 84 54 92z"
                   "M30 93Q24 80 30 70Q36 80 30 93z")
    big = [(30, 56)] if v != 2 else [(20, 50), (42, 64)]
    r = 13 if v != 2 else 10
    d = "".join(_star(x, y, r, r - 3, 9) for x, y in big)
    out = leaves + f'<path fill="#d81b60" stroke="#d81b60" stroke-width="4" d="{d}"/>'
    out += _fill("#f8b", "".join(_star(x, y, r - 5, r - 8, 7) for x, y in big))
    return out + _fill("#fd4", _circs(2, big))


def _clover(v: int) -> str:
    stems = "M6 93Q10 50 40 30M22 93Q30 60 56 50M40 93Q44 70 56 66"
    if v == 2:
        stems = "M54 93Q50 50 20 30M38 93Q30 60 4 50M20 93Q16 70 4 66"
    return (_line("#4e342e", 2.5, stems) + _line("#6a4", 4, stems, ' stroke-dasharray="3 11"')
            + _dots("#c2185b", 5, 7, stems))


def _pampas(v: int) -> str:
    out = ""
    if v == 2:
        out += _panel("#c22", 2, 60)
    out += _fill("#111", "M2 94V62Q30 36 58 62V94z")
    grass = "".join(f"M{x} 92Q{x + 2} 70 {x - 4 + (x % 3) * 4} {50 + (x % 4) * 3}"
                    for x in range(8, 56, 6))
    return out + _line("#fff", 1.5, grass)


def _chrysanthemum(v: int) -> str:
    flowers = [(18, 70, "#fb2"), (42, 60, "#fff")] if v != 2 else [(40, 74, "#fb2"),
                                                                   (18, 56, "#fff")]
    out = _fill("#2e7d32", "M4 92Q14 74 30 82Q18 94 4 92zM56 92Q46 74 30 82Q42 94 56 92z")
    if v:
        flowers.append((30 if v == 1 else 38, 34, "#fb2" if v == 1 else "#fff"))
        out += _line("#2e7d32", 2, f"M30 84Q{flowers[-1][0]} 60 {flowers[-1][0]} 40")
    for x, y, c in flowers:
        out += (f'<path fill="{c}" stroke="#c80" stroke-width="1" d="'
                f'{_star(x, y, 12, 6, 14)}"/>')
    return out + _fill("#c60", _circs(3, [(x, y) for x, y, _ in flowers]))


def _maple(v: int) -> str:
    leaves = [(12, 20, "#d32"), (30, 14, "#e64"), (48, 22, "#d32"), (20, 38, "#f80")]
    twigs = "M3 30Q30 4 57 28M30 16 20 38"
    if v == 1:
        leaves += [(44, 44, "#c22"), (14, 62, "#e64"), (34, 66, "#d32"), (48, 82, "#f80")]
        twigs += "M48 24 44 44M4 56Q30 60 48 82"
    if v == 2:
        leaves = [(14, 30, "#e64"), (36, 22, "#d32"), (50, 40, "#f80"), (24, 50, "#c22"),
                  (40, 62, "#d32"), (16, 78, "#f80")]
        twigs = "M3 18Q30 8 57 22M36 14 50 40M20 26Q30 60 16 78M30 44 40 62"
    out = _branch(twigs, 2)
    by_colour: dict[str, str] = {}
    for x, y, c in leaves:
        by_colour[c] = by_colour.get(c, "") + _maple_leaf(x, y, 10)
    return out + "".join(_fill(c, d) for c, d in by_colour.items())


def _maple_leaf(x: float, y: float, r: float) -> str:
    """Five pointed lobes, each with a tooth on either side; the stem gap at the bottom."""
    tips = ((-90, 1.0), (-36, 0.9), (16, 0.7), (164, 0.7), (216, 0.9))
    pts = []
    for i, (tip, size) in enumerate(tips):
        nxt = tips[(i + 1) % 5][0] + (360 if i == 4 else 0)
        for da, k in ((-20, 0.55), (-12, 0.75), (0, 1.0), (12, 0.75), (20, 0.55)):
            pts.append((tip + da, r * size * k))
        pts.append(((tip + nxt) / 2, r * (0.15 if i == 2 else 0.3)))
    return _poly((x + rr * math.cos(math.radians(a)), y + rr * math.sin(math.radians(a)))
                 for a, rr in pts)


def _willow(v: int) -> str:
    strands = "M8 2Q18 30 12 70M20 2Q30 36 26 62M34 2Q44 30 40 56M48 2Q56 30 52 50"
    if v == 2:
        strands = "M52 2Q42 30 48 70M40 2Q30 36 34 62M26 2Q16 30 20 56"
    return _line("#7cb342", 3, strands, ' stroke-dasharray="5 2"')


def _paulownia(v: int) -> str:
    out = ""
    if v == 3:  # the paulownia chaff with the yellow band, as on real decks
        out += _panel("#fc3", 62, 94)
    leaf = ("M30 92C8 90 4 70 14 60C18 64 24 64 30 56C36 64 42 64 46 60C56 70 52 90 30 92z")
    if v == 0:  # the phoenix card: leaves low
        leaf = "M30 93C10 92 6 82 14 76C18 80 24 80 30 74C36 80 42 80 46 76C54 82 50 92 30 93z"
    out += _fill("#00695c", leaf) + _line("#4db6ac", 1.5, "M30 92V62M30 80 18 68M30 80 42 68"
                                          if v else "M30 92V76")
    spikes = [(30, 14), (16, 24), (44, 24)] if v else [(48, 60)]
    if v == 2:
        spikes = [(22, 16), (40, 20)]
    stalk = "".join(f"M{x} {y}v24" for x, y in spikes)
    return out + _line("#4e342e", 2, stalk) + _dots("#8e6bbf", 6, 6, stalk)


PLANTS = {
    "pine": _pine, "plum": _plum, "cherry": _cherry, "wisteria": _wisteria, "iris": _iris,
    "peony": _peony, "clover": _clover, "pampas": _pampas,
    "chrysanthemum": _chrysanthemum, "maple": _maple, "willow": _willow,
    "paulownia": _paulownia,
}


# ---------------------------------------------------------------- subjects

RIBBON_PATH = "M22 20H36L40 74H26z"


def _ribbon(colour: str) -> str:
    """The vertical tanzaku ribbon, identical for every month of the same colour."""
    out = _outlined(RIBBON_FILLS[colour], RIBBON_PATH, 1.5)
    if colour == "poetry-red":  # a few dark brush strokes suggesting writing
        out += _line(INK, 2, "M30 27q3 2 0 5t1 5M31 42q-2 3 1 4t0 5M32 56q2 2-1 4t1 5")
    elif colour == "blue":
        out += _line("#fff", 1, "M24 22H34L38 72H28z")
    return out


def _crane() -> str:
    return (_fill("#d32", _circ(38, 28, 16))
            + _fill(INK, "M44 58 56 62 44 68z")
            + _line(INK, 3.5, "M26 60Q16 48 22 36")
            + '<ellipse cx="34" cy="62" rx="13" ry="8" fill="#fff" stroke="#222" '
              'stroke-width="1.5"/>'
            + _fill(INK, "M26 58Q36 50 47 58Q36 55 26 61z")
            + _outlined("#fff", _circ(22, 34, 4), 1)
            + _fill("#d32", _circ(22, 32, 2))
            + _line(INK, 2, "M19 35 10 38M32 70v16M37 70 39 86"))


def _curtain() -> str:
    return (_fill("#c22", "M3 44H57V74Q50 80 44 74 37 80 30 74 23 80 16 74 9 80 3 74z")
            + _line("#fff", 28, "M6 59H57", ' stroke-dasharray="4 8" stroke-linecap="butt"')
            + _outlined("#fff", _circ(30, 60, 8), 1)
            + _blossoms("#f48", 5, [(30, 60)], centre="#c25")
            + _line(INK, 2, "M2 44H58")
            + _line("#fb2", 2, "M8 45v10M52 45v10"))


def _moon() -> str:
    return (_panel("#c22", 2, 64)
            + f'<circle cx="30" cy="30" r="15" fill="#fff8e1" stroke="{INK}" '
              'stroke-width="1"/>')


def _rainman() -> str:
    return (_line("#35a", 3, "M3 90Q15 84 27 90T57 88")
            + _fill("#234", "M24 48H38L42 82H20z")
            + _outlined("#fdc", _circ(31, 44, 4), 1)
            + _line(INK, 1.5, "M34 30 30 66")
            + _outlined("#d32", "M16 36Q30 18 50 30Q40 28 34 32Q26 30 16 36z", 1)
            + _fill("#4a4", _circ(12, 84, 3) + "M8 86 5 90 11 87zM16 86 19 90 13 87z")
            + _line("#9ab", 1, "M6 20 2 30M54 44 50 54M12 54 8 64M54 10 50 20"))


def _phoenix() -> str:
    plumes = [("#2a7", "M30 54Q14 40 12 16"), ("#36c", "M33 52Q28 34 28 10"),
              ("#c22", "M36 54Q44 36 42 14")]
    out = "".join(_line(c, 4, d) for c, d in plumes)
    out += _fill("#fc3", _circs(3, [(12, 16), (28, 10), (42, 14)]))
    out += _outlined("#2a7", "M30 60Q42 38 56 40Q50 52 38 66z", 1)
    out += _outlined("#e53", "M16 50Q22 48 22 56Q36 54 40 64Q30 72 18 62Q14 56 16 50z",
                     1)
    out += _fill("#fc3", "M15 51 9 54 16 54zM16 50 14 44 19 48z")
    return out


def _warbler() -> str:
    return (_outlined("#7a8b2a", "M14 44Q18 36 26 40Q36 40 44 36 46 40 40 46Q30 54 18 50z", 1)
            + _fill("#5a6b1a", "M24 44Q32 40 40 42Q34 48 26 48z")
            + _fill("#fff", _circ(19, 42, 1))
            + _line(INK, 2, "M14 44 9 45"))


def _bird(x: int, y: int, colour: str, s: int = 1) -> str:
    """A flying bird facing left: body and two raised wings."""
    pts = [(-10, 2), (-4, -1), (-2, -12), (4, -2), (10, -8), (8, 0), (14, 2), (2, 3)]
    return _fill(colour, _poly([(x + px * s, y + py * s) for px, py in pts]))


def _cuckoo() -> str:
    return (_fill("#d32", "M18 5A11 11 0 1 0 28 20 9 9 0 1 1 18 5z")
            + _fill("#345", "M8 46Q16 38 32 40L50 34 46 42 52 48 32 48Q16 52 8 46z"
                            "M20 42Q28 20 48 12Q42 30 36 44z")
            + _fill("#fff", _circ(13, 44, 1)) + _line("#fc3", 2, "M8 46 3 47"))


def _bridge() -> str:
    d = "M3 84 20 70 38 84 57 70"
    return _line(INK, 10, d) + _line("#b85", 7, d) + _line(INK, 1, "M12 81l-4-5M29 81l4-5M48 81l-4-5")


def _butterflies() -> str:
    out = ""
    for x, y, c in ((17, 18, "#36c"), (43, 30, "#93c")):
        out += (_outlined("#fc3", _circs(4, [(x - 4, y + 5), (x + 4, y + 5)]), 1)
                + _outlined(c, _circs(6, [(x - 6, y - 3), (x + 6, y - 3)]), 1)
                + _line(INK, 2, f"M{x} {y - 7}v16M{x} {y - 7}l-3-4M{x} {y - 7}l3-4"))
    return out


def _boar() -> str:
    return (_outlined("#6d4c41", "M14 74Q12 56 32 54Q50 52 53 66Q52 76 44 78H20z")
            + _outlined("#5d4037", "M18 60 5 68 8 73 18 72z")
            + _line("#3e2723", 3, "M20 76v10M26 77v9M40 77v9M46 76v10")
            + _line(INK, 2, "M20 56Q34 48 52 62")
            + _line("#fff", 1.5, "M9 70l3-4") + _fill("#fff", _circ(14, 64, 1)))


def _geese() -> str:
    return _bird(14, 20, INK) + _bird(32, 12, INK) + _bird(46, 28, INK)


def _sake() -> str:
    return (_outlined("#c22", "M24 50H36L38 58H22z", 1)
            + _outlined("#d32", "M12 34H48Q46 50 30 52Q14 50 12 34z")
            + '<ellipse cx="30" cy="34" rx="18" ry="4" fill="#e64" stroke="#fb2" '
              'stroke-width="1.5"/>'
            + _line("#fb2", 2, _circ(30, 43, 4)))


def _deer() -> str:
    return (_line("#6d4c41", 2.5, "M20 72v16M26 73v15M38 73v15M43 72v16")
            + _outlined("#b0703c", "M14 68Q14 58 28 58Q36 58 40 52L44 40Q48 35 52 40L56 46 "
                                   "54 48 48 46 46 58Q46 76 30 76Q14 76 14 68zM45 41 39 36 46 38z")
            + _line("#4e342e", 2, "M47 37 44 26M45 31l-4-3M50 37l3-10M52 32l4-2")
            + _fill(INK, _circ(50, 41, 1))
            + _fill("#fff", _circs(1, [(22, 64), (28, 66), (34, 63), (25, 70), (32, 71)])))


def _swallow() -> str:
    return (_fill("#111", "M12 40Q30 30 56 18Q40 38 30 44L48 60 40 58 44 66 26 50Q16 50 12 40z")
            + _fill("#fff", "M22 46Q28 44 30 48L36 54Q26 52 22 46z")
            + _fill("#d32", "M12 40Q15 44 18 42 17 39 14 39z"))


def _lightning() -> str:
    return (_panel("#111")
            + _fill("#d32", _circs(4, [(10, 16), (22, 9), (38, 9), (50, 16)]))
            + _fill("#111", _circs(1, [(10, 16), (22, 9), (38, 9), (50, 16)]))
            + _outlined("#d32", "M38 22 18 54H30L14 90 46 48H34L48 22z", 1.5)
            + _line("#c22", 4, "M4 62Q20 58 16 94M56 62Q40 58 44 94"))


def _bright_badge() -> str:
    return ('<circle cx="10" cy="10" r="5" fill="#fc2" stroke="#b11" stroke-width="2"/>'
            + _fill("#b11", _circ(10, 10, 1)))


SUBJECTS = {
    "crane": _crane, "curtain": _curtain, "moon": _moon, "rainman": _rainman,
    "phoenix": _phoenix, "warbler": _warbler, "cuckoo": _cuckoo, "bridge": _bridge,
    "butterflies": _butterflies, "boar": _boar, "geese": _geese, "sake": _sake,
    "deer": _deer, "swallow": _swallow,
}


@lru_cache(maxsize=64)
def hanafuda_svg(card_id: str) -> str:
    """The face of one Hanafuda card as an SVG document (viewBox 0 0 60 96).

    :raises UnknownCardError: for an unknown card id.
    """
    c = card(card_id)
    flower = c.flower
    plant = PLANTS[flower]
    if c.subject == "lightning":
        return _card(_lightning())
    if c.kind == "chaff":
        body = plant(c.copy)
        if c.copy == 2:
            body = _mirror(body)
        return _card(body)
    if c.subject == "moon":
        body = _moon() + plant(0)
    elif c.kind == "ribbon":
        body = plant(1) + _ribbon(c.ribbon)
    else:
        body = plant(0) + SUBJECTS[c.subject]()
    if c.kind == "bright":
        body += _bright_badge()
    return _card(body)


DECK = Deck(id="hanafuda", name=_l("Hanafuda"), described=_l("the Japanese flower cards"),
            path="cards", width=60, img_class="card-img", cards=CARDS_BY_ID, face=hanafuda_svg)
