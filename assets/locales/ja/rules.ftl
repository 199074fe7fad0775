# Machine-drafted Japanese translation (2026-12); awaiting review by a native speaker.

# The rules' own words: the sides, the levels, the Duell cards, the actions, and why the
# rules refuse a move (each names its rule in RULES.md).
#
# Variables: $person is "you" when the subject is the one person at this computer,
# "other" otherwise; $who is the subject's name. Numbers are numbers ($count, $value…),
# so that a plural form can be chosen (Japanese has no plural forms: no select needed).
#
# Terms (from the Japanese rulebook): 前進 advance, 後退 retreat, 攻撃 attack,
# 通常攻撃 direct attack (the rulebook's 「通常の攻撃」), 移動攻撃 indirect attack,
# 受け流し parry, ピスト piste, マス space, 山札 draw pile, 捨て札 discard pile,
# 手札 hand, ラウンド round, 試合 match, 剣士 fencer; levels 基本/標準/発展 ゲーム.

side-left = 左の剣士
side-right = 右の剣士
you = あなた
# A computer player's name: $level is one of the bot-level-… texts.
computer-name = コンピュータ（{ $level }）

bot-level-random = ランダム
bot-level-beginner = 入門
bot-level-easy = 初級
bot-level-normal = 中級
bot-level-hard = 上級
bot-level-expert = 達人
bot-level-reflex = 反射

level-basic = 基本
level-standard = 標準
level-advanced = 発展
level-duell = Duell

duell-d1 = 通常のラウンド
duell-d2 = 勝者は2点を得る
duell-d3 = 先手のプレイヤーがD4〜D7から1枚を選ぶ
duell-d4 = 手札公開
duell-d5 = 後退禁止
duell-d6 = 手札3枚
duell-d7 = 各自10枚、山札なし
# A Duell card with what it does: $card is "D4", $text its duell-… text.
duell-card = { $card }：{ $text }

# A number of cards of one value: "a 4", "two 4s" (「4」1枚, 「4」2枚).
cards-of = 「{ $value }」{ $count }枚

# An action, as a button's hover text and the hint name it (lower case, no subject).
action-advance = 「{ $card }」で前進
action-retreat = 「{ $card }」で後退
action-attack = { $cards }で攻撃
action-advance-attack = 「{ $card }」で前進し、{ $cards }で攻撃
action-parry = 受け流し
action-retreat-from-attack = 「{ $card }」で後退して攻撃をかわす

# An attack: $cards is a cards-of text.
attack-direct = { $cards }による通常攻撃
attack-indirect = { $cards }による移動攻撃

# Why the rules refuse an action.
error-round-over = このラウンドは終了しています(R6)
error-not-your-turn = 今は{ $got }ではなく{ $expected }の手番です(R4)
error-no-such-value = 「{ $value }」はカードの数字ではありません(カードは1〜5、R1.2)
error-zero-count = 攻撃には少なくとも1枚のカードが必要です(R4.2)
error-not-in-hand = 「{ $value }」が{ $need }枚必要ですが、持っているのは{ $have }枚です(R4)
error-leaves-piste = 「{ $card }」で動くとピストの外に出てしまいます(マスは1〜23、R4.1)
error-reaches-opponent = 「{ $card }」で前進すると、距離{ $distance }の相手に届くか追い越してしまいます(R4.1)
error-wrong-attack-value = 攻撃のカードは距離と同じ「{ $distance }」でなければなりません(「{ $value }」は不可、R4.2)
error-basic-single-card = 基本ゲームでは、攻撃はちょうど1枚のカードで行います(R4.2)
error-indirect-not-allowed = 移動攻撃は発展ゲームでのみ使えます(R3, R4.3)
error-backward-not-allowed = このラウンドは後ろに動けません(Duell D5, R8)
error-no-attack-to-answer = 応じるべき攻撃がありません：受け流しと後退は攻撃に応じる手です(R5)
error-must-answer-attack = まず攻撃（{ $attack }）に応じてください：受け流すか、移動攻撃なら後退します(R5)
error-cannot-parry = 受け流すには「{ $value }」が{ $count }枚必要です(R5.1)
error-retreat-only-from-indirect = 後退で応じられるのは移動攻撃に対してだけです(R5.2)
error-round-in-progress = ラウンドはまだ続いています(R6.4)
error-match-over = 試合は終了しています(R2.1)
error-awaiting-duell-choice = { $who }がこのラウンドの特殊カードを選ぶのを待っています(D3, R8)
error-no-duell-choice-pending = 今は特殊カードを選ぶ場面ではありません(D3, R8)
error-bad-duell-choice = D3では、先手のプレイヤーがD4、D5、D6、D7のいずれかを選びます(R8)

# What the picked cards do not make (the action buttons' hover texts).
pick-one-to-move = カードをちょうど1枚選んでください：その数字が移動するマス数です
pick-attack-cards = 距離と同じ「{ $distance }」のカードを1枚以上選んでください
pick-advance-attack = 前進用のカード1枚と、攻撃用のカードを選んでください
pick-no-move-that-way = 「{ $card }」ではその方向に動けません

intent-advance = 前進
intent-retreat = 後退
intent-attack = 攻撃
intent-advance-attack = 移動攻撃
intent-parry = 受け流し

# One step of a match record: $who is a side's name, $action an action-… text.
step-act = { $who }：{ $action }
step-next-round = 次のラウンド
step-out-of-time = { $who }の持ち時間切れ
step-duell-card = { $who }が{ $card }を選択（{ $text }）

# The computer levels' fencers on the ladder: a name and a style in one line.
fencer-random =
    .name = 新人レミ
    .style = 出せるカードを無作為に出す
fencer-beginner =
    .name = 見習いのベア
    .style = 不注意だが、見え見えの攻撃には決して飛び込まない
fencer-easy =
    .name = クラブ剣士カール
    .style = カードを数えるが、ときどき抜かりがある
fencer-normal =
    .name = 主将ノラ
    .style = カードを数え、常に経験則で最善と思える手を打つ
fencer-hard =
    .name = 師範ユーゴ
    .style = 見えている情報から、何千通りもの先の展開を読む
fencer-expert =
    .name = 大師範エレナ
    .style = ユーゴの4倍の時間をかけて読む
fencer-reflex =
    .name = 決闘者レックス
    .style = 攻撃できれば必ず攻撃し、受け流せれば必ず受け流す
# A level in the set-up's list: $level a bot-level-… text, $fencer its fencer's name, $elo its rating.
ladder-rung = { $level }――{ $fencer }・{ $elo }
ladder-rung-same = { $level } — { $fencer } · { $elo }（測定した対戦では{ $below }より強いとは言えません）
