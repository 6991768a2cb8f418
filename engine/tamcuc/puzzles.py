"""Tam Cúc puzzles, generated from seeded deals and checked again by the engine.

A puzzle is plain data (a dict that round-trips through JSON): ``id``, ``kind``, ``theme``,
``level`` (1–3), ``rules`` (a rule-set name), the ``position`` seen by the solver's seat and
``answers``, every accepted answer. A position holds only what that seat sees (its hand and
face-down play, the plays turned up in the trick, counts, the cards turned up this deal, the
cards it knows were won): :func:`solve` recomputes the answers from it alone and :func:`verify`
compares them with the stored ones.

Kinds and their answers (canonical strings; actions in :mod:`engine.tamcuc.notation`):

* ``trick`` (follower, cards laid face down): the cheapest play sure to take the trick,
  whatever the unseen cards are: ``lay …``. Every copy of the same cards is accepted.
* ``lead`` (the caller): the call sure to take the trick that takes the most cards: ``call …``.
* ``first-call``: the same two questions on the deal's first trick, where a play holding a
  rank above the ban ("cấm tướng, cấm sĩ lấy tượng cầm đầu") cannot win.
* ``reveal`` (after laying): ``reveal`` or ``chui``. When the play cannot beat the best play
  turned up, chui is forced; when it can, the verdict comes from paired rollouts of both
  choices (the engine's greedy player on every seat) and is kept only with a clear margin.
* ``ket`` (the caller, every hand the same size): the best kết the caller is sure to make by
  calling only sure winners, the last call being the kết: ``ket-doi``, ``ket-ba``,
  ``ket-tot-den`` (its column: black Tốt, tứ tử, ngũ tử) or ``none``.

"Sure" means: no combination of the unseen cards beats it (a follower must also beat equal
plays, as every play before it is turned up first), it breaks no first-call ban, and for a
kết plan of several calls nobody can seize the lead by showing a tứ tử or ngũ tử between them.

Levels (:func:`level_of`): 1 + (more than eight distinct plays to choose from) + (the answer
depends on the cards already turned up, or a trap: another sure play that is not the answer,
on the first call a banned play that would otherwise be sure), at most 3.
Reveal: forced chui 1 + (the play is a combination of the called shape) +
(it looks stronger than it is: equal, banned or mixed colours); weighed ones by the margin.
Kết: 1 + (the plan needs earlier calls, or a kết-shaped combination in hand is no sure kết)
+ (the answer depends on cards turned up).

Nothing here is a sentence: :func:`explain` gives data, the site words it.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import statistics
from collections import Counter
from functools import partial
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from .. import puzzlelib
from ..errors import EngineError
from .cards import CARD_INDEX, FULL_MASK, TAMCUC_BY_ID, TAMCUC_DECK, ids_of, mask_of
from .combos import SHAPE_OF_SIZE, classify_mask, combinations_in, combo_of
from .notation import format_action
from .players import _playout, greedy_action
from .players import _view_of_state as greedy_view
from .rules import KET_KINDS, RULESETS, get_rules
from .state import KET_COLUMN, Call, Chui, Lay, Observation, Reveal, State, _ket, breaks_ban, deal
from .state import determinize as determinize_obs

KINDS = ("trick", "lead", "reveal", "ket", "first-call")
PREFIX = {"trick": "tcw", "lead": "tcl", "reveal": "tcr", "ket": "tck", "first-call": "tcf"}
THEMES = {
    "trick": ("follow-sure", "follow-count"),
    "lead": ("lead-sure", "lead-count"),
    "reveal": ("must-chui", "reveal-or-chui"),
    "ket": ("ket-sure", "no-ket"),
    "first-call": ("first-lead", "first-follow"),
}
LEVELS = (1, 2, 3)
NO_KET = "none"
KET_ANSWERS = (NO_KET, "ket-doi", "ket-ba", "ket-tot-den")
DEFAULT_PATH = files(__package__) / "data" / "puzzles.json"  # in the wheel too
SEED = 2026  # the library's: `python -m engine tamcuc puzzles generate` makes the same file
DEFAULT_RULES = "standard"
OTHER_RULES = ("thirty-cards", "section-2-1")  # rule sets that change the three-seat deck

# Reveal or chui, when both are legal: paired rollouts, and how clear the verdict must be.
REVEAL_SAMPLES = 120
REVEAL_MARGIN = 1.0  # points, at least, and ...
REVEAL_SIGMAS = 3.0  # ... this many standard errors of the mean difference

QUOTAS = {"follow-sure": 14, "follow-count": 14, "lead-sure": 14, "lead-count": 14,
          "must-chui": 15, "reveal-or-chui": 15, "ket-sure": 13, "no-ket": 12,
          "first-lead": 15, "first-follow": 15}
MIN_PER_KIND = 20  # the tests hold the library to this many puzzles of each kind
MAX_OPTIONS = 24  # plays offered to choose from, at most


class PuzzleError(EngineError):
    """A puzzle that is malformed, or whose stored answers the engine does not confirm."""


# -- positions ------------------------------------------------------------------------------

POSITION_KEYS = ("seats", "seat", "dealer", "phase", "leader", "first_call", "size", "queue",
                 "hand", "own_play", "hand_counts", "laid_counts", "revealed", "chuis", "best",
                 "won", "won_counts", "own_discards", "discard_counts", "seen", "seizer")


def position_of(state: State) -> dict:
    """What the seat to move sees, as JSON data (its observation without the events)."""
    obs = state.observation(state.mover)
    return {
        "seats": obs.seats, "seat": obs.player, "dealer": obs.dealer, "phase": obs.phase,
        "leader": obs.leader, "first_call": obs.first_call, "size": obs.size,
        "queue": list(obs.queue), "hand": list(obs.hand), "own_play": list(obs.own_play),
        "hand_counts": list(obs.hand_counts), "laid_counts": list(obs.laid_counts),
        "revealed": [list(r) for r in obs.revealed], "chuis": list(obs.chuis), "best": obs.best,
        "won": [list(w) for w in obs.won], "won_counts": list(obs.won_counts),
        "own_discards": list(obs.own_discards), "discard_counts": list(obs.discard_counts),
        "seen": list(obs.seen), "seizer": obs.seizer,
    }


def _ids(values) -> tuple[str, ...]:
    if not isinstance(values, list) or any(c not in CARD_INDEX for c in values):
        raise PuzzleError(f"not a list of Tam Cúc cards: {str(values)[:60]}")
    if len(set(values)) != len(values):
        raise PuzzleError("a card appears twice in one list of the position")
    return tuple(values)


def _known_mask(pos: dict) -> int:
    """Cards the solver's seat knows where they are."""
    me = pos["seat"]
    return (mask_of(pos["hand"]) | mask_of(pos["own_play"]) | mask_of(pos["won"][me])
            | mask_of(pos["own_discards"]) | mask_of(pos["seen"]))


