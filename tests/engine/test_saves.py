"""Saves: written atomically, read back exactly; bad files named and never touched."""

import json
import random
from pathlib import Path

import pytest

from tabletop.engine.saves import FORMAT_VERSION, SaveError, save_session
from tabletop.saved_games import load_session, summarize
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


# --- one declared schema: a damaged save raises SaveError, names the field and is never touched -----------------

def _valid_doc() -> dict:
    from tabletop.engine.saves import session_to_json

    return session_to_json(played(actions=6))


def _write(tmp_path: Path, doc_or_text) -> tuple[Path, bytes, int]:
    path = tmp_path / "save.json"
    path.write_bytes(doc_or_text if isinstance(doc_or_text, bytes) else
                     doc_or_text.encode("utf-8") if isinstance(doc_or_text, str) else json.dumps(doc_or_text).encode())
    return path, path.read_bytes(), path.stat().st_mtime_ns


def _refused(path: Path, before: bytes, mtime_ns: int) -> SaveError:
    """Returns the SaveError both summarize and load_session raise, after checking the file is as it was."""
    with pytest.raises(SaveError) as listed:
        summarize(path)
    with pytest.raises(SaveError) as loaded:
        load_session(path)
    assert listed.value.reason == loaded.value.reason
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime_ns
    return listed.value


@pytest.mark.parametrize("to_act", [3, None, "0", [True], {"0": 1}])
def test_status_to_act_of_the_wrong_type_is_a_bad_field(tmp_path: Path, to_act):
    doc = _valid_doc()
    doc["status"]["to_act"] = to_act
    error = _refused(*_write(tmp_path, doc))
    assert error.reason.code == "save.bad_field" and error.reason.params["field"].startswith("status.to_act")


def test_status_naming_a_seat_that_is_not_there_is_a_bad_field(tmp_path: Path):
    doc = _valid_doc()
    doc["status"]["to_act"] = [-100]  # the Continue list would have shown names[-100]
    error = _refused(*_write(tmp_path, doc))
    assert error.reason.params == {"field": "status.to_act[0]", "detail": "there is no seat -100"}


@pytest.mark.parametrize("field, value", [("status", "over"), ("status", None), ("status", {"to_act": [0]}),
                                          ("tags", [1, 2]), ("tags", None), ("tags", {"daily": {"d": 1}})])
def test_status_or_tags_of_the_wrong_type_are_refused_not_rewritten(tmp_path: Path, field, value):
    doc = _valid_doc()
    doc[field] = value
    error = _refused(*_write(tmp_path, doc))
    assert error.reason.code == "save.bad_field" and error.reason.params["field"].startswith(field)


def test_a_deeply_nested_file_is_too_deep(tmp_path: Path):
    error = _refused(*_write(tmp_path, "[" * 100_000 + "]" * 100_000))
    assert error.reason.code == "save.too_deep"


@pytest.mark.parametrize("text", ['{"format": "tabletop-save", "seed": ' + "9" * 5000 + "}", '{"seed": 1e999}'])
def test_a_number_too_long_to_read_is_named(tmp_path: Path, text):
    error = _refused(*_write(tmp_path, text))
    assert error.reason.code == "save.number_too_long"


@pytest.mark.parametrize("where, value, field", [
    (("players", 1, "name"), 7, "players[1].name"),
    (("players", 1), {"kind": "person"}, "players[1].name"),
    (("players",), [], "players"),
    (("actions", 2), [0, "stop", 1], "actions[2]"),
    (("actions", 2, 0), "0", "actions[2][0]"),
    (("actions",), {"0": "stop"}, "actions"),
    (("seed",), True, "seed"),
    (("seed",), 1.5, "seed"),
    (("game",), None, "game"),
    (("options",), {"abilities": [True]}, "options.abilities"),
    (("options",), {"odd key": None}, 'options["odd key"]'),
    (("created",), 20260101, "created"),
    (("status", "over"), "no", "status.over"),
])
def test_a_bad_field_is_named_by_its_path(tmp_path: Path, where, value, field):
    doc = _valid_doc()
    node = doc
    for step in where[:-1]:
        node = node[step]
    node[where[-1]] = value
    error = _refused(*_write(tmp_path, doc))
    assert error.reason.code == "save.bad_field" and error.reason.params["field"] == field
    assert field in str(error.reason)


def test_a_missing_field_is_named(tmp_path: Path):
    doc = _valid_doc()
    del doc["actions"]
    error = _refused(*_write(tmp_path, doc))
    assert error.reason.params == {"field": "actions", "detail": "missing"}


