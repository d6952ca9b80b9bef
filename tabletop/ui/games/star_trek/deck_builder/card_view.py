"""A card drawn large with its whole text: a band of its affiliation's colour with its cost, its name, its type,
its printed facts, its rule text and what its words mean. Widgets of its own, so the table's drawing may change."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from tabletop.games.star_trek.components import CARDS, Card

# A band per affiliation, else per type: the colours the table plays with (Federation blue, Borg green).
BANDS = {"Federation": "#0072B2", "Borg": "#009E73", "Klingon": "#8b1e1e", "Romulan": "#2f6b3a",
         "Non-Aligned": "#6b6b6b", "mission": "#c88a12", "dilemma": "#5b1414", "event": "#6a4c93",
         "interrupt": "#7a5c2e", "equipment": "#4a6f8a"}
WIDTH = 300


class LargeCard(QScrollArea):
    """One card at a size to read it; it scrolls when its text is longer than the room."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(WIDTH + 24)
        self.face = QFrame()
        self.face.setObjectName("large_card")
        self.face.setFixedWidth(WIDTH)
        layout = QVBoxLayout(self.face)
        layout.setContentsMargins(0, 0, 0, 10)
        layout.setSpacing(6)
        self.band, self.name, self.kind, self.facts, self.effect, self.words = (QLabel() for _ in range(6))
        for label in (self.name, self.kind, self.facts, self.effect, self.words):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setContentsMargins(10, 0, 10, 0)
        self.band.setContentsMargins(10, 4, 10, 4)
        self.band.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        for label in (self.band, self.name, self.kind, self.facts, self.effect, self.words):
            layout.addWidget(label)
        layout.addStretch(1)
        holder = QWidget()
        outer = QVBoxLayout(holder)
        outer.addWidget(self.face, 0, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        outer.addStretch(1)
        self.setWidget(holder)
        self.card_id: str | None = None
        self.face.hide()

    def show_card(self, card_id: str | None) -> None:
        """Shows the card (nothing for None)."""
        from tabletop.ui.games.star_trek.deck_builder.pool import kind_word
        from tabletop.ui.games.star_trek.words import card_facts, effect_text, glossary

        self.card_id = card_id
        card = CARDS.get(card_id or "")
        if card is None:
            self.face.hide()
            return
        kind = card.kind.value
        band = BANDS.get(card.affiliation) if kind in ("personnel", "ship") else None
        band = band or BANDS.get(kind, "#6b6b6b")
        self.face.setStyleSheet(
            "#large_card { background: #fffdf6; border: 2px solid #8c7b5b; border-radius: 8px; }"
            "#large_card QLabel { color: #2b2622; font-size: 14px; }")
        self.band.setStyleSheet(f"background: {band}; color: #ffffff; font-size: 16px; font-weight: bold;"
                                "border-top-left-radius: 7px; border-top-right-radius: 7px;")
        self.band.setText("" if kind == "mission" else str(card.cost))
        self.name.setText(card.name)
        self.name.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.kind.setText(kind_word(card))
        self.kind.setStyleSheet("color: #5b5347;")
        self.kind.setVisible(kind != "mission")  # a mission's facts start with its type
        facts = card_facts(card)
        if kind != "mission":
            facts = facts.partition("\n")[2]  # the cost is in the band
        elif card.mission_type != "headquarters":  # who may attempt it: what a deck's personnel must be
            facts += "\n" + attempted_by(card)
        self.facts.setText(facts)
        self.facts.setVisible(bool(facts))
        text = effect_text(card.id)
        self.effect.setText(text)
        self.effect.setVisible(bool(text))
        notes = "\n".join("• " + line for line in glossary(card))
        self.words.setText(notes)
        self.words.setStyleSheet("color: #5b5347; font-size: 13px;")
        self.words.setVisible(bool(notes))
        self.face.show()
        self.verticalScrollBar().setValue(0)

    def redraw(self) -> None:
        """Shows the card again (the language changed)."""
        self.show_card(self.card_id)


def attempted_by(card: Card) -> str:
    """Returns the affiliations that may attempt a mission, in words."""
    from tabletop.ui.games.star_trek.words import listed
    from tabletop.ui.i18n import translate, words_of

    term = words_of("star-trek")
    if card.attempt_any_except is not None:
        if not card.attempt_any_except:
            return translate("deck_builder", "Any affiliation may attempt it.")
        return translate("deck_builder", "Any affiliation but {affiliations} may attempt it.").format(
            affiliations=listed(term(a) for a in card.attempt_any_except))
    return translate("deck_builder", "Attempted by: {affiliations}").format(
        affiliations=listed(term(a) for a in card.attempt_affiliations))
