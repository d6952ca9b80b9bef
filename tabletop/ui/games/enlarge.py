"""Right-click reads anything large, in every game: a panel over the table that paints the thing itself, magnified.

A table marks what may be read large with `readable(item, key, title)`; a right-click on it (or on anything inside
it) opens `LargeView`: a veil over the whole table (nothing below takes a click, a hover or a tooltip meanwhile), and
a panel that paints the item and everything on it again, scaled so that its smallest text is at least `READ_PX`
pixels on a 1366×768 screen, with the item's tooltip under it in words as large. The large view paints what the
small item paints and nothing else, so it never shows what the table hides from the person at the screen (the
curtain). A click anywhere, or Esc, closes it; the wheel scrolls a view taller than the table.

A redraw deletes every item: the scene calls `LargeView.reopen()` after drawing, which finds the item with the same
key in the new drawing (what it shows now) or closes the view when the thing is gone.
"""

from __future__ import annotations

import math
from typing import Callable, NamedTuple, Protocol

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QTransform
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent,
                               QStyleOptionGraphicsItem, QWidget)

from tabletop.ui.i18n import translate
from tabletop.ui.items import TableItem, TextBox, least_points, screen_scale, table_font
from tabletop.ui.phrases import keep_phrases
from tabletop.ui.style import HIGHLIGHT, INK, MUTED_INK
from tabletop.ui.text_meter import TextMeter

READ_PX = 16.0     # the least size of a text in the large view, in pixels on a 1366×768 screen
LEAST_ZOOM = 2.0   # a thing without text (a die, a piece) is still drawn at least twice as large
KEY = 1            # the item data role holding a readable thing's key (what finds it again after a redraw)
TITLE = 2          # … and its name, the large view's heading
AREA = 3           # … and the part of it to show, in its own coordinates (a planet on the galaxy), if not all
PARTS = 4          # … or its parts, each read large on its own (a galaxy's planets, a table's rows): a `Parts`
LARGE = "enlarged"  # data(0) of the large panel: frames and bubbles keep off what it covers (framing.clear_of_large)
MARGIN = 16.0


class Part(NamedTuple):
    """A part of an item read large on its own: its name, its words, and where it lies in the item."""

    title: str
    tip: str
    area: QRectF


class Parts(Protocol):
    """The readable parts of one item (the planets of a galaxy, the rows of a table), by key."""

    def key_at(self, pos: QPointF) -> str | None:
        """Returns the key of the part at `pos` (in the item's coordinates), or None."""

    def part(self, key: str) -> Part | None:
        """Returns the part of that key, or None when the item has no such part now."""


def readable(item: QGraphicsItem, key: str, title: str = "", area: QRectF | None = None) -> QGraphicsItem:
    """Marks `item` as read large on a right-click, found again after a redraw by `key`; returns the item."""
    item.setData(KEY, key)
    item.setData(TITLE, title)
    if area is not None:
        item.setData(AREA, area)
    return item


def readable_parts(item: QGraphicsItem, parts: Parts) -> QGraphicsItem:
    """Marks `item` as made of parts each read large on its own; returns the item."""
    item.setData(PARTS, parts)
    return item


def readable_at(scene: QGraphicsScene, pos: QPointF) -> tuple[QGraphicsItem, str] | None:
    """Returns the innermost readable thing at scene point `pos` (an item, or a part of one) with its key, or
    None."""
    for item in scene.items(pos):
        found: QGraphicsItem | None = item
        while found is not None:
            if found.data(KEY):
                return found, str(found.data(KEY))
            parts = found.data(PARTS)
            key = parts.key_at(found.mapFromScene(pos)) if parts is not None else None
            if key is not None:
                return found, key
            found = found.parentItem()
    return None


