"""Saves carry their game's rules version and the digest of the state they replay to. An older save goes on
whenever today's rules replay its moves, saying so; a newer one only when it replays to the same state
(saves.py's docstring says why)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import tabletop.messages  # noqa: F401  (reasons read as English text, as in the app and the CLI)
from tabletop.engine.saves import SaveError, save_session, session_to_json
from tabletop.saved_games import load_session
from tabletop.engine.session import SeatInfo, Session
from tabletop.engine.snapshot import canonical, digest, snapshot
from tabletop.games.star_cartel import GAME


def played(seed: int = 4, actions: int = 40) -> Session:
    session = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")], {}, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


def written(tmp_path: Path, doc: dict[str, Any]) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def refused(path: Path) -> SaveError:
    """Returns the SaveError of loading `path`, after checking the file was left as it was."""
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_session(path)
    assert path.read_bytes() == before
    return err.value


def test_a_save_names_the_rules_version_and_the_digest_of_its_state(tmp_path: Path) -> None:
    session = played()
    doc = session_to_json(session)
    assert doc["rules_version"] == GAME.rules_version == 2
    assert doc["digest"] == digest(session.state) and doc["digest"].startswith("sha256:")
    loaded, _ = load_session(written(tmp_path, doc))
    assert not loaded.replayed_from_older and digest(loaded.state) == doc["digest"]


def test_the_same_rules_version_replays_as_always_its_digest_unconsulted(tmp_path: Path) -> None:
    """The log is the game under the same rules: a state may gain a field without a new rules version (see
    test_old_saves.py's Cartographers save), and a digest anyone may recompute vouches for nothing."""
    doc = session_to_json(played())
    doc["digest"] = "sha256:" + "0" * 64
    loaded, _ = load_session(written(tmp_path, doc))
    assert not loaded.replayed_from_older and len(loaded.log) == len(doc["actions"])


def test_an_older_save_that_replays_to_the_same_state_loads_saying_so_and_the_next_save_writes_todays_version(
        tmp_path: Path) -> None:
    session = played()
    doc = session_to_json(session)
    doc["rules_version"] = 1
    path = written(tmp_path, doc)
    loaded, _ = load_session(path)
    assert snapshot(loaded.state) == snapshot(session.state) and loaded.replayed_from_older
    save_session(loaded, path)
    assert json.loads(path.read_text(encoding="utf-8"))["rules_version"] == GAME.rules_version
    again, _ = load_session(path)
    assert not again.replayed_from_older


def test_an_older_save_whose_digest_differs_but_whose_moves_replay_loads_saying_so(tmp_path: Path) -> None:
    session = played()
    doc = session_to_json(session)
    doc["rules_version"] = 1
    doc["digest"] = "sha256:" + "ab" * 32  # e.g. today's state has a field the older one had not
    path = written(tmp_path, doc)
    before = path.read_bytes()
    loaded, _ = load_session(path)
    assert loaded.replayed_from_older and snapshot(loaded.state) == snapshot(session.state)
    assert path.read_bytes() == before  # loading writes nothing; the first move's autosave will


def test_a_newer_save_that_replays_to_another_state_is_refused_naming_game_and_versions(tmp_path: Path) -> None:
    doc = session_to_json(played())
    doc["rules_version"] = GAME.rules_version + 1
    doc["digest"] = "sha256:" + "ab" * 32
    error = refused(written(tmp_path, doc))
    assert error.reason.code == "save.rules_changed"
    assert error.reason.params == {"game": "star-cartel", "saved": GAME.rules_version + 1,
                                   "current": GAME.rules_version}
    assert f"rules version {GAME.rules_version + 1}" in str(error)
    assert f"rules version {GAME.rules_version}" in str(error)
    assert "This Star Cartel save" in str(error)  # the game by its title, not its id


@pytest.mark.parametrize("digested", [True, False])
def test_an_older_save_with_a_move_no_longer_legal_is_refused_naming_the_move(tmp_path: Path, digested: bool) -> None:
    doc = session_to_json(played())
    doc["rules_version"] = 1
    seat = doc["actions"][3][0]
    doc["actions"].insert(3, [seat, "fixer largest"])
    if not digested:  # saved before digests: the same
        del doc["digest"]
    error = refused(written(tmp_path, doc))
    assert error.reason.code == "save.older_move_refused"
    params = error.reason.params
    assert params["index"] == 4 and params["player"] == ("Aiko", "Ben", "Chiara")[seat]
    assert params["move"].code == "cartel.move.fixer_largest"  # the move in the game's words
    text = str(error.reason)
    assert text.startswith("This Star Cartel game was saved by an older version (rules version 1) and cannot go on "
                           f"under today's rules (version {GAME.rules_version}): its move 4, ")
    assert "The file was left as it is." in text and "\n" not in text


def test_an_older_save_with_an_unknown_action_is_refused_naming_its_text(tmp_path: Path) -> None:
    doc = session_to_json(played())
    doc["rules_version"] = 1
    doc["actions"].insert(5, [doc["actions"][5][0], "warp 9"])
    error = refused(written(tmp_path, doc))
    assert error.reason.code == "save.older_move_refused" and error.reason.params["index"] == 6
    assert "its move 6" in str(error.reason) and "“warp 9”" in str(error.reason)


def test_a_newer_save_that_cannot_replay_the_log_is_refused_as_changed_rules(tmp_path: Path) -> None:
    doc = session_to_json(played())
    doc["rules_version"] = GAME.rules_version + 1
    doc["actions"].insert(3, [doc["actions"][3][0], "fixer largest"])
    assert refused(written(tmp_path, doc)).reason.code == "save.rules_changed"


def test_the_same_rules_that_cannot_replay_name_the_bad_action(tmp_path: Path) -> None:
    doc = session_to_json(played())
    doc["actions"].insert(3, [doc["actions"][3][0], "fixer largest"])
    error = refused(written(tmp_path, doc))
    assert error.reason.code == "save.bad_action" and error.reason.params["index"] == 4


def test_an_older_save_without_a_digest_loads_saying_so(tmp_path: Path) -> None:
    session = played()
    doc = session_to_json(session)
    del doc["rules_version"], doc["digest"]  # as saves were written before rules versions
    path = written(tmp_path, doc)
    loaded, _ = load_session(path)
    assert snapshot(loaded.state) == snapshot(session.state) and loaded.replayed_from_older
    save_session(loaded, path)  # the next autosave: today's version and a digest, so not said next time
    again, _ = load_session(path)
    assert not again.replayed_from_older


def test_a_newer_save_without_a_digest_is_refused(tmp_path: Path) -> None:
    doc = session_to_json(played())
    doc["rules_version"] = GAME.rules_version + 1
    del doc["digest"]
    assert refused(written(tmp_path, doc)).reason.code == "save.rules_changed"


def test_a_newer_save_with_a_matching_digest_loads(tmp_path: Path) -> None:
    doc = session_to_json(played())
    doc["rules_version"] = GAME.rules_version + 1
    loaded, _ = load_session(written(tmp_path, doc))
    assert not loaded.replayed_from_older


@pytest.mark.parametrize("field, value", [
    ("rules_version", 0), ("rules_version", "2"), ("rules_version", None), ("digest", "abc"),
    ("digest", "sha256:" + "A" * 64), ("digest", None), ("digest", 5),
])
def test_a_damaged_version_or_digest_is_named_damage(tmp_path: Path, field: str, value: Any) -> None:
    doc = session_to_json(played(actions=5))
    doc[field] = value
    error = refused(written(tmp_path, doc))
    assert error.reason.code == "save.bad_field" and error.reason.params["field"] == field


def test_the_digest_is_of_the_whole_state_rng_included() -> None:
    state = GAME.new_game(3, {}, 1)
    other = GAME.copy_state(state)
    assert digest(other) == digest(state)
    other.rng.random()
    assert digest(other) != digest(state)


def test_canonical_data_sorts_sets_and_keeps_number_keys_apart_from_text_keys() -> None:
    assert canonical({"b": {3, 1, 2}, "a": frozenset({"y", "x"})}) == {"b": [1, 2, 3], "a": ["x", "y"]}
    assert canonical({1: "one", "1": "text"}) == {"1": "one", '"1"': "text"}
    assert canonical(0.1) == "0.1"
    with pytest.raises(TypeError, match="object"):
        canonical(object())


def test_the_digest_is_the_same_in_another_process_with_other_string_hashing() -> None:
    code = ("from tabletop.games.star_cartel import GAME; from tabletop.engine.snapshot import digest;"
            "print(digest({'s': {'x', 'y', 'z', 'food', 'plants'}, 'state': GAME.new_game(4, {}, 7)}))")
    here = digest({"s": {"x", "y", "z", "food", "plants"}, "state": GAME.new_game(4, {}, 7)})
    for hash_seed in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                             env={**os.environ, "PYTHONHASHSEED": hash_seed})
        assert out.stdout.strip() == here


@pytest.mark.parametrize("saved_version, code", [(1, "save.rules_changed"), (None, "save.replay_failed")])
def test_a_game_that_fails_replaying_other_rules_reports_changed_rules(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, saved_version: int | None, code: str) -> None:
    doc = session_to_json(played())
    if saved_version is not None:
        doc["rules_version"] = saved_version
    path = written(tmp_path, doc)
    apply = GAME.apply
    calls = []

    def failing(state: Any, seat: int, action: Any) -> Any:
        calls.append(action)
        if len(calls) == 10:  # today's rules trip over a move they no longer expect
            raise ValueError("no such effect")
        return apply(state, seat, action)

    monkeypatch.setattr(GAME, "apply", failing)
    assert refused(path).reason.code == code
