"""No two texts on a table are painted over each other, and none is cut off by its clip (issue 30).

Every text run the window paints is measured with its glyph rectangle and clip on the screen
(tabletop/ui/text_meter.py); `overlaps` and `clipped` judge them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel, QListWidget, QVBoxLayout, QWidget

from tabletop.ui.text_meter import clipped, measure, overlaps


# --- the meter's geometry itself -------------------------------------------------------------------------------

def test_the_meter_finds_texts_over_each_other_and_texts_cut_by_their_clip(app: Any, qtbot: Any) -> None:
    top = QWidget()
    qtbot.addWidget(top)
    top.resize(600, 400)
    layout = QVBoxLayout(top)
    roomy = QLabel("Roomy gypsy")
    roomy.setFixedHeight(30)
    squashed = QLabel("Squashed gypsy")
    squashed.setFixedHeight(8)  # its descenders (and more) fall outside
    rows = QListWidget()
    rows.addItems([f"row {i} gy" for i in range(40)])
    rows.setFixedHeight(100)  # scrolls: its last row half shown is no cut
    for w in (roomy, squashed, rows):
        layout.addWidget(w)
    top.show()
    qtbot.waitExposed(top)
    runs = measure(top)
    texts = [t.text for t in runs]
    assert "Roomy gypsy" in texts and "row 0 gy" in texts and "row 39 gy" not in texts  # scrolled out: unseen
    assert [t.text for t in clipped(runs)] == ["Squashed gypsy"]
    assert not overlaps(runs)
    roomy_rect = next(t.rect for t in runs if t.text == "Roomy gypsy")
    assert roomy.geometry().contains(roomy_rect.toAlignedRect().adjusted(1, 1, -1, -1))  # on the screen, in px
    over = QLabel("Over", top)
    over.move(roomy.mapTo(top, QPoint(4, 0)))
    over.resize(over.sizeHint().width(), roomy.height())
    over.show()
    pairs = overlaps(measure(top))
    assert [(a.text, b.text) for a, b in pairs] in ([("Roomy gypsy", "Over")], [("Over", "Roomy gypsy")])
