"""Battles on the Star Trek table (issue 33): the battle panel shows who fights, what each counts, the totals, who
won and what the card did; damage, equipment, taken personnel and the core are on the board; every battle move is
played by a click on the table; a fresh table equals the live one; nothing private crosses the curtain; no text at a
battle moment is over another, cut, or under the floor, in English and Japanese.

The moments are literal states of the battles note's scenarios (tests/games/star_trek), opened in a real table."""

from __future__ import annotations

from typing import Callable, Iterator

import pytest

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.moves import describe, parts
from tabletop.ui.controller import GameController
from tabletop.ui.games.star_trek import StarTrekScene
from tabletop.ui.games.star_trek.items import PlayCard
from tabletop.ui.i18n import Language
from tabletop.ui.items import FLOOR_PX, ButtonItem
from tabletop.ui.table import TablePage
from tabletop.ui.text_meter import measure
from tests.games.star_trek.literal import FED, GAME, act
from tests.games.star_trek.test_battles import scenario_21, scenario_22
from tests.ui.star_trek_battle_moments import (BORG, MOMENTS, NAMES, combat_with_weapons, damage_choice,
                                               defenders_window, engagement_lost, engagement_won, orders_with_gear,
                                               ship_destroyed)
from tests.ui.test_curtain import fresh_page as curtain_page, same_table
from tests.ui.test_fresh_table import difference, fresh_page, shown
from tests.ui.test_star_trek_text_overlap import clashes, text_runs

def _page(qtbot, make: Callable[[], tuple]) -> TablePage:
    state, viewer = make()
    session = Session(GAME, list(NAMES), {}, 0, state)
    controller = GameController(session, None, bot_delay_ms=0, reduced_motion=True)
    controller.viewer, controller.waiting_for = viewer, None
    page = TablePage(controller, StarTrekScene())
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    page.refresh()
    return page


def texts(page: TablePage) -> list[str]:
    """Returns every text the board's items paint."""
    out = []
    for item in page.scene.items():
        boxes = getattr(item, "text_boxes", None)
        if item.isVisible() and boxes is not None:
            out += [b.text for b in boxes()]
    return out


# --- the battle panel ----------------------------------------------------------------------------------------------

def test_an_engagement_won_shows_both_sides_the_totals_the_winner_and_what_followed(qtbot):
    page = _page(qtbot, engagement_won)
    b = page.controller.snapshot().view.battle
    words = texts(page)
    for text in ("Engagement at Vaytan", "Borg Cutting Beam, begun by Ben", "Ben attacks: Weapons 10",
                 "Aiko defends: Shields 8", "Weapons 10", "Shields 8 · damaged", "No response was played.",
                 "10 against 8: Ben wins", f"Ben takes command of {CARDS[b.taken_card].title}.\n"
                 "U.S.S. Nebula takes Borg Cutting Beam as damage."):
        assert text in words, text
    assert "Borg Sphere" in words and "U.S.S. Nebula" in words   # each side's ship, by name
    next_button = page.scene.action_items[Action("next")]
    assert isinstance(next_button, ButtonItem) and next_button.text == "Next: end the battle"
    # The game names the move so (not the table alone): the move list, a hint and a lesson say the same words.
    said = describe(page.controller.snapshot().view, Action("next"))
    assert said.code == "st.move.next_battle"
    listed = [page.moves.item(row).text() for row in range(page.moves.count())]
    assert any(line.startswith("Next: end the battle") for line in listed), listed


def test_an_engagement_lost_shows_the_joined_ship_the_response_and_the_defenders_win(qtbot):
    page = _page(qtbot, engagement_lost)
    words = texts(page)
    for text in ("Aiko defends: Shields 17", "Shields 9", "Shields 8 · joined", "Responses: Render Assistance",
                 "10 against 17: Aiko wins", "Nothing follows: Borg Cutting Beam goes to the discard pile."):
        assert text in words, text