def _shown_bounds(item: QGraphicsItem) -> QRectF:
    """Returns the rectangle, in `item`'s coordinates, round what it and its shown descendants paint."""
    area = item.data(AREA)
    if isinstance(area, QRectF):
        return area
    rect = QRectF() if item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents else item.boundingRect()
    clips = bool(item.flags() & QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
    for child in item.childItems():
        if not child.isVisible():
            continue
        part = child.mapRectToParent(_shown_bounds(child))
        rect = rect.united(part.intersected(item.boundingRect()) if clips else part)
    return rect


def paint_tree(painter: QPainter, item: QGraphicsItem, to_device: QTransform, root: QGraphicsItem) -> None:
    """Paints `item` and its shown descendants, as the scene would, with `root`'s coordinates mapped by
    `to_device`."""
    if not item.isVisible() or not shiboken6.isValid(item):
        return
    relative = item.sceneTransform() * root.sceneTransform().inverted()[0]
    painter.save()
    painter.setWorldTransform(relative * to_device)
    # The item's own dimming (a used card) is kept; the root's is not: the large view is there to be read.
    painter.setOpacity(1.0 if item is root else item.opacity() * painter.opacity())
    flags = item.flags()
    if flags & QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape:
        painter.setClipPath(item.shape(), Qt.ClipOperation.IntersectClip)
    children = item.childItems()
    behind = [c for c in children if c.flags() & QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent]
    for child in behind:
        paint_tree(painter, child, to_device, root)
    if not flags & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
        option = QStyleOptionGraphicsItem()
        option.exposedRect = item.boundingRect()
        option.rect = item.boundingRect().toAlignedRect()
        painter.save()
        item.paint(painter, option, None)
        painter.restore()
    for child in children:
        if child not in behind:
            paint_tree(painter, child, to_device, root)
    painter.restore()


def smallest_text(item: QGraphicsItem, area: QRectF, scale: float) -> float | None:
    """Returns the smallest text `item` paints, in pixels, when its `area` is drawn at `scale`; None for no text."""
    meter = TextMeter(max(1, math.ceil(area.width() * scale) + 2), max(1, math.ceil(area.height() * scale) + 2))
    painter = QPainter(meter)
    paint_tree(painter, item, QTransform.fromTranslate(-area.x(), -area.y()) * QTransform.fromScale(scale, scale),
               item)
    painter.end()
    return min((t.pixels for t in meter.texts), default=None)


def read_points(scene: QGraphicsScene, pixels: float = READ_PX) -> float:
    """Returns the font size (points) a text needs on `scene` to be `pixels` high on a 1366×768 screen."""
    rect = scene.sceneRect()
    return least_points(screen_scale(rect.width(), rect.height()), pixels + 0.5)


class Veil(TableItem):
    """Dims the whole table under a large view and takes every click, hover and tooltip meant for it."""

    def __init__(self, rect: QRectF, close: Callable[[], None]):
        super().__init__(rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.setZValue(300)
        self.setAcceptedMouseButtons(Qt.MouseButton.AllButtons)
        self.setToolTip(translate("large_view", "Click anywhere or press Esc to go back to the table."))
        self._close = close

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.fillRect(self.boundingRect(), QColor(10, 20, 20, 160))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        self._close()

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802
        event.accept()  # nothing under the veil scrolls or zooms meanwhile


class Magnified(TableItem):
    """Paints an item of the table (`area` of it) again, `zoom` times as large; nothing when the item is gone."""

    def __init__(self, source: QGraphicsItem, area: QRectF, zoom: float, parent: QGraphicsItem | None = None):
        super().__init__(area.width() * zoom, area.height() * zoom, parent)
        self.source, self.area, self.zoom = source, area, zoom
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not shiboken6.isValid(self.source):
            return
        painter.save()
        painter.setClipRect(self.boundingRect())
        local = QTransform.fromTranslate(-self.area.x(), -self.area.y()) * QTransform.fromScale(self.zoom, self.zoom)
        paint_tree(painter, self.source, local * painter.worldTransform(), self.source)
        painter.restore()


class Words(TableItem):
    """A text of the large view, at a size read from across the table, wrapped to its width."""

    def __init__(self, width: float, text: str, points: float, bold: bool = False, colour: QColor = INK,
                 parent: QGraphicsItem | None = None):
        bound = QFontMetricsF(table_font(points, bold)).boundingRect(
            QRectF(0, 0, width, 10_000), int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap),
            keep_phrases(text))
        super().__init__(width, math.ceil(bound.height()) + 2, parent)
        self.text, self.points, self.bold, self.colour = text, points, bold, colour
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, self.height)

    def text_boxes(self) -> list[TextBox]:
        return [TextBox(QRectF(0, 0, self.width, self.height), self.text, self.points, self.bold, self.colour,
                        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_texts(painter)


class LargePanel(TableItem):
    """The large view's panel: a heading, the magnified thing and its words; the wheel scrolls what is taller."""

    def __init__(self, width: float, height: float, top: float):
        super().__init__(width, height)
        self.top = top  # where the scrolled body starts (under the heading)
        self.body = TableItem(width, 0, self)
        self.body.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.body.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.body.setPos(0, top)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.setZValue(301)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click on it reaches the veil: it closes
        self.setData(0, LARGE)
        self.scrolled = 0.0

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HIGHLIGHT, 3))
        painter.setBrush(QColor("#fbf6ea"))
        painter.drawRoundedRect(self.boundingRect().adjusted(1.5, 1.5, -1.5, -1.5), 12, 12)

    def room(self) -> float:
        """Returns how far the body may scroll."""
        return max(0.0, self.body.height - (self.height - self.top - MARGIN))

    def scroll_by(self, pixels: float) -> None:
        """Scrolls the body by `pixels` (down when positive), within its room."""
        self.scrolled = min(max(0.0, self.scrolled + pixels), self.room())
        self.body.setY(self.top - self.scrolled)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802
        self.scroll_by(-event.delta() / 120 * 60)
        event.accept()


