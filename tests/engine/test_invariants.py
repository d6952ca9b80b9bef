"""The invariant checkers are themselves checked: a state broken on purpose (a card duplicated or lost, a load
over capacity, a negative count, a die lost…) must be reported, and a sound one must not.

The conformance test trusts `GAME.invariants(state)` over thousands of random states; a checker that never
fires would let every conservation bug through. Gaps in today's checkers are marked xfail(strict): when a
game's checker learns to see one, its test passes and the mark must go.
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from tabletop.engine.contract import Game
from tabletop.games import entries
from tabletop.registry import rules_of

Breakage = Callable[[Any], None]


def game_of(game_id: str) -> Game[Any, Any]:
    return rules_of(next(e for e in entries() if e.id == game_id))


def played_until(game: Game[Any, Any], players: int, options: dict[str, Any], wanted: Callable[[Any], bool],
                 to_the_end: bool = False) -> Any:
    """Returns a state of a seeded random game where `wanted` holds (the final state with `to_the_end`)."""
    for seed in range(200):
        state = game.new_game(players, options, seed)
        rng = random.Random(seed)
        while not game.is_over(state):
            if not to_the_end and wanted(state):
                return state
            seat = game.to_act(state)[0]
            game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        if to_the_end and wanted(state):
            return state
    raise AssertionError("no such moment in 200 seeded games")


class GapError(AssertionError):
    """A breakage the checker does not report."""


def assert_reported(game: Game[Any, Any], state: Any, breakage: Breakage, words: str) -> None:
    assert game.invariants(state) == [], "the state was broken before the test broke it"
    broken = game.copy_state(state)
    breakage(broken)
    problems = game.invariants(broken)
    if not any(words in p for p in problems):
        raise GapError(f"expected a problem mentioning {words!r}, got {problems}")


def gap(reason: str) -> pytest.MarkDecorator:
    """Returns the mark of a breakage today's checker misses (only a GapError counts as the expected failure)."""
    return pytest.mark.xfail(strict=True, raises=GapError, reason="gap: " + reason)


# --- Star Cartel ------------------------------------------------------------------------------------------

def _over_capacity(state: Any) -> None:
    from tabletop.games.star_cartel.components import CARDS, SHIPS

    seat = 0
    room = SHIPS[state.ships[seat]].capacity - state.load_totals[seat]
    while room >= 0:  # move discarded cards onto the ship, total kept in step, until it overflows
        card = state.discard.pop()
        state.loads[seat].append(card)
        state.load_totals[seat] += CARDS[card].size
        room -= CARDS[card].size


def _foreign_ship(state: Any) -> None:
    from tabletop.games.star_cartel.components import BOX

    state.shipyard.insert(0, next(s.id for s in BOX.shipyard if s.min_players > state.players))


def _early_last_turns(state: Any) -> None:
    state.final_turns = [(state.current + 1) % state.players]


def _delivery_while_loading(state: Any) -> None:
    from tabletop.games.star_cartel.state import Delivery

    state.delivery = Delivery(sets={0: 2}, express=False)


CARTEL_BREAKAGES: list[tuple[str, Breakage, str]] = [
    ("card duplicated", lambda s: s.discard.append(s.hub[0][0]), "contraband not conserved"),
    ("card lost", lambda s: s.discard.pop(), "contraband not conserved"),
    ("stashed card also in the pile", lambda s: s.draw.append(next(c for load in s.loads for c in load)),
     "contraband not conserved"),
    ("load over capacity", _over_capacity, "exceeds capacity"),
    ("load total out of step", lambda s: s.load_totals.__setitem__(1, s.load_totals[1] + 1), "load total"),
    ("negative load total", lambda s: s.load_totals.__setitem__(2, -1), "load total"),
    ("price under the track", lambda s: s.prices.__setitem__(0, 0), "price off the track"),
    ("price over the track", lambda s: s.prices.__setitem__(4, 10), "price off the track"),
    ("hub column of four", lambda s: s.hub[1].append(s.draw.pop()), "more than three"),
    ("ship in two places", lambda s: s.ship_discard.append(s.ships[0]), "two places"),
    ("ship lost", lambda s: s.shipyard.pop(0), "ships not conserved"),
    ("ship of a bigger table", _foreign_ship, "ships not conserved"),
    ("delivery while loading", _delivery_while_loading, "delivery in progress"),
    ("last turns before the Cassiopeia", _early_last_turns, "Cassiopeia"),
]


