"""Koi-Koi puzzles, generated from seeded games and checked again by the engine.

A puzzle is plain data (a dict that round-trips through JSON): its ``kind`` (capture, choice,
scoring, koikoi, recognition), ``theme``, ``level`` (1–3), ``rules`` (a rule-set name), the
``position`` seen by the solver ("you" are always seat 0 of ``piles``), and ``answers``, every
accepted answer. :func:`solve` recomputes the accepted answers from the position alone and
:func:`verify` compares them with the stored ones, so a library can always be re-checked.

Answers are canonical values:

* capture: ``"card>take"`` (``take`` is ``""`` for a discard, ids joined by ``,`` for three);
* choice: the id of the field card to take;
* scoring: ``{"yaku": [ids, sorted], "points": n}``;
* koikoi: ``"stop"`` or ``"koikoi"``;
* recognition: ``{"month": n, "kind": k, "yaku": [ids in table order]}``.

Nothing here is a sentence: explanations are data (:func:`explain`), turned into words by the
site in the reader's language.

>>> p = recognition_puzzle("pampas-moon", "nintendo")
>>> p["answers"][0]["month"], p["answers"][0]["kind"]
(8, 'bright')
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
from ..hanafuda.cards import CARDS_BY_ID, DECK, card, card_ids, mask_of
from .analysis import Reason, Threat, action_reasons, new_yaku, threats
from .players import action_value
from .rules import HAND_YAKU, RULESETS, get_rules
from .scoring import doublings, evaluate, score_mask, yaku_for_card, yaku_total
from .state import (
    DECIDE,
    DRAW,
    KOIKOI,
    PLAY,
    STOP,
    Call,
    Draw,
    Observation,
    Play,
    State,
    deal,
    state_from_view,
)

KINDS = ("capture", "choice", "scoring", "koikoi", "recognition")
PREFIX = {"capture": "cap", "choice": "cho", "scoring": "sco", "koikoi": "kk",
          "recognition": "rec"}
THEMES = {
    "capture": ("complete-yaku", "block", "most-valuable"),
    "choice": ("choice",),
    "scoring": ("scoring-basic", "scoring-multiplier"),
    "koikoi": ("koikoi-stop", "koikoi-continue"),
    "recognition": ("recognition",),
}
LEVELS = (1, 2, 3)
DEFAULT_PATH = files(__package__) / "data" / "puzzles.json"  # in the wheel too
SEED = 2026  # the library's: `python -m engine koikoi puzzles generate` makes the same file

# Koi-koi decisions: rollouts per position, and how clear the verdict must be (in points).
KOIKOI_SAMPLES = 200
KOIKOI_MARGIN = 2.0  # |continue - stop| at least this ...
KOIKOI_RATIO = 0.25  # ... and this fraction of the stop score ...
KOIKOI_SIGMAS = 3.0  # ... and this many standard errors of the mean

# How many puzzles of each theme the generator aims for.
QUOTAS = {"complete-yaku": 50, "block": 40, "most-valuable": 35, "choice": 45,
          "scoring-basic": 40, "scoring-multiplier": 40, "koikoi-stop": 35,
          "koikoi-continue": 30}
# The generator's other rule sets, fixed so that a new rule set leaves the generated puzzles as
# they were (a puzzle of any rule set is verified all the same).
OTHER_RULES = ("wikipedia", "vietnam", "online-15", "baike")


class PuzzleError(EngineError):
    """A puzzle that is malformed, or whose stored answers the engine does not confirm."""


# -- positions ------------------------------------------------------------------------------


def position_of(state: State) -> dict:
    """The position as the player to move sees it, that player first ("you")."""
    me = state.mover
    opp = 1 - me
    return {
        "hand": list(state.hand(me)),
        "field": list(state.field_cards()),
        "piles": [list(state.pile(me)), list(state.pile(opp))],
        "drawn": state.drawn,
        "koikoi": [state.koikoi[me], state.koikoi[opp]],
        "opponent_hand": state.hands[opp].bit_count(),
        "stock": len(state.deal.stock) - state.stock_pos - (1 if state.drawn else 0),
        "dealer": 0 if state.deal.dealer == me else 1,
        "phase": state.phase,
    }


def _check_position(pos: dict) -> None:
    try:
        seen = [*pos["hand"], *pos["field"], *pos["piles"][0], *pos["piles"][1]]
        if pos.get("drawn"):
            seen.append(pos["drawn"])
    except (KeyError, TypeError, IndexError):
        raise PuzzleError("a position needs hand, field and two piles") from None
    for c in seen:
        card(c)
    if len(set(seen)) != len(seen):
        raise PuzzleError("a card appears twice in the position")
    unseen = len(DECK) - len(seen)
    if unseen != pos["opponent_hand"] + pos["stock"]:
        raise PuzzleError("opponent hand and stock do not add up to the unseen cards")


def observation_of(pos: dict, rules: str) -> Observation:
    """An :class:`Observation` for seat 0 ("you") in ``pos``, legal actions included."""
    state = determinize(pos, rules, random.Random(0))
    return state.observation(0)


def determinize(pos: dict, rules: str, rng: random.Random) -> State:
    """A full state consistent with ``pos``: the unseen cards dealt at random by ``rng``."""
    _check_position(pos)
    ruleset = get_rules(rules)
    seen = mask_of([*pos["hand"], *pos["field"], *pos["piles"][0], *pos["piles"][1]]
                   + ([pos["drawn"]] if pos.get("drawn") else []))
    unseen = [c.id for c in DECK if not c.mask & seen]
    rng.shuffle(unseen)
    n = pos["opponent_hand"]
    opp_hand, stock = unseen[:n], unseen[n:]
    if pos.get("drawn"):
        stock = [pos["drawn"], *stock]
    dealer = 0 if pos.get("dealer", 0) == 0 else 1
    piles = (mask_of(pos["piles"][0]), mask_of(pos["piles"][1]))
    return state_from_view(ruleset, dealer, 0, pos.get("phase", PLAY),
                           (mask_of(pos["hand"]), mask_of(opp_hand)), mask_of(pos["field"]),
                           piles, tuple(pos.get("koikoi", (0, 0))), stock)



# -- answers --------------------------------------------------------------------------------


def action_answer(action) -> str:
    """The canonical answer string of a play or draw: ``card>take``."""
    return f"{action.card}>{','.join(action.take)}"


def parse_action_answer(text: str) -> tuple[str, tuple[str, ...]]:
    """:raises PuzzleError: when ``text`` is not ``card>take``."""
    if not isinstance(text, str) or text.count(">") != 1:
        raise PuzzleError(f"not a move: {str(text)[:60]!r}")
    played, take = text.split(">")
    card(played)
    taken = tuple(t for t in take.split(",") if t)
    for t in taken:
        card(t)
    return played, taken


def _capture_values(obs: Observation, rules) -> dict:
    """Per legal action: yaku points gained, opponent threats blocked, best card value."""
    me_pile = mask_of(obs.piles[0])
    opp_pile = mask_of(obs.piles[1])
    live = mask_of(obs.field) | mask_of(obs.unseen())
    opp_threats = threats(opp_pile, rules, live)
    before = yaku_total(evaluate(me_pile, rules))
    out = {}
    for a in obs.legal_actions:
        gained = mask_of((a.card, *a.take)) if a.take else 0
        gain = yaku_total(evaluate(me_pile | gained, rules)) - before if gained else 0
        blocked = tuple(t.yaku for t in opp_threats
                        if any(CARDS_BY_ID[c].mask & gained for c in t.cards))
        best = max((CARDS_BY_ID[c].points for c in a.take), default=0)
        if a.take:
            best = max(best, CARDS_BY_ID[a.card].points)
        out[a] = (gain, blocked, best)
    return out


def _solve_capture(p: dict) -> list[str]:
    rules = get_rules(p["rules"])
    obs = observation_of(p["position"], p["rules"])
    values = _capture_values(obs, rules)
    theme = p["theme"]
    if theme == "complete-yaku":
        top = max(v[0] for v in values.values())
        good = [a for a, v in values.items() if v[0] == top and top > 0]
    elif theme == "block":
        target = p["position"].get("target")
        good = [a for a, v in values.items() if target in v[1]]
    elif theme == "most-valuable":
        top = max(v[2] for v in values.values())
        good = [a for a, v in values.items() if v[2] == top and top > 0]
    else:
        raise PuzzleError(f"unknown capture theme: {theme!r}")
    return sorted(action_answer(a) for a in good)


def _solve_choice(p: dict) -> list[str]:
    rules = get_rules(p["rules"])
    obs = observation_of(p["position"], p["rules"])
    values = _capture_values(obs, rules)
    keys = {a: (v[0], len(v[1]), v[2]) for a, v in values.items()}
    top = max(keys.values())
    return sorted(a.take[0] for a, k in keys.items() if k == top)


def _solve_scoring(p: dict) -> list[dict]:
    rules = get_rules(p["rules"])
    pos = p["position"]
    s = score_mask(mask_of(pos["pile"]), rules, bool(pos.get("opponent_koikoi")))
    return [{"yaku": sorted(y.id for y in s.yaku), "points": s.points}]


def _solve_recognition(p: dict) -> list[dict]:
    c = card(p["position"]["card"])
    return [{"month": c.month, "kind": c.kind,
             "yaku": list(yaku_for_card(c.id, get_rules(p["rules"])))}]


# -- koi-koi decisions -----------------------------------------------------------------------

_TOTALS: dict[tuple[int, str], int] = {}


def _pile_total(pile: int, rules) -> int:
    key = (pile, rules.name)
    t = _TOTALS.get(key)
    if t is None:
        if len(_TOTALS) > 200_000:
            _TOTALS.clear()
        t = _TOTALS[key] = yaku_total(evaluate(pile, rules))
    return t


def _greedy(state: State):
    """The rollout policy (the engine's greedy computer): best immediate capture, stop at once."""
    legal = state.legal_actions()
    if state.phase == DECIDE:
        return Call(STOP)
    if len(legal) == 1:
        return legal[0]
    rules = state.rules
    pile = state.piles[state.mover]
    best, best_value = legal[0], -1e9
    for a in legal:
        value = action_value(pile, a, rules, _pile_total)
        if value > best_value:
            best, best_value = a, value
    return best


def koikoi_evaluation(pos: dict, rules: str, samples: int = KOIKOI_SAMPLES,
                      seed: int = 0) -> dict:
    """Stopping now against calling koi-koi, in points, from seat 0's side.

    Stopping is worth exactly the current score with its multipliers. Koi-koi is worth the
    mean point margin (yours minus the opponent's) of ``samples`` continuations: the unseen
    cards dealt at random by ``random.Random(seed)``, then both sides played by the engine's
    greedy computer (best capture now, stop at the first new yaku).
    """
    ruleset = get_rules(rules)
    rng = random.Random(seed)
    margins = []
    stop = None
    for _ in range(samples):
        state = determinize(pos, rules, rng)
        if stop is None:
            if Call(KOIKOI) not in state.legal_actions():
                raise PuzzleError("koi-koi is not allowed in this position")
            stopped = state.apply(Call(STOP)).result
            assert stopped is not None, "a stop ends the hand"
            stop = stopped.points[0]
        state = state.apply(Call(KOIKOI))
        while not state.is_over:
            state = state.apply(_greedy(state))
        assert state.result is not None, "a hand played out has a result"
        margins.append(state.result.points[0] - state.result.points[1])
    mean = statistics.fmean(margins)
    sd = statistics.pstdev(margins)
    yaku = evaluate(mask_of(pos["piles"][0]), ruleset)
    return {"stop": stop, "continue": round(mean, 2), "stderr": round(sd / math.sqrt(samples), 2),
            "samples": samples, "seed": seed, "yaku": [y.id for y in yaku],
            "won": round(sum(m > 0 for m in margins) / samples, 2)}


def koikoi_verdict(ev: dict) -> str | None:
    """``stop`` or ``koikoi`` when the evaluation is clear-cut, else None."""
    diff = ev["continue"] - ev["stop"]
    need = max(KOIKOI_MARGIN, KOIKOI_RATIO * ev["stop"], KOIKOI_SIGMAS * ev["stderr"])
    if abs(diff) < need:
        return None
    return KOIKOI if diff > 0 else STOP


def _solve_koikoi(p: dict) -> list[str]:
    ev = koikoi_evaluation(p["position"], p["rules"], p["check"]["samples"], p["check"]["seed"])
    verdict = koikoi_verdict(ev)
    return [verdict] if verdict else []


SOLVERS = {"capture": _solve_capture, "choice": _solve_choice, "scoring": _solve_scoring,
           "koikoi": _solve_koikoi, "recognition": _solve_recognition}


def _check_evaluation(puzzle: dict, answers: list) -> list[str]:
    if puzzle["kind"] != "koikoi":
        return []
    ev = koikoi_evaluation(puzzle["position"], puzzle["rules"], puzzle["check"]["samples"],
                           puzzle["check"]["seed"])
    return [] if ev == puzzle["check"] else [
        f"stored evaluation {puzzle['check']} but the engine says {ev}"]


BY_KIND = puzzlelib.Kinds(PREFIX, THEMES, RULESETS, SOLVERS, PuzzleError,
                          check=_check_evaluation)
solve = BY_KIND.solve
puzzle_id = BY_KIND.puzzle_id
verify = BY_KIND.verify


# -- explanations as data ------------------------------------------------------------------


def explain(puzzle: dict) -> dict:
    """What the engine says about the solution: yaku, cards, points, threats (data only)."""
    kind = puzzle["kind"]
    rules = get_rules(puzzle["rules"])
    pos = puzzle["position"]
    if kind in ("capture", "choice"):
        obs = observation_of(pos, puzzle["rules"])
        out = []
        for ans in puzzle["answers"]:
            if kind == "choice":
                action = next(a for a in obs.legal_actions if a.take == (ans,))
            else:
                played, taken = parse_action_answer(ans)
                action = next(a for a in obs.legal_actions
                              if a.card == played and a.take == taken)
            out.append({"action": action, "reasons": action_reasons(obs, action)})
        others = []
        if kind == "choice":
            for a in obs.legal_actions:
                if a.take[0] not in puzzle["answers"]:
                    others.append({"action": a, "reasons": action_reasons(obs, a)})
        live = mask_of(obs.field) | mask_of(obs.unseen())
        return {"solutions": out, "others": others,
                "threats": threats(mask_of(pos["piles"][1]), rules, live),
                "yaku": evaluate(mask_of(pos["piles"][0]), rules)}
    if kind == "scoring":
        s = score_mask(mask_of(pos["pile"]), rules, bool(pos.get("opponent_koikoi")))
        seven, koikoi = doublings(s.base, rules, bool(pos.get("opponent_koikoi")))
        return {"score": s, "seven": seven, "koikoi": koikoi,
                "cards": {y.id: [c for c in pos["pile"] if _in_yaku(c, y.id)] for y in s.yaku}}
    if kind == "koikoi":
        live = mask_of(pos["field"]) | _unseen_mask(pos)
        s = score_mask(mask_of(pos["piles"][0]), rules, pos["koikoi"][1] > 0)
        return {"check": puzzle["check"], "score": s,
                "threats": threats(mask_of(pos["piles"][1]), rules, live),
                "hand": len(pos["hand"]), "opponent_hand": pos["opponent_hand"]}
    c = card(pos["card"])
    return {"card": c, "yaku": yaku_for_card(c.id, rules)}


def _in_yaku(card_id: str, yaku: str) -> bool:
    from .scoring import YAKU_CARDS

    return bool(YAKU_CARDS.get(yaku, 0) & CARDS_BY_ID[card_id].mask)


def _unseen_mask(pos: dict) -> int:
    seen = mask_of([*pos["hand"], *pos["field"], *pos["piles"][0], *pos["piles"][1]])
    return ((1 << len(DECK)) - 1) & ~seen


def hint(puzzle: dict) -> dict:
    """A nudge after a wrong try, as data: which card, how many yaku, which side."""
    kind = puzzle["kind"]
    if kind == "capture":
        played, _ = parse_action_answer(puzzle["answers"][0])
        return {"card": played}
    if kind == "choice":
        obs = observation_of(puzzle["position"], puzzle["rules"])
        action = next(a for a in obs.legal_actions if a.take == (puzzle["answers"][0],))
        reasons = action_reasons(obs, action)
        return {"reason": next(r.kind for r in reasons)}
    if kind == "scoring":
        a = puzzle["answers"][0]
        return {"yaku_count": len(a["yaku"])}
    if kind == "koikoi":
        return {"stop": puzzle["check"]["stop"],
                "threats": len(explain(puzzle)["threats"])}
    c = card(puzzle["position"]["card"])
    return {"flower": c.flower, "kind_points": c.points}


def compare(puzzle: dict, chosen: str) -> dict:
    """Why a wrong capture or choice falls short, as data: what the reader's move gains
    (yaku points, opponent yaku blocked, best card taken) against the best move, without
    naming the best move (so a miss never gives the answer away).

    ``chosen`` is an answer in the puzzle's own form (``action_answer`` or a field card id).
    """
    obs = observation_of(puzzle["position"], puzzle["rules"])
    values = _capture_values(obs, get_rules(puzzle["rules"]))

    def key(a):
        return action_answer(a) if puzzle["kind"] == "capture" else a.take[0]

    mine = next(v for a, v in values.items() if key(a) == chosen)
    best = next(v for a, v in values.items() if key(a) in puzzle["answers"])
    return {"theme": puzzle["theme"], "target": puzzle["position"].get("target"),
            "gain": (mine[0], best[0]), "blocked": (mine[1], best[1]), "best": (mine[2], best[2])}


# -- generation ------------------------------------------------------------------------------


def _make(kind: str, theme: str, rules: str, position: dict, answers: list, level: int,
          source: dict, **extra) -> dict:
    p = {"id": puzzle_id(kind, rules, theme, position), "kind": kind, "theme": theme,
         "level": level, "rules": rules, "position": position, "answers": answers,
         "source": source}
    p.update(extra)
    return p


def recognition_puzzle(card_id: str, rules: str = "nintendo") -> dict:
    c = card(card_id)
    yaku = yaku_for_card(c.id, get_rules(rules))
    level = 1 if c.kind in ("bright", "chaff") else (2 if len(yaku) <= 2 else 3)
    p = _make("recognition", "recognition", rules, {"card": c.id}, [], level, {"card": c.id})
    p["answers"] = _solve_recognition(p)
    return p


def _decide(state: State, rng: random.Random):
    """Self-play calls koi-koi seven times in ten when it may, so that hands go on."""
    if Call(KOIKOI) in state.legal_actions() and rng.random() < 0.7:
        return Call(KOIKOI)
    return Call(STOP)


def _games(seed: int):
    """Seeded games, Nintendo's rules three times in four: (game seed, rules name, states)."""
    return puzzlelib.seeded_deals(
        seed, lambda rng: "nintendo" if rng.random() < 0.75 else rng.choice(OTHER_RULES),
        deal, _decide, _greedy, noise=0.35)


def _capture_candidates(state: State, rules_name: str, source: dict):
    rules = state.rules
    pos = position_of(state)
    obs = state.observation(state.mover)
    legal = obs.legal_actions
    if len(legal) < 3:
        return
    # seat-0 view for the solver
    obs0 = observation_of(pos, rules_name)
    values = _capture_values(obs0, rules)
    captures = [a for a in legal if a.take]
    if len(captures) < 2:
        return
    gains = sorted({v[0] for v in values.values()}, reverse=True)
    opp_live = mask_of(obs0.field) | mask_of(obs0.unseen())
    opp_threats = threats(mask_of(pos["piles"][1]), rules, opp_live)
    blockable = {y for v in values.values() for y in v[1]}
    my_yaku = len(evaluate(mask_of(pos["piles"][0]), rules))

    if gains[0] > 0:
        p = _make("capture", "complete-yaku", rules_name, pos, [], 1, source)
        ans = _solve_capture(p)
        if 1 <= len({a.split(">")[0] for a in ans}) <= 1 and len(ans) <= 2:
            distractors = sum(1 for g in gains[1:] if g > 0)
            made = new_yaku(mask_of(pos["piles"][0]),
                            mask_of(pos["piles"][0]) | mask_of(
                                (ans[0].split(">")[0], *parse_action_answer(ans[0])[1])), rules)
            level = 1 + (distractors > 0 or len(made) > 1 or my_yaku > 0) + bool(
                opp_threats or len(legal) >= 10)
            p["level"] = min(3, level)
            p["answers"] = ans
            yield p
        return
    if len(blockable) == 1:
        target = next(iter(blockable))
        pos_b = dict(pos, target=target)
        p = _make("capture", "block", rules_name, pos_b, [], 1, source)
        ans = _solve_capture(p)
        # one card to play (its take may be fixed), and taking the most valuable card
        # must not be the same move, so blocking is a decision
        mv = _solve_capture(dict(p, theme="most-valuable"))
        if ans and len({a.split(">")[0] for a in ans}) == 1 and set(ans) != set(mv):
            level = 1 + (len(opp_threats) > 1) + (get_rules(rules_name).points[target] >= 5
                                                  and my_yaku > 0)
            p["level"] = min(3, level)
            p["answers"] = ans
            yield p
        return
    if not opp_threats and not blockable:
        p = _make("capture", "most-valuable", rules_name, pos, [], 1, source)
        ans = _solve_capture(p)
        tops = sorted((v[2] for v in values.values()), reverse=True)
        if ans and len(ans) == 1 and tops[0] > tops[1]:
            level = 1 if tops[0] >= 10 and len(captures) <= 3 else (
                2 if len(captures) <= 4 else 3)
            p["level"] = level
            p["answers"] = ans
            yield p


def _choice_candidates(state: State, rules_name: str, source: dict):
    legal = state.legal_actions()
    if state.phase != DRAW or len(legal) != 2 or not all(a.take for a in legal):
        return
    pos = position_of(state)
    p = _make("choice", "choice", rules_name, pos, [], 1, source)
    ans = _solve_choice(p)
    if len(ans) != 1:
        return
    obs0 = observation_of(pos, rules_name)
    values = _capture_values(obs0, state.rules)
    keys = sorted(((v[0], len(v[1]), v[2]) for v in values.values()), reverse=True)
    best, other = keys[0], keys[1]
    if best[0] > 0 and other[0] > 0:  # both make a yaku: which is worth more?
        level = 3
    elif best[0] > 0:  # only one makes a yaku: easy when it is also the bigger card
        level = 1 if best[2] >= other[2] else 2
    elif best[1] > 0:  # blocking decides: harder when the other card is worth more
        level = 2 if best[2] >= other[2] else 3
    else:
        level = 1 if best[2] - other[2] >= 9 else 2
    p["level"] = min(3, level)
    p["answers"] = ans
    yield p


def _scoring_candidate(pile: int, rules_name: str, opp_koikoi: bool, source: dict):
    rules = get_rules(rules_name)
    s = score_mask(pile, rules, opp_koikoi)
    if not s.yaku:
        return None
    multiplied = s.multiplier > 1
    theme = "scoring-multiplier" if multiplied else "scoring-basic"
    pos = {"pile": card_ids(pile), "opponent_koikoi": opp_koikoi}
    bonus = any(y.points > rules.points[y.id] for y in s.yaku)
    level = 1 + (len(s.yaku) > 1 or bonus) + (multiplied and (len(s.yaku) > 1 or opp_koikoi))
    p = _make("scoring", theme, rules_name, pos, [], min(3, level), source)
    p["answers"] = _solve_scoring(p)
    return p


def _koikoi_candidate(state: State, rules_name: str, source: dict):
    if (state.phase != DECIDE or Call(KOIKOI) not in state.legal_actions()
            or not state.hands[state.mover]):
        return None
    pos = position_of(state)
    check_seed = int(hashlib.sha256(json.dumps(pos, sort_keys=True).encode()).hexdigest()[:8], 16)
    ev = koikoi_evaluation(pos, rules_name, KOIKOI_SAMPLES, check_seed)
    verdict = koikoi_verdict(ev)
    if verdict is None:
        return None
    theme = "koikoi-stop" if verdict == STOP else "koikoi-continue"
    ruleset = get_rules(rules_name)
    live = mask_of(pos["field"]) | _unseen_mask(pos)
    opp_threats = threats(mask_of(pos["piles"][1]), ruleset, live)
    diff = abs(ev["continue"] - ev["stop"])
    level = 1 + (diff < 6) + bool(opp_threats or pos["koikoi"][1] or len(ev["yaku"]) > 1)
    p = _make("koikoi", theme, rules_name, pos, [verdict], min(3, level), source, check=ev)
    return p


def generate(seed: int = 2026, quotas: dict | None = None, max_games: int = 6000,
             progress=None) -> list[dict]:
    """A library of puzzles from seeded games, every one confirmed by :func:`solve`.

    Same seed, same library. Recognition puzzles cover all 48 cards under Nintendo's rules,
    and the cards whose yaku differ under other rule sets once more under those.
    """
    quotas = dict(QUOTAS if quotas is None else quotas)
    found: dict[str, dict] = {}
    counts: Counter = Counter()
    rng = random.Random(seed)

    def add(p):
        if p is None or p["id"] in found or counts[p["theme"]] >= quotas.get(p["theme"], 0):
            return
        # keep the library mostly Nintendo, a few puzzles per other rule set per theme
        if p["rules"] != "nintendo" and sum(
                1 for q in found.values() if q["theme"] == p["theme"] and q["rules"] != "nintendo"
        ) >= quotas[p["theme"]] // 4:
            return
        found[p["id"]] = p
        counts[p["theme"]] += 1

    for n, (game_seed, rules_name, states) in enumerate(_games(seed)):
        if n >= max_games or all(counts[t] >= q for t, q in quotas.items()):
            break
        for ply, state in enumerate(states):
            if state.is_over:
                continue
            source = {"game": game_seed, "ply": ply}
            if state.phase == PLAY:
                for p in _capture_candidates(state, rules_name, source):
                    add(p)
            elif state.phase == DRAW:
                for p in _choice_candidates(state, rules_name, source):
                    add(p)
            elif state.phase == DECIDE and rng.random() < 0.5 and (
                    counts["koikoi-stop"] < quotas["koikoi-stop"]
                    or counts["koikoi-continue"] < quotas["koikoi-continue"]):
                add(_koikoi_candidate(state, rules_name, source))
        # scoring: the final piles, with and without an opponent's koi-koi
        last = states[-1]
        for seat in (0, 1):
            pile = last.piles[seat]
            if evaluate(pile, last.rules):
                add(_scoring_candidate(pile, rules_name, False, {"game": game_seed,
                                                                  "seat": seat}))
                if get_rules(rules_name).koikoi_doubles:
                    add(_scoring_candidate(pile, rules_name, True, {"game": game_seed,
                                                                     "seat": seat,
                                                                     "koikoi": True}))
        if progress:
            progress(n, counts)

    puzzles = list(found.values())
    for c in DECK:
        puzzles.append(recognition_puzzle(c.id, "nintendo"))
    for rules_name in ("vietnam", "baike"):
        for c in DECK:
            if yaku_for_card(c.id, get_rules(rules_name)) != yaku_for_card(
                    c.id, get_rules("nintendo")):
                puzzles.append(recognition_puzzle(c.id, rules_name))
    # Game puzzles by level, kinds mixed (the id is a hash); the card drill last, deck order.
    puzzles.sort(key=lambda p: (1, 0, CARDS_BY_ID[p["position"]["card"]].index, p["rules"])
                 if p["kind"] == "recognition" else (0, p["level"], p["id"].split("-")[1]))
    return puzzles


def dumps(puzzles: list[dict]) -> str:
    """The library as JSON text: one puzzle per line, stable for version control."""
    return puzzlelib.dumps(puzzles)


def load(path: str | Path | Traversable = DEFAULT_PATH) -> list[dict]:
    """:raises PuzzleError: when the file is not a puzzle library."""
    return puzzlelib.read(path, PuzzleError)


def verify_library(puzzles: list[dict]) -> list[str]:
    return puzzlelib.check(puzzles, verify)


def summary(puzzles: list[dict]) -> dict:
    """Counts by kind, theme, level and rule set."""
    return puzzlelib.summary(puzzles, KINDS)


__all__ = ["DEFAULT_PATH", "SEED", "HAND_YAKU", "KINDS", "LEVELS", "PuzzleError", "Reason", "THEMES",
           "Threat", "action_answer", "compare", "determinize", "dumps", "explain", "generate", "hint",
           "koikoi_evaluation", "load", "observation_of", "parse_action_answer", "position_of",
           "puzzle_id", "recognition_puzzle", "solve", "summary", "verify", "verify_library",
           "Draw", "Play"]
