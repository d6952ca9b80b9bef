"""A bot's move framed on the table where it happened (issue 21: "each move is shown as it happens, highlighted on
the table"), in all five games: the frame is round the place the move changed, and never round anything only
another seat may see. Games are seeded; their moves are chosen at random from a seeded generator."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest
from PySide6.QtCore import QPointF, QRectF

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games
from tabletop.ui.games import scene_for
from tabletop.ui.games.marker import MARGIN
from tabletop.ui.i18n import message
from tabletop.ui.last_move import show_last_move
from tests.ui.hinting import click_hint


def bot_move(game_id: str, seed: int, wanted: Callable[[Session], bool], players: int = 3,
             limit: int = 4000) -> Session:
    """Returns a seeded game (Aiko at seat 0, bots in the others) played at random until a bot's move is `wanted`."""
    game = available_games()[game_id]
    seats = [SeatInfo("Aiko")] + [SeatInfo(f"Bot {k}", SeatKind.BOT, "random") for k in range(1, players)]
    session = Session(game, seats, {}, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if session.log and session.log[-1].seat != 0 and wanted(session):
            return session
        assert not session.is_over(), "the game ended before the move looked for"
        seat = session.to_act()[0]
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    raise AssertionError("no such bot move within the limit")


def has(*codes: str) -> Callable[[Session], bool]:
    """Returns a test: the last move wrote one of `codes`."""
    return lambda session: any(e.code in codes for e in session.log[-1].events)


def table(session: Session, viewer: int | None = 0) -> tuple[Any, Any, QRectF | None]:
    """Returns the table drawn for `viewer` after the last move (a bot's), with the move shown as the table page
    shows it (its lines and the events `viewer` may see), and the frame's rectangle."""
    game_id = next(k for k, g in available_games().items() if g is session.game)
    scene = scene_for(game_id)
    view = session.view(viewer)
    acting = viewer if viewer is not None and viewer in session.to_act() else None
    legal = session.legal_actions(acting) if acting is not None else []
    names = [s.name for s in session.seats]
    scene.render_view(view, legal, names, acting)
    events = [e for e in session.log[-1].events if e.visible(viewer)]
    lines = [message(e.code, e.params, names) for e in events]
    rect = show_last_move(scene, view, lines, events)
    return scene, view, rect


def frames(scene: Any) -> list[QRectF]:
    """Returns the frames drawn on the table."""
    return [i.rect for i in scene.items() if i.data(0) == "last_move_frame"]


def last(session: Session, *codes: str) -> Any:
    """Returns the last move's first event of one of `codes`."""
    return next(e for e in session.log[-1].events if e.code in codes)


# --- each game frames the place its bot's move changed ----------------------------------------------------------
def test_cartographers_frames_the_cells_a_bot_drew_on_its_map(app):
    from tabletop.ui.games.cartographers.items import SheetItem

    session = bot_move("cartographers", 3, has("carto.drew"))
    drawn = [e for e in session.log[-1].events if e.code == "carto.drew" and e.params["seat"] != 0]
    assert drawn, "a bot's drawing is revealed by the move"
    scene, _, rect = table(session)
    assert rect is not None and frames(scene) == [rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)]
    for event in drawn:
        seat = event.params["victim"]
        mini = next(i for i in scene.items() if isinstance(i, SheetItem) and i.data(0) == ("mini", seat))
        for r, c in event.params["cells"]:
            assert rect.contains(mini.mapRectToScene(mini.cell_rect(r, c)).center())
    # Aiko's own drawing, revealed by the same move, is not framed: her map in focus is left as it is.
    own = [e for e in session.log[-1].events if e.code == "carto.drew" and e.params["seat"] == 0]
    for event in own:
        sheet = scene.sheet_item
        assert not any(rect.contains(sheet.mapRectToScene(sheet.cell_rect(r, c)).center())
                       for r, c in event.params["cells"])


