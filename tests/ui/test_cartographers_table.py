"""Cartographers in the window: solo and hot-seat games drawn by mouse, the curtain, ambushes, previews, today's map."""

from __future__ import annotations

import json
import random
from datetime import date

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsRectItem

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.games.cartographers.naming import cell_of
from tabletop.games.cartographers.rules import CARD
from tabletop.games.cartographers.state import Step
from tabletop.ui.games.cartographers.scene import CartographersScene
from tabletop.ui.games.cartographers.items import GhostItem
from tabletop.ui.games.cartographers.tools import start_daily, start_practice
from tabletop.ui.items import ButtonItem

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
    click_cell(qtbot, page, *cell_of(scene._shape_now(), row, col))  # the cell naming the drawing


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


def test_a_solo_game_with_two_ambushes_in_one_move_flashes_both_and_touches_no_deleted_item(window, qtbot, paths,
                                                                                            capfd):
    from PySide6.QtCore import qInstallMessageHandler

    session = Session(GAME, [SeatInfo("Aiko")], {}, 5)  # its 16th move reveals two ambushes, one after the other
    page = window.open_session(session, paths.saves / "two-ambushes.json")
    messages: list[str] = []
    previous = qInstallMessageHandler(lambda mode, context, text: messages.append(text))
    try:
        rng = random.Random(1)
        doubles = 0
        while not session.is_over():
            scene = page.scene
            for _ in range(3):  # the shape follows the mouse over the map while the flash fades
                rect = scene.sheet_item.mapRectToScene(scene.sheet_item.cell_rect(rng.randrange(11), rng.randrange(11)))
                qtbot.mouseMove(page.board.viewport(), page.board.mapFromScene(rect.center()))
                QApplication.processEvents()
            legal = page.controller.legal()
            page._play(legal[rng.randrange(len(legal))])
            ambushes = [e for e in page.controller.last_events if e.code == "carto.solo_ambush"]
            if len(ambushes) == 2:
                doubles += 1
                flashed = {(i.sceneBoundingRect().center().x(), i.sceneBoundingRect().center().y())
                           for i in page.scene.items() if i.data(0) == "ambush"}
                assert len(flashed) == sum(len(e.params["cells"]) for e in ambushes)  # both ambushes shown
            if ambushes:  # the flash's frames run before the next move's redraw deletes its boxes
                boxes = [i for i in page.scene.items() if i.data(0) == "ambush"]
                qtbot.waitUntil(lambda: any(b.opacity() < 1.0 for b in boxes), timeout=5_000)
    finally:
        qInstallMessageHandler(previous)
    assert doubles == 1
    err = capfd.readouterr().err
    assert "already deleted" not in err and "Traceback" not in err, err
    assert not [m for m in messages if "deleted" in m or "QGraphics" in m], messages


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
    page = start_daily(window, day)
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
    assert "2026-11-21" in card.note.text()


def test_copy_a_map_and_practise_on_one(window, qtbot, paths):
    page = window.open_session(Session(GAME, [SeatInfo("Aiko")], {}, 5), paths.saves / "copy.json")
    copy = next(button for _, button in page.tool_buttons if button.text() == "Copy map")
    qtbot.mouseClick(copy, Qt.MouseButton.LeftButton)
    text = QApplication.clipboard().text()
    assert text.startswith("side A\n") and len(text.splitlines()) == 12
    practice = text.replace("...........", "FFFFF......", 1)
    start_practice(window, practice)
    page = window.table
    assert page.controller.session.options["start_sheet"] == practice
    assert page.controller.session.state.sheets[0].drawn[0].bit_count() == 5
    start_practice(window, "side A\nnonsense\n")
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


# --- the table at every moment -----------------------------------------------------------------------------

