"""The Star Trek table draws the four new decks at every kind of moment, reads their cards large (equipment
included), and marks Klingon and Romulan cards by affiliation as it marks the seed's two."""

from __future__ import annotations

import random

import pytest

from tabletop.games import available_games
from tabletop.games.star_trek.components import CARDS, Kind
from tabletop.ui.games.star_trek.items import AFFILIATION_MARKS, KIND_MARKS, card_mark
from tabletop.ui.games.star_trek.scene import StarTrekScene
from tabletop.ui.games.star_trek.words import kind_line


@pytest.mark.parametrize("pairing", ["klingon,romulan", "federation_premiere,borg_call_to_arms"])
def test_the_table_draws_the_new_decks_and_reads_every_card_large(qapp, pairing):
    game = available_games()["star-trek"]
    state = game.new_game(2, {"decks": pairing}, 3)
    rng = random.Random(3)
    scene = StarTrekScene()
    drawn = 0
    for n in range(500):
        if game.is_over(state):
            break
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if n % 25 == 0:
            scene.render_view(game.view(state, seat), legal, ["Aiko", "Ben"], seat)
            assert len(scene.items()) > 20
            drawn += 1
        game.apply(state, seat, rng.choice(legal))
    for card in sorted(set(state.cards)):
        scene.enlarge(card)  # every card of both decks, read large (a KeyError here once crashed the table)
        assert scene.enlarged == card
    scene.enlarge(None)
    assert drawn >= 8


def test_every_card_of_the_pool_has_a_kind_line_and_a_mark_of_its_own_kind_or_affiliation():
    for card in CARDS.values():
        assert kind_line(card)
        mark = card_mark(card)
        if card.affiliation in ("Klingon", "Romulan"):
            assert mark == AFFILIATION_MARKS[card.affiliation]
        if card.kind is Kind.EQUIPMENT:
            assert mark == KIND_MARKS[Kind.EQUIPMENT]
    marks = list(AFFILIATION_MARKS.values()) + list(KIND_MARKS.values())
    assert len(set(marks)) == len(marks)  # no two affiliations or kinds share a colour and shape
