"""Koi-Koi's Markdown directives: yaku names and points under a rule set, a rule set's table,
the rule sets compared (drawn by templates/games/koikoi/tables.html)."""

from __future__ import annotations

from website.core.markdown_ext import Arg, Directive

from engine.koikoi.rules import RULESETS, YAKU_IDS

TEMPLATE = "games/koikoi/tables.html"
_RULES = Arg("rule set", RULESETS)
_YAKU = Arg("yaku", YAKU_IDS)


def _scores(args: tuple[str, ...]) -> str | None:
    rules, yaku = args
    return None if yaku in RULESETS[rules].scored_yaku() else f"yaku {yaku!r} does not score under {rules!r}"


DIRECTIVES = {
    "yaku": Directive("[[yaku:<yaku-id>]]", (_YAKU,), TEMPLATE),
    "points": Directive("[[points:<rule-set>:<yaku-id>]]", (_RULES, _YAKU), TEMPLATE, check=_scores),
    "double-threshold": Directive("[[double-threshold:<rule-set>]]", (_RULES,), TEMPLATE),
    "yaku-table": Directive("[[yaku-table:<rule-set>]]", (_RULES,), TEMPLATE, block=True),
    "rules-comparison": Directive("[[rules-comparison]]", (), TEMPLATE, block=True),
}
