"""Star Trek's moves read by name (parts: the card, the ship, the mission, where it goes, the skill) and in words
(describe: each action as a message code and its parameters, Game.describe_action).

An action's arguments are read by position here and nowhere else: the table and the words read the named parts.
A card is named by its title; when another copy is in view, by where it is too, and by which copy when both are at
the same place, so that no two moves read the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.action import Action, Arg, Layout, made
from tabletop.engine.reason import Phrase
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.view import StarTrekView

FIXED = {"draw": "st.move.draw", "end_play": "st.move.end_play", "end_orders": "st.move.end_orders",
         "end_turn": "st.move.end_turn", "pass": "st.move.pass", "done": "st.move.done", "add": "st.move.add",
         "next": "st.move.next", "accept": "st.move.accept"}
# Moves that name one card.
VERBS = {"play": "st.move.play", "order": "st.move.order", "discard": "st.move.discard", "tuck": "st.move.tuck",
         "ship": "st.move.ship", "aboard": "st.move.aboard", "choose": "st.move.choose",
         "unchoose": "st.move.unchoose", "brief": "st.move.use",
         "adapt": "st.move.use", "analyze": "st.move.use", "interlink": "st.move.interlink", "pay": "st.move.pay",
         "receive": "st.move.receive", "lend": "st.move.lend", "stop": "st.move.stop", "fetch": "st.move.fetch",
         "shed": "st.move.shed", "salvage": "st.move.salvage"}
# Each verb's arguments in order, by name: what `parts` reads and `make` writes ("?": may be left off).
LAYOUT: Layout = {**{verb: ("card",) for verb in VERBS}, **{verb: () for verb in FIXED},
                  "beam": ("card", "to"), "carry": ("card", "to"), "move": ("ship", "to"),
                  "attempt": ("mission", "ship?"), "name": ("skill",), "interlink": ("card", "skill?"),
                  "engage": ("card", "ship", "to"), "combat": ("card", "personnel"), "assist": ("card", "ship"),
                  "damage": ("card",), "add": ("card",)}
# The verbs built outside this file (the table, the bots), by name.
BEAM, MOVE, ATTEMPT, PLAY, ORDER, CHOOSE = "beam", "move", "attempt", "play", "order", "choose"
IN_HAND = Phrase("st.move.in_hand")
DRAWN = Phrase("st.move.drawn")
CORE = Phrase("st.move.in_core")

Place = tuple[str, tuple[tuple[str, Any], ...]]  # a place's message code and parameters, comparable and hashable


@dataclass(frozen=True)
class MoveParts:
    """A move's arguments by name, None where the move has no such part (as python-chess's Move has from_square).

    Every card is named by its uid."""

    card: int | None = None  # the card a one-card move names (played, ordered, discarded, chosen…) or beams
    mission: int | None = None  # the mission attempted
    ship: int | None = None  # the ship moved, or the ship a mission is attempted with
    to: int | None = None  # where a beam or a move goes: a mission or a ship
    skill: str | None = None  # the skill named
    personnel: int | None = None  # the personnel who begins a personnel battle

    @property
    def cards(self) -> tuple[int, ...]:
        """Returns every card the move names, the one it is made from first."""
        return tuple(u for u in (self.card, self.mission, self.ship, self.to, self.personnel) if u is not None)

    @property
    def subject(self) -> int | None:
        """Returns the card the move is made from: its card, the attempted mission or the moved ship (None: none)."""
        return next(iter(self.cards), None)


def _uid(arg: Arg) -> int | None:
    return arg if isinstance(arg, int) else None


def parts(action: Action) -> MoveParts:
    """Returns the action's arguments by name (all None for a move with none, or with arguments it does not take)."""
    kind, args = action.kind, action.args
    if kind in ("beam", "carry") and len(args) == 2:
        return MoveParts(card=_uid(args[0]), to=_uid(args[1]))
    if kind == "move" and len(args) == 2:
        return MoveParts(ship=_uid(args[0]), to=_uid(args[1]))
    if kind == "attempt" and len(args) in (1, 2):
        return MoveParts(mission=_uid(args[0]), ship=_uid(args[1]) if len(args) == 2 else None)
    if kind == "name" and len(args) == 1:
        return MoveParts(skill=str(args[0]))
    if kind == "interlink" and len(args) == 2:   # Information Drone names the skill it links
        return MoveParts(card=_uid(args[0]), skill=str(args[1]))
    if kind == "combat" and len(args) == 2:
        return MoveParts(card=_uid(args[0]), personnel=_uid(args[1]))
    if kind in ("engage", "assist") and len(args) >= 2:
        return MoveParts(card=_uid(args[0]), ship=_uid(args[1]),
                         to=_uid(args[2]) if kind == "engage" and len(args) == 3 else None)
    if len(args) == 1 and kind not in ("beam", "move"):
        return MoveParts(card=_uid(args[0]))
    return MoveParts()


