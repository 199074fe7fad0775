//! Match records: every finished match as a RON file in `records/` (format version, rule
//! set, seed, players, every step with who made it, the result), their verification by
//! re-playing them through the rules ([`super::verify`]), and listing, import and export.

use super::paths::DataPaths;
use super::store::{self, FileProblem, StoreError, Versioned};
use super::time::UtcTime;
pub use super::verify::{
    MatchResult, ResultFact, RoundSummary, VerifyError, describe_step, load_with_rounds, replay_with_rounds,
};
use crate::ai::Players;
use crate::rules::{MatchHistory, MatchStep, RuleSet};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// A finished match, as stored in `records/`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchRecord {
    /// The file format, [`MatchRecord::FORMAT_VERSION`].
    pub format_version: u32,
    /// The match's rules.
    pub rules: RuleSet,
    /// The match's seed: with the rules and the steps it fixes every card.
    pub seed: u64,
    /// Who played each side.
    pub players: Players,
    /// Every decision, in order, each action with who made it.
    pub steps: Vec<MatchStep>,
    /// The result as it was when the match finished.
    pub result: MatchResult,
    /// When the match began.
    pub started_at: UtcTime,
    /// When it ended.
    pub finished_at: UtcTime,
    /// The match's identity, shared with its autosave (so that a match whose record was
    /// written just before the game was killed is not recorded twice). Absent in records of
    /// earlier versions.
    #[serde(default)]
    pub match_id: Option<String>,
}

/// A new match's identity: its start, its seed and a number that differs between two
/// matches started in the same second with the same seed (the process and the clock's
/// nanoseconds), e.g. `20261201T101530Z-42-3fa9c1`.
pub fn new_match_id(started_at: UtcTime, seed: u64) -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    let tag = id_tag(nanos, std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed));
    format!("{}-{seed}-{tag:06x}", started_at.stamp())
}

/// The six-hex-digit tag of [`new_match_id`] (`0..2^24`): the clock's nanoseconds, the
/// process id and this process's count of ids made so far, mixed so that ids differing in
/// any one of them differ (the count for up to 2^24 ids, the process id for ids up to 2^20).
fn id_tag(nanos: u32, process: u32, count: u64) -> u64 {
    let mix = u64::from(nanos) ^ (u64::from(process) << 20) ^ (count << 40);
    // A multiplicative hash spreads the bits over the 24 kept; the top 24 of 64 are kept.
    mix.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40
}

#[cfg(test)]
mod tests {
    use super::id_tag;
    use std::collections::HashSet;

    /// Two matches started in the same nanosecond with the same seed differ in their tag,
    /// whether one process made both or two processes made one each; every tag fits the six
    /// hex digits of the id.
    #[test]
    fn ids_made_in_the_same_nanosecond_differ_by_process_and_by_count() {
        for nanos in [0, 1, 999_999_999, u32::MAX] {
            let by_count: HashSet<u64> = (0..5_000).map(|count| id_tag(nanos, 4242, count)).collect();
            assert_eq!(by_count.len(), 5_000, "one process's ids at {nanos} ns");
            let by_process: HashSet<u64> = (0..5_000).map(|pid| id_tag(nanos, pid, 7)).collect();
            assert_eq!(by_process.len(), 5_000, "one id from each process at {nanos} ns");
            assert!(by_count.iter().chain(&by_process).all(|&t| t < 1 << 24));
        }
        assert_ne!(id_tag(1, 0, 0), id_tag(2, 0, 0), "the clock's nanoseconds count too");
    }
}

impl Versioned for MatchRecord {
    const FORMAT_VERSION: u32 = 1;
    const KIND: store::FileKind = store::FileKind::MatchRecord;
    // Records are never written over; a newer version's stays for that version.
    const KEEP_NEWER: bool = true;
    fn format_version(&self) -> u32 {
        self.format_version
    }
}

impl MatchRecord {
    /// The record format this build writes.
    pub const FORMAT_VERSION: u32 = <Self as Versioned>::FORMAT_VERSION;

