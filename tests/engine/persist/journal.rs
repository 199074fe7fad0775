//! The rooms' journal (`persist::journal`, issue 27): a server's room changes appended and
//! synced in groups, replayed over the rooms' files at a restart, then compacted.

use super::{TempDir, names_in, random_match};
use en_garde_engine::ai::Controller;
use en_garde_engine::persist::journal::{self, JournalEntry};
use en_garde_engine::persist::room::{self, SavedRoom};
use en_garde_engine::persist::{DataPaths, UtcTime};
use en_garde_engine::rules::{MatchHistory, RuleSet};

fn a_room(code: &str, history: &MatchHistory, steps: usize) -> SavedRoom {
    SavedRoom {
        keys: [None, None],
        public: false,
        format_version: SavedRoom::FORMAT_VERSION,
        code: code.into(),
        players: [Some(Controller::Remote { name: "Ann".into() }), Some(Controller::Remote { name: "Bo".into() })],
        tokens: [Some(11), Some(12)],
        accepted: [true, true],
        rules: history.rules,
        seed: history.seed,
        steps: history.steps()[..steps].to_vec(),
        started_at: UtcTime { unix_seconds: 100 },
        saved_at: UtcTime { unix_seconds: 200 },
        match_id: format!("m-{code}"),
        clock: None,
    }
}

/// The entry a server writes for `room` when `from` of its steps are on disk already.
fn entry(room: &SavedRoom, from: usize) -> JournalEntry {
    JournalEntry::Room { from, room: Box::new(SavedRoom { steps: room.steps[from..].to_vec(), ..room.clone() }) }
}

fn lines(entries: &[JournalEntry]) -> String {
    entries.iter().map(|e| serde_json::to_string(e).unwrap() + "\n").collect()
}

/// Entries continue a room's snapshot where it ends; one older than the snapshot adds only
/// the steps it lacks (a compaction killed before the journal was emptied); a room the
/// journal alone knows is restored; a gone room is not; the fields are the last entry's.
#[test]
fn a_journal_replayed_over_the_snapshots_gives_every_room_as_it_last_was() {
    let history = random_match(RuleSet::advanced(), 5);
    assert!(history.steps().len() > 30);
    let snapshot = a_room("AAA111", &history, 10);
    let later = SavedRoom { accepted: [true, true], public: true, ..a_room("AAA111", &history, 30) };
    let fresh = a_room("BBB222", &history, 7);
    let closed = a_room("CCC333", &history, 4);
    let text = lines(&[
        entry(&a_room("AAA111", &history, 12), 5),
        entry(&a_room("AAA111", &history, 20), 12),
        entry(&fresh, 0),
        entry(&closed, 0),
        entry(&later, 20),
        JournalEntry::Gone { code: "CCC333".into() },
    ]);
    let replayed = journal::replay(vec![snapshot, a_room("CCC333", &history, 2)], &text);
    assert_eq!(replayed.notices, Vec::<String>::new());
    assert_eq!(replayed.rooms.keys().collect::<Vec<_>>(), ["AAA111", "BBB222"]);
    assert_eq!(replayed.rooms["AAA111"], later, "every step in order, the last entry's fields");
    assert_eq!(replayed.rooms["BBB222"], fresh);
    assert!(replayed.gone.contains("CCC333"));
    assert!(replayed.changed.contains("AAA111") && replayed.changed.contains("BBB222"));
    // Replayed twice (a restart killed before the journal was emptied): the same rooms.
    let again = journal::replay(replayed.rooms.values().cloned().collect(), &text);
    assert_eq!(again.rooms, replayed.rooms);
}

/// A last line cut short (a crash mid-write) is left out quietly; a line that is not an
/// entry, one that skips steps, and one naming no room code (`../victim`, F10) are left
/// out with a sentence each, and the rest is replayed.
#[test]
fn a_damaged_journal_loses_only_its_bad_lines() {
    let history = random_match(RuleSet::advanced(), 6);
    let room = a_room("DDD444", &history, 9);
    let hostile = SavedRoom { code: "../victim".into(), ..room.clone() };
    let mut text = lines(&[entry(&room, 0)]);
    text.push_str("not json\n");
    text.push_str(&lines(&[entry(&a_room("DDD444", &history, 20), 15), entry(&hostile, 0)]));
    text.push_str(&lines(&[JournalEntry::Gone { code: "../victim".into() }]));
    let cut = lines(&[entry(&a_room("DDD444", &history, 12), 9)]);
    text.push_str(&cut[..cut.len() / 2]);
    let replayed = journal::replay(Vec::new(), &text);
    assert_eq!(replayed.rooms.values().cloned().collect::<Vec<_>>(), [room]);
    assert_eq!(replayed.notices.len(), 4, "{:?}", replayed.notices);
    assert!(replayed.notices[0].contains("line 2"), "{:?}", replayed.notices);
    assert!(replayed.notices[1].contains("from step 15"), "{:?}", replayed.notices);
    assert!(replayed.notices[2].contains("not a room code"), "{:?}", replayed.notices);
}

