//! What the game tells the player about their files ([`Notice`]): kept as what happened —
//! the paths, the counts, the errors themselves — and put into words only when shown, in
//! the language in force ([`Notice::text`]). Its `Display` is the English line of the log
//! and of the command line (`selfplay`).

use crate::lang::{Lang, file_problems};
use crate::persist::autosave::Settlement;
use crate::persist::lock::LockError;
use crate::persist::paths::PathsError;
use crate::persist::record::{ListProblem, RecordError};
use crate::persist::settings::SettingsNote;
use crate::persist::store::{LoadProblem, StoreError};
use crate::persist::verify::VerifyError;
use crate::tr;
use std::fmt;
use std::path::PathBuf;

/// A notice about the player's files.
#[derive(Debug)]
pub enum Notice {
    /// No folder of the platform's could be found; the files are kept in `fallback`.
    DataFolderFallback { error: PathsError, fallback: PathBuf },
    /// The data folder's lock was not taken: this window plays, but saves nothing.
    NotLocked(LockError),
    /// The end of a match interrupted by the game's stop was settled at start.
    Settled(Settlement),
    /// One of the player's files could not be used.
    BadFile(LoadProblem),
    /// A value of the settings file was replaced.
    Settings(SettingsNote),
    /// The records folder or a record file could not be read (Statistics).
    Records(ListProblem),
    /// The saved match cannot be continued.
    ResumeRefused(VerifyError),
    /// An autosave failed. `kept` is what the last good autosave of this match holds, if
    /// any; `steps` the steps the match has now.
    AutosaveFailed { error: StoreError, kept: Option<Kept>, steps: usize },
    /// The finished match's record could not be written; the autosave at `autosave` holds
    /// the whole match, and the next start writes its record.
    RecordFailed { error: RecordError, autosave: PathBuf },
    /// Neither the finished match's record nor its last moves in the autosave could be
    /// written; `kept` is what the autosave still holds, if anything of it.
    EndNotSaved { record: RecordError, autosave: StoreError, kept: Option<Kept>, steps: usize },
    /// The finished match's autosave could not be deleted.
    AutosaveNotDeleted(std::io::Error),
    /// The settings could not be saved.
    SettingsNotSaved(StoreError),
}

/// What the autosave holds of the match in play: the file and how many of its steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    pub file: PathBuf,
    pub steps: usize,
}

impl Notice {
    /// The notice in the player's words.
    pub fn text(&self, lang: &Lang) -> String {
        match self {
            Notice::DataFolderFallback { error, fallback } => tr!(
                lang,
                "notice-data-folder-fallback",
                why = file_problems::paths_error(lang, error),
                path = fallback.display().to_string()
            ),
            Notice::NotLocked(e) => tr!(lang, "notice-not-locked", why = file_problems::lock_error(lang, e)),
            Notice::Settled(s) => file_problems::settlement(lang, s),
            Notice::BadFile(p) => file_problems::load_problem(lang, p),
            Notice::Settings(n) => file_problems::settings_note(lang, n),
            Notice::Records(p) => file_problems::list_problem(lang, p),
            Notice::ResumeRefused(e) => tr!(lang, "notice-resume-refused", why = file_problems::verify_error(lang, e)),
            Notice::AutosaveFailed { error, kept, steps } => {
                let why = file_problems::store_error(lang, error);
                match kept {
                    Some(k) => tr!(
                        lang,
                        "notice-autosave-failed",
                        why = why,
                        path = k.file.display().to_string(),
                        saved = k.steps,
                        steps = *steps
                    ),
                    None => tr!(lang, "notice-autosave-failed-unsaved", why = why),
                }
            }
            Notice::RecordFailed { error, autosave } => tr!(
                lang,
                "notice-record-failed",
                why = file_problems::record_error(lang, error),
                path = autosave.display().to_string()
            ),
            Notice::EndNotSaved { record, autosave, kept, steps } => {
                let (record, autosave) =
                    (file_problems::record_error(lang, record), file_problems::store_error(lang, autosave));
                match kept {
                    Some(k) => tr!(
                        lang,
                        "notice-end-not-saved",
                        record = record,
                        autosave = autosave,
                        path = k.file.display().to_string(),
                        saved = k.steps,
                        steps = *steps
                    ),
                    None => tr!(lang, "notice-end-not-saved-unsaved", record = record, autosave = autosave),
                }
            }
            Notice::AutosaveNotDeleted(e) => {
                tr!(lang, "notice-autosave-not-deleted", why = file_problems::io_error(lang, e))
            }
            Notice::SettingsNotSaved(e) => {
                tr!(lang, "notice-settings-not-saved", why = file_problems::store_error(lang, e))
            }
        }
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::DataFolderFallback { error, fallback } => {
                write!(f, "{error}; files are kept in {} instead.", fallback.display())
            }
            Notice::NotLocked(e) => write!(f, "{e}. This window can be played, but saves nothing."),
            Notice::Settled(s) => s.fmt(f),
            Notice::BadFile(p) => p.fmt(f),
            Notice::Settings(n) => n.fmt(f),
            Notice::Records(p) => p.fmt(f),
            Notice::ResumeRefused(e) => write!(f, "The saved match cannot be continued: {e}."),
            Notice::AutosaveFailed { error, kept, steps } => {
                write!(f, "The match could not be saved: {error}; ")?;
                match kept {
                    Some(k) => write!(f, "{} holds it up to step {} of {steps}", k.file.display(), k.steps)?,
                    None => f.write_str("nothing of it is saved yet")?,
                }
                f.write_str(". Play goes on; saving is tried again after every move.")
            }
            Notice::RecordFailed { error, autosave } => write!(
                f,
                "The record of this match could not be written: {error}. The whole match is kept in {}; its record \
                 is written when the game next starts.",
                autosave.display()
            ),
            Notice::EndNotSaved { record, autosave, kept, steps } => {
                write!(
                    f,
                    "The end of this match could not be saved: its record could not be written ({record}) and the \
                     autosave could not take its last moves ({autosave}); "
                )?;
                match kept {
                    Some(k) => write!(f, "{} holds the match up to step {} of {steps}.", k.file.display(), k.steps),
                    None => f.write_str("nothing of it is saved."),
                }
            }
            Notice::AutosaveNotDeleted(e) => write!(f, "The finished match's autosave could not be deleted: {e}."),
            Notice::SettingsNotSaved(e) => write!(f, "The settings could not be saved: {e}."),
        }
    }
}
