"""Home, history, rule pages and glossary: Markdown content in the page's language.

Every game's rules page is one route, ``/<lang>/<game>``, reading ``content/<lang>/<slug>.md``
and drawn with the template the game declares."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, url_for
from website.core import content
from website.core.caching import public_page
from website.core.i18n import LANG_RULE, best_language
from website.features.pages.nav import nav_items
from website.games import GAMES, games_for
from website.games.base import GameSite

bp = Blueprint("pages", __name__)
bp.add_app_template_global(nav_items)

# the pages that belong to no game, with their content file
OTHER_PAGES = ("history", "glossary")


@bp.get("/")
def root():
    """Send the reader to the home page in the best language for them."""
    response = redirect(url_for("pages.home", lang=best_language()))
    response.vary.add("Accept-Language")
    return response


@bp.get(f"/{LANG_RULE}/")
@public_page
def home(lang: str):
    intro = content.load(lang, "index")
    sections = [(url_for(f"pages.{name}", lang=lang), content.load(lang, name)) for name in OTHER_PAGES]
    sections += [(url_for("pages.rules", lang=lang, game=g), content.load(lang, g.slug))
                 for g in GAMES]
    sections.sort(key=lambda s: s[1].meta.get("order", 0) if s[1] else 0)
    games = games_for(lang)  # the reader's own game first
    return render_template("features/pages/home.html", page=intro, sections=sections, games=games)


def _content_page(lang: str, path: str, template: str = "content.html", game=None):
    page = content.load(lang, path)
    if page is None:
        abort(404)
    return render_template(template, page=page, game=game)


@bp.get(f"/{LANG_RULE}/history")
@public_page
def history(lang: str):
    return _content_page(lang, "history")


@bp.get(f"/{LANG_RULE}/<game:game>")
@public_page
def rules(lang: str, game: GameSite):
    return _content_page(lang, game.slug, game.rules_template, game)


@bp.get(f"/{LANG_RULE}/glossary")
@public_page
def glossary(lang: str):
    return _content_page(lang, "glossary")
