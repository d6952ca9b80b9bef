"""The Cartographers map as the paper pad draws it: terrains with their shapes, ruins, rulers, the shape in hand.

Every terrain is a colour double-coded with a shape; the marks are laid as small cached images where the screen is
dense enough, else drawn as paths. The scene (scene.py) places these items; they know nothing of turns.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QLine, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from tabletop.games.cartographers.components import Terrain
from tabletop.games.cartographers.grid import SIZE, bit
from tabletop.games.cartographers.sheet import Sheet
from tabletop.ui.items import (HotspotItem, Mark, Shape, TableItem, MARK_EDGE, WIDE_PEN, device_scale, draw_text,
                               mark_outline, mark_path)
from tabletop.ui.style import MUTED_INK, REFUSED

# Colour and shape for every terrain, as on the pad but double-coded for colour-blind players.
TERRAIN_MARKS = {
    Terrain.FOREST: Mark("#3f7d3a", Shape.TREE),
    Terrain.VILLAGE: Mark("#c0504d", Shape.SQUARE),
    Terrain.FARM: Mark("#e0b43c", Shape.DIAMOND),
    Terrain.WATER: Mark("#3f7fbf", Shape.CIRCLE),
    Terrain.MONSTER: Mark("#7a4a9a", Shape.STAR),
    Terrain.MOUNTAIN: Mark("#8a6a4a", Shape.TRIANGLE),
    Terrain.WASTELAND: Mark("#9a9a9a", Shape.CROSS),
}
FILL = {t: QColor(m.colour).lighter(135) for t, m in TERRAIN_MARKS.items()}
FILL[Terrain.FARM] = QColor("#f2cf6b")  # a farm must not fade into the paper
PAPER = QColor("#f6efdc")
MARK_COLOUR = {t: QColor(m.colour) for t, m in TERRAIN_MARKS.items()}
TINT = QColor(70, 160, 110, 38)  # where the chosen shape fits
RUINS_PEN = QPen(QColor("#5a4630"), 2)
PENDING_PEN = QPen(QColor("#1f3b3a"), 2, Qt.PenStyle.DashLine)
GRID_PEN = QPen(QColor("#b7a98a"), 1)
EDGE_PEN = QPen(QColor("#5a4630"), 2)
ROWS = "ABCDEFGHIJK"



class SheetItem(TableItem):
    """The 11×11 map drawn like the paper pad: terrain colours with their shapes, ruins, row and column labels."""

    def __init__(self, sheet: Sheet, cell: float, parent: QGraphicsItem | None = None):
        super().__init__(cell * SIZE, cell * SIZE, parent)
        self.sheet = sheet
        self.cell = cell
        self.tint = 0          # cells where the chosen shape fits
        self.staged: list[tuple[int, Terrain]] = []  # this seat's drawings not yet confirmed
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Told which part to repaint (the cells a moving shape left and entered), it draws only the marks there.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def cell_rect(self, row: int, col: int) -> QRectF:
        """Returns the rectangle of one cell in item coordinates."""
        return QRectF(col * self.cell, row * self.cell, self.cell, self.cell)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A few calls drawing many cells each: 121 cells drawn one by one cost more in Python than in Qt.
        # Each layer (tint, fills, marks, ruins, drawings not yet confirmed) stays inside its own cells, so
        # drawing layer by layer looks the same as drawing cell by cell.
        look = sheet_look(tuple(self.sheet.terrain(t) for t in Terrain), self.sheet.map.ruins, self.tint,
                          tuple(self.staged), self.cell)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PAPER)
        painter.drawRect(QRectF(0, 0, self.width, self.height))
        if look.tint:
            painter.setBrush(TINT)
            painter.drawRects(look.tint)
        for terrain, rects in look.fills:
            painter.setBrush(FILL[terrain])
            painter.drawRects(rects)
        if not paint_glyphs(painter, look.centres, self.cell * 0.26, option.exposedRect if option is not None else None):
            paint_marks(painter, look)
        if look.arcs:
            painter.setPen(RUINS_PEN)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for arc in look.arcs:
                painter.drawArc(arc, 0, 180 * 16)
            painter.drawLines(look.ruin_lines)
        if look.pending:
            painter.setPen(PENDING_PEN)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRects(look.pending)
        painter.setPen(GRID_PEN)
        painter.drawLines(look.grid)
        painter.setPen(EDGE_PEN)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(0, 0, self.width, self.height))


def paint_marks(painter: QPainter, look: SheetLook) -> None:
    """Paints the terrains' marks as paths, one per terrain."""
    wide = look.mark_pen.widthF() * device_scale(painter) >= WIDE_PEN  # see items.WIDE_PEN
    for (terrain, marks), (_, outlines) in zip(look.marks, look.outlines):
        painter.setBrush(MARK_COLOUR[terrain])
        if wide:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(marks)
            painter.setBrush(MARK_EDGE)
            painter.drawPath(outlines)
        else:
            painter.setPen(look.mark_pen)
            painter.drawPath(marks)


PHASES = 256  # a mark's place within a device pixel, in steps this fine: finer than Qt's own rasteriser places it
GLYPH_SCALE = 1.25  # device pixels a unit from which marks are painted as images (a high-density screen)


