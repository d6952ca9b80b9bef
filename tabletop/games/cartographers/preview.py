"""What a seat choosing a drawing sees before it draws, read from its view and legal list alone.

The shapes and terrains on offer, the shape in hand (a card's shape, turned and flipped), where it fits, the
action a spot on the map means, the cells a drawing covers (over the edge too), and what each edict would score
with it. Tables draw these; hints, the tutorial and tests read the same answers, so none of them keeps a fact of
the game between redraws.
"""

from __future__ import annotations

from typing import Mapping, NamedTuple, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Seat
from tabletop.games.cartographers.cards import CARD
from tabletop.games.cartographers.components import AmbushCard, ExploreCard, Terrain
from tabletop.games.cartographers.grid import SIZE, Shape, mask_of, orient
from tabletop.games.cartographers.placements import SINGLE, IndexedActions
from tabletop.games.cartographers.scoring import CARDS
from tabletop.games.cartographers.sheet import DRAWN_INDEX, Sheet
from tabletop.games.cartographers.skills import DOMINO, SQUARE
from tabletop.games.cartographers.view import CartographersView, SheetView

# The kinds of drawing a shape in hand makes, those it may turn and flip, and those drawn in a chosen terrain.
DRAW_KINDS = frozenset({"place", "sneak", "single", "square", "domino", "again", "monster", "monster_domino",
                        "monster_single"})
TURNABLE = frozenset({"place", "monster", "domino", "again", "monster_domino"})
TERRAIN_KINDS = frozenset({"place", "sneak", "single", "square", "domino", "again"})
MONSTER_KINDS = frozenset({"monster", "monster_single", "monster_domino"})

CellsKey = tuple[int, "str | None", str]  # (cells, terrain word or None, kind): one drawing, whatever its arguments


class Choice(NamedTuple):
    """The shape in hand: which of the offered shapes, its turn and mirror (0–7), which offered terrain."""

    option: int = 0
    orientation: int = 0
    terrain: int = 0


class Placements(NamedTuple):
    """The legal drawings by the cells they draw, and the cells where the shape in hand fits (the map's tint)."""

    by_cells: Mapping[CellsKey, Action]
    fits: int


def drawing_mode(legal: Sequence[Action]) -> str:
    """Returns the kind of drawing asked for (place, single, square, domino, again, monster, …), or confirm, skip,
    ambush_skill (pay for a skill or pass when an ambush is revealed) or watch (nothing to decide)."""
    if not legal:
        return "watch"
    if isinstance(legal, IndexedActions):  # one table's placements (all of one kind), then the rest
        kinds = [a.kind for a in legal[:1]] + [a.kind for a in legal.extra]
    else:
        kinds = [a.kind for a in legal]
    for kind in kinds:
        if kind in DRAW_KINDS or kind in ("confirm", "skip"):
            return "place" if kind == "sneak" else kind
    return "ambush_skill" if "pass" in kinds else "watch"


def own_sheet(view: CartographersView) -> SheetView | None:
    """Returns the viewer's own sheet (None for the public table)."""
    return view.sheets[view.viewer] if view.viewer is not None else None


def shapes_offered(view: CartographersView, mode: str) -> list[Shape]:
    """Returns the shapes the seat may choose among for this kind of drawing (a 1×1 when nothing else)."""
    card = CARD.get(view.card) if view.card is not None else None
    own = own_sheet(view)
    if mode == "place" and isinstance(card, ExploreCard):
        return [o.cells for o in card.options]
    if mode == "monster" and isinstance(card, AmbushCard):
        return [card.cells]
    if mode == "square":
        return [SQUARE]
    if mode in ("domino", "monster_domino"):
        return [DOMINO]
    if mode == "again" and own is not None and own.staged:
        return [own.staged[0].shape]
    return [SINGLE]


