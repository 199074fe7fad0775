# Machine-drafted Japanese translation (2026-12); awaiting review by a native speaker.

# The screens and menus around the match: title, set-up, settings, replays, notices.

back = 戻る

## Replays

replays = リプレイ
replays-none = 終了した試合はまだありません。
replay-to-start = 最初へ
replay-back = < 1手戻る
replay-forward = 1手進む >
replay-to-end = 最後へ
replay-step = ステップ{ $step }／{ $steps }
replay-round = 第{ $round }ラウンド・スコア{ $left }–{ $right }
# $who is a side's name.
replay-hand = { $who }の手札：
analyse-match = この試合を分析
export = 書き出し
exported-to = { $path }に書き出しました
# $why is a record-error-… text.
not-exported = 書き出せませんでした：{ $why }
import = 読み込み
import-hint = 読み込む記録ファイル
imported-as = { $path }として読み込みました
not-imported = 読み込めませんでした：{ $why }

import-what = 先に読み込む記録ファイルのパスを入力してください。
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

## Notices about your files

# The kinds of file: each message starts a sentence, its .fallback says what the game does
# without that file.
file-settings = 設定ファイル
    .fallback = 既定の設定を使います
file-saved-match = 保存された試合のファイル
    .fallback = 続きから遊べる試合はありません
file-match-record = 試合記録ファイル
    .fallback = このファイルは記録と戦績に含めません
file-room = ネットワーク対戦の部屋のファイル
    .fallback = この部屋は復元しません
file-ratings = レーティングのファイル
    .fallback = レーティングは最初からやり直しになります
