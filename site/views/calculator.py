"""The scoring calculator: pick cards on the month chart (a GET form of checkboxes, so the
URL of the result can be shared), read their yaku and points under every rule set.

``?c=<card id>`` once per card; ``kk=1``: the opponent had called koi-koi. Unknown ids are
left out and named in a message; the page never fails on its query.
"""

from __future__ import annotations

from flask import Blueprint, render_template, request

from engine.cards import CARDS_BY_ID, MONTHS, mask_of, month_cards
from engine.koikoi.rules import RULESETS
from engine.koikoi.scoring import doublings, score_mask

from ..i18n import LANG_RULE

bp = Blueprint("calculator", __name__)

MAX_IDS = 100  # values of ``c`` read; more are ignored
MAX_SHOWN = 40  # characters of an unknown id quoted back


def read_pile(values: list[str]) -> tuple[list[str], list[str]]:
    """(known card ids in deck order, unknown values) from the query's ``c`` values."""
    wanted = values[:MAX_IDS]
    known = [c for c in CARDS_BY_ID if c in wanted]
    unknown = list(dict.fromkeys(v[:MAX_SHOWN] for v in wanted if v not in CARDS_BY_ID))
    return known, unknown


def results(card_ids: list[str], opponent_koikoi: bool) -> list[dict]:
    """Each rule set's yaku, base, doublings and points for the pile, from the engine."""
    mask = mask_of(card_ids)
    rows = []
    for name, rules in RULESETS.items():
        s = score_mask(mask, rules, opponent_koikoi)
        seven, koikoi = doublings(s.base, rules, opponent_koikoi)
        rows.append({"rules": name, "ruleset": rules, "score": s, "seven": seven,
                     "koikoi": koikoi})
    return rows


@bp.get(f"/{LANG_RULE}/calculator")
def index(lang: str):
    known, unknown = read_pile(request.args.getlist("c"))
    opponent_koikoi = request.args.get("kk") == "1"
    months = [(mo, month_cards(mo.number)) for mo in MONTHS]
    return render_template("calculator.html", months=months, chosen=set(known),
                           pile=[CARDS_BY_ID[c] for c in known], unknown=unknown,
                           opponent_koikoi=opponent_koikoi,
                           rows=results(known, opponent_koikoi))
