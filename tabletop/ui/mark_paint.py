"""Painting a mark (a colour with its shape), without the table's graphics items: the home page's cards draw
their game's marks with this before any table is open (tabletop.ui.items builds its items on it)."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen

from tabletop.marks import Mark, Shape


@lru_cache(maxsize=512)
def mark_path(shape: Shape, r: float) -> QPainterPath:
    """Returns the outline of `shape` centred on (0, 0) with radius `r`, shared: draw it, never change it.

    Every paint of every mark needs one, and a table paints hundreds of marks in a few sizes."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)  # overlapping parts (a cross's bars, a tree's tiers) fill as one
    if shape is Shape.CIRCLE:
        path.addEllipse(QPointF(0, 0), r, r)
    elif shape is Shape.SQUARE:
        path.addRoundedRect(QRectF(-r * 0.85, -r * 0.85, r * 1.7, r * 1.7), r * 0.2, r * 0.2)
    elif shape is Shape.TREE:
        for top, bottom, half in ((-r, -0.05 * r, 0.55 * r), (-0.55 * r, 0.5 * r, 0.85 * r)):
            path.moveTo(0, top)
            path.lineTo(half, bottom)
            path.lineTo(-half, bottom)
            path.closeSubpath()
        path.addRect(QRectF(-0.17 * r, 0.45 * r, 0.34 * r, 0.55 * r))
        path = path.simplified()
    elif shape is Shape.CROSS:
        a = r * 0.38
        path.addRect(QRectF(-a, -r, 2 * a, 2 * r))
        path.addRect(QRectF(-r, -a, 2 * r, 2 * a))
        path = path.simplified()
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
    outline = QPainterPathStroker(QPen(MARK_EDGE, width)).createStroke(mark_path(shape, r))
    outline.setFillRule(Qt.FillRule.WindingFill)
    return outline


def device_scale(painter: QPainter) -> float:
    """Returns how many device pixels one unit of the painter's coordinates spans (the larger axis)."""
    t = painter.deviceTransform()
    return math.sqrt(max(t.m11() * t.m11() + t.m21() * t.m21(), t.m12() * t.m12() + t.m22() * t.m22()))


def draw_mark(painter: QPainter, mark: Mark, centre: QPointF, r: float, outline: QColor | None = None) -> None:
    """Paints a mark: its shape filled with its colour, with a dark outline so it reads on any ground."""
    width = max(1.0, r / 7)
    painter.save()
    painter.translate(centre)
    painter.setBrush(QColor(mark.colour))
    if width * device_scale(painter) >= WIDE_PEN:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(mark_path(mark.shape, r))
        painter.setBrush(outline or MARK_EDGE)
        painter.drawPath(mark_outline(mark.shape, r, width))
    else:
        painter.setPen(QPen(outline or MARK_EDGE, width))
        painter.drawPath(mark_path(mark.shape, r))
    painter.restore()
