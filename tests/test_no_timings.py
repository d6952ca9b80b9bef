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


# The waits that give up after a timeout (in ms): shorter than 5 s, a busy machine fails a correct build.
WAITS = {"waitUntil", "waitSignal", "waitSignals", "waitCallback", "waitActive", "waitExposed"}
SHORTEST_WAIT_MS = 5_000


def idle_waits(path: Path) -> list[str]:
    """Returns the places in `path` that sleep a fixed time (qtbot.wait, time.sleep) or wait under 5 s."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        owner, name = node.func.value, node.func.attr
        if name == "sleep" and isinstance(owner, ast.Name) and owner.id == "time":
            found.append(f"{node.lineno}: time.sleep")
        elif name == "wait" and isinstance(owner, ast.Name) and owner.id == "qtbot":
            found.append(f"{node.lineno}: qtbot.wait")
        elif name in WAITS:
            for keyword in node.keywords:
                if keyword.arg == "timeout" and isinstance(keyword.value, ast.Constant) \
                        and isinstance(keyword.value.value, int) and keyword.value.value < SHORTEST_WAIT_MS:
                    found.append(f"{node.lineno}: {name} under 5 s")
    return found


def test_no_test_sleeps_a_fixed_time_or_waits_under_five_seconds():
    found = {str(p.relative_to(TESTS)): idle_waits(p) for p in TESTS.rglob("*.py") if p.name != Path(__file__).name}
    assert {name: places for name, places in found.items() if places} == {}
