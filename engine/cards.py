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

from .errors import UnknownCardError

KINDS = ("bright", "animal", "ribbon", "chaff")
KIND_POINTS = {"bright": 20, "animal": 10, "ribbon": 5, "chaff": 1}
RIBBON_COLOURS = ("poetry-red", "blue", "plain-red")
LANGUAGES = ("ja", "vi", "zh", "en")


@dataclass(frozen=True)
class Month:
    """A month of the flower calendar: its flower and its names."""

    number: int
    flower: str  # id used in card ids and URLs: "pine", "plum", ...
    month_name: str  # the old Japanese month name, kanji
    month_romaji: str
    season: str  # "winter", "spring", "summer", "autumn"
    names: dict  # flower name per language: ja, ja_romaji, vi, zh, en

    def name(self, lang: str) -> str:
        return self.names[lang]


MONTHS: tuple[Month, ...] = (
    Month(1, "pine", "睦月", "Mutsuki", "winter",
          {"ja": "松", "ja_romaji": "Matsu", "vi": "Thông", "zh": "松", "en": "Pine"}),
    Month(2, "plum", "如月", "Kisaragi", "spring",
          {"ja": "梅", "ja_romaji": "Ume", "vi": "Mai", "zh": "梅", "en": "Plum blossom"}),
    Month(3, "cherry", "弥生", "Yayoi", "spring",
          {"ja": "桜", "ja_romaji": "Sakura", "vi": "Anh đào", "zh": "樱", "en": "Cherry blossom"}),
    Month(4, "wisteria", "卯月", "Uzuki", "spring",
          {"ja": "藤", "ja_romaji": "Fuji", "vi": "Tử đằng", "zh": "藤", "en": "Wisteria"}),
    Month(5, "iris", "皐月", "Satsuki", "summer",
          {"ja": "菖蒲", "ja_romaji": "Ayame", "vi": "Diên vĩ", "zh": "菖蒲", "en": "Iris"}),
    Month(6, "peony", "水無月", "Minazuki", "summer",
          {"ja": "牡丹", "ja_romaji": "Botan", "vi": "Mẫu đơn", "zh": "牡丹", "en": "Peony"}),
    Month(7, "clover", "文月", "Fumizuki", "summer",
          {"ja": "萩", "ja_romaji": "Hagi", "vi": "Cỏ ba lá (hagi)", "zh": "胡枝子",
           "en": "Bush clover"}),
    Month(8, "pampas", "葉月", "Hazuki", "autumn",
          {"ja": "芒", "ja_romaji": "Susuki", "vi": "Cỏ lau (susuki)", "zh": "芒草",
           "en": "Pampas grass"}),
    Month(9, "chrysanthemum", "長月", "Nagatsuki", "autumn",
          {"ja": "菊", "ja_romaji": "Kiku", "vi": "Cúc", "zh": "菊", "en": "Chrysanthemum"}),
    Month(10, "maple", "神無月", "Kannazuki", "autumn",
          {"ja": "紅葉", "ja_romaji": "Momiji", "vi": "Phong", "zh": "红叶", "en": "Maple"}),
    Month(11, "willow", "霜月", "Shimotsuki", "winter",
          {"ja": "柳", "ja_romaji": "Yanagi", "vi": "Liễu", "zh": "柳", "en": "Willow"}),
    Month(12, "paulownia", "師走", "Shiwasu", "winter",
          {"ja": "桐", "ja_romaji": "Kiri", "vi": "Ngô đồng", "zh": "桐", "en": "Paulownia"}),
)
MONTH_BY_FLOWER = {m.flower: m for m in MONTHS}