@pytest.mark.parametrize("name, breakage, words", CARTEL_BREAKAGES, ids=[b[0] for b in CARTEL_BREAKAGES])
def test_star_cartel_reports_a_broken_state(name: str, breakage: Breakage, words: str) -> None:
    players = 3 if name == "ship of a bigger table" else 4
    state = played_until(game_of("star-cartel"), players, {}, lambda s: s.turn > 6 and any(s.loads) and
                         len(s.discard) > 8 and s.delivery is None)
    assert_reported(game_of("star-cartel"), state, breakage, words)


def test_star_cartel_sees_a_lost_stash_card_after_the_game() -> None:
    game = game_of("star-cartel")
    state = played_until(game, 4, {}, lambda s: game.is_over(s) and any(s.stashes), to_the_end=True)
    assert_reported(game, state, lambda s: next(st for st in s.stashes if st).pop(), "contraband not conserved")


# --- Cartographers ----------------------------------------------------------------------------------------

def carto_state(over: bool = False) -> Any:
    game = game_of("cartographers")
    if over:
        return played_until(game, 2, {}, lambda s: game.is_over(s), to_the_end=True)
    return played_until(game, 2, {}, lambda s: s.season >= 1 and s.deck and s.ambush_deck and all(
        sheet.drawn[0] and sheet.drawn[1] for sheet in s.sheets) and not s.staged[0])


def _drawn_twice(state: Any) -> None:
    state.sheets[0].drawn[0] |= state.sheets[0].drawn[1] & -state.sheets[0].drawn[1]  # one cell of layer 1


def _on_a_mountain(state: Any) -> None:
    sheet = state.sheets[1]
    sheet.drawn[2] |= sheet.map.mountains & -sheet.map.mountains


def _off_the_map(state: Any) -> None:
    from tabletop.games.cartographers.grid import FULL

    state.sheets[0].drawn[3] |= FULL + 1


def _overspent(state: Any) -> None:
    sheet = state.sheets[0]
    sheet.coins_spent = sheet.coins + 1


def _monsters_positive(state: Any) -> None:
    state.sheets[0].seasons[0].monsters = 3


def _mountain_unearned(state: Any) -> None:
    from tabletop.games.cartographers.scoring import completed_mountains

    sheet = state.sheets[0]
    unsurrounded = sheet.map.mountains & ~completed_mountains(sheet)
    sheet.mountain_coins |= unsurrounded & -unsurrounded  # one of them, as if it had paid


def _coin_shape_erased(state: Any) -> None:
    sheet = state.sheets[0]
    empty = ~sheet.filled & ((1 << 121) - 1)
    sheet.coin_cells.append(empty & -empty)  # a coin for one empty cell, the count kept in step
    sheet.shape_coins += 1


def _explore_lost(state: Any) -> None:
    from tabletop.games.cartographers.rules import EXPLORE_IDS

    pile = next(p for p in (state.deck, state.revealed) if any(c in EXPLORE_IDS for c in p))
    pile.remove(next(c for c in pile if c in EXPLORE_IDS))


def _explore_duplicated(state: Any) -> None:
    from tabletop.games.cartographers.rules import EXPLORE_IDS

    state.deck.append(next(c for c in state.revealed if c in EXPLORE_IDS))


CARTO_BREAKAGES: list[tuple[str, Breakage, str]] = [
    ("cell drawn twice", _drawn_twice, "drawn twice"),
    ("drawn on a printed mountain", _on_a_mountain, "drawn twice"),
    ("drawn off the map", _off_the_map, "off the map"),
    ("more coins spent than earned", _overspent, "coins"),
    ("monsters scored as points", _monsters_positive, "season box"),
    ("explore card lost", _explore_lost, "explore cards not conserved"),
    ("explore card duplicated", _explore_duplicated, "explore cards not conserved"),
    ("coin for an unsurrounded mountain", _mountain_unearned, "mountain that is not surrounded"),
    ("coin shape off the map", _coin_shape_erased, "not on the map"),
    ("ambush card lost", lambda s: s.ambush_deck.pop(), "ambush cards not conserved"),
    ("ambush card added", lambda s: s.ambush_deck.append(s.ambush_deck[0]), "ambush cards not conserved"),
]


