"""Thief's Market's moves in words: each action as a message code and its parameters (Game.describe_action)."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.reason import Phrase
from tabletop.games.thiefs_market.components import CARD, Face
from tabletop.games.thiefs_market.view import ThiefsMarketView

OBJECTS = tuple(face.word for face in Face) + ("marker",)  # what a pick names: a die's face or the start marker
PICKS = {"take": "tm.move.take", "return": "tm.move.return", "unpick": "tm.move.unpick"}
DONE = {"take": "tm.move.done_take", "steal": "tm.move.done_steal"}
# Moves that name a card, and those that name a card and a face.
CARD_MOVES = {"buy": "tm.move.buy", "spend": "tm.move.use", "exchange": "tm.move.use", "copy": "tm.move.copy"}
CARD_FACE_MOVES = {"convert": "tm.move.convert", "reroll": "tm.move.reroll"}
FIXED = {"no_reroll": "tm.move.no_reroll"}


def describe(view: ThiefsMarketView, action: Action) -> Phrase:
    """Returns a move in words, e.g. "Take 1 green from the centre"; Done and Cancel say what they end."""
    kind, args = action.kind, action.args
    deciding = view.deciding()
    step = deciding.kind if deciding is not None else None
    if kind == "take" and args == ("all",):
        return Phrase("tm.move.take_all")
    if kind in PICKS and args and args[0] in OBJECTS:
        return Phrase(PICKS[kind], {"dice": [int(w == args[0]) for w in OBJECTS]})
    if kind == "steal" and args:
        return Phrase("tm.move.steal", {"seat": int(args[0])})
    if kind == "done":
        return Phrase(DONE.get(str(step), "tm.move.done_buying"))
    if kind == "cancel":
        return Phrase("tm.move.cancel_purchase" if step == "pay" else "tm.move.cancel")
    if kind in FIXED:
        return Phrase(FIXED[kind])
    if kind in CARD_MOVES and args and str(args[0]) in CARD:
        return Phrase(CARD_MOVES[kind], {"card": str(args[0])})
    if kind in CARD_FACE_MOVES and len(args) > 1 and str(args[0]) in CARD:
        return Phrase(CARD_FACE_MOVES[kind], {"card": str(args[0]), "face": str(args[1])})
    if kind == "pay" and len(args) > 1:
        code = "tm.move.pay_die" if args[1] == "die" else "tm.move.pay_gold"
        return Phrase(code, {"face": str(args[0])})
    if kind == "waive" and args:
        return Phrase("tm.move.waive", {"face": str(args[0])})
    if kind == "hold" and args:
        return Phrase("tm.move.hold", {"face": str(args[0])})
    return Phrase("engine.move", {"action": action.text()})
