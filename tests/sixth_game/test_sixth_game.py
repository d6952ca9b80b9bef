"""A sixth game registered by the tests alone is found by every part: its folder and one line, no other edit.

Each check runs in its own process (the texts cache the games at their first use), with the game registered
by tests/sixth_game/launch.py or, for pytest, by TABLETOP_SIXTH_GAME (tests/conftest.py).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.sixth_game import ENV

ROOT = Path(__file__).resolve().parents[2]
GAME = "three-in-a-row"
# The tests that hold every game with rules to the same checks, each listing the games it checks from the
# registration. (Tests of tables, tutorials and golden files list the games that have those; this one has none.)
CROSS_GAME_TESTS = ["tests/engine/test_conformance.py", "tests/engine/test_steps.py", "tests/engine/test_undo.py",
                    "tests/fuzz/test_fuzz_action.py", "tests/test_messages.py", "tests/test_soak.py"]


def run(*args: str, sixth: bool = True) -> subprocess.CompletedProcess[str]:
    """Returns the finished run of `args` in a fresh interpreter from the repository root."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    env.pop(ENV, None)
    if sixth and args[:1] == ("-m",) and args[1] == "pytest":
        env[ENV] = "1"
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def launch(*args: str) -> subprocess.CompletedProcess[str]:
    return run("-m", "tests.sixth_game.launch", *args)


def test_the_cli_simulates_it():
    done = launch("cli", "simulate", GAME, "--players", "2", "--games", "5", "--seed", "3")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert (figures["game"], figures["games"]) == (GAME, 5) and figures["actions"] >= 5 * 5 * 2


def test_the_cli_refuses_it_when_it_is_not_registered():
    done = run("-m", "tabletop", "simulate", GAME, "--players", "2", "--games", "1")
    assert done.returncode != 0 and GAME in done.stderr


def test_the_translations_tool_reads_its_texts():
    done = launch("sources")
    assert done.returncode == 0, done.stderr
    files = done.stdout.split()
    assert "tests/sixth_game/three_in_a_row/messages.py" in files
    assert "tabletop/games/starfarers/messages.py" in files
    plain = run("-c", "import sys; sys.path.insert(0, 'tools'); from translations import sources; "
                      "print('\\n'.join(sources()))", sixth=False)
    assert plain.returncode == 0 and not [f for f in plain.stdout.split() if f.startswith("tests/")]


def test_every_cross_game_test_lists_it_and_it_passes_them():
    collected = run("-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "-q", "--collect-only",
                    *CROSS_GAME_TESTS)
    assert collected.returncode == 0, collected.stdout[-2000:]
    for path in CROSS_GAME_TESTS:
        ids = [line for line in collected.stdout.splitlines() if line.startswith(path + "::")]
        assert any("cartographers" in i for i in ids) and any(GAME in i for i in ids), path
    played = run("-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "-q", "-k", GAME, *CROSS_GAME_TESTS)
    assert played.returncode == 0, played.stdout[-3000:]
    assert " passed" in played.stdout and "skipped" not in played.stdout


def test_the_soak_and_the_benches_play_it():
    soak = launch("script", "bench/soak.py", "--smoke", "--game", GAME, "--games", "20", "--jobs", "1")
    assert soak.returncode == 0, soak.stdout[-2000:] + soak.stderr[-2000:]
    assert GAME in soak.stdout
    undo = launch("script", "bench/bench_undo.py", "--smoke", "--game", GAME)
    assert undo.returncode == 0, undo.stderr[-2000:]
    assert GAME in undo.stdout
    simulate = launch("script", "bench/bench_simulate.py", "--smoke", "--game", GAME, "--players", "2",
                      "--catlib", "/nonexistent")
    assert simulate.returncode == 0, simulate.stderr[-2000:]
    assert GAME in simulate.stdout


def test_the_app_lists_it_as_coming_later():
    code = ("import tempfile, pathlib\n"
            "from tests.sixth_game import register_sixth_game\n"
            "register_sixth_game()\n"
            "from tabletop.ui.app import make_app, make_window\n"
            "from tabletop.ui.settings import AppPaths\n"
            "app = make_app()\n"
            "tmp = pathlib.Path(tempfile.mkdtemp())\n"
            "window = make_window(AppPaths(tmp / 'data', tmp / 'config'))\n"
            "card = next(c for c in window.home.cards if c.game_id == 'three-in-a-row')\n"
            "print(card.title.text(), card.playable, card.button.isEnabled())\n")
    done = run("-c", code)
    assert done.returncode == 0, done.stderr[-2000:]
    # No table yet: listed with its title, its button off, like any game whose table is still to come.
    assert done.stdout.split("\n")[0] == "Three in a Row False False"
