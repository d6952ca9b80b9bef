"""Cartographers in the window: solo and hot-seat games drawn by mouse, the curtain, ambushes, previews, today's map."""

from __future__ import annotations

import json
import random
from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGraphicsRectItem

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.games.cartographers.rules import CARD
from tabletop.games.cartographers.state import Step

GAME = available_games()["cartographers"]


def click_cell(qtbot, page, row: int, col: int, button=Qt.MouseButton.LeftButton) -> None:
    scene = page.scene
    rect = scene.sheet_item.mapRectToScene(scene.sheet_item.cell_rect(row, col))
    qtbot.mouseClick(page.board.viewport(), button, pos=page.board.mapFromScene(rect.center()))
    QApplication.processEvents()


def draw_by_mouse(qtbot, page, action: Action) -> None:
    """Sets the card's shape, turn and terrain as a person would, then clicks the map where the action draws."""
    scene = page.scene
    if action.kind in ("confirm", "skip", "skill", "pass"):
        item = scene.action_items[action]
        qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                         pos=page.board.mapFromScene(item.sceneBoundingRect().center()))
        QApplication.processEvents()
        return
    if action.kind in ("place", "sneak"):
        option, orientation, row, col, terrain = action.args
        scene.option, scene.orientation = option, orientation
    elif action.kind in ("single", "square"):
        row, col, terrain = action.args
    elif action.kind in ("domino", "again"):
        scene.orientation, row, col, terrain = action.args
    elif action.kind in ("monster", "monster_domino"):
        scene.orientation, row, col = action.args
    else:
        row, col = action.args
    if action.kind in ("place", "sneak", "single", "square", "domino", "again"):
        scene.terrain_index = [t.word for t in scene._terrains()].index(terrain)
    scene._redraw_controls()
    shape = scene._shape_now()
    height = 1 + max(r for r, _ in shape)
    width = 1 + max(c for _, c in shape)
    click_cell(qtbot, page, row + (height - 1) // 2, col + (width - 1) // 2)


def test_a_solo_game_drawn_by_mouse_to_the_title(window, qtbot, paths):
    page = window.open_session(Session(GAME, [SeatInfo("Aiko")], {}, 8), paths.saves / "solo.json")
    rng = random.Random(1)
    flashes = 0
    for _ in range(400):
        session = page.controller.session
        if session.is_over():
            break
        legal = page.controller.legal()
        before = len(session.log)
        draw_by_mouse(qtbot, page, legal[rng.randrange(len(legal))])
        assert len(session.log) == before + 1, page.refusal.text()
        flashes += any(i.data(0) == "ambush" for i in page.scene.items() if isinstance(i, QGraphicsRectItem))
    session = page.controller.session
    assert session.is_over() and flashes >= 1  # the solo ambush was shown where it went
    assert not page.curtain.isVisible()
    assert page.stack.currentWidget() is page.results
    notes = page.results.ties.text()
    assert "rating" in notes and "The queen names you:" in notes


def test_hot_seat_with_curtains_and_an_ambush_drawn_on_a_neighbours_map(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")]
    session = Session(GAME, seats, {}, 4)
    # Put an ambush on top of the deck so the first reveal after the opening card is an ambush.
    state = session.state
    ambush = next(c for c in state.deck if c in (1, 2, 3, 4))
    state.deck.remove(ambush)
    state.deck.append(ambush)
    page = window.open_session(session, paths.saves / "hot.json")
    rng = random.Random(2)
    curtains = ambush_drawn = 0
    while state.season == 0 and not ambush_drawn or ambush_drawn and curtains < 12:
        controller = page.controller
        if page.curtain.isVisible():
            assert controller.viewer is None
            assert all(s.staged is None for s in controller.view().sheets)  # nobody's drawing shows
            qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
            curtains += 1
            continue
        view = controller.view()
        me = controller.acting_person()
        legal = controller.legal()
        if view.step is Step.AMBUSH and legal[0].kind == "monster":
            victim = dict(view.targets)[me]
            assert victim != me and page.scene.focus_seat == victim  # the victim's map is on screen
            assert CARD[view.card].passes in ("cw", "ccw")
            ambush_drawn += 1
        draw_by_mouse(qtbot, page, legal[rng.randrange(len(legal))])
        state = controller.session.state
    assert ambush_drawn == 3 and curtains >= 12
    assert all(sheet.drawn[4] for sheet in state.sheets)  # each map got its monsters


def test_hovering_says_why_a_place_is_refused_and_what_each_edict_would_gain(window, qtbot, paths):
    page = window.open_session(Session(GAME, [SeatInfo("Aiko")], {}, 3), paths.saves / "hover.json")
    scene = page.scene
    while scene._mode() not in ("place",):
        page.controller.act(page.controller.legal()[0])
    scene.anchor = (1, 3)  # the mountain at B4
    scene._update_ghost()
    assert not scene.ghost.fits and scene.status.text == "Overlaps a mountain."
    fits = next(a for a in page.controller.legal() if a.args[0] == scene.option and a.args[-1] ==
                scene._terrains()[0].word and a.args[1] == 0)
    scene.anchor = (fits.args[2], fits.args[3])
    scene._update_ghost()
    assert scene.ghost.fits and scene.status.text == ""
    assert all(label.text for label in scene.preview_labels.values())  # "+2", "±0", …
    log = len(page.controller.session.log)
    click_cell(qtbot, page, 1, 3)  # the shape's middle on the mountain
    assert page.refusal.text() in ("Overlaps a mountain.", "Off the map: every cell of the shape must be on the map.")
    assert len(page.controller.session.log) == log


def test_the_shape_follows_the_mouse_without_a_button_pressed(window, qtbot, paths):
    page = window.open_session(Session(GAME, [SeatInfo("Aiko")], {}, 3), paths.saves / "follow.json")
    scene = page.scene
    while scene._mode() not in ("place",):
        page.controller.act(page.controller.legal()[0])
    assert page.board.viewport().hasMouseTracking()
    for cell in ((7, 7), (2, 8)):
        rect = scene.sheet_item.mapRectToScene(scene.sheet_item.cell_rect(*cell))
        qtbot.mouseMove(page.board.viewport(), page.board.mapFromScene(rect.center()))
        QApplication.processEvents()
        assert scene.anchor == scene._anchor_for(cell)


def test_the_keyboard_moves_turns_and_draws(window, qtbot, paths):
    page = window.open_session(Session(GAME, [SeatInfo("Aiko")], {}, 5), paths.saves / "keys.json")
    scene = page.scene
    while scene._mode() != "place":
        page.controller.act(page.controller.legal()[0])
    page.board.setFocus()
    qtbot.waitUntil(page.board.hasFocus)
    scene.anchor = (4, 0)
    before = scene.orientation
    qtbot.keyClick(page.board, Qt.Key.Key_R)
    assert scene.orientation != before
    qtbot.keyClick(page.board, Qt.Key.Key_F)
    qtbot.keyClick(page.board, Qt.Key.Key_Down)
    assert scene.anchor == (5, 0)
    for _ in range(11):
        if scene.ghost.fits:
            break
        qtbot.keyClick(page.board, Qt.Key.Key_Right)
    assert scene.ghost.fits
    log = len(page.controller.session.log)
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(page.controller.session.log) == log + 1)
    assert page.moves.item(0).data(Qt.ItemDataRole.UserRole) == Action("confirm")


def test_todays_map_is_the_same_deal_for_everyone_and_keeps_bests(window, qtbot, paths):
    day = date(2026, 11, 21)
    page = window.start_daily(day)
    again = Session(GAME, [SeatInfo("x")], page.controller.session.options, page.controller.session.seed)
    assert again.state.edicts == page.controller.session.state.edicts
    assert again.state.deck == page.controller.session.state.deck
    assert page.controller.session.tags == {"daily": "2026-11-21"}
    page.controller.bot_delay_ms = 0
    session = page.controller.session
    rng = random.Random(0)
    while not session.is_over():
        legal = page.controller.legal()
        page.controller.act(legal[rng.randrange(len(legal))])
    bests = json.loads((paths.data / "cartographers-bests.json").read_text(encoding="utf-8"))["bests"]
    assert len(bests) == 1 and bests[0]["date"] == "2026-11-21"
    assert "Best maps of the day" in page.results.extra.text()
    window.leave_table()
    card = next(c for c in window.home.cards if c.game_id == "cartographers")
    assert "2026-11-21" in card.bests.text()


def test_copy_a_map_and_practise_on_one(window, qtbot, paths):
    page = window.open_session(Session(GAME, [SeatInfo("Aiko")], {}, 5), paths.saves / "copy.json")
    qtbot.mouseClick(page.copy_button, Qt.MouseButton.LeftButton)
    text = QApplication.clipboard().text()
    assert text.startswith("side A\n") and len(text.splitlines()) == 12
    practice = text.replace("...........", "FFFFF......", 1)
    page.practice_requested.emit(practice)
    page = window.table
    assert page.controller.session.options["start_sheet"] == practice
    assert page.controller.session.state.sheets[0].drawn[0].bit_count() == 5
    page.practice_requested.emit("side A\nnonsense\n")
    assert "Line 2" in page.refusal.text()


def test_scoring_cards_and_printed_features_explain_themselves(window, paths):
    page = window.open_session(Session(GAME, [SeatInfo("Aiko"), SeatInfo("B", SeatKind.BOT, "greedy")], {}, 2),
                               paths.saves / "tips.json")
    ids = {item.rule_id for item in page.scene.rule_items()}
    for key in page.controller.session.state.edicts.values():
        assert "carto.rule.edict." + key in ids
    for rule_id in ("carto.rule.mountain", "carto.rule.ruins", "carto.rule.coins", "carto.rule.season",
                    "carto.rule.drawing"):
        assert rule_id in ids
    edict = next(i for i in page.scene.rule_items() if i.rule_id.startswith("carto.rule.edict."))
    assert "Now:" in edict.toolTip()


def test_skills_are_paid_for_on_their_card_and_their_drawings_made_by_mouse(window, qtbot, paths):
    session = Session(GAME, [SeatInfo("Aiko")], {"skills": True}, 6)
    session.state.skills = ["search", "diplomacy", "negotiation"]
    session.state.sheets[0].shape_coins = 4
    page = window.open_session(session, paths.saves / "skills.json")
    scene = page.scene
    while scene._mode() != "place":
        page.controller.act(page.controller.legal()[0])
    ids = {i.rule_id for i in scene.rule_items()}
    assert {"carto.rule.skill.search", "carto.rule.skill.diplomacy", "carto.rule.skills"} <= ids
    button = scene.action_items[Action("skill", ("diplomacy",))]
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.board.mapFromScene(button.sceneBoundingRect().center()))
    QApplication.processEvents()
    assert session.state.chosen[0] == "diplomacy"
    for need in ("main", "farm", "village"):
        assert page.controller.view().sheets[0].need == need
        legal = page.controller.legal()
        draw_by_mouse(qtbot, page, legal[len(legal) // 2])
    draw_by_mouse(qtbot, page, Action("confirm"))
    sheet = session.state.sheets[0]
    assert sheet.coins_spent == 2 and sheet.drawn[2] and sheet.drawn[1]  # a farm and a village were added


def test_a_bot_game_with_skills_and_promos_plays_to_the_end(window, qtbot, paths):
    seats = [SeatInfo("Aiko", SeatKind.BOT, "greedy"), SeatInfo("Ben", SeatKind.BOT, "random"),
             SeatInfo("Chiara", SeatKind.BOT, "random")]
    page = window.open_session(Session(GAME, seats, {"skills": True, "promo_ambushes": True, "side_b": True}, 3),
                               paths.saves / "bots.json")
    qtbot.waitUntil(page.controller.session.is_over, timeout=60_000)
    assert page.stack.currentWidget() is page.results
    assert len(page.results.chart.getPlotItem().listDataItems()) == 3
