# Machine-drafted Japanese translation (2026-12); awaiting review by a native speaker.

# The screens and menus around the match: title, set-up, settings, replays, notices.

back = 戻る

## Replays

replays = リプレイ
replays-none = 終了した試合はまだありません。
replay-to-start = 最初へ
replay-back = < 戻る
replay-forward = 進む >
replay-to-end = 最後へ
replay-step = ステップ{ $step }／{ $steps }
replay-round = 第{ $round }ラウンド・スコア{ $left }–{ $right }
# $who is a side's name.
replay-hand = { $who }の手札：
analyse-match = この試合を分析
export = 書き出し
exported-to = { $path }に書き出しました
# $why is the file's problem, in words.
not-exported = 書き出せませんでした：{ $why }
import = 読み込み
import-hint = 読み込む記録ファイル
imported-as = { $path }として読み込みました
not-imported = 読み込めませんでした：{ $why }

## The title screen and the pause menu

title-subtitle = ライナー・クニーツィアのフェンシング・カードゲーム
continue = 続きから
new-match = 新しい試合
learn-to-play = 遊び方
menu-rules = ルール
menu-settings = 設定
menu-statistics = 戦績
quit = 終了
paused = 一時停止中
resume = 再開
quit-to-title = タイトルへ戻る

## Notices

please-note = お知らせ
ok = OK

## Settings

settings-language = 言語
# $language is the system's language, by its own name ("Français").
settings-language-system = システム（{ $language }）
settings-ui-scale = パネルの大きさ
settings-ui-scale-limited = このウィンドウではパネルは最大{ $percent }%で表示されます。
# A share in percent, 75 to 200.
settings-percent = { $percent }%
settings-reduced-motion = 動きを減らす
settings-reduced-motion-check = ひとりでに動くものをなくす：剣士とカードはすぐに所定の位置へ移り、カメラはピスト全体を映したままにする
settings-colours = 色
settings-colours-check = 強調表示と分析に、色覚特性に配慮した配色を使う
settings-volume = 音量
settings-mute = ミュート
settings-animation-speed = アニメーション速度
settings-computer-pause = コンピュータの待ち時間
settings-camera = カメラ
settings-window = ウィンドウ
settings-windowed = ウィンドウ表示
settings-full-screen = フルスクリーン
settings-tracker = 出たカードの記録
settings-tracker-check = このラウンドに出たカードを表示する（次の試合から）
settings-undo-check = コンピュータとの対戦で手の取り消しを許可する
settings-coach-check = 大悪手（ラウンド勝率を25ポイント下げる手）の前に警告する
settings-new-match-rules = 新しい試合のルール
settings-saved-at-once = 変更はすぐに保存されます。
speed-slow = 遅い
speed-normal = 普通
speed-fast = 速い
speed-instant = 瞬時
camera-broadside = 横から
camera-overhead = 上から
camera-behind = 自分の剣士の後ろから

## The rules of a match (set-up and settings)

form-level = レベル
form-points-to-win = 勝利に必要な得点
form-hand-size = 手札の枚数
form-who-starts = 先手
form-then-alternate = 以降は交互
form-then-loser = 以降は負けた側
form-end-of-pile = 山札切れ
form-final-retreat = 最後の後退の後は前進距離だけで判定する
form-special-cards = 特殊カード
form-special-cards-check = 各ラウンドの前に特殊カードを1枚引く
form-opponent = 対戦相手
form-computer = コンピュータ
form-hot-seat = 2人目のプレイヤー（1台で交代）
form-computer-level = コンピュータの強さ

## Statistics

stats-reasons = 命中{ $hit }・手詰まり{ $no_move }・山札切れ{ $deck_out }
stats-opponent = 対戦相手
stats-rules = ルール
stats-matches = 試合（勝–敗）
stats-rounds = ラウンド（勝–敗）
stats-drawn = 引き分け
stats-streak = 最多連勝
stats-won-by = ラウンド勝利の内訳
stats-lost-by = ラウンド敗北の内訳
stats-hot-seat = 1台で交代
stats-all = すべて
stats-whose = コンピュータとの対戦でのあなたの成績です。1台で交代する試合では、左の剣士の成績です。
# $fencer is a fencer's name from the ladder, $level a bot-level-… text.
stats-rating = あなたのレーティング：約{ $elo }（コンピュータとの対戦から算出）。次に挑む相手：{ $fencer }（{ $level }）。
stats-no-rating = コンピュータと1試合対戦すると、ここにレーティングが表示されます。
stats-hints = ヒントを求めた回数：{ $hints }・コーチが警告した大悪手：{ $warnings }

## The match set-up

setup-you-fence = あなたの剣士
setup-left-fencer = 左（銀、左利き）
setup-right-fencer = 右（銅、右利き）
setup-names = 名前
setup-seed = シード（任意）
setup-seed-random = ランダム
setup-start = 開始
setup-rules-of-level = このレベルのルール

## Network play

# A network match's rules: $level is a level-… text, $points the target score.
online-rules = { $level }ルール、{ $points }点先取
online-rules-duell-cards = { $level }ルール、{ $points }点先取、Duellの特殊カードあり（D1〜D7）
online-rules-duell-no-cards = { $level }ルール、{ $points }点先取、Duellの特殊カードなし
online-heading = 別のコンピュータの友達と対戦
online-your-name = あなたの名前
# The name the other player sees when the player typed none.
online-default-name = プレイヤー
online-host = この試合をホストする
online-host-tip = このコンピュータでサーバーを起動し、相手に伝えるルームコードを表示します
online-join-at = 参加先
online-address-hint = アドレス（例：192.168.1.20）
online-code-hint = ルームコード
online-join = 参加
online-connecting = 接続中…
online-reconnecting = 再接続中…（{ $seconds }秒）――試合はサーバーに保存されています
online-waiting-to-join = ルーム{ $code }――相手の参加を待っています
online-this-address = このコンピュータのアドレス
online-they-join = 相手は{ $address }（ポート{ $port }）にコード{ $code }で参加します
# $time is minutes:seconds, "4:59".
online-opponent-away = 相手を待っています：{ $time }
online-opponent-gone = 相手が戻ってきません。試合はサーバーに保存されています。
# $rules is an online-rules-… text.
online-waiting-accept = 相手の承認を待っています：{ $rules }
online-room-rules = ルーム{ $code }：{ $rules }
online-accept = 承認して対戦
online-leave = 退出
online-back-to-title = タイトルへ戻る

## The tutorial

lessons-unreadable = レッスンを読み込めませんでした：{ $why }
lessons-about = ルールのレベルごとに1コースあります。各レッスンはピスト上の局面です。求められている行動を見つけてください。
lesson-play = プレイ
lesson-again = もう一度
lesson-next = 次のレッスン
lesson-all = レッスン一覧
lesson-done = レッスン完了。
# $level is a level-… text, $title the lesson's title.
lesson-heading = { $level }・レッスン{ $n }／{ $lessons }：{ $title }
# $why is the lesson's reason, in words.
lesson-not-this-one = その手ではありません。{ $why }

## The rules menu

rules-level = レベル：
lesson-choose-first = まずこのラウンドの特殊カードを選んでください(D3, R8)
lesson-is-done = このレッスンは完了しました：ラウンドの残りはレッスンに含まれません(ラウンドの終わりはR6)。次のレッスンを選ぶか、もう一度プレイしてください
