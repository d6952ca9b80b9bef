"""English texts of Cartographers' codes: refusals, log events, sheet errors, names and rule tooltips."""

from typing import Any

from tabletop.messages import QT_TRANSLATE_NOOP, Translate

MESSAGES = {
    # What the decision stack asks of a seat in each step (others read only "… is deciding").
    "carto.to_draw": QT_TRANSLATE_NOOP("cartographers", "{seat}: draw on your map from the explore card."),
    "carto.to_choose_skill": QT_TRANSLATE_NOOP(
        "cartographers", "{seat}: pay for a skill before the ambush, or pass."),
    "carto.to_draw_monster": QT_TRANSLATE_NOOP("cartographers", "{seat}: draw the monster on {victim}'s map."),
    # Why a drawing is refused.
    "carto.confirm_first": QT_TRANSLATE_NOOP("cartographers", "The drawing is made: confirm it (or undo it) first."),
    "carto.draw_first": QT_TRANSLATE_NOOP("cartographers", "Draw a shape before confirming."),
    "carto.skip_only_when_full": QT_TRANSLATE_NOOP(
        "cartographers", "Only a map with no empty space left may skip drawing."),
    "carto.wrong_kind_draw": QT_TRANSLATE_NOOP("cartographers", "Now everyone draws the revealed explore card."),
    "carto.wrong_kind_ambush": QT_TRANSLATE_NOOP("cartographers", "Now the ambush's monster must be drawn."),
    "carto.terrain_not_on_card": QT_TRANSLATE_NOOP("cartographers", "{card} does not offer {terrain}."),
    "carto.off_map": QT_TRANSLATE_NOOP("cartographers", "Off the map: every cell of the shape must be on the map."),
    "carto.on_mountain": QT_TRANSLATE_NOOP("cartographers", "Overlaps a mountain."),
    "carto.on_wasteland": QT_TRANSLATE_NOOP("cartographers", "Overlaps wasteland."),
    "carto.overlaps": QT_TRANSLATE_NOOP("cartographers", "Overlaps a space that is already filled."),
    "carto.must_cover_ruins": QT_TRANSLATE_NOOP(
        "cartographers", "A ruins card was revealed: the shape must cover an empty ruins space."),
    "carto.single_only_when_stuck": QT_TRANSLATE_NOOP(
        "cartographers", "A 1×1 drawing is only allowed when no shape of the card fits."),
    "carto.ruins_force_single": QT_TRANSLATE_NOOP(
        "cartographers", "After a ruins card no shape of this card can cover an empty ruins space: draw a 1×1 "
                         "anywhere instead."),
    "carto.nothing_fits": QT_TRANSLATE_NOOP(
        "cartographers", "No shape of this card fits anywhere on the map: draw a 1×1 anywhere instead."),
    "carto.same_as": QT_TRANSLATE_NOOP("cartographers", "The same drawing is listed as “{action}”."),
    "carto.skill_or_pass": QT_TRANSLATE_NOOP(
        "cartographers", "An ambush is revealed: pay for a skill of this moment, or pass."),
    "carto.pass_only_at_ambush": QT_TRANSLATE_NOOP(
        "cartographers", "Passing is only for the skills when an ambush is revealed."),
    "carto.need_main": QT_TRANSLATE_NOOP("cartographers", "Now draw a shape from the card."),
    "carto.need_search": QT_TRANSLATE_NOOP("cartographers", "Search: now draw a 1×1 of the same terrain next to your shape."),
    "carto.need_again": QT_TRANSLATE_NOOP("cartographers", "Concentration: now draw the same shape again, same terrain."),
    "carto.need_heal": QT_TRANSLATE_NOOP("cartographers", "Heal Wounds: now draw a 2×1 next to a monster space."),
    "carto.need_farm": QT_TRANSLATE_NOOP("cartographers", "Diplomacy: now draw a 1×1 farm anywhere."),
    "carto.need_village": QT_TRANSLATE_NOOP("cartographers", "Diplomacy: now draw a 1×1 village anywhere."),
    "carto.need_monster": QT_TRANSLATE_NOOP("cartographers", "Now draw the ambush's monsters."),
    "carto.search_next_to": QT_TRANSLATE_NOOP("cartographers", "Search: the 1×1 must be next to the shape just drawn."),
    "carto.heal_next_to": QT_TRANSLATE_NOOP("cartographers", "Heal Wounds: the 2×1 must be next to a monster space."),
    "carto.no_such_skill": QT_TRANSLATE_NOOP("cartographers", "There is no skill “{skill}”."),
    "carto.skill_not_dealt": QT_TRANSLATE_NOOP("cartographers", "{skill} is not among this game's three skills."),
    "carto.skill_used": QT_TRANSLATE_NOOP("cartographers", "A skill may be used once per season."),
    "carto.skill_too_dear": QT_TRANSLATE_NOOP(
        "cartographers", "{skill} costs {cost:coin|coins}; the track has {coins:coin|coins}. Coins cannot go below zero."),
    "carto.acrobatics_when_ambushed": QT_TRANSLATE_NOOP(
        "cartographers", "Acrobatics is used when an ambush is revealed."),
    "carto.skill_when_drawing": QT_TRANSLATE_NOOP("cartographers", "{skill} is used while drawing an explore card."),
    "carto.skill_at_reveal": QT_TRANSLATE_NOOP(
        "cartographers", "{skill} is used while drawing an explore card or when an ambush is revealed, not while "
                         "its monsters are drawn."),
    "carto.skill_before_drawing": QT_TRANSLATE_NOOP("cartographers", "{skill} is paid for before drawing the shape."),
    # The moves, as the move list, the hint, the tutorial and `replay` name them (moves.py).
    "carto.move.confirm": QT_TRANSLATE_NOOP("cartographers", "Confirm the drawing"),
    "carto.move.skip": QT_TRANSLATE_NOOP("cartographers", "Skip: the map is full"),
    "carto.move.skill": QT_TRANSLATE_NOOP("cartographers", "Use {skill} ({cost:coin|coins})"),
    "carto.move.pass": QT_TRANSLATE_NOOP("cartographers", "Pass"),
    "carto.move.place": QT_TRANSLATE_NOOP("cartographers", "{terrain}, shape {shape}, at {square}"),
    "carto.move.draw": QT_TRANSLATE_NOOP("cartographers", "{terrain} at {square}"),
    "carto.move.monsters": QT_TRANSLATE_NOOP("cartographers", "Monsters at {square}"),
    "carto.move.place_turned": QT_TRANSLATE_NOOP("cartographers", "{terrain}, shape {shape} ({turned}), at {square}"),
    "carto.move.draw_turned": QT_TRANSLATE_NOOP("cartographers", "{terrain} ({turned}) at {square}"),
    "carto.move.monsters_turned": QT_TRANSLATE_NOOP("cartographers", "Monsters ({turned}) at {square}"),
    "carto.move.turns": QT_TRANSLATE_NOOP("cartographers", "{turns:turn|turns}"),
    "carto.move.flipped": QT_TRANSLATE_NOOP("cartographers", "flipped"),
    "carto.move.flipped_turns": QT_TRANSLATE_NOOP("cartographers", "flipped, {turns:turn|turns}"),
    "carto.move.single": QT_TRANSLATE_NOOP("cartographers", "{terrain} 1×1 at {square}"),
    "carto.move.monster_single": QT_TRANSLATE_NOOP("cartographers", "Monster 1×1 at {square}"),
    # The log.
    "carto.season": QT_TRANSLATE_NOOP(
        "cartographers", "{season} begins: edicts {first} and {second}; the season ends when time reaches {threshold}."),
    "carto.explore": QT_TRANSLATE_NOOP("cartographers", "Explore card: {card} (time {time})."),
    "carto.ruins": QT_TRANSLATE_NOOP(
        "cartographers", "{card}! The next shape must cover an empty ruins space if it can."),
    "carto.ambush": QT_TRANSLATE_NOOP("cartographers", "Ambush: {card}! Monsters attack every map."),
    "carto.solo_ambush": QT_TRANSLATE_NOOP("cartographers", "{card}: the monsters are drawn on {seat}'s map."),
    "carto.solo_ambush_ignored": QT_TRANSLATE_NOOP("cartographers", "{card} finds no room and is ignored."),
    "carto.drew_private": QT_TRANSLATE_NOOP(
        "cartographers", "(Only {seat} sees this) {seat} drew {terrain} at {square}."),
    "carto.drew_solo": QT_TRANSLATE_NOOP("cartographers", "{seat} drew {terrain} at {square}."),
    "carto.confirmed": QT_TRANSLATE_NOOP("cartographers", "{seat} has drawn."),
    "carto.drew": QT_TRANSLATE_NOOP("cartographers", "{seat} drew {terrain}."),
    "carto.monster_drawn": QT_TRANSLATE_NOOP("cartographers", "{seat} drew monsters on {victim}'s map."),
    "carto.coin_shape": QT_TRANSLATE_NOOP("cartographers", "{seat} gains a coin for the small shape ({coins:coin|coins} in all)."),
    "carto.coin_mountain": QT_TRANSLATE_NOOP(
        "cartographers", "{seat} surrounded a mountain and gains a coin ({coins:coin|coins} in all)."),
    "carto.season_score": QT_TRANSLATE_NOOP(
        "cartographers", "{seat}'s {season}: edicts {first} + {second}, {coins:coin|coins}, monsters {monsters}: "
                         "{total:star|stars}."),
    "carto.skill": QT_TRANSLATE_NOOP("cartographers", "{seat} used {skill} and paid {cost:coin|coins}."),
    "carto.skill_private": QT_TRANSLATE_NOOP("cartographers", "(Only {seat} sees this) {seat} pays for {skill}."),
    "carto.skipped": QT_TRANSLATE_NOOP("cartographers", "(Only {seat} sees this) nothing fits: that drawing is lost."),
    "carto.game_over": QT_TRANSLATE_NOOP("cartographers", "Winter is over: the maps are finished."),
    "carto.tie_monsters": QT_TRANSLATE_NOOP(
        "cartographers", "{seats} tied on {total:star|stars}; fewer stars lost to monsters ranks first."),
    "carto.tie_shared": QT_TRANSLATE_NOOP(
        "cartographers", "{seats} tied on {total:star|stars} and on monsters: they share the place."),
    # Reading a sheet.
    "sheet.empty": QT_TRANSLATE_NOOP("cartographers", "The sheet is empty: its first line must be “side A” or “side B”."),
    "sheet.bad_side": QT_TRANSLATE_NOOP(
        "cartographers", "Line {line}: “{text}” — the first line must be “side A” or “side B”."),
    "sheet.row_count": QT_TRANSLATE_NOOP("cartographers", "Line {line}: a sheet has 11 rows, this one has {rows}."),
    "sheet.row_length": QT_TRANSLATE_NOOP(
        "cartographers", "Line {line}: a row has 11 symbols, this one has {length}."),
    "sheet.bad_symbol": QT_TRANSLATE_NOOP(
        "cartographers", "Line {line}, column {column}: “{symbol}” is not a symbol (. F V A W M ^ X)."),
    "sheet.mountain_missing": QT_TRANSLATE_NOOP(
        "cartographers", "Line {line}, column {column}: side {side} prints a mountain here (^)."),
    "sheet.mountain_misplaced": QT_TRANSLATE_NOOP(
        "cartographers", "Line {line}, column {column}: side {side} has no mountain here."),
    "sheet.wasteland_missing": QT_TRANSLATE_NOOP(
        "cartographers", "Line {line}, column {column}: side {side} prints wasteland here (X)."),
    "sheet.wasteland_misplaced": QT_TRANSLATE_NOOP(
        "cartographers", "Line {line}, column {column}: side {side} has no wasteland here."),
    # Options.
    "carto.option.side_b": QT_TRANSLATE_NOOP("cartographers", "Map side B (Wastelands) instead of side A (Wilderness)"),
    "carto.option.start_sheet": QT_TRANSLATE_NOOP("cartographers", "Practice map to start from (sheet notation)"),
    "carto.start_sheet_solo_only": QT_TRANSLATE_NOOP("cartographers", "A practice map is for a solo game."),
    "carto.bad_start_sheet": QT_TRANSLATE_NOOP("cartographers", "The practice map cannot be read: {reason}"),
    "carto.option.skills": QT_TRANSLATE_NOOP(
        "cartographers", "Skills mini-expansion (three skills paid for with coins)"),
    "carto.option.promo_ambushes": QT_TRANSLATE_NOOP("cartographers", "Add the four promo ambushes"),
    # Why the hint suggests a move, in the bot's terms.
    "carto.why.now": QT_TRANSLATE_NOOP("cartographers", "Scores {points:star|stars} more for {edict} this season."),
    "carto.why.later": QT_TRANSLATE_NOOP(
        "cartographers", "Builds toward {edict}: {points:star|stars} more when it is scored."),
    "carto.why.coins": QT_TRANSLATE_NOOP(
        "cartographers", "Earns {coins:coin|coins}, and each coin scores a star every season."),
    "carto.why.monsters": QT_TRANSLATE_NOOP(
        "cartographers", "Fills {points:space|spaces} next to monsters: {points:star|stars} less lost each season."),
    "carto.why.least": QT_TRANSLATE_NOOP(
        "cartographers", "Nothing scores more this turn; this place spoils the fewest spaces the edicts want."),
    "carto.why.both": QT_TRANSLATE_NOOP("cartographers", "{first} {second}"),
    "carto.why.skill": QT_TRANSLATE_NOOP(
        "cartographers", "{skill} for {cost:coin|coins}: about {points:star|stars} more over the game than "
                         "drawing without it, the coins counted."),
    "carto.why.pass": QT_TRANSLATE_NOOP(
        "cartographers", "No skill is worth its coins now: each coin kept scores a star every season."),
    "carto.why.ambush": QT_TRANSLATE_NOOP(
        "cartographers", "Here the monsters touch {n:empty space|empty spaces} of {victim}'s map, each a star "
                         "lost every season until it is filled."),
    "carto.why.confirm": QT_TRANSLATE_NOOP(
        "cartographers", "Your drawing is complete: confirm it (Undo still takes it back until then)."),
    "carto.why.skip": QT_TRANSLATE_NOOP("cartographers", "Nothing fits on your map: this drawing is lost."),
}

