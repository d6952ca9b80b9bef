"""Victory points, derived from the table (never stored), and the final result."""

from __future__ import annotations

from operator import countOf

from tabletop.engine.contract import Result, Seat, rank_by
from tabletop.games.starfarers.components import BOX
from tabletop.games.starfarers.state import StarfarersState

VP = BOX.vp


def breakdown(state: StarfarersState, seat: Seat) -> dict[str, int]:
    """Returns the seat's points by source: colonies, spaceports, markers, tokens, fame."""
    return {
        "colonies": VP["colony"] * sum(1 for o in state.colonies.values() if o == seat),
        "spaceports": VP["spaceport"] * sum(1 for o in state.spaceports.values() if o == seat),
        "markers": VP["friendship_marker"] * sum(1 for m in state.markers if m == seat),
        "tokens": VP["special_token"] * len(state.tokens_won[seat]),
        "fame": state.fame[seat] // VP["fame_pieces_per_vp"],
    }


COLONY_VP, SPACEPORT_VP, MARKER_VP, TOKEN_VP = (VP[k] for k in ("colony", "spaceport", "friendship_marker",
                                                                "special_token"))
FAME_PER_VP = VP["fame_pieces_per_vp"]


def points(state: StarfarersState, seat: Seat) -> int:
    """Returns the seat's victory points now: the sum of `breakdown`, counted in C (it runs very often)."""
    return (COLONY_VP * countOf(state.colonies.values(), seat)
            + SPACEPORT_VP * countOf(state.spaceports.values(), seat)
            + MARKER_VP * state.markers.count(seat)
            + TOKEN_VP * len(state.tokens_won[seat]) + state.fame[seat] // FAME_PER_VP)


def all_points(state: StarfarersState) -> tuple[int, ...]:
    """Returns every seat's victory points now."""
    return tuple(points(state, s) for s in range(state.players))


def final_result(state: StarfarersState) -> Result:
    """Returns the scores; the winner (15 VP on their own turn) ranks first alone, the rest by points."""
    scores = all_points(state)
    keys = [(int(s == state.winner), scores[s]) for s in range(state.players)]
    return Result(scores, rank_by(keys), tuple(breakdown(state, s) for s in range(state.players)))
