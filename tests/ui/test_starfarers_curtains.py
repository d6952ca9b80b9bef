"""Hot-seat Starfarers without needless curtains: a person is called to the screen for a bot's trade offer only
when their hand holds what it asks for, and a person may have every bot's offer declined for the rest of the game."""

from __future__ import annotations

import random

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.games.starfarers.stand_in import PASS, stand_in
from tabletop.ui.controller import GameController

GAME = available_games()["starfarers"]


def _bot_offer(want: list[int]):
    """Returns a 4-seat state where seat 1 (a bot) has offered 1 ore for `want`, and the first to answer."""
    for seed in range(40):
        state = GAME.new_game(4, {}, seed)
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, Action("roll"))
        if Action("offer") in GAME.legal_actions(state, seat):
            break
    state.hands[seat] = [2, 2, 2, 2, 2]
    GAME.apply(state, seat, Action("offer"))
    GAME.apply(state, seat, Action("offer_give", ("ore",)))
    for word, n in zip(("ore", "fuel", "carbon", "food", "goods"), want):
        for _ in range(n):
            GAME.apply(state, seat, Action("offer_want", (word,)))
    GAME.apply(state, seat, Action("offer_send"))
    return state, seat, GAME.to_act(state)[0]


def test_a_person_who_cannot_take_a_bots_offer_is_passed_for_and_one_who_can_is_asked():
    state, bot, answering = _bot_offer([0, 0, 0, 2, 0])
    legal = GAME.legal_actions(state, answering)
    state.hands[answering] = [0, 0, 0, 1, 0]  # one food: the offer asks for two
    assert stand_in(GAME.view(state, answering), answering, legal, {bot}, False) == PASS
    state.hands[answering] = [0, 0, 0, 2, 0]
    assert stand_in(GAME.view(state, answering), answering, legal, {bot}, False) is None
    assert stand_in(GAME.view(state, answering), answering, legal, {bot}, True) == PASS  # declining: always
    assert stand_in(GAME.view(state, answering), answering, legal, set(), False) is None  # a person's offer: asked


def _curtains(seed: int, declining: bool = False, stand_ins: bool = True) -> tuple[int, int]:
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara"),
             SeatInfo("Daichi", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {}, seed)
    controller = GameController(session, None, bot_delay_ms=60_000)
    if not stand_ins:
        controller._stand_in = None
    if declining:
        for person in controller.people:
            controller.decline_bot_offers(person)
    shown: list[int] = []
    controller.curtain.connect(shown.append)
    rng = random.Random(seed)
    controller.start()
    bot_offers = 0
    while session.state.turn <= 40:
        if controller.waiting_for is not None:
            controller.ready()
            continue
        seat = session.to_act()[0]
        if seat in controller._bots:
            controller._timer.stop()
            before = session.state.offer
            controller._bot_step()
            bot_offers += before is None and session.state.offer is not None
            continue
        moves = [a for a in controller.legal() if a.kind not in ("offer", "propose")]
        controller.act(rng.choice(moves))
    controller.stop()
    return len(shown), bot_offers


def test_fewer_curtains_in_a_two_person_two_bot_game_and_fewest_when_declining(qapp):
    before, offers = _curtains(2, stand_ins=False)
    after, _ = _curtains(2)
    declining, _ = _curtains(2, declining=True)
    assert offers > 0  # the bots did offer
    assert declining < after < before


def test_the_tables_button_declines_the_bots_offers_for_the_person_at_the_screen(window, qtbot, paths):
    from PySide6.QtCore import Qt

    from tabletop.games import entry
    from tabletop.registry import load

    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara"),
             SeatInfo("Daichi", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {}, 4)
    page = window.open_session(session, paths.saves / "decline.json")
    tool = entry("starfarers").table_tools[0]
    assert tool.label[1] == "Decline bots' offers"
    controller = page.controller
    while controller.acting_person() is None:  # the bots play on until a person is called, who comes
        if page.curtain.isVisible():
            qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
        else:
            controller._timer.stop()
            controller._bot_step()
    viewer = page.controller.viewer
    assert viewer in page.controller.people
    button = page.tool_buttons[0][1]
    page.refresh()
    assert button.isCheckable() and not button.isChecked()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # as the person does: the button shows the choice is on
    assert page.controller.declining == {viewer} and button.isChecked()
    assert "declined for you" in page.hint.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # a second click cannot take it back: it stays on
    page.refresh()
    assert page.controller.declining == {viewer} and button.isChecked()
    load(tool.run)(window)  # the hook itself, as before
    assert page.controller.declining == {viewer}
    # The choice lasts the game: it is saved with the seats, and a reopened save (Continue) keeps it.
    from tabletop.saved_games import load_session

    reopened, document = load_session(paths.saves / "decline.json")
    assert document["players"][viewer]["declines_bot_offers"] is True
    assert [s.declines_bot_offers for s in reopened.seats] == [i == viewer for i in range(4)]
    again = window.open_session(reopened, paths.saves / "decline.json")
    assert again.controller.declining == {viewer}


def test_the_log_names_the_neutral_colours_pieces_neutral(qapp):
    from tabletop.ui.i18n import message

    line = message("sf.colony_founded", {"seat": -1, "node": "v5_21"}, ["Aiko", "Ben", "Chiara"])
    assert line.startswith("neutral founds") and "Seat 0" not in line
