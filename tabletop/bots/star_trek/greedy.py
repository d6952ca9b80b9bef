"""Star Trek's greedy bot: the heuristic player of the notes (§13), playing both decks from its seat's view.

Each turn it plays a ship if it has fewer than two, then the personnel that best fill what its missions still
lack, and draws with what is left. In its orders it plans one mission: the open mission whose requirements the
personnel it can gather there this turn meet with the most to spare. Ships carry the personnel from wherever
they wait (a ship at the mission can fetch them and come back when its Range allows); at a planet everyone beams
down; then it attempts. When no mission can be met this turn it brings its crews to the mission it comes closest
to solving. As the dilemma owner it stacks the dilemmas that would take out most of the attempting crew within
the budget (the one that stops them all last) and stops the personnel the mission needs most; as the attempting
player it gives up the one it can best spare, and uses Interlink, Adapt and Analyze when they help. With the
premade decks' cards (star_trek_decks.md §8) it fights only sure wins after its attempts, going to the opponent's
missions for them (raids.py, battles.py), and plays and carries equipment with its crews (equipment.py); why.py
says why it plays a move. It reads only its seat's view, so what Mission Briefing lends and what the Borg Queen
names (neither is in the view) are left to people.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.action import Action
from tabletop.engine.contract import Game, Seat
from tabletop.engine.reason import Reason
from tabletop.bots.star_trek import battles, equipment, raids, why
from tabletop.bots.star_trek.board import Board, Plan
from tabletop.games.star_trek.components import Kind
from tabletop.games.star_trek.effects import Interlink, effect
from tabletop.games.star_trek.moves import ATTEMPT, BEAM, CHOOSE, MOVE, make, parts
from tabletop.games.star_trek.view import StarTrekView
from tabletop.games.star_trek.reckoning import (WIPE, card_data, dilemma_harm, group_meets, missing_leaves,
                                                 missing_skills, required_skills, staffs)

END_ORDERS = make("end_orders")
PASS = make("pass")
DONE = make("done")
NEXT_DILEMMA = make("next")  # the attempting player steps on to the next dilemma
END_PLAY = make("end_play")
SHIPS_WANTED = 2  # one carries the crew to a mission; a second one fetches those played at headquarters since


class GreedyStarTrek:
    """The notes' heuristic bot (a hint, or a seat)."""

    name = "greedy"
    needs_view = True

    def choose(self, game: Game[Any, Any], view: StarTrekView, seat: Seat, legal: list[Action],
               rng: random.Random) -> Action:
        """Returns one of `legal`."""
        mine = [d for d in view.decisions if d.now and d.seat == seat]
        kind = mine[0].kind if mine else None
        by_kind = {a.kind: a for a in legal}
        handler = getattr(self, f"_{kind}", None)
        if handler is not None:
            action = handler(self.board(view, seat), legal)
            if action in legal:
                return action  # type: ignore[no-any-return]
        for fallback in ("pass", "done", "end_orders", "end_play"):
            if fallback in by_kind:
                return by_kind[fallback]
        return legal[0]

    def board(self, view: StarTrekView, seat: Seat) -> Board:
        """Returns the side of the table its moves are reckoned on (a search may hand it one with a plan chosen)."""
        return Board(view, seat)

    # --- the play and draw segment ----------------------------------------------------------------------------
    @staticmethod
    def _value(board: Board, card_id: str, lacking: set[str]) -> float:
        """Returns what a personnel in hand is worth now: skills per counter, and more for the skills missing."""
        card = card_data(card_id)
        skills = dict(card.skills)
        value = sum(skills.values()) / max(1, card.cost) + 0.1 * card.cost
        value += 1.5 * len(lacking & set(skills))
        if "Cmd" in card.staffing_icons and not any("Cmd" in card_data(p.card).staffing_icons for p in board.people):
            value += 1.0  # a Federation ship moves only with a [Cmd] aboard
        return value

    def _play(self, board: Board, legal: list[Action]) -> Action:
        plays = [a for a in legal if a.kind == "play"]
        ships = [a for a in plays if card_data(board.hand[int(a.args[0])]).kind is Kind.SHIP]
        if ships and len(board.ships) < SHIPS_WANTED:
            return max(ships, key=lambda a: (card_data(board.hand[int(a.args[0])]).range, -int(a.args[0])))
        lacking = board.lacking()
        gear = equipment.worth_playing(board.view, board.seat, board.hand, plays, [p.card for p in board.people],
                                       lacking)
        if gear is not None:
            return gear
        people = [a for a in plays if card_data(board.hand[int(a.args[0])]).kind is Kind.PERSONNEL]
        if people:
            return max(people, key=lambda a: (self._value(board, board.hand[int(a.args[0])], lacking),
                                              -int(a.args[0])))
        # A battle event goes to the core, to wait for a sure win (§8).
        events = [a for a in plays if battles.is_battle_event(board.hand[int(a.args[0])])]
        if events:
            return events[0]
        return next((a for a in legal if a.kind == "draw"), END_PLAY)

    # --- orders ---------------------------------------------------------------------------------------------
    def _orders(self, board: Board, legal: list[Action]) -> Action:
        view, seat = board.view, board.seat
        if raids.raiding(view, seat):  # a ship came to the opponent's mission for a sure win: fight first
            battle = battles.best_battle(view, seat, legal)
            if battle is not None:
                return battle
        plan = board.best_plan()
        if plan is None or plan.misses:  # no attempt this turn: a sure win elsewhere comes before gathering
            raid = raids.raid(view, seat, legal) or raids.staff_for_raid(view, seat, legal)
            if raid is not None:
                return raid
        step = self._planned(board, legal)
        if step == END_ORDERS:  # the turn's attempts and moves are made: a sure win may be worth a battle (§8),
            # here or where a ship with the event can go
            return battles.best_battle(view, seat, legal) or raids.raid(view, seat, legal) or \
                raids.staff_for_raid(view, seat, legal) or END_ORDERS
        return step

    def _planned(self, board: Board, legal: list[Action]) -> Action:
        """Returns the next step toward this turn's attempt, or toward the mission nearest solving; else ends."""
        plan = board.best_plan()
        if plan is None:
            return END_ORDERS
        if plan.misses == 0:
            return self._carry_out(board, plan, legal)
        return self._gather(board, legal)

    # --- battles and the new decks' choices (star_trek_decks.md §8) ------------------------------------------
    def _assist(self, board: Board, legal: list[Action]) -> Action:
        return battles.assist(board.view, board.seat, legal)

    def _damage(self, board: Board, legal: list[Action]) -> Action:
        return battles.damage_target(board.view, legal)

    def _onplay(self, board: Board, legal: list[Action]) -> Action:
        return make("accept")

    def _carry(self, board: Board, legal: list[Action]) -> Action:
        return DONE

    def _board_ship(self, board: Board, origin: int, ship: int, legal: list[Action]) -> Action | None:
        """Returns the next beam of someone unstopped at `origin` aboard `ship`, then of the equipment there (it
        goes with the group), or None when all are aboard."""
        for p in board.ready_at(origin):
            if p.ship != ship:
                beam = make(BEAM, card=p.uid, to=ship)
                if beam in legal:
                    return beam
        return equipment.beam_along(board.gear, origin, ship, legal)

    def _carry_out(self, board: Board, plan: Plan, legal: list[Action]) -> Action:
        """Returns the next step of a plan that meets the requirements: fetch, carry, beam down, attempt."""
        m = plan.mission
        if plan.fetch is not None:
            ship, origin = plan.fetch
            return self._board_ship(board, m, ship, legal) or self._legal(make(MOVE, ship=ship, to=origin), legal)
        for origin, ship in plan.carriers:
            return self._board_ship(board, origin, ship, legal) or self._legal(make(MOVE, ship=ship, to=m), legal)
        if card_data(board.missions[m].card).mission_type == "planet":
            return self._beam_down(board, m, legal) or self._legal(make(ATTEMPT, mission=m), legal)
        ships = [s for s in board.ships_at(m) if not s.stopped]
        if not ships:
            return END_ORDERS
        flagship = max(ships, key=lambda s: (sum(1 for p in board.ready_at(m) if p.ship == s.uid), -s.uid))
        return self._board_ship(board, m, flagship.uid, legal) or \
            self._legal(make(ATTEMPT, mission=m, ship=flagship.uid), legal)

    @staticmethod
    def _beam_down(board: Board, m: int, legal: list[Action]) -> Action | None:
        """Returns the next beam down to planet `m` of someone aboard a ship there, then of the equipment."""
        for p in board.ready_at(m):
            beam = make(BEAM, card=p.uid, to=m)
            if p.ship is not None and beam in legal:
                return beam
        return equipment.beam_along(board.gear, m, m, legal)

    def _gather(self, board: Board, legal: list[Action]) -> Action:
        """Returns a step that brings crews toward the mission they come closest to solving, or ends the orders."""
        target = board.target()
        if target is None:
            return END_ORDERS
        t = target.uid
        for origin in sorted({p.mission for p in board.people if not p.stopped} - {t}):
            ship = board.carrier(origin, t)
            if ship is not None:
                return self._board_ship(board, origin, ship.uid, legal) or \
                    self._legal(make(MOVE, ship=ship.uid, to=t), legal)
        # Nobody can come on their own: a ship at the target flies out to fetch the largest crew left waiting.
        waiting = sorted({p.mission for p in board.people if not p.stopped} - {t},
                         key=lambda o: -len(board.ready_at(o)))
        here = [p.card for p in board.ready_at(t)]
        for origin in waiting:
            if any(s.range_left >= board.cost(origin, t) for s in board.ships_at(origin)):
                continue  # a ship waits there, only unstaffed: fetching the crew would not help it
            ships = [s for s in board.ships_at(t) if not s.stopped and s.range_left >= board.cost(t, origin)
                     and staffs(s.card, here)]
            if ships:
                fetcher = ships[0].uid
                return self._board_ship(board, t, fetcher, legal) or \
                    self._legal(make(MOVE, ship=fetcher, to=origin), legal)
        return END_ORDERS

    @staticmethod
    def _legal(action: Action, legal: list[Action]) -> Action:
        return action if action in legal else END_ORDERS

    # --- end of turn and card orders ---------------------------------------------------------------------------
    def _discard(self, board: Board, legal: list[Action]) -> Action:
        discards = [a for a in legal if a.kind == "discard"]
        lacking = board.lacking()

        def value(a: Action) -> float:
            card = card_data(board.hand[int(a.args[0])])
            if card.kind is Kind.PERSONNEL:
                return self._value(board, card.id, lacking)
            if card.kind is Kind.SHIP:
                return 5.0 if len(board.ships) < SHIPS_WANTED else 0.5
            return 1.0 if card.kind is Kind.INTERRUPT else 0.0
        return min(discards, key=lambda a: (value(a), int(a.args[0])))

    def _name(self, board: Board, legal: list[Action]) -> Action:
        target = board.target()
        if target is not None:
            req = card_data(target.card).requirements
            assert req is not None
            for skill in sorted(missing_skills(req, [p.card for p in board.people])):
                return make("name", skill=skill)
        return make("name", skill="Security")

    def _tuck(self, board: Board, legal: list[Action]) -> Action:
        return legal[0]

    def _aboard(self, board: Board, legal: list[Action]) -> Action:
        return next((a for a in legal if a.kind == "aboard"), DONE)

    # --- the mission attempt ------------------------------------------------------------------------------------
    def _add(self, board: Board, legal: list[Action]) -> Action:
        return DONE

    def _stack(self, board: Board, legal: list[Action]) -> Action:
        """Returns the next dilemma of the stack that hurts the attempting crew most within the budget, or done."""
        best = self._best_stack(board, legal)
        return make(CHOOSE, card=best[0]) if best else DONE

    def _best_stack(self, board: Board, legal: list[Action]) -> list[int]:
        """Returns the dilemmas still to add, in facing order: the most harm within the budget left.

        A dilemma that does the crew no harm is left out: overcome beneath the mission, it would only lower the
        budget of every later attempt there. Those that end the attempt outright go last, so that the others are
        faced first rather than overcome unfaced.
        """
        attempt = board.view.attempt
        if attempt is None or not attempt.drawn:
            return []
        drawn = {c.uid: c.card for c in attempt.drawn}
        picks = next((d.picks for d in board.view.decisions if d.now and d.seat == board.seat), ())
        chosen = [int(str(u)) for u in picks]
        left = attempt.budget - sum(card_data(drawn[u]).cost for u in chosen)
        titles = {card_data(drawn[u]).title for u in chosen}
        crew = [board.card_of(u) for u in board.remaining()]
        harms = {u: dilemma_harm(drawn[u], crew) for a in legal if a.kind == "choose"
                 for u in (int(a.args[0]),)}
        options = sorted((u for u, h in harms.items() if h > 0), key=lambda u: (-harms[u], u))
        best: tuple[float, int, list[int]] = (0.0, 0, [])

        def search(k: int, budget: int, names: set[str], picked: list[int], harm: float) -> None:
            nonlocal best
            if (harm, -sum(card_data(drawn[u]).cost for u in picked)) > best[:2]:
                best = (harm, -sum(card_data(drawn[u]).cost for u in picked), list(picked))
            for j in range(k, len(options)):
                card = card_data(drawn[options[j]])
                if card.cost <= budget and card.title not in names:
                    search(j + 1, budget - card.cost, names | {card.title}, picked + [options[j]],
                           harm + harms[options[j]])

        search(0, left, titles, [], 0.0)
        return sorted(best[2], key=lambda u: (harms[u] >= WIPE, -harms[u], u))

    def _pick(self, board: Board, legal: list[Action]) -> Action:
        attempt = board.view.attempt
        if attempt is None:
            return legal[0]
        mission = attempt.mission
        req = card_data(board.missions[mission].card).requirements
        assert req is not None
        wanted = required_skills(req)
        group = board.remaining()
        cards = {u: board.card_of(u) for u in group}

        def loss(a: Action) -> tuple[int, int, int]:
            uid = int(a.args[0])
            rest = [cards[u] for u in group if u != uid]
            held = sum(n for s, n in card_data(board.card_of(uid)).skills if s in wanted)
            return (group_meets(req, [(c, 0) for c in rest]), held, -uid)
        attempting = attempt.seat == board.seat
        return (min if attempting else max)(legal, key=loss)

    def _facing(self, board: Board, legal: list[Action]) -> Action:
        return next((a for a in legal if a.kind == "adapt"), PASS)

    def _check(self, board: Board, legal: list[Action]) -> Action:
        """Returns an Interlink that brings a skill the remaining group lacks for the mission, else pass."""
        attempt = board.view.attempt
        if attempt is None:
            return PASS
        req = card_data(board.missions[attempt.mission].card).requirements
        assert req is not None
        lacking = missing_skills(req, [board.card_of(u) for u in board.remaining()])
        for a in legal:
            if a.kind == "interlink":
                link = effect(board.card_of(int(a.args[0])), Interlink)
                if link is not None and link.skill in lacking:
                    return a
        return PASS

    def _return(self, board: Board, legal: list[Action]) -> Action:
        return next((a for a in legal if a.kind == "analyze"), PASS)

    def _next(self, board: Board, legal: list[Action]) -> Action:
        """Returns the step on to the next dilemma (or the check): the only move, played at the table's pace."""
        return NEXT_DILEMMA


    # --- why ---------------------------------------------------------------------------------------------------
    def explain(self, game: Game[Any, Any], view: StarTrekView, seat: Seat, action: Action) -> Reason | None:
        """Returns why this bot would play `action` now, in one sentence of its own terms (a hint's reason)."""
        return why.explain(Board(view, seat), action)
