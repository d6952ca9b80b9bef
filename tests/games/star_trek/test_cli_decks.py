"""`tabletop-cli simulate star-trek --option decks=A,B`: seat 1 plays A, seat 2 B (premade ids; a bad one is one
line on stderr), and the save holds the decks so it replays without any file."""

import json
from pathlib import Path

from tabletop.cli import main
from tabletop.saved_games import load_session


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_plays_the_named_premade_decks(capsys, tmp_path: Path):
    code, out, err = run(capsys, "simulate", "star-trek", "--players", "2", "--games", "1", "--seed", "4",
                         "--bot", "random", "--option", "decks=klingon,romulan", "--save-dir", str(tmp_path))
    assert code == 0, err
    assert json.loads(out)["options"]["decks"] == "klingon,romulan"
    session, _ = load_session(tmp_path / "star-trek-4.json")
    assert [side.deck_id for side in session.state.sides] == ["klingon", "romulan"] and session.is_over()


def test_an_unknown_deck_is_refused_in_one_line(capsys):
    code, out, err = run(capsys, "simulate", "star-trek", "--players", "2", "--games", "1",
                         "--option", "decks=klingon,vulcan")
    assert code != 0 and out == "" and len(err.strip().splitlines()) == 1 and "vulcan" in err
