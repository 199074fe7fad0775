//! Match records (`persist::record`): made from a finished match, verified by re-playing
//! their steps, named for their match, listed, saved without ever replacing a file,
//! imported and exported.

use super::{TempDir, names_in, random_match, random_record, vs_computer};
use en_garde_engine::ai::{BotLevel, Controller, Players};
use en_garde_engine::persist::record::*;
use en_garde_engine::persist::store::{self, FileProblem, LoadProblem, Loaded};
use en_garde_engine::persist::{DataPaths, UtcTime};
use en_garde_engine::rules::{MatchHistory, MatchStep, RuleSet, Side};
use std::path::Path;

/// A record of the standard rules, seed 5, finished 2023-11-14T22:13:20Z.
fn standard(id: Option<&str>) -> MatchRecord {
    random_record(RuleSet::standard(), 5, vs_computer(), 1_700_000_000, id)
}

/// A match's record carries its rules, seed, players, steps, times and id, and the result
/// the rules give; a match that is not over makes no record.
#[test]
fn a_finished_match_makes_a_record_that_verifies() {
    let history = random_match(RuleSet::advanced(), 8);
    let t = |s| UtcTime { unix_seconds: s };
    let rec = MatchRecord::from_history(&history, &vs_computer(), t(10), t(20), Some("id-8".into())).unwrap();
    let result = MatchResult::compute(history.rules, 8, history.steps()).unwrap();
    assert_eq!(
        rec,
        MatchRecord {
            format_version: 1,
            rules: RuleSet::advanced(),
            seed: 8,
            players: vs_computer(),
            steps: history.steps().to_vec(),
            result,
            started_at: t(10),
            finished_at: t(20),
            match_id: Some("id-8".into()),
        }
    );
    assert_eq!(rec.result.scores[rec.result.winner.index()], 5);
    assert_eq!(rec.verify(), Ok(()));
    let unfinished = MatchHistory::with_steps(history.rules, 8, history.steps()[..history.steps().len() - 1].to_vec());
    assert_eq!(
        MatchRecord::from_history(&unfinished, &vs_computer(), t(10), t(20), None),
        Err(VerifyError::NotFinished)
    );
    // The file says its version.
    let text = store::to_ron(Path::new("r.ron"), &rec).unwrap();
    assert!(text.starts_with("(\n  format_version: 1,\n"), "{text}");
    assert_eq!(store::parse_ron::<MatchRecord>(text.as_bytes()), Ok(rec));
}

/// A record verifies only when its steps re-play to the stored result; the first fact that
/// differs is named, as stored and as re-played.
#[test]
fn a_tampered_record_names_the_first_fact_that_differs() {
    let good = standard(None);
    let r = &good.result;
    let loser = r.winner.opponent();
    let mismatch = |stored, replayed| Err(VerifyError::Mismatch { stored, replayed });

    let mut rec = good.clone();
    rec.result.winner = loser;
    assert_eq!(rec.verify(), mismatch(ResultFact::Winner(loser), ResultFact::Winner(r.winner)));

    let mut rec = good.clone();
    rec.result.scores[loser.index()] += 1;
    assert_eq!(rec.verify(), mismatch(ResultFact::Score(rec.result.scores), ResultFact::Score(r.scores)));

    let mut rec = good.clone();
    rec.result.rounds.pop();
    assert_eq!(rec.verify(), mismatch(ResultFact::Rounds(r.rounds.len() - 1), ResultFact::Rounds(r.rounds.len())));

    let mut rec = good.clone();
    rec.result.rounds[1].points = 2;
    assert_eq!(rec.verify(), mismatch(ResultFact::Round(rec.result.rounds[1]), ResultFact::Round(r.rounds[1])));
    let said = rec.verify().unwrap_err().to_string();
    assert!(said.starts_with("the stored result does not match the re-played match: the record says round 2: "));

    let mut rec = good.clone();
    rec.steps.pop();
    assert_eq!(rec.verify(), Err(VerifyError::NotFinished));
    let mut rec = good.clone();
    rec.steps.insert(0, MatchStep::NextRound);
    assert!(matches!(rec.verify(), Err(VerifyError::Refused { index: 0, .. })), "{:?}", rec.verify());
    let mut rec = good;
    rec.rules.target_score = 0;
    assert!(matches!(rec.verify(), Err(VerifyError::BadRules(_))));
}

