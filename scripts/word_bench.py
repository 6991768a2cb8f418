"""Prototype (not used by the site): value go in / stay out by sampled deals of the unseen
cards (others' hands, their words by the computers' rule, the stock), each played out to its
end by the game's greedy playout policy; paired worlds; value = the reader's table points.
Prints the CPU time per decision for a fixed number of worlds, how often two standard errors
separate the two words, and the computers' rule of thumb beside each.

    python scripts/word_bench.py hanaawase hachihachi
"""

from __future__ import annotations

import importlib
import math
import random
import statistics
import sys
import time

from engine.games import get_game
from engine.hanafuda.cards import DECK
from engine.hanafuda.sitout import GO_IN, STAY_OUT, TableDeal, TableState


def value(state0, seat, word, rng_seed):
    """The reader's table points in one sampled deal, after ``word``."""
    rng = random.Random(rng_seed)
    d = state0.deal
    seen = set(d.hands[seat]) | set(d.field)
    unseen = [c.id for c in DECK if c.id not in seen]
    rng.shuffle(unseen)
    hands, k = [], 0
    for s, h in enumerate(d.hands):
        if s == seat or not h:
            hands.append(h)
        else:
            hands.append(tuple(unseen[k:k + len(h)]))
            k += len(h)
    st = TableState.start(state0.seating, state0.rules,
                          TableDeal(d.dealer, tuple(hands), d.field, tuple(unseen[k:])))
    ai = importlib.import_module(f"engine.{state0.seating.game}.ai")
    while not st.is_over:
        if st.inner is None:
            if st.current == seat:
                a = word
            else:
                said = st.seating.goes_in(st.rules, st.deal.hands[st.current], st.deal.field)
                a = GO_IN if said else STAY_OUT
        else:
            a = ai.rollout_choice(st.inner)
        st = st.apply(a)
    return st.result.points[seat]


for game in sys.argv[1:]:
    g = get_game(game)
    times, seps = [], 0
    n_pos = 12
    for pos in range(n_pos):
        rng = random.Random(pos)
        st = g.deal(None, seats=5, rng=rng, dealer=pos % 5)
        seat = st.current
        t0 = time.process_time()
        diffs = []
        for w in range(64):
            diffs.append(value(st, seat, GO_IN, w) - value(st, seat, STAY_OUT, w))
        t = time.process_time() - t0
        times.append(t)
        m, sd = statistics.mean(diffs), statistics.stdev(diffs)
        se = sd / math.sqrt(len(diffs))
        seps += abs(m) > 2 * se
        rule = st.seating.goes_in(st.rules, st.deal.hands[seat], st.deal.field)
        print(f"{game} pos {pos}: rule {rule}; go-in minus stay-out {m:+.1f} ± {se:.1f}")
    times.sort()
    print(game, "per 64 worlds: median", round(statistics.median(times) * 1000), "ms, max",
          round(times[-1] * 1000), "ms; separated at 2 SE:", seps, "of", n_pos)
