//! The match in progress (`persist::autosave`): saved, resumed exactly, and a finished match
//! found in it settled into its one record.

use super::{TempDir, names_in, random_match, vs_computer};
use en_garde_engine::persist::autosave::{self, Settlement};
use en_garde_engine::persist::record::{self, MatchRecord, RecordError};
use en_garde_engine::persist::store::{self, FileProblem, LoadProblem, Loaded, StoreError};
use en_garde_engine::persist::verify::VerifyError;
use en_garde_engine::persist::{DataPaths, SavedMatch, UtcTime};
use en_garde_engine::rules::{MatchHistory, MatchStep, RuleSet};
use std::time::{SystemTime, UNIX_EPOCH};

/// The first `n` steps of a random match of the advanced rules.
fn part_of_a_match(seed: u64, n: usize) -> MatchHistory {
    let mut h = random_match(RuleSet::advanced(), seed);
    h.truncate(n);
    h
}

/// A save holds the match's rules, seed, players, steps, start and id, stamped with the
/// time it was written; loaded back it resumes to exactly the match that was saved.
#[test]
fn a_saved_match_resumes_exactly() {
    let dir = TempDir::new("autosave");
    let paths = DataPaths::in_dir(dir.path());
    assert_eq!(autosave::load(&paths), Loaded::Missing);
    let history = part_of_a_match(4, 30);
    let started = UtcTime { unix_seconds: 1_000 };
    let clock = || SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64);
    let before = clock();
    let saved = autosave::save(&paths, &history, &vs_computer(), started, Some("id-4".into())).unwrap();
    let after = clock();
    assert!(before <= saved.saved_at.unix_seconds && saved.saved_at.unix_seconds <= after);
    assert_eq!(
        saved,
        SavedMatch {
            format_version: 1,
            rules: history.rules,
            seed: 4,
            players: vs_computer(),
            steps: history.steps().to_vec(),
            started_at: started,
            saved_at: saved.saved_at,
            match_id: Some("id-4".into()),
        }
    );
    assert_eq!(names_in(dir.path()), ["autosave.ron"]);
    let loaded = autosave::load(&paths).ok().expect("the save loads");
    assert_eq!(loaded, saved);
    let (resumed_history, game) = loaded.resume().unwrap();
    assert_eq!(resumed_history, history);
    let replayed = history.replay().unwrap();
    assert_eq!(
        (*game.round(), game.scores(), game.round_number()),
        (*replayed.round(), replayed.scores(), replayed.round_number())
    );
    assert_eq!(game.round().draw_pile().top_first(), replayed.round().draw_pile().top_first());
    autosave::remove(&paths).unwrap();
    assert_eq!(autosave::load(&paths), Loaded::Missing);
    autosave::remove(&paths).unwrap();
}

/// A save whose steps the rules refuse, or of a newer version, is set aside; one that holds
/// a finished match is neither continued nor set aside: it waits for its record.
#[test]
fn a_save_that_cannot_be_continued_is_told() {
    let dir = TempDir::new("autosave-bad");
    let paths = DataPaths::in_dir(dir.path());
    let history = part_of_a_match(6, 20);
    let mut saved = SavedMatch::of(&history, &vs_computer(), UtcTime::default(), None);
    saved.steps.insert(0, MatchStep::NextRound);
    assert!(matches!(saved.resume(), Err(VerifyError::Refused { index: 0, .. })));
    store::save_ron(&paths.autosave_file(), &saved).unwrap();
    let loaded = autosave::load(&paths);
    assert!(
        matches!(
            &loaded,
            Loaded::SetAside {
                problem: LoadProblem::Bad { problem: FileProblem::Refused(VerifyError::Refused { .. }), .. }
            }
        ),
        "{loaded:?}"
    );
    let newer = SavedMatch { format_version: 2, ..SavedMatch::of(&history, &vs_computer(), UtcTime::default(), None) };
    store::save_ron(&paths.autosave_file(), &newer).unwrap();
    let Loaded::SetAside { problem: LoadProblem::Bad { problem, .. } } = autosave::load(&paths) else { panic!("kept") };
    assert_eq!(problem, FileProblem::Newer { found: 2, supported: 1 });
    // Finished.
    let done = random_match(RuleSet::basic(), 7);
    let finished = SavedMatch::of(&done, &vs_computer(), UtcTime::default(), None);
    assert_eq!(finished.resume().map(|_| ()), Err(VerifyError::AlreadyOver));
    store::save_ron(&paths.autosave_file(), &finished).unwrap();
    assert_eq!(
        autosave::load(&paths),
        Loaded::Unusable { problem: LoadProblem::EndedUnrecorded { path: paths.autosave_file() } }
    );
    assert!(paths.autosave_file().exists());
}