/// The one-line summary: when it ended, who beat whom (with the players' names), the score,
/// the rule level and the number of rounds ("1 round", "7 rounds").
#[test]
fn a_records_summary_says_who_beat_whom() {
    let rec = standard(None);
    let (w, l) = (rec.result.winner, rec.result.winner.opponent());
    let name = |s: Side| if s == Side::Left { "Ann" } else { "Computer (easy)" };
    let n = rec.result.rounds.len();
    assert!(n > 1);
    let want = format!(
        "2023-11-14T22:13:20Z  {w} ({}) beat {l} ({}) {}–{}, Standard, {n} rounds",
        name(w),
        name(l),
        rec.result.scores[0],
        rec.result.scores[1]
    );
    assert_eq!(rec.summary(), want);
    let mut one = RuleSet::basic();
    one.target_score = 1;
    let rec = random_record(one, 3, vs_computer(), 0, None);
    assert_eq!(rec.result.rounds.len(), 1);
    let w = rec.result.winner;
    let score = if w == Side::Left { "1–0" } else { "0–1" };
    assert_eq!(
        rec.summary(),
        format!(
            "1970-01-01T00:00:00Z  {w} ({}) beat {} ({}) {score}, Basic, 1 round",
            name(w),
            w.opponent(),
            name(w.opponent())
        )
    );
}

/// A record's file name is its end, its seed and the tag of its match id — letters and
/// digits only, at most 16: a name is never a path — or just the end and seed.
#[test]
fn a_records_name_comes_from_its_match_never_a_path() {
    let mut rec = standard(None);
    rec.seed = 42;
    rec.finished_at = UtcTime { unix_seconds: 1_740_824_130 };
    let name = |id: Option<&str>| MatchRecord { match_id: id.map(String::from), ..rec.clone() }.file_name();
    assert_eq!(name(None), "20250301T101530Z-42.ron");
    assert_eq!(name(Some("20250301T101000Z-42-3fa9c1")), "20250301T101530Z-42-3fa9c1.ron");
    assert_eq!(name(Some("plain")), "20250301T101530Z-42-plain.ron");
    assert_eq!(name(Some("x-../../etc/passwd")), "20250301T101530Z-42-etcpasswd.ron");
    assert_eq!(name(Some("x-abcdefghijklmnopqrstuvwxyz")), "20250301T101530Z-42-abcdefghijklmnop.ron");
    assert_eq!(name(Some("x-")), "20250301T101530Z-42.ron");
    assert_eq!(name(Some("x-/./")), "20250301T101530Z-42.ron");
    assert_eq!(name(Some("")), "20250301T101530Z-42.ron");
}

/// A new match's id is its start, its seed and six hex digits, different for two matches
/// begun in the same second with the same seed.
#[test]
fn match_ids_differ_for_matches_begun_together() {
    let start = UtcTime { unix_seconds: 1_740_824_130 };
    let ids: Vec<String> = (0..3).map(|_| new_match_id(start, 42)).collect();
    for id in &ids {
        let tag = id.strip_prefix("20250301T101530Z-42-").unwrap_or_else(|| panic!("{id}"));
        assert!(tag.len() == 6 && tag.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)), "{id}");
    }
    assert!(ids[0] != ids[1] && ids[1] != ids[2] && ids[0] != ids[2], "{ids:?}");
}

/// Two records are of the same match when their ids agree; without an id on either side,
/// when their rules, seed and steps agree.
#[test]
fn the_same_match_is_known_by_its_id_or_its_steps() {
    let rec = standard(Some("a"));
    let (rules, seed, steps) = (rec.rules, rec.seed, rec.steps.clone());
    assert!(rec.same_match(&rules, seed, &steps, Some("a")));
    assert!(rec.same_match(&RuleSet::basic(), 9, &[], Some("a")), "the id decides");
    assert!(!rec.same_match(&rules, seed, &steps, Some("b")), "the id decides");
    assert!(rec.same_match(&rules, seed, &steps, None));
    assert!(!rec.same_match(&rules, seed + 1, &steps, None));
    assert!(!rec.same_match(&RuleSet::basic(), seed, &steps, None));
    assert!(!rec.same_match(&rules, seed, &steps[1..], None));
    let old = MatchRecord { match_id: None, ..rec };
    assert!(old.same_match(&rules, seed, &steps, Some("a")));
    assert!(!old.same_match(&rules, seed, &steps[1..], Some("a")));
}

/// Records are saved under their own name, and under `-2`, `-3`, … when it is taken: never
/// over another file.
#[test]
fn saved_records_never_replace_each_other() {
    let dir = TempDir::new("records-save");
    let paths = DataPaths::in_dir(dir.path());
    let rec = standard(Some("m-abc"));
    let first = save(&paths, &rec).unwrap();
    assert_eq!(first, paths.records_dir().join("20231114T221320Z-5-abc.ron"));
    let second = save(&paths, &rec).unwrap();
    let third = save(&paths, &rec).unwrap();
    assert_eq!(second, paths.records_dir().join("20231114T221320Z-5-abc-2.ron"));
    assert_eq!(third, paths.records_dir().join("20231114T221320Z-5-abc-3.ron"));
    for p in [&first, &second, &third] {
        assert_eq!(store::read_ron::<MatchRecord>(p), Ok(rec.clone()));
    }
    // A file in place of the records folder: the operating system's refusal.
    let blocked = TempDir::new("records-blocked");
    let paths = DataPaths::in_dir(blocked.path());
    std::fs::write(paths.records_dir(), "not a folder").unwrap();
    let err = save(&paths, &rec).unwrap_err();
    assert!(matches!(err, RecordError::Store(store::StoreError::Io { .. })), "{err:?}");
}

