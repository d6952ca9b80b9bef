"""A side's public piles in its row's header, beside its name: the events lying in its core (each a strip, its order
played from it) and the cards removed from the game (a strip with their count; a right-click reads the last)."""

from __future__ import annotations

from typing import Any

from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.view import SideView
from tabletop.ui.i18n import fmt, translate
from tabletop.ui.items import LabelItem, PanelItem
from tabletop.ui.style import MUTED_INK
from tabletop.ui.games.star_trek.items import Chip, width_of
from tabletop.ui.games.star_trek.words import card_tip, listed, rule_id

PILE_H = 20.0


def piles(scene: Any, side: SideView, panel: PanelItem, x: float, right: float) -> None:
    """Adds the side's core and removed-from-game piles from `x` to `right` in its row's header; `scene.core_click`
    wires each core event (its battle order)."""
    if not side.core and not side.removed:
        return
    removed_w = 0.0
    if side.removed:
        note = fmt(translate("star_trek_view", "removed from the game: {n:card|cards}"), n=len(side.removed))
        removed_w = min(220.0, width_of(CARDS[side.removed[-1]].title + " · " + note) + 34)
        chip = Chip(removed_w, PILE_H, side.removed[-1], parent=panel, note=note)
        chip.setPos(right - removed_w, 3)
        chip.set_rule("st.removed", translate("star_trek_view", "Removed from the game (public): {cards}").format(
            cards=listed(CARDS[c].title for c in side.removed)) + "\n" + card_tip(side.removed[-1]))
        scene.reads(chip)
    if not side.core:
        return
    label = translate("star_trek_view", "Core:")
    label_w = width_of(label, True) + 8
    LabelItem(label_w, PILE_H, label, 8.5, True, MUTED_INK, parent=panel).setPos(x, 3)
    room = right - removed_w - 6 - (x + label_w)
    each = min(170.0, room / len(side.core) - 4)
    for k, cv in enumerate(side.core):
        chip = Chip(each, PILE_H, cv.card, parent=panel)
        chip.setPos(x + label_w + k * (each + 4), 3)
        chip.set_rule(rule_id(cv.card), translate("star_trek_view", "In the core: it stays in play, face up, until "
                                                                    "its own text moves it.") + "\n"
                      + card_tip(cv.card))
        scene.core_click(chip, cv.uid)
