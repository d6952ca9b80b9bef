"""Cartographers' rules: seasons, explore and ruins cards, ambushes, drawing, coins and season scoring.

A turn (ゲームの流れ): reveal explore cards (a ruins card reveals another at once
and obliges the next shape to cover an unfilled ruins space if it can; an
ambush makes each neighbour in the arrow's direction draw a monster on your
sheet, or in solo the corner-and-ring walk places it; with the skills, first
each player may pay for a skill of that moment, Acrobatics or Diplomacy); then
everyone draws one shape in one terrain from the card, each behind the curtain,
and confirms; then the card's time is added and the season ends when the
season's threshold is reached. Every step is simultaneous: what a seat draws or
pays for is shown to the others only when the last seat has finished it.
Rulings: shared/notes/cartographers.md.
"""

from __future__ import annotations

import random
from functools import cached_property
from typing import Any, Callable, Mapping, Sequence, cast

from tabletop.engine.action import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.contract import Event, OptionError, OptionSpec, Seat
from tabletop.engine.parts import FromParts, GameParts
from tabletop.engine.reason import Reason
from tabletop.engine.steps import Step as DecisionStep
from tabletop.engine.steps import Stepped
from tabletop.games.cartographers.audit import action_universe, invariants, scramble_hidden
from tabletop.games.cartographers.cards import (AMBUSH_IDS, CARD, EXPLORE_IDS, PROMO_IDS, OnCard, ambush_of, card_of,
                                                explore_of)
from tabletop.games.cartographers.components import DECKS, SCORING, SEASONS, SKILLS, AmbushCard, Terrain
from tabletop.games.cartographers.drawings import Drawn, cells_of
from tabletop.games.cartographers.grid import Shape
from tabletop.games.cartographers.grid import cells_of as cells_in
from tabletop.games.cartographers.legal import CONFIRM, SKIP, drawings_for, plan_of, tables_for, victim_of
from tabletop.games.cartographers.moves import describe
from tabletop.games.cartographers.naming import drawn_square
from tabletop.games.cartographers.placements import (SINGLE, explore_table, kinds_of, monster_single, monster_table,
                                                     single_table)
from tabletop.games.cartographers.refusals import refusal, why_cells
from tabletop.games.cartographers.scoring import CARDS, completed_mountains, monster_penalty
from tabletop.games.cartographers.sheet import DRAWN_INDEX, SeasonScore, Sheet, SheetError, parse_sheet
from tabletop.games.cartographers.skills import DOMINO, SKILL, SQUARE, offered, plan_for
from tabletop.games.cartographers.solo import solo_ambush
from tabletop.games.cartographers.state import CartographersState, Drawing, Step
from tabletop.games.cartographers.view import CartographersView, make_view
from tabletop.games.cartographers.results import final_result

EDICTS = ("A", "B", "C", "D")
TERRAIN_NAMED = dict(Terrain.__members__)  # what Terrain[name] reads, without Enum's Python-level __getitem__
# What the stack asks of each seat at each step (what others see of it is only that the seat is deciding).
PROMPTS = {Step.DRAW: "carto.to_draw", Step.AMBUSH_SKILL: "carto.to_choose_skill", Step.AMBUSH: "carto.to_draw_monster"}


