"""The bot move just made, shown on the table: a banner on the board with its log lines, and its lines marked in
the log. Only what the log already shows the seat at the screen is written, so nothing private reaches it."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QListWidget

from tabletop.engine.contract import Event
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import HINT, HintFrame
from tabletop.ui.items import LabelItem, PanelItem, table_font

MARKED = QColor("#dbe7f3")  # the log's mark for the bot move just made: the hint's blue, lightly
BANNER_W = 560
POINTS = 11  # never shrunk to fit (the board is drawn at about 0.8 of its size): a long line is cut short instead


def banner_lines(lines: Sequence[str]) -> list[str]:
    """Returns the one or two lines the banner shows, each cut to the banner's width with "…" (the move's first
    and last lines when it wrote more; its whole text is the banner's tooltip)."""
    shown = list(lines) if len(lines) <= 2 else [lines[0], "… " + lines[-1]]
    metrics = QFontMetricsF(table_font(POINTS, True))
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, BANNER_W - 28) for line in shown]


class MoveBanner(PanelItem):
    """The bot move just made, in its log words, at the foot of the board; it takes no clicks and fades while
    the mouse is over it, so whatever it covers can still be seen and clicked."""

    def __init__(self, lines: Sequence[str]):
        shown = banner_lines(lines)
        line_height = QFontMetricsF(table_font(POINTS, True)).lineSpacing()
        height = len(shown) * line_height + 14
        # Opaque: through a nearly opaque fill the words under it read as a second line of text over its own.
        super().__init__(BANNER_W, height, "", fill=QColor(255, 253, 246), emphasis=False)
        self.lines = tuple(lines)
        self.label = LabelItem(BANNER_W - 24, height - 8, "\n".join(shown), POINTS, True, HINT,
                               Qt.AlignmentFlag.AlignCenter, parent=self)
        self.label.setPos(12, 4)
        self.setToolTip("\n".join(self.lines))
        self.setZValue(95)
        self.setData(0, "last_move")

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.setOpacity(0.12)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.setOpacity(1.0)
        super().hoverLeaveEvent(event)


def show_last_move(scene: GameScene[Any], view: object, lines: Sequence[str],
                   events: Sequence[Event]) -> QRectF | None:
    """Shows a bot's move on the board: framed where the game can place it (its `frame_move`), and named in a
    banner; returns the frame's rectangle (None when the game cannot place it)."""
    if not lines:
        return None
    banner = MoveBanner(lines)
    # Centred on the table, or where a table says its foot has room (Star Cartel's seats reach its foot; the
    # Starfarers galaxy's foot is above its seats and answers).
    centre = getattr(scene, "MOVE_BANNER_CENTRE", scene.WIDTH / 2)
    foot = getattr(scene, "MOVE_BANNER_FOOT", scene.HEIGHT)
    banner.setPos(centre - BANNER_W / 2, foot - banner.height - 6)
    scene.addItem(banner)
    rect = scene.frame_move(view, events)
    if rect is not None:
        frame = HintFrame(rect)
        frame.setData(0, "last_move_frame")  # told apart from a hint's frame, which takes its place (clear_move_frame)
        scene.addItem(frame)
    return rect


def clear_move_frame(scene: GameScene[Any]) -> None:
    """Takes the frame round the bot move just made off the table: a hint or a lesson frames the next move."""
    for item in scene.items():
        if item.data(0) == "last_move_frame":
            scene.removeItem(item)


def mark_log(log: QListWidget, rows: int) -> None:
    """Marks the last `rows` lines of the log (the bot move just made) and scrolls them into view; unmarks the rest."""
    first = log.count() - rows
    for row in range(log.count()):
        item = log.item(row)
        marked = row >= first
        if marked or item.data(Qt.ItemDataRole.UserRole + 1):
            item.setBackground(MARKED if marked else QColor(0, 0, 0, 0))
            font = QFont(log.font())
            font.setBold(marked)
            item.setFont(font)
            item.setData(Qt.ItemDataRole.UserRole + 1, marked)
    if rows:  # the log is at its foot already: this brings a long move's first line up when it is off the top
        log.scrollToItem(log.item(first))
