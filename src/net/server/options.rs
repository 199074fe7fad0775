//! How the server runs ([`ServerOptions`]) and what it prints.

use crate::net::quic::ServerIdentity;
use crate::persist::{DataPaths, UtcTime};
use bevy::prelude::*;
use std::io::Write;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

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
    /// The length of a correspondence match's day, in seconds (86 400; shorter for tests,
    /// 1..=86 400).
    pub day_s: u64,
    /// The computer levels the server plays itself as rated players (`super::house`;
    /// empty: none).
    pub house: Vec<crate::ai::BotLevel>,
    /// How long a person waits alone for quick pairing before a house player is called,
    /// in seconds.
    pub house_after_s: u32,
    /// The most rooms held at once (1..).
    pub max_rooms: usize,
    /// The most connections at once, and the most open rooms opened, from one IP address
    /// (1..; [`super::MAX_CLIENTS_PER_ADDRESS`] unless told otherwise).
    pub max_per_address: usize,
    /// Where to serve `/health`, `/ready` and `/metrics` over HTTP (`super::http`);
    /// `None`: nowhere.
    pub metrics: Option<SocketAddr>,
    /// The most connections at once, handshakes included (2..;
    /// [`super::MAX_CLIENTS`] unless told otherwise).
    pub max_clients: usize,
    /// Print a line per match event to standard output.
    pub log: bool,
    /// The server's key; `None`: the data folder's (made there the first time), or a new
    /// one for this run without a data folder. A hosting game passes the one its own
    /// client pins.
    pub identity: Option<Arc<ServerIdentity>>,
    /// The fleet this server is one of (`--fleet`, [`super::fleet`]): its rooms, records
    /// and ratings are kept in the fleet's Redis rather than the data folder's journal;
    /// `None`: a server alone.
    pub fleet: Option<Arc<super::fleet::Fleet>>,
}

/// Set once standard output can no longer be written (its reader went away).
static LOG_CLOSED: AtomicBool = AtomicBool::new(false);

/// What the server prints: one line per match event.
pub(super) fn log(options: &ServerOptions, line: impl FnOnce() -> String) {
    if options.log {
        say(&format!("{} {}", UtcTime::now(), line()));
    }
}

/// Prints `line` on standard output, where the server's log goes. The server keeps
/// serving when that can no longer be written — a log pipe whose reader went away (F11
/// of the server's break-it findings: the server died of SIGPIPE): it says so once on
/// standard error and prints no more (`en-garde server` leaves SIGPIPE ignored, so a
/// closed pipe is an error here, not the end of the process).
pub(super) fn say(line: &str) {
    if LOG_CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let mut out = std::io::stdout().lock();
    if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
        LOG_CLOSED.store(true, Ordering::Relaxed);
        let _ = writeln!(std::io::stderr(), "the server's log can no longer be written; the server goes on");
    }
}
