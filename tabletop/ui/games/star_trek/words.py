"""Star Trek's cards in words: printed facts, requirements, tooltips and rule ids (moves are named by the game)."""

from __future__ import annotations

import re

from typing import Any, Iterable, Sequence

from PySide6.QtCore import QLocale

from tabletop.games.star_trek.components import (CARDS, AllOf, AnyOf, Card, Kind, PersonnelHas, Requirement,
                                                  SkillAtLeast)
from tabletop.games.star_trek.effects import EFFECTS, rule_texts
from tabletop.games.star_trek.effects_decks import CombatStrengthBonus, EquipmentSkillGrant
from tabletop.games.star_trek.messages import requirement_words
from tabletop.games.star_trek.view import FacedView, NeedView, StarTrekView
from tabletop.translatable import QT_TRANSLATE_NOOP
from tabletop.ui.i18n import fmt, message, translate, words_of

term = words_of("star-trek")


def effect_text(card_id: str) -> str:
    """Returns a card's rule text in the current language, one line per effect template."""
    return "\n".join(message(code, params) for code, params in rule_texts(card_id))


# Each skill's short form on a card in play, where a column has room for a few letters a skill (the tooltip and the
# card shown large say them whole).
SHORT_SKILLS = {
    "Acquisition": QT_TRANSLATE_NOOP("star_trek_view", "Acq"),
    "Anthropology": QT_TRANSLATE_NOOP("star_trek_view", "Ant"),
    "Archaeology": QT_TRANSLATE_NOOP("star_trek_view", "Arc"),
    "Astrometrics": QT_TRANSLATE_NOOP("star_trek_view", "Ast"),
    "Biology": QT_TRANSLATE_NOOP("star_trek_view", "Bio"),
    "Diplomacy": QT_TRANSLATE_NOOP("star_trek_view", "Dip"),
    "Engineer": QT_TRANSLATE_NOOP("star_trek_view", "Eng"),
    "Exobiology": QT_TRANSLATE_NOOP("star_trek_view", "Exo"),
    "Geology": QT_TRANSLATE_NOOP("star_trek_view", "Geo"),
    "Honor": QT_TRANSLATE_NOOP("star_trek_view", "Hon"),
    "Intelligence": QT_TRANSLATE_NOOP("star_trek_view", "Int"),
    "Law": QT_TRANSLATE_NOOP("star_trek_view", "Law"),
    "Leadership": QT_TRANSLATE_NOOP("star_trek_view", "Ldr"),
    "Medical": QT_TRANSLATE_NOOP("star_trek_view", "Med"),
    "Navigation": QT_TRANSLATE_NOOP("star_trek_view", "Nav"),
    "Officer": QT_TRANSLATE_NOOP("star_trek_view", "Off"),
    "Physics": QT_TRANSLATE_NOOP("star_trek_view", "Phy"),
    "Programming": QT_TRANSLATE_NOOP("star_trek_view", "Prg"),
    "Science": QT_TRANSLATE_NOOP("star_trek_view", "Sci"),
    "Security": QT_TRANSLATE_NOOP("star_trek_view", "Sec"),
    "Telepathy": QT_TRANSLATE_NOOP("star_trek_view", "Tel"),
    "Transporters": QT_TRANSLATE_NOOP("star_trek_view", "Trn"),
    "Treachery": QT_TRANSLATE_NOOP("star_trek_view", "Tre"),
}


def short_skills(card: Card) -> str:
    """Returns a personnel's skills in their short forms, with their levels: "Arc 2 Dip Hon Ldr Off"."""
    return " ".join(fmt(term("levels"), n=n, skill=translate(*SHORT_SKILLS[s])) if n > 1
                    else translate(*SHORT_SKILLS[s]) for s, n in card.skills)


def attributes_short(card: Card) -> str:
    """Returns a personnel's Integrity, Cunning and Strength as the card prints them, in that order: "8·6·6"."""
    return f"{card.integrity}·{card.cunning}·{card.strength}"


def listed(words: Iterable[str]) -> str:
    """Returns words joined as a list in the current language ("A, B" or 「A、B」)."""
    return translate("engine", ", ").join(words)


