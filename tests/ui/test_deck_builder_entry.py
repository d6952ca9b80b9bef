"""The deck builder reached from the Star Trek card on the home page, and Play: the New game dialog with the
deck at the first seat, each seat's deck choice written into options["decks"], the deck's name at the seat."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.star_trek import deck_store
from tabletop.games.star_trek.decks import decks_from_option, premade_decks
from tabletop.games.star_trek.rules import decks_of
from tabletop.ui.games.star_trek.deck_builder.window import DeckBuilder


def star_trek_card(window):
    return next(c for c in window.home.cards if c.entry.id == "star-trek")


def test_the_star_trek_card_opens_the_builder(window, qtbot):
    card = star_trek_card(window)
    (tool, button), = card.tool_buttons
    assert button.text() == "Deck builder"
    button.click()
    builders = [w for w in window.findChildren(DeckBuilder)]
    assert len(builders) == 1 and builders[0].isVisible()
    assert builders[0].folder == deck_store.folder_of(window.paths.data)


def test_the_new_game_dialog_offers_premade_and_saved_decks(window, qtbot):
    folder = deck_store.folder_of(window.paths.data)
    mine = deck_store.save(folder, replace(premade_decks()["klingon"], id="", name="My Klingons")).deck
    dialog = window.ask_new_game("star-trek")
    qtbot.addWidget(dialog)
    decks = dialog.seat_choice
    assert decks is not None and len(decks.boxes) == 2
    labels = [decks.boxes[0].itemText(i) for i in range(decks.boxes[0].count())]
    assert labels[:len(premade_decks())] == [f"{d.name} (reconstruction)" for d in premade_decks().values()]
    assert labels[-1] == "My Klingons (saved)"
    # The seed pairing by default, written as the rules' default.
    assert dialog.collect().options["decks"] == ""
    decks.boxes[0].setCurrentIndex(list(premade_decks()).index("klingon"))
    decks.boxes[1].setCurrentIndex(labels.index("My Klingons (saved)"))
    assert "Player 1: Klingon (Qo'noS) is a reconstruction." in decks.basis.text()
    option = dialog.collect().options["decks"]
    a, b = decks_from_option(option)
    assert a == premade_decks()["klingon"] and b == mine


def test_play_from_the_builder_starts_a_game_with_the_deck(window, qtbot):
    from tabletop.ui.games.star_trek.deck_builder import open_builder, play_deck

    builder = open_builder(window)
    builder.open_deck(premade_decks()["romulan"], read_only=True)
    builder.edit_copy()
    dialog = play_deck(window, builder, builder.deck)
    assert dialog.seat_choice is not None and dialog.seat_choice.chosen()[0] == builder.deck
    dialog.accept()
    qtbot.waitUntil(lambda: window.table is not None, timeout=5000)
    session = window.table.controller.session
    a, b = decks_from_option(session.options["decks"])
    assert a == builder.deck and b == premade_decks()["borg"]
    assert not builder.isVisible()


def test_the_seat_choice_replaces_the_federation_seat_option(window, qtbot):
    from tabletop.engine.session import SeatInfo

    dialog = window.ask_new_game("star-trek")
    qtbot.addWidget(dialog)
    assert "federation_seat" not in dialog.option_boxes  # each seat picks its deck instead
    dialog.fill([SeatInfo("Aiko"), SeatInfo("Ben")], {"federation_seat": 2})  # a game like a tutorial's
    assert [d.id for d in dialog.seat_choice.chosen()] == ["borg", "federation"]
    options = dialog.collect().options
    assert options["decks"] == "" and options["federation_seat"] == 2  # the lesson's own options
    assert [d.id for d in decks_of(options)] == ["borg", "federation"]
    dialog.seat_choice.boxes[1].setCurrentIndex(list(premade_decks()).index("klingon"))
    assert [d.id for d in decks_of(dialog.collect().options)] == ["borg", "klingon"]
    dialog.fill([SeatInfo("Aiko"), SeatInfo("Ben")], {"decks": "klingon,romulan"})
    assert [d.id for d in dialog.seat_choice.chosen()] == ["klingon", "romulan"]
