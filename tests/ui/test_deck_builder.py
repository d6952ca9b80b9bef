"""The Star Trek deck builder window: the pool filtered, counts live, problems one line each whose click selects
their cards, warnings never blocking, save / play / export only with no problem, premade decks read-only, import
all or nothing (notes §2.8, §2.9; scenarios 42–43 at the window)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QWidget

from tabletop.games.star_trek import deck_files, deck_store
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.decks import premade_decks
from tabletop.ui.games.star_trek.deck_builder.pool import Filters, matches
from tabletop.ui.games.star_trek.deck_builder.window import DeckBuilder

FED = premade_decks()["federation"]


def cid(title: str) -> str:
    return next(c.id for c in CARDS.values() if c.title == title)


@pytest.fixture
def builder(app, qtbot, tmp_path: Path) -> DeckBuilder:
    b = DeckBuilder(tmp_path / "data")
    qtbot.addWidget(b)
    b.resize(1366, 768)
    b.show()
    qtbot.waitExposed(b)
    return b


def editable_copy(b: DeckBuilder) -> None:
    b.open_deck(FED, read_only=True)
    b.edit_copy()


def test_it_starts_empty_and_the_counts_follow_each_card(builder):
    assert builder.deck_panel.counts.text() == "Missions 0/5 · Draw deck 0 (≥35) · Dilemmas 0 (≥20)"
    builder.pool.add.emit(cid("Earth"))  # a double-click in the pool
    builder.pool.add.emit(cid("Lopez"))
    builder.pool.add.emit(cid("Lopez"))
    builder.pool.add.emit(cid("Pinned Down"))
    assert builder.deck_panel.counts.text() == "Missions 1/5 · Draw deck 2 (≥35) · Dilemmas 1 (≥20)"
    assert not builder.save_button.isEnabled() and not builder.play_button.isEnabled()
    assert not builder.export_button.isEnabled()
    builder.deck_panel.remove.emit(cid("Lopez"))  # a double-click in the deck
    assert builder.deck_panel.counts.text() == "Missions 1/5 · Draw deck 1 (≥35) · Dilemmas 1 (≥20)"
    # The pool says how many of each the deck holds.
    builder.pool.set_filter(words="Lopez")
    assert builder.pool.ids == [cid("Lopez")] and builder.pool.table.item(0, 3).text() == "1"


@pytest.mark.parametrize("filters, expected", [
    (Filters(kind="ship"), lambda c: c.kind.value == "ship"),
    (Filters(affiliation="Borg"), lambda c: c.affiliation == "Borg"),
    (Filters(cost="4"), lambda c: c.kind.value != "mission" and c.cost == 4),
    (Filters(cost="5+"), lambda c: c.kind.value != "mission" and c.cost >= 5),
    (Filters(skill="Geology"), lambda c: "Geology" in dict(c.skills) or c.kind.value == "mission"),
    (Filters(place="planet"), lambda c: c.kind.value == "mission" and c.mission_type == "planet"
     or c.kind.value == "dilemma" and c.dilemma_type in ("planet", "dual")),
])
def test_the_pool_filters(builder, filters, expected):
    shown = {c.id for c in CARDS.values() if matches(c, filters)}
    assert shown and shown == {c.id for c in CARDS.values() if expected(c) and matches(c, filters)}
    builder.pool.set_filter(**{k: v for k, v in filters._asdict().items() if v})
    assert set(builder.pool.ids) == shown
    if filters.skill:  # a mission is listed only when its requirements name the skill
        assert cid("Lapideas System") in shown and cid("Vaytan") not in shown


def test_the_keyboard_adds_and_takes_out(builder, qtbot):
    from PySide6.QtCore import Qt

    editable_copy(builder)
    builder.card.show_card(cid("Martin"))
    qtbot.keyClick(builder, Qt.Key.Key_Insert)
    assert dict(builder.deck.draw_deck)[cid("Martin")] == 3
    builder.deck_panel.select_cards((cid("Martin"),))
    builder.deck_panel.tree.setFocus()
    qtbot.keyClick(builder.deck_panel.tree, Qt.Key.Key_Delete)
    assert dict(builder.deck.draw_deck)[cid("Martin")] == 2


def test_a_click_shows_the_card_large(builder, qtbot):
    builder.pool.set_filter(words="Picard")
    builder.pool.table.setCurrentCell(0, 0)
    assert builder.card.card_id == cid("Jean-Luc Picard")
    assert builder.card.face.isVisible() and builder.card.name.text() == "Jean-Luc Picard, Explorer"
    assert builder.card.band.text() == "4" and "Integrity" in builder.card.facts.text()  # drawn with its text
    assert builder.card.effect.text()  # its order, in words
    builder.card.show_card(cid("Akusei Belt"))  # a mission: who may attempt it
    assert "Attempted by: Borg, Hirogen, Kazon, Klingon, Vidiian" in builder.card.facts.text()
    builder.card.show_card(cid("Vaytan"))
    assert "Any affiliation but Borg may attempt it." in builder.card.facts.text()
    # A right-click on another row reads that one large.
    builder.pool.set_filter(words="")
    row = builder.pool.ids.index(cid("Lopez"))
    at = builder.pool.table.visualRect(builder.pool.table.model().index(row, 0)).center()
    builder.pool.table.scrollToItem(builder.pool.table.item(row, 0))
    at = builder.pool.table.visualRect(builder.pool.table.model().index(row, 0)).center()
    builder.pool.table.customContextMenuRequested.emit(at)
    assert builder.card.card_id == cid("Lopez")


def test_premade_decks_are_read_only_and_copies_are_not(builder):
    builder.open_deck(FED, read_only=True)
    assert "reconstruction" in builder.basis.text().lower() or "premade deck" in builder.basis.text().lower()
    assert not builder.add(cid("Lopez")) and "read-only" in builder.refusal.text()
    assert not builder.remove(cid("Lopez")) and builder.deck == FED
    assert not builder.save_button.isEnabled() and builder.play_button.isEnabled()  # legal: it may be played
    builder.edit_copy()
    assert builder.deck.id == "" and builder.deck.name == "Copy of Federation (The Next Generation)"
    assert builder.add(cid("Lopez")) and builder.deck_panel.counts.text().startswith("Missions 5/5 · Draw deck 36")


def test_refused_additions_say_why_and_select_the_cards(builder):
    editable_copy(builder)
    builder.add(cid("Lopez"))  # 3
    assert not builder.add(cid("Lopez"))
    assert builder.refusal.text() == "Lopez: 4 copies (at most 3 per title)"
    assert builder.deck_panel.selected() == [cid("Lopez")]
    assert dict(builder.deck.draw_deck)[cid("Lopez")] == 3
    assert not builder.add("name:Kronos One")
    assert builder.refusal.text() == "Kronos One is a Second Edition card this app does not support"
    assert not builder.add("name:Qapla' Cannon") and builder.refusal.text() == "Qapla' Cannon: no card of that name"
    assert builder.add("name:Martin")  # a name typed and Enter


def test_each_problem_is_one_line_and_a_click_selects_its_cards(builder):
    editable_copy(builder)
    builder.remove(cid("Trivas System"))
    builder.remove(cid("Pinned Down"))
    problems = builder.deck_panel.problems
    assert [problems.item(i).text() for i in range(problems.count())] == [
        "Missions: 4 (exactly 5)", "Dilemma pile: 19 (at least 20)"]
    assert not builder.save() and not builder.play() and not builder.export_to(Path("never.txt"))
    assert not Path("never.txt").exists()
    builder.deck_panel.select_note(problems.item(0))
    assert set(builder.deck_panel.selected()) == set(builder.deck.missions)
    builder.deck_panel.select_note(problems.item(1))
    assert set(builder.deck_panel.selected()) == {i for i, _ in builder.deck.dilemma_pile}


def test_warnings_are_shown_and_never_block(builder, tmp_path: Path):
    editable_copy(builder)
    builder.remove(cid("Trivas System"))
    builder.remove(cid("Vaytan"))
    builder.add(cid("Akusei Belt"))
    builder.add(cid("Argolisian Moon"))
    warnings = builder.deck_panel.warnings
    lines = [warnings.item(i).text() for i in range(warnings.count())]
    assert "No space mission: no win by points" in lines and warnings.isVisible()
    assert builder.save_button.isEnabled() and builder.export_to(tmp_path / "w.txt")


def test_save_then_start_from_the_saved_deck(builder, tmp_path: Path):
    editable_copy(builder)
    builder.name.setText("Klingon test")
    builder.name.textEdited.emit("Klingon test")
    assert builder.save()
    folder = deck_store.folder_of(tmp_path / "data")
    assert [s.deck.name for s in deck_store.list_saved(folder).decks] == ["Klingon test"]
    labels = [builder.source.itemText(i) for i in range(builder.source.count())]
    assert "Klingon test (saved)" in labels and builder.source.currentText() == "Klingon test (saved)"
    assert builder.delete_button.isEnabled()
    builder.open_deck(premade_decks()["borg"], read_only=True)
    builder._open_source(labels.index("Klingon test (saved)"))
    assert builder.deck.name == "Klingon test" and not builder.read_only


def test_import_refused_changes_nothing(builder, tmp_path: Path):
    """Scenario 43 at the window: a saved deck open, a file with two bad lines refused, nothing changed."""
    editable_copy(builder)
    builder.name.textEdited.emit("Klingon test")
    builder.save()
    before = builder.deck
    folder = deck_store.folder_of(tmp_path / "data")
    files_before = {p.name: p.read_bytes() for p in folder.iterdir()}
    lines = deck_files.export(FED).splitlines()
    lines[23], lines[30] = "2 Qapla' Cannon", "1 Kronos One"
    path = tmp_path / "k.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert not builder.import_file(path)
    assert builder.refusal.text().splitlines()[1:] == [
        "line 24: unknown card 'Qapla' Cannon'", "line 31: 'Kronos One' is not supported"]
    assert builder.refusal.text().startswith("Nothing was imported: 2 lines are wrong.")
    assert builder.deck == before
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == files_before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "k.txt"]


def test_import_opens_a_new_unsaved_deck_and_export_writes_it_back(builder, tmp_path: Path):
    path = tmp_path / "fed.txt"
    path.write_text(deck_files.export(FED), encoding="utf-8")
    assert builder.import_file(path)
    assert deck_files.same_cards(builder.deck, FED) and builder.deck.id == "" and not builder.read_only
    out = tmp_path / "out.txt"
    assert builder.export_to(out)
    assert out.read_text(encoding="utf-8") == deck_files.export(FED)
    lackey = tmp_path / "out-lackey.txt"
    assert builder.export_to(lackey, lackey=True)
    assert deck_files.same_cards(deck_files.read(lackey).deck, FED)


def test_play_hands_a_legal_deck_over(builder, qtbot):
    editable_copy(builder)
    with qtbot.waitSignal(builder.play_requested, timeout=5000) as signal:
        assert builder.play()
    assert signal.args[0] == builder.deck


def test_no_text_under_10_px(builder):
    editable_copy(builder)
    builder.card.show_card(cid("Tricorder"))  # equipment, drawn large
    small = [w for w in builder.findChildren(QWidget) if w.isVisible() and QFontInfo(w.font()).pixelSize() < 10]
    assert not small


def test_the_builder_speaks_japanese(app, qtbot, tmp_path: Path):
    from tabletop.ui.i18n import Language

    language = Language()
    assert language.use("ja")
    try:
        b = DeckBuilder(tmp_path / "data")
        qtbot.addWidget(b)
        b.open_deck(FED, read_only=True)
        b.edit_copy()
        b.remove(cid("Pinned Down"))
        assert b.windowTitle() == "スタートレック デッキ構築"
        assert b.deck_panel.counts.text() == "ミッション 5/5 · デッキ 35枚(35枚以上) · ジレンマ 19枚(20枚以上)"
        assert b.deck_panel.problems.item(0).text() == "ジレンマパイル: 19枚(20枚以上が必要)"
        assert b.save_button.text() == "保存"
        b.open_deck(premade_decks()["klingon"], read_only=True)  # its basis line, in Japanese
        assert b.basis.text().startswith("構築済みデッキ(再構成): カードの顔ぶれは hilcokats/dabo")
    finally:
        language.use("en")
        for t in language._translators:
            app.removeTranslator(t)


def test_a_damaged_saved_deck_is_named_in_one_line_and_the_rest_load(app, qtbot, tmp_path: Path):
    folder = deck_store.folder_of(tmp_path / "data")
    deck_store.save(folder, replace(FED, id="", name="Good one"))
    (folder / "broken.json").write_text("{", encoding="utf-8")
    b = DeckBuilder(tmp_path / "data")
    qtbot.addWidget(b)
    assert b.basis.text() == "The saved deck broken.json is damaged and was left out: it is not a saved deck"
    labels = [b.source.itemText(i) for i in range(b.source.count())]
    assert "Good one (saved)" in labels
    assert (folder / "broken.json").read_text(encoding="utf-8") == "{"
