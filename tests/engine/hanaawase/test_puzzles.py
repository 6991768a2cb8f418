"""The Hana-awase puzzle library: every puzzle re-verified by the engine, its claims checked
again from the position, and bad puzzles caught."""

from __future__ import annotations

import copy
from collections import Counter

from engine.hanaawase import puzzles as P
from engine.hanaawase.rules import get_rules
from engine.hanaawase.yaku import yaku_of
from engine.hanafuda.cards import mask_of

LIBRARY = P.load()
VIEW_KEYS = {"hand", "field", "piles", "hand_sizes", "stock", "drawn", "phase", "dealer",
             "target"}


def by_kind(kind):
    return [p for p in LIBRARY if p["kind"] == kind]


def test_the_library_is_large_enough_in_every_kind():
    assert len(LIBRARY) >= 100
    counts = Counter(p["kind"] for p in LIBRARY)
    assert set(counts) == set(P.KINDS)
    for kind, least in P.MINIMUM.items():
        assert counts[kind] >= least, kind


def test_every_puzzle_is_confirmed_by_the_engine():
    assert P.verify_library(LIBRARY) == []


def test_themes_and_levels_are_spread():
    for kind in P.KINDS:
        puzzles = by_kind(kind)
        assert {p["theme"] for p in puzzles} == set(P.THEMES[kind]), kind
        assert len({p["level"] for p in puzzles}) >= 2, kind


def test_a_capture_position_shows_only_what_the_seat_sees():
    for p in by_kind("capture"):
        assert set(p["position"]) <= VIEW_KEYS


def test_a_completing_capture_really_adds_a_yaku_and_a_block_really_blocks():
    for p in by_kind("capture"):
        pos, rules = p["position"], get_rules(p["rules"])
        pile = mask_of(pos["piles"][0])
        for answer in p["answers"]:
            words = answer.split()
            taken = mask_of([words[1], *(words[3].split(",") if len(words) == 4 else [])])
            if p["theme"] == "complete-yaku":
                assert sum(y.points for y in yaku_of(pile | taken, rules)) > \
                    sum(y.points for y in yaku_of(pile, rules))
            else:  # no card still open to the opponents completes the target any more
                target = p["position"]["target"]
                assert (target["seat"], target["yaku"]) in P.capture_values(p)[answer]["blocks"]
                others = [a for a, v in P.capture_values(p).items() if a not in p["answers"]]
                assert others


def test_a_count_shares_out_the_deck():
    for p in by_kind("count"):
        [answer] = p["answers"]
        assert sum(answer["card_points"]) == 264
        if p["theme"] != "count-sum":
            assert sum(answer["points"]) == 0


def test_a_wrong_answer_or_a_bad_position_is_caught():
    p = copy.deepcopy(by_kind("pile")[0])
    p["answers"][0]["points"] += 1
    assert any("stored answers" in line for line in P.verify(p))
    q = copy.deepcopy(by_kind("count")[0])
    q["position"]["piles"][0] = q["position"]["piles"][0][1:]
    assert P.verify(q)
    r = copy.deepcopy(by_kind("capture")[0])
    r["position"]["hand"] = ["pine-cranes"]
    assert any("unknown card" in line for line in P.verify(r))
    s = copy.deepcopy(by_kind("pile")[0])
    s["theme"] = "pile-none" if s["theme"] != "pile-none" else "pile-yaku"
    assert P.verify(s)


def test_explanations_are_data():
    for p in LIBRARY[:: 7]:
        found = P.explain(p)
        assert isinstance(found, dict) and found
