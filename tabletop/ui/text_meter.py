"""Measures every text a window paints, as it lands on the screen: its words, its size in device pixels, where,
the rectangle its glyphs cover and the clip it was painted under.

A window is rendered into `TextMeter`, a paint device whose engine paints nothing and writes down each run of
text Qt hands it: table items' `draw_text`, a game's own `drawText`, Qt's text items, labels, buttons, lists.
Nothing in the app is hooked or slowed: the measuring happens only when a test or a bench renders into it.
`overlaps` finds texts painted over each other, `clipped` texts cut off by their clip.
"""

from __future__ import annotations

import bisect
import math
from typing import NamedTuple

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (QFontMetricsF, QImage, QPaintDevice, QPaintEngine, QPaintEngineState, QPainterPath,
                           QPainterPathStroker, QPixmap, QPolygonF, QTextItem, QTransform)
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

DPI = 96  # the logical dots per inch Qt assumes for a desktop screen (and its offscreen platform reports)
TOLERANCE = 2.0  # device pixels two glyph rectangles may share, or a glyph may pass its clip, unseen
NO_RECT = QRectF()
THICK_LINE = 3.0  # device pixels: a line this wide over a text hides part of its strokes
OVERLAY_SHARE = 0.3  # an opaque fill over this share of the window is a panel over the table: what it hides is away


class DrawnText(NamedTuple):
    """One run of text as painted: its words, its font's pixel size on the screen, where it starts (its baseline),
    the rectangle its glyphs cover and the clip it was painted under (None: unclipped), both in device pixels,
    and which sides of that clip a scroll area's scrolling moves ("t", "b", "l", "r": text cut there scrolls in)."""

    text: str
    pixels: float
    x: float
    y: float
    rect: QRectF = NO_RECT
    clip: QRectF | None = None
    scrolls: str = ""
    seen: QRectF | None = None  # the part of `rect` no opaque fill painted later covers (None: all of it)
    covered: bool = False  # a smaller thing than a panel over the table was painted over part of it


def on_screen_pixels(point_size: float, pixel_size: int, transform: QTransform, dpi: float = DPI) -> float:
    """Returns the height of a font's em in device pixels under `transform` (its vertical scale)."""
    size = pixel_size if pixel_size > 0 else point_size * dpi / 72
    return size * math.hypot(transform.m12(), transform.m22())


def _same(a: QRectF | None, b: QRectF | None) -> bool:
    """Returns whether two clips are the same (both none, or equal to a tenth of a pixel)."""
    if a is None or b is None:
        return a is b
    return all(abs(p - q) < 0.1 for p, q in ((a.left(), b.left()), (a.top(), b.top()), (a.right(), b.right()),
                                             (a.bottom(), b.bottom())))