def test_cartographers_frames_the_name_of_a_map_whose_drawing_is_still_hidden(app):
    from tabletop.ui.games.cartographers.items import SheetItem

    session = bot_move("cartographers", 3, lambda s: {e.code for e in s.log[-1].events} == {"carto.confirmed"})
    seat = last(session, "carto.confirmed").params["seat"]
    scene, _, rect = table(session)
    mini = next(i for i in scene.items() if isinstance(i, SheetItem) and i.data(0) == ("mini", seat))
    others = [i for i in scene.items() if isinstance(i, SheetItem) and i is not mini]
    assert rect is not None and rect.contains(mini.sceneBoundingRect()) and rect.height() < mini.height + 30
    assert not any(rect.intersects(i.sceneBoundingRect()) for i in others)


def test_a_map_shown_large_is_framed_there_and_a_table_under_a_large_seat_is_not(app):
    from tabletop.ui.games.cartographers.items import SheetItem

    session = bot_move("cartographers", 3, has("carto.drew"))
    drawn = next(e for e in session.log[-1].events if e.code == "carto.drew" and e.params["seat"] == 2)
    scene, view, _ = table(session)
    scene.enlarge(2)  # Aiko looks at Bot 2's map large
    rect = show_last_move(scene, view, ["Bot 2 drew."], [e for e in session.log[-1].events if e.visible(0)])
    large = next(i for i in scene.items() if isinstance(i, SheetItem) and i.parentItem() is not None
                 and i.parentItem().data(0) == "enlarged")
    assert rect is not None and large.sceneBoundingRect().contains(rect)
    for r, c in drawn.params["cells"]:
        assert rect.contains(large.mapRectToScene(large.cell_rect(r, c)).center())
    # Star Cartel: Aiko's own seat large over the hub; the column a bot loaded from is under it, so no frame.
    session = bot_move("star-cartel", 3, has("cartel.loaded"))
    scene, view, rect = table(session)
    assert rect is not None
    before = frames(scene)  # the frame drawn before the seat was opened stays under the large view's veil
    scene.enlarge(0)
    events = [e for e in session.log[-1].events if e.visible(0)]
    assert show_last_move(scene, view, ["Bot loads."], events) is None and frames(scene) == before
    scene.enlarge(None)
    assert scene.frame_move(view, events) == rect, "back at the table, the column is framed again"


def test_star_cartel_frames_the_hub_column_a_bot_loaded_from(app):
    def loaded_then_aiko(session: Session) -> bool:
        return has("cartel.loaded")(session) and session.to_act() == (0,)

    session = bot_move("star-cartel", 3, loaded_then_aiko)
    column = last(session, "cartel.loaded").params["column"] - 1
    scene, _, rect = table(session)
    assert rect is not None and frames(scene)
    hub = {a.args: item for a, item in scene.action_items.items() if a.kind == "load"}
    assert (column, 0) in hub, "Aiko may load from the column the bot took from"
    for (c, _), item in hub.items():
        assert rect.contains(item.sceneBoundingRect().center()) == (c == column)


def test_star_cartel_frames_the_seat_that_stashed_and_the_price_rows_a_delivery_moved(app):
    def stashed(session: Session) -> bool:
        return has("cartel.stashed_count")(session) and not has("cartel.price_largest", "cartel.price_smallest",
                                                                 "cartel.crash")(session)

    session = bot_move("star-cartel", 1, stashed)
    seat = last(session, "cartel.stashed_count").params["seat"]
    scene, _, rect = table(session)
    row = next(i for i in scene.items() if i.data(0) == ("seat", seat))
    assert rect is not None and row.sceneBoundingRect().contains(rect)
    session = bot_move("star-cartel", 5, has("cartel.price_largest", "cartel.crash"))
    scene, _, rect = table(session)
    cargo = last(session, "cartel.price_largest", "cartel.crash").params["cargo"]
    from tabletop.ui.games.star_cartel import term
    from tabletop.ui.items import LabelItem

    name = next(i for i in scene.items() if isinstance(i, LabelItem) and i.text == term(cargo))
    assert rect is not None and rect.contains(name.sceneBoundingRect().center())