TERMS = {
    "forest": QT_TRANSLATE_NOOP("cartographers", "forest"),
    "village": QT_TRANSLATE_NOOP("cartographers", "village"),
    "farm": QT_TRANSLATE_NOOP("cartographers", "farm"),
    "water": QT_TRANSLATE_NOOP("cartographers", "water"),
    "monster": QT_TRANSLATE_NOOP("cartographers", "monster"),
    # Scoring cards, by key.
    "sentinel_wood": QT_TRANSLATE_NOOP("cartographers", "Sentinel Wood"),
    "greenbough": QT_TRANSLATE_NOOP("cartographers", "Greenbough"),
    "treetower": QT_TRANSLATE_NOOP("cartographers", "Treetower"),
    "stoneside_forest": QT_TRANSLATE_NOOP("cartographers", "Stoneside Forest"),
    "canal_lake": QT_TRANSLATE_NOOP("cartographers", "Canal Lake"),
    "mages_valley": QT_TRANSLATE_NOOP("cartographers", "Mages Valley"),
    "the_golden_granary": QT_TRANSLATE_NOOP("cartographers", "The Golden Granary"),
    "shoreside_expanse": QT_TRANSLATE_NOOP("cartographers", "Shoreside Expanse"),
    "wildholds": QT_TRANSLATE_NOOP("cartographers", "Wildholds"),
    "great_city": QT_TRANSLATE_NOOP("cartographers", "Great City"),
    "greengold_plains": QT_TRANSLATE_NOOP("cartographers", "Greengold Plains"),
    "shieldgate": QT_TRANSLATE_NOOP("cartographers", "Shieldgate"),
    "borderlands": QT_TRANSLATE_NOOP("cartographers", "Borderlands"),
    "lost_barony": QT_TRANSLATE_NOOP("cartographers", "Lost Barony"),
    "the_broken_road": QT_TRANSLATE_NOOP("cartographers", "The Broken Road"),
    "the_cauldrons": QT_TRANSLATE_NOOP("cartographers", "The Cauldrons"),
    # Explore and ambush cards, by printed name.
    "Temple Ruins": QT_TRANSLATE_NOOP("cartographers", "Temple Ruins"),
    "Outpost Ruins": QT_TRANSLATE_NOOP("cartographers", "Outpost Ruins"),
    "Great River": QT_TRANSLATE_NOOP("cartographers", "Great River"),
    "Farmland": QT_TRANSLATE_NOOP("cartographers", "Farmland"),
    "Hamlet": QT_TRANSLATE_NOOP("cartographers", "Hamlet"),
    "Forgotten Forest": QT_TRANSLATE_NOOP("cartographers", "Forgotten Forest"),
    "Hinterland Stream": QT_TRANSLATE_NOOP("cartographers", "Hinterland Stream"),
    "Homestead": QT_TRANSLATE_NOOP("cartographers", "Homestead"),
    "Orchard": QT_TRANSLATE_NOOP("cartographers", "Orchard"),
    "Treetop Village": QT_TRANSLATE_NOOP("cartographers", "Treetop Village"),
    "Marshlands": QT_TRANSLATE_NOOP("cartographers", "Marshlands"),
    "Fishing Village": QT_TRANSLATE_NOOP("cartographers", "Fishing Village"),
    "Rift Lands": QT_TRANSLATE_NOOP("cartographers", "Rift Lands"),
    "Goblin Attack": QT_TRANSLATE_NOOP("cartographers", "Goblin Attack"),
    "Bugbear Assault": QT_TRANSLATE_NOOP("cartographers", "Bugbear Assault"),
    "Kobold Onslaught": QT_TRANSLATE_NOOP("cartographers", "Kobold Onslaught"),
    "Gnoll Raid": QT_TRANSLATE_NOOP("cartographers", "Gnoll Raid"),
    "Flayer Incursion": QT_TRANSLATE_NOOP("cartographers", "Flayer Incursion"),
    "Insectoid Invasion": QT_TRANSLATE_NOOP("cartographers", "Insectoid Invasion"),
    "Ratman Strike": QT_TRANSLATE_NOOP("cartographers", "Ratman Strike"),
    "Ogre Charge": QT_TRANSLATE_NOOP("cartographers", "Ogre Charge"),
    # Solo titles.
    "Legendary Cartographer": QT_TRANSLATE_NOOP("cartographers", "Legendary Cartographer"),
    "Master Mapsmith": QT_TRANSLATE_NOOP("cartographers", "Master Mapsmith"),
    "Journeyman Topographer": QT_TRANSLATE_NOOP("cartographers", "Journeyman Topographer"),
    "Apprentice Surveyor": QT_TRANSLATE_NOOP("cartographers", "Apprentice Surveyor"),
    "Amateur Assessor": QT_TRANSLATE_NOOP("cartographers", "Amateur Assessor"),
    "Inept Assistant": QT_TRANSLATE_NOOP("cartographers", "Inept Assistant"),
    "Dimwitted Doodler": QT_TRANSLATE_NOOP("cartographers", "Dimwitted Doodler"),
    "Oblivious Inkdrinker": QT_TRANSLATE_NOOP("cartographers", "Oblivious Inkdrinker"),
    "heal_wounds": QT_TRANSLATE_NOOP("cartographers", "Heal Wounds"),
    "knowledge": QT_TRANSLATE_NOOP("cartographers", "Knowledge"),
    "acrobatics": QT_TRANSLATE_NOOP("cartographers", "Acrobatics"),
    "diplomacy": QT_TRANSLATE_NOOP("cartographers", "Diplomacy"),
    "negotiation": QT_TRANSLATE_NOOP("cartographers", "Negotiation"),
    "search": QT_TRANSLATE_NOOP("cartographers", "Search"),
    "concentration": QT_TRANSLATE_NOOP("cartographers", "Concentration"),
    "sneak": QT_TRANSLATE_NOOP("cartographers", "Sneak"),
    "spring": QT_TRANSLATE_NOOP("cartographers", "Spring"),
    "summer": QT_TRANSLATE_NOOP("cartographers", "Summer"),
    "fall": QT_TRANSLATE_NOOP("cartographers", "Autumn"),
    "winter": QT_TRANSLATE_NOOP("cartographers", "Winter"),
}