def test_a_personnel_combat_counts_hand_weapons_and_names_the_killed(qtbot):
    page = _page(qtbot, combat_with_weapons)
    b = page.controller.snapshot().view.battle
    assert b.kind == "combat" and b.outcome == "win" and any(f.bonus for f in b.fighters)
    words = texts(page)
    assert "Personnel combat at Remus" in words
    assert f"Aiko attacks: Strength {b.beginner_total}" in words
    assert f"Ben defends: Strength {b.defender_total}" in words
    assert f"{b.beginner_total} against {b.defender_total}: Aiko wins" in words
    armed = [f for f in b.fighters if f.bonus]
    assert f"Strength {armed[0].value} (+{armed[0].bonus})" in words
    assert "killed" in words and f"{CARDS[b.killed].title} is killed." in "\n".join(words)
    # Every fighter's value as the view tells it, and the sides add up to the totals.
    count = len(b.beginner)
    assert sum(f.value for f in b.fighters[:count]) == b.beginner_total
    assert sum(f.value or 0 for f in b.fighters[count:]) < b.defender_total   # the killed one counted too


def test_a_ship_destroyed_is_shown_destroyed(qtbot):
    page = _page(qtbot, ship_destroyed)
    words = texts(page)
    assert "destroyed" in words and "U.S.S. Nebula is destroyed." in "\n".join(words)
    assert not any(isinstance(i, PlayCard) and i.card.title == "U.S.S. Nebula" for i in page.scene.items())


# --- on the board --------------------------------------------------------------------------------------------------

def test_a_damaged_ship_shows_its_damage_and_its_values_now_and_the_taken_personnel_its_owner(qtbot):
    page = _page(qtbot, engagement_won)
    page.controller.act(Action("next"))
    scene = page.scene
    nebula = next(i for i in scene.items() if isinstance(i, PlayCard) and i.card.title == "U.S.S. Nebula")
    assert nebula.damage == 1 and "Weapons 6 · Shields 6" in [t for line in nebula.lines for t in line]
    assert "1 damage card" in [b.text for b in nebula.text_boxes()]
    lying = [i for i in scene.items() if isinstance(i, PlayCard) and i.card.title == "Borg Cutting Beam"]
    assert lying and lying[0].note == "damage on U.S.S. Nebula"
    scene.enlarge(lying[0].card.id)   # the right-click: read large
    assert scene.enlarged == lying[0].card.id
    scene.enlarge(None)
    view = page.controller.snapshot().view
    taken = next(c for m in view.sides[FED].missions for s in m.ships for c in s.crew if c.owner == FED)
    card = next(i for i in scene.items() if isinstance(i, PlayCard) and i.card.id == taken.card)
    assert card.visitor == FED and "Taken: Aiko owns it" in card.toolTip()


def test_equipment_the_core_and_the_decks_name_are_on_the_board(qtbot):
    page = _page(qtbot, orders_with_gear)
    words = texts(page)
    assert "Aiko · Klingon (Qo'noS): 0 points" in words and "Ben · Romulan (Romulus): 0 points" in words
    assert "Core:" in words and "Let Honor Guide You" in words
    pistols = [i for i in page.scene.items() if isinstance(i, PlayCard) and i.card.title == "Klingon Disruptor Pistol"]
    assert len(pistols) == 2 and all(p.note == "Strength +1 in combat (Klingon)" for p in pistols)
    assert sorted(p.x() for p in pistols)[0] < sorted(p.x() for p in pistols)[1]   # aboard: indented


# --- every battle move from the table -----------------------------------------------------------------------------

def test_a_battle_begins_by_selecting_the_core_event_and_clicking_its_target(qtbot):
    page = _page(qtbot, orders_with_gear)
    scene = page.scene
    legal = page.controller.legal()
    combat = next(a for a in legal if a.kind == "combat")
    event = parts(combat).card
    assert event in scene.selectable   # the event in the core, highlighted
    scene.select(event)
    attacker = page.controller.session.state.cards[parts(combat).personnel]
    item = next(i for i in scene.items() if isinstance(i, PlayCard) and i.card.id == attacker)
    assert item.highlighted   # the attacker on the table lights up (and its button comes first)
    item.clicked.emit()
    qtbot.waitUntil(lambda: page.controller.session.state.battle is not None, timeout=5000)


