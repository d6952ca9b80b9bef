"""Star Trek's card effects as data: the 21 templates of the notes (§11), each written once; a card names one.

A card's entry in assets/star_trek/components.json reads `{"ability": "static", "template": "attribute_aura",
"attribute": "cunning", "amount": 1, "targets": {...}}`. `parse` checks the keys against the template's
parameters and makes the frozen template object. What a template does lives with the moment it acts at:
play and orders in turn.py and orders.py, the attempt's windows and the dilemmas in attempt.py and dilemmas.py,
skills and attributes in crew.py; they dispatch on these classes. The card's rule text is the message
`st.effect.<template>` filled in with `words()` (messages.py), so text and behaviour come from one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, Mapping, TypeVar

from tabletop.games.star_trek.components import CARDS, JSON, AnyOf, Requirement, parse_requirement, requirement_line
from tabletop.games.star_trek.effect_base import TEMPLATES as TEMPLATES, Filter as Filter, Template as Template, \
    Words as Words, template

# --- missions --------------------------------------------------------------------------------------

@template
@dataclass(frozen=True, slots=True)
class HqPlayList(Template):
    """What may be played at this headquarters: listed affiliations, listed series icons, equipment."""

    name: ClassVar[str] = "hq_play_list"
    ability: ClassVar[str] = "hq"
    keys: ClassVar[tuple[str, ...]] = ("affiliations", "series_icons", "equipment")
    affiliations: tuple[str, ...]
    series_icons: tuple[str, ...]
    equipment: bool

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(tuple(spec["affiliations"]), tuple(spec["series_icons"]), bool(spec["equipment"]))

    def admits(self, affiliation: str, icons: tuple[str, ...]) -> bool:
        """Returns True when a personnel or ship with this affiliation and these series icons may be played here."""
        return affiliation in self.affiliations or any(i in self.series_icons for i in icons)


@template
@dataclass(frozen=True, slots=True)
class SingleHeadquarters(Template):
    """Its owner commands no other headquarters (a deck check)."""

    name: ClassVar[str] = "single_headquarters"
    ability: ClassVar[str] = "static"


@template
@dataclass(frozen=True, slots=True)
class CompletionBonus(Template):
    """More points when the completing personnel meet `requirement`."""

    name: ClassVar[str] = "completion_bonus"
    ability: ClassVar[str] = "on_complete"
    keys: ClassVar[tuple[str, ...]] = ("requirement", "points")
    requirement: Requirement
    points: int

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(parse_requirement(spec["requirement"]), int(spec["points"]))


# --- personnel ---------------------------------------------------------------------------------------

@template
@dataclass(frozen=True, slots=True)
class CostReductionPer(Template):
    """Costs `amount` less per counted personnel (commanded but owned by another player), not below the floor."""

    name: ClassVar[str] = "cost_reduction_per"
    ability: ClassVar[str] = "on_play"
    keys: ClassVar[tuple[str, ...]] = ("per", "amount", "minimum_cost")
    per: Filter
    amount: int
    minimum_cost: int

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(Filter.read(spec["per"]["count_personnel"]), int(spec["amount"]), int(spec["minimum_cost"]))


@template
@dataclass(frozen=True, slots=True)
class AttributeAura(Template):
    """Every other Borg of yours present has +amount to the attribute."""

    name: ClassVar[str] = "attribute_aura"
    ability: ClassVar[str] = "static"
    keys: ClassVar[tuple[str, ...]] = ("attribute", "amount", "targets")
    attribute: str
    amount: int
    targets: Filter

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(str(spec["attribute"]).lower(), int(spec["amount"]), Filter.read(spec["targets"]))

    def words(self) -> Words:
        return {"attribute": self.attribute, "amount": self.amount, "species": self.targets.species or "",
                "skill": self.targets.skill or ""}

    def code(self) -> str:
        # Kahlest's aura reaches only those with a skill (Honor); the drones' reach every other Borg.
        return "st.effect.attribute_aura_skill" if self.targets.skill else Template.code(self)


@template
@dataclass(frozen=True, slots=True)
class FacingBoost(Template):
    """While facing a dilemma (and unstopped): attribute bonuses and extra skills."""

    name: ClassVar[str] = "facing_boost"
    ability: ClassVar[str] = "while_facing"
    keys: ClassVar[tuple[str, ...]] = ("attributes", "gain_skills")
    attributes: tuple[tuple[str, int], ...]
    gain_skills: tuple[str, ...]

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(tuple((str(k).lower(), int(v)) for k, v in spec["attributes"].items()), tuple(spec["gain_skills"]))

    def words(self) -> Words:
        out = Template.words(self)
        out["strength"] = dict(self.attributes).get("strength", 0)
        return out

    def code(self) -> str:
        # Without a Strength bonus (William T. Riker) the text names the skills alone, never "Strength +0".
        return Template.code(self) if dict(self.attributes).get("strength") else "st.effect.facing_skills"


@template
@dataclass(frozen=True, slots=True)
class Interlink(Template):
    """During an attempt, discard your top card: every Borg in the attempt gains `skill` until it ends."""

    name: ClassVar[str] = "interlink"
    ability: ClassVar[str] = "keyword"
    keys: ClassVar[tuple[str, ...]] = ("skill",)
    optional: ClassVar[tuple[str, ...]] = ("skill_source",)
    skill: str                      # "" with a skill source: named at each use (Information Drone)
    skill_source: Filter | None = None

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        source = spec.get("skill_source")
        return cls(str(spec["skill"] or ""), Filter.read(source["one_skill_of"]) if source else None)

    def code(self) -> str:
        return Template.code(self) if self.skill_source is None else "st.effect.interlink_named"


@template
@dataclass(frozen=True, slots=True)
class NameSkillForGroup(Template):
    """Order, once a turn, at the cost of the deck's top card: a named skill for every Borg you command this turn."""

    name: ClassVar[str] = "name_skill_for_group"
    ability: ClassVar[str] = "order"
    keys: ClassVar[tuple[str, ...]] = ("cost", "group", "duration", "limit")
    discard_top: int
    group: Filter

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(int(spec["cost"]["discard_top_of_deck"]), Filter.read(spec["group"]))


