# Machine-drafted Japanese translation (2026-12); awaiting review by a native speaker.
# パズル：解答が最善である理由（src/lang/puzzles.rs）。
#
# Variables: numbers are numbers; $action is an action's name; $indirect is "yes" where
# indirect attacks are played (Advanced), otherwise "no".

puzzle-solution = 解答：{ $action }。このラウンドに勝つ確率は{ $percent }%。ほかのどの行動も{ $next }%を超えません（あなたから見える情報だけで判定、R7.2）。
puzzle-why-attack-hits = ベーシックでは直接攻撃はすぐに命中します。距離{ $value }で「{ $value }」を出せばラウンドに勝ちます（R4.2）。
puzzle-why-unparriable = 「{ $value }」{ $count }枚の攻撃は決して受け流せません。各数字のカードは5枚しかありません（R4.4）。
puzzle-why-cannot-parry = { $unseen ->
    [0] 「{ $value }」はすべて見えています
    [1] 見えていない「{ $value }」は1枚だけです
   *[other] 見えていない「{ $value }」は{ $unseen }枚だけです
}。相手は「{ $value }」{ $count }枚を受け流せないので、攻撃は命中します（R5.1、R5.4）。
puzzle-why-parry = 受け流せばラウンドは続き、その後あなたは通常の手番を行えます。反撃もできます（R5.3）。
puzzle-why-pile-end = 山札がもうすぐ尽きます。距離{ $distance }で「{ $distance }」を{ $held }枚持っていられ、山札切れではまず距離と同じ数字のカードを数えます（R6.3）。
puzzle-why-out-of-reach = 距離{ $distance }では、相手の次の手番にどの攻撃も届きません（{ $indirect ->
    [yes] R4.2、R4.3
   *[no] R4.2
}）。
puzzle-why-no-attack-left = 距離{ $distance }では、相手が攻撃に必要なカードはすべて見えています。相手は次の手番に攻撃できません（{ $indirect ->
    [yes] R4.2、R4.3
   *[no] R4.2
}）。
puzzle-why-threat = 距離{ $distance }で「{ $distance }」を{ $held }枚持っていられます。次の手番の攻撃の準備です（R4.2）。
puzzle-why-judged = 一つのルールだけでは決まりません。ほかのどの行動もラウンドに勝つ確率がずっと低くなります（見えている情報で判定、R7.2）。
