//! The ECS mirror of a match: one entity per fencer ([`Fencer`], [`Hand`], [`Score`]) and
//! one for the cards on the table ([`Deck`]). The resolve system writes them after every
//! action from the rules state; everything else only reads them.

use crate::rules::{Cards, Side};
use bevy::prelude::*;

/// A fencer on the piste (R1.3): which side, and the space it stands on (1..=23).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fencer {
    pub side: Side,
    /// Space 1..=23 (R1.1).
    pub space: u8,
}

/// The cards a fencer holds (private to that player, R7.2).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Hand {
    pub cards: Cards,
}

/// A fencer's match score (R2.1), 0..=target.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Score(pub u8);

/// The cards on the table: the face-down draw pile's size and the discard pile (R2.4).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Deck {
    /// Cards left in the draw pile, 0..=25.
    pub draw_pile: u8,
    /// Every card played this round.
    pub discard: Cards,
    /// The top of the discard pile, 1..=5.
    pub discard_top: Option<u8>,
}

/// Marks every entity that belongs to the current match, so a new match can clear them.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct MatchEntity;
