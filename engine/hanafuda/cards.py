"""The 48 Hanafuda cards: one source of truth for every page, puzzle and game.

Card ids are public notation (URLs, records, CLI): month flower, then subject.

>>> card("pine-crane").kind
'bright'
>>> card("maple-deer").points
10
>>> len(DECK)
48
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import terms

from ..errors import EngineError, UnknownCardError

KINDS = ("bright", "animal", "ribbon", "chaff")
KIND_POINTS = {"bright": 20, "animal": 10, "ribbon": 5, "chaff": 1}
RIBBON_COLOURS = ("poetry-red", "blue", "plain-red")
LANGUAGES = ("ja", "vi", "zh", "en")
SEASONS = ("spring", "summer", "autumn", "winter")


def lunar_season(month: int) -> str:
    """The season of a month of the old lunar calendar: months 1–3 are spring … 10–12 winter.

    >>> lunar_season(1), lunar_season(7), lunar_season(10)
    ('spring', 'autumn', 'winter')
    """
    return SEASONS[(month - 1) // 3]


@dataclass(frozen=True)
class Month:
    """A month of the flower calendar: its flower and its names."""

    number: int
    flower: str  # id used in card ids and URLs: "pine", "plum", ...
    month_name: str  # the old Japanese month name, kanji
    month_romaji: str
    season: str  # lunar quarter: "spring" (months 1–3) … "winter" (10–12)
    names: dict[str, str]  # flower name per language: ja, ja_romaji, vi, zh, en

    def name(self, lang: str) -> str:
        return self.names[lang]


# (number, flower id, old month name, its romanisation); names come from engine/terms.
_MONTH_ROWS = (
    (1, "pine", "睦月", "Mutsuki"), (2, "plum", "如月", "Kisaragi"), (3, "cherry", "弥生", "Yayoi"),
    (4, "wisteria", "卯月", "Uzuki"), (5, "iris", "皐月", "Satsuki"),
    (6, "peony", "水無月", "Minazuki"), (7, "clover", "文月", "Fumizuki"),
    (8, "pampas", "葉月", "Hazuki"), (9, "chrysanthemum", "長月", "Nagatsuki"),
    (10, "maple", "神無月", "Kannazuki"), (11, "willow", "霜月", "Shimotsuki"),
    (12, "paulownia", "師走", "Shiwasu"),
)
_FLOWER_NAMES = terms.names("flower")
MONTHS: tuple[Month, ...] = tuple(
    Month(n, flower, kanji, romaji, lunar_season(n), _FLOWER_NAMES[flower])
    for n, flower, kanji, romaji in _MONTH_ROWS)
MONTH_BY_FLOWER = {m.flower: m for m in MONTHS}

# Subject and kind names per language, from the term tables; ribbon and chaff subjects are generic.
SUBJECTS: dict[str, dict[str, str]] = terms.names("subject")
KIND_NAMES: dict[str, dict[str, str]] = terms.names("kind")


@dataclass(frozen=True)
class Card:
    """One Hanafuda card. ``index`` is its place in :data:`DECK` (0–47)."""

    id: str
    index: int
    month: int
    kind: str
    subject: str  # special subject, or the ribbon colour, or "chaff"
    ribbon: str | None = None  # "poetry-red", "blue", "plain-red" for ribbons
    copy: int = 0  # 1, 2, 3 for chaff cards; 0 otherwise

    @property
    def flower(self) -> str:
        return MONTHS[self.month - 1].flower

    @property
    def points(self) -> int:
        """The card's face value: 20, 10, 5 or 1."""
        return KIND_POINTS[self.kind]

    @property
    def mask(self) -> int:
        return 1 << self.index

    def name(self, lang: str) -> str:
        """The card's name in ``lang`` (ja, ja_romaji, vi, zh, en).

        >>> card("pine-crane").name("en")
        'Pine – Crane and sun'
        >>> card("willow-rainman").name("ja")
        '柳に小野道風'
        """
        return self._named(lang, f" {self.copy}" if self.copy else "")

    def spoken_name(self, lang: str) -> str:
        """The name players say, without the copy number that tells identical chaff cards
        apart (``name`` and the ids keep it): what sentences, alt texts, tooltips and card
        pages use (``website.decks.card_name``).

        >>> card("pine-chaff-2").spoken_name("en")
        'Pine – Chaff'
        """
        return self._named(lang, "")

    def _named(self, lang: str, number: str) -> str:
        month = MONTHS[self.month - 1]
        flower = month.names[lang]
        subject = SUBJECTS[self.subject][lang]
        if lang == "ja":
            joiner = "の" if self.subject == "chaff" else "に"
            return f"{flower}{joiner}{subject}{number}"
        if lang == "ja_romaji":
            joiner = " no " if self.subject == "chaff" else " ni "
            return f"{flower}{joiner}{subject}{number}"
        if lang == "zh":
            return f"{flower}·{subject}{number}"
        return f"{flower} – {subject}{number}"