class _Engine(QPaintEngine):
    """Paints nothing; records each text run with its on-screen size, glyph rectangle and clip."""

    def __init__(self, bounds: QRect) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.bounds = QRectF(bounds)
        self.texts: list[DrawnText] = []
        self._end = 0.0  # where on the screen the last text run ended
        self.covers: list[_Cover] = []  # opaque fills, in painting order

    def _clip(self) -> QRectF | None:
        """Returns the clip in force on the screen now (the widget's, intersected with the painter's), or None."""
        painter = self.painter()
        clip: QRectF | None = None
        system = self.systemClip()
        if not system.isEmpty():
            clip = QRectF(system.boundingRect())
        if painter.hasClipping():
            own = painter.deviceTransform().mapRect(painter.clipBoundingRect())
            clip = own if clip is None else clip.intersected(own)
        return clip

    def drawTextItem(self, point: QPointF | QPoint | QPainterPath.Element, item: QTextItem) -> None:  # noqa: N802
        p = QPointF(point.x, point.y) if isinstance(point, QPainterPath.Element) else QPointF(point)
        raw = item.text()
        text = raw.replace("\u2060", "")
        if not text.strip():
            return
        painter = self.painter()
        transform = painter.deviceTransform()
        where = transform.map(p)
        font = item.font()
        ink = QFontMetricsF(font).tightBoundingRect(raw)
        rect = transform.mapRect(ink.translated(p))
        clip = self._clip()
        if not rect.intersects(self.bounds):
            return  # laid out off the window: never seen
        if clip is not None and not rect.intersects(clip):
            return  # clipped away wholly by its widget or item (a list row scrolled out of sight)
        pixels = on_screen_pixels(font.pointSizeF(), font.pixelSize(), transform)
        end = transform.map(QPointF(p.x() + item.width(), p.y()))
        last = self.texts[-1] if self.texts else None
        # Qt hands a line over in runs (a font change, a glyph from a fallback font, the word joiners between
        # Japanese characters): a run that goes on where the last one ended, at its size, is the same text.
        if last is not None and abs(last.pixels - pixels) < 0.05 and abs(last.y - where.y()) < 0.5 \
                and abs(self._end - where.x()) < 1.0 and _same(last.clip, clip):
            self.texts[-1] = last._replace(text=last.text + text, rect=last.rect.united(rect))
        else:
            self.texts.append(DrawnText(text, pixels, where.x(), where.y(), rect, clip))
        self._end = end.x()

    # Nothing is drawn; an opaque fill is kept as a cover, hiding the texts painted before it under it.
    def _cover(self, path: QPainterPath) -> None:
        """Keeps `path` (in the painter's coordinates), filled or stroked now, where it hides what lies under it: an
        opaque fill, and a line wide enough to hide a text's stroke (a frame drawn over a text cuts it)."""
        painter = self.painter()
        brush, pen = painter.brush(), painter.pen()
        if painter.opacity() < 0.99:
            return
        if brush.style() == Qt.BrushStyle.SolidPattern and brush.color().alpha() == 255:
            self._opaque(path)
        scale = math.hypot(painter.deviceTransform().m12(), painter.deviceTransform().m22())
        if pen.style() != Qt.PenStyle.NoPen and pen.color().alpha() >= 160 and not pen.isCosmetic() \
                and pen.widthF() * scale >= THICK_LINE:
            stroker = QPainterPathStroker(pen)
            self._opaque(stroker.createStroke(path), line=True)

    def _opaque(self, path: QPainterPath, line: bool = False) -> None:
        """Keeps `path` (in the painter's coordinates) as a cover over the texts painted so far."""
        shape = self.painter().deviceTransform().map(path)
        clip = self._clip()
        if clip is not None:
            clip_path = QPainterPath()
            clip_path.addRect(clip)
            shape = shape.intersected(clip_path)
        box = shape.boundingRect()
        if box.width() > TOLERANCE and box.height() > TOLERANCE:
            self.covers.append(_Cover(len(self.texts), box, shape, line))

    def drawRects(self, rects: object, *args: object) -> None:  # noqa: N802
        path = QPainterPath()
        for rect in rects if isinstance(rects, list) else [rects]:
            if isinstance(rect, (QRect, QRectF)):
                path.addRect(QRectF(rect))
        self._cover(path)

    def drawEllipse(self, rect: QRectF | QRect) -> None:  # noqa: N802
        path = QPainterPath()
        path.addEllipse(QRectF(rect))
        self._cover(path)

    def drawPath(self, path: QPainterPath) -> None:  # noqa: N802
        self._cover(path)

    def drawPolygon(self, points: object, *args: object) -> None:  # noqa: N802
        mode = args[-1] if args else None
        if mode == QPaintEngine.PolygonDrawMode.PolylineMode or not isinstance(points, list):
            return
        path = QPainterPath()
        path.addPolygon(QPolygonF([QPointF(p) for p in points]))
        self._cover(path)

    def drawPixmap(self, rect: QRectF | QRect, pixmap: QPixmap | QImage, source: QRectF | QRect) -> None:  # noqa: N802
        if not pixmap.hasAlphaChannel() and self.painter().opacity() >= 0.99:
            path = QPainterPath()
            path.addRect(QRectF(rect))
            self._opaque(path)

    def drawImage(self, rect: QRectF | QRect, image: QImage, source: QRectF | QRect,  # noqa: N802
                  flags: Qt.ImageConversionFlag = Qt.ImageConversionFlag.AutoColor) -> None:
        if not image.hasAlphaChannel() and self.painter().opacity() >= 0.99:
            path = QPainterPath()
            path.addRect(QRectF(rect))
            self._opaque(path)

    def begin(self, device: QPaintDevice) -> bool:
        return True

    def end(self) -> bool:
        return True

    def updateState(self, state: QPaintEngineState) -> None:  # noqa: N802
        pass

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User

    def drawTiledPixmap(self, *args: object) -> None:  # noqa: N802
        pass

    def drawLines(self, *args: object) -> None:  # noqa: N802
        pass

    def drawPoints(self, *args: object) -> None:  # noqa: N802
        pass

    def visible(self) -> list[DrawnText]:
        """Returns the texts no later opaque fill covers whole (a seat shown large over the table hides it), each
        with the part of its glyph rectangle left uncovered (`seen`) where a later fill covers some of it, and
        `covered` when that fill is no panel over the table but a thing painted over part of the text."""
        covers = sorted(self.covers, key=lambda c: c.after)
        starts = [c.after for c in covers]
        panel = OVERLAY_SHARE * self.bounds.width() * self.bounds.height()
        shown = []
        for i, t in enumerate(self.texts):
            rect = t.rect if t.clip is None else t.rect.intersected(t.clip)  # what its clip lets through
            over = [c for c in covers[bisect.bisect_right(starts, i):] if c.box.intersects(rect)]
            if not over:
                shown.append(t)
                continue
            inner = rect.adjusted(TOLERANCE, TOLERANCE, -TOLERANCE, -TOLERANCE)
            if any(c.box.contains(inner) and c.shape.contains(inner) for c in over):
                continue
            left = QPainterPath()
            left.addRect(rect)
            covered = False
            for c in over:
                before = left.boundingRect()
                left = left.subtracted(c.shape)
                after = left.boundingRect()
                if (c.line or c.box.width() * c.box.height() < panel) and (after.width() < before.width() - TOLERANCE
                                                                 or after.height() < before.height() - TOLERANCE):
                    covered = True
            seen = left.boundingRect()
            if seen.width() > TOLERANCE and seen.height() > TOLERANCE:
                shown.append(t._replace(seen=seen, covered=covered))
        return shown


