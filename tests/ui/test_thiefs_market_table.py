"""Thief's Market in the window: a whole game, taking, stealing and buying by clicks, hidden infamy, tooltips."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.bots import make_bot
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.games.thiefs_market.components import CARD
from tabletop.games.thiefs_market.state import Phase

GAME = available_games()["thiefs-market"]


def click(qtbot, page, item) -> None:
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.board.mapFromScene(item.sceneBoundingRect().center()))
    QApplication.processEvents()
    QApplication.processEvents()


def test_a_whole_four_seat_game_with_people_behind_the_curtain(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara", SeatKind.BOT, "greedy"),
             SeatInfo("Daichi", SeatKind.BOT, "random")]
    page = window.open_session(Session(GAME, seats, {}, 3), paths.saves / "tm.json")
    bot = make_bot("greedy", GAME.id)
    rng = random.Random(1)
    curtains = 0
    for _ in range(5000):
        controller = page.controller
        session = controller.session
        if session.is_over():
            break
        if page.curtain.isVisible():
            assert all(seat.infamy is None for seat in controller.view().seats)  # nobody's infamy behind it
            qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
            curtains += 1
            continue
        seat = controller.acting_person()
        if seat is None:
            qtbot.waitUntil(lambda: controller.acting_person() is not None or page.curtain.isVisible()
                            or controller.session.is_over(), timeout=5000)
            continue
        view = controller.view()
        assert view.seats[seat].infamy is not None  # your own infamy shows to you
        assert all(s.infamy is None for s in view.seats if s.seat != seat)
        controller.act(bot.choose(GAME, session.view(seat), seat, controller.legal(), rng))
    assert page.controller.session.is_over() and curtains > 10
    assert page.stack.currentWidget() is page.results
    chart = page.results.chart.getPlotItem()
    assert len(chart.listDataItems()) == 4


def test_taking_stealing_and_buying_by_clicks(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {}, 6)
    session.state.start_seat = session.state.current = 0
    page = window.open_session(session, paths.saves / "clicks.json")
    scene = page.scene
    # Take one die: click it, then the Take button.
    die = scene.dice_items[0]
    click(qtbot, page, die)
    take = next(a for a in scene.action_items if a.kind == "take" and sum(a.args) == 1)
    click(qtbot, page, scene.action_items[take])
    assert sum(session.state.piles[0]) == 1
    # Let the bots share out the rest of the loot and buy, until Aiko buys.
    qtbot.waitUntil(lambda: session.state.phase is Phase.BUY and session.state.current == 0 or
                    session.state.phase is Phase.DISTRIBUTE and session.state.current == 0, timeout=10_000)
    if session.state.phase is Phase.DISTRIBUTE:  # Aiko was robbed: steal a pile back by clicks
        victim = next(s for s in range(3) if session.state.piles[s] and
                      sum(session.state.piles[s]) + (session.state.marker_owner == s) >= 2)
        pile_die = next(i for i in scene.items() if getattr(i, "width", 0) == 30 and i.isEnabled()
                        and i.parentItem() is not None and i.highlighted)
        click(qtbot, page, pile_die)
        assert scene.victim is not None
        returned = next(i for i in scene.items() if getattr(i, "width", 0) == 30 and i.highlighted)
        click(qtbot, page, returned)
        steal = next(a for a in scene.action_items if a.kind == "steal")
        click(qtbot, page, scene.action_items[steal])
        assert session.state.piles[0] is not None and victim in range(3)
    qtbot.waitUntil(lambda: session.state.phase is Phase.BUY and session.state.current == 0 or
                    session.state.round > 1, timeout=10_000)
    if session.state.phase is Phase.BUY and session.state.current == 0:
        buys = [a for a in page.controller.legal() if a.kind == "buy"]
        if buys:
            card = buys[0].args[0]
            click(qtbot, page, scene.action_items[next(a for a in scene.action_items if a.kind == "buy"
                                                       and a.args[0] == card)])
            assert card in session.state.tableau[0]
        done = next(a for a in scene.action_items if a.kind == "done")
        click(qtbot, page, scene.action_items[done])


def test_a_refused_pick_says_why(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")]
    session = Session(GAME, seats, {}, 2)
    page = window.open_session(session, paths.saves / "refused.json")
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    take = next(a for a in page.scene.action_items if a.kind == "take")
    click(qtbot, page, page.scene.action_items[take])  # nothing picked yet
    assert page.refusal.text() == "Take at least one object."


def test_every_card_explains_its_effect(window, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {"promos": True}, 2)
    session.state.tableau[1] = [c.id for c in list(CARD.values())[:20]]
    page = window.open_session(session, paths.saves / "tips.json")
    tips = {i.rule_id: i.toolTip() for i in page.scene.rule_items() if i.rule_id.startswith("tm.card.")}
    assert len(tips) >= 20
    assert all("Cost:" in t and len(t.splitlines()) == 4 for t in tips.values())
    from tabletop.ui.games.thiefs_market import effect_text
    for card in CARD:
        assert effect_text(card) and "{" not in effect_text(card), card


def test_stealing_a_pile_by_clicks(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")]
    session = Session(GAME, seats, {}, 4)
    state = session.state
    # Ben has already taken three dice; it is Aiko's turn and she has no pile.
    state.piles = [None, [0, 0, 0, 0, 0, 0], None]
    for f in (0, 2, 3):
        moved = min(1, state.centre[f])
        state.centre[f] -= moved
        state.piles[1][f] += moved
    state.current = 0
    page = window.open_session(session, paths.saves / "steal.json")
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    scene = page.scene
    ben_dice = [i for i in scene.items() if getattr(i, "width", 0) == 30 and i.highlighted]
    assert ben_dice, "Ben's pile is offered for stealing"
    click(qtbot, page, ben_dice[0])
    assert scene.victim == 1
    returned = [i for i in scene.items() if getattr(i, "width", 0) == 30 and i.highlighted][0]
    click(qtbot, page, returned)
    steal = next(a for a in scene.action_items if a.kind == "steal")
    assert steal.args[0] == 1 and sum(steal.args[1:]) == 1
    before = sum(state.piles[1])
    click(qtbot, page, scene.action_items[steal])
    assert state.piles[1] is None and sum(state.piles[0]) == before - 1


def test_a_seats_cards_stay_inside_its_panel_grouped_by_type(window, paths):
    # Five seats give the shortest panels; fourteen cards of every type are more than a late game holds.
    seats = [SeatInfo("Aiko")] + [SeatInfo(n, SeatKind.BOT, "greedy") for n in ("Ben", "Chiara", "Daichi", "Emi")]
    session = Session(GAME, seats, {}, 2)
    owned = [c.id for c in list(CARD.values())[:14]]
    session.state.tableau[4] = owned
    page = window.open_session(session, paths.saves / "many.json")
    cards = [i for i in page.scene.rule_items() if i.rule_id in {f"tm.card.{c}" for c in owned}
             and i.scenePos().y() > page.scene.HEIGHT * 0.75]  # the last seat's panel, not the market
    assert len(cards) == len(owned)
    panel = cards[0].parentItem().sceneBoundingRect()
    for card in cards:
        assert panel.contains(card.sceneBoundingRect()), card.rule_id
    # Read in reading order, the cards come type by type.
    ordered = sorted(cards, key=lambda i: (round(i.scenePos().y()), i.scenePos().x()))
    icons = [CARD[i.rule_id.removeprefix("tm.card.")].icons[:1] for i in ordered]
    runs = [icon for k, icon in enumerate(icons) if k == 0 or icon != icons[k - 1]]
    assert len(runs) == len({tuple(i) for i in icons})


def test_a_roll_shakes_the_dice_unless_motion_is_reduced(window, paths):
    from PySide6.QtCore import QAbstractAnimation

    from tabletop.engine.contract import Event

    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    page = window.open_session(Session(GAME, seats, {}, 4), paths.saves / "shake.json")
    scene, rolled = page.scene, [Event("tm.rolled", {})]
    scene.animate(rolled, reduced_motion=True)
    assert scene._animation is None
    scene.animate(rolled, reduced_motion=False)
    assert scene._animation.state() is QAbstractAnimation.State.Running
    animation = scene._animation
    scene.render_view_keep()  # a redraw deletes the dice, so it stops the shake
    assert scene._animation is None and animation.state() is QAbstractAnimation.State.Stopped


def test_the_robbed_appendage_owner_clicks_the_returned_die_that_is_not_rerolled(window, qtbot, paths):
    from tabletop.engine.action import Action
    from tests.games.thiefs_market.test_rulings import stolen_lucky_pile

    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {}, 4)
    session.state = stolen_lucky_pile()  # Aiko owns the appendage; Ben is about to steal her pile
    session.act(1, Action.parse("steal 0 1 0 0 1 0 0 0"))  # Ben returns a green and a red
    assert session.to_act() == (0,)
    page = window.open_session(session, paths.saves / "lucky-hold.json")
    assert page.prompt.text() == ("Aiko: your pile was stolen. Click the returned die that is not re-rolled "
                                  "(Lucky Animal Appendage).")
    scene = page.scene
    holds = {a for a in scene.action_items if a.kind == "hold"}
    assert holds == {Action("hold", ("green",)), Action("hold", ("red",))}  # the two returned dice, apart
    assert all(scene.action_items[a].highlighted for a in holds)
    click(qtbot, page, scene.action_items[Action("hold", ("red",))])
    assert session.state.pending is None
    held = [e for t in session.log for e in t.events if e.code == "tm.lucky_die"]
    assert held and held[-1].params == {"seat": 0, "face": "red"}


def test_before_buying_the_appendage_owner_clicks_a_die_of_the_pile_to_reroll(window, qtbot, paths):
    from tabletop.engine.action import Action
    from tests.games.thiefs_market.test_rulings import BAG, MASK, B, G, R, W, dice, last_take, table

    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {}, 4)
    session.state = table([dice(W, R, BAG), dice(G), None], dice(G, B, B, MASK, MASK, W), marker=0, current=2,
                          rows={"A": ["A11", "A16"]}, tableau={0: ["B13"]})
    session.act(2, Action.parse(last_take(session.state)))  # Splitting ends; Aiko holds the marker and buys first
    page = window.open_session(session, paths.saves / "lucky-reroll.json")
    assert page.prompt.text() == ("Aiko: before buying, click a die of your pile to re-roll it, or re-roll none "
                                  "(Lucky Animal Appendage).")
    scene = page.scene
    assert {a.text() for a in scene.action_items if a.kind in ("reroll", "no_reroll")} == \
        {"reroll B13 white", "reroll B13 red", "reroll B13 gold", "no_reroll"}
    die = scene.action_items[Action("reroll", ("B13", "red"))]
    assert getattr(die, "width", 0) == 30  # the die in Aiko's pile, not a button
    click(qtbot, page, die)
    assert session.state.pending is None and "B13" in session.state.used[0]
    assert [e.code for e in session.log[-1].events] == ["tm.rerolled_one"]
    assert page.prompt.text() == "Aiko: buy a card, use your cards, then finish."  # now Aiko buys
