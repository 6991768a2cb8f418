"""What the games' puzzle libraries share: an id from a hash of the position, the JSON file
(one puzzle per line, stable for version control), reading it back, checking it whole, and
counting it. Each game's ``puzzles`` module says what a puzzle is and how to solve it.

>>> position_id("hte", ["teyaku", {"hand": []}])
'hte-1c8e70'
>>> dumps([{"id": "x"}], game="g")
'{"version": 1, "game": "g", "puzzles": [\\n{"id":"x"}\\n]}\\n'
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, Protocol


class PuzzleLibrary(Protocol):
    """What a game's ``puzzles`` module offers (:attr:`engine.protocol.Game.puzzles`), as
    ``python -m engine <game> puzzles generate|verify`` and the site use it: the library's
    ``DEFAULT_PATH`` (a package resource) and ``SEED``; ``generate(seed)`` the puzzles of seeded
    deals, each checked by the engine; ``dumps`` / ``load`` the JSON file;
    ``verify_library`` every problem of a library ([] when the engine confirms it);
    ``summary`` its counts."""

    DEFAULT_PATH: Traversable
    SEED: int

    def generate(self, seed: int) -> list[dict]: ...
    def dumps(self, puzzles: list[dict]) -> str: ...
    def load(self, path: str | Path | Traversable = ...) -> list[dict]: ...
    def verify_library(self, puzzles: list[dict]) -> list[str]: ...
    def summary(self, puzzles: list[dict]) -> dict: ...


def seeded_deals(seed: int, rules_for: Callable, deal: Callable, decide: Callable | None,
                 best: Callable, noise: float):
    """Seeded self-play that makes varied positions: yields (deal seed, rules name, every
    state from the deal to its end). ``rules_for(rng)`` picks each deal's rule set; then a
    player takes ``best(state)``, or a random legal action with probability ``noise``, and
    ``decide(state, rng)`` when a call is due (None: a game without calls)."""
    rng = random.Random(seed)
    while True:
        rules = rules_for(rng)
        deal_seed = rng.randrange(1 << 30)
        state = deal(rules, seed=deal_seed)
        own = random.Random(deal_seed)
        states = [state]
        while not state.is_over:
            if state.phase == "decide":
                assert decide is not None, "a game with calls decides them"
                action = decide(state, own)
            elif own.random() < noise:
                action = own.choice(state.legal_actions())
            else:
                action = best(state)
            state = state.apply(action)
            states.append(state)
        yield deal_seed, rules, states


class Quotas:
    """A library being filled from seeded deals (:meth:`add` each candidate): each theme up
    to its quota; at most ``per_answer`` puzzles with the same ``answer_key(puzzle)`` (None:
    no limit); at most ``level_share`` of a theme's quota at one level, for a theme whose quota
    is above ``spread_above`` (a smaller theme takes what it finds, at any level)."""

    def __init__(self, quotas: dict, per_answer: int, level_share: float,
                 answer_key: Callable[[dict], Any], spread_above: int = 0):
        self.quotas: dict[str, int] = dict(quotas)
        self.per_answer = per_answer
        self.level_share = level_share
        self.answer_key = answer_key
        self.spread_above = spread_above
        self.found: dict[str, dict] = {}
        self.counts: Counter[Hashable] = Counter()  # by theme, and by (theme, level)
        self.answers: Counter[Any] = Counter()

    def room(self, theme: str) -> bool:
        return self.counts[theme] < self.quotas.get(theme, 0)

    def full(self) -> bool:
        """Every theme has its quota (its levels may stay short)."""
        return all(not self.room(t) for t in self.quotas)

    def add(self, p: dict | None, force: bool = False) -> bool:
        """Keep ``p`` if it is new, has answers and its theme has room; unless ``force``d,
        also within the answer and level limits. True when kept."""
        if p is None or p["id"] in self.found or not p["answers"] or not self.room(p["theme"]):
            return False
        key = self.answer_key(p)
        quota = self.quotas[p["theme"]]
        if not force and (key is not None and self.answers[key] >= self.per_answer
                          or quota > self.spread_above
                          and self.counts[p["theme"], p["level"]] >= quota * self.level_share):
            return False
        self.found[p["id"]] = p
        self.counts[p["theme"]] += 1
        self.counts[p["theme"], p["level"]] += 1
        self.answers[key] += 1
        return True


def solve(puzzle: dict, solvers: dict[str, Callable], error: type[Exception]) -> list:
    """The answers ``solvers[kind]`` finds for ``puzzle``.

    :raises error: for an unknown kind or a position the solver cannot read."""
    try:
        solver = solvers[puzzle["kind"]]
    except (KeyError, TypeError):
        raise error(f"unknown puzzle kind: {puzzle.get('kind')!r}") from None
    try:
        answers: list = solver(puzzle)
        return answers
    except (KeyError, TypeError, IndexError, AttributeError):
        raise error(f"malformed {puzzle['kind']} position") from None


@dataclass(frozen=True)
class Kinds:
    """A game's puzzle kinds: the id prefix, themes and solver of each, its rule sets, the
    error a bad puzzle raises, the game's name hashed into the ids (None for Koi-Koi's, made
    before it), and ``check(puzzle, answers)``, what else :meth:`verify` looks at."""

    prefix: dict[str, str]
    themes: dict[str, tuple[str, ...]]
    rulesets: Any
    solvers: dict[str, Callable]
    error: type[Exception]
    game: str | None = None
    check: Callable | None = None

    def solve(self, puzzle: dict) -> list:
        """The accepted answers of ``puzzle``, recomputed from its position by the engine.

        :raises error: for an unknown kind or a malformed position.
        """
        return solve(puzzle, self.solvers, self.error)

    def puzzle_id(self, kind: str, rules: str, theme: str, position: dict) -> str:
        """Kind prefix and a short hash of the position: stable across runs and machines."""
        game = [] if self.game is None else [self.game]
        return position_id(self.prefix[kind], [*game, kind, rules, theme, position])

    def verify(self, puzzle: dict) -> list[str]:
        """Problems with one stored puzzle ([] when the engine confirms it)."""
        return verify(puzzle, self.themes, self.rulesets, self.puzzle_id, self.solve, self.check)


def verify(puzzle: dict, themes: dict, rulesets, make_id: Callable, solve: Callable,
           extra: Callable | None = None) -> list[str]:
    """Problems with one stored puzzle ([] when the engine confirms it): its kind, theme,
    level and rule set, its id against the hash of its position, its answers against
    ``solve``'s, and whatever ``extra(puzzle, answers)`` finds (a stored evaluation)."""
    from .errors import EngineError

    pid = puzzle.get("id", "?")
    kind = puzzle.get("kind")
    if kind not in themes:
        return [f"{pid}: unknown kind {kind!r}"]
    problems = []
    if puzzle.get("theme") not in themes[kind]:
        problems.append(f"{pid}: theme {puzzle.get('theme')!r} is not a {kind} theme")
    if puzzle.get("level") not in (1, 2, 3):
        problems.append(f"{pid}: level {puzzle.get('level')!r}")
    if puzzle.get("rules") not in rulesets:
        return [*problems, f"{pid}: unknown rule set {puzzle.get('rules')!r}"]
    want = make_id(kind, puzzle["rules"], puzzle.get("theme"), puzzle.get("position"))
    if pid != want:
        problems.append(f"{pid}: id should be {want}")
    try:
        answers = solve(puzzle)
        if not answers:
            problems.append(f"{pid}: the engine finds no answer")
        elif answers != puzzle.get("answers"):
            problems.append(f"{pid}: stored answers {puzzle.get('answers')} but the engine "
                            f"says {answers}")
        if extra:
            problems += [f"{pid}: {line}" for line in extra(puzzle, answers)]
    except (EngineError, KeyError, TypeError) as e:
        problems.append(f"{pid}: {e}")
    return problems


