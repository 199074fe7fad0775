//! A network server's ratings (`ratings.ron` in its data folder): each player's Glicko-2
//! rating per rule level, by identity key (issue 26, point 4). The server computes them
//! (`net::server::ratings` in the game crate); this is only what is kept. Written whole,
//! atomically, after each rated match; a damaged file is set aside and the ratings start
//! again (the records of the matches stay, each with its result).

use super::store::{self, Versioned};
use crate::rules::Level;
use serde::{Deserialize, Serialize};

/// One player's rating at one rule level.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedPlayer {
    /// The rule level the rating is for.
    pub level: Level,
    /// The player's identity key (its 32 bytes).
    pub key: [u8; 32],
    /// The rating (Glicko-2's scale: 1500 for a new player).
    pub rating: f64,
    /// How sure it is: the rating deviation (350 for a new player; lower is surer).
    pub deviation: f64,
    /// How erratic the player's results are (Glicko-2's volatility, 0.06 for a new one).
    pub volatility: f64,
    /// Rated matches played at this level.
    pub matches: u32,
}

/// Every rating a server keeps.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SavedRatings {
    /// The file format, [`SavedRatings::FORMAT_VERSION`].
    pub format_version: u32,
    /// The ratings, each player and level once.
    pub ratings: Vec<RatedPlayer>,
    /// The name each rated player last played under, for the leaderboard (a file from
    /// before names were kept has none).
    #[serde(default)]
    pub names: Vec<RatedName>,
}

/// The name a rated player last played under.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatedName {
    /// The player's identity key (its 32 bytes).
    pub key: [u8; 32],
    /// The name, as the server accepted it (at most 24 characters).
    pub name: String,
}

impl Versioned for SavedRatings {
    const FORMAT_VERSION: u32 = 1;
    const KIND: store::FileKind = store::FileKind::Ratings;
    // About 200 bytes a rating: room for a hundred thousand.
    const MAX_BYTES: u64 = 32 << 20;
    fn format_version(&self) -> u32 {
        self.format_version
    }
}

impl SavedRatings {
    /// The format this build writes.
    pub const FORMAT_VERSION: u32 = <Self as Versioned>::FORMAT_VERSION;
}