# What is wrong with a file, after "could not be used:".
file-problem-empty = ファイルが空です
file-problem-truncated = ファイルが途中で切れています（内容の途中で終わっています）
# $detail is the file reader's own words (in English).
file-problem-damaged = ファイルが壊れているか、この種類のファイルではありません（{ $detail }）
file-problem-not-text = ファイルが壊れているか、この種類のファイルではありません（テキストではありません）
# $size is a size-… text.
file-problem-too-large = { $size }を超えています（この種類のファイルはずっと小さいはずです）。読み込んでいません
# $found is the file's format number, $supported the newest this version reads.
file-problem-newer = 新しいバージョンのEn Gardeで書かれています（形式{ $found }。このバージョンが読めるのは形式{ $supported }まで）
# $why is a verify-… text.
file-problem-refused = 内容が正しくありません：{ $why }
file-problem-not-regular = 読み込めませんでした（通常のファイルではありません）
# $why is an io-… text.
file-problem-unreadable = 読み込めませんでした（{ $why }）
# A size: $count mebibytes, kibibytes or bytes.
size-mib = { $count } MiB
size-kib = { $count } KiB
size-bytes = { $count }バイト
# A file that could not be used: $file is a file-… text, $path the file, $problem a
# file-problem-… text, $fallback the file's .fallback, $backup the name it is kept under
# now, $why an io-… text.
notice-file-set-aside = { $file }（{ $path }）を使えませんでした：{ $problem }。このファイルは{ $backup }として保管し、{ $fallback }。
notice-file-not-moved = { $file }（{ $path }）を使えませんでした：{ $problem }。別の場所に移すこともできませんでした（{ $why }）。{ $fallback }。
notice-file-kept-for-newer = { $file }（{ $path }）を使えませんでした：{ $problem }。そのバージョンのために、そのまま残しています。
notice-file-left = { $file }（{ $path }）を使えませんでした：{ $problem }。そのまま残しています。
# $path is the autosave file.
notice-ended-unrecorded = 前回の試合は終わっていますが、その記録をまだ書き込めていません。書き込めるまで{ $path }に残します。
# $path is the records folder, $why an io-… text.
notice-records-folder = 記録フォルダー{ $path }を読み込めません：{ $why }。
# The end of a match the game was stopped in, settled at the next start: $record is the
# record's file name, $why an io-… text (or a record-error-… text), $path the autosave file.
notice-settled = ゲームが止まったとき、前回の試合は終わっていました。その記録は{ $record }です。
notice-settled-autosave-kept = 前回の試合の記録は{ $record }ですが、その自動保存を削除できませんでした：{ $why }。
notice-settle-failed = 前回の試合は終わっていましたが、その記録を書き込めませんでした：{ $why }。書き込めるまで{ $path }に残します。
# $why is a paths-error-… text, $path the folder used instead.
notice-data-folder-fallback = いつものフォルダーにファイルを置けないため（{ $why }）、{ $path }に置きます。
# $variable is the name of an environment variable.
paths-error-no-home = このユーザーのホームフォルダーが分かりません。--data-dir DIRを使うか、{ $variable }を設定してください
# $why is a lock-error-… text.
notice-not-locked = このウィンドウでも遊べますが、何も保存されません：{ $why }。
# $folder is the data folder, $holder a lock-holder-… text, $why an io-… text.
lock-error-held = データフォルダー{ $folder }は別のEn Garde（{ $holder }）が使用中です。先にそちらを閉じるか、別の--data-dirを使ってください
lock-error-io = データフォルダー{ $folder }を書き込み用にロックできません：{ $why }
# $pid is a process number.
lock-holder-process = プロセス{ $pid }
lock-holder-unknown = 別のプロセス
# $name is the level's name in the file, $level a bot-level-… text.
notice-unknown-level = 設定ファイルにはコンピュータの強さ「{ $name }」が書かれていますが、このバージョンでは使えません。代わりに「{ $level }」で対戦します。
# $why is a verify-… text.
notice-resume-refused = 保存された試合の続きを遊べません：{ $why }。
# $why is a store-error-… text; $path is the autosave file, which holds the match up to
# step $saved of its $steps steps.
notice-autosave-failed = 試合を保存できませんでした：{ $why }。{ $saved ->
    [0] { $path }には試合の最初しか保存されていません
   *[other] { $path }にはステップ{ $saved }／{ $steps }まで保存されています
}。このまま遊べます。一手ごとに保存を試みます。
notice-autosave-failed-unsaved = 試合を保存できませんでした：{ $why }。この試合はまだ何も保存されていません。このまま遊べます。一手ごとに保存を試みます。
# $why is a record-error-… text, $path the autosave file.
notice-record-failed = この試合の記録を書き込めませんでした：{ $why }。試合はすべて{ $path }に残っています。記録は次にゲームを起動したときに書き込みます。
# $record is a record-error-… text, $autosave a store-error-… text; $path is the autosave
# file, which holds the match up to step $saved of its $steps steps.
notice-end-not-saved = この試合の終わりを保存できませんでした。記録を書き込めず（{ $record }）、自動保存に最後の手を加えることもできませんでした（{ $autosave }）。{ $saved ->
    [0] { $path }には試合の最初しか保存されていません
   *[other] { $path }にはステップ{ $saved }／{ $steps }まで保存されています
}。
notice-end-not-saved-unsaved = この試合の終わりを保存できませんでした。記録を書き込めず（{ $record }）、自動保存に最後の手を加えることもできませんでした（{ $autosave }）。この試合は何も保存されていません。
# $why is an io-… text.
notice-autosave-not-deleted = 終わった試合の自動保存を削除できませんでした：{ $why }。
# $why is a store-error-… text.
notice-settings-not-saved = 設定を保存できませんでした：{ $why }。
# Why a file could not be written: $path is the file, $why an io-… text, $detail the
# encoder's own words (in English).
store-error-io = { $path }に書き込めません：{ $why }
store-error-encode = { $path }をRON形式にできません：{ $detail }
store-error-exists = { $path }はすでにあります
# Why a record could not be written, imported or exported: $name is a record's name, $path
# a file, $why a file-problem-… or verify-… text.
record-error-not-found = 記録フォルダーに「{ $name }」という記録はありません
record-error-file = { $path }：{ $why }
record-error-already-present = この試合はすでに{ $name }として記録にあります
record-error-exists = { $path }はすでにあります。別の名前にするか、先にそのファイルを削除してください
# Why a stored match does not re-play: $why is a rules-error-… text or the rules' reason
# (an error-… text), $step a step's number, $action the step in words (a step-… text),
# $stored and $replayed fact-… texts.
verify-bad-rules = ファイルのルールが正しくありません：{ $why }
verify-refused = ステップ{ $step }（{ $action }）はルールで認められません：{ $why }
verify-not-finished = 最後のステップの後も試合が終わっていません
verify-already-over = 試合はすでに終わっています
verify-not-its-name = ファイル内のルームコード{ $code }がファイル名と一致しません
verify-mismatch = 保存された結果が、再生した試合と一致しません。記録では{ $stored }、ルールでは{ $replayed }です
step-refused = ステップ{ $step }はルールで認められません：{ $why }
# $score and $size are the numbers in the file.
rules-error-target-score = 勝利に必要な得点は1から15までです（{ $score }ではありません）
rules-error-hand-size = 手札の枚数は1から10までです（{ $size }ではありません）
# The facts of a match's result: $side and $winner are a side's name, $left and $right
# the scores, $count a number of rounds, $points the points of a round, $reason a
# win-reason-… text.
fact-winner = { $side }の勝ち
fact-out-of-time = { $side }の持ち時間切れ
fact-nobody-out-of-time = 持ち時間切れなし
fact-score = { $left }–{ $right }
fact-rounds = { $count }ラウンド
fact-round-won = 第{ $round }ラウンド：{ $winner }の勝ち（{ $reason }）、{ $points }点、その後{ $left }–{ $right }
fact-round-drawn = 第{ $round }ラウンド：引き分け、その後{ $left }–{ $right }
win-reason-hit = 命中
win-reason-no-legal-action = 相手の手詰まり
win-reason-deck-out-cards = 山札切れ、距離と同じ数のカードが多い
win-reason-deck-out-position = 山札切れ、より遠くまで前進
# The operating system's refusals. $error is the system's own words (in English).
io-not-found = ファイルまたはフォルダーがありません
io-permission-denied = アクセスが拒否されました
io-storage-full = ディスクがいっぱいです
io-quota-exceeded = ディスクの割り当て容量を使い切りました
io-read-only = ディスクが読み取り専用です
io-not-a-folder = フォルダーがあるべき場所にファイルがあります
io-is-a-folder = ファイルではなくフォルダーです
io-exists = 同じ名前のファイルがすでにあります
io-other = システムからの報告：{ $error }
# $name is a record's file name, $why a verify-… text.
replay-unplayable = { $name }は再生できません：{ $why }

