"""Cartographers at the table: the scene (scene.py), the areas round the map (panels.py), the map's own items
(items.py), the table's words (words.py), where a bot's move is framed (framing.py) and the game's own buttons and
pages (tools.py: Today's map, practice maps, Copy map)."""
