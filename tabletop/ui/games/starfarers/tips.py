"""The Starfarers table's teaching layer: the rule tooltip of every place, planet, piece, cost and friendship card."""

from __future__ import annotations

from typing import Callable, Sequence

from tabletop.games.starfarers.board import NODES, PLANETS, SECTORS, NodeKind
from tabletop.games.starfarers.components import BOARD_DATA, BOX, CIVS, FRIENDSHIP_BY_ID, TOKEN_BY_NAME
from tabletop.games.starfarers.messages import card_name, card_rule, place_words, planet_words, sector_words
from tabletop.games.starfarers.view import StarfarersView
from tabletop.ui.i18n import fmt, translate
from tabletop.ui.games.starfarers.words import term

NODE_BY_ID = {n.id: n for n in NODES}
PLANET_BY_ID = {p.id: p for p in PLANETS}
SECTOR_OF_HEX = {h: s["id"] for s in BOARD_DATA["sectors"] for h in s["hexes"]}
SECTOR_BY_ID = {s.id: s for s in SECTORS}
OUTPOST_CIV = {s.id: s.civ for s in SECTORS if s.civ}
RESOURCES = ("ore", "fuel", "carbon", "food", "goods")


# The notes' rulings R33-R36, shown as house rulings on the cards they shape.
HOUSE_RULINGS = {
    "GF_": ("starfarers_view", "the bonus is +1 once per roll, on any player's roll."),
    "DI_RELIEF": ("starfarers_view", "only on your own roll, and only when the planets owed you nothing."),
    "ME_GOODS": ("starfarers_view", "the 1:1 trade works once per turn."),
    "DI_FAME": ("starfarers_view", "in your trade & build phase, once per turn for each copy."),
}
SHORTAGE_RULING = ("starfarers_view", "when the supply is short of a resource, a single player owed it takes what "
                                      "is left; if several are owed it, nobody gets any.")


def sentence(text: str) -> str:
    """Returns `text` with a capital first letter (a place name opening a tooltip line)."""
    return text[:1].upper() + text[1:]


def standin_line() -> str:
    """Returns the label every stand-in encounter carries (the notes' §13)."""
    return translate("starfarers_view", "Stand-in encounter card: the 2019 texts are not public; this card is ours.")


def house_ruling(text: str) -> str:
    """Returns a rule line marked as one of our house rulings."""
    return translate("starfarers_view", "House ruling: {rule}").format(rule=text)


def cards_text(cost: Sequence[int]) -> str:
    """Returns cards by resource, e.g. "1 ore + 1 fuel + 2 goods"."""
    return " + ".join(f"{n} {term(w)}" for w, n in zip(RESOURCES, cost) if n)


def cost_tip(what: str) -> str:
    """Returns a build's cost and rule."""
    cost = cards_text(BOX.build_costs[what])
    rules = {
        "spaceport": translate("starfarers_view", "Upgrades one of your colonies: +1 VP (2 in all); ships are built on "
                                                  "its two spaceport sites. At most 3."),
        "colony_ship": translate("starfarers_view", "Built on a free spaceport site of yours; needs a transport and a "
                                                    "colony in your supply. Founds a colony (1 VP) on a free colony "
                                                    "site. It may fly this turn."),
        "trade_ship": translate("starfarers_view", "Built on a free spaceport site of yours; needs a transport and a "
                                                   "trade station in your supply. Docks a trade station at an alien "
                                                   "outpost and takes a friendship card."),
        "booster": translate("starfarers_view", "+1 speed for every ship. At most 6."),
        "cannon": translate("starfarers_view", "+1 combat; beats a pirate base when your cannons reach its strength. "
                                               "At most 6."),
        "freight_pod": translate("starfarers_view", "A trade station needs more pods than the stations already "
                                                    "docked; an ice planet needs pods at least its number. At most 5."),
    }
    return translate("starfarers_view", "{what}: {cost}. {rule}").format(what=term(what), cost=cost, rule=rules[what])


def friendship_tip(card: str) -> str:
    """Returns a friendship card's name, people and rule, marked when it is a stand-in."""
    civ = FRIENDSHIP_BY_ID[card].civ if card in FRIENDSHIP_BY_ID else ""
    text = translate("starfarers_view", "{name} ({civ}): {rule}").format(
        name=card_name(card, translate), civ=term(civ), rule=card_rule(card, translate))
    ruling = HOUSE_RULINGS.get(card[:3] if card.startswith("GF_") else card.rstrip("12"))
    if ruling is not None:
        text += "\n" + house_ruling(translate(*ruling))
    if card in FRIENDSHIP_BY_ID and FRIENDSHIP_BY_ID[card].standin:
        text += "\n" + translate("starfarers_view", "Stand-in card: the sources disagree; this reading is ours.")
    return text


