"""Hana-awase's evaluator for :mod:`engine.judge`: greedy rollouts (:func:`.ai.rollout`) on
sampled deals of the unseen cards (:func:`.ai.sample_state`), in points: the seat's result less
the others' mean."""

from __future__ import annotations

from ..judge import LegalChoices, Playouts
from .ai import rollout, sample_state
from .review import SCALE
from .state import Observation

PLY_BUDGET = 4000  # rollouts × plies each
MIN_BUDGET, MAX_BUDGET = 96, 400
PER_CHOICE = 12


def _play(world, action, seat: int) -> float:
    return rollout(world.apply(action), seat)


class Evaluator(LegalChoices):
    def budget(self, obs: Observation) -> int:
        """Rollouts: a playout costs about 17 µs a ply left, so the budget shrinks with the
        plies to play and a decision stays near 60 ms on one core, early or late."""
        plies = max(1, 2 * sum(obs.hand_sizes))
        floor = max(MIN_BUDGET, PER_CHOICE * len(obs.legal_actions))  # a few deals each, even
        return max(floor, min(MAX_BUDGET, PLY_BUDGET // plies))       # under a scaled budget

    def worlds(self, obs: Observation) -> Playouts:
        return Playouts(obs, sample_state, _play)

    def tolerance(self, obs: Observation) -> float:
        return SCALE.inaccuracy / 2

    def unit(self, obs: Observation) -> str:
        return "points"


EVALUATOR = Evaluator()
