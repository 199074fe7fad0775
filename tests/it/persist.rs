//! Issue 5, "Nothing is lost": settings, the autosave and resume (a process killed with
//! SIGKILL included), match records and their verification, import/export, statistics,
//! the replay cursor, the egui panels, and every kind of bad file.

use crate::support::Duel;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use en_garde::ai::Bot;
use en_garde::ai::random::RandomBot;
use en_garde::ai::{BotLevel, Controller, Players};
use en_garde::game::Resumed;
use en_garde::game::storage::{DataDir, LastRecord, MatchClock, Notices, ResumeMatch, SavedGame, UserSettings};
use en_garde::game::{self, ActionRequested, MatchRequest, Seats};
use en_garde::lang::{Lang, Language, file_problems};
use en_garde::persist::record::{self, MatchRecord, RoundSummary, VerifyError};
use en_garde::persist::settings::{AnimationSpeed, CameraPreset, DisplayMode, OpponentKind};
use en_garde::persist::stats::{HUMAN_OPPONENT, Statistics};
use en_garde::persist::store::{self, Loaded, Versioned};
use en_garde::persist::{DataPaths, ReplayCursor, SavedMatch, Settings, UtcTime, autosave};
use en_garde::rules::{Level, Match, MatchPhase, MatchStep, RoundResult, RuleSet, Side, WinReason};
use en_garde::ui::widgets::tracker_rows;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

// ---------------------------------------------------------------------------------------
// Helpers

/// A fresh folder under the system's temp folder, removed when dropped. Tests never
/// touch the real config and data folders.
pub(crate) struct TempDir(pub(crate) PathBuf);

impl TempDir {
    pub(crate) fn new() -> TempDir {
        static N: AtomicU32 = AtomicU32::new(0);
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
        let p = std::env::temp_dir().join(format!(
            "en-garde-it-{}-{}-{nanos}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }

    pub(crate) fn paths(&self) -> DataPaths {
        DataPaths::in_dir(&self.0)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub(crate) fn en_garde() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_en-garde"));
    // Never the real folders, whatever the environment says.
    c.env_remove("EN_GARDE_DATA_DIR");
    c
}

pub(crate) fn vs_computer() -> Players {
    Players([Controller::Human { name: "Ann".into() }, Controller::Computer { level: BotLevel::Easy }])
}

/// Plays a whole match with random bots on both sides through the rules (no Bevy).
fn random_duel(rules: RuleSet, seed: u64) -> Duel {
    let mut duel = Duel::new(en_garde::rules::MatchHistory::new(rules, seed));
    let mut bots = [RandomBot::new(seed + 100), RandomBot::new(seed + 200)];
    for _ in 0..100_000 {
        let step = match duel.game.phase() {
            MatchPhase::Over { .. } => return duel,
            MatchPhase::RoundOver(_) => MatchStep::NextRound,
            MatchPhase::ChooseDuellCard { chooser } => MatchStep::ChooseDuellCard {
                who: chooser,
                card: bots[chooser.index()].choose_duell_card(&duel.game.observation(chooser)),
            },
            MatchPhase::Playing => {
                let who = duel.game.round().to_act().unwrap();
                MatchStep::Act { who, action: bots[who.index()].decide(&duel.game.observation(who)) }
            }
        };
        duel.step(step).unwrap();
    }
    panic!("the match did not end");
}

pub(crate) fn random_record(rules: RuleSet, seed: u64, players: Players, finished: i64) -> MatchRecord {
    let duel = random_duel(rules, seed);
    let t = |s| UtcTime { unix_seconds: s };
    MatchRecord::from_history(&duel.history, &players, t(finished - 600), t(finished), None).unwrap()
}

/// A headless game with persistence in `dir`.
fn headless_app(dir: &TempDir) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(DataDir(dir.paths()))
        .add_plugins((game::match_core, en_garde::game::storage::plugin));
    app
}

/// One decision by a random bot through the game's messages; false when the match is
/// over.
pub(crate) fn play_one(app: &mut App, bot: &mut RandomBot) -> bool {
    let game = crate::support::live(app).game.clone();
    match game.phase() {
        MatchPhase::Over { .. } => return false,
        MatchPhase::RoundOver(_) => {
            app.world_mut().write_message(MatchRequest::NextRound);
        }
        MatchPhase::ChooseDuellCard { chooser } => {
            let card = bot.choose_duell_card(&game.observation(chooser));
            app.world_mut().write_message(MatchRequest::ChooseDuellCard { side: chooser, card });
        }
        MatchPhase::Playing => {
            let side = game.round().to_act().unwrap();
            let action = bot.decide(&game.observation(side));
            app.world_mut().write_message(ActionRequested { side, action });
        }
    }
    app.update();
    true
}

fn backups_of(path: &Path) -> Vec<PathBuf> {
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let mut v: Vec<PathBuf> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(&format!("{name}.bak-")))
        .collect();
    v.sort();
    v
}

/// Asserts that the current state of two matches is the same in every respect a player
/// can see or that decides the future: hands, pile order, discards, positions (the whole
/// `Round`), score, round number, starter, Duell card, phase, seed and rules.
fn assert_same_match(a: &Match, b: &Match) {
    assert_eq!(a.round(), b.round(), "hands, pile order, positions");
    assert_eq!(a.round().draw_pile().top_first(), b.round().draw_pile().top_first());
    assert_eq!(a.scores(), b.scores());
    assert_eq!(a.seed(), b.seed());
    assert_eq!(a.rules(), b.rules());
    assert_eq!(a.round_number(), b.round_number());
    assert_eq!(a.starter(), b.starter());
    assert_eq!(a.duell_card(), b.duell_card());
    assert_eq!(a.phase(), b.phase());
}

// ---------------------------------------------------------------------------------------
// Bad files: missing, empty, truncated, garbage, newer version — for each kind of file.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bad {
    Empty,
    Truncated,
    Garbage,
    Newer,
    NewerUnreadable,
}

const ALL_BAD: [Bad; 5] = [Bad::Empty, Bad::Truncated, Bad::Garbage, Bad::Newer, Bad::NewerUnreadable];

/// Bad bytes made from a good file of the format.
fn bad_bytes(good: &str, kind: Bad, version: u32) -> Vec<u8> {
    match kind {
        Bad::Empty => Vec::new(),
        Bad::Truncated => good.as_bytes()[..good.len() / 2].to_vec(),
        Bad::Garbage => b"\x00\xffthis is {not RON at all] \x9f".to_vec(),
        Bad::Newer => good.replacen(&format!("format_version: {version}"), "format_version: 99", 1).into_bytes(),
        Bad::NewerUnreadable => format!("(format_version: 7, shiny_new_field: Wobble[3], {})", &good[1..]).into_bytes(),
    }
}

fn expected_phrase(kind: Bad) -> &'static str {
    match kind {
        Bad::Empty => "the file is empty",
        Bad::Truncated => "the file is cut short",
        Bad::Garbage => "damaged",
        Bad::Newer | Bad::NewerUnreadable => "newer version of En Garde",
    }
}

