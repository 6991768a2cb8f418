"""Our Markdown directives (docs/content-format.md): cards, names and tables from the engine.

A directive is ``[[name:arg:…]]``; a bare card id (``[[pine-crane]]``) names a Hanafuda card.
What knows no game is declared here (cards, terms, a month's cards, card points); each game
declares its own in ``site/games/<game>/directives.py`` (``DIRECTIVES``), drawn by the
``directive`` macro of the template it names, so pages and content show cards the same way.
Inline directives work inside text; block ones stand in a paragraph of their own. A directive
that is unknown or has bad arguments raises :class:`DirectiveError` when the file is rendered.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from collections.abc import Callable, Collection
from dataclasses import dataclass

from markdown.blockprocessors import BlockProcessor
from markdown.extensions import Extension
from markdown.inlinepatterns import InlineProcessor
from markdown.treeprocessors import Treeprocessor

from engine import terms
from engine.hanafuda.cards import CARDS_BY_ID, KIND_POINTS, MONTH_BY_FLOWER

INLINE_RE = r"\[\[([^\[\]\n]*)\]\]"


class DirectiveError(ValueError):
    """An unknown directive, or a directive with arguments the engine does not know."""


@dataclass(frozen=True)
class Arg:
    """One argument: the values it may take, and what to call it in an error."""

    what: str  # "yaku": "unknown yaku 'x'"
    values: Collection[str]


@dataclass(frozen=True)
class Directive:
    """What ``[[name:…]]`` takes and where its HTML comes from."""

    usage: str  # "[[yaku:<yaku-id>]]", quoted when the arguments do not fit
    args: tuple[Arg, ...] = ()
    template: str = "macros.html"  # its ``directive(kind, args, lang)`` macro draws it
    block: bool = False
    check: Callable[[tuple[str, ...]], str | None] | None = None  # a further rule, or None


CORE = {
    "term": Directive("[[term:<term-id>]]", (Arg("term", terms.table("en")["game"]),)),
    "card-points": Directive("[[card-points:<kind>]]", (Arg("kind", KIND_POINTS),)),
    "month-cards": Directive("[[month-cards:<flower>]]", (Arg("month", MONTH_BY_FLOWER),),
                             block=True),
}


_ADDED: dict[str, Directive] = {}


def add_directives(found: dict[str, Directive]) -> None:
    """Directives of the layers above the core (each game's, which the registry of games adds
    when the app is built): the core knows no game."""
    _ADDED.update(found)


def directives() -> dict[str, Directive]:
    """Every directive: the core's and those added."""
    return {**CORE, **_ADDED}


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
    if not args and name in CARDS_BY_ID:
        return "card", (name,)
    spec = directives().get(name)
    if spec is None:
        raise DirectiveError(f"unknown directive [[{directive}]]")
    if not spec.args:
        _need(not args, directive, f"[[{name}]] takes no arguments")
    _need(len(args) == len(spec.args), directive, f"expected {spec.usage}")
    for arg, value in zip(spec.args, args, strict=True):
        _need(value in arg.values, directive, f"unknown {arg.what} {value!r}")
    problem = spec.check(tuple(args)) if spec.check else None
    _need(problem is None, directive, problem or "")
    return name, tuple(args)


def is_block(kind: str) -> bool:
    spec = directives().get(kind)
    return spec is not None and spec.block


def block_re() -> re.Pattern:
    names = [n for n, d in directives().items() if d.block]
    return re.compile(r"^\s*\[\[((?:" + "|".join(map(re.escape, names)) + r")[^\[\]\n]*)\]\]\s*$")


class _Inline(InlineProcessor):
    def __init__(self, pattern, md, ext):
        super().__init__(pattern, md)
        self.ext = ext

    def handleMatch(self, m, data):  # noqa: N802 (Markdown's API)
        kind, args = parse(m.group(1))
        if is_block(kind):
            raise DirectiveError(f"[[{m.group(1)}]] must stand in a paragraph of its own")
        html = self.ext.render(kind, args)
        return self.md.htmlStash.store(html), m.start(0), m.end(0)


class _Block(BlockProcessor):
    def __init__(self, parser, ext):
        super().__init__(parser)
        self.ext = ext

    def test(self, parent, block):
        return bool(block_re().match(block))

    def run(self, parent, blocks):
        directive = block_re().match(blocks.pop(0)).group(1)
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
    """HTML for a directive, from the ``directive`` macro of its template (needs an app
    context); a bare card's is in templates/macros.html."""
    from flask import get_template_attribute

    template = directives()[kind].template if kind in directives() else "macros.html"
    macro = get_template_attribute(template, "directive")
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
        return html.strip() if is_block(kind) else " ".join(html.split())

    def extendMarkdown(self, md):  # noqa: N802 (Markdown's API)
        md.inlinePatterns.register(_Inline(INLINE_RE, md, self), "directives", 175)
        md.parser.blockprocessors.register(_Block(md.parser, self), "directive-blocks", 95)
        md.treeprocessors.register(_Links(md, self), "language-links", 5)
