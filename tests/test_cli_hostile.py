"""Hostile command lines: each ends at once with status 2 and one line on stderr, never a traceback or a hang."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import tabletop.cli as cli
from tabletop.cli import MAX_GAMES, main
from tests.test_cli import SIDE_A

HUGE = "100000000000000000000"  # past any machine word
POSIX = pytest.mark.skipif(sys.platform == "win32", reason="POSIX pipes, FIFOs and file names of raw bytes")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys, *argv: str) -> str:
    """Returns the one line a refused command printed (the test fails unless it was refused so)."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "", err
    assert err.startswith("tabletop: ") and err.count("\n") == 1 and err.endswith("\n"), err
    return err


def run_module(*argv: str, cwd: Path | None = None, **kwargs) -> subprocess.CompletedProcess[str]:
    """Runs `python -m tabletop ARGV` in a fresh process (for what in-process cannot show: a hang, a pipe)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **kwargs}
    return subprocess.run([sys.executable, "-m", "tabletop", *argv], text=True, env=env, cwd=cwd, timeout=120,
                          **streams)


def golden_save(game_id: str, path: Path) -> Path:
    """Returns `path`, where the golden save of a whole game of `game_id` (tests/golden) has been written."""
    golden = json.loads((Path(__file__).resolve().parent / "golden" / f"{game_id}.json").read_text(encoding="utf-8"))
    path.write_text(json.dumps(golden["save"]), encoding="utf-8")
    return path


@pytest.fixture
def no_games(monkeypatch):
    """Fails the test if a game is played: bad input is refused before the first game."""
    def played(*args):
        raise AssertionError("a game was played before the input was checked")

    monkeypatch.setattr(cli, "play_one", played)


def test_a_billion_games_are_refused_before_any_is_played(capsys, no_games):
    err = refused(capsys, "simulate", "star-cartel", "--players", "4", "--games", "1000000000")
    assert f"--games must be at most {MAX_GAMES:,}" in err


def test_the_games_are_asked_of_the_processes_a_few_at_a_time(monkeypatch):
    """With --jobs, a million games never stand in a queue of a million: a few per process are asked ahead."""
    import concurrent.futures
    from itertools import islice

    asked: list[int] = []
    real = concurrent.futures.ProcessPoolExecutor

    class Counting(real):  # type: ignore[misc, valid-type]
        def submit(self, fn, *args, **kwargs):
            asked.append(args[-1])
            return super().submit(fn, *args, **kwargs)

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", Counting)
    outcomes = cli._played("star-cartel", ["random"] * 3, {"abilities": False}, range(MAX_GAMES), 2)
    first = list(islice(outcomes, 3))
    outcomes.close()  # the rest are cancelled, not played
    assert [len(log) > 0 for log, _, _ in first] == [True] * 3
    assert len(asked) <= 3 + 4 * 2 and asked == list(range(len(asked)))
    assert first == [cli.play_one("star-cartel", ["random"] * 3, {"abilities": False}, seed) for seed in range(3)]


@pytest.mark.parametrize("option, value, words", [
    ("--players", HUGE, f"cannot be played by {HUGE} players"),
    ("--players", "-3", "cannot be played by -3 players"),
    ("--players", "0", "cannot be played by 0 players"),
    ("--games", HUGE, f"--games must be at most {MAX_GAMES:,}, not {HUGE}"),
    ("--games", "0", "--games must be at least 1"),
    ("--games", "-5", "--games must be at least 1"),
    ("--seed", HUGE, f"--seed must be at most {2**63 - 1:,}"),
    ("--seed", "-1", "--seed must be at least 0"),
    ("--jobs", "0", "--jobs must be at least 1"),
    ("--jobs", "-" + HUGE, "--jobs must be at least 1"),
    ("--games", "9" * 5000, "has too many digits"),  # past what int() reads
    ("--seed", "seven", "“seven” is not a whole number"),
    ("--players", "²", "“²” is not a whole number"),
    ("--option", "abilities=" + HUGE, f"not {HUGE}"),
    ("--option", "abilities=" + "9" * 5000, "the number has too many digits"),
    ("--option", "abilities=²", "neither true/false nor a whole number"),
    ("--option", "abilities=--5", "neither true/false nor a whole number"),
    ("--option", "abilities", "write NAME=VALUE"),
    ("--seats", "random,,random,random", "unknown bot ''"),
    ("--frobnicate", "1", "unrecognized arguments: --frobnicate"),
])
def test_every_numeric_option_refuses_what_it_cannot_take_in_one_line(capsys, no_games, option, value, words):
    argv = ["simulate", "star-cartel", "--players", "4", option, value]
    err = refused(capsys, *argv)
    assert words in err and len(err) < 300, err


def test_the_last_seed_may_not_run_past_the_largest(capsys, no_games):
    last = str(2**63 - 1)
    err = refused(capsys, "simulate", "star-cartel", "--players", "3", "--seed", last, "--games", "2")
    assert "goes past the last seed" in err


def test_more_jobs_than_cores_are_as_many_as_the_cores(capsys, monkeypatch):
    played_on: list[int] = []
    real = cli._played

    def counting(game_id, bot_names, options, seeds, jobs):
        played_on.append(jobs)
        return real(game_id, bot_names, options, seeds, jobs)

    monkeypatch.setattr(cli, "_played", counting)
    monkeypatch.setattr(cli.os, "cpu_count", lambda: 1)
    code, out, err = run(capsys, "simulate", "star-cartel", "--players", "3", "--games", "2", "--jobs", HUGE)
    assert code == 0 and err == "" and json.loads(out)["games"] == 2
    assert played_on == [1]


def test_a_save_dir_that_is_a_file_is_refused_before_any_game(capsys, tmp_path: Path, no_games):
    taken = tmp_path / "notes.txt"
    taken.write_text("mine", encoding="utf-8")
    err = refused(capsys, "simulate", "star-cartel", "--players", "3", "--games", "5", "--save-dir", str(taken))
    assert str(taken) in err and "not a folder" in err
    err = refused(capsys, "simulate", "star-cartel", "--players", "3", "--save-dir", str(taken / "saves"))
    assert str(taken / "saves") in err
    assert taken.read_text(encoding="utf-8") == "mine"


def test_a_save_dir_where_a_saves_name_is_a_folder_is_refused_before_any_game(capsys, tmp_path: Path, monkeypatch):
    (tmp_path / "star-cartel-12.json").mkdir()
    (tmp_path / "star-cartel-30.json").mkdir()  # outside the seeds played: in no one's way
    with monkeypatch.context() as patched:
        patched.setattr(cli, "play_one", lambda *args: pytest.fail("a game was played"))
        err = refused(capsys, "simulate", "star-cartel", "--players", "3", "--seed", "10", "--games", "5",
                      "--save-dir", str(tmp_path))
    assert "star-cartel-12.json is a folder" in err
    code, out, err = run(capsys, "simulate", "star-cartel", "--players", "3", "--seed", "13", "--games", "2",
                         "--save-dir", str(tmp_path))
    assert code == 0, err
    assert (tmp_path / "star-cartel-13.json").is_file() and (tmp_path / "star-cartel-14.json").is_file()


def test_a_missing_save_dir_is_made(capsys, tmp_path: Path):
    folder = tmp_path / "a" / "b"
    code, _, err = run(capsys, "simulate", "star-cartel", "--players", "3", "--save-dir", str(folder))
    assert code == 0, err
    assert [p.name for p in folder.iterdir()] == ["star-cartel-0.json"]


@POSIX
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_scoring_a_fifo_is_refused_not_waited_on(tmp_path: Path):
    fifo = tmp_path / "sheet.txt"
    os.mkfifo(fifo)
    done = run_module("cartographers", "score", str(fifo))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"tabletop: {fifo}: The file cannot be read: not a file.\n"


@POSIX
@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_scoring_dev_zero_is_refused_not_read_for_ever():
    done = run_module("cartographers", "score", "/dev/zero")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "tabletop: /dev/zero: The file cannot be read: not a file.\n"


def test_scoring_a_folder_or_a_huge_file_is_refused(capsys, tmp_path: Path):
    assert "not a file" in refused(capsys, "cartographers", "score", str(tmp_path))
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as f:
        f.truncate(2 << 20)  # sparse: a larger file would be read whole before it was refused
    assert "larger than 1 MB" in refused(capsys, "cartographers", "score", str(huge))


def test_a_sheet_of_other_bytes_than_utf8_is_refused_in_one_line(capsys, tmp_path: Path):
    sheet = tmp_path / "latin1.txt"
    sheet.write_bytes(SIDE_A.replace("my first map", "carte à moi").encode("latin-1"))
    assert "not UTF-8 text" in refused(capsys, "cartographers", "score", str(sheet))


def test_a_sheet_with_a_byte_order_mark_is_scored_as_without(capsys, tmp_path: Path):
    plain, marked = tmp_path / "plain.txt", tmp_path / "marked.txt"
    plain.write_text(SIDE_A.removeprefix("# my first map\n"), encoding="utf-8")
    marked.write_text(SIDE_A.removeprefix("# my first map\n"), encoding="utf-8-sig")  # Notepad's way
    assert marked.read_bytes().startswith(b"\xef\xbb\xbfside A")
    scores = []
    for sheet in (plain, marked):
        code, out, err = run(capsys, "cartographers", "score", str(sheet))
        assert code == 0, err
        scores.append(json.loads(out))
    assert scores[0] == scores[1] and scores[0]["side"] == "A"


@pytest.mark.parametrize("argv", [
    ["cartographers", "score", "{dir}/two\nlines.txt"],
    ["replay", "{dir}/two\nlines.json"],
    ["simulate", "star\ncartel", "--players", "3"],
    ["simulate", "star-cartel", "--players", "3", "--option", "x\ny=1"],
    ["simulate", "star-cartel", "--players", "3", "--seats", "a\nb,random,random"],
    ["simulate", "star-cartel", "--players", "3", "--save-dir", "{dir}/file\nname"],
])
def test_a_newline_in_a_name_is_shown_as_backslash_n(capsys, tmp_path: Path, argv):
    (tmp_path / "two\nlines.txt").write_text("side A\n", encoding="utf-8")
    (tmp_path / "two\nlines.json").write_text("[]", encoding="utf-8")
    (tmp_path / "file\nname").write_text("", encoding="utf-8")
    err = refused(capsys, *[a.replace("{dir}", str(tmp_path)) for a in argv])
    assert "\\n" in err


@pytest.mark.parametrize("argv, words", [
    (["--self-test", "--lang", "xx"], "argument --lang: invalid choice: 'xx'"),
    (["--self-test", "--frobnicate"], "unrecognized arguments: --frobnicate"),
    (["--self-test", "--screenshots", "{file}"], "not a folder"),
    (["--self-test", "--screenshots", "{file}/shots"], "--screenshots"),
])
def test_a_bad_self_test_line_is_refused_in_one_line(capsys, tmp_path: Path, argv, words):
    from tabletop.__main__ import main as entry_main

    taken = tmp_path / "taken.png"
    taken.write_bytes(b"not a folder")
    code = entry_main([a.replace("{file}", str(taken)) for a in argv])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1 and words in err, err
    assert taken.read_bytes() == b"not a folder"


@POSIX
@pytest.mark.parametrize("argv", [["replay", "{save}", "--moves"], ["replay", "{save}"],
                                  ["simulate", "star-cartel", "--players", "3", "--games", "2"]])
def test_a_reader_that_leaves_early_ends_the_command_quietly(tmp_path: Path, argv):
    save = golden_save("starfarers", tmp_path / "starfarers.json")
    read_end, write_end = os.pipe()
    os.close(read_end)  # as `| head -c 100` once it has read its 100 bytes
    try:
        done = run_module(*[a.replace("{save}", str(save)) for a in argv], stdout=write_end)
    finally:
        os.close(write_end)
    assert done.stderr == "" and done.returncode == 141


def test_ctrl_c_ends_a_command_with_one_line_and_status_130(capsys):
    from tabletop.console import exit_with

    def interrupted() -> int:
        raise KeyboardInterrupt

    with pytest.raises(SystemExit) as stop:
        exit_with(interrupted)
    assert stop.value.code == 130 and capsys.readouterr().err == "tabletop: interrupted\n"


@pytest.mark.skipif(sys.platform != "linux", reason="a file name of bytes that are not UTF-8 (Linux allows one)")
def test_a_save_whose_name_is_not_utf8_is_summarised_in_json(capsys, tmp_path: Path):
    odd = golden_save("star-trek", Path(os.fsdecode(bytes(tmp_path) + b"/\xff\xfe.json")))
    code, out, err = run(capsys, "replay", str(odd))
    assert code == 0, err
    assert json.loads(out)["file"] == str(odd)


def test_a_missing_command_and_an_unknown_one_are_refused_in_one_line(capsys):
    assert "no command given" in refused(capsys)
    assert "invalid choice: 'frobnicate'" in refused(capsys, "frobnicate")
    assert "no command given" in refused(capsys, "cartographers")
    assert "required: file" in refused(capsys, "replay")
