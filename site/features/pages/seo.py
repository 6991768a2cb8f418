"""What search engines read: ``/sitemap.xml`` (every page worth indexing, in each language,
with its alternates) and ``/robots.txt`` (what to keep out of indexes, and where the sitemap is).

The pages come from the site's own registries: the games (:data:`website.games.GAMES`), the
content pages, the Hanafuda cards and months, each game's card faces, lessons and puzzles, and
the sample games. A page of a kind listed in :data:`KINDS` is indexed; any other page (play,
reviews, uploads, the reader's own puzzle runs, errors) says ``noindex`` (``templates/base.html``
asks :func:`indexed_page`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from xml.sax.saxutils import escape, quoteattr

from flask import Blueprint, Response, current_app, request, url_for
from website.core.caching import public_page
from website.core.i18n import HTML_LANG, LANGUAGES
from website.features.lessons.path import PATHS
from website.features.pages.views import OTHER_PAGES
from website.features.viewer.views import samples
from website.games import GAMES

from engine.hanafuda.cards import CARD_IDS, MONTHS

bp = Blueprint("seo", __name__)

Values = dict  # a page's URL values, all but its language


def _once() -> Iterable[Values]:
    yield {}


def _each_game() -> Iterable[Values]:
    for g in GAMES:
        yield {"game": g}


def _faces() -> Iterable[Values]:
    for g in GAMES:
        for face_id in g.faces.FACES if g.faces is not None else ():
            yield {"game": g, "face_id": face_id}


def _lessons() -> Iterable[Values]:
    for g in GAMES:
        for n in range(1, len(PATHS[g.id]) + 1):
            yield {"game": g, "n": n}


def _puzzles() -> Iterable[Values]:
    for g in GAMES:
        for puzzle in g.puzzles.load():
            yield {"game": g, "pid": puzzle["id"]}


def _samples() -> Iterable[Values]:
    for sample in samples().values():
        yield {"game": sample.replayed.game, "game_id": sample.id}


# (endpoint, its pages' values): every kind of page a search engine should index, in the order
# the sitemap lists them
KINDS: tuple[tuple[str, Callable[[], Iterable[Values]]], ...] = (
    ("pages.home", _once),
    *((f"pages.{name}", _once) for name in OTHER_PAGES),
    ("pages.rules", _each_game),
    ("cards.chart", _once),
    ("cards.month", lambda: ({"flower": m.flower} for m in MONTHS)),
    ("cards.card", lambda: ({"card_id": c} for c in CARD_IDS)),
    ("cards.face", _faces),
    ("lessons.index", _once),
    ("lessons.lesson", _lessons),
    ("puzzles.index", _each_game),
    ("puzzles.puzzle", _puzzles),
    ("games.index", _each_game),
    ("games.view", _samples),
    ("calculator.index", _each_game),
)
INDEXED = frozenset(endpoint for endpoint, _ in KINDS)

# What robots.txt keeps out (RFC 9309 patterns: ``*`` any characters, ``$`` the end), by why.
PRIVATE = (
    ("games against the computer, their reviews and hints, and their records",
     ("/*/play$", "/*/play?", "/*/play/", "/play/")),
    ("tables played with friends", ("/*/tables$", "/*/tables?", "/*/tables/")),
    ("records opened by a reader, and every record's download",
     ("/*/games/upload", "/*/games/r/", "/games/")),
)


@bp.app_template_global()
def indexed_page() -> bool:
    """Whether the page being served is one a search engine should index (its kind is in the
    sitemap): every other page's head says ``noindex``."""
    return request.endpoint in INDEXED


@lru_cache(maxsize=2)
def _pages(endpoints: frozenset[str]) -> tuple[tuple[str, Values], ...]:
    """(endpoint, values) of every page to index whose endpoint is one of ``endpoints``."""
    return tuple((endpoint, values) for endpoint, values_of in KINDS if endpoint in endpoints
                 for values in values_of())


def served() -> frozenset[str]:
    """The kinds of page to index that this app serves (their endpoints)."""
    return frozenset(INDEXED & current_app.view_functions.keys())


def alternates(endpoint: str, values: Values) -> dict[str, str]:
    """A page's absolute URL in each language, by hreflang (as ``templates/base.html`` names
    them), and x-default: the root, which picks the reader's language."""
    urls = {HTML_LANG[lang]: url_for(endpoint, lang=lang, _external=True, **values)
            for lang in LANGUAGES}
    return {**urls, "x-default": url_for("pages.root", _external=True)}


@lru_cache(maxsize=4)
def _sitemap(root: str, endpoints: frozenset[str]) -> str:
    """The sitemap of the pages of ``endpoints`` on the site at ``root``, the current
    request's (its URLs are absolute): every page once in each language, each naming all its
    languages and x-default, as the page's own head does."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
             ' xmlns:xhtml="http://www.w3.org/1999/xhtml">']
    for endpoint, values in _pages(endpoints):
        urls = alternates(endpoint, values)
        links = "".join(f'<xhtml:link rel="alternate" hreflang="{hreflang}" href={quoteattr(href)}/>'
                        for hreflang, href in urls.items())
        lines += [f"<url><loc>{escape(urls[HTML_LANG[lang]])}</loc>{links}</url>"
                  for lang in LANGUAGES]
    return "\n".join([*lines, "</urlset>", ""])


@bp.get("/sitemap.xml")
@public_page
def sitemap():
    return Response(_sitemap(request.root_url, served()), mimetype="application/xml")


@bp.get("/robots.txt")
@public_page
def robots():
    lines = ["User-agent: *"]
    for why, patterns in PRIVATE:
        lines += [f"# {why}", *(f"Disallow: {p}" for p in patterns)]
    lines += ["", f"Sitemap: {url_for('seo.sitemap', _external=True)}", ""]
    return Response("\n".join(lines), mimetype="text/plain")
