"""Conservation, broken invariants, hidden information, undo barriers and the action texts."""

from __future__ import annotations

import random

import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.engine.snapshot import snapshot
from tabletop.games.starfarers.rules import STEPS
from tabletop.games.starfarers.state import Ship

from tests.games.starfarers.helpers import (BLUE, GAME, RED, WHITE, YELLOW, act, empty_hands, new, node, set_hand,
                                            trade_phase, turn_of)


@pytest.mark.parametrize("players", [3, 4])
def test_conservation_over_seeded_random_games(players):
    for seed in range(2):
        state = new(players, seed)
        rng = random.Random(seed)
        steps = 0
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            steps += 1
            if steps % 7 == 0:
                assert not GAME.invariants(state), steps
        assert not GAME.invariants(state)
        assert max(GAME.result(state).scores) >= 15


def _broken(change):
    state = new(4)
    change(state)
    return GAME.invariants(state)


@pytest.mark.parametrize("name, change, words", [
    ("a card created", lambda s: s.hands[0].__setitem__(0, s.hands[0][0] + 1), "resource 0"),
    ("a card lost", lambda s: s.reserve.pop(), "resource"),
    ("a disc lost", lambda s: s.reserve_discs.pop(), "discs"),
    ("a token doubled", lambda s: s.tokens_won[0].append(s.tokens_aside[0]), "special tokens"),
    ("a colony created", lambda s: s.colonies.__setitem__(node("v5_21"), 0), "colony"),
    ("a transport lost", lambda s: s.pieces[1].__setitem__(2, 1), "transport"),
    ("a station created", lambda s: s.stations[0].append(2), "trade_station"),
    ("a shipyard lost", lambda s: s.pieces[2].__setitem__(3, 1), "shipyard"),
    ("an upgrade created", lambda s: s.upgrades[0].__setitem__(1, 2), "upgrade cannon"),
    ("a fame piece created", lambda s: s.fame.__setitem__(0, 3), "fame"),
    ("a friendship card lost", lambda s: s.friendship_left[0].pop(), "friendship"),
    ("an encounter card lost", lambda s: s.encounter_draw.pop(), "encounter"),
    ("two pieces on a node", lambda s: _ship_onto(s, "v4_28"), "shares node"),
])
def test_each_invariant_reports_a_broken_state(name, change, words):
    problems = _broken(change)
    assert any(words in p for p in problems), (name, problems)


def _ship_onto(state, where):
    ship = next(s for s in state.ships if isinstance(s, Ship))
    ship.node = node(where)


def test_a_sound_start_has_no_problems():
    for players in (3, 4):
        assert GAME.invariants(new(players)) == []


def test_scrambling_a_hand_changes_only_its_owners_view():
    state = new(4)
    for owner in range(4):
        other = GAME.scramble_hidden(state, owner, random.Random(owner))
        assert GAME.view(other, owner) != GAME.view(state, owner)
        for viewer in (None, *range(4)):
            if viewer != owner:
                assert GAME.view(other, viewer) == GAME.view(state, viewer)
    shuffled = GAME.scramble_hidden(state, None, random.Random(3))
    assert snapshot(shuffled) != snapshot(state)
    for viewer in (None, *range(4)):
        assert GAME.view(shuffled, viewer) == GAME.view(state, viewer)


def test_face_down_discs_are_hidden_until_explored():
    state = new(4)
    view = GAME.view(state, YELLOW)
    assert all((p.numbers is None) != p.face_up for p in view.planets if p.token is None)
    assert sum(p.face_up for p in view.planets) == 12


def test_reserve_draws_are_seen_by_the_drawer_only():
    state = new(4)
    turn_of(state, YELLOW)
    state.rigged = [(4, 4)]
    events = act(state, YELLOW, "roll")
    seen = [e for e in events if e.code == "sf.reserve_draw_seen"]
    assert seen and all(e.visible_to == frozenset({YELLOW}) and e.reveal for e in seen)


def test_undo_never_crosses_a_roll_a_shake_or_an_encounter():
    session = Session(GAME, [SeatInfo(n) for n in "ABCD"], {}, 3)
    seat = session.to_act()[0]
    session.act(seat, Action("roll"))
    assert not session.can_undo()
    while session.state.decisions.current().kind != "trade":
        s = session.to_act()[0]
        session.act(s, session.legal_actions(s)[0])
    seat = session.state.current
    session.act(seat, Action("shake"))
    assert not session.can_undo()


