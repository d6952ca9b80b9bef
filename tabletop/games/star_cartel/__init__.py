"""Star Cartel (Osprey Games, 2017): load contraband, deliver it, move the market, stash the rest."""

from tabletop.games.star_cartel.rules import StarCartel

GAME = StarCartel()

__all__ = ["GAME", "StarCartel"]