def hazard_tip(token: str) -> str:
    """Returns the rule of a pirate base or ice planet token."""
    hazard = TOKEN_BY_NAME[token]
    if hazard.pirate:
        text = translate("starfarers_view", "Pirate base {strength}: a ship that reaches a corner of this planet "
                                            "with at least {n:cannon|cannons} beats it: the token is 1 VP that is "
                                            "never lost, and a reserve disc takes its place.")
    else:
        text = translate("starfarers_view", "Ice planet {strength}: a ship that reaches a corner of this planet "
                                            "with at least {n:freight pod|freight pods} terraforms it: the token is "
                                            "1 VP that is never lost, and a reserve disc takes its place.")
    return fmt(text, strength=hazard.strength, n=hazard.strength) + "\n" + translate(
        "starfarers_view", "Until then no colony may be founded on this planet's colony sites.")


def _outpost_tip(view: StarfarersView, sector: str, name: Callable[[int], str]) -> str:
    civ = OUTPOST_CIV[sector]
    k = CIVS.index(civ)
    stations = dict(view.stations).get(civ, ())
    marker = dict(view.markers).get(civ)
    lines = [translate("starfarers_view", "{outpost}: 5 docks for trade stations.").format(
        outpost=sentence(sector_words(sector, translate))),
        fmt(translate("starfarers_view", "A trade ship that ends its flight on the docking point docks a station "
                                         "there: it needs more freight pods than the {n:station|stations} already "
                                         "here, and a free dock."), n=len(stations))]
    if stations:
        lines.append(translate("starfarers_view", "Stations: {seats}.").format(seats=translate("engine", ", ").join(name(s) for s in stations)))
    lines.append(translate("starfarers_view", "Friendship marker (2 VP): {holder}; it moves only to a player with "
                                              "more stations here.")
                 .format(holder=name(marker) if marker is not None else translate("starfarers_view", "nobody yet")))
    left = view.friendship_left[k] if k < len(view.friendship_left) else ()
    if left:
        lines.append(translate("starfarers_view", "Friendship cards left:"))
        lines += ["• " + friendship_tip(c) for c in left]
    return "\n".join(lines)


def node_tip(view: StarfarersView, node_id: str, name: Callable[[int], str]) -> str:
    """Returns the tooltip of an intersection: where it is and what a ship may do there."""
    node = NODE_BY_ID.get(node_id)
    if node is None:
        return ""
    place = place_words(node_id, translate)
    lines = [sentence(place)]
    sites = {site: seat for port, seat in view.spaceports
             for site in (NODES[k].id for k in NODE_BY_ID[port].spaceport_sites)}
    if node.kind is NodeKind.COLONY_SITE:
        lines.append(translate("starfarers_view", "A colony ship that ends its flight on a free colony site may "
                                                  "found a colony (1 VP); it produces on both planets' numbers."))
        if any(view.planets[p].token is not None for p in node.planets):
            lines.append(translate("starfarers_view", "Blocked: a pirate base or ice planet next to it must be "
                                                      "beaten or terraformed first."))
        if view.players == 3:
            lines.append(translate("starfarers_view", "With 3 players a system holds at most 2 colonies."))
    elif node.kind is NodeKind.DOCKING_POINT and node.outpost is not None:
        return "\n".join([lines[0], _outpost_tip(view, SECTORS[node.outpost].id, name)])
    if node_id in sites:
        seat = sites[node_id]
        lines.append(translate("starfarers_view", "Spaceport site of {name}'s spaceport: {name} builds ships here; "
                                                  "other ships may pass but not end here.").format(name=name(seat)))
        if view.neutral is not None and seat >= view.players:
            lines.append(house_ruling(translate("starfarers_view", "the neutral colour's sites are open to ships.")))
    return "\n".join(lines)


def tile_tip(view: StarfarersView, hex_id: str, name: Callable[[int], str]) -> str:
    """Returns the tooltip of a hex: a planet and its disc, an outpost, or nothing for open space."""
    sector = SECTOR_OF_HEX.get(hex_id)
    if sector in OUTPOST_CIV:
        return _outpost_tip(view, sector, name)
    planet = PLANET_BY_ID.get(hex_id)
    if planet is None:
        return ""
    shown = next(p for p in view.planets if p.id == hex_id)
    title = planet_words(hex_id, translate)
    lines = [sentence(title)]
    star = SECTOR_BY_ID[sector].star if sector else None
    if star:
        lines[0] += " " + "★" * star
    resource = term(planet.resource.word)
    if shown.token is not None:
        lines.append(hazard_tip(shown.token))
    elif shown.numbers:
        lines.append(translate("starfarers_view", "Number {numbers}: each colony and spaceport on its corners "
                                                  "produces 1 {resource} when the dice show it.")
                     .format(numbers=translate("starfarers_view", " or ").join(str(n) for n in shown.numbers),
                             resource=resource))
    else:
        lines.append(translate("starfarers_view", "Its number disc lies face down until a ship reaches the system; "
                                                  "it may hide a pirate base or an ice planet."))
    return "\n".join(lines)
