//! The levels the game and the command line offer ([`BotLevel`], [`BotSpec`]) and the bot
//! each one makes.

use super::bot::Bot;
use super::{heuristic, random, reflex, search};
use std::time::Duration;

/// The AI levels the game and the command line offer. Stored in files as its name
/// (`"hard"`), read back case-insensitively.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum BotLevel {
    /// Uniformly random legal actions.
    Random,
    /// The heuristic with much noise, but never an obvious blunder: for new players.
    Beginner,
    /// The card-counting heuristic with some noise.
    Easy,
    /// The card-counting heuristic, always its best action (< 1 ms per decision).
    Normal,
    /// SO-ISMCTS, 50,000 iterations per decision, at most 0.9 s (one core).
    Hard,
    /// `hard` with 4× the iterations per core on every core, at most 3 s.
    Expert,
    /// Attack whenever possible with every matching card, parry whenever possible,
    /// otherwise advance to the furthest safe space: the yardstick of the strength targets.
    Reflex,
}

/// Iterations per decision of `hard`, and its wall-clock cap.
pub const HARD_ITERATIONS: u32 = 50_000;
/// `hard`'s wall-clock cap per decision: the iteration count fits well inside it on the
/// reference machine, so decisions are reproducible there; a slower machine stops early.
pub const HARD_DEADLINE: Duration = Duration::from_millis(900);
/// `expert`'s wall-clock cap per decision.
pub const EXPERT_DEADLINE: Duration = Duration::from_millis(3000);

impl BotLevel {
    /// Every level, weakest first (reflex last: it is a yardstick, not a menu entry).
    pub const ALL: [BotLevel; 7] = [
        BotLevel::Random,
        BotLevel::Beginner,
        BotLevel::Easy,
        BotLevel::Normal,
        BotLevel::Hard,
        BotLevel::Expert,
        BotLevel::Reflex,
    ];

    /// The level's lowercase name ("random", "beginner", …).
    pub const fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Beginner => "beginner",
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Hard => "hard",
            BotLevel::Expert => "expert",
            BotLevel::Reflex => "reflex",
        }
    }
}

impl std::fmt::Display for BotLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl BotLevel {
    /// The levels a player can choose in the game's menus: every level (the set-up lists
    /// them in the ladder's order, by measured strength).
    pub const MENU: [BotLevel; 7] = [
        BotLevel::Random,
        BotLevel::Beginner,
        BotLevel::Easy,
        BotLevel::Reflex,
        BotLevel::Normal,
        BotLevel::Hard,
        BotLevel::Expert,
    ];

    /// True for the levels that search (`hard`, `expert`) and so take an iteration count.
    pub const fn searches(self) -> bool {
        matches!(self, BotLevel::Hard | BotLevel::Expert)
    }
}

/// A computer player as the command line and the arena name one: `LEVEL` or
/// `LEVEL:ITERATIONS` (the search levels' iterations per decision, 1..=u32::MAX, without a
/// wall-clock cap, so that a run is reproducible anywhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BotSpec {
    /// The level.
    pub level: BotLevel,
    /// Iterations per decision for `hard` and `expert`; `None`: the level's own budget.
    pub iterations: Option<u32>,
}

/// Why a bot specification was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadBotSpec {
    /// The level name is not known.
    #[error(transparent)]
    Level(#[from] UnknownLevel),
    /// An iteration count for a level that does not search.
    #[error("{0:?}: only hard and expert search, so only they take an iteration count")]
    NoSearch(String),
    /// The iteration count is not a whole number from 1.
    #[error("bad iteration count in {0:?}: a whole number from 1 to 4294967295, e.g. hard:2000")]
    Iterations(String),
}

impl std::str::FromStr for BotSpec {
    type Err = BadBotSpec;

