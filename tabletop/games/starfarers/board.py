"""The beginner galaxy as a graph (assets/starfarers/board_beginner.json): nodes, edges, planets, sectors.

Nodes are indexed 0..304 in the file's order; actions name them by their ids (`v5_21`). One definition of
"adjacent" per rule (the note's §3.2): production, colony blocking and hazards use a planet's `corners`;
exploring uses `systems` (a node touching any planet of the system); spaceport sites are the two neighbours
of a spaceport's colony site; an outpost is its docking point.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Mapping, NamedTuple

from tabletop.games.starfarers.components import BOARD_DATA, RESOURCE_BY_WORD, Resource


class NodeKind(Enum):
    """What an intersection is."""

    SPACE = "space"
    COLONY_SITE = "colony_site"
    DOCKING_POINT = "docking_point"


class Node(NamedTuple):
    """One intersection ships may enter."""

    key: int
    id: str
    x: float
    y: float
    kind: NodeKind
    neighbours: tuple[int, ...]
    planets: tuple[int, ...]          # planets this node is a corner of (production, blocking, hazards)
    systems: tuple[int, ...]          # sectors whose planets it touches (exploring)
    spaceport_sites: tuple[int, ...]  # colony sites only: the two neighbours
    outpost: int | None               # docking points: the sector index of the outpost


class Planet(NamedTuple):
    """One planet hex."""

    key: int
    id: str
    sector: int
    resource: Resource
    corners: tuple[int, ...]
    home: bool
    pool: str  # the disc pool its face-down disc comes from ("home" for printed discs)


class Sector(NamedTuple):
    """A home system, planetary system, alien outpost or empty sector."""

    key: int
    id: str
    type: str                      # home, system, outpost, empty
    star: int | None
    planets: tuple[int, ...]
    perimeter: tuple[int, ...]     # systems: nodes touching one of its planets
    colony_sites: tuple[int, ...]  # systems: its three notches
    civ: str | None                # outposts
    docking_point: int | None      # outposts


class StartPieces(NamedTuple):
    """A colour's printed start: spaceport, two colonies and a colony ship."""

    spaceport: int
    colonies: tuple[int, int]
    ship: int


class Board(NamedTuple):
    """The whole galaxy."""

    nodes: tuple[Node, ...]
    node_index: Mapping[str, int]
    planets: tuple[Planet, ...]
    sectors: tuple[Sector, ...]
    sector_index: Mapping[str, int]
    outpost_of_civ: Mapping[str, int]  # civ -> outpost sector index
    start: Mapping[str, StartPieces]
    default_neutral: str
    neutral_sites_block: bool


def _load() -> Board:
    """Returns the galaxy read from the board's data: its nodes, planets, sectors and starting pieces."""
    data = BOARD_DATA
    index = {n["id"]: k for k, n in enumerate(data["nodes"])}
    sector_index = {s["id"]: k for k, s in enumerate(data["sectors"])}
    planet_index = {p["id"]: k for k, p in enumerate(data["planets"])}
    planets = tuple(Planet(k, p["id"], sector_index[p["sector"]], RESOURCE_BY_WORD[p["resource"]],
                           tuple(index[c] for c in p["corners"]), bool(p.get("disc_face_up")),
                           "home" if p.get("disc_face_up") else p["disc_pool"])
                    for k, p in enumerate(data["planets"]))
    sectors = _sectors(data["sectors"], index, planets)
    nodes = _nodes(data, index, sector_index, planet_index)
    start = {colour: StartPieces(index[p["spaceport"]], (index[p["colonies"][0]], index[p["colonies"][1]]),
                                 index[p["colony_ship"]])
             for colour, p in data["start_pieces_4p_beginner"].items()}
    three = data["three_player_beginner"]
    return Board(nodes, index, planets, sectors, sector_index,
                 {s.civ: s.key for s in sectors if s.civ}, start, three["default_neutral_colour"],
                 bool(three["neutral_spaceport_sites_block_ships"]))


def _sectors(data: list[dict[str, Any]], index: Mapping[str, int], planets: tuple[Planet, ...]) -> tuple[Sector, ...]:
    """Returns the sectors as the board's data lists them, their planets, perimeter and sites by number."""
    sectors = []
    for k, s in enumerate(data):
        own = tuple(p.key for p in planets if p.sector == k)
        is_system = s["type"] in ("home", "system")
        sectors.append(Sector(
            k, s["id"], s["type"], s.get("star"), own,
            tuple(index[n] for n in s.get("perimeter", ())),
            tuple(index[n] for n in s["outer_sites"]) if is_system else (),
            s.get("civ"), index[s["docking_point"]] if s.get("docking_point") else None))
    return tuple(sectors)


def _nodes(data: Mapping[str, Any], index: Mapping[str, int], sector_index: Mapping[str, int],
           planet_index: Mapping[str, int]) -> tuple[Node, ...]:
    """Returns the galaxy's nodes as the board's data lists them, each with its neighbours along the edges."""
    neighbours: list[list[int]] = [[] for _ in data["nodes"]]
    for a, b in data["edges"]:
        neighbours[index[a]].append(index[b])
        neighbours[index[b]].append(index[a])
    nodes = []
    for k, n in enumerate(data["nodes"]):
        kind = NodeKind(n["kind"])
        nodes.append(Node(
            k, n["id"], n["x"], n["y"], kind, tuple(sorted(neighbours[k])),
            tuple(planet_index[p] for p in n["planets"]), tuple(sector_index[s] for s in n["systems"]),
            tuple(index[x] for x in n.get("spaceport_sites", ())),
            sector_index[n["docking_point"]] if kind is NodeKind.DOCKING_POINT else None))
    return tuple(nodes)


BOARD = _load()
NODES = BOARD.nodes
PLANETS = BOARD.planets
SECTORS = BOARD.sectors
NEIGHBOURS = tuple(n.neighbours for n in NODES)
COLONY_SITE = tuple(n.kind is NodeKind.COLONY_SITE for n in NODES)
DOCKING = tuple(n.kind is NodeKind.DOCKING_POINT for n in NODES)


def node_id(node: int) -> str:
    """Returns a node's id as actions write it (`v5_21`)."""
    return NODES[node].id


def node_of(word: object) -> int | None:
    """Returns the index of the node an action argument names, or None."""
    return BOARD.node_index.get(word) if isinstance(word, str) else None


def distances(start: int, limit: int) -> dict[int, int]:
    """Returns the nodes within `limit` steps of `start` with their distances (breadth first)."""
    seen = {start: 0}
    frontier = [start]
    for d in range(1, limit + 1):
        nxt = []
        for node in frontier:
            for m in NEIGHBOURS[node]:
                if m not in seen:
                    seen[m] = d
                    nxt.append(m)
        frontier = nxt
        if not frontier:
            break
    return seen
