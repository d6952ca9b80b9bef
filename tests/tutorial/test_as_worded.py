"""Every tutorial played the way its words say, at a 1366×768 window in both languages: the keys the bubble names
are pressed on the table, then the highlighted place is clicked where the scene draws it (for a drawing on a map,
the square the move line names). Nothing submits the step's action directly, so a lesson whose words cannot be
followed fails here. And every bubble leaves visible what its words talk about (every subject of its step), with no
frame cut by the window."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from tabletop.tutorial.load import every_lesson
from tabletop.tutorial.model import StepKind
from tests.tutorial.walk import settle, walk

LESSONS = every_lesson()  # (game, lesson number): every lesson of every game
SQUARE = re.compile(r"\b([A-K])(1[01]|[1-9])\b")  # a map square as the move line names it (H6)


def open_at(window, qtbot, game_id: str, lang: str, lesson: int = 0):
    """Returns the lesson's table page (0: the game's first), opened by its button on the game's home card in a
    1366×768 window in `lang`."""
    window.resize(1366, 768)
    assert window.language.use(lang)
    card = next(c for c in window.home.cards if c.game_id == game_id)
    button = dict(card.learn_buttons)[lesson]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    page = window.table
    assert page is not None and page.tutorial is not None
    QApplication.processEvents()
    return page


def names_key(words: str, key: str) -> bool:
    """Returns True when the words name the key as the table's buttons do: "(R)" (or in full-width brackets)."""
    return f"({key})" in words or f"（{key}）" in words


def place_to_click(page, overlay) -> tuple[object, QPoint]:
    """Returns the widget and point a learner clicks for the step: the square the move line names when the ring
    marks a drawing's cells, else the middle of the ringed place."""
    scene = page.scene
    if overlay.cells:
        found = SQUARE.findall(overlay.bubble.move_line.text())
        assert len(found) == 1, f"the move line names no single square: {overlay.bubble.move_line.text()!r}"
        row, col = "ABCDEFGHIJK".index(found[0][0]), int(found[0][1]) - 1
        cell = scene.sheet_item.mapRectToScene(scene.sheet_item.cell_rect(row, col))
        point = page.board.mapFromScene(cell.center())
        at = page.board.viewport().mapTo(page, point)
        assert any(c.contains(at) for c in overlay.cells), "the named square is not one the ring marks"
        return page.board.viewport(), point
    ring = overlay.ring.geometry()
    assert overlay.ring.isVisible(), "nothing on the table shows where to click"
    middle = ring.center()
    board = QRect(page.board.viewport().mapTo(page, QPoint(0, 0)), page.board.viewport().size())
    if board.contains(middle):
        return page.board.viewport(), page.board.viewport().mapFrom(page, middle)
    moves = page.moves.viewport()
    assert QRect(moves.mapTo(page, QPoint(0, 0)), moves.size()).contains(middle), "the ring is off the table"
    return moves, moves.mapFrom(page, middle)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id, lesson", LESSONS)
def test_every_tutorial_plays_to_its_end_by_what_its_words_say(window, qtbot, game_id, lesson, lang):
    page = open_at(window, qtbot, game_id, lang, lesson)
    overlay = page.tutorial
    runner = overlay.runner
    while True:
        settle(qtbot, page)
        step = runner.step
        if step.kind is StepKind.END:
            break
        index, made = runner.index, len(runner.session.log)
        overlay.refresh()
        if step.kind is StepKind.READ:
            qtbot.mouseClick(overlay.bubble.next_button, Qt.MouseButton.LeftButton)
        else:
            words = overlay.bubble.say.text() + " " + overlay.bubble.rule.text()
            for key in step.keys:
                assert names_key(words, key), f"{step.id}: the words never name the key {key}: {words!r}"
                # To whatever has the keyboard, as a learner's key press goes: the table must have it.
                focus = QApplication.focusWidget()
                assert focus is not None, f"{step.id}: nothing takes the key {key}"
                qtbot.keyClick(focus, getattr(Qt.Key, f"Key_{key}"))
            widget, point = place_to_click(page, overlay)
            qtbot.mouseMove(widget, point)
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
            if widget is page.moves.viewport():  # a move only in the list: chosen, then played with Enter
                qtbot.keyClick(page.moves, Qt.Key.Key_Return)
        try:
            qtbot.waitUntil(lambda: (runner.index, len(runner.session.log)) != (index, made)
                            or bool(overlay.bubble.feedback.text()), timeout=5000)
        except Exception:
            pytest.fail(f"{step.id}: following the words played nothing and said nothing")
        assert (runner.index, len(runner.session.log)) != (index, made), \
            f"{step.id}: following the words was answered {overlay.bubble.feedback.text()!r}"
    assert runner.finished and overlay.bubble.real_button.isVisible()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id, lesson", LESSONS)
def test_no_bubble_covers_what_it_talks_about_or_cuts_a_frame(window, qtbot, game_id, lesson, lang):
    page = open_at(window, qtbot, game_id, lang, lesson)
    overlay = page.tutorial
    problems: list[str] = []

    def check(k, step) -> None:
        bubble = overlay.bubble.geometry()
        if not page.rect().contains(bubble):
            problems.append(f"{step.id}: the bubble {bubble} leaves the window")
        problems.extend(f"{step.id}: {mention} names nothing on the table" for mention in step.mentions
                        if not overlay.found(mention))
        # Every subject: the ringed place, what the words mention or name, the last move's banner.
        problems.extend(f"{step.id}: the bubble covers {r} that its words talk about"
                        for r in overlay.subjects() if bubble.intersects(r))
        if overlay.ring.isVisible():
            ring = overlay.ring.geometry()
            if bubble.intersects(ring):
                problems.append(f"{step.id}: the bubble covers the ringed place")
            if not page.rect().contains(ring) or not ring.contains(overlay.marked):
                problems.append(f"{step.id}: the ring {ring} around {overlay.marked} is cut by the window")
        for item in page.scene.items():  # the table's own frame around the move, when it draws one
            if item.data(0) == "hint" and item.isVisible():
                frame = overlay._from_scene(item.sceneBoundingRect())
                view = QRect(page.board.viewport().mapTo(page, QPoint(0, 0)), page.board.viewport().size())
                if not view.contains(frame):
                    problems.append(f"{step.id}: the table's frame {frame} is cut by its view {view}")
            # The frame drawn in the table for the move must be in view, whole, as well.
            view = QRect(page.board.viewport().mapTo(page, QPoint(0, 0)), page.board.viewport().size())
            for cell in overlay.cells or []:
                if not view.contains(cell):
                    problems.append(f"{step.id}: a marked cell {cell} is out of the table's view")

    walk(qtbot, page, check)
    assert not problems, "\n".join(problems)
