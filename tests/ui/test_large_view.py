"""Right-click reads anything large, in every game (issue 30): a right-click on every kind of thing on the Thief's
Market, Cartographers, Star Cartel and Starfarers tables opens a large view whose texts are all at least 16 px on a
1366×768 screen, painting no text the small thing does not; nothing under it takes a click; Esc closes it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QWidget

from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.ui.games.enlarge import KEY, PARTS, READ_PX, readable_at
from tabletop.ui.text_meter import TextMeter
from tests.ui.text_moments import NAMES, open_window
from tests.ui.text_overlap import done_with

# A seeded game, how far into it, and the kinds of thing its table must read large (a key's first word).
TABLES = {
    "thiefs-market": (3, 0.6, {"die", "card", "pile", "seat", "line", "centre", "market"}),
    "cartographers": (3, 0.5, {"sheet", "score", "season", "edict", "card", "revealed", "mini"}),
    "star-cartel": (3, 0.5, {"board", "price", "hub", "draw", "discard", "seat", "ship", "stash"}),
    "starfarers": (3, 0.05, {"tile", "seat", "panel", "colony", "spaceport", "colony_ship"}),
}


def table_at(window: Any, game_id: str, players: int, fraction: float) -> tuple[Any, Session]:
    """Returns the table page of a seeded random game `fraction` of the way in, every seat a person."""
    game = available_games()[game_id]
    session = Session(game, [SeatInfo(n) for n in NAMES[:players]], {}, 3)
    probe = Session(game, [SeatInfo(n) for n in NAMES[:players]], {}, 3)
    rng = random.Random(3)
    moves = []
    while not probe.is_over() and len(moves) < 400:
        seat = probe.to_act()[0]
        action = rng.choice(probe.legal_actions(seat))
        probe.act(seat, action)
        moves.append((seat, action))
    for seat, action in moves[:int(len(moves) * fraction)]:
        session.act(seat, action)
    page = window.open_session(session, window.paths.saves / f"large-{game_id}.json")
    page.curtain.hide()
    page.controller.waiting_for = None
    page.controller.viewer = session.to_act()[0]
    page.refresh()
    QApplication.processEvents()
    return page, session


def things(scene: Any) -> dict[str, tuple[str, QPointF]]:
    """Returns one readable thing of each kind on the table: its key and a scene point a right-click reads it at."""
    found: dict[str, tuple[str, QPointF]] = {}
    bounds = scene.sceneRect()
    for item in scene.items():
        if not item.isVisible() or not (item.data(KEY) or item.data(PARTS) is not None):
            continue
        rect = item.sceneBoundingRect().intersected(bounds)
        points = [QPointF(rect.left() + rect.width() * (i + 0.5) / 12, rect.top() + rect.height() * (j + 0.5) / 12)
                  for j in range(12) for i in range(12)]
        for point in [rect.center(), *points]:
            hit = readable_at(scene, point)
            if hit is None or hit[0] is not item:
                continue
            kind = hit[1].split(":")[0]
            if kind not in found:
                found[kind] = (hit[1], point)
    return found


def right_click(qtbot: Any, page: Any, at: QPointF) -> None:
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.RightButton, pos=page.board.mapFromScene(at))
    QApplication.processEvents()


def large_texts(page: Any) -> list[Any]:
    """Returns the texts the large view paints on the screen (the table under it hidden while measuring)."""
    scene = page.scene
    hidden = [i for i in scene.items() if i.parentItem() is None and i is not scene.large.panel and i.isVisible()]
    for item in hidden:
        item.setVisible(False)
    try:
        meter = TextMeter(page.board.width(), page.board.height())
        QWidget.render(page.board, meter)  # the view's own render paints the scene, not the widget
        return meter.texts
    finally:
        for item in hidden:
            item.setVisible(True)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game_id", list(TABLES))
def test_right_click_reads_every_kind_of_thing_large(game_id, language, qtbot, qapp):
    players, fraction, kinds = TABLES[game_id]
    window = open_window(language)
    qtbot.addWidget(window)
    try:
        page, _ = table_at(window, game_id, players, fraction)
        scene = page.scene
        shown = things(scene)
        assert kinds <= set(shown), f"not read large: {kinds - set(shown)}"
        for kind, (key, point) in sorted(shown.items()):
            if game_id == "cartographers" and kind == "map":
                continue  # over the map a right-click turns the shape in hand (test_cartographers_right_click)
            right_click(qtbot, page, point)
            assert scene.large.is_open and scene.large.key == key, f"{kind}: a right-click did not read {key}"
            texts = large_texts(page)
            assert texts, f"{key}: nothing to read"
            small = [t for t in texts if t.pixels < READ_PX - 0.05]
            assert not small, f"{key} ({language}): under {READ_PX} px: {[(t.text, round(t.pixels, 1)) for t in small]}"
            page.board.setFocus()
            qtbot.keyClick(page.board.viewport(), Qt.Key.Key_Escape)
            assert not scene.large.is_open, f"{key}: Esc did not close the large view"
    finally:
        done_with(window)


def test_another_seats_stash_read_large_shows_only_its_count(qtbot, qapp):
    window = open_window("en")
    qtbot.addWidget(window)
    try:
        page, session = table_at(window, "star-cartel", 3, 0.3)
        scene = page.scene
        me = page.controller.viewer
        other = (me + 1) % 3
        session.state.stashes[other] = [0, 1, 2]
        page.refresh()
        stash = next(i for i in scene.items() if i.data(KEY) == f"stash:{other}")
        right_click(qtbot, page, stash.sceneBoundingRect().center())
        assert scene.large.key == f"stash:{other}"
        words = " ".join(t.text for t in large_texts(page))
        assert "3" in words and not any(cargo in words for cargo in ("food", "weapons", "plants", "medicine",
                                                                     "crystals")), words
    finally:
        done_with(window)


def test_nothing_under_the_large_view_takes_a_click(qtbot, qapp):
    window = open_window("en")
    qtbot.addWidget(window)
    try:
        page, session = table_at(window, "thiefs-market", 3, 0.0)
        scene = page.scene
        die = next(i for i in scene.dice_items if i.highlighted)
        key, point = things(scene)["centre"]
        right_click(qtbot, page, point)
        assert scene.large.is_open and scene.large.key == "centre"
        before = len(session.log)
        qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                         pos=page.board.mapFromScene(die.sceneBoundingRect().center()))
        QApplication.processEvents()
        assert not scene.large.is_open, "a click did not close the large view"
        assert len(session.log) == before and scene.decision is not None and not scene.decision.picks, \
            "a click through the large view picked a die"
    finally:
        done_with(window)


def test_the_large_view_follows_a_redraw_and_a_hand_over_closes_it(qtbot, qapp):
    window = open_window("en")
    qtbot.addWidget(window)
    try:
        page, session = table_at(window, "star-cartel", 3, 0.3)
        scene = page.scene
        key, point = things(scene)["seat"]
        right_click(qtbot, page, point)
        page.refresh()  # the same person's table drawn again: the same seat, from the new drawing
        assert scene.large.is_open and scene.large.key == key
        page.controller.viewer = (page.controller.viewer + 1) % 3
        page.refresh()  # another person at the screen: what the last one opened closes
        assert not scene.large.is_open
    finally:
        done_with(window)


def test_the_starfarers_panels_outlive_a_list_of_the_tables_items(qtbot, qapp):
    window = open_window("en")
    qtbot.addWidget(window)
    try:
        page, _ = table_at(window, "starfarers", 3, 0.05)
        first = len([i for i in page.scene.items() if i.parentItem() is None])
        assert first >= 5 and len([i for i in page.scene.items() if i.parentItem() is None]) == first
    finally:
        done_with(window)
