//! The rules of the selected level in the game's own words, with the options in force,
//! for the Rules screen. Written from `shared/RULES.md` (rule ids in brackets); the
//! engine in `crate::rules` is what enforces them.

use crate::rules::{DuellCard, Level, RuleSet, StarterRule};

/// Headings and paragraphs describing `rules`: only what holds at its level, and the
/// options as they are set. Pure; [`super::ui::rules_ui`] draws it.
pub fn rules_text(rules: &RuleSet) -> Vec<(String, String)> {
    let level = rules.level;
    let duell = level == Level::Duell;
    let mut out: Vec<(String, String)> = Vec::new();
    let mut add = |h: &str, p: String| out.push((h.to_string(), p));

    let title = if duell { "Duell".to_string() } else { format!("{level} rules") };
    add(
        &title,
        format!(
            "Two fencers face each other on a piste of 23 spaces. Left starts on space 1, Right on space 23; \
             the distance is the number of spaces from one to the other. A round is won by a hit or at the end \
             of the draw pile. A won round scores 1 point{}; a drawn round scores nothing. The first to reach \
             {} point{} wins the match. (R1, R2.1)",
            if duell && rules.duell_special_cards { " (2 under the special card D2)" } else { "" },
            rules.target_score,
            if rules.target_score == 1 { "" } else { "s" }
        ),
    );

    let starter = match rules.starter {
        StarterRule::Alternate => "after that the players take turns to start".to_string(),
        StarterRule::Loser => "after that the loser of the previous round starts (after a draw, the players take \
                               turns)"
            .to_string(),
    };
    add(
        "Each round",
        format!(
            "The deck has 25 cards, five each of 1 to 5. At the start of every round both fencers go back to their \
             ends, all the cards are shuffled, and each player is dealt {} cards; the rest is the face-down draw \
             pile. {} starts the first round; {starter}. Your hand is secret. Anyone may count the draw pile, \
             but only the top card of the discard pile may be looked at{}. (R2.2–R2.4)",
            rules.hand_size,
            rules.first_starter,
            if rules.played_cards_tracker {
                " — the played-cards tracker is on, so the game lists every card played this round"
            } else {
                ""
            }
        ),
    );

    let mut turn = String::from(
        "On your turn you play cards to do exactly one thing; you may not pass. \
         Move: play one card and move exactly that many spaces forward or backward, staying on the piste and \
         never reaching or passing your opponent (R4.1). ",
    );
    match level {
        Level::Basic => turn.push_str(
            "Attack: play one card equal to the distance. In Basic an attack always hits: you win the round \
             (R4.2). ",
        ),
        _ => turn.push_str(
            "Direct attack: play one or more cards of the same value, equal to the distance, without moving \
             (R4.2). ",
        ),
    }
    if level.has_indirect_attack() {
        turn.push_str(
            "Indirect attack: advance with one card, then attack with one or more cards equal to the new \
             distance (R4.3). ",
        );
    }
    turn.push_str(
        "At the end of your turn you draw back up to your hand size while the pile lasts (R4.6). \
         If at the start of your turn you have no legal action, you lose the round (R4.7). \
         You are never forced to attack (R9.1).",
    );
    add("Your turn", turn);

    if level.has_parry() {
        let mut d = String::from(
            "When you are attacked you answer at once. Parry: play exactly as many cards of the same value as \
             the attack (R5.1). An attack of three or more cards cannot be parried (R4.4). ",
        );
        if level.has_indirect_attack() {
            d.push_str(
                "Against an indirect attack you may instead retreat: play one card and move back that many \
                 spaces; then you draw and your turn ends (R5.2). ",
            );
        }
        d.push_str(
            "After a parry you do not draw: you take a full turn with the cards left — your riposte — and draw \
             at its end (R5.3). If you cannot defend, the attack hits and your opponent wins the round; if you \
             can, you must (R5.4).",
        );
        add("Defence", d);
    } else {
        add("Defence", "There is no defence in Basic: every attack hits. (R3)".to_string());
    }

    let mut end = String::from(
        "When the last card of the draw pile is drawn the round ends. If that turn was an attack, the defender \
         may still defend; an undefended attack hits, and a successful parry gives no further turn (R6.3a). ",
    );
    if level == Level::Basic {
        end.push_str(
            "Then the player who did not draw the last card has one last chance: if they hold a card equal to \
             the distance, they hit and win (R6.3b). ",
        );
    }
    if level.deck_out_counts_cards() {
        end.push_str(
            "Otherwise both hands are shown: whoever holds more cards equal to the distance wins; if that is \
             equal, whoever advanced further from their end wins; if that is equal too, the round is a draw \
             (R6.3c).",
        );
        if rules.final_retreat_skips_card_count {
            end.push_str(" Option in force: after a retreat as the final defence, only advancement counts.");
        }
    } else {
        end.push_str(
            "Otherwise whoever advanced further from their end wins; if both advanced as far, the round is a \
             draw (R6.3c).",
        );
    }
    add("End of the draw pile", end);

    if duell {
        let mut p = String::from(
            "Duell plays with the Standard actions: no indirect attack and no retreat as a defence. At the end \
             of the pile only advancement counts, and the loser of a round starts the next. (R8) ",
        );
        if rules.duell_special_cards {
            p.push_str(
                "Special cards are on: before each round one of eight special cards is drawn and applies to the \
                 whole round: ",
            );
            let cards: Vec<String> = DuellCard::ALL
                .iter()
                .map(|c| format!("{c:?} {}{}", c.describe(), if *c == DuellCard::D1 { " (two of them)" } else { "" }))
                .collect();
            p.push_str(&cards.join("; "));
            p.push('.');
        } else {
            p.push_str("Special cards are off.");
        }
        add("Duell", p);
    }

    let onoff = |b: bool| if b { "on" } else { "off" };
    let mut opts = vec![
        format!("level {level}"),
        format!("target score {}", rules.target_score),
        format!("hand size {}", rules.hand_size),
        format!("{} starts round 1", rules.first_starter),
        match rules.starter {
            StarterRule::Alternate => "starts alternate".to_string(),
            StarterRule::Loser => "the loser starts".to_string(),
        },
        format!("played-cards tracker {}", onoff(rules.played_cards_tracker)),
    ];
    if level.deck_out_counts_cards() {
        opts.push(format!("advancement only after a final retreat {}", onoff(rules.final_retreat_skips_card_count)));
    }
    if duell {
        opts.push(format!("special cards {}", onoff(rules.duell_special_cards)));
    }
    add("Options in force", opts.join("; ") + ".");
    out
}
