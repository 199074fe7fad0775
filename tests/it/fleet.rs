//! A fleet of servers on one Redis (issue 27, point 4): real `en-garde server --fleet`
//! processes and a real `redis-server` on loopback, played by the lean crowd
//! (`net::crowd`); one server is killed (SIGKILL) under the load.

use crate::persist::TempDir;
use crate::wire::{ServerProcess, bot, http_get, metrics_address, run as run_apps};
use bevy::prelude::*;
use en_garde::net::client::{FinishedRecord, Ticket};
use en_garde::net::crowd::{CrowdOptions, run};
use en_garde::net::protocol::Want;
use en_garde::net::server::fleet::PREFIX;
use en_garde::persist::MatchRecord;
use en_garde::persist::ratings::RatedPlayer;
use en_garde::rules::{Level, RuleSet};
use std::net::{SocketAddr, TcpListener, UdpSocket};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A `redis-server` of the test's own on a free loopback port, keeping nothing on disk;
/// stopped when dropped.
struct RedisProcess {
    child: Child,
    port: u16,
    _dir: TempDir,
}

impl RedisProcess {
    fn start() -> RedisProcess {
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let dir = TempDir::new();
        let child = Command::new("redis-server")
            .args(["--bind", "127.0.0.1", "--port", &port.to_string(), "--save", "", "--appendonly", "no"])
            .arg("--dir")
            .arg(&dir.0)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("redis-server runs (scripts/test.sh installs Debian's redis-server)");
        let redis = RedisProcess { child, port, _dir: dir };
        let start = Instant::now();
        while redis.connection().is_none() {
            assert!(start.elapsed() < Duration::from_secs(10), "redis-server did not answer on port {port}");
            std::thread::sleep(Duration::from_millis(50));
        }
        redis
    }

    fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    fn connection(&self) -> Option<redis::Connection> {
        let mut c = redis::Client::open(self.url()).ok()?.get_connection().ok()?;
        redis::cmd("PING").query::<String>(&mut c).ok()?;
        Some(c)
    }
}

impl RedisProcess {
    /// Sends it the signal `name` (`STOP`, `CONT`) with `kill`.
    fn signal(&self, name: &str) {
        let sent = Command::new("kill").arg(format!("-{name}")).arg(self.child.id().to_string()).status().unwrap();
        assert!(sent.success(), "kill -{name} failed");
    }
}

