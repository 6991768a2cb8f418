"""Hachi-Hachi (八八), three seats: the state of a deal (:mod:`.state`), rule sets
(:mod:`.rules`), teyaku, dekiyaku and the settlement, records, notation and players;
:mod:`.game` gives the entry points the table and the command line use.

>>> state = deal("traditional", seed=3)
>>> len(state.stock)
21
"""

from ..hanafuda import DECIDE, DRAW, OVER, PLAY
from ..hanafuda.deal import Deal, Event, Result
from ..hanafuda.matching import Draw, Play, action_text
from .state import SAGE, SHOBU, Action, Call, Observation, State, choose_dealer, deal

__all__ = ["DECIDE", "DRAW", "OVER", "PLAY", "SAGE", "SHOBU", "Action", "Call", "Deal", "Draw",
           "Event", "Observation", "Play", "Result", "State", "action_text", "choose_dealer",
           "deal"]
