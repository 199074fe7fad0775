//! Atomic writes, reading with a size limit, the version check and the words for what is
//! wrong with a file, and the quarantine of bad files (`persist::store`): a bad file is set
//! aside as `NAME.bak-<UTC time>` with its bytes, never over an older backup, and the game
//! goes on.

use super::{TempDir, names_in};
use en_garde_engine::persist::UtcTime;
use en_garde_engine::persist::store::*;
use en_garde_engine::persist::verify::VerifyError;
use serde::{Deserialize, Serialize};
use std::io;
use std::path::{Path, PathBuf};

/// A small file format of the tests' own, at version 3, with the default size limit and
/// newer files set aside (not kept).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Note {
    format_version: u32,
    text: String,
    marks: Vec<u8>,
}

impl Versioned for Note {
    const FORMAT_VERSION: u32 = 3;
    const KIND: FileKind = FileKind::Room;
    fn format_version(&self) -> u32 {
        self.format_version
    }
}

/// The same format, but a newer version's file stays where it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
struct KeptNote(Note);

impl Versioned for KeptNote {
    const FORMAT_VERSION: u32 = 3;
    const KIND: FileKind = FileKind::MatchRecord;
    const KEEP_NEWER: bool = true;
    fn format_version(&self) -> u32 {
        self.0.format_version
    }
}

fn note(version: u32) -> Note {
    Note { format_version: version, text: "say \"hi\" (twice)".into(), marks: vec![1, 2, 3] }
}

fn note_text(version: u32) -> String {
    to_ron(Path::new("note.ron"), &note(version)).unwrap()
}

/// The temporary files of atomic writes in `dir`.
fn temporaries(dir: &Path) -> Vec<String> {
    names_in(dir).into_iter().filter(|n| n.contains(".tmp")).collect()
}

/// The backups of `path` in its folder.
fn backups(path: &Path) -> Vec<String> {
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    names_in(path.parent().unwrap()).into_iter().filter(|n| n.starts_with(&format!("{name}.bak-"))).collect()
}

/// This process's temporary name for `path` (what a write makes before its rename).
fn temporary_of(path: &Path) -> PathBuf {
    PathBuf::from(format!("{}.tmp-{}", path.display(), std::process::id()))
}

/// A file is written whole, into a folder made for it, over the old content, and leaves no
/// temporary file behind; a file in place of the folder is named as such.
#[test]
fn an_atomic_write_replaces_the_whole_file_and_leaves_no_temporary() {
    let dir = TempDir::new("atomic");
    let p = dir.path().join("sub/folder/file.ron");
    write_atomic(&p, b"first, longer content").unwrap();
    assert_eq!(std::fs::read(&p).unwrap(), b"first, longer content");
    write_atomic(&p, b"two").unwrap();
    assert_eq!(std::fs::read(&p).unwrap(), b"two");
    assert_eq!(names_in(p.parent().unwrap()), ["file.ron"]);
    // Into a folder that exists already.
    let q = dir.path().join("sub/other.ron");
    save_ron(&q, &note(3)).unwrap();
    assert_eq!(std::fs::read_to_string(&q).unwrap(), note_text(3));
    assert_eq!(names_in(&dir.path().join("sub")), ["folder", "other.ron"]);
    // A file where the folder should be.
    let blocked = dir.path().join("sub/other.ron/inner.ron");
    let Err(StoreError::Io { path, source }) = write_atomic(&blocked, b"x") else { panic!("written") };
    assert_eq!((path, source.kind()), (blocked.clone(), io::ErrorKind::NotADirectory));
    assert!(source.to_string().ends_with("other.ron is a file, not a folder"), "{source}");
    assert_eq!(folder_for(&dir.path().join("sub/other.ron")).unwrap_err().kind(), io::ErrorKind::NotADirectory);
    folder_for(&dir.path().join("sub")).unwrap();
}

