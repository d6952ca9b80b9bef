"""A heuristic Catan: Starfarers bot: spaceports and colony ships first, trade ships once it has freight pods,
supply trades toward the next build, offers to players for what the supply cannot give, answers weighed by what
the cards are worth to it, flights straight to the best free colony site or open outpost."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.engine.reason import Reason
from tabletop.bots.selection import Playout
from tabletop.bots.strong import Budget, EasyBot, Plan, StrongBot
from tabletop.games.starfarers.board import COLONY_SITE, DOCKING, NEIGHBOURS, NODES, PLANETS, node_of
from tabletop.games.starfarers.components import BOX, CIVS, RESOURCE_BY_WORD, Resource
from tabletop.games.starfarers.view import StarfarersView

PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
UNKNOWN_PIPS = 3  # a face-down disc, on average
COSTS = BOX.build_costs
# What to save for, in order, while each is possible (VP first, then the means to more VP).
PLAN = ("spaceport", "colony_ship", "freight_pod", "trade_ship", "booster", "cannon")
WANTED_UPGRADES = {"booster": 3, "freight_pod": 3, "cannon": 2}
KEEP = 2.5          # worth of a card the next build still needs
SPARE = 1.0         # worth of any other card
SPARE_GOODS = 1.3   # goods trade 2:1 with the supply, so a spare one is worth a little more
OVER_SEVEN = 0.6    # what each card above 7 in hand costs: half the hand may go on a 7
BETTER = 0.25       # a trade must gain at least this much worth
LEADER_VP = 12      # a player this close to 15 gets no trade that is merely fair
FRIEND_ORDER = ("SC_BB", "SC_BC1", "SC_BC2", "SC_BC3", "SC_CC", "DI_FAME1", "DI_FAME2", "DI_TRIBUTE", "DI_RELIEF",
                "DI_HELP", "ME_GOODS", "GF_ORE", "GF_FUEL", "GF_CARBON", "GF_FOOD", "GF_GOODS", "ME_ORE", "ME_FUEL",
                "ME_CARBON", "ME_FOOD")


@lru_cache(maxsize=None)
def dist_from(node: int) -> tuple[int, ...]:
    """Returns every node's distance in steps from `node` (passing pieces is allowed, so the plain graph)."""
    far = [10 ** 6] * len(NODES)
    far[node] = 0
    frontier = [node]
    d = 0
    while frontier:
        d += 1
        nxt = []
        for n in frontier:
            for m in NEIGHBOURS[n]:
                if far[m] > d:
                    far[m] = d
                    nxt.append(m)
        frontier = nxt
    return tuple(far)