class _Cover(NamedTuple):
    """An opaque fill or wide line: how many texts were painted before it, its bounding box and its shape on the screen."""

    after: int
    box: QRectF
    shape: QPainterPath
    line: bool = False  # a wide line, not a fill: never a panel over the table, however far it reaches


class TextMeter(QPaintDevice):
    """A screen-sized paint device that keeps the texts rendered into it (`texts`) instead of pixels."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self._size = (width, height)
        self._engine = _Engine(QRect(0, 0, width, height))

    @property
    def texts(self) -> list[DrawnText]:
        """Returns the texts painted so far, in painting order."""
        return self._engine.texts

    def visible_texts(self) -> list[DrawnText]:
        """Returns the texts painted so far that no opaque fill painted later covers whole."""
        return self._engine.visible()

    def paintEngine(self) -> QPaintEngine:  # noqa: N802 (Qt API)
        return self._engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:
        m = QPaintDevice.PaintDeviceMetric
        width, height = self._size
        if metric == m.PdmWidth:
            return width
        if metric == m.PdmHeight:
            return height
        if metric == m.PdmWidthMM:
            return round(width * 25.4 / DPI)
        if metric == m.PdmHeightMM:
            return round(height * 25.4 / DPI)
        if metric in (m.PdmDpiX, m.PdmDpiY, m.PdmPhysicalDpiX, m.PdmPhysicalDpiY):
            return DPI
        if metric == m.PdmDepth:
            return 32
        if metric == m.PdmNumColors:
            return 0xFFFFFF
        if metric == m.PdmDevicePixelRatio:
            return 1
        if metric == m.PdmDevicePixelRatioScaled:
            return int(QPaintDevice.devicePixelRatioFScale())  # one device pixel a pixel, in Qt's fixed point
        return 0


def _scroll_sides(top: QWidget) -> list[tuple[QRectF, str]]:
    """Returns each visible scroll area's viewport under `top` (in its pixels) with the sides scrolling moves."""
    found = []
    for area in top.findChildren(QAbstractScrollArea):
        if not area.isVisibleTo(top):
            continue
        sides = ("tb" if area.verticalScrollBar().maximum() > 0 else "") \
            + ("lr" if area.horizontalScrollBar().maximum() > 0 else "")
        if sides:
            port = area.viewport()
            found.append((QRectF(port.mapTo(top, QPoint(0, 0)), port.size().toSizeF()), sides))
    return found