def _is_int(value, lo: int, hi: int) -> bool:
    return type(value) is int and lo <= value <= hi


def _check_position(pos: dict, rules) -> None:
    """:raises PuzzleError: when the position cannot be a real one (values of the wrong kind,
    counts that do not add up, a card in two places, a removed card, a trick that cannot be,
    a phase the puzzles do not use)."""
    if not isinstance(pos, dict) or any(k not in pos for k in POSITION_KEYS):
        raise PuzzleError("a position needs " + ", ".join(POSITION_KEYS))
    n, me = pos["seats"], pos["seat"]
    if not _is_int(n, 2, 4) or not _is_int(me, 0, n - 1) \
            or pos["phase"] not in ("call", "lay", "reveal"):
        raise PuzzleError("seats, seat or phase out of range")
    for key in ("hand_counts", "laid_counts", "won_counts", "discard_counts", "revealed", "won"):
        if not isinstance(pos[key], list) or len(pos[key]) != n:
            raise PuzzleError(f"{key} needs one entry per seat")
    counts = [*pos["hand_counts"], *pos["laid_counts"], *pos["won_counts"], *pos["discard_counts"]]
    seats = [pos["leader"], pos["dealer"], *pos["chuis"], *pos["queue"]] \
        if isinstance(pos["chuis"], list) and isinstance(pos["queue"], list) else [None]
    if not all(_is_int(c, 0, 32) for c in counts) or not all(_is_int(s, 0, n - 1) for s in seats) \
            or not _is_int(pos["size"], 0, 5) or not isinstance(pos["first_call"], bool) \
            or not (pos["best"] is None or _is_int(pos["best"], 0, n - 1)) \
            or not (pos["seizer"] is None or _is_int(pos["seizer"], 0, n - 1)):
        raise PuzzleError("a count or a seat of the position is out of range")
    if not pos["queue"] or pos["queue"][0] != me:
        raise PuzzleError("the solver's seat is not the one to move")
    trick = [len(_ids(r)) for r in pos["revealed"]]
    if any(c not in (0, pos["size"]) for c in (*trick, *pos["laid_counts"])) \
            or (pos["phase"] == "call") != (pos["size"] == 0) \
            or (pos["best"] is not None and not trick[pos["best"]]):
        raise PuzzleError("the trick on the table cannot be")
    hand, own = _ids(pos["hand"]), _ids(pos["own_play"])
    seen = mask_of(_ids(pos["seen"]))
    mine = [hand, own, _ids(pos["won"][me]), _ids(pos["own_discards"])]
    flat = [c for group in mine for c in group]
    if len(set(flat)) != len(flat) or mask_of(hand) & seen or mask_of(own) & seen:
        raise PuzzleError("a card of the solver's seat is in two places")
    deck = FULL_MASK & ~rules.removed(n)
    if (seen | mask_of(flat)) & ~deck:
        raise PuzzleError("the position holds a card removed at this table")
    if pos["hand_counts"][me] != len(hand) or pos["laid_counts"][me] != len(own):
        raise PuzzleError("the solver's counts do not match its cards")
    won_all = revealed_all = 0
    hidden = 0
    for p in range(n):
        won, up = mask_of(_ids(pos["won"][p])), mask_of(_ids(pos["revealed"][p]))
        if (won | up) & ~seen and p != me or up & ~seen:
            raise PuzzleError("a card turned up is missing from the seen cards")
        won_all |= won
        revealed_all |= up
        if p != me:
            hidden += pos["hand_counts"][p] + (0 if up else pos["laid_counts"][p])
            hidden += pos["won_counts"][p] - won.bit_count() + pos["discard_counts"][p]
    seen_rac = seen & ~won_all & ~revealed_all & ~mask_of(pos["own_discards"])
    unseen = deck & ~_known_mask(pos)
    if hidden - seen_rac.bit_count() != unseen.bit_count():
        raise PuzzleError("the hidden cards do not add up to the cards the seat has not seen")


