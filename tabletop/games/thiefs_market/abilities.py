"""Thief's Market's abilities: card effects used on their owner's buying turn, some once a round."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Seat
from tabletop.engine.reason import Reason
from tabletop.games.thiefs_market.components import Face
from tabletop.games.thiefs_market.state import ThiefsMarketState
from tabletop.games.thiefs_market.template import Template, Timing, gain_infamy, name_of, pile_of, template


@dataclass(frozen=True)
class Ability(Template):
    """Used on its owner's buying turn, `per_round` times each round (None: as often as the owner likes)."""

    timing: ClassVar[Timing] = Timing.ABILITY
    per_round: int | None

    def has_uses(self, state: ThiefsMarketState, seat: Seat, card_id: str) -> bool:
        """Returns True while the card may still be used this round."""
        return self.per_round is None or state.used[seat].count(card_id) < self.per_round

    def abilities(self, state: ThiefsMarketState, seat: Seat, card_id: str) -> list[Action]:
        return self.offered(state, seat, card_id) if self.has_uses(state, seat, card_id) else []

    def refusal(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action) -> Reason:
        if action.kind not in self.verbs:
            return Reason("tm.not_your_card")
        if not self.has_uses(state, seat, card_id):
            return Reason("tm.used_up", {"card": name_of(card_id)})
        return self.unfit(state, seat, card_id, action)

    def use(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action, events: list[Event]) -> None:
        if self.per_round is not None:
            state.used[seat].append(card_id)
        self.apply(state, seat, card_id, action, events)

    def offered(self, state: ThiefsMarketState, seat: Seat, card_id: str) -> list[Action]:
        """Returns the uses open to the owner now (the card not used up)."""
        raise NotImplementedError

    def unfit(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action) -> Reason:
        """Returns why a use of a card not used up is refused."""
        raise NotImplementedError

    def apply(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action, events: list[Event]) -> None:
        """Applies a legal use."""
        raise NotImplementedError


@template
@dataclass(frozen=True)
class ConvertDie(Ability):
    """Turn a die of the pile from one face into another (Alchemical Lab, Bondsman, Fence, …)."""

    name: ClassVar[str] = "convert_die"
    verbs: ClassVar[tuple[str, ...]] = ("convert",)
    face: Face
    into: tuple[Face, ...]

    def offered(self, state: ThiefsMarketState, seat: Seat, card_id: str) -> list[Action]:
        if not pile_of(state, seat)[self.face]:
            return []
        return [Action("convert", (card_id, to.word)) for to in self.into]

    def unfit(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action) -> Reason:
        target = action.args[1] if len(action.args) > 1 else None
        if target not in [to.word for to in self.into]:
            return Reason("tm.cannot_become", {"card": name_of(card_id), "face": str(target)})
        return Reason("tm.no_such_die")

    def apply(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action, events: list[Event]) -> None:
        pile, target = pile_of(state, seat), Face.of(str(action.args[1]))
        pile[self.face] -= 1
        pile[target] += 1
        events.append(Event("tm.converted", {"seat": seat, "card": name_of(card_id), "from": self.face.word,
                                             "to": target.word}, seat))


@dataclass(frozen=True)
class SpendDie(Ability):
    """Give up a die of one face from the pile (back to the centre) for tokens."""

    verbs: ClassVar[tuple[str, ...]] = ("spend",)
    face: Face

    def offered(self, state: ThiefsMarketState, seat: Seat, card_id: str) -> list[Action]:
        return [Action("spend", (card_id,))] if pile_of(state, seat)[self.face] else []

    def unfit(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action) -> Reason:
        return Reason("tm.no_such_die")

    def apply(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action, events: list[Event]) -> None:
        pile_of(state, seat)[self.face] -= 1
        state.centre[self.face] += 1  # it waits in the centre for the next roll
        self.reward(state, seat, card_id, events)

    def reward(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        """Pays the tokens for the die given up."""
        raise NotImplementedError


@template
@dataclass(frozen=True)
class SpendDieForInfamy(SpendDie):
    """Coercion Coordinator, Local Celebrity, Public Relations Expert, Tailor."""

    name: ClassVar[str] = "spend_die_for_infamy"
    infamy: int

    def reward(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        events.append(Event("tm.spent_for_infamy", {"seat": seat, "card": name_of(card_id), "face": self.face.word},
                            seat))
        gain_infamy(state, seat, self.infamy, events)


@template
@dataclass(frozen=True)
class SpendDieForGold(SpendDie):
    """Gauntlet of Evil Intent."""

    name: ClassVar[str] = "spend_die_for_gold"
    gold: int

    def reward(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        state.gold[seat] += self.gold
        events.append(Event("tm.spent_for_gold", {"seat": seat, "card": name_of(card_id), "face": self.face.word,
                                                  "gold": self.gold}, seat))


@template
@dataclass(frozen=True)
class ExchangeGoldForInfamy(Ability):
    """Exit Strategy: gold tokens for infamy tokens."""

    name: ClassVar[str] = "exchange_gold_for_infamy"
    verbs: ClassVar[tuple[str, ...]] = ("exchange",)
    gold: int
    infamy: int

    def offered(self, state: ThiefsMarketState, seat: Seat, card_id: str) -> list[Action]:
        return [Action("exchange", (card_id,))] if state.gold[seat] >= self.gold else []

    def unfit(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action) -> Reason:
        return Reason("tm.no_gold")

    def apply(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action, events: list[Event]) -> None:
        state.gold[seat] -= self.gold
        events.append(Event("tm.exchanged", {"seat": seat, "card": name_of(card_id), "gold": self.gold}, seat))
        gain_infamy(state, seat, self.infamy, events)