    /// The record of a finished match.
    ///
    /// # Errors
    /// [`VerifyError::NotFinished`] if the match is not over; the others of
    /// [`MatchResult::compute`] if the steps do not re-play (a corrupt history).
    pub fn from_history(
        history: &MatchHistory,
        players: &Players,
        started_at: UtcTime,
        finished_at: UtcTime,
        match_id: Option<String>,
    ) -> Result<MatchRecord, VerifyError> {
        let (rules, seed) = (history.rules, history.seed);
        let result = MatchResult::compute(rules, seed, history.steps())?;
        Ok(MatchRecord {
            format_version: Self::FORMAT_VERSION,
            rules,
            seed,
            players: players.clone(),
            steps: history.steps().to_vec(),
            result,
            started_at,
            finished_at,
            match_id,
        })
    }

    /// Re-plays the steps through the rules and checks that they give the stored result
    /// (winner, final score, and every round's winner, reason and points).
    ///
    /// # Errors
    /// Why not, see [`VerifyError`].
    pub fn verify(&self) -> Result<(), VerifyError> {
        let replayed = MatchResult::compute(self.rules, self.seed, &self.steps)?;
        let stored = &self.result;
        let mismatch = |s: ResultFact, r: ResultFact| Err(VerifyError::Mismatch { stored: s, replayed: r });
        if stored.winner != replayed.winner {
            return mismatch(ResultFact::Winner(stored.winner), ResultFact::Winner(replayed.winner));
        }
        if stored.out_of_time != replayed.out_of_time {
            return mismatch(ResultFact::OutOfTime(stored.out_of_time), ResultFact::OutOfTime(replayed.out_of_time));
        }
        if stored.scores != replayed.scores {
            return mismatch(ResultFact::Score(stored.scores), ResultFact::Score(replayed.scores));
        }
        if stored.rounds.len() != replayed.rounds.len() {
            return mismatch(ResultFact::Rounds(stored.rounds.len()), ResultFact::Rounds(replayed.rounds.len()));
        }
        for (s, r) in stored.rounds.iter().zip(&replayed.rounds) {
            if s != r {
                return mismatch(ResultFact::Round(*s), ResultFact::Round(*r));
            }
        }
        Ok(())
    }

    /// A one-line summary: "2025-03-01T10:15:30Z  Left (Computer (easy)) beat Right 5–3,
    /// Advanced".
    pub fn summary(&self) -> String {
        let w = self.result.winner;
        format!(
            "{}  {} ({}) beat {} ({}) {}{}, {}, {} round{}",
            self.finished_at,
            w,
            self.players.get(w).display_name(),
            w.opponent(),
            self.players.get(w.opponent()).display_name(),
            score(self.result.scores),
            if self.result.out_of_time.is_some() { " on time" } else { "" },
            self.rules.level,
            self.result.rounds.len(),
            if self.result.rounds.len() == 1 { "" } else { "s" }
        )
    }

    /// The file name this record gets in `records/`: `<finished stamp>-<seed>-<tag>.ron`,
    /// with the tag of its match id (`<finished stamp>-<seed>.ron` without one).
    pub fn file_name(&self) -> String {
        // Only letters and digits of the id's last part reach the name: an id is data from a
        // file, and a name is never a path.
        let tag: Option<String> = self
            .match_id
            .as_deref()
            .and_then(|id| id.rsplit('-').next())
            .map(|t| t.chars().filter(char::is_ascii_alphanumeric).take(16).collect());
        let tag = tag.filter(|t| !t.is_empty());
        match tag {
            Some(t) => format!("{}-{}-{t}.ron", self.finished_at.stamp(), self.seed),
            None => format!("{}-{}.ron", self.finished_at.stamp(), self.seed),
        }
    }

