"""The app with damaged saves in its folder: it starts, lists each as a problem, refuses it, never touches it."""

from __future__ import annotations

import json
import os

from PySide6.QtCore import Qt

from tests.fuzz.test_fuzz_saves import VALID, encoded, with_value

DAMAGED = {
    "to-act-number.json": encoded(with_value(VALID[0], ("status", "to_act"), 3)),
    "to-act-null.json": encoded(with_value(VALID[0], ("status", "to_act"), None)),
    "to-act-no-seat.json": encoded(with_value(VALID[0], ("status", "to_act"), [-100])),
    "status-text.json": encoded(with_value(VALID[0], ("status",), "over")),
    "tags-list.json": encoded(with_value(VALID[1], ("tags",), [1, 2])),
    "unknown-bot.json": encoded(with_value(VALID[0], ("players", 2, "bot"), "genius")),
    "unknown-kind.json": encoded(with_value(VALID[0], ("players", 2, "kind"), "robot")),
    "deep.json": b"[" * 100_000 + b"]" * 100_000,
    "long-number.json": b'{"format": "tabletop-save", "seed": ' + b"7" * 5000 + b"}",
    "cut-short.json": encoded(VALID[0])[:200],
    "binary.json": b"\xff\xfe\x00",
}


def test_the_app_starts_lists_damaged_saves_as_problems_and_refuses_them(app, qtbot, paths):
    from tabletop.ui.app import make_window
    from tabletop.ui.settings import Settings

    Settings(language="en", bot_delay_ms=0).save(paths.settings_file)
    paths.saves.mkdir(parents=True)
    (paths.saves / "good.json").write_bytes(encoded(VALID[0]))
    os.utime(paths.saves / "good.json", ns=(10**18, 10**18))
    stamps = {}
    for k, (name, raw) in enumerate(DAMAGED.items()):
        path = paths.saves / name
        path.write_bytes(raw)
        when = 10**18 + (k + 1) * 10**9  # a second apart
        os.utime(path, ns=(when, when))
        stamps[name] = path.stat().st_mtime_ns
    window = make_window(paths)  # listing the saves used to raise here, so the app could not start
    qtbot.addWidget(window)
    home = window.home
    assert home.saves.rowCount() == len(DAMAGED) + 1
    # A good save is placed by when it was last played (its own record), a damaged one by its file's time: found
    # here by name, not by place.
    damaged_rows = [row for row in range(home.saves.rowCount()) if home.saves.item(row, 0).text() in DAMAGED]
    (good_row,) = set(range(home.saves.rowCount())) - set(damaged_rows)
    assert len(damaged_rows) == len(DAMAGED)
    for row in damaged_rows:
        name = home.saves.item(row, 0).text()
        assert home.saves.item(row, 2).text() == "damaged: cannot continue"
        problem = home.saves.item(row, 1).toolTip()
        assert problem.startswith(f"{name}: ") and "\n" not in problem
        home.saves.selectRow(row)
        qtbot.mouseClick(home.continue_button, Qt.MouseButton.LeftButton)
        assert window.table is None and home.problem.text() == problem
    window.continue_game(paths.saves / "unknown-bot.json")  # straight from the window, as a signal would
    assert window.table is None and "genius" in home.problem.text() and "players[2].bot" in home.problem.text()
    for name, raw in DAMAGED.items():
        path = paths.saves / name
        assert path.read_bytes() == raw and path.stat().st_mtime_ns == stamps[name], name
    home.saves.selectRow(good_row)
    qtbot.mouseClick(home.continue_button, Qt.MouseButton.LeftButton)
    assert window.table is not None and window.table.controller.session.game.id == "star-cartel"
    window.leave_table()
    assert json.loads((paths.saves / "good.json").read_text(encoding="utf-8"))["game"] == "star-cartel"
