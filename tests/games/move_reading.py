"""Shared checks of a game's named reading of its moves (games/<g>/moves.py parts): seeded moments of play, and
that every argument of every legal move lands in exactly one named part."""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable, Iterator, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Game

Chooser = Callable[[Any, int, Sequence[Action], random.Random], Action]


def moments(game: Game[Any, Any], players: int, seed: int, steps: int, choose: Chooser | None = None,
            options: dict[str, Any] | None = None) -> Iterator[tuple[Any, Any, int, Sequence[Action]]]:
    """Yields (state, view, seat, legal) before each move of a seeded game, played by `choose` (random: none given);
    `legal` as the game lists it (Cartographers' a table of placements)."""
    rng = random.Random(seed)
    state = game.new_game(players, options or {}, seed)
    for _ in range(steps):
        if game.is_over(state):
            return
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        yield state, view, seat, legal
        action = choose(view, seat, legal, rng) if choose is not None else rng.choice(legal)
        game.apply(state, seat, action)


def named(parts: Any) -> dict[str, Any]:
    """Returns the parts a reading names (its fields that are not None)."""
    return {k: v for k, v in dataclasses.asdict(parts).items() if v is not None}


def check_every_argument_named(legal: Sequence[Action], read: Callable[[Action], Any]) -> None:
    """Asserts that each move names as many parts as it has arguments, each argument's value among them, and that
    no two moves of one list read the same (a part left out or read from the wrong place would show)."""
    seen: dict[tuple[str, tuple[tuple[str, Any], ...]], Action] = {}
    for action in legal:
        parts = named(read(action))
        assert len(parts) == len(action.args), (action.text(), parts)
        assert sorted(map(str, parts.values())) == sorted(map(str, action.args)), (action.text(), parts)
        key = (action.kind, tuple(sorted(parts.items())))
        assert seen.setdefault(key, action) == action, f"{action.text()} and {seen[key].text()} read alike"
