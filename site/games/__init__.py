"""The games of the site: one line each in :data:`GAMES`, in the order the site lists them.

Each is a folder here whose ``__init__`` declares its :class:`~website.games.base.GameSite`.
Everything that lists or routes games (navigation, home page, rules route, lessons, puzzles,
calculator, viewer, play) reads this registry, so a new game edits no shared file.
"""

from __future__ import annotations

from flask import abort
from website.core.i18n import LANG_RULE
from website.games.base import Board, GameSite
from website.games.hachihachi import SITE as HACHIHACHI
from website.games.hanaawase import SITE as HANAAWASE
from website.games.koikoi import SITE as KOIKOI
from website.games.tamcuc import SITE as TAMCUC

GAMES: tuple[GameSite, ...] = (KOIKOI, HACHIHACHI, HANAAWASE, TAMCUC)
DEFAULT = KOIKOI  # Koi-Koi keeps the site's first URLs: /<lang>/play, /<lang>/games …

BY_SLUG = {g.slug: g for g in GAMES}
BY_ID = {g.id: g for g in GAMES}
SLUGS = {g.slug: g.id for g in GAMES}
SLUG_OF = {g.id: g.slug for g in GAMES}
DEFAULT_SLUG = DEFAULT.slug


# the one URL converter every game route uses: any registered slug, nothing else
GAME_RULE = "<any(" + ", ".join(f"'{slug}'" for slug in BY_SLUG) + "):game>"


def by_slug(slug: str) -> GameSite:
    """The game whose URL slug is ``slug`` (404 for any other)."""
    if slug not in BY_SLUG:
        abort(404)
    return BY_SLUG[slug]


def board(slug: str) -> Board:
    """The board of the game whose URL slug is ``slug`` (404 for any other)."""
    return by_slug(slug).board


def board_of(game_name: str) -> Board:
    """The board of an engine game (``engine.games.GAMES``)."""
    return BY_ID[game_name].board


def board_names() -> list[tuple[str, str]]:
    """Every game's slug and name, in the site's order."""
    return [(g.slug, g.name) for g in GAMES]


def game_route(bp, path: str, **options):
    """Register a view at ``/<lang>/<game><path>`` for every game, and at the default game's
    older ``/<lang><path>``, which stays its address (``/<lang>/koikoi<path>`` redirects there
    permanently). The view receives the slug as ``game``."""

    def decorator(view):
        bp.add_url_rule(f"/{LANG_RULE}{path}", view_func=view, defaults={"game": DEFAULT_SLUG},
                        **options)
        bp.add_url_rule(f"/{LANG_RULE}/{GAME_RULE}{path}", view_func=view, **options)
        return view

    return decorator
