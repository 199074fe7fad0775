//! Where the game keeps its files: the platform's config and data folders (the
//! `directories` crate), or one folder given by `--data-dir DIR` or the environment
//! variable `EN_GARDE_DATA_DIR` (tests, portable installs).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The environment variable that moves every file of the game into one folder (the
/// `--data-dir` flag wins over it).
pub const DATA_DIR_ENV: &str = "EN_GARDE_DATA_DIR";

/// The folders the game reads and writes. Settings live in `config_dir`; the autosave and
/// the match records in `data_dir`. With an override both are the same folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataPaths {
    /// Holds `settings.ron`.
    pub config_dir: PathBuf,
    /// Holds `autosave.ron` and the `records/` folder.
    pub data_dir: PathBuf,
}

/// Why no folder could be chosen.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PathsError {
    /// No home folder is known for this user, so the platform folders do not exist; pass
    /// `--data-dir DIR` or set `EN_GARDE_DATA_DIR`.
    #[error("no home folder is known for this user; use --data-dir DIR or set {DATA_DIR_ENV}")]
    NoHome,
}

/// Where a [`DataPaths`] came from, for the log and the README's "where are my files".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathsSource {
    /// The `--data-dir` flag.
    Flag,
    /// The `EN_GARDE_DATA_DIR` environment variable.
    Env,
    /// The platform's standard folders.
    Platform,
}

impl DataPaths {
    /// Everything in one folder (what `--data-dir` and `EN_GARDE_DATA_DIR` do).
    pub fn in_dir(dir: impl Into<PathBuf>) -> DataPaths {
        let dir = dir.into();
        DataPaths { config_dir: dir.clone(), data_dir: dir }
    }

    /// The platform's folders: on Linux `$XDG_CONFIG_HOME/en-garde` (`~/.config/en-garde`)
    /// and `$XDG_DATA_HOME/en-garde` (`~/.local/share/en-garde`); on macOS
    /// `~/Library/Application Support/en-garde` for both; on Windows
    /// `%APPDATA%\en-garde\config` and `%APPDATA%\en-garde\data`.
    ///
    /// # Errors
    /// [`PathsError::NoHome`] when the platform knows no home folder.
    pub fn platform() -> Result<DataPaths, PathsError> {
        let dirs = directories::ProjectDirs::from("", "", "en-garde").ok_or(PathsError::NoHome)?;
        Ok(DataPaths { config_dir: dirs.config_dir().to_path_buf(), data_dir: dirs.data_dir().to_path_buf() })
    }

    /// The folders to use: `flag` (`--data-dir`) if given, else `EN_GARDE_DATA_DIR` if set
    /// and not empty, else the platform's folders.
    ///
    /// # Errors
    /// [`PathsError::NoHome`] when neither override is given and the platform knows no
    /// home folder.
    pub fn resolve(flag: Option<&Path>) -> Result<DataPaths, PathsError> {
        Self::resolve_from(flag, std::env::var_os(DATA_DIR_ENV)).map(|(p, _)| p)
    }

    /// [`DataPaths::resolve`] with the environment variable's value passed in (testable
    /// without touching the process environment), and where the answer came from.
    ///
    /// # Errors
    /// As [`DataPaths::resolve`].
    pub fn resolve_from(flag: Option<&Path>, env: Option<OsString>) -> Result<(DataPaths, PathsSource), PathsError> {
        if let Some(dir) = flag {
            return Ok((DataPaths::in_dir(dir), PathsSource::Flag));
        }
        if let Some(dir) = env.filter(|v| !v.is_empty()) {
            return Ok((DataPaths::in_dir(PathBuf::from(dir)), PathsSource::Env));
        }
        DataPaths::platform().map(|p| (p, PathsSource::Platform))
    }

    /// `settings.ron` in the config folder.
    pub fn settings_file(&self) -> PathBuf {
        self.config_dir.join("settings.ron")
    }

    /// `autosave.ron` in the data folder: the match in progress.
    pub fn autosave_file(&self) -> PathBuf {
        self.data_dir.join("autosave.ron")
    }

    /// `rooms/` in the data folder: a network server's rooms, one `.ron` file each.
    pub fn rooms_dir(&self) -> PathBuf {
        self.data_dir.join("rooms")
    }

    /// `net-seat.txt` in the data folder: the room and token of the network seat this
    /// computer holds (`CODE TOKEN`), so that a game started again takes it back.
    pub fn net_seat_file(&self) -> PathBuf {
        self.data_dir.join("net-seat.txt")
    }

    /// `known-servers.txt` in the data folder: the key each network server showed the
    /// first time (`ADDRESS KEY` lines), which it must show again.
    pub fn known_servers_file(&self) -> PathBuf {
        self.data_dir.join("known-servers.txt")
    }

    /// `ratings.ron` in a server's data folder: its players' ratings (`persist::ratings`).
    pub fn ratings_file(&self) -> PathBuf {
        self.data_dir.join("ratings.ron")
    }

    /// `identity.key` in the data folder: the player's key pair for network servers (made
    /// on first use; the player's to export and keep).
    pub fn identity_file(&self) -> PathBuf {
        self.data_dir.join("identity.key")
    }

    /// `host/` in the data folder: the data folder of the server a game hosts (its rooms
    /// and records; the game itself holds the lock of the folder above).
    pub fn hosting_dir(&self) -> PathBuf {
        self.data_dir.join("host")
    }

    /// `records/` in the data folder: one `.ron` file per finished match.
    pub fn records_dir(&self) -> PathBuf {
        self.data_dir.join("records")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_wins_over_the_environment() {
        let (p, src) = DataPaths::resolve_from(Some(Path::new("/a")), Some("/b".into())).unwrap();
        assert_eq!((p, src), (DataPaths::in_dir("/a"), PathsSource::Flag));
        let (p, src) = DataPaths::resolve_from(None, Some("/b".into())).unwrap();
        assert_eq!((p.clone(), src), (DataPaths::in_dir("/b"), PathsSource::Env));
        assert_eq!(p.settings_file(), Path::new("/b/settings.ron"));
        assert_eq!(p.autosave_file(), Path::new("/b/autosave.ron"));
        assert_eq!(p.records_dir(), Path::new("/b/records"));
    }

    /// An empty `EN_GARDE_DATA_DIR` is as no variable: the platform's folders (or, with no
    /// home folder, the same error), never a folder named "" — on every machine, whether
    /// or not it has a home folder.
    #[test]
    fn an_empty_variable_is_ignored() {
        let empty = DataPaths::resolve_from(None, Some(OsString::new()));
        let unset = DataPaths::resolve_from(None, None);
        assert_eq!(format!("{empty:?}"), format!("{unset:?}"));
        match empty {
            Ok((paths, src)) => {
                assert_eq!(src, PathsSource::Platform);
                assert_ne!(paths.data_dir, PathBuf::new());
            }
            Err(e) => assert!(DataPaths::platform().is_err(), "{e}"),
        }
        // A variable that is set is taken.
        let (paths, src) = DataPaths::resolve_from(None, Some(OsString::from("/tmp/x"))).unwrap();
        assert_eq!((src, paths.data_dir), (PathsSource::Env, PathBuf::from("/tmp/x")));
    }
}
