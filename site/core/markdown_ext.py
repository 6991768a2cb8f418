"""Our Markdown directives (docs/content-format.md): cards, names and tables from the engine.

``[[pine-crane]]``, ``[[tamcuc:red-general]]``, ``[[yaku:sanko]]``, ``[[term:stock]]``,
``[[points:nintendo:sanko]]``,
``[[card-points:bright]]``, ``[[double-threshold:nintendo]]`` and
``[[hachihachi-number:hand]]`` work inside text;
``[[yaku-table:nintendo]]``, ``[[rules-comparison]]``, ``[[month-cards:pine]]`` and
the Tam Cúc tables ``[[tamcuc-chart]]``, ``[[tamcuc-combos]]``, ``[[tamcuc-points]]``,
``[[tamcuc-removals]]``, ``[[tamcuc-bans]]`` and ``[[tamcuc-rulesets]]``, and the Hachi-Hachi
tables ``[[hachihachi-card-points]]``, ``[[hachihachi-teyaku]]``, ``[[hachihachi-dekiyaku]]``,
``[[hachihachi-fields]]``, ``[[hachihachi-rulesets]]``, ``[[hachihachi-settlement]]`` and the
worked example ``[[hachihachi-example:<rule-set>]]`` stand in a paragraph of their own. The
HTML comes from the macros in ``templates/macros.html``, so pages and content show cards the
same way. A directive that is unknown or has bad arguments raises
:class:`DirectiveError` when the file is rendered.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree

from markdown.blockprocessors import BlockProcessor
from markdown.extensions import Extension
from markdown.inlinepatterns import InlineProcessor
from markdown.treeprocessors import Treeprocessor
from website.games.hachihachi.tables import NUMBER_NAMES

from engine import terms
from engine.cards import CARDS_BY_ID, KIND_POINTS, MONTH_BY_FLOWER
from engine.hachihachi.rules import RULESETS as HH_RULESETS
from engine.koikoi.rules import RULESETS, YAKU_IDS
from engine.tamcuc import TAMCUC_BY_ID

INLINE_RE = r"\[\[([^\[\]\n]*)\]\]"
TAMCUC_TABLES = ("tamcuc-chart", "tamcuc-combos", "tamcuc-points", "tamcuc-removals", "tamcuc-bans",
                 "tamcuc-rulesets")
HACHIHACHI_TABLES = ("hachihachi-card-points", "hachihachi-teyaku", "hachihachi-dekiyaku",
                     "hachihachi-fields", "hachihachi-rulesets", "hachihachi-settlement")
BLOCK_NAMES = ("yaku-table", "rules-comparison", "month-cards", *TAMCUC_TABLES, *HACHIHACHI_TABLES,
               "hachihachi-example")
BLOCK_RE = re.compile(r"^\s*\[\[((?:" + "|".join(BLOCK_NAMES) + r")[^\[\]\n]*)\]\]\s*$")


class DirectiveError(ValueError):
    """An unknown directive, or a directive with arguments the engine does not know."""


def _need(ok: bool, directive: str, what: str) -> None:
    if not ok:
        raise DirectiveError(f"{what} in [[{directive}]]")


def parse(directive: str) -> tuple[str, tuple[str, ...]]:
    """Check a directive against the engine; return its kind and arguments.

    >>> parse("points:nintendo:sanko")
    ('points', ('nintendo', 'sanko'))
    >>> parse("pine-crane")
    ('card', ('pine-crane',))

    :raises DirectiveError: for an unknown directive or argument.
    """
    name, *args = directive.strip().split(":")
    n = len(args)
    if name == "tamcuc":
        _need(n == 1, directive, "expected [[tamcuc:<card-id>]]")
        _need(args[0] in TAMCUC_BY_ID, directive, f"unknown Tam Cúc card {args[0]!r}")
    elif name == "yaku":
        _need(n == 1, directive, "expected [[yaku:<yaku-id>]]")
        _need(args[0] in YAKU_IDS, directive, f"unknown yaku {args[0]!r}")
    elif name == "term":
        _need(n == 1, directive, "expected [[term:<term-id>]]")
        _need(args[0] in terms.table("en")["game"], directive, f"unknown term {args[0]!r}")
    elif name == "points":
        _need(n == 2, directive, "expected [[points:<rule-set>:<yaku-id>]]")
        _need(args[0] in RULESETS, directive, f"unknown rule set {args[0]!r}")
        _need(args[1] in YAKU_IDS, directive, f"unknown yaku {args[1]!r}")
        _need(args[1] in RULESETS[args[0]].scored_yaku(), directive,
              f"yaku {args[1]!r} does not score under {args[0]!r}")
    elif name == "card-points":
        _need(n == 1, directive, "expected [[card-points:<kind>]]")
        _need(args[0] in KIND_POINTS, directive, f"unknown kind {args[0]!r}")
    elif name == "double-threshold":
        _need(n == 1, directive, "expected [[double-threshold:<rule-set>]]")
        _need(args[0] in RULESETS, directive, f"unknown rule set {args[0]!r}")
    elif name == "yaku-table":
        _need(n == 1, directive, "expected [[yaku-table:<rule-set>]]")
        _need(args[0] in RULESETS, directive, f"unknown rule set {args[0]!r}")
    elif name == "hachihachi-number":
        _need(n == 1, directive, "expected [[hachihachi-number:<name>]]")
        _need(args[0] in NUMBER_NAMES, directive, f"unknown number {args[0]!r}")
    elif name == "hachihachi-example":
        _need(n == 1, directive, "expected [[hachihachi-example:<rule-set>]]")
        _need(args[0] in HH_RULESETS, directive, f"unknown Hachi-Hachi rule set {args[0]!r}")
    elif name in ("rules-comparison", *TAMCUC_TABLES, *HACHIHACHI_TABLES):
        _need(n == 0, directive, f"[[{name}]] takes no arguments")
    elif name == "month-cards":
        _need(n == 1, directive, "expected [[month-cards:<flower>]]")
        _need(args[0] in MONTH_BY_FLOWER, directive, f"unknown month {args[0]!r}")
    elif n == 0 and name in CARDS_BY_ID:
        return "card", (name,)
    else:
        raise DirectiveError(f"unknown directive [[{directive}]]")
    return name, tuple(args)


class _Inline(InlineProcessor):
    def __init__(self, pattern, md, ext):
        super().__init__(pattern, md)
        self.ext = ext

    def handleMatch(self, m, data):  # noqa: N802 (Markdown's API)
        kind, args = parse(m.group(1))
        if kind in BLOCK_NAMES:
            raise DirectiveError(f"[[{m.group(1)}]] must stand in a paragraph of its own")
        html = self.ext.render(kind, args)
        return self.md.htmlStash.store(html), m.start(0), m.end(0)


class _Block(BlockProcessor):
    def __init__(self, parser, ext):
        super().__init__(parser)
        self.ext = ext

    def test(self, parent, block):
        return bool(BLOCK_RE.match(block))

    def run(self, parent, blocks):
        directive = BLOCK_RE.match(blocks.pop(0)).group(1)
        kind, args = parse(directive)
        p = etree.SubElement(parent, "p")
        p.text = self.parser.md.htmlStash.store(self.ext.render(kind, args))


class _Links(Treeprocessor):
    """A bare link such as ``[rules](koikoi)`` points into the page's language: /<lang>/koikoi."""

    def __init__(self, md, ext):
        super().__init__(md)
        self.ext = ext

    def run(self, root):
        base = self.ext.getConfig("link_base").rstrip("/") + "/" + self.ext.getConfig("lang")
        for a in root.iter("a"):
            href = a.get("href", "")
            if href and not re.match(r"^(?:[a-z][a-z0-9+.-]*:|/|#|\.)", href, re.I):
                a.set("href", f"{base}/{href}")


