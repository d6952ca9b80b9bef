"""Small modules with one job: no module of the package is over 700 lines (issue 19)."""

from __future__ import annotations

from pathlib import Path

import tabletop

LIMIT = 700
PACKAGE = Path(tabletop.__file__).parent


def lines_of(path: Path) -> int:
    """Returns the number of lines in a file, as `wc -l` counts them."""
    return path.read_bytes().count(b"\n")


def oversized(root: Path, limit: int = LIMIT) -> dict[str, int]:
    """Returns each Python module under `root` longer than `limit` lines, by its path from `root`, with its length."""
    return {str(path.relative_to(root)): n for path in sorted(root.rglob("*.py"))
            if (n := lines_of(path)) > limit}


def test_no_module_is_over_700_lines():
    found = oversized(PACKAGE)
    assert not found, "split these along their seams: " + ", ".join(f"{p} ({n} lines)" for p, n in found.items())


def test_the_count_finds_a_long_module(tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "long.py").write_text("x = 1\n" * (LIMIT + 1))
    (tmp_path / "games" / "at_the_limit.py").write_text("x = 1\n" * LIMIT)
    (tmp_path / "notes.txt").write_text("x\n" * (LIMIT * 2))
    assert oversized(tmp_path) == {str(Path("games") / "long.py"): LIMIT + 1}


def test_the_whole_package_is_counted():
    counted = {p.name for p in PACKAGE.rglob("*.py")}
    assert {"rules.py", "scene.py", "contract.py", "__init__.py"} <= counted
