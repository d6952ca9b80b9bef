"""No two texts of the Cartographers, Star Cartel and Thief's Market tables overlap and none is cut by its clip, at
sampled moments of seeded games in both languages (issue 30; tests/ui/text_overlap.py measures them)."""

from __future__ import annotations

import pytest

from tests.ui.text_moments import Setup, open_window
from tests.ui.text_overlap import cut, done_with, overlapping, sampled

SETUPS = (Setup("cartographers", 1, {}),
          Setup("cartographers", 3, {"side_b": True, "skills": True, "promo_ambushes": True}),
          Setup("star-cartel", 3, {"abilities": True}), Setup("star-cartel", 6, {"abilities": True}),
          Setup("thiefs-market", 3, {}), Setup("thiefs-market", 5, {"promos": True}))


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("setup", SETUPS, ids=[s.name for s in SETUPS])
def test_no_text_overlaps_another_or_is_cut(setup, language, qtbot, qapp):
    window = open_window(language)
    qtbot.addWidget(window)
    found = []
    try:
        for moment, runs in sampled(window, setup):
            assert runs, f"{moment}: no text measured"
            found += [f"{moment}: {a!r} over {b!r}" for a, b in overlapping(runs)]
            found += [f"{moment}: {text!r} cut by its clip" for text in cut(runs)]
    finally:
        done_with(window)
    assert not found, "\n".join(found[:20])


def test_the_measure_finds_texts_over_each_other_and_cut(qtbot, qapp):
    """The measure itself: two labels planted on one spot overlap, a label past its clipping parent is cut."""
    from PySide6.QtWidgets import QGraphicsItem

    from tabletop.ui.items import LabelItem, PanelItem
    from tests.ui.text_overlap import board_runs
    from tests.ui.text_moments import NAMES
    from tabletop.engine.session import SeatInfo, Session
    from tabletop.games import available_games

    window = open_window("en")
    qtbot.addWidget(window)
    session = Session(available_games()["thiefs-market"], [SeatInfo(n) for n in NAMES[:3]], {}, 3)
    page = window.open_session(session, window.paths.saves / "planted.json")
    page.curtain.hide()
    scene = page.scene
    for text in ("Planted one", "Planted two"):
        label = LabelItem(200, 30, text, 12)
        label.setPos(600, 600)
        scene.addItem(label)
    box = PanelItem(60, 20)
    box.setPos(600, 700)
    box.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
    scene.addItem(box)
    LabelItem(200, 20, "Cut words here", 12, parent=box)
    runs = board_runs(page.board)
    assert ("Planted one", "Planted two") in overlapping(runs)
    assert "Cut words here" in cut(runs)
    done_with(window)
