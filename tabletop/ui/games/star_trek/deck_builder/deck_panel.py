"""The builder's deck: its counts, its three piles, its problems (one line each; a click selects their cards) and
its warnings (shown, never blocking)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QLabel, QListWidget, QListWidgetItem, QTreeWidget, QTreeWidgetItem,
                               QVBoxLayout, QWidget)

from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.deck_files import _order
from tabletop.games.star_trek.deck_rules import DeckCheck, Note
from tabletop.games.star_trek.decks import DeckList
from tabletop.ui.games.star_trek.words import card_tip
from tabletop.ui.i18n import message, translate

ROLE = Qt.ItemDataRole.UserRole


def note_text(note: Note) -> str:
    """Returns a problem or warning in the current language."""
    return message(note.code, dict(note.params))


class DeckPanel(QWidget):
    """The deck being built. A double-click on a card takes one copy out; a click shows it large."""

    remove = Signal(str)  # a card id
    look = Signal(str)  # a card to show large

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.counts = QLabel()
        self.counts.setObjectName("counts")
        self.counts.setWordWrap(True)
        layout.addWidget(self.counts)
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.itemDoubleClicked.connect(self._double_clicked)
        self.tree.currentItemChanged.connect(self._current)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)  # a right-click reads it large
        self.tree.customContextMenuRequested.connect(lambda at: self._current(self.tree.itemAt(at), None))
        layout.addWidget(self.tree, 3)
        self.problems_label, self.problems = self._notes(layout, "problems")
        self.warnings_label, self.warnings = self._notes(layout, "warnings")
        self.deck: DeckList | None = None
        self.check: DeckCheck | None = None
        self.notes: dict[int, Note] = {}

    def _notes(self, layout: QVBoxLayout, name: str) -> tuple[QLabel, QListWidget]:
        """Returns a heading and a list of notes (problems or warnings) added to `layout`; a click on a note goes to
        its cards."""
        label, notes = QLabel(), QListWidget()
        notes.setObjectName(name)
        notes.setWordWrap(True)
        notes.itemClicked.connect(self.select_note)
        layout.addWidget(label)
        layout.addWidget(notes, 1)
        return label, notes

    def show_deck(self, deck: DeckList, check: DeckCheck) -> None:
        """Draws the deck, its counts, problems and warnings, keeping the selected cards selected."""
        kept = set(self.selected())
        self.deck, self.check = deck, check
        self.counts.setText(note_text(check.counts.line()))
        self.tree.blockSignals(True)
        self.tree.clear()
        piles = ((translate("deck_builder", "Missions ({n})"), [(m, 1) for m in deck.missions], check.counts.missions),
                 (translate("deck_builder", "Dilemma pile ({n})"), list(deck.dilemma_pile), check.counts.dilemma_pile),
                 (translate("deck_builder", "Draw deck ({n})"), list(deck.draw_deck), check.counts.draw_deck))
        for title, entries, total in piles:
            top = QTreeWidgetItem([title.format(n=total)])
            top.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(top)
            for card_id, n in sorted(entries, key=lambda e: _order(CARDS[e[0]]) if e[0] in CARDS else (99, e[0])):
                name = CARDS[card_id].name if card_id in CARDS else card_id
                child = QTreeWidgetItem([f"{n} × {name}"])
                child.setData(0, ROLE, card_id)
                if card_id in CARDS:
                    child.setToolTip(0, card_tip(card_id))
                top.addChild(child)
                child.setSelected(card_id in kept)
            top.setExpanded(True)
        self.tree.blockSignals(False)
        self.problems_label.setText(translate("deck_builder", "Problems: {n} (saving, playing and exporting need none)").format(
            n=len(check.problems)) if check.problems else translate("deck_builder", "No problems: the deck can be saved, "
                                                                         "played and exported."))
        self.warnings_label.setText(translate("deck_builder", "Warnings (they never block)"))
        self.notes.clear()
        for box, notes in ((self.problems, check.problems), (self.warnings, check.warnings)):
            box.clear()
            for note in notes:
                item = QListWidgetItem(note_text(note))
                item.setData(ROLE, id(note))
                self.notes[id(note)] = note
                box.addItem(item)
        self.warnings.setVisible(bool(check.warnings))
        self.warnings_label.setVisible(bool(check.warnings))
        self.problems.setVisible(bool(check.problems))

    def add_moved(self, notes: tuple[Note, ...]) -> None:
        """Adds an imported file's lines placed by their card's type to the warnings."""
        for note in notes:
            item = QListWidgetItem(note_text(note))
            item.setData(ROLE, id(note))
            self.notes[id(note)] = note
            self.warnings.addItem(item)
        if notes:
            self.warnings.setVisible(True)
            self.warnings_label.setVisible(True)

    def cards(self) -> list[QTreeWidgetItem]:
        """Returns the card rows of every pile."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None:
                out += [c for j in range(top.childCount()) if (c := top.child(j)) is not None]
        return out

    def selected(self) -> list[str]:
        """Returns the ids of the selected cards."""
        return [item.data(0, ROLE) for item in self.tree.selectedItems() if item.data(0, ROLE)]

    def select_cards(self, ids: tuple[str, ...]) -> None:
        """Selects these cards in the deck (and scrolls to the first); shows the first large."""
        self.tree.clearSelection()
        first = None
        for item in self.cards():
            if item.data(0, ROLE) in ids:
                item.setSelected(True)
                first = first or item
        if first is not None:
            self.tree.scrollToItem(first)
            self.look.emit(first.data(0, ROLE))
        elif ids and ids[0] in CARDS:
            self.look.emit(ids[0])

    def select_note(self, item: QListWidgetItem) -> None:
        """A click on a problem or warning: its cards are selected."""
        note = self.notes.get(item.data(ROLE))
        if note is not None:
            self.select_cards(note.cards)

    def _double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        card_id = item.data(0, ROLE)
        if card_id:
            self.remove.emit(card_id)

    def _current(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if item is not None and item.data(0, ROLE) in CARDS:
            self.look.emit(item.data(0, ROLE))
