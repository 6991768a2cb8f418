"""Hachi-Hachi puzzles, generated from seeded deals and checked again by the engine.

A puzzle is plain data (a dict that round-trips through JSON): ``id``, ``kind``, ``theme``,
``level`` (1–3), ``rules`` (a rule-set name), the ``position`` the solver sees and ``answers``,
every accepted answer. :func:`solve` recomputes the answers from the position alone and
:func:`verify` compares them with the stored ones, so a library can always be re-checked.

Kinds, their positions and canonical answers:

* ``teyaku`` — ``{"hand": 7 ids}``; ``{"teyaku": ids sorted (a triple twice when both of a
  3 + 3 + 1 hand score), "points": the hand's total in the rule set's unit}``.
* ``pile`` — ``{"pile": ids}``; ``{"dekiyaku": ids sorted, "points": their total,
  "card_points": the face value of the cards}``.
* ``capture`` — a seat's view in the middle of a deal ("you" are index 0 of ``piles`` and
  ``hand_sizes``, the next seats to play follow): ``hand``, ``field``, ``piles``,
  ``hand_sizes``, ``stock`` (cards left, not counting ``drawn``), ``drawn`` (the card turned
  over in the draw phase), ``phase``; a ``block`` puzzle also names its ``target``. Answers are
  actions in :mod:`engine.hachihachi.notation` without a seat (``play pine-crane x
  pine-chaff-1``, ``draw maple-deer``).
* ``sage-shobu`` — the same view in the decide phase under a rule set with sage / shōbu, plus
  the ``multiplier`` of the field; answer ``"sage"`` or ``"shobu"``.

How the answers are decided (the documented measures):

* ``complete-dekiyaku``: the captures that add the most dekiyaku value to your pile now.
  Kept only when that value is above zero, the best captures all play one card (one or two
  ways to take), and another capture adds less.
* ``block``: the captures after which no card left for the opponents (the field and every
  card you cannot see) completes the named dekiyaku of the named opponent. Kept only when no
  capture completes a dekiyaku of yours, exactly one threat can be stopped this turn, one card
  stops it, and another capture does not.
* ``sage-shobu``: sage is worth the settlement now (exact); shōbu the mean of
  ``SAGE_SAMPLES`` continuations: the unseen cards dealt at random by a stored seed, then all
  three seats played by the engine's greedy policy (its rollouts: best capture now, sage at the
  first dekiyaku). Teyaku are left out: they are paid the same either way. Kept only when the
  two differ by at least ``SAGE_MARGIN`` mon, ``SAGE_RATIO`` of the sage value and
  ``SAGE_SIGMAS`` standard errors. Positions are the first dekiyaku of the deal (no seat has
  called shōbu), so nothing is voided yet.

Levels (1 easy … 3 hard), by counting what the solver must see:

* teyaku: 1 + (two teyaku, or none at all) + (a willow card that counts as chaff, or an answer
  that differs under the other rule set).
* pile: 1 + (two dekiyaku or more, or more than 12 cards) + (a willow bright, animal or ribbon
  in the pile, or a chaff count of 16 or more).
* capture: 1 + how many of these hold, at most 2: another capture also adds a dekiyaku; the
  capture taking the most card points is not an answer; five legal moves or more; more than
  one dekiyaku threatened.
* sage-shobu: by the gap between the two values relative to the sage value: at least the
  sage value → 1, at least half → 2, else 3.

Nothing here is a sentence: :func:`explain` gives data, the site turns it into words.

>>> p = teyaku_puzzle(["pine-chaff-1", "plum-chaff-1", "cherry-chaff-1", "iris-chaff-1",
...     "peony-chaff-1", "clover-chaff-1", "maple-chaff-1"], "seed-000")
>>> p["answers"]
[{'teyaku': ['karasu'], 'points': 25}]
>>> solve(p) == p["answers"]
True
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import statistics
from collections import Counter
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from .. import puzzlelib
from ..errors import EngineError
from ..hanafuda import DECIDE, DRAW, PLAY
from ..hanafuda.cards import DECK, MONTH_MASKS, card_ids, cards_in, mask_of
from ..hanafuda.puzzles import CapturePuzzles
from .ai import rollout_choice, sample_state
from .dekiyaku import BLUE, INOSHIKACHO, POETRY, RAINMAN, card_points, dekiyaku
from .rules import RULESETS, TEYAKU_IDS, get_rules, total
from .state import SAGE, SHOBU, Call, Observation, State, deal
from .teyaku import BRIGHTS, kinds, teyaku

KINDS = ("teyaku", "pile", "capture", "sage-shobu")
PREFIX = {"teyaku": "hte", "pile": "hpi", "capture": "hca", "sage-shobu": "hss"}
THEMES = {
    "teyaku": ("teyaku-kinds", "teyaku-months", "teyaku-both", "teyaku-none"),
    "pile": ("pile-dekiyaku", "pile-willow", "pile-none"),
    "capture": ("complete-dekiyaku", "block"),
    "sage-shobu": ("sage", "shobu"),
}
LEVELS = (1, 2, 3)
# The fewest puzzles of each kind a library must hold (the tests hold the file to it).
MINIMUM = {"teyaku": 30, "pile": 25, "capture": 30, "sage-shobu": 10}
QUOTAS = {"teyaku-kinds": 12, "teyaku-months": 16, "teyaku-both": 12, "teyaku-none": 4,
          "pile-dekiyaku": 18, "pile-willow": 10, "pile-none": 3,
          "complete-dekiyaku": 26, "block": 20, "sage": 12, "shobu": 12,
          "rare-teyaku": 2}  # at least this many of each teyaku found in RARE_DEALS deals
RARE_DEALS = 12_000
PER_ANSWER = 3  # at most this many teyaku or pile puzzles with the same answer ids
LEVEL_SHARE = 0.6  # at most this share of a theme's quota at one level
DEFAULT_PATH = files(__package__) / "data" / "puzzles.json"  # in the wheel too
SEED = 88  # the library's: `python -m engine hachihachi puzzles generate` makes the same file

SAGE_SAMPLES = 160
SAGE_MARGIN = 24  # mon: two kan
SAGE_RATIO = 0.25
SAGE_SIGMAS = 3.0

WILLOW_NOT_CHAFF = mask_of(c for c in DECK if c.month == 11 and c.kind != "chaff")
# The cards a dekiyaku is made of, for explanations (the chaff ladder and Nanatan by kind).
YAKU_CARDS = {"akatan": POETRY, "aotan": BLUE, "inoshikacho": INOSHIKACHO,
              "shiko": BRIGHTS & ~RAINMAN, "goko": BRIGHTS}


class PuzzleError(EngineError):
    """A puzzle that is malformed, or whose stored answers the engine does not confirm."""


CAPTURE = CapturePuzzles(PuzzleError, get_rules, dekiyaku, total, card_points,
                         "complete-dekiyaku", calls=(Call(SAGE), Call(SHOBU)))
position_of = CAPTURE.position_of
legal_actions = CAPTURE.legal_actions
threats = CAPTURE.threats
capture_values = CAPTURE.capture_values


# -- teyaku and piles --------------------------------------------------------------------------


def _solve_teyaku(p: dict) -> list[dict]:
    hand = p["position"]["hand"]
    if len(hand) != 7:
        raise PuzzleError("a dealt hand is 7 cards")
    found = teyaku(CAPTURE.mask(hand), get_rules(p["rules"]))
    return [{"teyaku": sorted(y.id for y in found), "points": total(found)}]


def _solve_pile(p: dict) -> list[dict]:
    pile = CAPTURE.mask(p["position"]["pile"])
    found = dekiyaku(pile, get_rules(p["rules"]))
    return [{"dekiyaku": sorted(y.id for y in found), "points": total(found),
             "card_points": card_points(pile)}]


def yaku_cards(yaku_id: str, mask: int, rules) -> list[str]:
    """The cards of ``mask`` that make the dekiyaku ``yaku_id`` under ``rules``."""
    k = kinds(rules)
    if yaku_id in YAKU_CARDS:
        return card_ids(mask & YAKU_CARDS[yaku_id])
    if yaku_id == "nanatan":
        return card_ids(mask & k["ribbon"])
    return card_ids(mask & k["chaff"])  # the chaff ladder


def teyaku_cards(found, hand: int, rules) -> list[list[str]]:
    """For each teyaku of ``found`` (a dealt hand's, in order), the cards that show it: a
    triple scored twice shows each of its two months once."""
    k = kinds(rules)
    triples = [hand & m for m in MONTH_MASKS if (hand & m).bit_count() == 3]
    out = []
    for y in found:
        if y.id == "karasu":
            out.append(card_ids(hand))
        elif y.id in ("pikaichi", "toichi", "tanichi", "aka"):
            out.append(card_ids(hand & ~k["chaff"]))
        elif y.id in ("sanbon", "tatesanbon"):
            standing = [any(t & s == t for s in rules.tatesanbon_sets) for t in triples]
            i = standing.index(y.id == "tatesanbon")
            out.append(card_ids(triples.pop(i)))
        else:
            out.append(card_ids(sum(hand & m for m in MONTH_MASKS if (hand & m).bit_count() >= 2)))
    return out


# -- sage or shōbu ------------------------------------------------------------------------------


def observation_of(pos: dict, rules: str) -> Observation:
    """Seat 0's :class:`Observation` of a decide-phase position (nobody's shōbu, nothing void)."""
    CAPTURE.check_view(pos)
    ruleset = get_rules(rules)
    piles = tuple(tuple(pile) for pile in pos["piles"])
    return Observation(
        player=0, rules=ruleset.name, dealer=pos["dealer"], current=0, phase=pos["phase"],
        hand=tuple(pos["hand"]), hand_sizes=tuple(pos["hand_sizes"]), field=tuple(pos["field"]),
        piles=piles, stock_size=pos["stock"] + (1 if pos.get("drawn") else 0),
        drawn=pos.get("drawn"), teyaku=((), (), ()),
        dekiyaku=tuple(dekiyaku(mask_of(pile), ruleset) for pile in piles),
        shobu=(False, False, False), liable=(None, None, None),
        multiplier=pos.get("multiplier", 1),
        legal_actions=legal_actions(pos), result=None, bonus_chances=((), (), ()))


def sage_evaluation(pos: dict, rules: str, samples: int = SAGE_SAMPLES, seed: int = 0) -> dict:
    """Sage against shōbu for seat 0, in mon (teyaku left out: paid the same either way)."""
    ruleset = get_rules(rules)
    if not ruleset.sage_shobu or pos.get("phase") != DECIDE:
        raise PuzzleError("sage or shōbu needs the decide phase of a rule set that has it")
    obs = observation_of(pos, rules)
    if not obs.dekiyaku[0] or any(obs.dekiyaku[1:]):
        raise PuzzleError("a sage-or-shōbu position is your first dekiyaku, and nobody else's")
    rng = random.Random(seed)
    sage = None
    results = []
    for _ in range(samples):
        state = sample_state(obs, rng)
        if sage is None:
            sage = state.apply(Call(SAGE)).result.points[0]
        state = state.apply(Call(SHOBU))
        while not state.is_over:
            state = state.apply(rollout_choice(state))
        results.append(state.result.points[0])
    mean = statistics.fmean(results)
    sd = statistics.pstdev(results)
    return {"sage": sage, "shobu": round(mean, 1), "stderr": round(sd / math.sqrt(samples), 1),
            "samples": samples, "seed": seed,
            "better": round(sum(r > sage for r in results) / samples, 2)}


def sage_verdict(ev: dict) -> str | None:
    """``sage`` or ``shobu`` when the evaluation is clear-cut, else None."""
    diff = ev["shobu"] - ev["sage"]
    need = max(SAGE_MARGIN, SAGE_RATIO * abs(ev["sage"]), SAGE_SIGMAS * ev["stderr"])
    if abs(diff) < need:
        return None
    return SHOBU if diff > 0 else SAGE


def _solve_sage(p: dict) -> list[str]:
    check = p.get("check") or {}
    ev = sage_evaluation(p["position"], p["rules"], check.get("samples", SAGE_SAMPLES),
                         check.get("seed", 0))
    verdict = sage_verdict(ev)
    return [verdict] if verdict else []


SOLVERS = {"teyaku": _solve_teyaku, "pile": _solve_pile, "capture": CAPTURE.solve,
           "sage-shobu": _solve_sage}


def _check_evaluation(puzzle: dict, answers: list) -> list[str]:
    """A sage-or-shōbu puzzle: its stored evaluation is the engine's, its theme its answer."""
    if puzzle["kind"] != "sage-shobu":
        return []
    check = puzzle["check"]
    ev = sage_evaluation(puzzle["position"], puzzle["rules"], check["samples"], check["seed"])
    problems = [] if ev == check else [f"stored evaluation {check} but the engine says {ev}"]
    if answers and puzzle["theme"] != answers[0]:
        problems.append("the theme does not match the answer")
    return problems