impl Drop for RedisProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A free UDP port on loopback (a fleet's server advertises its address, so it listens on
/// a port known before it starts).
fn free_udp_port() -> u16 {
    UdpSocket::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// A server of the fleet at `redis`, id `id`, its data folder holding the fleet's one key
/// (copied from `key_from`, the first server's folder, when given).
fn fleet_server(redis: &RedisProcess, id: &str, seed: u64, key_from: Option<&std::path::Path>) -> ServerProcess {
    let data = TempDir::new();
    if let Some(from) = key_from {
        for file in ["server-cert.der", "server-key.der"] {
            std::fs::copy(from.join(file), data.0.join(file)).unwrap();
        }
    }
    let listen = format!("127.0.0.1:{}", free_udp_port());
    let url = redis.url();
    let more = ["--fleet", url.as_str(), "--fleet-id", id, "--max-per-address", "400", "--away-timeout", "60"];
    ServerProcess::start_in(data, &listen, seed, &more)
}

/// The keys under the fleet's prefix that match `pattern` (after the prefix).
fn keys(c: &mut redis::Connection, pattern: &str) -> Vec<String> {
    redis::cmd("KEYS").arg(format!("{PREFIX}{pattern}")).query(c).unwrap()
}

/// Issue 27, point 4: three servers share one Redis; 300 players ask for quick pairing (a
/// step every 100 ms a room: the test's processes share a CI machine with other tests),
/// two at a time at two servers in turn; the fleet pairs them (one process pairs the whole
/// fleet's waiting) and seats each pair at one server, the other player sent there (a
/// `Redirect`); one server is SIGKILLed under the load. The others take its rooms from
/// the journals in Redis, its players come back through them: no room fails, no step a
/// player saw is lost, nobody changes sides; every match that ended has exactly one
/// record in the fleet, and it verifies; every such match is rated exactly once (each
/// player of the crowd plays one match: one rated match each).
#[test]
fn a_fleet_of_three_servers_on_redis_loses_no_match_when_one_is_killed() {
    const ROOMS: usize = 150;
    let redis = RedisProcess::start();
    let a = fleet_server(&redis, "a", 51, None);
    let key_dir = a.data_dir().to_path_buf();
    let b = fleet_server(&redis, "b", 52, Some(&key_dir));
    let mut c = fleet_server(&redis, "c", 53, Some(&key_dir));
    let at = |s: &ServerProcess| SocketAddr::from(([127, 0, 0, 1], s.port));
    let options = CrowdOptions {
        step_every: Duration::from_millis(100),
        // A player notices a server that died when its connection has been silent for the
        // client's idle timeout (20 s), then comes back through the next server.
        window: Duration::from_secs(40),
        connects_per_second: 400,
        seed: 17,
        reconnect: true,
        pair: true,
        fleet: vec![at(&b), at(&c)],
        ..CrowdOptions::new(at(&a), ROOMS)
    };
    let crowd = std::thread::spawn(move || run(&options));
    std::thread::sleep(Duration::from_secs(7));
    let printed_a = a.printed.lock().unwrap().clone();
    drop(a.kill());
    let report = crowd.join().unwrap().unwrap();
    let mut b = b;
    b.assert_alive("after the kill");
    c.assert_alive("after the kill");
    let storm = &report.storm;
    let said = || format!("a said:\n{printed_a}\nb said:\n{}", b.printed.lock().unwrap());
    assert!(storm.redirected >= ROOMS as u64, "players were sent to their rooms' servers: {storm:?}");
    assert!(storm.lost > 0, "the killed server's players noticed: {storm:?}");
    assert_eq!((storm.resumed, storm.away), (storm.lost, 0), "every one came back: {storm:?}\n{}", said());
    assert_eq!((storm.steps_lost, storm.wrong_side), (0, 0), "{storm:?}");
    assert_eq!((report.failed, report.why_failed.clone()), (0, vec![]), "{report:?}\n{}", said());
    assert!(report.steps > 0 && report.finished > 0, "{report:?}");

    // The crowd stopped: a match that ended in its last frame is settled within a frame.
    std::thread::sleep(Duration::from_secs(1));
    let mut conn = redis.connection().unwrap();
    // The killed server's rooms were all taken.
    let left: Vec<String> = redis::cmd("SMEMBERS").arg(format!("{PREFIX}rooms-of:a")).query(&mut conn).unwrap();
    assert!(left.is_empty(), "rooms of the killed server not taken: {left:?}");
    // One verified record per finished match.
    let records: Vec<(String, String)> =
        redis::cmd("HGETALL").arg(format!("{PREFIX}records")).query(&mut conn).unwrap();
    assert!(records.len() as u64 >= report.finished, "{} records for {} matches", records.len(), report.finished);
    for (id, json) in &records {
        let record: MatchRecord = serde_json::from_str(json).unwrap_or_else(|e| panic!("record {id}: {e}"));
        assert_eq!(record.match_id.as_deref(), Some(id.as_str()));
        record.verify().unwrap_or_else(|e| panic!("record {id} does not verify: {e}"));
    }
    // Each recorded match rated once: two ratings moved once each.
    let rated = keys(&mut conn, "rated:*");
    let unrated: Vec<&String> =
        records.iter().map(|(id, _)| id).filter(|id| !rated.contains(&format!("{PREFIX}rated:{id}"))).collect();
    assert_eq!(rated.len(), records.len(), "matches rated, matches recorded; not rated: {unrated:?}\n{}", said());
    let ratings = keys(&mut conn, "rating:*");
    assert_eq!(ratings.len(), 2 * records.len(), "one rating per player of each recorded match");
    for k in &ratings {
        let json: String = redis::cmd("GET").arg(k).query(&mut conn).unwrap();
        let player: RatedPlayer = serde_json::from_str(&json).unwrap();
        assert_eq!(player.matches, 1, "{k}: rated once ({player:?})");
        assert_ne!(player.rating, 1500.0, "{k}: moved by its match");
    }
}

/// A server of a fleet that stalls (SIGSTOP) past its heartbeat is thought dead: another
/// claims its rooms and their players come back there. When it wakes (SIGCONT), it cannot
/// write over them (its writes are fenced: each room's owner is checked in Redis), learns
/// at its next heartbeat that it lapsed and lets go of the rooms it lost: no room fails,
/// no step a player saw is lost, nobody changes sides.
#[test]
fn a_server_that_stalls_past_its_heartbeat_gives_up_the_rooms_taken_meanwhile() {
    const ROOMS: usize = 40;
    let redis = RedisProcess::start();
    let mut a = fleet_server(&redis, "a", 71, None);
    let key_dir = a.data_dir().to_path_buf();
    let mut b = fleet_server(&redis, "b", 72, Some(&key_dir));
    let at = |s: &ServerProcess| SocketAddr::from(([127, 0, 0, 1], s.port));
    let options = CrowdOptions {
        step_every: Duration::from_millis(50),
        window: Duration::from_secs(40),
        connects_per_second: 400,
        seed: 23,
        reconnect: true,
        fleet: vec![at(&b)],
        ..CrowdOptions::new(at(&a), ROOMS)
    };
    let crowd = std::thread::spawn(move || run(&options));
    std::thread::sleep(Duration::from_secs(5));
    a.signal("STOP");
    std::thread::sleep(Duration::from_secs(8));
    a.signal("CONT");
    let report = crowd.join().unwrap().unwrap();
    a.assert_alive("after its stall");
    b.assert_alive("after a's stall");
    let said = format!("a said:\n{}\nb said:\n{}", a.printed.lock().unwrap(), b.printed.lock().unwrap());
    assert!(said.contains("while this one stalled"), "a let go of the rooms b took: {said}");
    let storm = &report.storm;
    assert!(storm.lost > 0, "a's players were sent on: {storm:?}");
    assert_eq!((storm.resumed, storm.away), (storm.lost, 0), "every one came back: {storm:?}");
    assert_eq!((storm.steps_lost, storm.wrong_side), (0, 0), "{storm:?}");
    assert_eq!((report.failed, report.why_failed.clone()), (0, vec![]), "{report:?}");
    assert!(report.finished > 0, "{report:?}");
}

/// Waits up to `within` for `/ready` at `at` to answer `status`.
fn ready_becomes(at: SocketAddr, status: u16, within: Duration) {
    let start = Instant::now();
    loop {
        let (now, body) = http_get(at, "GET", "/ready");
        if now == status {
            return;
        }
        assert!(start.elapsed() < within, "/ready stayed {now} ({body}), not {status}, for {within:?}");
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// A server of a fleet is ready (`/ready`) only while its heartbeat reaches the fleet's
/// Redis: a supervisor or a load balancer stops sending it players while Redis cannot be
/// reached (it could neither open, save nor find rooms), and sends them again after.
#[test]
fn a_fleet_server_is_not_ready_while_it_cannot_reach_redis() {
    let redis = RedisProcess::start();
    let listen = format!("127.0.0.1:{}", free_udp_port());
    let url = redis.url();
    let more = ["--fleet", url.as_str(), "--fleet-id", "a", "--metrics", "127.0.0.1:0", "--quiet"];
    let mut a = ServerProcess::start_in(TempDir::new(), &listen, 81, &more);
    let at = metrics_address(&a);
    ready_becomes(at, 200, Duration::from_secs(10));
    redis.signal("STOP");
    ready_becomes(at, 503, Duration::from_secs(10));
    redis.signal("CONT");
    ready_becomes(at, 200, Duration::from_secs(10));
    a.assert_alive("after Redis came back");
}

/// What `en-garde rooms --connect 127.0.0.1:PORT` with `more` prints (the lobby, or a
/// leaderboard), with a data folder of its own.
fn rooms_cli(port: u16, more: &[&str]) -> String {
    let data = TempDir::new();
    let out = Command::new(env!("CARGO_BIN_EXE_en-garde"))
        .arg("--data-dir")
        .arg(&data.0)
        .args(["rooms", "--connect", &format!("127.0.0.1:{port}")])
        .args(more)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The game's own client (a network bot's app) asking one server of a fleet for a room
/// another holds is sent there (`Redirect`) and plays the match to its end there: both
/// players get the same record, which the fleet keeps once. The fleet's lobby lists the
/// public room at every server, and its leaderboard the players rated there.
#[test]
fn the_games_client_is_sent_to_the_server_of_its_room_and_plays_there() {
    let redis = RedisProcess::start();
    let mut a = fleet_server(&redis, "a", 61, None);
    let key_dir = a.data_dir().to_path_buf();
    let mut b = fleet_server(&redis, "b", 62, Some(&key_dir));
    let rules = RuleSet::for_level(Level::Standard);
    let mut host = bot(a.port, Want::Open { rules }, "easy", 3, "Ada");
    run_apps(&mut a, &mut [&mut host], Duration::from_secs(30), |c| c[0].world().get_resource::<Ticket>().is_some());
    let code = host.world().resource::<Ticket>().room.to_string();
    // Each server shares its public rooms at its heartbeat (once a second).
    std::thread::sleep(Duration::from_millis(1500));
    let lobby = rooms_cli(b.port, &[]);
    assert!(lobby.contains(&code) && lobby.contains("Ada"), "b's lobby lists a's room {code}: {lobby}");
    let mut guest = bot(b.port, Want::Join { room: code.clone() }, "random", 4, "Bea");
    run_apps(&mut a, &mut [&mut host, &mut guest], Duration::from_secs(180), |c| {
        c.iter().all(|c| c.should_exit().is_some())
    });
    b.assert_alive("after the match");
    let records: Vec<_> = [&host, &guest]
        .map(|app| {
            assert_eq!(app.should_exit(), Some(AppExit::Success));
            app.world().resource::<FinishedRecord>().0.clone()
        })
        .into();
    assert_eq!(guest.world().resource::<Ticket>().room.to_string(), code, "the guest sat in the host's room");
    assert_eq!(records[0], records[1], "both players got the one record");
    let mut conn = redis.connection().unwrap();
    let kept: Option<String> = redis::cmd("HGET")
        .arg(format!("{PREFIX}records"))
        .arg(records[0].match_id.as_deref().unwrap())
        .query(&mut conn)
        .unwrap();
    let kept: MatchRecord = serde_json::from_str(&kept.expect("the fleet keeps the record")).unwrap();
    assert_eq!(kept, records[0]);
    let board = rooms_cli(b.port, &["--leaders", "standard"]);
    assert!(board.contains("Ada") && board.contains("Bea"), "b's leaderboard has both players: {board}");
}
