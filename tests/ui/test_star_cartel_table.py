"""Star Cartel in the window: whole games by clicks and by bots, the curtain, undo, save and reload."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.engine.action import Action
from tabletop.saved_games import load_session
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.engine.snapshot import snapshot
from tabletop.games import available_games
from tabletop.games.star_cartel.components import BOX
from tabletop.ui.items import LabelItem
from tests.ui.hinting import click_hint

GAME = available_games()["star-cartel"]


def click_action(qtbot, page, action: Action) -> None:
    """Clicks, through the view, the table item that plays `action`."""
    item = page.scene.action_items[action]
    view = page.board
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(item.sceneBoundingRect().center()))
    QApplication.processEvents()  # the table plays the move on the next turn of the event loop


def private_labels(page) -> list[str]:
    return [i.text for i in page.scene.items() if isinstance(i, LabelItem) and "private" in i.text]


def test_hot_seat_game_by_clicks_with_curtain_undo_save_and_reload(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")]
    path = paths.saves / "hot-seat.json"
    page = window.open_session(Session(GAME, seats, {}, 11), path)
    rng = random.Random(2)
    curtains = undos = 0
    reloaded = False
    for _ in range(2000):
        controller = page.controller
        session = controller.session
        if session.is_over():
            break
        if page.curtain.isVisible():
            # Behind the curtain only public information is drawn.
            assert controller.viewer is None and controller.legal() == []
            assert all(seat.stash is None for seat in controller.view().seats)
            assert private_labels(page) == []
            assert page.moves.count() == 0
            qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
            curtains += 1
            assert controller.viewer == session.to_act()[0]
            assert len(private_labels(page)) == 1  # now that person's own stash shows
            continue
        legal = controller.legal()
        assert legal and set(legal) <= set(page.scene.action_items), "every legal move can be clicked"
        action = rng.choice(legal)
        if action.kind in ("largest", "smallest", "fixer") and undos < 2:
            before = snapshot(session.state)
            click_action(qtbot, page, action)
            if page.undo_button.isEnabled():
                qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
                assert snapshot(session.state) == before
                undos += 1
            continue
        click_action(qtbot, page, action)
        if not reloaded and len(session.log) > 50 and not page.curtain.isVisible():
            before = snapshot(session.state)
            window.leave_table()
            page = window.continue_game(path)
            assert snapshot(page.controller.session.state) == before
            reloaded = True
    session = page.controller.session
    assert session.is_over() and reloaded and undos >= 1 and curtains > 10
    assert page.stack.currentWidget() is page.results
    assert page.results.table.rowCount() == 3
    saved, _ = load_session(path)
    assert snapshot(saved.state) == snapshot(session.state)


def test_a_whole_bot_game_plays_itself_to_the_final_table(window, qtbot, paths):
    seats = [SeatInfo(f"Bot {i}", SeatKind.BOT, "greedy" if i % 2 else "random") for i in range(4)]
    path = paths.saves / "bots.json"
    page = window.open_session(Session(GAME, seats, {}, 5), path)
    session = page.controller.session
    qtbot.waitUntil(session.is_over, timeout=30_000)
    assert not page.curtain.isVisible()  # no person, nothing to hide
    assert page.stack.currentWidget() is page.results
    chart = page.results.chart.getPlotItem()
    assert len(chart.listDataItems()) == 5  # one price line per contraband type
    assert len(chart.listDataItems()[0].getData()[0]) == len(session.state.price_history)
    assert snapshot(load_session(path)[0].state) == snapshot(session.state)
    window.leave_table()
    page = window.continue_game(path)
    assert page.controller.session.is_over() and page.stack.currentWidget() is page.results


def test_a_refused_click_says_why_and_changes_nothing(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Bot", SeatKind.BOT, "greedy"), SeatInfo("Bot 2", SeatKind.BOT, "random")]
    session = Session(GAME, seats, {}, 3)
    session.state.current = 0
    page = window.open_session(session, paths.saves / "refuse.json")
    before = snapshot(session.state)
    action = Action("load", (2, 1))  # the middle row: not loadable without Long Reach
    click_action(qtbot, page, action)
    assert page.refusal.text() == "Only the bottom card of a column can be loaded (column 3)."
    assert page.scene._bubble is not None and page.scene._bubble.scene() is page.scene
    assert snapshot(session.state) == before and session.log == []


def test_one_person_among_bots_sees_their_own_table_without_a_curtain(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("B", SeatKind.BOT, "greedy"), SeatInfo("C", SeatKind.BOT, "greedy")]
    page = window.open_session(Session(GAME, seats, {}, 8), paths.saves / "solo.json")
    qtbot.waitUntil(lambda: page.controller.acting_person() == 0, timeout=5000)
    assert not page.curtain.isVisible()
    assert page.controller.viewer == 0 and len(private_labels(page)) == 1
    assert page.moves.count() == len(page.controller.legal()) > 0
    # The keyboard path: Enter on the selected move plays it.
    page.moves.setFocus()
    first = page.moves.item(0).data(Qt.ItemDataRole.UserRole)
    qtbot.keyClick(page.moves, Qt.Key.Key_Return)
    assert [t.action for t in page.controller.session.log if t.seat == 0] == [first]


def test_hint_suggests_a_legal_move(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")]
    session = Session(GAME, seats, {}, 4)
    page = window.open_session(session, paths.saves / "hint.json")
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    click_hint(qtbot, page)
    assert page.hint.text().startswith("Hint: ")
    assert page.moves.currentItem().data(Qt.ItemDataRole.UserRole) in page.controller.legal()


def test_every_rule_element_has_a_tooltip(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara"), SeatInfo("Daichi")]
    session = Session(GAME, seats, {"abilities": True}, 4)
    state = session.state
    for seat, name in enumerate(["Vela", "Pyxis" if False else "Lupus", "Carina", "Corvus"]):
        ship = next(s.id for s in BOX.ships if s.name == name)
        state.ships[seat] = ship
        if ship in state.shipyard:
            state.shipyard.remove(ship)
    page = window.open_session(session, paths.saves / "tips.json")
    ids = {item.rule_id for item in page.scene.rule_items()}
    for rule_id in ("cartel.rule.hub", "cartel.rule.crash", "cartel.rule.price_track", "cartel.rule.shipyard",
                    "cartel.rule.express", "cartel.rule.stash", "cartel.rule.loading",
                    "cartel.rule.ability.REACH", "cartel.rule.ability.JETTISON", "cartel.rule.ability.FIXER",
                    "cartel.rule.ability.DOUBLE_STASH"):
        assert rule_id in ids, rule_id
    assert all(item.toolTip().strip() for item in page.scene.rule_items())
    reach = next(i for i in page.scene.rule_items() if i.rule_id == "cartel.rule.ability.REACH")
    assert "any row" in reach.toolTip()


def test_drawing_the_table_keeps_none_alive(window, paths):
    """Guards against Qt bindings that drop references to None (PySide6 6.12.0 on CPython 3.11 did)."""
    import sys

    from PySide6.QtGui import QImage, QPainter

    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")]
    page = window.open_session(Session(GAME, seats, {}, 2), paths.saves / "refs.json")
    image = QImage(1280, 760, QImage.Format.Format_ARGB32)
    before = sys.getrefcount(None)
    for _ in range(20):
        painter = QPainter(image)
        page.scene.render(painter)
        painter.end()
    assert sys.getrefcount(None) >= before - 50


def test_a_failing_bot_is_reported_not_left_waiting(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Bot", SeatKind.BOT, "greedy"), SeatInfo("Bot 2", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {}, 3)
    session.state.current = 1
    page = window.open_session(session, paths.saves / "broken-bot.json")

    class Broken:
        needs_view = False

        def choose(self, *args):
            raise RuntimeError("out of ideas")

    page.controller._bots[1] = Broken()
    page.controller._timer.start(0)
    qtbot.waitUntil(lambda: "out of ideas" in page.prompt.text(), timeout=5_000)
    assert "Bot" in page.prompt.text() and session.log == []
    # The table offers the Normal bot in Skip's place, and with it the game goes on.
    assert page.skip_button.isEnabled() and page.skip_button.text() == "Let Normal play on"
    page.skip_button.click()
    qtbot.waitUntil(lambda: len(session.log) > 0, timeout=5_000)
    assert session.seats[1].bot == "greedy" and page.controller.stuck is None
