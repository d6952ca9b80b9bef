"""The pieces every effect template is made of: the personnel filter, the template base class and the registry.

effects.py holds the seed's 21 templates, effects_decks.py the 13 the battles note adds; both register here.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar, Mapping

from tabletop.engine.templates import TemplateRegistry
from tabletop.games.star_trek.components import JSON

Words = dict[str, "int | str | bool"]


@dataclass(frozen=True, slots=True)
class Filter:
    """Which personnel an effect counts or reaches (data `filters`); None fields do not filter."""

    affiliation: str | None = None
    species: str | None = None
    skill: str | None = None
    present: bool = False          # same surface or same ship as the source
    exclude_self: bool = False
    at_same_mission: bool = False  # anywhere at the source's mission
    stopped: bool | None = None    # True: only stopped personnel
    owned_by_other: bool = False   # a card another player owns (taken by a Borg Cutting Beam)
    affiliation_not: str | None = None
    kind: str | None = None        # personnel | ship (data `type`)
    ship_class: str | None = None
    has_aboard: Filter | None = None   # a ship carrying a matching personnel
    zone: str | None = None        # your_discard_pile: the filter looks there, not in play
    exclude_receiver: bool = False
    not_already_involved: bool = False

    @staticmethod
    def read(data: Mapping[str, JSON]) -> Filter:
        """Returns the filter a data entry describes."""
        known = {"commanded_by", "owned_by", "affiliation", "species", "skill", "present", "exclude_self",
                 "at_same_mission", "at_this_mission", "stopped", "stopped_allowed", "where", "has_skill",
                 "affiliation_not", "type", "ship_class", "has_aboard", "zone", "exclude_receiver",
                 "not_already_involved", "unstopped"}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown filter keys {sorted(unknown)}")
        stopped = data.get("stopped")
        if data.get("unstopped"):
            stopped = False
        return Filter(affiliation=data.get("affiliation"), species=data.get("species"),
                      skill=data.get("skill") or data.get("has_skill"),
                      present=bool(data.get("present")), exclude_self=bool(data.get("exclude_self")),
                      at_same_mission=bool(data.get("at_same_mission") or data.get("at_this_mission")),
                      stopped=None if stopped == "any" else stopped, owned_by_other=data.get("owned_by") == "other",
                      affiliation_not=data.get("affiliation_not"), kind=data.get("type"),
                      ship_class=data.get("ship_class"),
                      has_aboard=Filter.read(data["has_aboard"]) if data.get("has_aboard") else None,
                      zone=data.get("zone"), exclude_receiver=bool(data.get("exclude_receiver")),
                      not_already_involved=bool(data.get("not_already_involved")))


@dataclass(frozen=True, slots=True)
class Template:
    """An effect template: its fields are the card's parameters."""

    name: ClassVar[str]
    ability: ClassVar[str]
    keys: ClassVar[tuple[str, ...]] = ()  # the data keys it reads besides "ability" and "template"
    optional: ClassVar[tuple[str, ...]] = ()  # keys only some of its cards give

    @classmethod
    def read(cls, spec: Mapping[str, JSON]) -> Template:
        """Returns the template with the parameters of `spec` (keys already checked). By default every parameter is
        a whole number under its own name in the data; a template with other parameters reads them itself."""
        params = fields(cls)
        assert all(f.type in ("int", int) for f in params), f"{cls.name} reads its own parameters"
        return cls(*(int(spec[f.name]) for f in params))

    def code(self) -> str:
        """Returns the message code its rule text is worded by (messages.py)."""
        return f"st.effect.{self.name}"

    def words(self) -> Words:
        """Returns its parameters as the card's text reads them."""
        out: Words = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, (int, str, bool)):
                out[f.name] = value
            elif isinstance(value, tuple) and all(isinstance(v, str) for v in value):
                out[f.name] = ", ".join(value)
        return out


TEMPLATES: TemplateRegistry[Template] = TemplateRegistry()
template = TEMPLATES.register  # the decorator each template class below carries
