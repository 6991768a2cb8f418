"""The variants real tables play, as switches of ``traditional-full``: the ぬけ役 and 飛込み
bonuses on teyaku (ja.wikipedia 八八, 手役関係の備考) and fields carried to the next deals
(Board Game Arena after the なかよし村 rules; hana.kirisame.org), each against the sources' own
examples, then over thousands of seeded deals replayed from their records."""

from __future__ import annotations

import json
import random

import pytest

from engine.errors import RecordError
from engine.games import get_game
from engine.hachihachi.dekiyaku import card_points
from engine.hachihachi.record import hand_to_json, replay, replay_hand
from engine.hachihachi.rules import NUKE_TEYAKU, get_rules
from engine.hachihachi.scoring import field_multiplier, fields, settle
from engine.hachihachi.teyaku import teyaku
from engine.hanafuda.cards import DECK, MONTH_MASKS, card, mask_of
from engine.table import Table, play_match

GAME = get_game("hachihachi")
FULL = get_rules("traditional-full")
PINE = MONTH_MASKS[0]
KARASU = ["pine-chaff-1", "cherry-chaff-1", "iris-chaff-1", "peony-chaff-1", "maple-chaff-1",
          "paulownia-chaff-1", "clover-chaff-1"]
SANBON = ["pine-crane", "pine-ribbon", "pine-chaff-1", "plum-warbler", "cherry-curtain",
          "maple-deer", "pampas-moon"]


def piles_with(points: int, must: int = 0, avoid: int = 0) -> tuple[int, int, int]:
    """Three piles of the whole deck, seat 0's worth exactly ``points`` card points and
    holding ``must`` but none of ``avoid``."""
    pile = must
    left = points - card_points(must)
    for c in sorted(DECK, key=lambda c: -c.points):
        if not (pile | avoid) & c.mask and c.points <= left:
            pile |= c.mask
            left -= c.points
    assert left == 0 and card_points(pile) == points
    rest = [c.mask for c in DECK if not pile & c.mask]
    return pile, sum(rest[::2]), sum(rest[1::2])


def bonus_ids(s, seat):
    return [y.id for y in s.special[seat] if y.id in ("nuke", "tobikomi")]


# -- ぬけ役: ja.wikipedia "その月の競技終了時点で基準の88点を超えて(89点以上)取っていれば手役代に
#    1貫が追加される", on 赤・短一・十一・空素 ("3+1", "4+1") ----------------------------------------

def test_karasu_over_88_card_points_earns_one_kan_more_from_each_other_seat():
    hand = mask_of(KARASU)
    assert [y.id for y in teyaku(hand, FULL)] == ["karasu"]
    over = settle(FULL, 1, (hand, 0, 0), piles_with(89))
    at_par = settle(FULL, 1, (hand, 0, 0), piles_with(88))
    assert bonus_ids(over, 0) == ["nuke"] and bonus_ids(at_par, 0) == []
    # Karasu 4 + 1 kan from each of the two others (12 mon a kan), one card point over par.
    assert over.points[0] == 2 * 5 * 12 + 1
    assert at_par.points[0] == 2 * 4 * 12  # Sōhachi is not made: the others are not at 88
    assert sum(over.points) == sum(at_par.points) == 0


@pytest.mark.parametrize("yaku", NUKE_TEYAKU)
def test_the_nuke_is_on_the_four_kind_teyaku_only(yaku):
    hands = {"aka": ["pine-ribbon", "plum-ribbon", *KARASU[1:6]],
             "tanichi": ["pine-ribbon", *KARASU[1:]], "toichi": ["plum-warbler", *KARASU[1:]],
             "karasu": KARASU}
    hand = mask_of(hands[yaku])
    assert [y.id for y in teyaku(hand, FULL)] == [yaku]
    assert bonus_ids(settle(FULL, 0, (hand, 0, 0), piles_with(120)), 0) == ["nuke"]
    # the traditional rule set plays the base value alone ("the nuke is not played")
    assert bonus_ids(settle("traditional", 0, (hand, 0, 0), piles_with(120)), 0) == []


