"""Star Trek's game state: each side's zones, what is in play and where, the open decisions and any attempt.

Every physical card has a number (`uid`): seat s's first 60 cards are numbered s * 60 … s * 60 + 59 and the cards
of a bigger deck follow from 120 (components.uid_of), so the owner of a card follows from its number (`owner_of`);
`cards[uid]` is its card id in the data ("" for a number no card has). A card is in exactly one zone: a hand, a
draw deck, a discard pile, a dilemma pile, the mission row, in play (`loc`: a personnel's place is a mission
uid — on its surface — or a ship uid — aboard; a ship's place is a mission uid), beneath or on a mission, or
among the dilemmas of the attempt under way (drawn, added, stacked, being faced).
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Callable, TypeVar

from tabletop.engine.decisions import DecisionStack
from tabletop.engine.snapshot import OMIT_DEFAULT
from tabletop.games.star_trek.components import (DEFAULT_BATTLE_SWITCHES, DEFAULT_SWITCHES, BattleSwitches, Card,
                                                 CARDS, Switches, seat_of_uid)


@dataclass
class Side:
    """One seat's cards out of play and its score. Piles list their top card first."""

    deck_id: str                # "federation" or "borg"
    hand: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    pile: list[int] = field(default_factory=list)         # the dilemma pile
    face_up: set[int] = field(default_factory=set)        # returned dilemmas lying face up at the pile's bottom
    missions: list[int] = field(default_factory=list)
    completed: list[int] = field(default_factory=list)    # in the order they were completed
    score: int = 0
    breakdown: dict[str, int] = field(default_factory=dict)  # mission title (or "<title> bonus") -> points
    # Added with the battles note; left out of the state's digest while empty, so older games keep theirs.
    deck_name: str = field(default="", metadata=OMIT_DEFAULT)   # a player's own deck's name ("": a premade deck)
    core: list[int] = field(default_factory=list, metadata=OMIT_DEFAULT)      # events lying in the core, public
    removed: list[int] = field(default_factory=list, metadata=OMIT_DEFAULT)   # removed from the game, public


@dataclass
class Faced:
    """One dilemma of the attempt, revealed: who faced it, whom it stopped or killed, what spared the crew, where
    it went."""

    dilemma: int
    facing: list[int]                                  # unstopped when it was revealed
    stopped: list[int] = field(default_factory=list)   # those it stopped
    killed: list[int] = field(default_factory=list)    # those it killed
    outcome: str = ""      # "" while it resolves, then overcome | return | on
    saved: str = ""        # the requirement the crew met that spared it ("2 Security"), as the rules write it
    by: str = ""           # the card id of the interrupt that changed it (Adapt, Analyze, Mission Briefing)


@dataclass
class Attempt:
    """A mission attempt under way (§8): the attempting seat A, the dilemma owner B and where the procedure stands."""

    seat: int
    owner: int
    mission: int
    ship: int | None
    group: list[int]
    budget: int
    drawn: list[int] = field(default_factory=list)      # B's drawn dilemmas (private to B)
    added: list[int] = field(default_factory=list)      # Limited Welcomes B took back from the mission
    stack: list[int] = field(default_factory=list)      # chosen, top first (order private to B until revealed)
    current: int | None = None                          # the dilemma being faced
    facing: list[int] = field(default_factory=list)     # who faces it (unstopped at its reveal; killed ones leave)
    outcome: str = "overcome"                           # where the current dilemma goes: overcome | return | on
    borrowed: dict[int, list[tuple[str, int]]] = field(default_factory=dict)  # Mission Briefing gains, this dilemma
    gains: dict[int, list[str]] = field(default_factory=dict)   # Interlink gains until the attempt ends
    interlinked: dict[int, int] = field(default_factory=dict)   # uses of each Interlink personnel
    step: str = "draw"
    crew: list[int] = field(default_factory=list)     # everyone who began it, in order: stopped and killed ones stay
    killed: list[int] = field(default_factory=list)   # those of the crew killed in it, in order
    faced: list[Faced] = field(default_factory=list)  # the dilemmas revealed so far, in order
    handed: bool = False   # the owner decided in secret (a hand-over): the screen comes back before anything resolves
    # The Promise's lent printed attributes, this dilemma (left out of the digest while empty).
    borrowed_attributes: dict[int, list[tuple[str, int]]] = field(default_factory=dict, metadata=OMIT_DEFAULT)

    def __post_init__(self) -> None:
        if not self.crew:  # the crew is the group it began with
            self.crew = list(self.group)


