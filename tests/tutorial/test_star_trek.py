"""Star Trek's tutorial teaches what issues 14 and 23 ask, on the real engine: seven counters spent on a ship and its
crew, the ship staffed by beaming, an attempt against two dilemmas faced one by one, the discard down to seven; an
interrupt played by the learner, a mission completed and scored, a dilemma stack built against the bot's attempt with
a pick taken back; and the learner never learns one of Ada's dilemmas before it is revealed, neither from the table,
the log nor the bubble."""

from __future__ import annotations

from typing import Iterator, NamedTuple

import pytest

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.games.star_trek.components import CARDS, HAND_LIMIT, Kind
from tabletop.games.star_trek.crew import staffing_gap
from tabletop.games.star_trek.view import StarTrekView
from tabletop.tutorial.load import load_tutorial
from tabletop.tutorial.model import Step, StepKind
from tabletop.tutorial.runner import TutorialRunner
from tabletop.tutorial.texts import texts_for
from tabletop.ui.i18n import translate

GAME = "star-trek"
DILEMMA_TITLES = sorted({c.title for c in CARDS.values() if c.kind is Kind.DILEMMA})


class Moment(NamedTuple):
    """The game as the learner sees it at one point of the tutorial."""

    step: Step | None              # the step the bubble shows (None: between two bot moves)
    view: StarTrekView
    log: list[Event]               # every event the learner may read so far
    revealed: frozenset[str]       # dilemma titles revealed so far, or drawn by the learner from their own pile


def moments(runner: TutorialRunner) -> Iterator[Moment]:
    """Plays the tutorial to its end, yielding the learner's side of the table at every step and every bot move."""
    session, learner = runner.session, runner.learner

    def now(step: Step | None) -> Moment:
        log = [e for t in session.log for e in t.events if e.visible(learner)]
        revealed = frozenset(e.params["dilemma"] for e in log if e.code == "st.dilemma_revealed") | \
            frozenset(c for e in log if e.code == "st.dilemmas_drawn_cards" and e.params["seat"] == learner
                      for c in e.params["cards"])
        return Moment(step, session.view(learner), log, revealed)

    while True:
        step = runner.step
        if step.kind is StepKind.BOTS:
            runner.play_bot()
            yield now(None)
            continue
        yield now(step)
        if step.kind is StepKind.END:
            return
        if step.kind is StepKind.READ:
            runner.next()
        else:
            assert step.action is not None
            runner.play(step.action)


def played(runner: TutorialRunner) -> list[tuple[int, str, list[Event]]]:
    """Returns every move of the tutorial as (seat, action text, events)."""
    runner.play_to_end()
    return [(t.seat, t.action.text(), list(t.events)) for t in runner.session.log]


def test_the_learner_spends_seven_counters_on_a_ship_and_its_crew_and_staffs_it():
    runner = TutorialRunner(load_tutorial(GAME))
    session = runner.session
    state = session.state
    side = state.sides[runner.learner]
    assert state.current == runner.learner and state.counters == 7
    while runner.step.action is None or runner.step.action.kind != "move":
        step = runner.step
        if step.kind is StepKind.READ:
            runner.next()
        else:
            assert step.kind is StepKind.ACT and step.action is not None
            runner.play(step.action)
    plays = [t.action for t in session.log if t.action.kind == "play"]
    kinds = sorted(state.card(int(a.args[0])).kind.value for a in plays)
    assert kinds == ["personnel", "personnel", "personnel", "ship"] and state.counters == 0
    ship = next(int(a.args[0]) for a in plays if state.card(int(a.args[0])).kind is Kind.SHIP)
    crew = [p for p, at in state.loc.items() if at == ship]
    assert len(crew) == 3 and not staffing_gap(state, ship), "the crew is beamed aboard and staffs the ship"
    assert len(side.hand) == 3
    runner.play(runner.step.action)  # the staffed ship moves to the mission
    assert state.loc[ship] == state.sides[runner.learner].missions[3]


