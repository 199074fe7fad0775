//! The player's settings (`settings.ron`): audio, animation, AI delay, camera, the
//! default rules and opponent, the window, the played-cards tracker and undo. Loaded at
//! start, saved at once when changed (the persist plugin does both).

use super::paths::DataPaths;
use super::store::{self, Loaded, StoreError, Versioned};
use crate::ai::{BotLevel, Controller, Players};
use crate::rules::RuleSet;
use serde::{Deserialize, Serialize};

/// How fast actions are animated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnimationSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    /// No animation: the result is shown at once.
    Instant,
}

impl AnimationSpeed {
    /// All speeds, slowest first, as a menu lists them.
    pub const ALL: [AnimationSpeed; 4] =
        [AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast, AnimationSpeed::Instant];

    /// The factor to multiply animation rates by (0.5, 1, 2), or `None` for
    /// [`AnimationSpeed::Instant`] (skip animations).
    pub fn factor(self) -> Option<f32> {
        match self {
            AnimationSpeed::Slow => Some(0.5),
            AnimationSpeed::Normal => Some(1.0),
            AnimationSpeed::Fast => Some(2.0),
            AnimationSpeed::Instant => None,
        }
    }
}

/// Where the 3D camera looks from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CameraPreset {
    /// From the side of the piste, like a televised bout.
    #[default]
    Broadside,
    /// From high above the piste.
    Overhead,
    /// Behind the fencer of the player at this computer (Left in hot-seat).
    BehindFencer,
}

impl CameraPreset {
    /// All presets, as a menu lists them.
    pub const ALL: [CameraPreset; 3] = [CameraPreset::Broadside, CameraPreset::Overhead, CameraPreset::BehindFencer];
}

/// Windowed or full screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DisplayMode {
    #[default]
    Windowed,
    /// Borderless full screen on the current monitor.
    Fullscreen,
}

/// The window's size and mode, remembered between runs.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct WindowSettings {
    /// Width in logical pixels, 640..=7680 (default 1280).
    pub width: f32,
    /// Height in logical pixels, 360..=4320 (default 720).
    pub height: f32,
    /// Windowed or full screen.
    pub mode: DisplayMode,
}

impl Default for WindowSettings {
    fn default() -> Self {
        WindowSettings { width: 1280.0, height: 720.0, mode: DisplayMode::Windowed }
    }
}

/// Who the default new match is against.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OpponentKind {
    /// The computer, at [`Settings::ai_level`].
    #[default]
    Computer,
    /// Another person at this computer (hot-seat).
    HotSeat,
}

/// Range of [`Settings::ai_delay_ms`].
pub const AI_DELAY_RANGE_MS: std::ops::RangeInclusive<u32> = 0..=5000;

/// Everything the player can set. Missing fields in the file take their defaults, so
/// files from older versions load; out-of-range values are brought into range
/// ([`Settings::sanitized`]). An unknown field means a file of another kind (or a newer
/// version's, which would also carry a newer `format_version`): it is refused, so that
/// the file is kept aside rather than overwritten with defaults.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The file format, [`Settings::FORMAT_VERSION`].
    pub format_version: u32,
    /// Master volume, 0.0..=1.0 (default 0.8).
    pub master_volume: f32,
    /// All sound off (the volume is kept).
    pub muted: bool,
    /// How fast actions are animated.
    pub animation_speed: AnimationSpeed,
    /// How long the computer waits before showing its decision, in milliseconds,
    /// 0..=5000 (default 600).
    pub ai_delay_ms: u32,
    /// The camera's point of view.
    pub camera: CameraPreset,
    /// The rules of a new match (level, target score, options). Its
    /// `played_cards_tracker` is ignored: [`Settings::played_cards_tracker`] is the one
    /// switch, see [`Settings::match_rules`].
    pub rules: RuleSet,
    /// Show the played-cards tracker (R2.4; default off).
    pub played_cards_tracker: bool,
    /// Allow taking back a decision against the computer (default off; never in
    /// hot-seat).
    pub undo_vs_computer: bool,
    /// The coach: a warning before a person plays a blunder (off by default).
    pub coach: bool,
    /// How many hints were asked for, over every match (shown in Statistics).
    pub hints_asked: u32,
    /// How many blunders the coach warned of, over every match (shown in Statistics).
    pub coach_warnings: u32,
    /// The default opponent of a new match.
    pub opponent: OpponentKind,
    /// The computer's level, one of [`BotLevel::MENU`] (default easy). A name this build
    /// does not know (or none) gives the default, and the rest of the file still counts.
    #[serde(deserialize_with = "level_or_default")]
    pub ai_level: BotLevel,
    /// The window's size and mode.
    pub window: WindowSettings,
    /// The tutorial's lessons finished, by id ([`crate::tutorial::Lesson::id`]), in the
    /// order they were first finished; at most [`MAX_LESSONS_DONE`].
    pub lessons_done: Vec<String>,
    /// The language chosen in Settings, as its code (`"en"`, `"fr"`, `"de"`, `"ja"`,
    /// `"pt"`, `"es"`); `None` (the default) follows the system's language. A code this
    /// build does not speak is kept and also follows the system.
    pub language: Option<String>,
    /// The panels' scale, 0.75..=2.0 (default 1.0), on top of the scale that follows the
    /// window's size.
    pub ui_scale: f32,
    /// Reduced motion: nothing on screen moves by itself — the fencers and cards go to
    /// their places at once, the camera keeps the whole piste, no sparks (default off).
    pub reduced_motion: bool,
    /// The colour-blind-safe palette (Okabe–Ito hues for the highlights and the sides;
    /// default off). The highlights are never told apart by colour alone either way.
    pub colour_blind: bool,
    /// The network players whose emotes are not shown, by identity key (64 hexadecimal
    /// digits, lower case); at most [`MAX_MUTED`].
    pub muted_players: Vec<String>,
    /// The network servers the player has used (`host:port`, as typed), the last used
    /// first; at most [`MAX_SERVERS`], each at most [`MAX_SERVER_CHARS`] characters.
    pub servers: Vec<String>,
    /// The player's puzzles: rating, streak, what was tried.
    pub puzzles: PuzzleProgress,
}

