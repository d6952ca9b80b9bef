"""The bot move just made, shown on the table: a banner on the board with its log lines, and its lines marked in
the log. Only what the log already shows the seat at the screen is written, so nothing private reaches it."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QListWidget

from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import HINT, frame_hint
from tabletop.ui.items import LabelItem, PanelItem

MARKED = QColor("#dbe7f3")  # the log's mark for the bot move just made: the hint's blue, lightly
BANNER_W, BANNER_H = 520, 58


class MoveBanner(PanelItem):
    """The bot move just made, in its log words, at the foot of the board; it takes no clicks and fades while
    the mouse is over it, so whatever it covers can still be seen and clicked."""

    def __init__(self, lines: Sequence[str]):
        super().__init__(BANNER_W, BANNER_H, "", fill=QColor(255, 253, 246, 235), emphasis=False)
        self.lines = tuple(lines)
        text = "\n".join(self.lines[-2:]) if len(self.lines) <= 2 else self.lines[0] + "\n…" + self.lines[-1]
        self.label = LabelItem(BANNER_W - 24, BANNER_H - 8, text, 11, True, HINT, Qt.AlignmentFlag.AlignCenter,
                               parent=self)
        self.label.setPos(12, 4)
        self.setZValue(95)
        self.setData(0, "last_move")

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.setOpacity(0.12)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.setOpacity(1.0)
        super().hoverLeaveEvent(event)


def show_last_move(scene: GameScene, view: object, lines: Sequence[str], events: Sequence[object]) -> QRectF | None:
    """Shows a bot's move on the board: framed where the game can place it (its `frame_move`), and named in a
    banner; returns the frame's rectangle (None when the game cannot place it)."""
    if not lines:
        return None
    banner = MoveBanner(lines)
    banner.setPos((scene.WIDTH - BANNER_W) / 2, scene.HEIGHT - BANNER_H - 6)
    scene.addItem(banner)
    rect = scene.frame_move(view, events)
    if rect is not None:
        frame_hint(scene, rect)
    return rect


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
