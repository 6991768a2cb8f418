"""The Hachi-Hachi puzzle library: every puzzle re-verified by the engine, its claims checked
again by hand from the position, and the generator, loader and script refusing bad input."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.hachihachi import puzzles as P
from engine.hachihachi.dekiyaku import dekiyaku
from engine.hachihachi.rules import RULESETS
from engine.hanafuda.cards import DECK, mask_of
from engine.koikoi import puzzles as KK

ROOT = Path(__file__).resolve().parents[3]
LIBRARY = P.load()
ID = re.compile(r"^[a-z]{2,3}-[0-9a-f]{6}$")
# What a solver may see: never another seat's hand or the order of the stock.
VIEW_KEYS = {"hand", "field", "piles", "hand_sizes", "stock", "drawn", "phase", "dealer",
             "target", "multiplier"}


def by_kind(kind):
    return [p for p in LIBRARY if p["kind"] == kind]


def test_the_library_is_large_enough_in_every_kind():
    assert len(LIBRARY) >= 100
    counts = Counter(p["kind"] for p in LIBRARY)
    for kind, least in P.MINIMUM.items():
        assert counts[kind] >= least, kind


def test_every_puzzle_is_confirmed_by_the_engine():
    assert P.verify_library(LIBRARY) == []


def test_ids_are_unique_well_formed_and_apart_from_the_other_games():
    ids = [p["id"] for p in LIBRARY]
    assert len(ids) == len(set(ids))
    assert all(ID.match(i) for i in ids)
    assert {i.split("-")[0] for i in ids} == set(P.PREFIX.values())
    assert not set(P.PREFIX.values()) & set(KK.PREFIX.values())
    assert not set(ids) & {p["id"] for p in KK.load()}


def _values(rules):
    """What a teyaku, pile or capture puzzle's answer rests on: two rule sets alike in these
    (``traditional-full`` adds only bonuses settled at the end of a deal) ask the same."""
    return (tuple(rules.teyaku.items()), tuple(rules.dekiyaku.items()), rules.unit,
            rules.tatesanbon_sets, rules.aka_ribbons, rules.triples_each, rules.willow_as_chaff)


def test_levels_themes_and_rule_sets_are_spread():
    for kind in P.KINDS:
        puzzles = by_kind(kind)
        assert len({p["level"] for p in puzzles}) >= 2, kind
        assert {p["theme"] for p in puzzles} == set(P.THEMES[kind]), kind
    for kind in ("teyaku", "pile", "capture"):  # every way of valuing hands and piles is asked
        assert {_values(RULESETS[p["rules"]]) for p in by_kind(kind)} == {
            _values(r) for r in RULESETS.values()}, kind
    assert {p["rules"] for p in by_kind("sage-shobu")} == {"traditional"}


def test_every_teyaku_but_the_rarest_is_asked():
    asked = {y for p in by_kind("teyaku") for y in p["answers"][0]["teyaku"]}
    assert set(P.TEYAKU_IDS) - asked <= {"shiso"}  # one dealt hand in about 140,000


def test_hands_whose_teyaku_differ_are_asked_under_both_rule_sets():
    hands = Counter(tuple(p["position"]["hand"]) for p in by_kind("teyaku"))
    both = [h for h, n in hands.items() if n == 2]
    assert both
    for hand in both:
        answers = [p["answers"] for p in by_kind("teyaku") if tuple(p["position"]["hand"]) == hand]
        assert answers[0] != answers[1]


def test_positions_hold_only_what_the_solver_may_see():
    for p in by_kind("capture") + by_kind("sage-shobu"):
        pos = p["position"]
        assert set(pos) <= VIEW_KEYS, p["id"]
        seen = [*pos["hand"], *pos["field"], *(c for pile in pos["piles"] for c in pile)]
        seen += [pos["drawn"]] if pos["drawn"] else []
        assert len(seen) + pos["hand_sizes"][1] + pos["hand_sizes"][2] + pos["stock"] == 48


def test_solve_uses_the_position_alone():
    for p in LIBRARY:
        bare = {k: copy.deepcopy(v) for k, v in p.items() if k not in ("answers", "source",
                                                                         "level", "id")}
        assert P.solve(bare) == p["answers"], p["id"]


def _open(pos):
    seen = mask_of([*pos["hand"], *pos["field"], *(c for pile in pos["piles"] for c in pile)]
                   + ([pos["drawn"]] if pos["drawn"] else []))
    return [c.id for c in DECK if not c.mask & seen] + list(pos["field"])


def _apply(pos, answer):
    """(your pile, the field) after an answer, worked out here from the notation."""
    words = answer.split()
    played, taken = words[1], (words[3].split(",") if len(words) > 3 else [])
    pile = list(pos["piles"][0]) + ([played, *taken] if taken else [])
    field = [c for c in pos["field"] if c not in taken] + ([] if taken else [played])
    return pile, field


def test_capture_answers_do_what_the_goal_says():
    for p in by_kind("capture"):
        pos, rules = p["position"], p["rules"]
        for answer in p["answers"]:
            pile, field = _apply(pos, answer)
            if p["theme"] == "complete-dekiyaku":
                before = {y.id for y in dekiyaku(mask_of(pos["piles"][0]), rules)}
                assert {y.id for y in dekiyaku(mask_of(pile), rules)} - before, p["id"]
            else:
                target = pos["target"]
                rival = mask_of(pos["piles"][target["seat"]])
                still = [c for c in _open(dict(pos, field=field)) if c not in pile]
                for c in still:
                    assert target["yaku"] not in {
                        y.id for y in dekiyaku(rival | mask_of([c]), rules)}, p["id"]
        # and it was a choice: some legal capture does not do it
        assert len(P.legal_actions(pos)) > len(p["answers"])


def test_sage_shobu_verdicts_are_clear_by_the_stored_evaluation():
    for p in by_kind("sage-shobu"):
        ev = p["check"]
        gap = ev["shobu"] - ev["sage"]
        assert abs(gap) >= max(P.SAGE_MARGIN, 3 * ev["stderr"]), p["id"]
        assert p["answers"] == ["shobu" if gap > 0 else "sage"] == [p["theme"]]


@pytest.mark.parametrize("change", ["points", "ids", "position", "answer"])
def test_a_tampered_puzzle_is_caught(change):
    p = copy.deepcopy(next(q for q in LIBRARY if q["kind"] == {"points": "teyaku",
                                                                "ids": "pile",
                                                                "position": "teyaku",
                                                                "answer": "capture"}[change]))
    if change == "points":
        p["answers"][0]["points"] += 1
    elif change == "ids":
        p["answers"][0]["dekiyaku"] = ["goko"]
    elif change == "position":
        hand = p["position"]["hand"]
        hand[0] = next(c.id for c in DECK if c.id not in hand)
    else:
        p["answers"] = [a for a in map(str, P.capture_values(p)) if a not in p["answers"]][:1]
    assert P.verify(p)


def test_a_tampered_evaluation_is_caught():
    p = copy.deepcopy(by_kind("sage-shobu")[0])
    p["check"]["samples"] = 40
    assert P.verify(p)


def test_teyaku_of_a_three_three_one_hand_depend_on_the_rule_set():
    hand = ["pine-crane", "pine-ribbon", "pine-chaff-1", "maple-deer", "maple-ribbon",
            "maple-chaff-1", "iris-bridge"]
    assert P.teyaku_puzzle(hand, "seed-000")["answers"] == [{"teyaku": ["sanbon"], "points": 10}]
    both = P.teyaku_puzzle(hand, "traditional")
    assert both["answers"] == [{"teyaku": ["sanbon", "sanbon"], "points": 4}]
    assert both["level"] == 3
    shown = [y["cards"] for y in P.explain(both)["teyaku"]]
    assert shown == [hand[:3], hand[3:6]]  # each triple once


def test_generation_is_deterministic():
    quotas = {"teyaku-kinds": 2, "pile-dekiyaku": 2, "complete-dekiyaku": 2, "block": 1}
    first = P.generate(seed=5, quotas=quotas, max_deals=60)
    assert first == P.generate(seed=5, quotas=quotas, max_deals=60)
    assert P.verify_library(first) == []


def test_malformed_puzzles_are_refused():
    assert P.verify({"id": "hte-000000", "kind": "riddle"})
    bad = {"id": "hte-000000", "kind": "teyaku", "theme": "teyaku-kinds", "level": 1,
           "rules": "seed-000", "position": {"hand": ["pine-crane", "pine-crane"]}}
    assert P.verify(bad)
    with pytest.raises(P.PuzzleError):
        P.solve(dict(bad, position={"hand": ["no-such-card"] * 7}))
    with pytest.raises(P.PuzzleError):
        P.load(ROOT / "engine" / "koikoi" / "data" / "puzzles.json")  # the Koi-Koi library is not ours


def test_the_command_verifies_and_refuses(tmp_path):
    command = [sys.executable, "-m", "engine", "hachihachi", "puzzles", "verify"]
    broken = copy.deepcopy(LIBRARY[:3])
    broken[0]["answers"] = [{"teyaku": [], "points": 0}]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps({"version": 1, "game": "hachihachi", "puzzles": broken}))
    run = subprocess.run([*command, str(path)], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 1 and broken[0]["id"] in run.stdout
    run = subprocess.run([*command, str(tmp_path / "none.json")],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1


def test_the_documented_counts_and_measures_are_the_library_s():
    doc = (ROOT / "docs" / "hachihachi-puzzles.md").read_text(encoding="utf-8")
    counts = Counter(p["kind"] for p in LIBRARY)
    assert f"{len(LIBRARY)} puzzles" in doc
    for kind, label in (("teyaku", "teyaku"), ("pile", "pile"), ("capture", "capture"),
                        ("sage-shobu", "sage-or-shōbu")):
        assert f"{label} {counts[kind]} " in doc, kind
        assert f"| {P.MINIMUM[kind]} |" in doc, kind
    assert f"mean of {P.SAGE_SAMPLES} continuations" in doc
    assert f"at least {P.SAGE_MARGIN} mon" in doc