/// A finished match left in the autosave (the game stopped between the end's steps) gets
/// its one record — written from the autosave, or found already there by its id — and
/// then the autosave goes; an unfinished or unreadable autosave is nothing to settle; a
/// record that cannot be written keeps the autosave.
#[test]
fn a_finished_match_in_the_autosave_is_settled_once() {
    let dir = TempDir::new("settle");
    let paths = DataPaths::in_dir(dir.path());
    assert!(autosave::settle(&paths).is_none(), "no autosave");
    autosave::save(&paths, &part_of_a_match(3, 12), &vs_computer(), UtcTime::default(), None).unwrap();
    assert!(autosave::settle(&paths).is_none(), "a match in progress");
    assert!(paths.autosave_file().exists());
    std::fs::write(paths.autosave_file(), "(format_version: 1, rules: (").unwrap();
    assert!(autosave::settle(&paths).is_none(), "not readable");

    let done = random_match(RuleSet::standard(), 8);
    let started = UtcTime { unix_seconds: 1_740_824_000 };
    let saved =
        autosave::save(&paths, &done, &vs_computer(), started, Some("20250301T101320Z-8-00ab12".into())).unwrap();
    let settled = autosave::settle(&paths).expect("settled");
    let name = format!("{}-8-00ab12.ron", saved.saved_at.stamp());
    assert!(matches!(&settled, Settlement::Recorded { record } if *record == name), "{settled:?}");
    assert!(settled.recorded());
    assert_eq!(settled.to_string(), format!("The last match had ended when the game stopped; its record is {name}."));
    assert!(!paths.autosave_file().exists());
    let (records, _) = record::list(&paths);
    assert_eq!(records.len(), 1);
    let want =
        MatchRecord::from_history(&done, &vs_computer(), started, saved.saved_at, saved.match_id.clone()).unwrap();
    assert_eq!(records[0].record, want);

    // Killed after the record was written, before the autosave was removed: the record is
    // found by the match's id, and not written twice.
    store::save_ron(&paths.autosave_file(), &SavedMatch { saved_at: UtcTime { unix_seconds: 5 }, ..saved.clone() })
        .unwrap();
    let settled = autosave::settle(&paths).expect("settled");
    assert!(matches!(&settled, Settlement::Recorded { record } if *record == name), "{settled:?}");
    assert_eq!(record::list(&paths).0.len(), 1);
    assert!(!paths.autosave_file().exists());

    // The records folder cannot be written: the autosave stays, all there is of the match.
    let blocked = TempDir::new("settle-blocked");
    let paths = DataPaths::in_dir(blocked.path());
    std::fs::write(paths.records_dir(), "not a folder").unwrap();
    autosave::save(&paths, &done, &vs_computer(), started, None).unwrap();
    let settled = autosave::settle(&paths).expect("settled");
    let Settlement::NotRecorded { error: RecordError::Store(StoreError::Io { .. }), autosave } = &settled else {
        panic!("{settled:?}")
    };
    assert_eq!(autosave, &paths.autosave_file());
    assert!(!settled.recorded());
    let said = settled.to_string();
    assert!(
        said.starts_with("The last match had ended but its record could not be written: could not write "),
        "{said}"
    );
    assert!(said.ends_with(&format!("It stays in {} until it can be.", paths.autosave_file().display())), "{said}");
    assert!(paths.autosave_file().exists());
}

/// A settled match whose autosave could not be removed still has its record.
#[test]
fn a_record_with_an_autosave_left_is_recorded() {
    let settled = Settlement::NotRemoved {
        record: "r.ron".into(),
        error: std::io::Error::new(std::io::ErrorKind::PermissionDenied, "permission denied"),
    };
    assert!(settled.recorded());
    assert_eq!(
        settled.to_string(),
        "The last match's record is r.ron, but its autosave could not be removed: permission denied."
    );
}
