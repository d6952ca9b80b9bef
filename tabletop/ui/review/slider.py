"""The timeline's slider: one step per moment, the costliest moves marked under the groove."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QToolTip, QWidget

MARK = QColor("#c0392b")
NEAR_PX = 6  # a tooltip over a mark tells that move's note


class MomentSlider(QSlider):
    """A horizontal slider over a game's moments with red marks at the moments of the costliest moves."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setMinimumHeight(30)
        self.setPageStep(10)
        self.marked: tuple[int, ...] = ()
        self.tips: tuple[str, ...] = ()

    def mark(self, moments: Sequence[int], tips: Sequence[str] = ()) -> None:
        """Marks these moments (the costliest moves') under the groove, each with its note as a tooltip."""
        self.marked = tuple(moments)
        self.tips = tuple(tips)
        self.update()

    def mark_x(self, moment: int) -> float:
        """Returns where a moment's mark is drawn, in the slider's pixels."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                             QStyle.SubControl.SC_SliderHandle, self)
        span = self.width() - handle.width()
        return handle.width() / 2 + QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), moment, span)

    def tip_at(self, x: float) -> str:
        """Returns the note of the mark under `x` (slider pixels), or ""."""
        near = [(abs(self.mark_x(m) - x), k) for k, m in enumerate(self.marked) if k < len(self.tips)]
        best = min(near, default=None)
        return self.tips[best[1]] if best is not None and best[0] <= NEAR_PX else ""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tip_at(event.pos().x())
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if self.marked:  # under the groove and the handle, which the style paints over them
            painter = QPainter(self)
            painter.setPen(QPen(MARK, 4))
            for moment in self.marked:
                x = self.mark_x(moment)
                painter.drawLine(int(x), 3, int(x), self.height() - 3)
            painter.end()
        super().paintEvent(event)
