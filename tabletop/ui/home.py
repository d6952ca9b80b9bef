"""The home page: the games, New game, Continue (saved games), Rules and Language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import (QAbstractItemView, QSizePolicy, QComboBox, QFrame, QGridLayout, QHBoxLayout, QHeaderView,
                               QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from tabletop.engine.saves import SaveError, SaveSummary
from tabletop.saved_games import summarize
from tabletop.games import entries
from tabletop.registry import GameEntry, Tool, load
from tabletop.tutorial.load import has_tutorial
from tabletop.tutorial.texts import UI as TUTORIAL_UI
from tabletop.ui.style import font
from tabletop.ui.i18n import LANGUAGES, names_list, reason_text, translate
from tabletop.ui.phrases import PhraseLabel
from tabletop.ui.items import Mark, draw_mark

CTX = "home"


def _save_files(folder: Path) -> list[Path]:
    """Returns the save files in `folder`, newest first; none when the folder cannot be listed."""
    def modified(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:  # gone since listed, or a dangling link: still listed, and named when read
            return 0.0

    try:
        return sorted(folder.glob("*.json"), key=modified, reverse=True) if folder.is_dir() else []
    except OSError:  # e.g. a folder we may not read: no saves to list rather than no app
        return []


def game_title(game_id: str) -> str:
    """Returns a game's translated title (its id for a game this version does not know)."""
    found = next((e for e in entries() if e.id == game_id), None)
    return translate(*found.title) if found else game_id


class MarkStrip(QWidget):
    """A row of a game's marks (colour plus shape), drawn as its table draws them."""

    RADIUS = 8
    STEP = 22

    def __init__(self, marks: tuple[Mark, ...]):
        super().__init__()
        self.marks = marks
        self.setFixedSize(self.STEP * len(marks) + 2, 2 * self.RADIUS + 4)

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k, mark in enumerate(self.marks):
            draw_mark(painter, mark, QPointF(self.RADIUS + 1 + k * self.STEP, self.RADIUS + 2), self.RADIUS)
        painter.end()


