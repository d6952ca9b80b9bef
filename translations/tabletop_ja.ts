<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>app</name>
    <message>
        <source>Seat {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names}と{last}</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>中立色</translation>
    </message>
</context>
<context>
    <name>cartographers</name>
    <message>
        <source>The drawing is made: confirm it (or undo it) first.</source>
        <translation>すでに記入しました。先に確定する（または取り消す）必要があります。</translation>
    </message>
    <message>
        <source>Draw a shape before confirming.</source>
        <translation>確定する前に形状を記入してください。</translation>
    </message>
    <message>
        <source>Only a map with no empty space left may skip drawing.</source>
        <translation>記入を飛ばせるのは、マップに空きマスが残っていないときだけです。</translation>
    </message>
    <message>
        <source>Now everyone draws the revealed explore card.</source>
        <translation>今は全員が公開された探検カードを記入します。</translation>
    </message>
    <message>
        <source>Now the ambush&apos;s monster must be drawn.</source>
        <translation>今は待ち伏せのモンスターを記入します。</translation>
    </message>
    <message>
        <source>{card} does not offer {terrain}.</source>
        <translation>{card}では{terrain}を選べません。</translation>
    </message>
    <message>
        <source>Off the map: every cell of the shape must be on the map.</source>
        <translation>マップの外です。形状のすべてのマスがマップの中に入るようにしてください。</translation>
    </message>
    <message>
        <source>Overlaps a mountain.</source>
        <translation>山のマスには記入できません。</translation>
    </message>
    <message>
        <source>Overlaps wasteland.</source>
        <translation>不毛の地のマスに重なっています。</translation>
    </message>
    <message>
        <source>Overlaps a space that is already filled.</source>
        <translation>すでに埋まっているマスに重なっています。</translation>
    </message>
    <message>
        <source>A ruins card was revealed: the shape must cover an empty ruins space.</source>
        <translation>廃墟カードが公開されています。形状は空いている廃墟マスに重ねる必要があります。</translation>
    </message>
    <message>
        <source>A 1×1 drawing is only allowed when no shape of the card fits.</source>
        <translation>1×1の記入は、カードのどの形状も記入できないときだけ行えます。</translation>
    </message>
    <message>
        <source>After a ruins card no shape of this card can cover an empty ruins space: draw a 1×1 anywhere instead.</source>
        <translation>廃墟カードの後ですが、このカードのどの形状も空いている廃墟マスに重ねられません。代わりに任意の場所に1×1を記入してください。</translation>
    </message>
    <message>
        <source>No shape of this card fits anywhere on the map: draw a 1×1 anywhere instead.</source>
        <translation>このカードのどの形状もマップに記入できません。代わりに任意の場所に1×1を記入してください。</translation>
    </message>
    <message>
        <source>The same drawing is listed as “{action}”.</source>
        <translation>同じ記入は「{action}」として選べます。</translation>
    </message>
    <message>
        <source>An ambush is revealed: pay for a skill of this moment, or pass.</source>
        <translation>待ち伏せカードが公開されました。今使えるスキルの代金を支払うか、パスしてください。</translation>
    </message>
    <message>
        <source>Passing is only for the skills when an ambush is revealed.</source>
        <translation>パスできるのは、待ち伏せカードが公開されてスキルを選ぶときだけです。</translation>
    </message>
    <message>
        <source>Now draw a shape from the card.</source>
        <translation>今はカードの形状を記入します。</translation>
    </message>
    <message>
        <source>Search: now draw a 1×1 of the same terrain next to your shape.</source>
        <translation>捜索：記入した形状に隣接するように、同じ地形種別の1×1を記入してください。</translation>
    </message>
    <message>
        <source>Concentration: now draw the same shape again, same terrain.</source>
        <translation>精神統一：同じ形状を同じ地形種別でもう一度記入してください。</translation>
    </message>
    <message>
        <source>Heal Wounds: now draw a 2×1 next to a monster space.</source>
        <translation>傷の治癒：モンスターマスに隣接するように2×1を記入してください。</translation>
    </message>
    <message>
        <source>Diplomacy: now draw a 1×1 farm anywhere.</source>
        <translation>外交：任意の場所に1×1の農場を記入してください。</translation>
    </message>
    <message>
        <source>Diplomacy: now draw a 1×1 village anywhere.</source>
        <translation>外交：任意の場所に1×1の村を記入してください。</translation>
    </message>
    <message>
        <source>Now draw the ambush&apos;s monsters.</source>
        <translation>今は待ち伏せのモンスターを記入します。</translation>
    </message>
    <message>
        <source>Search: the 1×1 must be next to the shape just drawn.</source>
        <translation>捜索：1×1は記入したばかりの形状に隣接させる必要があります。</translation>
    </message>
    <message>
        <source>Heal Wounds: the 2×1 must be next to a monster space.</source>
        <translation>傷の治癒：2×1はモンスターマスに隣接させる必要があります。</translation>
    </message>
    <message>
        <source>There is no skill “{skill}”.</source>
        <translation>「{skill}」というスキルはありません。</translation>
    </message>
    <message>
        <source>{skill} is not among this game&apos;s three skills.</source>
        <translation>{skill}はこのゲームで公開された3枚のスキルにありません。</translation>
    </message>
    <message>
        <source>A skill may be used once per season.</source>
        <translation>スキルは各季節に1回だけ使えます。</translation>
    </message>
    <message>
        <source>Acrobatics is used when an ambush is revealed.</source>
        <translation>アクロバットは待ち伏せカードが公開されたときに使います。</translation>
    </message>
    <message>
        <source>{skill} is used while drawing an explore card.</source>
        <translation>{skill}は探検カードを記入するときに使います。</translation>
    </message>
    <message>
        <source>{skill} is used while drawing an explore card or when an ambush is revealed, not while its monsters are drawn.</source>
        <translation>{skill}は、探検カードを記入するときか、待ち伏せカードが公開されたときに使います。モンスターを記入している間は使えません。</translation>
    </message>
    <message>
        <source>{skill} is paid for before drawing the shape.</source>
        <translation>{skill}は形状を記入する前に支払います。</translation>
    </message>
    <message>
        <source>Explore card: {card} (time {time}).</source>
        <translation>探検カード：{card}（時間{time}）。</translation>
    </message>
    <message>
        <source>{card}! The next shape must cover an empty ruins space if it can.</source>
        <translation>{card}！ 次の形状は、可能なら空いている廃墟マスに重ねて記入します。</translation>
    </message>
    <message>
        <source>Ambush: {card}! Monsters attack every map.</source>
        <translation>待ち伏せ：{card}！ モンスターがすべてのマップを襲います。</translation>
    </message>
    <message>
        <source>{card}: the monsters are drawn on {seat}&apos;s map.</source>
        <translation>{card}：{seat}のマップにモンスターが記入されました。</translation>
    </message>
    <message>
        <source>{card} finds no room and is ignored.</source>
        <translation>{card}は記入できる場所がないため無視されます。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} drew {terrain} at {square}.</source>
        <translation>（{seat}だけに見えています）{seat}が{square}に{terrain}を記入しました。</translation>
    </message>
    <message>
        <source>{seat} drew {terrain} at {square}.</source>
        <translation>{seat}が{square}に{terrain}を記入しました。</translation>
    </message>
    <message>
        <source>{seat} has drawn.</source>
        <translation>{seat}が記入を終えました。</translation>
    </message>
    <message>
        <source>{seat} drew {terrain}.</source>
        <translation>{seat}が{terrain}を記入しました。</translation>
    </message>
    <message>
        <source>{seat} drew monsters on {victim}&apos;s map.</source>
        <translation>{seat}が{victim}のマップにモンスターを記入しました。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} pays for {skill}.</source>
        <translation>{seat}が{skill}を使います（{seat}だけに表示）。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) nothing fits: that drawing is lost.</source>
        <translation>記入できる場所がないため、その記入は失われます（{seat}だけに表示）。</translation>
    </message>
    <message>
        <source>Winter is over: the maps are finished.</source>
        <translation>冬が終わり、マップが完成しました。</translation>
    </message>
    <message>
        <source>The sheet is empty: its first line must be “side A” or “side B”.</source>
        <translation>シートが空です。1行目は「side A」か「side B」にしてください。</translation>
    </message>
    <message>
        <source>Line {line}: “{text}” — the first line must be “side A” or “side B”.</source>
        <translation>{line}行目：「{text}」— 1行目は「side A」か「side B」にしてください。</translation>
    </message>
    <message>
        <source>Line {line}: a sheet has 11 rows, this one has {rows}.</source>
        <translation>{line}行目：シートは11行ですが、このシートは{rows}行です。</translation>
    </message>
    <message>
        <source>Line {line}: a row has 11 symbols, this one has {length}.</source>
        <translation>{line}行目：1行は11文字ですが、この行は{length}文字です。</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: “{symbol}” is not a symbol (. F V A W M ^ X).</source>
        <translation>{line}行目{column}文字目：「{symbol}」は使えない記号です（. F V A W M ^ X）。</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: side {side} prints a mountain here (^).</source>
        <translation>{line}行目{column}文字目：{side}面ではここに山（^）が印刷されています。</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: side {side} has no mountain here.</source>
        <translation>{line}行目{column}文字目：{side}面のここに山はありません。</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: side {side} prints wasteland here (X).</source>
        <translation>{line}行目{column}文字目：{side}面ではここに不毛の地（X）が印刷されています。</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: side {side} has no wasteland here.</source>
        <translation>{line}行目{column}文字目：{side}面のここに不毛の地はありません。</translation>
    </message>
    <message>
        <source>Map side B (Wastelands) instead of side A (Wilderness)</source>
        <translation>A面（荒野）の代わりにB面（不毛の地）を使う</translation>
    </message>
    <message>
        <source>Practice map to start from (sheet notation)</source>
        <translation>練習の開始に使うマップ（シート記法）</translation>
    </message>
    <message>
        <source>A practice map is for a solo game.</source>
        <translation>練習用のマップはソロゲーム専用です。</translation>
    </message>
    <message>
        <source>The practice map cannot be read: {reason}</source>
        <translation>練習用のマップを読み込めません：{reason}</translation>
    </message>
    <message>
        <source>{seat}: draw on your map from the explore card.</source>
        <translation>{seat}：探検カードを見て自分のマップに描き込んでください。</translation>
    </message>
    <message>
        <source>{seat}: pay for a skill before the ambush, or pass.</source>
        <translation>{seat}：待ち伏せの前にスキルを使うか、パスしてください。</translation>
    </message>
    <message>
        <source>{seat}: draw the monster on {victim}&apos;s map.</source>
        <translation>{seat}：{victim}のマップにモンスターを描き込んでください。</translation>
    </message>
    <message>
        <source>{seat} used {skill} and paid {cost:coin|coins}.</source>
        <translation>{seat}が{skill}を使い、コインを{cost}枚支払いました。</translation>
    </message>
    <message>
        <source>Skills mini-expansion (three skills paid for with coins)</source>
        <translation>スキルのミニ拡張（コインを払って使う3枚のスキル）</translation>
    </message>
    <message>
        <source>Add the four promo ambushes</source>
        <translation>プロモの待ち伏せカード4枚を加える</translation>
    </message>
    <message>
        <source>Scores {points:star|stars} more for {edict} this season.</source>
        <translation>今季の{edict}で{points}点増えます。</translation>
    </message>
    <message>
        <source>Builds toward {edict}: {points:star|stars} more when it is scored.</source>
        <translation>{edict}への布石です。その得点計算で{points}点増えます。</translation>
    </message>
    <message>
        <source>Earns {coins:coin|coins}, and each coin scores a star every season.</source>
        <translation>コインを{coins}枚獲得します。コインは季節ごとに1枚1点になります。</translation>
    </message>
    <message>
        <source>Fills {points:space|spaces} next to monsters: {points:star|stars} less lost each season.</source>
        <translation>モンスターに隣接するマスを{points}つ埋め、季節ごとの失点が{points}点減ります。</translation>
    </message>
    <message>
        <source>Nothing scores more this turn; this place spoils the fewest spaces the edicts want.</source>
        <translation>このターンで増える得点はありません。得点カードに必要なマスを最も潰さない場所です。</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first}{second}</translation>
    </message>
    <message>
        <source>{skill} for {cost:coin|coins}: about {points:star|stars} more over the game than drawing without it, the coins counted.</source>
        <translation>{skill}（コイン{cost}枚）：支払うコインを差し引いても、使わずに記入するよりゲーム全体で約{points}点多くなります。</translation>
    </message>
    <message>
        <source>No skill is worth its coins now: each coin kept scores a star every season.</source>
        <translation>今はコインを払う価値のあるスキルがありません。残したコインは季節ごとに1枚1点になります。</translation>
    </message>
    <message>
        <source>Here the monsters touch {n:empty space|empty spaces} of {victim}&apos;s map, each a star lost every season until it is filled.</source>
        <translation>ここならモンスターが{victim}のマップの空きマス{n}つに隣接します。そのマスは埋まるまで季節ごとに1点ずつ失点になります。</translation>
    </message>
    <message>
        <source>Your drawing is complete: confirm it (Undo still takes it back until then).</source>
        <translation>記入は完了です。確定してください（確定するまでは「取り消し」で戻せます）。</translation>
    </message>
    <message>
        <source>Nothing fits on your map: this drawing is lost.</source>
        <translation>マップに記入できる場所がありません。この記入は失われます。</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>森</translation>
    </message>
    <message>
        <source>village</source>
        <translation>村</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>農場</translation>
    </message>
    <message>
        <source>water</source>
        <translation>水場</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>Sentinel Wood</source>
        <translation>歩哨の森</translation>
    </message>
    <message>
        <source>Greenbough</source>
        <translation>緑の大枝</translation>
    </message>
    <message>
        <source>Treetower</source>
        <translation>木の塔</translation>
    </message>
    <message>
        <source>Stoneside Forest</source>
        <translation>岩の横の森</translation>
    </message>
    <message>
        <source>Canal Lake</source>
        <translation>カナル湖</translation>
    </message>
    <message>
        <source>Mages Valley</source>
        <translation>魔法使いの谷</translation>
    </message>
    <message>
        <source>The Golden Granary</source>
        <translation>黄金の穀倉</translation>
    </message>
    <message>
        <source>Shoreside Expanse</source>
        <translation>岸部の広場</translation>
    </message>
    <message>
        <source>Wildholds</source>
        <translation>荒野の居住地</translation>
    </message>
    <message>
        <source>Great City</source>
        <translation>偉大な都市</translation>
    </message>
    <message>
        <source>Greengold Plains</source>
        <translation>緑金の平野</translation>
    </message>
    <message>
        <source>Shieldgate</source>
        <translation>盾の門</translation>
    </message>
    <message>
        <source>Borderlands</source>
        <translation>辺境</translation>
    </message>
    <message>
        <source>Lost Barony</source>
        <translation>失われた荘園</translation>
    </message>
    <message>
        <source>The Broken Road</source>
        <translation>壊れた道</translation>
    </message>
    <message>
        <source>The Cauldrons</source>
        <translation>大鍋</translation>
    </message>
    <message>
        <source>Temple Ruins</source>
        <translation>神殿の廃墟</translation>
    </message>
    <message>
        <source>Outpost Ruins</source>
        <translation>前哨基地の廃墟</translation>
    </message>
    <message>
        <source>Great River</source>
        <translation>大河</translation>
    </message>
    <message>
        <source>Farmland</source>
        <translation>農地</translation>
    </message>
    <message>
        <source>Hamlet</source>
        <translation>小村</translation>
    </message>
    <message>
        <source>Forgotten Forest</source>
        <translation>忘れられた森</translation>
    </message>
    <message>
        <source>Hinterland Stream</source>
        <translation>奥地の小川</translation>
    </message>
    <message>
        <source>Homestead</source>
        <translation>開拓地</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translation>果樹園</translation>
    </message>
    <message>
        <source>Treetop Village</source>
        <translation>樹上の村</translation>
    </message>
    <message>
        <source>Marshlands</source>
        <translation>湿地</translation>
    </message>
    <message>
        <source>Fishing Village</source>
        <translation>漁村</translation>
    </message>
    <message>
        <source>Rift Lands</source>
        <translation>裂け目の地</translation>
    </message>
    <message>
        <source>Goblin Attack</source>
        <translation>ゴブリンの襲撃</translation>
    </message>
    <message>
        <source>Bugbear Assault</source>
        <translation>バグベアの強襲</translation>
    </message>
    <message>
        <source>Kobold Onslaught</source>
        <translation>コボルドの猛攻</translation>
    </message>
    <message>
        <source>Gnoll Raid</source>
        <translation>ノールの急襲</translation>
    </message>
    <message>
        <source>Flayer Incursion</source>
        <translation>フレイヤーの侵攻</translation>
    </message>
    <message>
        <source>Insectoid Invasion</source>
        <translation>昆虫人の侵略</translation>
    </message>
    <message>
        <source>Ratman Strike</source>
        <translation>ラットマンの奇襲</translation>
    </message>
    <message>
        <source>Ogre Charge</source>
        <translation>オーガの突撃</translation>
    </message>
    <message>
        <source>Legendary Cartographer</source>
        <translation>伝説の地図製作者</translation>
    </message>
    <message>
        <source>Master Mapsmith</source>
        <translation>熟練の地図職人</translation>
    </message>
    <message>
        <source>Journeyman Topographer</source>
        <translation>一人前の地形測量士</translation>
    </message>
    <message>
        <source>Apprentice Surveyor</source>
        <translation>見習い測量士</translation>
    </message>
    <message>
        <source>Amateur Assessor</source>
        <translation>素人の鑑定士</translation>
    </message>
    <message>
        <source>Inept Assistant</source>
        <translation>不器用な助手</translation>
    </message>
    <message>
        <source>Dimwitted Doodler</source>
        <translation>間抜けな落書き屋</translation>
    </message>
    <message>
        <source>Oblivious Inkdrinker</source>
        <translation>無頓着なインク飲み</translation>
    </message>
    <message>
        <source>Heal Wounds</source>
        <translation>傷の治癒</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>知識</translation>
    </message>
    <message>
        <source>Acrobatics</source>
        <translation>アクロバット</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy(外交)</translation>
    </message>
    <message>
        <source>Negotiation</source>
        <translation>交渉</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>捜索</translation>
    </message>
    <message>
        <source>Concentration</source>
        <translation>精神統一</translation>
    </message>
    <message>
        <source>Sneak</source>
        <translation>忍び足</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>春</translation>
    </message>
    <message>
        <source>Summer</source>
        <translation>夏</translation>
    </message>
    <message>
        <source>Autumn</source>
        <translation>秋</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>冬</translation>
    </message>
    <message>
        <source>Sentinel Wood: 1 star for each forest space on the edge of the map.</source>
        <translation>歩哨の森：マップの端にある森マス1つにつき1得点。</translation>
    </message>
    <message>
        <source>Greenbough: 1 star for each row and each column with at least one forest space. The same forest space may count for its row and its column.</source>
        <translation>緑の大枝：森マスが1つ以上ある行および列1つにつき1得点。同じ森マスを行と列の両方に数えて構いません。</translation>
    </message>
    <message>
        <source>Treetower: 1 star for each forest space surrounded on all four sides by filled spaces or the edge of the map.</source>
        <translation>木の塔：4辺すべてが埋まっているマスかマップの端に接している森マス1つにつき1得点。</translation>
    </message>
    <message>
        <source>Stoneside Forest: 3 stars for each mountain connected to another mountain by a cluster of forest spaces. Each mountain counts once.</source>
        <translation>岩の横の森：森マスの一群によって他の山と接続されている山マス1つにつき3得点。各山は1回だけ数えます。</translation>
    </message>
    <message>
        <source>Canal Lake: 1 star for each water space next to at least one farm space, and 1 star for each farm space next to at least one water space.</source>
        <translation>カナル湖：農場マスが少なくとも1つ隣接している水場マス1つにつき1得点、水場マスが少なくとも1つ隣接している農場マス1つにつき1得点。</translation>
    </message>
    <message>
        <source>Mages Valley: 2 stars for each water space next to a mountain, 1 star for each farm space next to a mountain.</source>
        <translation>魔法使いの谷：山マスに隣接する水場マス1つにつき2得点、山マスに隣接する農場マス1つにつき1得点。</translation>
    </message>
    <message>
        <source>The Golden Granary: 1 star for each water space next to a ruins space, 3 stars for each farm space on a ruins space.</source>
        <translation>黄金の穀倉：廃墟マスに隣接する水場マス1つにつき1得点、廃墟マスにある農場マス1つにつき3得点。</translation>
    </message>
    <message>
        <source>Shoreside Expanse: 3 stars for each cluster of farm spaces touching neither water nor the edge of the map, and 3 for each cluster of water spaces touching neither farm nor the edge.</source>
        <translation>岸部の広場：水場マスにもマップの端にも接しない農場マスの一群1つにつき3得点、農場マスにもマップの端にも接しない水場マスの一群1つにつき3得点。</translation>
    </message>
    <message>
        <source>Wildholds: 8 stars for each cluster of six or more village spaces.</source>
        <translation>荒野の居住地：6マス以上の村の一群1つにつき8得点。</translation>
    </message>
    <message>
        <source>Great City: 1 star for each village space in the largest cluster of villages that is not next to a mountain.</source>
        <translation>偉大な都市：山マスに隣接していない村の一群のうち、最大の一群の村マス1つにつき1得点。</translation>
    </message>
    <message>
        <source>Greengold Plains: 3 stars for each cluster of village spaces next to at least three different terrain types (forest, farm, water, monster, mountain).</source>
        <translation>緑金の平野：3種類以上の異なる地形種別（森・農場・水場・モンスター・山）に隣接する村の一群1つにつき3得点。</translation>
    </message>
    <message>
        <source>Shieldgate: 2 stars for each village space in the second-largest cluster of villages.</source>
        <translation>盾の門：2番目に大きい村の一群の村マス1つにつき2得点。</translation>
    </message>
    <message>
        <source>Borderlands: 6 stars for each complete row or complete column of filled spaces.</source>
        <translation>辺境：完全に埋まった行または列1つにつき6得点。</translation>
    </message>
    <message>
        <source>Lost Barony: 3 stars for each space along one edge of the largest square of filled spaces.</source>
        <translation>失われた荘園：埋まったマスで作れる一番大きな正方形の1辺のマス1つにつき3得点。</translation>
    </message>
    <message>
        <source>The Broken Road: 3 stars for each complete diagonal line of filled spaces running from the left edge to the bottom edge of the map.</source>
        <translation>壊れた道：マップの左端と下端を繋ぐ、完全に埋まった斜めの線1本につき3得点。</translation>
    </message>
    <message>
        <source>The Cauldrons: 1 star for each empty space surrounded on all four sides by filled spaces or the edge of the map.</source>
        <translation>大鍋：4辺すべてが埋まっているマスかマップの端に接している、埋まっていないマス1つにつき1得点。</translation>
    </message>
    <message>
        <source>Drawing: choose one shape and one terrain from the card. It may be turned and flipped, must stay on the map, and may not cover filled spaces, mountains or wasteland. It need not touch anything already drawn. If no shape fits, draw a 1×1 anywhere in a terrain of the card.</source>
        <translation>マップを描く：カードから形状1つと地形種別1つを選びます。回転・反転は自由ですが、マップ外にはみ出したり、埋まっているマス・山・不毛の地に重ねたりはできません。既にある地形に隣接させる必要はありません。どの形状も記入できなければ、任意の場所にカードの地形種別で1×1を記入します。</translation>
    </message>
    <message>
        <source>Ruins: after a ruins card, the next shape must cover an empty ruins space. If no shape can, or none is left, draw a 1×1 anywhere instead. A ruins space is filled once drawn on.</source>
        <translation>廃墟：廃墟カードの後は、次の形状を空いている廃墟マスに重ねて記入します。どの形状でも重ねられない場合や空いている廃墟が残っていない場合は、代わりに任意の場所に1×1を記入します。廃墟マスは記入されると埋まったマスになります。</translation>
    </message>
    <message>
        <source>Mountain: always filled. When all four spaces around it are filled, you gain a coin.</source>
        <translation>山：常に埋まっているマスです。上下左右の4マスがすべて埋まるとコインを1つ獲得します。</translation>
    </message>
    <message>
        <source>Wasteland: always filled; nothing can be drawn on it.</source>
        <translation>不毛の地：常に埋まっているマスで、何も記入できません。</translation>
    </message>
    <message>
        <source>Monsters: at each season&apos;s end you lose 1 star for each empty space next to a monster space (each space counts once).</source>
        <translation>モンスター：季節の終わりごとに、モンスターマスに隣接する空きマス1つにつき1得点を失います（各マスは1回だけ数えます）。</translation>
    </message>
    <message>
        <source>Coins: a shape marked with a coin, or a mountain surrounded on four sides, earns a coin. Each coin is worth 1 star at the end of every season. The track holds 14.</source>
        <translation>コイン：コインの描かれた形状を記入するか、山の4辺を囲むとコインを1つ獲得します。コインは季節の終わりごとに1つにつき1得点です。トラックは14までです。</translation>
    </message>
    <message>
        <source>Seasons: add up the time of the explore cards revealed; when it reaches the season&apos;s number, the season ends and its two edicts are scored, with coins and monsters.</source>
        <translation>季節：公開された探検カードの時間を合計し、季節カードの数字に達すると季節が終わります。2枚の勅命とコイン、モンスターで得点を計算します。</translation>
    </message>
    <message>
        <source>Ambush: the neighbour in the arrow&apos;s direction draws the monster shape on your map (turned or flipped as they like); in solo, it starts in the marked corner and walks the edge.</source>
        <translation>待ち伏せ：矢印の方向にいるプレイヤーが、あなたのマップにモンスターの形状を記入します（回転・反転は自由）。ソロでは、指定された隅から端に沿って場所を探します。</translation>
    </message>
    <message>
        <source>Solo: subtract the four scoring cards&apos; solo values from your score; the result earns a title from the queen.</source>
        <translation>ソロ：4枚の得点カードのソロ値の合計を得点から差し引きます。その結果に応じて女王から称号を授かります。</translation>
    </message>
    <message>
        <source>Skills: once per season you may use one of the three skills, paying its coins from your coin track; spent coins no longer score. You cannot pay coins you do not have. The costs are not confirmed by any public source.</source>
        <translation>スキル：各季節に1回、公開されている3枚のスキルのどれか1つを、コイントラックのコインを支払って使えます。支払ったコインは得点になりません。持っていないコインは支払えません。コストは非公式です。</translation>
    </message>
    <message>
        <source>Heal Wounds (while drawing): also draw a 2×1 in a terrain of the card next to a monster space.</source>
        <translation>傷の治癒（製図フェイズ）：モンスターマスに隣接して、カードの地形種別で2×1の形状を追加で記入します。</translation>
    </message>
    <message>
        <source>Knowledge (while drawing): draw the card&apos;s shape as village instead of its terrain.</source>
        <translation>知識（製図フェイズ）：カードの形状を、カードの地形種別ではなく村として記入します。</translation>
    </message>
    <message>
        <source>Acrobatics (when an ambush is revealed): the monster on your map is a 2×1 instead of the card&apos;s shape.</source>
        <translation>アクロバット（待ち伏せカードの公開時）：あなたのマップのモンスターを、指定された形状ではなく2×1で記入します。</translation>
    </message>
    <message>
        <source>Diplomacy (at any time: while drawing, or when an ambush is revealed before its monsters are drawn): also draw a 1×1 farm and a 1×1 village anywhere.</source>
        <translation>外交（ゲーム中いつでも：記入するとき、または待ち伏せカードが公開されてモンスターを記入する前）：さらに1×1の農場と1×1の村を好きな場所に記入します。</translation>
    </message>
    <message>
        <source>Negotiation (while drawing): draw a 2×2 instead of the card&apos;s shapes, in a terrain of the card.</source>
        <translation>交渉（製図フェイズ）：カードの形状ではなく2×2の形状を、カードの地形種別で記入します。</translation>
    </message>
    <message>
        <source>Search (while drawing): also draw a 1×1 of the same terrain next to the shape just drawn.</source>
        <translation>捜索（製図フェイズ）：記入した形状に隣接して、同じ地形種別の1×1を追加で記入します。</translation>
    </message>
    <message>
        <source>Concentration (not on an ambush): draw the chosen shape a second time, in the same terrain.</source>
        <translation>精神統一（待ち伏せ以外）：選んだ形状を同じ地形種別でもう一度記入します。</translation>
    </message>
    <message>
        <source>Sneak (while drawing): the shape may hang over the edge of the map; the cells outside are not drawn.</source>
        <translation>忍び足（製図フェイズ）：形状がマップの端からはみ出しても構いません。はみ出した部分は記入しません。</translation>
    </message>
    <message>
        <source>Your drawing stays hidden from the others until everyone has confirmed; until then you can undo it.</source>
        <translation>あなたの記入は、全員が確定するまで他のプレイヤーには見えません。それまでは取り消せます。</translation>
    </message>
    <message>
        <source>{skill} costs {cost:coin|coins}; the track has {coins:coin|coins}. Coins cannot go below zero.</source>
        <translation>{skill}のコストはコイン{cost}枚ですが、コイントラックには{coins}枚しかありません。コインは0枚より少なくできません。</translation>
    </message>
    <message>
        <source>{season} begins: edicts {first} and {second}; the season ends when time reaches {threshold}.</source>
        <translation>{season}の始まりです。勅命は{first}と{second}、時間が{threshold}に達すると季節が終わります。</translation>
    </message>
    <message>
        <source>{seat} gains a coin for the small shape ({coins:coin|coins} in all).</source>
        <translation>{seat}がコインつきの形状でコインを1枚獲得（合計{coins}枚）。</translation>
    </message>
    <message>
        <source>{seat} surrounded a mountain and gains a coin ({coins:coin|coins} in all).</source>
        <translation>{seat}が山の周囲を埋めてコインを1枚獲得（合計{coins}枚）。</translation>
    </message>
    <message>
        <source>{seat}&apos;s {season}: edicts {first} + {second}, {coins:coin|coins}, monsters {monsters}: {total:star|stars}.</source>
        <translation>{seat}の{season}：勅命 {first}点＋{second}点、コイン{coins}枚、モンスター {monsters}、計{total}点。</translation>
    </message>
    <message>
        <source>{seats} tied on {total:star|stars}; fewer stars lost to monsters ranks first.</source>
        <translation>{seats}が{total}点で同点。モンスターによる減点が少ない方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total:star|stars} and on monsters: they share the place.</source>
        <translation>{seats}が{total}点で、モンスターの減点も同じ。同順位です。</translation>
    </message>
    <message>
        <source>Confirm the drawing</source>
        <translation>記入を確定する</translation>
    </message>
    <message>
        <source>Skip: the map is full</source>
        <translation>飛ばす：マップに空きがありません</translation>
    </message>
    <message>
        <source>Use {skill} ({cost:coin|coins})</source>
        <translation>{skill}を使う（コイン{cost}枚）</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>{terrain}, shape {shape}, at {square}</source>
        <translation>{terrain}、形状{shape}、{square}</translation>
    </message>
    <message>
        <source>{terrain} at {square}</source>
        <translation>{square}に{terrain}</translation>
    </message>
    <message>
        <source>Monsters at {square}</source>
        <translation>モンスター、{square}</translation>
    </message>
    <message>
        <source>{terrain}, shape {shape} ({turned}), at {square}</source>
        <translation>{terrain}、形状{shape}（{turned}）、{square}</translation>
    </message>
    <message>
        <source>{terrain} ({turned}) at {square}</source>
        <translation>{square}に{terrain}（{turned}）</translation>
    </message>
    <message>
        <source>Monsters ({turned}) at {square}</source>
        <translation>モンスター（{turned}）、{square}</translation>
    </message>
    <message>
        <source>{turns:turn|turns}</source>
        <translation>回転{turns}回</translation>
    </message>
    <message>
        <source>flipped</source>
        <translation>反転</translation>
    </message>
    <message>
        <source>flipped, {turns:turn|turns}</source>
        <translation>反転、回転{turns}回</translation>
    </message>
    <message>
        <source>{terrain} 1×1 at {square}</source>
        <translation>{terrain}の1×1、{square}</translation>
    </message>
    <message>
        <source>Monster 1×1 at {square}</source>
        <translation>モンスターの1×1、{square}</translation>
    </message>
</context>
<context>
    <name>cartographers_view</name>
    <message>
        <source>{name}&apos;s map — side {side}: {map}</source>
        <translation>{name}のマップ — {side}面：{map}</translation>
    </message>
    <message>
        <source>Wilderness</source>
        <translation>荒野</translation>
    </message>
    <message>
        <source>Wastelands</source>
        <translation>不毛の地</translation>
    </message>
    <message>
        <source>You are drawing the monsters on this map.</source>
        <translation>あなたはこのマップにモンスターを記入しています。</translation>
    </message>
    <message>
        <source>Back to your map (Esc)</source>
        <translation>自分のマップに戻る（Esc）</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>コイン</translation>
    </message>
    <message>
        <source>Coins: {n} of 14</source>
        <translation>コイン：{n}／14</translation>
    </message>
    <message>
        <source>{a}: {first}   {b}: {second}</source>
        <translation>{a}：{first}点&#x3000;{b}：{second}点</translation>
    </message>
    <message>
        <source>coins {n}</source>
        <translation>コイン{n}</translation>
    </message>
    <message>
        <source>monsters {n}</source>
        <translation>モンスター{n}</translation>
    </message>
    <message>
        <source>Season: {season}</source>
        <translation>季節：{season}</translation>
    </message>
    <message>
        <source>Time {time} of {threshold} · edicts {a} and {b}</source>
        <translation>時間 {time}／{threshold}・勅命{a}・{b}</translation>
    </message>
    <message>
        <source>Cards left: {n}</source>
        <translation>残りのカード：{n}枚</translation>
    </message>
    <message>
        <source>solo {n}</source>
        <translation>ソロ値{n}</translation>
    </message>
    <message>
        <source>The maps are finished.</source>
        <translation>マップが完成しました。</translation>
    </message>
    <message>
        <source>Ambush: {card}</source>
        <translation>待ち伏せ：{card}</translation>
    </message>
    <message>
        <source>Explore: {card} (time {time})</source>
        <translation>探検：{card}（時間{time}）</translation>
    </message>
    <message>
        <source>Ruins! Cover an empty ruins space.</source>
        <translation>廃墟！ 空いている廃墟マスに重ねてください。</translation>
    </message>
    <message>
        <source>Waiting for: {names}</source>
        <translation>記入待ち：{names}</translation>
    </message>
    <message>
        <source>Skills (unofficial costs)</source>
        <translation>スキル（コストは非公式）</translation>
    </message>
    <message>
        <source>Click to see it large.</source>
        <translation>クリックすると大きく表示します。</translation>
    </message>
    <message>
        <source>{name}: {n}</source>
        <translation>{name} {n}点</translation>
    </message>
    <message>
        <source>Confirm the drawing</source>
        <translation>記入を確定する</translation>
    </message>
    <message>
        <source>An ambush! Before its monsters are drawn you may use a skill, or pass.</source>
        <translation>待ち伏せです！ モンスターを記入する前にスキルを使うか、パスしてください。</translation>
    </message>
    <message>
        <source>Skip: the map is full</source>
        <translation>飛ばす：マップに空きがありません</translation>
    </message>
    <message>
        <source>Undo takes the drawing back until you confirm.</source>
        <translation>確定するまでは「取り消し」で記入を戻せます。</translation>
    </message>
    <message>
        <source>1×1: no shape fits</source>
        <translation>1×1：どの形状も記入できません</translation>
    </message>
    <message>
        <source>Turn (R)</source>
        <translation>回転（R）</translation>
    </message>
    <message>
        <source>Flip (F)</source>
        <translation>反転（F）</translation>
    </message>
    <message>
        <source>Keys: arrows move, Enter draws, 1/2 shape, T terrain</source>
        <translation>キー操作：矢印で移動、Enterで記入、1/2で形状、Tで地形</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>スキル</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>{name}&apos;s map</source>
        <translation>{name}のマップ</translation>
    </message>
    <message>
        <source>{skill} · {cost:coin|coins}</source>
        <translation>{skill} · コイン{cost}枚</translation>
    </message>
    <message>
        <source>{name}: confirm the drawing, or undo it.</source>
        <translation>{name}：記入を確定するか、取り消してください。</translation>
    </message>
    <message>
        <source>{name}: an ambush! Use a skill before its monsters are drawn, or pass.</source>
        <translation>{name}：待ち伏せです！ モンスターを記入する前にスキルを使うか、パスしてください。</translation>
    </message>
    <message>
        <source>{name}: draw the monsters on {victim}&apos;s map.</source>
        <translation>{name}：{victim}のマップにモンスターを記入してください。</translation>
    </message>
    <message>
        <source>{name}: choose a shape and a terrain, then draw it on your map.</source>
        <translation>{name}：形状と地形種別を選び、自分のマップに記入してください。</translation>
    </message>
    <message>
        <source>Edicts</source>
        <translation>勅命</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>モンスター</translation>
    </message>
    <message>
        <source>Ties go to the player who lost fewer stars to monsters.</source>
        <translation>同点の場合は、モンスターによる減点が少ないプレイヤーが上位です。</translation>
    </message>
    <message>
        <source>Score {score} − solo values {values} = rating {rating}</source>
        <translation>得点{score} − ソロ値{values} ＝ 評価{rating}</translation>
    </message>
    <message>
        <source>The queen names you: {title}</source>
        <translation>女王から授かった称号：{title}</translation>
    </message>
    <message>
        <source>Stars scored each season</source>
        <translation>季節ごとの得点</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>季節</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Total so far: {n:star|stars}</source>
        <translation>ここまでの合計：{n}点</translation>
    </message>
    <message>
        <source>Now: {n:star|stars} on this map.</source>
        <translation>現在、このマップで{n}点です。</translation>
    </message>
    <message>
        <source>{name}: {title} — {score:star|stars}</source>
        <translation>{name}：{title} — {score}点</translation>
    </message>
    <message>
        <source>As turned, the shape fits nowhere. Turn it (R) or flip it (F): it fits as {move}.</source>
        <translation>今の向きではこの形はどこにも入りません。回転（R）か反転（F）すると入ります：{move}。</translation>
    </message>
</context>
<context>
    <name>deck_basis</name>
    <message>
        <source>Second Edition Premiere starter-style: Earth headquarters; the Premiere starter-rarity Federation cards (Picard Explorer, Riker Number One, Worf Security Detail Leader, Shelby, U.S.S. Nebula, Mission Briefing, D&apos;Arsay Archive); Lapideas and Vaytan as in the Continuing Committee walkthrough (articles 337-341); Premiere commons to fill. Quantities ours.</source>
        <translation>第2版プレミア版スターター風: 地球の本部ミッション、プレミア版スターター封入のレアリティの惑星連邦カード(Picard Explorer、Riker Number One、Worf Security Detail Leader、Shelby、U.S.S. Nebula、Mission Briefing、D&apos;Arsay Archive)、Continuing Committeeの解説記事(337〜341)にあるLapideasとVaytan、残りはプレミア版のコモン。枚数は当プロジェクトによる。</translation>
    </message>
    <message>
        <source>Call to Arms Borg starter-style: Unicomplex and the four Call to Arms starter-rarity Borg missions; Borg Queen Bringer of Order, Seven of Nine Representative of the Hive, Calibration Drone, Borg Sphere, Analyze (starter-rarity) and Call to Arms common drones; after the public hobby list seickhoff/star-trek-ccg defaultDeck.ts. Quantities ours.</source>
        <translation>Call to Armsボーグ・スターター風: ユニコンプレックスとCall to Armsスターター封入のボーグのミッション4枚、Borg Queen Bringer of Order、Seven of Nine Representative of the Hive、Calibration Drone、Borg Sphere、Analyze(スターター封入)とCall to Armsのコモンのドローン。公開されている愛好家のリスト seickhoff/star-trek-ccg defaultDeck.ts に基づく。枚数は当プロジェクトによる。</translation>
    </message>
    <message>
        <source>The seed&apos;s Federation deck before its substitutions: data/startrek2e_precon_deck_candidates.json &apos;federation_tng_premiere_like&apos;, a stand-in designed by earlier research from Premiere starter-rarity Federation cards and the CC walkthrough (articles 337-341). Its dilemma pile equals the shared Premiere starter pile whose 13 titles hilcokats/dabo lists. No official list with quantities was found; quantities are ours.</source>
        <translation>差し替え前の元の惑星連邦デッキ: data/startrek2e_precon_deck_candidates.json の &apos;federation_tng_premiere_like&apos;。以前の調査がプレミア版スターター封入の惑星連邦カードとCCの解説記事(337〜341)から組んだ代用デッキ。ジレンマパイルは hilcokats/dabo が13種を挙げる共通のプレミア版スターターのもの。枚数入りの公式リストは見つかっておらず、枚数は当プロジェクトによる。</translation>
    </message>
    <message>
        <source>The seed&apos;s Borg deck before its substitutions: data/startrek2e_precon_deck_candidates.json &apos;borg_cta_like&apos;, after the public hobby list seickhoff/star-trek-ccg defaultDeck.ts (32 draw cards) plus 3 Borg Cutting Beam (a starter-rarity card the Borg use in the CC walkthrough). Salvaging the Wreckage is an Energize common, so this is not the exact Call to Arms starter.</source>
        <translation>差し替え前の元のボーグデッキ: data/startrek2e_precon_deck_candidates.json の &apos;borg_cta_like&apos;。公開されている愛好家のリスト seickhoff/star-trek-ccg defaultDeck.ts(デッキ32枚)に、Borg Cutting Beam 3枚(CCの解説でボーグが使うスターター封入のカード)を加えたもの。Salvaging the WreckageはEnergizeのコモンなので、Call to Armsスターターそのものではない。</translation>
    </message>
    <message>
        <source>Card identities from hilcokats/dabo expansions/.../starterdecks/klingon (Qo&apos;noS, 4 missions, 12 personnel, 2 ships, 13 dilemma titles, events, interrupts), without Kronos One (14R118, a later rare that folder also holds); the same list is data/startrek2e_precon_deck_candidates.json &apos;klingon_premiere_like&apos;. Gowron x2 follows the stccg-turnier.de report 57; all other quantities are ours.</source>
        <translation>カードの顔ぶれは hilcokats/dabo の expansions/.../starterdecks/klingon(Qo&apos;noS、ミッション4枚、人員12種、宇宙艦2種、ジレンマ13種、イベント、インタラプト)による。同じフォルダにある後のレアKronos One(14R118)は除く。同じリストが data/startrek2e_precon_deck_candidates.json の &apos;klingon_premiere_like&apos;。Gowron 2枚は stccg-turnier.de の報告57に従い、他の枚数は当プロジェクトによる。</translation>
    </message>
    <message>
        <source>Inferred by earlier research (research/turn5/star_trek_beyond.md): the Premiere starter-rarity Romulan cards plus Premiere Romulan commons; the four non-headquarters missions by elimination among the 16 starter-rarity missions (Tzenketh and Remus are the only remaining planets Romulans may attempt). Sunad is the lone personnel in the starter-reprint set (a weak hint). Quantities ours; dilemma pile = the shared Premiere starter pile.</source>
        <translation>以前の調査(research/turn5/star_trek_beyond.md)による推定: プレミア版スターター封入のロミュラン・カードとプレミア版のロミュランのコモン。本部ミッション以外の4枚はスターター封入のミッション16枚から消去法で選んだ(ロミュランが挑戦できる残りの惑星はTzenkethとRemusだけ)。Sunadはスターター再録セットにある唯一の人員(弱い手がかり)。枚数は当プロジェクトによる。ジレンマパイルは共通のプレミア版スターターのもの。</translation>
    </message>
</context>
<context>
    <name>deck_builder</name>
    <message>
        <source>Any affiliation may attempt it.</source>
        <translation>すべての勢力が挑戦できる。</translation>
    </message>
    <message>
        <source>Any affiliation but {affiliations} may attempt it.</source>
        <translation>{affiliations}以外のすべての勢力が挑戦できる。</translation>
    </message>
    <message>
        <source>Attempted by: {affiliations}</source>
        <translation>挑戦できる勢力: {affiliations}</translation>
    </message>
    <message>
        <source>Missions ({n})</source>
        <translation>ミッション({n})</translation>
    </message>
    <message>
        <source>Dilemma pile ({n})</source>
        <translation>ジレンマパイル({n})</translation>
    </message>
    <message>
        <source>Draw deck ({n})</source>
        <translation>デッキ({n})</translation>
    </message>
    <message>
        <source>Problems: {n} (saving, playing and exporting need none)</source>
        <translation>問題: {n}件(保存・プレイ・書き出しには問題がないことが必要)</translation>
    </message>
    <message>
        <source>No problems: the deck can be saved, played and exported.</source>
        <translation>問題はありません: 保存・プレイ・書き出しができます。</translation>
    </message>
    <message>
        <source>Warnings (they never block)</source>
        <translation>注意(保存やプレイは妨げません)</translation>
    </message>
    <message>
        <source>Every type</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>ミッション</translation>
    </message>
    <message>
        <source>Personnel</source>
        <translation>人員</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>宇宙艦</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>装備</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Interrupts</source>
        <translation>インタラプト</translation>
    </message>
    <message>
        <source>Dilemmas</source>
        <translation>ジレンマ</translation>
    </message>
    <message>
        <source>mission</source>
        <translation>ミッション</translation>
    </message>
    <message>
        <source>personnel</source>
        <translation>人員</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>宇宙艦</translation>
    </message>
    <message>
        <source>equipment</source>
        <translation>装備</translation>
    </message>
    <message>
        <source>event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>interrupt</source>
        <translation>インタラプト</translation>
    </message>
    <message>
        <source>dilemma</source>
        <translation>ジレンマ</translation>
    </message>
    <message>
        <source>Any mission type</source>
        <translation>すべてのミッションの種類</translation>
    </message>
    <message>
        <source>Headquarters</source>
        <translation>本部ミッション</translation>
    </message>
    <message>
        <source>Planet</source>
        <translation>惑星</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>宇宙</translation>
    </message>
    <message>
        <source>{type} mission</source>
        <translation>{type}ミッション</translation>
    </message>
    <message>
        <source>{type} dilemma</source>
        <translation>{type}ジレンマ</translation>
    </message>
    <message>
        <source>Card pool</source>
        <translation>カード一覧</translation>
    </message>
    <message>
        <source>Search by name; Enter adds the card</source>
        <translation>名前で検索(Enterでカードを加える)</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>In deck</source>
        <translation>デッキ内</translation>
    </message>
    <message>
        <source>Every affiliation</source>
        <translation>すべての勢力</translation>
    </message>
    <message>
        <source>Any cost</source>
        <translation>すべてのコスト</translation>
    </message>
    <message>
        <source>Cost {cost}</source>
        <translation>コスト{cost}</translation>
    </message>
    <message>
        <source>Any skill</source>
        <translation>すべてのスキル</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>新しいデッキ</translation>
    </message>
    <message>
        <source>Star Trek deck builder</source>
        <translation>スタートレック デッキ構築</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>元にするデッキ</translation>
    </message>
    <message>
        <source>A deck not saved yet</source>
        <translation>未保存のデッキ</translation>
    </message>
    <message>
        <source>Edit a copy</source>
        <translation>コピーを編集</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Play…</source>
        <translation>プレイ…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>読み込み…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <source>Export as Lackey text…</source>
        <translation>Lackeyテキストで書き出し…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Add one</source>
        <translation>1枚加える</translation>
    </message>
    <message>
        <source>Take one out</source>
        <translation>1枚外す</translation>
    </message>
    <message>
        <source>Adds a copy of the card shown (Insert, or a double-click in the pool).</source>
        <translation>表示中のカードを1枚加えます(Insertキー、またはカード一覧でダブルクリック)。</translation>
    </message>
    <message>
        <source>Takes a copy of the selected card out (Delete, or a double-click in the deck).</source>
        <translation>選んだカードを1枚外します(Deleteキー、またはデッキでダブルクリック)。</translation>
    </message>
    <message>
        <source>New empty deck</source>
        <translation>空のデッキから作る</translation>
    </message>
    <message>
        <source>{name} (premade, read-only)</source>
        <translation>{name}(構築済み・読み取り専用)</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name}(保存済み)</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>{name}のコピー</translation>
    </message>
    <message>
        <source>Premade decks are read-only: Edit a copy to change it.</source>
        <translation>構築済みデッキは読み取り専用です: 変更するには「コピーを編集」を使ってください。</translation>
    </message>
    <message>
        <source>The deck has a problem: see the list.</source>
        <translation>デッキに問題があります: 一覧を見てください。</translation>
    </message>
    <message>
        <source>Premade deck, a reconstruction: {basis}</source>
        <translation>構築済みデッキ(再構成): {basis}</translation>
    </message>
    <message>
        <source>Premade deck.</source>
        <translation>構築済みデッキです。</translation>
    </message>
    <message>
        <source>The deck has {n:problem|problems}: first put them right.</source>
        <translation>デッキに問題が{n}件あります: 先に直してください。</translation>
    </message>
    <message>
        <source>The deck could not be saved: {detail}</source>
        <translation>デッキを保存できませんでした: {detail}</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
    <message>
        <source>{file} cannot be read: {detail}</source>
        <translation>{file}を読み込めません: {detail}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {detail}</source>
        <translation>{file}に書き込めません: {detail}</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>{file}に書き出しました。</translation>
    </message>
    <message>
        <source>Import a deck</source>
        <translation>デッキを読み込む</translation>
    </message>
    <message>
        <source>Deck files (*.txt);;All files (*)</source>
        <translation>デッキファイル (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export the deck</source>
        <translation>デッキを書き出す</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>It is not {seat}&apos;s turn to decide.</source>
        <translation>今は{seat}が決める番ではありません。</translation>
    </message>
    <message>
        <source>“{action}” is not a move in this game.</source>
        <translation>「{action}」はこのゲームの手ではありません。</translation>
    </message>
    <message>
        <source>“{action}” is not allowed at this moment.</source>
        <translation>「{action}」は今は行えません。</translation>
    </message>
    <message>
        <source>{seat} is deciding.</source>
        <translation>{seat}が選択中です。</translation>
    </message>
    <message>
        <source>“{action}” cannot be read as a move.</source>
        <translation>「{action}」は手として読み取れません。</translation>
    </message>
    <message>
        <source>Nothing to undo: undo never goes back past a revealed card, a roll or another player&apos;s turn.</source>
        <translation>取り消せる手はありません。公開されたカード、ダイスの出目、他のプレイヤーの手番を越えて戻すことはできません。</translation>
    </message>
    <message>
        <source>There is no move taken back to play again.</source>
        <translation>やり直せる取り消した手はありません。</translation>
    </message>
    <message>
        <source>{game} cannot be played by {players:player|players}: it takes {minimum} to {maximum:player|players}.</source>
        <translation>{game}は{players}人では遊べません。プレイ人数は{minimum}〜{maximum}人です。</translation>
    </message>
    <message>
        <source>{game} cannot be played by {players:player|players}: it is for {count:player|players}.</source>
        <translation>{game}は{players}人では遊べません。プレイ人数は{count}人です。</translation>
    </message>
    <message>
        <source>{game} has no option “{option}” (its options: {known}).</source>
        <translation>{game}には「{option}」というオプションはありません（オプション：{known}）。</translation>
    </message>
    <message>
        <source>Option “{option}” must be true or false, not {value}.</source>
        <translation>オプション「{option}」はtrueかfalseで指定してください（{value}は不可）。</translation>
    </message>
    <message>
        <source>Option “{option}” must be text.</source>
        <translation>オプション「{option}」は文字列で指定してください。</translation>
    </message>
    <message>
        <source>Option “{option}” must be a whole number from {minimum} to {maximum}, not {value}.</source>
        <translation>オプション「{option}」は{minimum}〜{maximum}の整数で指定してください（{value}は不可）。</translation>
    </message>
    <message>
        <source>The bot playing {seat} failed ({detail}). The game is saved; please report this.</source>
        <translation>{seat}を担当するボットでエラーが起きました（{detail}）。ゲームは保存されています。お手数ですが報告してください。</translation>
    </message>
    <message>
        <source>The bot playing {seat} has thought for over {seconds:second|seconds} without choosing a move.</source>
        <translation>{seat}を担当するボットが{seconds}秒以上考えても、手を決められずにいます。</translation>
    </message>
    <message>
        <source>{why} Played on from here {count:time|times}, the cards you can&apos;t see dealt at random each time, it did better than {other}, the one worth most at once.</source>
        <translation>{why}見えないカードを毎回無作為に配って、ここから{count}回先を読んでみたところ、すぐに最も得になる手（{other}）より良い結果になりました。</translation>
    </message>
    <message>
        <source>Played on from here {count:time|times}, the cards you can&apos;t see dealt at random each time, this move did better than {other}, the one worth most at once.</source>
        <translation>見えないカードを毎回無作為に配って、ここから{count}回先を読んでみたところ、この手は、すぐに最も得になる手（{other}）より良い結果になりました。</translation>
    </message>
    <message>
        <source>There is no game “{game}”. Games: {known}.</source>
        <translation>「{game}」というゲームはありません。ゲーム：{known}。</translation>
    </message>
    <message>
        <source>The file cannot be read: {detail}.</source>
        <translation>ファイルを読み込めません：{detail}。</translation>
    </message>
    <message>
        <source>The file is not text, so it is not a Tabletop save.</source>
        <translation>テキストファイルではないため、Tabletopのセーブデータではありません。</translation>
    </message>
    <message>
        <source>The save is damaged at line {line}, column {column}: {detail}.</source>
        <translation>セーブデータが壊れています（{line}行目、{column}文字目）：{detail}。</translation>
    </message>
    <message>
        <source>This file is not a Tabletop save.</source>
        <translation>このファイルはTabletopのセーブデータではありません。</translation>
    </message>
    <message>
        <source>This save comes from a newer Tabletop ({app_version}, save format {version}); this version reads format {supported}. The file was left as it is.</source>
        <translation>このセーブデータは新しいバージョンのTabletop（{app_version}、形式{version}）で作られています。このバージョンが読めるのは形式{supported}までです。ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <source>The save is damaged: field “{field}”: {detail}.</source>
        <translation>セーブデータが壊れています：項目「{field}」：{detail}。</translation>
    </message>
    <message>
        <source>This save is for a game this version does not have: {game}.</source>
        <translation>このバージョンにないゲームのセーブデータです：{game}。</translation>
    </message>
    <message>
        <source>The save cannot be replayed: action {index} (“{action}”) is refused: {reason}</source>
        <translation>セーブデータを再現できません。{index}番目の手（「{action}」）が認められません：{reason}</translation>
    </message>
    <message>
        <source>The save is damaged: it is nested too deeply to read.</source>
        <translation>セーブデータが壊れています：入れ子が深すぎて読み込めません。</translation>
    </message>
    <message>
        <source>The save is damaged: it holds a number too large to read.</source>
        <translation>セーブデータが壊れています：読み込めないほど大きな数が含まれています。</translation>
    </message>
    <message>
        <source>The save cannot be read as JSON ({detail}).</source>
        <translation>セーブデータをJSONとして読み込めません（{detail}）。</translation>
    </message>
    <message>
        <source>The save names a kind of player this version does not have: “{bot}” (field “{field}”).</source>
        <translation>セーブデータに、このバージョンにない種類のプレイヤーが指定されています：「{bot}」（項目「{field}」）。</translation>
    </message>
    <message>
        <source>The save cannot be replayed: the game failed ({detail}). The file was left as it is; please report this.</source>
        <translation>セーブデータを再現できません：ゲームの処理に失敗しました（{detail}）。ファイルはそのまま残してあります。この問題を報告してください。</translation>
    </message>
    <message>
        <source>This {game} save was made under rules version {saved}; this Tabletop plays rules version {current}, and the saved game does not play out the same under them. The file was left as it is.</source>
        <translation>この{game}のセーブデータはルールのバージョン{saved}で保存されました。このTabletopはルールのバージョン{current}で遊ぶため、保存したゲームを同じように再現できません。ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <source>Saved by an older version; replayed under today&apos;s rules.</source>
        <translation>古いバージョンで保存されたゲームを、現在のルールで再現しました。</translation>
    </message>
    <message>
        <source>This {game} game was saved by an older version (rules version {saved}) and cannot go on under today&apos;s rules (version {current}): its move {index}, {player}&apos;s “{move}”, no longer fits. {reason} The file was left as it is.</source>
        <translation>この{game}のゲームは古いバージョン（ルールのバージョン{saved}）で保存されたもので、現在のルール（バージョン{current}）では続けられません。{index}手目の{player}の「{move}」が現在のルールに合いません。{reason}ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>取り消せる手はまだありません。</translation>
    </message>
    <message>
        <source>{action}</source>
        <translation>{action}</translation>
    </message>
    <message>
        <source>Undo can&apos;t take back {seat}&apos;s last move: it showed something that was hidden (a card drawn, dice rolled).</source>
        <translation>{seat}さんの直前の手は取り消せません。伏せられていたもの（引いたカード、ダイスの出目）が公開されたためです。</translation>
    </message>
    <message>
        <source>Undo can&apos;t take back {seat}&apos;s last move: it passed the decision to another player.</source>
        <translation>{seat}さんの直前の手は取り消せません。判断が他のプレイヤーに移ったためです。</translation>
    </message>
    <message>
        <source>Undo takes back your own move when it is your turn.</source>
        <translation>取り消しは、自分の手番に自分の手だけを戻せます。</translation>
    </message>
    <message>
        <source>Undo takes back only your own moves; the last was {seat}&apos;s.</source>
        <translation>取り消せるのは自分の手だけです。直前の手は{seat}さんの手です。</translation>
    </message>
</context>
<context>
    <name>home</name>
    <message>
        <source>Cartographers</source>
        <translation>カートグラファーズ</translation>
    </message>
    <message>
        <source>Star Cartel</source>
        <translation>スターカルテル</translation>
    </message>
    <message>
        <source>Thief&apos;s Market</source>
        <translation>シーフズマーケット</translation>
    </message>
    <message>
        <source>Catan: Starfarers</source>
        <translation>カタン：宇宙開拓者版</translation>
    </message>
    <message>
        <source>Star Trek CCG, Second Edition</source>
        <translation>スタートレック カスタマイザブルカードゲーム 第2版</translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation>デッキ構築</translation>
    </message>
    <message>
        <source>Build your own deck from the 120 cards, import or export one</source>
        <translation>120種類のカードから自分のデッキを構築し、読み込み・書き出しもできます</translation>
    </message>
    <message>
        <source>Draw the map of the realm, season by season. Solo or 1–6 players.</source>
        <translation>季節ごとに王国のマップを描き進めます。1〜6人（ソロ対応）。</translation>
    </message>
    <message>
        <source>Smuggle contraband to the cartel, move the market, stash your share. 3–6 players, 30–60 minutes.</source>
        <translation>禁制品を宇宙船に積んでスターカルテルへ配達し、価値を動かし、分け前を蓄財します。3〜6人、30〜60分。</translation>
    </message>
    <message>
        <source>Take loot or steal a whole pile, then buy the market. 3–5 players.</source>
        <translation>盗品ダイスを取るか、他人のパイルを丸ごと盗み、マーケットでカードを買います。3〜5人。</translation>
    </message>
    <message>
        <source>Explore the galaxy with your mother ship. 3–4 players.</source>
        <translation>母船で銀河を探検します。3〜4人。</translation>
    </message>
    <message>
        <source>Missions, dilemmas and crews. 2 players.</source>
        <translation>ミッション、ジレンマ、そして乗組員。2人用。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Coming later</source>
        <translation>準備中</translation>
    </message>
    <message>
        <source>Today&apos;s map</source>
        <translation>今日のマップ</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>Board and card games on one computer: take turns at the screen, or play against bots.</source>
        <translation>ボードゲームとカードゲームを1台のパソコンで。交代で遊ぶことも、ボットと対戦することもできます。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation>保存したゲームを続ける</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <source>Every move on a timeline, seen by any player, and the bot&apos;s analysis of your moves.</source>
        <translation>すべての手をタイムラインで、どのプレイヤーの目からでも見返せます。あなたの手のボットによる分析もあります。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最終プレイ</translation>
    </message>
    <message>
        <source>Every move so far on a timeline, seen by you, and the bot&apos;s analysis of your moves.</source>
        <translation>ここまでのすべての手をタイムラインで、あなたの目から見返せます。あなたの手のボットによる分析もあります。</translation>
    </message>
    <message>
        <source>A game two or more people play at this screen can be reviewed once it ends.</source>
        <translation>この画面で2人以上が遊んでいるゲームは、終わってから振り返れます。</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}は続けられません：{problem}</translation>
    </message>
    <message>
        <source>Best maps of the day:</source>
        <translation>今日のマップ・自己ベスト</translation>
    </message>
    <message>
        <source>damaged: cannot continue</source>
        <translation>破損：続行できません</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>{place}. {date}: {score:star|stars} ({title})</source>
        <translation>{place}. {date}&#x3000;{score}点（{title}）</translation>
    </message>
    <message>
        <source>{date}: {score:star|stars} ({title})</source>
        <translation>{date}&#x3000;{score}点（{title}）</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>終わったゲーム</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>テーブルを見る</translation>
    </message>
    <message>
        <source>Opens the table as the game ended: the final scores and the log.</source>
        <translation>ゲームが終わったときのテーブルを開きます。最終得点と記録を見られます。</translation>
    </message>
    <message>
        <source>{name} (bot)</source>
        <translation>{name}（ボット）</translation>
    </message>
</context>
<context>
    <name>large_view</name>
    <message>
        <source>Click anywhere or press Esc to go back to the table.</source>
        <translation>どこかをクリックするか Esc を押すと盤面に戻ります。</translation>
    </message>
    <message>
        <source>Click or Esc: back to the table</source>
        <translation>クリックか Esc：盤面に戻る</translation>
    </message>
</context>
<context>
    <name>new_game</name>
    <message>
        <source>New game: {game}</source>
        <translation>新しいゲーム：{game}</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>プレイ人数</translation>
    </message>
    <message>
        <source>any</source>
        <translation>おまかせ</translation>
    </message>
    <message>
        <source>Deal number (optional: the same number deals the same game)</source>
        <translation>配り方の番号（任意。同じ番号なら同じ配り方になります）</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Bot (strong)</source>
        <translation>ボット（強い）</translation>
    </message>
    <message>
        <source>Bot (easy)</source>
        <translation>ボット（やさしい）</translation>
    </message>
    <message>
        <source>Bot ({name})</source>
        <translation>ボット（{name}）</translation>
    </message>
    <message>
        <source>Player {n} needs a name.</source>
        <translation>プレイヤー{n}の名前を入れてください。</translation>
    </message>
    <message>
        <source>Two players are called “{name}”; the log needs different names.</source>
        <translation>「{name}」という名前のプレイヤーが2人います。記録のため別々の名前にしてください。</translation>
    </message>
    <message>
        <source>The deal number must be a whole number (or left empty).</source>
        <translation>配り方の番号は整数で入力してください（空欄でも構いません）。</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Bot (normal)</source>
        <translation>ボット（ふつう）</translation>
    </message>
    <message>
        <source>Bot (random moves)</source>
        <translation>ボット（でたらめ）</translation>
    </message>
    <message>
        <source>{name} (reconstruction)</source>
        <translation>{name}(再構成)</translation>
    </message>
    <message>
        <source>{name} (saved)</source>
        <translation>{name}(保存済み)</translation>
    </message>
    <message>
        <source>A deck you built and saved.</source>
        <translation>自分で構築して保存したデッキです。</translation>
    </message>
    <message>
        <source>Player {n}: {name} is a reconstruction. {basis}</source>
        <translation>プレイヤー{n}: {name}は再構成デッキです。{basis}</translation>
    </message>
</context>
<context>
    <name>pace</name>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>はやい</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>待たない</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <source>This game is still being played by {count:person|people} at one screen: it can be reviewed once it ends, so that no one sees another&apos;s moves.</source>
        <translation>このゲームは1つの画面で{count}人がまだ遊んでいます。ほかの人の手が見えないよう、終わってから振り返れます。</translation>
    </message>
    <message>
        <source>Analyse my moves</source>
        <translation>自分の手を分析する</translation>
    </message>
    <message>
        <source>Analyse {name}&apos;s moves</source>
        <translation>{name}の手を分析する</translation>
    </message>
    <message>
        <source>The Strong bot weighs each of these moves against its own best choice, off this window&apos;s thread.</source>
        <translation>「強い」ボットが、それぞれの手を自分の最善手と比べて評価します（画面の操作は止まりません）。</translation>
    </message>
    <message>
        <source>Weighing move {done} of {total}</source>
        <translation>{total}手中{done}手目を評価中</translation>
    </message>
    <message>
        <source>This analysis knows only what {name} could see at each move: the cards {name} could not see were dealt at random for every trial.</source>
        <translation>この分析は、各手の時点で{name}に見えていたことだけを使います。{name}に見えなかったカードは、試すたびに無作為に配りました。</translation>
    </message>
    <message>
        <source>No move lost anything the bot could find.</source>
        <translation>ボットが見つけられる損をした手はありませんでした。</translation>
    </message>
    <message>
        <source>move {n} ({loss})</source>
        <translation>{n}手目（{loss}）</translation>
    </message>
    <message>
        <source>Costliest, marked in red: {moves}.</source>
        <translation>損が大きかった手（赤で表示）：{moves}。</translation>
    </message>
    <message>
        <source>{n:star|stars}</source>
        <translation>{n}点</translation>
    </message>
    <message>
        <source>{percent}% win chance</source>
        <translation>勝率{percent}%</translation>
    </message>
    <message>
        <source>Not weighed: the only move, or a step of a move chosen before.</source>
        <translation>評価していません：ほかに選べる手がないか、前に選んだ手の続きです。</translation>
    </message>
    <message>
        <source>After this move: {value}.</source>
        <translation>この手のあと：{value}。</translation>
    </message>
    <message>
        <source>The bot found no better move.</source>
        <translation>ボットはこれより良い手を見つけませんでした。</translation>
    </message>
    <message>
        <source>{loss}: the bot would have played {move} ({value}).</source>
        <translation>{loss}：ボットなら{move}を選びました（{value}）。</translation>
    </message>
    <message>
        <source>Seen by</source>
        <translation>視点</translation>
    </message>
    <message>
        <source>Everything open</source>
        <translation>すべて公開</translation>
    </message>
    <message>
        <source>After the end: any player&apos;s view, or everything open (every player&apos;s hidden cards shown at once, and the whole log). While the game goes on: only your own.</source>
        <translation>終了後は、どのプレイヤーの視点でも、すべて公開（全プレイヤーの非公開のカードを一度に表示し、記録はすべて）でも見られます。ゲームの途中は、自分の視点だけです。</translation>
    </message>
    <message>
        <source>Game log up to this moment</source>
        <translation>この時点までのゲームの記録</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>ここから続けて遊ぶ</translation>
    </message>
    <message>
        <source>A new game from this moment with the same seats; this game and its save stay as they are.</source>
        <translation>同じ席のまま、この時点から新しいゲームを始めます。このゲームとその保存データはそのまま残ります。</translation>
    </message>
    <message>
        <source>Same players</source>
        <translation>同じプレイヤー</translation>
    </message>
    <message>
        <source>Me as {name}</source>
        <translation>自分が{name}の席で</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>1手戻る（←）</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <translation>1手進む（→）</translation>
    </message>
    <message>
        <source>The game begins</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>Move {k} of {n}</source>
        <translation>{n}手中{k}手目</translation>
    </message>
    <message>
        <source>The analysis failed ({detail}).</source>
        <translation>分析に失敗しました（{detail}）。</translation>
    </message>
    <message>
        <source>Move {k}</source>
        <translation>{k}手目</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Wins by player</source>
        <translation>プレイヤーごとの勝利数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Not counted, damaged: {files}</source>
        <translation>壊れていて数えていないファイル：{files}</translation>
    </message>
    <message>
        <source>Games played: {played}, finished: {finished}</source>
        <translation>遊んだゲーム：{played}、終わったゲーム：{finished}</translation>
    </message>
    <message>
        <source>Best score: {score} ({name}, {when})</source>
        <translation>最高得点：{score}（{name}、{when}）</translation>
    </message>
    <message>
        <source>Mean score: {mean}</source>
        <translation>平均得点：{mean}</translation>
    </message>
    <message>
        <source>Wins: {players}</source>
        <translation>勝利数：{players}</translation>
    </message>
    <message>
        <source>☆ on the chart: Today&apos;s map</source>
        <translation>グラフの☆：今日のマップ</translation>
    </message>
    <message>
        <source>Scores game by game: {game}</source>
        <translation>ゲームごとの得点：{game}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>{name}: {move}</source>
        <translation>{name}：{move}</translation>
    </message>
    <message>
        <source>{name} made a move you could not see.</source>
        <translation>{name}はあなたに見えない手を指しました。</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>ルールを検索</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>{n} found</source>
        <translation>{n}件</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>How long a bot&apos;s turn takes: Slow up to 6 s, Medium up to 3 s, Fast up to 1 s, Instant at once. Each move is shown as it is made.</source>
        <translation>ボットの手番にかかる時間：ゆっくりは最長6秒、標準は最長3秒、はやいは最長1秒、待たないはすぐ。手は1つずつ表示されます。</translation>
    </message>
    <message>
        <source>Your name (for Today&apos;s map)</source>
        <translation>あなたの名前（今日のマップ用）</translation>
    </message>
    <message>
        <source>Bots play</source>
        <translation>ボットの速さ</translation>
    </message>
    <message>
        <source>Reduce motion (no flashing or moving pieces)</source>
        <translation>動きを減らす（点滅や移動のアニメーションをしない）</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
</context>
<context>
    <name>star_cartel</name>
    <message>
        <source>Capacity {capacity}: the load would be {load}.</source>
        <translation>積載量は{capacity}です。積むとサイズ合計が{load}になります。</translation>
    </message>
    <message>
        <source>Only the bottom card of a column can be loaded (column {column}).</source>
        <translation>積み込めるのは縦列の一番下のカードだけです（縦列{column}）。</translation>
    </message>
    <message>
        <source>A second card must come from the same column (column {column}).</source>
        <translation>2枚目は同じ縦列から取ります（縦列{column}）。</translation>
    </message>
    <message>
        <source>There is no card there (column {column}).</source>
        <translation>そこにカードはありません（縦列{column}）。</translation>
    </message>
    <message>
        <source>A hub card fits on the ship, so loading is compulsory. You deliver only when the ship is full or nothing fits.</source>
        <translation>積み込めるカードがハブにあるので、船積は義務です。配達できるのは満載のときか、どのカードも積めないときだけです。</translation>
    </message>
    <message>
        <source>Load at least one card before ending the loading.</source>
        <translation>船積を終える前に、少なくとも1枚積み込んでください。</translation>
    </message>
    <message>
        <source>Cards were loaded this turn; the delivery comes when the ship is exactly full.</source>
        <translation>この手番ではすでに積み込みました。配達はサイズ合計が積載量とピッタリ同じになったときです。</translation>
    </message>
    <message>
        <source>Only a ship with the Jettison ability may discard a hub row.</source>
        <translation>ハブの段を捨て札にできるのは「投棄」の能力を持つ宇宙船だけです。</translation>
    </message>
    <message>
        <source>Jettison may be used once per turn.</source>
        <translation>投棄は1手番に1回までです。</translation>
    </message>
    <message>
        <source>Jettison is used before loading, not after.</source>
        <translation>投棄は船積の前に使います。後からは使えません。</translation>
    </message>
    <message>
        <source>Row {row} of the hub is empty.</source>
        <translation>ハブの下から{row}段目にカードはありません。</translation>
    </message>
    <message>
        <source>The Specialist&apos;s third card must be {cargo}.</source>
        <translation>専門家の3枚目は{cargo}でなければなりません。</translation>
    </message>
    <message>
        <source>That is a delivery choice, and the ship is still loading.</source>
        <translation>それは配達のときの選択です。今は船積中です。</translation>
    </message>
    <message>
        <source>The ship is delivering: finish the delivery choices first.</source>
        <translation>配達中です。先に配達の選択を済ませてください。</translation>
    </message>
    <message>
        <source>First choose which tied set counts as the largest.</source>
        <translation>先に、同点のセットのどれを最大とするか選んでください。</translation>
    </message>
    <message>
        <source>First choose which tied set counts as the smallest.</source>
        <translation>先に、同点のセットのどれを最小とするか選んでください。</translation>
    </message>
    <message>
        <source>First decide whether to use the Fixer.</source>
        <translation>先に、相場操作を使うかどうか決めてください。</translation>
    </message>
    <message>
        <source>Now choose a set to stash.</source>
        <translation>蓄財するセットを選んでください。</translation>
    </message>
    <message>
        <source>There is no smallest set whose marker could move.</source>
        <translation>動かせる最小セットのコマがありません。</translation>
    </message>
    <message>
        <source>No {cargo} is being delivered.</source>
        <translation>{cargo}は配達していません。</translation>
    </message>
    <message>
        <source>{cargo} totals {size}, but the largest set totals {largest}.</source>
        <translation>{cargo}のサイズ合計は{size}ですが、最大セットの合計は{largest}です。</translation>
    </message>
    <message>
        <source>{cargo} totals {size}, but the smallest set totals {smallest}.</source>
        <translation>{cargo}のサイズ合計は{size}ですが、最小セットの合計は{smallest}です。</translation>
    </message>
    <message>
        <source>{cargo} is already the largest set.</source>
        <translation>{cargo}はすでに最大セットです。</translation>
    </message>
    <message>
        <source>{cargo} is already in the stash.</source>
        <translation>{cargo}はすでに蓄財しました。</translation>
    </message>
    <message>
        <source>The {cargo} set was the largest or the smallest and has been discarded.</source>
        <translation>{cargo}のセットは最大または最小だったため、捨て札になりました。</translation>
    </message>
    <message>
        <source>One set must go to the stash first.</source>
        <translation>まず1セットを蓄財してください。</translation>
    </message>
    <message>
        <source>{seat} loads {cargo} {size} from column {column} (load {load} of {capacity}).</source>
        <translation>{seat}が縦列{column}から{cargo}{size}を積み込みました（積載 {load}／{capacity}）。</translation>
    </message>
    <message>
        <source>New hub card in column {column}: {cargo} {size}.</source>
        <translation>縦列{column}に新しいカード：{cargo}{size}。</translation>
    </message>
    <message>
        <source>Nothing in the hub fits {seat}&apos;s ship, so the ship delivers.</source>
        <translation>ハブのどのカードも{seat}の宇宙船に積めないため、配達します。</translation>
    </message>
    <message>
        <source>{seat} delivers to the Star Cartel.</source>
        <translation>{seat}がスターカルテルに配達しました。</translation>
    </message>
    <message>
        <source>{seat} makes an express delivery on the last turn.</source>
        <translation>{seat}が最後の手番で特急配達を行いました。</translation>
    </message>
    <message>
        <source>Largest set {cargo}: price {before} → {after} ({delta}).</source>
        <translation>最大セットの{cargo}：価値 {before} → {after}（{delta}）。</translation>
    </message>
    <message>
        <source>Smallest set {cargo}: price {before} → {after} ({delta}).</source>
        <translation>最小セットの{cargo}：価値 {before} → {after}（{delta}）。</translation>
    </message>
    <message>
        <source>{cargo} crashes! The price passed 9 and falls to {after}.</source>
        <translation>{cargo}が暴落！ 価値が9を超えたため{after}になりました。</translation>
    </message>
    <message>
        <source>{seat} does not use the Fixer.</source>
        <translation>{seat}は相場操作を使いませんでした。</translation>
    </message>
    <message>
        <source>{seat} uses the Fixer: the largest set&apos;s marker moves −2.</source>
        <translation>{seat}が相場操作を使用：最大セットのコマを−2しました。</translation>
    </message>
    <message>
        <source>{seat} uses the Fixer: the smallest set&apos;s marker moves +1.</source>
        <translation>{seat}が相場操作を使用：最小セットのコマを+1しました。</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points}; the higher contraband score ranks first.</source>
        <translation>{seats}が{total}点で同点。禁制品の得点が高い方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points} and on contraband; the higher score from a single cargo ranks first.</source>
        <translation>{seats}が{total}点、禁制品の得点も同点。1種類の禁制品による得点が高い方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points}, contraband and best cargo; fewer contraband cards ranks first.</source>
        <translation>{seats}が{total}点、禁制品の得点、1種類の得点も同点。禁制品カードの枚数が少ない方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points} and on every tie-break: they share the place.</source>
        <translation>{seats}が{total}点で、すべてのタイブレークでも同点。同順位です。</translation>
    </message>
    <message>
        <source>{picks:card was|cards were} loaded this turn; no more may be loaded.</source>
        <translation>この手番ですでに{picks}枚積み込みました。これ以上は積めません。</translation>
    </message>
    <message>
        <source>The discards are shuffled into a new draw pile ({cards:card|cards}).</source>
        <translation>捨て札をシャッフルして新しい山札にしました（{cards}枚）。</translation>
    </message>
    <message>
        <source>{seat} jettisons hub row {row} ({cards:card|cards} discarded).</source>
        <translation>{seat}がハブの下から{row}段目を投棄しました（{cards}枚を捨て札に）。</translation>
    </message>
    <message>
        <source>{seat} stashes a set face down ({cards:card|cards}).</source>
        <translation>{seat}が1セットを伏せて蓄財しました（{cards}枚）。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} stashed {cargo}, {cards:card|cards}.</source>
        <translation>{seat}が{cargo}を{cards}枚蓄財しました（{seat}だけに表示）。</translation>
    </message>
    <message>
        <source>{seat} discards the remaining sets ({cards:card|cards}).</source>
        <translation>{seat}が残りのセットを捨て札にしました（{cards}枚）。</translation>
    </message>
    <message>
        <source>{seat} takes the {ship} from the shipyard (capacity {capacity}, value {value}).</source>
        <translation>{seat}が造船所から{ship}を受け取りました（積載量{capacity}、点数{value}）。</translation>
    </message>
    <message>
        <source>{seat} took the Cassiopeia! Every other player has one last turn, with express delivery.</source>
        <translation>{seat}がカシオペアを取りました！ 他のプレイヤーは全員、特急配達つきの最後の手番を1回ずつ行います。</translation>
    </message>
    <message>
        <source>{seat}&apos;s turn.</source>
        <translation>{seat}の手番です。</translation>
    </message>
    <message>
        <source>{seat}&apos;s last turn.</source>
        <translation>{seat}の最後の手番です。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>Ship abilities (the rules suggest leaving them off in a first game)</source>
        <translation>宇宙船の能力を使う（初回プレイではオフ推奨）</translation>
    </message>
    <message>
        <source>Fills the ship, so it delivers now: your stash gets {n:card|cards} of {cargo} at price {price}, {points:point|points}.</source>
        <translation>宇宙船が満載になり、すぐに配達します。{cargo}{n}枚を価値{price}で蓄財でき、{points}点になります。</translation>
    </message>
    <message>
        <source>Builds a load whose delivery would stash {n:card|cards} of {cargo} at price {price}, {points:point|points}.</source>
        <translation>配達すれば{cargo}{n}枚を価値{price}で蓄財でき、{points}点になる積み荷を作ります。</translation>
    </message>
    <message>
        <source>Delivered as the largest set, {cargo} would go from price {before} to {after}, and your stash holds {n:card|cards} of it.</source>
        <translation>最大のセットとして配達すれば{cargo}の価値が{before}から{after}に上がります。あなたの蓄財にはそのカードが{n}枚あります。</translation>
    </message>
    <message>
        <source>Of the cards in reach, this one leaves the best delivery open.</source>
        <translation>取れるカードのうち、最も良い配達につながるカードです。</translation>
    </message>
    <message>
        <source>No card in reach makes the coming delivery worth more: stop loading.</source>
        <translation>これ以上どのカードを積んでも次の配達の得点は増えません。船積を終えましょう。</translation>
    </message>
    <message>
        <source>Nothing in the hub fits the ship: it delivers what it carries.</source>
        <translation>ハブに船に積めるカードがないので、今の積荷を配達します。</translation>
    </message>
    <message>
        <source>Clears hub row {row}: the cards under it are worth more to you.</source>
        <translation>ハブの{row}段目を投棄します。その下のカードの方があなたにとって価値があります。</translation>
    </message>
    <message>
        <source>Leaves your stash worth {points:point|points} at the prices after this delivery, the most it can be.</source>
        <translation>この配達の後の価値で、蓄財が{points}点になります。これが最大です。</translation>
    </message>
    <message>
        <source>Stashes {n:card|cards} of {cargo} at price {price}: {points:point|points}.</source>
        <translation>{cargo}{n}枚を価値{price}で蓄財します：{points}点。</translation>
    </message>
    <message>
        <source>No other set would add to your stash.</source>
        <translation>ほかのセットを蓄財しても得点は増えません。</translation>
    </message>
    <message>
        <source>food</source>
        <translation>食料</translation>
    </message>
    <message>
        <source>weapons</source>
        <translation>武器</translation>
    </message>
    <message>
        <source>plants</source>
        <translation>植物</translation>
    </message>
    <message>
        <source>medicine</source>
        <translation>薬品</translation>
    </message>
    <message>
        <source>crystals</source>
        <translation>水晶</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>変化なし</translation>
    </message>
    <message>
        <source>Lyra</source>
        <translation>リラ</translation>
    </message>
    <message>
        <source>Vela</source>
        <translation>ヴェラ</translation>
    </message>
    <message>
        <source>Pyxis</source>
        <translation>ピクシス</translation>
    </message>
    <message>
        <source>Carina</source>
        <translation>カリーナ</translation>
    </message>
    <message>
        <source>Columba</source>
        <translation>コルンバ</translation>
    </message>
    <message>
        <source>Aquila</source>
        <translation>アクイラ</translation>
    </message>
    <message>
        <source>Lupus</source>
        <translation>ルプス</translation>
    </message>
    <message>
        <source>Corvus</source>
        <translation>コルウス</translation>
    </message>
    <message>
        <source>Draco</source>
        <translation>ドラコ</translation>
    </message>
    <message>
        <source>Hydra</source>
        <translation>ヒドラ</translation>
    </message>
    <message>
        <source>Orion</source>
        <translation>オリオン</translation>
    </message>
    <message>
        <source>Cygnus</source>
        <translation>シグナス</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>フェニックス</translation>
    </message>
    <message>
        <source>Perseus</source>
        <translation>ペルセウス</translation>
    </message>
    <message>
        <source>Auriga</source>
        <translation>アウリガ</translation>
    </message>
    <message>
        <source>Andromeda</source>
        <translation>アンドロメダ</translation>
    </message>
    <message>
        <source>Pegasus</source>
        <translation>ペガサス</translation>
    </message>
    <message>
        <source>Cepheus</source>
        <translation>ケフェウス</translation>
    </message>
    <message>
        <source>Scorpius</source>
        <translation>スコルピウス</translation>
    </message>
    <message>
        <source>Centaurus</source>
        <translation>ケンタウルス</translation>
    </message>
    <message>
        <source>Cassiopeia</source>
        <translation>カシオペア</translation>
    </message>
    <message>
        <source>Long Reach</source>
        <translation>遠距離積込</translation>
    </message>
    <message>
        <source>Jettison</source>
        <translation>投棄</translation>
    </message>
    <message>
        <source>Fixer</source>
        <translation>相場操作</translation>
    </message>
    <message>
        <source>Double Stash</source>
        <translation>二重蓄財</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>専門家</translation>
    </message>
    <message>
        <source>Long Reach: the first card you load may come from any row of the hub. A second card then comes from the bottom of that column.</source>
        <translation>遠距離積込：船積で選ぶ1枚目は、ハブのどの段からでも構いません。2枚目はその縦列の最下段から取ります。</translation>
    </message>
    <message>
        <source>Jettison: before loading, you may discard every card in one hub row (once per turn). The columns drop and are refilled.</source>
        <translation>投棄：船積の前に、ハブの段（横列）1つのカードを全て捨て札にできます（1手番に1回）。縦列は下に詰めて補充します。</translation>
    </message>
    <message>
        <source>Fixer: at a delivery, instead of the usual move, either move the largest set&apos;s marker −2 or the smallest set&apos;s marker +1 (not both).</source>
        <translation>相場操作：配達で、通常の移動の代わりに「最大セットのコマを−2」または「最小セットのコマを+1」できます（両方は不可）。</translation>
    </message>
    <message>
        <source>Double Stash: after the largest and smallest sets are resolved, you may stash a second set.</source>
        <translation>二重蓄財：最大・最小セットの処理の後、蓄財を1セット追加できます。</translation>
    </message>
    <message>
        <source>Specialist: after loading two cards of the same type in one turn, you may load a third card of that type from the bottom of any column.</source>
        <translation>専門家：1手番に同じ種類のカードを2枚積み込んだとき、同じ種類の3枚目をどの縦列の最下段からでも積み込めます。</translation>
    </message>
    <message>
        <source>The hub: load the bottom card of any column (mandatory when one fits), then optionally the new bottom card of the same column. The load may never exceed the ship&apos;s capacity. A column drops when a card is taken and is refilled from the draw pile.</source>
        <translation>ハブ：いずれかの縦列の一番下のカードを積み込みます（積めるカードがあれば義務）。望むなら同じ縦列の新しい一番下のカードも積めます。積載量を超えて積むことはできません。カードを取った縦列は1段下に詰め、山札から補充します。</translation>
    </message>
    <message>
        <source>Load: the total size of the cards on a ship may never exceed its capacity. When the load equals the capacity, the ship delivers at once.</source>
        <translation>積み荷：宇宙船に積んだカードのサイズ合計は積載量を超えられません。積載量とピッタリ同じになったら、すぐに配達します。</translation>
    </message>
    <message>
        <source>Delivery: sort the load into sets by type and compare total sizes (not card counts). The largest set is discarded and its price moves +2; the smallest is discarded and its price moves −1 (ties: you choose). Stash one remaining set face down, discard the rest and take the next ship.</source>
        <translation>配達：積み荷を種類ごとのセットに分け、サイズの合計を比べます（枚数ではありません）。最大セットは捨て札にして価値+2、最小セットは捨て札にして価値−1（同点なら選べます）。残りから1セットを伏せて蓄財し、他は捨て札にして、次の宇宙船を受け取ります。</translation>
    </message>
    <message>
        <source>The crash: a price pushed above 9 falls to 1 (even a +2 from 8 or 9). No price goes below 1.</source>
        <translation>暴落：価値が9を超えると1になります（8や9から+2した場合も1）。価値は1より下がりません。</translation>
    </message>
    <message>
        <source>The cartel board: the price of each contraband type, from 1 to 9. All start at 3.</source>
        <translation>カルテルボード：各禁制品の価値（1〜9）を示します。最初はすべて3です。</translation>
    </message>
    <message>
        <source>The shipyard: after each delivery you take its top ship and discard your old one. Ships come smallest first; the Cassiopeia is at the bottom.</source>
        <translation>造船所：配達のたびに一番上の宇宙船を受け取り、古い宇宙船は捨て札にします。積載量の小さい順に並び、一番下がカシオペアです。</translation>
    </message>
    <message>
        <source>The end: when someone takes the Cassiopeia, every other player has one last turn and then delivers even if the ship is not full (express delivery: largest set +1, smallest set unchanged). No new ship is taken.</source>
        <translation>ゲームの終了：誰かがカシオペアを取ったら、他のプレイヤーは全員最後の手番を1回ずつ行い、満載でなくても配達します（特急配達：最大セット+1、最小セットは移動なし）。新しい宇宙船は取りません。</translation>
    </message>
    <message>
        <source>The stash: face-down cards only their owner may look at. At the end each card scores the final price of its type (its size does not matter).</source>
        <translation>蓄財：伏せて置いたカードで、持ち主だけが見られます。ゲーム終了時、1枚ごとにその種類の最終的な価値が得点になります（サイズは関係ありません）。</translation>
    </message>
    <message>
        <source>Score: each stashed card scores the price of its type, plus your ship&apos;s value. Ties: higher contraband score, then the higher score from one type, then fewer contraband cards; then shared.</source>
        <translation>得点：蓄財したカード1枚ごとにその種類の価値、さらに宇宙船の点数を加えます。同点なら禁制品の得点が高い方、次に1種類の得点が高い方、次にカードが少ない方が上位。それでも同点なら同順位です。</translation>
    </message>
    <message>
        <source>Reconstructed card values: the publisher never published the card list, so sizes, capacities and ship values here are a reconstruction that fits every fact in the rules.</source>
        <translation>カードの数値は再構成です：出版社はカードリストを公開していないため、サイズ・積載量・宇宙船の点数は、ルールのすべての記述に合うよう再構成したものです。</translation>
    </message>
    <message>
        <source>Load {cargo} {size} from column {column}</source>
        <translation>縦列{column}の{cargo}{size}を積む</translation>
    </message>
    <message>
        <source>Load {cargo} {size} from column {column} (row {row})</source>
        <translation>縦列{column}の{cargo}{size}を積む（下から{row}段目）</translation>
    </message>
    <message>
        <source>Jettison hub row {row}</source>
        <translation>ハブの下から{row}段目を投棄する</translation>
    </message>
    <message>
        <source>End loading</source>
        <translation>船積を終える</translation>
    </message>
    <message>
        <source>Deliver (nothing fits)</source>
        <translation>配達する（積めるカードなし）</translation>
    </message>
    <message>
        <source>No Fixer</source>
        <translation>相場操作を使わない</translation>
    </message>
    <message>
        <source>Fixer: largest −2</source>
        <translation>相場操作：最大を−2</translation>
    </message>
    <message>
        <source>Fixer: smallest +1</source>
        <translation>相場操作：最小を+1</translation>
    </message>
    <message>
        <source>Stash no more</source>
        <translation>これ以上蓄財しない</translation>
    </message>
    <message>
        <source>Count {cargo} as the largest set</source>
        <translation>{cargo}を最大セットにする</translation>
    </message>
    <message>
        <source>Count {cargo} as the smallest set</source>
        <translation>{cargo}を最小セットにする</translation>
    </message>
    <message>
        <source>Stash the {cargo} set</source>
        <translation>{cargo}のセットを蓄財する</translation>
    </message>
</context>
<context>
    <name>star_cartel_view</name>
    <message>
        <source>Cartel board — prices</source>
        <translation>カルテルボード — 価値</translation>
    </message>
    <message>
        <source>{cargo}: price {price}</source>
        <translation>{cargo}：価値{price}</translation>
    </message>
    <message>
        <source>Hub</source>
        <translation>ハブ</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>縦列{n}</translation>
    </message>
    <message>
        <source>size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>{cargo}, size {size}</source>
        <translation>{cargo}、サイズ{size}</translation>
    </message>
    <message>
        <source>Row {n}</source>
        <translation>下から{n}段目</translation>
    </message>
    <message>
        <source>Dump</source>
        <translation>投棄</translation>
    </message>
    <message>
        <source>Piles and shipyard</source>
        <translation>山札と造船所</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Empty: these are the last turns.</source>
        <translation>空です。最後の手番が進行中です。</translation>
    </message>
    <message>
        <source>Cassiopeia is taken: last turns with express delivery.</source>
        <translation>カシオペアが取られました。特急配達つきの最後の手番です。</translation>
    </message>
    <message>
        <source>The Cassiopeia lies at the bottom; taking it ends the game.</source>
        <translation>一番下はカシオペア。これを取るとゲームが終わります。</translation>
    </message>
    <message>
        <source>value {v}</source>
        <translation>点数{v}</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>積載量</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>初期宇宙船</translation>
    </message>
    <message>
        <source>{name}: capacity {capacity}, value {value}</source>
        <translation>{name}：積載量{capacity}、点数{value}</translation>
    </message>
    <message>
        <source>last turn</source>
        <translation>最後の手番</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Load {load} of capacity {capacity}</source>
        <translation>積載 {load}／積載量 {capacity}</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>蓄財</translation>
    </message>
    <message>
        <source>Your stash (private)</source>
        <translation>あなたの蓄財（非公開）</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{name}&apos;s ship and stash</source>
        <translation>{name}の船と蓄財</translation>
    </message>
    <message>
        <source>The ship is empty.</source>
        <translation>船は空です。</translation>
    </message>
    <message>
        <source>{n}+ players</source>
        <translation>{n}人以上</translation>
    </message>
    <message>
        <source>Click to see it large.</source>
        <translation>クリックすると大きく表示します。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>船積</translation>
    </message>
    <message>
        <source>Loaded this turn: {picks}</source>
        <translation>この手番で積んだカード：{picks}</translation>
    </message>
    <message>
        <source>End loading</source>
        <translation>船積を終える</translation>
    </message>
    <message>
        <source>Deliver (nothing fits)</source>
        <translation>配達する（積めるカードなし）</translation>
    </message>
    <message>
        <source>Express delivery (last turn)</source>
        <translation>特急配達（最後の手番）</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>配達</translation>
    </message>
    <message>
        <source>largest: +1</source>
        <translation>最大：+1</translation>
    </message>
    <message>
        <source>largest: +2</source>
        <translation>最大：+2</translation>
    </message>
    <message>
        <source>smallest: no move</source>
        <translation>最小：移動なし</translation>
    </message>
    <message>
        <source>smallest: −1</source>
        <translation>最小：−1</translation>
    </message>
    <message>
        <source>stashed</source>
        <translation>蓄財済み</translation>
    </message>
    <message>
        <source>{cargo}: total {total}</source>
        <translation>{cargo}：合計{total}</translation>
    </message>
    <message>
        <source>No Fixer</source>
        <translation>相場操作を使わない</translation>
    </message>
    <message>
        <source>Fixer: largest −2</source>
        <translation>相場操作：最大を−2</translation>
    </message>
    <message>
        <source>Fixer: smallest +1</source>
        <translation>相場操作：最小を+1</translation>
    </message>
    <message>
        <source>Stash no more</source>
        <translation>これ以上蓄財しない</translation>
    </message>
    <message>
        <source>{name}: sets are tied for largest; choose which one counts as largest.</source>
        <translation>{name}：最大のセットが同点です。どれを最大とするか選んでください。</translation>
    </message>
    <message>
        <source>{name}: sets are tied for smallest; choose which one counts as smallest.</source>
        <translation>{name}：最小のセットが同点です。どれを最小とするか選んでください。</translation>
    </message>
    <message>
        <source>{name}: use the Fixer?</source>
        <translation>{name}：相場操作を使いますか？</translation>
    </message>
    <message>
        <source>{name}: choose a set to stash face down.</source>
        <translation>{name}：伏せて蓄財するセットを選んでください。</translation>
    </message>
    <message>
        <source>{name}: load another card, or end loading.</source>
        <translation>{name}：もう1枚積むか、船積を終えてください。</translation>
    </message>
    <message>
        <source>{name}: nothing fits; deliver.</source>
        <translation>{name}：積めるカードがありません。配達してください。</translation>
    </message>
    <message>
        <source>{name}: load a card from the bottom row of the hub.</source>
        <translation>{name}：ハブの一番下の段からカードを1枚積んでください。</translation>
    </message>
    <message>
        <source>Contraband</source>
        <translation>禁制品</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>宇宙船</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード枚数</translation>
    </message>
    <message>
        <source>Contraband prices over the game</source>
        <translation>禁制品の価値の推移</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>配達回数</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>価値</translation>
    </message>
    <message>
        <source>Stash: {n:card|cards} face down</source>
        <translation>蓄財：伏せたカード{n}枚</translation>
    </message>
    <message>
        <source>{points:point|points} now</source>
        <translation>現在{points}点</translation>
    </message>
    <message>
        <source>Draw pile: {n:card|cards}</source>
        <translation>山札：{n}枚</translation>
    </message>
    <message>
        <source>Discard pile: {n:card|cards}</source>
        <translation>捨て札：{n}枚</translation>
    </message>
    <message>
        <source>Shipyard ({n:ship|ships})</source>
        <translation>造船所（残り{n}隻）</translation>
    </message>
    <message>
        <source>Used with {n:player|players} or more.</source>
        <translation>{n}人以上で使用します。</translation>
    </message>
    <message>
        <source>{cargo} × {n}: {points:point|points} now</source>
        <translation>{cargo}×{n}：現在{points}点</translation>
    </message>
</context>
<context>
    <name>star_trek</name>
    <message>
        <source>Your draw deck is empty.</source>
        <translation>デッキが尽きています。</translation>
    </message>
    <message>
        <source>{card} cannot be played at {mission}: it is not on its list.</source>
        <translation>{card}は{mission}に配置できません: 配置可能なカードではありません。</translation>
    </message>
    <message>
        <source>{card} is unique and you already have one in play.</source>
        <translation>{card}はユニークで、すでに場に出ています。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <source>{card} is an interrupt: it is played only when its moment comes in a mission attempt.</source>
        <translation>{card}はインタラプトです: ミッション挑戦中の該当するタイミングでのみ使用できます。</translation>
    </message>
    <message>
        <source>There is no such card here.</source>
        <translation>そのカードはここにありません。</translation>
    </message>
    <message>
        <source>That card is not in play.</source>
        <translation>そのカードは場に出ていません。</translation>
    </message>
    <message>
        <source>That card is not yours.</source>
        <translation>そのカードはあなたのものではありません。</translation>
    </message>
    <message>
        <source>That cannot be done now: {step}.</source>
        <translation>今はそれを行えません: {step}。</translation>
    </message>
    <message>
        <source>{card} is stopped: stopped personnel cannot beam.</source>
        <translation>{card}は停止状態です: 停止状態の人員は転送できません。</translation>
    </message>
    <message>
        <source>{mission} is a space mission: there is no surface to beam to.</source>
        <translation>{mission}は宇宙ミッションです: 転送先の地表がありません。</translation>
    </message>
    <message>
        <source>Beaming only reaches places at the same mission.</source>
        <translation>転送できるのは同じミッション上の場所だけです。</translation>
    </message>
    <message>
        <source>It is already there.</source>
        <translation>すでにそこにいます。</translation>
    </message>
    <message>
        <source>That is not a place to go to.</source>
        <translation>そこは移動先になりません。</translation>
    </message>
    <message>
        <source>You cannot beam onto your opponent&apos;s ship.</source>
        <translation>相手の宇宙艦には転送できません。</translation>
    </message>
    <message>
        <source>{ship} is stopped.</source>
        <translation>{ship}は停止状態です。</translation>
    </message>
    <message>
        <source>{ship} is not staffed: missing {missing}.</source>
        <translation>{ship}はスタッフが揃っていません: {missing}が不足しています。</translation>
    </message>
    <message>
        <source>{ship} has not enough Range: the move needs {need}, {left} left.</source>
        <translation>{ship}の移動力が足りません: 移動には{need}必要で、残りは{left}です。</translation>
    </message>
    <message>
        <source>That is not a mission.</source>
        <translation>それはミッションではありません。</translation>
    </message>
    <message>
        <source>{mission} is not your mission: you attempt only your own.</source>
        <translation>{mission}はあなたのミッションではありません: 挑戦できるのは自分のミッションだけです。</translation>
    </message>
    <message>
        <source>{mission} is a headquarters: it cannot be attempted.</source>
        <translation>{mission}は本部ミッションです: 挑戦できません。</translation>
    </message>
    <message>
        <source>{mission} is already completed.</source>
        <translation>{mission}はすでに解決されています。</translation>
    </message>
    <message>
        <source>{mission} is a planet: the personnel on its surface attempt it, not a ship.</source>
        <translation>{mission}は惑星ミッションです: 宇宙艦ではなく、地表にいる人員が挑戦します。</translation>
    </message>
    <message>
        <source>{mission} is a space mission: choose the ship whose crew attempts it.</source>
        <translation>{mission}は宇宙ミッションです: 挑戦する乗員の宇宙艦を選んでください。</translation>
    </message>
    <message>
        <source>You have no such ship at {mission}.</source>
        <translation>{mission}にそのような自分の宇宙艦はありません。</translation>
    </message>
    <message>
        <source>You have no unstopped personnel to attempt {mission}.</source>
        <translation>{mission}に挑戦できる通常状態の人員がいません。</translation>
    </message>
    <message>
        <source>None of these personnel is of an affiliation that may attempt {mission}.</source>
        <translation>{mission}に挑戦できる勢力の人員がいません。</translation>
    </message>
    <message>
        <source>That dilemma is not among those you drew.</source>
        <translation>そのジレンマは引いたカードの中にありません。</translation>
    </message>
    <message>
        <source>That card is already chosen.</source>
        <translation>そのカードはすでに選ばれています。</translation>
    </message>
    <message>
        <source>{dilemma} is a {type} dilemma: it cannot be used at a {mission_type} mission.</source>
        <translation>{dilemma}は{type}ジレンマです: {mission_type}ミッションでは使えません。</translation>
    </message>
    <message>
        <source>{dilemma} costs {cost}: only {left} of the budget is left.</source>
        <translation>{dilemma}のコストは{cost}です: ジレンマコストの残りは{left}しかありません。</translation>
    </message>
    <message>
        <source>{dilemma} is already in the stack: two with one title are not allowed.</source>
        <translation>{dilemma}はすでにスタックにあります: 同名のジレンマは2枚入れられません。</translation>
    </message>
    <message>
        <source>No such dilemma lies on this mission.</source>
        <translation>そのジレンマはこのミッション上にありません。</translation>
    </message>
    <message>
        <source>Choose a facing personnel with {skills}.</source>
        <translation>{skills}を持つ、直面している人員を選んでください。</translation>
    </message>
    <message>
        <source>{card} has no order.</source>
        <translation>{card}には命令がありません。</translation>
    </message>
    <message>
        <source>{card} is stopped: its order cannot be used.</source>
        <translation>{card}は停止状態です: その命令は使えません。</translation>
    </message>
    <message>
        <source>{card}&apos;s order is used once a turn: it was used this turn.</source>
        <translation>{card}の命令は1ターンに1回です: このターンはすでに使いました。</translation>
    </message>
    <message>
        <source>{card} needs the top card of your draw deck, which is empty.</source>
        <translation>{card}にはデッキの一番上のカードが必要ですが、デッキが尽きています。</translation>
    </message>
    <message>
        <source>{card} would look at no dilemma: you command no other Federation personnel with Security.</source>
        <translation>{card}で見られるジレンマがありません。保安を持つ他の惑星連邦の人員がいません。</translation>
    </message>
    <message>
        <source>{card}: you have no ship at its mission.</source>
        <translation>{card}: そのミッションに自分の宇宙艦がありません。</translation>
    </message>
    <message>
        <source>{card} is not aboard a ship.</source>
        <translation>{card}は宇宙艦に乗艦していません。</translation>
    </message>
    <message>
        <source>That is not a skill.</source>
        <translation>それはスキルではありません。</translation>
    </message>
    <message>
        <source>{card} does not do that.</source>
        <translation>{card}にはその効果がありません。</translation>
    </message>
    <message>
        <source>No Federation personnel of yours faces this dilemma unstopped.</source>
        <translation>このジレンマに通常状態で直面している自分の惑星連邦の人員がいません。</translation>
    </message>
    <message>
        <source>No stopped Federation personnel of yours is at this mission to lend its skills.</source>
        <translation>スキルを貸せる停止状態の自分の惑星連邦の人員が、このミッションにいません。</translation>
    </message>
    <message>
        <source>Mission Briefing: next, {next}.</source>
        <translation>Mission Briefing: 次は{next}。</translation>
    </message>
    <message>
        <source>No {dilemma} lies overcome beneath a mission of yours (or no Borg of yours faces it).</source>
        <translation>{dilemma}と同名のジレンマが自分のミッションの下に解決済みでありません(またはボーグの人員が直面していません)。</translation>
    </message>
    <message>
        <source>That personnel is not an unstopped member of the attempt.</source>
        <translation>その人員は挑戦中の通常状態の人員ではありません。</translation>
    </message>
    <message>
        <source>{card}&apos;s Interlink was already used in this attempt.</source>
        <translation>{card}のインターリンクはこの挑戦ですでに使いました。</translation>
    </message>
    <message>
        <source>{seat}: beam, move ships, attempt missions, use orders.</source>
        <translation>{seat}: 転送、宇宙艦の移動、ミッションへの挑戦、命令の実行を行えます。</translation>
    </message>
    <message>
        <source>{seat}: discard {over:card|cards} down to seven.</source>
        <translation>{seat}: 7枚になるまで{over}枚捨ててください。</translation>
    </message>
    <message>
        <source>{seat}: name a skill for your Borg.</source>
        <translation>{seat}: ボーグに与えるスキルを1つ指定してください。</translation>
    </message>
    <message>
        <source>{seat}: choose the ship your personnel go aboard.</source>
        <translation>{seat}: 人員を乗艦させる宇宙艦を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: choose personnel to put aboard; done when finished.</source>
        <translation>{seat}: 乗艦させる人員を選び、終わったら完了してください。</translation>
    </message>
    <message>
        <source>{seat}: you may add the Limited Welcome lying on this mission to your drawn dilemmas.</source>
        <translation>{seat}: このミッション上のLimited Welcomeを、引いたジレンマに加えることができます。</translation>
    </message>
    <message>
        <source>{seat}: choose the dilemmas to face, top first (budget {budget}); done when finished.</source>
        <translation>{seat}: 直面させるジレンマを上から順に選んでください(ジレンマコスト{budget})。終わったら完了してください。</translation>
    </message>
    <message>
        <source>{seat}: respond to the dilemma, or pass.</source>
        <translation>{seat}: ジレンマに対応するか、パスしてください。</translation>
    </message>
    <message>
        <source>{seat}: Mission Briefing: discard a card, then choose who gains and who lends.</source>
        <translation>{seat}: Mission Briefing: カードを1枚捨て、スキルを得る人員と貸す人員を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: choose a facing personnel with {skills} to stop.</source>
        <translation>{seat}: 停止させる、{skills}を持つ直面中の人員を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: the dilemma is about to go back to its pile: play Analyze, or pass.</source>
        <translation>{seat}: ジレンマがジレンマパイルに戻ろうとしています: Analyzeを使うか、パスしてください。</translation>
    </message>
    <message>
        <source>{seat}: the requirements are about to be checked: use an Interlink, or pass.</source>
        <translation>{seat}: 解決条件の判定の直前です: インターリンクを使うか、パスしてください。</translation>
    </message>
    <message>
        <source>Take {card} back from the stack</source>
        <translation>{card}を積むのを取り消す</translation>
    </message>
    <message>
        <source>Next: face what comes next</source>
        <translation>次へ：次に進む</translation>
    </message>
    <message>
        <source>Next: reveal the first dilemma</source>
        <translation>次へ：最初のジレンマを公開</translation>
    </message>
    <message>
        <source>Next: reveal the next dilemma</source>
        <translation>次へ：次のジレンマを公開</translation>
    </message>
    <message>
        <source>Next: check the requirements</source>
        <translation>次へ：解決条件を確認</translation>
    </message>
    <message>
        <source>Next: end the attempt</source>
        <translation>次へ：挑戦を終える</translation>
    </message>
    <message>
        <source>Next: end the battle</source>
        <translation>次へ：戦闘を終える</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>{card}を使用</translation>
    </message>
    <message>
        <source>{seat}&apos;s turn {turn}.</source>
        <translation>{seat}のターン{turn}。</translation>
    </message>
    <message>
        <source>{seat}&apos;s turn ends: stopped cards unstop, Range comes back.</source>
        <translation>{seat}のターン終了: 停止状態のカードが通常状態に戻り、移動力が回復します。</translation>
    </message>
    <message>
        <source>{seat} draws {count:card|cards}.</source>
        <translation>{seat}はカードを{count}枚引きました。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} drew {cards}.</source>
        <translation>{seat}が{cards}を引きました（{seat}だけに表示）。</translation>
    </message>
    <message>
        <source>{seat} beams {card} to {to}.</source>
        <translation>{seat}は{card}を{to}へ転送しました。</translation>
    </message>
    <message>
        <source>{seat} moves {ship} to {to} (Range {cost}, {left} left).</source>
        <translation>{seat}は{ship}を{to}へ移動させました(移動力{cost}、残り{left})。</translation>
    </message>
    <message>
        <source>{seat} uses {card}&apos;s order.</source>
        <translation>{seat}は{card}の命令を実行しました。</translation>
    </message>
    <message>
        <source>{seat} discards the top card of the draw deck: {card}.</source>
        <translation>{seat}はデッキの一番上のカードを捨てました: {card}。</translation>
    </message>
    <message>
        <source>{seat} puts {count:card|cards} from hand under the draw deck.</source>
        <translation>{seat}は手札{count}枚をデッキの下に置きました。</translation>
    </message>
    <message>
        <source>{seat} puts {count:card|cards} from hand under the draw deck, in order.</source>
        <translation>{seat}は手札{count}枚を順番にデッキの下に置きました。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) The top of the pile: {cards}.</source>
        <translation>ジレンマパイルの上は{cards}です（{seat}だけに表示）。</translation>
    </message>
    <message>
        <source>{card} returns to {seat}&apos;s hand.</source>
        <translation>{card}は{seat}の手札に戻りました。</translation>
    </message>
    <message>
        <source>{seat} places {card} aboard {ship}.</source>
        <translation>{seat}は{card}を{ship}に乗艦させました。</translation>
    </message>
    <message>
        <source>{ship} gains {amount} Range this turn.</source>
        <translation>{ship}はこのターン、移動力+{amount}を得ました。</translation>
    </message>
    <message>
        <source>{seat} discards {card}.</source>
        <translation>{seat}は{card}を捨てました。</translation>
    </message>
    <message>
        <source>{seat} draws {count:dilemma|dilemmas}.</source>
        <translation>{seat}はジレンマを{count}枚引きました。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) Drawn: {cards}.</source>
        <translation>引いたジレンマは{cards}です（{seat}だけに表示）。</translation>
    </message>
    <message>
        <source>{seat} takes {dilemma} back from the mission.</source>
        <translation>{seat}は{dilemma}をミッションから引き取りました。</translation>
    </message>
    <message>
        <source>{card} is the only one who qualifies.</source>
        <translation>該当するのは{card}だけです。</translation>
    </message>
    <message>
        <source>{seat} chooses {card}.</source>
        <translation>{seat}は{card}を選びました。</translation>
    </message>
    <message>
        <source>Selected at random: {card}.</source>
        <translation>ランダムに選ばれたのは: {card}。</translation>
    </message>
    <message>
        <source>{card} is stopped.</source>
        <translation>{card}は停止状態になりました。</translation>
    </message>
    <message>
        <source>{card} is killed.</source>
        <translation>{card}は死亡しました。</translation>
    </message>
    <message>
        <source>{seat} plays {card}: {dilemma} does nothing and is overcome.</source>
        <translation>{seat}は{card}を使用しました: {dilemma}は何もせず解決されます。</translation>
    </message>
    <message>
        <source>{seat} plays {card}: {dilemma} is overcome instead.</source>
        <translation>{seat}は{card}を使用しました: {dilemma}は代わりに解決されます。</translation>
    </message>
    <message>
        <source>{seat} plays Mission Briefing, discarding {paid}: {card} has {lender}&apos;s skills for this dilemma.</source>
        <translation>{seat}は{paid}を捨ててMission Briefingを使用しました: このジレンマの間、{card}は{lender}のスキルを持ちます。</translation>
    </message>
    <message>
        <source>{dilemma} is overcome beneath {mission}.</source>
        <translation>{dilemma}は解決され、{mission}の下に置かれました。</translation>
    </message>
    <message>
        <source>{dilemma} goes back under {seat}&apos;s dilemma pile.</source>
        <translation>{dilemma}は{seat}のジレンマパイルの底に戻りました。</translation>
    </message>
    <message>
        <source>{dilemma} now lies on {mission}.</source>
        <translation>{dilemma}は{mission}の上に置かれました。</translation>
    </message>
    <message>
        <source>{mission}: the requirements are not met (missing {missing}).</source>
        <translation>{mission}: 解決条件を満たしていません({missing}が不足)。</translation>
    </message>
    <message>
        <source>{seat}&apos;s attempt at {mission} fails.</source>
        <translation>{seat}の{mission}への挑戦は失敗しました。</translation>
    </message>
    <message>
        <source>{seat} completes {mission}: {points:point|points}{bonus}; score {score}.</source>
        <translation>{seat}は{mission}を解決しました。{points}ポイント{bonus}。スコアは{score}ポイントです。</translation>
    </message>
    <message>
        <source> and a bonus of {bonus:point|points}</source>
        <translation>、ボーナス{bonus}ポイント</translation>
    </message>
    <message>
        <source>The game is over: 100 points with a planet and a space mission completed.</source>
        <translation>ゲーム終了: 惑星ミッションと宇宙ミッションを解決した上で100ポイントに達しました。</translation>
    </message>
    <message>
        <source>The game is over: both draw decks are empty.</source>
        <translation>ゲーム終了: 両者のデッキが尽きました。</translation>
    </message>
    <message>
        <source>The game is over: the turn limit is reached.</source>
        <translation>ゲーム終了: ターン数の上限に達しました。</translation>
    </message>
    <message>
        <source>Ranked first by completed missions (a planet and a space mission, then any), then by points.</source>
        <translation>解決したミッション(惑星と宇宙の両方、次にいずれか)で順位を決め、次にスコアで決めました。</translation>
    </message>
    <message>
        <source>{seats} completed the same kinds of mission: the points decide.</source>
        <translation>{seats}は同じ種類のミッションを解決しています: スコアで決まります。</translation>
    </message>
    <message>
        <source>{seats} are equal on missions and points ({total}): a draw.</source>
        <translation>{seats}はミッションもスコア({total})も同じです: 引き分けです。</translation>
    </message>
    <message>
        <source>Seat playing the Federation (the other plays the Borg)</source>
        <translation>惑星連邦を使う席(もう一方はボーグ)</translation>
    </message>
    <message>
        <source>Turn limit in player turns (0: none)</source>
        <translation>ターン数の上限(0: なし)</translation>
    </message>
    <message>
        <source>A failed space attempt stops the ship too</source>
        <translation>宇宙ミッションの挑戦に失敗すると宇宙艦も停止状態になる</translation>
    </message>
    <message>
        <source>Stopped cards keep their orders and auras</source>
        <translation>停止状態のカードも命令とオーラを使える</translation>
    </message>
    <message>
        <source>A space attempt needs a staffed ship</source>
        <translation>宇宙ミッションの挑戦にはスタッフの揃った宇宙艦が必要</translation>
    </message>
    <message>
        <source>Stopped cards unstop at the start of their owner&apos;s turn (not at every turn&apos;s end)</source>
        <translation>停止状態のカードは持ち主のターン開始時に戻る(各ターン終了時ではなく)</translation>
    </message>
    <message>
        <source>Interlink uses per drone per attempt</source>
        <translation>1回の挑戦でドローン1体がインターリンクを使える回数</translation>
    </message>
    <message>
        <source>Headquarters: you may play personnel and ships of {affiliations} or with the icons {series_icons} here.</source>
        <translation>本部: {affiliations}の人員・宇宙艦、または{series_icons}アイコンを持つものをここに配置できる。</translation>
    </message>
    <message>
        <source>Its owner may command no other headquarters.</source>
        <translation>持ち主は他の本部ミッションを持てない。</translation>
    </message>
    <message>
        <source>Each other Borg of yours present has {attribute} +{amount}.</source>
        <translation>同じ場所にいる自分の他のボーグは{attribute}+{amount}。</translation>
    </message>
    <message>
        <source>While facing a dilemma: Strength +{strength} and the skills {gain_skills}.</source>
        <translation>ジレンマに直面している間：強さ+{strength}、さらに{gain_skills}のスキルを得る。</translation>
    </message>
    <message>
        <source>Interlink ({skill}): in a mission attempt, discard your top card: every Borg in the attempt has {skill} until it ends.</source>
        <translation>インターリンク({skill}): ミッション挑戦中、デッキの一番上のカードを捨てる: 挑戦が終わるまで挑戦中のボーグ全員が{skill}を持つ。</translation>
    </message>
    <message>
        <source>Once each turn, as an order: throw away your draw deck&apos;s top card and pick any skill; until this turn ends, every Borg under your command knows it.</source>
        <translation>各ターン1回、命令として: デッキの一番上のカードを捨て、好きなスキルを1つ選ぶ。このターンの終わりまで、指揮下のボーグ全員がそのスキルを使える。</translation>
    </message>
    <message>
        <source>Put your hand under your draw deck, shuffled, and draw as many cards.</source>
        <translation>手札をシャッフルしてデッキの下に置き、同じ枚数を引く。</translation>
    </message>
    <message>
        <source>Order, once a turn: look at the top card of your opponent&apos;s dilemma pile for each other {affiliation} personnel with {skill} you command (at most {maximum}), and put them back.</source>
        <translation>命令(1ターンに1回): 自分が指揮する{skill}を持つ他の{affiliation}の人員1人につき1枚(最大{maximum}枚)、相手のジレンマパイルの上から見て、同じ順に戻す。</translation>
    </message>
    <message>
        <source>Order, with a ship of yours at its mission: return this drone to your hand; put any of your personnel there, stopped ones too, aboard that ship.</source>
        <translation>命令(そのミッションに自分の宇宙艦がある時): このドローンを手札に戻す。そこにいる自分の人員を停止状態のものも含め好きなだけその宇宙艦に乗艦させる。</translation>
    </message>
    <message>
        <source>Order, aboard a ship: return this drone to your hand; the ship has +{amount} Range this turn.</source>
        <translation>命令(乗艦中): このドローンを手札に戻す。その宇宙艦はこのターン移動力+{amount}。</translation>
    </message>
    <message>
        <source>When your {affiliation} personnel face a dilemma whose copy lies overcome beneath one of your missions: it does nothing and is overcome.</source>
        <translation>自分の{affiliation}の人員が直面しているジレンマと同名のジレンマが自分のミッションの下にある時: そのジレンマは何もせず解決される。</translation>
    </message>
    <message>
        <source>it is the play-and-draw segment</source>
        <translation>カードドローと配置の段階です</translation>
    </message>
    <message>
        <source>it is the orders segment</source>
        <translation>命令の実行の段階です</translation>
    </message>
    <message>
        <source>discard down to seven first</source>
        <translation>先に手札を7枚まで捨ててください</translation>
    </message>
    <message>
        <source>name a skill first</source>
        <translation>先にスキルを指定してください</translation>
    </message>
    <message>
        <source>choose the cards to put under the deck first</source>
        <translation>先にデッキの下に置くカードを選んでください</translation>
    </message>
    <message>
        <source>choose a ship first</source>
        <translation>先に宇宙艦を選んでください</translation>
    </message>
    <message>
        <source>choose who goes aboard first</source>
        <translation>先に乗艦させる人員を選んでください</translation>
    </message>
    <message>
        <source>the dilemma owner is deciding on Limited Welcome</source>
        <translation>相手がLimited Welcomeについて決めています</translation>
    </message>
    <message>
        <source>the dilemma owner is choosing the stack</source>
        <translation>相手がジレンマスタックを選んでいます</translation>
    </message>
    <message>
        <source>a dilemma is being faced</source>
        <translation>ジレンマに直面しています</translation>
    </message>
    <message>
        <source>finish Mission Briefing first</source>
        <translation>先にMission Briefingを終えてください</translation>
    </message>
    <message>
        <source>a personnel must be chosen for the dilemma</source>
        <translation>ジレンマのために人員を選ぶ必要があります</translation>
    </message>
    <message>
        <source>a dilemma is about to go back to its pile</source>
        <translation>ジレンマがパイルに戻ろうとしています</translation>
    </message>
    <message>
        <source>the requirements are about to be checked</source>
        <translation>解決条件の判定の直前です</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>カードを1枚捨てる</translation>
    </message>
    <message>
        <source>choose who gains the skills</source>
        <translation>スキルを得る人員を選ぶ</translation>
    </message>
    <message>
        <source>choose the stopped personnel who lends them</source>
        <translation>スキルを貸す停止状態の人員を選ぶ</translation>
    </message>
    <message>
        <source>planet</source>
        <translation>惑星</translation>
    </message>
    <message>
        <source>space</source>
        <translation>宇宙</translation>
    </message>
    <message>
        <source>dual</source>
        <translation>両用</translation>
    </message>
    <message>
        <source>headquarters</source>
        <translation>本部</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>誠実</translation>
    </message>
    <message>
        <source>Cunning</source>
        <translation>狡猾</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>強さ</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>惑星連邦</translation>
    </message>
    <message>
        <source>Borg</source>
        <translation>ボーグ</translation>
    </message>
    <message>
        <source>Non-Aligned</source>
        <translation>未所属</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>指揮</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>操艦</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人類</translation>
    </message>
    <message>
        <source>Vulcan</source>
        <translation>バルカン人</translation>
    </message>
    <message>
        <source>Klingon</source>
        <translation>クリンゴン人</translation>
    </message>
    <message>
        <source>Drone</source>
        <translation>ドローン</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>提督</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first}または{second}</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>獲得</translation>
    </message>
    <message>
        <source>Anthropology</source>
        <translation>人類学</translation>
    </message>
    <message>
        <source>Archaeology</source>
        <translation>考古学</translation>
    </message>
    <message>
        <source>Astrometrics</source>
        <translation>天体測定</translation>
    </message>
    <message>
        <source>Biology</source>
        <translation>生物学</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>外交</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>工学</translation>
    </message>
    <message>
        <source>Exobiology</source>
        <translation>宇宙生物学</translation>
    </message>
    <message>
        <source>Geology</source>
        <translation>地質学</translation>
    </message>
    <message>
        <source>Honor</source>
        <translation>名誉</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>諜報</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>法律</translation>
    </message>
    <message>
        <source>Leadership</source>
        <translation>統率</translation>
    </message>
    <message>
        <source>Medical</source>
        <translation>医療</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>航法</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>士官</translation>
    </message>
    <message>
        <source>Physics</source>
        <translation>物理学</translation>
    </message>
    <message>
        <source>Programming</source>
        <translation>プログラミング</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>科学</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>保安</translation>
    </message>
    <message>
        <source>Telepathy</source>
        <translation>テレパシー</translation>
    </message>
    <message>
        <source>Transporters</source>
        <translation>転送装置</translation>
    </message>
    <message>
        <source>Treachery</source>
        <translation>裏切り</translation>
    </message>
    <message>
        <source>Plays {card}: a ship carries the crew from the headquarters to the missions.</source>
        <translation>{card}を配置します: 宇宙艦が本部からミッションへ人員を運びます。</translation>
    </message>
    <message>
        <source>Plays {card}: it brings {skill}, which the crew still lacks for {mission}.</source>
        <translation>{card}を配置します: {mission}に人員がまだ持っていない{skill}を持っています。</translation>
    </message>
    <message>
        <source>Plays {card}: of the cards in hand, it brings the most skills for its cost.</source>
        <translation>{card}を配置します: 手札の中でコストあたりのスキルが最も多いカードです。</translation>
    </message>
    <message>
        <source>Draws a card: nothing in hand is worth the counters left.</source>
        <translation>カードを1枚引きます: 残りのカウンターに見合うカードが手札にありません。</translation>
    </message>
    <message>
        <source>Ends playing: the draw deck is empty and nothing more is worth playing.</source>
        <translation>配置を終えます: デッキが尽きていて、これ以上配置する価値のあるカードがありません。</translation>
    </message>
    <message>
        <source>Beams {card} aboard {ship}, so that everyone here travels together.</source>
        <translation>{card}を{ship}へ転送します: ここにいる全員で一緒に移動するためです。</translation>
    </message>
    <message>
        <source>Beams {card} down to {mission} to join the attempt.</source>
        <translation>{card}を{mission}の地表へ転送して、挑戦に加えます。</translation>
    </message>
    <message>
        <source>Moves {ship} to {mission}: gathered there, the crews meet its requirements.</source>
        <translation>{ship}を{mission}へ移動させます: そこに集まれば人員が解決条件を満たします。</translation>
    </message>
    <message>
        <source>Sends {ship} to {mission} to fetch the personnel waiting there.</source>
        <translation>{ship}を{mission}へ送り、そこで待っている人員を迎えに行きます。</translation>
    </message>
    <message>
        <source>Moves {ship} to {mission}, the mission its crews come closest to solving.</source>
        <translation>{ship}を{mission}へ移動させます: 人員が最も解決に近いミッションです。</translation>
    </message>
    <message>
        <source>Ends the orders: the crews it can gather still lack {missing} for {mission}.</source>
        <translation>命令を終えます: 集められる人員では、{mission}に必要な{missing}がまだ足りません。</translation>
    </message>
    <message>
        <source>Ends the orders: nothing more can be attempted this turn.</source>
        <translation>命令を終えます: このターンにこれ以上挑戦できるミッションはありません。</translation>
    </message>
    <message>
        <source>Discards {card}: of the cards in hand, it needs it least.</source>
        <translation>{card}を捨てます: 手札の中で最も必要のないカードです。</translation>
    </message>
    <message>
        <source>Puts {card} under the draw deck: it needs it least now.</source>
        <translation>{card}をデッキの下に置きます: 今最も必要のないカードです。</translation>
    </message>
    <message>
        <source>Adds {card} to the stack: within the budget, these dilemmas hurt this crew most.</source>
        <translation>{card}をスタックに加えます: コストの範囲内で、この人員に最も打撃を与えるジレンマの組み合わせです。</translation>
    </message>
    <message>
        <source>Adds {card} to the stack, last: this crew cannot meet it, so it ends the attempt.</source>
        <translation>{card}をスタックの最後に加えます: この人員では満たせないので、挑戦はここで失敗します。</translation>
    </message>
    <message>
        <source>Closes the stack: no other dilemma drawn would hurt this crew.</source>
        <translation>スタックを確定します: 引いた残りのジレンマはこの人員に打撃を与えません。</translation>
    </message>
    <message>
        <source>Leaves Limited Welcome on the mission: it would not fit the budget.</source>
        <translation>Limited Welcomeはミッション上に残します: コストの範囲に収まりません。</translation>
    </message>
    <message>
        <source>Stops {card}: of the eligible personnel, the group can best spare it.</source>
        <translation>{card}を停止させます: 対象の人員の中で、抜けても最も困らない人員です。</translation>
    </message>
    <message>
        <source>Stops {card}: of the eligible personnel, the mission needs it most.</source>
        <translation>{card}を停止させます: 対象の人員の中で、ミッションに最も必要な人員です。</translation>
    </message>
    <message>
        <source>Plays {card}: a copy of this dilemma already lies beneath a mission of yours.</source>
        <translation>{card}を使用します: 同名のジレンマがすでに自分のミッションの下に解決済みで置かれています。</translation>
    </message>
    <message>
        <source>Plays {card}: the dilemma is overcome, so later attempts here face fewer.</source>
        <translation>{card}を使用します: ジレンマが解決済みになり、ここでの次の挑戦で直面するジレンマが減ります。</translation>
    </message>
    <message>
        <source>Uses {card}&apos;s Interlink: the group gains {skill}, which the mission still lacks.</source>
        <translation>{card}のインターリンクを使います: ミッションにまだ足りない{skill}をグループが得ます。</translation>
    </message>
    <message>
        <source>Passes: nothing in hand or in play helps now.</source>
        <translation>パスします: 今は手札にも場にも役立つカードがありません。</translation>
    </message>
    <message>
        <source>Names {skill}: the crews lack it for {mission}.</source>
        <translation>{skill}を指定します: {mission}に必要なのに人員が持っていないスキルです。</translation>
    </message>
    <message>
        <source>Any choice serves here: the bot takes the first.</source>
        <translation>ここではどれを選んでも同じです: 最初のものを選びます。</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>地球</translation>
    </message>
    <message>
        <source>Earth, Cradle of the Federation</source>
        <translation>地球</translation>
    </message>
    <message>
        <source>Unicomplex</source>
        <translation>ユニコンプレックス</translation>
    </message>
    <message>
        <source>Unicomplex, Root of the Hive Mind</source>
        <translation>ユニコンプレックス</translation>
    </message>
    <message>
        <source>{n:{skill}|{skill}}</source>
        <translation>{skill}×{n}</translation>
    </message>
    <message>
        <source>Not enough counters: this costs {cost}, and {counters:counter is|counters are} left.</source>
        <translation>カウンターが足りません。コストは{cost}、残りのカウンターは{counters}個です。</translation>
    </message>
    <message>
        <source>You must spend all your counters while your draw deck has cards ({counters:counter|counters} left).</source>
        <translation>デッキにカードがある間はカウンターをすべて使い切る必要があります（残り{counters}個）。</translation>
    </message>
    <message>
        <source>{card} needs {need:card|cards} in hand; you have {have}.</source>
        <translation>{card}には手札が{need}枚必要です。手札は{have}枚です。</translation>
    </message>
    <message>
        <source>You hold {cards:card|cards}: discard down to {limit} first.</source>
        <translation>手札が{cards}枚あります。先に{limit}枚まで捨ててください。</translation>
    </message>
    <message>
        <source>{seat}: play cards and draw ({counters:counter|counters} left).</source>
        <translation>{seat}：カードを配置・ドローしてください（カウンター残り{counters}個）。</translation>
    </message>
    <message>
        <source>{seat}: choose {put:card|cards} to put under your draw deck, in order.</source>
        <translation>{seat}：デッキの下に置くカードを{put}枚、順番に選んでください。</translation>
    </message>
    <message>
        <source>{seat} plays {card} at {mission} (cost {cost}).</source>
        <translation>{seat}は{card}を{mission}に配置しました（コスト{cost}）。</translation>
    </message>
    <message>
        <source>{seat} plays {card} (cost {cost}).</source>
        <translation>{seat}は{card}を使用しました（コスト{cost}）。</translation>
    </message>
    <message>
        <source>{seat}&apos;s deck is empty: {counters:counter is|counters are} lost.</source>
        <translation>{seat}のデッキが尽きています。カウンター{counters}個は失われます。</translation>
    </message>
    <message>
        <source>{seat} names {skill}: {count:Borg has|Borg have} it until the end of the turn.</source>
        <translation>{seat}は{skill}を指定しました。ターン終了までボーグ{count}体がそのスキルを持ちます。</translation>
    </message>
    <message>
        <source>{seat} looks at the top {count:card|cards} of the opponent&apos;s dilemma pile.</source>
        <translation>{seat}は相手のジレンマパイルの上{count}枚を見ました。</translation>
    </message>
    <message>
        <source>{seat} attempts {mission} with {count:personnel|personnel}; {overcome:dilemma lies|dilemmas lie} beneath it: budget {budget}.</source>
        <translation>{seat}は人員{count}人で{mission}に挑戦します。下にある解決済みジレンマは{overcome}枚、ジレンマコストは{budget}です。</translation>
    </message>
    <message>
        <source>{seat}&apos;s dilemma pile reached its face-up cards: {count:card is|cards are} shuffled face down.</source>
        <translation>{seat}のジレンマパイルが表向きのカードに達しました。残り{count}枚を裏向きにしてシャッフルします。</translation>
    </message>
    <message>
        <source>{seat} stacks {count:dilemma|dilemmas} face down; {returned:goes|go} under the pile.</source>
        <translation>{seat}はジレンマ{count}枚を裏向きに積みました。{returned}枚はパイルの底へ。</translation>
    </message>
    <message>
        <source>{dilemma} is revealed to {count:personnel|personnel}: {crew}.</source>
        <translation>{dilemma}が公開され、人員{count}人（{crew}）が直面します。</translation>
    </message>
    <message>
        <source>{keep:personnel, chosen at random, carries|personnel, chosen at random, carry} on.</source>
        <translation>ランダムに選ばれた{keep}人が挑戦を続けます。</translation>
    </message>
    <message>
        <source>{card}&apos;s Interlink: {count:Borg has|Borg have} {skill} until the attempt ends.</source>
        <translation>{card}のインターリンク：挑戦が終わるまでボーグ{count}体が{skill}を持ちます。</translation>
    </message>
    <message>
        <source>Nobody is left: {count:remaining dilemma is|remaining dilemmas are} overcome beneath {mission}.</source>
        <translation>通常状態の人員が残っていません。残りのジレンマ{count}枚は解決され、{mission}の下に置かれます。</translation>
    </message>
    <message>
        <source>When completed: {points:more point|more points} if the completing personnel have 2 Acquisition or 2 Geology.</source>
        <translation>解決時：解決した人員が獲得×2または地質学×2を持っていれば、さらに{points}ポイント。</translation>
    </message>
    <message>
        <source>Order: put {put:card|cards} from your hand under your draw deck in any order, then draw {draw}.</source>
        <translation>命令：手札{put}枚を好きな順でデッキの下に置き、{draw}枚引く。</translation>
    </message>
    <message>
        <source>One random facing personnel is stopped; a second if {second:personnel remains|personnel remain}; a third if {third:personnel remains|personnel remain}.</source>
        <translation>直面している人員1人がランダムに停止状態になる。{second}人以上残れば2人目、{third}人以上残れば3人目も。</translation>
    </message>
    <message>
        <source>If more than {keep:personnel faces|personnel face} it, {keep:random one carries|random ones carry} on and the rest are stopped. It then lies on the mission and may come back at later attempts there.</source>
        <translation>{keep}人より多く直面していれば、ランダムな{keep}人が挑戦を続け、残りは停止状態になる。その後このミッションの上に置かれ、以降の挑戦で再び使われることがある。</translation>
    </message>
    <message>
        <source>Attempts {mission}: its {count:personnel meets|personnel meet} the requirements, with skills to spare.</source>
        <translation>{mission}に挑戦します。人員{count}人が解決条件を余裕をもって満たしています。</translation>
    </message>
    <message>
        <source>Attempts {mission}: its {count:personnel meets|personnel meet} the requirements, if no dilemma stops the wrong one.</source>
        <translation>{mission}に挑戦します。人員{count}人が解決条件を満たしていますが、ジレンマで要の人員が停止すると届きません。</translation>
    </message>
    <message>
        <source>While facing a dilemma: the skills {gain_skills}.</source>
        <translation>ジレンマに直面している間: スキル{gain_skills}を得る。</translation>
    </message>
    <message>
        <source>Ends playing: the counters of this turn are spent.</source>
        <translation>配置を終えます: このターンのカウンターを使い切りました。</translation>
    </message>
    <message>
        <source>{dilemma} is not in the stack: there is nothing to take back.</source>
        <translation>{dilemma}は積まれていません。取り消すものはありません。</translation>
    </message>
    <message>
        <source>{seat}: your crew faces {count:dilemma|dilemmas}, face down. Reveal the first with Next.</source>
        <translation>{seat}: あなたの人員は裏向きのジレンマ{count}枚に直面します。「次へ」で最初の1枚を公開してください。</translation>
    </message>
    <message>
        <source>{seat}: {count:dilemma is|dilemmas are} left. Face the next with Next.</source>
        <translation>{seat}: ジレンマは残り{count}枚です。「次へ」で次のジレンマに直面してください。</translation>
    </message>
    <message>
        <source>{seat}: no dilemma is left. Next checks the mission&apos;s requirements.</source>
        <translation>{seat}: 残りのジレンマはありません。「次へ」でミッションの解決条件を確認します。</translation>
    </message>
    <message>
        <source>{seat}: nobody is left to go on. Next ends the attempt: it fails.</source>
        <translation>{seat}: 続けられる人員がいません。「次へ」で挑戦を終えます（失敗）。</translation>
    </message>
    <message>
        <source>Goes on: the crew faces what comes next.</source>
        <translation>先へ進みます。人員は次に来るものに直面します。</translation>
    </message>
    <message>
        <source>{dilemma}: the crew has {skills}, so nothing happens.</source>
        <translation>{dilemma}: 人員が{skills}を持っているので、何も起こりません。</translation>
    </message>
    <message>
        <source>{dilemma}: the crew has {skills}, so {card} is stopped, not killed.</source>
        <translation>{dilemma}: 人員が{skills}を持っているので、{card}は死亡せず停止状態になります。</translation>
    </message>
    <message>
        <source>Draw a card (1 counter)</source>
        <translation>カードを1枚引く（カウンター1個）</translation>
    </message>
    <message>
        <source>End playing cards</source>
        <translation>カードの配置を終える</translation>
    </message>
    <message>
        <source>End orders</source>
        <translation>命令を終える</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>ターンを終える</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Add the Limited Welcome on the mission</source>
        <translation>ミッション上のLimited Welcomeを加える</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>{card}を配置</translation>
    </message>
    <message>
        <source>Beam {card} to {to}</source>
        <translation>{card}を{to}へ転送</translation>
    </message>
    <message>
        <source>Move {ship} to {to}</source>
        <translation>{ship}を{to}へ移動</translation>
    </message>
    <message>
        <source>Move {ship} to {to} (Range {cost} of {left})</source>
        <translation>{ship}を{to}へ移動（移動力{left}のうち{cost}）</translation>
    </message>
    <message>
        <source>Attempt {mission} with {ship}</source>
        <translation>{ship}で{mission}に挑戦</translation>
    </message>
    <message>
        <source>Attempt {mission}</source>
        <translation>{mission}に挑戦</translation>
    </message>
    <message>
        <source>Name {skill}</source>
        <translation>{skill}を宣言</translation>
    </message>
    <message>
        <source>Use the order of {card}</source>
        <translation>{card}の命令を使う</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <source>Put {card} under the deck</source>
        <translation>{card}をデッキの下に置く</translation>
    </message>
    <message>
        <source>Aboard {card}</source>
        <translation>{card}に乗せる</translation>
    </message>
    <message>
        <source>Put {card} aboard</source>
        <translation>{card}を乗艦させる</translation>
    </message>
    <message>
        <source>Stack {card}</source>
        <translation>{card}を積む</translation>
    </message>
    <message>
        <source>Interlink: {card}</source>
        <translation>インターリンク: {card}</translation>
    </message>
    <message>
        <source>Discard {card} to pay</source>
        <translation>{card}を捨てて支払う</translation>
    </message>
    <message>
        <source>{card} gains the skills</source>
        <translation>{card}がスキルを得る</translation>
    </message>
    <message>
        <source>{card} lends its skills</source>
        <translation>{card}がスキルを貸す</translation>
    </message>
    <message>
        <source>Stop {card}</source>
        <translation>{card}を停止させる</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>at {mission}</source>
        <translation>{mission}にいる</translation>
    </message>
    <message>
        <source>aboard {ship}</source>
        <translation>{ship}に搭乗</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>引いたジレンマ</translation>
    </message>
    <message>
        <source>{card} ({place})</source>
        <translation>{card}（{place}）</translation>
    </message>
    <message>
        <source>{card} ({place}, copy {copy})</source>
        <translation>{card}（{place}、{copy}枚目）</translation>
    </message>
    <message>
        <source>{card} (copy {copy})</source>
        <translation>{card}（{copy}枚目）</translation>
    </message>
    <message>
        <source>Atrean</source>
        <translation>アトレア人</translation>
    </message>
    <message>
        <source>Napean</source>
        <translation>ナペア人</translation>
    </message>
    <message>
        <source>Bolian</source>
        <translation>ボリア人</translation>
    </message>
    <message>
        <source>Barzan</source>
        <translation>バーザン人</translation>
    </message>
    <message>
        <source>Hekaran</source>
        <translation>ヘカラン人</translation>
    </message>
    <message>
        <source>Commander: U.S.S. Enterprise-E</source>
        <translation>指揮官：U.S.S. Enterprise-E</translation>
    </message>
    <message>
        <source>Unless a facing personnel has 2 {first} or 2 {second}, your opponent chooses a facing personnel with {first} or {second} to be stopped. If none has either skill, all facing personnel are stopped and the dilemma goes back to its owner&apos;s pile.</source>
        <translation>直面している人員の誰か1人が{first}×2か{second}×2を持っていない限り、ジレンマの持ち主が{first}か{second}を持つ直面中の人員1人を選び、停止状態にする。どちらのスキルを持つ者もいなければ、直面している人員全員が停止状態になり、ジレンマは持ち主のジレンマパイルに戻る。</translation>
    </message>
    <message>
        <source>Your opponent chooses a facing personnel with {first} or {second} to be stopped. If none has either skill, all facing personnel are stopped and the dilemma goes back to its owner&apos;s pile.</source>
        <translation>ジレンマの持ち主が{first}か{second}を持つ直面中の人員1人を選び、停止状態にする。どちらのスキルを持つ者もいなければ、直面している人員全員が停止状態になり、ジレンマは持ち主のジレンマパイルに戻る。</translation>
    </message>
    <message>
        <source>You choose a facing personnel with {first} or {second} to be stopped. If none has either skill, a random facing personnel is killed.</source>
        <translation>挑戦しているプレイヤーが{first}か{second}を持つ直面中の人員1人を選び、停止状態にする。どちらのスキルを持つ者もいなければ、直面している人員1人がランダムに死亡する。</translation>
    </message>
    <message>
        <source>You choose a facing personnel with {first} or {second} to be stopped. If none has either skill, all facing personnel are stopped and the dilemma goes back to its owner&apos;s pile.</source>
        <translation>挑戦しているプレイヤーが{first}か{second}を持つ直面中の人員1人を選び、停止状態にする。どちらのスキルを持つ者もいなければ、直面している人員全員が停止状態になり、ジレンマは持ち主のジレンマパイルに戻る。</translation>
    </message>
    <message>
        <source>Unless the facing personnel have {requirement}, or {alternative}, a random facing personnel with {kill_skill} is killed (none has it: nothing happens).</source>
        <translation>直面している人員が{requirement}か、{alternative}を満たさない限り、{kill_skill}を持つ直面中の人員1人がランダムに死亡する(持つ者がいなければ何も起こらない)。</translation>
    </message>
    <message>
        <source>the attempting player goes on with Next first</source>
        <translation>挑戦中のプレイヤーが先に「次へ」で進めます</translation>
    </message>
    <message>
        <source>Damage cards that destroy a ship</source>
        <translation>宇宙艦が破壊されるダメージカードの枚数</translation>
    </message>
    <message>
        <source>Ships at their headquarters lose one damage card at the end of each turn</source>
        <translation>本部ミッションにいる宇宙艦は各ターン終了時にダメージカードを1枚取り除く</translation>
    </message>
    <message>
        <source>A battle stops the defender&apos;s cards too</source>
        <translation>戦闘後、攻撃対象側のカードも停止状態になる</translation>
    </message>
    <message>
        <source>Stopped personnel and ships can be attacked and defend</source>
        <translation>停止状態の人員・宇宙艦も攻撃対象となり防御に加わる</translation>
    </message>
    <message>
        <source>Ships that join an engagement add their Weapons or Shields</source>
        <translation>艦隊戦に加わった宇宙艦の武器値・シールド値を合計に加える</translation>
    </message>
    <message>
        <source>Equipment Malfunction returns only the equipment at the attempted mission</source>
        <translation>Equipment Malfunction は挑戦中のミッションにある装備だけを手札に戻す</translation>
    </message>
    <message>
        <source>A download shuffles the draw deck</source>
        <translation>ダウンロード後にデッキをシャッフルする</translation>
    </message>
    <message>
        <source>The decks of seat 1 and seat 2</source>
        <translation>席1と席2のデッキ</translation>
    </message>
    <message>
        <source>The decks cannot be read: {why}.</source>
        <translation>デッキを読み込めません: {why}。</translation>
    </message>
    <message>
        <source>Stays in your core. Order: a staffed, unstopped {affiliation} ship of yours engages an opposing ship at its mission (not a headquarters). If you win, you take command of a random opposing personnel aboard the ships involved and put it aboard your ship, then this card lies on an opposing ship involved as damage. Otherwise discard it.</source>
        <translation>自分のコアに置かれたままになる。命令: スタッフが揃った通常状態の自分の{affiliation}の宇宙艦1隻が、そのミッション(本部ミッション以外)にいる相手の宇宙艦1隻と艦隊戦を行う。勝利したら、参加した宇宙艦に乗っている相手の人員1人を無作為に選んで指揮下に置き、自分の宇宙艦に乗せる。その後、このカードを参加した相手の宇宙艦1隻にダメージとして置く。勝利しなかったら、このカードを捨てる。</translation>
    </message>
    <message>
        <source>Stays in your core. Order, discarding it: a staffed, unstopped ship of yours that carries an unstopped personnel of yours with {skill} engages an opposing ship at its mission (not a headquarters). If you win, a random opposing personnel aboard the ships involved is killed.</source>
        <translation>自分のコアに置かれたままになる。命令(このカードを捨てる): 通常状態の{skill}を持つ自分の人員が乗った、スタッフが揃った通常状態の自分の宇宙艦1隻が、そのミッション(本部ミッション以外)にいる相手の宇宙艦1隻と艦隊戦を行う。勝利したら、参加した宇宙艦に乗っている相手の人員1人を無作為に選んで殺す。</translation>
    </message>
    <message>
        <source>Stays in your core. Order, discarding it: an unstopped personnel of yours with {skill} starts a personnel combat where it stands (not at a headquarters); your unstopped personnel there fight every opposing personnel there by total Strength. If you win, a random defender is killed.</source>
        <translation>自分のコアに置かれたままになる。命令(このカードを捨てる): {skill}を持つ通常状態の自分の人員1人が、いる場所(本部ミッション以外)で個人戦を始める。そこにいる通常状態の自分の人員全員と相手の人員全員が強さの合計で戦う。勝利したら、攻撃対象側の人員1人を無作為に選んで殺す。</translation>
    </message>
    <message>
        <source>Stays in your core. Order, discarding it: an unstopped {affiliation} personnel of yours with {skill} starts a personnel combat where it stands (not at a headquarters); your unstopped personnel there fight every opposing personnel there by total Strength. If you win, a random defender is killed.</source>
        <translation>自分のコアに置かれたままになる。命令(このカードを捨てる): {skill}を持つ通常状態の自分の{affiliation}の人員1人が、いる場所(本部ミッション以外)で個人戦を始める。そこにいる通常状態の自分の人員全員と相手の人員全員が強さの合計で戦う。勝利したら、攻撃対象側の人員1人を無作為に選んで殺す。</translation>
    </message>
    <message>
        <source>When an engagement that involves a ship of yours begins: another ship of yours at that mission joins your side.</source>
        <translation>自分の宇宙艦が参加する艦隊戦が始まった時: そのミッションにいる自分の別の宇宙艦1隻が援軍として自分の側に加わる。</translation>
    </message>
    <message>
        <source>As damage on a ship: the ship&apos;s Range, Weapons and Shields are each {amount} lower (never below 0).</source>
        <translation>宇宙艦にダメージとして置かれている間: その宇宙艦の移動力・武器・シールドはそれぞれ{amount}下がる(0未満にはならない)。</translation>
    </message>
    <message>
        <source>Order: stop this personnel; stopped personnel of yours at its mission may beam and stay stopped; discard the top card of your draw deck for each one moved.</source>
        <translation>命令: この人員を停止状態にする。このミッションにいる停止状態の自分の人員を転送してよい(停止状態のまま)。移動させた人員1人につきデッキの一番上のカードを1枚捨てる。</translation>
    </message>
    <message>
        <source>Every equipment the attempting player commands goes back to its owner&apos;s hand; then this dilemma is overcome.</source>
        <translation>挑戦しているプレイヤーの指揮下にある装備はすべて持ち主の手札に戻る。その後、このジレンマは解決される。</translation>
    </message>
    <message>
        <source>Put up to {max:personnel or ship|personnel or ships} from your discard pile under your draw deck in the order you choose; then this event is removed from the game.</source>
        <translation>自分の捨て札から人員・宇宙艦を{max}枚まで選び、好きな順でデッキの下に置く。その後、このイベントをゲームから除外する。</translation>
    </message>
    <message>
        <source>When played: you may search your draw deck for a {species} with {skill}, show it and take it into your hand; the deck is shuffled after the search.</source>
        <translation>配置した時: デッキから{skill}を持つ{species}1枚を探し、公開して手札に加えてよい。探した後はデッキをシャッフルする。</translation>
    </message>
    <message>
        <source>When played: you may search your draw deck for a ship of the {ship_class}, show it and take it into your hand; the deck is shuffled after the search.</source>
        <translation>配置した時: デッキから{ship_class}の宇宙艦1枚を探し、公開して手札に加えてよい。探した後はデッキをシャッフルする。</translation>
    </message>
    <message>
        <source>When played: if a mission you command needs {skill}, you may draw {draw:card|cards}.</source>
        <translation>配置した時: 自分のミッションの解決条件に{skill}があれば、カードを{draw}枚引いてよい。</translation>
    </message>
    <message>
        <source>Order, once a turn: discard a card from your hand, then draw {draw:card|cards}.</source>
        <translation>命令(1ターンに1回): 手札を1枚捨て、カードを{draw}枚引く。</translation>
    </message>
    <message>
        <source>While you command at least {at_least} {affiliation} personnel with {skill}, your {affiliation} ships cost {amount} less (not below 0).</source>
        <translation>{skill}を持つ{affiliation}の人員を{at_least}人以上指揮下に置いている間、自分の{affiliation}の宇宙艦のコストは{amount}少なくなる(0未満にはならない)。</translation>
    </message>
    <message>
        <source>Your personnel with {skill} present with this equipment have {gain} as well.</source>
        <translation>この装備と同じ場所にいる{skill}を持つ自分の人員は、{gain}も持つ。</translation>
    </message>
    <message>
        <source>In a personnel combat: your {affiliation} personnel present with this weapon have Strength +{amount}.</source>
        <translation>個人戦の間: この武器と同じ場所にいる自分の{affiliation}の人員は強さ+{amount}。</translation>
    </message>
    <message>
        <source>Interlink: in a mission attempt, name a skill of a non-Borg personnel of yours with this drone and discard your top card: every Borg in the attempt has that skill until it ends.</source>
        <translation>インターリンク: ミッション挑戦中、このドローンと同じ場所にいるボーグ以外の自分の人員のスキルを1つ指定し、デッキの一番上のカードを捨てる: 挑戦が終わるまで挑戦中のボーグ全員がそのスキルを持つ。</translation>
    </message>
    <message>
        <source>When your {affiliation} personnel faces a dilemma: until the dilemma is resolved it adds the skills, Integrity, Cunning and Strength of a {affiliation} personnel in your discard pile.</source>
        <translation>自分の{affiliation}の人員がジレンマに直面している時: そのジレンマが解決されるまで、その人員は自分の捨て札にある{affiliation}の人員1人のスキルと誠実・狡猾・強さを加える。</translation>
    </message>
    <message>
        <source>When your personnel faces a dilemma, discard another card: until the dilemma is resolved it has every skill of another personnel of yours with {skill} at this mission, stopped or not.</source>
        <translation>自分の人員がジレンマに直面している時、他の手札1枚を捨てる: そのジレンマが解決されるまで、その人員はこのミッションにいる{skill}を持つ自分の別の人員1人(停止状態でもよい)のスキルをすべて持つ。</translation>
    </message>
    <message>
        <source>Unless the facing personnel have {requirement}, or {alternative}, all facing personnel are stopped and the dilemma goes back to its owner&apos;s pile.</source>
        <translation>直面している人員が{requirement}、または{alternative}を満たさない限り、直面している人員は全員停止状態になり、このジレンマは持ち主のジレンマパイルに戻る。</translation>
    </message>
    <message>
        <source>Each other {species} of yours with {skill} present has {attribute} +{amount}.</source>
        <translation>同じ場所にいる{skill}を持つ自分の他の{species}は{attribute}+{amount}。</translation>
    </message>
    <message>
        <source>That event is not lying in your core.</source>
        <translation>そのイベントは自分のコアに置かれていません。</translation>
    </message>
    <message>
        <source>{card} does not start that kind of battle.</source>
        <translation>{card}ではその種類の戦闘は行えません。</translation>
    </message>
    <message>
        <source>Name a ship of yours in play.</source>
        <translation>場にある自分の宇宙艦を指定してください。</translation>
    </message>
    <message>
        <source>No battle can be fought at a headquarters ({mission}).</source>
        <translation>本部ミッション({mission})では戦闘を行えません。</translation>
    </message>
    <message>
        <source>No opposing ship is at {mission} to engage.</source>
        <translation>{mission}には艦隊戦の相手となる宇宙艦がいません。</translation>
    </message>
    <message>
        <source>{ship} is stopped: a stopped ship cannot be engaged.</source>
        <translation>{ship}は停止状態です: 停止状態の宇宙艦は攻撃対象にできません。</translation>
    </message>
    <message>
        <source>{ship} cannot start {card}: it does not carry what the card asks (an unstopped personnel of yours with the skill, or the right affiliation).</source>
        <translation>{ship}では{card}を使えません: カードの条件(そのスキルを持つ通常状態の自分の人員、または指定の勢力)を満たしていません。</translation>
    </message>
    <message>
        <source>No opposing personnel is present with {card} to fight.</source>
        <translation>{card}と同じ場所に戦う相手の人員がいません。</translation>
    </message>
    <message>
        <source>{card} is stopped: only an unstopped personnel starts a combat.</source>
        <translation>{card}は停止状態です: 個人戦を始められるのは通常状態の人員だけです。</translation>
    </message>
    <message>
        <source>{card} does not fit {event}.</source>
        <translation>{card}は{event}の条件を満たしていません。</translation>
    </message>
    <message>
        <source>{card} is not a response to an engagement.</source>
        <translation>{card}は艦隊戦に対して使えるカードではありません。</translation>
    </message>
    <message>
        <source>{ship} cannot join: the beginner&apos;s ships must be staffed and unstopped.</source>
        <translation>{ship}は加われません: 攻撃側の宇宙艦はスタッフが揃った通常状態でなければなりません。</translation>
    </message>
    <message>
        <source>That ship cannot join: it is not yours at this mission, or it is in the battle already.</source>
        <translation>その宇宙艦は加われません: このミッションにいる自分の宇宙艦ではないか、すでに戦闘に参加しています。</translation>
    </message>
    <message>
        <source>Choose an opposing ship in this engagement.</source>
        <translation>この艦隊戦に参加している相手の宇宙艦を選んでください。</translation>
    </message>
    <message>
        <source>{seat} uses {card}: {ship} engages {target}.</source>
        <translation>{seat}は{card}を使用しました: {ship}が{target}と艦隊戦を行います。</translation>
    </message>
    <message>
        <source>{seat} uses {card}: {personnel} starts a personnel combat ({attackers} against {defenders}).</source>
        <translation>{seat}は{card}を使用しました: {personnel}が個人戦を始めます({attackers}対{defenders})。</translation>
    </message>
    <message>
        <source>{seat} plays {card}: {ship} joins the engagement.</source>
        <translation>{seat}は{card}を使用しました: {ship}が援軍として艦隊戦に加わります。</translation>
    </message>
    <message>
        <source>{seat} plays no response.</source>
        <translation>{seat}は何も使用しませんでした。</translation>
    </message>
    <message>
        <source>{seat}&apos;s total {mine} against {theirs}: {outcome}.</source>
        <translation>{seat}の合計{mine}対{theirs}: {outcome}。</translation>
    </message>
    <message>
        <source>Picked at random: {card}.</source>
        <translation>無作為に選ばれたのは{card}です。</translation>
    </message>
    <message>
        <source>{seat} takes command of {card}, now aboard {ship}.</source>
        <translation>{seat}が{card}を指揮下に置き、{ship}に乗せました。</translation>
    </message>
    <message>
        <source>{card} lies on {ship} as damage ({count:damage card|damage cards}).</source>
        <translation>{card}が{ship}にダメージとして置かれました(ダメージカード{count}枚)。</translation>
    </message>
    <message>
        <source>{ship} is destroyed.</source>
        <translation>{ship}は破壊されました。</translation>
    </message>
    <message>
        <source>{ship} is repaired at its headquarters: {card} is discarded.</source>
        <translation>{ship}は本部ミッションで修理されました: {card}は捨て札になります。</translation>
    </message>
    <message>
        <source>Equipment back to hand: {cards}.</source>
        <translation>手札に戻った装備: {cards}。</translation>
    </message>
    <message>
        <source>{seat}: respond to the engagement, or pass.</source>
        <translation>{seat}：艦隊戦に対してカードを使用するか、パスしてください。</translation>
    </message>
    <message>
        <source>{seat}: choose the opposing ship that takes the damage.</source>
        <translation>{seat}：ダメージを受ける相手の宇宙艦を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: the battle is over ({outcome}); go on with Next.</source>
        <translation>{seat}：戦闘が終わりました({outcome})。「次へ」で進んでください。</translation>
    </message>
    <message>
        <source>{card}: {ship} engages {target}</source>
        <translation>{card}: {ship}が{target}と艦隊戦</translation>
    </message>
    <message>
        <source>{card}: {personnel} starts a combat</source>
        <translation>{card}: {personnel}が個人戦を開始</translation>
    </message>
    <message>
        <source>Play {card}: {ship} joins</source>
        <translation>{card}を使用: {ship}が援軍に加わる</translation>
    </message>
    <message>
        <source>Damage {ship}</source>
        <translation>{ship}にダメージ</translation>
    </message>
    <message>
        <source>in the core</source>
        <translation>コア</translation>
    </message>
    <message>
        <source>{seat}: use the text of the personnel just played, or pass.</source>
        <translation>{seat}：配置した人員の効果を使うか、パスしてください。</translation>
    </message>
    <message>
        <source>{seat}: choose the card the search takes.</source>
        <translation>{seat}：探して手札に加えるカードを選んでください。</translation>
    </message>
    <message>
        <source>{seat}: choose a card to discard.</source>
        <translation>{seat}：捨てるカードを選んでください。</translation>
    </message>
    <message>
        <source>{seat}: beam stopped personnel (one deck card each), then Done.</source>
        <translation>{seat}：停止状態の人員を転送し(1人につきデッキのカード1枚)、終わったら「完了」を押してください。</translation>
    </message>
    <message>
        <source>{seat}: choose personnel and ships from your discard pile, in order, then Done.</source>
        <translation>{seat}：捨て札から人員・宇宙艦を順番に選び、終わったら「完了」を押してください。</translation>
    </message>
    <message>
        <source>{seat} searches the draw deck ({card}).</source>
        <translation>{seat}はデッキを探しています({card})。</translation>
    </message>
    <message>
        <source>{seat} takes {card} from the draw deck into hand.</source>
        <translation>{seat}はデッキから{card}を手札に加えました。</translation>
    </message>
    <message>
        <source>{seat} finds nothing to take.</source>
        <translation>{seat}は手札に加えるカードを見つけられませんでした。</translation>
    </message>
    <message>
        <source>{seat} shuffles the draw deck.</source>
        <translation>{seat}はデッキをシャッフルしました。</translation>
    </message>
    <message>
        <source>{card} can link only a skill of a non-Borg personnel of yours with it.</source>
        <translation>{card}がインターリンクできるのは、同じ場所にいるボーグ以外の自分の人員のスキルだけです。</translation>
    </message>
    <message>
        <source>{card}&apos;s Interlink: {skill}</source>
        <translation>{card}のインターリンク: {skill}</translation>
    </message>
    <message>
        <source>No {affiliation} personnel of yours faces this dilemma unstopped.</source>
        <translation>このジレンマに直面している通常状態の自分の{affiliation}の人員がいません。</translation>
    </message>
    <message>
        <source>No {affiliation} personnel lies in your discard pile to lend its skills.</source>
        <translation>スキルを貸せる{affiliation}の人員が自分の捨て札にありません。</translation>
    </message>
    <message>
        <source>No other personnel of yours with {skill} is at this mission to lend its skills.</source>
        <translation>スキルを貸せる{skill}を持つ自分の別の人員がこのミッションにいません。</translation>
    </message>
    <message>
        <source>{seat} puts {cards} under the draw deck.</source>
        <translation>{seat}は{cards}をデッキの下に置きました。</translation>
    </message>
    <message>
        <source>That card was not found by the search.</source>
        <translation>そのカードは探した中にありません。</translation>
    </message>
    <message>
        <source>{card}&apos;s order needs a card in your hand to discard.</source>
        <translation>{card}の命令には捨てる手札が1枚必要です。</translation>
    </message>
    <message>
        <source>Only a stopped personnel of yours at this mission may beam, to its surface or a ship of yours there.</source>
        <translation>転送できるのはこのミッションにいる停止状態の自分の人員だけで、行き先はその地表かそこにいる自分の宇宙艦です。</translation>
    </message>
    <message>
        <source>That card is not in your discard pile (or is picked already).</source>
        <translation>そのカードは自分の捨て札にありません(または選択済みです)。</translation>
    </message>
    <message>
        <source>{card} is neither a personnel nor a ship.</source>
        <translation>{card}は人員でも宇宙艦でもありません。</translation>
    </message>
    <message>
        <source>At most {max:card|cards} may be put under the deck.</source>
        <translation>デッキの下に置けるのは{max}枚までです。</translation>
    </message>
    <message>
        <source>Use it</source>
        <translation>使用する</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>{card}を手札に加える</translation>
    </message>
    <message>
        <source>the beginner wins</source>
        <translation>攻撃側の勝利</translation>
    </message>
    <message>
        <source>the defender wins</source>
        <translation>攻撃対象側の勝利</translation>
    </message>
    <message>
        <source>a tie: nobody wins</source>
        <translation>同数: 勝者なし</translation>
    </message>
    <message>
        <source>not resolved yet</source>
        <translation>未決着</translation>
    </message>
    <message>
        <source>an engagement&apos;s responses come first</source>
        <translation>先に艦隊戦へのカード使用を済ませてください</translation>
    </message>
    <message>
        <source>the damaged ship must be chosen first</source>
        <translation>先にダメージを受ける宇宙艦を選んでください</translation>
    </message>
    <message>
        <source>the battle is over: go on with Next first</source>
        <translation>戦闘が終わりました: 先に「次へ」で進んでください</translation>
    </message>
    <message>
        <source>decide on the played personnel&apos;s text first</source>
        <translation>先に配置した人員の効果を使うか決めてください</translation>
    </message>
    <message>
        <source>choose the card the search takes first</source>
        <translation>先に手札に加えるカードを選んでください</translation>
    </message>
    <message>
        <source>choose the card to discard first</source>
        <translation>先に捨てるカードを選んでください</translation>
    </message>
    <message>
        <source>finish beaming the stopped personnel first</source>
        <translation>先に停止状態の人員の転送を終えてください</translation>
    </message>
    <message>
        <source>finish choosing the cards for the deck&apos;s bottom first</source>
        <translation>先にデッキの下に置くカードを選び終えてください</translation>
    </message>
    <message>
        <source>Romulan</source>
        <translation>ロミュラン</translation>
    </message>
    <message>
        <source>D&apos;deridex class</source>
        <translation>D&apos;deridex級</translation>
    </message>
    <message>
        <source>For every personnel under your command whose owner is another player, pay {amount} less for this drone.</source>
        <translation>持ち主が他のプレイヤーである人員を1人指揮下に置くごとに、このドローンのコストは{amount}少なくなる。</translation>
    </message>
    <message>
        <source>Response while a {affiliation} personnel of yours meets a dilemma, paid with one other card from your hand: it borrows the whole skill box of a stopped {affiliation} personnel of yours at the same mission; the loan ends once the dilemma is placed.</source>
        <translation>自分の{affiliation}の人員がジレンマに向き合っている間に、手札の別のカード1枚を代価として使う: 同じミッションにいる停止状態の自分の{affiliation}の人員1人のスキル欄をまるごと借りる。そのジレンマが置かれると借りたスキルは消える。</translation>
    </message>
    <message>
        <source>If a dilemma met by your {affiliation} personnel would return to its owner&apos;s pile, it lies beneath the mission as overcome.</source>
        <translation>自分の{affiliation}の人員が向き合ったジレンマが持ち主のジレンマパイルに戻ることになった時、代わりに解決済みとしてミッションの下に置かれる。</translation>
    </message>
    <message>
        <source>Chance picks one facing personnel. A group holding Diplomacy plus Medical, or Security twice, only sees that one stopped; any other group loses it (killed), the rest are stopped, and the dilemma returns under its owner&apos;s pile.</source>
        <translation>直面している人員から1人を無作為に選ぶ。グループに外交と医療、または保安2つがあれば、その1人は停止状態になるだけで済む。なければその1人は死亡し、残りは停止状態になり、ジレンマは持ち主のジレンマパイルの下に戻る。</translation>
    </message>
    <message>
        <source>Missions {missions}/{missions_needed} · Draw deck {draw} (≥{draw_needed}) · Dilemmas {dilemmas} (≥{dilemmas_needed})</source>
        <translation>ミッション {missions}/{missions_needed} · デッキ {draw}枚({draw_needed}枚以上) · ジレンマ {dilemmas}枚({dilemmas_needed}枚以上)</translation>
    </message>
    <message>
        <source>Missions: {total} (exactly {needed})</source>
        <translation>ミッション: {total}枚(ちょうど{needed}枚が必要)</translation>
    </message>
    <message>
        <source>{title}: {n:copy|copies} among the missions (one per title)</source>
        <translation>{title}: ミッションに{n}枚(同名のミッションは1枚まで)</translation>
    </message>
    <message>
        <source>No headquarters among the missions (at least 1)</source>
        <translation>ミッションに本部ミッションがありません(1枚以上が必要)</translation>
    </message>
    <message>
        <source>Missions other than headquarters: {total} (at least {needed})</source>
        <translation>本部ミッション以外のミッション: {total}枚({needed}枚以上が必要)</translation>
    </message>
    <message>
        <source>Draw deck: {total} (at least {needed})</source>
        <translation>デッキ: {total}枚({needed}枚以上が必要)</translation>
    </message>
    <message>
        <source>Dilemma pile: {total} (at least {needed})</source>
        <translation>ジレンマパイル: {total}枚({needed}枚以上が必要)</translation>
    </message>
    <message>
        <source>{title}: {n:copy|copies} (at most {most} per title)</source>
        <translation>{title}: {n}枚(同名カードは{most}枚まで)</translation>
    </message>
    <message>
        <source>{card}: no card of the supported pool</source>
        <translation>{card}: 対応しているカードではありません</translation>
    </message>
    <message>
        <source>{card} belongs in the {pile}</source>
        <translation>{card}は{pile}に入れるカードです</translation>
    </message>
    <message>
        <source>{title} allows no other headquarters ({others})</source>
        <translation>{title}があると他の本部ミッションは入れられません({others})</translation>
    </message>
    <message>
        <source>{title} is already among the missions</source>
        <translation>{title}はすでにミッションにあります</translation>
    </message>
    <message>
        <source>The deck already has {n:mission|missions}: take one out first</source>
        <translation>ミッションはすでに{n}枚です: 先に1枚外してください</translation>
    </message>
    <message>
        <source>{card} is not in the deck</source>
        <translation>{card}はデッキにありません</translation>
    </message>
    <message>
        <source>{card} is a Second Edition card this app does not support</source>
        <translation>{card}はこのアプリが対応していない第2版のカードです</translation>
    </message>
    <message>
        <source>{card}: no card of that name</source>
        <translation>{card}: その名前のカードはありません</translation>
    </message>
    <message>
        <source>{card}: {n:card has|cards have} that title; write its subtitle too</source>
        <translation>{card}: その名前のカードが{n}枚あります。サブタイトルも書いてください</translation>
    </message>
    <message>
        <source>No headquarters of the deck can play {cards}</source>
        <translation>デッキのどの本部ミッションにも配置できません: {cards}</translation>
    </message>
    <message>
        <source>No planet mission: no win by points</source>
        <translation>惑星ミッションがありません: ポイントでは勝利できません</translation>
    </message>
    <message>
        <source>No space mission: no win by points</source>
        <translation>宇宙ミッションがありません: ポイントでは勝利できません</translation>
    </message>
    <message>
        <source>{mission}: no personnel of the deck may attempt it</source>
        <translation>{mission}: デッキに挑戦できる人員がいません</translation>
    </message>
    <message>
        <source>{mission}: no personnel of the deck has {skills}</source>
        <translation>{mission}: デッキの人員に{skills}を持つ者がいません</translation>
    </message>
    <message>
        <source>line {line}: {card} goes into the {pile} by its type</source>
        <translation>{line}行目: {card}はカードの種類により{pile}に入れます</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <translation>{line}行目: {problem}</translation>
    </message>
    <message>
        <source>unknown card &apos;{card}&apos;</source>
        <translation>不明なカード「{card}」</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; is not supported</source>
        <translation>「{card}」には対応していません</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; names {n:card|cards}: write the subtitle too</source>
        <translation>「{card}」に当たるカードが{n}枚あります: サブタイトルも書いてください</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a card line (a count from 1 to 99, then the card&apos;s name)</source>
        <translation>「{text}」はカードの行ではありません(1〜99の枚数、続けてカード名)</translation>
    </message>
    <message>
        <source>the file is larger than {limit} KiB</source>
        <translation>ファイルが{limit} KiBを超えています</translation>
    </message>
    <message>
        <source>the file has more than {count:line|lines}</source>
        <translation>ファイルが{count}行を超えています</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>ファイルがUTF-8のテキストではありません</translation>
    </message>
    <message>
        <source>the file lists no card</source>
        <translation>ファイルにカードがありません</translation>
    </message>
    <message>
        <source>Nothing was imported: {count:line is|lines are} wrong. {lines}</source>
        <translation>何も読み込んでいません: 誤りのある行が{count}行あります。{lines}</translation>
    </message>
    <message>
        <source>missions</source>
        <translation>ミッション</translation>
    </message>
    <message>
        <source>dilemma pile</source>
        <translation>ジレンマパイル</translation>
    </message>
    <message>
        <source>draw deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>The saved deck {file} is damaged and was left out: {detail}</source>
        <translation>保存したデッキ{file}は壊れているため除外しました: {detail}</translation>
    </message>
    <message>
        <source>it is not a saved deck</source>
        <translation>保存したデッキではありません</translation>
    </message>
    <message>
        <source>a newer version of the app wrote it</source>
        <translation>新しいバージョンのアプリで書かれています</translation>
    </message>
    <message>
        <source>its cards cannot be read</source>
        <translation>カードを読み取れません</translation>
    </message>
    <message>
        <source>Plays {card} into its core: it waits there for a battle that is a sure win.</source>
        <translation>{card}をコアに置きます: 確実に勝てる戦闘まで、そこで待たせます。</translation>
    </message>
    <message>
        <source>Plays {card}: it gives {skill}, which the crew still lacks for {mission}.</source>
        <translation>{card}を配置します: {mission}に人員がまだ持っていない{skill}を与えます。</translation>
    </message>
    <message>
        <source>Beams {card} aboard {ship}: staffed, it can go where {event} wins for sure.</source>
        <translation>{card}を{ship}へ転送します: スタッフが揃えば、{event}で確実に勝てる場所へ移動できます。</translation>
    </message>
    <message>
        <source>Moves {ship} to {mission}: {event} beats {target} there for sure ({weapons} Weapons, {shields} Shields at most).</source>
        <translation>{ship}を{mission}へ移動させます: そこで{event}なら{target}に確実に勝てます(武器値{weapons}、シールド値は最大{shields})。</translation>
    </message>
    <message>
        <source>Engages {target} with {ship}: {weapons} Weapons against at most {shields} Shields, a sure win.</source>
        <translation>{ship}で{target}と艦隊戦を行います: 武器値{weapons}に対しシールド値は多くても{shields}で、確実に勝てます。</translation>
    </message>
    <message>
        <source>Engages {target} with {ship}: it already carries damage, and {weapons} Weapons against at most {shields} Shields win for sure.</source>
        <translation>{ship}で{target}と艦隊戦を行います: 相手はすでにダメージを受けており、武器値{weapons}に対しシールド値は多くても{shields}で、確実に勝てます。</translation>
    </message>
    <message>
        <source>Starts a personnel combat with {card}: {mine} Strength against {theirs}, a sure win.</source>
        <translation>{card}で個人戦を始めます: 強さの合計は{mine}対{theirs}で、確実に勝てます。</translation>
    </message>
    <message>
        <source>Sends {ship} to help: its Shields make {ours} against {theirs} Weapons, and the engagement is not lost.</source>
        <translation>{ship}を援軍に出します: シールド値の合計が{ours}になり、武器値{theirs}に対して艦隊戦に負けなくなります。</translation>
    </message>
    <message>
        <source>Sends {ship} to help: its Weapons make {ours} against {theirs} Shields, a win.</source>
        <translation>{ship}を援軍に出します: 武器値の合計が{ours}になり、シールド値{theirs}に勝てます。</translation>
    </message>
    <message>
        <source>Passes: no ship here would turn this engagement; the card waits for a later one.</source>
        <translation>パスします: ここのどの宇宙艦を加えてもこの艦隊戦の結果は変わりません。カードは次の機会に取っておきます。</translation>
    </message>
    <message>
        <source>Lays the damage on {ship}, the ship with the most crew aboard.</source>
        <translation>{ship}にダメージを置きます: 乗っている人員が最も多い宇宙艦です。</translation>
    </message>
    <message>
        <source>Lays the damage on {ship}: it already carries damage, so this brings it closest to destruction.</source>
        <translation>{ship}にダメージを置きます: すでにダメージを受けているので、破壊に最も近づきます。</translation>
    </message>
    <message>
        <source>{mission} is in both decks: its two copies are one location, so it is already there.</source>
        <translation>{mission}は両方のデッキにあります: 2枚は同じ1つの場所なので、すでにそこにいます。</translation>
    </message>
</context>
<context>
    <name>star_trek_view</name>
    <message>
        <source>Requirements: {text}</source>
        <translation>解決条件：{text}</translation>
    </message>
    <message>
        <source>Cost {cost}</source>
        <translation>コスト{cost}</translation>
    </message>
    <message>
        <source>Integrity {i} · Cunning {c} · Strength {s}</source>
        <translation>誠実{i}・狡猾{c}・強さ{s}</translation>
    </message>
    <message>
        <source>Staffing {icons} · Range {range}</source>
        <translation>必要スタッフ {icons}・移動力{range}</translation>
    </message>
    <message>
        <source>{type} dilemma</source>
        <translation>{type}ジレンマ</translation>
    </message>
    <message>
        <source>Range {n}</source>
        <translation>移動力{n}</translation>
    </message>
    <message>
        <source>unstaffed</source>
        <translation>スタッフ不足</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>手札は伏せてあります</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>ターン{turn}</translation>
    </message>
    <message>
        <source> (went first)</source>
        <translation>（先手）</translation>
    </message>
    <message>
        <source>Hand {hand} · deck {deck} · discard {discard} · dilemmas {pile}</source>
        <translation>手札{hand}・デッキ{deck}・捨て札{discard}・ジレンマ{pile}</translation>
    </message>
    <message>
        <source>Discard pile: {cards}</source>
        <translation>捨て札: {cards}</translation>
    </message>
    <message>
        <source>{name} attempts {mission}</source>
        <translation>{name}が{mission}に挑戦中</translation>
    </message>
    <message>
        <source>Budget {budget} · drawn {drawn} · stack {stack}</source>
        <translation>ジレンマコスト{budget}・引いた数{drawn}・積んだ数{stack}</translation>
    </message>
    <message>
        <source>Your drawn dilemmas (secret):</source>
        <translation>あなたが引いたジレンマ（非公開）:</translation>
    </message>
    <message>
        <source>Stack, top first: {cards}</source>
        <translation>積んだ順（上から）: {cards}</translation>
    </message>
    <message>
        <source>one personnel with {skill}</source>
        <translation>{skill}を持つ人員1人</translation>
    </message>
    <message>
        <source>Right-click a card to read it large.</source>
        <translation>右クリックでカードを拡大表示します。</translation>
    </message>
    <message>
        <source>Command icon: staffs a ship&apos;s Command or Staff icon.</source>
        <translation>指揮アイコン：宇宙艦の指揮アイコンにも操艦アイコンにも充てられます。</translation>
    </message>
    <message>
        <source>Staff icon: staffs a ship&apos;s Staff icon.</source>
        <translation>操艦アイコン：宇宙艦の操艦アイコンに充てられます。</translation>
    </message>
    <message>
        <source>Skills and Integrity, Cunning and Strength count towards a mission&apos;s requirements and a dilemma&apos;s conditions.</source>
        <translation>スキルと誠実・狡猾・強さは、ミッションの解決条件やジレンマの条件に数えられます。</translation>
    </message>
    <message>
        <source>Staffing: the icons its crew must have for it to move or attempt.</source>
        <translation>必要スタッフ：移動や挑戦のために、乗員が満たさなければならない指揮・操艦アイコンです。</translation>
    </message>
    <message>
        <source>Range: how far it may move each turn; a move costs the spans of the missions it leaves and reaches.</source>
        <translation>移動力：1ターンに移動できる距離です。移動には出発地と目的地のミッションの距離の合計がかかります。</translation>
    </message>
    <message>
        <source>Span: the Range a ship spends to move to or from it.</source>
        <translation>距離：宇宙艦がこのミッションへ、またはここから移動するときに使う移動力です。</translation>
    </message>
    <message>
        <source>Requirements: what the crew left after the dilemmas must have, together, to complete it.</source>
        <translation>解決条件：ジレンマの後に残った人員が、全員合わせて満たしていれば解決できます。</translation>
    </message>
    <message>
        <source>Cost: paid from the dilemma budget of the attempt (its personnel minus the dilemmas already overcome there).</source>
        <translation>コスト：挑戦のジレンマコスト（挑戦する人員の数から、そこで解決済みのジレンマの数を引いたもの）から支払います。</translation>
    </message>
    <message>
        <source>Interrupt: played when its moment comes in a mission attempt.</source>
        <translation>インタラプト：ミッション挑戦中、該当するタイミングが来たときに使います。</translation>
    </message>
    <message>
        <source>Unique: you may have only one card with this title in play.</source>
        <translation>ユニーク：同じ名前のカードは1枚しか場に出せません。</translation>
    </message>
    <message>
        <source>attempting</source>
        <translation>挑戦中</translation>
    </message>
    <message>
        <source>facing</source>
        <translation>直面中</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>停止状態</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>{n} overcome: {cards}</source>
        <translation>解決済み{n}枚：{cards}</translation>
    </message>
    <message>
        <source>on it: {cards}</source>
        <translation>上に置かれている：{cards}</translation>
    </message>
    <message>
        <source>{n} on it</source>
        <translation>上に{n}枚</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>ミッション</translation>
    </message>
    <message>
        <source>Personnel</source>
        <translation>人員</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>宇宙艦</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Interrupt</source>
        <translation>インタラプト</translation>
    </message>
    <message>
        <source>Dilemma</source>
        <translation>ジレンマ</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>装備</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>ユニーク</translation>
    </message>
    <message>
        <source>{card}, large</source>
        <translation>{card}（拡大）</translation>
    </message>
    <message>
        <source>Back to the table (Esc)</source>
        <translation>盤面に戻る（Esc）</translation>
    </message>
    <message>
        <source>Not staffed: missing {icons}</source>
        <translation>スタッフ不足：{icons}が足りません</translation>
    </message>
    <message>
        <source>Integrity·Cunning·Strength now {now} (printed {printed}): what others present add.</source>
        <translation>誠実・狡猾・強さは現在{now}（カードの印刷は{printed}）：同じ場所にいるほかの人員による増減込み。</translation>
    </message>
    <message>
        <source>Stopped: it cannot beam, move or attempt until it unstops.</source>
        <translation>停止状態：通常状態に戻るまで、転送・移動・挑戦はできません。</translation>
    </message>
    <message>
        <source>In the mission attempt.</source>
        <translation>ミッションに挑戦中です。</translation>
    </message>
    <message>
        <source>Facing the dilemma revealed now.</source>
        <translation>公開中のジレンマに直面しています。</translation>
    </message>
    <message>
        <source>Stopped in this mission attempt.</source>
        <translation>このミッション挑戦で停止状態になりました。</translation>
    </message>
    <message>
        <source>Killed in this mission attempt.</source>
        <translation>このミッション挑戦で死亡しました。</translation>
    </message>
    <message>
        <source>Your hand ({n}) · right-click a card to read it large</source>
        <translation>あなたの手札（{n}枚）・右クリックでカードを拡大</translation>
    </message>
    <message>
        <source>Counters: seven each turn, spent on playing cards (their cost) and on drawing (1 a card); while your draw deck has cards, all seven must be spent.</source>
        <translation>カウンター：毎ターン7個あり、カードの配置（そのコスト分）とドロー（1枚につき1個）に使います。デッキにカードがある間は7個すべてを使わなければなりません。</translation>
    </message>
    <message>
        <source>Completing a mission scores its points; 100 points with a planet and a space mission completed wins.</source>
        <translation>ミッションを解決するとその得点を得ます。惑星ミッションと宇宙ミッションを1つずつ以上解決して100ポイントに達すると勝利です。</translation>
    </message>
    <message>
        <source>Dilemma pile: the dilemmas this side places in front of the other&apos;s attempts.</source>
        <translation>ジレンマパイル：相手のミッション挑戦のときに、こちらが出すジレンマです。</translation>
    </message>
    <message>
        <source>The other player is deciding in secret.</source>
        <translation>相手が非公開で選んでいます。</translation>
    </message>
    <message>
        <source>Click a highlighted card in play for its beams, moves and orders.</source>
        <translation>光っている場のカードをクリックすると、その転送・移動・命令を選べます。</translation>
    </message>
    <message>
        <source>Selected: {card}</source>
        <translation>選択中: {card}</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>選択解除（Esc）</translation>
    </message>
    <message>
        <source>More in the move list</source>
        <translation>ほかはアクション一覧に</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>The other player is deciding.</source>
        <translation>相手が選んでいます。</translation>
    </message>
    <message>
        <source>A draw between {names}: the turn limit came with the sides level</source>
        <translation>{names}は引き分け：ターン上限に達した時点で両者の得点が並んでいました</translation>
    </message>
    <message>
        <source>A draw between {names}: the sides are level</source>
        <translation>{names}は引き分け：両者の得点が並びました</translation>
    </message>
    <message>
        <source>no mission completed</source>
        <translation>解決したミッションなし</translation>
    </message>
    <message>
        <source>, went first</source>
        <translation>、先手</translation>
    </message>
    <message>
        <source>{mission} bonus {points}</source>
        <translation>{mission}のボーナス{points}ポイント</translation>
    </message>
    <message>
        <source>{mission} {points}</source>
        <translation>{mission} {points}ポイント</translation>
    </message>
    <message>
        <source>Points over the game</source>
        <translation>得点の推移</translation>
    </message>
    <message>
        <source>Player turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>100 points</source>
        <translation>100ポイント</translation>
    </message>
    <message>
        <source>{n} overcome</source>
        <translation>解決済み{n}枚</translation>
    </message>
    <message>
        <source>{type} mission · span {span} · {points:point|points}</source>
        <translation>{type}ミッション・距離{span}・{points}ポイント</translation>
    </message>
    <message>
        <source>{name} to play · {n:counter|counters} left</source>
        <translation>{name}のターン・カウンター残り{n}個</translation>
    </message>
    <message>
        <source>{name}: {score:point|points}{first}</source>
        <translation>{name}：{score}ポイント{first}</translation>
    </message>
    <message>
        <source>Crew: {n:personnel|personnel}, {facing} facing</source>
        <translation>挑戦中の人員：{n}人（直面中{facing}人）</translation>
    </message>
    <message>
        <source>Crew: {n:personnel|personnel}</source>
        <translation>挑戦中の人員：{n}人</translation>
    </message>
    <message>
        <source>{name} ({deck}{first}): {scored}; {score:point|points}</source>
        <translation>{name}（{deck}{first}）：{scored}、合計{score}ポイント</translation>
    </message>
    <message>
        <source>{type} · {points:pt|pts} · span {span}</source>
        <translation>{type}・{points}ポイント・距離{span}</translation>
    </message>
    <message>
        <source>Its owner&apos;s crew here against the requirements: {needs}</source>
        <translation>持ち主の人員（ここにいる分）と解決条件：{needs}</translation>
    </message>
    <message>
        <source>revealed now</source>
        <translation>公開中</translation>
    </message>
    <message>
        <source>Budget {budget} · {left} left · {n} stacked</source>
        <translation>ジレンマコスト{budget}・残り{left}・積んだ数{n}</translation>
    </message>
    <message>
        <source>{cost} · stacked {n}</source>
        <translation>{cost}・{n}番目に積んだ</translation>
    </message>
    <message>
        <source>one with {skill}</source>
        <translation>{skill}を持つ1人</translation>
    </message>
    <message>
        <source> or </source>
        <translation>または</translation>
    </message>
    <message>
        <source>Pass to {owner}: {owner} chooses the dilemmas {name}&apos;s crew faces</source>
        <translation>{owner}さんに交代: {name}さんの人員が直面するジレンマを{owner}さんが選びます</translation>
    </message>
    <message>
        <source>{name}: your crew faces {owner}&apos;s dilemmas</source>
        <translation>{name}さん: あなたの人員が{owner}さんのジレンマに直面します</translation>
    </message>
    <message>
        <source>Stacked {n}: click to take it back.</source>
        <translation>{n}番目に積んでいます。クリックで取り消せます。</translation>
    </message>
    <message>
        <source>Face down: {n:dilemma|dilemmas}, top first</source>
        <translation>裏向き：ジレンマ{n}枚（上から順）</translation>
    </message>
    <message>
        <source>{n:personnel|personnel}</source>
        <translation>{n}人</translation>
    </message>
    <message>
        <source>Revealed: {k} of {n:dilemma|dilemmas}</source>
        <translation>公開済み：{n}枚中{k}枚目</translation>
    </message>
    <message>
        <source>{card} was played.</source>
        <translation>{card}が使用されました。</translation>
    </message>
    <message>
        <source>The crew has {skills}: spared.</source>
        <translation>人員が{skills}を持っているので、免れました。</translation>
    </message>
    <message>
        <source>Killed: {names}</source>
        <translation>死亡：{names}</translation>
    </message>
    <message>
        <source>Stopped: {names}</source>
        <translation>停止状態：{names}</translation>
    </message>
    <message>
        <source>Nobody is stopped.</source>
        <translation>停止状態になった人員はいません。</translation>
    </message>
    <message>
        <source>It is resolving now.</source>
        <translation>解決処理中です。</translation>
    </message>
    <message>
        <source>Overcome: it lies beneath {mission}.</source>
        <translation>解決済み：{mission}の下に置かれます。</translation>
    </message>
    <message>
        <source>It goes back under {name}&apos;s dilemma pile.</source>
        <translation>{name}のジレンマパイルの底に戻ります。</translation>
    </message>
    <message>
        <source>It now lies on {mission}.</source>
        <translation>{mission}の上に置かれます。</translation>
    </message>
    <message>
        <source>Pass to {owner}: {owner} chooses whom the dilemma stops</source>
        <translation>{owner}さんに交代: ジレンマで停止状態にする人員を{owner}さんが選びます</translation>
    </message>
    <message>
        <source>Acq</source>
        <translation>獲得</translation>
    </message>
    <message>
        <source>Ant</source>
        <translation>人類学</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>考古</translation>
    </message>
    <message>
        <source>Ast</source>
        <translation>天測</translation>
    </message>
    <message>
        <source>Bio</source>
        <translation>生物</translation>
    </message>
    <message>
        <source>Dip</source>
        <translation>外交</translation>
    </message>
    <message>
        <source>Eng</source>
        <translation>工学</translation>
    </message>
    <message>
        <source>Exo</source>
        <translation>宇宙生</translation>
    </message>
    <message>
        <source>Geo</source>
        <translation>地質</translation>
    </message>
    <message>
        <source>Hon</source>
        <translation>名誉</translation>
    </message>
    <message>
        <source>Int</source>
        <translation>諜報</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>法律</translation>
    </message>
    <message>
        <source>Ldr</source>
        <translation>統率</translation>
    </message>
    <message>
        <source>Med</source>
        <translation>医療</translation>
    </message>
    <message>
        <source>Nav</source>
        <translation>航法</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>士官</translation>
    </message>
    <message>
        <source>Phy</source>
        <translation>物理</translation>
    </message>
    <message>
        <source>Prg</source>
        <translation>プロ</translation>
    </message>
    <message>
        <source>Sci</source>
        <translation>科学</translation>
    </message>
    <message>
        <source>Sec</source>
        <translation>保安</translation>
    </message>
    <message>
        <source>Tel</source>
        <translation>テレパ</translation>
    </message>
    <message>
        <source>Trn</source>
        <translation>転送</translation>
    </message>
    <message>
        <source>Tre</source>
        <translation>裏切</translation>
    </message>
    <message>
        <source>On the table: skills in short forms, and the three numbers Integrity·Cunning·Strength in that order.</source>
        <translation>卓上では、スキルは略称で、3つの数値は誠実・狡猾・強さの順で表示される。</translation>
    </message>
    <message>
        <source>Range {left}/{range}</source>
        <translation>移動力{left}/{range}</translation>
    </message>
    <message>
        <source>Weapons {w} · Shields {s}</source>
        <translation>武器{w}・シールド{s}</translation>
    </message>
    <message>
        <source>{type} dilemma · cost {cost}</source>
        <translation>{type}ジレンマ・コスト{cost}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({n})</source>
        <translation>{name}の手札（{n}枚）</translation>
    </message>
    <message>
        <source>Engagement at {mission}</source>
        <translation>{mission}での艦隊戦</translation>
    </message>
    <message>
        <source>Personnel combat at {mission}</source>
        <translation>{mission}での個人戦</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>破壊</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>場を離れた</translation>
    </message>
    <message>
        <source>Weapons {n}</source>
        <translation>武器{n}</translation>
    </message>
    <message>
        <source>Shields {n}</source>
        <translation>シールド{n}</translation>
    </message>
    <message>
        <source>Strength {n} (+{bonus})</source>
        <translation>強さ{n}（+{bonus}）</translation>
    </message>
    <message>
        <source>Strength {n}</source>
        <translation>強さ{n}</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>援軍</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>{name} attacks</source>
        <translation>{name}の攻撃側</translation>
    </message>
    <message>
        <source>{name} defends</source>
        <translation>{name}の攻撃対象側</translation>
    </message>
    <message>
        <source>{name} attacks: Strength {n}</source>
        <translation>{name}の攻撃側：強さ{n}</translation>
    </message>
    <message>
        <source>{name} defends: Strength {n}</source>
        <translation>{name}の攻撃対象側：強さ{n}</translation>
    </message>
    <message>
        <source>{name} attacks: Weapons {n}</source>
        <translation>{name}の攻撃側：武器{n}</translation>
    </message>
    <message>
        <source>{name} defends: Shields {n}</source>
        <translation>{name}の攻撃対象側：シールド{n}</translation>
    </message>
    <message>
        <source>Responses may be played; then the totals are compared.</source>
        <translation>カードを使用できます。その後、合計を比べます。</translation>
    </message>
    <message>
        <source>{mine} against {theirs}: a tie, nobody wins</source>
        <translation>{mine}対{theirs}：同数、勝者なし</translation>
    </message>
    <message>
        <source>{mine} against {theirs}: {name} wins</source>
        <translation>{mine}対{theirs}：{name}の勝利</translation>
    </message>
    <message>
        <source>{name} takes command of {card}.</source>
        <translation>{name}が{card}を指揮下に置きました。</translation>
    </message>
    <message>
        <source>{card} is killed.</source>
        <translation>{card}は死亡しました。</translation>
    </message>
    <message>
        <source>{ship} takes {card} as damage.</source>
        <translation>{ship}に{card}がダメージとして置かれました。</translation>
    </message>
    <message>
        <source>{ship} is destroyed.</source>
        <translation>{ship}は破壊されました。</translation>
    </message>
    <message>
        <source>Nothing follows: {card} goes to the discard pile.</source>
        <translation>効果なし：{card}は捨て札になります。</translation>
    </message>
    <message>
        <source>{card}, begun by {name}</source>
        <translation>{card}（{name}が使用）</translation>
    </message>
    <message>
        <source>Responses: {cards}</source>
        <translation>使用されたカード：{cards}</translation>
    </message>
    <message>
        <source>No response was played.</source>
        <translation>使用されたカードはありません。</translation>
    </message>
    <message>
        <source>Strength {n}: hand weapons present add {bonus}.</source>
        <translation>強さ{n}：同じ場所の武器が{bonus}を加えています。</translation>
    </message>
    <message>
        <source>{n:damage card|damage cards}</source>
        <translation>ダメージカード{n}枚</translation>
    </message>
    <message>
        <source>removed from the game: {n:card|cards}</source>
        <translation>ゲームから除外：{n}枚</translation>
    </message>
    <message>
        <source>Removed from the game (public): {cards}</source>
        <translation>ゲームから除外（公開）：{cards}</translation>
    </message>
    <message>
        <source>Core:</source>
        <translation>コア：</translation>
    </message>
    <message>
        <source>In the core: it stays in play, face up, until its own text moves it.</source>
        <translation>コア：自身の効果で移動するまで、表向きで場に残ります。</translation>
    </message>
    <message>
        <source>{name} · {deck}: {score:point|points}</source>
        <translation>{name}・{deck}：{score}ポイント</translation>
    </message>
    <message>
        <source>Damaged: {n:damage card|damage cards} ({cards}); Range, Weapons and Shields now {now}.</source>
        <translation>ダメージ：ダメージカード{n}枚（{cards}）。現在の移動力・武器・シールドは{now}です。</translation>
    </message>
    <message>
        <source>Taken: {owner} owns it, the other player commands it.</source>
        <translation>指揮下に置かれています：持ち主は{owner}、指揮しているのは相手プレイヤーです。</translation>
    </message>
    <message>
        <source>damage on {ship}</source>
        <translation>{ship}へのダメージ</translation>
    </message>
    <message>
        <source>Strength +{n} in combat ({who})</source>
        <translation>個人戦で強さ+{n}（{who}）</translation>
    </message>
    <message>
        <source>with {skill}: gains {gain}</source>
        <translation>{skill}を持つ人員は{gain}も持つ</translation>
    </message>
</context>
<context>
    <name>starfarers</name>
    <message>
        <source>Not now: the table is waiting for {step}.</source>
        <translation>今はできません:{step}を待っています。</translation>
    </message>
    <message>
        <source>“{action}” names nothing on this table.</source>
        <translation>「{action}」はこの盤上の何も指していません。</translation>
    </message>
    <message>
        <source>The neutral colour must be yellow, red, white or blue, not “{colour}”.</source>
        <translation>中立色は黄・赤・白・青のいずれかです(「{colour}」ではありません)。</translation>
    </message>
    <message>
        <source>A trade gives and takes different resources, not {resource} for {resource}.</source>
        <translation>交換では違う資源をやり取りします。{resource}と{resource}の交換はできません。</translation>
    </message>
    <message>
        <source>You cannot trade {resource} at {rate}:1 now (3:1, goods 2:1, and the Merchants&apos; cards).</source>
        <translation>今は{resource}を{rate}:1で交換できません(3:1、交易品は2:1、商人の友好カード)。</translation>
    </message>
    <message>
        <source>The supply has no {resource} left.</source>
        <translation>ストックに{resource}が残っていません。</translation>
    </message>
    <message>
        <source>You have no Fame for Sale card {card}.</source>
        <translation>友好カード「名声の売買」{card}を持っていません。</translation>
    </message>
    <message>
        <source>This Fame for Sale card was already used this turn.</source>
        <translation>この「名声の売買」カードはこの手番にもう使いました。</translation>
    </message>
    <message>
        <source>No fame medal pieces are left in the tray.</source>
        <translation>拡張ボックスにハーフメダルが残っていません。</translation>
    </message>
    <message>
        <source>You have no ship on the board: end the turn instead (no shake, no encounter).</source>
        <translation>ボード上に宇宙船がありません。手番を終えてください(母船も遭遇もありません)。</translation>
    </message>
    <message>
        <source>You have ships on the board: shake the mothership and fly.</source>
        <translation>ボード上に宇宙船があります。母船を振って航行してください。</translation>
    </message>
    <message>
        <source>You hold no resource cards to trade.</source>
        <translation>交換できる資源カードを持っていません。</translation>
    </message>
    <message>
        <source>No other player holds a card to trade.</source>
        <translation>他のプレイヤーは誰も交換できるカードを持っていません。</translation>
    </message>
    <message>
        <source>The upgrades tray has no {upgrade} left.</source>
        <translation>拡張ボックスに{upgrade}が残っていません。</translation>
    </message>
    <message>
        <source>A spaceport upgrades one of your colonies; {node} is not one.</source>
        <translation>宇宙港は自分のコロニーに取り付けます。{node}は自分のコロニーではありません。</translation>
    </message>
    <message>
        <source>All three of your shipyard rings are in play.</source>
        <translation>宇宙港リング3個はすべて使っています。</translation>
    </message>
    <message>
        <source>A piece stands on {node}.</source>
        <translation>{node}にはコマがあります。</translation>
    </message>
    <message>
        <source>All three of your transports are on the board.</source>
        <translation>輸送船3隻はすべてボード上にあります。</translation>
    </message>
    <message>
        <source>You have no colony left in your supply.</source>
        <translation>手元にコロニーが残っていません。</translation>
    </message>
    <message>
        <source>You have no trade station left in your supply.</source>
        <translation>手元に交易ステーションが残っていません。</translation>
    </message>
    <message>
        <source>A {what} costs {cost}.</source>
        <translation>{what}には{cost}が必要です。</translation>
    </message>
    <message>
        <source>{resource} cannot be on both sides of a trade.</source>
        <translation>{resource}を交換の両側に入れることはできません。</translation>
    </message>
    <message>
        <source>{seat} is making the offer.</source>
        <translation>{seat}は提案している本人です。</translation>
    </message>
    <message>
        <source>The offer is already closed to {seat}.</source>
        <translation>この提案はすでに{seat}には出していません。</translation>
    </message>
    <message>
        <source>The offer must stay open to at least one player.</source>
        <translation>提案は少なくとも1人のプレイヤーに出す必要があります。</translation>
    </message>
    <message>
        <source>No gifts: both sides of a trade give at least one card.</source>
        <translation>あげるだけの交換はできません:両者が1枚以上出します。</translation>
    </message>
    <message>
        <source>Choose “propose” first to write a proposal.</source>
        <translation>提案を書くには、まず「提案する」を選んでください。</translation>
    </message>
    <message>
        <source>Nothing is written yet: send a call for proposals instead.</source>
        <translation>まだ何も書いていません:代わりに提案の募集を送ってください。</translation>
    </message>
    <message>
        <source>Finish or cancel the proposal first.</source>
        <translation>先に提案を送るか撤回してください。</translation>
    </message>
    <message>
        <source>The active player holds no cards to trade.</source>
        <translation>手番プレイヤーは交換できるカードを持っていません。</translation>
    </message>
    <message>
        <source>This is a call for proposals: there is no offer to accept.</source>
        <translation>これは提案の募集です:受け入れる提案はありません。</translation>
    </message>
    <message>
        <source>The offer is not open to you.</source>
        <translation>この提案はあなたには出されていません。</translation>
    </message>
    <message>
        <source>One side no longer holds the cards of this trade.</source>
        <translation>どちらかがこの交換のカードをもう持っていません。</translation>
    </message>
    <message>
        <source>{seat} neither accepted nor proposed a trade.</source>
        <translation>{seat}は受け入れも提案もしていません。</translation>
    </message>
    <message>
        <source>You hold no {resource}.</source>
        <translation>{resource}を持っていません。</translation>
    </message>
    <message>
        <source>You cannot take a card from {seat}.</source>
        <translation>{seat}からカードを引くことはできません。</translation>
    </message>
    <message>
        <source>Answer yes or no.</source>
        <translation>イエスかノーで回答してください。</translation>
    </message>
    <message>
        <source>No more {upgrade} fit: at the limit, or the tray is empty.</source>
        <translation>{upgrade}はもう付けられません(上限か、拡張ボックスが空です)。</translation>
    </message>
    <message>
        <source>You have no {upgrade} to remove.</source>
        <translation>外せる{upgrade}がありません。</translation>
    </message>
    <message>
        <source>Ship {ship} is not one of your ships on the board.</source>
        <translation>宇宙船{ship}はボード上のあなたの宇宙船ではありません。</translation>
    </message>
    <message>
        <source>That ship is already halted.</source>
        <translation>その宇宙船はもう停止しています。</translation>
    </message>
    <message>
        <source>This ship may not end its flight on {node}.</source>
        <translation>この宇宙船は{node}で航行を終えられません。</translation>
    </message>
    <message>
        <source>{card} is not among this outpost&apos;s friendship cards.</source>
        <translation>{card}はこの宇宙ステーションの友好カードにありません。</translation>
    </message>
    <message>
        <source>The moving ship stands on {node}, where it may not end: move it on before starting another.</source>
        <translation>移動中の宇宙船は航行を終えられない{node}にいます。別の宇宙船を動かす前に先へ進めてください。</translation>
    </message>
    <message>
        <source>That ship has finished its flight this turn.</source>
        <translation>その宇宙船はこの手番の航行を終えています。</translation>
    </message>
    <message>
        <source>That ship does not move this flight.</source>
        <translation>その宇宙船はこの航行では動けません。</translation>
    </message>
    <message>
        <source>From {node} the ship could not reach a place to end its flight with the steps left.</source>
        <translation>{node}からでは、残りの移動力で航行を終えられる場所に届きません。</translation>
    </message>
    <message>
        <source>Only a colony ship founds a colony.</source>
        <translation>コロニーを設置できるのは移民船だけです。</translation>
    </message>
    <message>
        <source>Ships are built beside your own spaceports, not on {node}.</source>
        <translation>宇宙船は自分の宇宙港のそばに建造します。{node}には建造できません。</translation>
    </message>
    <message>
        <source>Choose where: click a marked place on the galaxy to build the {what}.</source>
        <translation>場所を選んでください。銀河の印のある場所をクリックすると、そこに{what}を建造します。</translation>
    </message>
    <message>
        <source>A spaceport upgrades one of your colonies: you have none.</source>
        <translation>宇宙港は自分のコロニーに取り付けます。自分のコロニーがありません。</translation>
    </message>
    <message>
        <source>Ships are built beside your own spaceports: you have none.</source>
        <translation>宇宙船は自分の宇宙港のそばに建造します。自分の宇宙港がありません。</translation>
    </message>
    <message>
        <source>The ship is not next to {node}: ships move one edge per step.</source>
        <translation>宇宙船は{node}の隣にいません。宇宙船は1歩で1辺ずつ進みます。</translation>
    </message>
    <message>
        <source>Colonies are founded on colony sites between two planets, not on {node}.</source>
        <translation>コロニーは2つの惑星の間のコロニーポイントに設置します。{node}には設置できません。</translation>
    </message>
    <message>
        <source>Another piece already stands on {node}.</source>
        <translation>{node}にはすでに別のコマがあります。</translation>
    </message>
    <message>
        <source>A pirate base or an ice planet next to {node} blocks colonies: beat or terraform it first.</source>
        <translation>{node}の隣の海賊基地か氷の惑星がコロニーを妨げています。先に撃退するか地球化してください。</translation>
    </message>
    <message>
        <source>With 3 players a system holds at most 2 colonies.</source>
        <translation>3人プレイでは、1つの星系に置けるコロニーは2つまでです。</translation>
    </message>
    <message>
        <source>Only a trade ship on an outpost&apos;s docking point founds a station.</source>
        <translation>交易ステーションを設置できるのは、宇宙ステーションの中央のポイントにいる交易船だけです。</translation>
    </message>
    <message>
        <source>No station here: every dock at {node} is taken.</source>
        <translation>ここには交易ステーションを設置できません。{node}のドックはすべて埋まっています。</translation>
    </message>
    <message>
        <source>The ship on {node} must found a colony or end its flight elsewhere.</source>
        <translation>{node}の宇宙船はコロニーを設置するか、別の場所で航行を終えなければなりません。</translation>
    </message>
    <message>
        <source>{seat}&apos;s turn {turn}.</source>
        <translation>{seat}の手番{turn}。</translation>
    </message>
    <message>
        <source>{seat} rolls {a} and {b}: {total}.</source>
        <translation>{seat}がダイスを振りました:{a}と{b}、合計{total}。</translation>
    </message>
    <message>
        <source>The supply is short of {resource}: nobody gets any.</source>
        <translation>ストックの{resource}が足りません:誰も受け取りません。</translation>
    </message>
    <message>
        <source>{seat} draws {cards:card|cards} from the reserve pile.</source>
        <translation>{seat}は補充用の山札から{cards}枚引きました。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} drew {resources}.</source>
        <translation>{seat}が{resources}を引きました（{seat}だけに表示）。</translation>
    </message>
    <message>
        <source>The reserve pile is rebuilt from the supply ({cards:card|cards}).</source>
        <translation>ストックから補充用の山札を作り直しました({cards}枚)。</translation>
    </message>
    <message>
        <source>{seat} returns 1 {resource} to the supply.</source>
        <translation>{seat}は{resource}を1枚ストックに戻しました。</translation>
    </message>
    <message>
        <source>{seat} takes a random card from {victim}.</source>
        <translation>{seat}は{victim}からカードを1枚ランダムに引きました。</translation>
    </message>
    <message>
        <source>(Only {seat} and {victim} see this) The card was {resource}.</source>
        <translation>そのカードは{resource}でした（{seat}と{victim}だけに表示）。</translation>
    </message>
    <message>
        <source>A Helping Hand: {seat} draws a random card from {victim}.</source>
        <translation>手助け:{seat}は{victim}からカードを1枚ランダムに引きました。</translation>
    </message>
    <message>
        <source>Nobody holds a card for {seat} to take.</source>
        <translation>{seat}が引けるカードを持っているプレイヤーはいません。</translation>
    </message>
    <message>
        <source>{seat} builds a {what}.</source>
        <translation>{seat}は{what}を建設しました。</translation>
    </message>
    <message>
        <source>{seat} offers {give} for {want}.</source>
        <translation>{seat}の提案:{give}を出して{want}がほしい。</translation>
    </message>
    <message>
        <source>{seat} calls for trade proposals.</source>
        <translation>{seat}は交換の提案を募集しています。</translation>
    </message>
    <message>
        <source>{seat} accepts the offer.</source>
        <translation>{seat}は提案を受け入れました。</translation>
    </message>
    <message>
        <source>{seat} passes.</source>
        <translation>{seat}はパスしました。</translation>
    </message>
    <message>
        <source>{seat} proposes {give} for {want}.</source>
        <translation>{seat}の逆提案:{give}を出して{want}がほしい。</translation>
    </message>
    <message>
        <source>{seat} trades {give} to {victim} for {get}.</source>
        <translation>{seat}は{victim}に{give}を渡し、{get}を受け取りました。</translation>
    </message>
    <message>
        <source>{seat} takes none of the answers.</source>
        <translation>{seat}はどの回答も選びませんでした。</translation>
    </message>
    <message>
        <source>{seat} has no ship on the board: no flight.</source>
        <translation>{seat}はボード上に宇宙船がありません:航行はありません。</translation>
    </message>
    <message>
        <source>{seat} shakes the mothership: {balls}, speed {speed}.</source>
        <translation>{seat}が母船を振りました:{balls}、移動力{speed}。</translation>
    </message>
    <message>
        <source>Encounter for {seat}: {title}.</source>
        <translation>{seat}の遭遇:{title}。</translation>
    </message>
    <message>
        <source>The encounter cards are shuffled ({cards:card|cards}).</source>
        <translation>遭遇カードをシャッフルしました({cards}枚)。</translation>
    </message>
    <message>
        <source>{seat} answers {answer}.</source>
        <translation>{seat}の回答:{answer}。</translation>
    </message>
    <message>
        <source>Contest of {stat}: {seat} {value} ({balls}) against {victim} {rival_value} ({rival_balls}).</source>
        <translation>{stat}の勝負:{seat} {value}({balls})対 {victim} {rival_value}({rival_balls})。</translation>
    </message>
    <message>
        <source>{seat} gains {n:fame medal piece|fame medal pieces}.</source>
        <translation>{seat}はハーフメダルを{n}枚獲得しました。</translation>
    </message>
    <message>
        <source>{seat} loses {n:fame medal piece|fame medal pieces}.</source>
        <translation>{seat}はハーフメダルを{n}枚失いました。</translation>
    </message>
    <message>
        <source>{seat} takes 1 {resource} from the supply.</source>
        <translation>{seat}はストックから{resource}を1枚取りました。</translation>
    </message>
    <message>
        <source>{seat} takes a free {upgrade}.</source>
        <translation>{seat}は{upgrade}を1つ無料で取り付けました。</translation>
    </message>
    <message>
        <source>{seat} removes a {upgrade}.</source>
        <translation>{seat}は{upgrade}を1つ外しました。</translation>
    </message>
    <message>
        <source>{seat}&apos;s ship on {node} does not move this flight.</source>
        <translation>{node}にいる{seat}の宇宙船はこの航行では動けません。</translation>
    </message>
    <message>
        <source>{seat} places a free trade ship on {node}.</source>
        <translation>{seat}は無料の交易船を{node}に置きました。</translation>
    </message>
    <message>
        <source>{seat} takes a trade ship token, to place when possible.</source>
        <translation>{seat}は交易船トークンを受け取りました(置けるようになったら置きます)。</translation>
    </message>
    <message>
        <source>{seat} places a trade ship from a token on {node}.</source>
        <translation>{seat}はトークンの交易船を{node}に置きました。</translation>
    </message>
    <message>
        <source>Space jump: {seat}&apos;s ship arrives at {node}.</source>
        <translation>空間跳躍:{seat}の宇宙船が{node}に現れました。</translation>
    </message>
    <message>
        <source>{seat}&apos;s ship moves to {node}.</source>
        <translation>{seat}の宇宙船が{node}へ進みました。</translation>
    </message>
    <message>
        <source>{seat} explores {system}: {discs}.</source>
        <translation>{seat}が{system}を探査しました:{discs}。</translation>
    </message>
    <message>
        <source>{seat} beats the pirate base {strength} at {planet}: 1 VP.</source>
        <translation>{seat}は{planet}の海賊基地{strength}を撃退しました:1勝利点。</translation>
    </message>
    <message>
        <source>{seat} terraforms the ice planet {strength} at {planet}: 1 VP.</source>
        <translation>{seat}は{planet}の氷の惑星{strength}を地球化しました:1勝利点。</translation>
    </message>
    <message>
        <source>A reserve disc {number} goes face up on {planet}.</source>
        <translation>{planet}に代替用チップ{number}が表向きに置かれました。</translation>
    </message>
    <message>
        <source>{seat} founds a colony at {node}.</source>
        <translation>{seat}は{node}にコロニーを設置しました。</translation>
    </message>
    <message>
        <source>{seat} docks a trade station at the {civ}&apos; outpost.</source>
        <translation>{seat}は{civ}の宇宙ステーションに交易ステーションを設置しました。</translation>
    </message>
    <message>
        <source>{seat} takes the {civ}&apos; friendship marker (2 VP).</source>
        <translation>{seat}は{civ}の友好親善マーカーを受け取りました(2勝利点)。</translation>
    </message>
    <message>
        <source>{seat} takes the friendship card {card}.</source>
        <translation>{seat}は友好カード{card}を受け取りました。</translation>
    </message>
    <message>
        <source>{seat}: roll the dice.</source>
        <translation>{seat}:ダイスを振ってください。</translation>
    </message>
    <message>
        <source>{seat}: trade and build, then shake the mothership.</source>
        <translation>{seat}:交換と建設をして、母船を振ってください。</translation>
    </message>
    <message>
        <source>{seat}: place the trade ship from your token on a spaceport site.</source>
        <translation>{seat}:交易船トークンの交易船を宇宙港の隣のポイントに置いてください。</translation>
    </message>
    <message>
        <source>{seat}: write an offer (what you give, what you want, to whom).</source>
        <translation>{seat}:提案を書いてください(出すもの、ほしいもの、相手)。</translation>
    </message>
    <message>
        <source>{seat}: accept the offer, propose a trade, or pass.</source>
        <translation>{seat}:提案を受け入れるか、逆提案するか、パスしてください。</translation>
    </message>
    <message>
        <source>{seat}: take one answer, or none.</source>
        <translation>{seat}:回答を1つ選ぶか、どれも選ばないでください。</translation>
    </message>
    <message>
        <source>{seat}: a 7! Return {left:card|cards} of your choice.</source>
        <translation>{seat}:7です!好きなカードを{left}枚戻してください。</translation>
    </message>
    <message>
        <source>{seat}: choose an opponent to take a random card from.</source>
        <translation>{seat}:カードをランダムに1枚引く相手を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: Galactic Relief Fund: take 1 resource of your choice.</source>
        <translation>{seat}:銀河救援基金:好きな資源を1枚取ってください。</translation>
    </message>
    <message>
        <source>{seat}: A Helping Hand: choose an opponent with more VP.</source>
        <translation>{seat}:手助け:勝利点の多い相手を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: an encounter! Give your answer.</source>
        <translation>{seat}:遭遇です!回答してください。</translation>
    </message>
    <message>
        <source>{seat}: return {left:card|cards} of your choice.</source>
        <translation>{seat}:好きなカードを{left}枚戻してください。</translation>
    </message>
    <message>
        <source>{seat}: take {left:card|cards} of your choice from the supply.</source>
        <translation>{seat}:ストックから好きなカードを{left}枚取ってください。</translation>
    </message>
    <message>
        <source>{seat}: choose a free upgrade.</source>
        <translation>{seat}:無料の拡張を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: choose an upgrade to remove.</source>
        <translation>{seat}:外す拡張を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: choose a ship that does not move this flight.</source>
        <translation>{seat}:この航行で動かない宇宙船を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: place your free trade ship on a spaceport site.</source>
        <translation>{seat}:無料の交易船を宇宙港の隣のポイントに置いてください。</translation>
    </message>
    <message>
        <source>{seat}: space jump: choose a ship.</source>
        <translation>{seat}:空間跳躍:宇宙船を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: space jump: choose where the ship arrives.</source>
        <translation>{seat}:空間跳躍:宇宙船が現れる場所を選んでください。</translation>
    </message>
    <message>
        <source>{seat}: choose a friendship card.</source>
        <translation>{seat}:友好カードを1枚選んでください。</translation>
    </message>
    <message>
        <source>{seat}: move your ships, then end the flight.</source>
        <translation>{seat}:宇宙船を動かし、航行を終えてください。</translation>
    </message>
    <message>
        <source>Nothing more worth doing now.</source>
        <translation>今はこれ以上やる価値のあることがありません。</translation>
    </message>
    <message>
        <source>Neutral colour with 3 players</source>
        <translation>3人プレイの中立色</translation>
    </message>
    <message>
        <source>ore</source>
        <translation>鉱石</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>燃料</translation>
    </message>
    <message>
        <source>carbon</source>
        <translation>炭素</translation>
    </message>
    <message>
        <source>food</source>
        <translation>食料</translation>
    </message>
    <message>
        <source>goods</source>
        <translation>交易品</translation>
    </message>
    <message>
        <source>booster</source>
        <translation>動力炉</translation>
    </message>
    <message>
        <source>cannon</source>
        <translation>搭載砲</translation>
    </message>
    <message>
        <source>freight pod</source>
        <translation>船倉</translation>
    </message>
    <message>
        <source>spaceport</source>
        <translation>宇宙港</translation>
    </message>
    <message>
        <source>colony ship</source>
        <translation>移民船</translation>
    </message>
    <message>
        <source>trade ship</source>
        <translation>交易船</translation>
    </message>
    <message>
        <source>Green Folk</source>
        <translation>グリーンフォーク</translation>
    </message>
    <message>
        <source>Scientists</source>
        <translation>科学者</translation>
    </message>
    <message>
        <source>Merchants</source>
        <translation>商人</translation>
    </message>
    <message>
        <source>Diplomats</source>
        <translation>外交官</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>移動力</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>戦闘力</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>イエス</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ノー</translation>
    </message>
    <message>
        <source>the roll</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>trade and build</source>
        <translation>交換・建設</translation>
    </message>
    <message>
        <source>the flight</source>
        <translation>航行</translation>
    </message>
    <message>
        <source>the offer being written</source>
        <translation>書きかけの提案</translation>
    </message>
    <message>
        <source>an answer to the offer</source>
        <translation>提案への回答</translation>
    </message>
    <message>
        <source>the choice of an answer</source>
        <translation>回答の選択</translation>
    </message>
    <message>
        <source>discards on a 7</source>
        <translation>7の捨て札</translation>
    </message>
    <message>
        <source>the robbery</source>
        <translation>カードを引く相手</translation>
    </message>
    <message>
        <source>the Galactic Relief Fund</source>
        <translation>銀河救援基金</translation>
    </message>
    <message>
        <source>A Helping Hand</source>
        <translation>手助け</translation>
    </message>
    <message>
        <source>the answer to the encounter</source>
        <translation>遭遇への回答</translation>
    </message>
    <message>
        <source>cards to return</source>
        <translation>戻すカード</translation>
    </message>
    <message>
        <source>cards to take</source>
        <translation>取るカード</translation>
    </message>
    <message>
        <source>a free upgrade</source>
        <translation>無料の拡張</translation>
    </message>
    <message>
        <source>an upgrade to remove</source>
        <translation>外す拡張</translation>
    </message>
    <message>
        <source>a ship to halt</source>
        <translation>止める宇宙船</translation>
    </message>
    <message>
        <source>a free trade ship&apos;s site</source>
        <translation>無料の交易船の場所</translation>
    </message>
    <message>
        <source>a trade ship token&apos;s site</source>
        <translation>交易船トークンの場所</translation>
    </message>
    <message>
        <source>the ship to jump</source>
        <translation>跳躍する宇宙船</translation>
    </message>
    <message>
        <source>the jump&apos;s destination</source>
        <translation>跳躍先</translation>
    </message>
    <message>
        <source>a friendship card</source>
        <translation>友好カード</translation>
    </message>
    <message>
        <source>Colonies A</source>
        <translation>植民地A</translation>
    </message>
    <message>
        <source>Colonies B</source>
        <translation>植民地B</translation>
    </message>
    <message>
        <source>Colonies C</source>
        <translation>植民地C</translation>
    </message>
    <message>
        <source>Colonies D</source>
        <translation>植民地D</translation>
    </message>
    <message>
        <source>System 1</source>
        <translation>星系1</translation>
    </message>
    <message>
        <source>System 2</source>
        <translation>星系2</translation>
    </message>
    <message>
        <source>System 3</source>
        <translation>星系3</translation>
    </message>
    <message>
        <source>System 4</source>
        <translation>星系4</translation>
    </message>
    <message>
        <source>System 5</source>
        <translation>星系5</translation>
    </message>
    <message>
        <source>System 6</source>
        <translation>星系6</translation>
    </message>
    <message>
        <source>System 7</source>
        <translation>星系7</translation>
    </message>
    <message>
        <source>System 8</source>
        <translation>星系8</translation>
    </message>
    <message>
        <source>the Green Folk outpost</source>
        <translation>グリーンフォークの宇宙ステーション</translation>
    </message>
    <message>
        <source>the Merchants&apos; outpost</source>
        <translation>商人の宇宙ステーション</translation>
    </message>
    <message>
        <source>the Diplomats&apos; outpost</source>
        <translation>外交官の宇宙ステーション</translation>
    </message>
    <message>
        <source>the Scientists&apos; outpost</source>
        <translation>科学者の宇宙ステーション</translation>
    </message>
    <message>
        <source>the colony site between {a} and {b} in {sector}</source>
        <translation>{sector}の{a}と{b}の間のコロニーポイント</translation>
    </message>
    <message>
        <source>the docking point of {sector}</source>
        <translation>{sector}の中央のポイント</translation>
    </message>
    <message>
        <source>the point at {clock} by the {resource} planet of {sector}</source>
        <translation>{sector}の{resource}惑星のそば、{clock}のポイント</translation>
    </message>
    <message>
        <source>the approach at {clock} to {sector}</source>
        <translation>{sector}の{clock}の入口</translation>
    </message>
    <message>
        <source>the point {steps:step|steps} out from {sector} at {clock}</source>
        <translation>{sector}から{clock}の方向へ{steps}歩のポイント</translation>
    </message>
    <message>
        <source>{h} o&apos;clock</source>
        <translation>{h}時</translation>
    </message>
    <message>
        <source>half past {h}</source>
        <translation>{h}時半</translation>
    </message>
    <message>
        <source>the {resource} planet of {sector}</source>
        <translation>{sector}の{resource}惑星</translation>
    </message>
    <message>
        <source>Ore Harvest</source>
        <translation>鉱石の豊作</translation>
    </message>
    <message>
        <source>On any production roll that gives you at least one ore from planets, take 1 more ore.</source>
        <translation>誰の出目でも、惑星から鉱石を1枚以上産出したとき、鉱石をもう1枚受け取ります。</translation>
    </message>
    <message>
        <source>Fuel Harvest</source>
        <translation>燃料の豊作</translation>
    </message>
    <message>
        <source>On any production roll that gives you at least one fuel from planets, take 1 more fuel.</source>
        <translation>誰の出目でも、惑星から燃料を1枚以上産出したとき、燃料をもう1枚受け取ります。</translation>
    </message>
    <message>
        <source>Carbon Harvest</source>
        <translation>炭素の豊作</translation>
    </message>
    <message>
        <source>On any production roll that gives you at least one carbon from planets, take 1 more carbon.</source>
        <translation>誰の出目でも、惑星から炭素を1枚以上産出したとき、炭素をもう1枚受け取ります。</translation>
    </message>
    <message>
        <source>Food Harvest</source>
        <translation>食料の豊作</translation>
    </message>
    <message>
        <source>On any production roll that gives you at least one food from planets, take 1 more food.</source>
        <translation>誰の出目でも、惑星から食料を1枚以上産出したとき、食料をもう1枚受け取ります。</translation>
    </message>
    <message>
        <source>Goods Harvest</source>
        <translation>交易品の豊作</translation>
    </message>
    <message>
        <source>On any production roll that gives you at least one goods from planets, take 1 more goods.</source>
        <translation>誰の出目でも、惑星から交易品を1枚以上産出したとき、交易品をもう1枚受け取ります。</translation>
    </message>
    <message>
        <source>Improved Drives and Guns</source>
        <translation>改良型の動力炉と搭載砲</translation>
    </message>
    <message>
        <source>Counts as 1 booster and 1 cannon for all your ships (not a physical upgrade).</source>
        <translation>あなたのすべての宇宙船で動力炉1つと搭載砲1つとして数えます(実物の拡張ではありません)。</translation>
    </message>
    <message>
        <source>Improved Drives</source>
        <translation>改良型の動力炉</translation>
    </message>
    <message>
        <source>Counts as 2 boosters for all your ships (not physical).</source>
        <translation>あなたのすべての宇宙船で動力炉2つとして数えます(実物ではありません)。</translation>
    </message>
    <message>
        <source>Improved Guns</source>
        <translation>改良型の搭載砲</translation>
    </message>
    <message>
        <source>Counts as 2 cannons for all your ships (not physical).</source>
        <translation>あなたのすべての宇宙船で搭載砲2つとして数えます(実物ではありません)。</translation>
    </message>
    <message>
        <source>Ore Broker</source>
        <translation>鉱石の仲買人</translation>
    </message>
    <message>
        <source>Trade 2 ore for 1 other resource from the supply, as often as you like.</source>
        <translation>鉱石2枚をストックの別の資源1枚と、何度でも交換できます。</translation>
    </message>
    <message>
        <source>Fuel Broker</source>
        <translation>燃料の仲買人</translation>
    </message>
    <message>
        <source>Trade 2 fuel for 1 other resource from the supply, as often as you like.</source>
        <translation>燃料2枚をストックの別の資源1枚と、何度でも交換できます。</translation>
    </message>
    <message>
        <source>Carbon Broker</source>
        <translation>炭素の仲買人</translation>
    </message>
    <message>
        <source>Trade 2 carbon for 1 other resource from the supply, as often as you like.</source>
        <translation>炭素2枚をストックの別の資源1枚と、何度でも交換できます。</translation>
    </message>
    <message>
        <source>Food Broker</source>
        <translation>食料の仲買人</translation>
    </message>
    <message>
        <source>Trade 2 food for 1 other resource from the supply, as often as you like.</source>
        <translation>食料2枚をストックの別の資源1枚と、何度でも交換できます。</translation>
    </message>
    <message>
        <source>Goods Broker</source>
        <translation>交易品の仲買人</translation>
    </message>
    <message>
        <source>Once per turn, trade 1 goods for 1 other resource from the supply.</source>
        <translation>1手番に1回、交易品1枚をストックの別の資源1枚と交換できます。</translation>
    </message>
    <message>
        <source>Reduced Tribute</source>
        <translation>減免</translation>
    </message>
    <message>
        <source>When a 7 is rolled you discard only if you hold more than 12 resource cards.</source>
        <translation>7が出たとき、資源カードを12枚より多く持っている場合だけ捨てます。</translation>
    </message>
    <message>
        <source>Fame for Sale</source>
        <translation>名声の売買</translation>
    </message>
    <message>
        <source>Once per turn in your trade &amp; build phase: return 1 goods, take 1 fame medal piece (not while the tray is empty).</source>
        <translation>自分の交換・建設フェイズに1手番1回:交易品1枚を戻してハーフメダルを1枚受け取ります(メダルが尽きているときは不可)。</translation>
    </message>
    <message>
        <source>Galactic Relief Fund</source>
        <translation>銀河救援基金</translation>
    </message>
    <message>
        <source>If your own production roll (not a 7) owes you nothing from planets, take 1 resource of your choice from the supply, if it holds one.</source>
        <translation>自分の出目(7以外)で惑星から何も産出しなかったとき、ストックにあれば好きな資源を1枚受け取ります。</translation>
    </message>
    <message>
        <source>At the end of your production phase, if an opponent has more VP than you, draw 1 random resource card from one of them.</source>
        <translation>産出フェイズの終わりに、あなたより勝利点の多い相手がいれば、そのうち1人から資源カードをランダムに1枚引きます。</translation>
    </message>
    <message>
        <source>A Merchant&apos;s Request</source>
        <translation>商人の頼み</translation>
    </message>
    <message>
        <source>The Travelers&apos; Collection</source>
        <translation>旅人たちの募金</translation>
    </message>
    <message>
        <source>Pirate Raiders</source>
        <translation>海賊の襲撃</translation>
    </message>
    <message>
        <source>Pirate Toll</source>
        <translation>海賊の通行料</translation>
    </message>
    <message>
        <source>Distress Call</source>
        <translation>救難信号</translation>
    </message>
    <message>
        <source>Wormhole</source>
        <translation>ワームホール</translation>
    </message>
    <message>
        <source>Galactic Council</source>
        <translation>銀河評議会</translation>
    </message>
    <message>
        <source>Asteroid Field</source>
        <translation>小惑星帯</translation>
    </message>
    <message>
        <source>Wear and Tear</source>
        <translation>消耗</translation>
    </message>
    <message>
        <source>A merchant ship hails you and asks for a contribution. How many resource cards (0-3) do you give?</source>
        <translation>商人の船が呼びかけ、寄付を求めています。資源カードを何枚(0〜3)出しますか?</translation>
    </message>
    <message>
        <source>Travelers collect supplies for a long voyage. How many resource cards (0-3) do you give?</source>
        <translation>旅人たちが長い航海のための物資を集めています。資源カードを何枚(0〜3)出しますか?</translation>
    </message>
    <message>
        <source>Pirates close in on your fleet. Do you try to outrun them?</source>
        <translation>海賊があなたの船団に迫っています。振り切ろうとしますか?</translation>
    </message>
    <message>
        <source>A pirate captain demands 2 resource cards for safe passage. Do you pay?</source>
        <translation>海賊の船長が通行料として資源カード2枚を要求しています。払いますか?</translation>
    </message>
    <message>
        <source>A ship drifts toward a star and calls for help. Do you try a rescue?</source>
        <translation>恒星に流されていく船が助けを求めています。救助を試みますか?</translation>
    </message>
    <message>
        <source>A wormhole opens ahead of your ships. Do you fly into it?</source>
        <translation>宇宙船の前方にワームホールが開きました。飛び込みますか?</translation>
    </message>
    <message>
        <source>The Galactic Council honours the best-equipped fleet and supports the weakest. Applies to all players.</source>
        <translation>銀河評議会が最も装備の整った船団を表彰し、最も弱い船団を支援します。全プレイヤーが対象です。</translation>
    </message>
    <message>
        <source>A shortcut leads through an asteroid field. Do you take it?</source>
        <translation>小惑星帯を抜ける近道があります。通りますか?</translation>
    </message>
    <message>
        <source>Long flights wear ships down: every player over the limit of physical upgrades removes 1 of their choice. Then you meet a new encounter.</source>
        <translation>長い航行で船が傷みます。拡張の数が上限を超えるプレイヤー全員が、好きな拡張を1つ外します。その後あらためて遭遇します。</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>You need {need:{resource}|{resource}} and hold {have}.</source>
        <translation>{resource}が{need}枚必要ですが、{have}枚しかありません。</translation>
    </message>
    <message>
        <source>You already have the most {upgrade} allowed: {most:piece|pieces}.</source>
        <translation>{upgrade}はもう上限の{most}個です。</translation>
    </message>
    <message>
        <source>Nobody can give more than {most:card|cards}.</source>
        <translation>{most}枚より多く出せるプレイヤーはいません。</translation>
    </message>
    <message>
        <source>Answer with a number from 0 to {highest}.</source>
        <translation>0から{highest}の数で回答してください。</translation>
    </message>
    <message>
        <source>You cannot give {n:card|cards}: you hold {have}.</source>
        <translation>{n}枚は出せません。手札は{have}枚です。</translation>
    </message>
    <message>
        <source>Saying yes needs {n:resource card|resource cards} in hand.</source>
        <translation>イエスと回答するには資源カードが{n}枚必要です。</translation>
    </message>
    <message>
        <source>Not enough speed: this ship has no step left (speed {speed}).</source>
        <translation>移動力が足りません。この宇宙船はもう進めません（移動力{speed}）。</translation>
    </message>
    <message>
        <source>No station here: {stations:station is|stations are} docked already, and a station needs more freight pods than that; you have {pods:freight pod|freight pods}.</source>
        <translation>ここには交易ステーションを設置できません。すでに交易ステーションが{stations}個あり、それより多い船倉が必要です。船倉は{pods}個です。</translation>
    </message>
    <message>
        <source>No station here: another ship already stands on {node}, so nobody can dock there now.</source>
        <translation>ここには交易ステーションを設置できません。{node}には別の宇宙船が止まっているため、今は誰も設置できません。</translation>
    </message>
    <message>
        <source>A trade ship that ends its flight on an outpost&apos;s docking point must found its trade station there: found it on {node}, or fly on.</source>
        <translation>異種族の宇宙ステーションの中央のポイントに止まる交易船は、必ず交易ステーションを設置しなくてはいけません。{node}に設置するか、先へ進んでください。</translation>
    </message>
    <message>
        <source>{seat} produces {n:{resource}|{resource}}.</source>
        <translation>{seat}は{resource}を{n}枚産出しました。</translation>
    </message>
    <message>
        <source>{seat} trades {n:{give}|{give}} for 1 {get} with the supply.</source>
        <translation>{seat}はストックと{give}{n}枚を{get}1枚に交換しました。</translation>
    </message>
    <message>
        <source>The Galactic Council: the best-equipped fleets have {most:upgrade|upgrades}, the weakest {fewest:upgrade|upgrades}.</source>
        <translation>銀河評議会：拡張は最多が{most}個、最少が{fewest}個。</translation>
    </message>
    <message>
        <source>{seat} has {vp:VP|VP} on their own turn and wins!</source>
        <translation>{seat}は自分の手番に{vp}勝利点に達し、勝利しました！</translation>
    </message>
    <message>
        <source>{seat}: Wear and Tear (more than {more_than:upgrade|upgrades}): remove one.</source>
        <translation>{seat}：消耗（拡張が{more_than}個より多い）。1つ外してください。</translation>
    </message>
    <message>
        <source>Build a {what}: it is the next piece of the plan.</source>
        <translation>{what}を建てます。計画の次の一手です。</translation>
    </message>
    <message>
        <source>This trade brings {get}: the next {what} still needs {resources}.</source>
        <translation>この交換で{get}が手に入ります。次の{what}にはまだ{resources}が足りません。</translation>
    </message>
    <message>
        <source>A trade with the others toward the next {what}, which still needs {resources}.</source>
        <translation>次の{what}のための他プレイヤーとの交換です。まだ{resources}が足りません。</translation>
    </message>
    <message>
        <source>Nothing to build yet: the next {what} still needs {resources}.</source>
        <translation>まだ何も建てられません。次の{what}にはまだ{resources}が足りません。</translation>
    </message>
    <message>
        <source>Nothing more to do now: the next {what} must wait.</source>
        <translation>今できることはもうありません。次の{what}は後回しです。</translation>
    </message>
    <message>
        <source>No step brings a ship closer to a free colony site or an open outpost now.</source>
        <translation>今は、空いたコロニーポイントにも設置できる宇宙ステーションにも近づく1歩がありません。</translation>
    </message>
    <message>
        <source>This ship has nowhere worth reaching: it moves on to {node}.</source>
        <translation>この宇宙船には目指す場所がないので、{node}へ進みます。</translation>
    </message>
    <message>
        <source>This colony ship reaches {node} in {steps:step|steps}, this flight.</source>
        <translation>この移民船はこの航行で、あと{steps}歩で{node}に着きます。</translation>
    </message>
    <message>
        <source>This colony ship is then {steps:step|steps} from {node}: it gets there on a later flight.</source>
        <translation>この移民船は{node}まであと{steps}歩になり、次の航行以降に着きます。</translation>
    </message>
    <message>
        <source>This trade ship reaches {node} in {steps:step|steps}, this flight, to found a trade station.</source>
        <translation>この交易船はこの航行で、あと{steps}歩で{node}に着き、交易ステーションを設置します。</translation>
    </message>
    <message>
        <source>This trade ship is then {steps:step|steps} from {node}, where it founds a trade station.</source>
        <translation>この交易船は{node}まであと{steps}歩になります。そこで交易ステーションを設置します。</translation>
    </message>
    <message>
        <source>This step brings the colony ship onto {node}: it can found a colony there.</source>
        <translation>この1歩で移民船は{node}に着き、そこにコロニーを設置できます。</translation>
    </message>
    <message>
        <source>This step brings the trade ship onto {node}: it founds its trade station there.</source>
        <translation>この1歩で交易船は{node}に着き、そこに交易ステーションを設置します。</translation>
    </message>
    <message>
        <source>A colony on {node} scores at once: {vp:VP|VP} in all.</source>
        <translation>{node}のコロニーはすぐに得点になり、合計{vp}勝利点になります。</translation>
    </message>
    <message>
        <source>A trade station at {node}: you choose one of its friendship cards.</source>
        <translation>{node}に交易ステーションを設置し、その種族の友好カードを1枚選びます。</translation>
    </message>
    <message>
        <source>A trade station at {node}: a friendship card, and its friendship marker (2 VP) comes to you.</source>
        <translation>{node}に交易ステーションを設置し、友好カードを1枚と、友好親善マーカー(2勝利点)を受け取ります。</translation>
    </message>
    <message>
        <source>A spaceport on {node}: {vp:VP|VP} in all, and two more sites to build ships on.</source>
        <translation>{node}に宇宙港を建てると合計{vp}勝利点になり、宇宙船を置けるポイントが2つ増えます。</translation>
    </message>
    <message>
        <source>A colony ship here is {steps:step|steps} from {node}, the best free colony site.</source>
        <translation>ここに置いた移民船は、いちばん良い空きコロニーポイントである{node}まで{steps}歩です。</translation>
    </message>
    <message>
        <source>A trade ship here is {steps:step|steps} from {node}, where your freight pods found a station.</source>
        <translation>ここに置いた交易船は{node}まで{steps}歩です。今の船倉でそこに交易ステーションを設置できます。</translation>
    </message>
    <message>
        <source>A {what} at {node}: no free colony site or open outpost is in sight yet, but it can fly at once.</source>
        <translation>{node}に{what}を置きます。目指す場所はまだありませんが、すぐに航行できます。</translation>
    </message>
    <message>
        <source>A booster: your ships then fly {n:step|steps} beyond the mothership&apos;s shake on every flight.</source>
        <translation>動力炉を付けると、毎回の航行で宇宙船が母船の出目より{n}歩多く進めます。</translation>
    </message>
    <message>
        <source>A cannon: {n:cannon|cannons} then, for pirate bases and pirates.</source>
        <translation>搭載砲を付けると{n}門になり、海賊基地や海賊に備えられます。</translation>
    </message>
    <message>
        <source>A freight pod: with {n:freight pod|freight pods} you may found a station at {node}.</source>
        <translation>船倉を付けると{n}個になり、{node}に交易ステーションを設置できます。</translation>
    </message>
    <message>
        <source>A freight pod: {n:freight pod|freight pods} then, for trade stations and ice planets.</source>
        <translation>船倉を付けると{n}個になり、交易ステーションや氷の惑星に備えられます。</translation>
    </message>
    <message>
        <source>{n:{resource}|{resource}}</source>
        <translation>{resource}{n}枚</translation>
    </message>
    <message>
        <source>pirate base {strength}</source>
        <translation>海賊基地{strength}</translation>
    </message>
    <message>
        <source>ice planet {strength}</source>
        <translation>氷の惑星{strength}</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>ダイスを振る</translation>
    </message>
    <message>
        <source>Shake the mothership</source>
        <translation>母船を振る</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>ターンを終える</translation>
    </message>
    <message>
        <source>Write an offer to the others</source>
        <translation>ほかのプレイヤーへの提案を書く</translation>
    </message>
    <message>
        <source>Send the offer</source>
        <translation>提案を出す</translation>
    </message>
    <message>
        <source>Cancel the offer</source>
        <translation>提案を撤回する</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>提案を受ける</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Propose a trade</source>
        <translation>交換を提案する</translation>
    </message>
    <message>
        <source>Send the proposal</source>
        <translation>提案を送る</translation>
    </message>
    <message>
        <source>Cancel the proposal</source>
        <translation>提案をやめる</translation>
    </message>
    <message>
        <source>Take no answer</source>
        <translation>どの回答も受けない</translation>
    </message>
    <message>
        <source>End the flight</source>
        <translation>航行を終える</translation>
    </message>
    <message>
        <source>Trade {n:{give}|{give}} for 1 {get}</source>
        <translation>{give}{n}枚を{get}1枚と交換する</translation>
    </message>
    <message>
        <source>Build a {what} at {node}</source>
        <translation>{node}に{what}を建てる</translation>
    </message>
    <message>
        <source>Build a {what}</source>
        <translation>{what}を建てる</translation>
    </message>
    <message>
        <source>Move {ship} to {node}</source>
        <translation>{ship}を{node}へ進める</translation>
    </message>
    <message>
        <source>Found a colony with {ship}</source>
        <translation>{ship}でコロニーを設置する</translation>
    </message>
    <message>
        <source>Dock a trade station with {ship}</source>
        <translation>{ship}で交易ステーションを設置する</translation>
    </message>
    <message>
        <source>Halt {ship}</source>
        <translation>{ship}を止める</translation>
    </message>
    <message>
        <source>Jump with {ship}</source>
        <translation>{ship}で跳躍する</translation>
    </message>
    <message>
        <source>Jump to {node}</source>
        <translation>{node}へ跳躍する</translation>
    </message>
    <message>
        <source>Place the trade ship at {node}</source>
        <translation>交易船を{node}に置く</translation>
    </message>
    <message>
        <source>Take the friendship card {card}</source>
        <translation>友好カード「{card}」を取る</translation>
    </message>
    <message>
        <source>Fame for Sale: 1 goods for 1 fame medal piece</source>
        <translation>名声の売買:交易品1枚でハーフメダル1枚</translation>
    </message>
    <message>
        <source>Close the offer to {seat}</source>
        <translation>{seat}には提案を閉じる</translation>
    </message>
    <message>
        <source>Take {seat}&apos;s answer</source>
        <translation>{seat}の回答を受ける</translation>
    </message>
    <message>
        <source>Take a card from {seat}</source>
        <translation>{seat}からカードを1枚引く</translation>
    </message>
    <message>
        <source>Draw a card from {seat}</source>
        <translation>{seat}からカードを1枚引く</translation>
    </message>
    <message>
        <source>Take {seat}&apos;s trade: you get {give} for {want}</source>
        <translation>{seat}との交換を選ぶ:{want}を出して{give}を受け取る</translation>
    </message>
    <message>
        <source>Offer: give 1 {what}</source>
        <translation>提案：{what}を1枚出す</translation>
    </message>
    <message>
        <source>Offer: want 1 {what}</source>
        <translation>提案：{what}を1枚求める</translation>
    </message>
    <message>
        <source>Proposal: give 1 {what}</source>
        <translation>逆提案：{what}を1枚出す</translation>
    </message>
    <message>
        <source>Proposal: want 1 {what}</source>
        <translation>逆提案：{what}を1枚求める</translation>
    </message>
    <message>
        <source>Return 1 {what}</source>
        <translation>{what}を1枚返す</translation>
    </message>
    <message>
        <source>Take 1 {what}</source>
        <translation>{what}を1枚取る</translation>
    </message>
    <message>
        <source>Take a free {what}</source>
        <translation>{what}を無料で取る</translation>
    </message>
    <message>
        <source>Remove a {what}</source>
        <translation>{what}を1つ外す</translation>
    </message>
    <message>
        <source>Answer: {what}</source>
        <translation>回答：{what}</translation>
    </message>
    <message>
        <source>the {kind}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <source>the {kind} at {node}</source>
        <translation>{node}の{kind}</translation>
    </message>
    <message>
        <source>ship {ship}</source>
        <translation>宇宙船{ship}</translation>
    </message>
</context>
<context>
    <name>starfarers_view</name>
    <message>
        <source>{name}&apos;s colony (1 VP): 1 card from each planet on its corners whose number is rolled.</source>
        <translation>{name}のコロニー(1勝利点):隣接する惑星の数字が出るたび、その惑星から1枚。</translation>
    </message>
    <message>
        <source>{name}&apos;s spaceport (2 VP): produces 1 card like a colony (not 2); ships are built on its two spaceport sites.</source>
        <translation>{name}の宇宙港(2勝利点):コロニーと同じく1枚産出します(2枚ではありません)。宇宙船はその2つの建造ポイントに建造します。</translation>
    </message>
    <message>
        <source>{name}&apos;s trade station at {outpost} (0 VP). The most stations here hold the friendship marker (2 VP): now {holder}.</source>
        <translation>{outpost}にある{name}の交易ステーション(0勝利点)。ここに最も多くステーションを持つプレイヤーが友好親善マーカー(2勝利点)を持ちます。現在:{holder}。</translation>
    </message>
    <message>
        <source>{name}&apos;s {ship}</source>
        <translation>{name}の{ship}</translation>
    </message>
    <message>
        <source>Moves one edge per step up to the speed of the shake; may pass any piece but ends only where allowed.</source>
        <translation>母船を振って決まった移動力まで、1歩で1辺ずつ進みます。どのコマも通り抜けられますが、止まれるのは許された場所だけです。</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>勝利点</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Boosters</source>
        <translation>動力炉</translation>
    </message>
    <message>
        <source>Cannons</source>
        <translation>搭載砲</translation>
    </message>
    <message>
        <source>Pods</source>
        <translation>船倉</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>名声</translation>
    </message>
    <message>
        <source>Friends</source>
        <translation>友好</translation>
    </message>
    <message>
        <source>Victory points; 15 on your own turn wins.</source>
        <translation>勝利点。自分の手番に15点で勝利。</translation>
    </message>
    <message>
        <source>No friendship cards yet: dock a trade station at an alien outpost to take one.</source>
        <translation>友好カードはまだありません。異種族の宇宙ステーションに交易ステーションを設置すると1枚もらえます。</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>手札は伏せてあります</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>ストック</translation>
    </message>
    <message>
        <source>Dice {a} + {b} = {total}</source>
        <translation>ダイス {a} + {b} = {total}</translation>
    </message>
    <message>
        <source>Balls: {a}, {b}</source>
        <translation>玉：{a}、{b}</translation>
    </message>
    <message>
        <source>Speed {n}</source>
        <translation>移動力 {n}</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>手番 {n}</translation>
    </message>
    <message>
        <source>Your offer so far: you give {give}, you want {want}; open to {seats}.</source>
        <translation>書きかけの提案:{give}を出して{want}がほしい。相手:{seats}。</translation>
    </message>
    <message>
        <source>Your proposal so far: you give {give}, you want {want}.</source>
        <translation>書きかけの逆提案:{give}を出して{want}がほしい。</translation>
    </message>
    <message>
        <source>{seat} offers {give} and wants {want} (open to {seats}).</source>
        <translation>{seat}の提案:{give}を出して{want}がほしい(相手:{seats})。</translation>
    </message>
    <message>
        <source>{seat} calls for trade proposals.</source>
        <translation>{seat}は交換の提案を募集しています。</translation>
    </message>
    <message>
        <source>{seat} passes.</source>
        <translation>{seat}はパスしました。</translation>
    </message>
    <message>
        <source>{seat} accepts.</source>
        <translation>{seat}は受け入れました。</translation>
    </message>
    <message>
        <source>{seat} proposes: gives {give} for {want}.</source>
        <translation>{seat}の逆提案:{give}を出して{want}がほしい。</translation>
    </message>
    <message>
        <source>Encounter: {title}</source>
        <translation>遭遇：{title}</translation>
    </message>
    <message>
        <source>Resources produced per player</source>
        <translation>プレイヤーごとの産出資源</translation>
    </message>
    <message>
        <source>Cards from planets</source>
        <translation>惑星からのカード</translation>
    </message>
    <message>
        <source>More moves are in the side panel&apos;s list.</source>
        <translation>ほかの行動はサイドパネルの一覧にあります。</translation>
    </message>
    <message>
        <source>A neutral colony: it only takes its place on the galaxy; it never produces and scores for nobody.</source>
        <translation>中立色のコロニー：銀河の上で場所をふさぐだけです。生産はせず、だれの勝利点にもなりません。</translation>
    </message>
    <message>
        <source>A neutral spaceport: it only takes its place on the galaxy; it never produces, builds or scores.</source>
        <translation>中立色の宇宙港：銀河の上で場所をふさぐだけです。生産も建造もせず、勝利点にもなりません。</translation>
    </message>
    <message>
        <source>stand-in card</source>
        <translation>代用カード</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>Victory points over the game</source>
        <translation>ゲーム中の勝利点の推移</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Stand-in encounter card: the 2019 texts are not public; this card is ours.</source>
        <translation>代用の遭遇カード:2019年版の文面は公開されていないため、このカードは本アプリ独自のものです。</translation>
    </message>
    <message>
        <source>House ruling: {rule}</source>
        <translation>ハウスルール:{rule}</translation>
    </message>
    <message>
        <source>Upgrades one of your colonies: +1 VP (2 in all); ships are built on its two spaceport sites. At most 3.</source>
        <translation>自分のコロニー1つを格上げします:+1勝利点(合計2)。宇宙船はその2つの建造ポイントに建造します。最大3つ。</translation>
    </message>
    <message>
        <source>Built on a free spaceport site of yours; needs a transport and a colony in your supply. Founds a colony (1 VP) on a free colony site. It may fly this turn.</source>
        <translation>自分の宇宙港の空いた建造ポイントに建造します。手元に輸送船とコロニーが必要です。空いたコロニーポイントにコロニー(1勝利点)を設置します。建造した手番に航行できます。</translation>
    </message>
    <message>
        <source>Built on a free spaceport site of yours; needs a transport and a trade station in your supply. Docks a trade station at an alien outpost and takes a friendship card.</source>
        <translation>自分の宇宙港の空いた建造ポイントに建造します。手元に輸送船と交易ステーションが必要です。異種族の宇宙ステーションに交易ステーションを設置し、友好カードを1枚取ります。</translation>
    </message>
    <message>
        <source>+1 speed for every ship. At most 6.</source>
        <translation>すべての宇宙船の移動力+1。最大6つ。</translation>
    </message>
    <message>
        <source>+1 combat; beats a pirate base when your cannons reach its strength. At most 6.</source>
        <translation>戦闘力+1。搭載砲が海賊基地の強さ以上なら撃退できます。最大6つ。</translation>
    </message>
    <message>
        <source>A trade station needs more pods than the stations already docked; an ice planet needs pods at least its number. At most 5.</source>
        <translation>交易ステーションには、すでにある交易ステーションの数より多い船倉が必要です。氷の惑星にはその数以上の船倉が必要です。最大5つ。</translation>
    </message>
    <message>
        <source>{what}: {cost}. {rule}</source>
        <translation>{what}:{cost}。{rule}</translation>
    </message>
    <message>
        <source>{name} ({civ}): {rule}</source>
        <translation>{name}({civ}):{rule}</translation>
    </message>
    <message>
        <source>Stand-in card: the sources disagree; this reading is ours.</source>
        <translation>代用カード:資料によって内容が異なるため、この解釈は本アプリ独自のものです。</translation>
    </message>
    <message>
        <source>Pirate base {strength}: a ship that reaches a corner of this planet with at least {n:cannon|cannons} beats it: the token is 1 VP that is never lost, and a reserve disc takes its place.</source>
        <translation>海賊基地{strength}:搭載砲{n}以上でこの惑星の角に着いた宇宙船が撃退します。チップは失われない1勝利点になり、代わりに代替用チップが置かれます。</translation>
    </message>
    <message>
        <source>Ice planet {strength}: a ship that reaches a corner of this planet with at least {n:freight pod|freight pods} terraforms it: the token is 1 VP that is never lost, and a reserve disc takes its place.</source>
        <translation>氷の惑星{strength}:船倉{n}以上でこの惑星の角に着いた宇宙船が地球化します。チップは失われない1勝利点になり、代わりに代替用チップが置かれます。</translation>
    </message>
    <message>
        <source>Until then no colony may be founded on this planet&apos;s colony sites.</source>
        <translation>それまでは、この惑星に接するコロニーポイントにコロニーを設置できません。</translation>
    </message>
    <message>
        <source>{outpost}: 5 docks for trade stations.</source>
        <translation>{outpost}:交易ステーション用のドックが5つあります。</translation>
    </message>
    <message>
        <source>A trade ship that ends its flight on the docking point docks a station there: it needs more freight pods than the {n:station|stations} already here, and a free dock.</source>
        <translation>中央のポイントで航行を終える交易船は、そこに交易ステーションを設置します。ここにある{n}個の交易ステーションより多い船倉と、空いたドックが必要です。</translation>
    </message>
    <message>
        <source>Stations: {seats}.</source>
        <translation>交易ステーション:{seats}。</translation>
    </message>
    <message>
        <source>Friendship marker (2 VP): {holder}; it moves only to a player with more stations here.</source>
        <translation>友好親善マーカー(2勝利点):{holder}。ここに交易ステーションをより多く持つプレイヤーにだけ移ります。</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>まだ誰もいません</translation>
    </message>
    <message>
        <source>Friendship cards left:</source>
        <translation>残っている友好カード:</translation>
    </message>
    <message>
        <source>A colony ship that ends its flight on a free colony site may found a colony (1 VP); it produces on both planets&apos; numbers.</source>
        <translation>空いたコロニーポイントで航行を終えた移民船はコロニー(1勝利点)を設置できます。両側の惑星の数字で産出します。</translation>
    </message>
    <message>
        <source>Blocked: a pirate base or ice planet next to it must be beaten or terraformed first.</source>
        <translation>設置不可:先に隣の海賊基地を撃退するか、氷の惑星を地球化する必要があります。</translation>
    </message>
    <message>
        <source>With 3 players a system holds at most 2 colonies.</source>
        <translation>3人プレイでは、1つの星系に置けるコロニーは2つまでです。</translation>
    </message>
    <message>
        <source>Spaceport site of {name}&apos;s spaceport: {name} builds ships here; other ships may pass but not end here.</source>
        <translation>{name}の宇宙港の建造ポイント:{name}がここに宇宙船を建造します。ほかの宇宙船は通過できますが、止まれません。</translation>
    </message>
    <message>
        <source>the neutral colour&apos;s sites are open to ships.</source>
        <translation>中立色の建造ポイントには宇宙船が止まれます。</translation>
    </message>
    <message>
        <source>Number {numbers}: each colony and spaceport on its corners produces 1 {resource} when the dice show it.</source>
        <translation>数字{numbers}:ダイスでこの数字が出ると、角にある各コロニーと宇宙港が{resource}を1枚産出します。</translation>
    </message>
    <message>
        <source> or </source>
        <translation>または</translation>
    </message>
    <message>
        <source>Its number disc lies face down until a ship reaches the system; it may hide a pirate base or an ice planet.</source>
        <translation>宇宙船がこの星系に着くまで数字チップは伏せてあります。海賊基地や氷の惑星が隠れていることもあります。</translation>
    </message>
    <message>
        <source>Supply: {n:{resource}|{resource}}</source>
        <translation>ストック：{resource}{n}枚</translation>
    </message>
    <message>
        <source>Trade {n:{give}|{give}} for 1 {get}</source>
        <translation>{give}{n}枚を{get}1枚と交換する</translation>
    </message>
    <message>
        <source>On the galaxy</source>
        <translation>銀河の上の印</translation>
    </message>
    <message>
        <source>Fly here</source>
        <translation>ここへ航行</translation>
    </message>
    <message>
        <source>Found a colony</source>
        <translation>コロニーを設置</translation>
    </message>
    <message>
        <source>Dock a trade station</source>
        <translation>交易ステーションを設置</translation>
    </message>
    <message>
        <source>Build a ship</source>
        <translation>宇宙船を建造</translation>
    </message>
    <message>
        <source>Upgrade to a spaceport</source>
        <translation>宇宙港に格上げ</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>コロニー</translation>
    </message>
    <message>
        <source>Spaceport</source>
        <translation>宇宙港</translation>
    </message>
    <message>
        <source>Colony ship</source>
        <translation>移民船</translation>
    </message>
    <message>
        <source>Trade ship</source>
        <translation>交易船</translation>
    </message>
    <message>
        <source>Trade station</source>
        <translation>交易ステーション</translation>
    </message>
    <message>
        <source>Neutral pieces</source>
        <translation>中立色のコマ</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>中立色</translation>
    </message>
    <message>
        <source>This flight began here; {n:step|steps} flown so far.</source>
        <translation>今回の航行はここから始まりました。ここまで{n}歩進んでいます。</translation>
    </message>
    <message>
        <source>{n:step|steps} left</source>
        <translation>残り{n}歩</translation>
    </message>
    <message>
        <source>Click a mark on the galaxy (see the legend); click another of your ships to move it instead.</source>
        <translation>銀河の印をクリックしてください（意味は凡例に）。別の自分の宇宙船をクリックすると、その船を動かせます。</translation>
    </message>
    <message>
        <source>Each click adds one card to what you give or what you want.</source>
        <translation>クリックするたびに、出すカードか求めるカードが1枚増えます。</translation>
    </message>
    <message>
        <source>You give +1</source>
        <translation>出す +1</translation>
    </message>
    <message>
        <source>You want +1</source>
        <translation>求める +1</translation>
    </message>
    <message>
        <source>Close to {seat}</source>
        <translation>{seat}には閉じる</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>提案を出す</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>撤回する</translation>
    </message>
    <message>
        <source>Take 1</source>
        <translation>1枚もらう</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>出す</translation>
    </message>
    <message>
        <source>Give {n} {resource} to the supply for 1 card of your choice</source>
        <translation>{resource}{n}枚をストックに戻し、好きな資源カードを1枚もらう</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Pass to {name}</source>
        <translation>{name}さんに交代</translation>
    </message>
    <message>
        <source>Only {name} should look now. Nothing private is shown until {name} presses the button below.</source>
        <translation>{name}さん以外は画面を見ないでください。{name}さんが下のボタンを押すまで、非公開の情報は表示されません。</translation>
    </message>
    <message>
        <source>I am {name} — show my table</source>
        <translation>{name}です（画面を表示）</translation>
    </message>
    <message>
        <source>{names} wins!</source>
        <translation>{names}の勝利！</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>同点優勝：{names}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>盤面に戻る</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>ホームに戻る</translation>
    </message>
    <message>
        <source>This table could not be drawn. The game is saved: choose Home, then Continue it.</source>
        <translation>このテーブルを表示できませんでした。ゲームは保存されています。「ホームに戻る」を押し、「続ける」から再開してください。</translation>
    </message>
    <message>
        <source>Takes back your last move (Ctrl+Z); Ctrl+Shift+Z or Ctrl+Y plays it again.</source>
        <translation>自分の直前の手を取り消します（Ctrl+Z）。Ctrl+Shift+Z か Ctrl+Y で取り消した手をやり直します。</translation>
    </message>
    <message>
        <source>The Normal bot plays {name}&apos;s moves from now on, and the game goes on.</source>
        <translation>ここから先は「ふつう」のボットが{name}の手番を担当し、ゲームはそのまま続きます。</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>よい手を探しています…</translation>
    </message>
    <message>
        <source>Your moves (Enter plays the selected one)</source>
        <translation>選べるアクション（Enterで実行）</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>ゲームを振り返る</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <source>Copy map</source>
        <translation>マップをコピー</translation>
    </message>
    <message>
        <source>Copy map as text</source>
        <translation>マップをテキストでコピー</translation>
    </message>
    <message>
        <source>Practise…</source>
        <translation>練習…</translation>
    </message>
    <message>
        <source>Practise on a map…</source>
        <translation>マップで練習する…</translation>
    </message>
    <message>
        <source>The error is written in {path}.</source>
        <translation>エラーの内容は {path} に書き出しました。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>{name}を待っています。</translation>
    </message>
    <message>
        <source>{name} (bot) is thinking…</source>
        <translation>{name}（ボット）が考えています…</translation>
    </message>
    <message>
        <source>The map is on the clipboard in the sheet notation.</source>
        <translation>マップをシート記法でクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>Practise on a map</source>
        <translation>マップで練習する</translation>
    </message>
    <message>
        <source>Map sheets (*.txt);;All files (*)</source>
        <translation>マップシート (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>{file} cannot be read as a map sheet (a text file).</source>
        <translation>{file}はマップシート（テキストファイル）として読み込めません。</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>ヒント：{move}</translation>
    </message>
    <message>
        <source>Home (the game is saved)</source>
        <translation>ホームに戻る（ゲームは保存済み）</translation>
    </message>
    <message>
        <source>Stops here and goes to the home page; Continue there goes on from this hand-over.</source>
        <translation>ここで中断してホームに戻ります。ホームの「続ける」で、この交代の場面から再開できます。</translation>
    </message>
    <message>
        <source>{reason} “Let Normal play on”, below, gives {name}&apos;s seat to the Normal bot.</source>
        <translation>{reason}下の「「ふつう」に任せる」を押すと、{name}の席を「ふつう」のボットが引き継ぎます。</translation>
    </message>
    <message>
        <source>Let Normal play on</source>
        <translation>「ふつう」に任せる</translation>
    </message>
    <message>
        <source>Skip to my turn</source>
        <translation>自分の手番まで進める</translation>
    </message>
    <message>
        <source>The bots play their remaining moves at once, up to the next person&apos;s turn.</source>
        <translation>次に人が操作する手番まで、ボットの残りの手をすぐに進めます。</translation>
    </message>
    <message>
        <source>It showed: {what}</source>
        <translation>公開された内容：{what}</translation>
    </message>
    <message>
        <source>Decline bots&apos; offers</source>
        <translation>ボットの提案を断る</translation>
    </message>
    <message>
        <source>From now on the app declines the bots&apos; trade offers for you, so you are not called to the screen for them</source>
        <translation>これ以降、ボットからの交換の提案はアプリがあなたの代わりに断ります。そのために画面に呼ばれることはありません</translation>
    </message>
    <message>
        <source>Only a person at the screen can choose this, on their own turn.</source>
        <translation>これを選べるのは、画面の前にいるプレイヤーが自分の番のときだけです。</translation>
    </message>
    <message>
        <source>{seat}: the bots&apos; trade offers are declined for you from now on.</source>
        <translation>{seat}：これ以降、ボットからの交換の提案はあなたの代わりに断ります。</translation>
    </message>
</context>
<context>
    <name>thiefs_market</name>
    <message>
        <source>The centre is empty: steal a pile instead.</source>
        <translation>中央にオブジェクトがありません。代わりにパイルを盗んでください。</translation>
    </message>
    <message>
        <source>You are the last without a pile: taking from the centre means taking everything.</source>
        <translation>パイルを持っていないのはあなただけです。中央から取るなら全部取らなければなりません。</translation>
    </message>
    <message>
        <source>Take at least one object.</source>
        <translation>少なくとも1つのオブジェクトを取ってください。</translation>
    </message>
    <message>
        <source>The centre does not hold those objects.</source>
        <translation>中央にそのオブジェクトはありません。</translation>
    </message>
    <message>
        <source>You cannot steal your own pile.</source>
        <translation>自分のパイルは盗めません。</translation>
    </message>
    <message>
        <source>That player has no pile to steal.</source>
        <translation>そのプレイヤーには盗めるパイルがありません。</translation>
    </message>
    <message>
        <source>{seat}&apos;s pile holds one object: a pile of one cannot be stolen.</source>
        <translation>{seat}のパイルはオブジェクト1つだけです。1つしかないパイルは盗めません。</translation>
    </message>
    <message>
        <source>A thief returns at least one object to the centre.</source>
        <translation>盗んだプレイヤーは少なくとも1つのオブジェクトを中央に戻します。</translation>
    </message>
    <message>
        <source>A thief keeps at least one object of the pile.</source>
        <translation>盗んだプレイヤーはパイルから少なくとも1つのオブジェクトを残します。</translation>
    </message>
    <message>
        <source>The pile does not hold those objects.</source>
        <translation>そのパイルにそのオブジェクトはありません。</translation>
    </message>
    <message>
        <source>The loot is being shared out: take or steal.</source>
        <translation>盗品の分配中です。取るか盗むかしてください。</translation>
    </message>
    <message>
        <source>The loot is shared out; now the market is open.</source>
        <translation>盗品の分配は終わりました。今は購入フェイズです。</translation>
    </message>
    <message>
        <source>First finish the choice your new card asks for.</source>
        <translation>まず新しいカードの選択を済ませてください。</translation>
    </message>
    <message>
        <source>There is no choice to make now.</source>
        <translation>今は選ぶものがありません。</translation>
    </message>
    <message>
        <source>Mimetic Stew copies a card another player owns.</source>
        <translation>擬態シチューは他のプレイヤーが持つカードをコピーします。</translation>
    </message>
    <message>
        <source>You have no purchase left this round.</source>
        <translation>このラウンドはもう購入できません。</translation>
    </message>
    <message>
        <source>That card is not in the market.</source>
        <translation>そのカードはマーケットにありません。</translation>
    </message>
    <message>
        <source>You do not own a card that does that.</source>
        <translation>その効果を持つカードを持っていません。</translation>
    </message>
    <message>
        <source>The re-roll comes before your first purchase.</source>
        <translation>振り直しは最初の購入の前に行います。</translation>
    </message>
    <message>
        <source>Your pile has no die that fits.</source>
        <translation>パイルに使えるダイスがありません。</translation>
    </message>
    <message>
        <source>You have no gold token to exchange.</source>
        <translation>交換する金貨トークンがありません。</translation>
    </message>
    <message>
        <source>Only the last player without a pile takes everything at once; pick objects one by one.</source>
        <translation>まとめて全部取れるのは、パイルを持たない最後のプレイヤーだけです。オブジェクトを1つずつ選んでください。</translation>
    </message>
    <message>
        <source>Pick one object at a time: a die&apos;s face or the start marker.</source>
        <translation>オブジェクトは1つずつ選びます：ダイスの目か、スタートプレイヤーマーカーです。</translation>
    </message>
    <message>
        <source>Nothing is picked yet: take from the centre or choose a pile to steal.</source>
        <translation>まだ何も選んでいません。中央から取るか、盗むパイルを選んでください。</translation>
    </message>
    <message>
        <source>That is not among your picks.</source>
        <translation>それは選んだものに含まれていません。</translation>
    </message>
    <message>
        <source>First finish taking (Done), or cancel it.</source>
        <translation>まず取るのを終える（完了）か、やめてください。</translation>
    </message>
    <message>
        <source>First finish the steal (Done), or cancel it.</source>
        <translation>まず盗みを終える（完了）か、やめてください。</translation>
    </message>
    <message>
        <source>Choose only the card: its cost is then paid gem by gem.</source>
        <translation>カードだけを選んでください。コストはその後、宝石1つずつ支払います。</translation>
    </message>
    <message>
        <source>Choose a card to buy first.</source>
        <translation>まず購入するカードを選んでください。</translation>
    </message>
    <message>
        <source>First finish paying for {card}, or cancel the purchase.</source>
        <translation>まず{card}の支払いを終えるか、購入をやめてください。</translation>
    </message>
    <message>
        <source>{card}&apos;s cost has no {face} gem left to pay.</source>
        <translation>{card}のコストには、支払うべき{face}の宝石が残っていません。</translation>
    </message>
    <message>
        <source>You have no gold token left for this payment.</source>
        <translation>この支払いに使える金貨トークンが残っていません。</translation>
    </message>
    <message>
        <source>No discount is left to take a gem off this cost.</source>
        <translation>このコストから宝石を減らす割引は残っていません。</translation>
    </message>
    <message>
        <source>Your discount still takes a gem off this cost: waive one.</source>
        <translation>割引でこのコストから宝石をまだ1つ減らせます。減らす宝石を選んでください。</translation>
    </message>
    <message>
        <source>Paying that way would leave the rest of the cost unpayable.</source>
        <translation>その払い方では、残りのコストが払えなくなります。</translation>
    </message>
    <message>
        <source>{seat}: take from the centre, or steal a pile.</source>
        <translation>{seat}：中央から取るか、パイルを盗んでください。</translation>
    </message>
    <message>
        <source>{seat}: pick more from the centre, one at a time, or finish taking.</source>
        <translation>{seat}：中央からさらに1つずつ選ぶか、取るのを終えてください。</translation>
    </message>
    <message>
        <source>{seat}: pick what goes back from {victim}&apos;s pile, one at a time, then finish the steal.</source>
        <translation>{seat}：{victim}のパイルから中央に戻すものを1つずつ選び、盗みを終えてください。</translation>
    </message>
    <message>
        <source>{seat}: your pile was stolen. Choose the returned die that is not re-rolled (Lucky Animal Appendage).</source>
        <translation>{seat}：パイルを盗まれました。戻されたダイスのうち、振り直さないものを選んでください（幸運のお守り）。</translation>
    </message>
    <message>
        <source>{seat}: buy a card, use your cards, then finish.</source>
        <translation>{seat}：カードを購入したりカードの効果を使ったりして、終わったら購入を終えてください。</translation>
    </message>
    <message>
        <source>{seat}: pay for {card}, gem by gem: a die of its colour or a gold token.</source>
        <translation>{seat}：{card}のコストを宝石1つずつ支払ってください（同じ色のダイスか金貨トークン）。</translation>
    </message>
    <message>
        <source>{seat}: before buying, choose a die of your pile to re-roll, or re-roll none (Lucky Animal Appendage).</source>
        <translation>{seat}：購入の前に、振り直すダイスをパイルから1つ選ぶか、振り直さないことを選んでください（幸運のお守り）。</translation>
    </message>
    <message>
        <source>{seat}: choose the card Mimetic Stew copies.</source>
        <translation>{seat}：擬態シチューがコピーするカードを選んでください。</translation>
    </message>
    <message>
        <source>Round {round}: {seat} rolls the loot: {dice}.</source>
        <translation>ラウンド{round}。{seat}が盗品ダイスを振りました（{dice}）。</translation>
    </message>
    <message>
        <source>{seat} takes {dice} from the centre.</source>
        <translation>{seat}が中央から{dice}を取りました。</translation>
    </message>
    <message>
        <source>{seat} steals {victim}&apos;s pile, keeps {dice} and returns {returned:object|objects}.</source>
        <translation>{seat}が{victim}のパイルを盗みました。{dice}を自分のものにし、{returned}個を中央に戻しました。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} gains {infamy:infamy token|infamy tokens}.</source>
        <translation>{seat}が悪名トークンを{infamy}枚獲得しました（{seat}だけに表示）。</translation>
    </message>
    <message>
        <source>The market opens; {seat} holds the start marker and buys first.</source>
        <translation>購入フェイズです。スタートプレイヤーマーカーを持つ{seat}から購入します。</translation>
    </message>
    <message>
        <source>{seat} may buy {purchases:card|cards}.</source>
        <translation>{seat}はカードを{purchases}枚まで購入できます。</translation>
    </message>
    <message>
        <source>{card} gives {seat} {purchases:more purchase|more purchases} this round.</source>
        <translation>{card}の効果で、{seat}はこのラウンドにさらに{purchases}枚購入できます。</translation>
    </message>
    <message>
        <source>{seat}&apos;s Mimetic Stew becomes a copy of {card}.</source>
        <translation>{seat}の擬態シチューが{card}のコピーになりました。</translation>
    </message>
    <message>
        <source>{seat} uses {card}: a {from} die becomes {to}.</source>
        <translation>{seat}が{card}を使用：{from}のダイスが{to}になりました。</translation>
    </message>
    <message>
        <source>{seat} uses {card}: a {face} die for infamy.</source>
        <translation>{seat}が{card}を使用：{face}のダイスを悪名に換えました。</translation>
    </message>
    <message>
        <source>{seat} re-rolls a {from} die: {to}.</source>
        <translation>{seat}が{from}のダイスを振り直しました：{to}。</translation>
    </message>
    <message>
        <source>First choose which returned die is not re-rolled (Lucky Animal Appendage).</source>
        <translation>まず、戻されたダイスのうち振り直さないものを1つ選んでください（幸運のお守り）。</translation>
    </message>
    <message>
        <source>Choose one of the dice returned from your pile: that die is not re-rolled.</source>
        <translation>あなたのパイルから戻されたダイスを1つ選んでください。そのダイスは振り直されません。</translation>
    </message>
    <message>
        <source>Before buying, choose a die of your pile to re-roll, or none (Lucky Animal Appendage).</source>
        <translation>購入の前に、振り直すダイスをパイルから1つ選ぶか、振り直さないことを選んでください（幸運のお守り）。</translation>
    </message>
    <message>
        <source>{card} is used up for this round.</source>
        <translation>{card}はこのラウンドではもう使えません。</translation>
    </message>
    <message>
        <source>{card} cannot turn a die into {face}.</source>
        <translation>{card}ではダイスを{face}にできません。</translation>
    </message>
    <message>
        <source>{seat} chooses a returned {face} die: it is not re-rolled (Lucky Animal Appendage).</source>
        <translation>{seat}が戻された{face}のダイスを選びました。このダイスは振り直されません（幸運のお守り）。</translation>
    </message>
    <message>
        <source>{count:returned die is|returned dice are} re-rolled: {dice}.</source>
        <translation>戻されたダイス{count}個を振り直しました：{dice}。</translation>
    </message>
    <message>
        <source>{seat} buys {card}.</source>
        <translation>{seat}が{card}を購入しました。</translation>
    </message>
    <message>
        <source>{seat} buys {card} using {gold:gold token|gold tokens}.</source>
        <translation>{seat}が金貨トークンを{gold}枚使って{card}を購入しました。</translation>
    </message>
    <message>
        <source>{seat} discards the Unlabeled Potion and gains {card} from deck {deck}, free.</source>
        <translation>{seat}がラベルのない薬を捨て、{deck}デッキから{card}を無料で獲得しました。</translation>
    </message>
    <message>
        <source>{seat} discards the Unlabeled Potion; deck {deck} has no card left to gain.</source>
        <translation>{seat}がラベルのない薬を捨てました。{deck}デッキには獲得できるカードが残っていません。</translation>
    </message>
    <message>
        <source>{seat} uses {card}: {gold:gold token|gold tokens} for infamy.</source>
        <translation>{seat}が{card}を使用：金貨トークン{gold}枚を悪名に換えました。</translation>
    </message>
    <message>
        <source>{seat} uses {card}: a {face} die for {gold:gold token|gold tokens}.</source>
        <translation>{seat}が{card}を使用：{face}のダイスを金貨トークン{gold}枚に換えました。</translation>
    </message>
    <message>
        <source>{seat} re-rolls no die ({card}).</source>
        <translation>{seat}はダイスを振り直しませんでした（{card}）。</translation>
    </message>
    <message>
        <source>{seat} turns {bags:gold bag|gold bags} into {gold:gold token|gold tokens}.</source>
        <translation>{seat}が金袋{bags}個を金貨トークン{gold}枚にしました。</translation>
    </message>
    <message>
        <source>New in the market from deck {deck}: {card}.</source>
        <translation>{deck}デッキからマーケットに新しいカード：{card}。</translation>
    </message>
    <message>
        <source>The market opens a row from deck {deck}.</source>
        <translation>マーケットに{deck}デッキの列が並びました。</translation>
    </message>
    <message>
        <source>Deck C cannot refill the market: the game is over.</source>
        <translation>Cデッキでマーケットを補充できないため、ゲームは終了しました。</translation>
    </message>
    <message>
        <source>{seats} tied on every count and share the place.</source>
        <translation>{seats}はすべて同点で、同順位です。</translation>
    </message>
    <message>
        <source>Add the four promo cards</source>
        <translation>プロモカード4枚を加える</translation>
    </message>
    <message>
        <source>{per_round}: turn a {face} die of your pile into {into}.</source>
        <translation>{per_round}：パイルの{face}のダイス1つを{into}にします。</translation>
    </message>
    <message>
        <source>{per_round}: give up a {face} die of your pile for {infamy:infamy token|infamy tokens}.</source>
        <translation>{per_round}：パイルの{face}のダイス1つを手放して、悪名トークンを{infamy}枚獲得します。</translation>
    </message>
    <message>
        <source>{per_round}: give up a {face} die of your pile for {gold:gold token|gold tokens}.</source>
        <translation>{per_round}：パイルの{face}のダイス1つを手放して、金貨トークンを{gold}枚獲得します。</translation>
    </message>
    <message>
        <source>{per_round}: pay {gold:gold token|gold tokens} for {infamy:infamy token|infamy tokens}.</source>
        <translation>{per_round}：金貨トークン{gold}枚を払って、悪名トークンを{infamy}枚獲得します。</translation>
    </message>
    <message>
        <source>If your pile holds a {face} die after the loot is shared, you may buy {purchases:more card|more cards} (already in the round you buy this one).</source>
        <translation>盗品の分配が終わったとき、パイルに{face}のダイスがあれば、カードをさらに{purchases}枚購入できます（このカードを購入したラウンドから有効です）。</translation>
    </message>
    <message>
        <source>Buy {purchases:more card|more cards} each round; every card costs {discount:gem|gems} less (you choose which).</source>
        <translation>毎ラウンド、カードをさらに{purchases}枚購入できます。どのカードもコストが宝石{discount}つ分減ります（どれを減らすかは選べます）。</translation>
    </message>
    <message>
        <source>Whenever you buy a card whose cost shows {colour} (this one too), gain {infamy:infamy token|infamy tokens}.</source>
        <translation>コストに{colour}を含むカードを購入するたびに（このカード自身も）、悪名トークンを{infamy}枚獲得します。</translation>
    </message>
    <message>
        <source>If you hold the start marker after the loot is shared, gain {infamy:infamy token|infamy tokens}.</source>
        <translation>盗品の分配後、スタートプレイヤーマーカーを持っていれば悪名トークンを{infamy}枚獲得します。</translation>
    </message>
    <message>
        <source>When your pile is stolen, gain {infamy:infamy token|infamy tokens}.</source>
        <translation>パイルを盗まれたとき、悪名トークンを{infamy}枚獲得します。</translation>
    </message>
    <message>
        <source>When you gain it, gain {per_die:infamy token|infamy tokens} for each die your pile held when the loot was shared out (before you paid).</source>
        <translation>獲得したとき、盗品の分配が終わった時点でパイルにあったダイス1個につき（支払う前の数で）、悪名トークンを{per_die}枚獲得します。</translation>
    </message>
    <message>
        <source>When you turn in one or more {face} dice at the round&apos;s end, gain {extra:more token|more tokens}.</source>
        <translation>ラウンド終了時に{face}のダイスを1つ以上交換したら、さらにトークンを{extra}枚獲得します。</translation>
    </message>
    <message>
        <source>When your pile is stolen, you choose {holds:returned die|returned dice} not to re-roll. Before you buy, you may re-roll {rerolls:die|dice} of your pile.</source>
        <translation>パイルを盗まれたとき、戻されたダイスのうち振り直さないものを{holds}個選びます。購入の前に、パイルのダイスを{rerolls}個まで振り直せます。</translation>
    </message>
    <message>
        <source>When you gain it, it becomes for good a copy of a card another player owns.</source>
        <translation>獲得したとき、他のプレイヤーが持つカード1枚の永続的なコピーになります。</translation>
    </message>
    <message>
        <source>At the end: {vp_if_1:point|points}, or {vp_if_2plus:point|points} if you have two or more {icon} icons.</source>
        <translation>ゲーム終了時：{vp_if_1}点。{icon}アイコンを2つ以上持っていれば{vp_if_2plus}点。</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for each of your other cards.</source>
        <translation>ゲーム終了時：あなたの他のカード1枚につき{vp}点。</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points}, or {vp_if_other_has_icon:point|points} if another player has a {icon} icon.</source>
        <translation>ゲーム終了時：{vp}点。他のプレイヤーが{icon}アイコンを持っていれば{vp_if_other_has_icon}点。</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for each {icon} icon among the other players&apos; cards.</source>
        <translation>ゲーム終了時：他のプレイヤーのカードにある{icon}アイコン1つにつき{vp}点。</translation>
    </message>
    <message>
        <source>{often}: {face} die → {faces}</source>
        <translation>{often}：{face}のダイス→{faces}</translation>
    </message>
    <message>
        <source>{often}: {face} die → {infamy:infamy token|infamy tokens}</source>
        <translation>{often}：{face}のダイス→悪名トークン{infamy}枚</translation>
    </message>
    <message>
        <source>{often}: {face} die → {gold:gold token|gold tokens}</source>
        <translation>{often}：{face}のダイス→金貨トークン{gold}枚</translation>
    </message>
    <message>
        <source>{often}: {gold:gold token|gold tokens} → {infamy:infamy token|infamy tokens}</source>
        <translation>{often}：金貨トークン{gold}枚→悪名トークン{infamy}枚</translation>
    </message>
    <message>
        <source>A {face} die in your pile: buy {purchases:more card|more cards}</source>
        <translation>パイルに{face}のダイス：さらに{purchases}枚購入</translation>
    </message>
    <message>
        <source>Buy {purchases:more card|more cards}; each costs {discount:gem|gems} less</source>
        <translation>さらに{purchases}枚購入、コストは宝石{discount}つ減</translation>
    </message>
    <message>
        <source>Buying a card that costs {colour}: +{infamy:infamy token|infamy tokens}</source>
        <translation>コストに{colour}のあるカードの購入ごとに悪名トークン{infamy}枚</translation>
    </message>
    <message>
        <source>Holding the start marker: +{infamy:infamy token|infamy tokens}</source>
        <translation>スタートプレイヤーマーカーを持てば悪名トークン{infamy}枚</translation>
    </message>
    <message>
        <source>Your pile stolen: +{infamy:infamy token|infamy tokens}</source>
        <translation>パイルを盗まれたら悪名トークン{infamy}枚</translation>
    </message>
    <message>
        <source>Gained: +{per_die:infamy token|infamy tokens} per die in your pile</source>
        <translation>獲得時：パイルのダイス1個につき悪名トークン{per_die}枚</translation>
    </message>
    <message>
        <source>Turning in {face} dice: +{extra:token|tokens}</source>
        <translation>{face}のダイスの交換時：トークン{extra}枚追加</translation>
    </message>
    <message>
        <source>Gained: swap it for its deck&apos;s next card, free</source>
        <translation>獲得時：同じデッキの次のカードと無料で交換</translation>
    </message>
    <message>
        <source>Pile stolen: {holds:die is|dice are} not re-rolled; before buying, re-roll {rerolls:die|dice}</source>
        <translation>盗まれたら{holds}個は振り直さない。購入前に{rerolls}個振り直し</translation>
    </message>
    <message>
        <source>Gained: becomes a copy of another player&apos;s card</source>
        <translation>獲得時：他のプレイヤーのカードのコピーになる</translation>
    </message>
    <message>
        <source>End: {vp_if_1:point|points}; {vp_if_2plus:point|points} with 2+ {icon} icons</source>
        <translation>終了時：{vp_if_1}点。{icon}アイコン2つ以上で{vp_if_2plus}点</translation>
    </message>
    <message>
        <source>End: {vp:point|points} per other card</source>
        <translation>終了時：他のカード1枚につき{vp}点</translation>
    </message>
    <message>
        <source>End: {vp:point|points}; {vp_if_other_has_icon:point|points} if another has a {icon} icon</source>
        <translation>終了時：{vp}点。他の人に{icon}アイコンがあれば{vp_if_other_has_icon}点</translation>
    </message>
    <message>
        <source>End: {vp:point|points} per {icon} icon of the others</source>
        <translation>終了時：他のプレイヤーの{icon}アイコン1つにつき{vp}点</translation>
    </message>
    <message>
        <source>No effect</source>
        <translation>効果なし</translation>
    </message>
    <message>
        <source>Takes {dice}: with them, {card} can be bought.</source>
        <translation>{dice}を取る：これで{card}を購入できる。</translation>
    </message>
    <message>
        <source>Takes {dice}: gold bags and masks score whatever is bought.</source>
        <translation>{dice}を取る：金袋と仮面は何を買っても得点になる。</translation>
    </message>
    <message>
        <source>Takes only {dice}: a bigger pile would tempt a thief.</source>
        <translation>{dice}だけを取る：パイルが大きいと盗まれやすい。</translation>
    </message>
    <message>
        <source>Steals {victim}&apos;s pile: with it, {card} can be bought.</source>
        <translation>{victim}のパイルを盗む：これで{card}を購入できる。</translation>
    </message>
    <message>
        <source>Steals {victim}&apos;s pile: it is worth more than anything in the centre.</source>
        <translation>{victim}のパイルを盗む：中央のどれよりも価値が高い。</translation>
    </message>
    <message>
        <source>The last without a pile takes everything left.</source>
        <translation>パイルを持たない最後のプレイヤーは、残りを全部取る。</translation>
    </message>
    <message>
        <source>Stops here: one more object would invite a theft.</source>
        <translation>ここでやめる：これ以上取ると盗まれやすい。</translation>
    </message>
    <message>
        <source>Keeps the rest of the pile: each object is worth keeping.</source>
        <translation>残りのパイルを持っておく：どれも手放す価値がない。</translation>
    </message>
    <message>
        <source>Buys {card}: the best card within reach, worth {vp:point|points}.</source>
        <translation>{card}を購入：手の届く最善のカードで、{vp}点になる。</translation>
    </message>
    <message>
        <source>Buys {card}: the best card within reach ({effect}).</source>
        <translation>{card}を購入：手の届く最善のカード（{effect}）。</translation>
    </message>
    <message>
        <source>Pays with a {face} die, keeping gold tokens for later.</source>
        <translation>{face}のダイスで払う：金貨トークンは後に取っておく。</translation>
    </message>
    <message>
        <source>Pays with a gold token: no {face} die is left.</source>
        <translation>金貨トークンで払う：{face}のダイスが残っていない。</translation>
    </message>
    <message>
        <source>The discount pays the {face} gem: no die fits it.</source>
        <translation>{face}の宝石は割引で減らす：合うダイスがない。</translation>
    </message>
    <message>
        <source>Uses {card}: infamy scores a point per token.</source>
        <translation>{card}を使う：悪名トークンは1枚1点になる。</translation>
    </message>
    <message>
        <source>Uses {card}: near the end, infamy is worth more than gold.</source>
        <translation>{card}を使う：終盤は金貨より悪名のほうが得点になる。</translation>
    </message>
    <message>
        <source>Nothing worth buying is within reach this round.</source>
        <translation>このラウンドは、買う価値のあるカードに手が届かない。</translation>
    </message>
    <message>
        <source>No purchase is left this round.</source>
        <translation>このラウンドの購入はもう残っていません。</translation>
    </message>
    <message>
        <source>Puts back {dice}: the pile is worth more without it.</source>
        <translation>{dice}を戻す：ないほうがパイルの価値が高い。</translation>
    </message>
    <message>
        <source>Starts again: another choice is worth more.</source>
        <translation>やり直す：別の選び方のほうが価値が高い。</translation>
    </message>
    <message>
        <source>Uses {card}: a {to} die pays a cost the old face cannot.</source>
        <translation>{card}を使う：{to}のダイスなら、元の目では払えないコストを払える。</translation>
    </message>
    <message>
        <source>Keeps the {face} die: it is the most useful one.</source>
        <translation>{face}のダイスを残す：いちばん役に立つ。</translation>
    </message>
    <message>
        <source>Re-rolls the {face} die: a new face is likely worth more.</source>
        <translation>{face}のダイスを振り直す：別の目のほうが役に立ちそう。</translation>
    </message>
    <message>
        <source>Keeps the pile: no re-roll is likely to improve it.</source>
        <translation>パイルはそのまま：振り直してもよくなりそうにない。</translation>
    </message>
    <message>
        <source>Copies {card}: the most valuable card the others own.</source>
        <translation>{card}をコピー：他のプレイヤーのカードでいちばん価値が高い。</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>gold bag</source>
        <translation>金袋</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>仮面</translation>
    </message>
    <message>
        <source>the start marker</source>
        <translation>スタートプレイヤーマーカー</translation>
    </message>
    <message>
        <source>Once per round</source>
        <translation>ラウンドに1回</translation>
    </message>
    <message>
        <source>As often as you like</source>
        <translation>何度でも</translation>
    </message>
    <message>
        <source> or </source>
        <translation>または</translation>
    </message>
    <message>
        <source>Once a round</source>
        <translation>ラウンドに1回</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>何度でも</translation>
    </message>
    <message>
        <source>/</source>
        <translation>・</translation>
    </message>
    <message>
        <source>Alchemical Lab</source>
        <translation>錬金術の工房</translation>
    </message>
    <message>
        <source>Bondsman</source>
        <translation>保証人</translation>
    </message>
    <message>
        <source>Coercion Coordinator</source>
        <translation>脅迫の元締め</translation>
    </message>
    <message>
        <source>Corrupt Official</source>
        <translation>汚職役人</translation>
    </message>
    <message>
        <source>Disgruntled Minion</source>
        <translation>不満だらけの手下</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>故買屋</translation>
    </message>
    <message>
        <source>Glamer</source>
        <translation>幻惑の魔法</translation>
    </message>
    <message>
        <source>Guy In a Trenchcoat</source>
        <translation>トレンチコートの男</translation>
    </message>
    <message>
        <source>Local Celebrity</source>
        <translation>地元の有名人</translation>
    </message>
    <message>
        <source>Nearby Safehouse</source>
        <translation>近所の隠れ家</translation>
    </message>
    <message>
        <source>Necklace</source>
        <translation>首飾り</translation>
    </message>
    <message>
        <source>Pawnbroker</source>
        <translation>質屋</translation>
    </message>
    <message>
        <source>Philosopher&apos;s Stone</source>
        <translation>賢者の石</translation>
    </message>
    <message>
        <source>Public Relations Expert</source>
        <translation>広報の専門家</translation>
    </message>
    <message>
        <source>Shadowy Hood</source>
        <translation>影のフード</translation>
    </message>
    <message>
        <source>Tailor</source>
        <translation>仕立て屋</translation>
    </message>
    <message>
        <source>Anthropomorphic Water Buffalo</source>
        <translation>擬人化した水牛</translation>
    </message>
    <message>
        <source>Bookie</source>
        <translation>ノミ屋</translation>
    </message>
    <message>
        <source>Brooch</source>
        <translation>ブローチ</translation>
    </message>
    <message>
        <source>Concealed Safehouse</source>
        <translation>秘密の隠れ家</translation>
    </message>
    <message>
        <source>Deceptive Bits of Colored Glass</source>
        <translation>まがいものの色ガラス</translation>
    </message>
    <message>
        <source>Easily Impressed Noble</source>
        <translation>だまされやすい貴族</translation>
    </message>
    <message>
        <source>Executive Assistant</source>
        <translation>敏腕秘書</translation>
    </message>
    <message>
        <source>Eyepatch of Command</source>
        <translation>号令の眼帯</translation>
    </message>
    <message>
        <source>Fortified Safehouse</source>
        <translation>要塞の隠れ家</translation>
    </message>
    <message>
        <source>Gauntlet of Evil Intent</source>
        <translation>悪意の籠手</translation>
    </message>
    <message>
        <source>Imbalanced Scales</source>
        <translation>傾いた天秤</translation>
    </message>
    <message>
        <source>Legitimate Jeweller</source>
        <translation>まっとうな宝石商</translation>
    </message>
    <message>
        <source>Lucky Animal Appendage</source>
        <translation>幸運のお守り</translation>
    </message>
    <message>
        <source>Menacing Monocle</source>
        <translation>威圧の片眼鏡</translation>
    </message>
    <message>
        <source>Provisioned Safehouse</source>
        <translation>備えのある隠れ家</translation>
    </message>
    <message>
        <source>Rumor-Monger</source>
        <translation>噂好き</translation>
    </message>
    <message>
        <source>Sticky-Fingered Dockhand</source>
        <translation>手癖の悪い港湾人夫</translation>
    </message>
    <message>
        <source>Unlabeled Potion</source>
        <translation>ラベルのない薬</translation>
    </message>
    <message>
        <source>Wicked Clutches</source>
        <translation>邪悪な鉤爪</translation>
    </message>
    <message>
        <source>Big Haul</source>
        <translation>大儲け</translation>
    </message>
    <message>
        <source>Collecting Golem</source>
        <translation>収集ゴーレム</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>王冠</translation>
    </message>
    <message>
        <source>Exit Strategy</source>
        <translation>出口戦略</translation>
    </message>
    <message>
        <source>Fur Coat</source>
        <translation>毛皮のコート</translation>
    </message>
    <message>
        <source>Giant Belt Buckle</source>
        <translation>巨大なベルトのバックル</translation>
    </message>
    <message>
        <source>Insurance Racket</source>
        <translation>保険詐欺</translation>
    </message>
    <message>
        <source>Island Estate</source>
        <translation>島の屋敷</translation>
    </message>
    <message>
        <source>Loyalty Program</source>
        <translation>ポイント制度</translation>
    </message>
    <message>
        <source>Political Campaign</source>
        <translation>選挙運動</translation>
    </message>
    <message>
        <source>Scepter</source>
        <translation>王笏</translation>
    </message>
    <message>
        <source>The Heist</source>
        <translation>大強盗</translation>
    </message>
    <message>
        <source>Treasure Map</source>
        <translation>宝の地図</translation>
    </message>
    <message>
        <source>Mimetic Stew</source>
        <translation>擬態シチュー</translation>
    </message>
    <message>
        <source>Narrow Alleyway</source>
        <translation>狭い路地</translation>
    </message>
    <message>
        <source>Wut</source>
        <translation>ナニコレ</translation>
    </message>
    <message>
        <source>Purported Curse</source>
        <translation>噂の呪い</translation>
    </message>
    <message>
        <source>When you buy it, discard it and gain, free, the next card of its own deck (if one is left).</source>
        <translation>購入したとき、このカードを捨て、同じデッキの次のカードを無料で獲得します（残っていれば）。</translation>
    </message>
    <message>
        <source>No effect: only its points and icons.</source>
        <translation>効果なし：得点とアイコンだけです。</translation>
    </message>
    <message>
        <source>Sends back {dice}: the rest still buys the card aimed at.</source>
        <translation>{dice}を戻す：残りで狙いのカードを購入できる。</translation>
    </message>
    <message>
        <source>henchman</source>
        <translation>部下</translation>
    </message>
    <message>
        <source>building</source>
        <translation>建物</translation>
    </message>
    <message>
        <source>magic</source>
        <translation>魔法</translation>
    </message>
    <message>
        <source>finery</source>
        <translation>装飾品</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>計略</translation>
    </message>
    <message>
        <source>compass</source>
        <translation>コンパス</translation>
    </message>
    <message>
        <source>Sharing the loot: the start player rolls every die and takes any number of objects (dice and the start marker). Then each player without a pile either takes at least one object from the centre or steals a whole pile of two or more objects, returning at least one (returned dice are re-rolled) and keeping at least one. The robbed player goes again later. The last player without a pile who takes from the centre takes everything.</source>
        <translation>盗品の分配：スタートプレイヤーは全てのダイスを振り、好きな数のオブジェクト（ダイスとスタートプレイヤーマーカー）を取ります。その後、パイルを持たないプレイヤーは、中央からオブジェクトを1つ以上取るか、オブジェクトが2つ以上ある他のパイルを丸ごと盗みます。盗んだら少なくとも1つを中央に戻し（戻したダイスは振り直します）、少なくとも1つを残します。盗まれたプレイヤーは後でまた手番を行います。パイルを持たない最後のプレイヤーが中央から取る場合、全部取ります。</translation>
    </message>
    <message>
        <source>Buying: from the start-marker holder clockwise, each player may buy one card. Gem dice pay their own colour; gold tokens are wild. A gold-bag die is not a gold token.</source>
        <translation>購入：スタートプレイヤーマーカーを持つプレイヤーから時計回りに、カードを1枚購入できます。宝石のダイスは同じ色を支払い、金貨トークンはどの色にもなります。金袋のダイスは金貨トークンではありません。</translation>
    </message>
    <message>
        <source>End of the round: gold-bag dice become gold tokens, mask dice infamy tokens; all dice go back to the centre; the market is refilled. When A runs out, five cards of B are dealt; then C. When C cannot refill, the game ends.</source>
        <translation>ラウンド終了：金袋のダイスは金貨トークンに、仮面のダイスは悪名トークンになります。全てのダイスを中央に戻し、マーケットを補充します。Aデッキが尽きたらBデッキから5枚、次にCデッキから並べます。Cデッキで補充できなくなったらゲーム終了です。</translation>
    </message>
    <message>
        <source>Score: card points, 1 per infamy token, most henchman icons 3 (second most 1), most gold tokens 3 (a tie: 1 each). Ties: more cards, then more infamy tokens.</source>
        <translation>得点：カードの得点、悪名トークン1枚につき1点、部下アイコン最多3点（2位1点）、金貨トークン最多3点（同数なら各1点）。同点ならカードが多い方、次に悪名トークンが多い方が上位です。</translation>
    </message>
    <message>
        <source>Infamy tokens are secret: only their owner knows how many they have.</source>
        <translation>悪名トークンは非公開です。何枚持っているかは本人だけが知っています。</translation>
    </message>
    <message>
        <source>{card} is out of reach: it needs {missing:more matching die or gold token|more matching dice or gold tokens}.</source>
        <translation>{card}は買えません。対応するダイスか金貨トークンがあと{missing}個必要です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points}; more cards ranks first.</source>
        <translation>{seats}が{total}点で同点。カードが多い方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total:point|points} and on cards; more infamy tokens ranks first.</source>
        <translation>{seats}が{total}点、カードの枚数も同じ。悪名トークンが多い方が上位です。</translation>
    </message>
    <message>
        <source>If another pile holds {objects:object|objects} or more after the loot is shared, gain {infamy:infamy token|infamy tokens}.</source>
        <translation>盗品の分配後、他のパイルにオブジェクトが{objects}個以上あれば、悪名トークンを{infamy}枚獲得します。</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for every {set_size:{icon} icon|{icon} icons} (this card counts).</source>
        <translation>ゲーム終了時：{icon}アイコン{set_size}個につき{vp}点（このカードも数えます）。</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for every {per:infamy token|infamy tokens}.</source>
        <translation>ゲーム終了時：悪名トークン{per}枚につき{vp}点。</translation>
    </message>
    <message>
        <source>Another pile of {objects:object|objects} or more: +{infamy:infamy token|infamy tokens}</source>
        <translation>他のパイルが{objects}個以上なら悪名トークン{infamy}枚</translation>
    </message>
    <message>
        <source>End: {vp:point|points} per {set_size:{icon} icon|{icon} icons}</source>
        <translation>終了時：{icon}アイコン{set_size}個ごとに{vp}点</translation>
    </message>
    <message>
        <source>End: {vp:point|points} per {per:infamy token|infamy tokens}</source>
        <translation>終了時：悪名トークン{per}枚につき{vp}点</translation>
    </message>
    <message>
        <source>{n:{face}|{face}}</source>
        <translation>{face}{n}個</translation>
    </message>
    <message>
        <source>{n:time|times} per round</source>
        <translation>1ラウンドに{n}回</translation>
    </message>
    <message>
        <source>{times}× a round</source>
        <translation>1ラウンドに{times}回</translation>
    </message>
    <message>
        <source>Take everything</source>
        <translation>全部取る</translation>
    </message>
    <message>
        <source>Take {dice} from the centre</source>
        <translation>中央から{dice}を取る</translation>
    </message>
    <message>
        <source>Send {dice} back to the centre</source>
        <translation>{dice}を中央に戻す</translation>
    </message>
    <message>
        <source>Put back the pick: {dice}</source>
        <translation>選択を戻す：{dice}</translation>
    </message>
    <message>
        <source>Steal {seat}&apos;s pile</source>
        <translation>{seat}のパイルを盗む</translation>
    </message>
    <message>
        <source>Done: take what is picked</source>
        <translation>完了：選んだものを取る</translation>
    </message>
    <message>
        <source>Done: steal, returning what is picked</source>
        <translation>完了：選んだものを戻して盗む</translation>
    </message>
    <message>
        <source>Done buying</source>
        <translation>購入を終える</translation>
    </message>
    <message>
        <source>Cancel the purchase</source>
        <translation>購入をやめる</translation>
    </message>
    <message>
        <source>Cancel: take or steal something else</source>
        <translation>やめる：別のものを取るか盗む</translation>
    </message>
    <message>
        <source>Buy {card}</source>
        <translation>{card}を購入する</translation>
    </message>
    <message>
        <source>Pay a {face} gem with a {face} die</source>
        <translation>{face}の宝石を{face}のダイスで払う</translation>
    </message>
    <message>
        <source>Pay a {face} gem with a gold token</source>
        <translation>{face}の宝石を金貨トークンで払う</translation>
    </message>
    <message>
        <source>Take a {face} gem off the cost (discount)</source>
        <translation>コストから{face}の宝石を1つ減らす（割引）</translation>
    </message>
    <message>
        <source>{card}: a die becomes {face}</source>
        <translation>{card}：ダイスを{face}にする</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>{card}を使用</translation>
    </message>
    <message>
        <source>{card}: re-roll a {face} die</source>
        <translation>{card}：{face}のダイスを振り直す</translation>
    </message>
    <message>
        <source>Do not re-roll the returned {face} die</source>
        <translation>戻された{face}のダイスを振り直さない</translation>
    </message>
    <message>
        <source>Re-roll no die</source>
        <translation>どのダイスも振り直さない</translation>
    </message>
    <message>
        <source>Copy {card}</source>
        <translation>{card}をコピーする</translation>
    </message>
</context>
<context>
    <name>tm_view</name>
    <message>
        <source>Cost: {cost}</source>
        <translation>コスト：{cost}</translation>
    </message>
    <message>
        <source>Points: {vp} · icons: {icons}</source>
        <translation>得点：{vp} · アイコン：{icons}</translation>
    </message>
    <message>
        <source>The centre — round {n}</source>
        <translation>中央 — ラウンド{n}</translation>
    </message>
    <message>
        <source>A {face} die</source>
        <translation>{face}のダイス</translation>
    </message>
    <message>
        <source>The start marker: its holder buys first and rolls next round.</source>
        <translation>スタートプレイヤーマーカー：持っているプレイヤーが最初に購入し、次のラウンドでダイスを振ります。</translation>
    </message>
    <message>
        <source>Returned from {name}&apos;s pile, to be re-rolled:</source>
        <translation>{name}のパイルから戻され、振り直されるダイス：</translation>
    </message>
    <message>
        <source>The market</source>
        <translation>マーケット</translation>
    </message>
    <message>
        <source>no pile yet</source>
        <translation>まだパイルなし</translation>
    </message>
    <message>
        <source>Share out the loot</source>
        <translation>盗品の分配</translation>
    </message>
    <message>
        <source>Click one of the returned dice in the centre: it keeps its face; the others are re-rolled.</source>
        <translation>中央の戻されたダイスを1つクリックしてください。そのダイスは目がそのまま残り、ほかは振り直されます。</translation>
    </message>
    <message>
        <source>Buying: {n:purchase|purchases} left</source>
        <translation>購入：残り{n}回</translation>
    </message>
    <message>
        <source>{above} above · {below} below: scroll, or Enlarge</source>
        <translation>上に{above}枚・下に{below}枚：スクロールするか「拡大」</translation>
    </message>
    <message>
        <source>{deck} {n:card|cards}</source>
        <translation>{deck}デッキ{n}枚</translation>
    </message>
    <message>
        <source>Left in the decks: {decks}</source>
        <translation>デッキの残り：{decks}</translation>
    </message>
    <message>
        <source>Deck {deck} · {n:card|cards} left to draw</source>
        <translation>{deck}デッキ（残り{n}枚）</translation>
    </message>
    <message>
        <source>{name} · gold {gold} · infamy {infamy} · {cards:card|cards}</source>
        <translation>{name}・金貨{gold}・悪名{infamy}・カード{cards}枚</translation>
    </message>
    <message>
        <source>Enlarge</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Shows this player&apos;s pile and cards large, each card with its whole rule text.</source>
        <translation>このプレイヤーのパイルとカードを大きく表示します。カードの効果は全文で表示します。</translation>
    </message>
    <message>
        <source>Click a die or the start marker in the centre to take it, one at a time; or click another pile to steal it.</source>
        <translation>中央のダイスかスタートプレイヤーマーカーをクリックして1つずつ取るか、他のパイルをクリックして盗んでください。</translation>
    </message>
    <message>
        <source>Picked: {objects}</source>
        <translation>選択中：{objects}</translation>
    </message>
    <message>
        <source>Going back to the centre: {objects}</source>
        <translation>中央に戻すもの：{objects}</translation>
    </message>
    <message>
        <source>Undo pick</source>
        <translation>選択を戻す</translation>
    </message>
    <message>
        <source>Still to pay for {card}: {cost}</source>
        <translation>{card}の残りの支払い：{cost}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>カードの得点</translation>
    </message>
    <message>
        <source>Infamy</source>
        <translation>悪名</translation>
    </message>
    <message>
        <source>Henchmen</source>
        <translation>部下ボーナス</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金貨ボーナス</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード枚数</translation>
    </message>
    <message>
        <source>Points after each round</source>
        <translation>ラウンドごとの得点</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>The start marker</source>
        <translation>スタートプレイヤーマーカー</translation>
    </message>
    <message>
        <source>{name}&apos;s pile</source>
        <translation>{name}のパイル</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Apprentice</source>
        <translation>見習い</translation>
    </message>
    <message>
        <source>The rules allow that move, but this lesson asks for another one. Try the highlighted move.</source>
        <translation>その手はルール上は可能ですが、このレッスンでは別の手を使います。光っている手を試してください。</translation>
    </message>
    <message>
        <source>Nothing was played. Read the bubble first, then press Next.</source>
        <translation>何も行われていません。まず吹き出しを読んでから「次へ」を押してください。</translation>
    </message>
    <message>
        <source>Nothing was played. The other players are taking their turns.</source>
        <translation>何も行われていません。ほかのプレイヤーが手番を行っています。</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>A short guided game: each step shows what to do and why.</source>
        <translation>短いガイド付きのゲームです。各ステップで、何をなぜするのかを示します。</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>ステップ {n}／{total}</translation>
    </message>
    <message>
        <source>Rule: {text}</source>
        <translation>ルール：{text}</translation>
    </message>
    <message>
        <source>Your move: {move}</source>
        <translation>あなたの手：{move}</translation>
    </message>
    <message>
        <source>The other players take their turns…</source>
        <translation>ほかのプレイヤーが手番を行っています…</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>本番のゲームを始める</translation>
    </message>
    <message>
        <source>Back to the menu</source>
        <translation>メニューに戻る</translation>
    </message>
    <message>
        <source>If the game ended now: {scores}</source>
        <translation>今ゲームが終わったら：{scores}</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}点</translation>
    </message>
    <message>
        <source>{name} {points} − {solo} (the cards&apos; solo values) = {rating}</source>
        <translation>{name} {points}点 − {solo}（得点カードのソロ値）= {rating}</translation>
    </message>
    <message>
        <source>This tutorial could not be opened: {problem}</source>
        <translation>このチュートリアルを開けませんでした：{problem}</translation>
    </message>
    <message>
        <source>Nothing was played. The other player is taking their turn.</source>
        <translation>何も行われていません。相手のプレイヤーが手番を行っています。</translation>
    </message>
    <message>
        <source>The other player takes their turn…</source>
        <translation>相手のプレイヤーが手番を行っています…</translation>
    </message>
</context>
<context>
    <name>tutorial_cartographers</name>
    <message>
        <source>You map the land for the Queen. Each turn an explore card is revealed and you draw one of its shapes on your map. Four edicts say what scores; each season scores two of them.</source>
        <translation>あなたは女王のために土地のマップを作ります。毎ターン探検カードが1枚公開され、その形状の1つを自分のマップに記入します。得点になるものは4枚の勅命が決め、季節ごとにそのうち2枚で得点します。</translation>
    </message>
    <message>
        <source>Spring scores edicts A and B, summer B and C, autumn C and D, winter D and A.</source>
        <translation>春は勅命AとB、夏はBとC、秋はCとD、冬はDとAで得点します。</translation>
    </message>
    <message>
        <source>A shape with a coin earns a coin when drawn. Every coin is worth 1 star at each season&apos;s scoring.</source>
        <translation>コインの描かれた形状を記入するとコインを1つ獲得します。コインは季節の得点計算のたびに1つ1点になります。</translation>
    </message>
    <message>
        <source>Confirm your drawing. Then the next card is revealed.</source>
        <translation>記入を確定しましょう。次のカードが公開されます。</translation>
    </message>
    <message>
        <source>Draw one shape of the card in one of its terrains, on empty spaces only. It need not touch anything.</source>
        <translation>カードの形状1つを、カードの地形種別の1つで、空いているマスだけに記入します。何かに隣接させる必要はありません。</translation>
    </message>
    <message>
        <source>Farmland shows two shapes. Draw the small one, which has a coin, as farm: turn it once (R) so it lies flat, then click the map where the move below says.</source>
        <translation>農地には形状が2つあります。コインの描かれた小さい方を農場として記入します。1回回転（R）させて横向きにし、下に示したマスでマップをクリックしましょう。</translation>
    </message>
    <message>
        <source>Until you confirm, Undo takes the drawing back and you may draw it elsewhere.</source>
        <translation>確定するまでは、「取り消し」で記入を取り消して別の場所に描き直せます。</translation>
    </message>
    <message>
        <source>Fishing Village may be drawn as village or as water. Choose water (T), stand the line of four upright (R), and click where the move below says.</source>
        <translation>漁村は村としても水場としても記入できます。水場を選び（T）、4マスの直線を回転（R）させて縦向きにし、下に示したマスをクリックしましょう。</translation>
    </message>
    <message>
        <source>Hinterland Stream: choose water (T), then turn the shape three times (R) until it matches the yellow outline, and click where the move below says.</source>
        <translation>奥地の小川：水場を選び（T）、黄色の枠と同じ向きになるまで形状を3回回転（R）させ、下に示したマスをクリックしましょう。</translation>
    </message>
    <message>
        <source>Any shape may be turned (R) and flipped (F) as you like. This one looks the same flipped.</source>
        <translation>どの形状も自由に回転（R）・反転（F）できます。この形状は反転しても同じ形です。</translation>
    </message>
    <message>
        <source>Confirm. The next cards are an ambush and then a ruins card.</source>
        <translation>確定しましょう。次は待ち伏せカード、その次は廃墟カードです。</translation>
    </message>
    <message>
        <source>At each season&apos;s scoring, every empty space next to a monster costs 1 star. Fill them to stop the loss.</source>
        <translation>季節の得点計算のたびに、モンスターに隣接する空きマス1つにつき1点を失います。そのマスを埋めれば失点は止まります。</translation>
    </message>
    <message>
        <source>A ruins card came before Marshlands, so this shape must cover an empty ruins space. Turn it twice (R) and draw it as forest on the ruins, where the move below says.</source>
        <translation>湿地の前に廃墟カードが出たので、この形状は空いている廃墟マスに重ねなければなりません。2回回転（R）させ、下に示したマスに森として廃墟の上に記入しましょう。</translation>
    </message>
    <message>
        <source>Great River: draw the line of three, with its coin, as water where the move below says. The spring&apos;s time reaches 8 with it.</source>
        <translation>大河：コインの描かれた3マスの直線を、下に示したマスに水場として記入しましょう。これで春の時間が8に達します。</translation>
    </message>
    <message>
        <source>Summer, autumn and winter follow the same way. After winter&apos;s scoring your four seasons are added up, and the solo values printed under the four edicts are taken away.</source>
        <translation>夏・秋・冬も同じように進みます。冬の得点計算の後、4つの季節の得点を合計し、4枚の勅命の下に書かれたソロ値を差し引きます。</translation>
    </message>
    <message>
        <source>What is left earns a title from the Queen: 30 or more, Legendary Cartographer; 0 or more, Apprentice Surveyor; below 0, lesser titles.</source>
        <translation>残った点数で女王から称号を授かります。30点以上なら伝説の地図製作者、0点以上なら見習い測量士、0点未満ならそれより下の称号です。</translation>
    </message>
    <message>
        <source>If no shape can cover an empty ruins space, you draw a single space anywhere instead.</source>
        <translation>どの形状も空いている廃墟マスに重ねられない場合は、代わりに任意の場所に1×1を記入します。</translation>
    </message>
    <message>
        <source>A mountain whose four neighbouring spaces are all filled earns a coin too, once.</source>
        <translation>山の上下左右4マスがすべて埋まると、その山でもコインを1つ獲得します（1回だけ）。</translation>
    </message>
    <message>
        <source>Confirm, and spring ends: its two edicts are scored.</source>
        <translation>確定すると春が終わり、2枚の勅命で得点します。</translation>
    </message>
    <message>
        <source>Spring scored: Shieldgate (A) 0, because you drew no village; Greenbough (B) 6, for rows and columns with forest; 3 stars for your coins; −2 for the empty spaces beside the monster.</source>
        <translation>春の得点：盾の門（A）は村を記入していないので0点、緑の大枝（B）は森のある行と列で6点、コインで3点、モンスターの隣の空きマスで−2点です。</translation>
    </message>
    <message>
        <source>Look at the season boxes on your map: each season adds its two edicts, your coins and the monster loss.</source>
        <translation>マップの季節の枠を見てください。季節ごとに勅命2枚、コイン、モンスターの失点を合計します。</translation>
    </message>
    <message>
        <source>Ambush! Bugbear Assault sends monsters onto your map. With no neighbour to draw them, the solo rules drew them for you: from a corner, along the map&apos;s edge, at the first place they fit. The red frames show where they went: the top right corner.</source>
        <translation>待ち伏せです。「バグベアの強襲」がモンスターをあなたのマップに送り込みます。ソロでは記入してくれる隣のプレイヤーがいないので、ソロのルールどおり、マップの隅から端に沿って進み、最初に収まる場所に自動で記入されました。赤い枠が記入された場所、右上の隅です。</translation>
    </message>
</context>
<context>
    <name>tutorial_star_cartel</name>
    <message>
        <source>You smuggle contraband for the Star Cartel. Each card in your stash will score its cargo&apos;s price at the end, so you want a good stash and high prices for what is in it.</source>
        <translation>あなたはスターカルテルのために禁制品を密輸します。蓄財したカードはゲーム終了時に、その種類の価値が得点になります。良い蓄財を作り、その種類の価値を高くしましょう。</translation>
    </message>
    <message>
        <source>Every price starts at 3 on the cartel board (1 to 9).</source>
        <translation>どの禁制品の価値も、カルテルボード（1〜9）の3から始まります。</translation>
    </message>
    <message>
        <source>Load the plants 1 at the bottom of column 1 onto your ship.</source>
        <translation>縦列1の最下段にある植物1を、自分の宇宙船に積み込みましょう。</translation>
    </message>
    <message>
        <source>You load from the bottom row of the hub only, and you must load while a card fits. The column then moves down and is refilled at the top.</source>
        <translation>積み込めるのはハブの最下段のカードだけで、積めるカードがあるかぎり船積は義務です。その縦列は下に詰め、一番上に補充します。</translation>
    </message>
    <message>
        <source>The food 3 has moved down into column 1&apos;s bottom space. Load it as your second card.</source>
        <translation>食料3が縦列1の最下段に下りてきました。2枚目として積み込みましょう。</translation>
    </message>
    <message>
        <source>A second card may come from the same column only. Two cards is the most a turn can load.</source>
        <translation>2枚目は同じ縦列からしか取れません。1手番に積めるのは2枚までです。</translation>
    </message>
    <message>
        <source>Your Courier holds 6 and carries 4. The medicine 4 in column 1 would make 8, so it cannot be loaded. Load the medicine 1 at the bottom of column 2.</source>
        <translation>あなたの初期宇宙船の積載量は6で、いまは4を積んでいます。縦列1の薬品4を積むと8になるので積めません。縦列2の最下段の薬品1を積みましょう。</translation>
    </message>
    <message>
        <source>A load may never go over the ship&apos;s capacity.</source>
        <translation>サイズ合計が宇宙船の積載量を超えることはできません。</translation>
    </message>
    <message>
        <source>The weapons 1 in column 2 makes your load exactly 6. Load it: a full ship delivers.</source>
        <translation>縦列2の武器1を積むとサイズ合計がピッタリ6になります。積み込みましょう。満載の宇宙船は配達します。</translation>
    </message>
    <message>
        <source>You deliver when the load equals the capacity exactly, or when no hub card fits.</source>
        <translation>サイズ合計が積載量とピッタリ同じになったとき、またはどのカードも積み込めないときに配達します。</translation>
    </message>
    <message>
        <source>Delivery! Your cards form sets by cargo. Food (size 3) is the largest set: its price will go up 2. Plants, medicine and weapons tie for the smallest: you choose. Choose weapons: its price will drop 1.</source>
        <translation>配達です。積んだカードは種類ごとのセットになります。食料（サイズ3）が最大のセットで、価値が+2されます。植物・薬品・武器が最小で並んだので、あなたが選びます。武器を選びましょう。価値が−1されます。</translation>
    </message>
    <message>
        <source>Sets compare by total size, not by number of cards. Largest: +2, smallest: −1. Both sets are discarded.</source>
        <translation>セットはカードの枚数ではなくサイズの合計で比べます。最大は+2、最小は−1。どちらのセットも捨て札になります。</translation>
    </message>
    <message>
        <source>Plants and medicine are left. Stash the plants: they go face down in front of you and score the plants price at the end.</source>
        <translation>植物と薬品が残りました。植物を蓄財しましょう。伏せて自分の前に置き、ゲーム終了時に植物の価値が得点になります。</translation>
    </message>
    <message>
        <source>One remaining set goes to your stash; only you may look at it. The other sets are discarded.</source>
        <translation>残ったセットのうち1つを蓄財にします。見てよいのは自分だけです。ほかのセットは捨て札になります。</translation>
    </message>
    <message>
        <source>After delivering you took the top ship of the shipyard, the Lyra: capacity 7, worth 2 points at the end. Bigger ships come next.</source>
        <translation>配達の後、造船所の一番上の宇宙船を取りました。積載量7、ゲーム終了時の価値2です。次はもっと大きな宇宙船が出てきます。</translation>
    </message>
    <message>
        <source>Whoever takes the last ship, the Cassiopeia, ends the game: everyone else has one last turn with an express delivery.</source>
        <translation>最後の宇宙船「カシオペア」を取るとゲームが終わります。ほかのプレイヤーは最後の手番を1回ずつ行い、特急配達をします。</translation>
    </message>
    <message>
        <source>That is a whole turn cycle. At the end, each stashed card scores its cargo&apos;s price (its size does not count), and each player adds their ship&apos;s value. The highest total wins.</source>
        <translation>これで手番がひと回りしました。ゲーム終了時、蓄財したカード1枚につき、その種類の価値が得点になります（サイズは関係ありません）。宇宙船の点数を加え、合計得点の最も高いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>Ties: more contraband points, then more from a single cargo, then fewer cards.</source>
        <translation>同点なら、禁制品の得点が高い方、次に1種類での得点が高い方、次にカードの枚数が少ない方が勝ちます。</translation>
    </message>
</context>
<context>
    <name>tutorial_star_trek</name>
    <message>
        <source>You command the Federation from Earth; Ada plays the Borg. Complete your missions to score, past her dilemmas.</source>
        <translation>あなたは地球を本部とする惑星連邦を、Adaはボーグを率います。ジレンマを越えてミッションを解決し、得点しましょう。</translation>
    </message>
    <message>
        <source>Win with 100 points and a planet and a space mission completed.</source>
        <translation>惑星と宇宙のミッションを1つ以上ずつ解決し、100ポイントを獲得すれば勝利です。</translation>
    </message>
    <message>
        <source>Each turn gives you 7 counters. Play the U.S.S. Excelsior for 4: it will carry your crew.</source>
        <translation>毎ターンカウンターが7個入ります。U.S.S. Excelsiorをカウンター4個で配置しましょう。乗員を運ぶ宇宙艦です。</translation>
    </message>
    <message>
        <source>The Excelsior needs three Staff icons aboard to fly. Play Rixx for 1: Command fills a Staff place.</source>
        <translation>Excelsiorの航行には操艦アイコン3つが必要です。Rixxをカウンター1個で配置しましょう。指揮アイコンは操艦の代わりになります。</translation>
    </message>
    <message>
        <source>Play Lian T&apos;su for 1: a Staff icon, and Navigation, which Vaytan needs.</source>
        <translation>Lian T&apos;suをカウンター1個で配置しましょう。操艦アイコンと、Vaytanに必要な航法を持っています。</translation>
    </message>
    <message>
        <source>Play Daniel Kwan with your last counter: a third Staff icon, and Engineer.</source>
        <translation>最後のカウンター1個でDaniel Kwanを配置しましょう。3つ目の操艦アイコンと工学を持っています。</translation>
    </message>
    <message>
        <source>You must spend all 7 counters while your deck has cards; 1 counter draws a card.</source>
        <translation>デッキがある限りカウンター7個は使い切ります。カウンター1個でカードを1枚引けます。</translation>
    </message>
    <message>
        <source>All spent. End the play segment: orders (beam, move, attempt) come next and cost nothing.</source>
        <translation>使い切りました。配置を終えましょう。次の命令(転送・移動・挑戦)にカウンターは要りません。</translation>
    </message>
    <message>
        <source>Your crew stands on Earth. Beam Rixx aboard the Excelsior to staff it.</source>
        <translation>乗員は地球にいます。スタッフにするため、RixxをExcelsiorへ転送しましょう。</translation>
    </message>
    <message>
        <source>Beaming moves unstopped personnel between a surface and a ship at the same mission.</source>
        <translation>転送では、同じミッションの地表と宇宙艦の間で通常状態の人員を移します。</translation>
    </message>
    <message>
        <source>Beam Lian T&apos;su aboard: a second Staff icon.</source>
        <translation>Lian T&apos;suも転送しましょう。2つ目の操艦アイコンです。</translation>
    </message>
    <message>
        <source>Beam Daniel Kwan aboard: the Excelsior is staffed.</source>
        <translation>Daniel Kwanを転送しましょう。Excelsiorのスタッフが揃います。</translation>
    </message>
    <message>
        <source>A ship is staffed when unstopped crew aboard cover its icons, one of its affiliation.</source>
        <translation>乗艦中の通常状態の人員がアイコンを満たし、1人が同じ勢力なら、スタッフが揃います。</translation>
    </message>
    <message>
        <source>Fly to Vaytan, a space mission worth 35. It costs 5 of the Excelsior&apos;s 8 Range.</source>
        <translation>35ポイントの宇宙ミッションVaytanへ移動しましょう。移動力8のうち5を使います。</translation>
    </message>
    <message>
        <source>A move costs both missions&apos; spans added. Range comes back each turn.</source>
        <translation>移動のコストは両ミッションの距離の合計です。移動力は毎ターン回復します。</translation>
    </message>
    <message>
        <source>Attempt Vaytan. Three cannot meet its requirements, but each dilemma overcome now eases the next try.</source>
        <translation>Vaytanに挑戦しましょう。3人では条件に届きませんが、解決したジレンマの分だけ次が楽になります。</translation>
    </message>
    <message>
        <source>Ada draws one dilemma per attempting personnel, less those overcome there, and may spend that much.</source>
        <translation>Adaは挑戦する人数から解決済みジレンマ数を引いた枚数を引き、その値までのコストを使えます。</translation>
    </message>
    <message>
        <source>The first of Ada&apos;s secret dilemmas is Command Decisions: stop one with Leadership or Officer. Stop Rixx: Vaytan needs Lian T&apos;su&apos;s Navigation.</source>
        <translation>秘密に選ばれた1枚目はCommand Decisions。統率か士官を持つ1人が停止します。航法を持つLian T&apos;suを残し、Rixxを停止させましょう。</translation>
    </message>
    <message>
        <source>The rules allow that, but Vaytan needs Lian T&apos;su&apos;s Navigation. Stop Rixx.</source>
        <translation>ルール上は可能ですが、VaytanにはLian T&apos;suの航法が必要です。Rixxを停止させましょう。</translation>
    </message>
    <message>
        <source>Overcome dilemmas stay beneath Vaytan and lower the next draw. A failed attempt stops crew and ship.</source>
        <translation>解決したジレンマはVaytanの下に残り、次に引く枚数を減らします。失敗すると乗員と宇宙艦は停止します。</translation>
    </message>
    <message>
        <source>Ada played two drones and drew three: eight cards as her turn ended, so she discarded one.</source>
        <translation>Adaはドローン2体を配置して3枚引いたので、手札8枚でターンを終え、1枚捨てました。</translation>
    </message>
    <message>
        <source>At the end of your turn, discard down to 7; then stopped cards unstop.</source>
        <translation>ターン終了時には手札を7枚まで捨て、停止状態のカードはすべて通常状態に戻ります。</translation>
    </message>
    <message>
        <source>A stopped card turns grey, its mark struck with a slanted bar: it leaves the attempt and cannot beam or staff.</source>
        <translation>停止状態のカードは灰色になり、マークに斜線が引かれます。挑戦から外れ、転送もスタッフもできません。</translation>
    </message>
    <message>
        <source>Ada chose her dilemmas in secret: two lie face down at Vaytan. Press Next to reveal the first.</source>
        <translation>Adaはジレンマを秘密裏に選びました。Vaytanに2枚が裏向きで置かれています。「次へ」を押して最初の1枚を公開しましょう。</translation>
    </message>
    <message>
        <source>Dilemmas are faced one at a time, top first; each does what it says, then the next.</source>
        <translation>ジレンマは上から1枚ずつ直面します。1枚の効果を処理してから次へ進みます。</translation>
    </message>
    <message>
        <source>Rixx is stopped, and Command Decisions lies overcome beneath Vaytan. Next reveals the second dilemma.</source>
        <translation>Rixxは停止状態になり、Command DecisionsはVaytanの下に置かれました。「次へ」で2枚目のジレンマを公開します。</translation>
    </message>
    <message>
        <source>Systems Diagnostic stopped Daniel Kwan, the only one with Engineer or Programming. Next checks Vaytan&apos;s requirements against Lian T&apos;su alone.</source>
        <translation>Systems Diagnosticは、工学かプログラミングを持つ唯一の人員Daniel Kwanを停止状態にしました。「次へ」でLian T&apos;su一人についてVaytanの解決条件を確認します。</translation>
    </message>
    <message>
        <source>Only the crew still unstopped after the dilemmas count for the mission&apos;s requirements.</source>
        <translation>ミッションの解決条件には、ジレンマの後も停止状態でない人員だけが数えられます。</translation>
    </message>
    <message>
        <source>Alone, Lian T&apos;su missed Vaytan&apos;s requirements: the attempt failed. End your orders.</source>
        <translation>Lian T&apos;su一人ではVaytanの解決条件を満たせず、挑戦は失敗しました。命令を終えましょう。</translation>
    </message>
    <message>
        <source>Your crew is ready again. Trivas System needs Engineer, Geology, Physics, Science and Cunning over 34. Play Davies: Geology, Physics, Science.</source>
        <translation>人員が戻りました。Trivas Systemには工学・地質学・物理学・科学と狡猾34超が必要です。Daviesを配置しましょう。</translation>
    </message>
    <message>
        <source>Your hand is empty: draw a card for 1 counter.</source>
        <translation>手札が空です。カウンター1個で1枚引きましょう。</translation>
    </message>
    <message>
        <source>3 Range is too little to fly on. End your orders.</source>
        <translation>移動力3では先へ進めません。命令を終えましょう。</translation>
    </message>
    <message>
        <source>You drew two Mission Briefings: interrupts, kept for the attempt. Play your second Davies.</source>
        <translation>引いたMission Briefing2枚はインタラプトなので、挑戦まで取っておきます。2人目のDaviesを配置しましょう。</translation>
    </message>
    <message>
        <source>Nine aboard, Cunning 48. Fly to Trivas System for 5 Range.</source>
        <translation>乗員9人、狡猾48です。移動力5でTrivas Systemへ移動しましょう。</translation>
    </message>
    <message>
        <source>Attempt Trivas System: Ada may spend 9 on dilemmas.</source>
        <translation>Trivas Systemに挑戦しましょう。Adaはジレンマにコスト9まで使えます。</translation>
    </message>
    <message>
        <source>Ada chose whom Wavefront stops: Lian T&apos;su. Next.</source>
        <translation>Wavefrontで停止する人員をAdaがLian T&apos;suに決めました。「次へ」。</translation>
    </message>
    <message>
        <source>Mission Briefing may be played now, but Pinned Down stops one at random: no skill helps. Pass.</source>
        <translation>Mission Briefingを使えますが、Pinned Downの停止はランダムでスキルは役立ちません。パスしましょう。</translation>
    </message>
    <message>
        <source>Pinned Down stopped Lopez, your only Biology. Next.</source>
        <translation>Pinned Downは、ただ一人生物学を持つLopezを停止状態にしました。「次へ」。</translation>
    </message>
    <message>
        <source>An Old Debt kills Rixx, your Leadership, unless the crew has Biology, Physics and Cunning over 32. Play Mission Briefing.</source>
        <translation>An Old Debtは、生物学・物理学と狡猾32超がなければ統率のRixxを死亡させます。Mission Briefingを使いましょう。</translation>
    </message>
    <message>
        <source>An interrupt costs no counters and is played when its moment comes, even mid-attempt.</source>
        <translation>インタラプトはカウンター不要で、挑戦中でもタイミングが来れば使えます。</translation>
    </message>
    <message>
        <source>It costs another card from hand: discard D&apos;Arsay Archive.</source>
        <translation>手札をもう1枚捨てます。D&apos;Arsay Archiveを捨てましょう。</translation>
    </message>
    <message>
        <source>Lend Rixx stopped Lopez&apos;s skills: Biology, for this dilemma.</source>
        <translation>停止状態のLopezのスキルをRixxに貸しましょう。このジレンマの間、生物学を持ちます。</translation>
    </message>
    <message>
        <source>One is enough: keep the other. Pass.</source>
        <translation>1枚で足ります。もう1枚は取っておき、パスしましょう。</translation>
    </message>
    <message>
        <source>Rixx&apos;s borrowed Biology met An Old Debt: no one died. Next checks Trivas System.</source>
        <translation>借りた生物学でAn Old Debtの条件を満たし、誰も死亡しません。「次へ」で解決条件を確認します。</translation>
    </message>
    <message>
        <source>The seven unstopped have Engineer, Geology, Physics, Science and Cunning 38: Trivas System is completed, 35 points.</source>
        <translation>停止状態でない7人に工学・地質学・物理学・科学と狡猾38。Trivas Systemを解決し、35ポイントです。</translation>
    </message>
    <message>
        <source>A completed mission cannot be attempted again.</source>
        <translation>解決したミッションには再挑戦できません。</translation>
    </message>
    <message>
        <source>Ada attempts Adelaar System with four drones: you draw four of your dilemmas and may spend 4. Choose Pinned Down, for 2.</source>
        <translation>AdaがドローンでAdelaar Systemに挑戦します。あなたはジレンマを4枚引き、コスト4まで使えます。Pinned Downを選びましょう。</translation>
    </message>
    <message>
        <source>A space mission takes only space and dual dilemmas.</source>
        <translation>宇宙ミッションには宇宙と両用のジレンマだけを選べます。</translation>
    </message>
    <message>
        <source>The other two cost 3: the 2 left buy nothing. Until Done a pick can be taken back: take it back.</source>
        <translation>残りの2枚はコスト3で、ジレンマコストの残り2では選べません。「完了」までは取り消せます。取り消しましょう。</translation>
    </message>
    <message>
        <source>No drone has 2 Biology or 2 Medical. Stop the Opposition Drone: Security, which Adelaar System needs.</source>
        <translation>ドローンに生物学×2も医療×2もありません。Adelaar Systemに必要な保安を持つOpposition Droneを停止させましょう。</translation>
    </message>
    <message>
        <source>Ada&apos;s drones missed Adelaar System. You have 35 points; a planet is still to do: fly to Lapideas System, worth 30, and beam the crew down. Geology, Physics, Science and Cunning 48 meet it; two Geology add 5.</source>
        <translation>Adaの挑戦は失敗しました。35ポイントのあなたに残るは惑星です。30ポイントのLapideas Systemへ移動し、乗員を地表へ転送しましょう。地質学・物理学・科学と狡猾48で条件を満たし、地質学×2で5ポイント加算です。</translation>
    </message>
    <message>
        <source>Play Barron for 1: more Geology and Cunning.</source>
        <translation>Barronをカウンター1個で配置しましょう。地質学と狡猾が増えます。</translation>
    </message>
    <message>
        <source>Play Lopez for 1: Biology, Honor and Security.</source>
        <translation>Lopezをカウンター1個で配置しましょう。生物学・名誉・保安を持っています。</translation>
    </message>
    <message>
        <source>Draw again for 1 counter.</source>
        <translation>もう1枚、カウンター1個で引きましょう。</translation>
    </message>
    <message>
        <source>All 7 counters are spent: end the play segment.</source>
        <translation>カウンター7個を使い切りました。配置を終えましょう。</translation>
    </message>
    <message>
        <source>Fly the Excelsior home to Earth to fetch them: 5 Range of its 8.</source>
        <translation>Excelsiorで地球へ戻り、彼らを迎えましょう。移動力8のうち5を使います。</translation>
    </message>
    <message>
        <source>Beam the new personnel aboard the Excelsior.</source>
        <translation>新しい人員をExcelsiorへ転送しましょう。</translation>
    </message>
    <message>
        <source>Draw a card: 6 counters are left.</source>
        <translation>カードを1枚引きましょう。カウンターは6個残っています。</translation>
    </message>
    <message>
        <source>A second Daniel Kwan: play him at once for 1, a second Engineer.</source>
        <translation>2人目のDaniel Kwanです。すぐにカウンター1個で配置しましょう。2つ目の工学です。</translation>
    </message>
    <message>
        <source>Rabal came up: play him for 2. He is Non-Aligned, which Earth admits.</source>
        <translation>Rabalを引きました。カウンター2個で配置しましょう。未所属の人員も地球に配置できます。</translation>
    </message>
    <message>
        <source>Spend your last counter on a draw.</source>
        <translation>最後のカウンターで1枚引きましょう。</translation>
    </message>
    <message>
        <source>Ada stacked three dilemmas in secret. Next reveals the first.</source>
        <translation>Adaは秘密裏にジレンマを3枚重ねました。「次へ」で1枚目を公開しましょう。</translation>
    </message>
    <message>
        <source>Choose who faces the dilemma with borrowed skills: Rixx.</source>
        <translation>スキルを借りてジレンマに直面する人員を選びます。Rixxです。</translation>
    </message>
    <message>
        <source>End your orders: Ada&apos;s turn comes.</source>
        <translation>命令を終えましょう。Adaのターンです。</translation>
    </message>
    <message>
        <source>Choose Recurring Injury for 3: you, its owner, choose whom it stops, not chance.</source>
        <translation>Recurring Injuryをコスト3で選びましょう。停止させる人員を偶然ではなく、持ち主のあなたが選べます。</translation>
    </message>
    <message>
        <source>Press Done: your stack goes face down at Adelaar System.</source>
        <translation>「完了」を押すと、ジレンマが裏向きで置かれます。</translation>
    </message>
    <message>
        <source>Learn to play: battles</source>
        <translation>遊び方を学ぶ：戦闘</translation>
    </message>
    <message>
        <source>A guided game of battles: engagements, personnel combat, damage and equipment.</source>
        <translation>戦闘のガイド付きゲームです。艦隊戦、個人戦、ダメージ、装備を学びます。</translation>
    </message>
    <message>
        <source>A lesson in battles. You command the Federation from Earth; Ada&apos;s Borg will come to Lapideas System, your planet mission.</source>
        <translation>戦闘のレッスンです。あなたは地球を本部とする惑星連邦を率います。Adaのボーグは、あなたの惑星ミッションLapideas Systemへやって来ます。</translation>
    </message>
    <message>
        <source>Only cards start a battle: an event in your core, used as an order. No battle is fought at a headquarters.</source>
        <translation>戦闘はカードによってのみ始まります。コアにあるイベントを命令として使います。本部ミッションでは戦闘を行えません。</translation>
    </message>
    <message>
        <source>Play the U.S.S. Excelsior, T&apos;Lara and Van Orton for your 7 counters, then end play and orders: two aboard cannot staff the ship yet.</source>
        <translation>カウンター7個でU.S.S. Excelsior、T&apos;Lara、Van Ortonを配置し、配置と命令を終えましょう。2人では、まだ必要スタッフを満たせません。</translation>
    </message>
    <message>
        <source>Ada played a Borg Sphere and two drones. Play William T. Riker, Robin Lefler, Rabal and the Tricorder, then end play.</source>
        <translation>AdaはBorg Sphereとドローン2体を配置しました。William T. Riker、Robin Lefler、RabalとTricorderを配置し、配置を終えましょう。</translation>
    </message>
    <message>
        <source>Equipment is played at your headquarters and helps your personnel present with it: the Tricorder gives your Science personnel Geology.</source>
        <translation>装備は本部ミッションに配置し、同じ場所にいる自分の人員を助けます。Tricorderは科学を持つ人員に地質学を与えます。</translation>
    </message>
    <message>
        <source>Beam your five personnel and the Tricorder aboard the U.S.S. Excelsior, then fly to Lapideas System.</source>
        <translation>人員5人とTricorderをU.S.S. Excelsiorへ転送し、Lapideas Systemへ移動しましょう。</translation>
    </message>
    <message>
        <source>Equipment beams like personnel and travels with its ship.</source>
        <translation>装備は人員と同じように転送でき、乗っている宇宙艦と一緒に移動します。</translation>
    </message>
    <message>
        <source>Beam everyone down to Lapideas System, the Tricorder too: it helps only the crew on the same surface.</source>
        <translation>全員をLapideas Systemの地表へ転送しましょう。Tricorderもです。装備が助けるのは同じ地表にいる人員だけです。</translation>
    </message>
    <message>
        <source>Attempt Lapideas System: Geology, Physics, Science and Cunning over 30. Ada has no dilemmas in this lesson.</source>
        <translation>Lapideas Systemに挑戦しましょう。解決条件は地質学、物理学、科学、狡猾30超です。このレッスンのAdaはジレンマを持っていません。</translation>
    </message>
    <message>
        <source>Nobody here has Geology printed, but Van Orton has Science: with the Tricorder he has Geology too.</source>
        <translation>地質学が印刷された人員はいませんが、Van Ortonは科学を持っています。Tricorderがあれば地質学も持ちます。</translation>
    </message>
    <message>
        <source>Completed, 30 points: the Tricorder&apos;s Geology counted for the requirements. End your orders.</source>
        <translation>解決して30ポイントです。Tricorderの地質学が解決条件に数えられました。命令を終えましょう。</translation>
    </message>
    <message>
        <source>Ada&apos;s Borg Sphere came to Lapideas System and left a drone on its surface. Draw your last three cards, then play Cry &quot;Havoc!&quot; and the Starfleet Type-2 Phaser.</source>
        <translation>AdaのBorg SphereがLapideas Systemへ来て、地表にドローン1体を残しました。残りのカード3枚を引き、Cry &quot;Havoc!&quot;とStarfleet Type-2 Phaserを配置しましょう。</translation>
    </message>
    <message>
        <source>An event that starts battles stays in your core until you use it as an order.</source>
        <translation>戦闘を始めるイベントは、命令として使うまでコアに置かれたままです。</translation>
    </message>
    <message>
        <source>Staff the U.S.S. Excelsior with T&apos;Lara, William T. Riker and Robin Lefler, fetch the Phaser from Earth and beam it down to Lapideas System.</source>
        <translation>T&apos;Lara、William T. Riker、Robin LeflerをU.S.S. Excelsiorに乗せてスタッフを揃え、地球からPhaserを運び、Lapideas Systemの地表へ転送しましょう。</translation>
    </message>
    <message>
        <source>Use Cry &quot;Havoc!&quot;: the U.S.S. Excelsior, with T&apos;Lara&apos;s Leadership aboard, engages the Borg Sphere.</source>
        <translation>Cry &quot;Havoc!&quot;を使いましょう。統率を持つT&apos;Laraが乗ったU.S.S. Excelsiorが、Borg Sphereと艦隊戦を行います。</translation>
    </message>
    <message>
        <source>An engagement sets the beginner&apos;s Weapons against the target&apos;s Shields: the strictly higher total wins.</source>
        <translation>艦隊戦では、仕掛けた側の武器と攻撃対象のシールドを比べます。合計が上回った側が勝ちます。</translation>
    </message>
    <message>
        <source>Equal totals win nobody. After a battle the beginner&apos;s ship and crew are stopped; the defender&apos;s are not.</source>
        <translation>同数なら勝者はいません。戦闘の後、仕掛けた側の宇宙艦と乗員は停止状態になり、攻撃対象側はなりません。</translation>
    </message>
    <message>
        <source>Ada&apos;s Borg Cutting Beam won, 10 against 7: William T. Riker was taken aboard her Sphere, and the Beam lies on the U.S.S. Excelsior as damage. Play Brutal Struggle.</source>
        <translation>AdaのBorg Cutting Beamが10対7で勝ちました。William T. RikerはAdaのSphereに連れ去られ、BeamはU.S.S. Excelsiorにダメージとして置かれています。Brutal Struggleを配置しましょう。</translation>
    </message>
    <message>
        <source>This damage card takes 2 from the ship&apos;s Range, Weapons and Shields. A second damage card destroys it.</source>
        <translation>このダメージカードは宇宙艦の移動力・武器・シールドをそれぞれ2下げます。ダメージカードが2枚になると宇宙艦は破壊されます。</translation>
    </message>
    <message>
        <source>Beam T&apos;Lara and Robin Lefler down to Lapideas System, where Ada&apos;s Cartography Drone stands.</source>
        <translation>T&apos;LaraとRobin Leflerを、AdaのCartography DroneがいるLapideas Systemの地表へ転送しましょう。</translation>
    </message>
    <message>
        <source>Use Brutal Struggle: T&apos;Lara&apos;s Leadership starts a personnel combat against the Cartography Drone.</source>
        <translation>Brutal Struggleを使いましょう。統率を持つT&apos;Laraが、Cartography Droneとの個人戦を始めます。</translation>
    </message>
    <message>
        <source>Every unstopped personnel of yours on that surface attacks: total Strength against total Strength.</source>
        <translation>その地表にいる通常状態の自分の人員は全員が攻撃します。強さの合計同士を比べます。</translation>
    </message>
    <message>
        <source>A hand weapon counts only in a personnel combat, never for a mission.</source>
        <translation>武器が数えられるのは個人戦の間だけで、ミッションの解決条件には数えられません。</translation>
    </message>
    <message>
        <source>Ada&apos;s second Borg Cutting Beam destroyed the U.S.S. Excelsior: two damage cards destroy a ship, and everyone aboard dies with it. Your crew had beamed down in time.</source>
        <translation>Adaの2枚目のBorg Cutting BeamがU.S.S. Excelsiorを破壊しました。ダメージカード2枚で宇宙艦は破壊され、乗っていた人員も全員死亡します。あなたの乗員は先に地表へ転送していました。</translation>
    </message>
    <message>
        <source>Weapons 7 against Shields 9: you lost, and Cry &quot;Havoc!&quot; is discarded. Press Next.</source>
        <translation>武器7対シールド9で、あなたの負けです。Cry &quot;Havoc!&quot;は捨て札になります。「次へ」を押しましょう。</translation>
    </message>
    <message>
        <source>The battle is over: the U.S.S. Excelsior and its crew are stopped. End your orders.</source>
        <translation>戦闘は終わりました: U.S.S. Excelsiorとその乗員は停止状態です。命令を終えましょう。</translation>
    </message>
    <message>
        <source>Strength 19, and the Phaser adds 1 for each of your three Federation personnel: 22 against 5. You won: a defender at random is killed. Press Next.</source>
        <translation>強さは19、さらにPhaserが惑星連邦の人員3人にそれぞれ1を加え、22対5です。あなたの勝ちです。ランダムに選ばれた相手の人員1人が死亡します。「次へ」を押しましょう。</translation>
    </message>
    <message>
        <source>The Cartography Drone is killed, and your attackers are stopped. End your orders.</source>
        <translation>Cartography Droneは死亡し、攻撃したあなたの人員は停止状態です。命令を終えましょう。</translation>
    </message>
</context>
<context>
    <name>tutorial_starfarers</name>
    <message>
        <source>A turn has three phases: production, then trade and build, then flight.</source>
        <translation>手番は「産出」「交換・建設」「航行」の3つのフェイズで進みます。</translation>
    </message>
    <message>
        <source>Planets showing the roll produce 1 card per colony or spaceport on their corners. Then, up to 7 VP, you draw 2 from the reserve pile.</source>
        <translation>出目と同じ数字チップの惑星が、角にあるコロニーと宇宙港1つにつき資源カードを1枚産出します。続いて、7勝利点までなら補充用の山札から2枚引きます。</translation>
    </message>
    <message>
        <source>The supply gives 1 card of your choice for 3 of one kind, or for 2 goods.</source>
        <translation>ストックでは、同じ資源3枚か交易品2枚を、好きな資源1枚と交換できます。</translation>
    </message>
    <message>
        <source>Now shake the mothership: it sets your speed.</source>
        <translation>次は母船を振りましょう。これで移動力が決まります。</translation>
    </message>
    <message>
        <source>Two of its five balls drop out: blue 1, yellow 2 and red 3 add up to your base speed. Black: an encounter, and base speed 3.</source>
        <translation>5つの玉のうち2つが出ます。青1・黄2・赤3の合計が基本移動力です。黒が出たら先に遭遇があり、基本移動力は3です。</translation>
    </message>
    <message>
        <source>Next to face-down discs, all three turn face up. A pirate base or ice planet blocks colonies beside it until cleared.</source>
        <translation>裏向きの数字チップに隣接すると、その星系のチップ3枚を表にします。海賊基地や氷の惑星の隣には、片付けるまでコロニーを設置できません。</translation>
    </message>
    <message>
        <source>You play red. Your spaceport stands in Colonies B with your colony ship beside it; your two colonies are in Colonies A and Colonies D. A colony scores 1 VP and a spaceport 2, so you start with 4. Reach 15 VP on your own turn to win.</source>
        <translation>あなたは赤です。宇宙港は植民地Bにあり、その隣に移民船がいます。コロニー2つは植民地Aと植民地Dにあります。コロニーは1勝利点、宇宙港は2勝利点で、4勝利点から始まります。自分の手番に15勝利点に達すれば勝ちです。</translation>
    </message>
    <message>
        <source>You go first. Production comes first: roll the dice.</source>
        <translation>あなたが最初の手番です。まずは産出フェイズ:ダイスを振りましょう。</translation>
    </message>
    <message>
        <source>The 11 paid you food; the reserve pile gave ore and carbon. A trade ship costs 1 ore, 1 fuel and 2 goods, and you have 1 goods. Ask the other players: open an offer.</source>
        <translation>11で食料1枚、補充用の山札から鉱石と炭素が来ました。交易船は鉱石1・燃料1・交易品2で、交易品は1枚しかありません。ほかのプレイヤーに提案を出しましょう。</translation>
    </message>
    <message>
        <source>Only the player whose turn it is trades, in the trade and build phase. Any ratio goes, but both sides give at least 1 card.</source>
        <translation>交換できるのは手番のプレイヤーだけで、交換・建設フェイズの間だけです。枚数の比率は自由ですが、双方が1枚以上出します。</translation>
    </message>
    <message>
        <source>Offer 1 carbon: you hold 2, and a trade ship needs none.</source>
        <translation>炭素1枚を出しましょう。2枚あり、交易船には要りません。</translation>
    </message>
    <message>
        <source>Ask for 1 goods in return.</source>
        <translation>代わりに交易品1枚を求めましょう。</translation>
    </message>
    <message>
        <source>Send the offer to Ada and Bruno.</source>
        <translation>提案をAdaとBrunoに出しましょう。</translation>
    </message>
    <message>
        <source>Each other player accepts, passes, or proposes a trade of their own: a counter-offer. Answers are public.</source>
        <translation>ほかのプレイヤーはそれぞれ、受け入れるか、パスするか、自分の条件で逆提案します。回答は全員に公開されます。</translation>
    </message>
    <message>
        <source>Bruno passed. Ada counters: her 1 goods for 2 carbon. Take her counter-offer: a trade ship needs no carbon.</source>
        <translation>Brunoはパス。Adaの逆提案は、交易品1枚と炭素2枚の交換です。交易船に炭素は要らないので、この逆提案を受けましょう。</translation>
    </message>
    <message>
        <source>You take one answer at most, or none; only you close a trade.</source>
        <translation>受ける回答は1つまでで、受けなくてもかまいません。交換を決めるのは手番のプレイヤーです。</translation>
    </message>
    <message>
        <source>Now you hold 1 ore, 1 fuel and 2 goods. Build a trade ship on your spaceport&apos;s free site.</source>
        <translation>これで鉱石1・燃料1・交易品2がそろいました。宇宙港の隣の空いたポイントに交易船を建造しましょう。</translation>
    </message>
    <message>
        <source>Ships are built on the free sites beside your own spaceports, and may fly the same turn. A trade ship carries a trade station to an alien outpost.</source>
        <translation>宇宙船は自分の宇宙港の隣の空いたポイントに建造し、その手番から航行できます。交易船は交易ステーションを異種族の宇宙ステーションへ運びます。</translation>
    </message>
    <message>
        <source>Yellow and yellow: base speed 4, plus your booster, 5. The Green Folk outpost is 16 steps to the right: fly the trade ship 5 steps toward it, one point at a time, until your speed is used up.</source>
        <translation>黄と黄で基本移動力4、動力炉1つで移動力5です。グリーンフォークの宇宙ステーションは右へ16歩。交易船を1ポイントずつ、移動力を使い切るまで5歩進めましょう。</translation>
    </message>
    <message>
        <source>A ship may pass other pieces but may not end its flight on one, nor may a trade ship end on a colony site.</source>
        <translation>宇宙船はほかのコマを通り抜けられますが、その上で航行を終えることはできません。交易船はコロニーポイントでも航行を終えられません。</translation>
    </message>
    <message>
        <source>End the flight: the dice pass to Bruno.</source>
        <translation>航行を終えましょう。ダイスはBrunoに移ります。</translation>
    </message>
    <message>
        <source>The other players&apos; rolls pay your colonies too. Only the player who rolls draws from the reserve pile.</source>
        <translation>ほかのプレイヤーの出目でも、あなたのコロニーは産出します。補充用の山札から引くのはダイスを振ったプレイヤーだけです。</translation>
    </message>
    <message>
        <source>Your turn again: roll the dice.</source>
        <translation>また自分の手番です。ダイスを振りましょう。</translation>
    </message>
    <message>
        <source>From 8 VP you draw 1 card from the reserve pile, from 10 VP none.</source>
        <translation>8勝利点からは補充用の山札から1枚、10勝利点からは引きません。</translation>
    </message>
    <message>
        <source>An outpost needs a freight pod on your mothership (2 ore), and you hold 1 ore. Keep your cards and shake.</source>
        <translation>宇宙ステーションには母船の船倉（鉱石2枚）が必要ですが、鉱石は1枚だけです。カードは取っておき、母船を振りましょう。</translation>
    </message>
    <message>
        <source>The sixth step reaches System 4 and explores it.</source>
        <translation>6歩目で星系4に着き、探査します。</translation>
    </message>
    <message>
        <source>System 4 holds a pirate base 4: 4 cannons beat it. End the flight here, beside the fuel planet.</source>
        <translation>星系4には海賊基地4があり、搭載砲4つで撃退できます。燃料の惑星の隣のここで航行を終えましょう。</translation>
    </message>
    <message>
        <source>The others&apos; rolls paid you well: you hold 8 cards. Roll the dice.</source>
        <translation>ほかのプレイヤーの出目でカードが増え、8枚になりました。ダイスを振りましょう。</translation>
    </message>
    <message>
        <source>On a 7 no planet produces, and everyone holding more than 7 cards returns half, rounded down.</source>
        <translation>7が出るとどの惑星も産出せず、資源カードを8枚以上持っているプレイヤーは半分（端数切り捨て）を選んでストックに戻します。</translation>
    </message>
    <message>
        <source>Now rob: take 1 card at random from an opponent. Ada and Bruno hold 3 each; take one from Ada.</source>
        <translation>次は他プレイヤー1人を選び、その手札からランダムにカードを1枚引きます。AdaとBrunoは3枚ずつ。Adaから引きましょう。</translation>
    </message>
    <message>
        <source>Then each opponent draws 1 card from the reserve pile, and you make your own draw.</source>
        <translation>そのあと相手はそれぞれ補充用の山札から1枚引き、あなたもいつも通り引きます。</translation>
    </message>
    <message>
        <source>Ada&apos;s card was goods, and the reserve pile gave fuel and goods. Trade with the supply: 2 goods for the ore you lack.</source>
        <translation>Adaのカードは交易品、補充用の山札からは燃料と交易品でした。ストックと交換しましょう:交易品2枚で、足りない鉱石1枚。</translation>
    </message>
    <message>
        <source>A trade station needs more freight pods than the stations already at that outpost: the first needs 1.</source>
        <translation>交易ステーションには、その宇宙ステーションにすでにある交易ステーションより多い船倉が必要です。最初の1つには1つ。</translation>
    </message>
    <message>
        <source>A trade ship that ends its flight on an outpost&apos;s docking point must found its trade station there.</source>
        <translation>宇宙ステーションの中央のポイントで航行を終える交易船は、そこに必ず交易ステーションを設置します。</translation>
    </message>
    <message>
        <source>A spaceport scores 2 VP and produces 1 card, like a colony. Ships are built beside it. At most 3.</source>
        <translation>宇宙港は2勝利点で、コロニーと同じく1枚産出します。隣で宇宙船を建造できます。最大3つ。</translation>
    </message>
    <message>
        <source>Shake the mothership for the last flight.</source>
        <translation>最後の航行のために母船を振りましょう。</translation>
    </message>
    <message>
        <source>Black: an encounter! Pirate Raiders close in on your fleet. Try to outrun them: answer yes.</source>
        <translation>黒です。遭遇！海賊の襲撃が艦隊に迫ります。振り切りましょう:イエスと回答します。</translation>
    </message>
    <message>
        <source>Outrunning is a contest of speed with the player on your right: each adds two balls and their boosters, and you win ties. Caught, you fight with cannons.</source>
        <translation>振り切れるかは右隣のプレイヤーとの移動力の勝負です。それぞれ玉2つと動力炉を足し、同点ならあなたの勝ち。捕まると搭載砲で戦います。</translation>
    </message>
    <message>
        <source>4 against Ada&apos;s 4: you got away. Step onto the Green Folk&apos;s docking point.</source>
        <translation>4対Adaの4で、振り切りました。グリーンフォークの中央のポイントへ進みましょう。</translation>
    </message>
    <message>
        <source>After an encounter the base speed is 3, whatever the other ball.</source>
        <translation>遭遇のあとの基本移動力は、もう1つの玉に関係なく3です。</translation>
    </message>
    <message>
        <source>Found the trade station: your 1 freight pod is more than the 0 stations here.</source>
        <translation>交易ステーションを設置しましょう。船倉1つは、ここにある交易ステーション0個より多いです。</translation>
    </message>
    <message>
        <source>The first trade station at an outpost takes its friendship marker, 2 VP. It moves only to a player with more stations there.</source>
        <translation>宇宙ステーションに最初に交易ステーションを設置すると、友好親善マーカー（2勝利点）を受け取ります。ここに交易ステーションをより多く持つプレイヤーが出たときだけ移ります。</translation>
    </message>
    <message>
        <source>A friendship card works at once and for the rest of the game. Each card is unique.</source>
        <translation>友好カードはすぐに、ゲームの終わりまで効果があります。どのカードも1枚きりです。</translation>
    </message>
    <message>
        <source>You have 7 VP: 1 colony, 2 spaceports and the Green Folk&apos;s friendship marker. More colonies, stations and fame take you to 15.</source>
        <translation>あなたは7勝利点:コロニー1つ、宇宙港2つ、グリーンフォークの友好親善マーカーです。コロニー、交易ステーション、名声を増やして15勝利点を目指しましょう。</translation>
    </message>
    <message>
        <source>Beating a pirate base or terraforming an ice planet scores 1 VP; every 2 fame medal pieces score 1 VP.</source>
        <translation>海賊基地の撃退や氷の惑星の地球化は1勝利点、ハーフメダル2枚ごとに1勝利点です。</translation>
    </message>
    <message>
        <source>Yellow and red: base 5, plus the booster, speed 6. Fly five steps on toward the outpost, past System 1.</source>
        <translation>黄と赤で基本5、動力炉を足して移動力6。星系1のそばを通って、宇宙ステーションへ5歩進みましょう。</translation>
    </message>
    <message>
        <source>A 7! You hold 8 cards, more than 7: return half, 4 cards of your choice. Keep the ore for a freight pod and the carbon and food for a spaceport: return your 2 fuel and 2 goods.</source>
        <translation>7です！資源カードが8枚あるので、半分の4枚を選んでストックに戻します。船倉用の鉱石と、宇宙港用の炭素と食料は残し、燃料2枚と交易品2枚を戻しましょう。</translation>
    </message>
    <message>
        <source>Build a freight pod with your 2 ore, then shake the mothership.</source>
        <translation>鉱石2枚で船倉を建設し、母船を振りましょう。</translation>
    </message>
    <message>
        <source>Blue and yellow: base 3, speed 4. Fly four steps up past System 4&apos;s fuel planet, to beside the outpost, and end the flight there: its docking point, one step further, is for your next flight.</source>
        <translation>青と黄で基本3、移動力4。星系4の燃料の惑星のそばを上へ4歩進み、宇宙ステーションの隣で航行を終えましょう。中央のポイントはあと1歩先、次の航行で進みます。</translation>
    </message>
    <message>
        <source>Roll the dice. Then you hold 3 carbon and 4 food: upgrade your colony in Colonies D to a spaceport, for 3 carbon and 2 food, and 1 VP more.</source>
        <translation>ダイスを振りましょう。炭素3枚と食料4枚になるので、植民地Dのコロニーを宇宙港にしましょう。炭素3・食料2で、1勝利点増えます。</translation>
    </message>
    <message>
        <source>Choose 1 Green Folk friendship card: take Ore Harvest, one more ore whenever planets pay you ore. Then end the flight, and the lesson&apos;s last turn.</source>
        <translation>グリーンフォークの友好カードを1枚選びます。「鉱石の豊作」を取りましょう:惑星から鉱石を受け取るたびに、もう1枚。そして航行を終えます。このレッスン最後の手番です。</translation>
    </message>
</context>
<context>
    <name>tutorial_thiefs_market</name>
    <message>
        <source>The dice and the start marker are the objects. Dice keep their faces when taken.</source>
        <translation>ダイスとスタートプレイヤーマーカーがオブジェクトです。取ったダイスの目は変えません。</translation>
    </message>
    <message>
        <source>On your turn you take objects from the centre, or steal a whole pile. Steal Ada&apos;s pile.</source>
        <translation>手番では、中央からオブジェクトを取るか、他のプレイヤーのパイルを丸ごと盗みます。Adaのパイルを盗みましょう。</translation>
    </message>
    <message>
        <source>Only a pile of two or more objects can be stolen. The thief keeps at least one and returns at least one.</source>
        <translation>盗めるのはオブジェクトが2つ以上のパイルだけです。盗んだプレイヤーは少なくとも1つを残し、少なくとも1つを中央に戻します。</translation>
    </message>
    <message>
        <source>Each round the loot dice are shared out, then everyone buys market cards with them. Ada rolled every die and took a blue die, two mask dice and the start marker: that is her pile.</source>
        <translation>毎ラウンド、盗品ダイスを分け合い、それを使ってマーケットのカードを買います。Adaが全てのダイスを振り、青のダイス1個、仮面のダイス2個、スタートプレイヤーマーカーを取りました。これがAdaのパイルです。</translation>
    </message>
    <message>
        <source>Return one mask die to the centre. You keep the blue die, the other mask die and the start marker.</source>
        <translation>仮面のダイスを1個中央に戻しましょう。青のダイス、もう1個の仮面のダイス、スタートプレイヤーマーカーは手元に残ります。</translation>
    </message>
    <message>
        <source>Dice returned to the centre are re-rolled: their faces may change.</source>
        <translation>中央に戻したダイスは振り直します。目が変わるかもしれません。</translation>
    </message>
    <message>
        <source>Press Done. The pile is yours, unless someone steals it from you.</source>
        <translation>「完了」を押しましょう。誰かに盗まれないかぎり、このパイルはあなたのものです。</translation>
    </message>
    <message>
        <source>A robbed player has no pile again and takes another turn later.</source>
        <translation>盗まれたプレイヤーはパイルがない状態に戻り、後でまた手番を行います。</translation>
    </message>
    <message>
        <source>Bruno and Ada stole back and forth, and Ada took your pile. You are the last without a pile: take everything left in the centre.</source>
        <translation>BrunoとAdaが盗み合い、Adaがあなたのパイルを盗みました。パイルを持たないのはあなただけです。中央に残ったものを全て取りましょう。</translation>
    </message>
    <message>
        <source>The last player without a pile who takes from the centre takes all of it, the start marker too.</source>
        <translation>パイルを持たない最後のプレイヤーが中央から取るときは、スタートプレイヤーマーカーも含めて全てを取ります。</translation>
    </message>
    <message>
        <source>Buying: the start marker&apos;s holder buys first, and that is you. Buy the Tailor: its cost is one red gem, paid with a red die. The triangle at its left edge shows it is a henchman.</source>
        <translation>購入です。スタートプレイヤーマーカーを持つプレイヤー、つまりあなたから買います。仕立て屋を買いましょう。コストは赤の宝石1つで、赤のダイスで支払います。左端の三角は、このカードが部下であることを示します。</translation>
    </message>
    <message>
        <source>One card per round, unless a card says more. Each gem of a cost is paid with a die of its colour or with a gold token.</source>
        <translation>カードに特殊効果がないかぎり、1ラウンドに1枚まで。コストの宝石1つごとに、その色のダイスか金貨トークン1枚で支払います。</translation>
    </message>
    <message>
        <source>A gold bag die is not a gold token: it becomes one at the end of the round.</source>
        <translation>金袋のダイスは金貨トークンではありません。ラウンドの最後に金貨トークンになります。</translation>
    </message>
    <message>
        <source>The round ends: gold bag dice become gold tokens, mask dice become infamy, the market is refilled. The game ends when deck C cannot refill the market. Then each card scores its points, and each infamy token 1.</source>
        <translation>ラウンドが終わります。金袋のダイスは金貨トークンに、仮面のダイスは悪名トークンになり、マーケットを補充します。Cデッキで補充できなくなったらゲーム終了です。カードの得点と、悪名トークン1枚につき1点を数えます。</translation>
    </message>
    <message>
        <source>Most henchman icons (triangles): 3 points, second most: 1. Most gold tokens: 3. Ties: more cards, then more infamy.</source>
        <translation>部下のアイコン（三角）が最も多いプレイヤーは3点、2番目は1点。金貨トークンが最も多いプレイヤーは3点。同点なら、カードの多い方、次に悪名トークンの多い方が勝ちます。</translation>
    </message>
    <message>
        <source>Pay with one of your red dice and keep your gold token.</source>
        <translation>赤のダイス1つで支払い、金貨トークンは取っておきましょう。</translation>
    </message>
    <message>
        <source>The Tailor works this very turn: give up another red die to gain an infamy token.</source>
        <translation>仕立て屋はこの手番からすぐ使えます。もう1つの赤のダイスを手放して、悪名トークンを1枚得ましょう。</translation>
    </message>
    <message>
        <source>Infamy tokens are secret, and each is worth 1 point at the end. Mask dice in your pile become infamy tokens when the round ends.</source>
        <translation>悪名トークンの数は非公開で、ゲーム終了時に1枚1点です。パイルの仮面のダイスは、ラウンドの終わりに悪名トークンになります。</translation>
    </message>
    <message>
        <source>Press Done to end your buying turn.</source>
        <translation>「完了」を押して、購入の手番を終えましょう。</translation>
    </message>
</context>
</TS>
