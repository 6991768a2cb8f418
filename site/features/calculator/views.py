"""The scoring calculators: pick cards on a game's chart (a GET form of checkboxes, so the
URL of the result can be shared) and read what the engine makes of them under every rule set.

``/<lang>/calculator`` is Koi-Koi's, ``/<lang>/hachi-hachi/calculator`` and
``/<lang>/tam-cuc/calculator`` the others'. ``?c=<card id>`` once per card, and each game's
options (:mod:`website.features.calculator.charts`). Unknown ids are left out and named in a message; the
page never fails on its query.
"""

from __future__ import annotations

from flask import Blueprint, render_template, request
from website.features.calculator.charts import calculator, read_ids
from website.games import board_names, game_route

bp = Blueprint("calculator", __name__)


@game_route(bp, "/calculator", methods=["GET"])
def index(lang: str, game: str):
    calc = calculator(game)
    known, unknown = read_ids(request.args.getlist("c"), calc.DECK)
    options = calc.read_options(request.args)
    return render_template("features/calculator/calculator.html", lang=lang, calc=calc, game=game,
                           games=board_names(),
                           chart=calc.chart(lang), chosen=set(known), picked=known,
                           unknown=unknown, options=options,
                           result=calc.result(known, options, lang))
