"""Catan: Starfarers' tutorial covers the game (issue 22): step 1 names the systems the learner's pieces are in; the
learner trades with the supply and with a player (an offer and a counter-offer), rolls a 7 (returns half of a big
hand and robs), builds a trade ship, a freight pod and a spaceport, meets an encounter, and docks a trade station at
an outpost for a friendship card; no trade ship ends a flight on a docking point without founding. At the table
every bubble that points at a place on the galaxy leaves that place uncovered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from tabletop.engine.contract import Event
from tabletop.games.starfarers.board import DOCKING, NODES, SECTORS, node_of
from tabletop.games.starfarers.components import ENCOUNTER_BY_ID, Upgrade
from tabletop.games.starfarers.messages import sector_words
from tabletop.tutorial.load import load_tutorial
from tabletop.tutorial.model import Highlight, StepKind
from tabletop.tutorial.runner import TutorialRunner
from tabletop.tutorial.texts import texts_for
from tabletop.ui.i18n import Language, translate
from tests.tutorial.walk import walk


@pytest.fixture(scope="module")
def played() -> TutorialRunner:
    runner = TutorialRunner(load_tutorial("starfarers"))
    runner.play_to_end()
    return runner


def learner_events(runner: TutorialRunner) -> list[tuple[str, Event]]:
    """Returns (the learner's move, an event it caused) for every event of the learner's moves, in order."""
    return [(t.action.text(), e) for t in runner.session.log if t.seat == runner.learner for e in t.events]


def advance(runner: TutorialRunner) -> None:
    """Plays one move of the current step as written (Next, the learner's move, or a bot's)."""
    step = runner.step
    if step.kind is StepKind.READ:
        runner.next()
    elif step.kind is StepKind.ACT:
        runner.play(runner.expected)
    else:
        runner.play_bot()


def codes(runner: TutorialRunner) -> list[str]:
    """Returns the codes of the events of the learner's moves, in order."""
    return [e.code for _, e in learner_events(runner)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_step_one_names_the_home_systems_the_learners_pieces_are_in(app, lang):
    runner = TutorialRunner(load_tutorial("starfarers"))  # the seeded set-up, before any move
    state, seat = runner.session.state, runner.learner
    nodes = [n for n, o in {**state.colonies, **state.spaceports}.items() if o == seat]
    nodes += [s.node for s in state.ships if s is not None and s.owner == seat]
    here = {SECTORS[k].id for n in nodes for k in NODES[n].systems}
    elsewhere = {s.id for s in SECTORS if s.type == "home"} - here
    assert here and elsewhere  # three home systems hold red's pieces, one does not
    language = Language()
    assert language.use(lang)
    try:
        welcome = runner.tutorial.steps[0]
        words = translate(*texts_for("starfarers")[welcome.text])
        named = {s: sector_words(s, translate) for s in here | elsewhere}
    finally:
        language.use("en")
    assert welcome.id == "welcome" and welcome.kind is StepKind.READ
    for sector in sorted(here):
        assert named[sector] in words, f"step 1 does not name {named[sector]}, where red's pieces are: {words}"
    for sector in sorted(elsewhere):
        assert named[sector] not in words, f"step 1 names {named[sector]}, where red has nothing: {words}"
    # and its bubble points at those systems (their rings), no other
    assert {m[len("place:"):] for m in welcome.mentions if m.startswith("place:")} == here
    spaceport = next(n for n, o in state.spaceports.items() if o == seat)
    ship = next(s.node for s in state.ships if s is not None and s.owner == seat)
    assert ship in NODES[spaceport].spaceport_sites  # "your colony ship beside it"


def test_a_supply_trade_pays_for_the_freight_pod_that_is_built(played):
    events = learner_events(played)
    moves = [move for move, _ in events]
    trade = next(e for _, e in events if e.code == "sf.supply_trade")
    assert trade.params["n"] == 2 and trade.params["give"] == "goods"
    pod = moves.index("build freight_pod")
    assert moves.index(next(m for m in moves if m.startswith("trade "))) < pod
    # Without the trade the pod is refused for want of ore: replay to the trade and try the pod first.
    fresh = TutorialRunner(played.tutorial)
    while not (fresh.expected is not None and fresh.expected.kind == "trade"):
        advance(fresh)
    build = next(a for s in played.tutorial.steps for a in s.actions if a.text() == moves[pod])
    assert fresh.session.game.why_illegal(fresh.session.state, fresh.learner, build).code == "sf.cannot_afford"
    assert played.session.state.upgrades[played.learner][Upgrade.FREIGHT_POD] == 1


def test_an_offer_gets_a_counter_offer_that_the_learner_takes(played):
    log = played.session.log
    sent = next(e for t in log if t.seat == played.learner for e in t.events if e.code == "sf.offer_sent")
    proposed = next((t.seat, e) for t in log if t.seat != played.learner for e in t.events if e.code == "sf.proposed")
    passed = [t.seat for t in log for e in t.events if e.code == "sf.passed"]
    traded = next(e for t in log if t.seat == played.learner for e in t.events if e.code == "sf.traded")
    seat, counter = proposed
    assert sent.params["open_to"] and seat in sent.params["open_to"] and passed and seat not in passed
    # A counter-offer: the other player's own terms, not the offer's.
    assert (counter.params["give"], counter.params["want"]) != (sent.params["want"], sent.params["give"])
    assert traded.params["victim"] == seat
    assert traded.params["get"] == counter.params["give"] and traded.params["give"] == counter.params["want"]


def test_the_learners_seven_returns_half_of_a_big_hand_and_robs(played):
    events = learner_events(played)
    seven = next(k for k, (move, e) in enumerate(events) if e.code == "sf.rolled" and e.params["total"] == 7)
    returned = [e for _, e in events[seven:] if e.code == "sf.returned"]
    robbed = [e for _, e in events[seven:] if e.code == "sf.robbed"]
    assert len(returned) == 4 and all(e.params["seat"] == played.learner for e in returned)  # 8 cards: half
    assert robbed and robbed[0].params["seat"] == played.learner and robbed[0].params["victim"] != played.learner
    # The learner held 8 when the 7 came: over the limit of 7, so the discards were the rule's, not a choice.
    discards = [a for s in played.tutorial.steps for a in s.actions if a.kind == "discard"]
    assert len(discards) == 4


def test_a_trade_ship_and_a_spaceport_are_built(played):
    built = [e.params for _, e in learner_events(played) if e.code == "sf.built"]
    what = [b["what"] for b in built]
    assert "trade_ship" in what and "spaceport" in what
    port = next(b["node"] for b in built if b["what"] == "spaceport")
    assert played.session.state.spaceports[node_of(port)] == played.learner


def test_an_encounter_is_answered_and_its_contest_won(played):
    events = learner_events(played)
    shaken = [e for move, e in events if e.code == "sf.shaken" and e.params["encounter"]]
    assert shaken and "black" in shaken[0].params["balls"]
    answered = next(e for _, e in events if e.code == "sf.answered")
    card = ENCOUNTER_BY_ID[str(answered.params["card"])]
    assert card.title == "Pirate Raiders" and answered.params["answer"] == "yes"
    contest = next(e for _, e in events if e.code == "sf.contest")
    assert contest.params["stat"] == "speed" and contest.params["won"]
    assert contest.params["victim"] == (played.learner - 1) % played.session.state.players  # the right neighbour


def test_a_trade_station_at_an_outpost_brings_a_friendship_card_and_the_marker(played):
    events = codes(played)
    assert events.index("sf.station_founded") < events.index("sf.befriended")
    assert "sf.marker_taken" in events
    state = played.session.state
    assert state.friends[played.learner] == ["GF_ORE"] and played.learner in state.stations[0] + state.stations[1] \
        + state.stations[2] + state.stations[3]
    assert played.standings().scores[played.learner] == 7  # 1 colony, 2 spaceports, the marker


def test_no_trade_ship_ends_a_flight_on_a_docking_point_without_founding(played):
    fresh = TutorialRunner(played.tutorial)
    ends = 0
    while not fresh.finished:
        state = fresh.session.state
        step = fresh.step
        if step.kind is StepKind.READ:
            fresh.next()
            continue
        seat, action = (fresh.learner, fresh.expected) if step.kind is StepKind.ACT else fresh.bot_move()
        if action.kind == "end_flight":
            ends += 1
            parked = [s for s in state.ships if s is not None and s.owner == seat and s.trade and DOCKING[s.node]]
            assert not parked, f"{step.id}: a trade ship ends its flight on a docking point"
        advance(fresh)
    assert ends >= 8


def test_the_bots_play_their_listed_turns_and_hand_the_dice_back(played):
    listed = [a for s in played.tutorial.steps if s.kind is StepKind.BOTS for a in s.bot_moves]
    assert [t.action for t in played.session.log if t.seat != played.learner] == listed
    assert played.session.to_act() == (played.learner,) and played.session.state.turn == 13  # the learner's 5th


def test_a_bubble_that_points_at_a_place_on_the_galaxy_never_covers_it(window, qtbot):
    card = next(c for c in window.home.cards if c.game_id == "starfarers")
    qtbot.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    page = window.table
    overlay, scene, board = page.tutorial, page.scene, page.board
    pointed = []

    def check(k, step):
        places = [m[len("place:"):] for m in step.mentions if m.startswith("place:")]
        if places:  # a step about systems of the galaxy: the bubble leaves them clear, and a step that shows the
            # board (no move to make) rings them
            bubble = overlay.bubble.geometry()
            corner = board.viewport().mapFrom(page, bubble.topLeft())
            covering = board.mapToScene(QRect(corner, bubble.size())).boundingRect()
            ring = overlay.ring.geometry()
            for place in places:
                rect = scene.place_rect(place)
                assert rect is not None and not covering.intersects(rect), f"{step.id}: the bubble covers {place}"
                centre = board.viewport().mapTo(page, board.mapFromScene(rect.center()))
                if step.highlight is Highlight.BOARD:
                    assert overlay.ring.isVisible() and ring.contains(QPoint(centre)), f"{step.id}: no ring on {place}"
            pointed.append(step.id)
        if step.kind is not StepKind.ACT:
            return
        move = overlay.runner.expected
        item = scene.action_items.get(move)
        rect = item.sceneBoundingRect() if item is not None and item.isVisible() else \
            scene.preview(page.controller.view(), move)
        if rect is None or rect.isEmpty():
            return  # a move without a place (roll, shake, an offer's pick): the move list is marked
        bubble = overlay.bubble.geometry()
        corner = board.viewport().mapFrom(page, bubble.topLeft())
        covering = board.mapToScene(QRect(corner, bubble.size())).boundingRect()
        assert not covering.intersects(rect), f"{step.id}: the bubble covers {move.text()}"
        ring = overlay.ring.geometry()
        centre = board.viewport().mapTo(page, board.mapFromScene(rect.center()))
        assert overlay.ring.isVisible() and ring.contains(QPoint(centre)), f"{step.id}: the ring is elsewhere"
        pointed.append(step.id)

    walk(qtbot, page, check)
    flights = [s.id for s in overlay.runner.tutorial.steps if s.action is not None and s.action.kind == "step"]
    assert set(flights) <= set(pointed) and {"welcome", "trade-ship", "spaceport"} <= set(pointed)


def test_a_flight_is_flown_under_one_bubble_and_no_bubble_repeats_another(app):
    tutorial = load_tutorial("starfarers")
    steps = [s for s in tutorial.steps if s.kind is not StepKind.BOTS]
    flying = [s for s in steps if any(a.kind == "step" for a in s.actions)]
    # 16 points flown: the first three flights each under one bubble; only exploring and docking get their own.
    assert sum(a.kind == "step" for s in flying for a in s.actions) == 16 and len(flying) <= 5
    assert [s.id for s in flying if len(s.actions) == 1] == ["explore", "dock-step"]
    texts = [s.text for s in steps]
    assert len(texts) == len(set(texts)), "a bubble says only what another said (\"one more step\")"
    assert len(steps) <= 29  # 47 before: nine "one more step", three "return one more" and four lone moves folded
