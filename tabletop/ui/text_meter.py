"""Measures every text a window paints, as it lands on the screen: its words, its size in device pixels, where.

A window is rendered into `TextMeter`, a paint device whose engine paints nothing and writes down each run of
text Qt hands it: table items' `draw_text`, a game's own `drawText`, Qt's text items, labels, buttons, lists.
Nothing in the app is hooked or slowed: the measuring happens only when a test or a bench renders into it.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QPaintDevice, QPaintEngine, QPaintEngineState, QPainterPath, QTextItem, QTransform
from PySide6.QtWidgets import QWidget

DPI = 96  # the logical dots per inch Qt assumes for a desktop screen (and its offscreen platform reports)


class DrawnText(NamedTuple):
    """One run of text as painted: its words, its font's pixel size on the screen, where it starts."""

    text: str
    pixels: float
    x: float
    y: float


def on_screen_pixels(point_size: float, pixel_size: int, transform: QTransform, dpi: float = DPI) -> float:
    """Returns the height of a font's em in device pixels under `transform` (its vertical scale)."""
    size = pixel_size if pixel_size > 0 else point_size * dpi / 72
    return size * math.hypot(transform.m12(), transform.m22())


class _Engine(QPaintEngine):
    """Paints nothing; records each text run with its on-screen size."""

    def __init__(self, bounds: QRect) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.bounds = QRectF(bounds)
        self.texts: list[DrawnText] = []
        self._end = 0.0  # where on the screen the last text run ended

    def drawTextItem(self, point: QPointF | QPoint | QPainterPath.Element, item: QTextItem) -> None:  # noqa: N802
        p = QPointF(point.x, point.y) if isinstance(point, QPainterPath.Element) else QPointF(point)
        text = item.text().replace("\u2060", "")
        if not text.strip():
            return
        painter = self.painter()
        transform = painter.deviceTransform()
        where = transform.map(p)
        if not self.bounds.contains(where):
            return  # laid out off the window: never seen
        if painter.hasClipping() and not painter.clipBoundingRect().adjusted(-2, -2, 2, 2).contains(p):
            return  # clipped away by its widget or item (a list row scrolled out of sight)
        font = item.font()
        pixels = on_screen_pixels(font.pointSizeF(), font.pixelSize(), transform)
        end = transform.map(QPointF(p.x() + item.width(), p.y()))
        last = self.texts[-1] if self.texts else None
        # Qt hands a line over in runs (a font change, a glyph from a fallback font, the word joiners between
        # Japanese characters): a run that goes on where the last one ended, at its size, is the same text.
        if last is not None and abs(last.pixels - pixels) < 0.05 and abs(last.y - where.y()) < 0.5 \
                and abs(self._end - where.x()) < 1.0:
            self.texts[-1] = last._replace(text=last.text + text)
        else:
            self.texts.append(DrawnText(text, pixels, where.x(), where.y()))
        self._end = end.x()

    # Everything else is drawn nowhere: the meter wants the texts only.
    def begin(self, device: QPaintDevice) -> bool:
        return True

    def end(self) -> bool:
        return True

    def updateState(self, state: QPaintEngineState) -> None:  # noqa: N802
        pass

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User

    def drawPixmap(self, *args: object) -> None:  # noqa: N802
        pass

    def drawImage(self, *args: object) -> None:  # noqa: N802
        pass

    def drawTiledPixmap(self, *args: object) -> None:  # noqa: N802
        pass

    def drawPolygon(self, *args: object) -> None:  # noqa: N802
        pass

    def drawPath(self, *args: object) -> None:  # noqa: N802
        pass

    def drawRects(self, *args: object) -> None:  # noqa: N802
        pass

    def drawLines(self, *args: object) -> None:  # noqa: N802
        pass

    def drawEllipse(self, *args: object) -> None:  # noqa: N802
        pass

    def drawPoints(self, *args: object) -> None:  # noqa: N802
        pass


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


def measure(widget: QWidget) -> list[DrawnText]:
    """Returns every text `widget` and its children paint, rendered as they stand, at their on-screen size."""
    meter = TextMeter(widget.width(), widget.height())
    widget.render(meter)
    return meter.texts
