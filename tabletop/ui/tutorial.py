"""A tutorial at the table: a bubble beside what a step talks about, a ring around where to click, and a
controller that lets only the step's move through (the engine still decides what is legal).

The tutorial's game is an ordinary table page; this module adds the bubble and the ring on top of it and swaps
the page's controller for one that asks the TutorialRunner first. Nothing here knows a game's rules.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Protocol

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QFrame, QGraphicsItem, QHBoxLayout, QLabel, QPushButton,
                               QVBoxLayout, QWidget)

from tabletop.engine.action import Action
from tabletop.engine.reason import Reason
from tabletop.engine.session import Session
from tabletop.tutorial.model import Highlight, StepKind, TutorialError
from tabletop.tutorial.runner import TutorialRunner
from tabletop.tutorial.texts import SHARED, UI, place_names, texts_for
from tabletop.ui.controller import GameController, Hint
from tabletop.ui.home import HomePage
from tabletop.ui.i18n import message, term, translate
from tabletop.ui.items import ButtonItem
from tabletop.ui.settings import Settings

if TYPE_CHECKING:
    from tabletop.ui.new_game import NewGameDialog
    from tabletop.ui.table import TablePage

BUBBLE_WIDTH = 380
RING = QColor("#ffd34d")


def text(game_id: str, code: str) -> str:
    """Returns a tutorial text of `game_id` in the current language."""
    entry = texts_for(game_id).get(code) or SHARED.get(code)
    return translate(*entry) if entry else code


def ui_text(key: str) -> str:
    """Returns one of the bubble's own words in the current language."""
    return translate(*UI[key])


def seat_names(runner_names: tuple[str, ...], learner: int, game_id: str) -> list[str]:
    """Returns the seats' names: the learner's translated, the bots' as written."""
    return [text(game_id, n) if s == learner else n for s, n in enumerate(runner_names)]


class TutorialHost(Protocol):
    """What a tutorial needs of the window it opens in (the main window is one): passed in, so this module names
    no window and the window may name it."""

    @property
    def settings(self) -> Settings:
        """Returns the app's settings (the bots' pace, reduced motion)."""

    @property
    def home(self) -> HomePage:
        """Returns the home page, where a broken tutorial file is named."""

    def ask_new_game(self, game_id: str) -> NewGameDialog:
        """Opens the New game dialog for `game_id` (the lesson's "Play a real game"); returns it."""

    def open_session(self, session: Session, save_path: Path | None, created: str | None = None,
                     controller: GameController | None = None) -> TablePage:
        """Shows the table of `session` and starts play; returns the table page."""

    def new_save_path(self, stem: str) -> Path:
        """Returns a new save file's path named from `stem`."""


class TutorialController(GameController):
    """A table's controller that plays only the step's move and lets the bots play only in bots steps."""

    coached = Signal(str)   # a text code: the move was legal but not this lesson's (or the bubble asks to read)
    stepped = Signal()      # the step changed without a move (Next)

    def __init__(self, runner: TutorialRunner, bot_delay_ms: int = 700, reduced_motion: bool = False):
        super().__init__(runner.session, None, bot_delay_ms, reduced_motion=reduced_motion)
        self.runner = runner

    def act(self, action: Action) -> bool:
        """Plays the learner's move when it is the step's; else says why (the rules' reason or the lesson's)."""
        verdict = self.runner.check(action)
        if verdict.reason is not None:
            self.refused.emit(verdict.reason)
            return False
        if verdict.move is None:
            self.coached.emit(verdict.advice or "")
            return False
        self.last_events = self.runner.play(verdict.move)
        self._next()
        return True

    def _bot_step(self) -> None:
        if not self.runner.bots_to_move():
            return  # the bubble asks the learner to read first; Next starts the bots
        try:
            self.last_events = self.runner.play_bot()
        except Exception as e:  # a bot bug must show, not leave the table waiting for ever
            from tabletop.engine.reason import Reason
            self.refused.emit(Reason("engine.bot_failed", {"seat": self.session.to_act()[0], "detail": str(e)}))
            return
        self._next()

    def next_step(self) -> None:
        """Leaves a step that asked to be read; the bots play if the next step is theirs."""
        self.runner.next()
        self.stepped.emit()
        self._next()

    def can_undo(self) -> bool:
        """Returns False: a lesson is not taken back (its next step expects the table as it is)."""
        return False

    def hint_search(self) -> None:
        """Returns None: a lesson's hint is its step's own move, never a search's."""
        return None

    def hint(self) -> Hint | None:
        """Returns the step's own move (the bubble says why): the hint and the lesson never disagree."""
        expected = self.runner.expected
        if expected is None or self.acting_person() is None:
            return None
        return Hint(expected, None)


