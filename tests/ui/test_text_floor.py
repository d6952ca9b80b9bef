"""No text on a table is smaller than 10 px on a 1366×768 screen, in English or Japanese, and none is painted
spilling out of its box because the floor stopped it shrinking (issue 21).

Seeded games, every seat a person, are played to moments spread over the game (most of them late, where
tables are fullest) and to the final table; at each the whole window is rendered into a paint device that
writes down every text with its size in device pixels (tabletop/ui/text_meter.py).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QPainter, QTransform

from tabletop.ui.items import FLOOR_PX, draw_text, least_points, record_overflows, screen_scale, text_rect
from tabletop.ui.text_meter import TextMeter, on_screen_pixels
from tests.ui.text_moments import NEWER_TABLES, OLDER_TABLES, moments, open_window

TABLES = OLDER_TABLES + NEWER_TABLES  # at their busiest
CASES = [pytest.param(s, id=s.name) for s in TABLES]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("setup", CASES)
def test_no_text_is_under_the_floor_nor_spills_out_of_its_box(app, qtbot, language, setup):
    window = open_window(language)
    qtbot.addWidget(window)
    try:
        measure_all(window, setup, language)
    finally:  # the next test starts in English, without this window's translators
        window.language.use("en")
        for translator in window.language._translators:
            app.removeTranslator(translator)


def measure_all(window, setup, language: str) -> None:
    """Fails naming every text under the floor or spilling out of its box at the setup's moments."""
    small: dict[str, str] = {}
    spilling: dict[str, str] = {}
    seen = 0
    kanji = 0
    for moment, texts, overflows in moments(window, setup):
        seen += len(texts)
        kanji += sum(1 for t in texts if any("\u4e00" <= ch <= "\u9fff" for ch in t.text))
        for t in texts:
            if t.pixels < FLOOR_PX - 0.01:
                small.setdefault(t.text.strip(), f"{t.pixels:.1f} px at {moment}")
        for o in overflows:
            spilling.setdefault(o.text, f"{o.box[0]:.0f}×{o.box[1]:.0f} needs {o.needs[0]:.0f}×{o.needs[1]:.0f} "
                                        f"at {o.points:g} pt, {moment}")
    assert seen > 200  # the meter saw the tables' texts
    assert (kanji > 50) == (language == "ja")  # in the language asked for
    assert not small, "texts under the floor:\n" + "\n".join(f"{k!r}: {v}" for k, v in sorted(small.items()))
    assert not spilling, "texts spilling out of their boxes:\n" + "\n".join(
        f"{k!r}: {v}" for k, v in sorted(spilling.items()))


# --- the floor and the meter themselves ------------------------------------------------------------------------

def test_the_meter_sees_a_text_at_its_size_on_screen(app):
    meter = TextMeter(400, 300)
    painter = QPainter(meter)
    painter.scale(0.5, 0.5)
    font = QFont("Tabletop Sans")
    font.setPointSizeF(12)  # 16 px at 96 dpi, halved by the scale
    painter.setFont(font)
    painter.drawText(QRectF(10, 10, 300, 40), 0, "漢字 kanji")
    painter.end()
    assert [t.text for t in meter.texts] == ["漢字 kanji"]  # runs of one line, joined back
    assert meter.texts[0].pixels == pytest.approx(8.0)
    assert on_screen_pixels(9, -1, QTransform.fromScale(2, 2)) == pytest.approx(24.0)


def test_draw_text_shrinks_to_fit_but_never_under_the_floor_on_screen(app):
    long = "A text far too long for the small box it is given"
    for scale in (0.6, 0.85, 1.0, 2.0):
        meter = TextMeter(800, 600)
        painter = QPainter(meter)
        painter.scale(scale, scale)
        with record_overflows() as spilled:
            draw_text(painter, QRectF(0, 0, 60, 14), long, 14)      # cannot fit: stops at the floor
            draw_text(painter, QRectF(0, 100, 400, 40), "fits", 6)  # asked smaller than the floor: lifted
        painter.end()
        assert min(t.pixels for t in meter.texts) >= FLOOR_PX - 0.01, scale
        assert [o.text for o in spilled] == [long]  # and the layout is told it has to give room
    wide = QRectF(0, 0, 2000, 40)
    assert text_rect(wide, "roomy", 14, scale=0.85)[0] == 14  # room enough: the size asked for
    points, bound = text_rect(QRectF(0, 0, 60, 14), long, 14, scale=0.85)
    assert points == least_points(0.85) and bound.height() > 14  # what draw_text paints at that scale


def test_layouts_are_planned_at_the_scale_of_a_1366_by_768_screen():
    scale = screen_scale(1240, 900)
    assert 0.8 < scale < 0.9
    assert least_points(scale) * 96 / 72 * scale >= FLOOR_PX
    assert (least_points(scale) - 0.5) * 96 / 72 * scale < FLOOR_PX  # the smallest half point that makes it
