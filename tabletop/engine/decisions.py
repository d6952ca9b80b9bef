"""The decision stack: who must decide now, about what, and which decisions wait underneath (DESIGN.md).

A rule that needs a choice pushes a `Frame` of open `Decision`s: usually one seat's, several seats' for a
simultaneous step (Cartographers' drawing). A choice that interrupts another is pushed on top of it — the
robbed player's answer to a steal sits above the thief's turn — so the turn underneath goes on once the frame
above is settled. `to_act` is the seats of the top frame. A big choice is made pick by pick: a decision keeps
its `picks` so far, and the game replaces the decision on each pick.

Views never see another seat's private decision: only that the seat is deciding. Qt-free, game-agnostic.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Mapping, NamedTuple, TypeAlias

Seat = int
# What a prompt parameter or a pick may be: plain data, so views compare and logs print it.
Param: TypeAlias = "int | str | bool | None | tuple[Param, ...]"

HIDDEN_PROMPT = "engine.deciding"  # "{seat} is deciding.": all that other seats learn of a private decision
# Records the rules remake at nearly every move (a pick, a replaced frame) are made with tuple.__new__ straight, as
# a named tuple's own constructor does after one more call of Python.
_new = tuple.__new__


class Decision(NamedTuple):
    """One seat's pending choice: the game's name for the step, the prompt (a message code) and the picks so far.

    `params` fill the prompt's placeholders and tell the rules what the choice is about (the pile being
    stolen, the card being paid for). A `private` decision is behind the curtain: other seats see only
    that its seat is deciding.
    """

    seat: Seat
    kind: str
    prompt: str
    params: Mapping[str, Param] = {}  # never changed in place: with_params makes a new mapping
    private: bool = False
    picks: tuple[Param, ...] = ()

    # A named tuple, not a frozen dataclass: bots pick a lot, and a tuple is several times cheaper to make (and its
    # class to create at import); snapshots read both alike, field by field. Made by the constructor, not _replace.
    def pick(self, value: Param) -> Decision:
        """Returns this decision with one more pick."""
        return _new(Decision, (self.seat, self.kind, self.prompt, self.params, self.private, self.picks + (value,)))

    def unpick(self, value: Param) -> Decision:
        """Returns this decision without the latest pick equal to `value`; raises ValueError if there is none."""
        for k in range(len(self.picks) - 1, -1, -1):
            if self.picks[k] == value:
                return Decision(self.seat, self.kind, self.prompt, self.params, self.private,
                                self.picks[:k] + self.picks[k + 1:])
        raise ValueError(f"{value!r} is not picked")

    def count(self, value: Param) -> int:
        """Returns how many picks equal `value`."""
        return self.picks.count(value)

    def with_params(self, **params: Param) -> Decision:
        """Returns this decision with some parameters changed."""
        return _new(Decision, (self.seat, self.kind, self.prompt, {**self.params, **params}, self.private, self.picks))

    def seen_by(self, viewer: Seat | None, now: bool = True) -> DecisionView:
        """Returns what `viewer` (None: anybody) may know of this decision."""
        if self.private and viewer != self.seat:
            return DecisionView(self.seat, None, HIDDEN_PROMPT, {}, (), True, now)
        return DecisionView(self.seat, self.kind, self.prompt, dict(self.params), self.picks, self.private, now)


class DecisionView(NamedTuple):
    """A decision as one viewer may see it; another seat's private one keeps only its seat (kind None)."""

    seat: Seat
    kind: str | None
    prompt: str
    params: Mapping[str, Param]
    picks: tuple[Param, ...]
    private: bool
    now: bool  # on the top frame; False: it waits for the decisions above it


class Prompt(NamedTuple):
    """What to tell a viewer: a message code and its parameters (always with the deciding `seat`)."""

    code: str
    params: Mapping[str, Param]


class Frame(NamedTuple):
    """Decisions open together, at most one per seat (a simultaneous step holds several)."""

    decisions: tuple[Decision, ...]

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Returns the seats still to decide in this frame, in the order they were pushed."""
        if len(self.decisions) == 1:  # a turn-based game's every frame: no generator to run
            return (self.decisions[0].seat,)
        return tuple(d.seat for d in self.decisions)

    def of(self, seat: Seat) -> Decision | None:
        """Returns `seat`'s decision in this frame, or None."""
        for decision in self.decisions:
            if decision.seat == seat:
                return decision
        return None


