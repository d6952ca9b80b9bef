"""Catan: Starfarers at the table: the scene (scene.py) and its rule tooltips (tips.py)."""
