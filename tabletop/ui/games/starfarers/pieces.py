"""The Starfarers pieces and place marks as drawn on the galaxy: each piece its own silhouette in its seat's colour
and shape, each mark the sign of what a click there does (the legend draws the same items)."""

from __future__ import annotations

import math
from typing import NamedTuple, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop.marks import Mark, Shape
from tabletop.ui.items import ButtonItem, TableItem, TextBox, draw_mark, draw_text, text_width
from tabletop.ui.style import INK as TEXT_INK
from tabletop.ui.style import PANEL_EDGE

INK = QColor("#10182c")
EDGE = QColor("#f4f1e8")
# The pieces' colours, each with its own shape; the neutral colour of a 3-player game is grey with its own shape.
COLOUR_MARKS = {
    "yellow": Mark("#e0c341", Shape.CIRCLE),
    "red": Mark("#c8412f", Shape.TRIANGLE),
    "white": Mark("#eeeeee", Shape.SQUARE),
    "blue": Mark("#3f74c9", Shape.DIAMOND),
    "green": Mark("#4f9a45", Shape.HEXAGON),
}
NEUTRAL_MARK = Mark("#8a8f99", Shape.CROSS)
# Pixel size of each piece on screen (at least 20 px, whatever the zoom).
PIECE_SIZE = {"colony": (20, 20), "spaceport": (28, 28), "colony_ship": (20, 26), "trade_ship": (28, 20),
              "station": (20, 20)}


def _silhouette(kind: str, w: float, h: float) -> QPainterPath:
    """Returns a piece's outline in a w × h box: a dome colony, a ringed spaceport, a rocket, a barge, a station."""
    path = QPainterPath()
    if kind == "colony":
        path.addEllipse(QRectF(0, 0, w, h))
    elif kind == "spaceport":
        path.addEllipse(QRectF(0, 0, w, h))
        path.addEllipse(QRectF(w * 0.22, h * 0.22, w * 0.56, h * 0.56))
    elif kind == "colony_ship":  # a rocket, nose up
        path.moveTo(w / 2, 0)
        path.lineTo(w, h * 0.4)
        path.lineTo(w, h)
        path.lineTo(0, h)
        path.lineTo(0, h * 0.4)
        path.closeSubpath()
    elif kind == "trade_ship":  # a wide cargo barge, pointed both ends
        path.moveTo(0, h / 2)
        path.lineTo(w * 0.22, 0)
        path.lineTo(w * 0.78, 0)
        path.lineTo(w, h / 2)
        path.lineTo(w * 0.78, h)
        path.lineTo(w * 0.22, h)
        path.closeSubpath()
    else:  # a trade station: a square with a docking notch
        path.addRect(QRectF(0, 0, w, h))
        notch = QPainterPath()
        notch.addRect(QRectF(w * 0.35, -1, w * 0.3, h * 0.25))
        path = path.subtracted(notch)
    return path


