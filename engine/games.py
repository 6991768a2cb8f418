"""The games the engine plays: a name, and the module whose ``GAME`` gives its entry points
(:class:`engine.protocol.Game`). Adding a game is one line in :data:`GAMES`."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .errors import EngineError, RecordError
from .protocol import Game

GAMES = {
    "koikoi": "engine.koikoi.game",
    "hachihachi": "engine.hachihachi.game",
    "tamcuc": "engine.tamcuc.game",
}
DEFAULT_GAME = "koikoi"  # a record without "game" is a Koi-Koi record (older records)


def get_game(name: str) -> Game:
    """:raises EngineError: for a name that is not a game of the engine."""
    if name not in GAMES:
        raise EngineError(f"unknown game: {name!r} (known: {', '.join(GAMES)})")
    return import_module(GAMES[name]).GAME


def game_of(record: Any) -> Game:
    """The game a JSON record is of.

    :raises RecordError: for a record that is no object or names no game of the engine.
    """
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    name = record.get("game", DEFAULT_GAME)
    if not isinstance(name, str) or name not in GAMES:
        raise RecordError(f"unknown game: {name!r}")
    return get_game(name)