    /// True when `other` is the same match: the same id, or for records without one the
    /// same rules, seed and steps.
    pub fn same_match(&self, rules: &RuleSet, seed: u64, steps: &[MatchStep], match_id: Option<&str>) -> bool {
        match (self.match_id.as_deref(), match_id) {
            (Some(a), Some(b)) => a == b,
            _ => (self.rules, self.seed, self.steps.as_slice()) == (*rules, seed, steps),
        }
    }
}

fn score(s: [u8; 2]) -> String {
    format!("{}–{}", s[0], s[1])
}

/// Why a records command failed.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// No record of that name in `records/`.
    #[error("there is no record named {0:?} in the records folder")]
    NotFound(String),
    /// The file could not be read as a record.
    #[error("{path}: {problem}")]
    File { path: PathBuf, problem: FileProblem },
    /// The record does not re-play to its result.
    #[error("{path}: {error}")]
    Verify { path: PathBuf, error: VerifyError },
    /// The same match is already among the records.
    #[error("this match is already among the records as {0}")]
    AlreadyPresent(String),
    /// Export would overwrite an existing file: nothing of the player's is overwritten.
    #[error("{0} already exists; choose another name or remove it first")]
    Exists(PathBuf),
    /// Writing failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The match does not make a record: it is not over, or its steps do not re-play (a
    /// defect of the history).
    #[error(transparent)]
    Invalid(#[from] VerifyError),
}

/// A record in `records/`.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordEntry {
    /// The file name (`20250301T101530Z-42.ron`): what `records export NAME` takes.
    pub name: String,
    /// The full path.
    pub path: PathBuf,
    /// The record, read and verified.
    pub record: MatchRecord,
}

/// Loads one of the game's record files: bad ones (damaged, newer, or not reproducing
/// their result) are set aside like any bad file ([`store::load_ron_checked`]).
pub fn load(path: &Path) -> store::Loaded<MatchRecord> {
    store::load_ron_checked(path, MatchRecord::verify)
}

/// [`load`] for a process that does not own the data folder: a bad record is reported and
/// left where it is.
pub fn load_read_only(path: &Path) -> store::Loaded<MatchRecord> {
    store::load_ron_read_only(path, MatchRecord::verify)
}

/// A problem [`list`] found: the records folder unreadable, or a bad record file. Its
/// `Display` is the English sentence of logs and the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListProblem {
    /// The records folder at `path` cannot be read.
    Folder { path: PathBuf, error: store::IoProblem },
    /// A record file was bad (set aside, or left in place).
    File(store::LoadProblem),
}

impl std::fmt::Display for ListProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ListProblem::Folder { path, error } => {
                write!(f, "The records folder {} cannot be read: {error}.", path.display())
            }
            ListProblem::File(p) => p.fmt(f),
        }
    }
}

/// Every good record in `records/`, oldest first, and a problem for each bad one found
/// (which is set aside; a newer version's record stays). A missing folder means no
/// records; one that cannot be read is a problem.
pub fn list(paths: &DataPaths) -> (Vec<RecordEntry>, Vec<ListProblem>) {
    list_with(paths, load)
}

/// [`list`] that moves no file: for a process that does not own the data folder.
pub fn list_read_only(paths: &DataPaths) -> (Vec<RecordEntry>, Vec<ListProblem>) {
    list_with(paths, load_read_only)
}

fn list_with(paths: &DataPaths, load: fn(&Path) -> store::Loaded<MatchRecord>) -> (Vec<RecordEntry>, Vec<ListProblem>) {
    let mut entries = Vec::new();
    let mut problems = Vec::new();
    let files = match store::ron_files(&paths.records_dir()) {
        Ok(files) => files,
        Err(e) => {
            problems.push(ListProblem::Folder { path: paths.records_dir(), error: store::IoProblem::from(&e) });
            return (entries, problems);
        }
    };
    for path in files {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        match load(&path) {
            store::Loaded::Ok(record) => entries.push(RecordEntry { name, path, record }),
            store::Loaded::SetAside { problem } | store::Loaded::Unusable { problem } => {
                problems.push(ListProblem::File(problem));
            }
            // Gone since the folder was read.
            store::Loaded::Missing => {}
        }
    }
    entries.sort_by(|a, b| (a.record.finished_at, &a.name).cmp(&(b.record.finished_at, &b.name)));
    (entries, problems)
}

