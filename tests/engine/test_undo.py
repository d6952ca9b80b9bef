"""Undo restores the state kept at the undo floor and replays the turns after it: the same state a full replay
of the shortened log gives, for every game, at random moments of seeded games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.engine.action import Action
from tabletop.engine.contract import Game
from tabletop.engine.reason import IllegalAction
from tabletop.engine.session import SeatInfo, Session
from tabletop.engine.snapshot import snapshot
from tabletop.games import entries
from tabletop.registry import rules_of

# By id, each game's rules loaded in its own test: one game's broken import fails only its cases.
GAME_IDS = [e.id for e in entries() if e.rules]
# Each undo below is checked against a full replay, so a game costs the square of its length: a random Catan:
# Starfarers game runs to thousands of actions (the other games' random games stay near or under this), so the
# checks stop here.
LONG_GAME = 500  # each undo is checked by a full replay: the cost grows with the square of this


def game_of(game_id: str) -> Game[Any, Any]:
    return rules_of(next(e for e in entries() if e.id == game_id))


def all_options_on(game: Game[Any, Any]) -> dict[str, bool]:
    return {spec.name: True for spec in game.options if isinstance(spec.default, bool)}


def replayed(session: Session) -> Session:
    """Returns a session rebuilt from the seed by replaying `session`'s log (what undo did before floors)."""
    return Session.replay(session.game, session.seats, session.options, session.seed,
                          [(t.seat, t.action.text()) for t in session.log])


def assert_same(session: Session, where: str) -> None:
    full = replayed(session)
    assert snapshot(session.state) == snapshot(full.state), where
    assert session.undo_floor == full.undo_floor, where
    assert [t.events for t in session.log] == [t.events for t in full.log], where


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("options_on", [False, True], ids=["defaults", "all-options"])
def test_undo_at_random_moments_gives_the_state_a_full_replay_gives(game_id: str, options_on: bool) -> None:
    game = game_of(game_id)
    options = all_options_on(game) if options_on else {}
    undone = 0
    for seed in range(4):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        session = Session(game, [SeatInfo(f"P{i}") for i in range(players)], options, seed)
        rng = random.Random(seed)
        while not session.is_over() and len(session.log) < LONG_GAME:
            if session.can_undo() and rng.random() < 0.3:
                # Take back one or more moves (down to the floor), compare, then play on from there.
                for _ in range(rng.randint(1, 3)):
                    if not session.can_undo():
                        break
                    session.undo()
                    undone += 1
                    assert_same(session, f"seed {seed}, after undo at {len(session.log)}")
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
    assert undone > 0, "no moment to undo was found"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_loaded_game_undoes_like_a_live_one(game_id: str) -> None:
    game = game_of(game_id)
    checked = 0
    for seed in range(6):
        session = Session(game, [SeatInfo(f"P{i}") for i in range(min(game.max_players, game.min_players + 1))], {}, seed)
        rng = random.Random(seed)
        while not session.is_over() and checked < 12:
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
            if session.can_undo() and rng.random() < 0.3:
                loaded = replayed(session)  # as load_session builds it: no floor copy kept on the way
                loaded.undo()
                loaded.undo() if loaded.can_undo() else None
                assert_same(loaded, f"seed {seed} at {len(session.log)}")
                checked += 1
    assert checked > 0


def undoable_session() -> Session:
    """Returns a Star Cartel session late in a game, at a moment whose last move may be taken back."""
    game = game_of("star-cartel")
    for seed in range(50):
        session = Session(game, [SeatInfo(n) for n in "ABCD"], {}, seed)
        rng = random.Random(seed)
        while not session.is_over():
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
            if len(session.log) > 60 and session.can_undo():
                return session
    raise AssertionError("no undoable moment")


def test_undo_replays_only_the_turns_after_the_floor(monkeypatch: pytest.MonkeyPatch) -> None:
    session = undoable_session()
    game = session.game
    applied: list[Action] = []
    apply = game.apply

    def counting(state: Any, seat: int, action: Action) -> Any:
        applied.append(action)
        return apply(state, seat, action)

    def no_new_game(*args: Any) -> Any:
        raise AssertionError("undo rebuilt the game from the seed")

    monkeypatch.setattr(game, "apply", counting)
    monkeypatch.setattr(game, "new_game", no_new_game)
    after_floor = len(session.log) - session.undo_floor
    session.undo()
    assert len(applied) == after_floor - 1


def test_the_kept_floor_state_is_not_changed_by_play_after_an_undo() -> None:
    session = undoable_session()
    last = session.log[-1]
    for _ in range(3):  # undo, play again, undo again: each time from the same untouched floor copy
        session.undo()
        assert_same(session, "after undo")
        session.act(last.seat, last.action)
        assert_same(session, "after playing again")


def test_a_scenario_state_handed_in_is_where_undo_starts() -> None:
    game = game_of("star-cartel")
    scenario = game.new_game(4, {}, 99)  # not the session's seed: undo must not rebuild seed 1's table
    for seed in range(20):
        session = Session(game, [SeatInfo(n) for n in "ABCD"], {}, 1, state=game.copy_state(scenario))
        session._keep_floor = False  # no floor copy: undo has to rebuild from the start it was given
        rng = random.Random(seed)
        while not session.is_over() and not session.can_undo():
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
        if session.can_undo():
            break
    session.undo()
    expected = game.copy_state(scenario)
    for turn in session.log:
        game.apply(expected, turn.seat, turn.action)
    assert snapshot(session.state) == snapshot(expected)


def test_copy_state_is_independent_and_keeps_the_rng() -> None:
    game = game_of("star-cartel")
    state = game.new_game(3, {}, 5)
    copy = game.copy_state(state)
    assert snapshot(copy) == snapshot(state) and copy.rng is not state.rng
    copy.rng.random()
    copy.hub[0].append(0)
    assert snapshot(copy) != snapshot(state)
    clone = game.copy_state(state)
    assert clone.rng.random() == state.rng.random()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_redo_plays_the_undone_moves_again_exactly_until_another_move_is_made(game_id: str) -> None:
    game = game_of(game_id)
    count = max(next(e for e in entries() if e.id == game_id).min_players, 2)
    session = Session(game, [SeatInfo(f"P{i}") for i in range(count)], {}, 41)
    rng = random.Random(41)
    redone = 0
    while not session.is_over() and len(session.log) < LONG_GAME and redone < 6:
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
        taken: list[Any] = []
        while session.can_undo() and len(taken) < 2:
            taken.append((snapshot(session.state), session.log[-1]))
            session.undo()
        if not taken:
            continue
        for state, turn in reversed(taken):  # the last undone is played again first
            assert session.can_redo()
            events = session.redo()
            assert session.log[-1] == turn and events == turn.events and snapshot(session.state) == state
        assert not session.can_redo()
        redone += 1
    assert redone >= 1, "no move could be taken back to try Redo"
    # Another move after an undo ends Redo: what was taken back is gone.
    while not session.can_undo() and not session.is_over():
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    if session.can_undo():
        session.undo()
        seat = session.to_act()[0]
        session.act(seat, session.legal_actions(seat)[0])
        assert not session.can_redo()
        with pytest.raises(IllegalAction) as refused:
            session.redo()
        assert refused.value.reason.code == "engine.redo_nothing"
