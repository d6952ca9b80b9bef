"""The Star Trek deck builder: start empty or from a copy of a premade or saved deck, add from the pool, see the
counts, problems and warnings live; save, play and export only with no problem; import all or nothing."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QComboBox, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSplitter,
                               QVBoxLayout, QWidget)

from tabletop.games.star_trek import deck_rules, deck_store
from tabletop.games.star_trek.card_names import find
from tabletop.games.star_trek.deck_files import DeckFileError, export, export_lackey, read
from tabletop.games.star_trek.deck_rules import Note
from tabletop.games.star_trek.decks import DeckList, premade_decks
from tabletop.ui.games.star_trek.deck_builder.basis import basis_text
from tabletop.ui.games.star_trek.deck_builder.card_view import LargeCard
from tabletop.ui.games.star_trek.deck_builder.deck_panel import DeckPanel, note_text
from tabletop.ui.games.star_trek.deck_builder.pool import PoolPanel
from tabletop.ui.i18n import fmt, message, translate



def empty_deck(name: str) -> DeckList:
    """Returns a deck with no card, not saved."""
    return DeckList(id="", name=name, missions=(), dilemma_pile=(), draw_deck=())


class DeckBuilder(QWidget):
    """The builder's window. `play_requested` carries a legal deck to start a game with."""

    play_requested = Signal(object)  # a DeckList
    saved = Signal()

    def __init__(self, data: Path, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.folder = deck_store.folder_of(data)
        self.deck = empty_deck(translate("deck_builder", "New deck"))
        self.read_only = False
        self.resize(1366, 768)
        layout = QVBoxLayout(self)
        layout.addLayout(self._top_row())
        layout.addLayout(self._action_row())
        self.basis = QLabel()
        self.basis.setWordWrap(True)
        self.basis.setObjectName("basis")
        layout.addWidget(self.basis)
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.refusal)
        layout.addWidget(self._panes(), 1)
        self._keys()
        self.damaged: tuple[Note, ...] = ()
        self.saved_decks: tuple[deck_store.SavedDeck, ...] = ()
        self.retranslate()
        self.refresh_sources()
        self._show()

    def _top_row(self) -> QHBoxLayout:
        """Returns the row of the deck shown: where it comes from, Edit a copy, its name."""
        top = QHBoxLayout()
        self.source = QComboBox()
        self.source.setMinimumWidth(260)
        self.source.activated.connect(self._open_source)
        self.name = QLineEdit()
        self.name.setMaxLength(60)
        self.name.textEdited.connect(self._renamed)
        self.name_label = QLabel()
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.edit_copy)
        self.source_label = QLabel()
        top.addWidget(self.source_label)
        top.addWidget(self.source)
        top.addWidget(self.copy_button)
        top.addSpacing(12)
        top.addWidget(self.name_label)
        top.addWidget(self.name, 1)
        return top

    def _action_row(self) -> QHBoxLayout:
        """Returns the row of what can be done with the deck: save, play, import, export, remove."""
        self.save_button, self.play_button = QPushButton(), QPushButton()
        self.import_button, self.export_button, self.lackey_button = QPushButton(), QPushButton(), QPushButton()
        self.delete_button = QPushButton()
        self.save_button.clicked.connect(self.save)
        self.play_button.clicked.connect(self.play)
        self.import_button.clicked.connect(self._ask_import)
        self.export_button.clicked.connect(lambda: self._ask_export(lackey=False))
        self.lackey_button.clicked.connect(lambda: self._ask_export(lackey=True))
        self.delete_button.clicked.connect(self.remove_saved)
        actions = QHBoxLayout()
        for button in (self.save_button, self.play_button, self.import_button, self.export_button,
                       self.lackey_button, self.delete_button):
            actions.addWidget(button)
        actions.addStretch(1)
        return actions

    def _panes(self) -> QSplitter:
        """Returns the pool, the deck and the card shown large with Add and Remove, side by side."""
        self.pool = PoolPanel()
        self.deck_panel = DeckPanel()
        self.card = LargeCard()
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.card, 1)
        buttons = QHBoxLayout()
        self.add_button, self.remove_button = QPushButton(), QPushButton()
        self.add_button.clicked.connect(lambda: self.card.card_id and self.add(self.card.card_id))
        self.remove_button.clicked.connect(lambda: self.card.card_id and self.remove(self.card.card_id))
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        side_layout.addLayout(buttons)
        split = QSplitter()
        split.addWidget(self.pool)
        split.addWidget(self.deck_panel)
        split.addWidget(side)
        split.setSizes([520, 480, 330])
        split.setChildrenCollapsible(False)
        self.pool.add.connect(self.add)
        self.pool.look.connect(self.card.show_card)
        self.deck_panel.remove.connect(self.remove)
        self.deck_panel.look.connect(self.card.show_card)
        return split

    def _keys(self) -> None:
        """Wires the keyboard: Delete takes the selected deck card out once, Insert adds the card shown."""
        QShortcut(QKeySequence(Qt.Key.Key_Delete), self.deck_panel.tree,
                  lambda: [self.remove(i) for i in self.deck_panel.selected()[:1]])
        QShortcut(QKeySequence(Qt.Key.Key_Insert), self, lambda: self.card.card_id and self.add(self.card.card_id))

    # --- words ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Sets every text in the current language."""
        self.setWindowTitle(translate("deck_builder", "Star Trek deck builder"))
        self.name_label.setText(translate("deck_builder", "Name"))
        self.source_label.setText(translate("deck_builder", "Start from"))
        self.source.setPlaceholderText(translate("deck_builder", "A deck not saved yet"))
        self.copy_button.setText(translate("deck_builder", "Edit a copy"))
        self.save_button.setText(translate("deck_builder", "Save"))
        self.play_button.setText(translate("deck_builder", "Play…"))
        self.import_button.setText(translate("deck_builder", "Import…"))
        self.export_button.setText(translate("deck_builder", "Export…"))
        self.lackey_button.setText(translate("deck_builder", "Export as Lackey text…"))
        self.delete_button.setText(translate("deck_builder", "Delete"))
        self.add_button.setText(translate("deck_builder", "Add one"))
        self.remove_button.setText(translate("deck_builder", "Take one out"))
        self.add_button.setToolTip(translate("deck_builder", "Adds a copy of the card shown (Insert, or a double-click in the pool)."))
        self.remove_button.setToolTip(translate("deck_builder", "Takes a copy of the selected card out (Delete, or a double-click in the deck)."))
        self.pool.retranslate()
        self.card.redraw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh_sources()
            self._show()
        super().changeEvent(event)

    # --- where a deck comes from ----------------------------------------------------------
    def refresh_sources(self) -> None:
        """Lists the decks to start from: a new empty one, the premade ones (read-only), the saved ones."""
        listed = deck_store.list_saved(self.folder)
        self.saved_decks, self.damaged = listed.decks, listed.damaged
        self.source.blockSignals(True)
        self.source.clear()
        self.source.addItem(translate("deck_builder", "New empty deck"), "new:")
        for deck in premade_decks().values():
            self.source.addItem(translate("deck_builder", "{name} (premade, read-only)").format(name=deck.name),
                                f"premade:{deck.id}")
        for saved in self.saved_decks:
            self.source.addItem(translate("deck_builder", "{name} (saved)").format(name=saved.deck.name), f"saved:{saved.deck.id}")
        self.source.blockSignals(False)
        self._select_source()

    def _select_source(self) -> None:
        kind = "premade" if self.read_only else "saved" if self.deck.id.startswith(deck_store.ID_PREFIX) else "new"
        index = self.source.findData(f"{kind}:{self.deck.id}") if kind != "new" else -1
        self.source.setCurrentIndex(index if index >= 0 else 0 if kind == "new" and not self._changed_new() else -1)

    def _changed_new(self) -> bool:
        return bool(self.deck.missions or self.deck.draw_deck or self.deck.dilemma_pile)

    def _open_source(self, index: int) -> None:
        kind, _, deck_id = str(self.source.itemData(index)).partition(":")
        if kind == "new":
            self.open_deck(empty_deck(translate("deck_builder", "New deck")))
        elif kind == "premade":
            self.open_deck(premade_decks()[deck_id], read_only=True)
        else:
            deck = next(s.deck for s in self.saved_decks if s.deck.id == deck_id)
            self.open_deck(deck)

    def open_deck(self, deck: DeckList, read_only: bool = False) -> None:
        """Shows `deck` (a premade one read-only)."""
        self.deck, self.read_only = deck, read_only
        self.refusal.clear()
        self._select_source()
        self._show()

    def edit_copy(self) -> None:
        """Starts a new, unsaved deck from a copy of the one shown."""
        name = translate("deck_builder", "Copy of {name}").format(name=self.deck.name)
        self.open_deck(replace(self.deck, id="", name=name, basis=""))

    def _renamed(self, text: str) -> None:
        if not self.read_only:
            self.deck = replace(self.deck, name=text)

    # --- changing the deck ----------------------------------------------------------------
    def refuse(self, text: str) -> None:
        """Says why the last change was refused."""
        self.refusal.setText(text)

    def add(self, card: str) -> bool:
        """Adds one copy of a card (an id, or "name:" and words typed); returns False, saying why, if refused."""
        if self.read_only:
            self.refuse(translate("deck_builder", "Premade decks are read-only: Edit a copy to change it."))
            return False
        if card.startswith("name:"):
            found = find(card[5:])
            if found.card is None:
                self.refuse(message(found.problem, {"card": card[5:], "n": found.matches}))
                return False
            card = found.card
        refusal = deck_rules.why_not_add(self.deck, card)
        if refusal is not None:
            self.refuse(note_text(refusal))
            self.deck_panel.select_cards(refusal.cards)
            return False
        self.deck = deck_rules.add(self.deck, card)
        self.refusal.clear()
        self._show()
        return True

    def remove(self, card_id: str) -> bool:
        """Takes one copy of a card out; returns False if refused."""
        if self.read_only:
            self.refuse(translate("deck_builder", "Premade decks are read-only: Edit a copy to change it."))
            return False
        try:
            self.deck = deck_rules.remove(self.deck, card_id)
        except ValueError as e:
            self.refuse(note_text(e.args[0]))
            return False
        self.refusal.clear()
        self._show()
        return True

    def _show(self) -> None:
        """Draws the deck with its check; enables what it allows."""
        check = deck_rules.check(self.deck)
        self.deck_panel.show_deck(self.deck, check)
        self.pool.mark_deck(deck_rules.cards_of(self.deck))
        if self.name.text() != self.deck.name:
            self.name.setText(self.deck.name)
        self.name.setReadOnly(self.read_only)
        self.copy_button.setEnabled(self._changed_new() or self.read_only)
        for button in (self.save_button, self.play_button, self.export_button, self.lackey_button):
            button.setEnabled(check.legal)
            button.setToolTip("" if check.legal else translate("deck_builder", "The deck has a problem: see the list."))
        self.save_button.setEnabled(check.legal and not self.read_only)
        self.delete_button.setEnabled(self.deck.id.startswith(deck_store.ID_PREFIX) and not self.read_only)
        self.add_button.setEnabled(not self.read_only)
        self.remove_button.setEnabled(not self.read_only)
        lines = []
        if self.read_only:
            premade = premade_decks().get(self.deck.id)
            basis = basis_text(premade.id, premade.basis) if premade is not None else ""
            lines.append(translate("deck_builder", "Premade deck, a reconstruction: {basis}").format(basis=basis)
                         if basis else translate("deck_builder", "Premade deck."))
        lines += [note_text(n) for n in self.damaged]
        self.basis.setText("\n".join(lines))
        self.basis.setVisible(bool(lines))

    # --- saving, playing, files -----------------------------------------------------------
    def _legal(self) -> bool:
        check = deck_rules.check(self.deck)
        if not check.legal:
            self.refuse(fmt(translate("deck_builder", "The deck has {n:problem|problems}: first put them right."),
                            n=len(check.problems)) if len(check.problems) > 1 else note_text(check.problems[0]))
            return False
        return True

    def save(self) -> bool:
        """Saves the deck in the user data folder; returns False, saying why, if refused."""
        if self.read_only:
            self.refuse(translate("deck_builder", "Premade decks are read-only: Edit a copy to change it."))
            return False
        if not self._legal():
            return False
        if not self.deck.name.strip():
            self.deck = replace(self.deck, name=translate("deck_builder", "New deck"))
        try:
            saved = deck_store.save(self.folder, self.deck)
        except OSError as e:
            self.refuse(translate("deck_builder", "The deck could not be saved: {detail}").format(detail=e.strerror or e))
            return False
        self.deck = saved.deck
        self.refresh_sources()
        self.refusal.setText(translate("deck_builder", "Saved."))
        self._show()
        self.saved.emit()
        return True

    def remove_saved(self) -> None:
        """Deletes the saved deck shown; the cards stay open as a new, unsaved deck."""
        if self.deck.id.startswith(deck_store.ID_PREFIX) and not self.read_only:
            deck_store.remove(self.folder, self.deck.id)
            self.deck = replace(self.deck, id="")
            self.refresh_sources()
            self._show()

    def play(self) -> bool:
        """Asks to start a game with the deck; returns False, saying why, if it has a problem."""
        if not self._legal():
            return False
        self.play_requested.emit(self.deck)
        return True

    def import_file(self, path: Path) -> bool:
        """Opens the deck in a file as a new, unsaved deck; refused whole (every bad line named) changes nothing."""
        try:
            parsed = read(path)
        except OSError as e:
            self.refuse(translate("deck_builder", "{file} cannot be read: {detail}").format(file=path.name, detail=e.strerror or e))
            return False
        except DeckFileError as e:
            lines = [note_text(n) for n in e.notes]
            self.refuse(message("st.deck.file_refused", {"count": len(lines), "lines": ""}).strip() + "\n"
                        + "\n".join(lines))
            return False
        self.open_deck(replace(parsed.deck, id=""))
        self.deck_panel.add_moved(parsed.moved)
        return True

    def export_to(self, path: Path, lackey: bool = False) -> bool:
        """Writes the deck as a deck file (or Lackey text); returns False, saying why, if refused."""
        if not self._legal():
            return False
        text = export_lackey(self.deck) if lackey else export(self.deck)
        try:
            tmp = path.with_name(path.name + ".tmp")
            tmp.write_text(text, encoding="utf-8", newline="\n")
            tmp.replace(path)
        except OSError as e:
            self.refuse(translate("deck_builder", "{file} cannot be written: {detail}").format(file=path.name,
                                                                                   detail=e.strerror or e))
            return False
        self.refusal.setText(translate("deck_builder", "Exported to {file}.").format(file=path.name))
        return True

    def _ask_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, translate("deck_builder", "Import a deck"), "",
                                              translate("deck_builder", "Deck files (*.txt);;All files (*)"))
        if name:
            self.import_file(Path(name))

    def _ask_export(self, lackey: bool) -> None:
        if not self._legal():
            return
        stem = "".join(ch if ch.isalnum() else "_" for ch in self.deck.name).strip("_") or "deck"
        name, _ = QFileDialog.getSaveFileName(self, translate("deck_builder", "Export the deck"), f"{stem}.txt",
                                              translate("deck_builder", "Deck files (*.txt);;All files (*)"))
        if name:
            self.export_to(Path(name), lackey)

