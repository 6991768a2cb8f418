"""Hana-awase's rules against the sources: the deck's 264 card points, every yaku of Japanese
Wikipedia's table on the cards the table names, the larger yaku paying instead of the smaller,
the deals for three and for two, the misdeal, and the settlement's formula."""

from __future__ import annotations

import random

import pytest

from engine.errors import RecordError, SetupError
from engine.hanaawase import deal
from engine.hanaawase.rules import DECK_POINTS, RULESETS, YAKU_IDS, YAKU_NAMES, get_rules
from engine.hanaawase.scoring import settle
from engine.hanaawase.state import Deal, State
from engine.hanaawase.yaku import card_points, yaku_of, yaku_progress
from engine.hanafuda.cards import DECK, MONTH_MASKS, mask_of

WIKI = get_rules("wikipedia")

# Japanese Wikipedia 花合わせ, the table of yaku: each yaku, the cards it names, its value.
PUBLISHED = [
    ("goko", ["pine-crane", "cherry-curtain", "pampas-moon", "willow-rainman",
              "paulownia-phoenix"], 200),
    ("shiko", ["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"], 60),
    ("akatan", ["pine-ribbon", "plum-ribbon", "cherry-ribbon"], 40),
    ("aotan", ["peony-ribbon", "chrysanthemum-ribbon", "maple-ribbon"], 40),
    ("omote-sugawara", ["pine-crane", "plum-warbler", "cherry-curtain"], 30),
    ("teppo", ["cherry-curtain", "pampas-moon", "chrysanthemum-sake"], 30),
    ("matsukiribozu", ["pine-crane", "pampas-moon", "paulownia-phoenix"], 20),
    ("inoshikacho", ["clover-boar", "maple-deer", "peony-butterflies"], 20),
    ("hanami-zake", ["cherry-curtain", "chrysanthemum-sake"], 20),
    ("tsukimi-zake", ["pampas-moon", "chrysanthemum-sake"], 20),
    ("kusatan", ["wisteria-ribbon", "iris-ribbon", "clover-ribbon"], 20),
    ("fujishima", [c.id for c in DECK if c.flower == "wisteria"], 20),
    ("kirishima", [c.id for c in DECK if c.flower == "paulownia"], 20),
    ("ameshima", [c.id for c in DECK if c.flower == "willow"], 20),
    # Any seven (six) of the nine ribbons but the willow's: one example each.
    ("nanatan", ["pine-ribbon", "plum-ribbon", "wisteria-ribbon", "iris-ribbon",
                 "peony-ribbon", "clover-ribbon", "maple-ribbon"], 40),
    ("rokutan", ["plum-ribbon", "cherry-ribbon", "wisteria-ribbon", "iris-ribbon",
                 "clover-ribbon", "maple-ribbon"], 30),
]


def ids(found) -> list[str]:
    return [y.id for y in found]


def test_the_deck_holds_264_card_points_and_par_shares_them_out():
    assert DECK_POINTS == card_points(mask_of(DECK)) == 264
    assert WIKI.par(3) == 88 and WIKI.par(2) == 132
    assert get_rules("bakappana").par(3) == 0


def test_the_table_names_every_yaku_once_and_every_one_has_its_terms():
    assert sorted(y for y, _, _ in PUBLISHED) == sorted(YAKU_IDS) == sorted(WIKI.yaku)
    for y in YAKU_IDS:
        assert all(YAKU_NAMES[y][lang] for lang in ("ja", "vi", "zh", "en", "ja_romaji"))


@pytest.mark.parametrize(("yaku", "cards", "value"), PUBLISHED, ids=[p[0] for p in PUBLISHED])
def test_each_yaku_on_the_cards_the_source_names(yaku, cards, value):
    pile = mask_of(cards)
    found = yaku_of(pile, WIKI)
    assert yaku in ids(found) and dict(found)[yaku] == value
    for missing in cards:  # one card fewer and it is not made (the ribbon sets: any one)
        assert yaku not in ids(yaku_of(pile & ~mask_of([missing]), WIKI))


