"""Hana-awase's entry points for the table, the benchmarks and the command line."""

from __future__ import annotations

from operator import attrgetter

from ..hanafuda import forced_draw
from ..hanafuda.cards import CARD_IDS
from ..hanafuda.sitout import GOES_IN_AT, Seating, hand_strength
from ..hanafuda.word import TableEvaluator
from ..protocol import Game, Sight, puzzles_of, samples_of
from ..views import hand_and_stock_hidden
from . import notation
from .cli import register
from .judge import EVALUATOR
from .players import PLAYERS
from .record import action_reader, action_to_json, hand_to_json, replay, replay_hand
from .record import result_to_json as result_json
from .review import review_hand
from .rules import DEFAULT_RULES, DISPUTES, RULESETS, RuleSet, get_rules
from .state import SEATS, State, deal


def sitting_out_share(rules: RuleSet, final: State, hand: tuple[str, ...], part: str) -> int:
    """Nothing passes to or from a seat that sat out: "花合わせでは追い込み賃はありません"
    (sojudo.net), and no source names a fee for staying out."""
    return 0


def goes_in(rules: RuleSet, hand: tuple[str, ...], field: tuple[str, ...]) -> bool:
    """The computer players' word: go in with a hand worth
    :data:`~engine.hanafuda.sitout.GOES_IN_AT` at a glance
    (:func:`~engine.hanafuda.sitout.hand_strength`)."""
    return hand_strength(hand, field) >= GOES_IN_AT


SEATING = Seating("hanaawase", lambda rules: rules.deals[3], State.from_deal, action_to_json,
                  action_reader(3), result_json, sitting_out_share, goes_in, get_rules,
                  DEFAULT_RULES)
SEATED = SEATING.entry_points(deal, replay_hand, replay, hand_to_json, hand_and_stock_hidden)


def next_dealer(state: State) -> int:
    """The deal's winner deals next; after a tie for first, the dealer deals again (at a
    table of more than three, the winner of the play, or the table's dealer)."""
    assert state.result is not None, "the next dealer is asked once the deal is over"
    winner = state.result.winner
    return state.deal.dealer if winner is None else winner


GAME = Game(
    name="hanaawase", seats=(*SEATS, 4, 5, 6, 7), default_rules=DEFAULT_RULES,
    rulesets=RULESETS, deal=SEATED.deal, next_dealer=next_dealer,
    rounds=attrgetter("rounds"), players=SEATING.players(PLAYERS),
    hand_to_json=SEATED.hand_to_json, replay_hand=SEATED.replay_hand, replay=SEATED.replay,
    register_cli=register, check_record=SEATED.check_record,
    auto_action=forced_draw, bench_rules=("wikipedia", "bakappana"),
    evaluator=TableEvaluator(EVALUATOR, SEATING, SEATING.game), review=review_hand,
    notation=notation, disputes=DISPUTES,
    sight=Sight(frozenset(CARD_IDS), SEATED.hidden),
    puzzles=puzzles_of(__package__), samples=samples_of(__package__), default_seats=3,
)
