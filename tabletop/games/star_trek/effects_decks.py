"""The 13 effect templates the battles note adds (star_trek_decks.md §3.1): battles, damage, equipment, download,
and the small orders of the Klingon and Romulan decks. Each is a frozen record of its card's parameters, registered
beside the seed's 21 (effects.py); what it does lives with the moment it acts (battles.py, equipment.py, turn.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Mapping

from tabletop.games.star_trek.components import JSON
from tabletop.games.star_trek.effect_base import Filter, Template, Words, template

# What a won battle does, in order (data `on_win` atoms).
KILL_RANDOM = "kill_random_involved"
TAKE_COMMAND = "take_command_random_involved"
PLACE_AS_DAMAGE = "place_self_as_damage"
ATOMS = (KILL_RANDOM, TAKE_COMMAND, PLACE_AS_DAMAGE)


def _atoms(spec: JSON) -> tuple[str, ...]:
    out = []
    for atom in spec or ():
        (key,) = atom
        if key not in ATOMS:
            raise ValueError(f"unknown battle result {key}")
        out.append(str(key))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class BattleOrder(Template):
    """The shared shape of the two battle orders: an event lying in your core, its cost and its results."""

    spend: bool                 # the event goes to your discard pile as the cost (Cry "Havoc!", the combats)
    on_win: tuple[str, ...]
    discard_otherwise: bool     # on a loss or a tie the event goes to its owner's discard pile (Cutting Beam)

    def words(self) -> Words:
        return {"spend": self.spend}


@template
@dataclass(frozen=True, slots=True)
class BeginEngagement(BattleOrder):
    """Order from your core: a fitting staffed, unstopped ship of yours engages one opposing ship at its mission."""

    name: ClassVar[str] = "begin_engagement"
    ability: ClassVar[str] = "order"
    keys: ClassVar[tuple[str, ...]] = ("placement", "ship", "cost", "on_win", "on_else")
    ship: Filter = Filter()

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(bool((spec["cost"] or {}).get("destroy_self")), _atoms(spec["on_win"]),
                   spec["on_else"] == "destroy_self", Filter.read(spec["ship"]))

    def words(self) -> Words:
        aboard = self.ship.has_aboard
        return {"affiliation": self.ship.affiliation or "", "skill": aboard.skill or "" if aboard else ""}

    def code(self) -> str:
        return "st.effect.engagement_take" if TAKE_COMMAND in self.on_win else "st.effect.engagement_kill"


@template
@dataclass(frozen=True, slots=True)
class BeginCombat(BattleOrder):
    """Order from your core: a fitting unstopped personnel of yours starts a personnel combat where it stands."""

    name: ClassVar[str] = "begin_combat"
    ability: ClassVar[str] = "order"
    keys: ClassVar[tuple[str, ...]] = ("placement", "personnel", "cost", "on_win", "on_else")
    personnel: Filter = Filter()

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(bool((spec["cost"] or {}).get("destroy_self")), _atoms(spec["on_win"]),
                   spec["on_else"] == "destroy_self", Filter.read(spec["personnel"]))

    def words(self) -> Words:
        return {"skill": self.personnel.skill or "", "affiliation": self.personnel.affiliation or ""}

    def code(self) -> str:
        return "st.effect.combat_affiliation" if self.personnel.affiliation else "st.effect.begin_combat"


@template
@dataclass(frozen=True, slots=True)
class JoinEngagement(Template):
    """Engagement-begins response: `count` more ships of yours at that mission join your side."""

    name: ClassVar[str] = "join_engagement"
    ability: ClassVar[str] = "interrupt"
    keys: ClassVar[tuple[str, ...]] = ("trigger", "joiner", "count")
    count: int


@template
@dataclass(frozen=True, slots=True)
class DamageAttributeMod(Template):
    """While it lies on a ship as damage: the ship's Range, Weapons and Shields change (never below 0)."""

    name: ClassVar[str] = "damage_attribute_mod"
    ability: ClassVar[str] = "damage"
    keys: ClassVar[tuple[str, ...]] = ("range", "weapons", "shields")
    range: int
    weapons: int
    shields: int

    def words(self) -> Words:
        return {"amount": -self.range}


@template
@dataclass(frozen=True, slots=True)
class BeamStoppedPersonnel(Template):
    """Order: stop this personnel; beam stopped personnel of yours at its mission; discard one deck card each."""

    name: ClassVar[str] = "beam_stopped_personnel"
    ability: ClassVar[str] = "order"
    keys: ClassVar[tuple[str, ...]] = ("cost", "personnel", "max", "then")
    discard_each: int

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(int(spec["then"]["discard_top_of_deck_per_personnel"]))


