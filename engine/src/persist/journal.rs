//! The rooms' journal (issue 27, point 2): a server's rooms change many times a second, and
//! a file written and synced per room per step was most of a busy server's disk time. Each
//! change of a room is appended as one line of JSON to `rooms/journal.jsonl` — its fields
//! and the steps it took since its last entry, or only those steps while nothing else of
//! it changed ([`JournalEntry::Steps`]) — and a server's frame appends all its rooms'
//! changes at once and syncs them once ([`append`]): a group commit. The players are told of
//! a step only after it is on disk, so a step they saw is never lost, even on `kill -9`.
//!
//! A room's file (`persist::room`) is its snapshot: written when the room opens and when
//! the journal is compacted ([`restore`] at start; a running server, once the journal
//! grows past [`COMPACT_AT_BYTES`], sets it aside as the older journal ([`rotate`]), goes
//! on appending to a new one, writes the snapshots of the rooms the older one holds a few
//! each frame — never all at once, which held a server of 10,000 rooms still for seconds —
//! and then removes it ([`remove_older`])); the journals hold what came after. [`replay`] joins them:
//! each entry's steps are appended where they continue what is known (an entry older than
//! its room's snapshot adds only the steps the snapshot lacks), its fields replace the
//! room's, and a [`JournalEntry::Gone`] room (closed, or its match recorded) is not
//! restored. A last line cut short by a crash mid-write is ignored.

use super::paths::DataPaths;
use super::room::{self as saved_room, SavedRoom};
use super::store::{self, StoreError};
use crate::rules::MatchStep;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::PathBuf;

/// The journal's file name in the rooms folder.
pub const JOURNAL_FILE: &str = "journal.jsonl";

/// The older journal's file name in the rooms folder: the journal set aside while its
/// rooms' snapshots are written ([`rotate`]), replayed before the journal.
pub const OLDER_JOURNAL_FILE: &str = "journal.older.jsonl";

/// The journal's size past which a server writes its rooms' snapshots and empties it, in
/// bytes (32 MiB: about 60,000 steps).
pub const COMPACT_AT_BYTES: u64 = 32 * 1024 * 1024;

/// The most of a journal read when a server starts, in bytes (a journal is compacted long
/// before: this bounds a hostile or damaged file).
pub const MAX_JOURNAL_BYTES: u64 = 1024 * 1024 * 1024;

/// One line of the journal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JournalEntry {
    /// A room as it is now: its fields, and in `room.steps` only its steps after the first
    /// `from` (those before are in its snapshot or in earlier entries).
    Room {
        /// How many of the match's steps come before `room.steps`.
        from: usize,
        /// The room, with only its new steps.
        room: Box<SavedRoom>,
    },
    /// The room `code` took `steps` after its first `from`, and nothing else of it changed
    /// since its last [`JournalEntry::Room`] (or its snapshot): a step's usual entry.
    Steps {
        /// The room's code.
        code: String,
        /// How many of the match's steps come before `steps`.
        from: usize,
        /// The new steps.
        steps: Vec<MatchStep>,
    },
    /// The room `code` is closed or its match recorded: it is not restored.
    Gone {
        /// The room's code.
        code: String,
    },
}

/// The journal's path for `paths`.
pub fn path(paths: &DataPaths) -> PathBuf {
    paths.rooms_dir().join(JOURNAL_FILE)
}

/// The older journal's path for `paths` ([`OLDER_JOURNAL_FILE`]).
pub fn older_path(paths: &DataPaths) -> PathBuf {
    paths.rooms_dir().join(OLDER_JOURNAL_FILE)
}

/// Sets the journal aside as the older journal (renamed, the rename synced): the next
/// [`append`] starts a new one. The caller writes the snapshots of every room the older
/// journal holds changes of, then [`remove_older`]s it; until then both are replayed.
///
/// # Errors
/// The operating system's refusal, or an older journal is still there (its rooms'
/// snapshots are not all written yet); the journal is left where it was.
pub fn rotate(paths: &DataPaths) -> Result<(), StoreError> {
    let (from, to) = (path(paths), older_path(paths));
    let io_err = |source| StoreError::Io { path: to.clone(), source };
    if to.exists() {
        return Err(io_err(std::io::Error::new(std::io::ErrorKind::AlreadyExists, "an older journal is still kept")));
    }
    std::fs::rename(&from, &to).map_err(io_err)?;
    store::sync_folder(&paths.rooms_dir());
    Ok(())
}

