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


Placed = tuple[Shape, int, int]  # a shape and the map cell (row, column) its origin lies on


def cells_of(state: Drawn, action: Action, seat: Seat | None = None) -> int | None:
    """Returns the cells an action of the current card would draw (None when off the map or malformed)."""
    kind, args = action.kind, action.args
    ints = args[:-1] if kind in ("place", "single", "square", "domino", "again", "sneak") else args
    if not ints or numbers(ints) is None:
        return None
    placed = placed_shape(state, action, seat)
    if placed is None:
        return None
    shape, row, col = placed
    inside = [(row + r, col + c) for r, c in shape if 0 <= row + r < SIZE and 0 <= col + c < SIZE]
    if kind == "sneak":  # the Sneak skill draws a shape that hangs over the edge
        return mask_of(inside) if inside and len(inside) < len(shape) else None
    if len(inside) < len(shape):
        return None
    return mask_of(inside)


def placed_shape(state: Drawn, action: Action, seat: Seat | None) -> Placed | None:
    """Returns the turned shape an action draws and where (None when its arguments do not name one)."""
    card = CARD[state.card] if state.card is not None else None
    kind = action.kind
    if kind in ("place", "sneak") and isinstance(card, ExploreCard):
        return _card_option(card, action)
    if kind in ("monster", "domino", "monster_domino") or (kind == "again" and seat is not None and state.staged[seat]):
        return _turned(state, card, action, seat)
    if kind in ("square", "single", "monster_single"):
        spot = numbers(action.args[:2]) if len(action.args) >= 2 else None
        return None if spot is None else (SQUARE if kind == "square" else SINGLE, spot[0], spot[1])
    return None


def _card_option(card: ExploreCard, action: Action) -> Placed | None:
    """Returns an explore card's option as turned and placed by (option, turn, row, column, terrain)."""
    place = numbers(action.args[:4]) if len(action.args) == 5 else None
    if place is None:
        return None
    option, orientation, row, col = place
    if not (0 <= option < len(card.options) and 0 <= orientation < 8):
        return None
    return orient(card.options[option].cells, orientation), row, col


def _turned(state: Drawn, card: object, action: Action, seat: Seat | None) -> Placed | None:
    """Returns a monster's, a domino's or a repeated shape as turned and placed by (turn, row, column, …)."""
    kind, args = action.kind, action.args
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
    return (orient(of, orientation), row, col) if 0 <= orientation < 8 else None
