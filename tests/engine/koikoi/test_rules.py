"""Rule sets as data: the named tables, their switches, variants and scored yaku."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from engine.errors import EngineError, UnknownRulesError
from engine.koikoi.rules import (
    DEFAULT_RULES,
    HAND_YAKU,
    NINTENDO,
    RULESETS,
    VIEWING_MODES,
    YAKU_IDS,
    YAKU_NAMES,
    RuleSet,
    get_rules,
)

ALL_YAKU = ("goko", "shiko", "ame-shiko", "sanko", "hanami-zake", "tsukimi-zake",
            "inoshikacho", "tane", "akatan", "aotan", "akatan-aotan", "tanzaku", "kasu",
            "teshi", "kuttsuki")
NO_VIEWING = tuple(y for y in ALL_YAKU if y not in ("hanami-zake", "tsukimi-zake"))
NAME_LANGS = ("ja", "ja_romaji", "vi", "zh", "en")

NINTENDO_POINTS = {"goko": 10, "shiko": 8, "ame-shiko": 7, "sanko": 5, "hanami-zake": 5,
                   "tsukimi-zake": 5, "inoshikacho": 5, "tane": 1, "akatan": 5, "aotan": 5,
                   "akatan-aotan": 10, "tanzaku": 1, "kasu": 1, "teshi": 6, "kuttsuki": 6}
ONLINE_15_POINTS = {"goko": 15, "shiko": 10, "ame-shiko": 8, "sanko": 6, "inoshikacho": 5,
                    "tane": 1, "akatan": 6, "aotan": 6, "tanzaku": 1, "kasu": 1, "teshi": 6,
                    "kuttsuki": 6}
SET_BONUS = {"inoshikacho", "tane", "akatan", "aotan", "akatan-aotan", "tanzaku", "kasu"}
COUNT_BONUS = {"tane", "tanzaku", "kasu"}

# name: (points, bonus_per_card, switches that matter for scoring and play)
EXPECTED = {
    "nintendo": (NINTENDO_POINTS, SET_BONUS, dict(
        sanko_with_rainman=False, inoshikacho_absorbs_tane=True, ribbons_absorb_tanzaku=True,
        combined_ribbons=True, sake_as_chaff=True, viewing="on", seven_doubles=True,
        koikoi_doubles=True, multipliers_multiply=True, hand_yaku=True,
        exhausted_dealer_points=0, field_redeal_four_pairs=False, rounds=12)),
    "wikipedia": (NINTENDO_POINTS, COUNT_BONUS, dict(
        sanko_with_rainman=False, inoshikacho_absorbs_tane=False,
        ribbons_absorb_tanzaku=False, combined_ribbons=True, sake_as_chaff=True, viewing="on",
        seven_doubles=True, koikoi_doubles=True, multipliers_multiply=True, hand_yaku=True,
        exhausted_dealer_points=1, field_redeal_four_pairs=True, rounds=12)),
    "vietnam": (NINTENDO_POINTS, COUNT_BONUS, dict(
        sanko_with_rainman=True, inoshikacho_absorbs_tane=False, ribbons_absorb_tanzaku=False,
        combined_ribbons=True, sake_as_chaff=True, viewing="on", seven_doubles=False,
        koikoi_doubles=True, hand_yaku=True, exhausted_dealer_points=0,
        dealer_keeps_on_exhausted=True, rounds=12)),
    "online-15": (ONLINE_15_POINTS, COUNT_BONUS, dict(
        sanko_with_rainman=False, inoshikacho_absorbs_tane=False,
        ribbons_absorb_tanzaku=False, combined_ribbons=False, sake_as_chaff=True,
        viewing="off", seven_doubles=False, koikoi_doubles=False, hand_yaku=True,
        field_redeal_four_pairs=True, rounds=1)),
    "baike": (NINTENDO_POINTS, SET_BONUS, dict(
        sanko_with_rainman=False, inoshikacho_absorbs_tane=True, ribbons_absorb_tanzaku=True,
        combined_ribbons=True, sake_as_chaff=True, viewing="off", seven_doubles=True,
        koikoi_doubles=True, multipliers_multiply=True, hand_yaku=True, max_koikoi=None,
        rounds=12)),
}

SCORED = {
    "nintendo": ALL_YAKU,
    "wikipedia": ALL_YAKU,
    "vietnam": ALL_YAKU,
    "online-15": ("goko", "shiko", "ame-shiko", "sanko", "inoshikacho", "tane", "akatan",
                  "aotan", "tanzaku", "kasu", "teshi", "kuttsuki"),
    "baike": NO_VIEWING,
}


def test_named_rule_sets():
    assert list(RULESETS) == ["nintendo", "wikipedia", "vietnam", "online-15", "baike",
                              "koikoi-japan", "bright-field"]
    assert DEFAULT_RULES == "nintendo"
    assert get_rules(DEFAULT_RULES) is NINTENDO


def test_yaku_ids_table_order():
    assert YAKU_IDS == ALL_YAKU
    assert HAND_YAKU == ("teshi", "kuttsuki")
    assert VIEWING_MODES == ("on", "off", "with-other-yaku", "rain-cancels")


@pytest.mark.parametrize("yaku", ALL_YAKU)
def test_every_yaku_is_named_in_every_language(yaku):
    assert set(YAKU_NAMES[yaku]) == set(NAME_LANGS)
    assert all(YAKU_NAMES[yaku][lang].strip() for lang in NAME_LANGS)


@pytest.mark.parametrize("lang", NAME_LANGS)
def test_yaku_names_are_distinct(lang):
    assert len({YAKU_NAMES[y][lang] for y in ALL_YAKU}) == len(ALL_YAKU)


@pytest.mark.parametrize("name", list(EXPECTED))
def test_rule_set_table(name):
    points, bonus, switches = EXPECTED[name]
    rules = get_rules(name)
    assert rules.name == name
    assert rules.source
    assert dict(rules.points) == points
    assert rules.bonus_per_card == bonus
    for switch, value in switches.items():
        assert getattr(rules, switch) == value, switch


@pytest.mark.parametrize("name", list(SCORED))
def test_scored_yaku(name):
    assert get_rules(name).scored_yaku() == SCORED[name]


def test_nintendo_defaults():
    # The default table, spelled out.
    assert NINTENDO.points["goko"] == 10
    assert NINTENDO.points["shiko"] == 8
    assert NINTENDO.points["ame-shiko"] == 7
    assert NINTENDO.points["sanko"] == 5
    assert NINTENDO.points["teshi"] == NINTENDO.points["kuttsuki"] == 6
    assert NINTENDO.max_koikoi is None


@pytest.mark.parametrize("bad", ["Nintendo", "", "koikoi", "online15", None])
def test_unknown_rule_set(bad):
    with pytest.raises(UnknownRulesError) as info:
        get_rules(bad)
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, EngineError)
    assert info.value.name == bad
    assert repr(bad) in str(info.value)


def test_with_changes_builds_a_variant_and_leaves_the_original():
    v = NINTENDO.with_changes(name="house", sanko_with_rainman=True, viewing="rain-cancels")
    assert isinstance(v, RuleSet)
    assert (v.name, v.sanko_with_rainman, v.viewing) == ("house", True, "rain-cancels")
    assert v.points is NINTENDO.points
    assert (NINTENDO.name, NINTENDO.sanko_with_rainman, NINTENDO.viewing) == (
        "nintendo", False, "on")
    assert get_rules("nintendo") is NINTENDO


def test_with_changes_freezes_points_and_bonus():
    src = {"goko": 12, "sanko": 4}
    v = NINTENDO.with_changes(points=src, bonus_per_card=["kasu"])
    assert isinstance(v.points, MappingProxyType)
    assert dict(v.points) == {"goko": 12, "sanko": 4}
    src["goko"] = 99  # the variant does not see later edits
    assert v.points["goko"] == 12
    with pytest.raises(TypeError):
        v.points["goko"] = 1
    assert v.bonus_per_card == frozenset({"kasu"})
    assert v.scored_yaku() == ("goko", "sanko")


def test_rule_sets_are_frozen():
    with pytest.raises(AttributeError):
        NINTENDO.viewing = "off"  # type: ignore[misc]
    with pytest.raises(TypeError):
        NINTENDO.points["goko"] = 1


def test_with_changes_rejects_unknown_switch():
    with pytest.raises(TypeError):
        NINTENDO.with_changes(no_such_switch=True)


@pytest.mark.parametrize(("mode", "viewing_scored"), [
    ("on", True), ("off", False), ("with-other-yaku", True), ("rain-cancels", True)])
def test_scored_yaku_by_viewing_mode(mode, viewing_scored):
    got = NINTENDO.with_changes(viewing=mode).scored_yaku()
    assert got == (ALL_YAKU if viewing_scored else NO_VIEWING)


def test_scored_yaku_follows_switches():
    assert "akatan-aotan" not in NINTENDO.with_changes(combined_ribbons=False).scored_yaku()
    no_hand = NINTENDO.with_changes(hand_yaku=False).scored_yaku()
    assert no_hand == ALL_YAKU[:-2]
    pts = dict(NINTENDO_POINTS)
    pts["tanzaku"] = None
    assert "tanzaku" not in NINTENDO.with_changes(points=pts).scored_yaku()