@template
@dataclass(frozen=True, slots=True)
class ReturnEquipmentToHand(Template):
    """Dilemma: the attempting player's equipment goes back to its owners' hands; then it is overcome."""

    name: ClassVar[str] = "return_equipment_to_hand"
    ability: ClassVar[str] = "dilemma"
    keys: ClassVar[tuple[str, ...]] = ("scope", "then")


@template
@dataclass(frozen=True, slots=True)
class DiscardPileToDeckBottom(Template):
    """Event: up to `max` cards of these types from your discard pile under your deck, your order; then removed."""

    name: ClassVar[str] = "discard_pile_to_deck_bottom"
    ability: ClassVar[str] = "event"
    keys: ClassVar[tuple[str, ...]] = ("max", "types", "order", "after")
    max: int
    types: tuple[str, ...]

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(int(spec["max"]), tuple(str(t) for t in spec["types"]))

    def words(self) -> Words:
        return {"max": self.max}


@template
@dataclass(frozen=True, slots=True)
class DownloadOnPlay(Template):
    """When played: you may search your draw deck for one matching card, show it, take it; then shuffle."""

    name: ClassVar[str] = "download_on_play"
    ability: ClassVar[str] = "on_play"
    keys: ClassVar[tuple[str, ...]] = ("optional", "filter", "to", "then")
    filter: Filter

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(Filter.read(spec["filter"]))

    def words(self) -> Words:
        return {"species": self.filter.species or "", "skill": self.filter.skill or "",
                "ship_class": self.filter.ship_class or ""}

    def code(self) -> str:
        return "st.effect.download_ship" if self.filter.ship_class else "st.effect.download_personnel"


@template
@dataclass(frozen=True, slots=True)
class DrawOnPlayIf(Template):
    """When played: if a mission you command names `skill` in its requirements, you may draw `draw`."""

    name: ClassVar[str] = "draw_on_play_if"
    ability: ClassVar[str] = "on_play"
    keys: ClassVar[tuple[str, ...]] = ("optional", "condition", "draw")
    skill: str
    draw: int

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(str(spec["condition"]["you_command_mission_requiring_skill"]), int(spec["draw"]))


@template
@dataclass(frozen=True, slots=True)
class DiscardToDraw(Template):
    """Order, once a turn: discard a card from hand, draw one."""

    name: ClassVar[str] = "discard_to_draw"
    ability: ClassVar[str] = "order"
    keys: ClassVar[tuple[str, ...]] = ("cost", "draw", "limit")
    draw: int


@template
@dataclass(frozen=True, slots=True)
class CostModifierWhile(Template):
    """While you command `at_least` matching personnel, your matching cards cost `amount` more (floor)."""

    name: ClassVar[str] = "cost_modifier_while"
    ability: ClassVar[str] = "static"
    keys: ClassVar[tuple[str, ...]] = ("condition", "applies_to", "amount", "minimum_cost")
    at_least: int
    counted: Filter
    applies_to: Filter
    amount: int
    minimum_cost: int

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        cond = spec["condition"]
        return cls(int(cond["you_command_at_least"]), Filter.read(cond["filter"]), Filter.read(spec["applies_to"]),
                   int(spec["amount"]), int(spec["minimum_cost"]))

    def words(self) -> Words:
        return {"at_least": self.at_least, "amount": -self.amount, "affiliation": self.counted.affiliation or "",
                "skill": self.counted.skill or ""}


@template
@dataclass(frozen=True, slots=True)
class EquipmentSkillGrant(Template):
    """Your matching personnel present with this equipment have one more level of `gain`."""

    name: ClassVar[str] = "equipment_skill_grant"
    ability: ClassVar[str] = "static"
    keys: ClassVar[tuple[str, ...]] = ("targets", "gain")
    targets: Filter
    gain: str

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(Filter.read(spec["targets"]), str(spec["gain"]))

    def words(self) -> Words:
        return {"skill": self.targets.skill or "", "gain": self.gain}


@template
@dataclass(frozen=True, slots=True)
class CombatStrengthBonus(Template):
    """While a personnel combat resolves: your matching personnel present with it have +amount Strength."""

    name: ClassVar[str] = "combat_strength_bonus"
    ability: ClassVar[str] = "static"
    keys: ClassVar[tuple[str, ...]] = ("targets", "amount")
    targets: Filter
    amount: int

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(Filter.read(spec["targets"]), int(spec["amount"]))

    def words(self) -> Words:
        return {"affiliation": self.targets.affiliation or "", "amount": self.amount}