@pytest.mark.parametrize("seat, field, name", [
    ({"name": "Bot", "kind": "bot", "bot": "genius"}, "players[2].bot", "genius"),
    ({"name": "Bot", "kind": "robot"}, "players[2].kind", "robot"),
    ({"name": "Bot", "kind": "bot", "bot": "line\nbreak"}, "players[2].bot", "line\\nbreak"),
])
def test_an_unknown_bot_or_seat_kind_is_refused_when_read(tmp_path: Path, seat, field, name):
    doc = _valid_doc()
    doc["players"][2] = seat
    error = _refused(*_write(tmp_path, doc))
    assert error.reason.code == "save.unknown_bot" and error.reason.params == {"field": field, "bot": name}
    assert "\n" not in str(error.reason)


@pytest.mark.parametrize("seat", [{"name": "Bot", "kind": "bot"}, {"name": "Bot", "kind": "bot", "bot": None},
                                  {"name": "Bot", "kind": "bot", "bot": "random"}, {"name": "Bot", "bot": "genius"}])
def test_a_bot_seat_without_a_bot_name_or_a_person_seat_loads(tmp_path: Path, seat):
    doc = _valid_doc()
    doc["players"][2] = seat
    path, before, _ = _write(tmp_path, doc)
    assert summarize(path).seats[2] == "Bot" and load_session(path)[0].seats[2].name == "Bot"


def test_replay_of_a_save_naming_an_unknown_bot_exits_2_in_one_line(tmp_path: Path, capsys):
    from tabletop.cli import main

    doc = _valid_doc()
    doc["players"][2]["bot"] = "genius"
    path, before, _ = _write(tmp_path, doc)
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "genius" in err and "players[2].bot" in err
    assert path.read_bytes() == before


def test_a_newer_save_is_named_before_its_fields_are_checked(tmp_path: Path):
    error = _refused(*_write(tmp_path, {"format": "tabletop-save", "format_version": FORMAT_VERSION + 1,
                                        "app_version": ["not", "text"], "players": "whatever"}))
    assert error.reason.code == "save.newer_version" and error.reason.params["app_version"] == "?"


def test_format_version_true_is_not_a_version(tmp_path: Path):
    error = _refused(*_write(tmp_path, {"format": "tabletop-save", "format_version": True}))
    assert error.reason.params["field"] == "format_version"


def test_extra_fields_are_allowed_and_reading_never_changes_the_file(tmp_path: Path):
    doc = _valid_doc()
    doc["snapshot"] = {"any": ["thing"]}  # a later version of the same format may add fields
    path, before, mtime_ns = _write(tmp_path, doc)
    assert summarize(path).actions == 6
    session, loaded = load_session(path)
    assert loaded["snapshot"] == {"any": ["thing"]} and len(session.log) == 6
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime_ns


def test_a_folder_named_like_a_save_is_unreadable(tmp_path: Path):
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(SaveError) as err:
        summarize(folder)
    assert err.value.reason.code == "save.unreadable"


def test_msgspec_is_imported_only_when_a_save_is_first_read(tmp_path: Path):
    import os
    import subprocess
    import sys

    path, _, _ = _write(tmp_path, _valid_doc())
    code = ("import sys\n"
            "import tabletop.engine.saves as saves, tabletop.ui.main_window\n"
            "from tabletop.bots import BOT_NAMES\n"
            "assert 'msgspec' not in sys.modules, 'imported at start-up'\n"
            f"saves.summarize(saves.Path({str(path)!r}), BOT_NAMES)\n"
            "assert 'msgspec' in sys.modules\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert proc.returncode == 0, proc.stderr


# --- the saves list: summaries from a side index, last play kept, leftovers cleared ---------------------------------

def test_a_save_naming_a_seat_that_is_not_there_says_so(tmp_path: Path):
    for seat in (-1, 3):
        doc = _valid_doc()
        doc["actions"][2][0] = seat
        error = _refused(*_write(tmp_path, doc))
        assert error.reason.code == "save.bad_field" and error.reason.params["field"] == "actions[2]"
        assert str(error.reason).endswith(f"there is no seat {seat}.")  # not "It is not Seat 0's turn"


def test_one_line_escapes_newlines_and_control_characters():
    from tabletop.engine.saves import one_line

    assert one_line("two\nlines\t.json") == "two\\nlines\\t.json"
    assert one_line("ゲーム.json") == "ゲーム.json"
    assert one_line("x" * 100, 10) == "x" * 9 + "…"


def _index(folder: Path) -> Path:
    """Returns where the tests keep the index of `folder`'s summaries: in a cache folder of its own, as the app."""
    from tabletop.engine.saves import SUMMARY_INDEX

    return folder.parent / f"{folder.name}-cache" / SUMMARY_INDEX


def _summaries(folder: Path) -> list:
    from tabletop.saved_games import list_saves

    return list_saves(folder, _index(folder))


def test_the_list_names_bot_seats_whose_turn_and_finished_games(tmp_path: Path):
    save_session(played(), tmp_path / "a.json")
    [summary] = _summaries(tmp_path)
    assert summary.seats == ("Aiko", "Ben", "Bot") and summary.bots == (False, False, True)
    assert summary.to_act == played().to_act() and not summary.over


def test_the_list_reads_summaries_from_its_index_without_decoding_a_save(tmp_path: Path, monkeypatch):
    from tabletop.engine import saves

    save_session(played(), tmp_path / "a.json")
    first = _summaries(tmp_path)
    assert _index(tmp_path).is_file()
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]  # nothing beside the saves but saves

    def no_decoding(path):
        raise AssertionError(f"{path} decoded again")

    monkeypatch.setattr(saves, "summarize", no_decoding)
    assert _summaries(tmp_path) == first


