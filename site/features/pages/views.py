"""Home, history, rule pages and glossary: Markdown content in the page's language."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, render_template, url_for
from website.core import content
from website.core.i18n import LANG_RULE, best_language
from website.games.koikoi.lessons import GAME_NAMES

bp = Blueprint("pages", __name__)

# endpoint name -> content file; the order of the site's reading path.
CONTENT_PAGES = {
    "history": "history",
    "koikoi": "koikoi",
    "hachi_hachi": "hachi-hachi",
    "tam_cuc": "tam-cuc",
    "glossary": "glossary",
}


@bp.get("/")
def root():
    """Send the reader to the home page in the best language for them."""
    response = redirect(url_for("pages.home", lang=best_language()))
    response.vary.add("Accept-Language")
    return response


@bp.get(f"/{LANG_RULE}/")
def home(lang: str):
    intro = content.load(lang, "index")
    sections = [(endpoint, content.load(lang, path)) for endpoint, path in CONTENT_PAGES.items()]
    sections.sort(key=lambda s: s[1].meta.get("order", 0) if s[1] else 0)
    return render_template("home.html", page=intro, sections=sections)


# Rules pages that open with a pointer to their game's lesson path.
LESSON_PATHS = {"tam-cuc": "tamcuc", "hachi-hachi": "hachihachi"}


def _content_page(lang: str, path: str, template: str = "content.html"):
    page = content.load(lang, path)
    if page is None:
        abort(404)
    game = LESSON_PATHS.get(path)
    return render_template(template, page=page, lesson_game=game, game_slug=game and path,
                           lesson_name=GAME_NAMES[game] if game else None)


@bp.get(f"/{LANG_RULE}/history")
def history(lang: str):
    return _content_page(lang, "history")


@bp.get(f"/{LANG_RULE}/koikoi")
def koikoi(lang: str):
    return _content_page(lang, "koikoi", "koikoi.html")


@bp.get(f"/{LANG_RULE}/hachi-hachi")
def hachi_hachi(lang: str):
    return _content_page(lang, "hachi-hachi")


@bp.get(f"/{LANG_RULE}/tam-cuc")
def tam_cuc(lang: str):
    return _content_page(lang, "tam-cuc", "tam_cuc.html")


@bp.get(f"/{LANG_RULE}/glossary")
def glossary(lang: str):
    return _content_page(lang, "glossary")