def _build_deck() -> tuple[Card, ...]:
    # (flower, specials): each special is (subject, kind, ribbon colour or None)
    layout: list[tuple[str, list[tuple[str, str, str | None]]]] = [
        ("pine", [("crane", "bright", None), ("poetry-red", "ribbon", "poetry-red")]),
        ("plum", [("warbler", "animal", None), ("poetry-red", "ribbon", "poetry-red")]),
        ("cherry", [("curtain", "bright", None), ("poetry-red", "ribbon", "poetry-red")]),
        ("wisteria", [("cuckoo", "animal", None), ("plain-red", "ribbon", "plain-red")]),
        ("iris", [("bridge", "animal", None), ("plain-red", "ribbon", "plain-red")]),
        ("peony", [("butterflies", "animal", None), ("blue", "ribbon", "blue")]),
        ("clover", [("boar", "animal", None), ("plain-red", "ribbon", "plain-red")]),
        ("pampas", [("moon", "bright", None), ("geese", "animal", None)]),
        ("chrysanthemum", [("sake", "animal", None), ("blue", "ribbon", "blue")]),
        ("maple", [("deer", "animal", None), ("blue", "ribbon", "blue")]),
        ("willow", [("rainman", "bright", None), ("swallow", "animal", None),
                    ("plain-red", "ribbon", "plain-red"), ("lightning", "chaff", None)]),
        ("paulownia", [("phoenix", "bright", None)]),
    ]
    short_subject = {"poetry-red": "ribbon", "blue": "ribbon", "plain-red": "ribbon",
                     "sake": "sake"}
    cards: list[Card] = []
    for month, (flower, specials) in enumerate(layout, start=1):
        for subject, kind, ribbon in specials:
            slug = short_subject.get(subject, subject)
            cards.append(Card(f"{flower}-{slug}", len(cards), month, kind, subject, ribbon))
        for copy in range(1, 5 - len(specials)):
            cards.append(Card(f"{flower}-chaff-{copy}", len(cards), month, "chaff", "chaff",
                              None, copy))
    return tuple(cards)


DECK: tuple[Card, ...] = _build_deck()
CARDS_BY_ID: dict[str, Card] = {c.id: c for c in DECK}
CARD_IDS: tuple[str, ...] = tuple(c.id for c in DECK)


def card(card_id: str) -> Card:
    """The card with this id.

    :raises UnknownCardError: when no card has that id.
    """
    try:
        return CARDS_BY_ID[card_id]
    except (KeyError, TypeError):
        raise UnknownCardError(card_id) from None


def cards(card_ids) -> list[Card]:
    """Cards for a sequence of ids, each checked."""
    return [card(i) for i in card_ids]


def month_cards(month: int) -> tuple[Card, ...]:
    return tuple(c for c in DECK if c.month == month)


def mask_of(cards_or_ids) -> int:
    """A bit mask with one bit per card (bit ``index``)."""
    m = 0
    for c in cards_or_ids:
        m |= (card(c) if isinstance(c, str) else c).mask
    return m


def pile_of(card_ids) -> int:
    """The mask of a list of card ids, each known and none twice (a pile typed in).

    :raises EngineError: naming an unknown or repeated card."""
    seen: set[str] = set()
    for cid in card_ids:
        card(cid)
        if cid in seen:
            raise EngineError(f"card given twice: {cid!r}")
        seen.add(cid)
    return mask_of(card_ids)


def cards_in(mask: int) -> list[Card]:
    """The cards whose bits are set in ``mask``, in deck order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return out


_IDS: dict[int, tuple[str, ...]] = {}


def card_ids(mask: int) -> list[str]:
    """The ids of the cards in ``mask``, in deck order, as a list (JSON positions)."""
    return list(ids_in(mask))


def ids_in(mask: int) -> tuple[str, ...]:
    """The ids of the cards in ``mask``, in deck order (memoized: observations ask for the
    same hands, fields and piles again and again)."""
    found = _IDS.get(mask)
    if found is None:
        if len(_IDS) > 200_000:
            _IDS.clear()
        found = _IDS[mask] = tuple(c.id for c in cards_in(mask))
    return found


MONTH_MASKS: tuple[int, ...] = tuple(mask_of(month_cards(m)) for m in range(1, 13))

# Each month's four cards sit side by side in the deck, so month m is the nibble of bits
# 4(m-1)..4(m-1)+3 of a mask: whole-month questions become a few bit operations.
assert all(MONTH_MASKS[m] == 0xF << (4 * m) for m in range(12))
_NIBBLE_LOW_BITS = int("1" * 12, 16)  # bit 0 of every month's nibble


def has_full_month(mask: int) -> bool:
    """Whether ``mask`` holds all four cards of some month.

    >>> has_full_month(mask_of(month_cards(3)))
    True
    """
    return bool(mask & (mask >> 1) & (mask >> 2) & (mask >> 3) & _NIBBLE_LOW_BITS)


def months_all_even(mask: int) -> bool:
    """Whether ``mask`` holds an even number of cards (0, 2 or 4) of every month."""
    parity = mask ^ (mask >> 1)
    parity ^= parity >> 2
    return not parity & _NIBBLE_LOW_BITS
