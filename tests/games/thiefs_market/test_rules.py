"""Thief's Market: distribution (take or steal), buying, every card effect, the round's end, scoring."""

from __future__ import annotations

import pytest

from tabletop.engine.action import Action
from tabletop.games.thiefs_market import GAME
from tabletop.games.thiefs_market.components import CARD, CARDS, DICE_BY_PLAYERS, Face
from tabletop.games.thiefs_market.effects import EFFECT
from tabletop.games.thiefs_market.rules import OBJECTS
from tabletop.games.thiefs_market.scoring import final_result
from tabletop.games.thiefs_market.state import Phase

G, W, B, R, BAG, MASK = Face.GREEN, Face.WHITE, Face.BLUE, Face.RED, Face.GOLD, Face.INFAMY


def counts(*faces: Face) -> list[int]:
    out = [0] * 6
    for f in faces:
        out[f] += 1
    return out


def buying(players=4, piles=None, tableau=None, gold=None, market=("A11", "A15", "B03", "C03", "A16"),
           marker=0, seed=1):
    """Returns a state in the buying phase, seat `marker` first, with the given piles, cards and gold."""
    state = GAME.new_game(players, {"promos": True}, seed)
    every = [c for d in state.decks.values() for c in d] + GAME.market(state) + state.boxed
    state.rows = {"A": [], "B": [], "C": []}
    owned = {c for cards in (tableau or {}).values() for c in cards}
    market = [c for c in market if c not in owned]
    for card in market:
        state.rows[CARD[card].deck if CARD[card].deck in "ABC" else "B"].append(card)
    taken = set(market)
    for seat, cards in (tableau or {}).items():
        state.tableau[seat] = list(cards)
        taken |= set(cards)
    leftovers = [c for c in every if c not in taken]
    state.decks = {d: [c for c in leftovers if CARD[c].deck == d] for d in "ABC"}
    state.boxed = []
    state.piles = [list(p) for p in (piles or [counts(R, R), counts(W), counts(B), counts(G)])][:players]
    n = DICE_BY_PLAYERS[players]
    state.centre = [0] * 6
    state.centre[G] = n - sum(sum(p) for p in state.piles)
    state.marker_in_centre = False
    state.marker_owner = marker
    state.gold = list(gold or [0] * players)
    GAME._end_distribution(state, [])
    assert not GAME.invariants(state), GAME.invariants(state)
    return state


def legal(state, seat=None):
    return [a.text() for a in GAME.legal_actions(state, GAME.to_act(state)[0] if seat is None else seat)]


def act(state, text):
    """Plays `text` for the seat deciding now, after checking the rules allow it; returns the events."""
    seat = GAME.to_act(state)[0]
    action = Action.parse(text)
    reason = GAME.why_illegal(state, seat, action)
    assert reason is None, f"{text}: {reason}"
    return GAME.apply(state, seat, action)


def why(state, text):
    return GAME.why_illegal(state, GAME.to_act(state)[0], Action.parse(text))


def take(state, counts):
    """Takes these objects (face counts, the marker 7th) pick by pick, then Done; returns Done's events."""
    for word, n in zip(OBJECTS, counts):
        for _ in range(n):
            act(state, f"take {word}")
    return act(state, "done")


def steal(state, victim, returned):
    """Steals `victim`'s pile, returning these objects pick by pick, then Done; returns Done's events."""
    act(state, f"steal {victim}")
    for word, n in zip(OBJECTS, returned):
        for _ in range(n):
            act(state, f"return {word}")
    return act(state, "done")


# --- setup --------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_keeps_thirteen_twelve_eleven_and_shows_five_a_cards(players):
    state = GAME.new_game(players, {}, 7)
    assert len(state.decks["A"]) == 13 - 5 and len(state.decks["B"]) == 12 and len(state.decks["C"]) == 11
    assert len(state.rows["A"]) == 5 and all(CARD[c].deck == "A" for c in state.rows["A"])
    assert len(state.boxed) == 3 + 7 + 3  # the rest of each deck, unseen
    assert state.gold == [1] * players and state.infamy == [0] * players
    assert sum(state.centre) == DICE_BY_PLAYERS[players] == {3: 10, 4: 11, 5: 13}[players]
    assert state.marker_in_centre and state.current == state.start_seat


