//! A bot that plays a uniformly random legal action: the yardstick of the arena and the
//! playout policy of the benchmark.

use super::bot::Bot;
use crate::rules::matchplay::MatchRng;
use crate::rules::{Action, ActionList, Observation};
use rand::{RngExt, SeedableRng};

/// Plays a uniformly random legal action, seeded.
pub struct RandomBot {
    rng: MatchRng,
    list: ActionList,
}

impl RandomBot {
    /// A random bot whose choices are fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        RandomBot { rng: MatchRng::seed_from_u64(seed), list: ActionList::new() }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn decide(&mut self, obs: &Observation) -> Action {
        // The viewer's legal actions depend only on what the viewer knows, so any
        // determinisation gives the same list.
        obs.determinize(&mut self.rng).legal_actions(&mut self.list);
        if self.list.is_empty() {
            return Action::Parry;
        }
        self.list[self.rng.random_range(0..self.list.len())]
    }

    fn policy(&mut self, obs: &Observation) -> Option<Vec<(Action, f64)>> {
        obs.determinize(&mut self.rng).legal_actions(&mut self.list);
        let p = 1.0 / self.list.len().max(1) as f64;
        Some(self.list.iter().map(|&a| (a, p)).collect())
    }
}
