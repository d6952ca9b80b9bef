"""Star Trek's Strong plan: its estimate of an unfinished playout, and which moves it searches."""

from __future__ import annotations

import random
from typing import Any

from tabletop.bots import make_bot
from tabletop.bots.selection import Playout
from tabletop.bots.star_trek.strong import StrongStarTrek
from tabletop.games.star_trek.reckoning import group_meets
from tabletop.engine.action import Action
from tabletop.games import available_games
from tabletop.games.star_trek.components import Kind
from tabletop.games.star_trek.sampling import estimate
from tabletop.games.star_trek.view import make_view

GAME = available_games()["star-trek"]


def play_until(seed: int, wanted: Any, limit: int = 2000) -> tuple[Any, int, list[Action]] | None:
    """Returns the first state of a seeded greedy game where `wanted(state, seat, legal)` holds, else None."""
    state = GAME.new_game(2, {}, seed)
    bots = [make_bot("greedy", "star-trek") for _ in range(2)]
    rng = random.Random(seed)
    for _ in range(limit):
        if not GAME.to_act(state):
            return None
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if wanted(state, seat, legal):
            return state, seat, legal
        GAME.apply(state, seat, bots[seat].choose(GAME, GAME.view(state, seat), seat, legal, rng))
    return None


def test_estimate_is_the_score_with_no_one_in_play() -> None:
    state = GAME.new_game(2, {}, 7)
    assert not any(state.card(u).kind is Kind.PERSONNEL for u in state.loc)
    assert list(estimate(GAME, state)) == [float(s.score) for s in state.sides]


