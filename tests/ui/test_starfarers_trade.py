"""A player trade played by clicks at the Starfarers table: the active player writes an offer, each other seat
answers behind the curtain (accept, a counter-offer written card by card, or pass), the active player takes one."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.ui.items import LabelItem

GAME = available_games()["starfarers"]
ORE, FUEL, CARBON, FOOD, GOODS = range(5)


def click(qtbot, page, action: Action) -> None:
    """Clicks the table item that plays `action`, as a person would."""
    item = page.scene.action_items[action]
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.board.mapFromScene(item.sceneBoundingRect().center()))
    QApplication.processEvents()
    QApplication.processEvents()


def lift_curtain(qtbot, page, name: str) -> None:
    """Checks the curtain asks for `name`, then lifts it."""
    qtbot.waitUntil(page.curtain.isVisible, timeout=5000)
    assert name in page.curtain.title.text()
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def texts(page) -> list[str]:
    return [i.text for i in page.scene.items() if isinstance(i, LabelItem)]


def _trading_session() -> Session:
    """Returns a 4-seat hot-seat game in yellow's trade & build phase with the notes' §15.16 hands."""
    for seed in range(40):
        session = Session(GAME, [SeatInfo(n) for n in ("Aiko", "Ben", "Chiara", "Dev")], {}, seed)
        seat = session.to_act()[0]
        session.act(seat, Action("roll"))
        if Action("offer") in session.legal_actions(seat):
            break
    state = session.state
    hands = {state.current: [2, 1, 0, 0, 0]}
    others = [(state.current + k) % 4 for k in (1, 2, 3)]  # from the active player's left
    for seat, hand in zip(others, ([0, 0, 0, 2, 0], [0, 0, 1, 1, 0], [0, 0, 0, 0, 3])):
        hands[seat] = hand
    for seat, hand in hands.items():
        state.hands[seat] = list(hand)
    return session


def test_an_offer_round_by_clicks_behind_the_curtain(window, qtbot, paths):
    session = _trading_session()
    state = session.state
    active = state.current
    first, second, third = [(active + k) % 4 for k in (1, 2, 3)]
    names = ["Aiko", "Ben", "Chiara", "Dev"]
    page = window.open_session(session, paths.saves / "trade.json")
    lift_curtain(qtbot, page, names[active])
    # The active player writes the offer: give 1 ore, want 1 food, and sends it.
    click(qtbot, page, Action("offer"))
    click(qtbot, page, Action("offer_give", ("ore",)))
    click(qtbot, page, Action("offer_want", ("food",)))
    assert any("you give 1 ore, you want 1 food" in t for t in texts(page)), "the draft offer is shown"
    click(qtbot, page, Action("offer_send"))
    # The first seat on the left accepts, behind the curtain.
    lift_curtain(qtbot, page, names[first])
    assert any("offers 1 ore and wants 1 food" in t for t in texts(page))
    click(qtbot, page, Action("accept"))
    # The second writes a counter-offer card by card: 1 carbon for the active player's 1 fuel.
    lift_curtain(qtbot, page, names[second])
    assert any(f"• {names[first]} accepts." in t for t in texts(page)), "answers so far are public"
    click(qtbot, page, Action("propose"))
    click(qtbot, page, Action("propose_give", ("carbon",)))
    click(qtbot, page, Action("propose_want", ("fuel",)))
    assert any("Your proposal so far: you give 1 carbon, you want 1 fuel." in t for t in texts(page))
    click(qtbot, page, Action("propose_send"))
    # The third passes.
    lift_curtain(qtbot, page, names[third])
    click(qtbot, page, Action("pass"))
    # Back to the active player, who sees every answer and takes the counter-offer.
    lift_curtain(qtbot, page, names[active])
    shown = texts(page)
    assert any(f"• {names[second]} proposes: gives 1 carbon for 1 fuel." in t for t in shown)  # the answers' line
    take = Action("take_offer", (second,))
    assert page.scene.action_label(page.scene.view, take) == \
        f"Take {names[second]}'s trade: you get 1 carbon for 1 fuel"
    click(qtbot, page, take)
    assert state.hands[active][FUEL] == 0 and state.hands[active][CARBON] == 1
    assert state.hands[second][FUEL] == 1 and state.hands[second][CARBON] == 0
    assert state.hands[first] == [0, 0, 0, 2, 0], "the other answers lapse"
    assert state.offer is None
