//! Issue "Nothing lost, ever", item by item: inputs that broke the game before, as a
//! tester found them (`shared/breakit/`), each now a test. Each test uses a folder of its
//! own (`--data-dir`).

use super::persist::{TempDir, en_garde, random_record, vs_computer};
use en_garde::persist::record::{self, MatchRecord};
use en_garde::persist::{DataLock, LockError, store};
use en_garde::rules::RuleSet;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs `c` to its end, killing it after `limit` (a hang is a failure, not a stuck test).
fn run_limited(mut c: Command, limit: Duration) -> std::process::Output {
    let mut child = c.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let out = child.wait_with_output().unwrap();
            panic!("still running after {limit:?}: {}", String::from_utf8_lossy(&out.stderr));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn saved_record(dir: &TempDir, seed: u64) -> std::path::PathBuf {
    let rec = random_record(RuleSet::advanced(), seed, vs_computer(), 1_700_000_000);
    record::save(&dir.paths(), &rec).unwrap()
}

/// Item 1: a reader that goes away after the first byte stops the writer quietly. The
/// output must overflow the pipe's buffer (64 KiB) for the writer to notice: thousands of
/// scenario lines do.
#[test]
fn a_closed_output_pipe_ends_every_mode_quietly() {
    let scenario = crate::project::scenario_dir().join("move-forward-refills.ron").display().to_string();
    let with_files = |first: &[&str], n: usize| -> Vec<String> {
        first.iter().map(|s| s.to_string()).chain(std::iter::repeat_n(scenario.clone(), n)).collect()
    };
    for args in [with_files(&["scenario"], 3000), with_files(&["scenario", "--print-state"], 1000)] {
        let mut child = en_garde().args(&args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        let mut first = [0u8; 1];
        let mut out = child.stdout.take().unwrap();
        out.read_exact(&mut first).unwrap();
        drop(out);
        let status = child.wait().unwrap();
        let mut stderr = String::new();
        child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
        assert!(!stderr.contains("panicked") && !stderr.contains("Broken pipe"), "{:?}: {stderr}", &args[..2]);
        assert_ne!(status.code(), Some(101), "{:?} panicked", &args[..2]);
        assert!(!status.success(), "stopped by the closed pipe, before the end");
    }
}

/// Item 2: a file of unbounded size is refused by its size, quickly and by name.
#[test]
fn unbounded_input_is_refused_by_size() {
    let dir = TempDir::new();
    let data = dir.0.to_str().unwrap();
    // A file far larger than any of its kind (sparse: it takes no disk) is refused by its
    // size, unread; a device that never ends is refused before it is opened, as any file
    // that is not a plain one (F14 of ../shared/breakit/server).
    let huge = dir.0.join("huge.ron");
    std::fs::File::create(&huge).unwrap().set_len(1 << 30).unwrap();
    let huge = huge.to_str().unwrap();
    let mut files = vec![(huge, "larger than")];
    // A device that never ends: Unix's.
    if cfg!(unix) {
        files.push(("/dev/zero", "not a plain file"));
    }
    for (file, says) in files {
        for args in [vec!["scenario", file], vec!["replay", file], vec!["records", "import", file, "--data-dir", data]]
        {
            let mut c = en_garde();
            c.args(&args);
            let out = run_limited(c, Duration::from_secs(20));
            let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
            assert!(!out.status.success(), "{args:?}");
            assert!(text.contains(says), "{args:?}: {text}");
        }
    }
    // A bot request line that never ends is answered, not held.
    let mut child =
        en_garde().args(["bot", "--level", "random"]).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        let chunk = vec![b'x'; 1 << 16];
        for _ in 0..40 {
            stdin.write_all(&chunk).unwrap();
        }
        stdin.write_all(b"\n").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let answer = String::from_utf8_lossy(&out.stdout);
    assert!(answer.contains("longer than"), "{answer}");
}

/// Item 3: a screenshot that cannot be saved is an error before any window opens.
#[test]
fn a_screenshot_that_cannot_be_saved_is_an_error() {
    let dir = TempDir::new();
    let precious = dir.0.join("precious.txt");
    std::fs::write(&precious, "mine").unwrap();
    let old_shot = dir.0.join("old.png");
    std::fs::write(&old_shot, "an earlier picture").unwrap();
    for (path, says) in [
        (dir.0.join("missing/shot.png"), "does not exist"),
        (dir.0.clone(), "that is a folder"),
        (precious.clone(), "ending in .png"),
        (precious.join("x.png"), "is a file, not a folder"),
    ] {
        let mut c = en_garde();
        c.args(["--screenshot", path.to_str().unwrap(), "--data-dir", dir.0.to_str().unwrap()]);
        let out = run_limited(c, Duration::from_secs(20));
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains(says), "{}", String::from_utf8_lossy(&out.stderr));
    }
    // Nothing was deleted on the way; a picture's path is checked without touching it.
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "mine");
    assert!(en_garde::app::harness::check_screenshot_path(&old_shot).is_ok());
    assert_eq!(std::fs::read_to_string(&old_shot).unwrap(), "an earlier picture");
}