/// When the write fails, the file keeps its old content and no temporary file stays: a
/// folder in the file's place cannot be renamed over, and a taken temporary name cannot be
/// written.
#[test]
fn a_failed_atomic_write_keeps_the_old_file() {
    let dir = TempDir::new("atomic-fail");
    let folder = dir.path().join("settings.ron");
    std::fs::create_dir_all(folder.join("inside")).unwrap();
    let Err(StoreError::Io { path, .. }) = write_atomic(&folder, b"new") else { panic!("written over a folder") };
    assert_eq!(path, folder);
    assert_eq!(temporaries(dir.path()), Vec::<String>::new());
    let p = dir.path().join("autosave.ron");
    write_atomic(&p, b"old").unwrap();
    std::fs::create_dir(temporary_of(&p)).unwrap();
    let err = write_atomic(&p, b"new").unwrap_err();
    assert!(matches!(&err, StoreError::Io { path, .. } if *path == p), "{err:?}");
    assert!(err.to_string().starts_with(&format!("could not write {}: ", p.display())), "{err}");
    assert_eq!(std::fs::read(&p).unwrap(), b"old");
}

/// A new file is written only under a name nobody has: a taken name is refused as such and
/// keeps its content; nothing is left behind either way, and the folder is made if needed.
#[test]
fn a_new_file_never_replaces_another() {
    let dir = TempDir::new("new");
    let p = dir.path().join("records/a.ron");
    write_new(&p, b"first").unwrap();
    assert_eq!(std::fs::read(&p).unwrap(), b"first");
    let err = write_new(&p, b"second").unwrap_err();
    assert!(matches!(&err, StoreError::Exists(path) if *path == p), "{err:?}");
    assert_eq!(err.to_string(), format!("{} already exists", p.display()));
    assert_eq!(std::fs::read(&p).unwrap(), b"first");
    assert_eq!(names_in(&dir.path().join("records")), ["a.ron"]);
    write_new(&dir.path().join("records/b.ron"), b"second").unwrap();
    assert_eq!(names_in(&dir.path().join("records")), ["a.ron", "b.ron"]);
    // A failure that is not a taken name is the operating system's, with the path.
    let q = dir.path().join("records/c.ron");
    std::fs::create_dir(temporary_of(&q)).unwrap();
    let err = write_new(&q, b"third").unwrap_err();
    assert!(matches!(&err, StoreError::Io { path, .. } if *path == q), "{err:?}");
    assert!(!q.exists());
    // A file where the folder should be.
    let blocked = dir.path().join("records/a.ron/d.ron");
    let Err(StoreError::Io { source, .. }) = write_new(&blocked, b"x") else { panic!("written") };
    assert_eq!(source.kind(), io::ErrorKind::NotADirectory);
}

/// A file is read up to its limit and not a byte past it: exactly the limit is read whole,
/// one byte more is refused unread, with the limit in words.
#[test]
fn reading_stops_at_the_limit() {
    let dir = TempDir::new("limit");
    let p = dir.path().join("f");
    for len in [0_usize, 1, 99, 100] {
        let bytes: Vec<u8> = (0..len).map(|i| (i % 251) as u8).collect();
        std::fs::write(&p, &bytes).unwrap();
        assert_eq!(read_limited(&p, 100).unwrap(), bytes, "{len} bytes");
    }
    std::fs::write(&p, [7u8; 101]).unwrap();
    let err = read_limited(&p, 100).unwrap_err();
    assert!(matches!(err, ReadError::TooLarge { limit: 100 }), "{err:?}");
    assert_eq!(err.to_string(), "it is larger than 100 bytes (a file of this kind is far smaller); it was not read");
    assert_eq!(FileProblem::from(err), FileProblem::TooLarge { limit: 100 });
    let missing = read_limited(&dir.path().join("none"), 100).unwrap_err();
    let ReadError::Io(e) = &missing else { panic!("{missing:?}") };
    assert_eq!(e.kind(), io::ErrorKind::NotFound);
    assert!(missing.to_string().starts_with("it could not be read ("), "{missing}");
    let FileProblem::Io(problem) = FileProblem::from(missing) else { panic!("not an I/O problem") };
    assert_eq!(problem.kind, io::ErrorKind::NotFound);
}

/// Only a plain file is read: a folder, a FIFO (whose opening would wait for a writer for
/// ever) and a device are refused at once, unread (F14 of ../shared/breakit/server).
#[cfg(unix)]
#[test]
fn only_a_plain_file_is_read() {
    let dir = TempDir::new("not-plain");
    let fifo = dir.path().join("seat.txt");
    let status = std::process::Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs");
    assert!(status.success());
    for path in [fifo.as_path(), dir.path(), Path::new("/dev/zero")] {
        let err = read_limited(path, 256).unwrap_err();
        let ReadError::Io(e) = &err else { panic!("{err:?}") };
        assert_eq!(e.kind(), io::ErrorKind::InvalidInput, "{}", path.display());
        assert!(err.to_string().contains("not a plain file"), "{err}");
    }
}

