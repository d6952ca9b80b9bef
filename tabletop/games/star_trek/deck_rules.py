"""The deck rules of notes §2.8 (DB1–DB9): a deck's counts, its problems (any one forbids saving, playing and
exporting it) and its warnings (shown, never blocking), each one line naming the cards it concerns; and the
builder's changes to a deck, refused with the rule they would break."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any, Iterable, Mapping, NamedTuple

from tabletop.games.star_trek.components import CARDS, CONSTANTS, Card, Requirement
from tabletop.games.star_trek.components import AllOf, AnyOf, PersonnelHas, SkillAtLeast
from tabletop.games.star_trek.decks import DeckList

_RULES = CONSTANTS["deck"]
MISSIONS = int(_RULES["missions_exactly"])
HEADQUARTERS_AT_LEAST = int(_RULES["headquarters_at_least"])
OTHER_MISSIONS_AT_LEAST = int(_RULES["non_headquarters_missions_at_least"])
DRAW_AT_LEAST = int(_RULES["draw_deck_at_least"])
DILEMMAS_AT_LEAST = int(_RULES["dilemma_pile_at_least"])
COPIES_AT_MOST = int(_RULES["copies_per_title_at_most"])

PILES = ("missions", "dilemma_pile", "draw_deck")  # a deck's three piles, in the order the builder shows them
PILE_WORDS = {"missions": "st.deck.pile_missions", "dilemma_pile": "st.deck.pile_dilemmas",
              "draw_deck": "st.deck.pile_draw"}


class Note(NamedTuple):
    """One problem or warning: a message code, its parameters, and the cards it concerns (a click selects them)."""

    code: str
    params: Mapping[str, Any]
    cards: tuple[str, ...] = ()


class DeckCounts(NamedTuple):
    """How many cards each pile holds."""

    missions: int
    draw_deck: int
    dilemma_pile: int

    def line(self) -> Note:
        """Returns the counts as one line: "Missions 5/5 · Draw deck 36 (≥35) · Dilemmas 20 (≥20)"."""
        return Note("st.deck.counts", {"missions": self.missions, "missions_needed": MISSIONS,
                                       "draw": self.draw_deck, "draw_needed": DRAW_AT_LEAST,
                                       "dilemmas": self.dilemma_pile, "dilemmas_needed": DILEMMAS_AT_LEAST})


class DeckCheck(NamedTuple):
    """A deck's counts, problems and warnings."""

    counts: DeckCounts
    problems: tuple[Note, ...]
    warnings: tuple[Note, ...]

    @property
    def legal(self) -> bool:
        """Returns True when the deck may be saved, played and exported."""
        return not self.problems


def pile_of(card: Card) -> str:
    """Returns the pile a card belongs in by its type (DB7)."""
    kind = card.kind.value
    return "missions" if kind == "mission" else "dilemma_pile" if kind == "dilemma" else "draw_deck"


def counts(deck: DeckList) -> DeckCounts:
    """Returns how many cards each pile of `deck` holds."""
    return DeckCounts(len(deck.missions), sum(n for _, n in deck.draw_deck), sum(n for _, n in deck.dilemma_pile))


def cards_of(deck: DeckList) -> dict[str, int]:
    """Returns card id -> copies over the whole deck."""
    out: Counter[str] = Counter(deck.missions)
    for pile in (deck.dilemma_pile, deck.draw_deck):
        for card_id, n in pile:
            out[card_id] += n
    return dict(out)


def _is_hq(card: Card) -> bool:
    return card.kind.value == "mission" and card.mission_type == "headquarters"


def _effects(card: Card, template: str) -> list[Mapping[str, Any]]:
    return [e for e in card.effects if e.get("template") == template]


def _name(card_id: str) -> str:
    card = CARDS.get(card_id)
    return card.name if card is not None else card_id


def _title(card_id: str) -> str:
    card = CARDS.get(card_id)
    return card.title if card is not None else card_id


def pile_word(pile: str) -> Note:
    """Returns the name of a pile as a message parameter ("the {pile}")."""
    return Note(PILE_WORDS[pile], {})


