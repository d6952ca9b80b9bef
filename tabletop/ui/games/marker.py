"""The hint's mark on the table: a frame around what to click or where a drawing goes."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

HINT = QColor("#2f5f8a")  # the side panel's hint colour: the frame and the sentence read as one
# The frame hugs its item, in the gap tables leave between things: wider, it ran over the texts beside the item.
MARGIN = 4


class HintFrame(QGraphicsItem):
    """A dashed blue frame around the item a hint points at; it takes no clicks, so the item stays clickable."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        self.setZValue(90)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setData(0, "hint")

    def shown(self) -> QRectF:
        """Returns the frame's rectangle kept inside the table: a frame cut by the view's edge hides where it ends."""
        scene = self.scene()
        bounds = scene.sceneRect().adjusted(4, 4, -4, -4) if scene is not None else self.rect
        return self.rect.intersected(bounds) if bounds.contains(self.rect.center()) else self.rect

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.shown().adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 5))
        painter.drawRoundedRect(self.shown(), 10, 10)
        painter.setPen(QPen(HINT, 3, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self.shown(), 10, 10)


def frame_hint(scene: QGraphicsScene, rect: QRectF) -> QRectF:
    """Adds a hint frame around a scene rectangle (the next redraw removes it); returns the rectangle."""
    scene.addItem(HintFrame(rect))
    return rect
