//! How the server runs ([`ServerOptions`]) and what it prints.

use crate::persist::{DataPaths, UtcTime};
use bevy::prelude::*;
use std::net::SocketAddr;

/// How the server runs.
#[derive(Resource, Clone, Debug)]
pub struct ServerOptions {
    /// The address and UDP port to listen on.
    pub listen: SocketAddr,
    /// Where rooms and records are kept; `None` keeps nothing (a test server).
    pub data: Option<DataPaths>,
    /// The seed of room codes, seat tokens and match seeds.
    pub seed: u64,
    /// How long a room waits for a player whose connection dropped, in seconds.
    pub away_timeout_s: u32,
    /// The most rooms held at once (1..).
    pub max_rooms: usize,
    /// Print a line per match event to standard output.
    pub log: bool,
}

/// What the server prints: one line per match event.
pub(super) fn log(options: &ServerOptions, line: impl FnOnce() -> String) {
    if options.log {
        println!("{} {}", UtcTime::now(), line());
    }
}