/// A player's puzzles (the Puzzles screen): their puzzle rating on the Glicko-2 scale, the
/// streak, and the puzzles tried with those puzzles' own ratings as this player's attempts
/// moved them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PuzzleProgress {
    /// The player's puzzle rating, 0..=4000 (1500 at first).
    pub rating: f64,
    /// Its deviation, 30..=350 (350 at first).
    pub deviation: f64,
    /// Glicko-2's volatility, 0.01..=0.2 (0.06 at first).
    pub volatility: f64,
    /// Puzzles solved in a row, at the first try of each.
    pub streak: u32,
    /// The longest streak.
    pub best_streak: u32,
    /// Puzzles tried (each counted once, at its first try).
    pub tried: u32,
    /// Of them, solved at the first try.
    pub solved: u32,
    /// Each puzzle tried, by id, with its rating and deviation after this player's try;
    /// at most [`MAX_PUZZLES_TRIED`].
    pub done: Vec<(String, f64, f64)>,
    /// The last day (days since 1970-01-01) whose daily puzzle was tried, and whether it
    /// was solved.
    pub daily: Option<(i64, bool)>,
}

impl Default for PuzzleProgress {
    fn default() -> Self {
        PuzzleProgress {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            streak: 0,
            best_streak: 0,
            tried: 0,
            solved: 0,
            done: Vec::new(),
            daily: None,
        }
    }
}

/// The most puzzles [`PuzzleProgress::done`] keeps (more than the game ships).
pub const MAX_PUZZLES_TRIED: usize = 4096;

impl PuzzleProgress {
    /// The progress with every value in its range (a NaN or an edited number: the start
    /// value), each puzzle once.
    fn sanitized(mut self) -> PuzzleProgress {
        let d = PuzzleProgress::default();
        let within = |v: f64, lo: f64, hi: f64, def: f64| if v.is_finite() { v.clamp(lo, hi) } else { def };
        self.rating = within(self.rating, 0.0, 4000.0, d.rating);
        self.deviation = within(self.deviation, 30.0, 350.0, d.deviation);
        self.volatility = within(self.volatility, 0.01, 0.2, d.volatility);
        self.solved = self.solved.min(self.tried);
        self.best_streak = self.best_streak.max(self.streak);
        let mut seen = std::collections::HashSet::new();
        self.done.retain(|(id, r, dev)| {
            !id.is_empty() && id.len() <= 32 && r.is_finite() && dev.is_finite() && seen.insert(id.clone())
        });
        self.done.truncate(MAX_PUZZLES_TRIED);
        for (_, r, dev) in &mut self.done {
            *r = r.clamp(0.0, 4000.0);
            *dev = dev.clamp(30.0, 350.0);
        }
        self
    }
}

/// The most servers [`Settings::servers`] keeps (the least recently used go first).
pub const MAX_SERVERS: usize = 8;

/// The longest server address [`Settings::servers`] keeps, in characters.
pub const MAX_SERVER_CHARS: usize = 255;

