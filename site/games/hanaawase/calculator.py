"""Hana-awase: the picked cards as one player's captured pile, under every rule set: its card
points (against the par, if the rule set has one), its yaku, and what the settlement gives it
when the other two players hold the rest of the deck without a yaku."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from website.games.hanaawase import texts as game_texts
from website.games.kit.fishing import hanafuda_chart

from engine.hanaawase.rules import RULESETS, YAKU_NAMES
from engine.hanaawase.scoring import settle
from engine.hanaawase.yaku import card_points
from engine.hanafuda.cards import CARDS_BY_ID, mask_of

DECK = tuple(CARDS_BY_ID)
TEMPLATE = "games/hanaawase/calculator.html"
TITLE = _l("Hana-awase scoring calculator")
BUTTON = _l("Score")
LEAD = _l("Tick cards on the chart: they are read as one player’s captured pile, its card "
          "points and its yaku under every rule set. The address of the result can be shared.")
chart = hanafuda_chart
SEATS = 3


def read_options(args) -> dict:
    return {}


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def _row(mask: int, name: str, lang: str) -> dict:
    rules = RULESETS[name]
    # The holder is seat 0; the rest of the deck, yaku-free, is not the holder's to count here
    # (nor the dealt hands and the opening field: no hand yaku, no field multiplier). Under
    # FUKE only the holder's own card points can make the deal a tie here.
    tie = bool(rules.fuke) and card_points(mask) <= rules.fuke
    s = settle(rules.with_changes(fuke=0), (mask, 0, 0))
    par = rules.par(SEATS)
    found = s.yaku[0]
    return {"rules": name, "label": game_texts.RULESET_SHORT[name],
            "card_points": card_points(mask), "par": par,
            "against": signed(card_points(mask) - par) if par else None,
            "yaku": [(YAKU_NAMES[y.id][lang], y.points) for y in found],
            "void": s.void, "tie": tie, "fuke": rules.fuke,
            "paid_by": SEATS - 1 if rules.settlement == "par" else 0,
            "points": signed(0 if tie else s.points[0])}


def result(card_ids: list[str], options: dict, lang: str) -> dict:
    """Per rule set: the pile's card points, its yaku and the holder's result."""
    if not card_ids:
        return {"rows": []}
    mask = mask_of(card_ids)
    return {"rows": [_row(mask, name, lang) for name in RULESETS]}
