"""Hachi-Hachi's entry points for the table, the benchmarks and the command line."""

from __future__ import annotations

from operator import attrgetter

from ..hanafuda import forced_draw
from ..hanafuda.cards import CARD_IDS
from ..protocol import Game, Sight, puzzles_of, samples_of
from ..views import hand_and_stock_hidden
from . import notation
from .cli import register
from .judge import EVALUATOR
from .players import PLAYERS
from .record import check_record, hand_to_json, replay, replay_hand
from .review import review_hand
from .rules import DEFAULT_RULES, DISPUTES, RULESETS
from .state import State, deal


def next_dealer(state: State) -> int:
    """The deal's winner deals next; after a tie for first, the dealer deals again."""
    assert state.result is not None, "the next dealer is asked once the deal is over"
    winner = state.result.winner
    return state.deal.dealer if winner is None else winner


def carry(state: State) -> dict:
    """The fields the finished deal carries to the next (``field_carry``)."""
    return {"carried": state.carry_out} if state.carry_out else {}



GAME = Game(
    name="hachihachi", seats=(3,), default_rules=DEFAULT_RULES, rulesets=RULESETS, deal=deal,
    next_dealer=next_dealer, carry=carry, rounds=attrgetter("rounds"), players=PLAYERS,
    hand_to_json=hand_to_json, replay_hand=replay_hand, replay=replay, register_cli=register,
    check_record=check_record,
    auto_action=forced_draw, bench_rules=("seed-000", "traditional"),
    evaluator=EVALUATOR, review=review_hand, notation=notation, disputes=DISPUTES,
    sight=Sight(frozenset(CARD_IDS), hand_and_stock_hidden),
    puzzles=puzzles_of(__package__), samples=samples_of(__package__),
)
