"""Star Trek bots: the greedy bot of the notes (§13, greedy.py), reckoning its side of the table (board.py), its
battles, raids and equipment (battles.py, raids.py, equipment.py), its reasons (why.py), and the Strong and Easy
bots built on it (strong.py)."""

from tabletop.bots.star_trek.board import Board
from tabletop.bots.star_trek.greedy import GreedyStarTrek
from tabletop.bots.star_trek.strong import EasyStarTrek, StrongStarTrek

__all__ = ["Board", "EasyStarTrek", "GreedyStarTrek", "StrongStarTrek"]
