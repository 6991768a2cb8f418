"""View data built from the engine: what the templates and directives show, per language."""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

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
from engine.tamcuc import COLOURS, RANKS, TAMCUC_BY_ID, TAMCUC_DECK
from engine.tamcuc import DEFAULT_RULES as TC_DEFAULT
from engine.tamcuc import RULESETS as TC_RULESETS
from engine.tamcuc.combos import SHAPES, classify_mask, combinations_in
from engine.tamcuc.rules import KET_KINDS as TAMCUC_KET_KINDS
from engine.tamcuc.rules import REMOVALS_3P as TC_REMOVALS
from engine.tamcuc.rules import SEAT_COUNTS as TC_SEATS

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


@lru_cache(maxsize=1)
def tamcuc_rows() -> list[dict]:
    """The Tam Cúc ranks, strongest first, with the cards of each colour."""
    rows = []
    for rank in sorted(RANKS, key=lambda r: -r.order):
        rows.append({"rank": rank, "cards": {col: [c for c in TAMCUC_DECK
                                                     if c.rank is rank and c.colour == col]
                                              for col in COLOURS}})
    return rows


# Engine values the templates reach through ``m``.
__all__ = [
    "CARDS_BY_ID", "DECK", "KINDS", "KIND_POINTS", "MONTHS", "MONTH_BY_FLOWER", "RULESETS",
    "TAMCUC_BY_ID", "TAMCUC_KET_KINDS", "TAMCUC_SHAPE_TERMS", "tamcuc_ban_rows",
    "tamcuc_combo_rows", "tamcuc_face_name", "tamcuc_removal_rows", "tamcuc_ruleset_rows",
    "tamcuc_seat_rows",
    "YAKU_CARDS", "card_yaku_by_ruleset", "comparison", "kind_name", "month_cards",
    "month_neighbours", "neighbours", "ruleset_points", "short_kind_name", "subject_name",
    "switches", "tamcuc_rows", "yaku_name", "yaku_rows",
]


# ---------------------------------------------------------------- Tam Cúc tables
# The rules page's tables ([[tamcuc-…]] directives) come from the engine's standard rule set.

_FULL = (1 << len(TAMCUC_DECK)) - 1


# A combination's shape → its word in the term tables.
TAMCUC_SHAPE_TERMS = {"single": "single", "pair": "pair", "triple": "triple",
                      "four-soldiers": "tu-tu", "five-soldiers": "ngu-tu"}


def tamcuc_face_name(card, lang: str) -> str:
    """A card's name without its copy number: "Tượng hồng", not "Tượng hồng 1"."""
    return re.sub(r" \d+$", "", card.name(lang))


def _tamcuc_cards(mask: int) -> list:
    return [c for i, c in enumerate(TAMCUC_DECK) if mask >> i & 1]


@lru_cache(maxsize=1)
def tamcuc_combo_rows() -> list[dict]:
    """Each shape with one example per strength, strongest first: what beats what."""
    rows = []
    for size, shape in enumerate(SHAPES, start=1):
        levels: dict[int, int] = {}
        for mask in combinations_in(_FULL, size):
            levels.setdefault(classify_mask(mask).key, mask)
        rows.append({"shape": shape, "size": size,
                     "levels": [_tamcuc_cards(levels[k]) for k in sorted(levels, reverse=True)]})
    return rows


def tamcuc_seat_rows(rules_name: str = TC_DEFAULT) -> list[dict]:
    """Per seat count: cards in play, cards each, the par and the kết points."""
    rules = TC_RULESETS[rules_name]
    rows = []
    for seats in TC_SEATS:
        in_play = len(TAMCUC_DECK) - rules.removed(seats).bit_count()
        rows.append({"seats": seats, "in_play": in_play, "each": in_play // seats,
                     "par": rules.par_for(seats), "ket": rules.ket_table(seats)})
    return rows


def tamcuc_removal_rows(rules_name: str = TC_DEFAULT) -> list[dict]:
    """The source's three ways to thin the deck for three players; ``chosen`` is ours."""
    rules = TC_RULESETS[rules_name]
    return [{"id": rid, "cards": [TAMCUC_BY_ID[c] for c in ids],
             "each": (len(TAMCUC_DECK) - len(ids)) // 3, "chosen": rid == rules.removal_3p}
            for rid, ids in TC_REMOVALS.items()]


def tamcuc_ruleset_rows() -> list[dict]:
    """The engine's named rule sets, each with what its switches change from the default.

    :raises KeyError: for a switch value ``texts.TAMCUC_SWITCH_TEXTS`` does not describe yet.
    """
    default = TC_RULESETS[TC_DEFAULT].switches()
    return [{"id": name, "changes": [texts.TAMCUC_SWITCH_TEXTS[k, v]
                                     for k, v in rules.switches().items() if default[k] != v]}
            for name, rules in TC_RULESETS.items()]


def tamcuc_ban_rows(rules_name: str = TC_DEFAULT) -> list[dict]:
    """Per seat count: the highest rank allowed on the first call and the ranks banned."""
    rules = TC_RULESETS[rules_name]
    rows = []
    for seats in TC_SEATS:
        top = rules.banned_order(seats)
        present = {c.rank.id for c in _tamcuc_cards(_FULL & ~rules.removed(seats))}
        rows.append({"seats": seats,
                     "top": next(c for c in TAMCUC_DECK if c.rank.order == top and c.colour == "red"),
                     "banned": [r for r in RANKS if r.order > top and r.id in present]})
    return rows

