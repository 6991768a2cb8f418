"""Paired comparison of Koi-Koi player variants: each plays the same seeded hands against the
same opponent, and the change in its net points a hand is measured hand by hand (the deals
are the same, so the luck of the cards cancels), with a normal 95% interval.

    nice -n 10 .venv/bin/python -m engine koikoi paired --hands 400 --against greedy \\
        strong-without-inference strong

A variant is a registered player name or one of VARIANTS below.
"""

from __future__ import annotations

import time

from ..errors import EngineError
from ..strength import mean_ci, run_pair, timing_line, wilson
from .ai import BLOCK, MonteCarloPlayer
from .players import PLAYERS, register


def _variant(name: str, koikoi_margin: tuple[float, float] | None = None, **options):
    """A player with ``options``; ``koikoi_margin`` is (points, fraction of the stop score)."""
    def make():
        player = MonteCarloPlayer(name=name, **options)
        if koikoi_margin is not None:
            player.KOIKOI_MARGIN, player.KOIKOI_RATIO = koikoi_margin
        return player
    return make


VARIANTS = {
    "strong-without-inference": _variant("strong-without-inference", overlook=None),
    "strong+inference05": _variant("strong+inference05", overlook=0.05),
    "strong+endgame": _variant("strong+endgame", endgame=3),
    "strong+halving": _variant("strong+halving", halving=True),
    "strong-margin2": _variant("strong-margin2", koikoi_margin=(2.0, 0.25), decide_samples=160),
    "strong-margin4": _variant("strong-margin4", koikoi_margin=(4.0, 0.5), decide_samples=160),
    "strong-margin0": _variant("strong-margin0", koikoi_margin=(0.0, 0.0)),
    "strong-margin2+points": _variant("strong-margin2+points", koikoi_margin=(2.0, 0.25),
                                      decide_samples=160, margin_weight=1.0),
    "strong+weight02": _variant("strong+weight02", margin_weight=0.2),
    "expert+halving": _variant("expert+halving", budget=4000, decide_samples=1600, block=BLOCK,
                               endgame=3, halving=True),
    "expert-without-endgame": _variant("expert-without-endgame", budget=1440,
                                       decide_samples=800, block=BLOCK),
}


def add_command(sub) -> None:
    """``python -m engine koikoi paired``."""
    p = sub.add_parser("paired", help="player variants on the same seeded hands against one "
                                      "opponent: net points a hand, paired, with 95%% intervals")
    p.add_argument("players", nargs="+", help="registered players or variants, the first the base")
    p.add_argument("--against", default="greedy")
    p.add_argument("--hands", type=int, default=400)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--rules", default="nintendo")
    p.set_defaults(func=run)


def run(args) -> None:
    for name in args.players:
        if name not in PLAYERS:
            if name not in VARIANTS:
                raise EngineError(f"unknown player or variant: {name!r}")
            register(name, VARIANTS[name])
    nets = {}
    for name in args.players:
        start = time.perf_counter()
        hands = run_pair(args.rules, name, args.against, args.hands, args.seed, args.workers)
        nets[name] = [h.points[0] - h.points[1] for h in hands]
        decided = [h for h in hands if h.winner is not None]
        rate, lo, hi = wilson(sum(h.winner == 0 for h in decided), len(decided))
        net = mean_ci(nets[name])
        print(f"{name} vs {args.against}: {args.hands} hands, "
              f"{time.perf_counter() - start:.0f} s; net {net[0]:+.2f} "
              f"[{net[1]:+.2f}, {net[2]:+.2f}]; decided hands won {rate:.1%} "
              f"[{lo:.1%} – {hi:.1%}]")
        print(timing_line(name, hands))
    base = args.players[0]
    for name in args.players[1:]:
        diff = mean_ci([b - a for a, b in zip(nets[base], nets[name], strict=True)])
        print(f"{name} minus {base}: {diff[0]:+.2f} [{diff[1]:+.2f}, {diff[2]:+.2f}] "
              f"net points a hand, paired")