class StarfarersBot:
    """Greedy: builds for points, flies its ships to the nearest worthwhile site, trades cards by their worth."""

    name = "greedy"
    needs_view = True

    def __init__(self) -> None:
        # (seat, turn): one offer round of its own per turn. Only the turn being played counts, so the memory is
        # dropped when the turn changes; a search that plays turns ahead and starts again drops what it played.
        self._offered: set[tuple[int, int]] = set()
        self._turn = 0

    def remember(self) -> tuple[int, frozenset[tuple[int, int]]]:
        """Returns the bot's memory of its offer rounds, for `recall` after a search has played ahead."""
        return self._turn, frozenset(self._offered)

    def recall(self, memory: tuple[int, frozenset[tuple[int, int]]]) -> None:
        """Puts back a memory `remember` returned."""
        self._turn, self._offered = memory[0], set(memory[1])

    def offered(self, seat: Seat, turn: int) -> None:
        """Notes that `seat` opened an offer round in `turn` (a bot that played this bot's choice for it)."""
        if turn != self._turn:
            self._offered.clear()
            self._turn = turn
        self._offered.add((seat, turn))

    def choose(self, game: Game[Any, Any], view: StarfarersView, seat: Seat, legal: list[Action],
               rng: random.Random) -> Action:
        """Returns the legal action this bot values most."""
        if view.turn != self._turn:
            self._offered.clear()
            self._turn = view.turn
        if len(legal) == 1:
            return legal[0]
        kinds = {a.kind for a in legal}
        hand = list(view.hand or (0,) * 5)
        if "roll" in kinds:
            return legal[0]
        if "step" in kinds or "end_flight" in kinds:
            return self._fly(view, seat, legal)
        if "trade" in kinds or "shake" in kinds or "end_turn" in kinds or "build" in kinds:
            return self._trade(view, seat, legal, hand)
        return self._pick(view, seat, legal, hand)

    def _pick(self, view: StarfarersView, seat: Seat, legal: list[Action], hand: list[int]) -> Action:
        """Returns this bot's answer to a question put to the seat: a card to give or take, a victim, an upgrade, …"""
        kinds = {a.kind for a in legal}
        first = legal[0].kind
        if first in ("discard", "give"):
            return max(legal, key=lambda a: self._surplus(hand)[_res(a)])
        if first in ("take", "relief"):
            need = self._need(view, seat, hand)
            return max(legal, key=lambda a: (need[_res(a)], -view.supply[_res(a)] * 0))
        if first in ("rob", "help"):
            return max(legal, key=lambda a: (view.points[int(a.args[0])], view.hand_sizes[int(a.args[0])]))
        if first == "answer":
            return self._encounter(view, seat, legal, hand)
        if first == "upgrade":
            order = {"freight_pod": 0, "booster": 1, "cannon": 2}
            return min(legal, key=lambda a: order[str(a.args[0])])
        if first == "lose":
            order = {"cannon": 0, "booster": 1, "freight_pod": 2}
            return min(legal, key=lambda a: order[str(a.args[0])])
        if first == "befriend":
            return min(legal, key=lambda a: FRIEND_ORDER.index(str(a.args[0])))
        if first == "jump_ship":
            return min(legal, key=lambda a: self._ship_trade(view, int(a.args[0])))
        if first == "jump":
            return self._jump(view, seat, legal)
        if first in ("accept", "pass", "propose"):
            return self._answer(view, seat, legal, hand)
        if "take_none" in kinds:
            return self._take(view, seat, legal, hand)
        if "offer_send" in kinds or "offer_cancel" in kinds:
            return self._write(view, legal, self._offer_plan(view, seat, hand), "offer")
        if "propose_send" in kinds or "propose_cancel" in kinds:
            return self._write(view, legal, self._proposal(view, seat, hand), "propose")
        return legal[0]

    def explain(self, game: Game[Any, Any], view: StarfarersView, seat: Seat, action: Action) -> Reason | None:
        """Returns why this bot would play `action` here, naming the places, pieces and cards of this position (the
        table's hint shows it)."""
        hand = list(view.hand or (0,) * 5)
        if action.kind == "step":
            return self._why_step(view, seat, action)
        if action.kind == "found":
            ship = next(s for s in view.ships if s.id == action.args[0])
            return Reason("sf.why.found_colony", {"node": ship.node, "vp": view.points[seat] + 1})
        if action.kind == "dock":
            ship = next(s for s in view.ships if s.id == action.args[0])
            civ = _civ_of(_node(ship.node))
            stations = dict(view.stations)[civ]
            holder = dict(view.markers)[civ]
            gains = holder is None or (holder != seat and stations.count(seat) + 1 > stations.count(holder))
            return Reason("sf.why.dock_marker" if gains else "sf.why.dock", {"node": ship.node})
        if action.kind == "build":
            return self._why_build(view, seat, action)
        if action.kind == "trade":
            return self._why_needs(view, seat, hand, "sf.why.trade_for", {"get": str(action.args[2])})
        if action.kind in ("shake", "end_turn"):
            return self._why_needs(view, seat, hand, "sf.why.wait", {})
        if action.kind == "end_flight":
            return Reason("sf.why.end_flight")
        if action.kind in ("offer", "offer_give", "offer_want", "offer_send", "propose", "propose_give",
                           "propose_want", "propose_send", "accept", "take_offer"):
            return self._why_needs(view, seat, hand, "sf.why.trade_players", {})
        return None

    def _why_needs(self, view: StarfarersView, seat: Seat, hand: list[int], code: str,
                   params: dict[str, Any]) -> Reason | None:
        """Returns a reason naming the next build of the plan and the cards it still lacks, or None without one."""
        goal = self._goal(view, seat)
        if goal is None:
            return Reason("sf.why.done") if code == "sf.why.wait" else None
        need = {Resource(r).word: n for r, n in enumerate(self._need(view, seat, hand)) if n}
        if not need:
            return Reason("sf.why.wait_built", {"what": goal}) if code == "sf.why.wait" else None
        return Reason(code, {**params, "what": goal, "resources": need})

    def _why_step(self, view: StarfarersView, seat: Seat, action: Action) -> Reason:
        """Returns where this step takes the ship: the site or outpost it flies to, and how far it is then."""
        ship = next(s for s in view.ships if s.id == action.args[0])
        there = _node(action.args[1])
        taken = {_node(s.node) for s in view.ships if s.owner == seat and s.id != ship.id and not s.trade}
        targets = self._targets(view, seat, ship.trade, set() if ship.trade else taken)
        if not targets:
            return Reason("sf.why.step_on", {"node": str(action.args[1])})
        here = _node(ship.node)
        best = max(targets, key=lambda t: targets[t] - 0.4 * dist_from(t)[here])
        steps = dist_from(best)[there]
        kind = "outpost" if ship.trade else "colony"
        if steps == 0:
            return Reason(f"sf.why.arrive_{kind}", {"node": NODES[best].id})
        left = max(0, ship.steps_left - 1)
        code = f"sf.why.step_{kind}" if steps <= left else f"sf.why.step_{kind}_later"
        return Reason(code, {"node": NODES[best].id, "steps": steps})

    def _why_build(self, view: StarfarersView, seat: Seat, action: Action) -> Reason:
        """Returns what this build brings here: the spaceport's VP, the new ship's goal, the upgrade's count."""
        what = str(action.args[0])
        if what == "spaceport" and len(action.args) == 2:
            return Reason("sf.why.spaceport", {"node": str(action.args[1]), "vp": view.points[seat] + 1})
        if what in ("colony_ship", "trade_ship") and len(action.args) == 2:
            at = _node(action.args[1])
            targets = self._targets(view, seat, what == "trade_ship", set())
            if targets:
                best = max(targets, key=lambda t: targets[t] - 0.4 * dist_from(t)[at])
                return Reason(f"sf.why.build_{what}", {"node": NODES[best].id, "steps": dist_from(best)[at]})
            return Reason("sf.why.build_ship_at", {"what": what, "node": str(action.args[1])})
        if what in UPGRADE_WORDS:
            n = view.upgrades[seat][UPGRADE_WORDS.index(what)] + 1
            if what == "freight_pod":
                open_at = [civ for civ, stations in view.stations if len(stations) < 5 and len(stations) < n]
                newly = [civ for civ in open_at if len(dict(view.stations)[civ]) == n - 1]
                if newly:
                    return Reason("sf.why.freight_pod", {"n": n, "node": _dock_of(newly[0])})
                return Reason("sf.why.freight_pods", {"n": n})
            return Reason(f"sf.why.{what}", {"n": n})
        return Reason("sf.why.build", {"what": what})

    # --- trade and build ---------------------------------------------------------------------
    def _goal(self, view: StarfarersView, seat: Seat) -> str | None:
        """Returns the first build of the plan this seat could make at all (pieces, limits)."""
        return next((what for what in PLAN if _could_build(view, seat, what)), None)

    def _need(self, view: StarfarersView, seat: Seat, hand: list[int]) -> list[int]:
        """Returns the cards the goal still lacks, by resource."""
        goal = self._goal(view, seat)
        if goal is None:
            return [0] * 5
        return [max(0, c - h) for c, h in zip(COSTS[goal], hand)]

    def _surplus(self, hand: list[int]) -> list[int]:
        return list(hand)

    def _trade(self, view: StarfarersView, seat: Seat, legal: list[Action], hand: list[int]) -> Action:
        """Returns the trade-and-build move: a build of the plan, fame for goods, a bank trade, an offer, or the end."""
        build = self._planned_build(view, seat, legal)
        if build is not None:
            return build
        fame = [a for a in legal if a.kind == "fame_for_sale"]
        goal = self._goal(view, seat)
        if fame and (goal is None or hand[Resource.GOODS] > COSTS[goal][Resource.GOODS]):
            return fame[0]
        trade = self._bank_trade(view, seat, legal, hand)
        if trade is not None:
            return trade
        offer = next((a for a in legal if a.kind == "offer"), None)
        if offer is not None and (seat, view.turn) not in self._offered and self._offer_plan(view, seat, hand):
            self._offered.add((seat, view.turn))
            return offer
        for a in legal:
            if a.kind in ("shake", "end_turn"):
                return a
        return legal[-1]

    def _planned_build(self, view: StarfarersView, seat: Seat, legal: list[Action]) -> Action | None:
        """Returns the first build of the plan the seat can make and still wants (None when none)."""
        builds = [a for a in legal if a.kind == "build"]
        for what in PLAN:
            mine = [a for a in builds if a.args[0] == what]
            if not mine:
                continue
            if what in WANTED_UPGRADES:
                k = ("booster", "cannon", "freight_pod").index(what)
                if view.upgrades[seat][k] >= WANTED_UPGRADES[what]:
                    continue
            if what == "colony_ship" and sum(1 for s in view.ships if s.owner == seat and not s.trade) >= 2:
                continue
            if what == "trade_ship" and any(s.owner == seat and s.trade for s in view.ships):
                continue
            return mine[0]
        return None

    def _bank_trade(self, view: StarfarersView, seat: Seat, legal: list[Action], hand: list[int]) -> Action | None:
        """Returns the cheapest bank trade that gets a card the goal lacks without spending one it needs (or None)."""
        goal = self._goal(view, seat)
        need = self._need(view, seat, hand)
        cost = COSTS[goal] if goal else (0,) * 5
        trades = []
        for a in legal:
            if a.kind != "trade":
                continue
            rate, give, get = int(a.args[0]), _res_word(a.args[1]), _res_word(a.args[2])
            if need[get] > 0 and hand[give] - rate >= cost[give]:
                trades.append((rate, -hand[give], a))
        return min(trades, key=lambda t: (t[0], t[1]))[2] if trades else None

    # --- trading with players: every trade weighed by what the cards are worth to this seat -----------------
    def _worth(self, view: StarfarersView, seat: Seat, hand: list[int] | tuple[int, ...]) -> float:
        """Returns what a hand is worth to the seat: cards its next build needs, spare cards, less a 7's risk."""
        goal = self._goal(view, seat)
        cost = COSTS[goal] if goal else (0,) * 5
        total = 0.0
        for r, n in enumerate(hand):
            kept = min(n, cost[r])
            total += kept * KEEP + (n - kept) * (SPARE_GOODS if r == Resource.GOODS else SPARE)
        return total - OVER_SEVEN * max(0, sum(hand) - 7)

    def _gain(self, view: StarfarersView, seat: Seat, hand: list[int], get: tuple[int, ...] | list[int],
              give: tuple[int, ...] | list[int]) -> float:
        """Returns how much worth a trade adds to the seat's hand (negative: it loses)."""
        after = [h + g - x for h, g, x in zip(hand, get, give)]
        if min(after) < 0:
            return -99.0
        return self._worth(view, seat, after) - self._worth(view, seat, hand)

    def _bar(self, view: StarfarersView, partner: Seat) -> float:
        """Returns the gain a trade with `partner` must reach: more when the partner is close to winning."""
        return BETTER + (2.0 if view.points[partner] >= LEADER_VP else 0.0)

    def _swap(self, view: StarfarersView, seat: Seat, hand: list[int],
              wanted: list[int] | tuple[int, ...] | None = None) -> tuple[int, int] | None:
        """Returns the best one-for-one swap (give, want) for this seat's next build, or None.

        `wanted` limits what may be asked for (the cards a partner is known to hold)."""
        need = self._need(view, seat, hand)
        best: tuple[float, int, int] | None = None
        for want in range(5):
            if not need[want] or (wanted is not None and not wanted[want]):
                continue
            for give in range(5):
                if give == want or not hand[give]:
                    continue
                get, out = [0] * 5, [0] * 5
                get[want], out[give] = 1, 1
                gain = self._gain(view, seat, hand, get, out)
                if gain > BETTER and (best is None or (gain, hand[give]) > (best[0], hand[best[1]])):
                    best = (gain, give, want)
        return None if best is None else (best[1], best[2])

    def _offer_plan(self, view: StarfarersView, seat: Seat, hand: list[int]) -> tuple[int, int] | None:
        """Returns the one-for-one offer (give, want) worth making to the other players, or None."""
        if all(view.points[s] >= LEADER_VP for s in range(view.players) if s != seat):
            return None
        return self._swap(view, seat, hand)

    def _proposal(self, view: StarfarersView, seat: Seat, hand: list[int]) -> tuple[int, int] | None:
        """Returns the one-for-one trade (give, want) to propose to the active player, or None."""
        offer = view.offer
        if offer is None or view.points[view.current] >= LEADER_VP:
            return None
        return self._swap(view, seat, hand, offer.give if sum(offer.give) else None)

    def _write(self, view: StarfarersView, legal: list[Action], plan: tuple[int, int] | None,
               prefix: str) -> Action:
        """Returns the next pick of an offer or proposal being written: its card given, its card wanted, send."""
        decision = view.deciding()
        picks = decision.picks if decision is not None else ()
        sides = {p[0] for p in picks if isinstance(p, tuple) and p and p[0] in ("give", "want")}
        by_text = {a.text(): a for a in legal}
        if plan is not None:
            give, want = plan
            for side, r in (("give", give), ("want", want)):
                pick = by_text.get(f"{prefix}_{side} {Resource(r).word}")
                if side not in sides and pick is not None:
                    return pick
        send = by_text.get(f"{prefix}_send")
        if send is not None and (sides or prefix == "offer"):
            return send
        return by_text.get(f"{prefix}_cancel", legal[-1])

    def _answer(self, view: StarfarersView, seat: Seat, legal: list[Action], hand: list[int]) -> Action:
        """Returns the answer to an offer round: accept a trade that gains enough, else propose one, else pass."""
        offer = view.offer
        accept = next((a for a in legal if a.kind == "accept"), None)
        if accept is not None and offer is not None and \
                self._gain(view, seat, hand, offer.give, offer.want) > self._bar(view, view.current):
            return accept
        propose = next((a for a in legal if a.kind == "propose"), None)
        if propose is not None and self._proposal(view, seat, hand) is not None:
            return propose
        return next(a for a in legal if a.kind == "pass")

    def _take(self, view: StarfarersView, seat: Seat, legal: list[Action], hand: list[int]) -> Action:
        """Returns the answer worth most to take from an offer round, or take_none when none gains enough."""
        offer = view.offer
        best: tuple[float, Action] | None = None
        if offer is not None:
            answers = {s: (theirs, mine) for s, _kind, theirs, mine in offer.answers}
            for a in legal:
                if a.kind != "take_offer":
                    continue
                partner = int(a.args[0])
                theirs, mine = answers[partner]
                gain = self._gain(view, seat, hand, theirs, mine) - self._bar(view, partner)
                if gain > 0 and (best is None or gain > best[0]):
                    best = (gain, a)
        return best[1] if best else next(a for a in legal if a.kind == "take_none")

    # --- encounters ----------------------------------------------------------------------------
    def _encounter(self, view: StarfarersView, seat: Seat, legal: list[Action], hand: list[int]) -> Action:
        family = view.encounter.family if view.encounter else ""
        answers = {a.args[0]: a for a in legal}
        cannons = view.upgrades[seat][1]
        if family == "merchant_gift":
            for n in (3, 2, 1):
                if n in answers:
                    return answers[n]
        if family == "traveler_gift":
            for n in (2, 1):
                if n in answers:
                    return answers[n]
        if family == "pirate_attack":
            return answers["no" if cannons >= 2 else "yes"]
        if family == "pirate_toll":
            return answers.get("yes" if cannons < 2 else "no", answers["no"])
        if family in ("distress_call", "asteroid_field", "wormhole"):
            return answers.get("yes", legal[0])
        return legal[0]

    def _ship_trade(self, view: StarfarersView, ship_id: int) -> int:
        ship = next((s for s in view.ships if s.id == ship_id), None)
        return 0 if ship is not None and not ship.trade else 1

    def _jump(self, view: StarfarersView, seat: Seat, legal: list[Action]) -> Action:
        decision = view.deciding()
        ship_id = int(str(decision.params["ship"])) if decision is not None else -1
        ship = next((s for s in view.ships if s.id == ship_id), None)
        targets = self._targets(view, seat, ship.trade if ship else False, set())
        if not targets:
            return legal[0]
        return max(legal, key=lambda a: targets.get(_node(a.args[0]), -1.0))

    # --- flight -------------------------------------------------------------------------------------
    def _targets(self, view: StarfarersView, seat: Seat, trade: bool, taken: set[int]) -> dict[int, float]:
        """Returns the nodes worth flying to with their values: free colony sites, or outposts open to this seat."""
        return self._outposts(view, seat) if trade else self._colony_sites(view, taken)

    def _outposts(self, view: StarfarersView, seat: Seat) -> dict[int, float]:
        """Returns the docking points of the outposts where a trade ship of this seat may still dock, with values:
        more where a station would win or keep the friendship marker."""
        out: dict[int, float] = {}
        pods = view.upgrades[seat][2]
        for civ, stations in view.stations:
            outpost = next(n for n in NODES if n.outpost is not None and DOCKING[n.key] and _civ_of(n.key) == civ)
            if len(stations) < 5 and pods > len(stations):
                mine = stations.count(seat)
                holder = dict(view.markers)[civ]
                value = 6.0 if holder is None or (holder != seat and mine + 1 > stations.count(holder)) else 3.0
                out[outpost.key] = value
        return out

    def _colony_sites(self, view: StarfarersView, taken: set[int]) -> dict[int, float]:
        """Returns the free colony sites no other ship is bound for, valued by their planets' numbers."""
        occupied = {_node(n) for n, _ in view.colonies} | {_node(n) for n, _ in view.spaceports}
        tokens = {p.id for p in view.planets if p.token is not None}
        out: dict[int, float] = {}
        for node in NODES:
            if not COLONY_SITE[node.key] or node.key in occupied or node.key in taken:
                continue
            planets = [PLANETS[p] for p in node.planets]
            if any(p.id in tokens for p in planets):
                continue
            if view.neutral is not None and _crowded(node.key, occupied):
                continue
            value = sum(UNKNOWN_PIPS if view.planets[p.key].numbers is None
                        else sum(PIPS.get(n, 0) for n in view.planets[p.key].numbers or ()) for p in planets)
            out[node.key] = 2.0 + value / 4.0
        return out

    def _found_here(self, view: StarfarersView, seat: Seat, legal: list[Action],
                    ships: dict[int, Any]) -> Action | None:
        """Returns a docking, or a founding on a colony site worth flying to (None when neither is listed)."""
        for a in legal:
            if a.kind == "dock":
                return a
            if a.kind == "found" and _node(ships[int(a.args[0])].node) in self._targets(view, seat, False, set()):
                return a
        return None

    def _fly(self, view: StarfarersView, seat: Seat, legal: list[Action]) -> Action:
        """Returns the flight's move: a station docked or a colony founded where worth it, else a step of the first
        ship (the one moving first) toward its best target, else the flight's end."""
        ships = {s.id: s for s in view.ships if s.owner == seat}
        found = self._found_here(view, seat, legal, ships)
        if found is not None:
            return found
        steps = [a for a in legal if a.kind == "step"]
        if not steps:
            return next(a for a in legal if a.kind == "end_flight")
        # Prefer the ship already moving, then the others in id order.
        order = sorted({int(a.args[0]) for a in steps}, key=lambda k: (k != view.moving, k))
        end = next((a for a in legal if a.kind == "end_flight"), None)
        taken: set[int] = set()
        for ship_id in order:
            ship = ships[ship_id]
            here = _node(ship.node)
            targets = self._targets(view, seat, ship.trade, taken)
            if not targets:
                continue
            best = max(targets, key=lambda t: targets[t] - 0.4 * dist_from(t)[here])
            taken.add(best)
            dist = dist_from(best)
            mine = [a for a in steps if int(a.args[0]) == ship_id]
            move = min(mine, key=lambda a: dist[_node(a.args[1])])
            if dist[_node(move.args[1])] < dist[here]:
                return move
            if ship_id == view.moving and end is None:
                return move  # it must move on: it stands where it may not end
        if end is not None:
            return end
        return steps[0]