def test_two_dilemmas_are_faced_one_by_one():
    runner = TutorialRunner(load_tutorial(GAME))
    seen = list(moments(runner))
    at_pick = next(m for m in seen if m.step is not None and m.step.id == "pick")
    attempt = at_pick.view.attempt
    assert attempt is not None and attempt.current == "1S017" and attempt.stack_count == 1, \
        "the learner chooses for the first dilemma while the second still lies face down"
    assert at_pick.revealed == {"Command Decisions"}
    everything = [e for t in runner.session.log for e in t.events]
    failed = next(k for k, e in enumerate(everything) if e.code == "st.attempt_failed")
    events = everything[:failed + 1]  # the first attempt, at Vaytan
    revealed = [e.params["dilemma"] for e in events if e.code == "st.dilemma_revealed"]
    assert revealed == ["Command Decisions", "Systems Diagnostic"]
    codes = [e.code for e in events]
    assert codes.count("st.dilemma_overcome") == 2 and "st.attempt_failed" in codes
    assert [e.params["card"] for e in events if e.code == "st.chose_to_stop"] == ["Rixx"]
    stopped = [e.params["card"] for e in events if e.code == "st.stopped"]
    assert stopped[:2] == ["Rixx", "Daniel Kwan"], "Command Decisions stops the learner's pick, Systems Diagnostic Kwan"
    state = runner.session.state
    vaytan = state.sides[runner.learner].missions[3]
    assert sorted(state.card(d).title for d in state.beneath[vaytan]) == ["Command Decisions", "Systems Diagnostic"]


def test_the_discard_down_to_seven_really_happens():
    runner = TutorialRunner(load_tutorial(GAME))
    moves = played(runner)
    turns = [k for k, (_, _, events) in enumerate(moves) if any(e.code == "st.turn_ended" for e in events)]
    moves = moves[:turns[1] + 1]  # the learner's first turn and Ada's
    runner = TutorialRunner(load_tutorial(GAME))
    for seat, text, _ in moves:  # the same game again, stopped where the learner's second turn begins
        runner.session.act(seat, Action.parse(text))
    state = runner.session.state
    bot = 1 - runner.learner
    ends = [k for k, (seat, text, _) in enumerate(moves) if seat == bot and text == "end_orders"]
    discards = [(k, events) for k, (seat, text, events) in enumerate(moves)
                if seat == bot and text.startswith("discard")]
    assert ends and len(discards) == 1 and discards[0][0] == ends[0] + 1, "the discard closes the bot's turn"
    events = discards[0][1]
    assert [e.code for e in events][:2] == ["st.discarded", "st.turn_ended"]
    gone = events[0].params["card"]
    assert len(state.sides[bot].hand) == HAND_LIMIT and state.card(state.sides[bot].discard[-1]).name == gone
    ids = [s.id for s in runner.tutorial.steps]
    assert ids.index("discard") == ids.index("bots-turn") + 1, "a bubble explains the discard right after it"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_dilemma_is_known_before_it_is_revealed(app, lang):
    """Neither the table, the log nor a bubble names a dilemma of Ada's stack (or any other) before its reveal; the
    learner sees only the dilemmas they draw from their own pile."""
    from tabletop.ui.i18n import Language

    language = Language()
    assert language.use(lang)
    texts = texts_for(GAME)
    try:
        runner = TutorialRunner(load_tutorial(GAME))
        checked = 0
        for m in moments(runner):
            a = m.view.attempt
            assert a is None or a.owner == runner.learner or (a.drawn is None and a.stack is None), \
                "Ada's drawn dilemmas and her stack stay secret"
            assert m.view.sides[1 - runner.learner].face_up is None
            hidden = [t for t in DILEMMA_TITLES if t not in m.revealed]
            for e in m.log:
                said = " ".join(str(v) for v in e.params.values())
                assert not [t for t in hidden if t in said], f"{e.code} names an unrevealed dilemma: {said}"
            if m.step is None:
                continue
            for code in (m.step.text, m.step.rule, m.step.wrong):
                if code:
                    words = translate(*texts[code])
                    leaks = [t for t in hidden if t in words]
                    assert not leaks, f"step {m.step.id!r} names {leaks} before they are revealed"
                    checked += 1
        assert checked > 10
    finally:
        language.use("en")


