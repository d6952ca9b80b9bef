"""Issue 23, the attempt as both players watch it: the dilemma owner may take a pick back before Done (the budget
comes back, the places below move up); after Done the attempting player steps on with Next, and each Next reveals
one dilemma, whose outcome (who is stopped or killed, what spared the crew, where it went) the view carries."""

from __future__ import annotations

import random

from tabletop.bots import make_bot
from tabletop.engine.action import Action
from tests.games.star_trek.literal import (BORG, FED, GAME, act, fresh, kind_now, mission, orders, pile_top, place,
                                           refused, step_on, to_hand, empty_deck)

LAPIDEAS_7 = ("Jean-Luc Picard", "Lopez", "Pran Tainer", "Lian T'su", "Davies", "Daniel Kwan", "Martin")


def _lapideas(pile: list[str]):
    """Returns Fed's seven attempting Lapideas System with these dilemmas on top of Borg's pile, Borg choosing."""
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    group = [place(state, FED, t, lapideas) for t in LAPIDEAS_7]
    pile_top(state, BORG, pile)
    act(state, FED, f"attempt {lapideas}")
    drawn = {state.card(u).title: u for u in reversed(state.attempt.drawn)}  # the first of each title
    return state, lapideas, group, drawn


def _picks(state) -> list[int]:
    return [int(str(p)) for p in state.decisions.open(BORG).picks]


def test_a_pick_taken_back_frees_its_budget_and_its_place():
    state, _, _, drawn = _lapideas(["Kolaran Raiders", "Authenticate Artifacts", "Triage", "Pinned Down",
                                    "Limited Welcome", "Command Decisions", "An Old Debt"])
    kr, aa, triage, pinned, debt = (drawn[t] for t in ("Kolaran Raiders", "Authenticate Artifacts", "Triage",
                                                       "Pinned Down", "An Old Debt"))
    assert state.attempt.budget == 7
    for u in (kr, aa, pinned):                      # 1 + 2 + 2 = 5 of 7
        act(state, BORG, f"choose {u}")
    assert refused(state, BORG, f"choose {debt}") == "st.over_budget"   # 3 > 2 left
    assert refused(state, BORG, f"unchoose {triage}") == "st.not_stacked"
    assert {a for a in GAME.legal_actions(state, BORG) if a.kind == "unchoose"} == \
        {Action("unchoose", (u,)) for u in (kr, aa, pinned)}
    act(state, BORG, f"unchoose {aa}")
    assert _picks(state) == [kr, pinned]            # Pinned Down moves up to second place
    act(state, BORG, f"choose {debt}")              # 1 + 2 + 3 = 6: the budget came back
    assert refused(state, BORG, f"choose {aa}") == "st.over_budget"
    view = GAME.view(state, BORG)
    assert next(d for d in view.decisions if d.seat == BORG).picks == (kr, pinned, debt)
    assert all(d.picks == () for d in GAME.view(state, FED).decisions)  # the picks stay the owner's secret
    act(state, BORG, "done")
    assert state.attempt.stack == [kr, pinned, debt]
    assert aa in state.sides[BORG].pile[-4:] and aa in state.sides[BORG].face_up  # unchosen: face up at the bottom


def test_a_copy_can_be_stacked_once_the_other_is_taken_back():
    state, _, _, _ = _lapideas(["Kolaran Raiders", "Kolaran Raiders", "Triage"])
    kr1, kr2 = [u for u in state.attempt.drawn if state.card(u).title == "Kolaran Raiders"]
    act(state, BORG, f"choose {kr1}")
    assert refused(state, BORG, f"choose {kr2}") == "st.same_title"
    act(state, BORG, f"unchoose {kr1}")
    act(state, BORG, f"choose {kr2}")
    assert _picks(state) == [kr2]
    assert refused(state, BORG, f"unchoose {kr1}") == "st.not_stacked"


def test_after_done_the_attempting_player_reveals_one_dilemma_per_next():
    state, lapideas, group, drawn = _lapideas(["Kolaran Raiders", "Wavefront", "Pinned Down", "Triage"])
    lopez = group[1]
    for t in ("Kolaran Raiders", "Pinned Down"):
        act(state, BORG, f"choose {drawn[t]}")
    events = act(state, BORG, "done")
    assert "st.dilemma_revealed" not in [e.code for e in events]   # nothing resolves behind the curtain
    assert GAME.to_act(state) == (FED,) and kind_now(state) == "next"
    for seat in (FED, BORG):
        view = GAME.view(state, seat)
        assert view.prompt.code == "st.prompt.next_first" and view.prompt.params["count"] == 2
        assert view.attempt.current is None and view.attempt.stack_count == 2 and view.attempt.faced == ()
    assert GAME.legal_actions(state, FED) == [Action("next")]
    events = act(state, FED, "next")
    assert [e.params["dilemma"] for e in events if e.code == "st.dilemma_revealed"] == ["Kolaran Raiders"]
    assert kind_now(state) == "pick"                 # Fed chooses whom Kolaran Raiders stops
    act(state, FED, f"stop {lopez}")
    view = GAME.view(state, BORG)                    # the outcome stays on the table, for both players
    assert kind_now(state) == "next" and view.prompt.code == "st.prompt.next_dilemma"
    faced = view.attempt.faced
    assert [(f.card, f.stopped, f.killed, f.outcome) for f in faced] == \
        [(state.cards[drawn["Kolaran Raiders"]], (lopez,), (), "overcome")]
    assert {c.uid: c.status for c in view.attempt.crew}[lopez] == "stopped"
    events = act(state, FED, "next")
    revealed = [e.params["dilemma"] for e in events if e.code == "st.dilemma_revealed"]
    assert revealed == ["Pinned Down"] and kind_now(state) == "next"
    view = GAME.view(state, FED)
    assert view.prompt.code == "st.prompt.next_check" and len(view.attempt.faced) == 2
    assert len(view.attempt.faced[1].stopped) == 1 and view.attempt.faced[1].outcome == "overcome"
    codes = [e.code for e in act(state, FED, "next")]  # only now are the requirements checked
    assert state.attempt is None and ("st.mission_completed" in codes) != ("st.requirements_missed" in codes)
    assert (lapideas in state.sides[FED].completed) == ("st.mission_completed" in codes)


