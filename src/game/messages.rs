//! Intents: what the UI, the AI and tests ask the game to do.

use super::components::MatchKind;
use crate::rules::{Action, DuellCard, Match, MatchHistory, Round, RuleSet, Side};
use bevy::prelude::*;

/// "`side` wants to play `action`": written by whoever controls that side. The resolve
/// system applies it through the rules or refuses it with [`super::ActionRefused`].
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActionRequested {
    pub side: Side,
    pub action: Action,
}

/// Requests about the match as a whole.
#[derive(Message, Debug, Clone)]
pub enum MatchRequest {
    /// Start a new match with these rules and seed (replaces any match in progress).
    New { rules: RuleSet, seed: u64 },
    /// Start a match whose first round is at this position: a scenario file's
    /// ([`MatchKind::Match`]), a lesson's or a practice's, which `kind` carries onto the
    /// table.
    FromPosition { rules: RuleSet, seed: u64, round: Box<Round>, kind: MatchKind },
    /// Continue a saved match: its history and the match that history plays (replayed
    /// and checked by whoever sends it).
    Resume(Box<(MatchHistory, Match)>),
    /// Take the match off the table (a lesson or practice left with no match set aside):
    /// the piste stands empty, as before the first match.
    Close,
    /// Set up the next round after a round ended (R6.4).
    NextRound,
    /// The starter's choice under Duell D3 (R8).
    ChooseDuellCard { side: Side, card: DuellCard },
    /// Take back `side`'s last decision (an action or a D3 choice) and everything after
    /// it; the opponent's reply is then decided afresh.
    Undo { side: Side },
}
