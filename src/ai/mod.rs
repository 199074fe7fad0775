//! The computer players, built on [`crate::rules`] alone (no Bevy). Every bot decides from
//! its [`Observation`] and its own seeded generator, never from the hidden state (R7.2).

pub mod random;

use crate::rules::{Action, DuellCard, Observation};

/// A computer player. Implementations must decide from `obs` alone (and their own seeded
/// randomness); the returned action must be legal for the view.
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
}
