"""The Star Cartel table: the scene (scene.py), its areas (panels.py), its items (items.py: the cargo marks, ship
cards), its words (words.py) and where a bot's move is framed (framing.py). The names other modules use are here."""

from tabletop.ui.games.star_cartel.items import CARGO_MARKS
from tabletop.ui.games.star_cartel.scene import StarCartelScene
from tabletop.ui.games.star_cartel.words import rule, term
from tabletop.ui.items import SEAT_MARKS  # the seats' marks the table draws with

__all__ = ["CARGO_MARKS", "SEAT_MARKS", "StarCartelScene", "rule", "term"]
