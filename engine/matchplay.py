"""Match equity: what a lead is worth when some deals are still to come.

A player that maximises points plays each deal as if the match were endless; one that
maximises the chance of winning the deal ignores the score. Near the end of a match
neither is right: leading by 20 with one deal left, a sure 1-point win beats a risky 10;
trailing by 20, only the risky 10 can help. :func:`equity` turns a final lead into the chance
of winning the match, assuming each deal still to come moves the lead by a normal amount of
mean 0 and standard deviation ``spread`` (a game's figure, measured between its players), so
a computer player can value a deal's outcomes by what they do to the match.
"""

from __future__ import annotations

import math


def equity(lead: float, deals_after: int, spread: float) -> float:
    """The chance of winning the match from ``lead`` with ``deals_after`` deals to come (a
    tie counting half): exact when none is left, else the normal approximation."""
    if deals_after <= 0:
        return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
    return 0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0 * deals_after))))
