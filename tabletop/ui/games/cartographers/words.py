"""The Cartographers table in words: rule texts, prompts and the final table (moves are named by the game)."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from tabletop.engine.contract import Result
from tabletop.games.cartographers.components import SEASONS
from tabletop.games.cartographers.messages import RULES
from tabletop.games.cartographers.solo import title_for
from tabletop.games.cartographers.state import Step
from tabletop.games.cartographers.view import CartographersView
from tabletop.ui.games.base import GameScene
from tabletop.ui.i18n import fmt, translate, words_of

term = words_of("cartographers")  # Cartographers' words (terrains, cards, titles) and the engine's


def rule(key: str) -> str:
    """Returns a Cartographers rule text in the current language."""
    return translate(*RULES[key])



class TableWords(GameScene[CartographersView]):
    """The scene's words: mixed into CartographersScene, which keeps the mode (`_mode`) and the seats' names."""

    _mode: Callable[[], str]  # CartographersScene's: the kind of drawing asked for

    def prompt(self, view: CartographersView, names: Sequence[str], acting: int | None) -> str:
        """Returns what the person at the screen should do."""
        if view.step is Step.OVER:
            return translate("cartographers_view", "The maps are finished.")
        name = names[acting] if acting is not None and acting < len(names) else ""
        mode = self._mode()
        if mode == "confirm":
            return translate("cartographers_view", "{name}: confirm the drawing, or undo it.").format(name=name)
        if mode == "ambush_skill":
            return translate("cartographers_view", "{name}: an ambush! Use a skill before its monsters are drawn, "
                                                   "or pass.").format(name=name)
        if view.step is Step.AMBUSH:
            victim = names[dict(view.targets)[acting]] if acting in dict(view.targets) else ""
            return translate("cartographers_view", "{name}: draw the monsters on {victim}'s map.").format(
                name=name, victim=victim)
        return translate("cartographers_view", "{name}: choose a shape and a terrain, then draw it on your map.").format(
            name=name)

    def result_columns(self) -> list[tuple[str, str]]:
        """Returns the four seasons, edicts, coins and monsters."""
        return [(f"season_{k + 1}", term(s.name.lower())) for k, s in enumerate(SEASONS)] + [
            ("edicts", translate("cartographers_view", "Edicts")), ("coins", translate("cartographers_view", "Coins")),
            ("monsters", translate("cartographers_view", "Monsters"))]

    def result_heading(self, view: CartographersView, result: Result, seat_names: Sequence[str]) -> str | None:
        """Returns, for a solo game, the title the queen gives (the default heading names the winner)."""
        if view.players != 1:
            return None
        row = result.breakdown[0]
        return fmt(translate("cartographers_view", "{name}: {title} — {score:star|stars}"),
            name=seat_names[0], title=term(title_for(row["rating"])), score=row["total"])

    def result_notes(self, view: CartographersView, result: Result, seat_names: Sequence[str]) -> list[str]:
        """Returns the solo rating and title (solo), or how ties are broken."""
        if view.players != 1:
            return [translate("cartographers_view", "Ties go to the player who lost fewer stars to monsters.")]
        row = result.breakdown[0]
        title = title_for(row["rating"])
        return [translate("cartographers_view", "Score {score} − solo values {values} = rating {rating}").format(
                    score=row["total"], values=row["solo_values"], rating=row["rating"]),
                translate("cartographers_view", "The queen names you: {title}").format(title=term(title))]

    def plot_history(self, plot: Any, view: CartographersView) -> None:  # a pyqtgraph PlotItem: untyped
        """Draws each player's season scores as lines, one colour and symbol per player."""
        import pyqtgraph as pg

        from tabletop.ui.items import SEAT_MARKS, shape_path

        plot.setTitle(translate("cartographers_view", "Stars scored each season"))
        plot.setLabel("bottom", translate("cartographers_view", "Season"))
        plot.setLabel("left", translate("cartographers_view", "Stars"))
        plot.getAxis("bottom").setTicks([[(k + 1, term(s.name.lower())) for k, s in enumerate(SEASONS)]])
        plot.setXRange(0.7, 4.3)
        for seat, shown in enumerate(view.sheets):
            mark = SEAT_MARKS[seat % len(SEAT_MARKS)]
            name = self.names[seat] if hasattr(self, "names") and seat < len(self.names) else str(seat + 1)
            plot.plot([k + 1 for k in range(len(shown.seasons))], [s.total for s in shown.seasons], name=name,
                      pen=pg.mkPen(mark.colour, width=2.5), symbol=shape_path(mark.shape, 0.5), symbolSize=11,
                      symbolBrush=mark.colour)

