"""Saved decks: written atomically in the user data folder, listed by name; a damaged file is named in one line
and nothing else is lost; a deck with a problem is never saved."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.games.star_trek import deck_rules, deck_store
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.decks import premade_decks
from tabletop.messages import render

FED = premade_decks()["federation"]


def test_save_and_list_round_trip(tmp_path: Path):
    folder = deck_store.folder_of(tmp_path)
    saved = deck_store.save(folder, replace(FED, id="", name="Klingon test", basis="x"))
    assert saved.deck.id.startswith("saved-") and saved.deck.basis == ""
    assert saved.path.parent == folder and saved.path.name == "saved-klingon-test.json"
    again = deck_store.save(folder, replace(FED, id="", name="Klingon test"))
    assert again.path != saved.path  # a second deck of the same name gets its own file
    listed = deck_store.list_saved(folder)
    assert [s.deck.name for s in listed.decks] == ["Klingon test", "Klingon test"] and not listed.damaged
    assert {s.deck for s in listed.decks} == {saved.deck, again.deck}
    # Saving a saved deck again writes its own file.
    edited = deck_store.save(folder, replace(saved.deck, name="Renamed"))
    assert edited.path == saved.path
    assert sorted(p.name for p in folder.iterdir()) == ["saved-klingon-test-2.json", "saved-klingon-test.json"]
    deck_store.remove(folder, saved.deck.id)
    assert [s.deck.name for s in deck_store.list_saved(folder).decks] == ["Klingon test"]


def test_a_deck_with_a_problem_is_not_saved(tmp_path: Path):
    folder = deck_store.folder_of(tmp_path)
    short = deck_rules.remove(FED, next(c.id for c in CARDS.values() if c.title == "Lopez"))
    with pytest.raises(ValueError) as caught:
        deck_store.save(folder, short)
    note = caught.value.args[0]
    assert render(note.code, dict(note.params)) == "Draw deck: 34 (at least 35)"
    assert not folder.exists() or not any(folder.iterdir())


def test_damaged_files_are_named_one_line_each_and_the_rest_load(tmp_path: Path):
    folder = deck_store.folder_of(tmp_path)
    good = deck_store.save(folder, replace(FED, id="", name="Good"))
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    (folder / "other.json").write_text(json.dumps({"format": "something else"}), encoding="utf-8")
    (folder / "newer.json").write_text(json.dumps({"format": deck_store.FORMAT, "version": 99, "deck": {}}),
                                       encoding="utf-8")
    (folder / "cards.json").write_text(json.dumps({"format": deck_store.FORMAT, "version": 1,
                                                   "deck": {"id": "saved-x", "missions": 3}}), encoding="utf-8")
    (folder / "bytes.json").write_bytes(b"\xff\xfe\x00")
    (folder / "saved-good.json.abcdefgh.tmp").write_text("half", encoding="utf-8")  # a write cut short: not a deck
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    listed = deck_store.list_saved(folder)
    assert [s.deck for s in listed.decks] == [good.deck]
    lines = sorted(render(n.code, dict(n.params)) for n in listed.damaged)
    assert lines == [
        "The saved deck broken.json is damaged and was left out: it is not a saved deck",
        "The saved deck bytes.json is damaged and was left out: it is not a saved deck",
        "The saved deck cards.json is damaged and was left out: its cards cannot be read",
        "The saved deck newer.json is damaged and was left out: a newer version of the app wrote it",
        "The saved deck other.json is damaged and was left out: it is not a saved deck"]
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before  # nothing touched


def test_no_folder_yet_means_no_decks(tmp_path: Path):
    assert deck_store.list_saved(tmp_path / "missing") == deck_store.SavedDecks((), ())
