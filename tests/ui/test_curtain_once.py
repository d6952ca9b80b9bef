"""The curtain comes for every change of person at the screen, and only then (issue 30): a person who answered a
bot's offer, or simply was the last at the screen, is not asked to pass the laptop to themselves after the bots
have played."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.ui.controller import GameController

# People and bots mixed: seat order puts bots between the people, and Starfarers' bots make offers to them.
TABLES = {
    "starfarers": ["person", "greedy", "person", "greedy"],
    "thiefs-market": ["person", "greedy", "person", "greedy"],
    "star-cartel": ["person", "greedy", "person", "greedy"],
    "star-trek": ["person", "person"],
}


@pytest.mark.parametrize("game_id", sorted(TABLES))
@pytest.mark.parametrize("seed", [1, 2])
def test_a_curtain_for_each_change_of_person_and_none_for_the_person_already_there(qapp, game_id: str,
                                                                                   seed: int) -> None:
    seats = [SeatInfo(f"P{i}") if kind == "person" else SeatInfo(f"B{i}", SeatKind.BOT, kind)
             for i, kind in enumerate(TABLES[game_id])]
    session = Session(available_games()[game_id], seats, {}, seed)
    controller = GameController(session, None, bot_delay_ms=60_000)
    shown: list[tuple[str, int | None]] = []  # ("curtain", seat) and ("view", private viewer) in order
    controller.curtain.connect(lambda seat: shown.append(("curtain", seat)))
    controller.changed.connect(lambda: shown.append(("view", controller.viewer)))
    rng = random.Random(seed)
    controller.start()
    while not session.is_over() and len(session.log) < 400:
        if controller.waiting_for is not None:
            controller.ready()
            continue
        seat = session.to_act()[0]
        if controller.is_bot(seat):
            controller._timer.stop()
            controller._bot_step()
            continue
        legal = controller.legal()
        assert legal, "a person is to act but the table offers no move"
        controller.act(rng.choice(legal))
    at_screen: int | None = None  # the person whose private view was last shown (None: nobody's yet)
    called: int | None = None     # the person the curtain last called
    curtains = redundant = 0
    for what, seat in shown:
        if what == "curtain":
            curtains += 1
            redundant += seat == at_screen
            at_screen, called = None, seat  # the laptop is passed: no one's view until the person called is there
        elif seat is not None:
            if at_screen is None:  # the first private view, or the first after a curtain: the person called
                assert called in (None, seat), f"the curtain called {called}, the table showed {seat}'s view"
            else:
                assert seat == at_screen, f"{seat}'s view followed {at_screen}'s with no curtain between"
            at_screen = seat
    assert curtains >= 3, "too few hand-overs to judge"
    assert redundant == 0, f"{redundant} curtains called the person already at the screen"
