"""Koi-Koi's own benchmark figure: score evaluations per second."""

from __future__ import annotations

import random

from ..bench import windows
from .rules import get_rules
from .scoring import score_mask


def scores_per_second(seconds: float, rules_name: str = "nintendo") -> tuple[int, float, float]:
    """(piles scored, median and best scores/s) over piles of 4 to 24 captured cards."""
    rules = get_rules(rules_name)
    rng = random.Random(0)
    piles = []
    for _ in range(2000):
        bits = rng.sample(range(48), rng.randint(4, 24))
        piles.append(sum(1 << b for b in bits))

    def batch() -> int:
        for pile in piles:
            score_mask(pile, rules)
        return len(piles)

    return windows(seconds, batch)


def benchmarks(seconds: float) -> list[str]:
    lines = []
    for name in ("nintendo", "online-15"):
        n, median, best = scores_per_second(seconds, name)
        lines.append(f"koikoi {name:10} score evals:  {n:7d} in {seconds:.1f}s  "
                     f"median {median:9,.0f}  best {best:9,.0f} scores/s")
    return lines
