"""Koi-Koi's entry points for the table, the benchmarks and the command line."""

from __future__ import annotations

from operator import attrgetter

from ..hanafuda import forced_draw
from ..hanafuda.cards import CARD_IDS
from ..protocol import Game, Sight, puzzles_of, samples_of
from ..views import hand_and_stock_hidden
from . import notation
from .bench import benchmarks
from .cli import register
from .judge import EVALUATOR
from .players import PLAYERS
from .record import check_record, hand_to_json, replay, replay_hand
from .review import review_hand
from .rules import DEFAULT_RULES, DISPUTES, RULESETS
from .state import deal, next_dealer

GAME = Game(
    name="koikoi", seats=(2,), default_rules=DEFAULT_RULES, rulesets=RULESETS, deal=deal,
    next_dealer=next_dealer, rounds=attrgetter("rounds"), players=PLAYERS, hand_to_json=hand_to_json,
    replay_hand=replay_hand, replay=replay, register_cli=register, auto_action=forced_draw,
    benchmarks=benchmarks, bench_rules=("nintendo", "online-15"), check_record=check_record,
    stake=attrgetter("stake"),
    evaluator=EVALUATOR, review=review_hand, notation=notation, disputes=DISPUTES,
    sight=Sight(frozenset(CARD_IDS), hand_and_stock_hidden),
    puzzles=puzzles_of(__package__), samples=samples_of(__package__),
)