def observation_of(p: dict) -> Observation:
    """The solver's :class:`Observation` (without events or legal actions) from a puzzle."""
    rules = get_rules(p["rules"]) if p.get("rules") in RULESETS else None
    if rules is None:
        raise PuzzleError(f"unknown rule set {p.get('rules')!r}")
    pos = p["position"]
    _check_position(pos, rules)
    n = pos["seats"]
    face_down = sum(c for s, c in enumerate(pos["laid_counts"]) if not pos["revealed"][s])
    return Observation(
        player=pos["seat"], seats=n, rules=rules.name, dealer=pos["dealer"], phase=pos["phase"],
        current=pos["seat"], queue=tuple(pos["queue"]), leader=pos["leader"],
        first_call=bool(pos["first_call"]), size=pos["size"], hand=tuple(pos["hand"]),
        hand_counts=tuple(pos["hand_counts"]), own_play=tuple(pos["own_play"]),
        laid_counts=tuple(pos["laid_counts"]), revealed=tuple(map(tuple, pos["revealed"])),
        chuis=tuple(pos["chuis"]), best=pos["best"], won=tuple(map(tuple, pos["won"])),
        won_counts=tuple(pos["won_counts"]), own_discards=tuple(pos["own_discards"]),
        discard_counts=tuple(pos["discard_counts"]), seen=tuple(pos["seen"]),
        face_down=face_down, seizer=pos["seizer"], offer=None,
        removed=ids_of(rules.removed(n)), legal_actions=(), result=None, events=())


def determinize(p: dict, rng: random.Random) -> State:
    """A full state consistent with the position: the unseen cards dealt at random."""
    return determinize_obs(observation_of(p), rng)


def unseen_mask(p: dict) -> int:
    """Cards the solver's seat has not seen: they may be anywhere it cannot see."""
    pos = p["position"]
    rules = get_rules(p["rules"])
    return FULL_MASK & ~rules.removed(pos["seats"]) & ~_known_mask(pos)


# -- sure winners ---------------------------------------------------------------------------


def threats(p: dict, mask: int, *, caller: bool, pool: int | None = None) -> list[int]:
    """Combinations of the unseen cards (or ``pool``) that would beat ``mask``, strongest
    first: stronger ones, and equal ones too when the play is a follower's (every play before
    it is turned up first, and only a stronger play takes the lead)."""
    rules, pos = get_rules(p["rules"]), p["position"]
    combo = combo_of(mask)
    pool = unseen_mask(p) if pool is None else pool
    out = []
    for m in combinations_in(pool, mask.bit_count()):
        other = combo_of(m)
        if other.shape == combo.shape and not breaks_ban(rules, pos["seats"], pos["first_call"], m) \
                and (other.key > combo.key or (other.key == combo.key and not caller)):
            out.append(m)
    return sorted(out, key=lambda m: (-combo_of(m).key, m))


def is_sure(p: dict, mask: int, *, caller: bool, shape: str | None = None,
            first_call: bool | None = None, pool: int | None = None) -> bool:
    """Whether a play takes the trick whatever the unseen cards are."""
    rules, pos = get_rules(p["rules"]), p["position"]
    combo = classify_mask(mask)
    first = pos["first_call"] if first_call is None else first_call
    if combo is None or (shape and combo.shape != shape) \
            or breaks_ban(rules, pos["seats"], first, mask):
        return False
    return not threats(p, mask, caller=caller, pool=pool)


