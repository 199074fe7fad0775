# Machine-drafted Japanese translation (2026-12); awaiting review by a native speaker.

# The Rules screen: the rules of a match with the options in force (src/lang/rulebook.rs
# picks the paragraphs the level calls for). Rule ids in brackets are RULES.md's.
#
# Variables: $points the target score (1 to 15), $hand_size (1 to 10), $first a side's
# name, $starter "alternate" or "loser", $d2, $tracker, $two and $state "on" or "off".

rulebook-intro = 2人の剣士が23マスのピストで向かい合います。左の剣士はマス1から、右の剣士はマス23から始めます。距離とは、一方から他方までのマス数です。ラウンドは攻撃の命中か、山札の終わりで決着します。ラウンドに勝つと1点{ $d2 ->
    [on] （特殊カードD2のときは2点）
   *[off] {""}
}を得ます。引き分けのラウンドでは得点はありません。先に{ $points }点に達したプレイヤーが試合に勝ちます。(R1, R2.1)

rulebook-round-heading = 各ラウンド
rulebook-round = カードは25枚で、1〜5が5枚ずつです。各ラウンドの始めに両剣士はそれぞれの端に戻り、すべてのカードをシャッフルして、各プレイヤーに{ $hand_size }枚ずつ配ります。残りは裏向きの山札になります。最初のラウンドは{ $first }が先手です。{ $starter ->
    [loser] 以降は前のラウンドに負けたプレイヤーが先手になります（引き分けの後は交互）
   *[alternate] 以降は交互に先手になります
}。手札は秘密です。山札の枚数は誰でも数えられますが、捨て札は一番上のカードしか見られません{ $tracker ->
    [on] ――出たカードの記録がオンなので、このラウンドに出たカードはすべて表示されます
   *[off] {""}
}。(R2.2–R2.4)

rulebook-turn-heading = あなたの手番
rulebook-turn-move = 手番では、カードを出してちょうど1つの行動を行います。パスはできません。移動：カードを1枚出し、その数字とちょうど同じマス数だけ前か後ろに動きます。ピストの外に出ることも、相手に届いたり相手を追い越したりすることもできません。(R4.1)
rulebook-turn-attack-basic = 攻撃：距離と同じ数字のカードを1枚出します。基本ゲームでは攻撃は必ず命中し、ラウンドに勝ちます。(R4.2)
rulebook-turn-attack = 通常攻撃：距離と同じ数字のカードを1枚以上（すべて同じ数字で）出します。剣士は動きません。(R4.2)
rulebook-turn-indirect = 移動攻撃：カード1枚で前進し、続けて新しい距離と同じ数字のカードを1枚以上出して攻撃します。(R4.3)
rulebook-turn-end = 手番の終わりに、山札がある限り、手札が規定の枚数になるまで補充します(R4.6)。手番の始めに可能な行動がなければ、そのラウンドは負けです(R4.7)。攻撃を強いられることはありません(R9.1)。

rulebook-defence-heading = 防御
rulebook-defence-parry = 攻撃を受けたら、すぐに応じます。受け流し：攻撃と同じ数字のカードを、攻撃と同じ枚数だけ出します(R5.1)。3枚以上での攻撃は受け流せません(R4.4)。
rulebook-defence-retreat = 移動攻撃に対しては、代わりに後退することもできます：カードを1枚出し、その数字だけ後ろに下がります。その後カードを補充して、手番は終わります。(R5.2)
rulebook-defence-riposte = 受け流した後はカードを補充しません。残りのカードで通常どおり手番を行い（これが反撃＝リポストです）、その終わりに補充します(R5.3)。防御できなければ攻撃が命中し、相手がラウンドに勝ちます。防御できるなら、必ず防御しなければなりません(R5.4)。
rulebook-defence-none = 基本ゲームには防御がありません：攻撃はすべて命中します。(R3)

rulebook-end-heading = 山札の終わり
rulebook-end-attack = 山札の最後のカードが引かれると、ラウンドは終わります。その手番が攻撃だった場合、防御側はまだ防御できます。防御されなかった攻撃は命中し、受け流しに成功しても次の手番はありません。(R6.3a)
rulebook-end-last-chance = その後、最後のカードを引かなかったプレイヤーに最後の機会があります：距離と同じ数字のカードを持っていれば、攻撃が命中して勝ちます。(R6.3b)
rulebook-end-cards = それ以外の場合は両者の手札を公開します：距離と同じ数字のカードを多く持っているほうが勝ちです。同じなら、自分の端からより遠くまで前進したほうが勝ちです。それも同じなら、ラウンドは引き分けです。(R6.3c)
rulebook-end-final-retreat = 適用中のオプション：最後の防御として後退した後は、前進距離だけで判定します。
rulebook-end-advancement = それ以外の場合は、自分の端からより遠くまで前進したほうが勝ちです。同じだけ前進していれば、ラウンドは引き分けです。(R6.3c)

rulebook-duell = Duellは標準ゲームの行動で遊びます：移動攻撃も、防御としての後退もありません。山札の終わりでは前進距離だけで判定し、ラウンドに負けたプレイヤーが次のラウンドの先手になります。(R8)
rulebook-duell-cards-on = 特殊カードあり：各ラウンドの前に8枚の特殊カードから1枚を引き、そのラウンドの間ずっと適用します：
# One special card: $card "D4", $text its duell-… text; $two is "on" for D1, of which there are two.
rulebook-duell-card = { $card }：{ $text }{ $two ->
    [on] （2枚）
   *[off] {""}
}
rulebook-duell-cards-off = 特殊カードなし。

rulebook-options-heading = 適用中のオプション
rulebook-option-level = レベル：{ $level }
rulebook-option-target = 目標得点：{ $points }
rulebook-option-hand-size = 手札の枚数：{ $hand_size }
rulebook-option-first = 第1ラウンドは{ $first }が先手
rulebook-option-starter = { $starter ->
    [loser] ラウンドに負けたプレイヤーが次の先手
   *[alternate] 先手は交互
}
rulebook-option-tracker = 出たカードの記録：{ $state ->
    [on] オン
   *[off] オフ
}
rulebook-option-final-retreat = 最後の後退の後は前進距離だけで判定：{ $state ->
    [on] オン
   *[off] オフ
}
rulebook-option-special-cards = 特殊カード：{ $state ->
    [on] オン
   *[off] オフ
}
