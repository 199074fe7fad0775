# Machine-drafted Japanese translation (2026-12); awaiting review by a native speaker.

# The match: the log, the panels around the piste, the parry prompt, the ends of rounds
# and matches.
#
# Variables: $who, $winner, $loser are names; $person, $winner_person, $loser_person are
# "you" for the one person at this computer, "other" otherwise. $cards is a cards-of text
# ("two 4s" = 「4」2枚); numbers are numbers (Japanese has no plural forms).
#
# Style: logs and round results in the plain form, with あなた as the subject (both
# players' lines stand side by side); prompts and explanations in the polite form, the
# subject omitted where the player is addressed.

## Why a round ended

result-draw = 山札切れ：どちらの剣士も優位に立てず――引き分け
hit-by-direct = { $cards }での攻撃
hit-by-indirect = { $cards }での移動攻撃
result-hit = { $person ->
    [you] あなたに{ $attack }が命中
   *[other] { $loser }に{ $attack }が命中
}
result-last-chance = 山札切れ：{ $winner_person ->
    [you] あなたが最後の機会に「{ $distance }」で攻撃し、{ $loser }に命中
   *[other] { $winner }が最後の機会に「{ $distance }」で攻撃し、{ $loser_person ->
        [you] あなた
       *[other] { $loser }
    }に命中
}
result-no-legal-move = { $person ->
    [you] あなたには可能な手がない
   *[other] { $loser }には可能な手がない
}
result-cards-at-distance = 山札切れ：「{ $distance }」のカード{ $winner_cards }枚対{ $loser_cards }枚
result-advanced-further = 山札切れ：{ $person ->
    [you] あなたのほうが遠くまで前進
   *[other] { $winner }のほうが遠くまで前進
}（{ $winner_spaces }マス対{ $loser_spaces }マス）
result-advanced-further-even = 山札切れ：「{ $distance }」は互いに{ $cards }枚で同数。次に{ $person ->
    [you] あなたが
   *[other] { $winner }が
}より前進していた（{ $winner_spaces }マス対{ $loser_spaces }マス）
result-draw-even = 山札切れ：「{ $distance }」は互いに{ $cards }枚、前進した距離も同じ — 引き分け

## The log

log-advance = { $person ->
    [you] あなたは「{ $card }」でマス{ $to }へ前進した
   *[other] { $who }は「{ $card }」でマス{ $to }へ前進した
}
log-retreat = { $person ->
    [you] あなたは「{ $card }」でマス{ $to }へ後退した
   *[other] { $who }は「{ $card }」でマス{ $to }へ後退した
}
log-attack = { $person ->
    [you] あなたは{ $cards }で攻撃した
   *[other] { $who }は{ $cards }で攻撃した
}
log-advance-attack = { $person ->
    [you] あなたは「{ $card }」でマス{ $to }へ前進し、{ $cards }で攻撃した
   *[other] { $who }は「{ $card }」でマス{ $to }へ前進し、{ $cards }で攻撃した
}
log-parry = { $person ->
    [you] あなたは受け流した
   *[other] { $who }は受け流した
}
log-retreat-from-attack = { $person ->
    [you] あなたは「{ $card }」でマス{ $from }からマス{ $to }へ後退した
   *[other] { $who }は「{ $card }」でマス{ $from }からマス{ $to }へ後退した
}

## Replays

