"""Tutorials without Qt: each plays to its end on the engine; wrong moves change nothing; bad files are named."""

from __future__ import annotations

import json

import pytest

from tabletop.engine.action import Action
from tabletop.resources import asset_path
from tabletop.tutorial.load import has_tutorial, load_tutorial
from tabletop.tutorial.model import StepKind, TutorialError, parse_tutorial
from tabletop.tutorial.runner import NOT_THIS_MOVE, READ_FIRST, TutorialBroken, TutorialRunner
from tabletop.games import entries, entry
from tabletop.tutorial.texts import texts_for

GAMES = [e.id for e in entries() if e.tutorial]  # every game that registers a tutorial


def raw(game_id: str) -> dict:
    return json.loads(asset_path(entry(game_id).tutorial).read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tutorial_plays_to_its_end_on_the_engine(game_id):
    assert has_tutorial(game_id)
    runner = TutorialRunner(load_tutorial(game_id))
    runner.play_to_end()  # raises TutorialBroken at a step whose move the rules refuse
    assert runner.finished and runner.index == runner.steps - 1
    learner_moves = [t.action.text() for t in runner.session.log if t.seat == runner.learner]
    expected = [a.text() for s in runner.tutorial.steps if s.kind is StepKind.ACT for a in s.actions]
    assert learner_moves == expected


def test_the_tutorials_show_what_the_issue_asks_of_them():
    """Each lesson really happens in its game: the events the engine logged prove it."""
    def codes(game_id):
        runner = TutorialRunner(load_tutorial(game_id))
        runner.play_to_end()
        return {e.code for t in runner.session.log for e in t.events}, runner

    carto, _ = codes("cartographers")
    assert {"carto.coin_shape", "carto.coin_mountain", "carto.ruins", "carto.solo_ambush",
            "carto.season_score"} <= carto
    cartel, runner = codes("star-cartel")
    assert {"cartel.loaded", "cartel.delivery", "cartel.price_largest", "cartel.price_smallest", "cartel.stashed",
            "cartel.new_ship"} <= cartel
    assert runner.session.state.stashes[runner.learner]
    thief, runner = codes("thiefs-market")
    assert "tm.spent_for_infamy" in thief
    assert runner.session.state.tableau[runner.learner] == ["A16"]
    assert runner.session.state.infamy[runner.learner] >= 1


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_move_gets_a_reason_and_changes_nothing(game_id):
    runner = TutorialRunner(load_tutorial(game_id))
    session = runner.session
    # The first act step with another legal move to try (a lone roll of the dice has none).
    while runner.step.kind is not StepKind.ACT or len(session.legal_actions(runner.learner)) < 2:
        if runner.step.kind is StepKind.ACT:
            runner.play(runner.expected)
        else:
            runner.next() if runner.step.kind is StepKind.READ else runner.play_bot()
    step, log, view = runner.index, len(session.log), session.view(runner.learner)
    legal = list(session.legal_actions(runner.learner))
    other = next(a for a in legal if a != runner.expected and not runner.check(a).accepted)
    verdict = runner.check(other)
    assert verdict.advice == NOT_THIS_MOVE and verdict.reason is None
    illegal = next(a for a in session.game.action_universe(session.state) if a not in legal)
    verdict = runner.check(illegal)
    assert verdict.reason is not None and verdict.move is None
    with pytest.raises(ValueError):
        runner.play(other)
    assert (runner.index, len(session.log), session.view(runner.learner)) == (step, log, view)


def test_a_read_step_asks_to_be_read_first():
    runner = TutorialRunner(load_tutorial("star-cartel"))
    assert runner.step.kind is StepKind.READ
    assert runner.check(Action.parse("load 0 0")).advice == READ_FIRST
    assert not runner.session.log


def test_an_expected_move_the_rules_refuse_names_its_step():
    tutorial = raw("star-cartel")
    tutorial["steps"][4]["action"] = "load 0 0"  # the medicine 4: over the capacity
    runner = TutorialRunner(parse_tutorial(tutorial, "test", lambda code: code in texts_for("star-cartel")))
    with pytest.raises(TutorialBroken, match=r"step 5 \('capacity'\) field 'action': Load medicine 4 from column 1 "
                                             r"\(load 0 0\) is illegal here: "
                                             r"Capacity 6: the load would be 8"):
        runner.play_to_end()


@pytest.mark.parametrize("change, where", [
    (lambda t: t["steps"][1].pop("action"), r"step 2 \('load-first'\) field 'action': missing"),
    (lambda t: t["steps"][2].update(text="no_such_text"), r"step 3 \('load-second'\) field 'text': no text"),
    (lambda t: t["steps"][3].update(kind="dance"), r"step 4 \('bots-1'\) field 'kind': must be one of"),
    (lambda t: t["steps"][4].update(action="9 lives"), r"step 5 \('capacity'\) field 'action': not an action"),
    (lambda t: t["steps"][5].update(colour="red"), r"step 6 \('fill'\) field 'colour': unknown field"),
    (lambda t: t["steps"][3].update(moves=["load 0 0", 7]), r"step 4 \('bots-1'\) field 'moves' item 2"),
    (lambda t: t["steps"][0].update(highlight="action"), r"step 1 \('welcome'\) field 'highlight'"),
    (lambda t: t["steps"].pop(), r"field 'kind': the last step, and only it, must be the 'end' step"),
    (lambda t: t.update(learner=5), r"field 'learner'"),
    (lambda t: t["steps"][2].update(id="welcome"), r"step 3 \('welcome'\) field 'id': two steps"),
    (lambda t: t["steps"][1].update(keys=["Shift"]), r"step 2 \('load-first'\) field 'keys': 'Shift' is not a key"),
    (lambda t: t["steps"][0].update(keys=["R"]), r"step 1 \('welcome'\) field 'keys': only an act step"),
    (lambda t: t["steps"][1].update(mentions=["the hub"]), r"step 2 \('load-first'\) field 'mentions': 'the hub' names"),
    (lambda t: t["steps"][1].update(mentions=["action:9 lives"]), r"step 2 \('load-first'\) field 'mentions'"),
    (lambda t: t["steps"][1].update(mentions="undo"), r"step 2 \('load-first'\) field 'mentions': must be a list"),
])
def test_a_bad_tutorial_file_names_the_step_and_the_field(change, where):
    tutorial = raw("star-cartel")
    change(tutorial)
    with pytest.raises(TutorialError, match=where):
        parse_tutorial(tutorial, "assets/star_cartel/tutorial.json", lambda code: code in texts_for("star-cartel"))


def test_an_unreadable_file_is_named(tmp_path):
    from tabletop.tutorial.model import read_tutorial

    path = tmp_path / "tutorial.json"
    path.write_text("{ not json", encoding="utf-8")
    with pytest.raises(TutorialError, match=r"tutorial.json: line 1: not JSON"):
        read_tutorial(path, lambda code: True)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_of_a_tutorial_is_used(game_id):
    used = {code for s in load_tutorial(game_id).steps for code in (s.text, s.rule, s.wrong) if code}
    own = set(texts_for(game_id)) - {"learner", "not_this_move", "read_first", "wait_for_bots",
                                         "wait_for_bot"}
    assert own <= used, f"texts nobody shows: {sorted(own - used)}"