/// A file of the default limit, 4 MiB, is read when it is that size and refused one byte
/// over; the settings' limit is 256 KiB.
#[test]
fn the_game_files_limits_are_four_mib_and_settings_256_kib() {
    assert_eq!(<Note as Versioned>::MAX_BYTES, 4 << 20);
    assert_eq!(size_words(<Note as Versioned>::MAX_BYTES), "4 MiB");
    let settings_limit = <en_garde_engine::persist::Settings as Versioned>::MAX_BYTES;
    assert_eq!(size_words(settings_limit), "256 KiB");
    let dir = TempDir::new("max");
    let p = dir.path().join("note.ron");
    let head = note_text(3);
    let mut big = head.clone().into_bytes();
    big.resize(4 << 20, b' ');
    std::fs::write(&p, &big).unwrap();
    assert_eq!(read_ron::<Note>(&p), Ok(note(3)), "4 MiB, padded with spaces, is read");
    big.push(b' ');
    std::fs::write(&p, &big).unwrap();
    assert_eq!(read_ron::<Note>(&p), Err(FileProblem::TooLarge { limit: 4 << 20 }));
    let Loaded::SetAside { problem } = load_ron::<Note>(&p) else { panic!("kept") };
    assert!(problem.to_string().contains("larger than 4 MiB"), "{problem}");
}

/// Sizes in words: whole MiB, whole KiB, or bytes.
#[test]
fn sizes_are_said_in_whole_units() {
    let said: Vec<String> =
        [0, 1, 900, 1023, 1024, 1536, 64 << 10, (1 << 20) - 1024, 1 << 20, (1 << 20) + 1024, (1 << 20) + 1, 4 << 20]
            .map(size_words)
            .to_vec();
    assert_eq!(
        said,
        [
            "0 bytes",
            "1 bytes",
            "900 bytes",
            "1023 bytes",
            "1 KiB",
            "1536 bytes",
            "64 KiB",
            "1023 KiB",
            "1 MiB",
            "1025 KiB",
            "1048577 bytes",
            "4 MiB"
        ]
    );
}

/// The `.ron` files of a folder, sorted by name, and only regular files; a missing folder
/// has none, and a file in the folder's place is an error.
#[test]
fn the_ron_files_of_a_folder_are_listed_in_order() {
    let dir = TempDir::new("list");
    assert_eq!(ron_files(&dir.path().join("none")).unwrap(), Vec::<PathBuf>::new());
    for name in ["b.ron", "a.ron", "c.txt", "ron", "d.ron.bak-20250301T101530Z", "e.RON"] {
        std::fs::write(dir.path().join(name), "x").unwrap();
    }
    std::fs::create_dir(dir.path().join("folder.ron")).unwrap();
    assert_eq!(ron_files(dir.path()).unwrap(), [dir.path().join("a.ron"), dir.path().join("b.ron")]);
    let err = ron_files(&dir.path().join("a.ron")).unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::NotADirectory);
}

/// A file that is present is removed; one that is gone already is no error; a folder in its
/// place is not removed, and says so.
#[test]
fn removing_a_missing_file_is_no_error() {
    let dir = TempDir::new("remove");
    let p = dir.path().join("autosave.ron");
    std::fs::write(&p, "x").unwrap();
    remove_if_present(&p).unwrap();
    assert!(!p.exists());
    remove_if_present(&p).unwrap();
    std::fs::create_dir(&p).unwrap();
    assert!(remove_if_present(&p).is_err());
    assert!(p.is_dir());
}

