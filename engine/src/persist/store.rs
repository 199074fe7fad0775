//! Reading and writing the game's RON files safely: atomic writes, version checks, and
//! the quarantine of bad files (moved aside as `NAME.bak-<UTC time>`, never overwritten,
//! never deleted) so that a bad file never hurts the player.

use super::time::UtcTime;
use super::verify::VerifyError;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// A file format of the game: its current version and how to talk about it.
pub trait Versioned {
    /// The newest `format_version` this build reads and the one it writes.
    const FORMAT_VERSION: u32;
    /// Which of the game's files it is, for messages.
    const KIND: FileKind;
    /// The largest file of this kind read, in bytes: a larger one is refused unread (a
    /// mistaken path such as `/dev/zero` must not fill the memory).
    const MAX_BYTES: u64 = 4 << 20;
    /// Whether a file of a newer format stays where it is (it is the newer version's to
    /// read, and this build never writes over it) rather than being set aside.
    const KEEP_NEWER: bool = false;
    /// The file's `format_version` field.
    fn format_version(&self) -> u32;
}

/// Which of the game's own files a message is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileKind {
    /// `settings.ron`.
    Settings,
    /// `autosave.ron`, the match in progress.
    SavedMatch,
    /// A file of `records/`.
    MatchRecord,
    /// A file of `rooms/` (a network server's).
    Room,
    /// `ratings.ron` (a network server's players' ratings).
    Ratings,
}

impl FileKind {
    /// What the file is, in English (logs, the command line): "settings", "saved match".
    pub fn what(self) -> &'static str {
        match self {
            FileKind::Settings => "settings",
            FileKind::SavedMatch => "saved match",
            FileKind::MatchRecord => "match record",
            FileKind::Room => "network room",
            FileKind::Ratings => "ratings",
        }
    }

    /// What the game does without it, in English: "the default settings are used".
    pub fn fallback(self) -> &'static str {
        match self {
            FileKind::Settings => "the default settings are used",
            FileKind::SavedMatch => "there is no match to continue",
            FileKind::MatchRecord => "it is left out of the records and statistics",
            FileKind::Room => "the room is not restored",
            FileKind::Ratings => "the ratings start again from the beginning",
        }
    }
}

/// The operating system's refusal, kept as its kind (which the game says in the player's
/// language) and its own words (shown otherwise, and in logs). Unlike `io::Error` it can
/// be cloned and compared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IoProblem {
    /// What kind of refusal it was.
    pub kind: io::ErrorKind,
    /// The operating system's words.
    pub message: String,
}

impl From<&io::Error> for IoProblem {
    fn from(e: &io::Error) -> IoProblem {
        IoProblem { kind: e.kind(), message: e.to_string() }
    }
}

impl std::fmt::Display for IoProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// The `.ron` files in `dir`, sorted by name; none when the folder does not exist.
///
/// # Errors
/// The operating system's refusal to read the folder.
pub fn ron_files(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let entries = match fs::read_dir(dir) {
        Ok(d) => d,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    Ok(files)
}

/// Reads at most `limit` bytes of `path`.
///
/// # Errors
/// The operating system's refusal, or [`FileProblem::TooLarge`] when the file holds more.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    use std::io::Read;
    // Only a plain file is read: a pipe would block the reader (opening it waits for a
    // writer) and a device might never end (F14 of the server's break-it findings: a
    // seat file that was a FIFO hung the bot before it said a word).
    if fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return Err(ReadError::Io(io::Error::new(io::ErrorKind::InvalidInput, "it is not a plain file")));
    }
    let file = fs::File::open(path).map_err(ReadError::Io)?;
    let mut bytes = Vec::new();
    file.take(limit + 1).read_to_end(&mut bytes).map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    Ok(bytes)
}

/// Why [`read_limited`] read nothing.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The operating system's refusal (a missing file included).
    #[error("it could not be read ({0})")]
    Io(std::io::Error),
    /// The file holds more than the limit.
    #[error("it is larger than {} (a file of this kind is far smaller); it was not read", size_words(*limit))]
    TooLarge {
        /// The limit, in bytes.
        limit: u64,
    },
}

impl From<ReadError> for FileProblem {
    fn from(e: ReadError) -> FileProblem {
        match e {
            ReadError::Io(e) => FileProblem::Io(IoProblem::from(&e)),
            ReadError::TooLarge { limit } => FileProblem::TooLarge { limit },
        }
    }
}

