//! The player's files in words: what is wrong with a file ([`FileProblem`], a
//! [`LoadProblem`]), why a write, the folder lock or a record failed, why a stored match
//! does not re-play, and the operating system's refusals, each mapped to its message of
//! `menus.ftl` ("Notices about your files"). The engine keeps its English `Display` for
//! logs and the command line; views show these instead.

use super::{Lang, terms};
use crate::persist::autosave::Settlement;
use crate::persist::lock::LockError;
use crate::persist::paths::{DATA_DIR_ENV, PathsError};
use crate::persist::record::{ListProblem, RecordError};
use crate::persist::settings::SettingsNote;
use crate::persist::store::{Fate, FileKind, FileProblem, IoProblem, LoadProblem, StoreError};
use crate::persist::verify::{ResultFact, VerifyError};
use crate::rules::{ReplayError, RoundResult, RuleSetError, WinReason};
use crate::tr;
use std::io;
use std::path::Path;

/// A path as the notices show it.
fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// The message of a kind of file: its value starts a sentence ("The settings file"), its
/// `fallback` says what the game does without it.
fn kind_id(kind: FileKind) -> &'static str {
    match kind {
        FileKind::Settings => "file-settings",
        FileKind::SavedMatch => "file-saved-match",
        FileKind::MatchRecord => "file-match-record",
        FileKind::Room => "file-room",
        FileKind::Ratings => "file-ratings",
    }
}

/// The operating system's refusal: its kind in words where the catalogue has them, else
/// the system's own words.
pub fn io_problem(lang: &Lang, kind: io::ErrorKind, message: &str) -> String {
    use io::ErrorKind as K;
    let id = match kind {
        K::NotFound => "io-not-found",
        K::PermissionDenied => "io-permission-denied",
        K::StorageFull => "io-storage-full",
        K::QuotaExceeded => "io-quota-exceeded",
        K::ReadOnlyFilesystem => "io-read-only",
        K::NotADirectory => "io-not-a-folder",
        K::IsADirectory => "io-is-a-folder",
        K::AlreadyExists => "io-exists",
        _ => return tr!(lang, "io-other", error = message),
    };
    lang.get(id)
}

/// [`io_problem`] of an `io::Error`.
pub fn io_error(lang: &Lang, e: &io::Error) -> String {
    io_problem(lang, e.kind(), &e.to_string())
}

/// [`io_problem`] of an [`IoProblem`].
pub fn io_kept(lang: &Lang, e: &IoProblem) -> String {
    io_problem(lang, e.kind, &e.message)
}

/// A size in bytes, in the largest whole unit: "4 MiB", "64 KiB", "900 bytes".
pub fn size(lang: &Lang, bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 && b % (1 << 20) == 0 => tr!(lang, "size-mib", count = b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => tr!(lang, "size-kib", count = b >> 10),
        b => tr!(lang, "size-bytes", count = b),
    }
}

/// What is wrong with a file: "the file is cut short: …".
pub fn file_problem(lang: &Lang, problem: &FileProblem) -> String {
    match problem {
        FileProblem::Empty => lang.get("file-problem-empty"),
        FileProblem::Truncated => lang.get("file-problem-truncated"),
        FileProblem::Damaged(detail) => tr!(lang, "file-problem-damaged", detail = detail.as_str()),
        FileProblem::NotText => lang.get("file-problem-not-text"),
        FileProblem::TooLarge { limit } => tr!(lang, "file-problem-too-large", size = size(lang, *limit)),
        FileProblem::Newer { found, supported } => {
            tr!(lang, "file-problem-newer", found = *found, supported = *supported)
        }
        FileProblem::Refused(e) => tr!(lang, "file-problem-refused", why = verify_error(lang, e)),
        FileProblem::NotRegular => lang.get("file-problem-not-regular"),
        FileProblem::Io(e) => tr!(lang, "file-problem-unreadable", why = io_kept(lang, e)),
    }
}