def test_there_are_49_market_cards_and_4_promos():
    assert sorted(c.deck for c in CARDS if not c.promo).count("A") == 16
    assert [c.deck for c in CARDS if not c.promo].count("B") == 19
    assert [c.deck for c in CARDS if not c.promo].count("C") == 14
    assert len([c for c in CARDS if c.promo]) == 4


# --- distribution ------------------------------------------------------------------------------

def distributing(seed=3, players=4):
    return GAME.new_game(players, {}, seed)


def test_the_start_player_takes_any_number_of_objects_at_least_one_pick_by_pick():
    state = distributing()
    seat, centre = state.current, list(state.centre) + [1]
    # Nothing to steal yet: one pick per kind of object in the centre, never every combination at once.
    assert legal(state) == [f"take {w}" for w, n in zip(OBJECTS, centre) if n]
    assert why(state, "done").code == "tm.take_at_least_one"
    for word, n in zip(OBJECTS, centre):  # as many as there are, every one if it likes
        for _ in range(n):
            act(state, f"take {word}")
        if word != "marker":
            assert why(state, f"take {word}").code == "tm.not_in_centre"  # no more than the centre holds
    assert legal(state) == [f"unpick {w}" for w, n in zip(OBJECTS, centre) if n] + ["done", "cancel"]
    act(state, "done")
    assert state.piles[seat] == centre[:6] and state.marker_owner == seat and not any(state.centre)


def test_picks_can_be_taken_back_one_at_a_time_or_all_at_once():
    state = distributing()
    seat = state.current
    face = next(w for w, n in zip(OBJECTS, state.centre) if n)
    act(state, f"take {face}")
    act(state, "take marker")
    assert state.decisions.current().picks == (face, "marker") and state.piles[seat] is None  # nothing moved
    act(state, "unpick marker")
    assert state.decisions.current().picks == (face,)
    act(state, f"unpick {face}")  # nothing picked: back to take-or-steal
    assert state.decisions.current().kind == "split" and why(state, "unpick green").code == "tm.nothing_picked"
    act(state, f"take {face}")
    act(state, "cancel")
    assert state.decisions.current().kind == "split" and state.marker_in_centre


def test_taking_moves_dice_and_the_marker_and_passes_clockwise():
    state = distributing()
    seat = state.current
    face = next(f for f in range(6) if state.centre[f])
    picked = [0] * 7
    picked[face], picked[6] = 1, 1
    take(state, picked)
    assert state.piles[seat][face] == 1 and state.marker_owner == seat and not state.marker_in_centre
    assert state.current == (seat + 1) % 4


def test_a_pile_of_one_cannot_be_stolen():
    state = distributing()
    seat = state.current
    face = next(f for f in range(6) if state.centre[f])
    picked = [0] * 7
    picked[face] = 1
    take(state, picked)
    assert why(state, f"steal {seat}").code == "tm.pile_of_one"
    assert not any(a.kind == "steal" for a in GAME.legal_actions(state, state.current))


def test_a_thief_returns_at_least_one_and_keeps_at_least_one_and_the_dice_are_rerolled():
    state = distributing(seed=5)
    first = state.current
    take(state, list(state.centre) + [1])  # everything, marker too
    thief = state.current
    held = list(state.piles[first])
    act(state, f"steal {first}")
    assert why(state, "done").code == "tm.return_at_least_one"
    trial = state.copy()
    everything = [w for w, n in zip(OBJECTS, held + [1]) for _ in range(n)]
    for word in everything[:-1]:
        act(trial, f"return {word}")
    assert why(trial, f"return {everything[-1]}").code == "tm.keep_at_least_one"
    act(state, "return marker")  # give back only the start marker
    act(state, "done")
    assert state.piles[first] is None and state.piles[thief] == held
    assert state.marker_in_centre and state.marker_owner is None
    assert state.current == (thief + 1) % 4  # play goes on clockwise; the robbed seat comes round again


