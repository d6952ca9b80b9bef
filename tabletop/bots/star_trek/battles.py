"""The greedy bot's battle rules (star_trek_decks.md §8): start a battle only after the turn's attempts, only on a
sure win against the worst case the view allows (the defender's Render Assistance while it may still hold one),
only when it pays; as the defender, play Render Assistance when it turns a loss into a tie or a win.

It reads only its seat's view: ships' Weapons and Shields after damage, personnel's printed Strength with the auras
and hand weapons present, the public discard piles for the copies of Render Assistance already seen.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.games.star_trek.components import CARDS, Kind
from tabletop.games.star_trek.effects import AttributeAura, effect
from tabletop.games.star_trek.effects_decks import BeginEngagement, CombatStrengthBonus, JoinEngagement
from tabletop.games.star_trek.moves import MOVE, make, parts
from tabletop.games.star_trek.reckoning import required_skills
from tabletop.games.star_trek.view import CardView, ShipView, StarTrekView

RENDER_ASSISTANCE = next(cid for cid in CARDS if effect(cid, JoinEngagement) is not None)
ASSISTING_DECKS = frozenset({"federation_premiere", "klingon", "romulan"})  # the premade decks that hold it


def ships_in_view(view: StarTrekView) -> dict[int, tuple[int, ShipView]]:
    """Returns every ship in view by number, with the mission (number) it is at."""
    return {s.uid: (m.uid, s) for side in view.sides for m in side.missions for s in m.ships}


def same_place(view: StarTrekView, a: int, b: int) -> bool:
    cards = {m.uid: m.card for side in view.sides for m in side.missions}
    return a == b or (a in cards and b in cards and cards[a] == cards[b])


def may_assist(view: StarTrekView, seat: int) -> bool:
    """Returns True while the seat's opponent may still hold a Render Assistance (worst case: it holds one)."""
    other = view.sides[1 - seat]
    if other.hand_count == 0:
        return False
    if other.deck not in ASSISTING_DECKS and not other.deck_name:
        return False
    return sum(1 for c in other.discard if c == RENDER_ASSISTANCE) < 3


def _strength(view: StarTrekView, people: list[CardView], place_gear: list[CardView]) -> int:
    """Returns a side's total Strength in a combat: printed, auras of the others present, hand weapons present."""
    total = 0
    for p in people:
        card = CARDS[p.card]
        value = card.strength
        for q in people:
            aura = effect(q.card, AttributeAura)
            if q.uid != p.uid and aura is not None and aura.attribute == "strength" and \
                    (aura.targets.species is None or aura.targets.species in card.species):
                value += aura.amount
        for g in place_gear:
            weapon = effect(g.card, CombatStrengthBonus)
            if weapon is not None and (weapon.targets.affiliation in (None, card.affiliation)):
                value += weapon.amount
        total += max(0, value)
    return total


def _places(view: StarTrekView) -> dict[int, tuple[list[CardView], list[CardView]]]:
    """Returns each surface or ship by number: the personnel and the equipment there."""
    out: dict[int, tuple[list[CardView], list[CardView]]] = {}
    for side in view.sides:
        for m in side.missions:
            here = out.setdefault(m.uid, ([], []))
            here[0].extend(m.surface)
            here[1].extend(m.equipment)
            for s in m.ships:
                out[s.uid] = (list(s.crew), list(s.equipment))
    return out


def _needed_skills(view: StarTrekView, seat: int) -> set[str]:
    """Returns the skills the opponent's open missions require (its crews worth taking or killing)."""
    needed: set[str] = set()
    for m in view.sides[1 - seat].missions:
        req = CARDS[m.card].requirements
        if not m.completed and req is not None:
            needed |= required_skills(req)
    return needed


def worst_shields(view: StarTrekView, seat: int, target: ShipView, others: list[int]) -> int:
    """Returns the Shields an engagement against `target` may meet at worst: its own, and the best other opposing
    ship's there (`others`) while the defender may still hold a Render Assistance."""
    return target.shields + (max(others, default=0) if may_assist(view, seat) else 0)


def engagement_value(view: StarTrekView, seat: int, event: str, weapons: int, target: ShipView,
                     others: list[int]) -> float | None:
    """Returns what a battle event of the seat's core is worth against `target` with these Weapons, the other
    opposing ships' Shields at that place being `others` (None: not a sure win, or nothing to gain)."""
    if weapons <= worst_shields(view, seat, target, others):
        return None
    takes = "take_command_random_involved" in str(CARDS[event].effects)
    if not takes and not target.crew:
        return None   # Cry "Havoc!" on an empty ship: the event is spent for nothing
    needed = _needed_skills(view, seat)
    skills = sum(n for p in target.crew for s, n in CARDS[p.card].skills if s in needed)
    # A damaged ship first (a second damage card sinks it), then the crew the opponent needs most.
    return 10.0 * len(target.damage) + skills + 0.1 * len(target.crew) + (1.0 if takes else 0.0)


def engagement_pays(view: StarTrekView, seat: int, action: Action) -> float | None:
    """Returns how much a legal engagement is worth (None: not a sure win, or nothing to gain)."""
    p = parts(action)
    ships = ships_in_view(view)
    at, mine = ships[int(str(p.ship))]
    _, theirs = ships[int(str(p.to))]
    others = [s.shields for u, (m, s) in ships.items() if u not in (mine.uid, theirs.uid) and s.owner != seat
              and same_place(view, m, at)]
    event = next(c.card for c in view.sides[seat].core if c.uid == p.card)
    return engagement_value(view, seat, event, mine.weapons, theirs, others)


