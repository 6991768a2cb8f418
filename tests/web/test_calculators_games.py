"""The Hachi-Hachi and Tam Cúc calculators: what a reader sees for the rules pages' examples,
every value the engine's; the shareable GET URL; odd queries answered without an error."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from website.games.hachihachi.tables import example_hands

from engine.hachihachi.dekiyaku import card_points
from engine.hachihachi.rules import RULESETS as HH_RULESETS
from engine.hachihachi.rules import YAKU_NAMES
from engine.hachihachi.scoring import SEATS
from engine.hanafuda.cards import DECK, cards_in, mask_of
from engine.tamcuc import RULESETS as TC_RULESETS
from engine.tamcuc.cards import mask_of as tc_mask_of
from engine.tamcuc.rules import SEAT_COUNTS

POETRY = ["pine-ribbon", "plum-ribbon", "cherry-ribbon"]  # Akatan on the rules page
BRIGHTS = [c.id for c in DECK if c.kind == "bright"]
HIGH_TRIPLE = ["red-general", "red-advisor-1", "red-elephant-1"]
BLACK_SOLDIERS = ["black-soldier-1", "black-soldier-2"]


def page(client, game, ids, lang="en", **options):
    query = [("c", i) for i in ids] + list(options.items())
    r = client.get(f"/{lang}/{game}/calculator?{urlencode(query)}")
    assert r.status_code == 200
    return r.get_data(as_text=True)


def section(html: str, rules: str) -> str:
    """One rule set's box of the Hachi-Hachi result."""
    return re.search(rf'<section class="calc-set calc-rules-{rules}".*?</section>', html,
                     re.S).group(0)


def text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


# ---------------------------------------------------------------- Hachi-Hachi


def test_a_pile_with_akatan_under_both_rule_sets(client):
    html = page(client, "hachi-hachi", POETRY)
    for name, rules in HH_RULESETS.items():
        box = text(section(html, name))
        value = rules.dekiyaku["akatan"]
        assert f"Red poetry ribbons · {value}" in box, name
        points = card_points(mask_of(POETRY))
        assert f"{points}, −{rules.par - points} against {rules.par}" in box


def test_the_pile_s_points_follow_the_settlement_and_the_field(client):
    seed = HH_RULESETS["seed-000"]
    trad = HH_RULESETS["traditional"]
    cards = card_points(mask_of(POETRY))
    for field, factor in enumerate(sorted({1, *trad.field_brights.values()})):
        html = page(client, "hachi-hachi", POETRY, f=field)
        seed_box, trad_box = section(html, "seed-000"), section(html, "traditional")
        # the guide adds card points and yaku; the field never multiplies there
        assert re.search(rf'calc-points">\+{cards + seed.dekiyaku["akatan"]}<', seed_box)
        assert "no field multiplier in this rule set" in seed_box
        # traditional: card points against 88, Akatan's kan in mon from each other player
        paid = (cards - trad.par + (SEATS - 1) * trad.kan_mon * trad.dekiyaku["akatan"]) * factor
        assert re.search(rf'calc-points">\+{paid}<', trad_box), (field, paid)
        assert f"×{factor}" in trad_box
        assert f'name="f" value="{field}" checked' in html


def test_five_brights_are_goko_and_twelve_over_88(client):
    box = text(section(page(client, "hachi-hachi", BRIGHTS), "seed-000"))
    assert "Five Brights · " in box
    assert f"{card_points(mask_of(BRIGHTS))}, +{card_points(mask_of(BRIGHTS)) - 88} against 88" in box


@pytest.mark.parametrize("teyaku", sorted(example_hands()))
def test_the_rules_page_s_example_hands_show_their_teyaku(client, teyaku):
    hand = [c.id for c in cards_in(example_hands()[teyaku])]
    assert len(hand) == 7
    html = page(client, "hachi-hachi", hand)
    for name, rules in HH_RULESETS.items():
        dealt = section(html, name).split("As a dealt hand")[1]
        value = rules.teyaku[teyaku]
        shown = f"{YAKU_NAMES[teyaku]['en']} · {value}" + (" kan" if rules.unit == "kan" else "")
        assert shown in text(dealt), (teyaku, name)


def test_a_hand_is_read_only_from_seven_cards(client):
    html = page(client, "hachi-hachi", POETRY)
    assert html.count("Pick exactly 7 cards to read them as a dealt hand.") == len(HH_RULESETS)


def test_hachi_hachi_in_vietnamese_and_chinese(client):
    vi = page(client, "hachi-hachi", POETRY, lang="vi")
    assert YAKU_NAMES["akatan"]["vi"] in vi and "Máy tính điểm Hachi-Hachi" in vi
    zh = page(client, "hachi-hachi", POETRY, lang="zh")
    assert YAKU_NAMES["akatan"]["zh"] in zh and "八八算分器" in zh


# ---------------------------------------------------------------- Tam Cúc


