"""Computer players shared by every game: they see only an observation's legal actions."""

from __future__ import annotations

import random
from typing import Any


class RandomPlayer:
    """Uniformly random among the legal actions, in any game."""

    name = "random"

    def choose(self, obs: Any, rng: random.Random):
        return rng.choice(obs.legal_actions)
