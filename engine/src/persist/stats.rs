//! Statistics computed from the match records: per opponent and rule level, matches and
//! rounds won and lost, the longest winning streak, and how rounds were won and lost.
//!
//! **Whose statistics.** They are the record of the people at this computer:
//! - against the computer, the human side's results, filed under the computer's level;
//! - in hot-seat (both sides human), the **Left** player's results, filed under the
//!   opponent "human" (the player who sets up a hot-seat match sits on the left);
//! - computer-against-computer matches (self-play) are left out and counted in
//!   [`Statistics::left_out`].
//!
//! Nothing is stored: the statistics are recomputed from `records/` whenever needed, so
//! they always agree with the records (and an imported record counts at once).

use super::paths::DataPaths;
use super::record::{self, MatchRecord};
use crate::ai::{Controller, Players};
use crate::rules::{Level, RoundResult, Side, WinReason};

/// The opponent name under which hot-seat matches are filed.
pub const HUMAN_OPPONENT: &str = "human";

/// Rounds counted by how they ended (R6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WinCounts {
    /// An attack that was not (or could not be) parried (R5.4, R6.1, R6.3b).
    pub hit: u32,
    /// The loser had no legal action (R4.7).
    pub no_legal_action: u32,
    /// Deck-out, more cards equal to the distance (R6.3c1).
    pub deck_out_cards: u32,
    /// Deck-out, advanced further (R6.3c2).
    pub deck_out_position: u32,
}

impl WinCounts {
    fn add(&mut self, reason: WinReason) {
        match reason {
            WinReason::Hit => self.hit += 1,
            WinReason::NoLegalAction => self.no_legal_action += 1,
            WinReason::DeckOutCards => self.deck_out_cards += 1,
            WinReason::DeckOutPosition => self.deck_out_position += 1,
        }
    }

    /// All rounds counted.
    pub fn total(&self) -> u32 {
        self.hit + self.no_legal_action + self.deck_out_cards + self.deck_out_position
    }
}

/// The results of one group of matches, from the player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub matches_won: u32,
    pub matches_lost: u32,
    pub rounds_won: u32,
    pub rounds_lost: u32,
    /// Rounds drawn at deck-out (R6.3c3).
    pub rounds_drawn: u32,
    /// How the player's won rounds were won.
    pub won_by: WinCounts,
    /// How the player's lost rounds were lost (the opponent's reason).
    pub lost_by: WinCounts,
    /// The most matches won in a row, in the order they finished.
    pub longest_streak: u32,
    /// Matches won in a row up to the latest one (0 after a loss).
    pub current_streak: u32,
}

impl Tally {
    /// Matches played.
    pub fn matches(&self) -> u32 {
        self.matches_won + self.matches_lost
    }

    /// Rounds played.
    pub fn rounds(&self) -> u32 {
        self.rounds_won + self.rounds_lost + self.rounds_drawn
    }

    fn add(&mut self, record: &MatchRecord, me: Side) {
        if record.result.winner == me {
            self.matches_won += 1;
            self.current_streak += 1;
            self.longest_streak = self.longest_streak.max(self.current_streak);
        } else {
            self.matches_lost += 1;
            self.current_streak = 0;
        }
        for round in &record.result.rounds {
            match round.result {
                RoundResult::Draw => self.rounds_drawn += 1,
                RoundResult::Won { winner, reason } if winner == me => {
                    self.rounds_won += 1;
                    self.won_by.add(reason);
                }
                RoundResult::Won { reason, .. } => {
                    self.rounds_lost += 1;
                    self.lost_by.add(reason);
                }
            }
        }
    }
}

/// One line of the statistics table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsRow {
    /// The computer's level, or [`HUMAN_OPPONENT`] for hot-seat.
    pub opponent: String,
    /// The rule level.
    pub level: Level,
    pub tally: Tally,
}

/// The statistics of all records.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    /// One row per (opponent, rule level) that has matches: opponents in alphabetical
    /// order, levels in [`Level::ALL`] order.
    pub rows: Vec<StatsRow>,
    /// Every counted match together.
    pub overall: Tally,
    /// Matches left out because no side was a person.
    pub left_out: u32,
}

/// Whose results a match counts for and under which opponent (see the module docs), or
/// `None` for computer against computer.
pub fn perspective(players: &Players) -> Option<(Side, String)> {
    let [left, right] = &players.0;
    match (left, right) {
        (Controller::Human { .. }, Controller::Human { .. } | Controller::Remote { .. }) => {
            Some((Side::Left, HUMAN_OPPONENT.to_string()))
        }
        (Controller::Remote { .. }, Controller::Human { .. }) => Some((Side::Right, HUMAN_OPPONENT.to_string())),
        (Controller::Human { .. }, Controller::Computer { level }) => Some((Side::Left, level.to_string())),
        (Controller::Computer { level }, Controller::Human { .. }) => Some((Side::Right, level.to_string())),
        // Nobody at this computer played: not the player's own results.
        (Controller::Computer { .. } | Controller::Remote { .. }, _) => None,
    }
}

impl Statistics {
    /// The statistics of `records`, taken in the order they finished.
    pub fn from_records<'a>(records: impl IntoIterator<Item = &'a MatchRecord>) -> Statistics {
        let mut sorted: Vec<&MatchRecord> = records.into_iter().collect();
        sorted.sort_by_key(|r| r.finished_at);
        let mut s = Statistics::default();
        for r in sorted {
            let Some((me, opponent)) = perspective(&r.players) else {
                s.left_out += 1;
                continue;
            };
            s.overall.add(r, me);
            let i = match s.rows.iter().position(|row| row.opponent == opponent && row.level == r.rules.level) {
                Some(i) => i,
                None => {
                    s.rows.push(StatsRow { opponent, level: r.rules.level, tally: Tally::default() });
                    s.rows.len() - 1
                }
            };
            s.rows[i].tally.add(r, me);
        }
        let level_order = |l: Level| Level::ALL.iter().position(|x| *x == l).unwrap_or(usize::MAX);
        s.rows.sort_by(|a, b| (&a.opponent, level_order(a.level)).cmp(&(&b.opponent, level_order(b.level))));
        s
    }

    /// The statistics of every good record in `records/`, and the problems with bad record
    /// files (which are set aside) or the folder, see [`record::list`].
    pub fn load(paths: &DataPaths) -> (Statistics, Vec<record::ListProblem>) {
        let (entries, notices) = record::list(paths);
        (Statistics::from_records(entries.iter().map(|e| &e.record)), notices)
    }
}
