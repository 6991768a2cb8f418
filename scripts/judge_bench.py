"""The judge's figures (issue 22), printed: on seeded positions of every game and seat count,

* how often a repeated request gets the same top choice (the same judge with its cache
  emptied, and a judge built anew: both must be 100 %);
* how often judges built with different base seeds agree: the same top choice, or tops each
  judge declares equal to its own ("strict": both declare it; "either": one of them does);
* the judge's latency on one core (CPU time), p50 and p95 uncached, p95 cached.

    python scripts/judge_bench.py [--positions 60] [--scale 1.0]

Positions are the decisions with two choices or more of deals between greedy and random
players, every third one, seeded, so every run measures the same positions.
"""

from __future__ import annotations

import argparse
import random
import time

from engine.games import GAMES, get_game
from engine.judge import Judge, Settings

# every game of the registry at every seat count it is played by
CONFIGS = tuple((name, seats) for name in GAMES for seats in get_game(name).seats)


def positions(game: str, seats: int, count: int) -> list:
    g = get_game(game)
    out, seed = [], 0
    while len(out) < count:
        rng = random.Random(seed)
        state = g.deal(g.get_rules(), seats=seats, rng=rng, dealer=seed % seats)
        step = 0
        while not state.is_over and len(out) < count:
            legal = state.legal_actions()
            if len(legal) > 1:
                step += 1
                if step % 3 == 0:
                    out.append(state.observation(state.current))
            state = state.apply(rng.choice(legal) if rng.random() < 0.3 else legal[0]
                                if len(legal) == 1 else _greedy(g, state, rng))
        seed += 1
    return out


def _greedy(g, state, rng):
    return g.players["greedy"]().choose(state.observation(state.current), rng)


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--seeds", type=int, default=2, help="base seeds compared pairwise")
    parser.add_argument("--game", action="append", help="only these games (default: all)")
    parser.add_argument("--seats", type=int, action="append", help="only these seat counts")
    args = parser.parse_args()
    print(f"{'game':<12}{'seats':>5}{'pos':>5}{'repeat':>8}{'strict':>8}{'either':>8}"
          f"{'same top':>9}{'equal>1':>8}{'p50 ms':>8}{'p95 ms':>8}{'cached':>8}")
    for game, seats in CONFIGS:
        if args.game and game not in args.game or args.seats and seats not in args.seats:
            continue
        evaluator = get_game(game).evaluator
        judges = [Judge(evaluator, Settings(scale=args.scale, base_seed=b))
                  for b in range(args.seeds)]
        obs_list = [o for o in positions(game, seats, args.positions * 3)
                    if len(evaluator.choices(o)) > 1][:args.positions]
        times, cached, repeat, strict, either, same, wide = [], [], 0, 0, 0, 0, 0
        for obs in obs_list:
            t = time.process_time()
            rankings = [judges[0].rank(obs)]
            times.append(time.process_time() - t)
            t = time.process_time()  # CPU time, as above: a loaded machine's wall clock
            again = judges[0].rank(obs)  # counts other processes' turns
            cached.append(time.process_time() - t)
            fresh = Judge(evaluator, judges[0].settings).rank(obs)
            repeat += again.best.action == rankings[0].best.action == fresh.best.action
            rankings += [j.rank(obs) for j in judges[1:]]
            a, b = rankings[0], rankings[1]
            ka, kb = a.keys[0], b.keys[0]
            in_a, in_b = a.find(kb), b.find(ka)
            same += ka == kb
            strict += ka == kb or bool(in_a and in_a.equal and in_b and in_b.equal)
            either += ka == kb or bool(in_a and in_a.equal or in_b and in_b.equal)
            wide += len(a.equal_to_best) > 1
        n = len(obs_list)
        print(f"{game:<12}{seats:>5}{n:>5}{100 * repeat / n:>7.0f}%{100 * strict / n:>7.1f}%"
              f"{100 * either / n:>7.1f}%{100 * same / n:>8.0f}%{100 * wide / n:>7.0f}%"
              f"{1000 * percentile(times, .5):>8.0f}{1000 * percentile(times, .95):>8.0f}"
              f"{1000 * percentile(cached, .95):>8.2f}")


if __name__ == "__main__":
    main()
