"""Hana-awase puzzles, generated from seeded deals and checked again by the engine.

A puzzle is plain data (a dict that round-trips through JSON): ``id``, ``kind``, ``theme``,
``level`` (1–3), ``rules`` (a rule-set name), the ``position`` the solver sees and ``answers``,
every accepted answer. :func:`solve` recomputes the answers from the position alone and
:func:`verify` compares them with the stored ones, so a library can always be re-checked.

Kinds, their positions and canonical answers:

* ``capture`` — a seat's view in the middle of a three-seat deal ("you" are index 0 of
  ``piles`` and ``hand_sizes``, the next seats to play follow): ``hand``, ``field``, ``piles``,
  ``hand_sizes``, ``stock`` (cards left, not counting ``drawn``), ``drawn`` (the card turned
  over in the draw phase), ``phase``; a ``block`` puzzle also names its ``target``. Answers are
  actions in :mod:`engine.hanaawase.notation` without a seat (``play pine-crane x
  pine-chaff-1``, ``draw maple-deer``).
* ``pile`` — ``{"pile": ids}``: the value of a captured pile; ``{"yaku": ids in table order,
  "points": their total, "card_points": the face value of the cards}``.
* ``count`` — ``{"piles": three piles of the finished deal, every card in one}``: the
  end-of-deal count; ``{"card_points": by seat, "points": each seat's result}``.

How the answers are decided:

* ``complete-yaku``: the captures that add the most yaku value to your pile now. Kept only
  when that value is above zero, the best captures all play one card (one or two ways to
  take), and another capture adds less.
* ``block``: the captures after which no card left for the opponents (the field and every
  card you cannot see) completes the named yaku of the named opponent. Kept only when no
  capture completes a yaku of yours, exactly one threat can be stopped this turn, one card
  stops it, and another capture does not.
* ``pile`` and ``count``: the engine's yaku table and settlement (:mod:`.scoring`).

Levels (1 easy … 3 hard), by counting what the solver must see:

* capture: 1 + how many of these hold, at most 2: another capture also adds a yaku; the
  capture taking the most card points is not an answer; five legal moves or more; more than
  one yaku threatened.
* pile: 1 + (two yaku or more, or more than 12 cards) + (a larger yaku hiding a smaller one,
  or a willow card that is no chaff).
* count: 1 + (a seat with two yaku or more) + (yaku for two seats or more, or yaku void).

Nothing here is a sentence: :func:`explain` gives data, the site turns it into words.

>>> p = pile_puzzle(mask_of(["cherry-curtain", "chrysanthemum-sake"]), "wikipedia")
>>> p["answers"]
[{'yaku': ['hanami-zake'], 'points': 20, 'card_points': 30}]
>>> solve(p) == p["answers"]
True
"""

from __future__ import annotations

from collections import Counter
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from .. import puzzlelib
from ..errors import EngineError
from ..hanafuda.cards import DECK, card, card_ids, cards_in, mask_of
from ..hanafuda.matching import Draw, Play, capture, options
from ..hanafuda.matching import action_text as notation
from .ai import rollout_choice
from .rules import RULESETS, SUPERSEDES, WILLOW, YAKU_BY_ID, get_rules, total
from .scoring import settle
from .state import DRAW, PLAY, State, deal
from .yaku import card_points, yaku_of

GAME = "hanaawase"
KINDS = ("capture", "pile", "count")
PREFIX = {"capture": "aca", "pile": "api", "count": "aco"}
THEMES = {
    "capture": ("complete-yaku", "block"),
    "pile": ("pile-yaku", "pile-hidden", "pile-none"),
    "count": ("count-par", "count-void", "count-sum"),
}
LEVELS = (1, 2, 3)
# The fewest puzzles of each kind a library must hold (the tests hold the file to it).
MINIMUM = {"capture": 40, "pile": 30, "count": 24}
QUOTAS = {"complete-yaku": 30, "block": 20, "pile-yaku": 22, "pile-hidden": 5, "pile-none": 4,
          "count-par": 16, "count-void": 4, "count-sum": 5}
PER_ANSWER = 3  # at most this many pile puzzles with the same yaku
LEVEL_SHARE = 0.6  # at most this share of a larger theme's quota at one level
DEFAULT_PATH = files(__package__) / "data" / "puzzles.json"  # in the wheel too
SEED = 264  # the library's: `python -m engine hanaawase puzzles generate` makes the same file

