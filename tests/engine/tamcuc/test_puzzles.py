"""The Tam Cúc puzzle library: every stored puzzle re-verified by the engine, positions that
hold only what the solver's seat sees, and a solver that notices a changed position."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.tamcuc import puzzles as P
from engine.tamcuc.cards import TAMCUC_BY_ID, ids_of
from engine.tamcuc.rules import RULESETS

LIBRARY = P.load(P.DEFAULT_PATH)
ROOT = Path(__file__).resolve().parents[3]


def of_kind(kind: str, theme: str | None = None) -> list[dict]:
    return [p for p in LIBRARY if p["kind"] == kind and (theme is None or p["theme"] == theme)]


@pytest.mark.parametrize("puzzle", LIBRARY, ids=[p["id"] for p in LIBRARY])
def test_every_stored_puzzle_is_confirmed_by_the_engine(puzzle):
    assert P.verify(puzzle) == []
    assert P.solve(puzzle) == puzzle["answers"]


def test_library_size_kinds_themes_levels_seats_and_rules():
    assert len(LIBRARY) >= 120
    kinds = Counter(p["kind"] for p in LIBRARY)
    assert set(kinds) == set(P.KINDS)
    assert all(n >= P.MIN_PER_KIND for n in kinds.values()), kinds
    themes = Counter(p["theme"] for p in LIBRARY)
    assert set(themes) == {t for k in P.KINDS for t in P.THEMES[k]}
    assert all(n >= 8 for n in themes.values()), themes
    assert {p["level"] for p in LIBRARY} == {1, 2, 3}
    for kind in P.KINDS:  # every kind has puzzles of at least two levels
        assert len({p["level"] for p in of_kind(kind)}) >= 2, kind
    seats = Counter(p["position"]["seats"] for p in LIBRARY)
    assert set(seats) == {2, 3, 4} and min(seats.values()) >= 30, seats
    rules = Counter(p["rules"] for p in LIBRARY)
    assert set(rules) <= set(RULESETS) and rules[P.DEFAULT_RULES] > len(LIBRARY) / 2
    assert len(rules) >= 2


def test_ids_are_unique_follow_the_pattern_and_the_position():
    ids = [p["id"] for p in LIBRARY]
    assert len(ids) == len(set(ids))
    for p in LIBRARY:
        assert re.fullmatch(r"[a-z]{2,3}-[0-9a-f]{6}", p["id"])
        assert p["id"].startswith(P.PREFIX[p["kind"]] + "-")
        assert p["id"] == P.puzzle_id(p["kind"], p["rules"], p["theme"], p["position"])


def test_answers_are_canonical_and_every_copy_is_accepted():
    for p in LIBRARY:
        answers = p["answers"]
        assert answers == sorted(set(answers)), p["id"]
        if p["kind"] in ("trick", "lead", "first-call"):
            verb = "lay" if p["position"]["phase"] == "lay" else "call"
            assert all(a.startswith(verb + " ") for a in answers)
            played = [a.split()[1].split(",") for a in answers]
            assert all(set(cards) <= set(p["position"]["hand"]) for cards in played)
            # copies of the same cards (two Red Chariots) are the same play
            kinds = {tuple(sorted((TAMCUC_BY_ID[c].colour, TAMCUC_BY_ID[c].rank.id) for c in cs))
                     for cs in played}
            assert len(kinds) == 1, p["id"]
        elif p["kind"] == "reveal":
            assert answers in (["reveal"], ["chui"])
        else:
            assert len(answers) == 1 and answers[0] in P.KET_ANSWERS


def test_the_position_is_what_the_solvers_seat_saw_and_nothing_hidden():
    """Replay each puzzle's source deal: the position is that seat's view, and no card hidden
    from it (others' hands, face-down plays, chui cards) is anywhere in the stored puzzle."""
    for p in LIBRARY:
        state = P.replay_source(p["source"])
        assert P.position_of(state) == p["position"], p["id"]
        seat = p["position"]["seat"]
        hidden = 0
        for s in range(state.seats):
            if s != seat:
                hidden |= state.hands[s] | state.discards[s]
                if not state.revealed >> s & 1:
                    hidden |= state.table[s]
        hidden &= ~state.seen
        text = json.dumps({k: v for k, v in p.items() if k != "answers"})
        assert not [c for c in ids_of(hidden) if f'"{c}"' in text], p["id"]


def test_follow_count_puzzles_change_when_a_card_turned_up_comes_back():
    """Put a stronger card turned up this deal back among the unseen ones: the answer is no
    longer sure (so the stored answer depended on counting the cards)."""
    changed = 0
    for p in of_kind("trick", "follow-count") + of_kind("lead", "lead-count"):
        q = copy.deepcopy(p)
        pos = q["position"]
        me = pos["seat"]
        mine = set(pos["won"][me]) | set(pos["own_discards"])
        gone = [cs for cs in P.explain(p)["answer"]["gone"] if not set(cs) & mine]
        if not gone:
            continue
        for card in gone[0]:  # every card of a stronger play, turned up before
            pos["seen"].remove(card)
            owner = next((s for s, w in enumerate(pos["won"]) if card in w), None)
            if owner is not None:  # back into that seat's hand, unseen
                pos["won"][owner].remove(card)
                pos["won_counts"][owner] -= 1
                pos["hand_counts"][owner] += 1
            # else it was rác turned up: now rác nobody saw, and the counts still add up
        assert P.solve(q) != p["answers"], p["id"]
        assert P.verify(q)
        changed += 1
    assert changed >= 8


def test_first_call_answers_change_without_the_ban():
    """No banned play is ever an answer, and for many hands lifting the ban (the same
    position after the first trick) gives another answer: the ban is what decides them."""
    changed = 0
    for p in of_kind("first-call"):
        banned = [o["action"] for o in P.explain(p)["others"] if o["banned"]]
        assert banned and not set(banned) & set(p["answers"]), p["id"]
        q = copy.deepcopy(p)
        q["position"]["first_call"] = False
        q["kind"] = "lead" if p["position"]["phase"] == "call" else "trick"
        changed += P.solve(q) != p["answers"]
    assert changed >= 10, changed


def test_a_first_call_puzzle_is_refused_after_the_first_trick():
    p = copy.deepcopy(of_kind("first-call")[0])
    p["position"]["first_call"] = False
    with pytest.raises(P.PuzzleError):
        P.solve(p)


def test_a_must_chui_play_with_nothing_turned_up_needs_the_weighing():
    """Turn the best play face down again: the solver's play now may be revealed, and without
    a stored evaluation the solver refuses instead of guessing."""
    cases = [p for p in of_kind("reveal", "must-chui")
             if P.reveal_reason(p) in ("weaker", "equal") and p["position"]["best"] is not None]
    assert cases
    for p in cases:
        q = copy.deepcopy(p)
        pos = q["position"]
        best = pos["best"]
        for c in pos["revealed"][best]:
            pos["seen"].remove(c)
        pos["revealed"] = [[] for _ in pos["revealed"]]
        pos["best"] = None
        assert P.reveal_reason(q) == "beats"
        with pytest.raises(P.PuzzleError):
            P.solve(q)


def test_a_weighed_reveal_is_checked_again():
    p = copy.deepcopy(of_kind("reveal", "reveal-or-chui")[0])
    p["check"]["reveal"] += 5
    assert any("evaluation" in line for line in P.verify(p))


@pytest.mark.parametrize("forge", ["twice", "counts", "removed", "unequal"])
def test_forged_positions_are_refused(forge):
    p = copy.deepcopy(of_kind("ket")[0])
    pos = p["position"]
    if forge == "twice":
        pos["seen"].append(pos["hand"][0])
    elif forge == "counts":
        pos["hand_counts"][(pos["seat"] + 1) % pos["seats"]] += 1
    elif forge == "removed":
        p = copy.deepcopy(next(q for q in LIBRARY if q["position"]["seats"] == 3))
        p["position"]["seen"].append(ids_of(RULESETS[p["rules"]].removed(3))[0])
    else:
        other = (pos["seat"] + 1) % pos["seats"]
        pos["hand_counts"][other] += 1
        pos["discard_counts"][other] -= 1
    with pytest.raises(P.PuzzleError):
        P.solve(p)


def test_stored_answers_or_id_tampered_with_are_reported():
    p = copy.deepcopy(of_kind("ket", "ket-sure")[0])
    p["answers"] = [P.NO_KET]
    assert any("stored answers" in line for line in P.verify(p))
    q = copy.deepcopy(of_kind("trick")[0])
    q["id"] = "tcw-000000"
    assert any("id" in line for line in P.verify(q))


def test_explanations_are_data_for_every_puzzle():
    for p in LIBRARY:
        data = P.explain(p)
        json.dumps(data)  # data only
        if p["kind"] in ("trick", "lead", "first-call"):
            assert data["answer"]["sure"] and data["answer"]["action"] in p["answers"]
        elif p["kind"] == "ket" and p["answers"] != [P.NO_KET]:
            assert data["plan"] and data["points"] > 0


def test_generation_is_seeded_and_every_puzzle_verifies():
    quotas = {t: 1 for t in P.QUOTAS}
    a = P.generate(7, quotas=quotas, max_deals=120)
    assert a == P.generate(7, quotas=quotas, max_deals=120)
    assert a and P.verify_library(a) == []


def test_library_file_round_trips_and_a_bad_file_is_refused(tmp_path):
    path = tmp_path / "lib.json"
    path.write_text(P.dumps(LIBRARY), encoding="utf-8")
    assert P.load(path) == LIBRARY
    bad = tmp_path / "bad.json"
    bad.write_text('{"puzzles": []}', encoding="utf-8")
    with pytest.raises(P.PuzzleError):
        P.load(bad)
    run = subprocess.run([sys.executable, "-m", "engine", "tamcuc", "puzzles", "verify", str(bad)],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2 and run.stderr.count("\n") == 1


JUNK = (None, "x", -1, 99, 1.5, True, [], [None], ["red-general"], {"a": 1})


def test_any_forged_field_is_refused_as_a_puzzle_error_never_a_crash():
    """Every field of a position replaced by junk: the solver answers PuzzleError (or, when the
    junk happens to make a real position, answers), never another exception."""
    refused = 0
    for kind in P.KINDS:
        p = of_kind(kind)[0]
        for key in P.POSITION_KEYS:
            for junk in JUNK:
                q = copy.deepcopy(p)
                q["position"][key] = junk
                try:
                    assert isinstance(P.solve(q), list)
                except P.PuzzleError:
                    refused += 1
    assert refused >= len(P.KINDS) * len(P.POSITION_KEYS) * (len(JUNK) - 2)
    for bad in (None, [], {"kind": "trick"}, {"kind": "trick", "rules": "standard", "position": 3}):
        with pytest.raises(P.PuzzleError):
            P.solve(bad)
