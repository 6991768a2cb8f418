"""What the 48-card fishing games (Koi-Koi, Hachi-Hachi, Hana-awase) share, written once, and
importing none of them: the phases of a turn, who deals first, the forced draw, what a seat
sees, and a state's card queries. The deck is :mod:`.cards`, capture by month and its notation
:mod:`.matching`; the deal that settles at the end :mod:`.deal`, its records :mod:`.replay`,
its capture puzzles :mod:`.puzzles`."""

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
