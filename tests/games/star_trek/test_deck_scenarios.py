"""Rule scenarios 42–44 of notes §7: the deck builder's rules from a copy of the Klingon deck, an import refused
with nothing lost, and export with the Lackey text (the window's part of 42–43 is in tests/ui/test_deck_builder.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.games.star_trek import deck_files, deck_rules, deck_store
from tabletop.games.star_trek.card_names import find
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.decks import premade_decks
from tabletop.messages import render

KLINGON = premade_decks()["klingon"]


def cid(title: str) -> str:
    return next(c.id for c in CARDS.values() if c.title == title)


def text(note: deck_rules.Note | None) -> str:
    assert note is not None
    return render(note.code, dict(note.params))


def test_scenario_42_deck_builder():
    deck = replace(KLINGON, id="", name="Klingon copy", basis="")
    assert deck_rules.counts(deck) == (5, 35, 20)
    deck = deck_rules.add(deck, cid("Meraht"))  # a third Meraht
    assert "Draw deck 36 (≥35)" in text(deck_rules.counts(deck).line())
    deck = deck_rules.add(deck, cid("Kroval"))  # a third Kroval
    assert deck_rules.counts(deck).draw_deck == 37
    assert text(deck_rules.why_not_add(deck, cid("Kroval"))) == "Kroval: 4 copies (at most 3 per title)"
    with pytest.raises(ValueError):
        deck_rules.add(deck, cid("Kroval"))
    assert dict(deck.draw_deck)[cid("Kroval")] == 3
    assert deck_rules.check(deck).legal
    four = deck_rules.remove(deck, cid("Cruses System"))
    assert [text(n) for n in deck_rules.check(four).problems] == ["Missions: 4 (exactly 5)"]
    assert text(deck_rules.why_not_add(four, cid("Khitomer"))) == "Khitomer is already among the missions"
    short = deck_rules.remove(deck, cid("Pinned Down"))
    assert [text(n) for n in deck_rules.check(short).problems] == ["Dilemma pile: 19 (at least 20)"]
    with pytest.raises(ValueError):
        deck_store.save(Path("/nonexistent/never"), short)  # refused before any file is touched
    for typed, problem in (("Kronos One", "Kronos One is a Second Edition card this app does not support"),
                           ("Qapla' Cannon", "Qapla' Cannon: no card of that name")):
        found = find(typed)
        assert found.card is None
        assert render(found.problem, {"card": typed, "n": found.matches}) == problem
    assert text(deck_rules.why_not_add(four, cid("Unicomplex"))) == "Unicomplex allows no other headquarters (Qo'noS)"
    hqs = replace(deck, missions=(cid("Qo'noS"), cid("Romulus"), cid("Earth"), cid("Khitomer"), cid("Nequencia System")))
    check = deck_rules.check(hqs)
    assert check.legal  # 3 headquarters and 2 others
    assert "No space mission: no win by points" in [text(n) for n in check.warnings]


def test_scenario_43_import_refused_nothing_lost(tmp_path: Path):
    folder = deck_store.folder_of(tmp_path)
    saved = deck_store.save(folder, replace(KLINGON, id="", name="Klingon test"))
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    lines = deck_files.export(KLINGON).splitlines()
    lines[23], lines[30] = "2 Qapla' Cannon", "1 Kronos One"
    path = tmp_path / "k.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(deck_files.DeckFileError) as caught:
        deck_files.read(path)
    assert str(caught.value) == "line 24: unknown card 'Qapla' Cannon'; line 31: 'Kronos One' is not supported"
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    assert deck_store.list_saved(folder).decks[0].deck == saved.deck


def test_scenario_44_export_and_lackey_text():
    text_out = deck_files.export(KLINGON)
    lines = text_out.splitlines()
    assert lines[:3] == ["# Tabletop deck v1", "# name: Klingon (Qo'noS)", "Missions:"]
    missions = lines[3:lines.index("Dilemmas:")]
    dilemmas = lines[lines.index("Dilemmas:") + 1:lines.index("Deck:")]
    draw = lines[lines.index("Deck:") + 1:]
    assert len(missions) == 5 and missions[0] == "1 Qo'noS, Heart of the Empire"
    assert len(dilemmas) == 13 and len(draw) == 18
    parsed = deck_files.parse(text_out).deck
    assert deck_rules.counts(parsed) == (5, 35, 20)
    assert len(parsed.missions) + len(parsed.dilemma_pile) + len(parsed.draw_deck) == 36
    assert deck_files.same_cards(parsed, KLINGON)
    lackey = deck_files.export_lackey(KLINGON)
    assert "2\tGowron Leader of the High Council" in lackey.splitlines()
    webula = lackey.replace("1\tQo'noS Heart of the Empire", "1\tQo'noS Heart of the Empire (SR)")
    assert "1\tQo'noS Heart of the Empire (SR)" in webula.splitlines()
    read = deck_files.parse(webula).deck
    assert read.missions.count("1S191") == 1 and deck_files.same_cards(read, KLINGON)
