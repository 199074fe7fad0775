//! A network server's rooms (`persist::room`): saved after every step, loaded back at a
//! restart, and a finished room settled into its one record.

use super::{TempDir, names_in, random_match};
use en_garde_engine::ai::{BotLevel, Controller, Players};
use en_garde_engine::persist::record::{self, MatchRecord};
use en_garde_engine::persist::room::{self, SavedRoom};
use en_garde_engine::persist::verify::VerifyError;
use en_garde_engine::persist::{DataPaths, UtcTime, store};
use en_garde_engine::rules::{MatchHistory, RuleSet};

fn a_room(code: &str, history: &MatchHistory) -> SavedRoom {
    SavedRoom {
        keys: [None, None],
        public: false,
        format_version: SavedRoom::FORMAT_VERSION,
        code: code.into(),
        players: [Some(Controller::Remote { name: "Ann".into() }), None],
        tokens: [Some(11), None],
        accepted: [true, false],
        rules: history.rules,
        seed: history.seed,
        steps: history.steps().to_vec(),
        started_at: UtcTime { unix_seconds: 100 },
        saved_at: UtcTime { unix_seconds: 200 },
        match_id: format!("m-{code}"),
        clock: None,
    }
}

/// A room is written as `rooms/<CODE>.ron` and loaded back as it was, its match rebuilt
/// through the rules; bad room files are set aside with a sentence each; removing a room
/// that is gone is no error.
#[test]
fn rooms_are_saved_and_loaded_back() {
    let dir = TempDir::new("rooms");
    let paths = DataPaths::in_dir(dir.path());
    assert_eq!(room::load_all(&paths), (Vec::new(), Vec::new()));
    let mut history = random_match(RuleSet::advanced(), 21);
    history.truncate(15);
    let b = a_room("BBB222", &history);
    let a = a_room("AAA111", &MatchHistory::new(RuleSet::basic(), 3));
    room::save(&paths, &b).unwrap();
    room::save(&paths, &a).unwrap();
    assert_eq!(names_in(&paths.rooms_dir()), ["AAA111.ron", "BBB222.ron"]);
    assert_eq!(room::load_all(&paths), (vec![a.clone(), b.clone()], Vec::new()));
    assert_eq!(b.history(), history);
    let (h, game) = b.resume().unwrap();
    assert_eq!(h, history);
    assert_eq!(*game.round(), *history.replay().unwrap().round());
    assert_eq!(
        b.players(),
        Players([Controller::Remote { name: "Ann".into() }, Controller::Human { name: "Open seat".into() }])
    );
    let full = SavedRoom { players: [None, Some(Controller::Computer { level: BotLevel::Hard })], ..a.clone() };
    assert_eq!(
        full.players(),
        Players([Controller::Human { name: "Open seat".into() }, Controller::Computer { level: BotLevel::Hard }])
    );
    // A newer version's room file, and a damaged one.
    let newer = SavedRoom { format_version: 2, code: "CCC333".into(), ..a.clone() };
    room::save(&paths, &newer).unwrap();
    std::fs::write(paths.rooms_dir().join("DDD444.ron"), "(format_version: 1, code: \"DDD").unwrap();
    let (rooms, notices) = room::load_all(&paths);
    assert_eq!(rooms, [a.clone(), b]);
    assert_eq!(notices.len(), 2, "{notices:?}");
    assert!(notices[0].starts_with("The network room file ") && notices[0].contains("newer version"), "{notices:?}");
    assert!(notices[1].contains("cut short") && notices[1].contains("the room is not restored"), "{notices:?}");
    room::remove(&paths, "AAA111").unwrap();
    room::remove(&paths, "AAA111").unwrap();
    assert_eq!(room::load_all(&paths).0.len(), 1);
    // A file in place of the rooms folder.
    let blocked = TempDir::new("rooms-blocked");
    let paths = DataPaths::in_dir(blocked.path());
    std::fs::write(paths.rooms_dir(), "x").unwrap();
    let (rooms, notices) = room::load_all(&paths);
    assert!(rooms.is_empty());
    let [notice] = notices.as_slice() else { panic!("{notices:?}") };
    assert!(
        notice.starts_with(&format!("The rooms folder {} cannot be read: ", paths.rooms_dir().display())),
        "{notice}"
    );
    assert!(room::save(&paths, &a).is_err());
}