/// Removes the older journal, once every room it holds has its snapshot written.
///
/// # Errors
/// The operating system's refusal; the older journal stays (replaying it again over the
/// new snapshots is harmless).
pub fn remove_older(paths: &DataPaths) -> Result<(), StoreError> {
    let path = older_path(paths);
    match std::fs::remove_file(&path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(source) => Err(StoreError::Io { path, source }),
    }
}

/// Appends `entries` to the journal and syncs it once: when this returns `Ok`, every entry
/// is on disk. The file is opened for each batch, so a rooms folder replaced meanwhile is
/// noticed (its writes fail until it is back). Returns the journal's size after the batch.
///
/// # Errors
/// The operating system's refusal (a full disk, the folder gone); some of the entries may
/// be on disk then, and are written again in the next batch (replaying one twice is
/// harmless: its steps are appended only where they continue what is known).
pub fn append(paths: &DataPaths, entries: &[JournalEntry]) -> Result<u64, StoreError> {
    let path = path(paths);
    let io_err = |source| StoreError::Io { path: path.clone(), source };
    let mut bytes = Vec::new();
    for entry in entries {
        // A value of this module's own types always serialises.
        serde_json::to_writer(&mut bytes, entry)
            .map_err(|e| io_err(std::io::Error::new(std::io::ErrorKind::InvalidData, e)))?;
        bytes.push(b'\n');
    }
    store::folder_for(&paths.rooms_dir()).map_err(io_err)?;
    let mut file = std::fs::OpenOptions::new().create(true).append(true).open(&path).map_err(io_err)?;
    store::disk_space(bytes.len()).map_err(io_err)?;
    file.write_all(&bytes).map_err(io_err)?;
    file.sync_data().map_err(io_err)?;
    file.metadata().map(|m| m.len()).map_err(io_err)
}

/// Empties the journal once every room it holds has its snapshot written.
///
/// # Errors
/// The operating system's refusal; the journal is left as it was (replaying it again over
/// the new snapshots is harmless).
pub fn clear(paths: &DataPaths) -> Result<(), StoreError> {
    let path = path(paths);
    let io_err = |source| StoreError::Io { path: path.clone(), source };
    match std::fs::OpenOptions::new().write(true).open(&path) {
        Ok(file) => {
            file.set_len(0).map_err(io_err)?;
            file.sync_all().map_err(io_err)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(io_err(e)),
    }
}

/// What replaying a journal over the rooms' snapshots gives.
#[derive(Debug, Default, PartialEq)]
pub struct Replayed {
    /// Every room to restore, by code.
    pub rooms: BTreeMap<String, SavedRoom>,
    /// The codes whose room the journal changed (their snapshots are behind).
    pub changed: BTreeSet<String>,
    /// The codes of rooms closed or recorded (their files go).
    pub gone: BTreeSet<String>,
    /// A sentence for each line that could not be used.
    pub notices: Vec<String>,
}

/// Replays the journal `text` over the rooms' `snapshots`: see the module's documentation.
/// A line that is not an entry is skipped with a notice, except a last line without its
/// line end (a write cut short), which is skipped quietly.
pub fn replay(snapshots: Vec<SavedRoom>, text: &str) -> Replayed {
    let mut out =
        Replayed { rooms: snapshots.into_iter().map(|r| (r.code.clone(), r)).collect(), ..Replayed::default() };
    let complete = if text.ends_with('\n') { text } else { text.rsplit_once('\n').map_or("", |(done, _)| done) };
    for (n, line) in complete.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let entry = serde_json::from_str::<JournalEntry>(line);
        // A code becomes a file's name: letters and digits only (F10: `../victim`).
        let code = match &entry {
            Ok(JournalEntry::Gone { code } | JournalEntry::Steps { code, .. }) => Some(code),
            Ok(JournalEntry::Room { room, .. }) => Some(&room.code),
            Err(_) => None,
        };
        if let Some(code) = code
            && (code.is_empty() || code.len() > 16 || !code.chars().all(|c| c.is_ascii_alphanumeric()))
        {
            out.notices
                .push(format!("The journal's line {} names the room {code:?}, not a room code; skipped.", n + 1));
            continue;
        }
        match entry {
            Ok(JournalEntry::Gone { code }) => {
                out.rooms.remove(&code);
                out.changed.remove(&code);
                out.gone.insert(code);
            }
            Ok(JournalEntry::Steps { code, from, steps }) => {
                let Some(known) = out.rooms.get_mut(&code) else {
                    out.notices.push(format!(
                        "The journal's line {} continues room {code}, which is not known; the line is skipped.",
                        n + 1
                    ));
                    continue;
                };
                let have = known.steps.len();
                if let Some(notice) = gap(n + 1, &code, from, have) {
                    out.notices.push(notice);
                    continue;
                }
                known.steps.extend(steps.iter().skip(have - from).copied());
                out.changed.insert(code);
            }
            Ok(JournalEntry::Room { from, room }) => {
                let code = room.code.clone();
                let known = out.rooms.get(&code).map_or(0, |r| r.steps.len());
                if let Some(notice) = gap(n + 1, &code, from, known) {
                    out.notices.push(notice);
                    continue;
                }
                let mut steps = out.rooms.remove(&code).map(|r| r.steps).unwrap_or_default();
                steps.extend(room.steps.iter().skip(known - from).copied());
                out.gone.remove(&code);
                out.changed.insert(code.clone());
                out.rooms.insert(code, SavedRoom { steps, ..*room });
            }
            Err(e) => out.notices.push(format!("The journal's line {} is not a room's entry ({e}); skipped.", n + 1)),
        }
    }
    out
}

