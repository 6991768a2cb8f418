"""Hana-awase's entry points for the table, the benchmarks and the command line."""

from __future__ import annotations

from operator import attrgetter

from ..hanafuda import forced_draw
from ..protocol import Game
from .cli import register
from .players import PLAYERS
from .record import hand_to_json, replay, replay_hand
from .rules import DEFAULT_RULES, RULESETS
from .state import SEATS, State, deal


def next_dealer(state: State) -> int:
    """The deal's winner deals next; after a tie for first, the dealer deals again."""
    winner = state.result.winner
    return state.deal.dealer if winner is None else winner


GAME = Game(
    name="hanaawase", seats=SEATS, default_rules=DEFAULT_RULES, rulesets=RULESETS, deal=deal,
    next_dealer=next_dealer, rounds=attrgetter("rounds"), players=PLAYERS,
    hand_to_json=hand_to_json, replay_hand=replay_hand, replay=replay, register_cli=register,
    auto_action=forced_draw, bench_rules=("wikipedia", "bakappana"),
)
