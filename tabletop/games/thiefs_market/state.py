"""Thief's Market's state: the centre, each seat's pile, the market rows, tokens, cards and open decisions."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from enum import Enum

from tabletop.engine.decisions import DecisionStack


class Phase(Enum):
    """The two phases of a round (ゲームプレイ概要), and the end."""

    DISTRIBUTE = "distribute"
    BUY = "buy"
    OVER = "over"


@dataclass
class ThiefsMarketState:
    """The table. Piles and the centre are face counts (green, white, blue, red, gold bag, mask)."""

    players: int
    promos: bool
    rng: random.Random
    decks: dict[str, list[str]]              # top card last
    rows: dict[str, list[str]]               # market rows by deck, opened A, then B, then C
    boxed: list[str]                         # returned unseen at setup, and each Unlabeled Potion discarded
    gold: list[int]
    infamy: list[int]                        # hidden: each count is its owner's secret
    tableau: list[list[str]]
    copies: dict[str, str] = field(default_factory=dict)  # Mimetic Stew card id -> the card it copies
    round: int = 1
    phase: Phase = Phase.DISTRIBUTE
    start_seat: int = 0                      # rolls and distributes first this round
    centre: list[int] = field(default_factory=lambda: [0] * 6)
    marker_in_centre: bool = True
    piles: list[list[int] | None] = field(default_factory=list)
    marker_owner: int | None = None
    buy_order: list[int] = field(default_factory=list)
    purchases_left: int = 0
    bought_this_turn: int = 0
    used: list[list[str]] = field(default_factory=list)     # abilities used this round, per seat: a card id per use
    extra_purchases: list[int] = field(default_factory=list)  # earned after distribution, per seat
    final_piles: list[list[int]] = field(default_factory=list)  # each pile as it stood at the end of Splitting
    decisions: DecisionStack = field(default_factory=DecisionStack)  # whose turn, and the choices open in it
    points_by_round: list[tuple[int, ...]] = field(default_factory=list)

    @property
    def current(self) -> int:
        """Returns the seat whose turn it is (in Splitting or Buying), even while another seat answers it."""
        turn = self.decisions.base()
        return turn.seat if turn is not None else self.start_seat

    def copy(self) -> "ThiefsMarketState":
        """Returns an independent deep copy."""
        return copy.deepcopy(self)
