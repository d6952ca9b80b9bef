"""Who may lend a skill box in a facing window (star_trek_decks.md §3.2, R76): Mission Briefing's stopped
Federation personnel at the mission, Shady Resources' other Treachery personnel there (stopped or not), The
Promise's Klingon lying in your discard pile."""

from __future__ import annotations

from itertools import compress

from tabletop.engine.action import Action
from tabletop.engine.reason import Reason
from tabletop.games.star_trek.components import PERSONNEL, seat_of_uid
from tabletop.games.star_trek.crew import KIND_OF, has_skill, skills_of
from tabletop.games.star_trek.effects import BorrowSkills, Interlink, effect
from tabletop.games.star_trek.state import commander_of, twin_of
from tabletop.games.star_trek.state import Attempt, StarTrekState


def lenders(state: StarTrekState, a: Attempt, t: BorrowSkills) -> list[int]:
    """Returns the personnel whose skill box `t` may lend now (the receiver is left out later, when chosen)."""
    f = t.source
    affiliation = f.affiliation if f.affiliation is not None else t.affiliation or None
    if f.zone == "your_discard_pile":
        return [u for u in state.sides[a.seat].discard if state.card(u).kind.value == "personnel"
                and (affiliation is None or state.card(u).affiliation == affiliation)]
    loc = state.loc  # the mission and the ships there (either copy of a mission in both decks: one location, K5)
    here = {a.mission, twin_of(state, a.mission)}
    places = {*here, *compress(loc, map(here.__contains__, loc.values()))}
    # crew.in_play's cards (the seat's personnel, in the order they came) at those places, in one pass: the place
    # tested first, as most cards in play are elsewhere (asked at each dilemma for each lending card in hand)
    ids, command, seat = state.cards, state.commander, a.seat
    return [p for p, at in loc.items() if at in places and KIND_OF[ids[p]] is PERSONNEL
            and (command[p] if p in command else seat_of_uid(p)) == seat
            and (f.stopped is None or (p in state.stopped) == f.stopped)
            and (affiliation is None or state.card(p).affiliation == affiliation)
            and (f.skill is None or has_skill(state, p, f.skill, facing=False))]


def printed_attributes(state: StarTrekState, uid: int) -> list[tuple[str, int]]:
    """Returns a personnel's printed Integrity, Cunning and Strength (what The Promise lends besides skills)."""
    card = state.card(uid)
    return [("integrity", card.integrity), ("cunning", card.cunning), ("strength", card.strength)]


def interlink_actions(state: StarTrekState, p: int) -> list[Action]:
    """Returns a personnel's Interlink uses: one for a fixed skill; for Information Drone one per skill of a
    non-Borg personnel its commander has present with it (none present: none, R79)."""
    t = effect(state.cards[p], Interlink)
    if t is None:
        return []
    if t.skill_source is None:
        return [Action("interlink", (p,))]
    seat, place = commander_of(state, p), state.loc.get(p)
    f = t.skill_source
    skills: set[str] = set()
    twin = None if place is None else twin_of(state, place)  # the other copy's surface is the same place (K5)
    for q, at in state.loc.items():
        card = state.card(q)
        if q != p and (at == place or at == twin) and card.kind.value == "personnel" and commander_of(state, q) == seat \
                and (f.affiliation_not is None or card.affiliation != f.affiliation_not):
            skills.update(s for s, n in skills_of(state, q, facing=False).items() if n > 0)
    return [Action("interlink", (p, s)) for s in sorted(skills)]


def refusal(t: BorrowSkills | None, has_receiver: bool) -> Reason:
    """Returns why a lending response cannot be played: nobody to receive, or nobody to lend, in its card's words."""
    assert t is not None
    if not has_receiver:
        return Reason("st.no_receiver") if t.affiliation == "Federation" else \
            Reason("st.no_receiver_of", {"affiliation": t.affiliation or "-"})
    if t.source.zone == "your_discard_pile":
        return Reason("st.no_lender_in_discard", {"affiliation": t.source.affiliation or ""})
    if t.source.skill is not None:
        return Reason("st.no_lender_with_skill", {"skill": t.source.skill})
    return Reason("st.no_stopped_lender")
