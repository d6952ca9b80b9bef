"""What a view tells for planning: each mission's requirements against its owner's crew there, and what each move
of a ship costs in Range."""

import random

from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek import GAME
from tabletop.games.star_trek.crew import meets, move_cost, personnel_at_mission, skills_of
from tabletop.games.star_trek.state import owner_of


def _states(seeds=range(3), limit=900, every=15):
    for seed in seeds:
        session, rng = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, seed), random.Random(seed)
        for step in range(limit):
            if session.is_over():
                break
            seat = session.to_act()[0]
            if step % every == 0:
                yield session
            session.act(seat, rng.choice(session.legal_actions(seat)))


def _met(needs) -> bool:
    groups: dict[int, bool] = {}
    for n in needs:
        if n.either:
            groups[n.either] = groups.get(n.either, False) or n.have >= n.need
        elif n.have < n.need:
            return False
    return all(groups.values())


def test_each_missions_needs_sum_its_owners_crew_and_agree_with_the_rules():
    checked = 0
    for session in _states():
        state = session.state
        for side in GAME.view(state, None).sides:
            for m in side.missions:
                req = state.card(m.uid).requirements
                if req is None or m.completed:
                    assert m.needs == ()
                    continue
                crew = [p for p in personnel_at_mission(state, m.uid, owner_of(m.uid)) if p not in state.stopped]
                assert _met(m.needs) == meets(state, req, crew, facing=False)
                for n in m.needs:
                    if n.kind == "skill":
                        assert n.have == sum(skills_of(state, p, facing=False).get(n.what, 0) for p in crew)
                checked += 1
    assert checked


def test_each_ship_knows_what_a_move_costs_and_legal_moves_fit_its_range():
    moves = 0
    for session in _states():
        state = session.state
        seat = session.to_act()[0]
        ships = {s.uid: s for side in GAME.view(state, seat).sides for m in side.missions for s in m.ships}
        for ship in ships.values():
            assert dict(ship.costs) == {d: move_cost(state, state.loc[ship.uid], d)
                                        for side in state.sides for d in side.missions if d != state.loc[ship.uid]}
        for action in session.legal_actions(seat):
            if action.kind == "move":
                ship = ships[action.args[0]]
                assert dict(ship.costs)[action.args[1]] <= ship.range_left
                moves += 1
    assert moves