# A finished match in the Replays list: "You beat Computer (hard) 5–3 · Advanced · 7 rounds · 2026-12-01 14:02".
record-line = { $person ->
    [you] あなたが{ $loser }に
   *[other] { $winner }が{ $loser_person ->
        [you] あなた
       *[other] { $loser }
    }に
}{ $high }–{ $low }で勝利・{ $level }・{ $rounds }ラウンド・{ $when }
log-draw = { $person ->
    [you] あなたは
   *[other] { $who }は
}カードを{ $count }枚引いた
# A round's winner and why: $how is a result-… text.
log-round-won = { $person ->
    [you] あなたが
   *[other] { $who }が
}ラウンドを獲得：{ $how }
log-round-starts = 第{ $round }ラウンド：{ $person ->
    [you] あなたが先手
   *[other] { $who }が先手
}
log-round-from-position = 第{ $round }ラウンド（指定の局面から：マス{ $left }とマス{ $right }）：{ $person ->
    [you] あなたの手番
   *[other] { $who }の手番
}
# A round's first line with its Duell card: $line is a log-round-… text, $card a duell-card text.
log-with-duell-card = { $line }（特殊カード{ $card }）
log-take-back = { $person ->
    [you] あなたは
   *[other] { $who }は
}直前の手を取り消した
# A refused action: $why is an error-… text.
not-allowed = 不可：{ $why }

## The score bar

# A hand's size, on hover over its card backs.
hand-holds = { $person ->
    [you] あなたの手札：
   *[other] { $who }の手札：
}{ $count }枚
# Whose turn it is: $attack is an attack-… text.
turn-answer = { $person ->
    [you] { $attack }に応じてください
   *[other] { $who }が{ $attack }に応じる番
}
turn-play = { $person ->
    [you] あなたの手番
   *[other] { $who }の手番
}
turn-choose-duell-card = { $person ->
    [you] 特殊カードを選んでください
   *[other] { $who }が特殊カードを選択中
}
turn-round-over = ラウンド終了
turn-match-won = { $person ->
    [you] あなたが試合に勝利
   *[other] { $who }が試合に勝利
}
distance = 距離：{ $distance }

## The parry prompt

parry-defend = 防御！
parry-attacked-direct = { $person ->
    [you] あなたの通常攻撃：
   *[other] { $who }の通常攻撃：
}
parry-attacked-indirect = { $person ->
    [you] あなたの移動攻撃：
   *[other] { $who }の移動攻撃：
}
parry-with = { $cards }で受け流す
parry-retreat-to = 「{ $card }」で後退（マス{ $to }へ）
parry-retreat = 「{ $card }」で後退
key-enter = Enter
key-enter-pad = X

## The side panel

menu-button = メニュー（Esc）
menu-button-pad = メニュー（Start）
undo = 取り消し
undo-nothing = このラウンドで最後にカードを引いて以降に、取り消せる手はありません。引いた後の手を取り消すと、山札の次のカードが分かってしまうためです
# The side panel on a small screen: the menu button (its key said on hover), and the toggle that opens the round's log over the piste.
menu-button-short = メニュー
log-toggle = 記録
hint = ヒント
# $level is the bot-level-… text of the level that gives the hint.
hint-tip = { $level }のコンピュータならどうするか聞きます
hint-heading = ヒント：コンピューター（{ $level }）から見たあなたの手
# A hint's move and its chance: $action is an action-… text, $percent 0 to 100.
hint-entry = { $action }：ラウンド勝率{ $percent }%
hint-entry-margin = { $action } — ラウンド勝率 { $percent }%（± { $margin }）
thinking = 思考中…
cards-played = 出されたカード
round-number = 第{ $round }ラウンド
# The level of the match's rules: $level is a level-… text.
level-rules = { $level }ルール

## The table

pile-draw = 山札
    { $count ->
        [0] なし
       *[other] { $count }枚
    }
pile-discard = 捨て札
    { $count ->
        [0] なし
       *[other] { $count }枚
    }

## Duell D3

duell-choice-title = 特殊カードD3
duell-choice-prompt = { $person ->
    [you] このラウンドの特殊カードを選んでください：
   *[other] { $who }、このラウンドの特殊カードを選んでください：
}

## The hot-seat curtain (R9.6)

