"""A greedy Cartographers bot: draws where the edicts still to be scored gain most, ambushes where they hurt,
and pays for a skill when what it adds is worth more than the coins would score; it can say why."""

from __future__ import annotations

import random
from typing import Any, NamedTuple, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.engine.reason import Reason
from tabletop.bots.strong import Budget, EasyBot, Plan, StrongBot
from tabletop.games.cartographers.components import SEASONS, AmbushCard, ExploreCard, Terrain
from tabletop.games.cartographers.grid import neighbours
from tabletop.games.cartographers.placements import PlacementTable, shape_table
from tabletop.games.cartographers.scoring import CARDS, completed_mountains, monster_penalty
from tabletop.games.cartographers.sheet import DRAWN_INDEX, Sheet
from tabletop.games.cartographers.skills import SKILL, domino_table, monster_domino, sneak_table, square_table
from tabletop.games.cartographers.state import Drawing, Step
from tabletop.games.cartographers.view import CartographersView

SAMPLE = 160  # placements valued per decision; enough to find good ones, cheap enough for 200 games in a test
FOLLOW = 2    # a skill's extra drawing is tried after this many of the best main drawings
EXTRA_SAMPLE = 40  # placements valued for each extra drawing of a skill
MARGIN = 2.0  # a skill must gain this much more than its coins would score (tuned: 150 solo games, 100.7 → 103.0)
CHOICES = ("skill", "pass", "skip", "confirm")  # actions that draw nothing: they have no cells to value


class Mark(NamedTuple):
    """One drawing the bot weighs: its cells, terrain and whether its shape carries a coin."""

    mask: int
    terrain: Terrain
    coin: bool = False
    shape: tuple[tuple[int, int], ...] = ()  # the card's shape drawn (Concentration draws it again)


class Gain(NamedTuple):
    """What a seat's drawings add, in the bot's terms: edict points scored this season and later, coins, monsters."""

    now: dict[str, int]     # scoring card key -> points added in the season being played
    later: dict[str, int]   # scoring card key -> points added for a later season only
    coins: int              # coins earned (shape coins, surrounded mountains)
    monsters: int           # stars no longer lost to monsters each season (negative: more lost)


def sheet_from_view(view: CartographersView, seat: Seat) -> Sheet:
    """Returns a Sheet rebuilt from what the view shows of one seat, with the viewer's unconfirmed drawings on it."""
    shown = view.sheets[seat]
    sheet = Sheet(view.side, list(shown.drawn))
    sheet.shape_coins = shown.coins
    mine = view.sheets[view.viewer].staged if view.viewer is not None else None
    for drawing in mine or ():
        if drawing.sheet == seat:
            sheet.drawn[DRAWN_INDEX[drawing.terrain]] |= drawing.mask
    return sheet


def edict_weights(view: CartographersView) -> dict[str, int]:
    """Returns, for each scoring card in play, how many of the remaining seasons will score it."""
    edicts = dict(view.edicts)
    weights = {key: 0 for key in edicts.values()}
    for season in SEASONS[view.season:]:
        for letter in season.edicts:
            weights[edicts[letter]] += 1
    return weights


def seasons_left(view: CartographersView) -> int:
    """Returns the seasons still to be scored, this one included (a coin scores once in each)."""
    return len(SEASONS) - view.season