def test_thiefs_market_frames_the_pile_a_bot_took_and_the_card_it_bought(app):
    session = bot_move("thiefs-market", 5, has("tm.took"))
    seat = last(session, "tm.took").params["seat"]
    scene, _, rect = table(session)
    pile = scene.pile_items[seat]
    assert pile and rect is not None and frames(scene)
    assert all(rect.contains(i.sceneBoundingRect().center()) for i in pile)
    assert scene.seat_areas[seat].sceneBoundingRect().contains(rect)
    session = bot_move("thiefs-market", 5, has("tm.bought", "tm.bought_with_gold"))
    bought = last(session, "tm.bought", "tm.bought_with_gold")
    scene, _, rect = table(session)
    from tabletop.games.thiefs_market.components import CARD
    from tabletop.ui.games.thiefs_market.items import CardFace

    area = scene.seat_areas[bought.params["seat"]]
    cards = [i for i in scene.items() if isinstance(i, CardFace) and area.isAncestorOf(i)
             and CARD[i.card_id].name == bought.params["card"]]
    framed = [c for c in cards if rect is not None and rect.adjusted(-4, -4, 4, 4).contains(c.sceneBoundingRect())]
    assert len(framed) == 1 and framed[0].isVisible(), "the card bought, scrolled into its seat's window"


def _node_point(scene: Any, node: str) -> QPointF:
    from tabletop.ui.games.starfarers.scene import NODES_BY_ID

    board = scene.board
    return board.mapToScene(board.to_item(*NODES_BY_ID[node]))


def test_starfarers_frames_where_a_bots_ship_flew_and_what_it_built(app):
    from tabletop.ui.games.starfarers.pieces import Piece

    session = bot_move("starfarers", 5, has("sf.step"))
    node = last(session, "sf.step").params["node"]
    scene, _, rect = table(session)
    at = _node_point(scene, node)
    assert rect is not None and rect.contains(at) and rect.width() < 120 and frames(scene)
    assert any(isinstance(i, Piece) and i.kind.endswith("ship") and rect.contains(i.sceneBoundingRect().center())
               for i in scene.items())
    session = bot_move("starfarers", 5, has("sf.colony_founded", "sf.built"))
    built = last(session, "sf.colony_founded", "sf.built")
    scene, _, rect = table(session)
    assert rect is not None
    if "node" in built.params:
        assert rect.contains(_node_point(scene, built.params["node"]))
    else:  # an upgrade: the seat's row in the seats' table, where its name is painted
        from tabletop.ui.games.starfarers.panels import SeatsTable

        seats = next(i for i in scene.items() if isinstance(i, SeatsTable))
        name_box = next(b for b in seats.text_boxes() if b.text.startswith(session.seats[built.params["seat"]].name))
        assert rect.contains(seats.mapRectToScene(name_box.rect).center())


def test_starfarers_frames_the_offer_a_bot_made_and_the_speed_it_shook(app):
    from tabletop.ui.items import LabelItem

    session = bot_move("starfarers", 5, has("sf.offer_sent"))
    scene, view, rect = table(session)
    lines = [i for i in scene.items() if isinstance(i, LabelItem) and i.text in scene._trade_lines(view)]
    assert lines and rect is not None and all(rect.contains(i.sceneBoundingRect().center()) for i in lines)
    assert rect.top() >= scene.STRIP_Y  # under the galaxy, in the moves' strip
    session = bot_move("starfarers", 5, has("sf.shaken"))
    scene, view, rect = table(session)
    speed = next(i for i in scene.items() if isinstance(i, LabelItem) and i.text.endswith(f" {view.speed}")
                 and i.text.startswith(("Speed", "速度", "移動力")))
    assert rect is not None and rect.contains(speed.sceneBoundingRect().center()) and rect.height() < 60


def test_star_trek_frames_the_card_a_bot_played_at_its_mission(app):
    from tabletop.ui.games.star_trek.items import Chip, MissionHead
    from tabletop.ui.games.star_trek.framing import head_over

    session = bot_move("star-trek", 5, has("st.played"), players=2)
    played = last(session, "st.played")
    scene, _, rect = table(session)
    assert rect is not None and frames(scene)
    chips = [i for i in scene.items() if isinstance(i, Chip) and i.card.name == played.params["card"]
             and rect.contains(i.sceneBoundingRect().center())]
    assert len(chips) == 1
    head = next(i for i in scene.items() if isinstance(i, MissionHead) and i.card.name == played.params["mission"])
    heads = [i for i in scene.items() if isinstance(i, MissionHead)]
    assert head_over(chips[0], heads) is head  # on the bot's side, at its headquarters


