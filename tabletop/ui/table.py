"""The table page: the game's board and a side panel (prompt, moves, undo, hint, log) whose controls stay put."""

from __future__ import annotations

import traceback
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QPainter, QResizeEvent, QShortcut
from PySide6.QtWidgets import (QComboBox, QFrame, QGraphicsView, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QPushButton, QScrollArea, QSizePolicy, QStackedWidget,
                               QVBoxLayout, QWidget)

from tabletop.engine.action import Action
from tabletop.engine.reason import Reason
from tabletop.engine.session import Turn
from tabletop.registry import Tool, load
from tabletop.ui.controller import GameController, Hint, TableSnapshot
from tabletop.ui.curtain import Curtain
from tabletop.ui.games.base import GameScene
from tabletop.ui.i18n import message, reason_text, translate
from tabletop.ui.last_move import clear_move_frame, mark_log, show_last_move
from tabletop.ui.pace import PACES, pace_for
from tabletop.ui.phrases import PhraseDelegate, PhraseLabel
from tabletop.ui.results_panel import ResultsPanel
from tabletop.ui.rules_panel import close_rules

# The page shows any game's scene: which view type it draws is the game's business (GameScene is generic over it).
AnyScene = GameScene[Any]

FRAME_MS = 40  # at most this often the table is redrawn while bots play each other at no delay
# The prompt, refusal and hint box: at 1366×768 about nine lines of the side panel's text, and what is longer
# scrolls. Fixed, so that nothing below it moves when its texts change.
NOTICE_HEIGHT = 196

CTX = "table"


def write_error_report(path: Path | None, controller: GameController, error: BaseException) -> Path | None:
    """Appends the error with the game's seed and log length to `path`; returns the path, or None if not written."""
    if path is None:
        return None
    session = controller.session
    lines = [f"--- {datetime.now(timezone.utc).isoformat(timespec='seconds')} drawing the table failed",
             f"game {session.game.id}, options {session.options}, seed {session.seed}, "
             f"{len(session.log)} actions, viewer {controller.viewer}, save {controller.save_path}",
             *traceback.format_exception(type(error), error, error.__traceback__)]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as f:
            f.write("\n".join(line.rstrip("\n") for line in lines) + "\n")
    except OSError:
        return None
    return path


