//! The match in progress (`autosave.ron`): saved after every resolved step so that
//! killing the game at any moment loses at most the action being animated, and resumed
//! exactly — same hands, same pile order, same score, same seed — by re-playing its
//! steps through the rules.

use super::paths::DataPaths;
use super::record::RecordError;
use super::store::{self, LoadProblem, Loaded, StoreError, Versioned};
use super::time::UtcTime;
use super::verify::{VerifyError, load_with_rounds};
use crate::ai::Players;
use crate::rules::{Match, MatchHistory, MatchStep, RuleSet};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

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
    /// The match's identity, which its record will carry too (absent in saves of earlier
    /// versions).
    #[serde(default)]
    pub match_id: Option<String>,
}

impl Versioned for SavedMatch {
    const FORMAT_VERSION: u32 = 1;
    const KIND: store::FileKind = store::FileKind::SavedMatch;
    fn format_version(&self) -> u32 {
        self.format_version
    }
}

impl SavedMatch {
    /// The save format this build writes.
    pub const FORMAT_VERSION: u32 = <Self as Versioned>::FORMAT_VERSION;

    /// The save of the match `history` has played so far.
    pub fn of(history: &MatchHistory, players: &Players, started_at: UtcTime, match_id: Option<String>) -> SavedMatch {
        SavedMatch {
            format_version: Self::FORMAT_VERSION,
            rules: history.rules,
            seed: history.seed,
            players: players.clone(),
            steps: history.steps().to_vec(),
            started_at,
            saved_at: UtcTime::now(),
            match_id,
        }
    }

    /// Rebuilds the match by re-playing the steps through the rules: the same hands, pile
    /// order, score, round and seed as when it was saved.
    ///
    /// # Errors
    /// [`VerifyError::BadRules`], [`VerifyError::Refused`] (a step the rules refuse), or
    /// [`VerifyError::AlreadyOver`] (a finished match is not continued).
    pub fn resume(&self) -> Result<(MatchHistory, Match), VerifyError> {
        let (history, game, _) = load_with_rounds(self.rules, self.seed, self.steps.clone())?;
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
    match_id: Option<String>,
) -> Result<SavedMatch, StoreError> {
    let saved = SavedMatch::of(history, players, started_at, match_id);
    store::save_ron(&paths.autosave_file(), &saved)?;
    Ok(saved)
}

/// Finishes what a match's end left undone when the game was stopped in the middle of it
/// (the end is: the final step saved, the record written and synced, the autosave
/// removed). An autosave whose steps finish the match is settled: if no record of the
/// match is among the records yet, it is written from the autosave; then the autosave is
/// removed. Returns what was done, or `None` when there was nothing to settle. Call it
/// only while holding the data folder's lock.
pub fn settle(paths: &DataPaths) -> Option<Settlement> {
    let bytes = store::read_limited(&paths.autosave_file(), <SavedMatch as Versioned>::MAX_BYTES).ok()?;
    let saved: SavedMatch = store::parse_ron(&bytes).ok()?;
    if !matches!(saved.resume(), Err(VerifyError::AlreadyOver)) {
        return None;
    }
    let (records, _) = super::record::list(paths);
    let done =
        records.iter().find(|e| e.record.same_match(&saved.rules, saved.seed, &saved.steps, saved.match_id.as_deref()));
    let written = match done {
        Some(e) => e.name.clone(),
        None => {
            let history = MatchHistory::with_steps(saved.rules, saved.seed, saved.steps.clone());
            let record = super::record::MatchRecord::from_history(
                &history,
                &saved.players,
                saved.started_at,
                saved.saved_at,
                saved.match_id.clone(),
            )
            .ok()?;
            match super::record::save(paths, &record) {
                Ok(p) => p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
                // The autosave stays: it is all there is of the match.
                Err(error) => return Some(Settlement::NotRecorded { error, autosave: paths.autosave_file() }),
            }
        }
    };
    Some(match remove(paths) {
        Ok(()) => Settlement::Recorded { record: written },
        Err(error) => Settlement::NotRemoved { record: written, error },
    })
}

/// What [`settle`] did. Its `Display` is the English sentence of logs and the command
/// line.
#[derive(Debug)]
pub enum Settlement {
    /// The match has its record, `record` (a file name in `records/`), written now or
    /// found there, and the autosave is gone.
    Recorded { record: String },
    /// The match has its record, `record`, but the autosave could not be removed.
    NotRemoved { record: String, error: std::io::Error },
    /// The record could not be written; the autosave at `autosave` stays until it can be.
    NotRecorded { error: RecordError, autosave: PathBuf },
}

impl Settlement {
    /// True when the match has its record now.
    pub fn recorded(&self) -> bool {
        !matches!(self, Settlement::NotRecorded { .. })
    }
}

impl std::fmt::Display for Settlement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Settlement::Recorded { record } => {
                write!(f, "The last match had ended when the game stopped; its record is {record}.")
            }
            Settlement::NotRemoved { record, error } => {
                write!(f, "The last match's record is {record}, but its autosave could not be removed: {error}.")
            }
            Settlement::NotRecorded { error, autosave } => write!(
                f,
                "The last match had ended but its record could not be written: {error}. It stays in {} until it \
                 can be.",
                autosave.display()
            ),
        }
    }
}

/// Loads the autosave. A file that is damaged, of a newer format, or whose steps the
/// rules refuse (or which holds a finished match) is set aside with a message
/// ([`store::load_ron_checked`]).
pub fn load(paths: &DataPaths) -> Loaded<SavedMatch> {
    // A finished match waiting for its record (see [`settle`]) is not continued, and not
    // set aside either: it is all there is of that match until its record is written.
    if let Ok(saved) = store::read_ron::<SavedMatch>(&paths.autosave_file())
        && matches!(saved.resume(), Err(VerifyError::AlreadyOver))
    {
        return Loaded::Unusable { problem: LoadProblem::EndedUnrecorded { path: paths.autosave_file() } };
    }
    store::load_ron_checked(&paths.autosave_file(), |s: &SavedMatch| s.resume().map(|_| ()))
}

/// Deletes the autosave (the match ended or was abandoned).
///
/// # Errors
/// The operating system's refusal; a missing file is fine.
pub fn remove(paths: &DataPaths) -> std::io::Result<()> {
    store::remove_if_present(&paths.autosave_file())
}