def paint_glyphs(painter: QPainter, centres: list[tuple[Terrain, list[QPointF]]], r: float,
                 exposed: QRectF | None = None) -> bool:
    """Paints the terrains' marks as images made once per size and place within a pixel, on a high-density screen;
    returns False (painting nothing) at a smaller scale, or where the painter turns or stretches its drawing.

    A mark's outline is the costly part of a map: on a high-density screen, filling 100-odd outlines took longer
    than the rest of the map. Each image is the mark as the painter would have drawn it there; laid on the map it
    differs from that by a shade or so in 255 along its edges. At a smaller scale the outlines cost less than
    placing the images, so they are drawn as they always were."""
    device = painter.deviceTransform()
    scale = device.m11()
    if device.m12() or device.m21() or scale < GLYPH_SCALE or device.m22() != scale:
        return False
    # After resetTransform the painter still maps by the device's own part (pixel ratio, a widget's offset).
    world_inverse, invertible = painter.worldTransform().inverted()
    own = world_inverse * device
    back, ok = own.inverted()
    if not (invertible and ok) or own.m12() or own.m21() or own.m11() != own.m22():
        return False
    ratio = own.m11()
    reach = r + max(1.0, r / 7) + 2 / scale  # a mark's extent around its centre, pen and smoothing included
    painter.save()
    painter.resetTransform()
    for terrain, points in centres:
        for centre in points:
            if exposed is not None and not exposed.intersects(
                    QRectF(centre.x() - reach, centre.y() - reach, 2 * reach, 2 * reach)):
                continue  # a hover repaints a few cells only
            x = scale * centre.x() + device.dx()
            y = scale * centre.y() + device.dy()
            ix, iy = math.floor(x), math.floor(y)
            image, reach = mark_glyph(terrain, r, scale, round((x - ix) * PHASES) / PHASES,
                                      round((y - iy) * PHASES) / PHASES, ratio)
            painter.drawImage(back.map(QPointF(ix - reach, iy - reach)), image)
    painter.restore()
    return True


