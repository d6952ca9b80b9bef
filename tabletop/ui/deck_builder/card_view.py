"""A card drawn large with its whole text, as the table shows a card on right-click."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from tabletop.games.star_trek.components import CARDS

WIDTH, HEIGHT, ZOOM = 300.0, 440.0, 1.6


class LargeCard(QGraphicsView):
    """One card at a size to read it (no scaling: its print stays at or above the 10 px floor)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setBackgroundBrush(QColor("#efe9dc"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.setMinimumSize(int(WIDTH) + 12, 200)
        self.card_id: str | None = None

    def show_card(self, card_id: str | None) -> None:
        """Draws the card (nothing for None)."""
        from tabletop.ui.games.star_trek.cards import CardFace

        self.card_id = card_id
        self.scene().clear()
        if card_id is None or card_id not in CARDS:
            return
        face = CardFace(WIDTH, HEIGHT, card_id, zoom=ZOOM)
        self.scene().addItem(face)
        self.scene().setSceneRect(QRectF(-6, -6, WIDTH + 12, HEIGHT + 12))
        self.centerOn(WIDTH / 2, 0)

    def redraw(self) -> None:
        """Draws the card again (the language changed)."""
        self.show_card(self.card_id)
