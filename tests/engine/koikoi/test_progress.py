"""Progress toward yaku, as the board shows it: near yaku only, the next rung of the brights,
nothing for a yaku already made or one the opponent's pile has ruled out."""

from engine.hanafuda.cards import DECK, mask_of
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


# -- Hachi-Hachi's dekiyaku, from the same rule of what progress is worth showing ----------

def test_hachihachi_two_poetry_ribbons_are_two_of_akatan():
    from engine.hachihachi.dekiyaku import dekiyaku_progress

    pile = mask_of(["pine-ribbon", "plum-ribbon"])
    assert Progress("akatan", 2, 3) in dekiyaku_progress(pile, "seed-000")
    gone = mask_of(["cherry-ribbon"])  # in a rival's pile: Akatan is out of reach
    assert all(p.yaku != "akatan" for p in dekiyaku_progress(pile, "seed-000", gone))


def test_hachihachi_brights_climb_from_shiko_to_goko():
    from engine.hachihachi.dekiyaku import dekiyaku_progress

    four = ["pine-crane", "cherry-curtain", "pampas-moon", "paulownia-phoenix"]
    before = {p.yaku: (p.have, p.need) for p in dekiyaku_progress(mask_of(four[:3]), "seed-000")}
    assert before == {"shiko": (3, 4)}
    after = {p.yaku: (p.have, p.need) for p in dekiyaku_progress(mask_of(four), "seed-000")}
    assert after == {"goko": (4, 5)}


def test_hachihachi_chaff_shows_the_next_rung_of_the_ladder():
    from engine.hachihachi.dekiyaku import dekiyaku, dekiyaku_progress

    chaff = [c.id for c in DECK if c.kind == "chaff"]
    assert [(p.yaku, p.have) for p in dekiyaku_progress(mask_of(chaff[:15]), "seed-000")] == [
        ("sujiroku", 15)]
    pile = mask_of(chaff[:16])
    assert [y.id for y in dekiyaku(pile, "seed-000")] == ["sujiroku"]
    assert [(p.yaku, p.need) for p in dekiyaku_progress(pile, "seed-000")] == [("sujishichi", 17)]


def test_hachihachi_progress_is_never_made_nor_complete():
    from engine.hachihachi.dekiyaku import dekiyaku, dekiyaku_progress

    for rules in ("seed-000", "traditional"):
        for n in range(0, 48, 2):
            pile = mask_of([c.id for c in (DECK * 2)[n:n + 14]])
            made = {y.id for y in dekiyaku(pile, rules)}
            for p in dekiyaku_progress(pile, rules):
                assert p.yaku not in made and 0 < p.have < p.need
