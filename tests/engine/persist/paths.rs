//! Where the files live (`persist::paths`): one folder for everything when one is given.

use en_garde_engine::persist::DataPaths;
use en_garde_engine::persist::paths::PathsSource;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// A given folder holds every file: the settings, the autosave, the records, a server's
/// rooms, the network seat and a hosted server's folder.
#[test]
fn one_folder_holds_every_file() {
    let p = DataPaths::in_dir("/games/eg");
    assert_eq!(p, DataPaths { config_dir: PathBuf::from("/games/eg"), data_dir: PathBuf::from("/games/eg") });
    let files =
        [p.settings_file(), p.autosave_file(), p.records_dir(), p.rooms_dir(), p.net_seat_file(), p.hosting_dir()];
    let want = ["settings.ron", "autosave.ron", "records", "rooms", "net-seat.txt", "host"]
        .map(|n| Path::new("/games/eg").join(n));
    assert_eq!(files, want);
    let split = DataPaths { config_dir: PathBuf::from("/c"), data_dir: PathBuf::from("/d") };
    assert_eq!(split.settings_file(), Path::new("/c/settings.ron"));
    assert_eq!(split.records_dir(), Path::new("/d/records"));
}

/// `--data-dir` wins over the environment variable, which counts only when it is not
/// empty.
#[test]
fn the_flag_then_a_non_empty_variable_choose_the_folder() {
    let flag = DataPaths::resolve_from(Some(Path::new("/f")), Some(OsString::from("/e"))).unwrap();
    assert_eq!(flag, (DataPaths::in_dir("/f"), PathsSource::Flag));
    let env = DataPaths::resolve_from(None, Some(OsString::from("/e"))).unwrap();
    assert_eq!(env, (DataPaths::in_dir("/e"), PathsSource::Env));
    let empty = DataPaths::resolve_from(None, Some(OsString::new()));
    assert!(!matches!(empty, Ok((_, PathsSource::Env))), "{empty:?}");
    assert_eq!(format!("{empty:?}"), format!("{:?}", DataPaths::resolve_from(None, None)));
}
