"""The headless commands users and CI rely on."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.games import available_games
from tabletop.messages import render
from tabletop.saved_games import load_session


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_prints_the_figures(capsys, tmp_path: Path):
    code, out, err = run(capsys, "simulate", "star-cartel", "--players", "4", "--games", "3", "--seed", "7",
                         "--save-dir", str(tmp_path))
    assert code == 0, err
    data = json.loads(out)
    for key in ("game", "players", "games", "seed", "actions", "seconds", "actions_per_second",
                "games_per_second", "mean_scores"):
        assert key in data
    assert data["game"] == "star-cartel" and data["games"] == 3 and len(data["mean_scores"]) == 4
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"star-cartel-{s}.json" for s in (7, 8, 9)]


def test_simulate_is_deterministic(capsys):
    a = json.loads(run(capsys, "simulate", "star-cartel", "--players", "3", "--games", "2", "--seed", "3")[1])
    b = json.loads(run(capsys, "simulate", "star-cartel", "--players", "3", "--games", "2", "--seed", "3")[1])
    assert a["actions"] == b["actions"] and a["mean_scores"] == b["mean_scores"]


def test_a_run_of_games_keeps_the_collector_paused_and_collects_its_cycles_every_few_games(capsys, monkeypatch):
    import gc

    from tabletop import cli

    monkeypatch.setattr(cli, "GAMES_PER_COLLECTION", 2)
    passes: list[int] = []
    # the passes made while the collector is paused: the run's own (the collector's own come only while it runs)
    seen = lambda phase, info: passes.append(info["generation"]) if phase == "start" and not gc.isenabled() \
        else None  # noqa: E731
    gc.callbacks.append(seen)
    try:
        code, out, err = run(capsys, "simulate", "star-trek", "--players", "2", "--games", "5", "--seed", "1")
    finally:
        gc.callbacks.remove(seen)
    assert code == 0, err
    assert passes == [0, 0]   # of the youngest generation, after games 2 and 4
    assert gc.isenabled()   # running again once the run is over


@pytest.mark.parametrize("argv, words", [
    (["simulate", "chess", "--players", "2"], "no game"),
    (["simulate", "star-cartel", "--players", "9"], "3 to 6 players"),
    (["simulate", "star-cartel", "--players", "4", "--option", "warp=1"], "no option"),
    (["simulate", "star-cartel", "--players", "4", "--option", "abilities=7"], "true or false"),
    (["simulate", "star-cartel", "--players", "4", "--bot", "genius"], "unknown bot"),
])
def test_bad_input_exits_2_with_one_line(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert words in err.lower() and err.count("\n") == 1


def test_replay_summarises_a_save(capsys, tmp_path: Path):
    run(capsys, "simulate", "star-cartel", "--players", "3", "--games", "1", "--seed", "5", "--save-dir", str(tmp_path))
    code, out, err = run(capsys, "replay", str(tmp_path / "star-cartel-5.json"))
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == "star-cartel" and len(data["seats"]) == 3
    assert data["actions"] > 20 and "result" in data and data["result"]["winners"]


@pytest.mark.parametrize("game_id, players", [("star-cartel", 3), ("cartographers", 2)])
def test_replay_lists_every_move_in_the_games_own_words(capsys, tmp_path: Path, game_id, players):
    """`replay --moves` names each move as its game does (describe_action), in English, with the seat's name."""
    game = available_games()[game_id]
    run(capsys, "simulate", game_id, "--players", str(players), "--seed", "2", "--save-dir", str(tmp_path))
    save = tmp_path / f"{game_id}-2.json"
    code, out, err = run(capsys, "replay", str(save), "--moves")
    assert code == 0, err
    data = json.loads(out)
    assert len(data["moves"]) == data["actions"] > 0
    names = [seat["name"] for seat in data["seats"]]
    session, _ = load_session(save)
    state = game.new_game(players, session.options, session.seed)
    for turn, listed in zip(session.log, data["moves"]):
        phrase = game.describe_action(game.view(state, turn.seat), turn.action)
        assert listed == {"seat": names[turn.seat],
                          "move": render(phrase.code, phrase.params, seat_name=lambda s: names[s])}
        assert "{" not in listed["move"] and phrase.code not in listed["move"] and phrase.code != "engine.move"
        game.apply(state, turn.seat, turn.action)
    code, out, err = run(capsys, "replay", str(save))
    assert "moves" not in json.loads(out)  # only when asked


