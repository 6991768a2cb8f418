"""Hachi-Hachi's evaluator for :mod:`engine.judge`: the strong player's rollouts
(:func:`.ai.rollout` on :func:`.ai.sample_state`), in the rule set's result unit (points, or
mon where yaku count in kan), the sage / shōbu call included."""

from __future__ import annotations

import random

from .ai import rollout, sample_state
from .review import SCALES
from .rules import get_rules
from .state import Observation


class _Worlds:
    def __init__(self, obs: Observation):
        self.obs = obs

    def sample(self, rng: random.Random):
        return sample_state(self.obs, rng)

    def value(self, world, action) -> float:
        return rollout(world.apply(action), self.obs.player)


class Evaluator:
    budget = 500  # rollouts a ranking may spend (about 0.4 ms each)

    def choices(self, obs: Observation):
        return obs.legal_actions

    def key(self, action):
        return action

    def worlds(self, obs: Observation) -> _Worlds:
        return _Worlds(obs)

    def tolerance(self, obs: Observation) -> float:
        return SCALES[get_rules(obs.rules).unit].inaccuracy / 2

    def unit(self, obs: Observation) -> str:
        return "mon" if get_rules(obs.rules).unit == "kan" else "points"


EVALUATOR = Evaluator()