def test_undo_takes_back_a_supply_trade():
    state = new(4)
    trade_phase(state, YELLOW)
    set_hand(state, YELLOW, ore=3)
    session = Session(GAME, [SeatInfo(n) for n in "ABCD"], {}, 1, state=state)
    session.act(YELLOW, Action.parse("trade 3 ore fuel"))
    assert session.can_undo()
    session.undo()
    assert session.state.hands[YELLOW][0] == 3


def test_other_seats_cannot_act_out_of_turn():
    state = new(4)
    turn_of(state, YELLOW)
    assert GAME.why_illegal(state, RED, Action("roll")).code == "engine.not_your_turn"
    assert GAME.legal_actions(state, RED) == []


def test_odd_arguments_are_refused_with_a_reason():
    state = new(4)
    trade_phase(state, YELLOW)
    for text in ("trade x ore fuel", "trade 3 gold fuel", "build castle", "build spaceport v99_99", "trade",
                 "step 0", "offer 3"):
        reason = GAME.why_illegal(state, YELLOW, Action.parse(text))
        assert reason is not None and reason.code != "engine.not_legal_now", text


def test_same_seed_same_game():
    a, b = new(4, 11), new(4, 11)
    rng = random.Random(2)
    log = []
    for _ in range(400):
        seat = GAME.to_act(a)[0]
        action = RandomBot().choose(GAME, None, seat, GAME.legal_actions(a, seat), rng)
        GAME.apply(a, seat, action)
        log.append((seat, action))
    for seat, action in log:
        GAME.apply(b, seat, action)
    assert snapshot(a) == snapshot(b)


def test_messages_render_for_every_code():
    from tabletop.games.starfarers.messages import MESSAGES
    from tabletop.messages import english

    for code in MESSAGES:
        assert english(code, {}) or True
    assert english("sf.supply_trade", {"seat": 0, "n": 3, "give": "ore", "get": "fuel"}) == \
        "Seat 1 trades 3 ore for 1 fuel with the supply."
    assert english("sf.offer_sent", {"seat": 0, "give": {"ore": 1}, "want": {"food": 2}}) == \
        "Seat 1 offers 1 ore for 2 food."


@pytest.mark.parametrize("players", [3, 4])
def test_the_fast_legal_lists_equal_the_checked_candidates(players):
    for seed in range(3):
        state = new(players, seed + 20)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            decision = state.decisions.open(seat)
            legal = GAME.legal_actions(state, seat)
            assert legal == STEPS[decision.kind].checked(state, decision), decision
            GAME.apply(state, seat, rng.choice(legal))


def test_any_verb_with_odd_arguments_gets_a_reason_not_a_crash():
    odd = [(), ("x",), (99,), (-1,), ("ore",), (0, "v4_12"), (3, "ore", "ore"), ("yes",), (0, 0, 0, 0), ("E01",)]
    state = new(4, 5)
    rng = random.Random(5)
    for _ in range(300):
        seat = GAME.to_act(state)[0]
        for verb in sorted(GAME.verbs):
            for args in odd:
                GAME.why_illegal(state, seat, Action(verb, args))
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))


def test_scrambling_keeps_the_cards_an_open_answer_has_committed():
    # Red accepted 1 ore for 2 food and holds 2 food and 1 carbon: the 2 food are public; only the carbon may move.
    state = new(4)
    empty_hands(state)
    set_hand(state, YELLOW, ore=2)
    set_hand(state, RED, food=2, carbon=1)
    set_hand(state, WHITE, fuel=1)
    set_hand(state, BLUE, goods=1)
    trade_phase(state, YELLOW)
    for text in ("offer", "offer_give ore", "offer_want food", "offer_want food", "offer_send"):
        GAME.apply(state, YELLOW, Action.parse(text))
    GAME.apply(state, RED, Action("accept"))
    for seat in (WHITE, BLUE):
        GAME.apply(state, seat, Action("pass"))
    legal = GAME.legal_actions(state, YELLOW)
    assert Action("take_offer", (RED,)) in legal
    moved = 0
    for seed in range(20):
        other = GAME.scramble_hidden(state, RED, random.Random(seed))
        moved += other.hands[RED] != state.hands[RED]
        assert other.hands[RED][3] >= 2, seed  # the committed food stays
        assert GAME.legal_actions(other, YELLOW) == legal, seed
    assert moved == 20  # the uncommitted carbon still changes
