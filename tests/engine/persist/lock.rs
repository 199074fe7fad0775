//! One owner per data folder (`persist::lock`): the lock refuses a second holder, names the
//! first, and its taker removes what killed writers left.

use super::{TempDir, names_in};
use en_garde_engine::persist::lock::LOCK_FILE;
use en_garde_engine::persist::{DataLock, DataPaths, LockError};

/// The lock makes its folder and writes its holder's process id; a second taker is refused
/// and told who holds it (or "another process" when the file does not say); once the
/// holder lets go, the folder can be taken again.
#[test]
fn the_lock_refuses_a_second_holder() {
    let dir = TempDir::new("lock");
    let paths = DataPaths::in_dir(dir.path().join("data"));
    let pid = std::process::id();
    let lock = DataLock::acquire(&paths).unwrap();
    assert_eq!(lock.folder, paths.data_dir);
    assert_eq!(std::fs::read_to_string(paths.data_dir.join(LOCK_FILE)).unwrap(), format!("en-garde {pid}"));
    let err = DataLock::acquire(&paths).unwrap_err();
    assert!(
        matches!(&err, LockError::Held { folder, pid: Some(p) } if *folder == paths.data_dir && *p == pid),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        format!(
            "the data folder {} is in use by another En Garde (process {pid}); close it first, or use another --data-dir",
            paths.data_dir.display()
        )
    );
    std::fs::write(paths.data_dir.join(LOCK_FILE), "not a number").unwrap();
    let err = DataLock::acquire(&paths).unwrap_err();
    assert!(matches!(err, LockError::Held { pid: None, .. }), "{err:?}");
    assert!(err.to_string().contains("(another process)"), "{err}");
    // A number alone is not an En Garde's word (F21 of ../shared/breakit/server: a lock
    // file holding "1" named process 1 as "another En Garde").
    std::fs::write(paths.data_dir.join(LOCK_FILE), "1").unwrap();
    let err = DataLock::acquire(&paths).unwrap_err();
    assert!(matches!(err, LockError::Held { pid: None, .. }), "{err:?}");
    drop(lock);
    let again = DataLock::acquire(&paths).unwrap();
    assert_eq!(std::fs::read_to_string(paths.data_dir.join(LOCK_FILE)).unwrap(), format!("en-garde {pid}"));
    drop(again);
}

/// A lock file that is a link is refused, and the file it points to is left as it was
/// (F13 of ../shared/breakit/server: the lock wrote its process id through the link).
#[cfg(unix)]
#[test]
fn a_lock_file_that_is_a_link_is_refused_and_its_target_untouched() {
    let dir = TempDir::new("lock-link");
    let paths = DataPaths::in_dir(dir.path().join("data"));
    std::fs::create_dir_all(&paths.data_dir).unwrap();
    let victim = dir.path().join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    std::os::unix::fs::symlink(&victim, paths.data_dir.join(LOCK_FILE)).unwrap();
    let err = DataLock::acquire(&paths).unwrap_err();
    let LockError::Io { source, .. } = &err else { panic!("{err:?}") };
    assert_eq!(source.kind(), std::io::ErrorKind::InvalidInput, "{err}");
    assert!(err.to_string().contains("is not a plain file"), "{err}");
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
}

/// A folder that cannot hold the lock file (a file in its place) is said in words.
#[test]
fn a_folder_that_cannot_be_locked_is_told() {
    let dir = TempDir::new("lock-io");
    let blocked = dir.path().join("data");
    std::fs::write(&blocked, "a file").unwrap();
    let err = DataLock::acquire(&DataPaths::in_dir(&blocked)).unwrap_err();
    let LockError::Io { folder, source } = &err else { panic!("{err:?}") };
    assert_eq!((folder, source.kind()), (&blocked, std::io::ErrorKind::NotADirectory));
    assert!(
        err.to_string().starts_with(&format!("the data folder {} cannot be locked for writing: ", blocked.display()))
    );
}

/// Taking the lock removes the temporary files (`NAME.tmp-PID`) that killed writers left
/// in the config, data, records and rooms folders — not this process's own, and nothing
/// else.
#[test]
fn taking_the_lock_removes_what_killed_writers_left() {
    let dir = TempDir::new("leftovers");
    let paths = DataPaths { config_dir: dir.path().join("config"), data_dir: dir.path().join("data") };
    let own = format!("autosave.ron.tmp-{}", std::process::id());
    let keep = ["settings.ron", "notes.tmp-draft", ".tmp-12", "a.tmp-", "b.tmp-12x", "c.tmp-1-2"];
    // The rooms folder too: a server killed mid-save left `rooms/CODE.ron.tmp-PID` (F19 of
    // ../shared/breakit/server).
    for folder in [&paths.config_dir, &paths.data_dir, &paths.records_dir(), &paths.rooms_dir()] {
        std::fs::create_dir_all(folder).unwrap();
        for name in keep.iter().copied().chain(["settings.ron.tmp-999999999", "x.ron.tmp-1", own.as_str()]) {
            std::fs::write(folder.join(name), "x").unwrap();
        }
    }
    let lock = DataLock::acquire(&paths).unwrap();
    let mut want: Vec<String> = keep.iter().map(|s| s.to_string()).chain([own.clone()]).collect();
    want.sort();
    assert_eq!(names_in(&paths.config_dir), want);
    assert_eq!(names_in(&paths.records_dir()), want);
    assert_eq!(names_in(&paths.rooms_dir()), want);
    want.push(LOCK_FILE.to_string());
    want.push("records".to_string());
    want.push("rooms".to_string());
    want.sort();
    assert_eq!(names_in(&paths.data_dir), want);
    drop(lock);
}
