//! The puzzle being played, as the table holds it (`MatchKind::Puzzle`), so that it ends
//! with the puzzle's match; the systems that open and judge one are in
//! [`super::puzzles`].

use crate::rules::Action;

/// How a puzzle was opened: the day's puzzle, or the trainer's next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleMode {
    /// The daily puzzle: the same for everybody on a date ([`crate::puzzles::PuzzleSet::daily`]).
    Daily,
    /// The trainer: a puzzle near the player's puzzle rating.
    Trainer,
}

/// The puzzle on the table.
#[derive(Debug, Clone, PartialEq)]
pub struct ActivePuzzle {
    /// Its index in the shipped set.
    pub index: usize,
    /// Daily or the trainer's.
    pub mode: PuzzleMode,
    /// The player's answer, once given.
    pub attempt: Option<Attempt>,
    /// Whether the reason is shown ("Show why", after an answer).
    pub why_shown: bool,
    /// The puzzle's rating for this player when it was opened (its heading's).
    pub rating: f64,
    /// The day it was opened (days since 1970-01-01, UTC): a daily puzzle's date, even
    /// when it is answered after midnight.
    pub day: i64,
    /// Which opening of a puzzle this is in this run (each start counts one up), so that
    /// what the band keeps for one answer is not taken for the next.
    pub opening: u64,
}

/// The player's answer to a puzzle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Attempt {
    /// The action chosen (not played: a puzzle is one decision).
    pub chosen: Action,
    /// Whether it was the solution.
    pub solved: bool,
    /// Whether it counted for the ratings and the streak (only a puzzle's first try does).
    pub counted: bool,
    /// The player's puzzle rating before and after it.
    pub rating_before: f64,
    pub rating_after: f64,
}
