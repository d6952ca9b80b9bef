"""The Thief's Market bot says why it would play a move, for every move it may be asked about, in the
game's own catalog (so a hint reads in English and Japanese)."""

from __future__ import annotations

import random

from tabletop.bots import explain, make_bot
from tabletop.engine.reason import Reason
from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.games.thiefs_market.messages import MESSAGES
from tabletop.messages import english

GAME = available_games()["thiefs-market"]


def test_every_move_of_seeded_games_has_a_reason_that_reads_in_full():
    bot = make_bot("greedy", GAME.id)
    codes: set[str] = set()
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        session = Session(GAME, [SeatInfo(str(n)) for n in range(players)], {"promos": True}, seed)
        rng = random.Random(seed)
        while not session.is_over():
            seat = session.to_act()[0]
            view, legal = session.view(seat), session.legal_actions(seat)
            for action in legal:
                reason = explain(bot, GAME, view, seat, action)
                assert isinstance(reason, Reason), action
                assert reason.code in MESSAGES, reason.code
                text = english(reason.code, reason.params)
                assert text and "{" not in text and "tm." not in text, (action, text)
                codes.add(reason.code)
            session.act(seat, bot.choose(GAME, view, seat, legal, rng))
    # The sharing out and the buying are each explained in the bot's terms.
    assert {"tm.why.take", "tm.why.steal", "tm.why.buy_effect", "tm.why.done_take"} <= codes


def test_a_take_names_the_card_the_whole_take_buys():
    bot = make_bot("greedy", GAME.id)
    for seed in range(20):
        session = Session(GAME, [SeatInfo("A"), SeatInfo("B"), SeatInfo("C")], {}, seed)
        seat = session.to_act()[0]
        view = session.view(seat)
        action = bot.choose(GAME, view, seat, session.legal_actions(seat), random.Random(seed))
        reason = explain(bot, GAME, view, seat, action)
        if reason is not None and reason.code == "tm.why.take":
            card = str(reason.params["card"])
            text = english(reason.code, reason.params)
            assert text.startswith("Takes ") and text.endswith(" can be bought.")
            assert any(card in row for _, row in view.rows)  # a card on display, named
            return
    raise AssertionError("no seeded opening take names a card")
