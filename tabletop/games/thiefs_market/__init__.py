"""Thief's Market (Tasty Minstrel Games, 2016): share the loot or steal it, then buy the market."""

from tabletop.games.thiefs_market.rules import ThiefsMarket

GAME = ThiefsMarket()

__all__ = ["GAME", "ThiefsMarket"]
