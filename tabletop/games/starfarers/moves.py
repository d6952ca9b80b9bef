"""Catan: Starfarers' moves in words: each action as a message code and its parameters (Game.describe_action)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.action import Action
from tabletop.engine.reason import Phrase
from tabletop.games.starfarers.messages import RESOURCE_WORDS
from tabletop.games.starfarers.view import StarfarersView

# Moves whose words need nothing from the table.
FIXED = {kind: f"sf.move.{kind}" for kind in (
    "roll", "shake", "end_turn", "offer", "offer_send", "offer_cancel", "accept", "pass", "propose", "propose_send",
    "propose_cancel", "take_none", "end_flight")}
# Moves that name a ship, a place, a seat, or one card or upgrade or answer.
SHIP_MOVES = {"found": "sf.move.found", "dock": "sf.move.dock", "halt": "sf.move.halt", "jump_ship": "sf.move.jump_ship"}
PLACE_MOVES = {"jump": "sf.move.jump", "place_ship": "sf.move.place_ship", "place_token": "sf.move.place_ship"}
SEAT_MOVES = {"offer_skip": "sf.move.offer_skip", "take_offer": "sf.move.take_offer", "rob": "sf.move.rob",
              "help": "sf.move.help"}
ONE_MOVES = {"offer_give": "sf.move.offer_give", "offer_want": "sf.move.offer_want",
             "propose_give": "sf.move.propose_give", "propose_want": "sf.move.propose_want",
             "discard": "sf.move.return", "give": "sf.move.return", "take": "sf.move.take", "relief": "sf.move.take",
             "upgrade": "sf.move.upgrade", "lose": "sf.move.remove", "wear": "sf.move.remove",
             "answer": "sf.move.answer"}


def ship_words(view: StarfarersView, ship_id: Any) -> Phrase:
    """Returns a ship as a player names it: "the colony ship", with where it stands when it has a twin."""
    ship = next((s for s in view.ships if s.id == ship_id), None)
    if ship is None:
        return Phrase("sf.move.ship_number", {"ship": ship_id})
    kind = "trade_ship" if ship.trade else "colony_ship"
    twins = [s for s in view.ships if s.owner == ship.owner and s.trade == ship.trade]
    if len(twins) == 1:
        return Phrase("sf.move.ship", {"kind": kind})
    return Phrase("sf.move.ship_at", {"kind": kind, "node": ship.node})


def by_resource(cards: tuple[int, ...]) -> dict[str, int]:
    """Returns cards counted by resource ({"ore": 2}), the resources held none of left out."""
    return {word: n for word, n in zip(RESOURCE_WORDS, cards) if n}


def describe(view: StarfarersView, action: Action) -> Phrase:
    """Returns a move in words, e.g. "Trade 3 ore for 1 fuel", "Move the colony ship to …"."""
    k, args = action.kind, action.args
    if k in FIXED:
        return Phrase(FIXED[k])
    if k == "trade" and len(args) == 3:
        return Phrase("sf.move.trade", {"n": args[0], "give": str(args[1]), "get": str(args[2])})
    if k == "build" and len(args) == 2:
        return Phrase("sf.move.build_at", {"what": str(args[0]), "node": str(args[1])})
    if k == "build" and args:
        return Phrase("sf.move.build", {"what": str(args[0])})
    if k == "step" and len(args) == 2:
        return Phrase("sf.move.step", {"ship": ship_words(view, args[0]), "node": str(args[1])})
    if k in SHIP_MOVES and args:
        return Phrase(SHIP_MOVES[k], {"ship": ship_words(view, args[0])})
    if k in PLACE_MOVES and args:
        return Phrase(PLACE_MOVES[k], {"node": str(args[0])})
    if k == "befriend" and args:
        return Phrase("sf.move.befriend", {"card": str(args[0])})
    if k == "fame_for_sale" and args:
        return Phrase("sf.move.fame_for_sale")
    if k == "take_offer" and args and view.offer is not None:
        answer = next((a for a in view.offer.answers if a[0] == args[0]), None)
        if answer is not None:
            return Phrase("sf.move.take_trade", {"seat": int(args[0]), "give": by_resource(answer[2]),
                                                 "want": by_resource(answer[3])})
    if k in SEAT_MOVES and args:
        return Phrase(SEAT_MOVES[k], {"seat": int(args[0])})
    if k in ONE_MOVES and args:
        return Phrase(ONE_MOVES[k], {"what": str(args[0])})
    return Phrase("engine.move", {"action": action.text()})