def _could_build(view: StarfarersView, seat: Seat, what: str) -> bool:
    """Returns True when the seat has the pieces for this build and has not reached the plan's limit of it."""
    pieces, ups = view.pieces[seat], view.upgrades[seat]
    my_ships = [s for s in view.ships if s.owner == seat]
    if what == "spaceport":
        return pieces[3] > 0 and any(o == seat for _, o in view.colonies)
    if what == "colony_ship":
        return pieces[2] > 0 and pieces[0] > 0 and sum(1 for s in my_ships if not s.trade) < 2
    if what == "trade_ship":
        return ups[2] >= 1 and pieces[2] > 0 and pieces[1] > 0 and not any(s.trade for s in my_ships)
    if what in WANTED_UPGRADES:
        k = UPGRADE_WORDS.index(what)
        return ups[k] < WANTED_UPGRADES[what] and view.tray[k] > 0
    return False


def _crowded(node: int, occupied: set[int]) -> bool:
    """Returns True when two colony sites of the node's system are taken (with a neutral colour, a third may not be
    founded there)."""
    system = NODES[node].systems[0]
    return sum(1 for n in NODES if COLONY_SITE[n.key] and n.systems and n.systems[0] == system
               and n.key in occupied) >= 2


def _res(a: Action) -> int:
    return int(RESOURCE_BY_WORD[str(a.args[0])])


