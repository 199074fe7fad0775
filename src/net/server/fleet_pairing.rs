//! Quick pairing across a fleet (issue 27, point 4): a server of a fleet shares its
//! waiting players in the fleet's queue (`super::fleet`); the one holding the pairing lease
//! runs the same waves as a server alone (`super::pairing::wave`) over the whole fleet's
//! waiting and sends each pair to the older waiter's server, which seats both — a player
//! waiting at another server takes its seat by its key, and is sent there
//! ([`Redirect`]). Waits at servers that died are forgotten (their players come back
//! elsewhere); a wait whose pair was lost is shared again after [`SHARE_AGAIN`].

use super::options::{ServerOptions, log};
use super::pairing::{PairingQueue, WAVE_EVERY, Waiter, Waits, tell_where_they_stand, wave};
use super::rooms::{Rooms, Sitter, open_room};
use super::telling::tell;
use crate::ai::Controller;
use crate::net::identity::PlayerKey;
use crate::net::protocol::{Redirect, RoomCode};
use crate::rules::{RuleSet, Side};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// In a fleet: how long a player waiting here may be missing from the fleet's queue
/// without having been seated before its wait is shared again (a pair is seated within a
/// wave or two; one sent to a process that died is never seated).
pub const SHARE_AGAIN: Duration = Duration::from_secs(10);

/// A few times a second, at a server of a fleet: a wave ([`fleet_wave`]), and about once a
/// second each player waiting here is told where it stands.
pub(super) fn waves(
    options: Res<ServerOptions>,
    mut queue: ResMut<PairingQueue>,
    mut rooms: ResMut<Rooms>,
    connected: Query<(), (With<ConnectedClient>, With<Waits>)>,
    mut commands: Commands,
) {
    let Some(fleet) = options.fleet.clone() else { return };
    let now = Instant::now();
    if queue.last_wave.is_some_and(|t| now.duration_since(t) < WAVE_EVERY) {
        return;
    }
    queue.last_wave = Some(now);
    fleet_wave(&fleet, &options, &mut queue, &mut rooms, &connected, &mut commands, now);
    tell_where_they_stand(&mut queue, &mut commands, now);
}

/// A player waiting, as the fleet keeps it (`super::fleet`, JSON in Redis).
#[derive(Clone, Debug, Serialize, Deserialize)]
struct FleetWaiter {
    /// The fleet id of the process it waits at.
    process: String,
    player: Controller,
    /// Its identity key (hexadecimal).
    key: String,
    rules: RuleSet,
    rating: f64,
    provisional: bool,
    /// Since when it waits, in milliseconds since 1970 (UTC).
    since_ms: u64,
    house: bool,
}

/// A pair made by the fleet's pairing process, sides drawn: `[left, right]`.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct FleetPair {
    sides: [FleetWaiter; 2],
}

/// Where a player paired at another process is to go.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct PairedAt {
    to: String,
    room: String,
}

fn unix_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

/// `w`, waiting at the process `process`, as the fleet keeps it.
fn fleet_waiter(w: &Waiter, process: &str, now: Instant) -> FleetWaiter {
    FleetWaiter {
        process: process.to_string(),
        player: w.player.clone(),
        key: w.key.to_string(),
        rules: w.rules,
        rating: w.rating,
        provisional: w.provisional,
        since_ms: unix_ms().saturating_sub(now.saturating_duration_since(w.since).as_millis() as u64),
        house: w.house,
    }
}

/// `entry`, the wait of `key`, goes into the fleet's queue (again, for a pair undone).
fn share(fleet: &super::fleet::Fleet, key: PlayerKey, entry: &FleetWaiter) -> Result<(), String> {
    serde_json::to_string(entry).map_err(|e| e.to_string()).and_then(|j| fleet.wait(key, &j))
}

/// `w` joined the queue of a server of a fleet: the fleet's pairing sees it.
pub(super) fn publish(options: &ServerOptions, w: &Waiter) {
    let Some(fleet) = &options.fleet else { return };
    if let Err(e) = share(fleet, w.key, &fleet_waiter(w, &fleet.id, Instant::now())) {
        log(options, || format!("client {}: its wait cannot be shared with the fleet: {e}", w.client.index()));
    }
}

