# The screens and menus around the match: title, set-up, settings, replays, notices.

back = Back

## Replays

replays = Replays
replays-none = No finished matches yet.
replay-to-start = to the start
replay-back = < Step back
replay-forward = Step on >
replay-to-end = to the end
replay-step = Step { $step } of { $steps }
replay-round = Round { $round } · score { $left } – { $right }
# $who is a side's name.
replay-hand = { $who }'s hand:
analyse-match = Analyse this match
export = Export
exported-to = Exported to { $path }
# $why is a record-error-… text.
not-exported = Not exported: { $why }
import = Import
import-hint = record file to import
imported-as = Imported as { $path }
not-imported = Not imported: { $why }
import-what = Type the path of a record file to import first.

## The title screen and the pause menu

title-subtitle = the fencing card game by Reiner Knizia
continue = Continue
new-match = New match
learn-to-play = Learn to play
menu-rules = Rules
menu-settings = Settings
menu-statistics = Statistics
quit = Quit
paused = Paused
resume = Resume
quit-to-title = Quit to title

## Notices

please-note = Please note
ok = OK

## Notices about your files

# The kinds of file: each message starts a sentence, its .fallback says what the game does
# without that file.
file-settings = The settings file
    .fallback = the default settings are used
file-saved-match = The saved match file
    .fallback = there is no match to continue
file-match-record = The match record file
    .fallback = it is left out of the records and statistics
file-room = The network room file
    .fallback = the room is not restored
file-ratings = The ratings file
    .fallback = the ratings start again from the beginning
