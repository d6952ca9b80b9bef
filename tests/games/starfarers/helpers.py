"""Scenario helpers: literal tables built from a seeded set-up, with rolls and shakes injected."""

from __future__ import annotations

from typing import Any

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.engine.decisions import Decision
from tabletop.games.starfarers.board import BOARD, PLANETS
from tabletop.games.starfarers.components import CIVS, DISCS, FRIENDSHIP_BY_ID, RESOURCE_BY_WORD, UPGRADE_BY_WORD
from tabletop.games.starfarers.rules import Starfarers
from tabletop.games.starfarers.state import Phase, Ship, StarfarersState

GAME = Starfarers()
YELLOW, RED, WHITE, BLUE = 0, 1, 2, 3


def node(word: str) -> int:
    return BOARD.node_index[word]


def planet(word: str) -> int:
    return next(p.key for p in PLANETS if p.id == word)


def new(players: int = 4, seed: int = 1, **options: Any) -> StarfarersState:
    return GAME.new_game(players, options, seed)


def act(state: StarfarersState, seat: int, text: str) -> list[Event]:
    action = Action.parse(text)
    reason = GAME.why_illegal(state, seat, action)
    assert reason is None, f"{text}: {reason}"
    return GAME.apply(state, seat, action)


def refused(state: StarfarersState, seat: int, text: str) -> str:
    reason = GAME.why_illegal(state, seat, Action.parse(text))
    assert reason is not None, f"{text} was allowed"
    return reason.code


def set_hand(state: StarfarersState, seat: int, **cards: int) -> None:
    """Gives the seat exactly these cards, moving cards between its hand and the supply (conserved)."""
    hand = state.hands[seat]
    for r in range(5):
        state.supply[r] += hand[r]
        hand[r] = 0
    for word, n in cards.items():
        r = RESOURCE_BY_WORD[word]
        state.supply[r] -= n
        hand[r] += n
    assert min(state.supply) >= 0


def empty_hands(state: StarfarersState) -> None:
    for s in range(state.players):
        set_hand(state, s)


def give_friend(state: StarfarersState, seat: int, card: str) -> None:
    civ = CIVS.index(FRIENDSHIP_BY_ID[card].civ)
    state.friendship_left[civ].remove(card)
    state.friends[seat].append(card)


def set_upgrades(state: StarfarersState, seat: int, **counts: int) -> None:
    for word, n in counts.items():
        u = UPGRADE_BY_WORD[word]
        state.tray[u] += state.upgrades[seat][u] - n
        state.upgrades[seat][u] = n


def set_fame(state: StarfarersState, seat: int, n: int) -> None:
    state.fame_tray += state.fame[seat] - n
    state.fame[seat] = n


def set_disc(state: StarfarersState, planet_id: str, value: int | str) -> None:
    """Puts a disc of this value (or hazard name) from the planet's own pool on it, swapping with its holder."""
    p = planet(planet_id)
    pool = PLANETS[p].pool
    want = next(d.id for d in DISCS if d.pool == pool and (d.numbers == (value,) or d.hazard == value))
    holder = state.planet_disc.index(want)
    state.planet_disc[holder], state.planet_disc[p] = state.planet_disc[p], want


def turn_of(state: StarfarersState, seat: int) -> None:
    """Makes it the start of `seat`'s turn (the roll)."""
    state.current = seat
    state.phase = Phase.PRODUCTION
    state.agenda.clear()
    state.decisions.clear()
    state.decisions.push(Decision(seat, "roll", "sf.prompt.roll"))


def trade_phase(state: StarfarersState, seat: int) -> None:
    state.current = seat
    state.phase = Phase.TRADE
    state.agenda.clear()
    state.decisions.clear()
    state.decisions.push(Decision(seat, "trade", "sf.prompt.trade"))


def flight(state: StarfarersState, seat: int, base: int) -> None:
    """Starts `seat`'s ship movement at this base speed (no shake, no encounter)."""
    state.current = seat
    state.phase = Phase.FLIGHT
    state.base_speed = base
    state.agenda.clear()
    state.decisions.clear()
    for ship in state.ships:
        if ship is not None and ship.owner == seat:
            ship.steps, ship.done, ship.halted, ship.start = 0, False, False, ship.node
    state.moving = None
    GAME._begin_moving(state, {}, [])


def ship_of(state: StarfarersState, seat: int) -> Ship:
    return next(s for s in state.ships if s is not None and s.owner == seat)


def add_trade_ship(state: StarfarersState, seat: int, where: str) -> Ship:
    from tabletop.games.starfarers.flight import place_ship

    return place_ship(state, seat, True, node(where))


def produced(events: list[Event]) -> dict[tuple[int, str], int]:
    return {(e.params["seat"], e.params["resource"]): e.params["n"] for e in events if e.code == "sf.produced"}


def rig_top_encounter(state: StarfarersState, card: str) -> None:
    deck = state.encounter_draw
    if card in deck:
        deck.remove(card)
    else:
        state.encounter_discard.remove(card)
    deck.append(card)


def spaceport_short_of_food() -> StarfarersState:
    """Returns yellow's trade phase: its spaceport lacks 1 food no supply trade reaches, others hold cards."""
    state = new(4)
    empty_hands(state)
    set_upgrades(state, 0, cannon=2)
    set_hand(state, 0, carbon=3, food=1, goods=1)
    set_hand(state, 1, food=1, goods=1)
    set_hand(state, 2, food=2)
    set_hand(state, 3, ore=1)
    trade_phase(state, 0)
    return state
