//! The game in words: how a round ended, what an action did. Pure functions over the
//! match's components, shared by the round-over screen, the log and the tests.

use crate::game::TableView;
use crate::rules::action::count_of;
use crate::rules::{Action, Phase, RoundResult, Side, WinReason};

/// "a two-card attack of 4s", "an attack with a 3", "an indirect attack with two 2s".
fn attack_words(value: u8, count: u8, indirect: bool) -> String {
    let kind = if indirect { "an indirect attack" } else { "an attack" };
    match count {
        1 => format!("{kind} with a {value}"),
        n => {
            let kind = if indirect { "indirect attack" } else { "attack" };
            let n_word = match n {
                2 => "two",
                3 => "three",
                4 => "four",
                _ => "five",
            };
            let article = if indirect { "an" } else { "a" };
            format!("{article} {n_word}-card {kind} of {value}s")
        }
    }
}

/// Why a round ended, in words, from the loser's or the table's point of view, e.g.
/// "Right is hit by a two-card attack of 4s", "Left has no legal move",
/// "draw pile out: 2 cards of 3 against 1".
pub fn round_result(table: &TableView) -> String {
    let Phase::Over(result) = table.bout.phase else { return "the round goes on".into() };
    let dist = table.distance();
    let played = &table.bout.played;
    match result {
        RoundResult::Draw => "draw pile out: equal cards at the distance and equal advancement — a draw".into(),
        RoundResult::Won { winner, reason } => {
            let loser = winner.opponent();
            match reason {
                WinReason::Hit => {
                    let last_attack = played.iter().rev().find_map(|p| match p.action {
                        Action::Attack { value, count } if p.who == winner => Some((value, count, false)),
                        Action::AdvanceAttack { value, count, .. } if p.who == winner => Some((value, count, true)),
                        _ => None,
                    });
                    let last_was_attack = played.last().is_some_and(|p| p.who == winner && p.action.is_attack());
                    match last_attack {
                        Some((v, k, ind)) if last_was_attack => {
                            format!("{loser} is hit by {}", attack_words(v, k, ind))
                        }
                        _ => format!(
                            "draw pile out: {winner} makes the last-chance attack with a {dist} and hits {loser}"
                        ),
                    }
                }
                WinReason::NoLegalAction => format!("{loser} has no legal move"),
                WinReason::DeckOutCards => {
                    let w = table.hand(winner).count(dist);
                    let l = table.hand(loser).count(dist);
                    format!("draw pile out: {w} {} of {dist} against {l}", if w == 1 { "card" } else { "cards" })
                }
                WinReason::DeckOutPosition => {
                    let adv = |s: Side| crate::rules::advancement(s, table.space(s));
                    format!("draw pile out: {winner} advanced further ({} spaces against {})", adv(winner), adv(loser))
                }
            }
        }
    }
}

/// A line of the action log: "Left advances 3 to space 4".
pub fn action_line(who: Side, action: &Action, from: u8, to: u8) -> String {
    match *action {
        Action::Move { card, dir: crate::rules::Dir::Forward } => format!("{who} advances {card} to space {to}"),
        Action::Move { card, dir: crate::rules::Dir::Back } => format!("{who} retreats {card} to space {to}"),
        Action::Attack { value, count } => format!("{who} attacks with {}", count_of(value, count)),
        Action::AdvanceAttack { advance, value, count } => {
            format!("{who} advances {advance} to space {to} and attacks with {}", count_of(value, count))
        }
        Action::Parry => format!("{who} parries"),
        Action::Retreat { card } => format!("{who} retreats {card} from space {from} to {to}"),
    }
}
