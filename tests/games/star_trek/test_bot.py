"""The Star Trek greedy bot: it gathers a crew that meets a mission and attempts it, fetches personnel left at the
headquarters, gives up the member it can spare, says why in one sentence, and beats the random bot with each deck."""

from __future__ import annotations

import random

import pytest

from tabletop.bots import explain
from tabletop.bots.random_bot import RandomBot
from tabletop.bots.star_trek.greedy import GreedyStarTrek
from tabletop.games.star_trek.reasons import BOT_REASONS
from tabletop.engine.action import Action
from tabletop.games.star_trek.state import StarTrekState
from tabletop.messages import english
from tests.bot_reasons import reasons_of_a_game
from tests.games.star_trek.literal import BORG, FED, GAME, fresh, kind_now, mission, pile_top, place

BOT = GreedyStarTrek()
WALKTHROUGH = ["Jean-Luc Picard", "Lopez", "Pran Tainer", "Lian T'su", "Davies", "Daniel Kwan", "Martin"]


def bot_move(state: StarTrekState, seat: int) -> Action:
    """Returns the bot's move for the seat to act, after checking it is legal."""
    legal = GAME.legal_actions(state, seat)
    action = BOT.choose(GAME, GAME.view(state, seat), seat, legal, random.Random(0))
    assert action in legal
    return action


def orders_until_attempt(state: StarTrekState, limit: int = 40) -> list[Action]:
    """Plays the Federation bot's orders until it attempts (or ends its orders); returns its moves."""
    moves = []
    for _ in range(limit):
        action = bot_move(state, FED)
        moves.append(action)
        if action.kind in ("attempt", "end_orders"):
            return moves
        GAME.apply(state, FED, action)
    raise AssertionError(f"no attempt after {limit} moves: {moves}")


def no_dilemmas(state: StarTrekState) -> None:
    """Empties the Borg dilemma pile onto its headquarters (the attempt meets no dilemma)."""
    side = state.sides[BORG]
    state.beneath.setdefault(side.missions[0], []).extend(side.pile)
    side.pile.clear()


def test_a_crew_aboard_a_ship_at_a_planet_that_meets_it_beams_down_and_attempts():
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    nebula = place(state, FED, "U.S.S. Nebula", lapideas)
    crew = [place(state, FED, title, nebula) for title in WALKTHROUGH]
    moves = orders_until_attempt(state)
    assert moves[-1] == Action("attempt", (lapideas,))
    assert all(state.loc[p] == lapideas for p in crew)  # everyone beamed down first: the biggest group
    no_dilemmas(state)
    GAME.apply(state, FED, moves[-1])
    assert lapideas in state.sides[FED].completed


def test_the_crew_at_the_headquarters_boards_one_ship_and_flies_to_the_mission_it_meets():
    state = fresh()
    earth, lapideas = mission(state, FED, "Earth"), mission(state, FED, "Lapideas System")
    nebula = place(state, FED, "U.S.S. Nebula", earth)
    crew = [place(state, FED, "William T. Riker", nebula), place(state, FED, "Rixx", nebula)]
    crew += [place(state, FED, title, earth) for title in WALKTHROUGH]  # on the surface: they must board first
    moves = orders_until_attempt(state)
    assert Action("move", (nebula, lapideas)) in moves
    assert moves[-1] == Action("attempt", (lapideas,))
    assert state.loc[nebula] == lapideas and all(state.loc[p] == lapideas for p in crew)


def test_a_ship_at_the_mission_fetches_the_personnel_waiting_at_the_headquarters_and_comes_back():
    state = fresh()
    earth, lapideas = mission(state, FED, "Earth"), mission(state, FED, "Lapideas System")
    nebula = place(state, FED, "U.S.S. Nebula", lapideas)
    # At the mission: a crew that staffs the Nebula but lacks Geology, Physics and Science.
    there = [place(state, FED, title, lapideas) for title in ("William T. Riker", "Lopez", "Lian T'su", "Rixx")]
    waiting = [place(state, FED, title, earth) for title in ("Davies", "Pran Tainer", "Martin")]
    moves = orders_until_attempt(state)
    assert moves.index(Action("move", (nebula, earth))) < moves.index(Action("move", (nebula, lapideas)))
    assert moves[-1] == Action("attempt", (lapideas,))
    assert all(state.loc[p] == lapideas for p in there + waiting)


def test_with_no_mission_in_reach_it_ends_its_orders_without_a_hopeless_attempt():
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    for title in ("Lopez", "Lian T'su"):
        place(state, FED, title, lapideas)
    moves = orders_until_attempt(state)
    assert moves == [Action("end_orders")]
    assert english(*_why(state, moves[-1])).startswith("Ends the orders: the crews it can gather still lack")


def only_dilemmas(state: StarTrekState, *titles: str) -> None:
    """Leaves only these dilemmas in the Borg pile, the first on top; the rest lie beneath the Borg headquarters."""
    pile_top(state, BORG, list(titles))
    side = state.sides[BORG]
    state.beneath.setdefault(side.missions[0], []).extend(side.pile[len(titles):])
    del side.pile[len(titles):]


