//! The rules of En Garde (`docs/RULES.md`), in plain Rust with no engine types.
//!
//! This module is the one source of truth for the rules: the Bevy systems resolve every
//! action through it, the AI simulates with it, and the scenario runner tests it. It never
//! imports Bevy.
//!
//! Layout: [`cards`] (values, hands, the draw pile), [`ruleset`] (levels, options, Duell
//! special cards), [`action`] (the five actions), [`round`] (one round: legal actions,
//! `apply`, every end of R6), [`observation`] (a player's view, R7), [`matchplay`]
//! (scores, round set-up, the starter), [`history`] (a match as its steps: the one replay
//! loop), [`scenario`] (rule scenario files).

pub mod action;
pub mod cards;
pub mod error;
pub mod history;
pub mod matchplay;
pub mod observation;
pub mod parts;
pub mod round;
pub mod ruleset;
pub mod scenario;

pub use action::{Action, ActionList, Attack, Dir, Played};
pub use cards::{Cards, DrawPile, VALUES};
pub use error::RuleError;
pub use history::{MatchHistory, ReplayError};
pub use matchplay::{Match, MatchPhase, MatchStep};
pub use observation::Observation;
pub use parts::{MatchParts, MatchPublic, PartsError, RefereeSecrets, RoundPublic, SeenHand};
pub use round::{Phase, Round, RoundEnding, RoundResult, StepReport, WinReason};
pub use ruleset::{
    DuellCard, Level, PRESETS, Preset, RoundRules, RuleSet, RuleSetError, StarterRule, UnknownRuleLevel,
};

use serde::{Deserialize, Serialize};

/// Number of spaces on the piste (R1.1): spaces are numbered `1..=23`.
pub const PISTE_LEN: u8 = 23;
/// The red centre space (R1.1).
pub const CENTRE_SPACE: u8 = 12;
/// Where the left fencer starts each round (R1.3, R2.2).
pub const LEFT_START: u8 = 1;
/// Where the right fencer starts each round (R1.3, R2.2).
pub const RIGHT_START: u8 = PISTE_LEN;
/// Cards in the deck (R1.2): five each of the values 1..=5.
pub const DECK_SIZE: usize = 25;
/// Copies of each value in the deck (R1.2).
pub const COPIES_PER_VALUE: u8 = 5;
/// Highest card value (R1.2); the lowest is 1.
pub const MAX_VALUE: u8 = 5;

/// Distance between fencers on `positions` (Left's space, Right's space), 1..=22 when
/// Left stands left of Right (R1.4); 0 otherwise.
pub const fn distance(positions: [u8; 2]) -> u8 {
    positions[1].saturating_sub(positions[0])
}

/// How far a fencer on `space` has advanced from its starting space (R6.3c2): spaces
/// from 1 for Left, from 23 for Right; 0..=22.
pub const fn advancement(side: Side, space: u8) -> u8 {
    match side {
        Side::Left => space.saturating_sub(LEFT_START),
        Side::Right => RIGHT_START.saturating_sub(space),
    }
}

/// One of the two fencers (R1.3). `Left` is the left-handed fencer who starts on space 1
/// ("White" in one edition); `Right` is the right-handed fencer who starts on space 23.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    Left,
    Right,
}

impl Side {
    /// Both sides, `Left` first.
    pub const BOTH: [Side; 2] = [Side::Left, Side::Right];

    /// The other fencer.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }

    /// 0 for `Left`, 1 for `Right`: the index into per-side arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction of "forward" on the piste: +1 for `Left` (towards 23), -1 for
    /// `Right` (towards 1), R1.3.
    #[inline]
    pub const fn forward_sign(self) -> i8 {
        match self {
            Side::Left => 1,
            Side::Right => -1,
        }
    }

    /// "Left" or "Right".
    pub const fn name(self) -> &'static str {
        match self {
            Side::Left => "Left",
            Side::Right => "Right",
        }
    }
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
