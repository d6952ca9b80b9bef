"""The Review page: a game's every moment on a timeline, drawn read-only by the game's own table from the view at
that moment; the moves in the game's words, the log up to the moment, the score chart with its cursor, whose eyes
to see through, the analysis of one seat's moves, and play on from here."""

from __future__ import annotations

from bisect import bisect_right
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout, QWidget)

from tabletop.bots import BOT_NAMES, make_bot
from tabletop.engine.session import SeatKind, Session
from tabletop.games import entry
from tabletop.review.access import review_access
from tabletop.review.analysis import Analysis
from tabletop.review.play_on import play_on, seats_with_person_at
from tabletop.review.timeline import OPEN, Timeline
from tabletop.ui.games import scene_for
from tabletop.ui.i18n import translate
from tabletop.ui.last_move import show_last_move
from tabletop.ui.phrases import PhraseDelegate, PhraseLabel
from tabletop.ui.review.analysis_panel import AnalysisPanel, costly_list
from tabletop.ui.review.chart import ReviewChart, chart_seat, positions
from tabletop.ui.review.notes import explain
from tabletop.ui.review.runner import AnalysisRun, kept, review_of
from tabletop.ui.review.slider import MomentSlider
from tabletop.ui.review.words import Words, in_words
from tabletop.ui.table import BoardView

COSTLY = QColor("#f6d5cf")  # the move list's mark for a costly move
LOG_LINES = 200  # the log shows this many lines up to the moment, as the table's shows its last 300