/// "4 MiB", "64 KiB", "900 bytes".
pub fn size_words(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MiB", b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => format!("{} KiB", b >> 10),
        b => format!("{b} bytes"),
    }
}

/// What is wrong with a file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FileProblem {
    /// The file has no content (or only white space).
    #[error("the file is empty")]
    Empty,
    /// The file stops in the middle (a write cut short, a partial copy).
    #[error("the file is cut short: it ends in the middle of its content")]
    Truncated,
    /// The file is not valid RON of the expected shape (garbage, wrong kind); the RON
    /// reader's own words.
    #[error("the file is damaged or is not a file of this kind ({0})")]
    Damaged(String),
    /// The file is not UTF-8 text (garbage, or a file of another program).
    #[error("the file is damaged or is not a file of this kind (it is not UTF-8 text)")]
    NotText,
    /// The file holds more than its kind's [`Versioned::MAX_BYTES`]; it was not read.
    #[error("it is larger than {} (a file of this kind is far smaller); it was not read", size_words(*limit))]
    TooLarge {
        /// The limit, in bytes.
        limit: u64,
    },
    /// The file was written by a newer version of the game.
    #[error("it was written by a newer version of En Garde (format {found}; this version reads up to {supported})")]
    Newer {
        /// The file's `format_version` (any number: a newer version may count past u32).
        found: u64,
        /// [`Versioned::FORMAT_VERSION`].
        supported: u32,
    },
    /// The file reads well but its content is refused (the rules refuse a step, the
    /// result does not re-play).
    #[error("its content is not valid: {0}")]
    Refused(VerifyError),
    /// It is not a regular file (a pipe or a device would block, or never end).
    #[error("it could not be read (it is not a regular file)")]
    NotRegular,
    /// The operating system could not read it.
    #[error("it could not be read ({0})")]
    Io(IoProblem),
}

/// The outcome of loading one of the game's own files. Every variant but `Ok` means the
/// caller goes on with defaults; [`Loaded::notice`] is what to tell the player.
#[derive(Debug, Clone, PartialEq)]
pub enum Loaded<T> {
    /// The file was read and is good.
    Ok(T),
    /// There is no such file (the first start, or nothing saved): not a problem.
    Missing,
    /// The file was bad; it was moved aside (same folder, original bytes:
    /// [`LoadProblem::backup`]).
    SetAside { problem: LoadProblem },
    /// The file was bad or unreadable and could not even be moved aside — or it is a
    /// newer version's, or this process may not move files — so it was left in place.
    Unusable { problem: LoadProblem },
}

/// Why one of the game's own files was not used, and what became of it: what the player is
/// told. Its `Display` is the English sentence of logs and the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadProblem {
    /// The file at `path` could not be used because of `problem`.
    Bad { kind: FileKind, path: PathBuf, problem: FileProblem, fate: Fate },
    /// The autosave at `path` holds a match that has ended but has no record yet: it is not
    /// continued, and stays until its record is written.
    EndedUnrecorded { path: PathBuf },
}

/// What became of a bad file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fate {
    /// Moved aside to `backup` (`NAME.bak-<UTC time>`); the game goes on without it.
    SetAside { backup: PathBuf },
    /// Left in place: it is a newer version's ([`Versioned::KEEP_NEWER`]).
    KeptForNewer,
    /// Left in place: this process may not move the player's files.
    LeftInPlace,
    /// Left in place because it could not be moved aside (the operating system's refusal);
    /// the game goes on without it.
    NotMoved(IoProblem),
}

impl LoadProblem {
    /// Where a bad file was moved to, if it was.
    pub fn backup(&self) -> Option<&Path> {
        match self {
            LoadProblem::Bad { fate: Fate::SetAside { backup }, .. } => Some(backup),
            _ => None,
        }
    }
}

impl std::fmt::Display for LoadProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (kind, path, problem, fate) = match self {
            LoadProblem::Bad { kind, path, problem, fate } => (kind, path, problem, fate),
            LoadProblem::EndedUnrecorded { path } => {
                return write!(
                    f,
                    "The last match has ended, but its record could not be written yet; it stays in {} until it is.",
                    path.display()
                );
            }
        };
        write!(f, "The {} file {} could not be used: {problem}", kind.what(), path.display())?;
        match fate {
            Fate::SetAside { backup } => {
                let kept = backup.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                write!(f, ". It was kept as {kept} and {}.", kind.fallback())
            }
            Fate::KeptForNewer => f.write_str("; it is left as it is for that version."),
            Fate::LeftInPlace => f.write_str("; it is left as it is."),
            Fate::NotMoved(e) => write!(f, ". It could not be moved aside either ({e}); {}.", kind.fallback()),
        }
    }
}

