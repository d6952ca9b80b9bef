"""Tests assert behaviour, never speed: a busy machine must not fail a correct build (speed is for bench/)."""

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
# The clocks that measure how long something took. The wall clock (time.time) stays allowed: tests date files
# with it (a save's age), which asks nothing of the machine's speed.
CLOCKS = {"perf_counter", "process_time", "monotonic", "perf_counter_ns", "process_time_ns", "thread_time",
          "monotonic_ns", "thread_time_ns"}


def clock_reads(path: Path) -> list[int]:
    """Returns the lines of `path` that read a measuring clock of the time module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in CLOCKS:
            owner = node.func.value
            if isinstance(owner, ast.Name) and owner.id == "time":
                lines.append(node.lineno)
        if isinstance(node, ast.ImportFrom) and node.module == "time" and CLOCKS & {a.name for a in node.names}:
            lines.append(node.lineno)
    return lines


def test_no_test_reads_a_clock():
    found = {str(p.relative_to(TESTS)): clock_reads(p) for p in TESTS.rglob("*.py") if p.name != Path(__file__).name}
    assert {name: lines for name, lines in found.items() if lines} == {}