def _signature(mask: int) -> tuple:
    """Plays of the same kinds of cards are the same play."""
    return tuple(sorted((c.colour, c.rank.id) for c in (TAMCUC_DECK[i] for i in range(32)
                                                          if mask >> i & 1)))


def choices(p: dict) -> list[int]:
    """The plays offered to the reader, one per kind of play: for a follower every
    combination of the called shape, for the caller every combination it may call."""
    pos = p["position"]
    hand = mask_of(pos["hand"])
    if pos["phase"] == "lay":
        shape = SHAPE_OF_SIZE[pos["size"]]
        masks = [m for m in combinations_in(hand, pos["size"]) if combo_of(m).shape == shape]
    else:
        top = min(5, *(c for c in pos["hand_counts"] if c))
        masks = [m for n in range(1, top + 1) for m in combinations_in(hand, n)]
    out, seen = [], set()
    for m in masks:
        sig = _signature(m)
        if sig not in seen:
            seen.add(sig)
            out.append(m)
    return out


def action_text(p: dict, mask: int) -> str:
    cls = Lay if p["position"]["phase"] == "lay" else Call
    return format_action(cls(ids_of(mask)))


def _all_copies(p: dict, masks: list[int]) -> list[str]:
    """Every play in hand with the same cards as one of ``masks`` (copies are the same)."""
    pos = p["position"]
    hand = mask_of(pos["hand"])
    sigs = {_signature(m) for m in masks}
    sizes = {m.bit_count() for m in masks}
    out = [m for n in sizes for m in combinations_in(hand, n) if _signature(m) in sigs]
    return sorted(action_text(p, m) for m in out)


def _solve_play(p: dict) -> list[str]:
    pos = p["position"]
    if pos["phase"] == "lay":
        shape = SHAPE_OF_SIZE[pos["size"]]
        sure = [m for m in choices(p) if is_sure(p, m, caller=False, shape=shape)]
        if not sure:
            return []
        low = min(combo_of(m).key for m in sure)
        return _all_copies(p, [m for m in sure if combo_of(m).key == low])
    if pos["phase"] != "call" or pos["leader"] != pos["seat"]:
        raise PuzzleError("a lead puzzle needs the solver to call")
    sure = [m for m in choices(p) if is_sure(p, m, caller=True)]
    if not sure:
        return []
    most = max(m.bit_count() for m in sure)
    return _all_copies(p, [m for m in sure if m.bit_count() == most])


# -- reveal or chui -------------------------------------------------------------------------


def reveal_reason(p: dict) -> str:
    """Why the solver's face-down play may or may not be turned up: ``beats``, or what stops
    it: ``no-combo``, ``mixed-colours``, ``wrong-shape``, ``banned``, ``equal``, ``weaker``."""
    pos = p["position"]
    rules = get_rules(p["rules"])
    mask = mask_of(pos["own_play"])
    combo = classify_mask(mask)
    if combo is None:
        cards = [TAMCUC_BY_ID[c] for c in pos["own_play"]]
        same_rank = len({c.rank.id for c in cards}) == 1 and len(cards) > 1
        return "mixed-colours" if same_rank or _one_colour_short(cards) else "no-combo"
    if combo.shape != SHAPE_OF_SIZE[pos["size"]]:
        return "wrong-shape"
    if breaks_ban(rules, pos["seats"], pos["first_call"], mask):
        return "banned"
    if pos["best"] is None:
        return "beats"
    best = combo_of(mask_of(pos["revealed"][pos["best"]]))  # a play turned up: a combination
    if combo.key == best.key:
        return "equal"
    return "beats" if combo.key > best.key else "weaker"


def _one_colour_short(cards) -> bool:
    """A triple or Tốt run that would be a combination in one colour."""
    ranks = {c.rank.id for c in cards}
    return len(cards) >= 3 and (ranks in ({"general", "advisor", "elephant"},
                                          {"chariot", "cannon", "horse"}) or ranks == {"soldier"})


def reveal_evaluation(p: dict, samples: int, seed: int) -> dict:
    """Reveal against chui, in points for the solver's seat: ``samples`` deals of the unseen
    cards (``random.Random(seed)``), each played out from both choices by the greedy player
    on every seat; the difference is paired, world by world."""
    rng = random.Random(seed)
    seat = p["position"]["seat"]
    diffs, reveals, chuis = [], [], []
    for _ in range(samples):
        world = determinize(p, rng)
        if Reveal() not in world.legal_actions():
            raise PuzzleError("the solver's play cannot be revealed here")
        r = _playout(world._play(Reveal()), seat)
        c = _playout(world._play(Chui()), seat)
        reveals.append(r)
        chuis.append(c)
        diffs.append(r - c)
    sd = statistics.pstdev(diffs)
    return {"samples": samples, "seed": seed, "reveal": round(statistics.fmean(reveals), 2),
            "chui": round(statistics.fmean(chuis), 2),
            "stderr": round(sd / math.sqrt(samples), 2)}


