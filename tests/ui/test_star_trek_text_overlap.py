"""No text on the Star Trek table is painted over another, nor cut by its clip (issue 30, "No text over another").

Seeded random games, every seat a person at the screen, are played to moments spread over the game and to moments
of attempts (the busiest column); at each the table is rendered into a paint device that writes down every run of
text with the rectangle its glyphs take on the screen and the clip it was painted under. Two runs whose rectangles
cross, or a run reaching out of its clip, fail the test with both named.
"""

from __future__ import annotations

import random
from typing import NamedTuple

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QFontMetricsF, QPaintDevice, QPaintEngine, QPaintEngineState, QPainterPath, QTextItem
from PySide6.QtWidgets import QWidget

from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek import GAME
from tabletop.ui.controller import GameController
from tabletop.ui.games.star_trek import StarTrekScene
from tabletop.ui.i18n import Language
from tabletop.ui.table import TablePage
from tabletop.ui.text_meter import TextMeter

SLACK = 1.5  # device pixels two glyph boxes may share (antialiased edges, a font's generous line box)


class TextRun(NamedTuple):
    """One run of text as painted: its words, the rectangle its line takes on the screen, and its clip there."""

    text: str
    rect: QRectF
    clip: QRectF | None


class _RectEngine(QPaintEngine):
    """Paints nothing; records each text run's rectangle (ascent to descent, start to advance) and clip."""

    def __init__(self, bounds: QRect) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.bounds = QRectF(bounds)
        self.runs: list[TextRun] = []

    def drawTextItem(self, point: QPointF | QPoint | QPainterPath.Element, item: QTextItem) -> None:  # noqa: N802
        p = QPointF(point.x, point.y) if isinstance(point, QPainterPath.Element) else QPointF(point)
        text = item.text().replace("\u2060", "")
        if not text.strip():
            return
        painter = self.painter()
        transform = painter.deviceTransform()
        metrics = QFontMetricsF(item.font())
        # The run's line box, less the font's inner leading above (accents' room, never ink for these texts).
        top = p.y() - metrics.ascent() + metrics.leading() / 2
        rect = transform.mapRect(QRectF(p.x(), top, item.width(), p.y() + metrics.descent() - top))
        clip = transform.mapRect(painter.clipBoundingRect()) if painter.hasClipping() else None
        if not self.bounds.intersects(rect) or (clip is not None and not clip.intersects(rect)):
            return  # laid out off the screen, or clipped away whole (a row scrolled out of sight): never seen
        last = self.runs[-1] if self.runs else None
        # A line comes in runs (a font change, a fallback glyph, word joiners): one going on where the last ended.
        if last is not None and abs(last.rect.top() - rect.top()) < 2 and abs(last.rect.right() - rect.left()) < 1:
            self.runs[-1] = TextRun(last.text + text, last.rect.united(rect), last.clip)
        else:
            self.runs.append(TextRun(text, rect, clip))

    def begin(self, device: QPaintDevice) -> bool:
        return True

    def end(self) -> bool:
        return True

    def updateState(self, state: QPaintEngineState) -> None:  # noqa: N802
        pass

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User

    def _nothing(self, *args: object) -> None:
        pass

    drawPixmap = drawImage = drawTiledPixmap = drawPolygon = drawPath = _nothing  # noqa: N815
    drawRects = drawLines = drawEllipse = drawPoints = _nothing  # noqa: N815


