"""Players for the seats: given what their seat sees (an :class:`Observation`), choose an
action. ``random`` is the protocol's; ``greedy`` takes what is worth most now; ``strong``
plays the judge's best choice (:mod:`engine.judge` with :mod:`.judge`'s evaluator: rollouts
over the cards it cannot see), the same ranking the hints and the review give.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

from ..hanafuda.cards import CARDS_BY_ID, mask_of
from ..hanafuda.matching import take_mask
from ..judge import JudgePlayer
from ..protocol import Player, RandomPlayer
from .rules import RuleSet, get_rules, total
from .state import Observation
from .yaku import yaku_of


def action_value(pile: int, action, rules: RuleSet, seats: int = 3) -> float:
    """What a play or draw gains at once for the owner of ``pile``: the yaku it adds (paid by
    each other seat under a par), then the card points it takes; leaving a card on the field
    costs a hundredth of its value."""
    played = CARDS_BY_ID[action.card]
    if not action.take:
        return -played.points / 100
    gained = take_mask(action.take) | played.mask
    rise = total(yaku_of(pile | gained, rules)) - total(yaku_of(pile, rules))
    payers = seats - 1 if rules.settlement == "par" else 1
    return rise * payers + played.points + sum(CARDS_BY_ID[c].points for c in action.take)


class GreedyPlayer:
    """Takes what is worth most now (ties: at random)."""

    name = "greedy"

    def choose(self, obs: Observation, rng: random.Random):
        legal = obs.legal_actions
        rules = get_rules(obs.rules)
        pile = mask_of(obs.piles[obs.player])
        values = [action_value(pile, a, rules, obs.seats) for a in legal]
        best = max(values)
        return rng.choice([a for a, v in zip(legal, values, strict=True) if v == best])


StrongPlayer = functools.partial(JudgePlayer, "hanaawase")  # the judge's best choice


PLAYERS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer, "greedy": GreedyPlayer, "strong": StrongPlayer}
