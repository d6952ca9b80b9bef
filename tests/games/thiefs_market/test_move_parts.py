"""Thief's Market reads its moves by name (moves.parts): every legal move of seeded games reads back the pick, the
pile stolen, the card bought or used and the gem paid, and a card's re-roll and copy the die and the card they mean."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.games.thiefs_market import GAME
from tabletop.games.thiefs_market.components import Face
from tabletop.games.thiefs_market.moves import OBJECTS, MoveParts, parts
from tabletop.games.thiefs_market.view import ThiefsMarketView
from tests.games.move_reading import check_every_argument_named, moments

from .test_rules import buying, counts

FACES = {f.word for f in Face}
R, W = Face.RED, Face.WHITE
# The kinds the table reads parts of (steal: the pile framed; reroll and copy: the die and the card clicked), and
# the others the words read.
READ = {"steal", "take", "return", "unpick", "buy", "spend", "convert", "pay"}


def check(view: ThiefsMarketView, seat: int, action: Action, seen: set[str]) -> None:
    """Asserts that the move's parts mean what the game means by it."""
    p, kind = parts(action), action.kind
    own = view.seats[seat]
    if kind == "steal":
        victim = view.seats[p.victim if p.victim is not None else seat]
        assert p.victim != seat and victim.pile is not None, action
        assert sum(victim.pile) + victim.has_marker > 1, action  # a pile of one (the marker counts) is not stolen
    elif kind in ("take", "return", "unpick"):
        assert p.pick in OBJECTS or (kind, p.pick) == ("take", "all"), action
    elif kind == "buy":
        assert any(p.card in cards for _, cards in view.rows), action
    elif kind in ("spend", "exchange", "convert"):
        assert p.card in own.cards and (kind != "convert" or p.face in FACES), action
    elif kind == "pay":
        assert p.face in FACES and p.way in ("die", "gold") and own.pile is not None, action
    elif kind in ("waive", "hold"):
        assert p.face in FACES, action
    seen.add(kind)


def test_every_legal_move_of_seeded_games_reads_back_what_it_means():
    seen: set[str] = set()
    for players, seed in ((3, 5), (5, 6)):
        for _, view, seat, legal in moments(GAME, players, seed, 800):
            check_every_argument_named(legal, parts)
            for action in legal:
                check(view, seat, action, seen)
    assert READ <= seen, READ - seen


def test_the_lucky_appendage_rerolls_a_die_of_the_pile_and_the_stew_copies_another_seats_card():
    state = buying(piles=[counts(R, W), counts(), counts(), counts()], tableau={0: ["B13"]}, market=("A11",))
    rerolls = [a for a in GAME.legal_actions(state, 0) if a.kind == "reroll"]
    check_every_argument_named(rerolls, parts)
    assert {(parts(a).card, parts(a).face) for a in rerolls} == {("B13", "red"), ("B13", "white")}
    stew = buying(piles=[counts(Face.GREEN, Face.BLUE), counts(), counts(), counts()],
                  tableau={1: ["A11"], 2: ["C13"]}, market=("P1",))
    GAME.apply(stew, 0, Action("buy", ("P1",)))
    copies = list(GAME.legal_actions(stew, 0))
    check_every_argument_named(copies, parts)
    assert {parts(a).card for a in copies} == {"A11", "C13"} and {a.kind for a in copies} == {"copy"}


def test_a_move_with_arguments_it_does_not_take_names_nothing():
    for text in ("steal", "steal x", "take 1 0 0 0 0 0 0", "pay red", "reroll B13", "buy", "done 1"):
        assert parts(Action.parse(text)) == MoveParts(), text
    assert parts(Action.parse("take all")) == MoveParts(pick="all")
    assert parts(Action.parse("pay blue gold")) == MoveParts(face="blue", way="gold")
    assert parts(Action.parse("steal 2")) == MoveParts(victim=2)