@template
@dataclass(frozen=True, slots=True)
class CycleHand(Template):
    """Your hand to the bottom of the deck, shuffled; draw as many (an order costing the card itself, or an event)."""

    name: ClassVar[str] = "cycle_hand"
    ability: ClassVar[str] = "order | event"
    optional: ClassVar[tuple[str, ...]] = ("cost", "after")
    self_to_discard: bool = False

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(bool(spec.get("cost", {}).get("place_self_in_discard")))


@template
@dataclass(frozen=True, slots=True)
class HandToDeckBottomThenDraw(Template):
    """Order: `put` cards from hand to the bottom of the deck in your order, then draw `draw`."""

    name: ClassVar[str] = "hand_to_deck_bottom_then_draw"
    ability: ClassVar[str] = "order"
    keys: ClassVar[tuple[str, ...]] = ("put", "draw", "limit")
    put: int
    draw: int


@template
@dataclass(frozen=True, slots=True)
class ExamineDilemmaPileTop(Template):
    """Order, once a turn: look at the top n of the opponent's dilemma pile (n = counted personnel, capped)."""

    name: ClassVar[str] = "examine_dilemma_pile_top"
    ability: ClassVar[str] = "order"
    keys: ClassVar[tuple[str, ...]] = ("count", "maximum", "then", "limit")
    count: Filter
    maximum: int

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(Filter.read(spec["count"]["count_personnel"]), int(spec["maximum"]))

    def words(self) -> Words:
        return {"maximum": self.maximum, "affiliation": self.count.affiliation or "",
                "skill": self.count.skill or ""}


@template
@dataclass(frozen=True, slots=True)
class PlacePersonnelAboardShip(Template):
    """Order with a ship of yours here: this returns to hand; any of your personnel here go aboard that ship."""

    name: ClassVar[str] = "place_personnel_aboard_ship"
    ability: ClassVar[str] = "order"
    keys: ClassVar[tuple[str, ...]] = ("cost", "personnel", "ship")


@template
@dataclass(frozen=True, slots=True)
class ShipRangeBonus(Template):
    """Order while aboard a ship: this returns to hand; that ship has +amount Range this turn."""

    name: ClassVar[str] = "ship_range_bonus"
    ability: ClassVar[str] = "order"
    keys: ClassVar[tuple[str, ...]] = ("condition", "cost", "amount", "duration")
    amount: int


# --- interrupts -----------------------------------------------------------------------------------------

