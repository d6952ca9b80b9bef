"""The home page: the games, New game, Continue (saved games), finished games, Rules and Language.

It imports no game's rules, table, scene or bot, and no session: listing saves reads their summaries
(tabletop.engine.saves.list_saves), so starting the app costs the same however many games there are. Nor
does it use Qt's `Qt` namespace, whose first use builds all of its hundred-odd enums (about 20 ms of a start):
columns keep things at the top with a stretch below, and the cards' marks are filled (mark_paint.fill_mark).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QSize, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (QAbstractItemView, QSizePolicy, QComboBox, QFrame, QGridLayout, QHBoxLayout, QHeaderView,
                               QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from tabletop.engine.saves import SaveError, SaveSummary, one_line
from tabletop.saved_games import list_saves
from tabletop.games import entries
from tabletop.registry import GameEntry, Tool, load
from tabletop.resources import asset_path
from tabletop.ui.i18n import LANGUAGES, names_list, reason_text, translate
from tabletop.ui.phrases import PhraseLabel
from tabletop.marks import Mark
from tabletop.ui.mark_paint import fill_mark

CTX = "home"


def lessons(entry: GameEntry) -> list[int]:
    """Returns the numbers of the game's lessons it ships (as tabletop.tutorial.load finds them, without loading)."""
    return [k for k, lesson in enumerate(entry.tutorials) if asset_path(lesson.file).is_file()]


def game_title(game_id: str) -> str:
    """Returns a game's translated title (its id for a game this version does not know)."""
    found = next((e for e in entries() if e.id == game_id), None)
    return translate(*found.title) if found else game_id


def at_top(item: QWidget | QHBoxLayout) -> QVBoxLayout:
    """Returns a column holding `item` at its top and nothing below (as an AlignTop flag would place it)."""
    column = QVBoxLayout()
    if isinstance(item, QWidget):
        column.addWidget(item)
    else:
        column.addLayout(item)
    column.addStretch(1)
    return column


def local_time(stamp: str) -> str:
    """Returns an ISO time from a save as local "yyyy-mm-dd hh:mm" (the text itself, on one line, if it is none)."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return one_line(stamp, 40)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")  # a time without a zone is taken as local


class Headline(QLabel):
    """A label never shorter than its whole line in the font it is drawn in, descenders included."""

    def _height(self) -> int:
        self.ensurePolished()  # measured in the style sheet's font: a size asked before polishing got the default's
        metrics = self.fontMetrics()
        ink = metrics.tightBoundingRect(self.text() or "Ág")
        # Room for the line and for any glyph that reaches past the font's own ascent or descent, with a margin
        # of the descent above and below, so the line never touches the widget's edge.
        line = max(metrics.ascent(), -ink.top()) + max(metrics.descent(), ink.bottom() + 1)
        return max(metrics.lineSpacing(), line) + 2 * max(2, metrics.descent())

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._height()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._height()))


class MarkStrip(QWidget):
    """A row of a game's marks (colour plus shape), drawn as its table draws them."""

    RADIUS = 8
    STEP = 22

    def __init__(self, marks: tuple[Mark, ...]):
        super().__init__()
        self.marks = marks
        self.setFixedSize(self.STEP * len(marks) + 2, 2 * self.RADIUS + 4)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k, mark in enumerate(self.marks):
            fill_mark(painter, mark, QPointF(self.RADIUS + 1 + k * self.STEP, self.RADIUS + 2), self.RADIUS)
        painter.end()


