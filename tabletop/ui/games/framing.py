"""What every table's framing of a bot's move shares: the public events it reads and the rectangle round the
items a move changed."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene


def public(events: Sequence[Any]) -> list[Any]:
    """Returns the events everyone may read: a frame never points at what only one seat saw (a card drawn into a
    hand, a stash's contents), even for the seat that saw it, since the screen may be shared."""
    return [e for e in events if getattr(e, "visible_to", None) is None]


def first(events: Sequence[Any], codes: Iterable[str]) -> Any:
    """Returns the first event whose code is one of `codes` (in the order of `codes`), or None."""
    for code in codes:
        for event in events:
            if event.code == code:
                return event
    return None


def joined(rects: Iterable[QRectF | None]) -> QRectF | None:
    """Returns the rectangle round the given ones (None when there are none)."""
    out: QRectF | None = None
    for rect in rects:
        if rect is not None:
            out = rect if out is None else out.united(rect)
    return out


def united(scene: QGraphicsScene, items: Iterable[QGraphicsItem | None]) -> QRectF | None:
    """Returns the scene rectangle round those of `items` drawn on `scene` now (None when there are none)."""
    return joined(i.sceneBoundingRect() for i in items if i is not None and i.scene() is scene and i.isVisible())


def found(scene: QGraphicsScene, kind: type, test: Any) -> list[Any]:
    """Returns the items of type `kind` on `scene` for which `test(item)` holds, in drawing order."""
    return [i for i in reversed(scene.items()) if isinstance(i, kind) and test(i)]


def clear_of_large(scene: QGraphicsScene, rect: QRectF | None) -> QRectF | None:
    """Returns `rect`, or None when a seat or card shown large (an item marked "enlarged") lies over it: a frame
    there would point at what the large view hides."""
    if rect is None:
        return None
    large = [i.sceneBoundingRect() for i in scene.items() if i.data(0) == "enlarged"]
    return None if any(r.intersects(rect) for r in large) else rect
