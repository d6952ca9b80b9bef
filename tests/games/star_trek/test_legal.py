"""The fast legal lists (legal.py) equal the checked lists at every moment of seeded games, with each deck in each
seat and the rule switches they read; every move they leave out is still refused with its own reason in words."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.bots.star_trek.greedy import GreedyStarTrek
from tabletop.engine.action import Action
from tabletop.engine.reason import Reason
from tabletop.games.star_trek.legal import FAST
from tabletop.games.star_trek.rules import STEPS, StarTrek
from tabletop.games.star_trek.decks import decks_option, premade_decks
from tabletop.games.star_trek.state import StarTrekState
from tabletop.messages import catalog_for, english
from tests.games.star_trek.battle_literal import with_cards

GAME = StarTrek()

# The switches the fast lists read, each away from its default in one set (the rest keep theirs).
SWITCHES = [
    {},
    {"attempt_needs_staffed_ship": True, "stopped_card_text_active": False},
    {"unstop_at_owner_turn": True, "failed_space_attempt_stops_ship": False},
]

# The refusals of the listed moves the fast lists leave out, which these seeded games meet: ships (stopped, not
# staffed, short of Range), attempts (completed, nobody to attempt, nobody allowed), draws and plays (an empty deck,
# counters, uniqueness, interrupts), ending a segment too soon, and card orders (used, stopped without text, short
# of cards, deck or dilemmas, no ship here, not aboard). Each deck's cards are all on its headquarters' play list,
# so that refusal comes only in a scenario (test_scenarios.py).
MET = {"st.ship_stopped", "st.ship_not_staffed", "st.range_short", "st.already_completed",
       "st.no_attempting_personnel", "st.no_allowed_affiliation", "st.deck_empty", "st.short_of_counters",
       "st.unique_in_play", "st.interrupt_not_now", "st.must_spend_counters", "st.hand_over_limit",
       "st.order_used", "st.stopped_no_text", "st.too_few_cards", "st.cost_needs_deck", "st.nothing_to_examine",
       "st.no_ship_here", "st.not_aboard"}


def moments(seed: int, options: dict[str, object], greedy: bool):
    """Yields (state, seat) at every moment of a seeded game before the move is made (greedy: seat 0 plays well)."""
    state = GAME.new_game(2, options, seed)
    rng = random.Random(seed)
    bot = GreedyStarTrek()
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        yield state, seat
        legal = GAME.legal_actions(state, seat)
        if greedy and seat == 0:
            action = bot.choose(GAME, GAME.view(state, seat), seat, legal, rng)
        else:
            action = legal[rng.randrange(len(legal))]
        GAME.apply(state, seat, action)


def refused(state: StarTrekState, seat: int, legal: list[Action]) -> list[tuple[Action, Reason | None]]:
    """Returns the step's listed moves that are not legal, each with the reason the game gives for refusing it."""
    decision = state.decisions.open(seat)
    assert decision is not None
    listed = STEPS[decision.kind].candidates(state, decision)
    return [(a, GAME.why_illegal(state, seat, a)) for a in listed if a not in legal]


@pytest.mark.parametrize("fed_seat", [1, 2])
@pytest.mark.parametrize("switches", range(len(SWITCHES)))
def test_the_fast_legal_lists_equal_the_checked_lists_at_every_moment(fed_seat, switches):
    options = {"federation_seat": fed_seat, **SWITCHES[switches]}
    seen: Counter[tuple[int, str]] = Counter()
    for seed in range(6):
        for state, seat in moments(100 * switches + seed, options, greedy=seed % 2 == 1):
            decision = state.decisions.open(seat)
            assert decision is not None
            legal = GAME.legal_actions(state, seat)
            if decision.kind in FAST:
                assert legal == STEPS[decision.kind].checked(state, decision), (seed, decision)
                seen[seat, decision.kind] += 1
    # Both seats met the segments; the discard and the choices orders open came up too (Invasive Drone's choice
    # of a ship, only when two of its seat's ships are at its mission, comes up in most of these sets of games).
    assert all(seen[seat, kind] > 0 for seat in (0, 1) for kind in ("play", "orders")), seen
    assert {"discard", "name", "tuck", "aboard", "stack"} <= {kind for _, kind in seen}, seen