def reveal_verdict(ev: dict) -> str | None:
    diff = ev["reveal"] - ev["chui"]
    if abs(diff) < max(REVEAL_MARGIN, REVEAL_SIGMAS * ev["stderr"]):
        return None
    return "reveal" if diff > 0 else "chui"


def _solve_reveal(p: dict) -> list[str]:
    pos = p["position"]
    if pos["phase"] != "reveal" or not pos["own_play"]:
        raise PuzzleError("a reveal puzzle needs the solver's play face down, to reveal")
    observation_of(p)  # checks the position
    if reveal_reason(p) != "beats":
        return ["chui"]
    check = p.get("check")
    if not isinstance(check, dict) or not {"samples", "seed"} <= set(check):
        raise PuzzleError("a reveal-or-chui puzzle needs its check (samples, seed)")
    samples, seed = check["samples"], check["seed"]
    if not (isinstance(samples, int) and 10 <= samples <= 1000 and isinstance(seed, int)):
        raise PuzzleError("the check's samples or seed are out of range")
    verdict = reveal_verdict(reveal_evaluation(p, samples, seed))
    return [verdict] if verdict else []


# -- kết ------------------------------------------------------------------------------------


def _ket_kind(p: dict, call: int) -> str | None:
    """The kết column a last call makes when nobody beats it, or None (the engine's own
    reading of a last trick, which looks only at the rule set and the seat count)."""
    seat = p["position"]["seat"]
    ket = _ket(get_rules(p["rules"]), p["position"]["seats"], (seat, call, seat, call))
    return None if ket is None else KET_COLUMN[ket.kind]


def _show_possible(p: dict, left: int) -> bool:
    """Whether another seat could show a tứ tử / ngũ tử between tricks while holding ``left``
    cards: it would seize the lead or leave the hands of unequal size, so no plan is sure."""
    rules, pos = get_rules(p["rules"]), p["position"]
    pool = unseen_mask(p)
    for size in (4, 5):
        rule = rules.show_rule(pos["seats"], SHAPE_OF_SIZE[size])
        if rule and rule[0] == "any" and left >= size and combinations_in(pool, size):
            return True
    return False


def ket_plans(p: dict) -> dict[str, list[list[str]]]:
    """Per kết column, one plan of calls (each sure to win, the last the kết) that makes it."""
    pos = p["position"]
    if pos["phase"] != "call" or pos["leader"] != pos["seat"]:
        raise PuzzleError("a kết puzzle needs the solver to call")
    counts = [c for c in pos["hand_counts"] if c]
    if len(set(counts)) != 1 or len(counts) < 2:
        raise PuzzleError("a kết puzzle needs every hand in play the same size")
    plans: dict[str, list[list[str]]] = {}

    def search(hand: int, first: bool, done: list[int]) -> None:
        left = hand.bit_count()
        if is_sure(p, hand, caller=True, first_call=first):
            kind = _ket_kind(p, hand)
            if kind and kind not in plans:
                plans[kind] = [list(ids_of(m)) for m in (*done, hand)]
        for n in range(1, min(5, left - 1) + 1):
            for m in combinations_in(hand, n):
                if is_sure(p, m, caller=True, first_call=first) \
                        and not _show_possible(p, left - n):
                    search(hand & ~m, False, [*done, m])

    search(mask_of(pos["hand"]), pos["first_call"], [])
    return plans


def _solve_ket(p: dict) -> list[str]:
    plans = ket_plans(p)
    if not plans:
        return [NO_KET]
    table = get_rules(p["rules"]).ket_table(p["position"]["seats"])
    return [max(plans, key=table.__getitem__)]


# -- solving and checking -------------------------------------------------------------------

SURE_KINDS = ("trick", "lead", "first-call")  # the kinds answered by a sure play
SOLVERS = {"trick": _solve_play, "lead": _solve_play, "first-call": _solve_play,
           "reveal": _solve_reveal, "ket": _solve_ket}


def solve(puzzle: dict) -> list[str]:
    """The accepted answers, recomputed from the position alone ([] when nothing is sure).

    :raises PuzzleError: for an unknown kind or a position that cannot be.
    """
    kind = puzzle.get("kind") if isinstance(puzzle, dict) else None
    if kind not in SOLVERS:
        raise PuzzleError(f"unknown puzzle kind: {kind!r}")
    observation_of(puzzle)
    phase = puzzle["position"]["phase"]
    want = {"trick": "lay", "lead": "call", "reveal": "reveal", "ket": "call"}.get(puzzle["kind"])
    if want and phase != want or puzzle["kind"] == "first-call" and (
            phase not in ("call", "lay") or not puzzle["position"]["first_call"]):
        raise PuzzleError(f"a {puzzle['kind']} puzzle cannot start in phase {phase}")
    return SOLVERS[puzzle["kind"]](puzzle)


