//! Bad load beside the crowd's rooms (issue 27, point 6): strangers that take a server's
//! places and give nothing back. Each comes again a second after the server lets it go, so
//! the load stays what was asked for while the rooms play on and are measured.
//!
//! - **Silent connections** finish the QUIC handshake and say nothing: half send nothing at
//!   all (the transport closes them after its first-word time), half open their stream with
//!   its magic and then say nothing (the server's app drops them after its Hello time).
//! - **Deaf players** create a room, then never read what they are sent and give the
//!   server no flow-control credit beyond [`DEAF_WINDOW`] bytes, while they keep asking
//!   (a step at a position long gone, declined each time, [`DEAF_ASKS_EVERY`]): what the
//!   server answers piles up for them unless it lets them go.
//!
//! What is counted of each: how many the server held at once, the longest it held one,
//! and how many it let go.

use super::wire::{Wire, connect, encode, hello};
use crate::net::identity::Identity;
use crate::net::protocol::{Act, NetStep, Want};
use crate::net::quic::{MAGIC, Outgoing, Queued, write_frames};
use crate::rules::{Level, RuleSet};
use quinn::{Endpoint, IdleTimeout, TransportConfig, VarInt};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How long a bad connection waits, once let go (or refused), before it comes again.
const AGAIN_AFTER: Duration = Duration::from_secs(1);

/// How long a bad connection waits for its handshake before it counts it failed.
const HANDSHAKE_PATIENCE: Duration = Duration::from_secs(30);

/// How often a deaf player asks something the server answers.
pub const DEAF_ASKS_EVERY: Duration = Duration::from_millis(50);

/// The flow-control credit a deaf player gives the server, in bytes (for its stream and
/// for its whole connection), and never more: it never reads.
pub const DEAF_WINDOW: u32 = 1024;

/// What the bad connections tell the crowd as they go.
#[derive(Default)]
pub(super) struct BadTally {
    silent: Kind,
    deaf: Kind,
}

/// The counts of one kind of bad connection.
#[derive(Default)]
struct Kind {
    /// Handshakes finished.
    opened: AtomicU64,
    /// Held by the server now, and at most at once.
    open: AtomicU64,
    open_peak: AtomicU64,
    /// Handshakes that did not finish (refused, or no answer in time).
    failed: AtomicU64,
    /// Let go by the server (closed, or timed out), and the longest it held one, in
    /// milliseconds (a deaf player's from its Hello).
    let_go: AtomicU64,
    longest_ms: AtomicU64,
    /// When each connection held now was opened, by a number of its own.
    held: std::sync::Mutex<std::collections::HashMap<u64, Instant>>,
    next: AtomicU64,
}

impl Kind {
    /// A connection opened (its handshake finished) at `since`: its number.
    fn opened(&self, since: Instant) -> u64 {
        self.opened.fetch_add(1, Ordering::SeqCst);
        let now = self.open.fetch_add(1, Ordering::SeqCst) + 1;
        self.open_peak.fetch_max(now, Ordering::SeqCst);
        let id = self.next.fetch_add(1, Ordering::SeqCst);
        self.held.lock().unwrap_or_else(|p| p.into_inner()).insert(id, since);
        id
    }

    /// The connection `id` ended after `held`; the server let it go, or not.
    fn closed(&self, id: u64, held: Duration, let_go: bool) {
        self.held.lock().unwrap_or_else(|p| p.into_inner()).remove(&id);
        self.open.fetch_sub(1, Ordering::SeqCst);
        if let_go {
            self.let_go.fetch_add(1, Ordering::SeqCst);
            self.longest_ms.fetch_max(u64::try_from(held.as_millis()).unwrap_or(u64::MAX), Ordering::SeqCst);
        }
    }

    fn report(&self, count: usize) -> KindReport {
        KindReport {
            count,
            opened: self.opened.load(Ordering::SeqCst),
            held_peak: self.open_peak.load(Ordering::SeqCst),
            held_now: self.open.load(Ordering::SeqCst),
            failed: self.failed.load(Ordering::SeqCst),
            let_go: self.let_go.load(Ordering::SeqCst),
            longest_s: self.longest_ms.load(Ordering::SeqCst) as f64 / 1000.0,
            oldest_held_s: self
                .held
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .values()
                .map(|t| t.elapsed().as_secs_f64())
                .fold(0.0, f64::max),
        }
    }
}

/// What the crowd measured of one kind of bad connection, over the whole run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KindReport {
    /// Connections of this kind kept coming (each again after the server let it go).
    pub count: usize,
    /// Handshakes they finished.
    pub opened: u64,
    /// The most the server held at once.
    pub held_peak: u64,
    /// Those the server held when the report was made.
    pub held_now: u64,
    /// Handshakes that did not finish: refused over the server's limits, or unanswered.
    pub failed: u64,
    /// Connections the server let go.
    pub let_go: u64,
    /// The longest the server held one before letting it go, in seconds (a deaf player's
    /// from its Hello, a silent one's from its handshake).
    pub longest_s: f64,
    /// How long the oldest connection the server still held at the report had been held,
    /// in seconds (0 when none): one the server never lets go shows here.
    pub oldest_held_s: f64,
}

/// What the crowd measured of its bad load.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BadReport {
    /// Connections that say nothing.
    pub silent: KindReport,
    /// Players that never read what they are sent.
    pub deaf: KindReport,
}

