"""The `tabletop` command: exits with main's status; the collector is frozen only once main is done."""

from __future__ import annotations

import pytest

import tabletop.__main__ as entry


def test_run_exits_with_the_status_of_main_and_freezes_the_collector_after_it(monkeypatch):
    calls: list[str] = []
    monkeypatch.setattr(entry, "main", lambda: calls.append("main") or 3)
    monkeypatch.setattr(entry.gc, "freeze", lambda: calls.append("freeze"))
    with pytest.raises(SystemExit) as stop:
        entry.run()
    assert stop.value.code == 3
    assert calls == ["main", "freeze"]  # freezing earlier would keep a whole session's garbage alive


def test_starting_up_holds_the_collector_off_and_turns_it_back_on_even_after_an_error(monkeypatch):
    frozen: list[bool] = []
    monkeypatch.setattr(entry.gc, "freeze", lambda: frozen.append(True))
    assert entry.gc.isenabled()
    with pytest.raises(RuntimeError):
        with entry.starting_up():
            assert not entry.gc.isenabled()
            raise RuntimeError("a start-up failure")
    assert entry.gc.isenabled() and frozen == [True]


def test_the_self_test_prints_one_line_and_no_qt_chatter(tmp_path):
    import os
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "tabletop", "--self-test"], capture_output=True, text=True,
                          cwd=tmp_path, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("self-test passed") and "propagateSizeHints" not in done.stderr
