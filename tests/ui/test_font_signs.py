"""The bundled font draws each comparison sign the way it opens, judged from its pixels."""

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tabletop.ui.style import font

SIZE = 96


def ink_rows(text: str, bold: bool) -> list[list[int]]:
    """Returns, for each pixel row with ink, the x of its dark pixels, with `text` drawn large in the app font."""
    image = QImage(SIZE, SIZE, QImage.Format.Format_Grayscale8)
    image.fill(255)
    painter = QPainter(image)
    f = font(1, bold)
    f.setPixelSize(SIZE * 3 // 4)
    painter.setFont(f)
    painter.setPen(QColor(0, 0, 0))
    painter.drawText(QRectF(0, 0, SIZE, SIZE), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    rows = [[x for x in range(SIZE) if image.pixelColor(x, y).value() < 128] for y in range(SIZE)]
    return [xs for xs in rows if xs]


def opening(text: str, bold: bool) -> str:
    """Returns '<' when the sign's top arm ends right of its middle (it points left, like <), else '>'."""
    rows = ink_rows(text, bold)
    centre = sum(sum(xs) / len(xs) for xs in rows) / len(rows)
    top = rows[: max(1, len(rows) // 4)]
    top_x = sum(sum(xs) / len(xs) for xs in top) / len(top)
    return "<" if top_x > centre else ">"


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_comparison_signs_open_their_own_way(app, bold):
    # The plain signs anchor the measure: if they failed, the measure and not the font would be wrong.
    assert opening("<", bold) == "<" and opening(">", bold) == ">"
    assert {sign: opening(sign, bold) for sign in "≤≦≥≧"} == {"≤": "<", "≦": "<", "≥": ">", "≧": ">"}