def test_pikaichi_earns_no_nuke():
    """ja.wikipedia writes 光一 "4" with no "+1"."""
    hand = mask_of(["pine-crane", *KARASU[1:]])
    assert [y.id for y in teyaku(hand, FULL)] == ["pikaichi"]
    assert bonus_ids(settle(FULL, 0, (hand, 0, 0), piles_with(120)), 0) == []


# -- 飛込み: "競技終了時にその月の最後の一枚をとって全部そろえた場合は「飛込み」といって手役代に
#    もう1貫追加" on 三本・立三本 ("2+1", "3+1") ----------------------------------------------------

def test_sanbon_whose_fourth_card_is_taken_earns_one_kan_more():
    hand = mask_of(SANBON)
    whole = settle(FULL, 0, (hand, 0, 0), piles_with(100, must=PINE))
    three = settle(FULL, 0, (hand, 0, 0),
                   piles_with(100, must=PINE & ~card("pine-chaff-2").mask,
                              avoid=card("pine-chaff-2").mask))
    assert bonus_ids(whole, 0) == ["tobikomi"] and bonus_ids(three, 0) == []
    assert whole.points[0] - three.points[0] == 2 * 12  # 1 kan from each of the two others


def test_two_triples_each_earn_their_own_tobikomi():
    hand = mask_of(["pine-crane", "pine-ribbon", "pine-chaff-1", "plum-warbler", "plum-ribbon",
                    "plum-chaff-1", "maple-deer"])
    assert [y.id for y in teyaku(hand, FULL)] == ["sanbon", "sanbon"]
    both = settle(FULL, 0, (hand, 0, 0), piles_with(120, must=PINE | MONTH_MASKS[1]))
    one = settle(FULL, 0, (hand, 0, 0), piles_with(120, must=PINE,
                                                  avoid=card("plum-chaff-2").mask))
    assert bonus_ids(both, 0) == ["tobikomi", "tobikomi"] and bonus_ids(one, 0) == ["tobikomi"]


def test_tatesanbon_of_the_paulownia_chaff_needs_the_phoenix():
    hand = mask_of(["paulownia-chaff-1", "paulownia-chaff-2", "paulownia-chaff-3",
                    "plum-warbler", "cherry-curtain", "maple-deer", "pampas-moon"])
    assert [y.id for y in teyaku(hand, FULL)] == ["tatesanbon"]
    with_phoenix = settle(FULL, 0, (hand, 0, 0), piles_with(120, must=MONTH_MASKS[11]))
    assert bonus_ids(with_phoenix, 0) == ["tobikomi"]


def test_bonuses_are_judged_on_the_piles_after_a_sage_too():
    hand = mask_of(KARASU)
    s = settle(FULL, 0, (hand, 0, 0), piles_with(100), cards_settled=False)
    plain = settle("traditional", 0, (hand, 0, 0), piles_with(100), cards_settled=False)
    assert bonus_ids(s, 0) == ["nuke"] and s.points[0] - plain.points[0] == 2 * 12


# -- fields carried over ---------------------------------------------------------------------------

def _field(*ids):
    return mask_of(ids)


def test_a_second_bright_carries_its_field_to_the_next_deal():
    """Board Game Arena: "If more than one Bright card appears in the table, the second and
    subsequent big deal or great deal will be carried over to the next month. If both big
    deal and great deal are issued, great deal takes precedence for the month." """
    assert fields(_field("pine-crane", "cherry-curtain"), FULL) == (2, (2,))
    assert fields(_field("pine-crane", "paulownia-phoenix"), FULL) == (4, (2,))
    assert fields(_field("pine-crane", "pampas-moon", "paulownia-phoenix"), FULL) == (4, (2, 2))
    # hana.kirisame.org: "If there are 2 lights of the same field value (such as Rain and
    # Phoenix), the next round's field is the same kind as that of the current round."
    assert fields(_field("willow-rainman", "paulownia-phoenix"), FULL) == (4, (4,))