class LargeView:
    """The one large view of a table: opens over an item, closes, and follows the table's redraws."""

    def __init__(self, scene: QGraphicsScene):
        self.scene = scene
        self.key: str | None = None   # what is shown large (found again after a redraw), or None
        self.viewer: object = None    # the person at the screen it was drawn for (a hand-over closes it)
        self.veil: Veil | None = None
        self.panel: LargePanel | None = None
        self.magnified: Magnified | None = None
        self.on_change: Callable[[], None] | None = None  # told when the view opens or closes
        # The items last taken down, kept alive a while: the veil closes the view from its own mouse handler.
        self._retired: list[QGraphicsItem] = []

    @property
    def is_open(self) -> bool:
        """Returns True while a thing is shown large."""
        return self.panel is not None and shiboken6.isValid(self.panel) and self.panel.scene() is self.scene

    def find(self, key: str) -> QGraphicsItem | None:
        """Returns the item on the table marked with `key`, or holding a part of that key, or None."""
        for item in self.scene.items():
            if item.data(KEY) == key:
                return item
            parts = item.data(PARTS)
            if parts is not None and parts.part(key) is not None:
                return item
        return None

    def open(self, item: QGraphicsItem, key: str | None = None) -> None:
        """Shows `item` (or its part `key`) large over the table, in place of whatever was: the table's
        `large_content(key)` when it draws the thing its own way (a seat with every card's whole text), else the
        thing itself, magnified."""
        self._take_down()
        self.key = key = key if key is not None else str(item.data(KEY))
        heading, tip, area = _heading_tip_area(item, key)
        build = getattr(self.scene, "large_content", None)
        content = build(key) if build is not None else None
        if content is not None:  # drawn its own way, with its own words (the row's tooltip says how to open it)
            item, area, tip = content, _shown_bounds(content), ""
        scene = self.scene
        rect = scene.sceneRect()
        points = read_points(scene)
        self.veil = Veil(rect, self.close)
        scene.addItem(self.veil)
        width = rect.width() - 2 * MARGIN * 2
        panel = _headed_panel(width, rect.height() - 2 * MARGIN, heading, points)
        # Sizes are reckoned on the table (`unit`: table points per unit of the item, a galaxy's being large).
        t = item.sceneTransform()
        unit = math.hypot(t.m11(), t.m12()) if item.scene() is scene else 1.0
        room_w = width - 2 * MARGIN
        zoom = _zoom(item, area, unit, screen_scale(rect.width(), rect.height()), room_w,
                     panel.height - panel.top - MARGIN)
        self.magnified = Magnified(item, area, zoom * unit, panel.body)
        self.magnified.setPos((width - self.magnified.width) / 2, 0)
        bottom = self.magnified.height
        if tip:
            words = Words(room_w, tip, points, False, INK, panel.body)
            words.setPos(MARGIN, bottom + 12)
            bottom += 12 + words.height
        panel.body.height = bottom
        panel.height = min(panel.height, panel.top + bottom + MARGIN)
        panel.setPos(rect.x() + (rect.width() - width) / 2, rect.y() + (rect.height() - panel.height) / 2)
        scene.addItem(panel)
        self.panel = panel
        if self.on_change is not None:
            self.on_change()

    def close(self) -> None:
        """Takes the large view off the table (back to the table)."""
        self.key = None
        self._take_down()
        if self.on_change is not None:
            self.on_change()

    def _take_down(self) -> None:
        """Removes the veil and panel, if they are still on the table."""
        self._retired = []
        for item in (self.panel, self.veil):
            if item is not None and shiboken6.isValid(item) and item.scene() is self.scene:
                self.scene.removeItem(item)
                self._retired.append(item)
        self.panel = self.veil = self.magnified = None

    def forget(self) -> None:
        """Drops the items (the table is about to be cleared), keeping the key for `reopen`."""
        self.panel = self.veil = self.magnified = None
        self._retired = []

    def reopen(self, viewer: object = None) -> None:
        """After a redraw for `viewer` (the person at the screen): shows the same thing large again from the new
        drawing, or closes when it is gone or another person sits at the screen (what one opened is theirs)."""
        held, self.viewer = self.viewer, viewer
        if self.key is None:
            return
        if held != viewer:
            self.close()
            return
        item = self.find(self.key)
        if item is None:
            self.close()
        else:
            self.open(item, self.key)


