"""What each game adds to the one calculator page: its chart of cards, its options and what
the engine says of the picked cards.

A calculator is a game's ``calculator.py`` (:class:`website.games.base.Calculator`); the view
(:mod:`website.features.calculator.views`) is written once against it.
"""

from __future__ import annotations

from website.games import BY_SLUG
from website.games.base import Calculator

from engine.hanafuda.cards import MONTHS, month_cards

MAX_IDS = 100  # values of ``c`` read; more are ignored
MAX_SHOWN = 40  # characters of an unknown id quoted back


def calculator(slug: str) -> Calculator:
    """The calculator of the game whose URL slug is ``slug`` (the route allows no other)."""
    return BY_SLUG[slug].calculator


def read_ids(values: list[str], deck) -> tuple[list[str], list[str]]:
    """(known card ids in deck order, each once; unknown values, each once and cut short)
    from the query's ``c`` values."""
    wanted = set(values[:MAX_IDS])
    known = [c for c in deck if c in wanted]
    unknown = list(dict.fromkeys(v[:MAX_SHOWN] for v in values[:MAX_IDS] if v not in deck))
    return known, unknown


def hanafuda_chart(lang: str) -> list[dict]:
    """The 48 cards month by month: the chart Koi-Koi and Hachi-Hachi pick from."""
    return [{"label": f"{mo.number} · {mo.name(lang)}", "cards": month_cards(mo.number)}
            for mo in MONTHS]
