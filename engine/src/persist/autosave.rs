//! The match in progress (`autosave.ron`): saved after every resolved step so that
//! killing the game at any moment loses at most the action being animated, and resumed
//! exactly — same hands, same pile order, same score, same seed — by re-playing its
//! steps through the rules.

use super::paths::DataPaths;
use super::record::{VerifyError, replay_with_rounds};
use super::store::{self, Loaded, StoreError, Versioned};
use super::time::UtcTime;
use crate::ai::Players;
use crate::rules::{Match, MatchHistory, MatchStep, RuleSet};
use serde::{Deserialize, Serialize};

/// A match in progress, as saved. The rules, the seed and the steps fix every card, so
/// the match is rebuilt with [`MatchHistory::replay`] rather than stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch {
    /// The file format, [`SavedMatch::FORMAT_VERSION`].
    pub format_version: u32,
    /// The match's rules.
    pub rules: RuleSet,
    /// The match's seed.
    pub seed: u64,
    /// Who plays each side.
    pub players: Players,
    /// Every step so far, in order.
    pub steps: Vec<MatchStep>,
    /// When the match began.
    pub started_at: UtcTime,
    /// When this save was written.
    pub saved_at: UtcTime,
}

impl Versioned for SavedMatch {
    const FORMAT_VERSION: u32 = 1;
    const WHAT: &'static str = "saved match";
    const FALLBACK: &'static str = "there is no match to continue";
    fn format_version(&self) -> u32 {
        self.format_version
    }
}

impl SavedMatch {
    /// The save format this build writes.
    pub const FORMAT_VERSION: u32 = <Self as Versioned>::FORMAT_VERSION;

    /// The save of the match `history` has played so far.
    pub fn of(history: &MatchHistory, players: &Players, started_at: UtcTime) -> SavedMatch {
        SavedMatch {
            format_version: Self::FORMAT_VERSION,
            rules: history.rules,
            seed: history.seed,
            players: players.clone(),
            steps: history.steps.clone(),
            started_at,
            saved_at: UtcTime::now(),
        }
    }

    /// Rebuilds the match by re-playing the steps through the rules: the same hands, pile
    /// order, score, round and seed as when it was saved.
    ///
    /// # Errors
    /// [`VerifyError::BadRules`], [`VerifyError::Refused`] (a step the rules refuse), or
    /// [`VerifyError::AlreadyOver`] (a finished match is not continued).
    pub fn resume(&self) -> Result<(MatchHistory, Match), VerifyError> {
        let history = MatchHistory::with_steps(self.rules, self.seed, self.steps.clone());
        let (game, _) = replay_with_rounds(&history)?;
        if game.is_over() {
            return Err(VerifyError::AlreadyOver);
        }
        Ok((history, game))
    }
}

/// Writes the autosave of the match `history` has played atomically and returns what was
/// written.
///
/// # Errors
/// The operating system's refusal (the previous autosave is then left intact).
pub fn save(
    paths: &DataPaths,
    history: &MatchHistory,
    players: &Players,
    started_at: UtcTime,
) -> Result<SavedMatch, StoreError> {
    let saved = SavedMatch::of(history, players, started_at);
    store::save_ron(&paths.autosave_file(), &saved)?;
    Ok(saved)
}

/// Loads the autosave. A file that is damaged, of a newer format, or whose steps the
/// rules refuse (or which holds a finished match) is set aside with a message
/// ([`store::load_ron_checked`]).
pub fn load(paths: &DataPaths) -> Loaded<SavedMatch> {
    store::load_ron_checked(&paths.autosave_file(), |s: &SavedMatch| s.resume().map(|_| ()).map_err(|e| e.to_string()))
}

/// Deletes the autosave (the match ended or was abandoned).
///
/// # Errors
/// The operating system's refusal; a missing file is fine.
pub fn remove(paths: &DataPaths) -> std::io::Result<()> {
    store::remove_if_present(&paths.autosave_file())
}
