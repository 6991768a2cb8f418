"""Analysis of a finished Koi-Koi hand (:mod:`engine.review` with Koi-Koi's judge and scale).

The estimate of a play or a draw is the judge's (:mod:`.judge`): from −1, a sure loss by ten
points or more, to +1, a sure win by ten or more. An inaccuracy loses 0.15 of that value, a
mistake 0.35 (about a sixth of the range from a sure loss to a sure win); a loss of 1 leaves no
accuracy. A koi-koi or stop call is valued in points (what stopping scores now, against the mean
margin of playing on): an inaccuracy gives away a point, a mistake three, and a loss of six
leaves no accuracy.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..judge import Judge, judge_for
from ..review import Judged, Review, Scale, review_deal
from .state import DECIDE, Action, State

INACCURACY = 0.15  # loss thresholds, in playout value
MISTAKE = 0.35
SCALE = Scale(INACCURACY, MISTAKE, zero=1.0)
CALL_SCALE = Scale(1.0, 3.0, zero=6.0)  # points

__all__ = ["CALL_SCALE", "INACCURACY", "MISTAKE", "SCALE", "Judged", "Review", "review_hand", "verdict"]


def verdict(loss: float) -> str:
    return SCALE.verdict(loss)


def review_hand(states: list[State], actions: Sequence[Action], player: int,
                judge: Judge | None = None) -> Review:
    """Judge every play, draw and koi-koi call of ``player`` that had more than one choice."""
    return review_deal(states, actions, player, judge or judge_for("koikoi"),
                       lambda state: CALL_SCALE if state.phase == DECIDE else SCALE)