/// Whether [`Settings::servers`] keeps `a` (trimmed): 1 to [`MAX_SERVER_CHARS`] printable
/// ASCII characters.
fn server_address_ok(a: &str) -> bool {
    !a.is_empty() && a.len() <= MAX_SERVER_CHARS && a.chars().all(|c| c.is_ascii_graphic())
}

/// The most players [`Settings::muted_players`] holds (the oldest go first).
pub const MAX_MUTED: usize = 256;

/// Range of [`Settings::ui_scale`].
pub const UI_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.0;

/// The most lesson ids a settings file keeps (the courses have a few dozen at most).
pub const MAX_LESSONS_DONE: usize = 256;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            format_version: Self::FORMAT_VERSION,
            master_volume: 0.8,
            muted: false,
            animation_speed: AnimationSpeed::Normal,
            ai_delay_ms: 600,
            camera: CameraPreset::Broadside,
            rules: RuleSet::default(),
            played_cards_tracker: false,
            undo_vs_computer: false,
            coach: false,
            hints_asked: 0,
            coach_warnings: 0,
            opponent: OpponentKind::Computer,
            ai_level: BotLevel::Easy,
            window: WindowSettings::default(),
            lessons_done: Vec::new(),
            puzzles: PuzzleProgress::default(),
            language: None,
            ui_scale: 1.0,
            reduced_motion: false,
            colour_blind: false,
            muted_players: Vec::new(),
            servers: Vec::new(),
        }
    }
}

impl Versioned for Settings {
    const FORMAT_VERSION: u32 = 1;
    const KIND: store::FileKind = store::FileKind::Settings;
    // A settings file is a few hundred bytes.
    const MAX_BYTES: u64 = 256 << 10;
    fn format_version(&self) -> u32 {
        self.format_version
    }
}

impl Settings {
    /// The settings format this build writes.
    pub const FORMAT_VERSION: u32 = <Self as Versioned>::FORMAT_VERSION;

    /// The settings with every value in its documented range: the volume clamped (NaN:
    /// the default), the AI delay clamped, the window size clamped, rules that fail
    /// [`RuleSet::validate`] replaced by the default rules.
    pub fn sanitized(mut self) -> Settings {
        let d = Settings::default();
        self.format_version = Self::FORMAT_VERSION;
        self.master_volume =
            if self.master_volume.is_nan() { d.master_volume } else { self.master_volume.clamp(0.0, 1.0) };
        self.ai_delay_ms = self.ai_delay_ms.clamp(*AI_DELAY_RANGE_MS.start(), *AI_DELAY_RANGE_MS.end());
        let size = |v: f32, lo: f32, hi: f32, def: f32| if v.is_finite() { v.clamp(lo, hi) } else { def };
        self.window.width = size(self.window.width, 640.0, 7680.0, d.window.width);
        self.window.height = size(self.window.height, 360.0, 4320.0, d.window.height);
        // Lesson ids: short, each once, a bounded list.
        let mut seen = std::collections::HashSet::new();
        self.lessons_done.retain(|id| !id.is_empty() && id.len() <= 64 && seen.insert(id.clone()));
        self.lessons_done.truncate(MAX_LESSONS_DONE);
        self.puzzles = self.puzzles.sanitized();
        // Muted players: keys as the game writes them, each once, the newest kept.
        let mut seen = std::collections::HashSet::new();
        self.muted_players.retain(|k| {
            k.len() == 64
                && k.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
                && seen.insert(k.clone())
        });
        let extra = self.muted_players.len().saturating_sub(MAX_MUTED);
        self.muted_players.drain(..extra);
        // Servers: printable addresses, each once, the last used first.
        let mut seen = std::collections::HashSet::new();
        let servers = std::mem::take(&mut self.servers);
        self.servers = servers
            .iter()
            .map(|a| a.trim().to_string())
            .filter(|a| server_address_ok(a) && seen.insert(a.clone()))
            .take(MAX_SERVERS)
            .collect();
        if self.rules.validate().is_err() {
            self.rules = d.rules;
        }
        self.ui_scale = if self.ui_scale.is_finite() {
            self.ui_scale.clamp(*UI_SCALE_RANGE.start(), *UI_SCALE_RANGE.end())
        } else {
            d.ui_scale
        };
        // A language code is a short tag ("pt", "pt-BR"); anything else follows the system.
        if self.language.as_ref().is_some_and(|l| {
            l.is_empty() || l.len() > 16 || !l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        }) {
            self.language = None;
        }
        self
    }

    /// Notes that the server `address` was used now: first in [`Settings::servers`], each
    /// address once, at most [`MAX_SERVERS`] kept. An address that is blank, longer than
    /// [`MAX_SERVER_CHARS`] or not printable ASCII is not kept.
    pub fn used_server(&mut self, address: &str) {
        let a = address.trim();
        if !server_address_ok(a) {
            return;
        }
        self.servers.retain(|s| s != a);
        self.servers.insert(0, a.to_string());
        self.servers.truncate(MAX_SERVERS);
    }

