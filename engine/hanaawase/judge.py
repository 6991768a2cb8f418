"""Hana-awase's evaluator for :mod:`engine.judge`: greedy playouts on sampled deals of the
unseen cards (:class:`.ai.Position`, on bit masks: the game of :func:`.ai.rollout` on
:func:`.ai.sample_state`, faster), in points: the seat's result less the others' mean."""

from __future__ import annotations

from ..judge import LegalChoices
from .ai import Position
from .review import SCALE
from .state import Observation

PLY_BUDGET = {2: 40_000, 3: 60_000}  # playouts × plies each, by seats (a ply of two seats'
# longer hands costs more)
MIN_BUDGET, MAX_BUDGET = 96, 6000
PER_CHOICE = 12


class Evaluator(LegalChoices):
    def budget(self, obs: Observation) -> int:
        """Playouts: one costs about 2 µs a ply left (more with two seats' longer hands), so
        the budget shrinks with the plies to play and a decision costs about the same early
        or late. Ten and fifteen times the 4,000 playout-plies the judge spent before the
        playouts ran on bit masks: on 300 paired two-seat deals against greedy, ten times as
        many made the strong player +34 points a deal better."""
        plies = max(1, 2 * sum(obs.hand_sizes))
        # a few deals each, even under a scaled budget
        floor = max(MIN_BUDGET, PER_CHOICE * len(obs.legal_actions))
        return max(floor, min(MAX_BUDGET, PLY_BUDGET[obs.seats] // plies))

    def worlds(self, obs: Observation) -> Position:
        return Position.of(obs)

    def tolerance(self, obs: Observation) -> float:
        return SCALE.inaccuracy / 2

    def unit(self, obs: Observation) -> str:
        return "points"


EVALUATOR = Evaluator()
