"""No two texts on the Starfarers table overlap, and none is cut by its clip, at sampled moments in English and
Japanese: the table is rendered as the window shows it at 1366×768 into the text meter (tabletop/ui/text_meter.py),
which here also keeps each run's glyph rectangle and its clip on the screen."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath, QTextItem
from PySide6.QtWidgets import QApplication, QGraphicsItem

from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.ui.items import record_overflows
from tabletop.ui.text_meter import TextMeter, _Engine
from tests.ui.text_moments import NAMES, open_window

# The questions a Starfarers table asks, each met once per seed: one moment of each is measured.
SIGNATURES = ("roll", "trade", "step", "answer", "discard", "give", "take", "rob", "offer_give", "propose_give",
              "take_offer", "take_none", "accept", "found", "upgrade", "lose")


class _Runs(_Engine):
    """The meter's engine, keeping each run's rectangle on the screen and the clip it was painted in."""

    def __init__(self, bounds) -> None:
        super().__init__(bounds)
        self.rects: list[tuple[str, QRectF, QRectF | None]] = []

    def drawTextItem(self, point: QPointF | QPoint | QPainterPath.Element, item: QTextItem) -> None:  # noqa: N802
        before = len(self.texts)
        last = self.texts[-1] if self.texts else None
        super().drawTextItem(point, item)
        if not self.texts or (len(self.texts) == before and self.texts[-1] == last):
            return  # not seen (off the window, clipped away, or blank)
        p = QPointF(point.x, point.y) if isinstance(point, QPainterPath.Element) else QPointF(point)
        painter = self.painter()
        transform = painter.deviceTransform()
        rect = transform.mapRect(QRectF(p.x(), p.y() - item.ascent(), item.width(), item.ascent() + item.descent()))
        clip = transform.mapRect(painter.clipBoundingRect()) if painter.hasClipping() else None
        if len(self.texts) == before:  # the run goes on the last text (a Japanese line in pieces)
            text, last_rect, last_clip = self.rects[-1]
            self.rects[-1] = (self.texts[-1].text, last_rect.united(rect), last_clip)
        else:
            self.rects.append((self.texts[-1].text, rect, clip))


class RunMeter(TextMeter):
    """A text meter that keeps every run's rectangle and clip."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__(width, height)
        self._engine = _Runs(self._engine.bounds.toRect())

    @property
    def runs(self) -> list[tuple[str, QRectF, QRectF | None]]:
        """Returns (text, rectangle, clip or None) of every text painted, in painting order."""
        return self._engine.rects


def _moments(seed: int) -> list[tuple[str, list[tuple[int, object]]]]:
    """Returns (name, moves up to it) for the first moment each question is asked in a seeded 4-seat game."""
    game = available_games()["starfarers"]
    state = game.new_game(4, {}, seed)
    rng = random.Random(seed)
    moves: list[tuple[int, object]] = []
    found: dict[str, list[tuple[int, object]]] = {}
    while len(moves) < 1200 and not game.is_over(state) and len(found) < len(SIGNATURES) + 1:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        for kind in SIGNATURES:
            if kind not in found and any(a.kind == kind for a in legal):
                found[kind] = list(moves)
        if "flying" not in found and state.moving is not None and any(a.kind == "step" for a in legal):
            found["flying"] = list(moves)  # mid-flight: the path and the steps-left badge on the galaxy
        action = rng.choice(legal)
        game.apply(state, seat, action)
        moves.append((seat, action))
    return sorted(found.items(), key=lambda kv: len(kv[1]))


def _problems(runs: list[tuple[str, QRectF, QRectF | None]]) -> list[str]:
    """Returns the texts cut by their clip and the pairs of texts overlapping (by more than a pixel or two)."""
    found = []
    for text, rect, clip in runs:
        if clip is not None and not clip.adjusted(-1.5, -1.5, 1.5, 1.5).contains(rect):
            found.append(f"cut: {text!r} {rect.getRect()} in {clip.getRect()}")
    for k, (a, ra, _) in enumerate(runs):
        for b, rb, _ in runs[k + 1:]:
            both = ra.intersected(rb)
            if both.width() > 2 and both.height() > 3:
                found.append(f"overlap: {a!r} and {b!r}")
    return found


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_two_starfarers_texts_overlap_and_none_is_cut(app, qtbot, language):
    window = open_window(language)
    qtbot.addWidget(window)
    game = available_games()["starfarers"]
    problems: dict[str, str] = {}
    measured = 0
    try:
        for seed in (3, 11):
            for kind, moves in _moments(seed):
                session = Session(game, [SeatInfo(n) for n in NAMES[:4]], {}, seed)
                for seat, action in moves:
                    session.act(seat, action)
                page = window.open_session(session, window.paths.saves / "overlap.json")
                page.curtain.hide()
                page.controller.waiting_for = None
                page.controller.viewer = session.to_act()[0]
                with record_overflows() as spilling:
                    page.refresh()
                    QApplication.processEvents()
                    for item in page.scene.items():  # painted, not drawn from a cached pixmap, so the meter sees it
                        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
                    meter = RunMeter(page.board.width(), page.board.height())
                    painter = QPainter(meter)
                    page.board.render(painter)  # the table as its view shows it
                    painter.end()
                for o in spilling:
                    problems.setdefault(f"spills: {o.text!r}", f"{kind} (seed {seed})")
                for problem in _problems(meter.runs):
                    problems.setdefault(problem, f"{kind} (seed {seed})")
                measured += len(meter.runs)
    finally:  # the next test starts in English, without this window's translators
        window.language.use("en")
        for translator in window.language._translators:
            app.removeTranslator(translator)
    assert measured > 300
    assert not problems, "\n".join(f"{k} at {v}" for k, v in sorted(problems.items()))
