//! A crowd of lean players for measuring a server at many rooms (`en-garde net-crowd`,
//! issue 27, point 3): thousands of seats played over the game's own protocol — QUIC and
//! TLS, the same framing, replicon's channels and protocol hash, the same messages — but
//! without a Bevy app per player. Each player is a task on the transport's runtime that
//! keeps its table as a [`SeatView`] ([`SeatView::apply`]), decides with the engine's
//! `random` bot from its own view (R7), and steps at a person's pace: each room takes a
//! step every [`CrowdOptions::step_every`]. A room whose match ends is replaced by a new
//! one, so the load stays the same.
//!
//! What it measures, over a window once every room is seated: the steps taken, each
//! action's round trip (sent until the table showing it arrived), and — given the
//! server's process id, on Linux — the server's CPU and memory over that window, beside
//! this process's own.
//!
//! Bad load (issue 27, point 6) comes beside the rooms once they are seated ([`bad`]):
//! connections that say nothing and players that never read, so that what it does to the
//! rooms is measured in their own round trips. And with [`CrowdOptions::reconnect`] the
//! players of a server killed and started again come back to their seats as the game's
//! client does ([`crate::net::client::retry_delay`]): the reconnect storm, measured in how
//! long each took and whether any step it had seen was lost ([`StormReport`]).

pub mod bad;
mod wire;

use super::identity::Identity;
use super::protocol::{Act, NetStep, Refused, SeatView, TableNews, TableShown, Want, Welcome};
use super::quic::{
    Arrival, Batch, MAX_FRAME_FROM_SERVER, Outgoing, client::client_config, read_frames, runtime, write_frames,
};
use crate::ai::{Bot, BotLevel, make_bot};
use crate::rules::{Level, MatchPhase, RuleSet, Side};
use bad::{BadReport, BadTally, Target};
use bevy_replicon::postcard_utils;
use bytes::Bytes;
use quinn::Endpoint;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use wire::Wire;

/// The most rooms a crowd plays at once (two players each).
pub const MAX_ROOMS: usize = 20_000;

/// The most bad connections of each kind a crowd keeps coming ([`CrowdOptions::silent`],
/// [`CrowdOptions::deaf`]).
pub const MAX_BAD: usize = 20_000;

/// Connections per UDP socket of the crowd (each socket an endpoint of its own).
const CONNECTIONS_PER_SOCKET: usize = 500;

/// How long a declined step waits before the player decides again.
const RETRY_DECLINED: Duration = Duration::from_millis(250);

/// How long a player waits for its connection, its seat or its table before it gives up
/// (and its room is counted as failed and started again).
const PATIENCE: Duration = Duration::from_secs(30);

/// How long a player coming back to its seat, or sent on to another server, waits for a
/// handshake before it tries the next server: a fleet's server that died may still be named as its room's for a
/// heartbeat or so (`net::server::fleet::HEARTBEAT_TTL`), and a player sent there must
/// not wait out a whole [`PATIENCE`].
const RETURN_PATIENCE: Duration = Duration::from_secs(5);

/// What a crowd does.
#[derive(Clone, Debug)]
pub struct CrowdOptions {
    /// The server.
    pub server: SocketAddr,
    /// Rooms played at once, 1..=[`MAX_ROOMS`].
    pub rooms: usize,
    /// How often each room takes a step (its deciding player waits this long after the
    /// room's last step; the first step of each room at a random moment within it).
    pub step_every: Duration,
    /// How long the measurement lasts, once every room is seated.
    pub window: Duration,
    /// New connections a second while the rooms are filled.
    pub connects_per_second: u32,
    /// The server's process, to read its CPU and memory (Linux `/proc`).
    pub server_pid: Option<u32>,
    /// Seed of the players' choices and the rooms' first steps.
    pub seed: u64,
    /// Connections that say nothing, kept coming beside the rooms once they are seated
    /// ([`bad`]), 0..=[`MAX_BAD`].
    pub silent: usize,
    /// Players that never read what they are sent, kept coming beside the rooms once they
    /// are seated ([`bad`]), 0..=[`MAX_BAD`].
    pub deaf: usize,
    /// Whether a player whose connection is lost once seated comes back to its seat with
    /// its token, as the game's client does, rather than its room counting as failed: for
    /// a server killed and started again under the crowd ([`StormReport`]).
    pub reconnect: bool,
    /// Whether the crowd says on its standard output when the window opens ("the window
    /// opens: …"), for a script that acts within it (kills the server, say).
    pub announce: bool,
    /// The other servers of a fleet beside `server` (`en-garde server --fleet`; empty: a
    /// server alone). Each room is opened on the servers in turn and its second player
    /// asks the next server for it (which sends it on: a [`Redirect`]); a player that
    /// lost its connection comes back through the next server in turn.
    ///
    /// [`Redirect`]: crate::net::protocol::Redirect
    pub fleet: Vec<SocketAddr>,
    /// Whether each room's two players ask for quick pairing (`Want::Pair`, at the room's
    /// server and the next) rather than one opening a room and the other joining it by its
    /// code: the servers pair them, with each other or with others waiting.
    pub pair: bool,
}