/// What a file holds decides what is wrong with it: good text (a byte-order mark in front
/// is fine) reads at this version and older ones; a newer version is named with its number
/// even when this build cannot parse the rest; empty, cut short, damaged and not text are
/// told apart.
#[test]
fn a_files_problem_is_named_from_its_content() {
    for v in [0, 2, 3] {
        assert_eq!(parse_ron::<Note>(note_text(v).as_bytes()), Ok(note(v)), "version {v}");
    }
    assert_eq!(parse_ron::<Note>(format!("\u{feff}{}", note_text(3)).as_bytes()), Ok(note(3)));
    let newer = |found| Err(FileProblem::Newer { found, supported: 3 });
    assert_eq!(parse_ron::<Note>(note_text(4).as_bytes()), newer(4));
    assert_eq!(parse_ron::<Note>(note_text(u32::MAX).as_bytes()), newer(u64::from(u32::MAX)));
    // Newer files this build cannot read at all.
    for (text, found) in [
        ("(format_version: 4, shiny: Wobble[3], text: \"\", marks: [])", 4),
        ("(format_version: 99999999999, text: 1)", 99_999_999_999),
        ("(format_version:9 ,", 9),
        ("Note(text: 5, format_version  :  12)", 12),
    ] {
        assert_eq!(parse_ron::<Note>(text.as_bytes()), newer(found), "{text}");
    }
    for blank in ["", " \n\t ", "\u{feff}", "\u{feff}  \n"] {
        assert_eq!(parse_ron::<Note>(blank.as_bytes()), Err(FileProblem::Empty), "{blank:?}");
    }
    assert_eq!(parse_ron::<Note>(b"(text: \"\xff\xfe\")"), Err(FileProblem::NotText));
    // Not newer: this version, older, or none, in a file that does not read.
    for damaged in [
        "(format_version: 3, text: 5, marks: [])",
        "(format_version: 2, text: 5, marks: [])",
        "(format_version: 0, text: 5, marks: [])",
        "(format_version: x, text: \"\", marks: [])",
        "(text: \"\", marks: [])",
        "hello",
        "{{{",
    ] {
        let got = parse_ron::<Note>(damaged.as_bytes());
        assert!(matches!(got, Err(FileProblem::Damaged(_))), "{damaged}: {got:?}");
    }
}

/// A file cut anywhere inside its content is "cut short" — in a string, after an escaped
/// quote, after closed lists and brackets, behind a struct name — while a complete file
/// that is wrong inside, with brackets and quotes in its strings, is "damaged", and so is
/// garbage that does not begin as a file of the game.
#[test]
fn a_cut_file_is_told_from_a_damaged_one() {
    let good = format!("Note{}", note_text(3));
    let body = good.find('(').unwrap() + 1;
    for cut in body..good.trim_end().len() {
        let got = parse_ron::<Note>(&good.as_bytes()[..cut]);
        assert_eq!(got, Err(FileProblem::Truncated), "cut at {cut}: {:?}", &good[..cut]);
    }
    for cut in [
        "(format_version: 3, text: \"a\\\"b",
        "(format_version: 3, text: \"a\\\\",
        "(format_version: 3, marks: [1, 2], text: \"x\", extra: Some(1), more: {1: 2}, list: [",
        "(format_version: 3, extra: Some(1), more: {1: 2}, list: [1]",
        "  my_note_2 (format_version: 3, text: \"(\"",
    ] {
        assert_eq!(parse_ron::<Note>(cut.as_bytes()), Err(FileProblem::Truncated), "{cut}");
    }
    for damaged in [
        "(format_version: 3, text: \"a\\\"b\", marks: 7)",
        "(format_version: 3, text: \"(\", marks: 7)",
        "(format_version: 3, text: \"[{\", marks: \"]\")",
        "(format_version: 3, text: \"\", marks: [1, 2)",
        "(format_version: 3, text: \"\", marks: [1, 2}",
        "(format_version: 3, text: \"\", marks: (1, 2])",
        "(a: 1))",
        "[1, 2",
        "\"text",
        "{{{",
        "#(",
    ] {
        let got = parse_ron::<Note>(damaged.as_bytes());
        assert!(matches!(got, Err(FileProblem::Damaged(_))), "{damaged}: {got:?}");
    }
}

/// Pretty RON: one field a line at the top, two-space indents, lists one entry a line, and
/// a final line break.
#[test]
fn files_are_written_as_readable_ron() {
    assert_eq!(
        note_text(3),
        "(\n  format_version: 3,\n  text: \"say \\\"hi\\\" (twice)\",\n  marks: [\n    1,\n    2,\n    3,\n  ],\n)\n"
    );
}

