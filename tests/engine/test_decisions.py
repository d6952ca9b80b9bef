"""The decision stack on its own: frames, nested and simultaneous decisions, picks, and what views may see."""

from __future__ import annotations

import copy

import pytest

from tabletop.engine.decisions import HIDDEN_PROMPT, Decision, DecisionStack, Prompt
from tabletop.messages import english


def turn(seat: int) -> Decision:
    return Decision(seat, "turn", "game.your_turn")


def test_an_empty_stack_has_nobody_to_act_and_nothing_to_show():
    stack = DecisionStack()
    assert stack.to_act() == () and stack.top is None and stack.current() is None and stack.base() is None
    assert not stack and len(stack) == 0
    assert stack.view(0) == () and stack.prompts(None) == () and stack.prompt(0) is None
    with pytest.raises(IndexError):
        stack.pop()
    with pytest.raises(IndexError):
        stack.settle(0)


def test_a_decision_pushed_mid_turn_is_answered_first_then_the_turn_goes_on():
    # Seat 1 steals seat 0's pile; seat 0 answers before seat 1's turn goes on (Thief's Market).
    stack = DecisionStack()
    stack.push(turn(1))
    stack.push(Decision(0, "answer", "game.answer_the_steal", {"thief": 1}))
    assert stack.to_act() == (0,) and len(stack) == 2
    assert stack.current().kind == "answer" and stack.base().kind == "turn"
    assert stack.find("turn").seat == 1 and stack.find("nothing") is None
    assert stack.open(1) is None and stack.open(0).params == {"thief": 1}
    assert stack.settle(0) is True  # the only decision of its frame: the frame closes
    assert stack.to_act() == (1,)


def test_a_simultaneous_frame_closes_when_every_seat_has_decided():
    # Cartographers' drawing: every seat draws at once; the step ends when the last one confirms.
    stack = DecisionStack()
    stack.push(turn(0))
    stack.push(*(Decision(s, "draw", "game.draw", private=True) for s in (0, 1, 2)))
    assert stack.to_act() == (0, 1, 2)
    assert stack.settle(1) is False and stack.to_act() == (0, 2)
    assert stack.settle(0) is False and stack.to_act() == (2,)
    assert stack.settle(2) is True and stack.to_act() == (0,) and stack.current().kind == "turn"


def test_discards_by_each_seat_in_order_are_frames_pushed_in_reverse():
    # Starfarers' discard on a 7: one seat after another, each on its own frame, above the roller's turn.
    stack = DecisionStack()
    stack.push(turn(2))
    for seat in (1, 0):  # pushed last, decided first
        stack.push(Decision(seat, "discard", "game.discard", {"cards": 4}))
    order = []
    while stack.current().kind == "discard":
        order.append(stack.current().seat)
        stack.settle(stack.current().seat)
    assert order == [0, 1] and stack.to_act() == (2,)


def test_a_frame_holds_one_decision_per_seat_and_at_least_one():
    stack = DecisionStack()
    with pytest.raises(ValueError):
        stack.push()
    with pytest.raises(ValueError):
        stack.push(turn(0), turn(0))
    stack.push(turn(0))
    with pytest.raises(ValueError):
        stack.settle(3)
    with pytest.raises(ValueError):
        stack.replace(turn(3))


def test_picks_are_made_one_at_a_time_by_replacing_the_decision():
    stack = DecisionStack()
    stack.push(Decision(0, "take", "game.pick"))
    stack.replace(stack.open(0).pick("red").pick("blue").pick("red"))
    decision = stack.open(0)
    assert decision.picks == ("red", "blue", "red") and decision.count("red") == 2
    assert decision.unpick("red").picks == ("red", "blue")  # the latest one of that kind goes
    with pytest.raises(ValueError):
        decision.unpick("green")
    assert decision.with_params(victim=2).params == {"victim": 2} and decision.params == {}


def test_replacing_leaves_the_other_seats_of_a_simultaneous_frame_alone():
    stack = DecisionStack()
    stack.push(Decision(0, "draw", "game.draw"), Decision(1, "draw", "game.draw"))
    stack.replace(stack.open(1).pick("forest"))
    assert stack.open(0).picks == () and stack.open(1).picks == ("forest",)
    assert stack.to_act() == (0, 1)


def test_another_seats_private_decision_shows_only_that_it_is_deciding():
    stack = DecisionStack()
    stack.push(turn(0))
    stack.push(Decision(1, "dilemmas", "game.choose_dilemmas", {"cost": 6}, private=True, picks=("D12",)))
    own, = [v for v in stack.view(1) if v.seat == 1]
    assert own.kind == "dilemmas" and own.picks == ("D12",) and own.params == {"cost": 6} and own.now
    for viewer in (None, 0, 2):
        seen = stack.view(viewer)
        assert seen[0].kind == "turn" and not seen[0].now  # the turn below waits, public
        assert seen[1].kind is None and seen[1].prompt == HIDDEN_PROMPT and seen[1].picks == () \
            and seen[1].params == {} and seen[1].private and seen[1].now
        assert stack.prompt(viewer) == Prompt(HIDDEN_PROMPT, {"seat": 1})
    assert stack.prompt(1) == Prompt("game.choose_dilemmas", {"cost": 6, "seat": 1})
    assert english(HIDDEN_PROMPT, {"seat": 1}) == "Seat 2 is deciding."


def test_views_of_different_secrets_are_equal_for_the_other_seats():
    a, b = DecisionStack(), DecisionStack()
    a.push(Decision(0, "draw", "game.draw", private=True, picks=("forest",)), Decision(1, "draw", "game.draw"))
    b.push(Decision(0, "draw", "game.draw", private=True, picks=("lake",)), Decision(1, "draw", "game.draw"))
    assert a.view(1) == b.view(1) and a.view(None) == b.view(None)
    assert a.view(0) != b.view(0)


def test_the_prompt_is_the_viewers_own_in_a_simultaneous_step_else_the_first():
    stack = DecisionStack()
    stack.push(Decision(0, "draw", "game.draw"), Decision(1, "draw", "game.draw_too"))
    assert stack.prompt(1) == Prompt("game.draw_too", {"seat": 1})
    assert stack.prompt(None) == Prompt("game.draw", {"seat": 0})
    assert [p.params["seat"] for p in stack.prompts(2)] == [0, 1]


def test_a_copied_stack_is_independent_and_equal():
    stack = DecisionStack()
    stack.push(turn(0))
    twin = copy.deepcopy(stack)
    assert twin == stack
    twin.push(Decision(1, "answer", "game.answer"))
    assert twin != stack and stack.to_act() == (0,)
    twin.clear()
    assert twin.to_act() == ()
