"""The parts the orders list is built from agree with the rules they stand for: a ship staffed from each card's
icons exactly when staffing_needs finds no gap, and a deal's kept record shared by copies of a state."""

from __future__ import annotations

import random

from tabletop.games.star_trek.components import CARDS, Kind
from tabletop.games.star_trek.crew import staffing_needs
from tabletop.games.star_trek.legal import _staffed, dealt, orders_legal
from tabletop.games.star_trek.rules import StarTrek

GAME = StarTrek()


def test_a_ship_is_staffed_exactly_when_staffing_needs_finds_no_gap() -> None:
    ships = sorted(cid for cid, card in CARDS.items() if card.kind is Kind.SHIP)
    people = sorted(cid for cid, card in CARDS.items() if card.kind is Kind.PERSONNEL)
    rng = random.Random(5)
    both = 0
    for ship in ships:
        for size in range(5):
            for _ in range(60):
                crew = [rng.choice(people) for _ in range(size)]
                ids = (ship, *crew)  # card number k holds ids[k]: the ship is 0, the crew 1..size
                staffed = _staffed(ids, ship, list(range(1, size + 1)))
                assert staffed == (not staffing_needs(ship, tuple(crew))), (ship, crew)
                both += staffed
    assert both  # some crews staff their ship, so both answers are met


def test_copies_of_a_state_share_their_deal_and_list_the_same_orders() -> None:
    state = GAME.new_game(2, {}, 3)
    again = GAME.new_game(2, {}, 4)   # the same decks, other shuffles: the cards numbered alike, one deal
    other = GAME.new_game(2, {"decks": "klingon,romulan"}, 3)
    rng = random.Random(3)
    met = 0
    for _ in range(400):
        seat = GAME.to_act(state)[0]
        decision = state.decisions.open(seat)
        assert decision is not None
        if decision.kind == "orders":
            copy = GAME.copy_state(state)
            assert copy.cards is state.cards and dealt(copy) is dealt(state)
            assert orders_legal(copy, decision) == orders_legal(state, decision)
            met += 1
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.randrange(len(legal))])
        if GAME.is_over(state):
            break
    assert met and dealt(again) is dealt(state) and again.cards is state.cards
    assert again.sides[0].deck != state.sides[0].deck   # shared, though dealt in another order
    assert dealt(other) is not dealt(state)
