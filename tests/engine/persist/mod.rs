//! The player's files (`engine/src/persist/`) checked at the engine's level, with no Bevy
//! linked: what each function's doc comment promises, from dates to the data folder's lock.
//! The mutation run (README, "A measure of the tests") found these promises kept only by
//! the game's slow tests (`tests/it/persist.rs`), which it cannot run for every change;
//! every test here is under `persist::`, so `cargo test -p en-garde-engine -- persist`
//! runs them with the library's own `persist::` unit tests.

mod store;
mod time;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// A fresh folder under the system's temp folder, named for the test, the process and a
/// counter, and removed when dropped. Tests never touch the real config and data folders.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        static N: AtomicU32 = AtomicU32::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("en-garde-engine-{name}-{}-{n}", std::process::id()));
        // A folder of an earlier run with the same process number is not this test's.
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The names of the entries of `dir`, sorted.
pub fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|d| d.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect())
        .unwrap_or_default();
    names.sort();
    names
}
