"""The 32 Tam Cúc cards: seven ranks, red and black, written like Cờ Tướng pieces.

Each colour has 1 Tướng, 2 Sĩ, 2 Tượng, 2 Xe, 2 Pháo, 2 Mã and 5 Tốt; the glyph is the
same for both colours and red beats black of the same rank.

>>> len(TAMCUC_DECK)
32
>>> tamcuc_card("red-general").glyph
'將'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .. import terms
from ..errors import UnknownCardError

COLOURS = ("red", "black")


@dataclass(frozen=True)
class Rank:
    id: str
    glyph: str
    order: int  # 7 strongest (general) … 1 weakest (soldier)
    count: int  # cards of this rank in each colour
    names: dict[str, str]  # by language


NAME_LANGUAGES = ("vi", "zh", "en")


def _names(key: str) -> dict[str, str]:
    return {lang: terms.term(lang, "tamcuc", key) for lang in NAME_LANGUAGES}


# (id, glyph, order, count): the names are the term tables' ([tamcuc] in engine/terms).
RANKS: tuple[Rank, ...] = tuple(
    Rank(rid, glyph, order, count, _names(rid)) for rid, glyph, order, count in (
        ("general", "將", 7, 1), ("advisor", "士", 6, 2), ("elephant", "象", 5, 2),
        ("chariot", "車", 4, 2), ("cannon", "砲", 3, 2), ("horse", "馬", 2, 2),
        ("soldier", "卒", 1, 5)))
RANK_BY_ID = {r.id: r for r in RANKS}

COLOUR_NAMES = {colour: _names(colour) for colour in COLOURS}
# Names the players give to particular cards.
NICKNAMES = {(colour, rank): _names(f"{colour}-{rank}") for colour, rank in (
    ("red", "general"), ("black", "general"), ("red", "advisor"), ("red", "elephant"),
    ("black", "elephant"))}


@dataclass(frozen=True)
class TamCucCard:
    id: str
    colour: str
    rank: Rank
    copy: int  # 0 for the single general, 1.. otherwise

    @property
    def glyph(self) -> str:
        return self.rank.glyph

    def name(self, lang: str) -> str:
        """Localized name, e.g. ``Tốt đỏ``: identical cards share it, and players name no copy
        (the copy number is only in the id, ``red-soldier-3``).

        >>> tamcuc_card("red-soldier-3").name("vi"), tamcuc_card("black-general").name("en")
        ('Tốt đỏ', 'Black General (Tướng bà)')
        """
        nick = NICKNAMES.get((self.colour, self.rank.id))
        if nick:
            base = nick[lang]
        elif lang == "zh":
            base = COLOUR_NAMES[self.colour]["zh"] + self.rank.names["zh"]
        elif lang == "en":
            base = f"{COLOUR_NAMES[self.colour]['en'].capitalize()} {self.rank.names['en']}"
        else:
            base = f"{self.rank.names[lang]} {COLOUR_NAMES[self.colour][lang]}"
        return base

    def plural(self, lang: str) -> str:
        """The name for more than one such card ("Black Soldiers"; vi and zh have no plural).

        >>> tamcuc_card("red-elephant-1").plural("en")
        'Red Elephants (Tượng hồng)'
        """
        name = self.name(lang)
        if lang != "en":
            return name
        head, sep, gloss = name.partition(" (")
        return f"{head}s{sep}{gloss}"


def _build() -> tuple[TamCucCard, ...]:
    deck = []
    for colour in COLOURS:
        for rank in RANKS:
            for copy in range(1, rank.count + 1):
                n = copy if rank.count > 1 else 0
                suffix = f"-{n}" if n else ""
                deck.append(TamCucCard(f"{colour}-{rank.id}{suffix}", colour, rank, n))
    return tuple(deck)


TAMCUC_DECK: tuple[TamCucCard, ...] = _build()
TAMCUC_BY_ID = {c.id: c for c in TAMCUC_DECK}


def tamcuc_card(card_id: str) -> TamCucCard:
    """:raises UnknownCardError: when no Tam Cúc card has that id."""
    try:
        return TAMCUC_BY_ID[card_id]
    except (KeyError, TypeError):
        raise UnknownCardError(card_id) from None


# The engine works on 32-bit masks: bit ``i`` is ``TAMCUC_DECK[i]``.
CARD_INDEX = {c.id: i for i, c in enumerate(TAMCUC_DECK)}
FULL_MASK = (1 << len(TAMCUC_DECK)) - 1


def strength(card: TamCucCard) -> int:
    """Order of single cards: rank first, then red over black."""
    return card.rank.order * 2 + (card.colour == "red")


def mask_of(card_ids: Iterable[str]) -> int:
    """:raises UnknownCardError: for an id that is no Tam Cúc card."""
    mask = 0
    for card_id in card_ids:
        tamcuc_card(card_id)
        mask |= 1 << CARD_INDEX[card_id]
    return mask


def ids_of(mask: int) -> tuple[str, ...]:
    """Card ids of a mask, in deck order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(TAMCUC_DECK[low.bit_length() - 1].id)
        mask ^= low
    return tuple(out)


def cards_of(mask: int) -> tuple[TamCucCard, ...]:
    return tuple(TAMCUC_BY_ID[i] for i in ids_of(mask))
