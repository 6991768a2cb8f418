"""Hachi-Hachi's evaluator for :mod:`engine.judge`: the strong player's rollouts
(:func:`.ai.rollout` on :func:`.ai.sample_state`), in the rule set's result unit (points, or
mon where yaku count in kan), the sage / shōbu call included."""

from __future__ import annotations

from ..judge import LegalChoices
from .ai import Position
from .review import SCALES
from .rules import get_rules
from .state import Observation


class Evaluator(LegalChoices):
    def budget(self, obs: Observation) -> int:
        return 3200  # playouts (on bit masks, about 60 µs each on one core)

    def worlds(self, obs: Observation) -> Position:
        return Position.of(obs)

    def tolerance(self, obs: Observation) -> float:
        return SCALES[get_rules(obs.rules).unit].inaccuracy / 2

    def unit(self, obs: Observation) -> str:
        return "mon" if get_rules(obs.rules).unit == "kan" else "points"


EVALUATOR = Evaluator()
