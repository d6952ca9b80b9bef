"""The Starfarers galaxy is the table: its size at 1366×768, pieces you can tell apart, marks that say what a click
does (every kind of click on the board plays its move), and the offer builder whose buttons never move."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from tabletop.engine.action import Action
from tabletop.games import available_games
from tabletop.ui.games.starfarers.offer import WRITING
from tabletop.ui.games.starfarers.pieces import NEUTRAL_MARK, PIECE_SIZE, Piece, Spot, _silhouette
from tabletop.ui.games.starfarers.layout import _faded
from tabletop.ui.games.starfarers.scene import RESOURCE_MARKS, StarfarersScene
from tabletop.ui.items import ButtonItem

GAME = available_games()["starfarers"]
NAMES = ["Aiko", "Ben", "Chiara", "Dev"]


def _find(players: int, wanted, seeds=range(12), moves: int = 1500):
    """Returns (state, seat, legal) of the first seeded random game reaching a moment where `wanted(legal)` holds."""
    for seed in seeds:
        state = GAME.new_game(players, {}, seed)
        rng = random.Random(seed)
        for _ in range(moves):
            if GAME.is_over(state):
                break
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            if wanted(legal):
                return state, seat, legal
            GAME.apply(state, seat, rng.choice(legal))
    pytest.fail("no seeded game reached the moment")


def _scene(state, seat, legal) -> StarfarersScene:
    scene = StarfarersScene()
    scene.render_view(GAME.view(state, seat), legal, NAMES[:state.players], seat)
    return scene


# --- the galaxy is the table ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4])
def test_the_galaxy_covers_nearly_half_the_window_with_hexes_56_px_apart(window, qtbot, players):
    from PySide6.QtWidgets import QGraphicsView

    from tests.ui.text_moments import SCREEN, Setup, moments

    window.resize(*SCREEN)
    seen = []

    def measure(w, moment: str) -> None:
        # The table's view (the home page's statistics chart is a graphics view too).
        view = next((v for v in w.findChildren(QGraphicsView) if isinstance(v.scene(), StarfarersScene)), None)
        scene = view.scene() if view is not None else None
        if not isinstance(scene, StarfarersScene) or scene.board is None or scene.board.scene() is not scene:
            return
        board = scene.board
        on_screen = view.mapFromScene(board.sceneBoundingRect()).boundingRect()
        pixels_per_unit = board.scale() * view.transform().m11()
        # The galaxy itself (its tiles and intersections), not only its frame, fills that much.
        content = view.mapFromScene(board.mapRectToScene(board.content.mapRectToParent(board.bounds))).boundingRect()
        seen.append((moment, on_screen.width() * on_screen.height() / (SCREEN[0] * SCREEN[1]),
                     content.width() * content.height() / (SCREEN[0] * SCREEN[1]),
                     pixels_per_unit * math.sqrt(3)))

    for _ in moments(window, Setup("starfarers", players, {}, seed=5, large_seats=False), measure):
        pass
    window.leave_table()
    assert len(seen) >= 6
    for moment, frame, galaxy, spacing in seen:
        assert frame >= 0.45 and galaxy >= 0.40, moment
        assert spacing >= 56, (moment, spacing)  # neighbouring hexes' centres, one hex across


def test_the_galaxy_is_turned_landscape_and_zoom_still_works(qapp):
    state = GAME.new_game(4, {}, 1)
    seat = GAME.to_act(state)[0]
    scene = _scene(state, seat, GAME.legal_actions(state, seat))
    board = scene.board
    assert board.layout.pointy and board.bounds.width() > board.bounds.height() * 1.4
    before = board.scale()
    board.set_zoom(2.0)
    assert board.scale() == pytest.approx(2 * before)


# --- pieces you can tell apart -----------------------------------------------------------------------------------

def test_each_piece_has_its_own_silhouette_at_least_20_px():
    paths = {}
    for kind, (w, h) in PIECE_SIZE.items():
        assert w >= 20 and h >= 20, kind
        path = _silhouette(kind, w, h)
        paths[kind] = [(round(e.x, 1), round(e.y, 1)) for e in (path.elementAt(k) for k in range(path.elementCount()))]
    assert len({tuple(p) for p in paths.values()}) == len(paths)


def test_pieces_on_the_galaxy_keep_their_size_and_the_neutral_ones_are_named_neutral(qapp):
    state, seat, legal = _find(3, lambda legal: any(a.kind == "step" for a in legal))
    scene = _scene(state, seat, legal)
    pieces = [i for i in scene.board.content.childItems() if isinstance(i, Piece)]
    kinds = {p.kind for p in pieces}
    assert {"colony", "spaceport", "colony_ship"} <= kinds
    for piece in pieces:
        rect = piece.mapRectToScene(QRectF(0, 0, piece.width, piece.height))
        assert rect.width() >= 19.9 and rect.height() >= 19.9, piece.kind  # a scene pixel is a screen pixel
    neutral = [p for p in pieces if p.mark == NEUTRAL_MARK]
    assert neutral and all(p.toolTip().startswith("A neutral") and "never produces" in p.toolTip() for p in neutral)
    assert not any(p.toolTip().startswith(("0's", "-1")) for p in pieces)
    own = {p.mark for p in pieces} - {NEUTRAL_MARK}
    assert len(own) == 3  # the three seats, none drawn in the neutral's colour


def test_explored_planets_and_hazards_look_like_what_they_are(qapp):
    from tabletop.ui.games.starfarers.pieces import HazardItem

    state = GAME.new_game(4, {}, 0)
    rng = random.Random(0)
    for _ in range(900):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    seat = GAME.to_act(state)[0]
    scene = _scene(state, seat, GAME.legal_actions(state, seat))
    tiles = {t.id: t for t in scene.board.layout.tiles}
    for planet in scene.view.planets:
        tile = tiles[planet.id]
        if planet.face_up or planet.token is not None:
            assert tile.fill != _faded(tile.fill) and (planet.token is not None or tile.label != "?")
        else:
            assert tile.label == "?"
    faded = [t for t in tiles.values() if t.label == "?"]
    assert faded and all(t.fill not in {m.colour for m in RESOURCE_MARKS.values()} for t in faded)
    hazards = [i for i in scene.board.content.childItems() if isinstance(i, HazardItem)]
    tokens = [p.token for p in scene.view.planets if p.token]
    assert len(hazards) == len(tokens)


# --- marks that say what a click does ------------------------------------------------------------------------------

CLICKS = {
    "fly": lambda a: a.kind == "step",
    "found": lambda a: a.kind == "found",
    "dock": lambda a: a.kind == "dock",
    "spaceport": lambda a: a.kind == "build" and len(a.args) == 2 and a.args[0] == "spaceport",
    "ship": lambda a: a.kind == "build" and len(a.args) == 2 and a.args[0] in ("colony_ship", "trade_ship"),
}


def _docking():
    """Returns a flight in which a trade ship stands on an alien outpost's docking point with pods enough to dock."""
    from tabletop.games.starfarers.board import DOCKING

    def trade_ship_flies(legal):
        return any(a.kind == "step" and a.args[0] in trade_ships for a in legal)

    for seed in range(30):
        state = GAME.new_game(4, {}, seed)
        trade_ships = {s.id for s in state.ships if s is not None and s.trade}
        rng = random.Random(seed)
        for _ in range(1500):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            trade_ships = {s.id for s in state.ships if s is not None and s.trade and s.owner == seat}
            if trade_ship_flies(legal):
                ship = state.ships[next(iter(trade_ships))]
                ship.node = DOCKING.index(True)
                state.upgrades[seat][2] = 5
                legal = GAME.legal_actions(state, seat)
                if any(a.kind == "dock" for a in legal):
                    return state, seat, legal
            GAME.apply(state, seat, rng.choice(legal))
    pytest.fail("no trade ship came to fly")