BY_KIND = puzzlelib.Kinds(PREFIX, THEMES, RULESETS, SOLVERS, PuzzleError,
                          "hachihachi", check=_check_evaluation)
solve = BY_KIND.solve
puzzle_id = BY_KIND.puzzle_id
verify = BY_KIND.verify


# -- explanations as data -----------------------------------------------------------------------


def other_rules(name: str) -> str:
    return next(r for r in RULESETS if r != name)


def explain(puzzle: dict) -> dict:
    """What the engine says about the solution (data only: ids, cards, numbers)."""
    kind = puzzle["kind"]
    rules = get_rules(puzzle["rules"])
    pos = puzzle["position"]
    if kind == "teyaku":
        hand = CAPTURE.mask(pos["hand"])
        found = teyaku(hand, rules)
        other = other_rules(rules.name)
        alt = teyaku(hand, other)
        return {"teyaku": [{"id": y.id, "points": y.points, "cards": cards}
                           for y, cards in zip(found, teyaku_cards(found, hand, rules),
                                               strict=True)],
                "points": total(found), "unit": rules.unit,
                "willow": card_ids(hand & WILLOW_NOT_CHAFF),
                "months": sorted(((hand & m).bit_count() for m in MONTH_MASKS if hand & m),
                                 reverse=True),
                "other_rules": other if sorted(y.id for y in alt) != sorted(
                    y.id for y in found) else None,
                "other_teyaku": [y.id for y in alt]}
    if kind == "pile":
        pile = CAPTURE.mask(pos["pile"])
        found = dekiyaku(pile, rules)
        k = kinds(rules)
        return {"dekiyaku": [{"id": y.id, "points": y.points,
                              "cards": yaku_cards(y.id, pile, rules)} for y in found],
                "points": total(found), "unit": rules.unit, "card_points": card_points(pile),
                "counts": {kind_: (pile & k[kind_]).bit_count()
                           for kind_ in ("bright", "animal", "ribbon", "chaff")},
                "by_face": {kind_: sum(c.points for c in cards_in(pile) if c.kind == kind_)
                            for kind_ in ("bright", "animal", "ribbon", "chaff")},
                "willow": card_ids(pile & WILLOW_NOT_CHAFF)}
    if kind == "capture":
        return {**CAPTURE.explain(puzzle, lambda y, mask: yaku_cards(y, mask, rules)),
                "unit": rules.unit}
    ev = puzzle["check"]
    return {"check": ev, "yaku": [y.id for y in dekiyaku(CAPTURE.mask(pos["piles"][0]), rules)],
            "multiplier": pos.get("multiplier", 1), "hand": len(pos["hand"]),
            "threats": [{"seat": s, "yaku": y} for (s, y) in sorted(threats(pos, rules))]}


