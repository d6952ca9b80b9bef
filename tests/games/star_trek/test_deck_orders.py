"""The battles note's scenarios 36–40 (star_trek_decks.md §7): a taken personnel, download, Kitrik, Shinzon,
Cretak, Robin Lefler and Salvaging the Wreckage, each from a literal state."""

from __future__ import annotations

import pytest

from tabletop.engine.action import Action
from tabletop.games.star_trek.turn import cost_to_play
from tabletop.games.star_trek.zones import kill
from tabletop.games.star_trek.decks import DeckList, premade_decks
from tests.games.star_trek.battle_literal import table, with_cards
from tests.games.star_trek.literal import (FED, GAME, act, kind_now, mission, orders, place, play_segment, refused,
                                           take, to_hand)

BORG = KLI = ROM = 1
KLI0 = 0


def gowron_table(deck_titles, **options):
    state = table("klingon", "borg", **options)
    side = state.sides[KLI0]
    side.discard += side.deck
    side.deck.clear()
    deck = [take(state, KLI0, t) for t in deck_titles]
    side.deck[:] = deck
    gowron = to_hand(state, KLI0, "Gowron")
    play_segment(state, KLI0)
    return state, gowron, deck


def test_37_download_takes_the_one_match_and_shuffles():
    state, gowron, deck = gowron_table(["B'amara", "Dokar", "Kroval", "Vorax", "D'Arsay Archive"])
    events = act(state, KLI0, f"play {gowron}")
    assert state.counters == 3 and kind_now(state) == "onplay"
    events = act(state, KLI0, "accept")
    assert deck[0] in state.sides[KLI0].hand and sorted(state.sides[KLI0].deck) == sorted(deck[1:])
    assert any(e.code == "st.downloaded" and e.params["card"] == "B'amara" and e.visible_to is None for e in events)
    assert any(e.code == "st.deck_shuffled" and e.reveal for e in events)


def test_37_declining_leaves_the_deck_and_finding_nothing_still_shuffles():
    state, gowron, deck = gowron_table(["B'amara", "Dokar", "Kroval", "Vorax", "D'Arsay Archive"])
    act(state, KLI0, f"play {gowron}")
    act(state, KLI0, "pass")
    assert state.sides[KLI0].deck == deck
    for shuffles in (True, False):
        state, gowron, deck = gowron_table(["Dokar", "Kroval", "Vorax"], download_shuffles=shuffles)
        state.rng.seed(2)
        act(state, KLI0, f"play {gowron}")
        events = act(state, KLI0, "accept")
        assert any(e.code == "st.found_nothing" for e in events)
        assert (state.sides[KLI0].deck != deck) is shuffles and sorted(state.sides[KLI0].deck) == sorted(deck)


def test_38_kitrik_draws_only_where_a_mission_needs_science():
    state = table("klingon", "borg")
    kitrik = to_hand(state, KLI0, "Kitrik")
    play_segment(state, KLI0)
    hand = len(state.sides[KLI0].hand)
    act(state, KLI0, f"play {kitrik}")
    act(state, KLI0, "accept")   # Sector 97 asks for Science
    assert len(state.sides[KLI0].hand) == hand   # Kitrik left the hand, one card came
    base = premade_decks()["klingon"]
    no_science = DeckList("k", "k", (*base.missions[:3], base.missions[4], "1S203"), base.dilemma_pile, base.draw_deck)
    assert "1S167" in base.missions and "1S167" not in no_science.missions
    state = table(no_science, "borg")
    kitrik = to_hand(state, KLI0, "Kitrik")
    play_segment(state, KLI0)
    act(state, KLI0, f"play {kitrik}")
    assert kind_now(state) == "play"   # nothing offered


def test_38_shinzon_discards_one_draws_one_once_a_turn():
    state = table("romulan", "borg")
    romulus = mission(state, KLI0, "Romulus")
    shinzon = place(state, KLI0, "Shinzon", romulus)
    card = to_hand(state, KLI0, "Mopak")
    orders(state, KLI0)
    act(state, KLI0, f"order {shinzon}")
    assert kind_now(state) == "shed" and state.decisions.current().private
    act(state, KLI0, f"shed {card}")
    assert card in state.sides[KLI0].discard and len(state.sides[KLI0].hand) == 1
    assert refused(state, KLI0, f"order {shinzon}") == "st.order_used"
    state.used_orders.clear()
    state.sides[KLI0].discard += state.sides[KLI0].hand
    state.sides[KLI0].hand.clear()
    assert refused(state, KLI0, f"order {shinzon}") == "st.no_card_in_hand"


