"""Star Trek's deck builder window, opened from the game's card on the home page (its registration's home tool),
and the New game dialog's choice of a deck for each seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.games.star_trek.decks import DeckList
    from tabletop.ui.games.star_trek.deck_builder.window import DeckBuilder
    from tabletop.ui.tool_hooks import ToolWindow


def open_builder(window: ToolWindow) -> DeckBuilder:
    """Opens the deck builder beside the main window (a ToolHook); Play asks for a game with the deck."""
    from PySide6.QtWidgets import QWidget

    from tabletop.ui.games.star_trek.deck_builder.window import DeckBuilder

    parent = window if isinstance(window, QWidget) else None
    builder = DeckBuilder(window.paths.data, parent)
    builder.play_requested.connect(lambda deck: play_deck(window, builder, deck))
    builder.show()
    return builder


def play_deck(window: ToolWindow, builder: DeckBuilder, deck: DeckList) -> object:
    """Opens the New game dialog with `deck` at the first seat; a game started closes the builder."""
    from PySide6.QtWidgets import QWidget

    from tabletop.engine.session import Session
    from tabletop.games import entry
    from tabletop.registry import rules_of
    from tabletop.ui.games.star_trek.deck_builder.seat_decks import SeatDecks
    from tabletop.ui.new_game import NewGameDialog

    game = rules_of(entry("star-trek"))
    dialog = NewGameDialog(game, builder if isinstance(builder, QWidget) else None, window.paths.data)
    if isinstance(dialog.seat_choice, SeatDecks):  # the game's seat choice: a deck per seat
        dialog.seat_choice.choose(0, deck)

    def start() -> None:
        if dialog.choice is not None:
            session = Session(game, dialog.choice.seats, dialog.choice.options, dialog.choice.seed)
            window.open_session(session, window.new_save_path("star-trek"))
            builder.close()

    dialog.accepted.connect(start)
    dialog.open()
    return dialog
