"""Every table opens at every moment of seeded games, with each option on and off: as the person to act
sees it, and as the public table behind the curtain. Any exception while drawing fails."""

from __future__ import annotations

import random

import pytest

from tabletop.games import available_games, entry
from tabletop.ui.games import scene_for

NAMES = ["Aiko", "Ben", "Chiara", "Dev", "Emi", "Femi"]
LONG_GAME = 600  # random play never ends some games (Starfarers): draw this many moments of each at most


def _option_sets(game) -> list[dict]:
    """Returns the defaults, each yes/no option alone, and all of them together."""
    flags = [spec.name for spec in game.options if isinstance(spec.default, bool)]
    sets: list[dict] = [{}] + [{name: not spec.default} for spec in game.options if isinstance(spec.default, bool)
                               for name in [spec.name]]
    if len(flags) > 1:
        sets.append({name: True for name in flags})
    return sets


# Games with a table; a game whose rules come before its table is checked by the engine tests only.
CASES = [(gid, options) for gid, game in sorted(available_games().items()) if entry(gid).playable
         for options in _option_sets(game)]
IDS = [gid + "".join(f"-{k}={v}" for k, v in options.items()) for gid, options in CASES]


@pytest.mark.parametrize("game_id, options", CASES, ids=IDS)
def test_the_table_draws_at_every_moment(qtbot, app, game_id, options):
    game = available_games()[game_id]
    scene = scene_for(game_id)
    counts = sorted({game.min_players, min(game.max_players, game.min_players + 2)})
    drawn = 0
    for k, players in enumerate(counts):
        seed = 11 + k
        names = NAMES[:players]
        state = game.new_game(players, options, seed)
        rng = random.Random(seed)
        while True:
            where = f"{game_id} {options} players {players} seed {seed} step {drawn}"
            if game.is_over(state) or drawn >= LONG_GAME * (k + 1):
                scene.render_view(game.view(state, None), [], names, None)
                break
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            try:
                scene.render_view(view, legal, names, seat)
                scene.prompt(view, names, seat)
                for action in scene.listed_actions(legal):
                    scene.action_label(view, action)
                scene.render_view(game.view(state, None), [], names, None)  # behind the curtain
            except Exception as error:
                raise AssertionError(f"drawing failed at {where}: {type(error).__name__}: {error}") from error
            drawn += 1
            game.apply(state, seat, rng.choice(legal))
    assert drawn > 20
