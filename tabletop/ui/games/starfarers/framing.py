"""Where a Starfarers bot's move happened on the table: the place on the galaxy a ship flew to, a colony, station,
spaceport or ship was built or a hazard beaten; else the encounter being met, the seats a trade, a build of an
upgrade or a robbery changed, the offer on the table and its answers, or the dice rolled and the balls shaken."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QPointF, QRectF

from tabletop.games.starfarers.messages import ball_words, encounter_title
from tabletop.ui.games.action_items import on_table
from tabletop.ui.games.framing import first, found, joined, public, united
from tabletop.ui.games.starfarers.panels import SeatsTable
from tabletop.ui.games.starfarers.pieces import Piece
from tabletop.ui.i18n import translate
from tabletop.ui.items import LabelItem

# Events that name a place on the galaxy, in the order a move's events are worth framing.
NODE = ("sf.built", "sf.colony_founded", "sf.ship_placed", "sf.jumped", "sf.step", "sf.halted")
PLANET = ("sf.pirate_beaten", "sf.ice_terraformed")
SEATS = ("sf.traded", "sf.supply_trade", "sf.built", "sf.upgrade_gained", "sf.upgrade_lost", "sf.robbed",
         "sf.fame_gained", "sf.fame_lost", "sf.took", "sf.returned")
OFFER = ("sf.offer_sent", "sf.call_sent", "sf.proposed", "sf.accepted", "sf.passed")
REACH = 0.5  # board units round a place: about a piece's size at any zoom


def frame_starfarers(scene: Any, view: Any, events: Sequence[Any]) -> QRectF | None:
    """Returns the scene rectangle of the place the move changed, or None when it has none on the table."""
    events = public(events)
    placed = _galaxy_event(events)
    if placed is not None:
        return _place(scene, _point_of(placed))
    if first(events, ("sf.encounter", "sf.answered", "sf.contest")) is not None and view.encounter is not None:
        title = translate("starfarers_view", "Encounter: {title}").format(
            title=encounter_title(view.encounter.title, translate))
        shown = found(scene, LabelItem, lambda i: i.text == title)
        if shown:
            return united(scene, [shown[0].parentItem()])
    seats = [e for e in events if e.code in SEATS and "seat" in e.params]
    if seats:
        return joined(_seat_row(scene, int(s)) for e in seats for s in (e.params["seat"], e.params.get("victim"))
                      if s is not None)
    if first(events, OFFER) is not None:  # the offer and its answers, in words under the galaxy
        lines = set(scene._trade_lines(view))
        # The strip's lines only (a banner naming the move may read the same words).
        rect = united(scene, found(scene, LabelItem, lambda i: i.text in lines and i.scenePos().y() >= scene.STRIP_Y))
        # Round the words, not their boxes: the frame's margin then reaches neither the prompt nor a button.
        return rect.adjusted(0, 5, 0, -5) if rect is not None else None
    return _status(scene, view, events)


def _galaxy_event(events: Sequence[Any]) -> Any:
    """Returns the event naming the place on the galaxy the move changed (a station at an outpost, a planet, the
    node a flight ended at), or None."""
    from tabletop.ui.games.starfarers.layout import OUTPOST_DOCK

    placed = first(events, ("sf.station_founded",))
    if placed is not None and str(placed.params.get("civ")) in OUTPOST_DOCK:
        return placed
    planet = first(events, PLANET)
    if planet is not None:
        return planet
    nodes = [e for e in events if e.code in NODE and "node" in e.params]
    return nodes[-1] if nodes else None  # where the flight ended


def _point_of(event: Any) -> tuple[float, float] | None:
    """Returns the place on the galaxy `event` names (None: no such place)."""
    from tabletop.ui.games.starfarers.layout import NODES_BY_ID, OUTPOST_DOCK, PLANET_XY

    if event.code == "sf.station_founded":
        return NODES_BY_ID.get(OUTPOST_DOCK[str(event.params["civ"])])
    if event.code in PLANET:
        return PLANET_XY.get(str(event.params.get("planet")))
    return NODES_BY_ID.get(str(event.params["node"]))


def _status(scene: Any, view: Any, events: Sequence[Any]) -> QRectF | None:
    """Returns the rectangle round the status panel's lines of the balls shaken or the dice rolled, or None."""
    if first(events, ("sf.shaken",)) is not None and view.balls is not None:
        return united(scene, _lines(scene, [
            translate("starfarers_view", "Balls: {a}, {b}").format(a=ball_words(view.balls[0], translate),
                                                                   b=ball_words(view.balls[1], translate)),
            translate("starfarers_view", "Speed {n}").format(n=view.speed)]))
    if first(events, ("sf.rolled",)) is not None and view.dice is not None:
        return united(scene, _lines(scene, [translate("starfarers_view", "Dice {a} + {b} = {total}").format(
            a=view.dice[0], b=view.dice[1], total=sum(view.dice))]))
    return None


def _lines(scene: Any, texts: list[str]) -> list[LabelItem]:
    """Returns the labels reading those texts (the status panel's lines: dice, balls, speed)."""
    return found(scene, LabelItem, lambda i: i.text in texts)


def _place(scene: Any, at: tuple[float, float] | None) -> QRectF | None:
    """Returns the rectangle round a place on the galaxy and the pieces standing on it."""
    board = scene.board
    if at is None or board is None or not on_table(board, scene):
        return None
    x, y = at
    corner = board.mapToScene(board.to_item(x - REACH, y - REACH))
    far = board.mapToScene(board.to_item(x + REACH, y + REACH))
    rect = QRectF(corner, far).normalized()
    centre = board.mapToScene(board.to_item(x, y))
    pieces = found(scene, Piece, lambda i: i.sceneBoundingRect().contains(QPointF(centre)))
    return joined([rect, united(scene, pieces)])


def sector_rect(scene: Any, sector: str) -> QRectF | None:
    """Returns the rectangle round a system's planets and the pieces standing at them (None: no such system)."""
    from tabletop.games.starfarers.components import BOARD_DATA
    from tabletop.ui.games.starfarers.layout import PLANET_XY

    hexes = next((s["hexes"] for s in BOARD_DATA["sectors"] if s["id"] == sector), None)
    if hexes is None:
        return None
    return joined(_place(scene, PLANET_XY[h]) for h in hexes if h in PLANET_XY)


def _seat_row(scene: Any, seat: int) -> QRectF | None:
    """Returns the seat's row in the seats' table (its VP, cards, upgrades, fame and friends)."""
    tables = found(scene, SeatsTable, lambda i: 0 <= seat < len(i.rows))
    if not tables:
        return None
    table: SeatsTable = tables[0]
    return table.row_rect(seat)
