"""Strips show the value the rules use (issue 30): a personnel whose attributes others present change (an aura)
shows them as the mission counts them, its printed ones in the tooltip; one unchanged shows its print."""

from __future__ import annotations

from tabletop.engine.session import SeatInfo, Session
from tabletop.games.star_trek import GAME
from tabletop.games.star_trek.components import CARDS
from tabletop.games.star_trek.crew import attribute_of
from tabletop.games.star_trek.view import make_view
from tabletop.ui.games.star_trek.items import PlayCard
from tests.games.star_trek.literal import BORG, fresh, mission, orders, place
from tests.ui.test_star_trek_table import _page


def _fluidic_space():
    """Returns a literal state: the Borg at Fluidic Space aboard a Borg Sphere with Computation and Opposition
    Drones (auras) beside an Acclimation Drone and a Research Drone; and the drones' numbers by title."""
    state = fresh()
    orders(state, BORG)
    fluidic = mission(state, BORG, "Fluidic Space")
    sphere = place(state, BORG, "Borg Sphere", fluidic)
    drones = {t: place(state, BORG, t, sphere) for t in ("Acclimation Drone", "Computation Drone",
                                                          "Opposition Drone", "Research Drone")}
    return state, drones


def test_the_view_carries_the_values_the_rules_count_where_they_differ_from_the_print():
    state, drones = _fluidic_space()
    values = dict(make_view(state, BORG).values)
    acclimation = drones["Acclimation Drone"]
    card = CARDS[state.cards[acclimation]]
    now = tuple(attribute_of(state, acclimation, a) for a in ("integrity", "cunning", "strength"))
    assert values[acclimation] == now != (card.integrity, card.cunning, card.strength)
    assert make_view(state, BORG, sums=False).values == ()  # the playouts' light view does without


def test_a_strip_shows_the_aura_adjusted_value_and_the_printed_one_in_its_tooltip(qtbot):
    state, drones = _fluidic_space()
    session = Session(GAME, [SeatInfo("Aiko"), SeatInfo("Ben")], {}, 0)
    session.state = state
    page = _page(qtbot, session, BORG)
    strips = {i.card.title: i for i in page.scene.items() if isinstance(i, PlayCard)}
    acclimation = drones["Acclimation Drone"]
    card = CARDS[state.cards[acclimation]]
    now = "·".join(str(attribute_of(state, acclimation, a)) for a in ("integrity", "cunning", "strength"))
    printed = f"{card.integrity}·{card.cunning}·{card.strength}"
    assert now != printed
    strip = strips["Acclimation Drone"]
    assert any(right == now for _, right in strip.lines), strip.lines  # as the mission counts it
    assert not any(right == printed for _, right in strip.lines)
    assert f"{now} (printed {printed})" in strip.toolTip()
    for title, uid in drones.items():  # every drone as the rules count it now
        values = "·".join(str(attribute_of(state, uid, a)) for a in ("integrity", "cunning", "strength"))
        assert any(right == values for _, right in strips[title].lines) or \
            any(values in left for left, _ in strips[title].lines), (title, strips[title].lines)
