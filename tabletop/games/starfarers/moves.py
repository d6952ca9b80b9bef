"""Catan: Starfarers' moves read by name (parts: the ship, the node, the trade's rate and cards, …) and in words
(describe: each action as a message code and its parameters, Game.describe_action).

An action's arguments are read by position here and nowhere else: the table and the words read the named parts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.action import Action, Arg, Layout, made
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


# Moves that name a friendship card. (`step` names a ship and the node it steps to.)
CARD_KINDS = frozenset({"befriend", "fame_for_sale"})


@dataclass(frozen=True)
class MoveParts:
    """A move's arguments by name, None where the move has no such part (as python-chess's Move has from_square)."""

    ship: int | None = None  # the ship stepped, founding, docking, halted or jumped (its id)
    node: str | None = None  # where a ship steps, jumps or is placed, or where a ship or spaceport is built (v5_21)
    what: str | None = None  # what is built; the resource or upgrade given, taken, offered or lost; an answer
    card: str | None = None  # the friendship card befriended or sold for fame
    n: int | None = None  # a trade's rate: how many cards go to the supply
    give: str | None = None  # the resource a trade gives the supply
    get: str | None = None  # the resource a trade takes from it
    seat: int | None = None  # the seat robbed, helped, closed out of an offer, or whose answer is taken


def _int(arg: Arg) -> int | None:
    return arg if isinstance(arg, int) else None


def parts(action: Action) -> MoveParts:
    """Returns the action's arguments by name (all None for a move with none, or with arguments it does not take)."""
    kind, args = action.kind, action.args
    if kind == "trade" and len(args) == 3:
        return MoveParts(n=_int(args[0]), give=str(args[1]), get=str(args[2]))
    if kind == "build" and len(args) in (1, 2):
        return MoveParts(what=str(args[0]), node=str(args[1]) if len(args) == 2 else None)
    if kind == "step" and len(args) == 2:
        return MoveParts(ship=_int(args[0]), node=str(args[1]))
    if len(args) != 1:
        return MoveParts()
    if kind in SHIP_MOVES:
        return MoveParts(ship=_int(args[0]))
    if kind in PLACE_MOVES:
        return MoveParts(node=str(args[0]))
    if kind in SEAT_MOVES:
        return MoveParts(seat=_int(args[0]))
    if kind in CARD_KINDS:
        return MoveParts(card=str(args[0]))
    if kind in ONE_MOVES:
        return MoveParts(what=str(args[0]))
    return MoveParts()


# The verbs built outside this file (the table, the bots), by name.
STEP, BUILD, TAKE_OFFER, OFFER_SKIP = "step", "build", "take_offer", "offer_skip"
# Each verb's arguments in order, by name: what `parts` reads and `make` writes ("node?": a build of an upgrade
# names no place).
LAYOUT: Layout = {"trade": ("n", "give", "get"), "build": ("what", "node?"), "step": ("ship", "node"),
                  **{verb: ("ship",) for verb in SHIP_MOVES}, **{verb: ("node",) for verb in PLACE_MOVES},
                  **{verb: ("seat",) for verb in SEAT_MOVES}, **{verb: ("card",) for verb in CARD_KINDS},
                  **{verb: ("what",) for verb in ONE_MOVES}, **{verb: () for verb in FIXED}}


def make(kind: str, **named: Arg | None) -> Action:
    """Returns the move of verb `kind` with these named parts, as `parts` names them (ValueError when they are not
    the verb's): `make(STEAL, victim=2)`."""
    return made(LAYOUT, kind, named)


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
    k, p = action.kind, parts(action)
    if k in FIXED:
        return Phrase(FIXED[k])
    if k == "trade" and p.n is not None:
        return Phrase("sf.move.trade", {"n": p.n, "give": p.give, "get": p.get})
    said = _on_galaxy(view, k, p)
    if said is None:
        said = _with_others(view, k, p)
    return said if said is not None else Phrase("engine.move", {"action": action.text()})


def _on_galaxy(view: StarfarersView, k: str, p: MoveParts) -> Phrase | None:
    """Returns a move on the galaxy in words (a build, a ship's step or move, a place), or None for another."""
    if k == "build" and p.what is not None:
        if p.node is not None:
            return Phrase("sf.move.build_at", {"what": p.what, "node": p.node})
        return Phrase("sf.move.build", {"what": p.what})
    if k == "step" and p.ship is not None and p.node is not None:
        return Phrase("sf.move.step", {"ship": ship_words(view, p.ship), "node": p.node})
    if k in SHIP_MOVES and p.ship is not None:
        return Phrase(SHIP_MOVES[k], {"ship": ship_words(view, p.ship)})
    if k in PLACE_MOVES and p.node is not None:
        return Phrase(PLACE_MOVES[k], {"node": p.node})
    return None


def _with_others(view: StarfarersView, k: str, p: MoveParts) -> Phrase | None:
    """Returns a move with a card, a seat or an offer in words (befriend, take a trade…), or None for another."""
    if k == "befriend" and p.card is not None:
        return Phrase("sf.move.befriend", {"card": p.card})
    if k == "fame_for_sale" and p.card is not None:
        return Phrase("sf.move.fame_for_sale")
    if k == "take_offer" and p.seat is not None and view.offer is not None:
        answer = next((a for a in view.offer.answers if a[0] == p.seat), None)
        if answer is not None:
            return Phrase("sf.move.take_trade", {"seat": p.seat, "give": by_resource(answer[2]),
                                                 "want": by_resource(answer[3])})
    if k in SEAT_MOVES and p.seat is not None:
        return Phrase(SEAT_MOVES[k], {"seat": p.seat})
    if k in ONE_MOVES and p.what is not None:
        return Phrase(ONE_MOVES[k], {"what": p.what})
    return None
