"""What one seat may see in Thief's Market: everything but deck orders and other seats' infamy tokens."""

from __future__ import annotations

from typing import NamedTuple

from tabletop.engine.contract import Seat
from tabletop.engine.decisions import DecisionView, Prompt
from tabletop.games.thiefs_market.effects import discount
from tabletop.games.thiefs_market.state import Phase, ThiefsMarketState


class SeatView(NamedTuple):
    """One seat as the viewer sees it; `infamy` is None unless it is the viewer's own."""

    seat: Seat
    pile: tuple[int, ...] | None
    has_marker: bool
    gold: int
    infamy: int | None
    cards: tuple[str, ...]
    used: tuple[str, ...]  # a card id per use of an ability this round
    discount: int          # gems its cards take off each purchase (Insurance Racket)


class ThiefsMarketView(NamedTuple):
    """The table as one seat (or, with viewer None, anybody) sees it."""

    viewer: Seat | None
    players: int
    round: int
    phase: Phase
    current: Seat  # whose turn it is; `decisions` says who decides now
    centre: tuple[int, ...]
    marker_in_centre: bool
    rows: tuple[tuple[str, tuple[str, ...]], ...]
    deck_counts: tuple[tuple[str, int], ...]
    seats: tuple[SeatView, ...]
    buy_order: tuple[Seat, ...]
    purchases_left: int
    decisions: tuple[DecisionView, ...]  # open decisions, the turn first; every one public (dice are on the table)
    prompt: Prompt | None                # what to tell this viewer now
    copies: tuple[tuple[str, str], ...]
    points_by_round: tuple[tuple[int, ...], ...] | None  # shown once the game is over (infamy is hidden)

    def deciding(self) -> DecisionView | None:
        """Returns the decision being made now (the first of the top frame), or None."""
        return next((d for d in self.decisions if d.now), None)


def make_view(state: ThiefsMarketState, viewer: Seat | None, everything: bool = False) -> ThiefsMarketView:
    """Returns the view of `viewer` (`everything`: every seat's infamy shown)."""
    open_infamy = state.phase is Phase.OVER or everything  # shown to all once the game is over
    piles = [None if pile is None else tuple(pile) for pile in state.piles] if state.piles else [None] * state.players
    seats = tuple(
        SeatView(s, piles[s], state.marker_owner == s, state.gold[s],
                 state.infamy[s] if s == viewer or open_infamy else None,
                 tuple(state.tableau[s]), tuple(state.used[s]) if state.used else (), discount(state, s))
        for s in range(state.players))
    return ThiefsMarketView(
        viewer=viewer, players=state.players, round=state.round, phase=state.phase, current=state.current,
        centre=tuple(state.centre), marker_in_centre=state.marker_in_centre,
        rows=tuple((d, tuple(r)) for d, r in state.rows.items()),
        deck_counts=tuple((d, len(cards)) for d, cards in state.decks.items()), seats=seats,
        buy_order=tuple(state.buy_order), purchases_left=state.purchases_left,
        decisions=state.decisions.view(viewer), prompt=state.decisions.prompt(viewer),
        copies=tuple(sorted(state.copies.items())),
        points_by_round=tuple(state.points_by_round) if state.phase is Phase.OVER else None)