def compare(puzzle: dict, chosen: str) -> dict:
    """:meth:`CapturePuzzles.compare`, with the unit the gains are counted in."""
    return {**CAPTURE.compare(puzzle, chosen), "unit": get_rules(puzzle["rules"]).unit}


# -- generation ---------------------------------------------------------------------------------


def _make(kind: str, theme: str, rules: str, position: dict, level: int, source: dict,
          **extra) -> dict:
    p = {"id": puzzle_id(kind, rules, theme, position), "kind": kind, "theme": theme,
         "level": level, "rules": rules, "position": position, "answers": [], "source": source}
    p.update(extra)
    p["answers"] = solve(p)
    return p


def teyaku_puzzle(hand_ids, rules: str, source: dict | None = None) -> dict:
    """The teyaku puzzle of a dealt hand, its theme and level from the engine's answer."""
    ruleset = get_rules(rules)
    hand = CAPTURE.mask(hand_ids)
    found = teyaku(hand, ruleset)
    groups = {"kinds" if y.id in ("karasu", "pikaichi", "toichi", "tanichi", "aka")
              else "months" for y in found}
    theme = ("teyaku-none" if not groups else "teyaku-both" if len(groups) == 2
             else f"teyaku-{groups.pop()}")
    alt = teyaku(hand, other_rules(ruleset.name))
    differs = sorted(y.id for y in alt) != sorted(y.id for y in found)
    willow = bool(hand & WILLOW_NOT_CHAFF) and any(
        y.id in ("karasu", "pikaichi", "toichi", "tanichi", "aka") for y in found)
    level = 1 + (len(found) != 1) + (willow or differs)
    return _make("teyaku", theme, ruleset.name, {"hand": card_ids(hand)}, level, source or {})