class GameCard(QFrame):
    """One game on the home page, with its New game button (or 'coming later') and the game's own buttons."""

    new_game = Signal(str)
    learn = Signal(str)  # Learn to play: the game's tutorial
    tool_chosen = Signal(object)  # a Tool of the game's registration

    def __init__(self, entry: GameEntry):
        super().__init__()
        self.entry = entry
        self.game_id = entry.id
        self.playable = entry.playable
        self.setObjectName("card")
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.blurb = PhraseLabel()  # "30–60 minutes" never splits from its unit
        self.button = QPushButton()
        self.button.setObjectName("primary" if self.playable else "")
        self.button.setEnabled(self.playable)
        self.button.clicked.connect(lambda: self.new_game.emit(entry.id))
        self.note = PhraseLabel()  # what the game tells under its blurb (e.g. its best results)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #6b6259;")
        heading = QHBoxLayout()
        heading.addWidget(self.title, 1)
        self.marks = MarkStrip(entry.emblem) if self.playable and entry.emblem else None
        if self.marks is not None:
            heading.addWidget(self.marks, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(heading)
        layout.addWidget(self.blurb, 1)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        row.addWidget(self.button)
        self.learn_button = QPushButton() if self.playable and has_tutorial(entry.id) else None
        if self.learn_button is not None:
            self.learn_button.clicked.connect(lambda: self.learn.emit(entry.id))
            row.addWidget(self.learn_button)
        self.tool_buttons: list[tuple[Tool, QPushButton]] = []
        for tool in entry.home_tools if self.playable else ():
            button = QPushButton()
            button.clicked.connect(lambda _=False, tool=tool: self.tool_chosen.emit(tool))
            row.addWidget(button)
            self.tool_buttons.append((tool, button))
        row.addStretch()
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        """Sets the texts in the current language."""
        self.title.setText(translate(*self.entry.title))
        self.blurb.setText(translate(*self.entry.blurb))
        self.button.setText(translate("home", "New game") if self.playable else translate("home", "Coming later"))
        if self.learn_button is not None:
            self.learn_button.setText(translate(*TUTORIAL_UI["learn"]))
            self.learn_button.setToolTip(translate(*TUTORIAL_UI["learn_tip"]))
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
    learn = Signal(str)  # a game's tutorial, from its card
    tool_chosen = Signal(object)  # a Tool of a game's registration, from its card
    continue_game = Signal(Path)
    rules = Signal(str)
    language = Signal(str)
    settings = Signal()

    def __init__(self, saves_dir: Path, language: str, data_dir: Path | None = None):
        super().__init__()
        self.saves_dir = saves_dir
        self.data_dir = data_dir  # where games keep what their cards show (best results)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        top = QHBoxLayout()
        heading = QVBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("title")
        # Qt sizes the label by its font's nominal height, which cuts this font's tall glyphs (the "p" of the title):
        # room for the whole line, measured with the font the style sheet gives it.
        self.title.setMinimumHeight(QFontMetrics(font(22, bold=True)).lineSpacing() + 10)
        self.subtitle = QLabel()
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
        self.language_label = QLabel()
        self.language_box = QComboBox()
        for code, name in LANGUAGES.items():
            self.language_box.addItem(name, code)
        self.language_box.setCurrentIndex(list(LANGUAGES).index(language))
        self.language_box.currentIndexChanged.connect(
            lambda i: self.language.emit(self.language_box.itemData(i)))
        tools = QHBoxLayout()  # buttons, label and box on one line at the top right, centred on that line
        for w in (self.rules_button, self.settings_button, self.language_label, self.language_box):
            tools.addWidget(w)
        top.addLayout(tools)
        top.setAlignment(tools, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(top)

        grid = QGridLayout()
        self.cards = []
        for k, entry in enumerate(entries()):
            card = GameCard(entry)
            card.new_game.connect(lambda game_id: self.new_game.emit(game_id))
            card.learn.connect(lambda game_id: self.learn.emit(game_id))
            card.tool_chosen.connect(lambda tool: self.tool_chosen.emit(tool))
            self.cards.append(card)
            grid.addWidget(card, k // 3, k % 3)
        outer.addLayout(grid, 3)

        self.continue_label = QLabel()
        self.continue_label.setStyleSheet("font-size: 14pt; font-weight: bold;")
        outer.addWidget(self.continue_label)
        self.saves = QTableWidget(0, 4)
        self.saves.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.saves.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.saves.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.saves.verticalHeader().setVisible(False)
        self.saves.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.saves.cellDoubleClicked.connect(lambda row, _: self._continue(row))
        outer.addWidget(self.saves, 2)
        row = QHBoxLayout()
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("primary")
        self.continue_button.clicked.connect(lambda: self._continue(self.saves.currentRow()))
        self.problem = QLabel()
        self.problem.setObjectName("refusal")
        self.problem.setWordWrap(True)
        row.addWidget(self.continue_button)
        row.addWidget(self.problem, 1)
        outer.addLayout(row)
        self.summaries: list[SaveSummary | tuple[Path, SaveError]] = []
        self.retranslate()

    def retranslate(self) -> None:
        """Sets every text in the current language and refreshes the saved games."""
        self.title.setText(translate("home", "Tabletop"))
        self.subtitle.setText(translate("home", "Board and card games on one computer: take turns at the screen, or play against bots."))
        self.rules_button.setText(translate("home", "Rules"))
        self.settings_button.setText(translate("settings", "Settings"))
        self.language_label.setText(translate("home", "Language"))
        self.continue_label.setText(translate("home", "Continue a saved game"))
        self.continue_button.setText(translate("home", "Continue"))
        self.saves.setHorizontalHeaderLabels([translate("home", "Game"), translate("home", "Players"), translate("home", "Whose turn"),
                                              translate("home", "Last played")])
        for card in self.cards:
            card.retranslate()
        self.refresh_saves()
        self.refresh_notes()

    def refresh_notes(self) -> None:
        """Shows each game's note on its card (e.g. the best results kept in the data folder)."""
        for card in self.cards:
            card.refresh_note(self.data_dir)

    def refresh_saves(self) -> None:
        """Lists the saved games, newest first; a damaged save is listed with its problem, never removed."""
        self.summaries = []
        self.problem.clear()  # a problem named earlier is about a list that is no longer shown
        for path in _save_files(self.saves_dir):
            try:
                self.summaries.append(summarize(path))  # raises SaveError and nothing else, whatever the file holds
            except SaveError as e:
                self.summaries.append((path, e))
        self.saves.setRowCount(len(self.summaries))
        for row, entry in enumerate(self.summaries):
            problem = ""
            if not isinstance(entry, SaveSummary):  # (path, SaveError) for a damaged save
                path, error = entry
                cells = [path.name, "—", translate("home", "damaged: cannot continue"), ""]
                problem = self.problem_text(error)
            else:
                names = entry.seats
                if entry.over:
                    turn = translate("home", "finished")
                else:
                    turn = names_list([names[s] for s in entry.to_act if 0 <= s < len(names)])
                when = QDateTime.fromString(entry.updated, Qt.DateFormat.ISODate).toLocalTime()
                cells = [game_title(entry.game), names_list(names), turn,
                         when.toString("yyyy-MM-dd HH:mm") if when.isValid() else entry.updated]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(problem)  # a damaged save's row tells its problem before Continue is tried
                self.saves.setItem(row, col, item)
        if self.summaries:
            self.saves.selectRow(0)
        self.continue_button.setEnabled(bool(self.summaries))

    def _continue(self, row: int) -> None:
        if not 0 <= row < len(self.summaries):
            return
        entry = self.summaries[row]
        if not isinstance(entry, SaveSummary):
            self.show_problem(entry[1])
            return
        self.continue_game.emit(entry.path)

    def show_problem(self, error: SaveError) -> None:
        """Shows why a save cannot be continued (the file itself is left alone)."""
        self.problem.setText(self.problem_text(error))

    @staticmethod
    def problem_text(error: SaveError) -> str:
        """Returns the one line naming a save and why it cannot be continued."""
        name = error.path.name if error.path else ""
        return translate("home", "{file}: {problem}").format(file=name, problem=reason_text(error.reason))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
