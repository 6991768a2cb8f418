"""What a deck declares to the site: its cards, how its pictures are drawn and shown.

A deck is a module ``site/decks/<id>.py`` whose ``DECK`` is a :class:`Deck`; a game names the
deck it is played with (``GameSite.deck``), and :mod:`website.decks` lists the decks the games
name. Card ids never coincide between decks, so an id alone finds its deck.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from flask_babel import LazyString
from website.decks.art import card_back_svg


@dataclass(frozen=True)
class Deck:
    id: str  # the name games give it (``GameSite.deck``): "hanafuda"
    name: LazyString  # "Hanafuda", in the reader's language
    described: LazyString  # the deck in a sentence: "the Japanese flower cards"
    path: str  # its pictures' URL folder: /<path>/<card id>.svg (Hanafuda keeps the first, /cards/)
    width: int  # a card's width in its drawing and its <img> (every card is 96 high)
    img_class: str  # the class of its card pictures, which the stylesheets size
    cards: Mapping[str, Any]  # card id → card (``.id``, ``.name(lang)``)
    face: Callable[[str], str]  # card id → its face as an SVG document (UnknownCardError)

    def back(self) -> str:
        """The back of its cards, as an SVG document."""
        return card_back_svg(self.width)
