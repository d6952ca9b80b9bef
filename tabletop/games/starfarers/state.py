"""Catan: Starfarers' game state: cards, discs, pieces on the galaxy, upgrades, fame, aliens and the turn."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from tabletop.engine.decisions import DecisionStack

NEUTRAL = -1  # owner of the neutral colour's pieces in a 3-player game
SHIPS_PER_SEAT = 3

# Indexes of a seat's piece supply (pieces not on the board and not riding in a ship).
COLONY, STATION, TRANSPORT, SHIPYARD = 0, 1, 2, 3
PIECE_NAMES = ("colony", "trade_station", "transport", "shipyard")


class Phase(Enum):
    """Where the turn stands (産出 → 交換・建設 → 航行)."""

    PRODUCTION = "production"
    TRADE = "trade"
    FLIGHT = "flight"
    OVER = "over"


@dataclass
class Ship:
    """A transport on the board with its cargo: a colony ship or a trade ship, and how it flies this turn."""

    id: int                 # the transport's id: seat * 3 + k
    owner: int
    trade: bool             # True: trade ship (carries a trade station); False: colony ship
    node: int
    steps: int = 0          # steps taken this flight
    done: bool = False      # its flight is over this turn
    halted: bool = False    # an encounter halted it this flight
    must_leave: bool = False  # must found or end elsewhere in this flight (R23, R24)
    start: int = -1         # where it stood when this flight began
    path: list[int] = field(default_factory=list)  # the nodes it stepped onto this flight, in order (drawn)


@dataclass
class Offer:
    """An offer round of a trade between players (R40): the offer, who it is open to, and the answers."""

    give: list[int]         # what the active player gives, by resource (all zero: a call for proposals)
    want: list[int]
    open_to: list[int]
    answers: dict[int, tuple[str, tuple[int, ...], tuple[int, ...]]] = field(default_factory=dict)
    # seat -> ("accept" | "pass" | "propose", what the seat gives, what it wants)


@dataclass
class StarfarersState:
    """The table. Hands, the supply and the reserve pile count resource cards by Resource."""

    players: int
    colours: tuple[str, ...]       # each seat's colour
    neutral: str | None            # the neutral colour in a 3-player game
    rng: random.Random
    hands: list[list[int]]
    supply: list[int]
    reserve: list[int]             # the reserve pile, top card last (hidden)
    planet_disc: list[int | None]  # disc id on each planet (None: a token or nothing)
    face_up: list[bool]
    planet_token: list[int | None]
    tokens_aside: list[int]        # special tokens not yet revealed
    tokens_won: list[list[int]]
    reserve_discs: list[int]       # face down beside the board (hidden order)
    discs_out: list[int]           # hazard discs that left play
    colonies: dict[int, int]       # node -> owner (NEUTRAL for blockers)
    spaceports: dict[int, int]     # node -> owner
    ships: list[Ship | None]       # by transport id
    pieces: list[list[int]]        # per seat: colonies, trade stations, transports, shipyards in supply
    upgrades: list[list[int]]      # per seat: boosters, cannons, freight pods (physical)
    tray: list[int]                # the upgrades tray
    fame: list[int]
    fame_tray: int
    stations: list[list[int]]      # per outpost (CIVS order): the seats of its trade stations, dock by dock
    markers: list[int | None]      # per civilisation: who holds its friendship marker
    friendship_left: list[list[str]]
    friends: list[list[str]]       # per seat: friendship cards held
    ship_tokens: list[int]         # per seat: trade ship tokens waiting to be placed (R32)
    encounter_draw: list[str]      # top card last (hidden)
    encounter_discard: list[str]
    encounter_aside: list[str] = field(default_factory=list)  # Wear and Tear while its redraw resolves
    encounter_current: str | None = None
    current: int = 0
    start_seat: int = 0
    turn: int = 1
    phase: Phase = Phase.PRODUCTION
    rolled: bool = False
    dice: tuple[int, int] | None = None
    balls: tuple[str, str] | None = None
    base_speed: int = 0
    moving: int | None = None      # the ship moving now
    goods_used: bool = False       # the Merchants' 1:1 goods trade this turn
    fame_used: list[str] = field(default_factory=list)  # Fame for Sale copies used this turn
    offer: Offer | None = None
    agenda: list[dict[str, Any]] = field(default_factory=list)  # steps still to run (ops of the rules and cards)
    decisions: DecisionStack = field(default_factory=DecisionStack)
    winner: int | None = None
    rigged: list[Any] = field(default_factory=list)  # chance results injected by scenario tests, used first
    vp_history: list[tuple[int, ...]] = field(default_factory=list)
    produced: list[list[int]] = field(default_factory=list)  # per seat, per resource: cards from planets