def _on_table(page: TablePage, title: str) -> PlayCard:
    """Returns the card in play of that title, highlighted for a click."""
    card = next(i for i in page.scene.items() if isinstance(i, PlayCard) and i.card.title == title)
    assert card.highlighted, title
    return card


def test_the_defenders_response_the_damaged_ship_and_next_are_clicks_on_the_table(qtbot):
    page = _page(qtbot, defenders_window)
    assist = next(a for a in page.controller.legal() if a.kind == "assist")
    assert isinstance(page.scene.action_items[assist], ButtonItem)   # a button in the slots as well
    assert isinstance(page.scene.action_items[Action("pass")], ButtonItem)
    _on_table(page, "U.S.S. Nebula").clicked.emit()   # the ship joining
    qtbot.waitUntil(lambda: page.controller.session.state.battle.outcome == "loss", timeout=5000)
    page = _page(qtbot, damage_choice)
    assert {a.kind for a in page.controller.legal()} == {"damage"}
    _on_table(page, "U.S.S. Galaxy")
    _on_table(page, "U.S.S. Nebula").clicked.emit()
    qtbot.waitUntil(lambda: Action("next") in page.scene.action_items, timeout=5000)
    assert page.controller.session.state.damage   # the Beam lies on the ship clicked
    page.scene.action_items[Action("next")].clicked.emit()
    qtbot.waitUntil(lambda: page.controller.session.state.battle is None, timeout=5000)


# --- fresh equals live; the curtain ----------------------------------------------------------------------------------

def test_a_fresh_table_at_a_battle_equals_the_live_one(app, qtbot):
    state, nebula, crew, sphere, borg, beam = scenario_21()
    session = Session(GAME, list(NAMES), {}, 0, state)
    controller = GameController(session, None, bot_delay_ms=700)
    page = TablePage(controller, StarTrekScene())
    qtbot.addWidget(page)
    controller.start()
    if controller.waiting_for is not None:
        controller.ready()
    assert controller.act(Action.parse(f"engage {beam} {sphere} {nebula}"))
    moments = 0
    for step in range(2):
        controller._timer.stop()
        live = shown(page)
        fresh = fresh_page(session, curtain_up=controller.waiting_for is not None)
        try:
            found = shown(fresh)
        finally:
            fresh.controller.stop()
            fresh.deleteLater()
        assert live == found, f"step {step}:\n{difference(live, found)}"
        moments += session.state.battle is not None
        if step == 0:
            assert controller.act(Action("next"))
    assert moments == 1
    controller.stop()


def _hot_seat(qtbot, state) -> TablePage:
    session = Session(GAME, list(NAMES), {}, 0, state)
    controller = GameController(session, None, bot_delay_ms=0, reduced_motion=True)
    page = TablePage(controller, StarTrekScene())
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    controller.start()
    if controller.waiting_for is not None:
        page.curtain.button.click()
    return page


def test_at_the_hand_over_of_a_battle_nothing_private_is_on_screen(app, qtbot):
    state, galaxy, nebula, crew, sphere, beam, hand = scenario_22()
    page = _hot_seat(qtbot, state)
    controller, session = page.controller, page.controller.session
    assert controller.acting_person() == BORG
    assert controller.act(Action.parse(f"engage {beam} {sphere} {galaxy}"))
    # Ben answers the window first (scenario 22): he holds no response and passes, no curtain between.
    assert controller.acting_person() == BORG and not page.curtain.isVisible()
    assert controller.act(Action("pass"))
    # The hand-over to Aiko for her response: behind the curtain, the public table and nothing of either hand.
    assert controller.waiting_for == FED and page.curtain.isVisible()
    same_table(page, curtain_page(qtbot, session, None, FED), "the defender's window (curtain up)")
    private = [CARDS[session.state.cards[u]].title for s in session.state.sides for u in s.hand]
    assert "Render Assistance" in private
    shown_now = " ".join(texts(page) + [i.toolTip() for i in page.scene.items()])
    assert not [t for t in private if t in shown_now and t not in ("Martin",)]  # Martin is also in play
    assert "Responses may be played; then the totals are compared." in texts(page)   # the battle, public
    page.curtain.button.click()
    same_table(page, curtain_page(qtbot, session, FED, None), "the defender's window")
    assist = Action.parse(f"assist {hand[0]} {nebula}")
    assert controller.act(assist)
    # Back to Ben: the response is public now, the rest of Aiko's hand is not.
    assert controller.waiting_for == BORG and page.curtain.isVisible()
    same_table(page, curtain_page(qtbot, session, None, BORG), "the battle over (curtain up)")
    words = texts(page)
    assert "Responses: Render Assistance" in words and "Barron" not in " ".join(words)


