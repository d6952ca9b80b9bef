"""The New game dialog: the players (name, person or bot), the deal number and the game's options."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame, QGridLayout,
                               QGroupBox, QLabel, QLineEdit, QScrollArea, QSpinBox, QVBoxLayout, QWidget)

from tabletop.engine.contract import Game, OptionError
from tabletop.engine.session import SeatInfo, SeatKind
from tabletop.games import entry
from tabletop.registry import load
from tabletop.messages import catalog_for
from tabletop.ui.home import game_title
from tabletop.ui.i18n import reason_text, translate

if TYPE_CHECKING:
    from tabletop.ui.tool_hooks import SeatChoice

CTX = "new_game"
DEFAULT_NAMES = ("Aiko", "Ben", "Chiara", "Daichi", "Emma", "Farid")


class NewGameChoice(NamedTuple):
    """What the dialog returns: seats, options and seed."""

    seats: list[SeatInfo]
    options: dict[str, Any]
    seed: int


def bot_label(name: str) -> str:
    """Returns how the seat list names a bot, in words a first-time player knows."""
    if name == "strong":
        return translate("new_game", "Bot (strong)")  # searches ahead over sampled deals
    if name == "greedy":
        return translate("new_game", "Bot (normal)")  # weighs each move by what it scores
    if name == "easy":
        return translate("new_game", "Bot (easy)")  # the normal bot, with now and then any move
    if name == "random":
        return translate("new_game", "Bot (random moves)")  # plays any legal move
    return translate("new_game", "Bot ({name})").format(name=name)


class NewGameDialog(QDialog):
    """Sets up a game; refuses to start with a bad seat or option and says which."""

    def __init__(self, game: Game[Any, Any], parent: QWidget | None = None,  # any game: its types are its own
                 data: Path | None = None):  # the user data folder (a Star Trek player's saved decks)
        super().__init__(parent)
        self.game = game
        # A person, then the bots the game registers (Normal first, the default), then the one every game has.
        self.kind_choices: list[tuple[str, str | None]] = [("person", None)] + [
            ("bot", name) for name in dict.fromkeys((*entry(game.id).bots, "random"))]
        self.setWindowTitle(translate("new_game", "New game: {game}").format(game=game_title(game.id)))
        layout = QVBoxLayout(self)
        layout.addLayout(self._count_and_seed())
        layout.addWidget(self._seats_box(data))
        self.option_boxes: dict[str, QCheckBox | QSpinBox] = {}
        self.kept_options: dict[str, Any] = {}  # options filled in that have no box here (a tutorial's colour)
        if any(not isinstance(spec.default, str) for spec in game.options):
            layout.addWidget(self._options_box(), 1)
        self.problem = QLabel()
        self.problem.setObjectName("refusal")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        layout.addWidget(self._buttons())
        self.choice: NewGameChoice | None = None
        self._show_rows()
        self.setMinimumWidth(min(self.sizeHint().width(), 1200))  # a deck's whole name, on a laptop's screen

    def _count_and_seed(self) -> QFormLayout:
        """Returns the form's first rows: the number of players and the deal number."""
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(self.game.min_players, self.game.max_players)
        # Solo where the game has it (Cartographers is mostly played alone), else a table of four.
        self.count.setValue(1 if self.game.min_players == 1 else min(4, self.game.max_players))
        self.count.valueChanged.connect(self._show_rows)
        form.addRow(translate("new_game", "Number of players"), self.count)
        self.seed = QLineEdit()  # the engine's seed, in words a player knows
        self.seed.setPlaceholderText(translate("new_game", "any"))
        form.addRow(translate("new_game", "Deal number (optional: the same number deals the same game)"), self.seed)
        return form

    def _seats_box(self, data: Path | None) -> QGroupBox:
        """Returns the Players box: a row a seat (its name, person or which bot) and the game's own seat choice."""
        max_players = self.game.max_players
        seats = QGroupBox(translate("new_game", "Players"))
        grid = QGridLayout(seats)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.rows: list[list[QWidget]] = []
        for i in range(max_players):
            label = QLabel(translate("new_game", "Player {n}").format(n=i + 1))
            name = QLineEdit(DEFAULT_NAMES[i % len(DEFAULT_NAMES)])
            name.setMaxLength(24)
            kind = QComboBox()
            for _, bot in self.kind_choices:
                kind.addItem(translate("new_game", "Person") if bot is None else bot_label(bot))
            kind.setCurrentIndex(0 if i < 2 else 1)
            grid.addWidget(label, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(kind, i, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.rows.append([label, name, kind])
        self.seat_choice: SeatChoice | None = None
        made = entry(self.game.id).seat_choice
        if made:  # the game's own choice beside each seat (Star Trek: its deck)
            self.seat_choice = load(made)(data, max_players, seats)
            for i, box in enumerate(self.seat_choice.boxes):
                if isinstance(box, QComboBox):
                    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # its words whole
                grid.addWidget(box, i, 3)
                self.rows[i].append(box)
            grid.addWidget(self.seat_choice.note, max_players, 0, 1, 4)
            grid.setColumnStretch(1, 2)
            grid.setColumnStretch(3, 3)
        return seats

    def _options_box(self) -> QScrollArea:
        """Returns the Options box, a check box or a number a rule switch, in a scroll of its own."""
        box = QGroupBox(translate("new_game", "Options"))
        form = QFormLayout(box)
        for spec in self.game.options:
            if isinstance(spec.default, str):
                continue  # text options (a practice map) come from their own commands
            if self.seat_choice is not None and spec.name in self.seat_choice.owns:
                continue  # the seats' own choice above sets it
            words = catalog_for(spec.label).messages.get(spec.label)
            text = translate(*words) if words else spec.name
            if isinstance(spec.default, bool):
                check = QCheckBox(text)
                check.setChecked(spec.default)
                form.addRow(check)
                self.option_boxes[spec.name] = check
            else:
                spin = QSpinBox()
                spin.setRange(spec.minimum or 0, spec.maximum or 999)
                spin.setValue(spec.default)
                form.addRow(text, spin)
                self.option_boxes[spec.name] = spin
        # Many rule switches (Star Trek has fourteen) scroll rather than squeeze their rows into each other.
        scroll = QScrollArea()
        scroll.setWidget(box)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return scroll

    def _buttons(self) -> QDialogButtonBox:
        """Returns Start and Cancel."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("new_game", "Start"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("new_game", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        return buttons

    def fill(self, seats: list[SeatInfo], options: Mapping[str, Any]) -> None:
        """Sets the seats and options to these (a tutorial's, for a real game like it); the deal stays open."""
        self.count.setValue(len(seats))
        for i, seat in enumerate(seats):
            self.names[i].setText(seat.name)
            wanted = (seat.kind.value, seat.bot if seat.kind is SeatKind.BOT else None)
            if wanted in self.kind_choices:
                self.kinds[i].setCurrentIndex(self.kind_choices.index(wanted))
        for name, value in options.items():
            widget = self.option_boxes.get(name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                widget.setValue(int(value))
            else:
                self.kept_options[name] = value
        if self.seat_choice is not None:
            self.seat_choice.fill_options(options)

    def _show_rows(self) -> None:
        for i, widgets in enumerate(self.rows):
            for w in widgets:
                w.setVisible(i < self.count.value())

    def collect(self) -> NewGameChoice:
        """Returns the choices; raises ValueError with a translated message naming the bad field."""
        seats = []
        taken = set()
        for i in range(self.count.value()):
            name = self.names[i].text().strip()
            if not name:
                raise ValueError(translate("new_game", "Player {n} needs a name.").format(n=i + 1))
            if name.casefold() in taken:
                raise ValueError(translate("new_game", "Two players are called “{name}”; the log needs different names.").format(
                    name=name))
            taken.add(name.casefold())
            kind, bot = self.kind_choices[self.kinds[i].currentIndex()]
            seats.append(SeatInfo(name, SeatKind(kind), bot))
        text = self.seed.text().strip()
        if text:
            if not text.lstrip("-").isdigit():
                raise ValueError(translate("new_game", "The deal number must be a whole number (or left empty)."))
            seed = int(text)
        else:
            seed = random.SystemRandom().randrange(1, 2**31)
        options = dict(self.kept_options)
        for name, widget in self.option_boxes.items():
            options[name] = widget.isChecked() if isinstance(widget, QCheckBox) else widget.value()
        if self.seat_choice is not None:
            self.seat_choice.write(options)
        try:
            options = self.game.check_setup(len(seats), options)
        except OptionError as e:
            raise ValueError(reason_text(e.reason)) from None
        return NewGameChoice(seats, options, seed)

    def accept(self) -> None:
        """Starts the game, or shows what is wrong and stays open."""
        try:
            self.choice = self.collect()
        except ValueError as e:
            self.problem.setText(str(e))
            return
        super().accept()
