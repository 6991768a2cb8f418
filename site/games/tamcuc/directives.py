"""Tam Cúc's Markdown directives: a card, and the rules page's tables (drawn by
templates/games/tamcuc/tables.html)."""

from __future__ import annotations

from website.core.markdown_ext import Arg, Directive

from engine.tamcuc import TAMCUC_BY_ID

TEMPLATE = "games/tamcuc/tables.html"
TABLES = ("tamcuc-chart", "tamcuc-combos", "tamcuc-points", "tamcuc-removals", "tamcuc-bans",
          "tamcuc-rulesets")

DIRECTIVES = {
    "tamcuc": Directive("[[tamcuc:<card-id>]]", (Arg("Tam Cúc card", TAMCUC_BY_ID),), TEMPLATE),
    **{name: Directive(f"[[{name}]]", (), TEMPLATE, block=True) for name in TABLES},
}
