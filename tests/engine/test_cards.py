"""The 48 Hanafuda cards and the 32 Tam Cúc cards: ids, kinds, names, errors."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.errors import EngineError, UnknownCardError
from engine.hanafuda.cards import (
    CARD_IDS,
    CARDS_BY_ID,
    DECK,
    KIND_POINTS,
    MONTH_MASKS,
    MONTHS,
    card,
    cards,
    cards_in,
    mask_of,
    month_cards,
)
from engine.tamcuc import RANKS, TAMCUC_BY_ID, TAMCUC_DECK, tamcuc_card

# Public notation: these ids appear in URLs and game records, so the list is spelled out.
EXPECTED_IDS = (
    "pine-crane", "pine-ribbon", "pine-chaff-1", "pine-chaff-2",
    "plum-warbler", "plum-ribbon", "plum-chaff-1", "plum-chaff-2",
    "cherry-curtain", "cherry-ribbon", "cherry-chaff-1", "cherry-chaff-2",
    "wisteria-cuckoo", "wisteria-ribbon", "wisteria-chaff-1", "wisteria-chaff-2",
    "iris-bridge", "iris-ribbon", "iris-chaff-1", "iris-chaff-2",
    "peony-butterflies", "peony-ribbon", "peony-chaff-1", "peony-chaff-2",
    "clover-boar", "clover-ribbon", "clover-chaff-1", "clover-chaff-2",
    "pampas-moon", "pampas-geese", "pampas-chaff-1", "pampas-chaff-2",
    "chrysanthemum-sake", "chrysanthemum-ribbon", "chrysanthemum-chaff-1",
    "chrysanthemum-chaff-2",
    "maple-deer", "maple-ribbon", "maple-chaff-1", "maple-chaff-2",
    "willow-rainman", "willow-swallow", "willow-ribbon", "willow-lightning",
    "paulownia-phoenix", "paulownia-chaff-1", "paulownia-chaff-2", "paulownia-chaff-3",
)

BRIGHTS = {"pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman", "paulownia-phoenix"}
ANIMALS = {"plum-warbler", "wisteria-cuckoo", "iris-bridge", "peony-butterflies", "clover-boar",
           "pampas-geese", "chrysanthemum-sake", "maple-deer", "willow-swallow"}
POETRY = {"pine-ribbon", "plum-ribbon", "cherry-ribbon"}
BLUE = {"peony-ribbon", "chrysanthemum-ribbon", "maple-ribbon"}
PLAIN = {"wisteria-ribbon", "iris-ribbon", "clover-ribbon", "willow-ribbon"}
FLOWERS = ("pine", "plum", "cherry", "wisteria", "iris", "peony", "clover", "pampas",
           "chrysanthemum", "maple", "willow", "paulownia")
NAME_LANGS = ("ja", "ja_romaji", "vi", "zh", "en")


# --- the deck -------------------------------------------------------------------------------

def test_card_ids_are_the_public_notation():
    assert CARD_IDS == EXPECTED_IDS


def test_deck_has_48_distinct_cards_indexed_in_order():
    assert len(DECK) == 48
    assert len(set(CARD_IDS)) == 48
    assert [c.index for c in DECK] == list(range(48))
    assert [c.id for c in DECK] == list(EXPECTED_IDS)
    assert set(CARDS_BY_ID) == set(EXPECTED_IDS)


def test_kind_counts():
    assert Counter(c.kind for c in DECK) == {"bright": 5, "animal": 9, "ribbon": 10,
                                             "chaff": 24}


@pytest.mark.parametrize("card_id", EXPECTED_IDS)
def test_kind_of_each_card(card_id):
    if card_id in BRIGHTS:
        expected = "bright"
    elif card_id in ANIMALS:
        expected = "animal"
    elif card_id in POETRY | BLUE | PLAIN:
        expected = "ribbon"
    else:
        expected = "chaff"
    assert card(card_id).kind == expected


def test_ribbon_colours():
    ribbons = {c.id: c.ribbon for c in DECK if c.kind == "ribbon"}
    assert ribbons == {**dict.fromkeys(POETRY, "poetry-red"), **dict.fromkeys(BLUE, "blue"),
                       **dict.fromkeys(PLAIN, "plain-red")}
    assert all(c.ribbon is None for c in DECK if c.kind != "ribbon")


def test_willow_lightning_is_chaff():
    c = card("willow-lightning")
    assert c.kind == "chaff"
    assert c.points == 1
    assert c.subject == "lightning"
    assert c.month == 11


def test_sake_cup_is_an_animal_of_september():
    c = card("chrysanthemum-sake")
    assert (c.kind, c.month, c.points, c.subject) == ("animal", 9, 10, "sake")


def test_rain_man_is_a_bright_of_november():
    c = card("willow-rainman")
    assert (c.kind, c.month, c.points) == ("bright", 11, 20)


@pytest.mark.parametrize(("kind", "points"), [("bright", 20), ("animal", 10), ("ribbon", 5),
                                              ("chaff", 1)])
def test_points_by_kind(kind, points):
    assert KIND_POINTS[kind] == points
    assert {c.points for c in DECK if c.kind == kind} == {points}


def test_deck_face_value_total_is_264():
    # 5*20 + 9*10 + 10*5 + 24*1: the 264 that Hachi-Hachi splits three ways (88 each).
    assert sum(c.points for c in DECK) == 264


def test_months_and_flowers():
    assert tuple(m.flower for m in MONTHS) == FLOWERS
    assert [m.number for m in MONTHS] == list(range(1, 13))
    for m in range(1, 13):
        cs = month_cards(m)
        assert len(cs) == 4
        assert {c.flower for c in cs} == {FLOWERS[m - 1]}
        assert all(c.id.startswith(FLOWERS[m - 1] + "-") for c in cs)


def test_chaff_copies_are_numbered():
    assert card("pine-chaff-1").copy == 1
    assert card("pine-chaff-2").copy == 2
    assert card("paulownia-chaff-3").copy == 3
    assert card("willow-lightning").copy == 0
    assert card("pine-crane").copy == 0


# --- names ----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", NAME_LANGS)
def test_every_card_has_a_distinct_name_in_every_language(lang):
    names = [c.name(lang) for c in DECK]
    assert all(isinstance(n, str) and n.strip() for n in names)
    assert len(set(names)) == 48


@pytest.mark.parametrize("lang", NAME_LANGS)
def test_every_month_is_named_in_every_language(lang):
    assert all(m.name(lang) for m in MONTHS)


@pytest.mark.parametrize(("card_id", "lang", "name"), [
    ("pine-crane", "en", "Pine – Crane and sun"),
    ("pine-crane", "ja", "松に鶴"),
    ("pine-crane", "ja_romaji", "Matsu ni Tsuru"),
    ("pine-crane", "zh", "松·鹤"),
    ("pine-crane", "vi", "Thông – Hạc và mặt trời"),
    ("willow-rainman", "ja", "柳に小野道風"),
    ("chrysanthemum-sake", "ja", "菊に盃"),
    ("pine-chaff-1", "ja", "松のカス 1"),
    ("pine-chaff-2", "ja_romaji", "Matsu no Kasu 2"),
    ("maple-ribbon", "en", "Maple – Blue ribbon"),
    ("willow-lightning", "zh", "柳·雷"),
])
def test_card_names(card_id, lang, name):
    assert card(card_id).name(lang) == name


# --- lookups and masks ----------------------------------------------------------------------

@pytest.mark.parametrize("bad", ["pine", "pine-chaff-3", "Pine-Crane", "", "willow-chaff-1",
                                 "sakura-curtain"])
def test_unknown_id_raises_naming_it(bad):
    with pytest.raises(UnknownCardError) as info:
        card(bad)
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, EngineError)
    assert info.value.card_id == bad
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize("bad", [None, 3, ["pine-crane"]])
def test_non_string_id_raises_unknown_card(bad):
    with pytest.raises(UnknownCardError):
        card(bad)


def test_cards_checks_every_id():
    assert [c.id for c in cards(["pine-crane", "maple-deer"])] == ["pine-crane", "maple-deer"]
    with pytest.raises(UnknownCardError, match="maple-moose"):
        cards(["pine-crane", "maple-moose"])


def test_mask_round_trip():
    ids = ["maple-deer", "pine-crane", "willow-lightning"]
    m = mask_of(ids)
    assert m == (1 << 0) | (1 << 36) | (1 << 43)
    assert [c.id for c in cards_in(m)] == ["pine-crane", "maple-deer", "willow-lightning"]
    assert mask_of([card("maple-deer"), "pine-crane"]) == (1 << 36) | 1
    assert mask_of([]) == 0
    assert cards_in(0) == []
    assert cards_in((1 << 48) - 1) == list(DECK)


def test_month_masks_partition_the_deck():
    assert len(MONTH_MASKS) == 12
    assert all(m.bit_count() == 4 for m in MONTH_MASKS)
    total = 0
    for m in MONTH_MASKS:
        assert total & m == 0
        total |= m
    assert total == (1 << 48) - 1
    assert MONTH_MASKS[10] == mask_of(["willow-rainman", "willow-swallow", "willow-ribbon",
                                       "willow-lightning"])


# --- Tam Cúc --------------------------------------------------------------------------------

def test_tamcuc_has_32_cards_16_per_colour():
    assert len(TAMCUC_DECK) == 32
    assert len(TAMCUC_BY_ID) == 32
    assert Counter(c.colour for c in TAMCUC_DECK) == {"red": 16, "black": 16}


@pytest.mark.parametrize("colour", ["red", "black"])
def test_tamcuc_ranks_per_colour(colour):
    counts = Counter(c.rank.id for c in TAMCUC_DECK if c.colour == colour)
    assert counts == {"general": 1, "advisor": 2, "elephant": 2, "chariot": 2, "cannon": 2,
                      "horse": 2, "soldier": 5}


def test_tamcuc_rank_order_and_glyphs():
    assert [(r.id, r.order, r.glyph) for r in RANKS] == [
        ("general", 7, "將"), ("advisor", 6, "士"), ("elephant", 5, "象"),
        ("chariot", 4, "車"), ("cannon", 3, "砲"), ("horse", 2, "馬"), ("soldier", 1, "卒")]


def test_tamcuc_ids_and_names():
    assert tamcuc_card("red-general").glyph == "將"
    assert tamcuc_card("black-soldier-5").rank.id == "soldier"
    assert tamcuc_card("red-general").name("vi") == "Tướng ông"
    assert tamcuc_card("black-general").name("vi") == "Tướng bà"
    assert tamcuc_card("red-soldier-3").name("vi") == "Tốt đỏ"  # identical copies share a name
    assert tamcuc_card("black-horse-2").name("en") == "Black Horse"
    assert tamcuc_card("black-cannon-1").name("zh") == "黑炮"
    for lang in ("vi", "zh", "en"):  # one name a face: 7 ranks in two colours
        assert len({c.name(lang) for c in TAMCUC_DECK}) == 14


@pytest.mark.parametrize("bad", ["red-general-1", "black-soldier-6", "green-horse-1",
                                 "pine-crane"])
def test_tamcuc_unknown_id(bad):
    with pytest.raises(UnknownCardError) as info:
        tamcuc_card(bad)
    assert isinstance(info.value, ValueError)
    assert repr(bad) in str(info.value)