def verify(puzzle: dict) -> list[str]:
    """Problems with one stored puzzle ([] when the engine confirms it): what every game
    checks, then the theme and a reveal's weighing."""
    return puzzlelib.verify(puzzle, THEMES, RULESETS, puzzle_id, solve, _own_problems)


def _own_problems(puzzle: dict, answers: list[str]) -> list[str]:
    out = []
    if puzzle["theme"] != _theme(puzzle, answers):
        out.append(f"theme {puzzle['theme']} does not fit the answer")
    if puzzle["kind"] == "reveal" and puzzle["theme"] == "reveal-or-chui":
        ev = reveal_evaluation(puzzle, puzzle["check"]["samples"], puzzle["check"]["seed"])
        if ev != puzzle["check"]:
            out.append(f"stored evaluation {puzzle['check']} but the engine says {ev}")
    return out


def _theme(p: dict, answers: list[str]) -> str:
    kind, pos = p["kind"], p["position"]
    if kind == "reveal":
        return "must-chui" if reveal_reason(p) != "beats" else "reveal-or-chui"
    if kind == "ket":
        return "no-ket" if answers == [NO_KET] else "ket-sure"
    if kind == "first-call":
        return "first-lead" if pos["phase"] == "call" else "first-follow"
    counted = bool(answers) and answers != _solve_play(_blind(p))
    prefix = "follow" if kind == "trick" else "lead"
    return f"{prefix}-count" if counted else f"{prefix}-sure"


def _blind(p: dict) -> dict:
    """The same puzzle for a seat that forgot every card turned up by the others (to see
    whether counting them matters). For the sure-play and kết solvers only: its counts no
    longer add up."""
    pos = p["position"]
    me = pos["seat"]
    mine = mask_of(pos["won"][me]) | mask_of(pos["own_discards"])
    return dict(p, position=dict(pos, seen=list(ids_of(mask_of(pos["seen"]) & mine)),
                                 won=[w if s == me else [] for s, w in enumerate(pos["won"])],
                                 revealed=[[] for _ in pos["revealed"]]))


# -- explanations as data -------------------------------------------------------------------


def option_data(p: dict, mask: int) -> dict:
    """What the engine says about one play offered: sure or not, and why."""
    pos = p["position"]
    rules = get_rules(p["rules"])
    caller = pos["phase"] == "call"
    beaten = threats(p, mask, caller=caller)
    gone = [m for m in threats(p, mask, caller=caller, pool=unseen_mask(p) | mask_of(pos["seen"]))
            if m & mask_of(pos["seen"])]
    return {"action": action_text(p, mask), "cards": list(ids_of(mask)),
            "shape": combo_of(mask).shape,
            "banned": breaks_ban(rules, pos["seats"], pos["first_call"], mask),
            "beaten_by": [list(_signature(m)) for m in beaten[:1]],
            "gone": [list(ids_of(m & mask_of(pos["seen"]))) for m in gone],
            "sure": is_sure(p, mask, caller=caller, shape=None if caller else
                            SHAPE_OF_SIZE[pos["size"]])}


def explain(puzzle: dict) -> dict:
    """Data behind the solution (no sentences): per kind, the plays and why."""
    kind, pos = puzzle["kind"], puzzle["position"]
    rules = get_rules(puzzle["rules"])
    base = {"kind": kind, "seats": pos["seats"], "first_call": pos["first_call"],
            "ban_order": rules.banned_order(pos["seats"])}
    if kind in ("trick", "lead", "first-call"):
        opts = [option_data(puzzle, m) for m in choices(puzzle)]
        answer = next(o for o in opts if o["action"] in puzzle["answers"])
        return {**base, "caller": pos["phase"] == "call", "answer": answer,
                "others": [o for o in opts if o["action"] not in puzzle["answers"]]}
    if kind == "reveal":
        best = pos["best"]
        return {**base, "reason": reveal_reason(puzzle), "own": pos["own_play"], "best": best,
                "best_cards": pos["revealed"][best] if best is not None else [],
                "check": puzzle.get("check")}
    plans = ket_plans(puzzle)
    table = rules.ket_table(pos["seats"])
    answer = puzzle["answers"][0]
    hand = mask_of(pos["hand"])
    shaped: list[dict] = []
    for n in (2, 3, 4, 5):
        for m in combinations_in(hand, n):
            if _signature(m) in {_signature(x["mask"]) for x in shaped}:
                continue
            shaped.append({"mask": m, "kind": _ket_kind(puzzle, m),
                           "beaten_by": [list(_signature(t)) for t in
                                         threats(puzzle, m, caller=True)[:1]]})
    return {**base, "answer": answer, "points": table.get(answer, 0),
            "plan": plans.get(answer, []), "kets": {k: table[k] for k in KET_KINDS[:3]},
            "shaped": [{"cards": list(ids_of(s["mask"])), "kind": s["kind"],
                        "beaten_by": s["beaten_by"]} for s in shaped]}


