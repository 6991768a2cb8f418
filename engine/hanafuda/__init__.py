"""What the 48-card fishing games (Koi-Koi, Hachi-Hachi) share, written once: the phases of a
turn, who deals first, the forced draw, and a state's card queries. The deck is
:mod:`engine.cards`, capture by month :mod:`engine.matching`."""

from .fishing import (
    DECIDE,
    DRAW,
    OVER,
    PLAY,
    FishingState,
    Phase,
    choose_dealer,
    deal_unseen,
    forced_draw,
    visible_cards,
)

__all__ = ["DECIDE", "DRAW", "OVER", "PLAY", "FishingState", "Phase", "choose_dealer", "deal_unseen",
           "forced_draw", "visible_cards"]