def paint(scene) -> None:
    """Paints the whole scene once, as the screen would (every item's paint runs)."""
    image = QImage(int(scene.width() / 4), int(scene.height() / 4), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()


@pytest.mark.parametrize("players, seeds", ((1, (0, 4)), (3, (0,))), ids=("solo", "three-seats"))
@pytest.mark.parametrize("skills", (False, True), ids=("no-skills", "skills"))
@pytest.mark.parametrize("promos", (False, True), ids=("no-promos", "promos"))
def test_the_table_draws_at_every_moment_of_seeded_games(app, qtbot, players, seeds, skills, promos):
    names = ["Aiko", "Ben", "Chiara"][:players]
    scene = CartographersScene()
    steps = set()
    for seed in seeds:
        state = GAME.new_game(players, {"skills": skills, "promo_ambushes": promos}, seed)
        rng = random.Random(seed)
        while True:
            if players > 1:  # behind the curtain of a hot-seat game: the public table
                scene.render_view(GAME.view(state, None), [], names, None)
            if GAME.is_over(state):
                paint(scene)
                break
            seat = GAME.to_act(state)[0]  # the person at the screen
            legal = GAME.legal_actions(state, seat)
            scene.render_view(GAME.view(state, seat), legal, names, seat)
            paint(scene)
            steps.add(state.step)
            GAME.apply(state, seat, rng.choice(legal))
    assert Step.AMBUSH_SKILL in steps if skills else Step.DRAW in steps  # the games reach the skill moments


def hover_cell(qtbot, page, row: int, col: int) -> None:
    """Moves the mouse (no button) over one cell of the map on screen."""
    rect = page.scene.sheet_item.mapRectToScene(page.scene.sheet_item.cell_rect(row, col))
    qtbot.mouseMove(page.board.viewport(), page.board.mapFromScene(rect.center()))
    QApplication.processEvents()


def leftovers(scene) -> dict:
    """Returns what a person at the screen could see of a seat's own choosing: ghost, previews, selection."""
    return {"ghosts": [i for i in scene.items() if isinstance(i, GhostItem)],
            "previews": [label.text for label in scene.preview_labels.values() if label.text],
            "status": scene.status.text if scene.status is not None else "",
            "selection": (scene.option, scene.orientation, scene.terrain_index),
            "hover": scene.anchor,
            "tint": scene.sheet_item.tint if scene.sheet_item is not None else 0}


def fresh(view, legal, names, acting) -> dict:
    """Returns the leftovers of a table drawn for the first time (what the seat should find)."""
    scene = CartographersScene()
    scene.render_view(view, legal, names, acting)
    return leftovers(scene)


def test_a_seats_hover_and_selection_do_not_survive_the_curtain(window, qtbot, paths):
    names = ["Aiko", "Ben", "Chiara"]
    session = Session(GAME, [SeatInfo(n) for n in names], {}, 1)
    page = window.open_session(session, paths.saves / "peek.json")
    controller, scene = page.controller, page.scene
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)  # "I am Aiko"
    assert controller.acting_person() == 0 and scene._mode() == "place"
    # Aiko chooses the second shape, turns and flips it, picks another terrain and hovers over the map.
    page.board.setFocus()
    for key in (Qt.Key.Key_2, Qt.Key.Key_R, Qt.Key.Key_F, Qt.Key.Key_T):
        qtbot.keyClick(page.board, key)
    hover_cell(qtbot, page, 7, 6)
    assert leftovers(scene)["ghosts"] and scene.anchor is not None
    legal = controller.legal()
    chosen = [a for a in legal if a.kind == "place" and a.args[0] == scene.option
              and a.args[-1] == scene._terrains()[scene.terrain_index].word]
    draw_by_mouse(qtbot, page, chosen[len(chosen) * 2 // 3])
    hover_cell(qtbot, page, 2, 8)  # the mouse rests on the map after drawing
    draw_by_mouse(qtbot, page, Action("confirm"))
    # The curtain is up for Ben; behind it the public table shows nothing of Aiko's choosing.
    assert page.curtain.isVisible() and controller.viewer is None
    public = leftovers(scene)
    assert public == fresh(controller.view(), [], names, None)
    assert not public["ghosts"] and not public["previews"] and public["hover"] is None
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)  # "I am Ben"
    QApplication.processEvents()
    assert controller.acting_person() == 1
    ben = leftovers(scene)
    assert ben == fresh(controller.view(), controller.legal(), names, 1)
    assert not ben["ghosts"] and not ben["previews"] and ben["hover"] is None
    # Ben's own hover and keys work as usual: the first Enter brings the shape onto the map, drawing nothing.
    log = len(session.log)
    page.board.setFocus()
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    assert leftovers(scene)["ghosts"] and scene.anchor is not None and len(session.log) == log
    hover_cell(qtbot, page, 4, 4)
    assert leftovers(scene)["ghosts"] and scene.anchor == scene._anchor_for((4, 4))


def test_keys_on_the_map_outside_a_drawing_step_do_nothing(app, qtbot):
    from PySide6.QtWidgets import QGraphicsView

    from tests.games.cartographers.test_rules import BUGBEAR, HAMLET
    from tests.games.cartographers.test_skills import skilled

    state = skilled(players=2, top=(BUGBEAR, HAMLET))  # an ambush: Acrobatics or pass, then the monsters
    assert state.step is Step.AMBUSH_SKILL
    names = ["Aiko", "Ben"]
    scene = CartographersScene()
    board = QGraphicsView(scene)
    qtbot.addWidget(board)
    chosen = []
    scene.action_chosen.connect(chosen.append)
    moments = [(GAME.view(state, None), [], None),                          # behind the curtain
               (GAME.view(state, 0), GAME.legal_actions(state, 0), 0)]      # Acrobatics or pass
    GAME.apply(state, 0, Action("pass"))
    moments.append((GAME.view(state, 0), [], None))                         # Aiko waits for Ben
    for view, legal, acting in moments:
        scene.render_view(view, legal, names, acting)
        assert scene._mode() == ("ambush_skill" if legal else "watch")
        assert all(action in scene.action_items for action in legal)  # a button for each skill and for Pass
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Left, Qt.Key.Key_R, Qt.Key.Key_F,
                    Qt.Key.Key_T, Qt.Key.Key_2, Qt.Key.Key_Return):
            qtbot.keyClick(board, key)
        QApplication.processEvents()
        assert chosen == [] and not [i for i in scene.items() if isinstance(i, GhostItem)]
        assert scene.anchor is None and (scene.option, scene.orientation, scene.terrain_index) == (0, 0, 0)


