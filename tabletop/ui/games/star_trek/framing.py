"""Where a Star Trek bot's move happened on the table: the mission attempted, scored or failed, the card played,
moved or beamed (at the mission it went to), the card whose order was used, the dilemma revealed."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QRectF

from tabletop.ui.games.framing import clear_of_large, first, found, joined, public, united
from tabletop.ui.games.star_trek.items import Chip, DilemmaStrip, MissionHead

MISSION = ("st.mission_completed", "st.attempt_failed", "st.requirements_missed", "st.dilemma_overcome",
           "st.dilemma_on_mission", "st.attempt_begins")
CARD = ("st.order", "st.range_bonus", "st.stopped", "st.killed", "st.chose_to_stop", "st.random_pick")
ATTEMPT = ("st.stack_chosen", "st.dilemmas_drawn", "st.dilemma_returned", "st.rest_overcome", "st.crew_limited")


def frame_star_trek(scene: Any, view: Any, events: Sequence[Any]) -> QRectF | None:
    """Returns the scene rectangle of the place the move changed, or None when it has none on the table (an
    event card, a draw, a discard from the hand)."""
    rect = clear_of_large(scene, _place(scene, view, public(events)))
    # A card in play is a line of a list, under its mission: the frame hugs either, leaving its neighbours readable.
    return rect.adjusted(2, 4, -2, -4) if rect is not None else None


def _place(scene: Any, view: Any, events: list[Any]) -> QRectF | None:
    """Returns the rectangle of the cards or mission the events name (see frame_star_trek)."""
    heads = found(scene, MissionHead, lambda i: True)
    chips = found(scene, Chip, lambda i: True)
    mission = first(events, MISSION)
    if mission is not None:
        return _missions(scene, _heads(heads, str(mission.params["mission"])))
    played = first(events, ("st.played",))
    if played is not None:
        return _card_at(scene, heads, chips, str(played.params["card"]), str(played.params["mission"]))
    moved = first(events, ("st.moved",))
    if moved is not None:
        return _card_at(scene, heads, chips, str(moved.params["ship"]), str(moved.params["to"]))
    beamed = first(events, ("st.beamed", "st.placed_aboard"))
    if beamed is not None:
        card, to = str(beamed.params["card"]), str(beamed.params.get("to", beamed.params.get("ship")))
        if _heads(heads, to):
            return _card_at(scene, heads, chips, card, to)
        ships = _named(chips, to)
        return joined([united(scene, ships[:1]), united(scene, _beside(chips, card, ships[:1]))])
    revealed = first(events, ("st.dilemma_revealed",))
    if revealed is not None:
        shown = _named(chips, str(revealed.params["dilemma"]))
        return united(scene, shown[:1]) if shown else _attempted(scene, view, heads)
    used = first(events, CARD)
    if used is not None:
        return united(scene, _named(chips, str(used.params.get("card", used.params.get("ship"))))[:1])
    if first(events, ATTEMPT) is not None:
        return _attempted(scene, view, heads)
    return None


def _heads(heads: list[MissionHead], name: str) -> list[MissionHead]:
    """Returns the missions of that printed name on the table."""
    return [h for h in heads if h.card.name == name]


def _strips_under(strips: list[DilemmaStrip], heads: list[MissionHead]) -> list[DilemmaStrip]:
    """Returns the dilemma lines drawn straight under those missions."""
    def under(strip: DilemmaStrip, head: MissionHead) -> bool:
        s, h = strip.sceneBoundingRect(), head.sceneBoundingRect()
        return abs(s.left() - h.left()) <= 1 and abs(s.top() - h.bottom()) <= 8  # their boxes overlap a little
    return [s for s in strips if any(under(s, h) for h in heads)]


def _named(chips: list[Chip], name: str) -> list[Chip]:
    """Returns the cards in play of that printed name."""
    return [c for c in chips if c.card.name == name]


def head_over(chip: Chip, heads: list[MissionHead]) -> MissionHead | None:
    """Returns the mission a card in play is drawn under: the nearest head above it in its column. (Found by
    place on the table: a card sits in its mission's scrolling column, and walking up its parents would make
    wrappers of items the scene owns.)"""
    card = chip.sceneBoundingRect()
    above = [h for h in heads if h.sceneBoundingRect().left() - 1 <= card.center().x() < h.sceneBoundingRect().right()
             and h.sceneBoundingRect().top() <= card.top()]
    return max(above, key=lambda h: h.sceneBoundingRect().top(), default=None)


def _card_at(scene: Any, heads: list[MissionHead], chips: list[Chip], card: str, mission: str) -> QRectF | None:
    """Returns the card of that name at the mission of that name (the mission when the card is not drawn there)."""
    at = _heads(heads, mission)
    cards = [c for c in _named(chips, card) if head_over(c, heads) in at]
    return united(scene, cards[-1:]) if cards else united(scene, at[:1])


def _beside(chips: list[Chip], card: str, ships: list[Chip]) -> list[Chip]:
    """Returns the card of that name drawn in the same column as a ship (its crew are listed under it)."""
    if not ships:
        return []
    ship = ships[0]
    return [c for c in _named(chips, card) if c.parentItem() is ship.parentItem()
            and abs(c.x() - ship.x()) <= 14 and c.y() > ship.y()][:1]


def _attempted(scene: Any, view: Any, heads: list[MissionHead]) -> QRectF | None:
    """Returns the mission of the attempt under way, or None."""
    attempt = getattr(view, "attempt", None)
    if attempt is None:
        return None
    cards = [m.card for side in view.sides for m in side.missions if m.uid == attempt.mission]
    return _missions(scene, [h for h in heads if h.card.id in cards][:1])


def _missions(scene: Any, heads: list[MissionHead]) -> QRectF | None:
    """Returns the rectangle round those missions and the dilemmas' line under each: a frame round the mission
    alone would run through that line."""
    return united(scene, [*heads, *_strips_under(found(scene, DilemmaStrip, lambda i: True), heads)])