/// Listing gives every good record, oldest first (by end, then name), and a problem for
/// each bad one, which is set aside; a newer version's record stays. A missing folder
/// holds no records; a file in its place is a problem, said in words.
#[test]
fn records_are_listed_oldest_first_and_bad_ones_reported() {
    let dir = TempDir::new("records-list");
    let paths = DataPaths::in_dir(dir.path());
    assert_eq!(list(&paths), (Vec::new(), Vec::new()));
    let late = random_record(RuleSet::basic(), 1, vs_computer(), 3000, None);
    let early = random_record(RuleSet::basic(), 2, vs_computer(), 1000, None);
    let same_time = random_record(RuleSet::basic(), 3, vs_computer(), 1000, None);
    for (name, rec) in [("a.ron", &late), ("c.ron", &early), ("b.ron", &same_time)] {
        store::save_ron(&paths.records_dir().join(name), rec).unwrap();
    }
    let mut tampered = late.clone();
    tampered.result.winner = tampered.result.winner.opponent();
    store::save_ron(&paths.records_dir().join("d.ron"), &tampered).unwrap();
    let newer = store::to_ron(Path::new("x"), &late).unwrap().replace("format_version: 1", "format_version: 2");
    std::fs::write(paths.records_dir().join("e.ron"), &newer).unwrap();

    // A process that does not own the folder moves nothing.
    let (entries, problems) = list_read_only(&paths);
    let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["b.ron", "c.ron", "a.ron"]);
    assert_eq!(
        entries[0],
        RecordEntry { name: "b.ron".into(), path: paths.records_dir().join("b.ron"), record: same_time }
    );
    assert_eq!(entries[2].record, late);
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert_eq!(names_in(&paths.records_dir()), ["a.ron", "b.ron", "c.ron", "d.ron", "e.ron"]);
    assert_eq!(load_read_only(&paths.records_dir().join("a.ron")), Loaded::Ok(late.clone()));

    let (entries, problems) = list(&paths);
    assert_eq!(entries.len(), 3);
    let ListProblem::File(LoadProblem::Bad {
        path, problem: FileProblem::Refused(VerifyError::Mismatch { .. }), ..
    }) = &problems[0]
    else {
        panic!("{problems:?}")
    };
    assert_eq!(path, &paths.records_dir().join("d.ron"));
    assert!(problems[0].to_string().starts_with("The match record file "), "{}", problems[0]);
    assert!(matches!(&problems[1], ListProblem::File(LoadProblem::Bad { problem: FileProblem::Newer { .. }, .. })));
    let left = names_in(&paths.records_dir());
    assert_eq!(left.len(), 5);
    assert!(left[3].starts_with("d.ron.bak-") && left[4] == "e.ron", "{left:?}");
    assert!(matches!(load(&paths.records_dir().join("e.ron")), Loaded::Unusable { .. }));

    let blocked = TempDir::new("records-unreadable");
    let paths = DataPaths::in_dir(blocked.path());
    std::fs::write(paths.records_dir(), "not a folder").unwrap();
    let (entries, problems) = list(&paths);
    assert!(entries.is_empty());
    let [ListProblem::Folder { path, error }] = problems.as_slice() else { panic!("{problems:?}") };
    assert_eq!((path, error.kind), (&paths.records_dir(), std::io::ErrorKind::NotADirectory));
    assert_eq!(
        problems[0].to_string(),
        format!("The records folder {} cannot be read: {}.", paths.records_dir().display(), error.message)
    );
}