class Ring(QWidget):
    """A yellow ring around the place to click (or the outline of the cells a drawing covers); lets every click
    through, and stays whole inside its parent."""

    PAD = 6

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.cells: list[QRect] = []  # in the parent's coordinates; empty: a plain ring
        self.hide()

    def around(self, rect: QRect, cells: list[QRect] | None = None) -> None:
        """Shows the ring around `rect` (the parent's coordinates), or the outline of `cells` inside it."""
        self.cells = list(cells or [])
        pad = self.PAD
        # Kept inside the parent: a frame cut by the window's edge would not say where it ends.
        parent = self.parentWidget()
        area = parent.rect() if parent is not None else rect.adjusted(-pad, -pad, pad, pad)  # always a page
        self.setGeometry(rect.adjusted(-pad, -pad, pad, pad).intersected(area))
        self.show()
        self.raise_()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(RING, 4))
        if self.cells:
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.WindingFill)  # overlapping cells unite (odd-even would cut them out)
            for cell in self.cells:
                path.addRect(QRectF(cell.translated(-self.x(), -self.y())).adjusted(-2, -2, 2, 2))
            painter.drawPath(path.simplified())
        else:
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 8, 8)
        painter.end()


class Bubble(QFrame):
    """The step's words: what to do and why, the rule it shows, the move, and Next / the end's choices."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("tutorialBubble")
        self.setStyleSheet("QFrame#tutorialBubble { background: #fffaf0; border: 2px solid #c9a227; "
                           "border-radius: 10px; }")
        self.setFixedWidth(BUBBLE_WIDTH)
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(6)
        self.counter = QLabel()
        self.counter.setStyleSheet("color: #6b6259; font-size: 9pt;")
        self.say = QLabel()
        self.say.setStyleSheet("font-size: 11pt;")
        self.rule = QLabel()
        self.rule.setStyleSheet("color: #2f4f4a; font-style: italic;")
        self.move_line = QLabel()
        self.move_line.setStyleSheet("color: #2f5f8a; font-weight: bold;")
        self.feedback = QLabel()
        self.feedback.setStyleSheet("color: #a8321f; font-weight: bold;")
        self.labels = (self.counter, self.say, self.rule, self.move_line, self.feedback)
        for label in self.labels:
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(label)
        row = QHBoxLayout()
        row.addStretch()
        self.menu_button = QPushButton()
        self.real_button = QPushButton()
        self.real_button.setObjectName("primary")
        self.next_button = QPushButton()
        self.next_button.setObjectName("primary")
        for button in (self.menu_button, self.real_button, self.next_button):
            row.addWidget(button)
        layout.addLayout(row)

    def show_text(self, label: QLabel, value: str) -> None:
        """Sets a label's text at the height its wrapped lines need, hiding the label when there is none."""
        label.setText(value)
        label.setVisible(bool(value))
        # A wrapped label inside a fixed-width frame is otherwise given one line's height by the layout.
        label.setFixedHeight(label.heightForWidth(self.text_width()) if value else 0)

    def text_width(self) -> int:
        """Returns the width the labels wrap their text at."""
        margins = self._layout.contentsMargins()
        return BUBBLE_WIDTH - margins.left() - margins.right() - 2 * self.frameWidth()


