//! Why a puzzle's solution is best, in terms of the rules and of what the deciding player
//! can see: the facts are computed from the player's [`Observation`] alone (the cards in
//! view, the distance, the draw pile), so a reason never leans on a hidden card. The game
//! words each reason in every language (`assets/locales/*/puzzles.ftl`, message
//! `puzzle-why-…`), with the rule it rests on.

use crate::rules::round::Phase;
use crate::rules::{Action, Cards, Dir, Level, Observation};
use serde::{Deserialize, Serialize};

/// The most spaces a direct attack reaches (R4.2: a card of the distance, values 1..=5);
/// an indirect one (R4.3) reaches twice as far, an advance of at most 5 and then a 5.
const MAX_DIRECT_REACH: u8 = 5;

/// Why a solution is best. Each variant is a fact of the position that the deciding
/// player can check from their own view, and names the rule it rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Why {
    /// Basic (R4.2): a direct attack with a card of `value` (the distance) hits at once.
    AttackHits { value: u8 },
    /// R4.4: `count` (3..=5) cards of `value` can never be parried (a direct attack: an
    /// indirect one may still be answered by a retreat, R5.2).
    Unparriable { value: u8, count: u8 },
    /// R5.1, R5.4: only `unseen` (0..count) cards of `value` are out of the player's view
    /// (with `open`, Duell D4: the other fencer's open hand holds only `unseen`), so the
    /// other fencer cannot parry `count` of them, nor retreat: the attack hits.
    CannotParry { value: u8, count: u8, unseen: u8, open: bool },
    /// R5.3: the parry keeps the round going with the defender to act, a full turn.
    Parry,
    /// R6.3a: the last card is drawn; the parry stops the hit and the end of the pile
    /// decides the round (no turn follows).
    ParryAtPileEnd,
    /// R6.3: the refill after this action draws the last card: at `distance` the player
    /// holds `held` (1..) cards equal to it, and the end of the pile counts them first
    /// (Standard, Advanced), then how far each fencer advanced.
    PileEnd { distance: u8, held: u8 },
    /// R4.2, R4.3: at `distance` (more than any attack reaches) the other fencer cannot
    /// attack on the next turn.
    OutOfReach { distance: u8 },
    /// R4.2, R4.3: at `distance` every card that could make an attack of that length is in
    /// the player's view (with `open`, Duell D4: is not in the other fencer's open hand),
    /// so the other fencer cannot attack on the next turn.
    NoAttackLeft { distance: u8, open: bool },
    /// R4.2: at `distance` the player holds `held` cards equal to it, an attack ready for
    /// the next turn.
    Threat { distance: u8, held: u8 },
    /// No single rule settles it: the judgement's numbers (every other action leaves far
    /// less chance to win the round) are the reason.
    Judged,
}

impl Why {
    /// The rules the reason rests on, e.g. `"R4.4"`, for logs and the command line.
    pub fn rules(&self) -> &'static str {
        match self {
            Why::AttackHits { .. } => "R4.2",
            Why::Unparriable { .. } => "R4.4",
            Why::CannotParry { .. } => "R5.1, R5.4",
            Why::Parry => "R5.3",
            Why::ParryAtPileEnd => "R6.3",
            Why::PileEnd { .. } => "R6.3",
            Why::OutOfReach { .. } | Why::NoAttackLeft { .. } => "R4.2, R4.3",
            Why::Threat { .. } => "R4.2",
            Why::Judged => "R7.2",
        }
    }

    /// True for a reason that is a sure hit now (the attack cannot be answered).
    pub fn is_sure_hit(&self) -> bool {
        matches!(self, Why::AttackHits { .. } | Why::Unparriable { .. } | Why::CannotParry { .. })
    }
}

/// The distance after `action` from distance `d`, for a move or a retreat.
fn distance_after(d: u8, action: Action) -> Option<u8> {
    match action {
        Action::Move { dir: Dir::Forward, card } => Some(d.saturating_sub(card)),
        Action::Move { dir: Dir::Back, card } | Action::Retreat { card } => Some(d + card),
        _ => None,
    }
}

