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
from typing import TYPE_CHECKING, Any, Mapping, Protocol, Sequence, cast

from tabletop.engine.action import Action, Arg
from tabletop.engine.decisions import Decision
from tabletop.engine.contract import Event, Game, OptionError, OptionSpec, Result, Seat
from tabletop.engine.reason import Phrase, Reason
from tabletop.engine.steps import Step as DecisionStep
from tabletop.games.cartographers.components import (AMBUSHES, COIN_TRACK, DECKS, EXPLORE, SCORING, SEASONS,
                                                     SKILLS, AmbushCard, ExploreCard, Terrain)
from tabletop.games.cartographers.grid import FULL, SIZE, Shape, mask_of, neighbours, orient
from tabletop.games.cartographers.grid import cells_of as cells_in
from tabletop.games.cartographers.moves import describe
from tabletop.games.cartographers.naming import held_cell, square_name
from tabletop.games.cartographers.placements import IndexedActions, PlacementTable, shape_table
from tabletop.games.cartographers.scoring import CARDS, completed_mountains, monster_penalty
from tabletop.games.cartographers.sheet import DRAWN_INDEX, SeasonScore, Sheet, SheetError, parse_sheet
from tabletop.games.cartographers.skills import (AMBUSH, DOMINO, DRAWING, MOMENTS, PASS, SKILL, SQUARE, domino_table,
                                                 monster_domino, offered, plan_for, skill_action, sneak_table,
                                                 square_table)
from tabletop.games.cartographers.solo import solo_ambush
from tabletop.games.cartographers.state import CartographersState, Drawing, Step
from tabletop.games.cartographers.view import CartographersView, make_view
from tabletop.games.cartographers.results import final_result

if TYPE_CHECKING:
    from tabletop.games.cartographers.placements import Fits

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
# What the stack asks of each seat at each step (what others see of it is only that the seat is deciding).
PROMPTS = {Step.DRAW: "carto.to_draw", Step.AMBUSH_SKILL: "carto.to_choose_skill", Step.AMBUSH: "carto.to_draw_monster"}


def card_of(state: OnCard) -> ExploreCard | AmbushCard:
    """Returns the card being drawn. Raises ValueError between cards (the rules never ask then)."""
    if state.card is None:
        raise ValueError("no card is being drawn")
    return CARD[state.card]


def explore_of(state: OnCard) -> ExploreCard:
    """Returns the explore card being drawn. Raises ValueError at an ambush (the rules never ask then)."""
    card = card_of(state)
    if not isinstance(card, ExploreCard):
        raise ValueError(f"{card.name} is not an explore card")
    return card


def ambush_of(state: OnCard) -> AmbushCard:
    """Returns the ambush being drawn. Raises ValueError at an explore card (the rules never ask then)."""
    card = card_of(state)
    if not isinstance(card, AmbushCard):
        raise ValueError(f"{card.name} is not an ambush")
    return card


def numbers(args: Sequence[Arg]) -> tuple[int, ...] | None:
    """Returns the arguments when every one is a number, else None."""
    out = tuple(a for a in args if isinstance(a, int))
    return out if len(out) == len(args) else None


class OnCard(Protocol):
    """Anything that says which card is being drawn: the state, a view."""

    @property
    def card(self) -> int | None: ...


class Drawn(OnCard, Protocol):
    """What `cells_of` reads of a table: the card being drawn and each seat's drawings so far this step.
    The state has them; a bot builds them from its view."""

    @property
    def staged(self) -> Sequence[Sequence[Drawing]] | Mapping[int, Sequence[Drawing]]: ...


def kinds_of(actions: Sequence[Action]) -> set[str]:
    """Returns the kinds of actions in a legal list (thousands of placements are not walked)."""
    return actions.kinds() if isinstance(actions, IndexedActions) else {a.kind for a in actions}


_EXPLORE_TABLES: dict[int, PlacementTable] = {}  # by card id: looked up for every legal list


def explore_table(card: ExploreCard) -> PlacementTable:
    """Returns every `place` action of an explore card."""
    table = _EXPLORE_TABLES.get(card.id)
    if table is None:
        table = _EXPLORE_TABLES[card.id] = shape_table("place", tuple(o.cells for o in card.options), card.terrains)
    return table


