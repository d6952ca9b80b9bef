"""The areas of the Cartographers table around the map: coins, seasons, edicts, the card and its choices,
the revealed cards, skills and the other seats' small maps."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from tabletop.engine.action import Action
from tabletop.games.cartographers.components import (COIN_TRACK, SCORING_BY_KEY, SEASONS, SIDES,
                                                     SKILL_COSTS_CONFIRMED, AmbushCard, ExploreCard, Terrain)
from tabletop.games.cartographers.grid import SIZE, bit, orient
from tabletop.games.cartographers.moves import SKILL_VERB, make as make_move, parts
from tabletop.games.cartographers.rules import CARD
from tabletop.games.cartographers.skills import SKILL
from tabletop.games.cartographers.sheet import Sheet
from tabletop.games.cartographers.state import Step
from tabletop.games.cartographers.view import CartographersView, SheetView
from tabletop.ui.games.base import GameScene
from tabletop.ui.games.enlarge import readable
from tabletop.games.cartographers.preview import TURNABLE, edict_scores, sheet_shown
from tabletop.ui.games.cartographers.items import (FILL, TERRAIN_MARKS, CellsHotspot, RulerItem,
                                                         SheetItem)
from tabletop.ui.games.cartographers.words import rule, term
from tabletop.ui.i18n import fmt, message, names_list, signed, translate
from tabletop.ui.items import ButtonItem, CardItem, LabelItem, Mark, PanelItem, Shape, TokenItem
from tabletop.ui.style import INK, MUTED_INK, REFUSED


class TablePanels(GameScene[CartographersView]):
    """Draws the table's areas: mixed into CartographersScene, which keeps the view, the legal moves and the
    seat at the screen's choosing."""

    # What CartographersScene lays out and keeps, named here for the areas that read it.
    CELL: int
    GRID_X: int
    GRID_Y: int
    legal: Sequence[Action]
    focus_seat: int
    acting: int | None
    option: int
    orientation: int
    terrain_index: int
    enlarged: int | None
    preview_labels: dict[str, LabelItem]
    status: LabelItem | None
    enlarged_back: ButtonItem
    _mode: Callable[[], str]
    _own: Callable[[], SheetView | None]
    _shapes: Callable[[], list[tuple[tuple[int, int], ...]]]
    _terrains: Callable[[], list[Terrain]]
    _focus_sheet: Callable[[CartographersView], Sheet]
    _choose: Callable[..., None]
    _turn: Callable[[str], None]
    _redraw_controls: Callable[[], None]

    def _map_panel(self, view: CartographersView, seat: int, title_width: float = 640) -> tuple[PanelItem, SheetItem]:
        """Draws one seat's map as the pad shows it (what the view shows of it), with its coins and seasons."""
        shown = view.sheets[seat]
        side = SIDES[view.side]
        panel = PanelItem(700, 896, "")
        panel.setPos(0, 2)
        self.addItem(panel)
        owner = self.names[seat] if seat < len(self.names) else ""
        title = translate("cartographers_view", "{name}'s map — side {side}: {map}").format(
            name=owner, side=view.side,
            map=translate("cartographers_view", "Wilderness") if view.side == "A"
            else translate("cartographers_view", "Wastelands"))
        LabelItem(title_width, 30, title, 14, True, parent=panel).setPos(16, 6)
        readable(panel, f"sheet:{seat}", title)
        sheet = sheet_shown(view, seat)
        item = SheetItem(sheet, self.CELL, parent=panel)
        item.setPos(self.GRID_X, self.GRID_Y)
        item.set_rule("carto.rule.drawing", rule("drawing") + "\n\n" + rule("monster"))
        readable(item, f"map:{seat}", title)
        RulerItem(self.CELL, parent=panel).setPos(self.GRID_X - RulerItem.LEFT, self.GRID_Y - RulerItem.TOP)
        # Teaching: invisible hover targets over the printed features, one for all the cells of each.
        spots: dict[str, list[tuple[int, int]]] = {"mountain": list(side.mountain_cells), "ruins": [],
                                                   "wasteland": [], "monster": []}
        monsters = sheet.terrain(Terrain.MONSTER)
        for r in range(SIZE):
            for c in range(SIZE):
                if side.ruins & bit(r, c):
                    spots["ruins"].append((r, c))
                elif side.wasteland & bit(r, c):
                    spots["wasteland"].append((r, c))
                elif monsters & bit(r, c):
                    spots["monster"].append((r, c))
        for key, cells in spots.items():
            if cells:
                spot = CellsHotspot(cells, self.CELL, parent=panel)
                spot.setPos(self.GRID_X, self.GRID_Y)
                spot.set_rule("carto.rule." + key, rule(key))
        self._coins(panel, shown)
        self._season_boxes(panel, shown, view)
        return panel, item

    def _enlarged_map(self, view: CartographersView, seat: int) -> None:
        """Shows another seat's map large over this one (only what the view shows of it), with the way back."""
        if not 0 <= seat < len(view.sheets) or seat == self.focus_seat:
            self.enlarged = None
            return
        panel, item = self._map_panel(view, seat, title_width=466)  # its way back sits on the right
        panel.setZValue(50)
        panel.setData(0, "enlarged")
        panel.fill, panel.emphasis = QColor("#e8eef1"), True  # another seat's paper: not to be taken for one's own
        panel.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)  # the map under it takes no clicks meanwhile
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        back = ButtonItem(200, 32, translate("cartographers_view", "Back to your map (Esc)"), parent=panel)
        back.setPos(490, 6)
        back.set_highlight(True)
        back.clicked.connect(self.close_enlarged)
        self.enlarged_back = back

    def enlarge(self, seat: int | None) -> None:
        """Shows `seat`'s map large over the one in focus (None: back to it)."""
        self.enlarged = seat
        self._redraw_controls()

    def close_enlarged(self) -> None:
        """Goes back from another seat's large map to the one in focus."""
        self.enlarge(None)

    def _coins(self, panel: PanelItem, shown: SheetView) -> None:
        y = self.GRID_Y + SIZE * self.CELL + 12
        label = LabelItem(90, 24, translate("cartographers_view", "Coins"), 11, True, parent=panel)
        label.setPos(self.GRID_X - 30, y)
        label.set_rule("carto.rule.coins", rule("coins"))
        for k in range(COIN_TRACK):
            filled = k < shown.coins
            spent = shown.coins_left <= k < shown.coins
            mark = Mark("#d4a017" if filled and not spent else "#e8e0cc", Shape.CIRCLE)
            token = TokenItem(14, mark, "×" if spent else "", parent=panel)
            token.setPos(self.GRID_X + 56 + k * 36, y - 2)
            token.set_rule("carto.rule.coins", rule("coins") + "\n" + translate(
                "cartographers_view", "Coins: {n} of 14").format(n=shown.coins_left))

    def _season_boxes(self, panel: PanelItem, shown: SheetView, view: CartographersView) -> None:
        y = self.GRID_Y + SIZE * self.CELL + 46
        for k, season in enumerate(SEASONS):
            box = PanelItem(150, 104, term(season.name.lower()), parent=panel,
                            emphasis=(k == view.season and view.step is not Step.OVER))
            box.setPos(self.GRID_X - 30 + k * 160, y)
            box.set_rule("carto.rule.season", rule("season"))
            readable(box, f"score:{k}", box.title)
            if k < len(shown.seasons):
                s = shown.seasons[k]
                lines = [translate("cartographers_view", "{a}: {first}   {b}: {second}").format(
                             a=s.edicts[0], first=s.first, b=s.edicts[1], second=s.second),
                         translate("cartographers_view", "coins {n}").format(n=s.coins) + "   " +
                         translate("cartographers_view", "monsters {n}").format(n=signed(s.monsters))]
                LabelItem(140, 44, "\n".join(lines), 10.5, False, INK, parent=box).setPos(6, 28)
                LabelItem(140, 28, f"= {s.total}", 14, True, INK, Qt.AlignmentFlag.AlignRight, parent=box).setPos(4, 72)
            else:
                LabelItem(140, 40, f"{season.edicts[0]} + {season.edicts[1]}", 12, True, MUTED_INK,
                          Qt.AlignmentFlag.AlignCenter, parent=box).setPos(4, 40)
        total = sum(s.total for s in shown.seasons)
        LabelItem(620, 24, fmt(translate("cartographers_view", "Total so far: {n:star|stars}"), n=total), 12, True,
                  parent=panel).setPos(self.GRID_X - 30, y + 110)

    def _season(self, view: CartographersView) -> None:
        season = SEASONS[view.season]
        panel = PanelItem(526, 96, translate("cartographers_view", "Season: {season}").format(
            season=term(season.name.lower())))
        panel.setPos(710, 2)
        panel.set_rule("carto.rule.season", rule("season"))
        self.addItem(panel)
        readable(panel, "season", panel.title)
        text = translate("cartographers_view", "Time {time} of {threshold} · edicts {a} and {b}").format(
            time=view.time, threshold=season.threshold, a=season.edicts[0], b=season.edicts[1])
        LabelItem(500, 24, text, 11, False, parent=panel).setPos(14, 32)
        for k in range(season.threshold):
            mark = Mark("#2f6b5a" if k < view.time else "#e8e0cc", Shape.SQUARE)
            TokenItem(9, mark, parent=panel).setPos(14 + k * 26, 62)
        LabelItem(260, 24, translate("cartographers_view", "Cards left: {n}").format(n=view.deck_count), 11, False,
                  MUTED_INK, Qt.AlignmentFlag.AlignRight, parent=panel).setPos(250, 62)

    def _edicts(self, view: CartographersView) -> None:
        season = SEASONS[view.season]
        scores = edict_scores(view, self.focus_seat)  # the game scores the map in focus; the table shows it
        self.preview_labels = {}
        for k, (letter, key) in enumerate(view.edicts):
            card = CardItem(126, 120, mark=Mark("#5a4630" if letter in season.edicts else "#a89b80", Shape.SQUARE),
                            value=str(scores[key]), title=term(key), corner=letter,
                            subtitle=translate("cartographers_view", "solo {n}").format(n=SCORING_BY_KEY[key].solo)
                            if view.players == 1 else "")
            card.setPos(710 + k * 133, 106)
            card.selected_ = letter in season.edicts
            card.set_rule("carto.rule.edict." + key, rule(key) + "\n\n" + fmt(translate(
                "cartographers_view", "Now: {n:star|stars} on this map."), n=scores[key]))
            self.addItem(card)
            readable(card, f"edict:{letter}", term(key))
            preview = LabelItem(120, 22, "", 12, True, QColor("#1e8a3c"), Qt.AlignmentFlag.AlignCenter, parent=card)
            preview.setPos(3, 122)
            self.preview_labels[key] = preview

    def _card(self, view: CartographersView) -> None:
        """Draws the card's panel: its name, then what the seat at the screen does now (wait, use a skill, confirm,
        or choose a shape and a terrain)."""
        panel = PanelItem(526, 330, "")
        panel.setPos(710, 252)
        self.addItem(panel)
        mode = self._mode()
        card = CARD.get(view.card) if view.card is not None else None
        if view.step is Step.OVER:
            panel.title = translate("cartographers_view", "The maps are finished.")
            return
        self._card_heading(panel, view, card)
        self.status = LabelItem(500, 44, "", 10, True, REFUSED, parent=panel)
        self.status.setPos(14, 276)
        if mode == "watch":
            waiting = [self.names[s] for s in view.waiting if s < len(self.names)]
            LabelItem(500, 60, translate("cartographers_view", "Waiting for: {names}").format(
                names=names_list(waiting)), 11, False, parent=panel).setPos(14, 60)
        elif mode == "ambush_skill":
            self._ambush_skills(panel, view)
        elif mode in ("confirm", "skip"):
            self._confirm(panel, mode)
        else:
            self._shape_boxes(panel, mode, card)
            self._drawing_note(panel, mode)
            self._terrain_buttons(panel)
            self._turn_buttons(panel, mode)

    def _card_heading(self, panel: PanelItem, view: CartographersView, card: ExploreCard | AmbushCard | None) -> None:
        """Titles the panel with the card, and says under it when the seat draws monsters or must cover ruins."""
        name = term(card.name) if card is not None else ""
        if isinstance(card, AmbushCard):  # drawing its monsters, or choosing a skill before they come
            panel.title = translate("cartographers_view", "Ambush: {card}").format(card=name)
            panel.set_rule("carto.rule.ambush", rule("ambush"))
        elif card is not None:
            panel.title = translate("cartographers_view", "Explore: {card} (time {time})").format(
                card=name, time=card.time)
            panel.set_rule("carto.rule.drawing", rule("drawing"))
        readable(panel, "card", panel.title)
        if view.step is Step.AMBUSH and self.acting is not None and self.focus_seat != self.acting:
            # Under the card's name, not over the map's column numbers (it covered them).
            LabelItem(500, 24, translate("cartographers_view", "You are drawing the monsters on this map."), 11, True,
                      REFUSED, parent=panel).setPos(14, 30)
        if view.ruins_pending and view.step is Step.DRAW:
            ruins = LabelItem(500, 22, translate("cartographers_view", "Ruins! Cover an empty ruins space."), 11, True,
                              REFUSED, parent=panel)
            ruins.setPos(14, 30)
            ruins.set_rule("carto.rule.ruins", rule("ruins"))

    def _ambush_skills(self, panel: PanelItem, view: CartographersView) -> None:
        """Offers the skills usable before an ambush's monsters are drawn, then Pass, as buttons."""
        LabelItem(500, 44, translate("cartographers_view", "An ambush! Before its monsters are drawn you may "
                                                           "use a skill, or pass."), 11, True,
                  parent=panel).setPos(14, 40)
        for k, action in enumerate(self.legal):  # the skills of this moment, then Pass
            button = ButtonItem(160, 44, self.action_label(view, action))
            button.setParentItem(panel)
            button.setPos(14 + k * 168, 100)
            button.set_highlight(True)
            if action.kind == "skill":
                key = str(parts(action).skill)
                button.set_rule("carto.rule.skill." + key, rule("skill." + key))
            else:
                button.set_rule("carto.rule.ambush", rule("ambush"))
            self.clickable(button, action)

    def _confirm(self, panel: PanelItem, mode: str) -> None:
        """Offers the one move of the moment: confirm the drawing, or skip it when the map is full."""
        action = self.legal[0]
        text = translate("cartographers_view", "Confirm the drawing") if mode == "confirm" else \
            translate("cartographers_view", "Skip: the map is full")
        button = ButtonItem(300, 48, text)
        button.setParentItem(panel)
        button.setPos(14, 70)
        button.set_highlight(True)
        button.set_rule("carto.rule.confirm", rule("confirm"))
        self.clickable(button, action)
        LabelItem(480, 60, translate("cartographers_view", "Undo takes the drawing back until you confirm."),
                  10, False, MUTED_INK, parent=panel).setPos(14, 130)

    def _shape_boxes(self, panel: PanelItem, mode: str, card: ExploreCard | AmbushCard | None) -> None:
        """Draws the card's shape options, each from the card's data in the chosen terrain, with its coin if any."""
        for k, shape in enumerate(self._shapes()):
            box = ButtonItem(150, 120, "")
            box.setParentItem(panel)
            box.setPos(14 + k * 160, 58)
            box.set_highlight(k == self.option)
            box.set_rule("carto.rule.drawing", rule("drawing"))
            box.clicked.connect(lambda k=k: self._choose(option=k))
            cell = 18
            for r, c in orient(shape, self.orientation if mode in TURNABLE else 0):
                sq = QGraphicsRectItem(10 + c * cell, 10 + r * cell, cell - 2, cell - 2, box)
                sq.setBrush(FILL[self._terrains()[self.terrain_index % len(self._terrains())]])
                sq.setPen(QPen(INK, 1))
            if mode == "place" and isinstance(card, ExploreCard) and card.options[k].coin:
                coin = TokenItem(12, Mark("#d4a017", Shape.CIRCLE), "¢", parent=box)
                coin.setPos(118, 8)
                coin.set_rule("carto.rule.coins", rule("coins"))

    def _drawing_note(self, panel: PanelItem, mode: str) -> None:
        """Says beside the shapes what the map still needs drawn, or that no shape fits."""
        own = self._own()
        need = own.need if own is not None else None
        if need and need != "main":
            LabelItem(330, 80, message("carto.need_" + need, {}), 11, True, QColor("#2f5f8a"),
                      parent=panel).setPos(180, 70)
        elif mode in ("single", "monster_single"):
            LabelItem(180, 60, translate("cartographers_view", "1×1: no shape fits"), 10, True, REFUSED,
                      parent=panel).setPos(180, 80)

    def _terrain_buttons(self, panel: PanelItem) -> None:
        """Draws the terrains to choose from in one row, the chosen one highlighted."""
        # The terrains share the row: as wide as their names need, evenly when that leaves them room (the Rift
        # Lands offer five, the fifth was cut off at the panel's edge).
        terrains = self._terrains()
        names = [term(t.word) for t in terrains]
        needs = [ButtonItem.width_for(n, True, 38) for n in names]
        even = min(120.0, (498 - 6 * (len(names) - 1)) / len(names))
        widths = [max(even, need) for need in needs]
        if sum(widths) + 6 * (len(names) - 1) > 498:
            widths = needs
        x = 14.0
        for k, terrain in enumerate(terrains):
            button = ButtonItem(widths[k], 38, names[k], TERRAIN_MARKS[terrain])
            button.setParentItem(panel)
            button.setPos(x, 190)
            x += widths[k] + 6
            button.set_highlight(k == self.terrain_index % len(self._terrains()))
            button.set_rule("carto.rule.terrain." + terrain.word, rule("monster") if terrain is Terrain.MONSTER
                            else rule("drawing"))
            button.clicked.connect(lambda k=k: self._choose(terrain=k))

    def _turn_buttons(self, panel: PanelItem, mode: str) -> None:
        """Draws Turn and Flip when the shape may be turned, and the keys' reminder."""
        if mode in TURNABLE:
            for k, (text, key) in enumerate(((translate("cartographers_view", "Turn (R)"), "turn"),
                                             (translate("cartographers_view", "Flip (F)"), "flip"))):
                button = ButtonItem(120, 34, text)
                button.setParentItem(panel)
                button.setPos(14 + k * 128, 236)
                button.clicked.connect(lambda key=key: self._turn(key))
                button.set_rule("carto.rule.turn", rule("drawing"))  # found by the tutorial that talks about it
        LabelItem(250, 60, translate("cartographers_view", "Keys: arrows move, Enter draws, 1/2 shape, T terrain"),
                  10.5, False, MUTED_INK, parent=panel).setPos(270, 232)

    def _revealed(self, view: CartographersView) -> None:
        """The season's revealed cards in a row, each with its time, as on the table."""
        panel = PanelItem(526, 44, "")
        panel.setPos(710, 588)
        panel.set_rule("carto.rule.season", rule("season"))
        self.addItem(panel)
        chips: list[tuple[str, float]] = []
        room = 506.0
        for cid in reversed(view.revealed):  # the newest cards matter most: keep them when space runs out
            card = CARD[cid]
            text = f"{term(card.name)} {card.time}" if isinstance(card, ExploreCard) else term(card.name)
            width = min(180.0, ButtonItem.width_for(text))  # measured: a kanji is twice a letter's width
            if width > room:
                break
            chips.insert(0, (text, width))
            room -= width + 6
        x = 10.0
        for text, width in chips:
            chip = ButtonItem(width, 28, text)
            chip.setParentItem(panel)
            chip.setPos(x, 8)
            chip.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            readable(chip, f"revealed:{text}", text)
            x += width + 6

    def _skills(self, view: CartographersView) -> float:
        """The three skills with their costs; returns where the next panel starts."""
        if not view.skills:
            return 638
        title = translate("cartographers_view", "Skills") if SKILL_COSTS_CONFIRMED else \
            translate("cartographers_view", "Skills (unofficial costs)")  # the data says whether they are printed ones
        panel = PanelItem(526, 76, title)
        panel.setPos(710, 638)
        panel.set_rule("carto.rule.skills", rule("skills"))
        self.addItem(panel)
        readable(panel, "skills", title)
        own = self._own()
        for k, key in enumerate(view.skills):
            text = fmt(translate("cartographers_view", "{skill} · {cost:coin|coins}"), skill=term(key),
                       cost=SKILL[key].cost)
            button = ButtonItem(164, 36, text)
            button.setParentItem(panel)
            button.setPos(10 + k * 170, 32)
            button.set_rule("carto.rule.skill." + key, rule("skill." + key) + "\n\n" + rule("skills"))
            action = make_move(SKILL_VERB, skill=key)
            button.set_highlight(action in self.legal)
            button.set_dimmed(own is not None and own.skill_used and own.skill != key)
            self.clickable(button, action)
        return 720

    def _others(self, view: CartographersView) -> None:
        self._revealed(view)
        top = self._skills(view)
        if view.players == 1:
            panel = PanelItem(526, 96, translate("cartographers_view", "Solo"))
            panel.setPos(710, top)
            panel.set_rule("carto.rule.solo", rule("solo"))
            self.addItem(panel)
            readable(panel, "solo", panel.title)
            LabelItem(500, 56, rule("solo"), 11, False, MUTED_INK, parent=panel).setPos(14, 30)
            return
        cell = 8
        for k, shown in enumerate(view.sheets):
            if k == self.focus_seat:
                continue
            x = 712 + len([s for s in range(k) if s != self.focus_seat]) * 105
            y = top + 4
            sheet = Sheet(view.side, list(shown.drawn))
            mini = SheetItem(sheet, cell)
            mini.setPos(x, y + 20)
            mini.set_rule("carto.rule.drawing", translate("cartographers_view", "{name}'s map").format(
                name=self.names[k] if k < len(self.names) else k + 1) + "\n" +
                translate("cartographers_view", "Click to see it large."))
            mini.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            mini.setCursor(Qt.CursorShape.PointingHandCursor)
            mini.clicked.connect(lambda k=k: self.enlarge(k))
            mini.setData(0, ("mini", k))
            self.addItem(mini)
            readable(mini, f"mini:{k}", translate("cartographers_view", "{name}'s map").format(
                name=self.names[k] if k < len(self.names) else k + 1))
            name = self.names[k] if k < len(self.names) else str(k + 1)
            done = " ✓" if shown.has_drawn or k not in view.waiting else ""
            self._mini_label(x, y, translate("cartographers_view", "{name}: {n}").format(
                name=name, n=sum(s.total for s in shown.seasons)) + done)

    def _mini_label(self, x: float, y: float, text: str) -> None:
        label = LabelItem(100, 18, text, 11, True, QColor("#f4efe4"))
        label.setPos(x, y)
        self.addItem(label)

