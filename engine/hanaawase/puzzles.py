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

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from .. import puzzlelib
from ..errors import EngineError
from ..hanafuda.cards import card_ids, cards_in, mask_of
from ..hanafuda.puzzles import ALL, CapturePuzzles
from .ai import rollout_choice
from .rules import RULESETS, SUPERSEDES, WILLOW, YAKU_BY_ID, get_rules, total
from .scoring import settle
from .state import deal
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

WILLOW_NOT_CHAFF = WILLOW & ~mask_of(["willow-lightning"])
SEATS = 3


class PuzzleError(EngineError):
    """A puzzle that is malformed, or whose stored answers the engine does not confirm."""


CAPTURE = CapturePuzzles(PuzzleError, get_rules, yaku_of, total, card_points, "complete-yaku")
position_of = CAPTURE.position_of
legal_actions = CAPTURE.legal_actions
threats = CAPTURE.threats
capture_values = CAPTURE.capture_values
compare = CAPTURE.compare


def yaku_cards(yaku_id: str, mask: int) -> list[str]:
    """The cards of ``mask`` that make the yaku ``yaku_id``."""
    return card_ids(mask & YAKU_BY_ID[yaku_id].members)


# -- piles and the count ------------------------------------------------------------------------


def _solve_pile(p: dict) -> list[dict]:
    pile = CAPTURE.mask(p["position"]["pile"])
    found = yaku_of(pile, get_rules(p["rules"]))
    return [{"yaku": [y.id for y in found], "points": total(found),
             "card_points": card_points(pile)}]


def _count_piles(pos: dict) -> list[int]:
    piles = pos["piles"]
    if not isinstance(piles, list) or len(piles) != SEATS:
        raise PuzzleError("a count has three piles")
    masks = [CAPTURE.mask(p) for p in piles]
    if CAPTURE.mask([c for p in piles for c in p]) != ALL:
        raise PuzzleError("the three piles of a finished deal hold the 48 cards, each once")
    return masks


def _solve_count(p: dict) -> list[dict]:
    s = settle(get_rules(p["rules"]), _count_piles(p["position"]))
    return [{"card_points": list(s.card_points), "points": list(s.points)}]


SOLVERS = {"capture": CAPTURE.solve, "pile": _solve_pile, "count": _solve_count}


def _check_theme(puzzle: dict, answers: list) -> list[str]:
    """A pile or count puzzle's theme is what its position shows."""
    if puzzle["kind"] == "pile":
        want = _pile_theme(CAPTURE.mask(puzzle["position"]["pile"]), get_rules(puzzle["rules"]))
    elif puzzle["kind"] == "count":
        want = _count_theme(_count_piles(puzzle["position"]), get_rules(puzzle["rules"]))
    else:
        return []
    return [] if want == puzzle["theme"] else [f"the theme should be {want}"]


BY_KIND = puzzlelib.Kinds(PREFIX, THEMES, RULESETS, SOLVERS, PuzzleError, GAME,
                          check=_check_theme)
solve = BY_KIND.solve
puzzle_id = BY_KIND.puzzle_id
verify = BY_KIND.verify


# -- explanations as data -----------------------------------------------------------------------


def explain(puzzle: dict) -> dict:
    """What the engine says about the solution (data only: ids, cards, numbers)."""
    kind = puzzle["kind"]
    if kind == "capture":
        return CAPTURE.explain(puzzle, yaku_cards)
    rules = get_rules(puzzle["rules"])
    pos = puzzle["position"]
    if kind == "pile":
        pile = CAPTURE.mask(pos["pile"])
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
    raise PuzzleError(f"unknown puzzle kind: {kind!r}")


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


def _deals(seed: int):
    """Seeded three-seat deals, the rule sets at random: (deal seed, rules name, states)."""
    return puzzlelib.seeded_deals(seed, lambda rng: rng.choice(sorted(RULESETS)), deal,
                                  None, rollout_choice, noise=0.3)


def _answer_key(p: dict) -> tuple | None:
    """Pile puzzles with the same yaku are kept few."""
    return (p["kind"], p["rules"], tuple(p["answers"][0]["yaku"])) if p["kind"] == "pile" else None


def generate(seed: int = SEED, quotas: dict | None = None, max_deals: int = 3000) -> list[dict]:
    """A library of puzzles from seeded deals, every one confirmed by :func:`solve`. Same
    seed, same library."""
    library = puzzlelib.Quotas(QUOTAS if quotas is None else quotas, PER_ANSWER, LEVEL_SHARE,
                               _answer_key, spread_above=5)
    room, add = library.room, library.add
    for n, (deal_seed, _rules, states) in enumerate(_deals(seed)):
        if n >= max_deals or library.full():
            break
        for ply, state in enumerate(states):
            if state.is_over:
                continue
            source = {"deal": deal_seed, "rules": state.rules.name, "ply": ply}
            if state.rules.yaku and (room("complete-yaku") or room("block")):
                for theme, pos, level in CAPTURE.candidates(state):
                    add(_make("capture", theme, state.rules.name, pos, level, source))
            if state.rules.yaku and any(e.kind == "yaku" for e in state.events):
                seat = next(e.player for e in state.events if e.kind == "yaku")
                add(pile_puzzle(state.piles[seat], state.rules.name,
                                {"deal": deal_seed, "ply": ply, "seat": seat}))
        last = states[-1]
        if last.rules.yaku:
            for s in range(SEATS):
                add(pile_puzzle(last.piles[s], last.rules.name, {"deal": deal_seed, "seat": s}))
        add(count_puzzle(last.piles, last.rules.name, {"deal": deal_seed}))
    return sorted(library.found.values(),
                  key=lambda p: (KINDS.index(p["kind"]), p["level"], p["id"]))


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
