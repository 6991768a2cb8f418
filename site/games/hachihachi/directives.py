"""Hachi-Hachi's Markdown directives: the numbers of the game, the rules page's tables and a
worked example (drawn by templates/games/hachihachi/tables.html)."""

from __future__ import annotations

from website.core.markdown_ext import Arg, Directive
from website.games.hachihachi.tables import NUMBER_NAMES

from engine.hachihachi.rules import RULESETS

TEMPLATE = "games/hachihachi/tables.html"
TABLES = ("hachihachi-card-points", "hachihachi-teyaku", "hachihachi-dekiyaku",
          "hachihachi-fields", "hachihachi-rulesets", "hachihachi-settlement")

DIRECTIVES = {
    "hachihachi-number": Directive("[[hachihachi-number:<name>]]", (Arg("number", NUMBER_NAMES),),
                                   TEMPLATE),
    "hachihachi-example": Directive("[[hachihachi-example:<rule-set>]]",
                                    (Arg("Hachi-Hachi rule set", RULESETS),), TEMPLATE, block=True),
    **{name: Directive(f"[[{name}]]", (), TEMPLATE, block=True) for name in TABLES},
}
