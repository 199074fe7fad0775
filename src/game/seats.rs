//! Who sits at each side of the piste in the running game: the [`Players`] of the engine
//! (a person or a computer level per side, as saves and records store them) held as a
//! Bevy resource.

use crate::ai::Players;
use bevy::prelude::*;

/// The controllers of both sides for the match being played (or about to be), indexed by
/// `Side::index`. Reads as [`Players`] through `Deref`.
#[derive(Resource, Clone, Debug, PartialEq, Eq, Default, Deref, DerefMut)]
pub struct Seats(pub Players);

impl Seats {
    /// The sides whose decisions an analysis judges: the people's (R7: each from its own
    /// view), or both when the computer played both sides.
    pub fn judged_sides(&self) -> Vec<crate::rules::Side> {
        let people: Vec<_> = crate::rules::Side::BOTH.into_iter().filter(|s| self.get(*s).is_human()).collect();
        if people.is_empty() { crate::rules::Side::BOTH.to_vec() } else { people }
    }
}

/// Present while this computer plays a network match: its side, and whether the match has
/// started. (The seat the server granted is the network client's [`crate::net::client::Ticket`];
/// who sits at each side is [`Seats`].) The match is then refereed by a server: the
/// resolve systems leave the requests to the network client (`crate::net::online`), which
/// sends them there, and the components are the server's.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct NetworkPlay {
    /// The side played here.
    pub side: crate::rules::Side,
    /// Whether the match has started: both players seated and its rules accepted (until
    /// then the person here has nothing to decide).
    pub started: bool,
    /// Whether this computer is seated at the server now. While the connection is down
    /// (reconnecting) the person here has nothing to decide either: a move would reach
    /// nobody.
    pub connected: bool,
}
