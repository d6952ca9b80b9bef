"""The smaller card texts of the new decks (star_trek_decks.md §3.1): downloads and draws when a personnel is played
(Gowron, Cretak, Kitrik), the orders of Shinzon and Robin Lefler, and Salvaging the Wreckage. Each opens a choice
of its own; a search of the draw deck is the searcher's alone, what it takes is shown to all, then the deck is
shuffled (undo barriers both)."""

from __future__ import annotations

from functools import cache

from tabletop.engine.action import Action
from tabletop.engine.contract import Event
from tabletop.engine.decisions import Decision
from tabletop.engine.reason import Reason
from tabletop.games.star_trek.components import CARDS, AllOf, AnyOf, Kind, PersonnelHas, Requirement, SkillAtLeast
from tabletop.games.star_trek.crew import copies_of, fleet_at, has_surface, mission_of
from tabletop.games.star_trek.effect_base import Filter, Template
from tabletop.games.star_trek.effects import effect
from tabletop.games.star_trek.effects_decks import (BeamStoppedPersonnel, DiscardPileToDeckBottom, DiscardToDraw,
                                                    DownloadOnPlay, DrawOnPlayIf)
from tabletop.games.star_trek.state import StarTrekState, commander_of
from tabletop.games.star_trek.steps import DONE, PASS, Step, arg
from tabletop.games.star_trek.zones import discard_top_of_deck, draw_cards, name, names, stop

ONPLAY = "onplay"      # may the played personnel's text run (download, or draw)
FETCH = "fetch"        # which matching card the download takes (private: the deck is the searcher's)
SHED = "shed"          # Shinzon: the card discarded
CARRY = "carry"        # Robin Lefler: the stopped personnel beamed
SALVAGE = "salvage"    # Salvaging the Wreckage: the cards put under the deck, in order
ACCEPT = Action("accept")


@cache
def on_play_text(card_id: str) -> Template | None:
    """Returns a personnel's on-play text of the new decks (None: none)."""
    return effect(card_id, (DownloadOnPlay, DrawOnPlayIf))


def _names_skill(req: Requirement | None, skill: str) -> bool:
    if req is None:
        return False
    if isinstance(req, (AllOf, AnyOf)):
        return any(_names_skill(c, skill) for c in req.children)
    return isinstance(req, (SkillAtLeast, PersonnelHas)) and req.skill == skill


def _matches(card_id: str, f: Filter) -> bool:
    card = CARDS[card_id]
    return (f.kind is None or card.kind.value == f.kind) and (f.species is None or f.species in card.species) \
        and (f.skill is None or dict(card.skills).get(f.skill, 0) > 0) \
        and (f.ship_class is None or CARDS[card_id].kind is Kind.SHIP and _ship_class(card_id) == f.ship_class)


@cache
def _ship_class(card_id: str) -> str:
    from tabletop.games.star_trek.components import raw_data  # the class is a fact no rule but Cretak's reads
    return str(next((c.get("ship_class") or "") for c in raw_data()["cards"] if c["id"] == card_id))


def after_play(state: StarTrekState, seat: int, uid: int) -> None:
    """Opens the choice a played personnel's text offers (R77: Kitrik only when a mission of yours names the
    skill; a download is always offered: declining means no search and no shuffle)."""
    text = on_play_text(state.cards[uid])
    if isinstance(text, DrawOnPlayIf):
        if not any(_names_skill(state.card(m).requirements, text.skill) for m in state.sides[seat].missions):
            return
    if text is not None:
        state.decisions.push(Decision(seat, ONPLAY, "st.prompt.onplay", {"card": uid}))


def _onplay_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    return [ACCEPT, PASS]


def _onplay_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    return None if action in (ACCEPT, PASS) else Reason("st.no_such_card")


def _onplay_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    seat = decision.seat
    uid = decision.params["card"]
    assert isinstance(uid, int)
    state.decisions.pop()
    if action == PASS:
        return
    text = on_play_text(state.cards[uid])
    if isinstance(text, DrawOnPlayIf):
        draw_cards(state, seat, text.draw, events)
        return
    assert isinstance(text, DownloadOnPlay)
    side = state.sides[seat]
    found = [u for u in side.deck if _matches(state.cards[u], text.filter)]
    events.append(Event("st.searched", {"seat": seat, "card": name(state, uid)}, seat, reveal=True))
    if len({state.cards[u] for u in found}) > 1:  # a real choice: made in private over the deck
        state.decisions.push(Decision(seat, FETCH, "st.prompt.fetch", {"card": uid, "found": tuple(found)},
                                      private=True))
        return
    _take(state, seat, found[0] if found else None, events)


def _take(state: StarTrekState, seat: int, uid: int | None, events: list[Event]) -> None:
    side = state.sides[seat]
    if uid is not None:
        side.deck.remove(uid)
        side.hand.append(uid)
        events.append(Event("st.downloaded", {"seat": seat, "card": name(state, uid)}, seat, reveal=True))
    else:
        events.append(Event("st.found_nothing", {"seat": seat}, seat))
    if state.battle_switches.download_shuffles:
        state.rng.shuffle(side.deck)
        events.append(Event("st.deck_shuffled", {"seat": seat}, seat, reveal=True))


def _fetch_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    found = decision.params["found"]
    assert isinstance(found, tuple)
    return [Action("fetch", (int(str(u)),)) for u in found]


def _fetch_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    found = decision.params["found"]
    assert isinstance(found, tuple)
    return None if arg(action) in found and len(action.args) == 1 else Reason("st.not_found_in_deck")


def _fetch_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    state.decisions.pop()
    _take(state, decision.seat, arg(action), events)


# --- Shinzon and Robin Lefler: orders ------------------------------------------------------------------