def make(kind: str, **named: Arg | None) -> Action:
    """Returns the move of verb `kind` with these named parts, as `parts` names them (ValueError when they are not
    the verb's): `make(BEAM, card=12, to=40)`."""
    return made(LAYOUT, kind, named)


def card_places(view: StarTrekView) -> dict[int, tuple[str, Phrase | None]]:
    """Returns each card the view names (uid -> its card id and where it is; None for a mission)."""
    out: dict[int, tuple[str, Phrase | None]] = {}
    for side in view.sides:
        for cv in side.hand or ():
            out[cv.uid] = (cv.card, IN_HAND)
        for cv in side.core:
            out[cv.uid] = (cv.card, CORE)
        for m in side.missions:
            at = Phrase("st.move.at", {"mission": CARDS[m.card].title})
            out[m.uid] = (m.card, None)
            for c in (*m.surface, *m.equipment):
                out[c.uid] = (c.card, at)
            for ship in m.ships:
                out[ship.uid] = (ship.card, at)
                aboard = Phrase("st.move.aboard_ship", {"ship": CARDS[ship.card].title})
                for crew in (*ship.crew, *ship.equipment):
                    out[crew.uid] = (crew.card, aboard)
    if view.attempt is not None and view.attempt.drawn is not None:
        for cv in view.attempt.drawn:
            out[cv.uid] = (cv.card, DRAWN)
    return out


def _key(place: Phrase | None) -> Place | None:
    return None if place is None else (place.code, tuple(sorted(place.params.items())))


def card_names(view: StarTrekView) -> dict[int, str | Phrase]:
    """Returns each card's name as moves say it (uid -> its title, or the title with its place and copy)."""
    places = card_places(view)
    copies: dict[tuple[str, Place | None], list[int]] = {}
    for uid, (card, place) in places.items():  # a card in hand and one in play are told apart by their moves
        copies.setdefault((card, _key(place) if place in (IN_HAND, DRAWN) else None), []).append(uid)
    out: dict[int, str | Phrase] = {}
    for (card, _), uids in copies.items():
        title = CARDS[card].title
        if len(uids) == 1:
            out[uids[0]] = title
            continue
        for uid in uids:
            place = places[uid][1]
            same = sorted(u for u in uids if _key(places[u][1]) == _key(place))
            if place is None:
                out[uid] = Phrase("st.move.card_copy", {"card": title, "copy": same.index(uid) + 1})
            elif len(same) == 1:
                out[uid] = Phrase("st.move.card_at", {"card": title, "place": place})
            else:
                out[uid] = Phrase("st.move.card_at_copy", {"card": title, "place": place, "copy": same.index(uid) + 1})
    return out


_named: list[tuple[StarTrekView | None, dict[int, str | Phrase]]] = [(None, {})]


def named(view: StarTrekView, uid: Any) -> str | Phrase:
    """Returns a card's name as moves say it; a card the view does not name (a dilemma on a mission) as its id."""
    if view is not _named[0][0]:  # once a view: a move list asks for hundreds
        _named[0] = (view, card_names(view))
    name = _named[0][1].get(uid) if isinstance(uid, int) else None
    return str(uid) if name is None else name


