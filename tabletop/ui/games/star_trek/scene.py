"""The Star Trek CCG table: each side's missions with the ships and personnel there and the viewer's hand (its
items), and in the right column the panels (panels.py): the counters and scores, a mission attempt under way and the
open decision."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.games.star_trek.components import CARDS, CARDS_PER_SEAT, Kind
from tabletop.games.star_trek.moves import ATTEMPT, BEAM, make as make_move, named, parts
from tabletop.games.star_trek.view import CardView, MissionView, ShipView, SideView, StarTrekView
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.marker import frame_hint
from tabletop.ui.games.star_trek.framing import frame_star_trek
from tabletop.ui.games.star_trek.piles import piles
from tabletop.ui.i18n import fmt, message, names_and, translate
from tabletop.ui.items import SEAT_MARKS, ButtonItem, LabelItem, PanelItem, TokenItem
from tabletop.ui.games.star_trek.panels import (SELECT_VERBS, STATUS_H, AttemptPanel, Guard, Hooks, Table,
                                                status_panel)
from tabletop.ui.games.star_trek.items import (AFFILIATION_MARKS, KIND_MARKS, LINE, CardColumn, CardFace, CardThing,
                                               Chip, Crew, DilemmaStrip, MissionHead, PlayCard, width_of)
from tabletop.ui.games.star_trek.words import (card_tip, crew_status_words, gear_words, icons_words, listed,
                                               needs_text, rule_id, score_history, term)

HAND_VERBS = ("play", "discard", "tuck", "brief", "adapt", "analyze", "pay")
CHIP_VERBS = ("stop", "interlink", "receive", "lend", "aboard", "ship", "choose", "add", "damage")
BATTLE_STARTS = ("engage", "combat")   # a core event's battle order: its card selected, then its target clicked


def uid_seat(uid: int) -> int:
    """Returns the seat whose deck a card in play came from (each seat's cards are numbered in one block)."""
    return uid // CARDS_PER_SEAT


class StarTrekScene(GameScene[StarTrekView]):
    """Draws a StarTrekView and turns clicks into Star Trek actions."""

    EMBLEM = (AFFILIATION_MARKS["Federation"], AFFILIATION_MARKS["Borg"], KIND_MARKS[Kind.DILEMMA])
    LEFT_W = 1000           # the missions and the hand; the right column holds piles, scores and decisions
    WIDTH, HEIGHT = 1280, 930  # the shape of the space beside the side panel at 1366×768
    ROW_H = 330             # each side's missions; the hand has the rest
    HEAD_H = (52, 112)      # a mission's head, at least and at most: title, type line, lines of requirements

    def __init__(self) -> None:
        super().__init__()
        self.selected: int | None = None   # a personnel or ship whose beams, moves and orders are shown
        self.hinted: Action | None = None
        self.view: StarTrekView | None = None
        self.legal: list[Action] = []
        self.names: Sequence[str] = ()
        self.acting: int | None = None
        self.enlarged: str | None = None     # the card shown large to read (Esc closes it)
        self.enlarged_back: ButtonItem | None = None
        self.playing: set[int] = set()        # the cards in play in the view drawn
        self.crew: dict[int, Crew] = {}       # the attempt's crew in the view drawn (uid -> where it stands)
        self.scrolled: dict[int, int] = {}    # each mission's card at the top of its view (kept across redraws)
        self.moves_on: dict[int, list[Action]] = {}  # the legal moves made from each card (read once a redraw)
        self.attempting: set[int] = set()     # the ships a mission may be attempted with
        self.selectable: set[int] = set()     # the cards in play a click selects (their moves then show)
        self.guard: Guard | None = None       # the move button clicked last (no new move appears there)
        self.panel: AttemptPanel | None = None  # the decision panel drawn last

    # --- the whole table ------------------------------------------------------------------------------------
    def render_view(self, view: StarTrekView, legal: Sequence[Action], seat_names: Sequence[str],
                    acting: int | None) -> None:
        """Redraws everything from the view; legal moves of `acting` are highlighted."""
        self.reset()
        self.enlarged_back = None
        self.playing = self._in_play(view)
        if self.view is None or self.view.viewer != view.viewer:  # a hand-over: the last person's card goes too
            self.enlarged = None
        if self.view is None or self.view.viewer != view.viewer or self.selected not in self.playing:
            self.selected = None
        self.view, self.legal, self.names, self.acting = view, list(legal), seat_names, acting
        self.moves_on, self.attempting, self.selectable = {}, set(), set()
        for a in self.legal:
            p = parts(a)
            if p.subject is not None:
                self.moves_on.setdefault(p.subject, []).append(a)
            if a.kind == "attempt" and p.ship is not None:
                self.attempting.add(p.ship)
        self.hinted = None
        self.crew = {c.uid: Crew(c.status) for c in view.attempt.crew} if view.attempt is not None else {}
        me = view.viewer if view.viewer is not None else 0
        self._row(view, view.sides[1 - me], 2)
        self._row(view, view.sides[me], 2 + self.ROW_H + 4)
        self._hand(view, view.sides[me])
        status_panel(self, view, self.LEFT_W + 8, self.WIDTH - self.LEFT_W - 12, self._name)
        self._decision(view)
        if self.enlarged is not None:
            self._large_card(view, self.enlarged)

    def _decision(self, view: StarTrekView) -> None:
        """Adds the decision panel under the scores: the attempt and the open decision's moves."""
        table = Table(self.names, self._open_kind(view), set(self.action_items), self.selectable, self.selected,
                      self._selected_name(view), self.guard)
        hooks = Hooks(self.clickable, self._reads, self.select, lambda a: self.action_label(view, a), self._name,
                      self._pressed)
        self.panel = AttemptPanel(view, self.legal, table, hooks)
        top = STATUS_H + 6
        self.panel.draw(self, self.LEFT_W + 8, top, self.WIDTH - self.LEFT_W - 12, self.HEIGHT - top - 2)

    def _pressed(self, guard: Guard) -> None:
        self.guard = guard

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        self.guard = None  # a click anywhere lets the slots fill again (a move button's own click sets it anew)
        super().mousePressEvent(event)

    def crew_status(self, uid: int) -> Crew | None:
        """Returns where a personnel stands in the attempt under way (as the view tells it), or None when it takes
        no part."""
        return self.crew.get(uid)

    # --- a card shown large -----------------------------------------------------------------------------------
    def enlarge(self, card: str | None) -> None:
        """Shows a card large over the table, to read its text (None: back to the table)."""
        self.enlarged = card
        if self.view is not None:
            self.render_view(self.view, self.legal, self.names, self.acting)

    def _large_card(self, view: StarTrekView, card_id: str) -> None:
        """Draws one card large, with what lies at a mission, over the missions."""
        card = CARDS[card_id]
        missions = [m for side in view.sides for m in side.missions if m.card == card_id]
        notes = DilemmaStrip(0, 0, missions[0].beneath, missions[0].on).words() if missions else ""
        panel = PanelItem(440, 640 + (50 if notes else 0), translate("star_trek_view", "{card}, large").format(
            card=term(card.title)), fill=QColor("#fbf3df"), emphasis=True)
        panel.setPos((self.LEFT_W - 440) / 2, 20)
        panel.setZValue(50)
        panel.setData(0, "enlarged")
        panel.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)  # nothing below
        self.addItem(panel)
        back = ButtonItem(200, 30, translate("star_trek_view", "Back to the table (Esc)"), parent=panel)
        back.setPos(panel.width - 212, 8)
        back.set_highlight(True)
        back.clicked.connect(lambda: self.enlarge(None))
        self.enlarged_back = back
        face = CardFace(396, 580, card_id, parent=panel, zoom=2.2)
        face.setPos(22, 48)
        face.set_rule(rule_id(card_id), card_tip(card_id))
        face.clicked.connect(lambda: self.enlarge(None))
        if notes:
            LabelItem(396, 44, notes, 10, False, QColor("#5b1414"), parent=panel).setPos(22, 634)

    def _in_play(self, view: StarTrekView) -> set[int]:
        out: set[int] = set()
        for side in view.sides:
            out.update(c.uid for c in side.core)  # a core event, selected, shows its battle's targets
            for m in side.missions:
                out.update(c.uid for c in m.surface)
                for s in m.ships:
                    out.add(s.uid)
                    out.update(c.uid for c in s.crew)
        return out

    @staticmethod
    def _places(view: StarTrekView) -> dict[int, tuple[int, bool]]:
        """Returns where each ship and personnel in play is: its mission, and whether it is a ship."""
        out: dict[int, tuple[int, bool]] = {}
        for side in view.sides:
            for m in side.missions:
                out.update((c.uid, (m.uid, False)) for c in m.surface)
                for ship in m.ships:
                    out[ship.uid] = (m.uid, True)
                    out.update((c.uid, (m.uid, False)) for c in ship.crew)
        return out

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else translate("app", "Seat {n}").format(n=seat + 1)

    def _actions_on(self, uid: int) -> list[Action]:
        return list(self.moves_on.get(uid, ()))

    def _open_kind(self, view: StarTrekView) -> str | None:
        for d in view.decisions:
            if d.now and d.seat == self.acting:
                return d.kind
        return None

    # --- a side's missions ------------------------------------------------------------------------------------
    def _row(self, view: StarTrekView, side: SideView, y: float) -> None:
        mark = SEAT_MARKS[side.seat]
        panel = PanelItem(self.LEFT_W, self.ROW_H, "")
        panel.setPos(2, y)
        self.addItem(panel)
        TokenItem(8, mark, parent=panel).setPos(10, 6)
        head = fmt(translate("star_trek_view", "{name} · {deck}: {score:point|points}"), name=self._name(side.seat),
                   deck=side.deck_title, score=side.score)
        head_w = min(width_of(head, True) * 11 / 8.5 + 12, 600.0)
        LabelItem(head_w, 22, head, 11, True, parent=panel).setPos(30, 3)
        piles(self, side, panel, 30 + head_w + 8, self.LEFT_W - 8)
        n = max(1, len(side.missions))
        col_w = (self.LEFT_W - 12) / n
        head_h = min(self.HEAD_H[1], max([self.HEAD_H[0]] + [MissionHead.height_for(m, col_w - 6)
                                                             for m in side.missions]))
        for k, mission in enumerate(side.missions):
            self._mission(view, mission, panel, 6 + k * col_w, 28, col_w - 6, self.ROW_H - 32, head_h, side.seat)

    def _mission(self, view: StarTrekView, m: MissionView, panel: PanelItem, x: float, y: float, w: float,
                 h: float, head_h: float, seat: int) -> None:
        head = MissionHead(w, head_h, m, parent=panel)
        head.setPos(x, y)
        tip = card_tip(m.card)
        if m.needs:
            tip = translate("star_trek_view", "Its owner's crew here against the requirements: {needs}").format(
                needs=needs_text(m.needs)) + "\n" + tip
        if m.beneath or m.on:
            tip += "\n" + DilemmaStrip(0, 0, m.beneath, m.on).words()
        head.set_rule(rule_id(m.card), tip)
        self._mission_click(view, head, m)
        top = y + head_h + 4
        if m.beneath or m.on:  # the dilemmas there, on the table (their titles; a right-click reads one large)
            strip = DilemmaStrip(w, LINE + 2, m.beneath, m.on, parent=panel)
            strip.setPos(x, top - 1)
            strip.set_rule("st.dilemmas_at_mission", "\n\n".join(
                [strip.words()] + [card_tip(d).rpartition("\n")[0] for d in dict.fromkeys(m.beneath + m.on)]))
            self._reads(strip)
            top += LINE + 3
        column = CardColumn(w, y + h - top, self.scrolled, m.uid, parent=panel)
        column.setPos(x, top)
        self._column(view, m, column, seat)

    @staticmethod
    def _rows(view: StarTrekView, m: MissionView) -> list[tuple[str, Any]]:
        """Returns a mission's column, row by row: the dilemma revealed there, each ship with its damage, crew and
        equipment, then the surface's personnel and equipment."""
        a = view.attempt
        rows: list[tuple[str, Any]] = []
        if a is not None and a.mission == m.uid and a.current is not None:  # revealed face up at the mission
            rows.append(("revealed", a.current))
        for ship in m.ships:
            rows.append(("ship", ship))
            rows += [("damage", (ship, c)) for c in ship.damage]
            rows += [("crew", c) for c in ship.crew]
            rows += [("gear", c) for c in ship.equipment]
        rows += [("surface", c) for c in m.surface]
        rows += [("ground", c) for c in m.equipment]
        return rows

    def _column(self, view: StarTrekView, m: MissionView, column: CardColumn, seat: int) -> None:
        """Fills a mission's column with its rows."""
        rows = self._rows(view, m)
        card_w = column.card_width(len(rows), 2 * LINE + 6)
        values = dict(view.values)
        for what, item in rows:
            if what == "revealed":
                revealed = PlayCard(card_w, item, note=translate("star_trek_view", "revealed now"))
                revealed.set_rule(rule_id(item), card_tip(item))
                self._reads(revealed)
                column.place(revealed)
            elif what == "ship":
                self._ship(item, column, card_w, seat)
            elif what in ("damage", "gear", "ground"):
                self._lying(item, column, card_w, what)
            else:
                self._personnel(item, column, card_w - (8.0 if what == "crew" else 0.0), seat, what == "surface",
                                values.get(item.uid))
        column.finish()

    def _ship(self, ship: ShipView, column: CardColumn, width: float, seat: int) -> None:
        """Adds a ship in play to its mission's column: its Range left, staffing and arms; a visitor's marked."""
        printed = CARDS[ship.card]
        now = (ship.range, ship.weapons, ship.shields)
        card = PlayCard(width, ship.card, ship.stopped, range_left=ship.range_left, gap=ship.staffing_gap,
                        visitor=ship.owner if ship.owner != seat else None, damage=len(ship.damage),
                        arms=now if ship.damage and now != (printed.range, printed.weapons, printed.shields) else None)
        column.place(card)
        tip = translate("star_trek_view", "Range {n}").format(n=ship.range_left) + "\n" + card_tip(ship.card)
        if ship.damage:
            tip = fmt(translate("star_trek_view", "Damaged: {n:damage card|damage cards} ({cards}); Range, Weapons "
                                                  "and Shields now {now}."), n=len(ship.damage),
                      cards=listed(CARDS[d.card].title for d in ship.damage), now="/".join(map(str, now))) \
                + "\n" + tip
        if ship.staffing_gap:
            tip = translate("star_trek_view", "Not staffed: missing {icons}").format(
                icons=icons_words(ship.staffing_gap)) + "\n" + tip
        card.set_rule(rule_id(ship.card), self._stopped_words(ship.stopped) + tip)
        self._chip_click(card, ship.uid)

    def _personnel(self, cv: CardView, column: CardColumn, width: float, seat: int, surface: bool,
                   values: tuple[int, int, int] | None) -> None:
        """Adds a personnel in play (aboard a ship: indented) with its attributes as the rules count them now."""
        owner = uid_seat(cv.uid)
        card = PlayCard(width, cv.card, cv.stopped, crew=self.crew_status(cv.uid),
                        visitor=cv.owner if cv.owner is not None else owner if surface and owner != seat else None,
                        values=values)
        column.place(card, 0.0 if surface else 8.0)  # aboard a ship: indented under it
        tip = card_tip(cv.card)
        if cv.owner is not None:  # taken by a battle: its owner's mark in the corner, and in words
            tip = translate("star_trek_view", "Taken: {owner} owns it, the other player commands it.").format(
                owner=self._name(cv.owner)) + "\n" + tip
        if values is not None:
            printed = CARDS[cv.card]
            tip = translate("star_trek_view", "Integrity·Cunning·Strength now {now} (printed {printed}): what "
                                              "others present add.").format(
                now="·".join(map(str, values)),
                printed=f"{printed.integrity}·{printed.cunning}·{printed.strength}") + "\n" + tip
        if card.crew is not None:
            tip = crew_status_words(card.crew) + "\n" + tip
        card.set_rule(rule_id(cv.card), self._stopped_words(cv.stopped) + tip)
        self._chip_click(card, cv.uid)

    def _lying(self, item: Any, column: CardColumn, width: float, what: str) -> None:
        """Adds a card lying in play as a strip: a damage card under its ship, or equipment aboard or on a surface
        with what it gives; a click reads it large."""
        if what == "damage":
            ship, cv = item
            note = translate("star_trek_view", "damage on {ship}").format(ship=CARDS[ship.card].title)
        else:
            cv, note = item, gear_words(item.card)
        strip = PlayCard(width - (8.0 if what != "ground" else 0.0), cv.card, note=note)
        column.place(strip, 0.0 if what == "ground" else 8.0)
        strip.set_rule(rule_id(cv.card), note + "\n" + card_tip(cv.card))
        if what == "damage":
            self._reads(strip)
        else:  # equipment beams as personnel do: selected, then its destination clicked
            self._chip_click(strip, cv.uid)

    @staticmethod
    def _stopped_words(stopped: bool) -> str:
        """Returns the tooltip's first line for a stopped card (empty for one that is not)."""
        return translate("star_trek_view", "Stopped: it cannot beam, move or attempt until it unstops.") + "\n" \
            if stopped else ""

    def _mission_click(self, view: StarTrekView, head: MissionHead, m: MissionView) -> None:
        """Wires a mission: a selected ship moves there or attempts it; else it is attempted (or a beam target)."""
        sel = self.selected
        if sel is not None:
            for kind in ("attempt", "move", "beam"):
                action = Action(kind, (m.uid, sel)) if kind == "attempt" else Action(kind, (sel, m.uid))
                if action in self.legal:
                    head.set_highlight(True)
                    self.clickable(head, action)
                    return
            place = self._places(view).get(sel)
            if place is not None and place[0] != m.uid and self._open_kind(view) == "orders":
                # Not a legal destination: a click still says why (Range too short, not staffed, stopped, …).
                self.clickable(head, Action("move" if place[1] else "beam", (sel, m.uid)))
                return
        if self._open_kind(view) == "orders" and CARDS[m.card].mission_type != "headquarters":
            action = make_move(ATTEMPT, mission=m.uid)
            head.set_highlight(action in self.legal)
            self.clickable(head, action)  # refused ones say why (a space mission needs a ship, …)
            return
        self._reads(head)

    def _reads(self, item: CardThing) -> None:
        """Wires a card with no move: a click shows it large, to read."""
        item.clicked.connect(lambda card=item.card.id: self.enlarge(card))

    def _chip_click(self, chip: Chip, uid: int) -> None:
        sel = self.selected
        if sel is not None and sel != uid:
            beam = make_move(BEAM, card=sel, to=uid)
            if beam in self.legal:  # a ship as the selected personnel's destination
                chip.set_highlight(True)
                self.clickable(chip, beam)
                return
        fight = self._battle_move(uid)
        if fight is not None:
            chip.set_highlight(True)
            self.clickable(chip, fight)
            return
        actions = self._actions_on(uid)
        direct = [a for a in actions if a.kind in CHIP_VERBS]
        if direct:
            chip.set_highlight(True)
            self.clickable(chip, direct[0])
            return
        if any(a.kind in SELECT_VERBS or a.kind == "attempt" for a in actions) or uid in self.attempting:
            self.selectable.add(uid)
            chip.selected_ = uid == sel
            chip.set_highlight(True)
            chip.clicked.connect(lambda uid=uid: self.select(uid))
            return
        self._reads(chip)

    def _battle_move(self, uid: int) -> Action | None:
        """Returns the battle move a click on a card in play makes: with a core event selected, the engagement
        against that opposing ship or the combat that personnel begins; a ship joining by a response played."""
        for a in self.legal:
            p = parts(a)
            if a.kind == "assist" and p.ship == uid:
                return a
            if self.selected is not None and p.card == self.selected and uid in ((p.to,) if a.kind == "engage"
                                                                                 else (p.personnel,)):
                return a if a.kind in BATTLE_STARTS else None
        return None

    def core_click(self, chip: Chip, uid: int) -> None:
        """Wires an event in a core: one whose order begins a battle now is selected by a click (its targets then
        light up on the table and its moves come first); another is read large."""
        if any(a.kind in BATTLE_STARTS and parts(a).card == uid for a in self.legal):
            self.selectable.add(uid)
            chip.selected_ = uid == self.selected
            chip.set_highlight(True)
            chip.clicked.connect(lambda: self.select(uid))
        else:
            self._reads(chip)

    def reads(self, item: CardThing) -> None:
        """Wires a card with no move: a click shows it large, to read."""
        self._reads(item)

    def select(self, uid: int | None) -> None:
        """Selects a personnel or ship (again: deselects): its moves are shown on the table and in the list."""
        self.selected = None if uid == self.selected else uid
        if self.view is not None:
            self.render_view(self.view, self.legal, self.names, self.acting)
        self.selection_changed.emit()

    def listed_actions(self, legal: Sequence[Action]) -> Sequence[Action]:
        """Returns the selected card's moves first, then the rest (every legal move stays listed)."""
        if self.selected is None:
            return legal
        mine = [a for a in legal if self.selected in parts(a).cards]
        return mine + [a for a in legal if a not in mine]

    # --- the hand ---------------------------------------------------------------------------------------------
    def _hand(self, view: StarTrekView, side: SideView) -> None:
        y = 2 + 2 * (self.ROW_H + 4)
        other = view.sides[1 - side.seat]
        if side.hand is not None and other.hand is not None:  # everything open (a review): both hands side by side
            half = (self.LEFT_W - 4) / 2
            self._hand_panel(view, side, 2, y, half, True, True)
            self._hand_panel(view, other, 2 + half + 4, y, half, False, True)
        else:
            self._hand_panel(view, side, 2, y, self.LEFT_W, True, False)

    def _hand_panel(self, view: StarTrekView, side: SideView, x: float, y: float, width: float, own: bool,
                    named: bool) -> None:
        """Adds one side's hand (`own`: the viewer's, its cards clickable); `named`: titled by its player's name."""
        panel = PanelItem(width, self.HEIGHT - y - 2, "")
        panel.setPos(x, y)
        self.addItem(panel)
        if side.hand is None:  # behind the curtain: nobody's hand is on the table
            panel.title = translate("star_trek_view", "Hands are hidden")
            return
        if not named:
            panel.title = translate("star_trek_view", "Your hand ({n}) · right-click a card to read it large").format(
                n=len(side.hand))
        else:  # both hands, shown only with everything open: each by its player's name
            name = self.names[side.seat] if side.seat < len(self.names) else str(side.seat + 1)
            panel.title = translate("star_trek_view", "{name}'s hand ({n})").format(name=name, n=len(side.hand))
        kind = self._open_kind(view) if own else None
        n = max(1, len(side.hand))
        card_w = min(150.0, (width - 12) / n - 4)
        for k, cv in enumerate(side.hand):
            face = CardFace(card_w, panel.height - 34, cv.card, parent=panel)
            face.setPos(8 + k * (card_w + 4), 28)
            face.set_rule(rule_id(cv.card), card_tip(cv.card))
            actions = [a for a in self._actions_on(cv.uid) if a.kind in HAND_VERBS] if own else []
            if actions:
                face.set_highlight(True)
                self.clickable(face, actions[0])
            elif kind in ("play", "discard", "tuck"):  # a refused play says why
                self.clickable(face, Action(kind, (cv.uid,)))
            else:
                self._reads(face)

    def _selected_name(self, view: StarTrekView) -> str:
        """Returns the selected card's title (the table marks which copy; the moves' words say where it is)."""
        if self.selected is None:
            return ""
        for side in view.sides:
            for m in side.missions:
                cards = [(c.uid, c.card) for c in m.surface] + [(s.uid, s.card) for s in m.ships] \
                    + [(c.uid, c.card) for s in m.ships for c in s.crew]
                for uid, card in cards:
                    if uid == self.selected:
                        return term(CARDS[card].title)
        return self._title(view, self.selected)

    # --- words ------------------------------------------------------------------------------------------------
    def _title(self, view: StarTrekView, uid: Any) -> str:
        """Returns a card's name as moves say it (which copy, from where, when another is in view), in the game's
        words."""
        name = named(view, uid)
        return term(name) if isinstance(name, str) else message(name.code, name.params, self.names)

    def prompt(self, view: StarTrekView, names: Sequence[str], acting: int | None) -> str:
        """Returns what the seat at the screen should do now."""
        if view.over:
            return translate("star_trek_view", "The game is over.")
        if view.prompt is not None:
            return message(view.prompt.code, dict(view.prompt.params), names)
        return translate("star_trek_view", "The other player is deciding.")

    def curtain_title(self, view: StarTrekView, seat: int, seat_names: Sequence[str]) -> str | None:
        """Returns the curtain's title in an attempt: the dilemma owner is to choose dilemmas, or the attempting
        player's crew is to face them."""
        a = view.attempt
        if a is None or seat not in (a.seat, a.owner):
            return None
        names = [seat_names[s] if s < len(seat_names) else str(s + 1) for s in (a.seat, a.owner)]
        if seat == a.owner and a.current is None and a.step in ("draw", "choosing"):
            return translate("star_trek_view", "Pass to {owner}: {owner} chooses the dilemmas {name}'s crew "
                                               "faces").format(owner=names[1], name=names[0])
        if seat == a.owner and a.current is not None:  # "your opponent chooses" whom the dilemma stops
            return translate("star_trek_view", "Pass to {owner}: {owner} chooses whom the dilemma stops").format(
                owner=names[1])
        if seat == a.seat:
            return translate("star_trek_view", "{name}: your crew faces {owner}'s dilemmas").format(
                name=names[0], owner=names[1])
        return None

    def result_heading(self, view: StarTrekView, result: Any, seat_names: Sequence[str]) -> str | None:
        """Returns "A draw" when the sides are equal at the deciding step (the rules' word: nobody wins), else
        None for the usual heading."""
        if len(result.winners()) < len(view.sides):
            return None
        names = names_and([self._name(side.seat) for side in view.sides])
        if view.end_reason == "turn_limit":
            return translate("star_trek_view", "A draw between {names}: the turn limit came with the sides level"
                             ).format(names=names)
        return translate("star_trek_view", "A draw between {names}: the sides are level").format(names=names)

    def result_columns(self) -> list[tuple[str, str]]:
        """Returns no columns beyond the total: each side's missions are told in the notes under the table."""
        return []

    def result_notes(self, view: StarTrekView, result: Any, seat_names: Sequence[str]) -> list[str]:
        """Returns a line a side: its deck, whether it went first, and the missions and bonuses that scored."""
        lines = []
        for side in view.sides:
            deck = side.deck_title
            scored = listed(self._scored(title, points) for title, points in side.breakdown) \
                or translate("star_trek_view", "no mission completed")
            lines.append(fmt(translate("star_trek_view", "{name} ({deck}{first}): {scored}; {score:point|points}"), 
                name=self._name(side.seat), deck=deck, scored=scored, score=side.score,
                first=translate("star_trek_view", ", went first") if side.seat == view.first else ""))
        return lines

    @staticmethod
    def _scored(title: str, points: int) -> str:
        """Returns a line of a side's points in words: a mission's, or the bonus it gave ("<title> bonus")."""
        if title.endswith(" bonus"):
            return translate("star_trek_view", "{mission} bonus {points}").format(mission=title[:-6], points=points)
        return translate("star_trek_view", "{mission} {points}").format(mission=title, points=points)

    def plot_history(self, plot: Any, view: StarTrekView) -> None:
        """Draws each side's points over the game's player turns, with the 100 points a win needs."""
        import pyqtgraph as pg

        from tabletop.ui.items import shape_path

        plot.setTitle(translate("star_trek_view", "Points over the game"))
        plot.setLabel("bottom", translate("star_trek_view", "Player turn"))
        plot.setLabel("left", translate("star_trek_view", "Points"))
        turns, points = score_history(self.log, view)
        goal = pg.InfiniteLine(pos=100, angle=0, pen=pg.mkPen("#8c7b5b", width=1.5, style=Qt.PenStyle.DashLine),
                               label=translate("star_trek_view", "100 points"),
                               labelOpts={"position": 0.97, "color": "#5b5248", "anchors": [(1, 0), (1, 0)]})  # under the line, inside the plot
        plot.addItem(goal)
        plot.setYRange(0, max(105, *(max(p) for p in points)))
        # Whole player turns only: a tick at 2.5 would name a turn that never was.
        plot.getAxis("bottom").setTickSpacing(5 if turns[-1] > 15 else 1, 1)
        for side in view.sides:
            mark = SEAT_MARKS[side.seat]
            deck = side.deck_title
            plot.plot(turns, points[side.seat], name=f"{self._name(side.seat)} ({deck})",
                      pen=pg.mkPen(mark.colour, width=2.5), symbol=shape_path(mark.shape, 0.5),
                      symbolSize=9, symbolBrush=mark.colour, symbolPen=pg.mkPen("#2b2622"))

    # --- hints --------------------------------------------------------------------------------------------------
    def frame_move(self, view: StarTrekView, events: Sequence[Event]) -> QRectF | None:
        return frame_star_trek(self, view, events)

    def preview(self, view: StarTrekView, action: Action | None) -> QRectF | None:
        """Frames the item that plays `action` (Enter then plays it); returns its scene rectangle."""
        self.hinted = None
        if action is None:
            return None
        if self.enlarged is not None:  # the large card would hide it
            self.enlarge(None)
        item = self.action_items.get(action)
        first = parts(action).subject
        if item is None and action.kind in SELECT_VERBS and first is not None and self.selected != first:
            self.select(first)  # a beam or move shows once its card is selected
            item = self.action_items.get(action)
        if item is None:
            return None
        column = item.parentItem()
        if isinstance(column, CardColumn):  # a card scrolled out of its mission's view: scrolled to
            column.reveal(item)
        self.hinted = action
        rect = item.sceneBoundingRect()
        if isinstance(item, ButtonItem):  # on the button's own edge: the buttons above and below stay readable
            rect = rect.adjusted(5, 5, -5, -5)
        return frame_hint(self, rect)

    def bring_into_view(self, item: QGraphicsItem) -> bool:
        """Scrolls a card's mission column so that the card shows (a lesson's words talk about it); returns True
        when it shows now."""
        column = item.parentItem()
        if isinstance(column, CardColumn):
            column.reveal(item)
        return item.isVisible()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.selected is not None and self.enlarged is None:
            self.select(self.selected)  # Esc clears the selection; Enter (a hint) is the shared table's
            event.accept()
        else:
            super().keyPressEvent(event)