def test_38_cretak_takes_a_deridex_and_shuffles():
    state = table("romulan", "borg")
    side = state.sides[KLI0]
    cretak = to_hand(state, KLI0, "Cretak")
    ships = [u for u in side.deck if state.card(u).title == "D'deridex"]
    assert len(ships) == 2
    play_segment(state, KLI0)
    act(state, KLI0, f"play {cretak}")
    act(state, KLI0, "accept")
    assert sum(1 for u in side.hand if u in ships) == 1 and kind_now(state) == "play"


@pytest.mark.parametrize("deck_size", [10, 2])
def test_39_robin_lefler(deck_size):
    state = table("federation_premiere", "borg")
    lapideas = mission(state, FED, "Lapideas System")
    lefler = place(state, FED, "Robin Lefler", lapideas)
    stopped = [place(state, FED, t, lapideas, stopped=True) for t in ("Davies", "Barron", "Van Orton")]
    nebula = place(state, FED, "U.S.S. Nebula", lapideas)
    side = state.sides[FED]
    side.discard += side.deck[deck_size:]
    del side.deck[deck_size:]
    orders(state, FED)
    act(state, FED, f"order {lefler}")
    assert lefler in state.stopped
    for p in stopped:
        if not side.deck:
            assert refused(state, FED, f"carry {p} {nebula}") == "st.cost_needs_deck"
            break
        act(state, FED, f"carry {p} {nebula}")
    act(state, FED, "done")
    moved = [p for p in stopped if state.loc[p] == nebula]
    assert len(moved) == min(3, deck_size) and set(moved) <= state.stopped
    assert len(side.deck) == deck_size - len(moved)
    assert refused(state, FED, f"order {lefler}") == "st.personnel_stopped"


def test_40_salvaging_the_wreckage():
    state = table("federation", "borg_call_to_arms")
    side = state.sides[BORG]
    pile = [take(state, BORG, t) for t in ("Cartography Drone", "Research Drone", "Borg Sphere", "Adapt",
                                             "Borg Cutting Beam")]
    side.discard[:] = pile
    salvage = to_hand(state, BORG, "Salvaging the Wreckage")
    play_segment(state, BORG)
    act(state, BORG, f"play {salvage}")
    assert state.counters == 4 and salvage in side.removed
    assert refused(state, BORG, f"salvage {pile[3]}") == "st.not_personnel_or_ship"
    for u in (pile[0], pile[1], pile[2]):
        act(state, BORG, f"salvage {u}")
    act(state, BORG, "done")
    assert side.deck[-3:] == pile[:3] and side.discard == pile[3:]
    assert salvage not in side.discard


def test_40_at_most_four():
    state = table("federation", "borg_call_to_arms")
    side = state.sides[BORG]
    pile = [take(state, BORG, t) for t in ("Cartography Drone", "Research Drone", "Borg Sphere", "Borg Sphere",
                                             "Opposition Drone")]
    side.discard[:] = pile
    salvage = to_hand(state, BORG, "Salvaging the Wreckage")
    play_segment(state, BORG)
    act(state, BORG, f"play {salvage}")
    for u in pile[:4]:
        act(state, BORG, f"salvage {u}")
    assert refused(state, BORG, f"salvage {pile[4]}") == "st.salvage_full"


