"""Thief's Market's standing and triggered card effects: extra purchases, the discount, and what happens at the
end of Splitting, when a card is gained, bought or copied, when a pile is stolen, at the turn-in and before buying."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Seat
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.games.thiefs_market.components import CARD, Card, Face
from tabletop.games.thiefs_market.state import ThiefsMarketState
from tabletop.games.thiefs_market.template import (EFFECT, NO_REROLL, Template, Timing, gain, gain_infamy, name_of,
                                                   pile_of, template)


@template
@dataclass(frozen=True)
class ExtraPurchaseIfPileHas(Template):
    """The four henchmen: a die of their colour in the pile at the end of Splitting adds purchases.

    They work in the round they join their owner's cards too (bought, gained or copied), since the pile
    they look at is the one recorded at the end of Splitting.
    """

    name: ClassVar[str] = "extra_purchase_if_pile_has"
    timing: ClassVar[Timing] = Timing.END_OF_SPLITTING
    face: Face
    purchases: int

    def extra_purchases(self, state: ThiefsMarketState, seat: Seat) -> int:
        return self.purchases if state.final_piles and state.final_piles[seat][self.face] else 0

    def when_gained(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        extra = self.extra_purchases(state, seat)
        if extra:
            state.purchases_left += extra
            events.append(Event("tm.extra_purchase", {"seat": seat, "card": name_of(card_id), "purchases": extra},
                                seat))

    when_copied = when_gained


@template
@dataclass(frozen=True)
class ExtraPurchaseAndDiscount(Template):
    """Insurance Racket: more purchases every round, and each purchase costs fewer gems."""

    name: ClassVar[str] = "extra_purchase_and_discount"
    timing: ClassVar[Timing] = Timing.STANDING
    purchases: int
    discount: int

    def extra_purchases(self, state: ThiefsMarketState, seat: Seat) -> int:
        return self.purchases

    def gems_off(self) -> int:
        return self.discount


# --- triggers ---------------------------------------------------------------------------------------------

@template
@dataclass(frozen=True)
class InfamyOnBuyWithColour(Template):
    """Water Buffalo, Noble, Rumor-Monger, Dockhand: infamy for each card bought whose cost shows the colour."""

    name: ClassVar[str] = "infamy_on_buy_with_color"
    timing: ClassVar[Timing] = Timing.WHEN_YOU_BUY
    colour: Face
    infamy: int

    def when_you_buy(self, state: ThiefsMarketState, seat: Seat, bought: Card, events: list[Event]) -> None:
        if bought.cost[self.colour]:
            gain_infamy(state, seat, self.infamy, events)


@template
@dataclass(frozen=True)
class InfamyIfHoldStartMarker(Template):
    """Eyepatch of Command: infamy for holding the start marker at the end of Splitting."""

    name: ClassVar[str] = "infamy_if_hold_start_marker"
    timing: ClassVar[Timing] = Timing.END_OF_SPLITTING
    infamy: int

    def at_end_of_splitting(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        if state.marker_owner == seat:
            gain_infamy(state, seat, self.infamy, events)


@template
@dataclass(frozen=True)
class InfamyIfOtherPileAtLeast(Template):
    """Narrow Alleyway (promo): infamy when another final pile holds that many objects (the marker counts)."""

    name: ClassVar[str] = "infamy_if_other_pile_at_least"
    timing: ClassVar[Timing] = Timing.END_OF_SPLITTING
    objects: int
    infamy: int

    def at_end_of_splitting(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        if any(sum(pile_of(state, o)) + (state.marker_owner == o) >= self.objects
               for o in range(state.players) if o != seat):
            gain_infamy(state, seat, self.infamy, events)


@template
@dataclass(frozen=True)
class InfamyWhenStolenFrom(Template):
    """Wicked Clutches: infamy when the owner's pile is stolen."""

    name: ClassVar[str] = "infamy_when_stolen_from"
    timing: ClassVar[Timing] = Timing.WHEN_STOLEN
    infamy: int

    def when_stolen(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        gain_infamy(state, seat, self.infamy, events)


@template
@dataclass(frozen=True)
class InfamyPerDieInPile(Template):
    """Big Haul, The Heist: when gained, infamy for each die of the pile as it stood at the end of Splitting.

    That pile is the one recorded before anything was paid or spent, and the start marker is no die.
    """

    name: ClassVar[str] = "on_gain_infamy_per_die_in_pile"
    timing: ClassVar[Timing] = Timing.WHEN_GAINED
    per_die: int

    def when_gained(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        dice = sum(state.final_piles[seat]) if state.final_piles else 0
        if dice:
            gain_infamy(state, seat, self.per_die * dice, events)


@template
@dataclass(frozen=True)
class BonusOnTurnIn(Template):
    """Imbalanced Scales (gold bags), Island Estate (masks): more tokens when such dice are turned in."""

    name: ClassVar[str] = "bonus_on_turn_in"
    timing: ClassVar[Timing] = Timing.TURN_IN
    face: Face
    extra: int

    def turn_in_bonus(self, face: Face) -> int:
        return self.extra if face == self.face else 0


@template
@dataclass(frozen=True)
class SwapForNextDeckCardFree(Template):
    """Unlabeled Potion: discarded when gained; its owner gains, free, the top card of the potion's own deck."""

    name: ClassVar[str] = "swap_for_next_deck_card_free"
    timing: ClassVar[Timing] = Timing.WHEN_GAINED

    def when_gained(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        state.tableau[seat].remove(card_id)
        state.boxed.append(card_id)  # out of the game, like the cards boxed at setup
        own = CARD[card_id].deck
        deck = state.decks[own]
        if not deck:
            events.append(Event("tm.potion_empty", {"seat": seat, "deck": own}, seat))
            return
        new = deck.pop()
        events.append(Event("tm.potion_gained", {"seat": seat, "card": name_of(new), "deck": own}, seat,
                            reveal=True))
        gain(state, seat, new, events)


@template
@dataclass(frozen=True)
class LuckyAppendage(Template):
    """Lucky Animal Appendage: returned dice of a stolen pile kept unrolled; dice re-rolled before buying.

    When the owner's pile is stolen, the owner picks `holds` returned dice that keep their face (the rules
    ask, off turn, when the choice matters). As the owner's buying turn starts, the owner may re-roll up to
    `rerolls` dice of the final pile, one at a time, or none.
    """

    name: ClassVar[str] = "lucky_appendage"
    timing: ClassVar[Timing] = Timing.BEFORE_BUYING
    asks: ClassVar[tuple[str, ...]] = ("reroll",)
    verbs: ClassVar[tuple[str, ...]] = ("reroll",)
    holds: int
    rerolls: int

    def returned_dice_kept(self) -> int:
        return self.holds

    def before_buying(self, state: ThiefsMarketState, seat: Seat, card_id: str) -> Decision | None:
        if card_id in state.used[seat] or not any(pile_of(state, seat)) or not self.rerolls:
            return None
        return Decision(seat, "reroll", "tm.prompt.reroll", {"card": card_id, "left": self.rerolls})

    def refusal(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action) -> Reason:
        if card_id in state.used[seat]:
            return Reason("tm.used_up", {"card": name_of(card_id)})
        return Reason("tm.reroll_before_buying")  # only as the buying turn starts

    def choices(self, state: ThiefsMarketState, decision: Decision) -> list[Action]:
        pile = pile_of(state, decision.seat)
        return [Action("reroll", (str(decision.params["card"]), face.word)) for face in Face if pile[face]] + \
            [NO_REROLL]

    def refuse_choice(self, state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
        if action.kind != "reroll":
            return Reason("tm.choose_reroll")
        card_id = action.args[0] if action.args else None
        if card_id not in state.tableau[decision.seat]:
            return Reason("tm.not_your_card")
        if card_id != decision.params["card"]:
            return Reason("tm.choose_reroll")  # another appendage's re-roll comes after this one
        return Reason("tm.no_such_die")

    def choose(self, state: ThiefsMarketState, decision: Decision, action: Action, events: list[Event]) -> None:
        seat, card_id = decision.seat, str(decision.params["card"])
        left = int(str(decision.params["left"]))
        if action.kind == "reroll":
            pile, face = pile_of(state, seat), Face.of(str(action.args[1]))
            pile[face] -= 1
            new = Face(state.rng.randrange(6))
            pile[new] += 1
            events.append(Event("tm.rerolled_one", {"seat": seat, "from": face.word, "to": new.word}, seat,
                                reveal=True))
            left -= 1
        else:
            events.append(Event("tm.kept_dice", {"seat": seat, "card": name_of(card_id)}, seat))
            left = 0
        if left and any(pile_of(state, seat)):
            state.decisions.replace(decision.with_params(left=left))
            return
        state.decisions.settle(seat)
        state.used[seat].append(card_id)


@template
@dataclass(frozen=True)
class CopyOpponentCard(Template):
    """Mimetic Stew (promo): when gained, it becomes for good a copy of a card another player owns."""

    name: ClassVar[str] = "copy_opponent_card_permanent"
    timing: ClassVar[Timing] = Timing.WHEN_GAINED
    asks: ClassVar[tuple[str, ...]] = ("copy",)

    def targets(self, state: ThiefsMarketState, seat: Seat) -> list[str]:
        """Returns the cards other seats own, which the Stew may become."""
        return sorted({c for s in range(state.players) if s != seat for c in state.tableau[s]})

    def when_gained(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        if self.targets(state, seat):
            state.decisions.push(Decision(seat, "copy", "tm.prompt.copy", {"card": card_id}))

    def choices(self, state: ThiefsMarketState, decision: Decision) -> list[Action]:
        return [Action("copy", (c,)) for c in self.targets(state, decision.seat)]

    def refuse_choice(self, state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
        return Reason("tm.copy_opponents_card" if action.kind == "copy" else "tm.choose_first")

    def choose(self, state: ThiefsMarketState, decision: Decision, action: Action, events: list[Event]) -> None:
        seat, stew, target = decision.seat, str(decision.params["card"]), str(action.args[0])
        state.decisions.settle(seat)
        state.copies[stew] = target
        events.append(Event("tm.copied", {"seat": seat, "card": name_of(target)}, seat))
        copied = EFFECT[target]
        if copied is not None:
            copied.when_copied(state, seat, stew, events)
