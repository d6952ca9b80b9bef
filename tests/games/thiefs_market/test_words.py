"""Thief's Market's words: dice counts read the way each language counts them; log lines for 0, 1 and many."""

import random

from tabletop.games.thiefs_market import GAME
from tabletop.games.thiefs_market.messages import dice_words
from tabletop.messages import english, render

from .test_rulings import BAG, MASK, B, G, R, W, act, dice, steal, table, take

JAPANESE = {", ": "、", "{n:{face}|{face}}": "{face}{n}個", "green": "緑", "mask": "仮面",
            "the start marker": "スタートプレイヤーマーカー"}


def japanese(context: str, text: str) -> str:
    return JAPANESE.get(text, text)


def test_dice_counts_in_english_skip_empty_faces_and_name_the_marker():
    assert dice_words([2, 0, 0, 0, 0, 1], lambda c, t: t) == "2 green, 1 mask"
    assert dice_words([0, 0, 0, 0, 0, 0, 1], lambda c, t: t) == "the start marker"
    assert dice_words([0] * 6, lambda c, t: t) == "—"


def test_dice_counts_in_japanese_put_the_counter_after_the_face():
    assert dice_words([2, 0, 0, 0, 0, 1], japanese) == "緑2個、仮面1個"


def test_the_log_uses_the_same_dice_words():
    line = render("tm.took", {"seat": 0, "dice": [2, 0, 0, 0, 0, 1]}, japanese, lambda s: "Aiko")
    assert "緑2個、仮面1個" in line


# --- every log line reads right for none, one and many -----------------------------------------------


def lines(events) -> list[str]:
    return [english(e.code, e.params) for e in events]


def test_taking_or_keeping_only_the_start_marker_names_it():
    state = table([None, dice(W, W), None], dice(G, R, B, B, BAG, MASK, MASK, R))
    assert lines(take(state, 0, [0, 0, 0, 0, 0, 0, 1])) == ["Seat 1 takes the start marker from the centre."]
    # Seat 1 steals seat 0's pile of two dice and the marker, keeping only the marker.
    state = table([dice(G, R), None, None], dice(W, W, B, B, BAG, MASK, MASK, R), marker=0, current=1)
    line = lines(steal(state, 1, 0, dice(G, R)))
    assert line[0] == "Seat 2 steals Seat 1's pile, keeps the start marker and returns 2 objects."
    assert line[1].startswith("2 returned dice are re-rolled: ")


def test_one_returned_die_and_one_gold_bag_read_in_the_singular():
    state = table([dice(G, R), None, None], dice(W, W, B, B, BAG, MASK, MASK, R), current=1)
    line = lines(steal(state, 1, 0, dice(R)))
    assert line[0] == "Seat 2 steals Seat 1's pile, keeps 1 green and returns 1 object."
    assert line[1].startswith("1 returned die is re-rolled: 1 ")
    assert english("tm.gold_in", {"seat": 0, "bags": 1, "gold": 1}) == "Seat 1 turns 1 gold bag into 1 gold token."
    assert english("tm.gold_in", {"seat": 0, "bags": 1, "gold": 2}) == "Seat 1 turns 1 gold bag into 2 gold tokens."


def test_a_purchase_names_the_gold_tokens_only_when_some_were_used():
    state = table([dice(W), dice(G), None], dice(W, B, B, BAG, MASK, MASK, R, G), marker=0, current=2,
                  gold=[2, 0, 0])
    act(state, 2, "take all")
    act(state, 0, "buy A11")  # two white: one die and one gold token, or two gold tokens
    assert "Seat 1 buys Necklace using 1 gold token." in lines(act(state, 0, "pay white die"))
    assert english("tm.bought", {"seat": 0, "card": "Necklace"}) == "Seat 1 buys Necklace."
    assert english("tm.bought_with_gold", {"seat": 0, "card": "Necklace", "gold": 2}) == \
        "Seat 1 buys Necklace using 2 gold tokens."


def test_no_log_line_of_whole_games_has_an_empty_list_a_zero_count_or_a_field_left_over():
    for seed in range(12):
        state = GAME.new_game(3 + seed % 3, {"promos": seed % 2 == 1}, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            for event in GAME.apply(state, seat, rng.choice(list(GAME.legal_actions(state, seat)))):
                line = english(event.code, event.params)
                assert "—" not in line and "{" not in line, (event, line)
                assert " 0 " not in line.replace("Round 0", ""), (event, line)