/// Writes the bad file, loads it with `load`, and checks: a clear message, the file moved
/// aside as NAME.bak-<time> with its bytes, nothing left at NAME.
fn check_bad_file<T: std::fmt::Debug>(
    path: &Path,
    bytes: &[u8],
    kind: Bad,
    what: &str,
    fallback: &str,
    load: impl Fn() -> Loaded<T>,
) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, bytes).unwrap();
    let before = backups_of(path);
    let loaded = load();
    let Loaded::SetAside { problem } = &loaded else { panic!("{kind:?}: {loaded:?}") };
    let backup = problem.backup().expect("the file's backup");
    let backup_name = backup.file_name().unwrap().to_string_lossy().into_owned();
    // What the player reads (English) and what the log and the command line say.
    for said in [file_problems::load_problem(&Lang::default(), problem), problem.to_string()] {
        assert!(said.contains(what), "{kind:?}: {said}");
        assert!(said.contains(expected_phrase(kind)), "{kind:?}: {said}");
        assert!(said.contains(fallback), "{kind:?}: {said}");
        assert!(said.contains(&backup_name), "{said}");
    }
    assert!(backup_name.starts_with(&format!("{}.bak-", path.file_name().unwrap().to_string_lossy())));
    assert_eq!(std::fs::read(backup).unwrap(), bytes, "the original bytes are kept");
    assert!(!path.exists(), "the bad file is moved, not copied");
    let after = backups_of(path);
    assert_eq!(after.len(), before.len() + 1, "earlier backups are never overwritten");
    assert_eq!(loaded.notice(), Some(problem));
}

#[test]
fn bad_settings_files_are_set_aside_and_defaults_used() {
    let dir = TempDir::new();
    let paths = dir.paths();
    assert_eq!(Settings::load(&paths), Loaded::Missing, "missing: no message, defaults");
    let good = store::to_ron(Path::new("x"), &Settings { master_volume: 0.25, ..Settings::default() }).unwrap();
    for kind in ALL_BAD {
        let bytes = bad_bytes(&good, kind, Settings::FORMAT_VERSION);
        check_bad_file(&paths.settings_file(), &bytes, kind, "settings", "the default settings are used", || {
            Settings::load(&paths)
        });
    }
    // Five bad files, five backups, even within one second.
    assert_eq!(backups_of(&paths.settings_file()).len(), ALL_BAD.len());
}

#[test]
fn bad_autosaves_are_set_aside_and_there_is_nothing_to_continue() {
    let dir = TempDir::new();
    let paths = dir.paths();
    assert_eq!(autosave::load(&paths), Loaded::Missing);
    let mut duel = random_duel(RuleSet::advanced(), 4);
    duel.history.truncate(30);
    let good =
        store::to_ron(Path::new("x"), &SavedMatch::of(&duel.history, &vs_computer(), UtcTime::now(), None)).unwrap();
    for kind in ALL_BAD {
        let bytes = bad_bytes(&good, kind, SavedMatch::FORMAT_VERSION);
        check_bad_file(&paths.autosave_file(), &bytes, kind, "saved match", "there is no match to continue", || {
            autosave::load(&paths)
        });
    }
}

#[test]
fn bad_records_are_set_aside_and_left_out() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let rec = random_record(RuleSet::standard(), 5, vs_computer(), 1_700_000_000);
    let good = store::to_ron(Path::new("x"), &rec).unwrap();
    let path = paths.records_dir().join("bad.ron");
    assert_eq!(record::load(&path), Loaded::Missing);
    for kind in ALL_BAD {
        let bytes = bad_bytes(&good, kind, MatchRecord::FORMAT_VERSION);
        if matches!(kind, Bad::Newer | Bad::NewerUnreadable) {
            // A newer version's record is that version's: left where it is, unchanged.
            std::fs::write(&path, &bytes).unwrap();
            let loaded = record::load(&path);
            let Loaded::Unusable { problem } = &loaded else { panic!("{loaded:?}") };
            let said = file_problems::load_problem(&Lang::default(), problem);
            assert!(said.contains("newer version") && said.contains("left as it is"), "{said}");
            assert_eq!(std::fs::read(&path).unwrap(), bytes);
            std::fs::remove_file(&path).unwrap();
            continue;
        }
        check_bad_file(&path, &bytes, kind, "match record", "left out of the records and statistics", || {
            record::load(&path)
        });
    }
    // Listing skips (and sets aside) a bad record next to a good one.
    record::save(&paths, &rec).unwrap();
    std::fs::write(paths.records_dir().join("broken.ron"), &good[..good.len() / 3]).unwrap();
    let (entries, notices) = record::list(&paths);
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].record, rec);
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(file_problems::list_problem(&Lang::default(), &notices[0]).contains("broken.ron"), "{notices:?}");
    assert!(!paths.records_dir().join("broken.ron").exists());
    let (stats, _) = Statistics::load(&paths);
    assert_eq!(stats.overall.matches(), 1);
}

#[test]
fn a_save_or_record_the_rules_refuse_is_a_bad_file() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let mut duel = random_duel(RuleSet::advanced(), 6);
    duel.history.truncate(20);
    let mut saved = SavedMatch::of(&duel.history, &vs_computer(), UtcTime::now(), None);
    // A move the rules refuse: Right cannot act first in round 1.
    saved.steps.insert(0, MatchStep::NextRound);
    store::save_ron(&paths.autosave_file(), &saved).unwrap();
    let loaded = autosave::load(&paths);
    let problem = file_problems::load_problem(&Lang::default(), loaded.notice().unwrap());
    assert!(problem.contains("step 1 (next round) is refused by the rules"), "{problem}");
    assert!(matches!(loaded, Loaded::SetAside { .. }));
    // A finished match is not continued, and stays until its record is written.
    let done = random_duel(RuleSet::basic(), 7);
    store::save_ron(&paths.autosave_file(), &SavedMatch::of(&done.history, &vs_computer(), UtcTime::now(), None))
        .unwrap();
    let loaded = autosave::load(&paths);
    assert!(
        file_problems::load_problem(&Lang::default(), loaded.notice().unwrap()).contains("has ended"),
        "{loaded:?}"
    );
    assert!(matches!(loaded, Loaded::Unusable { .. }) && paths.autosave_file().exists());
}

#[test]
fn the_game_starts_with_defaults_and_a_notice_when_its_files_are_bad() {
    let dir = TempDir::new();
    let paths = dir.paths();
    std::fs::write(paths.settings_file(), "(master_volume: 0.3, muted: tru").unwrap();
    std::fs::write(paths.autosave_file(), "").unwrap();
    let mut app = headless_app(&dir);
    app.update();
    assert_eq!(app.world().resource::<UserSettings>().0, Settings::default());
    assert_eq!(app.world().resource::<SavedGame>().0, None);
    let notices: Vec<String> =
        app.world_mut().resource_mut::<Notices>().take().iter().map(|n| n.text(&Lang::default())).collect();
    assert_eq!(notices.len(), 2, "{notices:?}");
    assert!(notices[0].contains("settings") && notices[0].contains("cut short"), "{notices:?}");
    assert!(notices[1].contains("saved match") && notices[1].contains("empty"), "{notices:?}");
    assert_eq!(backups_of(&paths.settings_file()).len(), 1);
    assert_eq!(backups_of(&paths.autosave_file()).len(), 1);
    // The defaults are not written back until the player changes something.
    assert!(!paths.settings_file().exists());
}