ALL = (1 << len(DECK)) - 1
WILLOW_NOT_CHAFF = WILLOW & ~mask_of(["willow-lightning"])
SEATS = 3


class PuzzleError(EngineError):
    """A puzzle that is malformed, or whose stored answers the engine does not confirm."""


def _mask(ids) -> int:
    """The mask of known, distinct card ids. :raises PuzzleError: otherwise."""
    try:
        found = [card(c) for c in ids]
    except (TypeError, EngineError):
        raise PuzzleError("a position names an unknown card") from None
    if len({c.id for c in found}) != len(found):
        raise PuzzleError("a card appears twice in the position")
    return mask_of(found)


def yaku_cards(yaku_id: str, mask: int) -> list[str]:
    """The cards of ``mask`` that make the yaku ``yaku_id``."""
    return card_ids(mask & YAKU_BY_ID[yaku_id].members)


# -- piles and the count ------------------------------------------------------------------------


def _solve_pile(p: dict) -> list[dict]:
    pile = _mask(p["position"]["pile"])
    found = yaku_of(pile, get_rules(p["rules"]))
    return [{"yaku": [y.id for y in found], "points": total(found),
             "card_points": card_points(pile)}]


def _count_piles(pos: dict) -> list[int]:
    piles = pos["piles"]
    if not isinstance(piles, list) or len(piles) != SEATS:
        raise PuzzleError("a count has three piles")
    masks = [_mask(p) for p in piles]
    if _mask([c for p in piles for c in p]) != ALL:
        raise PuzzleError("the three piles of a finished deal hold the 48 cards, each once")
    return masks


def _solve_count(p: dict) -> list[dict]:
    s = settle(get_rules(p["rules"]), _count_piles(p["position"]))
    return [{"card_points": list(s.card_points), "points": list(s.points)}]


# -- a seat's view in the middle of a deal --------------------------------------------------------


def position_of(state: State) -> dict:
    """The position as the seat to move sees it: that seat first, then the next to play."""
    me = state.current
    order = [(me + i) % SEATS for i in range(SEATS)]
    return {
        "hand": list(state.hand(me)),
        "field": list(state.field_cards()),
        "piles": [list(state.pile(s)) for s in order],
        "hand_sizes": [state.hands[s].bit_count() for s in order],
        "stock": len(state.deal.stock) - state.stock_pos - (1 if state.drawn else 0),
        "drawn": state.drawn,
        "phase": state.phase,
        "dealer": order.index(state.deal.dealer),
    }


def _seen(pos: dict) -> int:
    ids = [*pos["hand"], *pos["field"], *(c for pile in pos["piles"] for c in pile)]
    if pos.get("drawn"):
        ids.append(pos["drawn"])
    return _mask(ids)


def _check_view(pos: dict) -> None:
    try:
        seen = _seen(pos)
        unseen = len(DECK) - seen.bit_count()
        if len(pos["piles"]) != SEATS or len(pos["hand_sizes"]) != SEATS:
            raise PuzzleError("a position has three piles and three hand sizes")
        if pos["hand_sizes"][0] != len(pos["hand"]):
            raise PuzzleError("your hand size does not match your hand")
        if unseen != pos["hand_sizes"][1] + pos["hand_sizes"][2] + pos["stock"]:
            raise PuzzleError("the other hands and the stock do not add up to the unseen cards")
        if pos["phase"] not in (PLAY, DRAW) or (pos["phase"] == DRAW) != bool(pos.get("drawn")):
            raise PuzzleError("a drawn card goes with the draw phase, and only with it")
    except (KeyError, TypeError):
        raise PuzzleError("a position needs hand, field, piles, hand sizes, stock and phase") \
            from None


def legal_actions(pos: dict) -> tuple:
    """The legal plays (play phase) or draws (draw phase) of the position."""
    _check_view(pos)
    field = _mask(pos["field"])
    if pos["phase"] == DRAW:
        return options(Draw, card(pos["drawn"]).index, field)
    out: tuple = ()
    for c in cards_in(_mask(pos["hand"])):
        out += options(Play, c.index, field)
    return out


def _after(field: int, action) -> tuple[int, int]:
    """(the field after ``action``, the cards it gains)."""
    return capture(field, card(action.card).index, action.take)