## Settings

settings-language = 言語
# $language is the system's language, by its own name ("Français").
settings-language-system = システム（{ $language }）
settings-language-this-run = 今回は{ $language }で起動しています（--lang）。ここでの選択は次回の起動から使われます。
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
settings-saved-at-once = 変更はすぐに保存されます。
speed-slow = 遅い
speed-normal = 普通
speed-fast = 速い
speed-instant = 瞬時
camera-broadside = 横から
camera-overhead = 上から
camera-behind = 自分の剣士の後ろから

## The rules of a match (set-up and settings)

form-preset = ひな形
preset-own = 自分のルール
preset-basic = { level-basic }
preset-standard = { level-standard }
preset-advanced = { level-advanced }
preset-duell = { level-duell }
preset-duell-special = { level-duell }（特殊カードあり）
preset-quick = 短い試合（{ level-advanced }、3点）
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
stats-rating-top = あなたのレーティング：約{ $elo }（コンピューターとの試合から）。どのコンピューターの剣士よりも上です。
stats-no-rating = コンピュータと1試合対戦すると、ここにレーティングが表示されます。
stats-hints = ヒントを求めた回数：{ $hints }・コーチが警告した大悪手：{ $warnings }

## The match set-up

setup-you-fence = あなたの剣士
setup-left-fencer = 左（青、左利き）
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
# Why hosting or joining could not begin (lower case: shown capitalised, or after a colon).
online-failure-no-port = このコンピュータではUDPポートを開けませんでした
online-failure-host-folder = ホストする試合のフォルダー：{ $why }
online-failure-server-thread = サーバーを起動できませんでした：{ $why }
online-failure-no-address = 参加するコンピュータのアドレスを入力してください（例：192.168.1.20）
# $why is the system's own words.
online-failure-unknown-address = 「{ $address }」というアドレスが見つかりません（{ $why }）
online-failure-names-nothing = 「{ $address }」はどのアドレスも指していません
online-failure-identity = 識別ファイルを使えませんでした: { $why }
online-code-length = ルームコードは英数字{ $length }文字です（「{ $typed }」ではありません）
online-code-character = 「{ $character }」はルームコードに使われません（コードはI・L・Oを除くA〜Zと数字2〜9です）
# Why the connection ended for good. $why is the system's or the network library's words.
online-link-other-release = サーバーは別のリリースの En Garde を実行しています。双方で同じリリースが必要です
online-link-socket = UDPソケットを開けません：{ $why }
online-link-connect = { $server }に接続できません：{ $why }
online-link-wrong-key = { $server } のサーバーが以前（{ $expected }）とは別の鍵（{ $shown }）を示しています。別のサーバーか、あいだに誰かが入っています。接続しません。ホストが新しい鍵にした場合は、データフォルダーの known-servers.txt からその行を消してください。
# The server's refusals.
online-refused-version = サーバーのEn Gardeはネットワークバージョン{ $server }、このゲームはバージョン{ $client }です。両プレイヤーが同じリリースを使う必要があります
online-refused-unknown-room = このサーバーにルーム{ $code }はありません（コードを確認してください）
online-refused-bad-code = このゲームが送ったルームコードをサーバーが受け付けませんでした
online-refused-full = ルーム{ $code }にはすでに2人のプレイヤーがいます
online-refused-away = ルーム{ $code }には2人のプレイヤーがいて、1人は離席中です。その席に戻れるのは、対戦していたコンピュータからの本人だけです
online-refused-too-many-rooms = サーバーが満員です。しばらくしてからもう一度お試しください
online-refused-rooms-from-address = あなたのアドレスはこのサーバーですでに { $most } 部屋を開いています。1つのアドレスで開ける上限です
online-refused-bad-name = 名前は1〜{ $most }文字で、制御文字や見えない文字は使えません
# $why is the rules check's words (English).
online-refused-bad-rules = そのルールでは対戦できません：{ $why }
online-refused-already-seated = この接続はすでに席に着いています
online-refused-bad-identity = サーバーがあなたの識別キーを確認できませんでした。もう一度接続してください
online-refused-too-many-watchers = ルーム { $code } の観戦者はすでに上限に達しています
online-refused-pairing-full = 対戦相手を待つプレイヤーが多すぎます。1分後にもう一度お試しください
online-refused-too-often = あなたのアドレスから1分間に { $most } 回を超えてロビーに問い合わせがありました。1分待ってからもう一度お試しください
online-refused-bad-days = 通信対戦の持ち時間は1手につき1日・3日・7日のいずれかです（{ $days }日ではありません）
online-refused-too-many-correspondence = このサーバーではすでに通信対戦を{ $most }局しています。1人が持てる最大数です
online-refused-clock-ran-out = 通信対戦のルーム{ $code }は、時間内にもう一方の席に着いてルールを承認した人がいなかったため閉じられました
online-refused-seat-in-use = ルーム{ $code }のあなたの席は別の接続が使っています。空くまで再試行します
online-refused-misbehaved = サーバーが接続を切りました：{ $why }
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
lesson-is-done = このレッスンは完了しました：ラウンドの残りはレッスンに含まれません（ラウンドはR6で終了します）。次のレッスンを選ぶか、もう一度プレイしてください