class TutorialOverlay(QWidget):
    """Puts the bubble and the ring on a table page and keeps them on the current step."""

    real_game = Signal()

    def __init__(self, page: TablePage, controller: TutorialController):
        super().__init__()
        self.page = page
        self.controller = controller
        self.runner = controller.runner
        self.game_id = self.runner.tutorial.game
        self.ring = Ring(page)
        self.bubble = Bubble(page)
        self.feedback = ""
        self.cells: list[QRect] = []  # the cells of the drawing marked by the ring (page coordinates)
        self.marked: QRect | None = None  # the place the ring marks (page coordinates)
        self._placed_at = -1  # the step the bubble was last placed for
        self.bubble.next_button.clicked.connect(self._next)
        self.bubble.real_button.clicked.connect(lambda: self.real_game.emit())
        self.bubble.menu_button.clicked.connect(lambda: page.leave.emit())
        controller.changed.connect(self._moved)   # after the page's own redraw (connected first)
        controller.stepped.connect(self._moved)
        controller.refused.connect(self._refused)
        controller.coached.connect(self._coached)
        page.installEventFilter(self)
        self.setParent(page)
        self.hide()  # the overlay itself draws nothing: the bubble and the ring are the page's children

    # --- reacting ---------------------------------------------------------------------
    def _next(self) -> None:
        self.feedback = ""
        self.controller.next_step()

    def _moved(self) -> None:
        self.feedback = ""
        self.refresh()

    def _refused(self, reason: Reason) -> None:
        from tabletop.ui.i18n import reason_text

        self.feedback = reason_text(reason, self.controller.seat_names)
        self.refresh()

    def _coached(self, code: str) -> None:
        self.feedback = text(self.game_id, code)
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._name_learner()  # before the page redraws its log and prompt in the new language
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LanguageChange, QEvent.Type.Show):
            self.refresh()
        return False

    def _name_learner(self) -> None:
        """Gives the learner's seat its name in the current language."""
        seats, learner = self.runner.session.seats, self.runner.learner
        name = text(self.game_id, self.runner.tutorial.names[learner])
        if seats[learner].name != name:
            seats[learner] = seats[learner]._replace(name=name)

    # --- drawing ---------------------------------------------------------------------
    def words(self) -> dict[str, str]:
        """Returns what the bubble says now: counter, say, rule, move and feedback (empty when none)."""
        runner, step = self.runner, self.runner.step
        steps = [s for s in runner.tutorial.steps if s.kind is not StepKind.BOTS]
        number = steps.index(step) + 1 if step in steps else 0
        say = text(self.game_id, step.text) if step.text else ui_text(
            "bot" if len(self.runner.session.seats) == 2 else "bots")
        rule = ui_text("rule").format(text=text(self.game_id, step.rule)) if step.rule else ""
        phrase = runner.move_words()  # the game's own words for the move, as the move list says it
        move = ui_text("your_move").format(move=message(phrase.code, phrase.params, self.controller.seat_names)) \
            if phrase is not None else ""
        if step.kind is StepKind.END:
            standings = runner.standings()
            if standings is not None:
                names = self.controller.seat_names
                scores = term("list_separator", self.game_id).join(
                    self._score(names[s], standings.scores[s], standings.breakdown[s]) for s in range(len(names)))
                move = ui_text("if_now").format(scores=scores)
        counter = ui_text("step").format(n=number, total=len(steps)) if number else ""
        return {"counter": counter, "say": say, "rule": rule, "move": move, "feedback": self.feedback}

    @staticmethod
    def _score(name: str, points: int, breakdown: Mapping[str, Any]) -> str:
        """Returns a seat's score as the bubble says it: a solo game's with its solo values taken off."""
        if "rating" in breakdown:
            return ui_text("score_solo").format(name=name, points=points, solo=breakdown["solo_values"],
                                                rating=breakdown["rating"])
        return ui_text("score").format(name=name, points=points)

    def refresh(self) -> None:
        """Puts the bubble and the ring where the current step talks about (hidden behind the curtain)."""
        page, bubble = self.page, self.bubble
        if page.curtain.isVisible():
            bubble.hide()
            self.ring.hide()
            return
        step = self.runner.step
        words = self.words()
        for label, key in zip(bubble.labels, ("counter", "say", "rule", "move", "feedback")):
            bubble.show_text(label, words[key])
        bubble.next_button.setText(ui_text("next"))
        bubble.real_button.setText(ui_text("real_game"))
        bubble.menu_button.setText(ui_text("menu"))
        bubble.next_button.setVisible(step.kind is StepKind.READ)
        bubble.real_button.setVisible(step.kind is StepKind.END)
        bubble.menu_button.setVisible(step.kind is StepKind.END)
        bubble.adjustSize()
        self.cells = []
        self._into_view()
        target = self.marked = self.target()
        if target is None:
            self.ring.hide()
        else:
            self.ring.around(target, self.cells)
        self.place(target, self.subjects())
        bubble.show()
        bubble.raise_()
        page.curtain.raise_()

    def target(self) -> QRect | None:
        """Returns the page rectangle the step points at (None: nothing in particular)."""
        step, page, expected = self.runner.step, self.page, self.runner.expected
        if step.kind is StepKind.ACT and step.highlight is Highlight.ACTION and expected is not None:
            if self.controller.acting_person() is None:
                return None
            # A drawing is marked cell by cell and nothing is chosen for the learner: the words say which keys
            # turn the shape to fit the mark, and the shape under the pointer shows how far they have got.
            covered = getattr(page.scene, "target_cells", None)
            cells = [self._from_scene(r) for r in covered(expected)] if covered is not None else []
            if cells:
                self.cells = cells
                box = cells[0]
                for cell in cells[1:]:
                    box = box.united(cell)
                return box
            from tabletop.ui.last_move import clear_move_frame

            clear_move_frame(page.scene)  # the lesson's move is framed now, not the bot's just made
            rect = page.scene.preview(self.controller.view(), expected)
            item = page.scene.action_items.get(expected)
            if item is not None and item.scene() is page.scene and item.isVisible():
                # The ring goes round what a click plays, even where the table's frame marks what the move takes.
                return self._from_scene(item.sceneBoundingRect())
            if rect is not None and not rect.isEmpty():
                return self._from_scene(rect)
            return self._in_move_list(expected)
        if step.highlight is Highlight.MOVES:
            return QRect(page.moves.mapTo(page, QPoint(0, 0)), page.moves.size())
        if step.highlight is Highlight.BOARD:
            places = self._places()
            if not places:
                return None
            self.cells = places  # each place outlined on its own, inside the ring's reach
            around = places[0]
            for place in places[1:]:
                around = around.united(place)
            return around
        return None

    def _into_view(self) -> None:
        """Scrolls what the step's words talk about into the table's view where it is scrolled out (a card below a
        crowded column's fold): the cards they name by title, then their mentions, which come first where both
        cannot show; the ringed move's own item is scrolled to after, by the scene's preview."""
        scene = self.page.scene
        shown = {_title(item) for item in scene.items() if item.isVisible() and _title(item)}
        for item in scene.items():
            title = _title(item)
            if title and title not in shown and title in self._words() and scene.bring_into_view(item):
                shown.add(title)
        for mention in self.runner.step.mentions:
            if mention.startswith(("rule:", "card:", "item:")) and not self.found(mention):
                kind, _, name = mention.partition(":")
                for item in scene.items():
                    if _names(item, kind, name) and scene.bring_into_view(item):
                        break

    def _places(self) -> list[QRect]:
        """Returns the page rectangles of the board's places the step's words name (its `place:` mentions)."""
        return [rect for mention in self.runner.step.mentions if mention.startswith("place:")
                for rect in self.found(mention)]

    def _from_scene(self, rect: QRectF) -> QRect:
        """Returns a scene rectangle in the page's coordinates."""
        board = self.page.board
        polygon = board.mapFromScene(rect)
        box = polygon.boundingRect()
        return QRect(board.viewport().mapTo(self.page, box.topLeft()), box.size())

    def _in_move_list(self, action: Action) -> QRect | None:
        """Selects the move in the side panel's list; returns that line's rectangle (or the list's)."""
        moves = self.page.moves
        for row in range(moves.count()):
            item = moves.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == action:
                moves.setCurrentRow(row)
                line = moves.visualItemRect(item)
                return QRect(moves.viewport().mapTo(self.page, line.topLeft()), line.size())
        return QRect(moves.mapTo(self.page, QPoint(0, 0)), moves.size())

    def mentioned(self) -> list[QRect]:
        """Returns the page rectangles of everything the step's words talk about (its `mentions`), each cut to
        what shows of it (a card scrolled out of its column is not there to cover)."""
        return [rect for mention in self.runner.step.mentions for rect in self.found(mention)]

    def found(self, mention: str) -> list[QRect]:
        """Returns the page rectangles of what one mention names, as far as they show (none: not on the table)."""
        page, scene = self.page, self.page.scene
        widgets = {"undo": page.undo_button, "hint": page.hint_button, "moves": page.moves, "log": page.log,
                   "prompt": page.prompt}
        found: list[QRect] = []
        if mention in widgets:
            widget = widgets[mention]
            if widget.isVisible():
                found.append(QRect(widget.mapTo(page, QPoint(0, 0)), widget.size()))
        elif mention.startswith("action:"):
            item = scene.action_items.get(Action.parse(mention[len("action:"):]))
            if item is not None and item.scene() is scene and item.isVisible():
                found.append(self._shown(item.sceneBoundingRect()))
        elif mention.startswith("place:"):
            rect = scene.place_rect(mention[len("place:"):])
            if rect is not None and not rect.isEmpty():
                found.append(self._from_scene(rect))
        elif mention.startswith(("rule:", "card:", "item:")):
            kind, _, name = mention.partition(":")
            found += [self._shown(item.sceneBoundingRect()) for item in scene.items()
                      if item.isVisible() and _names(item, kind, name)]
        return [r for r in found if not r.isEmpty()]

    def subjects(self) -> list[QRect]:
        """Returns every page rectangle the bubble must leave in view: the ringed place with its ring, what the
        words talk about, and the banner naming the move just made (the words often answer it)."""
        pad = Ring.PAD + 2
        ringed = [self.marked.adjusted(-pad, -pad, pad, pad)] if self.marked is not None else []
        banner = [self._shown(item.sceneBoundingRect()) for item in self.page.scene.items()
                  if item.data(0) == "last_move" and item.isVisible()]
        return ringed + self.mentioned() + self.named() + [r for r in banner if not r.isEmpty()]

    def _words(self) -> str:
        """Returns the bubble's words: what it says, the rule it shows and its move line."""
        bubble = self.bubble
        return " ".join((bubble.say.text(), bubble.rule.text(), bubble.move_line.text()))

    def named(self) -> list[QRect]:
        """Returns the page rectangles of what the bubble's words name by the game's own names: cards by their
        printed titles (the same in every language), the board's places by their names in the language shown."""
        words = self._words()
        found = [self._shown(item.sceneBoundingRect()) for item in self.page.scene.items()
                 if item.isVisible() and _title(item) and _title(item) in words]
        # The board's places by the game's names for them ("System 4", "the Green Folk outpost").
        said = words.casefold()
        for place, name in place_names(self.game_id).items():
            if translate(*name).casefold().removeprefix("the ") in said:
                found += self.found("place:" + place)
        return [r for r in found if not r.isEmpty()]

    def _shown(self, rect: QRectF) -> QRect:
        """Returns the part of a scene rectangle the board's view shows, in the page's coordinates."""
        viewport = self.page.board.viewport()
        return self._from_scene(rect).intersected(QRect(viewport.mapTo(self.page, QPoint(0, 0)), viewport.size()))

    def place(self, target: QRect | None, keep: list[QRect] | None = None) -> None:
        """Moves the bubble as near `target` as it can without covering it or anything in `keep` (what the words
        talk about), and if it can, no other clickable thing; with no target, near the board's bottom right."""
        page, bubble = self.page, self.bubble
        area = page.rect().adjusted(8, 8, -8, -8)
        size = bubble.size()
        board = QRect(page.stack.mapTo(page, QPoint(0, 0)), page.stack.size())
        # The board's bottom right corner: every table keeps its own map, hub or centre on the left and top.
        home = QRect(QPoint(board.right() - size.width() - 16, board.bottom() - size.height() - 16), size)
        near = target if target is not None else home
        pad = Ring.PAD + 2  # the ring drawn around the target, and a little air
        clear = ([target.adjusted(-pad, -pad, pad, pad)] if target is not None else []) + list(keep or [])
        others = [o for o in self._clickables() if target is None or not target.contains(o)]
        gap = 14
        spots = _spots(target, home, area, gap)

        def cost(spot: QPoint) -> tuple[int, int, int]:
            box = QRect(spot, size)
            hidden = sum(box.intersected(r).width() * box.intersected(r).height() for r in clear if box.intersects(r))
            covered = sum(1 for o in others if box.intersects(o))
            dx = max(near.left() - box.right(), box.left() - near.right(), 0)
            dy = max(near.top() - box.bottom(), box.top() - near.bottom(), 0)
            return hidden, covered, max(dx + dy, gap)  # the spots right beside the target come first

        best = min(spots, key=cost)
        here = bubble.pos()
        # Between the moves of one step (a flight's points) the bubble stays put while it hides nothing it must not.
        if self._placed_at == self.runner.index and cost(here)[:2] <= cost(best)[:2] and area.contains(
                QRect(here, size)):
            best = here
        self._placed_at = self.runner.index
        bubble.move(best)


    def _clickables(self) -> list[QRect]:
        """Returns where on the page things are clicked: every move on the table, the table's own buttons
        (Enlarge…), which are clicked as often, and the side panel's controls."""
        page, bubble = self.page, self.bubble
        clickable = list(page.scene.action_items.values()) + [i for i in page.scene.items() if isinstance(i, ButtonItem)]
        others = [self._from_scene(item.sceneBoundingRect()) for item in clickable
                  if item.scene() is page.scene and item.isVisible()]
        controls: list[QWidget] = [*page.findChildren(QAbstractButton), *page.findChildren(QComboBox)]
        others += [QRect(w.mapTo(page, QPoint(0, 0)), w.size()) for w in controls
                   if w.isVisible() and not bubble.isAncestorOf(w)]  # the side panel's controls
        return others