@dataclass
class DecisionStack:
    """Frames of open decisions, the newest (the one deciding now) last."""

    frames: list[Frame] = field(default_factory=list)

    # --- changing it -------------------------------------------------------------------------
    def push(self, *decisions: Decision) -> None:
        """Opens a frame of `decisions` on top; they must be of different seats."""
        if not decisions:
            raise ValueError("a frame needs at least one decision")
        if len(decisions) > 1:
            seats = [d.seat for d in decisions]
            if len(set(seats)) != len(seats):
                raise ValueError(f"one decision per seat in a frame, not {seats}")
        self.frames.append(_new(Frame, (decisions,)))

    def pop(self) -> Frame:
        """Removes the top frame, decided or not, and returns it."""
        if not self.frames:
            raise IndexError("no decision is open")
        return self.frames.pop()

    def replace(self, decision: Decision) -> None:
        """Puts `decision` in place of its seat's decision on the top frame (a pick was made)."""
        decisions = self._top().decisions
        seat = decision.seat
        if len(decisions) == 1 and decisions[0].seat == seat:  # a turn-based game's every frame
            self.frames[-1] = _new(Frame, ((decision,),))
            return
        for k, d in enumerate(decisions):
            if d.seat == seat:
                self.frames[-1] = _new(Frame, (decisions[:k] + (decision,) + decisions[k + 1:],))
                return
        raise ValueError(f"seat {seat} has no open decision on the top frame")

    def settle(self, seat: Seat) -> bool:
        """Closes `seat`'s decision on the top frame; returns True when that closed the frame (all have decided)."""
        decisions = self._top().decisions
        if len(decisions) == 1 and decisions[0].seat == seat:  # a turn-based game's every frame
            self.frames.pop()
            return True
        for k, d in enumerate(decisions):
            if d.seat == seat:
                rest = decisions[:k] + decisions[k + 1:]
                if rest:
                    self.frames[-1] = _new(Frame, (rest,))
                    return False
                self.frames.pop()
                return True
        raise ValueError(f"seat {seat} has no open decision on the top frame")

    def clear(self) -> None:
        """Closes every decision (the game is over)."""
        self.frames.clear()

    # --- reading it --------------------------------------------------------------------------
    @property
    def top(self) -> Frame | None:
        """Returns the frame deciding now, or None."""
        return self.frames[-1] if self.frames else None

    def to_act(self) -> tuple[Seat, ...]:
        """Returns the seats that must decide now: those of the top frame."""
        if not self.frames:
            return ()
        decisions = self.frames[-1].decisions  # Frame.seats inlined: a bot's game asks before every move
        return (decisions[0].seat,) if len(decisions) == 1 else tuple(d.seat for d in decisions)

    def open(self, seat: Seat) -> Decision | None:
        """Returns `seat`'s decision on the top frame (the one it makes now), or None."""
        if self.frames:
            decisions = self.frames[-1].decisions
            if decisions[0].seat == seat:  # a turn-based game's every frame, asked at every move: no loop to start
                return decisions[0]
            for decision in decisions:
                if decision.seat == seat:
                    return decision
        return None

    def current(self) -> Decision | None:
        """Returns the first decision of the top frame (a turn-based game's only one), or None."""
        return self.frames[-1].decisions[0] if self.frames else None

    def base(self) -> Decision | None:
        """Returns the first decision of the bottom frame (usually the turn the others interrupt), or None."""
        return self.frames[0].decisions[0] if self.frames else None

    def find(self, kind: str) -> Decision | None:
        """Returns the nearest open decision of this kind, looking down from the top, or None."""
        for frame in reversed(self.frames):
            for decision in frame.decisions:
                if decision.kind == kind:
                    return decision
        return None

    def view(self, viewer: Seat | None) -> tuple[DecisionView, ...]:
        """Returns every open decision as `viewer` may see it, bottom frame first."""
        last = len(self.frames) - 1
        return tuple(d.seen_by(viewer, k == last) for k, frame in enumerate(self.frames) for d in frame.decisions)

    def prompts(self, viewer: Seat | None) -> tuple[Prompt, ...]:
        """Returns what to tell `viewer` about each decision open now (another seat's private one: it is deciding)."""
        if not self.frames:
            return ()
        out = []
        for decision in self.frames[-1].decisions:
            seen = decision.seen_by(viewer)
            out.append(Prompt(seen.prompt, {**seen.params, "seat": decision.seat}))
        return tuple(out)

    def prompt(self, viewer: Seat | None) -> Prompt | None:
        """Returns the viewer's own prompt when it decides now, else the first open decision's, else None."""
        prompts = self.prompts(viewer)
        for prompt in prompts:
            if prompt.params["seat"] == viewer:
                return prompt
        return prompts[0] if prompts else None

    def __len__(self) -> int:
        return len(self.frames)

    def __iter__(self) -> Iterator[Frame]:
        return iter(self.frames)

    def _top(self) -> Frame:
        if not self.frames:
            raise IndexError("no decision is open")
        return self.frames[-1]
