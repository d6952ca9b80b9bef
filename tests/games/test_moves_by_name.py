"""Moves made by name: each game's `make` writes what its `parts` reads, for every move its rules list."""

from __future__ import annotations

import dataclasses
import random
from types import ModuleType

import pytest

from tabletop.engine.action import Action
from tabletop.engine.session import SeatInfo, Session
from tabletop.games import available_games
from tabletop.games.cartographers import moves as cartographers
from tabletop.games.star_cartel import moves as star_cartel
from tabletop.games.star_trek import moves as star_trek
from tabletop.games.starfarers import moves as starfarers
from tabletop.games.thiefs_market import moves as thiefs_market

MOVES = {"cartographers": cartographers, "star-cartel": star_cartel, "starfarers": starfarers,
         "thiefs-market": thiefs_market, "star-trek": star_trek}


def named(module: ModuleType, action: Action) -> dict[str, object]:
    """Returns the action's parts by name, the ones it lacks left out."""
    return {k: v for k, v in dataclasses.asdict(module.parts(action)).items() if v is not None}


def listed_moves(game_id: str, seeds: int = 3, moves: int = 400, options: dict[str, object] | None = None) -> list[Action]:
    """Returns every move listed to the seat acting, over seeded random games (each move once)."""
    game = available_games()[game_id]
    seen: dict[Action, None] = {}
    for seed in range(seeds):
        players = {"cartographers": 1, "star-trek": 2}.get(game_id, 3 + seed % 2)
        session = Session(game, [SeatInfo(f"P{i}") for i in range(players)], options or {}, seed)
        rng = random.Random(seed)
        for _ in range(moves):
            if session.is_over():
                break
            seat = session.to_act()[0]
            legal = session.legal_actions(seat)
            seen.update(dict.fromkeys(legal))
            session.act(seat, rng.choice(legal))
    return list(seen)


@pytest.mark.parametrize("game_id", sorted(MOVES))
def test_every_listed_move_is_made_again_from_its_named_parts(game_id):
    module = MOVES[game_id]
    listed = listed_moves(game_id)
    assert len({a.kind for a in listed}) >= 3
    for action in listed:
        assert action.kind in module.LAYOUT, action
        assert module.make(action.kind, **named(module, action)) == action


def test_star_treks_battle_and_equipment_moves_are_made_again_from_their_named_parts():
    listed = listed_moves("star-trek", seeds=6, moves=900, options={"decks": "klingon,romulan"})
    listed += listed_moves("star-trek", seeds=6, moves=900, options={"decks": "federation_premiere,borg_call_to_arms"})
    kinds = {a.kind for a in listed}
    assert {"engage", "combat"} & kinds, kinds
    for action in listed:
        assert star_trek.make(action.kind, **named(star_trek, action)) == action


@pytest.mark.parametrize("game_id", sorted(MOVES))
def test_every_verb_the_rules_answer_has_its_arguments_named(game_id):
    game = available_games()[game_id]
    verbs = set().union(*(step.verbs for step in game.steps.values()))
    assert verbs <= set(MOVES[game_id].LAYOUT), verbs - set(MOVES[game_id].LAYOUT)


@pytest.mark.parametrize("module, kind, parts", [
    (star_trek, star_trek.BEAM, {"card": 12, "to": 40}),
    (star_trek, star_trek.ATTEMPT, {"mission": 3}),
    (star_trek, star_trek.ATTEMPT, {"mission": 3, "ship": 50}),
    (star_trek, "engage", {"card": 7, "ship": 51, "to": 90}),
    (star_trek, "combat", {"card": 7, "personnel": 33}),
    (star_trek, "interlink", {"card": 8, "skill": "Science"}),
    (thiefs_market, thiefs_market.STEAL, {"victim": 2}),
    (thiefs_market, thiefs_market.TAKE, {"pick": "marker"}),
    (thiefs_market, "pay", {"face": "red", "way": "gold"}),
    (star_cartel, star_cartel.LOAD, {"column": 3, "row": 0}),
    (star_cartel, star_cartel.FIXER_VERB, {"fixer": "largest"}),
    (starfarers, starfarers.BUILD, {"what": "booster"}),
    (starfarers, starfarers.BUILD, {"what": "colony_ship", "node": "v5_21"}),
    (starfarers, starfarers.STEP, {"ship": 4, "node": "v5_21"}),
    (cartographers, "monster", {"orientation": 5, "row": 0, "col": 9}),
    (cartographers, "domino", {"orientation": 1, "row": 3, "col": 4, "terrain": "forest"}),
    (cartographers, cartographers.SKILL_VERB, {"skill": "knowledge"}),
])
def test_a_move_made_by_name_reads_back_the_same_parts(module, kind, parts):
    action = module.make(kind, **parts)
    assert action.kind == kind
    assert named(module, action) == parts


@pytest.mark.parametrize("module, kind, parts, words", [
    (thiefs_market, thiefs_market.STEAL, {}, "needs its victim"),
    (thiefs_market, thiefs_market.STEAL, {"victim": 1, "card": "x"}, "takes no card"),
    (star_cartel, "dance", {}, "no move 'dance'"),
    (starfarers, starfarers.BUILD, {"node": "v5_21"}, "needs its what"),
])
def test_a_move_made_with_parts_its_verb_does_not_take_is_refused_by_name(module, kind, parts, words):
    with pytest.raises(ValueError, match=words):
        module.make(kind, **parts)


def test_a_number_given_as_digits_is_made_a_number_as_a_save_reads_it():
    assert starfarers.make("answer", what="2") == Action("answer", (2,))
    assert starfarers.make("answer", what="2") == Action.parse("answer 2")


def test_no_table_writes_a_moves_arguments_by_position():
    import re
    from pathlib import Path

    positional = re.compile(r'Action\("\w+",\s*\(')
    found = [f"{path}:{n}" for path in sorted(Path("tabletop/ui").rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if positional.search(line)]
    assert not found, found  # tables make moves by name: the game's make(VERB, **parts)