def pile_puzzle(pile: int, rules: str, source: dict | None = None) -> dict:
    ruleset = get_rules(rules)
    found = dekiyaku(pile, ruleset)
    willow = bool(pile & WILLOW_NOT_CHAFF)
    theme = "pile-none" if not found else "pile-willow" if willow else "pile-dekiyaku"
    chaff = (pile & kinds(ruleset)["chaff"]).bit_count()
    level = 1 + (len(found) >= 2 or pile.bit_count() > 12) + (willow or chaff >= 16)
    return _make("pile", theme, ruleset.name, {"pile": card_ids(pile)}, level, source or {})


def _sage_candidate(state: State, source: dict):
    if state.phase != DECIDE or any(state.shobu) or any(state.void) or any(
            s is not None for s in state.liable):
        return None
    if any(state.dekiyaku(s) for s in range(3) if s != state.current):
        return None
    pos = position_of(state)
    pos["multiplier"] = state.multiplier
    seed = int(hashlib.sha256(json.dumps(pos, sort_keys=True).encode()).hexdigest()[:8], 16)
    ev = sage_evaluation(pos, state.rules.name, SAGE_SAMPLES, seed)
    verdict = sage_verdict(ev)
    if verdict is None:
        return None
    gap = abs(ev["shobu"] - ev["sage"])
    level = 1 if gap >= abs(ev["sage"]) else 2 if gap >= abs(ev["sage"]) / 2 else 3
    return _make("sage-shobu", verdict, state.rules.name, pos, level, source, check=ev)


