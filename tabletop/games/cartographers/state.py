"""Cartographers' game state: the decks, the season, each player's sheet and the drawings not yet shown."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from tabletop.engine.decisions import DecisionStack
from tabletop.games.cartographers.components import Terrain
from tabletop.games.cartographers.sheet import Sheet


class Step(Enum):
    """What the table waits for."""

    DRAW = "draw"        # everyone draws on the revealed explore card
    AMBUSH_SKILL = "ambush_skill"  # an ambush revealed: who pays for a skill (Acrobatics, Diplomacy) before it
    AMBUSH = "ambush"    # each neighbour draws the monster on a victim's sheet
    OVER = "over"


class Drawing(NamedTuple):
    """A drawing made but not yet shown to the others: on whose sheet, which cells, terrain, coin."""

    sheet: int
    mask: int
    terrain: Terrain
    coin: bool
    shape: tuple[tuple[int, int], ...] = ()  # the shape drawn (for Concentration's second drawing)


@dataclass
class CartographersState:
    """The whole table. Drawings are staged per seat and shown to all when everyone has confirmed."""

    players: int
    side: str
    rng: random.Random
    edicts: dict[str, str]                 # "A".."D" -> scoring card key
    sheets: list[Sheet]
    deck: list[int]                        # explore deck, top card last
    ambush_deck: list[int]
    promos: bool = False
    season: int = 0
    revealed: list[int] = field(default_factory=list)   # this season's cards, in order
    time: int = 0
    ruins_pending: bool = False
    card: int | None = None                # the explore card or ambush being drawn
    step: Step = Step.DRAW
    # Who still draws (or chooses a skill) in this simultaneous step, and what: one private decision per seat,
    # its "plan" the drawings still to make (main, then a skill's), its "victim" the map a monster goes on.
    decisions: DecisionStack = field(default_factory=DecisionStack)
    staged: list[list[Drawing]] = field(default_factory=list)  # per seat, drawings made this step
    targets: dict[int, int] = field(default_factory=dict)  # ambush: drawer -> victim
    skills: list[str] = field(default_factory=list)     # the three skills dealt face up (skills option)
    skill_used: list[bool] = field(default_factory=list)  # per seat, this season
    chosen: list[str | None] = field(default_factory=list)  # per seat, the skill paid for this step
    acrobatics: list[bool] = field(default_factory=list)  # per victim of the current ambush
    settled_mountains: list[int] = field(default_factory=list)  # per seat: surrounded before play, never pay
    removed_ambushes: list[int] = field(default_factory=list)
    turn: int = 0

    @property
    def waiting(self) -> tuple[int, ...]:
        """Returns the seats still to finish this step, in seat order of their decisions."""
        return self.decisions.to_act()

    def copy(self) -> "CartographersState":
        """Returns an independent deep copy."""
        return copy.deepcopy(self)