#[test]
fn a_notice_about_a_file_is_said_in_the_player_s_language() {
    use en_garde::game::storage::Notice;
    use en_garde::persist::store::StoreError;
    let dir = TempDir::new();
    let paths = dir.paths();
    std::fs::write(paths.settings_file(), "(master_volume: 0.3, muted: tru").unwrap();
    let mut app = headless_app(&dir);
    app.update();
    let notices = app.world_mut().resource_mut::<Notices>().take();
    assert_eq!(notices.len(), 1, "{notices:?}");
    let french = Lang::new(Language::French);
    let said = notices[0].text(&french);
    let backup = backups_of(&paths.settings_file()).pop().unwrap();
    let backup = backup.file_name().unwrap().to_string_lossy().into_owned();
    // The file, what is wrong with it, its backup and what the game does without it.
    assert!(said.contains(&paths.settings_file().display().to_string()), "{said}");
    assert!(said.starts_with("Le fichier des paramètres") && said.contains("tronqué"), "{said}");
    assert!(said.contains(&backup) && said.contains("les paramètres par défaut sont utilisés"), "{said}");
    assert_ne!(said, notices[0].text(&Lang::default()));
    // The operating system's refusal is said in French too, with the file.
    let full = Notice::SettingsNotSaved(StoreError::Io {
        path: paths.settings_file(),
        source: std::io::Error::from(std::io::ErrorKind::StorageFull),
    });
    let said = full.text(&french);
    assert!(said.contains("le disque est plein") && said.contains("settings.ron"), "{said}");
    assert!(full.to_string().starts_with("The settings could not be saved: could not write"), "{full}");
}

// ---------------------------------------------------------------------------------------
// Settings

#[test]
fn settings_round_trip_and_older_files_take_defaults() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let s = Settings {
        master_volume: 0.4,
        muted: true,
        animation_speed: AnimationSpeed::Instant,
        ai_delay_ms: 1200,
        camera: CameraPreset::Overhead,
        rules: RuleSet::duell(true),
        played_cards_tracker: true,
        undo_vs_computer: true,
        opponent: OpponentKind::HotSeat,
        ai_level: BotLevel::Hard,
        window: en_garde::persist::settings::WindowSettings {
            width: 1600.0,
            height: 900.0,
            mode: DisplayMode::Fullscreen,
        },
        ..Settings::default()
    };
    s.save(&paths).unwrap();
    assert_eq!(Settings::load(&paths), Loaded::Ok(s.clone()));
    assert_eq!(temporary_files(&paths.config_dir), Vec::<String>::new(), "the temporary file was renamed");
    // A file from an older version, with fewer fields and out-of-range values.
    std::fs::write(paths.settings_file(), "(format_version: 1, master_volume: 7.5, ai_delay_ms: 99999)").unwrap();
    let loaded = Settings::load(&paths).ok().unwrap();
    assert_eq!(loaded.master_volume, 1.0);
    assert_eq!(loaded.ai_delay_ms, 5000);
    assert_eq!(loaded.camera, CameraPreset::Broadside);
    assert_eq!(loaded.rules, RuleSet::default());
    assert_eq!(loaded.effective_volume(), 1.0);
    assert_eq!(Settings { muted: true, ..loaded.clone() }.effective_volume(), 0.0);
    // The tracker switch and the players.
    assert!(Settings { played_cards_tracker: true, ..loaded.clone() }.match_rules().played_cards_tracker);
    let d = Settings::default();
    assert!(!d.undo_vs_computer, "undo against the computer is off by default");
    assert!(!d.undo_allowed(&vs_computer()));
    let on = Settings { undo_vs_computer: true, ..d.clone() };
    assert!(on.undo_allowed(&vs_computer()));
    let hot_seat = Settings { opponent: OpponentKind::HotSeat, ..on.clone() }.default_players();
    assert!(hot_seat.hot_seat());
    assert!(!on.undo_allowed(&hot_seat), "never in hot-seat");
}

#[test]
fn changed_settings_are_saved_at_once_and_loaded_at_start() {
    let dir = TempDir::new();
    let mut app = headless_app(&dir);
    app.update();
    // Touching the resource without changing it writes nothing.
    app.world_mut().resource_mut::<UserSettings>().set_changed();
    app.update();
    assert!(!dir.paths().settings_file().exists());
    app.world_mut().resource_mut::<UserSettings>().master_volume = 0.1;
    app.world_mut().resource_mut::<UserSettings>().camera = CameraPreset::BehindFencer;
    app.update();
    let on_disk = Settings::load(&dir.paths()).ok().unwrap();
    assert_eq!(on_disk.master_volume, 0.1);
    drop(app);
    let mut app = headless_app(&dir);
    app.update();
    assert_eq!(app.world().resource::<UserSettings>().camera, CameraPreset::BehindFencer);
    assert!(app.world().resource::<Notices>().messages.is_empty());
}

// ---------------------------------------------------------------------------------------
// Autosave, resume, records through the plugin

#[test]
fn every_step_is_autosaved_undo_included_and_the_end_writes_a_record() {
    // Matches until one gives Left a takeback the rules allow (one that shows it no card:
    // most moves refill, so such a moment is rare in random play).
    for seed in 21..80 {
        if autosaves_every_step(seed) {
            return;
        }
    }
    panic!("no match gave Left a takeback to make");
}

/// Plays one match, checking the autosave after every step and the record at the end;
/// makes the first takeback the rules allow Left. True if one was made.
fn autosaves_every_step(seed: u64) -> bool {
    let dir = TempDir::new();
    let paths = dir.paths();
    let mut app = headless_app(&dir);
    app.insert_resource(Seats(vs_computer()));
    app.world_mut().write_message(MatchRequest::New { rules: RuleSet::advanced(), seed });
    app.update();
    let mut bot = RandomBot::new(9);
    let mut undone = false;
    let mut steps_seen = 0;
    loop {
        let duel = crate::support::live(&mut app);
        if duel.game.is_over() {
            break;
        }
        let saved = autosave::load(&paths).ok().expect("an autosave after every step");
        assert_eq!(saved.steps, duel.history.steps());
        assert_eq!(saved.players, vs_computer());
        assert_eq!(
            app.world().resource::<SavedGame>().0.as_ref().map(|s| s.steps.as_slice()),
            Some(duel.history.steps())
        );
        assert_same_match(&saved.resume().unwrap().1, &duel.game);
        // The first takeback the rules allow Left (one that shows it no card) is made.
        if !undone && duel.history.takeback_point(Side::Left).is_some() {
            app.world_mut().write_message(MatchRequest::Undo { side: Side::Left });
            app.update();
            let after = crate::support::live(&mut app).history.steps().to_vec();
            assert!(after.len() < duel.history.steps().len());
            assert_eq!(autosave::load(&paths).ok().unwrap().steps, after, "the undo is saved too");
            undone = true;
            continue;
        }
        assert!(play_one(&mut app, &mut bot));
        steps_seen += 1;
    }
    assert!(steps_seen > 20);
    assert!(!paths.autosave_file().exists(), "a finished match leaves no autosave");
    assert_eq!(app.world().resource::<SavedGame>().0, None);
    let rec_path = app.world().resource::<LastRecord>().0.clone().expect("a record");
    let rec: MatchRecord = store::read_ron(&rec_path).unwrap();
    rec.verify().unwrap();
    let duel = crate::support::live(&mut app);
    assert_eq!(rec.steps, duel.history.steps());
    assert_eq!(rec.result.winner, duel.game.winner().unwrap());
    assert_eq!(rec.result.scores, duel.game.scores());
    assert_eq!(rec.players, vs_computer());
    assert!(rec.started_at <= rec.finished_at);
    // Nothing more is written while the finished match stays on screen.
    app.update();
    app.update();
    assert!(!paths.autosave_file().exists());
    assert_eq!(record::list(&paths).0.len(), 1);
    undone
}

