"""Why Cartographers refuses a drawing: off the map, over filled cells, missing the ruins, a skill too dear, …"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.contract import Seat
from tabletop.engine.reason import Reason
from tabletop.games.cartographers.cards import card_of, explore_of
from tabletop.games.cartographers.components import Terrain
from tabletop.games.cartographers.drawings import cells_of
from tabletop.games.cartographers.legal import (extra_terrains, filled_with_staged, legal_now, plan_of, tables_now,
                                                victim_of)
from tabletop.games.cartographers.placements import kinds_of
from tabletop.games.cartographers.sheet import Sheet
from tabletop.games.cartographers.skills import AMBUSH, DRAWING, MOMENTS, SKILL
from tabletop.games.cartographers.state import CartographersState, Step


def refusal(state: CartographersState, seat: Seat, action: Action) -> Reason:
    """Returns why a drawing `seat` may not make now is refused: off the map, over filled cells, missing the ruins, a
    skill too dear, … (the drawing step's check, for what its list does not hold)."""
    if action.kind == "skill":
        return why_skill(state, seat, action)
    # Asked in the order a player meets them: the moment, the card's terrains, the cells, then what the list holds.
    reason = _wrong_moment(state, seat, action)
    if reason is None:
        reason = _wrong_terrain(state, seat, action)
    if reason is None:
        reason = _wrong_cells(state, seat, action)
    return reason if reason is not None else _not_listed(state, seat, action)


def _wrong_moment(state: CartographersState, seat: Seat, action: Action) -> Reason | None:
    """Returns why this kind of move does not belong to this moment of the turn (None when it does)."""
    kind = action.kind
    if state.step is Step.AMBUSH_SKILL and state.chosen[seat] is None:
        return Reason("carto.skill_or_pass")
    if kind == "pass" and state.step is not Step.AMBUSH_SKILL:
        return Reason("carto.pass_only_at_ambush")
    plan = plan_of(state, seat)
    if not plan:
        return Reason("carto.confirm_first")
    if kind == "confirm":
        return Reason("carto.draw_first")
    if kind == "skip":
        return Reason("carto.skip_only_when_full")
    legal_kinds = kinds_of(legal_now(state, seat)) - {"skill"}
    if kind not in legal_kinds and not (kind == "place" and "single" in legal_kinds) \
            and not (kind == "monster" and "monster_single" in legal_kinds):
        return Reason("carto.need_" + ("monster" if state.step is Step.AMBUSH else plan[0]))
    return None


def _wrong_terrain(state: CartographersState, seat: Seat, action: Action) -> Reason | None:
    """Returns why the drawing's terrain is not one the card (or the skill's extra drawing) offers (None when it is)."""
    plan = plan_of(state, seat)
    card = card_of(state)
    word = action.args[-1] if action.args else None
    if action.kind in ("place", "single", "square", "sneak") and plan[0] == "main" and state.step is Step.DRAW:
        allowed = (Terrain.VILLAGE,) if state.chosen[seat] == "knowledge" else explore_of(state).terrains
        if word not in {t.word for t in allowed}:
            return Reason("carto.terrain_not_on_card", {"terrain": str(word), "card": card.name})
    if plan[0] not in ("main", "monster") and action.kind in ("single", "domino", "again"):  # a skill's extra drawing
        if word not in {t.word for t in extra_terrains(state, seat, plan[0])}:
            return Reason("carto.terrain_not_on_card", {"terrain": str(word), "card": card.name}) \
                if plan[0] == "heal" else Reason("carto.need_" + plan[0])
    return None


def _wrong_cells(state: CartographersState, seat: Seat, action: Action) -> Reason | None:
    """Returns why the drawing's cells cannot be drawn: off the map, on mountains, over filled cells, … (None)."""
    mask = cells_of(state, action, seat)
    if mask is None:
        return Reason("carto.off_map")
    target = victim_of(state, seat) if state.step is Step.AMBUSH else seat
    return why_cells(state, state.sheets[target], mask, filled_with_staged(state, seat, target),
                     ruins_rule=state.step is Step.DRAW and plan_of(state, seat)[0] == "main")


def _not_listed(state: CartographersState, seat: Seat, action: Action) -> Reason:
    """Returns why a drawing that fits the map is still not among the moves: a skill's place, a single square, …"""
    kind = action.kind
    plan = plan_of(state, seat)
    if plan[0] in ("search", "heal") and state.step is Step.DRAW:
        return Reason("carto.search_next_to" if plan[0] == "search" else "carto.heal_next_to")
    if kind in ("single", "monster_single"):
        return Reason("carto.single_only_when_stuck")
    if kind == "place" and kinds_of(legal_now(state, seat)) - {"skill"} <= {"single"}:
        return Reason("carto.ruins_force_single" if state.ruins_pending else "carto.nothing_fits")
    mask = cells_of(state, action, seat)
    canonical = same_drawing(state, seat, action, mask) if mask is not None else None
    if canonical is not None and canonical != action:
        return Reason("carto.same_as", {"action": canonical.text()})
    return Reason("engine.not_legal_now", {"action": action.text()})


def why_skill(state: CartographersState, seat: Seat, action: Action) -> Reason:
    key = str(action.args[0]) if action.args else ""
    if key not in SKILL:
        return Reason("carto.no_such_skill", {"skill": key})
    if key not in state.skills:
        return Reason("carto.skill_not_dealt", {"skill": key})
    if state.skill_used[seat]:
        return Reason("carto.skill_used")
    if SKILL[key].cost > state.sheets[seat].coins_left:
        return Reason("carto.skill_too_dear", {"skill": key, "cost": SKILL[key].cost,
                                               "coins": state.sheets[seat].coins_left})
    if state.step is Step.AMBUSH_SKILL:  # not a skill of this moment
        return Reason("carto.skill_when_drawing", {"skill": key})
    if DRAWING not in MOMENTS[key]:
        return Reason("carto.acrobatics_when_ambushed")
    if state.step is Step.AMBUSH:  # drawing a neighbour's monsters
        return Reason("carto.skill_at_reveal" if AMBUSH in MOMENTS[key] else "carto.skill_when_drawing",
                      {"skill": key})
    return Reason("carto.skill_before_drawing", {"skill": key})


def why_cells(state: CartographersState, sheet: Sheet, mask: int, filled: int | None = None,
              ruins_rule: bool = True) -> Reason | None:
    """Returns why these cells cannot be drawn on `sheet` now (None when they can)."""
    filled = sheet.filled if filled is None else filled
    if mask & sheet.map.mountains:
        return Reason("carto.on_mountain")
    if mask & sheet.map.wasteland:
        return Reason("carto.on_wasteland")
    if mask & filled:
        return Reason("carto.overlaps")
    if ruins_rule and state.step is Step.DRAW and state.ruins_pending and sheet.map.ruins & ~filled \
            and not mask & sheet.map.ruins:
        return Reason("carto.must_cover_ruins")
    return None



def same_drawing(state: CartographersState, seat: Seat, action: Action, mask: int) -> Action | None:
    """Returns the listed action that draws the same cells in the same terrain."""
    terrain = action.args[-1] if action.args and isinstance(action.args[-1], str) else None
    for table in tables_now(state, seat):
        for k, m in enumerate(table.masks):
            candidate = table.actions[k]
            if m == mask and candidate.kind == action.kind and \
                    (terrain is None or candidate.args[-1] == terrain) and \
                    (action.kind not in ("place", "sneak") or candidate.args[0] == action.args[0]):
                return candidate
    return None
