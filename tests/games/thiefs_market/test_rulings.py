"""Thief's Market: the timing rulings of shared/notes/thiefs_market.md, each from a literal table.

Every test here builds the table by hand (piles, centre, market, decks) so the
scenario is exactly the one the ruling talks about.
"""

from __future__ import annotations

import random

import pytest

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.thiefs_market import GAME
from tabletop.games.thiefs_market.components import CARD, CARDS, Face
from tabletop.games.thiefs_market.effects import EFFECT
from tabletop.games.thiefs_market.rules import OBJECTS, splitting_turn
from tabletop.games.thiefs_market.state import Phase, ThiefsMarketState
from tabletop.messages import english

G, W, B, R, BAG, MASK = Face.GREEN, Face.WHITE, Face.BLUE, Face.RED, Face.GOLD, Face.INFAMY


def dice(*faces: Face) -> list[int]:
    """Returns face counts for the dice named."""
    out = [0] * 6
    for f in faces:
        out[f] += 1
    return out


def table(piles: list[list[int] | None], centre: list[int], *, marker: int | None = None, current: int = 0,
          rows: dict[str, list[str]] | None = None, decks: dict[str, list[str]] | None = None,
          tableau: dict[int, list[str]] | None = None, gold: list[int] | None = None) -> ThiefsMarketState:
    """Returns a table in the middle of Splitting: these piles, this centre, `current` to take or steal.

    Every card not named is boxed, so the cards are conserved; `marker` holds the start marker (None: centre).
    """
    players = len(piles)
    rows = rows or {"A": ["A11", "A15"]}
    decks = decks or {"A": ["A12", "A13"], "B": [], "C": []}
    tableau = tableau or {}
    named = {c for r in rows.values() for c in r} | {c for d in decks.values() for c in d} | \
        {c for cards in tableau.values() for c in cards}
    state = ThiefsMarketState(
        players=players, promos=False, rng=random.Random(5), decks={d: list(decks.get(d, [])) for d in "ABC"},
        rows={d: list(r) for d, r in rows.items()}, boxed=[c.id for c in CARDS if not c.promo and c.id not in named],
        gold=list(gold or [0] * players), infamy=[0] * players,
        tableau=[list(tableau.get(s, [])) for s in range(players)], centre=list(centre),
        marker_in_centre=marker is None, marker_owner=marker, piles=[None if p is None else list(p) for p in piles],
        used=[[] for _ in range(players)], extra_purchases=[0] * players)
    state.decisions.push(splitting_turn(current))
    assert not GAME.invariants(state), GAME.invariants(state)
    return state


def act(state: ThiefsMarketState, seat: int, text: str):
    """Plays `text` for `seat` after checking the rules allow it; returns the events."""
    action = Action.parse(text)
    reason = GAME.why_illegal(state, seat, action)
    assert reason is None, f"{text}: {reason}"
    return GAME.apply(state, seat, action)


def legal(state: ThiefsMarketState, seat: int) -> list[str]:
    return [a.text() for a in GAME.legal_actions(state, seat)]


def last_take(state: ThiefsMarketState) -> str:
    """Returns the take of everything left in the centre (the last seat without a pile)."""
    return "take all"


def picks(counts: list[int]) -> list[str]:
    """Returns the object words of face counts (and the marker as a 7th count), one per object."""
    return [word for word, n in zip(OBJECTS, counts) for _ in range(n)]


def take(state: ThiefsMarketState, seat: int, counts: list[int]):
    """Takes these objects from the centre pick by pick, then Done; returns the events of the last action."""
    for word in picks(counts):
        events = act(state, seat, f"take {word}")
    return act(state, seat, "done")


def steal(state: ThiefsMarketState, seat: int, victim: int, returned: list[int]):
    """Steals `victim`'s pile returning these objects pick by pick, then Done; returns the events of Done."""
    act(state, seat, f"steal {victim}")
    for word in picks(returned):
        act(state, seat, f"return {word}")
    return act(state, seat, "done")


