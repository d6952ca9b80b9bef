"""The Starfarers table's panels around the galaxy: the seats (the strip below), the hand and supply, the dice and
the legend of the galaxy's marks and pieces (the column beside it)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from tabletop.games.starfarers.messages import ball_words
from tabletop.games.starfarers.state import Phase
from tabletop.games.starfarers.view import StarfarersView
from tabletop.marks import Mark
from tabletop.ui.board import SPACE
from tabletop.ui.games.starfarers.pieces import NEUTRAL_MARK, Piece, Spot
from tabletop.ui.games.starfarers.tips import SHORTAGE_RULING, friendship_tip, house_ruling
from tabletop.ui.i18n import fmt, translate
from tabletop.ui.games.starfarers.words import term
from tabletop.ui.items import LabelItem, PanelItem, TableItem, TextBox, TokenItem, draw_mark
from tabletop.ui.style import INK, MUTED_INK

RESOURCES = ("ore", "fuel", "carbon", "food", "goods")
CENTRE = Qt.AlignmentFlag.AlignCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


class SeatsTable(TableItem):
    """The seats' table as one item painting its heads, marks, names and numbers (a redraw at every click makes
    one item where forty would each cost more to make than to paint); the cells with a rule are items over it."""

    def __init__(self, heads: list[str], rows: list[tuple[Mark, str, bool, list[int]]], column: float, left: float,
                 parent: PanelItem):
        super().__init__(parent.width, parent.height, parent)
        self.heads, self.rows, self.column, self.left = heads, rows, column, left
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k, (mark, _, _, _) in enumerate(self.rows):
            draw_mark(painter, mark, QPointF(17, 34 + k * 34 + 16), 9)
        self.paint_texts(painter)

    def row_rect(self, seat: int) -> QRectF:
        """Returns seat's row (its name and numbers) in scene coordinates, less what a frame round it adds: a frame
        drawn round it keeps clear of the column heads above and the next row below."""
        return self.mapRectToScene(QRectF(4, 34 + seat * 34 + 7, self.width - 8, 32 - 14))

    def text_boxes(self) -> list[TextBox]:
        column, left = self.column, self.left
        # Heads in two staggered rows: each may be wider than its column, over its neighbours' empty row.
        boxes = [TextBox(QRectF(left + k * column - column / 2 + 2, 3 + (k % 2) * 15, column * 2 - 4, 15), head, 8,
                         False, MUTED_INK, CENTRE) for k, head in enumerate(self.heads)]
        for seat, (_, name, current, values) in enumerate(self.rows):
            row = 34 + seat * 34
            boxes.append(TextBox(QRectF(30, row, 96, 32), name, 10, current, INK, LEFT))
            boxes += [TextBox(QRectF(left + k * column, row, column, 32), str(v), 10, False, INK, CENTRE)
                      for k, v in enumerate(values) if 0 < k < len(values) - 1]
        return boxes


def seats_panel(scene: QGraphicsScene, view: StarfarersView, x: float, y: float, name: Callable[[int], str],
                mark: Callable[[int], Mark]) -> PanelItem:
    """Adds the seats' table (VP, cards, upgrades, fame, friends) at (x, y); returns it."""
    panel = PanelItem(468, 174)
    panel.setPos(x, y)
    scene.addItem(panel)
    heads = [translate("starfarers_view", "VP"), translate("starfarers_view", "Cards"),
             translate("starfarers_view", "Boosters"), translate("starfarers_view", "Cannons"),
             translate("starfarers_view", "Pods"), translate("starfarers_view", "Fame"),
             translate("starfarers_view", "Friends")]
    column, left = 48, 128
    rows = []
    for seat in range(view.players):
        current = seat == view.current and view.phase is not Phase.OVER
        values = [view.points[seat], view.hand_sizes[seat], *view.upgrades[seat], view.fame[seat],
                  len(view.friends[seat])]
        rows.append((mark(seat), name(seat) + ("  ◀" if current else ""), current, values))
    SeatsTable(heads, rows, column, left, panel)
    for seat, (_, _, _, values) in enumerate(rows):
        row = 34 + seat * 34
        # The VP and the friends have a rule each: their own items, for their tooltips.
        vp = LabelItem(column, 32, str(values[0]), 10, True, parent=panel, align=CENTRE)
        vp.setPos(left, row)
        vp.set_rule("sf.vp", translate("starfarers_view", "Victory points; 15 on your own turn wins."))
        friends = LabelItem(column, 32, str(values[-1]), 10, False, parent=panel, align=CENTRE)
        friends.setPos(left + (len(values) - 1) * column, row)
        cards = view.friends[seat]
        friends.set_rule("sf.friendship", "\n".join(friendship_tip(c) for c in cards) if cards else
                         translate("starfarers_view", "No friendship cards yet: dock a trade station at "
                                                      "an alien outpost to take one."))
    return panel


