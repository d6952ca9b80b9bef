"""Builds literal Star Cartel tables for scenario tests, keeping every card accounted for."""

from __future__ import annotations

from tabletop.games.star_cartel import GAME
from tabletop.games.star_cartel.components import BOX, CARDS, Cargo
from tabletop.games.star_cartel.state import StarCartelState

F, W, P, M, C = Cargo.FOOD, Cargo.WEAPONS, Cargo.PLANTS, Cargo.MEDICINE, Cargo.CRYSTALS


def ship_id(name: str) -> int:
    """Returns the id of the ship called `name`."""
    return next(s.id for s in BOX.ships if s.name == name)


def arrange(players: int = 4, *, seed: int = 1, abilities: bool = True, hub=None, loads=None, stashes=None,
            draw=None, prices=None, ships=None, current: int = 0, discard=None) -> StarCartelState:
    """Returns a state whose hub, loads, stashes, prices and ships are as given.

    Cards are written as (cargo, size) pairs; hub columns bottom card first;
    `draw` lists the next cards to be drawn, first drawn first. Every card not
    placed goes to the bottom of the draw pile, so all 90 stay on the table.
    """
    state = GAME.new_game(players, {"abilities": abilities}, seed)
    free = {}
    for card in CARDS:
        free.setdefault((card.cargo, card.size), []).append(card.id)

    def take(spec) -> int:
        cargo, size = spec
        return free[(cargo, size)].pop()

    if hub is not None:
        state.hub = [[take(c) for c in column] for column in hub]
    else:
        state.hub = [[take(c) for c in column] for column in
                     ([(F, 1), (W, 1), (P, 1)], [(M, 1), (C, 1), (F, 2)], [(W, 2), (P, 2), (M, 2)],
                      [(C, 2), (F, 3), (W, 3)])]
    state.loads = [[take(c) for c in (loads or {}).get(s, [])] for s in range(players)]
    state.load_totals = [sum(CARDS[c].size for c in load) for load in state.loads]
    state.stashes = [[take(c) for c in (stashes or {}).get(s, [])] for s in range(players)]
    state.discard = [take(c) for c in (discard or [])]
    top = [take(c) for c in (draw or [])]
    rest = [c for ids in free.values() for c in ids]
    state.draw = rest + list(reversed(top))  # the top of the pile is the end of the list
    if prices is not None:
        state.prices = list(prices)
        state.price_history = [tuple(prices)]
    if ships is not None:
        for seat, name in ships.items():
            # The seat's starting ship goes to the ship discard, as after a delivery: every ship stays somewhere.
            state.ship_discard.append(state.ships[seat])
            state.ships[seat] = ship_id(name)
            if state.ships[seat] in state.shipyard:
                state.shipyard.remove(state.ships[seat])
    state.current = state.start_seat = current
    assert not GAME.invariants(state), GAME.invariants(state)
    return state


def hub_specs(state: StarCartelState) -> list[list[tuple[Cargo, int]]]:
    """Returns the hub as (cargo, size) pairs, columns bottom first."""
    return [[(CARDS[c].cargo, CARDS[c].size) for c in column] for column in state.hub]


def play(state: StarCartelState, *texts: str) -> list:
    """Applies actions of the current seat after checking each is legal; returns all events."""
    from tabletop.engine.action import Action

    events = []
    for text in texts:
        action = Action.parse(text)
        seat = state.current
        reason = GAME.why_illegal(state, seat, action)
        assert reason is None, f"{text}: {reason}"
        events += GAME.apply(state, seat, action)
    return events