    /// The volume to play at, 0.0..=1.0 (0 when muted).
    pub fn effective_volume(&self) -> f32 {
        if self.muted { 0.0 } else { self.master_volume.clamp(0.0, 1.0) }
    }

    /// The rules for a new match: [`Settings::rules`] with the tracker switch applied.
    pub fn match_rules(&self) -> RuleSet {
        self.with_tracker(self.rules)
    }

    /// `rules` with the played-cards tracker (R2.4) as [`Settings::played_cards_tracker`]
    /// says: the one switch, applied to every new match's rules, which the game then
    /// follows for that match.
    pub fn with_tracker(&self, rules: RuleSet) -> RuleSet {
        RuleSet { played_cards_tracker: self.played_cards_tracker, ..rules }
    }

    /// The default players of a new match: a person on the left, and on the right the
    /// computer at [`Settings::ai_level`] or a second person (hot-seat).
    pub fn default_players(&self) -> Players {
        let right = match self.opponent {
            OpponentKind::Computer => Controller::Computer { level: self.ai_level },
            OpponentKind::HotSeat => Controller::Human { name: "Right".into() },
        };
        Players([Controller::Human { name: "Left".into() }, right])
    }

    /// True when the undo button may be offered for `players`: the option is on and
    /// exactly one side is a person (never in hot-seat, nothing to undo between
    /// computers).
    pub fn undo_allowed(&self, players: &Players) -> bool {
        self.undo_vs_computer && players.0.iter().filter(|c| c.is_human()).count() == 1
    }

    /// Loads `settings.ron` (bad files are set aside, see [`store::load_ron`]); the
    /// values are [`Settings::sanitized`]. Use `.ok().unwrap_or_default()` for the
    /// settings to play with and [`Loaded::notice`] for the message.
    pub fn load(paths: &DataPaths) -> Loaded<Settings> {
        Settings::load_with_notes(paths).0
    }

    /// [`Settings::load`], with a note for the player about each value of the file that
    /// was replaced by its default (a computer level this version does not know).
    pub fn load_with_notes(paths: &DataPaths) -> (Loaded<Settings>, Vec<SettingsNote>) {
        let loaded = match store::load_ron::<Settings>(&paths.settings_file()) {
            Loaded::Ok(s) => Loaded::Ok(s.sanitized()),
            other => other,
        };
        let mut notes = Vec::new();
        if let Loaded::Ok(s) = &loaded
            && let Some(name) = level_named_in(&paths.settings_file())
            && name.parse::<BotLevel>().is_err()
        {
            notes.push(SettingsNote::UnknownLevel { name, used: s.ai_level });
        }
        (loaded, notes)
    }

    /// Saves to `settings.ron` atomically.
    ///
    /// # Errors
    /// The operating system's refusal.
    pub fn save(&self, paths: &DataPaths) -> Result<(), StoreError> {
        store::save_ron(&paths.settings_file(), self)
    }
}

/// A value of the settings file that was replaced ([`Settings::load_with_notes`]). Its
/// `Display` is the English sentence of logs and the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsNote {
    /// The file names the computer level `name`, which this version does not know; the
    /// computer plays at `used` instead.
    UnknownLevel { name: String, used: BotLevel },
}

impl std::fmt::Display for SettingsNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SettingsNote::UnknownLevel { name, used } => write!(
                f,
                "The settings name the computer level {name:?}, which this version does not know; the computer \
                 plays at {used} instead."
            ),
        }
    }
}

/// The computer level's name as the settings file writes it (`ai_level: "NAME"`), if it
/// has one. Read from the text: RON cannot skip the file's other values unparsed.
fn level_named_in(path: &std::path::Path) -> Option<String> {
    let bytes = store::read_limited(path, <Settings as Versioned>::MAX_BYTES).ok()?;
    let text = std::str::from_utf8(&bytes).ok()?;
    let rest = &text[text.find("ai_level")? + "ai_level".len()..];
    let rest = rest.trim_start().strip_prefix(':')?.trim_start().strip_prefix('"')?;
    Some(rest[..rest.find('"')?].to_string())
}

/// Reads a computer level leniently: an unknown or empty name is the default level rather
/// than a reason to set the whole settings file aside.
fn level_or_default<'de, D: serde::Deserializer<'de>>(d: D) -> Result<BotLevel, D::Error> {
    let name = String::deserialize(d)?;
    Ok(name.parse().unwrap_or(Settings::default().ai_level))
}
