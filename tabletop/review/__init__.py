"""Reviewing a game after (or while) it is played: its every moment, who may look at which, the Strong bot's
analysis of one seat's moves, statistics over the saves, and playing on from a moment. Qt-free; the window's
Review page (tabletop/ui/review) and `tabletop-cli review`/`stats` read it."""