curtain-answer = { $attacker }の攻撃：{ $attack }。{ $who }が応じてください。
curtain-play = { $who }の手番です。
curtain-hand-over = { $who }に交代してください
curtain-reveal = { $who }です――手札を表示
curtain-or-enter = （またはEnterキー）
curtain-or-enter-pad = （またはAボタン）
# The Left player's name in a hot-seat match when none is typed in the set-up's Names (src/ui/setup.rs); it is then $who in the log, the score bar and the curtain (「左の剣士の手番です。」).
default-name-left = 左の剣士
# The Right player's name in a hot-seat match when none is typed in the set-up's Names (src/ui/setup.rs); it is then $who in the log, the score bar and the curtain (「右の剣士の手番です。」).
default-name-right = 右の剣士

## Between rounds, and the end of the match

whose-hand = { $person ->
    [you] あなたの手札
   *[other] { $who }の手札
}
no-cards = カードなし
round-won = { $person ->
    [you] あなたが第{ $round }ラウンドを獲得
   *[other] { $who }が第{ $round }ラウンドを獲得
}
round-drawn = 第{ $round }ラウンドは引き分け
back-to-match = 試合に戻る
practice-band = 第{ $round }ラウンドの{ $person ->
    [you] あなたの{ $decision }手目
   *[other] { $who }の{ $decision }手目
}から練習中：伏せられたカードは配り直されています。試合のスコアは{ $left }–{ $right }です。
# The same on a small screen (1024 × 600 at 160%): one line beside the way back; the
# score bar shows the match's score too.
practice-band-short = 第{ $round }ラウンドの{ $person ->
    [you] あなたの{ $decision }手目
   *[other] { $who }の{ $decision }手目
}から練習中。試合は{ $left }–{ $right }。
practice-won = { $person ->
    [you] あなたが練習ラウンドに勝利
   *[other] { $who }が練習ラウンドに勝利
}
practice-drawn = 練習ラウンドは引き分け
practice-over = 練習終了：このラウンドは試合に数えられません。試合のスコアは{ $left }–{ $right }です。
next-round = 次のラウンド（Enter）
next-round-pad = 次のラウンド（A）
analyse-round = このラウンドを分析
analyse-last-round = 最後のラウンドを分析
# The score, Left's first.
score = スコア：{ $left }–{ $right }
match-won = { $person ->
    [you] あなたが{ $left }–{ $right }で試合に勝利
   *[other] { $who }が{ $left }–{ $right }で試合に勝利
}
# How the last round ended: $why is a result-… text.
last-round = 最終ラウンド：{ $why }
summary-judging = 試合を振り返っています…
summary-rounds = ラウンド：
summary-draw = 引き分け
summary-round-chip = { $round }. { $who }
summary-best = 最善の判断：ラウンド { $round }、{ $who }：{ $action } — その後のラウンド勝率 { $chance }%
summary-swing = 最大の変動：ラウンド { $round }、{ $who }：{ $action } の後 — 引いたカードと相手の手で { $from }% から { $to }% に
rematch = 再戦
title-screen = タイトル画面

## The hand panel

no-move-reaches = 今はマス{ $space }へ移動できる手はありません。印の付いたマスへは移動できます
your-hand-hidden = { $who }に交代するまで、手札は伏せてあります。
computers-only = コンピュータ同士の対戦です。
is-thinking = { $who }が思考中…
waiting-for = { $who }を待っています
keys-pick = 1〜5キー：その数字のカードを選ぶ
keys-move = ←／→キー：移動
keys-enter = Enter：攻撃または受け流し
# The same help while a gamepad is in use (Xbox names: LB/RB the shoulder buttons).
keys-pick-pad = LB/RB：カードを切り替える・A：そのカードを選ぶ
keys-move-pad = 十字キー←／→：移動
keys-enter-pad = X：攻撃または受け流し・B：選択を外す・Y：ヒント
answer-in-box = 画面上部の枠で攻撃に応じてください：受け流すか、ルールが許せば後退します。
pick-then-act = カードを選んでから行動を選んでください。印の付いたマスをクリックすれば、そこへ移動します。
pick-then-act-pad = LB/RBとAでカードを選んでから、Xで攻撃するか、十字キーで移動してください。
picked = 選択中：

