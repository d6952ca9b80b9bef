"""No table hands out a deleted item (issue 29: Starfarers' Hint threw "Internal C++ object (ButtonItem) already
deleted" from the scene's preview, its registry of clickable items per move still holding a button a redraw had
deleted). In all five games, through the table page and its controller: Hint after every kind of redraw (the whole
table, a move, a hand-over behind the curtain, Undo, a refusal), and after every redraw every item registered for a
move is alive and on the table. Games are seeded hot-seat games (people only, so the curtain comes), their moves
chosen from a seeded generator.

The hint button here asks the Normal bot (the controller's search is switched off on the page's controller): the
Strong search's arrival is the controller's business, and besides the button's hint every table is handed a few of
its legal moves as hints, which covers whichever move a search would pick.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.ui.controller import Hint
from tabletop.ui.games import scene_for
from tabletop.ui.items import ButtonItem, TableItem
from tabletop.ui.table import TablePage

# Each game at a hot-seat table of people (the fewest its rules allow, two at least so the curtain comes).
GAMES = {"cartographers": 2, "star-cartel": 3, "thiefs-market": 3, "starfarers": 3, "star-trek": 2}
KINDS = ("whole", "move", "hand-over", "undo", "refusal")


def open_table(window, paths, game_id: str, seed: int) -> TablePage:
    """Returns the table page of a seeded hot-seat game of people, its hint the Normal bot's (at once)."""
    names = ["Aiko", "Ben", "Chiara", "Dev"][:GAMES[game_id]]
    session = Session(available_games()[game_id], [SeatInfo(n) for n in names], {}, seed)
    page = window.open_session(session, paths.saves / f"{game_id}-{seed}.json")
    page.controller.hint_search = lambda: None  # the button's hint comes at once (see the module's note)
    return page


def registry_is_sound(page: TablePage, where: object) -> None:
    """Checks every item registered for a move, as stored: alive (not deleted) and on the page's table."""
    scene = page.scene
    dead = [(a.text(), type(i).__name__) for a, i in scene.action_items.registered()
            if not shiboken6.isValid(i) or i.scene() is not scene]
    assert not dead, (where, dead)


def press_hint(qtbot, page: TablePage, where: object) -> None:
    """Presses Hint as a person does; the hint must reach the table (an exception in its slot fails the test)."""
    with qtbot.waitSignal(page.controller.hinted, timeout=5000):
        qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    assert page.hint.text().startswith("Hint: "), where
    registry_is_sound(page, where)


def hint_some_moves(page: TablePage, rng: random.Random, where: object, count: int = 3) -> None:
    """Hands the table a few of its legal moves as hints, each on the table the one before left (a hint may redraw
    the table: choose a ship, a resource to give, close a seat shown large)."""
    legal = page.controller.legal()
    for action in rng.sample(legal, min(count, len(legal))):
        page._show_hint(Hint(action, None))
        registry_is_sound(page, (where, action.text()))
        item = page.scene.action_items.get(action)
        assert item is None or shiboken6.isValid(item), (where, action.text())


def at_a_person(qtbot, page: TablePage) -> bool:
    """Lifts the curtain if it is up; returns True when it was (a hand-over)."""
    if not page.curtain.isVisible():
        return False
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    assert page.controller.acting_person() is not None
    return True


def refused_move(page: TablePage, seen: list[Action]) -> Action | None:
    """Returns a move the rules refuse now: one legal earlier in the game, or one the table shows refused."""
    why = page.controller.why
    shown = [a for a in page.scene.action_items if a not in set(page.controller.legal())]
    return next((a for a in [*shown, *reversed(seen[-40:])] if why(a) is not None), None)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hint_after_every_kind_of_redraw(window, paths, qtbot, game_id):
    rng = random.Random(29)
    page = open_table(window, paths, game_id, 29)
    session = page.controller.session
    done: set[str] = set()
    seen: list[Action] = []
    for step in range(70):
        if session.is_over() or set(KINDS) <= done and step >= 25:
            break
        kind = "hand-over" if at_a_person(qtbot, page) else None
        legal = page.controller.legal()
        seen += legal[:20]
        if kind is None:
            wanted = rng.choice(("whole", "move", "move", "undo", "refusal"))
            if wanted == "whole":
                page.refresh()
                kind = "whole"
            elif wanted == "undo" and page.undo_button.isEnabled():
                qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
                kind = "undo"
            elif wanted == "refusal" and (refused := refused_move(page, seen)) is not None:
                before = len(session.log)
                page.scene.action_chosen.emit(refused)
                assert len(session.log) == before and page.refusal.text(), refused.text()
                kind = "refusal"
        if kind is None:  # a move; the next table is drawn for the same person or for the curtain
            page.controller.act(rng.choice(legal))
            if at_a_person(qtbot, page):
                kind = "hand-over"
            else:
                kind = "move"
        if page.controller.acting_person() is None:
            continue
        done.add(kind)
        press_hint(qtbot, page, (step, kind))
        hint_some_moves(page, rng, (step, kind))
    assert set(KINDS) <= done, f"{game_id}: only {sorted(done)} came"


def _redraw_checked(page: TablePage, checks: list[int]):
    """Returns the scene's render_view wrapped so that the registry is checked after every redraw, a redraw the
    scene makes of itself (a ship chosen, a seat shown large, a shape turned) included."""
    scene = page.scene
    draw = scene.render_view

    def checked(*args, **kwargs):
        draw(*args, **kwargs)
        checks.append(1)
        registry_is_sound(page, len(checks))
    return checked


