"""How near a pile is to a set of cards it scores for (the boards' "Inoshikachō 2/3").

Shared by the Hanafuda games: each game says which sets it scores and how many cards each
needs; the rule for when progress is worth showing is written here once.
"""

from __future__ import annotations

from typing import NamedTuple


class Progress(NamedTuple):
    """A pile holds ``have`` of the ``need`` cards of ``yaku``."""

    yaku: str
    have: int
    need: int


def progress(yaku: str, pile: int, members: int, need: int, gone: int = 0,
             within: int = 2) -> Progress | None:
    """``yaku``'s progress when ``pile`` is one to ``within`` cards short of ``need`` of the
    ``members`` cards and enough of them are still within reach (not in ``gone``): one card of
    three is no progress worth showing, one of a two-card set is."""
    have = (pile & members).bit_count()
    if have >= min(2, need - 1) and 0 < need - have <= within and (
            members & ~gone).bit_count() >= need:
        return Progress(yaku, have, need)
    return None
