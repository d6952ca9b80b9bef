"""The transcribed data against the note (counts), the board's adjacency definitions (§3.2) and the 3-player
blocked sites."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.games.starfarers.board import BOARD, COLONY_SITE, DOCKING, NEIGHBOURS, NODES, PLANETS, SECTORS, NodeKind
from tabletop.games.starfarers.components import (BOX, DATA, DISCS, ENCOUNTERS, FRIENDSHIP, TOKENS, UPGRADES,
                                                  Upgrade)
from tabletop.games.starfarers.state import NEUTRAL

from tests.games.starfarers.helpers import GAME, node

NOTES = Path(__file__).resolve().parents[4] / "shared" / "notes"


def test_counts_match_the_note():
    assert BOX.cards_per_resource * 5 == 100
    assert len(DISCS) == 41
    assert sum(1 for d in DISCS if d.pool == "home") == 12
    assert sum(1 for d in DISCS if d.pool.startswith("one_star")) == 15
    assert sum(1 for d in DISCS if d.pool.startswith("two_star")) == 9
    assert sum(1 for d in DISCS if d.pool == "reserve") == 5
    assert len(TOKENS) == 5 and sum(t.pirate for t in TOKENS) == 3
    assert len(ENCOUNTERS) == 32 and len({c.id for c in ENCOUNTERS}) == 32
    assert sum(c.family == "wear_and_tear" for c in ENCOUNTERS) == 2
    assert len(FRIENDSHIP) == 20 and len({c.id for c in FRIENDSHIP}) == 20
    assert BOX.fame_tray == 40
    assert [BOX.upgrade_tray[u] for u in UPGRADES] == [24, 24, 20]
    assert [BOX.upgrade_max[u] for u in UPGRADES] == [6, 6, 5]
    assert BOX.pieces == {"colony": 9, "trade_station": 7, "transport": 3, "shipyard": 3, "vp_marker": 1,
                          "mothership": 1}
    assert BOX.balls == ("yellow", "yellow", "red", "blue", "black")
    assert BOX.build_costs["booster"] == (0, 2, 0, 0, 0) and BOX.build_costs["cannon"] == (0, 0, 2, 0, 0)
    assert BOX.build_costs["freight_pod"] == (2, 0, 0, 0, 0)
    assert DATA["counts_check"]["encounter_cards"] == 32


def test_the_assets_keep_every_field_of_the_notes():
    if not NOTES.is_dir():
        return  # an installed copy without the research notes
    notes = json.loads((NOTES / "starfarers.data.json").read_text(encoding="utf-8"))
    assert {k: v for k, v in notes.items() if k != "about"} == {k: v for k, v in DATA.items() if k != "about"}


def test_the_board_graph():
    assert len(NODES) == 305 and sum(len(n) for n in NEIGHBOURS) == 2 * 409
    assert sum(COLONY_SITE) == 36 and sum(DOCKING) == 4
    assert sum(1 for n in NODES if n.kind is NodeKind.SPACE) == 265
    assert len(PLANETS) == 36 and len(SECTORS) == 19


def test_adjacency_production_and_hazards_use_planet_corners():
    for planet in PLANETS:
        assert len(planet.corners) == 5
        for corner in planet.corners:
            assert planet.key in NODES[corner].planets
    h2_20 = next(p for p in PLANETS if p.id == "h2_20")
    assert node("v5_21") in h2_20.corners and node("v4_22") not in h2_20.corners
    assert node("v2_20") not in h2_20.corners


def test_adjacency_exploring_uses_the_twelve_perimeter_nodes():
    for sector in SECTORS:
        if sector.type in ("home", "system"):
            assert len(sector.perimeter) == 12
            touching = {c for p in sector.planets for c in PLANETS[p].corners}
            assert set(sector.perimeter) == touching
            for n in sector.perimeter:
                assert sector.key in NODES[n].systems
    assert all(len(n.systems) <= 1 for n in NODES)  # no node touches two sectors' planets


def test_adjacency_spaceport_sites_are_the_two_neighbours_of_a_colony_site():
    for n in NODES:
        if n.kind is NodeKind.COLONY_SITE:
            assert len(n.neighbours) == 2 and set(n.spaceport_sites) == set(n.neighbours)
            assert len(n.planets) == 2


def test_adjacency_an_outpost_is_its_docking_point():
    for sector in SECTORS:
        if sector.type == "outpost":
            dp = sector.docking_point
            assert dp is not None and DOCKING[dp] and len(NEIGHBOURS[dp]) == 3
            assert NODES[dp].outpost == sector.key
    assert BOARD.outpost_of_civ["green_folk"] == next(s.key for s in SECTORS if s.id == "O_GF")


def test_three_player_blocked_sites_for_each_neutral_colour():
    data = json.loads((Path(__file__).resolve().parents[3] / "assets" / "starfarers" / "board_beginner.json")
                      .read_text(encoding="utf-8"))["three_player_beginner"]["neutral_pieces_by_colour"]
    for colour, blocked in data.items():
        state = GAME.new_game(3, {"neutral": colour}, 1)
        assert colour not in state.colours
        for n in blocked["occupied_nodes"]:
            owner = state.colonies.get(node(n), state.spaceports.get(node(n)))
            assert owner == NEUTRAL
        assert all(s is None or s.node != node(blocked["ship_removed"]) for s in state.ships)
        assert sum(1 for o in [*state.colonies.values(), *state.spaceports.values()] if o == NEUTRAL) == 3
        # Neutral spaceport sites are open to ships (R3).
        from tabletop.games.starfarers.flight import foreign_sites
        assert not set(node(n) for n in blocked["spaceport_sites"]) & foreign_sites(state, 0)


def test_upgrade_words():
    assert [u.word for u in Upgrade] == ["booster", "cannon", "freight_pod"]
