//! A network room as its server stores it (`rooms/<CODE>.ron` in the server's data
//! folder): the match so far (rules, seed, steps, as an autosave keeps them), who sits
//! where, the seats' tokens, and who accepted the rules. The server writes it after every
//! step, so a server killed at any moment restarts with every room as it was; a room whose
//! match is over is settled into a record and removed.

use super::paths::DataPaths;
use super::record::{self, MatchRecord, RecordError};
use super::store::{self, Loaded, StoreError, Versioned};
use super::time::UtcTime;
use super::verify::{VerifyError, load_with_rounds};
use crate::ai::{Controller, Players};
use crate::rules::{Match, MatchHistory, MatchStep, RuleSet};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// One room of a network server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedRoom {
    /// The file format, [`SavedRoom::FORMAT_VERSION`].
    pub format_version: u32,
    /// The room's code (six letters and digits).
    pub code: String,
    /// Who plays each side, `None` for a seat nobody has taken; indexed by `Side::index`.
    pub players: [Option<Controller>; 2],
    /// Each seat's token, which its player sends to take the seat back.
    pub tokens: [Option<u64>; 2],
    /// Each seat's player's identity key (64 hexadecimal digits), which it must prove to
    /// take the seat back; `None` for an open seat (and in files written before keys were
    /// kept, whose seats take the first proven key that comes back with the token).
    #[serde(default)]
    pub keys: [Option<String>; 2],
    /// Whether the room is public: listed in the server's lobby while a seat is open.
    #[serde(default)]
    pub public: bool,
    /// Who has accepted the match's rules.
    pub accepted: [bool; 2],
    /// The match's rules.
    pub rules: RuleSet,
    /// The match's seed.
    pub seed: u64,
    /// Every step so far.
    pub steps: Vec<MatchStep>,
    /// When the room was opened.
    pub started_at: UtcTime,
    /// When this file was written.
    pub saved_at: UtcTime,
    /// The match's identity, which its record carries too.
    pub match_id: String,
    /// A correspondence room's clock (`None`: a match played at once; files written
    /// before correspondence matches have none).
    #[serde(default)]
    pub clock: Option<RoomClock>,
}

/// The clock of a correspondence room: each decision has `days` days, and the one waited
/// for now must be taken by `deadline` (issue 26, point 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomClock {
    /// Days for each decision: 1, 3 or 7.
    pub days: u8,
    /// When the decision waited for now must be taken, by the server's clock.
    pub deadline: UtcTime,
}

impl Versioned for SavedRoom {
    const FORMAT_VERSION: u32 = 1;
    const KIND: store::FileKind = store::FileKind::Room;
    fn format_version(&self) -> u32 {
        self.format_version
    }
}

impl SavedRoom {
    /// The format this build writes.
    pub const FORMAT_VERSION: u32 = <Self as Versioned>::FORMAT_VERSION;

    /// The room's match history.
    pub fn history(&self) -> MatchHistory {
        MatchHistory::with_steps(self.rules, self.seed, self.steps.clone())
    }

    /// Rebuilds the room's match by re-playing its steps through the rules.
    ///
    /// # Errors
    /// [`VerifyError`]: bad rules, a step the rules refuse.
    pub fn resume(&self) -> Result<(MatchHistory, Match), VerifyError> {
        let (history, game, _) = load_with_rounds(self.rules, self.seed, self.steps.clone())?;
        Ok((history, game))
    }

    /// The players as a record names them (a seat nobody took is "Open seat").
    pub fn players(&self) -> Players {
        let seat = |i: usize| self.players[i].clone().unwrap_or(Controller::Human { name: "Open seat".into() });
        Players([seat(0), seat(1)])
    }

    /// The record of the room's finished match.
    ///
    /// # Errors
    /// [`VerifyError::NotFinished`] if it is not over, or why the steps do not re-play.
    pub fn record(&self) -> Result<MatchRecord, VerifyError> {
        MatchRecord::from_history(
            &self.history(),
            &self.players(),
            self.started_at,
            self.saved_at,
            Some(self.match_id.clone()),
        )
    }
}

