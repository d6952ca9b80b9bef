"""The shape of the house, read from the code: no import circles, a Qt-free engine and games, one game per folder.

Every module of tabletop/ is parsed with `ast`; imports inside functions count as much as those at the top,
since either one ties the two modules together, and so do imports under `if TYPE_CHECKING:`: they never run,
but a circle of types still makes the modules one knot that cannot be read, changed or tested alone (the
engine's contract once named the registry's types while the registry's messages named the contract's). A
game's own folders are games/<game>, bots/<game>[.py] and ui/games/<game>*; outside them only the
registration (tabletop/games/__init__.py) may import a game.

The layers, from the bottom: the engine (tabletop/engine), which imports nothing above it, not even lazily
(the games, the bots and the texts are passed in: engine/reason.py's use_text, engine/saves.py's parameters);
the games and the registration; the texts (tabletop/messages.py), the bots and the tools above them; the ui.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tabletop"
REGISTRATION = "tabletop.games"
QT = ("PySide6", "shiboken6", "pyqtgraph")


class Import(NamedTuple):
    """One import statement: the module that imports, what it imports, the line, and whether only mypy runs it."""

    module: str
    target: str
    line: int
    typing_only: bool = False


def module_name(path: Path) -> str:
    """Returns the dotted name of a file under tabletop/ (a package by its folder's name)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}
GAMES = sorted(p.name for p in (PACKAGE / "games").iterdir() if (p / "__init__.py").is_file())


def _resolve(module: str, node: ast.ImportFrom) -> str:
    """Returns the absolute name of the module a `from … import` reads from."""
    if not node.level:
        return node.module or ""
    package = module if MODULES[module].name == "__init__.py" else module.rpartition(".")[0]
    for _ in range(node.level - 1):
        package = package.rpartition(".")[0]
    return f"{package}.{node.module}" if node.module else package


def _typing_lines(tree: ast.Module) -> set[int]:
    """Returns the lines inside `if TYPE_CHECKING:` blocks."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                lines.update(range(child.lineno, (child.end_lineno or child.lineno) + 1))
    return lines


def imports_of(module: str) -> list[Import]:
    """Returns every import in the module, at any depth; `from p import m` of a submodule names p.m."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"), str(MODULES[module]))
    typing_only = _typing_lines(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [Import(module, alias.name, node.lineno, node.lineno in typing_only) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            source = _resolve(module, node)
            for alias in node.names:
                child = f"{source}.{alias.name}"
                found.append(Import(module, child if child in MODULES else source, node.lineno,
                                    node.lineno in typing_only))
    return found


IMPORTS = [i for m in MODULES for i in imports_of(m)]


def _ours(target: str) -> str | None:
    """Returns the tabletop module an import loads (its nearest listed ancestor), or None for a library."""
    while target and target not in MODULES:
        target = target.rpartition(".")[0]
    return target or None


def graph(typing: bool = True) -> dict[str, set[str]]:
    """Returns module -> the tabletop modules it imports (with `typing`, also those only mypy reads)."""
    edges: dict[str, set[str]] = {m: set() for m in MODULES}
    for i in IMPORTS:
        target = _ours(i.target) if i.target.startswith("tabletop") and (typing or not i.typing_only) else None
        if target is not None and target != i.module:
            edges[i.module].add(target)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Returns the strongly connected groups of more than one module (Tarjan's algorithm), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return groups


def game_of(module: str) -> str | None:
    """Returns the game whose own folders hold `module`, or None for shared code."""
    for game in GAMES:
        if (module == f"tabletop.games.{game}" or module.startswith(f"tabletop.games.{game}.")
                or module == f"tabletop.bots.{game}" or module.startswith(f"tabletop.bots.{game}.")
                or module == f"tabletop.ui.games.{game}" or module.startswith(f"tabletop.ui.games.{game}.")):
            return game
    return None


def _is_qt(target: str) -> bool:
    return target.split(".")[0] in QT


def test_the_games_are_found():
    assert {"cartographers", "star_cartel", "thiefs_market"} <= set(GAMES)
    assert game_of("tabletop.ui.games.cartographers.tools") == "cartographers"
    assert game_of("tabletop.ui.games.cartographers_other") is None  # a game's folder, not a name prefix
    assert game_of("tabletop.ui.games.base") is None and game_of(REGISTRATION) is None


def test_the_cycle_finder_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_anywhere():
    found = cycles(graph())
    lines = []
    for group in found:
        inside = set(group)
        lines += [f"{i.module}:{i.line} imports {i.target}" + (" (typing only)" if i.typing_only else "")
                  for i in IMPORTS
                  if i.module in inside and _ours(i.target) in inside and _ours(i.target) != i.module]
    assert not found, "import circles:\n" + "\n".join(lines)


def test_the_circles_at_run_time_are_none_at_all():
    assert cycles(graph(typing=False)) == []


def test_the_engine_imports_neither_qt_nor_a_game():
    bad = [i for i in IMPORTS if i.module.startswith("tabletop.engine")
           and (_is_qt(i.target) or i.target.startswith("tabletop.ui") or game_of(_ours(i.target) or "") is not None)]
    assert bad == []


# What the engine may import of tabletop outside itself: the package (its version) and the Qt-free stand-in that
# marks texts for translation, which imports nothing of tabletop.
BELOW_THE_ENGINE = ("tabletop", "tabletop.translatable")


def test_the_engine_imports_nothing_above_it_not_even_lazily():
    engine = [i for i in IMPORTS if i.module == "tabletop.engine" or i.module.startswith("tabletop.engine.")]
    assert any(not i.typing_only and i.line > 1 for i in engine)  # the walk sees the engine's imports
    above = [f"{i.module}:{i.line} imports {i.target}" for i in engine
             if i.target.split(".")[0] == "tabletop" and _ours(i.target) not in BELOW_THE_ENGINE
             and not (_ours(i.target) or "").startswith("tabletop.engine")]
    assert above == [], "the engine imports above it:\n" + "\n".join(above)
    assert [i for i in IMPORTS if i.module in BELOW_THE_ENGINE[1:] and i.target.startswith("tabletop")] == []