# --- Big Haul / The Heist: the dice of your pile at the end of Splitting ------------------------------

@pytest.mark.parametrize("card", ["C01", "C12"])
def test_big_haul_counts_the_dice_of_the_pile_at_the_end_of_splitting_not_what_is_left_after_paying(card):
    cost = [f for f in (G, W, B, R) for _ in range(CARD[card].cost[f])]
    # Seat 0: the two dice the card costs, two red and a mask (5 dice), and the start marker.
    state = table([dice(*cost, R, R, MASK), dice(W, W), None], dice(R, BAG, BAG), marker=0, current=2,
                  rows={"A": ["A11"], "C": [card]}, decks={"A": ["A12"], "B": [], "C": ["C03"]})
    act(state, 2, last_take(state))  # Splitting ends: seat 0 holds the marker and buys first
    assert state.phase is Phase.BUY and GAME.to_act(state) == (0,)
    act(state, 0, f"buy {card}")
    assert sum(state.piles[0]) == 3  # three dice left after paying two
    assert state.infamy[0] == 5  # but five dice at the end of Splitting; the marker is no die


def test_big_haul_counts_the_dice_even_after_an_ability_spent_one():
    state = table([dice(G, B, R, R), dice(W, W), None], dice(R, BAG, BAG, W), marker=0, current=2,
                  rows={"C": ["C01"]}, decks={"A": [], "B": [], "C": ["C03"]}, tableau={0: ["A16"]})
    act(state, 2, last_take(state))
    act(state, 0, "spend A16")  # Tailor: a red die for 1 infamy
    act(state, 0, "buy C01")
    assert state.infamy[0] == 1 + 4


# --- the extra-purchase henchmen work in the round they are bought -------------------------------------

@pytest.mark.parametrize("card", ["A04", "A05", "A08", "B07"])
def test_an_extra_purchase_henchman_bought_first_gives_its_purchase_in_the_same_round(card):
    keyed = EFFECT[card].face
    cost = [f for f in (G, W, B, R) for _ in range(CARD[card].cost[f])]
    assert keyed in cost  # each is paid with its own colour: the keyed die leaves the pile to pay
    deck = CARD[card].deck
    rows = {"A": ["A16"], **({deck: [card]} if deck != "A" else {"A": ["A16", card]})}
    centre = dice(*[MASK] * (10 - len(cost) - 2))
    state = table([dice(*cost, R), dice(W), None], centre, marker=0, current=2,
                  rows=rows, decks={"A": ["A12"], "B": ["B03"], "C": ["C03"]})
    act(state, 2, last_take(state))
    assert state.purchases_left == 1
    events = act(state, 0, f"buy {card}")
    assert state.piles[0] == dice(R)  # the keyed die went to pay; the pile held it at the end of Splitting
    assert state.purchases_left == 1 and "tm.extra_purchase" in [e.code for e in events]
    act(state, 0, "buy A16")  # Tailor, with the red die
    assert state.tableau[0] == [card, "A16"]


def test_an_extra_purchase_henchman_gives_nothing_when_the_final_pile_lacked_its_colour():
    # Corrupt Official (white) paid with a gold token: the pile never held a white die.
    state = table([dice(R), dice(G), None], dice(G, G, B, B, BAG, MASK, MASK, W), marker=0, current=2,
                  rows={"A": ["A04", "A16"]}, gold=[1, 0, 0])
    act(state, 2, last_take(state))
    act(state, 0, "buy A04")  # its one white gem can only be paid with the gold token: no question
    assert state.gold[0] == 0 and state.purchases_left == 0 and legal(state, 0) == ["done"]


# --- Unlabeled Potion: discarded; the next card of its own deck, free -------------------------------

