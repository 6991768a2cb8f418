"""Benchmark, on one core: complete random deals per second for every game, rule set and seat
count, next to greedy-against-greedy deals through the players' interface (observation,
``choose``, ``apply``: what computer opponents and searches pay), and each game's own
figures (Koi-Koi: score evaluations per second).

Each figure is measured in short windows; the best window is the machine's speed with the
least interference from other work, the median what a busy machine gives.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from .games import GAMES, get_game
from .protocol import Game


def windows(seconds: float, batch: Callable[[], int]) -> tuple[int, float, float]:
    """Run ``batch()`` (which returns how many items it did) in windows of about 0.5 s."""
    rates: list[float] = []
    total = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end or not rates:
        start = time.perf_counter()
        done = 0
        while time.perf_counter() - start < 0.5:
            done += batch()
        rates.append(done / (time.perf_counter() - start))
        total += done
    return total, statistics.median(rates), max(rates)


def deals_per_second(game: Game, rules_name: str, seats: int,
                     seconds: float) -> tuple[int, float, float]:
    """(deals played, median and best deals/s) for random legal play from seeded deals."""
    rules = game.get_rules(rules_name)
    rng = random.Random(0)

    def batch() -> int:
        for _ in range(50):
            state = game.deal(rules, seats=seats, rng=rng, dealer=None)
            while not state.is_over:
                state = state.apply(rng.choice(state.legal_actions()))
        return 50

    return windows(seconds, batch)


def player_hands_per_second(game: Game, rules_name: str, seats: int, seconds: float,
                            player: str = "greedy") -> tuple[int, float, float, float]:
    """(deals played, median and best deals/s, deals per CPU second) with ``player`` in every
    seat, through the players' interface: observation, ``choose``, ``apply``. The CPU rate
    is what one free core gives when other processes share the machine."""
    rules = game.get_rules(rules_name)
    rng = random.Random(0)
    players = [game.players[player]() for _ in range(seats)]

    def batch() -> int:
        for _ in range(50):
            state = game.deal(rules, seats=seats, rng=rng, dealer=None)
            while not state.is_over:
                seat = state.current
                assert seat is not None, "a deal not over has a seat to move"
                state = state.apply(players[seat].choose(state.observation(seat), rng))
        return 50

    cpu = time.process_time()
    n, median, best = windows(seconds, batch)
    return n, median, best, n / max(time.process_time() - cpu, 1e-9)


def run(seconds: float = 3.0, games: list[str] | None = None,
        out: Callable[[str], object] = print) -> None:
    for name in games or list(GAMES):
        game = get_game(name)
        for rules_name in game.bench_rules or (game.default_rules,):
            for seats in game.seats:
                if game.default_seats is not None and seats > game.default_seats:
                    continue  # a larger table, where three play each deal, times the same
                n, median, best = deals_per_second(game, rules_name, seats, seconds)
                out(f"{name} {rules_name:10} {seats} seats, random deals: {n:7d} in "
                    f"{seconds:.1f}s  median {median:9,.0f}  best {best:9,.0f} deals/s")
                if "greedy" in game.players:
                    n, median, best, cpu = player_hands_per_second(game, rules_name, seats,
                                                                   seconds)
                    out(f"{name} {rules_name:10} {seats} seats, greedy v greedy: {n:5d} in "
                        f"{seconds:.1f}s  median {median:9,.0f}  best {best:9,.0f} deals/s  "
                        f"({cpu:,.0f} per CPU second)")
        for line in game.benchmarks(seconds) if game.benchmarks else ():
            out(line)
