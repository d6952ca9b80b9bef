"""The bubbles the lessons once put over what they talk about (issue 30), each step checked against the things found
on the table here, apart from the lesson's own list of subjects: a step that loses a subject fails by name."""

from __future__ import annotations

from typing import Callable

import pytest
from PySide6.QtCore import QPoint, QRect

from tests.tutorial.test_as_worded import open_at
from tests.tutorial.walk import walk


def card(card_id: str) -> Callable:
    """Returns a finder of the table items showing one card (by its id)."""
    return lambda overlay: [overlay._shown(i.sceneBoundingRect()) for i in overlay.page.scene.items()
                            if i.isVisible() and getattr(getattr(i, "card", None), "id", None) == card_id]


def rule(rule_id: str) -> Callable:
    """Returns a finder of the table items showing one rule (the start marker, say)."""
    return lambda overlay: [overlay._shown(i.sceneBoundingRect()) for i in overlay.page.scene.items()
                            if i.isVisible() and getattr(i, "rule_id", None) == rule_id]


def tagged(tag: str) -> Callable:
    """Returns a finder of the table items the scene tags with `tag` (the last move's banner, the offer's draft)."""
    return lambda overlay: [overlay._shown(i.sceneBoundingRect()) for i in overlay.page.scene.items()
                            if i.isVisible() and i.data(0) == tag]


def place(sector: str) -> Callable:
    """Returns a finder of a galaxy's system or outpost."""
    return lambda overlay: [overlay._from_scene(overlay.page.scene.place_rect(sector))]


def log(overlay) -> list[QRect]:
    return [QRect(overlay.page.log.mapTo(overlay.page, QPoint(0, 0)), overlay.page.log.size())]


