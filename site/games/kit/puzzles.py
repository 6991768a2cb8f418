"""What every game's puzzle kit (``site/games/<game>/puzzles.py``, the ``PuzzleKit`` protocol of
:mod:`website.games.base`) shares: the error a post no form of ours sends raises. The puzzle
views (:mod:`website.features.puzzles.views`) know browsing, progress, rating, streaks and the
feedback flow, once for every game."""

from __future__ import annotations


class BadAnswer(Exception):
    """A post that no form of ours sends: answered 400 with a readable message."""

    def __init__(self, message):
        super().__init__(message)
        self.message = message
