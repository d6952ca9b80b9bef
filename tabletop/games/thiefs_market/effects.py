"""Thief's Market's card effects as data: each template is written once here; a card names one with its parameters.

A card's entry in assets/thiefs_market/components.json reads `{"template": "convert_die", "face": "red",
"into": ["white", "blue", "green"], "per_round": 1}`. `parse` checks the parameters against the template's
fields (their names and types) and makes the template object that plays the card. The card's rule text is
the message `tm.effect.<template>` filled in with the same fields (messages.py), so what a card says and
what it does come from one place.

A template acts through hooks, each at one moment of the round (its `timing`): standing modifiers of a count
(extra purchases, a discount, returned dice kept, tokens at the turn-in, end-game points), triggers (at the
end of Splitting, when gained, whenever its owner buys, when the owner's pile is stolen, before buying) and
abilities used on the owner's buying turn (`per_round` times; None: as often as the owner likes). A Mimetic
Stew plays with the template of the card it copies.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, Callable, ClassVar, Mapping, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Seat
from tabletop.engine.templates import TemplateRegistry
from tabletop.engine.decisions import Decision, Param
from tabletop.engine.reason import Reason
from tabletop.games.thiefs_market.components import CARD, CARDS, JSON, Card, Face
from tabletop.games.thiefs_market.state import ThiefsMarketState

NO_REROLL = Action("no_reroll")
ICON_NAMES = frozenset(icon for card in CARDS for icon in card.icons)
Icons = Sequence[Mapping[str, int]]  # every seat's icons, counted (scoring.icon_counts)


class Timing(Enum):
    """When a template acts: the moment of the round its card's text names."""

    ABILITY = "ability"                    # on the owner's buying turn
    BEFORE_BUYING = "before_buying"        # as the owner's buying turn starts
    END_OF_SPLITTING = "end_of_splitting"  # once every pile is final
    WHEN_GAINED = "when_gained"            # as the card joins the owner's cards
    WHEN_YOU_BUY = "when_you_buy"          # whenever the owner buys a card, this one included
    WHEN_STOLEN = "when_stolen"            # when the owner's pile is stolen
    TURN_IN = "turn_in"                    # at the round's end, as dice become tokens
    STANDING = "standing"                  # always: a count the rules ask for (purchases, cost)
    END_OF_GAME = "end_of_game"            # at the final count


