"""Hana-awase's Markdown directives: the numbers of the game and the rules page's tables
(drawn by templates/games/hanaawase/tables.html from site/games/hanaawase/tables.py)."""

from __future__ import annotations

from website.core.markdown_ext import Arg, Directive
from website.games.hanaawase.tables import NUMBER_NAMES

TEMPLATE = "games/hanaawase/tables.html"
TABLES = ("hanaawase-card-points", "hanaawase-yaku", "hanaawase-rulesets")

DIRECTIVES = {
    "hanaawase-number": Directive("[[hanaawase-number:<name>]]", (Arg("number", NUMBER_NAMES),),
                                  TEMPLATE),
    "hanaawase-stacking": Directive("[[hanaawase-stacking]]", (), TEMPLATE),
    **{name: Directive(f"[[{name}]]", (), TEMPLATE, block=True) for name in TABLES},
}
