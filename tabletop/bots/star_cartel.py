"""A greedy Star Cartel bot: it values its own stash at the prices a choice would leave."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any, Iterable, NamedTuple, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.engine.reason import Reason
from tabletop.bots.strong import Budget, END_SCORES, EasyBot, Plan as SearchPlan, StrongBot
from tabletop.games.star_cartel.components import Ability, Cargo, Contraband
from tabletop.games.star_cartel.moves import FIXER_VERB, LARGEST, SMALLEST, make
from tabletop.games.star_cartel.rules import cargo_of, moved_price, number, tied
from tabletop.games.star_cartel.state import Fixer, Phase
from tabletop.games.star_cartel.view import SeatView, StarCartelView


class Plan(NamedTuple):
    """The choices of one delivery: the largest and smallest sets (cargos), the FIXER choice, the sets stashed,
    and the prices after it."""

    largest: int | None
    smallest: int | None
    fixer: Fixer
    stash: tuple[int, ...]
    prices: tuple[int, ...] = ()


NO_PLAN = Plan(None, None, Fixer.NONE, ())


class GreedyCartelBot:
    """Greedy: best delivery outcome for its own stash; loads that fill the ship with valuable sets."""

    name = "greedy"
    needs_view = True

    def choose(self, game: Game[Any, Any], view: StarCartelView, seat: Seat, legal: list[Action],
               rng: random.Random) -> Action:
        """Returns the legal action with the best one-step value for this seat."""
        if view.phase is Phase.DELIVERY:
            return self._delivery_choice(view, seat, legal)
        return max(legal, key=lambda a: (self._loading_value(view, seat, a), -legal.index(a)))

    # --- why ------------------------------------------------------------------
    def explain(self, game: Game[Any, Any], view: StarCartelView, seat: Seat, action: Action) -> Reason | None:
        """Returns why this bot would play `action`: the stash a delivery would bring, at which price, for how much."""
        kind = action.kind
        me = view.seats[seat]
        if kind == "deliver":
            return Reason("cartel.why.deliver")
        if kind == "jettison":
            return Reason("cartel.why.jettison", {"row": number(action.args[0]) + 1})
        if kind == "stop":
            return Reason("cartel.why.stop")
        if kind == "end_stash":
            return Reason("cartel.why.end_stash")
        if kind == "stash" and view.delivery is not None:
            cargo = int(cargo_of(action.args[0]))
            plan = self._delivery_plan(view, seat)
            price = (plan.prices or view.prices)[cargo]
            n = _counts(me.load).get(cargo, 0)
            return Reason("cartel.why.stash", {"n": n, "cargo": Cargo(cargo).word, "price": price, "points": n * price})
        if kind in ("largest", "smallest", "fixer") and view.delivery is not None:
            points, _ = self._delivery_outcome(view, seat)
            return Reason("cartel.why.plan", {"points": points})
        if kind == "load":
            column, row = number(action.args[0]), number(action.args[1])
            cards = [*me.load, view.hub[column][row]]
            full = sum(c.size for c in cards) == me.ship.capacity or view.final_turn
            outcome = self._plan_for(view, me, cards)
            if outcome is None:
                return Reason("cartel.why.load")
            held = _counts(me.stash or ())
            if not outcome.stash and outcome.largest is not None and held.get(outcome.largest):
                big = outcome.largest  # no set left to stash: the load is worth the price it lifts
                return Reason("cartel.why.raise", {"cargo": Cargo(big).word, "before": view.prices[big],
                                                   "after": outcome.prices[big], "n": held[big]})
            if not outcome.stash:
                return Reason("cartel.why.load")
            counts = _counts(cards)
            cargo = max(outcome.stash, key=lambda t: counts.get(t, 0) * outcome.prices[t])
            n, price = counts.get(cargo, 0), outcome.prices[cargo]
            return Reason("cartel.why.deliver_now" if full else "cartel.why.toward",
                          {"n": n, "cargo": Cargo(cargo).word, "price": price, "points": n * price})
        return None

    def _plan_for(self, view: StarCartelView, me: SeatView, cards: list[Contraband]) -> Plan | None:
        """Returns the best delivery plan of a ship carrying `cards` (None for an empty ship)."""
        if not cards:
            return None
        sets: dict[int, int] = {}
        for c in cards:
            sets[int(c.cargo)] = sets.get(int(c.cargo), 0) + c.size
        total = sum(c.size for c in cards)
        return _best_outcome(sets, _counts(cards), view.prices, _counts(me.stash or ()),
                             view.final_turn and total < me.ship.capacity,
                             view.abilities and me.ship.ability is Ability.FIXER,
                             2 if view.abilities and me.ship.ability is Ability.DOUBLE_STASH else 1)[1]

    # --- delivery -------------------------------------------------------------
    def _delivery_outcome(self, view: StarCartelView, seat: Seat) -> tuple[int, Plan]:
        """Returns the seat's stash value after the best plan of the delivery in progress, and that plan."""
        d = view.delivery
        if d is None:
            return (0, NO_PLAN)
        me = view.seats[seat]
        return _best_outcome(dict(d.sets), _counts(me.load), view.prices, _counts(me.stash or ()), d.express,
                             view.abilities and me.ship.ability is Ability.FIXER,
                             2 if view.abilities and me.ship.ability is Ability.DOUBLE_STASH else 1,
                             d.largest, d.smallest, d.smallest_resolved, d.fixer, d.stashed or ())

    def _delivery_plan(self, view: StarCartelView, seat: Seat) -> Plan:
        return self._delivery_outcome(view, seat)[1]

    def _delivery_choice(self, view: StarCartelView, seat: Seat, legal: list[Action]) -> Action:
        if view.delivery is None:  # not delivering: nothing to weigh
            return legal[0]
        largest, smallest, fixer, stash, _ = self._delivery_plan(view, seat)
        wanted = {
            "largest": make(LARGEST, cargo=Cargo(largest).word) if largest is not None else None,
            "smallest": make(SMALLEST, cargo=Cargo(smallest).word) if smallest is not None else None,
            "fixer": make(FIXER_VERB, fixer=fixer.value),
        }
        for action in legal:
            if action == wanted.get(action.kind):
                return action
            if action.kind == "stash" and cargo_of(action.args[0]) in stash:
                return action
        return legal[0]  # end_stash: nothing more worth stashing

    # --- loading --------------------------------------------------------------
    def _loading_value(self, view: StarCartelView, seat: Seat, action: Action) -> float:
        me = view.seats[seat]
        capacity = me.ship.capacity
        cards = list(me.load)
        if action.kind == "jettison":
            return -50.0  # rarely worth revealing cards for the next player
        if action.kind == "deliver":
            return 0.0
        if action.kind == "load":
            column, row = number(action.args[0]), number(action.args[1])
            cards.append(view.hub[column][row])
            if not view.turn_picks:
                # The card above is in plain sight: value the first pick by its best follow-up too.
                above = view.hub[column][row + 1] if row + 1 < len(view.hub[column]) else None
                if above is not None and sum(c.size for c in cards) + above.size <= capacity:
                    return max(self._value_of(view, me, cards), self._value_of(view, me, cards + [above]))
        return self._value_of(view, me, cards)

    def _value_of(self, view: StarCartelView, me: SeatView, cards: list[Contraband]) -> float:
        """Returns how good it is to end the loading with `cards` on the ship."""
        capacity = me.ship.capacity
        total = sum(c.size for c in cards)
        stash = _counts(me.stash or ())
        now = _stash_value(stash, view.prices)
        sets: dict[int, int] = {}
        for c in cards:
            sets[int(c.cargo)] = sets.get(int(c.cargo), 0) + c.size
        gain = _best_outcome(sets, _counts(cards), view.prices, stash, view.final_turn and total < capacity,
                             view.abilities and me.ship.ability is Ability.FIXER,
                             2 if view.abilities and me.ship.ability is Ability.DOUBLE_STASH else 1)[0] - now
        if total == capacity or view.final_turn:
            return 100.0 + 3 * gain + me.ship.value  # a delivery now: stash points and a better ship
        # Not full yet: what this load would be worth if it were delivered. (Weighing in the load's size
        # as well lost games in a tuning run: 60% against 68% wins over three random bots.)
        return gain