def test_unlabeled_potion_is_discarded_for_the_next_card_of_deck_b_never_deck_c():
    state = table([dice(R, B), dice(W), None], dice(G, G, B, BAG, MASK, MASK, W), marker=0, current=2,
                  rows={"A": ["A11"], "B": ["B18"]}, decks={"A": ["A12"], "B": ["B03", "B14"], "C": ["C03", "C05"]})
    act(state, 2, last_take(state))
    events = act(state, 0, "buy B18")
    assert state.tableau[0] == ["B14"]  # deck B's top card, free
    assert "B18" not in state.tableau[0] and state.decks["B"] == ["B03"] and state.decks["C"] == ["C03", "C05"]
    assert GAME.to_act(state) == (0,) and legal(state, 0) == ["done"]  # nothing to choose: never kept
    gained = next(e for e in events if e.code == "tm.potion_gained")
    assert gained.reveal and english(gained.code, gained.params) == \
        "Seat 1 discards the Unlabeled Potion and gains Menacing Monocle from deck B, free."
    assert not GAME.invariants(state)


def test_unlabeled_potion_with_deck_b_empty_gives_nothing_and_leaves_deck_c_alone():
    state = table([dice(R, B), dice(W), None], dice(G, G, B, BAG, MASK, MASK, W), marker=0, current=2,
                  rows={"B": ["B18"]}, decks={"A": [], "B": [], "C": ["C03", "C05"]})
    act(state, 2, last_take(state))
    events = act(state, 0, "buy B18")
    assert state.tableau[0] == [] and state.decks["C"] == ["C03", "C05"]
    assert "tm.potion_empty" in [e.code for e in events] and not GAME.invariants(state)


# --- Lucky Animal Appendage: the owner's choices ---------------------------------------------------

def stolen_lucky_pile() -> ThiefsMarketState:
    """Seat 0 owns the appendage and holds green, red, red; seat 1 is about to steal; seat 2 has no pile."""
    return table([dice(G, R, R), None, None], dice(W, W, B, B, BAG, MASK, MASK), current=1, tableau={0: ["B13"]})


def test_when_the_appendage_owners_pile_is_stolen_the_owner_chooses_the_die_not_rerolled():
    state = stolen_lucky_pile()
    before = list(state.centre)
    events = steal(state, 1, 0, dice(G, R))  # keep a red, return the green and a red
    assert not any(e.reveal for e in events)  # nothing rolls before the owner has chosen
    assert GAME.to_act(state) == (0,)  # the robbed owner decides, off turn
    assert [d.kind for d in state.decisions.view(None)] == ["split", "hold"]  # the thief's turn waits below
    assert legal(state, 0) == ["hold green", "hold red"]
    assert legal(state, 1) == [] and GAME.why_illegal(state, 1, Action.parse("take white")).code == \
        "engine.not_your_turn"
    assert GAME.why_illegal(state, 0, Action.parse("hold blue")).code == "tm.hold_a_returned_die"
    assert GAME.why_illegal(state, 0, Action.parse("take white")).code == "tm.choose_held_die"
    assert GAME.view(state, 2).decisions == GAME.view(state, 0).decisions  # dice are public: so is the choice
    events = act(state, 0, "hold red")
    codes = [e.code for e in events]
    assert codes == ["tm.lucky_die", "tm.rerolled"] and events[1].reveal
    assert english(events[0].code, events[0].params) == \
        "Seat 1 chooses a returned red die: it is not re-rolled (Lucky Animal Appendage)."
    assert state.centre[R] >= before[R] + 1 and sum(state.centre) == sum(before) + 2
    assert GAME.to_act(state) == (2,) and state.decisions.find("hold") is None  # play goes on after the thief


def test_when_every_returned_die_shows_one_face_nobody_is_asked():
    state = stolen_lucky_pile()
    events = steal(state, 1, 0, dice(R, R))  # return both reds: either one is the same choice
    assert [e.code for e in events][-2:] == ["tm.lucky_die", "tm.rerolled"]
    assert GAME.to_act(state) == (2,) and state.decisions.find("hold") is None