# -- generation ------------------------------------------------------------------------------


def level_of(p: dict) -> int:
    """The documented measure of difficulty (see the module's docstring)."""
    kind = p["kind"]
    if kind == "reveal":
        reason = reveal_reason(p)
        if p["theme"] == "must-chui":
            shaped = reason in ("banned", "equal", "weaker")
            return 1 + shaped + (reason in ("banned", "equal", "mixed-colours"))
        ch = p["check"]
        diff = abs(ch["reveal"] - ch["chui"])
        return 1 if diff >= 4 else 2 if diff >= 2 else 3
    if kind == "ket":
        data = explain(p)
        near_miss: bool = p["answers"] == [NO_KET] and any(s["kind"] for s in data["shaped"])
        blind_misses: bool = p["answers"] != _solve_ket_blind(p)
        return 1 + (len(data["plan"]) > 1 or near_miss) + blind_misses
    pos = p["position"]
    data = explain(p)
    shape = None if data["caller"] else SHAPE_OF_SIZE[pos["size"]]
    if kind == "first-call":  # the trap bites when a banned play would otherwise be sure
        trap = any(o["banned"] and is_sure(p, mask_of(o["cards"]), caller=data["caller"],
                                           shape=shape, first_call=False)
                   for o in data["others"])
    else:  # a stronger play (a follower) or a smaller one (the caller) is also sure
        trap = any(o["sure"] for o in data["others"])
    counted = p["answers"] != _solve_play(_blind(p))
    return min(3, 1 + (len(choices(p)) > 8) + (trap or counted))


def _solve_ket_blind(p: dict) -> list[str]:
    try:
        return _solve_ket(_blind(p))
    except (EngineError, IndexError):
        return []


def _policy(rng: random.Random):
    """Seeded self-play that reaches varied positions: greedy with some random moves."""

    def choose(state: State):
        legal = state.legal_actions()
        if rng.random() < 0.3:
            return rng.choice(legal)
        return greedy_action(greedy_view(state))

    return choose


def replay_source(source: dict) -> State:
    """The state a puzzle was taken from (its ``source``): the whole deal, hidden cards too.
    The tests use it to check that no hidden card reaches a page."""
    state = deal(source["rules"], seed=source["seed"], seats=source["seats"])
    policy = _policy(random.Random(source["seed"]))
    for _ in range(source["ply"]):
        state = state.apply(policy(state))
    return state


def _deals(seed: int):
    """Seeded deals at 2, 3 and 4 seats in turn: yields (source, states)."""
    rng = random.Random(seed)
    n = 0
    while True:
        seats = (2, 3, 4)[n % 3]
        n += 1
        rules = DEFAULT_RULES
        if seats == 3 and rng.random() < 0.25:
            rules = rng.choice(OTHER_RULES)
        deal_seed = rng.randrange(1 << 30)
        state = deal(rules, seed=deal_seed, seats=seats)
        policy = _policy(random.Random(deal_seed))
        states = [state]
        while not state.is_over:
            state = state.apply(policy(state))
            states.append(state)
        yield {"rules": rules, "seed": deal_seed, "seats": seats}, states


def puzzle_id(kind: str, rules: str, theme: str, position: dict) -> str:
    """Kind prefix and a short hash of the position: stable across runs and machines."""
    return puzzlelib.position_id(PREFIX[kind], [kind, rules, theme, position])


def _make(kind: str, rules: str, position: dict, source: dict, **extra) -> dict:
    p = {"kind": kind, "theme": "", "level": 1, "rules": rules, "position": position,
         "answers": [], "source": source, **extra}
    return p


def _finish(p: dict) -> dict | None:
    answers = solve(p)
    if not answers:
        return None
    p["answers"] = answers
    p["theme"] = _theme(p, answers)
    p["level"] = level_of(p)
    p["id"] = puzzle_id(p["kind"], p["rules"], p["theme"], p["position"])
    return {k: p[k] for k in ("id", "kind", "theme", "level", "rules", "position", "answers",
                              "source", *(("check",) if "check" in p else ()))}


