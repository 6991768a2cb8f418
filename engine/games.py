"""The games the engine plays: a name, and the module whose ``GAME`` declares the whole game
(:class:`engine.protocol.Game`: its entry points, its judge's evaluator, notation, puzzles,
samples, disputed rules and what a seat may see). Everything shared (the judge, the command
line, the sample finder, the shared tests) reads a game through :func:`get_game` and this
registry, never a module of the game's by name. Adding a game is one line in :data:`GAMES`."""

from __future__ import annotations

from importlib import import_module
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

from .errors import EngineError, RecordError
from .protocol import Game
from .records import refuse_view

GAMES = {
    "koikoi": "engine.koikoi.game",
    "hachihachi": "engine.hachihachi.game",
    "tamcuc": "engine.tamcuc.game",
    "hanaawase": "engine.hanaawase.game",
}
DEFAULT_GAME = "koikoi"  # a record without "game" is a Koi-Koi record (older records)


def get_game(name: str) -> Game:
    """:raises EngineError: for a name that is not a game of the engine."""
    if name not in GAMES:
        raise EngineError(f"unknown game: {name!r} (known: {', '.join(GAMES)})")
    game: Game = import_module(GAMES[name]).GAME
    return game


def data(name: str) -> Traversable:
    """The game's data folder (its puzzle library, its sample records, its pinned action
    counts ``perft.json``), read as package
    resources so that an installed wheel finds it as well as the source tree does.

    :raises EngineError: for a name that is not a game of the engine."""
    if name not in GAMES:
        raise EngineError(f"unknown game: {name!r} (known: {', '.join(GAMES)})")
    return files(GAMES[name].rpartition(".")[0]) / "data"


def sample_records() -> dict[str, Traversable]:
    """Every game's sample records (``data/samples/<slug>.json``) by slug, sorted."""
    found = {f.name.removesuffix(".json"): f for name in GAMES
             for f in (data(name) / "samples").iterdir() if f.name.endswith(".json")}
    return dict(sorted(found.items()))


def game_of(record: Any) -> Game:
    """The game a JSON record is of.

    :raises RecordError: for a record that is no object or names no game of the engine.
    """
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    refuse_view(record)
    name = record.get("game", DEFAULT_GAME)
    if not isinstance(name, str) or name not in GAMES:
        raise RecordError(f"unknown game: {name!r}")
    return get_game(name)