class Piece(TableItem):
    """A piece: its kind's silhouette filled with the seat's colour, the seat's shape inside; clicks pass on."""

    def __init__(self, kind: str, mark: Mark, parent: QGraphicsItem | None = None):
        w, h = PIECE_SIZE[kind]
        super().__init__(w, h, parent)
        self.mark = mark
        self.kind = kind
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlighted:
            painter.setPen(QPen(QColor("#ffd34d"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(-4, -4, self.width + 8, self.height + 8))
        path = _silhouette(self.kind, self.width, self.height)
        # A light edge: every seat colour, even the dark ones, stands out of the dark space.
        painter.setPen(QPen(EDGE, 1.2))
        painter.setBrush(QColor(self.mark.colour))
        painter.drawPath(path)
        centre = QPointF(self.width / 2, self.height * (0.62 if self.kind == "colony_ship" else 0.5))
        draw_mark(painter, Mark(INK.name(), self.mark.shape), centre, 4.5 if self.kind != "spaceport" else 3.5)


class SpotKind(NamedTuple):
    """What a click on a marked place does: its colour and the piece it shows inside the ring."""

    colour: str
    inner: str  # "" for a plain ring (fly here), else a piece kind drawn small inside


# Every kind of click on the galaxy, by the action kinds that make it.
SPOT_KINDS = {
    "fly": SpotKind("#ffd34d", ""),
    "found": SpotKind("#7bd66b", "colony"),
    "dock": SpotKind("#5fd0e6", "station"),
    "ship": SpotKind("#ff9d4d", "colony_ship"),
    "spaceport": SpotKind("#f4f1e8", "spaceport"),
}


def spot_kind(kind: str, what: str | None) -> str:
    """Returns which mark a node move carries: fly, found, dock, ship (build one) or spaceport (`what` is built)."""
    if kind == "found":
        return "found"
    if kind == "dock":
        return "dock"
    if kind == "build" and what == "spaceport":
        return "spaceport"
    if kind == "build":
        return "ship"
    return "fly"


class Spot(TableItem):
    """A mark on an intersection saying what a click there does; clicks pass to the board beneath."""

    def __init__(self, kind: str, radius: float = 12, parent: QGraphicsItem | None = None):
        super().__init__(radius * 2, radius * 2, parent)
        self.kind = kind
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        spot = SPOT_KINDS[self.kind]
        colour = QColor(spot.colour)
        fill = QColor(colour)
        fill.setAlpha(70)
        dashed = self.kind != "fly"
        painter.setPen(QPen(colour, 3, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
        painter.setBrush(fill)
        painter.drawEllipse(QRectF(1.5, 1.5, self.width - 3, self.height - 3))
        if spot.inner:
            w = self.width * 0.5
            path = _silhouette(spot.inner, w, w)
            painter.setPen(QPen(INK, 1))
            painter.setBrush(colour)
            painter.drawPath(path.translated(self.width / 2 - w / 2, self.height / 2 - w / 2))


class HazardItem(TableItem):
    """A hazard token on its planet: a pirate base (a dark spiked fort, red) or an ice planet (a pale ice disc),
    its strength in the middle."""

    def __init__(self, pirate: bool, strength: int, parent: QGraphicsItem | None = None):
        super().__init__(28, 28, parent)
        self.pirate = pirate
        self.strength = strength

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.width / 2
        centre = QPointF(r, r)
        if self.pirate:
            spikes = QPainterPath()
            for k in range(16):  # an eight-pointed spiked fort
                radius = r if k % 2 == 0 else r * 0.72
                angle = math.pi / 8 * k - math.pi / 2
                point = QPointF(r + radius * math.cos(angle), r + radius * math.sin(angle))
                spikes.moveTo(point) if k == 0 else spikes.lineTo(point)
            spikes.closeSubpath()
            painter.setPen(QPen(QColor("#e0513a"), 2))
            painter.setBrush(QColor("#2b2622"))
            painter.drawPath(spikes)
            ink = QColor("#ffffff")
        else:
            painter.setPen(QPen(QColor("#ffffff"), 2))
            painter.setBrush(QColor("#bfe6f5"))
            painter.drawEllipse(centre, r - 1, r - 1)
            painter.setPen(QPen(QColor("#6fa8c8"), 1.2))
            for k in range(3):  # frost lines behind the number
                angle = math.pi / 3 * k
                d = QPointF(math.cos(angle), math.sin(angle)) * (r - 3)
                painter.drawLine(centre - d, centre + d)
            ink = QColor("#10182c")
        draw_text(painter, QRectF(0, 0, self.width, self.height), str(self.strength), 10, True, ink,
                  Qt.AlignmentFlag.AlignCenter)


class Trail(QGraphicsItem):
    """A line in board units through the places a flying ship has passed this flight, start to where it is now."""

    def __init__(self, points: Sequence[tuple[float, float]], parent: QGraphicsItem):
        super().__init__(parent)
        self.points = [QPointF(*xy) for xy in points]
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        xs = [q.x() for q in self.points]
        ys = [q.y() for q in self.points]
        self._bounds = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(-0.2, -0.2, 0.2, 0.2)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A dark casing under a bright dashed line, so the path reads over space and over planets alike.
        painter.setPen(QPen(QColor(20, 20, 30, 170), 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPolyline(self.points)
        painter.setPen(QPen(QColor("#ffd34d"), 0.09, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPolyline(self.points)
        painter.setBrush(QColor("#ffd34d"))
        painter.setPen(Qt.PenStyle.NoPen)
        for q in self.points[1:-1]:  # a dot on each place passed, so every step counts at a glance
            painter.drawEllipse(q, 0.09, 0.09)


class CostChip(ButtonItem):
    """A build in the row of costs: its name and what it costs (a resource's mark and a count each), painted by
    the chip itself rather than by a dozen child items, since the row is redrawn at every click."""

    def __init__(self, width: float, height: float, name: str, cost: Sequence[tuple[Mark, int]],
                 parent: QGraphicsItem | None = None):
        super().__init__(width, height, name, parent=parent)
        self.cost = list(cost)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_frame(painter, QColor("#fff7dc") if self.highlighted else QColor("#f7f2e7"), PANEL_EDGE, 6)
        for k, (mark, _) in enumerate(self.cost):
            draw_mark(painter, mark, QPointF(10 + 19 * k, 27), 5)
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        boxes = [TextBox(QRectF(5, 2, self.width - 10, 16), self.text, 8, True, TEXT_INK,
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]
        boxes += [TextBox(QRectF(15.5 + 19 * k, 20, 9, 14), str(n), 8, True, TEXT_INK,
                          Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                  for k, (_, n) in enumerate(self.cost)]
        return boxes


class StepsBadge(TableItem):
    """The moving ship's steps left, in light type on a dark pill, so it reads over planets, routes and marks; a
    click passes through it to the mark below."""

    def __init__(self, text: str, parent: QGraphicsItem | None = None):
        super().__init__(text_width(text, 9, True) + 18, 20, parent)  # as wide as its words: it hides less
        self.text = text
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffd34d"), 1.2))
        painter.setBrush(QColor(16, 20, 34, 225))
        painter.drawRoundedRect(QRectF(0, 0, self.width, self.height), 10, 10)
        self.paint_texts(painter)

    def text_boxes(self) -> list[TextBox]:
        return [TextBox(QRectF(6, 1, self.width - 12, self.height - 2), self.text, 9, True, QColor("#ffd34d"),
                        Qt.AlignmentFlag.AlignCenter)]
