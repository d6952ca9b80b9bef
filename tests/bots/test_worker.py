"""Bot moves thought off the caller's thread: the same move as in the loop, and stale tickets told apart."""

from __future__ import annotations

import random

from tabletop.bots import make_bot
from tabletop.bots.worker import Thinker, decide
from tabletop.games import available_games


def test_a_move_thought_on_the_worker_is_the_move_the_bot_makes_on_the_same_state() -> None:
    game = available_games()["star-cartel"]
    state = game.new_game(4, {}, 12)
    seat = game.to_act(state)[0]
    legal = game.legal_actions(state, seat)
    bot = make_bot("strong", game.id)
    thinker = Thinker()
    try:
        ticket = thinker.submit(bot, game, state, seat, legal, random.Random(2))
        game.apply(state, seat, legal[-1])  # the table moves on meanwhile; the bot thinks on its own copy
        move = ticket.future.result(timeout=120)
        assert thinker.current(ticket) and move in legal
        fresh = game.new_game(4, {}, 12)
        seed = random.Random(random.Random(2).getrandbits(64))
        assert move == decide(bot, game, fresh, seat, legal, seed)
        thinker.forget()  # an undo: the move asked for before it must not be played
        assert not thinker.current(ticket)
    finally:
        thinker.close()


def test_a_bot_without_search_chooses_from_its_view_on_the_worker() -> None:
    game = available_games()["star-cartel"]
    state = game.new_game(4, {}, 3)
    seat = game.to_act(state)[0]
    legal = game.legal_actions(state, seat)
    greedy = make_bot("greedy", game.id)
    thinker = Thinker()
    try:
        seen = []
        ticket = thinker.submit(greedy, game, state, seat, legal, random.Random(1), done=seen.append)
        move = ticket.future.result(timeout=30)
        assert move == greedy.choose(game, game.view(state, seat), seat, legal,
                                     random.Random(random.Random(1).getrandbits(64)))
        thinker.close()
        assert not thinker.current(ticket)
    finally:
        thinker.close()


def test_a_hint_search_is_the_strong_bot_at_its_game_s_hint_budget_and_leaves_the_strong_bot_as_it_was() -> None:
    searching = 0
    for game_id in available_games():
        strong = make_bot("strong", game_id)
        hinting = getattr(strong, "hinting", None)
        if hinting is None:
            continue
        before = strong.plan
        searcher = hinting()
        if strong.hint_budget is None:
            assert searcher is None
            continue
        assert searcher.plan.budget == strong.hint_budget != before.budget
        assert searcher.plan._replace(budget=before.budget) == before and strong.plan == before
        searching += 1
    assert searching >= 2  # Cartographers and Star Cartel at least
