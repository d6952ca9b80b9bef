"""Why the Star Trek greedy bot would play a move (its `explain`, the table's hint): one sentence about the position,
in the game's words, from the bot's own reckoning (games/star_trek/reasons.py holds the sentences).

It reads only the seat's view, as the bot does.
"""

from __future__ import annotations

from typing import Callable

from tabletop.bots.star_trek import battles, equipment, raids
from tabletop.bots.star_trek.board import Board
from tabletop.engine.action import Action
from tabletop.engine.reason import Reason
from tabletop.games.star_trek.components import Kind
from tabletop.games.star_trek.effects import Interlink, effect
from tabletop.games.star_trek.moves import parts
from tabletop.games.star_trek.reckoning import WIPE, card_data, dilemma_harm, missing_leaves

SIMPLE = {"discard": "discard", "tuck": "tuck", "adapt": "adapt", "analyze": "analyze", "next": "next"}


def _why(code: str, **params: object) -> Reason:
    """Returns a reason of the bot's own catalog (games/star_trek/reasons.py)."""
    return Reason(f"st.why.{code}", dict(params))


def _name(board: Board, uid: int | None) -> str:
    """Returns the name of a card the view shows ("" for none)."""
    card = board.card_of(uid) if uid is not None else ""
    return card_data(card).name if card else ""


def explain(board: Board, action: Action) -> Reason | None:
    """Returns why the greedy bot would play `action` now."""
    kind = action.kind
    reader: Callable[[Board, Action], Reason | None] | None = READERS.get(kind)
    if reader is not None:
        return reader(board, action)
    if kind in SIMPLE:
        return _why(SIMPLE[kind], card=_name(board, parts(action).card))
    attempt = board.view.attempt
    if kind == "done" and attempt is not None:
        return _why("stack_done" if attempt.step == "choosing" else "add_none")
    if kind == "pass":
        return _why("assist_keep" if board.view.battle is not None else "pass")
    return _why("any")


# --- playing ----------------------------------------------------------------------------------------------------
def _play(board: Board, action: Action) -> Reason:
    if action.kind == "draw":
        return _why("draw")
    if action.kind == "end_play":  # legal only when the counters are spent or the draw deck is empty
        return _why("end_play" if board.deck_count == 0 else "end_play_spent")
    uid = int(str(parts(action).card))
    name = _name(board, uid)
    card = card_data(board.hand[uid])
    if card.kind is Kind.SHIP:
        return _why("play_ship", card=name)
    target = board.target()
    mission = card_data(target.card).name if target is not None else ""
    if card.kind is Kind.EVENT and battles.is_battle_event(card.id):
        return _why("play_event", card=name)
    if card.kind is Kind.EQUIPMENT:
        gain = equipment.grants(card.id, [p.card for p in board.people])
        if gain is not None and target is not None:
            return _why("play_gear", card=name, skill=gain, mission=mission)
    fills = sorted(board.lacking() & {s for s, _ in card.skills})
    if fills and target is not None:
        return _why("play_skills", card=name, skill=fills[0], mission=mission)
    return _why("play_personnel", card=name)


# --- orders -----------------------------------------------------------------------------------------------------
def _beam(board: Board, action: Action) -> Reason:
    p = parts(action)
    name, dest = _name(board, p.card), int(str(p.to))
    if dest in board.missions:
        return _why("beam_down", card=name, mission=card_data(board.missions[dest].card).name)
    ship = next((s for s in board.ships if s.uid == dest), None)
    if ship is not None:
        event = raids.staffing_event(board.view, board.seat, dest)
        if event is not None:
            return _why("staff_raid", card=name, ship=card_data(ship.card).name, event=card_data(event).name)
    return _why("beam_aboard", card=name, ship=card_data(board.card_of(dest)).name)


def _move(board: Board, action: Action) -> Reason:
    p = parts(action)
    ship, dest = int(str(p.ship)), int(str(p.to))
    name, mission = _name(board, ship), card_data(board.missions[dest].card).name
    ships = battles.ships_in_view(board.view)
    raid = raids.best_raid(board.view, board.seat, ships[ship][0], ships[ship][1], dest) if ship in ships else None
    if raid is not None:
        return _why("raid", ship=name, mission=mission, event=card_data(raid.event).name,
                    target=card_data(raid.target.card).name, weapons=raid.weapons, shields=raid.shields)
    plan = board.best_plan()
    if plan is not None and plan.misses == 0:
        fetching = plan.fetch is not None and plan.fetch[1] == dest
        return _why("move_fetch" if fetching else "move_attempt", ship=name, mission=mission)
    target = board.target()
    return _why("move_closer" if target is not None and target.uid == dest else "move_fetch",
                ship=name, mission=mission)


