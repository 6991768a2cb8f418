"""Tam Cúc's entry points for the table, the benchmarks and the command line.

A match is :data:`MATCH_DEALS` deals unless the table is told otherwise: the seed names no
match length (players settle after each deal), so this is our choice.
"""

from __future__ import annotations

from ..protocol import Game, Sight, puzzles_of, samples_of
from .cards import TAMCUC_DECK, ids_of
from .cli import register
from .judge import EVALUATOR
from .notation import NOTATION
from .players import PLAYERS
from .record import check_record, hand_to_json, replay, replay_hand
from .review import review_hand
from .rules import DEFAULT_RULES, DISPUTES, RULESETS, SEAT_COUNTS, RuleSet
from .state import Chui, State, deal, next_dealer

MATCH_DEALS = 4


def match_deals(rules: RuleSet) -> int:
    return MATCH_DEALS


def forced_chui(state):
    """A play that cannot beat the best so far has one way on, face down: a person's chui is
    made for them, as a fishing game turns over a stock card that can go only one way."""
    legal = state.legal_actions()
    return legal[0] if len(legal) == 1 and isinstance(legal[0], Chui) else None


def hidden_of(state: State, seat: int) -> set[str]:
    """Cards of ``seat`` that no other seat may see: its hand, what it laid face down, what it
    conceded or took unseen, and the cards it offers."""
    up = state.table[seat] if state.revealed >> seat & 1 else 0
    mask = (
        state.hands[seat]
        | (state.table[seat] & ~up)
        | (state.discards[seat] & ~state.seen)
        | (state.taken[seat] & ~state.seen)
    )
    if state.offer and state.offer[0] == seat:
        mask |= state.offer[2]
    return set(ids_of(mask))


def hidden_from(state: State, seat: int) -> set[str]:
    """Every other seat's unseen cards; the bắt cái card was shown to all before the shuffle,
    so naming it tells nobody where it went."""
    hidden = {c for other in range(state.seats) if other != seat for c in hidden_of(state, other)}
    return hidden - {state.bat_cai}




GAME = Game(
    name="tamcuc", seats=SEAT_COUNTS, default_rules=DEFAULT_RULES, rulesets=RULESETS,
    deal=deal, next_dealer=next_dealer, rounds=match_deals, players=PLAYERS,
    hand_to_json=hand_to_json, replay_hand=replay_hand, replay=replay, register_cli=register,
    check_record=check_record,
    auto_action=forced_chui, evaluator=EVALUATOR, review=review_hand, notation=NOTATION,
    disputes=DISPUTES, puzzles=puzzles_of(__package__), samples=samples_of(__package__),
    sight=Sight(frozenset(c.id for c in TAMCUC_DECK), hidden_from,
                public_record_keys=("bat_cai",)),  # turned up for all to see, then shuffled back
)