def test_diplomacy_is_offered_on_the_ambush_card_and_drawn_by_mouse_before_the_monsters(window, qtbot, paths):
    session = Session(GAME, [SeatInfo("Aiko")], {"skills": True}, 6)
    state = session.state
    state.skills = ["diplomacy", "search", "sneak"]
    state.sheets[0].shape_coins = 4
    ambush = next(c for c in state.deck if c in (1, 2, 3, 4))
    state.deck.remove(ambush)
    state.deck.append(ambush)  # the next card revealed is the ambush
    page = window.open_session(session, paths.saves / "diplomacy.json")
    scene = page.scene
    while state.step is not Step.AMBUSH_SKILL:
        legal = page.controller.legal()
        draw_by_mouse(qtbot, page, next((a for a in legal if a.kind not in ("skill",)), legal[0]))
    assert scene._mode() == "ambush_skill" and "ambush" in page.prompt.text()
    card_buttons = {i.text: i for i in scene.items()
                    if isinstance(i, ButtonItem) and i.text.startswith(("Use", "Pass"))}
    assert set(card_buttons) == {"Use Diplomacy (2 coins)", "Pass"}
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,  # the button on the ambush card
                     pos=page.board.mapFromScene(card_buttons["Use Diplomacy (2 coins)"].sceneBoundingRect().center()))
    QApplication.processEvents()
    for need in ("farm", "village"):
        assert page.controller.view().sheets[0].need == need and scene._mode() == "single"
        legal = page.controller.legal()
        draw_by_mouse(qtbot, page, legal[len(legal) // 2])
    draw_by_mouse(qtbot, page, Action("confirm"))
    sheet = state.sheets[0]
    assert state.step is Step.DRAW and sheet.drawn[2] and sheet.drawn[1] and sheet.coins_spent == 2
    assert sheet.drawn[4]  # the monsters walked in after the farm and the village


# --- drawing fast, looking the same -----------------------------------------------------------------------

def paint_cell_by_cell(painter: QPainter, item) -> None:
    """Paints a map the plain way, one cell after another, as the pad would be filled in."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QColor, QPen

    from tabletop.games.cartographers.components import Terrain
    from tabletop.games.cartographers.grid import SIZE, bit
    from tabletop.ui.games.cartographers.items import FILL, PAPER, TERRAIN_MARKS
    from tabletop.ui.items import shape_path

    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    sheet, cell = item.sheet, item.cell
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PAPER)
    painter.drawRect(QRectF(0, 0, item.width, item.height))
    for r in range(SIZE):
        for c in range(SIZE):
            b, rect = bit(r, c), item.cell_rect(r, c)
            terrain = next((t for t in Terrain if sheet.terrain(t) & b), None)
            pending = next((t for m, t in item.staged if m & b), None)
            terrain = terrain or pending
            if item.tint & b and terrain is None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(70, 160, 110, 38))
                painter.drawRect(rect)
            if terrain is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(FILL[terrain])
                painter.drawRect(rect.adjusted(1, 1, -1, -1))
                mark, radius = TERRAIN_MARKS[terrain], cell * 0.26
                painter.save()
                painter.translate(rect.center())
                painter.setPen(QPen(QColor("#2b2622"), max(1.0, radius / 7)))
                painter.setBrush(QColor(mark.colour))
                painter.drawPath(shape_path(mark.shape, radius))
                painter.restore()
            if sheet.map.ruins & b:
                painter.setPen(QPen(QColor("#5a4630"), 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawArc(rect.adjusted(cell * 0.15, cell * 0.15, -cell * 0.15, cell * 0.3), 0, 180 * 16)
                for x in (rect.left() + cell * 0.15, rect.right() - cell * 0.15):
                    painter.drawLine(int(x), int(rect.center().y() + 2), int(x), int(rect.bottom() - cell * 0.12))
            if pending is not None:
                painter.setPen(QPen(QColor("#1f3b3a"), 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(2, 2, -2, -2))
    painter.setPen(QPen(QColor("#b7a98a"), 1))
    for k in range(SIZE + 1):
        painter.drawLine(QPointF(k * cell, 0), QPointF(k * cell, item.height))
        painter.drawLine(QPointF(0, k * cell), QPointF(item.width, k * cell))
    painter.setPen(QPen(QColor("#5a4630"), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(0, 0, item.width, item.height))


@pytest.mark.parametrize("scale", (0.85, 0.6, 2.0), ids=("laptop", "small-window", "hi-dpi"))
def test_the_map_drawn_in_layers_looks_exactly_like_one_drawn_cell_by_cell(app, scale):
    from PySide6.QtGui import QTransform

    from tabletop.games.cartographers.components import Terrain
    from tabletop.ui.games.cartographers.items import GLYPH_SCALE, SheetItem

    state = GAME.new_game(2, {"skills": True}, 3)
    rng = random.Random(3)
    while state.season < 2:
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    for cell in (CartographersScene.CELL, 8):  # the map in focus and another player's small one
        item = SheetItem(state.sheets[0], cell)
        item.tint = 0b111 << 60 | 1 << 100
        item.staged = [(1 << 3 | 1 << 4, Terrain.FARM), (1 << 60, Terrain.WATER)]
        images = []
        for painted in (lambda p: item.paint(p, None), lambda p: paint_cell_by_cell(p, item)):
            image = QImage(int(cell * 11 * scale) + 4, int(cell * 11 * scale) + 4, QImage.Format.Format_ARGB32)
            image.fill(0)
            painter = QPainter(image)
            painter.setTransform(QTransform.fromTranslate(1.37, 0.61).scale(scale, scale))
            painted(painter)
            painter.end()
            images.append(np.frombuffer(image.constBits().tobytes(), np.uint8).astype(int))
        # The same pixels, but where two cells' edges share a pixel (a small map, or a tinted cell beside a drawing)
        # and the layers blend them in the other order: a shade or two in 255 there. On a high-density screen the
        # marks are laid as images of themselves: a few shades along their edges. A mark missing would be 100s.
        assert np.abs(images[0] - images[1]).max() <= (2 if scale < GLYPH_SCALE else 8), f"cell {cell}, scale {scale}"


def test_moving_the_shape_repaints_only_around_it(window, qtbot, paths):
    from tabletop.ui.games.cartographers.items import CellsHotspot

    page = window.open_session(Session(GAME, [SeatInfo("Aiko")], {}, 3), paths.saves / "local.json")
    scene = page.scene
    while scene._mode() != "place":
        page.controller.act(page.controller.legal()[0])
    hover_cell(qtbot, page, 5, 5)
    shape = scene.ghost.sceneBoundingRect()
    cells = scene.sheet_item.mapRectToScene(scene.sheet_item.cell_rect(0, 0))
    assert shape.width() <= 4 * cells.width() + 4 and shape.height() <= 4 * cells.height() + 4
    assert shape.intersects(scene.sheet_item.mapRectToScene(scene.sheet_item.cell_rect(5, 5)))
    # One invisible tooltip area for all the cells of each printed feature, not one item a cell.
    spots = [i.rule_id for i in scene.items() if isinstance(i, CellsHotspot)]
    assert sorted(spots) == sorted(set(spots)) and "carto.rule.mountain" in spots


def test_the_log_keeps_its_lines_and_adds_the_new_ones(window, paths):
    from tabletop.ui.i18n import message

    session = Session(GAME, [SeatInfo(n) for n in ("Aiko", "Ben", "Chiara", "Dev", "Emi", "Femi")], {}, 5)
    page = window.open_session(session, paths.saves / "log.json")
    controller = page.controller
    rng = random.Random(5)

    def expected() -> list[str]:
        return [message(e.code, e.params, controller.seat_names) for e in session.events_for(controller.viewer)[-300:]
                if not e.code.endswith(".revealed")]

    past_300 = 0  # refreshes since the log first held more than its 300 last events
    for step in range(400):  # well past 300 events: the oldest lines leave the top as new ones come
        if session.is_over() or past_300 > 30:
            break
        seat = session.to_act()[0]
        controller.last_events = session.act(seat, rng.choice(session.legal_actions(seat)))
        if step % 37 == 36 and session.can_undo():
            session.undo()  # a line or two taken back
        controller.waiting_for, controller.viewer = None, session.to_act()[0] if session.to_act() else None
        page.refresh()
        assert [page.log.item(k).text() for k in range(page.log.count())] == expected(), f"step {step}"
        past_300 += past_300 > 0 or len(session.events_for(controller.viewer)) > 300
    assert past_300 > 30


def test_marks_laid_as_images_land_where_they_would_be_drawn(window, paths, monkeypatch):
    from PySide6.QtCore import QPoint

    import tabletop.ui.games.cartographers.items as table

    session = Session(GAME, [SeatInfo("Aiko")], {}, 4)
    rng = random.Random(4)
    while len(session.log) < 30:
        legal = session.legal_actions(0)
        session.act(0, legal[rng.randrange(len(legal))])
    page = window.open_session(session, paths.saves / "glyphs.json")
    images = []
    for glyphs in (table.paint_glyphs, lambda *args: False):
        monkeypatch.setattr(table, "paint_glyphs", glyphs)
        image = QImage(2800, 1600, QImage.Format.Format_ARGB32)
        image.setDevicePixelRatio(2)  # a high-density screen: the marks are laid as images
        image.fill(0)
        page.render(image, QPoint(37, 23))  # drawn away from the image's corner, as a widget inside a window
        images.append(np.frombuffer(image.constBits().tobytes(), np.uint8).astype(int))
    assert np.abs(images[0] - images[1]).max() <= 8  # a mark out of place would differ by 100s


def _rift_lands_page(window, paths):
    """Returns a solo table on the Rift Lands side at a card offering all five terrains (the monster the fifth)."""
    session = Session(GAME, [SeatInfo("Aiko")], {"side_b": True}, 5)
    rng = random.Random(1)
    while len(session.log) < 8:
        session.act(0, rng.choice(session.legal_actions(0)))
    page = window.open_session(session, paths.saves / "rift.json")
    assert [t.word for t in page.scene._terrains()] == ["forest", "village", "farm", "water", "monster"]
    return page


@pytest.mark.parametrize("language", ["en", "ja"])
def test_all_five_terrains_fit_the_card_panel_on_a_1366_by_768_screen(window, paths, language):
    from PySide6.QtCore import QRectF

    from tabletop.ui.items import TABLE_SCALE, text_rect

    window.set_language(language)
    window.resize(1366, 768)
    page = _rift_lands_page(window, paths)
    QApplication.processEvents()
    buttons = [i for i in page.scene.items() if isinstance(i, ButtonItem) and (i.rule_id or "").startswith(
        "carto.rule.terrain.")]
    assert len(buttons) == 5
    screen = QRectF(page.board.viewport().rect())
    for button in buttons:
        body = button.mapRectToScene(QRectF(0, 0, button.width, button.height))
        panel = button.parentItem()
        assert panel.mapRectToScene(QRectF(0, 0, panel.width, panel.height)).contains(body), button.text
        assert screen.contains(page.board.mapFromScene(body).boundingRect()), button.text  # on the screen
        box = button.text_boxes()[0]
        points, bound = text_rect(box.rect, box.text, box.size, box.bold, box.align, scale=TABLE_SCALE)
        assert bound.width() <= box.rect.width() + 0.5 and bound.height() <= box.rect.height() + 0.5, box.text


def test_no_rules_tooltip_over_the_map_while_a_shape_is_in_hand(window, paths):
    from tabletop.ui.games.cartographers.items import CellsHotspot

    page = _rift_lands_page(window, paths)
    scene = page.scene

    def map_tips() -> list[str]:
        spots = [i for i in scene.items() if isinstance(i, CellsHotspot) and i.parentItem() is
                 scene.sheet_item.parentItem()]
        return [scene.sheet_item.toolTip()] + [s.toolTip() for s in spots]

    assert scene._mode() == "place"
    assert not any(map_tips())  # the rows the shape goes on stay in sight
    assert "carto.rule.drawing" in {i.rule_id for i in scene.rule_items()}  # the teaching layer keeps its ids
    view = page.controller.session.view(None)
    scene.render_view(view, [], ["Aiko"], None)  # nothing in hand: the map explains itself again
    assert all(map_tips()) and len(map_tips()) > 1