def levels(word: str, n: int) -> str:
    """Returns a skill or icon with its count in words: "Physics", "2 Engineer"."""
    return term(word) if n == 1 else fmt(term("levels"), n=n, skill=term(word))


def icons_words(icons: Sequence[str]) -> str:
    """Returns a ship's staffing icons counted, in words: "Command, 2 Staff"."""
    return listed(levels(icon, icons.count(icon)) for icon in dict.fromkeys(icons)) or "—"


def requirement_text(req: Requirement | None) -> str:
    """Returns a mission's requirements in the current language, built from their tree (not the English text)."""
    if req is None:
        return ""
    if isinstance(req, AllOf):
        return listed(requirement_text(c) for c in req.children)
    if isinstance(req, AnyOf):
        parts = [requirement_text(c) for c in req.children]
        text = parts[0]
        for other in parts[1:]:
            text = term("either").format(first=text, second=other)
        return "(" + text + ")" if len(parts) > 1 else text
    if isinstance(req, SkillAtLeast):
        return levels(req.skill, req.count)
    if isinstance(req, PersonnelHas):
        return translate("star_trek_view", "one personnel with {skill}").format(skill=levels(req.skill, req.count))
    return f"{term(req.attribute)}>{req.greater_than}"


def card_facts(card: Card) -> str:
    """Returns a card's printed facts in words: type, cost, skills and attributes, requirements, staffing."""
    if card.kind is Kind.MISSION:
        if card.mission_type == "headquarters":
            return term("headquarters")
        lines = [fmt(translate("star_trek_view", "{type} mission · span {span} · {points:point|points}"), 
            type=term(card.mission_type), span=card.span, points=card.points)]
        if card.requirements is not None:
            lines.append(translate("star_trek_view", "Requirements: {text}").format(
                text=requirement_text(card.requirements)))
        return "\n".join(lines)
    lines = [translate("star_trek_view", "Cost {cost}").format(cost=card.cost)]
    if card.kind is Kind.PERSONNEL:
        lines.append(" · ".join(w for w in [listed(term(i) for i in card.staffing_icons)]
                                + [term(w) for w in card.species + card.keywords
                                   if not w.startswith("Interlink") and w != card.affiliation] if w))  # said once
        lines.append(listed(levels(s, n) for s, n in card.skills))
        lines.append(translate("star_trek_view", "Integrity {i} · Cunning {c} · Strength {s}").format(
            i=card.integrity, c=card.cunning, s=card.strength))
    elif card.kind is Kind.SHIP:
        lines.append(translate("star_trek_view", "Staffing {icons} · Range {range}").format(
            icons=icons_words(card.staffing), range=card.range))
        lines.append(translate("star_trek_view", "Weapons {w} · Shields {s}").format(w=card.weapons, s=card.shields))
    elif card.kind is Kind.DILEMMA:
        lines.append(translate("star_trek_view", "{type} dilemma").format(type=term(card.dilemma_type)))
    return "\n".join(lines)


# Tooltips by (card, language): a busy table asks for hundreds at each redraw, and they change only with the language.
_TIPS: dict[tuple[str, str], str] = {}


def card_tip(card_id: str) -> str:
    """Returns a card's tooltip: its name (English in every language), its facts, its rule text, what its words
    and icons mean, and how to read it large."""
    key = (card_id, QLocale().name())  # the language in use sets the default locale
    tip = _TIPS.get(key)
    if tip is None:
        tip = _TIPS[key] = _card_tip(card_id)
    return tip


def _card_tip(card_id: str) -> str:
    card = CARDS[card_id]
    parts = [card.name, card_facts(card)]
    text = effect_text(card_id)
    if text:
        parts.append(text)
    parts += ["• " + line for line in glossary(card)]
    parts.append(translate("star_trek_view", "Right-click a card to read it large."))
    return "\n".join(parts)


