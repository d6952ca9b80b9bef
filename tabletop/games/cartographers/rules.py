"""Cartographers' rules: seasons, explore and ruins cards, ambushes, drawing, coins and season scoring.

A turn (ゲームの流れ): reveal explore cards (a ruins card reveals another at once
and obliges the next shape to cover an unfilled ruins space if it can; an
ambush makes each neighbour in the arrow's direction draw a monster on your
sheet, or in solo the corner-and-ring walk places it); then everyone draws one
shape in one terrain from the card, each behind the curtain, and confirms;
then the card's time is added and the season ends when the season's threshold
is reached. Rulings: shared/notes/cartographers.md.
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Game, OptionError, OptionSpec, Result, Seat
from tabletop.engine.reason import Reason
from tabletop.games.cartographers.components import (AMBUSHES, COIN_TRACK, DECKS, EXPLORE, SCORING, SEASONS,
                                                     AmbushCard, ExploreCard, Terrain)
from tabletop.games.cartographers.grid import FULL, SIZE, mask_of, orient
from tabletop.games.cartographers.placements import IndexedActions, PlacementTable, shape_table
from tabletop.games.cartographers.scoring import CARDS, completed_mountains, monster_penalty
from tabletop.games.cartographers.sheet import DRAWN_INDEX, SeasonScore, Sheet, SheetError, parse_sheet
from tabletop.games.cartographers.solo import solo_ambush
from tabletop.games.cartographers.state import CartographersState, Drawing, Step

CARD: dict[int, ExploreCard | AmbushCard] = {c.id: c for c in EXPLORE}
for _k, _a in enumerate(AMBUSHES):
    CARD[(101 + _k - 4) if _a.promo else int(_a.id)] = _a
AMBUSH_IDS = tuple(i for i, c in CARD.items() if isinstance(c, AmbushCard) and not c.promo)
PROMO_IDS = tuple(i for i, c in CARD.items() if isinstance(c, AmbushCard) and c.promo)
EXPLORE_IDS = tuple(c.id for c in EXPLORE)
SINGLE = ((0, 0),)
CONFIRM = Action("confirm")
SKIP = Action("skip")
EDICTS = ("A", "B", "C", "D")


def explore_table(card: ExploreCard) -> PlacementTable:
    """Returns every `place` action of an explore card."""
    return shape_table("place", tuple(o.cells for o in card.options), card.terrains)


def single_table(terrains: tuple[Terrain, ...]) -> PlacementTable:
    """Returns every 1×1 fallback drawing in these terrains."""
    return shape_table("single", (SINGLE,), terrains)


def monster_table(ambush: AmbushCard) -> PlacementTable:
    """Returns every placement of an ambush's monster shape (turns and flips allowed)."""
    return shape_table("monster", (ambush.cells,))


MONSTER_SINGLE = shape_table("monster_single", (SINGLE,))


