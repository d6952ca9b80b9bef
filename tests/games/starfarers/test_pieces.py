"""The flight list's crowded nodes tell, for each ship, whether another piece stands on its own node, as taken_nodes
finds it, at every moment of seeded games (ships passing each other and colonies included)."""

from __future__ import annotations

import random

from tabletop.games.starfarers.fast_lists import crowded_nodes
from tabletop.games.starfarers.flight import taken_nodes
from tabletop.games.starfarers.rules import Starfarers

GAME = Starfarers()


def test_crowded_nodes_agree_with_taken_nodes_at_each_ships_own_node_at_every_moment() -> None:
    crowded_seen = 0
    for seed in (1, 2):
        state = GAME.new_game(4, {}, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if GAME.is_over(state):
                break
            crowded = crowded_nodes(state)
            crowded_seen += bool(crowded)
            nodes = [ship.node for ship in state.ships if ship is not None]
            pieces = len(nodes) + sum(1 for node in nodes if node in state.colonies or node in state.spaceports)
            assert crowded <= set(nodes)
            for ship in state.ships:
                if ship is not None:
                    assert (ship.node in crowded) == (ship.node in taken_nodes(state, ship))
            assert len(crowded) <= pieces - len(set(nodes))  # a crowded node holds a second piece
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    assert crowded_seen  # a ship passed another piece on the way: the crowded case was met