def check(deck: DeckList) -> DeckCheck:
    """Returns the deck's counts, its problems (DB1–DB8) and its warnings (DB9)."""
    problems = list(_unknown(deck)) + list(_wrong_piles(deck)) + list(_mission_problems(deck))
    tally = counts(deck)
    if tally.draw_deck < DRAW_AT_LEAST:
        problems.append(Note("st.deck.draw_short", {"total": tally.draw_deck, "needed": DRAW_AT_LEAST},
                             tuple(i for i, _ in deck.draw_deck)))
    problems += _too_many(deck.draw_deck)
    if tally.dilemma_pile < DILEMMAS_AT_LEAST:
        problems.append(Note("st.deck.dilemmas_short", {"total": tally.dilemma_pile, "needed": DILEMMAS_AT_LEAST},
                             tuple(i for i, _ in deck.dilemma_pile)))
    problems += _too_many(deck.dilemma_pile)
    return DeckCheck(tally, tuple(problems), tuple(warnings(deck)))


def _unknown(deck: DeckList) -> Iterable[Note]:
    """DB6: a card id outside the pool (a saved deck or an option written by another version)."""
    for card_id in dict.fromkeys([*deck.missions, *(i for i, _ in deck.dilemma_pile), *(i for i, _ in deck.draw_deck)]):
        if card_id not in CARDS:
            yield Note("st.deck.unknown_id", {"card": card_id}, (card_id,))


def _wrong_piles(deck: DeckList) -> Iterable[Note]:
    """DB7: only missions among the missions, only dilemmas in the pile, neither in the draw deck."""
    held = {"missions": deck.missions, "dilemma_pile": tuple(i for i, _ in deck.dilemma_pile),
            "draw_deck": tuple(i for i, _ in deck.draw_deck)}
    for pile, ids in held.items():
        for card_id in dict.fromkeys(ids):
            card = CARDS.get(card_id)
            if card is not None and pile_of(card) != pile:
                yield Note("st.deck.wrong_pile", {"card": card.name, "pile": pile_word(pile_of(card))}, (card_id,))


def _mission_problems(deck: DeckList) -> list[Note]:
    """DB1, DB2, DB8: five missions of different titles, a headquarters and two others, Unicomplex alone."""
    out = []
    missions = [CARDS[m] for m in deck.missions if m in CARDS and CARDS[m].kind.value == "mission"]
    if len(deck.missions) != MISSIONS:
        out.append(Note("st.deck.missions_count", {"total": len(deck.missions), "needed": MISSIONS}, deck.missions))
    by_title = Counter(c.title for c in missions)
    out += [Note("st.deck.mission_twice", {"title": title, "n": n}, tuple(c.id for c in missions if c.title == title))
            for title, n in by_title.items() if n > 1]
    return out + _headquarters_problems(deck, missions)


def _headquarters_problems(deck: DeckList, missions: list[Card]) -> list[Note]:
    """DB2, DB8: at least one headquarters and two other missions; a single headquarters (Unicomplex) alone."""
    out = []
    hqs = [c for c in missions if _is_hq(c)]
    others = [c for c in missions if not _is_hq(c)]
    if len(hqs) < HEADQUARTERS_AT_LEAST:
        out.append(Note("st.deck.no_headquarters", {}, deck.missions))
    if len(others) < OTHER_MISSIONS_AT_LEAST:
        out.append(Note("st.deck.few_missions", {"total": len(others), "needed": OTHER_MISSIONS_AT_LEAST},
                        tuple(c.id for c in others)))
    for single in hqs:
        rest = [c for c in hqs if c.id != single.id]
        if _effects(single, "single_headquarters") and rest:
            out.append(Note("st.deck.single_headquarters",
                            {"title": single.title, "others": ", ".join(c.title for c in rest)},
                            (single.id, *(c.id for c in rest))))
    return out


def _too_many(pile: tuple[tuple[str, int], ...]) -> list[Note]:
    """DB4: at most three copies of a title (subtitles ignored) in this pile."""
    by_title: dict[str, list[str]] = {}
    copies: Counter[str] = Counter()
    for card_id, n in pile:
        title = _title(card_id)
        by_title.setdefault(title, []).append(card_id)
        copies[title] += n
    return [Note("st.deck.too_many", {"title": title, "n": n, "most": COPIES_AT_MOST}, tuple(by_title[title]))
            for title, n in copies.items() if n > COPIES_AT_MOST]