def test_returned_dice_are_rerolled_and_the_robbed_seat_plays_again_later():
    state = distributing(seed=8, players=3)
    first = state.current
    take(state, list(state.centre) + [0])
    thief = state.current
    pile = list(state.piles[first])
    face = next(f for f in range(6) if pile[f])
    returned = [0] * 7
    returned[face] = 1
    events = steal(state, first, returned)
    assert sum(state.centre) == 1 + 0 and "tm.rerolled" in [e.code for e in events]
    assert any(e.reveal for e in events)
    order = []
    while state.phase is Phase.DISTRIBUTE:
        if state.decisions.current().kind == "split":
            order.append(state.current)
        acts = GAME.legal_actions(state, state.current)
        if state.decisions.current().kind == "take":
            pick = Action("done")  # one object each: plenty is left for the robbed seat
        else:
            pick = next((a for a in acts if a.kind == "take"), acts[0])
        GAME.apply(state, state.current, pick)
    assert first in order  # the robbed seat took a later turn
    assert thief not in order  # the thief has a pile and does not act again


def test_the_last_seat_without_a_pile_that_takes_takes_everything():
    state = distributing(seed=2, players=3)
    for _ in range(2):
        act(state, next(a for a in legal(state) if a.startswith("take") and a != "take marker"))
        act(state, "done")
    seat, centre = state.current, list(state.centre)
    takes = [a for a in legal(state) if a.startswith("take")]
    assert takes == ["take all"]  # in one action, not pick by pick
    assert why(state, "take " + next(w for w, n in zip(OBJECTS, centre) if n)).code == "tm.take_everything"
    act(state, "take all")
    assert state.piles[seat] == centre and state.marker_owner == seat and state.phase is Phase.BUY


# --- buying --------------------------------------------------------------------------------------

def test_buying_starts_with_the_marker_holder_and_gems_pay_their_colour():
    state = buying(marker=2, piles=[counts(R), counts(W), counts(W, W), counts(G)], market=("A11", "A16"))
    assert state.current == 2 and state.buy_order == [2, 3, 0, 1]
    assert "buy A11" in legal(state)  # Necklace costs two white
    act(state, "buy A11")  # two white dice pay: no other way, so nothing to pick
    assert state.piles[2] == [0] * 6 and "A11" in state.tableau[2]
    assert legal(state) == ["done"]  # one purchase per round


def test_gold_tokens_are_wild_but_a_gold_bag_die_is_not_a_gold_token():
    state = buying(piles=[counts(W, BAG), counts(), counts(), counts()], gold=[1, 0, 0, 0], market=("A11",))
    assert legal(state)[0] == "buy A11"
    act(state, "buy A11")  # one white die and one gold token for the other white: the only way
    assert state.gold[0] == 0 and state.piles[0] == counts(BAG) and "A11" in state.tableau[0]
    poor = buying(piles=[counts(W, BAG), counts(), counts(), counts()], gold=[0, 0, 0, 0], market=("A11",))
    r = GAME.why_illegal(poor, 0, Action.parse("buy A11"))
    assert r.code == "tm.cannot_afford" and r.params["missing"] == 1


def test_a_payment_with_a_choice_is_made_gem_by_gem_and_every_pick_keeps_the_rest_payable():
    # Two white and a red (Easily Impressed Noble's cost is two white and a green): one white die, two gold.
    state = buying(piles=[counts(W, G), counts(), counts(), counts()], gold=[2, 0, 0, 0], market=("B06",))
    act(state, "buy B06")
    assert state.decisions.current().kind == "pay" and legal(state) == [
        "pay green die", "pay green gold", "pay white die", "pay white gold", "cancel"]
    assert why(state, "pay red gold").code == "tm.not_in_cost" and why(state, "done").code == "tm.finish_payment"
    act(state, "pay green gold")  # now both white gems need the last gold token and the white die
    assert state.decisions.current().kind == "buy" and state.gold[0] == 0 and state.piles[0] == counts(G)
    assert "B06" in state.tableau[0]
    again = buying(piles=[counts(W, G), counts(), counts(), counts()], gold=[2, 0, 0, 0], market=("B06",))
    act(again, "buy B06")
    act(again, "cancel")  # nothing was paid
    assert again.gold[0] == 2 and again.piles[0] == counts(W, G) and "buy B06" in legal(again)