class Cartographers(Game):
    """Cartographers for 1–6 players (1: the solo mode)."""

    id = "cartographers"
    min_players = 1
    max_players = 6
    options = (OptionSpec("side_b", False, "carto.option.side_b"),
               OptionSpec("promo_ambushes", False, "carto.option.promo_ambushes"),
               OptionSpec("start_sheet", "", "carto.option.start_sheet"))

    def check_options(self, players: int, options: dict[str, Any]) -> None:
        """Refuses a practice map that cannot be read, or one given to more than one player."""
        text = options.get("start_sheet", "")
        if not text:
            return
        if players != 1:
            raise OptionError(Reason("carto.start_sheet_solo_only"))
        try:
            sheet = parse_sheet(text)
        except SheetError as e:
            raise OptionError(Reason("carto.bad_start_sheet", {"reason": e.reason})) from None
        if sheet.side != ("B" if options["side_b"] else "A"):
            options["side_b"] = sheet.side == "B"  # the map decides the side

    # --- setup ------------------------------------------------------------------
    def new_game(self, players: int, options: Mapping[str, Any], seed: int) -> CartographersState:
        """Returns the table after setup (ゲームの準備): edicts dealt, ambush deck shuffled, first card revealed."""
        opts = self.check_setup(players, options)
        rng = random.Random(seed)
        chosen = [rng.choice([s.key for s in SCORING if s.deck == deck]) for deck in DECKS]
        rng.shuffle(chosen)
        ambushes = list(AMBUSH_IDS) + (list(PROMO_IDS) if opts["promo_ambushes"] else [])
        rng.shuffle(ambushes)
        side = "B" if opts["side_b"] else "A"
        sheets = [Sheet(side) for _ in range(players)]
        if opts["start_sheet"]:
            # Practice: start from a map written in the sheet notation (its coins are not replayed).
            sheets = [parse_sheet(opts["start_sheet"])]
        state = CartographersState(
            players=players, side=side, rng=rng, edicts=dict(zip(EDICTS, chosen)),
            sheets=sheets, deck=[], ambush_deck=ambushes,
            promos=opts["promo_ambushes"], staged=[None] * players)
        self._start_season(state, [])
        return state

    def _start_season(self, state: CartographersState, events: list[Event]) -> None:
        leftover_ambushes = [c for c in state.deck if c not in EXPLORE_IDS]  # an unrevealed ambush stays in
        state.deck = list(EXPLORE_IDS) + leftover_ambushes + [state.ambush_deck.pop()]
        state.rng.shuffle(state.deck)
        state.revealed = []
        state.time = 0
        state.ruins_pending = False
        events.append(Event("carto.season", {"season": SEASONS[state.season].name.lower(),
                                             "threshold": SEASONS[state.season].threshold,
                                             "first": state.edicts[SEASONS[state.season].edicts[0]],
                                             "second": state.edicts[SEASONS[state.season].edicts[1]]}))
        self._reveal(state, events)

    # --- revealing cards ------------------------------------------------------------
    def _reveal(self, state: CartographersState, events: list[Event]) -> None:
        """Reveals cards until one asks the players for a decision."""
        while True:
            if not state.deck:  # cannot happen with the printed times; end the season rather than stall
                self._end_season(state, events)
                return
            cid = state.deck.pop()
            state.revealed.append(cid)
            card = CARD[cid]
            state.turn += 1
            if isinstance(card, AmbushCard):
                events.append(Event("carto.ambush", {"card": card.name, "passes": card.passes}, reveal=True))
                state.removed_ambushes.append(cid)
                if state.players == 1:
                    self._solo_ambush(state, card, events)
                    continue
                state.step = Step.AMBUSH
                state.card = cid
                n = state.players
                # The neighbour in the arrow's direction draws on each player's sheet.
                state.targets = {((v + 1) % n if card.passes == "cw" else (v - 1) % n): v for v in range(n)}
                state.waiting = list(range(n))
                return
            if card.ruins:
                events.append(Event("carto.ruins", {"card": card.name}, reveal=True))
                state.ruins_pending = True
                continue
            events.append(Event("carto.explore", {"card": card.name, "time": card.time}, reveal=True))
            state.step = Step.DRAW
            state.card = cid
            state.waiting = list(range(state.players))
            return

    def _solo_ambush(self, state: CartographersState, card: AmbushCard, events: list[Event]) -> None:
        sheet = state.sheets[0]
        mask = solo_ambush(card, sheet.filled)
        if mask is None:
            events.append(Event("carto.solo_ambush_ignored", {"card": card.name}))
            return
        sheet.drawn[DRAWN_INDEX[Terrain.MONSTER]] |= mask
        cells = [divmod(i, SIZE) for i in range(SIZE * SIZE) if mask >> i & 1]
        events.append(Event("carto.solo_ambush", {"card": card.name, "cells": cells}, 0))
        self._mountain_coins(state, 0, events)

    # --- whose decision ---------------------------------------------------------------
    def to_act(self, state: CartographersState) -> tuple[Seat, ...]:
        """Returns every seat still to draw (simultaneous), or none once the game is over."""
        return () if state.step is Step.OVER else tuple(state.waiting)

    def is_over(self, state: CartographersState) -> bool:
        """Returns True after winter's scoring."""
        return state.step is Step.OVER

    # --- legal actions -------------------------------------------------------------------
    def legal_actions(self, state: CartographersState, seat: Seat) -> Sequence[Action]:
        """Returns every drawing `seat` may make now (or `confirm` once it has drawn)."""
        if state.step is Step.OVER or seat not in state.waiting:
            return []
        if state.staged[seat] is not None:
            return [CONFIRM]
        if state.step is Step.AMBUSH:
            return self._ambush_actions(state, seat)
        return self._draw_actions(state, seat)

    def _draw_actions(self, state: CartographersState, seat: Seat) -> Sequence[Action]:
        card = CARD[state.card]
        sheet = state.sheets[seat]
        filled = sheet.filled
        table = explore_table(card)
        if state.ruins_pending:
            ruins = sheet.map.ruins & ~filled
            fits = table.fitting(filled, ruins) if ruins else ()
        else:
            fits = table.fitting(filled)
        if len(fits):
            return IndexedActions(table, fits)
        # No shape fits (after a ruins card: none covers an empty ruins space, or none is left):
        # a 1×1 anywhere, in a terrain of the card.
        singles = single_table(card.terrains)
        fits = singles.fitting(filled)
        return IndexedActions(singles, fits) if len(fits) else [SKIP]

    def _ambush_actions(self, state: CartographersState, seat: Seat) -> Sequence[Action]:
        filled = state.sheets[state.targets[seat]].filled
        table = monster_table(CARD[state.card])
        fits = table.fitting(filled)
        if len(fits):
            return IndexedActions(table, fits)
        fits = MONSTER_SINGLE.fitting(filled)
        return IndexedActions(MONSTER_SINGLE, fits) if len(fits) else [SKIP]

    # --- why an action is refused -----------------------------------------------------------
    def diagnose(self, state: CartographersState, seat: Seat, action: Action) -> Reason:
        """Returns why a drawing is refused: off the map, over filled cells, missing the ruins, …"""
        if state.staged[seat] is not None:
            return Reason("carto.confirm_first")
        if action.kind == "confirm":
            return Reason("carto.draw_first")
        if action.kind == "skip":
            return Reason("carto.skip_only_when_full")
        expected = ("monster", "monster_single") if state.step is Step.AMBUSH else ("place", "single")
        if action.kind not in expected:
            return Reason("carto.wrong_kind_ambush" if state.step is Step.AMBUSH else "carto.wrong_kind_draw")
        card = CARD[state.card]
        if action.kind in ("place", "single"):
            word = action.args[-1] if action.args else None
            if word not in {t.word for t in card.terrains}:
                return Reason("carto.terrain_not_on_card", {"terrain": str(word), "card": card.name})
        mask = self.cells_of(state, action)
        if mask is None:
            return Reason("carto.off_map")
        sheet = state.sheets[state.targets[seat] if state.step is Step.AMBUSH else seat]
        reason = self.why_cells(state, sheet, mask)
        if reason is not None:
            return reason
        if action.kind in ("single", "monster_single"):
            return Reason("carto.single_only_when_stuck")
        if action.kind == "place" and all(a.kind == "single" for a in self.legal_actions(state, seat)):
            return Reason("carto.ruins_force_single" if state.ruins_pending else "carto.nothing_fits")
        canonical = self._canonical(state, action, mask)
        if canonical is not None and canonical != action:
            return Reason("carto.same_as", {"action": canonical.text()})
        return Reason("engine.not_legal_now", {"action": action.text()})

    def why_cells(self, state: CartographersState, sheet: Sheet, mask: int) -> Reason | None:
        """Returns why these cells cannot be drawn on `sheet` now (None when they can)."""
        if mask & sheet.map.mountains:
            return Reason("carto.on_mountain")
        if mask & sheet.map.wasteland:
            return Reason("carto.on_wasteland")
        if mask & sheet.filled:
            return Reason("carto.overlaps")
        if state.step is Step.DRAW and state.ruins_pending and sheet.map.ruins & ~sheet.filled \
                and not mask & sheet.map.ruins:
            return Reason("carto.must_cover_ruins")
        return None

    def cells_of(self, state: CartographersState, action: Action) -> int | None:
        """Returns the cells an action of the current card would draw (None when off the map or malformed)."""
        card = CARD[state.card] if state.card is not None else None
        args = action.args
        if not all(isinstance(a, int) for a in args[:-1 if action.kind in ("place", "single") else None]):
            return None
        try:
            if action.kind == "place" and isinstance(card, ExploreCard):
                option, orientation, row, col, _ = args
                if not (0 <= option < len(card.options) and 0 <= orientation < 8):
                    return None
                shape = orient(card.options[option].cells, orientation)
            elif action.kind == "monster" and isinstance(card, AmbushCard):
                orientation, row, col = args
                if not 0 <= orientation < 8:
                    return None
                shape = orient(card.cells, orientation)
            elif action.kind in ("single", "monster_single"):
                row, col = args[0], args[1]
                shape = SINGLE
            else:
                return None
        except (ValueError, IndexError, TypeError):
            return None
        if any(not (0 <= row + r < SIZE and 0 <= col + c < SIZE) for r, c in shape):
            return None
        return mask_of((row + r, col + c) for r, c in shape)

    def _canonical(self, state: CartographersState, action: Action, mask: int) -> Action | None:
        """Returns the listed action that draws the same cells in the same terrain."""
        table, _ = self._table_for(state, action)
        if table is None:
            return None
        terrain = action.args[-1] if action.kind == "place" else None
        for k, m in enumerate(table.masks):
            candidate = table.actions[k]
            if m == mask and (terrain is None or candidate.args[-1] == terrain) and \
                    (action.kind != "place" or candidate.args[0] == action.args[0]):
                return candidate
        return None

    def _table_for(self, state: CartographersState, action: Action):
        card = CARD[state.card]
        if state.step is Step.AMBUSH:
            if action.kind == "monster":
                return monster_table(card), ()
            if action.kind == "monster_single":
                return MONSTER_SINGLE, ()
            return None, ()
        if action.kind == "place":
            return explore_table(card), card.terrains
        if action.kind == "single":
            return single_table(card.terrains), card.terrains
        return None, ()

    # --- applying actions ---------------------------------------------------------------------
    def apply(self, state: CartographersState, seat: Seat, action: Action) -> list[Event]:
        """Stages a drawing, or confirms it; when everyone has confirmed, the drawings are shown and play goes on."""
        events: list[Event] = []
        if action.kind == "confirm":
            state.waiting.remove(seat)
            events.append(Event("carto.confirmed", {"seat": seat}, seat))
            if not state.waiting:
                self._resolve(state, events)
            return events
        target = state.targets[seat] if state.step is Step.AMBUSH else seat
        if action.kind == "skip":
            state.staged[seat] = Drawing(target, 0, Terrain.MONSTER, False)
        else:
            table, _ = self._table_for(state, action)
            mask = table.masks[table.index[action]]
            if state.step is Step.AMBUSH:
                terrain, coin = Terrain.MONSTER, False
            else:
                terrain = Terrain[str(action.args[-1]).upper()]
                coin = action.kind == "place" and CARD[state.card].options[action.args[0]].coin
            state.staged[seat] = Drawing(target, mask, terrain, coin)
        drawing = state.staged[seat]
        first = next(((i // SIZE, i % SIZE) for i in range(SIZE * SIZE) if drawing.mask >> i & 1), None)
        square = f"{'ABCDEFGHIJK'[first[0]]}{first[1] + 1}" if first else "—"
        events.append(Event("carto.drew_private", {"seat": seat, "terrain": drawing.terrain.word, "square": square},
                            seat, visible_to=seat))
        return events

    def _resolve(self, state: CartographersState, events: list[Event]) -> None:
        """Shows every staged drawing, pays coins, adds the card's time and checks the season's end."""
        for actor, drawing in enumerate(state.staged):
            if drawing is None:
                continue
            sheet = state.sheets[drawing.sheet]
            if drawing.mask:
                sheet.drawn[DRAWN_INDEX[drawing.terrain]] |= drawing.mask
            cells = [divmod(i, SIZE) for i in range(SIZE * SIZE) if drawing.mask >> i & 1]
            events.append(Event("carto.monster_drawn" if state.step is Step.AMBUSH else "carto.drew", {
                "seat": actor, "victim": drawing.sheet, "terrain": drawing.terrain.word, "cells": cells}, actor))
            if drawing.coin:
                sheet.shape_coins += 1
                events.append(Event("carto.coin_shape", {"seat": drawing.sheet, "coins": sheet.coins}, drawing.sheet))
            self._mountain_coins(state, drawing.sheet, events)
        state.staged = [None] * state.players
        if state.step is Step.DRAW:
            state.time += CARD[state.card].time
            state.ruins_pending = False
            if state.time >= SEASONS[state.season].threshold:
                self._end_season(state, events)
                return
        state.targets = {}
        self._reveal(state, events)

    def _mountain_coins(self, state: CartographersState, seat: Seat, events: list[Event]) -> None:
        sheet = state.sheets[seat]
        new = completed_mountains(sheet) & ~sheet.mountain_coins
        if new:
            sheet.mountain_coins |= new
            events.append(Event("carto.coin_mountain", {"seat": seat, "mountains": new.bit_count(),
                                                        "coins": sheet.coins}, seat))

    def _end_season(self, state: CartographersState, events: list[Event]) -> None:
        season = SEASONS[state.season]
        first, second = (state.edicts[e] for e in season.edicts)
        for seat, sheet in enumerate(state.sheets):
            score = SeasonScore(season.edicts, CARDS[first](sheet), CARDS[second](sheet), sheet.coins_left,
                                monster_penalty(sheet))
            sheet.seasons.append(score)
            events.append(Event("carto.season_score", {
                "seat": seat, "season": season.name.lower(), "first": score.first, "second": score.second,
                "coins": score.coins, "monsters": score.monsters, "total": score.total}, seat))
        state.season += 1
        state.card = None
        state.waiting = []
        if state.season == len(SEASONS):
            state.step = Step.OVER
            events.append(Event("carto.game_over", {}))
            return
        self._start_season(state, events)

    # --- views, results, test hooks ---------------------------------------------------------------
    def view(self, state: CartographersState, seat: Seat | None):
        """Returns what `seat` may see: every sheet as shown, plus its own drawing not yet confirmed."""
        from tabletop.games.cartographers.view import make_view

        return make_view(self, state, seat)

    def result(self, state: CartographersState) -> Result:
        """Returns the totals of the four seasons; ties go to fewer points lost to monsters."""
        from tabletop.games.cartographers.results import final_result

        return final_result(state)

    def invariants(self, state: CartographersState) -> list[str]:
        """Returns broken invariants: cells drawn twice, coins over 14, season sums, cards conserved."""
        problems = []
        for seat, sheet in enumerate(state.sheets):
            layers = [*sheet.drawn, sheet.map.mountains, sheet.map.wasteland]
            total = 0
            for layer in layers:
                if total & layer:
                    problems.append(f"seat {seat}: a cell is drawn twice")
                total |= layer
            if total & ~FULL:
                problems.append(f"seat {seat}: drawing off the map")
            if not 0 <= sheet.coins_left <= COIN_TRACK:
                problems.append(f"seat {seat}: {sheet.coins_left} coins")
            for s in sheet.seasons:
                if s.total != s.first + s.second + s.coins + s.monsters or s.monsters > 0:
                    problems.append(f"seat {seat}: season box does not add up")
        explore = [c for c in state.deck + state.revealed if c in EXPLORE_IDS]
        if state.step is not Step.OVER and sorted(explore) != sorted(EXPLORE_IDS):
            problems.append("explore cards not conserved")
        ambushes = len(AMBUSH_IDS) + (len(PROMO_IDS) if state.promos else 0)
        in_deck = [c for c in state.deck if c not in EXPLORE_IDS]
        if len(state.ambush_deck) + len(in_deck) + len(state.removed_ambushes) != ambushes:
            problems.append("ambush cards not conserved")
        return problems

    def scramble_hidden(self, state: CartographersState, seat: Seat | None, rng: random.Random):
        """Returns a copy where `seat`'s unconfirmed drawing (None: the deck order) is another one."""
        other = state.copy()
        if seat is None:
            rng.shuffle(other.deck)
            rng.shuffle(other.ambush_deck)
            other.rng = random.Random(rng.random())
            return other
        drawing = other.staged[seat]
        if drawing is None:
            return other
        other.staged[seat] = None
        choices = [a for a in self.legal_actions(other, seat)]
        for action in rng.sample(choices, len(choices)):
            self.apply(other, seat, action)
            if other.staged[seat] != drawing:
                return other
            other.staged[seat] = None
        other.staged[seat] = drawing
        return other

    def action_universe(self, state: CartographersState) -> list[Action]:
        """Returns a sample of actions worth trying: the current card's placements, fallbacks, confirm, skip."""
        acts: list[Action] = [CONFIRM, SKIP]
        if state.card is None:
            return acts
        card = CARD[state.card]
        tables = [monster_table(card), MONSTER_SINGLE] if isinstance(card, AmbushCard) else \
            [explore_table(card), single_table(card.terrains)]
        for table in tables:
            acts += table.actions[:: max(1, len(table.actions) // 60)]
        return acts


__all__ = ["Cartographers", "CARD"]