# --- warnings (DB9) -------------------------------------------------------------------------------

def _admits(hq: Card, card: Card) -> bool:
    """Returns True when the headquarters' play list admits the card."""
    for spec in _effects(hq, "hq_play_list"):
        if card.kind.value == "equipment":
            if spec.get("equipment"):
                return True
        elif card.affiliation in spec.get("affiliations", ()) or any(
                i in spec.get("series_icons", ()) for i in card.series_icons):
            return True
    return False


def _skills_of(people: list[Card], gear: list[Card]) -> set[str]:
    """Returns every skill some personnel of the deck has, or can gain from a card of the deck."""
    skills = {s for p in people for s, _ in p.skills}
    for card in people + gear:
        for e in card.effects:
            if e.get("template") == "interlink" and e.get("skill"):
                skills.add(str(e["skill"]))
            elif e.get("template") == "equipment_skill_grant" and e.get("gain"):
                skills.add(str(e["gain"]))
    return skills


def _possible(req: Requirement, skills: set[str]) -> bool:
    """Returns True unless the requirement needs a skill nobody has, in every branch."""
    if isinstance(req, AllOf):
        return all(_possible(c, skills) for c in req.children)
    if isinstance(req, AnyOf):
        return any(_possible(c, skills) for c in req.children)
    if isinstance(req, (SkillAtLeast, PersonnelHas)):
        return req.skill in skills
    return True


def _named_skills(req: Requirement) -> list[str]:
    if isinstance(req, (AllOf, AnyOf)):
        return [s for c in req.children for s in _named_skills(c)]
    if isinstance(req, (SkillAtLeast, PersonnelHas)):
        return [req.skill]
    return []


def warnings(deck: DeckList) -> list[Note]:
    """Returns DB9's warnings: cards no headquarters of the deck plays, no planet or space mission, missions
    nobody of the deck may attempt or whose skills nobody has."""
    missions = [CARDS[m] for m in deck.missions if m in CARDS and CARDS[m].kind.value == "mission"]
    hqs = [c for c in missions if _is_hq(c)]
    others = [c for c in missions if not _is_hq(c)]
    draw = [CARDS[i] for i, _ in deck.draw_deck if i in CARDS]
    out = _unplayable(hqs, draw) + (_no_win(others) if missions else [])
    people = [c for c in draw if c.kind.value == "personnel"]
    if people:
        gear = [c for c in draw if c.kind.value == "equipment"]
        out += _unattemptable(others, people, _skills_of(people, gear))
    return out


def _no_win(others: list[Card]) -> list[Note]:
    """Returns the warnings for no planet or no space mission among the missions that are not headquarters."""
    return [Note(code, {}, tuple(c.id for c in others)) for kind, code in (("planet", "st.deck.no_planet"),
                                                                           ("space", "st.deck.no_space"))
            if not any(c.mission_type == kind for c in others)]


def _unplayable(hqs: list[Card], draw: list[Card]) -> list[Note]:
    """Returns the warning for the personnel, ships and equipment no headquarters of the deck plays (none without
    a headquarters: that is a problem of its own)."""
    stranded = [c for c in draw if c.kind.value in ("personnel", "ship", "equipment")
                and not any(_admits(hq, c) for hq in hqs)] if hqs else []
    return [Note("st.deck.unplayable", {"cards": tuple(c.name for c in stranded)},
                 tuple(c.id for c in stranded))] if stranded else []


def _unattemptable(others: list[Card], people: list[Card], skills: set[str]) -> list[Note]:
    """Returns the warnings for the missions nobody of the deck may attempt, or whose skills nobody has."""
    out = []
    for mission in others:
        allowed = [p for p in people if mission.allows(p.affiliation)]
        if not allowed:
            out.append(Note("st.deck.nobody_may_attempt", {"mission": mission.name}, (mission.id,)))
        elif mission.requirements is not None and not _possible(mission.requirements, skills):
            missing = tuple(dict.fromkeys(s for s in _named_skills(mission.requirements) if s not in skills))
            out.append(Note("st.deck.skills_missing", {"mission": mission.name, "skills": ", ".join(missing)},
                            (mission.id,)))
    return out


