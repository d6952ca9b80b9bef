"""What Splitting the loot and Buying are made of: the objects a pile or the centre holds, the kinds of decision
a round asks for, and what the table holds now (the display, the centre, the piles, what a purchase costs)."""

from __future__ import annotations

from typing import Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Seat
from tabletop.engine.decisions import Decision
from tabletop.games.thiefs_market.components import CARD, DECKS, Face
from tabletop.games.thiefs_market.effects import discount, pile_of
from tabletop.games.thiefs_market.payment import Payment, shortfall
from tabletop.games.thiefs_market.state import ThiefsMarketState

# What a pile or the centre holds, as picks and actions name it: the six faces, then the start marker.
OBJECTS = tuple(face.word for face in Face) + ("marker",)
MARKER = 6

# The kinds of decision a round asks for (the card templates add "reroll" and "copy").
SPLIT = "split"   # a seat without a pile: take from the centre, or steal a pile
TAKE = "take"     # picking objects from the centre, one at a time
STEAL = "steal"   # picking the objects of a stolen pile that go back to the centre
HOLD = "hold"     # Lucky Animal Appendage's robbed owner: a returned die that keeps its face
BUY = "buy"       # a buying turn: buy cards, use abilities, then done
PAY = "pay"       # paying for one card, gem by gem
CARD_CHOICE = "card_effect"  # any other kind: a card's own question (its effect lists and applies the answers)

DONE = Action("done")
CANCEL = Action("cancel")
TAKE_ALL = Action("take", ("all",))
# Each object's `take`, `unpick` and `return`, and each seat's `steal`, made once: the Splitting lists are asked for
# before every pick of random play, and building their actions anew was a measurable share of it. Actions are
# immutable, so every list may hold the same ones.
TAKES = tuple(Action("take", (word,)) for word in OBJECTS)
UNPICKS = tuple(Action("unpick", (word,)) for word in OBJECTS)
RETURNS = tuple(Action("return", (word,)) for word in OBJECTS)
STEALS = tuple(Action("steal", (victim,)) for victim in range(8))  # more than the most seats
BUYS = {card_id: Action("buy", (card_id,)) for card_id in CARD}  # the Buying list, before every purchase
SPLITTING_VERBS = frozenset({"take", "steal", "return", "unpick"})
BUYING_VERBS = frozenset({"buy", "pay", "waive", "convert", "spend", "exchange", "reroll"})
CHOICE_VERBS = frozenset({"hold", "copy", "no_reroll"})


def objects(pile: Sequence[int] | None, marker: bool = False) -> int:
    """Returns how many objects a pile holds (dice, and the marker if it is there)."""
    return (sum(pile) if pile else 0) + int(marker)


def splitting_turn(seat: Seat) -> Decision:
    """Returns the decision of a seat's turn in Splitting: take from the centre, or steal a pile."""
    return Decision(seat, SPLIT, "tm.prompt.split")


def buying_turn(seat: Seat) -> Decision:
    """Returns the decision of a seat's buying turn."""
    return Decision(seat, BUY, "tm.prompt.buy")


def counts_of(picks: Sequence[object]) -> list[int]:
    """Returns picked objects counted by OBJECTS."""
    return [picks.count(word) for word in OBJECTS]



def market(state: ThiefsMarketState) -> list[str]:
    """Returns every card on display, row by row."""
    return [c for deck in DECKS for c in state.rows.get(deck, [])]


def centre_objects(state: ThiefsMarketState) -> list[int]:
    """Returns what the centre holds, counted by OBJECTS (the start marker last)."""
    return list(state.centre) + [int(state.marker_in_centre)]


def held(state: ThiefsMarketState, seat: Seat) -> list[int]:
    """Returns what a seat's pile holds, counted by OBJECTS (the start marker last)."""
    return list(pile_of(state, seat)) + [int(state.marker_owner == seat)]


def stealable(state: ThiefsMarketState, thief: Seat, victim: Seat) -> bool:
    """Returns True when `thief` may steal `victim`'s pile (another's, of two objects or more)."""
    pile = state.piles[victim]
    return victim != thief and pile is not None and objects(pile, state.marker_owner == victim) >= 2


def without_pile(state: ThiefsMarketState) -> list[Seat]:
    """Returns the seats that have no pile yet."""
    return [s for s in range(state.players) if state.piles[s] is None]


def gold_short(state: ThiefsMarketState, seat: Seat, card_id: str) -> int:
    """Returns how many more gold tokens a seat needs to buy a card now (0: it can pay)."""
    need = shortfall(CARD[card_id].cost, pile_of(state, seat), discount(state, seat))
    return max(0, need - state.gold[seat])


def payment_of(state: ThiefsMarketState, decision: Decision) -> Payment:
    """Returns the payment a PAY decision stands at: the card's cost less what its picks paid, settled."""
    seat = decision.seat
    payment = Payment.start(CARD[str(decision.params["card"])].cost, pile_of(state, seat), state.gold[seat],
                            discount(state, seat))
    for pick in decision.picks:
        assert isinstance(pick, tuple)  # (way, face word), as the rules' _paying records it
        payment = payment.pay(str(pick[0]), Face.of(str(pick[1]))).settled()
    return payment