# Emotes in a network match: six preset messages, and the mute of the opponent.
emote-button = ひとこと…
emote-well-played = お見事
emote-good-luck = よろしく
emote-oops = おっと
emote-thanks = ありがとう
emote-wow = すごい
emote-sorry = ごめんなさい
emote-mute = { $name } をミュート

# A network match's ratings at its end (Glicko-2): each player's before and after.
ratings-line = レーティング（{ $level }）: { $changes }
rating-change = { $who } { $before } → { $after }
rating-change-provisional = { $who } { $before } → { $after }（暫定）

# The Play online screen (issue 26)
menu-online = オンライン対戦
online-failure-bad-link = En Garde の招待リンクではありません（en-garde://ホスト:ポート/ルーム）
lobby-title = オンライン対戦
lobby-server = サーバー
lobby-server-hint = ホスト または ホスト:ポート
lobby-saved = 保存したサーバー
lobby-pair-heading = クイック対戦
lobby-pair-tip = 同じルールを望む、レーティングの近い相手を待ちます
lobby-pair-connecting = サーバーに対戦相手を頼んでいます（{ $rules }）…
lobby-pair-waiting = 対戦相手を待っています（{ $rules }）: { $seconds } 秒
lobby-pair-rating = あなたのレーティング { $rating }。{ $range } 点以内の相手
lobby-pair-none = このルールを待っている人はまだいません。
lobby-pair-others = このルールを待っている人が { $count } 人います:
lobby-pair-other = { $name }、レーティング { $rating }、{ $seconds } 秒待機中
lobby-cancel = キャンセル
lobby-rooms-heading = ルーム
lobby-refresh = 更新
lobby-rooms-none = このサーバーに公開ルームはありません。
lobby-rooms-count = 公開ルーム { $total }、空席あり { $open }
lobby-previous = 前へ
lobby-page = { $page } / { $pages } ページ
lobby-next = 次へ
lobby-open-heading = ルームを開く
lobby-public = 公開（ここに表示）
lobby-open = 開く
lobby-code-heading = コードまたはリンクで参加
lobby-code-hint = ルームコード または en-garde:// リンク
lobby-join = 参加
lobby-watch = 観戦
lobby-unrated = レーティングなし
lobby-seat-open = 空席
lobby-watchers = { $count } 人が観戦中
online-invite-link = 招待リンク: { $link }
online-copy-link = リンクをコピー
online-link-copied = コピーしました
online-watching = ルーム { $code } を観戦しています
online-watchers = { $count } 人が観戦中
lobby-leaders-heading = ランキング
lobby-leaders-of = レーティング上位のプレイヤー（{ $level }）:
lobby-leaders-none = このレベルのレーティング対戦はまだありません。
lobby-leaders-matches = { $count } 試合
correspondence-heading = 通信対戦
correspondence-your-move = あなたの番
correspondence-their-move = 相手の番
correspondence-waiting = 相手を待っています
correspondence-open-seat = 空席
correspondence-left = 残り{ $left }
correspondence-play = 指す
correspondence-none = あなたのサーバーにはまだ通信対戦がありません。
correspondence-more = ほか{ $count }局は「オンライン対戦」に
correspondence-unreachable = { $server }に問い合わせできませんでした：{ $why }
correspondence-notice-title = En Garde：あなたの番です
correspondence-notice = { $opponent }との対戦（ルーム{ $code }）はあなたの番です。残り{ $left }
lobby-pace = 持ち時間
lobby-pace-live = すぐに対戦
lobby-pace-days = 通信対戦、1手{ $days }日
lobby-days = 1手{ $days }日
online-clock-yours = 通信対戦（{ $pace }）：あなたの番、残り{ $left }
online-clock-theirs = 通信対戦（{ $pace }）：相手の番、残り{ $left }
online-clock-open = 通信対戦（{ $pace }）：ルームはあと{ $left }相手を待ちます
time-left-seconds = { $s }秒
time-left-minutes = { $m }分
time-left-hours = { $h }時間{ $m }分
time-left-days = { $d }日{ $h }時間
