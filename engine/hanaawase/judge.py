"""Hana-awase's evaluator for :mod:`engine.judge`: greedy rollouts (:func:`.ai.rollout`) on
sampled deals of the unseen cards (:func:`.ai.sample_state`), in points: the seat's result less
the others' mean."""

from __future__ import annotations

from ..judge import LegalChoices, Playouts
from .ai import rollout, sample_state
from .review import SCALE
from .state import Observation


def _play(world, action, seat: int) -> float:
    return rollout(world.apply(action), seat)


class Evaluator(LegalChoices):
    def budget(self, obs: Observation) -> int:
        return 320  # rollouts: a decision well under 200 ms on one core

    def worlds(self, obs: Observation) -> Playouts:
        return Playouts(obs, sample_state, _play)

    def tolerance(self, obs: Observation) -> float:
        return SCALE.inaccuracy / 2

    def unit(self, obs: Observation) -> str:
        return "points"


EVALUATOR = Evaluator()
