"""Strength of Tam Cúc players: seeded deals with one player (A) against the others (B).

Every deal is played once with A in each seat and B in all the others, so neither a lucky
deal nor a seat (the dealer calls first) favours anyone. For each pair it prints A's share
of deals won (Wilson 95% interval) next to the share a seat would get by chance, A's mean
points per deal, the B seats' mean, and A's net advantage (normal 95% intervals), and A's
CPU milliseconds per decision.
"""

from __future__ import annotations

import random
import time
from multiprocessing import get_context
from typing import NamedTuple

from ..errors import EngineError
from ..strength import mean_ci, wilson
from .players import get_player
from .rules import get_rules
from .state import deal


class Outcome(NamedTuple):
    won: bool  # A is among the deal's winners
    points: float  # A's points
    others: float  # the mean points of the B seats
    chance: float  # winners / seats: the share a seat gets by chance in this deal
    decision_ms: tuple[float, ...]


def play_seated(a: str, b: str, seats: int, rules_name: str, seed: int, index: int, a_seat: int) -> Outcome:
    """Deal ``index`` (the same cards whatever the seating) with A in ``a_seat``."""
    players = [get_player(a if p == a_seat else b) for p in range(seats)]
    state = deal(rules_name, players=seats, rng=random.Random(seed * 1_000_003 + index))
    rngs = [random.Random((seed * 1_000_003 + index) * 8 + 1 + p) for p in range(seats)]
    times = []
    while not state.is_over:
        p = state.current
        obs = state.observation(p)
        start = time.process_time()
        action = players[p].choose(obs, rngs[p])
        if p == a_seat and len(obs.legal_actions) > 1:
            times.append((time.process_time() - start) * 1000)
        state = state.apply(action)
    r = state.result
    others = [r.points[p] for p in range(seats) if p != a_seat]
    return Outcome(a_seat in r.winners, r.points[a_seat], sum(others) / len(others),
                   len(r.winners) / seats, tuple(times))


def _star(args) -> Outcome:
    return play_seated(*args)


def run_pair(a: str, b: str, seats: int, deals: int, rules_name: str = "standard", seed: int = 0,
             workers: int = 1) -> list[Outcome]:
    tasks = [(a, b, seats, rules_name, seed, i, s) for i in range(deals) for s in range(seats)]
    if workers <= 1:
        return [_star(t) for t in tasks]
    with get_context("fork").Pool(workers) as pool:
        return pool.map(_star, tasks, chunksize=4)


def summarize(a: str, b: str, seats: int, outcomes: list[Outcome], seconds: float) -> list[str]:
    n = len(outcomes)
    wins = sum(o.won for o in outcomes)
    rate, lo, hi = wilson(wins, n)
    chance = sum(o.chance for o in outcomes) / n
    pts = mean_ci([o.points for o in outcomes])
    oth = mean_ci([o.others for o in outcomes])
    net = mean_ci([o.points - o.others for o in outcomes])
    times = [t for o in outcomes for t in o.decision_ms]
    mean_ms = sum(times) / len(times) if times else float("nan")
    max_ms = max(times, default=float("nan"))
    return [
        f"{seats} seats, {a} vs {b}: {n} deals ({n // seats} deals x {seats} seatings), {seconds:.0f} s",
        f"  {a} wins {wins}/{n}: {rate:.1%} [95% CI {lo:.1%} – {hi:.1%}] (chance share {chance:.1%})",
        f"  points per deal: {a} {pts[0]:+.2f} [{pts[1]:+.2f}, {pts[2]:+.2f}], each {b} "
        f"{oth[0]:+.2f} [{oth[1]:+.2f}, {oth[2]:+.2f}], net {net[0]:+.2f} [{net[1]:+.2f}, {net[2]:+.2f}]",
        f"  {a} CPU ms per decision: mean {mean_ms:.1f}, max {max_ms:.1f} ({len(times)} decisions)",
    ]


def run(seats: int = 4, deals: int = 100, rules_name: str = "standard",
        pairs: str = "strong-greedy,strong-random,greedy-random", seed: int = 0, workers: int = 1,
        out=print) -> None:
    get_rules(rules_name)
    if seats not in (2, 3, 4):
        raise EngineError(f"--players must be 2, 3 or 4, not {seats}")
    if deals < 1:
        raise EngineError(f"--deals must be at least 1, not {deals}")
    out(f"rules {rules_name}, seed {seed}, {seats} seats, {deals} deals per pair, {workers} worker(s)")
    for item in pairs.split(","):
        names = item.strip().split("-")
        if len(names) != 2:
            raise EngineError(f"a pair is two player names joined by '-', not {item!r}")
        for name in names:
            get_player(name)
        start = time.perf_counter()
        outcomes = run_pair(names[0], names[1], seats, deals, rules_name, seed, workers)
        for line in summarize(names[0], names[1], seats, outcomes, time.perf_counter() - start):
            out(line)