/// Stores a record in `records/` under a new name ([`MatchRecord::file_name`], with `-2`,
/// `-3`, … if taken), durably and never over another file, and returns its path.
///
/// # Errors
/// The operating system's refusal.
pub fn save(paths: &DataPaths, record: &MatchRecord) -> Result<PathBuf, RecordError> {
    let bytes = store::to_ron(&paths.records_dir().join(record.file_name()), record)?;
    write_new_name(&paths.records_dir(), &record.file_name(), bytes.as_bytes())
}

/// Writes `bytes` under `name` in `dir`, or `stem-2.ron`, `-3`, … when a name is taken
/// (checked by the write itself, so two writers never overwrite each other).
fn write_new_name(dir: &Path, name: &str, bytes: &[u8]) -> Result<PathBuf, RecordError> {
    let stem = name.strip_suffix(".ron").unwrap_or(name);
    for n in 1..10_000 {
        let path = if n == 1 { dir.join(name) } else { dir.join(format!("{stem}-{n}.ron")) };
        match store::write_new(&path, bytes) {
            Ok(()) => return Ok(path),
            Err(StoreError::Exists(_)) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(RecordError::Exists(dir.join(name)))
}

/// Copies a record file into `records/` after checking that it reads and verifies; the
/// file itself is not changed. Returns the new path.
///
/// # Errors
/// [`RecordError::File`], [`RecordError::Verify`], [`RecordError::AlreadyPresent`] (the
/// same rules, seed and steps are already stored), or a write error.
pub fn import(paths: &DataPaths, file: &Path) -> Result<PathBuf, RecordError> {
    let bytes = store::read_limited(file, <MatchRecord as Versioned>::MAX_BYTES)
        .map_err(|e| RecordError::File { path: file.to_path_buf(), problem: e.into() })?;
    let record: MatchRecord =
        store::parse_ron(&bytes).map_err(|problem| RecordError::File { path: file.to_path_buf(), problem })?;
    record.verify().map_err(|error| RecordError::Verify { path: file.to_path_buf(), error })?;
    let (existing, _) = list(paths);
    if let Some(e) = existing
        .iter()
        .find(|e| (e.record.rules, e.record.seed, &e.record.steps) == (record.rules, record.seed, &record.steps))
    {
        return Err(RecordError::AlreadyPresent(e.name.clone()));
    }
    write_new_name(&paths.records_dir(), &record.file_name(), &bytes)
}

/// Copies the record `name` (with or without `.ron`) from `records/` to `dest` (a file,
/// or a folder to put it in under its own name). Returns the written path.
///
/// # Errors
/// [`RecordError::NotFound`] or a read/write error.
pub fn export(paths: &DataPaths, name: &str, dest: &Path) -> Result<PathBuf, RecordError> {
    let file = if name.ends_with(".ron") { name.to_string() } else { format!("{name}.ron") };
    // Only plain names: a record name is never a path.
    if file.contains(['/', '\\']) || file.starts_with('.') {
        return Err(RecordError::NotFound(name.to_string()));
    }
    let src = paths.records_dir().join(&file);
    let bytes = store::read_limited(&src, <MatchRecord as Versioned>::MAX_BYTES).map_err(|e| match e {
        store::ReadError::Io(e) if e.kind() == std::io::ErrorKind::NotFound => RecordError::NotFound(name.to_string()),
        e => RecordError::File { path: src.clone(), problem: e.into() },
    })?;
    let out = if dest.is_dir() { dest.join(&file) } else { dest.to_path_buf() };
    if out.exists() {
        return Err(RecordError::Exists(out));
    }
    store::write_atomic(&out, &bytes)?;
    Ok(out)
}
