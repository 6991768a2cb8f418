"""Players for the three seats: given what their seat sees (an :class:`Observation`), choose
an action. ``random`` is the protocol's; ``greedy`` takes what is worth most now and stops at
its first dekiyaku; ``strong`` (:mod:`.ai`) searches over the cards it cannot see.
"""

from __future__ import annotations

import random

from ..hanafuda.cards import CARDS_BY_ID, mask_of
from ..hanafuda.matching import take_mask
from ..protocol import RandomPlayer
from .dekiyaku import dekiyaku
from .rules import RuleSet, get_rules, total
from .state import SAGE, Call, Observation

YAKU_WEIGHT = 10  # a point of dekiyaku is worth ten card points to the greedy player


def action_value(pile: int, action, rules: RuleSet) -> float:
    """What a play or draw gains at once for the owner of ``pile``: ten per point of
    dekiyaku it adds (in the rule set's result unit), then the card points it takes;
    leaving a card on the field costs a hundredth of its value."""
    played = CARDS_BY_ID[action.card]
    if not action.take:
        return -played.points / 100
    gained = take_mask(action.take) | played.mask
    rise = rules.mon(total(dekiyaku(pile | gained, rules)) - total(dekiyaku(pile, rules)))
    return rise * YAKU_WEIGHT + played.points + sum(CARDS_BY_ID[c].points for c in action.take)


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


def _strong():
    from .ai import MonteCarloPlayer

    return MonteCarloPlayer()


PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer, "strong": _strong}
