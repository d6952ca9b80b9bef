<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>app</name>
    <message>
        <source>Seat {n}</source>
        <translation>Seat {n}</translation>
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
        <source>{skill} costs {cost} coins; the track has {coins}. Coins cannot go below zero.</source>
        <translation>{skill} costs {cost} coins; the track has {coins}. Coins cannot go below zero.</translation>
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
        <source>{season} begins: edicts {first} and {second}; the season ends at {threshold} time.</source>
        <translation>{season} begins: edicts {first} and {second}; the season ends at {threshold} time.</translation>
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
        <source>(Only {seat} sees this) {seat} drew {terrain} from {square}; the others see it once everyone has confirmed.</source>
        <translation>(Only {seat} sees this) {seat} drew {terrain} from {square}; the others see it once everyone has confirmed.</translation>
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
        <source>{seat} gains a coin for the small shape ({coins} in all).</source>
        <translation>{seat} gains a coin for the small shape ({coins} in all).</translation>
    </message>
    <message>
        <source>{seat} surrounded a mountain and gains a coin ({coins} in all).</source>
        <translation>{seat} surrounded a mountain and gains a coin ({coins} in all).</translation>
    </message>
    <message>
        <source>{seat}, {season}: {first} + {second} + coins {coins} + monsters {monsters} = {total}.</source>
        <translation>{seat}, {season}: {first} + {second} + coins {coins} + monsters {monsters} = {total}.</translation>
    </message>
    <message>
        <source>{seat} used {skill} and paid {cost} coins.</source>
        <translation>{seat} used {skill} and paid {cost} coins.</translation>
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
        <source>{seats} tied on {total}; fewer points lost to monsters ranks first.</source>
        <translation>{seats} tied on {total}; fewer points lost to monsters ranks first.</translation>
    </message>
    <message>
        <source>{seats} tied on {total} and on monsters: they share the place.</source>
        <translation>{seats} tied on {total} and on monsters: they share the place.</translation>
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
        <source>Skills mini-expansion (three skills paid for with coins; costs not confirmed)</source>
        <translation>Skills mini-expansion (three skills paid for with coins; costs not confirmed)</translation>
    </message>
    <message>
        <source>Add the four promo ambushes</source>
        <translation>Add the four promo ambushes</translation>
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
        <source>Coins</source>
        <translation>Coins</translation>
    </message>
    <message>
        <source>Coins: {n} of 14</source>
        <translation>Coins: {n} of 14</translation>
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
        <source>Total so far: {n} stars</source>
        <translation>Total so far: {n} stars</translation>
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
        <source>Now: {n} stars on this map.</source>
        <translation>Now: {n} stars on this map.</translation>
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
        <source>Pass</source>
        <translation>Pass</translation>
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
        <source>Skills (costs not confirmed)</source>
        <translation>Skills (costs not confirmed)</translation>
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
        <source>{terrain}, shape {n}, at {square}</source>
        <translation>{terrain}, shape {n}, at {square}</translation>
    </message>
    <message>
        <source>{terrain} at {square}</source>
        <translation>{terrain} at {square}</translation>
    </message>
    <message>
        <source>{terrain} 1×1 at {square}</source>
        <translation>{terrain} 1×1 at {square}</translation>
    </message>
    <message>
        <source>Monsters at {square}</source>
        <translation>Monsters at {square}</translation>
    </message>
    <message>
        <source>{skill} · {cost:coin|coins}</source>
        <translation>{skill} · {cost:coin|coins}</translation>
    </message>
    <message>
        <source>Use {skill} ({cost:coin|coins})</source>
        <translation>Use {skill} ({cost:coin|coins})</translation>
    </message>
    <message>
        <source>Monster 1×1 at {square}</source>
        <translation>Monster 1×1 at {square}</translation>
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
        <source>{name}: {title} — {score} stars</source>
        <translation>{name}: {title} — {score} stars</translation>
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
        <source>Season</source>
        <translation>Season</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Stars</translation>
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
        <source>{game} is for {minimum} to {maximum} players, not {players}.</source>
        <translation>{game} is for {minimum} to {maximum} players, not {players}.</translation>
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
        <source>This {game} game was saved under older rules (version {saved}). It goes on under today's rules (version {current}), so the table may differ from when it was saved.</source>
        <translation>This {game} game was saved under older rules (version {saved}). It goes on under today's rules (version {current}), so the table may differ from when it was saved.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
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
        <source>Board and card games on one computer: pass the laptop, or play against bots.</source>
        <translation>Board and card games on one computer: pass the laptop, or play against bots.</translation>
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
        <source>Best maps of the day:</source>
        <translation>Best maps of the day:</translation>
    </message>
    <message>
        <source>damaged: cannot continue</source>
        <translation>damaged: cannot continue</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Cartographer</translation>
    </message>
