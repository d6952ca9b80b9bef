"""The New game dialog's choice of a deck for each Star Trek seat: a premade deck (a reconstruction, with its
basis line) or a legal deck the player saved; it writes options["decks"]."""

from __future__ import annotations

from pathlib import Path

from typing import Any, Mapping

from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from tabletop.games.star_trek import deck_rules, deck_store
from tabletop.games.star_trek.decks import DeckList, decks_from_option, decks_option, premade_decks
from tabletop.ui.games.star_trek.deck_builder.basis import basis_text
from tabletop.ui.i18n import translate



class SeatDecks:
    """One deck box per seat and a line saying what the chosen premade decks are based on (the game's seat choice
    in New game: tool_hooks.SeatChoice)."""

    owns = frozenset({"decks", "federation_seat"})  # the seats' decks say who plays the Federation

    def __init__(self, data: Path | None, seats: int, parent: QWidget | None = None):
        self.decks: list[DeckList] = list(premade_decks().values())
        if data is not None:
            listed = deck_store.list_saved(deck_store.folder_of(data))
            self.decks += [s.deck for s in listed.decks if deck_rules.check(s.deck).legal]
        self.boxes: list[QComboBox] = []
        for _ in range(seats):
            box = QComboBox(parent)
            box.setMinimumContentsLength(18)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.currentIndexChanged.connect(self._explain)
            self.boxes.append(box)
        self.basis = QLabel(parent)
        self.basis.setWordWrap(True)
        self.basis.setObjectName("basis")
        self._fill_boxes()
        default = decks_from_option("")
        for seat, deck in enumerate(default[:seats]):
            self.choose(seat, deck)

    def _label(self, deck: DeckList) -> str:
        if deck.id in premade_decks():
            return translate("new_game", "{name} (reconstruction)").format(name=deck.name)
        return translate("new_game", "{name} (saved)").format(name=deck.name)

    def _fill_boxes(self) -> None:
        for box in self.boxes:
            kept = box.currentIndex()
            box.blockSignals(True)
            box.clear()
            for deck in self.decks:
                box.addItem(self._label(deck))
                box.setItemData(box.count() - 1, self._tip(deck), 3)  # Qt.ToolTipRole
            box.setCurrentIndex(max(0, kept))
            box.blockSignals(False)
        self._explain()

    def _tip(self, deck: DeckList) -> str:
        return basis_text(deck.id, deck.basis) or translate("new_game", "A deck you built and saved.")

    def choose(self, seat: int, deck: DeckList) -> None:
        """Sets the seat's deck (a deck not yet listed, an unsaved one from the builder, is added)."""
        index = next((i for i, d in enumerate(self.decks) if d == deck or deck.id and d.id == deck.id), None)
        if index is None:
            self.decks.append(deck)
            self._fill_boxes()
            index = len(self.decks) - 1
        self.boxes[seat].setCurrentIndex(index)

    def chosen(self) -> list[DeckList]:
        """Returns each seat's deck."""
        return [self.decks[max(0, box.currentIndex())] for box in self.boxes]

    def option(self, federation_seat: int = 1) -> str:
        """Returns the text of options["decks"] for the first two seats: "" for the seed pairing as the
        `federation_seat` option lays it out (so a game like a lesson has the lesson's options), else the decks."""
        a, b = self.chosen()[:2]
        seed = decks_from_option("")
        if (a, b) == (seed if federation_seat != 2 else (seed[1], seed[0])):
            return ""
        return decks_option(a, b)

    @property
    def note(self) -> QLabel:
        """Returns the line under the seats: what the chosen premade decks are based on."""
        return self.basis

    def fill_options(self, options: Mapping[str, Any]) -> None:
        """Sets the seats' decks from a game's options (a tutorial's, a game played again)."""
        if "decks" in options:
            self.fill(str(options["decks"]))
        if not options.get("decks") and options.get("federation_seat") == 2:
            self.fill("borg,federation")  # the seed pairing with the Federation second, as its seats say

    def write(self, options: dict[str, Any]) -> None:
        """Writes the seats' decks into the options being collected."""
        options["decks"] = self.option(int(options.get("federation_seat", 1)))

    def fill(self, text: str) -> None:
        """Sets the seats' decks from options["decks"] (a tutorial's, a game played again)."""
        try:
            decks = decks_from_option(str(text))
        except (KeyError, ValueError, TypeError):
            return
        for seat, deck in enumerate(decks[:len(self.boxes)]):
            self.choose(seat, deck)

    def _explain(self) -> None:
        """Shows, for each seat's premade deck, that it is a reconstruction and what it is based on."""
        lines = []
        for seat, deck in enumerate(self.chosen()):
            if deck.id in premade_decks() and deck.basis:
                lines.append(translate("new_game", "Player {n}: {name} is a reconstruction. {basis}").format(
                    n=seat + 1, name=deck.name, basis=basis_text(deck.id, deck.basis)))
        self.basis.setText("\n".join(dict.fromkeys(lines)))
        self.basis.setVisible(bool(lines))
