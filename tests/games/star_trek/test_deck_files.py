"""Deck files (notes §2.9): round trips of every premade deck in our text and in Lackey text, files refused whole
with every bad line named, the limits, and the Lackey layout read as trekcc.org and webula write it."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.games.star_trek import deck_files as files
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.decks import premade_decks
from tabletop.messages import render

DECKS = premade_decks()


def cid(title: str) -> str:
    return next(c.id for c in CARDS.values() if c.title == title)


def refusal(text: str | bytes) -> list[str]:
    """Returns the lines a refused file names; fails if the file is accepted."""
    with pytest.raises(files.DeckFileError) as caught:
        files.parse(text)
    return [render(n.code, dict(n.params)) for n in caught.value.notes]


@pytest.mark.parametrize("deck_id", sorted(DECKS))
def test_export_then_import_gives_the_same_deck(deck_id):
    deck = DECKS[deck_id]
    text = files.export(deck)
    lines = text.splitlines()
    assert lines[0] == "# Tabletop deck v1" and lines[1] == f"# name: {deck.name}"
    assert [l for l in lines if l.endswith(":")] == ["Missions:", "Dilemmas:", "Deck:"]
    parsed = files.parse(text)
    assert files.same_cards(parsed.deck, deck) and parsed.deck.name == deck.name and not parsed.moved
    assert files.export(parsed.deck) == text  # written the same again: sorted by type, then name


@pytest.mark.parametrize("deck_id", sorted(DECKS))
def test_lackey_text_round_trip(deck_id):
    deck = DECKS[deck_id]
    text = files.export_lackey(deck)
    lines = text.splitlines()
    assert "\t" in lines[0] and not lines[0].endswith(":")  # the draw deck first, without a section line
    assert lines.index("Dilemmas:") < lines.index("Missions:")
    parsed = files.parse(text, "from lackey")
    assert files.same_cards(parsed.deck, deck) and parsed.deck.name == "from lackey"


def test_export_sorts_headquarters_first_then_by_type_and_name():
    text = files.export(DECKS["federation"]).splitlines()
    missions = text[text.index("Missions:") + 1:text.index("Dilemmas:")]
    assert missions[0] == "1 Earth, Cradle of the Federation"
    deck = text[text.index("Deck:") + 1:]
    kinds = [CARDS[files.find(l.split(" ", 1)[1]).card].kind.value for l in deck]
    assert kinds == sorted(kinds, key=["personnel", "ship", "equipment", "event", "interrupt"].index)


def test_one_bad_line_refuses_the_whole_file_naming_every_one():
    text = files.export(DECKS["federation"]).splitlines()
    text[10] = "2 Qapla' Cannon"
    text[20] = "1 Kronos One"
    text[25] = "three Lopez"
    assert refusal("\n".join(text)) == [
        "line 11: unknown card 'Qapla' Cannon'", "line 21: 'Kronos One' is not supported",
        "line 26: 'three Lopez' is not a card line (a count from 1 to 99, then the card's name)"]


def test_counts_must_run_from_1_to_99():
    assert refusal("0 Lopez\n100 Lopez\n") == [
        "line 1: '0 Lopez' is not a card line (a count from 1 to 99, then the card's name)",
        "line 2: '100 Lopez' is not a card line (a count from 1 to 99, then the card's name)"]
    deck = files.parse("99 Lopez\n").deck
    assert deck.draw_deck == ((cid("Lopez"), 99),)


def test_line_forms_sections_and_names():
    text = ("\ufeff# a comment\r\n"
            "# name:   My deck  \r\n"
            "2x Lopez\r\n"                       # before any section: the draw deck
            "\r\n"
            "MISSIONS:\r\n"
            "1\t• Earth, Cradle of the Federation (SR)\r\n"
            "1 vaytan\r\n"                       # a title only one card has, any case
            "draw deck:\r\n"
            "1 Lopez\r\n"                        # the counts add
            "1 D\u2019Arsay Archive\r\n"         # a curly quote
            "Dilemmas:\r\n"
            "2 Pinned Down\r\n")
    parsed = files.parse(text.encode("utf-8"))
    deck = parsed.deck
    assert deck.name == "My deck"
    assert deck.missions == (cid("Earth"), cid("Vaytan"))
    assert dict(deck.draw_deck) == {cid("Lopez"): 3, cid("D'Arsay Archive"): 1}
    assert deck.dilemma_pile == ((cid("Pinned Down"), 2),)


def test_a_card_in_the_wrong_section_goes_by_its_type_with_a_warning():
    parsed = files.parse("Missions:\n1 Earth\n2 Lopez\nDeck:\n1 Pinned Down\n")
    assert dict(parsed.deck.draw_deck) == {cid("Lopez"): 2}
    assert parsed.deck.dilemma_pile == ((cid("Pinned Down"), 1),)
    assert [render(n.code, dict(n.params)) for n in parsed.moved] == [
        "line 3: Lopez goes into the draw deck by its type", "line 5: Pinned Down goes into the dilemma pile by its type"]
    assert parsed.moved[0].cards == (cid("Lopez"),)


def test_limits_of_size_lines_and_text():
    assert refusal(b"1 Lopez\n" + b"#" * (64 * 1024)) == ["the file is larger than 64 KiB"]
    assert refusal("\n" * 1000 + "1 Lopez\n") == ["the file has more than 1000 lines"]
    files.parse("\n" * 999 + "1 Lopez\n")  # 1,000 lines: accepted
    assert refusal(b"1 Lopez\n\xff\xfe\n") == ["the file is not UTF-8 text"]
    assert refusal("# Tabletop deck v1\n\n") == ["the file lists no card"]


def test_read_from_disk_names_the_deck_after_the_file(tmp_path: Path):
    path = tmp_path / "mine.txt"
    path.write_text("1 Lopez\n", encoding="utf-8")
    assert files.read(path).deck.name == "mine"
    big = tmp_path / "big.txt"
    big.write_bytes(b"#" * (64 * 1024 + 1))
    with pytest.raises(files.DeckFileError):
        files.read(big)
    with pytest.raises(OSError):
        files.read(tmp_path)  # a folder


def test_refusals_read_in_japanese():
    from tests.games.star_trek.test_deck_rules import _japanese

    ja = _japanese()
    with pytest.raises(files.DeckFileError) as caught:
        files.parse("2 Qapla' Cannon\n1 Kronos One\n")
    assert [render(n.code, dict(n.params), ja) for n in caught.value.notes] == [
        "1行目: 不明なカード「Qapla' Cannon」", "2行目: 「Kronos One」には対応していません"]


def test_a_command_line_names_decks_by_id_or_file(tmp_path: Path):
    from tabletop.games.star_trek.decks import decks_from_option

    assert files.decks_option_from_words("klingon,romulan") == "klingon,romulan"
    path = tmp_path / "mine.txt"
    path.write_text(files.export(replace(DECKS["klingon"], name="Mine")), encoding="utf-8")
    a, b = decks_from_option(files.decks_option_from_words(f"borg,{path}"))
    assert a == DECKS["borg"] and b.name == "Mine" and files.same_cards(b, DECKS["klingon"])
    short = tmp_path / "short.txt"
    short.write_text("1 Lopez\n", encoding="utf-8")
    for words, says in (("klingon", "write two decks"), (f"klingon,{tmp_path / 'none.txt'}", "none.txt"),
                        (f"klingon,{short}", "Missions: 0 (exactly 5)"), ("klingon,kronos", "premade decks: ")):
        with pytest.raises(ValueError, match=re.escape(says)):
            files.decks_option_from_words(words)