@dataclass(frozen=True)
class Template:
    """An effect template: its fields are the card's parameters; each hook does nothing unless overridden."""

    name: ClassVar[str]
    timing: ClassVar[Timing]
    asks: ClassVar[tuple[str, ...]] = ()    # the kinds of decision it pushes (its choices are answered here)
    verbs: ClassVar[tuple[str, ...]] = ()   # the actions naming its card that it answers

    # --- counts the rules ask for -------------------------------------------------------------
    def extra_purchases(self, state: ThiefsMarketState, seat: Seat) -> int:
        """Returns the extra purchases it gives this round, counted at the end of Splitting."""
        return 0

    def gems_off(self) -> int:
        """Returns the gems it takes off the cost of each purchase."""
        return 0

    def returned_dice_kept(self) -> int:
        """Returns how many dice returned from its owner's stolen pile keep their face (not re-rolled)."""
        return 0

    def turn_in_bonus(self, face: Face) -> int:
        """Returns the extra tokens when its owner turns in one or more dice of `face`."""
        return 0

    def points(self, state: ThiefsMarketState, seat: Seat, icons: Icons) -> int:
        """Returns its points at the end of the game, beyond the card's printed points."""
        return 0

    # --- triggers ---------------------------------------------------------------------------
    def at_end_of_splitting(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        """Acts once every pile is final."""

    def when_gained(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        """Acts as its card joins the owner's cards (bought, or gained free)."""

    def when_copied(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        """Acts as a Mimetic Stew (`card_id`) becomes a copy of its card."""

    def when_you_buy(self, state: ThiefsMarketState, seat: Seat, bought: Card, events: list[Event]) -> None:
        """Acts whenever its owner buys a card (this one included)."""

    def when_stolen(self, state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
        """Acts when its owner's pile is stolen."""

    def before_buying(self, state: ThiefsMarketState, seat: Seat, card_id: str) -> Decision | None:
        """Returns a decision its owner makes before buying, or None."""
        return None

    # --- abilities and decisions --------------------------------------------------------------
    def abilities(self, state: ThiefsMarketState, seat: Seat, card_id: str) -> list[Action]:
        """Returns the uses of its card the owner may make now, on the buying turn."""
        return []

    def refusal(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action) -> Reason:
        """Returns why an action naming its card (owned by `seat`) is refused now."""
        return Reason("tm.not_your_card")

    def use(self, state: ThiefsMarketState, seat: Seat, card_id: str, action: Action, events: list[Event]) -> None:
        """Applies a legal use of its card."""

    def choices(self, state: ThiefsMarketState, decision: Decision) -> list[Action]:
        """Returns the answers to a decision it pushed."""
        return []

    def refuse_choice(self, state: ThiefsMarketState, decision: Decision, action: Action) -> Reason:
        """Returns why an answer to its decision is refused."""
        return Reason("tm.choose_first")

    def choose(self, state: ThiefsMarketState, decision: Decision, action: Action, events: list[Event]) -> None:
        """Applies a legal answer to its decision."""

    # --- words ------------------------------------------------------------------------------
    def words(self) -> dict[str, Param]:
        """Returns its parameters as the card's text reads them: faces as words, amounts as numbers."""
        out: dict[str, Param] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Face):
                out[f.name] = value.word
            elif isinstance(value, tuple):
                out[f.name] = tuple(v.word for v in value)
            else:
                out[f.name] = value
        return out


TEMPLATES: TemplateRegistry[Template] = TemplateRegistry()
template = TEMPLATES.register  # the decorator each template class below carries


# --- helpers every template may use ---------------------------------------------------------------

def gain_infamy(state: ThiefsMarketState, seat: Seat, n: int, events: list[Event]) -> None:
    """Gives a seat infamy tokens; only that seat reads how many."""
    state.infamy[seat] += n
    events.append(Event("tm.infamy_private", {"seat": seat, "infamy": n}, seat, visible_to=seat))


def pile_of(state: ThiefsMarketState, seat: Seat) -> list[int]:
    """Returns a seat's pile (empty counts while it has none)."""
    pile = state.piles[seat] if state.piles else None
    return pile if pile is not None else [0] * 6


def gain(state: ThiefsMarketState, seat: Seat, card_id: str, events: list[Event]) -> None:
    """Puts a card among a seat's cards and lets it act as it is gained."""
    state.tableau[seat].append(card_id)
    effect = EFFECT[card_id]
    if effect is not None:
        effect.when_gained(state, seat, card_id, events)


def name_of(card_id: str) -> str:
    """Returns a card's printed name (a word of the catalog)."""
    return CARD[card_id].name


# --- abilities --------------------------------------------------------------------------------------

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


# --- extra purchases and the discount ---------------------------------------------------------------

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


# --- end of the game ------------------------------------------------------------------------------

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


# --- reading the data ---------------------------------------------------------------------------------

def _read(name: str, kind: object, value: JSON) -> object:
    """Returns one parameter as its template's field type declares it; raises ValueError naming it."""
    if kind is Face:
        if not isinstance(value, str) or value.upper() not in Face.__members__:
            raise ValueError(f"{name}: {value!r} is no face")
        return Face.of(value)
    if kind == tuple[Face, ...]:
        if not isinstance(value, list) or not value:
            raise ValueError(f"{name}: {value!r} is no list of faces")
        return tuple(_read(name, Face, v) for v in value)
    if kind is int or kind == int | None:
        if value is None and kind != int:
            return None
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise ValueError(f"{name}: {value!r} is no count of 1 or more")
        return value
    if kind is str:  # an icon
        if value not in ICON_NAMES:
            raise ValueError(f"{name}: {value!r} is no icon")
        return value
    raise ValueError(f"{name}: no reading for {kind!r}")


def parse(spec: Mapping[str, JSON]) -> Template:
    """Returns the template a card's effect names, with its parameters; raises ValueError for any mismatch."""
    name = spec.get("template")
    cls = TEMPLATES.named(name)
    kinds = {f.name: _KINDS.get(str(f.type), f.type) for f in fields(cls)}
    given = set(spec) - {"template"}
    if given != set(kinds):
        raise ValueError(f"{name}: parameters {sorted(given)} are not the template's {sorted(kinds)}")
    return cls(**{key: _read(f"{name}.{key}", kind, spec[key]) for key, kind in kinds.items()})


# The parameter types templates declare, by their annotation text (annotations are strings in this module).
# Looking them up here instead of typing.get_type_hints, which evaluates every annotation of every card
# again, halves the time this module takes to import (the app's start-up counts it).
_KINDS: dict[str, Any] = {"Face": Face, "tuple[Face, ...]": tuple[Face, ...], "int": int, "int | None": int | None,
                          "str": str}


def _parse_all() -> dict[str, Template | None]:
    out: dict[str, Template | None] = {}
    for card in CARDS:
        try:
            out[card.id] = None if card.effect is None else parse(card.effect)
        except ValueError as e:
            raise ValueError(f"card {card.id}: {e}") from None
    return out


EFFECT: Mapping[str, Template | None] = _parse_all()  # card id -> the template object that plays it


# --- what the rules ask of a seat's cards --------------------------------------------------------------

def effect_of(state: ThiefsMarketState, card_id: str) -> Template | None:
    """Returns the effect a card has (a Mimetic Stew has the copied card's)."""
    return EFFECT[state.copies.get(card_id, card_id)]


def owned(state: ThiefsMarketState, seat: Seat) -> list[tuple[str, Template]]:
    """Returns a seat's cards that have an effect, with it, in the order they were gained."""
    out = []
    for card_id in state.tableau[seat]:
        effect = effect_of(state, card_id)
        if effect is not None:
            out.append((card_id, effect))
    return out


def total(state: ThiefsMarketState, seat: Seat, count: Callable[[Template], int]) -> int:
    """Returns a count summed over a seat's effects (a discount, returned dice kept, …)."""
    return sum(count(effect) for _, effect in owned(state, seat))


def discount(state: ThiefsMarketState, seat: Seat) -> int:
    """Returns the gems taken off each of a seat's purchases."""
    return total(state, seat, lambda e: e.gems_off())


def rule_text(card_id: str) -> tuple[str, dict[str, Param]]:
    """Returns a card's rule text as a message code and its parameters (`tm.effect.none` for no effect)."""
    effect = EFFECT[card_id]
    if effect is None:
        return "tm.effect.none", {}
    return "tm.effect." + effect.name, effect.words()


# The short text names two parameters its own way: how often reads "Once a round", faces "white/blue".
_SHORT_NAMES = {"per_round": "often", "into": "faces"}


def short_text(card_id: str) -> tuple[str, dict[str, Param]]:
    """Returns a card's effect in short words, for its face on the table: a message code and its parameters."""
    effect = EFFECT[card_id]
    if effect is None:
        return "tm.short.none", {}
    return "tm.short." + effect.name, {_SHORT_NAMES.get(k, k): v for k, v in effect.words().items()}