class Cartographers(FromParts[CartographersState, CartographersView], Stepped[CartographersState, CartographersView]):
    """Cartographers for 1–6 players (1: the solo mode)."""

    # A seat's view (every sheet as shown, plus one's own drawing not yet confirmed), the moves in words, and the
    # result (the four seasons' totals; ties go to fewer points lost to monsters).
    parts = GameParts(make_view, describe, final_result)

    id = "cartographers"
    rules_version = 2  # 2: Diplomacy at any time (ambushes too); skill payments private until the step ends
    min_players = 1
    max_players = 6
    options = (OptionSpec("side_b", False, "carto.option.side_b"),
               OptionSpec("skills", False, "carto.option.skills"),
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
        # A mountain already surrounded on a practice map was never completed by a drawing: it never pays.
        settled = [completed_mountains(sheet) for sheet in sheets]
        skills = rng.sample([k.key for k in SKILLS], 3) if opts["skills"] else []
        state = CartographersState(
            players=players, side=side, rng=rng, edicts=dict(zip(EDICTS, chosen)),
            sheets=sheets, deck=[], ambush_deck=ambushes, promos=opts["promo_ambushes"],
            staged=[[] for _ in range(players)], skills=skills,
            skill_used=[False] * players, chosen=[None] * players, acrobatics=[False] * players,
            settled_mountains=settled)
        self._start_season(state, [])
        return state

    def _start_season(self, state: CartographersState, events: list[Event]) -> None:
        leftover_ambushes = [c for c in state.deck if c not in EXPLORE_IDS]  # an unrevealed ambush stays in
        state.deck = list(EXPLORE_IDS) + leftover_ambushes + [state.ambush_deck.pop()]
        state.rng.shuffle(state.deck)
        state.revealed = []
        state.time = 0
        state.ruins_pending = False
        state.skill_used = [False] * state.players  # a skill once per season
        events.append(Event("carto.season", {"season": SEASONS[state.season].name.lower(),
                                             "threshold": SEASONS[state.season].threshold,
                                             "first": state.edicts[SEASONS[state.season].edicts[0]],
                                             "second": state.edicts[SEASONS[state.season].edicts[1]]}))
        self._reveal(state, events)

    def _new_step(self, state: CartographersState, step: Step, waiting: list[int], plan: str | None) -> None:
        """Opens one private decision for each seat in `waiting`: all of them decide at once, behind the curtain."""
        state.step = step
        state.staged = [[] for _ in range(state.players)]
        state.chosen = [None] * state.players
        state.decisions.clear()
        kind, prompt, first = step.value, PROMPTS[step], (plan,) if plan else ()
        if step is Step.AMBUSH:
            state.decisions.push(*[Decision(seat, kind, prompt, {"plan": first, "victim": state.targets[seat]}, True)
                                   for seat in waiting])
        else:
            state.decisions.push(*[Decision(seat, kind, prompt, {"plan": first}, True) for seat in waiting])

    @staticmethod
    def plan(state: CartographersState, seat: Seat) -> tuple[str, ...]:
        """Returns the drawings `seat` still has to make in this step (main, then a skill's), in order."""
        return plan_of(state, seat)

    @staticmethod
    def victim(state: CartographersState, seat: Seat) -> Seat:
        """Returns whose map `seat` draws the ambush's monsters on."""
        return victim_of(state, seat)

    @staticmethod
    def _set_plan(state: CartographersState, seat: Seat, plan: Sequence[str]) -> None:
        decision = state.decisions.open(seat)
        assert decision is not None  # only a seat still deciding draws or pays
        state.decisions.replace(decision.with_params(plan=tuple(plan)))

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
                state.card = cid
                state.acrobatics = [False] * state.players
                eligible = [seat for seat in range(state.players)
                            if offered(state.skills, state.skill_used[seat], state.sheets[seat].coins_left, True)]
                if eligible:
                    self._new_step(state, Step.AMBUSH_SKILL, eligible, None)
                    return
                if self._begin_ambush(state, card, events):
                    return
                continue
            if card.ruins:
                events.append(Event("carto.ruins", {"card": card.name}, reveal=True))
                state.ruins_pending = True
                continue
            events.append(Event("carto.explore", {"card": card.name, "time": card.time}, reveal=True))
            state.card = cid
            self._new_step(state, Step.DRAW, list(range(state.players)), "main")
            return

    def _begin_ambush(self, state: CartographersState, card: AmbushCard, events: list[Event]) -> bool:
        """Starts drawing the monsters; returns False when nothing waits for a decision (solo)."""
        if state.players == 1:
            self._solo_ambush(state, card, events)
            return False
        n = state.players
        # The neighbour in the arrow's direction draws on each player's sheet.
        state.targets = {((v + 1) % n if card.passes == "cw" else (v - 1) % n): v for v in range(n)}
        self._new_step(state, Step.AMBUSH, list(range(n)), "monster")
        return True

    def _solo_ambush(self, state: CartographersState, card: AmbushCard, events: list[Event]) -> None:
        sheet = state.sheets[0]
        if state.acrobatics[0]:
            card = AmbushCard(card.id, card.name, DOMINO, card.passes, card.solo_corner, card.solo_dir, card.promo)
        mask = solo_ambush(card, sheet.filled)
        if mask is None:
            events.append(Event("carto.solo_ambush_ignored", {"card": card.name}))
            return
        sheet.drawn[DRAWN_INDEX[Terrain.MONSTER]] |= mask
        cells = list(cells_in(mask))
        events.append(Event("carto.solo_ambush", {"seat": 0, "card": card.name, "cells": cells}, 0))
        self._mountain_coins(state, 0, events)

    # --- whose decision: the one step, a seat's drawings ---------------------------------------------------
    def is_over(self, state: CartographersState) -> bool:
        """Returns True after winter's scoring."""
        return state.step is Step.OVER

    @cached_property
    def steps(self) -> dict[str, DecisionStep]:
        """Returns the one kind of decision of Cartographers, a seat's drawings of a step, under each step's name.

        Its list is written out exactly (drawings_for), so it is also the step's fast list; the check refuses what is
        not in it with the drawing's reason (refusals.py).
        """
        # The contract says list; the placements are an IndexedActions, a Sequence that builds each of its thousands
        # of actions only when asked. Every caller only measures, indexes, iterates and tests membership.
        drawings = cast("Callable[[CartographersState, Decision], list[Action]]", drawings_for)

        def check(state: CartographersState, d: Decision, action: Action) -> Reason | None:
            return None if action in drawings_for(state, d) else refusal(state, d.seat, action)

        def act(state: CartographersState, d: Decision, action: Action, events: list[Event]) -> None:
            events += self._draw(state, d, action)

        verbs = frozenset({"place", "single", "square", "domino", "again", "monster", "monster_single",
                           "monster_domino", "sneak", "skill", "pass", "confirm", "skip"})
        step = DecisionStep(verbs, drawings, check, act, drawings)
        return {kind.value: step for kind in PROMPTS}

    def wrong_verb(self, state: CartographersState, decision: Decision, action: Action) -> Reason:
        """Returns the drawing's reason (refusals.py) for a verb Cartographers does not know, as for any other."""
        return refusal(state, decision.seat, action)

    # --- what the rules draw (refusals.py, drawings.py) ------------------------------------------------------
    def why_cells(self, state: CartographersState, sheet: Sheet, mask: int, filled: int | None = None,
                  ruins_rule: bool = True) -> Reason | None:
        """Returns why these cells cannot be drawn on `sheet` now (None when they can)."""
        return why_cells(state, sheet, mask, filled, ruins_rule)

    def cells_of(self, state: Drawn, action: Action, seat: Seat | None = None) -> int | None:
        """Returns the cells an action of the current card would draw (None when off the map or malformed)."""
        return cells_of(state, action, seat)

    # --- applying a drawing ------------------------------------------------------------------------
    def _draw(self, state: CartographersState, decision: Decision, action: Action) -> list[Event]:
        """Returns the events of applying one of the deciding seat's drawings, skills or confirmation."""
        seat = decision.seat
        events: list[Event] = []
        kind = action.kind
        if kind == "confirm":
            events.append(Event("carto.confirmed", {"seat": seat}, seat))
            self._done(state, seat, events)
        elif kind == "skill":
            self._choose_skill(state, seat, str(action.args[0]), events)
        elif kind == "pass":
            self._done(state, seat, events)
        else:
            plan = cast("tuple[str, ...]", decision.params["plan"])
            state.decisions.replace(decision.with_params(plan=plan[1:]))
            if kind == "skip":
                events.append(Event("carto.skipped", {"seat": seat, "need": plan[0]}, seat, visible_to=seat))
            else:
                self._stage(state, seat, action, plan[0], events)
        return events

    def _choose_skill(self, state: CartographersState, seat: Seat, key: str, events: list[Event]) -> None:
        """Pays for a skill and plans its drawings (in secret: like a drawing, the others learn of it when the step
        ends, _resolve)."""
        state.chosen[seat] = key
        state.skill_used[seat] = True
        self._set_plan(state, seat, plan_for(key, ambush=state.step is Step.AMBUSH_SKILL))
        events.append(Event("carto.skill_private", {"seat": seat, "skill": key}, seat, visible_to=seat))
        if state.step is Step.AMBUSH_SKILL and not plan_of(state, seat):
            self._done(state, seat, events)  # Acrobatics: nothing to draw, the choice is made

    def _stage(self, state: CartographersState, seat: Seat, action: Action, need: str, events: list[Event]) -> None:
        """Stages a legal drawing for `need` (the plan's next part) on its map, seen only by the seat until the step
        ends."""
        table = next(t for t in tables_for(state, seat, need) if action in t.index)
        mask = table.masks[table.index[action]]
        target = victim_of(state, seat) if state.step is Step.AMBUSH else seat
        terrain, coin, shape = _drawn(state, action, need)
        state.staged[seat].append(Drawing(target, mask, terrain, coin, shape))
        square = drawn_square(mask)  # the cell a click there draws it at
        # Alone at the table, nobody else could see it: the line says so only when others play.
        code = "carto.drew_private" if state.players > 1 else "carto.drew_solo"
        events.append(Event(code, {"seat": seat, "terrain": terrain.word, "square": square}, seat, visible_to=seat))

    def _done(self, state: CartographersState, seat: Seat, events: list[Event]) -> None:
        """Marks `seat` as finished with this step; the last one to finish ends it."""
        if state.decisions.settle(seat):
            self._resolve(state, events)

    def _resolve(self, state: CartographersState, events: list[Event]) -> None:
        """Shows every staged drawing and skill paid for, pays coins, then moves on: after the skills of an
        ambush to its monsters; after a card to its time and perhaps the season's end."""
        for actor in range(state.players):
            for drawing in state.staged[actor]:
                sheet = state.sheets[drawing.sheet]
                if drawing.mask:
                    sheet.drawn[DRAWN_INDEX[drawing.terrain]] |= drawing.mask
                cells = list(cells_in(drawing.mask))
                events.append(Event("carto.monster_drawn" if state.step is Step.AMBUSH else "carto.drew", {
                    "seat": actor, "victim": drawing.sheet, "terrain": drawing.terrain.word, "cells": cells}, actor))
                if drawing.coin:
                    sheet.shape_coins += 1
                    sheet.coin_cells.append(drawing.mask)
                    events.append(Event("carto.coin_shape", {"seat": drawing.sheet, "coins": sheet.coins},
                                        drawing.sheet))
            chosen = state.chosen[actor]
            if chosen:
                cost = SKILL[chosen].cost
                state.sheets[actor].coins_spent += cost
                events.append(Event("carto.skill", {"seat": actor, "skill": chosen, "cost": cost}, actor))
            for target in {d.sheet for d in state.staged[actor]}:
                self._mountain_coins(state, target, events)
        if state.step is Step.AMBUSH_SKILL:
            state.acrobatics = [key == "acrobatics" for key in state.chosen]
        state.staged = [[] for _ in range(state.players)]
        state.chosen = [None] * state.players
        if state.step is Step.AMBUSH_SKILL and self._begin_ambush(state, ambush_of(state), events):
            return  # the neighbours draw the monsters (solo: the walk has drawn them)
        if state.step is Step.DRAW:
            state.time += explore_of(state).time
            state.ruins_pending = False
            if state.time >= SEASONS[state.season].threshold:
                self._end_season(state, events)
                return
        state.targets = {}
        self._reveal(state, events)

    def _mountain_coins(self, state: CartographersState, seat: Seat, events: list[Event]) -> None:
        sheet = state.sheets[seat]
        new = completed_mountains(sheet) & ~sheet.mountain_coins & ~state.settled_mountains[seat]
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
        state.decisions.clear()
        if state.season == len(SEASONS):
            state.step = Step.OVER
            events.append(Event("carto.game_over", {}))
            return
        self._start_season(state, events)

    # --- views, results, test hooks ---------------------------------------------------------------
    def invariants(self, state: CartographersState) -> list[str]:
        """Returns broken invariants: cells drawn twice, coins over 14, season sums, cards conserved."""
        return invariants(state)

    def scramble_hidden(self, state: CartographersState, seat: Seat | None,
                        rng: random.Random) -> CartographersState:
        """Returns a copy where `seat`'s unconfirmed drawings and skill (None: the deck order) are others."""
        return scramble_hidden(state, seat, rng)

    def action_universe(self, state: CartographersState) -> list[Action]:
        """Returns a sample of moves worth trying: the card's placements, the skills' drawings, confirm, skip."""
        return action_universe(state)


# The cards and the placement tables are read from here too (the bot, the tables and the tests name the rules).
__all__ = ["Cartographers", "CARD", "AMBUSH_IDS", "PROMO_IDS", "EXPLORE_IDS", "OnCard", "card_of", "explore_of",
           "ambush_of", "Drawn", "cells_of", "kinds_of", "explore_table", "single_table", "monster_table",
           "monster_single", "CONFIRM", "SKIP", "SINGLE"]


def _drawn(state: CartographersState, action: Action, need: str) -> tuple[Terrain, bool, Shape]:
    """Returns what a legal drawing draws: its terrain, whether it earns the card's coin, and its shape as printed."""
    if state.step is Step.AMBUSH:
        return Terrain.MONSTER, False, ()
    terrain = TERRAIN_NAMED[str(action.args[-1]).upper()]
    if action.kind in ("place", "sneak"):  # a legal one: its first argument is the card's shape option
        option = explore_of(state).options[int(action.args[0])]
        return terrain, need == "main" and option.coin, option.cells
    return terrain, False, SQUARE if action.kind == "square" else SINGLE