/// Writes `room` atomically as `rooms/<CODE>.ron` (the previous file stays intact if the
/// write fails).
///
/// # Errors
/// The operating system's refusal.
pub fn save(paths: &DataPaths, room: &SavedRoom) -> Result<(), StoreError> {
    store::save_ron(&paths.rooms_dir().join(format!("{}.ron", room.code)), room)
}

/// Removes room `code`'s file (nothing to do if there is none).
///
/// # Errors
/// The operating system's refusal.
pub fn remove(paths: &DataPaths, code: &str) -> std::io::Result<()> {
    store::remove_if_present(&paths.rooms_dir().join(format!("{code}.ron")))
}

/// Every good room file, by code, and a sentence for each bad one (set aside, as the
/// game's other files are). A room file's code must be its file's name, and a code is
/// letters and digits only (F09, F10 of the server's break-it findings: a copy
/// `CODE_backup.ron` was restored in the place of `CODE.ron`, and a code `../victim`
/// made settling remove a file outside the rooms folder); one that is not is set aside.
pub fn load_all(paths: &DataPaths) -> (Vec<SavedRoom>, Vec<String>) {
    let dir = paths.rooms_dir();
    let mut rooms = Vec::new();
    let mut notices = Vec::new();
    let files = match store::ron_files(&dir) {
        Ok(files) => files,
        Err(e) => return (rooms, vec![format!("The rooms folder {} cannot be read: {e}.", dir.display())]),
    };
    for path in files {
        let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let its_name = |room: &SavedRoom| {
            let plain = !room.code.is_empty() && room.code.chars().all(|c| c.is_ascii_alphanumeric());
            if plain && room.code == name { Ok(()) } else { Err(VerifyError::NotItsName { code: room.code.clone() }) }
        };
        match store::load_ron_checked::<SavedRoom>(&path, its_name) {
            Loaded::Ok(room) => rooms.push(room),
            other => notices.extend(other.notice().map(ToString::to_string)),
        }
    }
    (rooms, notices)
}

/// Settles a room whose match is over: its record is written to `records/` (unless a
/// record of the same match is there already), then its room file is removed. Returns
/// the record's path.
///
/// # Errors
/// A sentence when the record cannot be made or written (the room file then stays), or
/// the room file cannot be removed.
pub fn settle(paths: &DataPaths, room: &SavedRoom) -> Result<PathBuf, String> {
    let path = record_once(paths, room)?;
    remove(paths, &room.code).map_err(|e| format!("room {}: its file cannot be removed: {e}", room.code))?;
    Ok(path)
}

/// The record of a room whose match is over, written to `records/` unless a record of the
/// same match is there already; the room's file stays (a server keeps a finished room for
/// its players to come back for the record, and removes its file when it closes). Returns
/// the record's path.
///
/// # Errors
/// A sentence when the record cannot be made or written.
pub fn record_once(paths: &DataPaths, room: &SavedRoom) -> Result<PathBuf, String> {
    let (records, _) = record::list(paths);
    let done = records.iter().find(|e| e.record.same_match(&room.rules, room.seed, &room.steps, Some(&room.match_id)));
    match done {
        Some(e) => Ok(e.path.clone()),
        None => record_new(paths, room),
    }
}

/// The record of a room whose match ended just now, in this run (so no record of it can
/// exist yet): as [`record_once`], without reading every record to look for one (a server
/// that has recorded many matches finishes each new one in constant time, issue 27).
///
/// # Errors
/// A sentence when the record cannot be made or written.
pub fn record_new(paths: &DataPaths, room: &SavedRoom) -> Result<PathBuf, String> {
    let rec = room.record().map_err(|e| format!("room {}: its match cannot be recorded: {e}", room.code))?;
    record::save(paths, &rec).map_err(|e: RecordError| format!("room {}: {e}", room.code))
}
