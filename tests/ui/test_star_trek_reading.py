"""The Star Trek table teaches: the crew facing a dilemma is marked (killed and stopped ones differently), the
dilemmas at a mission are on the table, a card opens large to read, words are translated from data, refused
moves say why in place, and the final table charts the points over the game."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.bots import make_bot
from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek import GAME
from tabletop.games.star_trek.components import CARDS, Kind
from tabletop.games.star_trek.zones import kill
from tabletop.messages import english
from tabletop.ui.games.star_trek import (CardFace, Chip, Crew, CrewLine, DilemmaStrip, MissionHead, StarTrekScene,
                                         card_tip, icons_words, requirement_text, score_history)
from tests.ui.test_star_trek_table import _page


def _facing(min_crew: int = 2) -> Session:
    """Returns a seeded random game stopped while a dilemma is faced by at least `min_crew` personnel."""
    for seed in range(60):
        session, rng = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, seed), random.Random(seed)
        for _ in range(3000):
            a = session.state.attempt
            if session.is_over():
                break
            if a is not None and a.current is not None and len(a.facing) >= min_crew:
                return session
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
    pytest.skip("no dilemma faced by a crew")


def _bot_game(seed: int) -> Session:
    session, rng = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, seed), random.Random(seed)
    bot = make_bot("greedy", "star-trek")
    while not session.is_over():
        seat = session.to_act()[0]
        session.act(seat, bot.choose(GAME, session.view(seat), seat, session.legal_actions(seat), rng))
    return session


def _items(scene, kind):
    return [i for i in scene.items() if isinstance(i, kind)]


def test_the_crew_facing_the_dilemma_is_marked_and_the_killed_stay_listed(qtbot):
    session = _facing()
    a = session.state.attempt
    page = _page(qtbot, session, a.seat)
    facing = set(a.facing)
    chips = {c.card.id: c.crew for c in _items(page.scene, Chip) if c.crew is not None}
    assert set(chips.values()) == {Crew.FACING}
    lines = [(line.card.id, line.crew) for line in _items(page.scene, CrewLine)]
    assert sorted(c for c, _ in lines) == sorted(session.state.cards[u] for u in a.group)
    assert sorted(session.state.cards[u] for u in facing) == sorted(c for c, crew in lines if crew is Crew.FACING)
    # One of them is killed, another stopped: the list marks each its own way; the killed one is off the table.
    victim, other = sorted(facing)[:2]
    victim_card, other_card = session.state.cards[victim], session.state.cards[other]
    kill(session.state, victim, [])
    session.state.stopped.add(other)
    page.refresh()
    crews = [line.crew for line in _items(page.scene, CrewLine)]
    assert crews.count(Crew.KILLED) == 1 and crews.count(Crew.STOPPED) == 1
    assert {line.card.id for line in _items(page.scene, CrewLine) if line.crew is Crew.KILLED} == {victim_card}
    assert other_card in {line.card.id for line in _items(page.scene, CrewLine) if line.crew is Crew.STOPPED}
    on_table = [c for c in _items(page.scene, Chip) if c.card.id == other_card and c.crew is not Crew.FACING
                and c.crew is not None]
    assert on_table and all(c.crew is Crew.STOPPED and c.stopped for c in on_table)


def test_the_log_names_who_faces_each_dilemma():
    session = _facing()
    event = next(e for turn in reversed(session.log) for e in turn.events if e.code == "st.dilemma_revealed")
    text = english(event.code, event.params)
    crew = [CARDS[session.state.cards[u]].title for u in session.state.attempt.facing]
    assert all(title in text for title in crew) and "{" not in text, text
    assert CARDS[session.state.cards[session.state.attempt.current]].title in text


def test_the_dilemmas_overcome_at_a_mission_lie_on_the_table(qtbot):
    session = _bot_game(1)
    missions = [m for m, under in session.state.beneath.items() if under]
    assert missions
    page = _page(qtbot, session, 0)
    strips = _items(page.scene, DilemmaStrip)
    assert len(strips) == len([m for m in missions]) + len([m for m, on in session.state.on_mission.items()
                                                            if on and m not in missions])
    under = {CARDS[session.state.cards[d]].title for m in missions for d in session.state.beneath[m]}
    shown = " ".join(s.toolTip() for s in strips)
    assert all(title in shown for title in under)
    assert all(str(len(s.beneath)) in s.text_boxes()[0].text for s in strips if s.beneath)


def test_a_card_opens_large_to_read_and_esc_closes_it(qtbot):
    session = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, 3)
    seat = session.to_act()[0]
    page = _page(qtbot, session, seat)
    scene = page.scene
    face = _items(scene, CardFace)[0]
    page.board.show()
    qtbot.mouseClick(page.board.viewport(), Qt.MouseButton.RightButton,
                     pos=page.board.mapFromScene(face.sceneBoundingRect().center()))
    QApplication.processEvents()
    (large,) = [i for i in scene.items() if i.data(0) == "enlarged"]
    big = [i for i in large.childItems() if isinstance(i, CardFace)]
    assert scene.enlarged == face.card.id and big and big[0].zoom > 1 and big[0].card.id == face.card.id
    assert min(box.size for box in big[0].text_boxes() if box.text) >= 14  # large print
    assert len(session.log) == 0  # reading a card plays nothing
    page.board.setFocus()
    qtbot.keyClick(page.board.viewport(), Qt.Key.Key_Escape)
    assert scene.enlarged is None and not [i for i in scene.items() if i.data(0) == "enlarged"]
    # A mission with no move to make opens large with a left click; the back button closes it.
    head = next(h for h in _items(scene, MissionHead) if not h.highlighted and h not in scene.action_items.values())
    head.clicked.emit()
    assert scene.enlarged == head.card.id
    scene.enlarged_back.clicked.emit()
    assert scene.enlarged is None


def test_a_card_shown_large_goes_when_the_seat_changes(qtbot):
    session = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, 3)
    seat = session.to_act()[0]
    page = _page(qtbot, session, seat)
    page.scene.enlarge(session.state.cards[session.state.sides[seat].hand[0]])
    page.controller.viewer = 1 - seat
    page.refresh()
    assert page.scene.enlarged is None and not [i for i in page.scene.items() if i.data(0) == "enlarged"]


def test_words_come_from_the_data_and_go_through_translation():
    lapideas = next(c for c in CARDS.values() if c.title == "Lapideas System")
    assert requirement_text(lapideas.requirements) == "Geology, Physics, Science, Cunning>30"
    akusei = next(c for c in CARDS.values() if c.title == "Akusei Belt")
    assert requirement_text(akusei.requirements) == "2 Exobiology, Navigation, Strength>32, (Leadership or Security)"
    assert icons_words(("Cmd", "Stf", "Stf")) == "Command, 2 Staff"
    assert english("st.prompt.pick", {"seat": 0, "skills": ("Leadership", "Security")}) == \
        "Seat 1: choose a facing personnel with Leadership or Security to stop."
    assert english("st.ship_not_staffed", {"ship": "U.S.S. Nebula", "missing": "Cmd, Stf"}) == \
        "U.S.S. Nebula is not staffed: missing Command, Staff."
    assert english("st.already_completed", {"mission": "Vaytan"}) == "Vaytan is already completed."


def test_every_card_tip_explains_its_icons_and_words():
    for card_id, card in CARDS.items():
        tip = card_tip(card_id)
        assert card.title in tip
        if card.kind is Kind.SHIP:
            assert "Range:" in tip and "Staffing:" in tip
        if card.kind is Kind.PERSONNEL:
            assert ("• Command icon:" in tip) == ("Cmd" in card.staffing_icons)
            assert ("• Staff icon:" in tip) == ("Stf" in card.staffing_icons)
        if card.unique:
            assert "Unique:" in tip


def test_a_move_out_of_range_says_why_on_the_mission(qtbot):
    for seed in range(40):
        session, rng = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, seed), random.Random(seed)
        for _ in range(1500):
            if session.is_over():
                break
            seat = session.to_act()[0]
            state = session.state
            if state.decisions.open(seat).kind == "orders":
                ships = [u for u in state.loc if state.card(u).kind is Kind.SHIP and u // 60 == seat]
                for ship in ships:
                    for m in state.sides[seat].missions:
                        reason = GAME.why_illegal(state, seat, Action("move", (ship, m)))
                        if reason is not None and reason.code == "st.range_short":
                            page = _page(qtbot, session, seat)
                            page.scene.select(ship)
                            item = page.scene.action_items.get(Action("move", (ship, m)))
                            assert item is not None and not item.highlighted
                            item.clicked.emit()
                            qtbot.waitUntil(lambda: bool(page.refusal.text()), timeout=5000)
                            assert "Range" in page.refusal.text()
                            return
            session.act(seat, rng.choice(session.legal_actions(seat)))
    pytest.skip("no move out of range met")


def test_the_final_table_charts_each_sides_points_over_the_game(qtbot, window):
    session = _bot_game(1)
    page = window.open_session(session, window.paths.saves / "trek.json")
    plot = page.results.chart.getPlotItem()
    lines = plot.listDataItems()
    assert len(lines) == 2 and plot.titleLabel.text
    for side, line in zip(session.state.sides, lines):
        xs, ys = line.getData()
        assert ys[-1] == side.score and xs[-1] == session.state.turn
        assert list(ys) == sorted(ys)  # points only ever grow
    turns, points = score_history(session.log, GAME.view(session.state, None))
    assert turns == sorted(set(turns)) and turns[0] == 0 and len(points[0]) == len(turns)
    notes = page.results.ties.text()
    assert "went first" in notes and all(title in notes for s in session.state.sides
                                         for title in s.breakdown if not title.endswith("bonus"))
