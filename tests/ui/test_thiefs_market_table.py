"""Thief's Market in the window: a whole game, taking, stealing and buying by clicks (pick by pick), hidden
infamy, tooltips."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.bots import make_bot
from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.games.thiefs_market.components import CARD
from tabletop.games.thiefs_market.rules import splitting_turn
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


def deciding(session):
    return session.state.decisions.current()


def test_taking_stealing_and_buying_by_clicks(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {}, 6)
    state = session.state
    state.start_seat = 0
    state.decisions.frames.clear()
    state.decisions.push(splitting_turn(0))
    page = window.open_session(session, paths.saves / "clicks.json")
    scene = page.scene
    # Take one die: click it (the first pick), then Done.
    click(qtbot, page, scene.dice_items[0])
    assert deciding(session).kind == "take" and len(deciding(session).picks) == 1
    assert scene.dice_items[0].selected_  # the pick is marked on the table
    click(qtbot, page, scene.action_items[Action("done")])
    assert sum(session.state.piles[0]) == 1
    # Let the bots share out the rest of the loot and buy, until Aiko buys.
    qtbot.waitUntil(lambda: session.state.phase is Phase.BUY and session.state.current == 0 or
                    session.state.phase is Phase.DISTRIBUTE and session.state.current == 0, timeout=10_000)
    if session.state.phase is Phase.DISTRIBUTE:  # Aiko was robbed: steal a pile back by clicks
        pile_die = next(i for i in scene.items() if getattr(i, "width", 0) == 30 and i.isEnabled()
                        and i.parentItem() is not None and i.highlighted)
        click(qtbot, page, pile_die)
        assert deciding(session).kind == "steal"
        returned = next(i for i in scene.items() if getattr(i, "width", 0) == 30 and i.highlighted)
        click(qtbot, page, returned)
        click(qtbot, page, scene.action_items[Action("done")])
        assert session.state.piles[0] is not None
    qtbot.waitUntil(lambda: session.state.phase is Phase.BUY and session.state.current == 0 or
                    session.state.round > 1, timeout=10_000)
    if session.state.phase is Phase.BUY and session.state.current == 0:
        while deciding(session).kind == "reroll":
            click(qtbot, page, scene.action_items[Action("no_reroll")])
        buys = [a for a in page.controller.legal() if a.kind == "buy"]
        if buys:
            card = buys[0].args[0]
            click(qtbot, page, scene.action_items[buys[0]])  # the card in the market
            while deciding(session).kind == "pay":  # more than one way to pay: gem by gem, by the buttons
                pay = next(a for a in scene.action_items if a.kind in ("pay", "waive"))
                click(qtbot, page, scene.action_items[pay])
            assert card in session.state.tableau[0]
        click(qtbot, page, scene.action_items[Action("done")])


def test_a_refused_click_says_why(window, qtbot, paths):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")]
    session = Session(GAME, seats, {}, 2)
    page = window.open_session(session, paths.saves / "refused.json")
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    card = next(a for a in page.scene.action_items if a.kind == "buy")
    click(qtbot, page, page.scene.action_items[card])  # a market card while the loot is shared out
    assert page.refusal.text() == "The loot is being shared out: take or steal."


def test_picks_are_marked_and_can_be_put_back_and_the_move_list_stays_short(window, qtbot, paths):
    seats = [SeatInfo(n) for n in ("Aiko", "Ben", "Chiara", "Daichi", "Emi")]
    session = Session(GAME, seats, {}, 5)
    page = window.open_session(session, paths.saves / "picks.json")
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    scene, seat = page.scene, session.to_act()[0]
    assert page.moves.count() <= 7  # one pick per kind of object, never every combination (1,535 before)
    first = scene.dice_items[0]
    click(qtbot, page, first)
    click(qtbot, page, scene.dice_items[1])
    picked = [d for d in scene.dice_items if d.selected_]
    assert len(picked) == 2 and "Picked: " in [i.text for i in scene.items() if hasattr(i, "text")
                                                and str(getattr(i, "text", "")).startswith("Picked")][0]
    assert page.moves.count() <= 16
    undo = next(a for a, item in scene.action_items.items() if a.kind == "unpick" and getattr(item, "text", "") ==
                "Undo pick")
    click(qtbot, page, scene.action_items[undo])
    assert len(deciding(session).picks) == 1
    click(qtbot, page, next(d for d in scene.dice_items if d.selected_))  # clicking a picked die puts it back
    assert deciding(session).kind == "split" and session.state.piles[seat] is None


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
    state.decisions.frames.clear()
    state.decisions.push(splitting_turn(0))
    page = window.open_session(session, paths.saves / "steal.json")
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    scene = page.scene
    ben_dice = [i for i in scene.items() if getattr(i, "width", 0) == 30 and i.highlighted]
    assert ben_dice, "Ben's pile is offered for stealing"
    click(qtbot, page, ben_dice[0])
    assert deciding(session).kind == "steal" and deciding(session).params == {"victim": 1}
    returned = [i for i in scene.items() if getattr(i, "width", 0) == 30 and i.highlighted][0]
    click(qtbot, page, returned)
    assert len(deciding(session).picks) == 1
    assert sum(1 for i in scene.items() if getattr(i, "width", 0) == 30 and i.selected_) == 1  # marked
    before = sum(state.piles[1])
    click(qtbot, page, scene.action_items[Action("done")])
    assert state.piles[1] is None and sum(state.piles[0]) == before - 1


def test_a_seats_cards_stay_inside_its_panel_grouped_by_type(window, paths):
    # Five seats give the shortest panels; fourteen cards of every type are more than a five-seat game holds.
    seats = [SeatInfo("Aiko")] + [SeatInfo(n, SeatKind.BOT, "greedy") for n in ("Ben", "Chiara", "Daichi", "Emi")]
    session = Session(GAME, seats, {}, 2)
    owned = [c.id for c in list(CARD.values())[:14]]
    session.state.tableau[4] = owned
    page = window.open_session(session, paths.saves / "many.json")
    shown = page.scene.card_windows["seat4"]
    cards = [card for row in shown.rows for card in row]
    assert sorted(c.rule_id for c in cards) == sorted(f"tm.card.{c}" for c in owned)
    panel = page.scene.seat_areas[4].sceneBoundingRect()
    for card in cards:
        if card.isVisible():  # the rest scroll into view (test_thiefs_market_cards)
            assert panel.contains(card.sceneBoundingRect()), card.rule_id
    # Read in reading order, the cards come type by type.
    icons = [CARD[i.rule_id.removeprefix("tm.card.")].icons[:1] for i in cards]
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
    from tests.games.thiefs_market.test_rulings import stolen_lucky_pile

    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {}, 4)
    session.state = stolen_lucky_pile()  # Aiko owns the appendage; Ben is about to steal her pile
    for text in ("steal 0", "return green", "return red", "done"):  # Ben returns a green and a red
        session.act(1, Action.parse(text))
    assert session.to_act() == (0,)
    page = window.open_session(session, paths.saves / "lucky-hold.json")
    assert page.prompt.text() == ("Aiko: your pile was stolen. Choose the returned die that is not re-rolled "
                                  "(Lucky Animal Appendage).")
    scene = page.scene
    holds = {a for a in scene.action_items if a.kind == "hold"}
    assert holds == {Action("hold", ("green",)), Action("hold", ("red",))}  # the two returned dice, apart
    assert all(scene.action_items[a].highlighted for a in holds)
    click(qtbot, page, scene.action_items[Action("hold", ("red",))])
    assert session.state.decisions.find("hold") is None
    held = [e for t in session.log for e in t.events if e.code == "tm.lucky_die"]
    assert held and held[-1].params == {"seat": 0, "face": "red"}


def test_before_buying_the_appendage_owner_clicks_a_die_of_the_pile_to_reroll(window, qtbot, paths):
    from tests.games.thiefs_market.test_rulings import BAG, MASK, B, G, R, W, dice, last_take, table

    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(GAME, seats, {}, 4)
    session.state = table([dice(W, R, BAG), dice(G), None], dice(G, B, B, MASK, MASK, W), marker=0, current=2,
                          rows={"A": ["A11", "A16"]}, tableau={0: ["B13"]})
    session.act(2, Action.parse(last_take(session.state)))  # Splitting ends; Aiko holds the marker and buys first
    page = window.open_session(session, paths.saves / "lucky-reroll.json")
    assert page.prompt.text() == ("Aiko: before buying, choose a die of your pile to re-roll, or re-roll none "
                                  "(Lucky Animal Appendage).")
    scene = page.scene
    assert {a.text() for a in scene.action_items if a.kind in ("reroll", "no_reroll")} == \
        {"reroll B13 white", "reroll B13 red", "reroll B13 gold", "no_reroll"}
    die = scene.action_items[Action("reroll", ("B13", "red"))]
    assert getattr(die, "width", 0) == 30  # the die in Aiko's pile, not a button
    click(qtbot, page, die)
    assert session.state.decisions.current().kind == "buy" and "B13" in session.state.used[0]
    assert [e.code for e in session.log[-1].events] == ["tm.rerolled_one"]
    assert page.prompt.text() == "Aiko: buy a card, use your cards, then finish."  # now Aiko buys