/// Loading one of the game's files: a good file is read (and passes the caller's check);
/// none is "missing"; a bad one — of every kind — is moved aside with its bytes, under a
/// name that says when, and the problem is told.
#[test]
fn a_bad_file_is_set_aside_with_its_bytes() {
    let dir = TempDir::new("set-aside");
    let p = dir.path().join("note.ron");
    assert_eq!(load_ron::<Note>(&p), Loaded::Missing);
    std::fs::write(&p, note_text(3)).unwrap();
    assert_eq!(load_ron::<Note>(&p), Loaded::Ok(note(3)));
    assert_eq!(
        load_ron_checked::<Note>(&p, |n| if n.marks.len() == 3 { Ok(()) } else { panic!() }),
        Loaded::Ok(note(3))
    );
    assert_eq!(load_ron_read_only::<Note>(&p, |_| Ok(())), Loaded::Ok(note(3)));
    let cases: [(Vec<u8>, FileProblem); 5] = [
        (Vec::new(), FileProblem::Empty),
        (note_text(3).as_bytes()[..20].to_vec(), FileProblem::Truncated),
        (b"\xff\xfe".to_vec(), FileProblem::NotText),
        (note_text(5).into_bytes(), FileProblem::Newer { found: 5, supported: 3 }),
        (note_text(3).into_bytes(), FileProblem::Refused(VerifyError::NotFinished)),
    ];
    let before = UtcTime::now().stamp();
    for (n, (bytes, want)) in cases.into_iter().enumerate() {
        std::fs::write(&p, &bytes).unwrap();
        let loaded = load_ron_checked::<Note>(&p, |_| Err(VerifyError::NotFinished));
        let Loaded::SetAside { problem } = &loaded else { panic!("{want:?}: {loaded:?}") };
        let LoadProblem::Bad { kind, path, problem: got, fate: Fate::SetAside { backup } } = problem else {
            panic!("{problem:?}")
        };
        assert_eq!((kind, path, got), (&FileKind::Room, &p, &want));
        assert_eq!(problem.backup(), Some(backup.as_path()));
        assert_eq!(loaded.notice(), Some(problem));
        assert_eq!(std::fs::read(backup).unwrap(), bytes, "the bytes are kept");
        assert!(!p.exists(), "moved, not copied");
        assert_eq!(backups(&p).len(), n + 1, "no backup is overwritten");
        let name = backup.file_name().unwrap().to_string_lossy().into_owned();
        if n == 0 {
            assert_eq!(name.len(), "note.ron.bak-20250301T101530Z".len(), "the first backup has no number: {name}");
        }
    }
    let after = UtcTime::now().stamp();
    // Each backup is NAME.bak-<stamp of its time>, with -2, -3, … when that name was taken.
    for name in backups(&p) {
        let rest = &name["note.ron.bak-".len()..];
        let (stamp, n) = rest.split_at(16);
        assert!(before.as_str() <= stamp && stamp <= after.as_str(), "{name}");
        assert!(n.is_empty() || (n.starts_with('-') && n[1..].parse::<u32>().is_ok_and(|n| n >= 2)), "{name}");
        let text = format!(
            "{}-{}-{}T{}:{}:{}Z",
            &stamp[0..4],
            &stamp[4..6],
            &stamp[6..8],
            &stamp[9..11],
            &stamp[11..13],
            &stamp[13..15]
        );
        assert_eq!(text.parse::<UtcTime>().unwrap().stamp(), stamp);
    }
}

/// The backup names of `file` for the minute from `t0`: `NAME.bak-<stamp>` for each second.
fn backup_names_of_the_minute(file: &str, t0: UtcTime) -> Vec<String> {
    (0..60).map(|s| format!("{file}.bak-{}", UtcTime { unix_seconds: t0.unix_seconds + s }.stamp())).collect()
}

