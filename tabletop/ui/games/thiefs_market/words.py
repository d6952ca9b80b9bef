"""The Thief's Market table in words: moves, prompts and the final table."""

from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.action import Action
from tabletop.engine.contract import Result
from tabletop.games.thiefs_market.components import CARD
from tabletop.games.thiefs_market.messages import dice_words
from tabletop.games.thiefs_market.rules import OBJECTS, TAKE_ALL
from tabletop.games.thiefs_market.state import Phase
from tabletop.games.thiefs_market.view import ThiefsMarketView
from tabletop.ui.games.thiefs_market.cards import SEAT_COLOURS, rule, term
from tabletop.ui.i18n import message, translate
from tabletop.ui.items import Shape


class TableWords:
    """The scene's words: mixed into ThiefsMarketScene."""

    names: Sequence[str]  # the seats' names: GameScene's, set at every redraw

    # --- words -------------------------------------------------------------------------------------
    def action_label(self, view: ThiefsMarketView, action: Action) -> str:
        """Returns a move in words."""
        kind, args = action.kind, action.args
        deciding = view.deciding()
        step = deciding.kind if deciding is not None else None
        if action == TAKE_ALL:
            return translate("tm_view", "Take everything")
        if kind in ("take", "return", "unpick"):
            one = dice_words([int(w == args[0]) for w in OBJECTS], translate)
            if kind == "take":
                return translate("tm_view", "Take {object} from the centre").format(object=one)
            if kind == "return":
                return translate("tm_view", "Send {object} back to the centre").format(object=one)
            return translate("tm_view", "Put back the pick: {object}").format(object=one)
        if kind == "steal":
            victim = self.names[int(args[0])] if int(args[0]) < len(self.names) else str(args[0])
            return translate("tm_view", "Steal {name}'s pile").format(name=victim)
        if kind == "done":
            if step == "take":
                return translate("tm_view", "Done: take what is picked")
            if step == "steal":
                return translate("tm_view", "Done: steal, returning what is picked")
            return translate("tm_view", "Done buying")
        if kind == "cancel":
            if step == "pay":
                return translate("tm_view", "Cancel the purchase")
            return translate("tm_view", "Cancel: take or steal something else")
        if kind == "buy":
            return translate("tm_view", "Buy {card}").format(card=term(CARD[str(args[0])].name))
        if kind == "pay":
            if args[1] == "die":
                return translate("tm_view", "Pay a {face} gem with a {face} die").format(face=term(str(args[0])))
            return translate("tm_view", "Pay a {face} gem with a gold token").format(face=term(str(args[0])))
        if kind == "waive":
            return translate("tm_view", "Take a {face} gem off the cost (discount)").format(face=term(str(args[0])))
        if kind == "convert":
            return translate("tm_view", "{card}: a die becomes {face}").format(
                card=term(CARD[str(args[0])].name), face=term(str(args[1])))
        if kind in ("spend", "exchange"):
            return translate("tm_view", "Use {card}").format(card=term(CARD[str(args[0])].name))
        if kind == "reroll":
            return translate("tm_view", "{card}: re-roll a {face} die").format(
                card=term(CARD[str(args[0])].name), face=term(str(args[1])))
        if kind == "hold":
            return translate("tm_view", "Do not re-roll the returned {face} die").format(face=term(str(args[0])))
        if kind == "no_reroll":
            return translate("tm_view", "Re-roll no die")
        if kind == "copy":
            return translate("tm_view", "Copy {card}").format(card=term(CARD[str(args[0])].name))
        return action.text()

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
