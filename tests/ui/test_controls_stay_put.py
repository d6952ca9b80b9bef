"""The side panel's controls stay where the hand left them (issue 30): Undo, Hint, the move list, the log, Skip,
the pace, Rules and Home keep their places at 1366×768 whatever the prompt, a hint or a refusal says, at moments
through every game, in both languages: at moments of games against bots, and at the busiest moments of games
where every seat is a person (tests/ui/text_moments.py), with a hint, a refusal and a trade offer shown."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games, entry
from tests.ui.hinting import click_hint
from tests.ui.overlap_moments import busy_moments
from tests.ui.text_moments import NEWER_TABLES, OLDER_TABLES, Setup, moments, open_window

GAMES = sorted(available_games())
TURNS = 4  # the person's turns looked at in each game


def places(page: Any) -> dict[str, QPoint]:
    """Returns where each control of the side panel is on the page."""
    controls: dict[str, QWidget] = {"undo": page.undo_button, "hint": page.hint_button, "moves": page.moves,
                                    "log": page.log, "skip": page.skip_button, "pace": page.pace,
                                    "rules": page.rules_button, "home": page.menu_button}
    controls.update({f"tool {i}": button for i, (_, button) in enumerate(page.tool_buttons)})
    return {name: w.mapTo(page, QPoint(0, 0)) for name, w in controls.items()}


def refuse_something(page: Any, seen: list[Action]) -> bool:
    """Plays a move seen earlier that the rules refuse now; returns False when every one seen is legal."""
    controller = page.controller
    refused = next((a for a in reversed(seen) if controller.why(a) is not None), None)
    if refused is None:
        return False
    page._play(refused)
    return bool(page.refusal.text())


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_side_panel_s_controls_never_move(window: Any, paths: Any, qtbot: Any, game_id: str,
                                               lang: str) -> None:
    window.set_language(lang)
    window.resize(1366, 768)
    found = entry(game_id)
    count = min(max(found.min_players, 3), found.max_players) if found.min_players > 1 else 1
    seats = [SeatInfo("Aiko")] + [SeatInfo(n, SeatKind.BOT, "greedy") for n in ("Ben", "Chiara", "Dai")[:count - 1]]
    page = window.open_session(Session(available_games()[game_id], seats, {}, 11), paths.saves / "put.json")
    controller, session = page.controller, page.controller.session
    controller.set_pace(0)
    rng = random.Random(11)
    seen: list[Action] = []
    first: dict[str, QPoint] | None = None
    looked, refusals = 0, 0
    for _ in range(400):
        qtbot.waitUntil(lambda: session.is_over() or controller.acting_person() is not None, timeout=30_000)
        if session.is_over() or looked >= TURNS:
            break
        page.refresh()
        where = places(page)
        first = first or where
        assert where == first, "the prompt moved the controls"
        if rng.random() < 0.3 or not looked:
            looked += 1
            click_hint(qtbot, page)
            assert page.hint.text() and places(page) == first, "the hint moved the controls"
            if refuse_something(page, seen):
                refusals += 1
                assert places(page) == first, "the refusal moved the controls"
        legal = controller.legal()
        seen.extend(rng.sample(legal, min(3, len(legal))))
        controller.act(rng.choice(legal))
    assert looked >= 2
    assert refusals >= 1 or game_id == "cartographers", "no refusal was tried"


# --- at the busiest moments: every seat a person, long prompts, hints, refusals, open offers ---------------------

ONE_A_GAME = [next(s for s in OLDER_TABLES + NEWER_TABLES if s.game == g) for g in GAMES]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("setup", ONE_A_GAME, ids=[s.name for s in ONE_A_GAME])
def test_the_controls_hold_their_places_through_the_busiest_moments(app: Any, qtbot: Any, setup: Setup,
                                                                     lang: str) -> None:
    window = open_window(lang)
    qtbot.addWidget(window)
    first: dict[str, QPoint] | None = None
    looked: list[str] = []
    try:
        for moment, _texts, _overflows in moments(window, setup):
            if "final table" in moment or "board at the end" in moment or "large" in moment:
                continue  # Undo and Hint give way to Final scores in their row; a seat shown large covers the board
            first = _same_places(window, first, moment)
            looked.append(moment)
        for moment, _texts, _bubbles in busy_moments(window, setup, qtbot):
            first = _same_places(window, first, moment)
            looked.append(moment)
    finally:  # the next test starts in English, without this window's translators
        window.language.use("en")
        for translator in window.language._translators:
            app.removeTranslator(translator)
    assert len(looked) >= 12 and sum("hint shown" in m for m in looked) >= 3 and any("refusal" in m for m in looked)


def _same_places(window: Any, first: dict[str, QPoint] | None, moment: str) -> dict[str, QPoint]:
    """Returns the side column's places at `moment`, failing where one differs from `first` (the first moment's)."""
    where = places(window.table)
    if first is not None:
        moved = {name: (first[name], at) for name, at in where.items() if at != first[name]}
        assert not moved, f"{moment}: moved {moved}"
    return where
