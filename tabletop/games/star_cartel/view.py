"""What one seat may see of Star Cartel: everything public, plus its own stash."""

from __future__ import annotations

from typing import NamedTuple

from tabletop.engine.contract import Seat
from tabletop.games.star_cartel.components import CARDS, SHIPS, Contraband, Ship
from tabletop.games.star_cartel.state import Fixer, Phase, StarCartelState


class SeatView(NamedTuple):
    """One seat as the viewer sees it; `stash` is None unless it is the viewer's own."""

    seat: Seat
    ship: Ship
    load: tuple[Contraband, ...]
    load_total: int
    stash_count: int
    stash: tuple[Contraband, ...] | None


class DeliveryView(NamedTuple):
    """A delivery in progress: the sets on the ship are public, the stash choice is not."""

    sets: tuple[tuple[int, int], ...]   # (cargo, total size)
    express: bool
    largest: int | None
    smallest: int | None
    smallest_resolved: bool
    fixer: Fixer | None
    stashed_sets: int
    stashed: tuple[int, ...] | None     # the cargos stashed, for the deliverer only


class StarCartelView(NamedTuple):
    """The table as one seat (or, with viewer None, anybody) sees it."""

    viewer: Seat | None
    players: int
    abilities: bool
    prices: tuple[int, ...]
    hub: tuple[tuple[Contraband, ...], ...]  # columns, bottom card first
    draw_count: int
    discard_count: int
    shipyard_top: Ship | None
    shipyard_count: int
    seats: tuple[SeatView, ...]
    current: Seat
    phase: Phase
    turn: int
    turn_picks: tuple[Contraband, ...]
    first_column: int | None
    jettisoned: bool
    delivery: DeliveryView | None
    final_turns: tuple[Seat, ...] | None
    final_turn: bool
    price_history: tuple[tuple[int, ...], ...]


def make_view(state: StarCartelState, viewer: Seat | None, everything: bool = False) -> StarCartelView:
    """Returns the view of `viewer`; other seats' stashes appear only as counts (`everything`: every stash shown)."""
    d = state.delivery
    deliverer = everything or viewer == state.current
    # A set chosen for the stash stays on the ship until the stash choice closes; only its owner sees
    # it already in the stash (the others would learn its cargo from the load).
    pending = set(d.stashed) if d is not None and deliverer else set()
    seats = tuple(_seat_view(state, s, viewer, pending if s == state.current else set(), everything)
                  for s in range(state.players))
    delivery = None
    if d is not None:
        delivery = DeliveryView(tuple(d.sets.items()), d.express, d.largest, d.smallest if d.smallest_resolved else None,
                                d.smallest_resolved, d.fixer, len(d.stashed),
                                tuple(d.stashed) if deliverer else None)
    return StarCartelView(
        viewer=viewer, players=state.players, abilities=state.abilities, prices=tuple(state.prices),
        hub=tuple(tuple(CARDS[c] for c in col) for col in state.hub),
        draw_count=len(state.draw), discard_count=len(state.discard),
        shipyard_top=SHIPS[state.shipyard[-1]] if state.shipyard else None, shipyard_count=len(state.shipyard),
        seats=seats, current=state.current, phase=state.phase, turn=state.turn,
        turn_picks=tuple(CARDS[c] for c in state.turn_picks), first_column=state.first_column,
        jettisoned=state.jettisoned, delivery=delivery,
        final_turns=tuple(state.final_turns) if state.final_turns is not None else None,
        final_turn=state.final_turn, price_history=tuple(state.price_history))


def _seat_view(state: StarCartelState, s: Seat, viewer: Seat | None, pending: set[int],
               everything: bool = False) -> SeatView:
    """Returns seat `s` as `viewer` sees it, with the `pending` stash cargos moved from load to stash."""
    load = [c for c in state.loads[s] if int(CARDS[c].cargo) not in pending]
    stash = [*state.stashes[s], *(c for c in state.loads[s] if int(CARDS[c].cargo) in pending)]
    return SeatView(s, SHIPS[state.ships[s]], tuple(CARDS[c] for c in load), sum(CARDS[c].size for c in load),
                    len(stash), tuple(CARDS[c] for c in stash) if s == viewer or everything else None)