def move_cost(view: StarTrekView, ship: Any, dest: Any) -> tuple[int, int] | None:
    """Returns what moving `ship` to `dest` costs and the Range it has left, as the view tells, or None."""
    for side in view.sides:
        for m in side.missions:
            for s in m.ships:
                if s.uid == ship:
                    cost = dict(s.costs).get(dest)
                    return None if cost is None else (cost, s.range_left)
    return None


def describe(view: StarTrekView, action: Action) -> Phrase:
    """Returns a move in words, e.g. "Beam Worf to Earth"."""
    kind, p = action.kind, parts(action)
    if kind in FIXED:
        return Phrase(_fixed_code(view, kind))
    if kind == "beam" and p.card is not None and p.to is not None:
        return Phrase("st.move.beam", {"card": named(view, p.card), "to": named(view, p.to)})
    if kind == "move" and p.ship is not None and p.to is not None:
        ship, to = named(view, p.ship), named(view, p.to)
        cost = move_cost(view, p.ship, p.to)
        if cost is None:
            return Phrase("st.move.move", {"ship": ship, "to": to})
        return Phrase("st.move.move_cost", {"ship": ship, "to": to, "cost": cost[0], "left": cost[1]})
    if kind == "attempt" and p.mission is not None:
        if p.ship is not None:
            return Phrase("st.move.attempt_with", {"mission": named(view, p.mission), "ship": named(view, p.ship)})
        return Phrase("st.move.attempt", {"mission": named(view, p.mission)})
    if kind == "name" and p.skill is not None:
        return Phrase("st.move.name", {"skill": p.skill})
    if kind == "interlink" and p.card is not None and p.skill is not None:
        return Phrase("st.move.interlink_named", {"card": named(view, p.card), "skill": p.skill})
    battle = _battle_words(view, action, p)
    if battle is not None:
        return battle
    if kind in VERBS and p.card is not None:
        return Phrase(VERBS[kind], {"card": named(view, p.card)})
    return Phrase("engine.move", {"action": action.text()})


# What Next does, by the prompt open when it is a move.
NEXT_CODES = {"st.prompt.next_first": "st.move.next_first", "st.prompt.next_dilemma": "st.move.next_dilemma",
              "st.prompt.next_check": "st.move.next_check", "st.prompt.next_nobody": "st.move.next_nobody",
              "st.prompt.battle_over": "st.move.next_battle"}


def _fixed_code(view: StarTrekView, kind: str) -> str:
    """Returns the message code of a move that names no card: Next by what it does now, the rest as they are."""
    return _next_code(view) if kind == "next" else FIXED[kind]


def _next_code(view: StarTrekView) -> str:
    """Returns the message code of Next in words: what it does now (an attempt's next step, a battle's end)."""
    code = NEXT_CODES.get(view.prompt.code) if view.prompt is not None else None
    if code is None and view.battle is not None:
        code = "st.move.next_battle"
    return code or "st.move.next"


def _battle_words(view: StarTrekView, action: Action, p: MoveParts) -> Phrase | None:
    """Returns a battle's move in words (an engagement or combat begun, a ship assisting, one damaged) or a carry
    (None for another move)."""
    kind = action.kind
    if kind == "engage" and p.card is not None and p.ship is not None and p.to is not None:
        return Phrase("st.move.engage", {"card": named(view, p.card), "ship": named(view, p.ship),
                                         "target": named(view, p.to)})
    if kind == "combat" and p.card is not None and p.personnel is not None:
        return Phrase("st.move.combat", {"card": named(view, p.card), "personnel": named(view, p.personnel)})
    if kind == "assist" and p.card is not None and p.ship is not None:
        return Phrase("st.move.assist", {"card": named(view, p.card), "ship": named(view, p.ship)})
    if kind == "carry" and p.card is not None and p.to is not None:
        return Phrase("st.move.carry", {"card": named(view, p.card), "to": named(view, p.to)})
    if kind == "damage" and p.card is not None:
        return Phrase("st.move.damage", {"ship": named(view, p.card)})
    return None
