"""Fuzzing the action text parser: any text parses or raises ValueError, and text forms round-trip."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, strategies as st

from tabletop.engine.action import Action
from tabletop.games import available_games



def _is_int_text(word: str) -> bool:
    """Returns True for an integer's ASCII text form, e.g. `12` or `-3`: what `Action.parse` reads as an int."""
    digits = word[1:] if word.startswith("-") else word
    return digits.isascii() and digits.isdigit()


# A word argument: one word with no whitespace, and not an integer's text form (that is read back as an int).
WORDS = st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=8).filter(
    lambda w: w.split() == [w] and not _is_int_text(w))
KINDS = st.from_regex(r"[a-z][a-z_]{0,11}", fullmatch=True)
ARGS = st.lists(st.integers(min_value=-10**6, max_value=10**6) | WORDS, max_size=4)


@given(st.text(max_size=40))
@example("x ²")          # a superscript two: str.isdigit says digit, int() refuses it
@example("x --5")        # two minus signs: lstrip("-") hid the second one from the number check
@example("x 5" + "0" * 5000)  # beyond Python's digit limit for int()
@example("")
@example("\x00")
def test_any_text_parses_or_raises_value_error(text: str) -> None:
    try:
        action = Action.parse(text)
    except ValueError:
        return
    assert Action.parse(action.text()) == action


@given(KINDS, ARGS)
@example("x", ["²"])
@example("x", ["--5"])
@example("x", ["٣"])    # an Arabic-Indic three stays the word it was, not the int 3
@example("x", ["-"])
def test_every_action_text_parses_back_to_the_same_action(kind: str, args: list) -> None:
    action = Action(kind, tuple(args))
    assert Action.parse(action.text()) == action


@pytest.mark.parametrize("game_id", sorted(available_games()))
def test_action_universes_round_trip_through_their_text(game_id: str) -> None:
    game = available_games()[game_id]
    for seed in range(4):
        players = min(game.max_players, game.min_players + seed % 2)
        state = game.new_game(players, {}, seed)
        rng = random.Random(seed)
        for _ in range(60):  # the universe may depend on the state, so sample it along a game
            for action in game.action_universe(state):
                assert Action.parse(action.text()) == action, action
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
