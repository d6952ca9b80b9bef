"""What the review says of an analysed move, in words: its loss in the analysis's unit, and what the bot preferred
and why (the Strong bot's reason, in the game's words, as the hint gives it)."""

from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.action import Action
from tabletop.review.analysis import STARS, MoveReview
from tabletop.ui.i18n import fmt, message, reason_text, translate



def amount(value: float, unit: str) -> str:
    """Returns a value in the analysis's unit: "43% win chance" or "82.3 stars"."""
    if unit == STARS:
        return fmt(translate("review", "{n:star|stars}"), n=f"{value:.1f}".rstrip("0").rstrip("."))
    return translate("review", "{percent}% win chance").format(percent=round(100 * value))


def loss_text(move: MoveReview, unit: str) -> str:
    """Returns a move's loss with a true minus: "−18% win chance", "−6 stars"."""
    return "\u2212" + amount(move.loss, unit)


def explain(move: MoveReview, unit: str, game: Any, view: Any, seat: int, names: Sequence[str],
            bot: Any) -> str:
    """Returns what the analysis says of `move` (seen from `view`, the seat's before it): its worth, and where
    it lost, what the bot preferred and why."""
    if move.value_played is None or move.value_best is None:
        return translate("review", "Not weighed: the only move, or a step of a move chosen before.")
    after = translate("review", "After this move: {value}.").format(value=amount(move.value_played, unit))
    if move.loss <= 0 or move.best_move is None:
        return after + " " + translate("review", "The bot found no better move.")
    best = Action.parse(move.best_move)
    phrase = game.describe_action(view, best)
    text = translate("review", "{loss}: the bot would have played {move} ({value}).").format(
        loss=loss_text(move, unit), move=message(phrase.code, phrase.params, names),
        value=amount(move.value_best, unit))
    why = bot.explain(game, view, seat, best) if bot is not None else None
    return f"{after} {text}" + (f" {reason_text(why, names)}" if why is not None else "")
