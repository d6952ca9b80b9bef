"""The home page's statistics card: for one game at a time, games played and finished, wins by player name, best
and mean scores, and a small chart of the scores game by game (Today's map results starred), read from the
statistics' cache of results (user cache folder) and the saves' summaries the home page has just listed."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tabletop.engine.saves import SaveError, SaveSummary
from tabletop.games import entries
from tabletop.review.stats import GameStats, Statistics, collect, figures
from tabletop.ui.i18n import translate
from tabletop.ui.phrases import PhraseLabel
from tabletop.ui.review.score_plot import INK, PAPER, plot_scores

MOST_WINNERS = 3  # the card names this many players' wins; the Statistics page lists them all


class HomeStatistics(QFrame):
    """One game's figures and scores chart on the home page, refreshed with the list of saves."""

    def __init__(self, saves: Path, cache: Path | None, when: Callable[[str], str]):
        super().__init__()
        self.saves, self.cache = saves, cache
        self.when = when  # a save's time (ISO) as the home page's lists show it
        self.setObjectName("card")
        self.stats: Statistics | None = None
        self._found: list[SaveSummary | SaveError] | None = None  # the saves listed last, read with the chart
        self.shown: str | None = None  # the game the player chose, kept across refreshes
        layout = QVBoxLayout(self)
        heading = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("cardTitle")
        self.game = QComboBox()
        self.game.activated.connect(lambda _row: self.show_game(self.game.currentData()))
        heading.addWidget(self.title, 1)
        heading.addWidget(self.game)
        layout.addLayout(heading)
        body = QHBoxLayout()
        self.figures = PhraseLabel()
        self.figures.setWordWrap(True)
        self.figures.setObjectName("note")
        self.figures.setFixedWidth(170)
        self.figures.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        body.addWidget(self.figures, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # the chart hidden too
        # The chart is made, and the figures read, once the home page is drawn: pyqtgraph takes a good part
        # of a second to load, and a cache of results missing replays every finished save once, neither of which
        # the app's start waits for. Until then the chart's place is kept by an empty widget.
        self.chart: Any = None
        self._asked = False  # the chart is asked for (once)
        self._place = QWidget()
        self._place.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._body = body
        body.addWidget(self._place, 1)
        layout.addLayout(body, 1)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        # After the card's first drawing (the home page is on the screen), not within it.
        if self.chart is None and not self._asked:
            self._asked = True
            QTimer.singleShot(0, self, self.make_chart)  # with the card as context: never after it is gone
        super().paintEvent(event)

    def make_chart(self) -> None:
        """Makes the chart in its place (once) and draws the game shown."""
        if self.chart is not None:
            return
        import pyqtgraph as pg

        pg.setConfigOptions(antialias=True, background=PAPER, foreground=INK)
        chart = pg.PlotWidget()
        chart.setMenuEnabled(False)
        chart.setMouseEnabled(False, False)
        chart.hideButtons()
        # pyqtgraph asks for a tall plot: here the grid of cards decides the height, and the chart takes what is left.
        chart.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._body.replaceWidget(self._place, chart)
        self._place.deleteLater()
        self.chart = chart
        self._read()

    def retranslate(self) -> None:
        """Sets the card's texts in the current language (the figures too, when read)."""
        self.title.setText(translate("review", "Statistics"))
        self.game.clear()
        for e in entries():
            if e.playable:
                self.game.addItem(translate(*e.title), e.id)
        if self.stats is not None and self.shown is not None:
            self.show_game(self.shown)

    def refresh(self, found: Sequence[SaveSummary | SaveError] | None = None) -> None:
        """Reads the figures again (after a game ended, a save was removed): from `found`, the saves just listed
        (before the card is first shown, only remembered: the figures are read with the chart)."""
        self._found = list(found) if found is not None else None
        if self.chart is not None:
            self._read()

    def _read(self) -> None:
        self.stats = collect(self.saves, self.cache, found=self._found)
        if self.shown is None:  # the game played last, else the first game
            self.shown = next(iter(self.stats.games), next((e.id for e in entries() if e.playable), None))
        if self.shown is not None:
            self.show_game(self.shown)

    def show_game(self, game: str) -> None:
        """Shows one game's figures and its chart."""
        self.shown = game
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        stats = (self.stats.games.get(game) if self.stats is not None else None) or figures([], game)
        self.figures.setText("\n".join(lines(stats, self.when)))
        if self.chart is not None:
            # No score yet: bare axes would only show a 0–1 scale of nothing (its top label cut by the card).
            self.chart.setVisible(bool(stats.scores))
            plot_scores(self.chart.getPlotItem(), stats, "", compact=True)


def score_lines(stats: GameStats, when: Callable[[str], str]) -> list[str]:
    """Returns the lines every statistics view starts with: games played and finished, the best score (its date by
    `when`) and the mean."""
    out = [translate("review", "Games played: {played}, finished: {finished}").format(
        played=stats.played, finished=stats.finished)]
    if stats.best is not None and stats.mean is not None:
        out.append(translate("review", "Best score: {score} ({name}, {when})").format(
            score=stats.best.score, name=stats.best.player, when=when(stats.best.when)[:10]))
        out.append(translate("review", "Mean score: {mean}").format(mean=f"{stats.mean:.1f}"))
    return out


def lines(stats: GameStats, when: Callable[[str], str]) -> list[str]:
    """Returns the card's lines for one game: played and finished, best (its date by `when`) and mean, the most
    wins."""
    out = score_lines(stats, when)
    ranked = sorted(stats.wins.items(), key=lambda kv: (-kv[1], kv[0]))[:MOST_WINNERS]
    if ranked:
        wins = translate("engine", ", ").join(f"{name} {won:g}" if won == int(won) else f"{name} {won:.1f}"
                                              for name, won in ranked)
        out.append(translate("review", "Wins: {players}").format(players=wins))
    if any(s.daily for s in stats.scores):
        out.append(translate("review", "☆ on the chart: Today's map"))
    return out