def test_star_trek_frames_the_mission_a_bot_attempts(app):
    from tabletop.ui.games.star_trek.items import MissionHead

    session = bot_move("star-trek", 7, has("st.attempt_begins"), players=2)
    mission = last(session, "st.attempt_begins").params["mission"]
    scene, _, rect = table(session)
    head = next(i for i in scene.items() if isinstance(i, MissionHead) and i.card.name == mission)
    box = head.sceneBoundingRect()
    assert rect is not None and box.contains(rect) and rect.contains(box.center()) and rect.height() > 0.8 * box.height()


@pytest.mark.parametrize("game_id, players", [("cartographers", 3), ("star-cartel", 4), ("thiefs-market", 3),
                                              ("starfarers", 3), ("star-trek", 2)])
def test_every_bot_move_of_a_seeded_game_is_framed_on_the_table_or_not_at_all(app, game_id, players):
    game = available_games()[game_id]
    seats = [SeatInfo("Aiko")] + [SeatInfo(f"Bot {k}", SeatKind.BOT, "random") for k in range(1, players)]
    session = Session(game, seats, {}, 17)
    rng = random.Random(17)
    scene = scene_for(game_id)
    framed = 0
    for _ in range(240):
        if session.is_over():
            break
        seat = session.to_act()[0]
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
        if seat == 0 or rng.random() > 0.3:
            continue
        view = session.view(0)
        acting = 0 if 0 in session.to_act() else None
        scene.render_view(view, session.legal_actions(0) if acting == 0 else [], [s.name for s in seats], acting)
        rect = scene.frame_move(view, [e for e in session.log[-1].events if e.visible(0)])
        if rect is not None:
            framed += 1
            assert scene.sceneRect().intersects(rect) and rect.width() * rect.height() < 0.25 * 1280 * 760
    assert framed >= 3


# --- nothing private --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id, seed, codes, players", [
    ("star-trek", 5, {"st.drew", "st.drew_cards"}, 2),                 # cards drawn into the bot's hand
    ("cartographers", 3, {"carto.drew_private"}, 3),                  # a drawing the bot has not confirmed
    ("starfarers", 5, {"sf.rolled", "sf.produced", "sf.reserve_draw", "sf.reserve_draw_seen"}, 3),  # the reserve
])
def test_a_move_whose_news_is_private_to_the_bot_is_framed_only_where_everyone_sees_it(app, game_id, seed, codes,
                                                                                        players):
    def private_news(session: Session) -> bool:
        written = {e.code for e in session.log[-1].events}
        return written <= codes and any(e.visible_to is not None for e in session.log[-1].events)

    session = bot_move(game_id, seed, private_news, players=players)
    scene, view, rect = table(session)
    seen = any(e.visible(0) for e in session.log[-1].events)
    assert any(i.data(0) == "last_move" for i in scene.items()) == seen, "the banner names what Aiko may read"
    # Given every event of the move, those only the bot saw included, the table frames what the public ones name.
    public = [e for e in session.log[-1].events if e.visible_to is None]
    assert scene.frame_move(view, list(session.log[-1].events)) == scene.frame_move(view, public) == rect
    if game_id == "starfarers":  # the dice, on the status panel: never the bot's hand, which is not on the table
        from tabletop.ui.items import LabelItem

        dice = next(i for i in scene.items() if isinstance(i, LabelItem) and i.text.startswith(("Dice", "ダイス")))
        assert rect is not None and rect.contains(dice.sceneBoundingRect().center()) and rect.height() < 40
    else:  # a card drawn, a drawing not yet shown: nothing of it is on Aiko's table
        assert rect is None and not frames(scene)