BANNER = tagged("last_move")
SPHERE, INJURY = card("3S199"), card("1C048")  # Ada's Borg Sphere; Recurring Injury, the dilemma the learner stacks
KNOWN: dict[str, dict[str, list[Callable]]] = {
    "thiefs-market": {
        "welcome": [rule("tm.rule.marker"), BANNER],
        "steal": [rule("tm.rule.marker"), BANNER],
        "end": [BANNER, log],
    },
    "cartographers": {
        "ambush": [tagged("ambush"), log],  # the red frames round the monsters the ambush drew
    },
    "starfarers": {
        "offer-give": [tagged("offer_draft")],
        "offer-want": [tagged("offer_draft")],
        "offer-send": [tagged("offer_draft")],
        "fly-1": [place("O_GF")],
        "fly-6": [place("O_GF"), place("S01")],
        "explore": [place("S04")],
        "fly-11": [place("O_GF"), place("S04")],
        "dock-step": [place("O_GF")],
    },
    "star-trek": {
        "pass-pinned": [card("1S043")],
        "brief-lend": [card("3S002"), log],
        "choose-pinned": [SPHERE, card("1S043"), log],
        "unchoose-pinned": [SPHERE, card("1S043")],
        "choose-injury": [SPHERE, INJURY, log],
        "done-choosing": [SPHERE, INJURY, log],
        "stop-drone": [SPHERE, INJURY, card("3C134"), log],
    },
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", sorted(KNOWN))
def test_the_bubble_leaves_each_named_subject_in_view(window, qtbot, game_id, lang):
    page = open_at(window, qtbot, game_id, lang)
    overlay = page.tutorial
    problems: list[str] = []
    checked: list[str] = []

    def check(k, step) -> None:
        bubble = overlay.bubble.geometry()
        for finder in KNOWN[game_id].get(step.id, []):
            rects = [r for r in finder(overlay) if not r.isEmpty()]
            if finder is not BANNER and not rects:
                problems.append(f"{step.id}: a subject is not on the table")
            problems.extend(f"{step.id}: the bubble {bubble} covers a subject at {r}" for r in rects
                            if bubble.intersects(r))
        checked.append(step.id)

    walk(qtbot, page, check)
    assert set(KNOWN[game_id]) <= set(checked), "a step of this list is no longer in the lesson"
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_bubble_covers_a_system_or_outpost_its_words_name(window, qtbot, lang):
    from tabletop.games.starfarers.messages import SECTOR_NAMES
    from tabletop.ui.i18n import translate

    page = open_at(window, qtbot, "starfarers", lang)
    overlay = page.tutorial
    names = {sector: translate(*text).casefold().removeprefix("the ") for sector, text in SECTOR_NAMES.items()}
    problems: list[str] = []
    named: set[str] = set()

    def check(k, step) -> None:
        bubble = overlay.bubble
        words = " ".join((bubble.say.text(), bubble.rule.text(), bubble.move_line.text())).casefold()
        for sector, name in names.items():
            if name in words:  # "System 4" in the words, or in the move line ("by the fuel planet of System 4")
                named.add(sector)
                rect = place(sector)(overlay)[0]
                if bubble.geometry().intersects(rect):
                    problems.append(f"{step.id}: the bubble covers {name}, which its words name")

    walk(qtbot, page, check)
    assert {"O_GF", "S01", "S02", "S04"} <= named
    assert not problems, "\n".join(problems)


# The battles lesson: the equipment lying on Lapideas System's surface (often below its crowded column's fold, so
# scrolled into view), the defender standing there, and the battle in the middle panel.
TRICORDER, PHASER, CARTOGRAPHY, BATTLE = card("1C072"), card("1U071"), card("3C125"), tagged("battle")
BATTLES: dict[str, list[Callable]] = {
    "attempt": [TRICORDER], "scored": [TRICORDER, log], "lost": [BATTLE, log], "crew-down": [CARTOGRAPHY],
    "combat": [CARTOGRAPHY], "won": [BATTLE, PHASER, log],
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_battles_lesson_points_at_the_surface_equipment_and_the_battle(window, qtbot, lang):
    page = open_at(window, qtbot, "star-trek", lang, 1)
    overlay = page.tutorial
    problems: list[str] = []
    checked: list[str] = []

    def check(k, step) -> None:
        bubble = overlay.bubble.geometry()
        for finder in BATTLES.get(step.id, []):
            rects = [r for r in finder(overlay) if not r.isEmpty()]
            if not rects:
                problems.append(f"{step.id}: a subject is not in view")
            problems.extend(f"{step.id}: the bubble {bubble} covers a subject at {r}" for r in rects
                            if bubble.intersects(r))
        if step.id == "lost":  # the battle's words and sides, not the whole middle panel
            problems.extend(f"lost: the battle's subject {area} is the panel's whole height" for area in BATTLE(overlay)
                            if area.height() >= page.board.viewport().height() // 2)
        checked.append(step.id)

    walk(qtbot, page, check)
    assert set(BATTLES) <= set(checked), "a step of this list is no longer in the lesson"
    assert not problems, "\n".join(problems)


def test_a_subject_scrolled_out_of_its_column_is_scrolled_back_into_view(window, qtbot):
    """The learner scrolled Lapideas System's column to its top, so the Tricorder lying on the surface is out of
    view: the step that talks about it scrolls the column back to it."""
    page = open_at(window, qtbot, "star-trek", "en", 1)
    overlay = page.tutorial
    seen: list[bool] = []

    def check(k, step) -> None:
        if step.id != "attempt" or seen:
            return
        tricorder = next(i for i in page.scene.items() if getattr(getattr(i, "card", None), "id", None) == "1C072"
                         and i.parentItem() is not None and hasattr(i.parentItem(), "scroll_to"))
        column = tricorder.parentItem()
        assert column.scrolls  # the crowded column of the step: five crew, the ship and the Tricorder
        column.scroll_to(0)
        seen.append(tricorder.isVisible())
        overlay.refresh()
        assert TRICORDER(overlay), "the Tricorder stays out of view"

    walk(qtbot, page, check)
    assert seen == [False]
