//! Who sits at each side of the piste in the running game: the [`Players`] of the engine
//! (a person or a computer level per side, as saves and records store them) held as a
//! Bevy resource.

use crate::ai::Players;
use bevy::prelude::*;

/// The controllers of both sides for the match being played (or about to be), indexed by
/// `Side::index`. Reads as [`Players`] through `Deref`.
#[derive(Resource, Clone, Debug, PartialEq, Eq, Default, Deref, DerefMut)]
pub struct Seats(pub Players);
