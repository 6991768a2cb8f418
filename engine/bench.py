"""Benchmark: complete random hands and score evaluations per second, on one core.

Each figure is measured in short windows; the best window is the machine's speed with the
least interference from other work, the median what a busy machine gives.
"""

from __future__ import annotations

import random
import statistics
import time

from .koikoi import deal
from .rules import get_rules
from .scoring import score_mask


def _windows(seconds: float, batch) -> tuple[int, float, float]:
    """Run ``batch()`` (which returns how many items it did) in windows of about 0.5 s."""
    rates, total = [], 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end or not rates:
        start = time.perf_counter()
        done = 0
        while time.perf_counter() - start < 0.5:
            done += batch()
        rates.append(done / (time.perf_counter() - start))
        total += done
    return total, statistics.median(rates), max(rates)


def hands_per_second(seconds: float, rules_name: str = "nintendo"):
    """(hands played, median and best hands/s) for random legal play from seeded deals."""
    rules = get_rules(rules_name)
    rng = random.Random(0)

    def batch() -> int:
        for _ in range(50):
            state = deal(rules, rng=rng)
            while not state.is_over:
                state = state.apply(rng.choice(state.legal_actions()))
        return 50

    return _windows(seconds, batch)


def scores_per_second(seconds: float, rules_name: str = "nintendo"):
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

    return _windows(seconds, batch)


def run(seconds: float = 3.0) -> None:
    for name in ("nintendo", "online-15"):
        n, median, best = hands_per_second(seconds, name)
        print(f"{name:10} random hands: {n:7d} in {seconds:.1f}s  median {median:9,.0f}  "
              f"best {best:9,.0f} hands/s")
        n, median, best = scores_per_second(seconds, name)
        print(f"{name:10} score evals:  {n:7d} in {seconds:.1f}s  median {median:9,.0f}  "
              f"best {best:9,.0f} scores/s")
