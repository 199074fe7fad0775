//! The computer players, built on [`crate::rules`] alone (no Bevy). Every bot decides from
//! its [`Observation`] and its own seeded generator, never from the hidden state (R7.2):
//! fair by construction, since [`Bot::decide`] is given nothing else.
//!
//! Levels ([`BotLevel`]), weakest first: `random` (uniform legal actions), `beginner`,
//! `easy` and `normal` (the card-counting heuristic of [`heuristic`] with less and less
//! noise), `hard` (SO-ISMCTS with heuristic playouts and an exact endgame, [`search`]),
//! `expert` (`hard` with a larger budget on every core), and `reflex` (the yardstick of
//! the strength targets, [`reflex`]). The game calls [`make_bot`] and [`hint`].

mod endgame;
pub mod heuristic;
pub mod protocol;
pub mod random;
pub mod reflex;
pub mod search;
mod view;

use crate::rules::matchplay::MatchRng;
use crate::rules::{Action, ActionList, DuellCard, Observation, Round, RuleSet};
use rand::SeedableRng;
use std::time::Duration;

/// A computer player. Implementations must decide from `obs` alone (and their own seeded
/// randomness); the returned action must be legal for the view. `Send`, so the game can
/// run [`Bot::decide`] off the main thread.
pub trait Bot: Send {
    /// A short name for logs and the arena ("random", "easy", …).
    fn name(&self) -> &str;

    /// Chooses the action for the player whose view `obs` is. Called only when that player
    /// is to act.
    fn decide(&mut self, obs: &Observation) -> Action;

    /// Chooses the special card under Duell D3 (R8): one of D4..=D7.
    fn choose_duell_card(&mut self, _obs: &Observation) -> DuellCard {
        DuellCard::D6
    }

    /// Sets the wall-clock budget of each following decision (the bot protocol's
    /// `think_ms`). Bots that do not search ignore it.
    fn set_think_time(&mut self, _budget: Duration) {}
}

/// The AI levels the game and the command line offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// A level name that is not one of [`BotLevel::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown bot level {0:?}; known: random, beginner, easy, normal, hard, expert, reflex")]
pub struct UnknownLevel(pub String);

impl std::str::FromStr for BotLevel {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        BotLevel::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(s)).ok_or_else(|| UnknownLevel(s.to_string()))
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
/// core, a larger exact endgame (`iterations`: override per thread without a deadline).
pub fn expert_config(iterations: Option<u32>) -> search::SearchConfig {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(64);
    let base = search::SearchConfig { threads, exact_pile: 4, exact_nodes: 2_000_000, ..hard_config(None) };
    match iterations {
        Some(n) => search::SearchConfig { iterations: n.max(1), deadline: None, ..base },
        None => search::SearchConfig { iterations: 4 * HARD_ITERATIONS, deadline: Some(EXPERT_DEADLINE), ..base },
    }
}

/// One entry of a hint: an action and `hard`'s estimate of the round win chance after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HintEntry {
    /// A legal action of the viewer.
    pub action: Action,
    /// Estimated chance of winning the current round after this action, 0..=1 (a drawn
    /// round counts ½): the mean playout result of the search, or the exact value once the
    /// endgame is solved.
    pub win_chance: f64,
}

/// The Hint button: `hard`'s search from `obs` for about `budget` (wall clock), seeded
/// with `seed`. Returns every legal action the search tried, best first (most visited;
/// in the exact endgame: highest value), each with its estimated round win chance. Empty
/// when the viewer has nothing to decide (round over, or not the viewer's turn).
pub fn hint(obs: &Observation, seed: u64, budget: Duration) -> Vec<HintEntry> {
    if obs.to_act != Some(obs.viewer) {
        return Vec::new();
    }
    let cfg = search::SearchConfig { iterations: u32::MAX, deadline: Some(budget), ..search::SearchConfig::hard(1) };
    search::rank(obs, &cfg, seed)
}

/// The viewer's legal actions: they depend only on what the viewer knows, so any
/// determinisation gives the same list (a fixed seed keeps it cheap and deterministic).
pub(crate) fn legal_actions(obs: &Observation, list: &mut ActionList) {
    list.clear();
    if obs.to_act != Some(obs.viewer) {
        return;
    }
    obs.determinize(&mut MatchRng::seed_from_u64(0)).legal_actions(list);
}

/// Duell D3 (R8): the chooser (the round's starter) picks the card among D4..=D7 under
/// which `n` heuristic playouts from fresh deals, with the chooser starting, win most
/// often for it.
pub(crate) fn choose_duell_card_by_playouts(obs: &Observation, rng: &mut MatchRng, n: u32) -> DuellCard {
    let mut set = RuleSet::for_level(obs.rules.level);
    set.final_retreat_skips_card_count = obs.rules.final_retreat_skips_card_count;
    let me = obs.viewer;
    let mut list = ActionList::new();
    let mut best = (DuellCard::D6, f64::NEG_INFINITY);
    for card in DuellCard::D3_CHOICES {
        let rules = set.round_rules(Some(card));
        let mut won = 0.0;
        for _ in 0..n {
            let mut r = Round::deal(rules, me, rng);
            while let Some(side) = r.to_act() {
                match heuristic::playout_action(&r, &mut list, rng, 0.1) {
                    Some(a) if r.apply(side, a).is_ok() => {}
                    _ => break,
                }
            }
            won += match r.result().and_then(|x| x.winner()) {
                Some(w) if w == me => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        if won > best.1 {
            best = (card, won);
        }
    }
    best.0
}
