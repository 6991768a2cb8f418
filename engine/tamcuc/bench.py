"""Benchmark: complete Tam Cúc deals per second on one core, random legal play."""

from __future__ import annotations

import random
import time

from .state import deal


def deals_per_second(seconds: float = 3.0, seats: int = 4, rules_name: str = "standard") -> tuple[int, float]:
    """(deals played, deals per second) of random legal play from seeded deals."""
    rng = random.Random(0)
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds or not done:
        state = deal(rules_name, players=seats, rng=rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        done += 1
    return done, done / (time.perf_counter() - start)


def run(seconds: float = 3.0, out=print) -> None:
    for seats in (2, 3, 4):
        done, rate = deals_per_second(seconds, seats)
        out(f"tamcuc {seats} seats: {rate:,.0f} deals/s ({done} random deals in {seconds:g} s, one core)")
