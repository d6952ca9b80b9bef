"""Catan: Starfarers' components, read from assets/starfarers/components.json (costs, limits, discs, cards)."""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from tabletop.engine.action import Worded
from tabletop.resources import load_json


class Resource(Worded):
    """The five resources; the value indexes hands and the supply (鉱石 燃料 炭素 食料 交易品)."""

    ORE = 0
    FUEL = 1
    CARBON = 2
    FOOD = 3
    GOODS = 4


class Upgrade(Worded):
    """The mothership's upgrades from the upgrades tray (動力炉 搭載砲 船倉)."""

    BOOSTER = 0
    CANNON = 1
    FREIGHT_POD = 2


RESOURCES = tuple(Resource)
RESOURCE_BY_WORD = {r.word: r for r in Resource}
UPGRADES = tuple(Upgrade)
UPGRADE_BY_WORD = {u.word: u for u in Upgrade}
Cost = tuple[int, int, int, int, int]  # cards of each resource, by Resource


class Disc(NamedTuple):
    """One number disc: its numbers (two for 3/12 and 2/11), or a hazard naming its special token."""

    id: int
    numbers: tuple[int, ...]
    hazard: str | None  # "pirate4", "ice3", ... (the disc leaves play when revealed)
    pool: str           # "home", "one_star_triangle", ..., "reserve"


class Token(NamedTuple):
    """A large special token: a pirate base (cannons >= strength) or an ice planet (freight pods >= strength)."""

    id: int
    name: str        # the disc it replaces: "pirate4"
    pirate: bool
    strength: int


class FriendshipCard(NamedTuple):
    """A friendship card: its civilisation, name, effect kind and the effect's parameters (data, not code)."""

    id: str
    civ: str
    name: str
    kind: str
    effect: Mapping[str, Any]
    text: str
    standin: bool


class EncounterCard(NamedTuple):
    """A stand-in encounter card: how it asks (number, yes/no or none) and its tree of effect operations."""

    id: str
    family: str
    title: str
    ask: str                 # "number", "yes_no" or "none"
    most: int                # the highest number answer (number cards)
    yes_needs_cards: int     # a "yes" needs this many resource cards in hand (Pirate Toll: 2)
    text: str
    tree: Mapping[str, Any]  # answer -> list of ops; "nodes" -> named op lists; "all" for all-player cards
    all_players: bool


class Box(NamedTuple):
    """Everything in the box that is not the board."""

    cards_per_resource: int
    reserve_per_type: int
    reserve_draw: tuple[tuple[int, int], ...]  # (highest VP, cards drawn), rising
    colours: tuple[str, ...]
    pieces: Mapping[str, int]                  # colony, trade_station, transport, shipyard per colour
    build_costs: Mapping[str, Cost]
    upgrade_max: tuple[int, ...]               # by Upgrade
    upgrade_tray: tuple[int, ...]
    upgrade_start: tuple[int, ...]
    fame_tray: int
    fame_start: int
    balls: tuple[str, ...]                     # the mothership's five balls
    ball_value: Mapping[str, int]
    black_base: int
    discard_more_than: int
    vp_win: int
    vp: Mapping[str, int]
    supply_rate: int                           # 3 identical cards
    goods_rate: int                            # 2 goods
    start_cards: int
    switches: Mapping[str, Any]
    standin_label: str


def _cost(spec: Mapping[str, int]) -> Cost:
    counts = [0] * 5
    for word, n in spec.items():
        counts[RESOURCE_BY_WORD[word]] = n
    return (counts[0], counts[1], counts[2], counts[3], counts[4])


def _discs(data: Mapping[str, Any], board: Mapping[str, Any]) -> tuple[Disc, ...]:
    """Returns the 41 discs: the home discs planet by planet, then each pool in order, then the reserve."""
    discs: list[Disc] = []
    for planet in board["planets"]:
        if planet.get("disc_face_up"):
            discs.append(Disc(len(discs), tuple(planet["disc"]), None, "home"))
    for pool, values in data["number_discs"]["pools"].items():
        for v in values:
            if isinstance(v, int):
                discs.append(Disc(len(discs), (v,), None, pool))
            else:
                discs.append(Disc(len(discs), (), v, pool))
    return tuple(discs)