# What is wrong with a file, after "could not be used:".
file-problem-empty = the file is empty
file-problem-truncated = the file is cut short: it ends in the middle of its content
# $detail is the file reader's own words (in English).
file-problem-damaged = the file is damaged or is not a file of this kind ({ $detail })
file-problem-not-text = the file is damaged or is not a file of this kind (it is not text)
# $size is a size-… text.
file-problem-too-large = it is larger than { $size } (a file of this kind is far smaller); it was not read
# $found is the file's format number, $supported the newest this version reads.
file-problem-newer = it was written by a newer version of En Garde (format { $found }; this version reads up to { $supported })
# $why is a verify-… text.
file-problem-refused = its content is not valid: { $why }
file-problem-not-regular = it could not be read (it is not a regular file)
# $why is an io-… text.
file-problem-unreadable = it could not be read ({ $why })
# A size: $count mebibytes, kibibytes or bytes.
size-mib = { $count } MiB
size-kib = { $count } KiB
size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
# A file that could not be used: $file is a file-… text, $path the file, $problem a
# file-problem-… text, $fallback the file's .fallback, $backup the name it is kept under
# now, $why an io-… text.
notice-file-set-aside = { $file } { $path } could not be used: { $problem }. It was kept as { $backup } and { $fallback }.
notice-file-not-moved = { $file } { $path } could not be used: { $problem }. It could not be moved aside either ({ $why }); { $fallback }.
notice-file-kept-for-newer = { $file } { $path } could not be used: { $problem }; it is left as it is for that version.
notice-file-left = { $file } { $path } could not be used: { $problem }; it is left as it is.
# $path is the autosave file.
notice-ended-unrecorded = The last match has ended, but its record could not be written yet; it stays in { $path } until it is.
# $path is the records folder, $why an io-… text.
notice-records-folder = The records folder { $path } cannot be read: { $why }.
# The end of a match the game was stopped in, settled at the next start: $record is the
# record's file name, $why an io-… text (or a record-error-… text), $path the autosave file.
notice-settled = The last match had ended when the game stopped; its record is { $record }.
notice-settled-autosave-kept = The last match's record is { $record }, but its autosave could not be removed: { $why }.
notice-settle-failed = The last match had ended but its record could not be written: { $why }. It stays in { $path } until it can be.
# $why is a paths-error-… text, $path the folder used instead.
notice-data-folder-fallback = Your files cannot be kept in the usual folders ({ $why }), so they are kept in { $path }.
# $variable is the name of an environment variable.
paths-error-no-home = no home folder is known for this user; use --data-dir DIR or set { $variable }
# $why is a lock-error-… text.
notice-not-locked = This window can be played, but saves nothing: { $why }.
# $folder is the data folder, $holder a lock-holder-… text, $why an io-… text.
lock-error-held = the data folder { $folder } is in use by another En Garde ({ $holder }); close it first, or use another --data-dir
lock-error-io = the data folder { $folder } cannot be locked for writing: { $why }
# $pid is a process number.
lock-holder-process = process { $pid }
lock-holder-unknown = another process
# $name is the level's name in the file, $level a bot-level-… text.
notice-unknown-level = The settings name the computer level “{ $name }”, which this version does not know; the computer plays at { $level } instead.
# $why is a verify-… text.
notice-resume-refused = The saved match cannot be continued: { $why }.
# $why is a store-error-… text; $path is the autosave file, which holds the match up to
# step $saved of its $steps steps.
notice-autosave-failed = The match could not be saved: { $why }; { $path } holds { $saved ->
    [0] only its start
   *[other] it up to step { $saved } of { $steps }
}. Play goes on; saving is tried again after every move.
notice-autosave-failed-unsaved = The match could not be saved: { $why }; nothing of it is saved yet. Play goes on; saving is tried again after every move.
# $why is a record-error-… text, $path the autosave file.
notice-record-failed = The record of this match could not be written: { $why }. The whole match is kept in { $path }; its record is written when the game next starts.
# $record is a record-error-… text, $autosave a store-error-… text; $path is the autosave
# file, which holds the match up to step $saved of its $steps steps.
notice-end-not-saved = The end of this match could not be saved: its record could not be written ({ $record }) and the autosave could not take its last moves ({ $autosave }); { $path } holds { $saved ->
    [0] only its start
   *[other] the match up to step { $saved } of { $steps }
}.
notice-end-not-saved-unsaved = The end of this match could not be saved: its record could not be written ({ $record }) and the autosave could not take its last moves ({ $autosave }); nothing of it is saved.
# $why is an io-… text.
notice-autosave-not-deleted = The finished match's autosave could not be deleted: { $why }.
# $why is a store-error-… text.
notice-settings-not-saved = The settings could not be saved: { $why }.
# Why a file could not be written: $path is the file, $why an io-… text, $detail the
# encoder's own words (in English).
store-error-io = could not write { $path }: { $why }
store-error-encode = could not encode { $path } as RON: { $detail }
store-error-exists = { $path } already exists
# Why a record could not be written, imported or exported: $name is a record's name, $path
# a file, $why a file-problem-… or verify-… text.
record-error-not-found = there is no record named “{ $name }” in the records folder
record-error-file = { $path }: { $why }
record-error-already-present = this match is already among the records as { $name }
record-error-exists = { $path } already exists; choose another name or remove it first
# Why a stored match does not re-play: $why is a rules-error-… text or the rules' reason
# (an error-… text), $step a step's number, $action the step in words (a step-… text),
# $stored and $replayed fact-… texts.
verify-bad-rules = the rules in the file are not valid: { $why }
verify-refused = step { $step } ({ $action }) is refused by the rules: { $why }
verify-not-finished = the match is not over after the last step
verify-already-over = the match is already over
verify-not-its-name = the room code { $code } in the file is not the file’s name
verify-mismatch = the stored result does not match the re-played match: the record says { $stored }, the rules give { $replayed }
step-refused = step { $step } is refused by the rules: { $why }
# $score and $size are the numbers in the file.
rules-error-target-score = the target score must be 1 to 15, not { $score }
rules-error-hand-size = the hand size must be 1 to 10, not { $size }
# The facts of a match's result: $side and $winner are a side's name, $left and $right
# the scores, $count a number of rounds, $points the points of a round, $reason a
# win-reason-… text.
fact-winner = { $side } won
fact-out-of-time = { $side } ran out of time
fact-nobody-out-of-time = nobody ran out of time
fact-score = { $left }–{ $right }
fact-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
fact-round-won = round { $round }: { $winner } won ({ $reason }), { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $left }–{ $right } after it
fact-round-drawn = round { $round }: a draw, { $left }–{ $right } after it
win-reason-hit = a hit
win-reason-no-legal-action = the other had no legal action
win-reason-deck-out-cards = draw pile out, more cards at the distance
win-reason-deck-out-position = draw pile out, advanced further
# The operating system's refusals. $error is the system's own words (in English).
io-not-found = the file or folder does not exist
io-permission-denied = permission was denied
io-storage-full = the disk is full
io-quota-exceeded = the disk quota is used up
io-read-only = the disk is read-only
io-not-a-folder = a file stands where a folder should be
io-is-a-folder = it is a folder, not a file
io-exists = a file of that name exists already
io-other = the system says: { $error }
# $name is a record's file name, $why a verify-… text.
replay-unplayable = { $name } cannot be replayed: { $why }