def first_pick(state: StarTrekState, at: int) -> None:
    """Attempts a planet with the bots answering until a dilemma's "choose a personnel" is open."""
    GAME.apply(state, FED, Action("attempt", (at,)))
    while kind_now(state) != "pick":
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, bot_move(state, seat))


def test_the_attempting_player_stops_the_member_it_can_spare_and_the_owner_one_the_mission_needs():
    # Kolaran Raiders: the attempting player chooses among its Leadership and Security personnel. Shelby is the
    # group's only Geology: the bot gives up Lopez or Rixx, never her.
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    group = ["Elizabeth Shelby", "Lopez", "Daniel Kwan", "Van Orton", "Martin", "Lian T'su", "Rixx"]
    uids = {title: place(state, FED, title, lapideas) for title in group}
    only_dilemmas(state, "Kolaran Raiders")
    first_pick(state, lapideas)
    assert GAME.to_act(state) == (FED,)
    assert bot_move(state, FED) in (Action("stop", (uids["Lopez"],)), Action("stop", (uids["Rixx"],)))
    # Authenticate Artifacts: the dilemma owner chooses among Anthropology and Archaeology personnel. Barron is
    # the only Geology and Van Orton the only Science; Picard holds none of the skills the mission needs.
    state = fresh()
    group = ["Jean-Luc Picard", "Barron", "Van Orton", "Daniel Kwan", "Martin", "Lian T'su", "Lopez", "Rixx"]
    uids = {title: place(state, FED, title, lapideas) for title in group}
    only_dilemmas(state, "Authenticate Artifacts")
    first_pick(state, lapideas)
    assert GAME.to_act(state) == (BORG,)
    assert bot_move(state, BORG) in (Action("stop", (uids["Barron"],)), Action("stop", (uids["Van Orton"],)))


def test_the_dilemma_owner_stacks_what_hurts_this_crew_and_keeps_the_crushing_one_for_last():
    state = fresh()
    lapideas = mission(state, FED, "Lapideas System")
    for title in ("Lopez", "Lian T'su", "Davies", "Daniel Kwan", "Martin", "Rixx", "Rabal"):
        place(state, FED, title, lapideas)  # nobody has Anthropology or Archaeology; Lopez and Kwan have
        # Honor and Telepathy (Psycho-Kinetic Attack does nothing); 7 stay within Limited Welcome's 9
    dilemmas = ["Kolaran Raiders", "Authenticate Artifacts", "Pinned Down", "Limited Welcome", "Psycho-Kinetic Attack"]
    only_dilemmas(state, *dilemmas)
    GAME.apply(state, FED, Action("attempt", (lapideas,)))
    assert kind_now(state) == "stack" and state.attempt is not None and state.attempt.budget == 7
    chosen = []
    while (action := bot_move(state, BORG)).kind == "choose":
        chosen.append(state.card(int(action.args[0])).title)
        GAME.apply(state, BORG, action)
    # Authenticate Artifacts stops all 7 (nobody eligible): it goes last, after the two that stop one each.
    assert sorted(chosen[:2]) == ["Kolaran Raiders", "Pinned Down"] and chosen[2] == "Authenticate Artifacts"


def _why(state: StarTrekState, action: Action) -> tuple[str, dict[str, object]]:
    seat = GAME.to_act(state)[0]
    reason = explain(BOT, GAME, GAME.view(state, seat), seat, action)
    assert reason is not None
    return reason.code, reason.params


def test_every_reason_the_bot_gives_reads_as_one_sentence():
    codes = set()
    for deck_seat in (1, 2):
        for reason in reasons_of_a_game(GAME, 2, {"federation_seat": deck_seat}, 21):
            source = BOT_REASONS[reason.code][1]
            assert ". " not in source and source.endswith("."), source  # one sentence
            codes.add(reason.code)
    assert len(codes) >= 12, codes


def play(seed: int, fed_seat: int) -> tuple[int, ...]:
    """Returns the ranks of a seeded game of the greedy bot (seat 0) against the random bot.

    How long its moves take is bench/bench_star_trek_bot.py's to print: a test on a busy machine cannot judge it."""
    state = GAME.new_game(2, {"federation_seat": fed_seat}, seed)
    bots = (BOT, RandomBot())
    rng = random.Random(seed)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, bots[seat].choose(GAME, GAME.view(state, seat), seat, legal, rng))
    return GAME.result(state).ranks


@pytest.mark.slow
@pytest.mark.parametrize("deck, fed_seat", [("federation", 1), ("borg", 2)])
def test_the_greedy_bot_wins_seventy_percent_of_100_games_against_random_with_each_deck(deck, fed_seat):
    wins = 0
    for seed in range(100):
        ranks = play(seed, fed_seat)
        wins += ranks[0] == 1 and ranks[1] == 2  # a draw is not a win
    print(f"{deck}: greedy wins {wins}/100")
    assert wins >= 70  # 100 games a deck here; bench/bench_star_trek_bot.py plays 200