def _deals(seed: int):
    """Seeded deals, the two rule sets at random, shōbu half the time: (deal seed, rules
    name, states)."""
    return puzzlelib.seeded_deals(
        seed, lambda rng: rng.choice(sorted(RULESETS)), deal,
        lambda state, rng: Call(SHOBU) if rng.random() < 0.5 else Call(SAGE),
        rollout_choice, noise=0.3)


def _rare_teyaku(seed: int, puzzles, least: int, deals: int = RARE_DEALS):
    """Dealt hands with a teyaku the library holds fewer than ``least`` times, from more
    seeded deals (only the hands are looked at): the rarer month patterns get asked too."""
    puzzles = list(puzzles)
    ids = {p["id"] for p in puzzles}
    held = Counter(y for p in puzzles if p["kind"] == "teyaku"
                   for y in set(p["answers"][0]["teyaku"]))
    rng = random.Random(seed + 1)  # not the main pass's deals again
    for _ in range(deals):
        rules = rng.choice(sorted(RULESETS))
        deal_seed = rng.randrange(1 << 30)
        for s, hand in enumerate(deal(rules, seed=deal_seed).deal.hands):
            found = {y.id for y in teyaku(mask_of(hand), rules)}
            if any(held[y] < least for y in found):
                p = teyaku_puzzle(hand, rules, {"deal": deal_seed, "seat": s})
                if p["id"] not in ids:
                    held.update(found)
                    yield p


