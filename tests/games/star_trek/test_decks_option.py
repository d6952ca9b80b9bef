"""The premade decks and the `decks` option: which deck each seat plays, written so a save replays without files."""

from collections import Counter

import pytest

from tabletop.engine.contract import OptionError
from tabletop.engine.snapshot import digest
from tabletop.games.star_trek.components import CARDS, Kind
from tabletop.games.star_trek.decks import (DeckList, deck_from_json, deck_to_json, decks_from_option, decks_option,
                                            premade_decks)
from tabletop.games.star_trek.rules import StarTrek

PREMADE = ["federation", "borg", "federation_premiere", "borg_call_to_arms", "klingon", "romulan"]


def test_the_six_premade_decks_in_the_data_order_each_of_sixty_cards():
    decks = premade_decks()
    assert list(decks) == PREMADE
    for deck in decks.values():
        assert len(deck.missions) == 5 and len(deck.cards()) == 60
        assert sum(n for _, n in deck.draw_deck) == 35 and sum(n for _, n in deck.dilemma_pile) == 20
    assert decks["klingon"].name == "Klingon (Qo'noS)" and "hilcokats/dabo" in decks["klingon"].basis
    assert Counter(c for c, n in decks["klingon"].draw_deck for _ in range(n))["1S297"] == 2  # Gowron x2


def test_a_deck_goes_to_json_and_back_unchanged():
    for deck in premade_decks().values():
        assert deck_from_json(deck_to_json(deck)) == deck
    with pytest.raises(ValueError):
        deck_from_json({"id": "x", "name": "x", "missions": ["NOPE"], "draw_deck": [], "dilemma_pile": []})
    with pytest.raises(ValueError):
        deck_from_json({"id": "x", "name": "x", "missions": [], "draw_deck": [{"id": "1C292", "qty": 0}],
                        "dilemma_pile": []})


def test_the_option_names_premade_decks_by_id_and_writes_other_decks_whole():
    decks = premade_decks()
    assert decks_option(decks["klingon"], decks["romulan"]) == "klingon,romulan"
    assert decks_from_option("klingon,romulan") == (decks["klingon"], decks["romulan"])
    assert decks_from_option("") == (decks["federation"], decks["borg"])
    mine = DeckList("mine", "My Klingons", decks["klingon"].missions, decks["klingon"].dilemma_pile,
                    (*decks["klingon"].draw_deck, ("1U066", 3)))
    text = decks_option(mine, decks["borg"])
    assert text.startswith("[{") and text.endswith(',"borg"]')
    assert decks_from_option(text) == (mine, decks["borg"])
    for bad in ("klingon", "klingon,vulcan", "[1,2]", "[{", "a,b,c"):
        with pytest.raises(ValueError):
            decks_from_option(bad)


def test_new_game_deals_the_decks_the_option_names():
    game = StarTrek()
    state = game.new_game(2, {"decks": "klingon,romulan"}, 7)
    assert [s.deck_id for s in state.sides] == ["klingon", "romulan"]
    assert Counter(state.cards[:60]) == Counter(premade_decks()["klingon"].cards())
    assert Counter(state.cards[60:]) == Counter(premade_decks()["romulan"].cards())
    assert game.invariants(state) == []
    with pytest.raises(OptionError):
        game.new_game(2, {"decks": "klingon,vulcan"}, 7)


def test_the_seed_pairing_is_dealt_as_before_with_or_without_the_option():
    game = StarTrek()
    for seat in (1, 2):
        before = game.new_game(2, {"federation_seat": seat}, 11)
        assert digest(before) == digest(game.new_game(2, {"federation_seat": seat, "decks": ""}, 11))
    named = game.new_game(2, {"decks": "federation,borg"}, 11)
    assert digest(named) == digest(game.new_game(2, {}, 11))


def test_a_deck_bigger_than_sixty_cards_numbers_its_extra_cards_after_both_seats():
    decks = premade_decks()
    big = DeckList("big", "Big", decks["romulan"].missions, decks["romulan"].dilemma_pile,
                   (*decks["romulan"].draw_deck, ("1U069", 3), ("1C072", 2)))
    game = StarTrek()
    state = game.new_game(2, {"decks": decks_option(big, decks["klingon"])}, 3)
    assert game.invariants(state) == []
    extra = [u for u in range(120, len(state.cards)) if state.cards[u]]
    assert extra == [120, 122, 124, 126, 128]   # seat 0's 61st to 65th cards, after both seats' first 60
    assert Counter(state.cards[u] for u in [*range(60), *extra]) == Counter(big.cards())
    assert state.sides[0].deck_name == "Big" and state.sides[1].deck_name == ""
    assert sum(CARDS[state.cards[u]].kind is Kind.EQUIPMENT for u in state.sides[0].deck) == 5
