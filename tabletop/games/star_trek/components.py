"""Star Trek CCG's cards and decks, read from assets/star_trek/components.json."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Mapping, NamedTuple, Union

from tabletop.resources import load_json

JSON = Any  # a value read from the data file; effects.py checks each one against its template's parameters


class Kind(Enum):
    """A card's type."""

    MISSION = "mission"
    PERSONNEL = "personnel"
    SHIP = "ship"
    EVENT = "event"
    INTERRUPT = "interrupt"
    DILEMMA = "dilemma"
    EQUIPMENT = "equipment"


# The kinds the rules test most, as names: reading a member off its Enum class is a lookup each time (Python 3.11),
# and these are tested for every card in play in many passes.
PERSONNEL, SHIP, EQUIPMENT = Kind.PERSONNEL, Kind.SHIP, Kind.EQUIPMENT


# --- requirement trees (§9) ----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class AllOf:
    """Every child is met."""

    children: tuple[Requirement, ...]


@dataclass(frozen=True, slots=True)
class AnyOf:
    """At least one child is met."""

    children: tuple[Requirement, ...]


@dataclass(frozen=True, slots=True)
class SkillAtLeast:
    """The group's total levels of `skill` reach `count`."""

    skill: str
    count: int


@dataclass(frozen=True, slots=True)
class PersonnelHas:
    """One single personnel of the group has `count` levels of `skill`."""

    skill: str
    count: int


@dataclass(frozen=True, slots=True)
class AttributeOver:
    """The group's total `attribute` (lower case) is strictly greater than `greater_than`."""

    attribute: str
    greater_than: int


Requirement = Union[AllOf, AnyOf, SkillAtLeast, PersonnelHas, AttributeOver]


def parse_requirement(node: Mapping[str, JSON]) -> Requirement:
    """Returns the requirement tree a data node describes; raises ValueError on an unknown node."""
    if "all" in node:
        return AllOf(tuple(parse_requirement(c) for c in node["all"]))
    if "any" in node:
        return AnyOf(tuple(parse_requirement(c) for c in node["any"]))
    if "skill" in node:
        return SkillAtLeast(str(node["skill"]), int(node["count"]))
    if "personnel_has" in node:
        return PersonnelHas(str(node["personnel_has"]["skill"]), int(node["personnel_has"]["count"]))
    if "attribute" in node:
        return AttributeOver(str(node["attribute"]).lower(), int(node["greater_than"]))
    raise ValueError(f"unknown requirement node {dict(node)}")


def requirement_line(req: Requirement) -> str:
    """Returns a requirement as the rules write it, in English words ("Biology, 2 Medical, Cunning>32"; an
    "or" joins alternatives); messages.py translates it word by word."""
    if isinstance(req, AllOf):
        return ", ".join(requirement_line(c) for c in req.children)
    if isinstance(req, AnyOf):
        return " or ".join(requirement_line(c) for c in req.children)
    if isinstance(req, (SkillAtLeast, PersonnelHas)):
        return req.skill if req.count == 1 else f"{req.count} {req.skill}"
    return f"{req.attribute.capitalize()}>{req.greater_than}"


# --- cards ----------------------------------------------------------------------------------------