#[test]
fn resuming_gives_exactly_the_saved_match() {
    for (rules, seed) in [(RuleSet::advanced(), 31), (RuleSet::duell(true), 32), (RuleSet::basic(), 33)] {
        let dir = TempDir::new();
        let hot_seat = Players([Controller::Human { name: "A".into() }, Controller::Human { name: "B".into() }]);
        let live = {
            let mut app = headless_app(&dir);
            app.insert_resource(Seats(hot_seat.clone()));
            app.world_mut().write_message(MatchRequest::New { rules, seed });
            app.update();
            let mut bot = RandomBot::new(seed);
            for _ in 0..40 {
                assert!(play_one(&mut app, &mut bot), "the match is still on");
            }
            crate::support::live(&mut app)
        };
        // A new run of the game: Continue.
        let mut app = headless_app(&dir);
        app.insert_resource(Seats(vs_computer()));
        let saved = app.world().resource::<SavedGame>().0.clone().expect("Continue is offered");
        assert_eq!(saved.steps, live.history.steps());
        let saved_started = saved.started_at;
        let resumed = std::sync::Arc::new(std::sync::Mutex::new(None));
        let sink = resumed.clone();
        app.add_observer(move |ev: On<Resumed>| *sink.lock().unwrap() = Some(*ev));
        app.world_mut().write_message(ResumeMatch(saved));
        app.update();
        let duel = crate::support::live(&mut app);
        assert_same_match(&duel.game, &live.game);
        assert_eq!(duel.history.steps(), live.history.steps());
        assert_eq!(app.world().resource::<Seats>().0, hot_seat, "the saved players come back");
        assert_eq!(app.world().resource::<MatchClock>().started_at, Some(saved_started), "and its start time");
        let ev = resumed.lock().unwrap().expect("Resumed was triggered");
        assert_eq!((ev.round_number, ev.steps), (live.game.round_number(), live.history.steps().len()));
        // The fencer components show the resumed position, not the first deal.
        let world = app.world_mut();
        let mut q = world.query::<&game::Fencer>();
        for f in q.iter(world) {
            assert_eq!(f.space, live.game.round().pos(f.side));
        }
        // And play goes on from there to the end, with a record that verifies.
        let mut bot = RandomBot::new(seed + 1);
        while play_one(&mut app, &mut bot) {}
        let rec: MatchRecord = store::read_ron(app.world().resource::<LastRecord>().0.as_ref().unwrap()).unwrap();
        rec.verify().unwrap();
        assert_eq!(&rec.steps[..live.history.steps().len()], live.history.steps());
        assert_eq!(rec.players, hot_seat);
    }
}