@pytest.mark.parametrize("name, breakage, words", CARTO_BREAKAGES, ids=[b[0] for b in CARTO_BREAKAGES])
def test_cartographers_reports_a_broken_state(name: str, breakage: Breakage, words: str) -> None:
    assert_reported(game_of("cartographers"), carto_state(), breakage, words)


def test_cartographers_sees_an_ambush_card_duplicated_in_place_of_another() -> None:
    assert_reported(game_of("cartographers"), carto_state(),
                    lambda s: s.ambush_deck.__setitem__(0, s.ambush_deck[-1]), "ambush")


def test_cartographers_sees_an_explore_card_lost_after_the_game() -> None:
    assert_reported(game_of("cartographers"), carto_state(over=True), _explore_lost, "explore")


def test_cartographers_sees_coins_that_were_never_earned() -> None:
    def gifted(state: Any) -> None:
        state.sheets[0].shape_coins += 1  # still within the track

    state = carto_state()
    assert state.sheets[0].coins < 14
    assert_reported(game_of("cartographers"), state, gifted, "coins")


# --- Thief's Market ---------------------------------------------------------------------------------------

def tm_state(phase: str) -> Any:
    game = game_of("thiefs-market")
    if phase == "over":
        return played_until(game, 4, {}, lambda s: game.is_over(s), to_the_end=True)
    return played_until(game, 4, {}, lambda s: s.round >= 2 and s.phase.value == phase and any(s.gold)
                        and sum(s.centre) > 0 and any(s.tableau))


def _die_lost(state: Any) -> None:
    face = next(f for f, n in enumerate(state.centre) if n > 0)
    state.centre[face] -= 1


def _card_duplicated(state: Any) -> None:
    state.boxed.append(next(c for t in state.tableau for c in t))


def _card_lost(state: Any) -> None:
    next(t for t in state.tableau if t).pop()


def _negative_pile(state: Any) -> None:
    pile = list(state.piles[0] or [0] * 6)
    moved = pile[0] + 1  # every die of the first face and one more become the second face: the count stays
    pile[0] -= moved
    pile[1] += moved
    state.piles[0] = pile


def _marker_doubled(state: Any) -> None:
    state.marker_in_centre = True
    state.marker_owner = 0


TM_BREAKAGES: list[tuple[str, str, Breakage, str]] = [
    ("die lost in the centre", "distribute", _die_lost, "dice on the table"),
    ("die lost while buying", "buy", _die_lost, "dice on the table"),
    ("card duplicated", "buy", _card_duplicated, "cards not conserved"),
    ("card lost", "buy", _card_lost, "cards not conserved"),
    ("negative gold", "buy", lambda s: s.gold.__setitem__(0, -1), "negative tokens"),
    ("negative infamy", "distribute", lambda s: s.infamy.__setitem__(2, -1), "negative tokens"),
    ("negative dice in a pile", "distribute", _negative_pile, "negative dice"),
    ("start marker doubled", "distribute", _marker_doubled, "start marker"),
]


@pytest.mark.parametrize("name, phase, breakage, words", TM_BREAKAGES, ids=[b[0] for b in TM_BREAKAGES])
def test_thiefs_market_reports_a_broken_state(name: str, phase: str, breakage: Breakage, words: str) -> None:
    assert_reported(game_of("thiefs-market"), tm_state(phase), breakage, words)


def test_thiefs_market_sees_a_die_lost_after_the_game() -> None:
    state = tm_state("over")

    def lost(s: Any) -> None:
        s.centre[next(f for f, n in enumerate(s.centre) if n > 0)] -= 1

    if sum(state.centre) == 0:
        pytest.skip("no die in the centre at the end")
    assert_reported(game_of("thiefs-market"), state, lost, "dice")


def test_thiefs_market_sees_the_start_marker_doubled_while_buying() -> None:
    assert_reported(game_of("thiefs-market"), tm_state("buy"), _marker_doubled, "start marker")
