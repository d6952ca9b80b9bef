"""Sessions: logging, refusals with reasons, undo barriers at reveals and hand-overs."""

import pytest

from tabletop.engine.action import Action
from tabletop.engine.reason import IllegalAction
from tabletop.engine.session import SeatInfo, Session
from tabletop.engine.snapshot import snapshot
from tabletop.games.star_cartel import GAME


def session_with(state):
    session = Session(GAME, [SeatInfo(n) for n in "ABCD"], {}, 1)
    session.state = state
    return session


def test_an_illegal_action_raises_with_its_reason_and_changes_nothing():
    session = Session(GAME, [SeatInfo(n) for n in "ABC"], {}, 3)
    before = snapshot(session.state)
    seat = session.to_act()[0]
    with pytest.raises(IllegalAction) as err:
        session.act(seat, Action.parse("stop"))
    assert err.value.reason.code == "cartel.must_load_first"
    assert snapshot(session.state) == before and session.log == []


def test_undo_never_crosses_a_card_reveal():
    session = Session(GAME, [SeatInfo(n) for n in "ABC"], {}, 3)
    seat = session.to_act()[0]
    session.act(seat, session.legal_actions(seat)[0])  # a load: the hub refills from the pile
    assert not session.can_undo()
    with pytest.raises(IllegalAction) as err:
        session.undo()
    assert err.value.reason.code == "engine.undo_barrier"


def test_delivery_choices_can_be_undone_until_the_turn_passes():
    # A real game from seed 3, played until a delivery asks its seat for a choice.
    import random
    rng = random.Random(0)
    for seed in range(200):
        session = Session(GAME, [SeatInfo(n) for n in "ABCD"], {}, seed)
        while not session.is_over():
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            if legal[0].kind in ("largest", "smallest", "fixer") and len(legal) > 1:
                before = snapshot(session.state)
                session.act(seat, legal[0])
                if session.to_act() == (seat,):
                    assert session.can_undo()
                    undone = session.undo()
                    assert undone.action == legal[0]
                    assert snapshot(session.state) == before
                    session.act(seat, legal[-1])
                    return
                break
            session.act(seat, rng.choice(legal))
    pytest.fail("no delivery choice found")


def test_hand_over_is_an_undo_barrier():
    session = Session(GAME, [SeatInfo(n) for n in "ABCD"], {}, 1)
    while True:
        seat = session.to_act()[0]
        events = session.act(seat, session.legal_actions(seat)[-1])
        if session.to_act() != (seat,) and not any(e.reveal for e in events):
            break
    assert not session.can_undo()


def test_private_events_reach_only_their_seat():
    session = Session(GAME, [SeatInfo(n) for n in "ABCD"], {}, 2)
    import random
    rng = random.Random(1)
    while not any(e.code == "cartel.stashed" for t in session.log for e in t.events):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    stashed = next(e for t in session.log for e in t.events if e.code == "cartel.stashed")
    assert stashed in session.events_for(stashed.seat)
    for other in {0, 1, 2, 3, None} - {stashed.seat}:
        assert stashed not in session.events_for(other)
