"""The attempt at the table (issue 23): in hot-seat the curtain names the dilemma owner who chooses, then passes back
to the attempting player before anything resolves, who reveals the dilemmas one per Next (a button that stays in
place); against a bot, its Next moves wait at the bot pace, each dilemma's outcome drawn before the next."""

from __future__ import annotations

import random

from tabletop.bots import make_bot
from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games.star_trek import GAME
from tabletop.ui.controller import GameController
from tabletop.ui.games.star_trek import StarTrekScene
from tabletop.ui.games.star_trek.items import CardFace
from tabletop.ui.items import ButtonItem
from tabletop.ui.table import TablePage

NEXT = Action("next")


def _before_an_attempt(seats: list[SeatInfo], attempter: int | None = None) -> Session:
    """Returns a seeded greedy game stopped just before a greedy attempt that draws dilemmas (of `attempter`)."""
    for seed in range(40):
        session = Session(GAME, seats, {}, seed)
        bots = [make_bot("greedy", GAME.id) for _ in seats]
        rng = random.Random(seed)
        for _ in range(3000):
            if session.is_over():
                break
            seat = session.to_act()[0]
            action = bots[seat].choose(GAME, session.view(seat), seat, session.legal_actions(seat), rng)
            if action.kind == "attempt" and attempter in (None, seat):
                trial = Session(GAME, seats, {}, seed)  # does it hand over? (replayed, sessions are not copied)
                for turn in session.log:
                    trial.act(turn.seat, turn.action)
                trial.act(seat, action)
                if trial.state.attempt is not None and trial.state.attempt.stack == [] and \
                        trial.state.decisions.open(1 - seat) is not None:
                    return session
            session.act(seat, action)
    raise AssertionError("no attempt with a stack to choose in 40 seeded games")


def _next_button(page: TablePage) -> ButtonItem | None:
    item = page.scene.action_items.get(NEXT)
    return item if isinstance(item, ButtonItem) else None


def _revealed(session: Session) -> int:
    return sum(e.code == "st.dilemma_revealed" for t in session.log for e in t.events)


def test_hot_seat_the_curtain_names_the_chooser_then_passes_back_and_each_next_reveals_one(qtbot):
    names = ["Aiko", "Ben"]
    session = _before_an_attempt([SeatInfo(n) for n in names])
    controller = GameController(session, None, bot_delay_ms=0, reduced_motion=True)
    page = TablePage(controller, StarTrekScene())
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    controller.start()
    if controller.waiting_for is not None:
        page.curtain.button.click()
    seat = session.to_act()[0]
    greedy = make_bot("greedy", GAME.id)
    rng = random.Random(5)
    attempt = greedy.choose(GAME, session.view(seat), seat, session.legal_actions(seat), rng)
    assert attempt.kind == "attempt"
    controller.act(attempt)
    owner = 1 - seat
    # The dilemma owner is called to the screen, by a curtain that says what they do.
    assert controller.waiting_for == owner and page.curtain.isVisible()
    assert page.curtain.title.text() == f"Pass to {names[owner]}: {names[owner]} chooses the dilemmas " \
                                        f"{names[seat]}'s crew faces"
    page.curtain.button.click()
    while session.state.decisions.open(owner) is not None and session.state.decisions.open(owner).kind in ("add",
                                                                                                          "stack"):
        controller.act(greedy.choose(GAME, session.view(owner), owner, session.legal_actions(owner), rng))
    stacked = len(session.state.attempt.stack)
    # Back to the attempting player before anything resolves.
    assert _revealed(session) == 0 and session.to_act() == (seat,)
    assert controller.waiting_for == seat and page.curtain.isVisible()
    assert page.curtain.title.text() == f"{names[seat]}: your crew faces {names[owner]}'s dilemmas"
    page.curtain.button.click()
    where = None
    steps = 0
    while session.state.attempt is not None:
        if controller.waiting_for is not None:  # an owner's pick in between: the curtain goes to and fro
            title = page.curtain.title.text()
            if controller.waiting_for == owner:
                assert title == f"Pass to {names[owner]}: {names[owner]} chooses whom the dilemma stops"
            else:
                assert title == f"{names[seat]}: your crew faces {names[owner]}'s dilemmas"
            page.curtain.button.click()
            continue
        me = session.to_act()[0]
        if NEXT in session.legal_actions(me):
            button = _next_button(page)
            assert button is not None and button.isVisible()
            if where is None:
                where = button.scenePos()
            assert button.scenePos() == where, "Next stays in the same place"
            before, stack = _revealed(session), list(session.state.attempt.stack)
            group = list(session.state.attempt.group)
            moves = len(session.log)
            button.clicked.emit()   # the click plays its move on the next turn of the event loop
            qtbot.waitUntil(lambda: len(session.log) > moves, timeout=5000)
            shown = _revealed(session) - before
            assert shown == (1 if stack and group else 0)
            if session.state.attempt is not None and shown:
                faced = controller.view().attempt.faced
                assert len(faced) == stacked - len(session.state.attempt.stack)
                faces = [i for i in page.scene.items() if isinstance(i, CardFace) and i.card.id == faced[-1].card]
                assert faces, "the revealed dilemma is drawn face up in the attempt panel"
            steps += 1
        else:
            controller.act(greedy.choose(GAME, session.view(me), me, session.legal_actions(me), rng))
    assert steps >= stacked + 1 if stacked else steps >= 1


def test_against_a_bot_its_next_moves_wait_at_the_pace_with_each_outcome_drawn(qtbot):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy")]
    session = _before_an_attempt(seats, attempter=1)
    controller = GameController(session, None, bot_delay_ms=30, reduced_motion=True)
    page = TablePage(controller, StarTrekScene())
    qtbot.addWidget(page)
    page.resize(1366, 768)
    controller.clock = lambda: 0.0   # a fake clock: the pace's delays do not shrink with the time a test takes
    waits: list[tuple[int, int]] = []   # each bot Next scheduled: (dilemmas placed in the view on screen, its delay)
    start = controller._timer.start

    def scheduled(ms: int) -> None:
        a, decision = session.state.attempt, session.state.decisions.open(1)
        if a is not None and decision is not None and decision.kind == "next":
            waits.append((sum(1 for f in controller.view().attempt.faced if f.outcome), ms))
        start(ms)

    controller._timer.start = scheduled
    controller.start()
    greedy = make_bot("greedy", GAME.id)
    rng = random.Random(3)
    qtbot.waitUntil(lambda: session.state.attempt is not None and session.to_act() == (0,), timeout=20000)
    while session.state.attempt is not None and session.to_act() == (0,):  # Aiko chooses the stack
        controller.act(greedy.choose(GAME, session.view(0), 0, session.legal_actions(0), rng))
    before = _revealed(session)
    while session.state.attempt is not None:  # Aiko picks whom an owner-chooses dilemma stops, if one asks
        qtbot.waitUntil(lambda: session.state.attempt is None or session.to_act() == (0,), timeout=20000)
        if session.state.attempt is not None:
            controller.act(greedy.choose(GAME, session.view(0), 0, session.legal_actions(0), rng))
    assert waits, "the bot never stepped through the dilemmas"
    assert all(delay == 30 for _, delay in waits), "each of the bot's Next moves waits the pace's delay"
    placed, revealed = [p for p, _ in waits], _revealed(session) - before
    assert revealed and placed == sorted(placed) and set(range(revealed + 1)) <= set(placed), \
        "the table was drawn with each dilemma's outcome before the bot went on"