#[test]
fn a_killed_selfplay_match_resumes_from_its_autosave() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let data = dir.0.to_str().unwrap();
    let mut child = en_garde()
        .args(["selfplay", "--data-dir", data, "--delay-ms", "25", "--seed", "3", "--target", "10"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // A long match (to 10, some 300 steps at 25 ms each), so that it is surely still
    // being played when killed. Wait (up to a generous bound) for a good part of it.
    let mut steps_before_kill = 0;
    for _ in 0..2400 {
        if let Loaded::Ok(s) = store::load_ron::<SavedMatch>(&paths.autosave_file()).clone() {
            steps_before_kill = s.steps.len();
            if steps_before_kill >= 20 {
                break;
            }
        }
        assert!(child.try_wait().unwrap().is_none(), "selfplay ended early");
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
    assert!(steps_before_kill >= 20, "the autosave grew");
    assert!(child.try_wait().unwrap().is_none(), "still playing when killed");
    child.kill().unwrap(); // SIGKILL on Unix: no chance to clean up.
    child.wait().unwrap();

    // The autosave is a valid prefix of a legal match, not finished.
    let saved = match autosave::load(&paths) {
        Loaded::Ok(s) => s,
        other => panic!("autosave after kill -9: {other:?}"),
    };
    assert!(saved.steps.len() >= steps_before_kill);
    let (history, game) = saved.resume().unwrap();
    let duel = Duel { game, history };
    let replayed =
        en_garde::rules::MatchHistory::with_steps(saved.rules, saved.seed, saved.steps.to_vec()).replay().unwrap();
    assert_same_match(&duel.game, &replayed);
    assert!(!duel.game.is_over());
    assert_eq!(saved.seed, 3);
    assert_eq!(record::list(&paths).0.len(), 0, "no record yet");

    // Resume to the end.
    let out = en_garde().args(["selfplay", "--data-dir", data, "--resume"]).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains(&format!("after {} steps", saved.steps.len())), "{stdout}");
    assert!(!paths.autosave_file().exists());
    let (records, notices) = record::list(&paths);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(records.len(), 1);
    let rec = &records[0].record;
    rec.verify().unwrap();
    assert_eq!(&rec.steps[..saved.steps.len()], &saved.steps[..], "resumed exactly where it was killed");
    assert_eq!(rec.seed, 3);
    assert_eq!(rec.started_at, saved.started_at);
    // The CLI agrees.
    let out = en_garde().args(["replay", "--verify"]).arg(&records[0].path).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // Resuming again: nothing to continue.
    let out = en_garde().args(["selfplay", "--data-dir", data, "--resume"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

// ---------------------------------------------------------------------------------------
// Records: verification, tampering, import/export, CLI

#[test]
fn recorded_random_matches_of_every_level_verify() {
    let rule_sets =
        [RuleSet::basic(), RuleSet::standard(), RuleSet::advanced(), RuleSet::duell(false), RuleSet::duell(true)];
    for (i, rules) in rule_sets.into_iter().enumerate() {
        for seed in 0..6 {
            let rec = random_record(rules, 1000 * i as u64 + seed, vs_computer(), 1_700_000_000);
            rec.verify().unwrap();
            // Through the file format and back.
            let text = store::to_ron(Path::new("x"), &rec).unwrap();
            let back: MatchRecord = store::parse_ron(text.as_bytes()).unwrap();
            assert_eq!(back, rec);
            back.verify().unwrap();
            // The summary agrees with the scores.
            let last = rec.result.rounds.last().unwrap();
            assert_eq!(last.scores_after, rec.result.scores);
            let won: u32 = rec
                .result
                .rounds
                .iter()
                .filter(|r| r.result.winner() == Some(rec.result.winner))
                .map(|r| r.points as u32)
                .sum();
            assert_eq!(won, rec.result.scores[rec.result.winner.index()] as u32);
        }
    }
}

#[test]
fn tampered_records_fail_verification() {
    let rec = random_record(RuleSet::advanced(), 77, vs_computer(), 1_700_000_000);
    rec.verify().unwrap();
    let loser = rec.result.winner.opponent();

    let mut r = rec.clone();
    r.result.winner = loser;
    assert!(matches!(r.verify(), Err(VerifyError::Mismatch { .. })));

    let mut r = rec.clone();
    r.result.scores[loser.index()] += 1;
    assert!(matches!(r.verify(), Err(VerifyError::Mismatch { .. })));

    let mut r = rec.clone();
    let round = &mut r.result.rounds[0];
    round.result = match round.result {
        RoundResult::Won { winner, reason } => RoundResult::Won {
            winner,
            reason: if reason == WinReason::Hit { WinReason::DeckOutCards } else { WinReason::Hit },
        },
        RoundResult::Draw => RoundResult::Won { winner: Side::Left, reason: WinReason::Hit },
    };
    let err = r.verify().unwrap_err();
    assert!(matches!(err, VerifyError::Mismatch { .. }));
    // Said in words, not as a Rust structure.
    let msg = err.to_string();
    assert!(msg.contains("round 1: ") && msg.contains(" won by ") && !msg.contains("RoundSummary"), "{msg}");

    let mut r = rec.clone();
    r.steps.pop();
    assert_eq!(r.verify(), Err(VerifyError::NotFinished));

    let mut r = rec.clone();
    r.seed += 1;
    assert!(r.verify().is_err(), "another seed deals other cards");

    let mut r = rec.clone();
    r.steps.swap(0, 1);
    assert!(matches!(r.verify(), Err(VerifyError::Refused { index: 0, .. })));

    let mut r = rec.clone();
    r.rules.target_score = 0;
    assert!(matches!(r.verify(), Err(VerifyError::BadRules(_))));

    let mut r = rec.clone();
    r.result.rounds.push(RoundSummary { number: 99, ..rec.result.rounds[0] });
    assert!(matches!(r.verify(), Err(VerifyError::Mismatch { .. })));
}

/// `analyse` judges only a record that verifies, as its help says (F15 of
/// ../shared/breakit/server: it judged records that `replay --verify` refuses — a result
/// edited, no steps, steps cut short — and exited 0).
#[test]
fn analyse_judges_only_a_record_that_verifies() {
    let dir = TempDir::new();
    let rec = random_record(RuleSet::basic(), 87, vs_computer(), 1_700_000_000);
    let good = dir.0.join("good.ron");
    store::save_ron(&good, &rec).unwrap();
    let out = en_garde().arg("analyse").arg(&good).args(["--iterations", "20", "--json"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let judged: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(!judged["decisions"].as_array().unwrap().is_empty());
    let mut edited = rec.clone();
    edited.result.winner = edited.result.winner.opponent();
    let mut empty = rec.clone();
    empty.steps.clear();
    let mut cut = rec.clone();
    cut.steps.truncate(10);
    for (name, bad, why) in
        [("edited", edited, "stored result does not match"), ("empty", empty, "not over"), ("cut", cut, "not over")]
    {
        let path = dir.0.join(format!("{name}.ron"));
        store::save_ron(&path, &bad).unwrap();
        let out = en_garde().arg("analyse").arg(&path).args(["--iterations", "20"]).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{name}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(why), "{name}: {stderr}");
        assert!(out.stdout.is_empty(), "{name}: nothing judged");
    }
}

#[test]
fn replay_verify_on_the_command_line() {
    let dir = TempDir::new();
    let rec = random_record(RuleSet::standard(), 88, vs_computer(), 1_700_000_000);
    let good = dir.0.join("good.ron");
    store::save_ron(&good, &rec).unwrap();
    let out = en_garde().arg("replay").arg(&good).arg("--verify").output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("OK "));

    let mut bad = rec.clone();
    bad.result.winner = bad.result.winner.opponent();
    let tampered = dir.0.join("tampered.ron");
    store::save_ron(&tampered, &bad).unwrap();
    let out = en_garde().arg("replay").arg(&tampered).arg("--verify").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("FAILED") && stderr.contains("stored result does not match"), "{stderr}");
    assert!(tampered.exists(), "the player's own file is never moved");

    let garbage = dir.0.join("garbage.ron");
    std::fs::write(&garbage, "not a record").unwrap();
    let out = en_garde().arg("replay").arg(&garbage).arg("--verify").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("damaged"));
    let out = en_garde().arg("replay").arg(dir.0.join("missing.ron")).arg("--verify").output().unwrap();
    assert_eq!(out.status.code(), Some(1));

    // Without --verify: the match move by move, then the verdict.
    let out = en_garde().arg("replay").arg(&good).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(stdout.contains("round 2") && stdout.contains("Left: "), "{stdout}");
}

#[test]
fn records_are_imported_listed_and_exported() {
    let home = TempDir::new();
    let other = TempDir::new();
    let data = home.0.to_str().unwrap();
    let rec = random_record(RuleSet::advanced(), 99, vs_computer(), 1_700_000_000);
    let file = other.0.join("from-a-friend.ron");
    store::save_ron(&file, &rec).unwrap();

    let out = en_garde().args(["records", "list", "--data-dir", data]).output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("no match records"));

    let out = en_garde().args(["--data-dir", data, "records", "import"]).arg(&file).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let name = rec.file_name();
    assert!(String::from_utf8_lossy(&out.stdout).contains(&name));
    // The same match twice is refused.
    let out = en_garde().args(["records", "import", "--data-dir", data]).arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("already among the records"));
    // A tampered file is refused and left alone.
    let mut bad = rec.clone();
    bad.result.scores = [0, 0];
    let bad_file = other.0.join("bad.ron");
    store::save_ron(&bad_file, &bad).unwrap();
    let out = en_garde().args(["records", "import", "--data-dir", data]).arg(&bad_file).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(bad_file.exists());

    // The environment variable works as well as the flag.
    let out = en_garde().args(["records", "list"]).env("EN_GARDE_DATA_DIR", data).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.starts_with(&name) && stdout.contains("Computer (easy)"), "{stdout}");

    let stem = name.strip_suffix(".ron").unwrap();
    let out = en_garde().args(["records", "export", stem]).arg(&other.0).args(["--data-dir", data]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let exported: MatchRecord = store::read_ron(&other.0.join(&name)).unwrap();
    assert_eq!(exported, rec);
    // Exporting again to the same place overwrites nothing.
    std::fs::write(other.0.join(&name), b"mine").unwrap();
    let out = en_garde().args(["records", "export", stem]).arg(&other.0).args(["--data-dir", data]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("already exists"));
    assert_eq!(std::fs::read(other.0.join(&name)).unwrap(), b"mine");
    let out =
        en_garde().args(["records", "export", "no-such-record", "/tmp/x.ron", "--data-dir", data]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no record named"));
    let out =
        en_garde().args(["records", "export", "../../etc/passwd", "/tmp/x.ron", "--data-dir", data]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
}

// ---------------------------------------------------------------------------------------
// Statistics

#[test]
fn statistics_count_the_people_at_this_computer() {
    let computer = |level: &str| Controller::Computer { level: level.parse().unwrap() };
    let human = |name: &str| Controller::Human { name: name.into() };
    let mut records = Vec::new();
    // Against the computer from either side, at two levels; hot-seat; self-play.
    for i in 0..8u64 {
        let players = if i % 2 == 0 {
            Players([human("Ann"), computer("easy")])
        } else {
            Players([computer("easy"), human("Ann")])
        };
        records.push(random_record(RuleSet::advanced(), 500 + i, players, 1_700_000_000 + i as i64));
    }
    records.push(random_record(RuleSet::basic(), 600, Players([human("Ann"), computer("hard")]), 1_700_001_000));
    records.push(random_record(RuleSet::standard(), 601, Players([human("A"), human("B")]), 1_700_002_000));
    records.push(random_record(
        RuleSet::advanced(),
        602,
        Players([computer("normal"), computer("hard")]),
        1_700_003_000,
    ));
    let stats = Statistics::from_records(&records);
    assert_eq!(stats.left_out, 1);
    let keys: Vec<(String, Level)> = stats.rows.iter().map(|r| (r.opponent.clone(), r.level)).collect();
    assert_eq!(
        keys,
        vec![("easy".into(), Level::Advanced), ("hard".into(), Level::Basic), (HUMAN_OPPONENT.into(), Level::Standard)]
    );
    // Recount the Advanced-vs-easy row by hand from the human side.
    let mut expect = (0, 0, 0, 0, 0u32, 0u32, 0u32);
    let mut streak = 0;
    for r in &records[..8] {
        let me = if r.players.get(Side::Left).is_human() { Side::Left } else { Side::Right };
        if r.result.winner == me {
            expect.0 += 1;
            streak += 1;
            expect.6 = expect.6.max(streak);
        } else {
            expect.1 += 1;
            streak = 0;
        }
        for round in &r.result.rounds {
            match round.result.winner() {
                Some(w) if w == me => expect.2 += 1,
                Some(_) => expect.3 += 1,
                None => expect.4 += 1,
            }
            if let RoundResult::Won { winner, reason: WinReason::Hit } = round.result
                && winner == me
            {
                expect.5 += 1;
            }
        }
    }
    let t = &stats.rows[0].tally;
    assert_eq!(
        (t.matches_won, t.matches_lost, t.rounds_won, t.rounds_lost, t.rounds_drawn, t.won_by.hit, t.longest_streak),
        expect
    );
    assert_eq!(t.won_by.total(), t.rounds_won);
    assert_eq!(t.lost_by.total(), t.rounds_lost);
    assert_eq!(stats.overall.matches(), 10);
    // Hot-seat: the Left player's view.
    let hs = &stats.rows[2].tally;
    let hs_rec = &records[9];
    assert_eq!(hs.matches_won, u32::from(hs_rec.result.winner == Side::Left));
    // Order does not depend on the order given: by finishing time.
    let mut reversed = records.clone();
    reversed.reverse();
    assert_eq!(Statistics::from_records(&reversed), stats);
}

#[test]
fn winning_streaks_follow_the_finishing_order() {
    // Build records whose winner we know by choosing which side the human plays.
    let base = random_record(RuleSet::basic(), 700, vs_computer(), 0);
    let w = base.result.winner;
    let seat = |win: bool, t: i64| {
        let me = if win { w } else { w.opponent() };
        let mut ctl = [Controller::Computer { level: BotLevel::Easy }, Controller::Computer { level: BotLevel::Easy }];
        ctl[me.index()] = Controller::Human { name: "Ann".into() };
        MatchRecord { players: Players(ctl), finished_at: UtcTime { unix_seconds: t }, ..base.clone() }
    };
    let pattern = [true, true, false, true, true, true, false, true];
    let records: Vec<_> = pattern.iter().enumerate().map(|(i, &win)| seat(win, 100 - i as i64)).collect();
    // Finished in reverse order of the list: the streaks are counted by time.
    let t = Statistics::from_records(&records).overall;
    assert_eq!((t.matches_won, t.matches_lost), (6, 2));
    let by_time: Vec<bool> = pattern.iter().rev().copied().collect();
    assert_eq!(by_time, [true, false, true, true, true, false, true, true]);
    assert_eq!(t.longest_streak, 3);
    assert_eq!(t.current_streak, 2);
}

// ---------------------------------------------------------------------------------------
// Replay cursor

#[test]
fn the_replay_cursor_steps_forward_and_back_through_the_rules() {
    let rec = random_record(RuleSet::duell(true), 123, vs_computer(), 1_700_000_000);
    let mut c = ReplayCursor::from_record(&rec).unwrap();
    assert_eq!((c.position(), c.len()), (0, rec.steps.len()));
    assert!(c.at_start() && !c.back() && c.last_step().is_none());
    assert_same_match(c.game(), &Match::new(rec.rules, rec.seed));
    let mut forward_states = vec![*c.game().round()];
    while c.forward() {
        forward_states.push(*c.game().round());
    }
    assert!(c.at_end() && !c.forward());
    assert_eq!(c.game().winner(), Some(rec.result.winner));
    assert_eq!(c.game().scores(), rec.result.scores);
    // Back, step by step, gives the same states as forward did.
    for i in (0..rec.steps.len()).rev() {
        assert!(c.back());
        assert_eq!(c.position(), i);
        assert_eq!(*c.game().round(), forward_states[i]);
        assert_same_match(
            c.game(),
            &en_garde::rules::MatchHistory::with_steps(rec.rules, rec.seed, rec.steps[..i].to_vec()).replay().unwrap(),
        );
    }
    c.to_end();
    assert!(c.at_end());
    assert_eq!(c.last_step(), rec.steps.last());
    c.to_start();
    assert_eq!(c.position(), 0);
    assert!(c.seek(10) && c.position() == 10 && c.next_step() == Some(&rec.steps[10]));
    // A record the rules refuse gives no cursor.
    let mut bad = rec.clone();
    bad.steps.insert(0, MatchStep::NextRound);
    assert!(ReplayCursor::from_record(&bad).is_err());
}

// ---------------------------------------------------------------------------------------
// The egui panels and the rules text

fn run_ui(f: impl FnMut(&mut bevy_egui::egui::Ui)) {
    let ctx = bevy_egui::egui::Context::default();
    let _ = ctx.run_ui(bevy_egui::egui::RawInput::default(), f);
}

/// What `f` draws, as a screen reader is told it: each text once, in reading order (top to
/// bottom, then left to right, by where egui laid it out).
fn drawn_texts(f: impl FnMut(&mut bevy_egui::egui::Ui)) -> Vec<String> {
    use bevy_egui::egui;
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 2000.0));
    let out = ctx.run_ui(egui::RawInput { screen_rect: Some(screen), ..Default::default() }, f);
    let update = out.platform_output.accesskit_update.expect("AccessKit is on");
    let mut all: Vec<(i32, i32, String)> = update
        .nodes
        .iter()
        // A wrapped text's rows are runs of it, not texts of their own.
        .filter(|(_, n)| n.role() != egui::accesskit::Role::TextRun)
        .filter_map(|(_, n)| {
            let text = n.label().or(n.value())?;
            let b = n.bounds()?;
            Some(((b.y0 / 4.0).round() as i32, b.x0.round() as i32, text.to_string()))
        })
        .collect();
    all.sort();
    all.dedup();
    all.into_iter().map(|(_, _, t)| t).collect()
}