def test_round_end_turns_bags_into_gold_and_masks_into_infamy_and_refills_the_market():
    state = buying(piles=[counts(BAG, BAG, MASK), counts(), counts(), counts()], market=("A11", "A15"))
    rows_before = len(state.rows["A"])
    for _ in range(4):
        act(state, "done")
    assert state.gold[0] == 2 and state.infamy[0] == 1
    assert len(state.rows["A"]) == 5 and rows_before == 2
    assert state.phase is Phase.DISTRIBUTE and sum(state.centre) == 11 and state.start_seat == 0


def test_deck_b_opens_when_a_cannot_refill_and_the_game_ends_when_c_cannot():
    state = buying(market=("A11",))
    state.decks["A"] = state.decks["A"][:2]
    for _ in range(4):
        act(state, "done")
    assert len(state.rows["A"]) == 3 and "B" in state.rows and len(state.rows["B"]) == 5
    end = buying(market=("C03",))
    end.rows = {"A": [], "B": [], "C": ["C03"]}
    end.decks["C"] = end.decks["C"][:1]
    for _ in range(4):
        act(end, "done")
    assert end.phase is Phase.OVER


# --- every card effect ----------------------------------------------------------------------------

@pytest.mark.parametrize("card", [c.id for c in CARDS if c.template == "convert_die"])
def test_convert_a_die_once_per_round(card):
    effect = EFFECT[card]
    source = effect.face
    state = buying(piles=[counts(source, source), counts(), counts(), counts()], tableau={0: [card]},
                   market=("A11",))
    offered = {a for a in legal(state) if a.startswith("convert")}
    assert offered == {f"convert {card} {to.word}" for to in effect.into}
    target = effect.into[0]
    act(state, f"convert {card} {target.word}")
    assert state.piles[0][target] == 1 and state.piles[0][source] == 1
    assert GAME.why_illegal(state, 0, Action.parse(f"convert {card} {target.word}")).code == "tm.used_up"


@pytest.mark.parametrize("card", [c.id for c in CARDS if c.template == "spend_die_for_infamy"])
def test_spend_a_die_for_infamy(card):
    die = EFFECT[card].face
    state = buying(piles=[counts(die), counts(), counts(), counts()], tableau={0: [card]}, market=("A11",))
    act(state, f"spend {card}")
    assert state.infamy[0] == 1 and state.piles[0][die] == 0


def test_gauntlet_spends_a_mask_for_a_gold_token():
    state = buying(piles=[counts(MASK), counts(), counts(), counts()], tableau={0: ["B10"]}, market=("A11",))
    act(state, "spend B10")
    assert state.gold[0] == 1 and state.piles[0][MASK] == 0


@pytest.mark.parametrize("card", [c.id for c in CARDS if c.template == "extra_purchase_if_pile_has"])
def test_an_extra_purchase_when_the_pile_holds_the_colour(card):
    die = EFFECT[card].face
    state = buying(piles=[counts(die, W, W, B, B), counts(), counts(), counts()], tableau={0: [card]},
                   market=("A11", "A15"))
    assert state.purchases_left == 2
    without = buying(piles=[counts(), counts(), counts(), counts()], tableau={0: [card]}, market=("A11",))
    assert without.purchases_left == 1


@pytest.mark.parametrize("card", [c.id for c in CARDS if c.template == "end_building_set"])
def test_safehouses_score_more_in_a_set_of_two(card):
    effect = EFFECT[card]
    alone = buying(tableau={0: [card]})
    assert final_result(alone).breakdown[0]["cards_points"] == effect.vp_if_1
    other = next(c.id for c in CARDS if c.template == "end_building_set" and c.id != card)
    pair = buying(tableau={0: [card, other]})
    assert final_result(pair).breakdown[0]["cards_points"] == effect.vp_if_2plus + EFFECT[other].vp_if_2plus


@pytest.mark.parametrize("card", [c.id for c in CARDS if c.template == "infamy_on_buy_with_color"])
def test_infamy_when_buying_a_card_whose_cost_has_the_colour_itself_included(card):
    colour = EFFECT[card].colour
    pile = counts(*[f for f in (G, W, B, R) for _ in range(CARD[card].cost[f])])
    state = buying(piles=[pile, counts(), counts(), counts()], market=(card,))
    act(state, f"buy {card}")
    assert state.infamy[0] == 1  # the card pays for itself: its own cost has the colour
    assert CARD[card].cost[colour]


