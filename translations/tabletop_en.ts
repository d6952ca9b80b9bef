<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>app</name>
    <message>
        <source>Seat {n}</source>
        <translation>Seat {n}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} and {last}</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
</context>
<context>
    <name>cartographers</name>
    <message>
        <source>The drawing is made: confirm it (or undo it) first.</source>
        <translation>The drawing is made: confirm it (or undo it) first.</translation>
    </message>
    <message>
        <source>Draw a shape before confirming.</source>
        <translation>Draw a shape before confirming.</translation>
    </message>
    <message>
        <source>Only a map with no empty space left may skip drawing.</source>
        <translation>Only a map with no empty space left may skip drawing.</translation>
    </message>
    <message>
        <source>Now everyone draws the revealed explore card.</source>
        <translation>Now everyone draws the revealed explore card.</translation>
    </message>
    <message>
        <source>Now the ambush's monster must be drawn.</source>
        <translation>Now the ambush's monster must be drawn.</translation>
    </message>
    <message>
        <source>{card} does not offer {terrain}.</source>
        <translation>{card} does not offer {terrain}.</translation>
    </message>
    <message>
        <source>Off the map: every cell of the shape must be on the map.</source>
        <translation>Off the map: every cell of the shape must be on the map.</translation>
    </message>
    <message>
        <source>Overlaps a mountain.</source>
        <translation>Overlaps a mountain.</translation>
    </message>
    <message>
        <source>Overlaps wasteland.</source>
        <translation>Overlaps wasteland.</translation>
    </message>
    <message>
        <source>Overlaps a space that is already filled.</source>
        <translation>Overlaps a space that is already filled.</translation>
    </message>
    <message>
        <source>A ruins card was revealed: the shape must cover an empty ruins space.</source>
        <translation>A ruins card was revealed: the shape must cover an empty ruins space.</translation>
    </message>
    <message>
        <source>A 1×1 drawing is only allowed when no shape of the card fits.</source>
        <translation>A 1×1 drawing is only allowed when no shape of the card fits.</translation>
    </message>
    <message>
        <source>After a ruins card no shape of this card can cover an empty ruins space: draw a 1×1 anywhere instead.</source>
        <translation>After a ruins card no shape of this card can cover an empty ruins space: draw a 1×1 anywhere instead.</translation>
    </message>
    <message>
        <source>No shape of this card fits anywhere on the map: draw a 1×1 anywhere instead.</source>
        <translation>No shape of this card fits anywhere on the map: draw a 1×1 anywhere instead.</translation>
    </message>
    <message>
        <source>The same drawing is listed as “{action}”.</source>
        <translation>The same drawing is listed as “{action}”.</translation>
    </message>
    <message>
        <source>An ambush is revealed: pay for a skill of this moment, or pass.</source>
        <translation>An ambush is revealed: pay for a skill of this moment, or pass.</translation>
    </message>
    <message>
        <source>Passing is only for the skills when an ambush is revealed.</source>
        <translation>Passing is only for the skills when an ambush is revealed.</translation>
    </message>
    <message>
        <source>Now draw a shape from the card.</source>
        <translation>Now draw a shape from the card.</translation>
    </message>
    <message>
        <source>Search: now draw a 1×1 of the same terrain next to your shape.</source>
        <translation>Search: now draw a 1×1 of the same terrain next to your shape.</translation>
    </message>
    <message>
        <source>Concentration: now draw the same shape again, same terrain.</source>
        <translation>Concentration: now draw the same shape again, same terrain.</translation>
    </message>
    <message>
        <source>Heal Wounds: now draw a 2×1 next to a monster space.</source>
        <translation>Heal Wounds: now draw a 2×1 next to a monster space.</translation>
    </message>
    <message>
        <source>Diplomacy: now draw a 1×1 farm anywhere.</source>
        <translation>Diplomacy: now draw a 1×1 farm anywhere.</translation>
    </message>
    <message>
        <source>Diplomacy: now draw a 1×1 village anywhere.</source>
        <translation>Diplomacy: now draw a 1×1 village anywhere.</translation>
    </message>
    <message>
        <source>Now draw the ambush's monsters.</source>
        <translation>Now draw the ambush's monsters.</translation>
    </message>
    <message>
        <source>Search: the 1×1 must be next to the shape just drawn.</source>
        <translation>Search: the 1×1 must be next to the shape just drawn.</translation>
    </message>
    <message>
        <source>Heal Wounds: the 2×1 must be next to a monster space.</source>
        <translation>Heal Wounds: the 2×1 must be next to a monster space.</translation>
    </message>
    <message>
        <source>There is no skill “{skill}”.</source>
        <translation>There is no skill “{skill}”.</translation>
    </message>
    <message>
        <source>{skill} is not among this game's three skills.</source>
        <translation>{skill} is not among this game's three skills.</translation>
    </message>
    <message>
        <source>A skill may be used once per season.</source>
        <translation>A skill may be used once per season.</translation>
    </message>
    <message>
        <source>Acrobatics is used when an ambush is revealed.</source>
        <translation>Acrobatics is used when an ambush is revealed.</translation>
    </message>
    <message>
        <source>{skill} is used while drawing an explore card.</source>
        <translation>{skill} is used while drawing an explore card.</translation>
    </message>
    <message>
        <source>{skill} is used while drawing an explore card or when an ambush is revealed, not while its monsters are drawn.</source>
        <translation>{skill} is used while drawing an explore card or when an ambush is revealed, not while its monsters are drawn.</translation>
    </message>
    <message>
        <source>{skill} is paid for before drawing the shape.</source>
        <translation>{skill} is paid for before drawing the shape.</translation>
    </message>
    <message>
        <source>Explore card: {card} (time {time}).</source>
        <translation>Explore card: {card} (time {time}).</translation>
    </message>
    <message>
        <source>{card}! The next shape must cover an empty ruins space if it can.</source>
        <translation>{card}! The next shape must cover an empty ruins space if it can.</translation>
    </message>
    <message>
        <source>Ambush: {card}! Monsters attack every map.</source>
        <translation>Ambush: {card}! Monsters attack every map.</translation>
    </message>
    <message>
        <source>{card}: the monsters are drawn on {seat}'s map.</source>
        <translation>{card}: the monsters are drawn on {seat}'s map.</translation>
    </message>
    <message>
        <source>{card} finds no room and is ignored.</source>
        <translation>{card} finds no room and is ignored.</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} drew {terrain} at {square}.</source>
        <translation>(Only {seat} sees this) {seat} drew {terrain} at {square}.</translation>
    </message>
    <message>
        <source>{seat} drew {terrain} at {square}.</source>
        <translation>{seat} drew {terrain} at {square}.</translation>
    </message>
    <message>
        <source>{seat} has drawn.</source>
        <translation>{seat} has drawn.</translation>
    </message>
    <message>
        <source>{seat} drew {terrain}.</source>
        <translation>{seat} drew {terrain}.</translation>
    </message>
    <message>
        <source>{seat} drew monsters on {victim}'s map.</source>
        <translation>{seat} drew monsters on {victim}'s map.</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} pays for {skill}.</source>
        <translation>(Only {seat} sees this) {seat} pays for {skill}.</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) nothing fits: that drawing is lost.</source>
        <translation>(Only {seat} sees this) nothing fits: that drawing is lost.</translation>
    </message>
    <message>
        <source>Winter is over: the maps are finished.</source>
        <translation>Winter is over: the maps are finished.</translation>
    </message>
    <message>
        <source>The sheet is empty: its first line must be “side A” or “side B”.</source>
        <translation>The sheet is empty: its first line must be “side A” or “side B”.</translation>
    </message>
    <message>
        <source>Line {line}: “{text}” — the first line must be “side A” or “side B”.</source>
        <translation>Line {line}: “{text}” — the first line must be “side A” or “side B”.</translation>
    </message>
    <message>
        <source>Line {line}: a sheet has 11 rows, this one has {rows}.</source>
        <translation>Line {line}: a sheet has 11 rows, this one has {rows}.</translation>
    </message>
    <message>
        <source>Line {line}: a row has 11 symbols, this one has {length}.</source>
        <translation>Line {line}: a row has 11 symbols, this one has {length}.</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: “{symbol}” is not a symbol (. F V A W M ^ X).</source>
        <translation>Line {line}, column {column}: “{symbol}” is not a symbol (. F V A W M ^ X).</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: side {side} prints a mountain here (^).</source>
        <translation>Line {line}, column {column}: side {side} prints a mountain here (^).</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: side {side} has no mountain here.</source>
        <translation>Line {line}, column {column}: side {side} has no mountain here.</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: side {side} prints wasteland here (X).</source>
        <translation>Line {line}, column {column}: side {side} prints wasteland here (X).</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: side {side} has no wasteland here.</source>
        <translation>Line {line}, column {column}: side {side} has no wasteland here.</translation>
    </message>
    <message>
        <source>Map side B (Wastelands) instead of side A (Wilderness)</source>
        <translation>Map side B (Wastelands) instead of side A (Wilderness)</translation>
    </message>
    <message>
        <source>Practice map to start from (sheet notation)</source>
        <translation>Practice map to start from (sheet notation)</translation>
    </message>
    <message>
        <source>A practice map is for a solo game.</source>
        <translation>A practice map is for a solo game.</translation>
    </message>
    <message>
        <source>The practice map cannot be read: {reason}</source>
        <translation>The practice map cannot be read: {reason}</translation>
    </message>
    <message>
        <source>{seat}: draw on your map from the explore card.</source>
        <translation>{seat}: draw on your map from the explore card.</translation>
    </message>
    <message>
        <source>{seat}: pay for a skill before the ambush, or pass.</source>
        <translation>{seat}: pay for a skill before the ambush, or pass.</translation>
    </message>
    <message>
        <source>{seat}: draw the monster on {victim}'s map.</source>
        <translation>{seat}: draw the monster on {victim}'s map.</translation>
    </message>
    <message>
        <source>{seat} used {skill} and paid {cost:coin|coins}.</source>
        <translation>{seat} used {skill} and paid {cost:coin|coins}.</translation>
    </message>
    <message>
        <source>Skills mini-expansion (three skills paid for with coins)</source>
        <translation>Skills mini-expansion (three skills paid for with coins)</translation>
    </message>
    <message>
        <source>Add the four promo ambushes</source>
        <translation>Add the four promo ambushes</translation>
    </message>
    <message>
        <source>Scores {points:star|stars} more for {edict} this season.</source>
        <translation>Scores {points:star|stars} more for {edict} this season.</translation>
    </message>
    <message>
        <source>Builds toward {edict}: {points:star|stars} more when it is scored.</source>
        <translation>Builds toward {edict}: {points:star|stars} more when it is scored.</translation>
    </message>
    <message>
        <source>Earns {coins:coin|coins}, and each coin scores a star every season.</source>
        <translation>Earns {coins:coin|coins}, and each coin scores a star every season.</translation>
    </message>
    <message>
        <source>Fills {points:space|spaces} next to monsters: {points:star|stars} less lost each season.</source>
        <translation>Fills {points:space|spaces} next to monsters: {points:star|stars} less lost each season.</translation>
    </message>
    <message>
        <source>Nothing scores more this turn; this place spoils the fewest spaces the edicts want.</source>
        <translation>Nothing scores more this turn; this place spoils the fewest spaces the edicts want.</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>{skill} for {cost:coin|coins}: about {points:star|stars} more over the game than drawing without it, the coins counted.</source>
        <translation>{skill} for {cost:coin|coins}: about {points:star|stars} more over the game than drawing without it, the coins counted.</translation>
    </message>
    <message>
        <source>No skill is worth its coins now: each coin kept scores a star every season.</source>
        <translation>No skill is worth its coins now: each coin kept scores a star every season.</translation>
    </message>
    <message>
        <source>Here the monsters touch {n:empty space|empty spaces} of {victim}'s map, each a star lost every season until it is filled.</source>
        <translation>Here the monsters touch {n:empty space|empty spaces} of {victim}'s map, each a star lost every season until it is filled.</translation>
    </message>
    <message>
        <source>Your drawing is complete: confirm it (Undo still takes it back until then).</source>
        <translation>Your drawing is complete: confirm it (Undo still takes it back until then).</translation>
    </message>
    <message>
        <source>Nothing fits on your map: this drawing is lost.</source>
        <translation>Nothing fits on your map: this drawing is lost.</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forest</translation>
    </message>
    <message>
        <source>village</source>
        <translation>village</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>farm</translation>
    </message>
    <message>
        <source>water</source>
        <translation>water</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>monster</translation>
    </message>
    <message>
        <source>Sentinel Wood</source>
        <translation>Sentinel Wood</translation>
    </message>
    <message>
        <source>Greenbough</source>
        <translation>Greenbough</translation>
    </message>
    <message>
        <source>Treetower</source>
        <translation>Treetower</translation>
    </message>
    <message>
        <source>Stoneside Forest</source>
        <translation>Stoneside Forest</translation>
    </message>
    <message>
        <source>Canal Lake</source>
        <translation>Canal Lake</translation>
    </message>
    <message>
        <source>Mages Valley</source>
        <translation>Mages Valley</translation>
    </message>
    <message>
        <source>The Golden Granary</source>
        <translation>The Golden Granary</translation>
    </message>
    <message>
        <source>Shoreside Expanse</source>
        <translation>Shoreside Expanse</translation>
    </message>
    <message>
        <source>Wildholds</source>
        <translation>Wildholds</translation>
    </message>
    <message>
        <source>Great City</source>
        <translation>Great City</translation>
    </message>
    <message>
        <source>Greengold Plains</source>
        <translation>Greengold Plains</translation>
    </message>
    <message>
        <source>Shieldgate</source>
        <translation>Shieldgate</translation>
    </message>
    <message>
        <source>Borderlands</source>
        <translation>Borderlands</translation>
    </message>
    <message>
        <source>Lost Barony</source>
        <translation>Lost Barony</translation>
    </message>
    <message>
        <source>The Broken Road</source>
        <translation>The Broken Road</translation>
    </message>
    <message>
        <source>The Cauldrons</source>
        <translation>The Cauldrons</translation>
    </message>
    <message>
        <source>Temple Ruins</source>
        <translation>Temple Ruins</translation>
    </message>
    <message>
        <source>Outpost Ruins</source>
        <translation>Outpost Ruins</translation>
    </message>
    <message>
        <source>Great River</source>
        <translation>Great River</translation>
    </message>
    <message>
        <source>Farmland</source>
        <translation>Farmland</translation>
    </message>
    <message>
        <source>Hamlet</source>
        <translation>Hamlet</translation>
    </message>
    <message>
        <source>Forgotten Forest</source>
        <translation>Forgotten Forest</translation>
    </message>
    <message>
        <source>Hinterland Stream</source>
        <translation>Hinterland Stream</translation>
    </message>
    <message>
        <source>Homestead</source>
        <translation>Homestead</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translation>Orchard</translation>
    </message>
    <message>
        <source>Treetop Village</source>
        <translation>Treetop Village</translation>
    </message>
    <message>
        <source>Marshlands</source>
        <translation>Marshlands</translation>
    </message>
    <message>
        <source>Fishing Village</source>
        <translation>Fishing Village</translation>
    </message>
    <message>
        <source>Rift Lands</source>
        <translation>Rift Lands</translation>
    </message>
    <message>
        <source>Goblin Attack</source>
        <translation>Goblin Attack</translation>
    </message>
    <message>
        <source>Bugbear Assault</source>
        <translation>Bugbear Assault</translation>
    </message>
    <message>
        <source>Kobold Onslaught</source>
        <translation>Kobold Onslaught</translation>
    </message>
    <message>
        <source>Gnoll Raid</source>
        <translation>Gnoll Raid</translation>
    </message>
    <message>
        <source>Flayer Incursion</source>
        <translation>Flayer Incursion</translation>
    </message>
    <message>
        <source>Insectoid Invasion</source>
        <translation>Insectoid Invasion</translation>
    </message>
    <message>
        <source>Ratman Strike</source>
        <translation>Ratman Strike</translation>
    </message>
    <message>
        <source>Ogre Charge</source>
        <translation>Ogre Charge</translation>
    </message>
    <message>
        <source>Legendary Cartographer</source>
        <translation>Legendary Cartographer</translation>
    </message>
    <message>
        <source>Master Mapsmith</source>
        <translation>Master Mapsmith</translation>
    </message>
    <message>
        <source>Journeyman Topographer</source>
        <translation>Journeyman Topographer</translation>
    </message>
    <message>
        <source>Apprentice Surveyor</source>
        <translation>Apprentice Surveyor</translation>
    </message>
    <message>
        <source>Amateur Assessor</source>
        <translation>Amateur Assessor</translation>
    </message>
    <message>
        <source>Inept Assistant</source>
        <translation>Inept Assistant</translation>
    </message>
    <message>
        <source>Dimwitted Doodler</source>
        <translation>Dimwitted Doodler</translation>
    </message>
    <message>
        <source>Oblivious Inkdrinker</source>
        <translation>Oblivious Inkdrinker</translation>
    </message>
    <message>
        <source>Heal Wounds</source>
        <translation>Heal Wounds</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>Knowledge</translation>
    </message>
    <message>
        <source>Acrobatics</source>
        <translation>Acrobatics</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy</translation>
    </message>
    <message>
        <source>Negotiation</source>
        <translation>Negotiation</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>Concentration</source>
        <translation>Concentration</translation>
    </message>
    <message>
        <source>Sneak</source>
        <translation>Sneak</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Spring</translation>
    </message>
    <message>
        <source>Summer</source>
        <translation>Summer</translation>
    </message>
    <message>
        <source>Autumn</source>
        <translation>Autumn</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Winter</translation>
    </message>
    <message>
        <source>Sentinel Wood: 1 star for each forest space on the edge of the map.</source>
        <translation>Sentinel Wood: 1 star for each forest space on the edge of the map.</translation>
    </message>
    <message>
        <source>Greenbough: 1 star for each row and each column with at least one forest space. The same forest space may count for its row and its column.</source>
        <translation>Greenbough: 1 star for each row and each column with at least one forest space. The same forest space may count for its row and its column.</translation>
    </message>
    <message>
        <source>Treetower: 1 star for each forest space surrounded on all four sides by filled spaces or the edge of the map.</source>
        <translation>Treetower: 1 star for each forest space surrounded on all four sides by filled spaces or the edge of the map.</translation>
    </message>
    <message>
        <source>Stoneside Forest: 3 stars for each mountain connected to another mountain by a cluster of forest spaces. Each mountain counts once.</source>
        <translation>Stoneside Forest: 3 stars for each mountain connected to another mountain by a cluster of forest spaces. Each mountain counts once.</translation>
    </message>
    <message>
        <source>Canal Lake: 1 star for each water space next to at least one farm space, and 1 star for each farm space next to at least one water space.</source>
        <translation>Canal Lake: 1 star for each water space next to at least one farm space, and 1 star for each farm space next to at least one water space.</translation>
    </message>
    <message>
        <source>Mages Valley: 2 stars for each water space next to a mountain, 1 star for each farm space next to a mountain.</source>
        <translation>Mages Valley: 2 stars for each water space next to a mountain, 1 star for each farm space next to a mountain.</translation>
    </message>
    <message>
        <source>The Golden Granary: 1 star for each water space next to a ruins space, 3 stars for each farm space on a ruins space.</source>
        <translation>The Golden Granary: 1 star for each water space next to a ruins space, 3 stars for each farm space on a ruins space.</translation>
    </message>
    <message>
        <source>Shoreside Expanse: 3 stars for each cluster of farm spaces touching neither water nor the edge of the map, and 3 for each cluster of water spaces touching neither farm nor the edge.</source>
        <translation>Shoreside Expanse: 3 stars for each cluster of farm spaces touching neither water nor the edge of the map, and 3 for each cluster of water spaces touching neither farm nor the edge.</translation>
    </message>
    <message>
        <source>Wildholds: 8 stars for each cluster of six or more village spaces.</source>
        <translation>Wildholds: 8 stars for each cluster of six or more village spaces.</translation>
    </message>
    <message>
        <source>Great City: 1 star for each village space in the largest cluster of villages that is not next to a mountain.</source>
        <translation>Great City: 1 star for each village space in the largest cluster of villages that is not next to a mountain.</translation>
    </message>
    <message>
        <source>Greengold Plains: 3 stars for each cluster of village spaces next to at least three different terrain types (forest, farm, water, monster, mountain).</source>
        <translation>Greengold Plains: 3 stars for each cluster of village spaces next to at least three different terrain types (forest, farm, water, monster, mountain).</translation>
    </message>
    <message>
        <source>Shieldgate: 2 stars for each village space in the second-largest cluster of villages.</source>
        <translation>Shieldgate: 2 stars for each village space in the second-largest cluster of villages.</translation>
    </message>
    <message>
        <source>Borderlands: 6 stars for each complete row or complete column of filled spaces.</source>
        <translation>Borderlands: 6 stars for each complete row or complete column of filled spaces.</translation>
    </message>
    <message>
        <source>Lost Barony: 3 stars for each space along one edge of the largest square of filled spaces.</source>
        <translation>Lost Barony: 3 stars for each space along one edge of the largest square of filled spaces.</translation>
    </message>
    <message>
        <source>The Broken Road: 3 stars for each complete diagonal line of filled spaces running from the left edge to the bottom edge of the map.</source>
        <translation>The Broken Road: 3 stars for each complete diagonal line of filled spaces running from the left edge to the bottom edge of the map.</translation>
    </message>
    <message>
        <source>The Cauldrons: 1 star for each empty space surrounded on all four sides by filled spaces or the edge of the map.</source>
        <translation>The Cauldrons: 1 star for each empty space surrounded on all four sides by filled spaces or the edge of the map.</translation>
    </message>
    <message>
        <source>Drawing: choose one shape and one terrain from the card. It may be turned and flipped, must stay on the map, and may not cover filled spaces, mountains or wasteland. It need not touch anything already drawn. If no shape fits, draw a 1×1 anywhere in a terrain of the card.</source>
        <translation>Drawing: choose one shape and one terrain from the card. It may be turned and flipped, must stay on the map, and may not cover filled spaces, mountains or wasteland. It need not touch anything already drawn. If no shape fits, draw a 1×1 anywhere in a terrain of the card.</translation>
    </message>
    <message>
        <source>Ruins: after a ruins card, the next shape must cover an empty ruins space. If no shape can, or none is left, draw a 1×1 anywhere instead. A ruins space is filled once drawn on.</source>
        <translation>Ruins: after a ruins card, the next shape must cover an empty ruins space. If no shape can, or none is left, draw a 1×1 anywhere instead. A ruins space is filled once drawn on.</translation>
    </message>
    <message>
        <source>Mountain: always filled. When all four spaces around it are filled, you gain a coin.</source>
        <translation>Mountain: always filled. When all four spaces around it are filled, you gain a coin.</translation>
    </message>
    <message>
        <source>Wasteland: always filled; nothing can be drawn on it.</source>
        <translation>Wasteland: always filled; nothing can be drawn on it.</translation>
    </message>
    <message>
        <source>Monsters: at each season's end you lose 1 star for each empty space next to a monster space (each space counts once).</source>
        <translation>Monsters: at each season's end you lose 1 star for each empty space next to a monster space (each space counts once).</translation>
    </message>
    <message>
        <source>Coins: a shape marked with a coin, or a mountain surrounded on four sides, earns a coin. Each coin is worth 1 star at the end of every season. The track holds 14.</source>
        <translation>Coins: a shape marked with a coin, or a mountain surrounded on four sides, earns a coin. Each coin is worth 1 star at the end of every season. The track holds 14.</translation>
    </message>
    <message>
        <source>Seasons: add up the time of the explore cards revealed; when it reaches the season's number, the season ends and its two edicts are scored, with coins and monsters.</source>
        <translation>Seasons: add up the time of the explore cards revealed; when it reaches the season's number, the season ends and its two edicts are scored, with coins and monsters.</translation>
    </message>
    <message>
        <source>Ambush: the neighbour in the arrow's direction draws the monster shape on your map (turned or flipped as they like); in solo, it starts in the marked corner and walks the edge.</source>
        <translation>Ambush: the neighbour in the arrow's direction draws the monster shape on your map (turned or flipped as they like); in solo, it starts in the marked corner and walks the edge.</translation>
    </message>
    <message>
        <source>Solo: subtract the four scoring cards' solo values from your score; the result earns a title from the queen.</source>
        <translation>Solo: subtract the four scoring cards' solo values from your score; the result earns a title from the queen.</translation>
    </message>
    <message>
        <source>Skills: once per season you may use one of the three skills, paying its coins from your coin track; spent coins no longer score. You cannot pay coins you do not have. The costs are not confirmed by any public source.</source>
        <translation>Skills: once per season you may use one of the three skills, paying its coins from your coin track; spent coins no longer score. You cannot pay coins you do not have. The costs are not confirmed by any public source.</translation>
    </message>
    <message>
        <source>Heal Wounds (while drawing): also draw a 2×1 in a terrain of the card next to a monster space.</source>
        <translation>Heal Wounds (while drawing): also draw a 2×1 in a terrain of the card next to a monster space.</translation>
    </message>
    <message>
        <source>Knowledge (while drawing): draw the card's shape as village instead of its terrain.</source>
        <translation>Knowledge (while drawing): draw the card's shape as village instead of its terrain.</translation>
    </message>
    <message>
        <source>Acrobatics (when an ambush is revealed): the monster on your map is a 2×1 instead of the card's shape.</source>
        <translation>Acrobatics (when an ambush is revealed): the monster on your map is a 2×1 instead of the card's shape.</translation>
    </message>
    <message>
        <source>Diplomacy (at any time: while drawing, or when an ambush is revealed before its monsters are drawn): also draw a 1×1 farm and a 1×1 village anywhere.</source>
        <translation>Diplomacy (at any time: while drawing, or when an ambush is revealed before its monsters are drawn): also draw a 1×1 farm and a 1×1 village anywhere.</translation>
    </message>
    <message>
        <source>Negotiation (while drawing): draw a 2×2 instead of the card's shapes, in a terrain of the card.</source>
        <translation>Negotiation (while drawing): draw a 2×2 instead of the card's shapes, in a terrain of the card.</translation>
    </message>
    <message>
        <source>Search (while drawing): also draw a 1×1 of the same terrain next to the shape just drawn.</source>
        <translation>Search (while drawing): also draw a 1×1 of the same terrain next to the shape just drawn.</translation>
    </message>
    <message>
        <source>Concentration (not on an ambush): draw the chosen shape a second time, in the same terrain.</source>
        <translation>Concentration (not on an ambush): draw the chosen shape a second time, in the same terrain.</translation>
    </message>
    <message>
        <source>Sneak (while drawing): the shape may hang over the edge of the map; the cells outside are not drawn.</source>
        <translation>Sneak (while drawing): the shape may hang over the edge of the map; the cells outside are not drawn.</translation>
    </message>
    <message>
        <source>Your drawing stays hidden from the others until everyone has confirmed; until then you can undo it.</source>
        <translation>Your drawing stays hidden from the others until everyone has confirmed; until then you can undo it.</translation>
    </message>
    <message>
        <source>{skill} costs {cost:coin|coins}; the track has {coins:coin|coins}. Coins cannot go below zero.</source>
        <translation>{skill} costs {cost:coin|coins}; the track has {coins:coin|coins}. Coins cannot go below zero.</translation>
    </message>
    <message>
        <source>{season} begins: edicts {first} and {second}; the season ends when time reaches {threshold}.</source>
        <translation>{season} begins: edicts {first} and {second}; the season ends when time reaches {threshold}.</translation>
    </message>
    <message>
        <source>{seat} gains a coin for the small shape ({coins:coin|coins} in all).</source>
        <translation>{seat} gains a coin for the small shape ({coins:coin|coins} in all).</translation>
    </message>
    <message>
        <source>{seat} surrounded a mountain and gains a coin ({coins:coin|coins} in all).</source>
        <translation>{seat} surrounded a mountain and gains a coin ({coins:coin|coins} in all).</translation>
    </message>
    <message>
        <source>{seat}'s {season}: edicts {first} + {second}, {coins:coin|coins}, monsters {monsters}: {total:star|stars}.</source>
        <translation>{seat}'s {season}: edicts {first} + {second}, {coins:coin|coins}, monsters {monsters}: {total:star|stars}.</translation>
    </message>
    <message>
        <source>{seats} tied on {total:star|stars}; fewer stars lost to monsters ranks first.</source>
        <translation>{seats} tied on {total:star|stars}; fewer stars lost to monsters ranks first.</translation>
    </message>
    <message>
        <source>{seats} tied on {total:star|stars} and on monsters: they share the place.</source>
        <translation>{seats} tied on {total:star|stars} and on monsters: they share the place.</translation>
    </message>
    <message>
        <source>Confirm the drawing</source>
        <translation>Confirm the drawing</translation>
    </message>
    <message>
        <source>Skip: the map is full</source>
        <translation>Skip: the map is full</translation>
    </message>
    <message>
        <source>Use {skill} ({cost:coin|coins})</source>
        <translation>Use {skill} ({cost:coin|coins})</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>{terrain}, shape {shape}, at {square}</source>
        <translation>{terrain}, shape {shape}, at {square}</translation>
    </message>
    <message>
        <source>{terrain} at {square}</source>
        <translation>{terrain} at {square}</translation>
    </message>
    <message>
        <source>Monsters at {square}</source>
        <translation>Monsters at {square}</translation>
    </message>
    <message>
        <source>{terrain}, shape {shape} ({turned}), at {square}</source>
        <translation>{terrain}, shape {shape} ({turned}), at {square}</translation>
    </message>
    <message>
        <source>{terrain} ({turned}) at {square}</source>
        <translation>{terrain} ({turned}) at {square}</translation>
    </message>
    <message>
        <source>Monsters ({turned}) at {square}</source>
        <translation>Monsters ({turned}) at {square}</translation>
    </message>
    <message>
        <source>{turns:turn|turns}</source>
        <translation>{turns:turn|turns}</translation>
    </message>
    <message>
        <source>flipped</source>
        <translation>flipped</translation>
    </message>
    <message>
        <source>flipped, {turns:turn|turns}</source>
        <translation>flipped, {turns:turn|turns}</translation>
    </message>
    <message>
        <source>{terrain} 1×1 at {square}</source>
        <translation>{terrain} 1×1 at {square}</translation>
    </message>
    <message>
        <source>Monster 1×1 at {square}</source>
        <translation>Monster 1×1 at {square}</translation>
    </message>
</context>
<context>
    <name>cartographers_view</name>
    <message>
        <source>{name}'s map — side {side}: {map}</source>
        <translation>{name}'s map — side {side}: {map}</translation>
    </message>
    <message>
        <source>Wilderness</source>
        <translation>Wilderness</translation>
    </message>
    <message>
        <source>Wastelands</source>
        <translation>Wastelands</translation>
    </message>
    <message>
        <source>You are drawing the monsters on this map.</source>
        <translation>You are drawing the monsters on this map.</translation>
    </message>
    <message>
        <source>Back to your map (Esc)</source>
        <translation>Back to your map (Esc)</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Coins</translation>
    </message>
    <message>
        <source>Coins: {n} of 14</source>
        <translation>Coins: {n} of 14</translation>
    </message>
    <message>
        <source>{a}: {first}   {b}: {second}</source>
        <translation>{a}: {first}   {b}: {second}</translation>
    </message>
    <message>
        <source>coins {n}</source>
        <translation>coins {n}</translation>
    </message>
    <message>
        <source>monsters {n}</source>
        <translation>monsters {n}</translation>
    </message>
    <message>
        <source>Season: {season}</source>
        <translation>Season: {season}</translation>
    </message>
    <message>
        <source>Time {time} of {threshold} · edicts {a} and {b}</source>
        <translation>Time {time} of {threshold} · edicts {a} and {b}</translation>
    </message>
    <message>
        <source>Cards left: {n}</source>
        <translation>Cards left: {n}</translation>
    </message>
    <message>
        <source>solo {n}</source>
        <translation>solo {n}</translation>
    </message>
    <message>
        <source>The maps are finished.</source>
        <translation>The maps are finished.</translation>
    </message>
    <message>
        <source>Ambush: {card}</source>
        <translation>Ambush: {card}</translation>
    </message>
    <message>
        <source>Explore: {card} (time {time})</source>
        <translation>Explore: {card} (time {time})</translation>
    </message>
    <message>
        <source>Ruins! Cover an empty ruins space.</source>
        <translation>Ruins! Cover an empty ruins space.</translation>
    </message>
    <message>
        <source>Waiting for: {names}</source>
        <translation>Waiting for: {names}</translation>
    </message>
    <message>
        <source>Skills (unofficial costs)</source>
        <translation>Skills (unofficial costs)</translation>
    </message>
    <message>
        <source>Click to see it large.</source>
        <translation>Click to see it large.</translation>
    </message>
    <message>
        <source>{name}: {n}</source>
        <translation>{name}: {n}</translation>
    </message>
    <message>
        <source>Confirm the drawing</source>
        <translation>Confirm the drawing</translation>
    </message>
    <message>
        <source>An ambush! Before its monsters are drawn you may use a skill, or pass.</source>
        <translation>An ambush! Before its monsters are drawn you may use a skill, or pass.</translation>
    </message>
    <message>
        <source>Skip: the map is full</source>
        <translation>Skip: the map is full</translation>
    </message>
    <message>
        <source>Undo takes the drawing back until you confirm.</source>
        <translation>Undo takes the drawing back until you confirm.</translation>
    </message>
    <message>
        <source>1×1: no shape fits</source>
        <translation>1×1: no shape fits</translation>
    </message>
    <message>
        <source>Turn (R)</source>
        <translation>Turn (R)</translation>
    </message>
    <message>
        <source>Flip (F)</source>
        <translation>Flip (F)</translation>
    </message>
    <message>
        <source>Keys: arrows move, Enter draws, 1/2 shape, T terrain</source>
        <translation>Keys: arrows move, Enter draws, 1/2 shape, T terrain</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>{name}'s map</source>
        <translation>{name}'s map</translation>
    </message>
    <message>
        <source>{skill} · {cost:coin|coins}</source>
        <translation>{skill} · {cost:coin|coins}</translation>
    </message>
    <message>
        <source>{name}: confirm the drawing, or undo it.</source>
        <translation>{name}: confirm the drawing, or undo it.</translation>
    </message>
    <message>
        <source>{name}: an ambush! Use a skill before its monsters are drawn, or pass.</source>
        <translation>{name}: an ambush! Use a skill before its monsters are drawn, or pass.</translation>
    </message>
    <message>
        <source>{name}: draw the monsters on {victim}'s map.</source>
        <translation>{name}: draw the monsters on {victim}'s map.</translation>
    </message>
    <message>
        <source>{name}: choose a shape and a terrain, then draw it on your map.</source>
        <translation>{name}: choose a shape and a terrain, then draw it on your map.</translation>
    </message>
    <message>
        <source>Edicts</source>
        <translation>Edicts</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monsters</translation>
    </message>
    <message>
        <source>Ties go to the player who lost fewer stars to monsters.</source>
        <translation>Ties go to the player who lost fewer stars to monsters.</translation>
    </message>
    <message>
        <source>Score {score} − solo values {values} = rating {rating}</source>
        <translation>Score {score} − solo values {values} = rating {rating}</translation>
    </message>
    <message>
        <source>The queen names you: {title}</source>
        <translation>The queen names you: {title}</translation>
    </message>
    <message>
        <source>Stars scored each season</source>
        <translation>Stars scored each season</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Season</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Stars</translation>
    </message>
    <message>
        <source>Total so far: {n:star|stars}</source>
        <translation>Total so far: {n:star|stars}</translation>
    </message>
    <message>
        <source>Now: {n:star|stars} on this map.</source>
        <translation>Now: {n:star|stars} on this map.</translation>
    </message>
    <message>
        <source>{name}: {title} — {score:star|stars}</source>
        <translation>{name}: {title} — {score:star|stars}</translation>
    </message>
    <message>
        <source>As turned, the shape fits nowhere. Turn it (R) or flip it (F): it fits as {move}.</source>
        <translation>As turned, the shape fits nowhere. Turn it (R) or flip it (F): it fits as {move}.</translation>
    </message>
</context>
<context>
    <name>deck_basis</name>
    <message>
        <source>Second Edition Premiere starter-style: Earth headquarters; the Premiere starter-rarity Federation cards (Picard Explorer, Riker Number One, Worf Security Detail Leader, Shelby, U.S.S. Nebula, Mission Briefing, D'Arsay Archive); Lapideas and Vaytan as in the Continuing Committee walkthrough (articles 337-341); Premiere commons to fill. Quantities ours.</source>
        <translation>Second Edition Premiere starter-style: Earth headquarters; the Premiere starter-rarity Federation cards (Picard Explorer, Riker Number One, Worf Security Detail Leader, Shelby, U.S.S. Nebula, Mission Briefing, D'Arsay Archive); Lapideas and Vaytan as in the Continuing Committee walkthrough (articles 337-341); Premiere commons to fill. Quantities ours.</translation>
    </message>
    <message>
        <source>Call to Arms Borg starter-style: Unicomplex and the four Call to Arms starter-rarity Borg missions; Borg Queen Bringer of Order, Seven of Nine Representative of the Hive, Calibration Drone, Borg Sphere, Analyze (starter-rarity) and Call to Arms common drones; after the public hobby list seickhoff/star-trek-ccg defaultDeck.ts. Quantities ours.</source>
        <translation>Call to Arms Borg starter-style: Unicomplex and the four Call to Arms starter-rarity Borg missions; Borg Queen Bringer of Order, Seven of Nine Representative of the Hive, Calibration Drone, Borg Sphere, Analyze (starter-rarity) and Call to Arms common drones; after the public hobby list seickhoff/star-trek-ccg defaultDeck.ts. Quantities ours.</translation>
    </message>
    <message>
        <source>The seed's Federation deck before its substitutions: data/startrek2e_precon_deck_candidates.json 'federation_tng_premiere_like', a stand-in designed by earlier research from Premiere starter-rarity Federation cards and the CC walkthrough (articles 337-341). Its dilemma pile equals the shared Premiere starter pile whose 13 titles hilcokats/dabo lists. No official list with quantities was found; quantities are ours.</source>
        <translation>The seed's Federation deck before its substitutions: data/startrek2e_precon_deck_candidates.json 'federation_tng_premiere_like', a stand-in designed by earlier research from Premiere starter-rarity Federation cards and the CC walkthrough (articles 337-341). Its dilemma pile equals the shared Premiere starter pile whose 13 titles hilcokats/dabo lists. No official list with quantities was found; quantities are ours.</translation>
    </message>
    <message>
        <source>The seed's Borg deck before its substitutions: data/startrek2e_precon_deck_candidates.json 'borg_cta_like', after the public hobby list seickhoff/star-trek-ccg defaultDeck.ts (32 draw cards) plus 3 Borg Cutting Beam (a starter-rarity card the Borg use in the CC walkthrough). Salvaging the Wreckage is an Energize common, so this is not the exact Call to Arms starter.</source>
        <translation>The seed's Borg deck before its substitutions: data/startrek2e_precon_deck_candidates.json 'borg_cta_like', after the public hobby list seickhoff/star-trek-ccg defaultDeck.ts (32 draw cards) plus 3 Borg Cutting Beam (a starter-rarity card the Borg use in the CC walkthrough). Salvaging the Wreckage is an Energize common, so this is not the exact Call to Arms starter.</translation>
    </message>
    <message>
        <source>Card identities from hilcokats/dabo expansions/.../starterdecks/klingon (Qo'noS, 4 missions, 12 personnel, 2 ships, 13 dilemma titles, events, interrupts), without Kronos One (14R118, a later rare that folder also holds); the same list is data/startrek2e_precon_deck_candidates.json 'klingon_premiere_like'. Gowron x2 follows the stccg-turnier.de report 57; all other quantities are ours.</source>
        <translation>Card identities from hilcokats/dabo expansions/.../starterdecks/klingon (Qo'noS, 4 missions, 12 personnel, 2 ships, 13 dilemma titles, events, interrupts), without Kronos One (14R118, a later rare that folder also holds); the same list is data/startrek2e_precon_deck_candidates.json 'klingon_premiere_like'. Gowron x2 follows the stccg-turnier.de report 57; all other quantities are ours.</translation>
    </message>
    <message>
        <source>Inferred by earlier research (research/turn5/star_trek_beyond.md): the Premiere starter-rarity Romulan cards plus Premiere Romulan commons; the four non-headquarters missions by elimination among the 16 starter-rarity missions (Tzenketh and Remus are the only remaining planets Romulans may attempt). Sunad is the lone personnel in the starter-reprint set (a weak hint). Quantities ours; dilemma pile = the shared Premiere starter pile.</source>
        <translation>Inferred by earlier research (research/turn5/star_trek_beyond.md): the Premiere starter-rarity Romulan cards plus Premiere Romulan commons; the four non-headquarters missions by elimination among the 16 starter-rarity missions (Tzenketh and Remus are the only remaining planets Romulans may attempt). Sunad is the lone personnel in the starter-reprint set (a weak hint). Quantities ours; dilemma pile = the shared Premiere starter pile.</translation>
    </message>
</context>
<context>
    <name>deck_builder</name>
    <message>
        <source>Any affiliation may attempt it.</source>
        <translation>Any affiliation may attempt it.</translation>
    </message>
    <message>
        <source>Any affiliation but {affiliations} may attempt it.</source>
        <translation>Any affiliation but {affiliations} may attempt it.</translation>
    </message>
    <message>
        <source>Attempted by: {affiliations}</source>
        <translation>Attempted by: {affiliations}</translation>
    </message>
    <message>
        <source>Missions ({n})</source>
        <translation>Missions ({n})</translation>
    </message>
    <message>
        <source>Dilemma pile ({n})</source>
        <translation>Dilemma pile ({n})</translation>
    </message>
    <message>
        <source>Draw deck ({n})</source>
        <translation>Draw deck ({n})</translation>
    </message>
    <message>
        <source>Problems: {n} (saving, playing and exporting need none)</source>
        <translation>Problems: {n} (saving, playing and exporting need none)</translation>
    </message>
    <message>
        <source>No problems: the deck can be saved, played and exported.</source>
        <translation>No problems: the deck can be saved, played and exported.</translation>
    </message>
    <message>
        <source>Warnings (they never block)</source>
        <translation>Warnings (they never block)</translation>
    </message>
    <message>
        <source>Every type</source>
        <translation>Every type</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missions</translation>
    </message>
    <message>
        <source>Personnel</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Ships</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Equipment</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <source>Interrupts</source>
        <translation>Interrupts</translation>
    </message>
    <message>
        <source>Dilemmas</source>
        <translation>Dilemmas</translation>
    </message>
    <message>
        <source>mission</source>
        <translation>mission</translation>
    </message>
    <message>
        <source>personnel</source>
        <translation>personnel</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>ship</translation>
    </message>
    <message>
        <source>equipment</source>
        <translation>equipment</translation>
    </message>
    <message>
        <source>event</source>
        <translation>event</translation>
    </message>
    <message>
        <source>interrupt</source>
        <translation>interrupt</translation>
    </message>
    <message>
        <source>dilemma</source>
        <translation>dilemma</translation>
    </message>
    <message>
        <source>Any mission type</source>
        <translation>Any mission type</translation>
    </message>
    <message>
        <source>Headquarters</source>
        <translation>Headquarters</translation>
    </message>
    <message>
        <source>Planet</source>
        <translation>Planet</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>{type} mission</source>
        <translation>{type} mission</translation>
    </message>
    <message>
        <source>{type} dilemma</source>
        <translation>{type} dilemma</translation>
    </message>
    <message>
        <source>Card pool</source>
        <translation>Card pool</translation>
    </message>
    <message>
        <source>Search by name; Enter adds the card</source>
        <translation>Search by name; Enter adds the card</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>In deck</source>
        <translation>In deck</translation>
    </message>
    <message>
        <source>Every affiliation</source>
        <translation>Every affiliation</translation>
    </message>
    <message>
        <source>Any cost</source>
        <translation>Any cost</translation>
    </message>
    <message>
        <source>Cost {cost}</source>
        <translation>Cost {cost}</translation>
    </message>
    <message>
        <source>Any skill</source>
        <translation>Any skill</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>New deck</translation>
    </message>
    <message>
        <source>Star Trek deck builder</source>
        <translation>Star Trek deck builder</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Start from</translation>
    </message>
    <message>
        <source>A deck not saved yet</source>
        <translation>A deck not saved yet</translation>
    </message>
    <message>
        <source>Edit a copy</source>
        <translation>Edit a copy</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Play…</source>
        <translation>Play…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Export as Lackey text…</source>
        <translation>Export as Lackey text…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Add one</source>
        <translation>Add one</translation>
    </message>
    <message>
        <source>Take one out</source>
        <translation>Take one out</translation>
    </message>
    <message>
        <source>Adds a copy of the card shown (Insert, or a double-click in the pool).</source>
        <translation>Adds a copy of the card shown (Insert, or a double-click in the pool).</translation>
    </message>
    <message>
        <source>Takes a copy of the selected card out (Delete, or a double-click in the deck).</source>
        <translation>Takes a copy of the selected card out (Delete, or a double-click in the deck).</translation>
    </message>
    <message>
        <source>New empty deck</source>
        <translation>New empty deck</translation>
    </message>
    <message>
        <source>{name} (premade, read-only)</source>
        <translation>{name} (premade, read-only)</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name} (saved)</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Copy of {name}</translation>
    </message>
    <message>
        <source>Premade decks are read-only: Edit a copy to change it.</source>
        <translation>Premade decks are read-only: Edit a copy to change it.</translation>
    </message>
    <message>
        <source>The deck has a problem: see the list.</source>
        <translation>The deck has a problem: see the list.</translation>
    </message>
    <message>
        <source>Premade deck, a reconstruction: {basis}</source>
        <translation>Premade deck, a reconstruction: {basis}</translation>
    </message>
    <message>
        <source>Premade deck.</source>
        <translation>Premade deck.</translation>
    </message>
    <message>
        <source>The deck has {n:problem|problems}: first put them right.</source>
        <translation>The deck has {n:problem|problems}: first put them right.</translation>
    </message>
    <message>
        <source>The deck could not be saved: {detail}</source>
        <translation>The deck could not be saved: {detail}</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Saved.</translation>
    </message>
    <message>
        <source>{file} cannot be read: {detail}</source>
        <translation>{file} cannot be read: {detail}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {detail}</source>
        <translation>{file} cannot be written: {detail}</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>Exported to {file}.</translation>
    </message>
    <message>
        <source>Import a deck</source>
        <translation>Import a deck</translation>
    </message>
    <message>
        <source>Deck files (*.txt);;All files (*)</source>
        <translation>Deck files (*.txt);;All files (*)</translation>
    </message>
    <message>
        <source>Export the deck</source>
        <translation>Export the deck</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>It is not {seat}'s turn to decide.</source>
        <translation>It is not {seat}'s turn to decide.</translation>
    </message>
    <message>
        <source>“{action}” is not a move in this game.</source>
        <translation>“{action}” is not a move in this game.</translation>
    </message>
    <message>
        <source>“{action}” is not allowed at this moment.</source>
        <translation>“{action}” is not allowed at this moment.</translation>
    </message>
    <message>
        <source>{seat} is deciding.</source>
        <translation>{seat} is deciding.</translation>
    </message>
    <message>
        <source>“{action}” cannot be read as a move.</source>
        <translation>“{action}” cannot be read as a move.</translation>
    </message>
    <message>
        <source>Nothing to undo: undo never goes back past a revealed card, a roll or another player's turn.</source>
        <translation>Nothing to undo: undo never goes back past a revealed card, a roll or another player's turn.</translation>
    </message>
    <message>
        <source>There is no move taken back to play again.</source>
        <translation>There is no move taken back to play again.</translation>
    </message>
    <message>
        <source>{game} cannot be played by {players:player|players}: it takes {minimum} to {maximum:player|players}.</source>
        <translation>{game} cannot be played by {players:player|players}: it takes {minimum} to {maximum:player|players}.</translation>
    </message>
    <message>
        <source>{game} cannot be played by {players:player|players}: it is for {count:player|players}.</source>
        <translation>{game} cannot be played by {players:player|players}: it is for {count:player|players}.</translation>
    </message>
    <message>
        <source>{game} has no option “{option}” (its options: {known}).</source>
        <translation>{game} has no option “{option}” (its options: {known}).</translation>
    </message>
    <message>
        <source>Option “{option}” must be true or false, not {value}.</source>
        <translation>Option “{option}” must be true or false, not {value}.</translation>
    </message>
    <message>
        <source>Option “{option}” must be text.</source>
        <translation>Option “{option}” must be text.</translation>
    </message>
    <message>
        <source>Option “{option}” must be a whole number from {minimum} to {maximum}, not {value}.</source>
        <translation>Option “{option}” must be a whole number from {minimum} to {maximum}, not {value}.</translation>
    </message>
    <message>
        <source>The bot playing {seat} failed ({detail}). The game is saved; please report this.</source>
        <translation>The bot playing {seat} failed ({detail}). The game is saved; please report this.</translation>
    </message>
    <message>
        <source>The bot playing {seat} has thought for over {seconds:second|seconds} without choosing a move.</source>
        <translation>The bot playing {seat} has thought for over {seconds:second|seconds} without choosing a move.</translation>
    </message>
    <message>
        <source>{why} Played on from here {count:time|times}, the cards you can't see dealt at random each time, it did better than {other}, the one worth most at once.</source>
        <translation>{why} Played on from here {count:time|times}, the cards you can't see dealt at random each time, it did better than {other}, the one worth most at once.</translation>
    </message>
    <message>
        <source>Played on from here {count:time|times}, the cards you can't see dealt at random each time, this move did better than {other}, the one worth most at once.</source>
        <translation>Played on from here {count:time|times}, the cards you can't see dealt at random each time, this move did better than {other}, the one worth most at once.</translation>
    </message>
    <message>
        <source>There is no game “{game}”. Games: {known}.</source>
        <translation>There is no game “{game}”. Games: {known}.</translation>
    </message>
    <message>
        <source>The file cannot be read: {detail}.</source>
        <translation>The file cannot be read: {detail}.</translation>
    </message>
    <message>
        <source>The file is not text, so it is not a Tabletop save.</source>
        <translation>The file is not text, so it is not a Tabletop save.</translation>
    </message>
    <message>
        <source>The save is damaged at line {line}, column {column}: {detail}.</source>
        <translation>The save is damaged at line {line}, column {column}: {detail}.</translation>
    </message>
    <message>
        <source>This file is not a Tabletop save.</source>
        <translation>This file is not a Tabletop save.</translation>
    </message>
    <message>
        <source>This save comes from a newer Tabletop ({app_version}, save format {version}); this version reads format {supported}. The file was left as it is.</source>
        <translation>This save comes from a newer Tabletop ({app_version}, save format {version}); this version reads format {supported}. The file was left as it is.</translation>
    </message>
    <message>
        <source>The save is damaged: field “{field}”: {detail}.</source>
        <translation>The save is damaged: field “{field}”: {detail}.</translation>
    </message>
    <message>
        <source>This save is for a game this version does not have: {game}.</source>
        <translation>This save is for a game this version does not have: {game}.</translation>
    </message>
    <message>
        <source>The save cannot be replayed: action {index} (“{action}”) is refused: {reason}</source>
        <translation>The save cannot be replayed: action {index} (“{action}”) is refused: {reason}</translation>
    </message>
    <message>
        <source>The save is damaged: it is nested too deeply to read.</source>
        <translation>The save is damaged: it is nested too deeply to read.</translation>
    </message>
    <message>
        <source>The save is damaged: it holds a number too large to read.</source>
        <translation>The save is damaged: it holds a number too large to read.</translation>
    </message>
    <message>
        <source>The save cannot be read as JSON ({detail}).</source>
        <translation>The save cannot be read as JSON ({detail}).</translation>
    </message>
    <message>
        <source>The save names a kind of player this version does not have: “{bot}” (field “{field}”).</source>
        <translation>The save names a kind of player this version does not have: “{bot}” (field “{field}”).</translation>
    </message>
    <message>
        <source>The save cannot be replayed: the game failed ({detail}). The file was left as it is; please report this.</source>
        <translation>The save cannot be replayed: the game failed ({detail}). The file was left as it is; please report this.</translation>
    </message>
    <message>
        <source>This {game} save was made under rules version {saved}; this Tabletop plays rules version {current}, and the saved game does not play out the same under them. The file was left as it is.</source>
        <translation>This {game} save was made under rules version {saved}; this Tabletop plays rules version {current}, and the saved game does not play out the same under them. The file was left as it is.</translation>
    </message>
    <message>
        <source>Saved by an older version; replayed under today's rules.</source>
        <translation>Saved by an older version; replayed under today's rules.</translation>
    </message>
    <message>
        <source>This {game} game was saved by an older version (rules version {saved}) and cannot go on under today's rules (version {current}): its move {index}, {player}'s “{move}”, no longer fits. {reason} The file was left as it is.</source>
        <translation>This {game} game was saved by an older version (rules version {saved}) and cannot go on under today's rules (version {current}): its move {index}, {player}'s “{move}”, no longer fits. {reason} The file was left as it is.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>Nothing to undo yet.</translation>
    </message>
    <message>
        <source>{action}</source>
        <translation>{action}</translation>
    </message>
    <message>
        <source>Undo can't take back {seat}'s last move: it showed something that was hidden (a card drawn, dice rolled).</source>
        <translation>Undo can't take back {seat}'s last move: it showed something that was hidden (a card drawn, dice rolled).</translation>
    </message>
    <message>
        <source>Undo can't take back {seat}'s last move: it passed the decision to another player.</source>
        <translation>Undo can't take back {seat}'s last move: it passed the decision to another player.</translation>
    </message>
    <message>
        <source>Undo takes back your own move when it is your turn.</source>
        <translation>Undo takes back your own move when it is your turn.</translation>
    </message>
    <message>
        <source>Undo takes back only your own moves; the last was {seat}'s.</source>
        <translation>Undo takes back only your own moves; the last was {seat}'s.</translation>
    </message>
</context>
<context>
    <name>home</name>
    <message>
        <source>Cartographers</source>
        <translation>Cartographers</translation>
    </message>
    <message>
        <source>Star Cartel</source>
        <translation>Star Cartel</translation>
    </message>
    <message>
        <source>Thief's Market</source>
        <translation>Thief's Market</translation>
    </message>
    <message>
        <source>Catan: Starfarers</source>
        <translation>Catan: Starfarers</translation>
    </message>
    <message>
        <source>Star Trek CCG, Second Edition</source>
        <translation>Star Trek CCG, Second Edition</translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation>Deck builder</translation>
    </message>
    <message>
        <source>Build your own deck from the 120 cards, import or export one</source>
        <translation>Build your own deck from the 120 cards, import or export one</translation>
    </message>
    <message>
        <source>Draw the map of the realm, season by season. Solo or 1–6 players.</source>
        <translation>Draw the map of the realm, season by season. Solo or 1–6 players.</translation>
    </message>
    <message>
        <source>Smuggle contraband to the cartel, move the market, stash your share. 3–6 players, 30–60 minutes.</source>
        <translation>Smuggle contraband to the cartel, move the market, stash your share. 3–6 players, 30–60 minutes.</translation>
    </message>
    <message>
        <source>Take loot or steal a whole pile, then buy the market. 3–5 players.</source>
        <translation>Take loot or steal a whole pile, then buy the market. 3–5 players.</translation>
    </message>
    <message>
        <source>Explore the galaxy with your mother ship. 3–4 players.</source>
        <translation>Explore the galaxy with your mother ship. 3–4 players.</translation>
    </message>
    <message>
        <source>Missions, dilemmas and crews. 2 players.</source>
        <translation>Missions, dilemmas and crews. 2 players.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Coming later</source>
        <translation>Coming later</translation>
    </message>
    <message>
        <source>Today's map</source>
        <translation>Today's map</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>Board and card games on one computer: take turns at the screen, or play against bots.</source>
        <translation>Board and card games on one computer: take turns at the screen, or play against bots.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation>Continue a saved game</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Every move on a timeline, seen by any player, and the bot's analysis of your moves.</source>
        <translation>Every move on a timeline, seen by any player, and the bot's analysis of your moves.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Whose turn</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Last played</translation>
    </message>
    <message>
        <source>Every move so far on a timeline, seen by you, and the bot's analysis of your moves.</source>
        <translation>Every move so far on a timeline, seen by you, and the bot's analysis of your moves.</translation>
    </message>
    <message>
        <source>A game two or more people play at this screen can be reviewed once it ends.</source>
        <translation>A game two or more people play at this screen can be reviewed once it ends.</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Best maps of the day:</source>
        <translation>Best maps of the day:</translation>
    </message>
    <message>
        <source>damaged: cannot continue</source>
        <translation>damaged: cannot continue</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Cartographer</translation>
    </message>
    <message>
        <source>{place}. {date}: {score:star|stars} ({title})</source>
        <translation>{place}. {date}: {score:star|stars} ({title})</translation>
    </message>
    <message>
        <source>{date}: {score:star|stars} ({title})</source>
        <translation>{date}: {score:star|stars} ({title})</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Finished games</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Look at the table</translation>
    </message>
    <message>
        <source>Opens the table as the game ended: the final scores and the log.</source>
        <translation>Opens the table as the game ended: the final scores and the log.</translation>
    </message>
    <message>
        <source>{name} (bot)</source>
        <translation>{name} (bot)</translation>
    </message>
</context>
<context>
    <name>large_view</name>
    <message>
        <source>Click anywhere or press Esc to go back to the table.</source>
        <translation>Click anywhere or press Esc to go back to the table.</translation>
    </message>
    <message>
        <source>Click or Esc: back to the table</source>
        <translation>Click or Esc: back to the table</translation>
    </message>
</context>
<context>
    <name>new_game</name>
    <message>
        <source>New game: {game}</source>
        <translation>New game: {game}</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <source>Deal number (optional: the same number deals the same game)</source>
        <translation>Deal number (optional: the same number deals the same game)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Bot (strong)</source>
        <translation>Bot (strong)</translation>
    </message>
    <message>
        <source>Bot (easy)</source>
        <translation>Bot (easy)</translation>
    </message>
    <message>
        <source>Bot ({name})</source>
        <translation>Bot ({name})</translation>
    </message>
    <message>
        <source>Player {n} needs a name.</source>
        <translation>Player {n} needs a name.</translation>
    </message>
    <message>
        <source>Two players are called “{name}”; the log needs different names.</source>
        <translation>Two players are called “{name}”; the log needs different names.</translation>
    </message>
    <message>
        <source>The deal number must be a whole number (or left empty).</source>
        <translation>The deal number must be a whole number (or left empty).</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Bot (normal)</source>
        <translation>Bot (normal)</translation>
    </message>
    <message>
        <source>Bot (random moves)</source>
        <translation>Bot (random moves)</translation>
    </message>
    <message>
        <source>{name} (reconstruction)</source>
        <translation>{name} (reconstruction)</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name} (saved)</translation>
    </message>
    <message>
        <source>A deck you built and saved.</source>
        <translation>A deck you built and saved.</translation>
    </message>
    <message>
        <source>Player {n}: {name} is a reconstruction. {basis}</source>
        <translation>Player {n}: {name} is a reconstruction. {basis}</translation>
    </message>
</context>
<context>
    <name>pace</name>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <source>This game is still being played by {count:person|people} at one screen: it can be reviewed once it ends, so that no one sees another's moves.</source>
        <translation>This game is still being played by {count:person|people} at one screen: it can be reviewed once it ends, so that no one sees another's moves.</translation>
    </message>
    <message>
        <source>Analyse my moves</source>
        <translation>Analyse my moves</translation>
    </message>
    <message>
        <source>Analyse {name}'s moves</source>
        <translation>Analyse {name}'s moves</translation>
    </message>
    <message>
        <source>The Strong bot weighs each of these moves against its own best choice, off this window's thread.</source>
        <translation>The Strong bot weighs each of these moves against its own best choice, off this window's thread.</translation>
    </message>
    <message>
        <source>Weighing move {done} of {total}</source>
        <translation>Weighing move {done} of {total}</translation>
    </message>
    <message>
        <source>This analysis knows only what {name} could see at each move: the cards {name} could not see were dealt at random for every trial.</source>
        <translation>This analysis knows only what {name} could see at each move: the cards {name} could not see were dealt at random for every trial.</translation>
    </message>
    <message>
        <source>No move lost anything the bot could find.</source>
        <translation>No move lost anything the bot could find.</translation>
    </message>
    <message>
        <source>move {n} ({loss})</source>
        <translation>move {n} ({loss})</translation>
    </message>
    <message>
        <source>Costliest, marked in red: {moves}.</source>
        <translation>Costliest, marked in red: {moves}.</translation>
    </message>
    <message>
        <source>{n:star|stars}</source>
        <translation>{n:star|stars}</translation>
    </message>
    <message>
        <source>{percent}% win chance</source>
        <translation>{percent}% win chance</translation>
    </message>
    <message>
        <source>Not weighed: the only move, or a step of a move chosen before.</source>
        <translation>Not weighed: the only move, or a step of a move chosen before.</translation>
    </message>
    <message>
        <source>After this move: {value}.</source>
        <translation>After this move: {value}.</translation>
    </message>
    <message>
        <source>The bot found no better move.</source>
        <translation>The bot found no better move.</translation>
    </message>
    <message>
        <source>{loss}: the bot would have played {move} ({value}).</source>
        <translation>{loss}: the bot would have played {move} ({value}).</translation>
    </message>
    <message>
        <source>Seen by</source>
        <translation>Seen by</translation>
    </message>
    <message>
        <source>Everything open</source>
        <translation>Everything open</translation>
    </message>
    <message>
        <source>After the end: any player's view, or everything open (every player's hidden cards shown at once, and the whole log). While the game goes on: only your own.</source>
        <translation>After the end: any player's view, or everything open (every player's hidden cards shown at once, and the whole log). While the game goes on: only your own.</translation>
    </message>
    <message>
        <source>Game log up to this moment</source>
        <translation>Game log up to this moment</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Play on from here</translation>
    </message>
    <message>
        <source>A new game from this moment with the same seats; this game and its save stay as they are.</source>
        <translation>A new game from this moment with the same seats; this game and its save stay as they are.</translation>
    </message>
    <message>
        <source>Same players</source>
        <translation>Same players</translation>
    </message>
    <message>
        <source>Me as {name}</source>
        <translation>Me as {name}</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>One move back (←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <translation>One move on (→)</translation>
    </message>
    <message>
        <source>The game begins</source>
        <translation>The game begins</translation>
    </message>
    <message>
        <source>Move {k} of {n}</source>
        <translation>Move {k} of {n}</translation>
    </message>
    <message>
        <source>The analysis failed ({detail}).</source>
        <translation>The analysis failed ({detail}).</translation>
    </message>
    <message>
        <source>Move {k}</source>
        <translation>Move {k}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Wins by player</source>
        <translation>Wins by player</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Not counted, damaged: {files}</source>
        <translation>Not counted, damaged: {files}</translation>
    </message>
    <message>
        <source>Games played: {played}, finished: {finished}</source>
        <translation>Games played: {played}, finished: {finished}</translation>
    </message>
    <message>
        <source>Best score: {score} ({name}, {when})</source>
        <translation>Best score: {score} ({name}, {when})</translation>
    </message>
    <message>
        <source>Mean score: {mean}</source>
        <translation>Mean score: {mean}</translation>
    </message>
    <message>
        <source>Wins: {players}</source>
        <translation>Wins: {players}</translation>
    </message>
    <message>
        <source>☆ on the chart: Today's map</source>
        <translation>☆ on the chart: Today's map</translation>
    </message>
    <message>
        <source>Scores game by game: {game}</source>
        <translation>Scores game by game: {game}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>{name}: {move}</source>
        <translation>{name}: {move}</translation>
    </message>
    <message>
        <source>{name} made a move you could not see.</source>
        <translation>{name} made a move you could not see.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Search the rules</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>{n} found</source>
        <translation>{n} found</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>How long a bot's turn takes: Slow up to 6 s, Medium up to 3 s, Fast up to 1 s, Instant at once. Each move is shown as it is made.</source>
        <translation>How long a bot's turn takes: Slow up to 6 s, Medium up to 3 s, Fast up to 1 s, Instant at once. Each move is shown as it is made.</translation>
    </message>
    <message>
        <source>Your name (for Today's map)</source>
        <translation>Your name (for Today's map)</translation>
    </message>
    <message>
        <source>Bots play</source>
        <translation>Bots play</translation>
    </message>
    <message>
        <source>Reduce motion (no flashing or moving pieces)</source>
        <translation>Reduce motion (no flashing or moving pieces)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
</context>
<context>
    <name>star_cartel</name>
    <message>
        <source>Capacity {capacity}: the load would be {load}.</source>
        <translation>Capacity {capacity}: the load would be {load}.</translation>
    </message>
    <message>
        <source>Only the bottom card of a column can be loaded (column {column}).</source>
        <translation>Only the bottom card of a column can be loaded (column {column}).</translation>
    </message>
    <message>
        <source>A second card must come from the same column (column {column}).</source>
        <translation>A second card must come from the same column (column {column}).</translation>
    </message>
    <message>
        <source>There is no card there (column {column}).</source>
        <translation>There is no card there (column {column}).</translation>
    </message>
    <message>
        <source>A hub card fits on the ship, so loading is compulsory. You deliver only when the ship is full or nothing fits.</source>
        <translation>A hub card fits on the ship, so loading is compulsory. You deliver only when the ship is full or nothing fits.</translation>
    </message>
    <message>
        <source>Load at least one card before ending the loading.</source>
        <translation>Load at least one card before ending the loading.</translation>
    </message>
    <message>
        <source>Cards were loaded this turn; the delivery comes when the ship is exactly full.</source>
        <translation>Cards were loaded this turn; the delivery comes when the ship is exactly full.</translation>
    </message>
    <message>
        <source>Only a ship with the Jettison ability may discard a hub row.</source>
        <translation>Only a ship with the Jettison ability may discard a hub row.</translation>
    </message>
    <message>
        <source>Jettison may be used once per turn.</source>
        <translation>Jettison may be used once per turn.</translation>
    </message>
    <message>
        <source>Jettison is used before loading, not after.</source>
        <translation>Jettison is used before loading, not after.</translation>
    </message>
    <message>
        <source>Row {row} of the hub is empty.</source>
        <translation>Row {row} of the hub is empty.</translation>
    </message>
    <message>
        <source>The Specialist's third card must be {cargo}.</source>
        <translation>The Specialist's third card must be {cargo}.</translation>
    </message>
    <message>
        <source>That is a delivery choice, and the ship is still loading.</source>
        <translation>That is a delivery choice, and the ship is still loading.</translation>
    </message>
    <message>
        <source>The ship is delivering: finish the delivery choices first.</source>
        <translation>The ship is delivering: finish the delivery choices first.</translation>
    </message>
    <message>
        <source>First choose which tied set counts as the largest.</source>
        <translation>First choose which tied set counts as the largest.</translation>
    </message>
    <message>
        <source>First choose which tied set counts as the smallest.</source>
        <translation>First choose which tied set counts as the smallest.</translation>
    </message>
    <message>
        <source>First decide whether to use the Fixer.</source>
        <translation>First decide whether to use the Fixer.</translation>
    </message>
    <message>
        <source>Now choose a set to stash.</source>
        <translation>Now choose a set to stash.</translation>
    </message>
    <message>
        <source>There is no smallest set whose marker could move.</source>
        <translation>There is no smallest set whose marker could move.</translation>
    </message>
    <message>
        <source>No {cargo} is being delivered.</source>
        <translation>No {cargo} is being delivered.</translation>
    </message>
    <message>
        <source>{cargo} totals {size}, but the largest set totals {largest}.</source>
        <translation>{cargo} totals {size}, but the largest set totals {largest}.</translation>
    </message>
    <message>
        <source>{cargo} totals {size}, but the smallest set totals {smallest}.</source>
        <translation>{cargo} totals {size}, but the smallest set totals {smallest}.</translation>
    </message>
    <message>
        <source>{cargo} is already the largest set.</source>
        <translation>{cargo} is already the largest set.</translation>
    </message>
    <message>
        <source>{cargo} is already in the stash.</source>
        <translation>{cargo} is already in the stash.</translation>
    </message>
    <message>
        <source>The {cargo} set was the largest or the smallest and has been discarded.</source>
        <translation>The {cargo} set was the largest or the smallest and has been discarded.</translation>
    </message>
    <message>
        <source>One set must go to the stash first.</source>
        <translation>One set must go to the stash first.</translation>
    </message>
    <message>
        <source>{seat} loads {cargo} {size} from column {column} (load {load} of {capacity}).</source>
        <translation>{seat} loads {cargo} {size} from column {column} (load {load} of {capacity}).</translation>
    </message>
    <message>
        <source>New hub card in column {column}: {cargo} {size}.</source>
        <translation>New hub card in column {column}: {cargo} {size}.</translation>
    </message>
    <message>
        <source>Nothing in the hub fits {seat}'s ship, so the ship delivers.</source>
        <translation>Nothing in the hub fits {seat}'s ship, so the ship delivers.</translation>
    </message>
    <message>
        <source>{seat} delivers to the Star Cartel.</source>
        <translation>{seat} delivers to the Star Cartel.</translation>
    </message>
    <message>
        <source>{seat} makes an express delivery on the last turn.</source>
        <translation>{seat} makes an express delivery on the last turn.</translation>
    </message>
    <message>
        <source>Largest set {cargo}: price {before} → {after} ({delta}).</source>
        <translation>Largest set {cargo}: price {before} → {after} ({delta}).</translation>
    </message>
    <message>
        <source>Smallest set {cargo}: price {before} → {after} ({delta}).</source>
        <translation>Smallest set {cargo}: price {before} → {after} ({delta}).</translation>
    </message>
    <message>
        <source>{cargo} crashes! The price passed 9 and falls to {after}.</source>
        <translation>{cargo} crashes! The price passed 9 and falls to {after}.</translation>
    </message>
    <message>
        <source>{seat} does not use the Fixer.</source>
        <translation>{seat} does not use the Fixer.</translation>
    </message>
    <message>
        <source>{seat} uses the Fixer: the largest set's marker moves −2.</source>
        <translation>{seat} uses the Fixer: the largest set's marker moves −2.</translation>
    </message>
    <message>
        <source>{seat} uses the Fixer: the smallest set's marker moves +1.</source>
        <translation>{seat} uses the Fixer: the smallest set's marker moves +1.</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points}; the higher contraband score ranks first.</source>
        <translation>{seats} tied on {total:point|points}; the higher contraband score ranks first.</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points} and on contraband; the higher score from a single cargo ranks first.</source>
        <translation>{seats} tied on {total:point|points} and on contraband; the higher score from a single cargo ranks first.</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points}, contraband and best cargo; fewer contraband cards ranks first.</source>
        <translation>{seats} tied on {total:point|points}, contraband and best cargo; fewer contraband cards ranks first.</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points} and on every tie-break: they share the place.</source>
        <translation>{seats} tied on {total:point|points} and on every tie-break: they share the place.</translation>
    </message>
    <message>
        <source>{picks:card was|cards were} loaded this turn; no more may be loaded.</source>
        <translation>{picks:card was|cards were} loaded this turn; no more may be loaded.</translation>
    </message>
    <message>
        <source>The discards are shuffled into a new draw pile ({cards:card|cards}).</source>
        <translation>The discards are shuffled into a new draw pile ({cards:card|cards}).</translation>
    </message>
    <message>
        <source>{seat} jettisons hub row {row} ({cards:card|cards} discarded).</source>
        <translation>{seat} jettisons hub row {row} ({cards:card|cards} discarded).</translation>
    </message>
    <message>
        <source>{seat} stashes a set face down ({cards:card|cards}).</source>
        <translation>{seat} stashes a set face down ({cards:card|cards}).</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} stashed {cargo}, {cards:card|cards}.</source>
        <translation>(Only {seat} sees this) {seat} stashed {cargo}, {cards:card|cards}.</translation>
    </message>
    <message>
        <source>{seat} discards the remaining sets ({cards:card|cards}).</source>
        <translation>{seat} discards the remaining sets ({cards:card|cards}).</translation>
    </message>
    <message>
        <source>{seat} takes the {ship} from the shipyard (capacity {capacity}, value {value}).</source>
        <translation>{seat} takes the {ship} from the shipyard (capacity {capacity}, value {value}).</translation>
    </message>
    <message>
        <source>{seat} took the Cassiopeia! Every other player has one last turn, with express delivery.</source>
        <translation>{seat} took the Cassiopeia! Every other player has one last turn, with express delivery.</translation>
    </message>
    <message>
        <source>{seat}'s turn.</source>
        <translation>{seat}'s turn.</translation>
    </message>
    <message>
        <source>{seat}'s last turn.</source>
        <translation>{seat}'s last turn.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Ship abilities (the rules suggest leaving them off in a first game)</source>
        <translation>Ship abilities (the rules suggest leaving them off in a first game)</translation>
    </message>
    <message>
        <source>Fills the ship, so it delivers now: your stash gets {n:card|cards} of {cargo} at price {price}, {points:point|points}.</source>
        <translation>Fills the ship, so it delivers now: your stash gets {n:card|cards} of {cargo} at price {price}, {points:point|points}.</translation>
    </message>
    <message>
        <source>Builds a load whose delivery would stash {n:card|cards} of {cargo} at price {price}, {points:point|points}.</source>
        <translation>Builds a load whose delivery would stash {n:card|cards} of {cargo} at price {price}, {points:point|points}.</translation>
    </message>
    <message>
        <source>Delivered as the largest set, {cargo} would go from price {before} to {after}, and your stash holds {n:card|cards} of it.</source>
        <translation>Delivered as the largest set, {cargo} would go from price {before} to {after}, and your stash holds {n:card|cards} of it.</translation>
    </message>
    <message>
        <source>Of the cards in reach, this one leaves the best delivery open.</source>
        <translation>Of the cards in reach, this one leaves the best delivery open.</translation>
    </message>
    <message>
        <source>No card in reach makes the coming delivery worth more: stop loading.</source>
        <translation>No card in reach makes the coming delivery worth more: stop loading.</translation>
    </message>
    <message>
        <source>Nothing in the hub fits the ship: it delivers what it carries.</source>
        <translation>Nothing in the hub fits the ship: it delivers what it carries.</translation>
    </message>
    <message>
        <source>Clears hub row {row}: the cards under it are worth more to you.</source>
        <translation>Clears hub row {row}: the cards under it are worth more to you.</translation>
    </message>
    <message>
        <source>Leaves your stash worth {points:point|points} at the prices after this delivery, the most it can be.</source>
        <translation>Leaves your stash worth {points:point|points} at the prices after this delivery, the most it can be.</translation>
    </message>
    <message>
        <source>Stashes {n:card|cards} of {cargo} at price {price}: {points:point|points}.</source>
        <translation>Stashes {n:card|cards} of {cargo} at price {price}: {points:point|points}.</translation>
    </message>
    <message>
        <source>No other set would add to your stash.</source>
        <translation>No other set would add to your stash.</translation>
    </message>
    <message>
        <source>food</source>
        <translation>food</translation>
    </message>
    <message>
        <source>weapons</source>
        <translation>weapons</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>plants</translation>
    </message>
    <message>
        <source>medicine</source>
        <translation>medicine</translation>
    </message>
    <message>
        <source>crystals</source>
        <translation>crystals</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unchanged</translation>
    </message>
    <message>
        <source>Lyra</source>
        <translation>Lyra</translation>
    </message>
    <message>
        <source>Vela</source>
        <translation>Vela</translation>
    </message>
    <message>
        <source>Pyxis</source>
        <translation>Pyxis</translation>
    </message>
    <message>
        <source>Carina</source>
        <translation>Carina</translation>
    </message>
    <message>
        <source>Columba</source>
        <translation>Columba</translation>
    </message>
    <message>
        <source>Aquila</source>
        <translation>Aquila</translation>
    </message>
    <message>
        <source>Lupus</source>
        <translation>Lupus</translation>
    </message>
    <message>
        <source>Corvus</source>
        <translation>Corvus</translation>
    </message>
    <message>
        <source>Draco</source>
        <translation>Draco</translation>
    </message>
    <message>
        <source>Hydra</source>
        <translation>Hydra</translation>
    </message>
    <message>
        <source>Orion</source>
        <translation>Orion</translation>
    </message>
    <message>
        <source>Cygnus</source>
        <translation>Cygnus</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>Phoenix</translation>
    </message>
    <message>
        <source>Perseus</source>
        <translation>Perseus</translation>
    </message>
    <message>
        <source>Auriga</source>
        <translation>Auriga</translation>
    </message>
    <message>
        <source>Andromeda</source>
        <translation>Andromeda</translation>
    </message>
    <message>
        <source>Pegasus</source>
        <translation>Pegasus</translation>
    </message>
    <message>
        <source>Cepheus</source>
        <translation>Cepheus</translation>
    </message>
    <message>
        <source>Scorpius</source>
        <translation>Scorpius</translation>
    </message>
    <message>
        <source>Centaurus</source>
        <translation>Centaurus</translation>
    </message>
    <message>
        <source>Cassiopeia</source>
        <translation>Cassiopeia</translation>
    </message>
    <message>
        <source>Long Reach</source>
        <translation>Long Reach</translation>
    </message>
    <message>
        <source>Jettison</source>
        <translation>Jettison</translation>
    </message>
    <message>
        <source>Fixer</source>
        <translation>Fixer</translation>
    </message>
    <message>
        <source>Double Stash</source>
        <translation>Double Stash</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Specialist</translation>
    </message>
    <message>
        <source>Long Reach: the first card you load may come from any row of the hub. A second card then comes from the bottom of that column.</source>
        <translation>Long Reach: the first card you load may come from any row of the hub. A second card then comes from the bottom of that column.</translation>
    </message>
    <message>
        <source>Jettison: before loading, you may discard every card in one hub row (once per turn). The columns drop and are refilled.</source>
        <translation>Jettison: before loading, you may discard every card in one hub row (once per turn). The columns drop and are refilled.</translation>
    </message>
    <message>
        <source>Fixer: at a delivery, instead of the usual move, either move the largest set's marker −2 or the smallest set's marker +1 (not both).</source>
        <translation>Fixer: at a delivery, instead of the usual move, either move the largest set's marker −2 or the smallest set's marker +1 (not both).</translation>
    </message>
    <message>
        <source>Double Stash: after the largest and smallest sets are resolved, you may stash a second set.</source>
        <translation>Double Stash: after the largest and smallest sets are resolved, you may stash a second set.</translation>
    </message>
    <message>
        <source>Specialist: after loading two cards of the same type in one turn, you may load a third card of that type from the bottom of any column.</source>
        <translation>Specialist: after loading two cards of the same type in one turn, you may load a third card of that type from the bottom of any column.</translation>
    </message>
    <message>
        <source>The hub: load the bottom card of any column (mandatory when one fits), then optionally the new bottom card of the same column. The load may never exceed the ship's capacity. A column drops when a card is taken and is refilled from the draw pile.</source>
        <translation>The hub: load the bottom card of any column (mandatory when one fits), then optionally the new bottom card of the same column. The load may never exceed the ship's capacity. A column drops when a card is taken and is refilled from the draw pile.</translation>
    </message>
    <message>
        <source>Load: the total size of the cards on a ship may never exceed its capacity. When the load equals the capacity, the ship delivers at once.</source>
        <translation>Load: the total size of the cards on a ship may never exceed its capacity. When the load equals the capacity, the ship delivers at once.</translation>
    </message>
    <message>
        <source>Delivery: sort the load into sets by type and compare total sizes (not card counts). The largest set is discarded and its price moves +2; the smallest is discarded and its price moves −1 (ties: you choose). Stash one remaining set face down, discard the rest and take the next ship.</source>
        <translation>Delivery: sort the load into sets by type and compare total sizes (not card counts). The largest set is discarded and its price moves +2; the smallest is discarded and its price moves −1 (ties: you choose). Stash one remaining set face down, discard the rest and take the next ship.</translation>
    </message>
    <message>
        <source>The crash: a price pushed above 9 falls to 1 (even a +2 from 8 or 9). No price goes below 1.</source>
        <translation>The crash: a price pushed above 9 falls to 1 (even a +2 from 8 or 9). No price goes below 1.</translation>
    </message>
    <message>
        <source>The cartel board: the price of each contraband type, from 1 to 9. All start at 3.</source>
        <translation>The cartel board: the price of each contraband type, from 1 to 9. All start at 3.</translation>
    </message>
    <message>
        <source>The shipyard: after each delivery you take its top ship and discard your old one. Ships come smallest first; the Cassiopeia is at the bottom.</source>
        <translation>The shipyard: after each delivery you take its top ship and discard your old one. Ships come smallest first; the Cassiopeia is at the bottom.</translation>
    </message>
    <message>
        <source>The end: when someone takes the Cassiopeia, every other player has one last turn and then delivers even if the ship is not full (express delivery: largest set +1, smallest set unchanged). No new ship is taken.</source>
        <translation>The end: when someone takes the Cassiopeia, every other player has one last turn and then delivers even if the ship is not full (express delivery: largest set +1, smallest set unchanged). No new ship is taken.</translation>
    </message>
    <message>
        <source>The stash: face-down cards only their owner may look at. At the end each card scores the final price of its type (its size does not matter).</source>
        <translation>The stash: face-down cards only their owner may look at. At the end each card scores the final price of its type (its size does not matter).</translation>
    </message>
    <message>
        <source>Score: each stashed card scores the price of its type, plus your ship's value. Ties: higher contraband score, then the higher score from one type, then fewer contraband cards; then shared.</source>
        <translation>Score: each stashed card scores the price of its type, plus your ship's value. Ties: higher contraband score, then the higher score from one type, then fewer contraband cards; then shared.</translation>
    </message>
    <message>
        <source>Reconstructed card values: the publisher never published the card list, so sizes, capacities and ship values here are a reconstruction that fits every fact in the rules.</source>
        <translation>Reconstructed card values: the publisher never published the card list, so sizes, capacities and ship values here are a reconstruction that fits every fact in the rules.</translation>
    </message>
    <message>
        <source>Load {cargo} {size} from column {column}</source>
        <translation>Load {cargo} {size} from column {column}</translation>
    </message>
    <message>
        <source>Load {cargo} {size} from column {column} (row {row})</source>
        <translation>Load {cargo} {size} from column {column} (row {row})</translation>
    </message>
    <message>
        <source>Jettison hub row {row}</source>
        <translation>Jettison hub row {row}</translation>
    </message>
    <message>
        <source>End loading</source>
        <translation>End loading</translation>
    </message>
    <message>
        <source>Deliver (nothing fits)</source>
        <translation>Deliver (nothing fits)</translation>
    </message>
    <message>
        <source>No Fixer</source>
        <translation>No Fixer</translation>
    </message>
    <message>
        <source>Fixer: largest −2</source>
        <translation>Fixer: largest −2</translation>
    </message>
    <message>
        <source>Fixer: smallest +1</source>
        <translation>Fixer: smallest +1</translation>
    </message>
    <message>
        <source>Stash no more</source>
        <translation>Stash no more</translation>
    </message>
    <message>
        <source>Count {cargo} as the largest set</source>
        <translation>Count {cargo} as the largest set</translation>
    </message>
    <message>
        <source>Count {cargo} as the smallest set</source>
        <translation>Count {cargo} as the smallest set</translation>
    </message>
    <message>
        <source>Stash the {cargo} set</source>
        <translation>Stash the {cargo} set</translation>
    </message>
</context>
<context>
    <name>star_cartel_view</name>
    <message>
        <source>Cartel board — prices</source>
        <translation>Cartel board — prices</translation>
    </message>
    <message>
        <source>{cargo}: price {price}</source>
        <translation>{cargo}: price {price}</translation>
    </message>
    <message>
        <source>Hub</source>
        <translation>Hub</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Column {n}</translation>
    </message>
    <message>
        <source>size</source>
        <translation>size</translation>
    </message>
    <message>
        <source>{cargo}, size {size}</source>
        <translation>{cargo}, size {size}</translation>
    </message>
    <message>
        <source>Row {n}</source>
        <translation>Row {n}</translation>
    </message>
    <message>
        <source>Dump</source>
        <translation>Dump</translation>
    </message>
    <message>
        <source>Piles and shipyard</source>
        <translation>Piles and shipyard</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Draw pile</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Discards</translation>
    </message>
    <message>
        <source>Empty: these are the last turns.</source>
        <translation>Empty: these are the last turns.</translation>
    </message>
    <message>
        <source>Cassiopeia is taken: last turns with express delivery.</source>
        <translation>Cassiopeia is taken: last turns with express delivery.</translation>
    </message>
    <message>
        <source>The Cassiopeia lies at the bottom; taking it ends the game.</source>
        <translation>The Cassiopeia lies at the bottom; taking it ends the game.</translation>
    </message>
    <message>
        <source>value {v}</source>
        <translation>value {v}</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>capacity</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Courier</translation>
    </message>
    <message>
        <source>{name}: capacity {capacity}, value {value}</source>
        <translation>{name}: capacity {capacity}, value {value}</translation>
    </message>
    <message>
        <source>last turn</source>
        <translation>last turn</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message>
        <source>Load {load} of capacity {capacity}</source>
        <translation>Load {load} of capacity {capacity}</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>Stash</translation>
    </message>
    <message>
        <source>Your stash (private)</source>
        <translation>Your stash (private)</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>{name}'s ship and stash</source>
        <translation>{name}'s ship and stash</translation>
    </message>
    <message>
        <source>The ship is empty.</source>
        <translation>The ship is empty.</translation>
    </message>
    <message>
        <source>{n}+ players</source>
        <translation>{n}+ players</translation>
    </message>
    <message>
        <source>Click to see it large.</source>
        <translation>Click to see it large.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>Loading</translation>
    </message>
    <message>
        <source>Loaded this turn: {picks}</source>
        <translation>Loaded this turn: {picks}</translation>
    </message>
    <message>
        <source>End loading</source>
        <translation>End loading</translation>
    </message>
    <message>
        <source>Deliver (nothing fits)</source>
        <translation>Deliver (nothing fits)</translation>
    </message>
    <message>
        <source>Express delivery (last turn)</source>
        <translation>Express delivery (last turn)</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Delivery</translation>
    </message>
    <message>
        <source>largest: +1</source>
        <translation>largest: +1</translation>
    </message>
    <message>
        <source>largest: +2</source>
        <translation>largest: +2</translation>
    </message>
    <message>
        <source>smallest: no move</source>
        <translation>smallest: no move</translation>
    </message>
    <message>
        <source>smallest: −1</source>
        <translation>smallest: −1</translation>
    </message>
    <message>
        <source>stashed</source>
        <translation>stashed</translation>
    </message>
    <message>
        <source>{cargo}: total {total}</source>
        <translation>{cargo}: total {total}</translation>
    </message>
    <message>
        <source>No Fixer</source>
        <translation>No Fixer</translation>
    </message>
    <message>
        <source>Fixer: largest −2</source>
        <translation>Fixer: largest −2</translation>
    </message>
    <message>
        <source>Fixer: smallest +1</source>
        <translation>Fixer: smallest +1</translation>
    </message>
    <message>
        <source>Stash no more</source>
        <translation>Stash no more</translation>
    </message>
    <message>
        <source>{name}: sets are tied for largest; choose which one counts as largest.</source>
        <translation>{name}: sets are tied for largest; choose which one counts as largest.</translation>
    </message>
    <message>
        <source>{name}: sets are tied for smallest; choose which one counts as smallest.</source>
        <translation>{name}: sets are tied for smallest; choose which one counts as smallest.</translation>
    </message>
    <message>
        <source>{name}: use the Fixer?</source>
        <translation>{name}: use the Fixer?</translation>
    </message>
    <message>
        <source>{name}: choose a set to stash face down.</source>
        <translation>{name}: choose a set to stash face down.</translation>
    </message>
    <message>
        <source>{name}: load another card, or end loading.</source>
        <translation>{name}: load another card, or end loading.</translation>
    </message>
    <message>
        <source>{name}: nothing fits; deliver.</source>
        <translation>{name}: nothing fits; deliver.</translation>
    </message>
    <message>
        <source>{name}: load a card from the bottom row of the hub.</source>
        <translation>{name}: load a card from the bottom row of the hub.</translation>
    </message>
    <message>
        <source>Contraband</source>
        <translation>Contraband</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Ship</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Contraband prices over the game</source>
        <translation>Contraband prices over the game</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Deliveries</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Stash: {n:card|cards} face down</source>
        <translation>Stash: {n:card|cards} face down</translation>
    </message>
    <message>
        <source>{points:point|points} now</source>
        <translation>{points:point|points} now</translation>
    </message>
    <message>
        <source>Draw pile: {n:card|cards}</source>
        <translation>Draw pile: {n:card|cards}</translation>
    </message>
    <message>
        <source>Discard pile: {n:card|cards}</source>
        <translation>Discard pile: {n:card|cards}</translation>
    </message>
    <message>
        <source>Shipyard ({n:ship|ships})</source>
        <translation>Shipyard ({n:ship|ships})</translation>
    </message>
    <message>
        <source>Used with {n:player|players} or more.</source>
        <translation>Used with {n:player|players} or more.</translation>
    </message>
    <message>
        <source>{cargo} × {n}: {points:point|points} now</source>
        <translation>{cargo} × {n}: {points:point|points} now</translation>
    </message>
</context>
<context>
    <name>star_trek</name>
    <message>
        <source>Your draw deck is empty.</source>
        <translation>Your draw deck is empty.</translation>
    </message>
    <message>
        <source>{card} cannot be played at {mission}: it is not on its list.</source>
        <translation>{card} cannot be played at {mission}: it is not on its list.</translation>
    </message>
    <message>
        <source>{card} is unique and you already have one in play.</source>
        <translation>{card} is unique and you already have one in play.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>{card} is an interrupt: it is played only when its moment comes in a mission attempt.</source>
        <translation>{card} is an interrupt: it is played only when its moment comes in a mission attempt.</translation>
    </message>
    <message>
        <source>There is no such card here.</source>
        <translation>There is no such card here.</translation>
    </message>
    <message>
        <source>That card is not in play.</source>
        <translation>That card is not in play.</translation>
    </message>
    <message>
        <source>That card is not yours.</source>
        <translation>That card is not yours.</translation>
    </message>
    <message>
        <source>That cannot be done now: {step}.</source>
        <translation>That cannot be done now: {step}.</translation>
    </message>
    <message>
        <source>{card} is stopped: stopped personnel cannot beam.</source>
        <translation>{card} is stopped: stopped personnel cannot beam.</translation>
    </message>
    <message>
        <source>{mission} is a space mission: there is no surface to beam to.</source>
        <translation>{mission} is a space mission: there is no surface to beam to.</translation>
    </message>
    <message>
        <source>Beaming only reaches places at the same mission.</source>
        <translation>Beaming only reaches places at the same mission.</translation>
    </message>
    <message>
        <source>It is already there.</source>
        <translation>It is already there.</translation>
    </message>
    <message>
        <source>That is not a place to go to.</source>
        <translation>That is not a place to go to.</translation>
    </message>
    <message>
        <source>You cannot beam onto your opponent's ship.</source>
        <translation>You cannot beam onto your opponent's ship.</translation>
    </message>
    <message>
        <source>{ship} is stopped.</source>
        <translation>{ship} is stopped.</translation>
    </message>
    <message>
        <source>{ship} is not staffed: missing {missing}.</source>
        <translation>{ship} is not staffed: missing {missing}.</translation>
    </message>
    <message>
        <source>{ship} has not enough Range: the move needs {need}, {left} left.</source>
        <translation>{ship} has not enough Range: the move needs {need}, {left} left.</translation>
    </message>
    <message>
        <source>That is not a mission.</source>
        <translation>That is not a mission.</translation>
    </message>
    <message>
        <source>{mission} is not your mission: you attempt only your own.</source>
        <translation>{mission} is not your mission: you attempt only your own.</translation>
    </message>
    <message>
        <source>{mission} is a headquarters: it cannot be attempted.</source>
        <translation>{mission} is a headquarters: it cannot be attempted.</translation>
    </message>
    <message>
        <source>{mission} is already completed.</source>
        <translation>{mission} is already completed.</translation>
    </message>
    <message>
        <source>{mission} is a planet: the personnel on its surface attempt it, not a ship.</source>
        <translation>{mission} is a planet: the personnel on its surface attempt it, not a ship.</translation>
    </message>
    <message>
        <source>{mission} is a space mission: choose the ship whose crew attempts it.</source>
        <translation>{mission} is a space mission: choose the ship whose crew attempts it.</translation>
    </message>
    <message>
        <source>You have no such ship at {mission}.</source>
        <translation>You have no such ship at {mission}.</translation>
    </message>
    <message>
        <source>You have no unstopped personnel to attempt {mission}.</source>
        <translation>You have no unstopped personnel to attempt {mission}.</translation>
    </message>
    <message>
        <source>None of these personnel is of an affiliation that may attempt {mission}.</source>
        <translation>None of these personnel is of an affiliation that may attempt {mission}.</translation>
    </message>
    <message>
        <source>That dilemma is not among those you drew.</source>
        <translation>That dilemma is not among those you drew.</translation>
    </message>
    <message>
        <source>That card is already chosen.</source>
        <translation>That card is already chosen.</translation>
    </message>
    <message>
        <source>{dilemma} is a {type} dilemma: it cannot be used at a {mission_type} mission.</source>
        <translation>{dilemma} is a {type} dilemma: it cannot be used at a {mission_type} mission.</translation>
    </message>
    <message>
        <source>{dilemma} costs {cost}: only {left} of the budget is left.</source>
        <translation>{dilemma} costs {cost}: only {left} of the budget is left.</translation>
    </message>
    <message>
        <source>{dilemma} is already in the stack: two with one title are not allowed.</source>
        <translation>{dilemma} is already in the stack: two with one title are not allowed.</translation>
    </message>
    <message>
        <source>No such dilemma lies on this mission.</source>
        <translation>No such dilemma lies on this mission.</translation>
    </message>
    <message>
        <source>Choose a facing personnel with {skills}.</source>
        <translation>Choose a facing personnel with {skills}.</translation>
    </message>
    <message>
        <source>{card} has no order.</source>
        <translation>{card} has no order.</translation>
    </message>
    <message>
        <source>{card} is stopped: its order cannot be used.</source>
        <translation>{card} is stopped: its order cannot be used.</translation>
    </message>
    <message>
        <source>{card}'s order is used once a turn: it was used this turn.</source>
        <translation>{card}'s order is used once a turn: it was used this turn.</translation>
    </message>
    <message>
        <source>{card} needs the top card of your draw deck, which is empty.</source>
        <translation>{card} needs the top card of your draw deck, which is empty.</translation>
    </message>
    <message>
        <source>{card} would look at no dilemma: you command no other Federation personnel with Security.</source>
        <translation>{card} would look at no dilemma: you command no other Federation personnel with Security.</translation>
    </message>
    <message>
        <source>{card}: you have no ship at its mission.</source>
        <translation>{card}: you have no ship at its mission.</translation>
    </message>
    <message>
        <source>{card} is not aboard a ship.</source>
        <translation>{card} is not aboard a ship.</translation>
    </message>
    <message>
        <source>That is not a skill.</source>
        <translation>That is not a skill.</translation>
    </message>
    <message>
        <source>{card} does not do that.</source>
        <translation>{card} does not do that.</translation>
    </message>
    <message>
        <source>No Federation personnel of yours faces this dilemma unstopped.</source>
        <translation>No Federation personnel of yours faces this dilemma unstopped.</translation>
    </message>
    <message>
        <source>No stopped Federation personnel of yours is at this mission to lend its skills.</source>
        <translation>No stopped Federation personnel of yours is at this mission to lend its skills.</translation>
    </message>
    <message>
        <source>Mission Briefing: next, {next}.</source>
        <translation>Mission Briefing: next, {next}.</translation>
    </message>
    <message>
        <source>No {dilemma} lies overcome beneath a mission of yours (or no Borg of yours faces it).</source>
        <translation>No {dilemma} lies overcome beneath a mission of yours (or no Borg of yours faces it).</translation>
    </message>
    <message>
        <source>That personnel is not an unstopped member of the attempt.</source>
        <translation>That personnel is not an unstopped member of the attempt.</translation>
    </message>
    <message>
        <source>{card}'s Interlink was already used in this attempt.</source>
        <translation>{card}'s Interlink was already used in this attempt.</translation>
    </message>
    <message>
        <source>{seat}: beam, move ships, attempt missions, use orders.</source>
        <translation>{seat}: beam, move ships, attempt missions, use orders.</translation>
    </message>
    <message>
        <source>{seat}: discard {over:card|cards} down to seven.</source>
        <translation>{seat}: discard {over:card|cards} down to seven.</translation>
    </message>
    <message>
        <source>{seat}: name a skill for your Borg.</source>
        <translation>{seat}: name a skill for your Borg.</translation>
    </message>
    <message>
        <source>{seat}: choose the ship your personnel go aboard.</source>
        <translation>{seat}: choose the ship your personnel go aboard.</translation>
    </message>
    <message>
        <source>{seat}: choose personnel to put aboard; done when finished.</source>
        <translation>{seat}: choose personnel to put aboard; done when finished.</translation>
    </message>
    <message>
        <source>{seat}: you may add the Limited Welcome lying on this mission to your drawn dilemmas.</source>
        <translation>{seat}: you may add the Limited Welcome lying on this mission to your drawn dilemmas.</translation>
    </message>
    <message>
        <source>{seat}: choose the dilemmas to face, top first (budget {budget}); done when finished.</source>
        <translation>{seat}: choose the dilemmas to face, top first (budget {budget}); done when finished.</translation>
    </message>
    <message>
        <source>{seat}: respond to the dilemma, or pass.</source>
        <translation>{seat}: respond to the dilemma, or pass.</translation>
    </message>
    <message>
        <source>{seat}: Mission Briefing: discard a card, then choose who gains and who lends.</source>
        <translation>{seat}: Mission Briefing: discard a card, then choose who gains and who lends.</translation>
    </message>
    <message>
        <source>{seat}: choose a facing personnel with {skills} to stop.</source>
        <translation>{seat}: choose a facing personnel with {skills} to stop.</translation>
    </message>
    <message>
        <source>{seat}: the dilemma is about to go back to its pile: play Analyze, or pass.</source>
        <translation>{seat}: the dilemma is about to go back to its pile: play Analyze, or pass.</translation>
    </message>
    <message>
        <source>{seat}: the requirements are about to be checked: use an Interlink, or pass.</source>
        <translation>{seat}: the requirements are about to be checked: use an Interlink, or pass.</translation>
    </message>
    <message>
        <source>Take {card} back from the stack</source>
        <translation>Take {card} back from the stack</translation>
    </message>
    <message>
        <source>Next: face what comes next</source>
        <translation>Next: face what comes next</translation>
    </message>
    <message>
        <source>Next: reveal the first dilemma</source>
        <translation>Next: reveal the first dilemma</translation>
    </message>
    <message>
        <source>Next: reveal the next dilemma</source>
        <translation>Next: reveal the next dilemma</translation>
    </message>
    <message>
        <source>Next: check the requirements</source>
        <translation>Next: check the requirements</translation>
    </message>
    <message>
        <source>Next: end the attempt</source>
        <translation>Next: end the attempt</translation>
    </message>
    <message>
        <source>Next: end the battle</source>
        <translation>Next: end the battle</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Use {card}</translation>
    </message>
    <message>
        <source>{seat}'s turn {turn}.</source>
        <translation>{seat}'s turn {turn}.</translation>
    </message>
    <message>
        <source>{seat}'s turn ends: stopped cards unstop, Range comes back.</source>
        <translation>{seat}'s turn ends: stopped cards unstop, Range comes back.</translation>
    </message>
    <message>
        <source>{seat} draws {count:card|cards}.</source>
        <translation>{seat} draws {count:card|cards}.</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} drew {cards}.</source>
        <translation>(Only {seat} sees this) {seat} drew {cards}.</translation>
    </message>
    <message>
        <source>{seat} beams {card} to {to}.</source>
        <translation>{seat} beams {card} to {to}.</translation>
    </message>
    <message>
        <source>{seat} moves {ship} to {to} (Range {cost}, {left} left).</source>
        <translation>{seat} moves {ship} to {to} (Range {cost}, {left} left).</translation>
    </message>
    <message>
        <source>{seat} uses {card}'s order.</source>
        <translation>{seat} uses {card}'s order.</translation>
    </message>
    <message>
        <source>{seat} discards the top card of the draw deck: {card}.</source>
        <translation>{seat} discards the top card of the draw deck: {card}.</translation>
    </message>
    <message>
        <source>{seat} puts {count:card|cards} from hand under the draw deck.</source>
        <translation>{seat} puts {count:card|cards} from hand under the draw deck.</translation>
    </message>
    <message>
        <source>{seat} puts {count:card|cards} from hand under the draw deck, in order.</source>
        <translation>{seat} puts {count:card|cards} from hand under the draw deck, in order.</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) The top of the pile: {cards}.</source>
        <translation>(Only {seat} sees this) The top of the pile: {cards}.</translation>
    </message>
    <message>
        <source>{card} returns to {seat}'s hand.</source>
        <translation>{card} returns to {seat}'s hand.</translation>
    </message>
    <message>
        <source>{seat} places {card} aboard {ship}.</source>
        <translation>{seat} places {card} aboard {ship}.</translation>
    </message>
    <message>
        <source>{ship} gains {amount} Range this turn.</source>
        <translation>{ship} gains {amount} Range this turn.</translation>
    </message>
    <message>
        <source>{seat} discards {card}.</source>
        <translation>{seat} discards {card}.</translation>
    </message>
    <message>
        <source>{seat} draws {count:dilemma|dilemmas}.</source>
        <translation>{seat} draws {count:dilemma|dilemmas}.</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) Drawn: {cards}.</source>
        <translation>(Only {seat} sees this) Drawn: {cards}.</translation>
    </message>
    <message>
        <source>{seat} takes {dilemma} back from the mission.</source>
        <translation>{seat} takes {dilemma} back from the mission.</translation>
    </message>
    <message>
        <source>{card} is the only one who qualifies.</source>
        <translation>{card} is the only one who qualifies.</translation>
    </message>
    <message>
        <source>{seat} chooses {card}.</source>
        <translation>{seat} chooses {card}.</translation>
    </message>
    <message>
        <source>Selected at random: {card}.</source>
        <translation>Selected at random: {card}.</translation>
    </message>
    <message>
        <source>{card} is stopped.</source>
        <translation>{card} is stopped.</translation>
    </message>
    <message>
        <source>{card} is killed.</source>
        <translation>{card} is killed.</translation>
    </message>
    <message>
        <source>{seat} plays {card}: {dilemma} does nothing and is overcome.</source>
        <translation>{seat} plays {card}: {dilemma} does nothing and is overcome.</translation>
    </message>
    <message>
        <source>{seat} plays {card}: {dilemma} is overcome instead.</source>
        <translation>{seat} plays {card}: {dilemma} is overcome instead.</translation>
    </message>
    <message>
        <source>{seat} plays Mission Briefing, discarding {paid}: {card} has {lender}'s skills for this dilemma.</source>
        <translation>{seat} plays Mission Briefing, discarding {paid}: {card} has {lender}'s skills for this dilemma.</translation>
    </message>
    <message>
        <source>{dilemma} is overcome beneath {mission}.</source>
        <translation>{dilemma} is overcome beneath {mission}.</translation>
    </message>
    <message>
        <source>{dilemma} goes back under {seat}'s dilemma pile.</source>
        <translation>{dilemma} goes back under {seat}'s dilemma pile.</translation>
    </message>
    <message>
        <source>{dilemma} now lies on {mission}.</source>
        <translation>{dilemma} now lies on {mission}.</translation>
    </message>
    <message>
        <source>{mission}: the requirements are not met (missing {missing}).</source>
        <translation>{mission}: the requirements are not met (missing {missing}).</translation>
    </message>
    <message>
        <source>{seat}'s attempt at {mission} fails.</source>
        <translation>{seat}'s attempt at {mission} fails.</translation>
    </message>
    <message>
        <source>{seat} completes {mission}: {points:point|points}{bonus}; score {score}.</source>
        <translation>{seat} completes {mission}: {points:point|points}{bonus}; score {score}.</translation>
    </message>
    <message>
        <source> and a bonus of {bonus:point|points}</source>
        <translation> and a bonus of {bonus:point|points}</translation>
    </message>
    <message>
        <source>The game is over: 100 points with a planet and a space mission completed.</source>
        <translation>The game is over: 100 points with a planet and a space mission completed.</translation>
    </message>
    <message>
        <source>The game is over: both draw decks are empty.</source>
        <translation>The game is over: both draw decks are empty.</translation>
    </message>
    <message>
        <source>The game is over: the turn limit is reached.</source>
        <translation>The game is over: the turn limit is reached.</translation>
    </message>
    <message>
        <source>Ranked first by completed missions (a planet and a space mission, then any), then by points.</source>
        <translation>Ranked first by completed missions (a planet and a space mission, then any), then by points.</translation>
    </message>
    <message>
        <source>{seats} completed the same kinds of mission: the points decide.</source>
        <translation>{seats} completed the same kinds of mission: the points decide.</translation>
    </message>
    <message>
        <source>{seats} are equal on missions and points ({total}): a draw.</source>
        <translation>{seats} are equal on missions and points ({total}): a draw.</translation>
    </message>
    <message>
        <source>Seat playing the Federation (the other plays the Borg)</source>
        <translation>Seat playing the Federation (the other plays the Borg)</translation>
    </message>
    <message>
        <source>Turn limit in player turns (0: none)</source>
        <translation>Turn limit in player turns (0: none)</translation>
    </message>
    <message>
        <source>A failed space attempt stops the ship too</source>
        <translation>A failed space attempt stops the ship too</translation>
    </message>
    <message>
        <source>Stopped cards keep their orders and auras</source>
        <translation>Stopped cards keep their orders and auras</translation>
    </message>
    <message>
        <source>A space attempt needs a staffed ship</source>
        <translation>A space attempt needs a staffed ship</translation>
    </message>
    <message>
        <source>Stopped cards unstop at the start of their owner's turn (not at every turn's end)</source>
        <translation>Stopped cards unstop at the start of their owner's turn (not at every turn's end)</translation>
    </message>
    <message>
        <source>Interlink uses per drone per attempt</source>
        <translation>Interlink uses per drone per attempt</translation>
    </message>
    <message>
        <source>Headquarters: you may play personnel and ships of {affiliations} or with the icons {series_icons} here.</source>
        <translation>Headquarters: you may play personnel and ships of {affiliations} or with the icons {series_icons} here.</translation>
    </message>
    <message>
        <source>Its owner may command no other headquarters.</source>
        <translation>Its owner may command no other headquarters.</translation>
    </message>
    <message>
        <source>Each other Borg of yours present has {attribute} +{amount}.</source>
        <translation>Each other Borg of yours present has {attribute} +{amount}.</translation>
    </message>
    <message>
        <source>While facing a dilemma: Strength +{strength} and the skills {gain_skills}.</source>
        <translation>While facing a dilemma: Strength +{strength} and the skills {gain_skills}.</translation>
    </message>
    <message>
        <source>Interlink ({skill}): in a mission attempt, discard your top card: every Borg in the attempt has {skill} until it ends.</source>
        <translation>Interlink ({skill}): in a mission attempt, discard your top card: every Borg in the attempt has {skill} until it ends.</translation>
    </message>
    <message>
        <source>Once each turn, as an order: throw away your draw deck's top card and pick any skill; until this turn ends, every Borg under your command knows it.</source>
        <translation>Once each turn, as an order: throw away your draw deck's top card and pick any skill; until this turn ends, every Borg under your command knows it.</translation>
    </message>
    <message>
        <source>Put your hand under your draw deck, shuffled, and draw as many cards.</source>
        <translation>Put your hand under your draw deck, shuffled, and draw as many cards.</translation>
    </message>
    <message>
        <source>Order, once a turn: look at the top card of your opponent's dilemma pile for each other {affiliation} personnel with {skill} you command (at most {maximum}), and put them back.</source>
        <translation>Order, once a turn: look at the top card of your opponent's dilemma pile for each other {affiliation} personnel with {skill} you command (at most {maximum}), and put them back.</translation>
    </message>
    <message>
        <source>Order, with a ship of yours at its mission: return this drone to your hand; put any of your personnel there, stopped ones too, aboard that ship.</source>
        <translation>Order, with a ship of yours at its mission: return this drone to your hand; put any of your personnel there, stopped ones too, aboard that ship.</translation>
    </message>
    <message>
        <source>Order, aboard a ship: return this drone to your hand; the ship has +{amount} Range this turn.</source>
        <translation>Order, aboard a ship: return this drone to your hand; the ship has +{amount} Range this turn.</translation>
    </message>
    <message>
        <source>When your {affiliation} personnel face a dilemma whose copy lies overcome beneath one of your missions: it does nothing and is overcome.</source>
        <translation>When your {affiliation} personnel face a dilemma whose copy lies overcome beneath one of your missions: it does nothing and is overcome.</translation>
    </message>
    <message>
        <source>it is the play-and-draw segment</source>
        <translation>it is the play-and-draw segment</translation>
    </message>
    <message>
        <source>it is the orders segment</source>
        <translation>it is the orders segment</translation>
    </message>
    <message>
        <source>discard down to seven first</source>
        <translation>discard down to seven first</translation>
    </message>
    <message>
        <source>name a skill first</source>
        <translation>name a skill first</translation>
    </message>
    <message>
        <source>choose the cards to put under the deck first</source>
        <translation>choose the cards to put under the deck first</translation>
    </message>
    <message>
        <source>choose a ship first</source>
        <translation>choose a ship first</translation>
    </message>
    <message>
        <source>choose who goes aboard first</source>
        <translation>choose who goes aboard first</translation>
    </message>
    <message>
        <source>the dilemma owner is deciding on Limited Welcome</source>
        <translation>the dilemma owner is deciding on Limited Welcome</translation>
    </message>
    <message>
        <source>the dilemma owner is choosing the stack</source>
        <translation>the dilemma owner is choosing the stack</translation>
    </message>
    <message>
        <source>a dilemma is being faced</source>
        <translation>a dilemma is being faced</translation>
    </message>
    <message>
        <source>finish Mission Briefing first</source>
        <translation>finish Mission Briefing first</translation>
    </message>
    <message>
        <source>a personnel must be chosen for the dilemma</source>
        <translation>a personnel must be chosen for the dilemma</translation>
    </message>
    <message>
        <source>a dilemma is about to go back to its pile</source>
        <translation>a dilemma is about to go back to its pile</translation>
    </message>
    <message>
        <source>the requirements are about to be checked</source>
        <translation>the requirements are about to be checked</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>discard a card</translation>
    </message>
    <message>
        <source>choose who gains the skills</source>
        <translation>choose who gains the skills</translation>
    </message>
    <message>
        <source>choose the stopped personnel who lends them</source>
        <translation>choose the stopped personnel who lends them</translation>
    </message>
    <message>
        <source>planet</source>
        <translation>planet</translation>
    </message>
    <message>
        <source>space</source>
        <translation>space</translation>
    </message>
    <message>
        <source>dual</source>
        <translation>dual</translation>
    </message>
    <message>
        <source>headquarters</source>
        <translation>headquarters</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>Integrity</translation>
    </message>
    <message>
        <source>Cunning</source>
        <translation>Cunning</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <source>Borg</source>
        <translation>Borg</translation>
    </message>
    <message>
        <source>Non-Aligned</source>
        <translation>Non-Aligned</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Command</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Staff</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Vulcan</source>
        <translation>Vulcan</translation>
    </message>
    <message>
        <source>Klingon</source>
        <translation>Klingon</translation>
    </message>
    <message>
        <source>Drone</source>
        <translation>Drone</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>Admiral</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} or {second}</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Acquisition</translation>
    </message>
    <message>
        <source>Anthropology</source>
        <translation>Anthropology</translation>
    </message>
    <message>
        <source>Archaeology</source>
        <translation>Archaeology</translation>
    </message>
    <message>
        <source>Astrometrics</source>
        <translation>Astrometrics</translation>
    </message>
    <message>
        <source>Biology</source>
        <translation>Biology</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Engineer</translation>
    </message>
    <message>
        <source>Exobiology</source>
        <translation>Exobiology</translation>
    </message>
    <message>
        <source>Geology</source>
        <translation>Geology</translation>
    </message>
    <message>
        <source>Honor</source>
        <translation>Honor</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligence</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>Law</translation>
    </message>
    <message>
        <source>Leadership</source>
        <translation>Leadership</translation>
    </message>
    <message>
        <source>Medical</source>
        <translation>Medical</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>Officer</translation>
    </message>
    <message>
        <source>Physics</source>
        <translation>Physics</translation>
    </message>
    <message>
        <source>Programming</source>
        <translation>Programming</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Science</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Security</translation>
    </message>
    <message>
        <source>Telepathy</source>
        <translation>Telepathy</translation>
    </message>
    <message>
        <source>Transporters</source>
        <translation>Transporters</translation>
    </message>
    <message>
        <source>Treachery</source>
        <translation>Treachery</translation>
    </message>
    <message>
        <source>Plays {card}: a ship carries the crew from the headquarters to the missions.</source>
        <translation>Plays {card}: a ship carries the crew from the headquarters to the missions.</translation>
    </message>
    <message>
        <source>Plays {card}: it brings {skill}, which the crew still lacks for {mission}.</source>
        <translation>Plays {card}: it brings {skill}, which the crew still lacks for {mission}.</translation>
    </message>
    <message>
        <source>Plays {card}: of the cards in hand, it brings the most skills for its cost.</source>
        <translation>Plays {card}: of the cards in hand, it brings the most skills for its cost.</translation>
    </message>
    <message>
        <source>Draws a card: nothing in hand is worth the counters left.</source>
        <translation>Draws a card: nothing in hand is worth the counters left.</translation>
    </message>
    <message>
        <source>Ends playing: the draw deck is empty and nothing more is worth playing.</source>
        <translation>Ends playing: the draw deck is empty and nothing more is worth playing.</translation>
    </message>
    <message>
        <source>Beams {card} aboard {ship}, so that everyone here travels together.</source>
        <translation>Beams {card} aboard {ship}, so that everyone here travels together.</translation>
    </message>
    <message>
        <source>Beams {card} down to {mission} to join the attempt.</source>
        <translation>Beams {card} down to {mission} to join the attempt.</translation>
    </message>
    <message>
        <source>Moves {ship} to {mission}: gathered there, the crews meet its requirements.</source>
        <translation>Moves {ship} to {mission}: gathered there, the crews meet its requirements.</translation>
    </message>
    <message>
        <source>Sends {ship} to {mission} to fetch the personnel waiting there.</source>
        <translation>Sends {ship} to {mission} to fetch the personnel waiting there.</translation>
    </message>
    <message>
        <source>Moves {ship} to {mission}, the mission its crews come closest to solving.</source>
        <translation>Moves {ship} to {mission}, the mission its crews come closest to solving.</translation>
    </message>
    <message>
        <source>Ends the orders: the crews it can gather still lack {missing} for {mission}.</source>
        <translation>Ends the orders: the crews it can gather still lack {missing} for {mission}.</translation>
    </message>
    <message>
        <source>Ends the orders: nothing more can be attempted this turn.</source>
        <translation>Ends the orders: nothing more can be attempted this turn.</translation>
    </message>
    <message>
        <source>Discards {card}: of the cards in hand, it needs it least.</source>
        <translation>Discards {card}: of the cards in hand, it needs it least.</translation>
    </message>
    <message>
        <source>Puts {card} under the draw deck: it needs it least now.</source>
        <translation>Puts {card} under the draw deck: it needs it least now.</translation>
    </message>
    <message>
        <source>Adds {card} to the stack: within the budget, these dilemmas hurt this crew most.</source>
        <translation>Adds {card} to the stack: within the budget, these dilemmas hurt this crew most.</translation>
    </message>
    <message>
        <source>Adds {card} to the stack, last: this crew cannot meet it, so it ends the attempt.</source>
        <translation>Adds {card} to the stack, last: this crew cannot meet it, so it ends the attempt.</translation>
    </message>
    <message>
        <source>Closes the stack: no other dilemma drawn would hurt this crew.</source>
        <translation>Closes the stack: no other dilemma drawn would hurt this crew.</translation>
    </message>
    <message>
        <source>Leaves Limited Welcome on the mission: it would not fit the budget.</source>
        <translation>Leaves Limited Welcome on the mission: it would not fit the budget.</translation>
    </message>
    <message>
        <source>Stops {card}: of the eligible personnel, the group can best spare it.</source>
        <translation>Stops {card}: of the eligible personnel, the group can best spare it.</translation>
    </message>
    <message>
        <source>Stops {card}: of the eligible personnel, the mission needs it most.</source>
        <translation>Stops {card}: of the eligible personnel, the mission needs it most.</translation>
    </message>
    <message>
        <source>Plays {card}: a copy of this dilemma already lies beneath a mission of yours.</source>
        <translation>Plays {card}: a copy of this dilemma already lies beneath a mission of yours.</translation>
    </message>
    <message>
        <source>Plays {card}: the dilemma is overcome, so later attempts here face fewer.</source>
        <translation>Plays {card}: the dilemma is overcome, so later attempts here face fewer.</translation>
    </message>
    <message>
        <source>Uses {card}'s Interlink: the group gains {skill}, which the mission still lacks.</source>
        <translation>Uses {card}'s Interlink: the group gains {skill}, which the mission still lacks.</translation>
    </message>
    <message>
        <source>Passes: nothing in hand or in play helps now.</source>
        <translation>Passes: nothing in hand or in play helps now.</translation>
    </message>
    <message>
        <source>Names {skill}: the crews lack it for {mission}.</source>
        <translation>Names {skill}: the crews lack it for {mission}.</translation>
    </message>
    <message>
        <source>Any choice serves here: the bot takes the first.</source>
        <translation>Any choice serves here: the bot takes the first.</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Earth</translation>
    </message>
    <message>
        <source>Earth, Cradle of the Federation</source>
        <translation>Earth, Cradle of the Federation</translation>
    </message>
    <message>
        <source>Unicomplex</source>
        <translation>Unicomplex</translation>
    </message>
    <message>
        <source>Unicomplex, Root of the Hive Mind</source>
        <translation>Unicomplex, Root of the Hive Mind</translation>
    </message>
    <message>
        <source>{n:{skill}|{skill}}</source>
        <translation>{n:{skill}|{skill}}</translation>
    </message>
    <message>
        <source>Not enough counters: this costs {cost}, and {counters:counter is|counters are} left.</source>
        <translation>Not enough counters: this costs {cost}, and {counters:counter is|counters are} left.</translation>
    </message>
    <message>
        <source>You must spend all your counters while your draw deck has cards ({counters:counter|counters} left).</source>
        <translation>You must spend all your counters while your draw deck has cards ({counters:counter|counters} left).</translation>
    </message>
    <message>
        <source>{card} needs {need:card|cards} in hand; you have {have}.</source>
        <translation>{card} needs {need:card|cards} in hand; you have {have}.</translation>
    </message>
    <message>
        <source>You hold {cards:card|cards}: discard down to {limit} first.</source>
        <translation>You hold {cards:card|cards}: discard down to {limit} first.</translation>
    </message>
    <message>
        <source>{seat}: play cards and draw ({counters:counter|counters} left).</source>
        <translation>{seat}: play cards and draw ({counters:counter|counters} left).</translation>
    </message>
    <message>
        <source>{seat}: choose {put:card|cards} to put under your draw deck, in order.</source>
        <translation>{seat}: choose {put:card|cards} to put under your draw deck, in order.</translation>
    </message>
    <message>
        <source>{seat} plays {card} at {mission} (cost {cost}).</source>
        <translation>{seat} plays {card} at {mission} (cost {cost}).</translation>
    </message>
    <message>
        <source>{seat} plays {card} (cost {cost}).</source>
        <translation>{seat} plays {card} (cost {cost}).</translation>
    </message>
    <message>
        <source>{seat}'s deck is empty: {counters:counter is|counters are} lost.</source>
        <translation>{seat}'s deck is empty: {counters:counter is|counters are} lost.</translation>
    </message>
    <message>
        <source>{seat} names {skill}: {count:Borg has|Borg have} it until the end of the turn.</source>
        <translation>{seat} names {skill}: {count:Borg has|Borg have} it until the end of the turn.</translation>
    </message>
    <message>
        <source>{seat} looks at the top {count:card|cards} of the opponent's dilemma pile.</source>
        <translation>{seat} looks at the top {count:card|cards} of the opponent's dilemma pile.</translation>
    </message>
    <message>
        <source>{seat} attempts {mission} with {count:personnel|personnel}; {overcome:dilemma lies|dilemmas lie} beneath it: budget {budget}.</source>
        <translation>{seat} attempts {mission} with {count:personnel|personnel}; {overcome:dilemma lies|dilemmas lie} beneath it: budget {budget}.</translation>
    </message>
    <message>
        <source>{seat}'s dilemma pile reached its face-up cards: {count:card is|cards are} shuffled face down.</source>
        <translation>{seat}'s dilemma pile reached its face-up cards: {count:card is|cards are} shuffled face down.</translation>
    </message>
    <message>
        <source>{seat} stacks {count:dilemma|dilemmas} face down; {returned:goes|go} under the pile.</source>
        <translation>{seat} stacks {count:dilemma|dilemmas} face down; {returned:goes|go} under the pile.</translation>
    </message>
    <message>
        <source>{dilemma} is revealed to {count:personnel|personnel}: {crew}.</source>
        <translation>{dilemma} is revealed to {count:personnel|personnel}: {crew}.</translation>
    </message>
    <message>
        <source>{keep:personnel, chosen at random, carries|personnel, chosen at random, carry} on.</source>
        <translation>{keep:personnel, chosen at random, carries|personnel, chosen at random, carry} on.</translation>
    </message>
    <message>
        <source>{card}'s Interlink: {count:Borg has|Borg have} {skill} until the attempt ends.</source>
        <translation>{card}'s Interlink: {count:Borg has|Borg have} {skill} until the attempt ends.</translation>
    </message>
    <message>
        <source>Nobody is left: {count:remaining dilemma is|remaining dilemmas are} overcome beneath {mission}.</source>
        <translation>Nobody is left: {count:remaining dilemma is|remaining dilemmas are} overcome beneath {mission}.</translation>
    </message>
    <message>
        <source>When completed: {points:more point|more points} if the completing personnel have 2 Acquisition or 2 Geology.</source>
        <translation>When completed: {points:more point|more points} if the completing personnel have 2 Acquisition or 2 Geology.</translation>
    </message>
    <message>
        <source>Order: put {put:card|cards} from your hand under your draw deck in any order, then draw {draw}.</source>
        <translation>Order: put {put:card|cards} from your hand under your draw deck in any order, then draw {draw}.</translation>
    </message>
    <message>
        <source>One random facing personnel is stopped; a second if {second:personnel remains|personnel remain}; a third if {third:personnel remains|personnel remain}.</source>
        <translation>One random facing personnel is stopped; a second if {second:personnel remains|personnel remain}; a third if {third:personnel remains|personnel remain}.</translation>
    </message>
    <message>
        <source>If more than {keep:personnel faces|personnel face} it, {keep:random one carries|random ones carry} on and the rest are stopped. It then lies on the mission and may come back at later attempts there.</source>
        <translation>If more than {keep:personnel faces|personnel face} it, {keep:random one carries|random ones carry} on and the rest are stopped. It then lies on the mission and may come back at later attempts there.</translation>
    </message>
    <message>
        <source>Attempts {mission}: its {count:personnel meets|personnel meet} the requirements, with skills to spare.</source>
        <translation>Attempts {mission}: its {count:personnel meets|personnel meet} the requirements, with skills to spare.</translation>
    </message>
    <message>
        <source>Attempts {mission}: its {count:personnel meets|personnel meet} the requirements, if no dilemma stops the wrong one.</source>
        <translation>Attempts {mission}: its {count:personnel meets|personnel meet} the requirements, if no dilemma stops the wrong one.</translation>
    </message>
    <message>
        <source>While facing a dilemma: the skills {gain_skills}.</source>
        <translation>While facing a dilemma: the skills {gain_skills}.</translation>
    </message>
    <message>
        <source>Ends playing: the counters of this turn are spent.</source>
        <translation>Ends playing: the counters of this turn are spent.</translation>
    </message>
    <message>
        <source>{dilemma} is not in the stack: there is nothing to take back.</source>
        <translation>{dilemma} is not in the stack: there is nothing to take back.</translation>
    </message>
    <message>
        <source>{seat}: your crew faces {count:dilemma|dilemmas}, face down. Reveal the first with Next.</source>
        <translation>{seat}: your crew faces {count:dilemma|dilemmas}, face down. Reveal the first with Next.</translation>
    </message>
    <message>
        <source>{seat}: {count:dilemma is|dilemmas are} left. Face the next with Next.</source>
        <translation>{seat}: {count:dilemma is|dilemmas are} left. Face the next with Next.</translation>
    </message>
    <message>
        <source>{seat}: no dilemma is left. Next checks the mission's requirements.</source>
        <translation>{seat}: no dilemma is left. Next checks the mission's requirements.</translation>
    </message>
    <message>
        <source>{seat}: nobody is left to go on. Next ends the attempt: it fails.</source>
        <translation>{seat}: nobody is left to go on. Next ends the attempt: it fails.</translation>
    </message>
    <message>
        <source>Goes on: the crew faces what comes next.</source>
        <translation>Goes on: the crew faces what comes next.</translation>
    </message>
    <message>
        <source>{dilemma}: the crew has {skills}, so nothing happens.</source>
        <translation>{dilemma}: the crew has {skills}, so nothing happens.</translation>
    </message>
    <message>
        <source>{dilemma}: the crew has {skills}, so {card} is stopped, not killed.</source>
        <translation>{dilemma}: the crew has {skills}, so {card} is stopped, not killed.</translation>
    </message>
    <message>
        <source>Draw a card (1 counter)</source>
        <translation>Draw a card (1 counter)</translation>
    </message>
    <message>
        <source>End playing cards</source>
        <translation>End playing cards</translation>
    </message>
    <message>
        <source>End orders</source>
        <translation>End orders</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>End the turn</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Add the Limited Welcome on the mission</source>
        <translation>Add the Limited Welcome on the mission</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>Beam {card} to {to}</source>
        <translation>Beam {card} to {to}</translation>
    </message>
    <message>
        <source>Move {ship} to {to}</source>
        <translation>Move {ship} to {to}</translation>
    </message>
    <message>
        <source>Move {ship} to {to} (Range {cost} of {left})</source>
        <translation>Move {ship} to {to} (Range {cost} of {left})</translation>
    </message>
    <message>
        <source>Attempt {mission} with {ship}</source>
        <translation>Attempt {mission} with {ship}</translation>
    </message>
    <message>
        <source>Attempt {mission}</source>
        <translation>Attempt {mission}</translation>
    </message>
    <message>
        <source>Name {skill}</source>
        <translation>Name {skill}</translation>
    </message>
    <message>
        <source>Use the order of {card}</source>
        <translation>Use the order of {card}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Put {card} under the deck</source>
        <translation>Put {card} under the deck</translation>
    </message>
    <message>
        <source>Aboard {card}</source>
        <translation>Aboard {card}</translation>
    </message>
    <message>
        <source>Put {card} aboard</source>
        <translation>Put {card} aboard</translation>
    </message>
    <message>
        <source>Stack {card}</source>
        <translation>Stack {card}</translation>
    </message>
    <message>
        <source>Interlink: {card}</source>
        <translation>Interlink: {card}</translation>
    </message>
    <message>
        <source>Discard {card} to pay</source>
        <translation>Discard {card} to pay</translation>
    </message>
    <message>
        <source>{card} gains the skills</source>
        <translation>{card} gains the skills</translation>
    </message>
    <message>
        <source>{card} lends its skills</source>
        <translation>{card} lends its skills</translation>
    </message>
    <message>
        <source>Stop {card}</source>
        <translation>Stop {card}</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>in hand</translation>
    </message>
    <message>
        <source>at {mission}</source>
        <translation>at {mission}</translation>
    </message>
    <message>
        <source>aboard {ship}</source>
        <translation>aboard {ship}</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>drawn</translation>
    </message>
    <message>
        <source>{card} ({place})</source>
        <translation>{card} ({place})</translation>
    </message>
    <message>
        <source>{card} ({place}, copy {copy})</source>
        <translation>{card} ({place}, copy {copy})</translation>
    </message>
    <message>
        <source>{card} (copy {copy})</source>
        <translation>{card} (copy {copy})</translation>
    </message>
    <message>
        <source>Atrean</source>
        <translation>Atrean</translation>
    </message>
    <message>
        <source>Napean</source>
        <translation>Napean</translation>
    </message>
    <message>
        <source>Bolian</source>
        <translation>Bolian</translation>
    </message>
    <message>
        <source>Barzan</source>
        <translation>Barzan</translation>
    </message>
    <message>
        <source>Hekaran</source>
        <translation>Hekaran</translation>
    </message>
    <message>
        <source>Commander: U.S.S. Enterprise-E</source>
        <translation>Commander: U.S.S. Enterprise-E</translation>
    </message>
    <message>
        <source>Unless a facing personnel has 2 {first} or 2 {second}, your opponent chooses a facing personnel with {first} or {second} to be stopped. If none has either skill, all facing personnel are stopped and the dilemma goes back to its owner's pile.</source>
        <translation>Unless a facing personnel has 2 {first} or 2 {second}, your opponent chooses a facing personnel with {first} or {second} to be stopped. If none has either skill, all facing personnel are stopped and the dilemma goes back to its owner's pile.</translation>
    </message>
    <message>
        <source>Your opponent chooses a facing personnel with {first} or {second} to be stopped. If none has either skill, all facing personnel are stopped and the dilemma goes back to its owner's pile.</source>
        <translation>Your opponent chooses a facing personnel with {first} or {second} to be stopped. If none has either skill, all facing personnel are stopped and the dilemma goes back to its owner's pile.</translation>
    </message>
    <message>
        <source>You choose a facing personnel with {first} or {second} to be stopped. If none has either skill, a random facing personnel is killed.</source>
        <translation>You choose a facing personnel with {first} or {second} to be stopped. If none has either skill, a random facing personnel is killed.</translation>
    </message>
    <message>
        <source>You choose a facing personnel with {first} or {second} to be stopped. If none has either skill, all facing personnel are stopped and the dilemma goes back to its owner's pile.</source>
        <translation>You choose a facing personnel with {first} or {second} to be stopped. If none has either skill, all facing personnel are stopped and the dilemma goes back to its owner's pile.</translation>
    </message>
    <message>
        <source>Unless the facing personnel have {requirement}, or {alternative}, a random facing personnel with {kill_skill} is killed (none has it: nothing happens).</source>
        <translation>Unless the facing personnel have {requirement}, or {alternative}, a random facing personnel with {kill_skill} is killed (none has it: nothing happens).</translation>
    </message>
    <message>
        <source>the attempting player goes on with Next first</source>
        <translation>the attempting player goes on with Next first</translation>
    </message>
    <message>
        <source>Damage cards that destroy a ship</source>
        <translation>Damage cards that destroy a ship</translation>
    </message>
    <message>
        <source>Ships at their headquarters lose one damage card at the end of each turn</source>
        <translation>Ships at their headquarters lose one damage card at the end of each turn</translation>
    </message>
    <message>
        <source>A battle stops the defender's cards too</source>
        <translation>A battle stops the defender's cards too</translation>
    </message>
    <message>
        <source>Stopped personnel and ships can be attacked and defend</source>
        <translation>Stopped personnel and ships can be attacked and defend</translation>
    </message>
    <message>
        <source>Ships that join an engagement add their Weapons or Shields</source>
        <translation>Ships that join an engagement add their Weapons or Shields</translation>
    </message>
    <message>
        <source>Equipment Malfunction returns only the equipment at the attempted mission</source>
        <translation>Equipment Malfunction returns only the equipment at the attempted mission</translation>
    </message>
    <message>
        <source>A download shuffles the draw deck</source>
        <translation>A download shuffles the draw deck</translation>
    </message>
    <message>
        <source>The decks of seat 1 and seat 2</source>
        <translation>The decks of seat 1 and seat 2</translation>
    </message>
    <message>
        <source>The decks cannot be read: {why}.</source>
        <translation>The decks cannot be read: {why}.</translation>
    </message>
    <message>
        <source>Stays in your core. Order: a staffed, unstopped {affiliation} ship of yours engages an opposing ship at its mission (not a headquarters). If you win, you take command of a random opposing personnel aboard the ships involved and put it aboard your ship, then this card lies on an opposing ship involved as damage. Otherwise discard it.</source>
        <translation>Stays in your core. Order: a staffed, unstopped {affiliation} ship of yours engages an opposing ship at its mission (not a headquarters). If you win, you take command of a random opposing personnel aboard the ships involved and put it aboard your ship, then this card lies on an opposing ship involved as damage. Otherwise discard it.</translation>
    </message>
    <message>
        <source>Stays in your core. Order, discarding it: a staffed, unstopped ship of yours that carries an unstopped personnel of yours with {skill} engages an opposing ship at its mission (not a headquarters). If you win, a random opposing personnel aboard the ships involved is killed.</source>
        <translation>Stays in your core. Order, discarding it: a staffed, unstopped ship of yours that carries an unstopped personnel of yours with {skill} engages an opposing ship at its mission (not a headquarters). If you win, a random opposing personnel aboard the ships involved is killed.</translation>
    </message>
    <message>
        <source>Stays in your core. Order, discarding it: an unstopped personnel of yours with {skill} starts a personnel combat where it stands (not at a headquarters); your unstopped personnel there fight every opposing personnel there by total Strength. If you win, a random defender is killed.</source>
        <translation>Stays in your core. Order, discarding it: an unstopped personnel of yours with {skill} starts a personnel combat where it stands (not at a headquarters); your unstopped personnel there fight every opposing personnel there by total Strength. If you win, a random defender is killed.</translation>
    </message>
    <message>
        <source>Stays in your core. Order, discarding it: an unstopped {affiliation} personnel of yours with {skill} starts a personnel combat where it stands (not at a headquarters); your unstopped personnel there fight every opposing personnel there by total Strength. If you win, a random defender is killed.</source>
        <translation>Stays in your core. Order, discarding it: an unstopped {affiliation} personnel of yours with {skill} starts a personnel combat where it stands (not at a headquarters); your unstopped personnel there fight every opposing personnel there by total Strength. If you win, a random defender is killed.</translation>
    </message>
    <message>
        <source>When an engagement that involves a ship of yours begins: another ship of yours at that mission joins your side.</source>
        <translation>When an engagement that involves a ship of yours begins: another ship of yours at that mission joins your side.</translation>
    </message>
    <message>
        <source>As damage on a ship: the ship's Range, Weapons and Shields are each {amount} lower (never below 0).</source>
        <translation>As damage on a ship: the ship's Range, Weapons and Shields are each {amount} lower (never below 0).</translation>
    </message>
    <message>
        <source>Order: stop this personnel; stopped personnel of yours at its mission may beam and stay stopped; discard the top card of your draw deck for each one moved.</source>
        <translation>Order: stop this personnel; stopped personnel of yours at its mission may beam and stay stopped; discard the top card of your draw deck for each one moved.</translation>
    </message>
    <message>
        <source>Every equipment the attempting player commands goes back to its owner's hand; then this dilemma is overcome.</source>
        <translation>Every equipment the attempting player commands goes back to its owner's hand; then this dilemma is overcome.</translation>
    </message>
    <message>
        <source>Put up to {max:personnel or ship|personnel or ships} from your discard pile under your draw deck in the order you choose; then this event is removed from the game.</source>
        <translation>Put up to {max:personnel or ship|personnel or ships} from your discard pile under your draw deck in the order you choose; then this event is removed from the game.</translation>
    </message>
    <message>
        <source>When played: you may search your draw deck for a {species} with {skill}, show it and take it into your hand; the deck is shuffled after the search.</source>
        <translation>When played: you may search your draw deck for a {species} with {skill}, show it and take it into your hand; the deck is shuffled after the search.</translation>
    </message>
    <message>
        <source>When played: you may search your draw deck for a ship of the {ship_class}, show it and take it into your hand; the deck is shuffled after the search.</source>
        <translation>When played: you may search your draw deck for a ship of the {ship_class}, show it and take it into your hand; the deck is shuffled after the search.</translation>
    </message>
    <message>
        <source>When played: if a mission you command needs {skill}, you may draw {draw:card|cards}.</source>
        <translation>When played: if a mission you command needs {skill}, you may draw {draw:card|cards}.</translation>
    </message>
    <message>
        <source>Order, once a turn: discard a card from your hand, then draw {draw:card|cards}.</source>
        <translation>Order, once a turn: discard a card from your hand, then draw {draw:card|cards}.</translation>
    </message>
    <message>
        <source>While you command at least {at_least} {affiliation} personnel with {skill}, your {affiliation} ships cost {amount} less (not below 0).</source>
        <translation>While you command at least {at_least} {affiliation} personnel with {skill}, your {affiliation} ships cost {amount} less (not below 0).</translation>
    </message>
    <message>
        <source>Your personnel with {skill} present with this equipment have {gain} as well.</source>
        <translation>Your personnel with {skill} present with this equipment have {gain} as well.</translation>
    </message>
    <message>
        <source>In a personnel combat: your {affiliation} personnel present with this weapon have Strength +{amount}.</source>
        <translation>In a personnel combat: your {affiliation} personnel present with this weapon have Strength +{amount}.</translation>
    </message>
    <message>
        <source>Interlink: in a mission attempt, name a skill of a non-Borg personnel of yours with this drone and discard your top card: every Borg in the attempt has that skill until it ends.</source>
        <translation>Interlink: in a mission attempt, name a skill of a non-Borg personnel of yours with this drone and discard your top card: every Borg in the attempt has that skill until it ends.</translation>
    </message>
    <message>
        <source>When your {affiliation} personnel faces a dilemma: until the dilemma is resolved it adds the skills, Integrity, Cunning and Strength of a {affiliation} personnel in your discard pile.</source>
        <translation>When your {affiliation} personnel faces a dilemma: until the dilemma is resolved it adds the skills, Integrity, Cunning and Strength of a {affiliation} personnel in your discard pile.</translation>
    </message>
    <message>
        <source>When your personnel faces a dilemma, discard another card: until the dilemma is resolved it has every skill of another personnel of yours with {skill} at this mission, stopped or not.</source>
        <translation>When your personnel faces a dilemma, discard another card: until the dilemma is resolved it has every skill of another personnel of yours with {skill} at this mission, stopped or not.</translation>
    </message>
    <message>
        <source>Unless the facing personnel have {requirement}, or {alternative}, all facing personnel are stopped and the dilemma goes back to its owner's pile.</source>
        <translation>Unless the facing personnel have {requirement}, or {alternative}, all facing personnel are stopped and the dilemma goes back to its owner's pile.</translation>
    </message>
    <message>
        <source>Each other {species} of yours with {skill} present has {attribute} +{amount}.</source>
        <translation>Each other {species} of yours with {skill} present has {attribute} +{amount}.</translation>
    </message>
    <message>
        <source>That event is not lying in your core.</source>
        <translation>That event is not lying in your core.</translation>
    </message>
    <message>
        <source>{card} does not start that kind of battle.</source>
        <translation>{card} does not start that kind of battle.</translation>
    </message>
    <message>
        <source>Name a ship of yours in play.</source>
        <translation>Name a ship of yours in play.</translation>
    </message>
    <message>
        <source>No battle can be fought at a headquarters ({mission}).</source>
        <translation>No battle can be fought at a headquarters ({mission}).</translation>
    </message>
    <message>
        <source>No opposing ship is at {mission} to engage.</source>
        <translation>No opposing ship is at {mission} to engage.</translation>
    </message>
    <message>
        <source>{ship} is stopped: a stopped ship cannot be engaged.</source>
        <translation>{ship} is stopped: a stopped ship cannot be engaged.</translation>
    </message>
    <message>
        <source>{ship} cannot start {card}: it does not carry what the card asks (an unstopped personnel of yours with the skill, or the right affiliation).</source>
        <translation>{ship} cannot start {card}: it does not carry what the card asks (an unstopped personnel of yours with the skill, or the right affiliation).</translation>
    </message>
    <message>
        <source>No opposing personnel is present with {card} to fight.</source>
        <translation>No opposing personnel is present with {card} to fight.</translation>
    </message>
    <message>
        <source>{card} is stopped: only an unstopped personnel starts a combat.</source>
        <translation>{card} is stopped: only an unstopped personnel starts a combat.</translation>
    </message>
    <message>
        <source>{card} does not fit {event}.</source>
        <translation>{card} does not fit {event}.</translation>
    </message>
    <message>
        <source>{card} is not a response to an engagement.</source>
        <translation>{card} is not a response to an engagement.</translation>
    </message>
    <message>
        <source>{ship} cannot join: the beginner's ships must be staffed and unstopped.</source>
        <translation>{ship} cannot join: the beginner's ships must be staffed and unstopped.</translation>
    </message>
    <message>
        <source>That ship cannot join: it is not yours at this mission, or it is in the battle already.</source>
        <translation>That ship cannot join: it is not yours at this mission, or it is in the battle already.</translation>
    </message>
    <message>
        <source>Choose an opposing ship in this engagement.</source>
        <translation>Choose an opposing ship in this engagement.</translation>
    </message>
    <message>
        <source>{seat} uses {card}: {ship} engages {target}.</source>
        <translation>{seat} uses {card}: {ship} engages {target}.</translation>
    </message>
    <message>
        <source>{seat} uses {card}: {personnel} starts a personnel combat ({attackers} against {defenders}).</source>
        <translation>{seat} uses {card}: {personnel} starts a personnel combat ({attackers} against {defenders}).</translation>
    </message>
    <message>
        <source>{seat} plays {card}: {ship} joins the engagement.</source>
        <translation>{seat} plays {card}: {ship} joins the engagement.</translation>
    </message>
    <message>
        <source>{seat} plays no response.</source>
        <translation>{seat} plays no response.</translation>
    </message>
    <message>
        <source>{seat}'s total {mine} against {theirs}: {outcome}.</source>
        <translation>{seat}'s total {mine} against {theirs}: {outcome}.</translation>
    </message>
    <message>
        <source>Picked at random: {card}.</source>
        <translation>Picked at random: {card}.</translation>
    </message>
    <message>
        <source>{seat} takes command of {card}, now aboard {ship}.</source>
        <translation>{seat} takes command of {card}, now aboard {ship}.</translation>
    </message>
    <message>
        <source>{card} lies on {ship} as damage ({count:damage card|damage cards}).</source>
        <translation>{card} lies on {ship} as damage ({count:damage card|damage cards}).</translation>
    </message>
    <message>
        <source>{ship} is destroyed.</source>
        <translation>{ship} is destroyed.</translation>
    </message>
    <message>
        <source>{ship} is repaired at its headquarters: {card} is discarded.</source>
        <translation>{ship} is repaired at its headquarters: {card} is discarded.</translation>
    </message>
    <message>
        <source>Equipment back to hand: {cards}.</source>
        <translation>Equipment back to hand: {cards}.</translation>
    </message>
    <message>
        <source>{seat}: respond to the engagement, or pass.</source>
        <translation>{seat}: respond to the engagement, or pass.</translation>
    </message>
    <message>
        <source>{seat}: choose the opposing ship that takes the damage.</source>
        <translation>{seat}: choose the opposing ship that takes the damage.</translation>
    </message>
    <message>
        <source>{seat}: the battle is over ({outcome}); go on with Next.</source>
        <translation>{seat}: the battle is over ({outcome}); go on with Next.</translation>
    </message>
    <message>
        <source>{card}: {ship} engages {target}</source>
        <translation>{card}: {ship} engages {target}</translation>
    </message>
    <message>
        <source>{card}: {personnel} starts a combat</source>
        <translation>{card}: {personnel} starts a combat</translation>
    </message>
    <message>
        <source>Play {card}: {ship} joins</source>
        <translation>Play {card}: {ship} joins</translation>
    </message>
    <message>
        <source>Damage {ship}</source>
        <translation>Damage {ship}</translation>
    </message>
    <message>
        <source>in the core</source>
        <translation>in the core</translation>
    </message>
    <message>
        <source>{seat}: use the text of the personnel just played, or pass.</source>
        <translation>{seat}: use the text of the personnel just played, or pass.</translation>
    </message>
    <message>
        <source>{seat}: choose the card the search takes.</source>
        <translation>{seat}: choose the card the search takes.</translation>
    </message>
    <message>
        <source>{seat}: choose a card to discard.</source>
        <translation>{seat}: choose a card to discard.</translation>
    </message>
    <message>
        <source>{seat}: beam stopped personnel (one deck card each), then Done.</source>
        <translation>{seat}: beam stopped personnel (one deck card each), then Done.</translation>
    </message>
    <message>
        <source>{seat}: choose personnel and ships from your discard pile, in order, then Done.</source>
        <translation>{seat}: choose personnel and ships from your discard pile, in order, then Done.</translation>
    </message>
    <message>
        <source>{seat} searches the draw deck ({card}).</source>
        <translation>{seat} searches the draw deck ({card}).</translation>
    </message>
    <message>
        <source>{seat} takes {card} from the draw deck into hand.</source>
        <translation>{seat} takes {card} from the draw deck into hand.</translation>
    </message>
    <message>
        <source>{seat} finds nothing to take.</source>
        <translation>{seat} finds nothing to take.</translation>
    </message>
    <message>
        <source>{seat} shuffles the draw deck.</source>
        <translation>{seat} shuffles the draw deck.</translation>
    </message>
    <message>
        <source>{card} can link only a skill of a non-Borg personnel of yours with it.</source>
        <translation>{card} can link only a skill of a non-Borg personnel of yours with it.</translation>
    </message>
    <message>
        <source>{card}'s Interlink: {skill}</source>
        <translation>{card}'s Interlink: {skill}</translation>
    </message>
    <message>
        <source>No {affiliation} personnel of yours faces this dilemma unstopped.</source>
        <translation>No {affiliation} personnel of yours faces this dilemma unstopped.</translation>
    </message>
    <message>
        <source>No {affiliation} personnel lies in your discard pile to lend its skills.</source>
        <translation>No {affiliation} personnel lies in your discard pile to lend its skills.</translation>
    </message>
    <message>
        <source>No other personnel of yours with {skill} is at this mission to lend its skills.</source>
        <translation>No other personnel of yours with {skill} is at this mission to lend its skills.</translation>
    </message>
    <message>
        <source>{seat} puts {cards} under the draw deck.</source>
        <translation>{seat} puts {cards} under the draw deck.</translation>
    </message>
    <message>
        <source>That card was not found by the search.</source>
        <translation>That card was not found by the search.</translation>
    </message>
    <message>
        <source>{card}'s order needs a card in your hand to discard.</source>
        <translation>{card}'s order needs a card in your hand to discard.</translation>
    </message>
    <message>
        <source>Only a stopped personnel of yours at this mission may beam, to its surface or a ship of yours there.</source>
        <translation>Only a stopped personnel of yours at this mission may beam, to its surface or a ship of yours there.</translation>
    </message>
    <message>
        <source>That card is not in your discard pile (or is picked already).</source>
        <translation>That card is not in your discard pile (or is picked already).</translation>
    </message>
    <message>
        <source>{card} is neither a personnel nor a ship.</source>
        <translation>{card} is neither a personnel nor a ship.</translation>
    </message>
    <message>
        <source>At most {max:card|cards} may be put under the deck.</source>
        <translation>At most {max:card|cards} may be put under the deck.</translation>
    </message>
    <message>
        <source>Use it</source>
        <translation>Use it</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Take {card}</translation>
    </message>
    <message>
        <source>the beginner wins</source>
        <translation>the beginner wins</translation>
    </message>
    <message>
        <source>the defender wins</source>
        <translation>the defender wins</translation>
    </message>
    <message>
        <source>a tie: nobody wins</source>
        <translation>a tie: nobody wins</translation>
    </message>
    <message>
        <source>not resolved yet</source>
        <translation>not resolved yet</translation>
    </message>
    <message>
        <source>an engagement's responses come first</source>
        <translation>an engagement's responses come first</translation>
    </message>
    <message>
        <source>the damaged ship must be chosen first</source>
        <translation>the damaged ship must be chosen first</translation>
    </message>
    <message>
        <source>the battle is over: go on with Next first</source>
        <translation>the battle is over: go on with Next first</translation>
    </message>
    <message>
        <source>decide on the played personnel's text first</source>
        <translation>decide on the played personnel's text first</translation>
    </message>
    <message>
        <source>choose the card the search takes first</source>
        <translation>choose the card the search takes first</translation>
    </message>
    <message>
        <source>choose the card to discard first</source>
        <translation>choose the card to discard first</translation>
    </message>
    <message>
        <source>finish beaming the stopped personnel first</source>
        <translation>finish beaming the stopped personnel first</translation>
    </message>
    <message>
        <source>finish choosing the cards for the deck's bottom first</source>
        <translation>finish choosing the cards for the deck's bottom first</translation>
    </message>
    <message>
        <source>Romulan</source>
        <translation>Romulan</translation>
    </message>
    <message>
        <source>D'deridex class</source>
        <translation>D'deridex class</translation>
    </message>
    <message>
        <source>For every personnel under your command whose owner is another player, pay {amount} less for this drone.</source>
        <translation>For every personnel under your command whose owner is another player, pay {amount} less for this drone.</translation>
    </message>
    <message>
        <source>Response while a {affiliation} personnel of yours meets a dilemma, paid with one other card from your hand: it borrows the whole skill box of a stopped {affiliation} personnel of yours at the same mission; the loan ends once the dilemma is placed.</source>
        <translation>Response while a {affiliation} personnel of yours meets a dilemma, paid with one other card from your hand: it borrows the whole skill box of a stopped {affiliation} personnel of yours at the same mission; the loan ends once the dilemma is placed.</translation>
    </message>
    <message>
        <source>If a dilemma met by your {affiliation} personnel would return to its owner's pile, it lies beneath the mission as overcome.</source>
        <translation>If a dilemma met by your {affiliation} personnel would return to its owner's pile, it lies beneath the mission as overcome.</translation>
    </message>
    <message>
        <source>Chance picks one facing personnel. A group holding Diplomacy plus Medical, or Security twice, only sees that one stopped; any other group loses it (killed), the rest are stopped, and the dilemma returns under its owner's pile.</source>
        <translation>Chance picks one facing personnel. A group holding Diplomacy plus Medical, or Security twice, only sees that one stopped; any other group loses it (killed), the rest are stopped, and the dilemma returns under its owner's pile.</translation>
    </message>
    <message>
        <source>Missions {missions}/{missions_needed} · Draw deck {draw} (≥{draw_needed}) · Dilemmas {dilemmas} (≥{dilemmas_needed})</source>
        <translation>Missions {missions}/{missions_needed} · Draw deck {draw} (≥{draw_needed}) · Dilemmas {dilemmas} (≥{dilemmas_needed})</translation>
    </message>
    <message>
        <source>Missions: {total} (exactly {needed})</source>
        <translation>Missions: {total} (exactly {needed})</translation>
    </message>
    <message>
        <source>{title}: {n:copy|copies} among the missions (one per title)</source>
        <translation>{title}: {n:copy|copies} among the missions (one per title)</translation>
    </message>
    <message>
        <source>No headquarters among the missions (at least 1)</source>
        <translation>No headquarters among the missions (at least 1)</translation>
    </message>
    <message>
        <source>Missions other than headquarters: {total} (at least {needed})</source>
        <translation>Missions other than headquarters: {total} (at least {needed})</translation>
    </message>
    <message>
        <source>Draw deck: {total} (at least {needed})</source>
        <translation>Draw deck: {total} (at least {needed})</translation>
    </message>
    <message>
        <source>Dilemma pile: {total} (at least {needed})</source>
        <translation>Dilemma pile: {total} (at least {needed})</translation>
    </message>
    <message>
        <source>{title}: {n:copy|copies} (at most {most} per title)</source>
        <translation>{title}: {n:copy|copies} (at most {most} per title)</translation>
    </message>
    <message>
        <source>{card}: no card of the supported pool</source>
        <translation>{card}: no card of the supported pool</translation>
    </message>
    <message>
        <source>{card} belongs in the {pile}</source>
        <translation>{card} belongs in the {pile}</translation>
    </message>
    <message>
        <source>{title} allows no other headquarters ({others})</source>
        <translation>{title} allows no other headquarters ({others})</translation>
    </message>
    <message>
        <source>{title} is already among the missions</source>
        <translation>{title} is already among the missions</translation>
    </message>
    <message>
        <source>The deck already has {n:mission|missions}: take one out first</source>
        <translation>The deck already has {n:mission|missions}: take one out first</translation>
    </message>
    <message>
        <source>{card} is not in the deck</source>
        <translation>{card} is not in the deck</translation>
    </message>
    <message>
        <source>{card} is a Second Edition card this app does not support</source>
        <translation>{card} is a Second Edition card this app does not support</translation>
    </message>
    <message>
        <source>{card}: no card of that name</source>
        <translation>{card}: no card of that name</translation>
    </message>
    <message>
        <source>{card}: {n:card has|cards have} that title; write its subtitle too</source>
        <translation>{card}: {n:card has|cards have} that title; write its subtitle too</translation>
    </message>
    <message>
        <source>No headquarters of the deck can play {cards}</source>
        <translation>No headquarters of the deck can play {cards}</translation>
    </message>
    <message>
        <source>No planet mission: no win by points</source>
        <translation>No planet mission: no win by points</translation>
    </message>
    <message>
        <source>No space mission: no win by points</source>
        <translation>No space mission: no win by points</translation>
    </message>
    <message>
        <source>{mission}: no personnel of the deck may attempt it</source>
        <translation>{mission}: no personnel of the deck may attempt it</translation>
    </message>
    <message>
        <source>{mission}: no personnel of the deck has {skills}</source>
        <translation>{mission}: no personnel of the deck has {skills}</translation>
    </message>
    <message>
        <source>line {line}: {card} goes into the {pile} by its type</source>
        <translation>line {line}: {card} goes into the {pile} by its type</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <translation>line {line}: {problem}</translation>
    </message>
    <message>
        <source>unknown card '{card}'</source>
        <translation>unknown card '{card}'</translation>
    </message>
    <message>
        <source>'{card}' is not supported</source>
        <translation>'{card}' is not supported</translation>
    </message>
    <message>
        <source>'{card}' names {n:card|cards}: write the subtitle too</source>
        <translation>'{card}' names {n:card|cards}: write the subtitle too</translation>
    </message>
    <message>
        <source>'{text}' is not a card line (a count from 1 to 99, then the card's name)</source>
        <translation>'{text}' is not a card line (a count from 1 to 99, then the card's name)</translation>
    </message>
    <message>
        <source>the file is larger than {limit} KiB</source>
        <translation>the file is larger than {limit} KiB</translation>
    </message>
    <message>
        <source>the file has more than {count:line|lines}</source>
        <translation>the file has more than {count:line|lines}</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>the file is not UTF-8 text</translation>
    </message>
    <message>
        <source>the file lists no card</source>
        <translation>the file lists no card</translation>
    </message>
    <message>
        <source>Nothing was imported: {count:line is|lines are} wrong. {lines}</source>
        <translation>Nothing was imported: {count:line is|lines are} wrong. {lines}</translation>
    </message>
    <message>
        <source>missions</source>
        <translation>missions</translation>
    </message>
    <message>
        <source>dilemma pile</source>
        <translation>dilemma pile</translation>
    </message>
    <message>
        <source>draw deck</source>
        <translation>draw deck</translation>
    </message>
    <message>
        <source>The saved deck {file} is damaged and was left out: {detail}</source>
        <translation>The saved deck {file} is damaged and was left out: {detail}</translation>
    </message>
    <message>
        <source>it is not a saved deck</source>
        <translation>it is not a saved deck</translation>
    </message>
    <message>
        <source>a newer version of the app wrote it</source>
        <translation>a newer version of the app wrote it</translation>
    </message>
    <message>
        <source>its cards cannot be read</source>
        <translation>its cards cannot be read</translation>
    </message>
    <message>
        <source>Plays {card} into its core: it waits there for a battle that is a sure win.</source>
        <translation>Plays {card} into its core: it waits there for a battle that is a sure win.</translation>
    </message>
    <message>
        <source>Plays {card}: it gives {skill}, which the crew still lacks for {mission}.</source>
        <translation>Plays {card}: it gives {skill}, which the crew still lacks for {mission}.</translation>
    </message>
    <message>
        <source>Beams {card} aboard {ship}: staffed, it can go where {event} wins for sure.</source>
        <translation>Beams {card} aboard {ship}: staffed, it can go where {event} wins for sure.</translation>
    </message>
    <message>
        <source>Moves {ship} to {mission}: {event} beats {target} there for sure ({weapons} Weapons, {shields} Shields at most).</source>
        <translation>Moves {ship} to {mission}: {event} beats {target} there for sure ({weapons} Weapons, {shields} Shields at most).</translation>
    </message>
    <message>
        <source>Engages {target} with {ship}: {weapons} Weapons against at most {shields} Shields, a sure win.</source>
        <translation>Engages {target} with {ship}: {weapons} Weapons against at most {shields} Shields, a sure win.</translation>
    </message>
    <message>
        <source>Engages {target} with {ship}: it already carries damage, and {weapons} Weapons against at most {shields} Shields win for sure.</source>
        <translation>Engages {target} with {ship}: it already carries damage, and {weapons} Weapons against at most {shields} Shields win for sure.</translation>
    </message>
    <message>
        <source>Starts a personnel combat with {card}: {mine} Strength against {theirs}, a sure win.</source>
        <translation>Starts a personnel combat with {card}: {mine} Strength against {theirs}, a sure win.</translation>
    </message>
    <message>
        <source>Sends {ship} to help: its Shields make {ours} against {theirs} Weapons, and the engagement is not lost.</source>
        <translation>Sends {ship} to help: its Shields make {ours} against {theirs} Weapons, and the engagement is not lost.</translation>
    </message>
    <message>
        <source>Sends {ship} to help: its Weapons make {ours} against {theirs} Shields, a win.</source>
        <translation>Sends {ship} to help: its Weapons make {ours} against {theirs} Shields, a win.</translation>
    </message>
    <message>
        <source>Passes: no ship here would turn this engagement; the card waits for a later one.</source>
        <translation>Passes: no ship here would turn this engagement; the card waits for a later one.</translation>
    </message>
    <message>
        <source>Lays the damage on {ship}, the ship with the most crew aboard.</source>
        <translation>Lays the damage on {ship}, the ship with the most crew aboard.</translation>
    </message>
    <message>
        <source>Lays the damage on {ship}: it already carries damage, so this brings it closest to destruction.</source>
        <translation>Lays the damage on {ship}: it already carries damage, so this brings it closest to destruction.</translation>
    </message>
    <message>
        <source>{mission} is in both decks: its two copies are one location, so it is already there.</source>
        <translation>{mission} is in both decks: its two copies are one location, so it is already there.</translation>
    </message>
</context>
<context>
    <name>star_trek_view</name>
    <message>
        <source>Requirements: {text}</source>
        <translation>Requirements: {text}</translation>
    </message>
    <message>
        <source>Cost {cost}</source>
        <translation>Cost {cost}</translation>
    </message>
    <message>
        <source>Integrity {i} · Cunning {c} · Strength {s}</source>
        <translation>Integrity {i} · Cunning {c} · Strength {s}</translation>
    </message>
    <message>
        <source>Staffing {icons} · Range {range}</source>
        <translation>Staffing {icons} · Range {range}</translation>
    </message>
    <message>
        <source>{type} dilemma</source>
        <translation>{type} dilemma</translation>
    </message>
    <message>
        <source>Range {n}</source>
        <translation>Range {n}</translation>
    </message>
    <message>
        <source>unstaffed</source>
        <translation>unstaffed</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Hands are hidden</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turn {turn}</translation>
    </message>
    <message>
        <source> (went first)</source>
        <translation> (went first)</translation>
    </message>
    <message>
        <source>Hand {hand} · deck {deck} · discard {discard} · dilemmas {pile}</source>
        <translation>Hand {hand} · deck {deck} · discard {discard} · dilemmas {pile}</translation>
    </message>
    <message>
        <source>Discard pile: {cards}</source>
        <translation>Discard pile: {cards}</translation>
    </message>
    <message>
        <source>{name} attempts {mission}</source>
        <translation>{name} attempts {mission}</translation>
    </message>
    <message>
        <source>Budget {budget} · drawn {drawn} · stack {stack}</source>
        <translation>Budget {budget} · drawn {drawn} · stack {stack}</translation>
    </message>
    <message>
        <source>Your drawn dilemmas (secret):</source>
        <translation>Your drawn dilemmas (secret):</translation>
    </message>
    <message>
        <source>Stack, top first: {cards}</source>
        <translation>Stack, top first: {cards}</translation>
    </message>
    <message>
        <source>one personnel with {skill}</source>
        <translation>one personnel with {skill}</translation>
    </message>
    <message>
        <source>Right-click a card to read it large.</source>
        <translation>Right-click a card to read it large.</translation>
    </message>
    <message>
        <source>Command icon: staffs a ship's Command or Staff icon.</source>
        <translation>Command icon: staffs a ship's Command or Staff icon.</translation>
    </message>
    <message>
        <source>Staff icon: staffs a ship's Staff icon.</source>
        <translation>Staff icon: staffs a ship's Staff icon.</translation>
    </message>
    <message>
        <source>Skills and Integrity, Cunning and Strength count towards a mission's requirements and a dilemma's conditions.</source>
        <translation>Skills and Integrity, Cunning and Strength count towards a mission's requirements and a dilemma's conditions.</translation>
    </message>
    <message>
        <source>Staffing: the icons its crew must have for it to move or attempt.</source>
        <translation>Staffing: the icons its crew must have for it to move or attempt.</translation>
    </message>
    <message>
        <source>Range: how far it may move each turn; a move costs the spans of the missions it leaves and reaches.</source>
        <translation>Range: how far it may move each turn; a move costs the spans of the missions it leaves and reaches.</translation>
    </message>
    <message>
        <source>Span: the Range a ship spends to move to or from it.</source>
        <translation>Span: the Range a ship spends to move to or from it.</translation>
    </message>
    <message>
        <source>Requirements: what the crew left after the dilemmas must have, together, to complete it.</source>
        <translation>Requirements: what the crew left after the dilemmas must have, together, to complete it.</translation>
    </message>
    <message>
        <source>Cost: paid from the dilemma budget of the attempt (its personnel minus the dilemmas already overcome there).</source>
        <translation>Cost: paid from the dilemma budget of the attempt (its personnel minus the dilemmas already overcome there).</translation>
    </message>
    <message>
        <source>Interrupt: played when its moment comes in a mission attempt.</source>
        <translation>Interrupt: played when its moment comes in a mission attempt.</translation>
    </message>
    <message>
        <source>Unique: you may have only one card with this title in play.</source>
        <translation>Unique: you may have only one card with this title in play.</translation>
    </message>
    <message>
        <source>attempting</source>
        <translation>attempting</translation>
    </message>
    <message>
        <source>facing</source>
        <translation>facing</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stopped</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>killed</translation>
    </message>
    <message>
        <source>{n} overcome: {cards}</source>
        <translation>{n} overcome: {cards}</translation>
    </message>
    <message>
        <source>on it: {cards}</source>
        <translation>on it: {cards}</translation>
    </message>
    <message>
        <source>{n} on it</source>
        <translation>{n} on it</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Personnel</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Ship</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Interrupt</source>
        <translation>Interrupt</translation>
    </message>
    <message>
        <source>Dilemma</source>
        <translation>Dilemma</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Equipment</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>unique</translation>
    </message>
    <message>
        <source>{card}, large</source>
        <translation>{card}, large</translation>
    </message>
    <message>
        <source>Back to the table (Esc)</source>
        <translation>Back to the table (Esc)</translation>
    </message>
    <message>
        <source>Not staffed: missing {icons}</source>
        <translation>Not staffed: missing {icons}</translation>
    </message>
    <message>
        <source>Integrity·Cunning·Strength now {now} (printed {printed}): what others present add.</source>
        <translation>Integrity·Cunning·Strength now {now} (printed {printed}): what others present add.</translation>
    </message>
    <message>
        <source>Stopped: it cannot beam, move or attempt until it unstops.</source>
        <translation>Stopped: it cannot beam, move or attempt until it unstops.</translation>
    </message>
    <message>
        <source>In the mission attempt.</source>
        <translation>In the mission attempt.</translation>
    </message>
    <message>
        <source>Facing the dilemma revealed now.</source>
        <translation>Facing the dilemma revealed now.</translation>
    </message>
    <message>
        <source>Stopped in this mission attempt.</source>
        <translation>Stopped in this mission attempt.</translation>
    </message>
    <message>
        <source>Killed in this mission attempt.</source>
        <translation>Killed in this mission attempt.</translation>
    </message>
    <message>
        <source>Your hand ({n}) · right-click a card to read it large</source>
        <translation>Your hand ({n}) · right-click a card to read it large</translation>
    </message>
    <message>
        <source>Counters: seven each turn, spent on playing cards (their cost) and on drawing (1 a card); while your draw deck has cards, all seven must be spent.</source>
        <translation>Counters: seven each turn, spent on playing cards (their cost) and on drawing (1 a card); while your draw deck has cards, all seven must be spent.</translation>
    </message>
    <message>
        <source>Completing a mission scores its points; 100 points with a planet and a space mission completed wins.</source>
        <translation>Completing a mission scores its points; 100 points with a planet and a space mission completed wins.</translation>
    </message>
    <message>
        <source>Dilemma pile: the dilemmas this side places in front of the other's attempts.</source>
        <translation>Dilemma pile: the dilemmas this side places in front of the other's attempts.</translation>
    </message>
    <message>
        <source>The other player is deciding in secret.</source>
        <translation>The other player is deciding in secret.</translation>
    </message>
    <message>
        <source>Click a highlighted card in play for its beams, moves and orders.</source>
        <translation>Click a highlighted card in play for its beams, moves and orders.</translation>
    </message>
    <message>
        <source>Selected: {card}</source>
        <translation>Selected: {card}</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Cancel (Esc)</translation>
    </message>
    <message>
        <source>More in the move list</source>
        <translation>More in the move list</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>The other player is deciding.</source>
        <translation>The other player is deciding.</translation>
    </message>
    <message>
        <source>A draw between {names}: the turn limit came with the sides level</source>
        <translation>A draw between {names}: the turn limit came with the sides level</translation>
    </message>
    <message>
        <source>A draw between {names}: the sides are level</source>
        <translation>A draw between {names}: the sides are level</translation>
    </message>
    <message>
        <source>no mission completed</source>
        <translation>no mission completed</translation>
    </message>
    <message>
        <source>, went first</source>
        <translation>, went first</translation>
    </message>
    <message>
        <source>{mission} bonus {points}</source>
        <translation>{mission} bonus {points}</translation>
    </message>
    <message>
        <source>{mission} {points}</source>
        <translation>{mission} {points}</translation>
    </message>
    <message>
        <source>Points over the game</source>
        <translation>Points over the game</translation>
    </message>
    <message>
        <source>Player turn</source>
        <translation>Player turn</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>100 points</source>
        <translation>100 points</translation>
    </message>
    <message>
        <source>{n} overcome</source>
        <translation>{n} overcome</translation>
    </message>
    <message>
        <source>{type} mission · span {span} · {points:point|points}</source>
        <translation>{type} mission · span {span} · {points:point|points}</translation>
    </message>
    <message>
        <source>{name} to play · {n:counter|counters} left</source>
        <translation>{name} to play · {n:counter|counters} left</translation>
    </message>
    <message>
        <source>{name}: {score:point|points}{first}</source>
        <translation>{name}: {score:point|points}{first}</translation>
    </message>
    <message>
        <source>Crew: {n:personnel|personnel}, {facing} facing</source>
        <translation>Crew: {n:personnel|personnel}, {facing} facing</translation>
    </message>
    <message>
        <source>Crew: {n:personnel|personnel}</source>
        <translation>Crew: {n:personnel|personnel}</translation>
    </message>
    <message>
        <source>{name} ({deck}{first}): {scored}; {score:point|points}</source>
        <translation>{name} ({deck}{first}): {scored}; {score:point|points}</translation>
    </message>
    <message>
        <source>{type} · {points:pt|pts} · span {span}</source>
        <translation>{type} · {points:pt|pts} · span {span}</translation>
    </message>
    <message>
        <source>Its owner's crew here against the requirements: {needs}</source>
        <translation>Its owner's crew here against the requirements: {needs}</translation>
    </message>
    <message>
        <source>revealed now</source>
        <translation>revealed now</translation>
    </message>
    <message>
        <source>Budget {budget} · {left} left · {n} stacked</source>
        <translation>Budget {budget} · {left} left · {n} stacked</translation>
    </message>
    <message>
        <source>{cost} · stacked {n}</source>
        <translation>{cost} · stacked {n}</translation>
    </message>
    <message>
        <source>one with {skill}</source>
        <translation>one with {skill}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <source>Pass to {owner}: {owner} chooses the dilemmas {name}'s crew faces</source>
        <translation>Pass to {owner}: {owner} chooses the dilemmas {name}'s crew faces</translation>
    </message>
    <message>
        <source>{name}: your crew faces {owner}'s dilemmas</source>
        <translation>{name}: your crew faces {owner}'s dilemmas</translation>
    </message>
    <message>
        <source>Stacked {n}: click to take it back.</source>
        <translation>Stacked {n}: click to take it back.</translation>
    </message>
    <message>
        <source>Face down: {n:dilemma|dilemmas}, top first</source>
        <translation>Face down: {n:dilemma|dilemmas}, top first</translation>
    </message>
    <message>
        <source>{n:personnel|personnel}</source>
        <translation>{n:personnel|personnel}</translation>
    </message>
    <message>
        <source>Revealed: {k} of {n:dilemma|dilemmas}</source>
        <translation>Revealed: {k} of {n:dilemma|dilemmas}</translation>
    </message>
    <message>
        <source>{card} was played.</source>
        <translation>{card} was played.</translation>
    </message>
    <message>
        <source>The crew has {skills}: spared.</source>
        <translation>The crew has {skills}: spared.</translation>
    </message>
    <message>
        <source>Killed: {names}</source>
        <translation>Killed: {names}</translation>
    </message>
    <message>
        <source>Stopped: {names}</source>
        <translation>Stopped: {names}</translation>
    </message>
    <message>
        <source>Nobody is stopped.</source>
        <translation>Nobody is stopped.</translation>
    </message>
    <message>
        <source>It is resolving now.</source>
        <translation>It is resolving now.</translation>
    </message>
    <message>
        <source>Overcome: it lies beneath {mission}.</source>
        <translation>Overcome: it lies beneath {mission}.</translation>
    </message>
    <message>
        <source>It goes back under {name}'s dilemma pile.</source>
        <translation>It goes back under {name}'s dilemma pile.</translation>
    </message>
    <message>
        <source>It now lies on {mission}.</source>
        <translation>It now lies on {mission}.</translation>
    </message>
    <message>
        <source>Pass to {owner}: {owner} chooses whom the dilemma stops</source>
        <translation>Pass to {owner}: {owner} chooses whom the dilemma stops</translation>
    </message>
    <message>
        <source>Acq</source>
        <translation>Acq</translation>
    </message>
    <message>
        <source>Ant</source>
        <translation>Ant</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Arc</translation>
    </message>
    <message>
        <source>Ast</source>
        <translation>Ast</translation>
    </message>
    <message>
        <source>Bio</source>
        <translation>Bio</translation>
    </message>
    <message>
        <source>Dip</source>
        <translation>Dip</translation>
    </message>
    <message>
        <source>Eng</source>
        <translation>Eng</translation>
    </message>
    <message>
        <source>Exo</source>
        <translation>Exo</translation>
    </message>
    <message>
        <source>Geo</source>
        <translation>Geo</translation>
    </message>
    <message>
        <source>Hon</source>
        <translation>Hon</translation>
    </message>
    <message>
        <source>Int</source>
        <translation>Int</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>Law</translation>
    </message>
    <message>
        <source>Ldr</source>
        <translation>Ldr</translation>
    </message>
    <message>
        <source>Med</source>
        <translation>Med</translation>
    </message>
    <message>
        <source>Nav</source>
        <translation>Nav</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Phy</source>
        <translation>Phy</translation>
    </message>
    <message>
        <source>Prg</source>
        <translation>Prg</translation>
    </message>
    <message>
        <source>Sci</source>
        <translation>Sci</translation>
    </message>
    <message>
        <source>Sec</source>
        <translation>Sec</translation>
    </message>
    <message>
        <source>Tel</source>
        <translation>Tel</translation>
    </message>
    <message>
        <source>Trn</source>
        <translation>Trn</translation>
    </message>
    <message>
        <source>Tre</source>
        <translation>Tre</translation>
    </message>
    <message>
        <source>On the table: skills in short forms, and the three numbers Integrity·Cunning·Strength in that order.</source>
        <translation>On the table: skills in short forms, and the three numbers Integrity·Cunning·Strength in that order.</translation>
    </message>
    <message>
        <source>Range {left}/{range}</source>
        <translation>Range {left}/{range}</translation>
    </message>
    <message>
        <source>Weapons {w} · Shields {s}</source>
        <translation>Weapons {w} · Shields {s}</translation>
    </message>
    <message>
        <source>{type} dilemma · cost {cost}</source>
        <translation>{type} dilemma · cost {cost}</translation>
    </message>
    <message>
        <source>{name}'s hand ({n})</source>
        <translation>{name}'s hand ({n})</translation>
    </message>
    <message>
        <source>Engagement at {mission}</source>
        <translation>Engagement at {mission}</translation>
    </message>
    <message>
        <source>Personnel combat at {mission}</source>
        <translation>Personnel combat at {mission}</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>destroyed</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>gone</translation>
    </message>
    <message>
        <source>Weapons {n}</source>
        <translation>Weapons {n}</translation>
    </message>
    <message>
        <source>Shields {n}</source>
        <translation>Shields {n}</translation>
    </message>
    <message>
        <source>Strength {n} (+{bonus})</source>
        <translation>Strength {n} (+{bonus})</translation>
    </message>
    <message>
        <source>Strength {n}</source>
        <translation>Strength {n}</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>joined</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>damaged</translation>
    </message>
    <message>
        <source>{name} attacks</source>
        <translation>{name} attacks</translation>
    </message>
    <message>
        <source>{name} defends</source>
        <translation>{name} defends</translation>
    </message>
    <message>
        <source>{name} attacks: Strength {n}</source>
        <translation>{name} attacks: Strength {n}</translation>
    </message>
    <message>
        <source>{name} defends: Strength {n}</source>
        <translation>{name} defends: Strength {n}</translation>
    </message>
    <message>
        <source>{name} attacks: Weapons {n}</source>
        <translation>{name} attacks: Weapons {n}</translation>
    </message>
    <message>
        <source>{name} defends: Shields {n}</source>
        <translation>{name} defends: Shields {n}</translation>
    </message>
    <message>
        <source>Responses may be played; then the totals are compared.</source>
        <translation>Responses may be played; then the totals are compared.</translation>
    </message>
    <message>
        <source>{mine} against {theirs}: a tie, nobody wins</source>
        <translation>{mine} against {theirs}: a tie, nobody wins</translation>
    </message>
    <message>
        <source>{mine} against {theirs}: {name} wins</source>
        <translation>{mine} against {theirs}: {name} wins</translation>
    </message>
    <message>
        <source>{name} takes command of {card}.</source>
        <translation>{name} takes command of {card}.</translation>
    </message>
    <message>
        <source>{card} is killed.</source>
        <translation>{card} is killed.</translation>
    </message>
    <message>
        <source>{ship} takes {card} as damage.</source>
        <translation>{ship} takes {card} as damage.</translation>
    </message>
    <message>
        <source>{ship} is destroyed.</source>
        <translation>{ship} is destroyed.</translation>
    </message>
    <message>
        <source>Nothing follows: {card} goes to the discard pile.</source>
        <translation>Nothing follows: {card} goes to the discard pile.</translation>
    </message>
    <message>
        <source>{card}, begun by {name}</source>
        <translation>{card}, begun by {name}</translation>
    </message>
    <message>
        <source>Responses: {cards}</source>
        <translation>Responses: {cards}</translation>
    </message>
    <message>
        <source>No response was played.</source>
        <translation>No response was played.</translation>
    </message>
    <message>
        <source>Strength {n}: hand weapons present add {bonus}.</source>
        <translation>Strength {n}: hand weapons present add {bonus}.</translation>
    </message>
    <message>
        <source>{n:damage card|damage cards}</source>
        <translation>{n:damage card|damage cards}</translation>
    </message>
    <message>
        <source>removed from the game: {n:card|cards}</source>
        <translation>removed from the game: {n:card|cards}</translation>
    </message>
    <message>
        <source>Removed from the game (public): {cards}</source>
        <translation>Removed from the game (public): {cards}</translation>
    </message>
    <message>
        <source>Core:</source>
        <translation>Core:</translation>
    </message>
    <message>
        <source>In the core: it stays in play, face up, until its own text moves it.</source>
        <translation>In the core: it stays in play, face up, until its own text moves it.</translation>
    </message>
    <message>
        <source>{name} · {deck}: {score:point|points}</source>
        <translation>{name} · {deck}: {score:point|points}</translation>
    </message>
    <message>
        <source>Damaged: {n:damage card|damage cards} ({cards}); Range, Weapons and Shields now {now}.</source>
        <translation>Damaged: {n:damage card|damage cards} ({cards}); Range, Weapons and Shields now {now}.</translation>
    </message>
    <message>
        <source>Taken: {owner} owns it, the other player commands it.</source>
        <translation>Taken: {owner} owns it, the other player commands it.</translation>
    </message>
    <message>
        <source>damage on {ship}</source>
        <translation>damage on {ship}</translation>
    </message>
    <message>
        <source>Strength +{n} in combat ({who})</source>
        <translation>Strength +{n} in combat ({who})</translation>
    </message>
    <message>
        <source>with {skill}: gains {gain}</source>
        <translation>with {skill}: gains {gain}</translation>
    </message>
</context>
<context>
    <name>starfarers</name>
    <message>
        <source>Not now: the table is waiting for {step}.</source>
        <translation>Not now: the table is waiting for {step}.</translation>
    </message>
    <message>
        <source>“{action}” names nothing on this table.</source>
        <translation>“{action}” names nothing on this table.</translation>
    </message>
    <message>
        <source>The neutral colour must be yellow, red, white or blue, not “{colour}”.</source>
        <translation>The neutral colour must be yellow, red, white or blue, not “{colour}”.</translation>
    </message>
    <message>
        <source>A trade gives and takes different resources, not {resource} for {resource}.</source>
        <translation>A trade gives and takes different resources, not {resource} for {resource}.</translation>
    </message>
    <message>
        <source>You cannot trade {resource} at {rate}:1 now (3:1, goods 2:1, and the Merchants' cards).</source>
        <translation>You cannot trade {resource} at {rate}:1 now (3:1, goods 2:1, and the Merchants' cards).</translation>
    </message>
    <message>
        <source>The supply has no {resource} left.</source>
        <translation>The supply has no {resource} left.</translation>
    </message>
    <message>
        <source>You have no Fame for Sale card {card}.</source>
        <translation>You have no Fame for Sale card {card}.</translation>
    </message>
    <message>
        <source>This Fame for Sale card was already used this turn.</source>
        <translation>This Fame for Sale card was already used this turn.</translation>
    </message>
    <message>
        <source>No fame medal pieces are left in the tray.</source>
        <translation>No fame medal pieces are left in the tray.</translation>
    </message>
    <message>
        <source>You have no ship on the board: end the turn instead (no shake, no encounter).</source>
        <translation>You have no ship on the board: end the turn instead (no shake, no encounter).</translation>
    </message>
    <message>
        <source>You have ships on the board: shake the mothership and fly.</source>
        <translation>You have ships on the board: shake the mothership and fly.</translation>
    </message>
    <message>
        <source>You hold no resource cards to trade.</source>
        <translation>You hold no resource cards to trade.</translation>
    </message>
    <message>
        <source>No other player holds a card to trade.</source>
        <translation>No other player holds a card to trade.</translation>
    </message>
    <message>
        <source>The upgrades tray has no {upgrade} left.</source>
        <translation>The upgrades tray has no {upgrade} left.</translation>
    </message>
    <message>
        <source>A spaceport upgrades one of your colonies; {node} is not one.</source>
        <translation>A spaceport upgrades one of your colonies; {node} is not one.</translation>
    </message>
    <message>
        <source>All three of your shipyard rings are in play.</source>
        <translation>All three of your shipyard rings are in play.</translation>
    </message>
    <message>
        <source>A piece stands on {node}.</source>
        <translation>A piece stands on {node}.</translation>
    </message>
    <message>
        <source>All three of your transports are on the board.</source>
        <translation>All three of your transports are on the board.</translation>
    </message>
    <message>
        <source>You have no colony left in your supply.</source>
        <translation>You have no colony left in your supply.</translation>
    </message>
    <message>
        <source>You have no trade station left in your supply.</source>
        <translation>You have no trade station left in your supply.</translation>
    </message>
    <message>
        <source>A {what} costs {cost}.</source>
        <translation>A {what} costs {cost}.</translation>
    </message>
    <message>
        <source>{resource} cannot be on both sides of a trade.</source>
        <translation>{resource} cannot be on both sides of a trade.</translation>
    </message>
    <message>
        <source>{seat} is making the offer.</source>
        <translation>{seat} is making the offer.</translation>
    </message>
    <message>
        <source>The offer is already closed to {seat}.</source>
        <translation>The offer is already closed to {seat}.</translation>
    </message>
    <message>
        <source>The offer must stay open to at least one player.</source>
        <translation>The offer must stay open to at least one player.</translation>
    </message>
    <message>
        <source>No gifts: both sides of a trade give at least one card.</source>
        <translation>No gifts: both sides of a trade give at least one card.</translation>
    </message>
    <message>
        <source>Choose “propose” first to write a proposal.</source>
        <translation>Choose “propose” first to write a proposal.</translation>
    </message>
    <message>
        <source>Nothing is written yet: send a call for proposals instead.</source>
        <translation>Nothing is written yet: send a call for proposals instead.</translation>
    </message>
    <message>
        <source>Finish or cancel the proposal first.</source>
        <translation>Finish or cancel the proposal first.</translation>
    </message>
    <message>
        <source>The active player holds no cards to trade.</source>
        <translation>The active player holds no cards to trade.</translation>
    </message>
    <message>
        <source>This is a call for proposals: there is no offer to accept.</source>
        <translation>This is a call for proposals: there is no offer to accept.</translation>
    </message>
    <message>
        <source>The offer is not open to you.</source>
        <translation>The offer is not open to you.</translation>
    </message>
    <message>
        <source>One side no longer holds the cards of this trade.</source>
        <translation>One side no longer holds the cards of this trade.</translation>
    </message>
    <message>
        <source>{seat} neither accepted nor proposed a trade.</source>
        <translation>{seat} neither accepted nor proposed a trade.</translation>
    </message>
    <message>
        <source>You hold no {resource}.</source>
        <translation>You hold no {resource}.</translation>
    </message>
    <message>
        <source>You cannot take a card from {seat}.</source>
        <translation>You cannot take a card from {seat}.</translation>
    </message>
    <message>
        <source>Answer yes or no.</source>
        <translation>Answer yes or no.</translation>
    </message>
    <message>
        <source>No more {upgrade} fit: at the limit, or the tray is empty.</source>
        <translation>No more {upgrade} fit: at the limit, or the tray is empty.</translation>
    </message>
    <message>
        <source>You have no {upgrade} to remove.</source>
        <translation>You have no {upgrade} to remove.</translation>
    </message>
    <message>
        <source>Ship {ship} is not one of your ships on the board.</source>
        <translation>Ship {ship} is not one of your ships on the board.</translation>
    </message>
    <message>
        <source>That ship is already halted.</source>
        <translation>That ship is already halted.</translation>
    </message>
    <message>
        <source>This ship may not end its flight on {node}.</source>
        <translation>This ship may not end its flight on {node}.</translation>
    </message>
    <message>
        <source>{card} is not among this outpost's friendship cards.</source>
        <translation>{card} is not among this outpost's friendship cards.</translation>
    </message>
    <message>
        <source>The moving ship stands on {node}, where it may not end: move it on before starting another.</source>
        <translation>The moving ship stands on {node}, where it may not end: move it on before starting another.</translation>
    </message>
    <message>
        <source>That ship has finished its flight this turn.</source>
        <translation>That ship has finished its flight this turn.</translation>
    </message>
    <message>
        <source>That ship does not move this flight.</source>
        <translation>That ship does not move this flight.</translation>
    </message>
    <message>
        <source>From {node} the ship could not reach a place to end its flight with the steps left.</source>
        <translation>From {node} the ship could not reach a place to end its flight with the steps left.</translation>
    </message>
    <message>
        <source>Only a colony ship founds a colony.</source>
        <translation>Only a colony ship founds a colony.</translation>
    </message>
    <message>
        <source>Ships are built beside your own spaceports, not on {node}.</source>
        <translation>Ships are built beside your own spaceports, not on {node}.</translation>
    </message>
    <message>
        <source>Choose where: click a marked place on the galaxy to build the {what}.</source>
        <translation>Choose where: click a marked place on the galaxy to build the {what}.</translation>
    </message>
    <message>
        <source>A spaceport upgrades one of your colonies: you have none.</source>
        <translation>A spaceport upgrades one of your colonies: you have none.</translation>
    </message>
    <message>
        <source>Ships are built beside your own spaceports: you have none.</source>
        <translation>Ships are built beside your own spaceports: you have none.</translation>
    </message>
    <message>
        <source>The ship is not next to {node}: ships move one edge per step.</source>
        <translation>The ship is not next to {node}: ships move one edge per step.</translation>
    </message>
    <message>
        <source>Colonies are founded on colony sites between two planets, not on {node}.</source>
        <translation>Colonies are founded on colony sites between two planets, not on {node}.</translation>
    </message>
    <message>
        <source>Another piece already stands on {node}.</source>
        <translation>Another piece already stands on {node}.</translation>
    </message>
    <message>
        <source>A pirate base or an ice planet next to {node} blocks colonies: beat or terraform it first.</source>
        <translation>A pirate base or an ice planet next to {node} blocks colonies: beat or terraform it first.</translation>
    </message>
    <message>
        <source>With 3 players a system holds at most 2 colonies.</source>
        <translation>With 3 players a system holds at most 2 colonies.</translation>
    </message>
    <message>
        <source>Only a trade ship on an outpost's docking point founds a station.</source>
        <translation>Only a trade ship on an outpost's docking point founds a station.</translation>
    </message>
    <message>
        <source>No station here: every dock at {node} is taken.</source>
        <translation>No station here: every dock at {node} is taken.</translation>
    </message>
    <message>
        <source>The ship on {node} must found a colony or end its flight elsewhere.</source>
        <translation>The ship on {node} must found a colony or end its flight elsewhere.</translation>
    </message>
    <message>
        <source>{seat}'s turn {turn}.</source>
        <translation>{seat}'s turn {turn}.</translation>
    </message>
    <message>
        <source>{seat} rolls {a} and {b}: {total}.</source>
        <translation>{seat} rolls {a} and {b}: {total}.</translation>
    </message>
    <message>
        <source>The supply is short of {resource}: nobody gets any.</source>
        <translation>The supply is short of {resource}: nobody gets any.</translation>
    </message>
    <message>
        <source>{seat} draws {cards:card|cards} from the reserve pile.</source>
        <translation>{seat} draws {cards:card|cards} from the reserve pile.</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} drew {resources}.</source>
        <translation>(Only {seat} sees this) {seat} drew {resources}.</translation>
    </message>
    <message>
        <source>The reserve pile is rebuilt from the supply ({cards:card|cards}).</source>
        <translation>The reserve pile is rebuilt from the supply ({cards:card|cards}).</translation>
    </message>
    <message>
        <source>{seat} returns 1 {resource} to the supply.</source>
        <translation>{seat} returns 1 {resource} to the supply.</translation>
    </message>
    <message>
        <source>{seat} takes a random card from {victim}.</source>
        <translation>{seat} takes a random card from {victim}.</translation>
    </message>
    <message>
        <source>(Only {seat} and {victim} see this) The card was {resource}.</source>
        <translation>(Only {seat} and {victim} see this) The card was {resource}.</translation>
    </message>
    <message>
        <source>A Helping Hand: {seat} draws a random card from {victim}.</source>
        <translation>A Helping Hand: {seat} draws a random card from {victim}.</translation>
    </message>
    <message>
        <source>Nobody holds a card for {seat} to take.</source>
        <translation>Nobody holds a card for {seat} to take.</translation>
    </message>
    <message>
        <source>{seat} builds a {what}.</source>
        <translation>{seat} builds a {what}.</translation>
    </message>
    <message>
        <source>{seat} offers {give} for {want}.</source>
        <translation>{seat} offers {give} for {want}.</translation>
    </message>
    <message>
        <source>{seat} calls for trade proposals.</source>
        <translation>{seat} calls for trade proposals.</translation>
    </message>
    <message>
        <source>{seat} accepts the offer.</source>
        <translation>{seat} accepts the offer.</translation>
    </message>
    <message>
        <source>{seat} passes.</source>
        <translation>{seat} passes.</translation>
    </message>
    <message>
        <source>{seat} proposes {give} for {want}.</source>
        <translation>{seat} proposes {give} for {want}.</translation>
    </message>
    <message>
        <source>{seat} trades {give} to {victim} for {get}.</source>
        <translation>{seat} trades {give} to {victim} for {get}.</translation>
    </message>
    <message>
        <source>{seat} takes none of the answers.</source>
        <translation>{seat} takes none of the answers.</translation>
    </message>
    <message>
        <source>{seat} has no ship on the board: no flight.</source>
        <translation>{seat} has no ship on the board: no flight.</translation>
    </message>
    <message>
        <source>{seat} shakes the mothership: {balls}, speed {speed}.</source>
        <translation>{seat} shakes the mothership: {balls}, speed {speed}.</translation>
    </message>
    <message>
        <source>Encounter for {seat}: {title}.</source>
        <translation>Encounter for {seat}: {title}.</translation>
    </message>
    <message>
        <source>The encounter cards are shuffled ({cards:card|cards}).</source>
        <translation>The encounter cards are shuffled ({cards:card|cards}).</translation>
    </message>
    <message>
        <source>{seat} answers {answer}.</source>
        <translation>{seat} answers {answer}.</translation>
    </message>
    <message>
        <source>Contest of {stat}: {seat} {value} ({balls}) against {victim} {rival_value} ({rival_balls}).</source>
        <translation>Contest of {stat}: {seat} {value} ({balls}) against {victim} {rival_value} ({rival_balls}).</translation>
    </message>
    <message>
        <source>{seat} gains {n:fame medal piece|fame medal pieces}.</source>
        <translation>{seat} gains {n:fame medal piece|fame medal pieces}.</translation>
    </message>
    <message>
        <source>{seat} loses {n:fame medal piece|fame medal pieces}.</source>
        <translation>{seat} loses {n:fame medal piece|fame medal pieces}.</translation>
    </message>
    <message>
        <source>{seat} takes 1 {resource} from the supply.</source>
        <translation>{seat} takes 1 {resource} from the supply.</translation>
    </message>
    <message>
        <source>{seat} takes a free {upgrade}.</source>
        <translation>{seat} takes a free {upgrade}.</translation>
    </message>
    <message>
        <source>{seat} removes a {upgrade}.</source>
        <translation>{seat} removes a {upgrade}.</translation>
    </message>
    <message>
        <source>{seat}'s ship on {node} does not move this flight.</source>
        <translation>{seat}'s ship on {node} does not move this flight.</translation>
    </message>
    <message>
        <source>{seat} places a free trade ship on {node}.</source>
        <translation>{seat} places a free trade ship on {node}.</translation>
    </message>
    <message>
        <source>{seat} takes a trade ship token, to place when possible.</source>
        <translation>{seat} takes a trade ship token, to place when possible.</translation>
    </message>
    <message>
        <source>{seat} places a trade ship from a token on {node}.</source>
        <translation>{seat} places a trade ship from a token on {node}.</translation>
    </message>
    <message>
        <source>Space jump: {seat}'s ship arrives at {node}.</source>
        <translation>Space jump: {seat}'s ship arrives at {node}.</translation>
    </message>
    <message>
        <source>{seat}'s ship moves to {node}.</source>
        <translation>{seat}'s ship moves to {node}.</translation>
    </message>
    <message>
        <source>{seat} explores {system}: {discs}.</source>
        <translation>{seat} explores {system}: {discs}.</translation>
    </message>
    <message>
        <source>{seat} beats the pirate base {strength} at {planet}: 1 VP.</source>
        <translation>{seat} beats the pirate base {strength} at {planet}: 1 VP.</translation>
    </message>
    <message>
        <source>{seat} terraforms the ice planet {strength} at {planet}: 1 VP.</source>
        <translation>{seat} terraforms the ice planet {strength} at {planet}: 1 VP.</translation>
    </message>
    <message>
        <source>A reserve disc {number} goes face up on {planet}.</source>
        <translation>A reserve disc {number} goes face up on {planet}.</translation>
    </message>
    <message>
        <source>{seat} founds a colony at {node}.</source>
        <translation>{seat} founds a colony at {node}.</translation>
    </message>
    <message>
        <source>{seat} docks a trade station at the {civ}' outpost.</source>
        <translation>{seat} docks a trade station at the {civ}' outpost.</translation>
    </message>
    <message>
        <source>{seat} takes the {civ}' friendship marker (2 VP).</source>
        <translation>{seat} takes the {civ}' friendship marker (2 VP).</translation>
    </message>
    <message>
        <source>{seat} takes the friendship card {card}.</source>
        <translation>{seat} takes the friendship card {card}.</translation>
    </message>
    <message>
        <source>{seat}: roll the dice.</source>
        <translation>{seat}: roll the dice.</translation>
    </message>
    <message>
        <source>{seat}: trade and build, then shake the mothership.</source>
        <translation>{seat}: trade and build, then shake the mothership.</translation>
    </message>
    <message>
        <source>{seat}: place the trade ship from your token on a spaceport site.</source>
        <translation>{seat}: place the trade ship from your token on a spaceport site.</translation>
    </message>
    <message>
        <source>{seat}: write an offer (what you give, what you want, to whom).</source>
        <translation>{seat}: write an offer (what you give, what you want, to whom).</translation>
    </message>
    <message>
        <source>{seat}: accept the offer, propose a trade, or pass.</source>
        <translation>{seat}: accept the offer, propose a trade, or pass.</translation>
    </message>
    <message>
        <source>{seat}: take one answer, or none.</source>
        <translation>{seat}: take one answer, or none.</translation>
    </message>
    <message>
        <source>{seat}: a 7! Return {left:card|cards} of your choice.</source>
        <translation>{seat}: a 7! Return {left:card|cards} of your choice.</translation>
    </message>
    <message>
        <source>{seat}: choose an opponent to take a random card from.</source>
        <translation>{seat}: choose an opponent to take a random card from.</translation>
    </message>
    <message>
        <source>{seat}: Galactic Relief Fund: take 1 resource of your choice.</source>
        <translation>{seat}: Galactic Relief Fund: take 1 resource of your choice.</translation>
    </message>
    <message>
        <source>{seat}: A Helping Hand: choose an opponent with more VP.</source>
        <translation>{seat}: A Helping Hand: choose an opponent with more VP.</translation>
    </message>
    <message>
        <source>{seat}: an encounter! Give your answer.</source>
        <translation>{seat}: an encounter! Give your answer.</translation>
    </message>
    <message>
        <source>{seat}: return {left:card|cards} of your choice.</source>
        <translation>{seat}: return {left:card|cards} of your choice.</translation>
    </message>
    <message>
        <source>{seat}: take {left:card|cards} of your choice from the supply.</source>
        <translation>{seat}: take {left:card|cards} of your choice from the supply.</translation>
    </message>
    <message>
        <source>{seat}: choose a free upgrade.</source>
        <translation>{seat}: choose a free upgrade.</translation>
    </message>
    <message>
        <source>{seat}: choose an upgrade to remove.</source>
        <translation>{seat}: choose an upgrade to remove.</translation>
    </message>
    <message>
        <source>{seat}: choose a ship that does not move this flight.</source>
        <translation>{seat}: choose a ship that does not move this flight.</translation>
    </message>
    <message>
        <source>{seat}: place your free trade ship on a spaceport site.</source>
        <translation>{seat}: place your free trade ship on a spaceport site.</translation>
    </message>
    <message>
        <source>{seat}: space jump: choose a ship.</source>
        <translation>{seat}: space jump: choose a ship.</translation>
    </message>
    <message>
        <source>{seat}: space jump: choose where the ship arrives.</source>
        <translation>{seat}: space jump: choose where the ship arrives.</translation>
    </message>
    <message>
        <source>{seat}: choose a friendship card.</source>
        <translation>{seat}: choose a friendship card.</translation>
    </message>
    <message>
        <source>{seat}: move your ships, then end the flight.</source>
        <translation>{seat}: move your ships, then end the flight.</translation>
    </message>
    <message>
        <source>Nothing more worth doing now.</source>
        <translation>Nothing more worth doing now.</translation>
    </message>
    <message>
        <source>Neutral colour with 3 players</source>
        <translation>Neutral colour with 3 players</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>ore</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>fuel</translation>
    </message>
    <message>
        <source>carbon</source>
        <translation>carbon</translation>
    </message>
    <message>
        <source>food</source>
        <translation>food</translation>
    </message>
    <message>
        <source>goods</source>
        <translation>goods</translation>
    </message>
    <message>
        <source>booster</source>
        <translation>booster</translation>
    </message>
    <message>
        <source>cannon</source>
        <translation>cannon</translation>
    </message>
    <message>
        <source>freight pod</source>
        <translation>freight pod</translation>
    </message>
    <message>
        <source>spaceport</source>
        <translation>spaceport</translation>
    </message>
    <message>
        <source>colony ship</source>
        <translation>colony ship</translation>
    </message>
    <message>
        <source>trade ship</source>
        <translation>trade ship</translation>
    </message>
    <message>
        <source>Green Folk</source>
        <translation>Green Folk</translation>
    </message>
    <message>
        <source>Scientists</source>
        <translation>Scientists</translation>
    </message>
    <message>
        <source>Merchants</source>
        <translation>Merchants</translation>
    </message>
    <message>
        <source>Diplomats</source>
        <translation>Diplomats</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>speed</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>combat</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>the roll</translation>
    </message>
    <message>
        <source>trade and build</source>
        <translation>trade and build</translation>
    </message>
    <message>
        <source>the flight</source>
        <translation>the flight</translation>
    </message>
    <message>
        <source>the offer being written</source>
        <translation>the offer being written</translation>
    </message>
    <message>
        <source>an answer to the offer</source>
        <translation>an answer to the offer</translation>
    </message>
    <message>
        <source>the choice of an answer</source>
        <translation>the choice of an answer</translation>
    </message>
    <message>
        <source>discards on a 7</source>
        <translation>discards on a 7</translation>
    </message>
    <message>
        <source>the robbery</source>
        <translation>the robbery</translation>
    </message>
    <message>
        <source>the Galactic Relief Fund</source>
        <translation>the Galactic Relief Fund</translation>
    </message>
    <message>
        <source>A Helping Hand</source>
        <translation>A Helping Hand</translation>
    </message>
    <message>
        <source>the answer to the encounter</source>
        <translation>the answer to the encounter</translation>
    </message>
    <message>
        <source>cards to return</source>
        <translation>cards to return</translation>
    </message>
    <message>
        <source>cards to take</source>
        <translation>cards to take</translation>
    </message>
    <message>
        <source>a free upgrade</source>
        <translation>a free upgrade</translation>
    </message>
    <message>
        <source>an upgrade to remove</source>
        <translation>an upgrade to remove</translation>
    </message>
    <message>
        <source>a ship to halt</source>
        <translation>a ship to halt</translation>
    </message>
    <message>
        <source>a free trade ship's site</source>
        <translation>a free trade ship's site</translation>
    </message>
    <message>
        <source>a trade ship token's site</source>
        <translation>a trade ship token's site</translation>
    </message>
    <message>
        <source>the ship to jump</source>
        <translation>the ship to jump</translation>
    </message>
    <message>
        <source>the jump's destination</source>
        <translation>the jump's destination</translation>
    </message>
    <message>
        <source>a friendship card</source>
        <translation>a friendship card</translation>
    </message>
    <message>
        <source>Colonies A</source>
        <translation>Colonies A</translation>
    </message>
    <message>
        <source>Colonies B</source>
        <translation>Colonies B</translation>
    </message>
    <message>
        <source>Colonies C</source>
        <translation>Colonies C</translation>
    </message>
    <message>
        <source>Colonies D</source>
        <translation>Colonies D</translation>
    </message>
    <message>
        <source>System 1</source>
        <translation>System 1</translation>
    </message>
    <message>
        <source>System 2</source>
        <translation>System 2</translation>
    </message>
    <message>
        <source>System 3</source>
        <translation>System 3</translation>
    </message>
    <message>
        <source>System 4</source>
        <translation>System 4</translation>
    </message>
    <message>
        <source>System 5</source>
        <translation>System 5</translation>
    </message>
    <message>
        <source>System 6</source>
        <translation>System 6</translation>
    </message>
    <message>
        <source>System 7</source>
        <translation>System 7</translation>
    </message>
    <message>
        <source>System 8</source>
        <translation>System 8</translation>
    </message>
    <message>
        <source>the Green Folk outpost</source>
        <translation>the Green Folk outpost</translation>
    </message>
    <message>
        <source>the Merchants' outpost</source>
        <translation>the Merchants' outpost</translation>
    </message>
    <message>
        <source>the Diplomats' outpost</source>
        <translation>the Diplomats' outpost</translation>
    </message>
    <message>
        <source>the Scientists' outpost</source>
        <translation>the Scientists' outpost</translation>
    </message>
    <message>
        <source>the colony site between {a} and {b} in {sector}</source>
        <translation>the colony site between {a} and {b} in {sector}</translation>
    </message>
    <message>
        <source>the docking point of {sector}</source>
        <translation>the docking point of {sector}</translation>
    </message>
    <message>
        <source>the point at {clock} by the {resource} planet of {sector}</source>
        <translation>the point at {clock} by the {resource} planet of {sector}</translation>
    </message>
    <message>
        <source>the approach at {clock} to {sector}</source>
        <translation>the approach at {clock} to {sector}</translation>
    </message>
    <message>
        <source>the point {steps:step|steps} out from {sector} at {clock}</source>
        <translation>the point {steps:step|steps} out from {sector} at {clock}</translation>
    </message>
    <message>
        <source>{h} o'clock</source>
        <translation>{h} o'clock</translation>
    </message>
    <message>
        <source>half past {h}</source>
        <translation>half past {h}</translation>
    </message>
    <message>
        <source>the {resource} planet of {sector}</source>
        <translation>the {resource} planet of {sector}</translation>
    </message>
    <message>
        <source>Ore Harvest</source>
        <translation>Ore Harvest</translation>
    </message>
    <message>
        <source>On any production roll that gives you at least one ore from planets, take 1 more ore.</source>
        <translation>On any production roll that gives you at least one ore from planets, take 1 more ore.</translation>
    </message>
    <message>
        <source>Fuel Harvest</source>
        <translation>Fuel Harvest</translation>
    </message>
    <message>
        <source>On any production roll that gives you at least one fuel from planets, take 1 more fuel.</source>
        <translation>On any production roll that gives you at least one fuel from planets, take 1 more fuel.</translation>
    </message>
    <message>
        <source>Carbon Harvest</source>
        <translation>Carbon Harvest</translation>
    </message>
    <message>
        <source>On any production roll that gives you at least one carbon from planets, take 1 more carbon.</source>
        <translation>On any production roll that gives you at least one carbon from planets, take 1 more carbon.</translation>
    </message>
    <message>
        <source>Food Harvest</source>
        <translation>Food Harvest</translation>
    </message>
    <message>
        <source>On any production roll that gives you at least one food from planets, take 1 more food.</source>
        <translation>On any production roll that gives you at least one food from planets, take 1 more food.</translation>
    </message>
    <message>
        <source>Goods Harvest</source>
        <translation>Goods Harvest</translation>
    </message>
    <message>
        <source>On any production roll that gives you at least one goods from planets, take 1 more goods.</source>
        <translation>On any production roll that gives you at least one goods from planets, take 1 more goods.</translation>
    </message>
    <message>
        <source>Improved Drives and Guns</source>
        <translation>Improved Drives and Guns</translation>
    </message>
    <message>
        <source>Counts as 1 booster and 1 cannon for all your ships (not a physical upgrade).</source>
        <translation>Counts as 1 booster and 1 cannon for all your ships (not a physical upgrade).</translation>
    </message>
    <message>
        <source>Improved Drives</source>
        <translation>Improved Drives</translation>
    </message>
    <message>
        <source>Counts as 2 boosters for all your ships (not physical).</source>
        <translation>Counts as 2 boosters for all your ships (not physical).</translation>
    </message>
    <message>
        <source>Improved Guns</source>
        <translation>Improved Guns</translation>
    </message>
    <message>
        <source>Counts as 2 cannons for all your ships (not physical).</source>
        <translation>Counts as 2 cannons for all your ships (not physical).</translation>
    </message>
    <message>
        <source>Ore Broker</source>
        <translation>Ore Broker</translation>
    </message>
    <message>
        <source>Trade 2 ore for 1 other resource from the supply, as often as you like.</source>
        <translation>Trade 2 ore for 1 other resource from the supply, as often as you like.</translation>
    </message>
    <message>
        <source>Fuel Broker</source>
        <translation>Fuel Broker</translation>
    </message>
    <message>
        <source>Trade 2 fuel for 1 other resource from the supply, as often as you like.</source>
        <translation>Trade 2 fuel for 1 other resource from the supply, as often as you like.</translation>
    </message>
    <message>
        <source>Carbon Broker</source>
        <translation>Carbon Broker</translation>
    </message>
    <message>
        <source>Trade 2 carbon for 1 other resource from the supply, as often as you like.</source>
        <translation>Trade 2 carbon for 1 other resource from the supply, as often as you like.</translation>
    </message>
    <message>
        <source>Food Broker</source>
        <translation>Food Broker</translation>
    </message>
    <message>
        <source>Trade 2 food for 1 other resource from the supply, as often as you like.</source>
        <translation>Trade 2 food for 1 other resource from the supply, as often as you like.</translation>
    </message>
    <message>
        <source>Goods Broker</source>
        <translation>Goods Broker</translation>
    </message>
    <message>
        <source>Once per turn, trade 1 goods for 1 other resource from the supply.</source>
        <translation>Once per turn, trade 1 goods for 1 other resource from the supply.</translation>
    </message>
    <message>
        <source>Reduced Tribute</source>
        <translation>Reduced Tribute</translation>
    </message>
    <message>
        <source>When a 7 is rolled you discard only if you hold more than 12 resource cards.</source>
        <translation>When a 7 is rolled you discard only if you hold more than 12 resource cards.</translation>
    </message>
    <message>
        <source>Fame for Sale</source>
        <translation>Fame for Sale</translation>
    </message>
    <message>
        <source>Once per turn in your trade &amp; build phase: return 1 goods, take 1 fame medal piece (not while the tray is empty).</source>
        <translation>Once per turn in your trade &amp; build phase: return 1 goods, take 1 fame medal piece (not while the tray is empty).</translation>
    </message>
    <message>
        <source>Galactic Relief Fund</source>
        <translation>Galactic Relief Fund</translation>
    </message>
    <message>
        <source>If your own production roll (not a 7) owes you nothing from planets, take 1 resource of your choice from the supply, if it holds one.</source>
        <translation>If your own production roll (not a 7) owes you nothing from planets, take 1 resource of your choice from the supply, if it holds one.</translation>
    </message>
    <message>
        <source>At the end of your production phase, if an opponent has more VP than you, draw 1 random resource card from one of them.</source>
        <translation>At the end of your production phase, if an opponent has more VP than you, draw 1 random resource card from one of them.</translation>
    </message>
    <message>
        <source>A Merchant's Request</source>
        <translation>A Merchant's Request</translation>
    </message>
    <message>
        <source>The Travelers' Collection</source>
        <translation>The Travelers' Collection</translation>
    </message>
    <message>
        <source>Pirate Raiders</source>
        <translation>Pirate Raiders</translation>
    </message>
    <message>
        <source>Pirate Toll</source>
        <translation>Pirate Toll</translation>
    </message>
    <message>
        <source>Distress Call</source>
        <translation>Distress Call</translation>
    </message>
    <message>
        <source>Wormhole</source>
        <translation>Wormhole</translation>
    </message>
    <message>
        <source>Galactic Council</source>
        <translation>Galactic Council</translation>
    </message>
    <message>
        <source>Asteroid Field</source>
        <translation>Asteroid Field</translation>
    </message>
    <message>
        <source>Wear and Tear</source>
        <translation>Wear and Tear</translation>
    </message>
    <message>
        <source>A merchant ship hails you and asks for a contribution. How many resource cards (0-3) do you give?</source>
        <translation>A merchant ship hails you and asks for a contribution. How many resource cards (0-3) do you give?</translation>
    </message>
    <message>
        <source>Travelers collect supplies for a long voyage. How many resource cards (0-3) do you give?</source>
        <translation>Travelers collect supplies for a long voyage. How many resource cards (0-3) do you give?</translation>
    </message>
    <message>
        <source>Pirates close in on your fleet. Do you try to outrun them?</source>
        <translation>Pirates close in on your fleet. Do you try to outrun them?</translation>
    </message>
    <message>
        <source>A pirate captain demands 2 resource cards for safe passage. Do you pay?</source>
        <translation>A pirate captain demands 2 resource cards for safe passage. Do you pay?</translation>
    </message>
    <message>
        <source>A ship drifts toward a star and calls for help. Do you try a rescue?</source>
        <translation>A ship drifts toward a star and calls for help. Do you try a rescue?</translation>
    </message>
    <message>
        <source>A wormhole opens ahead of your ships. Do you fly into it?</source>
        <translation>A wormhole opens ahead of your ships. Do you fly into it?</translation>
    </message>
    <message>
        <source>The Galactic Council honours the best-equipped fleet and supports the weakest. Applies to all players.</source>
        <translation>The Galactic Council honours the best-equipped fleet and supports the weakest. Applies to all players.</translation>
    </message>
    <message>
        <source>A shortcut leads through an asteroid field. Do you take it?</source>
        <translation>A shortcut leads through an asteroid field. Do you take it?</translation>
    </message>
    <message>
        <source>Long flights wear ships down: every player over the limit of physical upgrades removes 1 of their choice. Then you meet a new encounter.</source>
        <translation>Long flights wear ships down: every player over the limit of physical upgrades removes 1 of their choice. Then you meet a new encounter.</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>You need {need:{resource}|{resource}} and hold {have}.</source>
        <translation>You need {need:{resource}|{resource}} and hold {have}.</translation>
    </message>
    <message>
        <source>You already have the most {upgrade} allowed: {most:piece|pieces}.</source>
        <translation>You already have the most {upgrade} allowed: {most:piece|pieces}.</translation>
    </message>
    <message>
        <source>Nobody can give more than {most:card|cards}.</source>
        <translation>Nobody can give more than {most:card|cards}.</translation>
    </message>
    <message>
        <source>Answer with a number from 0 to {highest}.</source>
        <translation>Answer with a number from 0 to {highest}.</translation>
    </message>
    <message>
        <source>You cannot give {n:card|cards}: you hold {have}.</source>
        <translation>You cannot give {n:card|cards}: you hold {have}.</translation>
    </message>
    <message>
        <source>Saying yes needs {n:resource card|resource cards} in hand.</source>
        <translation>Saying yes needs {n:resource card|resource cards} in hand.</translation>
    </message>
    <message>
        <source>Not enough speed: this ship has no step left (speed {speed}).</source>
        <translation>Not enough speed: this ship has no step left (speed {speed}).</translation>
    </message>
    <message>
        <source>No station here: {stations:station is|stations are} docked already, and a station needs more freight pods than that; you have {pods:freight pod|freight pods}.</source>
        <translation>No station here: {stations:station is|stations are} docked already, and a station needs more freight pods than that; you have {pods:freight pod|freight pods}.</translation>
    </message>
    <message>
        <source>No station here: another ship already stands on {node}, so nobody can dock there now.</source>
        <translation>No station here: another ship already stands on {node}, so nobody can dock there now.</translation>
    </message>
    <message>
        <source>A trade ship that ends its flight on an outpost's docking point must found its trade station there: found it on {node}, or fly on.</source>
        <translation>A trade ship that ends its flight on an outpost's docking point must found its trade station there: found it on {node}, or fly on.</translation>
    </message>
    <message>
        <source>{seat} produces {n:{resource}|{resource}}.</source>
        <translation>{seat} produces {n:{resource}|{resource}}.</translation>
    </message>
    <message>
        <source>{seat} trades {n:{give}|{give}} for 1 {get} with the supply.</source>
        <translation>{seat} trades {n:{give}|{give}} for 1 {get} with the supply.</translation>
    </message>
    <message>
        <source>The Galactic Council: the best-equipped fleets have {most:upgrade|upgrades}, the weakest {fewest:upgrade|upgrades}.</source>
        <translation>The Galactic Council: the best-equipped fleets have {most:upgrade|upgrades}, the weakest {fewest:upgrade|upgrades}.</translation>
    </message>
    <message>
        <source>{seat} has {vp:VP|VP} on their own turn and wins!</source>
        <translation>{seat} has {vp:VP|VP} on their own turn and wins!</translation>
    </message>
    <message>
        <source>{seat}: Wear and Tear (more than {more_than:upgrade|upgrades}): remove one.</source>
        <translation>{seat}: Wear and Tear (more than {more_than:upgrade|upgrades}): remove one.</translation>
    </message>
    <message>
        <source>Build a {what}: it is the next piece of the plan.</source>
        <translation>Build a {what}: it is the next piece of the plan.</translation>
    </message>
    <message>
        <source>This trade brings {get}: the next {what} still needs {resources}.</source>
        <translation>This trade brings {get}: the next {what} still needs {resources}.</translation>
    </message>
    <message>
        <source>A trade with the others toward the next {what}, which still needs {resources}.</source>
        <translation>A trade with the others toward the next {what}, which still needs {resources}.</translation>
    </message>
    <message>
        <source>Nothing to build yet: the next {what} still needs {resources}.</source>
        <translation>Nothing to build yet: the next {what} still needs {resources}.</translation>
    </message>
    <message>
        <source>Nothing more to do now: the next {what} must wait.</source>
        <translation>Nothing more to do now: the next {what} must wait.</translation>
    </message>
    <message>
        <source>No step brings a ship closer to a free colony site or an open outpost now.</source>
        <translation>No step brings a ship closer to a free colony site or an open outpost now.</translation>
    </message>
    <message>
        <source>This ship has nowhere worth reaching: it moves on to {node}.</source>
        <translation>This ship has nowhere worth reaching: it moves on to {node}.</translation>
    </message>
    <message>
        <source>This colony ship reaches {node} in {steps:step|steps}, this flight.</source>
        <translation>This colony ship reaches {node} in {steps:step|steps}, this flight.</translation>
    </message>
    <message>
        <source>This colony ship is then {steps:step|steps} from {node}: it gets there on a later flight.</source>
        <translation>This colony ship is then {steps:step|steps} from {node}: it gets there on a later flight.</translation>
    </message>
    <message>
        <source>This trade ship reaches {node} in {steps:step|steps}, this flight, to found a trade station.</source>
        <translation>This trade ship reaches {node} in {steps:step|steps}, this flight, to found a trade station.</translation>
    </message>
    <message>
        <source>This trade ship is then {steps:step|steps} from {node}, where it founds a trade station.</source>
        <translation>This trade ship is then {steps:step|steps} from {node}, where it founds a trade station.</translation>
    </message>
    <message>
        <source>This step brings the colony ship onto {node}: it can found a colony there.</source>
        <translation>This step brings the colony ship onto {node}: it can found a colony there.</translation>
    </message>
    <message>
        <source>This step brings the trade ship onto {node}: it founds its trade station there.</source>
        <translation>This step brings the trade ship onto {node}: it founds its trade station there.</translation>
    </message>
    <message>
        <source>A colony on {node} scores at once: {vp:VP|VP} in all.</source>
        <translation>A colony on {node} scores at once: {vp:VP|VP} in all.</translation>
    </message>
    <message>
        <source>A trade station at {node}: you choose one of its friendship cards.</source>
        <translation>A trade station at {node}: you choose one of its friendship cards.</translation>
    </message>
    <message>
        <source>A trade station at {node}: a friendship card, and its friendship marker (2 VP) comes to you.</source>
        <translation>A trade station at {node}: a friendship card, and its friendship marker (2 VP) comes to you.</translation>
    </message>
    <message>
        <source>A spaceport on {node}: {vp:VP|VP} in all, and two more sites to build ships on.</source>
        <translation>A spaceport on {node}: {vp:VP|VP} in all, and two more sites to build ships on.</translation>
    </message>
    <message>
        <source>A colony ship here is {steps:step|steps} from {node}, the best free colony site.</source>
        <translation>A colony ship here is {steps:step|steps} from {node}, the best free colony site.</translation>
    </message>
    <message>
        <source>A trade ship here is {steps:step|steps} from {node}, where your freight pods found a station.</source>
        <translation>A trade ship here is {steps:step|steps} from {node}, where your freight pods found a station.</translation>
    </message>
    <message>
        <source>A {what} at {node}: no free colony site or open outpost is in sight yet, but it can fly at once.</source>
        <translation>A {what} at {node}: no free colony site or open outpost is in sight yet, but it can fly at once.</translation>
    </message>
    <message>
        <source>A booster: your ships then fly {n:step|steps} beyond the mothership's shake on every flight.</source>
        <translation>A booster: your ships then fly {n:step|steps} beyond the mothership's shake on every flight.</translation>
    </message>
    <message>
        <source>A cannon: {n:cannon|cannons} then, for pirate bases and pirates.</source>
        <translation>A cannon: {n:cannon|cannons} then, for pirate bases and pirates.</translation>
    </message>
    <message>
        <source>A freight pod: with {n:freight pod|freight pods} you may found a station at {node}.</source>
        <translation>A freight pod: with {n:freight pod|freight pods} you may found a station at {node}.</translation>
    </message>
    <message>
        <source>A freight pod: {n:freight pod|freight pods} then, for trade stations and ice planets.</source>
        <translation>A freight pod: {n:freight pod|freight pods} then, for trade stations and ice planets.</translation>
    </message>
    <message>
        <source>{n:{resource}|{resource}}</source>
        <translation>{n:{resource}|{resource}}</translation>
    </message>
    <message>
        <source>pirate base {strength}</source>
        <translation>pirate base {strength}</translation>
    </message>
    <message>
        <source>ice planet {strength}</source>
        <translation>ice planet {strength}</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Roll the dice</translation>
    </message>
    <message>
        <source>Shake the mothership</source>
        <translation>Shake the mothership</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>End the turn</translation>
    </message>
    <message>
        <source>Write an offer to the others</source>
        <translation>Write an offer to the others</translation>
    </message>
    <message>
        <source>Send the offer</source>
        <translation>Send the offer</translation>
    </message>
    <message>
        <source>Cancel the offer</source>
        <translation>Cancel the offer</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Accept the offer</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Propose a trade</source>
        <translation>Propose a trade</translation>
    </message>
    <message>
        <source>Send the proposal</source>
        <translation>Send the proposal</translation>
    </message>
    <message>
        <source>Cancel the proposal</source>
        <translation>Cancel the proposal</translation>
    </message>
    <message>
        <source>Take no answer</source>
        <translation>Take no answer</translation>
    </message>
    <message>
        <source>End the flight</source>
        <translation>End the flight</translation>
    </message>
    <message>
        <source>Trade {n:{give}|{give}} for 1 {get}</source>
        <translation>Trade {n:{give}|{give}} for 1 {get}</translation>
    </message>
    <message>
        <source>Build a {what} at {node}</source>
        <translation>Build a {what} at {node}</translation>
    </message>
    <message>
        <source>Build a {what}</source>
        <translation>Build a {what}</translation>
    </message>
    <message>
        <source>Move {ship} to {node}</source>
        <translation>Move {ship} to {node}</translation>
    </message>
    <message>
        <source>Found a colony with {ship}</source>
        <translation>Found a colony with {ship}</translation>
    </message>
    <message>
        <source>Dock a trade station with {ship}</source>
        <translation>Dock a trade station with {ship}</translation>
    </message>
    <message>
        <source>Halt {ship}</source>
        <translation>Halt {ship}</translation>
    </message>
    <message>
        <source>Jump with {ship}</source>
        <translation>Jump with {ship}</translation>
    </message>
    <message>
        <source>Jump to {node}</source>
        <translation>Jump to {node}</translation>
    </message>
    <message>
        <source>Place the trade ship at {node}</source>
        <translation>Place the trade ship at {node}</translation>
    </message>
    <message>
        <source>Take the friendship card {card}</source>
        <translation>Take the friendship card {card}</translation>
    </message>
    <message>
        <source>Fame for Sale: 1 goods for 1 fame medal piece</source>
        <translation>Fame for Sale: 1 goods for 1 fame medal piece</translation>
    </message>
    <message>
        <source>Close the offer to {seat}</source>
        <translation>Close the offer to {seat}</translation>
    </message>
    <message>
        <source>Take {seat}'s answer</source>
        <translation>Take {seat}'s answer</translation>
    </message>
    <message>
        <source>Take a card from {seat}</source>
        <translation>Take a card from {seat}</translation>
    </message>
    <message>
        <source>Draw a card from {seat}</source>
        <translation>Draw a card from {seat}</translation>
    </message>
    <message>
        <source>Take {seat}'s trade: you get {give} for {want}</source>
        <translation>Take {seat}'s trade: you get {give} for {want}</translation>
    </message>
    <message>
        <source>Offer: give 1 {what}</source>
        <translation>Offer: give 1 {what}</translation>
    </message>
    <message>
        <source>Offer: want 1 {what}</source>
        <translation>Offer: want 1 {what}</translation>
    </message>
    <message>
        <source>Proposal: give 1 {what}</source>
        <translation>Proposal: give 1 {what}</translation>
    </message>
    <message>
        <source>Proposal: want 1 {what}</source>
        <translation>Proposal: want 1 {what}</translation>
    </message>
    <message>
        <source>Return 1 {what}</source>
        <translation>Return 1 {what}</translation>
    </message>
    <message>
        <source>Take 1 {what}</source>
        <translation>Take 1 {what}</translation>
    </message>
    <message>
        <source>Take a free {what}</source>
        <translation>Take a free {what}</translation>
    </message>
    <message>
        <source>Remove a {what}</source>
        <translation>Remove a {what}</translation>
    </message>
    <message>
        <source>Answer: {what}</source>
        <translation>Answer: {what}</translation>
    </message>
    <message>
        <source>the {kind}</source>
        <translation>the {kind}</translation>
    </message>
    <message>
        <source>the {kind} at {node}</source>
        <translation>the {kind} at {node}</translation>
    </message>
    <message>
        <source>ship {ship}</source>
        <translation>ship {ship}</translation>
    </message>
</context>
<context>
    <name>starfarers_view</name>
    <message>
        <source>{name}'s colony (1 VP): 1 card from each planet on its corners whose number is rolled.</source>
        <translation>{name}'s colony (1 VP): 1 card from each planet on its corners whose number is rolled.</translation>
    </message>
    <message>
        <source>{name}'s spaceport (2 VP): produces 1 card like a colony (not 2); ships are built on its two spaceport sites.</source>
        <translation>{name}'s spaceport (2 VP): produces 1 card like a colony (not 2); ships are built on its two spaceport sites.</translation>
    </message>
    <message>
        <source>{name}'s trade station at {outpost} (0 VP). The most stations here hold the friendship marker (2 VP): now {holder}.</source>
        <translation>{name}'s trade station at {outpost} (0 VP). The most stations here hold the friendship marker (2 VP): now {holder}.</translation>
    </message>
    <message>
        <source>{name}'s {ship}</source>
        <translation>{name}'s {ship}</translation>
    </message>
    <message>
        <source>Moves one edge per step up to the speed of the shake; may pass any piece but ends only where allowed.</source>
        <translation>Moves one edge per step up to the speed of the shake; may pass any piece but ends only where allowed.</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Boosters</source>
        <translation>Boosters</translation>
    </message>
    <message>
        <source>Cannons</source>
        <translation>Cannons</translation>
    </message>
    <message>
        <source>Pods</source>
        <translation>Pods</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Fame</translation>
    </message>
    <message>
        <source>Friends</source>
        <translation>Friends</translation>
    </message>
    <message>
        <source>Victory points; 15 on your own turn wins.</source>
        <translation>Victory points; 15 on your own turn wins.</translation>
    </message>
    <message>
        <source>No friendship cards yet: dock a trade station at an alien outpost to take one.</source>
        <translation>No friendship cards yet: dock a trade station at an alien outpost to take one.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Hands are hidden</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Supply</translation>
    </message>
    <message>
        <source>Dice {a} + {b} = {total}</source>
        <translation>Dice {a} + {b} = {total}</translation>
    </message>
    <message>
        <source>Balls: {a}, {b}</source>
        <translation>Balls: {a}, {b}</translation>
    </message>
    <message>
        <source>Speed {n}</source>
        <translation>Speed {n}</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Turn {n}</translation>
    </message>
    <message>
        <source>Your offer so far: you give {give}, you want {want}; open to {seats}.</source>
        <translation>Your offer so far: you give {give}, you want {want}; open to {seats}.</translation>
    </message>
    <message>
        <source>Your proposal so far: you give {give}, you want {want}.</source>
        <translation>Your proposal so far: you give {give}, you want {want}.</translation>
    </message>
    <message>
        <source>{seat} offers {give} and wants {want} (open to {seats}).</source>
        <translation>{seat} offers {give} and wants {want} (open to {seats}).</translation>
    </message>
    <message>
        <source>{seat} calls for trade proposals.</source>
        <translation>{seat} calls for trade proposals.</translation>
    </message>
    <message>
        <source>{seat} passes.</source>
        <translation>{seat} passes.</translation>
    </message>
    <message>
        <source>{seat} accepts.</source>
        <translation>{seat} accepts.</translation>
    </message>
    <message>
        <source>{seat} proposes: gives {give} for {want}.</source>
        <translation>{seat} proposes: gives {give} for {want}.</translation>
    </message>
    <message>
        <source>Encounter: {title}</source>
        <translation>Encounter: {title}</translation>
    </message>
    <message>
        <source>Resources produced per player</source>
        <translation>Resources produced per player</translation>
    </message>
    <message>
        <source>Cards from planets</source>
        <translation>Cards from planets</translation>
    </message>
    <message>
        <source>More moves are in the side panel's list.</source>
        <translation>More moves are in the side panel's list.</translation>
    </message>
    <message>
        <source>A neutral colony: it only takes its place on the galaxy; it never produces and scores for nobody.</source>
        <translation>A neutral colony: it only takes its place on the galaxy; it never produces and scores for nobody.</translation>
    </message>
    <message>
        <source>A neutral spaceport: it only takes its place on the galaxy; it never produces, builds or scores.</source>
        <translation>A neutral spaceport: it only takes its place on the galaxy; it never produces, builds or scores.</translation>
    </message>
    <message>
        <source>stand-in card</source>
        <translation>stand-in card</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Victory points over the game</source>
        <translation>Victory points over the game</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turns</translation>
    </message>
    <message>
        <source>Stand-in encounter card: the 2019 texts are not public; this card is ours.</source>
        <translation>Stand-in encounter card: the 2019 texts are not public; this card is ours.</translation>
    </message>
    <message>
        <source>House ruling: {rule}</source>
        <translation>House ruling: {rule}</translation>
    </message>
    <message>
        <source>Upgrades one of your colonies: +1 VP (2 in all); ships are built on its two spaceport sites. At most 3.</source>
        <translation>Upgrades one of your colonies: +1 VP (2 in all); ships are built on its two spaceport sites. At most 3.</translation>
    </message>
    <message>
        <source>Built on a free spaceport site of yours; needs a transport and a colony in your supply. Founds a colony (1 VP) on a free colony site. It may fly this turn.</source>
        <translation>Built on a free spaceport site of yours; needs a transport and a colony in your supply. Founds a colony (1 VP) on a free colony site. It may fly this turn.</translation>
    </message>
    <message>
        <source>Built on a free spaceport site of yours; needs a transport and a trade station in your supply. Docks a trade station at an alien outpost and takes a friendship card.</source>
        <translation>Built on a free spaceport site of yours; needs a transport and a trade station in your supply. Docks a trade station at an alien outpost and takes a friendship card.</translation>
    </message>
    <message>
        <source>+1 speed for every ship. At most 6.</source>
        <translation>+1 speed for every ship. At most 6.</translation>
    </message>
    <message>
        <source>+1 combat; beats a pirate base when your cannons reach its strength. At most 6.</source>
        <translation>+1 combat; beats a pirate base when your cannons reach its strength. At most 6.</translation>
    </message>
    <message>
        <source>A trade station needs more pods than the stations already docked; an ice planet needs pods at least its number. At most 5.</source>
        <translation>A trade station needs more pods than the stations already docked; an ice planet needs pods at least its number. At most 5.</translation>
    </message>
    <message>
        <source>{what}: {cost}. {rule}</source>
        <translation>{what}: {cost}. {rule}</translation>
    </message>
    <message>
        <source>{name} ({civ}): {rule}</source>
        <translation>{name} ({civ}): {rule}</translation>
    </message>
    <message>
        <source>Stand-in card: the sources disagree; this reading is ours.</source>
        <translation>Stand-in card: the sources disagree; this reading is ours.</translation>
    </message>
    <message>
        <source>Pirate base {strength}: a ship that reaches a corner of this planet with at least {n:cannon|cannons} beats it: the token is 1 VP that is never lost, and a reserve disc takes its place.</source>
        <translation>Pirate base {strength}: a ship that reaches a corner of this planet with at least {n:cannon|cannons} beats it: the token is 1 VP that is never lost, and a reserve disc takes its place.</translation>
    </message>
    <message>
        <source>Ice planet {strength}: a ship that reaches a corner of this planet with at least {n:freight pod|freight pods} terraforms it: the token is 1 VP that is never lost, and a reserve disc takes its place.</source>
        <translation>Ice planet {strength}: a ship that reaches a corner of this planet with at least {n:freight pod|freight pods} terraforms it: the token is 1 VP that is never lost, and a reserve disc takes its place.</translation>
    </message>
    <message>
        <source>Until then no colony may be founded on this planet's colony sites.</source>
        <translation>Until then no colony may be founded on this planet's colony sites.</translation>
    </message>
    <message>
        <source>{outpost}: 5 docks for trade stations.</source>
        <translation>{outpost}: 5 docks for trade stations.</translation>
    </message>
    <message>
        <source>A trade ship that ends its flight on the docking point docks a station there: it needs more freight pods than the {n:station|stations} already here, and a free dock.</source>
        <translation>A trade ship that ends its flight on the docking point docks a station there: it needs more freight pods than the {n:station|stations} already here, and a free dock.</translation>
    </message>
    <message>
        <source>Stations: {seats}.</source>
        <translation>Stations: {seats}.</translation>
    </message>
    <message>
        <source>Friendship marker (2 VP): {holder}; it moves only to a player with more stations here.</source>
        <translation>Friendship marker (2 VP): {holder}; it moves only to a player with more stations here.</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>nobody yet</translation>
    </message>
    <message>
        <source>Friendship cards left:</source>
        <translation>Friendship cards left:</translation>
    </message>
    <message>
        <source>A colony ship that ends its flight on a free colony site may found a colony (1 VP); it produces on both planets' numbers.</source>
        <translation>A colony ship that ends its flight on a free colony site may found a colony (1 VP); it produces on both planets' numbers.</translation>
    </message>
    <message>
        <source>Blocked: a pirate base or ice planet next to it must be beaten or terraformed first.</source>
        <translation>Blocked: a pirate base or ice planet next to it must be beaten or terraformed first.</translation>
    </message>
    <message>
        <source>With 3 players a system holds at most 2 colonies.</source>
        <translation>With 3 players a system holds at most 2 colonies.</translation>
    </message>
    <message>
        <source>Spaceport site of {name}'s spaceport: {name} builds ships here; other ships may pass but not end here.</source>
        <translation>Spaceport site of {name}'s spaceport: {name} builds ships here; other ships may pass but not end here.</translation>
    </message>
    <message>
        <source>the neutral colour's sites are open to ships.</source>
        <translation>the neutral colour's sites are open to ships.</translation>
    </message>
    <message>
        <source>Number {numbers}: each colony and spaceport on its corners produces 1 {resource} when the dice show it.</source>
        <translation>Number {numbers}: each colony and spaceport on its corners produces 1 {resource} when the dice show it.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <source>Its number disc lies face down until a ship reaches the system; it may hide a pirate base or an ice planet.</source>
        <translation>Its number disc lies face down until a ship reaches the system; it may hide a pirate base or an ice planet.</translation>
    </message>
    <message>
        <source>Supply: {n:{resource}|{resource}}</source>
        <translation>Supply: {n:{resource}|{resource}}</translation>
    </message>
    <message>
        <source>Trade {n:{give}|{give}} for 1 {get}</source>
        <translation>Trade {n:{give}|{give}} for 1 {get}</translation>
    </message>
    <message>
        <source>On the galaxy</source>
        <translation>On the galaxy</translation>
    </message>
    <message>
        <source>Fly here</source>
        <translation>Fly here</translation>
    </message>
    <message>
        <source>Found a colony</source>
        <translation>Found a colony</translation>
    </message>
    <message>
        <source>Dock a trade station</source>
        <translation>Dock a trade station</translation>
    </message>
    <message>
        <source>Build a ship</source>
        <translation>Build a ship</translation>
    </message>
    <message>
        <source>Upgrade to a spaceport</source>
        <translation>Upgrade to a spaceport</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Colony</translation>
    </message>
    <message>
        <source>Spaceport</source>
        <translation>Spaceport</translation>
    </message>
    <message>
        <source>Colony ship</source>
        <translation>Colony ship</translation>
    </message>
    <message>
        <source>Trade ship</source>
        <translation>Trade ship</translation>
    </message>
    <message>
        <source>Trade station</source>
        <translation>Trade station</translation>
    </message>
    <message>
        <source>Neutral pieces</source>
        <translation>Neutral pieces</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>This flight began here; {n:step|steps} flown so far.</source>
        <translation>This flight began here; {n:step|steps} flown so far.</translation>
    </message>
    <message>
        <source>{n:step|steps} left</source>
        <translation>{n:step|steps} left</translation>
    </message>
    <message>
        <source>Click a mark on the galaxy (see the legend); click another of your ships to move it instead.</source>
        <translation>Click a mark on the galaxy (see the legend); click another of your ships to move it instead.</translation>
    </message>
    <message>
        <source>Each click adds one card to what you give or what you want.</source>
        <translation>Each click adds one card to what you give or what you want.</translation>
    </message>
    <message>
        <source>You give +1</source>
        <translation>You give +1</translation>
    </message>
    <message>
        <source>You want +1</source>
        <translation>You want +1</translation>
    </message>
    <message>
        <source>Close to {seat}</source>
        <translation>Close to {seat}</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <source>Take 1</source>
        <translation>Take 1</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Give</translation>
    </message>
    <message>
        <source>Give {n} {resource} to the supply for 1 card of your choice</source>
        <translation>Give {n} {resource} to the supply for 1 card of your choice</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Pass to {name}</translation>
    </message>
    <message>
        <source>Only {name} should look now. Nothing private is shown until {name} presses the button below.</source>
        <translation>Only {name} should look now. Nothing private is shown until {name} presses the button below.</translation>
    </message>
    <message>
        <source>I am {name} — show my table</source>
        <translation>I am {name} — show my table</translation>
    </message>
    <message>
        <source>{names} wins!</source>
        <translation>{names} wins!</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>Shared win: {names}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Back to the board</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>This table could not be drawn. The game is saved: choose Home, then Continue it.</source>
        <translation>This table could not be drawn. The game is saved: choose Home, then Continue it.</translation>
    </message>
    <message>
        <source>Takes back your last move (Ctrl+Z); Ctrl+Shift+Z or Ctrl+Y plays it again.</source>
        <translation>Takes back your last move (Ctrl+Z); Ctrl+Shift+Z or Ctrl+Y plays it again.</translation>
    </message>
    <message>
        <source>The Normal bot plays {name}'s moves from now on, and the game goes on.</source>
        <translation>The Normal bot plays {name}'s moves from now on, and the game goes on.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Looking for a good move…</translation>
    </message>
    <message>
        <source>Your moves (Enter plays the selected one)</source>
        <translation>Your moves (Enter plays the selected one)</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Review the game</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>Copy map</source>
        <translation>Copy map</translation>
    </message>
    <message>
        <source>Copy map as text</source>
        <translation>Copy map as text</translation>
    </message>
    <message>
        <source>Practise…</source>
        <translation>Practise…</translation>
    </message>
    <message>
        <source>Practise on a map…</source>
        <translation>Practise on a map…</translation>
    </message>
    <message>
        <source>The error is written in {path}.</source>
        <translation>The error is written in {path}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Waiting for {name}.</translation>
    </message>
    <message>
        <source>{name} (bot) is thinking…</source>
        <translation>{name} (bot) is thinking…</translation>
    </message>
    <message>
        <source>The map is on the clipboard in the sheet notation.</source>
        <translation>The map is on the clipboard in the sheet notation.</translation>
    </message>
    <message>
        <source>Practise on a map</source>
        <translation>Practise on a map</translation>
    </message>
    <message>
        <source>Map sheets (*.txt);;All files (*)</source>
        <translation>Map sheets (*.txt);;All files (*)</translation>
    </message>
    <message>
        <source>{file} cannot be read as a map sheet (a text file).</source>
        <translation>{file} cannot be read as a map sheet (a text file).</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Hint: {move}</translation>
    </message>
    <message>
        <source>Home (the game is saved)</source>
        <translation>Home (the game is saved)</translation>
    </message>
    <message>
        <source>Stops here and goes to the home page; Continue there goes on from this hand-over.</source>
        <translation>Stops here and goes to the home page; Continue there goes on from this hand-over.</translation>
    </message>
    <message>
        <source>{reason} “Let Normal play on”, below, gives {name}'s seat to the Normal bot.</source>
        <translation>{reason} “Let Normal play on”, below, gives {name}'s seat to the Normal bot.</translation>
    </message>
    <message>
        <source>Let Normal play on</source>
        <translation>Let Normal play on</translation>
    </message>
    <message>
        <source>Skip to my turn</source>
        <translation>Skip to my turn</translation>
    </message>
    <message>
        <source>The bots play their remaining moves at once, up to the next person's turn.</source>
        <translation>The bots play their remaining moves at once, up to the next person's turn.</translation>
    </message>
    <message>
        <source>It showed: {what}</source>
        <translation>It showed: {what}</translation>
    </message>
    <message>
        <source>Decline bots' offers</source>
        <translation>Decline bots' offers</translation>
    </message>
    <message>
        <source>From now on the app declines the bots' trade offers for you, so you are not called to the screen for them</source>
        <translation>From now on the app declines the bots' trade offers for you, so you are not called to the screen for them</translation>
    </message>
    <message>
        <source>Only a person at the screen can choose this, on their own turn.</source>
        <translation>Only a person at the screen can choose this, on their own turn.</translation>
    </message>
    <message>
        <source>{seat}: the bots' trade offers are declined for you from now on.</source>
        <translation>{seat}: the bots' trade offers are declined for you from now on.</translation>
    </message>
</context>
<context>
    <name>thiefs_market</name>
    <message>
        <source>The centre is empty: steal a pile instead.</source>
        <translation>The centre is empty: steal a pile instead.</translation>
    </message>
    <message>
        <source>You are the last without a pile: taking from the centre means taking everything.</source>
        <translation>You are the last without a pile: taking from the centre means taking everything.</translation>
    </message>
    <message>
        <source>Take at least one object.</source>
        <translation>Take at least one object.</translation>
    </message>
    <message>
        <source>The centre does not hold those objects.</source>
        <translation>The centre does not hold those objects.</translation>
    </message>
    <message>
        <source>You cannot steal your own pile.</source>
        <translation>You cannot steal your own pile.</translation>
    </message>
    <message>
        <source>That player has no pile to steal.</source>
        <translation>That player has no pile to steal.</translation>
    </message>
    <message>
        <source>{seat}'s pile holds one object: a pile of one cannot be stolen.</source>
        <translation>{seat}'s pile holds one object: a pile of one cannot be stolen.</translation>
    </message>
    <message>
        <source>A thief returns at least one object to the centre.</source>
        <translation>A thief returns at least one object to the centre.</translation>
    </message>
    <message>
        <source>A thief keeps at least one object of the pile.</source>
        <translation>A thief keeps at least one object of the pile.</translation>
    </message>
    <message>
        <source>The pile does not hold those objects.</source>
        <translation>The pile does not hold those objects.</translation>
    </message>
    <message>
        <source>The loot is being shared out: take or steal.</source>
        <translation>The loot is being shared out: take or steal.</translation>
    </message>
    <message>
        <source>The loot is shared out; now the market is open.</source>
        <translation>The loot is shared out; now the market is open.</translation>
    </message>
    <message>
        <source>First finish the choice your new card asks for.</source>
        <translation>First finish the choice your new card asks for.</translation>
    </message>
    <message>
        <source>There is no choice to make now.</source>
        <translation>There is no choice to make now.</translation>
    </message>
    <message>
        <source>Mimetic Stew copies a card another player owns.</source>
        <translation>Mimetic Stew copies a card another player owns.</translation>
    </message>
    <message>
        <source>You have no purchase left this round.</source>
        <translation>You have no purchase left this round.</translation>
    </message>
    <message>
        <source>That card is not in the market.</source>
        <translation>That card is not in the market.</translation>
    </message>
    <message>
        <source>You do not own a card that does that.</source>
        <translation>You do not own a card that does that.</translation>
    </message>
    <message>
        <source>The re-roll comes before your first purchase.</source>
        <translation>The re-roll comes before your first purchase.</translation>
    </message>
    <message>
        <source>Your pile has no die that fits.</source>
        <translation>Your pile has no die that fits.</translation>
    </message>
    <message>
        <source>You have no gold token to exchange.</source>
        <translation>You have no gold token to exchange.</translation>
    </message>
    <message>
        <source>Only the last player without a pile takes everything at once; pick objects one by one.</source>
        <translation>Only the last player without a pile takes everything at once; pick objects one by one.</translation>
    </message>
    <message>
        <source>Pick one object at a time: a die's face or the start marker.</source>
        <translation>Pick one object at a time: a die's face or the start marker.</translation>
    </message>
    <message>
        <source>Nothing is picked yet: take from the centre or choose a pile to steal.</source>
        <translation>Nothing is picked yet: take from the centre or choose a pile to steal.</translation>
    </message>
    <message>
        <source>That is not among your picks.</source>
        <translation>That is not among your picks.</translation>
    </message>
    <message>
        <source>First finish taking (Done), or cancel it.</source>
        <translation>First finish taking (Done), or cancel it.</translation>
    </message>
    <message>
        <source>First finish the steal (Done), or cancel it.</source>
        <translation>First finish the steal (Done), or cancel it.</translation>
    </message>
    <message>
        <source>Choose only the card: its cost is then paid gem by gem.</source>
        <translation>Choose only the card: its cost is then paid gem by gem.</translation>
    </message>
    <message>
        <source>Choose a card to buy first.</source>
        <translation>Choose a card to buy first.</translation>
    </message>
    <message>
        <source>First finish paying for {card}, or cancel the purchase.</source>
        <translation>First finish paying for {card}, or cancel the purchase.</translation>
    </message>
    <message>
        <source>{card}'s cost has no {face} gem left to pay.</source>
        <translation>{card}'s cost has no {face} gem left to pay.</translation>
    </message>
    <message>
        <source>You have no gold token left for this payment.</source>
        <translation>You have no gold token left for this payment.</translation>
    </message>
    <message>
        <source>No discount is left to take a gem off this cost.</source>
        <translation>No discount is left to take a gem off this cost.</translation>
    </message>
    <message>
        <source>Your discount still takes a gem off this cost: waive one.</source>
        <translation>Your discount still takes a gem off this cost: waive one.</translation>
    </message>
    <message>
        <source>Paying that way would leave the rest of the cost unpayable.</source>
        <translation>Paying that way would leave the rest of the cost unpayable.</translation>
    </message>
    <message>
        <source>{seat}: take from the centre, or steal a pile.</source>
        <translation>{seat}: take from the centre, or steal a pile.</translation>
    </message>
    <message>
        <source>{seat}: pick more from the centre, one at a time, or finish taking.</source>
        <translation>{seat}: pick more from the centre, one at a time, or finish taking.</translation>
    </message>
    <message>
        <source>{seat}: pick what goes back from {victim}'s pile, one at a time, then finish the steal.</source>
        <translation>{seat}: pick what goes back from {victim}'s pile, one at a time, then finish the steal.</translation>
    </message>
    <message>
        <source>{seat}: your pile was stolen. Choose the returned die that is not re-rolled (Lucky Animal Appendage).</source>
        <translation>{seat}: your pile was stolen. Choose the returned die that is not re-rolled (Lucky Animal Appendage).</translation>
    </message>
    <message>
        <source>{seat}: buy a card, use your cards, then finish.</source>
        <translation>{seat}: buy a card, use your cards, then finish.</translation>
    </message>
    <message>
        <source>{seat}: pay for {card}, gem by gem: a die of its colour or a gold token.</source>
        <translation>{seat}: pay for {card}, gem by gem: a die of its colour or a gold token.</translation>
    </message>
    <message>
        <source>{seat}: before buying, choose a die of your pile to re-roll, or re-roll none (Lucky Animal Appendage).</source>
        <translation>{seat}: before buying, choose a die of your pile to re-roll, or re-roll none (Lucky Animal Appendage).</translation>
    </message>
    <message>
        <source>{seat}: choose the card Mimetic Stew copies.</source>
        <translation>{seat}: choose the card Mimetic Stew copies.</translation>
    </message>
    <message>
        <source>Round {round}: {seat} rolls the loot: {dice}.</source>
        <translation>Round {round}: {seat} rolls the loot: {dice}.</translation>
    </message>
    <message>
        <source>{seat} takes {dice} from the centre.</source>
        <translation>{seat} takes {dice} from the centre.</translation>
    </message>
    <message>
        <source>{seat} steals {victim}'s pile, keeps {dice} and returns {returned:object|objects}.</source>
        <translation>{seat} steals {victim}'s pile, keeps {dice} and returns {returned:object|objects}.</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} gains {infamy:infamy token|infamy tokens}.</source>
        <translation>(Only {seat} sees this) {seat} gains {infamy:infamy token|infamy tokens}.</translation>
    </message>
    <message>
        <source>The market opens; {seat} holds the start marker and buys first.</source>
        <translation>The market opens; {seat} holds the start marker and buys first.</translation>
    </message>
    <message>
        <source>{seat} may buy {purchases:card|cards}.</source>
        <translation>{seat} may buy {purchases:card|cards}.</translation>
    </message>
    <message>
        <source>{card} gives {seat} {purchases:more purchase|more purchases} this round.</source>
        <translation>{card} gives {seat} {purchases:more purchase|more purchases} this round.</translation>
    </message>
    <message>
        <source>{seat}'s Mimetic Stew becomes a copy of {card}.</source>
        <translation>{seat}'s Mimetic Stew becomes a copy of {card}.</translation>
    </message>
    <message>
        <source>{seat} uses {card}: a {from} die becomes {to}.</source>
        <translation>{seat} uses {card}: a {from} die becomes {to}.</translation>
    </message>
    <message>
        <source>{seat} uses {card}: a {face} die for infamy.</source>
        <translation>{seat} uses {card}: a {face} die for infamy.</translation>
    </message>
    <message>
        <source>{seat} re-rolls a {from} die: {to}.</source>
        <translation>{seat} re-rolls a {from} die: {to}.</translation>
    </message>
    <message>
        <source>First choose which returned die is not re-rolled (Lucky Animal Appendage).</source>
        <translation>First choose which returned die is not re-rolled (Lucky Animal Appendage).</translation>
    </message>
    <message>
        <source>Choose one of the dice returned from your pile: that die is not re-rolled.</source>
        <translation>Choose one of the dice returned from your pile: that die is not re-rolled.</translation>
    </message>
    <message>
        <source>Before buying, choose a die of your pile to re-roll, or none (Lucky Animal Appendage).</source>
        <translation>Before buying, choose a die of your pile to re-roll, or none (Lucky Animal Appendage).</translation>
    </message>
    <message>
        <source>{card} is used up for this round.</source>
        <translation>{card} is used up for this round.</translation>
    </message>
    <message>
        <source>{card} cannot turn a die into {face}.</source>
        <translation>{card} cannot turn a die into {face}.</translation>
    </message>
    <message>
        <source>{seat} chooses a returned {face} die: it is not re-rolled (Lucky Animal Appendage).</source>
        <translation>{seat} chooses a returned {face} die: it is not re-rolled (Lucky Animal Appendage).</translation>
    </message>
    <message>
        <source>{count:returned die is|returned dice are} re-rolled: {dice}.</source>
        <translation>{count:returned die is|returned dice are} re-rolled: {dice}.</translation>
    </message>
    <message>
        <source>{seat} buys {card}.</source>
        <translation>{seat} buys {card}.</translation>
    </message>
    <message>
        <source>{seat} buys {card} using {gold:gold token|gold tokens}.</source>
        <translation>{seat} buys {card} using {gold:gold token|gold tokens}.</translation>
    </message>
    <message>
        <source>{seat} discards the Unlabeled Potion and gains {card} from deck {deck}, free.</source>
        <translation>{seat} discards the Unlabeled Potion and gains {card} from deck {deck}, free.</translation>
    </message>
    <message>
        <source>{seat} discards the Unlabeled Potion; deck {deck} has no card left to gain.</source>
        <translation>{seat} discards the Unlabeled Potion; deck {deck} has no card left to gain.</translation>
    </message>
    <message>
        <source>{seat} uses {card}: {gold:gold token|gold tokens} for infamy.</source>
        <translation>{seat} uses {card}: {gold:gold token|gold tokens} for infamy.</translation>
    </message>
    <message>
        <source>{seat} uses {card}: a {face} die for {gold:gold token|gold tokens}.</source>
        <translation>{seat} uses {card}: a {face} die for {gold:gold token|gold tokens}.</translation>
    </message>
    <message>
        <source>{seat} re-rolls no die ({card}).</source>
        <translation>{seat} re-rolls no die ({card}).</translation>
    </message>
    <message>
        <source>{seat} turns {bags:gold bag|gold bags} into {gold:gold token|gold tokens}.</source>
        <translation>{seat} turns {bags:gold bag|gold bags} into {gold:gold token|gold tokens}.</translation>
    </message>
    <message>
        <source>New in the market from deck {deck}: {card}.</source>
        <translation>New in the market from deck {deck}: {card}.</translation>
    </message>
    <message>
        <source>The market opens a row from deck {deck}.</source>
        <translation>The market opens a row from deck {deck}.</translation>
    </message>
    <message>
        <source>Deck C cannot refill the market: the game is over.</source>
        <translation>Deck C cannot refill the market: the game is over.</translation>
    </message>
    <message>
        <source>{seats} tied on every count and share the place.</source>
        <translation>{seats} tied on every count and share the place.</translation>
    </message>
    <message>
        <source>Add the four promo cards</source>
        <translation>Add the four promo cards</translation>
    </message>
    <message>
        <source>{per_round}: turn a {face} die of your pile into {into}.</source>
        <translation>{per_round}: turn a {face} die of your pile into {into}.</translation>
    </message>
    <message>
        <source>{per_round}: give up a {face} die of your pile for {infamy:infamy token|infamy tokens}.</source>
        <translation>{per_round}: give up a {face} die of your pile for {infamy:infamy token|infamy tokens}.</translation>
    </message>
    <message>
        <source>{per_round}: give up a {face} die of your pile for {gold:gold token|gold tokens}.</source>
        <translation>{per_round}: give up a {face} die of your pile for {gold:gold token|gold tokens}.</translation>
    </message>
    <message>
        <source>{per_round}: pay {gold:gold token|gold tokens} for {infamy:infamy token|infamy tokens}.</source>
        <translation>{per_round}: pay {gold:gold token|gold tokens} for {infamy:infamy token|infamy tokens}.</translation>
    </message>
    <message>
        <source>If your pile holds a {face} die after the loot is shared, you may buy {purchases:more card|more cards} (already in the round you buy this one).</source>
        <translation>If your pile holds a {face} die after the loot is shared, you may buy {purchases:more card|more cards} (already in the round you buy this one).</translation>
    </message>
    <message>
        <source>Buy {purchases:more card|more cards} each round; every card costs {discount:gem|gems} less (you choose which).</source>
        <translation>Buy {purchases:more card|more cards} each round; every card costs {discount:gem|gems} less (you choose which).</translation>
    </message>
    <message>
        <source>Whenever you buy a card whose cost shows {colour} (this one too), gain {infamy:infamy token|infamy tokens}.</source>
        <translation>Whenever you buy a card whose cost shows {colour} (this one too), gain {infamy:infamy token|infamy tokens}.</translation>
    </message>
    <message>
        <source>If you hold the start marker after the loot is shared, gain {infamy:infamy token|infamy tokens}.</source>
        <translation>If you hold the start marker after the loot is shared, gain {infamy:infamy token|infamy tokens}.</translation>
    </message>
    <message>
        <source>When your pile is stolen, gain {infamy:infamy token|infamy tokens}.</source>
        <translation>When your pile is stolen, gain {infamy:infamy token|infamy tokens}.</translation>
    </message>
    <message>
        <source>When you gain it, gain {per_die:infamy token|infamy tokens} for each die your pile held when the loot was shared out (before you paid).</source>
        <translation>When you gain it, gain {per_die:infamy token|infamy tokens} for each die your pile held when the loot was shared out (before you paid).</translation>
    </message>
    <message>
        <source>When you turn in one or more {face} dice at the round's end, gain {extra:more token|more tokens}.</source>
        <translation>When you turn in one or more {face} dice at the round's end, gain {extra:more token|more tokens}.</translation>
    </message>
    <message>
        <source>When your pile is stolen, you choose {holds:returned die|returned dice} not to re-roll. Before you buy, you may re-roll {rerolls:die|dice} of your pile.</source>
        <translation>When your pile is stolen, you choose {holds:returned die|returned dice} not to re-roll. Before you buy, you may re-roll {rerolls:die|dice} of your pile.</translation>
    </message>
    <message>
        <source>When you gain it, it becomes for good a copy of a card another player owns.</source>
        <translation>When you gain it, it becomes for good a copy of a card another player owns.</translation>
    </message>
    <message>
        <source>At the end: {vp_if_1:point|points}, or {vp_if_2plus:point|points} if you have two or more {icon} icons.</source>
        <translation>At the end: {vp_if_1:point|points}, or {vp_if_2plus:point|points} if you have two or more {icon} icons.</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for each of your other cards.</source>
        <translation>At the end: {vp:point|points} for each of your other cards.</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points}, or {vp_if_other_has_icon:point|points} if another player has a {icon} icon.</source>
        <translation>At the end: {vp:point|points}, or {vp_if_other_has_icon:point|points} if another player has a {icon} icon.</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for each {icon} icon among the other players' cards.</source>
        <translation>At the end: {vp:point|points} for each {icon} icon among the other players' cards.</translation>
    </message>
    <message>
        <source>{often}: {face} die → {faces}</source>
        <translation>{often}: {face} die → {faces}</translation>
    </message>
    <message>
        <source>{often}: {face} die → {infamy:infamy token|infamy tokens}</source>
        <translation>{often}: {face} die → {infamy:infamy token|infamy tokens}</translation>
    </message>
    <message>
        <source>{often}: {face} die → {gold:gold token|gold tokens}</source>
        <translation>{often}: {face} die → {gold:gold token|gold tokens}</translation>
    </message>
    <message>
        <source>{often}: {gold:gold token|gold tokens} → {infamy:infamy token|infamy tokens}</source>
        <translation>{often}: {gold:gold token|gold tokens} → {infamy:infamy token|infamy tokens}</translation>
    </message>
    <message>
        <source>A {face} die in your pile: buy {purchases:more card|more cards}</source>
        <translation>A {face} die in your pile: buy {purchases:more card|more cards}</translation>
    </message>
    <message>
        <source>Buy {purchases:more card|more cards}; each costs {discount:gem|gems} less</source>
        <translation>Buy {purchases:more card|more cards}; each costs {discount:gem|gems} less</translation>
    </message>
    <message>
        <source>Buying a card that costs {colour}: +{infamy:infamy token|infamy tokens}</source>
        <translation>Buying a card that costs {colour}: +{infamy:infamy token|infamy tokens}</translation>
    </message>
    <message>
        <source>Holding the start marker: +{infamy:infamy token|infamy tokens}</source>
        <translation>Holding the start marker: +{infamy:infamy token|infamy tokens}</translation>
    </message>
    <message>
        <source>Your pile stolen: +{infamy:infamy token|infamy tokens}</source>
        <translation>Your pile stolen: +{infamy:infamy token|infamy tokens}</translation>
    </message>
    <message>
        <source>Gained: +{per_die:infamy token|infamy tokens} per die in your pile</source>
        <translation>Gained: +{per_die:infamy token|infamy tokens} per die in your pile</translation>
    </message>
    <message>
        <source>Turning in {face} dice: +{extra:token|tokens}</source>
        <translation>Turning in {face} dice: +{extra:token|tokens}</translation>
    </message>
    <message>
        <source>Gained: swap it for its deck's next card, free</source>
        <translation>Gained: swap it for its deck's next card, free</translation>
    </message>
    <message>
        <source>Pile stolen: {holds:die is|dice are} not re-rolled; before buying, re-roll {rerolls:die|dice}</source>
        <translation>Pile stolen: {holds:die is|dice are} not re-rolled; before buying, re-roll {rerolls:die|dice}</translation>
    </message>
    <message>
        <source>Gained: becomes a copy of another player's card</source>
        <translation>Gained: becomes a copy of another player's card</translation>
    </message>
    <message>
        <source>End: {vp_if_1:point|points}; {vp_if_2plus:point|points} with 2+ {icon} icons</source>
        <translation>End: {vp_if_1:point|points}; {vp_if_2plus:point|points} with 2+ {icon} icons</translation>
    </message>
    <message>
        <source>End: {vp:point|points} per other card</source>
        <translation>End: {vp:point|points} per other card</translation>
    </message>
    <message>
        <source>End: {vp:point|points}; {vp_if_other_has_icon:point|points} if another has a {icon} icon</source>
        <translation>End: {vp:point|points}; {vp_if_other_has_icon:point|points} if another has a {icon} icon</translation>
    </message>
    <message>
        <source>End: {vp:point|points} per {icon} icon of the others</source>
        <translation>End: {vp:point|points} per {icon} icon of the others</translation>
    </message>
    <message>
        <source>No effect</source>
        <translation>No effect</translation>
    </message>
    <message>
        <source>Takes {dice}: with them, {card} can be bought.</source>
        <translation>Takes {dice}: with them, {card} can be bought.</translation>
    </message>
    <message>
        <source>Takes {dice}: gold bags and masks score whatever is bought.</source>
        <translation>Takes {dice}: gold bags and masks score whatever is bought.</translation>
    </message>
    <message>
        <source>Takes only {dice}: a bigger pile would tempt a thief.</source>
        <translation>Takes only {dice}: a bigger pile would tempt a thief.</translation>
    </message>
    <message>
        <source>Steals {victim}'s pile: with it, {card} can be bought.</source>
        <translation>Steals {victim}'s pile: with it, {card} can be bought.</translation>
    </message>
    <message>
        <source>Steals {victim}'s pile: it is worth more than anything in the centre.</source>
        <translation>Steals {victim}'s pile: it is worth more than anything in the centre.</translation>
    </message>
    <message>
        <source>The last without a pile takes everything left.</source>
        <translation>The last without a pile takes everything left.</translation>
    </message>
    <message>
        <source>Stops here: one more object would invite a theft.</source>
        <translation>Stops here: one more object would invite a theft.</translation>
    </message>
    <message>
        <source>Keeps the rest of the pile: each object is worth keeping.</source>
        <translation>Keeps the rest of the pile: each object is worth keeping.</translation>
    </message>
    <message>
        <source>Buys {card}: the best card within reach, worth {vp:point|points}.</source>
        <translation>Buys {card}: the best card within reach, worth {vp:point|points}.</translation>
    </message>
    <message>
        <source>Buys {card}: the best card within reach ({effect}).</source>
        <translation>Buys {card}: the best card within reach ({effect}).</translation>
    </message>
    <message>
        <source>Pays with a {face} die, keeping gold tokens for later.</source>
        <translation>Pays with a {face} die, keeping gold tokens for later.</translation>
    </message>
    <message>
        <source>Pays with a gold token: no {face} die is left.</source>
        <translation>Pays with a gold token: no {face} die is left.</translation>
    </message>
    <message>
        <source>The discount pays the {face} gem: no die fits it.</source>
        <translation>The discount pays the {face} gem: no die fits it.</translation>
    </message>
    <message>
        <source>Uses {card}: infamy scores a point per token.</source>
        <translation>Uses {card}: infamy scores a point per token.</translation>
    </message>
    <message>
        <source>Uses {card}: near the end, infamy is worth more than gold.</source>
        <translation>Uses {card}: near the end, infamy is worth more than gold.</translation>
    </message>
    <message>
        <source>Nothing worth buying is within reach this round.</source>
        <translation>Nothing worth buying is within reach this round.</translation>
    </message>
    <message>
        <source>No purchase is left this round.</source>
        <translation>No purchase is left this round.</translation>
    </message>
    <message>
        <source>Puts back {dice}: the pile is worth more without it.</source>
        <translation>Puts back {dice}: the pile is worth more without it.</translation>
    </message>
    <message>
        <source>Starts again: another choice is worth more.</source>
        <translation>Starts again: another choice is worth more.</translation>
    </message>
    <message>
        <source>Uses {card}: a {to} die pays a cost the old face cannot.</source>
        <translation>Uses {card}: a {to} die pays a cost the old face cannot.</translation>
    </message>
    <message>
        <source>Keeps the {face} die: it is the most useful one.</source>
        <translation>Keeps the {face} die: it is the most useful one.</translation>
    </message>
    <message>
        <source>Re-rolls the {face} die: a new face is likely worth more.</source>
        <translation>Re-rolls the {face} die: a new face is likely worth more.</translation>
    </message>
    <message>
        <source>Keeps the pile: no re-roll is likely to improve it.</source>
        <translation>Keeps the pile: no re-roll is likely to improve it.</translation>
    </message>
    <message>
        <source>Copies {card}: the most valuable card the others own.</source>
        <translation>Copies {card}: the most valuable card the others own.</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>gold bag</source>
        <translation>gold bag</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>mask</translation>
    </message>
    <message>
        <source>the start marker</source>
        <translation>the start marker</translation>
    </message>
    <message>
        <source>Once per round</source>
        <translation>Once per round</translation>
    </message>
    <message>
        <source>As often as you like</source>
        <translation>As often as you like</translation>
    </message>
    <message>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <source>Once a round</source>
        <translation>Once a round</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Any time</translation>
    </message>
    <message>
        <source>/</source>
        <translation>/</translation>
    </message>
    <message>
        <source>Alchemical Lab</source>
        <translation>Alchemical Lab</translation>
    </message>
    <message>
        <source>Bondsman</source>
        <translation>Bondsman</translation>
    </message>
    <message>
        <source>Coercion Coordinator</source>
        <translation>Coercion Coordinator</translation>
    </message>
    <message>
        <source>Corrupt Official</source>
        <translation>Corrupt Official</translation>
    </message>
    <message>
        <source>Disgruntled Minion</source>
        <translation>Disgruntled Minion</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Fence</translation>
    </message>
    <message>
        <source>Glamer</source>
        <translation>Glamer</translation>
    </message>
    <message>
        <source>Guy In a Trenchcoat</source>
        <translation>Guy In a Trenchcoat</translation>
    </message>
    <message>
        <source>Local Celebrity</source>
        <translation>Local Celebrity</translation>
    </message>
    <message>
        <source>Nearby Safehouse</source>
        <translation>Nearby Safehouse</translation>
    </message>
    <message>
        <source>Necklace</source>
        <translation>Necklace</translation>
    </message>
    <message>
        <source>Pawnbroker</source>
        <translation>Pawnbroker</translation>
    </message>
    <message>
        <source>Philosopher's Stone</source>
        <translation>Philosopher's Stone</translation>
    </message>
    <message>
        <source>Public Relations Expert</source>
        <translation>Public Relations Expert</translation>
    </message>
    <message>
        <source>Shadowy Hood</source>
        <translation>Shadowy Hood</translation>
    </message>
    <message>
        <source>Tailor</source>
        <translation>Tailor</translation>
    </message>
    <message>
        <source>Anthropomorphic Water Buffalo</source>
        <translation>Anthropomorphic Water Buffalo</translation>
    </message>
    <message>
        <source>Bookie</source>
        <translation>Bookie</translation>
    </message>
    <message>
        <source>Brooch</source>
        <translation>Brooch</translation>
    </message>
    <message>
        <source>Concealed Safehouse</source>
        <translation>Concealed Safehouse</translation>
    </message>
    <message>
        <source>Deceptive Bits of Colored Glass</source>
        <translation>Deceptive Bits of Colored Glass</translation>
    </message>
    <message>
        <source>Easily Impressed Noble</source>
        <translation>Easily Impressed Noble</translation>
    </message>
    <message>
        <source>Executive Assistant</source>
        <translation>Executive Assistant</translation>
    </message>
    <message>
        <source>Eyepatch of Command</source>
        <translation>Eyepatch of Command</translation>
    </message>
    <message>
        <source>Fortified Safehouse</source>
        <translation>Fortified Safehouse</translation>
    </message>
    <message>
        <source>Gauntlet of Evil Intent</source>
        <translation>Gauntlet of Evil Intent</translation>
    </message>
    <message>
        <source>Imbalanced Scales</source>
        <translation>Imbalanced Scales</translation>
    </message>
    <message>
        <source>Legitimate Jeweller</source>
        <translation>Legitimate Jeweller</translation>
    </message>
    <message>
        <source>Lucky Animal Appendage</source>
        <translation>Lucky Animal Appendage</translation>
    </message>
    <message>
        <source>Menacing Monocle</source>
        <translation>Menacing Monocle</translation>
    </message>
    <message>
        <source>Provisioned Safehouse</source>
        <translation>Provisioned Safehouse</translation>
    </message>
    <message>
        <source>Rumor-Monger</source>
        <translation>Rumor-Monger</translation>
    </message>
    <message>
        <source>Sticky-Fingered Dockhand</source>
        <translation>Sticky-Fingered Dockhand</translation>
    </message>
    <message>
        <source>Unlabeled Potion</source>
        <translation>Unlabeled Potion</translation>
    </message>
    <message>
        <source>Wicked Clutches</source>
        <translation>Wicked Clutches</translation>
    </message>
    <message>
        <source>Big Haul</source>
        <translation>Big Haul</translation>
    </message>
    <message>
        <source>Collecting Golem</source>
        <translation>Collecting Golem</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Crown</translation>
    </message>
    <message>
        <source>Exit Strategy</source>
        <translation>Exit Strategy</translation>
    </message>
    <message>
        <source>Fur Coat</source>
        <translation>Fur Coat</translation>
    </message>
    <message>
        <source>Giant Belt Buckle</source>
        <translation>Giant Belt Buckle</translation>
    </message>
    <message>
        <source>Insurance Racket</source>
        <translation>Insurance Racket</translation>
    </message>
    <message>
        <source>Island Estate</source>
        <translation>Island Estate</translation>
    </message>
    <message>
        <source>Loyalty Program</source>
        <translation>Loyalty Program</translation>
    </message>
    <message>
        <source>Political Campaign</source>
        <translation>Political Campaign</translation>
    </message>
    <message>
        <source>Scepter</source>
        <translation>Scepter</translation>
    </message>
    <message>
        <source>The Heist</source>
        <translation>The Heist</translation>
    </message>
    <message>
        <source>Treasure Map</source>
        <translation>Treasure Map</translation>
    </message>
    <message>
        <source>Mimetic Stew</source>
        <translation>Mimetic Stew</translation>
    </message>
    <message>
        <source>Narrow Alleyway</source>
        <translation>Narrow Alleyway</translation>
    </message>
    <message>
        <source>Wut</source>
        <translation>Wut</translation>
    </message>
    <message>
        <source>Purported Curse</source>
        <translation>Purported Curse</translation>
    </message>
    <message>
        <source>When you buy it, discard it and gain, free, the next card of its own deck (if one is left).</source>
        <translation>When you buy it, discard it and gain, free, the next card of its own deck (if one is left).</translation>
    </message>
    <message>
        <source>No effect: only its points and icons.</source>
        <translation>No effect: only its points and icons.</translation>
    </message>
    <message>
        <source>Sends back {dice}: the rest still buys the card aimed at.</source>
        <translation>Sends back {dice}: the rest still buys the card aimed at.</translation>
    </message>
    <message>
        <source>henchman</source>
        <translation>henchman</translation>
    </message>
    <message>
        <source>building</source>
        <translation>building</translation>
    </message>
    <message>
        <source>magic</source>
        <translation>magic</translation>
    </message>
    <message>
        <source>finery</source>
        <translation>finery</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>scheme</translation>
    </message>
    <message>
        <source>compass</source>
        <translation>compass</translation>
    </message>
    <message>
        <source>Sharing the loot: the start player rolls every die and takes any number of objects (dice and the start marker). Then each player without a pile either takes at least one object from the centre or steals a whole pile of two or more objects, returning at least one (returned dice are re-rolled) and keeping at least one. The robbed player goes again later. The last player without a pile who takes from the centre takes everything.</source>
        <translation>Sharing the loot: the start player rolls every die and takes any number of objects (dice and the start marker). Then each player without a pile either takes at least one object from the centre or steals a whole pile of two or more objects, returning at least one (returned dice are re-rolled) and keeping at least one. The robbed player goes again later. The last player without a pile who takes from the centre takes everything.</translation>
    </message>
    <message>
        <source>Buying: from the start-marker holder clockwise, each player may buy one card. Gem dice pay their own colour; gold tokens are wild. A gold-bag die is not a gold token.</source>
        <translation>Buying: from the start-marker holder clockwise, each player may buy one card. Gem dice pay their own colour; gold tokens are wild. A gold-bag die is not a gold token.</translation>
    </message>
    <message>
        <source>End of the round: gold-bag dice become gold tokens, mask dice infamy tokens; all dice go back to the centre; the market is refilled. When A runs out, five cards of B are dealt; then C. When C cannot refill, the game ends.</source>
        <translation>End of the round: gold-bag dice become gold tokens, mask dice infamy tokens; all dice go back to the centre; the market is refilled. When A runs out, five cards of B are dealt; then C. When C cannot refill, the game ends.</translation>
    </message>
    <message>
        <source>Score: card points, 1 per infamy token, most henchman icons 3 (second most 1), most gold tokens 3 (a tie: 1 each). Ties: more cards, then more infamy tokens.</source>
        <translation>Score: card points, 1 per infamy token, most henchman icons 3 (second most 1), most gold tokens 3 (a tie: 1 each). Ties: more cards, then more infamy tokens.</translation>
    </message>
    <message>
        <source>Infamy tokens are secret: only their owner knows how many they have.</source>
        <translation>Infamy tokens are secret: only their owner knows how many they have.</translation>
    </message>
    <message>
        <source>{card} is out of reach: it needs {missing:more matching die or gold token|more matching dice or gold tokens}.</source>
        <translation>{card} is out of reach: it needs {missing:more matching die or gold token|more matching dice or gold tokens}.</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points}; more cards ranks first.</source>
        <translation>{seats} tied on {total:point|points}; more cards ranks first.</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points} and on cards; more infamy tokens ranks first.</source>
        <translation>{seats} tied on {total:point|points} and on cards; more infamy tokens ranks first.</translation>
    </message>
    <message>
        <source>If another pile holds {objects:object|objects} or more after the loot is shared, gain {infamy:infamy token|infamy tokens}.</source>
        <translation>If another pile holds {objects:object|objects} or more after the loot is shared, gain {infamy:infamy token|infamy tokens}.</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for every {set_size:{icon} icon|{icon} icons} (this card counts).</source>
        <translation>At the end: {vp:point|points} for every {set_size:{icon} icon|{icon} icons} (this card counts).</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for every {per:infamy token|infamy tokens}.</source>
        <translation>At the end: {vp:point|points} for every {per:infamy token|infamy tokens}.</translation>
    </message>
    <message>
        <source>Another pile of {objects:object|objects} or more: +{infamy:infamy token|infamy tokens}</source>
        <translation>Another pile of {objects:object|objects} or more: +{infamy:infamy token|infamy tokens}</translation>
    </message>
    <message>
        <source>End: {vp:point|points} per {set_size:{icon} icon|{icon} icons}</source>
        <translation>End: {vp:point|points} per {set_size:{icon} icon|{icon} icons}</translation>
    </message>
    <message>
        <source>End: {vp:point|points} per {per:infamy token|infamy tokens}</source>
        <translation>End: {vp:point|points} per {per:infamy token|infamy tokens}</translation>
    </message>
    <message>
        <source>{n:{face}|{face}}</source>
        <translation>{n:{face}|{face}}</translation>
    </message>
    <message>
        <source>{n:time|times} per round</source>
        <translation>{n:time|times} per round</translation>
    </message>
    <message>
        <source>{times}× a round</source>
        <translation>{times}× a round</translation>
    </message>
    <message>
        <source>Take everything</source>
        <translation>Take everything</translation>
    </message>
    <message>
        <source>Take {dice} from the centre</source>
        <translation>Take {dice} from the centre</translation>
    </message>
    <message>
        <source>Send {dice} back to the centre</source>
        <translation>Send {dice} back to the centre</translation>
    </message>
    <message>
        <source>Put back the pick: {dice}</source>
        <translation>Put back the pick: {dice}</translation>
    </message>
    <message>
        <source>Steal {seat}'s pile</source>
        <translation>Steal {seat}'s pile</translation>
    </message>
    <message>
        <source>Done: take what is picked</source>
        <translation>Done: take what is picked</translation>
    </message>
    <message>
        <source>Done: steal, returning what is picked</source>
        <translation>Done: steal, returning what is picked</translation>
    </message>
    <message>
        <source>Done buying</source>
        <translation>Done buying</translation>
    </message>
    <message>
        <source>Cancel the purchase</source>
        <translation>Cancel the purchase</translation>
    </message>
    <message>
        <source>Cancel: take or steal something else</source>
        <translation>Cancel: take or steal something else</translation>
    </message>
    <message>
        <source>Buy {card}</source>
        <translation>Buy {card}</translation>
    </message>
    <message>
        <source>Pay a {face} gem with a {face} die</source>
        <translation>Pay a {face} gem with a {face} die</translation>
    </message>
    <message>
        <source>Pay a {face} gem with a gold token</source>
        <translation>Pay a {face} gem with a gold token</translation>
    </message>
    <message>
        <source>Take a {face} gem off the cost (discount)</source>
        <translation>Take a {face} gem off the cost (discount)</translation>
    </message>
    <message>
        <source>{card}: a die becomes {face}</source>
        <translation>{card}: a die becomes {face}</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Use {card}</translation>
    </message>
    <message>
        <source>{card}: re-roll a {face} die</source>
        <translation>{card}: re-roll a {face} die</translation>
    </message>
    <message>
        <source>Do not re-roll the returned {face} die</source>
        <translation>Do not re-roll the returned {face} die</translation>
    </message>
    <message>
        <source>Re-roll no die</source>
        <translation>Re-roll no die</translation>
    </message>
    <message>
        <source>Copy {card}</source>
        <translation>Copy {card}</translation>
    </message>
</context>
<context>
    <name>tm_view</name>
    <message>
        <source>Cost: {cost}</source>
        <translation>Cost: {cost}</translation>
    </message>
    <message>
        <source>Points: {vp} · icons: {icons}</source>
        <translation>Points: {vp} · icons: {icons}</translation>
    </message>
    <message>
        <source>The centre — round {n}</source>
        <translation>The centre — round {n}</translation>
    </message>
    <message>
        <source>A {face} die</source>
        <translation>A {face} die</translation>
    </message>
    <message>
        <source>The start marker: its holder buys first and rolls next round.</source>
        <translation>The start marker: its holder buys first and rolls next round.</translation>
    </message>
    <message>
        <source>Returned from {name}'s pile, to be re-rolled:</source>
        <translation>Returned from {name}'s pile, to be re-rolled:</translation>
    </message>
    <message>
        <source>The market</source>
        <translation>The market</translation>
    </message>
    <message>
        <source>no pile yet</source>
        <translation>no pile yet</translation>
    </message>
    <message>
        <source>Share out the loot</source>
        <translation>Share out the loot</translation>
    </message>
    <message>
        <source>Click one of the returned dice in the centre: it keeps its face; the others are re-rolled.</source>
        <translation>Click one of the returned dice in the centre: it keeps its face; the others are re-rolled.</translation>
    </message>
    <message>
        <source>Buying: {n:purchase|purchases} left</source>
        <translation>Buying: {n:purchase|purchases} left</translation>
    </message>
    <message>
        <source>{above} above · {below} below: scroll, or Enlarge</source>
        <translation>{above} above · {below} below: scroll, or Enlarge</translation>
    </message>
    <message>
        <source>{deck} {n:card|cards}</source>
        <translation>{deck} {n:card|cards}</translation>
    </message>
    <message>
        <source>Left in the decks: {decks}</source>
        <translation>Left in the decks: {decks}</translation>
    </message>
    <message>
        <source>Deck {deck} · {n:card|cards} left to draw</source>
        <translation>Deck {deck} · {n:card|cards} left to draw</translation>
    </message>
    <message>
        <source>{name} · gold {gold} · infamy {infamy} · {cards:card|cards}</source>
        <translation>{name} · gold {gold} · infamy {infamy} · {cards:card|cards}</translation>
    </message>
    <message>
        <source>Enlarge</source>
        <translation>Enlarge</translation>
    </message>
    <message>
        <source>Shows this player's pile and cards large, each card with its whole rule text.</source>
        <translation>Shows this player's pile and cards large, each card with its whole rule text.</translation>
    </message>
    <message>
        <source>Click a die or the start marker in the centre to take it, one at a time; or click another pile to steal it.</source>
        <translation>Click a die or the start marker in the centre to take it, one at a time; or click another pile to steal it.</translation>
    </message>
    <message>
        <source>Picked: {objects}</source>
        <translation>Picked: {objects}</translation>
    </message>
    <message>
        <source>Going back to the centre: {objects}</source>
        <translation>Going back to the centre: {objects}</translation>
    </message>
    <message>
        <source>Undo pick</source>
        <translation>Undo pick</translation>
    </message>
    <message>
        <source>Still to pay for {card}: {cost}</source>
        <translation>Still to pay for {card}: {cost}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <source>Infamy</source>
        <translation>Infamy</translation>
    </message>
    <message>
        <source>Henchmen</source>
        <translation>Henchmen</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Points after each round</source>
        <translation>Points after each round</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>The start marker</source>
        <translation>The start marker</translation>
    </message>
    <message>
        <source>{name}'s pile</source>
        <translation>{name}'s pile</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Apprentice</source>
        <translation>Apprentice</translation>
    </message>
    <message>
        <source>The rules allow that move, but this lesson asks for another one. Try the highlighted move.</source>
        <translation>The rules allow that move, but this lesson asks for another one. Try the highlighted move.</translation>
    </message>
    <message>
        <source>Nothing was played. Read the bubble first, then press Next.</source>
        <translation>Nothing was played. Read the bubble first, then press Next.</translation>
    </message>
    <message>
        <source>Nothing was played. The other players are taking their turns.</source>
        <translation>Nothing was played. The other players are taking their turns.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <source>A short guided game: each step shows what to do and why.</source>
        <translation>A short guided game: each step shows what to do and why.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Step {n} of {total}</translation>
    </message>
    <message>
        <source>Rule: {text}</source>
        <translation>Rule: {text}</translation>
    </message>
    <message>
        <source>Your move: {move}</source>
        <translation>Your move: {move}</translation>
    </message>
    <message>
        <source>The other players take their turns…</source>
        <translation>The other players take their turns…</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Play a real game</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>Back to the menu</translation>
    </message>
    <message>
        <source>If the game ended now: {scores}</source>
        <translation>If the game ended now: {scores}</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>{name} {points} − {solo} (the cards' solo values) = {rating}</source>
        <translation>{name} {points} − {solo} (the cards' solo values) = {rating}</translation>
    </message>
    <message>
        <source>This tutorial could not be opened: {problem}</source>
        <translation>This tutorial could not be opened: {problem}</translation>
    </message>
    <message>
        <source>Nothing was played. The other player is taking their turn.</source>
        <translation>Nothing was played. The other player is taking their turn.</translation>
    </message>
    <message>
        <source>The other player takes their turn…</source>
        <translation>The other player takes their turn…</translation>
    </message>
</context>
<context>
    <name>tutorial_cartographers</name>
    <message>
        <source>You map the land for the Queen. Each turn an explore card is revealed and you draw one of its shapes on your map. Four edicts say what scores; each season scores two of them.</source>
        <translation>You map the land for the Queen. Each turn an explore card is revealed and you draw one of its shapes on your map. Four edicts say what scores; each season scores two of them.</translation>
    </message>
    <message>
        <source>Spring scores edicts A and B, summer B and C, autumn C and D, winter D and A.</source>
        <translation>Spring scores edicts A and B, summer B and C, autumn C and D, winter D and A.</translation>
    </message>
    <message>
        <source>A shape with a coin earns a coin when drawn. Every coin is worth 1 star at each season's scoring.</source>
        <translation>A shape with a coin earns a coin when drawn. Every coin is worth 1 star at each season's scoring.</translation>
    </message>
    <message>
        <source>Confirm your drawing. Then the next card is revealed.</source>
        <translation>Confirm your drawing. Then the next card is revealed.</translation>
    </message>
    <message>
        <source>Draw one shape of the card in one of its terrains, on empty spaces only. It need not touch anything.</source>
        <translation>Draw one shape of the card in one of its terrains, on empty spaces only. It need not touch anything.</translation>
    </message>
    <message>
        <source>Farmland shows two shapes. Draw the small one, which has a coin, as farm: turn it once (R) so it lies flat, then click the map where the move below says.</source>
        <translation>Farmland shows two shapes. Draw the small one, which has a coin, as farm: turn it once (R) so it lies flat, then click the map where the move below says.</translation>
    </message>
    <message>
        <source>Until you confirm, Undo takes the drawing back and you may draw it elsewhere.</source>
        <translation>Until you confirm, Undo takes the drawing back and you may draw it elsewhere.</translation>
    </message>
    <message>
        <source>Fishing Village may be drawn as village or as water. Choose water (T), stand the line of four upright (R), and click where the move below says.</source>
        <translation>Fishing Village may be drawn as village or as water. Choose water (T), stand the line of four upright (R), and click where the move below says.</translation>
    </message>
    <message>
        <source>Hinterland Stream: choose water (T), then turn the shape three times (R) until it matches the yellow outline, and click where the move below says.</source>
        <translation>Hinterland Stream: choose water (T), then turn the shape three times (R) until it matches the yellow outline, and click where the move below says.</translation>
    </message>
    <message>
        <source>Any shape may be turned (R) and flipped (F) as you like. This one looks the same flipped.</source>
        <translation>Any shape may be turned (R) and flipped (F) as you like. This one looks the same flipped.</translation>
    </message>
    <message>
        <source>Confirm. The next cards are an ambush and then a ruins card.</source>
        <translation>Confirm. The next cards are an ambush and then a ruins card.</translation>
    </message>
    <message>
        <source>At each season's scoring, every empty space next to a monster costs 1 star. Fill them to stop the loss.</source>
        <translation>At each season's scoring, every empty space next to a monster costs 1 star. Fill them to stop the loss.</translation>
    </message>
    <message>
        <source>A ruins card came before Marshlands, so this shape must cover an empty ruins space. Turn it twice (R) and draw it as forest on the ruins, where the move below says.</source>
        <translation>A ruins card came before Marshlands, so this shape must cover an empty ruins space. Turn it twice (R) and draw it as forest on the ruins, where the move below says.</translation>
    </message>
    <message>
        <source>Great River: draw the line of three, with its coin, as water where the move below says. The spring's time reaches 8 with it.</source>
        <translation>Great River: draw the line of three, with its coin, as water where the move below says. The spring's time reaches 8 with it.</translation>
    </message>
    <message>
        <source>Summer, autumn and winter follow the same way. After winter's scoring your four seasons are added up, and the solo values printed under the four edicts are taken away.</source>
        <translation>Summer, autumn and winter follow the same way. After winter's scoring your four seasons are added up, and the solo values printed under the four edicts are taken away.</translation>
    </message>
    <message>
        <source>What is left earns a title from the Queen: 30 or more, Legendary Cartographer; 0 or more, Apprentice Surveyor; below 0, lesser titles.</source>
        <translation>What is left earns a title from the Queen: 30 or more, Legendary Cartographer; 0 or more, Apprentice Surveyor; below 0, lesser titles.</translation>
    </message>
    <message>
        <source>If no shape can cover an empty ruins space, you draw a single space anywhere instead.</source>
        <translation>If no shape can cover an empty ruins space, you draw a single space anywhere instead.</translation>
    </message>
    <message>
        <source>A mountain whose four neighbouring spaces are all filled earns a coin too, once.</source>
        <translation>A mountain whose four neighbouring spaces are all filled earns a coin too, once.</translation>
    </message>
    <message>
        <source>Confirm, and spring ends: its two edicts are scored.</source>
        <translation>Confirm, and spring ends: its two edicts are scored.</translation>
    </message>
    <message>
        <source>Spring scored: Shieldgate (A) 0, because you drew no village; Greenbough (B) 6, for rows and columns with forest; 3 stars for your coins; −2 for the empty spaces beside the monster.</source>
        <translation>Spring scored: Shieldgate (A) 0, because you drew no village; Greenbough (B) 6, for rows and columns with forest; 3 stars for your coins; −2 for the empty spaces beside the monster.</translation>
    </message>
    <message>
        <source>Look at the season boxes on your map: each season adds its two edicts, your coins and the monster loss.</source>
        <translation>Look at the season boxes on your map: each season adds its two edicts, your coins and the monster loss.</translation>
    </message>
    <message>
        <source>Ambush! Bugbear Assault sends monsters onto your map. With no neighbour to draw them, the solo rules drew them for you: from a corner, along the map's edge, at the first place they fit. The red frames show where they went: the top right corner.</source>
        <translation>Ambush! Bugbear Assault sends monsters onto your map. With no neighbour to draw them, the solo rules drew them for you: from a corner, along the map's edge, at the first place they fit. The red frames show where they went: the top right corner.</translation>
    </message>
</context>
<context>
    <name>tutorial_star_cartel</name>
    <message>
        <source>You smuggle contraband for the Star Cartel. Each card in your stash will score its cargo's price at the end, so you want a good stash and high prices for what is in it.</source>
        <translation>You smuggle contraband for the Star Cartel. Each card in your stash will score its cargo's price at the end, so you want a good stash and high prices for what is in it.</translation>
    </message>
    <message>
        <source>Every price starts at 3 on the cartel board (1 to 9).</source>
        <translation>Every price starts at 3 on the cartel board (1 to 9).</translation>
    </message>
    <message>
        <source>Load the plants 1 at the bottom of column 1 onto your ship.</source>
        <translation>Load the plants 1 at the bottom of column 1 onto your ship.</translation>
    </message>
    <message>
        <source>You load from the bottom row of the hub only, and you must load while a card fits. The column then moves down and is refilled at the top.</source>
        <translation>You load from the bottom row of the hub only, and you must load while a card fits. The column then moves down and is refilled at the top.</translation>
    </message>
    <message>
        <source>The food 3 has moved down into column 1's bottom space. Load it as your second card.</source>
        <translation>The food 3 has moved down into column 1's bottom space. Load it as your second card.</translation>
    </message>
    <message>
        <source>A second card may come from the same column only. Two cards is the most a turn can load.</source>
        <translation>A second card may come from the same column only. Two cards is the most a turn can load.</translation>
    </message>
    <message>
        <source>Your Courier holds 6 and carries 4. The medicine 4 in column 1 would make 8, so it cannot be loaded. Load the medicine 1 at the bottom of column 2.</source>
        <translation>Your Courier holds 6 and carries 4. The medicine 4 in column 1 would make 8, so it cannot be loaded. Load the medicine 1 at the bottom of column 2.</translation>
    </message>
    <message>
        <source>A load may never go over the ship's capacity.</source>
        <translation>A load may never go over the ship's capacity.</translation>
    </message>
    <message>
        <source>The weapons 1 in column 2 makes your load exactly 6. Load it: a full ship delivers.</source>
        <translation>The weapons 1 in column 2 makes your load exactly 6. Load it: a full ship delivers.</translation>
    </message>
    <message>
        <source>You deliver when the load equals the capacity exactly, or when no hub card fits.</source>
        <translation>You deliver when the load equals the capacity exactly, or when no hub card fits.</translation>
    </message>
    <message>
        <source>Delivery! Your cards form sets by cargo. Food (size 3) is the largest set: its price will go up 2. Plants, medicine and weapons tie for the smallest: you choose. Choose weapons: its price will drop 1.</source>
        <translation>Delivery! Your cards form sets by cargo. Food (size 3) is the largest set: its price will go up 2. Plants, medicine and weapons tie for the smallest: you choose. Choose weapons: its price will drop 1.</translation>
    </message>
    <message>
        <source>Sets compare by total size, not by number of cards. Largest: +2, smallest: −1. Both sets are discarded.</source>
        <translation>Sets compare by total size, not by number of cards. Largest: +2, smallest: −1. Both sets are discarded.</translation>
    </message>
    <message>
        <source>Plants and medicine are left. Stash the plants: they go face down in front of you and score the plants price at the end.</source>
        <translation>Plants and medicine are left. Stash the plants: they go face down in front of you and score the plants price at the end.</translation>
    </message>
    <message>
        <source>One remaining set goes to your stash; only you may look at it. The other sets are discarded.</source>
        <translation>One remaining set goes to your stash; only you may look at it. The other sets are discarded.</translation>
    </message>
    <message>
        <source>After delivering you took the top ship of the shipyard, the Lyra: capacity 7, worth 2 points at the end. Bigger ships come next.</source>
        <translation>After delivering you took the top ship of the shipyard, the Lyra: capacity 7, worth 2 points at the end. Bigger ships come next.</translation>
    </message>
    <message>
        <source>Whoever takes the last ship, the Cassiopeia, ends the game: everyone else has one last turn with an express delivery.</source>
        <translation>Whoever takes the last ship, the Cassiopeia, ends the game: everyone else has one last turn with an express delivery.</translation>
    </message>
    <message>
        <source>That is a whole turn cycle. At the end, each stashed card scores its cargo's price (its size does not count), and each player adds their ship's value. The highest total wins.</source>
        <translation>That is a whole turn cycle. At the end, each stashed card scores its cargo's price (its size does not count), and each player adds their ship's value. The highest total wins.</translation>
    </message>
    <message>
        <source>Ties: more contraband points, then more from a single cargo, then fewer cards.</source>
        <translation>Ties: more contraband points, then more from a single cargo, then fewer cards.</translation>
    </message>
</context>
<context>
    <name>tutorial_star_trek</name>
    <message>
        <source>You command the Federation from Earth; Ada plays the Borg. Complete your missions to score, past her dilemmas.</source>
        <translation>You command the Federation from Earth; Ada plays the Borg. Complete your missions to score, past her dilemmas.</translation>
    </message>
    <message>
        <source>Win with 100 points and a planet and a space mission completed.</source>
        <translation>Win with 100 points and a planet and a space mission completed.</translation>
    </message>
    <message>
        <source>Each turn gives you 7 counters. Play the U.S.S. Excelsior for 4: it will carry your crew.</source>
        <translation>Each turn gives you 7 counters. Play the U.S.S. Excelsior for 4: it will carry your crew.</translation>
    </message>
    <message>
        <source>The Excelsior needs three Staff icons aboard to fly. Play Rixx for 1: Command fills a Staff place.</source>
        <translation>The Excelsior needs three Staff icons aboard to fly. Play Rixx for 1: Command fills a Staff place.</translation>
    </message>
    <message>
        <source>Play Lian T'su for 1: a Staff icon, and Navigation, which Vaytan needs.</source>
        <translation>Play Lian T'su for 1: a Staff icon, and Navigation, which Vaytan needs.</translation>
    </message>
    <message>
        <source>Play Daniel Kwan with your last counter: a third Staff icon, and Engineer.</source>
        <translation>Play Daniel Kwan with your last counter: a third Staff icon, and Engineer.</translation>
    </message>
    <message>
        <source>You must spend all 7 counters while your deck has cards; 1 counter draws a card.</source>
        <translation>You must spend all 7 counters while your deck has cards; 1 counter draws a card.</translation>
    </message>
    <message>
        <source>All spent. End the play segment: orders (beam, move, attempt) come next and cost nothing.</source>
        <translation>All spent. End the play segment: orders (beam, move, attempt) come next and cost nothing.</translation>
    </message>
    <message>
        <source>Your crew stands on Earth. Beam Rixx aboard the Excelsior to staff it.</source>
        <translation>Your crew stands on Earth. Beam Rixx aboard the Excelsior to staff it.</translation>
    </message>
    <message>
        <source>Beaming moves unstopped personnel between a surface and a ship at the same mission.</source>
        <translation>Beaming moves unstopped personnel between a surface and a ship at the same mission.</translation>
    </message>
    <message>
        <source>Beam Lian T'su aboard: a second Staff icon.</source>
        <translation>Beam Lian T'su aboard: a second Staff icon.</translation>
    </message>
    <message>
        <source>Beam Daniel Kwan aboard: the Excelsior is staffed.</source>
        <translation>Beam Daniel Kwan aboard: the Excelsior is staffed.</translation>
    </message>
    <message>
        <source>A ship is staffed when unstopped crew aboard cover its icons, one of its affiliation.</source>
        <translation>A ship is staffed when unstopped crew aboard cover its icons, one of its affiliation.</translation>
    </message>
    <message>
        <source>Fly to Vaytan, a space mission worth 35. It costs 5 of the Excelsior's 8 Range.</source>
        <translation>Fly to Vaytan, a space mission worth 35. It costs 5 of the Excelsior's 8 Range.</translation>
    </message>
    <message>
        <source>A move costs both missions' spans added. Range comes back each turn.</source>
        <translation>A move costs both missions' spans added. Range comes back each turn.</translation>
    </message>
    <message>
        <source>Attempt Vaytan. Three cannot meet its requirements, but each dilemma overcome now eases the next try.</source>
        <translation>Attempt Vaytan. Three cannot meet its requirements, but each dilemma overcome now eases the next try.</translation>
    </message>
    <message>
        <source>Ada draws one dilemma per attempting personnel, less those overcome there, and may spend that much.</source>
        <translation>Ada draws one dilemma per attempting personnel, less those overcome there, and may spend that much.</translation>
    </message>
    <message>
        <source>The first of Ada's secret dilemmas is Command Decisions: stop one with Leadership or Officer. Stop Rixx: Vaytan needs Lian T'su's Navigation.</source>
        <translation>The first of Ada's secret dilemmas is Command Decisions: stop one with Leadership or Officer. Stop Rixx: Vaytan needs Lian T'su's Navigation.</translation>
    </message>
    <message>
        <source>The rules allow that, but Vaytan needs Lian T'su's Navigation. Stop Rixx.</source>
        <translation>The rules allow that, but Vaytan needs Lian T'su's Navigation. Stop Rixx.</translation>
    </message>
    <message>
        <source>Overcome dilemmas stay beneath Vaytan and lower the next draw. A failed attempt stops crew and ship.</source>
        <translation>Overcome dilemmas stay beneath Vaytan and lower the next draw. A failed attempt stops crew and ship.</translation>
    </message>
    <message>
        <source>Ada played two drones and drew three: eight cards as her turn ended, so she discarded one.</source>
        <translation>Ada played two drones and drew three: eight cards as her turn ended, so she discarded one.</translation>
    </message>
    <message>
        <source>At the end of your turn, discard down to 7; then stopped cards unstop.</source>
        <translation>At the end of your turn, discard down to 7; then stopped cards unstop.</translation>
    </message>
    <message>
        <source>A stopped card turns grey, its mark struck with a slanted bar: it leaves the attempt and cannot beam or staff.</source>
        <translation>A stopped card turns grey, its mark struck with a slanted bar: it leaves the attempt and cannot beam or staff.</translation>
    </message>
    <message>
        <source>Ada chose her dilemmas in secret: two lie face down at Vaytan. Press Next to reveal the first.</source>
        <translation>Ada chose her dilemmas in secret: two lie face down at Vaytan. Press Next to reveal the first.</translation>
    </message>
    <message>
        <source>Dilemmas are faced one at a time, top first; each does what it says, then the next.</source>
        <translation>Dilemmas are faced one at a time, top first; each does what it says, then the next.</translation>
    </message>
    <message>
        <source>Rixx is stopped, and Command Decisions lies overcome beneath Vaytan. Next reveals the second dilemma.</source>
        <translation>Rixx is stopped, and Command Decisions lies overcome beneath Vaytan. Next reveals the second dilemma.</translation>
    </message>
    <message>
        <source>Systems Diagnostic stopped Daniel Kwan, the only one with Engineer or Programming. Next checks Vaytan's requirements against Lian T'su alone.</source>
        <translation>Systems Diagnostic stopped Daniel Kwan, the only one with Engineer or Programming. Next checks Vaytan's requirements against Lian T'su alone.</translation>
    </message>
    <message>
        <source>Only the crew still unstopped after the dilemmas count for the mission's requirements.</source>
        <translation>Only the crew still unstopped after the dilemmas count for the mission's requirements.</translation>
    </message>
    <message>
        <source>Alone, Lian T'su missed Vaytan's requirements: the attempt failed. End your orders.</source>
        <translation>Alone, Lian T'su missed Vaytan's requirements: the attempt failed. End your orders.</translation>
    </message>
    <message>
        <source>Your crew is ready again. Trivas System needs Engineer, Geology, Physics, Science and Cunning over 34. Play Davies: Geology, Physics, Science.</source>
        <translation>Your crew is ready again. Trivas System needs Engineer, Geology, Physics, Science and Cunning over 34. Play Davies: Geology, Physics, Science.</translation>
    </message>
    <message>
        <source>Your hand is empty: draw a card for 1 counter.</source>
        <translation>Your hand is empty: draw a card for 1 counter.</translation>
    </message>
    <message>
        <source>3 Range is too little to fly on. End your orders.</source>
        <translation>3 Range is too little to fly on. End your orders.</translation>
    </message>
    <message>
        <source>You drew two Mission Briefings: interrupts, kept for the attempt. Play your second Davies.</source>
        <translation>You drew two Mission Briefings: interrupts, kept for the attempt. Play your second Davies.</translation>
    </message>
    <message>
        <source>Nine aboard, Cunning 48. Fly to Trivas System for 5 Range.</source>
        <translation>Nine aboard, Cunning 48. Fly to Trivas System for 5 Range.</translation>
    </message>
    <message>
        <source>Attempt Trivas System: Ada may spend 9 on dilemmas.</source>
        <translation>Attempt Trivas System: Ada may spend 9 on dilemmas.</translation>
    </message>
    <message>
        <source>Ada chose whom Wavefront stops: Lian T'su. Next.</source>
        <translation>Ada chose whom Wavefront stops: Lian T'su. Next.</translation>
    </message>
    <message>
        <source>Mission Briefing may be played now, but Pinned Down stops one at random: no skill helps. Pass.</source>
        <translation>Mission Briefing may be played now, but Pinned Down stops one at random: no skill helps. Pass.</translation>
    </message>
    <message>
        <source>Pinned Down stopped Lopez, your only Biology. Next.</source>
        <translation>Pinned Down stopped Lopez, your only Biology. Next.</translation>
    </message>
    <message>
        <source>An Old Debt kills Rixx, your Leadership, unless the crew has Biology, Physics and Cunning over 32. Play Mission Briefing.</source>
        <translation>An Old Debt kills Rixx, your Leadership, unless the crew has Biology, Physics and Cunning over 32. Play Mission Briefing.</translation>
    </message>
    <message>
        <source>An interrupt costs no counters and is played when its moment comes, even mid-attempt.</source>
        <translation>An interrupt costs no counters and is played when its moment comes, even mid-attempt.</translation>
    </message>
    <message>
        <source>It costs another card from hand: discard D'Arsay Archive.</source>
        <translation>It costs another card from hand: discard D'Arsay Archive.</translation>
    </message>
    <message>
        <source>Lend Rixx stopped Lopez's skills: Biology, for this dilemma.</source>
        <translation>Lend Rixx stopped Lopez's skills: Biology, for this dilemma.</translation>
    </message>
    <message>
        <source>One is enough: keep the other. Pass.</source>
        <translation>One is enough: keep the other. Pass.</translation>
    </message>
    <message>
        <source>Rixx's borrowed Biology met An Old Debt: no one died. Next checks Trivas System.</source>
        <translation>Rixx's borrowed Biology met An Old Debt: no one died. Next checks Trivas System.</translation>
    </message>
    <message>
        <source>The seven unstopped have Engineer, Geology, Physics, Science and Cunning 38: Trivas System is completed, 35 points.</source>
        <translation>The seven unstopped have Engineer, Geology, Physics, Science and Cunning 38: Trivas System is completed, 35 points.</translation>
    </message>
    <message>
        <source>A completed mission cannot be attempted again.</source>
        <translation>A completed mission cannot be attempted again.</translation>
    </message>
    <message>
        <source>Ada attempts Adelaar System with four drones: you draw four of your dilemmas and may spend 4. Choose Pinned Down, for 2.</source>
        <translation>Ada attempts Adelaar System with four drones: you draw four of your dilemmas and may spend 4. Choose Pinned Down, for 2.</translation>
    </message>
    <message>
        <source>A space mission takes only space and dual dilemmas.</source>
        <translation>A space mission takes only space and dual dilemmas.</translation>
    </message>
    <message>
        <source>The other two cost 3: the 2 left buy nothing. Until Done a pick can be taken back: take it back.</source>
        <translation>The other two cost 3: the 2 left buy nothing. Until Done a pick can be taken back: take it back.</translation>
    </message>
    <message>
        <source>No drone has 2 Biology or 2 Medical. Stop the Opposition Drone: Security, which Adelaar System needs.</source>
        <translation>No drone has 2 Biology or 2 Medical. Stop the Opposition Drone: Security, which Adelaar System needs.</translation>
    </message>
    <message>
        <source>Ada's drones missed Adelaar System. You have 35 points; a planet is still to do: fly to Lapideas System, worth 30, and beam the crew down. Geology, Physics, Science and Cunning 48 meet it; two Geology add 5.</source>
        <translation>Ada's drones missed Adelaar System. You have 35 points; a planet is still to do: fly to Lapideas System, worth 30, and beam the crew down. Geology, Physics, Science and Cunning 48 meet it; two Geology add 5.</translation>
    </message>
    <message>
        <source>Play Barron for 1: more Geology and Cunning.</source>
        <translation>Play Barron for 1: more Geology and Cunning.</translation>
    </message>
    <message>
        <source>Play Lopez for 1: Biology, Honor and Security.</source>
        <translation>Play Lopez for 1: Biology, Honor and Security.</translation>
    </message>
    <message>
        <source>Draw again for 1 counter.</source>
        <translation>Draw again for 1 counter.</translation>
    </message>
    <message>
        <source>All 7 counters are spent: end the play segment.</source>
        <translation>All 7 counters are spent: end the play segment.</translation>
    </message>
    <message>
        <source>Fly the Excelsior home to Earth to fetch them: 5 Range of its 8.</source>
        <translation>Fly the Excelsior home to Earth to fetch them: 5 Range of its 8.</translation>
    </message>
    <message>
        <source>Beam the new personnel aboard the Excelsior.</source>
        <translation>Beam the new personnel aboard the Excelsior.</translation>
    </message>
    <message>
        <source>Draw a card: 6 counters are left.</source>
        <translation>Draw a card: 6 counters are left.</translation>
    </message>
    <message>
        <source>A second Daniel Kwan: play him at once for 1, a second Engineer.</source>
        <translation>A second Daniel Kwan: play him at once for 1, a second Engineer.</translation>
    </message>
    <message>
        <source>Rabal came up: play him for 2. He is Non-Aligned, which Earth admits.</source>
        <translation>Rabal came up: play him for 2. He is Non-Aligned, which Earth admits.</translation>
    </message>
    <message>
        <source>Spend your last counter on a draw.</source>
        <translation>Spend your last counter on a draw.</translation>
    </message>
    <message>
        <source>Ada stacked three dilemmas in secret. Next reveals the first.</source>
        <translation>Ada stacked three dilemmas in secret. Next reveals the first.</translation>
    </message>
    <message>
        <source>Choose who faces the dilemma with borrowed skills: Rixx.</source>
        <translation>Choose who faces the dilemma with borrowed skills: Rixx.</translation>
    </message>
    <message>
        <source>End your orders: Ada's turn comes.</source>
        <translation>End your orders: Ada's turn comes.</translation>
    </message>
    <message>
        <source>Choose Recurring Injury for 3: you, its owner, choose whom it stops, not chance.</source>
        <translation>Choose Recurring Injury for 3: you, its owner, choose whom it stops, not chance.</translation>
    </message>
    <message>
        <source>Press Done: your stack goes face down at Adelaar System.</source>
        <translation>Press Done: your stack goes face down at Adelaar System.</translation>
    </message>
    <message>
        <source>Learn to play: battles</source>
        <translation>Learn to play: battles</translation>
    </message>
    <message>
        <source>A guided game of battles: engagements, personnel combat, damage and equipment.</source>
        <translation>A guided game of battles: engagements, personnel combat, damage and equipment.</translation>
    </message>
    <message>
        <source>A lesson in battles. You command the Federation from Earth; Ada's Borg will come to Lapideas System, your planet mission.</source>
        <translation>A lesson in battles. You command the Federation from Earth; Ada's Borg will come to Lapideas System, your planet mission.</translation>
    </message>
    <message>
        <source>Only cards start a battle: an event in your core, used as an order. No battle is fought at a headquarters.</source>
        <translation>Only cards start a battle: an event in your core, used as an order. No battle is fought at a headquarters.</translation>
    </message>
    <message>
        <source>Play the U.S.S. Excelsior, T'Lara and Van Orton for your 7 counters, then end play and orders: two aboard cannot staff the ship yet.</source>
        <translation>Play the U.S.S. Excelsior, T'Lara and Van Orton for your 7 counters, then end play and orders: two aboard cannot staff the ship yet.</translation>
    </message>
    <message>
        <source>Ada played a Borg Sphere and two drones. Play William T. Riker, Robin Lefler, Rabal and the Tricorder, then end play.</source>
        <translation>Ada played a Borg Sphere and two drones. Play William T. Riker, Robin Lefler, Rabal and the Tricorder, then end play.</translation>
    </message>
    <message>
        <source>Equipment is played at your headquarters and helps your personnel present with it: the Tricorder gives your Science personnel Geology.</source>
        <translation>Equipment is played at your headquarters and helps your personnel present with it: the Tricorder gives your Science personnel Geology.</translation>
    </message>
    <message>
        <source>Beam your five personnel and the Tricorder aboard the U.S.S. Excelsior, then fly to Lapideas System.</source>
        <translation>Beam your five personnel and the Tricorder aboard the U.S.S. Excelsior, then fly to Lapideas System.</translation>
    </message>
    <message>
        <source>Equipment beams like personnel and travels with its ship.</source>
        <translation>Equipment beams like personnel and travels with its ship.</translation>
    </message>
    <message>
        <source>Beam everyone down to Lapideas System, the Tricorder too: it helps only the crew on the same surface.</source>
        <translation>Beam everyone down to Lapideas System, the Tricorder too: it helps only the crew on the same surface.</translation>
    </message>
    <message>
        <source>Attempt Lapideas System: Geology, Physics, Science and Cunning over 30. Ada has no dilemmas in this lesson.</source>
        <translation>Attempt Lapideas System: Geology, Physics, Science and Cunning over 30. Ada has no dilemmas in this lesson.</translation>
    </message>
    <message>
        <source>Nobody here has Geology printed, but Van Orton has Science: with the Tricorder he has Geology too.</source>
        <translation>Nobody here has Geology printed, but Van Orton has Science: with the Tricorder he has Geology too.</translation>
    </message>
    <message>
        <source>Completed, 30 points: the Tricorder's Geology counted for the requirements. End your orders.</source>
        <translation>Completed, 30 points: the Tricorder's Geology counted for the requirements. End your orders.</translation>
    </message>
    <message>
        <source>Ada's Borg Sphere came to Lapideas System and left a drone on its surface. Draw your last three cards, then play Cry "Havoc!" and the Starfleet Type-2 Phaser.</source>
        <translation>Ada's Borg Sphere came to Lapideas System and left a drone on its surface. Draw your last three cards, then play Cry "Havoc!" and the Starfleet Type-2 Phaser.</translation>
    </message>
    <message>
        <source>An event that starts battles stays in your core until you use it as an order.</source>
        <translation>An event that starts battles stays in your core until you use it as an order.</translation>
    </message>
    <message>
        <source>Staff the U.S.S. Excelsior with T'Lara, William T. Riker and Robin Lefler, fetch the Phaser from Earth and beam it down to Lapideas System.</source>
        <translation>Staff the U.S.S. Excelsior with T'Lara, William T. Riker and Robin Lefler, fetch the Phaser from Earth and beam it down to Lapideas System.</translation>
    </message>
    <message>
        <source>Use Cry "Havoc!": the U.S.S. Excelsior, with T'Lara's Leadership aboard, engages the Borg Sphere.</source>
        <translation>Use Cry "Havoc!": the U.S.S. Excelsior, with T'Lara's Leadership aboard, engages the Borg Sphere.</translation>
    </message>
    <message>
        <source>An engagement sets the beginner's Weapons against the target's Shields: the strictly higher total wins.</source>
        <translation>An engagement sets the beginner's Weapons against the target's Shields: the strictly higher total wins.</translation>
    </message>
    <message>
        <source>Equal totals win nobody. After a battle the beginner's ship and crew are stopped; the defender's are not.</source>
        <translation>Equal totals win nobody. After a battle the beginner's ship and crew are stopped; the defender's are not.</translation>
    </message>
    <message>
        <source>Ada's Borg Cutting Beam won, 10 against 7: William T. Riker was taken aboard her Sphere, and the Beam lies on the U.S.S. Excelsior as damage. Play Brutal Struggle.</source>
        <translation>Ada's Borg Cutting Beam won, 10 against 7: William T. Riker was taken aboard her Sphere, and the Beam lies on the U.S.S. Excelsior as damage. Play Brutal Struggle.</translation>
    </message>
    <message>
        <source>This damage card takes 2 from the ship's Range, Weapons and Shields. A second damage card destroys it.</source>
        <translation>This damage card takes 2 from the ship's Range, Weapons and Shields. A second damage card destroys it.</translation>
    </message>
    <message>
        <source>Beam T'Lara and Robin Lefler down to Lapideas System, where Ada's Cartography Drone stands.</source>
        <translation>Beam T'Lara and Robin Lefler down to Lapideas System, where Ada's Cartography Drone stands.</translation>
    </message>
    <message>
        <source>Use Brutal Struggle: T'Lara's Leadership starts a personnel combat against the Cartography Drone.</source>
        <translation>Use Brutal Struggle: T'Lara's Leadership starts a personnel combat against the Cartography Drone.</translation>
    </message>
    <message>
        <source>Every unstopped personnel of yours on that surface attacks: total Strength against total Strength.</source>
        <translation>Every unstopped personnel of yours on that surface attacks: total Strength against total Strength.</translation>
    </message>
    <message>
        <source>A hand weapon counts only in a personnel combat, never for a mission.</source>
        <translation>A hand weapon counts only in a personnel combat, never for a mission.</translation>
    </message>
    <message>
        <source>Ada's second Borg Cutting Beam destroyed the U.S.S. Excelsior: two damage cards destroy a ship, and everyone aboard dies with it. Your crew had beamed down in time.</source>
        <translation>Ada's second Borg Cutting Beam destroyed the U.S.S. Excelsior: two damage cards destroy a ship, and everyone aboard dies with it. Your crew had beamed down in time.</translation>
    </message>
    <message>
        <source>Weapons 7 against Shields 9: you lost, and Cry "Havoc!" is discarded. Press Next.</source>
        <translation>Weapons 7 against Shields 9: you lost, and Cry "Havoc!" is discarded. Press Next.</translation>
    </message>
    <message>
        <source>The battle is over: the U.S.S. Excelsior and its crew are stopped. End your orders.</source>
        <translation>The battle is over: the U.S.S. Excelsior and its crew are stopped. End your orders.</translation>
    </message>
    <message>
        <source>Strength 19, and the Phaser adds 1 for each of your three Federation personnel: 22 against 5. You won: a defender at random is killed. Press Next.</source>
        <translation>Strength 19, and the Phaser adds 1 for each of your three Federation personnel: 22 against 5. You won: a defender at random is killed. Press Next.</translation>
    </message>
    <message>
        <source>The Cartography Drone is killed, and your attackers are stopped. End your orders.</source>
        <translation>The Cartography Drone is killed, and your attackers are stopped. End your orders.</translation>
    </message>
</context>
<context>
    <name>tutorial_starfarers</name>
    <message>
        <source>A turn has three phases: production, then trade and build, then flight.</source>
        <translation>A turn has three phases: production, then trade and build, then flight.</translation>
    </message>
    <message>
        <source>Planets showing the roll produce 1 card per colony or spaceport on their corners. Then, up to 7 VP, you draw 2 from the reserve pile.</source>
        <translation>Planets showing the roll produce 1 card per colony or spaceport on their corners. Then, up to 7 VP, you draw 2 from the reserve pile.</translation>
    </message>
    <message>
        <source>The supply gives 1 card of your choice for 3 of one kind, or for 2 goods.</source>
        <translation>The supply gives 1 card of your choice for 3 of one kind, or for 2 goods.</translation>
    </message>
    <message>
        <source>Now shake the mothership: it sets your speed.</source>
        <translation>Now shake the mothership: it sets your speed.</translation>
    </message>
    <message>
        <source>Two of its five balls drop out: blue 1, yellow 2 and red 3 add up to your base speed. Black: an encounter, and base speed 3.</source>
        <translation>Two of its five balls drop out: blue 1, yellow 2 and red 3 add up to your base speed. Black: an encounter, and base speed 3.</translation>
    </message>
    <message>
        <source>Next to face-down discs, all three turn face up. A pirate base or ice planet blocks colonies beside it until cleared.</source>
        <translation>Next to face-down discs, all three turn face up. A pirate base or ice planet blocks colonies beside it until cleared.</translation>
    </message>
    <message>
        <source>You play red. Your spaceport stands in Colonies B with your colony ship beside it; your two colonies are in Colonies A and Colonies D. A colony scores 1 VP and a spaceport 2, so you start with 4. Reach 15 VP on your own turn to win.</source>
        <translation>You play red. Your spaceport stands in Colonies B with your colony ship beside it; your two colonies are in Colonies A and Colonies D. A colony scores 1 VP and a spaceport 2, so you start with 4. Reach 15 VP on your own turn to win.</translation>
    </message>
    <message>
        <source>You go first. Production comes first: roll the dice.</source>
        <translation>You go first. Production comes first: roll the dice.</translation>
    </message>
    <message>
        <source>The 11 paid you food; the reserve pile gave ore and carbon. A trade ship costs 1 ore, 1 fuel and 2 goods, and you have 1 goods. Ask the other players: open an offer.</source>
        <translation>The 11 paid you food; the reserve pile gave ore and carbon. A trade ship costs 1 ore, 1 fuel and 2 goods, and you have 1 goods. Ask the other players: open an offer.</translation>
    </message>
    <message>
        <source>Only the player whose turn it is trades, in the trade and build phase. Any ratio goes, but both sides give at least 1 card.</source>
        <translation>Only the player whose turn it is trades, in the trade and build phase. Any ratio goes, but both sides give at least 1 card.</translation>
    </message>
    <message>
        <source>Offer 1 carbon: you hold 2, and a trade ship needs none.</source>
        <translation>Offer 1 carbon: you hold 2, and a trade ship needs none.</translation>
    </message>
    <message>
        <source>Ask for 1 goods in return.</source>
        <translation>Ask for 1 goods in return.</translation>
    </message>
    <message>
        <source>Send the offer to Ada and Bruno.</source>
        <translation>Send the offer to Ada and Bruno.</translation>
    </message>
    <message>
        <source>Each other player accepts, passes, or proposes a trade of their own: a counter-offer. Answers are public.</source>
        <translation>Each other player accepts, passes, or proposes a trade of their own: a counter-offer. Answers are public.</translation>
    </message>
    <message>
        <source>Bruno passed. Ada counters: her 1 goods for 2 carbon. Take her counter-offer: a trade ship needs no carbon.</source>
        <translation>Bruno passed. Ada counters: her 1 goods for 2 carbon. Take her counter-offer: a trade ship needs no carbon.</translation>
    </message>
    <message>
        <source>You take one answer at most, or none; only you close a trade.</source>
        <translation>You take one answer at most, or none; only you close a trade.</translation>
    </message>
    <message>
        <source>Now you hold 1 ore, 1 fuel and 2 goods. Build a trade ship on your spaceport's free site.</source>
        <translation>Now you hold 1 ore, 1 fuel and 2 goods. Build a trade ship on your spaceport's free site.</translation>
    </message>
    <message>
        <source>Ships are built on the free sites beside your own spaceports, and may fly the same turn. A trade ship carries a trade station to an alien outpost.</source>
        <translation>Ships are built on the free sites beside your own spaceports, and may fly the same turn. A trade ship carries a trade station to an alien outpost.</translation>
    </message>
    <message>
        <source>Yellow and yellow: base speed 4, plus your booster, 5. The Green Folk outpost is 16 steps to the right: fly the trade ship 5 steps toward it, one point at a time, until your speed is used up.</source>
        <translation>Yellow and yellow: base speed 4, plus your booster, 5. The Green Folk outpost is 16 steps to the right: fly the trade ship 5 steps toward it, one point at a time, until your speed is used up.</translation>
    </message>
    <message>
        <source>A ship may pass other pieces but may not end its flight on one, nor may a trade ship end on a colony site.</source>
        <translation>A ship may pass other pieces but may not end its flight on one, nor may a trade ship end on a colony site.</translation>
    </message>
    <message>
        <source>End the flight: the dice pass to Bruno.</source>
        <translation>End the flight: the dice pass to Bruno.</translation>
    </message>
    <message>
        <source>The other players' rolls pay your colonies too. Only the player who rolls draws from the reserve pile.</source>
        <translation>The other players' rolls pay your colonies too. Only the player who rolls draws from the reserve pile.</translation>
    </message>
    <message>
        <source>Your turn again: roll the dice.</source>
        <translation>Your turn again: roll the dice.</translation>
    </message>
    <message>
        <source>From 8 VP you draw 1 card from the reserve pile, from 10 VP none.</source>
        <translation>From 8 VP you draw 1 card from the reserve pile, from 10 VP none.</translation>
    </message>
    <message>
        <source>An outpost needs a freight pod on your mothership (2 ore), and you hold 1 ore. Keep your cards and shake.</source>
        <translation>An outpost needs a freight pod on your mothership (2 ore), and you hold 1 ore. Keep your cards and shake.</translation>
    </message>
    <message>
        <source>The sixth step reaches System 4 and explores it.</source>
        <translation>The sixth step reaches System 4 and explores it.</translation>
    </message>
    <message>
        <source>System 4 holds a pirate base 4: 4 cannons beat it. End the flight here, beside the fuel planet.</source>
        <translation>System 4 holds a pirate base 4: 4 cannons beat it. End the flight here, beside the fuel planet.</translation>
    </message>
    <message>
        <source>The others' rolls paid you well: you hold 8 cards. Roll the dice.</source>
        <translation>The others' rolls paid you well: you hold 8 cards. Roll the dice.</translation>
    </message>
    <message>
        <source>On a 7 no planet produces, and everyone holding more than 7 cards returns half, rounded down.</source>
        <translation>On a 7 no planet produces, and everyone holding more than 7 cards returns half, rounded down.</translation>
    </message>
    <message>
        <source>Now rob: take 1 card at random from an opponent. Ada and Bruno hold 3 each; take one from Ada.</source>
        <translation>Now rob: take 1 card at random from an opponent. Ada and Bruno hold 3 each; take one from Ada.</translation>
    </message>
    <message>
        <source>Then each opponent draws 1 card from the reserve pile, and you make your own draw.</source>
        <translation>Then each opponent draws 1 card from the reserve pile, and you make your own draw.</translation>
    </message>
    <message>
        <source>Ada's card was goods, and the reserve pile gave fuel and goods. Trade with the supply: 2 goods for the ore you lack.</source>
        <translation>Ada's card was goods, and the reserve pile gave fuel and goods. Trade with the supply: 2 goods for the ore you lack.</translation>
    </message>
    <message>
        <source>A trade station needs more freight pods than the stations already at that outpost: the first needs 1.</source>
        <translation>A trade station needs more freight pods than the stations already at that outpost: the first needs 1.</translation>
    </message>
    <message>
        <source>A trade ship that ends its flight on an outpost's docking point must found its trade station there.</source>
        <translation>A trade ship that ends its flight on an outpost's docking point must found its trade station there.</translation>
    </message>
    <message>
        <source>A spaceport scores 2 VP and produces 1 card, like a colony. Ships are built beside it. At most 3.</source>
        <translation>A spaceport scores 2 VP and produces 1 card, like a colony. Ships are built beside it. At most 3.</translation>
    </message>
    <message>
        <source>Shake the mothership for the last flight.</source>
        <translation>Shake the mothership for the last flight.</translation>
    </message>
    <message>
        <source>Black: an encounter! Pirate Raiders close in on your fleet. Try to outrun them: answer yes.</source>
        <translation>Black: an encounter! Pirate Raiders close in on your fleet. Try to outrun them: answer yes.</translation>
    </message>
    <message>
        <source>Outrunning is a contest of speed with the player on your right: each adds two balls and their boosters, and you win ties. Caught, you fight with cannons.</source>
        <translation>Outrunning is a contest of speed with the player on your right: each adds two balls and their boosters, and you win ties. Caught, you fight with cannons.</translation>
    </message>
    <message>
        <source>4 against Ada's 4: you got away. Step onto the Green Folk's docking point.</source>
        <translation>4 against Ada's 4: you got away. Step onto the Green Folk's docking point.</translation>
    </message>
    <message>
        <source>After an encounter the base speed is 3, whatever the other ball.</source>
        <translation>After an encounter the base speed is 3, whatever the other ball.</translation>
    </message>
    <message>
        <source>Found the trade station: your 1 freight pod is more than the 0 stations here.</source>
        <translation>Found the trade station: your 1 freight pod is more than the 0 stations here.</translation>
    </message>
    <message>
        <source>The first trade station at an outpost takes its friendship marker, 2 VP. It moves only to a player with more stations there.</source>
        <translation>The first trade station at an outpost takes its friendship marker, 2 VP. It moves only to a player with more stations there.</translation>
    </message>
    <message>
        <source>A friendship card works at once and for the rest of the game. Each card is unique.</source>
        <translation>A friendship card works at once and for the rest of the game. Each card is unique.</translation>
    </message>
    <message>
        <source>You have 7 VP: 1 colony, 2 spaceports and the Green Folk's friendship marker. More colonies, stations and fame take you to 15.</source>
        <translation>You have 7 VP: 1 colony, 2 spaceports and the Green Folk's friendship marker. More colonies, stations and fame take you to 15.</translation>
    </message>
    <message>
        <source>Beating a pirate base or terraforming an ice planet scores 1 VP; every 2 fame medal pieces score 1 VP.</source>
        <translation>Beating a pirate base or terraforming an ice planet scores 1 VP; every 2 fame medal pieces score 1 VP.</translation>
    </message>
    <message>
        <source>Yellow and red: base 5, plus the booster, speed 6. Fly five steps on toward the outpost, past System 1.</source>
        <translation>Yellow and red: base 5, plus the booster, speed 6. Fly five steps on toward the outpost, past System 1.</translation>
    </message>
    <message>
        <source>A 7! You hold 8 cards, more than 7: return half, 4 cards of your choice. Keep the ore for a freight pod and the carbon and food for a spaceport: return your 2 fuel and 2 goods.</source>
        <translation>A 7! You hold 8 cards, more than 7: return half, 4 cards of your choice. Keep the ore for a freight pod and the carbon and food for a spaceport: return your 2 fuel and 2 goods.</translation>
    </message>
    <message>
        <source>Build a freight pod with your 2 ore, then shake the mothership.</source>
        <translation>Build a freight pod with your 2 ore, then shake the mothership.</translation>
    </message>
    <message>
        <source>Blue and yellow: base 3, speed 4. Fly four steps up past System 4's fuel planet, to beside the outpost, and end the flight there: its docking point, one step further, is for your next flight.</source>
        <translation>Blue and yellow: base 3, speed 4. Fly four steps up past System 4's fuel planet, to beside the outpost, and end the flight there: its docking point, one step further, is for your next flight.</translation>
    </message>
    <message>
        <source>Roll the dice. Then you hold 3 carbon and 4 food: upgrade your colony in Colonies D to a spaceport, for 3 carbon and 2 food, and 1 VP more.</source>
        <translation>Roll the dice. Then you hold 3 carbon and 4 food: upgrade your colony in Colonies D to a spaceport, for 3 carbon and 2 food, and 1 VP more.</translation>
    </message>
    <message>
        <source>Choose 1 Green Folk friendship card: take Ore Harvest, one more ore whenever planets pay you ore. Then end the flight, and the lesson's last turn.</source>
        <translation>Choose 1 Green Folk friendship card: take Ore Harvest, one more ore whenever planets pay you ore. Then end the flight, and the lesson's last turn.</translation>
    </message>
</context>
<context>
    <name>tutorial_thiefs_market</name>
    <message>
        <source>The dice and the start marker are the objects. Dice keep their faces when taken.</source>
        <translation>The dice and the start marker are the objects. Dice keep their faces when taken.</translation>
    </message>
    <message>
        <source>On your turn you take objects from the centre, or steal a whole pile. Steal Ada's pile.</source>
        <translation>On your turn you take objects from the centre, or steal a whole pile. Steal Ada's pile.</translation>
    </message>
    <message>
        <source>Only a pile of two or more objects can be stolen. The thief keeps at least one and returns at least one.</source>
        <translation>Only a pile of two or more objects can be stolen. The thief keeps at least one and returns at least one.</translation>
    </message>
    <message>
        <source>Each round the loot dice are shared out, then everyone buys market cards with them. Ada rolled every die and took a blue die, two mask dice and the start marker: that is her pile.</source>
        <translation>Each round the loot dice are shared out, then everyone buys market cards with them. Ada rolled every die and took a blue die, two mask dice and the start marker: that is her pile.</translation>
    </message>
    <message>
        <source>Return one mask die to the centre. You keep the blue die, the other mask die and the start marker.</source>
        <translation>Return one mask die to the centre. You keep the blue die, the other mask die and the start marker.</translation>
    </message>
    <message>
        <source>Dice returned to the centre are re-rolled: their faces may change.</source>
        <translation>Dice returned to the centre are re-rolled: their faces may change.</translation>
    </message>
    <message>
        <source>Press Done. The pile is yours, unless someone steals it from you.</source>
        <translation>Press Done. The pile is yours, unless someone steals it from you.</translation>
    </message>
    <message>
        <source>A robbed player has no pile again and takes another turn later.</source>
        <translation>A robbed player has no pile again and takes another turn later.</translation>
    </message>
    <message>
        <source>Bruno and Ada stole back and forth, and Ada took your pile. You are the last without a pile: take everything left in the centre.</source>
        <translation>Bruno and Ada stole back and forth, and Ada took your pile. You are the last without a pile: take everything left in the centre.</translation>
    </message>
    <message>
        <source>The last player without a pile who takes from the centre takes all of it, the start marker too.</source>
        <translation>The last player without a pile who takes from the centre takes all of it, the start marker too.</translation>
    </message>
    <message>
        <source>Buying: the start marker's holder buys first, and that is you. Buy the Tailor: its cost is one red gem, paid with a red die. The triangle at its left edge shows it is a henchman.</source>
        <translation>Buying: the start marker's holder buys first, and that is you. Buy the Tailor: its cost is one red gem, paid with a red die. The triangle at its left edge shows it is a henchman.</translation>
    </message>
    <message>
        <source>One card per round, unless a card says more. Each gem of a cost is paid with a die of its colour or with a gold token.</source>
        <translation>One card per round, unless a card says more. Each gem of a cost is paid with a die of its colour or with a gold token.</translation>
    </message>
    <message>
        <source>A gold bag die is not a gold token: it becomes one at the end of the round.</source>
        <translation>A gold bag die is not a gold token: it becomes one at the end of the round.</translation>
    </message>
    <message>
        <source>The round ends: gold bag dice become gold tokens, mask dice become infamy, the market is refilled. The game ends when deck C cannot refill the market. Then each card scores its points, and each infamy token 1.</source>
        <translation>The round ends: gold bag dice become gold tokens, mask dice become infamy, the market is refilled. The game ends when deck C cannot refill the market. Then each card scores its points, and each infamy token 1.</translation>
    </message>
    <message>
        <source>Most henchman icons (triangles): 3 points, second most: 1. Most gold tokens: 3. Ties: more cards, then more infamy.</source>
        <translation>Most henchman icons (triangles): 3 points, second most: 1. Most gold tokens: 3. Ties: more cards, then more infamy.</translation>
    </message>
    <message>
        <source>Pay with one of your red dice and keep your gold token.</source>
        <translation>Pay with one of your red dice and keep your gold token.</translation>
    </message>
    <message>
        <source>The Tailor works this very turn: give up another red die to gain an infamy token.</source>
        <translation>The Tailor works this very turn: give up another red die to gain an infamy token.</translation>
    </message>
    <message>
        <source>Infamy tokens are secret, and each is worth 1 point at the end. Mask dice in your pile become infamy tokens when the round ends.</source>
        <translation>Infamy tokens are secret, and each is worth 1 point at the end. Mask dice in your pile become infamy tokens when the round ends.</translation>
    </message>
    <message>
        <source>Press Done to end your buying turn.</source>
        <translation>Press Done to end your buying turn.</translation>
    </message>
</context>
</TS>