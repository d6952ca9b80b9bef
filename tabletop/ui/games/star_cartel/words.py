"""The Star Cartel table in words: its rules' and abilities' texts, a ship's name, the prompt and the final table."""

from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Result
from tabletop.games.star_cartel.components import Ability, Cargo, Ship
from tabletop.games.star_cartel.messages import ABILITY_NAMES, RULES
from tabletop.games.star_cartel.state import Phase
from tabletop.games.star_cartel.view import StarCartelView
from tabletop.ui.games.star_cartel.items import CARGO_MARKS
from tabletop.ui.i18n import translate, words_of

term = words_of("star-cartel")  # Star Cartel's words (cargo names) and the engine's


def rule(key: str) -> str:
    """Returns the translated text of one of Star Cartel's rules."""
    return translate(*RULES[key])


def ability_name(ability: Ability) -> str:
    """Returns the translated name of a ship ability."""
    return translate(*ABILITY_NAMES[ability.value])


def ship_name(ship: Ship) -> str:
    """Returns a ship's name as the table shows it."""
    if ship.min_players == 0:  # the six starting ships
        return translate("star_cartel_view", "Courier")
    return term(ship.name)  # the catalog's name: one script on cards, tooltips and the log


class TableWords:
    """The scene's words: mixed into StarCartelScene."""

    legal: set[Action]  # the moves of the seat at the screen: the scene's, set at every redraw

    def _delivery_step(self, view: StarCartelView) -> str | None:
        kinds = {a.kind for a in self.legal}
        for kind in ("largest", "smallest", "fixer", "stash"):
            if kind in kinds:
                return kind
        return None

    # --- words for the side panel ------------------------------------------------------
    def prompt(self, view: StarCartelView, names: Sequence[str], acting: int | None) -> str:
        """Returns what the current seat should do now, in words."""
        name = names[view.current]
        if view.phase is Phase.OVER:
            return translate("star_cartel_view", "The game is over.")
        step = self._delivery_step(view) if view.delivery else None
        if step == "largest":
            return translate("star_cartel_view", "{name}: sets are tied for largest; choose which one counts as largest.").format(name=name)
        if step == "smallest":
            return translate("star_cartel_view", "{name}: sets are tied for smallest; choose which one counts as smallest.").format(name=name)
        if step == "fixer":
            return translate("star_cartel_view", "{name}: use the Fixer?").format(name=name)
        if step == "stash":
            return translate("star_cartel_view", "{name}: choose a set to stash face down.").format(name=name)
        if view.turn_picks:
            return translate("star_cartel_view", "{name}: load another card, or end loading.").format(name=name)
        if Action("deliver") in self.legal:
            return translate("star_cartel_view", "{name}: nothing fits; deliver.").format(name=name)
        return translate("star_cartel_view", "{name}: load a card from the bottom row of the hub.").format(name=name)

    def result_columns(self) -> list[tuple[str, str]]:
        """Returns the final table's columns: each cargo, contraband, ship value, cards."""
        return [(c.word, term(c.word)) for c in Cargo] + [
            ("contraband", translate("star_cartel_view", "Contraband")), ("ship", translate("star_cartel_view", "Ship")), ("cards", translate("star_cartel_view", "Cards"))]

    def result_notes(self, view: StarCartelView, result: Result, seat_names: Sequence[str]) -> list[str]:
        """Returns how Star Cartel is scored, for under the final table."""
        return [rule("scoring")]

    def plot_history(self, plot: Any, view: StarCartelView) -> None:
        """Draws the five prices after each delivery, colours and symbols as on the table."""
        import pyqtgraph as pg

        from tabletop.ui.items import shape_path

        plot.setTitle(translate("star_cartel_view", "Contraband prices over the game"))
        plot.setLabel("bottom", translate("star_cartel_view", "Deliveries"))
        plot.setLabel("left", translate("star_cartel_view", "Price"))
        plot.setYRange(0.5, 9.5)
        xs = list(range(len(view.price_history)))
        for cargo in Cargo:
            mark = CARGO_MARKS[cargo]
            plot.plot(xs, [p[cargo] for p in view.price_history], name=term(cargo.word),
                      pen=pg.mkPen(mark.colour, width=2.5), symbol=shape_path(mark.shape, 0.5), symbolSize=9,
                      symbolBrush=mark.colour, symbolPen=pg.mkPen("#2b2622"))
