//! What a computer player is: the [`Bot`] trait, and the legal actions of a view that
//! every bot chooses from.

use super::stop::Stop;
use crate::rules::matchplay::MatchRng;
use crate::rules::{Action, ActionList, DuellCard, Observation};
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

    /// [`Bot::decide`] for a caller that may stop wanting the answer: once `stop` is
    /// raised the bot ends its work at its next look at the clock and returns a legal
    /// action that the caller will not use. The search levels look every 32 playouts of
    /// the tree search, every 1024 nodes of the determinised endgame, and in the CFR+
    /// endgame every 4096 nodes of its build and after every iteration of its solve (its
    /// NashConv, measured every 16 iterations, runs to its end). Bots that decide in
    /// microseconds ignore it (the default).
    fn decide_unless(&mut self, obs: &Observation, stop: &Stop) -> Action {
        let _ = stop;
        self.decide(obs)
    }

    /// Chooses the special card under Duell D3 (R8): one of D4..=D7.
    fn choose_duell_card(&mut self, _obs: &Observation) -> DuellCard {
        DuellCard::D6
    }

    /// Sets the wall-clock budget of each following decision (the bot protocol's
    /// `think_ms`). Bots that do not search ignore it.
    fn set_think_time(&mut self, _budget: Duration) {}

    /// The probabilities with which [`Bot::decide`] would choose each legal action of
    /// `obs` (0..=1, adding up to 1), where the bot can say them exactly; `None` where it
    /// cannot (a search, whose choice depends on its playouts). For measuring a policy
    /// (`ai::exploit`); it may use the bot's random generator.
    fn policy(&mut self, _obs: &Observation) -> Option<Vec<(Action, f64)>> {
        None
    }
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