impl CrowdOptions {
    /// A crowd of `rooms` rooms at `server`, a step every 5 s a room, a minute's window,
    /// 500 connections a second, no bad load, no reconnecting, seed 1.
    pub fn new(server: SocketAddr, rooms: usize) -> CrowdOptions {
        CrowdOptions {
            server,
            rooms,
            step_every: Duration::from_secs(5),
            window: Duration::from_secs(60),
            connects_per_second: 500,
            server_pid: None,
            seed: 1,
            silent: 0,
            deaf: 0,
            reconnect: false,
            announce: false,
            fleet: Vec::new(),
            pair: false,
        }
    }
}

/// What a crowd measured of its players' connections lost and taken back
/// ([`CrowdOptions::reconnect`]), over the whole run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StormReport {
    /// Connections lost while their players were seated (a player lost twice counts twice).
    pub lost: u64,
    /// Returns to a seat (each loss's first; a player lost twice returns twice).
    pub resumed: u64,
    /// How long from a loss until seated again, in milliseconds: median, 99th percentile,
    /// largest.
    pub resume_ms: [f64; 3],
    /// Tables shown after a return with fewer steps than the player had already been shown
    /// (a step it saw, lost): 0 when the server keeps what it told.
    pub steps_lost: u64,
    /// Returns seated at another side than before: 0 when seats are kept.
    pub wrong_side: u64,
    /// Players still away from their seats when the report was made.
    pub away: u64,
    /// Times a player was sent on to another server of a fleet ([`CrowdOptions::fleet`]).
    pub redirected: u64,
}

/// What a crowd measured.
#[derive(Clone, Debug, Default)]
pub struct CrowdReport {
    /// Rooms played at once, and those seated (both players) when the window began.
    pub rooms: usize,
    /// Rooms whose players were both seated when the window began.
    pub seated: usize,
    /// How long it took to seat every room, in seconds.
    pub fill_s: f64,
    /// The window's length, in seconds.
    pub window_s: f64,
    /// Steps the players saw taken (their own actions shown back) within the window.
    pub steps: u64,
    /// Round trips of the actions within the window, in milliseconds: median, 99th
    /// percentile, largest.
    pub round_trip_ms: [f64; 3],
    /// Rooms that failed (a refusal, a lost connection, a player kept waiting) and were
    /// started again, over the whole run.
    pub failed: u64,
    /// Matches that ended (and whose rooms were replaced), over the whole run.
    pub finished: u64,
    /// Why rooms failed (a player's first reason), and how often.
    pub why_failed: Vec<(String, u64)>,
    /// The server's CPU over the window, in percent of one core, where its process was given.
    pub server_cpu_percent: Option<f64>,
    /// The server's resident memory at the window's end and its peak, in MiB.
    pub server_memory_mib: Option<(f64, f64)>,
    /// This process's CPU over the window, in percent of one core, and its resident
    /// memory at the window's end, in MiB.
    pub crowd_cpu_percent: Option<f64>,
    /// This process's resident memory at the window's end, in MiB.
    pub crowd_memory_mib: Option<f64>,
    /// The bad load beside the rooms, over the whole run.
    pub bad: BadReport,
    /// The players' connections lost and taken back, over the whole run.
    pub storm: StormReport,
}

impl CrowdReport {
    /// The server's CPU per step over the window, in microseconds.
    pub fn server_us_per_step(&self) -> Option<f64> {
        let cpu = self.server_cpu_percent? / 100.0 * self.window_s;
        (self.steps > 0).then(|| cpu * 1e6 / self.steps as f64)
    }
}

/// What the players tell the crowd as they go.
#[derive(Default)]
struct Tally {
    /// Set while the window is open: steps and round trips are counted.
    measuring: AtomicBool,
    /// Set when the crowd ends: every player stops (the bad load too).
    stop: Arc<AtomicBool>,
    steps: AtomicU64,
    failed: AtomicU64,
    finished: AtomicU64,
    /// Rooms whose two players are both seated now.
    seated: AtomicU64,
    /// Why rooms failed, and how often.
    why_failed: std::sync::Mutex<std::collections::BTreeMap<String, u64>>,
    /// Round trips within the window, in microseconds.
    trips: std::sync::Mutex<Vec<u32>>,
    /// Players lost once seated, returned, away now; returns' times, in milliseconds;
    /// tables of fewer steps than seen; returns to another side ([`StormReport`]).
    lost: AtomicU64,
    resumed: AtomicU64,
    away: AtomicU64,
    resumes: std::sync::Mutex<Vec<u32>>,
    steps_lost: AtomicU64,
    wrong_side: AtomicU64,
    redirected: AtomicU64,
}