def _edge_sides(clip: QRectF, port: QRectF, sides: str) -> str:
    """Returns the sides of `clip` lying on the sides of `port` that scroll (`sides`)."""
    if not port.adjusted(-1, -1, 1, 1).contains(clip):
        return ""
    on = {"t": abs(clip.top() - port.top()) < 1, "b": abs(clip.bottom() - port.bottom()) < 1,
          "l": abs(clip.left() - port.left()) < 1, "r": abs(clip.right() - port.right()) < 1}
    return "".join(s for s in sides if on[s])


def measure(widget: QWidget) -> list[DrawnText]:
    """Returns every text `widget` and its children paint where it can be seen (not covered whole by an opaque
    fill painted later), rendered as they stand, at their on-screen size."""
    meter = TextMeter(widget.width(), widget.height())
    widget.render(meter)
    ports = _scroll_sides(widget)
    return [t._replace(scrolls="".join(_edge_sides(t.clip, port, sides) for port, sides in ports))
            if t.clip is not None and ports else t for t in meter.visible_texts()]


def _cut_sides(t: DrawnText, tolerance: float) -> str:
    """Returns the sides ("t", "b", "l", "r") where the run's glyphs pass its clip by more than `tolerance`."""
    if t.clip is None or t.rect.isEmpty():
        return ""
    r, c = t.rect, t.clip
    out = {"t": c.top() - r.top(), "b": r.bottom() - c.bottom(), "l": c.left() - r.left(), "r": r.right() - c.right()}
    return "".join(side for side, by in out.items() if by > tolerance)


def clipped(runs: list[DrawnText], tolerance: float = TOLERANCE) -> list[DrawnText]:
    """Returns the runs cut off: glyphs passing their clip on a side that no scrolling would bring into view, or
    partly under a thing painted over them (`covered`)."""
    return [t for t in runs if t.covered or any(side not in t.scrolls for side in _cut_sides(t, tolerance))]


def _shown(t: DrawnText) -> QRectF:
    """Returns the part of the run's glyph rectangle its clip lets through and no later fill covers."""
    rect = t.rect if t.seen is None else t.seen
    return rect if t.clip is None else rect.intersected(t.clip)


def overlaps(runs: list[DrawnText], tolerance: float = TOLERANCE) -> list[tuple[DrawnText, DrawnText]]:
    """Returns the pairs of runs whose visible glyph rectangles share more than `tolerance` pixels both ways.

    A text painted twice a pixel or two apart (a halo, a shadow) is one text, not two over each other."""
    shown = sorted(((_shown(t), t) for t in runs if not t.rect.isEmpty()), key=lambda s: s[0].left())
    pairs = []
    for i, (a, ta) in enumerate(shown):
        for b, tb in shown[i + 1:]:
            if b.left() >= a.right() - tolerance:
                break  # sorted by left edge: nothing further starts inside this one
            both = a.intersected(b)
            if both.width() <= tolerance or both.height() <= tolerance:
                continue
            if ta.text == tb.text and abs(ta.x - tb.x) <= tolerance and abs(ta.y - tb.y) <= tolerance:
                continue
            pairs.append((ta, tb))
    return pairs
