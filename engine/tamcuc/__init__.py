"""Tam Cúc: the 32 cards, the rules as switches, and a complete engine.

``from engine.tamcuc import TAMCUC_DECK, tamcuc_card`` keeps working as before the package.
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

__all__ = ["COLOURS", "COLOUR_NAMES", "NICKNAMES", "RANKS", "RANK_BY_ID", "Rank", "TAMCUC_BY_ID",
           "TAMCUC_DECK", "TamCucCard", "tamcuc_card"]
