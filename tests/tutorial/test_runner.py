"""Tutorials without Qt: each plays to its end on the engine; wrong moves change nothing; bad files are named."""

from __future__ import annotations

import json

import pytest

from tabletop.engine.action import Action
from tabletop.resources import asset_path
from tabletop.tutorial.load import every_lesson, has_tutorial, load_tutorial
from tabletop.tutorial.model import StepKind, TutorialError, parse_tutorial
from tabletop.tutorial.runner import NOT_THIS_MOVE, READ_FIRST, TutorialBroken, TutorialRunner
from tabletop.games import entries, entry
from tabletop.tutorial.texts import texts_for

GAMES = [e.id for e in entries() if e.tutorial]  # every game that registers a tutorial
LESSONS = every_lesson()  # (game, lesson number): each game's first lesson and any further ones


def raw(game_id: str) -> dict:
    return json.loads(asset_path(entry(game_id).tutorial).read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id, lesson", LESSONS)
def test_each_tutorial_plays_to_its_end_on_the_engine(game_id, lesson):
    assert has_tutorial(game_id, lesson)
    runner = TutorialRunner(load_tutorial(game_id, lesson))
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


@pytest.mark.parametrize("game_id, lesson", LESSONS)
def test_a_wrong_move_gets_a_reason_and_changes_nothing(game_id, lesson):
    runner = TutorialRunner(load_tutorial(game_id, lesson))
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
    """A game's lessons share its texts: each is shown by one lesson or another."""
    used = {code for k in range(len(entry(game_id).tutorials)) for s in load_tutorial(game_id, k).steps
            for code in (s.text, s.rule, s.wrong) if code}
    own = set(texts_for(game_id)) - {"learner", "not_this_move", "read_first", "wait_for_bots",
                                         "wait_for_bot"}
    assert own <= used, f"texts nobody shows: {sorted(own - used)}"


@pytest.mark.parametrize("game_id, lesson", LESSONS)
def test_no_lesson_has_two_steps_in_a_row_that_only_talk(game_id, lesson):
    """Words with nothing to do are folded into the step before or after (a read step never follows a read step)."""
    steps = load_tutorial(game_id, lesson).steps
    runs = [b.id for a, b in zip(steps, steps[1:]) if a.kind is StepKind.READ and b.kind is StepKind.READ]
    assert not runs, f"read steps right after a read step: {runs}"


def test_a_lesson_may_offer_other_options_for_the_real_game():
    """The battles lesson deals from small decks of its own; its real game offers the premade ones."""
    runner = TutorialRunner(load_tutorial("star-trek", 1))
    assert runner.session.options["decks"].startswith("[")  # the lesson's own two decks, written whole
    runner.play_to_end()
    real = runner.real_game()
    assert real["options"] == {**runner.session.options, "decks": "federation_premiere,borg_call_to_arms"}
    first = TutorialRunner(load_tutorial("star-trek"))
    assert first.real_game()["options"] == dict(first.session.options)  # the first lesson's own: the seed decks


def test_a_missing_lesson_is_named():
    with pytest.raises(TutorialError, match=r"star-trek: game: has no lesson 3 \(it has 2\)"):
        load_tutorial("star-trek", 2)
    assert not has_tutorial("star-trek", 2) and has_tutorial("star-trek", 1)


def test_real_options_must_be_options():
    tutorial = raw("star-cartel")
    tutorial["real_options"] = ["decks"]
    with pytest.raises(TutorialError, match=r"field 'real_options': must be an object"):
        parse_tutorial(tutorial, "assets/star_cartel/tutorial.json", lambda code: code in texts_for("star-cartel"))