def fits(event: str, ship: ShipView, seat: int, crew: list[CardView] | None = None) -> bool:
    """Returns True when a staffed, unstopped ship of the seat's may begin the engagement this event starts (with
    `crew`: once these unstopped personnel are aboard, staffing it)."""
    order = effect(event, BeginEngagement)
    if order is None or ship.stopped or ship.owner != seat or (ship.staffing_gap and crew is None):
        return False
    if order.ship.affiliation is not None and CARDS[ship.card].affiliation != order.ship.affiliation:
        return False
    aboard = order.ship.has_aboard
    if aboard is not None and aboard.skill is not None:
        return any(not p.stopped and p.owner in (None, seat) and dict(CARDS[p.card].skills).get(aboard.skill)
                   for p in (ship.crew if crew is None else crew))
    return True


def combat_odds(view: StarTrekView, seat: int, action: Action) -> tuple[int, int, int] | None:
    """Returns a combat's totals of Strength (the seat's attackers, the defenders) and the defenders' number, or None
    when the beginning personnel is nowhere in view."""
    person = parts(action).personnel
    for people, gear in _places(view).values():
        if any(p.uid == person for p in people):
            mine = [p for p in people if is_mine(view, seat, p) and not p.stopped]
            theirs = [p for p in people if not is_mine(view, seat, p)]
            return (_strength(view, mine, [g for g in gear if _gear_mine(view, seat, g)]),
                    _strength(view, theirs, [g for g in gear if not _gear_mine(view, seat, g)]), len(theirs))
    return None


def combat_pays(view: StarTrekView, seat: int, action: Action) -> float | None:
    """Returns how much a legal combat is worth (None: not a sure win: no hidden card changes a combat here)."""
    odds = combat_odds(view, seat, action)
    if odds is None or odds[0] <= odds[1] or not odds[2]:
        return None
    return float(odds[2])


def is_mine(view: StarTrekView, seat: int, p: CardView) -> bool:
    if p.owner is not None:   # taken: commanded by the other seat than its owner
        return p.owner != seat
    return _owner(view, p.uid) == seat


def _gear_mine(view: StarTrekView, seat: int, g: CardView) -> bool:
    return _owner(view, g.uid) == seat


def _owner(view: StarTrekView, uid: int) -> int:
    if uid < 120:
        return uid // 60
    return (uid - 120) % 2


def best_battle(view: StarTrekView, seat: int, legal: list[Action]) -> Action | None:
    """Returns the battle worth most among the legal ones that are sure wins, or None."""
    scored = []
    for a in legal:
        value = engagement_pays(view, seat, a) if a.kind == "engage" else \
            combat_pays(view, seat, a) if a.kind == "combat" else None
        if value is not None:
            scored.append((value, a))
    return max(scored, key=lambda x: x[0])[1] if scored else None


def _totals(view: StarTrekView, seat: int) -> tuple[int, int]:
    """Returns the engagement's totals as they stand: the seat's side first (Weapons when it began, else Shields)."""
    b = view.battle
    if b is None:
        return 0, 0
    ships = ships_in_view(view)
    weapons = sum(ships[s][1].weapons for s in b.beginner if s in ships)
    shields = sum(ships[s][1].shields for s in b.defender if s in ships)
    return (weapons, shields) if b.seat == seat else (shields, weapons)


def assist_odds(view: StarTrekView, seat: int, action: Action) -> tuple[int, int] | None:
    """Returns the engagement's totals (the seat's side, the other) once this Render Assistance joins, or None
    outside an engagement."""
    b = view.battle
    ships = ships_in_view(view)
    joiner = parts(action).ship
    if b is None or joiner not in ships:
        return None
    ours, theirs = _totals(view, seat)
    ship = ships[joiner][1]
    return ours + (ship.weapons if b.seat == seat else ship.shields), theirs


def assist(view: StarTrekView, seat: int, legal: list[Action]) -> Action:
    """Returns Render Assistance with the joiner that turns the engagement best (a loss into a tie or a win for
    the defender, a tie or a loss into a win for the beginner), else pass."""
    b = view.battle
    best, gain = make("pass"), 0
    if b is None:
        return best
    ours, theirs = _totals(view, seat)
    beginner = b.seat == seat

    def holds(total: int) -> bool:
        return total > theirs if beginner else total >= theirs
    for a in legal:
        odds = assist_odds(view, seat, a) if a.kind == "assist" else None
        if odds is not None and holds(odds[0]) and not holds(ours) and odds[0] - ours > gain:
            best, gain = a, odds[0] - ours
    return best


def damage_target(view: StarTrekView, legal: list[Action]) -> Action:
    """Returns the ship to damage: one already damaged (a second card sinks it), else the most crewed."""
    ships = ships_in_view(view)
    def key(a: Action) -> tuple[int, int]:
        ship = ships[int(str(parts(a).card))][1]
        return len(ship.damage), len(ship.crew)
    return max(legal, key=key)


def is_battle_event(card_id: str) -> bool:
    """Returns True for an event that lies in the core to start battles."""
    card = CARDS[card_id]
    return card.kind is Kind.EVENT and any(e.get("template") in ("begin_engagement", "begin_combat")
                                           for e in card.effects)