impl<T> Loaded<T> {
    /// The value, if the file was good.
    pub fn ok(self) -> Option<T> {
        match self {
            Loaded::Ok(v) => Some(v),
            _ => None,
        }
    }

    /// What to tell the player, if something was wrong with the file.
    pub fn notice(&self) -> Option<&LoadProblem> {
        match self {
            Loaded::SetAside { problem } | Loaded::Unusable { problem } => Some(problem),
            Loaded::Ok(_) | Loaded::Missing => None,
        }
    }
}

/// Why a file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The operating system refused (disk full, permissions, …).
    #[error("could not write {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    /// The value could not be written as RON (should not happen for the game's types).
    #[error("could not encode {path} as RON: {message}")]
    Encode { path: PathBuf, message: String },
    /// A new file was to be written and the name is taken ([`write_new`]).
    #[error("{0} already exists")]
    Exists(PathBuf),
}

/// Writes `bytes` to `path` so that the file is always either the old or the new
/// content, even if the process is killed or the machine loses power: it writes
/// `NAME.tmp` in the same folder, flushes it to disk, renames it over `NAME`, then
/// flushes the folder. Creates the folder if needed.
///
/// # Errors
/// The operating system's refusal, with the path.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let io_err = |source| StoreError::Io { path: path.to_path_buf(), source };
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    folder_for(dir).map_err(io_err)?;
    // A temporary name of this process's own, so that two copies of the game writing the
    // same file never write into each other's temporary file.
    let tmp = sibling(path, &format!(".tmp-{}", std::process::id()));
    if let Err(e) = write_synced(&tmp, bytes).and_then(|()| fs::rename(&tmp, path)) {
        let _ = fs::remove_file(&tmp);
        return Err(io_err(e));
    }
    sync_folder(dir);
    Ok(())
}

/// Creates (or truncates) `path` and writes `bytes` to it, flushed to disk; counted
/// against the full-disk test hook ([`DISK_BYTES_ENV`]).
fn write_synced(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut f = fs::File::create(path)?;
    disk_space(bytes.len())?;
    f.write_all(bytes)?;
    f.sync_all()
}

/// Makes a rename or link in `dir` durable. Not possible on every platform (Windows cannot
/// open a folder as a file); the data is already safe under one of its names then.
pub fn sync_folder(dir: &Path) {
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

/// Creates `dir` if needed; a file in its place is named as such (the operating system
/// would only say "file exists").
pub fn folder_for(dir: &Path) -> io::Result<()> {
    if dir.exists() && !dir.is_dir() {
        return Err(io::Error::new(io::ErrorKind::NotADirectory, format!("{} is a file, not a folder", dir.display())));
    }
    fs::create_dir_all(dir)
}

/// The environment variable of the full-disk test hook: `EN_GARDE_DISK_BYTES=N` lets this
/// process write N bytes of the player's files in all, and fails every write after that
/// as a full disk does. For the tests of what the game says and keeps when saving fails.
pub const DISK_BYTES_ENV: &str = "EN_GARDE_DISK_BYTES";

/// Counts `len` more bytes against the test hook's budget ([`DISK_BYTES_ENV`]).
pub(crate) fn disk_space(len: usize) -> io::Result<()> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static WRITTEN: AtomicU64 = AtomicU64::new(0);
    let Some(budget) = std::env::var(DISK_BYTES_ENV).ok().and_then(|v| v.parse::<u64>().ok()) else { return Ok(()) };
    let total = WRITTEN.fetch_add(len as u64, Ordering::Relaxed) + len as u64;
    if total > budget {
        return Err(io::Error::new(io::ErrorKind::StorageFull, "no space left on device (test hook)"));
    }
    Ok(())
}

