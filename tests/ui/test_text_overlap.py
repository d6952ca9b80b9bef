"""No two texts on a table are painted over each other, and none is cut off by its clip (issue 30).

Every text run the window paints is measured with its glyph rectangle and clip on the screen
(tabletop/ui/text_meter.py); `overlaps` and `clipped` judge them.
"""

from __future__ import annotations

from typing import Any, Sequence

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsView, QLabel, QListWidget, QVBoxLayout, QWidget

from tabletop.games import available_games
from tabletop.ui.games.base import GameScene
from tabletop.ui.text_meter import DrawnText, clipped, measure, overlaps
from tests.review.games import played, saved
from tests.ui.overlap_moments import AT, busy_moments
from tests.ui.text_moments import NEWER_TABLES, OLDER_TABLES, Setup, moments, open_window


# --- the meter's geometry itself -------------------------------------------------------------------------------

def test_the_meter_finds_texts_over_each_other_and_texts_cut_by_their_clip(app: Any, qtbot: Any) -> None:
    top = QWidget()
    qtbot.addWidget(top)
    top.resize(600, 400)
    layout = QVBoxLayout(top)
    roomy = QLabel("Roomy gypsy")
    roomy.setFixedHeight(30)
    squashed = QLabel("Squashed gypsy")
    squashed.setFixedHeight(8)  # its descenders (and more) fall outside
    rows = QListWidget()
    rows.addItems([f"row {i} gy" for i in range(40)])
    rows.setFixedHeight(100)  # scrolls: its last row half shown is no cut
    for w in (roomy, squashed, rows):
        layout.addWidget(w)
    top.show()
    qtbot.waitExposed(top)
    runs = measure(top)
    texts = [t.text for t in runs]
    assert "Roomy gypsy" in texts and "row 0 gy" in texts and "row 39 gy" not in texts  # scrolled out: unseen
    assert [t.text for t in clipped(runs)] == ["Squashed gypsy"]
    assert not overlaps(runs)
    roomy_rect = next(t.rect for t in runs if t.text == "Roomy gypsy")
    assert roomy.geometry().contains(roomy_rect.toAlignedRect().adjusted(1, 1, -1, -1))  # on the screen, in px
    over = QLabel("Over", top)
    over.move(roomy.mapTo(top, QPoint(4, 0)))
    over.resize(over.sizeHint().width(), roomy.height())
    over.show()
    pairs = overlaps(measure(top))
    assert [(a.text, b.text) for a, b in pairs] in ([("Roomy gypsy", "Over")], [("Over", "Roomy gypsy")])


# --- every table, at its busiest moments -----------------------------------------------------------------------

TABLES = OLDER_TABLES + NEWER_TABLES
# Known overlaps inside a game's own folder (ui/games/<game>), fixed there: (setup name, language) -> why. None now:
# the Star Trek and Starfarers hint frames were fixed in their folders.
KNOWN: dict[tuple[str, str], str] = {}


def _case(setup: Setup, language: str) -> Any:
    """Returns the pytest case of a setup in a language, strictly expected to fail while its game's fix is due."""
    why = KNOWN.get((setup.name, language))
    marks = [pytest.mark.xfail(strict=True, reason=why)] if why else []
    return pytest.param(setup, language, id=f"{setup.name}-{language}", marks=marks)


def _described(t: DrawnText) -> str:
    """Returns a run's words and where it is on the screen, for a failure's message."""
    r = t.rect
    return f"{t.text[:60]!r} at {r.left():.0f},{r.top():.0f}–{r.right():.0f},{r.bottom():.0f}"


def faults(moment: str, texts: list[DrawnText], bubbles: Sequence[QRectF] = ()) -> list[str]:
    """Returns one line for each pair of texts over each other and each text cut off at `moment`; a bubble that
    floats over the table by the thing clicked (`bubbles`, like a tooltip) may cover what is under it."""
    lines = [f"{moment}: {_described(a)} over {_described(b)}" for a, b in overlaps(texts)]
    for t in clipped(texts):
        if t.covered and (clipped([t._replace(covered=False)]) == []) and any(b.intersects(t.rect) for b in bubbles):
            continue
        c = t.clip
        cut = "" if c is None else f" (clip {c.left():.0f},{c.top():.0f}–{c.right():.0f},{c.bottom():.0f})"
        lines.append(f"{moment}: {_described(t)} {'partly covered' if t.covered else 'cut'}{cut}")
    return lines