def terrains_offered(legal: Sequence[Action], mode: str) -> list[Terrain]:
    """Returns the terrains the legal drawings are in, in the game's order (monsters when none is named)."""
    if mode in MONSTER_KINDS:
        return [Terrain.MONSTER]
    if isinstance(legal, IndexedActions):
        words = {legal.table.actions[int(k)].args[-1] for k in legal.indices}
        words |= {a.args[-1] for a in legal.extra if a.kind in TERRAIN_KINDS}
    else:
        words = {a.args[-1] for a in legal if a.kind in TERRAIN_KINDS}
    return [t for t in Terrain if t.word in words] or [Terrain.MONSTER]


def chosen_shape(shapes: Sequence[Shape], choice: Choice) -> Shape:
    """Returns the offered shape the choice names (the last one when it names more than there are)."""
    return shapes[min(choice.option, len(shapes) - 1)]


def shape_in_hand(shapes: Sequence[Shape], choice: Choice, mode: str) -> Shape:
    """Returns the chosen shape as turned and flipped (as printed when this kind of drawing does not turn)."""
    shape = chosen_shape(shapes, choice)
    return orient(shape, choice.orientation) if mode in TURNABLE else shape


def canonical_orientation(shape: Shape, orientation: int) -> int:
    """Returns the lowest orientation number giving the same cells as this one (the one the legal list names)."""
    target = orient(shape, orientation)
    return next(o for o in range(8) if orient(shape, o) == target)


def terrain_of(terrains: Sequence[Terrain], choice: Choice) -> Terrain:
    """Returns the terrain the choice names (its index wraps round the offered ones)."""
    return terrains[choice.terrain % len(terrains)]


def matches_choice(action: Action, choice: Choice, terrain: str, orientation: int | None) -> bool:
    """Returns True when a legal drawing is the chosen shape, turn and terrain (`orientation` canonical)."""
    if action.kind in TERRAIN_KINDS and action.args[-1] != terrain:
        return False
    if action.kind in ("place", "sneak") and (action.args[0] != choice.option or action.args[1] != orientation):
        return False
    if action.kind in ("monster", "monster_domino", "domino", "again") and action.args[0] != orientation:
        return False
    return True


def drawing_cells(view: CartographersView, action: Action) -> list[tuple[int, int]]:
    """Returns the map cells a drawing covers (over the edge too), from the card's or the skill's shape."""
    kind, args = action.kind, action.args
    card = CARD.get(view.card) if view.card is not None else None
    shape: Shape
    if kind in ("place", "sneak") and isinstance(card, ExploreCard):
        shape = orient(card.options[int(args[0])].cells, int(args[1]))
        row, col = int(args[2]), int(args[3])
    elif kind in ("single", "monster_single"):
        shape, row, col = SINGLE, int(args[0]), int(args[1])
    elif kind == "square":
        shape, row, col = SQUARE, int(args[0]), int(args[1])
    else:  # domino, again, monster, monster_domino: turn, row, col
        own = own_sheet(view)
        if kind == "monster" and isinstance(card, AmbushCard):
            base = card.cells
        elif kind == "again" and own is not None and own.staged:
            base = own.staged[0].shape
        else:
            base = DOMINO
        shape, row, col = orient(base, int(args[0])), int(args[1]), int(args[2])
    return [(row + r, col + c) for r, c in shape]


def on_map(cells: Sequence[tuple[int, int]]) -> int:
    """Returns the cells that lie on the map, as a mask."""
    return mask_of((r, c) for r, c in cells if 0 <= r < SIZE and 0 <= c < SIZE)


def placements(view: CartographersView, legal: Sequence[Action], choice: Choice) -> Placements:
    """Returns every legal drawing by its cells, terrain and kind, and the cells where the shape in hand fits."""
    by_cells: dict[CellsKey, Action] = {}
    fits = 0
    if not isinstance(legal, IndexedActions):  # a skill, a confirmation: nothing to place
        return Placements(by_cells, fits)
    mode = drawing_mode(legal)
    terrain = terrain_of(terrains_offered(legal, mode), choice).word
    shapes = shapes_offered(view, mode)
    orientation = canonical_orientation(chosen_shape(shapes, choice), choice.orientation) if mode in TURNABLE \
        else None
    pairs = [(legal.table.actions[int(k)], legal.table.masks[int(k)]) for k in legal.indices]
    # Sneak's shapes over the edge are listed outside the table: their cells are those on the map.
    pairs += [(a, on_map(drawing_cells(view, a))) for a in legal.extra if a.kind == "sneak"]
    for action, mask in pairs:
        word = action.args[-1] if action.kind in TERRAIN_KINDS else None
        by_cells[(mask, word if isinstance(word, str) else None, action.kind)] = action
        if word not in (None, terrain) or not matches_choice(action, choice, terrain, orientation):
            continue
        fits |= mask
    return Placements(by_cells, fits)


