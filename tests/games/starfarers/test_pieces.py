"""The flight list's Pieces give each ship the nodes holding another piece, as taken_nodes finds them, at every
moment of seeded games (ships passing each other and colonies included)."""

from __future__ import annotations

import random

from tabletop.games.starfarers.fast_lists import Pieces
from tabletop.games.starfarers.flight import taken_nodes
from tabletop.games.starfarers.rules import Starfarers

GAME = Starfarers()


def test_pieces_agree_with_taken_nodes_for_every_ship_at_every_moment() -> None:
    crowded = 0
    for seed in (1, 2):
        state = GAME.new_game(4, {}, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if GAME.is_over(state):
                break
            pieces = Pieces(state)
            crowded += bool(pieces.crowded)
            for ship in state.ships:
                if ship is not None:
                    assert pieces.others(ship) == taken_nodes(state, ship)
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    assert crowded  # a ship passed another piece on the way: the crowded case was met