def test_eyepatch_pays_infamy_to_the_marker_holder():
    state = buying(tableau={0: ["B08"], 1: []}, marker=0)
    assert state.infamy[0] == 1
    assert buying(tableau={0: ["B08"]}, marker=1).infamy[0] == 0


@pytest.mark.parametrize("card, face, token", [("B11", BAG, "gold"), ("C08", MASK, "infamy")])
def test_a_bonus_when_turning_in_bags_or_masks(card, face, token):
    state = buying(piles=[counts(face, face), counts(), counts(), counts()], tableau={0: [card]}, market=("A11",))
    for _ in range(4):
        act(state, "done")
    assert getattr(state, token)[0] == 3  # two dice and one extra


def test_lucky_appendage_keeps_a_returned_die_and_rerolls_one_before_buying():
    state = buying(piles=[counts(R, W), counts(), counts(), counts()], tableau={0: ["B13"]}, market=("A11",))
    assert {"reroll B13 red", "reroll B13 white"} <= set(legal(state))
    act(state, "reroll B13 red")
    assert sum(state.piles[0]) == 2 and "reroll B13 white" not in legal(state)
    dist = distributing(seed=9, players=3)
    first = dist.current
    dist.tableau[first] = ["B13"]
    take(dist, list(dist.centre) + [0])
    face = next(f for f in range(6) if dist.piles[first][f])
    returned = [0] * 7
    returned[face] = 1
    events = steal(dist, first, returned)
    assert "tm.lucky_die" in [e.code for e in events] and dist.centre[face] == 1


def test_unlabeled_potion_is_discarded_for_the_top_card_of_its_own_deck():
    pile = counts(R, B)
    state = buying(piles=[pile, counts(), counts(), counts()], market=("B18",))
    top, deck_c = state.decks["B"][-1], list(state.decks["C"])
    act(state, "buy B18")
    assert legal(state) == ["done"]  # nothing to choose: the potion is never kept
    assert state.tableau[0] == [top] and "B18" in state.boxed and state.decks["C"] == deck_c


def test_wicked_clutches_pays_infamy_when_your_pile_is_stolen():
    state = distributing(seed=4, players=3)
    first = state.current
    state.tableau[first] = ["B19"]
    take(state, list(state.centre) + [1])
    steal(state, first, [0, 0, 0, 0, 0, 0, 1])
    assert state.infamy[first] == 1


@pytest.mark.parametrize("card", ["C01", "C12"])
def test_big_haul_and_the_heist_pay_infamy_per_die_of_the_pile_at_the_end_of_splitting(card):
    cost = CARD[card].cost
    pile = counts(*[f for f in (G, W, B, R) for _ in range(cost[f])], R, R, MASK)
    state = buying(piles=[pile, counts(), counts(), counts()], market=(card,))
    act(state, f"buy {card}")
    assert state.infamy[0] == 5  # the five dice before paying (it was the three left after, before the ruling)


def test_exit_strategy_turns_gold_into_infamy_as_often_as_wanted():
    state = buying(tableau={0: ["C04"]}, gold=[2, 0, 0, 0], market=("A11",))
    act(state, "exchange C04")
    act(state, "exchange C04")
    assert state.gold[0] == 0 and state.infamy[0] == 4 and "exchange C04" not in legal(state)
    assert why(state, "exchange C04").code == "tm.no_gold"


def test_insurance_racket_gives_a_purchase_and_waives_one_die():
    state = buying(piles=[counts(W), counts(), counts(), counts()], tableau={0: ["C07"]}, market=("A11", "A09"))
    assert state.purchases_left == 2
    assert "buy A11" in legal(state)  # Necklace (two white) for one white die
    act(state, "buy A11")  # one white gem off, the other paid with the die: the only way
    assert state.purchases_left == 1 and "A11" in state.tableau[0] and state.piles[0] == counts()


def test_insurance_racket_lets_its_owner_choose_which_gem_is_waived():
    state = buying(piles=[counts(W, B, R), counts(), counts(), counts()], tableau={0: ["C07"]}, market=("B08",))
    act(state, "buy B08")  # Eyepatch: white, blue, red; one of them comes off
    assert legal(state) == ["pay white die", "waive white", "pay blue die", "waive blue", "pay red die",
                            "waive red", "cancel"]
    act(state, "pay red die")
    assert legal(state) == ["pay white die", "waive white", "pay blue die", "waive blue", "cancel"]
    assert why(state, "pay red die").code == "tm.not_in_cost"
    act(state, "waive blue")  # the white die pays the last gem
    assert state.piles[0] == counts(B) and "B08" in state.tableau[0]