class ReviewPage(QWidget):
    """A saved (or just finished) game reviewed moment by moment; `play_on` hands on a new session from a moment."""

    leave = Signal()
    play_on = Signal(object)  # the new Session, to be opened at a table under a save of its own

    def __init__(self, session: Session, save: Path | None):
        super().__init__()
        self.session = session
        self.save = save
        self.names = tuple(s.name for s in session.seats)
        self.access = review_access(session.seats, session.is_over())
        if not self.access.allowed:
            raise PermissionError("this game may not be reviewed now")
        self.timeline = Timeline.of(session)
        self.scene = scene_for(session.game.id)
        self.scene.setParent(self)
        self.scene.describe = session.game.describe_action
        self.board = BoardView(self.scene)
        self.viewer = self.access.default()
        self.moment = self.timeline.last
        self.words = Words((), ())
        self.places: list[float] = []
        self.analysis: Analysis | None = None
        self.run: AnalysisRun | None = None
        self._explainer: Any = None

        left = QVBoxLayout()
        left.addWidget(self.board, 1)
        left.addLayout(self._timeline_row())
        side = self._side_column()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 6, 0)
        layout.addLayout(left, 1)
        layout.addWidget(side)
        self._wire_keys()
        self._retranslate()
        self.set_viewer(self.viewer)

    def _timeline_row(self) -> QHBoxLayout:
        """Returns the row under the board: back, the moments' slider, on, where we are, and Play on as."""
        self.slider = MomentSlider()
        self.slider.setRange(0, self.timeline.last)
        self.slider.valueChanged.connect(self.show_moment)
        self.back = QPushButton("\u2190")
        self.back.clicked.connect(lambda: self.step(-1))
        self.on = QPushButton("\u2192")
        self.on.clicked.connect(lambda: self.step(1))
        self.where = QLabel()
        timeline_row = QHBoxLayout()
        self.play_as = QComboBox()
        self.play_button = QPushButton()
        self.play_button.setObjectName("primary")
        self.play_button.clicked.connect(self._play_on)
        for w in (self.back, self.slider, self.on, self.where, self.play_as, self.play_button):
            timeline_row.addWidget(w, 1 if w is self.slider else 0)
        return timeline_row

    def _side_column(self) -> QWidget:
        """Returns the side column: whose eyes, the score chart and its legend, the moves, the log, the analysis
        and Home."""
        side = QWidget()
        side.setFixedWidth(300)
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 6, 0, 6)
        self.eyes_label = QLabel()
        self.eyes = QComboBox()
        self.eyes.activated.connect(lambda row: self.set_viewer(self.eyes.itemData(row)))
        eyes_row = QHBoxLayout()
        eyes_row.addWidget(self.eyes_label)
        eyes_row.addWidget(self.eyes, 1)
        self.chart = ReviewChart(self._chart_clicked)
        self.chart.widget.setMinimumHeight(150)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.moves = self._phrase_list()
        self.moves.currentRowChanged.connect(self._row_chosen)
        self.note = PhraseLabel()
        self.note.setObjectName("hint")
        self.log_label = QLabel()
        self.log = self._phrase_list()
        self.panel = AnalysisPanel()
        self.panel.start.connect(self.analyse)
        self.panel.cancel.connect(self._cancel)
        self.panel.jump.connect(self.slider.setValue)
        self.home = QPushButton()
        self.home.clicked.connect(lambda: self.leave.emit())
        column.addLayout(eyes_row)
        column.addWidget(self.chart.widget, 3)
        column.addWidget(self.legend)
        column.addWidget(self.moves, 3)
        column.addWidget(self.note)
        column.addWidget(self.log_label)
        column.addWidget(self.log, 2)
        column.addWidget(self.panel)
        column.addWidget(self.home)
        return side

    @staticmethod
    def _phrase_list() -> QListWidget:
        """Returns a list whose lines wrap between phrases and never scroll sideways (the moves, the log)."""
        lines = QListWidget()
        lines.setItemDelegate(PhraseDelegate(lines))
        lines.setWordWrap(True)
        lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return lines

    def _wire_keys(self) -> None:
        """Binds the arrows, Home and End to stepping through the moments, anywhere on the page."""
        self._keys: dict[int, Callable[[], None]] = {
            Qt.Key.Key_Left: lambda: self.step(-1), Qt.Key.Key_Right: lambda: self.step(1),
            Qt.Key.Key_Home: lambda: self.slider.setValue(0),
            Qt.Key.Key_End: lambda: self.slider.setValue(self.timeline.last)}
        for key, move in self._keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(move)
        # The board would scroll on these keys (a view scrolls on arrows) when the shortcuts do not reach it first.
        self.board.installEventFilter(self)

    # --- whose eyes --------------------------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.eyes_label.setText(translate("review", "Seen by"))
        self.eyes.clear()
        for viewer in self.access.viewers:
            self.eyes.addItem(translate("review", "Everything open") if viewer == OPEN else self.names[viewer], viewer)
        self.eyes.setCurrentIndex(max(0, self.eyes.findData(self.viewer)))
        self.eyes.setToolTip(translate("review", "After the end: any player's view, or everything open (every "
                                            "player's hidden cards shown at once, and the whole log). While the game "
                                            "goes on: only your own."))
        self.log_label.setText(translate("review", "Game log up to this moment"))
        self.play_button.setText(translate("review", "Play on from here"))
        self.play_button.setToolTip(translate("review", "A new game from this moment with the same seats; this game "
                                                   "and its save stay as they are."))
        self.play_as.clear()
        self.play_as.addItem(translate("review", "Same players"), -1)
        for seat, name in enumerate(self.names):
            self.play_as.addItem(translate("review", "Me as {name}").format(name=name), seat)
        self.home.setText(translate("table", "Home"))
        self.back.setToolTip(translate("review", "One move back (←)"))
        self.on.setToolTip(translate("review", "One move on (→)"))
        self.panel.retranslate()

    def analysed_seat(self) -> int:
        """Returns the seat whose moves "Analyse" weighs: the one seen through, else the person's (or the first)."""
        if self.viewer != OPEN:
            return self.viewer
        return next(v for v in self.access.viewers if v != OPEN)

    def set_viewer(self, viewer: int) -> None:
        """Shows the game through `viewer`'s eyes (a seat, or OPEN, among those the review allows)."""
        if viewer not in self.access.viewers:
            raise PermissionError(f"viewer {viewer} is not allowed here")
        self.viewer = viewer
        self.eyes.setCurrentIndex(max(0, self.eyes.findData(viewer)))
        self.words = in_words(self.timeline, viewer, self.names)
        self.moves.clear()
        self.moves.addItem(translate("review", "The game begins"))
        self.moves.addItems(list(self.words.moves))
        self.log.clear()
        self._log_rows = (0, 0)
        self._log_moments = [m for m, _ in self.words.log]
        self.places = positions(self.timeline, self.scene, viewer)
        self.scene.names = self.names
        self.chart.draw(self.scene, self.timeline.view_at(self.timeline.last, chart_seat(viewer)), self.timeline.turns)
        self.legend.setText(self.chart.legend_html())
        seat = self.analysed_seat()
        people = [i for i, s in enumerate(self.session.seats) if s.kind is SeatKind.PERSON]
        self.panel.for_seat(self.names[seat], people == [seat])
        self.panel.button.setEnabled("strong" in entry(self.session.game.id).bots)  # the search it analyses with
        self._load_analysis(seat)
        self.show_moment(self.moment, force=True)

    # --- moving through the moments ------------------------------------------------------------------------------
    def step(self, by: int) -> None:
        """Moves `by` moments on (negative: back)."""
        self.slider.setValue(max(0, min(self.timeline.last, self.moment + by)))

    def show_moment(self, k: int, force: bool = False) -> None:
        """Draws moment `k`: the table as the viewer saw it, the move that led there framed, the log up to it."""
        if k == self.moment and not force:
            return
        self.moment = k
        if self.slider.value() != k:
            self.slider.setValue(k)  # calls back with k, which is now the moment shown
        timeline, viewer = self.timeline, self.viewer
        view = timeline.view_at(k, viewer)
        self.scene.render_view(view, [], self.names, None)
        events = timeline.events_at(k, viewer)
        lines = [line for m, line in self.words.log if m == k]
        if k and lines:
            show_last_move(self.scene, view, lines, events)
        self.board.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self.moves.currentRow() != k:
            self.moves.setCurrentRow(k)
        self._show_log(k)
        if self.places:
            self.chart.move_to(self.places[k])
        self.where.setText(translate("review", "Move {k} of {n}").format(k=k, n=timeline.last))
        self._show_note(k)
        self.play_button.setEnabled(not (self.session.is_over() and k == timeline.last))

    def _show_log(self, k: int) -> None:
        """Shows the last LOG_LINES lines of the log up to moment `k`: a step adds and takes away only the lines
        that change (laying out a long list of wrapped lines again at each step was most of a step's time)."""
        end = bisect_right(self._log_moments, k)
        start = max(0, end - LOG_LINES)
        old_start, old_end = self._log_rows
        lines = self.words.log
        if end <= old_start or start >= old_end:  # nothing in common: written anew
            self.log.clear()
            self.log.addItems([line for _, line in lines[start:end]])
        else:
            if end < old_end:
                self.log.model().removeRows(end - old_start, old_end - end)
            elif end > old_end:
                self.log.addItems([line for _, line in lines[old_end:end]])
            if start > old_start:
                self.log.model().removeRows(0, start - old_start)
            elif start < old_start:
                self.log.insertItems(0, [line for _, line in lines[start:old_start]])
        self._log_rows = (start, end)
        self.log.scrollToBottom()

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.slider.setValue(row)

    def _chart_clicked(self, x: float) -> None:
        if self.places:
            self.slider.setValue(min(range(len(self.places)), key=lambda k: (abs(self.places[k] - x), k)))

    # --- analysis ---------------------------------------------------------------------------------------------------
    def _load_analysis(self, seat: int) -> None:
        """Shows an analysis of `seat` kept beside the save at once (reopening is instant), else none."""
        if self.run is not None and self.run.running():
            return
        self._show_analysis(kept(self.session, self.save, seat))

    def analyse(self) -> None:
        """Analyses the seat's moves off the window's thread (at once when kept beside the save)."""
        if self.run is not None and self.run.running():
            return
        seat = self.analysed_seat()
        self.run = AnalysisRun(self.session, self.save, seat, self)
        ready = self.run.ready()
        if ready is not None:
            self._show_analysis(ready)
            return
        self.run.progress.connect(self.panel.running)
        self.run.finished.connect(self._show_analysis)
        self.run.failed.connect(self._failed)
        self.panel.running(len(self.run.known), len(self.run.seat_moves()))
        self.run.start()

    def _cancel(self) -> None:
        if self.run is not None:
            self.run.stop()

    def _failed(self, detail: str) -> None:
        self.panel.idle()
        self.note.setText(translate("review", "The analysis failed ({detail}).").format(detail=detail))

    def _show_analysis(self, analysis: Analysis | None) -> None:
        """Marks the costliest moves on the timeline, the chart and the move list, and says what was found."""
        self.analysis = analysis if analysis is None or analysis.seat == self.analysed_seat() else None
        analysis = self.analysis
        costly = analysis.costliest(3) if analysis is not None else []
        # Each mark tells what the bot preferred and why, as the note under the move list does at that moment.
        tips = [translate("review", "Move {k}").format(k=m.log_index + 1) + ": " + self._explanation(m.log_index + 1)
                for m in costly]
        self.slider.mark([m.log_index + 1 for m in costly], tips)
        self.chart.mark([self.places[m.log_index + 1] for m in costly] if self.places else [], tips)
        for row in range(1, self.moves.count()):
            item = self.moves.item(row)
            lossy = any(m.log_index == row - 1 for m in costly)
            item.setBackground(COSTLY if lossy else QColor(0, 0, 0, 0))
        self.panel.show_result(analysis, costly_list(analysis) if analysis is not None else [])
        self._show_note(self.moment)

    def _show_note(self, k: int) -> None:
        """Says what the analysis made of the move that led to moment `k`, when it weighed it."""
        self.note.setText(self._explanation(k))

    def _explanation(self, k: int) -> str:
        """Returns what the analysis made of the move that led to moment `k` ("" when it did not weigh it)."""
        move = review_of(self.analysis, k - 1) if k else None
        if move is None or self.analysis is None:
            return ""
        if self._explainer is None and "strong" in BOT_NAMES:
            self._explainer = make_bot("strong", self.session.game.id)
        seat, game = self.analysis.seat, self.session.game
        view = game.view(self.timeline.state_at(k - 1), seat)  # the seat's own view before its move
        return explain(move, self.analysis.unit, game, view, seat, self.names, self._explainer)

    # --- play on ------------------------------------------------------------------------------------------------------
    def new_session(self) -> Session:
        """Returns the game played on from the moment shown, with the seats the chooser names."""
        seat = self.play_as.currentData()
        seats = seats_with_person_at(self.session.seats, seat) if isinstance(seat, int) and seat >= 0 else None
        return play_on(self.session, self.moment, seats, self.save.name if self.save is not None else "")

    def _play_on(self) -> None:
        self.play_on.emit(self.new_session())

    def close_page(self) -> None:
        """Stops an analysis under way (what it weighed is dropped) before the page goes."""
        if self.run is not None and self.run.running():
            self.run.abandon()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Steps through the moments on ←/→/Home/End pressed over the board."""
        if watched is self.board and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            move = self._keys.get(event.key())
            if move is not None and not event.modifiers():
                move()
                return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.set_viewer(self.viewer)
        super().changeEvent(event)