impl Tally {
    fn storm(&self) -> StormReport {
        let mut resumes = self.resumes.lock().unwrap_or_else(|p| p.into_inner()).clone();
        resumes.sort_unstable();
        StormReport {
            lost: self.lost.load(Ordering::SeqCst),
            resumed: self.resumed.load(Ordering::SeqCst),
            resume_ms: percentiles(&resumes, 1.0),
            steps_lost: self.steps_lost.load(Ordering::SeqCst),
            wrong_side: self.wrong_side.load(Ordering::SeqCst),
            away: self.away.load(Ordering::SeqCst),
            redirected: self.redirected.load(Ordering::SeqCst),
        }
    }
}

/// The median, 99th percentile and largest of `sorted`, each divided by `per` (0s when
/// empty).
fn percentiles(sorted: &[u32], per: f64) -> [f64; 3] {
    let pick =
        |q: f64| sorted.get(((sorted.len() as f64 - 1.0) * q).round() as usize).map_or(0.0, |v| f64::from(*v) / per);
    [pick(0.5), pick(0.99), pick(1.0)]
}

/// Runs a crowd: fills `options.rooms` rooms at `options.connects_per_second`, waits
/// until each is seated (or half a minute more than filling should take), starts the bad
/// load (as many connections a second), settles for a step's time (at most 10 s) once it
/// is all started, measures over the window, then closes every connection. The crowd
/// trusts whatever key the server shows (it measures; it does not pin).
///
/// # Errors
/// The options are out of range, or no socket or TLS configuration could be made; in words.
pub fn run(options: &CrowdOptions) -> Result<CrowdReport, String> {
    if !(1..=MAX_ROOMS).contains(&options.rooms) {
        return Err(format!("rooms: 1 to {MAX_ROOMS}"));
    }
    if options.silent > MAX_BAD || options.deaf > MAX_BAD {
        return Err(format!("silent connections and deaf players: 0 to {MAX_BAD} each"));
    }
    let wire = Arc::new(Wire::new()?);
    let (config, _) = client_config(None, super::quic::client::KEEP_ALIVE)?;
    let _guard = runtime().enter();
    let sockets = (options.rooms * 2).div_ceil(CONNECTIONS_PER_SOCKET);
    let endpoints = open_endpoints(options.server, sockets)?;
    let tally = Arc::new(Tally::default());
    let servers: Arc<Vec<SocketAddr>> =
        Arc::new(std::iter::once(options.server).chain(options.fleet.clone()).collect());
    let start = Instant::now();
    let gap = Duration::from_secs_f64(2.0 / f64::from(options.connects_per_second.max(1)));
    for room in 0..options.rooms {
        let at = start + gap * room as u32;
        let first = [&endpoints[(room * 2) % sockets], &endpoints[(room * 2 + 1) % sockets]];
        let seats = Seats { endpoints: [first[0].clone(), first[1].clone()], config: config.clone() };
        let place = Place {
            servers: servers.clone(),
            home: room % servers.len(),
            wire: wire.clone(),
            tally: tally.clone(),
            step_every: options.step_every,
            seed: options.seed ^ (room as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            reconnect: options.reconnect,
            pair: options.pair,
        };
        runtime().spawn(async move {
            tokio::time::sleep_until(at.into()).await;
            keep_a_room(place, seats).await;
        });
    }
    // Filled: every room seated, or half a minute after the last room began (a room
    // whose player failed starts again; the rooms seated then are counted as they are).
    let fill_limit = gap * options.rooms as u32 + Duration::from_secs(30);
    while (tally.seated.load(Ordering::SeqCst) as usize) < options.rooms && start.elapsed() < fill_limit {
        std::thread::sleep(Duration::from_millis(100));
    }
    let fill_s = start.elapsed().as_secs_f64();
    // The bad load, started at the same pace as the rooms were; a step's worth of
    // settling once it is, then the window.
    let bad = Arc::new(BadTally::default());
    let bad_endpoints =
        open_endpoints(options.server, (options.silent + options.deaf).div_ceil(CONNECTIONS_PER_SOCKET))?;
    let target = Target { server: options.server, wire: wire.clone(), tally: bad.clone(), stop: tally.stop.clone() };
    let deaf_config = bad::deaf_config(config.clone(), super::quic::client::KEEP_ALIVE);
    let bad_gap = gap / 2;
    let bad_start = Instant::now();
    for i in 0..options.silent + options.deaf {
        let at = bad_start + bad_gap * i as u32;
        let (target, endpoint) = (target.clone(), bad_endpoints[i % bad_endpoints.len()].clone());
        let config = if i < options.silent { config.clone() } else { deaf_config.clone() };
        let silent = i < options.silent;
        runtime().spawn(async move {
            tokio::time::sleep_until(at.into()).await;
            if silent {
                bad::silent(target, endpoint, config, i).await;
            } else {
                bad::deaf(target, endpoint, config).await;
            }
        });
    }
    std::thread::sleep(bad_gap * (options.silent + options.deaf) as u32);
    std::thread::sleep(options.step_every.min(Duration::from_secs(10)));
    let seated = tally.seated.load(Ordering::SeqCst) as usize;
    let server_before = options.server_pid.and_then(cpu_seconds);
    let crowd_before = cpu_seconds(std::process::id());
    let window_start = Instant::now();
    tally.measuring.store(true, Ordering::SeqCst);
    if options.announce {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "the window opens: {seated} of {} rooms seated", options.rooms);
        let _ = out.flush();
    }
    std::thread::sleep(options.window);
    tally.measuring.store(false, Ordering::SeqCst);
    let window_s = window_start.elapsed().as_secs_f64();
    let server_after = options.server_pid.and_then(cpu_seconds);
    let crowd_after = cpu_seconds(std::process::id());
    let percent = |a: Option<f64>, b: Option<f64>| Some(100.0 * (b? - a?) / window_s);
    let mut trips = std::mem::take(&mut *tally.trips.lock().unwrap_or_else(|p| p.into_inner()));
    trips.sort_unstable();
    let report = CrowdReport {
        rooms: options.rooms,
        seated,
        fill_s,
        window_s,
        steps: tally.steps.load(Ordering::SeqCst),
        round_trip_ms: percentiles(&trips, 1000.0),
        failed: tally.failed.load(Ordering::SeqCst),
        finished: tally.finished.load(Ordering::SeqCst),
        why_failed: tally.why_failed.lock().unwrap_or_else(|p| p.into_inner()).clone().into_iter().collect(),
        server_cpu_percent: percent(server_before, server_after),
        server_memory_mib: options.server_pid.and_then(|p| Some((memory_mib(p, "VmRSS")?, memory_mib(p, "VmHWM")?))),
        crowd_cpu_percent: percent(crowd_before, crowd_after),
        crowd_memory_mib: memory_mib(std::process::id(), "VmRSS"),
        bad: bad.report(options.silent, options.deaf),
        storm: tally.storm(),
    };
    tally.stop.store(true, Ordering::SeqCst);
    for endpoint in endpoints.iter().chain(&bad_endpoints) {
        endpoint.close(quinn::VarInt::from_u32(0), b"done");
    }
    Ok(report)
}