def _spots(target: QRect | None, home: QRect, area: QRect, gap: int) -> list[QPoint]:
    """Returns the places a bubble of `home`'s size may go, best first: beside the target on each side (or at
    home), kept inside `area`, then every place on a grid over `area`."""
    size = home.size()
    spots = [QPoint(home.topLeft())]
    if target is not None:
        spots = [QPoint(target.right() + gap, target.center().y() - size.height() // 2),
                 QPoint(target.left() - gap - size.width(), target.center().y() - size.height() // 2),
                 QPoint(target.center().x() - size.width() // 2, target.bottom() + gap),
                 QPoint(target.center().x() - size.width() // 2, target.top() - gap - size.height())]
    spots = [QPoint(min(max(area.left(), p.x()), area.right() - size.width()),
                    min(max(area.top(), p.y()), area.bottom() - size.height())) for p in spots]
    step = 16
    spots += [QPoint(x, y) for x in range(area.left(), area.right() - size.width() + 1, step)
              for y in range(area.top(), area.bottom() - size.height() + 1, step)]
    return spots

def _names(item: QGraphicsItem, kind: str, name: str) -> bool:
    """Returns True when a table item shows what a mention names: a rule (by its id's prefix), a card (by its
    id) or a thing the scene tagged (its data(0), or the first part of it)."""
    if kind == "rule":
        return str(getattr(item, "rule_id", "") or "").startswith(name)
    if kind == "card":
        card = getattr(item, "card", None)
        return getattr(card, "id", card) == name
    tag = item.data(0)
    return bool((tag[0] if isinstance(tag, tuple) and tag else tag) == name)


def _title(item: QGraphicsItem) -> str:
    """Returns the printed title of the card a table item shows ("" when it shows none)."""
    title = getattr(getattr(item, "card", None), "title", "")
    return title if isinstance(title, str) and len(title) > 2 else ""


def open_tutorial(window: TutorialHost, game_id: str, lesson: int = 0) -> TablePage | None:
    """Opens one of the game's lessons (0: its first) in the window; a broken file is named on the home page."""
    from tabletop.tutorial.load import load_tutorial

    try:
        tutorial = load_tutorial(game_id, lesson)
    except TutorialError as e:
        window.home.problem.setText(ui_text("broken").format(problem=str(e)))
        return None
    names = seat_names(tutorial.names, tutorial.learner, game_id)
    runner = TutorialRunner(tutorial, names)
    controller = TutorialController(runner, window.settings.bot_delay_ms, window.settings.reduced_motion)
    page = window.open_session(runner.session, None, controller=controller)
    overlay = TutorialOverlay(page, controller)
    page.tutorial = overlay  # kept with the page (and found there by tests)

    def real_game() -> None:
        # The New game dialog, filled in like the lesson: the player may change a seat or an option, or cancel
        # and stay at the lesson's end.
        settings = runner.real_game()
        window.ask_new_game(game_id).fill(settings["seats"], settings["options"])

    overlay.real_game.connect(real_game)
    overlay.refresh()
    return page
