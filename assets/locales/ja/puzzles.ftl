# Machine-drafted Japanese translation (2026-12); awaiting review by a native speaker.
# パズル：解答が最善である理由（src/lang/puzzles.rs）。
#
# Variables: numbers are numbers; $action is an action's name; $indirect is "yes" where
# indirect attacks are played (Advanced), otherwise "no".

puzzle-solution = 解答：{ $action }。このラウンドに勝つ確率は{ $percent }%。ほかのどの行動も{ $next }%を超えません（あなたから見える情報だけで判定、R7.2）。
puzzle-why-attack-hits = { level-basic }ルールでは直接攻撃はすぐに命中します。距離{ $value }で「{ $value }」を出せばラウンドに勝ちます（R4.2）。
puzzle-why-unparriable = 「{ $value }」{ $count }枚の直接攻撃は決して受け流せません。各数字のカードは5枚しかありません（R4.4）。
puzzle-why-cannot-parry = { $open ->
    [yes] 相手の公開された手札には{ $unseen ->
        [0] 「{ $value }」がありません
       *[other] 「{ $value }」が{ $unseen }枚しかありません
    }（D4）
   *[no] { $unseen ->
        [0] 「{ $value }」はすべて見えています
       *[other] 見えていない「{ $value }」は{ $unseen }枚だけです
    }
}。相手は「{ $value }」{ $count }枚を受け流すことも後退することもできず、攻撃は命中します（R5.1、R5.4）。
puzzle-why-parry = 受け流せばラウンドは続き、その後あなたは通常の手番を行えます。反撃もできます（R5.3）。
puzzle-why-parry-at-pile-end = 受け流せば命中は防げます。山札は尽きているので手番は続かず、山札切れの判定でラウンドが決まります（R6.3）。
puzzle-why-pile-end = 補充で最後のカードを引きます。距離{ $distance }で「{ $distance }」を{ $held }枚持っていられ、山札切れではまず距離と同じ数字のカードを数えます（R6.3）。
puzzle-why-out-of-reach = 距離{ $distance }では、相手の次の手番にどの攻撃も届きません（{ $indirect ->
    [yes] R4.2、R4.3
   *[no] R4.2
}）。
puzzle-why-no-attack-left = 距離{ $distance }では、{ $open ->
    [yes] 相手の公開された手札に攻撃できるカードがありません（D4）
   *[no] 相手が攻撃に必要なカードはすべて見えています
}。相手は次の手番に攻撃できません（{ $indirect ->
    [yes] R4.2、R4.3
   *[no] R4.2
}）。
puzzle-why-threat = 距離{ $distance }で「{ $distance }」を{ $held }枚持っていられます。次の手番の攻撃の準備です（R4.2）。
puzzle-why-judged = 一つのルールだけでは決まりません。ほかのどの行動もラウンドに勝つ確率がずっと低くなります（見えている情報で判定、R7.2）。

## パズル画面（src/ui/puzzles.rs）

puzzles = パズル
puzzles-unreadable = パズルを読み込めません：{ $why }
puzzles-about = 実際の試合から選んだ{ $count }の局面。どれも一つの行動がほかのすべてよりずっと優れています（決める側から見える情報で判定）。それを見つけてください。
puzzles-daily = 今日のパズル
puzzles-daily-new = 今日は誰にとっても同じパズルです。
puzzles-daily-solved = 今日は正解しました。
puzzles-daily-missed = 今日は挑戦済み、不正解でした。
puzzles-play-daily = 今日のパズルを解く
puzzles-trainer = トレーニング
puzzles-your-rating = あなたのパズルレーティング：{ $rating } ± { $margin }・連続正解 { $streak }（最高 { $best }）
puzzles-play-trainer = 次のパズル
puzzles-statistics = 統計
puzzles-counts = 挑戦 { $tried }問、初回で正解 { $solved }問（{ $percent }%）。
puzzle-heading = パズル・{ $level }・レーティング { $rating }
puzzle-heading-daily = 今日のパズル・{ $level }・レーティング { $rating }
puzzle-find = あなたは{ $side }です。ほかのすべてよりずっと優れた行動が一つあります。見つけてください。
puzzle-solved = 正解：{ $action }。
puzzle-missed = 違います：{ $action }。
puzzle-rating-moved = パズルレーティング：{ $before } → { $after }・連続正解 { $streak }
puzzle-not-counted = 挑戦済みのパズルです。この挑戦ではレーティングは変わりません。
puzzle-show-why = 理由を見る
puzzle-try-again = もう一度
puzzle-next = 次のパズル
puzzle-all = パズル一覧
puzzle-unseen = 見えていないカード（数字ごと）— { $cards }（相手の手札と山札。山札は{ $pile }枚）
puzzle-unseen-open = 山札のカード（相手の手札は公開）、数字ごと — { $cards }（全{ $pile }枚）
