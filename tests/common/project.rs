//! Paths of the project's own files, for both test binaries (the game's `tests/it` and
//! the engine's `tests/engine`), included in each with `#[path]`.

#![allow(dead_code)] // each binary uses a part

use std::path::{Path, PathBuf};

/// The project's root folder: the one above the test's package that holds `tests/`
/// (the game's manifest is there; the engine's is in `engine/`).
pub fn project_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.ancestors().find(|d| d.join("tests/scenarios").is_dir()).unwrap_or(manifest).to_path_buf()
}

/// The rule scenario files, `tests/scenarios/`.
pub fn scenario_dir() -> PathBuf {
    project_root().join("tests/scenarios")
}

/// All `.ron` files under `dir`, sorted, recursively.
pub fn ron_files(dir: &Path) -> Vec<PathBuf> {
    files_with_extension(dir, "ron")
}

/// All files under `dir` whose extension is `ext` (without the dot), sorted, recursively.
pub fn files_with_extension(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("folder readable").flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}
