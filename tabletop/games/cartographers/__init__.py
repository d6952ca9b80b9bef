"""Cartographers (Thunderworks Games, 2019): draw the realm's map season by season, solo or with others."""

from tabletop.games.cartographers.rules import Cartographers

GAME = Cartographers()

__all__ = ["GAME", "Cartographers"]
