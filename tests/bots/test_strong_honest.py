"""The strong bot plays honestly: what it samples, and so the move it makes, depends on its seat's view alone.

For seeded positions of every game, another seat's secrets (and the deck orders) are changed in a way the
deciding seat's view cannot show (the game's own `scramble_hidden`); the sampled states and the strong bot's move
must stay exactly the same.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from typing import Any

import pytest

from tabletop.bots import make_bot
from tabletop.bots.strong import Budget, StrongBot
from tabletop.games import available_games
from tabletop.registry import load

CASES = [("star-cartel", 4), ("cartographers", 1), ("cartographers", 3), ("thiefs-market", 4), ("starfarers", 4),
         ("star-trek", 2)]


def plain(value: Any) -> Any:
    """Returns `value` as nested tuples of plain values, so two states compare by content (RNGs by their state)."""
    if isinstance(value, random.Random):
        return value.getstate()
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return tuple((f.name, plain(getattr(value, f.name))) for f in dataclasses.fields(value))
    if isinstance(value, dict):
        return tuple(sorted(((repr(k), plain(v)) for k, v in value.items()), key=repr))
    if isinstance(value, (set, frozenset)):
        return tuple(sorted((plain(v) for v in value), key=repr))
    if isinstance(value, (list, tuple)):
        return tuple(plain(v) for v in value)
    if hasattr(value, "__dict__") and not callable(value):
        return tuple(sorted((k, plain(v)) for k, v in vars(value).items()))
    return value


def positions(game_id: str, players: int, seed: int, every: int, count: int) -> list[tuple[Any, int]]:
    """Returns up to `count` states of a seeded game of greedy bots, every `every` actions, with the seat to act."""
    game = available_games()[game_id]
    state = game.new_game(players, {}, seed)
    bots = [make_bot("greedy", game_id) for _ in range(players)]
    rng = random.Random(seed)
    out: list[tuple[Any, int]] = []
    k = 0
    while game.to_act(state) and len(out) < count:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if k % every == 0 and len(legal) > 1:
            out.append((game.copy_state(state), seat))
        game.apply(state, seat, bots[seat].choose(game, game.view(state, seat), seat, legal, rng))
        k += 1
    return out


class _Quick(StrongBot):
    """The strong bot on a budget small enough for a test (the same search, fewer playouts)."""

    def __init__(self, strong: StrongBot) -> None:
        self.plan = strong.plan._replace(budget=Budget(candidates=3, playouts=3, depth=30))
        super().__init__()


@pytest.mark.parametrize("game_id,players", CASES)
def test_sampled_states_and_moves_ignore_what_the_seat_cannot_see(game_id: str, players: int) -> None:
    game = available_games()[game_id]
    strong = make_bot("strong", game_id)
    assert isinstance(strong, StrongBot)
    determinize = load(strong.plan.determinize)
    quick = _Quick(strong)
    changed = moves = 0
    for n, (state, seat) in enumerate(positions(game_id, players, 40 + players, every=7, count=12)):
        for hider in [None, *(s for s in range(players) if s != seat)]:
            twin = game.scramble_hidden(state, hider, random.Random(n))
            assert game.view(twin, seat) == game.view(state, seat)  # the change is one the seat cannot see
            changed += plain(twin) != plain(state)
            mine = determinize(game, state, seat, random.Random(n + 100))
            theirs = determinize(game, twin, seat, random.Random(n + 100))
            assert plain(mine) == plain(theirs), f"{game_id}: the sample shows {hider}'s secrets at position {n}"
            assert game.view(mine, seat) == game.view(state, seat)  # the sample is a state the seat could be in
            if n % 4 == 0:
                legal = game.legal_actions(state, seat)
                assert (quick.think(game, state, seat, legal, random.Random(n))
                        == quick.think(game, twin, seat, legal, random.Random(n)))
                moves += 1
    # The check has teeth: the secrets really changed (a sampler that copied them would have failed above).
    assert changed > 0 and moves > 0


@pytest.mark.parametrize("game_id,players", [("star-cartel", 4), ("star-trek", 2)])
def test_samples_differ_from_seed_to_seed(game_id: str, players: int) -> None:
    game = available_games()[game_id]
    determinize = load(make_bot("strong", game_id).plan.determinize)  # type: ignore[attr-defined]
    state, seat = positions(game_id, players, 3, every=5, count=3)[-1]
    samples = {plain(determinize(game, state, seat, random.Random(k))) for k in range(4)}
    assert len(samples) == 4
