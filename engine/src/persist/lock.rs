//! One owner per data folder: every process that writes the player's files (the game,
//! `selfplay`, `records import`) first takes an advisory lock on `en-garde.lock` in the
//! data folder, and holds it for as long as it runs. A second process is told which folder
//! and which process hold it. The operating system drops the lock when its process ends,
//! however it ends (kill -9 included), so a lock is never stale; the process id written
//! into the file only names the holder for the message.
//!
//! The lock is `std::fs::File::try_lock` (flock on Unix, LockFileEx on Windows).

use super::paths::DataPaths;
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::PathBuf;

/// The lock file's name in the data folder.
pub const LOCK_FILE: &str = "en-garde.lock";

/// The held lock of a data folder; released when dropped (or when the process ends).
#[derive(Debug)]
pub struct DataLock {
    /// The lock file, held open with its lock.
    _file: File,
    /// The folder it guards.
    pub folder: PathBuf,
}

/// Why the lock was not taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another process holds it.
    #[error(
        "the data folder {} is in use by another En Garde ({}); close it first, or use another --data-dir",
        folder.display(),
        match pid { Some(pid) => format!("process {pid}"), None => "another process".to_string() }
    )]
    Held {
        /// The folder.
        folder: PathBuf,
        /// The holder's process id, as its lock file says (`en-garde PID`; `None` when the
        /// file does not say it is an En Garde's).
        pid: Option<u32>,
    },
    /// The lock file cannot be created or locked (a read-only folder, a file in the way).
    #[error("the data folder {} cannot be locked for writing: {source}", folder.display())]
    Io {
        /// The folder.
        folder: PathBuf,
        /// The operating system's refusal.
        source: std::io::Error,
    },
}

impl DataLock {
    /// Takes the lock of `paths`' data folder (creating the folder if needed), writes this
    /// process's id into the lock file, and removes the temporary files that writers which
    /// were killed mid-write left behind (`NAME.tmp-PID`: no other process can be writing
    /// while the lock is ours).
    ///
    /// # Errors
    /// [`LockError::Held`] naming the holder, or [`LockError::Io`].
    pub fn acquire(paths: &DataPaths) -> Result<DataLock, LockError> {
        let folder = paths.data_dir.clone();
        let io = |source| LockError::Io { folder: folder.clone(), source };
        super::store::folder_for(&folder).map_err(io)?;
        let path = folder.join(LOCK_FILE);
        // A lock file that is a link (or anything but a file) is refused: the lock writes
        // into it, and must never write through a link into another file (F13 of the
        // server's break-it findings). The link itself is never followed on Unix.
        if let Ok(meta) = fs::symlink_metadata(&path)
            && !meta.file_type().is_file()
        {
            let why = format!("{LOCK_FILE} is not a plain file (a link, a folder or a device); remove it");
            return Err(io(std::io::Error::new(std::io::ErrorKind::InvalidInput, why)));
        }
        let mut options = OpenOptions::new();
        options.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NOFOLLOW);
        let mut file = options.open(&path).map_err(io)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut text = String::new();
                let _ = file.read_to_string(&mut text);
                return Err(LockError::Held { folder, pid: holder(&text) });
            }
            Err(TryLockError::Error(e)) => return Err(io(e)),
        }
        file.set_len(0).and_then(|()| file.rewind()).map_err(io)?;
        write!(file, "{HOLDER} {}", std::process::id()).and_then(|()| file.flush()).map_err(io)?;
        let lock = DataLock { _file: file, folder };
        lock.remove_leftovers(paths);
        Ok(lock)
    }

    /// Removes `*.tmp-PID` files of other processes in the folders the game and the server
    /// write (the server's rooms included, F19).
    fn remove_leftovers(&self, paths: &DataPaths) {
        let own = format!(".tmp-{}", std::process::id());
        for dir in [paths.config_dir.clone(), paths.data_dir.clone(), paths.records_dir(), paths.rooms_dir()] {
            let Ok(entries) = fs::read_dir(&dir) else { continue };
            for e in entries.flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                if is_leftover(&name) && !name.ends_with(&own) {
                    let _ = fs::remove_file(e.path());
                }
            }
        }
    }
}

/// What the lock file says before its holder's process id: the id is an En Garde's only
/// when the file says so (F21: a lock file holding any number named that process).
const HOLDER: &str = "en-garde";

/// The process id of the En Garde that wrote `text` into the lock file (`en-garde PID`),
/// or `None` when the file does not say so.
fn holder(text: &str) -> Option<u32> {
    text.trim().strip_prefix(HOLDER)?.trim().parse().ok()
}

/// True for a temporary file of an atomic write: `NAME.tmp-DIGITS`.
fn is_leftover(name: &str) -> bool {
    name.rsplit_once(".tmp-")
        .is_some_and(|(stem, pid)| !stem.is_empty() && !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leftovers_are_recognised_by_their_name() {
        assert!(is_leftover("autosave.ron.tmp-4242"));
        assert!(!is_leftover("autosave.ron"));
        assert!(!is_leftover("notes.tmp-draft"));
        assert!(!is_leftover(".tmp-12"));
    }
}
