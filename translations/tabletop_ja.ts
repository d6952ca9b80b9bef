<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>app</name>
    <message>
        <source>Seat {n}</source>
        <translation>席{n}</translation>
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
        <translation>記入を飛ばせるのは、地図に空きマスが残っていないときだけです。</translation>
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
        <translation>マップ外です。形状のすべてのマスがマップ内に収まる必要があります。</translation>
    </message>
    <message>
        <source>Overlaps a mountain.</source>
        <translation>山のマスに重なっています。</translation>
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
        <source>{skill} costs {cost} coins; the track has {coins}. Coins cannot go below zero.</source>
        <translation>{skill}にはコインが{cost}枚必要ですが、トラックには{coins}枚しかありません。コインをマイナスにはできません。</translation>
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
        <source>{season} begins: edicts {first} and {second}; the season ends at {threshold} time.</source>
        <translation>{season}の始まりです。勅命は{first}と{second}、時間が{threshold}に達すると季節が終わります。</translation>
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
        <translation>待ち伏せ：{card}！ モンスターがすべての地図を襲います。</translation>
    </message>
    <message>
        <source>{card}: the monsters are drawn on {seat}&apos;s map.</source>
        <translation>{card}：{seat}の地図にモンスターが記入されました。</translation>
    </message>
    <message>
        <source>{card} finds no room and is ignored.</source>
        <translation>{card}は記入できる場所がないため無視されます。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} drew {terrain} from {square}; the others see it once everyone has confirmed.</source>
        <translation>（{seat}にだけ見えています）{seat}は{square}から{terrain}を記入しました。全員が確定すると他のプレイヤーにも公開されます。</translation>
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
        <translation>{seat}が{victim}の地図にモンスターを記入しました。</translation>
    </message>
    <message>
        <source>{seat} gains a coin for the small shape ({coins} in all).</source>
        <translation>{seat}がコインつきの形状でコインを1枚獲得（合計{coins}枚）。</translation>
    </message>
    <message>
        <source>{seat} surrounded a mountain and gains a coin ({coins} in all).</source>
        <translation>{seat}が山の周囲を埋めてコインを1枚獲得（合計{coins}枚）。</translation>
    </message>
    <message>
        <source>{seat}, {season}: {first} + {second} + coins {coins} + monsters {monsters} = {total}.</source>
        <translation>{seat}の{season}：{first} ＋ {second} ＋ コイン{coins} ＋ モンスター{monsters} ＝ {total}。</translation>
    </message>
    <message>
        <source>{seat} used {skill} and paid {cost} coins.</source>
        <translation>{seat}が{skill}を使い、コインを{cost}枚支払いました。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} pays for {skill}.</source>
        <translation>（{seat}にだけ見えています）{seat}は{skill}を使います。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) nothing fits: that drawing is lost.</source>
        <translation>（{seat}にだけ見えています）記入できる場所がないため、その記入は失われます。</translation>
    </message>
    <message>
        <source>Winter is over: the maps are finished.</source>
        <translation>冬が終わり、地図が完成しました。</translation>
    </message>
    <message>
        <source>{seats} tied on {total}; fewer points lost to monsters ranks first.</source>
        <translation>{seats}が{total}点で同点。モンスターによる減点が少ない方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total} and on monsters: they share the place.</source>
        <translation>{seats}が{total}点で、モンスターの減点も同じ。順位を分かち合います。</translation>
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
        <translation>練習の開始に使う地図（シート記法）</translation>
    </message>
    <message>
        <source>A practice map is for a solo game.</source>
        <translation>練習用の地図はソロゲーム専用です。</translation>
    </message>
    <message>
        <source>The practice map cannot be read: {reason}</source>
        <translation>練習用の地図を読み込めません：{reason}</translation>
    </message>
    <message>
        <source>Skills mini-expansion (three skills paid for with coins; costs not confirmed)</source>
        <translation>スキルのミニ拡張（コインで使う3枚のスキル。コストは未確認）</translation>
    </message>
    <message>
        <source>Add the four promo ambushes</source>
        <translation>プロモの待ち伏せカード4枚を加える</translation>
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
        <translation>外交</translation>
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
        <translation>地図を描く：カードから形状1つと地形種別1つを選びます。回転・反転は自由ですが、マップ外にはみ出したり、埋まっているマス・山・不毛の地に重ねたりはできません。既にある地形に隣接させる必要はありません。どの形状も記入できなければ、任意の場所にカードの地形種別で1×1を記入します。</translation>
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
        <translation>待ち伏せ：矢印の方向にいるプレイヤーが、あなたの地図にモンスターの形状を記入します（回転・反転は自由）。ソロでは、指定された隅から端に沿って場所を探します。</translation>
    </message>
    <message>
        <source>Solo: subtract the four scoring cards&apos; solo values from your score; the result earns a title from the queen.</source>
        <translation>ソロ：4枚の得点カードのソロ値の合計を得点から差し引きます。その結果に応じて女王から称号を授かります。</translation>
    </message>
    <message>
        <source>Skills: once per season you may use one of the three skills, paying its coins from your coin track; spent coins no longer score. You cannot pay coins you do not have. The costs are not confirmed by any public source.</source>
        <translation>スキル：各季節に1回、公開されている3枚のスキルのどれか1つを、コイントラックのコインを支払って使えます。支払ったコインは得点になりません。持っていないコインは支払えません。コストは公開資料で確認できていません。</translation>
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
        <translation>アクロバット（待ち伏せカードの公開時）：あなたの地図のモンスターを、指定された形状ではなく2×1で記入します。</translation>
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
        <translation>忍び足（製図フェイズ）：形状が地図の端からはみ出しても構いません。はみ出した部分は記入しません。</translation>
    </message>
    <message>
        <source>Your drawing stays hidden from the others until everyone has confirmed; until then you can undo it.</source>
        <translation>あなたの記入は、全員が確定するまで他のプレイヤーには見えません。それまでは取り消せます。</translation>
    </message>
