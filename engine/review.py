"""Analysis of a finished deal, for every game: each real choice of one player against a
strong player's estimate, the way Lichess marks inaccuracies and mistakes.

A game supplies three things:

* its *judge*, ``judge(observation, played, rng) -> [(value, action), …]`` best first, which
  values the action played and the alternatives worth comparing, in the same sampled deals of
  the hidden cards (a paired comparison, so that luck in the sampling does not decide);
* its :class:`Scale`: the losses, in the judge's own unit, that make an inaccuracy and a mistake,
  and the loss that leaves a move no accuracy at all;
* which decisions it judges (``judged(state)``): only those with a comparable value.

A move's *loss* is the best estimate minus the played one; its accuracy is
``100 × (1 − loss / scale.zero)`` floored at 0, and the deal's accuracy their mean. A fixed seed
makes a review the same each time it is made.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

SEED = 13


class Scale(NamedTuple):
    """Loss thresholds in a judge's unit (playout value, points, mon …)."""
    inaccuracy: float
    mistake: float
    zero: float  # a loss this large scores the move 0 % accurate

    def verdict(self, loss: float) -> str:
        return "mistake" if loss >= self.mistake else \
            "inaccuracy" if loss >= self.inaccuracy else "good"

    def accuracy(self, loss: float) -> float:
        return max(0.0, 1 - loss / self.zero)


class Judged(NamedTuple):
    index: int  # the state before the move, in the deal's list of states
    played: object
    played_value: float
    best: object
    best_value: float
    verdict: str  # "good", "inaccuracy" or "mistake"

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)


class Review(NamedTuple):
    moves: tuple[Judged, ...]
    accuracy: int | None  # None when there was no choice to judge

    def flagged(self) -> tuple[Judged, ...]:
        return tuple(m for m in self.moves if m.verdict != "good")


Judge = Callable[[object, object, random.Random], list[tuple[float, object]]]


def review_deal(states, actions, player: int, judge: Judge, scale: Scale,
                judged: Callable[[object], bool] = lambda state: True) -> Review:
    """Judge every move of ``player`` that had more than one legal choice and that the game
    judges (``judged(state)``), in the order played."""
    rng = random.Random(SEED)
    moves = []
    for i, (state, action) in enumerate(zip(states, actions, strict=False)):
        if state.current != player or not judged(state) or len(state.legal_actions()) < 2:
            continue
        ranked = judge(state.observation(player), action, rng)
        best_value, best = ranked[0]
        played_value = next(v for v, a in ranked if a == action)
        moves.append(Judged(i, action, played_value, best, best_value,
                            scale.verdict(best_value - played_value)))
    if not moves:
        return Review((), None)
    accuracy = sum(scale.accuracy(m.loss) for m in moves) / len(moves)
    return Review(tuple(moves), round(100 * accuracy))