def order_blocked(state: StarTrekState, seat: int, uid: int, order: Template) -> str | None:
    """Returns the code of what keeps one of these orders from use now (None: nothing)."""
    if isinstance(order, DiscardToDraw):
        if uid in state.used_orders:
            return "st.order_used"
        if not state.sides[seat].hand:
            return "st.no_card_in_hand"
    elif isinstance(order, BeamStoppedPersonnel):
        if uid in state.stopped:
            return "st.personnel_stopped"
    return None


def use(state: StarTrekState, seat: int, uid: int, order: Template, events: list[Event]) -> None:
    """Pays one of these orders' cost and opens its choice."""
    if isinstance(order, DiscardToDraw):
        state.used_orders.append(uid)
        state.decisions.push(Decision(seat, SHED, "st.prompt.shed", {"card": uid, "draw": order.draw},
                                      private=True))
    elif isinstance(order, BeamStoppedPersonnel):
        stop(state, uid, events)
        state.decisions.push(Decision(seat, CARRY, "st.prompt.carry", {"card": uid,
                                                                         "mission": mission_of(state, uid)}))


def _shed_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    return [Action("shed", (u,)) for u in state.sides[decision.seat].hand]


def _shed_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    return None if len(action.args) == 1 and arg(action) in state.sides[decision.seat].hand \
        else Reason("st.not_in_hand")


def _shed_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    seat = decision.seat
    u = arg(action)
    assert u is not None
    state.decisions.pop()
    side = state.sides[seat]
    side.hand.remove(u)
    side.discard.append(u)
    events.append(Event("st.discarded", {"seat": seat, "card": name(state, u)}, seat))
    draw = decision.params["draw"]
    assert isinstance(draw, int)
    draw_cards(state, seat, draw, events)


def _carry_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    seat, mission = decision.seat, decision.params["mission"]
    assert isinstance(mission, int)
    # the location's surfaces (both copies of a mission in both decks, K5) and the seat's ships there
    here = copies_of(state, mission)
    places = [*[m for m in here if has_surface(state.card(m))], *fleet_at(state, mission, seat)]
    out = [Action("carry", (p, to)) for p, at in state.loc.items() if p in state.stopped
           and state.card(p).kind is Kind.PERSONNEL and commander_of(state, p) == seat
           and state.loc.get(at, at) in here for to in places if to != at and not (at in here and to in here)]
    return out + [DONE]


def _carry_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    if action == DONE:
        return None
    if action not in _carry_candidates(state, decision):
        return Reason("st.not_carried")
    if not state.sides[decision.seat].deck:
        return Reason("st.cost_needs_deck", {"card": name(state, int(str(decision.params["card"])))})
    return None


def _carry_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    if action == DONE:
        state.decisions.pop()
        return
    p, to = arg(action, 0), arg(action, 1)
    assert p is not None and to is not None
    state.loc[p] = to   # it stays stopped (K6)
    events.append(Event("st.beamed", {"seat": decision.seat, "card": name(state, p), "to": name(state, to)},
                        decision.seat))
    discard_top_of_deck(state, decision.seat, events)


# --- Salvaging the Wreckage: an event ------------------------------------------------------------------

def salvage_text(card_id: str) -> DiscardPileToDeckBottom | None:
    """Returns Salvaging the Wreckage's text of an event (None: another card)."""
    return effect(card_id, DiscardPileToDeckBottom)


def begin_salvage(state: StarTrekState, seat: int, uid: int) -> None:
    """Removes the event from the game (R80) and opens the picks from the discard pile."""
    state.sides[seat].removed.append(uid)
    state.decisions.push(Decision(seat, SALVAGE, "st.prompt.salvage", {"card": uid}))


def _salvage_candidates(state: StarTrekState, decision: Decision) -> list[Action]:
    return [Action("salvage", (u,)) for u in state.sides[decision.seat].discard if u not in decision.picks] + [DONE]


def _salvage_check(state: StarTrekState, decision: Decision, action: Action) -> Reason | None:
    if action == DONE:
        return None
    u = arg(action)
    text = salvage_text(state.cards[int(str(decision.params["card"]))])
    assert text is not None
    if len(action.args) != 1 or u is None or u not in state.sides[decision.seat].discard or u in decision.picks:
        return Reason("st.not_in_discard")
    if state.card(u).kind.value not in text.types:
        return Reason("st.not_personnel_or_ship", {"card": name(state, u)})
    if len(decision.picks) >= text.max:
        return Reason("st.salvage_full", {"max": text.max})
    return None


def _salvage_act(state: StarTrekState, decision: Decision, action: Action, events: list[Event]) -> None:
    seat = decision.seat
    if action != DONE:
        state.decisions.replace(decision.pick(arg(action)))
        return
    state.decisions.pop()
    side = state.sides[seat]
    picks = [int(str(u)) for u in decision.picks]
    for u in picks:  # under the deck in the order picked: the last picked at the very bottom
        side.discard.remove(u)
        side.deck.append(u)
    events.append(Event("st.salvaged", {"seat": seat, "cards": names(state, picks)}, seat))


STEPS = {
    ONPLAY: Step(frozenset({"accept", "pass"}), _onplay_candidates, _onplay_check, _onplay_act),
    FETCH: Step(frozenset({"fetch"}), _fetch_candidates, _fetch_check, _fetch_act),
    SHED: Step(frozenset({"shed"}), _shed_candidates, _shed_check, _shed_act),
    CARRY: Step(frozenset({"carry", "done"}), _carry_candidates, _carry_check, _carry_act),
    SALVAGE: Step(frozenset({"salvage", "done"}), _salvage_candidates, _salvage_check, _salvage_act),
}
