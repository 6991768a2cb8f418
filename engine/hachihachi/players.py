"""Players for the three seats: given what their seat sees (an :class:`Observation`), choose
an action. ``random`` is the protocol's; ``greedy`` takes what is worth most now and stops at
its first dekiyaku; ``strong`` plays the judge's best choice (:mod:`engine.judge` with
:mod:`.judge`'s evaluator: playouts over the cards it cannot see), the same ranking the hints
and the review give.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

from ..hanafuda.cards import mask_of
from ..judge import JudgePlayer
from ..protocol import Player, RandomPlayer
from .ai import action_value
from .rules import get_rules
from .state import SAGE, Call, Observation


class GreedyPlayer:
    """Takes what is worth most now, and calls sage as soon as it has a dekiyaku."""

    name = "greedy"

    def choose(self, obs: Observation, rng: random.Random):
        legal = obs.legal_actions
        if isinstance(legal[0], Call):
            return Call(SAGE)
        rules = get_rules(obs.rules)
        pile = mask_of(obs.piles[obs.player])
        values = [action_value(pile, a, rules) for a in legal]
        best = max(values)
        return rng.choice([a for a, v in zip(legal, values, strict=True) if v == best])


StrongPlayer = functools.partial(JudgePlayer, "hachihachi")  # the judge's best choice


PLAYERS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer, "greedy": GreedyPlayer, "strong": StrongPlayer}