def _res_word(arg: object) -> int:
    return int(RESOURCE_BY_WORD[str(arg)])


def _node(word: object) -> int:
    node = node_of(word)
    assert node is not None
    return node


UPGRADE_WORDS = ("booster", "cannon", "freight_pod")


def _dock_of(civ: str) -> str:
    """Returns the node id of a civilisation's docking point."""
    return next(n.id for n in NODES if n.outpost is not None and DOCKING[n.key] and _civ_of(n.key) == civ)


def _civ_of(node: int) -> str:
    from tabletop.games.starfarers.board import SECTORS

    outpost = NODES[node].outpost
    assert outpost is not None
    civ = SECTORS[outpost].civ
    assert civ is not None and civ in CIVS
    return civ


# The Strong (search) and Easy bots of this game: the search's settings for it (tabletop/bots/strong.py).

class StrongStarfarer(StrongBot):
    """Catan: Starfarers: playouts of a turn round or so (a whole game is about a thousand actions), then the
    victory points as they stand."""

    _first: Action | None = None  # the greedy bot's choice among the candidates of the search under way
    _memory: tuple[int, frozenset[tuple[int, int]]] | None = None  # its offer memory when the search began
    _turn = 0  # the turn of the search under way

    plan = Plan("tabletop.games.starfarers.sampling:determinize", "tabletop.bots.starfarers:StarfarersBot",
                "tabletop.games.starfarers.sampling:estimate", Budget(candidates=4, playouts=24, depth=120),
                score_scale=5.0)
    hint_budget = Budget(candidates=4, playouts=12, depth=120)  # half the search: the hint within 0.5 s

    def worth_searching(self, game: Game[Any, Any], view: Any, seat: Seat, legal: list[Action]) -> bool:
        """Returns False while an offer or a proposal is written card by card, or an answer is taken (the greedy
        bot carries out the trade it chose: a search of each pick would weigh half-written offers), and for the
        further steps of a ship under way (the search chose its first step, and its playouts flew on as the greedy
        bot does); a ship that could found or dock is searched."""
        kinds = {a.kind for a in legal}
        if kinds & WRITING:
            return False
        if "step" in kinds and not kinds & {"found", "dock"}:
            moving = next((s for s in view.ships if s.id == view.moving), None)
            return moving is None or moving.steps == 0 or moving.done
        return True

    def candidates(self, game: Game[Any, Any], view: Any, seat: Seat, legal: list[Action],
                   rng: random.Random) -> list[Action]:
        """Returns the greedy bot's ranking, without a new offer round unless the greedy bot itself opens one (it
        opens one a turn, so the table never waits on offers made again and again)."""
        ranked = super().candidates(game, view, seat, legal, rng)
        if ranked and ranked[0].kind != "offer":
            ranked = [a for a in ranked if a.kind != "offer"]
        self._first = ranked[0] if ranked else None
        self._recall(seat, None)  # ranking the moves opened no round
        return ranked

    def think(self, game: Game[Any, Any], state: Any, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
        """Returns the searched move; the greedy bot's memory of its offer rounds is afterwards the game's: what
        it was, and this move if it opens a round (not what the ranking and the playouts left in it)."""
        self._memory, self._turn = self._greedy.remember(), game.view(state, seat).turn
        action = super().think(game, state, seat, legal, rng)
        self._recall(seat, action)
        return action

    def _recall(self, seat: Seat, action: Action | None) -> None:
        """Puts back the greedy bot's memory as it was when the search under way began, with `action` noted if
        it opens an offer round."""
        if self._memory is not None:
            self._greedy.recall(self._memory)
            if action is not None and action.kind == "offer":
                self._greedy.offered(seat, self._turn)

    def playout(self, game: Game[Any, Any], world: Any, seat: Seat, action: Action, rng: random.Random) -> Playout:
        """Returns the playout's outcome, a little more for the greedy bot's own choice: a handful of playouts
        full of dice is noisy, so another move must do clearly better to be played instead. Every playout
        starts from the game's memory of offer rounds, so none depends on the one before."""
        self._recall(seat, action)
        played = super().playout(game, world, seat, action, rng)
        return played._replace(value=played.value + GREEDY_PRIOR) if action == self._first else played


# What the greedy bot's choice is given in each playout: a win in about one playout in ten (outcomes are 0..1).
GREEDY_PRIOR = 0.08

# The picks of an offer or a proposal being written, and the active player's choice among the answers.
WRITING = frozenset({"offer_give", "offer_want", "offer_skip", "offer_send", "offer_cancel", "propose_give",
                     "propose_want", "propose_send", "propose_cancel", "take_offer", "take_none"})


class EasyStarfarer(EasyBot):
    """Easy Catan: Starfarers."""

    greedy = "tabletop.bots.starfarers:StarfarersBot"
