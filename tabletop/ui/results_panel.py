"""The final table of a finished game: ranks, points by kind, how ties were broken, and the game's charts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from tabletop.engine.contract import Result
from tabletop.ui.controller import FinalTable, TableSnapshot
from tabletop.ui.games.base import GameScene
from tabletop.ui.i18n import names_and, reason_text, translate
from tabletop.ui.phrases import PhraseLabel

if TYPE_CHECKING:
    from pyqtgraph import PlotWidget

AnyScene = GameScene[Any]


class ResultsPanel(QWidget):
    """The final table: ranks, points by kind, how ties were broken, and the game's history chart."""

    back_to_table = Signal()
    review = Signal()  # Review the game: its timeline and the analysis of one's moves

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("title")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.ties = PhraseLabel()
        self.ties.setWordWrap(True)
        self.extra = PhraseLabel()
        self.extra.setWordWrap(True)
        self._column = layout  # the charts go into it
        self.chart: PlotWidget | None = None  # made on the first final table: importing pyqtgraph takes 0.25 s
        self.second_chart: PlotWidget | None = None  # a game's second chart, made when a game has one
        self.show_table = QPushButton()
        self.show_table.clicked.connect(lambda: self.back_to_table.emit())
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.ties)
        layout.addWidget(self.extra)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(lambda: self.review.emit())
        buttons = QHBoxLayout()
        buttons.addWidget(self.show_table)
        buttons.addWidget(self.review_button)
        buttons.addStretch()
        layout.addLayout(buttons)

    def _make_chart(self, at: int = 4) -> PlotWidget:
        """Returns a new chart put into the panel's column at `at`."""
        import pyqtgraph as pg

        pg.setConfigOptions(antialias=True, background="#fffdf8", foreground="#2b2622")
        chart = pg.PlotWidget()
        chart.setMenuEnabled(False)  # pyqtgraph's own menu is not translatable (pyqtgraph #649)
        chart.setMouseEnabled(False, False)  # a chart to read: a stray drag or wheel must not pan or zoom it
        chart.hideButtons()  # nor show pyqtgraph's unexplained auto-range "A"
        chart.setMinimumHeight(220)
        self._column.insertWidget(at, chart, 3)
        return chart

    def fill(self, snapshot: TableSnapshot, final: FinalTable, scene: AnyScene) -> None:
        """Shows the final scores of the finished game `snapshot` shows."""
        result, public, names = final.result, final.view, snapshot.names
        winners = [names[s] for s in result.winners()]
        heading = scene.result_heading(public, result, names)
        self.heading.setText(heading or (translate("table", "{names} wins!").format(names=names_and(winners))
                                         if len(winners) == 1 else
                                         translate("table", "Shared win: {names}").format(names=names_and(winners))))
        # The bundled font's g, y and p reach below the line height Qt gives the label: room for them, so the
        # heading's descenders are neither cut off nor drawn over the table.
        self.heading.ensurePolished()
        metrics = self.heading.fontMetrics()
        self.heading.setMinimumHeight(metrics.height() + metrics.descent())
        self._fill_table(result, names, scene.result_columns())
        lines = [reason_text(r, names) for r in result.tiebreaks] + scene.result_notes(public, result, names)
        self.ties.setText("\n".join(lines))
        self._fill_charts(snapshot, scene, public)
        self.show_table.setText(translate("table", "Back to the board"))
        self.review_button.setText(translate("table", "Review the game"))

    def _fill_table(self, result: Result, names: Sequence[str], columns: Sequence[tuple[str, str]]) -> None:
        """Fills the scores' table: a row a seat by place, the game's own columns, the total; winners in bold."""
        headers = [translate("table", "Place"), translate("table", "Player"), *[c[1] for c in columns], translate("table", "Total")]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        order = sorted(range(len(names)), key=lambda s: (result.ranks[s], s))
        self.table.setRowCount(len(order))
        for row, seat in enumerate(order):
            cells = [str(result.ranks[seat]), names[seat], *[str(result.breakdown[seat].get(k, "")) for k, _ in columns],
                     str(result.scores[seat])]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col == len(cells) - 1 or result.ranks[seat] == 1:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(row, col, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        rows_height = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setMaximumHeight(self.table.horizontalHeader().height() + rows_height + 6)

    def _fill_charts(self, snapshot: TableSnapshot, scene: AnyScene, public: Any) -> None:
        """Draws the game's score history, and its second chart where it has one (made the first time)."""
        if self.chart is None:
            self.chart = self._make_chart()
        chart = self.chart
        chart.clear()
        chart.addLegend(offset=(10, 10))
        scene.log = snapshot.log
        scene.plot_history(chart.getPlotItem(), public)
        if self.second_chart is None:
            self.second_chart = self._make_chart(5)
        second = self.second_chart
        second.clear()
        second.addLegend(offset=(10, 10))
        second.setVisible(scene.plot_second(second.getPlotItem(), public))
