//! The server's health, readiness and metrics over HTTP (`en-garde server --metrics
//! ADDR`, issue 27, point 5), for a supervisor (systemd, Kubernetes' probes, a load
//! balancer) and a Prometheus scraper:
//!
//! - `GET /health`: `200 ok` while the server's loop has run a frame within
//!   [`HEALTHY_WITHIN`], else `503` (the loop is stuck);
//! - `GET /ready`: `200 ready` once the server listens with its rooms restored — and, for a
//!   server of a fleet (`super::fleet`), while its last heartbeat reached the fleet's
//!   Redis — else `503`;
//! - `GET /metrics`: the Prometheus text format ([`ServerMetrics`]): rooms, connected
//!   clients, steps taken, clients refused and gone, and the connections' round trips.
//!
//! The metrics are kept in a registry of this server's own (the Prometheus project's
//! client: no process-wide state, so a process may run several servers, as the tests do),
//! counted by the server's systems, and served by `super::http`.

use bevy::prelude::*;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How recently the server's loop must have run a frame for `/health` to say `ok`.
pub const HEALTHY_WITHIN: Duration = Duration::from_secs(5);

/// What the server counts, and what its HTTP endpoints read. Always present on a server
/// (counting costs next to nothing); served only with `--metrics`.
#[derive(Resource, Clone)]
pub struct ServerMetrics {
    /// Steps taken in the server's matches (each on disk before it is told).
    pub steps: Counter,
    /// Rooms held now.
    pub rooms: Gauge,
    /// Connected clients now (players, spectators, those waiting or asking the lobby).
    pub clients: Gauge,
    /// Clients refused or dropped, with the reason told to them.
    pub refused: Counter,
    /// Connections that ended, for whatever reason.
    pub gone: Counter,
    /// The connections' round trips as QUIC measures them, in seconds, sampled once a
    /// second for each connection that sent something in that second.
    pub round_trip: Histogram,
    shared: Arc<Shared>,
}

/// What the HTTP task reads.
pub(super) struct Shared {
    registry: Registry,
    started: Instant,
    /// When the loop last ran a frame, in milliseconds since `started`.
    frame_at_ms: AtomicU64,
    /// Listening, with the rooms restored.
    ready: AtomicBool,
    /// A server alone, or one of a fleet whose last heartbeat reached Redis.
    fleet_up: AtomicBool,
}

impl Default for ServerMetrics {
    fn default() -> ServerMetrics {
        let (steps, rooms, clients, refused, gone) =
            (Counter::default(), Gauge::default(), Gauge::default(), Counter::default(), Counter::default());
        // 0.5 ms to about 16 s, doubling.
        let round_trip = Histogram::new(exponential_buckets(0.0005, 2.0, 16));
        let mut registry = Registry::with_prefix("en_garde");
        registry.register("steps", "Steps taken in the server's matches", steps.clone());
        registry.register("rooms", "Rooms held now", rooms.clone());
        registry.register("clients", "Connected clients now", clients.clone());
        registry.register("clients_refused", "Clients refused or dropped, told why", refused.clone());
        registry.register("clients_gone", "Connections that ended", gone.clone());
        registry.register(
            "round_trip_seconds",
            "Connections' round trips, sampled once a second each",
            round_trip.clone(),
        );
        let shared = Shared {
            registry,
            started: Instant::now(),
            frame_at_ms: AtomicU64::new(0),
            ready: AtomicBool::new(false),
            fleet_up: AtomicBool::new(true),
        };
        ServerMetrics { steps, rooms, clients, refused, gone, round_trip, shared: Arc::new(shared) }
    }
}

impl ServerMetrics {
    /// The Prometheus text format of every metric now.
    pub fn text(&self) -> String {
        self.shared.text()
    }

    /// Notes that the loop ran a frame now.
    pub(super) fn note_frame(&self) {
        let ms = u64::try_from(self.shared.started.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.shared.frame_at_ms.store(ms, Ordering::Relaxed);
    }

    /// Notes that the server listens, with its rooms restored.
    pub(super) fn note_ready(&self) {
        self.shared.ready.store(true, Ordering::Relaxed);
    }

    /// Notes whether this server's last heartbeat reached its fleet's Redis: a server that
    /// cannot reach it cannot open, save or find rooms, and is not ready.
    pub(super) fn note_fleet(&self, up: bool) {
        self.shared.fleet_up.store(up, Ordering::Relaxed);
    }

    /// What the HTTP task reads.
    pub(super) fn shared(&self) -> Arc<Shared> {
        self.shared.clone()
    }
}

impl Shared {
    /// The Prometheus text format of every metric now.
    pub(super) fn text(&self) -> String {
        let mut out = String::new();
        // Writing into a String does not fail.
        let _ = encode(&mut out, &self.registry);
        out
    }

    /// How long since the loop last ran a frame, in milliseconds.
    pub(super) fn since_frame_ms(&self) -> u64 {
        let now = u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX);
        now.saturating_sub(self.frame_at_ms.load(Ordering::Relaxed))
    }

    /// Whether the server listens, with its rooms restored, and (in a fleet) reached the
    /// fleet's Redis at its last heartbeat.
    pub(super) fn is_ready(&self) -> bool {
        self.ready.load(Ordering::Relaxed) && self.fleet_up.load(Ordering::Relaxed)
    }
}

/// Counts a client refused (`super::telling::refuse`).
pub(super) fn count_refused(commands: &mut Commands) {
    commands.queue(|world: &mut World| {
        if let Some(m) = world.get_resource::<ServerMetrics>() {
            m.refused.inc();
        }
    });
}
