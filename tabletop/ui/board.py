"""A hex board drawn from a graph: tiles, the routes between intersections, pieces on them; zoom and pan.

Any game whose board is hexes with pieces on their corners (Starfarers' galaxy; a Catan island) hands it a
`BoardLayout` in board units (a hex's circumradius is 1) and gets one item that fits the layout into its frame,
draws tiles and routes in one pass (hundreds of each: one item, not hundreds, keeps a redraw cheap), and turns
a click into the nearest intersection. Pieces and highlights are small child items placed by the game.
The wheel zooms around the pointer and a drag pans; double-click goes back to the whole board.
"""

from __future__ import annotations

import math
from typing import Callable, NamedTuple, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent,
                               QGraphicsSceneWheelEvent, QStyleOptionGraphicsItem, QWidget)

from tabletop.ui.items import draw_mark, draw_text
from tabletop.marks import Mark

SPACE = QColor("#10182c")
ROUTE = QColor("#3b4a6b")
CAPTION = QColor(16, 24, 44, 200)


class Tile(NamedTuple):
    """One hex: its centre in board units, fill, an optional mark and label (a number disc), its rule id."""

    id: str
    x: float
    y: float
    fill: str
    mark: Mark | None = None
    label: str = ""
    rule_id: str = ""


class Caption(NamedTuple):
    """A short name printed on the board (a region's number or letter), centred on a point in board units."""

    x: float
    y: float
    text: str


class BoardLayout(NamedTuple):
    """A board as drawn: hex tiles (flat-topped, or pointy-topped for a board turned a quarter), intersections
    (id -> position), the routes joining them, captions, and the room left around them (board units)."""

    tiles: Sequence[Tile]
    nodes: dict[str, tuple[float, float]]
    routes: Sequence[tuple[str, str]]
    captions: Sequence[Caption] = ()
    pointy: bool = False
    margin: float = 1.0


def hexagon(x: float, y: float, r: float, pointy: bool = False) -> QPainterPath:
    """Returns a flat-topped (or pointy-topped) hexagon of circumradius `r` centred on (x, y)."""
    path = QPainterPath()
    for k in range(6):
        angle = math.pi / 3 * k + (math.pi / 6 if pointy else 0.0)
        point = QPointF(x + r * math.cos(angle), y + r * math.sin(angle))
        path.moveTo(point) if k == 0 else path.lineTo(point)
    path.closeSubpath()
    return path


