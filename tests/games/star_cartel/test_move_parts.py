"""Star Cartel reads its moves by name (moves.parts): every legal move of seeded games with the ships' abilities
reads back the hub card loaded, the hub row jettisoned, the cargo scored or stashed and the fixer's choice."""

from __future__ import annotations

import copy
from collections import Counter

from tabletop.engine.action import Action
from tabletop.games.star_cartel.components import Cargo
from tabletop.games.star_cartel.moves import MoveParts, parts
from tabletop.games.star_cartel.rules import StarCartel
from tabletop.games.star_cartel.state import Fixer
from tabletop.games.star_cartel.view import StarCartelView
from tests.games.move_reading import check_every_argument_named, moments

GAME = StarCartel()
CARGO = {c.word for c in Cargo}
READ = {"load", "largest", "smallest", "stash", "jettison", "fixer"}


def check(view: StarCartelView, action: Action, seen: set[str]) -> None:
    """Asserts that the move's parts mean what the game means by it."""
    p, kind = parts(action), action.kind
    if kind == "load":
        assert p.column is not None and p.row is not None and 0 <= p.row < len(view.hub[p.column]), action
    elif kind == "jettison":
        assert p.row is not None and 0 <= p.row < max(len(column) for column in view.hub), action
    elif kind in ("largest", "smallest", "stash"):
        assert p.cargo in CARGO, action
    elif kind == "fixer":
        assert p.fixer in {f.value for f in Fixer}, action
    seen.add(kind)


def test_every_legal_move_of_seeded_games_reads_back_what_it_means():
    seen: set[str] = set()
    loads = 0
    for players in (3, 5):
        for seed in range(1, 7):
            for state, view, seat, legal in moments(GAME, players, seed, 400, options={"abilities": True}):
                check_every_argument_named(legal, parts)
                for action in legal:
                    check(view, action, seen)
                    if action.kind == "load" and loads < 20:  # the card loaded is the one at the column and row
                        p, after = parts(action), copy.deepcopy(state)
                        GAME.apply(after, seat, action)
                        assert p.column is not None and p.row is not None
                        if after.loads[seat]:  # (a full ship delivers at once: its hold is emptied)
                            gained = Counter(after.loads[seat]) - Counter(state.loads[seat])
                            assert gained == Counter([state.hub[p.column][p.row]]), action
                            loads += 1
    assert READ <= seen and loads == 20, READ - seen


def test_a_move_with_arguments_it_does_not_take_names_nothing():
    for text in ("load 1", "load x 2", "jettison", "jettison x", "fixer", "stash", "stop 1"):
        assert parts(Action.parse(text)) == MoveParts(), text
    assert parts(Action.parse("load 3 1")) == MoveParts(column=3, row=1)
