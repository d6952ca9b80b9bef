"""The Statistics page, opened from the home page: for each game, games played and finished, wins by player name,
best and mean scores, and a chart of each player's scores game by game (Today's map games marked); the saves that
could not be read are counted and named."""

from __future__ import annotations

from pathlib import Path
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from tabletop.games import entries
from tabletop.review.stats import GameStats, Statistics, collect, figures
from tabletop.ui.home import HomePage, game_title, local_time
from tabletop.ui.i18n import translate
from tabletop.ui.phrases import PhraseLabel
from tabletop.ui.review.home_stats import score_lines
from tabletop.ui.review.score_plot import INK, PAPER, plot_scores



class StatisticsPage(QWidget):
    """Every game's figures over the saves, one game at a time."""

    leave = Signal()

    def __init__(self, saves: Path, cache: Path | None, summaries: Path | None = None, game: str | None = None):
        super().__init__()
        self.saves, self.cache = saves, cache
        self.stats: Statistics = collect(saves, cache, summaries)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("title")
        self.game = QComboBox()
        self.game.activated.connect(lambda _row: self.show_game(self.game.currentData()))
        self.home = QPushButton()
        self.home.clicked.connect(lambda: self.leave.emit())
        top.addWidget(self.title, 1)
        top.addWidget(self.game)
        top.addWidget(self.home)
        outer.addLayout(top)
        body = QHBoxLayout()
        left = QVBoxLayout()
        self.figures = PhraseLabel()
        self.figures.setStyleSheet("font-size: 12pt; line-height: 140%;")
        self.wins_label = QLabel()
        self.wins_label.setObjectName("section")
        self.wins = QTableWidget(0, 2)
        self.wins.verticalHeader().setVisible(False)
        self.wins.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.wins.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        left.addWidget(self.figures)
        left.addWidget(self.wins_label)
        left.addWidget(self.wins, 1)
        body.addLayout(left, 1)
        import pyqtgraph as pg

        pg.setConfigOptions(antialias=True, background=PAPER, foreground=INK)
        self.chart = pg.PlotWidget()
        self.chart.setMenuEnabled(False)
        self.chart.setMouseEnabled(False, False)
        self.chart.hideButtons()
        body.addWidget(self.chart, 2)
        outer.addLayout(body, 1)
        self.damaged = PhraseLabel()
        self.damaged.setObjectName("refusal")
        outer.addWidget(self.damaged)
        self.shown = game or next(iter(self.stats.games), next(e.id for e in entries() if e.playable))
        self.retranslate()

    def retranslate(self) -> None:
        """Sets every text in the current language and shows the game chosen."""
        self.title.setText(translate("review", "Statistics"))
        self.home.setText(translate("table", "Home"))
        self.game.clear()
        for e in entries():
            if e.playable:
                self.game.addItem(translate(*e.title), e.id)
        self.wins_label.setText(translate("review", "Wins by player"))
        self.wins.setHorizontalHeaderLabels([translate("home", "Players"), translate("review", "Wins")])
        bad = self.stats.damaged
        if bad:
            names = translate("engine", ", ").join(HomePage.file_name(e.path) for e in bad)
            self.damaged.setText(translate("review", "Not counted, damaged: {files}").format(files=names))
            self.damaged.setToolTip("\n".join(HomePage.problem_text(e) for e in bad))
        else:
            self.damaged.clear()
        self.show_game(self.shown)

    def show_game(self, game: str) -> None:
        """Shows one game's figures and chart."""
        self.shown = game
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        stats = self.stats.games.get(game) or figures([], game)
        self.figures.setText("\n".join(score_lines(stats, local_time)))
        ranked = sorted(stats.wins.items(), key=lambda kv: (-kv[1], kv[0]))
        self.wins.setRowCount(len(ranked))
        for row, (name, won) in enumerate(ranked):
            count = QTableWidgetItem(f"{won:g}" if won == int(won) else f"{won:.2f}")
            count.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.wins.setItem(row, 0, QTableWidgetItem(name))
            self.wins.setItem(row, 1, count)
        self._plot(stats)

    def _plot(self, stats: GameStats) -> None:
        """Draws each player's final scores, game after game, with Today's map games marked by a star."""
        plot_scores(self.chart.getPlotItem(), stats,
                    translate("review", "Scores game by game: {game}").format(game=game_title(stats.game)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