@pytest.mark.parametrize(("setup", "language"), [_case(s, lang) for s in TABLES for lang in ("en", "ja")])
def test_no_text_on_a_table_is_over_another_nor_cut_off(app: Any, qtbot: Any, setup: Setup, language: str) -> None:
    window = open_window(language)
    qtbot.addWidget(window)
    found: list[str] = []
    looked = {"moments": 0, "hint shown": 0, "refusal shown": 0, "offer open": 0}
    try:
        for moment, texts, _ in moments(window, setup):
            looked["moments"] += 1
            found += faults(moment, texts)
        for moment, texts, bubbles in busy_moments(window, setup, qtbot):
            looked[moment.rsplit(", ", 1)[1]] += 1
            found += faults(moment, texts, bubbles)
    finally:  # the next test starts in English, without this window's translators
        window.language.use("en")
        for translator in window.language._translators:
            app.removeTranslator(translator)
    assert looked["moments"] >= 8 and looked["hint shown"] >= len(AT) and looked["refusal shown"] >= 1, looked
    if setup.game == "starfarers":
        assert looked["offer open"] >= 1, "no trade offer was open at a moment looked at"
    assert not found, "texts over each other or cut off:\n" + "\n".join(found)


# --- the screens around the tables ------------------------------------------------------------------------------

REVIEWED = [("cartographers", 1), ("star-cartel", 3), ("thiefs-market", 3), ("starfarers", 3), ("star-trek", 2)]
# Known faults of the review's table inside a game's own folder: game (or game-language) -> why.
REVIEW_KNOWN: dict[str, str] = {}


def _review_case(game_id: str, players: int, language: str) -> Any:
    """Returns the pytest case of a reviewed game, strictly expected to fail while its game's fix is due."""
    why = REVIEW_KNOWN.get(game_id) or REVIEW_KNOWN.get(f"{game_id}-{language}")
    marks = [pytest.mark.xfail(strict=True, reason=why)] if why else []
    return pytest.param(game_id, players, language, id=f"{game_id}-{language}", marks=marks)


def banners(window: Any) -> list[QRectF]:
    """Returns where the last move's banners are in the window: they float over the board's foot like a tooltip
    (and fade under the mouse), hiding what they cover."""
    found = []
    for view in window.findChildren(QGraphicsView):
        if not view.isVisible() or not isinstance(view.scene(), GameScene):
            continue  # a chart's view: its items are pyqtgraph's
        shift = view.viewport().mapTo(window, QPoint(0, 0))
        for item in view.scene().items():
            if item.data(0) == "last_move" and item.isVisible():
                found.append(QRectF(view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(shift)))
    return found

@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_home_page_s_texts_are_whole_and_apart_and_its_title_inside_its_label(window: Any, language: str) -> None:
    window.set_language(language)
    window.resize(1366, 768)
    window.layout().activate()
    texts = measure(window)
    assert not faults("home", texts)
    title = window.home.title
    box = QRectF(title.mapTo(window, QPoint(0, 0)), title.size().toSizeF())
    run = next(t for t in texts if t.text == title.text())
    assert box.contains(run.rect), (run.rect, box)  # descenders included
    assert run.rect.bottom() >= run.y + title.fontMetrics().descent() - 1  # the glyphs' full depth is measured
    # The headline face's "p" goes a full descender down (BIZ UDPGothic's stopped at 0.12 em and read as cut off).
    ink = QFontMetricsF(title.font()).tightBoundingRect("p")
    assert title.fontInfo().family() == "Tabletop Headline" and ink.bottom() >= 0.18 * title.fontInfo().pixelSize()


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game_id", sorted(available_games()))
def test_the_dialogs_texts_are_whole_and_apart(window: Any, qtbot: Any, language: str, game_id: str) -> None:
    window.set_language(language)
    window.resize(1366, 768)
    dialogs = [window.ask_new_game(game_id), window.edit_settings(), window.show_rules(game_id)]
    found = []
    for dialog in dialogs:
        assert dialog is not None
        qtbot.waitExposed(dialog)
        texts = measure(dialog)
        assert len(texts) >= 5, (dialog, texts)  # the meter saw the dialog's words
        found += faults(f"{type(dialog).__name__} of {game_id}", texts)
        dialog.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("game_id", "players", "language"),
                         [_review_case(g, n, lang) for g, n in REVIEWED for lang in ("en", "ja")])
def test_the_review_s_and_the_statistics_texts_are_whole_and_apart(window: Any, game_id: str, players: int,
                                                                   language: str) -> None:
    window.set_language(language)
    window.resize(1366, 768)
    session = played(game_id, players, seed=4, people=1, bot="greedy")
    page = window.open_review(saved(window.paths.saves, "reviewed.json", session))
    found = []
    for at in (0, page.slider.maximum() // 2, page.slider.maximum()):  # the start, the middle, the end
        page.slider.setValue(at)
        window.layout().activate()
        texts = measure(window)
        assert len(texts) > 30
        found += faults(f"review of {game_id} at {at}", texts, banners(window))
    window.open_statistics()
    window.layout().activate()
    found += faults("statistics", measure(window))
    assert not found, "\n".join(found)
