"""Tam Cúc's evaluator for :mod:`engine.judge`: the strong player's candidates (one play per
kind of cards: :func:`.players.action_signature` is the key, so plays of the same kinds are one
choice) and its greedy playouts, in the table's points plus a hundredth a card won."""

from __future__ import annotations

from ..judge import Playouts
from .cards import mask_of
from .players import StrongPlayer, _playout, action_signature
from .review import scale
from .rules import get_rules
from .state import Observation, breaks_ban, determinize

_CANDIDATES = StrongPlayer()
BUDGET = {2: 200, 3: 170, 4: 150}  # playouts by seats: 0.6 ms each at two seats, 1 ms at four


def _play(world, action, seat: int) -> float:
    return _playout(world._play(action), seat)


class Evaluator:
    def budget(self, obs: Observation) -> int:
        return BUDGET[obs.seats]  # playouts

    def choices(self, obs: Observation):
        """The strong player's candidates, a play that breaks the first-call ban last: the
        judge breaks a tie by this order, so when nothing separates the choices (a deal
        already settled) the one it names is never a banned call."""
        found = _CANDIDATES.candidates(obs)
        if not obs.first_call:
            return found
        rules = get_rules(obs.rules)
        return sorted(found, key=lambda a: bool(getattr(a, "cards", ())) and breaks_ban(
            rules, obs.seats, True, mask_of(a.cards)))

    def key(self, action):
        return action_signature(action)

    def worlds(self, obs: Observation) -> Playouts:
        return Playouts(obs, determinize, _play)

    def tolerance(self, obs: Observation) -> float:
        return scale(get_rules(obs.rules), obs.seats).inaccuracy / 2

    def unit(self, obs: Observation) -> str:
        return "points"


EVALUATOR = Evaluator()
