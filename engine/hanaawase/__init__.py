"""Hana-awase (花合わせ), three seats (or two): the state of a deal (:mod:`.state`), rule sets
(:mod:`.rules`), yaku and the settlement, records, notation and players; :mod:`.game` gives
the entry points the table and the command line use.

>>> state = deal("wikipedia", seed=3)
>>> len(state.stock), len(deal("wikipedia", seed=3, seats=2).stock)
(21, 20)
"""

from ..hanafuda import DRAW, OVER, PLAY
from ..hanafuda.deal import Deal, Event, Result
from ..hanafuda.matching import Draw, Play, action_text
from .state import Action, Observation, State, choose_dealer, deal

__all__ = ["DRAW", "OVER", "PLAY", "Action", "Deal", "Draw", "Event", "Observation", "Play",
           "Result", "State", "action_text", "choose_dealer", "deal"]
