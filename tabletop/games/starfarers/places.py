"""Where a place on the galaxy is, in a player's terms: each intersection named once from the board's landmarks.

A colony site is named by its system and the two planets it lies between; a docking point by its outpost;
any other intersection by the nearest landmark (a system or an outpost), the clock direction from its centre
(12 o'clock is the top of the galaxy as the table draws it: turned a quarter, the homes on the
left and the far end of space on the right) and how many steps out from the landmark's edge it lies. These names are
fixed by the board alone (not by discs or pieces), so a log line reads the same for every seat and every
moment. The messages catalog turns a `Place` into words.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from tabletop.games.starfarers.board import NODES, PLANETS, SECTORS, NodeKind, distances
from tabletop.games.starfarers.components import BOARD_DATA

LANDMARK_TYPES = ("home", "system", "outpost")


class Place(NamedTuple):
    """A node's name parts: its kind, its landmark sector id, and (by kind) planets, clock hour and steps out."""

    kind: str                 # "site", "dock", "edge" (touches a planet or an outpost), "space"
    sector: str               # the landmark's sector id: H_A, S01, O_ME, ...
    resources: tuple[str, ...] = ()  # site: the two planets' resources; edge of a system: the planet's
    hour: str = ""            # "2" or "1:30" (half hours only where a whole hour would name two nodes)
    steps: int = 0            # space: steps from the landmark's edge


def _centres() -> dict[str, tuple[float, float]]:
    """Returns each landmark sector's centre (the corner its three hexes share), in board units."""
    centres = {}
    for s in BOARD_DATA["sectors"]:
        if s["type"] not in LANDMARK_TYPES:
            continue
        points = [(1.5 * int(h[1:].split("_")[0]), int(h[1:].split("_")[1]) * math.sqrt(3) / 2) for h in s["hexes"]]
        centres[s["id"]] = (sum(p[0] for p in points) / 3, sum(p[1] for p in points) / 3)
    return centres


def _edges() -> dict[str, dict[int, int]]:
    """Returns, per landmark, every node's steps from its edge (a system's perimeter; an outpost's 4 nodes)."""
    found: dict[str, dict[int, int]] = {}
    for s in SECTORS:
        if s.type not in LANDMARK_TYPES:
            continue
        edge = set(s.perimeter) if s.perimeter else {s.docking_point, *NODES[s.docking_point].neighbours} \
            if s.docking_point is not None else set()
        steps: dict[int, int] = {}
        for start in edge:
            for node, d in distances(start, 40).items():
                steps[node] = min(steps.get(node, d), d)
        found[s.id] = steps
    return found


def _angle(x: float, y: float, centre: tuple[float, float]) -> float:
    """Returns the clockwise angle in degrees from 12 o'clock of a point around `centre`, as the galaxy is drawn:
    turned a quarter, so the board's x runs down the screen and its y runs right to left."""
    across, down = -(y - centre[1]), x - centre[0]
    return math.degrees(math.atan2(across, -down)) % 360


def _hour(angle: float, halves: bool) -> str:
    """Returns a clock position: whole hours, or to the half hour."""
    if not halves:
        h = round(angle / 30) % 12
        return str(h or 12)
    half = round(angle / 15) % 24
    h, rest = divmod(half, 2)
    return f"{h or 12}:30" if rest else str(h or 12)


def _places() -> dict[str, Place]:
    centres, edges = _centres(), _edges()
    planet_resource = {p.key: p.resource.word for p in PLANETS}
    sector_of_planet = {p.key: SECTORS[p.sector].id for p in PLANETS}
    draft: dict[str, tuple[str, str, float, int]] = {}  # node -> (kind, landmark, angle, steps)
    places: dict[str, Place] = {}
    for node in NODES:
        if node.kind is NodeKind.COLONY_SITE:
            sector = sector_of_planet[node.planets[0]]
            places[node.id] = Place("site", sector, tuple(sorted(planet_resource[p] for p in node.planets)))
            continue
        if node.kind is NodeKind.DOCKING_POINT and node.outpost is not None:
            places[node.id] = Place("dock", SECTORS[node.outpost].id)
            continue
        # The nearest landmark by steps from its edge, then by distance to its centre.
        landmark = min(centres, key=lambda s: (edges[s].get(node.key, 99),
                                               math.dist((node.x, node.y), centres[s])))
        steps = edges[landmark].get(node.key, 99)
        draft[node.id] = ("edge" if steps == 0 else "space", landmark, _angle(node.x, node.y, centres[landmark]),
                          steps)
    # Whole hours where they name one node; half hours where two nodes would share a name.
    taken: dict[tuple[str, str, int], list[str]] = {}
    for node_id, (_, landmark, angle, steps) in draft.items():
        taken.setdefault((landmark, _hour(angle, False), steps), []).append(node_id)
    by_id = {n.id: n for n in NODES}
    for node_id, (kind, landmark, angle, steps) in draft.items():
        halves = len(taken[(landmark, _hour(angle, False), steps)]) > 1
        node = by_id[node_id]
        touching = tuple(planet_resource[p] for p in node.planets if sector_of_planet[p] == landmark)
        places[node_id] = Place(kind, landmark, touching if kind == "edge" else (), _hour(angle, halves), steps)
    return places


PLACES = _places()


def place_of(node: str) -> Place | None:
    """Returns the name parts of a node id (`v5_21`), or None for a word that is not a node."""
    return PLACES.get(node)
