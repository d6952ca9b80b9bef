"""The Rules panel: a game's whole rules text in the current language, with search."""

from __future__ import annotations

from PySide6.QtGui import QColor, QShowEvent, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import (QComboBox, QDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QTextBrowser,
                               QTextEdit, QVBoxLayout, QWidget)

from tabletop.games import entries
from tabletop.resources import asset_path
from tabletop.ui.i18n import translate

CTX = "rules"


def rule_files() -> dict[str, str]:
    """Returns game id -> the asset name of its rules text, for every game that has one, in the app's order."""
    return {e.id: e.rules_file for e in entries() if e.rules_file}


def rules_text(name: str, language: str) -> str:
    """Returns the Markdown rules of `name` in `language` (English when that language has none)."""
    for lang in (language, "en"):
        path = asset_path("rules", f"{name}.{lang}.md")
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return ""


def close_rules(window: QWidget) -> bool:
    """Closes the Rules window open over `window`; returns True when one was open."""
    shown = [d for d in window.findChildren(RulesDialog) if d.isVisible()]
    for dialog in shown:
        dialog.close()
    return bool(shown)


def rules_shown(window: QWidget, game_id: str = "") -> bool:
    """Returns True when the Rules window over `window` is open (on `game_id`'s rules, when one is named)."""
    return any(d.isVisible() and (not game_id or d.game.currentData() == game_id)
               for d in window.findChildren(RulesDialog))


class RulesDialog(QDialog):
    """Shows the rules with a search field that highlights every match and jumps between them; Esc closes it."""

    def __init__(self, language: str, game_id: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.language = language
        self.setWindowTitle(translate("rules", "Rules"))
        self.resize(820, 640)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game = QComboBox()
        self.files = rule_files()
        for e in entries():
            if e.id in self.files:
                self.game.addItem(translate(*e.title), e.id)
        if game_id in self.files:
            self.game.setCurrentIndex(list(self.files).index(game_id))
        self.game.currentIndexChanged.connect(self._load)
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("rules", "Search the rules"))
        self.search.textChanged.connect(self._highlight)
        self.search.returnPressed.connect(self.find_next)
        self.next_button = QPushButton(translate("rules", "Next"))
        self.next_button.clicked.connect(self.find_next)
        self.count = QLabel()
        top.addWidget(self.game)
        top.addWidget(self.search, 1)
        top.addWidget(self.next_button)
        top.addWidget(self.count)
        layout.addLayout(top)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        layout.addWidget(self.text, 1)
        self._load()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        # Shown active with the search focused: Esc (the dialog's own close key) and typing work without a click.
        super().showEvent(event)
        self.raise_()
        self.activateWindow()
        self.search.setFocus()

    def _load(self) -> None:
        name = self.files[self.game.currentData()]
        self.text.setMarkdown(rules_text(name, self.language))
        self._highlight(self.search.text())

    def _highlight(self, needle: str) -> int:
        """Marks every match of `needle`; returns how many there are."""
        selections = []
        if needle:
            doc = self.text.document()
            cursor = QTextCursor(doc)
            fmt = QTextCharFormat()
            fmt.setBackground(QColor("#ffe27a"))
            while True:
                cursor = doc.find(needle, cursor)
                if cursor.isNull():
                    break
                sel = QTextEdit.ExtraSelection()
                sel.cursor = cursor
                sel.format = fmt
                selections.append(sel)
        self.text.setExtraSelections(selections)
        self.count.setText(translate("rules", "{n} found").format(n=len(selections)) if needle else "")
        self.matches = len(selections)
        if selections:
            self.text.setTextCursor(QTextCursor(selections[0].cursor))
        return len(selections)

    def find_next(self) -> bool:
        """Moves to the next match (wrapping at the end); returns False when there is none."""
        needle = self.search.text()
        if not needle:
            return False
        if self.text.find(needle):
            return True
        self.text.moveCursor(QTextCursor.MoveOperation.Start)
        return self.text.find(needle, QTextDocument.FindFlag(0))
