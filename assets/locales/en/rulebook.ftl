# The Rules screen: the rules of a match with the options in force (src/lang/rulebook.rs
# picks the paragraphs the level calls for). Rule ids in brackets are RULES.md's.
#
# Variables: $points the target score (1 to 15), $hand_size (1 to 10), $first a side's
# name, $starter "alternate" or "loser", $d2, $tracker, $two and $state "on" or "off".

rulebook-intro = Two fencers face each other on a piste of 23 spaces. Left starts on space 1, Right on space 23; the distance is the number of spaces from one to the other. A round is won by a hit or at the end of the draw pile. A won round scores 1 point{ $d2 ->
    [on] {" "}(2 under the special card D2)
   *[off] {""}
}; a drawn round scores nothing. The first to reach { $points ->
    [one] { $points } point
   *[other] { $points } points
} wins the match. (R1, R2.1)

rulebook-round-heading = Each round
rulebook-round = The deck has 25 cards, five each of 1 to 5. At the start of every round both fencers go back to their ends, all the cards are shuffled, and each player is dealt { $hand_size ->
    [one] { $hand_size } card
   *[other] { $hand_size } cards
}; the rest is the face-down draw pile. { $first } starts the first round; { $starter ->
    [loser] after that the loser of the previous round starts (after a draw, the players take turns)
   *[alternate] after that the players take turns to start
}. Your hand is secret. Anyone may count the draw pile, but only the top card of the discard pile may be looked at{ $tracker ->
    [on] {" "}— the played-cards tracker is on, so the game lists every card played this round
   *[off] {""}
}. (R2.2–R2.4)

rulebook-turn-heading = Your turn
rulebook-turn-move = On your turn you play cards to do exactly one thing; you may not pass. Move: play one card and move exactly that many spaces forward or backward, staying on the piste and never reaching or passing your opponent. (R4.1)
rulebook-turn-attack-basic = Attack: play one card equal to the distance. In Basic an attack always hits: you win the round. (R4.2)
rulebook-turn-attack = Direct attack: play one or more cards of the same value, equal to the distance, without moving. (R4.2)
rulebook-turn-indirect = Indirect attack: advance with one card, then attack with one or more cards equal to the new distance. (R4.3)
rulebook-turn-end = At the end of your turn you draw back up to your hand size while the pile lasts (R4.6). If at the start of your turn you have no legal action, you lose the round (R4.7). You are never forced to attack (R9.1).

rulebook-defence-heading = Defence
rulebook-defence-parry = When you are attacked you answer at once. Parry: play exactly as many cards of the same value as the attack (R5.1). An attack of three or more cards cannot be parried (R4.4).
rulebook-defence-retreat = Against an indirect attack you may instead retreat: play one card and move back that many spaces; then you draw and your turn ends. (R5.2)
rulebook-defence-riposte = After a parry you do not draw: you take a full turn with the cards left — your riposte — and draw at its end (R5.3). If you cannot defend, the attack hits and your opponent wins the round; if you can, you must (R5.4).
rulebook-defence-none = There is no defence in Basic: every attack hits. (R3)

rulebook-end-heading = End of the draw pile
rulebook-end-attack = When the last card of the draw pile is drawn the round ends. If that turn was an attack, the defender may still defend; an undefended attack hits, and a successful parry gives no further turn. (R6.3a)
rulebook-end-last-chance = Then the player who did not draw the last card has one last chance: if they hold a card equal to the distance, they hit and win. (R6.3b)
rulebook-end-cards = Otherwise both hands are shown: whoever holds more cards equal to the distance wins; if that is equal, whoever advanced further from their end wins; if that is equal too, the round is a draw. (R6.3c)
rulebook-end-final-retreat = Option in force: after a retreat as the final defence, only advancement counts.
rulebook-end-advancement = Otherwise whoever advanced further from their end wins; if both advanced as far, the round is a draw. (R6.3c)

rulebook-duell = Duell plays with the Standard actions: no indirect attack and no retreat as a defence. At the end of the pile only advancement counts, and the loser of a round starts the next. (R8)
rulebook-duell-cards-on = Special cards are on: before each round one of eight special cards is drawn and applies to the whole round:
# One special card: $card "D4", $text its duell-… text; $two is "on" for D1, of which there are two.
rulebook-duell-card = { $card }: { $text }{ $two ->
    [on] {" "}(two of them)
   *[off] {""}
}
rulebook-duell-cards-off = Special cards are off.

rulebook-options-heading = Options in force
rulebook-option-level = Level: { $level }
rulebook-option-target = Target score: { $points }
rulebook-option-hand-size = Hand size: { $hand_size }
rulebook-option-first = { $first } starts round 1
rulebook-option-starter = { $starter ->
    [loser] The loser of a round starts the next
   *[alternate] The players take turns to start
}
rulebook-option-tracker = Played-cards tracker: { $state ->
    [on] on
   *[off] off
}
rulebook-option-final-retreat = Only advancement counts after a final retreat: { $state ->
    [on] on
   *[off] off
}
rulebook-option-special-cards = Special cards: { $state ->
    [on] on
   *[off] off
}
