"""Analysis of a finished deal, for every game: each real choice of one player against the
game's judge (:mod:`engine.judge`), the way Lichess marks inaccuracies and mistakes.

The judge is the one the hint asks, with the same seed and the same cache, so the review and
the hint cannot disagree: a move the hint would recommend, or one the judge declares equal to
it (the sampling cannot tell them apart), is never marked. A game supplies its judge, its
:class:`Scale` (the losses, in the judge's unit, that make an inaccuracy and a mistake, and the
loss that leaves a move no accuracy at all) and which decisions it judges (``judged(state)``).

A move's *loss* is the judge's paired difference from the best choice, on the same sampled
deals; a move is marked only when the judge separated it from the best (the loss is beyond
what the sampling can tell apart) and the loss reaches the scale's threshold. Its accuracy is
``100 × (1 − loss / scale.zero)`` floored at 0 (a move equal to the best loses nothing), and the
deal's accuracy their mean.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, TypeVar

from .judge import Judge
from .protocol import GameState

S = TypeVar("S", bound=GameState)  # one game's states


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
    # the state before the move, in the deal's list of states (a field that shadows tuple.index,
    # which the callers read by this name)
    index: int  # type: ignore[assignment]
    played: object
    played_value: float
    best: object
    best_value: float
    verdict: str  # "good", "inaccuracy" or "mistake"
    equal: bool = False  # the judge could not tell it from the best


    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)


class Review(NamedTuple):
    moves: tuple[Judged, ...]
    accuracy: int | None  # None when there was no choice to judge

    def flagged(self) -> tuple[Judged, ...]:
        return tuple(m for m in self.moves if m.verdict != "good")


def review_deal(states: Sequence[S], actions: Sequence[Any], player: int, judge: Judge,
                scale: Scale | Callable[[S], Scale],
                judged: Callable[[S], bool] = lambda state: True) -> Review:
    """Judge every move of ``player`` that had more than one legal choice and that the game
    judges (``judged(state)``), in the order played; ``scale`` may depend on the state (a call
    valued in points where plays are valued in chances)."""
    scale_of = scale if callable(scale) else lambda state: scale
    moves, accuracies = [], []
    for i, (state, action) in enumerate(zip(states, actions, strict=False)):
        if state.current != player or not judged(state) or len(state.legal_actions()) < 2:
            continue
        obs = state.observation(player)
        ranking = judge.rank(obs)
        key = judge.evaluator.key(action)
        played = ranking.find(key)
        if played is None:  # a move the judge does not rank by itself: rank it with the others
            ranking = judge.rank(obs, also=(action,))
            played = ranking.find(key)
            assert played is not None, "the judge ranks every action it is asked to"
        best = ranking.best
        if len(ranking.choices) < 2:
            continue
        here = scale_of(state)
        verdict = "good" if played.equal else here.verdict(played.loss)
        accuracies.append(here.accuracy(0.0 if played.equal else played.loss))
        moves.append(Judged(i, action, best.estimate - played.loss, best.action, best.estimate,
                            verdict, played.equal))
    if not moves:
        return Review((), None)
    accuracy = sum(accuracies) / len(accuracies)
    return Review(tuple(moves), round(100 * accuracy))
