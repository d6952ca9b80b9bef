"""The heuristic Starfarers bot plays whole games, legally, and beats random bots (its speed: bench/bench_starfarers_bot.py)."""

from __future__ import annotations

import random

from tabletop.bots import make_bot
from tabletop.bots.random_bot import RandomBot
from tabletop.bots.starfarers import StarfarersBot

from tests.games.starfarers.helpers import GAME, new


def test_the_greedy_bot_is_registered():
    assert type(make_bot("greedy", "starfarers")) is StarfarersBot


def test_the_greedy_bot_beats_three_random_bots():
    wins = 0
    for seed in range(6):
        state = new(4, seed)
        seat = seed % 4
        rng = random.Random(seed)
        bot = StarfarersBot()
        while not GAME.is_over(state):
            who = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, who)
            if who == seat:
                action = bot.choose(GAME, GAME.view(state, who), who, legal, rng)
                assert action in legal
            else:
                action = RandomBot().choose(GAME, None, who, legal, rng)
            GAME.apply(state, who, action)
        wins += state.winner == seat
    assert wins >= 5


def test_greedy_bots_finish_a_game_among_themselves():
    state = new(3, 4)
    rng = random.Random(4)
    bot = StarfarersBot()
    for _ in range(20000):
        if GAME.is_over(state):
            break
        who = GAME.to_act(state)[0]
        GAME.apply(state, who, bot.choose(GAME, GAME.view(state, who), who, GAME.legal_actions(state, who), rng))
    assert GAME.is_over(state) and not GAME.invariants(state)


def test_the_hint_explains_in_the_games_words():
    from tabletop.engine.action import Action
    from tabletop.messages import catalog

    state = new(4, 1)
    view = GAME.view(state, 0)
    bot = StarfarersBot()
    for text in ("build booster", "step 0 v4_26", "found 0", "shake"):
        reason = bot.explain(GAME, view, 0, Action.parse(text))
        assert reason is not None and reason.code in catalog()


# --- trading with players, weighed by worth --------------------------------------------------------------------
def _bot_move(state, seat, bot=None):
    bot = bot or StarfarersBot()
    legal = GAME.legal_actions(state, seat)
    return bot.choose(GAME, GAME.view(state, seat), seat, legal, random.Random(0))


def _offer_round(give: dict, want: dict, red: dict):
    """Yellow (active) offers `give` for `want`; red, whose next build is a spaceport (3 carbon + 2 food), answers."""
    from tests.games.starfarers.helpers import act, empty_hands, set_hand, trade_phase

    state = new(4)
    empty_hands(state)
    set_hand(state, 0, ore=3, carbon=1, goods=1)
    set_hand(state, 1, **red)
    set_hand(state, 2, fuel=1)
    set_hand(state, 3, fuel=1)
    trade_phase(state, 0)
    act(state, 0, "offer")
    for word, n in give.items():
        for _ in range(n):
            act(state, 0, f"offer_give {word}")
    for word, n in want.items():
        for _ in range(n):
            act(state, 0, f"offer_want {word}")
    act(state, 0, "offer_send")
    assert GAME.to_act(state) == (1,)
    return state


def test_the_bot_answers_an_offer_by_what_the_cards_are_worth_not_their_count():
    # Two spare ores for a food the spaceport needs: more cards, less worth.
    state = _offer_round({"ore": 2}, {"food": 1}, {"food": 2, "goods": 2})
    assert _bot_move(state, 1).kind == "pass"
    # A carbon it needs for a goods it does not: accepted, though the counts are equal.
    state = _offer_round({"carbon": 1}, {"goods": 1}, {"food": 2, "goods": 2})
    assert _bot_move(state, 1).kind == "accept"


def test_the_bot_proposes_a_trade_of_its_own_for_a_card_the_active_player_offers():
    from tests.games.starfarers.helpers import act

    # Yellow wants food, which red keeps; red proposes a spare goods for the carbon yellow showed.
    state = _offer_round({"carbon": 1}, {"food": 1}, {"food": 2, "goods": 2})
    bot = StarfarersBot()
    assert _bot_move(state, 1, bot).kind == "propose"
    act(state, 1, "propose")
    for expected in ("propose_give goods", "propose_want carbon", "propose_send"):
        move = _bot_move(state, 1, bot)
        assert move.text() == expected
        act(state, 1, expected)


def test_the_bot_offers_what_the_supply_cannot_give_once_a_turn_and_takes_the_best_answer():
    from tabletop.engine.action import Action
    from tests.games.starfarers.helpers import act, set_hand, spaceport_short_of_food

    state = spaceport_short_of_food()  # yellow's spaceport lacks 1 food and no supply trade reaches it
    bot = StarfarersBot()
    moves = []
    while GAME.to_act(state) == (0,) and state.decisions.current().kind in ("trade", "offer"):
        move = _bot_move(state, 0, bot)
        moves.append(move.text())
        if move.kind in ("shake", "end_turn"):
            break
        act(state, 0, move.text())
    assert moves[0] == "offer" and moves[-1] == "offer_send"
    assert {"offer_want food"} <= set(moves) and any(m.startswith("offer_give") for m in moves)
    act(state, 1, "pass")
    act(state, 2, "accept")
    act(state, 3, "propose")
    act(state, 3, "propose_give ore")
    act(state, 3, "propose_want goods")
    act(state, 3, "propose_send")
    # White's food builds the spaceport; blue's ore for the goods does not: the bot takes white's.
    assert _bot_move(state, 0, bot) == Action("take_offer", (2,))
    act(state, 0, "take_offer 2")
    assert _bot_move(state, 0, bot).args[0] == "spaceport"
    set_hand(state, 0, carbon=3, food=1, goods=1)
    assert _bot_move(state, 0, bot).kind != "offer"  # one round of its own a turn, so it never loops
