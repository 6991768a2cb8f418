"""Every teyaku and dekiyaku of Hachi-Hachi under both rule sets, with the seed's values."""

from __future__ import annotations

import pytest

from engine.hachihachi.dekiyaku import card_points, dekiyaku
from engine.hachihachi.rules import get_rules
from engine.hachihachi.scoring import field_multiplier, settle
from engine.hachihachi.teyaku import teyaku
from engine.hanafuda.cards import CARDS_BY_ID, DECK, mask_of

# Seed 000's table, as printed there (points).
SEED_TEYAKU = {"sanbon": 10, "tatesanbon": 15, "aka": 15, "tanichi": 20, "toichi": 20,
               "pikaichi": 20, "kuttsuki": 20, "karasu": 25, "teshi": 30, "haneken": 30,
               "ichinishi": 35, "shiso": 50}
SEED_DEKIYAKU = {"akatan": 35, "aotan": 35, "inoshikacho": 35, "nanatan": 50, "shiko": 50,
                 "goko": 75, "sujiroku": 50, "sujishichi": 60, "sujihachi": 75, "sujiku": 100}
# The traditional values in kan, as docs/hachihachi-rules.md sources them: ja.wikipedia 八八
# for the teyaku (Tan'ichi, Toichi 3 and Karasu 4 without the nuke bonus, Haneken 7),
# Shiragiku Hanafuda for Gokō 12 and the chaff ladder 12 + 2 a card; the rest the seed / 5.
TRADITIONAL_TEYAKU = {"sanbon": 2, "tatesanbon": 3, "aka": 3, "tanichi": 3, "toichi": 3,
                      "pikaichi": 4, "kuttsuki": 4, "karasu": 4, "teshi": 6, "haneken": 7,
                      "ichinishi": 7, "shiso": 10}
TRADITIONAL_DEKIYAKU = {"akatan": 7, "aotan": 7, "inoshikacho": 7, "nanatan": 10, "shiko": 10,
                        "goko": 12, "sujiroku": 12, "sujishichi": 14, "sujihachi": 16,
                        "sujiku": 18}

SIX_CHAFF = ["cherry-chaff-1", "iris-chaff-1", "peony-chaff-1", "maple-chaff-1",
             "paulownia-chaff-1", "clover-chaff-1"]
ODD_SPECIALS = ["plum-warbler", "cherry-curtain", "maple-deer", "pampas-moon"]
PINE4 = ["pine-crane", "pine-ribbon", "pine-chaff-1", "pine-chaff-2"]

HANDS = {
    "sanbon": PINE4[:3] + ODD_SPECIALS,
    "tatesanbon": ["wisteria-cuckoo", "wisteria-ribbon", "wisteria-chaff-1", *ODD_SPECIALS],
    "aka": ["pine-ribbon", "plum-ribbon", *SIX_CHAFF[:5]],
    "tanichi": ["pine-ribbon", *SIX_CHAFF],
    "toichi": ["plum-warbler", *SIX_CHAFF],
    "pikaichi": ["pine-crane", *SIX_CHAFF],
    "kuttsuki": ["pine-crane", "pine-ribbon", "plum-warbler", "plum-ribbon", "cherry-curtain",
                 "cherry-ribbon", "maple-deer"],
    "karasu": ["pine-chaff-1", *SIX_CHAFF],
    "teshi": PINE4 + ["plum-warbler", "cherry-curtain", "maple-deer"],
    "haneken": PINE4[:3] + ["plum-warbler", "plum-ribbon", "cherry-curtain", "cherry-ribbon"],
    "ichinishi": PINE4 + ["plum-warbler", "plum-ribbon", "maple-deer"],
    "shiso": PINE4 + ["plum-warbler", "plum-ribbon", "plum-chaff-1"],
}


def ids(found):
    return [(y.id, y.points) for y in found]


@pytest.mark.parametrize("name", sorted(HANDS))
def test_each_teyaku_has_the_seed_value(name):
    hand = mask_of(HANDS[name])
    assert len(HANDS[name]) == 7
    assert ids(teyaku(hand, "seed-000")) == [(name, SEED_TEYAKU[name])]
    assert ids(teyaku(hand, "traditional")) == [(name, TRADITIONAL_TEYAKU[name])]


