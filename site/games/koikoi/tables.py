"""Koi-Koi's tables, built from the engine: each rule set's yaku with their cards and points,
the rule sets side by side, and the yaku a card belongs to under each (the rules page, its
``[[…]]`` directives, the calculator and the card pages draw them)."""

from __future__ import annotations

import dataclasses

from flask_babel import gettext
from website.core import texts
from website.games.koikoi import texts as game_texts
from website.games.koikoi.words import yaku_name

from engine.hanafuda.cards import DECK, Card
from engine.koikoi.rules import HAND_YAKU, RULESETS, YAKU_NAMES, RuleSet
from engine.koikoi.scoring import YAKU_NEEDS, yaku_for_card

# Rule-set fields that are not switches.
NOT_SWITCHES = ("name", "source", "points", "bonus_per_card", "notes")
MAX_PICTURES = 10  # a yaku row shows at most this many candidate cards


def switches() -> list[str]:
    """The switch fields of :class:`RuleSet`, in declaration order."""
    return [f.name for f in dataclasses.fields(RuleSet) if f.name not in NOT_SWITCHES]


def yaku_description(yaku: str, rules: RuleSet) -> str:
    if yaku == "sanko" and rules.sanko_with_rainman:
        return str(game_texts.YAKU_DESCRIPTIONS["sanko-rain"])
    return str(game_texts.YAKU_DESCRIPTIONS[yaku])


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


def _bonus_steps(table) -> str:
    """The stopper's own calls' bonus table, one step a call: "+1 · +2 · +3 · ×2 · ×3…"."""
    kind, last = table[-1]
    steps = [*table, (kind, last + 1)]
    return " · ".join(("+" if kind == "add" else "×") + str(k) for kind, k in steps) + "…"


def switch_value(rules: RuleSet, field: str) -> str:
    value = getattr(rules, field)
    if field == "viewing":
        return str(game_texts.VIEWING_LABELS[value])
    if field == "points_after_koikoi":
        return gettext(", ").join(f"{yaku_name(y)} {p}" for y, p in value.items()) \
            if value else str(texts.NO)
    if field == "own_koikoi_bonus":
        return _bonus_steps(value) if value else str(texts.NO)
    if field == "stake" and value is None:
        return str(texts.NO)
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


def double_threshold(rules_name: str) -> int:
    return RULESETS[rules_name].double_threshold


def card_yaku(card_id: str) -> list[tuple[str, tuple[str, ...]]]:
    """The yaku a Hanafuda card belongs to under each rule set: (its label, yaku ids), for the
    card's page."""
    return [(str(game_texts.RULESET_LABELS[name]), yaku_for_card(card_id, r))
            for name, r in RULESETS.items()]
