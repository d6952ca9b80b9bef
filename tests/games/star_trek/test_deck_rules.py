"""The deck rules of notes §2.8: every refusal, 35 cards accepted, the warnings, the counts line in both
languages, and the builder's additions refused with the rule they would break."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.star_trek import deck_rules as rules
from tabletop.games.star_trek.card_names import find
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.decks import DeckList, premade_decks
from tabletop.messages import render


def cid(title: str) -> str:
    """Returns the id of the pool card with this title."""
    return next(c.id for c in CARDS.values() if c.title == title)


def text(note: rules.Note) -> str:
    return render(note.code, dict(note.params))


def problems(deck: DeckList) -> list[str]:
    return [text(n) for n in rules.check(deck).problems]


def warnings(deck: DeckList) -> list[str]:
    return [text(n) for n in rules.check(deck).warnings]


FED = premade_decks()["federation"]
BORG = premade_decks()["borg"]


@pytest.mark.parametrize("deck_id", sorted(premade_decks()))
def test_every_premade_deck_is_legal_with_its_counts(deck_id):
    check = rules.check(premade_decks()[deck_id])
    assert check.legal, [text(n) for n in check.problems]
    assert check.counts == rules.DeckCounts(5, 35, 20)
    assert text(check.counts.line()) == "Missions 5/5 · Draw deck 35 (≥35) · Dilemmas 20 (≥20)"


def test_35_draw_cards_are_accepted_and_34_refused():
    assert rules.check(FED).legal and rules.counts(FED).draw_deck == 35
    short = rules.remove(FED, cid("Lopez"))
    assert problems(short) == ["Draw deck: 34 (at least 35)"]
    note = rules.check(short).problems[0]
    assert cid("Lopez") in note.cards  # a click on the line selects the draw deck's cards


def test_missions_must_be_exactly_five():
    four = rules.remove(FED, cid("Trivas System"))
    assert problems(four) == ["Missions: 4 (exactly 5)"]
    assert rules.check(four).problems[0].cards == four.missions
    six = replace(FED, missions=(*FED.missions, cid("Adelaar System")))
    assert "Missions: 6 (exactly 5)" in problems(six)


def test_a_sixth_mission_is_refused_when_added():
    refusal = rules.why_not_add(FED, cid("Adelaar System"))
    assert refusal is not None and text(refusal) == "The deck already has 5 missions: take one out first"
    with pytest.raises(ValueError):
        rules.add(FED, cid("Adelaar System"))


def test_one_mission_per_title():
    refusal = rules.why_not_add(rules.remove(FED, cid("Trivas System")), cid("Vaytan"))
    assert refusal is not None and text(refusal) == "Vaytan is already among the missions"
    assert refusal.cards == (cid("Vaytan"),)
    twice = replace(FED, missions=tuple(cid("Vaytan") if m == cid("Trivas System") else m for m in FED.missions))
    assert "Vaytan: 2 copies among the missions (one per title)" in problems(twice)


def test_a_headquarters_and_two_other_missions():
    no_hq = replace(FED, missions=tuple(cid("Adelaar System") if m == cid("Earth") else m for m in FED.missions))
    assert "No headquarters among the missions (at least 1)" in problems(no_hq)
    hq_heavy = replace(FED, missions=(cid("Earth"), cid("Unicomplex"), cid("Vaytan")))
    found = problems(hq_heavy)
    assert "Missions other than headquarters: 1 (at least 2)" in found


def test_unicomplex_allows_no_other_headquarters():
    both = replace(BORG, missions=tuple(cid("Earth") if m == cid("Adelaar System") else m for m in BORG.missions))
    assert "Unicomplex allows no other headquarters (Earth)" in problems(both)
    note = next(n for n in rules.check(both).problems if n.code == "st.deck.single_headquarters")
    assert set(note.cards) == {cid("Unicomplex"), cid("Earth")}
    # Added either way round, it is refused.
    fed_four = rules.remove(FED, cid("Trivas System"))
    refusal = rules.why_not_add(fed_four, cid("Unicomplex"))
    assert refusal is not None and text(refusal) == "Unicomplex allows no other headquarters (Earth)"
    borg_four = rules.remove(BORG, cid("Adelaar System"))
    refusal = rules.why_not_add(borg_four, cid("Earth"))
    assert refusal is not None and text(refusal) == "Unicomplex allows no other headquarters (Earth)"


def test_three_copies_per_title_in_each_pile():
    deck = rules.add(FED, cid("Lopez"))  # 3 now
    assert rules.check(deck).legal
    refusal = rules.why_not_add(deck, cid("Lopez"))
    assert refusal is not None and text(refusal) == "Lopez: 4 copies (at most 3 per title)"
    with pytest.raises(ValueError):
        rules.add(deck, cid("Lopez"))
    four = replace(deck, draw_deck=tuple((i, 4 if i == cid("Lopez") else n) for i, n in deck.draw_deck))
    assert problems(four) == ["Lopez: 4 copies (at most 3 per title)"]
    # The dilemma pile counts on its own: 3 Pinned Down is fine, a fourth is not.
    pile = rules.add(FED, cid("Pinned Down"))
    assert rules.check(pile).legal
    refusal = rules.why_not_add(pile, cid("Pinned Down"))
    assert refusal is not None and text(refusal) == "Pinned Down: 4 copies (at most 3 per title)"


def test_the_dilemma_pile_needs_twenty():
    short = rules.remove(FED, cid("Pinned Down"))
    assert problems(short) == ["Dilemma pile: 19 (at least 20)"]
    assert not rules.check(short).legal


def test_cards_outside_the_pool_and_in_the_wrong_pile():
    odd = replace(FED, draw_deck=(*FED.draw_deck, ("99X999", 1), (cid("Pinned Down"), 1)))
    found = problems(odd)
    assert "99X999: no card of the supported pool" in found
    assert "Pinned Down belongs in the dilemma pile" in found
    assert rules.why_not_add(FED, "99X999") is not None


def test_names_typed_in_the_builder():
    assert find("Kronos One").card is None and find("Kronos One").problem == "st.deck.not_supported"
    assert find("Qapla' Cannon").problem == "st.deck.no_such_name"
    assert find("lopez").card == cid("Lopez")
    assert find("• Jean-Luc Picard, Explorer").card == cid("Jean-Luc Picard")
    assert find("Jean-Luc Picard Explorer").card == cid("Jean-Luc Picard")  # its Lackey name
    assert find("Jean-Luc Picard").card == cid("Jean-Luc Picard")  # a title only one card has
    assert find("Earth Cradle of the Federation (SR)").card == cid("Earth")
    assert find("D\u2019Arsay Archive").card == cid("D'Arsay Archive")  # a curly quote
    assert text(rules.Note("st.deck.not_supported", {"card": "Kronos One"})) == \
        "Kronos One is a Second Edition card this app does not support"


def test_warnings_never_block():
    # Federation personnel at the Borg's headquarters: nobody there plays them.
    mixed = replace(FED, missions=tuple(cid("Unicomplex") if m == cid("Earth") else m for m in FED.missions))
    check = rules.check(mixed)
    assert check.legal
    line = next(n for n in check.warnings if n.code == "st.deck.unplayable")
    assert text(line).startswith("No headquarters of the deck can play Jean-Luc Picard, Explorer, ")
    assert cid("Lopez") in line.cards and cid("U.S.S. Nebula") in line.cards
    # No space mission: no win by points.
    planets = replace(FED, missions=(cid("Earth"), cid("Lapideas System"), cid("Tzenketh"), cid("Akusei Belt"),
                                     cid("Argolisian Moon")))
    assert "No space mission: no win by points" in warnings(planets)
    assert "No planet mission: no win by points" not in warnings(planets)
    assert rules.check(planets).legal
    # A mission the Borg may not attempt, in a Borg deck: nobody may attempt it.
    borg_vaytan = replace(BORG, missions=tuple(cid("Vaytan") if m == cid("Fluidic Space") else m
                                               for m in BORG.missions))
    assert "Vaytan, Host Metaphasic Shielding Test: no personnel of the deck may attempt it" in warnings(borg_vaytan)
    assert rules.check(borg_vaytan).legal


def test_a_requirement_skill_nobody_has_is_a_warning():
    # Borg personnel only, at a mission the Borg may attempt that needs Geology (Lapideas: Fed, NA ... not Borg);
    # Argolisian Moon (any) needs Medical: take every Borg with Medical out.
    medics = [i for i, _ in BORG.draw_deck if dict(CARDS[i].skills).get("Medical")]
    assert medics
    deck = replace(BORG, draw_deck=tuple((i, n) for i, n in BORG.draw_deck if i not in medics))
    assert any(w.startswith("Argolisian Moon, Salvage Borg Ship: no personnel of the deck has") and "Medical" in w
               for w in warnings(deck))


def test_counts_and_problems_read_in_japanese():
    ja = _japanese()
    assert render("st.deck.counts", dict(rules.counts(FED).line().params), ja) == \
        "ミッション 5/5 · デッキ 35枚(35枚以上) · ジレンマ 20枚(20枚以上)"
    short = rules.remove(FED, cid("Pinned Down"))
    assert [render(n.code, dict(n.params), ja) for n in rules.check(short).problems] == \
        ["ジレンマパイル: 19枚(20枚以上が必要)"]
    lopez = rules.why_not_add(rules.add(FED, cid("Lopez")), cid("Lopez"))
    assert lopez is not None and render(lopez.code, dict(lopez.params), ja) == \
        "Lopez: 4枚(同名カードは3枚まで)"


def _japanese():
    """Returns a translate function reading tabletop_ja.ts (no Qt needed)."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    tree = ET.parse(Path(__file__).resolve().parents[3] / "translations" / "tabletop_ja.ts")
    table = {(ctx.findtext("name"), m.findtext("source")): m.findtext("translation") or ""
             for ctx in tree.iter("context") for m in ctx.iter("message")}
    return lambda context, source: table.get((context, source)) or source
