//! Nothing is lost: settings, the autosave and resume, match records and replays,
//! statistics, and the rules text — files in RON with a `format_version`, written
//! atomically, and bad files set aside without ever hurting the player.
//!
//! Layout: [`paths`] (where files live), [`store`] (atomic writes, loading with the
//! quarantine of bad files), [`settings`], [`autosave`], [`record`] (records,
//! verification, import/export), [`stats`], [`replay`] (a cursor for the replay screen),
//! [`plugin`] (the Bevy side), [`selfplay`] (headless self-play), [`cli`], [`ui`] (egui
//! drawing functions), [`rules_text`], [`time`].

pub mod autosave;
pub mod cli;
pub mod paths;
pub mod plugin;
pub mod record;
pub mod replay;
pub mod rules_text;
pub mod selfplay;
pub mod settings;
pub mod stats;
pub mod store;
pub mod time;
pub mod ui;

pub use autosave::SavedMatch;
pub use paths::DataPaths;
pub use plugin::{LastRecord, MatchClock, Notices, ResumeMatch, Resumed, SavedGame, plugin};
pub use record::{MatchRecord, MatchResult, RoundSummary, VerifyError};
pub use replay::ReplayCursor;
pub use rules_text::rules_text;
pub use settings::Settings;
pub use stats::Statistics;
pub use store::Loaded;
pub use time::UtcTime;
pub use ui::{rules_ui, settings_ui, statistics_ui, tracker_ui};