/// On disk: batches appended and synced, then a restart's restore replays them over the
/// files, writes the changed rooms' snapshots, removes the gone rooms' files and empties
/// the journal — and restoring again gives the same rooms from the files alone.
#[test]
fn restoring_compacts_the_journal_into_the_rooms_files() {
    let dir = TempDir::new("journal");
    let paths = DataPaths::in_dir(dir.path());
    let history = random_match(RuleSet::advanced(), 7);
    let a = a_room("EEE555", &history, 3);
    let gone = a_room("FFF666", &history, 3);
    room::save(&paths, &a).unwrap();
    room::save(&paths, &gone).unwrap();
    let a_later = a_room("EEE555", &history, 25);
    journal::append(&paths, &[entry(&a_room("EEE555", &history, 10), 3)]).unwrap();
    let size = journal::append(&paths, &[entry(&a_later, 10), JournalEntry::Gone { code: "FFF666".into() }]).unwrap();
    assert!(size > 0);
    let (rooms, notices) = journal::restore(&paths);
    assert_eq!((rooms.clone(), notices), (vec![a_later.clone()], Vec::new()));
    assert_eq!(names_in(&paths.rooms_dir()), ["EEE555.ron", journal::JOURNAL_FILE]);
    assert_eq!(std::fs::metadata(journal::path(&paths)).unwrap().len(), 0, "the journal is emptied");
    assert_eq!(room::load_all(&paths).0, vec![a_later]);
    assert_eq!(journal::restore(&paths).0, rooms);
}

/// A journal set aside to be compacted (`journal::rotate`, a busy server's compaction a few
/// rooms a frame) is replayed before the new one: a server killed while it was being
/// compacted — one room's snapshot written since, another's not, a third's steps only in
/// the new journal — restores every room as it last was, then removes both journals. A
/// second set-aside waits for the first to be removed.
#[test]
fn a_journal_set_aside_for_compaction_is_replayed_before_the_new_one() {
    let dir = TempDir::new("journal-older");
    let paths = DataPaths::in_dir(dir.path());
    let history = random_match(RuleSet::advanced(), 9);
    let (g, h, k) = (a_room("GGG777", &history, 2), a_room("HHH888", &history, 2), a_room("KKK999", &history, 2));
    for r in [&g, &h, &k] {
        room::save(&paths, r).unwrap();
    }
    let (g_then, h_then, k_then) =
        (a_room("GGG777", &history, 9), a_room("HHH888", &history, 6), a_room("KKK999", &history, 4));
    journal::append(&paths, &[entry(&g_then, 2), entry(&h_then, 2), entry(&k_then, 2)]).unwrap();
    journal::rotate(&paths).unwrap();
    assert!(journal::older_path(&paths).exists() && !journal::path(&paths).exists());
    // Compacting: G's snapshot is written; then G and K take more steps in the new journal.
    room::save(&paths, &g_then).unwrap();
    let (g_now, k_now) = (a_room("GGG777", &history, 15), a_room("KKK999", &history, 11));
    journal::append(&paths, &[entry(&g_now, 9), entry(&k_now, 4)]).unwrap();
    assert!(journal::rotate(&paths).is_err(), "a second set-aside waits for the first");
    assert!(journal::path(&paths).exists(), "and leaves the journal where it was");
    // Killed here: the restart replays the older journal, then the new one.
    let (rooms, notices) = journal::restore(&paths);
    assert_eq!(notices, Vec::<String>::new());
    assert_eq!(rooms, vec![g_now.clone(), h_then.clone(), k_now.clone()]);
    assert!(!journal::older_path(&paths).exists(), "the older journal is removed once compacted");
    assert_eq!(room::load_all(&paths).0, vec![g_now, h_then, k_now]);
}

/// A step's usual entry carries only the new steps (`JournalEntry::Steps`, issue 27): they
/// continue the room as it was last written, whole or in a snapshot, its fields kept; an
/// entry of steps for a room nobody knows, or one that skips steps, is left out in words.
#[test]
fn entries_of_steps_alone_continue_their_room_and_keep_its_fields() {
    let history = random_match(RuleSet::advanced(), 11);
    assert!(history.steps().len() > 30);
    let snapshot = a_room("LLL111", &history, 4);
    let whole = SavedRoom { public: true, ..a_room("LLL111", &history, 9) };
    let steps = |from: usize, to: usize| JournalEntry::Steps {
        code: "LLL111".into(),
        from,
        steps: history.steps()[from..to].to_vec(),
    };
    let text = lines(&[
        steps(4, 6),
        entry(&whole, 6),
        steps(9, 20),
        // Written twice (a batch whose write failed half-way, written again): harmless.
        steps(15, 22),
        JournalEntry::Steps { code: "NOBODY".into(), from: 0, steps: history.steps()[..3].to_vec() },
        steps(30, 31),
    ]);
    let replayed = journal::replay(vec![snapshot], &text);
    let expected = SavedRoom { public: true, ..a_room("LLL111", &history, 22) };
    assert_eq!(replayed.rooms.values().cloned().collect::<Vec<_>>(), vec![expected]);
    assert_eq!(replayed.notices.len(), 2, "{:?}", replayed.notices);
    assert!(replayed.notices[0].contains("line 5") && replayed.notices[0].contains("NOBODY"), "{:?}", replayed.notices);
    assert!(
        replayed.notices[1].contains("line 6") && replayed.notices[1].contains("from step 30"),
        "{:?}",
        replayed.notices
    );
}