/// Item 6: one owner per data folder; a second writer is told who holds it; the lock of
/// a killed process is free again.
#[test]
fn one_owner_per_data_folder() {
    let dir = TempDir::new();
    let data = dir.0.to_str().unwrap();
    let mut first = en_garde()
        .args(["selfplay", "--data-dir", data, "--delay-ms", "50", "--target", "15"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Wait until it holds the lock.
    let lock = dir.0.join(en_garde::persist::lock::LOCK_FILE);
    let start = Instant::now();
    // The lock file names its holder as an En Garde's (`en-garde PID`).
    while std::fs::read_to_string(&lock).map_or(true, |s| s.trim() != format!("en-garde {}", first.id())) {
        assert!(start.elapsed() < Duration::from_secs(20), "the first selfplay never took the lock");
        std::thread::sleep(Duration::from_millis(20));
    }
    for args in [vec!["selfplay", "--data-dir", data], vec!["selfplay", "--resume", "--data-dir", data]] {
        let mut c = en_garde();
        c.args(&args);
        let out = run_limited(c, Duration::from_secs(20));
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("in use by another En Garde") && stderr.contains(&format!("process {}", first.id())),
            "{stderr}"
        );
    }
    match DataLock::acquire(&dir.paths()) {
        Err(LockError::Held { pid, .. }) => assert_eq!(pid, Some(first.id())),
        other => panic!("{other:?}"),
    }
    // A listing reads without the lock and moves nothing.
    let mut c = en_garde();
    c.args(["records", "list", "--data-dir", data]);
    assert!(run_limited(c, Duration::from_secs(20)).status.success());
    first.kill().unwrap();
    first.wait().unwrap();
    // Killed: the lock is free again, and a new owner takes over at once.
    let lock = DataLock::acquire(&dir.paths()).expect("the dead process's lock is free");
    assert_eq!(
        std::fs::read_to_string(dir.0.join(en_garde::persist::lock::LOCK_FILE)).unwrap(),
        format!("en-garde {}", std::process::id())
    );
    drop(lock);
}

/// Item 7: records never overwrite each other, even of the same seed in the same second.
#[test]
fn records_of_one_seed_in_one_second_are_all_kept() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let rec = random_record(RuleSet::advanced(), 9, vs_computer(), 1_700_000_000);
    let twin = MatchRecord { match_id: Some("20231114T221320Z-9-00beef".into()), ..rec.clone() };
    let a = record::save(&paths, &rec).unwrap();
    let b = record::save(&paths, &rec).unwrap();
    let c = record::save(&paths, &twin).unwrap();
    assert_ne!(a, b);
    assert!(b.file_name().unwrap().to_string_lossy().ends_with("-2.ron"), "{b:?}");
    assert!(c.file_name().unwrap().to_string_lossy().ends_with("-00beef.ron"), "{c:?}");
    for p in [&a, &b, &c] {
        let read: MatchRecord = store::read_ron(p).unwrap();
        assert_eq!(read.steps, rec.steps);
    }
}