/// Writes `bytes` to a new file at `path`, durably, and never over an existing file: the
/// bytes go to a temporary file, are synced, and the file is linked in under `path` in one
/// step that fails if the name is taken ([`StoreError::Exists`]; nothing is left behind).
///
/// # Errors
/// [`StoreError::Exists`], or the operating system's refusal.
pub fn write_new(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let io_err = |source| StoreError::Io { path: path.to_path_buf(), source };
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    folder_for(dir).map_err(io_err)?;
    let tmp = sibling(path, &format!(".tmp-{}", std::process::id()));
    let written = write_synced(&tmp, bytes).and_then(|()| {
        match fs::hard_link(&tmp, path) {
            // A file system without hard links: a new file that must not exist yet.
            Err(e) if e.kind() == io::ErrorKind::Unsupported => {
                let mut f = fs::OpenOptions::new().write(true).create_new(true).open(path)?;
                f.write_all(bytes)?;
                f.sync_all()
            }
            other => other,
        }
    });
    let _ = fs::remove_file(&tmp);
    match written {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => return Err(StoreError::Exists(path.to_path_buf())),
        Err(e) => return Err(io_err(e)),
    }
    sync_folder(dir);
    Ok(())
}

/// `value` as pretty RON: one line per field at the top, and lists with one entry per
/// line (a match's steps read as a move list).
///
/// # Errors
/// [`StoreError::Encode`] (not expected for the game's types).
pub fn to_ron<T: Serialize>(path: &Path, value: &T) -> Result<String, StoreError> {
    let config = ron::ser::PrettyConfig::new().depth_limit(2).indentor("  ".to_string());
    ron::ser::to_string_pretty(value, config)
        .map(|mut s| {
            s.push('\n');
            s
        })
        .map_err(|e| StoreError::Encode { path: path.to_path_buf(), message: e.to_string() })
}

/// Writes `value` as RON to `path` atomically ([`write_atomic`]).
///
/// # Errors
/// As [`write_atomic`] and [`to_ron`].
pub fn save_ron<T: Serialize>(path: &Path, value: &T) -> Result<(), StoreError> {
    write_atomic(path, to_ron(path, value)?.as_bytes())
}

/// Reads a value of one of the game's formats from RON text, checking its version.
///
/// # Errors
/// [`FileProblem::Empty`], [`FileProblem::Truncated`], [`FileProblem::NotText`],
/// [`FileProblem::Damaged`] or [`FileProblem::Newer`]. A file of
/// a newer format is reported as such even when its content does not parse.
pub fn parse_ron<T: DeserializeOwned + Versioned>(bytes: &[u8]) -> Result<T, FileProblem> {
    let text = std::str::from_utf8(bytes).map_err(|_| FileProblem::NotText)?;
    // Some editors put a byte-order mark in front of UTF-8 text.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(FileProblem::Empty);
    }
    let newer = |found: u64| FileProblem::Newer { found, supported: T::FORMAT_VERSION };
    match ron::from_str::<T>(text) {
        Ok(v) if v.format_version() > T::FORMAT_VERSION => Err(newer(u64::from(v.format_version()))),
        Ok(v) => Ok(v),
        Err(e) => {
            /// Just the version, whatever else the file holds.
            #[derive(serde::Deserialize)]
            struct Probe {
                #[serde(default)]
                format_version: Option<u64>,
            }
            // A newer format may use syntax this build cannot parse at all; then the
            // version is looked for in the text.
            let version = match ron::from_str::<Probe>(text) {
                Ok(Probe { format_version }) => format_version,
                Err(_) => version_in_text(text),
            };
            match version {
                Some(v) if v > u64::from(T::FORMAT_VERSION) => Err(newer(v)),
                _ if cut_short(text) => Err(FileProblem::Truncated),
                _ => Err(FileProblem::Damaged(e.to_string())),
            }
        }
    }
}

