"""Curtains per round in a Starfarers hot-seat game of 2 people and 2 bots: with every bot's offer calling each
person to the screen (as before), against the app passing for a person whose hand cannot take the offer, and
against both people choosing to have the bots' offers declined for them.

    python bench/starfarers_curtains.py            # 10 seeded games of 40 rounds
    python bench/starfarers_curtains.py --smoke    # 1 game of 10 rounds, for CI

The people play random moves (seeded), the bots are the greedy bot; each curtain is counted when it goes up.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def play(seed: int, rounds: int, mode: str) -> tuple[int, int, int]:
    """Returns (curtains, rounds played, offers by bots) of one seeded game in `mode`."""
    from tabletop.engine.session import SeatInfo, SeatKind, Session
    from tabletop.games import available_games
    from tabletop.ui.controller import GameController

    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "greedy"), SeatInfo("Chiara"),
             SeatInfo("Daichi", SeatKind.BOT, "greedy")]
    session = Session(available_games()["starfarers"], seats, {}, seed)
    controller = GameController(session, None, bot_delay_ms=60_000)
    if mode == "before":
        controller._stand_in = None
    elif mode == "declining":
        controller.declining.update(controller.people)
    curtains = 0

    def counted(_seat: int) -> None:
        nonlocal curtains
        curtains += 1

    controller.curtain.connect(counted)
    rng = random.Random(seed)
    controller.start()
    offers = 0
    while not session.is_over() and session.state.turn <= rounds * 4:
        if controller.waiting_for is not None:
            controller.ready()
            continue
        seat = session.to_act()[0]
        if seat in controller._bots:
            controller._timer.stop()
            before = session.state.offer
            controller._bot_step()
            offers += before is None and session.state.offer is not None
            continue
        legal = controller.legal()
        # People trade with the bots now and then but never write offers themselves: random offers would
        # call the other person for nothing and hide what is measured.
        moves = [a for a in legal if a.kind not in ("offer", "propose")] or legal
        controller.act(rng.choice(moves))
    controller.stop()
    return curtains, max(1, (session.state.turn - 1) // 4), offers


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args()
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    games, rounds = (1, 10) if args.smoke else (args.games, args.rounds)
    for mode in ("before", "after", "declining"):
        totals = [play(seed, rounds, mode) for seed in range(games)]
        curtains = sum(t[0] for t in totals)
        played = sum(t[1] for t in totals)
        print(json.dumps({"mode": mode, "games": games, "rounds": played, "curtains": curtains,
                          "curtains_per_round": round(curtains / played, 2),
                          "bot_offers_per_round": round(sum(t[2] for t in totals) / played, 2)}), flush=True)
    del app


if __name__ == "__main__":
    main()
