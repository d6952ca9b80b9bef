"""Thief's Market's state: the centre, each seat's pile, the market rows, tokens and cards."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple


class Phase(Enum):
    """The two phases of a round (ゲームプレイ概要), and the end."""

    DISTRIBUTE = "distribute"
    BUY = "buy"
    OVER = "over"


class Pending(NamedTuple):
    """A decision play waits for: its kind, the seat that makes it and the card that asks for it.

    Kinds: "hold" — Lucky Animal Appendage's robbed owner picks a returned die
    that is not re-rolled (off turn: the thief's turn waits); "reroll" — the
    appendage's owner may re-roll one die of the final pile before buying;
    "copy" — Mimetic Stew picks the opponent's card it becomes.
    """

    kind: str
    seat: int
    card: str
    dice: tuple[int, ...] = ()   # "hold": the returned dice not yet rolled, by face (they wait in the centre)
    holds: int = 0               # "hold": how many of them may still keep their face


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
    current: int = 0                         # who decides now
    buy_order: list[int] = field(default_factory=list)
    purchases_left: int = 0
    bought_this_turn: int = 0
    bought_decks: list[str] = field(default_factory=list)   # decks of this round's purchases
    used: list[list[str]] = field(default_factory=list)     # once-per-round abilities used, per seat
    extra_purchases: list[int] = field(default_factory=list)  # earned after distribution, per seat
    final_piles: list[list[int]] = field(default_factory=list)  # each pile as it stood at the end of Splitting
    pending: Pending | None = None           # a decision play waits for (it may be another seat's)
    points_by_round: list[tuple[int, ...]] = field(default_factory=list)

    def copy(self) -> "ThiefsMarketState":
        """Returns an independent deep copy."""
        return copy.deepcopy(self)