@pytest.mark.parametrize("decks", ["klingon,romulan", "federation_premiere,borg_call_to_arms",
                                   "borg_call_to_arms,klingon", "federation,romulan"])
def test_the_fast_lists_equal_the_checked_lists_with_the_other_decks(decks):
    """Battles, equipment, taken personnel and a mission in both decks: the orders list still equals its checks."""
    seen: Counter[str] = Counter()
    for seed in range(3):
        for state, seat in moments(seed, {"decks": decks}, greedy=seed == 1):
            decision = state.decisions.open(seat)
            assert decision is not None
            if decision.kind in FAST:
                checked = STEPS[decision.kind].checked(state, decision)
                assert GAME.legal_actions(state, seat) == checked, (seed, decision)
                seen[decision.kind] += 1
    assert seen["orders"] > 100 and seen["play"] > 100, seen
    assert CHOICES_MET[decks] <= set(seen), seen   # the choices an attempt and Robin Lefler open (legal_choices)


# The choices listed straight by legal_choices.py that each pairing's games above meet: a dilemma's choice of whom to
# stop, Mission Briefing's parts, Robin Lefler's carries (Federation Premiere's), the facing window (the return
# window's comes up in a scenario: test_scenarios.test_10_analyze).
CHOICES_MET = {"klingon,romulan": {"pick", "brief", "facing"},
               "federation_premiere,borg_call_to_arms": {"pick", "brief", "carry", "facing"},
               "borg_call_to_arms,klingon": {"pick", "facing"}, "federation,romulan": {"pick", "brief", "facing"}}


def test_every_move_the_fast_lists_leave_out_is_refused_in_words():
    codes: Counter[str] = Counter()
    for fed_seat in (1, 2):
        for k, switches in enumerate(SWITCHES):
            options = {"federation_seat": fed_seat, **switches}
            for seed in range(3):
                for state, seat in moments(1000 + 10 * k + seed, options, greedy=seed != 0):
                    decision = state.decisions.open(seat)
                    assert decision is not None
                    if decision.kind not in FAST:
                        continue
                    for action, reason in refused(state, seat, GAME.legal_actions(state, seat)):
                        assert reason is not None and reason.code != "st.not_now", (action, reason)
                        if codes[reason.code] < 40:  # each refusal read in words often enough, not 40,000 times
                            assert reason.code in catalog_for(reason.code).messages, (action, reason)
                            text = english(reason.code, reason.params)
                            assert text.endswith(".") and "{" not in text, (action, text)
                        codes[reason.code] += 1
    assert MET <= set(codes), MET - set(codes)


@pytest.mark.parametrize("fight", [True, False])
def test_the_battle_orders_listed_straight_equal_their_checks(fight):
    """Engagements and combats are listed without asking engage_check and combat_check of each candidate
    (battles.listed_battles): the orders list still equals the checked one wherever the seat has a battle card in its
    core, with stopped defenders fighting or not. No premade deck holds a combat card, so the Klingons add three."""
    klingon = with_cards("klingon", *["Let Honor Guide You"] * 3)
    options = {"decks": decks_option(klingon, premade_decks()["romulan"]), "stopped_defenders_fight": fight}
    verbs: Counter[str] = Counter()
    for seed in range(6):
        for state, seat in moments(seed, options, greedy=False):
            decision = state.decisions.open(seat)
            assert decision is not None
            if decision.kind == "orders" and state.sides[seat].core:
                legal = GAME.legal_actions(state, seat)
                assert legal == STEPS["orders"].checked(state, decision), (seed, decision)
                verbs.update(a.kind for a in legal)
    assert verbs["engage"] and verbs["combat"], verbs
