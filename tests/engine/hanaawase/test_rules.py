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
    assert set(RULESETS) == {"wikipedia", "ameshima-nagashi", "bakappana"}
    assert all(r.source for r in RULESETS.values())