def _something_large(page: TablePage) -> object:
    """Returns what the game shows large: a card of Star Trek's (by its id), else the first seat."""
    cards = [i.card.id for i in page.scene.items() if hasattr(i, "card") and hasattr(i.card, "id")]
    return cards[0] if page.controller.session.game.id == "star-trek" and cards else 0


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_item_registered_for_a_move_is_alive_and_on_the_table_after_each_redraw(window, paths, qtbot,
                                                                                    game_id):
    rng = random.Random(3)
    page = open_table(window, paths, game_id, 3)
    session = page.controller.session
    checks: list[int] = []
    page.scene.render_view = _redraw_checked(page, checks)
    for step in range(45):
        if session.is_over():
            break
        at_a_person(qtbot, page)
        registry_is_sound(page, step)
        legal = page.controller.legal()
        # Redraws a person causes without moving: a move shown, then a seat (or card) shown large and closed.
        page.scene.preview(page.snapshot.view, rng.choice(legal))
        for large in (_something_large(page), None):
            page.scene.enlarge(large)
        page.controller.act(rng.choice(legal))
    assert len(checks) > 45, "the table was drawn after every move, and after the choices that redraw it"


# --- the registry follows a redraw in part --------------------------------------------------------------------
def _top(item):
    """Returns the top-level item holding `item`."""
    while item.parentItem() is not None:
        item = item.parentItem()
    return item


def _some_move_with_a_button(page: TablePage, qtbot, rng: random.Random) -> tuple[Action, TableItem]:
    """Returns a legal move drawn as a button on the table, playing seeded moves until there is one."""
    for _ in range(200):
        at_a_person(qtbot, page)
        legal = page.controller.legal()
        buttons = [(a, page.scene.action_items[a]) for a in legal if isinstance(page.scene.action_items.get(a),
                                                                                  ButtonItem)]
        if buttons:
            return buttons[0]
        page.controller.act(rng.choice(legal))
    raise AssertionError("no move drawn as a button")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_hint_after_a_redraw_in_part_never_meets_a_deleted_button(window, paths, qtbot, game_id):
    """Takes the panel of a move's button off the table as a redraw in part does (the Starfarers table keeps its
    galaxy and redraws the rest): the move then has no item, its hint frames nothing and throws nothing."""
    rng = random.Random(5)
    page = open_table(window, paths, game_id, 5)
    action, button = _some_move_with_a_button(page, qtbot, rng)
    scene = page.scene
    top = _top(button)
    scene.removeItem(top)  # as a table's own partial clear did: off the scene, then deleted
    shiboken6.delete(top)
    assert not shiboken6.isValid(button)
    page._show_hint(Hint(action, None))  # it threw "Internal C++ object (ButtonItem) already deleted"
    assert page.hint.text().startswith("Hint: ")
    registry_is_sound(page, "after removeItem")  # pruned at once: the first line
    assert action not in scene.action_items and scene.action_items.get(action) is None
    # A redraw brings the button back, and its hint frames it.
    page.refresh()
    assert shiboken6.isValid(scene.action_items[action])
    page._show_hint(Hint(action, None))
    registry_is_sound(page, "after the redraw")


def test_an_item_deleted_behind_the_scenes_back_is_never_handed_out(app):
    """The second line: an item deleted without the scene knowing (no removeItem, no discard) is skipped and
    dropped when met, so a preview, a lesson or a refusal bubble never asks a deleted item anything."""
    session = Session(available_games()["star-cartel"], [SeatInfo(n) for n in ("Aiko", "Ben", "Chiara")], {}, 1)
    scene = scene_for("star-cartel")
    seat = session.to_act()[0]
    legal = session.legal_actions(seat)
    scene.render_view(session.view(seat), legal, [s.name for s in session.seats], seat)
    action = next(a for a in legal if a in scene.action_items)
    item = scene.action_items[action]
    scene.last_clicked = item
    shiboken6.delete(item)
    assert action not in list(scene.action_items) and scene.action_items.get(action) is None
    assert all(shiboken6.isValid(i) for i in scene.action_items.values())
    assert scene.preview(session.view(seat), action) is None
    scene.show_refusal("No.")  # anchored at the centre, not at the deleted item
    assert action not in dict(scene.action_items.registered())


def test_no_table_deletes_an_item_but_through_the_base():
    """Every game's table deletes items only through GameScene.discard (or a whole redraw), which prunes the
    registry of moves: no game can keep a deleted item for a move again."""
    root = Path(__file__).resolve().parents[2] / "tabletop" / "ui"
    allowed = {root / "games" / "base.py"}
    deleting = re.compile(r"shiboken6\.delete\(|\.deleteLater\(|\bdelete\(")
    found = [str(path.relative_to(root)) for path in sorted((root / "games").rglob("*.py"))
             if path not in allowed and deleting.search(path.read_text(encoding="utf-8"))]
    assert not found, found


def test_a_table_changed_by_a_key_keeps_a_sound_registry(window, paths, qtbot):
    """Cartographers redraws its controls at a key (turn, flip, the next shape): a hint after them is sound too."""
    rng = random.Random(8)
    page = open_table(window, paths, "cartographers", 8)
    at_a_person(qtbot, page)
    page.board.setFocus()
    for key in (Qt.Key.Key_R, Qt.Key.Key_F, Qt.Key.Key_2, Qt.Key.Key_T, Qt.Key.Key_Right):
        qtbot.keyClick(page.board.viewport(), key)
        QApplication.processEvents()
        registry_is_sound(page, key)
        press_hint(qtbot, page, key)
        hint_some_moves(page, rng, key, 1)