def _heading_tip_area(item: QGraphicsItem, key: str) -> tuple[str, str, QRectF]:
    """Returns the heading, the words under it and the area of `item` to show large for `key` (the item's
    part, or the whole item), its name said once."""
    parts = item.data(PARTS)
    part = parts.part(key) if parts is not None and item.data(KEY) != key else None
    if part is not None:
        heading, tip, area = part.title, part.tip.strip(), part.area
    else:
        heading, tip, area = str(item.data(TITLE) or ""), item.toolTip().strip(), _shown_bounds(item)
    if not heading and tip:  # no name of its own: its tooltip's first line is its name
        heading, _, tip = tip.partition("\n")
    elif heading and tip.startswith(heading):  # a tooltip that starts with the name: said once
        tip = tip[len(heading):].lstrip(":：・· ")
    return heading, tip.strip(), area


def _headed_panel(width: float, height: float, heading: str, points: float) -> LargePanel:
    """Returns the large view's panel with the way back in its corner and the heading, its body below both."""
    panel = LargePanel(width, height, 0)
    back = translate("large_view", "Click or Esc: back to the table")
    note = Words(width * 0.4, back, points, False, MUTED_INK, panel)
    note.setPos(width - MARGIN - note.width, MARGIN)
    top = MARGIN + note.height
    if heading:
        title = Words(width - 3 * MARGIN - note.width, heading, points + 2, True, INK, panel)
        title.setPos(MARGIN, MARGIN)
        top = max(top, MARGIN + title.height)
    panel.top = top + 10
    panel.body.setY(panel.top)
    return panel


def _zoom(item: QGraphicsItem, area: QRectF, unit: float, scale: float, room_w: float, room_h: float) -> float:
    """Returns how much to magnify `area` of `item` so that its smallest text reads at READ_PX on screen, within
    the room (a thing with no text: as large as fits, up to 4 times)."""
    wide, high = max(area.width() * unit, 1.0), max(area.height() * unit, 1.0)
    least = smallest_text(item, area, scale * unit)
    zoom = max(LEAST_ZOOM, (READ_PX + 0.5) / least if least else LEAST_ZOOM)
    if least is None or zoom * high > room_h:  # no text to read: as large as fits, up to 4 times
        zoom = max(zoom, min(4.0, room_h / high))
    zoom = min(zoom, room_w / wide)
    for _ in range(2):  # a text fitted to its box may shrink at the new scale: measure again, and grow
        least = smallest_text(item, area, scale * unit * zoom)
        if least is None or least >= READ_PX or zoom * wide >= room_w:
            break
        zoom = min(zoom * (READ_PX + 0.5) / least, room_w / wide)
    return zoom