def test_a_high_triple_is_named_and_pays_ket_ba(client):
    html = text(page(client, "tam-cuc", HIGH_TRIPLE))
    assert "These cards make a triple (Red General (Tướng ông), Red Advisor (Sĩ điều), " \
        "Red Elephant (Tượng hồng))." in html
    assert "It beats triple (Black General" in html
    assert "It is beaten by nothing" in html
    standard = TC_RULESETS["standard"]
    for seats in SEAT_COUNTS:
        worth = standard.ket_table(seats)["ket-ba"]
        if standard.removed(seats) & tc_mask_of(HIGH_TRIPLE):
            assert f"Not all of these cards are dealt with {seats} players." in html
        else:
            assert f"Your last call wins: kết ba, worth {worth} points." in html


def test_black_soldiers_beaten_by_red_ones_are_de(client):
    html = text(page(client, "tam-cuc", BLACK_SOLDIERS))
    rules = TC_RULESETS["standard"]
    for seats in SEAT_COUNTS:
        table = rules.ket_table(seats)
        assert f"Your last call wins: kết tốt đen, worth {table['ket-tot-den']} points." in html
        assert (f"red soldiers beat the black ones of the last call: đè, worth {table['de']} "
                "points. The caller alone pays it, in full.") in html
    assert "Beaten by: Red Soldier pair" in html


def test_the_first_call_ban_and_no_combination(client):
    banned = text(page(client, "tam-cuc", ["red-advisor-1", "red-advisor-2"]))
    assert "Banned: it cannot win the first call." in banned
    mixed = text(page(client, "tam-cuc", ["red-horse-1", "black-horse-1"]))
    assert "Cards of two colours never make a combination." in mixed
    assert "It cannot lead a trick" in mixed


def test_tam_cuc_in_vietnamese_and_chinese(client):
    vi = page(client, "tam-cuc", BLACK_SOLDIERS, lang="vi")
    assert "kết tốt đen" in vi and "Tính điểm Tam Cúc" in vi
    assert "Các lá này thành đôi Tốt đen." in vi  # the name in the sentence (issue 26, A6)
    zh = page(client, "tam-cuc", BLACK_SOLDIERS, lang="zh")
    assert "黑卒收尾" in zh and "三菊牌计算器" in zh


# ---------------------------------------------------------------- both


@pytest.mark.parametrize("game, ids, size", [("hachi-hachi", POETRY, 48),
                                             ("tam-cuc", HIGH_TRIPLE, 32)])
@pytest.mark.parametrize("lang", ["vi", "zh", "en"])
def test_the_result_url_is_the_form_that_made_it(client, game, ids, size, lang):
    html = page(client, game, ids, lang=lang)
    assert 'method="get"' in html and f'action="/{lang}/{game}/calculator"' in html
    assert sorted(re.findall(r'name="c" value="([\w-]+)" checked', html)) == sorted(ids)
    assert len(re.findall(r'name="c" value=', html)) == size


@pytest.mark.parametrize("game", ["hachi-hachi", "tam-cuc"])
def test_odd_queries_never_fail(client, game):
    base = f"/en/{game}/calculator?"
    html = page(client, game, ["nope", "<script>", "pine-ribbon", "red-horse-1", "nope"])
    assert "were left out" in html and "&lt;script&gt;" in html and "nope, &lt;" in html
    assert "1 card picked" in html  # the other game's card is no card of this one
    for query in ("&".join(["c=red-soldier-1&c=pine-crane"] * 5000), "c=" + "x" * 5000,
                  "c=%00%ff&f=abc", "f=99", "f=-1", "f=%EF%BC%91", "f=1&f=2",
                  "&".join(f"c=x{i}" for i in range(10_000))):
        assert client.get(base + query).status_code == 200, query


def test_each_calculator_is_linked_from_its_rules_page_and_the_others(client):
    for game in ("hachi-hachi", "tam-cuc"):
        rules = client.get(f"/en/{game}").get_data(as_text=True)
        assert f'href="/en/{game}/calculator"' in rules
        calc = page(client, game, [])
        assert 'href="/en/calculator"' in calc and 'aria-current="page"' in calc
    learn = client.get("/en/learn").get_data(as_text=True)
    assert 'href="/en/hachi-hachi/calculator"' in learn and 'href="/en/tam-cuc/calculator"' in learn
    assert client.get("/en/koikoi/calculator").status_code == 308


def test_a_pile_of_168_card_points_or_more_is_futahachi(client):
    pile = [c.id for c in DECK if c.kind in ("bright", "animal")]
    assert card_points(mask_of(pile)) >= HH_RULESETS["seed-000"].futahachi_at
    html = page(client, "hachi-hachi", pile)
    for name, rules in HH_RULESETS.items():
        value = rules.special["futahachi"]
        shown = f"{YAKU_NAMES['futahachi']['en']} · {value}" + (" kan" if rules.unit == "kan" else "")
        assert shown in text(section(html, name)), name


def test_an_empty_pick_asks_for_cards(client):
    for game in ("hachi-hachi", "tam-cuc"):
        assert "Pick one card or more on the chart." in page(client, game, [])
