"""A game's final scores game by game on a pyqtgraph plot: one line a player, Today's map games starred. The
Statistics page and the home page's statistics card draw it alike."""

from __future__ import annotations

from typing import Any

from tabletop.review.stats import GameStats
from tabletop.ui.i18n import translate

PAPER, INK = "#fffdf8", "#2b2622"
DAILY = "#c0392b"  # the star round a Today's map result


def plot_scores(plot: Any, stats: GameStats, title: str, compact: bool = False) -> None:
    """Draws `stats`' scores on a PlotItem (cleared first) under `title` (none when empty); `compact` leaves out the
    axis names and draws smaller marks (a card of the home page)."""
    import pyqtgraph as pg

    from tabletop.ui.items import SEAT_MARKS, shape_path  # the tables' marks: not loaded before the home page shows

    _prepare(plot, title, compact)
    order = {s: n + 1 for n, s in enumerate(dict.fromkeys((s.file, s.when) for s in stats.scores))}
    players = list(dict.fromkeys(s.player for s in stats.scores))
    for k, player in enumerate(players[:len(SEAT_MARKS)]):
        mark = SEAT_MARKS[k]
        mine = [s for s in stats.scores if s.player == player]
        plot.plot([order[(s.file, s.when)] for s in mine], [s.score for s in mine], name=player,
                  pen=pg.mkPen(mark.colour, width=2), symbol=shape_path(mark.shape, 0.5), symbolSize=7 if compact else 9,
                  symbolBrush=mark.colour)
    if order:
        _ranges(plot, len(order), [s.score for s in stats.scores], compact)
    daily = [s for s in stats.scores if s.daily]
    if daily:
        plot.plot([order[(s.file, s.when)] for s in daily], [s.score for s in daily], pen=None, symbol="star",
                  symbolSize=14 if compact else 18, symbolBrush=None, symbolPen=pg.mkPen(DAILY, width=2),
                  name=translate("home", "Today's map"))


def _prepare(plot: Any, title: str, compact: bool) -> None:
    """Clears `plot` and sets its title, legend and axis names (a compact card has neither legend nor names)."""
    plot.clear()
    if compact:  # a small card has no room for a legend over its lines: its text says what the marks mean
        if plot.legend is not None:
            plot.legend.clear()
    elif plot.legend is None:
        plot.addLegend(offset=(10, 10))
    else:
        plot.legend.clear()
    plot.setTitle(title or None, size="12pt")
    if not compact:
        plot.setLabel("bottom", translate("home", "Game"))
        plot.setLabel("left", translate("review", "Score"))


def _ranges(plot: Any, games: int, scores: list[int], compact: bool) -> None:
    """Sets whole games along the bottom, and the scores with room around them."""
    plot.setXRange(0.5, games + 0.5, padding=0)
    plot.getAxis("bottom").setTickSpacing(major=max(1, games // (5 if compact else 10)), minor=1)
    low, high = min(scores), max(scores)
    plot.setYRange(min(0, low), high + max(5, (high - min(0, low)) // 10), padding=0)