class GameCard(QFrame):
    """One game on the home page, with its New game button (or 'coming later') and the game's own buttons."""

    new_game = Signal(str)
    learn = Signal(str, int)  # Learn to play: the game's lesson of that number (0: its first)
    tool_chosen = Signal(object)  # a Tool of the game's registration

    def __init__(self, entry: GameEntry):
        super().__init__()
        self.entry = entry
        self.game_id = entry.id
        self.playable = entry.playable
        self.setObjectName("card")
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("cardTitle")  # looks from the app's style sheet: a widget's own sheet costs a parse
        self.blurb = PhraseLabel()  # "30–60 minutes" never splits from its unit
        self.button = QPushButton()
        self.button.setObjectName("primary" if self.playable else "")
        self.button.setEnabled(self.playable)
        self.button.clicked.connect(lambda: self.new_game.emit(entry.id))
        self.note = PhraseLabel()  # what the game tells under its blurb (e.g. its best results)
        self.note.setWordWrap(True)
        self.note.setObjectName("note")
        heading = QHBoxLayout()
        heading.addWidget(self.title, 1)
        self.marks = MarkStrip(entry.emblem) if self.playable and entry.emblem else None
        if self.marks is not None:
            heading.addLayout(at_top(self.marks))
        layout.addLayout(heading)
        layout.addWidget(self.blurb, 1)
        layout.addWidget(self.note)
        self._buttons(layout)
        self.retranslate()

    def _buttons(self, layout: QVBoxLayout) -> None:
        """Adds the card's buttons: New game, the first lesson and the game's tools on one line, any further
        lessons on a line of their own below."""
        entry = self.entry
        row, more = QHBoxLayout(), QHBoxLayout()
        row.addWidget(self.button)
        self.learn_buttons: list[tuple[int, QPushButton]] = []  # (the lesson's number, its button)
        for k in lessons(entry) if self.playable else []:
            button = QPushButton()
            button.clicked.connect(lambda _=False, k=k: self.learn.emit(entry.id, k))
            (row if not self.learn_buttons else more).addWidget(button)
            self.learn_buttons.append((k, button))
        self.learn_button = self.learn_buttons[0][1] if self.learn_buttons else None  # the first lesson's
        self.tool_buttons: list[tuple[Tool, QPushButton]] = []
        for tool in entry.home_tools if self.playable else ():
            button = QPushButton()
            button.clicked.connect(lambda _=False, tool=tool: self.tool_chosen.emit(tool))
            row.addWidget(button)
            self.tool_buttons.append((tool, button))
        for line in (row, more) if more.count() else (row,):
            line.addStretch()
            layout.addLayout(line)

    def retranslate(self) -> None:
        """Sets the texts in the current language."""
        self.title.setText(translate(*self.entry.title))
        self.blurb.setText(translate(*self.entry.blurb))
        self.button.setText(translate("home", "New game") if self.playable else translate("home", "Coming later"))
        for k, button in self.learn_buttons:
            button.setText(translate(*self.entry.tutorials[k].title))
            button.setToolTip(translate(*self.entry.tutorials[k].tip))
        for tool, button in self.tool_buttons:
            button.setText(translate(*tool.label))
            button.setToolTip(translate(*tool.tip) if tool.tip else "")

    def refresh_note(self, data: Path | None) -> None:
        """Shows the game's note from the app's data folder (nothing for a game without one)."""
        if data is not None and self.playable and self.entry.home_note:
            self.note.setText(load(self.entry.home_note)(data))


