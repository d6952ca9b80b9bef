"""The offer builder of the Starfarers table: a trade offer (or a counter-proposal) written card by card in a
panel whose buttons never move: a row of what you give, a row of what you want, the seats to close it to, send and
cancel. What the offer holds so far is a line of its own above them, so a growing offer pushes nothing down."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from PySide6.QtCore import Qt

from tabletop.engine.action import Action
from tabletop.games.starfarers.moves import OFFER_SKIP, make as make_move, parts
from tabletop.marks import Mark
from tabletop.ui.i18n import fmt, translate
from tabletop.ui.games.starfarers.words import term
from tabletop.ui.items import ButtonItem, LabelItem, PanelItem

RESOURCES = ("ore", "fuel", "carbon", "food", "goods")
ROW_H = 26
WRITING = ("offer_give", "offer_want", "propose_give", "propose_want")  # the cards an offer is written with
# Where each row starts in the panel: the texts above take two lines each at most.
TEXT_Y, DRAFT_Y, GIVE_Y, WANT_Y, LAST_Y = 4, 38, 74, 104, 136
CANCEL_W = 98


def writing(legal: Sequence[Action]) -> str | None:
    """Returns "offer" or "propose" while one is being written (its cards are legal moves), else None."""
    for a in legal:  # any of its moves (a hand with nothing left to give still sends, closes or cancels)
        if a.kind.startswith(("offer_", "propose_")):
            return a.kind.split("_")[0]
    return None


def offer_builder(panel: PanelItem, legal: Sequence[Action], mode: str, lines: Sequence[str],
                  seats: Sequence[int], name: Callable[[int], str], marks: dict[str, Mark],
                  clickable: Callable[[Any, Action], Any]) -> None:
    """Draws the builder into the moves panel: `lines` (the offer answered, the draft so far) on top, then the
    buttons, each in the same place whether or not it is a legal move now (a refused one is greyed)."""
    width = panel.width - 20
    for y, text in zip((TEXT_Y, DRAFT_Y), lines[-2:] if len(lines) > 1 else ["", *lines]):
        if text:  # the top line leaves the corner to Cancel
            line = LabelItem(width - (CANCEL_W + 6 if y == TEXT_Y else 0), 32, text, 9, y == DRAFT_Y, parent=panel)
            line.setPos(10, y)
            line.setData(0, "offer_draft" if y == DRAFT_Y else "offer_line")  # a lesson's words point at the draft
    allowed = set(legal)

    def button(x: float, y: float, w: float, text: str, action: Action, mark: Mark | None = None) -> None:
        item = ButtonItem(w, ROW_H, text, mark, parent=panel)
        item.setPos(x, y)
        item.setToolTip(text)
        if action in allowed:
            item.set_highlight(True)
            clickable(item, action)
        else:
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.set_dimmed(True)

    heads = (translate("starfarers_view", "You give +1"), translate("starfarers_view", "You want +1"))
    for y, head, side in ((GIVE_Y, heads[0], "give"), (WANT_Y, heads[1], "want")):
        LabelItem(76, ROW_H, head, 9, True, parent=panel).setPos(10, y)
        for k, word in enumerate(RESOURCES):
            button(88 + k * 96, y, 92, term(word), Action(f"{mode}_{side}", (word,)), marks[word])
    if mode == "offer":
        for k, seat in enumerate(seats[:3]):
            button(10 + k * 116, LAST_Y, 112, translate("starfarers_view", "Close to {seat}").format(seat=name(seat)),
                   make_move(OFFER_SKIP, seat=seat))
    button(362, LAST_Y, 100, translate("starfarers_view", "Send"), Action(f"{mode}_send"))
    # Cancel in the top corner: what follows it (the trade & build row of costs, an answer's buttons) is never
    # under the pointer that cancelled.
    button(panel.width - 10 - CANCEL_W, TEXT_Y + 3, CANCEL_W, translate("starfarers_view", "Withdraw"),
           Action(f"{mode}_cancel"))


BANK_H = 58  # the supply's two rows


def supply_bank(panel: PanelItem, legal: Sequence[Action], y: float, give: str | None, marks: dict[str, Mark],
                clickable: Callable[[Any, Action], Any], choose: Callable[[str], None]) -> None:
    """Draws trade with the supply as a small bank at `y`: a row of what you may give (each at its rate), then a
    row of what you may take for the one chosen; every button keeps its place, a refused one greyed."""
    trades = {a: parts(a) for a in legal if a.kind == "trade"}
    rates: dict[str, int] = {}  # each resource given at its best rate (the lower one, read last, stays)
    for p in sorted(trades.values(), key=lambda p: -(p.n or 0)):
        if p.give is not None and p.n is not None:
            rates[p.give] = p.n
    heads = (translate("starfarers_view", "Give"), translate("starfarers_view", "Take 1"))
    for row, head in enumerate(heads):
        LabelItem(76, ROW_H, head, 9, True, parent=panel).setPos(10, y + row * 29)
    for k, word in enumerate(RESOURCES):
        text = f"{term(word)} {rates[word]}:1" if word in rates else term(word)
        item = ButtonItem(92, ROW_H, text, marks[word], parent=panel)
        item.setPos(88 + k * 96, y)
        item.setToolTip(translate("starfarers_view", "Give {n} {resource} to the supply for 1 card of your choice")
                        .format(n=rates.get(word, 3), resource=term(word)))
        if word in rates:
            item.set_highlight(True)
            item.selected_ = word == give
            item.clicked.connect(lambda w=word: choose(w))
        else:
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.set_dimmed(True)
        take = next((a for a, p in trades.items() if p.give == give and p.get == word), None)
        item = ButtonItem(92, ROW_H, term(word), marks[word], parent=panel)
        item.setPos(88 + k * 96, y + 29)
        if take is not None:
            item.set_highlight(True)
            item.setToolTip(fmt(translate("starfarers_view", "Trade {n:{give}|{give}} for 1 {get}"),
                n=trades[take].n, give=term(str(trades[take].give)), get=term(word)))
            clickable(item, take)
        else:
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.set_dimmed(True)
