"""What a drawing covers: the cells of an action of the card being drawn, read from its arguments."""

from __future__ import annotations

from typing import Mapping, Protocol, Sequence

from tabletop.engine.action import Action, Arg
from tabletop.engine.contract import Seat
from tabletop.games.cartographers.cards import CARD, OnCard
from tabletop.games.cartographers.components import AmbushCard, ExploreCard
from tabletop.games.cartographers.grid import SIZE, Shape, mask_of, orient
from tabletop.games.cartographers.placements import SINGLE
from tabletop.games.cartographers.skills import DOMINO, SQUARE
from tabletop.games.cartographers.state import Drawing


def numbers(args: Sequence[Arg]) -> tuple[int, ...] | None:
    """Returns the arguments when every one is a number, else None."""
    out = tuple(a for a in args if isinstance(a, int))
    return out if len(out) == len(args) else None


class Drawn(OnCard, Protocol):
    """What `cells_of` reads of a table: the card being drawn and each seat's drawings so far this step.
    The state has them; a bot builds them from its view."""

    @property
    def staged(self) -> Sequence[Sequence[Drawing]] | Mapping[int, Sequence[Drawing]]: ...


def cells_of(state: Drawn, action: Action, seat: Seat | None = None) -> int | None:
    """Returns the cells an action of the current card would draw (None when off the map or malformed)."""
    card = CARD[state.card] if state.card is not None else None
    kind, args = action.kind, action.args
    ints = args[:-1] if kind in ("place", "single", "square", "domino", "again", "sneak") else args
    if not ints or numbers(ints) is None:
        return None
    shape: Shape | None
    if kind in ("place", "sneak") and isinstance(card, ExploreCard):
        place = numbers(args[:4]) if len(args) == 5 else None
        if place is None:
            return None
        option, orientation, row, col = place
        if not (0 <= option < len(card.options) and 0 <= orientation < 8):
            return None
        shape = orient(card.options[option].cells, orientation)
    elif kind in ("monster", "domino", "monster_domino") or (kind == "again" and seat is not None
                                                              and state.staged[seat]):
        if kind == "monster" and not isinstance(card, AmbushCard):
            return None
        # A monster's arguments are exactly a turn and a place; the others' may go on (a terrain).
        turned = numbers(args[:3]) if len(args) == 3 or len(args) > 3 and kind != "monster" else None
        if turned is None:
            return None
        orientation, row, col = turned
        if isinstance(card, AmbushCard) and kind == "monster":
            of: Shape = card.cells
        elif kind == "again" and seat is not None:
            of = state.staged[seat][0].shape
        else:
            of = DOMINO
        shape = orient(of, orientation) if 0 <= orientation < 8 else None
    elif kind in ("square", "single", "monster_single"):
        spot = numbers(args[:2]) if len(args) >= 2 else None
        if spot is None:
            return None
        row, col = spot
        shape = SQUARE if kind == "square" else SINGLE
    else:
        return None
    if shape is None:
        return None
    inside = [(row + r, col + c) for r, c in shape if 0 <= row + r < SIZE and 0 <= col + c < SIZE]
    if kind == "sneak":
        return mask_of(inside) if inside and len(inside) < len(shape) else None
    if len(inside) < len(shape):
        return None
    return mask_of(inside)
