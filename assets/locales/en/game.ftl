# The match: the log, the panels around the piste, the parry prompt, the ends of rounds
# and matches.
#
# Variables: $who, $winner, $loser are names; $person, $winner_person, $loser_person are
# "you" for the one person at this computer, "other" otherwise. $cards is a cards-of text
# ("two 4s"); numbers are numbers.

## Why a round ended

result-draw = draw pile out: neither fencer is ahead — a draw
hit-by-direct = an attack with { $cards }
hit-by-indirect = an indirect attack with { $cards }
result-hit = { $person ->
    [you] You are hit by { $attack }
   *[other] { $loser } is hit by { $attack }
}
result-last-chance = draw pile out: { $winner_person ->
    [you] you make the last-chance attack with a { $distance } and hit { $loser }
   *[other] { $winner } makes the last-chance attack with a { $distance } and hits { $loser_person ->
        [you] you
       *[other] { $loser }
    }
}
result-no-legal-move = { $person ->
    [you] You have no legal move
   *[other] { $loser } has no legal move
}
result-cards-at-distance = draw pile out: { $winner_cards ->
    [one] { $winner_cards } card
   *[other] { $winner_cards } cards
} of { $distance } against { $loser_cards }
result-advanced-further = draw pile out: { $person ->
    [you] you advanced further
   *[other] { $winner } advanced further
} ({ $winner_spaces ->
    [one] { $winner_spaces } space
   *[other] { $winner_spaces } spaces
} against { $loser_spaces })
# The same where the cards equal to the distance were counted first and were even (R6.3):
# $cards is how many each held (0 to 5).
result-advanced-further-even = draw pile out: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} of { $distance } each, even; then { $person ->
    [you] you advanced further
   *[other] { $winner } advanced further
} ({ $winner_spaces ->
    [one] { $winner_spaces } space
   *[other] { $winner_spaces } spaces
} against { $loser_spaces })
result-draw-even = draw pile out: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} of { $distance } each, and neither fencer is ahead — a draw

## The log

log-advance = { $person ->
    [you] You advance { $card } to space { $to }
   *[other] { $who } advances { $card } to space { $to }
}
log-retreat = { $person ->
    [you] You retreat { $card } to space { $to }
   *[other] { $who } retreats { $card } to space { $to }
}
log-attack = { $person ->
    [you] You attack with { $cards }
   *[other] { $who } attacks with { $cards }
}
log-advance-attack = { $person ->
    [you] You advance { $card } to space { $to } and attack with { $cards }
   *[other] { $who } advances { $card } to space { $to } and attacks with { $cards }
}
log-parry = { $person ->
    [you] You parry
   *[other] { $who } parries
}
log-retreat-from-attack = { $person ->
    [you] You retreat { $card } from space { $from } to { $to }
   *[other] { $who } retreats { $card } from space { $from } to { $to }
}

## Replays