@pytest.mark.parametrize("kind", list(CLICKS))
def test_every_kind_of_mark_on_the_galaxy_plays_its_move_when_clicked(qapp, kind):
    wanted = CLICKS[kind]
    if kind == "dock":  # random play seldom docks: a trade ship is set on a docking point with pods enough
        state, seat, legal = _docking()
    else:
        state, seat, legal = _find(4, lambda legal: any(wanted(a) for a in legal), seeds=range(30), moves=2500)
    scene = _scene(state, seat, legal)
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    action = next(a for a in legal if wanted(a) and any(a in moves for moves in scene.node_actions.values()))
    node = next(n for n, moves in scene.node_actions.items() if action in moves)
    spot = scene.action_items[action]
    assert isinstance(spot, Spot) and spot.kind == kind
    scene.board.node_clicked.emit(node)
    moves = scene.node_actions[node]
    if len(moves) > 1:  # two moves on one place: a button for each beside it, then a click plays one
        QApplication.processEvents()
        assert chosen == []
        buttons = [scene.action_items[m] for m in moves]
        assert all(isinstance(b, ButtonItem) and b.scene() is scene for b in buttons)
        scene.action_items[action].clicked.emit()
        QApplication.processEvents()
    assert chosen == [action]


def test_a_flight_shows_the_steps_left_and_the_legend_explains_the_marks(qapp):
    from tabletop.ui.items import LabelItem

    state, seat, legal = _find(4, lambda legal: any(a.kind == "step" for a in legal))
    ship = next(a.args[0] for a in legal if a.kind == "step")
    GAME.apply(state, seat, next(a for a in legal if a.kind == "step" and a.args[0] == ship))
    seat = GAME.to_act(state)[0]
    scene = _scene(state, seat, GAME.legal_actions(state, seat))
    view = scene.view
    moving = next(s for s in view.ships if s.id == view.moving)
    from tabletop.ui.games.starfarers.pieces import StepsBadge

    texts = [i.text for i in scene.board.content.childItems() if isinstance(i, (LabelItem, StepsBadge))]
    left = view.speed - moving.steps
    assert any(t.startswith(f"{left} step") and t.endswith("left") for t in texts)
    began = [i for i in scene.board.content.childItems() if isinstance(i, Spot) and "flight began here" in i.toolTip()]
    assert len(began) == 1 and "1 step flown" in began[0].toolTip()
    assert moving.start and moving.start != moving.node
    legend = [i.text for i in scene.items() if isinstance(i, LabelItem)]
    for words in ("Fly here", "Found a colony", "Dock a trade station", "Build a ship", "Upgrade to a spaceport"):
        assert words in legend