#[test]
fn the_panels_draw_and_report_no_change_when_untouched() {
    let lang = Lang::default();
    let mut s = Settings::default();
    let mut changed = true;
    run_ui(|ui| changed = en_garde::ui::widgets::settings_ui(ui, &lang, &mut s, Some(133), None));
    assert!(!changed);
    assert_eq!(s, Settings::default());
    // The statistics: a row per opponent and level, then all together, whose sums are the
    // records' (three matches against the computer).
    let records: Vec<_> =
        (0..3).map(|i| random_record(RuleSet::advanced(), 40 + i, vs_computer(), 1_700_000_000 + i as i64)).collect();
    let stats = Statistics::from_records(&records);
    let t = &stats.overall;
    assert_eq!(t.matches_won + t.matches_lost, 3);
    let shown = drawn_texts(|ui| en_garde::ui::widgets::statistics_ui(ui, &lang, &stats));
    let all = shown.iter().position(|x| *x == lang.get("stats-all")).unwrap_or_else(|| panic!("{shown:?}"));
    let (matches, rounds) =
        (format!("{}–{}", t.matches_won, t.matches_lost), format!("{}–{}", t.rounds_won, t.rounds_lost));
    // "All", the empty rules cell, then the matches and the rounds.
    assert_eq!(shown[all + 1..all + 4], [String::new(), matches, rounds], "the totals' row: {shown:?}");
    assert!(shown.iter().any(|x| x.starts_with("Computer")), "the opponent's row: {shown:?}");
    let none = drawn_texts(|ui| en_garde::ui::widgets::statistics_ui(ui, &lang, &Statistics::default()));
    assert_eq!(none, [lang.get("replays-none")], "no records, no table");
    // The tracker: a row per value, from the viewer's observation, then the pile's count.
    let m = Match::new(RuleSet::advanced(), 3);
    let obs = m.observation(Side::Left);
    let shown = drawn_texts(|ui| en_garde::ui::widgets::tracker_ui(ui, &lang, &obs));
    let mut expected: Vec<String> =
        ["tracker-card", "tracker-played", "tracker-in-hand", "tracker-unseen"].iter().map(|k| lang.get(k)).collect();
    for r in tracker_rows(&obs) {
        expected.extend([r.value, r.played, r.in_hand, r.unseen].map(|n| n.to_string()));
    }
    expected.push(en_garde::tr!(lang, "draw-pile-count", count = obs.draw_pile_len));
    assert_eq!(shown, expected);
    // The rules of each level: every heading and paragraph of its rulebook, in order, and
    // no two levels the same.
    let mut books = Vec::new();
    for level in Level::ALL {
        let rules = RuleSet::for_level(level);
        let shown = drawn_texts(|ui| en_garde::ui::widgets::rules_ui(ui, &lang, &rules));
        let book: Vec<String> = en_garde::lang::rulebook::rules_text(&lang, &rules)
            .into_iter()
            .flat_map(|(heading, paragraphs)| std::iter::once(heading).chain(paragraphs))
            .collect();
        assert!(book.len() > 4, "{level:?}: {book:?}");
        assert_eq!(shown, book, "{level:?}");
        assert!(!books.contains(&book), "{level:?} has rules of its own");
        books.push(book);
    }
}