# Subject names per language; ribbon and chaff subjects are generic.
SUBJECTS: dict[str, dict[str, str]] = {
    "crane": {"ja": "鶴", "ja_romaji": "Tsuru", "vi": "Hạc và mặt trời", "zh": "鹤",
              "en": "Crane and sun"},
    "curtain": {"ja": "幕", "ja_romaji": "Maku", "vi": "Màn hội hoa", "zh": "幔幕",
                "en": "Curtain"},
    "moon": {"ja": "月", "ja_romaji": "Tsuki", "vi": "Trăng rằm", "zh": "月", "en": "Full moon"},
    "rainman": {"ja": "小野道風", "ja_romaji": "Ono no Michikaze", "vi": "Người đi mưa",
                "zh": "小野道风", "en": "Rain man"},
    "phoenix": {"ja": "鳳凰", "ja_romaji": "Hōō", "vi": "Phượng hoàng", "zh": "凤凰",
                "en": "Phoenix"},
    "warbler": {"ja": "鶯", "ja_romaji": "Uguisu", "vi": "Chim oanh", "zh": "莺",
                "en": "Bush warbler"},
    "cuckoo": {"ja": "不如帰", "ja_romaji": "Hototogisu", "vi": "Chim đỗ quyên", "zh": "杜鹃",
               "en": "Cuckoo"},
    "bridge": {"ja": "八橋", "ja_romaji": "Yatsuhashi", "vi": "Cầu ván", "zh": "八桥",
               "en": "Eight-plank bridge"},
    "butterflies": {"ja": "蝶", "ja_romaji": "Chō", "vi": "Bướm", "zh": "蝶", "en": "Butterflies"},
    "boar": {"ja": "猪", "ja_romaji": "Inoshishi", "vi": "Lợn rừng", "zh": "野猪", "en": "Boar"},
    "geese": {"ja": "雁", "ja_romaji": "Kari", "vi": "Ngỗng trời", "zh": "雁", "en": "Geese"},
    "sake": {"ja": "盃", "ja_romaji": "Sakazuki", "vi": "Chén rượu", "zh": "酒杯",
             "en": "Sake cup"},
    "deer": {"ja": "鹿", "ja_romaji": "Shika", "vi": "Hươu", "zh": "鹿", "en": "Deer"},
    "swallow": {"ja": "燕", "ja_romaji": "Tsubame", "vi": "Chim én", "zh": "燕",
                "en": "Swallow"},
    "lightning": {"ja": "雷", "ja_romaji": "Kaminari", "vi": "Sấm sét", "zh": "雷",
                  "en": "Lightning"},
    "poetry-red": {"ja": "赤短", "ja_romaji": "Akatan", "vi": "Dải thơ đỏ", "zh": "赤短",
                   "en": "Red poetry ribbon"},
    "blue": {"ja": "青短", "ja_romaji": "Aotan", "vi": "Dải xanh", "zh": "青短",
             "en": "Blue ribbon"},
    "plain-red": {"ja": "短冊", "ja_romaji": "Tanzaku", "vi": "Dải đỏ trơn", "zh": "红短",
                  "en": "Plain red ribbon"},
    "chaff": {"ja": "カス", "ja_romaji": "Kasu", "vi": "Lá thường", "zh": "杂牌", "en": "Chaff"},
}

KIND_NAMES: dict[str, dict[str, str]] = {
    "bright": {"ja": "光", "ja_romaji": "Hikari", "vi": "Quang", "zh": "光", "en": "Bright"},
    "animal": {"ja": "種", "ja_romaji": "Tane", "vi": "Tane (con vật)", "zh": "种",
               "en": "Animal"},
    "ribbon": {"ja": "短冊", "ja_romaji": "Tanzaku", "vi": "Dải (tan)", "zh": "短",
               "en": "Ribbon"},
    "chaff": {"ja": "カス", "ja_romaji": "Kasu", "vi": "Lá thường (kasu)", "zh": "杂",
              "en": "Chaff"},
}


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
        month = MONTHS[self.month - 1]
        flower = month.names[lang]
        subject = SUBJECTS[self.subject][lang]
        number = f" {self.copy}" if self.copy else ""
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
    layout = [
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


def cards_in(mask: int) -> list[Card]:
    """The cards whose bits are set in ``mask``, in deck order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return out


_IDS: dict[int, tuple[str, ...]] = {}


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