def test_the_stolen_choice_is_a_hand_over_in_a_session():
    session = Session(GAME, [SeatInfo("A"), SeatInfo("B"), SeatInfo("C")], {}, 1)
    session.state = stolen_lucky_pile()
    for text in ("steal 0", "return green", "return red"):
        session.act(1, Action.parse(text))
        assert session.can_undo()  # picks of one seat, nothing revealed: each may be taken back
    session.act(1, Action.parse("done"))
    assert session.to_act() == (0,) and not session.can_undo()  # the decision passed to another seat
    session.act(0, Action.parse("hold green"))
    assert session.to_act() == (2,) and not session.can_undo()  # a roll: undo never crosses it


def test_before_buying_the_appendage_owner_may_reroll_one_die_of_the_final_pile():
    state = table([dice(W, R, BAG), dice(G), None], dice(G, B, B, MASK, MASK, W), marker=0, current=2,
                  rows={"A": ["A11", "A16"]}, tableau={0: ["B13"]})
    act(state, 2, last_take(state))
    assert GAME.to_act(state) == (0,) and state.decisions.current().kind == "reroll"
    assert legal(state, 0) == ["reroll B13 white", "reroll B13 red", "reroll B13 gold", "no_reroll"]
    assert GAME.why_illegal(state, 0, Action.parse("buy A16")).code == "tm.choose_reroll"
    assert GAME.why_illegal(state, 0, Action.parse("reroll B13 blue")).code == "tm.no_such_die"
    events = act(state, 0, "reroll B13 red")
    assert [e.code for e in events] == ["tm.rerolled_one"] and events[0].reveal
    assert sum(state.piles[0]) == 3 and state.decisions.current().kind == "buy" and "B13" in state.used[0]
    assert GAME.why_illegal(state, 0, Action.parse("reroll B13 white")).code == "tm.used_up"


def test_the_appendage_owner_may_keep_every_die():
    state = table([dice(W, R), dice(G), None], dice(G, B, B, MASK, MASK, W, BAG), marker=0, current=2,
                  rows={"A": ["A11", "A16"]}, tableau={0: ["B13"]})
    act(state, 2, last_take(state))
    events = act(state, 0, "no_reroll")
    assert [e.code for e in events] == ["tm.kept_dice"] and state.piles[0] == dice(W, R)
    assert "buy A16" in legal(state, 0)


# --- the greedy bot's choices for the appendage ------------------------------------------------------

def test_the_bot_keeps_the_gold_bag_unrolled_and_rerolls_only_a_die_it_cannot_use():
    from tabletop.bots.thiefs_market import GreedyThief

    bot, rng = GreedyThief(), random.Random(0)
    state = table([dice(G, BAG, R), None, None], dice(W, W, B, B, MASK, MASK, R), current=1, tableau={0: ["B13"]})
    steal(state, 1, 0, dice(G, BAG))  # green and the gold bag come back
    choice = bot.choose(GAME, GAME.view(state, 0), 0, GAME.legal_actions(state, 0), rng)
    assert choice.text() == "hold gold"  # robbed, it takes from the centre again: the bag waits there for it
    # Before buying: two white dice pay for the Necklace, a red one buys nothing on this market.
    state = table([dice(W, W, R), dice(G), None], dice(G, B, B, MASK, MASK, BAG), marker=0, current=2,
                  rows={"A": ["A11"]}, tableau={0: ["B13"]})
    act(state, 2, last_take(state))
    choice = bot.choose(GAME, GAME.view(state, 0), 0, GAME.legal_actions(state, 0), rng)
    assert choice.text() == "reroll B13 red"
    state = table([dice(W, W), dice(G), None], dice(G, B, B, MASK, MASK, W, BAG), marker=0, current=2,
                  rows={"A": ["A11"]}, tableau={0: ["B13"]})
    act(state, 2, last_take(state))
    assert bot.choose(GAME, GAME.view(state, 0), 0, GAME.legal_actions(state, 0), rng).text() == "no_reroll"
