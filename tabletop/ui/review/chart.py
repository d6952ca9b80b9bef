"""The review's score chart: the game's own history chart (its scoring moments: Cartographers' seasons, Star
Cartel's deliveries, points over turns elsewhere) with a cursor at the moment, the costliest moves marked, and a
click that jumps to the moment under it.

Where each moment falls on the game's own x axis is read from the game's chart itself: it is drawn, for every
moment, into a stand-in that only notes where its points go; a moment between two points of the chart sits
between them in proportion, so the cursor moves at every step.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from PySide6.QtCore import Qt

from tabletop.review.timeline import OPEN, Timeline
from tabletop.ui.games.base import GameScene


class _Recorder:
    """Stands in for a pyqtgraph PlotItem while a game draws its chart: keeps the x of every point plotted."""

    legend = None

    def __init__(self) -> None:
        self.xs: list[float] = []

    def plot(self, *args: Any, **kwargs: Any) -> _Recorder:
        xs = args[0] if args else kwargs.get("x", ())
        self.xs.extend(float(x) for x in xs)
        return self

    def _anything(self, *args: Any, **kwargs: Any) -> _Recorder:
        return self

    def __getattr__(self, name: str) -> Callable[..., _Recorder]:
        return self._anything


def chart_seat(viewer: int) -> int:
    """Returns the seat whose view the chart is drawn from (everything open: the first seat's)."""
    return 0 if viewer == OPEN else viewer


def positions(timeline: Timeline, scene: GameScene[Any], viewer: int) -> list[float]:
    """Returns each moment's place on the game's chart for `viewer`: the last point drawn so far, and between two
    points in proportion to the moves made."""
    seat = chart_seat(viewer)
    kept = scene.log
    last: list[float | None] = []
    ends = (0.0, 0.0)
    try:
        for k in range(len(timeline)):
            scene.log = timeline.turns[:k]
            recorder = _Recorder()
            scene.plot_history(recorder, timeline.view_at(k, seat))
            last.append(max(recorder.xs) if recorder.xs else None)
            if recorder.xs:
                ends = (min(recorder.xs), max(recorder.xs))
    except NotImplementedError:  # a game without a chart: the moves in order
        return [float(k) for k in range(len(timeline))]
    finally:
        scene.log = kept
    known = [x for x in last if x is not None]
    if len(set(known)) < 2:  # a chart drawn only at the end (Thief's Market's rounds): the moves spread over it
        return [ends[0] + (ends[1] - ends[0]) * k / max(1, timeline.last) for k in range(len(timeline))]
    floor = min(known) - 1 if known else 0.0
    raw = [floor if x is None else x for x in last]
    out = list(raw)
    start = 0
    while start < len(raw):
        end = start
        while end < len(raw) and raw[end] == raw[start]:
            end += 1
        if end < len(raw):  # a run of moments at one point, then the next point: spread over the gap
            for k in range(start, end):
                out[k] = raw[start] + (raw[end] - raw[start]) * (k - start) / (end - start)
        start = end
    return out


class ReviewChart:
    """The game's chart in a pyqtgraph PlotWidget, with the moment's cursor and the costliest moves marked."""

    def __init__(self, on_click: Callable[[float], None]):
        import pyqtgraph as pg

        pg.setConfigOptions(antialias=True, background="#fffdf8", foreground="#2b2622")
        self.widget = pg.PlotWidget()
        self.widget.setMenuEnabled(False)  # pyqtgraph's own menu is not translatable
        self.widget.setMouseEnabled(False, False)  # a chart to read and click, not to pan or zoom
        self.widget.hideButtons()
        self.plot = self.widget.getPlotItem()
        self._on_click = on_click
        self.widget.scene().sigMouseClicked.connect(self._clicked)
        self.cursor: Any = None
        self.marks: list[Any] = []

    def draw(self, scene: GameScene[Any], view: object, turns: Sequence[Any]) -> None:
        """Draws the game's chart from `view` (the last moment's) and `turns` (the whole log), and the cursor."""
        import pyqtgraph as pg

        self.plot.clear()
        if self.plot.legend is None:
            self.plot.addLegend(offset=(6, 6))
        else:
            self.plot.legend.clear()
        self.plot.legend.setVisible(False)  # it would cover half of a small chart: the panel lists it underneath
        kept = scene.log
        scene.log = tuple(turns)
        try:
            scene.plot_history(self.plot, view)
        except NotImplementedError:  # a game without a chart of its own: the cursor alone
            pass
        finally:
            scene.log = kept
        self.plot.setTitle(None)  # the game's title would take a third of a small chart; the panel names it
        self.cursor = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#2f5f8a", width=2))
        self.plot.addItem(self.cursor, ignoreBounds=True)
        self.marks = []

    def legend_html(self) -> str:
        """Returns the chart's lines named in their colours, as rich text for a label under the chart."""
        from html import escape

        parts = []
        for item in self.plot.listDataItems():
            name = item.name()
            pen = item.opts.get("pen")
            colour = pen.color().name() if hasattr(pen, "color") else "#2b2622"
            if name:
                parts.append(f'<span style="color:{colour}">■</span> {escape(str(name))}')
        return " &nbsp; ".join(parts)

    def move_to(self, x: float) -> None:
        """Puts the cursor at `x` on the game's axis."""
        if self.cursor is not None:
            self.cursor.setValue(x)

    def mark(self, places: Sequence[float], tips: Sequence[str] = ()) -> None:
        """Marks the costliest moves at their places on the chart, each with its note as a tooltip."""
        import pyqtgraph as pg

        for item in self.marks:
            self.plot.removeItem(item)
        self.marks = []
        for k, x in enumerate(places):
            line = pg.InfiniteLine(pos=x, angle=90, movable=False,
                                   pen=pg.mkPen("#c0392b", width=1.5, style=Qt.PenStyle.DashLine))
            if k < len(tips):
                line.setToolTip(tips[k])
            self.plot.addItem(line, ignoreBounds=True)
            self.marks.append(line)

    def _clicked(self, event: Any) -> None:
        box = self.plot.getViewBox()
        if not box.sceneBoundingRect().contains(event.scenePos()):
            return
        self._on_click(float(box.mapSceneToView(event.scenePos()).x()))