#[test]
fn the_tracker_counts_played_and_unseen_cards_from_the_viewers_side() {
    let duel = random_duel(RuleSet::advanced(), 55);
    // Part-way through the first round.
    let m = en_garde::rules::MatchHistory::with_steps(RuleSet::advanced(), 55, duel.history.steps()[..6].to_vec())
        .replay()
        .unwrap();
    for side in Side::BOTH {
        let obs = m.observation(side);
        let rows = tracker_rows(&obs);
        for r in rows {
            assert_eq!(r.played, m.round().discard().count(r.value));
            assert_eq!(r.in_hand, m.round().hand(side).count(r.value));
            let hidden = m.round().hand(side.opponent()).count(r.value)
                + m.round().draw_pile().contents().count(r.value)
                + m.round().set_aside().count(r.value);
            assert_eq!(r.unseen, hidden);
            assert_eq!(r.played + r.in_hand + r.unseen, 5);
        }
    }
}

#[test]
fn the_rules_text_follows_the_level_and_options() {
    let lang = en_garde::lang::Lang::default();
    let rules_text = |r: &RuleSet| en_garde::lang::rulebook::rules_text(&lang, r);
    let text =
        |r: RuleSet| rules_text(&r).into_iter().map(|(h, p)| format!("{h}\n{}\n", p.join("\n"))).collect::<String>();
    let basic = text(RuleSet::basic());
    assert!(basic.contains("always hits") && basic.contains("one last chance") && !basic.contains("Parry:"));
    let standard = text(RuleSet::standard());
    assert!(standard.contains("Parry:") && !standard.contains("Indirect attack"));
    let advanced = text(RuleSet { target_score: 3, final_retreat_skips_card_count: true, ..RuleSet::advanced() });
    assert!(advanced.contains("Indirect attack") && advanced.contains("retreat"));
    assert!(advanced.contains("reach 3 points") && advanced.contains("only advancement counts"));
    let duell = text(RuleSet::duell(true));
    assert!(duell.contains("D7") && duell.contains("loser") && !duell.contains("Indirect attack:"));
    assert!(text(RuleSet::duell(false)).contains("Special cards are off"));
    let tracker = text(RuleSet { played_cards_tracker: true, ..RuleSet::standard() });
    assert!(tracker.contains("tracker is on"));
    for (h, p) in rules_text(&RuleSet::advanced()) {
        // Sentences, and in "Options in force" one short line per option ("Hand size: 5").
        assert!(!h.is_empty() && !p.is_empty() && p.iter().all(|p| p.len() >= 10), "{h}: {p:?}");
    }
}

#[test]
fn writes_are_atomic_and_backups_are_never_overwritten() {
    let dir = TempDir::new();
    let p = dir.0.join("sub/folder/file.ron");
    store::write_atomic(&p, b"one").unwrap();
    store::write_atomic(&p, b"two").unwrap();
    assert_eq!(std::fs::read(&p).unwrap(), b"two");
    assert_eq!(temporary_files(&dir.0.join("sub/folder")), Vec::<String>::new());
    // Many set-asides within the same second get distinct names.
    let mut seen = std::collections::HashSet::new();
    for i in 0..5 {
        std::fs::write(&p, format!("bad {i}")).unwrap();
        let b = store::set_aside(&p).unwrap();
        assert_eq!(std::fs::read_to_string(&b).unwrap(), format!("bad {i}"));
        assert!(seen.insert(b));
    }
    // Every file says the format version it was written in (what a newer or older version
    // of the game reads first).
    let version_of = |path: &Path| {
        let text = std::fs::read_to_string(path).unwrap();
        let at = text.find("format_version:").unwrap_or_else(|| panic!("{text}"));
        text[at + "format_version:".len()..].trim_start().chars().take_while(char::is_ascii_digit).collect::<String>()
    };
    let paths = dir.paths();
    Settings::default().save(&paths).unwrap();
    assert_eq!(version_of(&paths.settings_file()), <Settings as Versioned>::FORMAT_VERSION.to_string());
    let rec = random_record(RuleSet::advanced(), 3, vs_computer(), 1_700_000_000);
    let at = dir.0.join("record.ron");
    store::save_ron(&at, &rec).unwrap();
    assert_eq!(version_of(&at), <MatchRecord as Versioned>::FORMAT_VERSION.to_string());
    let duel = random_duel(RuleSet::advanced(), 4);
    let saved = SavedMatch::of(&duel.history, &vs_computer(), UtcTime { unix_seconds: 0 }, None);
    store::save_ron(&at, &saved).unwrap();
    assert_eq!(version_of(&at), <SavedMatch as Versioned>::FORMAT_VERSION.to_string());
}