/// A room file whose code is not its file's name is set aside and never used (F09, F10 of
/// ../shared/breakit/server): a copy `CODE_backup.ron` does not take the place of
/// `CODE.ron` (it did, and the next save lost the steps between), and a code that is a
/// path is not restored (settling it removed `../victim.ron`, outside the rooms folder).
#[test]
fn a_room_file_whose_code_is_not_its_name_is_set_aside() {
    let dir = TempDir::new("rooms-names");
    let paths = DataPaths::in_dir(dir.path());
    let mut history = random_match(RuleSet::advanced(), 21);
    history.truncate(15);
    let live = a_room("EEE555", &history);
    room::save(&paths, &live).unwrap();
    let mut older = history.clone();
    older.truncate(5);
    store::save_ron(&paths.rooms_dir().join("EEE555_backup.ron"), &a_room("EEE555", &older)).unwrap();
    let path_code = a_room("../victim", &random_match(RuleSet::standard(), 22));
    store::save_ron(&paths.rooms_dir().join("GGG777.ron"), &path_code).unwrap();
    let (rooms, notices) = room::load_all(&paths);
    assert_eq!(rooms, std::slice::from_ref(&live));
    assert_eq!(notices.len(), 2, "{notices:?}");
    assert!(notices.iter().all(|n| n.contains("is not the file's name")), "{notices:?}");
    // Set aside, not deleted; loaded again, only the room itself is there.
    let names = names_in(&paths.rooms_dir());
    assert_eq!(names.iter().filter(|n| n.contains(".bak-")).count(), 2, "{names:?}");
    assert_eq!(room::load_all(&paths), (vec![live], Vec::new()));
}

/// A finished room is settled: its record is written (once: a record of the same match
/// found by its id is kept) and its file removed; an unfinished room cannot be, and stays.
#[test]
fn a_finished_room_is_settled_into_one_record() {
    let dir = TempDir::new("rooms-settle");
    let paths = DataPaths::in_dir(dir.path());
    let done = random_match(RuleSet::standard(), 22);
    let finished = a_room("EEE555", &done);
    let rec = finished.record().unwrap();
    assert_eq!(
        rec,
        MatchRecord::from_history(
            &done,
            &finished.players(),
            UtcTime { unix_seconds: 100 },
            UtcTime { unix_seconds: 200 },
            Some("m-EEE555".into())
        )
        .unwrap()
    );
    room::save(&paths, &finished).unwrap();
    let path = room::settle(&paths, &finished).unwrap();
    assert_eq!(path, paths.records_dir().join(rec.file_name()));
    assert_eq!(store::read_ron::<MatchRecord>(&path), Ok(rec));
    assert!(names_in(&paths.rooms_dir()).is_empty());
    room::save(&paths, &finished).unwrap();
    assert_eq!(room::settle(&paths, &finished).unwrap(), path, "the record is there already");
    assert_eq!(record::list(&paths).0.len(), 1);
    assert!(names_in(&paths.rooms_dir()).is_empty());

    let mut part = done.clone();
    part.truncate(10);
    let open = a_room("FFF666", &part);
    assert_eq!(open.record(), Err(VerifyError::NotFinished));
    room::save(&paths, &open).unwrap();
    let err = room::settle(&paths, &open).unwrap_err();
    assert_eq!(err, "room FFF666: its match cannot be recorded: the match is not over after the last step");
    assert_eq!(names_in(&paths.rooms_dir()), ["FFF666.ron"]);
}