def test_36_a_taken_personnel_serves_its_commander():
    state = table(with_cards("federation", "William T. Riker"), "borg_call_to_arms")
    adelaar = mission(state, BORG, "Adelaar System")
    sphere = place(state, BORG, "Borg Sphere", adelaar)
    riker = place(state, FED, "William T. Riker", sphere)
    state.commander[riker] = BORG
    for t in ("Information Drone", "Cartography Drone", "Research Drone", "Computation Drone"):
        place(state, BORG, t, sphere)
    second = to_hand(state, FED, "William T. Riker")
    play_segment(state, FED)
    assert GAME.why_illegal(state, FED, Action.parse(f"play {second}")) is None   # Fed commands no Riker (T4)
    acclimation = to_hand(state, BORG, "Acclimation Drone")
    assert cost_to_play(state, BORG, acclimation) == 1
    assert GAME.invariants(state) == []
    kill(state, riker, [])   # killed, he goes to his owner's discard pile
    assert riker in state.sides[FED].discard and riker not in state.commander


# 41 ---------------------------------------------------------------------------------------------------------
KHITOMER_SEVEN = ("Gowron", "Kahmis", "Dokar", "Kroval", "Vorax", "B'amara", "K'nera")


def promise_table(promise=True, meraht=True):
    state = table("klingon", "borg_call_to_arms")
    khitomer = mission(state, KLI0, "Khitomer")
    crew = [place(state, KLI0, t, khitomer) for t in KHITOMER_SEVEN]
    beneath = [take(state, BORG, t) for t in ("Command Decisions", "Triage", "Pinned Down", "Wavefront")]
    state.beneath[khitomer] = beneath
    lender = take(state, KLI0, "Meraht")
    if meraht:
        state.sides[KLI0].discard.append(lender)
    else:
        state.sides[KLI0].deck.append(lender)
    card = to_hand(state, KLI0, "The Promise") if promise else None
    sokath = take(state, BORG, "Sokath, His Eyes Uncovered!")
    state.sides[BORG].pile.insert(0, sokath)
    orders(state, KLI0)
    act(state, KLI0, f"attempt {khitomer}")
    assert state.attempt.budget == 3
    act(state, BORG, f"choose {sokath}")
    act(state, BORG, "done")
    while kind_now(state) == "next":
        act(state, KLI0, "next")
    return state, khitomer, crew, card, lender, sokath


def test_41_the_promise_gains_end_with_the_dilemma():
    state, khitomer, crew, card, lender, sokath = promise_table()
    assert kind_now(state) == "facing"
    kroval = crew[3]
    act(state, KLI0, f"brief {card}")
    act(state, KLI0, f"receive {kroval}")
    act(state, KLI0, f"lend {lender}")
    if kind_now(state) == "facing":
        act(state, KLI0, "pass")
    while kind_now(state) == "next":
        act(state, KLI0, "next")
    assert sokath in state.beneath[khitomer] and len(state.beneath[khitomer]) == 5
    assert khitomer not in state.sides[KLI0].completed and set(crew) <= state.stopped   # Cunning 32, not > 32
    assert card in state.sides[KLI0].discard and lender in state.sides[KLI0].discard


def test_41_without_the_promise_sokath_stops_everyone_and_returns():
    state, khitomer, crew, card, lender, sokath = promise_table(promise=False)
    if kind_now(state) == "facing":
        act(state, KLI0, "pass")
    while kind_now(state) == "next":
        act(state, KLI0, "next")
    assert set(crew) <= state.stopped and sokath == state.sides[BORG].pile[-1] and len(state.beneath[khitomer]) == 4


def test_41_no_klingon_in_the_discard_pile_no_promise():
    state, khitomer, crew, card, lender, sokath = promise_table(meraht=False)
    assert Action("brief", (card,)) not in GAME.legal_actions(state, KLI0)


def test_36_information_drone_links_a_skill_of_the_taken_riker_only_while_he_is_with_it():
    from tabletop.games.star_trek.borrow import interlink_actions
    state = table("federation", "borg_call_to_arms")
    adelaar = mission(state, BORG, "Adelaar System")
    sphere = place(state, BORG, "Borg Sphere", adelaar)
    riker = place(state, FED, "William T. Riker", sphere)
    state.commander[riker] = BORG
    drone = place(state, BORG, "Information Drone", sphere)
    uses = interlink_actions(state, drone)
    assert Action("interlink", (drone, "Navigation")) in uses
    assert all(len(u.args) == 2 for u in uses)
    del state.loc[riker]   # Riker gone from the Sphere: nothing to link
    state.sides[FED].discard.append(riker)
    state.commander.pop(riker)
    assert interlink_actions(state, drone) == []


