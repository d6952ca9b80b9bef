"""`tabletop-cli review SAVE [--seat N] --analyse` and `tabletop-cli stats [--game G]`: one JSON object; bad input
exits 2 with one line."""

from __future__ import annotations

import json

import pytest

from tabletop.cli import main
from tabletop.review import cli as review_cli
from tabletop.review.store import analysis_path
from tests.review.games import played, saved


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_review_analyses_the_persons_moves_of_a_game_in_progress(capsys, tmp_path):
    path = saved(tmp_path, "solo.json", played("cartographers", 1, seed=2, moves=6, bot="greedy"))
    code, out, err = run(capsys, "review", path, "--analyse")
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == "cartographers" and data["seat"] == 1 and data["unit"] == "stars"
    assert [m["index"] for m in data["moves"]] == list(range(6))
    for m in data["moves"]:
        assert set(m) >= {"index", "move", "value_played", "value_best", "best_move", "loss"}
        assert m["loss"] >= 0 and m["move"] and "place 0" not in m["move"]  # the game's words, not action text
    placed = [m for m in data["moves"] if m["value_played"] is not None]
    assert len(placed) == 3 and all(m["best_move"] for m in placed)
    assert "could not see" in data["honest"]
    assert analysis_path(path).is_file()
    code, out, _ = run(capsys, "review", path, "--analyse")  # the second time, from the file beside the save
    again = json.loads(out)
    assert again["moves"] == data["moves"] and again["seconds"] < data["seconds"]


def test_review_without_analysis_lists_a_seats_moves_after_the_end(capsys, tmp_path):
    session = played("star-cartel", 3, seed=4, people=2)
    path = saved(tmp_path, "cartel.json", session)
    code, out, err = run(capsys, "review", path, "--seat", "2")
    assert code == 0, err
    data = json.loads(out)
    assert data["seat"] == 2 and data["name"] == "Ben" and data["over"]
    assert [m["index"] for m in data["moves"]] == [k for k, t in enumerate(session.log) if t.seat == 1]


@pytest.mark.parametrize("make, argv, words", [
    (lambda: played("star-cartel", 3, seed=5, moves=10, people=2), [], "2 people at one screen"),
    (lambda: played("star-cartel", 3, seed=5, moves=10, people=1), ["--seat", "2"], "only aiko's own moves"),
    (lambda: played("star-cartel", 3, seed=5, people=2), ["--seat", "4"], "--seat must be 1 to 3"),
])
def test_review_refuses_in_one_line(capsys, tmp_path, make, argv, words):
    path = saved(tmp_path, "game.json", make())
    before = path.read_bytes()
    code, out, err = run(capsys, "review", path, "--analyse", *argv)
    assert code == 2 and out == "" and err.count("\n") == 1 and words in err.lower()
    assert path.read_bytes() == before and not analysis_path(path).exists()


def test_review_of_a_file_that_is_no_save(capsys, tmp_path):
    path = tmp_path / "x.json"
    path.write_text("{", encoding="utf-8")
    code, out, err = run(capsys, "review", path)
    assert code == 2 and err.count("\n") == 1 and "x.json" in err


def test_stats_prints_the_figures_of_a_folder(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(review_cli, "_user_folders", lambda: (tmp_path / "none", tmp_path / "cache"))
    saves = tmp_path / "saves"
    saved(saves, "a.json", played("cartographers", 1, seed=1, bot="greedy"))
    saved(saves, "b.json", played("star-cartel", 3, seed=1, moves=5))
    (saves / "c.json").write_text("nope", encoding="utf-8")
    code, out, err = run(capsys, "stats", "--saves", saves)
    assert code == 0, err
    data = json.loads(out)
    assert data["games"]["cartographers"]["finished"] == 1 and data["games"]["star-cartel"]["played"] == 1
    assert [d["file"] for d in data["damaged"]] == ["c.json"]
    code, out, _ = run(capsys, "stats", "--saves", saves, "--game", "star-cartel")
    assert list(json.loads(out)["games"]) == ["star-cartel"]
    assert (tmp_path / "cache" / "statistics.json").is_file()
    code, out, err = run(capsys, "stats", "--game", "chess")
    assert code == 2 and "no game" in err.lower() and err.count("\n") == 1
