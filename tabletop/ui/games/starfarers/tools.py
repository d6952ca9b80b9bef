"""The Starfarers table's own button: a person chooses, for the rest of the game, to have the bots' trade offers
declined for them (no call to the screen for an offer they do not want)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.ui.i18n import translate

if TYPE_CHECKING:
    from tabletop.ui.controller import GameController
    from tabletop.ui.tool_hooks import ToolWindow


def declining_bot_offers(controller: GameController) -> bool:
    """Returns True when the person at the screen has the bots' offers declined for them (the button shows it on)."""
    return controller.viewer is not None and controller.viewer in controller.declining


def decline_bot_offers(window: ToolWindow) -> None:
    """Marks the person at the screen as declining the bots' offers from now on, and says so on the table."""
    page = window.table
    if page is None:
        return
    seat = page.controller.viewer
    if seat is None or seat not in page.controller.people:
        page.hint.setText(translate("table", "Only a person at the screen can choose this, on their own turn."))
        return
    page.controller.decline_bot_offers(seat)
    page.hint.setText(translate("table", "{seat}: the bots' trade offers are declined for you from now on.").format(
        seat=page.controller.seat_names[seat]))