def single_table(terrains: tuple[Terrain, ...]) -> PlacementTable:
    """Returns every 1×1 fallback drawing in these terrains."""
    return shape_table("single", (SINGLE,), terrains)


def monster_table(ambush: AmbushCard) -> PlacementTable:
    """Returns every placement of an ambush's monster shape (turns and flips allowed)."""
    return shape_table("monster", (ambush.cells,))


def monster_single() -> PlacementTable:
    """Returns every 1×1 monster (an ambush shape that fits nowhere)."""
    return shape_table("monster_single", (SINGLE,))


def cells_of(state: Drawn, action: Action, seat: Seat | None = None) -> int | None:
    """Returns the cells an action of the current card would draw (None when off the map or malformed)."""
    card = CARD[state.card] if state.card is not None else None
    kind, args = action.kind, action.args
    ints = args[:-1] if kind in ("place", "single", "square", "domino", "again", "sneak") else args
    if not ints or numbers(ints) is None:
        return None
    shape: Shape | None
    if kind in ("place", "sneak") and isinstance(card, ExploreCard):
        place = numbers(args[:4]) if len(args) == 5 else None
        if place is None:
            return None
        option, orientation, row, col = place
        if not (0 <= option < len(card.options) and 0 <= orientation < 8):
            return None
        shape = orient(card.options[option].cells, orientation)
    elif kind in ("monster", "domino", "monster_domino") or (kind == "again" and seat is not None
                                                              and state.staged[seat]):
        if kind == "monster" and not isinstance(card, AmbushCard):
            return None
        # A monster's arguments are exactly a turn and a place; the others' may go on (a terrain).
        turned = numbers(args[:3]) if len(args) == 3 or len(args) > 3 and kind != "monster" else None
        if turned is None:
            return None
        orientation, row, col = turned
        if isinstance(card, AmbushCard) and kind == "monster":
            of: Shape = card.cells
        elif kind == "again" and seat is not None:
            of = state.staged[seat][0].shape
        else:
            of = DOMINO
        shape = orient(of, orientation) if 0 <= orientation < 8 else None
    elif kind in ("square", "single", "monster_single"):
        spot = numbers(args[:2]) if len(args) >= 2 else None
        if spot is None:
            return None
        row, col = spot
        shape = SQUARE if kind == "square" else SINGLE
    else:
        return None
    if shape is None:
        return None
    inside = [(row + r, col + c) for r, c in shape if 0 <= row + r < SIZE and 0 <= col + c < SIZE]
    if kind == "sneak":
        return mask_of(inside) if inside and len(inside) < len(shape) else None
    if len(inside) < len(shape):
        return None
    return mask_of(inside)


