"""The scoring calculators: pick cards on a game's chart (a GET form of checkboxes, so the
URL of the result can be shared) and read what the engine makes of them under every rule set.

``/<lang>/calculator`` is Koi-Koi's, ``/<lang>/hachi-hachi/calculator`` and
``/<lang>/tam-cuc/calculator`` the others'. ``?c=<card id>`` once per card, and each game's
options (``calculator.py``, :class:`website.games.base.Calculator`). Unknown ids are left out
and named in a message; the
page never fails on its query.
"""

from __future__ import annotations

from flask import Blueprint, render_template, request
from website.games import game_route
from website.games.base import GameSite

bp = Blueprint("calculator", __name__)

MAX_IDS = 100  # values of ``c`` read; more are ignored
MAX_SHOWN = 40  # characters of an unknown id quoted back


def read_ids(values: list[str], deck) -> tuple[list[str], list[str]]:
    """(known card ids in deck order, each once; unknown values, each once and cut short)
    from the query's ``c`` values."""
    wanted = set(values[:MAX_IDS])
    known = [c for c in deck if c in wanted]
    unknown = list(dict.fromkeys(v[:MAX_SHOWN] for v in values[:MAX_IDS] if v not in deck))
    return known, unknown


@game_route(bp, "/calculator", methods=["GET"])
def index(lang: str, game: GameSite):
    calc = game.calculator
    known, unknown = read_ids(request.args.getlist("c"), calc.DECK)
    options = calc.read_options(request.args)
    return render_template("features/calculator/calculator.html", lang=lang, calc=calc, game=game,
                           chart=calc.chart(lang), chosen=set(known), picked=known,
                           unknown=unknown, options=options,
                           result=calc.result(known, options, lang))
