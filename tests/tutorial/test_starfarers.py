"""Catan: Starfarers' tutorial teaches what issue 13 asks: production that pays the learner, a supply trade, a
build, and one flight with a mothership shake that draws an encounter, answered by a choice; the flight explores
a system and founds a colony. At the table every flight step points at its point on the galaxy."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt

from tabletop.engine.contract import Event
from tabletop.games.starfarers.components import ENCOUNTER_BY_ID, Upgrade
from tabletop.tutorial.load import load_tutorial
from tabletop.tutorial.model import StepKind
from tabletop.tutorial.runner import TutorialRunner
from tests.tutorial.walk import walk


@pytest.fixture
def played() -> TutorialRunner:
    runner = TutorialRunner(load_tutorial("starfarers"))
    runner.play_to_end()
    return runner


def learner_events(runner: TutorialRunner) -> list[tuple[str, Event]]:
    """Returns (the learner's move, an event it caused) for every event of the learner's moves, in order."""
    return [(t.action.text(), e) for t in runner.session.log if t.seat == runner.learner for e in t.events]


def test_the_learners_own_roll_pays_them(played):
    events = learner_events(played)
    assert events[0][0] == "roll"
    paid = [e for move, e in events if move == "roll" and e.code == "sf.produced"
            and e.params["seat"] == played.learner]
    assert paid, "the learner's roll produced nothing for the learner"
    assert any(e.code == "sf.reserve_draw" and e.params["seat"] == played.learner for _, e in events)


def test_a_supply_trade_pays_for_the_booster_that_is_built(played):
    tutorial = played.tutorial
    fresh = TutorialRunner(tutorial)
    while fresh.step.id != "trade":
        fresh.next() if fresh.step.kind is StepKind.READ else fresh.play(fresh.step.action)
    state, seat = fresh.session.state, fresh.learner
    build = next(s.action for s in tutorial.steps if s.id == "build")
    # The trade is needed: before it the booster is refused for want of fuel.
    assert fresh.session.game.why_illegal(state, seat, build).code == "sf.cannot_afford"
    fresh.play(fresh.step.action)
    boosters = state.upgrades[seat][Upgrade.BOOSTER]
    assert fresh.check(build).accepted
    fresh.play(build)
    assert state.upgrades[seat][Upgrade.BOOSTER] == boosters + 1
    codes = [(move, e.code) for move, e in learner_events(fresh)]
    assert ("trade 3 ore fuel", "sf.supply_trade") in codes and ("build booster", "sf.built") in codes


def test_the_shake_shows_black_and_draws_an_encounter_answered_by_a_choice(played):
    events = learner_events(played)
    shaken = next(e for move, e in events if move == "shake" and e.code == "sf.shaken")
    assert "black" in shaken.params["balls"].split("+") and shaken.params["encounter"]
    assert shaken.params["base"] == 3 and shaken.params["speed"] == 5  # 3 + the two boosters
    drawn = next(e for move, e in events if move == "shake" and e.code == "sf.encounter")
    assert drawn.params["seat"] == played.learner
    answered = next(e for move, e in events if e.code == "sf.answered")
    card = ENCOUNTER_BY_ID[str(answered.params["card"])]
    assert card.ask == "number" and answered.params["answer"] == "1"
    # The answer was a real choice: 0 to 3 were offered, and the one given paid a card for a half medal.
    after = [e.code for move, e in events if move == "give ore"]
    assert after == ["sf.returned", "sf.fame_gained"]
    assert played.session.state.encounter_current is None and card.id in played.session.state.encounter_discard


def test_the_flight_explores_a_system_and_founds_a_colony(played):
    events = learner_events(played)
    steps = [move for move, e in events if e.code == "sf.step"]
    assert len(steps) == 5 == played.session.state.upgrades[played.learner][Upgrade.BOOSTER] + 3
    assert [move for move, e in events if e.code == "sf.explored"] == ["step 3 v13_23"]
    founded = next(e for move, e in events if e.code == "sf.colony_founded")
    assert founded.params == {"seat": played.learner, "node": "v14_22"}
    colonies = Counter(played.session.state.colonies.values())
    assert colonies[played.learner] == 3  # the two home colonies and the new one
    # 4 to start, 1 for the colony, 1 for the second half medal.
    assert played.standings().scores[played.learner] == 6


def test_the_bots_play_their_listed_turns_and_hand_the_dice_back(played):
    bots = next(s for s in played.tutorial.steps if s.kind is StepKind.BOTS)
    played_by_bots = [t.action for t in played.session.log if t.seat != played.learner]
    assert played_by_bots == list(bots.bot_moves)
    assert played.session.to_act() == (played.learner,) and played.session.state.turn == 4


def test_every_flight_step_points_at_its_point_on_the_galaxy(window, qtbot):
    card = next(c for c in window.home.cards if c.game_id == "starfarers")
    qtbot.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    page = window.table
    overlay = page.tutorial
    pointed = []

    def check(k, step):
        if step.kind is StepKind.ACT and step.action.kind == "step":
            rect = page.scene.preview(page.controller.view(), step.action)
            assert rect is not None, f"{step.id}: nothing drawn for {step.action.text()}"
            galaxy = page.scene.board.sceneBoundingRect()
            assert galaxy.contains(rect.center()), f"{step.id}: the ring is off the galaxy"
            assert overlay.ring.isVisible()
            pointed.append(step.id)

    walk(qtbot, page, check)
    assert pointed == ["step-1", "step-2", "step-3", "step-4", "step-5"]