def test_the_willow_ribbon_counts_for_no_ribbon_yaku():
    six_with_willow = ["plum-ribbon", "cherry-ribbon", "wisteria-ribbon", "iris-ribbon",
                       "clover-ribbon", "willow-ribbon"]
    assert "rokutan" not in ids(yaku_of(mask_of(six_with_willow), WIKI))


def test_four_brights_with_the_rain_man_are_no_yaku():
    """四光 is the four brights without the rain man; with him, four make nothing."""
    found = yaku_of(mask_of(["pine-crane", "cherry-curtain", "willow-rainman",
                             "paulownia-phoenix"]), WIKI)
    assert "shiko" not in ids(found) and "goko" not in ids(found)


def test_a_larger_yaku_pays_instead_of_the_smaller_one_it_holds():
    five = mask_of(PUBLISHED[0][1])
    assert "shiko" not in ids(yaku_of(five, WIKI))
    with_sake = ids(yaku_of(five | mask_of(["chrysanthemum-sake"]), WIKI))
    assert {"goko", "matsukiribozu", "teppo"} <= set(with_sake) and "shiko" not in with_sake
    seven = mask_of([c.id for c in DECK if c.kind == "ribbon" and c.flower != "willow"][:7])
    assert "nanatan" in ids(yaku_of(seven, WIKI)) and "rokutan" not in ids(yaku_of(seven, WIKI))


def test_other_yaku_stack():
    """The gun holds both sake yaku, and all three are paid (the sources list them apart)."""
    found = ids(yaku_of(mask_of(["cherry-curtain", "pampas-moon", "chrysanthemum-sake"]), WIKI))
    assert found == ["teppo", "hanami-zake", "tsukimi-zake"]


def test_progress_shows_the_next_step_only():
    three = mask_of(["pine-crane", "cherry-curtain", "pampas-moon"])
    shown = {p.yaku for p in yaku_progress(three, WIKI)}
    assert "shiko" in shown and "goko" not in shown


@pytest.mark.parametrize(("seats", "hand", "field", "stock"), [(3, 7, 6, 21), (2, 10, 8, 20)])
def test_the_deal_for_three_and_for_two(seats, hand, field, stock):
    for seed in range(50):
        state = deal("wikipedia", seed=seed, seats=seats)
        assert [len(state.hand(s)) for s in range(seats)] == [hand] * seats
        assert len(state.field_cards()) == field and len(state.stock) == stock
        # the hands and the stock run out together: a card from each a turn
        assert stock == seats * hand
        assert state.current == state.deal.dealer


def test_a_seat_count_the_sources_do_not_deal_is_refused():
    for seats in (1, 4):
        with pytest.raises(SetupError, match=str(seats)):
            deal("wikipedia", seed=1, seats=seats)


def test_four_of_a_month_on_the_field_is_dealt_again():
    """The misdeal: no seeded deal keeps four of a month on the field, and a record that does
    is refused."""
    for seed in range(300):
        field = deal("wikipedia", seed=seed).field
        assert not any(field & m == m for m in MONTH_MASKS)
    ids_ = [c.id for c in DECK]
    pines = ids_[:4]
    rest = ids_[4:]
    bad = Deal(0, (tuple(rest[:7]), tuple(rest[7:14]), tuple(rest[14:21])),
               tuple(pines + rest[21:23]), tuple(rest[23:]))
    with pytest.raises(RecordError, match="four cards of one month"):
        State.from_deal("wikipedia", bad)


def test_the_dealer_is_drawn_for_by_the_earliest_month():
    dealers = {deal("wikipedia", rng=random.Random(s)).deal.dealer for s in range(40)}
    assert dealers == {0, 1, 2}


