"""What the puzzle pages ask of each game: its *kit* (``puzzlekit_<game>``).

A kit knows its game's puzzles (load, draw, grade, explain, hint); the puzzle views
(:mod:`website.features.puzzles.views`) know browsing, progress, rating, streaks and the feedback flow,
once for every game. See ``docs/`` and the kits for the names a kit defines.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from flask import abort
from website.games import SLUGS


class BadAnswer(Exception):
    """A post that no form of ours sends: answered 400 with a readable message."""

    def __init__(self, message):
        super().__init__(message)
        self.message = message


def kit(slug: str) -> ModuleType:
    """The puzzle kit of the game whose URL slug is ``slug`` (404 for any other)."""
    if slug not in SLUGS:
        abort(404)
    return import_module(f"website.games.{SLUGS[slug]}.puzzles")