/// `count` client endpoints for connections to `server`, each its own UDP socket with
/// widened buffers; many connections share each (their own connection ids tell them
/// apart).
fn open_endpoints(server: SocketAddr, count: usize) -> Result<Vec<Endpoint>, String> {
    let local: SocketAddr = if server.is_ipv4() { ([0, 0, 0, 0], 0).into() } else { ([0u16; 8], 0).into() };
    (0..count)
        .map(|_| {
            let socket = std::net::UdpSocket::bind(local).map_err(|e| e.to_string())?;
            super::quic::widen_buffers(&socket);
            Endpoint::new(quinn::EndpointConfig::default(), None, socket, Arc::new(quinn::TokioRuntime))
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// A process's CPU time so far (user and system), in seconds, from `/proc/PID/stat`.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command's name (which may hold spaces), from the third.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    // Linux's USER_HZ: 100 on every architecture it runs on.
    Some(ticks / 100.0)
}

/// A process's `field` of `/proc/PID/status` (VmRSS, VmHWM), in MiB.
fn memory_mib(pid: u32, field: &str) -> Option<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// Where a room's two players connect from.
struct Seats {
    endpoints: [Endpoint; 2],
    config: quinn::ClientConfig,
}

/// What every player of a room shares.
#[derive(Clone)]
struct Place {
    /// Every server: the one named first, then the rest of its fleet.
    servers: Arc<Vec<SocketAddr>>,
    /// Which of them the room's first player asks (the second asks the next one).
    home: usize,
    wire: Arc<Wire>,
    tally: Arc<Tally>,
    step_every: Duration,
    seed: u64,
    /// Whether a lost connection is taken back ([`CrowdOptions::reconnect`]).
    reconnect: bool,
    /// Whether the players ask for quick pairing ([`CrowdOptions::pair`]).
    pair: bool,
}

/// Keeps one room played: opens it, seats a second player in it, plays it to its end,
/// and starts another — until the crowd stops.
async fn keep_a_room(mut place: Place, seats: Seats) {
    let rules = RuleSet::for_level(Level::Advanced);
    while !place.tally.stop.load(Ordering::SeqCst) {
        let (code_tx, code_rx) = tokio::sync::oneshot::channel();
        let both_seated = Arc::new(AtomicU64::new(0));
        let (first, code_to) =
            if place.pair { (Want::Pair { rules }, None) } else { (Want::Create { rules }, Some(code_tx)) };
        let host = {
            let (p, e, c, s) = (place.clone(), seats.endpoints[0].clone(), seats.config.clone(), both_seated.clone());
            tokio::spawn(async move { play(p, e, c, first, code_to, s).await })
        };
        let code = if place.pair { Ok(Ok(String::new())) } else { tokio::time::timeout(PATIENCE, code_rx).await };
        let guest = match code {
            Ok(Ok(code)) => {
                let mut p = place.clone();
                p.seed = p.seed.wrapping_add(1);
                p.home = (p.home + 1) % p.servers.len();
                let (e, c, s) = (seats.endpoints[1].clone(), seats.config.clone(), both_seated.clone());
                let want = if p.pair { Want::Pair { rules } } else { Want::Join { room: code } };
                Some(tokio::spawn(async move { play(p, e, c, want, None, s).await }))
            }
            _ => None,
        };
        let host_end = host.await.unwrap_or(End::Failed("a player's task failed".into()));
        let guest_end = match guest {
            Some(g) => g.await.unwrap_or(End::Failed("a player's task failed".into())),
            None => End::Failed("the room's code did not come".into()),
        };
        if both_seated.load(Ordering::SeqCst) == 2 {
            place.tally.seated.fetch_sub(1, Ordering::SeqCst);
        }
        match (host_end, guest_end) {
            (End::Over, End::Over) => {
                place.tally.finished.fetch_add(1, Ordering::SeqCst);
            }
            (End::Stopped, _) | (_, End::Stopped) => return,
            (End::Redirected(..), _) | (_, End::Redirected(..)) => {
                place.tally.failed.fetch_add(1, Ordering::SeqCst);
            }
            (End::Failed(why) | End::Lost(why), _) | (_, End::Failed(why) | End::Lost(why)) => {
                place.tally.failed.fetch_add(1, Ordering::SeqCst);
                *place.tally.why_failed.lock().unwrap_or_else(|p| p.into_inner()).entry(why).or_default() += 1;
            }
        }
        place.seed = place.seed.wrapping_add(2);
    }
}

/// How a player's part ended.
#[derive(Clone, Debug, PartialEq, Eq)]
enum End {
    /// The match is over.
    Over,
    /// The crowd stopped.
    Stopped,
    /// Refused, or kept waiting past [`PATIENCE`]: why, in a few words.
    Failed(String),
    /// The connection could not be had, or was lost: why. A player that reconnects
    /// ([`CrowdOptions::reconnect`]) comes back to its seat; else its room failed.
    Lost(String),
    /// The server sent the player to another server of its fleet, where its room (this
    /// code) is: it connects there at once (never the end of a player's part).
    Redirected(SocketAddr, String),
}

/// The most times in a row a player is sent on to another server before it gives up.
const MOST_REDIRECTS: u32 = 8;

/// One player: connects, says who it is and what it wants, and plays its seat at the
/// room's pace until the match is over. The host hands the room's code on once it has it;
/// `seated` counts the room's seated players (at two, the room is seated). A player that
/// reconnects ([`CrowdOptions::reconnect`]) and loses its connection once seated opens
/// another after [`crate::net::client::retry_delay`] and asks for its seat with its token,
/// for as long as [`PATIENCE`] twice.
async fn play(
    place: Place,
    endpoint: Endpoint,
    config: quinn::ClientConfig,
    mut want: Want,
    mut code_to: Option<tokio::sync::oneshot::Sender<String>>,
    seated: Arc<AtomicU64>,
) -> End {
    let Ok(identity) = Identity::generate() else { return End::Failed("no identity".into()) };
    let mut seat = Player::new(&place, make_bot(BotLevel::Random, place.seed), identity);
    let mut attempts = 0u32;
    // When a player not yet seated first lost its connection.
    let mut first_try: Option<Instant> = None;
    // The server asked now, and how many times in a row the player was sent on.
    let (mut turn, mut redirects) = (place.home, 0u32);
    let mut server = place.servers[turn % place.servers.len()];
    loop {
        // A player coming back, or sent on, expects a live server to answer at once.
        let patience = if seat.lost_at.is_some() || redirects > 0 { RETURN_PATIENCE } else { PATIENCE };
        let end = match wire::connect(&endpoint, config.clone(), server, patience).await {
            Ok(conn) => {
                let end = seat_and_play(&place, &conn, &want, &mut code_to, &seated, &mut seat).await;
                conn.close(quinn::VarInt::from_u32(0), b"done");
                end
            }
            Err(why) => End::Lost(why),
        };
        if let End::Redirected(to, room) = end {
            place.tally.redirected.fetch_add(1, Ordering::SeqCst);
            redirects += 1;
            if redirects > MOST_REDIRECTS {
                return End::Failed(format!("sent on more than {MOST_REDIRECTS} times in a row"));
            }
            want = Want::Join { room };
            seat.connection_lost();
            server = to;
            continue;
        }
        if seat.view.is_some() {
            redirects = 0;
        }
        let End::Lost(why) = end else {
            if seat.lost_at.is_some() {
                // Back, and refused or stopped: no longer away (a refusal fails its room).
                place.tally.away.fetch_sub(1, Ordering::SeqCst);
            }
            return end;
        };
        let tally = &place.tally;
        if !place.reconnect || tally.stop.load(Ordering::SeqCst) {
            if seat.lost_at.is_some() {
                tally.away.fetch_sub(1, Ordering::SeqCst);
            }
            return if place.reconnect { End::Stopped } else { End::Failed(why) };
        }
        // A seated player comes back to its seat; one not yet seated asks again for what
        // it wanted (a Hello lost with the server, say).
        let since = match &seat.ticket {
            Some((room, _)) => {
                want = Want::Join { room: room.clone() };
                *seat.lost_at.get_or_insert_with(|| {
                    tally.lost.fetch_add(1, Ordering::SeqCst);
                    tally.away.fetch_add(1, Ordering::SeqCst);
                    attempts = 0;
                    Instant::now()
                })
            }
            None => *first_try.get_or_insert_with(Instant::now),
        };
        if since.elapsed() > PATIENCE * 2 {
            if seat.lost_at.is_some() {
                tally.away.fetch_sub(1, Ordering::SeqCst);
            }
            return End::Failed(format!("not back in its seat within {} s: {why}", (PATIENCE * 2).as_secs()));
        }
        seat.connection_lost();
        // In a fleet, the next server in turn (it sends the player on to its room's).
        turn += 1;
        server = place.servers[turn % place.servers.len()];
        let draw = splitmix(splitmix(place.seed) ^ u64::from(attempts));
        let unit = (draw >> 11) as f64 / (1u64 << 53) as f64;
        tokio::time::sleep(crate::net::client::retry_delay(attempts, unit)).await;
        attempts = attempts.saturating_add(1);
    }
}

/// SplitMix64's output for `x`: a well-mixed 64-bit number (the players' draws of their
/// reconnecting waits, from their seeds).
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

async fn seat_and_play(
    place: &Place,
    conn: &quinn::Connection,
    want: &Want,
    code_to: &mut Option<tokio::sync::oneshot::Sender<String>>,
    seated: &AtomicU64,
    seat: &mut Player<'_>,
) -> End {
    let wire = &*place.wire;
    let Ok(mut send) = conn.open_uni().await else { return End::Lost("no stream".into()) };
    let (outbox, out_rx) = mpsc::channel::<Outgoing>(64);
    let writer = tokio::spawn(async move { write_frames(&mut send, out_rx, &super::quic::Queued::default()).await });
    let (in_tx, mut inbox) = mpsc::channel::<Batch>(64);
    let reader = {
        let (conn, channels) = (conn.clone(), wire.server_channels);
        tokio::spawn(async move {
            let Ok(mut recv) = conn.accept_uni().await else { return };
            let _ =
                read_frames(&mut recv, in_tx, channels, MAX_FRAME_FROM_SERVER, PATIENCE, true, &Arrival::of_client())
                    .await;
        })
    };
    let end = async {
        let token = seat.ticket.as_ref().map(|(_, token)| *token);
        let hello = match wire::hello(conn, &seat.identity, want.clone(), token) {
            Ok(hello) => hello,
            Err(why) => return End::Failed(why),
        };
        let (hash_channel, hash) = wire.hash.clone();
        let said = outbox.send(Outgoing::Frame(hash_channel, hash)).await.is_ok()
            && outbox.send(Outgoing::Frame(wire.hello, hello)).await.is_ok();
        if !said {
            return End::Lost("the connection closed before the Hello".into());
        }
        let asked = Instant::now();
        loop {
            if place.tally.stop.load(Ordering::SeqCst) {
                return End::Stopped;
            }
            if seat.view.is_none() && asked.elapsed() > PATIENCE {
                return End::Failed("no seat and table within the patience".into());
            }
            let due = seat.due.unwrap_or_else(|| Instant::now() + Duration::from_secs(1));
            tokio::select! {
                batch = inbox.recv() => {
                    let Some(batch) = batch else { return End::Lost("the connection ended".into()) };
                    for (channel, bytes) in batch {
                        match seat.read(wire, channel, bytes) {
                            Heard::Nothing => {}
                            Heard::Seated(code) => {
                                if seated.fetch_add(1, Ordering::SeqCst) == 1 {
                                    place.tally.seated.fetch_add(1, Ordering::SeqCst);
                                }
                                if let Some(to) = code_to.take() {
                                    let _ = to.send(code);
                                }
                            }
                            Heard::End(end) => return end,
                        }
                    }
                    if seat.over() {
                        return End::Over;
                    }
                    seat.plan();
                }
                () = tokio::time::sleep_until(due.into()) => {
                    if seat.due.is_some_and(|d| d <= Instant::now())
                        && let Some((step, steps)) = seat.step()
                    {
                        let act = wire::encode(&Act { step, steps });
                        let sent = match act {
                            Some(act) => outbox.send(Outgoing::Frame(wire.act, act)).await.is_ok(),
                            None => false,
                        };
                        if !sent {
                            return End::Lost("a step that could not be sent".into());
                        }
                    }
                }
            }
        }
    }
    .await;
    writer.abort();
    reader.abort();
    end
}

/// What a player made of a message.
enum Heard {
    Nothing,
    /// Seated in the room of this code.
    Seated(String),
    End(End),
}

/// One player's seat, table and pace.
struct Player<'a> {
    place: &'a Place,
    bot: Box<dyn Bot>,
    side: Option<Side>,
    view: Option<SeatView>,
    /// When the table last changed (a step is due `step_every` after it).
    changed_at: Instant,
    /// The position a step was last sent for: steps, accepted, ready.
    sent: Option<(usize, bool, bool)>,
    /// When the next step is due, if one is.
    due: Option<Instant>,
    /// An action sent and not yet shown back: the steps then, and when.
    in_flight: Option<(usize, Instant)>,
    /// Whether this seat's first step was placed within the first `step_every`.
    first: bool,
    /// The seat's room and token, once seated.
    ticket: Option<(String, u64)>,
    /// When the connection was lost, while the player is away from its seat.
    lost_at: Option<Instant>,
    /// The most steps a table shown to this player had.
    most_seen: usize,
    /// Who the player is, on each of its connections (its seat is its key's).
    identity: Identity,
}

impl<'a> Player<'a> {
    fn new(place: &'a Place, bot: Box<dyn Bot>, identity: Identity) -> Player<'a> {
        Player {
            place,
            bot,
            side: None,
            view: None,
            changed_at: Instant::now(),
            sent: None,
            due: None,
            in_flight: None,
            first: true,
            ticket: None,
            lost_at: None,
            most_seen: 0,
            identity,
        }
    }

    /// The connection is lost: what was sent and not shown back is forgotten (it may or
    /// may not have been taken), and so is the table: the seat decides again from the one
    /// it is shown when it is back (`most_seen` keeps what it had seen).
    fn connection_lost(&mut self) {
        self.sent = None;
        self.due = None;
        self.in_flight = None;
        self.view = None;
    }

    fn read(&mut self, wire: &Wire, channel: u8, bytes: Bytes) -> Heard {
        let mut bytes = bytes;
        if channel == wire.welcome {
            let Ok(w) = postcard_utils::from_buf::<Welcome, _>(&mut bytes) else {
                return Heard::End(End::Failed("a Welcome that does not decode".into()));
            };
            let tally = &self.place.tally;
            if let Some(lost) = self.lost_at.take() {
                tally.resumed.fetch_add(1, Ordering::SeqCst);
                tally.away.fetch_sub(1, Ordering::SeqCst);
                let ms = u32::try_from(lost.elapsed().as_millis()).unwrap_or(u32::MAX);
                tally.resumes.lock().unwrap_or_else(|p| p.into_inner()).push(ms);
                if self.side != Some(w.side) {
                    tally.wrong_side.fetch_add(1, Ordering::SeqCst);
                }
            }
            let first = self.ticket.is_none();
            self.side = Some(w.side);
            self.ticket = Some((w.room.to_string(), w.token));
            return if first { Heard::Seated(w.room.to_string()) } else { Heard::Nothing };
        }
        if channel == wire.redirect {
            let to = postcard_utils::from_buf::<crate::net::protocol::Redirect, _>(&mut bytes)
                .ok()
                .and_then(|r| Some((r.to.parse::<SocketAddr>().ok()?, r.room.to_string())));
            return Heard::End(match to {
                Some((to, room)) => End::Redirected(to, room),
                None => End::Failed("a Redirect that does not read".into()),
            });
        }
        if channel == wire.refused {
            let why = postcard_utils::from_buf::<Refused, _>(&mut bytes)
                .map_or_else(|e| e.to_string(), |r| r.why.to_string());
            return Heard::End(End::Failed(format!("refused: {why}")));
        }
        if channel == wire.declined {
            // Decide again shortly (the position is the same: the step was not taken).
            self.sent = None;
            self.in_flight = None;
            self.due = Some(Instant::now() + RETRY_DECLINED);
            return Heard::Nothing;
        }
        if channel == wire.shown {
            let Ok(TableShown(view)) = postcard_utils::from_buf::<TableShown, _>(&mut bytes) else {
                return Heard::End(End::Failed("a table that does not decode".into()));
            };
            if view.state.steps < self.most_seen {
                self.place.tally.steps_lost.fetch_add(1, Ordering::SeqCst);
            }
            self.view = Some(*view);
            self.note_change();
        } else if channel == wire.news {
            let Ok(news) = postcard_utils::from_buf::<TableNews, _>(&mut bytes) else {
                return Heard::End(End::Failed("news that do not decode".into()));
            };
            let Some(view) = &mut self.view else { return Heard::Nothing };
            if view.apply(&news).is_err() {
                return Heard::End(End::Failed("news that do not apply".into()));
            }
            self.note_change();
        }
        Heard::Nothing
    }

    /// The table changed: an action of ours shown back is a step (counted, and its round
    /// trip kept, while the window is open).
    fn note_change(&mut self) {
        let Some(view) = &self.view else { return };
        let steps = view.state.steps;
        self.most_seen = self.most_seen.max(steps);
        if let Some((at, since)) = self.in_flight
            && steps > at
        {
            self.in_flight = None;
            let tally = &self.place.tally;
            if tally.measuring.load(Ordering::SeqCst) {
                tally.steps.fetch_add(1, Ordering::Relaxed);
                let us = u32::try_from(since.elapsed().as_micros()).unwrap_or(u32::MAX);
                tally.trips.lock().unwrap_or_else(|p| p.into_inner()).push(us);
            }
        }
        self.changed_at = Instant::now();
    }

    fn over(&self) -> bool {
        self.view.as_ref().is_some_and(|v| matches!(v.state.match_phase, MatchPhase::Over { .. }))
    }

    /// The position now, if this seat has one to answer: its steps and its room's answers.
    fn position(&self) -> Option<(usize, bool, bool)> {
        let (view, me) = (self.view.as_ref()?, self.side?);
        let room = &view.room;
        Some((view.state.steps, room.accepted[me.index()], room.ready[me.index()]))
    }

    /// Plans the next step: due `step_every` after the table last changed (the room's
    /// first at a random moment within the first `step_every`).
    fn plan(&mut self) {
        if self.due.is_some() || self.position().is_none() || self.sent == self.position() {
            return;
        }
        let every = self.place.step_every;
        let wait = if self.first {
            self.first = false;
            every.mul_f64((self.place.seed % 1000) as f64 / 1000.0)
        } else {
            every
        };
        self.due = Some(self.changed_at + wait);
    }

    /// The step this seat takes now, if any (as the game's network bot decides it: accept
    /// the rules, ready for the next round, the Duell card, an action), with the steps it
    /// was decided at.
    fn step(&mut self) -> Option<(NetStep, usize)> {
        self.due = None;
        let position = self.position()?;
        if self.sent == Some(position) {
            return None;
        }
        let (view, me) = (self.view.as_ref()?, self.side?);
        let room = &view.room;
        let step = if !room.accepted[me.index()] {
            NetStep::Accept
        } else if room.players.iter().any(Option::is_none) || room.accepted != [true; 2] {
            return None;
        } else {
            match view.state.match_phase {
                MatchPhase::RoundOver(_) if !room.ready[me.index()] => NetStep::NextRound,
                MatchPhase::ChooseDuellCard { chooser } if chooser == me => {
                    NetStep::ChooseDuellCard(self.bot.choose_duell_card(&view.observation(me)?))
                }
                MatchPhase::Playing if view.state.decider == Some(me) => {
                    NetStep::Act(self.bot.decide(&view.observation(me)?))
                }
                _ => return None,
            }
        };
        let steps = view.state.steps;
        if matches!(step, NetStep::Act(_) | NetStep::ChooseDuellCard(_)) {
            self.in_flight = Some((steps, Instant::now()));
        }
        self.sent = Some(position);
        Some((step, steps))
    }
}