class GreedyCartographer:
    """Greedy: the best sampled drawing by weighted edict points, coins and monster penalty; skills by the same
    measure against their cost."""

    name = "greedy"
    needs_view = True

    def choose(self, game: Game[Any, Any], view: CartographersView, seat: Seat, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Returns the legal action with the best value for this seat (the worst for an ambush victim)."""
        if len(legal) == 1:
            return legal[0]
        skills = [a for a in legal if a.kind == "skill"] if _offers_skills(legal) else []
        drawings = [a for a in (legal if len(legal) <= SAMPLE else
                                [legal[i] for i in rng.sample(range(len(legal)), SAMPLE)])
                    if a.kind not in CHOICES]
        if not drawings:
            # Nothing to draw (skills before an ambush, or a full map): a skill if it pays, else keep the coins.
            best = self._best_skill(view, seat, skills)
            return best[0] if best is not None else next(a for a in legal if a.kind in ("pass", "skip", "confirm"))
        if view.step is Step.AMBUSH:
            victim = dict(view.targets)[seat]
            return max(drawings, key=lambda a: self._harm(view, victim, a))
        if skills:  # the skills are weighed against an even sample of the card: choose the plain drawing from it
            drawings = [a for a, _ in _card_options(view, seat) if a in legal] or drawings
        plain = max(drawings, key=lambda a: self._value(view, seat, a))
        best = self._best_skill(view, seat, skills)
        return best[0] if best is not None else plain

    # --- why ---------------------------------------------------------------------------------------------
    def explain(self, game: Game[Any, Any], view: CartographersView, seat: Seat, action: Action) -> Reason | None:
        """Returns why this bot would play `action`: what it scores now or later, coins, monsters, a skill's worth."""
        kind = action.kind
        if kind == "confirm":
            return Reason("carto.why.confirm")
        if kind == "skip":
            return Reason("carto.why.skip")
        if kind == "pass":
            return Reason("carto.why.pass")
        if kind == "skill":
            key = str(action.args[0])
            worth = self._skill_worth(view, seat, key, self._plain_best(view, seat))
            return Reason("carto.why.skill", {"skill": key, "cost": SKILL[key].cost,
                                              "points": max(0, round(worth)) if worth is not None else 0})
        if view.step is Step.AMBUSH:
            victim = dict(view.targets)[seat]
            return Reason("carto.why.ambush", {"victim": victim, "n": int(self._harm(view, victim, action))})
        mark = self._mark(view, seat, action)
        if mark is None:
            return None
        return gain_reason(self.gain(view, seat, [mark]))

    def gain(self, view: CartographersView, seat: Seat, marks: Sequence[Mark]) -> Gain:
        """Returns what these drawings add to the seat's map, in the bot's terms."""
        before = sheet_from_view(view, seat)
        after = _drawn(before, marks)
        scored_now = {dict(view.edicts)[letter] for letter in SEASONS[view.season].edicts}
        now: dict[str, int] = {}
        later: dict[str, int] = {}
        for key, weight in edict_weights(view).items():
            gained = CARDS[key](after) - CARDS[key](before)
            if gained and key in scored_now:
                now[key] = gained
            elif gained and weight:
                later[key] = gained
        coins = sum(m.coin for m in marks) + \
            completed_mountains(after).bit_count() - completed_mountains(before).bit_count()
        return Gain(now, later, coins, monster_penalty(after) - monster_penalty(before))

    # --- values ------------------------------------------------------------------------------------------
    def _mark(self, view: CartographersView, seat: Seat, action: Action) -> Mark | None:
        """Returns the drawing an action makes on the seat's own map (None for one that draws nothing)."""
        from tabletop.games.cartographers.rules import cells_of

        if action.kind in CHOICES or action.kind.startswith("monster"):
            return None
        mask = cells_of(_Probe(view, seat), action, seat) or 0
        if not mask:
            return None
        coin = action.kind in ("place", "sneak") and view.sheets[seat].need == "main" and \
            _card(view).options[int(action.args[0])].coin
        return Mark(mask, Terrain[str(action.args[-1]).upper()], bool(coin))

    def _value(self, view: CartographersView, seat: Seat, action: Action) -> float:
        mark = self._mark(view, seat, action)
        return worth(view, seat, [mark] if mark is not None else [])

    def _harm(self, view: CartographersView, victim: Seat, action: Action) -> float:
        from tabletop.games.cartographers.rules import cells_of

        sheet = sheet_from_view(view, victim)
        mask = cells_of(_Probe(view, view.viewer if view.viewer is not None else victim), action) or 0
        # Monsters hurt most where many empty spaces surround them.
        return (neighbours(mask) & ~(sheet.filled | mask)).bit_count()

    # --- skills ------------------------------------------------------------------------------------------
    def _plain_best(self, view: CartographersView, seat: Seat) -> Mark | None:
        """Returns the best drawing of the card without a skill (None when the card draws nothing now)."""
        card = card_in_play(view)
        if not isinstance(card, ExploreCard) or view.step is not Step.DRAW:
            return None
        filled, ruins = _room(view, seat)
        marks = _card_marks(card, filled, ruins)
        return max(marks, key=lambda m: worth(view, seat, [m]), default=None)

    def _best_skill(self, view: CartographersView, seat: Seat,
                    skills: Sequence[Action]) -> tuple[Action, float] | None:
        """Returns the skill worth more than its coins and the plain drawing (by MARGIN), with its gain; or None.

        Both sides are valued over the same even sample of the card's drawings, so the hint's reason gives the
        same figure as the choice."""
        if not skills:
            return None
        base = self._plain_best(view, seat)
        best: tuple[Action, float] | None = None
        for action in skills:
            gained = self._skill_worth(view, seat, str(action.args[0]), base)
            if gained is not None and gained > MARGIN and (best is None or gained > best[1]):
                best = (action, gained)
        return best

    def _skill_worth(self, view: CartographersView, seat: Seat, key: str, base: Mark | None) -> float | None:
        """Returns how much more a skill's drawings are worth than `base` alone, less what its coins would score."""
        plain = worth(view, seat, [base] if base is not None else [])
        drawn = self._with_skill(view, seat, key, base)
        if drawn is None:
            return None
        return drawn - plain - SKILL[key].cost * seasons_left(view)

    def _with_skill(self, view: CartographersView, seat: Seat, key: str, base: Mark | None) -> float | None:
        """Returns the bot's value of the best drawings a skill allows now, or None when it adds nothing."""
        card = card_in_play(view)
        filled, ruins = _room(view, seat)
        if isinstance(card, AmbushCard):  # revealed, its monsters not yet drawn
            if key == "acrobatics":
                return worth(view, seat, []) + self._acrobatics(view, seat, card, filled)
            if key == "diplomacy":
                return _best_chain(view, seat, [], filled, ("farm", "village"))
            return None
        if not isinstance(card, ExploreCard):
            return None
        mains: list[Mark]
        if key == "knowledge":
            mains = [m._replace(terrain=Terrain.VILLAGE) for m in _card_marks(card, filled, ruins)]
        elif key == "negotiation":
            mains = [Mark(mask, terrain) for mask, terrain in _marks(square_table(card.terrains), filled, ruins)]
        elif key == "sneak":
            mains = [Mark(mask, terrain) for mask, terrain in _marks(sneak_table(card), filled, ruins)]
            mains += [base] if base is not None else []
        elif key in ("search", "concentration", "heal_wounds", "diplomacy"):
            top = sorted(_card_marks(card, filled, ruins), key=lambda m: -worth(view, seat, [m]))[:FOLLOW]
            extra = {"search": ("search",), "concentration": ("again",), "heal_wounds": ("heal",),
                     "diplomacy": ("farm", "village")}[key]
            return max((_best_chain(view, seat, [m], filled | m.mask, extra, card) for m in top), default=None)
        else:
            return None
        return max((worth(view, seat, [m]) for m in mains), default=None)

    def _acrobatics(self, view: CartographersView, seat: Seat, card: AmbushCard, filled: int) -> float:
        """Returns the stars a 2×1 monster saves over the card's shape, where a neighbour would hurt most."""
        if view.players == 1:
            from tabletop.games.cartographers.solo import solo_ambush

            def spot(shape: AmbushCard) -> int:
                return solo_ambush(shape, filled) or 0
            small = spot(AmbushCard(card.id, card.name, ((0, 0), (0, 1)), card.passes, card.solo_corner,
                                    card.solo_dir, card.promo))
            big = spot(card)
            return (_penalty_with(view, seat, small) - _penalty_with(view, seat, big)) * seasons_left(view)

        def worst(table: PlacementTable) -> int:
            spots = [mask for mask, _ in _marks(table, filled, 0)]
            return min((_penalty_with(view, seat, m) for m in spots), default=0)
        return (worst(monster_domino()) - worst(monster_table_of(card))) * seasons_left(view)


class _Memo:
    """What every value of one decision shares (the map as it is, the edicts' weights), and the values found:
    the choice, the skills weighed against it and the hint's reason value the same drawings many times."""

    def __init__(self, view: CartographersView, seat: Seat):
        self.view = view  # held, so a later view cannot take its id
        self.seat = seat
        self.sheet = sheet_from_view(view, seat)
        self.weights = tuple((key, w) for key, w in edict_weights(view).items() if w)
        self.left = seasons_left(view)
        self.mountains = completed_mountains(self.sheet).bit_count()
        self.values: dict[tuple[tuple[int, Terrain, bool], ...], float] = {}


_memo: _Memo | None = None


def worth(view: CartographersView, seat: Seat, marks: Sequence[Mark]) -> float:
    """Returns the bot's value of the seat's map with these drawings: edicts by the seasons left to score them,
    coins earned and the monster penalty for each season left."""
    global _memo
    memo = _memo
    if memo is None or memo.view is not view or memo.seat != seat:
        memo = _memo = _Memo(view, seat)
    key = tuple((m.mask, m.terrain, m.coin) for m in marks)  # the shape drawn changes nothing on the map
    found = memo.values.get(key)
    if found is not None:
        return found
    after = _drawn(memo.sheet, marks)
    value = sum(w * CARDS[edict](after) for edict, w in memo.weights)
    value += memo.left * monster_penalty(after)
    coins = sum(m.coin for m in marks) + completed_mountains(after).bit_count() - memo.mountains
    value += memo.left * coins
    memo.values[key] = value
    return value


def gain_reason(gain: Gain) -> Reason:
    """Returns the one or two sentences of why a drawing is good: its best edict now or later, coins, monsters."""
    clauses: list[Reason] = []
    if gain.now:
        key = max(gain.now, key=lambda k: gain.now[k])
        if gain.now[key] > 0:
            clauses.append(Reason("carto.why.now", {"points": gain.now[key], "edict": key}))
    if not clauses and gain.later:
        key = max(gain.later, key=lambda k: gain.later[k])
        if gain.later[key] > 0:
            clauses.append(Reason("carto.why.later", {"points": gain.later[key], "edict": key}))
    if gain.coins > 0:
        clauses.append(Reason("carto.why.coins", {"coins": gain.coins}))
    if gain.monsters > 0 and len(clauses) < 2:
        clauses.append(Reason("carto.why.monsters", {"points": gain.monsters}))
    if not clauses:
        return Reason("carto.why.least")
    if len(clauses) == 1:
        return clauses[0]
    return Reason("carto.why.both", {"first": clauses[0], "second": clauses[1]})


def _offers_skills(legal: Sequence[Action]) -> bool:
    """Returns True when `legal` lists skills (without walking thousands of placements)."""
    extra = getattr(legal, "extra", None)
    return any(a.kind == "skill" for a in (extra if extra is not None else legal))


def _drawn(sheet: Sheet, marks: Sequence[Mark]) -> Sheet:
    """Returns a copy of `sheet` with the drawings on it."""
    after = Sheet(sheet.side, list(sheet.drawn), sheet.shape_coins)
    for m in marks:
        after.drawn[DRAWN_INDEX[m.terrain]] |= m.mask
    return after


def _penalty_with(view: CartographersView, seat: Seat, monsters: int) -> int:
    """Returns the monster penalty of the seat's map with these monster cells drawn."""
    return monster_penalty(_drawn(sheet_from_view(view, seat), [Mark(monsters, Terrain.MONSTER)]))


def _room(view: CartographersView, seat: Seat) -> tuple[int, int]:
    """Returns the seat's filled cells (its unconfirmed drawings too) and the empty ruins a drawing must cover."""
    sheet = sheet_from_view(view, seat)
    filled = sheet.filled
    return filled, (sheet.map.ruins & ~filled if view.ruins_pending else 0)


def _marks(table: PlacementTable, filled: int, ruins: int, touch: int = 0,
           sample: int = SAMPLE) -> list[tuple[int, Terrain]]:
    """Returns an even sample of a table's placements on empty cells (covering ruins / touching cells if asked)."""
    fits = table.fitting(filled, ruins or touch)  # never both: the extra drawings that touch have no ruins rule
    step = max(1, len(fits) // sample)
    out = []
    for k in list(fits)[::step]:
        action = table.actions[int(k)]
        terrain = Terrain[str(action.args[-1]).upper()] if isinstance(action.args[-1], str) else Terrain.MONSTER
        out.append((table.masks[int(k)], terrain))
    return out


def _card_marks(card: ExploreCard, filled: int, ruins: int) -> list[Mark]:
    """Returns an even sample of the card's placements (with their terrain, coin and shape)."""
    return [mark for _, mark in _card_sample(card, filled, ruins)]


def _card_options(view: CartographersView, seat: Seat) -> list[tuple[Action, Mark]]:
    """Returns an even sample of the card's placements on the seat's map now, with what each draws."""
    card = card_in_play(view)
    if not isinstance(card, ExploreCard):
        return []
    return _card_sample(card, *_room(view, seat))


def _card_sample(card: ExploreCard, filled: int, ruins: int) -> list[tuple[Action, Mark]]:
    from tabletop.games.cartographers.rules import explore_table

    table = explore_table(card)
    fits = table.fitting(filled, ruins)
    step = max(1, len(fits) // SAMPLE)
    out = []
    for k in list(fits)[::step]:
        action = table.actions[int(k)]
        option = card.options[int(str(action.args[0]))]
        out.append((action, Mark(table.masks[int(k)], Terrain[str(action.args[-1]).upper()], option.coin,
                                 option.cells)))
    return out


def _best_chain(view: CartographersView, seat: Seat, marks: list[Mark], filled: int, extras: Sequence[str],
                card: ExploreCard | None = None) -> float:
    """Returns the value of `marks` followed, greedily, by the best of each extra drawing a skill asks for."""
    from tabletop.games.cartographers.rules import single_table

    chain = list(marks)
    for need in extras:
        main = chain[0] if chain else None
        if need == "search" and main is not None:
            table, touch = single_table((main.terrain,)), neighbours(main.mask)
        elif need == "again" and main is not None and card is not None:
            table, touch = shape_table("again", (main.shape,), (main.terrain,)), 0
        elif need == "heal" and card is not None:
            monsters = sheet_from_view(view, seat).terrain(Terrain.MONSTER)
            if not monsters:
                continue
            table, touch = domino_table(card.terrains), neighbours(monsters)
        elif need in ("farm", "village"):
            table, touch = single_table((Terrain[need.upper()],)), 0
        else:
            continue
        spots = [Mark(mask, terrain) for mask, terrain in _marks(table, filled, 0, touch, EXTRA_SAMPLE)]
        if not spots:
            continue
        best = max(spots, key=lambda m: worth(view, seat, [*chain, m]))
        chain.append(best)
        filled |= best.mask
    return worth(view, seat, chain)


def monster_table_of(card: AmbushCard) -> PlacementTable:
    """Returns every placement of an ambush's monsters."""
    from tabletop.games.cartographers.rules import monster_table

    return monster_table(card)


def card_in_play(view: CartographersView) -> ExploreCard | AmbushCard | None:
    """Returns the card being drawn or revealed, if any."""
    from tabletop.games.cartographers.rules import CARD

    return CARD.get(view.card) if view.card is not None else None


def _card(view: CartographersView) -> ExploreCard:
    """Returns the explore card the view shows being drawn."""
    from tabletop.games.cartographers.rules import explore_of

    return explore_of(view)


class _Probe:
    """Just enough of a state for `cells_of`: the current card and this seat's drawings so far."""

    def __init__(self, view: CartographersView, seat: Seat):
        self.card = view.card
        self.staged: dict[int, list[Drawing]] = {seat: list(view.sheets[seat].staged or ())}

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(name)


# The Strong (search) and Easy bots of this game: the search's settings for it (tabletop/bots/strong.py).

class StrongCartographer(StrongBot):
    """Cartographers: playouts of about a season, then every season still to score is counted on the map as it
    stands (the greedy drawer plays a whole solo game in about 0.3 s, too long to play out each trial)."""

    plan = Plan("tabletop.games.cartographers.sampling:determinize", "tabletop.bots.cartographers:GreedyCartographer",
                "tabletop.games.cartographers.sampling:estimate", Budget(candidates=4, playouts=24, depth=10),
                score_scale=100.0)
    hint_budget = Budget(candidates=4, playouts=8, depth=10)  # a third of the search: the hint within 0.5 s


class EasyCartographer(EasyBot):
    """Easy Cartographers."""

    greedy = "tabletop.bots.cartographers:GreedyCartographer"