def _play_candidate(state: State, source: dict) -> dict | None:
    pos = position_of(state)
    kind = "first-call" if pos["first_call"] else "trick" if pos["phase"] == "lay" else "lead"
    p = _make(kind, source["rules"], pos, source)
    opts = choices(p)
    if not 2 <= len(opts) <= MAX_OPTIONS:
        return None
    if kind == "first-call" and not any(breaks_ban(state.rules, state.seats, True, m) for m in opts):
        return None  # no trap in hand: an ordinary question, not a first-call one
    answers = _solve_play(p)
    if not answers or len({_signature(mask_of(a.split()[1].split(","))) for a in answers}) != 1:
        return None
    return _finish(p)


def _reveal_candidate(state: State, source: dict) -> dict | None:
    pos = position_of(state)
    p = _make("reveal", source["rules"], pos, source)
    reason = reveal_reason(p)
    if reason == "no-combo":
        return None  # rubbish laid to lose: nothing to ask
    if reason == "beats":
        check_seed = int(hashlib.sha256(json.dumps(pos, sort_keys=True).encode()).hexdigest()[:8], 16)
        p["check"] = reveal_evaluation(p, REVEAL_SAMPLES, check_seed)
        if reveal_verdict(p["check"]) is None:
            return None
    return _finish(p)


def _ket_candidate(state: State, source: dict) -> dict | None:
    pos = position_of(state)
    counts = [c for c in pos["hand_counts"] if c]
    if len(set(counts)) != 1 or not 2 <= counts[0] <= 6:
        return None
    hand = mask_of(pos["hand"])
    if not any(combinations_in(hand, n) for n in (2, 3, 4)):
        return None  # nothing in hand looks like a kết
    return _finish(_make("ket", source["rules"], pos, source))


def generate(seed: int = 2026, quotas: dict[str, int] | None = None, max_deals: int = 6000,
             progress=None) -> list[dict]:
    """A library from seeded deals, every puzzle confirmed by :func:`solve`. Same seed, same
    library. Each theme's quota is shared evenly by the three seat counts."""
    quotas = dict(QUOTAS if quotas is None else quotas)
    found: dict[str, dict] = {}
    counts: Counter[str | tuple[str, int | str]] = Counter()  # by theme, theme and seats or "single"
    rng = random.Random(seed)

    def room(theme: str, seats: int) -> bool:
        q = quotas.get(theme, 0)
        return counts[theme] < q and counts[theme, seats] < -(-q // 3)

    def add(p: dict | None) -> None:
        if p is None or p["id"] in found or not room(p["theme"], p["position"]["seats"]):
            return
        # singles and plain weaker plays come easily: at most half of a theme each
        single = p["kind"] in SURE_KINDS and "," not in p["answers"][0] \
            or p["theme"] == "must-chui" and reveal_reason(p) == "weaker"
        if single and counts[p["theme"], "single"] >= quotas[p["theme"]] // 2:
            return
        found[p["id"]] = p
        counts[p["theme"]] += 1
        counts[p["theme"], p["position"]["seats"]] += 1
        counts[p["theme"], "single"] += single

    def wanted(*themes: str, seats: int) -> bool:
        return any(room(t, seats) for t in themes)

    for n, (source, states) in enumerate(_deals(seed)):
        if n >= max_deals or all(counts[t] >= q for t, q in quotas.items()):
            break
        seats = source["seats"]
        for ply, state in enumerate(states):
            if state.is_over or rng.random() < 0.5:
                continue
            src = {**source, "ply": ply}
            if state.phase == "lay" and wanted(*THEMES["trick"], "first-follow", seats=seats):
                add(_play_candidate(state, src))
            elif state.phase == "call":
                if wanted(*THEMES["ket"], seats=seats):
                    add(_ket_candidate(state, src))
                if wanted(*THEMES["lead"], "first-lead", seats=seats):
                    add(_play_candidate(state, src))
            elif state.phase == "reveal" and state.table[state.current] and wanted(
                    *THEMES["reveal"], seats=seats):
                add(_reveal_candidate(state, src))
        if progress:
            progress(n, counts)
    return sorted(found.values(), key=lambda p: (p["level"], KINDS.index(p["kind"]), p["id"]))


dumps = partial(puzzlelib.dumps, game="tamcuc")  # the library as JSON text, a puzzle a line


def load(path: str | Path | Traversable = DEFAULT_PATH) -> list[dict]:
    """:raises PuzzleError: when the file is not a Tam Cúc puzzle library."""
    return puzzlelib.read(path, PuzzleError, game="tamcuc")


def verify_library(puzzles: list[dict]) -> list[str]:
    return puzzlelib.check(puzzles, verify)


def summary(puzzles: list[dict]) -> dict:
    """Counts by kind, theme, level, rule set and seats."""
    seats = Counter(p["position"]["seats"] for p in puzzles)
    return {**puzzlelib.summary(puzzles, KINDS), "seats": dict(sorted(seats.items()))}


def main_verify(path: str) -> int:
    return puzzlelib.report(load(path), verify_library)
