"""The Star Cartel table: the scene (scene.py) and where a bot's move is framed (framing.py). The names other
modules use are here."""

from tabletop.ui.games.star_cartel.scene import CARGO_MARKS, StarCartelScene, rule, term
from tabletop.ui.items import SEAT_MARKS  # the seats' marks the table draws with

__all__ = ["CARGO_MARKS", "SEAT_MARKS", "StarCartelScene", "rule", "term"]
