"""The Strong bot's dilemma solver (tabletop/bots/star_trek/dilemma_search.py) on literal attempts: it stacks what
stops an attempt the greedy stack lets through, and its answer depends on the deciding seat's view alone."""

from __future__ import annotations

import random

from tabletop.bots.star_trek import dilemma_search as ds
from tabletop.bots.star_trek.greedy import GreedyStarTrek
from tabletop.bots.star_trek.strong import StrongStarTrek
from tabletop.engine.action import Action
from tabletop.games.star_trek.sampling import determinize
from tabletop.games.star_trek.state import StarTrekState
from tests.games.star_trek.literal import GAME, act, beneath, fresh, kind_now, mission, pile_top, place

KLINGON, FED_OWNER = 0, 1
CHOOSE = GreedyStarTrek().choose


def khitomer() -> StarTrekState:
    """Returns ten Klingons attempting Khitomer (3 dilemmas beneath: budget 7) against the Federation pile, whose
    owner has drawn Limited Welcome, Microbrain, Wavefront, two Triage and two Kolaran Raiders (tuning seed 97000)."""
    state = fresh(0, decks="klingon,federation_premiere")
    m = mission(state, KLINGON, "Khitomer")
    for title in ("B'amara", "T'vis", "Dokar", "Kitrik", "Kahmis", "Vorax", "Meraht", "Kroval", "Kroval", "Kahmis"):
        place(state, KLINGON, title, m)
    beneath(state, m, FED_OWNER, ["Pinned Down", "Pinned Down", "Equipment Malfunction"])
    pile_top(state, FED_OWNER, ["Limited Welcome", "Microbrain", "Triage", "Wavefront", "Kolaran Raiders",
                                "Kolaran Raiders", "Triage"])
    act(state, KLINGON, f"attempt {m}")
    assert kind_now(state) == "stack" and state.attempt is not None and state.attempt.budget == 7
    return state


def solved_stack(state: StarTrekState, seed: int) -> list[Action]:
    """Returns the owner's whole stack as the solver builds it, pick by pick, then done."""
    state = GAME.copy_state(state)
    moves: list[Action] = []
    while not moves or moves[-1].kind == "choose":
        choice = ds.solve_stack(GAME, state, FED_OWNER, GAME.legal_actions(state, FED_OWNER), determinize, CHOOSE,
                                8, random.Random(seed))
        moves.append(choice.move)
        if choice.move.kind == "choose":
            GAME.apply(state, FED_OWNER, choice.move)
    return moves


def titles(state: StarTrekState, moves: list[Action]) -> list[str]:
    return [state.card(int(str(a.args[0]))).title for a in moves if a.kind == "choose"]


def completions(state: StarTrekState, moves: list[Action], runs: int = 12) -> int:
    """Returns in how many of `runs` seeded plays of the real state the Klingons complete Khitomer after `moves`."""
    return sum(ds.run_after(GAME, state, FED_OWNER, moves, CHOOSE, seed).completed for seed in range(runs))


def test_the_solver_stops_an_attempt_the_greedy_stack_lets_through() -> None:
    state = khitomer()
    greedy = ds.greedy_rest(GAME, state, FED_OWNER, CHOOSE, random.Random(0))
    solved = solved_stack(state, 5)
    # Greedy counts Limited Welcome's harm against all ten and faces it last, when fewer than ten are left to limit.
    assert titles(state, greedy) == ["Microbrain", "Kolaran Raiders", "Triage", "Limited Welcome"]
    assert titles(state, solved)[0] == "Limited Welcome"
    assert completions(state, greedy) == 12
    assert completions(state, solved) == 0


def test_the_solver_reads_only_the_owners_view() -> None:
    """The attempting player's hand and deck, its dilemma pile and the owner's own deck order are hidden from the
    owner: changing them changes none of the solver's answers."""
    state = khitomer()
    other = GAME.copy_state(state)
    side = other.sides[KLINGON]
    swap = len(side.hand)
    side.hand, side.deck = side.deck[:swap], side.hand + side.deck[swap:]
    side.pile.reverse()
    other.sides[FED_OWNER].deck.reverse()
    other.rng = random.Random(99)
    for seed in (1, 2):
        legal = GAME.legal_actions(state, FED_OWNER)
        assert legal == GAME.legal_actions(other, FED_OWNER)
        first = ds.solve_stack(GAME, state, FED_OWNER, legal, determinize, CHOOSE, 6, random.Random(seed))
        second = ds.solve_stack(GAME, other, FED_OWNER, legal, determinize, CHOOSE, 6, random.Random(seed))
        assert first == second


def test_strong_answers_the_stack_with_the_solver() -> None:
    state = khitomer()
    legal = GAME.legal_actions(state, FED_OWNER)
    move = StrongStarTrek().think(GAME, state, FED_OWNER, legal, random.Random(3))
    assert move.kind == "choose" and titles(state, [move]) == ["Limited Welcome"]


def test_the_attempting_player_gives_up_the_one_the_mission_can_spare() -> None:
    """Kolaran Raiders: the Klingons stop one with Leadership or Security. T'vis is one of the two with Honor that
    Khitomer needs; Kahmis only doubles T'vis's Security."""
    state = fresh(0, decks="klingon,federation_premiere")
    m = mission(state, KLINGON, "Khitomer")
    crew = {t: place(state, KLINGON, t, m) for t in ("T'vis", "Meraht", "Kahmis", "Vorax", "Kitrik", "Dokar")}
    place(state, KLINGON, "Kroval", m)
    place(state, KLINGON, "Kroval", m)
    raiders = pile_top(state, FED_OWNER, ["Kolaran Raiders"])[0]
    act(state, KLINGON, f"attempt {m}")
    act(state, FED_OWNER, f"choose {raiders}")
    act(state, FED_OWNER, "done")
    act(state, KLINGON, "next")
    assert kind_now(state) == "pick"
    legal = GAME.legal_actions(state, KLINGON)
    assert sorted(int(str(a.args[0])) for a in legal) == sorted((crew["T'vis"], crew["Kahmis"]))
    choice = ds.solve_pick(GAME, state, KLINGON, legal, determinize, CHOOSE, 4, random.Random(0))
    assert choice.move == Action("stop", (crew["Kahmis"],))
    given_up = dict(zip(choice.options, choice.values))
    # Giving up T'vis leaves one Honor of the two Khitomer needs: the attempt fails.
    assert given_up[(Action("stop", (crew["Kahmis"],)),)] > given_up[(Action("stop", (crew["T'vis"],)),)]
