"""What every game's puzzle library shares: the file format, reading it, re-verifying it, and
the reports of the generate and verify commands. Each game's ``puzzles`` module passes its own
generator, verifier and error class.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path


def dumps(puzzles: list[dict], **header) -> str:
    """The library as JSON text: the header's keys, then one puzzle per line (stable for
    version control)."""
    head = "".join(f"{json.dumps(k)}: {json.dumps(v)}, " for k, v in {"version": 1, **header}.items())
    lines = [json.dumps(p, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
             for p in puzzles]
    return "{" + head + "\"puzzles\": [\n" + ",\n".join(lines) + "\n]}\n"


def load(path: str | Path, error: type[Exception], game: str | None = None) -> list[dict]:
    """The puzzles of a library file (of ``game``, when given).

    :raises error: when the file cannot be read or is not such a library.
    """
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        puzzles = data["puzzles"]
        if not isinstance(puzzles, list) or (game and data.get("game") != game):
            raise ValueError
    except OSError as e:
        raise error(f"cannot read {path}: {e.strerror}") from None
    except (ValueError, KeyError, TypeError, AttributeError):
        raise error(f"{path} is not a puzzle library") from None
    return puzzles


def verify_library(puzzles: list[dict], verify: Callable[[dict], list[str]]) -> list[str]:
    """Ids used twice, then every puzzle's problems ([] when the engine confirms them all)."""
    ids = Counter(p.get("id") for p in puzzles)
    problems = [f"{i}: id used {n} times" for i, n in ids.items() if n > 1]
    for p in puzzles:
        problems += verify(p)
    return problems


def main_generate(generate: Callable[[int], list[dict]], summary: Callable[[list], dict],
                  text: Callable[[list], str], out: str | None, seed: int) -> None:
    """Generate, write to ``out`` (or stdout), and report the counts and seconds on stderr."""
    start = time.perf_counter()
    puzzles = generate(seed)
    elapsed = time.perf_counter() - start
    if out:
        Path(out).write_text(text(puzzles), encoding="utf-8")
    else:
        print(text(puzzles), end="")
    print(json.dumps({**summary(puzzles), "seconds": round(elapsed, 1)}), file=sys.stderr)


def main_verify(puzzles: list[dict], verify: Callable[[dict], list[str]]) -> int:
    """Print every problem and a count line; 1 when there is a problem, else 0."""
    start = time.perf_counter()
    problems = verify_library(puzzles, verify)
    for line in problems:
        print(line)
    print(f"{len(puzzles)} puzzles, {len(problems)} problems, "
          f"{time.perf_counter() - start:.1f} s")
    return 1 if problems else 0


def summary(puzzles: list[dict], kinds) -> dict:
    """Counts by kind, theme, level (also per kind) and rule set."""
    return {
        "total": len(puzzles),
        "kind": dict(Counter(p["kind"] for p in puzzles)),
        "theme": dict(Counter(p["theme"] for p in puzzles)),
        "level": dict(sorted(Counter(p["level"] for p in puzzles).items())),
        "kind_level": {k: dict(sorted(Counter(p["level"] for p in puzzles
                                              if p["kind"] == k).items())) for k in kinds},
        "rules": dict(Counter(p["rules"] for p in puzzles)),
    }


def check_stored(puzzle: dict, themes: dict, rulesets, make_id: Callable, solve: Callable,
                 errors: tuple) -> tuple[list[str], list | None]:
    """What every game checks of a stored puzzle: its kind, theme, level, rule set and id,
    then its answers recomputed by ``solve``. Returns the problems and the recomputed
    answers (None when they could not be computed), for the game's own further checks."""
    pid = puzzle.get("id", "?")
    if puzzle.get("kind") not in themes:
        return [f"{pid}: unknown kind {puzzle.get('kind')!r}"], None
    problems = []
    if puzzle.get("theme") not in themes[puzzle["kind"]]:
        problems.append(f"{pid}: theme {puzzle.get('theme')!r} is not a {puzzle['kind']} theme")
    if puzzle.get("level") not in (1, 2, 3):
        problems.append(f"{pid}: level {puzzle.get('level')!r}")
    if puzzle.get("rules") not in rulesets:
        return [*problems, f"{pid}: unknown rule set {puzzle.get('rules')!r}"], None
    want = make_id(puzzle["kind"], puzzle["rules"], puzzle["theme"], puzzle["position"])
    if pid != want:
        problems.append(f"{pid}: id should be {want}")
    try:
        answers = solve(puzzle)
    except errors as e:
        return [*problems, f"{pid}: {e}"], None
    if not answers:
        problems.append(f"{pid}: the engine finds no answer")
    elif answers != puzzle.get("answers"):
        problems.append(f"{pid}: stored answers {puzzle.get('answers')} but the engine says "
                        f"{answers}")
    return problems, answers


def puzzle_id(prefix: str, kind: str, rules: str, theme: str, position: dict) -> str:
    """A kind's prefix and a short hash of the position: stable across runs and machines."""
    text = json.dumps([kind, rules, theme, position], sort_keys=True, separators=(",", ":"))
    return f"{prefix}-{hashlib.sha256(text.encode()).hexdigest()[:6]}"
