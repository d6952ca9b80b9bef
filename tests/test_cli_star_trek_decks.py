"""`tabletop-cli star-trek deck check FILE` and `deck export DECK_ID`: one JSON object, exit 0 legal, 1 not, 2 with
one line on stderr for a file that cannot be read or parsed; export writes a premade deck as a deck file."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.games.star_trek.deck_files import parse, same_cards
from tabletop.games.star_trek.decks import premade_decks


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("deck_id", sorted(premade_decks()))
def test_export_writes_a_deck_file_that_checks_legal(capsys, tmp_path: Path, deck_id):
    code, out, err = run(capsys, "star-trek", "deck", "export", deck_id)
    assert code == 0 and err == ""
    assert out.startswith("# Tabletop deck v1\n# name: ")
    assert same_cards(parse(out).deck, premade_decks()[deck_id])
    path = tmp_path / "d.txt"
    path.write_text(out, encoding="utf-8")
    code, out, err = run(capsys, "star-trek", "deck", "check", str(path))
    assert code == 0, err
    data = json.loads(out)
    assert data["legal"] is True and data["problems"] == [] and isinstance(data["warnings"], list)
    assert data["counts"]["missions"] == 5 and data["counts"]["draw_deck"] == 35
    assert data["counts"]["dilemma_pile"] == 20
    assert data["counts"]["line"] == "Missions 5/5 · Draw deck 35 (≥35) · Dilemmas 20 (≥20)"


def test_export_as_lackey_text(capsys):
    code, out, _ = run(capsys, "star-trek", "deck", "export", "federation", "--lackey")
    assert code == 0 and "\t" in out.splitlines()[0] and "Missions:" in out.splitlines()


def test_a_deck_with_a_problem_exits_1_with_its_lines(capsys, tmp_path: Path):
    text = run(capsys, "star-trek", "deck", "export", "federation")[1]
    lines = text.splitlines()
    lines.remove("2 Pinned Down")
    lines.append("1 Pinned Down")
    lines.remove("2 Lopez")
    lines.append("4 Lopez")
    path = tmp_path / "d.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    code, out, err = run(capsys, "star-trek", "deck", "check", str(path))
    assert code == 1 and err == ""
    data = json.loads(out)
    assert data["legal"] is False
    assert data["problems"] == ["Lopez: 4 copies (at most 3 per title)", "Dilemma pile: 19 (at least 20)"]
    assert data["counts"]["draw_deck"] == 37 and data["counts"]["dilemma_pile"] == 19


def test_warnings_are_listed_and_do_not_fail(capsys, tmp_path: Path):
    lines = run(capsys, "star-trek", "deck", "export", "federation")[1].splitlines()
    lines[lines.index("Deck:")] = "Missions:"  # the draw deck's cards under a second Missions: line
    path = tmp_path / "d.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    code, out, _ = run(capsys, "star-trek", "deck", "check", str(path))
    data = json.loads(out)
    assert code == 0 and data["legal"]  # each goes into the draw deck by its type, with a warning
    number = lines.index("1 Jean-Luc Picard, Explorer") + 1
    assert f"line {number}: Jean-Luc Picard, Explorer goes into the draw deck by its type" in data["warnings"]


@pytest.mark.parametrize("content, words", [
    (b"2 Qapla' Cannon\n1 Kronos One\n", "line 1: unknown card 'Qapla' Cannon'; line 2: 'Kronos One' is not supported"),
    (b"\xff\xfe", "not UTF-8"),
    (b"#" * 70000, "larger than 64 KiB"),
    (b"", "lists no card"),
])
def test_an_unparsable_file_exits_2_with_one_line(capsys, tmp_path: Path, content, words):
    path = tmp_path / "bad.txt"
    path.write_bytes(content)
    code, out, err = run(capsys, "star-trek", "deck", "check", str(path))
    assert code == 2 and out == ""
    assert words in err and err.count("\n") == 1


def test_an_unreadable_file_and_an_unknown_deck_exit_2(capsys, tmp_path: Path):
    for argv in (("star-trek", "deck", "check", str(tmp_path / "missing.txt")),
                 ("star-trek", "deck", "check", str(tmp_path)),
                 ("star-trek", "deck", "export", "kronos"),
                 ("star-trek", "deck")):
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == "" and err.count("\n") == 1, argv


def test_the_installed_command_exits_with_the_status(tmp_path: Path):
    path = tmp_path / "d.txt"
    path.write_text("1 Lopez\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "tabletop", "star-trek", "deck", "check", str(path)],
                          capture_output=True, text=True)
    assert proc.returncode == 1 and json.loads(proc.stdout)["legal"] is False and "Traceback" not in proc.stderr