/// A backup is never overwritten: when `NAME.bak-<stamp>` is taken — by an older backup, or
/// by a link that points nowhere — the next free number is used. (Whatever the clock does:
/// the names of the coming minute are taken, and the name a backup gets is checked against
/// the stamp it carries.)
#[cfg(unix)]
#[test]
fn a_taken_backup_name_is_never_reused() {
    let dir = TempDir::new("taken");
    let p = dir.path().join("settings.ron");
    let taken = backup_names_of_the_minute("settings.ron", UtcTime::now());
    for name in &taken {
        std::fs::write(dir.path().join(name), "older backup").unwrap();
        std::os::unix::fs::symlink("nowhere", dir.path().join(format!("{name}-2"))).unwrap();
    }
    std::fs::write(&p, "bad").unwrap();
    let backup = set_aside(&p).unwrap();
    let name = backup.file_name().unwrap().to_string_lossy().into_owned();
    let base = &name[.."settings.ron.bak-20250301T101530Z".len()];
    let want = if taken.iter().any(|t| t == base) { format!("{base}-3") } else { base.to_string() };
    assert_eq!(name, want);
    assert_eq!(std::fs::read_to_string(&backup).unwrap(), "bad");
    assert!(!p.exists());
    for name in &taken {
        assert_eq!(std::fs::read_to_string(dir.path().join(name)).unwrap(), "older backup");
        assert!(std::fs::symlink_metadata(dir.path().join(format!("{name}-2"))).unwrap().is_symlink());
    }
}

/// A folder in place of one of the game's files is not a regular file: it is not read, and
/// it is moved aside like any bad file (as a whole, under the next free backup name).
#[test]
fn a_folder_in_place_of_a_file_is_set_aside() {
    let dir = TempDir::new("folder");
    let p = dir.path().join("autosave.ron");
    std::fs::create_dir_all(p.join("inside")).unwrap();
    let taken = backup_names_of_the_minute("autosave.ron", UtcTime::now());
    for name in &taken {
        std::fs::write(dir.path().join(name), "older backup").unwrap();
    }
    let loaded = load_ron::<Note>(&p);
    let Loaded::SetAside { problem: LoadProblem::Bad { problem, fate: Fate::SetAside { backup }, .. } } = &loaded
    else {
        panic!("{loaded:?}")
    };
    assert_eq!(problem, &FileProblem::NotRegular);
    assert_eq!(problem.to_string(), "it could not be read (it is not a regular file)");
    let name = backup.file_name().unwrap().to_string_lossy().into_owned();
    let base = &name[.."autosave.ron.bak-20250301T101530Z".len()];
    let want = if taken.iter().any(|t| t == base) { format!("{base}-2") } else { base.to_string() };
    assert_eq!(name, want);
    assert!(backup.join("inside").is_dir() && !p.exists());
    for name in &taken {
        assert_eq!(std::fs::read_to_string(dir.path().join(name)).unwrap(), "older backup");
    }
}

