"""The review's analysis box: "Analyse my moves", its progress and Cancel, the one line on hidden information,
and the costliest moves found."""

from __future__ import annotations

from typing import Sequence

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from tabletop.review.analysis import Analysis
from tabletop.ui.i18n import translate
from tabletop.ui.phrases import PhraseLabel
from tabletop.ui.review.notes import loss_text



class AnalysisPanel(QWidget):
    """Starts and cancels an analysis, shows its progress, then what it found."""

    start = Signal()
    cancel = Signal()
    jump = Signal(int)  # a costly move's link clicked: its moment

    def __init__(self) -> None:
        super().__init__()
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.button = QPushButton()
        self.button.clicked.connect(lambda: self.start.emit())
        row = QHBoxLayout()
        self.bar = QProgressBar()
        self.bar.setTextVisible(True)
        self.stop = QPushButton()
        self.stop.clicked.connect(lambda: self.cancel.emit())
        row.addWidget(self.bar, 1)
        row.addWidget(self.stop)
        self.honest = PhraseLabel()
        self.honest.setObjectName("note")
        self.found = QLabel()  # each costly move a link to its moment
        self.found.setObjectName("refusal")
        self.found.setWordWrap(True)
        self.found.setTextFormat(Qt.TextFormat.RichText)
        self.found.linkActivated.connect(lambda href: self.jump.emit(int(href)))
        column.addWidget(self.button)
        column.addLayout(row)
        column.addWidget(self.honest)
        column.addWidget(self.found)
        self.name = ""
        self.mine = False
        self.idle()

    def retranslate(self) -> None:
        """Sets the texts in the current language."""
        self.button.setText(translate("review", "Analyse my moves") if self.mine else
                            translate("review", "Analyse {name}'s moves").format(name=self.name))
        self.button.setToolTip(translate("review", "The Strong bot weighs each of these moves against its own best "
                                              "choice, off this window's thread."))
        self.stop.setText(translate("new_game", "Cancel"))

    def for_seat(self, name: str, mine: bool) -> None:
        """Names whose moves the button analyses (`mine`: the person's own)."""
        self.name, self.mine = name, mine
        self.retranslate()

    def idle(self) -> None:
        """Shows the button alone (nothing analysed, or a run cancelled)."""
        self.button.setVisible(True)
        self.bar.setVisible(False)
        self.stop.setVisible(False)

    def running(self, done: int, total: int) -> None:
        """Shows the progress of a run."""
        self.button.setVisible(False)
        self.bar.setVisible(True)
        self.stop.setVisible(True)
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(done)
        self.bar.setFormat(translate("review", "Weighing move {done} of {total}").format(done=done, total=total))

    def show_result(self, analysis: Analysis | None, costly: Sequence[tuple[int, str]]) -> None:
        """Shows what an analysis found (None: clears it): the line on hidden information and the costliest moves
        (each its moment number and its loss)."""
        self.idle()
        if analysis is None:
            self.honest.clear()
            self.found.clear()
            return
        self.button.setVisible(not analysis.complete)  # a cancelled run may be taken up again
        self.honest.setText(translate("review", "This analysis knows only what {name} could see at each move: the cards "
                                           "{name} could not see were dealt at random for every trial.")
                            .format(name=self.name))
        if not costly:
            self.found.setText(translate("review", "No move lost anything the bot could find."))
            return
        moves = translate("engine", ", ").join(
            f'<a href="{n}" style="color:#c0392b">'
            + escape(translate("review", "move {n} ({loss})").format(n=n, loss=loss)) + "</a>" for n, loss in costly)
        self.found.setText(escape(translate("review", "Costliest, marked in red: {moves}.")).format(moves=moves))


def costly_list(analysis: Analysis, count: int = 3) -> list[tuple[int, str]]:
    """Returns the costliest moves as (moment number, loss in words)."""
    return [(m.log_index + 1, loss_text(m, analysis.unit)) for m in analysis.costliest(count)]