def glossary(card: Card) -> list[str]:
    """Returns what the words and icons printed on a card mean, one line each, for its tooltip."""
    lines = []
    if card.kind is Kind.PERSONNEL:
        if "Cmd" in card.staffing_icons:
            lines.append(translate("star_trek_view", "Command icon: staffs a ship's Command or Staff icon."))
        if "Stf" in card.staffing_icons:
            lines.append(translate("star_trek_view", "Staff icon: staffs a ship's Staff icon."))
        lines.append(translate("star_trek_view", "On the table: skills in short forms, and the three numbers "
                                                 "Integrity·Cunning·Strength in that order."))
        lines.append(translate("star_trek_view", "Skills and Integrity, Cunning and Strength count towards a mission's "
                                                 "requirements and a dilemma's conditions."))
    elif card.kind is Kind.SHIP:
        lines.append(translate("star_trek_view", "Staffing: the icons its crew must have for it to move or attempt."))
        lines.append(translate("star_trek_view", "Range: how far it may move each turn; a move costs the spans of the "
                                                 "missions it leaves and reaches."))
    elif card.kind is Kind.MISSION and card.mission_type != "headquarters":
        lines.append(translate("star_trek_view", "Span: the Range a ship spends to move to or from it."))
        lines.append(translate("star_trek_view", "Requirements: what the crew left after the dilemmas must have, "
                                                 "together, to complete it."))
    elif card.kind is Kind.DILEMMA:
        lines.append(translate("star_trek_view", "Cost: paid from the dilemma budget of the attempt (its personnel "
                                                 "minus the dilemmas already overcome there)."))
    elif card.kind is Kind.INTERRUPT:
        lines.append(translate("star_trek_view", "Interrupt: played when its moment comes in a mission attempt."))
    if card.unique:
        lines.append(translate("star_trek_view", "Unique: you may have only one card with this title in play."))
    return lines


def rule_id(card_id: str) -> str:
    """Returns the rule id of a card: its first effect template's message, or the card itself."""
    texts = rule_texts(card_id)
    return texts[0][0] if texts else "st.card." + card_id


# The Japanese skill names read "Archaeology(考古学)", as the rule book writes them; on a card face, where room is
# short, the Japanese word alone (the tooltip keeps both).
_BOTH_NAMES = re.compile(r"[A-Za-z][A-Za-z' -]*\(([^()A-Za-z]+)\)")


def compact(text: str) -> str:
    """Returns `text` with each "English(日本語)" name shortened to its Japanese word."""
    return _BOTH_NAMES.sub(r"\1", text)


def kind_line(card: Card) -> str:
    """Returns a card's type, affiliation and uniqueness in words: "Personnel · Federation · unique"."""
    parts = [{Kind.MISSION: translate("star_trek_view", "Mission"),
              Kind.PERSONNEL: translate("star_trek_view", "Personnel"),
              Kind.SHIP: translate("star_trek_view", "Ship"),
              Kind.EVENT: translate("star_trek_view", "Event"),
              Kind.INTERRUPT: translate("star_trek_view", "Interrupt"),
              Kind.DILEMMA: translate("star_trek_view", "Dilemma"),
              Kind.EQUIPMENT: translate("star_trek_view", "Equipment")}[card.kind]]
    if card.affiliation:
        parts.append(term(card.affiliation))
    if card.unique:
        parts.append(translate("star_trek_view", "unique"))
    return " · ".join(parts)


def score_history(log: Sequence[Any], view: StarTrekView) -> tuple[list[int], list[list[int]]]:
    """Returns the player turns 0…n and each seat's points at the end of each, read from the log's events
    (points change only when a mission is completed); the last turn's are the view's."""
    scores = [0] * len(view.sides)
    turns, points = [0], [[0] for _ in view.sides]
    for logged in log:
        for event in logged.events:
            if event.code == "st.mission_completed":
                scores[event.params["seat"]] = event.params["score"]
            elif event.code == "st.turn" and event.params["turn"] > 1:  # the turn before it has ended
                turns.append(event.params["turn"] - 1)
                for seat, score in enumerate(scores):
                    points[seat].append(score)
    if turns[-1] == view.turn:
        turns.pop()
        for line in points:
            line.pop()
    turns.append(view.turn)
    for side in view.sides:
        points[side.seat].append(side.score)
    return turns, points



def need_words(need: NeedView, short: bool = False) -> str:
    """Returns one requirement against the crew there: "Diplomacy 2/2 ✓", "Cunning 28/33 −5" (short by 5);
    `short` (on a mission's face): "Diplomacy ✓", "Science −1", "Cunning 28/33"."""
    name = translate(*SHORT_SKILLS[need.what]) if short and need.what in SHORT_SKILLS else term(need.what)
    what = name if need.kind != "personnel" else translate("star_trek_view", "one with {skill}").format(skill=name)
    met = need.have >= need.need
    if short:
        return f"{what} ✓" if met else f"{what} {need.have}/{need.need}" if need.kind == "attribute" \
            else f"{what} −{need.need - need.have}"
    return f"{what} {need.have}/{need.need} " + ("✓" if met else f"−{need.need - need.have}")