def test_a_save_written_since_the_last_list_is_read_again(tmp_path: Path):
    save_session(played(actions=10), tmp_path / "a.json")
    assert _summaries(tmp_path)[0].actions == 10
    save_session(played(actions=12), tmp_path / "a.json")
    assert _summaries(tmp_path)[0].actions == 12


def test_an_old_save_without_a_summary_lists_and_a_damaged_index_is_rebuilt(tmp_path: Path):
    import os

    doc = _valid_doc()
    del doc["status"], doc["played"]  # as written before either was kept
    path, before, _ = _write(tmp_path, doc)
    _index(tmp_path).parent.mkdir()
    damaged = {"version": 2, "folder": os.path.abspath(tmp_path), "saves": {"save.json": {"stamp": 3, "seats": [1]}}}
    _index(tmp_path).write_text(json.dumps(damaged))
    [summary] = _summaries(tmp_path)
    assert summary.actions == 6 and summary.updated == doc["updated"] and summary.to_act == ()
    assert _summaries(tmp_path) == [summary]  # now from the index
    assert path.read_bytes() == before
    _index(tmp_path).write_text("{ not json")
    assert _summaries(tmp_path) == [summary]
    _index(tmp_path).unlink()
    assert _summaries(tmp_path) == [summary] and _index(tmp_path).is_file()  # a missing one is made again


def test_a_damaged_save_is_listed_with_its_problem_never_indexed_and_never_written(tmp_path: Path):
    path, before, mtime_ns = _write(tmp_path, "{ nope")
    save_session(played(), tmp_path / "good.json")
    for _ in range(2):
        error = next(s for s in _summaries(tmp_path) if isinstance(s, SaveError))
        assert error.path == path and error.reason.code == "save.not_json"
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime_ns
    assert list(json.loads(_index(tmp_path).read_text())["saves"]) == ["good.json"]


def test_the_list_is_in_order_of_last_play_not_of_writing(tmp_path: Path):
    import os

    for name, played_at in (("old.json", "2025-01-01T10:00:00+00:00"), ("new.json", "2026-03-01T10:00:00+00:00"),
                            ("mid.json", "2025-06-01T10:00:00+09:00")):
        doc = _valid_doc()
        doc["played"] = played_at
        _write(tmp_path, doc)[0].rename(tmp_path / name)
    os.utime(tmp_path / "old.json")  # written last (e.g. copied): still listed by when it was played
    assert [s.path.name for s in _summaries(tmp_path)] == ["new.json", "mid.json", "old.json"]


