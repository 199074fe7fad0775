//! The network server against what travels on the wire (issue 24), with the server as its
//! own process (`en-garde server`), so that a crash is its exit status:
//!
//! - **a packet fuzz**: a relay between a real client and the server copies every datagram
//!   the client sends and sends mutated copies from the client's own address — flipped
//!   bits, a byte set (the first one often: the packet's type and lengths), truncated,
//!   extended past any packet size, random — so that every handshake state the real
//!   client passes through is hit, plus the same from strangers' addresses; seeded, with
//!   a bounded count. The server must not die, and the real match must end as it ends
//!   unfuzzed: a tampered, replayed or forged datagram changes nothing (F01, F02);
//! - **an eavesdropper**: the relay keeps every datagram of a whole match, which must hold
//!   no player's name, no seat token, no room code and no hand.

use crate::persist::TempDir;
use bevy::prelude::*;
use en_garde::ai::{BotSpec, Controller};
use en_garde::game::Hand;
use en_garde::net::bot::{NetBot, bot_app};
use en_garde::net::client::{ClientOptions, FinishedRecord, Link, LinkProblem, Ticket};
use en_garde::net::protocol::{NET_VERSION, Want};
use en_garde::net::quic::ServerTrust;
use en_garde::net::quic::{Fingerprint, QuicClient};
use en_garde::rules::matchplay::MatchRng;
use en_garde::rules::{Level, RuleSet};
use rand::{Rng, RngExt, SeedableRng};
use std::io::{BufRead, BufReader};
use std::net::{SocketAddr, UdpSocket};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A server process on loopback; killed when dropped.
pub(crate) struct ServerProcess {
    child: Child,
    pub(crate) port: u16,
    /// The key it printed.
    key: Fingerprint,
    /// What it wrote on its standard error.
    said: Arc<Mutex<String>>,
    /// What it wrote on its standard output after its first line (the first 64 KiB).
    pub(crate) printed: Arc<Mutex<String>>,
    _data: Option<TempDir>,
}

impl ServerProcess {
    fn start(seed: u64) -> ServerProcess {
        ServerProcess::start_in(TempDir::new(), "127.0.0.1:0", seed, &[])
    }