advance-with = 前進に使うカード：
advance-reading = 「{ $card }」でマス{ $space }へ
## The played-cards tracker (R2.4)

tracker-card = カード
tracker-played = 使用済み
tracker-in-hand = あなたの手札
tracker-unseen = 未確認
draw-pile-count = 山札：{ $count }枚

## The analysis of a round or a match

analysis = 分析
cancel = キャンセル
close = 閉じる
# $round is 0 for the whole match.
analysis-judging = { $round ->
    [0] 試合全体
   *[other] 第{ $round }ラウンド
}の手を、各プレイヤー自身の視点から評価しています…
analysis-progress = { $done }／{ $total }
analysis-failed = このラウンドを分析できませんでした：{ $why }
analysis-heading = { $round ->
    [0] 試合全体
   *[other] 第{ $round }ラウンド
}：各手の後のラウンド勝率
analysis-explained = 上級のコンピュータが、手を選んだプレイヤーに見えていた情報だけから評価します。伏せられたカードは決して使いません。小さな点は最善手の勝率です。5ポイント以上損をした手は疑問手、10ポイント以上は悪手、25ポイント以上は大悪手です。自分の手と次の手の間にも、カードの引きと相手の手番で勝率は動きます。その分は別に表示します。
# How the chance moved between two decisions of a player: $sign is "+" or "", $points -100 to 100;
# $other_person is "you" when the other player is the person at this computer.
analysis-swing = {"   "}その後、カードの引きと{ $other_person ->
    [you] あなたの手番
   *[other] { $other }の手番
}で：{ $sign }{ $points }ポイント
# One decision: $n from 1, $action an action-… text, $before and $after 0 to 100.
analysis-decision = { $n }. { $who }：{ $action }――{ $before }% → { $after }%
analysis-round = 第{ $round }ラウンド
analysis-best = 最善（{ $percent }%）：{ $action }
analysis-nothing = このラウンドには評価する手がありません。
try-again = やり直す
try-again-tip = ここから続けてプレイします：伏せられたカードは、その時点で分かっていたことをもとに配り直されます
verdict-inaccuracy = 疑問手
verdict-mistake = 悪手
verdict-blunder = 大悪手
chart-decision = 手
chart-win-percent = 勝率%
chart-best = { $who }：最善手

## The coach

coach = コーチ
# $action and $best are action-… texts, $why a risk-… text, percents 0 to 100.
coach-warning = { $action }？{ $why }：ラウンド勝率{ $percent }%（{ $best }なら{ $best_percent }%）。
coach-warning-plain = { $action }？ラウンド勝率{ $percent }%（{ $best }なら{ $best_percent }%）。
coach-best-because = { $best }：{ $why }。
coach-play-anyway = このまま出す
coach-choose-again = 選び直す
risk-parryable = { $unseen ->
    [1] 残り1枚の未確認の「{ $value }」を相手が持っていれば
   *[other] 未確認の「{ $value }」{ $unseen }枚のうち{ $count }枚を相手が持っていれば
}、受け流される（R5.1）
risk-attack = 「{ $value }」{ $count }枚での攻撃
risk-parry = 受け流し
risk-in-reach = 「{ $distance }」を持っているかもしれない相手と、距離{ $distance }マスになる（未確認{ $unseen }枚、R4.2）
risk-distance = 距離が{ $distance }になる

risk-pile-end = 山札の終わり：残り{ $left }枚。その後は距離と同じ数のカードの枚数、次に前進した距離で決まります（R6.3）
## For screen readers

# A card of the person's hand (a check box, checked when picked).
card-label = カード「{ $value }」
# Where the fencers stand: $left and $right are the panels' names of the players.
position = { $left }はマス{ $left_space }、{ $right }はマス{ $right_space }：距離{ $distance }
# A key 1–5 pressed for a value the hand does not hold.
pick-none-of-value = 手札に「{ $value }」はありません：1〜5キーでその数字のカードを選びます