    fn from_str(spec: &str) -> Result<Self, Self::Err> {
        let (name, count) = match spec.split_once(':') {
            None => (spec, None),
            Some((n, it)) => (n, Some(it)),
        };
        let level: BotLevel = name.parse()?;
        let iterations = match count {
            None => None,
            Some(_) if !level.searches() => return Err(BadBotSpec::NoSearch(spec.to_string())),
            Some(it) => match it.parse::<u32>() {
                Ok(i) if i >= 1 => Some(i),
                _ => return Err(BadBotSpec::Iterations(spec.to_string())),
            },
        };
        Ok(BotSpec { level, iterations })
    }
}

impl std::fmt::Display for BotSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.iterations {
            None => write!(f, "{}", self.level),
            Some(i) => write!(f, "{}:{i}", self.level),
        }
    }
}

impl BotSpec {
    /// A bot of this specification whose choices are fixed by `seed`.
    pub fn make(&self, seed: u64) -> Box<dyn Bot> {
        make_bot_with(self.level, seed, self.iterations)
    }
}

/// A level name that is not one of [`BotLevel::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl std::fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let known: Vec<&str> = BotLevel::ALL.iter().map(|l| l.name()).collect();
        write!(f, "unknown bot level {:?}; known: {}", self.0, known.join(", "))
    }
}

impl std::error::Error for UnknownLevel {}

impl std::str::FromStr for BotLevel {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        BotLevel::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(s)).ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

impl TryFrom<String> for BotLevel {
    type Error = UnknownLevel;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<BotLevel> for String {
    fn from(l: BotLevel) -> String {
        l.name().to_string()
    }
}

/// A bot of `level` whose choices are fixed by `seed` (for `hard` and `expert`, also by how
/// many iterations fit in the wall-clock cap; on the reference machine all of them do).
pub fn make_bot(level: BotLevel, seed: u64) -> Box<dyn Bot> {
    make_bot_with(level, seed, None)
}

/// [`make_bot`] with the search levels' iterations per decision (per thread for
/// `expert`) set to `iterations` and no wall-clock cap, so that a run is reproducible
/// anywhere; other levels ignore it. The arena uses it for quick strength runs.
pub fn make_bot_with(level: BotLevel, seed: u64, iterations: Option<u32>) -> Box<dyn Bot> {
    match level {
        BotLevel::Random => Box::new(random::RandomBot::new(seed)),
        BotLevel::Beginner => Box::new(heuristic::HeuristicBot::beginner(seed)),
        BotLevel::Easy => Box::new(heuristic::HeuristicBot::easy(seed)),
        BotLevel::Normal => Box::new(heuristic::HeuristicBot::normal(seed)),
        BotLevel::Reflex => Box::new(reflex::ReflexBot::new(seed)),
        BotLevel::Hard => Box::new(search::SearchBot::new("hard", hard_config(iterations), seed)),
        BotLevel::Expert => Box::new(search::SearchBot::new("expert", expert_config(iterations), seed)),
    }
}

/// `hard`'s search settings (`iterations`: override without a deadline).
pub fn hard_config(iterations: Option<u32>) -> search::SearchConfig {
    match iterations {
        Some(n) => search::SearchConfig::hard(n),
        None => search::SearchConfig { deadline: Some(HARD_DEADLINE), ..search::SearchConfig::hard(HARD_ITERATIONS) },
    }
}

/// `expert`'s search settings: `hard` with 4× the iterations per thread, one thread per
/// core, a larger exact endgame solved as an imperfect-information game by CFR+
/// ([`search::Exact::Cfr`]; `iterations`: override per thread without a deadline).
pub fn expert_config(iterations: Option<u32>) -> search::SearchConfig {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(64);
    let base = search::SearchConfig {
        threads,
        exact_pile: 4,
        exact_nodes: 2_000_000,
        exact: search::Exact::Cfr,
        ..hard_config(None)
    };
    match iterations {
        Some(n) => search::SearchConfig { iterations: n.max(1), deadline: None, ..base },
        None => search::SearchConfig { iterations: 4 * HARD_ITERATIONS, deadline: Some(EXPERT_DEADLINE), ..base },
    }
}
