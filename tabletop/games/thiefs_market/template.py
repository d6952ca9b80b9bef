"""The effect template every Thief's Market card effect is written with, its registry, and the helpers they share.

A template acts through hooks, each at one moment of the round (its `timing`): standing modifiers of a count
(extra purchases, a discount, returned dice kept, tokens at the turn-in, end-game points), triggers (at the
end of Splitting, when gained, whenever its owner buys, when the owner's pile is stolen, before buying) and
abilities used on the owner's buying turn (`per_round` times; None: as often as the owner likes). The templates
themselves are in abilities.py, triggers.py and end_of_game.py; effects.py reads the cards' data into them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import ClassVar, Mapping, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Seat
from tabletop.engine.templates import TemplateRegistry
from tabletop.engine.decisions import Decision, Param
from tabletop.engine.reason import Reason
from tabletop.games.thiefs_market.components import CARD, CARDS, Card, Face
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

# Card id -> the template object that plays it. Filled once by effects.py, which reads every card's data after
# all the templates are declared; kept here so a template that gains or copies a card (below, triggers.py) can
# look its effect up without importing the module that imports it.
EFFECT: dict[str, Template | None] = {}


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
