"""Events name the seats that may read them: None for everyone, else a set (a single seat becomes a set of one)."""

from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.engine.session import SeatInfo, Session, Turn
from tabletop.engine.action import Action
from tabletop.games.star_cartel import GAME


def test_a_single_seat_becomes_a_set_of_one() -> None:
    event = Event("cartel.stashed", {"cargo": "food"}, 2, visible_to=2)
    assert event.visible_to == frozenset({2})
    assert event == Event("cartel.stashed", {"cargo": "food"}, 2, visible_to=frozenset({2}))
    assert event.visible(2) and not event.visible(1) and not event.visible(None)


def test_an_event_for_two_seats_is_read_by_both_and_nobody_else() -> None:
    stolen = Event("tm.stolen_card", {"card": 7}, 0, visible_to=[0, 3])
    assert stolen.visible_to == frozenset({0, 3})
    assert [s for s in (None, 0, 1, 2, 3) if stolen.visible(s)] == [0, 3]


def test_public_events_are_read_by_everyone_and_keep_their_defaults() -> None:
    event = Event("cartel.turn", seat=1)
    assert event.visible_to is None and event.params == {} and not event.reveal
    assert all(event.visible(s) for s in (None, 0, 5))
    assert event._replace(reveal=True).reveal
    assert event._replace(visible_to=2).visible_to == frozenset({2})  # _replace goes through the same constructor


def test_events_for_gives_each_viewer_what_it_may_read() -> None:
    session = Session(GAME, [SeatInfo(n) for n in "ABCD"], {}, 1)
    shared = Event("x.shared", visible_to={1, 2})
    own = Event("x.own", visible_to=3)
    public = Event("x.public")
    session.log.append(Turn(0, Action("stop"), (public, shared, own)))
    assert session.events_for(None) == [public]
    assert session.events_for(0) == [public]
    assert session.events_for(1) == session.events_for(2) == [public, shared]
    assert session.events_for(3) == [public, own]