def test_the_skill_that_spared_the_crew_is_recorded():
    state = fresh()
    orders(state, BORG)
    akusei = mission(state, BORG, "Akusei Belt")
    group = [place(state, BORG, t, akusei) for t in ("Invasive Drone", "Opposition Drone", "Computation Drone",
                                                     "Transwarp Drone")]
    empty_deck(state, BORG)
    pile_top(state, FED, ["Ornaran Threat"])
    act(state, BORG, f"attempt {akusei}")
    threat = state.attempt.drawn[0]
    act(state, FED, f"choose {threat}")
    act(state, FED, "done")
    events = act(state, BORG, "next")
    assert "st.spared_kill" in [e.code for e in events]
    f = GAME.view(state, FED).attempt.faced[0]
    assert f.saved == "2 Security" and len(f.stopped) == 1 and f.killed == () and f.outcome == "overcome"
    assert f.stopped[0] in group


def test_a_killed_personnel_and_a_return_are_recorded():
    state = fresh()
    orders(state, BORG)
    akusei = mission(state, BORG, "Akusei Belt")
    group = [place(state, BORG, t, akusei) for t in ("Computation Drone", "Transwarp Drone", "Research Drone",
                                                     "Calibration Drone")]
    empty_deck(state, BORG)
    pile_top(state, FED, ["Ornaran Threat"])
    act(state, BORG, f"attempt {akusei}")
    act(state, FED, f"choose {state.attempt.drawn[0]}")
    act(state, FED, "done")
    act(state, BORG, "next")
    f = GAME.view(state, FED).attempt.faced[0]
    dead = [p for p in group if p not in state.loc]
    assert f.killed == tuple(dead) and len(dead) == 1 and set(f.stopped) == set(group) - set(dead)
    assert f.outcome == "return" and kind_now(state) == "next"
    assert GAME.view(state, FED).prompt.code == "st.prompt.next_nobody"
    act(state, BORG, "next")
    assert state.attempt is None


def test_adapt_is_named_in_the_record():
    from tests.games.star_trek.literal import beneath
    state = fresh()
    orders(state, BORG)
    akusei, argo = mission(state, BORG, "Akusei Belt"), mission(state, BORG, "Argolisian Moon")
    for t in ("Opposition Drone", "Invasive Drone", "Computation Drone"):
        place(state, BORG, t, akusei)
    beneath(state, argo, FED, ["Kolaran Raiders"])
    adapt = to_hand(state, BORG, "Adapt")
    empty_deck(state, BORG)
    pile_top(state, FED, ["Kolaran Raiders"])
    act(state, BORG, f"attempt {akusei}")
    act(state, FED, f"choose {state.attempt.drawn[0]}")
    act(state, FED, "done")
    act(state, BORG, "next")
    act(state, BORG, f"adapt {adapt}")
    f = GAME.view(state, FED).attempt.faced[0]
    assert f.by == state.cards[adapt] and f.stopped == () and f.outcome == "overcome"


def test_no_hand_over_no_pause():
    """N = 0 and nothing lies on the mission: nothing is drawn or handed over, so nothing waits for a Next."""
    from tests.games.star_trek.literal import beneath
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    for t in ("Davies", "Pran Tainer", "Martin"):
        place(state, FED, t, lapideas)
    beneath(state, lapideas, BORG, ["Command Decisions", "Triage", "Pinned Down"])
    act(state, FED, f"attempt {lapideas}")
    assert state.attempt is None and kind_now(state) == "orders"


def test_the_greedy_bot_steps_on_and_says_why():
    state, _, group, drawn = _lapideas(["Kolaran Raiders", "Pinned Down"])
    act(state, BORG, f"choose {drawn['Kolaran Raiders']}")
    act(state, BORG, "done")
    bot = make_bot("greedy", GAME.id)
    view = GAME.view(state, FED)
    legal = GAME.legal_actions(state, FED)
    assert bot.choose(GAME, view, FED, legal, random.Random(1)) == Action("next")
    reason = bot.explain(GAME, view, FED, Action("next"))
    assert reason is not None and reason.code == "st.why.next"


def test_bots_play_whole_games_through_the_new_moves():
    """Seeded games between the greedy and the random bot: a dilemma is revealed only by the attempting player's
    Next, one at a time."""
    from tabletop.engine.session import SeatInfo, Session
    nexts = reveals = 0
    for seed in range(3):
        session = Session(GAME, [SeatInfo("a"), SeatInfo("b")], {}, seed)
        bots = [make_bot("greedy", GAME.id), make_bot("random", GAME.id)]
        rng = random.Random(seed)
        for _ in range(3000):
            if session.is_over():
                break
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            action = bots[seat].choose(GAME, session.view(seat), seat, legal, rng)
            events = session.act(seat, action)
            shown = sum(e.code == "st.dilemma_revealed" for e in events)
            if action.kind == "next":
                assert shown <= 1 and seat == session.state.current  # the attempting player's move
                nexts += 1
                reveals += shown
            else:
                assert shown == 0, action
        assert session.is_over()
    assert nexts and reveals
