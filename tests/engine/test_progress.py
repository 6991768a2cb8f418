"""Progress toward yaku, as the board shows it: near yaku only, the next rung of the brights,
nothing for a yaku already made or one the opponent's pile has ruled out."""

from engine.cards import DECK, mask_of
from engine.koikoi.analysis import Progress, yaku_progress
from engine.koikoi.rules import get_rules
from engine.koikoi.scoring import evaluate

NINTENDO = get_rules("nintendo")


def test_two_of_the_boar_deer_butterflies():
    pile = mask_of(["maple-deer", "clover-boar"])
    assert Progress("inoshikacho", 2, 3) in yaku_progress(pile, NINTENDO)


def test_a_yaku_the_opponent_blocked_is_not_progress():
    pile = mask_of(["maple-deer", "clover-boar"])
    gone = mask_of(["peony-butterflies"])
    assert all(p.yaku != "inoshikacho" for p in yaku_progress(pile, NINTENDO, gone))


def test_brights_show_the_next_rung_only():
    brights = [c.id for c in DECK if c.kind == "bright" and c.id != "willow-rainman"]
    shown = {p.yaku: (p.have, p.need) for p in yaku_progress(mask_of(brights[:2]), NINTENDO)}
    assert shown.get("sanko") == (2, 3) and "shiko" not in shown and "goko" not in shown
    after = {p.yaku: (p.have, p.need) for p in yaku_progress(mask_of(brights[:3]), NINTENDO)}
    assert "sanko" not in after and after.get("shiko") == (3, 4)


def test_never_a_yaku_already_made_and_never_complete():
    for n in range(0, 48, 3):
        pile = mask_of([c.id for c in DECK[n:n + 9]])
        made = {y.id for y in evaluate(pile, NINTENDO)}
        for p in yaku_progress(pile, NINTENDO):
            assert p.yaku not in made and 0 < p.have < p.need


def test_the_rain_man_does_not_count_toward_three_brights_where_it_cannot():
    pile = mask_of(["willow-rainman", "pine-crane"])
    shown = {p.yaku for p in yaku_progress(pile, NINTENDO)}
    assert NINTENDO.sanko_with_rainman or "sanko" not in shown
    assert "sanko" in {p.yaku for p in yaku_progress(mask_of(["pine-crane", "pampas-moon"]),
                                                     NINTENDO)}
