//! Nothing is lost: settings, the autosave and resume, match records and replays,
//! statistics — files in RON with a `format_version`, written
//! atomically, and bad files set aside without ever hurting the player.
//!
//! Layout: [`paths`] (where files live), [`lock`] (one owner per data folder), [`store`]
//! (atomic writes, loading with the quarantine of bad files), [`settings`], [`autosave`],
//! [`record`] (records, import/export), [`verify`] (re-playing a stored match, and why it
//! does not re-play), [`stats`], [`replay`] (a cursor for the replay screen), [`time`].
//! File formats (the rules text is the game's, `lang::rulebook`) and storage only: the
//! game's Bevy side of saving is `game::storage`, the command line's is `cli::records`,
//! the screens are in `ui`. What goes wrong is told as typed values (`store::LoadProblem`,
//! `autosave::Settlement`, the error enums) whose `Display` is English for logs and the
//! command line; the game says them in the player's language (`lang::files`).

pub mod autosave;
pub mod journal;
pub mod lock;
pub mod paths;
pub mod ratings;
pub mod record;
pub mod replay;
pub mod room;
pub mod settings;
pub mod stats;
pub mod store;
pub mod time;
pub mod verify;

pub use autosave::SavedMatch;
pub use lock::{DataLock, LockError};
pub use paths::DataPaths;
pub use record::MatchRecord;
pub use replay::ReplayCursor;
pub use room::{RoomClock, SavedRoom};
pub use settings::Settings;
pub use stats::Statistics;
pub use store::{LoadProblem, Loaded};
pub use time::UtcTime;
pub use verify::{MatchResult, RoundSummary, VerifyError};
