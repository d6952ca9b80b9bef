"""The Thief's Market table in words: prompts and the final table (moves are named by the game)."""

from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.contract import Result
from tabletop.games.thiefs_market.state import Phase
from tabletop.games.thiefs_market.view import ThiefsMarketView
from tabletop.ui.games.thiefs_market.items import SEAT_COLOURS, rule
from tabletop.ui.i18n import message, translate
from tabletop.ui.items import Shape


class TableWords:
    """The scene's words: mixed into ThiefsMarketScene."""

    names: Sequence[str]  # the seats' names: GameScene's, set at every redraw

    def prompt(self, view: ThiefsMarketView, names: Sequence[str], acting: int | None) -> str:
        """Returns what the person at the screen should do: the prompt of the decision the rules opened."""
        if view.phase is Phase.OVER or view.prompt is None:
            return translate("tm_view", "The game is over.")
        return message(view.prompt.code, dict(view.prompt.params), names)

    def result_columns(self) -> list[tuple[str, str]]:
        """Returns the final table's columns."""
        return [("cards_points", translate("tm_view", "Card points")), ("infamy", translate("tm_view", "Infamy")),
                ("henchmen_bonus", translate("tm_view", "Henchmen")), ("gold_bonus", translate("tm_view", "Gold")),
                ("cards", translate("tm_view", "Cards"))]

    def result_notes(self, view: ThiefsMarketView, result: Result, seat_names: Sequence[str]) -> list[str]:
        """Returns how the game is scored."""
        return [rule("scoring")]

    def plot_history(self, plot: Any, view: ThiefsMarketView) -> None:  # a pyqtgraph PlotItem: untyped
        """Draws each player's points after every round."""
        import pyqtgraph as pg

        from tabletop.ui.items import shape_path

        plot.setTitle(translate("tm_view", "Points after each round"))
        plot.setLabel("bottom", translate("tm_view", "Round"))
        plot.setLabel("left", translate("tm_view", "Points"))
        history = view.points_by_round or ()
        shapes = (Shape.SQUARE, Shape.TRIANGLE, Shape.CIRCLE, Shape.DIAMOND, Shape.STAR)
        for seat in range(view.players):
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            plot.plot(list(range(1, len(history) + 1)), [p[seat] for p in history], name=name,
                      pen=pg.mkPen(SEAT_COLOURS[seat], width=2.5), symbol=shape_path(shapes[seat], 0.5),
                      symbolSize=9, symbolBrush=SEAT_COLOURS[seat])

    def rules_file(self) -> str:
        """Returns the rules asset name."""
        return "thiefs_market"