def threats(pos: dict, rules) -> dict[tuple[int, str], int]:
    """(opponent, yaku) → the mask of the cards still open to the opponents (the field and
    every card you cannot see) any one of which would complete that yaku for them."""
    open_cards = _mask(pos["field"]) | (ALL & ~_seen(pos))
    out: dict[tuple[int, str], int] = {}
    for seat in range(1, SEATS):
        pile = _mask(pos["piles"][seat])
        have = {y.id for y in yaku_of(pile, rules)}
        for c in cards_in(open_cards):
            for y in yaku_of(pile | c.mask, rules):
                if y.id not in have:
                    out[seat, y.id] = out.get((seat, y.id), 0) | c.mask
    return out


def capture_values(p: dict) -> dict:
    """Per legal action (its notation): the yaku value it adds to your pile, the threats it
    stops, and the card points it takes."""
    pos = p["position"]
    rules = get_rules(p["rules"])
    legal = legal_actions(pos)
    pile = _mask(pos["piles"][0])
    field = _mask(pos["field"])
    open_cards = field | (ALL & ~_seen(pos))
    before = total(yaku_of(pile, rules))
    found = threats(pos, rules)
    out = {}
    for a in legal:
        new_field, gained = _after(field, a)
        gain = total(yaku_of(pile | gained, rules)) - before if gained else 0
        still_open = (open_cards & ~gained) | (new_field & ~field)
        stops = tuple(sorted(t for t, need in found.items() if not need & still_open))
        out[notation(a)] = {"gain": gain, "blocks": stops, "card_points": card_points(gained),
                            "take": bool(a.take)}
    return out


def _solve_capture(p: dict) -> list[str]:
    values = capture_values(p)
    if p["theme"] == "complete-yaku":
        top = max(v["gain"] for v in values.values())
        return sorted(a for a, v in values.items() if top > 0 and v["gain"] == top)
    if p["theme"] == "block":
        t = p["position"]["target"]
        target = (t["seat"], t["yaku"])
        return sorted(a for a, v in values.items() if target in v["blocks"])
    raise PuzzleError(f"unknown capture theme: {p['theme']!r}")


SOLVERS = {"capture": _solve_capture, "pile": _solve_pile, "count": _solve_count}


def solve(puzzle: dict) -> list:
    """The accepted answers of ``puzzle``, recomputed from its position by the engine.

    :raises PuzzleError: for an unknown kind or a malformed position.
    """
    return puzzlelib.solve(puzzle, SOLVERS, PuzzleError)


def puzzle_id(kind: str, rules: str, theme: str, position: dict) -> str:
    """Kind prefix and a short hash of the position: stable across runs and machines."""
    return puzzlelib.position_id(PREFIX[kind], [GAME, kind, rules, theme, position])


def _check_theme(puzzle: dict, answers: list) -> list[str]:
    """A pile or count puzzle's theme is what its position shows."""
    if puzzle["kind"] == "pile":
        want = _pile_theme(_mask(puzzle["position"]["pile"]), get_rules(puzzle["rules"]))
    elif puzzle["kind"] == "count":
        want = _count_theme(_count_piles(puzzle["position"]), get_rules(puzzle["rules"]))
    else:
        return []
    return [] if want == puzzle["theme"] else [f"the theme should be {want}"]


def verify(puzzle: dict) -> list[str]:
    """Problems with one stored puzzle ([] when the engine confirms it)."""
    return puzzlelib.verify(puzzle, THEMES, RULESETS, puzzle_id, solve, _check_theme)


# -- explanations as data -----------------------------------------------------------------------