/// A file of the game's own that was not used, and what became of it: a whole sentence.
pub fn load_problem(lang: &Lang, problem: &LoadProblem) -> String {
    let (kind, path, what, fate) = match problem {
        LoadProblem::Bad { kind, path, problem, fate } => (*kind, path, file_problem(lang, problem), fate),
        LoadProblem::EndedUnrecorded { path } => return tr!(lang, "notice-ended-unrecorded", path = shown(path)),
    };
    let file = lang.get(kind_id(kind));
    let fallback = lang.attribute(kind_id(kind), "fallback", None);
    let path = shown(path);
    match fate {
        Fate::SetAside { backup } => {
            let backup = backup.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            tr!(
                lang,
                "notice-file-set-aside",
                file = file,
                path = path,
                problem = what,
                backup = backup,
                fallback = fallback
            )
        }
        Fate::KeptForNewer => tr!(lang, "notice-file-kept-for-newer", file = file, path = path, problem = what),
        Fate::LeftInPlace => tr!(lang, "notice-file-left", file = file, path = path, problem = what),
        Fate::NotMoved(e) => tr!(
            lang,
            "notice-file-not-moved",
            file = file,
            path = path,
            problem = what,
            why = io_kept(lang, e),
            fallback = fallback
        ),
    }
}

/// A problem of listing the records: a whole sentence.
pub fn list_problem(lang: &Lang, problem: &ListProblem) -> String {
    match problem {
        ListProblem::Folder { path, error } => {
            tr!(lang, "notice-records-folder", path = shown(path), why = io_kept(lang, error))
        }
        ListProblem::File(p) => load_problem(lang, p),
    }
}

/// Why a file could not be written: "could not write …: the disk is full".
pub fn store_error(lang: &Lang, error: &StoreError) -> String {
    match error {
        StoreError::Io { path, source } => {
            tr!(lang, "store-error-io", path = shown(path), why = io_error(lang, source))
        }
        StoreError::Encode { path, message } => {
            tr!(lang, "store-error-encode", path = shown(path), detail = message.as_str())
        }
        StoreError::Exists(path) => tr!(lang, "store-error-exists", path = shown(path)),
    }
}

/// Why the data folder's lock was not taken.
pub fn lock_error(lang: &Lang, error: &LockError) -> String {
    match error {
        LockError::Held { folder, pid } => {
            let holder = match pid {
                Some(pid) => tr!(lang, "lock-holder-process", pid = *pid),
                None => lang.get("lock-holder-unknown"),
            };
            tr!(lang, "lock-error-held", folder = shown(folder), holder = holder)
        }
        LockError::Io { folder, source } => {
            tr!(lang, "lock-error-io", folder = shown(folder), why = io_error(lang, source))
        }
    }
}

/// Why no folder for the player's files could be chosen.
pub fn paths_error(lang: &Lang, error: &PathsError) -> String {
    match error {
        PathsError::NoHome => tr!(lang, "paths-error-no-home", variable = DATA_DIR_ENV),
    }
}

/// Why a record could not be made, read, written, imported or exported.
pub fn record_error(lang: &Lang, error: &RecordError) -> String {
    match error {
        RecordError::NotFound(name) => tr!(lang, "record-error-not-found", name = name.as_str()),
        RecordError::File { path, problem } => {
            tr!(lang, "record-error-file", path = shown(path), why = file_problem(lang, problem))
        }
        RecordError::Verify { path, error } => {
            tr!(lang, "record-error-file", path = shown(path), why = verify_error(lang, error))
        }
        RecordError::AlreadyPresent(name) => tr!(lang, "record-error-already-present", name = name.as_str()),
        RecordError::Exists(path) => tr!(lang, "record-error-exists", path = shown(path)),
        RecordError::Store(e) => store_error(lang, e),
        RecordError::Invalid(e) => verify_error(lang, e),
    }
}

