"""The Strong bot's samples of a Star Trek table with the new premade decks (star_trek_decks.md §5): the opponent's
hidden hand and deck are dealt only from the cards hidden from the deciding seat, never from a card the seat can see
elsewhere (in play, aboard, as equipment, as damage, in a core, a discard pile, removed from the game, beneath or on
a mission), and every card stays in exactly one place."""

from __future__ import annotations

import random

import pytest

from tabletop.bots.star_trek.greedy import GreedyStarTrek
from tabletop.games.star_trek.rules import StarTrek
from tabletop.games.star_trek.sampling import determinize
from tabletop.games.star_trek.state import StarTrekState

GAME = StarTrek()


def seen_elsewhere(state: StarTrekState) -> set[int]:
    """Returns every card the table shows outside the hands, decks and dilemma piles."""
    out = set(state.loc) | set(state.gear) | {d for cards in state.damage.values() for d in cards}
    out |= {d for cards in (*state.beneath.values(), *state.on_mission.values()) for d in cards}
    for side in state.sides:
        out |= {*side.core, *side.discard, *side.removed, *side.missions}
    return out


def hidden_zones(state: StarTrekState, seat: int) -> list[int]:
    """Returns the cards of every hand, deck and pile, in one list (each card once when nothing is duplicated)."""
    return [u for side in state.sides for u in (*side.hand, *side.deck, *side.pile)]


def positions(decks: str, seed: int, every: int = 23):
    """Yields (state, seat) at every `every`-th action of a seeded greedy game with these decks."""
    state = GAME.new_game(2, {"decks": decks}, seed)
    bot, rng, k = GreedyStarTrek(), random.Random(seed), 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        if k % every == 0:
            yield state.copy(), seat
        GAME.apply(state, seat, bot.choose(GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat), rng))
        k += 1


@pytest.mark.parametrize("decks", ["borg_call_to_arms,federation_premiere", "klingon,borg_call_to_arms",
                                   "romulan,klingon"])
def test_a_sample_never_deals_a_card_the_seat_can_see_elsewhere(decks):
    checked = battles_seen = 0
    for seed in range(3):
        for state, seat in positions(decks, seed):
            elsewhere = seen_elsewhere(state)
            battles_seen += bool(state.damage or any(side.core for side in state.sides))
            world = determinize(GAME, state, seat, random.Random(seed))
            other = world.sides[1 - seat]
            assert not (set(other.hand) | set(other.deck)) & elsewhere
            assert sorted([*other.hand, *other.deck]) == sorted([*state.sides[1 - seat].hand,
                                                                 *state.sides[1 - seat].deck])
            assert world.sides[seat].hand == state.sides[seat].hand   # its own hand is known to it
            assert seen_elsewhere(world) == elsewhere
            zones = hidden_zones(world, seat)
            assert len(zones) == len(set(zones)) == len(hidden_zones(state, seat))
            checked += 1
    assert checked > 20 and battles_seen   # the positions include cores and damage of the new decks


@pytest.mark.parametrize("decks", ["borg_call_to_arms,klingon", "federation_premiere,romulan"])
def test_the_strong_bot_plays_the_new_decks_with_the_same_honesty(decks):
    from tabletop.bots import make_bot
    from tests.bots.test_strong_honest import _Quick, plain
    quick = _Quick(make_bot("strong", "star-trek"))
    changed = moves = 0
    for n, (state, seat) in enumerate(positions(decks, 5, every=29)):
        twin = GAME.scramble_hidden(state, 1 - seat, random.Random(n))
        assert GAME.view(twin, seat) == GAME.view(state, seat)
        changed += plain(twin) != plain(state)
        assert plain(determinize(GAME, state, seat, random.Random(n))) == \
            plain(determinize(GAME, twin, seat, random.Random(n)))
        legal = GAME.legal_actions(state, seat)
        if n % 3 == 0 and len(legal) > 1:
            assert quick.think(GAME, state, seat, legal, random.Random(n)) == \
                quick.think(GAME, twin, seat, legal, random.Random(n))
            moves += 1
    assert changed > 0 and moves > 0
