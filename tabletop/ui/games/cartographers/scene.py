"""The Cartographers table: the map sheet like the paper pad, the season and edicts, the explore card.

Drawing: the chosen shape follows the mouse over the map; R or the wheel turns
it, F flips it, 1/2 pick the shape, T the terrain; arrow keys move it and Enter
draws without a mouse (the first arrow or Enter brings it onto the map). Cells
where the shape fits are tinted; a refused place says why. While a shape hovers,
each edict shows what it would add. All of that is the choosing of the seat at
the screen: it is forgotten at every hand-over, so the next seat sees none of it.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, NamedTuple, Sequence

from PySide6.QtCore import QLine, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

from tabletop.engine.action import Action
from tabletop.games.cartographers.components import (COIN_TRACK, DRAWABLE, SCORING_BY_KEY, SEASONS, SIDES,
                                                     SKILL_COSTS_CONFIRMED, AmbushCard, ExploreCard, Terrain)
from tabletop.games.cartographers.grid import SIZE, bit, mask_of, orient
from tabletop.games.cartographers.messages import RULES
from tabletop.games.cartographers.placements import IndexedActions
from tabletop.games.cartographers.rules import CARD
from tabletop.games.cartographers.scoring import CARDS
from tabletop.games.cartographers.skills import DOMINO, SKILL, SQUARE
from tabletop.games.cartographers.sheet import DRAWN_INDEX, Sheet
from tabletop.games.cartographers.solo import title_for
from tabletop.games.cartographers.state import Step
from tabletop.games.cartographers.view import CartographersView
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import frame_hint
from tabletop.ui.i18n import fmt, message, names_list, signed, translate, words_of
from tabletop.ui.items import (ButtonItem, CardItem, HotspotItem, LabelItem, Mark, PanelItem, Shape, TableItem,
                               TokenItem, MARK_EDGE, WIDE_PEN, device_scale, draw_text, mark_outline, mark_path)
from tabletop.ui.style import INK, MUTED_INK, REFUSED

term = words_of("cartographers")  # Cartographers' words (terrains, cards, titles) and the engine's

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
DRAW_KINDS = {"place", "sneak", "single", "square", "domino", "again", "monster", "monster_domino", "monster_single"}
TURNABLE = {"place", "monster", "domino", "again", "monster_domino"}
TERRAIN_KINDS = {"place", "sneak", "single", "square", "domino", "again"}


def _square(row: int, col: int) -> str:
    """Returns a map square's printed name (B4), or a plain pair for a place over the edge."""
    return f"{ROWS[row]}{col + 1}" if 0 <= row < SIZE and 0 <= col < SIZE else f"({row + 1}, {col + 1})"