@template
@dataclass(frozen=True, slots=True)
class BorrowSkills(Template):
    """Facing window, discarding another card: a facing personnel gains a stopped one's skill box for this dilemma."""

    name: ClassVar[str] = "borrow_skills"
    ability: ClassVar[str] = "interrupt"
    keys: ClassVar[tuple[str, ...]] = ("trigger", "cost", "source", "duration")
    optional: ClassVar[tuple[str, ...]] = ("copy_attributes",)
    affiliation: str      # "": any receiver of yours (Shady Resources)
    discard: int          # 0: no cost (The Promise)
    source: Filter
    copy_attributes: bool = False   # the lender's printed Integrity, Cunning and Strength too (The Promise)

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        cost = spec["cost"] or {}
        return cls(str(spec["trigger"]["your_personnel_facing_dilemma"].get("affiliation") or ""),
                   int(cost.get("discard_from_hand", 0)), Filter.read(spec["source"]),
                   bool(spec.get("copy_attributes")))

    def words(self) -> Words:
        return {"affiliation": self.affiliation, "skill": self.source.skill or ""}

    def code(self) -> str:
        if self.source.zone == "your_discard_pile":
            return "st.effect.borrow_from_discard"
        return Template.code(self) if self.affiliation else "st.effect.borrow_skills_any"


@template
@dataclass(frozen=True, slots=True)
class OvercomeIfCopyOvercome(Template):
    """Facing window: a same-title dilemma lies beneath one of your missions; this one is prevented and overcome."""

    name: ClassVar[str] = "overcome_if_copy_overcome"
    ability: ClassVar[str] = "interrupt"
    keys: ClassVar[tuple[str, ...]] = ("trigger", "condition")
    affiliation: str

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(str(spec["trigger"]["your_personnel_facing_dilemma"]["affiliation"]))


@template
@dataclass(frozen=True, slots=True)
class OvercomeInsteadOfReturn(Template):
    """Return window: the dilemma your personnel of `affiliation` face is overcome instead of going back."""

    name: ClassVar[str] = "overcome_instead_of_return"
    ability: ClassVar[str] = "interrupt"
    keys: ClassVar[tuple[str, ...]] = ("trigger",)
    affiliation: str

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(str(spec["trigger"]["dilemma_about_to_return_to_pile"]["faced_by_your_affiliation"]))


# --- dilemmas ---------------------------------------------------------------------------------------------

@template
@dataclass(frozen=True, slots=True)
class StopOneWithSkill(Template):
    """Unless met, the chooser stops a facing personnel with one of the skills; none: random kill or stop all."""

    name: ClassVar[str] = "stop_one_with_skill"
    ability: ClassVar[str] = "dilemma"
    keys: ClassVar[tuple[str, ...]] = ("unless", "chooser", "skills_any_of", "if_none")
    unless: Requirement | None
    owner_chooses: bool
    skills_any_of: tuple[str, ...]
    stop_all_and_return: bool   # False: random kill

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        if spec["chooser"] not in ("attempting_player", "dilemma_owner") or \
                spec["if_none"] not in ("random_kill", "stop_all_and_return"):
            raise ValueError("stop_one_with_skill: bad chooser or if_none")
        return cls(parse_requirement(spec["unless"]) if spec["unless"] else None, spec["chooser"] == "dilemma_owner",
                   tuple(spec["skills_any_of"]), spec["if_none"] == "stop_all_and_return")

    def code(self) -> str:
        """Returns its wording by who chooses and what happens when nobody has either skill."""
        if self.owner_chooses:
            return "st.effect.stop_one_with_skill" if self.unless is not None else "st.effect.stop_one_owner_chooses"
        return "st.effect.stop_one_or_stop_all" if self.stop_all_and_return else "st.effect.stop_one_or_kill"

    def words(self) -> Words:
        return {"first": self.skills_any_of[0], "second": self.skills_any_of[-1]}


