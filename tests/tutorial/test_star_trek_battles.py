"""Star Trek's battles lesson (issue 33) without Qt: it plays to its end on the engine and shows what the issue asks,
as the engine logs it: equipment counted for a mission's requirements, an engagement lost and one won (Weapons
against Shields), a ship damaged and then destroyed, a personnel combat with a hand weapon counted."""

from __future__ import annotations

import pytest

from tabletop.tutorial.load import load_tutorial
from tabletop.tutorial.model import StepKind
from tabletop.tutorial.runner import TutorialRunner
from tabletop.tutorial.texts import texts_for
from tabletop.ui.i18n import Language, translate

BATTLES = 1  # the game's second lesson


def played() -> TutorialRunner:
    runner = TutorialRunner(load_tutorial("star-trek", BATTLES))
    runner.play_to_end()
    return runner


def events(runner: TutorialRunner, code: str) -> list[tuple[int, dict]]:
    """Returns (seat that moved, params) of every logged event with this code, in order."""
    return [(t.seat, dict(e.params)) for t in runner.session.log for e in t.events if e.code == code]


def test_the_lesson_shows_each_part_of_the_issue():
    runner = played()
    learner, ada = runner.learner, 1 - runner.learner
    # Equipment carried to a mission and counted: no one in the group has Geology printed, the Tricorder gives it.
    done = events(runner, "st.mission_completed")
    assert done == [(learner, {"seat": learner, "mission": "Lapideas System, Geological Survey", "points": 30,
                               "bonus": 0, "score": 30})]
    # Engagements: the learner's lost, 7 against 9; Ada's won twice, 10 against 7, then against the damaged 5.
    results = [(seat, p["mine"], p["theirs"], p["outcome"]) for seat, p in events(runner, "st.battle_result")]
    assert results == [(learner, 7, 9, "outcome_loss"), (ada, 10, 7, "outcome_win"), (learner, 22, 5, "outcome_win"),
                       (ada, 10, 5, "outcome_win")]
    assert [p["card"] for _, p in events(runner, "st.engagement_begins")] == ['Cry "Havoc!"', "Borg Cutting Beam",
                                                                              "Borg Cutting Beam"]
    # Damaged, then destroyed at the second damage card (damage_cards_to_destroy 2).
    assert [p["count"] for _, p in events(runner, "st.damaged")] == [1, 2]
    assert [p["ship"] for _, p in events(runner, "st.ship_destroyed")] == ["U.S.S. Excelsior"]
    # The combat: four attackers' Strength 19, and the Phaser's +1 for each of the three Federation ones.
    (seat, combat), = events(runner, "st.combat_begins")
    assert seat == learner and combat["card"] == "Brutal Struggle" and len(combat["attackers"]) == 4
    assert [p["card"] for _, p in events(runner, "st.command_taken")] == ["William T. Riker, Number One"]


def test_the_tricorder_is_what_meets_geology():
    """At the attempt step, with the Tricorder taken back aboard the ship in orbit, the same crew fails Lapideas
    System: the equipment on the surface is what meets Geology."""
    tutorial = load_tutorial("star-trek", BATTLES)
    for without in (False, True):
        runner = TutorialRunner(tutorial)
        while runner.step.id != "attempt":
            if runner.step.kind is StepKind.READ:
                runner.next()
            elif runner.step.kind is StepKind.ACT:
                runner.play(runner.expected)
            else:
                runner.play_bot()
        state = runner.session.state
        tricorder = next(g for g in state.gear if state.cards[g] == "1C072")
        ship = next(u for u in state.loc if state.cards[u] == "1C393")
        if without:
            state.gear[tricorder] = ship  # aboard the U.S.S. Excelsior, not with the crew on the surface
        logged = runner.session.act(runner.learner, runner.expected)
        assert ("st.mission_completed" in {e.code for e in logged}) is not without


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_its_numbers_and_names_are_those_the_engine_logs(lang, app):
    """The words give the totals the battles logged, in both languages."""
    language = Language()
    assert language.use(lang)
    try:
        texts = {code: translate(*text) for code, text in texts_for("star-trek").items() if code.startswith("b_")}
    finally:
        language.use("en")
    assert "7" in texts["b_lost"] and "9" in texts["b_lost"]
    assert "10" in texts["b_play_4"] and "7" in texts["b_play_4"]
    assert all(n in texts["b_won"] for n in ("19", "22", "5"))
    if lang == "ja":
        assert "艦隊戦" in texts["b_engage"] and "個人戦" in texts["b_combat"]
        assert not any(word in t for t in texts.values() for word in ("交戦", "白兵戦"))
