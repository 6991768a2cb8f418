"""Strength benchmark: seeded deals between two computer players of any game, with
confidence intervals.

A sits in one seat and B in every other. Deals come in groups of as many as there are seats:
hands ``N·k`` … ``N·k + N - 1`` are the same deal (same seed) with A in seat 0, 1, …, so
neither player profits from a lucky deal or from being dealer. Each hand is one deal (no
match); a hand is *decided* when somebody wins it (an exhausted Koi-Koi hand is not, nor a
Tam Cúc deal whose winners share the top score).

For each pair ``A-B`` it prints A's share of the decided hands (Wilson 95% interval), A's and
B's mean points per hand (B's averaged over its seats) and A's mean net points per hand
(normal 95% intervals), and
A's milliseconds per decision (calls with more than one legal action), mean, median and
worst, both wall-clock and CPU time (the CPU time is what the player costs when other
processes share the cores).

With ``games``, the unit is a whole match of the rule set's length (12 rounds for Koi-Koi),
the way players feel strength: matches come in the same seat-swapped duplicate groups, round
by round (:func:`play_match`), and A's share of the games (ties counted half) gets a Wilson
interval, next to its share of the decided hands inside them. The
hands run in worker processes (one per core by default); the results do not depend on how
many workers there are.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from multiprocessing import get_context
from typing import NamedTuple

from .errors import EngineError
from .games import DEFAULT_GAME, get_game
from .protocol import GameState, Standing, tell_standing
from .table import add_points, purses

Z95 = 1.959963984540054


class HandOutcome(NamedTuple):
    index: int  # type: ignore[assignment]  # shadows tuple.index; readers of the field use this name
    winner: int | None  # 0 for A, 1 for B, None when nobody won
    points: tuple[float, float]  # A's points, B's (the mean of B's seats)
    decision_ms: tuple[float, ...]  # A's wall time per decision with a real choice
    decision_cpu_ms: tuple[float, ...]  # and its CPU time (not slowed by other processes)


def hand_seed(seed: int, index: int, seats: int = 2) -> int:
    """The deal seed of hand ``index``: the hands of one seat rotation share it."""
    return seed * 1_000_003 + index // seats


def play_one(rules_name: str, a_name: str, b_name: str, seed: int, index: int,
             game_name: str = DEFAULT_GAME, seats: int = 2) -> HandOutcome:
    """Hand ``index``: A sits in seat ``index % seats``, B in the others."""
    game = get_game(game_name)
    rules = game.get_rules(rules_name)
    a_seat = index % seats
    players = _seat_players(game, a_name, b_name, a_seat, seats)
    deal_seed = hand_seed(seed, index, seats)
    state = game.deal(rules, seats=seats, rng=random.Random(deal_seed), dealer=None)
    return _play_deal(state, players, deal_seed, a_seat, index)[0]


def _seat_players(game, a_name: str, b_name: str, a_seat: int, seats: int) -> list:
    return [game.players[a_name if p == a_seat else b_name]() for p in range(seats)]


def _play_deal(state, players, deal_seed: int, a_seat: int,
               index: int) -> tuple[HandOutcome, GameState]:
    """Play a dealt hand out: (its outcome seen from A, in ``a_seat``; the final state)."""
    seats = len(players)
    # The players' own randomness: distinct per hand and per seat (up to 4), fixed by the seed.
    rngs = [random.Random(deal_seed * 4 + 2 + p) for p in range(seats)]
    times: list[float] = []
    cpu_times: list[float] = []
    while not state.is_over:
        p = state.current
        assert p is not None, "a deal not over has a seat to move"
        obs = state.observation(p)
        start, cpu_start = time.perf_counter(), time.process_time()
        action = players[p].choose(obs, rngs[p])
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu_start
        if p == a_seat and len(obs.legal_actions) > 1:
            times.append(elapsed * 1000)
            cpu_times.append(cpu * 1000)
        state = state.apply(action)
    result = state.result
    winner = None if result.winner is None else (0 if result.winner == a_seat else 1)
    others = [pts for p, pts in enumerate(result.points) if p != a_seat]
    points = (result.points[a_seat], sum(others) / len(others))
    outcome = HandOutcome(index, winner, points, tuple(times), tuple(cpu_times))
    return outcome, state


class MatchOutcome(NamedTuple):
    index: int  # type: ignore[assignment]  # shadows tuple.index; readers of the field use this name
    winner: int | None  # 0 for A, 1 for B, None for a tie
    hands: tuple[HandOutcome, ...]

    @property
    def points(self) -> tuple[float, float]:
        return (sum(h.points[0] for h in self.hands), sum(h.points[1] for h in self.hands))


def play_match(rules_name: str, a_name: str, b_name: str, seed: int, index: int,
               game_name: str = DEFAULT_GAME, seats: int = 2) -> MatchOutcome:
    """Match ``index`` of the game's length (shorter when played for a stake and a seat runs
    out): A sits in seat ``index % seats``.

    The matches of one seat rotation are duplicates: round ``r`` of each is dealt from the
    same seed (the first dealer too), so the same cards reach A's seat and B's in turn; later
    dealers follow the results, as at a table.
    """
    game = get_game(game_name)
    rules = game.get_rules(rules_name)
    a_seat = index % seats
    players = _seat_players(game, a_name, b_name, a_seat, seats)
    match_seed = hand_seed(seed, index, seats)
    hands, dealer, score = [], None, [0] * seats
    rounds, stake = game.rounds(rules), game.stake(rules)
    for r in range(rounds):
        tell_standing(players, Standing(tuple(score), rounds - r - 1))
        deal_seed = match_seed * 100 + r
        state = game.deal(rules, seats=seats, rng=random.Random(deal_seed), dealer=dealer)
        outcome, final = _play_deal(state, players, deal_seed, a_seat, index)
        hands.append(outcome)
        score = add_points(score, final)
        dealer = game.next_dealer(final)
        if stake is not None and min(purses(stake, score)) <= 0:
            break  # a match for a stake ends when a seat has run out
    a_total = sum(h.points[0] for h in hands)
    b_total = sum(h.points[1] for h in hands)
    winner = None if a_total == b_total else (0 if a_total > b_total else 1)
    return MatchOutcome(index, winner, tuple(hands))


def _play_star(args) -> HandOutcome:
    return play_one(*args)


def _match_star(args) -> MatchOutcome:
    return play_match(*args)


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float, float]:
    """The rate and its Wilson score interval (a tie may count half a success)."""
    if n == 0:
        return (math.nan, math.nan, math.nan)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (p, centre - half, centre + half)


def mean_ci(values, z: float = Z95) -> tuple[float, float, float]:
    """The mean and its normal-approximation interval."""
    n = len(values)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = sum(values) / n
    if n == 1:
        return (mean, mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def run_pair(rules_name: str, a: str, b: str, hands: int, seed: int, workers: int = 2,
             game_name: str = DEFAULT_GAME, seats: int = 2, matches: bool = False) -> list:
    """``hands`` hands (or, with ``matches``, that many whole matches) of A against B."""
    tasks = [(rules_name, a, b, seed, i, game_name, seats) for i in range(hands)]
    job = _match_star if matches else _play_star
    if workers <= 1:
        return [job(t) for t in tasks]
    with get_context("fork").Pool(workers) as pool:
        return sorted(pool.imap_unordered(job, tasks, chunksize=1 if matches else 4),
                      key=lambda o: o.index)


def summarize(a: str, b: str, outcomes: list[HandOutcome], seconds: float,
              undecided: str = "exhausted") -> list[str]:
    n = len(outcomes)
    decided = [o for o in outcomes if o.winner is not None]
    wins = sum(o.winner == 0 for o in decided)
    rate, lo, hi = wilson(wins, len(decided))
    a_pts = mean_ci([o.points[0] for o in outcomes])
    b_pts = mean_ci([o.points[1] for o in outcomes])
    net = mean_ci([o.points[0] - o.points[1] for o in outcomes])
    return [
        f"{a} vs {b}: {n} hands ({n - len(decided)} {undecided}), {seconds:.0f} s",
        f"  {a} wins {wins}/{len(decided)} decided hands: {rate:.1%} "
        f"[95% CI {lo:.1%} – {hi:.1%}]",
        f"  points per hand: {a} {a_pts[0]:.2f} [{a_pts[1]:.2f}, {a_pts[2]:.2f}], "
        f"{b} {b_pts[0]:.2f} [{b_pts[1]:.2f}, {b_pts[2]:.2f}], "
        f"net {net[0]:+.2f} [{net[1]:+.2f}, {net[2]:+.2f}]",
        timing_line(a, outcomes),
    ]


def timing_line(a: str, hands: list[HandOutcome]) -> str:
    times = [t for o in hands for t in o.decision_ms]
    cpu = [t for o in hands for t in o.decision_cpu_ms]
    mean_ms, median_ms, max_ms = _mean_median_max(times)
    mean_cpu, median_cpu, max_cpu = _mean_median_max(cpu)
    return (f"  {a} ms per decision: mean {mean_ms:.1f}, median {median_ms:.1f}, "
            f"worst {max_ms:.1f} wall; mean {mean_cpu:.1f}, median {median_cpu:.1f}, "
            f"worst {max_cpu:.1f} CPU ({len(times)} decisions with a choice)")


def summarize_matches(a: str, b: str, matches: list[MatchOutcome], seconds: float) -> list[str]:
    """Games won (ties counted half), per-hand figures inside them, and timings."""
    n = len(matches)
    wins = sum(m.winner == 0 for m in matches)
    ties = sum(m.winner is None for m in matches)
    rate, lo, hi = wilson(wins + ties / 2, n)
    net = mean_ci([m.points[0] - m.points[1] for m in matches])
    hands = [h for m in matches for h in m.hands]
    decided = [h for h in hands if h.winner is not None]
    hand_wins = sum(h.winner == 0 for h in decided)
    hrate, hlo, hhi = wilson(hand_wins, len(decided))
    return [
        f"{a} vs {b}: {n} games of {len(matches[0].hands)} hands ({len(hands)} hands), "
        f"{seconds:.0f} s",
        f"  {a} wins {wins}, ties {ties}, loses {n - wins - ties}: {rate:.1%} of games "
        f"(ties half) [95% CI {lo:.1%} – {hi:.1%}]",
        f"  net points per game: {net[0]:+.1f} [{net[1]:+.1f}, {net[2]:+.1f}]",
        f"  hands: {a} wins {hand_wins}/{len(decided)} decided: {hrate:.1%} "
        f"[95% CI {hlo:.1%} – {hhi:.1%}]",
        timing_line(a, hands),
    ]


def _mean_median_max(values) -> tuple[float, float, float]:
    if not values:
        return (math.nan, math.nan, math.nan)
    return (sum(values) / len(values), statistics.median(values), max(values))


def parse_pairs(text: str, known) -> list[tuple[str, str]]:
    pairs = []
    for item in text.split(","):
        names = item.strip().split("-")
        if len(names) != 2 or not all(names):
            raise EngineError(f"a pair is two player names joined by '-', not {item!r}")
        for name in names:
            if name not in known:
                raise EngineError(f"unknown player: {name!r} (known: {', '.join(known)})")
        pairs.append((names[0], names[1]))
    return pairs


def run(hands: int = 1000, rules_name: str | None = None,
        pairs: str = "strong-greedy,strong-random,greedy-random", seed: int = 0,
        workers: int = 2, out=print, game_name: str = DEFAULT_GAME,
        seats: int | None = None, games: int | None = None) -> None:
    """Print each pair's figures: per hand, or with ``games``, per whole match."""
    game = get_game(game_name)
    rules_name = game.get_rules(rules_name).name
    seats = seats or game.seats[0]
    if seats not in game.seats:
        allowed = " or ".join(map(str, game.seats))
        raise EngineError(f"{game.name} is played by {allowed} players, not {seats}")
    if games is not None and games < seats:
        raise EngineError(f"--games must be at least {seats}, not {games}")
    if games is None and hands < seats:
        raise EngineError(f"--hands must be at least {seats}, not {hands}")
    unit = "game" if games is not None else "hand"
    rotation = f"seats swapped every other {unit}" if seats == 2 else \
        f"A's seat rotating over {seats} seats"
    prefix = "" if game_name == DEFAULT_GAME and seats == 2 else f"{game_name}, {seats} players, "
    matchups = parse_pairs(pairs, game.players)
    count = f"{games} games" if games is not None else f"{hands} hands"
    out(f"{prefix}rules {rules_name}, seed {seed}, {count} per pair, {rotation}, "
        f"{workers} worker(s)")
    for a, b in matchups:
        start = time.perf_counter()
        outcomes = run_pair(rules_name, a, b, games or hands, seed, workers, game_name, seats,
                            matches=games is not None)
        if games is not None:
            lines = summarize_matches(a, b, outcomes, time.perf_counter() - start)
        else:
            undecided = "exhausted" if game_name == DEFAULT_GAME else "without one winner"
            lines = summarize(a, b, outcomes, time.perf_counter() - start, undecided)
        for line in lines:
            out(line)
