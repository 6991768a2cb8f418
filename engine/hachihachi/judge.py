"""Hachi-Hachi's evaluator for :mod:`engine.judge`: the strong player's rollouts
(:func:`.ai.rollout` on :func:`.ai.sample_state`), in the rule set's result unit (points, or
mon where yaku count in kan), the sage / shōbu call included."""

from __future__ import annotations

from ..judge import LegalChoices, Playouts
from .ai import rollout, sample_state
from .review import SCALES
from .rules import get_rules
from .state import Observation


def _play(world, action, seat: int) -> float:
    return rollout(world.apply(action), seat)


class Evaluator(LegalChoices):
    def budget(self, obs: Observation) -> int:
        return 450  # rollouts (about 0.4 ms each)

    def worlds(self, obs: Observation) -> Playouts:
        return Playouts(obs, sample_state, _play)

    def tolerance(self, obs: Observation) -> float:
        return SCALES[get_rules(obs.rules).unit].inaccuracy / 2

    def unit(self, obs: Observation) -> str:
        return "mon" if get_rules(obs.rules).unit == "kan" else "points"


EVALUATOR = Evaluator()
