"""The curtain between seats: it covers the whole table until the next person says they are at the screen."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop.ui.i18n import translate
from tabletop.ui.phrases import PhraseLabel


class Curtain(QFrame):
    """Covers the whole table until the next person says they are at the screen."""

    ready = Signal()
    leave = Signal()  # the group stops here: Home, without showing anyone's table

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setObjectName("curtainText")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = PhraseLabel()
        self.note.setStyleSheet("color: #d8e4e1; font-size: 13pt;")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(lambda: self.ready.emit())
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.button)
        row.addStretch()
        layout.addLayout(row)
        layout.addStretch(3)
        foot = QHBoxLayout()
        foot.addStretch()
        self.home = QPushButton()  # in the corner the table's own Home button is in
        self.home.clicked.connect(lambda: self.leave.emit())
        foot.addWidget(self.home)
        layout.addLayout(foot)
        self.hide()

    def show_for(self, name: str, title: str | None = None) -> None:
        """Raises the curtain for the person called `name` (with the game's own `title`, if any)."""
        self.title.setText(title or translate("table", "Pass to {name}").format(name=name))
        self.note.setText(translate("table", "Only {name} should look now. Nothing private is shown until {name} "
                                             "presses the button below.").format(name=name))
        self.button.setText(translate("table", "I am {name} — show my table").format(name=name))
        self.home.setText(translate("table", "Home (the game is saved)"))
        self.home.setToolTip(translate("table", "Stops here and goes to the home page; Continue there goes on "
                                                "from this hand-over."))
        parent = self.parentWidget()
        if parent is not None:  # always the table page (made with it): Qt's types allow none
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()
