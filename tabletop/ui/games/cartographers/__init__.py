"""Cartographers at the table: the scene (scene.py) and the game's own buttons and pages (extras.py)."""