    /// A server keeping its rooms in `data`, listening on `listen`, with `more` arguments.
    pub(crate) fn start_in(data: TempDir, listen: &str, seed: u64, more: &[&str]) -> ServerProcess {
        let mut child = Command::new(env!("CARGO_BIN_EXE_en-garde"))
            .args(["--data-dir", &data.0.to_string_lossy(), "server", "--listen", listen, "--seed", &seed.to_string()])
            .args(more)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the server starts");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let Some(Ok(line)) = lines.next() else {
            let mut why = String::new();
            let _ = std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut why);
            panic!("the server said nothing: {why}");
        };
        let port = line
            .split("listening on 127.0.0.1:")
            .nth(1)
            .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no port in {line:?}"));
        let key: Fingerprint = line
            .split(" key ")
            .nth(1)
            .and_then(|k| k.trim().parse().ok())
            .unwrap_or_else(|| panic!("no key in {line:?}"));
        // Keep reading what it says, so that it never blocks on a full pipe.
        let printed = Arc::new(Mutex::new(String::new()));
        let keep_printed = printed.clone();
        std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                // A step's line (`room CODE: Left: …`) is not kept: the room's events are.
                if line.contains(": Left: ") || line.contains(": Right: ") {
                    continue;
                }
                let mut printed = keep_printed.lock().unwrap();
                if printed.len() < 64 * 1024 {
                    printed.push_str(&line);
                    printed.push('\n');
                }
            }
        });
        let said = Arc::new(Mutex::new(String::new()));
        let (stderr, keep) = (child.stderr.take().unwrap(), said.clone());
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut said = keep.lock().unwrap();
                if said.len() < 64 * 1024 {
                    said.push_str(&line);
                    said.push('\n');
                }
            }
        });
        ServerProcess { child, port, key, said, printed, _data: Some(data) }
    }

    /// Sends it the signal `name` (`STOP`, `CONT`, …) with `kill`.
    pub(crate) fn signal(&self, name: &str) {
        let sent = Command::new("kill").arg(format!("-{name}")).arg(self.child.id().to_string()).status().unwrap();
        assert!(sent.success(), "kill -{name} failed");
    }

    /// Its data folder.
    pub(crate) fn data_dir(&self) -> &std::path::Path {
        &self._data.as_ref().expect("the data folder").0
    }

    /// Kills the server at once (SIGKILL: no clean stop) and returns its data folder.
    pub(crate) fn kill(mut self) -> TempDir {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self._data.take().expect("the data folder")
    }

    /// Panics, with its exit status, if the server is no longer running.
    pub(crate) fn assert_alive(&mut self, when: &str) {
        if let Some(status) = self.child.try_wait().unwrap() {
            std::thread::sleep(Duration::from_millis(100));
            panic!("the server died {when}: {status}; it said: {}", self.said.lock().unwrap());
        }
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Which way a datagram went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Way {
    ToServer,
    ToClient,
}

/// How a relay mutates: none, or `per_datagram` mutated copies of each datagram the client
/// sends, from a seeded generator.
#[derive(Clone, Copy)]
struct Fuzz {
    seed: u64,
    per_datagram: u32,
}

/// A UDP relay for one client: the client talks to `port`, the relay to the server from a
/// socket of its own (the client's address as the server sees it). It keeps every datagram
/// and, when fuzzing, sends mutated copies.
struct Relay {
    port: u16,
    /// Where it sends what the client sends (another server's port: someone who took the
    /// server's place).
    upstream: Arc<Mutex<SocketAddr>>,
    seen: Arc<Mutex<Vec<(Way, Vec<u8>)>>>,
    injected: Arc<AtomicU64>,
    stop: Arc<AtomicBool>,
}

impl Relay {
    fn start(server_port: u16, fuzz: Option<Fuzz>) -> Relay {
        let front = UdpSocket::bind("127.0.0.1:0").unwrap();
        let back = UdpSocket::bind("127.0.0.1:0").unwrap();
        let port = front.local_addr().unwrap().port();
        let upstream = Arc::new(Mutex::new(SocketAddr::from(([127, 0, 0, 1], server_port))));
        let seen = Arc::new(Mutex::new(Vec::new()));
        let injected = Arc::new(AtomicU64::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let client: Arc<Mutex<Option<SocketAddr>>> = Arc::default();
        for s in [&front, &back] {
            s.set_read_timeout(Some(Duration::from_millis(20))).unwrap();
        }
        // Client to server, with the fuzz.
        {
            let (front, back, seen, injected, stop, client) = (
                front.try_clone().unwrap(),
                back.try_clone().unwrap(),
                seen.clone(),
                injected.clone(),
                stop.clone(),
                client.clone(),
            );
            let upstream = upstream.clone();
            std::thread::spawn(move || {
                let mut rng = MatchRng::seed_from_u64(fuzz.map_or(0, |f| f.seed));
                let strangers: Vec<UdpSocket> = (0..4).map(|_| UdpSocket::bind("127.0.0.1:0").unwrap()).collect();
                let mut buf = vec![0u8; 65536];
                while !stop.load(Ordering::Relaxed) {
                    let Ok((n, from)) = front.recv_from(&mut buf) else { continue };
                    *client.lock().unwrap() = Some(from);
                    let server = *upstream.lock().unwrap();
                    let datagram = buf[..n].to_vec();
                    let _ = back.send_to(&datagram, server);
                    if let Some(f) = fuzz {
                        for _ in 0..f.per_datagram {
                            let bad = mutate(&datagram, &mut rng);
                            // Mostly from the client's own address (its handshake state),
                            // sometimes from a stranger's.
                            let socket = if rng.random_range(0..4) == 0 {
                                &strangers[rng.random_range(0..strangers.len())]
                            } else {
                                &back
                            };
                            let _ = socket.send_to(&bad, server);
                            injected.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    seen.lock().unwrap().push((Way::ToServer, datagram));
                }
            });
        }
        // Server to client.
        {
            let (front, back, seen, stop, client) = (front, back, seen.clone(), stop.clone(), client);
            let upstream = upstream.clone();
            std::thread::spawn(move || {
                let mut buf = vec![0u8; 65536];
                while !stop.load(Ordering::Relaxed) {
                    let Ok((n, from)) = back.recv_from(&mut buf) else { continue };
                    let to = *client.lock().unwrap();
                    if from != *upstream.lock().unwrap() {
                        continue;
                    }
                    if let Some(to) = to {
                        let _ = front.send_to(&buf[..n], to);
                        seen.lock().unwrap().push((Way::ToClient, buf[..n].to_vec()));
                    }
                }
            });
        }
        Relay { port, upstream, seen, injected, stop }
    }

    /// From now on, the client's datagrams go to the server at `port`.
    fn redirect(&self, port: u16) {
        *self.upstream.lock().unwrap() = SocketAddr::from(([127, 0, 0, 1], port));
    }

    fn datagrams(&self) -> Vec<(Way, Vec<u8>)> {
        self.seen.lock().unwrap().clone()
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A mutated copy of `datagram`.
fn mutate(datagram: &[u8], rng: &mut MatchRng) -> Vec<u8> {
    let mut d = datagram.to_vec();
    match rng.random_range(0..7) {
        // A few flipped bits.
        0 => {
            for _ in 0..rng.random_range(1..4) {
                if !d.is_empty() {
                    let i = rng.random_range(0..d.len());
                    d[i] ^= 1 << rng.random_range(0..8);
                }
            }
        }
        // The first byte (type, flags and lengths in most protocols) set at random.
        1 => {
            if let Some(b) = d.first_mut() {
                *b = rng.random();
            }
        }
        // Any byte set at random.
        2 if !d.is_empty() => {
            let i = rng.random_range(0..d.len());
            d[i] = rng.random();
        }
        // Truncated.
        3 => d.truncate(rng.random_range(0..d.len().max(1))),
        // Extended past any packet's size.
        4 => {
            let to = if rng.random_range(0..4) == 0 {
                rng.random_range(9000..65000)
            } else {
                rng.random_range(d.len()..1500.max(d.len() + 1))
            };
            while d.len() < to {
                d.push(rng.random());
            }
        }
        // Random bytes of a random length.
        5 => {
            d = vec![0; rng.random_range(0..1400)];
            rng.fill_bytes(&mut d);
        }
        // Replayed as it was.
        _ => {}
    }
    d
}

/// Every hand a bot held, each time one changed.
#[derive(Resource, Default)]
struct HandsHeld(Vec<Hand>);

/// A network bot on `port` that plays `level`, named `name`, trusting the server's key the
/// first time.
pub(crate) fn bot(port: u16, want: Want, level: &str, seed: u64, name: &str) -> App {
    bot_trusting(port, want, level, seed, name, ServerTrust::default())
}

/// A network bot on `port` that plays `level`, named `name`, checking the server's key by
/// `trust`.
fn bot_trusting(port: u16, want: Want, level: &str, seed: u64, name: &str, trust: ServerTrust) -> App {
    let spec: BotSpec = level.parse().unwrap();
    let options = ClientOptions {
        server: SocketAddr::from(([127, 0, 0, 1], port)),
        want,
        player: Controller::Human { name: name.into() },
        token_file: None,
        version: NET_VERSION,
        trust,
        identity: std::sync::Arc::new(en_garde::net::identity::Identity::generate().unwrap()),
    };
    let mut app = bot_app(options, NetBot::new(spec, seed, None));
    app.init_resource::<HandsHeld>().add_systems(
        Last,
        |hands: Query<&Hand, Changed<Hand>>, mut held: ResMut<HandsHeld>| {
            held.0.extend(hands.iter().cloned());
        },
    );
    app.finish();
    app.cleanup();
    app
}

/// Frames of `apps` until `done`, at most `limit`; the server must stay alive.
pub(crate) fn run(
    server: &mut ServerProcess,
    apps: &mut [&mut App],
    limit: Duration,
    mut done: impl FnMut(&mut [&mut App]) -> bool,
) {
    let start = Instant::now();
    while !done(apps) {
        server.assert_alive("during the match");
        assert!(start.elapsed() < limit, "not done within {limit:?}");
        for a in apps.iter_mut() {
            if a.should_exit().is_none() {
                a.update();
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// What one relayed match left: the records each bot got, their seats, and the relays.
struct Played {
    records: Vec<en_garde::persist::MatchRecord>,
    tickets: Vec<Ticket>,
    hands: Vec<Hand>,
    relays: Vec<Relay>,
}

/// A whole Standard match between two network bots named `names`, each through a relay.
fn relayed_match(server: &mut ServerProcess, fuzz: Option<Fuzz>, names: [&str; 2]) -> Played {
    let relay_a = Relay::start(server.port, fuzz);
    let relay_b = Relay::start(server.port, fuzz.map(|f| Fuzz { seed: f.seed + 1, ..f }));
    let rules = RuleSet::for_level(Level::Standard);
    let mut a = bot(relay_a.port, Want::Create { rules }, "easy", 3, names[0]);
    run(server, &mut [&mut a], Duration::from_secs(30), |c| c[0].world().get_resource::<Ticket>().is_some());
    let code = a.world().resource::<Ticket>().room.to_string();
    let mut b = bot(relay_b.port, Want::Join { room: code }, "random", 4, names[1]);
    run(server, &mut [&mut a, &mut b], Duration::from_secs(180), |c| c.iter().all(|c| c.should_exit().is_some()));
    let mut records = Vec::new();
    let mut tickets = Vec::new();
    let mut hands = Vec::new();
    for app in [&a, &b] {
        hands.extend(app.world().resource::<HandsHeld>().0.iter().cloned());
        assert_eq!(app.should_exit(), Some(AppExit::Success));
        records.push(app.world().resource::<FinishedRecord>().0.clone());
        tickets.push(app.world().resource::<Ticket>().clone());
    }
    Played { records, tickets, hands, relays: vec![relay_a, relay_b] }
}

#[test]
fn no_datagram_crashes_the_server_or_changes_the_match() {
    // The same match unfuzzed and fuzzed, each on a server of the same seed.
    let mut clean_server = ServerProcess::start(21);
    let clean = relayed_match(&mut clean_server, None, ["Ada", "Bea"]);
    let mut server = ServerProcess::start(21);
    let fuzzed = relayed_match(&mut server, Some(Fuzz { seed: 77, per_datagram: 4 }), ["Ada", "Bea"]);
    server.assert_alive("after the match");
    let injected: u64 = fuzzed.relays.iter().map(|r| r.injected.load(Ordering::Relaxed)).sum();
    assert!(injected >= 500, "only {injected} datagrams were injected");
    // Nothing injected changed the match: the same steps, the same result.
    for (c, f) in clean.records.iter().zip(&fuzzed.records) {
        assert_eq!(c.steps, f.steps, "the fuzzed match's steps differ from the clean one's");
        assert_eq!(c.result, f.result);
    }
    // And the server still seats and plays a new match.
    let again = relayed_match(&mut server, None, ["Cy", "Di"]);
    assert_eq!(again.records.len(), 2);
    server.assert_alive("at the end");
}

/// `needle` occurs in `hay`.
fn holds(hay: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && hay.windows(needle.len()).any(|w| w == needle)
}

#[test]
fn an_eavesdropper_on_the_wire_reads_no_name_token_code_or_hand() {
    let mut server = ServerProcess::start(5);
    let names = ["Eavesdropped Vera", "Overheard Walt"];
    let played = relayed_match(&mut server, None, names);
    let mut secrets: Vec<(String, Vec<u8>)> = Vec::new();
    for name in names {
        secrets.push((format!("the name {name:?}"), name.as_bytes().to_vec()));
    }
    for t in &played.tickets {
        secrets.push((format!("the token {} (little-endian)", t.token), t.token.to_le_bytes().to_vec()));
        secrets.push((format!("the token {} (big-endian)", t.token), t.token.to_be_bytes().to_vec()));
        secrets.push((format!("the token {} (text)", t.token), t.token.to_string().into_bytes()));
        secrets.push((format!("the room code {}", t.room), t.room.to_string().into_bytes()));
    }
    // Every hand a player held, as the protocol encodes it (five cards: six bytes or more).
    let mut hands = played.hands.clone();
    hands.retain(|h| h.cards.len() >= 5);
    assert!(hands.len() >= 10, "only {} full hands held", hands.len());
    for hand in &hands {
        let mut buf = [0u8; 64];
        let bytes = bevy_replicon::postcard::to_slice(hand, &mut buf).unwrap().to_vec();
        secrets.push((format!("a hand held ({hand:?})"), bytes));
    }
    let mut datagrams = 0;
    for relay in &played.relays {
        for (way, d) in relay.datagrams() {
            datagrams += 1;
            for (what, bytes) in &secrets {
                assert!(!holds(&d, bytes), "a datagram {way:?} holds {what} in clear: {d:02x?}");
            }
        }
    }
    assert!(datagrams > 100, "only {datagrams} datagrams seen");
}

/// Runs `app` until its connection ends for good, and returns why.
fn refused(server: &mut ServerProcess, app: &mut App) -> LinkProblem {
    run(server, &mut [app], Duration::from_secs(30), |c| matches!(c[0].world().resource::<Link>(), Link::Refused(_)));
    match app.world().resource::<Link>() {
        Link::Refused(why) => why.clone(),
        other => unreachable!("{other:?}"),
    }
}

#[test]
fn a_server_with_another_key_is_refused_by_a_client_that_trusted_the_first() {
    let mut real = ServerProcess::start(8);
    let mut impostor = ServerProcess::start(9);
    assert_ne!(real.key, impostor.key);
    let rules = RuleSet::for_level(Level::Standard);
    let dir = TempDir::new();
    let known = dir.0.join("known-servers.txt");
    // A client trusts the key it is shown the first time, and keeps it.
    let relay = Relay::start(real.port, None);
    let trust = ServerTrust::FirstUse { known: Some(known.clone()) };
    let mut a = bot_trusting(relay.port, Want::Create { rules }, "easy", 3, "Ada", trust);
    run(&mut real, &mut [&mut a], Duration::from_secs(30), |c| c[0].world().get_resource::<Ticket>().is_some());
    let kept = std::fs::read_to_string(&known).unwrap();
    assert_eq!(kept.trim(), format!("127.0.0.1:{} {}", relay.port, real.key));
    // Someone takes the server's place at that address: the client, reconnecting, is
    // shown another key and refuses it, for good.
    relay.redirect(impostor.port);
    a.world_mut().resource_mut::<QuicClient>().disconnect();
    match refused(&mut impostor, &mut a) {
        LinkProblem::WrongKey { expected, shown, .. } => {
            assert_eq!((expected, shown), (real.key, impostor.key));
        }
        other => panic!("refused for another reason: {other}"),
    }
    assert!(a.world().get_resource::<QuicClient>().is_none(), "a wrong key is not tried again");
    // A client started again with the same file refuses the impostor at once.
    let trust = ServerTrust::FirstUse { known: Some(known.clone()) };
    let mut again = bot_trusting(relay.port, Want::Create { rules }, "easy", 5, "Ada", trust);
    assert!(matches!(refused(&mut impostor, &mut again), LinkProblem::WrongKey { .. }));
    // A key given by hand (`bot --server-key`) is refused by the impostor, taken by the
    // server that holds it.
    let mut b = bot_trusting(impostor.port, Want::Create { rules }, "easy", 4, "Bea", ServerTrust::Pinned(real.key));
    assert!(matches!(refused(&mut impostor, &mut b), LinkProblem::WrongKey { .. }));
    let mut c = bot_trusting(real.port, Want::Create { rules }, "easy", 4, "Bea", ServerTrust::Pinned(real.key));
    run(&mut real, &mut [&mut c], Duration::from_secs(30), |c| c[0].world().get_resource::<Ticket>().is_some());
}

#[test]
fn a_connected_client_that_breaks_the_framing_is_closed_and_the_server_goes_on() {
    use en_garde::net::quic::MAGIC;
    use en_garde::net::quic::client::client_config;
    let mut server = ServerProcess::start(12);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let (config, _) = client_config(Some(server.key), en_garde::net::quic::client::KEEP_ALIVE).unwrap();
    let addr = SocketAddr::from(([127, 0, 0, 1], server.port));
    let mut rng = MatchRng::seed_from_u64(5);
    // Past the handshake, what a hostile client writes on its stream: another magic, a
    // channel that does not exist, lengths past any message, random bytes, a frame cut off,
    // nothing at all. (The transport before had its own such bug, F02: a fragment numbered
    // 5 of 2 killed the server.)
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("another magic", b"HTTP/1.1 GET /".to_vec()),
        ("channel 200", [&MAGIC[..], &[200, 1, 0]].concat()),
        ("a length of 4 GiB", [&MAGIC[..], &[1, 255, 255, 255, 255, 15]].concat()),
        ("a length past the limit", [&MAGIC[..], &[1, 0x80, 0x80, 0x40]].concat()),
        ("a frame cut off", [&MAGIC[..], &[1, 100, 1, 2, 3]].concat()),
        ("nothing", Vec::new()),
    ];
    let randoms = (0..24).map(|_| {
        let mut bytes = vec![0u8; rng.random_range(1..3000)];
        rng.fill_bytes(&mut bytes);
        if rng.random_range(0..2) == 0 {
            bytes.splice(0..0, MAGIC.iter().copied());
        }
        ("random bytes", bytes)
    });
    for (what, bytes) in cases.into_iter().chain(randoms) {
        let config = config.clone();
        let closed = runtime.block_on(async move {
            let endpoint = quinn::Endpoint::client(SocketAddr::from(([127, 0, 0, 1], 0))).unwrap();
            let conn = endpoint.connect_with(config, addr, "en-garde").unwrap().await.expect("the handshake");
            let mut send = conn.open_uni().await.unwrap();
            if !bytes.is_empty() {
                let _ = send.write_all(&bytes).await;
            }
            if what == "a frame cut off" {
                let _ = send.finish();
            }
            // The server closes the connection (at the latest after the first-word time
            // for one that says nothing).
            tokio::time::timeout(Duration::from_secs(15), conn.closed()).await.is_ok()
        });
        assert!(closed, "a client that sent {what} was not closed");
        server.assert_alive(&format!("after a client sent {what}"));
    }
    // A crowd of connections that finish the handshake and then say nothing (F04, F05:
    // such clients filled the server for good): one address holds at most 16 places, and
    // each silent one is closed within seconds, so real players get in.
    let config_crowd = config.clone();
    let held = runtime.block_on(async move {
        let endpoint = quinn::Endpoint::client(SocketAddr::from(([127, 0, 0, 1], 0))).unwrap();
        let mut open = Vec::new();
        for _ in 0..40 {
            if let Ok(Ok(conn)) = tokio::time::timeout(
                Duration::from_secs(2),
                endpoint.connect_with(config_crowd.clone(), addr, "en-garde").unwrap(),
            )
            .await
            {
                open.push(conn);
            }
        }
        let held = open.len();
        // Every one of them is closed by the server, whatever it claimed.
        for conn in &open {
            let closed = tokio::time::timeout(Duration::from_secs(15), conn.closed()).await;
            assert!(closed.is_ok(), "a silent connection was kept");
        }
        held
    });
    assert!(held <= 16, "{held} connections from one address were held at once");
    server.assert_alive("after a crowd of silent connections");
    // Real players still play a whole match there.
    let played = relayed_match(&mut server, None, ["Ada", "Bea"]);
    assert_eq!(played.records.len(), 2);
    server.assert_alive("at the end");
}

/// What a player was shown of its match: the most steps any table it was sent had, and
/// each time a table sent whole after a reconnection had fewer (a step it saw, lost).
#[derive(Resource, Default)]
struct Shown {
    most: usize,
    lost: Vec<String>,
}

/// A network bot that notes what it was shown ([`Shown`]).
fn watched_bot(port: u16, want: Want, seed: u64, key: Fingerprint) -> App {
    use en_garde::net::protocol::{TableNews, TableShown};
    let mut app = bot_trusting(port, want, "random", seed, &format!("P{seed}"), ServerTrust::Pinned(key));
    {
        let mut bot = app.world_mut().resource_mut::<NetBot>();
        bot.delay = Duration::from_millis(15);
        bot.report = false;
    }
    // A bot waiting for its opponent learns of a restart at its next keep-alive (the new
    // process's stateless reset): at the game's 5 s, 200 restarts would take a quarter of
    // an hour of waiting; this test is about what is kept, not how soon it is noticed.
    app.insert_resource(en_garde::net::client::KeepAlive(Duration::from_secs(1)));
    app.init_resource::<Shown>()
        .add_observer(|t: On<TableShown>, mut shown: ResMut<Shown>| {
            let steps = t.0.state.steps;
            if steps < shown.most {
                let line = format!("a table of {steps} steps after one of {} was shown", shown.most);
                shown.lost.push(line);
            }
            shown.most = shown.most.max(steps);
        })
        .add_observer(|n: On<TableNews>, mut shown: ResMut<Shown>| {
            if let Some(change) = &n.state {
                shown.most = shown.most.max(change.steps as usize);
            }
        });
    app
}

/// Issue 27, point 2: the server killed (SIGKILL) at 200 moments of a 100-room load and
/// started again each time on its data folder; its players reconnect by themselves. No
/// step a player was shown is missing after a restart (a table sent whole has at least as
/// many steps as any it was shown), and every match played has exactly one record, which
/// re-plays. Rooms whose match ended are replaced by new ones until the last kill.
#[test]
fn a_server_killed_at_two_hundred_moments_loses_no_step_a_player_saw() {
    use en_garde::persist::{DataPaths, record};
    const ROOMS: usize = 100;
    const KILLS: usize = 200;
    let more = ["--max-rooms", "1000", "--max-per-address", "1000", "--quiet"];
    let mut server = ServerProcess::start_in(TempDir::new(), "127.0.0.1:0", 27, &more);
    let (port, key) = (server.port, server.key);
    let listen = format!("127.0.0.1:{port}");
    let rules = RuleSet::for_level(Level::Advanced);
    let mut rng = MatchRng::seed_from_u64(27);
    // Each room: its creator, and its joiner once the creator has the room's code.
    let mut rooms: Vec<(App, Option<App>)> = Vec::new();
    let mut finished: Vec<(App, App)> = Vec::new();
    let mut seed = 0;
    let mut frames = |rooms: &mut Vec<(App, Option<App>)>, finished: &mut Vec<(App, App)>, open: bool| {
        let mut i = 0;
        while i < rooms.len() {
            let (a, b) = &mut rooms[i];
            for app in std::iter::once(&mut *a).chain(b.iter_mut()) {
                if app.should_exit().is_none() {
                    app.update();
                }
            }
            if b.is_none()
                && let Some(ticket) = a.world().get_resource::<Ticket>()
            {
                seed += 1;
                *b = Some(watched_bot(port, Want::Join { room: ticket.room.to_string() }, seed, key));
            }
            let over = b.as_ref().is_some_and(|b| b.should_exit().is_some()) && a.should_exit().is_some();
            if over {
                let (a, b) = rooms.swap_remove(i);
                finished.push((a, b.unwrap()));
            } else {
                i += 1;
            }
        }
        while open && rooms.len() < ROOMS {
            seed += 1;
            rooms.push((watched_bot(port, Want::Create { rules }, seed, key), None));
        }
    };
    // Every step shown to a player so far, in all rooms.
    let shown = |rooms: &Vec<(App, Option<App>)>, finished: &Vec<(App, App)>| -> usize {
        let of = |a: &App| a.world().resource::<Shown>().most;
        rooms.iter().flat_map(|(a, b)| std::iter::once(a).chain(b)).map(of).sum::<usize>()
            + finished.iter().map(|(a, b)| of(a) + of(b)).sum::<usize>()
    };
    let mut moved = Vec::new();
    for kill in 0..KILLS {
        // The load goes on until the players are back and a hundred more steps were shown
        // (so that each kill falls in a load), then a while more.
        let (start, before) = (Instant::now(), shown(&rooms, &finished));
        while shown(&rooms, &finished) < before + 100 && start.elapsed() < Duration::from_secs(20) {
            frames(&mut rooms, &mut finished, true);
            std::thread::sleep(Duration::from_millis(1));
        }
        moved.push(shown(&rooms, &finished) - before);
        let run = Duration::from_millis(rng.random_range(0..300));
        let start = Instant::now();
        while start.elapsed() < run {
            frames(&mut rooms, &mut finished, true);
            std::thread::sleep(Duration::from_millis(1));
        }
        server.assert_alive(&format!("before kill {kill}"));
        let data = server.kill();
        server = ServerProcess::start_in(data, &listen, 27, &more);
    }
    // The last rooms play to their end.
    let start = Instant::now();
    while !rooms.is_empty() {
        if start.elapsed() > Duration::from_secs(300) {
            // Each player still waiting, in words, before the test fails.
            for (a, b) in &rooms {
                for app in std::iter::once(a).chain(b) {
                    let w = app.world();
                    eprintln!(
                        "{:?} exit {:?} ticket {:?} declined {:?} most {}",
                        w.get_resource::<Link>(),
                        app.should_exit(),
                        w.get_resource::<Ticket>().map(|t| (t.room.clone(), t.side)),
                        w.get_resource::<en_garde::net::client::LastDeclined>(),
                        w.resource::<Shown>().most,
                    );
                }
            }
            panic!("{} matches did not end", rooms.len());
        }
        server.assert_alive("after the kills");
        frames(&mut rooms, &mut finished, false);
        std::thread::sleep(Duration::from_millis(1));
    }
    let mut lost = Vec::new();
    let mut ids = std::collections::BTreeSet::new();
    for app in finished.iter().flat_map(|(a, b)| [a, b]) {
        lost.extend(app.world().resource::<Shown>().lost.iter().cloned());
        assert_eq!(
            app.should_exit(),
            Some(AppExit::Success),
            "a player's match ended badly: {:?}, {:?}",
            app.world().get_resource::<Link>(),
            app.world().get_resource::<en_garde::net::client::LastDeclined>()
        );
        let record = &app.world().resource::<FinishedRecord>().0;
        ids.insert(record.match_id.clone().expect("a server's record has an id"));
    }
    assert_eq!(lost, Vec::<String>::new(), "steps a player saw were lost");
    assert!(moved.iter().all(|n| *n >= 100), "a kill fell where nothing was played: {moved:?}");
    let paths = DataPaths::in_dir(&server._data.as_ref().unwrap().0);
    let (records, problems) = record::list(&paths);
    assert_eq!(problems.len(), 0, "{problems:?}");
    let mut per_match = std::collections::BTreeMap::new();
    for entry in &records {
        entry.record.verify().unwrap_or_else(|e| panic!("{}: {e}", entry.path.display()));
        *per_match.entry(entry.record.match_id.clone().unwrap()).or_insert(0) += 1;
    }
    assert!(per_match.values().all(|n| *n == 1), "a match recorded twice: {per_match:?}");
    assert_eq!(
        per_match.keys().cloned().collect::<std::collections::BTreeSet<_>>(),
        ids,
        "one record per match played"
    );
    assert!(ids.len() >= ROOMS, "{} matches", ids.len());
}

/// Issue 27, point 3: the lean players of `net::crowd` (the load tool of `en-garde
/// net-crowd`, no app per player) speak the game's own protocol — replicon's channels and
/// hash, the same messages — to a real server process: every room is seated, the rooms step
/// at their pace, each action's round trip is measured, no room fails, a match that ends is
/// replaced by a new room, and the server's CPU and memory are read from its process.
#[test]
fn a_crowd_of_lean_players_seats_and_plays_every_room_at_its_pace() {
    use en_garde::net::crowd::{CrowdOptions, run};
    const ROOMS: usize = 40;
    let more = ["--max-per-address", "400", "--quiet", "--metrics", "127.0.0.1:0"];
    let mut server = ServerProcess::start_in(TempDir::new(), "127.0.0.1:0", 31, &more);
    let http = metrics_address(&server);
    assert_eq!(http_get(http, "GET", "/health").0, 200);
    assert_eq!(http_get(http, "GET", "/ready"), (200, "ready\n".to_string()));
    let step_every = Duration::from_millis(10);
    let options = CrowdOptions {
        server: ([127, 0, 0, 1], server.port).into(),
        rooms: ROOMS,
        step_every,
        window: Duration::from_secs(6),
        connects_per_second: 400,
        server_pid: Some(server.child.id()),
        seed: 5,
        ..CrowdOptions::new(([127, 0, 0, 1], server.port).into(), ROOMS)
    };
    let report = run(&options).unwrap();
    server.assert_alive("after the crowd");
    assert_eq!(report.seated, ROOMS, "{report:?}");
    assert_eq!((report.failed, report.why_failed.clone()), (0, vec![]), "{report:?}");
    // Each room steps about every 10 ms (plus the round trip): 40 rooms over 6 s take some
    // thousands of steps; a tenth of the pace is the floor on a machine busy with other tests.
    let paced = (ROOMS as f64 * report.window_s / step_every.as_secs_f64()) as u64;
    assert!(report.steps >= paced / 10 && report.steps <= paced, "{} steps, {paced} at the pace", report.steps);
    let [median, p99, max] = report.round_trip_ms;
    assert!(median > 0.0 && median <= p99 && p99 <= max, "{:?}", report.round_trip_ms);
    assert!(report.finished > 0, "matches end and their rooms are replaced: {report:?}");
    if cfg!(target_os = "linux") {
        assert!(report.server_cpu_percent.is_some_and(|c| c > 0.0), "{report:?}");
        assert!(report.server_memory_mib.is_some_and(|(now, peak)| now > 1.0 && peak >= now), "{report:?}");
    }
    // Issue 27, point 5: the server's own count of what happened, in the Prometheus text
    // format — at least the steps the players saw taken in the window, the rooms it held
    // (sampled once a second), the connections' round trips, and the clients gone when the
    // crowd left.
    let (status, text) = http_get(http, "GET", "/metrics");
    assert_eq!(status, 200, "{text}");
    let value = |name: &str| -> f64 {
        let line =
            text.lines().find(|l| l.starts_with(&format!("{name} "))).unwrap_or_else(|| panic!("no {name} in {text}"));
        line.rsplit(' ').next().unwrap().parse().unwrap()
    };
    assert!(value("en_garde_steps_total") >= report.steps as f64, "{text}");
    assert!(value("en_garde_rooms") >= 1.0, "{text}");
    assert!(value("en_garde_round_trip_seconds_count") >= 1.0, "{text}");
    assert_eq!(value("en_garde_clients_refused_total"), 0.0, "nobody was refused: {text}");
    assert!(text.contains("en_garde_round_trip_seconds_bucket{le=\"0.0005\"}"), "{text}");
    assert!(text.ends_with("# EOF\n"), "{text}");
    let gone = Instant::now();
    while value_now(http, "en_garde_clients_gone_total") < (ROOMS * 2) as f64 {
        assert!(gone.elapsed() < Duration::from_secs(30), "the crowd's connections were not all noticed gone");
        std::thread::sleep(Duration::from_millis(200));
    }
    // Anything else is answered in words, and only GET and HEAD are.
    assert_eq!(http_get(http, "GET", "/nothing").0, 404);
    assert_eq!(http_get(http, "POST", "/metrics").0, 405);
    server.assert_alive("after the HTTP requests");
}

/// Issue 27, point 6: bad load beside a crowd's rooms — connections that finish the
/// handshake and say nothing (half not even their stream's magic), and players that create
/// a room, keep asking and never read the answers nor give the server flow-control credit
/// — each coming again as soon as it is let go. The server lets every silent one go within
/// its first-word and Hello times (5 s) and every deaf one once its writes wait
/// `SEND_STALL` — none is held longer, at the end either — keeps its memory bounded, and
/// the rooms play on: every room seated, none failed, steps at their pace.
#[test]
fn silent_connections_and_players_that_never_read_are_let_go_while_the_rooms_play_on() {
    use en_garde::net::crowd::{CrowdOptions, run};
    use en_garde::net::quic::SEND_STALL;
    const ROOMS: usize = 20;
    let more = ["--max-per-address", "1000", "--max-clients", "1000", "--max-rooms", "500", "--quiet"];
    let mut server = ServerProcess::start_in(TempDir::new(), "127.0.0.1:0", 41, &more);
    let step_every = Duration::from_millis(50);
    let options = CrowdOptions {
        step_every,
        window: SEND_STALL + Duration::from_secs(8),
        connects_per_second: 400,
        server_pid: Some(server.child.id()),
        seed: 9,
        silent: 300,
        deaf: 6,
        ..CrowdOptions::new(([127, 0, 0, 1], server.port).into(), ROOMS)
    };
    let report = run(&options).unwrap();
    server.assert_alive("after the bad load");
    assert_eq!(report.seated, ROOMS, "{report:?}");
    assert_eq!((report.failed, report.why_failed.clone()), (0, vec![]), "the rooms play on: {report:?}");
    let paced = (ROOMS as f64 * report.window_s / step_every.as_secs_f64()) as u64;
    assert!(report.steps >= paced / 10, "{} steps, {paced} at the pace: {report:?}", report.steps);
    let silent = &report.bad.silent;
    assert!(silent.let_go >= silent.count as u64, "every silent connection was let go, again and again: {silent:?}");
    assert!(silent.longest_s > 4.0 && silent.longest_s < 10.0, "held about 5 s at most: {silent:?}");
    assert!(silent.oldest_held_s < 10.0, "none held for longer at the end: {silent:?}");
    let deaf = &report.bad.deaf;
    assert!(deaf.let_go >= deaf.count as u64, "every deaf player was let go: {deaf:?}");
    let stall = SEND_STALL.as_secs_f64();
    assert!(deaf.longest_s > stall - 1.0 && deaf.longest_s < stall + 5.0, "let go once its writes waited: {deaf:?}");
    assert!(deaf.oldest_held_s < stall + 5.0, "none held for longer at the end: {deaf:?}");
    if let Some((_, peak)) = report.server_memory_mib {
        assert!(peak < 400.0, "the server's memory stays bounded: {peak:.0} MiB at its peak");
    }
}

/// Issue 27, point 6: a reconnect storm — a server killed (SIGKILL) under a crowd playing
/// its rooms, and started again at once on the same port and data folder. Every player
/// that lost its connection comes back to its seat (its side, its token) as the game's
/// client does, no table it is shown again has fewer steps than one it was shown before,
/// no room fails, and the rooms play on.
#[test]
fn a_server_killed_under_a_crowd_is_taken_back_by_every_player_with_no_step_lost() {
    use en_garde::net::crowd::{CrowdOptions, run};
    const ROOMS: usize = 30;
    let more = ["--max-per-address", "400", "--quiet"];
    let server = ServerProcess::start_in(TempDir::new(), "127.0.0.1:0", 43, &more);
    let port = server.port;
    let options = CrowdOptions {
        step_every: Duration::from_millis(50),
        window: Duration::from_secs(16),
        connects_per_second: 400,
        seed: 11,
        reconnect: true,
        ..CrowdOptions::new(([127, 0, 0, 1], port).into(), ROOMS)
    };
    let crowd = std::thread::spawn(move || run(&options));
    std::thread::sleep(Duration::from_secs(5));
    let data = server.kill();
    let mut server = ServerProcess::start_in(data, &format!("127.0.0.1:{port}"), 43, &more);
    let report = crowd.join().unwrap().unwrap();
    server.assert_alive("after the storm");
    let storm = &report.storm;
    assert!(storm.lost >= ROOMS as u64, "the players noticed the restart: {storm:?}");
    assert_eq!((storm.resumed, storm.away), (storm.lost, 0), "every one came back: {storm:?}");
    assert_eq!((storm.steps_lost, storm.wrong_side), (0, 0), "{storm:?}");
    assert_eq!((report.failed, report.why_failed.clone()), (0, vec![]), "{report:?}");
    assert!(report.steps > 0 && report.finished > 0, "{report:?}");
}

/// The address the server serves its metrics on (the line it prints for `--metrics`).
pub(crate) fn metrics_address(server: &ServerProcess) -> std::net::SocketAddr {
    let start = Instant::now();
    loop {
        let printed = server.printed.lock().unwrap().clone();
        if let Some(at) = printed.lines().find_map(|l| l.split("on http://").nth(1)) {
            return at.split('/').next().unwrap().parse().unwrap();
        }
        assert!(start.elapsed() < Duration::from_secs(10), "no metrics address printed: {printed}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// One HTTP/1.1 request to `at`: the status and the body.
pub(crate) fn http_get(at: std::net::SocketAddr, method: &str, path: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(at).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(stream, "{method} {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n").unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).unwrap();
    let status = reply.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = reply.split_once("\r\n\r\n").map_or("", |(_, b)| b).to_string();
    (status, body)
}

/// The value of the metric `name` the server reports now (0 when it reports none).
fn value_now(at: std::net::SocketAddr, name: &str) -> f64 {
    let (_, text) = http_get(at, "GET", "/metrics");
    text.lines()
        .find(|l| l.starts_with(&format!("{name} ")))
        .and_then(|l| l.rsplit(' ').next()?.parse().ok())
        .unwrap_or(0.0)
}
