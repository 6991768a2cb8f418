"""Benchmark: complete random hands and score evaluations per second, on one core."""

from __future__ import annotations

import random
import time

from .koikoi import deal
from .rules import get_rules
from .scoring import score_mask


def hands_per_second(seconds: float, rules_name: str = "nintendo") -> tuple[int, float]:
    rules = get_rules(rules_name)
    rng = random.Random(0)
    hands = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        for _ in range(50):
            state = deal(rules, rng=rng)
            while not state.is_over:
                state = state.apply(rng.choice(state.legal_actions()))
            hands += 1
    return hands, hands / (time.perf_counter() - start)


def scores_per_second(seconds: float, rules_name: str = "nintendo") -> tuple[int, float]:
    rules = get_rules(rules_name)
    rng = random.Random(0)
    # Piles of realistic size: 4 to 24 captured cards.
    piles = []
    for _ in range(2000):
        bits = rng.sample(range(48), rng.randint(4, 24))
        piles.append(sum(1 << b for b in bits))
    n = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        for pile in piles:
            score_mask(pile, rules)
        n += len(piles)
    return n, n / (time.perf_counter() - start)


def run(seconds: float = 3.0) -> None:
    for name in ("nintendo", "online-15"):
        n, rate = hands_per_second(seconds, name)
        print(f"{name:10} random hands: {n:7d} in {seconds:.1f}s  {rate:9,.0f} hands/s")
        n, rate = scores_per_second(seconds, name)
        print(f"{name:10} score evals:  {n:7d} in {seconds:.1f}s  {rate:9,.0f} scores/s")
