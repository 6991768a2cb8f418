"""A page per Tam Cúc face (``website.games.base.CardPages``): the 32 cards show 14 faces, one
per rank and colour, identical copies sharing theirs. What a page says comes from the engine
(the deck, ``engine.tamcuc.combos``, the trainer's named sets, the standard rule set); this
module only gathers it, and the template (``TEMPLATE``) words it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from flask_babel import get_translations
from website.core.words import or_list
from website.games.tamcuc import tables as tc
from website.games.tamcuc.trainer import set_label

from engine.tamcuc import (
    COLOUR_NAMES,
    COLOURS,
    DEFAULT_RULES,
    NICKNAMES,
    RANKS,
    TAMCUC_BY_ID,
    TAMCUC_DECK,
    get_rules,
)
from engine.tamcuc import trainer as T
from engine.tamcuc.cards import FULL_MASK, ids_of, mask_of
from engine.tamcuc.combos import SHAPES, beats, classify, classify_mask, combinations_in
from engine.tamcuc.rules import SEAT_COUNTS
from engine.tamcuc.state import BAT_CAI_ORDER, KET_COLUMN, breaks_ban, ket_kind, ket_points

TEMPLATE = "games/tamcuc/face.html"
SIZES = {"pair": 2, "high-triple": 3, "low-triple": 3, "four-soldiers": 4, "five-soldiers": 5}


@dataclass(frozen=True)
class Face:
    """One rank in one colour: the cards that show it, its copies in deck order."""

    id: str  # "red-general", "black-soldier"
    colour: str
    rank: object  # engine.tamcuc.Rank
    cards: tuple  # its TamCucCard copies

    @property
    def picture(self):
        return self.cards[0]

    def name(self, lang: str) -> str:
        return tc.tamcuc_face_name(self.picture, lang)

    @property
    def nickname(self) -> bool:
        return (self.colour, self.rank.id) in NICKNAMES

    def plain_name(self, lang: str) -> str:
        """Rank and colour, without the players' nickname: "Tướng đỏ"."""
        return f"{self.rank.names[lang]} {COLOUR_NAMES[self.colour][lang]}"


def _faces() -> tuple[Face, ...]:
    out = []
    for rank in sorted(RANKS, key=lambda r: -r.order):  # strongest first, red before black
        for colour in COLOURS:
            cards = tuple(c for c in TAMCUC_DECK if c.rank is rank and c.colour == colour)
            out.append(Face(f"{colour}-{rank.id}", colour, rank, cards))
    return tuple(out)


BY_ID: dict[str, Face] = {f.id: f for f in _faces()}
FACES: tuple[str, ...] = tuple(BY_ID)
_FACE_OF_CARD = {c.id: f.id for f in BY_ID.values() for c in f.cards}


def face_of(card_id: str) -> str:
    """The face a card shows. :raises KeyError: for an id of no Tam Cúc card."""
    return _FACE_OF_CARD[card_id]


def _place(shape: str, key: int) -> tuple[int, int]:
    """Where a strength stands among its shape's: (1 for the strongest, how many there are)."""
    size = SHAPES.index(shape) + 1
    keys = sorted({classify_mask(m).key for m in combinations_in(FULL_MASK, size)}, reverse=True)
    return keys.index(key) + 1, len(keys)


def _example(name: str, face: Face) -> tuple[str, ...]:
    """The first combination of the named set holding the face's first card, in deck order."""
    bit = mask_of([face.picture.id])
    for mask in combinations_in(FULL_MASK, SIZES[name]):
        if mask & bit and T.set_name(mask) == name:
            return ids_of(mask)
    raise LookupError(name)  # pragma: no cover - sets_of named it


def _ket(rules, cards: tuple[str, ...]) -> list[str]:
    """The kết these cards make called on the last trick and winning it, and đè if they beat a
    call of their shape that ends in one (``engine.tamcuc.state.ket_kind``'s kinds; a tứ tử or
    ngũ tử is paid as the kết tốt đen column, ``KET_COLUMN``)."""
    mask = mask_of(cards)
    combo = classify_mask(mask)
    kinds = [k] if (k := ket_kind(rules, mask)) else []
    for other in combinations_in(FULL_MASK, len(cards)):
        if other & mask == 0 and beats(combo, classify_mask(other)) \
                and ket_kind(rules, other, beaten_by=mask) == "de" and "de" not in kinds:
            kinds.append("de")
    return kinds


def _in_play(rules, face: Face, seats: int) -> int:
    """How many of the face's copies stay in the deck for this many seats."""
    return sum(1 for c in face.cards if not mask_of([c.id]) & rules.removed(seats))


def _shows(rules, face: Face, shape: str, size: int) -> list[tuple[tuple[int, ...], str, bool, bool]]:
    """When the shape may be shown (trình làng): the seat counts that share a rule, the rule's
    when ("first" or "any"), whether it seizes the deal, and whether enough copies stay in the
    deck for it to be formed at all."""
    groups: dict[tuple, list[int]] = {}
    for n in SEAT_COUNTS:
        if rule := rules.show_rule(n, shape):
            groups.setdefault((*rule, _in_play(rules, face, n) >= size), []).append(n)
    return [(tuple(seats), *rule) for rule, seats in groups.items()]


@cache
def _data(face_id: str) -> dict:
    face = BY_ID[face_id]
    rules = get_rules(DEFAULT_RULES)
    single = classify([face.picture.id])
    others = [f for f in BY_ID.values() if f is not face]
    sets = []
    for name in T.sets_of(face.picture.id):
        cards = _example(name, face)
        combo = classify(cards)
        kets = _ket(rules, cards)
        sets.append({"name": name, "cards": [TAMCUC_BY_ID[c] for c in cards],
                     "place": _place(combo.shape, combo.key),
                     "ket": [(KET_COLUMN[k], {n: ket_points(rules, n, k) for n in SEAT_COUNTS})
                             for k in kets],
                     "shows": _shows(rules, face, combo.shape, len(cards))})
    seats = []
    for n in SEAT_COUNTS:
        seats.append({"seats": n, "in_play": _in_play(rules, face, n),
                      "banned": breaks_ban(rules, n, True, mask_of([face.picture.id])),
                      "top": rules.banned_order(n) == face.rank.order and face.colour == "red"})
    return {
        "face": face,
        "rank_place": (sorted((r.order for r in RANKS), reverse=True).index(face.rank.order) + 1,
                       len(RANKS)),
        "place": _place("single", single.key),
        "beats": [f for f in others if beats(single, classify([f.picture.id]))],
        "beaten_by": [f for f in others if beats(classify([f.picture.id]), single)],
        "copies_tie": len(face.cards) > 1 and not beats(classify([face.cards[0].id]),
                                                        classify([face.cards[1].id])),
        "sets": sets,
        "seats": seats,
        "bat_cai": BAT_CAI_ORDER.index(face.rank.id) + 1,
        "seat_counts": SEAT_COUNTS,
    }


def players(seats) -> str:
    """Seat counts as the reader says them: "2 or 4 players"."""
    return get_translations().ngettext("%(num)s player", "%(num)s players", max(seats)) % {
        "num": or_list(seats)}


def face(face_id: str, lang: str) -> dict:
    """What the face's page shows, with the named sets worded in the reader's language.

    :raises KeyError: for an id of no face."""
    data = dict(_data(face_id))
    data["sets"] = [{**s, "label": set_label(s["name"]),
                     "shows": [(players(seats), *rule) for seats, *rule in s["shows"]]}
                    for s in data["sets"]]
    return data
