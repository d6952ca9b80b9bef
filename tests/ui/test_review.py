"""The Review page's timeline: the table at each moment equals a fresh table of the save cut there; ←/→, Home/End,
the slider, the move list and the chart move through the moments; the log holds the lines up to the moment; and no
path shows another seat's past in a game not over that two or more people play."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem

from tabletop.engine.session import SeatInfo, SeatKind
from tabletop.review.timeline import OPEN, cut
from tabletop.ui.games import scene_for
from tabletop.ui.items import TableItem
from tabletop.ui.review.page import ReviewPage
from tests.review.games import played, saved

WORDS = ("text", "title", "value", "label", "subtitle", "corner")
FRAMES = ("last_move", "last_move_frame")  # what the review adds over the table: the move's banner and frame


def board(scene) -> list[tuple]:
    """Returns what a scene shows (each item's kind, words, rule and place), without the review's move frame."""
    out = []
    for item in scene.items():
        top: QGraphicsItem = item
        while top.parentItem() is not None:
            top = top.parentItem()
        if not item.isVisible() or top.data(0) in FRAMES:
            continue
        words = tuple(str(v) for w in WORDS if isinstance(v := getattr(item, w, None), (str, int, float)))
        pos = item.scenePos()
        out.append((type(item).__name__, words, getattr(item, "rule_id", "") or "", round(pos.x(), 1),
                    round(pos.y(), 1), getattr(item, "dimmed", False) if isinstance(item, TableItem) else False))
    return sorted(out, key=repr)


@pytest.mark.parametrize("game_id,players,people", [("star-cartel", 3, 3), ("cartographers", 1, 1),
                                                    ("star-trek", 2, 1), ("thiefs-market", 3, 2)])
def test_each_moment_is_the_table_of_the_save_cut_there(app, qtbot, tmp_path, game_id, players, people):
    session = played(game_id, players, seed=3, moves=None if people > 1 else 70, people=people, bot="greedy")
    over = session.is_over()
    page = ReviewPage(session, saved(tmp_path, "game.json", session))
    qtbot.addWidget(page)
    page.resize(1366, 768)
    fresh = scene_for(game_id)
    names = [s.name for s in session.seats]
    rng = random.Random(2)
    viewers = page.access.viewers
    assert viewers == ((0, *range(1, players), OPEN) if over or people == 0 else (0,))
    for viewer in viewers:
        page.set_viewer(viewer)
        for k in sorted(rng.sample(range(len(session.log) + 1), 4)) + [0, len(session.log)]:
            page.slider.setValue(k)
            assert page.moment == k and page.moves.currentRow() == k
            cutting = cut(session, k)
            if viewer == OPEN:  # laid out as its mover saw it, with nothing hidden
                mover = session.log[k - 1].seat if k else cutting.to_act()[0]
                fresh.render_view(cutting.game.open_view(cutting.state, mover), [], names, None)
            else:
                fresh.render_view(cutting.view(viewer), [], names, None)
            assert board(page.scene) == board(fresh), (viewer, k)
            # The log holds every line up to the moment that the viewer may read, and nothing after it.
            lines = [page.log.item(r).text() for r in range(page.log.count())]
            upto = [line for m, line in page.words.log if m <= k]
            assert lines == upto[-200:]
            assert len(upto) == sum(1 for t in cutting.log for e in t.events
                                    if (viewer == OPEN or e.visible(viewer)) and not e.code.endswith(".revealed"))
            assert not page.moves.isEnabled() or page.play_button.isEnabled() == (not over or k < len(session.log))
    # Read-only: a click that would be a move at the table (a game may keep its cards clickable to say why a move
    # is refused) plays nothing here.
    before = list(session.log)
    for action in session.game.legal_actions(cut(session, 10).state, session.log[10].seat)[:3]:
        page.scene.action_chosen.emit(action)
    assert session.log == before and page.moment == len(session.log)
    assert page.scene.receivers("2action_chosen(PyObject)") == 0


def test_keys_slider_list_and_chart_move_through_the_moments(app, qtbot, tmp_path):
    session = played("star-cartel", 6, seed=4, people=1, bot="greedy")
    page = ReviewPage(session, None)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    assert len(page.words.log) > 250  # longer than the log shows
    page.board.setFocus()
    last = len(session.log)
    assert page.moment == last  # a review opens at the end
    qtbot.keyClick(page.board, Qt.Key.Key_Home)
    assert page.moment == 0 and page.where.text() == f"Move 0 of {last}"
    for _ in range(3):
        qtbot.keyClick(page.board, Qt.Key.Key_Right)
    assert page.moment == 3
    qtbot.keyClick(page.board, Qt.Key.Key_Left)
    assert page.moment == 2
    qtbot.keyClick(page.board, Qt.Key.Key_End)
    assert page.moment == last
    # The log's last lines up to the moment, however the moments are walked (one on, one back, jumps both ways).
    for k in (last - 1, last, 5, 6, 4, last - 3, 0, last, last // 2, last // 2 - 1):
        page.slider.setValue(k)
        upto = [line for m, line in page.words.log if m <= k]
        assert [page.log.item(r).text() for r in range(page.log.count())] == upto[-200:], k
    page.moves.setCurrentRow(10)
    assert page.moment == 10 and page.slider.value() == 10
    page.back.click()
    assert page.moment == 9
    # A click on the chart jumps to the moment under it: the places grow with the moments, the cursor follows.
    assert page.places == sorted(page.places) and page.places[0] < page.places[-1]
    page._chart_clicked(page.places[40])
    assert page.places[page.moment] == page.places[40] and page.chart.cursor.value() == page.places[40]
    box = page.chart.plot.getViewBox()
    # The chart laid out and ranged (pyqtgraph ranges its axes when it paints).
    qtbot.waitUntil(lambda: box.sceneBoundingRect().width() > 100 and box.viewRange()[0][1] >= page.places[-1],
                    timeout=5000)
    target = box.mapViewToScene(QPointF(page.places[20], 5))
    event = type("Click", (), {"scenePos": lambda self: target})()
    page.chart._clicked(event)
    assert abs(page.places[page.moment] - page.places[20]) < 1e-9


PEOPLE = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]


def test_no_path_shows_another_seats_past_before_the_end(app, qtbot, window, tmp_path):
    hot_seat = played("star-cartel", 3, seed=5, moves=20, people=2)
    path = saved(window.paths.saves, "hot-seat.json", hot_seat)
    assert window.open_review(path) is None and window.review is None
    assert "once it ends" in window.home.problem.text()
    with pytest.raises(PermissionError):
        ReviewPage(hot_seat, path)
    window.home.refresh_saves()
    row = next(r for r, s in enumerate(window.home.summaries) if getattr(s, "path", None) == path)
    window.home.saves.selectRow(row)
    assert not window.home.review_going.isEnabled()
    # One person among bots: their own seat only, and only what that seat saw.
    solo = played("star-cartel", 3, seed=5, moves=30, people=1)
    page = window.open_review(saved(window.paths.saves, "one.json", solo))
    assert page is not None and page.access.viewers == (0,)
    assert [page.eyes.itemData(r) for r in range(page.eyes.count())] == [0]
    for other in (1, 2, OPEN):
        with pytest.raises(PermissionError):
            page.set_viewer(other)
    hidden = [e for t in solo.log for e in t.events if not e.visible(0)]
    assert hidden  # the bots did things Aiko could not see
    page.slider.setValue(len(solo.log))
    from tabletop.ui.i18n import message
    secret = {message(e.code, e.params, page.names) for e in hidden}
    shown = {page.log.item(r).text() for r in range(page.log.count())}
    listed = {page.moves.item(r).text() for r in range(page.moves.count())}
    assert not secret & shown and not secret & listed
    window.home.refresh_saves()
    row = next(r for r, s in enumerate(window.home.summaries) if getattr(s, "path", None) == page.save)
    window.home.saves.selectRow(row)
    assert window.home.review_going.isEnabled()


def test_everything_open_draws_every_stash_and_a_seats_eyes_only_its_own(app, qtbot, tmp_path):
    session = played("star-cartel", 3, seed=6, people=1, bot="greedy")  # finished: any seat, or everything open
    page = ReviewPage(session, saved(tmp_path, "done.json", session))
    qtbot.addWidget(page)
    k = next(k for k in range(len(session.log) - 1, 0, -1)
             if all(cut(session, k).state.stashes[s] for s in range(3)))  # every seat holds a stash, before the end

    def texts() -> list[str]:
        return [w for entry in board(page.scene) for w in entry[1]]

    def face_down() -> int:
        return sum(1 for item in page.scene.items() if getattr(item, "face_down", False) and item.isVisible())

    page.set_viewer(OPEN)
    page.slider.setValue(k)
    piles = face_down()  # the face-down piles of the table, and no stash (counted first: see `board`)
    shown = texts()
    assert shown.count("Your stash (private)") == 0 and shown.count("Stash") >= 3  # each seat's, by its name
    page.set_viewer(1)
    hidden = face_down()
    shown = texts()
    assert shown.count("Your stash (private)") == 1 and hidden == piles + 2


def test_everything_open_draws_both_star_trek_hands_and_every_starfarers_hand(app, qtbot):
    from tabletop.review.timeline import Timeline

    trek = played("star-trek", 2, seed=7, moves=60, bot="greedy")
    timeline = Timeline.of(trek)
    scene = scene_for("star-trek")
    scene.render_view(timeline.view_at(60, OPEN), [], ["Aiko", "Ben"], None)
    state = timeline.state_at(60)
    titles = [w for entry in board(scene) for w in entry[1]]
    for seat, name in enumerate(("Aiko", "Ben")):
        assert f"{name}'s hand ({len(state.sides[seat].hand)})" in titles
    scene.render_view(timeline.view_at(60, 0), [], ["Aiko", "Ben"], None)
    titles = [w for entry in board(scene) for w in entry[1]]
    assert not any("'s hand" in t for t in titles) and any(t.startswith("Your hand") for t in titles)

    far = played("starfarers", 3, seed=7, moves=80, bot="greedy")
    timeline = Timeline.of(far)
    hands = [tuple(h) for h in timeline.state_at(80).hands]
    assert sum(map(sum, hands)) > 0
    scene = scene_for("starfarers")
    scene.render_view(timeline.view_at(80, OPEN), [], ["Aiko", "Ben", "Chiara"], None)
    panel = next(i for i in scene.items() if getattr(i, "rule_id", "") == "sf.hand").parentItem()
    numbers = sorted(((round(c.pos().y()), round(c.pos().x())), c.text) for c in panel.childItems()
                     if getattr(c, "text", "").isdigit() and c.pos().x() < 120)  # the supply is at x 120
    rows = [[t for (y, _), t in numbers if y == row] for row in sorted({y for (y, _), _ in numbers})]
    assert rows == [[str(h[k]) for h in hands] for k in range(5)]
