"""The builder's card pool: the 120 cards, filtered by words, type, affiliation, cost, skill and mission type."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QGridLayout, QHeaderView, QLabel, QLineEdit,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from tabletop.games.star_trek.card_names import key
from tabletop.games.star_trek.components import CARDS, SKILLS, Card
from tabletop.translatable import QT_TRANSLATE_NOOP
from tabletop.ui.games.star_trek.words import card_tip
from tabletop.ui.i18n import translate, words_of

term = words_of("star-trek")

# The types a filter offers, in the order a deck is laid out; "" is every type.
TYPES = {
    "": QT_TRANSLATE_NOOP("deck_builder", "Every type"),
    "mission": QT_TRANSLATE_NOOP("deck_builder", "Missions"),
    "personnel": QT_TRANSLATE_NOOP("deck_builder", "Personnel"),
    "ship": QT_TRANSLATE_NOOP("deck_builder", "Ships"),
    "equipment": QT_TRANSLATE_NOOP("deck_builder", "Equipment"),
    "event": QT_TRANSLATE_NOOP("deck_builder", "Events"),
    "interrupt": QT_TRANSLATE_NOOP("deck_builder", "Interrupts"),
    "dilemma": QT_TRANSLATE_NOOP("deck_builder", "Dilemmas"),
}
KIND_WORDS = {
    "mission": QT_TRANSLATE_NOOP("deck_builder", "mission"),
    "personnel": QT_TRANSLATE_NOOP("deck_builder", "personnel"),
    "ship": QT_TRANSLATE_NOOP("deck_builder", "ship"),
    "equipment": QT_TRANSLATE_NOOP("deck_builder", "equipment"),
    "event": QT_TRANSLATE_NOOP("deck_builder", "event"),
    "interrupt": QT_TRANSLATE_NOOP("deck_builder", "interrupt"),
    "dilemma": QT_TRANSLATE_NOOP("deck_builder", "dilemma"),
}
# Mission types, and the dilemma types that match them (a dual dilemma goes to either).
PLACES = {
    "": QT_TRANSLATE_NOOP("deck_builder", "Any mission type"),
    "headquarters": QT_TRANSLATE_NOOP("deck_builder", "Headquarters"),
    "planet": QT_TRANSLATE_NOOP("deck_builder", "Planet"),
    "space": QT_TRANSLATE_NOOP("deck_builder", "Space"),
}
COSTS = ("", "0", "1", "2", "3", "4", "5+")


class Filters(NamedTuple):
    """What the pool shows: "" (or -1 for the cost) means any."""

    words: str = ""
    kind: str = ""
    affiliation: str = ""
    cost: str = ""
    skill: str = ""
    place: str = ""


def matches(card: Card, f: Filters) -> bool:
    """Returns True when the card passes every filter."""
    if f.words and key(f.words) not in key(card.name):
        return False
    if f.kind and card.kind.value != f.kind:
        return False
    if f.affiliation and card.affiliation != f.affiliation:
        return False
    if f.cost:
        if card.kind.value == "mission":
            return False
        if f.cost.endswith("+") and card.cost < int(f.cost[:-1]) or not f.cost.endswith("+") and card.cost != int(f.cost):
            return False
    if f.skill and f.skill not in dict(card.skills) and f.skill not in _named_skills(card):
        return False
    if f.place:
        if card.kind.value == "mission":
            return card.mission_type == f.place
        if card.kind.value == "dilemma":
            return card.dilemma_type in (f.place, "dual") and f.place != "headquarters"
        return False
    return True


def _named_skills(card: Card) -> set[str]:
    """Returns the skills a mission's requirements name (a skill filter finds the missions needing it)."""
    from tabletop.games.star_trek.deck_rules import _named_skills as named

    return set(named(card.requirements)) if card.requirements is not None else set()


def affiliations() -> list[str]:
    """Returns the affiliations of the pool's personnel and ships."""
    return sorted({c.affiliation for c in CARDS.values() if c.affiliation and c.kind.value in ("personnel", "ship")})


def kind_word(card: Card) -> str:
    """Returns a card's type in words: "planet mission", "personnel (Klingon)"."""
    kind = card.kind.value
    if kind == "mission":
        return term(card.mission_type) if card.mission_type == "headquarters" else \
            translate("deck_builder", "{type} mission").format(type=term(card.mission_type))
    if kind == "dilemma":
        return translate("deck_builder", "{type} dilemma").format(type=term(card.dilemma_type))
    word = translate(*KIND_WORDS[kind]) if kind in KIND_WORDS else kind
    return f"{word} · {term(card.affiliation)}" if card.affiliation and kind in ("personnel", "ship") else word


