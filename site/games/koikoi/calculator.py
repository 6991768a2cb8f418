"""Koi-Koi: a captured pile scored under every rule set (``kk=1``: the opponent had called
koi-koi)."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from website.features.calculator.charts import hanafuda_chart

from engine.cards import CARDS_BY_ID, mask_of
from engine.koikoi.rules import RULESETS
from engine.koikoi.scoring import doublings, score_mask

DECK = tuple(CARDS_BY_ID)
chart = hanafuda_chart
TEMPLATE = "games/koikoi/calculator.html"
TITLE = _l("Scoring calculator")
BUTTON = _l("Score")
LEAD = _l("Tick the cards of a captured pile, then press “Score”: the table shows its yaku and "
          "points under every rule set. The address of the result can be shared.")


def read_options(args) -> dict:
    return {"opponent_koikoi": args.get("kk") == "1"}


def result(card_ids: list[str], options: dict, lang: str) -> dict:
    """Each rule set's yaku, base, doublings and points for the pile, from the engine."""
    mask = mask_of(card_ids)
    kk = options["opponent_koikoi"]
    rows = []
    for name, rules in RULESETS.items():
        s = score_mask(mask, rules, kk)
        seven, koikoi = doublings(s.base, rules, kk)
        rows.append({"rules": name, "ruleset": rules, "score": s, "seven": seven,
                     "koikoi": koikoi})
    return {"rows": rows}
