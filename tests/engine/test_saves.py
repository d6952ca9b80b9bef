"""Saves: written atomically, read back exactly; bad files named and never touched."""

import json
import random
from pathlib import Path

import pytest

from tabletop.engine.saves import FORMAT_VERSION, SaveError, load_session, save_session, summarize
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.engine.snapshot import snapshot
from tabletop.games.star_cartel import GAME


def played(seed=4, actions=30):
    session = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Bot", SeatKind.BOT, "greedy")], {}, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


def test_save_is_plain_json_with_version_seed_seats_and_log(tmp_path: Path):
    session = played()
    path = tmp_path / "a.json"
    save_session(session, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == "tabletop-save" and doc["format_version"] == FORMAT_VERSION
    assert doc["game"] == "star-cartel" and doc["seed"] == 4
    assert doc["players"][2] == {"name": "Bot", "kind": "bot", "bot": "greedy"}
    assert len(doc["actions"]) == 30 and all(isinstance(a[1], str) for a in doc["actions"])
    loaded, _ = load_session(path)
    assert snapshot(loaded.state) == snapshot(session.state)
    assert loaded.seats == session.seats


def test_summary_reads_whose_turn_without_replaying(tmp_path: Path):
    session = played()
    save_session(session, tmp_path / "a.json")
    summary = summarize(tmp_path / "a.json")
    assert summary.seats == ("Aiko", "Ben", "Bot") and summary.actions == 30
    assert summary.to_act == session.to_act()


def _broken(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text, code", [
    ('{"format": "tabletop-save", "format_version": 1, ', "save.not_json"),
    ('[1, 2, 3]', "save.not_a_save"),
    ('{"hello": "world"}', "save.not_a_save"),
    ('{"format": "tabletop-save", "format_version": 99, "app_version": "9.0"}', "save.newer_version"),
    ('{"format": "tabletop-save", "format_version": 1, "game": "chess", "seed": 1, "players": [{"name": "A"}],'
     ' "actions": []}', "save.unknown_game"),
    ('{"format": "tabletop-save", "format_version": 1, "game": "star-cartel", "seed": "x", "players": [],'
     ' "actions": []}', "save.bad_field"),
    ('{"format": "tabletop-save", "format_version": 1, "game": "star-cartel", "seed": 1,'
     ' "players": [{"name": "A"}, {"name": "B"}], "actions": []}', "engine.bad_player_count"),
])
def test_bad_files_name_the_problem_and_stay_untouched(tmp_path: Path, text, code):
    path = _broken(tmp_path, text)
    with pytest.raises(SaveError) as err:
        load_session(path)
    assert err.value.reason.code == code
    assert path.read_text(encoding="utf-8") == text


def test_damaged_json_names_line_and_column(tmp_path: Path):
    path = _broken(tmp_path, '{\n  "format": "tabletop-save",\n  oops\n}')
    with pytest.raises(SaveError) as err:
        load_session(path)
    assert err.value.reason.params["line"] == 3
    assert "line 3" in str(err.value)


def test_replay_failure_names_the_first_bad_action(tmp_path: Path):
    session = played(actions=12)
    path = tmp_path / "a.json"
    save_session(session, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["actions"][7][1] = "stash gold"
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_session(path)
    assert err.value.reason.code == "save.bad_action"
    assert err.value.reason.params["index"] == 8
    assert path.read_bytes() == before


def test_atomic_write_leaves_no_temp_files(tmp_path: Path):
    session = played()
    for _ in range(3):
        save_session(session, tmp_path / "a.json")
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]
