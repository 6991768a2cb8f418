"""A game's card trainer ("Learn the 48 cards"): what the puzzle views need to drill its deck.

A kit that has one sets ``TRAINER``; the trainer's questions are the kit's ``recognition``
puzzles of ``rules``, one per card of ``deck``. ``steps`` lists the screens they are asked on,
each the form fields it asks. The site's trainers ask everything on one screen (:func:`one_screen`):
a tap per answer and one submit per card, the quickest on a phone. A trainer of several
screens would be checked between them by the kit's ``learn_check(puzzle, form, step)``, the
answers of the other screens travelling along as hidden fields (``templates/games/kit/trainer.html``).
Kits of games that share a deck point to the same trainer, served under its own game (``slug``).
"""

from __future__ import annotations

from dataclasses import dataclass

from flask_babel import LazyString


@dataclass(frozen=True)
class Trainer:
    slug: str  # the game whose puzzle pages serve it
    deck: tuple[str, ...]  # the card ids it drills, in deck order
    rules: str  # the rule set of its recognition puzzles
    steps: tuple[tuple[str, ...], ...]  # the screens, each the form fields it asks, in order
    title: LazyString  # "Learn the 48 cards"
    lead: LazyString  # what the trainer asks, under the title
    blurb: LazyString  # the line under its link on the puzzles page
    store: str  # where learn.js keeps the reader's Leitner boxes (localStorage)
    home_cards: tuple[str, ...] = ()  # the cards drawn by its link on the home page


def one_screen(*fields: str) -> tuple[tuple[str, ...], ...]:
    """``steps`` for a trainer that asks ``fields`` all on one screen."""
    return (fields,)
