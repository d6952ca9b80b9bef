"""Plays a tutorial: which step it is at, whether a proposed move is the one it teaches, and the bots' moves.

Every move goes through the engine's Session, so the tutorial teaches the real rules: a move the rules refuse
gets the rules' own reason; a legal move that is not the lesson's is answered by the step's advice and is not
played. Nothing is ever played that the learner did not mean.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from tabletop.bots import Bot, make_bot
from tabletop.engine.action import Action
from tabletop.engine.contract import Event, Result, Seat
from tabletop.engine.reason import Phrase, Reason
from tabletop.engine.session import SeatInfo, SeatKind, Session
from tabletop.messages import english
from tabletop.tutorial.model import Step, StepKind, Tutorial

NOT_THIS_MOVE = "not_this_move"  # the shared advice when a step names no advice of its own
READ_FIRST = "read_first"        # a move tried while the bubble asks to read and press Next
WAIT_FOR_BOTS = "wait_for_bots"  # a move tried while the bots play
WAIT_FOR_BOT = "wait_for_bot"    # the same, in a two-player game (one other player)


class Verdict(NamedTuple):
    """The answer to a proposed move: play `move` (the lesson's own form of it), or say why not."""

    move: Action | None = None     # the move to play when accepted
    reason: Reason | None = None   # the rules refuse it: their reason
    advice: str | None = None      # legal, but not this lesson's move: a text code saying what to do instead

    @property
    def accepted(self) -> bool:
        """Returns True when the move is the one the step expects."""
        return self.move is not None


class TutorialBroken(Exception):
    """A tutorial that the engine cannot play as written; names the step (numbered from 1) and the field."""

    def __init__(self, index: int, step: Step, field: str, problem: str):
        super().__init__(f"step {index + 1} ({step.id!r}) field {field!r}: {problem}")
        self.index = index
        self.step = step
        self.field = field


class TutorialRunner:
    """A tutorial's game and the step it has reached."""

    def __init__(self, tutorial: Tutorial, names: list[str] | None = None):
        from tabletop.games import entry
        from tabletop.registry import rules_of

        self.tutorial = tutorial
        self.learner: Seat = tutorial.learner
        seat_names = names or list(tutorial.names)
        seats = [SeatInfo(seat_names[s]) if s == tutorial.learner else SeatInfo(seat_names[s], SeatKind.BOT,
                                                                                 tutorial.bot)
                 for s in range(tutorial.players)]
        self.session = Session(rules_of(entry(tutorial.game)), seats, dict(tutorial.options), tutorial.seed)
        self.index = 0
        self.acted = 0  # the moves of the current act step made so far
        self._bot_moves_done = 0
        self._bots: dict[Seat, Bot] = {s: make_bot(tutorial.bot, tutorial.game)
                                       for s in range(tutorial.players) if s != tutorial.learner}
        self._rng = random.Random(tutorial.seed)  # the bots' own chance, fixed so every run is the same game

    # --- where we are -------------------------------------------------------------------
    @property
    def step(self) -> Step:
        """Returns the current step (the end step once everything is played)."""
        return self.tutorial.steps[self.index]

    @property
    def steps(self) -> int:
        """Returns how many steps the tutorial has."""
        return len(self.tutorial.steps)

    @property
    def finished(self) -> bool:
        """Returns True at the end step."""
        return self.step.kind is StepKind.END

    def bots_to_move(self) -> bool:
        """Returns True when the current step waits for the bots (and a bot seat is to act)."""
        if self.step.kind is not StepKind.BOTS or self.session.is_over():
            return False
        return any(s != self.learner for s in self.session.to_act())

    @property
    def expected(self) -> Action | None:
        """Returns the move the learner is to make now (None: the step expects none)."""
        moves = self.step.actions if self.step.kind is StepKind.ACT else ()
        return moves[self.acted] if self.acted < len(moves) else None

    def move_words(self) -> Phrase | None:
        """Returns the move this step teaches in the game's own words, as the learner sees it (None: no move)."""
        expected = self.expected
        if expected is None:
            return None
        game = self.session.game
        return game.describe_action(game.view(self.session.state, self.learner), expected)

    # --- the learner -----------------------------------------------------------------
    def check(self, action: Action) -> Verdict:
        """Returns whether the learner's `action` is this step's move, else why not (nothing is played)."""
        step = self.step
        if step.kind is StepKind.BOTS:
            return Verdict(advice=WAIT_FOR_BOT if len(self.session.seats) == 2 else WAIT_FOR_BOTS)
        expected = self.expected
        if expected is None:
            return Verdict(advice=READ_FIRST)
        game, state = self.session.game, self.session.state
        reason = game.why_illegal(state, self.learner, action)
        if reason is not None:
            return Verdict(reason=reason)
        if action == expected:
            return Verdict(move=expected)
        return Verdict(advice=step.wrong or NOT_THIS_MOVE)

    def play(self, action: Action) -> tuple[Event, ...]:
        """Plays the learner's move when it is this step's (as the step writes it); raises ValueError if not."""
        verdict = self.check(action)
        if verdict.move is None:
            raise ValueError(f"not this step's move: {action.text()} ({verdict.reason or verdict.advice})")
        events = self.session.act(self.learner, verdict.move)
        self.acted += 1
        if self.expected is None:  # the step's last move: on to the next step
            self._advance()
        return events

    def next(self) -> None:
        """Leaves a step that only asks to be read (Next in the bubble)."""
        if self.step.kind is StepKind.READ:
            self._advance()

    # --- the bots -----------------------------------------------------------------------
    def bot_move(self) -> tuple[Seat, Action]:
        """Returns the next bot seat's move of this bots step: the one written in the step, else the bot's choice."""
        seat = next(s for s in self.session.to_act() if s != self.learner)
        written = self.step.bot_moves
        if self._bot_moves_done < len(written):
            return seat, written[self._bot_moves_done]
        session = self.session
        bot = self._bots[seat]
        view = session.view(seat) if bot.needs_view else None
        return seat, bot.choose(session.game, view, seat, list(session.legal_actions(seat)), self._rng)

    def play_bot(self) -> tuple[Event, ...]:
        """Plays the next bot move of this bots step; moves on when the bots are done. Raises IllegalAction."""
        seat, action = self.bot_move()
        events = self.session.act(seat, action)
        self._bot_moves_done += 1
        if not self.bots_to_move():
            self._advance()
        return events

    def _advance(self) -> None:
        self.index = min(self.index + 1, self.steps - 1)
        self.acted = self._bot_moves_done = 0
        if self.step.kind is StepKind.BOTS and not self.bots_to_move():
            self._advance()  # nobody to wait for (the bots already played): straight on

    # --- the end ------------------------------------------------------------------------
    def standings(self) -> Result | None:
        """Returns the scores if the game ended now (how it is scored), or None when the rules cannot say yet."""
        try:
            return self.session.game.result(self.session.state)
        except Exception:  # a game whose scoring needs the end (nothing to show then)
            return None

    def real_game(self) -> dict[str, Any]:
        """Returns the settings of a real game like this one: the same seats and options (those the lesson names for
        a real game over its own), a fresh deal."""
        options = {**self.session.options, **self.tutorial.real_options}
        return {"game": self.tutorial.game, "seats": list(self.session.seats), "options": options}

    # --- checking a whole tutorial ---------------------------------------------------------
    def _said(self, seat: Seat, action: Action) -> str:
        """Returns a move in the game's English words as `seat` sees it, with its text ("Pass (pass)")."""
        game = self.session.game
        phrase = game.describe_action(game.view(self.session.state, seat), action)
        return f"{english(phrase.code, phrase.params)} ({action.text()})"

    def play_to_end(self) -> None:
        """Plays every step as written; raises TutorialBroken at the first step the engine will not play."""
        while not self.finished:
            step, index = self.step, self.index
            if step.kind is StepKind.READ:
                self.next()
            elif step.kind is StepKind.ACT:
                expected = self.expected
                assert expected is not None
                if self.learner not in self.session.to_act():
                    raise TutorialBroken(index, step, "action", "the learner is not to act here")
                reason = self.session.game.why_illegal(self.session.state, self.learner, expected)
                if reason is not None:
                    raise TutorialBroken(index, step, "action", f"{self._said(self.learner, expected)} is illegal "
                                                                f"here: {english(reason.code, reason.params)}")
                self.play(expected)
            else:
                written, done = step.bot_moves, self._bot_moves_done
                if not self.bots_to_move():
                    raise TutorialBroken(index, step, "kind", "no bot is to act here")
                if written and done >= len(written):
                    raise TutorialBroken(index, step, "moves", f"the bots still move after the {len(written)} listed")
                seat, action = self.bot_move()
                reason = self.session.game.why_illegal(self.session.state, seat, action)
                if reason is not None:
                    raise TutorialBroken(index, step, "moves", f"{self._said(seat, action)} is illegal for seat "
                                                        f"{seat}: {english(reason.code, reason.params)}")
                self.play_bot()
                if self.index != index and done + 1 < len(written):
                    raise TutorialBroken(index, step, "moves",
                                         f"the bots were done after {done + 1} of the {len(written)} moves listed")
