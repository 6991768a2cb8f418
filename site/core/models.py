"""View data built from the engine: what the templates and directives show, per language.

What belongs to one game is that game's (``site/games/<game>/tables.py``, ``tables.<game>`` in a
template); what is here is the Hanafuda deck's and the term tables'.
"""

from __future__ import annotations

import re

from engine import terms
from engine.hanafuda.cards import (
    CARDS_BY_ID,
    DECK,
    KIND_NAMES,
    KIND_POINTS,
    KINDS,
    MONTH_BY_FLOWER,
    MONTHS,
    SUBJECTS,
    Card,
    Month,
    month_cards,
)

YAKU_NAMES: dict[str, dict[str, str]] = terms.names("yaku")


def kind_name(kind: str, lang: str) -> str:
    return KIND_NAMES[kind][lang]


def short_kind_name(kind: str, lang: str) -> str:
    """The kind's name without its parenthesised gloss: "Lá thường (kasu)" → "Lá thường"."""
    return re.sub(r"\s*\(.*?\)", "", KIND_NAMES[kind][lang]).strip()


def subject_name(card: Card, lang: str) -> str:
    """The card's name without its month, for places where the month is already shown."""
    name = SUBJECTS[card.subject][lang]
    return f"{name} {card.copy}" if card.copy else name


def game_term(key: str, lang: str) -> str:
    """A word of play (the stock, the field, koi-koi…) from the language's term table."""
    return terms.term(lang, "game", key)


def yaku_name(yaku: str, lang: str) -> str:
    return YAKU_NAMES[yaku][lang]


def neighbours(card: Card) -> tuple[Card, Card]:
    """Previous and next card in deck order, wrapping round."""
    return DECK[card.index - 1], DECK[(card.index + 1) % len(DECK)]


def month_neighbours(month: Month) -> tuple[Month, Month]:
    return MONTHS[month.number - 2], MONTHS[month.number % 12]


# Engine values the templates reach through ``m``.
__all__ = [
    "CARDS_BY_ID", "DECK", "KINDS", "KIND_POINTS", "MONTHS", "MONTH_BY_FLOWER", "kind_name",
    "month_cards", "month_neighbours", "neighbours", "short_kind_name", "subject_name",
    "yaku_name",
]