def explain(puzzle: dict) -> dict:
    """What the engine says about the solution (data only: ids, cards, numbers)."""
    kind = puzzle["kind"]
    rules = get_rules(puzzle["rules"])
    pos = puzzle["position"]
    if kind == "pile":
        pile = _mask(pos["pile"])
        found = yaku_of(pile, rules)
        hidden = [small for y in found for small in SUPERSEDES.get(y.id, ())]
        return {"yaku": [{"id": y.id, "points": y.points, "cards": yaku_cards(y.id, pile)}
                         for y in found],
                "hidden": hidden, "points": total(found), "card_points": card_points(pile),
                "by_kind": {k: sum(c.points for c in cards_in(pile) if c.kind == k)
                            for k in ("bright", "animal", "ribbon", "chaff")},
                "willow": card_ids(pile & WILLOW_NOT_CHAFF)}
    if kind == "count":
        piles = _count_piles(pos)
        s = settle(rules, piles)
        return {"card_points": list(s.card_points), "par": s.par, "void": s.void,
                "settlement": rules.settlement,
                "yaku": [[{"id": y.id, "points": y.points} for y in made] for made in s.yaku],
                "payments": [list(line) for line in s.payments if line.amount],
                "points": list(s.points)}
    values = capture_values(puzzle)
    found = threats(pos, rules)
    pile = _mask(pos["piles"][0])
    field = _mask(pos["field"])
    solutions = []
    for a in legal_actions(pos):
        text = notation(a)
        if text in puzzle["answers"]:
            _, gained = _after(field, a)
            have = {y.id for y in yaku_of(pile, rules)}
            made = [y.id for y in yaku_of(pile | gained, rules) if y.id not in have]
            solutions.append({"action": text, "card": a.card, "take": list(a.take),
                              "made": made, "gain": values[text]["gain"],
                              "cards": yaku_cards(made[0], pile | gained) if made else [],
                              "blocks": [list(t) for t in values[text]["blocks"]]})
    return {"solutions": solutions,
            "threats": [{"seat": s, "yaku": y, "cards": card_ids(need)}
                        for (s, y), need in sorted(found.items())]}


def compare(puzzle: dict, chosen: str) -> dict:
    """Why a wrong capture falls short, as data, without naming the answer: the yaku value it
    adds and whether it stops the target, beside the best capture's."""
    values = capture_values(puzzle)
    mine = values[chosen]
    best = values[puzzle["answers"][0]]
    target = puzzle["position"].get("target")
    stops = target is not None and (target["seat"], target["yaku"]) in mine["blocks"]
    return {"theme": puzzle["theme"], "gain": (mine["gain"], best["gain"]), "stops": stops}


# -- generation ---------------------------------------------------------------------------------


def _make(kind: str, theme: str, rules: str, position: dict, level: int, source: dict) -> dict:
    p = {"id": puzzle_id(kind, rules, theme, position), "kind": kind, "theme": theme,
         "level": level, "rules": rules, "position": position, "answers": [], "source": source}
    p["answers"] = solve(p)
    return p


def _pile_theme(pile: int, rules) -> str:
    found = yaku_of(pile, rules)
    if not found:
        return "pile-none"
    hides = any(SUPERSEDES.get(y.id) for y in found)
    return "pile-hidden" if hides else "pile-yaku"


def pile_puzzle(pile: int, rules: str, source: dict | None = None) -> dict:
    """The value of a pile: its yaku and card points."""
    ruleset = get_rules(rules)
    found = yaku_of(pile, ruleset)
    theme = _pile_theme(pile, ruleset)
    level = 1 + (len(found) >= 2 or pile.bit_count() > 12) + (
        theme == "pile-hidden" or bool(pile & WILLOW_NOT_CHAFF))
    return _make("pile", theme, ruleset.name, {"pile": card_ids(pile)}, level, source or {})


def _count_theme(piles, rules) -> str:
    if rules.settlement == "sum":
        return "count-sum"
    return "count-void" if settle(rules, piles).void else "count-par"


def count_puzzle(piles, rules: str, source: dict | None = None) -> dict:
    """The end-of-deal count of three piles."""
    ruleset = get_rules(rules)
    s = settle(ruleset, piles)
    with_yaku = sum(bool(y) for y in s.yaku)
    level = 1 + any(len(y) >= 2 for y in s.yaku) + (with_yaku >= 2 or s.void)
    return _make("count", _count_theme(piles, ruleset), ruleset.name,
                 {"piles": [card_ids(p) for p in piles]}, level, source or {})


def _capture_candidates(state: State, source: dict):
    pos = position_of(state)
    rules = state.rules.name
    legal = legal_actions(pos)
    if len(legal) < 2 or sum(1 for a in legal if a.take) < 2:
        return
    probe = {"kind": "capture", "rules": rules, "position": pos, "theme": "complete-yaku"}
    values = capture_values(probe)
    gains = sorted((v["gain"] for v in values.values()), reverse=True)
    most = max(values, key=lambda a: (values[a]["card_points"], a))
    if gains[0] > 0:
        ans = _solve_capture(probe)
        if len(ans) <= 2 and len({a.split()[1] for a in ans}) == 1 and gains[-1] < gains[0]:
            level = _capture_level(sum(g > 0 for g in gains) > len(ans), most not in ans,
                                   len(legal), len(threats(pos, state.rules)))
            yield _make("capture", "complete-yaku", rules, pos, level, source)
        return
    blockable = {t for v in values.values() for t in v["blocks"]}
    if len(blockable) != 1:
        return
    seat, yaku = next(iter(blockable))
    pos_b = dict(pos, target={"seat": seat, "yaku": yaku})
    ans = _solve_capture(dict(probe, position=pos_b, theme="block"))
    others = [a for a, v in values.items() if v["take"] and a not in ans]
    if ans and len(ans) <= 2 and len({a.split()[1] for a in ans}) == 1 and others:
        level = _capture_level(False, most not in ans, len(legal),
                               len(threats(pos, state.rules)))
        yield _make("capture", "block", rules, pos_b, level, source)