class Cartographers(Game[CartographersState, CartographersView]):
    """Cartographers for 1–6 players (1: the solo mode)."""

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
        decision = state.decisions.open(seat)
        return () if decision is None else cast("tuple[str, ...]", decision.params["plan"])

    @staticmethod
    def victim(state: CartographersState, seat: Seat) -> Seat:
        """Returns whose map `seat` draws the ambush's monsters on."""
        decision = state.decisions.open(seat)
        assert decision is not None and state.step is Step.AMBUSH
        return cast(int, decision.params["victim"])

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

    # --- whose decision ---------------------------------------------------------------
    def to_act(self, state: CartographersState) -> tuple[Seat, ...]:
        """Returns every seat still to decide (simultaneous), or none once the game is over."""
        return () if state.step is Step.OVER else state.decisions.to_act()

    def is_over(self, state: CartographersState) -> bool:
        """Returns True after winter's scoring."""
        return state.step is Step.OVER

    # --- legal actions -------------------------------------------------------------------
    # The contract says list; the placements are an IndexedActions, a Sequence that builds each of its thousands
    # of actions only when asked. Every caller only measures, indexes, iterates and tests membership.
    def legal_actions(self, state: CartographersState, seat: Seat) -> Sequence[Action]:  # type: ignore[override]
        """Returns every drawing `seat` may make now (a skill to pay for, or `confirm` once it has drawn)."""
        found = self.open_step(state, seat)
        return [] if found is None else found[0].legal(state, found[1])

    def open_step(self, state: CartographersState, seat: Seat) -> tuple[DecisionStep, Decision] | None:
        """Returns the step and decision `seat` answers now (every seat's drawing is the one step), or None."""
        decision = state.decisions.open(seat)
        if decision is None or state.step is Step.OVER:
            return None
        return self.drawing_step, decision

    @cached_property
    def drawing_step(self) -> DecisionStep:
        """Returns the one kind of decision of Cartographers, a seat's drawings of a step, as an engine Step.

        Its list is written out exactly (_drawings), so it is also the step's fast list; the check refuses what is
        not in it with diagnose's reason.
        """
        def drawings(state: CartographersState, d: Decision) -> list[Action]:
            # A Sequence that builds its actions when asked (IndexedActions), read as the list the contract names.
            return cast("list[Action]", self._drawings(state, d.seat))

        def check(state: CartographersState, d: Decision, action: Action) -> Reason | None:
            return None if action in self._drawings(state, d.seat) else self.diagnose(state, d.seat, action)

        def act(state: CartographersState, d: Decision, action: Action, events: list[Event]) -> None:
            events += self._draw(state, d.seat, action)

        verbs = frozenset({"place", "single", "square", "domino", "again", "monster", "monster_domino", "sneak",
                           "skill", "pass", "confirm", "skip"})
        return DecisionStep(verbs, drawings, check, act, drawings)

    def _drawings(self, state: CartographersState, seat: Seat) -> Sequence[Action]:
        """Returns the drawings, skills or confirmation open to `seat`, whose decision is open."""
        decision = state.decisions.open(seat)
        assert decision is not None
        if state.step is Step.AMBUSH_SKILL and state.chosen[seat] is None:
            return offered(state.skills, state.skill_used[seat], state.sheets[seat].coins_left, True) + [PASS]
        plan = cast("tuple[str, ...]", decision.params["plan"])
        if not plan:
            return [CONFIRM]
        if state.step is Step.AMBUSH:
            return self._ambush_actions(state, seat)
        if plan[0] != "main":
            return self._extra_actions(state, seat, plan[0])
        drawings = self._main_actions(state, seat)
        if state.chosen[seat] is None:
            skills = offered(state.skills, state.skill_used[seat], state.sheets[seat].coins_left, False)
            if skills:
                if isinstance(drawings, IndexedActions):
                    return IndexedActions(drawings.table, drawings.indices, list(drawings.extra) + skills)
                return list(drawings) + skills
        return drawings

    def _filled(self, state: CartographersState, seat: Seat, sheet_seat: Seat | None = None) -> int:
        """Returns the filled cells of a sheet, counting this step's drawings of `seat` on it."""
        target = seat if sheet_seat is None else sheet_seat
        filled = state.sheets[target].filled
        for drawing in state.staged[seat]:
            if drawing.sheet == target:
                filled |= drawing.mask
        return filled

    def _main_tables(self, state: CartographersState, seat: Seat) -> list[PlacementTable]:
        """Returns the tables of the main drawing (changed by Knowledge, Negotiation or Sneak)."""
        card = explore_of(state)
        skill = state.chosen[seat]
        if skill == "knowledge":
            return [shape_table("place", tuple(o.cells for o in card.options), (Terrain.VILLAGE,))]
        if skill == "negotiation":
            return [square_table(card.terrains)]
        if skill == "sneak":
            return [explore_table(card), sneak_table(card)]
        return [explore_table(card)]

    def _main_actions(self, state: CartographersState, seat: Seat) -> Sequence[Action]:
        card = explore_of(state)
        sheet = state.sheets[seat]
        filled = self._filled(state, seat)
        ruins = sheet.map.ruins & ~filled if state.ruins_pending else 0
        found: list[tuple[PlacementTable, Fits]] = []
        for table in self._main_tables(state, seat):
            if state.ruins_pending and not ruins:
                continue  # a ruins card with every ruins space filled: no shape may be drawn, only a 1×1
            fits = table.fitting(filled, ruins) if state.ruins_pending else table.fitting(filled)
            if len(fits):
                found.append((table, fits))
        if found:
            table, fits = found[0]
            extra = [t.actions[int(k)] for t, f in found[1:] for k in f]
            return IndexedActions(table, fits, extra)
        # No shape fits (after a ruins card: none covers an empty ruins space, or none is left):
        # a 1×1 anywhere, in a terrain of the card (village with Knowledge).
        terrains = (Terrain.VILLAGE,) if state.chosen[seat] == "knowledge" else card.terrains
        singles = single_table(terrains)
        fits = singles.fitting(filled)
        return IndexedActions(singles, fits) if len(fits) else [SKIP]

    def _extra_terrains(self, state: CartographersState, seat: Seat, need: str) -> tuple[Terrain, ...]:
        """Returns the terrains a skill's extra drawing may be in."""
        if need in ("search", "again"):
            return (state.staged[seat][0].terrain,) if state.staged[seat] else ()
        if need == "heal":
            return explore_of(state).terrains
        return (Terrain.FARM,) if need == "farm" else (Terrain.VILLAGE,)

    def _extra_table(self, state: CartographersState, seat: Seat, need: str) -> tuple[PlacementTable, int]:
        """Returns the table of a skill's extra drawing and the cells it must touch (0: anywhere)."""
        main = state.staged[seat][0] if state.staged[seat] else None
        terrains = self._extra_terrains(state, seat, need)
        if need == "search":
            return single_table(terrains), neighbours(main.mask) if main else 0
        if need == "again":
            if main is None:
                raise ValueError("Concentration repeats a drawing not made")  # _extra_actions skips first
            return shape_table("again", (main.shape,), terrains), 0
        if need == "heal":
            # A monster drawn this turn (Rift Lands) is a monster space too.
            monsters = state.sheets[seat].terrain(Terrain.MONSTER)
            for drawing in state.staged[seat]:
                if drawing.sheet == seat and drawing.terrain is Terrain.MONSTER:
                    monsters |= drawing.mask
            return domino_table(terrains), neighbours(monsters) or -1
        return single_table(terrains), 0

    def _extra_actions(self, state: CartographersState, seat: Seat, need: str) -> Sequence[Action]:
        if need in ("search", "again") and not (state.staged[seat] and state.staged[seat][0].mask):
            return [SKIP]  # the main drawing was skipped: nothing to search next to or repeat
        table, touch = self._extra_table(state, seat, need)
        if touch == -1:
            return [SKIP]  # Heal Wounds with no monster on the map: nothing to draw next to
        fits = table.fitting(self._filled(state, seat), touch)
        return IndexedActions(table, fits) if len(fits) else [SKIP]

    def _ambush_actions(self, state: CartographersState, seat: Seat) -> Sequence[Action]:
        victim = self.victim(state, seat)
        filled = self._filled(state, seat, victim)
        table = monster_domino() if state.acrobatics[victim] else monster_table(ambush_of(state))
        fits = table.fitting(filled)
        if len(fits):
            return IndexedActions(table, fits)
        fits = monster_single().fitting(filled)
        return IndexedActions(monster_single(), fits) if len(fits) else [SKIP]

    def _tables_now(self, state: CartographersState, seat: Seat) -> list[PlacementTable]:
        """Returns every table whose actions could be legal for `seat` at this point."""
        plan = self.plan(state, seat)
        return self._tables_for(state, seat, plan[0]) if plan else []

    def _tables_for(self, state: CartographersState, seat: Seat, need: str) -> list[PlacementTable]:
        """Returns the tables of one drawing of `seat`'s plan (main, search, …, monster)."""
        if state.step is Step.AMBUSH:
            victim = self.victim(state, seat)
            return [monster_domino() if state.acrobatics[victim] else monster_table(ambush_of(state)),
                    monster_single()]
        if state.step is Step.AMBUSH_SKILL:
            return [self._extra_table(state, seat, need)[0]] if state.chosen[seat] else []
        if state.step is not Step.DRAW:
            return []
        if need != "main":
            if need in ("search", "again") and not (state.staged[seat] and state.staged[seat][0].mask):
                return []
            return [self._extra_table(state, seat, need)[0]]
        terrains = (Terrain.VILLAGE,) if state.chosen[seat] == "knowledge" else explore_of(state).terrains
        return self._main_tables(state, seat) + [single_table(terrains)]

    # --- why an action is refused -----------------------------------------------------------
    def diagnose(self, state: CartographersState, seat: Seat, action: Action) -> Reason:
        """Returns why a move is refused: off the map, over filled cells, missing the ruins, a skill too dear, …"""
        kind = action.kind
        if kind == "skill":
            return self._why_skill(state, seat, action)
        if state.step is Step.AMBUSH_SKILL and state.chosen[seat] is None:
            return Reason("carto.skill_or_pass")
        if kind == "pass" and state.step is not Step.AMBUSH_SKILL:
            return Reason("carto.pass_only_at_ambush")
        plan = self.plan(state, seat)
        if not plan:
            return Reason("carto.confirm_first")
        if kind == "confirm":
            return Reason("carto.draw_first")
        if kind == "skip":
            return Reason("carto.skip_only_when_full")
        legal_kinds = kinds_of(self.legal_actions(state, seat)) - {"skill"}
        if kind not in legal_kinds and not (kind == "place" and "single" in legal_kinds) \
                and not (kind == "monster" and "monster_single" in legal_kinds):
            return Reason("carto.need_" + ("monster" if state.step is Step.AMBUSH else plan[0]))
        card = card_of(state)
        if kind in ("place", "single", "square", "sneak") and plan[0] == "main" and state.step is Step.DRAW:
            allowed = (Terrain.VILLAGE,) if state.chosen[seat] == "knowledge" else explore_of(state).terrains
            word = action.args[-1] if action.args else None
            if word not in {t.word for t in allowed}:
                return Reason("carto.terrain_not_on_card", {"terrain": str(word), "card": card.name})
        if plan[0] not in ("main", "monster") and kind in ("single", "domino", "again"):  # a skill's extra drawing
            word = action.args[-1] if action.args else None
            if word not in {t.word for t in self._extra_terrains(state, seat, plan[0])}:
                return Reason("carto.terrain_not_on_card", {"terrain": str(word), "card": card.name}) \
                    if plan[0] == "heal" else Reason("carto.need_" + plan[0])
        mask = self.cells_of(state, action, seat)
        if mask is None:
            return Reason("carto.off_map")
        target = self.victim(state, seat) if state.step is Step.AMBUSH else seat
        reason = self.why_cells(state, state.sheets[target], mask, self._filled(state, seat, target),
                                ruins_rule=state.step is Step.DRAW and plan[0] == "main")
        if reason is not None:
            return reason
        if plan[0] in ("search", "heal") and state.step is Step.DRAW:
            return Reason("carto.search_next_to" if plan[0] == "search" else "carto.heal_next_to")
        if kind in ("single", "monster_single"):
            return Reason("carto.single_only_when_stuck")
        if kind == "place" and legal_kinds <= {"single"}:
            return Reason("carto.ruins_force_single" if state.ruins_pending else "carto.nothing_fits")
        canonical = self._canonical(state, seat, action, mask)
        if canonical is not None and canonical != action:
            return Reason("carto.same_as", {"action": canonical.text()})
        return Reason("engine.not_legal_now", {"action": action.text()})

    def _why_skill(self, state: CartographersState, seat: Seat, action: Action) -> Reason:
        key = str(action.args[0]) if action.args else ""
        if key not in SKILL:
            return Reason("carto.no_such_skill", {"skill": key})
        if key not in state.skills:
            return Reason("carto.skill_not_dealt", {"skill": key})
        if state.skill_used[seat]:
            return Reason("carto.skill_used")
        if SKILL[key].cost > state.sheets[seat].coins_left:
            return Reason("carto.skill_too_dear", {"skill": key, "cost": SKILL[key].cost,
                                                   "coins": state.sheets[seat].coins_left})
        if state.step is Step.AMBUSH_SKILL:  # not a skill of this moment
            return Reason("carto.skill_when_drawing", {"skill": key})
        if DRAWING not in MOMENTS[key]:
            return Reason("carto.acrobatics_when_ambushed")
        if state.step is Step.AMBUSH:  # drawing a neighbour's monsters
            return Reason("carto.skill_at_reveal" if AMBUSH in MOMENTS[key] else "carto.skill_when_drawing",
                          {"skill": key})
        return Reason("carto.skill_before_drawing", {"skill": key})

    def why_cells(self, state: CartographersState, sheet: Sheet, mask: int, filled: int | None = None,
                  ruins_rule: bool = True) -> Reason | None:
        """Returns why these cells cannot be drawn on `sheet` now (None when they can)."""
        filled = sheet.filled if filled is None else filled
        if mask & sheet.map.mountains:
            return Reason("carto.on_mountain")
        if mask & sheet.map.wasteland:
            return Reason("carto.on_wasteland")
        if mask & filled:
            return Reason("carto.overlaps")
        if ruins_rule and state.step is Step.DRAW and state.ruins_pending and sheet.map.ruins & ~filled \
                and not mask & sheet.map.ruins:
            return Reason("carto.must_cover_ruins")
        return None

    def cells_of(self, state: Drawn, action: Action, seat: Seat | None = None) -> int | None:
        """Returns the cells an action of the current card would draw (None when off the map or malformed)."""
        return cells_of(state, action, seat)

    def _canonical(self, state: CartographersState, seat: Seat, action: Action, mask: int) -> Action | None:
        """Returns the listed action that draws the same cells in the same terrain."""
        terrain = action.args[-1] if action.args and isinstance(action.args[-1], str) else None
        for table in self._tables_now(state, seat):
            for k, m in enumerate(table.masks):
                candidate = table.actions[k]
                if m == mask and candidate.kind == action.kind and \
                        (terrain is None or candidate.args[-1] == terrain) and \
                        (action.kind not in ("place", "sneak") or candidate.args[0] == action.args[0]):
                    return candidate
        return None

    # --- applying actions ---------------------------------------------------------------------
    def apply(self, state: CartographersState, seat: Seat, action: Action) -> list[Event]:
        """Stages a drawing, pays for a skill, or confirms; when everyone has confirmed, the drawings are shown."""
        decision = state.decisions.open(seat)
        assert decision is not None  # apply is only given legal moves
        events: list[Event] = []
        self.drawing_step.act(state, decision, action, events)
        return events

    def _draw(self, state: CartographersState, seat: Seat, action: Action) -> list[Event]:
        """Returns the events of applying one of the seat's drawings, skills or confirmation."""
        events: list[Event] = []
        kind = action.kind
        if kind == "confirm":
            events.append(Event("carto.confirmed", {"seat": seat}, seat))
            self._done(state, seat, events)
            return events
        if kind == "skill":
            # Paid for in secret: like a drawing, the others learn of it when the step ends (_resolve).
            key = str(action.args[0])
            state.chosen[seat] = key
            state.skill_used[seat] = True
            self._set_plan(state, seat, plan_for(key, ambush=state.step is Step.AMBUSH_SKILL))
            events.append(Event("carto.skill_private", {"seat": seat, "skill": key}, seat, visible_to=seat))
            if state.step is Step.AMBUSH_SKILL and not self.plan(state, seat):
                self._done(state, seat, events)  # Acrobatics: nothing to draw, the choice is made
            return events
        if kind == "pass":
            self._done(state, seat, events)
            return events
        decision = state.decisions.open(seat)
        assert decision is not None  # apply is only given legal moves
        plan = cast("tuple[str, ...]", decision.params["plan"])
        need = plan[0]
        state.decisions.replace(decision.with_params(plan=plan[1:]))
        target = self.victim(state, seat) if state.step is Step.AMBUSH else seat
        if kind == "skip":
            events.append(Event("carto.skipped", {"seat": seat, "need": need}, seat, visible_to=seat))
            return events
        table = next(t for t in self._tables_for(state, seat, need) if action in t.index)
        mask = table.masks[table.index[action]]
        shape: Shape
        if state.step is Step.AMBUSH:
            terrain, coin, shape = Terrain.MONSTER, False, ()
        else:
            terrain = Terrain[str(action.args[-1]).upper()]
            coin = False
            shape = SINGLE
            if kind in ("place", "sneak"):  # a legal one: its first argument is the card's shape option
                option = explore_of(state).options[int(action.args[0])]
                coin = need == "main" and option.coin
                shape = option.cells
            elif kind == "square":
                shape = SQUARE
        drawing = Drawing(target, mask, terrain, coin, shape)
        state.staged[seat].append(drawing)
        cells = list(cells_in(mask))
        square = square_name(held_cell(cells)) if cells else "—"  # the cell a click there draws it at
        # Alone at the table, nobody else could see it: the line says so only when others play.
        code = "carto.drew_private" if state.players > 1 else "carto.drew_solo"
        events.append(Event(code, {"seat": seat, "terrain": terrain.word, "square": square}, seat, visible_to=seat))
        return events

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
    def view(self, state: CartographersState, seat: Seat | None) -> CartographersView:
        """Returns what `seat` may see: every sheet as shown, plus its own drawing not yet confirmed."""
        return make_view(state, seat)


    def describe_action(self, view: CartographersView, action: Action) -> Phrase:
        """Returns `action` in the words of whoever sees `view` (moves.py), e.g. for the move list and `replay`."""
        return describe(view, action, CARD.get(view.card) if view.card is not None else None)
    def result(self, state: CartographersState) -> Result:
        """Returns the totals of the four seasons; ties go to fewer points lost to monsters."""
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
            # Every coin was earned: one per coin shape still on the map, one per surrounded mountain.
            if len(sheet.coin_cells) != sheet.shape_coins:
                problems.append(f"seat {seat}: {sheet.shape_coins} coins from shapes, "
                                f"{len(sheet.coin_cells)} coin shapes drawn")
            earned = 0
            for cells in sheet.coin_cells:
                if not cells or cells & ~total or cells & earned:
                    problems.append(f"seat {seat}: coins for a shape that is not on the map")
                earned |= cells
            if sheet.mountain_coins & ~completed_mountains(sheet):
                problems.append(f"seat {seat}: coins for a mountain that is not surrounded")
            for s in sheet.seasons:
                if s.total != s.first + s.second + s.coins + s.monsters or s.monsters > 0:
                    problems.append(f"seat {seat}: season box does not add up")
        # The season's deck and its revealed cards hold every explore card, the last season's too once over.
        explore = [c for c in state.deck + state.revealed if c in EXPLORE_IDS]
        if sorted(explore) != sorted(EXPLORE_IDS):
            problems.append("explore cards not conserved")
        # Each ambush card is in one place: the ambush deck, shuffled into the season's deck, or removed.
        ambushes = sorted(AMBUSH_IDS + (PROMO_IDS if state.promos else ()))
        in_deck = [c for c in state.deck if c not in EXPLORE_IDS]
        if sorted(state.ambush_deck + in_deck + state.removed_ambushes) != ambushes:
            problems.append("ambush cards not conserved")
        return problems

    def scramble_hidden(self, state: CartographersState, seat: Seat | None,
                        rng: random.Random) -> CartographersState:
        """Returns a copy where `seat`'s unconfirmed drawings and skill (None: the deck order) are others."""
        other = state.copy()
        if seat is None:
            rng.shuffle(other.deck)
            rng.shuffle(other.ambush_deck)
            other.rng = random.Random(rng.random())
            return other
        if other.chosen[seat] is not None:
            other.chosen[seat] = next(k for k in SKILL if k != other.chosen[seat])
        staged = other.staged[seat]
        if staged:
            first = staged[0]
            free = [i for i in range(SIZE * SIZE) if not (other.sheets[first.sheet].filled | first.mask) >> i & 1]
            if free:
                staged[0] = Drawing(first.sheet, 1 << rng.choice(free), first.terrain, first.coin, first.shape)
        return other

    def action_universe(self, state: CartographersState) -> list[Action]:
        """Returns a sample of moves worth trying: the card's placements, the skills' drawings, confirm, skip."""
        acts: list[Action] = [CONFIRM, SKIP, PASS] + [skill_action(k) for k in SKILL]
        if state.card is None:
            return acts
        card = CARD[state.card]
        if isinstance(card, AmbushCard):
            tables = [monster_table(card), monster_single(), monster_domino()]
        else:
            tables = [explore_table(card), single_table(card.terrains), square_table(card.terrains),
                      domino_table(card.terrains), sneak_table(card), single_table((Terrain.VILLAGE,))]
            for seat in range(state.players):
                if state.staged[seat] and state.staged[seat][0].shape:
                    main = state.staged[seat][0]
                    tables.append(shape_table("again", (main.shape,), (main.terrain,)))
        for table in tables:
            acts += table.actions[:: max(1, len(table.actions) // 60)]
        return acts


__all__ = ["Cartographers", "CARD"]
