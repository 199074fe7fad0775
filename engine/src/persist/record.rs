//! Match records: every finished match as a RON file in `records/` (format version, rule
//! set, seed, players, every step with who made it, the result), their verification by
//! re-playing them through the rules, and listing, import and export.

use super::paths::DataPaths;
use super::store::{self, FileProblem, StoreError, Versioned};
use super::time::UtcTime;
use crate::ai::Players;
use crate::rules::{DuellCard, Match, MatchHistory, MatchPhase, MatchStep, RoundResult, RuleError, RuleSet, Side};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One round of a finished match, as the record stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundSummary {
    /// The round's number, from 1.
    pub number: u32,
    /// The Duell special card of the round, if any.
    pub duell_card: Option<DuellCard>,
    /// Who won and why, or a draw.
    pub result: RoundResult,
    /// Points the winner scored (1, or 2 under Duell D2; 0 for a draw).
    pub points: u8,
    /// The match score after the round, indexed by [`Side::index`].
    pub scores_after: [u8; 2],
}

impl std::fmt::Display for RoundSummary {
    /// "round 2: Right won by DeckOutCards, 1 point, 1–1 after it (special card D2)".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "round {}: ", self.number)?;
        match self.result {
            RoundResult::Won { winner, reason } => write!(f, "{winner} won by {reason:?}")?,
            RoundResult::Draw => f.write_str("a draw")?,
        }
        let pts = if self.points == 1 { "point" } else { "points" };
        write!(f, ", {} {pts}, {}–{} after it", self.points, self.scores_after[0], self.scores_after[1])?;
        if let Some(c) = self.duell_card {
            write!(f, " (special card {c:?})")?;
        }
        Ok(())
    }
}

/// How a match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchResult {
    /// Who reached the target score.
    pub winner: Side,
    /// The final score, indexed by [`Side::index`].
    pub scores: [u8; 2],
    /// Every round, in order.
    pub rounds: Vec<RoundSummary>,
}

/// Why a record (or a saved match) does not re-play to what it claims.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    /// The rule set is out of its documented ranges.
    #[error("the rules in the file are not valid: {0}")]
    BadRules(String),
    /// The rules refuse a step (0-based index).
    #[error("step {} ({step}) is refused by the rules: {error}", index + 1)]
    Refused { index: usize, step: String, error: RuleError },
    /// The steps end before anyone reached the target score.
    #[error("the match is not over after the last step")]
    NotFinished,
    /// The steps of a saved match in progress already finish the match.
    #[error("the match is already over")]
    AlreadyOver,
    /// The re-played match differs from the stored result.
    #[error(
        "the stored result does not match the re-played match: the record says {stored}, the rules give {replayed}"
    )]
    Mismatch { stored: String, replayed: String },
}

/// A step in words, for messages and the replay screen ("Left: advance 3").
pub fn describe_step(step: &MatchStep) -> String {
    match step {
        MatchStep::Act { who, action } => format!("{who}: {}", action.describe()),
        MatchStep::NextRound => "next round".to_string(),
        MatchStep::ChooseDuellCard { who, card } => format!("{who} chooses {card:?} ({})", card.describe()),
    }
}

/// Re-plays `history` through the rules ([`MatchHistory::replay_visiting`]). Returns the
/// match after the last step and the summary of every round that ended.
///
/// # Errors
/// [`VerifyError::BadRules`] or [`VerifyError::Refused`].
pub fn replay_with_rounds(history: &MatchHistory) -> Result<(Match, Vec<RoundSummary>), VerifyError> {
    history.rules.validate().map_err(VerifyError::BadRules)?;
    let mut rounds = Vec::new();
    note_round_end(&history.opening(), &mut rounds);
    let m = history.replay_visiting(history.steps.len(), |m, _, _, _| note_round_end(m, &mut rounds)).map_err(|e| {
        VerifyError::Refused { index: e.index, step: describe_step(&history.steps[e.index]), error: e.error }
    })?;
    Ok((m, rounds))
}

/// Appends the current round's summary if it has just ended (a round can also end at the
/// deal, when the starter has no legal action, so this is checked after every step).
fn note_round_end(m: &Match, rounds: &mut Vec<RoundSummary>) {
    let result = match m.phase() {
        MatchPhase::RoundOver(r) => r,
        MatchPhase::Over { .. } => match m.round().result() {
            Some(r) => r,
            None => return,
        },
        MatchPhase::Playing | MatchPhase::ChooseDuellCard { .. } => return,
    };
    if rounds.last().is_some_and(|r| r.number == m.round_number()) {
        return;
    }
    let points = if result.winner().is_some() { m.round().rules().points_for_win() } else { 0 };
    rounds.push(RoundSummary {
        number: m.round_number(),
        duell_card: m.duell_card(),
        result,
        points,
        scores_after: m.scores(),
    });
}

