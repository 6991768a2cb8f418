"""The judge's figures (issue 22), printed: on seeded positions of every game and seat count,

* how often a repeated request gets the same top choice (the same judge with its cache
  emptied, and a judge built anew: both must be 100 %);
* how often judges built with different base seeds agree: the same top choice, or tops each
  judge declares equal to its own ("strict": both declare it; "either": one of them does);
* the judge's latency on one core (CPU time), p50 and p95 uncached, p95 cached;
* its precision against a reference (issue 33): the same game's judge with ``--reference``
  times the samples (10) and another base seed ranks the same positions; of the choices the
  site calls "just as good" (surely within the tolerance of its best), the share the reference
  separates (surely worse than its own best by more than the tolerance), and the same for the
  choices the site shows as "too close to call"; and how often the reference separates the
  site's own best (the hint).

    python scripts/judge_bench.py [--positions 60] [--scale 1.0] [--reference 10]

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
    parser.add_argument("--reference", type=float, default=10.0,
                        help="the reference judge's budget, in times the site's (0: none)")
    args = parser.parse_args()
    print("single: one best move; as good: choices called 'just as good' (positions with one, "
          "choices); close: choices 'too close to call'; sep: the share the reference separates")
    print(f"{'game':<12}{'seats':>5}{'pos':>5}{'repeat':>8}{'strict':>8}{'either':>8}"
          f"{'same top':>9}{'single':>8}{'as good':>10}{'sep':>7}{'close':>7}{'sep':>7}"
          f"{'hint sep':>9}{'p50 ms':>8}{'p95 ms':>8}{'cached':>8}")
    totals = {"good": 0, "good_sep": 0, "close": 0, "close_sep": 0}
    for game, seats in CONFIGS:
        if args.game and game not in args.game or args.seats and seats not in args.seats:
            continue
        evaluator = get_game(game).evaluator
        judges = [Judge(evaluator, Settings(scale=args.scale, base_seed=b))
                  for b in range(args.seeds)]
        obs_list = [o for o in positions(game, seats, args.positions * 3)
                    if len(evaluator.choices(o)) > 1][:args.positions]
        times, cached, repeat, strict, either, same, single = [], [], 0, 0, 0, 0, 0
        reference = Judge(evaluator, Settings(scale=args.scale * args.reference,
                                              base_seed=1_000_003)) if args.reference else None
        good = good_pos = good_sep = close = close_sep = hint_sep = 0
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
            single += len(a.equal_to_best) == 1
            good_pos += len(a.as_good) > 1
            if reference is None:
                continue
            ref = reference.rank(obs)

            def separated(key, ref=ref) -> bool:
                found = ref.find(key)
                return found is not None and not found.equal

            hint_sep += separated(ka)
            for key, c in zip(a.keys[1:], a.choices[1:], strict=True):
                if c.sure:
                    good += 1
                    good_sep += separated(key)
                elif c.equal:
                    close += 1
                    close_sep += separated(key)
        n = len(obs_list)
        totals["good"] += good
        totals["good_sep"] += good_sep
        totals["close"] += close
        totals["close_sep"] += close_sep
        print(f"{game:<12}{seats:>5}{n:>5}{100 * repeat / n:>7.0f}%{100 * strict / n:>7.1f}%"
              f"{100 * either / n:>7.1f}%{100 * same / n:>8.0f}%{100 * single / n:>7.0f}%"
              f"{100 * good_pos / n:>5.0f}%{good:>4}{share(good_sep, good):>7}{close:>7}"
              f"{share(close_sep, close):>7}{share(hint_sep, n if reference else 0):>9}"
              f"{1000 * percentile(times, .5):>8.0f}{1000 * percentile(times, .95):>8.0f}"
              f"{1000 * percentile(cached, .95):>8.2f}")
    if args.reference:
        print(f"all: 'just as good' separated by the reference "
              f"{share(totals['good_sep'], totals['good'])} of {totals['good']}; "
              f"'too close to call' {share(totals['close_sep'], totals['close'])} "
              f"of {totals['close']}")


def share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


if __name__ == "__main__":
    main()
