"""Star Trek's cards in play drawn as cards: what each shows without hovering (from the card data), a crowded
mission that scrolls instead of hiding cards, right-click to read large against bots too, every dilemma's full
text in both languages, and Japanese words on the cards."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QGraphicsSceneWheelEvent

from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games.star_trek import GAME
from tabletop.games.star_trek.components import CARDS, Kind
from tabletop.games.star_trek.effects import rule_texts
from tabletop.games.star_trek.messages import MESSAGES
from tabletop.messages import english
from tabletop.ui.controller import GameController
from tabletop.ui.games.star_trek import StarTrekScene
from tabletop.ui.games.star_trek.items import CardColumn, PlayCard
from tabletop.ui.i18n import Language
from tabletop.ui.table import TablePage

NAMES = ["Aiko", "Ben"]
ROOT = Path(__file__).resolve().parents[2]


def _crowded(seed: int = 0, least: int = 12) -> Session:
    """Returns a seeded random game stopped where some mission holds at least `least` cards in play."""
    session, rng = Session(GAME, [SeatInfo(n) for n in NAMES], {}, seed), random.Random(seed)
    for _ in range(1500):
        view = session.view(None)
        if any(len(m.surface) + sum(1 + len(s.crew) for s in m.ships) >= least
               for side in view.sides for m in side.missions):
            return session
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    pytest.skip("no crowded mission in the seeded game")


def _drawn(session: Session) -> StarTrekScene:
    seat = session.to_act()[0]
    scene = StarTrekScene()
    scene.render_view(session.view(seat), session.legal_actions(seat), NAMES, seat)
    return scene


def _texts(card: PlayCard) -> str:
    return " | ".join(b.text for b in card.text_boxes())


def test_a_personnel_in_play_shows_its_affiliation_skills_and_three_numbers_from_its_data(qtbot):
    scene = _drawn(_crowded())
    people = [i for i in scene.items() if isinstance(i, PlayCard) and i.card.kind is Kind.PERSONNEL]
    assert people
    assert {i.values for i in people if i.values} <= {v for _, v in scene.view.values}
    shorts = {"Archaeology": "Arc", "Diplomacy": "Dip", "Leadership": "Ldr", "Engineer": "Eng", "Physics": "Phy",
              "Security": "Sec", "Navigation": "Nav", "Programming": "Prg", "Medical": "Med", "Science": "Sci"}
    for item in people:
        c = CARDS[item.card.id]
        text = _texts(item)
        # The numbers as the rules count them now (auras of others present), which are the print where none is.
        numbers = "·".join(map(str, item.values)) if item.values else f"{c.integrity}·{c.cunning}·{c.strength}"
        assert c.title in text and numbers in text, text
        for skill, n in c.skills:
            if skill in shorts:
                assert (f"{n} {shorts[skill]}" if n > 1 else shorts[skill]) in text, (skill, text)
    marks = {i.card.affiliation for i in people}
    assert marks  # the affiliation is drawn as its mark (colour and shape): one mark per affiliation
    from tabletop.ui.games.star_trek.items import card_mark
    assert len({(card_mark(CARDS[i.card.id]).colour, card_mark(CARDS[i.card.id]).shape) for i in people}) \
        == len(marks)


def test_a_ship_in_play_shows_range_left_weapons_shields_and_its_staffing(qtbot):
    for seed in range(6):
        session = _crowded(seed, least=4)
        scene = _drawn(session)
        view = session.view(session.to_act()[0])
        ships = {s.uid: s for side in view.sides for m in side.missions for s in m.ships}
        cards = [i for i in scene.items() if isinstance(i, PlayCard) and i.card.kind is Kind.SHIP]
        if not cards:
            continue
        for item in cards:
            c = CARDS[item.card.id]
            text = _texts(item)
            assert f"Weapons {c.weapons} · Shields {c.shields}" in text and c.weapons > 0, text
            assert item.range_left is not None and f"Range {item.range_left}/{c.range}" in text
            assert ("unstaffed" in text) == bool(item.gap)
            assert item.range_left in {s.range_left for s in ships.values() if s.card == c.id}
        return
    pytest.skip("no ship in play in the seeded games")


def test_a_crowded_mission_scrolls_and_hides_no_card(qtbot):
    session = _crowded(least=14)
    scene = _drawn(session)
    view = session.view(session.to_act()[0])
    texts = [t for i in scene.items() if hasattr(i, "text_boxes") for t in (b.text for b in i.text_boxes())]
    assert not [t for t in texts if "more" in t and "+" in t]  # never "+N more"
    in_play = sorted(c.card for side in view.sides for m in side.missions
                     for c in (*m.surface, *m.ships, *(p for s in m.ships for p in s.crew)))
    assert sorted(i.card.id for i in scene.items() if isinstance(i, PlayCard) and i.card.kind is not Kind.DILEMMA) \
        == in_play
    column = next(c for c in scene.items() if isinstance(c, CardColumn) and c.scrolls)
    last = column.cards[-1][0]
    assert not last.isVisible() and column.cards[0][0].isVisible()  # below the fold before scrolling
    shown = [item for item, _ in column.cards if item.isVisible()]
    assert sum(i.height + 3 for i in shown) - 3 <= column.height + 0.5  # the cards in view fit the column
    wheel = QGraphicsSceneWheelEvent(QEvent.Type.GraphicsSceneWheel)
    wheel.setDelta(-120 * 40)  # far down
    column.wheelEvent(wheel)
    assert wheel.isAccepted() and last.isVisible() and not column.cards[0][0].isVisible()
    assert last.mapToItem(column, QPointF(0, last.height)).y() <= column.height + 0.5  # the last card is in view
    key, first = column.key, column.first
    scene.render_view(view, session.legal_actions(session.to_act()[0]), NAMES, session.to_act()[0])
    again = next(c for c in scene.items() if isinstance(c, CardColumn) and c.key == key)
    assert scene.scrolled[key] == first == again.first and again.cards[-1][0].isVisible()  # a redraw keeps it
    top = again.cards[0][0]
    again.reveal(top)  # a hint to a card out of view scrolls to it
    assert top.isVisible() and again.first == 0


def test_every_card_in_play_reads_large_on_a_right_click_against_a_bot(qtbot):
    session = _crowded(least=8)
    session.seats[1 - session.to_act()[0]] = SeatInfo(NAMES[1 - session.to_act()[0]], SeatKind.BOT, "greedy")
    controller = GameController(session, None, bot_delay_ms=60_000, reduced_motion=True)
    controller.viewer, controller.waiting_for = session.to_act()[0], None
    page = TablePage(controller, StarTrekScene())
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.refresh()
    cards = [i for i in page.scene.items() if isinstance(i, PlayCard)]
    assert len(cards) >= 8
    for card_id in dict.fromkeys(i.card.id for i in cards):
        item = next(i for i in page.scene.items() if isinstance(i, PlayCard) and i.card.id == card_id)
        assert item.toolTip() and CARDS[card_id].name in item.toolTip()
        event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMousePress)
        event.setButton(Qt.MouseButton.RightButton)
        item.mousePressEvent(event)
        assert page.scene.enlarged == card_id
        page.scene.enlarge(None)


def _japanese() -> dict[str, str]:
    tree = ET.parse(ROOT / "translations" / "tabletop_ja.ts")
    return {m.findtext("source") or "": (m.find("translation").text or "") for ctx in tree.iter("context")
            if ctx.findtext("name") == "star_trek" for m in ctx.iter("message")}


def test_every_dilemma_has_its_whole_text_in_both_languages():
    japanese = _japanese()
    dilemmas = [c for c in CARDS.values() if c.kind is Kind.DILEMMA]
    assert len(dilemmas) == 20   # the seed's 16 and the battles note's 4 (Tense Negotiations, Sokath, ...)
    for card in dilemmas:
        texts = rule_texts(card.id)
        assert texts, card.title
        for code, params in texts:
            en = english(code, params)
            assert "see the card" not in en and "{" not in en, (card.title, en)
            ja = japanese[MESSAGES[code][1]]
            assert ja and "参照" not in ja, (card.title, ja)
    words = {c.title: english(*rule_texts(c.id)[0]) for c in dilemmas}
    assert words["Command Decisions"].startswith("You choose") and "killed" in words["Command Decisions"]
    assert "goes back to its owner's pile" in words["Systems Diagnostic"] and "You choose" in words[
        "Systems Diagnostic"]
    assert words["Wavefront"].startswith("Unless a facing personnel has 2 Astrometrics or 2 Navigation, your "
                                         "opponent chooses")
    assert "Biology, Physics, Cunning>32, or Intelligence, 2 Medical" in words["An Old Debt"]
    assert "with Leadership is killed" in words["An Old Debt"]


def test_cards_speak_japanese_skills_and_species(qtbot, app):
    language = Language()
    assert language.use("ja")
    try:
        scene = _drawn(_crowded())
        people = [i for i in scene.items() if isinstance(i, PlayCard) and i.card.kind is Kind.PERSONNEL]
        text = " ".join(_texts(i) for i in people)
        assert "工学" in text or "保安" in text or "航法" in text
        assert not [w for w in ("Eng", "Sec", "Nav", "Ldr", "Sci") if f" {w} " in f" {text} "]
        pran = next(c for c in CARDS.values() if c.title.startswith("Pran Tainer"))
        from tabletop.ui.games.star_trek.words import card_facts
        assert "アトレア人" in card_facts(pran) and "Atrean" not in card_facts(pran)
        assert "地質学×2" in card_facts(pran)
    finally:
        language.use("en")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_missions_hand_and_scores_hold_the_text_floor_at_the_busiest_moments(app, language):
    """The table left of the decision panel, and the scores above it, at the text-floor test's moments of its seeded
    game: no text under 10 px on a 1366×768 screen, none spilling out of its box."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from tabletop.ui.items import BOARD_AT_SMALLEST, FLOOR_PX, record_overflows, screen_scale
    from tests.ui.text_moments import MOMENTS, NEWER_TABLES, play_moves
    from tabletop.ui.text_meter import TextMeter

    setup = next(s for s in NEWER_TABLES if s.game == "star-trek")
    moves = play_moves(setup)
    steps = sorted({min(len(moves) - 1, int(f * len(moves))) for f in MOMENTS})
    session = Session(GAME, [SeatInfo(n) for n in NAMES], {}, setup.seed)
    scene = StarTrekScene()
    scale = screen_scale(scene.WIDTH, scene.HEIGHT)
    assert scene.WIDTH * scale <= BOARD_AT_SMALLEST[0] + 0.5
    areas = (QRectF(0, 0, scene.LEFT_W + 4, scene.HEIGHT),  # the decision panel (and its glow) starts at y = 152
             QRectF(scene.LEFT_W + 4, 0, scene.WIDTH - scene.LEFT_W - 4, 150))
    language_ = Language()
    assert language_.use(language)
    small, spilled, seen, done = set(), [], 0, 0
    try:
        for step in steps:
            for seat, action in moves[done:step]:
                session.act(seat, action)
            done = step
            seat = session.to_act()[0]
            scene.render_view(session.view(seat), session.legal_actions(seat), NAMES, seat)
            for area in areas:
                meter = TextMeter(int(area.width() * scale) + 1, int(area.height() * scale) + 1)
                painter = QPainter(meter)
                with record_overflows() as found:
                    scene.render(painter, QRectF(0, 0, area.width() * scale, area.height() * scale), area)
                painter.end()
                seen += len(meter.texts)
                small |= {t.text for t in meter.texts if t.pixels < FLOOR_PX - 0.01}
                spilled += [f"{o.text!r} {o.box} < {o.needs} at move {step}" for o in found]
    finally:
        language_.use("en")
    assert seen > 300
    assert not small, small
    assert not spilled, "\n".join(spilled)
