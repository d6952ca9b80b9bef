"""The hint's mark on the table: a frame around what to click or where a drawing goes."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

HINT = QColor("#2f5f8a")  # the side panel's hint colour: the frame and the sentence read as one


class HintFrame(QGraphicsItem):
    """A dashed blue frame around the item a hint points at; it takes no clicks, so the item stays clickable."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = rect.adjusted(-6, -6, 6, 6)
        self.setZValue(90)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setData(0, "hint")

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 7))
        painter.drawRoundedRect(self.rect, 10, 10)
        painter.setPen(QPen(HINT, 4, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self.rect, 10, 10)


def frame_hint(scene: QGraphicsScene, rect: QRectF) -> QRectF:
    """Adds a hint frame around a scene rectangle (the next redraw removes it); returns the rectangle."""
    scene.addItem(HintFrame(rect))
    return rect
