"""Guided first games: a tutorial is data (assets/<game>/tutorial.json) played by the same engine as any game."""
