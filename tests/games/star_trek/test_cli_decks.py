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


def test_a_deck_file_plays_as_its_deck_and_the_save_replays_without_the_file(capsys, tmp_path: Path):
    code, text, err = run(capsys, "star-trek", "deck", "export", "klingon")
    assert code == 0, err
    deck_file = tmp_path / "mine.txt"
    deck_file.write_text(text.replace("# name: Klingon (Qo'noS)", "# name: My Klingons"), encoding="utf-8")
    code, out, err = run(capsys, "simulate", "star-trek", "--players", "2", "--games", "1", "--seed", "5",
                         "--bot", "random", "--option", f"decks={deck_file},romulan", "--save-dir", str(tmp_path))
    assert code == 0, err
    assert "My Klingons" in json.loads(out)["options"]["decks"]
    deck_file.unlink()  # the save holds the deck itself
    session, _ = load_session(tmp_path / "star-trek-5.json")
    assert session.is_over() and session.state.sides[1].deck_id == "romulan"


def test_a_deck_file_that_does_not_parse_is_refused_in_one_line_naming_its_line(capsys, tmp_path: Path):
    bad = tmp_path / "bad.txt"
    bad.write_text("Deck:\n1 Nonsense Card\n", encoding="utf-8")
    code, out, err = run(capsys, "simulate", "star-trek", "--players", "2", "--games", "1",
                         "--option", f"decks={bad},romulan")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "line 2" in err and "Nonsense Card" in err
