"""The Review page (a game's every moment, the analysis of one seat's moves, play on from here) and the
Statistics page, opened from the end screen and the home page."""
