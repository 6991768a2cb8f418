"""Koi-Koi: a captured pile scored under every rule set (``kk=1``: the opponent had called
koi-koi; ``own=N``: the scorer had called it N times, which some rule sets count)."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from website.games.kit.fishing import hanafuda_chart

from engine.hanafuda.cards import CARDS_BY_ID, mask_of
from engine.koikoi.rules import RULESETS
from engine.koikoi.scoring import doublings, multiplier, own_calls_bonus, score_mask

DECK = tuple(CARDS_BY_ID)
chart = hanafuda_chart
TEMPLATE = "games/koikoi/calculator.html"
TITLE = _l("Scoring calculator")
BUTTON = _l("Score")
LEAD = _l("Tick the cards of a captured pile, then press “Score”: the table shows its yaku and "
          "points under every rule set. The address of the result can be shared.")


def read_options(args) -> dict:
    own = args.get("own", "0")  # 0 to 9, as the form offers
    own = int(own) if own.isdigit() and len(own) == 1 else 0
    return {"opponent_koikoi": args.get("kk") == "1", "own_calls": own}


def result(card_ids: list[str], options: dict, lang: str) -> dict:
    """Each rule set's yaku, base, doublings and points for the pile, from the engine."""
    mask = mask_of(card_ids)
    kk, own = options["opponent_koikoi"], options["own_calls"]
    return {"rows": [row(mask, name, rules, kk, own) for name, rules in RULESETS.items()]}


def row(mask: int, name: str, rules, kk: bool, own: int) -> dict:
    """A pile scored under one rule set: its yaku, base, own-calls bonus, the doublings and
    why, the points (the calculator's row, and a stopped hand's on its end screens)."""
    s = score_mask(mask, rules, kk, own)
    seven, koikoi = doublings(s.base, rules, kk)
    bonus, factor = own_calls_bonus(own, rules)
    return {"rules": name, "ruleset": rules, "score": s, "seven": seven,
            "koikoi": koikoi, "bonus": bonus, "own_factor": factor,
            "doubled": multiplier(s.base, rules, kk)}  # both doublings, multiplied or added
