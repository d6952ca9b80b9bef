"""What a Cartographers seat may draw now: its plan for the step, each drawing's placement tables, the legal list."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence, cast

from tabletop.engine.action import Action
from tabletop.engine.contract import Seat
from tabletop.engine.decisions import Decision
from tabletop.games.cartographers.cards import ambush_of, explore_of
from tabletop.games.cartographers.components import Terrain
from tabletop.games.cartographers.grid import neighbours
from tabletop.games.cartographers.placements import (IndexedActions, PlacementTable, explore_table, monster_single,
                                                     monster_table, shape_table, single_table)
from tabletop.games.cartographers.skills import PASS, domino_table, monster_domino, offered, sneak_table, square_table
from tabletop.games.cartographers.state import CartographersState, Step

if TYPE_CHECKING:
    from tabletop.games.cartographers.placements import Fits

CONFIRM = Action("confirm")
SKIP = Action("skip")


def plan_of(state: CartographersState, seat: Seat) -> tuple[str, ...]:
    """Returns the drawings `seat` still has to make in this step (main, then a skill's), in order."""
    decision = state.decisions.open(seat)
    return () if decision is None else cast("tuple[str, ...]", decision.params["plan"])


def victim_of(state: CartographersState, seat: Seat) -> Seat:
    """Returns whose map `seat` draws the ambush's monsters on."""
    decision = state.decisions.open(seat)
    assert decision is not None and state.step is Step.AMBUSH
    return cast(int, decision.params["victim"])


def legal_now(state: CartographersState, seat: Seat) -> Sequence[Action]:
    """Returns every drawing `seat` may make now (none once the game is over or the seat has finished)."""
    if state.decisions.open(seat) is None or state.step is Step.OVER:
        return []
    return drawings_of(state, seat)


def drawings_of(state: CartographersState, seat: Seat) -> Sequence[Action]:
    """Returns the drawings, skills or confirmation open to `seat`, whose decision is open."""
    decision = state.decisions.open(seat)
    assert decision is not None
    return drawings_for(state, decision)


def drawings_for(state: CartographersState, decision: Decision) -> Sequence[Action]:
    """Returns the drawings, skills or confirmation that answer `decision`, a seat's open one."""
    # Given the decision its caller already holds: the legal list is asked for before every action of random play,
    # and looking the decision up again there was a measurable share of it.
    seat = decision.seat
    if state.step is Step.AMBUSH_SKILL and state.chosen[seat] is None:
        return offered(state.skills, state.skill_used[seat], state.sheets[seat].coins_left, True) + [PASS]
    plan = cast("tuple[str, ...]", decision.params["plan"])
    if not plan:
        return [CONFIRM]
    if state.step is Step.AMBUSH:
        return ambush_actions(state, seat)
    if plan[0] != "main":
        return extra_actions(state, seat, plan[0])
    drawings = main_actions(state, seat)
    if state.chosen[seat] is None and state.skills:  # no skills dealt (the option off): no coins to count
        skills = offered(state.skills, state.skill_used[seat], state.sheets[seat].coins_left, False)
        if skills:
            if isinstance(drawings, IndexedActions):
                return IndexedActions(drawings.table, drawings.indices, list(drawings.extra) + skills)
            return list(drawings) + skills
    return drawings


def filled_with_staged(state: CartographersState, seat: Seat, sheet_seat: Seat | None = None) -> int:
    """Returns the filled cells of a sheet, counting this step's drawings of `seat` on it."""
    target = seat if sheet_seat is None else sheet_seat
    filled = state.sheets[target].filled
    for drawing in state.staged[seat]:
        if drawing.sheet == target:
            filled |= drawing.mask
    return filled


def main_tables(state: CartographersState, seat: Seat) -> list[PlacementTable]:
    """Returns the tables of the main drawing (changed by Knowledge, Negotiation or Sneak)."""
    card = explore_of(state)
    skill = state.chosen[seat]
    if skill == "knowledge":
        return [shape_table("place", tuple(o.cells for o in card.options), (Terrain.VILLAGE,))]
    if skill == "negotiation":
        return [square_table(card.terrains)]
    if skill == "sneak":
        return [explore_table(card), sneak_table(card)]
    return [explore_table(card)]


def main_actions(state: CartographersState, seat: Seat) -> Sequence[Action]:
    card = explore_of(state)
    sheet = state.sheets[seat]
    filled = filled_with_staged(state, seat)
    ruins = sheet.map.ruins & ~filled if state.ruins_pending else 0
    found: list[tuple[PlacementTable, Fits]] = []
    for table in main_tables(state, seat):
        if state.ruins_pending and not ruins:
            continue  # a ruins card with every ruins space filled: no shape may be drawn, only a 1×1
        fits = table.fitting(filled, ruins) if state.ruins_pending else table.fitting(filled)
        if len(fits):
            found.append((table, fits))
    if found:
        table, fits = found[0]
        extra = [t.actions[int(k)] for t, f in found[1:] for k in f]
        return IndexedActions(table, fits, extra)
    # No shape fits (after a ruins card: none covers an empty ruins space, or none is left):
    # a 1×1 anywhere, in a terrain of the card (village with Knowledge).
    terrains = (Terrain.VILLAGE,) if state.chosen[seat] == "knowledge" else card.terrains
    singles = single_table(terrains)
    fits = singles.fitting(filled)
    return IndexedActions(singles, fits) if len(fits) else [SKIP]


def extra_terrains(state: CartographersState, seat: Seat, need: str) -> tuple[Terrain, ...]:
    """Returns the terrains a skill's extra drawing may be in."""
    if need in ("search", "again"):
        return (state.staged[seat][0].terrain,) if state.staged[seat] else ()
    if need == "heal":
        return explore_of(state).terrains
    return (Terrain.FARM,) if need == "farm" else (Terrain.VILLAGE,)


def extra_table(state: CartographersState, seat: Seat, need: str) -> tuple[PlacementTable, int]:
    """Returns the table of a skill's extra drawing and the cells it must touch (0: anywhere)."""
    main = state.staged[seat][0] if state.staged[seat] else None
    terrains = extra_terrains(state, seat, need)
    if need == "search":
        return single_table(terrains), neighbours(main.mask) if main else 0
    if need == "again":
        if main is None:
            raise ValueError("Concentration repeats a drawing not made")  # _extra_actions skips first
        return shape_table("again", (main.shape,), terrains), 0
    if need == "heal":
        # A monster drawn this turn (Rift Lands) is a monster space too.
        monsters = state.sheets[seat].terrain(Terrain.MONSTER)
        for drawing in state.staged[seat]:
            if drawing.sheet == seat and drawing.terrain is Terrain.MONSTER:
                monsters |= drawing.mask
        return domino_table(terrains), neighbours(monsters) or -1
    return single_table(terrains), 0


def extra_actions(state: CartographersState, seat: Seat, need: str) -> Sequence[Action]:
    if need in ("search", "again") and not (state.staged[seat] and state.staged[seat][0].mask):
        return [SKIP]  # the main drawing was skipped: nothing to search next to or repeat
    table, touch = extra_table(state, seat, need)
    if touch == -1:
        return [SKIP]  # Heal Wounds with no monster on the map: nothing to draw next to
    fits = table.fitting(filled_with_staged(state, seat), touch)
    return IndexedActions(table, fits) if len(fits) else [SKIP]


def ambush_actions(state: CartographersState, seat: Seat) -> Sequence[Action]:
    victim = victim_of(state, seat)
    filled = filled_with_staged(state, seat, victim)
    table = monster_domino() if state.acrobatics[victim] else monster_table(ambush_of(state))
    fits = table.fitting(filled)
    if len(fits):
        return IndexedActions(table, fits)
    fits = monster_single().fitting(filled)
    return IndexedActions(monster_single(), fits) if len(fits) else [SKIP]


def tables_now(state: CartographersState, seat: Seat) -> list[PlacementTable]:
    """Returns every table whose actions could be legal for `seat` at this point."""
    plan = plan_of(state, seat)
    return tables_for(state, seat, plan[0]) if plan else []


def tables_for(state: CartographersState, seat: Seat, need: str) -> list[PlacementTable]:
    """Returns the tables of one drawing of `seat`'s plan (main, search, …, monster)."""
    if state.step is Step.AMBUSH:
        victim = victim_of(state, seat)
        return [monster_domino() if state.acrobatics[victim] else monster_table(ambush_of(state)),
                monster_single()]
    if state.step is Step.AMBUSH_SKILL:
        return [extra_table(state, seat, need)[0]] if state.chosen[seat] else []
    if state.step is not Step.DRAW:
        return []
    if need != "main":
        if need in ("search", "again") and not (state.staged[seat] and state.staged[seat][0].mask):
            return []
        return [extra_table(state, seat, need)[0]]
    terrains = (Terrain.VILLAGE,) if state.chosen[seat] == "knowledge" else explore_of(state).terrains
    return main_tables(state, seat) + [single_table(terrains)]
