"""Statistics from a folder of saves: played and finished per game, wins by name, best and mean scores, scores over
time with Today's map marked; damaged saves counted and named, never fatal; a cache that spares replays and is
rebuilt when missing or damaged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.review import stats as stats_module
from tabletop.review.stats import collect, to_json
from tabletop.saved_games import load_session
from tests.review.games import played, saved


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    saves = tmp_path / "saves"
    saves.mkdir()
    solo = [played("cartographers", 1, seed=s, bot="greedy") for s in (1, 2, 3)]
    solo[1].tags = {"daily": "2026-11-21"}
    for k, session in enumerate(solo):
        saved(saves, f"carto-{k}.json", session)
    saved(saves, "carto-going.json", played("cartographers", 1, seed=9, moves=6))
    saved(saves, "cartel-done.json", played("star-cartel", 3, seed=4, people=2))
    saved(saves, "cartel-going.json", played("star-cartel", 3, seed=5, moves=10, people=2))
    (saves / "broken.json").write_text("{not json", encoding="utf-8")
    doc = json.loads((saves / "carto-0.json").read_text(encoding="utf-8"))
    doc["actions"][3][1] = "place 99 99 99 99 lava"
    (saves / "bad-move.json").write_text(json.dumps(doc), encoding="utf-8")
    return saves


def test_figures_per_game_with_damaged_saves_named(folder, tmp_path):
    found = collect(folder, tmp_path / "cache" / "statistics.json")
    assert found.saves == 8
    assert sorted(e.path.name for e in found.damaged) == ["bad-move.json", "broken.json"]
    carto = found.games["cartographers"]
    assert (carto.played, carto.finished) == (4, 3)
    finished = [load_session(folder / f"carto-{k}.json")[0] for k in range(3)]
    scores = [s.game.result(s.state).scores[0] for s in finished]
    assert sorted(s.score for s in carto.scores) == sorted(scores)
    assert carto.best is not None and carto.best.score == max(scores) and carto.best.player == "Aiko"
    assert carto.mean == pytest.approx(sum(scores) / 3)
    assert [s.daily for s in carto.scores].count(True) == 1
    assert carto.wins == {"Aiko": 3.0}
    cartel = found.games["star-cartel"]
    assert (cartel.played, cartel.finished) == (2, 1)
    assert sum(cartel.wins.values()) == pytest.approx(1.0)
    assert {s.player for s in cartel.scores} == {"Aiko", "Ben"}  # the people's scores, not the bot's
    printed = to_json(found, "cartographers")
    assert list(printed["games"]) == ["cartographers"] and len(printed["damaged"]) == 2
    assert all(d["problem"] and "{" not in d["problem"] for d in printed["damaged"])  # in words, not codes
    json.dumps(printed)


def same(a, b) -> bool:
    """Returns True when two readings give the same figures and name the same damaged saves."""
    return a.games == b.games and a.saves == b.saves and [e.path for e in a.damaged] == [e.path for e in b.damaged]


def test_the_cache_spares_replays_and_is_rebuilt_when_damaged(folder, tmp_path, monkeypatch):
    cache = tmp_path / "cache" / "statistics.json"
    first = collect(folder, cache)
    assert cache.is_file()
    replays: list[Path] = []
    real = stats_module._replayed
    monkeypatch.setattr(stats_module, "_replayed", lambda path: replays.append(path) or real(path))
    again = collect(folder, cache)
    assert same(again, first)
    assert sorted(p.name for p in replays) == ["bad-move.json"]  # a damaged save is read again each time
    replays.clear()
    cache.write_text("[damaged", encoding="utf-8")
    assert same(collect(folder, cache), first)
    assert len(replays) == 5  # every finished save replayed once more, and the cache written anew
    replays.clear()
    collect(folder, cache)
    assert sorted(p.name for p in replays) == ["bad-move.json"]


def test_a_save_written_since_is_read_again(folder, tmp_path):
    cache = tmp_path / "statistics.json"
    collect(folder, cache)
    saved(folder, "carto-0.json", played("cartographers", 1, seed=11, bot="greedy"))
    fresh = played("cartographers", 1, seed=11, bot="greedy")
    assert fresh.game.result(fresh.state).scores[0] in [s.score for s in collect(folder, cache).games[
        "cartographers"].scores]


def test_no_saves_no_figures(tmp_path):
    found = collect(tmp_path / "none", None)
    assert found.games == {} and found.damaged == () and found.saves == 0
    assert to_json(found, "star-trek")["games"]["star-trek"]["played"] == 0
