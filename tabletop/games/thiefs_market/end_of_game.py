"""Thief's Market's end-of-game card effects: the points cards give at the final count."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.contract import Seat
from tabletop.games.thiefs_market.state import ThiefsMarketState
from tabletop.games.thiefs_market.template import Icons, Template, Timing, template


@template
@dataclass(frozen=True)
class EndBuildingSet(Template):
    """The safehouses: points for one building icon, more for two or more."""

    name: ClassVar[str] = "end_building_set"
    timing: ClassVar[Timing] = Timing.END_OF_GAME
    icon: str
    vp_if_1: int
    vp_if_2plus: int

    def points(self, state: ThiefsMarketState, seat: Seat, icons: Icons) -> int:
        return self.vp_if_2plus if icons[seat].get(self.icon, 0) >= 2 else self.vp_if_1


@template
@dataclass(frozen=True)
class EndVpPerIconSet(Template):
    """Collecting Golem: points for every set of icons of one kind (this card counts)."""

    name: ClassVar[str] = "end_vp_per_icon_set"
    timing: ClassVar[Timing] = Timing.END_OF_GAME
    icon: str
    set_size: int
    vp: int

    def points(self, state: ThiefsMarketState, seat: Seat, icons: Icons) -> int:
        return self.vp * (icons[seat].get(self.icon, 0) // self.set_size)


@template
@dataclass(frozen=True)
class EndVpPerOtherCard(Template):
    """Loyalty Program: points for each other card its owner has."""

    name: ClassVar[str] = "end_vp_per_other_card"
    timing: ClassVar[Timing] = Timing.END_OF_GAME
    vp: int

    def points(self, state: ThiefsMarketState, seat: Seat, icons: Icons) -> int:
        return self.vp * (len(state.tableau[seat]) - 1)


@template
@dataclass(frozen=True)
class EndVpPerInfamyTokens(Template):
    """Political Campaign: points for every so many infamy tokens."""

    name: ClassVar[str] = "end_vp_per_infamy_tokens"
    timing: ClassVar[Timing] = Timing.END_OF_GAME
    per: int
    vp: int

    def points(self, state: ThiefsMarketState, seat: Seat, icons: Icons) -> int:
        return self.vp * (state.infamy[seat] // self.per)


@template
@dataclass(frozen=True)
class EndTreasureMap(Template):
    """Treasure Map: points, fewer when any other player has the icon (a compass)."""

    name: ClassVar[str] = "end_treasure_map"
    timing: ClassVar[Timing] = Timing.END_OF_GAME
    icon: str
    vp: int
    vp_if_other_has_icon: int

    def points(self, state: ThiefsMarketState, seat: Seat, icons: Icons) -> int:
        others = any(icons[o].get(self.icon, 0) for o in range(state.players) if o != seat)
        return self.vp_if_other_has_icon if others else self.vp


@template
@dataclass(frozen=True)
class EndVpPerOpponentIcon(Template):
    """Purported Curse (promo): points for each icon of one kind among the other players' cards."""

    name: ClassVar[str] = "end_vp_per_opponent_icon"
    timing: ClassVar[Timing] = Timing.END_OF_GAME
    icon: str
    vp: int

    def points(self, state: ThiefsMarketState, seat: Seat, icons: Icons) -> int:
        return self.vp * sum(icons[o].get(self.icon, 0) for o in range(state.players) if o != seat)
