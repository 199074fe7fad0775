# The screens and menus around the match: title, set-up, settings, replays, notices.

back = Back

## Replays

replays = Replays
replays-none = No finished matches yet.
replay-to-start = to the start
replay-back = < Back
replay-forward = Forward >
replay-to-end = to the end
replay-step = Step { $step } of { $steps }
replay-round = Round { $round } · score { $left } – { $right }
# $who is a side's name.
replay-hand = { $who }'s hand:
analyse-match = Analyse this match
export = Export
exported-to = Exported to { $path }
# $why is the file's problem, in words.
not-exported = Not exported: { $why }
import = Import
import-hint = record file to import
imported-as = Imported as { $path }
not-imported = Not imported: { $why }

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

## Settings

settings-language = Language
# $language is the system's language, by its own name ("Français").
settings-language-system = System ({ $language })
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
settings-new-match-rules = Rules of a new match
settings-saved-at-once = Changes are saved at once.
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant
camera-broadside = From the side
camera-overhead = From above
camera-behind = Behind your fencer

## The rules of a match (set-up and settings)

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

stats-reasons = { $hit } hit · { $no_move } no move · { $deck_out } deck-out
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
stats-no-rating = Your rating shows here once you have played a match against the computer.
stats-hints = Hints asked for: { $hints } · blunders the coach warned of: { $warnings }

## The match set-up

setup-you-fence = You fence
setup-left-fencer = Left (silver, left-handed)
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
