"""The engine stands on the standard library alone, and its modules import one another one
way: walk every module of ``engine/`` with :mod:`ast` (imports inside functions count; an
``if TYPE_CHECKING:`` block does not) and look for third-party imports and import cycles."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import engine

ROOT = Path(engine.__file__).parent


def _modules() -> dict[str, Path]:
    """Every module of the engine by dotted name (a package by its ``__init__``)."""
    out = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST):
    """Every import node of ``tree`` outside ``if TYPE_CHECKING:`` blocks."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node):
            yield from (n for child in node.orelse for n in _imports_of(child))
            continue
        yield from _imports_of(node)


def _imports_of(node: ast.AST):
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
    else:
        yield from _imports(node)


def _targets(name: str, path: Path) -> tuple[set[str], set[str]]:
    """(engine modules ``name`` imports, top-level names of the other imports)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    engine_deps: set[str] = set()
    others: set[str] = set()
    for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            bases = [(alias.name, ()) for alias in node.names]
        else:
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                base = ".".join(base + ([node.module] if node.module else []))
            else:
                base = node.module
            bases = [(base, [alias.name for alias in node.names])]
        for base, names in bases:
            if base.split(".")[0] != "engine":
                others.add(base.split(".")[0])
                continue
            found = False
            for alias in names:  # `from .pkg import module` imports the module
                if f"{base}.{alias}" in MODULES:
                    engine_deps.add(f"{base}.{alias}")
                    found = True
            if not found or base in MODULES:
                engine_deps.add(base)
    engine_deps.discard(name)
    return engine_deps, others


GRAPH: dict[str, set[str]] = {}
OTHERS: dict[str, set[str]] = {}
for _name, _path in MODULES.items():
    GRAPH[_name], OTHERS[_name] = _targets(_name, _path)


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle for each back edge a depth-first search meets."""
    state: dict[str, int] = {}  # 1: on the stack, 2: done
    stack: list[str] = []
    found = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                found.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    return found


def test_the_walk_sees_the_engine():
    assert {"engine", "engine.judge", "engine.hanafuda.cards", "engine.koikoi.state"} <= set(MODULES)
    assert "engine.hanafuda.cards" in GRAPH["engine.hachihachi.state"]


def test_only_the_standard_library():
    third_party = {(name, top) for name, tops in OTHERS.items() for top in tops
                   if top not in sys.stdlib_module_names}
    assert not third_party, sorted(third_party)


def test_no_import_cycle():
    assert _cycles(GRAPH) == []


def test_a_cycle_is_found():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_the_family_base_imports_no_game():
    """engine.hanafuda is what the fishing games build on: it takes a game's yaku, rules and
    errors as values and never imports a game package."""
    games = ("engine.koikoi", "engine.hachihachi", "engine.hanaawase", "engine.tamcuc")
    for name, deps in GRAPH.items():
        if name.startswith("engine.hanafuda"):
            assert not [d for d in deps if d.startswith(games)], name