def test_movar_lowers_klingon_ships_only_with_two_klingon_treachery_personnel():
    state = table("romulan", "klingon")
    romulus = mission(state, KLI0, "Romulus")
    place(state, KLI0, "Movar", romulus)
    kvort = take(state, 1, "I.K.S. K'Vort")
    assert cost_to_play(state, KLI0, kvort) == 4   # inert: nobody with Treachery is of the Klingon affiliation
    from tabletop.games.star_trek import turn
    treacherous = [p for p in state.loc if "Treachery" in dict(state.card(p).skills)]
    assert not [p for p in treacherous if state.card(p).affiliation == "Klingon"]
    assert turn.MODIFIERS


def test_movar_is_looked_at_only_in_a_deal_holding_enough_cards_it_counts(monkeypatch):
    from tabletop.games.star_trek import turn
    from tabletop.games.star_trek.components import CARDS
    state = GAME.new_game(2, {"decks": "klingon,romulan"}, 1)
    movars = frozenset(u for u, cid in enumerate(state.cards) if cid in turn.MODIFIERS)
    assert movars and turn.live_modifiers(state.cards) == frozenset()   # no card of the pool is a Klingon with Treachery
    klingons = frozenset(cid for cid in state.cards if cid and CARDS[cid].affiliation == "Klingon")
    monkeypatch.setattr(turn, "_counted", lambda f: klingons)   # were the Klingon deck's cards counted, it could hold
    assert turn.live_modifiers(state.cards) == movars
    once = next(c for c in sorted(klingons) if state.cards.count(c) == 1)
    monkeypatch.setattr(turn, "_counted", lambda f: frozenset({once}))   # one such card dealt: Movar needs two
    assert turn.live_modifiers(state.cards) == frozenset()


def test_41_the_promise_and_shady_resources_are_refused_in_their_own_words():
    from tabletop.games.star_trek.borrow import refusal
    from tabletop.games.star_trek.effects import BorrowSkills, effect
    promise = effect("1S143", BorrowSkills)
    shady = effect("1S140", BorrowSkills)
    briefing = effect("1S131", BorrowSkills)
    assert refusal(promise, True).code == "st.no_lender_in_discard"
    assert refusal(promise, False).params == {"affiliation": "Klingon"}
    assert refusal(shady, True).params == {"skill": "Treachery"}
    assert refusal(briefing, False).code == "st.no_receiver" and refusal(briefing, True).code == "st.no_stopped_lender"


def test_36_a_taken_worf_counts_his_commanders_security_and_looks_at_his_owners_pile():
    """R58: a taken personnel acts fully for its commander, its counts too: Worf taken by the Borg counts the
    other Federation Security personnel the Borg player commands, and shows the top of Fed's dilemma pile."""
    state = table(with_cards("federation", "Worf", "Elizabeth Shelby", "Lopez"), "borg_call_to_arms")
    adelaar = mission(state, BORG, "Adelaar System")
    sphere = place(state, BORG, "Borg Sphere", adelaar)
    for t in ("Cartography Drone", "Research Drone", "Computation Drone", "Information Drone"):
        place(state, BORG, t, sphere)
    worf = place(state, FED, "Worf", sphere)
    state.commander[worf] = BORG
    earth = mission(state, FED, "Earth")
    place(state, FED, "Elizabeth Shelby", earth)   # Fed's own Security: not the Borg player's to count
    orders(state, BORG)
    order = Action.parse(f"order {worf}")
    assert refused(state, BORG, f"order {worf}") == "st.nothing_to_examine"
    assert order not in GAME.legal_actions(state, BORG)   # the fast list agrees with the check
    lopez = place(state, FED, "Lopez", sphere)
    state.commander[lopez] = BORG                    # a second taken Federation Security: now counted
    assert order in GAME.legal_actions(state, BORG)
    top = state.sides[FED].pile[0]
    events = GAME.apply(state, BORG, order)
    shown = next(e for e in events if e.code == "st.examined_cards")
    assert shown.params["cards"] and state.cards[top] and GAME.invariants(state) == []
    assert next(e for e in events if e.code == "st.examined").params["count"] == 1
