"""Analysis of a finished hand: each real choice of one player against the strong player's
estimate, the way Lichess marks inaccuracies and mistakes.

The estimate is :meth:`MonteCarloPlayer.evaluate_actions` (the mean playout value, from -1 a
sure loss to +1 a sure win). A move's *loss* is the best estimate minus the chosen move's;
its *accuracy* is ``100 × (1 − loss)`` floored at 0, and the hand's accuracy is their mean.
Stop-or-koi-koi calls are not judged (the strong player decides them by another rule, with no
comparable value). A fixed seed makes a review the same each time it is made.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from .state import DECIDE, State

INACCURACY = 0.15  # loss thresholds, in playout value
MISTAKE = 0.35
SEED = 13


class Judged(NamedTuple):
    index: int  # the state before the move, in the hand's list of states
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


def verdict(loss: float) -> str:
    return "mistake" if loss >= MISTAKE else "inaccuracy" if loss >= INACCURACY else "good"


def review_hand(states: list[State], actions: list, player: int, judge=None) -> Review:
    """Judge every move of ``player`` that had more than one legal choice (plays and draws)."""
    if judge is None:
        from .ai import MonteCarloPlayer

        judge = MonteCarloPlayer()
    rng = random.Random(SEED)
    moves = []
    for i, (state, action) in enumerate(zip(states, actions, strict=False)):
        if state.current != player or state.phase == DECIDE or len(state.legal_actions()) < 2:
            continue
        ranked = judge.evaluate_actions(state.observation(player), rng)
        best_value, best = ranked[0]
        played_value = next(v for v, a in ranked if a == action)
        moves.append(Judged(i, action, played_value, best, best_value,
                            verdict(best_value - played_value)))
    if not moves:
        return Review((), None)
    accuracy = sum(max(0.0, 1 - m.loss) for m in moves) / len(moves)
    return Review(tuple(moves), round(100 * accuracy))