/// Item 8: a record of a newer version stays where it is, and the listing says so.
#[test]
fn a_newer_versions_record_is_listed_as_such_and_left_in_place() {
    let dir = TempDir::new();
    let path = saved_record(&dir, 4);
    let text = std::fs::read_to_string(&path).unwrap().replace("format_version: 1,", "format_version: 7,");
    std::fs::write(&path, &text).unwrap();
    let out = en_garde().args(["records", "list", "--data-dir", dir.0.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("newer version") && stderr.contains("left as it is"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "untouched");
}

/// Item 9: temporary files of killed writers are removed by the next owner.
#[test]
fn leftover_temporary_files_are_removed() {
    let dir = TempDir::new();
    let paths = dir.paths();
    std::fs::create_dir_all(paths.records_dir()).unwrap();
    let leftovers = [dir.0.join("autosave.ron.tmp-999999"), paths.records_dir().join("x.ron.tmp-12")];
    for l in &leftovers {
        std::fs::write(l, "half").unwrap();
    }
    let keep = dir.0.join("notes.tmp-draft");
    std::fs::write(&keep, "mine").unwrap();
    let _lock = DataLock::acquire(&paths).unwrap();
    for l in &leftovers {
        assert!(!l.exists(), "{l:?}");
    }
    assert!(keep.exists(), "only the game's own temporary files");
}

/// Item 11: the smaller ones.
#[test]
fn smaller_bad_inputs_are_named_rightly() {
    let dir = TempDir::new();
    let path = saved_record(&dir, 5);
    let text = std::fs::read_to_string(&path).unwrap();
    let check = |bytes: &str, says: &str| {
        let p = dir.0.join("probe.ron");
        std::fs::write(&p, bytes).unwrap();
        let out = en_garde().args(["replay", p.to_str().unwrap()]).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success() && stderr.contains(says), "{bytes:.40}: {stderr}");
    };
    check(&text.replace("format_version: 1,", "format_version: 4294967296,"), "newer version");
    check("{{{", "damaged");
    check(&text[..text.len() / 2], "cut short");
    // A scenario file with a byte-order mark is read like any other.
    let scenario = crate::project::scenario_dir().join("move-forward-refills.ron");
    let bom = dir.0.join("bom.ron");
    let mut bytes = "\u{feff}".as_bytes().to_vec();
    bytes.extend(std::fs::read(&scenario).unwrap());
    std::fs::write(&bom, bytes).unwrap();
    let out = en_garde().args(["scenario", bom.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    // An arena that would run for ever is refused.
    let out = en_garde().args(["arena", "--matches", "18446744073709551615"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("1000000"));
}

/// Items 4 and 5: a finished match whose process dies between writing the record and
/// removing the autosave is recorded once; `--data-dir` on a regular file is refused.
#[test]
fn a_match_end_interrupted_after_the_record_is_settled_once() {
    let dir = TempDir::new();
    let data = dir.0.to_str().unwrap();
    let mut c = en_garde();
    c.args(["selfplay", "--data-dir", data, "--seed", "21", "--target", "2"]).env("EN_GARDE_FAULT", "after-record");
    let out = run_limited(c, Duration::from_secs(60));
    assert!(!out.status.success(), "aborted at the fault point");
    let paths = dir.paths();
    assert!(paths.autosave_file().exists(), "killed before the autosave went");
    let (records, _) = record::list(&paths);
    assert_eq!(records.len(), 1);
    let mut c = en_garde();
    c.args(["selfplay", "--resume", "--data-dir", data]);
    let out = run_limited(c, Duration::from_secs(60));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("its record is"));
    assert!(!paths.autosave_file().exists());
    let (records, _) = record::list(&paths);
    assert_eq!(records.len(), 1, "still exactly one record");
    // A data folder that is a file: a clear refusal, nothing written anywhere.
    let file = dir.0.join("plain-file");
    std::fs::write(&file, "x").unwrap();
    let out = en_garde().args(["selfplay", "--data-dir", file.to_str().unwrap()]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("cannot be locked") && stderr.contains("is a file, not a folder"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "x");
    let _ = Path::new(data);
}

/// Item 4: when the disk fills up mid-match, the messages say what is saved and what is
/// not, and play goes on to the end.
#[test]
fn a_full_disk_is_told_as_it_is() {
    let dir = TempDir::new();
    let data = dir.0.to_str().unwrap();
    let mut c = en_garde();
    c.args(["selfplay", "--data-dir", data, "--seed", "8", "--target", "3"])
        .env(en_garde::persist::store::DISK_BYTES_ENV, "6000");
    let out = run_limited(c, Duration::from_secs(60));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("could not be saved") && stderr.contains("holds it up to step"), "{stderr}");
    assert!(stderr.contains("The end of this match could not be saved"), "{stderr}");
    assert!(!stderr.contains("stays in"), "no claim that the whole match is kept: {stderr}");
    // What the autosave holds is a true prefix of the match, as the message said.
    let saved: en_garde::persist::SavedMatch = store::read_ron(&dir.paths().autosave_file()).unwrap();
    let told = stderr.split("holds it up to step ").nth(1).and_then(|r| r.split(' ').next()).unwrap();
    assert_eq!(saved.steps.len().to_string(), told);
}

/// Item 6 for the game: a second copy on the same folder plays, but writes nothing.
#[test]
fn a_second_copy_of_the_game_saves_nothing() {
    use bevy::prelude::*;
    use bevy::state::app::StatesPlugin;
    let dir = TempDir::new();
    let app = |dir: &TempDir| {
        let mut app = App::new();
        app.insert_resource(en_garde::game::storage::DataDir(dir.paths()));
        app.add_plugins((MinimalPlugins, StatesPlugin)).add_plugins(en_garde::app::headless_plugins);
        app.update();
        app
    };
    let first = app(&dir);
    let mut second = app(&dir);
    assert!(first.world().resource::<en_garde::game::storage::FolderLock>().0.is_some());
    assert!(second.world().resource::<en_garde::game::storage::FolderLock>().0.is_none());
    assert!(second.world().resource::<en_garde::game::storage::Ephemeral>().0);
    let notices: Vec<String> = second
        .world()
        .resource::<en_garde::game::storage::Notices>()
        .messages
        .iter()
        .map(|n| n.text(&en_garde::lang::Lang::default()))
        .collect();
    assert!(
        notices.iter().any(|n| n.contains("in use by another En Garde") && n.contains("saves nothing")),
        "{notices:?}"
    );
    // Every file of the folder, with its bytes, as the first copy left it.
    let files = |dir: &TempDir| crate::support::files_in(&dir.0);
    let before = files(&dir);
    // A whole match played in the second copy, hot-seat, and its settings changed: the
    // autosave after every move, the record at the end and the settings are all skipped.
    second.world_mut().resource_mut::<en_garde::game::Seats>().0 = en_garde::ai::Players([
        en_garde::ai::Controller::Human { name: "Ann".into() },
        en_garde::ai::Controller::Human { name: "Bo".into() },
    ]);
    let mut rules = RuleSet::advanced();
    rules.target_score = 2;
    second.world_mut().write_message(en_garde::game::MatchRequest::New { rules, seed: 3 });
    second.update();
    second.update();
    let mut bot = en_garde::ai::random::RandomBot::new(5);
    let mut moves = 0;
    while crate::persist::play_one(&mut second, &mut bot) {
        moves += 1;
        assert!(moves < 5000, "the match ends");
    }
    assert!(crate::support::live(&mut second).game.is_over() && moves > 20, "a whole match ({moves} moves)");
    second.world_mut().resource_mut::<en_garde::game::storage::UserSettings>().0.ui_scale = 1.5;
    for _ in 0..5 {
        second.update();
    }
    assert!(!dir.paths().autosave_file().exists(), "the second copy wrote no autosave");
    assert_eq!(files(&dir), before, "the second copy wrote nothing: no autosave, record or settings");
    drop(first);
}

/// Found by a tester: a match id from a file never makes a record's name a path; a
/// `selfplay` never starts over a match in progress; an import refused by the lock exits
/// 2; a pipe in place of the settings does not hang the game.
#[test]
fn what_a_tester_found_next() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let data = dir.0.to_str().unwrap();
    let rec = random_record(RuleSet::advanced(), 6, vs_computer(), 1_700_000_000);
    let evil = MatchRecord { match_id: Some("x/../../../EVIL".into()), ..rec };
    let path = record::save(&paths, &evil).unwrap();
    assert_eq!(path.parent(), Some(paths.records_dir().as_path()), "{path:?}");
    assert!(path.file_name().unwrap().to_string_lossy().ends_with("-xEVIL.ron"), "{path:?}");
    // A match in progress in the folder: a new selfplay refuses to start over it.
    let mut c = en_garde();
    c.args(["selfplay", "--data-dir", data, "--delay-ms", "20", "--target", "15"]);
    let mut child = c.stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap();
    let start = Instant::now();
    while !paths.autosave_file().exists() {
        assert!(start.elapsed() < Duration::from_secs(20));
        std::thread::sleep(Duration::from_millis(20));
    }
    // Meanwhile an import is refused by the lock, with exit 2.
    let out = en_garde().args(["records", "import", path.to_str().unwrap(), "--data-dir", data]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    child.kill().unwrap();
    child.wait().unwrap();
    let before = std::fs::read(paths.autosave_file()).unwrap();
    let out = en_garde().args(["selfplay", "--data-dir", data, "--seed", "9"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("holds a match in progress"));
    assert_eq!(std::fs::read(paths.autosave_file()).unwrap(), before, "the match in progress is untouched");
    // A pipe where the settings should be is set aside, not read for ever.
    #[cfg(unix)]
    {
        let other = TempDir::new();
        let fifo = other.paths().settings_file();
        assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        let mut c = en_garde();
        c.args(["selfplay", "--data-dir", other.0.to_str().unwrap(), "--target", "1"]);
        let out = run_limited(c, Duration::from_secs(30));
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(String::from_utf8_lossy(&out.stderr).contains("not a regular file"));
    }
}