def test_willow_cards_are_chaff_for_teyaku():
    for willow in ("willow-rainman", "willow-swallow", "willow-ribbon", "willow-lightning"):
        hand = mask_of([willow, *SIX_CHAFF])
        for rules in ("seed-000", "traditional"):
            value = (SEED_TEYAKU if rules == "seed-000" else TRADITIONAL_TEYAKU)["karasu"]
            assert ids(teyaku(hand, rules)) == [("karasu", value)]


def test_tatesanbon_cards_differ_between_rule_sets():
    willow3 = mask_of(["willow-rainman", "willow-swallow", "willow-ribbon", *ODD_SPECIALS])
    assert ids(teyaku(willow3, "seed-000")) == [("tatesanbon", 15)]
    assert ids(teyaku(willow3, "traditional")) == [("sanbon", 2)]
    paulownia_chaff = mask_of(["paulownia-chaff-1", "paulownia-chaff-2", "paulownia-chaff-3",
                               *ODD_SPECIALS])
    assert ids(teyaku(paulownia_chaff, "seed-000")) == [("sanbon", 10)]
    assert ids(teyaku(paulownia_chaff, "traditional")) == [("tatesanbon", 3)]
    with_phoenix = mask_of(["paulownia-phoenix", "paulownia-chaff-1", "paulownia-chaff-2",
                            *ODD_SPECIALS])
    assert ids(teyaku(with_phoenix, "traditional")) == [("sanbon", 2)]


def test_aka_takes_red_ribbons_in_the_seed_and_any_ribbon_traditionally():
    blue = mask_of(["peony-ribbon", "maple-ribbon", *SIX_CHAFF[:5]])
    assert ids(teyaku(blue, "seed-000")) == []
    assert ids(teyaku(blue, "traditional")) == [("aka", 3)]


def test_two_triples_score_once_in_the_seed_and_twice_traditionally():
    hand = mask_of(PINE4[:3] + ["plum-warbler", "plum-ribbon", "plum-chaff-1", "maple-deer"])
    assert ids(teyaku(hand, "seed-000")) == [("sanbon", 10)]
    assert ids(teyaku(hand, "traditional")) == [("sanbon", 2), ("sanbon", 2)]


def test_one_teyaku_of_each_group():
    hand = mask_of(["pine-crane", "pine-chaff-1", "pine-chaff-2", *SIX_CHAFF[:4]])
    assert ids(teyaku(hand, "seed-000")) == [("pikaichi", 20), ("sanbon", 10)]


def test_a_hand_without_teyaku():
    hand = mask_of(["pine-crane", "plum-warbler", "cherry-ribbon", "wisteria-cuckoo",
                    "iris-bridge", "peony-ribbon", "maple-deer"])
    assert teyaku(hand, "seed-000") == () == teyaku(hand, "traditional")


POETRY = ["pine-ribbon", "plum-ribbon", "cherry-ribbon"]
BLUE = ["peony-ribbon", "chrysanthemum-ribbon", "maple-ribbon"]
PLAIN = ["wisteria-ribbon", "iris-ribbon", "clover-ribbon"]
BRIGHTS4 = ["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"]
CHAFF = [c for c in (f"{m}-chaff-{n}" for m in ("pine", "plum", "cherry", "wisteria", "iris",
                                                 "peony", "clover", "pampas",
                                                 "chrysanthemum", "maple", "paulownia")
                     for n in (1, 2, 3)) if c in CARDS_BY_ID]

PILES = {
    "akatan": POETRY,
    "aotan": BLUE,
    "inoshikacho": ["clover-boar", "maple-deer", "peony-butterflies"],
    "shiko": BRIGHTS4,
    "goko": [*BRIGHTS4, "willow-rainman"],
    "sujiroku": CHAFF[:16],
    "sujishichi": CHAFF[:17],
    "sujihachi": CHAFF[:18],
    "sujiku": CHAFF[:19],
}


@pytest.mark.parametrize("name", sorted(PILES))
def test_each_dekiyaku_has_the_seed_value(name):
    pile = mask_of(PILES[name])
    assert ids(dekiyaku(pile, "seed-000")) == [(name, SEED_DEKIYAKU[name])]
    assert ids(dekiyaku(pile, "traditional")) == [(name, TRADITIONAL_DEKIYAKU[name])]