/// Why a rule set is out of its ranges.
pub fn rule_set_error(lang: &Lang, error: &RuleSetError) -> String {
    match *error {
        RuleSetError::TargetScore(score) => tr!(lang, "rules-error-target-score", score = score),
        RuleSetError::HandSize(size) => tr!(lang, "rules-error-hand-size", size = size),
    }
}

/// Why a stored match does not re-play to what it claims.
pub fn verify_error(lang: &Lang, error: &VerifyError) -> String {
    match error {
        VerifyError::BadRules(e) => tr!(lang, "verify-bad-rules", why = rule_set_error(lang, e)),
        VerifyError::Refused { index, step, error } => tr!(
            lang,
            "verify-refused",
            step = *index + 1,
            action = terms::step(lang, step),
            why = terms::rule_error(lang, error)
        ),
        VerifyError::NotFinished => lang.get("verify-not-finished"),
        VerifyError::AlreadyOver => lang.get("verify-already-over"),
        VerifyError::NotItsName { code } => tr!(lang, "verify-not-its-name", code = code.as_str()),
        VerifyError::Mismatch { stored, replayed } => {
            tr!(lang, "verify-mismatch", stored = result_fact(lang, stored), replayed = result_fact(lang, replayed))
        }
    }
}

/// A step of a match the rules refused while it was re-played (the analysis).
pub fn replay_error(lang: &Lang, error: &ReplayError) -> String {
    tr!(lang, "step-refused", step = error.index + 1, why = terms::rule_error(lang, &error.error))
}

/// One fact of a match's result: "Left won", "5–3", "7 rounds", a round.
fn result_fact(lang: &Lang, fact: &ResultFact) -> String {
    match fact {
        ResultFact::Winner(side) => tr!(lang, "fact-winner", side = terms::side(lang, *side)),
        ResultFact::OutOfTime(Some(side)) => tr!(lang, "fact-out-of-time", side = terms::side(lang, *side)),
        ResultFact::OutOfTime(None) => lang.get("fact-nobody-out-of-time"),
        ResultFact::Score([left, right]) => tr!(lang, "fact-score", left = *left, right = *right),
        ResultFact::Rounds(count) => tr!(lang, "fact-rounds", count = *count),
        ResultFact::Round(r) => {
            let [left, right] = r.scores_after;
            match r.result {
                RoundResult::Won { winner, reason } => tr!(
                    lang,
                    "fact-round-won",
                    round = r.number,
                    winner = terms::side(lang, winner),
                    reason = lang.get(match reason {
                        WinReason::Hit => "win-reason-hit",
                        WinReason::NoLegalAction => "win-reason-no-legal-action",
                        WinReason::DeckOutCards => "win-reason-deck-out-cards",
                        WinReason::DeckOutPosition => "win-reason-deck-out-position",
                    }),
                    points = r.points,
                    left = left,
                    right = right
                ),
                RoundResult::Draw => tr!(lang, "fact-round-drawn", round = r.number, left = left, right = right),
            }
        }
    }
}

/// A value of the settings file that was replaced: a whole sentence.
pub fn settings_note(lang: &Lang, note: &SettingsNote) -> String {
    match note {
        SettingsNote::UnknownLevel { name, used } => {
            tr!(lang, "notice-unknown-level", name = name.as_str(), level = terms::bot_level(lang, *used))
        }
    }
}

/// What settling an interrupted match's end at start did: a whole sentence.
pub fn settlement(lang: &Lang, settlement: &Settlement) -> String {
    match settlement {
        Settlement::Recorded { record } => tr!(lang, "notice-settled", record = record.as_str()),
        Settlement::NotRemoved { record, error } => {
            tr!(lang, "notice-settled-autosave-kept", record = record.as_str(), why = io_error(lang, error))
        }
        Settlement::NotRecorded { error, autosave } => {
            tr!(lang, "notice-settle-failed", why = record_error(lang, error), path = shown(autosave))
        }
    }
}