def test_end_of_game_cards_score_as_printed():
    state = buying(tableau={0: ["C02", "A01", "A07", "A13"], 1: ["C09", "A11", "A15"], 2: ["C10"], 3: ["C13"]})
    state.infamy[2] = 5
    rows = final_result(state).breakdown
    assert rows[0]["cards_points"] == 6  # Golem and three magic cards: four magic icons, two sets of two
    assert rows[1]["cards_points"] == 2 + 2 + 2  # Loyalty Program: 1 per other card; Necklace and Hood: 2 each
    assert rows[2]["cards_points"] == 2  # Political Campaign: five infamy tokens, 1 per 2
    assert rows[3]["cards_points"] == 7  # nobody else has a compass


def test_treasure_map_scores_less_when_another_player_has_a_compass():
    state = buying(tableau={0: ["C13"], 1: ["C08"]})
    assert final_result(state).breakdown[0]["cards_points"] == 5


def test_bonuses_most_henchmen_three_second_one_most_gold_three_ties_one_each():
    state = buying(tableau={0: ["A02", "A06"], 1: ["A03"], 2: [], 3: []}, gold=[0, 4, 4, 1])
    rows = final_result(state).breakdown
    assert [r["henchmen_bonus"] for r in rows] == [3, 1, 0, 0]
    assert [r["gold_bonus"] for r in rows] == [0, 1, 1, 0]


def test_score_adds_cards_infamy_and_bonuses_and_ties_go_to_more_cards_then_infamy():
    state = buying(tableau={0: ["A11"], 1: ["A15"], 2: [], 3: []}, gold=[0, 0, 0, 0])
    state.infamy = [1, 1, 0, 0]
    result = final_result(state)
    assert result.scores[0] == result.scores[1] == 3
    assert result.ranks[0] == result.ranks[1] == 1 and result.tiebreaks[0].code == "tm.tie_shared"
    state.tableau[1].append("A16")  # a card worth nothing, but one more card
    result = final_result(state)
    assert result.ranks[1] == 1 and result.ranks[0] == 2


def test_infamy_tokens_are_hidden_from_the_other_seats():
    state = buying()
    state.infamy = [2, 0, 5, 0]
    assert GAME.view(state, 0).seats[0].infamy == 2
    assert GAME.view(state, 0).seats[2].infamy is None and GAME.view(state, None).seats[0].infamy is None


def test_mimetic_stew_becomes_a_copy_of_an_opponents_card():
    pile = counts(G, B)
    state = buying(piles=[pile, counts(), counts(), counts()], tableau={1: ["A11"], 2: ["C13"]}, market=("P1",))
    act(state, "buy P1")
    assert legal(state) == ["copy A11", "copy C13"]
    act(state, "copy A11")
    assert final_result(state).breakdown[0]["cards_points"] == 2  # plays as a Necklace


def test_narrow_alleyway_pays_when_another_pile_holds_five_objects():
    state = buying(piles=[counts(G), counts(R, R, W, W, B), counts(), counts(G)], tableau={0: ["P2"]})
    assert state.infamy[0] == 2
    assert buying(piles=[counts(G), counts(R, W), counts(), counts(G)], tableau={0: ["P2"]}).infamy[0] == 0


def test_purported_curse_scores_the_opponents_magic_icons():
    state = buying(tableau={0: ["P4"], 1: ["A01", "A07"], 2: ["C02"]})
    assert final_result(state).breakdown[0]["cards_points"] == 3


def test_wut_shows_every_icon():
    state = buying(tableau={0: ["P3", "A10"], 1: ["A02"]})
    rows = final_result(state).breakdown
    assert rows[0]["cards_points"] == CARD["A10"].effect["vp_if_2plus"]  # Wut is a building too
    assert [r["henchmen_bonus"] for r in rows] == [1, 1, 0, 0]  # and a henchman: a tie for most