# A finished match in the Replays list: "You beat Computer (hard) 5–3 · Advanced · 7 rounds · 2026-12-01 14:02".
record-line = { $person ->
    [you] You beat
   *[other] { $winner } beats
} { $loser_person ->
    [you] you
   *[other] { $loser }
} { $high }–{ $low } · { $level } · { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} · { $when }
log-draw = { $person ->
    [you] You draw
   *[other] { $who } draws
} { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# A round's winner and why: $how is a result-… text.
log-round-won = { $person ->
    [you] You win
   *[other] { $who } wins
} the round: { $how }
log-round-starts = Round { $round }: { $person ->
    [you] You start
   *[other] { $who } starts
}
log-round-from-position = Round { $round } from a set position (spaces { $left } and { $right }): { $person ->
    [you] your turn
   *[other] { $who } to act
}
# A round's first line with its Duell card: $line is a log-round-… text, $card a duell-card text.
log-with-duell-card = { $line } — special card { $card }
log-take-back = { $person ->
    [you] You take back
   *[other] { $who } takes back
} the last decision
# A refused action: $why is an error-… text.
not-allowed = Not allowed: { $why }

## The score bar

# A hand's size, on hover over its card backs.
hand-holds = { $person ->
    [you] You hold
   *[other] { $who } holds
} { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# Whose turn it is: $attack is an attack-… text.
turn-answer = { $person ->
    [you] Answer the { $attack }
   *[other] { $who } must answer the { $attack }
}
turn-play = { $person ->
    [you] Your turn
   *[other] { $who } to play
}
turn-choose-duell-card = { $person ->
    [you] You choose the special card
   *[other] { $who } chooses the special card
}
turn-round-over = Round over
turn-match-won = { $person ->
    [you] You win the match
   *[other] { $who } wins the match
}
distance = Distance { $distance }

## The parry prompt

parry-defend = Defend!
parry-attacked-direct = { $person ->
    [you] You attack: a direct attack with
   *[other] { $who } attacks: a direct attack with
}
parry-attacked-indirect = { $person ->
    [you] You attack: an indirect attack with
   *[other] { $who } attacks: an indirect attack with
}
parry-with = Parry with { $cards }
parry-retreat-to = Retreat { $card } (to { $to })
parry-retreat = Retreat { $card }
key-enter = Enter
key-enter-pad = X

## The side panel

menu-button = Menu (Esc)
menu-button-pad = Menu (Start)
undo = Undo
undo-nothing = nothing to take back in this round since your last draw: taking back a move you drew after would show you the next card of the pile
# The side panel on a small screen: the menu button (its key said on hover), and the toggle that opens the round's log over the piste.
menu-button-short = Menu
log-toggle = Log
hint = Hint
# $level is the bot-level-… text of the level that gives the hint.
hint-tip = ask the { $level } computer player what it would do
hint-heading = Hint: your moves as the { $level } computer player judges them
# A hint's move and its chance: $action is an action-… text, $percent 0 to 100.
hint-entry = { $action } — { $percent }% to win the round
# The same when the estimate is unsure: $margin (1 to 100) is how far off it may be, in points.
hint-entry-margin = { $action } — { $percent }% (± { $margin }) to win the round
thinking = Thinking…
cards-played = Cards played
round-number = Round { $round }
# The level of the match's rules: $level is a level-… text.
level-rules = { $level } rules

## The table

pile-draw = Draw pile
    { $count ->
        [0] empty
        [one] { $count } card
       *[other] { $count } cards
    }
pile-discard = Discard
    { $count ->
        [0] empty
        [one] { $count } card
       *[other] { $count } cards
    }

## Duell D3

duell-choice-title = Special card D3
duell-choice-prompt = { $person ->
    [you] Choose this round's special card:
   *[other] { $who }, choose this round's special card:
}

## The hot-seat curtain (R9.6)

curtain-answer = { $attacker } attacks: { $attack }. { $who } must answer.
curtain-play = { $who } to play.
curtain-hand-over = Hand the computer to { $who }
curtain-reveal = I am { $who } — show my cards
curtain-or-enter = (or press Enter)
curtain-or-enter-pad = (or press A)
# The Left player's name in a hot-seat match when none is typed in the set-up's Names (src/ui/setup.rs); it is then $who in the log, the score bar and the curtain ("Left to play").
default-name-left = Left
# The Right player's name in a hot-seat match when none is typed in the set-up's Names (src/ui/setup.rs); it is then $who in the log, the score bar and the curtain ("Right to play").
default-name-right = Right

## Between rounds, and the end of the match

whose-hand = { $person ->
    [you] Your hand
   *[other] { $who }'s hand
}
no-cards = no cards
round-won = { $person ->
    [you] You win round { $round }
   *[other] { $who } wins round { $round }
}
round-drawn = Round { $round } is drawn
back-to-match = Back to the match
# A practice position ("Try again"), src/ui/hud/practice.rs: $decision from 1 (that player's
# decisions in the round), $round from 1, $left and $right the score of the match it came from.
practice-band = Practice from { $person ->
    [you] your decision { $decision }
   *[other] { $who }'s decision { $decision }
} of round { $round }: the hidden cards are dealt anew. The match stands { $left } – { $right }.
# The same on a small screen (1024 × 600 at 160%): one line beside the way back; the
# score bar shows the match's score too.
practice-band-short = Practice from { $person ->
    [you] your decision { $decision }
   *[other] { $who }'s decision { $decision }
} of round { $round }. Match: { $left } – { $right }.
# The end of a practice position's round (src/ui/round_over.rs).
practice-won = { $person ->
    [you] You win the practice round
   *[other] { $who } wins the practice round
}
practice-drawn = The practice round is drawn
practice-over = Practice over: this round did not count. The match stands { $left } – { $right }.
next-round = Next round (Enter)
next-round-pad = Next round (A)
analyse-round = Analyse this round
# The match-over band (src/ui/match_over.rs), beside "Analyse this match".
analyse-last-round = Analyse the last round
# The score, Left's first.
score = Score { $left } – { $right }
match-won = { $person ->
    [you] You win the match { $left } – { $right }
   *[other] { $who } wins the match { $left } – { $right }
}
# How the last round ended: $why is a result-… text.
last-round = Last round: { $why }
summary-judging = Looking back over the match…
summary-rounds = Rounds:
summary-draw = draw
summary-round-chip = { $round }. { $who }
summary-best = Best decision: round { $round }, { $who }: { $action } — { $chance }% to win the round after it
summary-swing = Biggest swing: round { $round }, after { $who }: { $action } — the draws and the other's play moved it from { $from }% to { $to }%
rematch = Rematch
title-screen = Title screen

## The hand panel

no-move-reaches = No move reaches space { $space } now: the marked spaces can be reached
your-hand-hidden = Cards hidden until { $who } takes the screen.
computers-only = Computer against computer.
is-thinking = { $who } is thinking…
waiting-for = Waiting for { $who }
keys-pick = keys 1–5: pick a card of that value
keys-move = Left/Right arrow keys: move
keys-enter = Enter: attack or parry
# The same help while a gamepad is in use (Xbox names: LB/RB the shoulder buttons).
keys-pick-pad = LB/RB: choose a card · A: pick it
keys-move-pad = D-pad ←/→: move
keys-enter-pad = X: attack or parry · B: unpick · Y: hint
answer-in-box = Answer the attack in the box at the top of the view: parry, or retreat if the rules allow it.
pick-then-act = Pick cards, then an action — or click a marked space to move there.
pick-then-act-pad = Pick cards with LB/RB and A, then X to attack, or the D-pad to move.
picked = Picked:
# Two cards that make an advance and attack both ways (src/ui/hud/hand.rs): which to advance
# with. $card 1 to 5, $space 1 to 23 (where the advance lands).
advance-with = Advance with:
advance-reading = the { $card } to space { $space }

## The played-cards tracker (R2.4)

tracker-card = Card
tracker-played = Played
tracker-in-hand = In your hand
tracker-unseen = Unseen
draw-pile-count = Draw pile: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

## The analysis of a round or a match

analysis = Analysis
cancel = Cancel
close = Close
# $round is 0 for the whole match.
analysis-judging = Judging the decisions of { $round ->
    [0] the match
   *[other] round { $round }
} from each player's own view…
analysis-progress = { $done } of { $total }
analysis-failed = The round could not be analysed: { $why }
analysis-heading = { $round ->
    [0] The match
   *[other] Round { $round }
}: the chance to win the round after each decision
analysis-explained = Judged by the hard computer player from what the deciding player could see — never the hidden cards. The small dots are the best decision's chance; a decision that cost 5 points or more is an inaccuracy, 10 or more a mistake, 25 or more a blunder. Between two of your decisions, the draws and the other player's play move the chance too: that is shown apart.
# How the chance moved between two decisions of a player: $sign is "+" or "", $points -100 to 100;
# $other_person is "you" when the other player is the person at this computer.
analysis-swing = {"   "}then the draws and { $other_person ->
    [you] your play
   *[other] { $other }'s play
}: { $sign }{ $points ->
    [one] { $points } point
   *[other] { $points } points
}
# One decision: $n from 1, $action an action-… text, $before and $after 0 to 100.
analysis-decision = { $n }. { $who }: { $action } — { $before }% before, { $after }% after
analysis-round = round { $round }
analysis-best = best ({ $percent }%): { $action }
analysis-nothing = No decision to judge in this round.
try-again = Try again
try-again-tip = play on from here: the hidden cards are dealt anew from what was known then
verdict-inaccuracy = inaccuracy
verdict-mistake = mistake
verdict-blunder = blunder
chart-decision = decision
chart-win-percent = win %
chart-best = { $who }: best

## The coach

coach = Coach
# $action and $best are action-… texts, $why a risk-… text, percents 0 to 100.
coach-warning = { $action }? { $why }: { $percent }% to win the round, against { $best_percent }% for { $best }.
coach-warning-plain = { $action }? { $percent }% to win the round, against { $best_percent }% for { $best }.
# Why the better action is better: $best an action-… text, $why a risk-… text.
coach-best-because = { $best }: { $why }.
coach-play-anyway = Play it anyway
coach-choose-again = Choose again
risk-parryable = the other fencer may hold { $unseen ->
    [one] the one unseen { $value }
   *[other] { $count } of the { $unseen } unseen { $value }s
} to parry it (R5.1)
risk-attack = an attack of { $count } × { $value }
risk-parry = the parry
risk-in-reach = this leaves you { $distance ->
    [one] { $distance } space
   *[other] { $distance } spaces
} from a fencer who may hold a { $distance } ({ $unseen } unseen, R4.2)
risk-distance = this leaves a distance of { $distance }
# $left is 0 to 2: the cards left in the draw pile.
risk-pile-end = the end of the pile: { $left ->
    [one] { $left } card left
   *[other] { $left } cards left
}, then the cards equal to the distance and how far each fencer advanced decide (R6.3)

## For screen readers

# A card of the person's hand (a check box, checked when picked).
card-label = Card { $value }
# Where the fencers stand: $left and $right are the panels' names of the players.
position = { $left } on space { $left_space }, { $right } on space { $right_space }: distance { $distance }
# A key 1–5 pressed for a value the hand does not hold.
pick-none-of-value = No { $value } in your hand: keys 1–5 pick a card of that value