class RectMeter(TextMeter):
    """A screen-sized paint device keeping the text runs rendered into it with their rectangles (`runs`)."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__(width, height)
        self._rects = _RectEngine(QRect(0, 0, width, height))

    @property
    def runs(self) -> list[TextRun]:
        """Returns the text runs painted so far, in painting order."""
        return self._rects.runs

    def paintEngine(self) -> QPaintEngine:  # noqa: N802 (Qt API)
        return self._rects


def text_runs(widget: QWidget) -> list[TextRun]:
    """Returns every text run `widget` and its children paint, as they stand."""
    meter = RectMeter(widget.width(), widget.height())
    QWidget.render(widget, meter)
    return meter.runs


def clashes(runs: list[TextRun]) -> list[str]:
    """Returns, in words, each pair of runs painted over each other and each run cut by its clip."""
    out = []
    for k, a in enumerate(runs):
        if a.clip is not None and not a.clip.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(a.rect):
            out.append(f"{a.text!r} cut by its clip ({_box(a.rect)} in {_box(a.clip)})")
        for b in runs[k + 1:]:
            both = a.rect.intersected(b.rect)
            if both.width() > SLACK and both.height() > SLACK:
                out.append(f"{a.text!r} and {b.text!r} overlap ({_box(a.rect)} / {_box(b.rect)})")
    return out


def _box(r: QRectF) -> str:
    return f"{r.x():.0f},{r.y():.0f} {r.width():.0f}×{r.height():.0f}"


# --- the moments ------------------------------------------------------------------------------------------------

def _moments(seed: int, count: int) -> list[tuple[Session, int]]:
    """Returns `count` moments of a seeded random game as (a game played there, the seat at the screen): half spread
    over the game, half inside mission attempts (where the right column is fullest)."""
    session, rng = Session(GAME, [SeatInfo("Apprentice"), SeatInfo("Daichi")], {}, seed), random.Random(seed)
    moves = []
    attempts = []
    while not session.is_over() and len(moves) < 1500:
        seat = session.to_act()[0]
        if session.state.attempt is not None:
            attempts.append(len(moves))
        action = rng.choice(session.legal_actions(seat))
        session.act(seat, action)
        moves.append((seat, action))
    spread = [int(len(moves) * f) for f in (0.02, 0.3, 0.6, 0.9)] + [len(moves)]
    picks = rng.sample(attempts, min(len(attempts), count - len(spread))) if attempts else []
    out = []
    for step in sorted(set(spread + picks))[:count]:
        replay = Session(GAME, [SeatInfo("Apprentice"), SeatInfo("Daichi")], {}, seed)
        for seat, action in moves[:step]:
            replay.act(seat, action)
        out.append((replay, 0 if replay.is_over() else replay.to_act()[0]))
    return out


def _page(qtbot, session: Session, viewer: int) -> TablePage:
    controller = GameController(session, None, bot_delay_ms=0, reduced_motion=True)
    controller.viewer, controller.waiting_for = viewer, None
    page = TablePage(controller, StarTrekScene())
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    page.refresh()
    return page


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("seed", [3, 11, 24])
def test_no_text_on_the_table_is_over_another_nor_cut(app, qtbot, language, seed):
    found: dict[str, str] = {}
    words = Language()
    assert words.use(language)
    try:
        for session, viewer in _moments(seed, 30):
            page = _page(qtbot, session, viewer)
            runs = text_runs(page.board)
            assert len(runs) > 40  # the meter saw the table
            for clash in clashes(runs):
                found.setdefault(clash, f"move {len(session.log)}")
            scene = page.scene
            if scene.selectable:  # the card with the longest name selected: its row, Cancel and its moves
                scene.select(max(sorted(scene.selectable), key=lambda u: len(scene._title(scene.view, u))))
                for clash in clashes(text_runs(page.board)):
                    found.setdefault(clash, f"move {len(session.log)}, a card selected")
            page.close()
    finally:
        words.use("en")
    assert not found, f"{len(found)} texts over others or cut:\n" + "\n".join(
        f"{k} at {v}" for k, v in sorted(found.items()))


def test_the_check_sees_two_texts_painted_over_each_other(app):
    from PySide6.QtGui import QPainter

    meter = RectMeter(300, 200)
    painter = QPainter(meter)
    painter.drawText(QPointF(10, 40), "Computation Drone")
    painter.drawText(QPointF(20, 44), "Invasive Drone")
    painter.drawText(QPointF(10, 120), "Apart")
    painter.setClipRect(QRectF(10, 150, 30, 40))
    painter.drawText(QPointF(10, 170), "Cut by the clip")
    painter.end()
    found = clashes(meter.runs)
    assert len(found) == 2
    assert "'Computation Drone' and 'Invasive Drone' overlap" in found[0]
    assert "'Cut by the clip' cut by its clip" in found[1]


def _attempt_moment(seed: int = 3) -> Session:
    """Returns a seeded random game stopped where a mission attempt is under way and a dilemma is revealed."""
    session, rng = Session(GAME, [SeatInfo("Apprentice"), SeatInfo("Daichi")], {}, seed), random.Random(seed)
    while not session.is_over():
        if session.state.attempt is not None and session.state.attempt.current is not None:
            return session
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    pytest.skip("no attempt reached")


@pytest.mark.parametrize("size", [9, 12])
def test_a_big_crew_of_long_names_is_listed_without_overprinting(app, qtbot, size):
    from tabletop.games.star_trek.view import CrewView

    session = _attempt_moment()
    page = _page(qtbot, session, session.to_act()[0])
    view = page.controller.snapshot().view
    names = ["3C126", "3C125", "3C134", "3C118", "3S124", "3C128", "3C140", "1S262", "1S289", "1S268", "3C126",
             "3C125"][:size]
    statuses = ["facing", "attempting", "stopped", "killed"]
    crew = tuple(CrewView(900 + k, card, statuses[k % 4]) for k, card in enumerate(names))
    page.scene.render_view(view._replace(attempt=view.attempt._replace(crew=crew)), page.scene.legal,
                           page.scene.names, page.scene.acting)
    runs = text_runs(page.board)
    assert sum(1 for r in runs if "Drone" in r.text) >= 6  # the crew is on the table
    assert not clashes(runs)
