"""Star Cartel's game state: the cartel board, hub, shipyard and each seat's ship, load and stash."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from enum import Enum


class Phase(Enum):
    """Where the current turn stands."""

    LOADING = "loading"
    DELIVERY = "delivery"
    OVER = "over"


class Fixer(Enum):
    """The FIXER ship's choice at a delivery."""

    NONE = "none"
    LARGEST = "largest"    # the largest set's marker moves -2 instead of up
    SMALLEST = "smallest"  # the smallest set's marker moves +1 instead of down


@dataclass
class Delivery:
    """A delivery in progress: sets by cargo (total size) and the choices made so far."""

    sets: dict[int, int]            # cargo -> total size of that set
    express: bool                   # last-turn express delivery: largest +1, smallest unchanged
    largest: int | None = None
    smallest: int | None = None
    smallest_resolved: bool = False
    fixer: Fixer | None = None      # None until decided (or not offered)
    prices_moved: bool = False
    stashed: list[int] = field(default_factory=list)  # cargos stashed so far (private)
    stash_limit: int = 1
    stash_closed: bool = False


@dataclass
class StarCartelState:
    """Everything on the table; mutable, copied for undo by replay, not by hand."""

    players: int
    abilities: bool
    rng: random.Random
    prices: list[int]
    hub: list[list[int]]            # columns, bottom card first
    draw: list[int]                 # contraband draw pile, top card last
    discard: list[int]
    shipyard: list[int]             # ship ids, top ship last
    ship_discard: list[int]
    ships: list[int]                # each seat's ship id
    loads: list[list[int]]
    load_totals: list[int]
    stashes: list[list[int]]
    start_seat: int
    current: int
    phase: Phase = Phase.LOADING
    turn: int = 1
    turn_picks: list[int] = field(default_factory=list)
    first_column: int | None = None
    jettisoned: bool = False
    delivery: Delivery | None = None
    final_turns: list[int] | None = None   # seats still owed a last turn once Cassiopeia is taken
    final_turn: bool = False
    price_history: list[tuple[int, ...]] = field(default_factory=list)

    def copy(self) -> "StarCartelState":
        """Returns an independent deep copy (including the RNG)."""
        return copy.deepcopy(self)