def rule(key: str) -> str:
    """Returns a Cartographers rule text in the current language."""
    return translate(*RULES[key])


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
            draw_text(painter, QRectF(0, self.TOP + k * self.cell, 30, self.cell), ROWS[k], 10, True, MUTED_INK,
                      centre)
            draw_text(painter, QRectF(self.LEFT + k * self.cell, 0, self.cell, 20), str(k + 1), 10, True,
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


class CartographersScene(GameScene):
    """Draws a CartographersView and turns mouse and keys into drawings."""

    WIDTH, HEIGHT = 1240, 900
    EMBLEM = tuple(TERRAIN_MARKS[t] for t in DRAWABLE)  # the terrains players draw
    CELL = 56
    GRID_X, GRID_Y = 40, 74

    def __init__(self) -> None:
        super().__init__()
        # The seat at the screen's own choosing: shape, turn, terrain and where the shape hovers (None: nowhere
        # yet). It belongs to that seat and is forgotten whenever the table passes to another seat or goes public.
        self.option = 0
        self.orientation = 0
        self.terrain_index = 0
        self.anchor: tuple[int, int] | None = None
        self._holder: tuple[int | None, int | None] | None = None  # (viewer, acting) the choosing belongs to
        self.view: CartographersView | None = None
        self.legal: Sequence[Action] = []
        self.sheet_item: SheetItem | None = None
        self.ghost: GhostItem | None = None
        self.preview_labels: dict[str, LabelItem] = {}
        self.status: LabelItem | None = None
        self.focus_seat = 0
        self.enlarged: int | None = None  # another seat whose map is shown large over this one
        self.hinted: Action | None = None  # the hint's move shown on the table, played by Enter
        self._last_card: tuple | None = None
        self._terrain_list: list[Terrain] = []
        self.by_cells: dict = {}

    # --- what is being drawn ------------------------------------------------------------
    def _mode(self) -> str:
        """Returns the kind of drawing asked for (place, single, square, domino, again, monster, …),
        or confirm, skip, ambush_skill (pay for a skill or pass when an ambush is revealed) or watch."""
        legal = self.legal
        if not legal:
            return "watch"
        if isinstance(legal, IndexedActions):  # one table's placements (all of one kind), then the rest
            kinds = [a.kind for a in legal[:1]] + [a.kind for a in legal.extra]
        else:
            kinds = [a.kind for a in legal]
        for kind in kinds:
            if kind in DRAW_KINDS or kind in ("confirm", "skip"):
                return "place" if kind == "sneak" else kind
        return "ambush_skill" if "pass" in kinds else "watch"

    def _own(self):
        view = self.view
        return view.sheets[view.viewer] if view is not None and view.viewer is not None else None

    def _shapes(self) -> list[tuple[tuple[int, int], ...]]:
        view = self.view
        mode = self._mode()
        card = CARD.get(view.card) if view and view.card is not None else None
        if mode == "place":
            return [o.cells for o in card.options]
        if mode == "monster":
            return [card.cells]
        if mode == "square":
            return [SQUARE]
        if mode in ("domino", "monster_domino"):
            return [DOMINO]
        if mode == "again" and self._own() is not None and self._own().staged:
            return [self._own().staged[0].shape]
        return [((0, 0),)]

    def _terrains(self) -> list[Terrain]:
        return self._terrain_list or [Terrain.MONSTER]

    def _collect_terrains(self) -> list[Terrain]:
        mode = self._mode()
        if mode in ("monster", "monster_single", "monster_domino"):
            return [Terrain.MONSTER]
        words = set()
        legal = self.legal
        if isinstance(legal, IndexedActions):
            words = {legal.table.actions[int(k)].args[-1] for k in legal.indices}
            words |= {a.args[-1] for a in legal.extra if a.kind in TERRAIN_KINDS}
        else:
            words = {a.args[-1] for a in legal if a.kind in TERRAIN_KINDS}
        return [t for t in Terrain if t.word in words]

    def _shape_now(self) -> tuple[tuple[int, int], ...]:
        shapes = self._shapes()
        shape = shapes[min(self.option, len(shapes) - 1)]
        return orient(shape, self.orientation) if self._mode() in TURNABLE else shape

    def _action_at(self, row: int, col: int) -> tuple[Action, int | None]:
        """Returns the action drawing the chosen shape with its top-left corner at (row, col), and its cells."""
        mode = self._mode()
        shape = self._shape_now()
        option = min(self.option, len(self._shapes()) - 1)
        terrain = self._terrains()[self.terrain_index % len(self._terrains())]
        inside = [(row + r, col + c) for r, c in shape if 0 <= row + r < SIZE and 0 <= col + c < SIZE]
        mask = mask_of(inside) if len(inside) == len(shape) else None
        o, t = self.orientation, terrain.word
        args = {"place": (option, o, row, col, t), "single": (row, col, t), "square": (row, col, t),
                "domino": (o, row, col, t), "again": (o, row, col, t), "monster": (o, row, col),
                "monster_domino": (o, row, col), "monster_single": (row, col)}[mode]
        action = Action(mode, args)
        own = self._own()
        if mask is None and mode == "place" and inside and own is not None and own.skill == "sneak":
            action, mask = Action("sneak", (option, o, row, col, t)), mask_of(inside)
        if mask is not None:
            canonical = self.by_cells.get((mask, t if mode in TERRAIN_KINDS else None, action.kind))
            if canonical is not None:
                return canonical, mask
        return action, mask

    def _geometry(self, action: Action) -> int:
        """Returns the cells of a drawing listed outside a table (Sneak's shapes over the edge)."""
        card = CARD[self.view.card]
        option, orientation, row, col, _ = action.args
        shape = orient(card.options[option].cells, orientation)
        return mask_of((row + r, col + c) for r, c in shape if 0 <= row + r < SIZE and 0 <= col + c < SIZE)

    def _index_legal(self) -> None:
        """Builds (cells, terrain, kind) → legal action, and the tint of cells where the chosen shape fits."""
        self.by_cells: dict[tuple[int, str | None, str], Action] = {}
        self.tint = 0
        self._terrain_list = self._collect_terrains()
        legal = self.legal
        if not isinstance(legal, IndexedActions):
            return
        mode = self._mode()
        terrain = self._terrains()[self.terrain_index % len(self._terrains())].word
        orientation = self._canonical_orientation() if mode in TURNABLE else None
        pairs = [(legal.table.actions[int(k)], legal.table.masks[int(k)]) for k in legal.indices]
        pairs += [(a, self._geometry(a)) for a in legal.extra if a.kind == "sneak"]
        for action, mask in pairs:
            word = action.args[-1] if action.kind in TERRAIN_KINDS else None
            self.by_cells[(mask, word, action.kind)] = action
            if word not in (None, terrain):
                continue
            if action.kind in ("place", "sneak") and (action.args[0] != self.option or action.args[1] != orientation):
                continue
            if action.kind in ("monster", "monster_domino", "domino", "again") and action.args[0] != orientation:
                continue
            self.tint |= mask

    def _canonical_orientation(self) -> int:
        """Returns the lowest orientation number giving the same shape as the chosen one."""
        shapes = self._shapes()
        shape = shapes[min(self.option, len(shapes) - 1)]
        target = orient(shape, self.orientation)
        return next(o for o in range(8) if orient(shape, o) == target)

    # --- drawing the table ---------------------------------------------------------------------
    def render_view(self, view: CartographersView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws the sheet in focus, the season, edicts, card and controls."""
        self.ghost = self.sheet_item = self.status = None  # clear() deletes them
        self.preview_labels = {}
        self.reset()
        self.view = view
        self.legal = legal
        self.names = seat_names
        self.acting = acting
        self.hinted = None  # a hint lasts until the table is drawn again
        if (view.viewer, acting) != self._holder:  # a hand-over (or the public table): nothing of the last seat's
            self._holder = (view.viewer, acting)
            self.anchor = None
            self.enlarged = self.hinted = None
            self._last_card = None
        card_key = (view.card, view.step)
        if card_key != self._last_card:  # a new card or step: start from its first shape and terrain
            self.option = self.orientation = self.terrain_index = 0
            self._last_card = card_key
        if acting is not None and view.step is Step.AMBUSH and acting in dict(view.targets):
            self.focus_seat = dict(view.targets)[acting]
        elif view.viewer is not None:
            self.focus_seat = view.viewer
        elif view.waiting:
            self.focus_seat = view.waiting[0]
        self._index_legal()
        self._sheet(view)
        self._season(view)
        self._edicts(view)
        self._card(view)
        self._others(view)
        self._update_ghost()
        if self.enlarged is not None:
            self._enlarged_map(view, self.enlarged)

    def _focus_sheet(self, view: CartographersView) -> Sheet:
        shown = view.sheets[self.focus_seat]
        sheet = Sheet(view.side, list(shown.drawn))
        sheet.shape_coins = shown.coins
        return sheet

    def _sheet(self, view: CartographersView) -> None:
        panel, item = self._map_panel(view, self.focus_seat)
        if view.step is Step.AMBUSH and self.acting is not None and self.focus_seat != self.acting:
            warn = LabelItem(640, 24, translate("cartographers_view", "You are drawing the monsters on this map."),
                             11, True, REFUSED, parent=panel)
            warn.setPos(16, 36)
        item.tint = self.tint if self._mode() in DRAW_KINDS else 0
        staged = view.sheets[view.viewer].staged if view.viewer is not None else None
        item.staged = [(d.mask, d.terrain) for d in staged or () if d.sheet == self.focus_seat]
        self.sheet_item = item

    def _map_panel(self, view: CartographersView, seat: int, title_width: float = 640) -> tuple[PanelItem, SheetItem]:
        """Draws one seat's map as the pad shows it (what the view shows of it), with its coins and seasons."""
        shown = view.sheets[seat]
        side = SIDES[view.side]
        panel = PanelItem(700, 896, "")
        panel.setPos(0, 2)
        self.addItem(panel)
        owner = self.names[seat] if seat < len(self.names) else ""
        title = translate("cartographers_view", "{name}'s map — side {side}: {map}").format(
            name=owner, side=view.side,
            map=translate("cartographers_view", "Wilderness") if view.side == "A"
            else translate("cartographers_view", "Wastelands"))
        LabelItem(title_width, 30, title, 14, True, parent=panel).setPos(16, 6)
        sheet = Sheet(view.side, list(shown.drawn))
        sheet.shape_coins = shown.coins
        item = SheetItem(sheet, self.CELL, parent=panel)
        item.setPos(self.GRID_X, self.GRID_Y)
        item.set_rule("carto.rule.drawing", rule("drawing") + "\n\n" + rule("monster"))
        RulerItem(self.CELL, parent=panel).setPos(self.GRID_X - RulerItem.LEFT, self.GRID_Y - RulerItem.TOP)
        # Teaching: invisible hover targets over the printed features, one for all the cells of each.
        spots: dict[str, list[tuple[int, int]]] = {"mountain": list(side.mountain_cells), "ruins": [],
                                                   "wasteland": [], "monster": []}
        monsters = sheet.terrain(Terrain.MONSTER)
        for r in range(SIZE):
            for c in range(SIZE):
                if side.ruins & bit(r, c):
                    spots["ruins"].append((r, c))
                elif side.wasteland & bit(r, c):
                    spots["wasteland"].append((r, c))
                elif monsters & bit(r, c):
                    spots["monster"].append((r, c))
        for key, cells in spots.items():
            if cells:
                spot = CellsHotspot(cells, self.CELL, parent=panel)
                spot.setPos(self.GRID_X, self.GRID_Y)
                spot.set_rule("carto.rule." + key, rule(key))
        self._coins(panel, shown)
        self._season_boxes(panel, shown, view)
        return panel, item

    def _enlarged_map(self, view: CartographersView, seat: int) -> None:
        """Shows another seat's map large over this one (only what the view shows of it), with the way back."""
        if not 0 <= seat < len(view.sheets) or seat == self.focus_seat:
            self.enlarged = None
            return
        panel, item = self._map_panel(view, seat, title_width=466)  # its way back sits on the right
        panel.setZValue(50)
        panel.setData(0, "enlarged")
        panel.fill, panel.emphasis = QColor("#e8eef1"), True  # another seat's paper: not to be taken for one's own
        panel.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)  # the map under it takes no clicks meanwhile
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        back = ButtonItem(200, 32, translate("cartographers_view", "Back to your map (Esc)"), parent=panel)
        back.setPos(490, 6)
        back.set_highlight(True)
        back.clicked.connect(self.close_enlarged)
        self.enlarged_back = back

    def enlarge(self, seat: int | None) -> None:
        """Shows `seat`'s map large over the one in focus (None: back to it)."""
        self.enlarged = seat
        self._redraw_controls()

    def close_enlarged(self) -> None:
        """Goes back from another seat's large map to the one in focus."""
        self.enlarge(None)

    def _coins(self, panel: PanelItem, shown) -> None:
        y = self.GRID_Y + SIZE * self.CELL + 12
        label = LabelItem(90, 24, translate("cartographers_view", "Coins"), 11, True, parent=panel)
        label.setPos(self.GRID_X - 30, y)
        label.set_rule("carto.rule.coins", rule("coins"))
        for k in range(COIN_TRACK):
            filled = k < shown.coins
            spent = shown.coins_left <= k < shown.coins
            mark = Mark("#d4a017" if filled and not spent else "#e8e0cc", Shape.CIRCLE)
            token = TokenItem(14, mark, "×" if spent else "", parent=panel)
            token.setPos(self.GRID_X + 56 + k * 36, y - 2)
            token.set_rule("carto.rule.coins", rule("coins") + "\n" + translate(
                "cartographers_view", "Coins: {n} of 14").format(n=shown.coins_left))

    def _season_boxes(self, panel: PanelItem, shown, view: CartographersView) -> None:
        y = self.GRID_Y + SIZE * self.CELL + 46
        for k, season in enumerate(SEASONS):
            box = PanelItem(150, 104, term(season.name.lower()), parent=panel,
                            emphasis=(k == view.season and view.step is not Step.OVER))
            box.setPos(self.GRID_X - 30 + k * 160, y)
            box.set_rule("carto.rule.season", rule("season"))
            if k < len(shown.seasons):
                s = shown.seasons[k]
                lines = [translate("cartographers_view", "{a}: {first}   {b}: {second}").format(
                             a=s.edicts[0], first=s.first, b=s.edicts[1], second=s.second),
                         translate("cartographers_view", "coins {n}").format(n=s.coins) + "   " +
                         translate("cartographers_view", "monsters {n}").format(n=signed(s.monsters))]
                LabelItem(140, 44, "\n".join(lines), 9, False, INK, parent=box).setPos(6, 28)
                LabelItem(140, 28, f"= {s.total}", 14, True, INK, Qt.AlignmentFlag.AlignRight, parent=box).setPos(4, 72)
            else:
                LabelItem(140, 40, f"{season.edicts[0]} + {season.edicts[1]}", 12, True, MUTED_INK,
                          Qt.AlignmentFlag.AlignCenter, parent=box).setPos(4, 40)
        total = sum(s.total for s in shown.seasons)
        LabelItem(620, 24, fmt(translate("cartographers_view", "Total so far: {n:star|stars}"), n=total), 12, True,
                  parent=panel).setPos(self.GRID_X - 30, y + 110)

    def _season(self, view: CartographersView) -> None:
        season = SEASONS[view.season]
        panel = PanelItem(526, 96, translate("cartographers_view", "Season: {season}").format(
            season=term(season.name.lower())))
        panel.setPos(710, 2)
        panel.set_rule("carto.rule.season", rule("season"))
        self.addItem(panel)
        text = translate("cartographers_view", "Time {time} of {threshold} · edicts {a} and {b}").format(
            time=view.time, threshold=season.threshold, a=season.edicts[0], b=season.edicts[1])
        LabelItem(500, 24, text, 11, False, parent=panel).setPos(14, 32)
        for k in range(season.threshold):
            mark = Mark("#2f6b5a" if k < view.time else "#e8e0cc", Shape.SQUARE)
            TokenItem(9, mark, parent=panel).setPos(14 + k * 26, 62)
        LabelItem(260, 24, translate("cartographers_view", "Cards left: {n}").format(n=view.deck_count), 10, False,
                  MUTED_INK, Qt.AlignmentFlag.AlignRight, parent=panel).setPos(250, 62)

    def _edicts(self, view: CartographersView) -> None:
        season = SEASONS[view.season]
        sheet = self._focus_sheet(view)
        self.preview_labels = {}
        for k, (letter, key) in enumerate(view.edicts):
            card = CardItem(126, 120, mark=Mark("#5a4630" if letter in season.edicts else "#a89b80", Shape.SQUARE),
                            value=str(CARDS[key](sheet)), title=term(key), corner=letter,
                            subtitle=translate("cartographers_view", "solo {n}").format(n=SCORING_BY_KEY[key].solo)
                            if view.players == 1 else "")
            card.setPos(710 + k * 133, 106)
            card.selected_ = letter in season.edicts
            card.set_rule("carto.rule.edict." + key, rule(key) + "\n\n" + fmt(translate(
                "cartographers_view", "Now: {n:star|stars} on this map."), n=CARDS[key](sheet)))
            self.addItem(card)
            preview = LabelItem(120, 22, "", 12, True, QColor("#1e8a3c"), Qt.AlignmentFlag.AlignCenter, parent=card)
            preview.setPos(3, 122)
            self.preview_labels[key] = preview

    def _card(self, view: CartographersView) -> None:
        panel = PanelItem(526, 330, "")
        panel.setPos(710, 252)
        self.addItem(panel)
        mode = self._mode()
        card = CARD.get(view.card) if view.card is not None else None
        if view.step is Step.OVER:
            panel.title = translate("cartographers_view", "The maps are finished.")
            return
        name = term(card.name) if card is not None else ""
        if isinstance(card, AmbushCard):  # drawing its monsters, or choosing a skill before they come
            panel.title = translate("cartographers_view", "Ambush: {card}").format(card=name)
            panel.set_rule("carto.rule.ambush", rule("ambush"))
        else:
            panel.title = translate("cartographers_view", "Explore: {card} (time {time})").format(
                card=name, time=card.time)
            panel.set_rule("carto.rule.drawing", rule("drawing"))
        if view.ruins_pending and view.step is Step.DRAW:
            ruins = LabelItem(500, 22, translate("cartographers_view", "Ruins! Cover an empty ruins space."), 11, True,
                              REFUSED, parent=panel)
            ruins.setPos(14, 30)
            ruins.set_rule("carto.rule.ruins", rule("ruins"))
        self.status = LabelItem(500, 44, "", 10, True, REFUSED, parent=panel)
        self.status.setPos(14, 276)
        if mode == "watch":
            waiting = [self.names[s] for s in view.waiting if s < len(self.names)]
            LabelItem(500, 60, translate("cartographers_view", "Waiting for: {names}").format(
                names=names_list(waiting)), 11, False, parent=panel).setPos(14, 60)
            return
        if mode == "ambush_skill":
            LabelItem(500, 44, translate("cartographers_view", "An ambush! Before its monsters are drawn you may "
                                                               "use a skill, or pass."), 11, True,
                      parent=panel).setPos(14, 40)
            for k, action in enumerate(self.legal):  # the skills of this moment, then Pass
                button = ButtonItem(160, 44, self.action_label(view, action))
                button.setParentItem(panel)
                button.setPos(14 + k * 168, 100)
                button.set_highlight(True)
                if action.kind == "skill":
                    key = str(action.args[0])
                    button.set_rule("carto.rule.skill." + key, rule("skill." + key))
                else:
                    button.set_rule("carto.rule.ambush", rule("ambush"))
                self.clickable(button, action)
            return
        if mode in ("confirm", "skip"):
            action = self.legal[0]
            text = translate("cartographers_view", "Confirm the drawing") if mode == "confirm" else \
                translate("cartographers_view", "Skip: the map is full")
            button = ButtonItem(300, 48, text)
            button.setParentItem(panel)
            button.setPos(14, 70)
            button.set_highlight(True)
            button.set_rule("carto.rule.confirm", rule("confirm"))
            self.clickable(button, action)
            LabelItem(480, 60, translate("cartographers_view", "Undo takes the drawing back until you confirm."),
                      10, False, MUTED_INK, parent=panel).setPos(14, 130)
            return
        # Shape options, each drawn from the card's data, and the terrains.
        for k, shape in enumerate(self._shapes()):
            box = ButtonItem(150, 120, "")
            box.setParentItem(panel)
            box.setPos(14 + k * 160, 58)
            box.set_highlight(k == self.option)
            box.set_rule("carto.rule.drawing", rule("drawing"))
            box.clicked.connect(lambda k=k: self._choose(option=k))
            cell = 18
            for r, c in orient(shape, self.orientation if mode in TURNABLE else 0):
                sq = QGraphicsRectItem(10 + c * cell, 10 + r * cell, cell - 2, cell - 2, box)
                sq.setBrush(FILL[self._terrains()[self.terrain_index % len(self._terrains())]])
                sq.setPen(QPen(INK, 1))
            if mode == "place" and card.options[k].coin:
                coin = TokenItem(12, Mark("#d4a017", Shape.CIRCLE), "¢", parent=box)
                coin.setPos(118, 8)
                coin.set_rule("carto.rule.coins", rule("coins"))
        own = self._own()
        need = own.need if own is not None else None
        if need and need != "main":
            LabelItem(330, 80, message("carto.need_" + need, {}), 11, True, QColor("#2f5f8a"),
                      parent=panel).setPos(180, 70)
        elif mode in ("single", "monster_single"):
            LabelItem(180, 60, translate("cartographers_view", "1×1: no shape fits"), 10, True, REFUSED,
                      parent=panel).setPos(180, 80)
        for k, terrain in enumerate(self._terrains()):
            button = ButtonItem(120, 38, term(terrain.word), TERRAIN_MARKS[terrain])
            button.setParentItem(panel)
            button.setPos(14 + k * 128, 190)
            button.set_highlight(k == self.terrain_index % len(self._terrains()))
            button.set_rule("carto.rule.terrain." + terrain.word, rule("monster") if terrain is Terrain.MONSTER
                            else rule("drawing"))
            button.clicked.connect(lambda k=k: self._choose(terrain=k))
        if mode in TURNABLE:
            for k, (text, key) in enumerate(((translate("cartographers_view", "Turn (R)"), "turn"),
                                             (translate("cartographers_view", "Flip (F)"), "flip"))):
                button = ButtonItem(120, 34, text)
                button.setParentItem(panel)
                button.setPos(14 + k * 128, 236)
                button.clicked.connect(lambda key=key: self._turn(key))
        LabelItem(250, 60, translate("cartographers_view", "Keys: arrows move, Enter draws, 1/2 shape, T terrain"),
                  9, False, MUTED_INK, parent=panel).setPos(270, 232)

    def _revealed(self, view: CartographersView) -> None:
        """The season's revealed cards in a row, each with its time, as on the table."""
        panel = PanelItem(526, 44, "")
        panel.setPos(710, 588)
        panel.set_rule("carto.rule.season", rule("season"))
        self.addItem(panel)
        chips = []
        room = 506.0
        for cid in reversed(view.revealed):  # the newest cards matter most: keep them when space runs out
            card = CARD[cid]
            text = f"{term(card.name)} {card.time}" if isinstance(card, ExploreCard) else term(card.name)
            width = min(180.0, ButtonItem.width_for(text))  # measured: a kanji is twice a letter's width
            if width > room:
                break
            chips.insert(0, (text, width))
            room -= width + 6
        x = 10.0
        for text, width in chips:
            chip = ButtonItem(width, 28, text)
            chip.setParentItem(panel)
            chip.setPos(x, 8)
            chip.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            x += width + 6

    def _skills(self, view: CartographersView) -> float:
        """The three skills with their costs; returns where the next panel starts."""
        if not view.skills:
            return 638
        title = translate("cartographers_view", "Skills") if SKILL_COSTS_CONFIRMED else \
            translate("cartographers_view", "Skills (unofficial costs)")  # the data says whether they are printed ones
        panel = PanelItem(526, 76, title)
        panel.setPos(710, 638)
        panel.set_rule("carto.rule.skills", rule("skills"))
        self.addItem(panel)
        own = self._own()
        for k, key in enumerate(view.skills):
            text = fmt(translate("cartographers_view", "{skill} · {cost:coin|coins}"), skill=term(key),
                       cost=SKILL[key].cost)
            button = ButtonItem(164, 36, text)
            button.setParentItem(panel)
            button.setPos(10 + k * 170, 32)
            button.set_rule("carto.rule.skill." + key, rule("skill." + key) + "\n\n" + rule("skills"))
            action = Action("skill", (key,))
            button.set_highlight(action in self.legal)
            button.set_dimmed(own is not None and own.skill_used and own.skill != key)
            self.clickable(button, action)
        return 720

    def _others(self, view: CartographersView) -> None:
        self._revealed(view)
        top = self._skills(view)
        if view.players == 1:
            panel = PanelItem(526, 96, translate("cartographers_view", "Solo"))
            panel.setPos(710, top)
            panel.set_rule("carto.rule.solo", rule("solo"))
            self.addItem(panel)
            LabelItem(500, 56, rule("solo"), 10, False, MUTED_INK, parent=panel).setPos(14, 30)
            return
        cell = 8
        for k, shown in enumerate(view.sheets):
            if k == self.focus_seat:
                continue
            x = 712 + len([s for s in range(k) if s != self.focus_seat]) * 105
            y = top + 4
            sheet = Sheet(view.side, list(shown.drawn))
            mini = SheetItem(sheet, cell)
            mini.setPos(x, y + 20)
            mini.set_rule("carto.rule.drawing", translate("cartographers_view", "{name}'s map").format(
                name=self.names[k] if k < len(self.names) else k + 1) + "\n" +
                translate("cartographers_view", "Click to see it large."))
            mini.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            mini.setCursor(Qt.CursorShape.PointingHandCursor)
            mini.clicked.connect(lambda k=k: self.enlarge(k))
            mini.setData(0, ("mini", k))
            self.addItem(mini)
            name = self.names[k] if k < len(self.names) else str(k + 1)
            done = " ✓" if shown.has_drawn or k not in view.waiting else ""
            self._mini_label(x, y, translate("cartographers_view", "{name}: {n}").format(
                name=name, n=sum(s.total for s in shown.seasons)) + done)

    def _mini_label(self, x: float, y: float, text: str) -> None:
        label = LabelItem(100, 18, text, 9, True, QColor("#f4efe4"))
        label.setPos(x, y)
        self.addItem(label)

    # --- a move shown before it is made (the hint, a tutorial step) -----------------------------------------
    def preview(self, view: Any, action: Action | None) -> QRectF | None:
        """Shows a drawing as the table shows one being made: its shape, turn, mirror and terrain chosen and its
        ghost where it goes, so Enter or a click there draws exactly it; a skill, Pass or Confirm gets a frame
        (Enter plays it). None takes the shape off the map. Returns the scene rectangle shown."""
        if action is None or self.view is None:
            self.anchor = None
            self._redraw_controls()
            return None
        kind = action.kind
        if kind not in DRAW_KINDS | {"sneak"}:
            item = self.action_items.get(action)
            if item is None or item.scene() is not self:
                return None
            self.hinted = action
            return frame_hint(self, item.sceneBoundingRect().adjusted(4, 4, -4, -4))
        self.enlarged = None
        args = action.args
        if kind in ("place", "sneak"):
            self.option, self.orientation = int(args[0]), int(args[1])
            row, col = int(args[2]), int(args[3])
        elif kind in ("domino", "again", "monster", "monster_domino"):
            self.orientation, row, col = int(args[0]), int(args[1]), int(args[2])
        else:  # single, square, monster_single: no turn
            row, col = int(args[0]), int(args[1])
        if kind in TERRAIN_KINDS:
            words = [t.word for t in self._terrains()]
            if args[-1] in words:
                self.terrain_index = words.index(str(args[-1]))
        self.anchor = (row, col)
        self._redraw_controls()
        if self.ghost is None or self.ghost.scene() is not self:
            return None
        return frame_hint(self, self.ghost.sceneBoundingRect().adjusted(2, 2, -2, -2))

    # --- choosing and hovering ------------------------------------------------------------------------
    def _choose(self, option: int | None = None, terrain: int | None = None) -> None:
        if option is not None:
            self.option = option
        if terrain is not None:
            self.terrain_index = terrain
        self._redraw_controls()

    def _turn(self, how: str) -> None:
        if self._mode() not in TURNABLE:
            return
        if how == "turn":
            self.orientation = (self.orientation // 4) * 4 + (self.orientation + 1) % 4
        else:
            self.orientation = (self.orientation + 4) % 8
        self._redraw_controls()

    def _redraw_controls(self) -> None:
        view = self.view
        if view is not None:
            anchor = self.anchor
            self.render_view(view, self.legal, self.names, self.acting)
            self.anchor = anchor
            self._update_ghost()
            self.selection_changed.emit()

    def _update_ghost(self) -> None:
        if self.ghost is not None and self.ghost.scene() is self:
            self.removeItem(self.ghost)
        self.ghost = None
        for label in self.preview_labels.values():
            label.text = ""
            label.update()
        if self.sheet_item is None or self.anchor is None or self._mode() not in DRAW_KINDS:
            return
        action, mask = self._action_at(*self.anchor)
        shapes = self._shapes()
        shape = orient(shapes[min(self.option, len(shapes) - 1)],
                       self.orientation if self._mode() in TURNABLE else 0)
        cells = [(self.anchor[0] + r, self.anchor[1] + c) for r, c in shape]
        fits = action in self.legal
        terrain = self._terrains()[self.terrain_index % len(self._terrains())]
        self.ghost = GhostItem(cells, self.CELL, terrain, fits, self.sheet_item)
        if self.status is not None:
            reason = None if fits else self._why(action)
            self.status.text = message(reason.code, reason.params, self.names) if reason else ""
            self.status.update()
        if fits and mask and self._mode() in TERRAIN_KINDS:
            sheet = self._focus_sheet(self.view)
            before = {key: CARDS[key](sheet) for _, key in self.view.edicts}
            sheet.drawn[DRAWN_INDEX[terrain]] |= mask
            for key, label in self.preview_labels.items():
                gain = CARDS[key](sheet) - before[key]
                label.text = signed(gain)
                label.colour = QColor("#1e8a3c") if gain > 0 else (REFUSED if gain < 0 else MUTED_INK)
                label.update()

    def _why(self, action: Action):
        """Returns why the shape may not go here: the table page asks the rules (which never see Qt)."""
        return self.ask_reason(action) if self.ask_reason else None

    def cell_at(self, pos: QPointF) -> tuple[int, int] | None:
        """Returns the map cell under a scene position."""
        if self.sheet_item is None:
            return None
        local = self.sheet_item.mapFromScene(pos)
        row, col = int(local.y() // self.CELL), int(local.x() // self.CELL)
        if local.x() < 0 or local.y() < 0 or row >= SIZE or col >= SIZE:
            return None
        return row, col

    def _anchor_for(self, cell: tuple[int, int]) -> tuple[int, int]:
        """Returns the top-left corner that puts the shape's middle under the mouse."""
        shapes = self._shapes()
        shape = orient(shapes[min(self.option, len(shapes) - 1)],
                       self.orientation if self._mode() in TURNABLE else 0)
        height = 1 + max(r for r, _ in shape)
        width = 1 + max(c for _, c in shape)
        return cell[0] - (height - 1) // 2, cell[1] - (width - 1) // 2

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        cell = self.cell_at(event.scenePos()) if self.enlarged is None else None
        if cell is not None and self._mode() in DRAW_KINDS:
            anchor = self._anchor_for(cell)
            if anchor != self.anchor:
                self.anchor = anchor
                self._update_ghost()
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if self.enlarged is not None:  # another seat's map lies over this one: only its way back is a choice
            super().mousePressEvent(event)
            return
        cell = self.cell_at(event.scenePos())
        if cell is not None and event.button() == Qt.MouseButton.LeftButton and \
                self._mode() in DRAW_KINDS:
            self.anchor = self._anchor_for(cell)
            self.play_anchor()
            event.accept()
            return
        if event.button() == Qt.MouseButton.RightButton:
            self._turn("turn")
            event.accept()
            return
        super().mousePressEvent(event)

    def wheelEvent(self, event) -> None:  # noqa: N802
        if self.enlarged is None and self.cell_at(event.scenePos()) is not None:
            self._turn("turn")
            event.accept()
            return
        super().wheelEvent(event)

    def play_anchor(self) -> None:
        """Draws the chosen shape at the keyboard/mouse anchor (refused moves get their reason)."""
        if self.anchor is None or self._mode() not in DRAW_KINDS:
            return
        action, _ = self._action_at(*self.anchor)
        self.last_clicked = self.sheet_item
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: self.action_chosen.emit(action))

    def keyPressEvent(self, event) -> None:  # noqa: N802
        key = event.key()
        mode = self._mode()
        moves = {Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0), Qt.Key.Key_Left: (0, -1),
                 Qt.Key.Key_Right: (0, 1)}
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if self.enlarged is not None:
            if key == Qt.Key.Key_Escape:
                self.close_enlarged()
            event.accept()
            return
        if enter and self.hinted is not None and self.hinted.kind not in DRAW_KINDS | {"sneak"}:
            self.action_chosen.emit(self.hinted)  # the hint's skill, pass or confirm, as its frame shows
        elif enter and mode in ("confirm", "skip"):
            self.action_chosen.emit(self.legal[0])
        elif mode not in DRAW_KINDS:  # watching, or a choice made with its buttons: no shape to steer
            super().keyPressEvent(event)
            return
        elif key in moves or key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.anchor is None:
            if self.anchor is None:  # the first arrow (or Enter) brings the shape onto the middle of the map
                self.anchor = self._anchor_for((SIZE // 2, SIZE // 2))
            else:
                dr, dc = moves[key]
                self.anchor = (max(-3, min(SIZE - 1, self.anchor[0] + dr)),
                               max(-3, min(SIZE - 1, self.anchor[1] + dc)))
            self._update_ghost()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play_anchor()
        elif key == Qt.Key.Key_R:
            self._turn("turn")
        elif key == Qt.Key.Key_F:
            self._turn("flip")
        elif key == Qt.Key.Key_T:
            self._choose(terrain=self.terrain_index + 1)
        elif key in (Qt.Key.Key_1, Qt.Key.Key_2):
            self._choose(option=min(len(self._shapes()) - 1, 0 if key == Qt.Key.Key_1 else 1))
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # --- showing what happened ---------------------------------------------------------------------------
    def animate(self, events: Sequence[Any], reduced_motion: bool) -> None:
        """Flashes where a solo ambush drew its monsters, so the player sees where they went."""
        for event in events:
            if event.code == "carto.solo_ambush" and self.sheet_item is not None:
                marks = []
                for r, c in event.params["cells"]:
                    box = QGraphicsRectItem(self.sheet_item.cell_rect(r, c).adjusted(-3, -3, 3, 3), self.sheet_item)
                    box.setPen(QPen(REFUSED, 5))
                    box.setZValue(30)
                    box.setData(0, "ambush")
                    marks.append(box)
                if reduced_motion:
                    return
                self.play(1600, lambda v, marks=marks: [m.setOpacity(v) for m in marks if m.scene() is not None],
                          start=1.0, end=0.15, loops=2)

    # --- words for the side panel ------------------------------------------------------------------------
    def listed_actions(self, legal: Sequence[Action]) -> Sequence[Action]:
        """Returns the placements of the chosen shape, turn and terrain (the full list is thousands)."""
        if not isinstance(legal, IndexedActions):
            return legal
        mode = self._mode()
        terrain = self._terrains()[self.terrain_index % len(self._terrains())].word
        out = []
        orientation = self._canonical_orientation() if mode in TURNABLE else None
        for action in legal:
            if action.kind == "skill":
                out.append(action)
                continue
            if action.kind in TERRAIN_KINDS and action.args[-1] != terrain:
                continue
            if action.kind in ("place", "sneak") and (action.args[0] != self.option or action.args[1] != orientation):
                continue
            if action.kind in ("monster", "monster_domino", "domino", "again") and action.args[0] != orientation:
                continue
            out.append(action)
        return out

    def action_label(self, view: CartographersView, action: Action) -> str:
        """Returns a drawing in words: terrain and the map square of its top-left corner."""
        kind = action.kind
        if kind == "confirm":
            return translate("cartographers_view", "Confirm the drawing")
        if kind == "skip":
            return translate("cartographers_view", "Skip: the map is full")
        if kind == "skill":
            key = action.args[0]
            return fmt(translate("cartographers_view", "Use {skill} ({cost:coin|coins})"), skill=term(key),
                       cost=SKILL[key].cost)
        if kind == "pass":
            return translate("cartographers_view", "Pass")
        if kind in ("place", "sneak"):
            option, _, row, col, terrain = action.args
            return translate("cartographers_view", "{terrain}, shape {n}, at {square}").format(
                terrain=term(terrain), n=option + 1, square=_square(row, col))
        if kind in ("square", "domino", "again"):
            row, col = (action.args[0], action.args[1]) if kind == "square" else (action.args[1], action.args[2])
            return translate("cartographers_view", "{terrain} at {square}").format(
                terrain=term(action.args[-1]), square=_square(row, col))
        if kind == "monster_domino":
            _, row, col = action.args
            return translate("cartographers_view", "Monsters at {square}").format(square=_square(row, col))
        if kind == "single":
            row, col, terrain = action.args
            return translate("cartographers_view", "{terrain} 1×1 at {square}").format(
                terrain=term(terrain), square=_square(row, col))
        if kind == "monster":
            _, row, col = action.args
            return translate("cartographers_view", "Monsters at {square}").format(square=f"{ROWS[row]}{col + 1}")
        row, col = action.args
        return translate("cartographers_view", "Monster 1×1 at {square}").format(square=f"{ROWS[row]}{col + 1}")

    def prompt(self, view: CartographersView, names: Sequence[str], acting: int | None) -> str:
        """Returns what the person at the screen should do."""
        if view.step is Step.OVER:
            return translate("cartographers_view", "The maps are finished.")
        name = names[acting] if acting is not None and acting < len(names) else ""
        mode = self._mode()
        if mode == "confirm":
            return translate("cartographers_view", "{name}: confirm the drawing, or undo it.").format(name=name)
        if mode == "ambush_skill":
            return translate("cartographers_view", "{name}: an ambush! Use a skill before its monsters are drawn, "
                                                   "or pass.").format(name=name)
        if view.step is Step.AMBUSH:
            victim = names[dict(view.targets)[acting]] if acting in dict(view.targets) else ""
            return translate("cartographers_view", "{name}: draw the monsters on {victim}'s map.").format(
                name=name, victim=victim)
        return translate("cartographers_view", "{name}: choose a shape and a terrain, then draw it on your map.").format(
            name=name)

    def result_columns(self) -> list[tuple[str, str]]:
        """Returns the four seasons, edicts, coins and monsters."""
        return [(f"season_{k + 1}", term(s.name.lower())) for k, s in enumerate(SEASONS)] + [
            ("edicts", translate("cartographers_view", "Edicts")), ("coins", translate("cartographers_view", "Coins")),
            ("monsters", translate("cartographers_view", "Monsters"))]

    def result_heading(self, view: CartographersView, result, seat_names: Sequence[str]) -> str | None:
        """Returns, for a solo game, the title the queen gives (the default heading names the winner)."""
        if view.players != 1:
            return None
        row = result.breakdown[0]
        return fmt(translate("cartographers_view", "{name}: {title} — {score:star|stars}"), 
            name=seat_names[0], title=term(title_for(row["rating"])), score=row["total"])

    def result_notes(self, view: CartographersView, result, seat_names: Sequence[str]) -> list[str]:
        """Returns the solo rating and title (solo), or how ties are broken."""
        if view.players != 1:
            return [translate("cartographers_view", "Ties go to the player who lost fewer stars to monsters.")]
        row = result.breakdown[0]
        title = title_for(row["rating"])
        return [translate("cartographers_view", "Score {score} − solo values {values} = rating {rating}").format(
                    score=row["total"], values=row["solo_values"], rating=row["rating"]),
                translate("cartographers_view", "The queen names you: {title}").format(title=term(title))]

    def plot_history(self, plot, view: CartographersView) -> None:
        """Draws each player's season scores as lines, one colour and symbol per player."""
        import pyqtgraph as pg

        from tabletop.ui.items import SEAT_MARKS, shape_path

        plot.setTitle(translate("cartographers_view", "Stars scored each season"))
        plot.setLabel("bottom", translate("cartographers_view", "Season"))
        plot.setLabel("left", translate("cartographers_view", "Stars"))
        plot.getAxis("bottom").setTicks([[(k + 1, term(s.name.lower())) for k, s in enumerate(SEASONS)]])
        plot.setXRange(0.7, 4.3)
        for seat, shown in enumerate(view.sheets):
            mark = SEAT_MARKS[seat % len(SEAT_MARKS)]
            name = self.names[seat] if hasattr(self, "names") and seat < len(self.names) else str(seat + 1)
            plot.plot([k + 1 for k in range(len(shown.seasons))], [s.total for s in shown.seasons], name=name,
                      pen=pg.mkPen(mark.colour, width=2.5), symbol=shape_path(mark.shape, 0.5), symbolSize=11,
                      symbolBrush=mark.colour)

    def sheet_text(self) -> str:
        """Returns the map in focus in the sheet notation (for Copy map)."""
        from tabletop.games.cartographers.sheet import format_sheet

        return format_sheet(self._focus_sheet(self.view)) if self.view is not None else ""