/// True when the text begins as one of the game's files does (a struct: `(` or a name and
/// `(`) and stops inside a string or with brackets still open, each closed bracket
/// matching its opener: the content breaks off, as in a file cut short, rather than being
/// wrong somewhere inside (`{{{` is garbage, not a cut). The game's own files hold no
/// comments, so none are looked for.
fn cut_short(text: &str) -> bool {
    let start = text.trim_start().trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '_');
    if !start.trim_start().starts_with('(') {
        return false;
    }
    let mut open: Vec<char> = Vec::new();
    let mut in_string = false;
    let mut escaped = false;
    for ch in text.chars() {
        if in_string {
            match ch {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match ch {
            '"' => in_string = true,
            '(' | '[' | '{' => open.push(ch),
            ')' | ']' | '}' => {
                let opener = match ch {
                    ')' => '(',
                    ']' => '[',
                    _ => '{',
                };
                if open.pop() != Some(opener) {
                    return false;
                }
            }
            _ => {}
        }
    }
    in_string || !open.is_empty()
}

/// The number after the first `format_version:` in `text`, if any.
fn version_in_text(text: &str) -> Option<u64> {
    let rest = &text[text.find("format_version")? + "format_version".len()..];
    let rest = rest.trim_start().strip_prefix(':')?.trim_start();
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Reads `path` as a file of one of the game's formats, without touching the file (for
/// files the player hands us: `replay FILE`, `records import FILE`).
///
/// # Errors
/// [`FileProblem::Io`] (missing included) and those of [`parse_ron`].
pub fn read_ron<T: DeserializeOwned + Versioned>(path: &Path) -> Result<T, FileProblem> {
    let bytes = read_limited(path, T::MAX_BYTES)?;
    parse_ron(&bytes)
}

/// Loads one of the game's own files: [`Loaded::Missing`] if there is none; otherwise a
/// bad file (unreadable, empty, truncated, garbage, newer version, or refused by
/// `check`) is moved aside with [`set_aside`] and the problem is returned —
/// except a newer version's file when [`Versioned::KEEP_NEWER`], which stays in place.
/// Never panics.
pub fn load_ron_checked<T: DeserializeOwned + Versioned>(
    path: &Path,
    check: impl FnOnce(&T) -> Result<(), VerifyError>,
) -> Loaded<T> {
    load_ron_with(path, check, true)
}

/// [`load_ron_checked`] for a process that may not move the player's files (it does not
/// own the data folder): a bad file is reported and left where it is.
pub fn load_ron_read_only<T: DeserializeOwned + Versioned>(
    path: &Path,
    check: impl FnOnce(&T) -> Result<(), VerifyError>,
) -> Loaded<T> {
    load_ron_with(path, check, false)
}

fn load_ron_with<T: DeserializeOwned + Versioned>(
    path: &Path,
    check: impl FnOnce(&T) -> Result<(), VerifyError>,
    may_move: bool,
) -> Loaded<T> {
    // The game's own files are regular files; a pipe or a device there would block or
    // never end.
    let problem = if fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        FileProblem::NotRegular
    } else {
        match read_limited(path, T::MAX_BYTES) {
            Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing,
            Err(e) => e.into(),
            Ok(bytes) => match parse_ron::<T>(&bytes) {
                Ok(v) => match check(&v) {
                    Ok(()) => return Loaded::Ok(v),
                    Err(why) => FileProblem::Refused(why),
                },
                Err(p) => p,
            },
        }
    };
    let keep = matches!(problem, FileProblem::Newer { .. }) && T::KEEP_NEWER;
    let bad = move |fate| LoadProblem::Bad { kind: T::KIND, path: path.to_path_buf(), problem, fate };
    if keep || !may_move {
        return Loaded::Unusable { problem: bad(if keep { Fate::KeptForNewer } else { Fate::LeftInPlace }) };
    }
    match set_aside(path) {
        Ok(backup) => Loaded::SetAside { problem: bad(Fate::SetAside { backup }) },
        Err(e) => Loaded::Unusable { problem: bad(Fate::NotMoved(IoProblem::from(&e))) },
    }
}

/// [`load_ron_checked`] with no check beyond the format.
pub fn load_ron<T: DeserializeOwned + Versioned>(path: &Path) -> Loaded<T> {
    load_ron_checked(path, |_| Ok(()))
}

/// Moves a bad file aside as `NAME.bak-<UTC time>` in the same folder (`-2`, `-3`, … are
/// appended if that name is taken: a backup is never overwritten) and returns the new
/// path. The bytes are untouched.
///
/// # Errors
/// The operating system's refusal; the file is then left where it was.
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    let base = format!(".bak-{}", UtcTime::now().stamp());
    for n in 1..1000 {
        let suffix = if n == 1 { base.clone() } else { format!("{base}-{n}") };
        let backup = sibling(path, &suffix);
        // A hard link fails if the name exists, so nothing is ever overwritten; where
        // links are not supported, fall back to a checked rename.
        match fs::hard_link(path, &backup) {
            Ok(()) => {
                fs::remove_file(path)?;
                return Ok(backup);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(_) if backup.exists() => continue,
            Err(_) => {
                fs::rename(path, &backup)?;
                return Ok(backup);
            }
        }
    }
    Err(io::Error::other("too many backups with the same time stamp"))
}

/// Removes `path`; a file that is already gone is not an error.
///
/// # Errors
/// The operating system's refusal.
pub fn remove_if_present(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        r => r,
    }
}

/// `path` with `suffix` appended to its file name (`a/settings.ron` + `.tmp` =
/// `a/settings.ron.tmp`).
fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(suffix);
    path.with_file_name(name)
}