def needs_text(needs: Sequence[NeedView], short: bool = False) -> str:
    """Returns a mission's requirements against the crew there, the "either" groups in brackets (`short`: the
    unmet ones first, as a mission's face says them)."""
    if short:
        needs = sorted(needs, key=lambda n: n.have >= n.need)
    parts: list[str] = []
    groups: dict[int, list[str]] = {}
    for need in needs:
        if need.either:
            if need.either not in groups:
                groups[need.either] = []
                parts.append(f"\0{need.either}")  # its place in the list
            groups[need.either].append(need_words(need, short))
        else:
            parts.append(need_words(need, short))
    either = translate("star_trek_view", " or ")
    return compact(" · ".join("(" + either.join(groups[int(p[1:])]) + ")" if p.startswith("\0") else p
                              for p in parts))


def needs_met(needs: Sequence[NeedView]) -> bool:
    """Returns True when the crew there meets every requirement (one of each "either" group)."""
    groups: dict[int, bool] = {}
    for need in needs:
        ok = need.have >= need.need
        if need.either:
            groups[need.either] = groups.get(need.either, False) or ok
        elif not ok:
            return False
    return all(groups.values())


def crew_status_words(status: Any) -> str:
    """Returns where a member of an attempt stands (a `Crew`, by its value) as a tooltip line."""
    return {"attempting": translate("star_trek_view", "In the mission attempt."),
            "facing": translate("star_trek_view", "Facing the dilemma revealed now."),
            "stopped": translate("star_trek_view", "Stopped in this mission attempt."),
            "killed": translate("star_trek_view", "Killed in this mission attempt.")}[status.value]


def outcome_lines(f: FacedView, names: dict[int, str], mission: str, owner: str) -> str:
    """Returns what a dilemma revealed did, in lines: the interrupt played, the skills that spared the crew, who was
    killed and stopped (named when few: the crew list marks each), where it went."""
    def who(uids: tuple[int, ...]) -> str:
        if len(uids) <= 2:
            return listed(names.get(p, "?") for p in uids)
        return fmt(translate("star_trek_view", "{n:personnel|personnel}"), n=len(uids))

    lines = []
    if f.by:
        lines.append(translate("star_trek_view", "{card} was played.").format(card=CARDS[f.by].title))
    if f.saved:
        lines.append(translate("star_trek_view", "The crew has {skills}: spared.").format(
            skills=requirement_words(f.saved, translate)))
    if f.killed:
        lines.append(translate("star_trek_view", "Killed: {names}").format(names=who(f.killed)))
    if f.stopped:
        lines.append(translate("star_trek_view", "Stopped: {names}").format(names=who(f.stopped)))
    if not (f.killed or f.stopped or f.saved or f.by) and f.outcome:
        lines.append(translate("star_trek_view", "Nobody is stopped."))
    lines.append({"": translate("star_trek_view", "It is resolving now."),
                  "overcome": translate("star_trek_view", "Overcome: it lies beneath {mission}."),
                  "return": translate("star_trek_view", "It goes back under {name}'s dilemma pile."),
                  "on": translate("star_trek_view", "It now lies on {mission}.")}[f.outcome].format(
        mission=mission, name=owner))
    return "\n".join(lines)


def gear_words(card_id: str) -> str:
    """Returns what an equipment gives, short: Strength in a personnel combat, or a skill to the holders of
    another ("" for none)."""
    for e in EFFECTS[card_id]:
        if isinstance(e, CombatStrengthBonus):
            return translate("star_trek_view", "Strength +{n} in combat ({who})").format(
                n=e.amount, who=term(e.targets.affiliation or "personnel"))
        if isinstance(e, EquipmentSkillGrant) and e.targets.skill is not None:
            return translate("star_trek_view", "with {skill}: gains {gain}").format(
                skill=term(e.targets.skill), gain=term(e.gain))
    return ""
