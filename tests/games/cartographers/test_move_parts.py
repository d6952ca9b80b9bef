"""Cartographers reads its moves by name (moves.parts): every drawing of seeded games with the skills reads back the
shape, turn, corner and terrain whose cells the game's placement table gives it, and a skill its name."""

from __future__ import annotations

import random
from typing import Any, Sequence

from tabletop.engine.action import Action
from tabletop.games.cartographers import GAME
from tabletop.games.cartographers.components import Terrain
from tabletop.games.cartographers.grid import Shape, mask_of, orient
from tabletop.games.cartographers.moves import MoveParts, parts
from tabletop.games.cartographers.placements import SINGLE, IndexedActions, PlacementTable, monster_single
from tabletop.games.cartographers.preview import MONSTER_KINDS, drawing_mode, shapes_offered
from tabletop.games.cartographers.skills import DOMINO, SKILL, monster_domino
from tests.games.move_reading import check_every_argument_named, moments

TERRAINS = {t.word for t in Terrain}
# The kinds the table reads parts of: every drawing (its preview sets the shape, turn, terrain and corner) and skills.
READ = {"place", "sneak", "single", "square", "domino", "again", "monster", "skill"}


def check_table(table: PlacementTable, indices: Sequence[int], shapes: Sequence[Shape]) -> set[str]:
    """Asserts that each listed placement's parts draw exactly the cells the table gives it; returns their kinds."""
    kinds = set()
    for k in indices:
        action, mask = table.actions[k], table.masks[k]
        p = parts(action)
        assert p.row is not None and p.col is not None, action
        shape = orient(shapes[p.option or 0], p.orientation or 0)
        assert mask_of((p.row + r, p.col + c) for r, c in shape) == mask, action
        assert (p.terrain is None) == (action.kind in MONSTER_KINDS) and p.terrain in TERRAINS | {None}, action
        kinds.add(action.kind)
    return kinds


def prefer_skills(view: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """Returns a skill when one is offered (the drawings they bring are the rarest), else a random move."""
    skills = [a for a in legal if a.kind == "skill"]
    return rng.choice(skills) if skills else legal[rng.randrange(len(legal))]


def test_every_drawing_and_skill_of_seeded_games_reads_back_what_it_means():
    seen: set[str] = set()
    for seed in (2, 3, 4):
        for state, view, seat, legal in moments(GAME, 3, seed, 400, prefer_skills, {"skills": True}):
            if isinstance(legal, IndexedActions):
                check_every_argument_named([legal[i] for i in range(0, len(legal), 7)], parts)
                seen |= check_table(legal.table, legal.indices, shapes_offered(view, drawing_mode(legal)))
                legal = list(legal.extra)
            check_every_argument_named(legal, parts)
            for action in legal:
                p = parts(action)
                if action.kind == "skill":
                    assert p.skill in state.skills and p.skill in SKILL, action
                if action.kind == "sneak":  # over the edge: the shape in hand at the corner the move names
                    assert p.option is not None and p.orientation is not None and p.terrain in TERRAINS, action
                seen.add(action.kind)
    assert READ <= seen, READ - seen


def test_the_monsters_drawn_one_cell_or_two_read_back_their_corner():
    single, domino = monster_single(), monster_domino()
    assert check_table(single, range(len(single.actions)), [SINGLE]) == {"monster_single"}
    assert check_table(domino, range(len(domino.actions)), [DOMINO]) == {"monster_domino"}
    check_every_argument_named(list(single.actions) + list(domino.actions), parts)


def test_a_move_with_arguments_it_does_not_take_names_nothing():
    for text in ("place 1 2", "single 1 2", "domino 1 2 3", "skill", "confirm 3", "monster_single 1 2 3"):
        assert parts(Action.parse(text)) == MoveParts(), text
    assert parts(Action.parse("place 1 5 2 3 forest")) == MoveParts(option=1, orientation=5, row=2, col=3,
                                                                     terrain="forest")
    assert parts(Action.parse("skill search")) == MoveParts(skill="search")
