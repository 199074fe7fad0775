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

/// What the panels call each side: "You" and "Computer (hard)" where a person plays the
/// computer, the names in hot-seat, the seats ("Left", "Right") where no one is named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names(pub [String; 2]);

impl Names {
    /// The names the panels show for `players` ([`crate::ai::Players::shown_name`]).
    pub fn of(players: &crate::ai::Players) -> Names {
        Names(Side::BOTH.map(|s| players.shown_name(s)))
    }

    /// The seats' own names, "Left" and "Right".
    pub fn seats() -> Names {
        Names(Side::BOTH.map(|s| s.to_string()))
    }

    /// `side`'s name.
    pub fn get(&self, side: Side) -> &str {
        &self.0[side.index()]
    }
}

/// Why a round ended, in words, from the loser's or the table's point of view, e.g.
/// "Right is hit by a two-card attack of 4s", "You have no legal move",
/// "draw pile out: 2 cards of 3 against 1" — from the rules' account of the ending alone.
pub fn round_result(ending: &RoundEnding, names: &Names) -> String {
    let dist = ending.distance;
    match ending.result {
        RoundResult::Draw => "draw pile out: equal cards at the distance and equal advancement — a draw".into(),
        RoundResult::Won { winner, reason } => {
            let (w, l) = (winner.index(), winner.opponent().index());
            let (winner, loser) = (names.get(winner), names.get(winner.opponent()));
            match reason {
                WinReason::Hit => match ending.hit_by {
                    Some(a) => format!(
                        "{loser} {} hit by {}",
                        verb(loser, "is", "are"),
                        attack_words(a.value, a.count, a.indirect)
                    ),
                    None => {
                        let (makes, hits) = (verb(winner, "makes", "make"), verb(winner, "hits", "hit"));
                        let loser = if loser == "You" { "you" } else { loser };
                        format!(
                            "draw pile out: {winner} {makes} the last-chance attack with a {dist} and {hits} {loser}"
                        )
                    }
                },
                WinReason::NoLegalAction => format!("{loser} {} no legal move", verb(loser, "has", "have")),
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

/// `text` with its first letter a capital, for a sentence made of a phrase ("advance 1"
/// → "Advance 1").
pub fn capitalized(text: &str) -> String {
    let mut c = text.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// `n` with its noun in the right number: "1 card", "0 cards", "3 cards".
pub fn count(n: impl Into<u64>, singular: &str, plural: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { singular } else { plural })
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

/// A line of the action log: "Left advances 3 to space 4", "You parry".
pub fn action_line(who: &str, action: &Action, from: u8, to: u8) -> String {
    let v = |singular, plural| verb(who, singular, plural);
    match *action {
        Action::Move { card, dir: crate::rules::Dir::Forward } => {
            format!("{who} {} {card} to space {to}", v("advances", "advance"))
        }
        Action::Move { card, dir: crate::rules::Dir::Back } => {
            format!("{who} {} {card} to space {to}", v("retreats", "retreat"))
        }
        Action::Attack { value, count } => format!("{who} {} with {}", v("attacks", "attack"), count_of(value, count)),
        Action::AdvanceAttack { advance, value, count } => format!(
            "{who} {} {advance} to space {to} and {} with {}",
            v("advances", "advance"),
            v("attacks", "attack"),
            count_of(value, count)
        ),
        Action::Parry => format!("{who} {}", v("parries", "parry")),
        Action::Retreat { card } => format!("{who} {} {card} from space {from} to {to}", v("retreats", "retreat")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Attack;

    #[test]
    fn sentences_start_with_a_capital() {
        assert_eq!(capitalized("advance 1"), "Advance 1");
        assert_eq!(capitalized("été"), "Été");
        assert_eq!(capitalized(""), "");
    }

    #[test]
    fn counts_take_the_right_number() {
        assert_eq!(count(1u8, "card", "cards"), "1 card");
        assert_eq!(count(0u8, "card", "cards"), "0 cards");
        assert_eq!(count(12u8, "card", "cards"), "12 cards");
    }

    #[test]
    fn log_lines_agree_with_you() {
        let advance = Action::Move { card: 3, dir: crate::rules::Dir::Forward };
        assert_eq!(action_line("You", &advance, 1, 4), "You advance 3 to space 4");
        assert_eq!(action_line("Computer (hard)", &advance, 1, 4), "Computer (hard) advances 3 to space 4");
        assert_eq!(action_line("You", &Action::Parry, 0, 0), "You parry");
        let indirect = Action::AdvanceAttack { advance: 1, value: 5, count: 2 };
        assert_eq!(action_line("Ann", &indirect, 13, 14), "Ann advances 1 to space 14 and attacks with two 5s");
    }

    #[test]
    fn round_results_name_the_players_the_panels_name() {
        let hit = RoundEnding {
            result: RoundResult::Won { winner: Side::Left, reason: WinReason::Hit },
            distance: 5,
            hit_by: Some(Attack { value: 5, count: 1, indirect: false }),
            cards_at_distance: [0, 0],
            advancement: [4, 1],
        };
        assert_eq!(round_result(&hit, &Names::seats()), "Right is hit by an attack with a 5");
        let you_lose = Names(["Computer (normal)".into(), "You".into()]);
        assert_eq!(round_result(&hit, &you_lose), "You are hit by an attack with a 5");
        let stuck =
            RoundEnding { result: RoundResult::Won { winner: Side::Left, reason: WinReason::NoLegalAction }, ..hit };
        assert_eq!(round_result(&stuck, &you_lose), "You have no legal move");
    }
}