class Card(NamedTuple):
    """One card's facts; the fields of other types stay at their empty values. `effects` are raw data entries."""

    id: str
    title: str
    subtitle: str | None
    kind: Kind
    unique: bool
    cost: int
    effects: tuple[Mapping[str, JSON], ...]
    # missions
    mission_type: str = ""          # headquarters | planet | space
    span: int = 0
    quadrant: str = ""
    region: str | None = None
    points: int = 0
    requirements: Requirement | None = None
    requirements_text: str = ""
    attempt_affiliations: tuple[str, ...] = ()   # who may attempt it ...
    attempt_any_except: tuple[str, ...] | None = None  # ... or any affiliation but these (None: the list)
    # personnel and ships
    affiliation: str = ""
    staffing_icons: tuple[str, ...] = ()          # a personnel's icon(s)
    series_icons: tuple[str, ...] = ()
    species: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    skills: tuple[tuple[str, int], ...] = ()
    integrity: int = 0
    cunning: int = 0
    strength: int = 0
    staffing: tuple[str, ...] = ()                # a ship's requirement
    range: int = 0
    weapons: int = 0                              # printed on ships; no card here uses them (notes §3)
    shields: int = 0
    # dilemmas
    dilemma_type: str = ""          # planet | space | dual

    @property
    def name(self) -> str:
        """Returns the printed name: title and subtitle."""
        return f"{self.title}, {self.subtitle}" if self.subtitle else self.title

    @property
    def templates(self) -> tuple[str, ...]:
        """Returns the names of its effect templates."""
        return tuple(str(e["template"]) for e in self.effects)

    def attribute(self, name: str) -> int:
        """Returns a printed attribute by lower-case name."""
        return int(getattr(self, name))

    def allows(self, affiliation: str) -> bool:
        """Returns True when a personnel of `affiliation` may attempt this mission."""
        if self.attempt_any_except is not None:
            return affiliation not in self.attempt_any_except
        return affiliation in self.attempt_affiliations


class Deck(NamedTuple):
    """One preconstructed deck: its missions, draw deck and dilemma pile as card ids (with repeats)."""

    id: str
    name: str
    affiliation: str
    headquarters: str
    missions: tuple[str, ...]
    draw_deck: tuple[str, ...]
    dilemma_pile: tuple[str, ...]
    basis: str = ""   # where a reconstructed premade deck comes from (data `decks[].basis`); "" for the seed decks


class Switches(NamedTuple):
    """The rule switches of §14 (data `rule_switches`), with the notes' defaults."""

    attempt_needs_staffed_ship: bool = False
    failed_space_attempt_stops_ship: bool = True
    unstop_at_owner_turn: bool = False    # unstop_at = start_of_owner_turn
    stopped_card_text_active: bool = True
    interlink_uses: int = 1
    points_to_win: int = 100
    turn_limit: int = 60


class BattleSwitches(NamedTuple):
    """The rule switches of the battles note (star_trek_decks.md §2.10), with its defaults."""

    damage_cards_to_destroy: int = 2
    damage_repair_at_headquarters: bool = False
    battle_stops_both: bool = False          # battle_stops = both (default: the beginner's side only)
    stopped_defenders_fight: bool = True
    joined_ships_add_attributes: bool = True
    malfunction_this_mission: bool = False   # equipment_malfunction_scope = this_mission (default: all_in_play)
    download_shuffles: bool = True


def _card(c: Mapping[str, JSON]) -> Card:
    kind = Kind(c["type"])
    base: dict[str, Any] = dict(id=c["id"], title=c["title"], subtitle=c.get("subtitle"), kind=kind,
                                unique=bool(c["unique"]), cost=int(c.get("cost") or 0),
                                effects=tuple(c.get("effects") or ()))
    if kind is Kind.MISSION:
        attempt = c.get("attempt_by") or {}
        base.update(mission_type=c["mission_type"], span=c["span"], quadrant=c["quadrant"], region=c.get("region"),
                    points=int(c.get("points") or 0), requirements_text=c.get("requirements_text") or "",
                    requirements=parse_requirement(c["requirements"]) if c.get("requirements") else None,
                    affiliation=c.get("affiliation") or "",
                    attempt_affiliations=tuple(attempt.get("affiliations", ())),
                    attempt_any_except=tuple(attempt.get("except", ())) if attempt.get("any_affiliation") else None)
    elif kind is Kind.PERSONNEL:
        base.update(affiliation=c["affiliation"], staffing_icons=tuple(c["staffing_icons"]),
                    series_icons=tuple(c["series_icons"]), species=tuple(c["species"]),
                    keywords=tuple(c["keywords"]), skills=tuple(sorted(c["skills"].items())),
                    integrity=c["integrity"], cunning=c["cunning"], strength=c["strength"])
    elif kind is Kind.SHIP:
        base.update(affiliation=c["affiliation"], series_icons=tuple(c["series_icons"]),
                    staffing=tuple(c["staffing"]), range=c["range"],
                    weapons=int(c.get("weapons") or 0), shields=int(c.get("shields") or 0))
    elif kind is Kind.DILEMMA:
        base.update(dilemma_type=c["dilemma_type"])
    return Card(**base)