/// The cards the other fencer may hold, as far as the viewer can tell: their hand when it
/// is open (Duell D4), otherwise every card out of view, and how many they hold.
fn their_pool(obs: &Observation) -> (Cards, u8) {
    match obs.opponent_hand {
        Some(hand) => (hand, hand.len()),
        None => (obs.unseen(), obs.opponent_hand_size),
    }
}

/// Whether the other fencer could attack at distance `d` on their next turn, from what the
/// viewer can see: a direct attack needs a card of `d` (R4.2); an indirect one (Advanced)
/// an advance card `a < d` and a card of `d - a` (R4.3).
fn they_could_attack(obs: &Observation, d: u8) -> bool {
    let (pool, held) = their_pool(obs);
    if held == 0 {
        return false;
    }
    let direct = d <= MAX_DIRECT_REACH && pool.count(d) >= 1;
    let indirect = obs.rules.level == Level::Advanced
        && held >= 2
        && (1..d).any(|a| {
            let v = d - a;
            a <= 5 && v <= 5 && if a == v { pool.count(a) >= 2 } else { pool.count(a) >= 1 && pool.count(v) >= 1 }
        });
    direct || indirect
}

/// Whether the other fencer might answer an indirect attack with a retreat (R5.2): a card
/// that may be theirs and keeps them on the piste (R9.5).
fn they_could_retreat(obs: &Observation) -> bool {
    let (pool, held) = their_pool(obs);
    let theirs = obs.viewer.opponent();
    let room = if theirs == crate::rules::Side::Left { obs.left_pos - 1 } else { 23 - obs.right_pos };
    held > 0 && (1..=room.min(5)).any(|c| pool.count(c) > 0)
}

/// Why `solution` is the best action of `obs`'s viewer, from that view alone.
pub fn explain(obs: &Observation, solution: Action) -> Why {
    let d = obs.distance();
    let (pool, _) = their_pool(obs);
    let open = obs.opponent_hand.is_some();
    match solution {
        // An indirect attack may be answered by a retreat (R5.2): no sure hit then.
        Action::AdvanceAttack { .. } if obs.rules.level != Level::Basic && they_could_retreat(obs) => Why::Judged,
        Action::Attack { value, count } | Action::AdvanceAttack { value, count, .. } => {
            if obs.rules.level == Level::Basic {
                Why::AttackHits { value }
            } else if count >= 3 {
                Why::Unparriable { value, count }
            } else if pool.count(value) < count {
                Why::CannotParry { value, count, unseen: pool.count(value), open }
            } else {
                Why::Judged
            }
        }
        Action::Parry if obs.last_card_drawn_by.is_some() => Why::ParryAtPileEnd,
        Action::Parry => Why::Parry,
        _ => {
            let Some(nd) = distance_after(d, solution) else { return Why::Judged };
            let mut hand = obs.hand;
            let played = match solution {
                Action::Move { card, .. } | Action::Retreat { card } => card,
                _ => 0,
            };
            hand.remove(played, 1);
            let held = hand.count(nd);
            // The refill after this action (R4.6, R5.2) draws the last card: the end of the
            // pile decides at once (R6.3), before the other fencer acts.
            let draws = obs.rules.hand_size.saturating_sub(hand.len());
            let pile_ends_now = obs.draw_pile_len > 0 && draws >= obs.draw_pile_len;
            // Only Standard and Advanced count the cards at the pile's end first (R6.3c1),
            // and not after a final retreat under the option that skips the count.
            let counts_cards = matches!(obs.rules.level, Level::Standard | Level::Advanced)
                && !(matches!(obs.phase, Phase::Defend(_)) && obs.rules.final_retreat_skips_card_count);
            if pile_ends_now {
                if counts_cards && held > 0 { Why::PileEnd { distance: nd, held } } else { Why::Judged }
            } else if !they_could_attack(obs, nd) {
                if nd > MAX_DIRECT_REACH && (obs.rules.level != Level::Advanced || nd > 2 * MAX_DIRECT_REACH) {
                    Why::OutOfReach { distance: nd }
                } else {
                    Why::NoAttackLeft { distance: nd, open }
                }
            } else if held > 0 && nd <= MAX_DIRECT_REACH {
                Why::Threat { distance: nd, held }
            } else {
                Why::Judged
            }
        }
    }
}