# Rule texts for tooltips; every rule element on the table carries one of these ids.
RULES = {
    "sentinel_wood": QT_TRANSLATE_NOOP("cartographers", "Sentinel Wood: 1 star for each forest space on the edge of the map."),
    "greenbough": QT_TRANSLATE_NOOP(
        "cartographers", "Greenbough: 1 star for each row and each column with at least one forest space. "
                         "The same forest space may count for its row and its column."),
    "treetower": QT_TRANSLATE_NOOP(
        "cartographers", "Treetower: 1 star for each forest space surrounded on all four sides by filled spaces "
                         "or the edge of the map."),
    "stoneside_forest": QT_TRANSLATE_NOOP(
        "cartographers", "Stoneside Forest: 3 stars for each mountain connected to another mountain by a cluster of "
                         "forest spaces. Each mountain counts once."),
    "canal_lake": QT_TRANSLATE_NOOP(
        "cartographers", "Canal Lake: 1 star for each water space next to at least one farm space, and 1 star for "
                         "each farm space next to at least one water space."),
    "mages_valley": QT_TRANSLATE_NOOP(
        "cartographers", "Mages Valley: 2 stars for each water space next to a mountain, 1 star for each farm space "
                         "next to a mountain."),
    "the_golden_granary": QT_TRANSLATE_NOOP(
        "cartographers", "The Golden Granary: 1 star for each water space next to a ruins space, 3 stars for each "
                         "farm space on a ruins space."),
    "shoreside_expanse": QT_TRANSLATE_NOOP(
        "cartographers", "Shoreside Expanse: 3 stars for each cluster of farm spaces touching neither water nor the "
                         "edge of the map, and 3 for each cluster of water spaces touching neither farm nor the edge."),
    "wildholds": QT_TRANSLATE_NOOP("cartographers", "Wildholds: 8 stars for each cluster of six or more village spaces."),
    "great_city": QT_TRANSLATE_NOOP(
        "cartographers", "Great City: 1 star for each village space in the largest cluster of villages that is not "
                         "next to a mountain."),
    "greengold_plains": QT_TRANSLATE_NOOP(
        "cartographers", "Greengold Plains: 3 stars for each cluster of village spaces next to at least three "
                         "different terrain types (forest, farm, water, monster, mountain)."),
    "shieldgate": QT_TRANSLATE_NOOP(
        "cartographers", "Shieldgate: 2 stars for each village space in the second-largest cluster of villages."),
    "borderlands": QT_TRANSLATE_NOOP("cartographers", "Borderlands: 6 stars for each complete row or complete column of filled spaces."),
    "lost_barony": QT_TRANSLATE_NOOP(
        "cartographers", "Lost Barony: 3 stars for each space along one edge of the largest square of filled spaces."),
    "the_broken_road": QT_TRANSLATE_NOOP(
        "cartographers", "The Broken Road: 3 stars for each complete diagonal line of filled spaces running from the "
                         "left edge to the bottom edge of the map."),
    "the_cauldrons": QT_TRANSLATE_NOOP(
        "cartographers", "The Cauldrons: 1 star for each empty space surrounded on all four sides by filled spaces or "
                         "the edge of the map."),
    "drawing": QT_TRANSLATE_NOOP(
        "cartographers", "Drawing: choose one shape and one terrain from the card. It may be turned and flipped, must "
                         "stay on the map, and may not cover filled spaces, mountains or wasteland. It need not touch "
                         "anything already drawn. If no shape fits, draw a 1×1 anywhere in a terrain of the card."),
    "ruins": QT_TRANSLATE_NOOP(
        "cartographers", "Ruins: after a ruins card, the next shape must cover an empty ruins space. If no shape can, "
                         "or none is left, draw a 1×1 anywhere instead. A ruins space is filled once drawn on."),
    "mountain": QT_TRANSLATE_NOOP(
        "cartographers", "Mountain: always filled. When all four spaces around it are filled, you gain a coin."),
    "wasteland": QT_TRANSLATE_NOOP("cartographers", "Wasteland: always filled; nothing can be drawn on it."),
    "monster": QT_TRANSLATE_NOOP(
        "cartographers", "Monsters: at each season's end you lose 1 star for each empty space next to a monster space "
                         "(each space counts once)."),
    "coins": QT_TRANSLATE_NOOP(
        "cartographers", "Coins: a shape marked with a coin, or a mountain surrounded on four sides, earns a coin. "
                         "Each coin is worth 1 star at the end of every season. The track holds 14."),
    "season": QT_TRANSLATE_NOOP(
        "cartographers", "Seasons: add up the time of the explore cards revealed; when it reaches the season's number, "
                         "the season ends and its two edicts are scored, with coins and monsters."),
    "ambush": QT_TRANSLATE_NOOP(
        "cartographers", "Ambush: the neighbour in the arrow's direction draws the monster shape on your map (turned "
                         "or flipped as they like); in solo, it starts in the marked corner and walks the edge."),
    "solo": QT_TRANSLATE_NOOP(
        "cartographers", "Solo: subtract the four scoring cards' solo values from your score; the result earns a "
                         "title from the queen."),
    "skills": QT_TRANSLATE_NOOP(
        "cartographers", "Skills: once per season you may use one of the three skills, paying its coins from your coin "
                         "track; spent coins no longer score. You cannot pay coins you do not have. The costs are "
                         "not confirmed by any public source."),
    "skill.heal_wounds": QT_TRANSLATE_NOOP(
        "cartographers", "Heal Wounds (while drawing): also draw a 2×1 in a terrain of the card next to a monster space."),
    "skill.knowledge": QT_TRANSLATE_NOOP(
        "cartographers", "Knowledge (while drawing): draw the card's shape as village instead of its terrain."),
    "skill.acrobatics": QT_TRANSLATE_NOOP(
        "cartographers", "Acrobatics (when an ambush is revealed): the monster on your map is a 2×1 instead of the "
                         "card's shape."),
    "skill.diplomacy": QT_TRANSLATE_NOOP(
        "cartographers", "Diplomacy (at any time: while drawing, or when an ambush is revealed before its monsters "
                         "are drawn): also draw a 1×1 farm and a 1×1 village anywhere."),
    "skill.negotiation": QT_TRANSLATE_NOOP(
        "cartographers", "Negotiation (while drawing): draw a 2×2 instead of the card's shapes, in a terrain of the card."),
    "skill.search": QT_TRANSLATE_NOOP(
        "cartographers", "Search (while drawing): also draw a 1×1 of the same terrain next to the shape just drawn."),
    "skill.concentration": QT_TRANSLATE_NOOP(
        "cartographers", "Concentration (not on an ambush): draw the chosen shape a second time, in the same terrain."),
    "skill.sneak": QT_TRANSLATE_NOOP(
        "cartographers", "Sneak (while drawing): the shape may hang over the edge of the map; the cells outside are "
                         "not drawn."),
    "confirm": QT_TRANSLATE_NOOP(
        "cartographers", "Your drawing stays hidden from the others until everyone has confirmed; until then you "
                         "can undo it."),
}


def monsters_words(value: Any, translate: Translate) -> str:
    """Returns the monster penalty as it reads in a sum: "−4", with a true minus sign (0 stays 0)."""
    return f"\u2212{-value}" if isinstance(value, int) and value < 0 else str(value)


PARAMS = {"monsters": monsters_words}

# The parameters that count things: each is always written {name:one|many} (tabletop/messages.py).
COUNTS = frozenset({"coins", "cost", "n", "points", "total", "turns"})