impl BadTally {
    pub(super) fn report(&self, silent: usize, deaf: usize) -> BadReport {
        BadReport { silent: self.silent.report(silent), deaf: self.deaf.report(deaf) }
    }
}

/// Where the bad connections go, and when they stop.
#[derive(Clone)]
pub(super) struct Target {
    pub(super) server: SocketAddr,
    pub(super) wire: Arc<Wire>,
    pub(super) tally: Arc<BadTally>,
    pub(super) stop: Arc<AtomicBool>,
}

/// One silent connection, again and again until the crowd stops: the `index`th (odd ones
/// open their stream with its magic, even ones send nothing at all).
pub(super) async fn silent(target: Target, endpoint: Endpoint, config: quinn::ClientConfig, index: usize) {
    let kind = &target.tally.silent;
    while !target.stop.load(Ordering::SeqCst) {
        let Some(conn) = handshake(&target, &endpoint, config.clone(), kind).await else { continue };
        let since = Instant::now();
        let id = kind.opened(since);
        // Kept (not dropped) while the connection lasts: a dropped stream would end.
        let mut _stream = None;
        if index % 2 == 1
            && let Ok(mut send) = conn.open_uni().await
        {
            let _ = send.write_all(MAGIC).await;
            _stream = Some(send);
        }
        let let_go = until_closed(&conn, &target.stop).await;
        kind.closed(id, since.elapsed(), let_go);
        conn.close(VarInt::from_u32(0), b"");
        tokio::time::sleep(AGAIN_AFTER).await;
    }
}

/// One deaf player, again and again until the crowd stops.
pub(super) async fn deaf(target: Target, endpoint: Endpoint, config: quinn::ClientConfig) {
    let kind = &target.tally.deaf;
    let wire = &*target.wire;
    while !target.stop.load(Ordering::SeqCst) {
        let Some(conn) = handshake(&target, &endpoint, config.clone(), kind).await else { continue };
        let since = Instant::now();
        let id = kind.opened(since);
        let (outbox, out_rx) = tokio::sync::mpsc::channel::<Outgoing>(64);
        let writer = conn
            .open_uni()
            .await
            .ok()
            .map(|mut send| tokio::spawn(async move { write_frames(&mut send, out_rx, &Queued::default()).await }));
        // Its Hello creates a room; then it asks, and never reads the answers.
        let want = Want::Create { rules: RuleSet::for_level(Level::Advanced) };
        let hello = Identity::generate().ok().and_then(|identity| hello(&conn, &identity, want, None).ok());
        let ask = encode(&Act { step: NetStep::NextRound, steps: usize::MAX });
        if let (Some(_), Some(hello), Some(ask)) = (&writer, hello, ask) {
            let (channel, hash) = wire.hash.clone();
            let _ = outbox.send(Outgoing::Frame(channel, hash)).await;
            let _ = outbox.send(Outgoing::Frame(wire.hello, hello)).await;
            let asking = async {
                loop {
                    tokio::time::sleep(DEAF_ASKS_EVERY).await;
                    // A full queue of its own is no matter: it asks again later.
                    let _ = outbox.try_send(Outgoing::Frame(wire.act, ask.clone()));
                }
            };
            let let_go = tokio::select! {
                let_go = until_closed(&conn, &target.stop) => let_go,
                () = asking => false,
            };
            kind.closed(id, since.elapsed(), let_go);
        } else {
            kind.closed(id, since.elapsed(), false);
        }
        if let Some(writer) = writer {
            writer.abort();
        }
        conn.close(VarInt::from_u32(0), b"");
        tokio::time::sleep(AGAIN_AFTER).await;
    }
}

/// A connection's handshake; a failure is counted, and waited out for [`AGAIN_AFTER`].
async fn handshake(
    target: &Target,
    endpoint: &Endpoint,
    config: quinn::ClientConfig,
    kind: &Kind,
) -> Option<quinn::Connection> {
    let connected = connect(endpoint, config, target.server, HANDSHAKE_PATIENCE).await.ok();
    if connected.is_none() {
        kind.failed.fetch_add(1, Ordering::SeqCst);
        tokio::time::sleep(AGAIN_AFTER).await;
    }
    connected
}

/// Waits until the server lets the connection go (`true`) or the crowd stops (`false`).
async fn until_closed(conn: &quinn::Connection, stop: &AtomicBool) -> bool {
    loop {
        tokio::select! {
            _ = conn.closed() => return true,
            () = tokio::time::sleep(Duration::from_millis(250)) => {
                if stop.load(Ordering::SeqCst) {
                    return false;
                }
            }
        }
    }
}

/// A deaf player's connection settings: `config`'s, with [`DEAF_WINDOW`] bytes of
/// flow-control credit for the server (the stream and the connection), and an idle
/// timeout of its own that never comes first (the server's decides).
pub(super) fn deaf_config(mut config: quinn::ClientConfig, keep_alive: Duration) -> quinn::ClientConfig {
    let mut transport = TransportConfig::default();
    transport
        .keep_alive_interval(Some(keep_alive))
        .max_idle_timeout(IdleTimeout::try_from(Duration::from_secs(600)).ok())
        .max_concurrent_bidi_streams(VarInt::from_u32(0))
        .max_concurrent_uni_streams(VarInt::from_u32(1))
        .stream_receive_window(VarInt::from_u32(DEAF_WINDOW))
        .receive_window(VarInt::from_u32(DEAF_WINDOW))
        .datagram_receive_buffer_size(None)
        .mtu_discovery_config(None);
    config.transport_config(Arc::new(transport));
    config
}