def action_at(view: CartographersView, legal: Sequence[Action], choice: Choice, row: int, col: int,
              by_cells: Mapping[CellsKey, Action] | None = None) -> tuple[Action, int | None]:
    """Returns the drawing the shape in hand makes with its top-left corner at (row, col), and its cells (None
    when part of it is off the map). Where a legal drawing covers the same cells, it is that one."""
    mode = drawing_mode(legal)
    shapes = shapes_offered(view, mode)
    shape = shape_in_hand(shapes, choice, mode)
    option = min(choice.option, len(shapes) - 1)
    terrain = terrain_of(terrains_offered(legal, mode), choice)
    inside = [(row + r, col + c) for r, c in shape if 0 <= row + r < SIZE and 0 <= col + c < SIZE]
    mask = mask_of(inside) if len(inside) == len(shape) else None
    o, t = choice.orientation, terrain.word
    args = {"place": (option, o, row, col, t), "single": (row, col, t), "square": (row, col, t),
            "domino": (o, row, col, t), "again": (o, row, col, t), "monster": (o, row, col),
            "monster_domino": (o, row, col), "monster_single": (row, col)}[mode]
    action = Action(mode, args)
    own = own_sheet(view)
    if mask is None and mode == "place" and inside and own is not None and own.skill == "sneak":
        action, mask = Action("sneak", (option, o, row, col, t)), mask_of(inside)
    if mask is not None:
        index = placements(view, legal, choice).by_cells if by_cells is None else by_cells
        canonical = index.get((mask, t if mode in TERRAIN_KINDS else None, action.kind))
        if canonical is not None:
            return canonical, mask
    return action, mask


def listed(view: CartographersView, legal: Sequence[Action], choice: Choice) -> Sequence[Action]:
    """Returns the legal drawings of the shape, turn and terrain in hand, and the skills (the full list is
    thousands); a list that is no table of placements, whole."""
    if not isinstance(legal, IndexedActions):
        return legal
    mode = drawing_mode(legal)
    terrain = terrain_of(terrains_offered(legal, mode), choice).word
    shapes = shapes_offered(view, mode)
    orientation = canonical_orientation(chosen_shape(shapes, choice), choice.orientation) if mode in TURNABLE \
        else None
    return [a for a in legal if a.kind == "skill" or matches_choice(a, choice, terrain, orientation)]


def sheet_shown(view: CartographersView, seat: Seat) -> Sheet:
    """Returns a seat's sheet as the view shows it (drawings confirmed, coins from shapes), to score or draw."""
    shown = view.sheets[seat]
    sheet = Sheet(view.side, list(shown.drawn))
    sheet.shape_coins = shown.coins
    return sheet


def edict_scores(view: CartographersView, seat: Seat) -> dict[str, int]:
    """Returns what each of the four edicts scores on a seat's map now, by the edict's key."""
    sheet = sheet_shown(view, seat)
    return {key: CARDS[key](sheet) for _, key in view.edicts}


def edict_gains(view: CartographersView, seat: Seat, mask: int, terrain: Terrain) -> dict[str, int]:
    """Returns what each edict would gain (or lose) on a seat's map if these cells were drawn in this terrain."""
    sheet = sheet_shown(view, seat)
    before = {key: CARDS[key](sheet) for _, key in view.edicts}
    sheet.drawn[DRAWN_INDEX[terrain]] |= mask
    return {key: CARDS[key](sheet) - before[key] for _, key in view.edicts}