class HexBoardItem(QGraphicsObject):
    """The board in a frame of `width` × `height`. Emits `node_clicked(id)` for a click near an intersection.

    `tip_for`, set by the game, returns the tooltip of an intersection or a tile by its id ("" for none): the
    board is one item, so hovering asks it per point instead of each place carrying its own tooltip.
    """

    node_clicked = Signal(str)
    PICK_RADIUS = 0.45  # board units: a click this close to an intersection means it

    def __init__(self, layout: BoardLayout, width: float, height: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.layout = layout
        self.width, self.height = width, height
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)
        self.tip_for: Callable[[str], str] | None = None
        xs = [t.x for t in layout.tiles] + [p[0] for p in layout.nodes.values()]
        ys = [t.y for t in layout.tiles] + [p[1] for p in layout.nodes.values()]
        m = layout.margin
        self.bounds = QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m, max(ys) - min(ys) + 2 * m)
        # The board's own layer: tiles, routes and pieces, moved by zoom and pan inside the clipped frame.
        self.content = _Content(self)
        self._fit = min(width / self.bounds.width(), height / self.bounds.height())
        self.zoom = 1.0
        self._offset = QPointF(0, 0)
        self._drag: QPointF | None = None
        self._place()

    # --- geometry -------------------------------------------------------------------------------
    def scale(self) -> float:
        """Returns pixels per board unit at the current zoom."""
        return self._fit * self.zoom

    def to_item(self, x: float, y: float) -> QPointF:
        """Returns where a board point is drawn, in this item's coordinates."""
        return self.content.mapToParent(QPointF(x, y))

    def node_at(self, pos: QPointF) -> str | None:
        """Returns the intersection within reach of a point in this item's coordinates, or None."""
        board = self.content.mapFromParent(pos)
        best, reach = None, self.PICK_RADIUS ** 2
        for node, (x, y) in self.layout.nodes.items():
            d = (x - board.x()) ** 2 + (y - board.y()) ** 2
            if d <= reach:
                best, reach = node, d
        return best

    def tile_at(self, pos: QPointF) -> Tile | None:
        """Returns the tile under a point in this item's coordinates, or None."""
        board = self.content.mapFromParent(pos)
        best, reach = None, 0.87 ** 2  # inside the hexagon's inner circle
        for tile in self.layout.tiles:
            d = (tile.x - board.x()) ** 2 + (tile.y - board.y()) ** 2
            if d <= reach:
                best, reach = tile, d
        return best

    def tip_at(self, pos: QPointF) -> str:
        """Returns the tooltip for a point in this item's coordinates: its intersection's, else its tile's."""
        if self.tip_for is None:
            return ""
        node = self.node_at(pos)
        tip = self.tip_for(node) if node is not None else ""
        if not tip:
            tile = self.tile_at(pos)
            tip = self.tip_for(tile.id) if tile is not None else ""
        return tip

    def set_zoom(self, zoom: float, anchor: QPointF | None = None) -> None:
        """Zooms to `zoom` (1 = the whole board), keeping the board point under `anchor` where it is."""
        zoom = min(max(zoom, 1.0), 4.0)
        anchor = QPointF(self.width / 2, self.height / 2) if anchor is None else anchor
        before = self.content.mapFromParent(anchor)
        self.zoom = zoom
        self._place()
        after = self.content.mapToParent(before)
        self._offset += anchor - after
        self._place()

    def _place(self) -> None:
        s = self.scale()
        # Centre the whole board, then apply the pan, kept so the board never leaves the frame empty.
        centred = QPointF((self.width - self.bounds.width() * s) / 2, (self.height - self.bounds.height() * s) / 2)
        if self.zoom == 1.0:
            self._offset = QPointF(0, 0)
        limit_x = max(0.0, (self.bounds.width() * s - self.width) / 2)
        limit_y = max(0.0, (self.bounds.height() * s - self.height) / 2)
        self._offset = QPointF(min(max(self._offset.x(), -limit_x), limit_x),
                               min(max(self._offset.y(), -limit_y), limit_y))
        origin = centred + self._offset - QPointF(self.bounds.left() * s, self.bounds.top() * s)
        self.content.setTransform(QTransform(s, 0, 0, s, origin.x(), origin.y()))

    # --- Qt ---------------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(0, 0, self.width, self.height)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.boundingRect(), 8, 8)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SPACE)
        painter.drawRoundedRect(self.boundingRect(), 8, 8)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        tip = self.tip_at(event.pos())
        if tip != self.toolTip():
            self.setToolTip(tip)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802
        self.set_zoom(self.zoom * (1.25 if event.delta() > 0 else 0.8), event.pos())
        event.accept()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._drag = event.pos()
        self._moved = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._drag is not None and self.zoom > 1.0:
            delta = event.pos() - self._drag
            if abs(delta.x()) + abs(delta.y()) > 3 or self._moved:
                self._moved = True
                self._offset += delta
                self._drag = event.pos()
                self._place()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._drag is not None and not self._moved:
            node = self.node_at(event.pos())
            if node is not None:
                # The move the click plays may rebuild the galaxy, deleting this board: never inside its own mouse
                # handler. Posted with the board as the context, so a board deleted meanwhile emits nothing.
                QTimer.singleShot(0, self, lambda: self.node_clicked.emit(node))
        self._drag = None

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.set_zoom(1.0)


class _Content(QGraphicsItem):
    """The board in board units: tiles and routes painted at once; pieces are its children."""

    def __init__(self, board: HexBoardItem):
        super().__init__(board)
        self.board = board
        layout = board.layout
        self._routes = QPainterPath()
        for a, b in layout.routes:
            (ax, ay), (bx, by) = layout.nodes[a], layout.nodes[b]
            self._routes.moveTo(ax, ay)
            self._routes.lineTo(bx, by)
        self._tiles = [(tile, hexagon(tile.x, tile.y, 0.97, layout.pointy)) for tile in layout.tiles]

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.board.bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for tile, path in self._tiles:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(tile.fill)))
            painter.drawPath(path)
        painter.setPen(QPen(ROUTE, 0.06))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._routes)
        # Marks and labels are drawn in pixels, not board units, so outlines and text stay crisp at every zoom.
        s = self.board.scale()
        painter.save()
        painter.scale(1 / s, 1 / s)
        for tile, _ in self._tiles:
            if tile.mark is not None:
                draw_mark(painter, tile.mark, QPointF(tile.x * s, (tile.y - 0.3) * s), 0.2 * s)
            if tile.label:
                box = QRectF((tile.x - 0.6) * s, tile.y * s, 1.2 * s, 0.5 * s)
                draw_text(painter, box, tile.label, max(6.0, 0.28 * s), True, QColor("#f4f1e8"),
                          Qt.AlignmentFlag.AlignCenter)
        for caption in self.board.layout.captions:
            # Board units wide enough for the name; a wide (CJK) character counts as two narrow ones.
            width = sum(2 if ord(c) > 0x2E80 else 1 for c in caption.text)
            half = max(0.3, 0.1 * width + 0.2)
            box = QRectF((caption.x - half) * s, (caption.y - 0.22) * s, 2 * half * s, 0.44 * s)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(CAPTION)
            painter.drawRoundedRect(box, 0.2 * s, 0.2 * s)
            draw_text(painter, box, caption.text, max(6.0, 0.26 * s), True, QColor("#f4f1e8"),
                      Qt.AlignmentFlag.AlignCenter)
        painter.restore()
