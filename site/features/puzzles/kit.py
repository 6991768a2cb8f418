"""What the puzzle pages ask of each game: its *kit* (``site/games/<game>/puzzles.py``).

A kit knows its game's puzzles (load, draw, grade, explain, hint); the puzzle views
(:mod:`website.features.puzzles.views`) know browsing, progress, rating, streaks and the
feedback flow, once for every game. :class:`website.games.base.PuzzleKit` names what a kit offers.
"""

from __future__ import annotations

from website.games import by_slug
from website.games.base import PuzzleKit


class BadAnswer(Exception):
    """A post that no form of ours sends: answered 400 with a readable message."""

    def __init__(self, message):
        super().__init__(message)
        self.message = message


def kit(slug: str) -> PuzzleKit:
    """The puzzle kit of the game whose URL slug is ``slug`` (404 for any other)."""
    return by_slug(slug).puzzles