## Settings

settings-language = Language
# $language is the system's language, by its own name ("Français").
settings-language-system = System ({ $language })
# Under the language list when --lang chose this run's language: $language is its own name.
settings-language-this-run = This run is in { $language } (--lang); the choice here is for the next start.
settings-ui-scale = Size of the panels
settings-ui-scale-limited = This window shows the panels at { $percent }% at most.
# A share in percent, 75 to 200.
settings-percent = { $percent }%
settings-reduced-motion = Reduced motion
settings-reduced-motion-check = Nothing moves by itself: fencers and cards go to their places at once, the camera keeps the whole piste
settings-colours = Colours
settings-colours-check = Colour-blind-safe palette for the highlights and the analysis
settings-volume = Volume
settings-mute = Mute
settings-animation-speed = Animation speed
settings-computer-pause = Computer's pause
settings-camera = Camera
settings-window = Window
settings-windowed = Windowed
settings-full-screen = Full screen
settings-tracker = Played-cards tracker
settings-tracker-check = Show the cards played this round (from the next match on)
settings-undo-check = Allow taking back a move against the computer
settings-coach-check = Warn me before a blunder (an action that costs 25 points of round-win chance)
settings-saved-at-once = Changes are saved at once.
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant
camera-broadside = From the side
camera-overhead = From above
camera-behind = Behind your fencer

## The rules of a match (set-up and settings)

form-preset = Start from
preset-own = Your own rules
preset-basic = { level-basic }
preset-standard = { level-standard }
preset-advanced = { level-advanced }
preset-duell = { level-duell }
preset-duell-special = { level-duell } with special cards
preset-quick = Quick match ({ level-advanced }, 3 points)
form-level = Level
form-points-to-win = Points to win
form-hand-size = Hand size
form-who-starts = Who starts
form-then-alternate = then take turns
form-then-loser = then the loser
form-end-of-pile = End of the pile
form-final-retreat = After a final retreat only advancement counts
form-special-cards = Special cards
form-special-cards-check = Draw a special card before each round
form-opponent = Opponent
form-computer = Computer
form-hot-seat = Second player (hot-seat)
form-computer-level = Computer level

## Statistics

# A cell under "Rounds won by" / "Rounds lost by": how many rounds ended by a hit, by a
# player left with no legal move, and at the end of the draw pile.
stats-reasons = { $hit ->
    [one] { $hit } hit
   *[other] { $hit } hits
} · { $no_move } with no move · { $deck_out } at the pile's end
stats-opponent = Opponent
stats-rules = Rules
stats-matches = Matches won–lost
stats-rounds = Rounds won–lost
stats-drawn = Drawn
stats-streak = Best streak
stats-won-by = Rounds won by
stats-lost-by = Rounds lost by
stats-hot-seat = Hot-seat
stats-all = All
stats-whose = Your results against the computer; in hot-seat matches, the Left player's.
# $fencer is a fencer's name from the ladder, $level a bot-level-… text.
stats-rating = Your rating: about { $elo }, from your matches against the computer. Next opponent to try: { $fencer } ({ $level }).
# The same when the rating is above every computer fencer's (no level is a step up).
stats-rating-top = Your rating: about { $elo }, from your matches against the computer — above every computer fencer's.
stats-no-rating = Your rating shows here once you have played a match against the computer.
stats-hints = Hints asked for: { $hints } · blunders the coach warned of: { $warnings }

## The match set-up

setup-you-fence = You fence
setup-left-fencer = Left (blue, left-handed)
setup-right-fencer = Right (bronze, right-handed)
setup-names = Names
setup-seed = Seed (optional)
setup-seed-random = random
setup-start = Start
setup-rules-of-level = Rules of this level

## Network play