@lru_cache(maxsize=4096)
def mark_glyph(terrain: Terrain, r: float, scale: float, fx: float, fy: float, ratio: float) -> tuple[QImage, int]:
    """Returns a terrain's mark of radius `r` drawn `scale` device pixels a unit with its centre (`fx`, `fy`) into
    a pixel, as items.draw_mark draws it, and how many whole pixels its centre's pixel is from the image's edges."""
    width = max(1.0, r / 7)
    reach = math.ceil((r + width) * scale) + 2
    image = QImage(2 * reach + 1, 2 * reach + 1, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setTransform(QTransform(scale, 0, 0, scale, reach + fx, reach + fy))
    painter.setBrush(MARK_COLOUR[terrain])
    shape = TERRAIN_MARKS[terrain].shape
    if width * scale >= WIDE_PEN:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(mark_path(shape, r))
        painter.setBrush(MARK_EDGE)
        painter.drawPath(mark_outline(shape, r, width))
    else:
        painter.setPen(QPen(MARK_EDGE, width))
        painter.drawPath(mark_path(shape, r))
    painter.end()
    image.setDevicePixelRatio(ratio)  # one image pixel a device pixel
    return image, reach


class SheetLook(NamedTuple):
    """What a map sheet paints, layer by layer, in item coordinates."""

    tint: list[QRectF]                          # empty cells where the chosen shape fits
    fills: list[tuple[Terrain, list[QRectF]]]   # each terrain's cells
    centres: list[tuple[Terrain, list[QPointF]]]  # each terrain's cells' centres, where its marks go
    marks: list[tuple[Terrain, QPainterPath]]   # each terrain's shapes, one path for all its cells
    outlines: list[tuple[Terrain, QPainterPath]]  # their outlines drawn with mark_pen, as areas to fill
    mark_pen: QPen
    arcs: list[QRectF]                          # the ruins' arches...
    ruin_lines: list[QLine]                     # ...and their sides
    pending: list[QRectF]                       # drawings not yet confirmed
    grid: list[QLineF]


@lru_cache(maxsize=64)
def sheet_look(layers: tuple[int, ...], ruins: int, tint: int, staged: tuple[tuple[int, Terrain], ...],
               cell: float) -> SheetLook:
    """Returns what a sheet with these terrain masks (in Terrain order), ruins, tint and staged drawings paints.

    Kept for the last few sheets: a hover or a redraw that changed nothing else on a map builds nothing."""
    terrains = list(Terrain)
    fills: dict[Terrain, list[QRectF]] = {}
    centres: dict[Terrain, list[QPointF]] = {}
    marks: dict[Terrain, QPainterPath] = {}
    outlines: dict[Terrain, QPainterPath] = {}
    tinted: list[QRectF] = []
    arcs: list[QRectF] = []
    ruin_lines: list[QLine] = []
    pending: list[QRectF] = []
    r_mark = cell * 0.26
    pen_width = max(1.0, r_mark / 7)  # as items.draw_mark draws a mark
    for r in range(SIZE):
        for c in range(SIZE):
            b = bit(r, c)
            rect = QRectF(c * cell, r * cell, cell, cell)
            terrain = next((terrains[k] for k, layer in enumerate(layers) if layer & b), None)
            staged_here = next((t for m, t in staged if m & b), None)
            if terrain is None and staged_here is not None:
                terrain = staged_here
            if tint & b and terrain is None:
                tinted.append(rect)
            if terrain is not None:
                fills.setdefault(terrain, []).append(rect.adjusted(1, 1, -1, -1))
                shape = TERRAIN_MARKS[terrain].shape
                centres.setdefault(terrain, []).append(rect.center())
                marks.setdefault(terrain, QPainterPath()).addPath(mark_path(shape, r_mark).translated(rect.center()))
                outlines.setdefault(terrain, QPainterPath()).addPath(
                    mark_outline(shape, r_mark, pen_width).translated(rect.center()))
            if ruins & b:
                # Ruins: a broken-arch outline, drawn over whatever fills the space. The sides are whole
                # pixels, as they always were (QPainter.drawLine with numbers takes integers).
                arcs.append(rect.adjusted(cell * 0.15, cell * 0.15, -cell * 0.15, cell * 0.3))
                for x in (rect.left() + cell * 0.15, rect.right() - cell * 0.15):
                    ruin_lines.append(QLine(int(x), int(rect.center().y() + 2), int(x),
                                            int(rect.bottom() - cell * 0.12)))
            if staged_here is not None:
                pending.append(rect.adjusted(2, 2, -2, -2))
    side = cell * SIZE
    grid = [line for k in range(SIZE + 1) for line in (QLineF(k * cell, 0, k * cell, side),
                                                       QLineF(0, k * cell, side, k * cell))]
    for path in (*marks.values(), *outlines.values()):
        path.setFillRule(Qt.FillRule.WindingFill)  # as each shape's own path fills (a tree's tiers as one)
    return SheetLook(tinted, list(fills.items()), list(centres.items()), list(marks.items()), list(outlines.items()),
                     QPen(MARK_EDGE, pen_width), arcs, ruin_lines, pending, grid)


class RulerItem(TableItem):
    """The map's row letters down its left side and column numbers along its top, as printed on the pad."""

    LEFT, TOP = 32, 22  # where the map's top-left corner is in this item

    def __init__(self, cell: float, parent: QGraphicsItem | None = None):
        super().__init__(self.LEFT + cell * SIZE, self.TOP + cell * SIZE, parent)
        self.cell = cell
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.strips = QPainterPath()
        self.strips.addRect(QRectF(0, self.TOP, self.LEFT, cell * SIZE))
        self.strips.addRect(QRectF(self.LEFT, 0, cell * SIZE, self.TOP))

    def shape(self) -> QPainterPath:
        """Returns the two strips of labels: the map between them belongs to the sheet."""
        return self.strips

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        centre = Qt.AlignmentFlag.AlignCenter
        for k in range(SIZE):
            draw_text(painter, QRectF(0, self.TOP + k * self.cell, 30, self.cell), ROWS[k], 11, True, MUTED_INK,
                      centre)
            draw_text(painter, QRectF(self.LEFT + k * self.cell, 0, self.cell, 20), str(k + 1), 11, True,
                      MUTED_INK, centre)


class CellsHotspot(HotspotItem):
    """An invisible area over some map cells carrying one rule's tooltip (all the printed mountains, say)."""

    def __init__(self, cells: list[tuple[int, int]], cell: float, parent: QGraphicsItem | None = None):
        super().__init__(cell * SIZE, cell * SIZE, parent)
        self.area = QPainterPath()
        for r, c in cells:
            self.area.addRect(QRectF(c * cell, r * cell, cell, cell))

    def shape(self) -> QPainterPath:
        """Returns the cells' area: the tooltip shows over them only."""
        return self.area


class GhostItem(QGraphicsRectItem):
    """The shape under the mouse: terrain colour, green edge where it fits, red where it does not."""

    def __init__(self, cells: list[tuple[int, int]], cell: float, terrain: Terrain, fits: bool,
                 parent: QGraphicsItem):
        super().__init__(parent)
        self.cells = cells
        self.cell = cell
        self.terrain = terrain
        self.fits = fits
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

        # Just the shape's cells: moving the shape repaints where it was and where it is, not the whole map.
        rows = [r for r, _ in cells] or [0]
        cols = [c for _, c in cells] or [0]
        self._bounds = QRectF(min(cols) * cell, min(rows) * cell, (max(cols) - min(cols) + 1) * cell,
                              (max(rows) - min(rows) + 1) * cell).adjusted(-2, -2, 2, 2)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(TERRAIN_MARKS[self.terrain].colour)
        colour.setAlpha(150)
        edge = QColor("#1e8a3c") if self.fits else REFUSED
        for r, c in self.cells:
            rect = QRectF(c * self.cell, r * self.cell, self.cell, self.cell)
            painter.setPen(QPen(edge, 3))
            painter.setBrush(colour)
            painter.drawRect(rect.adjusted(2, 2, -2, -2))


