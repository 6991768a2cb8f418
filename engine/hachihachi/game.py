"""Hachi-Hachi's entry points for the table, the benchmarks and the command line."""

from __future__ import annotations

from operator import attrgetter

from ..hanafuda import forced_draw
from ..hanafuda.cards import CARD_IDS, mask_of
from ..hanafuda.sitout import FORCED_OUT, GOES_IN_AT, STAYS_OUT, Seating, hand_strength
from ..hanafuda.word import TableEvaluator
from ..protocol import Game, Sight, puzzles_of, samples_of
from ..views import hand_and_stock_hidden
from . import notation
from .cli import register
from .judge import EVALUATOR
from .players import PLAYERS
from .record import action_from_json, action_to_json, hand_to_json, replay, replay_hand
from .record import result_to_json as result_json
from .review import review_hand
from .rules import DEFAULT_RULES, DISPUTES, RULESETS, RuleSet, get_rules, total
from .state import FIELD, HAND, State, deal
from .teyaku import teyaku

STAY_OUT_FEE = 2  # kan: the 下り賃 a seat that stays out shares among the three who play


def sitting_out_share(rules: RuleSet, final: State, hand: tuple[str, ...], part: str) -> int:
    """What each of the three who played pays a seat that sat out (negative: it pays them),
    in mon times the field multiplier, under ``par`` (under ``sum`` nobody pays: 0).

    A seat that stayed out pays the 下り賃, :data:`STAY_OUT_FEE` kan shared among the three
    (8 mon each); a seat forced out (追い込み) pays none and receives the 追い込み賃, half its
    teyaku's value from each (Japanese Wikipedia, 八八; the mon for its yaku cards left out).
    """
    if rules.settlement != "par":
        return 0
    if part == STAYS_OUT:
        return -(STAY_OUT_FEE * rules.kan_mon // 3) * final.multiplier
    assert part == FORCED_OUT, part
    return rules.mon(total(teyaku(mask_of(hand), rules))) // 2 * final.multiplier


def goes_in(rules: RuleSet, hand: tuple[str, ...], field: tuple[str, ...]) -> bool:
    """The computer players' word: go in with a teyaku, or with a hand worth
    :data:`~engine.hanafuda.sitout.GOES_IN_AT` at a glance
    (:func:`~engine.hanafuda.sitout.hand_strength`)."""
    return bool(teyaku(mask_of(hand), rules)) or hand_strength(hand, field) >= GOES_IN_AT


SEATING = Seating("hachihachi", lambda rules: (HAND, FIELD), State.from_deal, action_to_json,
                  action_from_json, result_json, sitting_out_share, goes_in, get_rules,
                  DEFAULT_RULES, goes_in_with_teyaku=True,
                  teyaku=lambda rules, hand: bool(teyaku(mask_of(hand), rules)))
SEATED = SEATING.entry_points(deal, replay_hand, replay, hand_to_json, hand_and_stock_hidden)


def next_dealer(state: State) -> int:
    """The deal's winner deals next; after a tie for first, the dealer deals again (at a
    table of more than three, the winner of the play, or the table's dealer)."""
    assert state.result is not None, "the next dealer is asked once the deal is over"
    winner = state.result.winner
    return state.deal.dealer if winner is None else winner


def carry(state) -> dict:
    """The fields the finished deal carries to the next (``field_carry``). A deal at a table
    of more than three carries none: the sources that carry a field play three at a table."""
    out = getattr(state, "carry_out", ())
    return {"carried": out} if out else {}


GAME = Game(
    name="hachihachi", seats=(3, 4, 5, 6, 7), default_rules=DEFAULT_RULES, rulesets=RULESETS,
    deal=SEATED.deal, next_dealer=next_dealer, carry=carry, rounds=attrgetter("rounds"),
    players=SEATING.players(PLAYERS), hand_to_json=SEATED.hand_to_json,
    replay_hand=SEATED.replay_hand, replay=SEATED.replay, register_cli=register,
    check_record=SEATED.check_record,
    auto_action=forced_draw, bench_rules=("seed-000", "traditional"),
    evaluator=TableEvaluator(EVALUATOR, SEATING, SEATING.game), review=review_hand,
    notation=notation, disputes=DISPUTES,
    sight=Sight(frozenset(CARD_IDS), SEATED.hidden),
    puzzles=puzzles_of(__package__), samples=samples_of(__package__), default_seats=3,
)