</context>
<context>
    <name>cartographers_view</name>
    <message>
        <source>{name}&apos;s map — side {side}: {map}</source>
        <translation>{name}の地図 — {side}面：{map}</translation>
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
        <translation>あなたはこの地図にモンスターを記入しています。</translation>
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
        <source>coins {n}</source>
        <translation>コイン{n}</translation>
    </message>
    <message>
        <source>monsters {n}</source>
        <translation>モンスター{n}</translation>
    </message>
    <message>
        <source>Total so far: {n} stars</source>
        <translation>ここまでの合計：{n}点</translation>
    </message>
    <message>
        <source>Season: {season}</source>
        <translation>季節：{season}</translation>
    </message>
    <message>
        <source>Time {time} of {threshold} · edicts {a} and {b}</source>
        <translation>時間 {time}／{threshold} · 勅命 {a} と {b}</translation>
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
        <source>Now: {n} stars on this map.</source>
        <translation>現在、この地図で{n}点です。</translation>
    </message>
    <message>
        <source>The maps are finished.</source>
        <translation>地図が完成しました。</translation>
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
        <translation>待っています：{names}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
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
        <translation>飛ばす：地図に空きがありません</translation>
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
        <source>Skills (costs not confirmed)</source>
        <translation>スキル（コストは未確認）</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>{name}&apos;s map</source>
        <translation>{name}の地図</translation>
    </message>
    <message>
        <source>{terrain}, shape {n}, at {square}</source>
        <translation>{terrain}、形状{n}、{square}</translation>
    </message>
    <message>
        <source>{terrain} at {square}</source>
        <translation>{square}に{terrain}</translation>
    </message>
    <message>
        <source>{terrain} 1×1 at {square}</source>
        <translation>{terrain}の1×1、{square}</translation>
    </message>
    <message>
        <source>Monsters at {square}</source>
        <translation>モンスター、{square}</translation>
    </message>
    <message>
        <source>{skill} · {cost:coin|coins}</source>
        <translation>{skill} · コイン{cost}枚</translation>
    </message>
    <message>
        <source>Use {skill} ({cost:coin|coins})</source>
        <translation>{skill}を使う（コイン{cost}枚）</translation>
    </message>
    <message>
        <source>Monster 1×1 at {square}</source>
        <translation>モンスターの1×1、{square}</translation>
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
        <translation>{name}：{victim}の地図にモンスターを記入してください。</translation>
    </message>
    <message>
        <source>{name}: choose a shape and a terrain, then draw it on your map.</source>
        <translation>{name}：形状と地形種別を選び、自分の地図に記入してください。</translation>
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
        <source>{name}: {title} — {score} stars</source>
        <translation>{name}：{title} — {score}点</translation>
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
        <source>Season</source>
        <translation>季節</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>得点</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
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
        <source>{game} is for {minimum} to {maximum} players, not {players}.</source>
        <translation>{game}のプレイ人数は{minimum}〜{maximum}人です（{players}人では遊べません）。</translation>
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
        <source>This {game} game was saved under older rules (version {saved}). It goes on under today&apos;s rules (version {current}), so the table may differ from when it was saved.</source>
        <translation>この{game}のゲームは古いルール（バージョン{saved}）で保存されました。ここからは現在のルール（バージョン{current}）で続くため、テーブルの様子が保存したときと異なる場合があります。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>home</name>
    <message>
        <source>Cartographers</source>
        <translation>カートグラファー</translation>
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
        <translation>スタートレックCCG 第2版</translation>
    </message>
    <message>
        <source>Draw the map of the realm, season by season. Solo or 1–6 players.</source>
        <translation>季節ごとに王国の地図を描き進めます。ソロまたは1〜6人。</translation>
    </message>
    <message>
        <source>Smuggle contraband to the cartel, move the market, stash your share. 3–6 players, 30–60 minutes.</source>
        <translation>禁制品をカルテルへ密輸し、相場を動かし、分け前を蓄財します。3〜6人、30〜60分。</translation>
    </message>
    <message>
        <source>Take loot or steal a whole pile, then buy the market. 3–5 players.</source>
        <translation>戦利品を取るか、山ごと奪い、市場で買い物をします。3〜5人。</translation>
    </message>
    <message>
        <source>Explore the galaxy with your mother ship. 3–4 players.</source>
        <translation>母船で銀河を探検します。3〜4人。</translation>
    </message>
    <message>
        <source>Missions, dilemmas and crews. 2 players.</source>
        <translation>ミッション、ジレンマ、そして乗組員。2人。</translation>
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
        <translation>今日の地図</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>Board and card games on one computer: pass the laptop, or play against bots.</source>
        <translation>1台のパソコンで遊ぶボードゲームとカードゲーム。回して遊ぶのも、ボット相手に遊ぶのも自由です。</translation>
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
        <source>Best maps of the day:</source>
        <translation>今日の地図の自己ベスト：</translation>
    </message>
    <message>
        <source>damaged: cannot continue</source>
        <translation>破損：続行できません</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>地図製作者</translation>
    </message>
