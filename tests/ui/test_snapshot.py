"""The controller hands the table page one snapshot after each change, and the page draws from it alone."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_cartel import GAME
from tabletop.ui.controller import FinalTable, GameController, TableSnapshot
from tabletop.ui.table import TablePage

NAMES = ("Aiko", "Ben", "Chiara")


class Untouchable:
    """Stands in for the session while the page draws: any attribute read fails the test by name."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the table page read session.{name} while refreshing")


def hot_seat(window: Any, paths: Any, seed: int) -> TablePage:
    """Returns a three-person Star Cartel table with its first person at the screen."""
    session = Session(GAME, [SeatInfo(n) for n in NAMES], {}, seed)
    page: TablePage = window.open_session(session, paths.saves / f"snapshot-{seed}.json")
    page.controller.ready()
    return page


def what_the_session_says(controller: GameController) -> TableSnapshot:
    """Returns the snapshot built field by field from the session itself, as the page once read it."""
    session = controller.session
    acting = controller.acting_person()
    viewer = controller.viewer
    last = tuple(e for e in (session.log[-1].events if session.log else ()) if e.visible(viewer))
    return TableSnapshot(view=session.view(viewer),
                         legal=session.legal_actions(acting) if acting is not None else [],
                         acting=acting, undo_refused=controller.undo_reason(), events=last,
                         names=tuple(s.name for s in session.seats), viewer=viewer,
                         waiting_for=controller.waiting_for,
                         to_act=None if session.is_over() else session.to_act()[0], over=session.is_over(),
                         log=tuple(session.log), bots=frozenset(), can_skip=False,
                         reduced_motion=controller.reduced_motion,
                         final=FinalTable(session.game.result(session.state), session.view(None))
                         if session.is_over() else None)


@pytest.mark.parametrize("seed", [3, 8])
def test_the_snapshot_after_each_move_is_what_the_session_says(window: Any, paths: Any, seed: int) -> None:
    page = hot_seat(window, paths, seed)
    controller, session = page.controller, page.controller.session
    rng = random.Random(seed)
    for _ in range(12):
        if controller.waiting_for is not None:
            assert controller.snapshot() == what_the_session_says(controller)  # the curtain's public table
            controller.ready()
        snapshot = controller.snapshot()
        assert snapshot == what_the_session_says(controller)
        assert snapshot.acting == session.to_act()[0] and snapshot.legal
        assert controller.act(rng.choice(list(snapshot.legal)))
        after = controller.snapshot()
        assert after == what_the_session_says(controller)
        assert after.log[-1].action in snapshot.legal and len(after.log) == len(snapshot.log) + 1
        # The page drew that very snapshot (a person is next: never put off).
        assert page.snapshot == after


def test_undo_shows_in_the_snapshot_as_the_controller_allows_it(window: Any, paths: Any) -> None:
    page = hot_seat(window, paths, 5)
    controller = page.controller
    assert not controller.snapshot().can_undo and controller.snapshot().undo_refused is not None  # nothing to undo
    assert controller.act(controller.snapshot().legal[0])
    snapshot = controller.snapshot()
    assert snapshot.can_undo == controller.can_undo()
    assert page.undo_button.isEnabled() == snapshot.can_undo


def test_the_page_reads_no_session_attribute_while_refreshing(window: Any, paths: Any, monkeypatch: Any) -> None:
    page = hot_seat(window, paths, 4)
    controller = page.controller
    rng = random.Random(4)
    for _ in range(3):  # a log, a last move and an undo to show
        if controller.waiting_for is not None:
            controller.ready()
        assert controller.act(rng.choice(list(controller.snapshot().legal)))
    if controller.waiting_for is not None:
        controller.ready()
    session = controller.session
    handed = controller.snapshot

    def hand_over() -> TableSnapshot:
        snapshot = handed()
        controller.session = Untouchable()  # the test's sentinel: any read fails
        return snapshot

    def failed(error: Exception) -> None:
        raise error  # refresh would blank the table and carry on: here the test sees why

    monkeypatch.setattr(controller, "snapshot", hand_over)
    monkeypatch.setattr(page, "_drawing_failed", failed)
    try:
        page.refresh()
    finally:
        controller.session = session
    drawn = page.snapshot
    assert drawn == what_the_session_says(controller)
    assert [page.moves.item(r).text() for r in range(page.moves.count())] == \
        [page.scene.action_label(drawn.view, a) for a in page.scene.listed_actions(drawn.legal)]
    assert page.log.count() > 0


def test_the_final_table_is_filled_from_the_last_snapshot(window: Any, paths: Any) -> None:
    page = hot_seat(window, paths, 6)
    controller, session = page.controller, page.controller.session
    rng = random.Random(6)
    for _ in range(3000):
        if session.is_over():
            break
        if controller.waiting_for is not None:
            controller.ready()
        assert controller.snapshot().final is None
        assert controller.act(rng.choice(list(controller.snapshot().legal)))
    assert session.is_over()
    final = page.snapshot.final
    assert page.snapshot == what_the_session_says(controller) and final is not None
    assert page.stack.currentWidget() is page.results
    names = [NAMES[s] for s in final.result.winners()]
    assert all(name in page.results.heading.text() for name in names)
    assert page.results.table.rowCount() == len(NAMES)