def _tokens(data: Mapping[str, Any]) -> tuple[Token, ...]:
    special = data["special_tokens"]
    tokens = [Token(0, p["disc"], True, p["strength"]) for p in special["pirate_bases"]]
    tokens += [Token(0, i["disc"], False, i["requires_pods"]) for i in special["ice_planets"]]
    return tuple(t._replace(id=k) for k, t in enumerate(tokens))


def _friendship(data: Mapping[str, Any]) -> tuple[FriendshipCard, ...]:
    return tuple(FriendshipCard(c["id"], c["civ"], c["name"], c["effect"]["kind"], c["effect"], c["text"],
                                bool(c.get("standin"))) for c in data["friendship_cards"])


def _encounters(data: Mapping[str, Any]) -> tuple[EncounterCard, ...]:
    cards = []
    for c in data["encounters"]["cards"]:
        prompt = c["prompt"]
        ask = "none" if prompt == "none" else prompt["ask"]
        most = prompt.get("max", 0) if isinstance(prompt, dict) else 0
        needs = 2 if isinstance(prompt, dict) and "yes_requires" in prompt else 0
        cards.append(EncounterCard(c["id"], c["family"], c["title"], ask, most, needs, c["text"], c["tree"],
                                   bool(c.get("all_players"))))
    return tuple(cards)


def _box(data: Mapping[str, Any]) -> Box:
    upgrades = data["upgrades"]
    names = ("booster", "cannon", "freight_pod")
    draws = []
    for rung in data["reserve_pile"]["draw_by_vp"]:
        draws.append((rung.get("vp_max", 10 ** 6), rung["cards"]))
    mothership = data["mothership"]
    balls = tuple(colour for colour, n in mothership["balls"].items() for _ in range(n))
    vp = data["vp"]
    return Box(
        cards_per_resource=data["resource_cards"]["per_type"],
        reserve_per_type=data["reserve_pile"]["per_type_when_built"],
        reserve_draw=tuple(draws),
        colours=tuple(data["colours"]),
        pieces={k: v for k, v in data["player_pieces"]["per_colour"].items()},
        build_costs={k: _cost(v["cost"]) for k, v in data["build_costs"].items()},
        upgrade_max=tuple(upgrades[n]["max_per_player"] for n in names),
        upgrade_tray=tuple(upgrades[n]["tray"] for n in names),
        upgrade_start=tuple(upgrades[n]["start"] for n in names),
        fame_tray=data["fame_medal_pieces"]["tray"],
        fame_start=data["fame_medal_pieces"]["start_per_player"],
        balls=balls,
        ball_value=dict(mothership["values"]),
        black_base=3,
        discard_more_than=7,
        vp_win=vp["win"],
        vp={k: v for k, v in vp.items() if isinstance(v, int)},
        supply_rate=data["supply_trade"]["default"]["give"],
        goods_rate=data["supply_trade"]["goods"]["give"],
        start_cards=data["setup_beginner"]["per_player"]["reserve_cards"],
        switches=dict(data["rule_switches"]),
        standin_label=data["encounters"]["standin_label"],
    )


DATA: Mapping[str, Any] = load_json("starfarers", "components.json")
BOARD_DATA: Mapping[str, Any] = load_json("starfarers", "board_beginner.json")
BOX = _box(DATA)
DISCS = _discs(DATA, BOARD_DATA)
TOKENS = _tokens(DATA)
TOKEN_BY_NAME = {t.name: t for t in TOKENS}
FRIENDSHIP = _friendship(DATA)
FRIENDSHIP_BY_ID = {c.id: c for c in FRIENDSHIP}
CIVS = tuple(c["id"] for c in DATA["civilisations"] if c["outpost"])
ENCOUNTERS = _encounters(DATA)
ENCOUNTER_BY_ID = {c.id: c for c in ENCOUNTERS}
