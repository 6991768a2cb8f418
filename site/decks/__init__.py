"""The decks of the site: every deck a game is played with (``GameSite.deck``), each a module
here whose ``DECK`` is a :class:`~website.decks.base.Deck`. Nothing here names a deck or a
game: a game with a new deck adds ``site/decks/<deck>.py``, and the decks know no game.

The card pictures are served at ``/<deck.path>/<card id>.svg`` (``back`` for the back), and
their URLs carry :data:`ART_VERSION`, which changes whenever any deck's drawing code does.
"""

from __future__ import annotations

import hashlib
import pkgutil
from importlib import import_module
from pathlib import Path
from typing import Any

from flask import Flask, url_for
from website.decks import art
from website.decks.base import Deck
from website.decks.share import HEIGHT, WIDTH, share_image

# every module of this package that declares a DECK, by name (a game's ``GameSite.deck``)
DECKS: dict[str, Deck] = {m.name: module.DECK for m in pkgutil.iter_modules(__path__)
                          if hasattr(module := import_module(f"{__name__}.{m.name}"), "DECK")}
BY_PATH = {d.path: d for d in DECKS.values()}
DECK_OF_CARD: dict[str, Deck] = {cid: d for d in DECKS.values() for cid in d.cards}

# Changes whenever the drawing code does: card URLs carry it, so cached pictures are refreshed.
ART_VERSION = hashlib.sha256(b"".join(
    Path(m.__file__).read_bytes() for m in (art, *(import_module(d.face.__module__)
                                                   for d in DECKS.values())))).hexdigest()[:10]

# the URL converter of the pictures' folder: any deck's path, nothing else
DECK_RULE = "<any(" + ", ".join(f"'{d.path}'" for d in DECKS.values()) + "):deck>"


def deck_of(card_id: str) -> Deck:
    """The deck a card id belongs to.

    :raises KeyError: for an id of no deck."""
    return DECK_OF_CARD[card_id]


def card_of(card_id: str) -> Any:
    """The card of any deck with this id.

    :raises KeyError: for an id of no deck."""
    return DECK_OF_CARD[card_id].cards[card_id]


def card_name(card: Any, lang: str) -> str:
    """A card's name as players say it, for a reader: the chaff of a month are one card to a
    player, so no copy number ("Peony – Chaff", never "Peony – Chaff 2"); what tells two copies
    apart (a button's value, a page's address) is never shown. Alt texts, tooltips and prose
    use this; ``card`` is a card of any deck, or its id."""
    if isinstance(card, str):
        card = card_of(card)
    spoken = getattr(card, "spoken_name", None)
    return spoken(lang) if spoken else card.name(lang)


def card_svg_url(card_id: str, deck: str | None = None, external: bool = False) -> str:
    """The picture of a card of any deck (of ``deck``, if given: its id, "hanafuda"); with
    ``external``, its absolute URL (a page's ``og:image``)."""
    path = (DECKS[deck] if deck else deck_of(card_id)).path
    return url_for("cards.card_svg", deck=path, card_id=card_id, v=ART_VERSION, _external=external)


def card_back_url(deck: str, external: bool = False) -> str:
    """The back of the cards of ``deck`` (its id)."""
    return card_svg_url("back", deck, external)


def share_picture(card_id: str, deck: str | None = None) -> dict:
    """What a page shared in a chat shows: the card's PNG (:mod:`website.decks.share`) with its
    size, else its SVG (``card_id`` "back" and ``deck``: the deck's back)."""
    deck_id = deck or deck_of(card_id).id
    found = share_image(card_id, deck_id)
    if found is None:
        return {"url": card_svg_url(card_id, deck_id, external=True), "type": "image/svg+xml"}
    return {"url": found[0], "type": found[1], "width": WIDTH, "height": HEIGHT}


def init_app(app: Flask) -> None:
    """The decks' template globals: card pictures and cards of any deck."""
    app.jinja_env.globals.update(card_svg_url=card_svg_url, card_back_url=card_back_url,
                                 card_of=card_of, card_name=card_name, deck_of=deck_of,
                                 DECKS=DECKS,
                                 share_picture=share_picture,
                                 ART_VERSION=ART_VERSION)
