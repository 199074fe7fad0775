//! The game in words: how a round ended, what an action did. Pure functions over what the
//! rules and the events report, shared by the round-over screen, the log and the tests.

use crate::rules::action::count_of;
use crate::rules::{Action, RoundEnding, RoundResult, Side, WinReason};

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
/// "draw pile out: 2 cards of 3 against 1" — from the rules' account of the ending alone.
pub fn round_result(ending: &RoundEnding) -> String {
    let dist = ending.distance;
    match ending.result {
        RoundResult::Draw => "draw pile out: equal cards at the distance and equal advancement — a draw".into(),
        RoundResult::Won { winner, reason } => {
            let loser = winner.opponent();
            let (w, l) = (winner.index(), loser.index());
            match reason {
                WinReason::Hit => match ending.hit_by {
                    Some(a) => format!("{loser} is hit by {}", attack_words(a.value, a.count, a.indirect)),
                    None => {
                        format!("draw pile out: {winner} makes the last-chance attack with a {dist} and hits {loser}")
                    }
                },
                WinReason::NoLegalAction => format!("{loser} has no legal move"),
                WinReason::DeckOutCards => {
                    let (w, l) = (ending.cards_at_distance[w], ending.cards_at_distance[l]);
                    format!("draw pile out: {w} {} of {dist} against {l}", if w == 1 { "card" } else { "cards" })
                }
                WinReason::DeckOutPosition => format!(
                    "draw pile out: {winner} advanced further ({} spaces against {})",
                    ending.advancement[w], ending.advancement[l]
                ),
            }
        }
    }
}

/// The verb for a subject: `plural` for "You" ("You win"), `singular` for a named player
/// ("Left wins").
pub fn verb(subject: &str, singular: &'static str, plural: &'static str) -> &'static str {
    if subject == "You" { plural } else { singular }
}

/// A finished match as the Replays list shows it: "You beat Computer (hard) 5–3 ·
/// Advanced · 7 rounds · 1 Dec 2026, 14:02", in the local time zone. `scores` are Left's
/// and Right's, `finished` the record's time (UTC).
pub fn record_line(
    players: &crate::ai::Players,
    winner: Side,
    scores: [u8; 2],
    level: crate::rules::Level,
    rounds: usize,
    finished: crate::persist::time::UtcTime,
) -> String {
    let when = chrono::DateTime::from_timestamp(finished.unix_seconds, 0)
        .map(|t| t.with_timezone(&chrono::Local).format("%-d %b %Y, %H:%M").to_string())
        .unwrap_or_default();
    let [a, b] = scores;
    format!(
        "{} beat {} {}–{} · {level} · {rounds} {} · {when}",
        players.shown_name(winner),
        players.shown_name(winner.opponent()),
        a.max(b),
        a.min(b),
        if rounds == 1 { "round" } else { "rounds" },
    )
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