def hand_panel(scene: QGraphicsScene, view: StarfarersView, x: float, y: float,
               resource_marks: dict[str, Mark], seat_mark: Callable[[int], Mark] | None = None) -> PanelItem:
    """Adds the viewer's hand beside the supply, one resource a row, at (x, y) (every seat's hand, a column each
    under its mark, when the view has everything open); returns it."""
    panel = PanelItem(166, 172)
    panel.setPos(x, y)
    scene.addItem(panel)
    if view.hands is not None and seat_mark is not None:
        _open_hands(panel, view, view.hands, resource_marks, seat_mark)
        return panel
    title = translate("starfarers_view", "Your hand") if view.hand is not None else \
        translate("starfarers_view", "Hands are hidden")
    LabelItem(100, 24, title, 9, True, MUTED_INK if view.hand is None else QColor("#2b2622"),
              parent=panel).setPos(8, 4)
    LabelItem(50, 24, translate("starfarers_view", "Supply"), 8, False, MUTED_INK,
              Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, parent=panel).setPos(108, 4)
    for k, word in enumerate(RESOURCES):
        row = 32 + k * 27
        token = TokenItem(8, resource_marks[word], parent=panel)
        token.setPos(8, row + 4)
        token.set_rule("sf.hand", term(word))
        LabelItem(64, 24, term(word), 9, False, parent=panel).setPos(28, row)
        if view.hand is not None:
            LabelItem(28, 24, str(view.hand[k]), 10, True, parent=panel, align=CENTRE).setPos(92, row)
        _supply(panel, view, k, word, 120, row)
    return panel


def _supply(panel: PanelItem, view: StarfarersView, k: int, word: str, x: float, row: float) -> None:
    supply = LabelItem(38, 24, str(view.supply[k]), 9, False, MUTED_INK,
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, parent=panel)
    supply.setPos(x, row)
    supply.set_rule("sf.supply", "\n".join([
        fmt(translate("starfarers_view", "Supply: {n:{resource}|{resource}}"), n=view.supply[k], resource=term(word)),
        house_ruling(translate(*SHORTAGE_RULING))]))


def _open_hands(panel: PanelItem, view: StarfarersView, hands: tuple[tuple[int, ...], ...],
                resource_marks: dict[str, Mark], seat_mark: Callable[[int], Mark]) -> None:
    """Fills the hand panel with every seat's hand (a review with everything open): a resource a row, its mark
    alone (its name in its tip), a seat a column under the seat's mark, and the supply last."""
    column = min(28.0, 104 / max(1, len(hands)))
    for seat in range(len(hands)):
        TokenItem(8, seat_mark(seat), parent=panel).setPos(28 + seat * column + (column - 16) / 2, 8)
    for k, word in enumerate(RESOURCES):
        row = 32 + k * 27
        token = TokenItem(8, resource_marks[word], parent=panel)
        token.setPos(8, row + 4)
        token.set_rule("sf.hand", term(word))
        for seat, hand in enumerate(hands):
            LabelItem(column, 24, str(hand[k]), 10, seat == view.viewer, parent=panel,
                      align=CENTRE).setPos(28 + seat * column, row)
        _supply(panel, view, k, word, 120, row)


def status_panel(scene: QGraphicsScene, view: StarfarersView, x: float, y: float) -> PanelItem:
    """Adds the dice, the mothership's balls, the flight's speed and the turn, one a line, at (x, y)."""
    lines = []
    if view.dice is not None:
        lines.append(translate("starfarers_view", "Dice {a} + {b} = {total}").format(
            a=view.dice[0], b=view.dice[1], total=sum(view.dice)))
    if view.balls is not None:
        lines.append(translate("starfarers_view", "Balls: {a}, {b}").format(
            a=ball_words(view.balls[0], translate), b=ball_words(view.balls[1], translate)))
    if view.phase is Phase.FLIGHT:
        lines.append(translate("starfarers_view", "Speed {n}").format(n=view.speed))
    lines.append(translate("starfarers_view", "Turn {n}").format(n=view.turn))
    panel = PanelItem(166, 96)
    panel.setPos(x, y)
    scene.addItem(panel)
    for k, line in enumerate(lines):
        LabelItem(150, 21, line, 9, k == 0, parent=panel).setPos(8, 6 + k * 21)
    return panel


def legend_panel(scene: QGraphicsScene, view: StarfarersView, x: float, y: float, height: float,
                 own: Mark) -> PanelItem:
    """Adds the legend of the galaxy: what a click on each kind of mark does, and each piece's silhouette."""
    panel = PanelItem(166, height)
    panel.setPos(x, y)
    scene.addItem(panel)
    LabelItem(150, 20, translate("starfarers_view", "On the galaxy"), 9, True, parent=panel).setPos(8, 2)
    marks = {"fly": translate("starfarers_view", "Fly here"),
             "found": translate("starfarers_view", "Found a colony"),
             "dock": translate("starfarers_view", "Dock a trade station"),
             "ship": translate("starfarers_view", "Build a ship"),
             "spaceport": translate("starfarers_view", "Upgrade to a spaceport")}
    pieces = {"colony": translate("starfarers_view", "Colony"), "spaceport": translate("starfarers_view", "Spaceport"),
              "colony_ship": translate("starfarers_view", "Colony ship"),
              "trade_ship": translate("starfarers_view", "Trade ship"),
              "station": translate("starfarers_view", "Trade station")}
    rows: list[tuple[TableItem, str]] = [(Spot(kind, 10), text) for kind, text in marks.items()]
    rows += [(Piece(kind, own), text) for kind, text in pieces.items()]
    if view.neutral is not None:
        rows.append((Piece("colony", NEUTRAL_MARK), translate("starfarers_view", "Neutral pieces")))
    row, step = 24.0, (height - 26) / len(rows)
    for item, text in rows:
        # Each sign on a patch of space, as it looks on the galaxy (a piece a little smaller than there).
        patch = PanelItem(34, step - 1, fill=SPACE, parent=panel)
        patch.setPos(6, row)
        item.setParentItem(patch)
        if isinstance(item, Piece):
            item.setScale(0.75)
        scale = item.scale()
        item.setPos(17 - item.width * scale / 2, (step - 1) / 2 - item.height * scale / 2)
        LabelItem(118, step - 1, text, 8, False, parent=panel).setPos(44, row)
        row += step
    return panel
