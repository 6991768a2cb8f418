"""A game's card trainer ("Learn the 48 cards"): what the puzzle views need to drill its deck.

A kit that has one sets ``TRAINER``; the trainer's questions are the kit's ``recognition``
puzzles of ``rules``, one per card of ``deck``, asked one field per screen (``steps``) and
checked between screens by the kit's ``learn_check``. Kits of games that share a deck point to
the same trainer, served under its own game (``slug``).
"""

from __future__ import annotations

from dataclasses import dataclass

from flask_babel import LazyString


@dataclass(frozen=True)
class Trainer:
    slug: str  # the game whose puzzle pages serve it
    deck: tuple[str, ...]  # the card ids it drills, in deck order
    rules: str  # the rule set of its recognition puzzles
    steps: tuple[str, ...]  # the form field each question screen asks, in order
    title: LazyString  # "Learn the 48 cards"
    lead: LazyString  # what the trainer asks, under the title
    blurb: LazyString  # the line under its link on the puzzles page
    store: str  # where learn.js keeps the reader's Leitner boxes (localStorage)
    home_cards: tuple[str, ...] = ()  # the cards drawn by its link on the home page
