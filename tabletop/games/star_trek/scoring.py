"""Points, victory and the end of the game (§12): completions score, 100 points with a planet and a space mission
win at once; deck-out and the turn limit end the game at the end of a turn, ranked by the three criteria."""

from __future__ import annotations

from tabletop.engine.contract import Event, Result, rank_by
from tabletop.engine.reason import Reason
from tabletop.games.star_trek.crew import meets
from tabletop.games.star_trek.effects import CompletionBonus, effect
from tabletop.games.star_trek.state import StarTrekState
from tabletop.games.star_trek.zones import name


def completed_types(state: StarTrekState, seat: int) -> set[str]:
    """Returns the mission types a seat has completed (planet, space)."""
    return {state.card(m).mission_type for m in state.sides[seat].completed}


def tier(state: StarTrekState, seat: int) -> int:
    """Returns the deck-out criterion a seat reaches: 2 both mission types, 1 any completed mission, 0 none."""
    types = completed_types(state, seat)
    if {"planet", "space"} <= types:
        return 2
    return 1 if types else 0


def has_won(state: StarTrekState, seat: int) -> bool:
    """Returns True when a seat has the points to win and a completed planet and space mission."""
    return state.sides[seat].score >= state.switches.points_to_win and tier(state, seat) == 2


def complete_mission(state: StarTrekState, seat: int, mission: int, group: list[int], events: list[Event]) -> None:
    """Completes a mission: its points and any completion bonus as one scoring event, then the victory check."""
    side = state.sides[seat]
    card = state.card(mission)
    side.completed.append(mission)
    points = card.points
    side.breakdown[card.title] = card.points
    bonus = effect(card.id, CompletionBonus)
    extra = 0
    if bonus is not None and meets(state, bonus.requirement, group, facing=False):
        extra = bonus.points
        side.breakdown[f"{card.title} bonus"] = extra
    side.score += points + extra
    events.append(Event("st.mission_completed", {"seat": seat, "mission": name(state, mission), "points": points,
                                                 "bonus": extra, "score": side.score}, seat))
    if has_won(state, seat):
        _end(state, "points", events)


def check_end_of_turn(state: StarTrekState, events: list[Event]) -> bool:
    """Ends the game when both draw decks are empty or the turn limit is reached; returns True if it ended."""
    if not any([side.deck for side in state.sides]):   # asked at every turn's end: no generator to run
        _end(state, "deck_out", events)
        return True
    limit = state.switches.turn_limit
    if limit and state.turn >= limit:
        _end(state, "turn_limit", events)
        return True
    return False


def _end(state: StarTrekState, reason: str, events: list[Event]) -> None:
    state.over = True
    state.end_reason = reason
    state.decisions.clear()
    state.attempt = None
    result = final_result(state)
    events.append(Event(f"st.game_over_{reason}", {"winners": tuple(s for s in range(2) if result.ranks[s] == 1)}))


def final_result(state: StarTrekState) -> Result:
    """Returns scores, ranks and breakdowns: a win on points first, then both types, any mission, points."""
    keys = [(int(has_won(state, s)), tier(state, s), state.sides[s].score) for s in range(2)]
    ranks = rank_by(keys)
    rows = tuple({**state.sides[s].breakdown, "total": state.sides[s].score,
                  "went_first": int(state.first == s)} for s in range(2))
    ties: list[Reason] = []
    if keys[0][:2] == keys[1][:2] and state.over and state.end_reason != "points":
        ties.append(Reason("st.tie_points" if keys[0] != keys[1] else "st.tie_shared",
                           {"seats": [1, 2], "total": max(k[2] for k in keys)}))
    elif state.over and state.end_reason != "points" and keys[0][1] != keys[1][1]:
        ties.append(Reason("st.rank_by_missions", {}))
    return Result(tuple(side.score for side in state.sides), ranks, rows, tuple(ties))
