"""Hachi-Hachi: the picked cards as a captured pile (card points against 88, dekiyaku, what
the settlement pays its holder on the chosen field) and, when exactly seven are picked, as a
dealt hand (its teyaku), under every rule set.

``f``: the field, 0 (small, the ordinary field), 1 (large) or 2 (grand), the rank of a
multiplier among each rule set's ``field_brights``; a rule set without fields ignores it.
"""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from website.core.forms import whole_number
from website.games.hachihachi import tables as page
from website.games.kit.fishing import hanafuda_chart

from engine.hachihachi.dekiyaku import card_points, dekiyaku
from engine.hachihachi.rules import RULESETS, RuleSet
from engine.hachihachi.scoring import SEATS, field_multiplier, settle
from engine.hachihachi.state import HAND
from engine.hachihachi.teyaku import teyaku
from engine.hanafuda.cards import CARDS_BY_ID, mask_of

DECK = tuple(CARDS_BY_ID)
TEMPLATE = "games/hachihachi/calculator.html"
TITLE = _l("Hachi-Hachi scoring calculator")
BUTTON = _l("Score")
LEAD = _l("Tick cards on the chart: they are read as a captured pile, and, when there are "
          "exactly seven, as a dealt hand too. Every rule set side by side; the address of the "
          "result can be shared.")
chart = hanafuda_chart
FIELDS = len(page.FIELD_TERMS)  # small, large, grand


def read_options(args) -> dict:
    return {"field": whole_number(args.get("f"), 0, FIELDS - 1) or 0,
            "field_terms": page.FIELD_TERMS}


def field_cards(rules: RuleSet, rank: int) -> tuple[int, list[str]]:
    """The multiplier of a field of ``rank`` under ``rules`` and the brights that make it,
    as the engine's :func:`field_multiplier` judges the field."""
    levels = sorted({1, *rules.field_brights.values()})
    factor = levels[min(rank, len(levels) - 1)]
    brights = [cid for cid, m in rules.field_brights.items() if m == factor]
    field = mask_of(brights[:1])
    return field_multiplier(field, rules), brights


def _pile(mask: int, rules: RuleSet, rank: int, lang: str) -> dict:
    multiplier, brights = field_cards(rules, rank)
    found = dekiyaku(mask, rules)
    # The holder is player 1 of three; the others' piles do not change what it is paid.
    s = settle(rules, 0, (0,) * SEATS, (mask,) + (0,) * (SEATS - 1), multiplier)
    return {**payments(s, 0, rules, lang), "card_points": card_points(mask),
            "against": page.signed(card_points(mask) - rules.par),
            "dekiyaku": [(page.yaku_name(y.id, lang), page.value_text(y.points, rules, lang))
                         for y in found],
            "specials": [(page.yaku_name(y.id, lang), page.value_text(y.points, rules, lang))
                         for y in s.special[0]],
            "has_fields": bool(rules.field_brights),
            "field_brights": page.texts.LIST_SEP[lang].join(
                CARDS_BY_ID[c].name(lang) for c in brights), "par": rules.par}


def payments(s, seat: int, rules: RuleSet, lang: str, seats=None) -> dict:
    """What the settlement ``s`` pays ``seat``, line by line (card points against the par,
    each teyaku and dekiyaku, who pays it), the field's multiplier, and the total in points or
    mon: the calculator's table, and the end screen's of a deal (``seats``: payers by name)."""
    lines = [{"label": page.payment_label(p, rules, s, lang, seats),
              "amount": page.signed(p.amount)} for p in s.payments if p.seat == seat]
    if seats is not None:  # at a table: what the seat pays the others, too
        lines += [{"label": str(page.game_texts.PAY_TO % {
                       "what": page.payment_label(p._replace(payer=None), rules, s, lang),
                       "who": seats.name(p.seat)}),
                   "amount": page.signed(-p.amount)} for p in s.payments if p.payer == seat]
    return {"lines": lines,
            "multiplier": s.multiplier, "field_name": page.field_name(s.multiplier, rules, lang),
            "points": page.signed(s.points[seat]), "kan": rules.unit == "kan"}


def _hand(mask: int, rules: RuleSet, lang: str) -> dict:
    return {"teyaku": [(page.yaku_name(y.id, lang), page.value_text(y.points, rules, lang))
                       for y in teyaku(mask, rules)]}


def result(card_ids: list[str], options: dict, lang: str) -> dict:
    """Per rule set: the pile's card points, dekiyaku and settlement; the hand's teyaku when
    exactly :data:`HAND` cards are picked."""
    if not card_ids:
        return {"rows": []}
    mask = mask_of(card_ids)
    hand = len(card_ids) == HAND
    return {"hand_size": HAND,
            "rows": [{"rules": name, "label": page.game_texts.RULESET_SHORT[name],
                      "pile": _pile(mask, r, options["field"], lang),
                      "hand": _hand(mask, r, lang) if hand else None}
                     for name, r in RULESETS.items()]}