def test_a_carried_field_is_played_beside_the_deal_own():
    assert fields(_field("pine-chaff-1"), FULL, carried=(2,)) == (2, ())
    assert fields(_field("pine-crane"), FULL, carried=(4,)) == (4, (2,))
    assert fields(_field("willow-rainman"), FULL, carried=(2,)) == (4, (2,))


def test_without_the_switch_the_largest_field_alone_and_nothing_carried():
    field = _field("pine-crane", "willow-rainman")
    assert fields(field, get_rules("traditional")) == (4, ())
    assert field_multiplier(field, FULL) == 4


def _match(seed: int, rules: str = "traditional-full", rounds: int = 12) -> dict:
    return play_match(GAME, rules, ["greedy", "random", "greedy"], seed, rounds)


def test_the_table_hands_each_deal_the_fields_of_the_one_before():
    carried_seen = 0
    for seed in range(20):
        deals = replay(json.loads(json.dumps(_match(seed))))
        before = ()
        for states, _ in deals:
            first = states[0]
            assert first.carried == before
            own = [m for cid, m in FULL.field_brights.items() if first.deal.field.count(cid)]
            assert first.multiplier == max([*before, *own], default=1)
            before = states[-1].carry_out
            carried_seen += bool(first.carried)
    assert carried_seen > 10


def test_traditional_carries_nothing():
    for seed in range(5):
        for states, _ in replay(_match(seed, "traditional")):
            assert states[0].carried == () and states[-1].carry_out == ()


def test_a_record_with_wrong_carried_fields_is_refused():
    for seed in range(40):
        record = _match(seed)
        hands = record["hands"]
        at = next((n for n, h in enumerate(hands) if h.get("carried")), None)
        if at is not None:
            break
    assert at is not None
    dropped = json.loads(json.dumps(record))
    del dropped["hands"][at]["carried"]
    with pytest.raises(RecordError, match="carried|result"):  # the field's or the points'
        replay(dropped)
    odd = json.loads(json.dumps(hands[at]))
    odd["carried"] = [3]
    with pytest.raises(RecordError, match="carried"):
        replay_hand(odd)
    plain = json.loads(json.dumps(hands[at]))
    plain["rules"] = "traditional"
    with pytest.raises(RecordError, match="carries no field"):
        replay_hand(plain)


def test_a_table_saved_and_taken_up_again_keeps_the_carried_fields():
    rng = random.Random(3)
    for seed in range(40):
        table = Table(GAME, "traditional-full", ["greedy"] * 3, 12, seed)
        while not table.match_over:
            table.deal(rng)
            table.advance(rng)
            if table.state.carry_out:
                again = Table.from_json(json.loads(json.dumps(table.to_json())))
                again.deal(rng)
                assert again.state.carried == table.state.carry_out
                return
    raise AssertionError("no deal carried a field")


# -- thousands of seeded deals --------------------------------------------------------------------

def test_thousands_of_deals_replay_settle_zero_sum_and_pay_the_bonuses_the_sources_say():
    deals = earned = carried = 0
    for seed in range(200):
        record = json.loads(json.dumps(_match(50_000 + seed)))
        for states, actions in replay(record):
            final = states[-1]
            s = final.result.settlement
            assert sum(final.result.points) == 0
            again, _ = replay_hand(json.loads(json.dumps(hand_to_json(states, actions))))
            assert again[-1].result == final.result
            for seat in range(3):  # the bonuses, judged again from the cards
                te = [y.id for y in teyaku(final.dealt[seat], FULL)]
                pile = final.piles[seat]
                nuke = sum(1 for y in te if y in NUKE_TEYAKU) if card_points(pile) > 88 else 0
                months = [m for m in MONTH_MASKS if (final.dealt[seat] & m).bit_count() == 3]
                tobikomi = sum(1 for m in months if pile & m == m) if any(
                    y in ("sanbon", "tatesanbon") for y in te) else 0
                got = bonus_ids(s, seat)
                assert got.count("nuke") == nuke and got.count("tobikomi") == tobikomi
                earned += len(got)
            carried += bool(states[0].carried)
            deals += 1
    assert deals >= 2_000 and earned > 100 and carried > 100
