"""What one seat may see in Cartographers: every sheet as shown, and only its own unconfirmed drawing."""

from __future__ import annotations

from typing import NamedTuple, cast

from tabletop.engine.decisions import DecisionView

from tabletop.engine.contract import Seat
from tabletop.games.cartographers.sheet import SeasonScore
from tabletop.games.cartographers.state import CartographersState, Drawing, Step


class SheetView(NamedTuple):
    """A player's sheet as shown to everyone; `staged` only for the viewer's own drawing."""

    seat: Seat
    side: str
    drawn: tuple[int, ...]
    coins: int
    coins_left: int
    seasons: tuple[SeasonScore, ...]
    has_drawn: bool                      # others: finished this step; the viewer: also drawn, not yet confirmed
    staged: tuple[Drawing, ...] | None   # the viewer's own drawings of this step
    skill_used: bool                     # a skill paid for this season (others learn it once shown)
    skill: str | None                    # the viewer's own skill of this step
    need: str | None                     # the viewer's next drawing: main, search, again, heal, farm, village


class CartographersView(NamedTuple):
    """The table as one seat (or, with viewer None, anybody) sees it."""

    viewer: Seat | None
    players: int
    side: str
    edicts: tuple[tuple[str, str], ...]
    season: int
    time: int
    revealed: tuple[int, ...]
    card: int | None
    ruins_pending: bool
    step: Step
    waiting: tuple[Seat, ...]
    targets: tuple[tuple[Seat, Seat], ...]
    sheets: tuple[SheetView, ...]
    deck_count: int
    skills: tuple[str, ...]
    decisions: tuple[DecisionView, ...] = ()  # who still decides this step; another seat's only as "deciding"


def make_view(state: CartographersState, viewer: Seat | None, everything: bool = False) -> CartographersView:
    """Returns the view of `viewer`: nothing another seat did in this simultaneous step shows before it ends,
    save that it has finished (it left the waiting list); `everything`: every seat's drawing shown as its own."""

    def own(seat: Seat) -> bool:
        return seat == viewer or everything

    sheets = tuple(
        SheetView(seat, sheet.side, tuple(sheet.drawn), sheet.coins, sheet.coins_left, tuple(sheet.seasons),
                  (seat not in state.waiting and state.step is not Step.OVER) or
                  (own(seat) and bool(state.staged[seat])),
                  tuple(state.staged[seat]) if own(seat) else None,
                  state.skill_used[seat] if own(seat) else state.skill_used[seat] and state.chosen[seat] is None,
                  state.chosen[seat] if own(seat) else None,
                  _next_drawing(state, seat) if own(seat) else None)
        for seat, sheet in enumerate(state.sheets))
    return CartographersView(
        viewer=viewer, players=state.players, side=state.side, edicts=tuple(sorted(state.edicts.items())),
        season=min(state.season, 3), time=state.time, revealed=tuple(state.revealed), card=state.card,
        ruins_pending=state.ruins_pending, step=state.step, waiting=tuple(state.waiting),
        targets=tuple(sorted(state.targets.items())), sheets=sheets, deck_count=len(state.deck),
        skills=tuple(state.skills), decisions=state.decisions.view(viewer))


def _next_drawing(state: CartographersState, seat: Seat) -> str | None:
    decision = state.decisions.open(seat)
    plan = cast("tuple[str, ...]", decision.params["plan"]) if decision is not None else ()
    return plan[0] if plan else None
