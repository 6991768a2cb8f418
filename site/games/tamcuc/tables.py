"""The Tam Cúc rules page's tables and the names its sentences share, built from the engine
(the ``[[tamcuc-…]]`` directives come from the engine's standard rule set)."""

from __future__ import annotations

import re
from functools import lru_cache

from website.games.tamcuc import texts as game_texts

from engine.tamcuc import COLOURS, RANKS, TAMCUC_BY_ID, TAMCUC_DECK
from engine.tamcuc import DEFAULT_RULES as TC_DEFAULT
from engine.tamcuc import RULESETS as TC_RULESETS
from engine.tamcuc.combos import SHAPES, classify_mask, combinations_in
from engine.tamcuc.rules import KET_KINDS as TAMCUC_KET_KINDS  # noqa: F401  (the templates')
from engine.tamcuc.rules import REMOVALS_3P as TC_REMOVALS
from engine.tamcuc.rules import SEAT_COUNTS as TC_SEATS


@lru_cache(maxsize=1)
def tamcuc_rows() -> list[dict]:
    """The Tam Cúc ranks, strongest first, with the cards of each colour."""
    rows = []
    for rank in sorted(RANKS, key=lambda r: -r.order):
        rows.append({"rank": rank, "cards": {col: [c for c in TAMCUC_DECK
                                                     if c.rank is rank and c.colour == col]
                                              for col in COLOURS}})
    return rows


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

    :raises KeyError: for a switch value ``game_texts.SWITCH_TEXTS`` does not describe yet.
    """
    default = TC_RULESETS[TC_DEFAULT].switches()
    return [{"id": name, "changes": [game_texts.SWITCH_TEXTS[k, v]
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

