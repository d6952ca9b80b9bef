"""The moves strip under the galaxy: its words in a fixed room at the top (the trade on the table among them), then every move not made on the galaxy
as a button in a fixed place. A choice among a fixed set (a resource, an upgrade, an answer, an offer's answers)
is a row of slots, one per choice in the same order every time, a spent one greyed where it stood; any other move
has a home cell by its kind, so the move that follows one never appears under the pointer that played it."""

from __future__ import annotations

from typing import Callable, NamedTuple, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from tabletop.engine.action import Action
from tabletop.games.starfarers.trade import skipped, tally
from tabletop.games.starfarers.view import StarfarersView
from tabletop.games.starfarers.moves import parts
from tabletop.marks import Mark
from tabletop.ui.items import ButtonItem, LabelItem, PanelItem, least_points, screen_scale, table_font
from tabletop.ui.phrases import keep_phrases
from tabletop.ui.style import MUTED_INK
from tabletop.ui.games.starfarers.words import term
from tabletop.ui.i18n import fmt, translate

RESOURCES = ("ore", "fuel", "carbon", "food", "goods")
UPGRADES = ("booster", "cannon", "freight_pod")
CELL_W, CELL_H, GAP = 180, 30, 6
SLOT_H, SLOT_STEP = 26, 28  # the rows of slots: three fit under the words
BUTTONS_Y = 88      # the first row of slots (the words take the strip above it)
TRADING_Y = 34      # on your own trade & build the bank fills the middle: the buttons sit under the prompt
# Each common move's home column in the grid of other moves: a move never takes the place of the one before it
# (Roll → Offer/Shake → End flight → the next Roll; Pass → the next Roll).
HOME = {"offer": 0, "roll": 1, "shake": 2, "end_turn": 2, "end_flight": 0, "accept": 0, "propose": 1, "pass": 2,
        "take_none": 2, "fame_for_sale": 1}


class Slot(NamedTuple):
    """One place in a row of choices: the move it plays and whether the rules allow it now."""

    action: Action
    legal: bool


# An encounter asks an answer, then a give, then a take (or a loss): each its own row, so no slot of one lands
# under the pointer that chose in the one before.
ROW_OF = {"jump_ship": 1, "halt": 1, "give": 1, "discard": 1, "lose": 1, "wear": 1,
          "upgrade": 2, "take": 2, "relief": 2}


def slot_rows(buttons: Sequence[Action]) -> tuple[list[tuple[int, list[Slot]]], list[Action]]:
    """Returns the moves that choose among a fixed set as rows of slots in a fixed order (the resources, the
    upgrades; answers and offers' answers as they come), each with its row number, and the other moves."""
    by_kind: dict[str, list[Action]] = {}
    for a in buttons:
        by_kind.setdefault(a.kind, []).append(a)
    rows: list[tuple[int, list[Slot]]] = []
    rest: list[Action] = []
    used: set[int] = set()

    def add(kind: str, row: list[Slot]) -> None:
        k = ROW_OF.get(kind, 0)
        while k in used:
            k += 1
        used.add(k)
        rows.append((k, row))

    if "take_offer" in by_kind and "take_none" in by_kind:  # "none" is the last of the answers to choose from
        by_kind["take_offer"] += by_kind.pop("take_none")
    for kind, actions in by_kind.items():
        whats = [parts(a).what for a in actions]
        universe = next((u for u in (RESOURCES, UPGRADES) if all(w in u for w in whats)), None)
        if universe is not None:
            add(kind, [Slot(Action(kind, (w,)), Action(kind, (w,)) in actions) for w in universe])
        elif kind in ("answer", "take_offer", "take_none", "rob", "help", "halt", "jump_ship", "befriend"):
            add(kind, [Slot(a, True) for a in actions])
        else:
            rest.extend(actions)
    return sorted(rows, key=lambda r: r[0]), rest


def fit_label(text: str, width: float, height: float, size: float = 10, bold: bool = True) -> str:
    """Returns `text` as it fits a box at the smallest size the screen allows: whole when it fits, else cut short
    with "…" (the whole text is the button's tooltip), so no line is lost off the top or the foot."""
    least = least_points(0.95 * screen_scale(1054, 768))
    metrics = QFontMetricsF(table_font(min(size, max(least, 5.0)), bold))
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)

    def fits(t: str) -> bool:
        bound = metrics.boundingRect(QRectF(0, 0, width, height), flags, keep_phrases(t))
        return bound.width() <= width + 0.5 and bound.height() <= height + 0.5

    if fits(text):
        return text
    low, high = 0, len(text)
    while low + 1 < high:
        mid = (low + high) // 2
        if fits(text[:mid].rstrip() + "…"):
            low = mid
        else:
            high = mid
    return text[:low].rstrip() + "…"


