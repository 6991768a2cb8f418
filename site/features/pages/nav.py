"""The main navigation: an entry shows only when its page exists in this app, and each game of
the registry has its rules page there, in the registry's order. The pages blueprint registers it
for every page's layout."""

from __future__ import annotations

from flask import current_app, request, url_for
from flask_babel import lazy_gettext as _
from website.games import GAMES

# (endpoint, label, endpoints that also mark the entry as current); GAMES go after "History"
BEFORE_GAMES = (
    ("pages.home", _("Home"), ()),
    ("lessons.index", _("Learn"), ("lessons.",)),
    ("cards.chart", _("Cards"), ("cards.card", "cards.month")),
    ("pages.history", _("History"), ()),
)
AFTER_GAMES = (
    ("games.index", _("Sample games"), ("games.",)),
    ("puzzles.index", _("Puzzles"), ("puzzles.",)),
    ("play.new", _("Play"), ("play.",)),
    ("calculator.index", _("Calculator"), ()),
    ("pages.glossary", _("Glossary"), ()),
)


def _current(endpoint: str | None, target: str, also) -> bool:
    return endpoint == target or any(
        endpoint and (endpoint == a or (a.endswith(".") and endpoint.startswith(a))) for a in also)


def nav_items(lang: str) -> list[tuple[str, str, bool]]:
    """(url, label, is_current) for each page that exists."""
    endpoint, args = request.endpoint, request.view_args or {}
    items = [(url_for(target, lang=lang), str(label), _current(endpoint, target, also))
             for target, label, also in BEFORE_GAMES if target in current_app.view_functions]
    if "pages.rules" in current_app.view_functions:
        items += [(url_for("pages.rules", lang=lang, game=g), str(g.name),
                   endpoint in ("pages.rules", "cards.face") and args.get("game") == g) for g in GAMES]
    items += [(url_for(target, lang=lang), str(label), _current(endpoint, target, also))
              for target, label, also in AFTER_GAMES if target in current_app.view_functions]
    return items