def _expand(entries: list[Mapping[str, JSON]]) -> tuple[str, ...]:
    return tuple(e["id"] for e in entries for _ in range(int(e["qty"])))


def _battle_switches(sw: Mapping[str, JSON]) -> BattleSwitches:
    return BattleSwitches(
        damage_cards_to_destroy=int(sw["damage_cards_to_destroy"]),
        damage_repair_at_headquarters=bool(sw["damage_repair_at_headquarters"]),
        battle_stops_both=sw["battle_stops"] == "both", stopped_defenders_fight=bool(sw["stopped_defenders_fight"]),
        joined_ships_add_attributes=bool(sw["joined_ships_add_attributes"]),
        malfunction_this_mission=sw["equipment_malfunction_scope"] == "this_mission",
        download_shuffles=bool(sw["download_shuffles"]))


def _load() -> tuple[dict[str, Card], dict[str, Deck], Mapping[str, JSON], Switches, tuple[str, ...]]:
    data = load_json("star_trek", "components.json")
    cards = {c["id"]: _card(c) for c in data["cards"]}
    decks = {d["id"]: Deck(d["id"], d["name"], d["affiliation"], d["headquarters"], tuple(d["missions"]),
                           _expand(d["draw_deck"]), _expand(d["dilemma_pile"]), str(d.get("basis") or ""))
             for d in data["decks"]}
    sw = data["rule_switches"]
    switches = Switches(
        attempt_needs_staffed_ship=bool(sw["attempt_needs_staffed_ship"]),
        failed_space_attempt_stops_ship=bool(sw["failed_space_attempt_stops_ship"]),
        unstop_at_owner_turn=sw["unstop_at"] == "start_of_owner_turn",
        stopped_card_text_active=bool(sw["stopped_card_text_active"]),
        interlink_uses=int(sw["interlink_uses_per_personnel_per_attempt"]),
        points_to_win=int(data["constants"]["points_to_win"]), turn_limit=int(sw["turn_limit"]))
    return cards, decks, data["constants"], switches, tuple(data["vocabulary"]["skills"])


CARDS, DECKS, CONSTANTS, DEFAULT_SWITCHES, SKILLS = _load()
DEFAULT_BATTLE_SWITCHES = _battle_switches(load_json("star_trek", "components.json")["rule_switches"])
DECK_ORDER = ("federation", "borg")  # seat 0 plays the first unless the option says otherwise
HAND_SIZE = int(CONSTANTS["starting_hand"])
HAND_LIMIT = int(CONSTANTS["hand_limit"])
COUNTERS = int(CONSTANTS["counters_per_turn"])
DRAW_COST = int(CONSTANTS["draw_cost"])
CREW_KEEP = int(CONSTANTS["crew_limit_keep"])
CARDS_PER_SEAT = 60  # 5 missions + 35 draw deck + 20 dilemmas: each seat's cards are numbered from seat * 60


def uid_of(seat: int, index: int) -> int:
    """Returns the number of a seat's index-th card: the first 60 of each seat as the seed decks always had them
    (so their games and saves stay as they were), any further card of a bigger deck after 120, seats alternating."""
    if index < CARDS_PER_SEAT:
        return seat * CARDS_PER_SEAT + index
    return 2 * CARDS_PER_SEAT + 2 * (index - CARDS_PER_SEAT) + seat


def seat_of_uid(uid: int) -> int:
    """Returns the seat whose deck a card number belongs to (uid_of's inverse)."""
    if uid < 2 * CARDS_PER_SEAT:
        return uid // CARDS_PER_SEAT
    return (uid - 2 * CARDS_PER_SEAT) % 2


def raw_data() -> Mapping[str, JSON]:
    """Returns the whole data file (for the deck checks)."""
    data: Mapping[str, JSON] = load_json("star_trek", "components.json")
    return data