def test_nanatan_is_seven_ribbons_without_the_willow_ribbon():
    seven = mask_of(POETRY + PLAIN + BLUE[:1])
    assert ids(dekiyaku(seven, "seed-000")) == [("akatan", 35), ("nanatan", 50)]
    with_willow = mask_of(POETRY + PLAIN[:2] + BLUE[:1] + ["willow-ribbon"])
    assert ids(dekiyaku(with_willow, "seed-000")) == [("akatan", 35)]


def test_the_rain_man_makes_goko_but_not_shiko():
    assert dekiyaku(mask_of(BRIGHTS4[:3] + ["willow-rainman"]), "seed-000") == ()


def test_willow_cards_count_towards_the_chaff_ladder():
    pile = mask_of(CHAFF[:15] + ["willow-swallow"])
    assert ids(dekiyaku(pile, "seed-000")) == [("sujiroku", 50)]
    assert dekiyaku(mask_of(CHAFF[:15]), "seed-000") == ()


def test_card_points_of_the_deck_are_264():
    assert card_points(mask_of(DECK)) == 264


def test_field_multipliers_are_traditional_only():
    traditional, seed = get_rules("traditional"), get_rules("seed-000")
    assert field_multiplier(mask_of(["pine-chaff-1"]), traditional) == 1
    for bright, factor in (("pine-crane", 2), ("cherry-curtain", 2), ("pampas-moon", 2),
                           ("willow-rainman", 4), ("paulownia-phoenix", 4)):
        assert field_multiplier(mask_of([bright]), traditional) == factor
        assert field_multiplier(mask_of([bright]), seed) == 1


def _split_deck():
    """Three piles of 88 card points each and no dekiyaku (for the special yaku)."""
    piles, points = [0, 0, 0], [0, 0, 0]
    for c in sorted(DECK, key=lambda c: (-c.points, c.index)):
        seat = min(range(3), key=lambda s: (points[s], s))
        piles[seat] |= c.mask
        points[seat] += c.points
    assert points == [88, 88, 88]
    assert all(dekiyaku(p, "seed-000") == () for p in piles)
    return piles


def test_sohachi_pays_the_dealer_from_both_others():
    piles = _split_deck()
    for rules, value in (("seed-000", 50), ("traditional", 10 * 12)):
        s = settle(rules, 1, (0, 0, 0), piles)
        assert [ids(x) for x in s.special][1][0][0] == "sohachi"
        others = [s.points[0], s.points[2]]
        base = 88 if rules == "seed-000" else 0
        assert others == [base - value, base - value]
        assert s.points[1] == base + 2 * value


def test_futahachi_from_168_card_points():
    big = mask_of([c for c in DECK if c.points >= 10])  # 5 brights + 9 animals
    assert card_points(big) == 190
    rest = mask_of(DECK) & ~big
    s = settle("seed-000", 0, (0, 0, 0), (big, rest, 0))
    assert ("futahachi", 50) in ids(s.special[0])
    t = settle("traditional", 0, (0, 0, 0), (big, rest, 0))
    assert sum(t.points) == 0
    assert t.points[0] > (190 - 88)


def test_par_settlement_pays_teyaku_from_both_others_and_is_zero_sum():
    piles = _split_deck()
    hand = mask_of(HANDS["karasu"])
    s = settle("traditional", 0, (hand, 0, 0), piles, multiplier=2)
    # Karasu (4 kan = 48 mon) from each of two others, Sōhachi (10 kan) to the dealer 0,
    # all doubled by a large field.
    assert s.points == (2 * (48 * 2 + 120 * 2), 2 * (-48 - 120), 2 * (-48 - 120))


def test_after_sage_the_cards_are_not_settled():
    piles = _split_deck()
    s = settle("traditional", 0, (0, 0, 0), piles, cards_settled=False)
    assert s.points == (0, 0, 0) and s.special == ((), (), ())


# -- the values the audit disputed, and the Shikō → Gokō switch --------------------------------

def test_goko_is_twelve_kan_under_traditional():
    """Shiragiku Hanafuda, はちはちの役 五光: "五光の役代は小場で十二貫(144点)となります"
    (seed 000's 75 points / 5 would be 15; no kan source gives 15)."""
    pile = mask_of([*BRIGHTS4, "willow-rainman"])
    assert ids(dekiyaku(pile, "traditional")) == [("goko", 12)]
    assert ids(dekiyaku(pile, "seed-000")) == [("goko", 75)]