# --- the offer builder -----------------------------------------------------------------------------------------------

def test_the_offer_builders_buttons_keep_their_places_while_the_offer_grows(qapp):
    state, seat, legal = _find(4, lambda legal: Action("offer") in legal)
    state.hands[seat] = [3, 3, 3, 3, 3]
    GAME.apply(state, seat, Action("offer"))
    places: dict[Action, tuple[float, float]] | None = None
    for pick in (("give", "ore"), ("give", "fuel"), ("want", "food"), ("want", "goods"), ("give", "ore")):
        legal = GAME.legal_actions(state, seat)
        scene = _scene(state, seat, legal)
        buttons = {a: scene.action_items[a].scenePos().toTuple() for a in legal
                   if a.kind in WRITING or a.kind.startswith("offer_")}
        assert Action("offer_send") in buttons or Action("offer_send") not in legal
        if places is not None:
            for action, where in buttons.items():
                if action in places:
                    assert where == places[action], action
        places = {**(places or {}), **buttons}
        GAME.apply(state, seat, Action(f"offer_{pick[0]}", (pick[1],)))
    assert len(places) >= 12  # give and want for each resource, the seats, send and cancel


def test_trade_with_the_supply_is_a_small_bank_choose_what_you_give_then_what_you_take(qapp):
    state, seat, legal = _find(4, lambda legal: sum(a.kind == "trade" for a in legal) >= 4)
    scene = _scene(state, seat, legal)
    trade = next(a for a in legal if a.kind == "trade")
    give, get = str(trade.args[1]), str(trade.args[2])

    def bank_buttons():
        return sorted((b.scenePos().toTuple(), b.text) for b in scene.items()
                      if isinstance(b, ButtonItem) and b.mark is not None and b.text.split(" ")[0] in
                      ("ore", "fuel", "carbon", "food", "goods"))

    before = [where for where, _ in bank_buttons()]
    assert len(before) == 10  # what you give and what you take, a button for each resource
    assert trade not in scene.action_items  # nothing to take before choosing what to give
    give_button = next(b for b in scene.items() if isinstance(b, ButtonItem) and b.text.startswith(give + " ")
                       and b.highlighted)
    give_button.clicked.emit()
    QApplication.processEvents()  # the table is drawn again after the click's handler
    assert scene.bank_give == give
    assert [where for where, _ in bank_buttons()] == before  # choosing moves nothing
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    take = scene.action_items[trade]
    assert isinstance(take, ButtonItem) and take.text == get
    take.clicked.emit()
    QApplication.processEvents()  # a click's move is played after its handler, as in the window
    assert chosen == [trade]
    assert not any(isinstance(b, ButtonItem) and b.text.startswith("Trade ") for b in scene.items())


def test_a_place_with_two_moves_offers_a_button_for_each_beside_it(qapp):
    def two_on_one_site(legal):
        sites = [a.args[1] for a in legal if a.kind == "build" and len(a.args) == 2 and a.args[0] != "spaceport"]
        return len(sites) != len(set(sites))

    state, seat, legal = _find(4, two_on_one_site, seeds=range(40), moves=2500)
    scene = _scene(state, seat, legal)
    node, moves = next((n, m) for n, m in scene.node_actions.items() if len(m) > 1)
    assert {m.args[0] for m in moves} == {"colony_ship", "trade_ship"}
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    scene.board.node_clicked.emit(node)
    QApplication.processEvents()  # the table is drawn again after the click's handler
    assert chosen == [] and scene.choosing == node
    buttons = [scene.action_items[m] for m in moves]
    assert all(isinstance(b, ButtonItem) and b.scene() is scene for b in buttons)
    assert {b.toolTip() for b in buttons} == {scene.action_label(scene.view, m) for m in moves}  # whole, if cut
    buttons[1].clicked.emit()
    QApplication.processEvents()
    assert chosen == [moves[1]]
