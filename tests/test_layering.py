"""The site's layers import one way: features → games → the games' kit → decks → core → engine.

A layer may import its own modules and any layer below it, never one above: the core knows no
deck, game or feature; the decks know no game; the kit (what games share) knows no game and
not the registry of games; no game knows a feature. Imports inside functions count too.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

SITE = Path(__file__).resolve().parents[1] / "site"
PACKAGE = "website"
GAME_SHARED = ("website.games.base", "website.games.kit")  # what the kit may use of games/


def imports(path: Path) -> set[str]:
    """Every module a file imports, relative imports resolved."""
    package = (PACKAGE + "." + ".".join(path.relative_to(SITE).parent.parts)).rstrip(".")
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)  # ``from pkg import module``
    return found


def layer_files(folder: str) -> list[Path]:
    return sorted((SITE / folder).rglob("*.py"))


def under(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


FORBIDDEN = {
    "core": ("website.decks", "website.games", "website.features"),
    "decks": ("website.games", "website.features"),
    "games/kit": ("website.features",),
    "games": ("website.features",),
}


@pytest.mark.parametrize("folder", FORBIDDEN)
def test_no_layer_imports_one_above_it(folder):
    wrong = sorted(f"{path.relative_to(SITE)}: {name}" for path in layer_files(folder)
                   for name in imports(path) if any(under(name, p) for p in FORBIDDEN[folder]))
    assert not wrong, wrong


def test_the_kit_knows_no_game():
    """The kit imports only what games share (``base``, the kit itself), not a game's folder or
    the registry that lists them."""
    wrong = sorted(f"{path.relative_to(SITE)}: {name}" for path in layer_files("games/kit")
                   for name in imports(path) if under(name, "website.games")
                   and not any(under(name, p) for p in GAME_SHARED))
    assert not wrong, wrong


def test_the_layers_are_all_seen():
    """The walk finds the layers' files (a moved folder would make the tests above vacuous)."""
    for folder in FORBIDDEN:
        assert layer_files(folder), folder
    assert any(under(n, "website.games.kit") for p in layer_files("games") for n in imports(p))


TEMPLATES = SITE.parent / "templates"
TEMPLATE_USE = re.compile(r"""\{%-?\s*(?:import|from|include|extends)\s+["']([^"']+)["']""")


def template_uses(path: Path) -> list[str]:
    return TEMPLATE_USE.findall(path.read_text(encoding="utf-8"))


def test_the_games_templates_use_no_features_template():
    """templates/ mirrors site/: a game's macros (and the family's, and the kit's) build on
    ``games/kit/``, ``games/_<family>/`` and the shared layout, never on a feature's templates.
    A game's page template (one that extends the layout, as a rules page does) is a page like
    the features' own and may include their partials."""
    wrong = []
    for path in sorted((TEMPLATES / "games").rglob("*.html")):
        uses = template_uses(path)
        if any(u in ("base.html", "content.html") for u in uses):
            continue  # a page
        wrong += [f"{path.relative_to(TEMPLATES)}: {u}" for u in uses if u.startswith("features/")]
    assert not wrong, wrong
    assert any(u.startswith("games/kit/") for p in (TEMPLATES / "games").rglob("*.html")
               for u in template_uses(p))
