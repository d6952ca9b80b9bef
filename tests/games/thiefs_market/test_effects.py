"""Thief's Market's card effects as data: every card names a template, every parameter is read, texts match.

The per-template tests swap a card's parameters for other amounts and check the rules follow: the amounts
come from the data, not from the code.
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import re
import xml.etree.ElementTree as ET

import pytest

from tabletop.games.thiefs_market import GAME, effects
from tabletop.games.thiefs_market.components import CARD, CARDS, Card, Face
from tabletop.games.thiefs_market.effects import (EFFECT, TEMPLATES, BonusOnTurnIn, ConvertDie, EndBuildingSet,
                                                  EndTreasureMap, EndVpPerIconSet, EndVpPerInfamyTokens,
                                                  EndVpPerOpponentIcon, EndVpPerOtherCard, ExchangeGoldForInfamy,
                                                  ExtraPurchaseAndDiscount, ExtraPurchaseIfPileHas,
                                                  InfamyIfHoldStartMarker, InfamyIfOtherPileAtLeast,
                                                  InfamyOnBuyWithColour, InfamyPerDieInPile, InfamyWhenStolenFrom,
                                                  LuckyAppendage, SpendDieForGold, SpendDieForInfamy, Template,
                                                  Timing, parse, rule_text)
from tabletop.games.thiefs_market.messages import MESSAGES, per_round_words
from tabletop.games.thiefs_market.scoring import final_result
from tabletop.messages import english, render
from tabletop.resources import asset_path, translations_dir

from .test_rules import B, BAG, G, MASK, R, W, act, buying, counts, legal, why
from .test_rulings import act as act_by, dice, steal, table

CARD_FIELDS = set(Card._fields) - {"promo"}  # "promo" is which list of the data a card comes from


def data_cards() -> list[dict]:
    data = json.loads(asset_path("thiefs_market", "components.json").read_text(encoding="utf-8"))
    return data["cards"] + data["promos"]


# --- the data and the templates agree -----------------------------------------------------------------

def test_every_card_names_a_template_and_exactly_its_parameters():
    for card in data_cards():
        spec = card["effect"]
        if spec is None:
            continue
        cls = TEMPLATES[spec["template"]]
        declared = {f.name for f in dataclasses.fields(cls)}
        assert set(spec) - {"template"} == declared, card["id"]
        assert isinstance(EFFECT[card["id"]], cls)
    used = {c.template for c in CARDS}
    assert set(TEMPLATES) <= used, "a template no card uses"


def test_every_field_of_every_card_is_read():
    for card in data_cards():
        assert set(card) <= {"id", "deck", "name", "cost", "vp", "icons", "effect", "note"}, card["id"]
        loaded = CARD[card["id"]]
        assert set(CARD_FIELDS) == set(loaded._fields) - {"promo"}  # every top-level field has its place
        spec = card["effect"]
        if spec is None:
            continue
        effect = EFFECT[card["id"]]
        source = "".join(inspect.getsource(k) for k in type(effect).__mro__ if issubclass(k, Template)
                         and k is not Template)
        for name in set(spec) - {"template"}:
            assert f"self.{name}" in source, f"{card['id']}: {type(effect).__name__} never reads {name!r}"


def test_every_template_has_a_timing_and_its_text_names_exactly_its_parameters():
    for name, cls in TEMPLATES.items():
        assert isinstance(cls.timing, Timing)
        text = MESSAGES["tm.effect." + name][1]
        placeholders = set(re.findall(r"\{(\w+)[^}]*\}", text))
        assert placeholders == {f.name for f in dataclasses.fields(cls)}, name


def test_the_data_is_refused_when_a_card_and_its_template_disagree():
    good = {"template": "convert_die", "face": "red", "into": ["white"], "per_round": 1}
    assert parse(good) == ConvertDie(per_round=1, face=Face.RED, into=(Face.WHITE,))
    for bad in ({**good, "template": "no_such_thing"}, {k: v for k, v in good.items() if k != "per_round"},
                {**good, "extra": 1}, {**good, "face": "purple"}, {**good, "into": []}, {**good, "per_round": 0},
                {**good, "per_round": True}, {"template": "end_treasure_map", "icon": "crown", "vp": 7,
                                              "vp_if_other_has_icon": 5}):
        with pytest.raises(ValueError):
            parse(bad)


def ja_translate():
    tree = ET.parse(translations_dir() / "tabletop_ja.ts")
    table = {(ctx.find("name").text, m.find("source").text): m.find("translation").text
             for ctx in tree.iter("context") for m in ctx.iter("message")}
    return lambda context, text: table.get((context, text)) or text


@pytest.mark.parametrize("card", [c.id for c in CARDS])
def test_every_cards_text_is_made_from_its_template_in_both_languages(card):
    code, params = rule_text(card)
    english_text = english(code, params)
    japanese_text = render(code, params, ja_translate())
    for text in (english_text, japanese_text):
        assert text and "{" not in text and "None" not in text, text
    assert any("\u3040" <= ch <= "\u9fff" for ch in japanese_text), japanese_text
    for key, value in params.items():  # every amount the card's text states is the card's own
        if key == "per_round":  # how often, in words: "Once per round"
            assert per_round_words(value, lambda c, t: t) in english_text, card
        elif isinstance(value, int) and not isinstance(value, bool):
            assert str(value) in english_text and str(value) in japanese_text, (card, value)


def test_a_cards_text_follows_its_parameters():
    strong = ConvertDie(per_round=2, face=Face.BLUE, into=(Face.GOLD,))
    assert english("tm.effect.convert_die", strong.words()) == \
        "2 times per round: turn a blue die of your pile into gold bag."
    assert english(*rule_text("C04")) == "As often as you like: pay 1 gold token for 2 infamy tokens."


# --- each template, with other amounts than the printed ones ------------------------------------------

@pytest.fixture
def swap(monkeypatch):
    """Gives a card other parameters for one test."""
    def give(card_id: str, effect: Template) -> None:
        monkeypatch.setitem(effects.EFFECT, card_id, effect)
    return give


def test_convert_die_works_per_round_times_into_its_faces(swap):
    swap("A01", ConvertDie(per_round=2, face=Face.RED, into=(Face.GOLD,)))
    state = buying(piles=[counts(R, R, R), counts(), counts(), counts()], tableau={0: ["A01"]}, market=("A11",))
    assert [a for a in legal(state) if a.startswith("convert")] == ["convert A01 gold"]
    act(state, "convert A01 gold")
    act(state, "convert A01 gold")
    assert state.piles[0] == counts(R, BAG, BAG) and why(state, "convert A01 gold").code == "tm.used_up"
    assert why(state, "convert A01 white").code == "tm.used_up"
    fresh = buying(piles=[counts(R), counts(), counts(), counts()], tableau={0: ["A01"]}, market=("A11",))
    assert why(fresh, "convert A01 white").code == "tm.cannot_become"


def test_spend_die_for_infamy_pays_its_amount(swap):
    swap("A16", SpendDieForInfamy(per_round=1, face=Face.GREEN, infamy=3))
    state = buying(piles=[counts(G, R), counts(), counts(), counts()], tableau={0: ["A16"]}, market=("A11",))
    act(state, "spend A16")
    assert state.infamy[0] == 3 and state.piles[0] == counts(R)


def test_spend_die_for_gold_pays_its_amount(swap):
    swap("B10", SpendDieForGold(per_round=1, face=Face.WHITE, gold=2))
    state = buying(piles=[counts(W), counts(), counts(), counts()], tableau={0: ["B10"]}, market=("A11",))
    events = act(state, "spend B10")
    assert state.gold[0] == 2 and english(events[0].code, events[0].params) == \
        "Seat 1 uses Gauntlet of Evil Intent: a white die for 2 gold tokens."


def test_exchange_pays_and_gains_its_amounts_as_often_as_allowed(swap):
    swap("C04", ExchangeGoldForInfamy(per_round=1, gold=2, infamy=5))
    state = buying(tableau={0: ["C04"]}, gold=[5, 0, 0, 0], market=("A11",))
    act(state, "exchange C04")
    assert state.gold[0] == 3 and state.infamy[0] == 5 and why(state, "exchange C04").code == "tm.used_up"
    poor = buying(tableau={0: ["C04"]}, gold=[1, 0, 0, 0], market=("A11",))
    assert "exchange C04" not in legal(poor) and why(poor, "exchange C04").code == "tm.no_gold"


def test_extra_purchase_if_pile_has_gives_its_purchases(swap):
    swap("A04", ExtraPurchaseIfPileHas(face=Face.GOLD, purchases=2))
    assert buying(piles=[counts(BAG), counts(), counts(), counts()], tableau={0: ["A04"]}).purchases_left == 3
    assert buying(piles=[counts(W), counts(), counts(), counts()], tableau={0: ["A04"]}).purchases_left == 1


def test_extra_purchase_and_discount_gives_purchases_and_takes_gems_off(swap):
    swap("C07", ExtraPurchaseAndDiscount(purchases=2, discount=2))
    state = buying(piles=[counts(), counts(), counts(), counts()], tableau={0: ["C07"]}, market=("A11", "A15"))
    assert state.purchases_left == 3
    act(state, "buy A11")  # two white gems, both taken off: free
    assert "A11" in state.tableau[0] and state.purchases_left == 2


def test_a_mimetic_stew_copying_insurance_racket_doubles_the_discount():
    # A copy is a second Insurance Racket: each takes its gem off every purchase.
    state = buying(piles=[counts(), counts(), counts(), counts()], tableau={0: ["C07", "P1"]}, market=("A11",))
    state.copies["P1"] = "C07"
    assert GAME.view(state, 1).seats[0].discount == 2
    act(state, "buy A11")
    assert "A11" in state.tableau[0]


def test_infamy_on_buy_with_colour_pays_its_amount_for_its_colour(swap):
    swap("B01", InfamyOnBuyWithColour(colour=Face.BLUE, infamy=2))
    state = buying(piles=[counts(B, B), counts(), counts(), counts()], tableau={0: ["B01"]}, market=("A15",))
    act(state, "buy A15")  # Shadowy Hood: two blue
    assert state.infamy[0] == 2
    other = buying(piles=[counts(W, W), counts(), counts(), counts()], tableau={0: ["B01"]}, market=("A11",))
    act(other, "buy A11")
    assert other.infamy[0] == 0


def test_infamy_if_hold_start_marker_pays_its_amount(swap):
    swap("B08", InfamyIfHoldStartMarker(infamy=3))
    assert buying(tableau={0: ["B08"]}, marker=0).infamy[0] == 3


def test_infamy_if_other_pile_at_least_counts_its_objects(swap):
    swap("P2", InfamyIfOtherPileAtLeast(objects=2, infamy=1))
    assert buying(piles=[counts(G), counts(R, W), counts(), counts()], tableau={0: ["P2"]}).infamy[0] == 1
    # The start marker is an object too: one die and the marker make two.
    assert buying(piles=[counts(G), counts(R), counts(), counts()], tableau={0: ["P2"]}, marker=1).infamy[0] == 1
    assert buying(piles=[counts(G), counts(R), counts(), counts()], tableau={0: ["P2"]}).infamy[0] == 0


def test_infamy_when_stolen_from_pays_its_amount(swap):
    swap("B19", InfamyWhenStolenFrom(infamy=4))
    state = table([dice(G, R), None, None], dice(W, W, B, B, BAG, MASK, MASK, R), current=1, tableau={0: ["B19"]})
    steal(state, 1, 0, dice(G))
    assert state.infamy[0] == 4


def test_infamy_per_die_in_pile_pays_its_amount_per_die(swap):
    swap("C01", InfamyPerDieInPile(per_die=2))
    state = buying(piles=[counts(G, B, MASK), counts(), counts(), counts()], market=("C01",))
    act(state, "buy C01")
    assert state.infamy[0] == 6


def test_bonus_on_turn_in_adds_its_amount_for_its_face(swap):
    swap("B11", BonusOnTurnIn(face=Face.INFAMY, extra=2))
    state = buying(piles=[counts(MASK, BAG), counts(), counts(), counts()], tableau={0: ["B11"]}, market=("A11",))
    for _ in range(4):
        act(state, "done")
    assert state.infamy[0] == 3 and state.gold[0] == 1


def test_lucky_appendage_keeps_its_holds_and_rerolls_its_rerolls(swap):
    swap("B13", LuckyAppendage(holds=2, rerolls=2))
    state = table([dice(G, R, W), None, None], dice(W, B, B, BAG, MASK, MASK, R), current=1, tableau={0: ["B13"]})
    events = steal(state, 1, 0, dice(G, R))  # two returned, two held: nothing to choose, nothing re-rolled
    assert [e.code for e in events].count("tm.lucky_die") == 2 and "tm.rerolled" not in [e.code for e in events]
    state = table([dice(W, R, BAG), dice(G), None], dice(G, B, B, MASK, MASK, W), marker=0, current=2,
                  rows={"A": ["A11"]}, tableau={0: ["B13"]})
    act_by(state, 2, "take all")
    act_by(state, 0, "reroll B13 red")
    assert GAME.to_act(state) == (0,) and state.decisions.current().kind == "reroll"  # a second re-roll
    act_by(state, 0, "reroll B13 white")
    assert state.decisions.current().kind == "buy" and state.used[0] == ["B13"]


def test_end_of_game_templates_score_their_parameters(swap):
    swap("A10", EndBuildingSet(icon="magic", vp_if_1=3, vp_if_2plus=9))
    swap("C02", EndVpPerIconSet(icon="henchman", set_size=3, vp=5))
    swap("C09", EndVpPerOtherCard(vp=2))
    swap("C10", EndVpPerInfamyTokens(per=3, vp=2))
    state = buying(tableau={0: ["A10", "A01"], 1: ["C02", "A02", "A03", "A04"], 2: ["C09", "A11"], 3: ["C10"]})
    state.infamy[3] = 7
    rows = final_result(state).breakdown
    assert rows[0]["cards_points"] == 3  # one magic icon (A01); the building icon no longer counts
    assert rows[1]["cards_points"] == 5  # three henchmen: one set of three
    assert rows[2]["cards_points"] == 2 + 2  # one other card, and the Necklace's own 2
    assert rows[3]["cards_points"] == 4  # seven tokens: two sets of three


def test_treasure_map_and_purported_curse_read_their_icon(swap):
    swap("C13", EndTreasureMap(icon="magic", vp=8, vp_if_other_has_icon=1))
    swap("P4", EndVpPerOpponentIcon(icon="henchman", vp=2))
    state = buying(tableau={0: ["C13"], 1: ["A01"], 2: ["P4"], 3: ["A02", "A03"]})
    rows = final_result(state).breakdown
    assert rows[0]["cards_points"] == 1 and rows[2]["cards_points"] == 2 * 2


def test_unlabeled_potion_and_mimetic_stew_act_when_gained():
    state = buying(piles=[counts(R, B), counts(), counts(), counts()], market=("B18",))
    top = state.decks["B"][-1]
    act(state, "buy B18")
    assert state.tableau[0] == [top] and "B18" in state.boxed
    stew = buying(piles=[counts(G, B), counts(), counts(), counts()], tableau={1: ["A04"]}, market=("P1",))
    act(stew, "buy P1")
    assert stew.decisions.current().kind == "copy" and legal(stew) == ["copy A04"]
    assert why(stew, "done").code == "tm.choose_first"
    act(stew, "copy A04")  # a henchman: its colour (white) was not in the pile, so no extra purchase
    assert stew.copies == {"P1": "A04"} and stew.purchases_left == 0
