"""Tam Cúc: the 32 cards, the rules as switches of a rule set, and a complete engine.

``from engine.tamcuc import TAMCUC_DECK, tamcuc_card`` works as before the package; the game
itself is ``deal(...)`` → immutable ``State`` (see ``state.py`` and ``docs/tamcuc-rules.md``).
"""

from .cards import (
    COLOUR_NAMES,
    COLOURS,
    NICKNAMES,
    RANK_BY_ID,
    RANKS,
    TAMCUC_BY_ID,
    TAMCUC_DECK,
    Rank,
    TamCucCard,
    tamcuc_card,
)
from .rules import DEFAULT_RULES, RULESETS, RuleSet, get_rules
from .state import Observation, State, deal, from_hands, next_dealer

__all__ = ["COLOURS", "COLOUR_NAMES", "DEFAULT_RULES", "NICKNAMES", "RANKS", "RANK_BY_ID", "RULESETS",
           "Observation", "Rank", "RuleSet", "State", "TAMCUC_BY_ID", "TAMCUC_DECK", "TamCucCard",
           "deal", "from_hands", "get_rules", "next_dealer", "tamcuc_card"]
