"""The judge's word before the play at a table of four to seven (``engine/hanafuda/word.py``):
the CPU time a decision takes, how often the site's judge agrees with a reference judge of ten
times the samples (another seed) where the reference separates the two words, and how often
the computers' rule of thumb (``Seating.goes_in``) says the other word there.

    python scripts/word_judge_bench.py [positions per game, 40]
"""

from __future__ import annotations

import statistics
import sys
import time

from engine.games import GAMES, get_game
from engine.hanafuda.word import asked_positions
from engine.judge import Judge, Settings


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    # the games played at tables larger than their own, where some seats sit each deal out
    for game in (g for g in GAMES if (get_game(g).default_seats or 99) < max(get_game(g).seats)):
        g = get_game(game)
        site, reference = Judge(g.evaluator), Judge(g.evaluator, Settings(scale=10, base_seed=1))
        times, separated, agree, rule_differs = [], 0, 0, 0
        for state in asked_positions(game, n):
            obs = state.observation(state.current)
            t0 = time.process_time()
            best = site.rank(obs).best.action
            times.append(time.process_time() - t0)
            ref = reference.rank(obs)
            if ref.choices[1].equal:
                continue
            separated += 1
            agree += best == ref.best.action
            rule = state.seating.goes_in(state.rules, obs.hand, obs.field)
            rule_differs += rule != (ref.best.action.decision == "in")
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * len(times)) - 1)]
        print(f"{game}: {len(times)} decisions, p50 {statistics.median(times) * 1000:.0f} ms, "
              f"p95 {p95 * 1000:.0f} ms CPU; the reference separates {separated}: the site's "
              f"judge agrees in {agree} ({100 * agree / max(1, separated):.0f} %), the rule of "
              f"thumb says the other word in {rule_differs}")


if __name__ == "__main__":
    main()
