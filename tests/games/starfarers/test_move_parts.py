"""Catan: Starfarers reads its moves by name (moves.parts): every legal move of a seeded bot game, and of the choices
only encounters and cards bring (a jump, a halt, a token's trade ship), reads back the ship, node, trade and seat it means."""

from __future__ import annotations

import copy
import random
from typing import Any, Sequence

from tabletop.bots.starfarers import StarfarersBot
from tabletop.engine.action import Action
from tabletop.engine.decisions import Decision
from tabletop.games.starfarers.board import COLONY_SITE, DOCKING, NEIGHBOURS, node_of
from tabletop.games.starfarers.components import FRIENDSHIP_BY_ID, RESOURCE_BY_WORD, UPGRADE_BY_WORD
from tabletop.games.starfarers.moves import MoveParts, parts
from tabletop.games.starfarers.view import StarfarersView
from tests.games.move_reading import check_every_argument_named, moments
from tests.games.starfarers.helpers import GAME, new

RESOURCE_KINDS = {"discard", "give", "take", "relief", "offer_give", "offer_want", "propose_give", "propose_want"}
SHIPS_BUILT = {"colony_ship", "trade_ship", "spaceport"}
# The kinds the table reads parts of, and the moves that name nothing.
READ = {"step", "found", "dock", "build", "trade", "jump", "place_ship", "place_token", "halt", "jump_ship",
        "befriend", "fame_for_sale", "rob", "offer_skip", "take_offer", "answer", "upgrade", "lose"} | RESOURCE_KINDS
# Choices the seeded game does not come to (encounters and cards bring them): asked for directly.
ASKED = ("jump", "place_token", "place_ship", "halt", "jump_ship", "relief")


def node_index(p: MoveParts) -> int:
    """Returns the board node the parts name (failing when they name none)."""
    index = node_of(p.node)
    assert index is not None, p
    return index


def check(view: StarfarersView, seat: int, action: Action, seen: set[str]) -> None:
    """Asserts that the move's parts mean what the game means by it."""
    p, kind = parts(action), action.kind
    ships = {s.id: s for s in view.ships}
    if kind in ("step", "found", "dock", "halt", "jump_ship"):
        assert p.ship is not None and ships[p.ship].owner == seat, action
    if kind == "step":
        assert node_index(p) in NEIGHBOURS[node_index(MoveParts(node=ships[p.ship or 0].node))], action
    elif kind in ("found", "dock"):
        where = node_index(MoveParts(node=ships[p.ship or 0].node))
        assert (COLONY_SITE if kind == "found" else DOCKING)[where] and ships[p.ship or 0].trade == (kind == "dock")
    elif kind == "build" and p.node is not None:
        assert p.what in SHIPS_BUILT and node_index(p) >= 0, action
        if p.what == "spaceport":
            assert (p.node, seat) in view.colonies, action
    elif kind == "build":
        assert p.what in UPGRADE_BY_WORD, action
    elif kind == "trade":
        assert p.give in RESOURCE_BY_WORD and p.get in RESOURCE_BY_WORD and p.n in (1, 2, 3, 4), action
        assert view.hand is not None and view.hand[RESOURCE_BY_WORD[p.give]] >= p.n, action
    elif kind in ("jump", "place_ship", "place_token"):
        assert node_index(p) >= 0, action
    elif kind in ("befriend", "fame_for_sale"):
        assert p.card in FRIENDSHIP_BY_ID, action
    elif kind in ("rob", "offer_skip", "take_offer"):
        assert p.seat is not None and p.seat != seat and 0 <= p.seat < view.players, action
    elif kind in RESOURCE_KINDS:
        assert p.what in RESOURCE_BY_WORD, action
    elif kind in ("upgrade", "lose"):
        assert p.what in UPGRADE_BY_WORD, action
    elif kind == "answer":
        assert p.what in ("yes", "no") or str(p.what).isdigit(), action
    seen.add(kind)


def check_trade_moves_the_cards_it_names(state: Any, seat: int, trade: Action) -> None:
    """Asserts that playing the trade gives the supply `n` of `give` and takes one `get`."""
    p = parts(trade)
    assert p.give is not None and p.get is not None and p.n is not None
    after = copy.deepcopy(state)
    GAME.apply(after, seat, trade)
    change = [b - a for a, b in zip(state.hands[seat], after.hands[seat])]
    expected = [0] * 5
    expected[RESOURCE_BY_WORD[p.give]] -= p.n
    expected[RESOURCE_BY_WORD[p.get]] += 1
    assert change == expected, (trade.text(), change)


def test_every_legal_move_of_a_bot_game_reads_back_what_it_means():
    bot = StarfarersBot()  # one for the game: it remembers the offers it made

    def choose(view: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        return bot.choose(GAME, view, seat, legal, rng)

    seen: set[str] = set()
    trades = 0
    for state, view, seat, legal in moments(GAME, 4, 8, 3000, choose):
        check_every_argument_named(legal, parts)
        for action in legal:
            check(view, seat, action, seen)
            if action.kind == "trade" and trades < 6:
                check_trade_moves_the_cards_it_names(state, seat, action)
                trades += 1
    assert trades == 6
    assert READ - set(ASKED) <= seen, READ - set(ASKED) - seen


def test_the_choices_of_encounters_and_cards_read_back_their_ship_node_or_resource():
    seen: set[str] = set()
    for kind in ASKED:
        state = new(4, seed=3)
        state.decisions.push(Decision(1, kind, "sf.prompt." + kind, {"ship": 3}))
        legal = list(GAME.legal_actions(state, 1))
        assert legal and all(a.kind == kind for a in legal), (kind, legal)
        check_every_argument_named(legal, parts)
        for action in legal:
            check(GAME.view(state, 1), 1, action, seen)
    assert seen == set(ASKED)


def test_a_move_with_arguments_it_does_not_take_names_nothing():
    for text in ("trade x", "step 0", "found", "build", "jump", "rob", "roll 3", "offer_give ore fuel"):
        assert parts(Action.parse(text)) == MoveParts(), text
    assert parts(Action.parse("step 4 v5_21")) == MoveParts(ship=4, node="v5_21")
    assert parts(Action.parse("trade 2 ore fuel")) == MoveParts(n=2, give="ore", get="fuel")