OLD_SAVES = Path(__file__).resolve().parent / "saves_old"  # saves made by older commits (its README)


def test_replay_says_a_game_saved_by_an_older_version_was_replayed_under_todays_rules(capsys):
    code, out, err = run(capsys, "replay", str(OLD_SAVES / "starfarers-1-39dbf6d-mid-flight.json"))
    assert code == 0, err
    data = json.loads(out)
    assert data["replayed_from_older"] is True
    assert data["note"] == "Saved by an older version; replayed under today's rules."
    assert data["actions"] == 60 and data["to_act"] == ["Ben"]
    code, out, err = run(capsys, "replay", str(OLD_SAVES / "star-cartel-2-39dbf6d-mid-delivery.json"))
    assert json.loads(out)["replayed_from_older"] is False and "note" not in json.loads(out)


def test_replay_of_an_older_save_that_cannot_go_on_names_the_move_in_one_line(capsys):
    path = OLD_SAVES / "refused" / "star-trek-1-c7932f6-mid-attempt-late.json"
    before = path.read_bytes()
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "cannot go on under today's rules (version 2): its move 72, Aiko's “Pass”, no longer fits." in err
    assert path.read_bytes() == before


def test_replay_of_a_bad_file_exits_2_without_traceback_and_keeps_the_file(tmp_path: Path):
    bad = tmp_path / "broken.json"
    bad.write_text("{ not json", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "tabletop", "replay", str(bad)], capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stdout == ""
    assert "damaged at line 1" in proc.stderr and "Traceback" not in proc.stderr
    assert bad.read_text(encoding="utf-8") == "{ not json"


def test_a_game_of_one_player_count_is_for_that_many_players(capsys):
    code, out, err = run(capsys, "simulate", "star-trek", "--players", "3")
    assert code == 2 and out == ""
    assert err == "tabletop: Star Trek CCG, Second Edition cannot be played by 3 players: it is for 2 players.\n"


def test_replay_names_a_file_whose_name_holds_a_newline_on_one_line(capsys, tmp_path: Path):
    run(capsys, "simulate", "star-cartel", "--players", "3", "--games", "1", "--seed", "5", "--save-dir", str(tmp_path))
    doc = json.loads((tmp_path / "star-cartel-5.json").read_text(encoding="utf-8"))
    doc["actions"][2][0] = -1  # a seat that is not there
    odd = tmp_path / "two\nlines.json"
    odd.write_text(json.dumps(doc), encoding="utf-8")
    before = odd.read_bytes()
    code, out, err = run(capsys, "replay", str(odd))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "two\\nlines.json" in err  # the newline shown as \n
    assert "field “actions[2]”: there is no seat -1" in err and "Seat 0" not in err
    assert odd.read_bytes() == before


def test_replay_of_a_missing_file_exits_2(capsys, tmp_path: Path):
    code, out, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert code == 2 and "cannot be read" in err


SIDE_A = """# my first map
side A
FFF........
FF.^.......
........^..
...........
...........
.....^.....
...........
...........
..^........
.......^...
VVVV.......
"""


def test_cartographers_score_prints_every_card(capsys, tmp_path: Path):
    path = tmp_path / "map.txt"
    path.write_text(SIDE_A, encoding="utf-8")
    code, out, err = run(capsys, "cartographers", "score", str(path))
    assert code == 0, err
    data = json.loads(out)
    assert data["side"] == "A" and data["monsters"] == 0 and data["mountain_coins"] == 0
    assert set(data["cards"]) == {
        "sentinel_wood", "greenbough", "treetower", "stoneside_forest", "canal_lake", "mages_valley",
        "the_golden_granary", "shoreside_expanse", "wildholds", "great_city", "greengold_plains", "shieldgate",
        "borderlands", "lost_barony", "the_broken_road", "the_cauldrons"}
    assert data["cards"]["sentinel_wood"] == 4        # (0,0) (0,1) (0,2) (1,0)
    assert data["cards"]["greenbough"] == 2 + 3
    assert data["cards"]["great_city"] == 4 and data["cards"]["lost_barony"] == 6


def test_cartographers_score_of_a_bad_sheet_names_line_and_column(tmp_path: Path):
    path = tmp_path / "bad.txt"
    path.write_text(SIDE_A.replace("FF.^", "FF.F"), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "tabletop", "cartographers", "score", str(path)],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stdout == ""
    assert "Line 4, column 4" in proc.stderr and "mountain" in proc.stderr and "Traceback" not in proc.stderr
