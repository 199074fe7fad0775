//! The player's files (`engine/src/persist/`) checked at the engine's level, with no Bevy
//! linked: what each function's doc comment promises, from dates to the data folder's lock.
//! The mutation run (README, "A measure of the tests") found these promises kept only by
//! the game's slow tests (`tests/it/persist.rs`), which it cannot run for every change;
//! every test here is under `persist::`, so `cargo test -p en-garde-engine -- persist`
//! runs them with the library's own `persist::` unit tests.

mod autosave;
mod journal;
mod lock;
mod paths;
mod record;
mod replay;
mod room;
mod settings;
mod stats;
mod store;
mod time;
mod verify;

use en_garde_engine::ai::random::RandomBot;
use en_garde_engine::ai::{Bot, BotLevel, Controller, Players};
use en_garde_engine::persist::{MatchRecord, UtcTime};
use en_garde_engine::rules::{Match, MatchHistory, MatchPhase, MatchStep, RuleSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// A fresh folder under the system's temp folder, named for the test, the process and a
/// counter, and removed when dropped. Tests never touch the real config and data folders.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        static N: AtomicU32 = AtomicU32::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("en-garde-engine-{name}-{}-{n}", std::process::id()));
        // A folder of an earlier run with the same process number is not this test's.
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The names of the entries of `dir`, sorted.
pub fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|d| d.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect())
        .unwrap_or_default();
    names.sort();
    names
}

/// A person ("Ann") on the left against the computer at `easy`.
pub fn vs_computer() -> Players {
    Players([Controller::Human { name: "Ann".into() }, Controller::Computer { level: BotLevel::Easy }])
}

/// A whole match played through the rules by two random bots seeded from `seed`.
pub fn random_match(rules: RuleSet, seed: u64) -> MatchHistory {
    let mut history = MatchHistory::new(rules, seed);
    let mut game: Match = history.opening();
    let mut bots = [RandomBot::new(seed + 100), RandomBot::new(seed + 200)];
    while !game.is_over() {
        let step = match game.phase() {
            MatchPhase::Over { .. } => break,
            MatchPhase::RoundOver(_) => MatchStep::NextRound,
            MatchPhase::ChooseDuellCard { chooser } => MatchStep::ChooseDuellCard {
                who: chooser,
                card: bots[chooser.index()].choose_duell_card(&game.observation(chooser)),
            },
            MatchPhase::Playing => {
                let who = game.round().to_act().unwrap();
                MatchStep::Act { who, action: bots[who.index()].decide(&game.observation(who)) }
            }
        };
        history.play(&mut game, step).unwrap();
    }
    history
}

/// The record of [`random_match`], finished at `finished` (seconds since the epoch), begun
/// ten minutes before.
pub fn random_record(rules: RuleSet, seed: u64, players: Players, finished: i64, id: Option<&str>) -> MatchRecord {
    let t = |s| UtcTime { unix_seconds: s };
    let history = random_match(rules, seed);
    MatchRecord::from_history(&history, &players, t(finished - 600), t(finished), id.map(String::from)).unwrap()
}