class HomePage(QWidget):
    """The first screen."""

    new_game = Signal(str)
    learn = Signal(str, int)  # a game's lesson (its number: 0 is its first), from its card
    tool_chosen = Signal(object)  # a Tool of a game's registration, from its card
    continue_game = Signal(Path)  # a game in progress, or a finished one to look at
    review_game = Signal(Path)  # a finished game, or one in progress that at most one person plays, to review
    statistics = Signal()
    rules = Signal(str)
    language = Signal(str)
    settings = Signal()

    def __init__(self, saves_dir: Path, language: str, data_dir: Path | None = None,
                 summary_index: Path | None = None, statistics_cache: Path | None = None):
        super().__init__()
        self.saves_dir = saves_dir
        self.data_dir = data_dir  # where games keep what their cards show (best results)
        self.summary_index = summary_index  # the saves' summaries, cached (None: every save is read each time)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        outer.addLayout(self._top(language))
        outer.addLayout(self._games(statistics_cache), 3)
        outer.addLayout(self._lists(), 2)
        self.problem = QLabel()
        self.problem.setObjectName("refusal")
        self.problem.setWordWrap(True)
        outer.addWidget(self.problem)
        self.summaries: list[SaveSummary | SaveError] = []  # the rows of `saves`: in progress, or damaged
        self.finished_summaries: list[SaveSummary | SaveError] = []  # the rows of `finished`
        self.retranslate()

    def _top(self, language: str) -> QHBoxLayout:
        """Returns the top line: the title and subtitle, and the app's buttons at the right."""
        top = QHBoxLayout()
        heading = QVBoxLayout()
        self.title = Headline()
        self.title.setObjectName("title")
        self.subtitle = Headline()
        self.subtitle.setObjectName("subtitle")
        for label in (self.title, self.subtitle):
            # Never squeezed below their text's height when the cards below want the room (the title was clipped).
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            heading.addWidget(label)
        top.addLayout(heading, 1)
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(lambda: self.rules.emit(""))
        self.settings_button = QPushButton()
        self.settings_button.clicked.connect(lambda: self.settings.emit())
        self.stats_button = QPushButton()
        self.stats_button.clicked.connect(lambda: self.statistics.emit())
        self.language_label = QLabel()
        self.language_box = QComboBox()
        for code, name in LANGUAGES.items():
            self.language_box.addItem(name, code)
        self.language_box.setCurrentIndex(list(LANGUAGES).index(language))
        self.language_box.currentIndexChanged.connect(
            lambda i: self.language.emit(self.language_box.itemData(i)))
        tools = QHBoxLayout()  # buttons, label and box on one line at the top right, centred on that line
        for w in (self.stats_button, self.rules_button, self.settings_button, self.language_label, self.language_box):
            tools.addWidget(w)
        top.addLayout(at_top(tools))
        return top

    def _games(self, statistics_cache: Path | None) -> QGridLayout:
        """Returns the grid of game cards, each game's statistics after the last."""
        grid = QGridLayout()
        self.cards = []
        for k, entry in enumerate(entries()):
            card = GameCard(entry)
            card.new_game.connect(lambda game_id: self.new_game.emit(game_id))
            card.learn.connect(lambda game_id, lesson: self.learn.emit(game_id, lesson))
            card.tool_chosen.connect(lambda tool: self.tool_chosen.emit(tool))
            self.cards.append(card)
            grid.addWidget(card, k // 3, k % 3)
        # Each game's statistics in the place after the last game (the cache of results keeps it quick).
        from tabletop.ui.review.home_stats import HomeStatistics

        self.stats_card = HomeStatistics(self.saves_dir, statistics_cache, local_time)
        grid.addWidget(self.stats_card, len(self.cards) // 3, len(self.cards) % 3)
        return grid

    def _lists(self) -> QHBoxLayout:
        """Returns the games in progress (and damaged saves, named) on the left; finished games, to look at, on
        the right."""
        lists = QHBoxLayout()
        self.continue_label = QLabel()
        self.saves = self._save_table(4)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("primary")
        self.continue_button.clicked.connect(lambda: self._continue(self.summaries, self.saves.currentRow()))
        self.saves.cellDoubleClicked.connect(lambda row, _: self._continue(self.summaries, row))
        self.review_going = QPushButton()  # a game in progress: only when at most one person plays it
        self.review_going.clicked.connect(lambda: self._review(self.summaries, self.saves.currentRow()))
        self.saves.currentCellChanged.connect(lambda *_: self._allow_review())
        lists.addLayout(self._column(self.continue_label, self.saves, self.continue_button, self.review_going), 3)
        self.finished_label = QLabel()
        self.finished = self._save_table(3)
        self.look_button = QPushButton()
        self.look_button.clicked.connect(lambda: self._continue(self.finished_summaries, self.finished.currentRow()))
        self.finished.cellDoubleClicked.connect(lambda row, _: self._continue(self.finished_summaries, row))
        self.review_button = QPushButton()
        self.review_button.clicked.connect(lambda: self._review(self.finished_summaries, self.finished.currentRow()))
        lists.addLayout(self._column(self.finished_label, self.finished, self.look_button, self.review_button), 2)
        return lists

    @staticmethod
    def _save_table(columns: int) -> QTableWidget:
        table = QTableWidget(0, columns)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        table.setWordWrap(False)  # one line a save: a long list of players is elided, and told in full as a tip
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the players take the room that is left
        return table

    @staticmethod
    def _column(label: QLabel, table: QTableWidget, *buttons: QPushButton) -> QVBoxLayout:
        label.setObjectName("section")
        column = QVBoxLayout()
        column.addWidget(label)
        column.addWidget(table, 1)
        row = QHBoxLayout()
        for button in buttons:
            row.addWidget(button)
        row.addStretch()
        column.addLayout(row)
        return column

    def retranslate(self) -> None:
        """Sets every text in the current language and refreshes the saved games."""
        self.title.setText(translate("home", "Tabletop"))
        self.subtitle.setText(translate("home", "Board and card games on one computer: take turns at the screen, or play against bots."))
        self.rules_button.setText(translate("home", "Rules"))
        self.settings_button.setText(translate("settings", "Settings"))
        self.language_label.setText(translate("home", "Language"))
        self.continue_label.setText(translate("home", "Continue a saved game"))
        self.continue_button.setText(translate("home", "Continue"))
        self.finished_label.setText(translate("home", "Finished games"))
        self.look_button.setText(translate("home", "Look at the table"))
        self.look_button.setToolTip(translate("home", "Opens the table as the game ended: the final scores and the log."))
        self.review_button.setText(translate("home", "Review"))
        self.review_button.setToolTip(translate("home", "Every move on a timeline, seen by any player, and the bot's "
                                                        "analysis of your moves."))
        self.review_going.setText(translate("home", "Review"))
        self.stats_button.setText(translate("home", "Statistics"))
        self.saves.setHorizontalHeaderLabels([translate("home", "Game"), translate("home", "Players"),
                                              translate("home", "Whose turn"), translate("home", "Last played")])
        self.finished.setHorizontalHeaderLabels([translate("home", "Game"), translate("home", "Players"),
                                                 translate("home", "Last played")])
        for card in self.cards:
            card.retranslate()
        self.stats_card.retranslate()
        self.refresh_saves()
        self.refresh_notes()

    def refresh_notes(self) -> None:
        """Shows each game's note on its card (e.g. the best results kept in the data folder)."""
        for card in self.cards:
            card.refresh_note(self.data_dir)

    def refresh_saves(self) -> None:
        """Lists the saved games, last played first: in progress (and damaged saves, named, never removed) apart
        from finished ones."""
        self.problem.clear()  # a problem named earlier is about a list that is no longer shown
        found = list_saves(self.saves_dir, self.summary_index)  # raises nothing: a damaged save comes back as its SaveError
        self.summaries = [s for s in found if not isinstance(s, SaveSummary) or not s.over]
        self.finished_summaries = [s for s in found if isinstance(s, SaveSummary) and s.over]
        self._fill(self.saves, self.summaries, with_turn=True)
        self._fill(self.finished, self.finished_summaries, with_turn=False)
        self.continue_button.setEnabled(bool(self.summaries))
        self.look_button.setEnabled(bool(self.finished_summaries))
        self.review_button.setEnabled(bool(self.finished_summaries))
        self._allow_review()
        self.stats_card.refresh(found)

    def _fill(self, table: QTableWidget, rows: list[SaveSummary | SaveError], with_turn: bool) -> None:
        # Columns sized to their contents are measured again at every cell set: with hundreds of saves that took
        # seconds. They are fixed while the cells are set, and measured once after.
        header = table.horizontalHeader()
        modes = [header.sectionResizeMode(c) for c in range(table.columnCount())]
        for c in range(table.columnCount()):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
        try:
            self._fill_rows(table, rows, with_turn)
        finally:
            for c, mode in enumerate(modes):
                header.setSectionResizeMode(c, mode)

    def _fill_rows(self, table: QTableWidget, rows: list[SaveSummary | SaveError], with_turn: bool) -> None:
        table.setRowCount(len(rows))
        for row, entry in enumerate(rows):
            problem = ""
            if isinstance(entry, SaveError):
                cells = [self.file_name(entry.path), "—", translate("home", "damaged: cannot continue"), ""]
                problem = self.problem_text(entry)
            else:
                names = [translate("home", "{name} (bot)").format(name=name) if bot else name
                         for name, bot in zip(entry.seats, entry.bots or [False] * len(entry.seats))]
                turn = names_list([entry.seats[s] for s in entry.to_act if 0 <= s < len(entry.seats)])
                cells = [game_title(entry.game), names_list(names), turn, local_time(entry.updated)]
            if not with_turn:
                del cells[2]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                # A damaged save's row tells its problem before Continue is tried; another, its cell in full.
                item.setToolTip(problem or text)
                table.setItem(row, col, item)
        if rows:
            table.selectRow(0)

    def _continue(self, rows: list[SaveSummary | SaveError], row: int) -> None:
        if not 0 <= row < len(rows):
            return
        entry = rows[row]
        if isinstance(entry, SaveError):
            self.show_problem(entry)
            return
        self.continue_game.emit(entry.path)

    def _review(self, rows: list[SaveSummary | SaveError], row: int) -> None:
        if 0 <= row < len(rows):
            entry = rows[row]
            if isinstance(entry, SaveError):
                self.show_problem(entry)
            else:
                self.review_game.emit(entry.path)

    def _allow_review(self) -> None:
        """Enables Review of the game in progress selected when at most one person plays it (a hot-seat game of two
        or more people is reviewed once it ends, so no one sees another's moves), with why in its tooltip."""
        row = self.saves.currentRow()
        entry = self.summaries[row] if 0 <= row < len(self.summaries) else None
        people = sum(1 for bot in entry.bots if not bot) if isinstance(entry, SaveSummary) else 0
        allowed = isinstance(entry, SaveSummary) and bool(entry.bots) and people <= 1
        self.review_going.setEnabled(allowed)
        self.review_going.setToolTip(
            translate("home", "Every move so far on a timeline, seen by you, and the bot's analysis of your moves.")
            if allowed or entry is None else
            translate("home", "A game two or more people play at this screen can be reviewed once it ends."))

    def show_problem(self, error: SaveError) -> None:
        """Shows why a save cannot be continued (the file itself is left alone)."""
        self.problem.setText(self.problem_text(error))

    @staticmethod
    def file_name(path: Path | None) -> str:
        """Returns a save's file name on one line (a name may hold a newline or other control characters)."""
        return one_line(path.name, 80) if path else ""

    @classmethod
    def problem_text(cls, error: SaveError) -> str:
        """Returns the one line naming a save and why it cannot be continued."""
        return translate("home", "{file}: {problem}").format(file=cls.file_name(error.path),
                                                             problem=one_line(reason_text(error.reason)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