class PoolPanel(QWidget):
    """The filters and the list of matching cards; a double-click (or Enter) adds a card, a click shows it large."""

    add = Signal(str)  # a card id
    look = Signal(str)  # a card to show large

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setObjectName("section")
        layout.addWidget(self.heading)
        grid = QGridLayout()
        self.words = QLineEdit()
        self.words.setClearButtonEnabled(True)
        self.words.returnPressed.connect(self._add_typed)
        self.kind, self.affiliation, self.cost, self.skill, self.place = (QComboBox() for _ in range(5))
        grid.addWidget(self.words, 0, 0, 1, 2)
        grid.addWidget(self.kind, 1, 0)
        grid.addWidget(self.affiliation, 1, 1)
        grid.addWidget(self.cost, 2, 0)
        grid.addWidget(self.skill, 2, 1)
        grid.addWidget(self.place, 3, 0)
        layout.addLayout(grid)
        self.table = QTableWidget(0, 4)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            self.table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.cellDoubleClicked.connect(lambda row, _c: self._emit(self.add, row))
        self.table.currentCellChanged.connect(lambda row, *_: self._emit(self.look, row))
        # A right-click reads a card large too, as on the table.
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(lambda at: self._emit(self.look, self.table.rowAt(at.y())))
        layout.addWidget(self.table, 1)
        self.ids: list[str] = []
        self.in_deck: dict[str, int] = {}
        for box in (self.kind, self.affiliation, self.cost, self.skill, self.place):
            box.currentIndexChanged.connect(self.refill)
        self.words.textChanged.connect(self.refill)
        self.retranslate()

    def retranslate(self) -> None:
        """Sets every text in the current language, keeping the filters."""
        self.heading.setText(translate("deck_builder", "Card pool"))
        self.words.setPlaceholderText(translate("deck_builder", "Search by name; Enter adds the card"))
        self.table.setHorizontalHeaderLabels([translate("deck_builder", "Card"), translate("deck_builder", "Type"),
                                              translate("deck_builder", "Cost"), translate("deck_builder", "In deck")])
        choices = (
            (self.kind, [(k, translate(*t)) for k, t in TYPES.items()]),
            (self.affiliation, [("", translate("deck_builder", "Every affiliation"))] + [(a, term(a)) for a in affiliations()]),
            (self.cost, [("", translate("deck_builder", "Any cost"))] + [(c, translate("deck_builder", "Cost {cost}").format(cost=c))
                                                               for c in COSTS[1:]]),
            (self.skill, [("", translate("deck_builder", "Any skill"))] + sorted(((s, term(s)) for s in SKILLS),
                                                                   key=lambda p: p[1])),
            (self.place, [(k, translate(*t)) for k, t in PLACES.items()]),
        )
        for box, items in choices:
            kept = box.currentData()
            box.blockSignals(True)
            box.clear()
            for data, label in items:
                box.addItem(label, data)
            box.setCurrentIndex(max(0, box.findData(kept)) if kept is not None else 0)
            box.blockSignals(False)
        self.refill()

    def filters(self) -> Filters:
        """Returns the filters as set."""
        return Filters(self.words.text().strip(), self.kind.currentData() or "", self.affiliation.currentData() or "",
                       self.cost.currentData() or "", self.skill.currentData() or "", self.place.currentData() or "")

    def set_filter(self, **values: str) -> None:
        """Sets filters by name (the tests; a problem's click clears them)."""
        boxes = {"kind": self.kind, "affiliation": self.affiliation, "cost": self.cost, "skill": self.skill,
                 "place": self.place}
        for name, value in values.items():
            if name == "words":
                self.words.setText(value)
            else:
                boxes[name].setCurrentIndex(max(0, boxes[name].findData(value)))

    def refill(self) -> None:
        """Lists the cards that pass the filters, by type then name."""
        from tabletop.games.star_trek.deck_files import _order

        f = self.filters()
        self.ids = sorted((c.id for c in CARDS.values() if matches(c, f)), key=lambda i: _order(CARDS[i]))
        self.table.setRowCount(len(self.ids))
        for row, card_id in enumerate(self.ids):
            card = CARDS[card_id]
            cells = [card.name, kind_word(card), "" if card.kind.value == "mission" else str(card.cost),
                     str(self.in_deck.get(card_id, "")) or ""]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, card_id)
                if column == 0:
                    item.setToolTip(card_tip(card_id))
                self.table.setItem(row, column, item)

    def mark_deck(self, in_deck: dict[str, int]) -> None:
        """Shows how many copies of each card the deck holds."""
        self.in_deck = in_deck
        for row, card_id in enumerate(self.ids):
            item = self.table.item(row, 3)
            if item is not None:
                item.setText(str(in_deck.get(card_id, "")))

    def _emit(self, signal: SignalInstance, row: int) -> None:
        if 0 <= row < len(self.ids):
            signal.emit(self.ids[row])

    def _add_typed(self) -> None:
        """Enter in the search: the one card listed, or the card the words name (refused by name if none)."""
        if len(self.ids) == 1:
            self.add.emit(self.ids[0])
        elif self.words.text().strip():
            self.add.emit("name:" + self.words.text().strip())