class BoardView(QGraphicsView):
    """Shows a game scene scaled to fit, keeping its proportions."""

    def __init__(self, scene: AnyScene):
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing |
                            QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(scene.backgroundBrush())
        # A viewport made here already has its Python wrapper. Qt's own would get one the first time it
        # reaches Python (items are painted on it), and finding its type makes PySide build a Python type
        # for every QtWidgets class: 8 ms on the first table.
        self.setViewport(QWidget())
        self.setMouseTracking(True)  # shapes follow the mouse over the map (the viewport tracks too)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class TablePage(QWidget):
    """A game in progress (or finished) on screen."""

    leave = Signal()
    rules_requested = Signal(str)  # the game's id
    tool_chosen = Signal(object)  # one of the game's own tools (its registration's table_tools)
    pace_chosen = Signal(int)  # the bots' pace picked at the table, by its lone move's delay: Settings keeps it
    review = Signal()  # the final table's Review button
    frame_ms = FRAME_MS  # how long a redraw waits between quick bot moves (a test may hold it over a whole run)

    def __init__(self, controller: GameController, scene: AnyScene, tools: Sequence[Tool] = ()):
        super().__init__()
        self.controller = controller
        self.scene = scene
        self.game_id = controller.session.game.id
        self.snapshot = controller.snapshot()  # what the page drew last (until the first refresh: the game as opened)
        self.tutorial: QWidget | None = None  # a tutorial's bubble and ring, when the page is a lesson
        self.error_log: Path | None = None  # where a drawing failure is written (the app sets it)
        scene.setParent(self)  # deleted with the page, never by Python's collector after QApplication is gone
        controller.setParent(self)
        self.board = BoardView(scene)
        self._results: ResultsPanel | None = None
        self.stack = QStackedWidget()
        self.stack.addWidget(self.board)
        self._make_texts()
        self._make_buttons(tools)
        self._make_log()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 6, 0)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self._side_column())
        self.curtain = Curtain(self)
        self.curtain.ready.connect(self._curtain_ready)
        self.curtain.leave.connect(lambda: self.leave.emit())
        self._wire_shortcuts()
        self._wire(controller, scene)
        self._awaiting_hint = False  # a hint was asked for and is still being thought out
        self._retranslate()

    def _make_texts(self) -> None:
        """Makes the side panel's texts: the prompt, the notice, the refusal, the hint and the moves list."""
        self.prompt = PhraseLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.notice = PhraseLabel()  # one line on the game itself: saved by an older version (the snapshot says)
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.setVisible(self.snapshot.replayed_from_older)
        self.refusal = PhraseLabel()
        self.refusal.setObjectName("refusal")
        self._refused_at = -1  # the log's length when the refusal shown was given: a later move clears it
        self.refusal.setWordWrap(True)
        self.hint = PhraseLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.moves_label = PhraseLabel()
        self.moves_label.setWordWrap(True)
        self.moves = QListWidget()
        self.moves.setWordWrap(True)
        self.moves.setItemDelegate(PhraseDelegate(self.moves))  # Japanese breaks between phrases; entries apart
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.itemActivated.connect(self._play_item)

    def _make_buttons(self, tools: Sequence[Tool]) -> None:
        """Makes the side panel's buttons: Undo, Hint, Rules, Home, Final scores, the pace box, Skip and the game's
        own tools."""
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self._undo)
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self._hint)
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(lambda: self.rules_requested.emit(self.game_id))
        self.menu_button = QPushButton()
        self.menu_button.clicked.connect(lambda: self.leave.emit())
        self.results_button = QPushButton()
        self.results_button.clicked.connect(lambda: self.stack.setCurrentWidget(self.results))
        self.pace = QComboBox()
        for pace in PACES:
            self.pace.addItem("", pace.move_ms)
        self.pace.setCurrentIndex(PACES.index(pace_for(self.controller.bot_delay_ms)))
        self.pace.activated.connect(self._pace_picked)
        self.skip_button = QPushButton()
        self.skip_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.skip_button.clicked.connect(self._skip)
        self.pace_label = QLabel()  # the box says what it sets: the bots' pace, not their strength
        self.pace_label.setBuddy(self.pace)
        self.tool_buttons: list[tuple[Tool, QPushButton]] = []
        for tool in tools:
            button = QPushButton()
            button.setCheckable(bool(tool.on))  # a choice: checked while it is on for the person at the screen
            button.clicked.connect(lambda _=False, tool=tool: self._run_tool(tool))
            self.tool_buttons.append((tool, button))

    def _make_log(self) -> None:
        """Makes the game log's list and the cache of its lines."""
        self.log_label = QLabel()
        self.log = QListWidget()
        self._log_lines: list[str] = []  # what the log shows
        self._line_key: tuple[int | None, tuple[str, ...]] | None = None  # the viewer and names of the lines cached
        self._line_cache: dict[int, tuple[Turn, list[str]]] = {}  # log index -> (its record, its lines)
        self.log.setWordWrap(True)
        self.log.setItemDelegate(PhraseDelegate(self.log))
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _side_column(self) -> QWidget:
        """Returns the side panel laid out top to bottom: notices, moves, Undo and Hint, log, tools, pace, Rules."""
        side = QWidget()
        side.setFixedWidth(300)
        column = QVBoxLayout(side)
        column.addWidget(self._notice_box())
        column.addWidget(self.moves_label)
        lines = self.moves_label.fontMetrics().lineSpacing()
        self.moves_label.setFixedHeight(2 * lines + 4)  # two lines in every language: the list starts at one place
        column.addWidget(self.moves, 2)
        # Undo and Hint, and once the game is over Final scores in their place: one row, so the log never moves.
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.hint_button)
        self.button_row = QStackedWidget()
        playing = QWidget()
        playing.setLayout(buttons)
        buttons.setContentsMargins(0, 0, 0, 0)
        self.button_row.addWidget(playing)
        self.button_row.addWidget(self.results_button)
        self.button_row.setFixedHeight(self.undo_button.sizeHint().height())
        column.addWidget(self.button_row)
        column.addWidget(self.log_label)
        column.addWidget(self.log, 3)
        game_tools = QHBoxLayout()  # the game's own buttons, if it has any (e.g. to copy or load a map)
        for _, button in self.tool_buttons:
            game_tools.addWidget(button)
        column.addLayout(game_tools)
        pace_row = QHBoxLayout()  # at the foot with Rules and Home: nothing above it appears or goes to move it
        pace_row.addWidget(self.pace_label)
        pace_row.addWidget(self.pace, 1)
        column.addLayout(pace_row)
        column.addWidget(self.skip_button)  # a row of its own: its longest label (the Normal bot's offer) fits
        more = QHBoxLayout()
        more.addWidget(self.rules_button)
        more.addWidget(self.menu_button)
        column.addLayout(more)
        return side

    def _wire_shortcuts(self) -> None:
        """Binds Undo, Redo (every key of it) and H for a hint on the page."""
        QShortcut(QKeySequence.StandardKey.Undo, self).activated.connect(self._undo)
        redo = QShortcut(self)  # one shortcut for every key of Redo: two with one key would each block the other
        keys = [*QKeySequence.keyBindings(QKeySequence.StandardKey.Redo), QKeySequence("Ctrl+Shift+Z"),
                QKeySequence("Ctrl+Y")]
        redo.setKeys(list(dict.fromkeys(keys)))
        redo.activated.connect(self._redo)
        QShortcut(QKeySequence("H"), self).activated.connect(self._hint)

    def _wire(self, controller: GameController, scene: AnyScene) -> None:
        """Connects the scene's choices and the controller's news to the page, and sets up the put-off redraw."""
        scene.action_chosen.connect(self._play)
        scene.ask_reason = controller.why
        scene.describe = controller.session.game.describe_action
        scene.selection_changed.connect(lambda: self._list_moves(self.snapshot.view, self.snapshot.legal))
        self._drawn: tuple[float, int | None] = (0.0, None)  # when the table was last drawn, and for whom
        self._redraw = QTimer(self)  # a redraw put off between quick bot moves
        self._redraw.setSingleShot(True)
        self._redraw.timeout.connect(self.refresh)
        controller.changed.connect(self._changed)
        controller.refused.connect(self._refused)
        controller.curtain.connect(self._raise_curtain)
        controller.finished.connect(self._finished)
        controller.hinted.connect(self._show_hint)

    def _notice_box(self) -> QScrollArea:
        """Returns the box of fixed height the prompt, the refusal, the hint and the notice are shown in: a long text
        scrolls inside it and never pushes the moves, Undo or Hint below (they stay where the hand left them)."""
        inner = QWidget()
        inner.setObjectName("notices")
        rows = QVBoxLayout(inner)
        rows.setContentsMargins(0, 0, 4, 0)
        for label in (self.prompt, self.refusal, self.hint, self.notice):  # the notice last: the least urgent
            rows.addWidget(label)
        rows.addStretch(1)
        self.notices = QScrollArea()
        self.notices.setObjectName("notices")
        self.notices.setWidget(inner)
        self.notices.setWidgetResizable(True)
        self.notices.setFrameShape(QFrame.Shape.NoFrame)
        self.notices.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.notices.setFixedHeight(NOTICE_HEIGHT)
        return self.notices

    @property
    def results(self) -> ResultsPanel:
        """Returns the final table, made when first needed (opening a table stays quick)."""
        if self._results is None:
            self._results = ResultsPanel()
            self._results.back_to_table.connect(lambda: self.stack.setCurrentWidget(self.board))
            self._results.review.connect(lambda: self.review.emit())
            self.stack.addWidget(self._results)
        return self._results

    # --- drawing ---------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.notice.setText(reason_text(Reason("save.replayed_from_older")))
        self.moves_label.setText(translate("table", "Your moves (Enter plays the selected one)"))
        self.undo_button.setText(translate("table", "Undo"))
        self.hint_button.setText(translate("table", "Hint"))
        self.rules_button.setText(translate("table", "Rules"))
        self.menu_button.setText(translate("table", "Home"))  # it leaves the table: no menu opens
        self.results_button.setText(translate("table", "Final scores"))
        self.log_label.setText(translate("table", "Game log"))
        from tabletop.ui.settings_dialog import pace_tip

        for row, pace in enumerate(PACES):
            self.pace.setItemText(row, translate(*pace.label))
        self.pace.setToolTip(pace_tip())
        self.pace.setAccessibleName(translate("settings", "Bots play"))
        self.pace_label.setText(translate("settings", "Bots play"))
        self._label_skip(self.snapshot)
        for tool, button in self.tool_buttons:
            button.setText(translate(*tool.label))
            button.setToolTip(translate(*tool.tip) if tool.tip else "")

    def _changed(self) -> None:
        """Redraws the table now, or within a frame while bots play each other with no delay between moves."""
        c = self.controller
        # Drawn at most once a frame (a bot game at no delay drew all its ~300 moves, more time than it played);
        # never put off when a person, the curtain or the final table is next, nor when the viewer changed.
        quick_bots = (c.step_delay_ms < FRAME_MS and c.bots_playing() and c.waiting_for is None
                      and c.viewer == self._drawn[1])
        if quick_bots and c.clock() - self._drawn[0] < self.frame_ms / 1000:
            if not self._redraw.isActive():
                self._redraw.start(self.frame_ms)
            return
        self.refresh()

    def refresh(self) -> None:
        """Redraws the board and the side panel for the seat at the screen from the controller's snapshot; a failure
        blanks them."""
        self._redraw.stop()
        try:
            snapshot = self.snapshot = self.controller.snapshot()
            self._drawn = (self.controller.clock(), snapshot.viewer)
            self._draw(snapshot)
        except Exception as error:  # a drawing bug must not leave the last seat's table up, nor stop play
            self._drawing_failed(error)

    def _drawing_failed(self, error: Exception) -> None:
        """Clears everything seat-specific, says so in one line and writes the error for a bug report."""
        self.scene.reset()
        for widget in (self.moves, self.log, self.refusal, self.hint):
            widget.clear()
        self.undo_button.setEnabled(False)
        self.hint_button.setEnabled(False)
        self.skip_button.setEnabled(False)
        self.button_row.setCurrentIndex(0)
        written = write_error_report(self.error_log, self.controller, error)
        text = translate("table", "This table could not be drawn. The game is saved: choose Home, then "
                                  "Continue it.")
        if written is not None:
            text += " " + translate("table", "The error is written in {path}.").format(path=written)
        self.prompt.setText(text)

    def _draw(self, snap: TableSnapshot) -> None:
        """Draws the board and the side panel from `snap` alone."""
        view, legal, acting, names = snap.view, snap.legal, snap.acting, snap.names
        if len(snap.log) != self._refused_at:  # a move (anyone's) or an undo since: the refusal is stale
            self.refusal.clear()
        self.scene.render_view(view, legal, names, acting)
        self.scene.animate(snap.events, snap.reduced_motion)
        self.board.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if snap.over:
            self.prompt.setText(translate("table", "The game is over."))
        elif snap.waiting_for is not None:
            self.prompt.setText(translate("table", "Waiting for {name}.").format(name=names[snap.waiting_for]))
        elif snap.stuck is not None:  # a bot that cannot go on by itself: why, and Skip offers the Normal bot
            self.prompt.setText(translate(
                "table", "{reason} “Let Normal play on”, below, gives {name}'s seat to the Normal bot.").format(
                    reason=reason_text(snap.stuck.why, names), name=names[snap.stuck.seat]))
        elif acting is None:
            seat = snap.to_act if snap.to_act is not None else 0
            self.prompt.setText(translate("table", "{name} (bot) is thinking…").format(name=names[seat]))
        else:
            self.prompt.setText(self.scene.prompt(view, names, acting))
        self._list_moves(view, legal)
        self._show_undo(snap.undo_refused, names)
        self.hint_button.setEnabled(acting is not None)
        if self._awaiting_hint and not self.controller.hint_pending():
            self._awaiting_hint = False  # the table changed while the hint was thought out: it was for the one before
            self.hint.clear()
        self._label_skip(snap)
        self._show_tools_on()
        self.button_row.setCurrentIndex(1 if snap.over else 0)
        self.notice.setVisible(snap.replayed_from_older)
        self._show_log(self._log_text(snap.log, snap.viewer, names))
        self._show_last_move(snap)

    def _show_undo(self, reason: Reason | None, names: Sequence[str]) -> None:
        """Enables Undo, or greys it out with why (`reason`) in its tooltip (with what a revealing move showed)."""
        self.undo_button.setEnabled(reason is None)
        if reason is None:
            self.undo_button.setToolTip(translate("table", "Takes back your last move (Ctrl+Z); Ctrl+Shift+Z or "
                                                           "Ctrl+Y plays it again."))
            return
        text = reason_text(reason, names)
        if reason.code == "engine.undo_revealed":
            shown = self._line_cache.get(reason.params["move"], (None, []))[1][:3]
            if shown:
                text += "\n" + translate("table", "It showed: {what}").format(what=" ".join(shown))
        self.undo_button.setToolTip(text)

    def _show_last_move(self, snap: TableSnapshot) -> None:
        """Marks the bot move just made: its log lines, and on the board a banner (and a frame where the game can)."""
        log = snap.log
        last = log[-1] if log else None
        if last is None or last.seat not in snap.bots:
            mark_log(self.log, 0)
            return
        lines = self._line_cache.get(len(log) - 1, (None, []))[1]
        rows = min(len(lines), self.log.count())
        mark_log(self.log, rows)
        if rows and not snap.over:
            show_last_move(self.scene, snap.view, lines, [e for e in last.events if e.visible(snap.viewer)])

    def _log_text(self, log: Sequence[Turn], viewer: int | None, names: Sequence[str]) -> list[str]:
        """Returns the last 300 lines of `log` that `viewer` may read; each logged move's lines are formatted once
        (formatting the whole log again at every refresh was most of a bot game's drawing time)."""
        key = (viewer, tuple(names))
        if key != self._line_key:
            self._line_key, self._line_cache = key, {}
        chunks: list[list[str]] = []  # newest first
        count = 0
        for index in range(len(log) - 1, -1, -1):
            record = log[index]
            cached = self._line_cache.get(index)
            if cached is None or cached[0] is not record:  # new, or a different move after an undo
                # The board shows new hub cards (.revealed): the log stays readable without them.
                cached = (record, [message(e.code, e.params, names) for e in record.events
                                   if e.visible(viewer) and not e.code.endswith(".revealed")])
                self._line_cache[index] = cached
            chunks.append(cached[1])
            count += len(cached[1])
            if count >= 300:
                break
        for index in [i for i in self._line_cache if i >= len(log)]:  # undone moves
            del self._line_cache[index]
        return [line for chunk in reversed(chunks) for line in chunk][-300:]

    def _show_log(self, lines: list[str]) -> None:
        """Shows the log's lines: a click adds a line or two, so the lines still there stay (rebuilding
        300 wrapped lines was a third of a refresh)."""
        old = self._log_lines if self.log.count() == len(self._log_lines) else []  # [] after a clear()
        if lines == old and old:
            return
        # How many old lines scrolled off the top (the log keeps the last 300), if the rest are still there.
        gone = next((k for k in range(min(len(old), 50) + 1) if old[k:] == lines[:len(old) - k]), None)
        if gone is None or not old:
            self.log.clear()
            self.log.addItems(lines)
        else:
            self.log.model().removeRows(0, gone)
            self.log.addItems(lines[len(old) - gone:])
        self._log_lines = lines
        self.log.scrollToBottom()

    def _list_moves(self, view: object, legal: Sequence[Action]) -> None:
        self.moves.clear()
        for action in self.scene.listed_actions(legal):
            item = QListWidgetItem(self.scene.action_label(view, action))
            item.setData(Qt.ItemDataRole.UserRole, action)
            self.moves.addItem(item)
        if self.moves.count():
            self.moves.setCurrentRow(0)

    def _raise_curtain(self, seat: int) -> None:
        self.refusal.clear()
        self._show_curtain(seat)

    def _show_curtain(self, seat: int) -> None:
        """Raises the curtain for `seat`, titled as its game says (from the public view: the viewer is None)."""
        names = self.snapshot.names
        self.curtain.show_for(names[seat], self.scene.curtain_title(self.snapshot.view, seat, names))

    def _curtain_ready(self) -> None:
        self.curtain.hide()
        self.controller.ready()

    def _finished(self) -> None:
        """Shows the final table (the page has just drawn the last change: its snapshot is of the ended game)."""
        self._fill_results()
        self.stack.setCurrentWidget(self.results)

    def _fill_results(self) -> None:
        final = self.snapshot.final
        if final is not None:
            self.results.fill(self.snapshot, final, self.scene)

    # --- playing ---------------------------------------------------------------------
    def _play(self, action: Action) -> None:
        self.refusal.clear()
        self.hint.clear()
        self.scene.clear_refusal()
        self.controller.act(action)

    def _play_item(self, item: QListWidgetItem) -> None:
        self.scene.last_clicked = None
        self._play(item.data(Qt.ItemDataRole.UserRole))

    def _refused(self, reason: Reason) -> None:
        text = reason_text(reason, self.snapshot.names)
        self._refused_at = self.controller.moves_made()
        self.refusal.setText(text)
        self.notices.ensureWidgetVisible(self.refusal)
        self.scene.show_refusal(text)

    def set_pace(self, move_ms: int) -> None:
        """Plays the bots at the pace whose lone move waits `move_ms`, and shows it in the pace chooser."""
        self.controller.set_pace(move_ms)
        self.pace.setCurrentIndex(PACES.index(pace_for(move_ms)))

    def _pace_picked(self, row: int) -> None:
        move_ms = PACES[row].move_ms
        self.controller.set_pace(move_ms)
        self.pace_chosen.emit(move_ms)

    def _run_tool(self, tool: Tool) -> None:
        """Runs one of the game's own buttons (the window answers at once), then shows which choices are on."""
        self.tool_chosen.emit(tool)
        self._show_tools_on()

    def _show_tools_on(self) -> None:
        """Checks the game's choice buttons that are on for the person at the screen (and unchecks the rest)."""
        for tool, button in self.tool_buttons:
            if tool.on:
                button.setChecked(bool(load(tool.on)(self.controller)))

    def _label_skip(self, snap: TableSnapshot) -> None:
        """Labels the Skip button: Skip to my turn, or, while a bot cannot go on, the offer of the Normal bot (in
        the same place, so nothing on the side moves)."""
        if snap.stuck is not None:
            name = snap.names[snap.stuck.seat]
            self.skip_button.setText(translate("table", "Let Normal play on"))
            self.skip_button.setToolTip(translate("table", "The Normal bot plays {name}'s moves from now on, and "
                                                           "the game goes on.").format(name=name))
            self.skip_button.setEnabled(True)
            return
        self.skip_button.setText(translate("table", "Skip to my turn"))
        self.skip_button.setToolTip(translate("table", "The bots play their remaining moves at once, up to the "
                                                       "next person's turn."))
        self.skip_button.setEnabled(snap.can_skip)

    def _skip(self) -> None:
        self.skip_button.setEnabled(False)
        if self.snapshot.stuck is not None:
            self.controller.play_on_with_normal()
        else:
            self.controller.skip_to_person()

    def _undo(self) -> None:
        self.refusal.clear()
        self.controller.undo()

    def _redo(self) -> None:
        self.refusal.clear()
        self.controller.redo()

    def _hint(self) -> None:
        """Asks for a hint; a search thought out off the window's thread says so until it is ready."""
        if self.controller.hint_pending():
            return
        self.hint.setText(translate("table", "Looking for a good move…"))
        self._awaiting_hint = True
        if not self.controller.ask_hint():
            self._awaiting_hint = False
            self.hint.clear()

    def _show_hint(self, hint: Hint | None) -> None:
        """Shows the bot's move on the table as it would be made, names it with its reason, and selects it."""
        self._awaiting_hint = False
        if hint is None:
            self.hint.clear()
            return
        view = self.snapshot.view  # the hint is asked for at a person's turn: the table drawn is the current one
        text = translate("table", "Hint: {move}").format(move=self.scene.action_label(view, hint.action))
        if hint.why is not None:
            text += "\n" + reason_text(hint.why, self.snapshot.names)
        self.hint.setText(text)
        self.notices.ensureWidgetVisible(self.hint)
        self.scene.clear_refusal()
        clear_move_frame(self.scene)
        self.scene.preview(view, hint.action)  # may redraw the game's controls (and so the move list): first
        for row in range(self.moves.count()):
            if self.moves.item(row).data(Qt.ItemDataRole.UserRole) == hint.action:
                self.moves.setCurrentRow(row)
                self.moves.scrollToItem(self.moves.item(row))

    # --- Qt events -------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Esc the table did not use (no seat shown large, nothing selected) closes the Rules window."""
        if event.key() == Qt.Key.Key_Escape and close_rules(self.window()):
            event.accept()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._line_key = None  # the cached log lines are in the old language
            self._retranslate()
            self.refresh()
            if self.snapshot.over:
                self._fill_results()
            if self.curtain.isVisible() and self.snapshot.waiting_for is not None:
                self._show_curtain(self.snapshot.waiting_for)
        super().changeEvent(event)
