"""English texts of the engine's own message codes (translated by the UI's Qt Linguist catalogs)."""

from tabletop.translatable import QT_TRANSLATE_NOOP

MESSAGES = {
    "engine.move": QT_TRANSLATE_NOOP("engine", "{action}"),  # a move of a game that names none of its own
    "engine.game_over": QT_TRANSLATE_NOOP("engine", "The game is over."),
    "engine.not_your_turn": QT_TRANSLATE_NOOP("engine", "It is not {seat}'s turn to decide."),
    "engine.unknown_action": QT_TRANSLATE_NOOP("engine", "“{action}” is not a move in this game."),
    "engine.not_legal_now": QT_TRANSLATE_NOOP("engine", "“{action}” is not allowed at this moment."),
    "engine.deciding": QT_TRANSLATE_NOOP("engine", "{seat} is deciding."),  # another seat's private decision
    "engine.unreadable_action": QT_TRANSLATE_NOOP("engine", "“{action}” cannot be read as a move."),
    "engine.undo_barrier": QT_TRANSLATE_NOOP(
        "engine", "Nothing to undo: undo never goes back past a revealed card, a roll or another player's turn."),
    "engine.undo_nothing": QT_TRANSLATE_NOOP("engine", "Nothing to undo yet."),
    "engine.undo_revealed": QT_TRANSLATE_NOOP(
        "engine", "Undo can't take back {seat}'s last move: it showed something that was hidden (a card drawn, "
                  "dice rolled)."),
    "engine.undo_handed_over": QT_TRANSLATE_NOOP(
        "engine", "Undo can't take back {seat}'s last move: it passed the decision to another player."),
    "engine.undo_not_now": QT_TRANSLATE_NOOP("engine", "Undo takes back your own move when it is your turn."),
    "engine.undo_not_yours": QT_TRANSLATE_NOOP("engine", "Undo takes back only your own moves; the last was {seat}'s."),
    "engine.redo_nothing": QT_TRANSLATE_NOOP("engine", "There is no move taken back to play again."),
    "engine.bad_player_count": QT_TRANSLATE_NOOP(
        "engine", "{game} cannot be played by {players:player|players}: it takes {minimum} to {maximum:player|players}."),
    "engine.bad_player_count_exact": QT_TRANSLATE_NOOP(
        "engine", "{game} cannot be played by {players:player|players}: it is for {count:player|players}."),
    "engine.unknown_option": QT_TRANSLATE_NOOP("engine", "{game} has no option “{option}” (its options: {known})."),
    "engine.option_not_bool": QT_TRANSLATE_NOOP("engine", "Option “{option}” must be true or false, not {value}."),
    "engine.option_not_text": QT_TRANSLATE_NOOP("engine", "Option “{option}” must be text."),
    "engine.option_out_of_range": QT_TRANSLATE_NOOP(
        "engine", "Option “{option}” must be a whole number from {minimum} to {maximum}, not {value}."),
    "engine.bot_failed": QT_TRANSLATE_NOOP(
        "engine", "The bot playing {seat} failed ({detail}). The game is saved; please report this."),
    # A searching bot that has thought far longer than its budget (its worst move takes under 3 s).
    "engine.bot_slow": QT_TRANSLATE_NOOP(
        "engine", "The bot playing {seat} has thought for over {seconds:second|seconds} without choosing a move."),
    # The hint's search chose otherwise than the move worth most at once ({other}, in the game's words).
    # The same, with what the move does in the position ({why}: the Normal bot's reason for this very move).
    "engine.hint_searched_why": QT_TRANSLATE_NOOP(
        "engine", "{why} Played on from here {count:time|times}, the cards you can't see dealt at random each time, "
                  "it did better than {other}, the one worth most at once."),
    "engine.hint_searched": QT_TRANSLATE_NOOP(
        "engine", "Played on from here {count:time|times}, the cards you can't see dealt at random each time, this "
                  "move did better than {other}, the one worth most at once."),
    "engine.unknown_game": QT_TRANSLATE_NOOP("engine", "There is no game “{game}”. Games: {known}."),
    "save.unreadable": QT_TRANSLATE_NOOP("engine", "The file cannot be read: {detail}."),
    "save.not_text": QT_TRANSLATE_NOOP("engine", "The file is not text, so it is not a Tabletop save."),
    "save.not_json": QT_TRANSLATE_NOOP("engine", "The save is damaged at line {line}, column {column}: {detail}."),
    "save.not_a_save": QT_TRANSLATE_NOOP("engine", "This file is not a Tabletop save."),
    "save.newer_version": QT_TRANSLATE_NOOP(
        "engine", "This save comes from a newer Tabletop ({app_version}, save format {version}); "
                  "this version reads format {supported}. The file was left as it is."),
    "save.bad_field": QT_TRANSLATE_NOOP("engine", "The save is damaged: field “{field}”: {detail}."),
    "save.unknown_game": QT_TRANSLATE_NOOP("engine", "This save is for a game this version does not have: {game}."),
    "save.bad_action": QT_TRANSLATE_NOOP(
        "engine", "The save cannot be replayed: action {index} (“{action}”) is refused: {reason}"),
    "save.too_deep": QT_TRANSLATE_NOOP("engine", "The save is damaged: it is nested too deeply to read."),
    "save.number_too_long": QT_TRANSLATE_NOOP("engine", "The save is damaged: it holds a number too large to read."),
    "save.undecodable": QT_TRANSLATE_NOOP("engine", "The save cannot be read as JSON ({detail})."),
    "save.unknown_bot": QT_TRANSLATE_NOOP(
        "engine", "The save names a kind of player this version does not have: “{bot}” (field “{field}”)."),
    "save.replay_failed": QT_TRANSLATE_NOOP(
        "engine", "The save cannot be replayed: the game failed ({detail}). "
                  "The file was left as it is; please report this."),
    "save.rules_changed": QT_TRANSLATE_NOOP(
        "engine", "This {game} save was made under rules version {saved}; this Tabletop plays rules version "
                  "{current}, and the saved game does not play out the same under them. The file was left as it is."),
    # One line on the table (and in `replay`) of a game an older version saved (saves.py).
    "save.replayed_from_older": QT_TRANSLATE_NOOP(
        "engine", "Saved by an older version; replayed under today's rules."),
    "save.older_move_refused": QT_TRANSLATE_NOOP(
        "engine", "This {game} game was saved by an older version (rules version {saved}) and cannot go on under "
                  "today's rules (version {current}): its move {index}, {player}'s “{move}”, no longer fits. "
                  "{reason} The file was left as it is."),
}

# Words any game's messages may use.
TERMS = {
    "list_separator": QT_TRANSLATE_NOOP("engine", ", "),  # between items of a list in one sentence
}

# The parameters that count things: each is always written {name:one|many} (tabletop/messages.py).
COUNTS = frozenset({"players", "count", "seconds", "engine.bad_player_count:maximum"})
