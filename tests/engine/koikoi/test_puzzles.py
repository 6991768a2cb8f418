"""The puzzle library: every stored puzzle re-verified by the engine, and the generator itself."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections import Counter

import pytest

from engine.hanafuda.cards import DECK
from engine.koikoi import KOIKOI, STOP
from engine.koikoi import puzzles as P
from engine.koikoi.rules import RULESETS

LIBRARY = P.load(P.DEFAULT_PATH)


@pytest.mark.parametrize("puzzle", LIBRARY, ids=[p["id"] for p in LIBRARY])
def test_every_stored_puzzle_is_confirmed_by_the_engine(puzzle):
    """Recompute the accepted answers (and a koi-koi's rollouts) from the position alone."""
    assert P.verify(puzzle) == []
    assert P.solve(puzzle) == puzzle["answers"]


def test_library_size_kinds_themes_levels_and_rules():
    assert len(LIBRARY) >= 300
    kinds = Counter(p["kind"] for p in LIBRARY)
    assert set(kinds) == set(P.KINDS)
    themes = Counter(p["theme"] for p in LIBRARY)
    assert set(themes) == {t for k in P.KINDS for t in P.THEMES[k]}
    assert all(n >= 20 for n in themes.values()), themes
    for kind in P.KINDS:
        levels = {p["level"] for p in LIBRARY if p["kind"] == kind}
        assert levels == {1, 2, 3}, (kind, levels)
    rules = Counter(p["rules"] for p in LIBRARY)
    assert set(rules) <= set(RULESETS)
    assert rules["nintendo"] > len(LIBRARY) / 2
    assert len(rules) >= 3


def test_ids_are_unique_and_follow_the_position():
    ids = [p["id"] for p in LIBRARY]
    assert len(ids) == len(set(ids))
    for p in LIBRARY:
        assert p["id"] == P.puzzle_id(p["kind"], p["rules"], p["theme"], p["position"])
        assert p["id"].startswith(P.PREFIX[p["kind"]] + "-")


def test_every_card_has_a_recognition_puzzle_under_nintendo():
    cards = {p["position"]["card"] for p in LIBRARY
             if p["kind"] == "recognition" and p["rules"] == "nintendo"}
    assert cards == {c.id for c in DECK}


def test_answers_are_unique_or_all_listed():
    for p in LIBRARY:
        assert p["answers"], p["id"]
        if p["kind"] in ("scoring", "koikoi", "recognition", "choice"):
            assert len(p["answers"]) == 1, p["id"]
        else:  # capture: one card to play; at most the takes of that card differ
            assert len({a.split(">")[0] for a in p["answers"]}) == 1, p["id"]


def test_koikoi_verdicts_are_clear_cut():
    for p in LIBRARY:
        if p["kind"] != "koikoi":
            continue
        ev = p["check"]
        diff = ev["continue"] - ev["stop"]
        assert abs(diff) >= max(P.KOIKOI_MARGIN, P.KOIKOI_RATIO * ev["stop"],
                                P.KOIKOI_SIGMAS * ev["stderr"])
        assert p["answers"] == [KOIKOI if diff > 0 else STOP]
        assert p["theme"] == ("koikoi-continue" if diff > 0 else "koikoi-stop")


def test_scoring_multiplier_theme_means_a_multiplier():
    from engine.hanafuda.cards import mask_of
    from engine.koikoi.scoring import score_mask

    for p in LIBRARY:
        if p["kind"] == "scoring":
            s = score_mask(mask_of(p["position"]["pile"]), RULESETS[p["rules"]],
                           p["position"]["opponent_koikoi"])
            assert (s.multiplier > 1) == (p["theme"] == "scoring-multiplier"), p["id"]


def test_a_tampered_puzzle_is_caught():
    for kind in P.KINDS:
        p = copy.deepcopy(next(q for q in LIBRARY if q["kind"] == kind))
        if kind == "scoring":
            p["answers"][0]["points"] += 1
        elif kind == "recognition":
            p["answers"][0]["month"] = p["answers"][0]["month"] % 12 + 1
        elif kind == "koikoi":
            p["answers"] = [KOIKOI if p["answers"] == [STOP] else STOP]
        else:
            p["answers"] = ["pine-crane>pine-chaff-1"]
        assert P.verify(p), kind
    p = copy.deepcopy(LIBRARY[0])
    p["position"]["hand"] = p["position"]["hand"][:-1]
    assert P.verify(p)  # the id no longer matches, and the cards no longer add up


def test_generation_is_deterministic_and_self_consistent():
    quotas = {"complete-yaku": 3, "block": 2, "most-valuable": 2, "choice": 2,
              "scoring-basic": 2, "scoring-multiplier": 2, "koikoi-stop": 1,
              "koikoi-continue": 1}
    a = P.generate(seed=5, quotas=quotas, max_games=60)
    b = P.generate(seed=5, quotas=quotas, max_games=60)
    assert a == b
    assert json.loads(P.dumps(a))["puzzles"] == a
    assert P.verify_library(a) == []


def test_explanations_and_hints_are_data():
    for kind in P.KINDS:
        p = next(q for q in LIBRARY if q["kind"] == kind)
        data = P.explain(p)
        assert data
        assert P.hint(p)


def test_cli_verify(tmp_path):
    sample = [p for p in LIBRARY if p["kind"] != "koikoi"][:5]
    good = tmp_path / "good.json"
    good.write_text(P.dumps(sample), encoding="utf-8")
    run = [sys.executable, "-m", "engine", "puzzles", "verify"]
    ok = subprocess.run([*run, str(good)], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert "5 puzzles, 0 problems" in ok.stdout
    bad_sample = copy.deepcopy(sample)
    bad_sample[0]["answers"] = ["nothing"]
    bad = tmp_path / "bad.json"
    bad.write_text(P.dumps(bad_sample), encoding="utf-8")
    assert subprocess.run([*run, str(bad)], capture_output=True).returncode == 1
    missing = subprocess.run([*run, str(tmp_path / "none.json")], capture_output=True, text=True)
    assert missing.returncode == 2 and missing.stderr.startswith("error:")