# --- text at battle moments -----------------------------------------------------------------------------------------

def _in(language: str) -> Iterator[None]:
    words = Language()
    assert words.use(language)
    try:
        yield
    finally:
        words.use("en")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_text_at_a_battle_moment_is_over_another_cut_or_under_the_floor(app, qtbot, language):
    found: dict[str, str] = {}
    small: dict[str, str] = {}
    for _ in _in(language):
        for name, make in MOMENTS.items():
            page = _page(qtbot, make)
            runs = text_runs(page.board)
            assert len(runs) > 40
            for clash in clashes(runs):
                found.setdefault(clash, name)
            for t in measure(page):
                if t.pixels < FLOOR_PX - 0.01:
                    small.setdefault(t.text.strip(), f"{t.pixels:.1f} px at {name}")
            page.close()
    assert not found, "\n".join(f"{k} at {v}" for k, v in sorted(found.items()))
    assert not small, "\n".join(f"{k!r}: {v}" for k, v in sorted(small.items()))


# --- a bot's battle; the interrupt's word --------------------------------------------------------------------------

def test_a_battle_a_bot_begins_stays_on_the_persons_table_until_the_bot_steps_on(app, qtbot):
    from tabletop.engine.session import SeatKind

    state, nebula, crew, sphere, borg, beam = scenario_21()
    act(state, BORG, f"engage {beam} {sphere} {nebula}")   # as the bot began it
    session = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy")], {}, 0, state)
    controller = GameController(session, None, bot_delay_ms=700)
    page = TablePage(controller, StarTrekScene())
    qtbot.addWidget(page)
    controller.start()
    assert controller.viewer == FED and session.state.battle is not None
    assert "10 against 8: Ben wins" in texts(page)   # Aiko sees it while the bot's Next waits its pace
    qtbot.waitUntil(lambda: session.state.battle is None, timeout=10000)
    assert "10 against 8: Ben wins" not in texts(page)
    controller.stop()


@pytest.mark.parametrize("language, words, play", [("en", "Use Render Assistance", "Play Barron"),
                                                   ("ja", "Render Assistanceを使用", "Barronを配置")])
def test_an_interrupt_is_used_not_played(app, qtbot, language, words, play):
    state, galaxy, nebula, crew, sphere, beam, hand = scenario_22()
    view = GAME.view(state, FED)
    for _ in _in(language):
        scene = StarTrekScene()
        scene.names = ["Aiko", "Ben"]
        assert scene.action_label(view, Action("analyze", (hand[0],))) == words
        assert describe(view, Action("analyze", (hand[0],))).code == "st.move.use"   # the game's own words
        assert scene.action_label(view, Action("play", (hand[1],))) == play   # a card from hand is played


def test_an_engagement_begins_by_selecting_the_core_event_and_clicking_the_opposing_ship(qtbot):
    def before():
        state, nebula, crew, sphere, borg, beam = scenario_21()
        return state, BORG

    page = _page(qtbot, before)
    engage = next(a for a in page.controller.legal() if a.kind == "engage")
    page.scene.select(parts(engage).card)
    _on_table(page, "U.S.S. Nebula").clicked.emit()
    qtbot.waitUntil(lambda: page.controller.session.state.battle is not None, timeout=5000)
    assert page.controller.session.state.battle.outcome == "win"
