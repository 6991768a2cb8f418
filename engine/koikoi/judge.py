"""Koi-Koi's evaluator for :mod:`engine.judge`: the strong player's playouts
(:meth:`.ai.Position.play`, the opponent's hand dealt as :mod:`.inference` weighs it), valued
on a scale they stay within.

A play or a draw is worth ``(1 − w)·won + w·margin`` on a deal, ``won`` +1 for a hand won, −1
for one lost, 0 when it runs out, and ``margin`` the point margin over :data:`SPAN` points,
clipped to ±1: from −1 (a sure loss by ten points or more) to +1 (a sure win by ten points or
more), never outside. (The strong player's own unbounded ``won + 0.02 × margin`` read +1.03 on
a scale said to end at +1.) The koi-koi call is valued in points, as the strong player decides
it: stopping scores exactly what the yaku make now, koi-koi the mean margin of the playouts.
The playouts leave out the opening field's bright multiplier (``bright_field``), a factor of
every stop of the deal that changes no ranking; the call's values are multiplied by it here, so
they are the points the table pays.
"""

from __future__ import annotations

import random

from ..judge import LegalChoices
from .ai import Position, margin_of
from .inference import OVERLOOK
from .review import INACCURACY
from .state import DECIDE, Observation

SPAN = 10  # points of margin that count fully
MARGIN_SHARE = 0.2  # the share of the value the margin decides (the rest: winning)
CALL_TOLERANCE = 0.5  # points: koi-koi and stop closer than this are equal


def play_value(outcome, player: int) -> float:
    """A finished hand's value to ``player`` in [−1, +1] (see the module's docstring)."""
    winner = outcome[0]
    won = 0 if winner is None else (1 if winner == player else -1)
    margin = max(-1.0, min(1.0, margin_of(outcome, player) / SPAN))
    return (1 - MARGIN_SHARE) * won + MARGIN_SHARE * margin


class _Worlds:
    def __init__(self, obs: Observation):
        self.pos = Position.of(obs, OVERLOOK)
        self.player = obs.player
        self.call = obs.phase == DECIDE
        self.field = obs.field_factor if self.call else 1

    def sample(self, rng: random.Random):
        return self.pos.deal(rng)

    def value(self, world, action) -> float:
        outcome = self.pos.play(action, *world)
        if self.call:
            return margin_of(outcome, self.player) * self.field
        return play_value(outcome, self.player)


class Evaluator(LegalChoices):
    def budget(self, obs: Observation) -> int:
        return 3500  # playouts (about 35 µs each)

    def worlds(self, obs: Observation) -> _Worlds:
        return _Worlds(obs)

    def tolerance(self, obs: Observation) -> float:
        return CALL_TOLERANCE if obs.phase == DECIDE else INACCURACY / 3

    def unit(self, obs: Observation) -> str:
        return "points" if obs.phase == DECIDE else "win"


EVALUATOR = Evaluator()
