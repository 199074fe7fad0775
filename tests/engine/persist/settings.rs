//! The settings (`persist::settings`): every value brought into its documented range, the
//! file saved and loaded (and read leniently where one bad value must not cost the player
//! every other setting), the rules and players of a new match, and when undo is offered.

use super::TempDir;
use en_garde_engine::ai::{BotLevel, Controller, Players};
use en_garde_engine::persist::settings::*;
use en_garde_engine::persist::store::{FileProblem, LoadProblem, Loaded, Versioned, parse_ron, to_ron};
use en_garde_engine::persist::{DataPaths, Settings};
use en_garde_engine::rules::{Level, RuleSet};
use std::path::Path;

/// The lenient level reading: an unknown computer level costs only itself.
#[test]
fn an_unknown_computer_level_gives_the_default_and_keeps_the_rest() {
    let mut s = Settings { ai_delay_ms: 1234, ai_level: BotLevel::Hard, ..Settings::default() };
    s.master_volume = 0.25;
    let text = to_ron(Path::new("settings.ron"), &s).unwrap();
    assert!(text.contains("\"hard\""), "the level is stored by name: {text}");
    for name in ["\"godlike\"", "\"\""] {
        let bad = text.replace("\"hard\"", name);
        let read: Settings = parse_ron(bad.as_bytes()).unwrap();
        assert_eq!(read.ai_level, Settings::default().ai_level, "{name}");
        assert_eq!((read.ai_delay_ms, read.master_volume), (1234, 0.25), "the other settings stay");
    }
    // Loading the file says so.
    let dir = std::env::temp_dir().join(format!("en-garde-settings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let paths = en_garde_engine::persist::DataPaths::in_dir(&dir);
    std::fs::write(paths.settings_file(), text.replace("\"hard\"", "\"godlike\"")).unwrap();
    let (loaded, notes) = Settings::load_with_notes(&paths);
    assert_eq!(loaded.ok().map(|s| s.ai_delay_ms), Some(1234));
    assert_eq!(notes, [SettingsNote::UnknownLevel { name: "godlike".into(), used: BotLevel::Easy }]);
    let said = notes[0].to_string();
    assert!(said.contains("\"godlike\"") && said.contains("easy"), "{said}");
    std::fs::write(paths.settings_file(), &text).unwrap();
    assert!(Settings::load_with_notes(&paths).1.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
    // Names are read case-insensitively.
    let read: Settings = parse_ron(text.replace("\"hard\"", "\"EXPERT\"").as_bytes()).unwrap();
    assert_eq!(read.ai_level, BotLevel::Expert);
}

/// Animation speeds as rates: half, normal, double, and none at all for "instant"; the
/// menus list them slowest first.
#[test]
fn animation_speeds_are_rate_factors() {
    let factors = AnimationSpeed::ALL.map(AnimationSpeed::factor);
    assert_eq!(factors, [Some(0.5), Some(1.0), Some(2.0), None]);
}

/// Every value is brought into its documented range: the volume (NaN gives the default),
/// the computer's pause, the window's size (a non-finite size gives the default), the
/// panels' scale, the lessons (short, each once, at most 256), the rules (invalid ones give
/// the default rules) and the language (a short tag, or the system's).
#[test]
fn sanitizing_brings_every_value_into_its_range() {
    let d = Settings::default();
    let s = |f: &dyn Fn(&mut Settings)| {
        let mut s = Settings::default();
        f(&mut s);
        s.sanitized()
    };
    assert_eq!(s(&|_| {}), d);
    assert_eq!(s(&|s| s.format_version = 0).format_version, Settings::FORMAT_VERSION);
    let volume = |v: f32| s(&|s| s.master_volume = v).master_volume;
    assert_eq!([volume(-0.5), volume(0.3), volume(1.0), volume(7.0), volume(f32::NAN)], [0.0, 0.3, 1.0, 1.0, 0.8]);
    let delay = |v: u32| s(&|s| s.ai_delay_ms = v).ai_delay_ms;
    assert_eq!([delay(0), delay(1234), delay(5000), delay(5001), delay(u32::MAX)], [0, 1234, 5000, 5000, 5000]);
    let width = |v: f32| s(&|s| s.window.width = v).window.width;
    assert_eq!(
        [width(100.0), width(1920.0), width(1e6), width(f32::NAN), width(f32::INFINITY)],
        [640.0, 1920.0, 7680.0, 1280.0, 1280.0]
    );
    let height = |v: f32| s(&|s| s.window.height = v).window.height;
    assert_eq!(
        [height(-1.0), height(1080.0), height(9000.0), height(f32::NEG_INFINITY)],
        [360.0, 1080.0, 4320.0, 720.0]
    );
    let scale = |v: f32| s(&|s| s.ui_scale = v).ui_scale;
    assert_eq!([scale(0.1), scale(1.5), scale(3.0), scale(f32::NAN)], [0.75, 1.5, 2.0, 1.0]);
    let bad_rules = s(&|s| s.rules = RuleSet { target_score: 0, ..RuleSet::basic() });
    assert_eq!(bad_rules.rules, RuleSet::default());
    let good_rules = RuleSet { target_score: 15, hand_size: 10, ..RuleSet::duell(true) };
    assert_eq!(s(&|s| s.rules = good_rules).rules, good_rules);
    // Lessons: at most 64 bytes, none empty, each once, in order.
    let long = "x".repeat(64);
    let too_long = "y".repeat(65);
    let lessons = s(&|s| {
        s.lessons_done = ["a", "", "b", "a", &long, &too_long, "c", "b"].map(String::from).to_vec();
    });
    assert_eq!(lessons.lessons_done, ["a", "b", long.as_str(), "c"]);
    let many = s(&|s| s.lessons_done = (0..300).map(|i| format!("lesson-{i}")).collect());
    assert_eq!(many.lessons_done.len(), MAX_LESSONS_DONE);
    assert_eq!(many.lessons_done[255], "lesson-255");
    // Muted players: identity keys as written (64 lower-case hex digits), each once, the
    // newest MAX_MUTED kept.
    let key = |i: usize| format!("{i:064x}");
    let muted = s(&|s| {
        s.muted_players =
            vec![key(1), "ab".into(), key(2), key(1), key(0xab).to_uppercase(), format!("{}g", &key(4)[..63])];
    });
    assert_eq!(muted.muted_players, [key(1), key(2)]);
    let crowd = s(&|s| s.muted_players = (0..MAX_MUTED + 10).map(key).collect());
    assert_eq!(crowd.muted_players.len(), MAX_MUTED);
    assert_eq!(crowd.muted_players[0], key(10), "the oldest go first");
    // Servers: printable addresses, trimmed, each once, at most MAX_SERVERS; the last used first.
    let servers = s(&|s| {
        s.servers =
            [" a.org:5812 ", "", "b.org", "a.org:5812", "c d", &"x".repeat(300), "é.org"].map(String::from).to_vec();
    });
    assert_eq!(servers.servers, ["a.org:5812", "b.org"]);
    let mut used = Settings::default();
    for i in 0..MAX_SERVERS + 3 {
        used.used_server(&format!("host{i}"));
    }
    used.used_server("host5");
    used.used_server("bad address");
    assert_eq!(used.servers.len(), MAX_SERVERS);
    assert_eq!(used.servers[..2], ["host5".to_string(), format!("host{}", MAX_SERVERS + 2)], "the last used first");
    // Languages: a short tag of letters, digits, '-' and '_'.
    let language = |l: &str| s(&|s| s.language = Some(l.to_string())).language;
    for kept in ["pt", "pt-BR", "zh_Hant", "abcdefghijklmnop"] {
        assert_eq!(language(kept).as_deref(), Some(kept));
    }
    for dropped in ["", "abcdefghijklmnopq", "en US", "../fr", "fr\n", "é"] {
        assert_eq!(language(dropped), None, "{dropped:?}");
    }
    assert_eq!(s(&|s| s.language = None).language, None);
}

/// The volume played at: the master volume, in range, or nothing when muted.
#[test]
fn muting_silences_and_the_volume_stays_in_range() {
    let v = |master_volume, muted| Settings { master_volume, muted, ..Settings::default() }.effective_volume();
    assert_eq!(
        [v(0.25, false), v(0.25, true), v(1.5, false), v(-1.0, false), v(1.0, true)],
        [0.25, 0.0, 1.0, 0.0, 0.0]
    );
}

/// A new match's rules are the settings' rules with the tracker switch of the settings
/// (R2.4), whichever way the rules had it; its players are a person on the left and the
/// computer at the settings' level, or a second person.
#[test]
fn a_new_match_follows_the_settings() {
    for (switch, in_rules) in [(false, true), (true, false), (true, true), (false, false)] {
        let rules = RuleSet { played_cards_tracker: in_rules, target_score: 7, ..RuleSet::duell(true) };
        let s = Settings { rules, played_cards_tracker: switch, ..Settings::default() };
        assert_eq!(s.match_rules(), RuleSet { played_cards_tracker: switch, ..rules });
        let other = RuleSet { played_cards_tracker: in_rules, ..RuleSet::basic() };
        assert_eq!(s.with_tracker(other), RuleSet { played_cards_tracker: switch, ..other });
    }
    let left = Controller::Human { name: "Left".into() };
    let s = Settings { ai_level: BotLevel::Hard, ..Settings::default() };
    assert_eq!(s.default_players(), Players([left.clone(), Controller::Computer { level: BotLevel::Hard }]));
    let s = Settings { opponent: OpponentKind::HotSeat, ..s };
    assert_eq!(s.default_players(), Players([left, Controller::Human { name: "Right".into() }]));
}

/// Undo is offered only when the option is on and exactly one side is a person at this
/// computer: never in hot-seat, never between computers.
#[test]
fn undo_is_offered_only_against_the_computer() {
    let human = || Controller::Human { name: "A".into() };
    let computer = || Controller::Computer { level: BotLevel::Easy };
    let remote = || Controller::Remote { name: "B".into() };
    let on = Settings { undo_vs_computer: true, ..Settings::default() };
    let off = Settings::default();
    let allowed = |s: &Settings, a, b| s.undo_allowed(&Players([a, b]));
    assert!(allowed(&on, human(), computer()));
    assert!(allowed(&on, computer(), human()));
    assert!(allowed(&on, human(), remote()));
    assert!(!allowed(&on, human(), human()));
    assert!(!allowed(&on, computer(), computer()));
    assert!(!allowed(&off, human(), computer()));
}

/// Settings saved are loaded back as they were (sanitized); no file is "missing"; a newer
/// version's file, one of another kind and one too large (over 256 KiB) are set aside.
#[test]
fn settings_are_saved_and_loaded_back() {
    let dir = TempDir::new("settings");
    let paths = DataPaths::in_dir(dir.path().join("config"));
    assert_eq!(Settings::load(&paths), Loaded::Missing);
    let mine = Settings {
        master_volume: 0.25,
        muted: true,
        animation_speed: AnimationSpeed::Fast,
        ai_delay_ms: 40,
        camera: CameraPreset::BehindFencer,
        rules: RuleSet { target_score: 3, ..RuleSet::for_level(Level::Standard) },
        played_cards_tracker: true,
        undo_vs_computer: true,
        coach: true,
        hints_asked: 5,
        coach_warnings: 2,
        opponent: OpponentKind::HotSeat,
        ai_level: BotLevel::Expert,
        window: WindowSettings { width: 800.0, height: 600.0, mode: DisplayMode::Fullscreen },
        lessons_done: vec!["first".into()],
        language: Some("de".into()),
        ui_scale: 1.25,
        reduced_motion: true,
        colour_blind: true,
        ..Settings::default()
    };
    mine.save(&paths).unwrap();
    assert_eq!(Settings::load(&paths), Loaded::Ok(mine.clone()));
    assert_eq!(Settings::load_with_notes(&paths), (Loaded::Ok(mine.clone()), Vec::new()));
    // Out of range in the file: brought into range on loading.
    let loud = Settings { master_volume: 3.0, ..mine.clone() };
    loud.save(&paths).unwrap();
    assert_eq!(Settings::load(&paths).ok().map(|s| s.master_volume), Some(1.0));
    // An older file (fewer fields) takes the defaults for the rest.
    std::fs::write(paths.settings_file(), "(format_version: 1, ai_delay_ms: 99)").unwrap();
    assert_eq!(Settings::load(&paths), Loaded::Ok(Settings { ai_delay_ms: 99, ..Settings::default() }));
    let text = to_ron(Path::new("s"), &mine).unwrap();
    let set_aside = |bytes: String, want: FileProblem| {
        std::fs::write(paths.settings_file(), bytes).unwrap();
        let Loaded::SetAside { problem: LoadProblem::Bad { problem, .. } } = Settings::load(&paths) else {
            panic!("not set aside: {want:?}")
        };
        assert_eq!(problem, want);
        assert!(!paths.settings_file().exists());
    };
    set_aside(text.replace("format_version: 1", "format_version: 2"), FileProblem::Newer { found: 2, supported: 1 });
    let mut big = text.clone();
    big.push_str(&" ".repeat((256 << 10) - text.len() + 1));
    set_aside(big, FileProblem::TooLarge { limit: 256 << 10 });
    let mut fits = text.clone();
    fits.push_str(&" ".repeat((256 << 10) - text.len()));
    std::fs::write(paths.settings_file(), fits).unwrap();
    assert_eq!(Settings::load(&paths), Loaded::Ok(mine));
    assert_eq!(<Settings as Versioned>::MAX_BYTES, 256 << 10);
}
