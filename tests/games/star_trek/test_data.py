"""The transcribed data: deck construction (§2), counts against the notes, every card's template implemented."""

from collections import Counter

import pytest

from tabletop.games.star_trek.components import CARDS, DECKS, Kind, raw_data
from tabletop.games.star_trek.effects import EFFECTS, TEMPLATES, parse, rule_texts
from tabletop.games.star_trek.messages import MESSAGES


PREMADE = ["federation", "borg", "federation_premiere", "borg_call_to_arms", "klingon", "romulan"]


@pytest.mark.parametrize("deck_id", PREMADE)
def test_deck_construction(deck_id):
    deck = DECKS[deck_id]
    rules = raw_data()["constants"]["deck"]
    missions = [CARDS[c] for c in deck.missions]
    assert len(missions) == rules["missions_exactly"] == 5
    assert len({m.title for m in missions}) == 5
    hqs = [m for m in missions if m.mission_type == "headquarters"]
    assert len(hqs) >= 1 and len(missions) - len(hqs) >= 2
    assert {m.mission_type for m in missions} >= {"planet", "space"}
    assert len(deck.draw_deck) >= 35 and len(deck.dilemma_pile) >= 20
    titles = Counter(CARDS[c].title for c in deck.draw_deck + deck.dilemma_pile)
    assert max(titles.values()) <= 3
    if any("single_headquarters" in m.templates for m in missions):
        assert len(hqs) == 1
    assert all(CARDS[c].kind is Kind.DILEMMA for c in deck.dilemma_pile)


def test_counts_against_the_notes():
    counts = raw_data()["counts_check"]
    for deck_id in ("federation", "borg"):
        deck, want = DECKS[deck_id], counts[deck_id]
        kinds = Counter(CARDS[c].kind.value for c in deck.draw_deck)
        assert len(deck.missions) == want["missions"] and len(deck.draw_deck) == want["draw_deck"]
        assert len(deck.dilemma_pile) == want["dilemma_pile"]
        assert kinds["personnel"] == want["personnel"] and kinds["ship"] == want["ships"]
        assert kinds["event"] == want["events"] and kinds["interrupt"] == want["interrupts"]
    for deck_id in PREMADE[2:]:
        deck, want = DECKS[deck_id], counts[deck_id]
        assert (len(deck.missions), len(deck.draw_deck), len(deck.dilemma_pile)) == (
            want["missions"], want["draw_deck"], want["dilemma_pile"]) == (5, 35, 20)
    # The pool: the seed's 63 cards and the battles note's 57 (star_trek_decks.md §4).
    assert len(CARDS) == counts["distinct_cards"] == 120 == len(raw_data()["pool"]["ids"])
    assert set(CARDS) == set(raw_data()["pool"]["ids"])
    assert len(TEMPLATES) == counts["distinct_effect_templates"] == 34
    assert sum(1 for e in EFFECTS.values() if e) == counts["cards_with_effects"] == 37 + 28
    assert sum(1 for e in EFFECTS.values() if not e) == counts["vanilla_cards"] == 26 + 29
    piles = {d: Counter(CARDS[c].dilemma_type for c in DECKS[d].dilemma_pile) for d in DECKS}
    assert piles["federation"] == {"space": 5, "planet": 5, "dual": 10}
    assert piles["borg"] == {"space": 4, "planet": 6, "dual": 10}
    assert piles["borg_call_to_arms"] == {"space": 4, "planet": 6, "dual": 10}
    for deck_id in ("federation_premiere", "klingon", "romulan"):
        assert piles[deck_id] == {"space": 5, "planet": 5, "dual": 10}
    assert list(DECKS) == PREMADE
    assert all(DECKS[d].basis for d in PREMADE[2:])


def test_every_card_template_is_implemented_with_its_parameters():
    for card in CARDS.values():
        for spec in card.effects:
            assert parse(spec).name == spec["template"]
    used = {t.name for effects in EFFECTS.values() for t in effects}
    assert used == set(TEMPLATES)


def test_a_card_with_an_unknown_template_or_parameter_is_refused():
    with pytest.raises(ValueError):
        parse({"ability": "order", "template": "warp_core_breach"})
    with pytest.raises(ValueError):
        parse({"ability": "keyword", "template": "interlink", "skill": "Physics", "extra": 1})


def test_every_rule_text_has_a_message():
    for card in CARDS.values():
        for code, _ in rule_texts(card.id):
            assert code in MESSAGES