def test_saving_again_without_a_move_keeps_the_time_of_last_play(tmp_path: Path):
    from tabletop.engine import saves

    session = played(actions=6)
    path = tmp_path / "a.json"
    save_session(session, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["played"] = "2025-01-01T10:00:00+00:00"
    path.write_text(json.dumps(doc), encoding="utf-8")
    saves._played.clear()  # as a later start of the app, which knows nothing of this game yet
    loaded, _ = load_session(path)
    save_session(loaded, path)  # opening it (the table saves at once) is not a move
    assert json.loads(path.read_text(encoding="utf-8"))["played"] == "2025-01-01T10:00:00+00:00"
    seat = loaded.to_act()[0]
    loaded.act(seat, loaded.legal_actions(seat)[0])
    save_session(loaded, path)
    assert json.loads(path.read_text(encoding="utf-8"))["played"] > "2026"


def test_leftover_temporary_files_are_cleared_and_saves_never(tmp_path: Path):
    import os
    import time

    from tabletop.engine.saves import OLD_SUMMARY_INDEX as SUMMARY_INDEX, clear_leftovers

    save_session(played(), tmp_path / "a.json")
    old = time.time() - 3600
    names = {"a.json.k3_9zqx1.tmp": old, f"{SUMMARY_INDEX}.ab12cd34.tmp": old,  # left by a killed app
             "b.json.young123.tmp": time.time(),  # another window may be writing it now
             "c.json": old, "notes.tmp": old, "a.json.tmp": old, "d.json.tooLongName.tmp": old}
    for name, when in names.items():
        if name != "c.json":
            (tmp_path / name).write_text("x")
        else:
            save_session(played(), tmp_path / name)
        os.utime(tmp_path / name, (when, when))
    removed = clear_leftovers(tmp_path)
    assert sorted(p.name for p in removed) == sorted([f"{SUMMARY_INDEX}.ab12cd34.tmp", "a.json.k3_9zqx1.tmp"])
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["a.json", "b.json.young123.tmp", "c.json", "notes.tmp", "a.json.tmp", "d.json.tooLongName.tmp"])
    assert load_session(tmp_path / "a.json") and load_session(tmp_path / "c.json")
    assert clear_leftovers(tmp_path / "missing") == []


def test_a_killed_write_leaves_a_file_the_next_start_clears(tmp_path: Path, monkeypatch):
    import os
    import time

    from tabletop.engine.saves import clear_leftovers, write_json_atomic

    def killed(src, dst):
        raise KeyboardInterrupt  # stands for the process dying between writing and renaming

    monkeypatch.setattr(os, "replace", killed)
    monkeypatch.setattr(Path, "unlink", lambda self, missing_ok=False: None)  # a killed process cleans nothing
    with pytest.raises(KeyboardInterrupt):
        write_json_atomic(tmp_path / "g.json", {"x": 1})
    monkeypatch.undo()
    [left] = list(tmp_path.iterdir())
    os.utime(left, (time.time() - 120, time.time() - 120))
    assert clear_leftovers(tmp_path) == [left] and not any(tmp_path.iterdir())


def test_an_index_an_older_version_left_beside_the_saves_is_never_read_and_is_cleared(tmp_path: Path):
    from tabletop.engine.saves import OLD_SUMMARY_INDEX, clear_leftovers

    save_session(played(actions=10), tmp_path / "a.json")
    info = (tmp_path / "a.json").stat()
    stale = {"version": 1, "saves": {"a.json": {  # what an older version wrote: its stamp still matches
        "stamp": [info.st_mtime_ns, info.st_size, info.st_ino], "game": "star-cartel", "seats": ["Old"],
        "bots": [False], "actions": 999, "played": "2020-01-01T00:00:00+00:00", "to_act": [0], "over": False}}}
    (tmp_path / OLD_SUMMARY_INDEX).write_text(json.dumps(stale), encoding="utf-8")
    [summary] = _summaries(tmp_path)
    assert summary.actions == 10 and summary.seats == ("Aiko", "Ben", "Bot")
    assert clear_leftovers(tmp_path) == [tmp_path / OLD_SUMMARY_INDEX]
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_the_index_of_another_folder_is_not_taken_for_this_ones(tmp_path: Path):
    from tabletop.saved_games import list_saves

    index = tmp_path / "cache" / "summaries.json"
    first, second = tmp_path / "first", tmp_path / "second"
    for folder, actions in ((first, 10), (second, 12)):
        folder.mkdir()
        save_session(played(actions=actions), folder / "a.json")
    assert [s.actions for s in list_saves(first, index)] == [10]

    def indexed_as(folder: Path) -> None:  # an entry whose stamp is that of `folder`'s a.json, and 999 actions
        doc = json.loads(index.read_text(encoding="utf-8"))
        info = (folder / "a.json").stat()
        doc["saves"]["a.json"].update(stamp=[info.st_mtime_ns, info.st_size, info.st_ino], actions=999)
        index.write_text(json.dumps(doc), encoding="utf-8")

    indexed_as(first)
    assert [s.actions for s in list_saves(first, index)] == [999]  # the index is what is read…
    indexed_as(second)
    assert [s.actions for s in list_saves(second, index)] == [12]  # …but only for the folder it indexes
    assert json.loads(index.read_text(encoding="utf-8"))["folder"].endswith("second")


def test_without_an_index_every_save_is_read_and_nothing_is_written(tmp_path: Path):
    from tabletop.saved_games import list_saves

    save_session(played(actions=10), tmp_path / "a.json")
    assert [s.actions for s in list_saves(tmp_path)] == [10]
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]
