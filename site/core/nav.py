"""The main navigation: an entry shows only when its page exists in this app.

Later areas (sample games, puzzles, play) appear in the menu as soon as their blueprint is
registered, and never as a broken link before.
"""

from __future__ import annotations

from flask import current_app
from flask_babel import lazy_gettext as _

# (endpoint, label, endpoints that also mark the entry as current)
NAV = (
    ("pages.home", _("Home"), ()),
    ("lessons.index", _("Learn"), ("lessons.",)),
    ("cards.chart", _("Cards"), ("cards.card", "cards.month")),
    ("pages.history", _("History"), ()),
    ("pages.koikoi", _("Koi-Koi"), ()),
    ("pages.hachi_hachi", _("Hachi-Hachi"), ()),
    ("pages.tam_cuc", _("Tam Cúc"), ()),
    ("games.index", _("Sample games"), ("games.",)),
    ("puzzles.index", _("Puzzles"), ("puzzles.",)),
    ("play.new", _("Play"), ("play.",)),
    ("calculator.index", _("Calculator"), ()),
    ("pages.glossary", _("Glossary"), ()),
)


def nav_items(endpoint: str | None) -> list[tuple[str, str, bool]]:
    """(endpoint, label, is_current) for each page that exists."""
    items = []
    for target, label, also in NAV:
        if target not in current_app.view_functions:
            continue
        current = endpoint == target or any(
            endpoint and (endpoint == a or (a.endswith(".") and endpoint.startswith(a)))
            for a in also)
        items.append((target, str(label), current))
    return items
