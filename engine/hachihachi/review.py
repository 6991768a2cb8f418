"""Analysis of a finished Hachi-Hachi deal (:mod:`engine.review` with Hachi-Hachi's judge and
scale).

The judge is :mod:`engine.judge` with Hachi-Hachi's evaluator (:mod:`.judge`: greedy
playouts on sampled deals, whose best choice the strong player plays), in the rule set's
result unit (points, or mon where yaku count in kan): how far the seat finishes ahead of the
other two seats' mean, plus a bonus for winning the deal where scores are added up. Judged:
plays, draws with a choice of capture, and the sage / shōbu call (valued the same way).

Scale, by the rule set's unit: in points (``seed-000``), a card point is a point of margin, so an
inaccuracy gives away five (a ribbon or an animal left to a rival, about), a mistake fifteen (a
bright, or a small dekiyaku), and a loss of thirty leaves no accuracy; where yaku count in kan
(``traditional``), the smallest step of a yaku, a kan of 12 mon, is an inaccuracy, three kan a
mistake, six no accuracy. Measured on deals of a random player against greedy ones, about
a third of its moves are flagged; the strong player's, one in five or fewer.
"""

from __future__ import annotations

from ..judge import Judge, judge_for
from ..review import Review, Scale, review_deal
from .state import State

SCALES = {"points": Scale(inaccuracy=5.0, mistake=15.0, zero=30.0),
          "kan": Scale(inaccuracy=12.0, mistake=36.0, zero=72.0)}  # results in mon


def review_hand(states: list[State], actions: list, player: int,
                judge: Judge | None = None) -> Review:
    """Judge every move of ``player`` that had a choice: plays, draws, sage or shōbu."""
    return review_deal(states, actions, player, judge or judge_for("hachihachi"),
                       SCALES[states[0].rules.unit])