def test_the_settlement_follows_the_sources_formula():
    """Wikipedia: a seat's result = (card points − 88) + its yaku × 2 − the others' yaku."""
    a = mask_of(["cherry-curtain", "chrysanthemum-sake"] +
                [c.id for c in DECK if c.month in (1, 2, 3, 4)
                 and c.id not in ("cherry-curtain",)])
    b = mask_of([c.id for c in DECK if c.month in (5, 6, 7, 8)]) & ~a
    c = mask_of(DECK) & ~a & ~b
    piles = [a, b, c]
    s = settle(WIKI, piles)
    cards = [card_points(p) for p in piles]
    values = [sum(y.points for y in yaku_of(p, WIKI)) for p in piles]
    for seat in range(3):
        others = sum(values) - values[seat]
        assert s.points[seat] == cards[seat] - 88 + 2 * values[seat] - others
    assert sum(s.points) == 0 and sum(s.card_points) == 264


def test_ameshima_nagashi_voids_every_yaku_of_the_deal():
    willows = mask_of([c.id for c in DECK if c.flower == "willow"])
    ribbons = mask_of(["pine-ribbon", "plum-ribbon", "cherry-ribbon"])
    rest = mask_of(DECK) & ~willows & ~ribbons
    piles = [willows, ribbons, rest]
    void = settle("ameshima-nagashi", piles)
    assert void.void and void.yaku == ((), (), ())
    assert void.points == tuple(card_points(p) - 88 for p in piles)
    paid = settle("wikipedia", piles)
    assert not paid.void and "ameshima" in ids(paid.yaku[0]) and "akatan" in ids(paid.yaku[1])


def test_bakappana_counts_card_points_alone():
    piles = [mask_of(DECK[:16]), mask_of(DECK[16:32]), mask_of(DECK[32:])]
    s = settle("bakappana", piles)
    assert s.points == s.card_points and sum(s.points) == 264
    assert all(not y for y in s.yaku)


def test_every_rule_set_names_a_source():
    assert set(RULESETS) == {"wikipedia", "ameshima-nagashi", "bakappana", "local-rules"}
    assert all(r.source for r in RULESETS.values())


# -- the stacking switches ----------------------------------------------------------------------

BRIGHT_FOUR = mask_of(["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"])
GUN = mask_of(["cherry-curtain", "pampas-moon", "chrysanthemum-sake"])


def test_teppo_is_paid_with_both_sake_yaku_unless_the_switch_says_instead():
    """Wikipedia's table lists のみ (鉄砲) and both 一杯 apart: all three are paid, 70 points;
    with ``teppo_with_sake`` off Teppō pays instead of them, 30."""
    assert sum(y.points for y in yaku_of(GUN, WIKI)) == 70
    instead = WIKI.with_changes(teppo_with_sake=False)
    assert [(y.id, y.points) for y in yaku_of(GUN, instead)] == [("teppo", 30)]
    # a single sake yaku is still paid when the gun is not made
    assert ids(yaku_of(mask_of(["cherry-curtain", "chrysanthemum-sake"]), instead)) == [
        "hanami-zake"]


def test_matsukiribozu_stacks_with_the_brights_unless_the_switch_says_instead():
    """Wikipedia pays Shikō or Gokō beside Matsukiri-bōzu (its (三光) has the crane, moon and
    phoenix inside every Shikō); FudaWiki's Hiraya: "All Dekiyaku stack except for the Brights
    Yaku" — with ``matsukiribozu_with_brights`` off the brights yaku pay instead of it."""
    five = BRIGHT_FOUR | mask_of(["willow-rainman"])
    assert ids(yaku_of(BRIGHT_FOUR, WIKI)) == ["shiko", "matsukiribozu"]
    assert ids(yaku_of(five, WIKI)) == ["goko", "matsukiribozu"]
    apart = WIKI.with_changes(matsukiribozu_with_brights=False)
    assert ids(yaku_of(BRIGHT_FOUR, apart)) == ["shiko"]
    assert ids(yaku_of(five, apart)) == ["goko"]
    three = mask_of(["pine-crane", "pampas-moon", "paulownia-phoenix"])
    assert ids(yaku_of(three, apart)) == ["matsukiribozu"]
    assert all(r.matsukiribozu_with_brights and r.teppo_with_sake for r in RULESETS.values())


# -- local-rules: hand yaku, field multipliers, FUKE --------------------------------------------

