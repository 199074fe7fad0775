//! The settings file is read leniently where one bad value must not cost the player every
//! other setting.

use en_garde_engine::ai::BotLevel;
use en_garde_engine::persist::Settings;
use en_garde_engine::persist::settings::SettingsNote;
use en_garde_engine::persist::store::{parse_ron, to_ron};
use std::path::Path;

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