def position_id(prefix: str, parts: list) -> str:
    """``prefix`` and 6 hex digits of a hash of ``parts``: stable across runs and machines."""
    text = json.dumps(parts, sort_keys=True, separators=(",", ":"))
    return f"{prefix}-{hashlib.sha256(text.encode()).hexdigest()[:6]}"


def dumps(puzzles: list[dict], **header) -> str:
    """The library as JSON text: ``version`` and ``header`` first, then one puzzle a line."""
    head = "".join(f"{json.dumps(k)}: {json.dumps(v)}, "
                   for k, v in {"version": 1, **header}.items())
    lines = [json.dumps(p, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
             for p in puzzles]
    return "{" + head + "\"puzzles\": [\n" + ",\n".join(lines) + "\n]}\n"


def read(path: str | Path | Traversable, error: type[Exception], game: str | None = None) -> list[dict]:
    """The puzzles of a library file (of ``game``'s, when given): a path, or a package resource.

    :raises error: naming the file when it cannot be read or is not such a library."""
    try:
        source = Path(path) if isinstance(path, str) else path
        data = json.loads(source.read_text(encoding="utf-8"))
        if game is not None and data.get("game") != game:
            raise ValueError
        puzzles: list[dict] = data["puzzles"]
    except OSError as e:
        raise error(f"cannot read {path}: {e.strerror}") from None
    except (ValueError, KeyError, TypeError, AttributeError):
        raise error(f"{path} is not a puzzle library" + (f" of {game}" if game else "")) \
            from None
    return puzzles


def check(puzzles: list[dict], verify: Callable[[dict], list[str]]) -> list[str]:
    """Every problem of a library: ids used twice, then each puzzle's own."""
    ids = Counter(p.get("id") for p in puzzles)
    problems = [f"{i}: id used {n} times" for i, n in ids.items() if n > 1]
    for p in puzzles:
        problems += verify(p)
    return problems


def summary(puzzles: list[dict], kinds) -> dict:
    """Counts by kind, theme, level and rule set."""
    return {
        "total": len(puzzles),
        "kind": dict(Counter(p["kind"] for p in puzzles)),
        "theme": dict(Counter(p["theme"] for p in puzzles)),
        "level": dict(sorted(Counter(p["level"] for p in puzzles).items())),
        "kind_level": {k: dict(sorted(Counter(p["level"] for p in puzzles
                                              if p["kind"] == k).items())) for k in kinds},
        "rules": dict(Counter(p["rules"] for p in puzzles)),
    }


def report(puzzles: list[dict], verify_library: Callable[[list[dict]], list[str]]) -> int:
    """Print every problem of a library and a count line; 1 when there is a problem."""
    start = time.perf_counter()
    problems = verify_library(puzzles)
    for line in problems:
        print(line)
    print(f"{len(puzzles)} puzzles, {len(problems)} problems, "
          f"{time.perf_counter() - start:.1f} s")
    return 1 if problems else 0
