"""Koi-Koi: the state of a hand (:mod:`.state`), rule sets, scoring, records, notation,
players and the strong player's search, analysis and puzzles; :mod:`.game` gives the entry
points the table and the command line use.

>>> state = deal("nintendo", seed=7)
>>> state.current == state.deal.dealer
True
"""

from .state import (
    DECIDE,
    DRAW,
    KOIKOI,
    OVER,
    PLAY,
    STOP,
    Action,
    Call,
    Deal,
    Draw,
    Event,
    Observation,
    Play,
    Result,
    State,
    action_text,
    choose_dealer,
    deal,
    redeal_reason,
    state_from_view,
)

__all__ = ["DECIDE", "DRAW", "KOIKOI", "OVER", "PLAY", "STOP", "Action", "Call", "Deal", "Draw",
           "Event", "Observation", "Play", "Result", "State", "action_text", "choose_dealer",
           "deal", "redeal_reason", "state_from_view"]
