"""Template globals: language list, language-switch URLs, names from the engine."""

from __future__ import annotations

from urllib.parse import urlencode

from flask import Flask, has_request_context, request, url_for
from flask import g as request_globals
from jinja2 import pass_context
from website.core import about, i18n, models, texts, words
from website.core.choices import choices
from website.core.nav import nav_items
from website.decks import ART_VERSION, DECKS, card_of, deck_of
from website.features.calculator.charts import calculator
from website.features.puzzles.kit import kit
from website.games import BY_ID, BY_SLUG, GAMES
from website.games.base import GameSite


def switch_url(lang: str, external: bool = False) -> str:
    """The current page in another language (its home page when there is no current page)."""
    if request.url_rule is None or "lang" not in (request.view_args or {}):
        return url_for("pages.home", lang=lang, _external=external)
    # the query string is appended as it came, never passed to url_for, whose own keywords
    # (endpoint, _external, _scheme, _method, …) a reader could otherwise set
    url = url_for(request.endpoint, _external=external, **{**request.view_args, "lang": lang})
    query = urlencode(list(request.args.items(multi=True)))
    return f"{url}?{query}" if query else url


def card_svg_url(card_id: str, deck: str | None = None) -> str:
    """The picture of a card of any deck (of ``deck``, if given: its id, "hanafuda")."""
    path = (DECKS[deck] if deck else deck_of(card_id)).path
    return url_for("cards.card_svg", deck=path, card_id=card_id, v=ART_VERSION)


def face_url(card_id: str, lang: str) -> str | None:
    """The page of the face a card shows, when a game of its deck has face pages
    (``GameSite.faces``); None for a card without one."""
    deck = deck_of(card_id).id
    for g in GAMES:
        if g.deck == deck and g.faces is not None:
            return url_for("cards.face", lang=lang, game=g.slug, face_id=g.faces.face_of(card_id))
    return None


def card_back_url(deck: str) -> str:
    """The back of the cards of ``deck`` (its id)."""
    return card_svg_url("back", deck)


class GameTables:
    """``tables.<game>`` in a template: that game's ``tables`` module (its rules page's data),
    imported when a template first asks for it."""

    def __getattr__(self, game_id: str):
        if game_id not in BY_ID:
            raise AttributeError(game_id)
        return BY_ID[game_id].part("tables")


class Texts:
    """``texts.X`` in a template: X of :mod:`website.core.texts`, else of the game's own
    ``texts`` module that has it (a game's labels live in its folder)."""

    def __getattr__(self, name: str):
        if hasattr(texts, name):
            return getattr(texts, name)
        for game in GAMES:
            if game.has_part("texts") and hasattr(game.part("texts"), name):
                return getattr(game.part("texts"), name)
        raise AttributeError(name)


@pass_context
def page_game(context) -> GameSite | None:
    """The game the page is of: its URL's (a slug, or the engine's name the lesson views
    keep), else the game of the board it draws; None on a page of no one game."""
    name = (request.view_args or {}).get("game") if has_request_context() else None
    if name in BY_SLUG or name in BY_ID:
        return BY_SLUG.get(name) or BY_ID[name]
    game = getattr(context.get("board"), "GAME", None)
    return BY_ID.get(getattr(game, "name", None))


def trainers(games) -> list:
    """The card trainers of ``games``, each once (games that share a deck share one)."""
    found = [g.puzzles.TRAINER for g in games]
    return [t for i, t in enumerate(found) if t not in found[:i]]


def better_card(card_id: str) -> bool:
    """Whether a review's marked step names this card in its better move: the board draws
    it outlined where it lies (:func:`website.features.viewer.views.render_viewer`)."""
    return card_id in request_globals.get("better_cards", ())


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(
        LANGUAGES=i18n.LANGUAGES,
        HTML_LANG=i18n.HTML_LANG,
        NATIVE_NAMES=i18n.NATIVE_NAMES,
        current_language=i18n.current_language,
        switch_url=switch_url,
        card_svg_url=card_svg_url,
        better_card=better_card,
        card_back_url=card_back_url,
        face_url=face_url,
        card_of=card_of,
        deck_of=deck_of,
        DECKS=DECKS,
        ART_VERSION=ART_VERSION,
        m=models,
        tables=GameTables(),
        nav_items=nav_items,
        texts=Texts(),
        calculator_title=lambda slug: calculator(slug).TITLE,
        trainer=lambda slug: kit(slug).TRAINER,  # a game's card trainer: title, blurb, slug
        GAMES=GAMES,
        about=about,
        page_game=page_game,
        trainers=trainers,
        site_choices=lambda game_id: choices(BY_ID[game_id].part("choices")),
    )
    app.jinja_env.filters["signed"] = words.signed
