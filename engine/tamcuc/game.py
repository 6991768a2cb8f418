"""Tam Cúc's entry points for the table, the benchmarks and the command line.

A match is :data:`MATCH_DEALS` deals unless the table is told otherwise: the seed names no
match length (players settle after each deal), so this is our choice.
"""

from __future__ import annotations

from ..protocol import Game
from .cli import register
from .players import PLAYERS
from .record import hand_to_json, replay, replay_hand
from .rules import DEFAULT_RULES, RULESETS, SEAT_COUNTS, RuleSet
from .state import Chui, deal, next_dealer

MATCH_DEALS = 4


def match_deals(rules: RuleSet) -> int:
    return MATCH_DEALS


def forced_chui(state):
    """A play that cannot beat the best so far has one way on, face down: a person's chui is
    made for them, as a fishing game turns over a stock card that can go only one way."""
    legal = state.legal_actions()
    return legal[0] if len(legal) == 1 and isinstance(legal[0], Chui) else None


GAME = Game(
    name="tamcuc", seats=SEAT_COUNTS, default_rules=DEFAULT_RULES, rulesets=RULESETS,
    deal=deal, next_dealer=next_dealer, rounds=match_deals, players=PLAYERS,
    hand_to_json=hand_to_json, replay_hand=replay_hand, replay=replay, register_cli=register,
    public_record_keys=("bat_cai",),  # turned up for all to see, then shuffled back
    auto_action=forced_chui,
)