def _answer_key(p: dict) -> tuple | None:
    """Teyaku and pile puzzles with the same answer ids are kept few."""
    if p["kind"] not in ("teyaku", "pile"):
        return None
    a = p["answers"][0]
    return (p["kind"], tuple(a.get("teyaku", a.get("dekiyaku", ()))))


def generate(seed: int = 88, quotas: dict | None = None, max_deals: int = 4000,
             progress=None) -> list[dict]:
    """A library of puzzles from seeded deals, every one confirmed by :func:`solve`.

    Same seed, same library. A dealt hand whose teyaku differ under the two rule sets is
    asked under both.
    """
    library = puzzlelib.Quotas(QUOTAS if quotas is None else quotas, PER_ANSWER, LEVEL_SHARE,
                               _answer_key)
    room, add = library.room, library.add
    for n, (deal_seed, _rules, states) in enumerate(_deals(seed)):
        if n >= max_deals or library.full():
            break
        first = states[0]
        for s, hand in enumerate(first.deal.hands):
            p = teyaku_puzzle(hand, first.rules.name, {"deal": deal_seed, "seat": s})
            if add(p) and explain(p)["other_rules"]:
                add(teyaku_puzzle(hand, explain(p)["other_rules"],
                                  {"deal": deal_seed, "seat": s}), force=True)
        for ply, state in enumerate(states):
            if state.is_over:
                continue
            source = {"deal": deal_seed, "rules": state.rules.name, "ply": ply}
            if state.phase in (PLAY, DRAW) and (room("complete-dekiyaku") or room("block")):
                for theme, pos, level in CAPTURE.candidates(state):
                    add(_make("capture", theme, state.rules.name, pos, level, source))
            elif state.phase == DECIDE and (room("sage") or room("shobu")):
                add(_sage_candidate(state, source))
            if any(e.kind == "dekiyaku" for e in state.events):
                seat = next(e.player for e in state.events if e.kind == "dekiyaku")
                add(pile_puzzle(state.piles[seat], state.rules.name,
                                {"deal": deal_seed, "ply": ply, "seat": seat}))
        last = states[-1]
        for s in range(3):
            add(pile_puzzle(last.piles[s], last.rules.name, {"deal": deal_seed, "seat": s}))
        if progress:
            progress(n, library.counts)
    found = library.found
    if library.quotas.get("rare-teyaku"):
        for p in _rare_teyaku(seed, found.values(), library.quotas["rare-teyaku"]):
            found[p["id"]] = p
    puzzles = sorted(found.values(), key=lambda p: (KINDS.index(p["kind"]), p["level"],
                                                    p["id"]))
    return puzzles


def dumps(puzzles: list[dict]) -> str:
    """The library as JSON text: one puzzle per line, stable for version control."""
    return puzzlelib.dumps(puzzles, game="hachihachi")


def load(path: str | Path | Traversable = DEFAULT_PATH) -> list[dict]:
    """:raises PuzzleError: when the file is not a Hachi-Hachi puzzle library."""
    return puzzlelib.read(path, PuzzleError, game="hachihachi")


def verify_library(puzzles: list[dict]) -> list[str]:
    return puzzlelib.check(puzzles, verify)


def summary(puzzles: list[dict]) -> dict:
    """Counts by kind, theme, level and rule set."""
    return puzzlelib.summary(puzzles, KINDS)


__all__ = ["DEFAULT_PATH", "SEED", "KINDS", "LEVELS", "MINIMUM", "PREFIX", "PuzzleError", "THEMES",
           "TEYAKU_IDS", "capture_values", "compare", "dumps", "explain", "generate",
           "legal_actions", "load", "pile_puzzle", "position_of", "puzzle_id",
           "sage_evaluation", "sage_verdict", "solve", "summary", "teyaku_puzzle", "threats",
           "verify", "verify_library", "yaku_cards"]
