"""Home, history, rule pages and glossary: Markdown content in the page's language.

Every game's rules page is one route, ``/<lang>/<game>``, reading ``content/<lang>/<slug>.md``
and drawn with the template the game declares."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, url_for
from website.core import content
from website.core.i18n import LANG_RULE, best_language
from website.games import BY_SLUG, GAME_RULE, GAMES

bp = Blueprint("pages", __name__)

# the pages that belong to no game, with their content file
OTHER_PAGES = ("history", "glossary")


@bp.get("/")
def root():
    """Send the reader to the home page in the best language for them."""
    response = redirect(url_for("pages.home", lang=best_language()))
    response.vary.add("Accept-Language")
    return response


@bp.get(f"/{LANG_RULE}/")
def home(lang: str):
    intro = content.load(lang, "index")
    sections = [(url_for(f"pages.{name}", lang=lang), content.load(lang, name)) for name in OTHER_PAGES]
    sections += [(url_for("pages.rules", lang=lang, game=g.slug), content.load(lang, g.slug))
                 for g in GAMES]
    sections.sort(key=lambda s: s[1].meta.get("order", 0) if s[1] else 0)
    games = sorted(GAMES, key=lambda g: lang not in g.first_in)  # the reader's own game first
    return render_template("features/pages/home.html", page=intro, sections=sections, games=games)


def _content_page(lang: str, path: str, template: str = "content.html", game=None):
    page = content.load(lang, path)
    if page is None:
        abort(404)
    return render_template(template, page=page, game=game)


@bp.get(f"/{LANG_RULE}/history")
def history(lang: str):
    return _content_page(lang, "history")


@bp.get(f"/{LANG_RULE}/{GAME_RULE}")
def rules(lang: str, game: str):
    site = BY_SLUG[game]
    return _content_page(lang, site.slug, site.rules_template, site)


@bp.get(f"/{LANG_RULE}/glossary")
def glossary(lang: str):
    return _content_page(lang, "glossary")
