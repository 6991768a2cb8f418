"""Analysis of a finished Hana-awase deal (:mod:`engine.review` with Hana-awase's judge and
scale).

The judge is :mod:`engine.judge` with Hana-awase's evaluator (:mod:`.judge`: greedy rollouts),
in points: how far the seat finishes ahead of the other seats' mean. Judged: plays, and draws
with a choice of capture.

Scale: a ribbon is 5 card points, an animal 10, the smallest yaku 20 paid by each other seat;
so an inaccuracy gives away 8 points of margin (about a ribbon or an animal left to a rival), a
mistake 25 (a bright, or a small yaku), and a loss of 50 leaves no accuracy.
"""

from __future__ import annotations

from ..judge import Judge, judge_for
from ..review import Review, Scale, review_deal
from .state import State

SCALE = Scale(inaccuracy=8.0, mistake=25.0, zero=50.0)


def review_hand(states: list[State], actions: list, player: int,
                judge: Judge | None = None) -> Review:
    """Judge every move of ``player`` that had a choice: plays and draws."""
    return review_deal(states, actions, player, judge or judge_for("hanaawase"), SCALE)