def _attempt(board: Board, action: Action) -> Reason:
    p = parts(action)
    at = int(str(p.mission))
    count = sum(1 for person in board.ready_at(at) if person.ship == p.ship)
    return _why("attempt" if board.plan(at).spare else "attempt_tight",
                mission=card_data(board.missions[at].card).name, count=count)


def _end_orders(board: Board, action: Action) -> Reason:
    target = board.target()
    if target is None:
        return _why("end_orders_rest")
    req = card_data(target.card).requirements
    assert req is not None
    cards = [p.card for p in board.people]
    lacking = missing_leaves(req, [(c, 0) for c in cards], board.links(cards))
    if lacking:
        return _why("end_orders", missing=", ".join(lacking), mission=card_data(target.card).name)
    return _why("end_orders_rest")


# --- battles ----------------------------------------------------------------------------------------------------
def _engage(board: Board, action: Action) -> Reason | None:
    p = parts(action)
    ships = battles.ships_in_view(board.view)
    if p.ship not in ships or p.to not in ships:
        return None
    at, mine = ships[p.ship]
    theirs = ships[p.to][1]
    others = [s.shields for u, (m, s) in ships.items() if u not in (mine.uid, theirs.uid)
              and s.owner != board.seat and battles.same_place(board.view, m, at)]
    shields = battles.worst_shields(board.view, board.seat, theirs, others)
    return _why("engage_damaged" if theirs.damage else "engage", ship=card_data(mine.card).name,
                target=card_data(theirs.card).name, weapons=mine.weapons, shields=shields)


def _combat(board: Board, action: Action) -> Reason | None:
    odds = battles.combat_odds(board.view, board.seat, action)
    if odds is None:
        return None
    return _why("combat", card=_name(board, parts(action).personnel), mine=odds[0], theirs=odds[1])


def _assist(board: Board, action: Action) -> Reason | None:
    b = board.view.battle
    odds = battles.assist_odds(board.view, board.seat, action)
    if b is None or odds is None:
        return None
    ship = card_data(board.card_of(int(str(parts(action).ship)))).name
    return _why("assist_win" if b.seat == board.seat else "assist_hold", ship=ship, ours=odds[0], theirs=odds[1])


def _damage(board: Board, action: Action) -> Reason | None:
    ships = battles.ships_in_view(board.view)
    uid = parts(action).card
    if uid not in ships:
        return None
    ship = ships[uid][1]
    return _why("damage_sink" if ship.damage else "damage", ship=card_data(ship.card).name)


# --- the mission attempt ----------------------------------------------------------------------------------------
def _choose(board: Board, action: Action) -> Reason | None:
    attempt = board.view.attempt
    uid = parts(action).card
    if attempt is None or not attempt.drawn:
        return _why("any")
    drawn = {c.uid: c.card for c in attempt.drawn}
    if uid not in drawn:
        return None
    crew = [board.card_of(u) for u in board.remaining()]
    wipe = dilemma_harm(drawn[uid], crew) >= WIPE
    return _why("stack_wipe" if wipe else "stack", card=card_data(drawn[uid]).name)


def _stop(board: Board, action: Action) -> Reason:
    attempt = board.view.attempt
    name = _name(board, parts(action).card)
    if attempt is None:
        return _why("any")
    return _why("stop_spare" if attempt.seat == board.seat else "stop_needed", card=name)


def _interlink(board: Board, action: Action) -> Reason | None:
    uid = parts(action).card
    link = effect(board.card_of(int(str(uid))), Interlink)
    return _why("interlink", card=_name(board, uid), skill=link.skill) if link is not None else None


def _named(board: Board, action: Action) -> Reason | None:
    target = board.target()
    return _why("name", skill=str(parts(action).skill), mission=card_data(target.card).name) if target else None


READERS: dict[str, Callable[[Board, Action], Reason | None]] = {
    "play": _play, "draw": _play, "end_play": _play, "beam": _beam, "move": _move, "attempt": _attempt,
    "end_orders": _end_orders, "engage": _engage, "combat": _combat, "assist": _assist, "damage": _damage,
    "choose": _choose, "stop": _stop, "interlink": _interlink, "name": _named}