/// A wave of a server of a fleet: the waiting whose connection went leave the fleet's
/// queue; the process holding the pairing lease pairs the whole fleet's waiting (the same
/// [`wave`] as a server alone) and sends each pair to the older waiter's process; this
/// process seats the pairs sent to it in new rooms (a player waiting elsewhere gets its
/// seat by its key, and is told where to go), and sends its own waiting players that
/// were seated elsewhere there ([`crate::net::protocol::Redirect`]).
fn fleet_wave(
    fleet: &super::fleet::Fleet,
    options: &ServerOptions,
    queue: &mut PairingQueue,
    rooms: &mut Rooms,
    connected: &Query<(), (With<ConnectedClient>, With<Waits>)>,
    commands: &mut Commands,
    now: Instant,
) {
    let say = |e: String| log(options, || format!("the fleet's pairing: {e}"));
    for w in queue.waiting.iter().filter(|w| !connected.contains(w.client)) {
        if let Err(e) = fleet.stop_waiting(w.key) {
            say(e);
        }
    }
    queue.waiting.retain(|w| connected.contains(w.client));
    // The pairing process pairs.
    match fleet.lead_pairing() {
        Ok(true) => match fleet.waiting() {
            Ok(all) => {
                let now_ms = unix_ms();
                let read: Vec<(String, FleetWaiter, Waiter)> = all
                    .into_iter()
                    .filter_map(|(field, json)| {
                        let f: FleetWaiter = serde_json::from_str(&json).ok()?;
                        let key: PlayerKey = f.key.parse().ok()?;
                        let waited = Duration::from_millis(now_ms.saturating_sub(f.since_ms));
                        let w = Waiter {
                            client: Entity::PLACEHOLDER,
                            player: f.player.clone(),
                            key,
                            rules: f.rules,
                            rating: f.rating,
                            provisional: f.provisional,
                            since: now.checked_sub(waited).unwrap_or(now),
                            house: f.house,
                            unshared_since: None,
                        };
                        Some((field, f, w))
                    })
                    .collect();
                // Waits at processes that died are forgotten (their players come back elsewhere).
                let mut processes: Vec<String> = read.iter().map(|(_, f, _)| f.process.clone()).collect();
                processes.sort();
                processes.dedup();
                let alive = fleet.alive(&processes).unwrap_or_else(|_| vec![true; processes.len()]);
                let dead: Vec<&String> = processes.iter().zip(alive).filter(|(_, a)| !a).map(|(p, _)| p).collect();
                let (read, gone): (Vec<_>, Vec<_>) =
                    read.into_iter().partition(|(_, f, _)| !dead.contains(&&f.process));
                for (field, _, _) in gone {
                    if let Err(e) = fleet.forget_wait(&field) {
                        say(e);
                    }
                }
                let waiters: Vec<Waiter> = read.iter().map(|(_, _, w)| w.clone()).collect();
                let pairs = wave(&waiters, now, Duration::from_secs(options.house_after_s.into()));
                // At most a wave's worth of pairs (each a round trip); the rest next wave.
                for (i, j) in pairs.into_iter().take(super::fleet::PAIRS_PER_WAVE) {
                    let (a, b) = (&read[i], &read[j]);
                    let sides = if rooms.rng.next_u32() & 1 == 0 {
                        [a.1.clone(), b.1.clone()]
                    } else {
                        [b.1.clone(), a.1.clone()]
                    };
                    let Ok(pair) = serde_json::to_string(&FleetPair { sides }) else { continue };
                    if let Err(e) = fleet.pair(&a.0, &b.0, &a.1.process, &pair) {
                        say(e);
                    }
                }
            }
            Err(e) => say(e),
        },
        Ok(false) => {}
        Err(e) => say(e),
    }
    // The pairs this process seats.
    let pairs = fleet.pairs_to_seat().unwrap_or_else(|e| {
        say(e);
        Vec::new()
    });
    for json in pairs {
        let Ok(pair) = serde_json::from_str::<FleetPair>(&json) else {
            say(format!("a pair that does not read: {json}"));
            continue;
        };
        let keys = pair.sides.each_ref().map(|s| s.key.parse::<PlayerKey>().ok());
        let [Some(left_key), Some(right_key)] = keys else { continue };
        let here = |key: PlayerKey, s: &FleetWaiter| {
            (s.process == fleet.id).then(|| queue.waiting.iter().find(|w| w.key == key).map(|w| w.client)).flatten()
        };
        let clients = [here(left_key, &pair.sides[0]), here(right_key, &pair.sides[1])];
        // A player waiting here who left since is not seated opposite anybody: the other
        // waits again (and is paired again).
        let left_here = [0, 1].map(|i| pair.sides[i].process == fleet.id && clients[i].is_none());
        if left_here.contains(&true) {
            for (i, key) in [(0, left_key), (1, right_key)] {
                if !left_here[i]
                    && let Err(e) = share(fleet, key, &pair.sides[i])
                {
                    say(e);
                }
            }
            continue;
        }
        let sitters = [(0, left_key), (1, right_key)]
            .map(|(i, key)| Some(Sitter { client: clients[i], player: pair.sides[i].player.clone(), key }));
        let rules = pair.sides[0].rules;
        match open_room(commands, rooms, options, rules, false, None, sitters, None) {
            Ok(code) => {
                for (i, key) in [(0, left_key), (1, right_key)] {
                    match clients[i] {
                        Some(client) => {
                            commands.entity(client).remove::<Waits>();
                            queue.waiting.retain(|w| w.key != key);
                            if let Err(e) = fleet.stop_waiting(key) {
                                say(e);
                            }
                        }
                        None => {
                            let to = PairedAt { to: fleet.advertise.clone(), room: code.to_string() };
                            let told = serde_json::to_string(&to)
                                .map_err(|e| e.to_string())
                                .and_then(|j| fleet.tell_paired(key, &j));
                            if let Err(e) = told {
                                say(e);
                            }
                        }
                    }
                }
                let (l, r) = (pair.sides[0].player.display_name(), pair.sides[1].player.display_name());
                log(options, || {
                    format!("room {code}: paired {l} ({}) with {r} ({}) in the fleet", Side::Left, Side::Right)
                });
            }
            // No room can be opened now: both wait again, and are paired again.
            Err(_) => {
                for (side, key) in pair.sides.iter().zip([left_key, right_key]) {
                    if let Err(e) = share(fleet, key, side) {
                        say(e);
                    }
                }
            }
        }
    }
    // This process's waiting players seated elsewhere go there.
    let keys: Vec<PlayerKey> = queue.waiting.iter().map(|w| w.key).collect();
    let found = fleet.paired(&keys).unwrap_or_else(|e| {
        say(e);
        Vec::new()
    });
    for (key, at) in keys.into_iter().zip(found) {
        let Some(at) = at.and_then(|j| serde_json::from_str::<PairedAt>(&j).ok()) else { continue };
        let (Some(w), Ok(room)) = (queue.waiting.iter().find(|w| w.key == key), at.room.parse::<RoomCode>()) else {
            continue;
        };
        let client = w.client;
        log(options, || format!("client {}: paired; sent to {} for room {room}", client.index(), at.to));
        commands.entity(client).remove::<Waits>();
        if let Err(e) = fleet.stop_waiting(key) {
            say(e);
        }
        tell(commands, client, Redirect { to: at.to, room });
        commands.write_message(DisconnectRequest { client });
        queue.waiting.retain(|w| w.key != key);
    }
    // This process's waiting players missing from the fleet's queue for SHARE_AGAIN (and
    // not seated: their pair was lost) wait there again.
    let keys: Vec<PlayerKey> = queue.waiting.iter().map(|w| w.key).collect();
    match fleet.still_waiting(&keys) {
        Ok(held) => {
            let mut again = Vec::new();
            for (w, held) in queue.waiting.iter_mut().zip(held) {
                if held {
                    w.unshared_since = None;
                } else if now.saturating_duration_since(*w.unshared_since.get_or_insert(now)) >= SHARE_AGAIN {
                    w.unshared_since = None;
                    again.push(w.clone());
                }
            }
            for w in &again {
                publish(options, w);
            }
        }
        Err(e) => say(e),
    }
}