def test_a_stash_is_framed_at_the_seat_never_at_what_it_holds(app):
    session = bot_move("star-cartel", 5, has("cartel.stashed_count"))
    seat = last(session, "cartel.stashed_count").params["seat"]
    scene, view, _ = table(session, seat)  # the bot's own table: its stash's cargo is drawn there
    from_all = scene.frame_move(view, list(session.log[-1].events))
    from_public = scene.frame_move(view, [e for e in session.log[-1].events if e.visible_to is None])
    assert from_all == from_public


# --- the banner and the table's own words --------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players, codes", [(3, ("cartel.loaded",)), (6, ("cartel.loaded",)),
                                            (3, ("cartel.delivery",)), (6, ("cartel.delivery",))])
def test_star_cartels_banner_and_the_rule_line_at_its_foot_cover_neither_each_other_nor_a_seat(window, players,
                                                                                             codes, lang):
    from tabletop.ui.games.star_cartel import rule
    from tabletop.ui.items import LabelItem, text_rect

    loading = codes == ("cartel.loaded",)

    def moment(session: Session) -> bool:  # a bot loading, or delivering with choices still to make
        return has(*codes)(session) and (session.view(0).delivery is None) == loading

    session = bot_move("star-cartel", 4, moment, players=players)
    assert window.language.use(lang)
    try:
        scene, _, _ = table(session)
        banner = next(i for i in scene.items() if i.data(0) == "last_move")
        line = next(i for i in scene.items() if isinstance(i, LabelItem) and i.text.startswith(
            rule("hub" if loading else "delivery")))
        assert not banner.sceneBoundingRect().intersects(line.sceneBoundingRect())
        box = line.text_boxes()[0]
        size, covered = text_rect(box.rect, box.text, box.size, box.bold, box.align)
        assert size == 10 and covered.height() <= box.rect.height() + 0.5, "the rule keeps its size, whole"
        buttons = [i for i in line.parentItem().childItems() if i is not line and i.y() < line.y() + 1]
        assert buttons and all(b.sceneBoundingRect().bottom() <= line.sceneBoundingRect().top() + 1
                               for b in buttons if not isinstance(b, LabelItem))
        seats = [i for i in scene.items() if isinstance(i.data(0), tuple) and i.data(0)[0] == "seat"]
        assert len(seats) == players
        assert not any(banner.sceneBoundingRect().intersects(s.sceneBoundingRect()) for s in seats)
        assert scene.sceneRect().contains(banner.sceneBoundingRect())
    finally:
        window.language.use("en")


def test_the_table_page_frames_a_bots_move(window, paths, qtbot):
    seats = [SeatInfo("Aiko"), SeatInfo("Ben", SeatKind.BOT, "random"), SeatInfo("Chiara", SeatKind.BOT, "random")]
    game = available_games()["thiefs-market"]
    session = Session(game, seats, {}, 2)
    rng = random.Random(2)
    while not (session.log and session.log[-1].seat in (1, 2) and has("tm.took")(session)
               and session.to_act() == (0,)):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    page = window.open_session(session, paths.saves / "framed.json")
    page.controller._timer.stop()
    if page.curtain.isVisible():
        page.curtain.button.click()
    page.refresh()
    shown = frames(page.scene)
    assert len(shown) == 1
    taker = last(session, "tm.took").params["seat"]
    assert all(shown[0].contains(i.sceneBoundingRect().center()) for i in page.scene.pile_items[taker])
    # A hint frames the move it suggests, in place of the bot's: never two frames alike on the table.
    assert session.to_act() == (0,)
    click_hint(qtbot, page)  # Thief's Market's hint is a short search, thought out off the window's thread
    hints = [i for i in page.scene.items() if i.data(0) == "hint"]
    assert not frames(page.scene) and len(hints) == 1
    # The person's own move takes the mark away with the banner.
    page.refresh()
    assert frames(page.scene)
    page.controller.act(page.controller.legal()[0])
    assert not frames(page.scene) and not [i for i in page.scene.items() if i.data(0) == "last_move"]


def test_every_table_places_its_bots_moves():
    from tabletop.ui.games import scene_class
    from tabletop.ui.games.base import GameScene

    for game_id in ("cartographers", "star-cartel", "thiefs-market", "starfarers", "star-trek"):
        assert scene_class(game_id).frame_move is not GameScene.frame_move, game_id
