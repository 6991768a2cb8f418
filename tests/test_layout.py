"""The shape of the tree: a game lives in its own files and folders.

A shared code file (under site/, engine/, templates/ or scripts/, whose path names no game) may
name a game only as one of the registries do (engine/games.py, site/games/__init__.py), and at
most one shared file more per game. Comments, docstrings and Jinja comments do not count: they
may say which game they mean. Adding a game means adding its folders (docs/adding-a-game.md).
"""

from __future__ import annotations

import io
import re
import tokenize
import unicodedata
from pathlib import Path

import pytest

from engine.games import GAMES as ENGINE_GAMES

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("site", "engine", "templates", "scripts")
SUFFIXES = (".py", ".html", ".css", ".js")


def spelled(name: str) -> str:
    """Every spelling of a game's registry name, its letters apart or not: "koikoi" is also
    Koi-Koi and koi_koi, "tamcuc" Tam Cúc (matched in text whose accents are dropped)."""
    return "[-_ ]?".join(map(re.escape, name))


def unaccented(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


GAMES = {name: spelled(name) for name in ENGINE_GAMES}  # every game of the registry
REGISTRIES = {"engine/games.py", "site/games/__init__.py"}
MOST = 3  # the two registries and one shared file more


def code_of(path: Path) -> str:
    """The file's code: Python without comments and docstrings, templates without ``{# #}``."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".py":
        out, before = [], None
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.COMMENT:
                continue
            if tok.type == tokenize.STRING and before in (tokenize.INDENT, tokenize.NEWLINE,
                                                           tokenize.NL, tokenize.DEDENT, None):
                before = tok.type
                continue  # a docstring, or a string standing alone as one
            out.append(tok.string)
            if tok.type != tokenize.NL:
                before = tok.type
        return " ".join(out)
    if path.suffix == ".html":
        return re.sub(r"\{#.*?#\}", "", text, flags=re.S)
    return text


def shared_files() -> list[tuple[str, Path]]:
    found = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*")):
            rel = path.relative_to(ROOT).as_posix()
            if (path.suffix in SUFFIXES and path.is_file() and "vendor" not in path.parts
                    and not any(re.search(p, unaccented(rel), re.I) for p in GAMES.values())):
                found.append((rel, path))
    return found


@pytest.fixture(scope="module")
def naming():
    files = [(rel, unaccented(code_of(path))) for rel, path in shared_files()]
    return {game: sorted(rel for rel, code in files if re.search(pattern, code, re.I))
            for game, pattern in GAMES.items()}


@pytest.mark.parametrize("game", GAMES)
def test_shared_files_naming_a_game_are_few(naming, game):
    assert len(naming[game]) <= MOST, naming[game]
    assert set(naming[game]) >= REGISTRIES  # the registries name every game, and the count sees it


def test_the_games_stylesheets_are_ours_alone():
    """A game's own stylesheet imports nothing and loads nothing from elsewhere."""
    sheets = sorted((ROOT / "site" / "static" / "css" / "games").glob("*.css"))
    assert sheets
    for sheet in sheets:
        assert sheet.stem in GAMES, sheet.name
        css = sheet.read_text(encoding="utf-8")
        assert "@import" not in css and "url(" not in css and "@font-face" not in css, sheet.name