def test_estimate_counts_a_mission_the_crew_in_play_meets_even_when_stopped() -> None:
    found = play_until(11, lambda s, seat, legal: any(a.kind == "attempt" for a in legal))
    assert found is not None
    state, seat, _ = found
    crew = [(state.card(u).id, 0) for u in state.loc
            if state.card(u).kind is Kind.PERSONNEL and u // 60 == seat]
    met = [m for m in state.sides[seat].missions if state.card(m).requirements is not None
           and not any(m in s.completed for s in state.sides)
           and group_meets(state.card(m).requirements, crew) == 0]
    assert met  # the greedy bot attempts only what its crew meets
    before = estimate(GAME, state)[seat]
    assert before >= state.sides[seat].score + 0.5 * max(state.card(m).points for m in met)
    stopped = state.copy()
    stopped.stopped |= {u for u in stopped.loc if stopped.card(u).kind is Kind.PERSONNEL}
    assert estimate(GAME, stopped)[seat] == before  # stopped personnel are back next turn


def test_strong_does_not_search_next_and_never_takes_back_a_pick() -> None:
    bot = StrongStarTrek()
    found = play_until(3, lambda s, seat, legal: legal == [Action("next")])
    assert found is not None
    state, seat, legal = found
    assert not bot.worth_searching(GAME, GAME.view(state, seat), seat, legal)
    found = play_until(3, lambda s, seat, legal: any(a.kind == "unchoose" for a in legal)
                       and any(a.kind == "choose" for a in legal))
    assert found is not None
    state, seat, legal = found
    view = GAME.view(state, seat)
    assert bot.worth_searching(GAME, view, seat, legal)
    picks = bot.candidates(GAME, view, seat, legal, random.Random(0))
    assert picks and all(a.kind != "unchoose" for a in picks)


def test_strong_keeps_the_greedy_orders_without_a_playout() -> None:
    """An attempt against ending the orders was weighed on a few turns' estimate, which counts a met mission
    whether it is attempted now or later: the search put attempts off. The orders' steps are not searched one by
    one (whole plans are, tests/bots/test_star_trek_planning.py)."""
    found = play_until(11, lambda s, seat, legal: any(a.kind == "attempt" for a in legal))
    assert found is not None
    state, seat, legal = found
    bot = Scripted({a: (1.0 if a.kind == "end_orders" else 0.0) for a in legal})
    view = GAME.view(state, seat)
    assert not bot.worth_searching(GAME, view, seat, legal)
    greedy = make_bot("greedy", "star-trek").choose(GAME, view, seat, legal, random.Random(0))
    assert greedy.kind != "end_orders"
    assert bot.think(GAME, state, seat, legal, random.Random(0)) == greedy
    assert bot.calls == 0


class Scripted(StrongStarTrek):
    """Strong with playouts replaced by fixed outcomes per move (plus a seeded wobble) and a fixed work each."""

    def __init__(self, worth: dict[Action, float], wobble: float = 0.0, work: float = 10.0) -> None:
        super().__init__()
        self.worth, self.wobble, self.work, self.calls = worth, wobble, work, 0

    def playout(self, game: Any, world: Any, seat: int, action: Action, rng: random.Random) -> Playout:
        self.calls += 1
        return Playout(self.worth[action] + self.wobble * (rng.random() - 0.5), self.work)


def attempt_position() -> tuple[Any, int]:
    """Returns a seeded position with a choice to make."""
    found = play_until(11, lambda s, seat, legal: any(a.kind == "attempt" for a in legal))
    assert found is not None
    return found[0], found[1]


def test_the_greedy_move_stands_unless_another_is_clearly_better() -> None:
    state, seat = attempt_position()
    a, b, c = Action("end_orders"), Action("x"), Action("y")
    close = Scripted({a: 0.50, b: 0.52, c: 0.45})  # within the margin: not evidence enough to leave greedy
    assert close.select(GAME, state, seat, [a, b, c], random.Random(1)) == a
    clear = Scripted({a: 0.40, b: 0.55, c: 0.60}, wobble=0.02)
    assert clear.select(GAME, state, seat, [a, b, c], random.Random(1)) == c
    # The same moves on the same sampled states: a move's own luck cancels out of the paired differences.
    noisy = Scripted({a: 0.40, b: 0.47, c: 0.30}, wobble=0.5)
    assert noisy.select(GAME, state, seat, [a, b, c], random.Random(1)) == b


def test_slow_playouts_get_fewer_samples_and_too_few_keep_the_greedy_move() -> None:
    state, seat = attempt_position()
    a, b = Action("end_orders"), Action("x")
    budget = StrongStarTrek.plan.budget
    cheap = Scripted({a: 0.2, b: 0.9}, work=1.0)
    assert cheap.select(GAME, state, seat, [a, b], random.Random(1)) == b
    assert cheap.calls == 2 * (budget.playouts // 2)
    slow = Scripted({a: 0.2, b: 0.9}, work=float(budget.playouts * budget.depth))
    assert slow.select(GAME, state, seat, [a, b], random.Random(1)) == a  # one sample is no evidence
    assert slow.calls == 2


def test_remembered_misses_are_the_reckoning() -> None:
    from tabletop.bots.star_trek.board import _misses
    state, seat = attempt_position()
    crew = sorted(state.card(u).id for u in state.loc if state.card(u).kind is Kind.PERSONNEL and u // 60 == seat)
    for m in state.sides[seat].missions:
        req = state.card(m).requirements
        if req is not None:
            for k in range(len(crew) + 1):
                assert _misses(state.card(m).id, tuple(crew[:k]), ()) == group_meets(req, [(c, 0) for c in crew[:k]])


def test_playouts_view_without_sums_leaves_the_greedy_move_unchanged() -> None:
    """The playouts hand the greedy bot a view without the missions' needs, the ships' move costs and the changed
    attributes; over seeded greedy games it must pick the same move from it as from the full view, which differs
    from it in those alone."""
    compared = differing = 0
    for seed in (5, 6):
        state = GAME.new_game(2, {}, seed)
        bot = make_bot("greedy", "star-trek")
        rng = random.Random(seed)
        for _ in range(600):
            if not GAME.to_act(state):
                break
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            full, light = make_view(state, seat), make_view(state, seat, False)
            assert all(not m.needs and not any(s.costs for s in m.ships) for side in light.sides for m in side.missions)
            stripped = [m._replace(needs=(), ships=tuple(s._replace(costs=()) for s in m.ships))
                        for side in full.sides for m in side.missions]
            assert stripped == [m for side in light.sides for m in side.missions]
            assert not light.values  # nor the attributes others change, for people to read
            assert full._replace(sides=(), values=()) == light._replace(sides=())
            differing += full != light
            seed_now = rng.getrandbits(32)
            action = bot.choose(GAME, full, seat, legal, random.Random(seed_now))
            if len(legal) > 1:
                assert bot.choose(GAME, light, seat, legal, random.Random(seed_now)) == action
                compared += 1
            GAME.apply(state, seat, action)
    assert compared > 100 and differing > 100  # the light view was really lighter, on many real choices