# A network match's rules: $level is a level-… text, $points the target score.
online-rules = { $level } rules, first to { $points ->
    [one] { $points } point
   *[other] { $points } points
}
online-rules-duell-cards = { $level } rules, first to { $points ->
    [one] { $points } point
   *[other] { $points } points
}, with the Duell special cards (D1–D7)
online-rules-duell-no-cards = { $level } rules, first to { $points ->
    [one] { $points } point
   *[other] { $points } points
}, without the Duell special cards
online-heading = Play a friend on another computer
online-your-name = Your name
# The name the other player sees when the player typed none.
online-default-name = Player
online-host = Host this match
online-host-tip = Runs a server for it on this computer and gives you a room code to pass on
online-join-at = Join at
online-address-hint = address, e.g. 192.168.1.20
online-code-hint = room code
online-join = Join
online-connecting = Connecting…
online-reconnecting = Reconnecting… ({ $seconds } s) — the match is kept on the server
online-waiting-to-join = Room { $code } — waiting for the other player to join
online-this-address = this computer's address
online-they-join = They join at { $address } (port { $port }) with the code { $code }
# $time is minutes:seconds, "4:59".
online-opponent-away = Waiting for your opponent: { $time }
online-opponent-gone = Your opponent has not come back. The match is kept on the server.
# $rules is an online-rules-… text.
online-waiting-accept = Waiting for your opponent to accept: { $rules }
online-room-rules = Room { $code }: { $rules }
online-accept = Accept and fence
online-leave = Leave
# Why hosting or joining could not begin (lower case: shown capitalised, or after a colon).
online-failure-no-port = no UDP port could be opened on this computer
online-failure-host-folder = the hosted match's folder: { $why }
online-failure-server-thread = the server could not be started: { $why }
online-failure-no-address = type the address of the computer to join, e.g. 192.168.1.20
# $why is the system's own words.
online-failure-unknown-address = “{ $address }” is not an address this computer can find ({ $why })
online-failure-names-nothing = “{ $address }” names no address
online-failure-identity = your identity file could not be used: { $why }
online-code-length = a room code has { $length } letters and digits, not “{ $typed }”
online-code-character = “{ $character }” is not in a room code (codes use A–Z without I, L, O and the digits 2–9)
# Why the connection ended for good. $why is the system's or the network library's words.
online-link-other-release = the server runs another release of En Garde; both need the same release
online-link-socket = cannot open a UDP socket: { $why }
online-link-connect = cannot connect to { $server }: { $why }
online-link-wrong-key = the server at { $server } shows another key ({ $shown }) than the one it showed before ({ $expected }): it is another server, or someone is between you and it. Not connecting. If its host made it a new key, remove its line from known-servers.txt in your data folder.
# The server's refusals.
online-refused-version = the server runs network version { $server } of En Garde and this game version { $client }; both players need the same release
online-refused-unknown-room = there is no room { $code } on this server (check the code)
online-refused-bad-code = the server did not take the room code this game sent
online-refused-full = room { $code } already has two players
online-refused-away = room { $code } has two players, one of them away for now; only they can take their seat back, from the computer they played on
online-refused-too-many-rooms = the server is full; try again later
online-refused-rooms-from-address = your address already has { $most } open rooms on this server, as many as one address may
online-refused-bad-name = a name is 1 to { $most } characters, without control or invisible characters
# $why is the rules check's words (English).
online-refused-bad-rules = those rules cannot be played: { $why }
online-refused-already-seated = this connection already has a seat
online-refused-bad-identity = the server could not confirm your identity key; connect again
online-refused-too-many-watchers = room { $code } already has as many spectators as a room takes
online-refused-pairing-full = too many players are waiting to be paired; try again in a minute
online-refused-too-often = your address asked the lobby more than { $most } times in a minute; wait a minute and try again
online-refused-bad-days = a correspondence match gives each decision 1, 3 or 7 days, not { $days }
online-refused-too-many-correspondence = you already play { $most } correspondence matches on this server, as many as one player may
online-refused-clock-ran-out = nobody took and accepted the other seat of correspondence room { $code } in its time; the room is closed
online-refused-seat-in-use = your seat in room { $code } is in use by another connection; trying again until it is free
online-refused-misbehaved = the server closed the connection: { $why }
online-back-to-title = Back to the title

## The tutorial