@dataclass
class Battle:
    """A battle under way or just fought (star_trek_decks.md §2.1–2.3), all of it public: who fights, the totals,
    who won and what the card did. The beginner steps past it with Next."""

    kind: str                 # "engagement" (ships: Weapons against Shields) | "combat" (personnel: Strength)
    seat: int                 # the beginner
    event: int                # the card whose order began it
    mission: int              # where (a mission's number)
    beginner: list[int]       # the beginner's ships (engagement) or attacking personnel (combat)
    defender: list[int]       # the defender's ships or personnel
    joined: list[int] = field(default_factory=list)      # ships that joined through a response
    responses: list[int] = field(default_factory=list)   # the response cards played, in order
    step: str = "window"      # window (responses) | damage (the beginner picks the damaged ship) | over
    beginner_total: int = 0
    defender_total: int = 0
    outcome: str = ""         # "" until resolved, then win | loss | tie (the beginner's)
    taken: int | None = None     # the personnel whose command was taken
    killed: int | None = None    # the personnel killed
    damaged: int | None = None   # the ship the event lies on as damage
    destroyed: list[int] = field(default_factory=list)   # ships destroyed
    discarded: bool = False   # the event went to its owner's discard pile


@dataclass
class StarTrekState:
    """Everything on the table; mutable, copied for undo by the engine."""

    rng: random.Random
    switches: Switches
    cards: tuple[str, ...]               # uid -> card id, fixed when dealt
    sides: list[Side]
    first: int                           # who went first
    current: int = 0
    turn: int = 1                        # player turns begun so far
    counters: int = 0
    loc: dict[int, int] = field(default_factory=dict)        # personnel and ships in play -> where
    stopped: set[int] = field(default_factory=set)
    range_used: dict[int, int] = field(default_factory=dict)  # ship -> Range spent this turn
    range_bonus: dict[int, int] = field(default_factory=dict)  # ship -> Range gained this turn (Transwarp Drone)
    beneath: dict[int, list[int]] = field(default_factory=dict)   # mission -> overcome dilemmas
    on_mission: dict[int, list[int]] = field(default_factory=dict)  # mission -> dilemmas lying on it
    turn_gains: dict[int, list[str]] = field(default_factory=dict)  # personnel -> skills until the end of turn
    used_orders: list[int] = field(default_factory=list)     # once-a-turn orders used this turn (card uids)
    decisions: DecisionStack = field(default_factory=DecisionStack)
    attempt: Attempt | None = None
    over: bool = False
    end_reason: str = ""                 # "points" | "deck_out" | "turn_limit"
    # Added with the battles note (star_trek_decks.md); left out of the digest while at their defaults.
    battle_switches: BattleSwitches = field(default=DEFAULT_BATTLE_SWITCHES, metadata=OMIT_DEFAULT)
    damage: dict[int, list[int]] = field(default_factory=dict, metadata=OMIT_DEFAULT)  # ship -> damage cards on it
    commander: dict[int, int] = field(default_factory=dict, metadata=OMIT_DEFAULT)  # taken card -> who commands it
    gear: dict[int, int] = field(default_factory=dict, metadata=OMIT_DEFAULT)  # equipment in play -> where (as loc)
    battle: Battle | None = field(default=None, metadata=OMIT_DEFAULT)   # the battle under way, or None

    def card(self, uid: int) -> Card:
        """Returns the card a uid is."""
        return CARDS[self.cards[uid]]

    def copy(self) -> StarTrekState:
        """Returns an independent deep copy (RNG included)."""
        return copy.deepcopy(self)


def owner_of(uid: int) -> int:
    """Returns the seat whose deck a card came from (its owner; command may differ: `commander_of`)."""
    return seat_of_uid(uid)


def commander_of(state: StarTrekState, uid: int) -> int:
    """Returns the seat that commands a card: its owner unless a battle took command of it."""
    return state.commander.get(uid, seat_of_uid(uid))


def blank_switches() -> Switches:
    """Returns the notes' default rule switches."""
    return DEFAULT_SWITCHES


def twin_of(state: StarTrekState, place: int) -> int | None:
    """Returns the other copy of a mission in both decks, one location with it (star_trek_decks.md K5); None for a
    ship or a mission in one deck only."""
    ids = state.cards
    kept = _TWINS.get(id(ids))
    if kept is None or kept[0] is not ids:  # asked for every aura and equipment count: worked out once a deal
        if len(_TWINS) >= 64:
            _TWINS.clear()
        missions = [m for side in state.sides for m in side.missions]
        kept = _TWINS[id(ids)] = (ids, {a: b for a in missions for b in missions if a != b and ids[a] == ids[b]})
    return kept[1].get(place)


# Each deal's twin missions, by its `cards` tuple (fixed when the cards are dealt, missions included; the tuple is
# kept with them, so no other deal takes its id while it is kept).
_TWINS: dict[int, tuple[tuple[str, ...], dict[int, int]]] = {}


Fact = TypeVar("Fact")


def per_deal(cards: tuple[str, ...], kept: dict[int, tuple[tuple[str, ...], Fact]],
             make: Callable[[tuple[str, ...]], Fact]) -> Fact:
    """Returns `make(cards)`, worked out once a deal and kept in `kept` by the deal's `cards` tuple (fixed when the
    cards are dealt; the tuple is kept with it, so no other deal takes its id while it is kept)."""
    got = kept.get(id(cards))
    if got is None or got[0] is not cards:
        if len(kept) >= 64:
            kept.clear()
        got = kept[id(cards)] = (cards, make(cards))
    return got[1]