/// The notice for journal line `line`, which continues room `code` from step `from` when
/// only `known` steps of it are known (steps would be missing); `None` when it continues
/// what is known.
fn gap(line: usize, code: &str, from: usize, known: usize) -> Option<String> {
    (from > known).then(|| {
        format!(
            "The journal's line {line} continues room {code} from step {from}, but only {known} steps of it are \
             known; the line is skipped."
        )
    })
}

/// The rooms a server restores: every room file, with the journal replayed over them;
/// then the journal is compacted — each changed room's snapshot written, each gone room's
/// file removed, the journal emptied — so the server starts with an empty journal.
/// Returns the rooms and a sentence for each problem (a bad file set aside, a bad line, a
/// snapshot that could not be written: the journal is kept then, and replayed again at the
/// next start).
pub fn restore(paths: &DataPaths) -> (Vec<SavedRoom>, Vec<String>) {
    let (snapshots, mut notices) = saved_room::load_all(paths);
    // The older journal (set aside while its rooms' snapshots were written) comes first.
    let mut text = String::new();
    for file in [older_path(paths), path(paths)] {
        match store::read_limited(&file, MAX_JOURNAL_BYTES) {
            Ok(bytes) => {
                let part = String::from_utf8_lossy(&bytes);
                text.push_str(&part);
                // A line cut short at the older journal's end does not swallow the next one.
                if !part.is_empty() && !part.ends_with('\n') {
                    text.push('\n');
                }
            }
            Err(store::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                notices.push(format!(
                    "The rooms' journal {} cannot be read ({e}); the rooms are restored from their files.",
                    file.display()
                ));
                return (snapshots, notices);
            }
        }
    }
    let replayed = replay(snapshots, &text);
    notices.extend(replayed.notices);
    let mut compacted = true;
    for code in &replayed.changed {
        if let Some(room) = replayed.rooms.get(code)
            && let Err(e) = saved_room::save(paths, room)
        {
            notices.push(format!("Room {code}'s snapshot cannot be written ({e}); the journal is kept."));
            compacted = false;
        }
    }
    for code in &replayed.gone {
        if let Err(e) = saved_room::remove(paths, code) {
            notices.push(format!("Room {code}'s file cannot be removed ({e}); the journal is kept."));
            compacted = false;
        }
    }
    if compacted && let Err(e) = clear(paths).and_then(|()| remove_older(paths)) {
        notices.push(format!("The rooms' journal cannot be emptied ({e})."));
    }
    (replayed.rooms.into_values().collect(), notices)
}