@pytest.mark.parametrize(("name", "kan"), [("tanichi", 3), ("toichi", 3), ("karasu", 4)])
def test_tanichi_toichi_karasu_are_the_base_kan_without_the_nuke(name, kan):
    """ja.wikipedia 八八, 特定の札種のみの手役: 短一 "3+1", 十一 "3+1", 空素 "4+1" — "貫数の後に
    +1とあるのはぬけ役(後述)による追加点"; the nuke bonus is not played, so the base value."""
    assert ids(teyaku(mask_of(HANDS[name]), "traditional")) == [(name, kan)]


def test_haneken_is_seven_kan():
    """Shiragiku, はちはちの役 はねけん: "はねけんの役代は小場で七貫(84点)"; ja.wikipedia 八八:
    "はねけん 7貫ではなく8貫とすることもある"."""
    assert ids(teyaku(mask_of(HANDS["haneken"]), "traditional")) == [("haneken", 7)]


def test_the_chaff_ladder_is_twelve_kan_and_two_more_a_card():
    """Shiragiku, はちはちの役 素十六: "小場で十二貫(144点)となりますが、獲ったカス札が十六枚を
    越えている場合は一枚毎に二貫(24点)増し"."""
    for n, kan in ((16, 12), (17, 14), (18, 16), (19, 18)):
        assert [y.points for y in dekiyaku(mask_of(CHAFF[:n]), "traditional")] == [kan]


FIVE = [*BRIGHTS4, "willow-rainman"]


def test_shiko_announced_before_goko_is_paid_too_under_traditional():
    """Shiragiku, はちはちの役 五光: "五光は四光とは別の役と見なされ…五光の完成で四光が無効に
    なる事はありません。四光を完成させてから五光も完成させた場合、双方で両者から二十二貫
    (264点)を受け取れる"."""
    pile = mask_of(FIVE)
    assert ids(dekiyaku(pile, "traditional", frozenset({"shiko"}))) == [("shiko", 10),
                                                                          ("goko", 12)]
    s = settle("traditional", 0, (0, 0, 0), (pile, 0, 0), cards_settled=False,
               announced=(frozenset({"shiko"}), frozenset(), frozenset()))
    assert s.points == (2 * 22 * 12, -22 * 12, -22 * 12)  # 22 kan from each of the two


def test_goko_after_a_rain_shiko_pays_goko_alone():
    """Shiragiku, はちはちの役 五光: "雨四光となってから残りの一枚を得て五光を完成させた場合は、
    五光の分の役代しか受け取れない" — no Shikō was ever announced, so Gokō alone."""
    pile = mask_of(FIVE)
    assert ids(dekiyaku(pile, "traditional")) == [("goko", 12)]
    s = settle("traditional", 0, (0, 0, 0), (pile, 0, 0), cards_settled=False)
    assert s.points == (2 * 12 * 12, -12 * 12, -12 * 12)


def test_seed_000_goko_still_replaces_shiko():
    """Seed 000 is silent on stacking: its rule set keeps Gokō replacing Shikō."""
    assert not get_rules("seed-000").goko_keeps_shiko and get_rules("traditional").goko_keeps_shiko
    assert ids(dekiyaku(mask_of(FIVE), "seed-000", frozenset({"shiko"}))) == [("goko", 75)]


def test_a_deal_pays_shiko_then_goko_when_the_rain_man_comes_later():
    """The state keeps what each seat announced: a Shikō offered at the end of an earlier turn
    (then shōbu) is paid beside the Gokō the rain man completes (Shiragiku, as above)."""
    from engine.hachihachi import Call, deal
    from engine.hachihachi.state import PLAY, SAGE, Play

    start = deal("traditional", seed=1)
    hands = (mask_of(["willow-rainman"]), mask_of(["pine-chaff-1"]), mask_of(["plum-chaff-1"]))
    s = start._replace(hands=hands, field=mask_of(["willow-swallow"]), current=0, phase=PLAY,
                       piles=(mask_of(BRIGHTS4), 0, 0),
                       claimed=(frozenset({"shiko"}), frozenset(), frozenset()))
    assert ids(s.dekiyaku(0)) == [("shiko", 10)]
    s = s.apply(Play("willow-rainman", ("willow-swallow",)))
    s = s.apply(s.legal_actions()[0])  # the draw
    assert ids(s.dekiyaku(0)) == [("shiko", 10), ("goko", 12)]
    s = s.apply(Call(SAGE))
    assert [y.id for y in s.result.settlement.dekiyaku[0]] == ["shiko", "goko"]
