# Puzzles: why a puzzle's solution is best (src/lang/puzzles.rs). Each reason is a fact the
# solver can check from their own view, with the rule it rests on.
#
# Variables: numbers are numbers; $action is an action's name ("advance 3");
# $indirect is "yes" where indirect attacks are played (Advanced), otherwise "no".

puzzle-solution = Solution: { $action }: { $percent }% to win the round; no other action gives more than { $next }% (judged from your view only, R7.2).
puzzle-why-attack-hits = In { level-basic } a direct attack hits at once: a { $value } at distance { $value } wins the round (R4.2).
puzzle-why-unparriable = A direct attack of { $count } × { $value } can never be parried: there are only five cards of each value (R4.4).
puzzle-why-cannot-parry = { $open ->
    [yes] The other fencer's open hand holds { $unseen ->
        [0] no { $value }
        [1] only one { $value }
       *[other] only { $unseen } cards of { $value }
    } (D4)
   *[no] { $unseen ->
        [0] Every { $value } is in your view
        [1] Only one { $value } is out of your view
       *[other] Only { $unseen } cards of { $value } are out of your view
    }
}, so the other fencer cannot parry { $count } × { $value }, nor retreat from it: the attack hits (R5.1, R5.4).
puzzle-why-parry = The parry keeps you in the round, and after it you take a full turn: a riposte may follow (R5.3).
puzzle-why-parry-at-pile-end = The parry stops the hit; the draw pile is spent, so no turn follows and the end of the pile decides the round (R6.3).
puzzle-why-pile-end = Your refill draws the last card: at distance { $distance } you keep { $held } × { $distance }, and the end of the pile counts the cards equal to the distance first (R6.3).
puzzle-why-out-of-reach = At distance { $distance } no attack of the other fencer can reach you on their next turn ({ $indirect ->
    [yes] R4.2, R4.3
   *[no] R4.2
}).
puzzle-why-no-attack-left = At distance { $distance } { $open ->
    [yes] the other fencer's open hand holds no card to attack you with (D4)
   *[no] every card the other fencer would need to attack is in your view
}: they cannot attack on their next turn ({ $indirect ->
    [yes] R4.2, R4.3
   *[no] R4.2
}).
puzzle-why-threat = At distance { $distance } you keep { $held } × { $distance }: an attack ready for your next turn (R4.2).
puzzle-why-judged = No single rule settles it: every other action leaves you far less chance to win the round (judged from what you see, R7.2).

## The Puzzles screen (src/ui/puzzles.rs)

puzzles = Puzzles
puzzles-unreadable = The puzzles cannot be read: { $why }
puzzles-about = { $count } positions from real matches, each with one action far better than every other (judged from the deciding player's view). Find it.
puzzles-daily = Today's puzzle
puzzles-daily-new = The same puzzle for everybody today.
puzzles-daily-solved = Solved today.
puzzles-daily-missed = Tried today, not solved.
puzzles-play-daily = Play today's puzzle
puzzles-trainer = Trainer
puzzles-your-rating = Your puzzle rating: { $rating } ± { $margin } · streak { $streak } (best { $best })
puzzles-play-trainer = Next puzzle
puzzles-statistics = Statistics
puzzles-counts = { $tried } puzzles tried, { $solved } solved at the first try ({ $percent }%).
puzzle-heading = Puzzle · { $level } · rating { $rating }
puzzle-heading-daily = Today's puzzle · { $level } · rating { $rating }
puzzle-find = You play { $side }. One action is far better than every other: find it.
puzzle-solved = Solved: { $action } is the one.
puzzle-missed = Not this one: { $action }.
puzzle-rating-moved = Your puzzle rating: { $before } → { $after } · streak { $streak }
puzzle-not-counted = Tried before: this try does not move your rating.
puzzle-show-why = Show why
puzzle-try-again = Try again
puzzle-next = Next puzzle
puzzle-all = All puzzles
puzzle-unseen = Cards out of your view, by value — { $cards } (in the other fencer's hand and the draw pile, which holds { $pile })
puzzle-unseen-open = Cards in the draw pile (the other fencer's hand is open), by value — { $cards } ({ $pile } in all)