#[test]
fn selfplay_plays_the_levels_asked_for_and_records_them() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let data = dir.0.to_str().unwrap();
    let out = en_garde()
        .args(["selfplay", "--data-dir", data, "--seed", "9", "--target", "2", "--left", "normal", "--right", "reflex"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let (records, notices) = record::list(&paths);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(records.len(), 1);
    let rec = &records[0].record;
    rec.verify().unwrap();
    assert_eq!(rec.players.0[0], en_garde::ai::Controller::Computer { level: en_garde::ai::BotLevel::Normal });
    assert_eq!(rec.players.0[1], en_garde::ai::Controller::Computer { level: en_garde::ai::BotLevel::Reflex });
    // An unknown level is refused before anything is played.
    let out = en_garde().args(["selfplay", "--data-dir", data, "--left", "grandmaster"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    // clap's refusal lists the levels, generated from the engine's list.
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("grandmaster") && err.contains("possible values"), "{err}");
    assert!(en_garde::ai::BotLevel::ALL.iter().all(|l| err.contains(l.name())), "{err}");
    // A resumed match keeps its own levels: other ones are refused.
    let out = en_garde().args(["selfplay", "--data-dir", data, "--resume", "--left", "hard"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--resume"));
}

/// Every cut of a good file of each kind is "cut short"; garbage, however short, is not.
fn every_cut_is_cut_short<T: serde::de::DeserializeOwned + Versioned + std::fmt::Debug>(good: &str) {
    let body_start = good.find('(').unwrap() + 1;
    for cut in body_start..good.trim_end().len() {
        if !good.is_char_boundary(cut) {
            continue;
        }
        match store::parse_ron::<T>(&good.as_bytes()[..cut]) {
            Err(store::FileProblem::Truncated) => {}
            other => panic!("cut at byte {cut} ({:?}…): {other:?}", &good[cut.saturating_sub(20)..cut]),
        }
    }
    for garbage in ["hello", "true", "#", "hello world", "42", "[1, 2]", "(a: 1))", "\"text\""] {
        match store::parse_ron::<T>(garbage.as_bytes()) {
            Err(store::FileProblem::Damaged(_)) => {}
            other => panic!("{garbage:?}: {other:?}"),
        }
    }
}

#[test]
fn files_cut_anywhere_are_reported_as_cut_short_and_garbage_as_damaged() {
    let settings = store::to_ron(Path::new("x"), &Settings::default()).unwrap();
    every_cut_is_cut_short::<Settings>(&settings);
    // A byte-order mark, as some editors write one, is not damage.
    let with_bom = format!("\u{feff}{settings}");
    assert_eq!(store::parse_ron::<Settings>(with_bom.as_bytes()).unwrap(), Settings::default());
    let mut duel = random_duel(RuleSet::advanced(), 4);
    duel.history.truncate(12);
    let saved =
        store::to_ron(Path::new("x"), &SavedMatch::of(&duel.history, &vs_computer(), UtcTime::now(), None)).unwrap();
    every_cut_is_cut_short::<SavedMatch>(&saved);
    let rec = random_record(RuleSet::standard(), 5, vs_computer(), 1_700_000_000);
    every_cut_is_cut_short::<MatchRecord>(&store::to_ron(Path::new("x"), &rec).unwrap());
}

#[test]
fn a_file_of_another_kind_is_not_taken_for_the_settings() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let mut duel = random_duel(RuleSet::advanced(), 4);
    duel.history.truncate(5);
    let saved =
        store::to_ron(Path::new("x"), &SavedMatch::of(&duel.history, &vs_computer(), UtcTime::now(), None)).unwrap();
    check_bad_file(&paths.settings_file(), saved.as_bytes(), Bad::Garbage, "settings", "default settings", || {
        Settings::load(&paths)
    });
}

#[test]
fn selfplay_does_not_take_over_a_persons_saved_match() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let data = dir.0.to_str().unwrap();
    let mut duel = random_duel(RuleSet::advanced(), 4);
    duel.history.truncate(10);
    let before =
        store::to_ron(Path::new("x"), &SavedMatch::of(&duel.history, &vs_computer(), UtcTime::now(), None)).unwrap();
    std::fs::write(paths.autosave_file(), &before).unwrap();
    let out = en_garde().args(["selfplay", "--data-dir", data, "--resume"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("Left is Ann, a person"), "{stderr}");
    assert_eq!(std::fs::read_to_string(paths.autosave_file()).unwrap(), before, "the saved match is untouched");
    // A level this build does not know makes the file unusable: it is refused with the
    // level's name and kept, byte for byte, as a backup.
    let saved = before.replace("\"easy\"", "\"grandmaster\"");
    assert!(saved.contains("grandmaster"));
    std::fs::write(paths.autosave_file(), &saved).unwrap();
    let out = en_garde().args(["selfplay", "--data-dir", data, "--resume"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("unknown bot level \"grandmaster\""), "{stderr}");
    let kept = backups_of(&paths.autosave_file());
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), saved);
}

#[test]
fn a_record_that_cannot_be_written_leaves_the_autosave_in_place() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let data = dir.0.to_str().unwrap();
    // A file where the records folder should be: the record cannot be written.
    std::fs::write(paths.records_dir(), "not a folder").unwrap();
    let out = en_garde().args(["selfplay", "--data-dir", data, "--target", "2", "--seed", "5"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("could not be written") && stderr.contains("whole match is kept in"), "{stderr}");
    // The autosave holds the whole match, its final step included, until a record exists.
    let kept: SavedMatch = store::read_ron(&paths.autosave_file()).expect("the autosave is kept");
    assert!(matches!(kept.resume(), Err(VerifyError::AlreadyOver)), "it holds the finished match");
    assert!(matches!(autosave::load(&paths), Loaded::Unusable { .. }), "not continued, not set aside");
    assert!(paths.autosave_file().exists());
    // Once the records folder can be written, the next start records it.
    std::fs::remove_file(paths.records_dir()).unwrap();
    let settled = autosave::settle(&paths).expect("settled");
    assert!(settled.recorded(), "{settled:?}");
    assert!(file_problems::settlement(&Lang::default(), &settled).contains("its record is"), "{settled:?}");
    assert!(!paths.autosave_file().exists());
    let (records, _) = record::list(&paths);
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].record.steps, kept.steps);
    assert_eq!(records[0].record.match_id, kept.match_id);
    assert!(kept.match_id.is_some());
    std::fs::remove_dir_all(paths.records_dir()).unwrap();
    std::fs::write(paths.records_dir(), "not a folder").unwrap();
    // Listing says what is wrong instead of "no records".
    let (records, notices) = record::list(&paths);
    assert!(records.is_empty());
    assert!(notices.len() == 1, "{notices:?}");
    assert!(file_problems::list_problem(&Lang::default(), &notices[0]).contains("records folder"), "{notices:?}");
}

/// Names of the temporary files of atomic writes left in `dir`.
fn temporary_files(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".tmp"))
        .collect()
}

/// Import with nothing typed (or only spaces) asks for a path in words, and imports
/// nothing; a path that names no file says why, with the path (the review saw "Not
/// imported: : …").
#[test]
fn import_with_an_empty_field_asks_for_a_path() {
    use en_garde::ui::replay::ReplayNote;
    let dir = TempDir::new();
    let lang = en_garde::lang::Lang::new(en_garde::lang::Language::English);
    for typed in ["", "   "] {
        let note = ReplayNote::import(&dir.paths(), typed);
        assert!(matches!(note, ReplayNote::ImportWhat), "{note:?}");
        assert_eq!(note.text(&lang), "Type the path of a record file to import first.");
    }
    let missing = dir.0.join("no-such-record.ron");
    let note = ReplayNote::import(&dir.paths(), &format!("  {}  ", missing.display()));
    assert!(matches!(note, ReplayNote::NotImported(_)), "{note:?}");
    let text = note.text(&lang);
    assert!(text.contains("no-such-record.ron") && !text.contains(": :"), "{text}");
    assert!(en_garde::persist::record::list(&dir.paths()).0.is_empty(), "nothing imported");
}
