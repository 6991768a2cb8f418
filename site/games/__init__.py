"""The games of the site: one line each in :data:`GAMES`, in the order the site lists them.

Each is a folder here whose ``__init__`` declares its :class:`~website.games.base.GameSite`.
Everything that lists or routes games (navigation, home page, rules route, lessons, puzzles,
calculator, viewer, play) reads this registry, so a new game edits no shared file. In a URL
rule, ``<game:game>`` is a registered game's slug, and the view receives its ``GameSite``: one
object per request, asked for its parts (``game.board``, ``game.texts``, ``game.lessons``…).
"""

from __future__ import annotations

import re

from flask import Flask, has_request_context, request, url_for
from jinja2 import pass_context
from website.core.choices import choices
from website.core.i18n import LANG_RULE
from website.core.markdown_ext import Arg, Directive, add_directives
from website.games.base import GameSite
from website.games.hachihachi import SITE as HACHIHACHI
from website.games.hanaawase import SITE as HANAAWASE
from website.games.koikoi import SITE as KOIKOI
from website.games.tamcuc import SITE as TAMCUC
from werkzeug.routing import BaseConverter, ValidationError

GAMES: tuple[GameSite, ...] = (KOIKOI, HACHIHACHI, HANAAWASE, TAMCUC)
DEFAULT = KOIKOI  # Koi-Koi keeps the site's first URLs: /<lang>/play, /<lang>/games …

BY_SLUG = {g.slug: g for g in GAMES}
BY_ID = {g.id: g for g in GAMES}


class GameConverter(BaseConverter):
    """``<game:game>``: a registered game's slug in the URL, its :class:`GameSite` in the view
    (any other segment does not match, so it is a 404); ``url_for`` takes the game or its slug."""

    regex = "(?:" + "|".join(re.escape(slug) for slug in BY_SLUG) + ")"
    part_isolating = True

    def to_python(self, value: str) -> GameSite:
        if value not in BY_SLUG:
            raise ValidationError()
        return BY_SLUG[value]

    def to_url(self, value: GameSite | str) -> str:
        slug = value.slug if isinstance(value, GameSite) else value
        if slug not in BY_SLUG:
            raise ValueError(f"not a game of the site: {value!r}")
        return slug


def game_route(bp, path: str, **options):
    """Register a view at ``/<lang>/<game><path>`` for every game, and at the default game's
    older ``/<lang><path>``, which stays its address (``/<lang>/koikoi<path>`` redirects there
    permanently). The view receives the game as ``game``."""

    def decorator(view):
        bp.add_url_rule(f"/{LANG_RULE}{path}", view_func=view, defaults={"game": DEFAULT}, **options)
        bp.add_url_rule(f"/{LANG_RULE}/<game:game>{path}", view_func=view, **options)
        return view

    return decorator


def games_for(lang: str) -> list[GameSite]:
    """The games in the order a reader of ``lang`` meets them on every page that lists them
    (home, lessons): the registry's, the reader's own game first (``GameSite.first_in``: Tam
    Cúc for a Vietnamese reader)."""
    return sorted(GAMES, key=lambda g: lang not in g.first_in)


def game_of(engine_name: str) -> GameSite:
    """The site's game of an engine game (``engine.games.GAMES``: a stored table's, a record's)."""
    return BY_ID[engine_name]


def face_url(card_id: str, lang: str) -> str | None:
    """The page of the face a card shows, when a game of its deck has face pages
    (``GameSite.faces``); None for a card without one."""
    from website.decks import deck_of

    deck = deck_of(card_id).id
    for g in GAMES:
        if g.deck == deck and g.faces is not None:
            return url_for("cards.face", lang=lang, game=g, face_id=g.faces.face_of(card_id))
    return None


def trainers(games) -> list:
    """The card trainers of ``games``, each once (games that share a deck share one; a game
    may have none)."""
    found = [t for g in games if (t := g.puzzles.TRAINER) is not None]
    return [t for i, t in enumerate(found) if t not in found[:i]]


@pass_context
def page_game(context) -> GameSite | None:
    """The game the page is of: its URL's, else the one its view drew (an uploaded record's);
    None on a page of no one game."""
    game = (request.view_args or {}).get("game") if has_request_context() else None
    game = game if isinstance(game, GameSite) else context.get("game")
    return game if isinstance(game, GameSite) else None


def site_choices(game_id: str) -> list:
    """The rows of a game's "how this site plays" table (``[[site-choices:<game>]]``)."""
    return choices(BY_ID[game_id].choices)


def directives() -> dict[str, Directive]:
    """Each game's Markdown directives, and the one that draws a game's "how this site plays"
    table."""
    found: dict[str, Directive] = {}
    for game in GAMES:
        found.update(game.directives)
    found["site-choices"] = Directive(
        "[[site-choices:<game>]]", (Arg("game", [g.id for g in GAMES if g.choices is not None]),),
        block=True)
    return found


def init_app(app: Flask) -> None:
    """The ``game`` converter (before any blueprint adds its rules), the games' Markdown
    directives and the template globals every page's layout asks of the games."""
    from website.games import about

    app.url_map.converters["game"] = GameConverter
    add_directives(directives())

    @app.url_defaults
    def _game_of_slug(endpoint, values):
        # a slug given to url_for stands for its game, so the default game's rules (whose
        # defaults hold the game) build its first URLs from either
        if isinstance(values.get("game"), str) and values["game"] in BY_SLUG:
            values["game"] = BY_SLUG[values["game"]]

    app.jinja_env.globals.update(GAMES=GAMES, about=about, face_url=face_url, trainers=trainers,
                                 page_game=page_game, site_choices=site_choices,
                                 site_game=BY_ID.__getitem__)