/// A bad file stays where it is when it must: a newer version's file of a kind that keeps
/// them (records), any bad file for a process that may not move the player's files, and a
/// file the operating system will not move; the problem is told all the same.
#[test]
fn a_bad_file_is_left_in_place_when_it_must_be() {
    let dir = TempDir::new("in-place");
    let p = dir.path().join("kept.ron");
    let newer = note_text(5);
    std::fs::write(&p, &newer).unwrap();
    let bad = |kind, path: &Path, problem, fate| LoadProblem::Bad { kind, path: path.to_path_buf(), problem, fate };
    let is_newer = FileProblem::Newer { found: 5, supported: 3 };
    for loaded in [load_ron::<KeptNote>(&p), load_ron_read_only::<KeptNote>(&p, |_| Ok(()))] {
        let want = bad(FileKind::MatchRecord, &p, is_newer.clone(), Fate::KeptForNewer);
        assert_eq!(loaded, Loaded::Unusable { problem: want });
    }
    let read_only = load_ron_read_only::<Note>(&p, |_| Ok(()));
    assert_eq!(read_only, Loaded::Unusable { problem: bad(FileKind::Room, &p, is_newer.clone(), Fate::LeftInPlace) });
    std::fs::write(&p, "{{{").unwrap();
    let read_only = load_ron_read_only::<KeptNote>(&p, |_| Ok(()));
    assert!(
        matches!(
            &read_only,
            Loaded::Unusable {
                problem: LoadProblem::Bad { fate: Fate::LeftInPlace, problem: FileProblem::Damaged(_), .. }
            }
        ),
        "{read_only:?}"
    );
    std::fs::write(&p, note_text(3)).unwrap();
    let refused = load_ron_read_only::<Note>(&p, |_| Err(VerifyError::AlreadyOver));
    let want = bad(FileKind::Room, &p, FileProblem::Refused(VerifyError::AlreadyOver), Fate::LeftInPlace);
    assert_eq!(refused, Loaded::Unusable { problem: want });
    assert_eq!(names_in(dir.path()), ["kept.ron"], "nothing moved");
    // Only a newer file is kept: a damaged one of the same kind is set aside; a newer one
    // of a kind that does not keep them is set aside too.
    std::fs::write(&p, "{{{").unwrap();
    assert!(matches!(load_ron::<KeptNote>(&p), Loaded::SetAside { .. }));
    std::fs::write(&p, &newer).unwrap();
    let Loaded::SetAside { problem } = load_ron::<Note>(&p) else { panic!("kept") };
    assert!(matches!(problem, LoadProblem::Bad { problem: FileProblem::Newer { found: 5, supported: 3 }, .. }));
    // Under a file, where no folder can be: not "missing", and not movable.
    let blocked = dir.path().join("kept.ron.bak-x");
    std::fs::write(&blocked, "a file").unwrap();
    let under = blocked.join("note.ron");
    let loaded = load_ron::<Note>(&under);
    let Loaded::Unusable {
        problem: LoadProblem::Bad { problem: FileProblem::Io(read), fate: Fate::NotMoved(moved), .. },
    } = &loaded
    else {
        panic!("{loaded:?}")
    };
    assert_eq!((read.kind, moved.kind), (io::ErrorKind::NotADirectory, io::ErrorKind::NotADirectory));
    assert_eq!(read.to_string(), read.message);
    let left = load_ron_read_only::<Note>(&under, |_| Ok(()));
    assert!(matches!(left, Loaded::Unusable { problem: LoadProblem::Bad { fate: Fate::LeftInPlace, .. } }), "{left:?}");
    assert_eq!(std::fs::read_to_string(&blocked).unwrap(), "a file");
}

/// The English of a problem: which file, what is wrong, and what became of it (and what
/// the game does without it), for each kind of file and each fate.
#[test]
fn a_load_problem_is_said_in_one_sentence() {
    let p = PathBuf::from("/data/x.ron");
    let bad = |kind, problem, fate| LoadProblem::Bad { kind, path: p.clone(), problem, fate }.to_string();
    let aside = || Fate::SetAside { backup: PathBuf::from("/data/x.ron.bak-20250301T101530Z") };
    assert_eq!(
        bad(FileKind::Settings, FileProblem::Empty, aside()),
        "The settings file /data/x.ron could not be used: the file is empty. It was kept as \
         x.ron.bak-20250301T101530Z and the default settings are used."
    );
    assert_eq!(
        bad(FileKind::SavedMatch, FileProblem::Truncated, aside()),
        "The saved match file /data/x.ron could not be used: the file is cut short: it ends in the middle of its \
         content. It was kept as x.ron.bak-20250301T101530Z and there is no match to continue."
    );
    let denied = IoProblem::from(&io::Error::new(io::ErrorKind::PermissionDenied, "permission denied"));
    assert_eq!(denied, IoProblem { kind: io::ErrorKind::PermissionDenied, message: "permission denied".into() });
    assert_eq!(
        bad(FileKind::MatchRecord, FileProblem::Damaged("1:2: Expected struct".into()), Fate::NotMoved(denied.clone())),
        "The match record file /data/x.ron could not be used: the file is damaged or is not a file of this kind \
         (1:2: Expected struct). It could not be moved aside either (permission denied); it is left out of the \
         records and statistics."
    );
    assert_eq!(
        bad(FileKind::Room, FileProblem::Newer { found: 7, supported: 1 }, Fate::KeptForNewer),
        "The network room file /data/x.ron could not be used: it was written by a newer version of En Garde \
         (format 7; this version reads up to 1); it is left as it is for that version."
    );
    assert_eq!(
        bad(FileKind::Room, FileProblem::Io(denied), Fate::LeftInPlace),
        "The network room file /data/x.ron could not be used: it could not be read (permission denied); it is \
         left as it is."
    );
    assert_eq!(
        bad(FileKind::Room, FileProblem::NotText, aside()),
        "The network room file /data/x.ron could not be used: the file is damaged or is not a file of this kind \
         (it is not UTF-8 text). It was kept as x.ron.bak-20250301T101530Z and the room is not restored."
    );
    assert_eq!(
        FileProblem::Refused(VerifyError::NotFinished).to_string(),
        "its content is not valid: the match is not over after the last step"
    );
    assert_eq!(
        FileProblem::TooLarge { limit: 256 << 10 }.to_string(),
        "it is larger than 256 KiB (a file of this kind is far smaller); it was not read"
    );
    let ended = LoadProblem::EndedUnrecorded { path: p.clone() };
    assert_eq!(
        ended.to_string(),
        "The last match has ended, but its record could not be written yet; it stays in /data/x.ron until it is."
    );
    assert_eq!(ended.backup(), None);
    let kept = LoadProblem::Bad {
        kind: FileKind::Room,
        path: p.clone(),
        problem: FileProblem::Empty,
        fate: Fate::KeptForNewer,
    };
    assert_eq!(kept.backup(), None);
    let kinds = [FileKind::Settings, FileKind::SavedMatch, FileKind::MatchRecord, FileKind::Room];
    assert_eq!(kinds.map(FileKind::what), ["settings", "saved match", "match record", "network room"]);
    assert_eq!(
        kinds.map(FileKind::fallback),
        [
            "the default settings are used",
            "there is no match to continue",
            "it is left out of the records and statistics",
            "the room is not restored"
        ]
    );
}