</context>
<context>
    <name>new_game</name>
    <message>
        <source>New game: {game}</source>
        <translation>New game: {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>Seed (optional, replays the same shuffle)</source>
        <translation>Seed (optional, replays the same shuffle)</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Seat {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Bot (greedy)</source>
        <translation>Bot (greedy)</translation>
    </message>
    <message>
        <source>Bot (random)</source>
        <translation>Bot (random)</translation>
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
        <source>Seat {n} needs a name.</source>
        <translation>Seat {n} needs a name.</translation>
    </message>
    <message>
        <source>Two seats are called “{name}”; the log needs different names.</source>
        <translation>Two seats are called “{name}”; the log needs different names.</translation>
    </message>
    <message>
        <source>The seed must be a whole number (or left empty).</source>
        <translation>The seed must be a whole number (or left empty).</translation>
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
        <source>Your name (for Today's map)</source>
        <translation>Your name (for Today's map)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>At once</translation>
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
        <source>{seats} tied on {total} points; the higher contraband score ranks first.</source>
        <translation>{seats} tied on {total} points; the higher contraband score ranks first.</translation>
    </message>
    <message>
        <source>{seats} tied on {total} points and on contraband; the higher score from a single cargo ranks first.</source>
        <translation>{seats} tied on {total} points and on contraband; the higher score from a single cargo ranks first.</translation>
    </message>
    <message>
        <source>{seats} tied on {total} points, contraband and best cargo; fewer contraband cards ranks first.</source>
        <translation>{seats} tied on {total} points, contraband and best cargo; fewer contraband cards ranks first.</translation>
    </message>
    <message>
        <source>{seats} tied on {total} points and on every tie-break: they share the place.</source>
        <translation>{seats} tied on {total} points and on every tie-break: they share the place.</translation>
    </message>
    <message>
        <source>Ship abilities (the rules suggest leaving them off in a first game)</source>
        <translation>Ship abilities (the rules suggest leaving them off in a first game)</translation>
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
        <source>Draw pile: {n} cards</source>
        <translation>Draw pile: {n} cards</translation>
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
        <source>Discard pile: {n} cards</source>
        <translation>Discard pile: {n} cards</translation>
    </message>
    <message>
        <source>Shipyard ({n} ships)</source>
        <translation>Shipyard ({n} ships)</translation>
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
        <source>Used with {n} or more players.</source>
        <translation>Used with {n} or more players.</translation>
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
        <source>Stash: {n} cards face down</source>
        <translation>Stash: {n} cards face down</translation>
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
        <source>{cargo} × {n}: {points} points now</source>
        <translation>{cargo} × {n}: {points} points now</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
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
        <source>Load {cargo} {size} from column {column}</source>
        <translation>Load {cargo} {size} from column {column}</translation>
    </message>
    <message>
        <source>(row {row})</source>
        <translation>(row {row})</translation>
    </message>
    <message>
        <source>Jettison hub row {row}</source>
        <translation>Jettison hub row {row}</translation>
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
        <source>Price</source>
        <translation>Price</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Pass to {name}</translation>
    </message>
    <message>
        <source>Only {name} should look now. The table shows nothing private until then.</source>
        <translation>Only {name} should look now. The table shows nothing private until then.</translation>
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
        <source>Show the table</source>
        <translation>Show the table</translation>
    </message>
    <message>
        <source>Your moves (Enter plays the selected one)</source>
        <translation>Your moves (Enter plays the selected one)</translation>
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
        <source>Menu</source>
        <translation>Menu</translation>
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
        <source>This table could not be drawn. The game is saved: choose Menu, then Continue it.</source>
        <translation>This table could not be drawn. The game is saved: choose Menu, then Continue it.</translation>
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
        <source>Hint: {move}</source>
        <translation>Hint: {move}</translation>
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
        <source>{card} is out of reach: {missing} more matching dice or gold tokens are needed.</source>
        <translation>{card} is out of reach: {missing} more matching dice or gold tokens are needed.</translation>
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
        <source>{seats} tied on {total}; more cards ranks first.</source>
        <translation>{seats} tied on {total}; more cards ranks first.</translation>
    </message>
    <message>
        <source>{seats} tied on {total} and on cards; more infamy tokens ranks first.</source>
        <translation>{seats} tied on {total} and on cards; more infamy tokens ranks first.</translation>
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
        <source>If another pile holds {objects} or more objects after the loot is shared, gain {infamy:infamy token|infamy tokens}.</source>
        <translation>If another pile holds {objects} or more objects after the loot is shared, gain {infamy:infamy token|infamy tokens}.</translation>
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
        <source>At the end: {vp:point|points} for every {set_size} {icon} icons (this card counts).</source>
        <translation>At the end: {vp:point|points} for every {set_size} {icon} icons (this card counts).</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for each of your other cards.</source>
        <translation>At the end: {vp:point|points} for each of your other cards.</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for every {per} infamy tokens.</source>
        <translation>At the end: {vp:point|points} for every {per} infamy tokens.</translation>
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
        <source>{n} {face}</source>
        <translation>{n} {face}</translation>
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
        <source>{n} times per round</source>
        <translation>{n} times per round</translation>
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
        <source>picked</source>
        <translation>picked</translation>
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
        <source>Deck {deck}
{n} left</source>
        <translation>Deck {deck}
{n} left</translation>
    </message>
    <message>
        <source>{name} · gold {gold} · infamy {infamy} · cards {cards}</source>
        <translation>{name} · gold {gold} · infamy {infamy} · cards {cards}</translation>
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
        <source>Take everything</source>
        <translation>Take everything</translation>
    </message>
    <message>
        <source>Buying: {n:purchase|purchases} left</source>
        <translation>Buying: {n:purchase|purchases} left</translation>
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
    <message>
        <source>Done buying</source>
        <translation>Done buying</translation>
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
        <source>Take {object} from the centre</source>
        <translation>Take {object} from the centre</translation>
    </message>
    <message>
        <source>Send {object} back to the centre</source>
        <translation>Send {object} back to the centre</translation>
    </message>
    <message>
        <source>Put back the pick: {object}</source>
        <translation>Put back the pick: {object}</translation>
    </message>
    <message>
        <source>Steal {name}'s pile</source>
        <translation>Steal {name}'s pile</translation>
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
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>{n}G</source>
        <translation>{n}G</translation>
    </message>
    <message>
        <source>{n}W</source>
        <translation>{n}W</translation>
    </message>
    <message>
        <source>{n}B</source>
        <translation>{n}B</translation>
    </message>
    <message>
        <source>{n}R</source>
        <translation>{n}R</translation>
    </message>
</context>
</TS>