def default_render(lang: str, kind: str, args: tuple[str, ...]) -> str:
    """HTML for a directive, from the macros in templates/macros.html (needs an app context)."""
    from flask import get_template_attribute

    macro = get_template_attribute("macros.html", "directive")
    return str(macro(kind, args, lang))


class DirectiveExtension(Extension):
    """Register with ``markdown.Markdown(extensions=[DirectiveExtension(lang="vi")])``."""

    def __init__(self, **kwargs):
        self.config = {
            "lang": ["vi", "page language"],
            "render": [None, "callable(lang, kind, args) -> html; default: the site macros"],
            "link_base": ["", "prefix of the site (script root) for bare links"],
        }
        super().__init__(**kwargs)

    def render(self, kind: str, args: tuple[str, ...]) -> str:
        render = self.getConfig("render") or default_render
        html = render(self.getConfig("lang"), kind, args)
        return " ".join(html.split()) if kind not in BLOCK_NAMES else html.strip()

    def extendMarkdown(self, md):  # noqa: N802 (Markdown's API)
        md.inlinePatterns.register(_Inline(INLINE_RE, md, self), "directives", 175)
        md.parser.blockprocessors.register(_Block(md.parser, self), "directive-blocks", 95)
        md.treeprocessors.register(_Links(md, self), "language-links", 5)
