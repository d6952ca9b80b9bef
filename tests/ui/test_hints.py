"""Hints you can see: the bot's move shown on the table ready to play, its reason in words (English and
Japanese), other seats' maps and ships seen large, and the Cartographers bot weighing skills."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.bots import explain, make_bot
from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.games.cartographers.grid import cells_of as cells_in
from tabletop.games.cartographers.rules import cells_of
from tabletop.ui.games.marker import HintFrame
from tabletop.ui.items import CardItem
from tests.bot_reasons import reasons_of_a_game
from tests.ui.hinting import click_hint

CARTO = available_games()["cartographers"]
CARTEL = available_games()["star-cartel"]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH_WORDS = re.compile(r"[A-Za-z]{2,} [A-Za-z]{2,} [A-Za-z]{2,}")  # three English words in a row


def frames(scene) -> list[HintFrame]:
    return [i for i in scene.items() if isinstance(i, HintFrame)]


def press_enter_on_table(qtbot, page) -> None:
    page.board.setFocus()
    qtbot.keyClick(page.board.viewport(), Qt.Key.Key_Return)
    QApplication.processEvents()


def wait_for_person(qtbot, page) -> None:
    qtbot.waitUntil(lambda: page.controller.acting_person() is not None or page.controller.session.is_over(),
                    timeout=20000)


def test_a_cartographers_hint_puts_the_shape_on_the_map_ready_and_enter_draws_exactly_it(window, qtbot, paths):
    session = Session(CARTO, [SeatInfo("Aiko")], {}, 11)
    page = window.open_session(session, paths.saves / "hint.json")
    scene = page.scene
    kinds = set()
    for _ in range(8):  # drawings and their confirmations, through an ambush if one comes
        hint = click_hint(qtbot, page)
        move, why = page.hint.text().split("\n", 1)
        assert move.startswith("Hint: ") and why.strip()
        assert frames(scene), "the hint is marked on the table"
        if hint.action.kind not in ("confirm", "skip", "pass", "skill"):
            # The ghost shows the hinted cells, in its terrain, where it fits: the shape, turn and mirror are set.
            assert scene.ghost is not None and scene.ghost.fits
            cells = cells_of(session.state, hint.action, 0)
            assert sorted(scene.ghost.cells) == sorted(cells_in(cells))
            assert scene.ghost.terrain.word == hint.action.args[-1]
            assert scene._action_at(*scene.anchor)[0] == hint.action
            assert frames(scene)[0].sceneBoundingRect().intersects(scene.ghost.sceneBoundingRect())
        before = len(session.log)
        press_enter_on_table(qtbot, page)
        assert len(session.log) == before + 1, page.refusal.text()
        assert session.log[-1].action == hint.action
        kinds.add(hint.action.kind)
    assert {"place", "confirm"} <= kinds


def test_a_hint_is_selected_in_the_move_list_too(window, qtbot, paths):
    page = window.open_session(Session(CARTO, [SeatInfo("Aiko")], {}, 12), paths.saves / "list.json")
    hint = click_hint(qtbot, page)
    assert page.moves.currentItem().data(Qt.ItemDataRole.UserRole) == hint.action


def test_a_star_cartel_hint_frames_what_to_click_and_enter_plays_it(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(CARTEL, seats, {"abilities": True}, 5)
    page = window.open_session(session, paths.saves / "cartel.json")
    kinds = set()
    for _ in range(14):
        wait_for_person(qtbot, page)
        if session.is_over():
            break
        hint = click_hint(qtbot, page)
        move, why = page.hint.text().split("\n", 1)
        assert move.startswith("Hint: ") and why.strip()
        target = page.scene.action_items[hint.action]
        (frame,) = frames(page.scene)
        assert frame.sceneBoundingRect().contains(target.sceneBoundingRect().center())
        before = len([t for t in session.log if t.seat == 0])
        press_enter_on_table(qtbot, page)
        mine = [t.action for t in session.log if t.seat == 0]
        assert len(mine) == before + 1 and mine[-1] == hint.action
        kinds.add(hint.action.kind)
    assert "load" in kinds


def test_the_reason_is_translated_into_japanese(window, qtbot, paths):
    for game, seed in ((CARTO, 11), (CARTEL, 5)):
        bots = [SeatInfo(name, SeatKind.BOT, "greedy") for name in ("Ben", "Chiara")]
        page = window.open_session(Session(game, [SeatInfo("Aiko"), *bots], {}, seed),
                                   paths.saves / f"{game.id}-ja.json")
        wait_for_person(qtbot, page)
        click_hint(qtbot, page)
        english_why = page.hint.text().split("\n", 1)[1]
        assert window.language.use("ja")
        click_hint(qtbot, page)
        move, why = page.hint.text().split("\n", 1)
        assert move.startswith("ヒント")
        assert why != english_why and JAPANESE.search(why), why
        assert "{" not in why and not ENGLISH_WORDS.search(why), why  # the sentence, not only its names
        window.language.use("en")


def test_every_reason_the_bots_give_reads_as_a_sentence():
    for game, players, options in ((CARTO, 3, {"skills": True}), (CARTO, 1, {}),
                                   (CARTEL, 4, {"abilities": True})):
        codes = {reason.code for reason in reasons_of_a_game(game, players, options, 21)}
        assert len(codes) >= 5, codes


def test_another_players_map_opens_large_and_closes(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(CARTO, seats, {}, 3)
    page = window.open_session(session, paths.saves / "maps.json")
    for _ in range(6):  # a few turns, so the other maps have drawings
        wait_for_person(qtbot, page)
        page.controller.act(make_bot("greedy", "cartographers").choose(
            CARTO, page.controller.view(), 0, page.controller.legal(), random.Random(0)))
    wait_for_person(qtbot, page)
    scene = page.scene
    mini = next(i for i in scene.items() if i.data(0) == ("mini", 2))
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.board.mapFromScene(mini.sceneBoundingRect().center()))
    QApplication.processEvents()
    (large,) = [i for i in scene.items() if i.data(0) == "enlarged"]
    big_map = next(i for i in large.childItems() if hasattr(i, "sheet") and i is not scene.sheet_item)
    shown = page.controller.view().sheets[2]
    assert big_map.sheet.drawn == list(shown.drawn) and any(shown.drawn)
    assert big_map.cell == scene.CELL and "Chiara" in "".join(getattr(i, "text", "") for i in large.childItems())
    # A click on the large map draws nothing on one's own.
    before = len(session.log)
    centre = big_map.mapRectToScene(big_map.cell_rect(5, 5)).center()
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, pos=page.board.mapFromScene(centre))
    QApplication.processEvents()
    assert len(session.log) == before
    page.board.setFocus()
    qtbot.keyClick(page.board.viewport(), Qt.Key.Key_Escape)
    assert not [i for i in scene.items() if i.data(0) == "enlarged"]
    # The back button closes it too.
    scene.enlarge(1)
    back = scene.enlarged_back
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.board.mapFromScene(back.sceneBoundingRect().center()))
    QApplication.processEvents()
    assert scene.enlarged is None and not [i for i in scene.items() if i.data(0) == "enlarged"]


def test_another_seats_ship_opens_large_with_its_stash_face_down(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")]
    session = Session(CARTEL, seats, {}, 4)
    me = session.to_act()[0]
    other = (me + 1) % 3
    session.state.stashes[other] = [0, 1]  # two cards stashed: only their number is for the others to see
    session.state.stashes[me] = [2]
    page = window.open_session(session, paths.saves / "ships.json")
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert page.controller.viewer == me
    scene = page.scene
    row = next(i for i in scene.items() if i.data(0) == ("seat", other))
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.board.mapFromScene(row.sceneBoundingRect().center()))
    QApplication.processEvents()
    (large,) = [i for i in scene.items() if i.data(0) == "enlarged"]
    assert scene.enlarged == other

    def cards() -> list[CardItem]:  # what the large view draws (magnified from the seat drawn from the view)
        shown = scene.large.magnified.source
        return [i for i in shown.childItems() + [c for i in shown.childItems() for c in i.childItems()]
                if isinstance(i, CardItem)]
    assert any(c.face_down and c.back_label == "2" for c in cards())
    assert not any(c.value.startswith("×") for c in cards())  # no counts by cargo for another seat's stash
    page.board.setFocus()
    qtbot.keyClick(page.board.viewport(), Qt.Key.Key_Escape)
    assert scene.enlarged is None and not [i for i in scene.items() if i.data(0) == "enlarged"]
    scene.enlarge(me)  # one's own: the stash by cargo
    assert [c.value for c in cards() if c.value.startswith("×")] == ["×1"]


def test_the_cartographers_bot_buys_a_skill_when_it_pays_and_says_why():
    bot = make_bot("greedy", "cartographers")
    bought = []
    for seed in range(40, 52):
        state = CARTO.new_game(1, {"skills": True}, seed)
        rng = random.Random(seed)
        while not CARTO.is_over(state):
            legal = CARTO.legal_actions(state, 0)
            view = CARTO.view(state, 0)
            action = bot.choose(CARTO, view, 0, legal, rng)
            if action.kind == "skill":
                assert action in legal
                reason = explain(bot, CARTO, view, 0, action)
                assert reason.code == "carto.why.skill" and reason.params["points"] >= 2
                bought.append(action.args[0])
            CARTO.apply(state, 0, action)
    assert len(set(bought)) >= 3, bought  # several kinds of skill, each judged worth its coins


def test_the_cartographers_bot_keeps_its_coins_when_a_skill_gains_nothing():
    state = CARTO.new_game(1, {"skills": True}, 44)
    state.skills = ["knowledge", "negotiation", "sneak"]  # no village, square or edge edict helps at the start
    state.edicts = {"A": "sentinel_wood", "B": "greenbough", "C": "treetower", "D": "stoneside_forest"}
    state.sheets[0].shape_coins = 3
    view = CARTO.view(state, 0)
    legal = CARTO.legal_actions(state, 0)
    assert Action("skill", ("knowledge",)) in legal
    bot = make_bot("greedy", "cartographers")
    assert bot.choose(CARTO, view, 0, legal, random.Random(0)).kind != "skill"
