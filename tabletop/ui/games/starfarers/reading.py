"""What a right-click reads large on the Starfarers table (ui/games/enlarge.py): the galaxy's planets and systems,
its pieces, the seats' rows, and the hand, status and legend beside the galaxy."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from tabletop.ui.board import HexBoardItem
from tabletop.ui.games.enlarge import Part, readable, readable_parts
from tabletop.ui.games.starfarers.panels import SeatsTable
from tabletop.ui.games.starfarers.pieces import HazardItem, Piece
from tabletop.ui.items import LabelItem, PanelItem

SEEN = 1.3  # how far round a hex's centre its large view reaches (board units: the hex and the pieces on it)


class GalaxyParts:
    """The galaxy's hexes, each read large with what stands on it and its tooltip's words."""

    def __init__(self, board: HexBoardItem):
        self.board = board

    def key_at(self, pos: QPointF) -> str | None:
        tile = self.board.tile_at(self.board.content.mapToParent(pos))
        return f"tile:{tile.id}" if tile is not None and self._tip(tile.id) else None

    def part(self, key: str) -> Part | None:
        tile = next((t for t in self.board.layout.tiles if f"tile:{t.id}" == key), None)
        tip = self._tip(tile.id) if tile is not None else ""
        if tile is None or not tip:
            return None
        title, _, rest = tip.partition("\n")
        return Part(title, rest, QRectF(tile.x - SEEN, tile.y - SEEN, 2 * SEEN, 2 * SEEN))

    def _tip(self, place: str) -> str:
        return self.board.tip_for(place) if self.board.tip_for is not None else ""


class SeatRows:
    """The seats' table, a row a seat: each read large with its numbers named in words."""

    def __init__(self, panel: PanelItem, table: SeatsTable):
        self.panel, self.table = panel, table

    def key_at(self, pos: QPointF) -> str | None:
        row = int((pos.y() - 34) // 34)
        return f"seat:{row}" if 0 <= row < len(self.table.rows) and pos.y() >= 34 else None

    def part(self, key: str) -> Part | None:
        row = int(key.split(":")[1]) if key.startswith("seat:") else -1
        if not 0 <= row < len(self.table.rows):
            return None
        _, name, _, values = self.table.rows[row]
        words = " · ".join(f"{head} {value}" for head, value in zip(self.table.heads, values))
        # The row's own tooltips (its friendship cards) read in full.
        tips = [i.toolTip() for i in self.panel.childItems() if isinstance(i, LabelItem) and i.toolTip()
                and 34 + row * 34 <= i.y() < 34 + (row + 1) * 34 and i.rule_id == "sf.friendship"]
        return Part(name.replace("◀", "").strip(), "\n\n".join([words, *tips]),
                    QRectF(0, 34 + row * 34 - 2, self.panel.width, 36))


def mark_readable(scene: Any, board: HexBoardItem | None) -> None:
    """Marks what a right-click reads large on the Starfarers table just drawn."""
    if board is not None:
        readable_parts(board.content, GalaxyParts(board))
    for item in scene.items():
        if isinstance(item, (Piece, HazardItem)) and board is not None and item.topLevelItem() is board:
            kind = item.kind if isinstance(item, Piece) else "hazard"
            readable(item, f"{kind}:{item.x():.2f}:{item.y():.2f}")
        elif isinstance(item, PanelItem) and item.parentItem() is None:
            table = next((c for c in item.childItems() if isinstance(c, SeatsTable)), None)
            if table is not None:
                readable_parts(item, SeatRows(item, table))
            else:
                readable(item, f"panel:{item.x():.0f}:{item.y():.0f}", item.title or _first_words(item))


def _first_words(panel: QGraphicsItem) -> str:
    """Returns the first label's text on a panel (its heading, where the panel has no title)."""
    labels = sorted((c for c in panel.childItems() if isinstance(c, LabelItem) and c.text),
                    key=lambda c: (c.y(), c.x()))
    return labels[0].text if labels else ""
