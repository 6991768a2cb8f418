"""Analysis of a finished Koi-Koi hand (:mod:`engine.review` with Koi-Koi's judge and scale).

The estimate is :meth:`MonteCarloPlayer.evaluate_actions` (the mean playout value, from -1 a
sure loss to +1 a sure win), which values every legal action, so the played one too. An
inaccuracy loses 0.15 of that value, a mistake 0.35 (about a sixth of the range from a sure loss
to a sure win); a loss of 1 (a draw thrown away for a sure loss) leaves no accuracy.
Stop-or-koi-koi calls are not judged (the strong player decides them by another rule, with no
comparable value).
"""

from __future__ import annotations

from ..review import SEED, Judged, Review, Scale, review_deal
from .state import DECIDE, State

INACCURACY = 0.15  # loss thresholds, in playout value
MISTAKE = 0.35
SCALE = Scale(INACCURACY, MISTAKE, zero=1.0)

__all__ = ["INACCURACY", "MISTAKE", "SCALE", "SEED", "Judged", "Review", "review_hand", "verdict"]


def verdict(loss: float) -> str:
    return SCALE.verdict(loss)


def review_hand(states: list[State], actions: list, player: int, judge=None) -> Review:
    """Judge every move of ``player`` that had more than one legal choice (plays and draws)."""
    if judge is None:
        from .ai import MonteCarloPlayer

        judge = MonteCarloPlayer()
    return review_deal(states, actions, player,
                       lambda obs, _played, rng: judge.evaluate_actions(obs, rng), SCALE,
                       judged=lambda state: state.phase != DECIDE)