def test_the_closing_advice_is_one_the_learners_crew_can_carry_out():
    """The last bubble names a plan: the Excelsior flies from Trivas System to Lapideas System this turn, where the
    nine aboard (all unstopped again) meet the requirements and the completion bonus. Each step is checked on the
    tutorial's final table."""
    from tabletop.games.star_trek.crew import meets, move_cost, range_left
    from tabletop.games.star_trek.effects import CompletionBonus, effect

    runner = TutorialRunner(load_tutorial(GAME))
    runner.play_to_end()
    state, learner = runner.session.state, runner.learner
    side = state.sides[learner]
    words = translate(*texts_for(GAME)["end"])
    ship = next(u for u in state.loc if u // 60 == learner and state.card(u).title == "U.S.S. Excelsior")
    trivas, lapideas = (next(m for m in side.missions if state.card(m).title.startswith(t)) for t in ("Trivas", "Lapideas"))
    assert state.loc[ship] == trivas and trivas in side.completed and lapideas not in side.completed
    assert state.card(lapideas).mission_type == "planet" and "Lapideas System" in words
    assert state.current == learner and move_cost(state, trivas, lapideas) <= range_left(state, ship)
    crew = [u for u, at in state.loc.items() if at == ship]
    assert len(crew) == 9 and not [u for u in crew + [ship] if u in state.stopped]
    mission = state.card(lapideas)
    assert mission.requirements is not None and meets(state, mission.requirements, crew, facing=False)
    cunning = sum(state.card(u).attribute("cunning") for u in crew)
    assert cunning == 48 and "48" in words and str(mission.points) in words
    bonus = effect(mission.id, CompletionBonus)
    assert bonus is not None and meets(state, bonus.requirement, crew, facing=False) and str(bonus.points) in words


def test_the_learner_completes_a_mission_and_scores_its_points():
    """Trivas System is completed by the learner's own attempt, after its dilemmas, and its 35 points are scored;
    the bubble right after says what met it and what it scored."""
    runner = TutorialRunner(load_tutorial(GAME))
    moves = played(runner)
    state, learner = runner.session.state, runner.learner
    done = [(seat, e) for seat, _, events in moves for e in events if e.code == "st.mission_completed"]
    assert [(seat, e.params["mission"], e.params["points"]) for seat, e in done] == \
        [(learner, "Trivas System, Mining Survey", 35)]
    assert state.sides[learner].score == 35 and len(state.sides[learner].completed) == 1
    ids = [s.id for s in runner.tutorial.steps]
    assert ids.index("scored") == ids.index("check-trivas") + 1
    words = translate(*texts_for(GAME)["scored"])
    assert "35" in words and "Trivas System" in words


def test_the_learner_plays_an_interrupt_that_saves_a_personnel():
    """Mission Briefing, an interrupt, is played by the learner while An Old Debt is faced: Rixx borrows stopped
    Lopez's Biology, the dilemma's condition is met and no one is killed. Before that, its window at Pinned Down is
    passed."""
    runner = TutorialRunner(load_tutorial(GAME))
    moves = played(runner)
    state, learner = runner.session.state, runner.learner
    mine = [text for seat, text, _ in moves if seat == learner]
    assert "pass" in mine and mine.index("pass") < mine.index("brief 36")
    k = next(k for k, (seat, text, _) in enumerate(moves) if seat == learner and text.startswith("brief"))
    assert state.card(int(moves[k][1].split()[1])).kind is Kind.INTERRUPT
    briefed = [e for _, _, events in moves for e in events if e.code == "st.briefed"]
    assert [(e.params["card"], e.params["lender"]) for e in briefed] == [("Rixx", "Lopez")]
    after = [e for _, _, events in moves[k:] for e in events]
    met = [e.params["dilemma"] for e in after if e.code == "st.dilemma_unless_met"]
    assert met == ["An Old Debt"] and not [e for _, _, ev in moves for e in ev if e.code == "st.killed"]
    assert any(state.card(u).title == "Mission Briefing" for u in state.sides[learner].discard), \
        "the interrupt went to the discard pile"


def test_the_learner_builds_a_dilemma_stack_against_adas_attempt_and_takes_a_pick_back():
    """Ada attempts with four drones; the learner, owner of the dilemmas, picks one, takes it back with unchoose,
    picks another and presses Done; then chooses whom that dilemma stops, and Ada's attempt fails."""
    runner = TutorialRunner(load_tutorial(GAME))
    moves = played(runner)
    learner, bot = runner.learner, 1 - runner.learner
    state = runner.session.state
    begins = [k for k, (seat, text, _) in enumerate(moves) if seat == bot and text.startswith("attempt")]
    assert len(begins) == 1
    mine = [text for seat, text, _ in moves[begins[0]:] if seat == learner]
    picks = mine[:mine.index("done") + 1]
    assert [t.split()[0] for t in picks] == ["choose", "unchoose", "choose", "done"]
    assert picks[0].split()[1] == picks[1].split()[1] != picks[2].split()[1], "the pick taken back is the first one"
    stacked = [e for _, _, events in moves for e in events if e.code == "st.stack_chosen"]
    assert [(e.params["seat"], e.params["count"]) for e in stacked][-1] == (learner, 1)
    chosen = state.card(int(picks[2].split()[1])).title
    events = [e for _, _, ev in moves[begins[0]:] for e in ev]
    assert [e.params["dilemma"] for e in events if e.code == "st.dilemma_revealed"] == [chosen]
    assert [(e.params["seat"], e.params["card"]) for e in events if e.code == "st.chose_to_stop"] == \
        [(learner, "Opposition Drone")]
    assert [e.params["seat"] for e in events if e.code == "st.attempt_failed"] == [bot]
    ids = [s.id for s in runner.tutorial.steps]
    assert ids.index("unchoose-pinned") == ids.index("choose-pinned") + 1
