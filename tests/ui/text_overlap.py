"""Every text a table paints, as a rectangle on the screen, measured against every other one and against its clip
(issue 30), at sampled moments of a seeded game in the real window at 1366×768.

`RunMeter` is tabletop/ui/text_meter.py's `TextMeter` whose engine also keeps each run's glyph rectangle (its advance
by the font's ascent and descent, mapped to the screen) and the clip it was painted under. Used by the per-game
tests tests/ui/test_<game>_text_overlap.py.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QFontMetricsF, QPainterPath, QTextItem
from PySide6.QtWidgets import QApplication, QWidget

from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.ui.text_meter import TextMeter, _Engine
from tests.ui.text_moments import MOMENTS, NAMES, Setup, play_moves

SLACK = 2.0  # pixels two glyph boxes may share (a line's descent over the next line's ascent) before they overlap


class Run(NamedTuple):
    """One run of text as painted: its words, its glyph rectangle and its clip on the screen (None: unclipped)."""

    text: str
    rect: QRectF
    clip: QRectF | None


class _RunEngine(_Engine):
    """Records each run's rectangle and clip besides what `_Engine` records."""

    def __init__(self, bounds: QRect) -> None:
        super().__init__(bounds)
        self.runs: list[Run] = []

    def drawTextItem(self, point: QPointF | QPoint | QPainterPath.Element, item: QTextItem) -> None:  # noqa: N802
        p = QPointF(point.x, point.y) if isinstance(point, QPainterPath.Element) else QPointF(point)
        text = item.text().replace("\u2060", "")
        painter = self.painter()
        if text.strip():
            metrics = QFontMetricsF(item.font())
            local = QRectF(p.x(), p.y() - metrics.ascent(), item.width(), metrics.ascent() + metrics.descent())
            transform = painter.deviceTransform()
            clip = None
            if painter.hasClipping():
                clip = transform.mapRect(painter.clipBoundingRect())
            rect = transform.mapRect(local)
            if self.bounds.intersects(rect):
                self.runs.append(Run(text, rect, clip))
        super().drawTextItem(point, item)


class RunMeter(TextMeter):
    """A screen-sized paint device keeping every text run's rectangle and clip (`runs`)."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__(width, height)
        self._engine = _RunEngine(QRect(0, 0, width, height))

    @property
    def runs(self) -> list[Run]:
        return self._engine.runs


def board_runs(board: QWidget) -> list[Run]:
    """Returns every text run the table's board paints, as it stands."""
    meter = RunMeter(board.width(), board.height())
    QWidget.render(board, meter)  # a QGraphicsView's own render paints the scene, not the widget
    return meter.runs


def overlapping(runs: list[Run]) -> list[tuple[str, str]]:
    """Returns the pairs of texts whose glyph rectangles overlap by more than SLACK each way."""
    out = []
    for k, a in enumerate(runs):
        for b in runs[k + 1:]:
            both = a.rect.intersected(b.rect)
            if both.width() > SLACK and both.height() > SLACK:
                out.append((a.text, b.text))
    return out


def cut(runs: list[Run]) -> list[str]:
    """Returns the texts their clip cuts by more than SLACK (a word under its box's or its window's edge)."""
    return [r.text for r in runs if r.clip is not None
            and not r.clip.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(r.rect)
            and r.clip.intersects(r.rect)]


def sampled(window: Any, setup: Setup) -> list[tuple[str, list[Run]]]:
    """Returns the board's text runs at the setup's moments, every seat a person (the one to act at the screen)."""
    moves = play_moves(setup)
    game = available_games()[setup.game]
    session = Session(game, [SeatInfo(n) for n in NAMES[:setup.players]], dict(setup.options), setup.seed)
    page = window.open_session(session, window.paths.saves / "overlap.json")
    steps = sorted({min(len(moves) - 1, int(f * len(moves))) for f in MOMENTS})
    out = []
    done = 0
    for step in steps:
        for seat, action in moves[done:step]:
            page.controller.last_events = session.act(seat, action)
        done = step
        page.curtain.hide()
        page.controller.waiting_for = None
        page.controller.viewer = session.to_act()[0]
        page.refresh()
        QApplication.processEvents()
        out.append((f"{setup.name} move {step}/{len(moves)}", board_runs(page.board)))
    window.leave_table()
    return out


def done_with(window: Any) -> None:
    """Closes a window of `open_window`: the next test starts in English, without this window's translators."""
    window.leave_table()
    window.language.use("en")
    app = QApplication.instance()
    for translator in window.language._translators:
        app.removeTranslator(translator)
    window.close()