def _counts(cards: Iterable[Contraband]) -> dict[int, int]:
    """Returns how many cards of each cargo there are."""
    counts: dict[int, int] = {}
    for c in cards:
        counts[int(c.cargo)] = counts.get(int(c.cargo), 0) + 1
    return counts


def _stash_value(stash: dict[int, int], prices: Sequence[int]) -> int:
    """Returns the points of a stash (cards per cargo) at these prices."""
    return sum(prices[t] * n for t, n in stash.items())


def _best_outcome(sets: dict[int, int], counts: dict[int, int], prices: Sequence[int], stash: dict[int, int],
                  express: bool, has_fixer: bool, stash_limit: int, largest: int | None = None,
                  smallest: int | None = None, smallest_resolved: bool = False, fixer: Fixer | None = None,
                  stashed: Sequence[int] = ()) -> tuple[int, Plan]:
    """Returns the value of the own stash after the best plan, and that plan."""
    best = (-1, NO_PLAN)
    if not sets:
        return (_stash_value(stash, prices), best[1])
    for big in ([largest] if largest is not None else tied(sets, max)):
        rest = {t: s for t, s in sets.items() if t != big}
        smalls: list[int | None] = [smallest] if smallest_resolved else [*tied(rest, min)] or [None]
        for small in smalls:
            fixers = [fixer] if fixer is not None else _fixers(has_fixer, small is not None)
            for fix in fixers:
                p = _prices_after(prices, big, small, fix, express)
                left = [t for t in sets if t not in (big, small) and t not in stashed]
                value, chosen = _best_stash(counts, p, stash, stashed, left, max(0, stash_limit - len(stashed)))
                if value > best[0]:
                    best = (value, Plan(big, small, fix, chosen, tuple(p)))
    return best


