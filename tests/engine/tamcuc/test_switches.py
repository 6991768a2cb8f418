"""Each variant is a switch: turning it changes what a player sees, and nothing else."""

import random
from dataclasses import replace

import pytest

from engine.errors import NotationError, RecordError
from engine.games import get_game
from engine.table import play_deal
from engine.tamcuc.notation import format_action, parse_action
from engine.tamcuc.record import replay
from engine.tamcuc.rules import STANDARD
from engine.tamcuc.state import Accept, Call, Chui, Lay, Offer, Pass, Reveal, Show, deal, next_dealer

from .tamcuc_script import scripted

BLACK_PAIR = ("black-soldier-1", "black-soldier-2")
RED_PAIR = ("red-soldier-1", "red-soldier-2")


def test_any_pair_may_ket_when_switched():
    last = ("red-elephant-1", "red-elephant-2")
    assert scripted(4, last).result.ket is None
    ket = scripted(4, last, rules=replace(STANDARD, ket_pair_max=None)).result.ket
    assert ket.kind == "ket-doi" and ket.points == 4


def test_beaten_ket_pays_nobody_when_switched_off():
    finals = {3: ("black-elephant-1", "black-elephant-2")}
    rules = replace(STANDARD, beaten_ket_to_beater=False)
    r = scripted(4, ("black-horse-1", "black-horse-2"), finals, rules=rules).result
    assert r.ket is None and r.points == (6 - 2, -2, -2, 2 - 2)


def test_de_paid_by_every_loser_when_switched():
    rules = replace(STANDARD, de_payer="losers")
    r = scripted(4, BLACK_PAIR, {1: RED_PAIR}, rules=rules).result
    assert r.ket.kind == "de"
    assert r.points == (-max(0, 16 - 6), 16 - 6 + 16 + 16, -16, -16)


def test_unit_settlement():
    """Each seat below par pays each seat above it one point: zero-sum."""
    rules = replace(STANDARD, count_settlement="unit")
    assert scripted(4, ("red-general",), rules=rules).result.points == (3, -1, -1, -1)


def test_kets_are_paid_in_full_when_cards_are_not_deducted():
    rules = replace(STANDARD, ket_less_cards=False)
    finals = {3: ("black-elephant-1", "black-elephant-2")}
    r = scripted(4, ("black-horse-1", "black-horse-2"), finals, rules=rules).result
    assert r.points == (-4, -4, -4, 12)


@pytest.mark.parametrize("action, text", [
    (Show(("red-soldier-1", "red-soldier-2", "red-soldier-3", "red-soldier-4")),
     "show red-soldier-1,red-soldier-2,red-soldier-3,red-soldier-4"),
    (Pass(), "pass"), (Reveal(), "reveal"), (Chui(), "chui"),
    (Call(("red-horse-1", "red-horse-2")), "call red-horse-1,red-horse-2"),
    (Lay(("red-general", "black-soldier-5")), "lay red-general,black-soldier-5"),
    (Offer(3, ("black-horse-1",)), "offer 3 black-horse-1"),
    (Accept(("red-cannon-2",)), "accept red-cannon-2"),
])
def test_notation_round_trip(action, text):
    assert format_action(action) == text and parse_action(text) == action


def test_notation_puts_cards_in_deck_order():
    assert parse_action("lay black-soldier-5,red-general") == Lay(("red-general", "black-soldier-5"))


@pytest.mark.parametrize("text", ["", "fly", "call", "call red-horse-1,red-horse-1", "call nope",
                                  "offer x red-horse-1", "reveal now", 3])
def test_notation_errors(text):
    with pytest.raises(NotationError):
        parse_action(text)


@pytest.mark.parametrize("mangle, message", [
    (lambda r: r.update(game="koikoi"), "not a Tam Cúc record"),
    (lambda r: r["deal"]["hands"][0].pop(), "bad deal"),
    (lambda r: r.update(deal={"hands": "x"}), "deal.hands"),
    (lambda r: r.update(players=["greedy", "random"]), "2 players but 3 hands"),
    (lambda r: r.update(actions=r["actions"][:-1]), "does not end"),
    (lambda r: r["result"].update(points=[99, 0, 0]), "differs"),
    (lambda r: r.update(dealer=7), "bad deal"),
    (lambda r: r["actions"].__setitem__(0, "fly"), "action 1"),
])
def test_record_errors_name_the_problem(mangle, message):
    rec = play_deal(get_game("tamcuc"), "standard", ["greedy", "random", "random"], 2)
    mangle(rec)
    with pytest.raises(RecordError, match=message):
        replay(rec)


def test_ket_ba_from_any_triple_or_only_chariot_cannon_horse():
    """The seed lists the triples as Tướng–Sĩ–Tượng and Xe–Pháo–Mã, but the one sentence that
    names a kết ba names only Xe–Pháo–Mã ("gọi được 3 xe pháo mã đen hoặc xe pháo mã đỏ"):
    the default takes any triple, the switch only Xe–Pháo–Mã."""
    high = ("black-general", "black-advisor-1", "black-elephant-1")
    low = ("black-chariot-1", "black-cannon-1", "black-horse-1")
    strict = replace(STANDARD, ket_ba_triples="chariot-cannon-horse")
    assert scripted(4, high).result.ket.kind == "ket-ba"
    assert scripted(4, high, rules=strict).result.ket is None
    assert scripted(4, low, rules=strict).result.ket.kind == "ket-ba"


def test_a_seat_that_showed_may_deal_next_on_most_cards_unless_switched_off():
    """"Tứ tử hạ bài thì được ăn nhưng không có quyền làm cái": by default the shown cards
    count like any cây for the next deal; with the switch off the shower cannot take it."""
    strict = replace(STANDARD, shower_may_deal=False)
    for seed in range(3000):
        rng, s = random.Random(seed), deal(seed=seed, seats=4)
        while not s.is_over:
            legal = s.legal_actions()
            shows = [a for a in legal if isinstance(a, Show)]
            s = s.apply(shows[0] if shows else rng.choice(legal))
        if s.showers and s.result.ket is None and s.seizer is None \
                and s.showers >> next_dealer(s) & 1:
            break
    else:
        raise AssertionError("no deal where the shower would deal next")
    shower = next_dealer(s)
    assert next_dealer(replace(s, rules=strict)) != shower
