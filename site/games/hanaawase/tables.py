"""The Hana-awase rules page's tables, built from the engine when drawn: the cards' points and
the par, every yaku with its cards and its value under each rule set (each a column), and the
rule sets' switches. Nothing is typed by hand, so the page cannot disagree with the game."""

from __future__ import annotations

from engine.hanaawase.rules import DECK_POINTS, RULESETS, YAKU_NAMES, YAKU_SETS, RuleSet
from engine.hanaawase.state import deal
from engine.hanafuda.cards import DECK, KIND_POINTS, KINDS, cards_in

SEATS = 3


def rulesets() -> list[RuleSet]:
    """The engine's named rule sets, in its order: the columns of the tables."""
    return list(RULESETS.values())


def yaku_name(yaku: str, lang: str) -> str:
    return YAKU_NAMES[yaku][lang]


def card_point_rows() -> dict:
    """Each kind's cards, value and subtotal; the deck's total and each player's share."""
    rows = [{"kind": k, "points": KIND_POINTS[k], "cards": [c for c in DECK if c.kind == k]}
            for k in KINDS]
    for row in rows:
        row["count"], row["subtotal"] = len(row["cards"]), len(row["cards"]) * row["points"]
    return {"rows": rows, "count": len(DECK), "total": DECK_POINTS, "seats": SEATS,
            "share": DECK_POINTS // SEATS}


def yaku_rows() -> list[dict]:
    """Every yaku any rule set scores: its cards, how many of them it needs, and its value
    under each rule set (None where that rule set does not score it)."""
    return [{"id": y.id, "cards": list(cards_in(y.members)), "need": y.need,
             "all": y.need == y.members.bit_count(),
             "by_rules": [r.yaku.get(y.id) for r in rulesets()]} for y in YAKU_SETS]


def ruleset_rows() -> list[dict]:
    """Each rule set's switches: how it settles, the par, what four willows do."""
    return [{"name": r.name, "settlement": r.settlement, "par": r.par(SEATS),
             "ameshima": r.ameshima if r.yaku else None, "yaku": len(r.yaku)}
            for r in rulesets()]


def _numbers() -> dict[str, int]:
    r = RULESETS["wikipedia"]
    hand, field = r.deals[SEATS]
    state = deal(r, seed=0)
    assert len(state.hand(0)) == hand and len(state.field_cards()) == field
    return {"seats": SEATS, "hand": hand, "field": field,
            "stock": len(DECK) - SEATS * hand - field, "deck": len(DECK),
            "deck-points": DECK_POINTS, "par": r.par(SEATS), "turns": SEATS * hand,
            "rounds": r.rounds, "two-hand": r.deals[2][0], "two-field": r.deals[2][1]}


NUMBER_NAMES = tuple(_numbers())


def number(name: str) -> int:
    """A number the text of the page uses (``[[hanaawase-number:hand]]``), from the engine."""
    return _numbers()[name]