def button(panel: PanelItem, x: float, y: float, w: float, text: str, mark: Mark | None,
           h: float = CELL_H) -> ButtonItem:
    """Adds a button whose label fits it (cut short with "…" when it must), its whole text the tooltip."""
    left = 10 + h * 0.64 if mark else 6.0
    item = ButtonItem(w, h, fit_label(text, w - left - 4, h - 4), mark, parent=panel)
    item.setPos(x, y)
    item.setToolTip(text)
    return item


def draw_slots(panel: PanelItem, y: float, row: Sequence[Slot], label: Callable[[Action], str],
               marks: dict[str, Mark], clickable: Callable[[ButtonItem, Action], object]) -> None:
    """Draws a row of slots across the strip at `y`: a legal one lit, a refused one greyed in its place (a click on
    it still asks the rules, which say why not)."""
    n = max(1, len(row))
    w = min(float(CELL_W), (panel.width - 20 - GAP * (n - 1)) / n)
    for k, slot in enumerate(row):
        what = parts(slot.action).what
        item = button(panel, 10 + k * (w + GAP), y, w, label(slot.action), marks.get(what) if what else None, SLOT_H)
        item.set_highlight(slot.legal)
        item.set_dimmed(not slot.legal)
        clickable(item, slot.action)


def draw_grid(panel: PanelItem, y: float, bottom: float, moves: Sequence[Action], label: Callable[[Action], str],
              marks: dict[str, Mark], clickable: Callable[[ButtonItem, Action], object]) -> None:
    """Draws the other moves in a grid from `y` to `bottom`: each common move in its home column, the rest in the
    first free cells; when they cannot all fit, the last cell says where the others are."""
    columns = int((panel.width - 10) // (CELL_W + GAP))
    cells = max(1, int((bottom - y + 4) // (CELL_H + 4))) * columns
    taken: dict[int, Action] = {}
    for a in moves:
        home = HOME.get(a.kind)
        if home is not None and home not in taken:
            taken[home] = a
    free = (k for k in range(cells) if k not in taken)
    for a in moves:
        if a not in taken.values():
            k = next(free, None)
            if k is not None:
                taken[k] = a
    shown = sorted(taken.items())
    if len(shown) < len(moves) or max((k for k, _ in shown), default=0) >= cells:
        last = cells - 1
        shown = [(k, a) for k, a in shown if k < last]
        LabelItem(CELL_W, CELL_H, translate("starfarers_view", "More moves are in the side panel's list."), 8, False,
                  MUTED_INK, parent=panel).setPos(10 + (last % columns) * (CELL_W + GAP),
                                                  y + (last // columns) * (CELL_H + 4))
    for k, action in shown:
        what = parts(action).what
        item = button(panel, 10 + (k % columns) * (CELL_W + GAP), y + (k // columns) * (CELL_H + 4), CELL_W,
                      label(action), marks.get(what) if what else None)
        item.set_highlight(True)
        clickable(item, action)


def trade_lines(view: StarfarersView, name: Callable[[int], str]) -> list[str]:
    """Returns the trade on the table in words: the offer or proposal being written, the offer and its answers."""
    lines = []
    d = view.deciding()
    if d is not None and d.kind in ("offer", "answer") and d.picks:
        give, want = tally(d.picks, "give"), tally(d.picks, "want")
        if d.kind == "offer":
            closed = skipped(d.picks)
            open_to = [name(s) for s in range(view.players) if s != view.current and s not in closed]
            lines.append(translate("starfarers_view", "Your offer so far: you give {give}, you want {want}; "
                                                      "open to {seats}.").format(
                give=_counted(give), want=_counted(want), seats=translate("engine", ", ").join(open_to)))
        else:
            lines.append(translate("starfarers_view", "Your proposal so far: you give {give}, you want {want}.")
                         .format(give=_counted(give), want=_counted(want)))
    o = view.offer
    if o is not None:
        if any(o.give):
            lines.append(translate("starfarers_view", "{seat} offers {give} and wants {want} (open to {seats}).")
                         .format(seat=name(view.current), give=_counted(o.give), want=_counted(o.want),
                                 seats=translate("engine", ", ").join(name(s) for s in o.open_to)))
        else:
            lines.append(translate("starfarers_view", "{seat} calls for trade proposals.").format(
                seat=name(view.current)))
        answers = []
        for seat, kind, gives, wants in o.answers:
            if kind == "pass":
                text = translate("starfarers_view", "{seat} passes.")
            elif kind == "accept":
                text = translate("starfarers_view", "{seat} accepts.")
            else:
                text = translate("starfarers_view", "{seat} proposes: gives {give} for {want}.")
            answers.append("• " + text.format(seat=name(seat), give=_counted(gives), want=_counted(wants)))
        if answers:  # the answers on one line, so the strip's words keep their room
            lines.append("  ".join(answers))
    return lines


def _counted(cards: Sequence[int]) -> str:
    """Returns cards by resource ("2 ore, 1 food"), or a dash for none."""
    return translate("engine", ", ").join(fmt(term("resource_count"), n=n, resource=term(w))
                                         for w, n in zip(RESOURCES, cards) if n) or "—"
