"""Tam Cúc's evaluator for :mod:`engine.judge`: the strong player's candidates (one play per
kind of cards: :func:`.players.action_signature` is the key, so plays of the same kinds are one
choice) and its greedy playouts, in the table's points plus a hundredth a card won."""

from __future__ import annotations

from ..judge import Playouts
from .players import StrongPlayer, _playout, action_signature
from .review import scale
from .rules import get_rules
from .state import Observation, determinize

_CANDIDATES = StrongPlayer()
BUDGET = {2: 200, 3: 170, 4: 150}  # playouts by seats: 0.6 ms each at two seats, 1 ms at four


def _play(world, action, seat: int) -> float:
    return _playout(world._play(action), seat)


class Evaluator:
    def budget(self, obs: Observation) -> int:
        return BUDGET[obs.seats]  # playouts

    def choices(self, obs: Observation):
        return _CANDIDATES.candidates(obs)

    def key(self, action):
        return action_signature(action)

    def worlds(self, obs: Observation) -> Playouts:
        return Playouts(obs, determinize, _play)

    def tolerance(self, obs: Observation) -> float:
        return scale(get_rules(obs.rules), obs.seats).inaccuracy / 2

    def unit(self, obs: Observation) -> str:
        return "points"


EVALUATOR = Evaluator()