# --- the builder's changes ------------------------------------------------------------------------

def why_not_add(deck: DeckList, card_id: str) -> Note | None:
    """Returns why one more copy of the card cannot go into the deck (DB1, DB4, DB6, DB8), or None."""
    card = CARDS.get(card_id)
    if card is None:
        return Note("st.deck.unknown_id", {"card": card_id}, ())
    pile = pile_of(card)
    if pile == "missions":
        return _why_not_add_mission(deck, card)
    entries: tuple[tuple[str, int], ...] = getattr(deck, pile)
    same_title = [(i, n) for i, n in entries if _title(i) == card.title]
    copies = sum(n for _, n in same_title) + 1
    if copies > COPIES_AT_MOST:
        return Note("st.deck.too_many", {"title": card.title, "n": copies, "most": COPIES_AT_MOST},
                    tuple(i for i, _ in same_title))
    return None


def _why_not_add_mission(deck: DeckList, card: Card) -> Note | None:
    """Returns why the mission cannot join the deck's missions (DB1, DB8), or None."""
    held = [CARDS[m] for m in deck.missions if m in CARDS]
    same = [c for c in held if c.title == card.title]
    if same:
        return Note("st.deck.already_mission", {"title": card.title}, tuple(c.id for c in same))
    if len(deck.missions) >= MISSIONS:
        return Note("st.deck.missions_full", {"n": len(deck.missions)}, deck.missions)
    if not _is_hq(card):
        return None
    hqs = [c for c in held if _is_hq(c)]
    single = next((c for c in [card, *hqs] if _effects(c, "single_headquarters")), None)
    if single is None or not hqs:
        return None
    rest = [c for c in [card, *hqs] if c.id != single.id]
    return Note("st.deck.single_headquarters", {"title": single.title, "others": ", ".join(c.title for c in rest)},
                tuple(c.id for c in hqs))


def add(deck: DeckList, card_id: str) -> DeckList:
    """Returns the deck with one more copy of the card in its pile; raises ValueError (its Note) if refused."""
    refusal = why_not_add(deck, card_id)
    if refusal is not None:
        raise ValueError(refusal)
    pile = pile_of(CARDS[card_id])
    if pile == "missions":
        return replace(deck, missions=(*deck.missions, card_id))
    return _with_pile(deck, pile, _changed(getattr(deck, pile), card_id, +1))


def remove(deck: DeckList, card_id: str) -> DeckList:
    """Returns the deck with one copy fewer of the card; raises ValueError (its Note) if it holds none."""
    if card_id in deck.missions:
        missions = list(deck.missions)
        missions.remove(card_id)
        return replace(deck, missions=tuple(missions))
    for pile in ("draw_deck", "dilemma_pile"):
        entries: tuple[tuple[str, int], ...] = getattr(deck, pile)
        if any(i == card_id for i, _ in entries):
            return _with_pile(deck, pile, _changed(entries, card_id, -1))
    raise ValueError(Note("st.deck.none_left", {"card": _name(card_id)}, ()))


def _with_pile(deck: DeckList, pile: str, entries: tuple[tuple[str, int], ...]) -> DeckList:
    """Returns the deck with its draw deck or dilemma pile replaced."""
    if pile == "draw_deck":
        return replace(deck, draw_deck=entries)
    return replace(deck, dilemma_pile=entries)


def _changed(entries: tuple[tuple[str, int], ...], card_id: str, by: int) -> tuple[tuple[str, int], ...]:
    """Returns the (card id, copies) pairs with `by` more copies of the card; a pair at 0 is dropped."""
    out, found = [], False
    for i, n in entries:
        if i == card_id:
            found, n = True, n + by
        if n > 0:
            out.append((i, n))
    if not found and by > 0:
        out.append((card_id, by))
    return tuple(out)
