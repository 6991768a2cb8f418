"""View data built from the engine: what the templates and directives show, per language."""

from __future__ import annotations

import dataclasses
import re

from website.core import texts

from engine import terms
from engine.cards import (
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
from engine.koikoi.rules import HAND_YAKU, RULESETS, YAKU_NAMES, RuleSet
from engine.koikoi.scoring import YAKU_CARDS, YAKU_NEEDS, yaku_for_card
from engine.tamcuc import TAMCUC_BY_ID  # the cards of the other deck, for game_card

# Rule-set fields that are not switches.
NOT_SWITCHES = ("name", "source", "points", "bonus_per_card", "notes")
MAX_PICTURES = 10  # a yaku row shows at most this many candidate cards


def switches() -> list[str]:
    """The switch fields of :class:`RuleSet`, in declaration order."""
    return [f.name for f in dataclasses.fields(RuleSet) if f.name not in NOT_SWITCHES]


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


def yaku_description(yaku: str, rules: RuleSet) -> str:
    if yaku == "sanko" and rules.sanko_with_rainman:
        return str(texts.YAKU_DESCRIPTIONS["sanko-rain"])
    return str(texts.YAKU_DESCRIPTIONS[yaku])


def yaku_cards(yaku: str, rules: RuleSet) -> list[Card]:
    """The cards that can go into a yaku under ``rules``, in deck order."""
    return [c for c in DECK if yaku in yaku_for_card(c.id, rules)]


def yaku_rows(rules_name: str) -> list[dict]:
    """One row per scoring yaku: id, points, bonus flag, cards, needed count."""
    rules = RULESETS[rules_name]
    rows = []
    for y in rules.scored_yaku():
        cards = [] if y in HAND_YAKU else yaku_cards(y, rules)
        rows.append({
            "id": y,
            "points": rules.points[y],
            "bonus": y in rules.bonus_per_card,
            "cards": cards[:MAX_PICTURES],
            "more": max(0, len(cards) - MAX_PICTURES),
            "needed": None if y in HAND_YAKU else YAKU_NEEDS[y],
            "description": yaku_description(y, rules),
        })
    return rows


def switch_value(rules: RuleSet, field: str) -> str:
    value = getattr(rules, field)
    if field == "viewing":
        return str(texts.VIEWING_LABELS[value])
    if isinstance(value, bool):
        return str(texts.YES if value else texts.NO)
    if value is None:
        return str(texts.NO_LIMIT)
    return str(value)


def comparison() -> dict:
    """Every named rule set side by side: yaku points and every switch."""
    sets = list(RULESETS.values())
    all_yaku = []
    for r in sets:
        all_yaku += [y for y in r.scored_yaku() if y not in all_yaku]
    order = {y: i for i, y in enumerate(YAKU_NAMES)}
    all_yaku.sort(key=order.__getitem__)
    points = [(y, [(r.points[y], y in r.bonus_per_card) if y in r.scored_yaku() else None
                   for r in sets]) for y in all_yaku]
    rows = [(f, [switch_value(r, f) for r in sets]) for f in switches()]
    return {"sets": [r.name for r in sets], "points": points, "switches": rows}


def ruleset_points(rules_name: str, yaku: str) -> int:
    return RULESETS[rules_name].points[yaku]


def card_yaku_by_ruleset(card_id: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(name, yaku_for_card(card_id, r)) for name, r in RULESETS.items()]


def neighbours(card: Card) -> tuple[Card, Card]:
    """Previous and next card in deck order, wrapping round."""
    return DECK[card.index - 1], DECK[(card.index + 1) % len(DECK)]


def month_neighbours(month: Month) -> tuple[Month, Month]:
    return MONTHS[month.number - 2], MONTHS[month.number % 12]


# Engine values the templates reach through ``m``.
__all__ = [
    "CARDS_BY_ID", "DECK", "KINDS", "KIND_POINTS", "MONTHS", "MONTH_BY_FLOWER", "RULESETS",
    "TAMCUC_BY_ID",
    "YAKU_CARDS", "card_yaku_by_ruleset", "comparison", "kind_name", "month_cards",
    "month_neighbours", "neighbours", "ruleset_points", "short_kind_name", "subject_name",
    "switches", "yaku_name", "yaku_rows",
]