LOCAL = get_rules("local-rules")
CHAFF_SIX = ["pine-chaff-1", "pine-chaff-2", "plum-chaff-1", "plum-chaff-2", "cherry-chaff-1",
             "cherry-chaff-2"]


def _split(first: list[str]) -> list[int]:
    """Piles of an even-ish deal: ``first`` and the months 1–4 in seat 0, the rest shared."""
    a = mask_of(first)
    b = mask_of([c.id for c in DECK if c.month in (5, 6, 7, 8)]) & ~a
    return [a | (mask_of([c.id for c in DECK if c.month in (9, 10)]) & ~b), b,
            mask_of(DECK) & ~a & ~b & ~mask_of([c.id for c in DECK if c.month in (9, 10)])]


def test_a_hand_of_seven_or_six_chaff_is_paid_by_each_other_seat():
    """toranpu.wiki's 花合わせ: a first hand of seven chaff = 30 points, of six = 20; sazano
    lists 七カス / 六カス among the local rules. The willow's lightning is not chaff here
    (Hiraya), and a hand of ten (two seats) is not read."""
    from engine.hanaawase.yaku import teyaku_of

    seven = mask_of([*CHAFF_SIX, "wisteria-chaff-1"])
    six = mask_of([*CHAFF_SIX, "pine-crane"])
    assert [(y.id, y.points) for y in teyaku_of(seven, LOCAL)] == [("nanakasu", 30)]
    assert [(y.id, y.points) for y in teyaku_of(six, LOCAL)] == [("rokukasu", 20)]
    assert teyaku_of(mask_of([*CHAFF_SIX, "willow-lightning"]), LOCAL)[0].id == "rokukasu"
    assert teyaku_of(seven, WIKI) == ()
    piles = [mask_of(DECK[:16]), mask_of(DECK[16:32]), mask_of(DECK[32:])]
    field = mask_of(["plum-chaff-1"])  # no bright on the opening field: × 1
    plain = settle(LOCAL, piles, (0, 0, 0), field)
    shown = settle(LOCAL, piles, (seven, six, 0), field)
    assert [a - b for a, b in zip(shown.points, plain.points, strict=True)] == [
        2 * 30 - 20, 2 * 20 - 30, -30 - 20]
    assert sum(shown.points) == 0


@pytest.mark.parametrize(("field", "times"), [
    (["plum-chaff-1"], 1),
    (["pine-crane"], 2), (["cherry-curtain"], 2), (["pampas-moon"], 2),
    (["willow-rainman"], 3), (["paulownia-phoenix"], 3),
    (["pine-crane", "paulownia-phoenix"], 3),  # the grand field rules
])
def test_the_opening_field_multiplies_every_payment(field, times):
    """sazano, 大場・絶場 for 花合わせ: 絶場 × 3 with the rain man or the phoenix on the first
    field, 大場 × 2 with the crane, the curtain or the moon; one such card is enough."""
    piles = _split(["cherry-curtain", "chrysanthemum-sake"])
    base = settle(WIKI, piles)
    s = settle(LOCAL, piles, (), mask_of(field))
    assert s.multiplier == times and s.points == tuple(times * p for p in base.points)
    assert settle(WIKI, piles, (), mask_of(field)).points == base.points


def test_fuke_a_seat_with_twenty_card_points_or_fewer_makes_the_deal_a_tie():
    """MAKING's 花合わせ JAPON: "FUKE" — a player with 20 points or less makes it a tie."""
    poor = mask_of(["pine-crane"])  # 20 card points
    piles = [poor, mask_of(DECK) & ~poor & mask_of(DECK[:30]), mask_of(DECK[30:]) & ~poor]
    s = settle(LOCAL, piles)
    assert s.tie and s.points == (0, 0, 0)
    one_more = poor | mask_of(["plum-chaff-1"])
    piles = [one_more, piles[1] & ~one_more, piles[2] & ~one_more]
    assert not settle(LOCAL, piles).tie and settle(LOCAL, piles).points != (0, 0, 0)
    assert not settle(WIKI, [poor, piles[1], piles[2]]).tie
