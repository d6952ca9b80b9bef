"""The legal lists of the choices an attempt and the premade decks' orders open, built straight.

Their checked lists ask each candidate's check, and the check works out again what the candidates were made of:
Mission Briefing's parts, a dilemma's eligible personnel, Robin Lefler's carries, or asks it of every hand card
where only a few cards have the text. These lists work it out once, or ask only the cards that may pass.
Like legal.py's, they must equal the checked lists at every moment, in the same order (tests/games/star_trek/
test_legal.py holds them to it over seeded games of every deck).
"""

from __future__ import annotations

from typing import Callable

from tabletop.engine.action import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.steps import Step
from tabletop.games.star_trek import attempt, deck_orders
from tabletop.games.star_trek.dilemmas import eligible, template_of
from tabletop.games.star_trek.effects import (BorrowSkills, OvercomeIfCopyOvercome, OvercomeInsteadOfReturn,
                                              StopOneWithSkill, cards_with)
from tabletop.games.star_trek.state import StarTrekState
from tabletop.games.star_trek.steps import BRIEF, DONE, FACING, PICK, RETURN

Fast = Callable[[StarTrekState, Decision], list[Action]]


def as_listed(step: Step) -> Fast:
    """Returns a step's candidates, each once, as its fast list: for a step whose candidates its check all accepts."""
    candidates = step.candidates
    return lambda state, decision: list(dict.fromkeys(candidates(state, decision)))


def screened(step: Step, holders: dict[str, frozenset[str]]) -> Fast:
    """Returns a step's checked list that asks the check only of candidates that may pass: one whose verb is in
    `holders` names a hand card, which the check refuses unless its card id is among the verb's (the card with the
    text), so the others are left out before it is asked."""
    candidates, check = step.candidates, step.check

    def legal(state: StarTrekState, decision: Decision) -> list[Action]:
        ids = state.cards
        return [c for c in dict.fromkeys(candidates(state, decision))
                if (c.kind not in holders or ids[c.args[0]] in holders[c.kind])   # type: ignore[index]
                and check(state, decision, c) is None]
    return legal


def pick_legal(state: StarTrekState, decision: Decision) -> list[Action]:
    """Returns whom a dilemma's choice may stop: the facing personnel eligible for it (found once, not per name)."""
    a = state.attempt
    assert a is not None and a.current is not None
    t = template_of(state, a.current)
    assert isinstance(t, StopOneWithSkill)
    can = set(eligible(state, a, t.skills_any_of))
    return [stop for stop in dict.fromkeys(attempt.STEPS[PICK].candidates(state, decision)) if stop.args[0] in can]


def carry_legal(state: StarTrekState, decision: Decision) -> list[Action]:
    """Returns Robin Lefler's carries, each listed being one to make while the deck can pay, then `done`."""
    carries = deck_orders.STEPS[deck_orders.CARRY].candidates(state, decision)
    return list(dict.fromkeys(carries)) if state.sides[decision.seat].deck else [DONE]


# Mission Briefing's candidates are its parts (what may pay, receive, lend), which its check accepts as they are.
# The facing window lists a brief and an adapt of every hand card, the return window an analyze: only the cards with
# that text (Mission Briefing and the like, Adapt, Analyze) can pass their checks.
FAST: dict[str, Fast] = {
    BRIEF: as_listed(attempt.STEPS[BRIEF]), PICK: pick_legal, deck_orders.CARRY: carry_legal,
    FACING: screened(attempt.STEPS[FACING], {"brief": cards_with(BorrowSkills),
                                              "adapt": cards_with(OvercomeIfCopyOvercome)}),
    RETURN: screened(attempt.STEPS[RETURN], {"analyze": cards_with(OvercomeInsteadOfReturn)})}