lessons-unreadable = The lessons could not be read: { $why }
lessons-about = One course per rule level. Each lesson is a position on the piste: find the action it asks for.
lesson-play = Play
lesson-again = Again
lesson-next = Next lesson
lesson-all = All lessons
lesson-done = Lesson done.
# $level is a level-… text, $title the lesson's title.
lesson-heading = { $level } · lesson { $n } of { $lessons }: { $title }
# $why is the lesson's reason, in words.
lesson-not-this-one = Not this one. { $why }

## The rules menu

rules-level = Level:
lesson-choose-first = first choose this round's special card (D3, R8)
lesson-is-done = this lesson is done: the rest of the round is not part of it (R6 ends a round); choose the next lesson or play it again

# Emotes in a network match: six preset messages, and the mute of the opponent.
emote-button = Say…
emote-well-played = Well played
emote-good-luck = Good luck
emote-oops = Oops
emote-thanks = Thanks
emote-wow = Wow
emote-sorry = Sorry
emote-mute = Mute { $name }

# A network match's ratings at its end (Glicko-2): each player's before and after.
ratings-line = Ratings ({ $level }): { $changes }
rating-change = { $who } { $before } → { $after }
rating-change-provisional = { $who } { $before } → { $after } (provisional)

# The Play online screen (issue 26)
menu-online = Play online
online-failure-bad-link = that is not an En Garde invite link (en-garde://HOST:PORT/ROOM)
lobby-title = Play online
lobby-server = Server
lobby-server-hint = host or host:port
lobby-saved = Saved servers
lobby-pair-heading = Quick pairing
lobby-pair-tip = Wait for an opponent near your rating who wants the same rules
lobby-pair-connecting = Asking the server for an opponent ({ $rules })…
lobby-pair-waiting = Waiting for an opponent ({ $rules }): { $seconds } s
lobby-pair-rating = Your rating { $rating }; opponents within { $range } points
lobby-pair-none = Nobody else is waiting for these rules yet.
lobby-pair-others = { $count } others waiting for these rules:
lobby-pair-other = { $name }, rating { $rating }, waiting { $seconds } s
lobby-cancel = Cancel
lobby-rooms-heading = Rooms
lobby-refresh = Refresh
lobby-rooms-none = No public rooms on this server.
lobby-rooms-count = { $total } public rooms, { $open } with an open seat
lobby-previous = Previous
lobby-page = Page { $page } of { $pages }
lobby-next = Next
lobby-open-heading = Open a room
lobby-public = Public (listed here)
lobby-open = Open
lobby-code-heading = Join by code or link
lobby-code-hint = room code or en-garde:// link
lobby-join = Join
lobby-watch = Watch
lobby-unrated = unrated
lobby-seat-open = seat open
lobby-watchers = { $count } watching
online-invite-link = Invite link: { $link }
online-copy-link = Copy link
online-link-copied = Copied
online-watching = Watching room { $code } as a spectator
online-watchers = { $count } watching
lobby-leaders-heading = Leaderboard
lobby-leaders-of = The best rated players, { $level }:
lobby-leaders-none = Nobody has played a rated match at this level yet.
lobby-leaders-matches = { $count ->
    [one] 1 match
   *[other] { $count } matches
}
correspondence-heading = Correspondence matches
correspondence-your-move = Your move
correspondence-their-move = Their move
correspondence-waiting = Waiting for an opponent
correspondence-open-seat = open seat
correspondence-left = { $left } left
correspondence-play = Play
correspondence-none = No correspondence matches on your servers yet.
correspondence-more = { $count } more on Play online
correspondence-unreachable = { $server } could not be asked: { $why }
correspondence-notice-title = En Garde: your move
correspondence-notice = Your move against { $opponent } (room { $code }); { $left } left
lobby-pace = Pace
lobby-pace-live = Played now
lobby-pace-days = { $days ->
    [one] Correspondence, 1 day a decision
   *[other] Correspondence, { $days } days a decision
}
lobby-days = { $days ->
    [one] 1 day a decision
   *[other] { $days } days a decision
}
online-clock-yours = Correspondence ({ $pace }): your move, { $left } left
online-clock-theirs = Correspondence ({ $pace }): their move, { $left } left
online-clock-open = Correspondence ({ $pace }): the room waits { $left } for an opponent
time-left-seconds = { $s } s
time-left-minutes = { $m } min
time-left-hours = { $h } h { $m } min
time-left-days = { $d } d { $h } h
