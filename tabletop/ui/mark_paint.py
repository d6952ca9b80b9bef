"""Painting a mark (a colour with its shape), without the table's graphics items: the home page's cards draw
their game's marks with this before any table is open (tabletop.ui.items builds its items on it).

Nothing here names an enum of Qt's `Qt` namespace, and `fill_mark` calls no method with an overload taking
one (QPainter.setPen, QBrush(colour)): the first such use builds all of the namespace's hundred-odd enums,
about 20 ms, and the home page is drawn without them. Overlapping parts of a shape are joined with `united`,
which gives the outline `simplified` gave with a winding fill.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen

from tabletop.marks import Mark, Shape


@lru_cache(maxsize=512)
def mark_path(shape: Shape, r: float) -> QPainterPath:
    """Returns the outline of `shape` centred on (0, 0) with radius `r`, shared: draw it, never change it.

    Every paint of every mark needs one, and a table paints hundreds of marks in a few sizes."""
    path = QPainterPath()
    if shape is Shape.CIRCLE:
        path.addEllipse(QPointF(0, 0), r, r)
    elif shape is Shape.SQUARE:
        path.addRoundedRect(QRectF(-r * 0.85, -r * 0.85, r * 1.7, r * 1.7), r * 0.2, r * 0.2)
    elif shape is Shape.TREE:  # overlapping parts (a tree's tiers, a cross's bars) joined into one outline
        for top, bottom, half in ((-r, -0.05 * r, 0.55 * r), (-0.55 * r, 0.5 * r, 0.85 * r)):
            tier = QPainterPath()
            tier.moveTo(0, top)
            tier.lineTo(half, bottom)
            tier.lineTo(-half, bottom)
            tier.closeSubpath()
            path = path.united(tier)
        trunk = QPainterPath()
        trunk.addRect(QRectF(-0.17 * r, 0.45 * r, 0.34 * r, 0.55 * r))
        path = path.united(trunk)
    elif shape is Shape.CROSS:
        a = r * 0.38
        path.addRect(QRectF(-a, -r, 2 * a, 2 * r))
        across = QPainterPath()
        across.addRect(QRectF(-r, -a, 2 * r, 2 * a))
        path = path.united(across)
    else:
        if shape is Shape.TRIANGLE:
            points = [(0, -r), (r * 0.95, r * 0.75), (-r * 0.95, r * 0.75)]
        elif shape is Shape.DIAMOND:
            points = [(0, -r), (r * 0.8, 0), (0, r), (-r * 0.8, 0)]
        elif shape is Shape.HEXAGON:
            points = [(r * math.cos(math.pi / 3 * k + math.pi / 6), r * math.sin(math.pi / 3 * k + math.pi / 6))
                      for k in range(6)]
        else:  # STAR
            points = [((r if k % 2 == 0 else r * 0.45) * math.sin(math.pi / 5 * k),
                       -(r if k % 2 == 0 else r * 0.45) * math.cos(math.pi / 5 * k)) for k in range(10)]
        path.moveTo(*points[0])
        for p in points[1:]:
            path.lineTo(*p)
        path.closeSubpath()
    return path


MARK_EDGE = QColor("#2b2622")  # a mark's dark outline, so it reads on any ground


# Where a pen is this many device pixels wide or more, Qt strokes it by filling the outline its path stroker
# makes (thinner pens take a line drawer of their own), so filling that outline, made once, looks the same.
WIDE_PEN = 1.5


@lru_cache(maxsize=512)
def mark_outline(shape: Shape, r: float, width: float) -> QPainterPath:
    """Returns the area a pen `width` wide covers around a mark's shape, to fill; shared: never change it.

    Stroking a path builds this outline at every paint; marks come in a few sizes, so build it once."""
    return QPainterPathStroker(_pen(MARK_EDGE, width)).createStroke(mark_path(shape, r))  # a winding fill


def _pen(colour: QColor, width: float) -> QPen:
    """Returns a solid pen (its `brush()` a solid brush) of `colour`, made without QPen's overloads."""
    pen = QPen()
    pen.setColor(colour)
    pen.setWidthF(width)
    return pen


def device_scale(painter: QPainter) -> float:
    """Returns how many device pixels one unit of the painter's coordinates spans (the larger axis)."""
    t = painter.deviceTransform()
    return math.sqrt(max(t.m11() * t.m11() + t.m21() * t.m21(), t.m12() * t.m12() + t.m22() * t.m22()))


def draw_mark(painter: QPainter, mark: Mark, centre: QPointF, r: float, outline: QColor | None = None) -> None:
    """Paints a mark: its shape filled with its colour, with a dark outline so it reads on any ground."""
    width = max(1.0, r / 7)
    painter.save()
    painter.translate(centre)
    if width * device_scale(painter) >= WIDE_PEN:
        painter.fillPath(mark_path(mark.shape, r), QColor(mark.colour))  # as drawing it with no pen
        painter.fillPath(mark_outline(mark.shape, r, width), outline or MARK_EDGE)
    else:
        painter.setBrush(QColor(mark.colour))
        painter.setPen(QPen(outline or MARK_EDGE, width))
        painter.drawPath(mark_path(mark.shape, r))
    painter.restore()


def fill_mark(painter: QPainter, mark: Mark, centre: QPointF, r: float) -> None:
    """Paints a mark as draw_mark does with a wide pen: its shape filled, then its outline filled dark.

    Filling needs no QPainter.setPen, so the home page draws its marks without Qt's namespace of enums."""
    width = max(1.0, r / 7)
    painter.save()
    painter.translate(centre)
    painter.fillPath(mark_path(mark.shape, r), _pen(QColor(mark.colour), 1).brush())
    painter.fillPath(mark_outline(mark.shape, r, width), _pen(MARK_EDGE, 1).brush())
    painter.restore()