def _fixers(has_fixer: bool, has_smallest: bool) -> list[Fixer]:
    """Returns the Fixer's uses open to a delivery (none without the ability; the smallest only with a smallest)."""
    if not has_fixer:
        return [Fixer.NONE]
    return [Fixer.NONE, Fixer.LARGEST] + ([Fixer.SMALLEST] if has_smallest else [])


def _prices_after(prices: Sequence[int], big: int, small: int | None, fix: Fixer, express: bool) -> list[int]:
    """Returns the prices after a delivery's largest set `big` and smallest `small` moved them, with the Fixer."""
    p = list(prices)
    p[big] = moved_price(p[big], -2 if fix is Fixer.LARGEST else (1 if express else 2))
    if small is not None:
        p[small] = moved_price(p[small], 1 if fix is Fixer.SMALLEST else (0 if express else -1))
    return p


def _best_stash(counts: dict[int, int], prices: Sequence[int], stash: dict[int, int], stashed: Sequence[int],
                left: list[int], room: int) -> tuple[int, tuple[int, ...]]:
    """Returns the own stash's best value at these prices and the sets stashed for it: as many of the sets left as
    there is room for (stashing more sets never lowers the value), the best of them."""
    best: tuple[int, tuple[int, ...]] = (-1, ())
    for chosen in combinations(left, min(room, len(left))):
        after = dict(stash)
        for t in (*stashed, *chosen):
            after[t] = after.get(t, 0) + counts.get(t, 0)
        value = _stash_value(after, prices)
        if value > best[0]:
            best = (value, chosen)
    return best


# The Strong (search) and Easy bots of this game: the search's settings for it (tabletop/bots/strong.py).

class StrongCartel(StrongBot):
    """Star Cartel: playouts to the end of the game (a game of greedy players takes about 30 ms)."""

    plan = SearchPlan("tabletop.games.star_cartel.sampling:determinize", "tabletop.bots.star_cartel:GreedyCartelBot",
                END_SCORES, Budget(candidates=6, playouts=48, depth=0), score_scale=40.0)
    hint_budget = Budget(candidates=4, playouts=24, depth=0)  # half the search: the hint within 0.5 s


class EasyCartel(EasyBot):
    """Easy Star Cartel."""

    greedy = "tabletop.bots.star_cartel:GreedyCartelBot"