impl MatchResult {
    /// The result of the finished match that `steps` play, computed by the rules.
    ///
    /// # Errors
    /// [`VerifyError::BadRules`], [`VerifyError::Refused`], [`VerifyError::NotFinished`].
    pub fn compute(rules: RuleSet, seed: u64, steps: &[MatchStep]) -> Result<MatchResult, VerifyError> {
        let (m, rounds) = replay_with_rounds(&MatchHistory::with_steps(rules, seed, steps.to_vec()))?;
        let winner = m.winner().ok_or(VerifyError::NotFinished)?;
        Ok(MatchResult { winner, scores: m.scores(), rounds })
    }
}

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
    let mix = u64::from(nanos) ^ (u64::from(std::process::id()) << 20) ^ COUNTER.fetch_add(1, Ordering::Relaxed) << 40;
    // A multiplicative hash spreads the bits over the six hex digits shown.
    let tag = (mix.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) & 0xFF_FFFF;
    format!("{}-{seed}-{tag:06x}", started_at.stamp())
}

impl Versioned for MatchRecord {
    const FORMAT_VERSION: u32 = 1;
    const WHAT: &'static str = "match record";
    const FALLBACK: &'static str = "it is left out of the records and statistics";
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
        let result = MatchResult::compute(rules, seed, &history.steps)?;
        Ok(MatchRecord {
            format_version: Self::FORMAT_VERSION,
            rules,
            seed,
            players: players.clone(),
            steps: history.steps.clone(),
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
        let mismatch = |s: String, r: String| Err(VerifyError::Mismatch { stored: s, replayed: r });
        if stored.winner != replayed.winner {
            return mismatch(format!("{} won", stored.winner), format!("{} won", replayed.winner));
        }
        if stored.scores != replayed.scores {
            return mismatch(score(stored.scores), score(replayed.scores));
        }
        if stored.rounds.len() != replayed.rounds.len() {
            return mismatch(format!("{} rounds", stored.rounds.len()), format!("{} rounds", replayed.rounds.len()));
        }
        for (s, r) in stored.rounds.iter().zip(&replayed.rounds) {
            if s != r {
                return mismatch(s.to_string(), r.to_string());
            }
        }
        Ok(())
    }

    /// A one-line summary: "2025-03-01T10:15:30Z  Left (Computer (easy)) beat Right 5–3,
    /// Advanced".
    pub fn summary(&self) -> String {
        let w = self.result.winner;
        format!(
            "{}  {} ({}) beat {} ({}) {}, {}, {} round{}",
            self.finished_at,
            w,
            self.players.get(w).display_name(),
            w.opponent(),
            self.players.get(w.opponent()).display_name(),
            score(self.result.scores),
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
    store::load_ron_checked(path, |r: &MatchRecord| r.verify().map_err(|e| e.to_string()))
}

/// [`load`] for a process that does not own the data folder: a bad record is reported and
/// left where it is.
pub fn load_read_only(path: &Path) -> store::Loaded<MatchRecord> {
    store::load_ron_read_only(path, |r: &MatchRecord| r.verify().map_err(|e| e.to_string()))
}

/// Every good record in `records/`, oldest first, and a message for each bad one found
/// (which is set aside; a newer version's record stays). A missing folder means no
/// records; one that cannot be read gives a message.
pub fn list(paths: &DataPaths) -> (Vec<RecordEntry>, Vec<String>) {
    list_with(paths, load)
}

/// [`list`] that moves no file: for a process that does not own the data folder.
pub fn list_read_only(paths: &DataPaths) -> (Vec<RecordEntry>, Vec<String>) {
    list_with(paths, load_read_only)
}

fn list_with(paths: &DataPaths, load: fn(&Path) -> store::Loaded<MatchRecord>) -> (Vec<RecordEntry>, Vec<String>) {
    let mut entries = Vec::new();
    let mut notices = Vec::new();
    let files = match store::ron_files(&paths.records_dir()) {
        Ok(files) => files,
        Err(e) => {
            notices.push(format!("The records folder {} cannot be read: {e}.", paths.records_dir().display()));
            return (entries, notices);
        }
    };
    for path in files {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        match load(&path) {
            store::Loaded::Ok(record) => entries.push(RecordEntry { name, path, record }),
            other => notices.extend(other.notice().map(str::to_string)),
        }
    }
    entries.sort_by(|a, b| (a.record.finished_at, &a.name).cmp(&(b.record.finished_at, &b.name)));
    (entries, notices)
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
