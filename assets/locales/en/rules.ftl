# The rules' own words: the sides, the levels, the Duell cards, the actions, and why the
# rules refuse a move (each names its rule in RULES.md).
#
# Variables: $person is "you" when the subject is the one person at this computer,
# "other" otherwise; $who is the subject's name. Numbers are numbers ($count, $value…),
# so that a plural form can be chosen.

side-left = Left
side-right = Right
you = You
# A computer player's name: $level is one of the bot-level-… texts.
computer-name = Computer ({ $level })

bot-level-random = random
bot-level-beginner = beginner
bot-level-easy = easy
bot-level-normal = normal
bot-level-hard = hard
bot-level-expert = expert
bot-level-reflex = reflex

level-basic = Basic
level-standard = Standard
level-advanced = Advanced
level-duell = Duell

duell-d1 = normal round
duell-d2 = the winner scores 2 points
duell-d3 = the starting player chooses one of D4 to D7
duell-d4 = open hands
duell-d5 = no moving backward
duell-d6 = hand size 3
duell-d7 = 10 cards each, no draw pile
# A Duell card with what it does: $card is "D4", $text its duell-… text.
duell-card = { $card }: { $text }

# A number of cards of one value: "a 4", "two 4s".
cards-of = { $count ->
    [1] a { $value }
    [2] two { $value }s
    [3] three { $value }s
    [4] four { $value }s
    [5] five { $value }s
   *[other] { $count } × { $value }
}

# An action, as a button's hover text and the hint name it (lower case, no subject).
action-advance = advance { $card }
action-retreat = retreat { $card }
action-attack = attack with { $cards }
action-advance-attack = advance { $card } and attack with { $cards }
action-parry = parry
action-retreat-from-attack = retreat { $card } from the attack

# An attack: $cards is a cards-of text.
attack-direct = direct attack with { $cards }
attack-indirect = indirect attack with { $cards }

# Why the rules refuse an action.
error-round-over = the round is over (R6)
error-not-your-turn = it is { $expected }'s turn to act, not { $got }'s (R4)
error-no-such-value = { $value } is not a card value (cards are 1 to 5, R1.2)
error-zero-count = an attack needs at least one card (R4.2)
error-not-in-hand = you need { $need ->
    [1] one card
   *[other] { $need } cards
} of value { $value } but hold { $have } (R4)
error-leaves-piste = moving { $card } would leave the piste (spaces 1 to 23, R4.1)
error-reaches-opponent = moving { $card } forward would reach or pass the opponent at distance { $distance } (R4.1)
error-wrong-attack-value = an attack needs cards equal to the distance, { $distance }, not { $value } (R4.2)
error-basic-single-card = in Basic an attack is made with exactly one card (R4.2)
error-indirect-not-allowed = indirect attacks exist only at the Advanced level (R3, R4.3)
error-backward-not-allowed = moving backward is not allowed this round (Duell D5, R8)
error-no-attack-to-answer = there is no attack to answer: a parry or a retreat answers an attack (R5)
error-must-answer-attack = you must answer the attack first ({ $attack }): parry, or retreat from an indirect attack (R5)
error-cannot-parry = to parry you need { $count ->
    [1] one card
   *[other] { $count } cards
} of value { $value } (R5.1)
error-retreat-only-from-indirect = you can retreat only from an indirect attack (R5.2)
error-round-in-progress = the round is still being played (R6.4)
error-match-over = the match is over (R2.1)
error-awaiting-duell-choice = waiting for { $who } to choose this round's Duell card (D3, R8)
error-no-duell-choice-pending = no Duell card is to be chosen now (D3, R8)
error-bad-duell-choice = under D3 the starting player chooses D4, D5, D6 or D7 (R8)

# What the picked cards do not make (the action buttons' hover texts).
pick-one-to-move = select exactly one card: the number of spaces to move
pick-attack-cards = select one or more cards equal to the distance, { $distance }
pick-advance-attack = select one card to advance and the cards to attack with
pick-no-move-that-way = no move with a { $card } that way

intent-advance = Advance
intent-retreat = Retreat
intent-attack = Attack
intent-advance-attack = Advance & attack
intent-parry = Parry

# One step of a match record: $who is a side's name, $action an action-… text.
step-act = { $who }: { $action }
step-next-round = next round
step-out-of-time = { $who } ran out of time
step-duell-card = { $who } chooses { $card } ({ $text })

# The computer levels' fencers on the ladder: a name and a style in one line.
fencer-random =
    .name = Rookie Rémy
    .style = plays any legal card, at random
fencer-beginner =
    .name = Apprentice Bea
    .style = careless, but never walks into an obvious hit
fencer-easy =
    .name = Club fencer Carl
    .style = counts the cards, with lapses
fencer-normal =
    .name = Captain Nora
    .style = counts the cards and always plays its best rule of thumb
fencer-hard =
    .name = Master Hugo
    .style = searches thousands of futures from what it can see
fencer-expert =
    .name = Grand master Elena
    .style = searches four times as long as Hugo
fencer-reflex =
    .name = Duellist Rex
    .style = attacks whenever it can, parries whenever it can
# A level in the set-up's list: $level a bot-level-… text, $fencer its fencer's name, $elo its rating.
ladder-rung = { $level } — { $fencer } · { $elo }
ladder-rung-same = { $level } — { $fencer } · { $elo }, no stronger than { $below } in measured play