/// The outcome of a load: the value only when the file was good, a notice only when it was
/// bad.
#[test]
fn only_a_bad_file_gives_a_notice() {
    let problem = LoadProblem::EndedUnrecorded { path: PathBuf::from("a") };
    assert_eq!(Loaded::Ok(7).ok(), Some(7));
    assert_eq!(Loaded::Ok(7).notice(), None);
    assert_eq!(Loaded::<u8>::Missing.ok(), None);
    assert_eq!(Loaded::<u8>::Missing.notice(), None);
    let aside = Loaded::<u8>::SetAside { problem: problem.clone() };
    assert_eq!(aside.notice(), Some(&problem));
    assert_eq!(aside.ok(), None);
    let unusable = Loaded::<u8>::Unusable { problem: problem.clone() };
    assert_eq!(unusable.notice(), Some(&problem));
    assert_eq!(unusable.ok(), None);
}

/// The environment variable that, for this test, runs it again in a process of its own.
const DISK_CHILD: &str = "EN_GARDE_ENGINE_TEST_DISK_FOLDER";

/// The full-disk test hook (`EN_GARDE_DISK_BYTES=N`): this process may write N bytes of the
/// player's files in all; the write that would pass N fails as a full disk does, and the
/// file keeps its old content. The hook is read from the process's environment, so the
/// test runs again in a process of its own with a budget of 100 bytes.
#[test]
fn the_full_disk_hook_fails_the_write_past_its_budget() {
    let Some(folder) = std::env::var_os(DISK_CHILD) else {
        let dir = TempDir::new("disk");
        let name = "persist::store::the_full_disk_hook_fails_the_write_past_its_budget";
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", name, "--test-threads=1"])
            .env(DISK_CHILD, dir.path())
            .env(DISK_BYTES_ENV, "100")
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && said.contains("1 passed"), "{said}");
        return;
    };
    let dir = PathBuf::from(folder);
    let p = dir.join("autosave.ron");
    write_atomic(&p, &[b'a'; 60]).unwrap();
    write_atomic(&p, &[b'b'; 40]).unwrap();
    assert_eq!(std::fs::read(&p).unwrap(), [b'b'; 40], "100 bytes of 100 written");
    write_new(&dir.join("empty.ron"), b"").unwrap();
    let Err(StoreError::Io { source, .. }) = write_atomic(&p, b"c") else { panic!("written past the budget") };
    assert_eq!(source.kind(), io::ErrorKind::StorageFull);
    assert_eq!(source.to_string(), "no space left on device (test hook)");
    assert!(matches!(write_new(&dir.join("new.ron"), b"d"), Err(StoreError::Io { .. })));
    assert_eq!(std::fs::read(&p).unwrap(), [b'b'; 40], "the old content stays");
    assert_eq!(names_in(&dir), ["autosave.ron", "empty.ron"], "no temporary, no new file");
}