@template
@dataclass(frozen=True, slots=True)
class UnlessRequirement(Template):
    """Unless the facing personnel meet the requirement, a random one with `kill_skill` is killed."""

    name: ClassVar[str] = "unless_requirement"
    ability: ClassVar[str] = "dilemma"
    keys: ClassVar[tuple[str, ...]] = ("requirement", "penalty")
    requirement: Requirement
    kill_skill: str   # "": the penalty stops every facing personnel and the dilemma returns (Sokath)

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        penalty = spec["penalty"]
        if penalty == "stop_all_and_return":
            return cls(parse_requirement(spec["requirement"]), "")
        return cls(parse_requirement(spec["requirement"]), str(penalty["random_kill_with_skill"]))

    def code(self) -> str:
        return Template.code(self) if self.kill_skill else "st.effect.unless_stop_all"

    def words(self) -> Words:
        """Returns the skill of who is killed and the requirement's two ways to meet it, as the rules write them."""
        ways = self.requirement.children if isinstance(self.requirement, AnyOf) else (self.requirement,)
        written = [requirement_line(w) for w in ways]
        return {"kill_skill": self.kill_skill, "requirement": written[0], "alternative": written[-1]}


@template
@dataclass(frozen=True, slots=True)
class RandomStopScaling(Template):
    """Stop one at random; another for each step whose threshold of unstopped facing personnel is reached."""

    name: ClassVar[str] = "random_stop_scaling"
    ability: ClassVar[str] = "dilemma"
    keys: ClassVar[tuple[str, ...]] = ("steps",)
    thresholds: tuple[int, ...]   # 0: always

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(tuple(int(step.get("if_remaining_at_least", 0)) for step in spec["steps"]))

    def words(self) -> Words:
        later = [t for t in self.thresholds if t]
        return {"second": later[0] if later else 0, "third": later[-1] if later else 0}


@template
@dataclass(frozen=True, slots=True)
class CrewLimit(Template):
    """More than `keep` facing: `keep` random ones go on, the rest are stopped; then it lies on the mission."""

    name: ClassVar[str] = "crew_limit"
    ability: ClassVar[str] = "dilemma"
    keys: ClassVar[tuple[str, ...]] = ("keep", "then", "reuse")
    keep: int


@template
@dataclass(frozen=True, slots=True)
class RandomStopUnlessKill(Template):
    """Pick one at random: stopped if the facing personnel meet the requirement, else killed and the rest stopped."""

    name: ClassVar[str] = "random_stop_unless_kill"
    ability: ClassVar[str] = "dilemma"
    keys: ClassVar[tuple[str, ...]] = ("requirement", "on_fail")
    requirement: Requirement

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        return cls(parse_requirement(spec["requirement"]))


from tabletop.games.star_trek import effects_decks  # noqa: E402,F401  (registers the battles note's 13 templates)


def parse(spec: Mapping[str, JSON]) -> Template:
    """Returns the template a card's effect names, with its parameters; raises ValueError for any mismatch."""
    cls = TEMPLATES.named(spec.get("template"))
    given = set(spec) - {"template", "ability"} - set(cls.optional)
    if given != set(cls.keys):
        raise ValueError(f"{cls.name}: parameters {sorted(given)} are not the template's {sorted(cls.keys)}")
    if cls.ability != "order | event" and spec.get("ability") != cls.ability:
        raise ValueError(f"{cls.name}: ability {spec.get('ability')!r} is not {cls.ability!r}")
    return cls.read(spec)


def _parse_all() -> dict[str, tuple[Template, ...]]:
    out: dict[str, tuple[Template, ...]] = {}
    for card in CARDS.values():
        try:
            out[card.id] = tuple(parse(e) for e in card.effects)
        except (ValueError, KeyError) as e:
            raise ValueError(f"card {card.id}: {e}") from None
    return out


EFFECTS: Mapping[str, tuple[Template, ...]] = _parse_all()  # card id -> the templates that play it
Tm = TypeVar("Tm", bound=Template)


def effect(card_id: str, kind: type[Tm] | tuple[type[Tm], ...]) -> Tm | None:
    """Returns the card's (first) effect of this template class, or of one of these classes, or None."""
    for e in EFFECTS[card_id]:
        if isinstance(e, kind):
            return e
    return None


@cache
def cards_with(kind: type) -> frozenset[str]:
    """Returns the card ids with an effect of this template (card data: asked of every card of a hand, kept)."""
    return frozenset(cid for cid in CARDS if effect(cid, kind) is not None)


def rule_texts(card_id: str) -> list[tuple[str, dict[str, Any]]]:
    """Returns the message codes and parameters of a card's rule text, one per effect (messages.py words them)."""
    return [(e.code(), dict(e.words())) for e in EFFECTS[card_id]]
