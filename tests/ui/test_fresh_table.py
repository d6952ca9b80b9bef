"""A table drawn fresh at any moment equals the live one (issue 19): the table keeps no game facts between redraws.

For every registered game with a table, a seeded game is played through the real table page and its controller, a
person at seat 0 (choosing at random) and bots at the other seats. At moments along the way, mid-decision ones
too (a drawing not yet confirmed, an attempt under way, a flight), a brand-new page is opened on the same session,
as Continue opens a saved game, and what it shows is compared with the live page: every item on the board (its
kind, its words, its rule, where it stands, whether it is offered or dimmed), the move list, the prompt and the log.
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest
from PySide6.QtWidgets import QGraphicsItem

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games, entry
from tabletop.ui.controller import GameController
from tabletop.ui.games import scene_for
from tabletop.ui.items import TableItem
from tabletop.ui.table import TablePage

NAMES = ["Aiko", "Ben", "Chiara", "Dev", "Emi", "Femi"]
MOVES = 260        # moves played of each game at most (random play never ends some games)
LOOKS = 30         # fresh tables opened per game at most (each is a whole page): spread over the moves
WORDS = ("text", "title", "value", "label", "subtitle", "corner")

# Moments worth naming, read from the person's view: a game need not be here to be tested (every registered
# game is); one that is must reach such a moment, so the comparison is known to have covered it.
MID_DECISION: dict[str, tuple[str, Callable[[Any], bool]]] = {
    "cartographers": ("a drawing not yet confirmed",
                      lambda v: v.viewer is not None and bool(v.sheets[v.viewer].staged)),
    "star-trek": ("a mission attempt under way", lambda v: getattr(v, "attempt", None) is not None),
    "starfarers": ("a flight", lambda v: getattr(getattr(v, "phase", None), "value", "") == "flight"),
}

GAMES = [gid for gid in sorted(available_games()) if entry(gid).playable]


def _place(item: QGraphicsItem) -> tuple[float, float]:
    pos = item.scenePos()
    return round(pos.x(), 1), round(pos.y(), 1)


def shown(page: TablePage) -> dict[str, Any]:
    """Returns what a table page shows: its board's items, its move list, its prompt and its log."""
    items = []
    for item in page.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, TableItem):
            words = tuple(str(value) for w in WORDS
                          if isinstance(value := getattr(item, w, None), (str, int, float)))  # not a child item
            items.append((type(item).__name__, words, item.rule_id or "", _place(item), item.highlighted,
                          item.dimmed, item.selected_))
        else:  # a shape's cells, a mark drawn by Qt's own items: their kind and place
            items.append((type(item).__name__, (), "", _place(item), False, False, False))
    return {"board": sorted(items, key=repr),
            "moves": [page.moves.item(k).text() for k in range(page.moves.count())],
            "prompt": page.prompt.text(),
            "log": [page.log.item(k).text() for k in range(page.log.count())]}


def fresh_page(session: Session, curtain_up: bool) -> TablePage:
    """Returns a new page on the same session, opened as Continue opens a saved game (and, when the live page's
    person has come to the screen, that person at it)."""
    controller = GameController(session, None, bot_delay_ms=700)
    page = TablePage(controller, scene_for(session.game.id))
    controller.start()
    controller._timer.stop()  # its bots never move: the live page's controller plays
    if not curtain_up:
        controller.ready()
    return page


def difference(live: dict[str, Any], fresh: dict[str, Any]) -> str:
    """Returns what differs between two pages' contents, in a few lines."""
    lines = []
    for key in live:
        if live[key] == fresh[key]:
            continue
        if key == "board":
            only_live = [i for i in live[key] if i not in fresh[key]]
            only_fresh = [i for i in fresh[key] if i not in live[key]]
            lines.append(f"board: live only {only_live[:6]}, fresh only {only_fresh[:6]}")
        else:
            lines.append(f"{key}: live {str(live[key])[:300]}, fresh {str(fresh[key])[:300]}")
    return "\n".join(lines)


def moments(game_id: str, seed: int, people: int):
    """Plays a seeded game through a live page, yielding (live page, move number) after each move and after each
    curtain: `people` persons (choosing at random) at the first seats, bots at the others."""
    game = available_games()[game_id]
    players = min(max(people + 1, game.min_players), game.max_players)  # a game for two: two people
    seats = [SeatInfo(NAMES[k]) if k < people else SeatInfo(NAMES[k], SeatKind.BOT, "random")
             for k in range(players)]
    session = Session(game, seats, {}, seed)
    controller = GameController(session, None, bot_delay_ms=700)  # a delay: every change is drawn at once
    page = TablePage(controller, scene_for(game_id))
    controller.start()
    rng = random.Random(seed)
    try:
        for move in range(MOVES):
            controller._timer.stop()
            if session.is_over():
                yield page, move
                return
            yield page, move
            if controller.waiting_for is not None:  # the curtain: the next person comes to the screen
                controller.ready()
                yield page, move
            if controller.acting_person() is not None:
                assert controller.act(rng.choice(controller.legal())), f"move {move} refused"
            else:
                controller._bot_step()
    finally:
        controller.stop()
        page.deleteLater()


@pytest.mark.parametrize("people", [1, 2], ids=["among-bots", "hot-seat"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_drawn_fresh_equals_the_live_one(app, qtbot, game_id, people):
    looked, named = 0, 0
    name, is_named = MID_DECISION.get(game_id, ("", lambda v: False))
    stride = max(1, MOVES // LOOKS)
    for page, move in moments(game_id, 5, people):
        controller = page.controller
        mid = is_named(controller.view())
        if not (mid and named < 8) and move % stride and not controller.session.is_over():
            continue
        live = shown(page)
        fresh = fresh_page(controller.session, curtain_up=controller.waiting_for is not None)
        try:
            found = shown(fresh)
        finally:
            fresh.controller.stop()
            fresh.deleteLater()
        where = f"{game_id} move {move}" + (f" ({name})" if mid else "") + \
            (" behind the curtain" if controller.waiting_for is not None else "")
        assert live == found, f"a fresh table differs from the live one at {where}:\n{difference(live, found)}"
        looked += 1
        named += mid
    assert looked >= 10
    if game_id in MID_DECISION:
        assert named, f"{game_id}: no moment of {name} was reached"