/// Import checks a file and copies it, byte for byte, into the records: a file that does
/// not read or verify, or a match already there, is refused and nothing is written; the
/// file itself is never changed.
#[test]
fn import_takes_only_a_new_record_that_verifies() {
    let dir = TempDir::new("records-import");
    let paths = DataPaths::in_dir(dir.path().join("data"));
    let outside = dir.path().join("mine.ron");
    let rec = standard(Some("m-abc"));
    let text = store::to_ron(&outside, &rec).unwrap().replace("\n", "\n ");
    std::fs::write(&outside, &text).unwrap();
    // Another match is already there: not the same.
    let other = random_record(RuleSet::standard(), 6, vs_computer(), 1_700_000_000, None);
    save(&paths, &other).unwrap();
    let imported = import(&paths, &outside).unwrap();
    assert_eq!(imported, paths.records_dir().join("20231114T221320Z-5-abc.ron"));
    assert_eq!(std::fs::read_to_string(&imported).unwrap(), text, "the bytes as given");
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), text);
    // The same match again, even under another id.
    std::fs::write(&outside, store::to_ron(&outside, &MatchRecord { match_id: None, ..rec.clone() }).unwrap()).unwrap();
    let err = import(&paths, &outside).unwrap_err();
    assert!(matches!(&err, RecordError::AlreadyPresent(n) if n == "20231114T221320Z-5-abc.ron"), "{err:?}");
    assert_eq!(err.to_string(), "this match is already among the records as 20231114T221320Z-5-abc.ron");
    // Tampered, damaged, missing.
    let mut tampered = rec.clone();
    tampered.seed = 77;
    std::fs::write(&outside, store::to_ron(&outside, &tampered).unwrap()).unwrap();
    let err = import(&paths, &outside).unwrap_err();
    assert!(matches!(&err, RecordError::Verify { path, .. } if *path == outside), "{err:?}");
    std::fs::write(&outside, "(format_version: 1, rules: (").unwrap();
    let err = import(&paths, &outside).unwrap_err();
    assert!(matches!(&err, RecordError::File { problem: FileProblem::Truncated, .. }), "{err:?}");
    assert!(err.to_string().starts_with(&format!("{}: the file is cut short", outside.display())), "{err}");
    let err = import(&paths, &dir.path().join("none.ron")).unwrap_err();
    assert!(matches!(&err, RecordError::File { problem: FileProblem::Io(_), .. }), "{err:?}");
    assert_eq!(names_in(&paths.records_dir()).len(), 2);
}

/// Export copies a record (named with or without `.ron`) to a file or into a folder, and
/// never over an existing file; a name that is a path, or no record, is "not found".
#[test]
fn export_copies_a_record_by_its_plain_name() {
    let dir = TempDir::new("records-export");
    let paths = DataPaths::in_dir(dir.path().join("data"));
    let saved = save(&paths, &standard(None)).unwrap();
    let bytes = std::fs::read(&saved).unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let into_folder = export(&paths, "20231114T221320Z-5", &out).unwrap();
    assert_eq!(into_folder, out.join("20231114T221320Z-5.ron"));
    assert_eq!(std::fs::read(&into_folder).unwrap(), bytes);
    let as_file = export(&paths, "20231114T221320Z-5.ron", &dir.path().join("copy.ron")).unwrap();
    assert_eq!(std::fs::read(&as_file).unwrap(), bytes);
    let err = export(&paths, "20231114T221320Z-5", &out).unwrap_err();
    assert!(matches!(&err, RecordError::Exists(p) if *p == into_folder), "{err:?}");
    assert!(err.to_string().ends_with("already exists; choose another name or remove it first"), "{err}");
    // Files that a path could reach, each of them there: a name is never one.
    std::fs::write(dir.path().join("data/secret.ron"), "(").unwrap();
    std::fs::create_dir(paths.records_dir().join("sub")).unwrap();
    std::fs::copy(&saved, paths.records_dir().join("sub/x.ron")).unwrap();
    std::fs::copy(&saved, paths.records_dir().join(".hidden.ron")).unwrap();
    let absolute = dir.path().join("data/secret").display().to_string();
    for name in ["none", "../secret", "..\\secret", &absolute, ".hidden", "sub/x.ron", "sub/x"] {
        let err = export(&paths, name, &dir.path().join("x.ron")).unwrap_err();
        assert!(matches!(&err, RecordError::NotFound(n) if n == name), "{name}: {err:?}");
    }
    assert_eq!(
        export(&paths, "none", &out).unwrap_err().to_string(),
        "there is no record named \"none\" in the records folder"
    );
    // A record that cannot be read is not "not found".
    std::fs::create_dir(paths.records_dir().join("folder.ron")).unwrap();
    let err = export(&paths, "folder", &dir.path().join("y.ron")).unwrap_err();
    assert!(matches!(&err, RecordError::File { problem: FileProblem::Io(_), .. }), "{err:?}");
    assert!(!dir.path().join("x.ron").exists() && !dir.path().join("y.ron").exists());
}

/// Statistics and the other screens name the players: a record keeps each side's
/// controller as it was.
#[test]
fn a_record_keeps_who_played_each_side() {
    let players = Players([Controller::Computer { level: BotLevel::Hard }, Controller::Remote { name: "Bo".into() }]);
    let rec = random_record(RuleSet::duell(true), 4, players.clone(), 500, None);
    let back: MatchRecord = store::parse_ron(store::to_ron(Path::new("r"), &rec).unwrap().as_bytes()).unwrap();
    assert_eq!(back.players, players);
    assert_eq!(back.verify(), Ok(()));
}
