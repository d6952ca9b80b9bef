"""Thief's Market's moves read by name (parts: the card, the die face, the pick, the victim) and in words
(describe: each action as a message code and its parameters, Game.describe_action).

An action's arguments are read by position here and nowhere else: the table and the words read the named parts.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.action import Action, Arg, Layout, made
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
# Moves that name a die face alone.
FACE_MOVES = frozenset({"waive", "hold"})


@dataclass(frozen=True)
class MoveParts:
    """A move's arguments by name, None where the move has no such part (as python-chess's Move has from_square)."""

    card: str | None = None  # the card bought, used, copied, or whose ability converts or re-rolls (its id)
    face: str | None = None  # a die face: the die re-rolled, the face converted to, paid, waived or held
    way: str | None = None  # how a cost's gem is paid: "die" or "gold"
    pick: str | None = None  # what is taken, returned or unpicked: a face, "marker", or "all" (take all)
    victim: int | None = None  # the seat whose pile is stolen


def parts(action: Action) -> MoveParts:
    """Returns the action's arguments by name (all None for a move with none, or with arguments it does not take)."""
    kind, args = action.kind, action.args
    if kind in CARD_FACE_MOVES and len(args) == 2:
        return MoveParts(card=str(args[0]), face=str(args[1]))
    if kind == "pay" and len(args) == 2:
        return MoveParts(face=str(args[0]), way=str(args[1]))
    if len(args) != 1:
        return MoveParts()
    if kind in PICKS and isinstance(args[0], str):
        return MoveParts(pick=args[0])
    if kind == "steal" and isinstance(args[0], int):
        return MoveParts(victim=args[0])
    if kind in CARD_MOVES:
        return MoveParts(card=str(args[0]))
    if kind in FACE_MOVES:
        return MoveParts(face=str(args[0]))
    return MoveParts()


# The verbs built outside this file (the table, the bots), by name.
BUY, STEAL, TAKE, RETURN, UNPICK, HOLD, DONE_VERB = "buy", "steal", "take", "return", "unpick", "hold", "done"
# Each verb's arguments in order, by name: what `parts` reads and `make` writes.
LAYOUT: Layout = {**{verb: ("card",) for verb in CARD_MOVES}, **{verb: ("card", "face") for verb in CARD_FACE_MOVES},
                  **{verb: ("pick",) for verb in PICKS}, **{verb: ("face",) for verb in FACE_MOVES},
                  **{verb: () for verb in FIXED}, "pay": ("face", "way"), "steal": ("victim",), "done": (),
                  "cancel": ()}


def make(kind: str, **named: Arg | None) -> Action:
    """Returns the move of verb `kind` with these named parts, as `parts` names them (ValueError when they are not
    the verb's): `make(STEAL, victim=2)`."""
    return made(LAYOUT, kind, named)


def describe(view: ThiefsMarketView, action: Action) -> Phrase:
    """Returns a move in words, e.g. "Take 1 green from the centre"; Done and Cancel say what they end."""
    kind, p = action.kind, parts(action)
    deciding = view.deciding()
    step = deciding.kind if deciding is not None else None
    if kind == "take" and p.pick == "all":
        return Phrase("tm.move.take_all")
    if kind in PICKS and p.pick in OBJECTS:
        return Phrase(PICKS[kind], {"dice": [int(w == p.pick) for w in OBJECTS]})
    if kind == "steal" and p.victim is not None:
        return Phrase("tm.move.steal", {"seat": p.victim})
    if kind == "done":
        return Phrase(DONE.get(str(step), "tm.move.done_buying"))
    if kind == "cancel":
        return Phrase("tm.move.cancel_purchase" if step == "pay" else "tm.move.cancel")
    if kind in FIXED:
        return Phrase(FIXED[kind])
    said = _buying(kind, p)
    return said if said is not None else Phrase("engine.move", {"action": action.text()})


def _buying(kind: str, p: MoveParts) -> Phrase | None:
    """Returns a move with a card or a die's face in words (buy, use, pay, waive, hold), or None for another."""
    if kind in CARD_MOVES and p.card in CARD:
        return Phrase(CARD_MOVES[kind], {"card": str(p.card)})
    if kind in CARD_FACE_MOVES and p.card in CARD:
        return Phrase(CARD_FACE_MOVES[kind], {"card": str(p.card), "face": str(p.face)})
    if kind == "pay" and p.way is not None:
        code = "tm.move.pay_die" if p.way == "die" else "tm.move.pay_gold"
        return Phrase(code, {"face": str(p.face)})
    if kind == "waive" and p.face is not None:
        return Phrase("tm.move.waive", {"face": p.face})
    if kind == "hold" and p.face is not None:
        return Phrase("tm.move.hold", {"face": p.face})
    return None
