"""Star Trek reads its moves by name (moves.parts): every legal move of seeded games reads back the card it is made
with, where a beam or a move goes, the mission attempted and its ship, the skill named."""

from __future__ import annotations

from typing import NamedTuple

from tabletop.engine.action import Action
from tabletop.games.star_trek.components import SKILLS
from tabletop.games.star_trek.moves import MoveParts, parts
from tabletop.games.star_trek.rules import StarTrek
from tabletop.games.star_trek.state import owner_of
from tabletop.games.star_trek.view import StarTrekView
from tests.games.move_reading import check_every_argument_named, moments

GAME = StarTrek()
HAND_KINDS = {"play", "discard", "tuck"}
PEOPLE_KINDS = {"order", "aboard"}
# The kinds the table reads parts of (every move's first card: the chip clicked; an attempt's ship; every card).
READ = {"play", "discard", "tuck", "beam", "move", "attempt", "order", "aboard", "ship", "choose", "unchoose", "name"}


class Place(NamedTuple):
    """Where a card the view shows is: hand, mission, ship, surface (a mission's), crew (a ship's) or drawn."""

    zone: str
    mission: int | None  # the mission it is at (a mission: itself)
    ship: int | None  # the ship it is aboard


def places(view: StarTrekView) -> dict[int, Place]:
    """Returns where each card in the view is."""
    out: dict[int, Place] = {}
    for side in view.sides:
        for cv in side.hand or ():
            out[cv.uid] = Place("hand", None, None)
        for m in side.missions:
            out[m.uid] = Place("mission", m.uid, None)
            out.update((c.uid, Place("surface", m.uid, None)) for c in m.surface)
            for ship in m.ships:
                out[ship.uid] = Place("ship", m.uid, None)
                out.update((c.uid, Place("crew", m.uid, ship.uid)) for c in ship.crew)
    if view.attempt is not None:
        out.update((c.uid, Place("drawn", None, None)) for c in view.attempt.drawn or ())
    return out


def check(view: StarTrekView, seat: int, action: Action, seen: set[str]) -> None:
    """Asserts that the move's parts mean what the game means by it."""
    p, kind, at = parts(action), action.kind, places(view)
    if kind in HAND_KINDS:
        assert p.card is not None and at[p.card].zone == "hand" and owner_of(p.card) == seat, action
    elif kind == "beam":
        assert p.card is not None and p.to is not None and owner_of(p.card) == seat, action
        assert at[p.card].zone in ("surface", "crew") and at[p.to].zone in ("mission", "ship"), action
        assert at[p.to].mission == at[p.card].mission and p.to not in (at[p.card].ship, ), action
    elif kind == "move":
        assert p.ship is not None and p.to is not None and owner_of(p.ship) == seat, action
        assert at[p.ship].zone == "ship" and at[p.to].zone == "mission" and at[p.ship].mission != p.to, action
    elif kind == "attempt":
        assert p.mission is not None and at[p.mission].zone == "mission" and owner_of(p.mission) == seat, action
        assert p.ship is None or (at[p.ship].zone == "ship" and at[p.ship].mission == p.mission), action
    elif kind in PEOPLE_KINDS:
        assert p.card is not None and at[p.card].zone in ("surface", "crew") and owner_of(p.card) == seat, action
    elif kind == "ship":
        assert p.card is not None and at[p.card].zone == "ship", action
    elif kind in ("choose", "unchoose"):
        assert p.card is not None and at[p.card].zone == "drawn", action
    elif kind == "name":
        assert p.skill in SKILLS, action
    # The card the table clicks first: the one-card move's card, the ship moved, the mission attempted.
    first = {"move": p.ship, "attempt": p.mission}.get(kind, p.card)
    assert p.subject == first and set(p.cards) == {u for u in (p.card, p.ship, p.mission, p.to) if u is not None}
    seen.add(kind)


def test_every_legal_move_of_seeded_games_reads_back_what_it_means():
    seen: set[str] = set()
    attempts_with_ships = 0
    for seed in (5, 6):
        for state, view, seat, legal in moments(GAME, 2, seed, 500):
            check_every_argument_named(legal, parts)
            for action in legal:
                check(view, seat, action, seen)
                attempts_with_ships += action.kind == "attempt" and parts(action).ship is not None
    assert READ <= seen, READ - seen
    assert attempts_with_ships > 0


def test_a_move_with_arguments_it_does_not_take_names_nothing():
    for text in ("beam 1", "beam 1 2 3", "move 4", "attempt", "attempt 1 2 3", "play", "play 1 2", "name"):
        assert parts(Action.parse(text)) == MoveParts(), text
    assert parts(Action.parse("attempt 4 32")) == MoveParts(mission=4, ship=32)
    assert parts(Action.parse("attempt 4 32")).cards == (4, 32)
    assert parts(Action.parse("move 89 0")).subject == 89
    assert parts(Action.parse("name Physics")) == MoveParts(skill="Physics")
    assert parts(Action.parse("name Physics")).subject is None
