"""The timeline's slider: one step per moment, the costliest moves marked under the groove."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget

MARK = QColor("#c0392b")


class MomentSlider(QSlider):
    """A horizontal slider over a game's moments with red marks at the moments of the costliest moves."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setMinimumHeight(30)
        self.setPageStep(10)
        self.marked: tuple[int, ...] = ()

    def mark(self, moments: Sequence[int]) -> None:
        """Marks these moments (the costliest moves') under the groove."""
        self.marked = tuple(moments)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self.marked:  # under the groove and the handle, which the style paints over them
            option = QStyleOptionSlider()
            self.initStyleOption(option)
            handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                                 QStyle.SubControl.SC_SliderHandle, self)
            span = self.width() - handle.width()
            painter = QPainter(self)
            painter.setPen(QPen(MARK, 4))
            for moment in self.marked:
                x = handle.width() / 2 + QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), moment, span)
                painter.drawLine(int(x), 3, int(x), self.height() - 3)
            painter.end()
        super().paintEvent(event)