def _capture_level(other_gain: bool, tempting: bool, moves: int, threatened: int) -> int:
    """1 + how many of these hold, at most 2: another capture also adds a yaku; the capture
    taking the most card points is not an answer; five legal moves or more; more than one
    yaku threatened."""
    return 1 + min(2, other_gain + tempting + (moves >= 5) + (threatened > 1))


def _deals(seed: int):
    """Seeded three-seat deals, the rule sets at random: (deal seed, rules name, states)."""
    return puzzlelib.seeded_deals(seed, lambda rng: rng.choice(sorted(RULESETS)), deal,
                                  None, rollout_choice, noise=0.3)


def generate(seed: int = SEED, quotas: dict | None = None, max_deals: int = 3000) -> list[dict]:
    """A library of puzzles from seeded deals, every one confirmed by :func:`solve`. Same
    seed, same library."""
    quotas = dict(QUOTAS if quotas is None else quotas)
    found: dict[str, dict] = {}
    counts: Counter = Counter()
    answers: Counter = Counter()

    def room(theme: str) -> bool:
        return counts[theme] < quotas.get(theme, 0)

    def add(p) -> bool:
        if p is None or p["id"] in found or not p["answers"] or not room(p["theme"]):
            return False
        key = (p["kind"], p["rules"], tuple(p["answers"][0]["yaku"])) if p["kind"] == "pile" \
            else None
        spread = quotas[p["theme"]] > 5  # a small theme takes what it finds, at any level
        if key and answers[key] >= PER_ANSWER or \
                spread and counts[p["theme"], p["level"]] >= quotas[p["theme"]] * LEVEL_SHARE:
            return False
        found[p["id"]] = p
        counts[p["theme"]] += 1
        counts[p["theme"], p["level"]] += 1
        answers[key] += 1
        return True

    for n, (deal_seed, _rules, states) in enumerate(_deals(seed)):
        if n >= max_deals or all(not room(t) for t in quotas):  # (levels may stay short)
            break
        for ply, state in enumerate(states):
            if state.is_over:
                continue
            source = {"deal": deal_seed, "rules": state.rules.name, "ply": ply}
            if state.rules.yaku and (room("complete-yaku") or room("block")):
                for p in _capture_candidates(state, source):
                    add(p)
            if state.rules.yaku and any(e.kind == "yaku" for e in state.events):
                seat = next(e.player for e in state.events if e.kind == "yaku")
                add(pile_puzzle(state.piles[seat], state.rules.name,
                                {"deal": deal_seed, "ply": ply, "seat": seat}))
        last = states[-1]
        if last.rules.yaku:
            for s in range(SEATS):
                add(pile_puzzle(last.piles[s], last.rules.name, {"deal": deal_seed, "seat": s}))
        add(count_puzzle(last.piles, last.rules.name, {"deal": deal_seed}))
    return sorted(found.values(), key=lambda p: (KINDS.index(p["kind"]), p["level"], p["id"]))


def dumps(puzzles: list[dict]) -> str:
    """The library as JSON text: one puzzle per line, stable for version control."""
    return puzzlelib.dumps(puzzles, game=GAME)


def load(path: str | Path | Traversable = DEFAULT_PATH) -> list[dict]:
    """:raises PuzzleError: when the file is not a Hana-awase puzzle library."""
    return puzzlelib.read(path, PuzzleError, game=GAME)


def verify_library(puzzles: list[dict]) -> list[str]:
    return puzzlelib.check(puzzles, verify)


def summary(puzzles: list[dict]) -> dict:
    """Counts by kind, theme, level and rule set."""
    return puzzlelib.summary(puzzles, KINDS)
