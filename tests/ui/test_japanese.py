"""Japanese that reads like the rule books: lines break between phrases, text fits its box, Qt's own
strings are translated, one name for each thing, no English formats, first-time players' words."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QTextLayout, QTextOption
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLineEdit

from tabletop.engine.contract import Reason
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.games import available_games, entry
from tabletop.resources import asset_path
from tabletop.ui.games import scene_for
from tabletop.ui.i18n import Language, message, names_and, names_list, translate
from tabletop.ui.items import TableItem, text_rect
from tabletop.ui.phrases import JOINER, keep_phrases
from tabletop.ui.style import font

NAMES = ["Aiko", "Ben", "Chiara", "Daichi", "Emma"]


@pytest.fixture
def japanese(app):
    """Switches the app to Japanese for one test (Qt's catalog too), and back to English after it."""
    language = Language()
    assert language.use("ja")
    yield language
    language.use("en")


def japanese_chars(text: str) -> bool:
    return any("\u3040" <= c <= "\u30ff" or "\u4e00" <= c <= "\u9fff" for c in text)


def broken_lines(text: str, width: float) -> list[str]:
    """Returns the lines Qt's line breaking makes of `text` (phrases kept) at `width`, in the app font."""
    layout = QTextLayout(keep_phrases(text), font(12))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(layout.text()[line.textStart():line.textStart() + line.textLength()].replace(JOINER, ""))
    layout.endLayout()
    return lines


# --- line breaking --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("width", range(60, 320, 7))
def test_a_japanese_line_never_splits_a_number_from_its_counter_or_a_word(app, width):
    text = "Aikoの夏：勅命 10点＋6点、コイン 1、モンスター −4、計13点。ハブの一番下の段からカードを1枚積んでください。"
    lines = broken_lines(text, width)
    assert "".join(lines) == text
    for before, after in zip(lines, lines[1:]):
        edge = before.rstrip()[-1:] + after[:1]
        assert not re.fullmatch(r"\d[枚点段個人分]", edge), lines
        assert not re.fullmatch(r"[ァ-ヶー][ァ-ヶー]", edge), lines  # inside モンスター, カード
        assert not re.fullmatch(r"[一-龥][一-龥ぁ-ん]", edge), lines  # inside 勅命, 積んで


def test_english_is_left_to_qt():
    assert keep_phrases("Load a card from the bottom row.") == "Load a card from the bottom row."


def _text_boxes(scene):
    for item in scene.items():
        if isinstance(item, TableItem) and item.isVisible():
            for box in item.text_boxes():
                if box.text:
                    yield item, box


def _overflowing(scene) -> list[str]:
    """Returns the texts of a scene that do not fit their boxes even at the smallest size."""
    found = []
    for item, box in _text_boxes(scene):
        points, bound = text_rect(box.rect, box.text, box.size, box.bold, box.align)
        if bound.width() > box.rect.width() + 0.5 or bound.height() > box.rect.height() + 0.5:
            found.append(f"{type(item).__name__} {box.text!r} in {box.rect.width():.0f}×{box.rect.height():.0f}")
    return found


TABLES = [gid for gid in sorted(available_games()) if entry(gid).playable]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("game_id", TABLES)
def test_every_text_on_the_table_fits_its_box(app, lang, game_id):
    language = Language()
    assert language.use(lang)
    try:
        game = available_games()[game_id]
        scene = scene_for(game_id)
        problems: set[str] = set()
        for players in sorted({game.min_players, min(game.max_players, game.min_players + 2)}):
            options = {spec.name: True for spec in game.options if isinstance(spec.default, bool)}
            state = game.new_game(players, options, 5)
            rng = random.Random(5)
            steps = 0
            while not game.is_over(state) and steps < 300:
                seat = game.to_act(state)[0]
                legal = game.legal_actions(state, seat)
                if steps % 3 == 0:
                    scene.render_view(game.view(state, seat), legal, NAMES[:players], seat)
                    problems.update(_overflowing(scene))
                game.apply(state, seat, rng.choice(legal))
                steps += 1
            scene.render_view(game.view(state, None), [], NAMES[:players], None)
            problems.update(_overflowing(scene))
        assert not problems, "\n".join(sorted(problems))
    finally:
        language.use("en")


def test_the_cartographers_card_chips_are_as_wide_as_their_text(app, japanese):
    from tabletop.ui.items import ButtonItem

    game = available_games()["cartographers"]
    scene = scene_for("cartographers")
    state = game.new_game(1, {}, 3)
    rng = random.Random(3)
    chips = 0
    while not game.is_over(state):
        legal = game.legal_actions(state, 0)
        scene.render_view(game.view(state, 0), legal, ["Aiko"], 0)
        for item in scene.items():
            if isinstance(item, ButtonItem) and not item.acceptedMouseButtons() and item.width < 200:
                box = item.text_boxes()[0]
                points, _ = text_rect(box.rect, box.text, box.size, box.bold, box.align)
                assert points == box.size or item.width >= 180, box.text  # shrunk only at the widest chip
                chips += 1
        game.apply(state, 0, rng.choice(legal))
    assert chips


def test_the_side_panel_labels_fit_their_width_in_japanese(window, japanese, qtbot):
    game = available_games()["star-cartel"]
    seats = [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara", SeatKind.BOT, "greedy")]
    session = Session(game, seats, {}, 4)
    page = window.open_session(session, window.paths.saves / "ja.json")
    page.curtain.button.click()
    for label in (page.prompt, page.moves_label, page.curtain.note):
        text = keep_phrases(label.text())
        metrics = QFontMetricsF(label.font())
        width = page.prompt.width()
        bound = metrics.boundingRect(QRectF(0, 0, width, 1000), int(Qt.TextFlag.TextWordWrap), text)
        assert bound.width() <= width + 0.5, label.text()
    for listed in (page.log, page.moves):  # entries stand apart
        assert listed.itemDelegate().gap > 0


# --- Qt's own strings -----------------------------------------------------------------------------------------

def test_qt_own_menus_and_dialogs_speak_japanese(app, japanese):
    field = QLineEdit("Aiko")
    menu = field.createStandardContextMenu()
    texts = [a.text() for a in menu.actions() if a.text()]
    assert texts and all(japanese_chars(t) for t in texts), texts
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    buttons = dialog.findChild(QDialogButtonBox).buttons()
    assert all(japanese_chars(b.text()) for b in buttons), [b.text() for b in buttons]


def test_qt_speaks_english_again_after_switching_back(app):
    language = Language()
    language.use("ja")
    language.use("en")
    field = QLineEdit()
    texts = [a.text() for a in field.createStandardContextMenu().actions() if a.text()]
    assert "&Copy" in texts or "Copy" in " ".join(texts)


# --- one name for each thing, no English formats ------------------------------------------------------------

def test_game_titles_are_the_japanese_rule_books(app, japanese):
    assert translate("home", "Cartographers") == "カートグラファーズ"
    rules = asset_path("rules", "cartographers.ja.md").read_text(encoding="utf-8")
    assert rules.startswith("# カートグラファーズ")


def test_star_cartel_ship_names_are_one_script_on_cards_log_and_rules(app, japanese):
    from tabletop.games.star_cartel.components import SHIPS

    game = available_games()["star-cartel"]
    names = {message("cartel.new_ship", {"seat": 0, "ship": ship.name, "capacity": 7, "value": 2}, ["Aiko"])
             for ship in SHIPS if ship.min_players}
    assert names and not any(re.search(r"[A-Za-z]{3,}", n.replace("Aiko", "")) for n in names), names
    cassiopeia = translate("star_cartel", "Cassiopeia")
    assert cassiopeia == "カシオペア"
    assert cassiopeia in message("cartel.cassiopeia", {"seat": 0}, ["Aiko"])
    scene = scene_for("star-cartel")
    state = game.new_game(3, {}, 1)
    scene.render_view(game.view(state, 0), game.legal_actions(state, 0), NAMES[:3], 0)
    titles = [item.title for item in scene.items() if getattr(item, "title", "")]
    assert not any(re.fullmatch(r"[A-Z][a-z]+", t) for t in titles), titles


def test_lists_and_winners_read_as_japanese(app, japanese):
    assert names_list(["Aiko", "Ben", "Chiara"]) == "Aiko、Ben、Chiara"
    assert names_and(["Aiko", "Ben"]) == "AikoとBen"
    assert names_and(["Aiko"]) == "Aiko"
    line = message("carto.season_score", {"seat": 0, "season": "summer", "first": 10, "second": 6, "coins": 1,
                                         "monsters": -4, "total": 13}, ["Aiko"])
    assert "−4" in line and "-4" not in line and "＋ モンスター" not in line, line


def test_english_plurals_are_right(app):
    assert message("carto.skill", {"seat": 0, "skill": "search", "cost": 1}, ["Aiko"]).endswith("paid 1 coin.")
    assert "(unchanged)" in message("cartel.price_smallest", {"cargo": "food", "before": 7, "after": 7, "delta": "+0"})
    assert "(−1)" in message("cartel.price_smallest", {"cargo": "food", "before": 3, "after": 2, "delta": "-1"})
    assert "1 point and" in message("cartel.tie_shared", {"seats": [1, 2], "total": 1})
    # The three: "1 counters left", "1 go under the pile", "the 1 remaining dilemmas are".
    assert "(1 counter left)" in message("st.prompt.play", {"seat": 0, "counters": 1})
    assert "1 goes under the pile" in message("st.stack_chosen", {"seat": 0, "count": 2, "returned": 1})
    assert "1 remaining dilemma is overcome" in message("st.rest_overcome", {"count": 1, "mission": "Vaytan"})


def test_the_thief_keeps_the_start_marker_in_words(app, japanese):
    line = message("tm.stole", {"seat": 0, "victim": 1, "dice": (0, 0, 0, 0, 0, 0, 1), "returned": 3},
                   ["Chiara", "Emma"])
    assert "—" not in line and "スタートプレイヤーマーカー" in line and "残して" not in line, line


# --- words a first-time player understands ---------------------------------------------------------------------

def test_the_new_game_dialog_speaks_to_players(app, japanese):
    from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox

    from tabletop.ui.new_game import NewGameDialog

    game = available_games()["star-cartel"]
    dialog = NewGameDialog(game)
    words = [w.text() for w in dialog.findChildren(QLabel)] + [w.text() for w in dialog.findChildren(QCheckBox)]
    words += [box.itemText(k) for box in dialog.findChildren(QComboBox) for k in range(box.count())]
    shown = " ".join(words)
    for jargon in ("シード", "席", "貪欲", "未確認", "ランダム"):
        assert jargon not in shown, jargon
    abilities = dialog.option_boxes["abilities"]
    assert not abilities.isChecked()  # the rules advise leaving them off in a first game
    assert "QSpinBox" not in app.styleSheet()  # a styled spin box loses its arrows: Qt's own are drawn
    assert dialog.findChild(QSpinBox).buttonSymbols() is QSpinBox.ButtonSymbols.UpDownArrows
    dialog.deleteLater()


def test_the_rules_are_written_for_players():
    from tabletop.games import entries

    for name in sorted({e.rules_file for e in entries() if e.rules_file} | {"star_trek"}):
        for lang in ("ja", "en"):
            text = asset_path("rules", f"{name}.{lang}.md").read_text(encoding="utf-8")
            for developer in ("プロジェクト", "幕の後ろ", "`tabletop ", "project's notes", "behind the curtain"):
                assert developer not in text, (name, lang, developer)
        text = asset_path("rules", f"{name}.ja.md").read_text(encoding="utf-8")
        # A space beside a bold Japanese word shows as a gap: 「手番は 船積 と」.
        assert not re.search(r"[ぁ-んァ-ヶ一-龥] \*\*[ぁ-んァ-ヶ一-龥]", text), name
        assert not re.search(r"[ぁ-んァ-ヶ一-龥]\*\* [ぁ-んァ-ヶ一-龥]", text), name


# --- the table --------------------------------------------------------------------------------------------------

def test_a_refusal_clears_when_another_move_is_made(window, qtbot):
    game = available_games()["star-cartel"]
    session = Session(game, [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")], {}, 2)
    page = window.open_session(session, window.paths.saves / "r.json")
    page.curtain.button.click()
    page.controller.refused.emit(Reason("engine.undo_barrier"))  # as after an Undo across a reveal
    assert page.refusal.text()
    page.refresh()  # nothing happened: the refusal stays
    assert page.refusal.text()
    page.controller.act(page.controller.legal()[0])
    assert page.refusal.text() == ""


def test_result_charts_have_titles_and_stay_put(window, qtbot):
    game = available_games()["star-cartel"]
    session = Session(game, [SeatInfo("Aiko"), SeatInfo("Ben"), SeatInfo("Chiara")], {}, 8)
    rng = random.Random(8)
    while not session.is_over():
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    page = window.open_session(session, window.paths.saves / "done.json")
    chart = page.results.chart
    plot = chart.getPlotItem()
    assert plot.titleLabel.text
    assert not any(plot.getViewBox().state["mouseEnabled"])


def test_counts_skills_and_species_read_as_japanese(app, japanese):
    """「炭素1枚」, not "1 炭素"; a Star Trek card's skills, attributes and species in Japanese words."""
    from tabletop.games.star_trek.components import CARDS, Kind
    from tabletop.games.star_trek.messages import SKILL_NAMES
    from tabletop.ui.games.star_trek import card_facts

    offer = message("sf.offer_sent", {"seat": 0, "give": {"ore": 2, "fuel": 1}, "want": {"carbon": 1}}, ["Aiko"])
    assert "鉱石2枚、燃料1枚" in offer and "炭素1枚" in offer, offer
    assert "カウンター残り1個" in message("st.prompt.play", {"seat": 0, "counters": 1}, ["Aiko"])
    assert "地球" in message("st.beamed", {"seat": 0, "card": "Worf", "to": "Earth, Cradle of the Federation"},
                             ["Aiko"])
    english = {*SKILL_NAMES, "Integrity", "Cunning", "Strength", "Human", "Vulcan", "Klingon", "Drone", "Federation"}
    personnel = [c for c in CARDS.values() if c.kind is Kind.PERSONNEL and c.skills and c.species]
    assert personnel
    for card in personnel:
        facts = card_facts(card)
        assert not english & set(re.findall(r"[A-Za-z-]+", facts)), facts  # keywords ("Commander: …") stay printed
