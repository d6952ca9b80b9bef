"""How long a learner needs for a tutorial: reading every bubble, making every move, watching the bots."""

from __future__ import annotations

from typing import Callable, NamedTuple

from tabletop.tutorial.model import StepKind, Tutorial

# Reading speeds of a careful first reading, in characters a second (Japanese counts no spaces).
CHARS_PER_SECOND = {"en": 15.0, "ja": 8.0}
SECONDS_PER_MOVE = 3.0      # finding the highlighted place and clicking it
SECONDS_PER_BOT_MOVE = 0.7  # the table's default pace for a bot's move


class Estimate(NamedTuple):
    """A tutorial's length for one language."""

    steps: int          # the steps the learner reads (bots steps are watched, not read)
    moves: int          # the learner's moves
    bot_moves: int
    seconds: float

    @property
    def minutes(self) -> float:
        """Returns the time in minutes."""
        return self.seconds / 60


def reading_seconds(text: str, language: str) -> float:
    """Returns the seconds needed to read `text` in `language`."""
    chars = len("".join(text.split())) if language == "ja" else len(text)
    return chars / CHARS_PER_SECOND.get(language, CHARS_PER_SECOND["en"])


def estimate(tutorial: Tutorial, say: Callable[[str], str], language: str, bot_moves: int) -> Estimate:
    """Returns the learner's time: each step's words (`say` gives a code's text) read, each move made,
    `bot_moves` bot moves watched."""
    seconds = bot_moves * SECONDS_PER_BOT_MOVE
    read = moves = 0
    for step in tutorial.steps:
        if step.kind is StepKind.BOTS:
            continue
        read += 1
        seconds += sum(reading_seconds(say(code), language) for code in (step.text, step.rule) if code)
        if step.kind is StepKind.ACT:
            moves += len(step.actions)
            seconds += SECONDS_PER_MOVE * len(step.actions)
    return Estimate(read, moves, bot_moves, seconds)