</context>
<context>
    <name>new_game</name>
    <message>
        <source>New game: {game}</source>
        <translation>新しいゲーム：{game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Seed (optional, replays the same shuffle)</source>
        <translation>シード（任意。同じシャッフルを再現します）</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>席{n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人</translation>
    </message>
    <message>
        <source>Bot (greedy)</source>
        <translation>ボット（貪欲）</translation>
    </message>
    <message>
        <source>Bot (random)</source>
        <translation>ボット（ランダム）</translation>
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
        <source>Seat {n} needs a name.</source>
        <translation>席{n}に名前を入れてください。</translation>
    </message>
    <message>
        <source>Two seats are called “{name}”; the log needs different names.</source>
        <translation>「{name}」という名前の席が2つあります。記録のため別々の名前にしてください。</translation>
    </message>
    <message>
        <source>The seed must be a whole number (or left empty).</source>
        <translation>シードは整数で入力してください（空欄でも構いません）。</translation>
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
        <source>Your name (for Today&apos;s map)</source>
        <translation>あなたの名前（今日の地図用）</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速く</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>すぐに</translation>
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
        <translation>積み込めるのは縦列の一番下のカードだけです（{column}列目）。</translation>
    </message>
    <message>
        <source>A second card must come from the same column (column {column}).</source>
        <translation>2枚目は同じ縦列から取ります（{column}列目）。</translation>
    </message>
    <message>
        <source>There is no card there (column {column}).</source>
        <translation>そこにカードはありません（{column}列目）。</translation>
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
        <translation>ハブの{row}段目にカードはありません。</translation>
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
        <translation>{seat}が{column}列目から{cargo}{size}を積み込みました（積載 {load}/{capacity}）。</translation>
    </message>
    <message>
        <source>New hub card in column {column}: {cargo} {size}.</source>
        <translation>{column}列目に新しいカード：{cargo}{size}。</translation>
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
        <translation>最大セット{cargo}：価値 {before} → {after}（{delta}）。</translation>
    </message>
    <message>
        <source>Smallest set {cargo}: price {before} → {after} ({delta}).</source>
        <translation>最小セット{cargo}：価値 {before} → {after}（{delta}）。</translation>
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
        <source>{picks:card was|cards were} loaded this turn; no more may be loaded.</source>
        <translation>この手番ですでに{picks}枚積み込みました。これ以上は積めません。</translation>
    </message>
    <message>
        <source>The discards are shuffled into a new draw pile ({cards:card|cards}).</source>
        <translation>捨て札をシャッフルして新しい山札にしました（{cards}枚）。</translation>
    </message>
    <message>
        <source>{seat} jettisons hub row {row} ({cards:card|cards} discarded).</source>
        <translation>{seat}がハブの{row}段目を投棄しました（{cards}枚を捨て札に）。</translation>
    </message>
    <message>
        <source>{seat} stashes a set face down ({cards:card|cards}).</source>
        <translation>{seat}が1セットを伏せて蓄財しました（{cards}枚）。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} stashed {cargo}, {cards:card|cards}.</source>
        <translation>（{seat}にだけ見えています）{seat}は{cargo}を{cards}枚蓄財しました。</translation>
    </message>
    <message>
        <source>{seat} discards the remaining sets ({cards:card|cards}).</source>
        <translation>{seat}が残りのセットを捨て札にしました（{cards}枚）。</translation>
    </message>
    <message>
        <source>{seat} takes the {ship} from the shipyard (capacity {capacity}, value {value}).</source>
        <translation>{seat}が造船所から{ship}を受け取りました（積載量{capacity}、価値{value}）。</translation>
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
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>{seats} tied on {total} points; the higher contraband score ranks first.</source>
        <translation>{seats}が{total}点で同点。禁制品の得点が高い方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total} points and on contraband; the higher score from a single cargo ranks first.</source>
        <translation>{seats}が{total}点、禁制品の得点も同点。1種類の禁制品による得点が高い方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total} points, contraband and best cargo; fewer contraband cards ranks first.</source>
        <translation>{seats}が{total}点、禁制品の得点、1種類の得点も同点。禁制品カードの枚数が少ない方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total} points and on every tie-break: they share the place.</source>
        <translation>{seats}が{total}点で、すべてのタイブレークでも同点。順位を分かち合います。</translation>
    </message>
    <message>
        <source>Ship abilities (the rules suggest leaving them off in a first game)</source>
        <translation>宇宙船の能力を使う（初めて遊ぶときは使わないことがルールで勧められています）</translation>
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
        <translation>得点：蓄財したカード1枚ごとにその種類の価値、さらに宇宙船の価値を加えます。同点なら禁制品の得点が高い方、次に1種類の得点が高い方、次にカードが少ない方。それでも同点なら勝利を分かち合います。</translation>
    </message>
    <message>
        <source>Reconstructed card values: the publisher never published the card list, so sizes, capacities and ship values here are a reconstruction that fits every fact in the rules.</source>
        <translation>カードの数値は再構成です：出版社はカードリストを公開していないため、サイズ・積載量・宇宙船の価値は、ルールのすべての記述に合うよう再構成したものです。</translation>
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
        <translation>{n}列目</translation>
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
        <translation>{n}段目</translation>
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
        <source>Draw pile: {n} cards</source>
        <translation>山札：{n}枚</translation>
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
        <source>Discard pile: {n} cards</source>
        <translation>捨て札：{n}枚</translation>
    </message>
    <message>
        <source>Shipyard ({n} ships)</source>
        <translation>造船所（残り{n}隻）</translation>
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
        <translation>価値{v}</translation>
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
        <translation>{name}：積載量{capacity}、価値{value}</translation>
    </message>
    <message>
        <source>Used with {n} or more players.</source>
        <translation>{n}人以上で使用します。</translation>
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
        <source>Stash: {n} cards face down</source>
        <translation>蓄財：伏せたカード{n}枚</translation>
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
        <source>{cargo} × {n}: {points} points now</source>
        <translation>{cargo}×{n}：現在{points}点</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
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
        <source>Load {cargo} {size} from column {column}</source>
        <translation>{column}列目の{cargo}{size}を積む</translation>
    </message>
    <message>
        <source>(row {row})</source>
        <translation>（{row}段目）</translation>
    </message>
    <message>
        <source>Jettison hub row {row}</source>
        <translation>ハブの{row}段目を投棄する</translation>
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
        <translation>カード</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>価値</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Pass to {name}</source>
        <translation>{name}さんに交代</translation>
    </message>
    <message>
        <source>Only {name} should look now. The table shows nothing private until then.</source>
        <translation>ここからは{name}さんだけが画面を見てください。それまで非公開の情報は表示されません。</translation>
    </message>
    <message>
        <source>I am {name} — show my table</source>
        <translation>{name}です — 自分の画面を表示</translation>
    </message>
    <message>
        <source>{names} wins!</source>
        <translation>{names}の勝利！</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>勝利を分かち合いました：{names}</translation>
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
        <source>Show the table</source>
        <translation>テーブルを表示</translation>
    </message>
    <message>
        <source>Your moves (Enter plays the selected one)</source>
        <translation>選べる手（Enterキーで選択中の手を実行）</translation>
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
        <source>Menu</source>
        <translation>メニュー</translation>
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
        <translation>地図をコピー</translation>
    </message>
    <message>
        <source>Copy map as text</source>
        <translation>地図をテキストでコピー</translation>
    </message>
    <message>
        <source>Practise…</source>
        <translation>練習…</translation>
    </message>
    <message>
        <source>Practise on a map…</source>
        <translation>地図で練習する…</translation>
    </message>
    <message>
        <source>This table could not be drawn. The game is saved: choose Menu, then Continue it.</source>
        <translation>このテーブルを表示できませんでした。ゲームは保存されています。「メニュー」から続きを遊んでください。</translation>
    </message>
    <message>
        <source>The error is written in {path}.</source>
        <translation>エラーの内容は {path} に書き出しました。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>{name}さんを待っています。</translation>
    </message>
    <message>
        <source>{name} (bot) is thinking…</source>
        <translation>{name}（ボット）が考えています…</translation>
    </message>
    <message>
        <source>The map is on the clipboard in the sheet notation.</source>
        <translation>地図をシート記法でクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>Practise on a map</source>
        <translation>地図で練習する</translation>
    </message>
    <message>
        <source>Map sheets (*.txt);;All files (*)</source>
        <translation>地図シート (*.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>ヒント：{move}</translation>
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
        <source>{card} is out of reach: {missing} more matching dice or gold tokens are needed.</source>
        <translation>{card}は買えません。対応するダイスか金貨トークンがあと{missing}個必要です。</translation>
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
        <translation>まず取るのを終える（完了）か、取り消してください。</translation>
    </message>
    <message>
        <source>First finish the steal (Done), or cancel it.</source>
        <translation>まず盗みを終える（完了）か、取り消してください。</translation>
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
        <translation>まず{card}の支払いを終えるか、購入を取り消してください。</translation>
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
        <translation>ラウンド{round}：{seat}が盗品ダイスを振りました：{dice}。</translation>
    </message>
    <message>
        <source>{seat} takes {dice} from the centre.</source>
        <translation>{seat}が中央から{dice}を取りました。</translation>
    </message>
    <message>
        <source>{seat} steals {victim}&apos;s pile, keeps {dice} and returns {returned:object|objects}.</source>
        <translation>{seat}が{victim}のパイルを盗み、{dice}を残して{returned}個を中央に戻しました。</translation>
    </message>
    <message>
        <source>(Only {seat} sees this) {seat} gains {infamy:infamy token|infamy tokens}.</source>
        <translation>（{seat}にだけ見えています）{seat}は悪名トークンを{infamy}枚獲得しました。</translation>
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
        <source>{seats} tied on {total}; more cards ranks first.</source>
        <translation>{seats}が{total}点で同点。カードが多い方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on {total} and on cards; more infamy tokens ranks first.</source>
        <translation>{seats}が{total}点、カードの枚数も同じ。悪名トークンが多い方が上位です。</translation>
    </message>
    <message>
        <source>{seats} tied on every count and share the place.</source>
        <translation>{seats}はすべて同点で、順位を分かち合います。</translation>
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
        <source>If another pile holds {objects} or more objects after the loot is shared, gain {infamy:infamy token|infamy tokens}.</source>
        <translation>盗品の分配後、他のパイルにオブジェクトが{objects}つ以上あれば、悪名トークンを{infamy}枚獲得します。</translation>
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
        <source>At the end: {vp:point|points} for every {set_size} {icon} icons (this card counts).</source>
        <translation>ゲーム終了時：{icon}アイコン{set_size}つにつき{vp}点（このカードも数えます）。</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for each of your other cards.</source>
        <translation>ゲーム終了時：あなたの他のカード1枚につき{vp}点。</translation>
    </message>
    <message>
        <source>At the end: {vp:point|points} for every {per} infamy tokens.</source>
        <translation>ゲーム終了時：悪名トークン{per}枚につき{vp}点。</translation>
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
        <source>{n} {face}</source>
        <translation>{face}{n}個</translation>
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
        <source>{n} times per round</source>
        <translation>ラウンドに{n}回</translation>
    </message>
    <message>
        <source>As often as you like</source>
        <translation>何度でも</translation>
    </message>
    <message>
        <source> or </source>
        <translation>か</translation>
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
        <translation>人間みたいな水牛</translation>
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
        <translation>大漁</translation>
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
        <translation>ワット</translation>
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
        <source>picked</source>
        <translation>選択中</translation>
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
        <source>Deck {deck}
{n} left</source>
        <translation>{deck}デッキ
残り{n}枚</translation>
    </message>
    <message>
        <source>{name} · gold {gold} · infamy {infamy} · cards {cards}</source>
        <translation>{name} · 金貨{gold} · 悪名{infamy} · カード{cards}</translation>
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
        <source>Take everything</source>
        <translation>全部取る</translation>
    </message>
    <message>
        <source>Buying: {n:purchase|purchases} left</source>
        <translation>購入：残り{n}回</translation>
    </message>
    <message>
        <source>{card}: a die becomes {face}</source>
        <translation>{card}：ダイスを{face}にする</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>{card}を使う</translation>
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
    <message>
        <source>Done buying</source>
        <translation>購入を終える</translation>
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
        <translation>選択を1つ戻す</translation>
    </message>
    <message>
        <source>Still to pay for {card}: {cost}</source>
        <translation>{card}の残りの支払い：{cost}</translation>
    </message>
    <message>
        <source>Take {object} from the centre</source>
        <translation>中央から{object}を取る</translation>
    </message>
    <message>
        <source>Send {object} back to the centre</source>
        <translation>{object}を中央に戻す</translation>
    </message>
    <message>
        <source>Put back the pick: {object}</source>
        <translation>選択をやめる：{object}</translation>
    </message>
    <message>
        <source>Steal {name}&apos;s pile</source>
        <translation>{name}のパイルを盗む</translation>
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
        <source>Cancel the purchase</source>
        <translation>購入を取り消す</translation>
    </message>
    <message>
        <source>Cancel: take or steal something else</source>
        <translation>取り消す：別のものを取るか盗む</translation>
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
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
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
        <translation>部下</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金貨</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
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
        <source>{n}G</source>
        <translation>緑{n}</translation>
    </message>
    <message>
        <source>{n}W</source>
        <translation>白{n}</translation>
    </message>
    <message>
        <source>{n}B</source>
        <translation>青{n}</translation>
    </message>
    <message>
        <source>{n}R</source>
        <translation>赤{n}</translation>
    </message>
</context>
</TS>
