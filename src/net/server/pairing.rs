//! Quick pairing (issue 26, point 3): players who ask for an opponent ([`Want::Pair`]) wait
//! in one queue per rule set; in waves a few times a second each is paired with the
//! nearest in rating (Glicko-2, at the rules' level) among those whose rating lies within
//! the wider of the two players' ranges, which widen with the wait — so that players of
//! like strength meet at once and nobody waits for ever. A pair gets a new private room,
//! both seated and both having accepted its rules ([`Welcome`] to each). The waiting are
//! told where they stand ([`Pairing`]) about once a second; closing the connection
//! cancels.
//!
//! [`Want::Pair`]: crate::net::protocol::Want::Pair
//! [`Welcome`]: crate::net::protocol::Welcome

use super::options::{ServerOptions, log};
use super::ratings::Ratings;
use super::rooms::{CannotOpen, Rooms, Sitter, open_room};
use super::telling::tell;
use crate::ai::Controller;
use crate::net::identity::PlayerKey;
use crate::net::protocol::{MAX_WAITING, PAIRING_SHOWN, Pairing, Redirect, Refusal, RoomCode, Waiting};
use crate::rules::{RuleSet, Side};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// How far apart two ratings may be for a pair at once, in Glicko-2 points.
pub const RANGE_AT_FIRST: f64 = 100.0;

/// How much a player's range widens for each second it waits, in Glicko-2 points.
pub const RANGE_PER_SECOND: f64 = 50.0;

/// How often the waiting are paired.
pub const WAVE_EVERY: Duration = Duration::from_millis(250);

/// How often the waiting are told where they stand.
pub const TELL_EVERY: Duration = Duration::from_secs(1);

/// On a server: this connection waits for quick pairing (it has no seat yet).
#[derive(Component, Clone, Copy, Debug)]
pub struct Waits;

/// A player waiting to be paired.
#[derive(Clone, Debug)]
pub(super) struct Waiter {
    client: Entity,
    player: Controller,
    key: PlayerKey,
    rules: RuleSet,
    rating: f64,
    provisional: bool,
    since: Instant,
    /// A house player of the server's (`super::house`): paired only with a person who has
    /// waited alone long enough.
    house: bool,
    /// In a fleet: since when the fleet's queue has not held this wait (it was paired and
    /// its pair lost with a process that died, say): shared again after [`SHARE_AGAIN`].
    unshared_since: Option<Instant>,
}

/// In a fleet: how long a player waiting here may be missing from the fleet's queue
/// without having been seated before its wait is shared again (a pair is seated within a
/// wave or two; one sent to a process that died is never seated).
pub const SHARE_AGAIN: Duration = Duration::from_secs(10);

impl Waiter {
    /// `client`, whose `player` proved `key`, waits for a match with `rules` from now, at its
    /// rating there.
    pub(super) fn new(client: Entity, player: Controller, key: PlayerKey, rules: RuleSet, ratings: &Ratings) -> Waiter {
        let (rating, provisional) = ratings.rated(rules.level, key);
        let house = ratings.is_house(key);
        Waiter { client, player, key, rules, rating, provisional, since: Instant::now(), house, unshared_since: None }
    }

    /// How far from its rating an opponent may be now.
    fn range(&self, now: Instant) -> f64 {
        RANGE_AT_FIRST + RANGE_PER_SECOND * now.saturating_duration_since(self.since).as_secs_f64()
    }

    fn waited_s(&self, now: Instant) -> u32 {
        now.saturating_duration_since(self.since).as_secs() as u32
    }
}

/// The players waiting for quick pairing, in the order they came.
#[derive(Resource, Default, Debug)]
pub struct PairingQueue {
    waiting: Vec<Waiter>,
    last_wave: Option<Instant>,
    last_told: Option<Instant>,
}

impl PairingQueue {
    /// How many players wait.
    pub fn len(&self) -> usize {
        self.waiting.len()
    }

    /// True when nobody waits.
    pub fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }

    /// The keys of everyone waiting.
    pub(super) fn keys(&self) -> impl Iterator<Item = PlayerKey> + '_ {
        self.waiting.iter().map(|w| w.key)
    }

    /// The persons (not house players) who have waited at least `after` with no house
    /// player waiting for their rules: each one's key, rules and rating.
    pub(super) fn alone_for(&self, after: Duration) -> Vec<(PlayerKey, RuleSet, f64)> {
        let now = Instant::now();
        let house_waits = |rules: &RuleSet| self.waiting.iter().any(|w| w.house && w.rules == *rules);
        self.waiting
            .iter()
            .filter(|w| !w.house && now.saturating_duration_since(w.since) >= after && !house_waits(&w.rules))
            .map(|w| (w.key, w.rules, w.rating))
            .collect()
    }

    /// `wait` joins the queue. An identity waits once: a newer connection of the same
    /// identity (a client that reconnected, or asked again right after Cancel, before the
    /// server noticed its last connection go) takes the older one's place and keeps its
    /// time waited; the older connection is returned, to be let go.
    ///
    /// # Errors
    /// [`Refusal::PairingFull`] when [`MAX_WAITING`] players wait.
    pub(super) fn join(&mut self, mut wait: Waiter) -> Result<Option<Entity>, Refusal> {
        if let Some(old) = self.waiting.iter_mut().find(|w| w.key == wait.key) {
            wait.since = old.since;
            let gone = old.client;
            *old = wait;
            return Ok(Some(gone));
        }
        if self.waiting.len() >= MAX_WAITING {
            return Err(Refusal::PairingFull);
        }
        self.waiting.push(wait);
        Ok(None)
    }
}

/// The pairs of one wave among `waiting` (indices into it) at `now`: the longest waiting
/// person first, each with the nearest in rating among the other persons waiting for the
/// same rules, another identity, within the wider of the two ranges — or, for a person who
/// has waited `house_after` with none, the nearest house player waiting for those rules.
/// Two house players are never a pair.
fn wave(waiting: &[Waiter], now: Instant, house_after: Duration) -> Vec<(usize, usize)> {
    let mut taken = vec![false; waiting.len()];
    let mut pairs = Vec::new();
    let mut order: Vec<usize> = (0..waiting.len()).collect();
    order.sort_by_key(|&i| waiting[i].since);
    for &i in &order {
        if taken[i] || waiting[i].house {
            continue;
        }
        let a = &waiting[i];
        let others = || {
            order
                .iter()
                .copied()
                .filter(|&j| j != i && !taken[j])
                .map(|j| (j, &waiting[j]))
                .filter(|(_, b)| b.rules == a.rules && b.key != a.key)
        };
        let person = others()
            .filter(|(_, b)| !b.house)
            .map(|(j, b)| (j, (a.rating - b.rating).abs(), a.range(now).max(b.range(now))))
            .filter(|(_, gap, range)| gap <= range)
            .min_by(|x, y| x.1.total_cmp(&y.1));
        let alone = now.saturating_duration_since(a.since) >= house_after;
        let house = || {
            others()
                .filter(|(_, b)| b.house)
                .map(|(j, b)| (j, (a.rating - b.rating).abs(), 0.0))
                .min_by(|x, y| x.1.total_cmp(&y.1))
        };
        let best = person.or_else(|| if alone { house() } else { None });
        if let Some((j, _, _)) = best {
            taken[i] = true;
            taken[j] = true;
            pairs.push((i, j));
        }
    }
    pairs
}

/// A few times a second: the waiting whose connection went leave the queue; pairs are
/// made and seated in new rooms; and about once a second each waiting player is told
/// where it stands.
pub(super) fn pair_waves(
    options: Res<ServerOptions>,
    mut queue: ResMut<PairingQueue>,
    mut rooms: ResMut<Rooms>,
    connected: Query<(), (With<ConnectedClient>, With<Waits>)>,
    mut commands: Commands,
) {
    let now = Instant::now();
    // A server of a fleet pairs the fleet's waiting (some may be elsewhere): it waves even
    // with nobody waiting here.
    let idle = queue.waiting.is_empty() && options.fleet.is_none();
    if idle || queue.last_wave.is_some_and(|t| now.duration_since(t) < WAVE_EVERY) {
        return;
    }
    queue.last_wave = Some(now);
    if let Some(fleet) = options.fleet.clone() {
        fleet_wave(&fleet, &options, &mut queue, &mut rooms, &connected, &mut commands, now);
        tell_where_they_stand(&mut queue, &mut commands, now);
        return;
    }
    queue.waiting.retain(|w| connected.contains(w.client));
    let pairs = wave(&queue.waiting, now, Duration::from_secs(options.house_after_s.into()));
    let mut paired = vec![false; queue.waiting.len()];
    for (i, j) in pairs {
        let (a, b) = (&queue.waiting[i], &queue.waiting[j]);
        // Who plays which side is drawn.
        let (left, right) = if rooms.rng.next_u32() & 1 == 0 { (a, b) } else { (b, a) };
        let sitter = |w: &Waiter| Some(Sitter { client: Some(w.client), player: w.player.clone(), key: w.key });
        // A paired room is the server's, not either player's address's to count.
        match open_room(&mut commands, &mut rooms, &options, a.rules, false, None, [sitter(left), sitter(right)], None)
        {
            Ok(code) => {
                paired[i] = true;
                paired[j] = true;
                for w in [a, b] {
                    commands.entity(w.client).remove::<Waits>();
                }
                let (l, r) = (left.player.display_name(), right.player.display_name());
                let (waited_a, waited_b) = (a.waited_s(now), b.waited_s(now));
                log(&options, || {
                    format!(
                        "room {code}: paired {l} ({}, {:.0}) with {r} ({}, {:.0}) after {waited_a} s and {waited_b} s",
                        Side::Left,
                        left.rating,
                        Side::Right,
                        right.rating
                    )
                });
            }
            // The server is full: they wait on, and are paired once a room is free.
            Err(CannotOpen::Full | CannotOpen::Store) => break,
        }
    }
    let mut index = 0;
    queue.waiting.retain(|_| {
        index += 1;
        !paired[index - 1]
    });
    tell_where_they_stand(&mut queue, &mut commands, now);
}

/// About once a second each waiting player is told where it stands (among those waiting
/// at this server).
fn tell_where_they_stand(queue: &mut PairingQueue, commands: &mut Commands, now: Instant) {
    if queue.last_told.is_some_and(|t| now.duration_since(t) < TELL_EVERY) {
        return;
    }
    queue.last_told = Some(now);
    for w in &queue.waiting {
        tell(commands, w.client, where_it_stands(&queue.waiting, w, now));
    }
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

/// `w` joined the queue of a server of a fleet: the fleet's pairing sees it.
pub(super) fn publish(options: &ServerOptions, w: &Waiter) {
    let Some(fleet) = &options.fleet else { return };
    let entry = fleet_waiter(w, &fleet.id, Instant::now());
    if let Err(e) = serde_json::to_string(&entry).map_err(|e| e.to_string()).and_then(|j| fleet.wait(w.key, &j)) {
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
                if !left_here[i] {
                    let again = serde_json::to_string(&pair.sides[i]).map_err(|e| e.to_string());
                    if let Err(e) = again.and_then(|j| fleet.wait(key, &j)) {
                        say(e);
                    }
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
                    if let Err(e) =
                        serde_json::to_string(side).map_err(|e| e.to_string()).and_then(|j| fleet.wait(key, &j))
                    {
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

/// What `w` is told of its wait among `waiting`.
fn where_it_stands(waiting: &[Waiter], w: &Waiter, now: Instant) -> Pairing {
    let mut others: Vec<&Waiter> = waiting.iter().filter(|o| o.rules == w.rules && o.client != w.client).collect();
    others.sort_by(|x, y| (x.rating - w.rating).abs().total_cmp(&(y.rating - w.rating).abs()));
    let nearest = others
        .iter()
        .take(PAIRING_SHOWN)
        .map(|o| Waiting { player: o.player.clone(), rating: (o.rating, o.provisional), waited_s: o.waited_s(now) })
        .collect();
    Pairing {
        rules: w.rules,
        rating: (w.rating, w.provisional),
        waited_s: w.waited_s(now),
        range: w.range(now).min(f64::from(u32::MAX)) as u32,
        others: others.len() as u32,
        nearest,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A wait after which no house player is called.
    const NEVER: Duration = Duration::from_secs(1 << 40);

    fn waiter(n: u8, rating: f64, waited_s: u64, now: Instant) -> Waiter {
        Waiter {
            client: Entity::from_raw_u32(u32::from(n) + 1).unwrap(),
            player: Controller::Human { name: format!("P{n}") },
            key: PlayerKey([n; 32]),
            rules: RuleSet::for_level(crate::rules::Level::Standard),
            rating,
            provisional: false,
            since: now - Duration::from_secs(waited_s),
            house: false,
            unshared_since: None,
        }
    }

    /// The nearest rating within range is the opponent; the longest waiting chooses first.
    #[test]
    fn the_longest_waiting_is_paired_with_the_nearest_rating_in_range() {
        let now = Instant::now() + Duration::from_secs(100);
        let w = [
            waiter(0, 1500.0, 3, now),
            waiter(1, 1900.0, 0, now),
            waiter(2, 1560.0, 0, now),
            waiter(3, 1450.0, 1, now),
        ];
        // P0, waiting longest (range 250), takes the nearest: P3, 50 away (P2 is 60 away).
        assert_eq!(wave(&w, now, NEVER), vec![(0, 3)]);
        // P2 alone is left with P1, 340 away: beyond both ranges (100 now) ...
        let rest = [waiter(1, 1900.0, 0, now), waiter(2, 1560.0, 0, now)];
        assert!(wave(&rest, now, NEVER).is_empty());
        // ... until one of them has waited long enough (100 + 50 × 5 = 350 ≥ 340).
        let later = [waiter(1, 1900.0, 5, now), waiter(2, 1560.0, 0, now)];
        assert_eq!(wave(&later, now, NEVER), vec![(0, 1)]);
    }

    /// A newer connection of a waiting identity takes its place (and its time waited);
    /// the older connection is handed back to be let go.
    #[test]
    fn a_newer_connection_of_a_waiting_identity_takes_its_place() {
        let now = Instant::now();
        let mut queue = PairingQueue::default();
        assert_eq!(queue.join(waiter(0, 1500.0, 9, now)).unwrap(), None);
        let mut again = waiter(0, 1500.0, 0, now);
        again.client = Entity::from_raw_u32(77).unwrap();
        let old = queue.join(again).unwrap();
        assert_eq!(old, Entity::from_raw_u32(1), "the older connection is let go");
        assert_eq!(queue.len(), 1);
        assert_eq!(queue.waiting[0].client, Entity::from_raw_u32(77).unwrap());
        assert_eq!(queue.waiting[0].waited_s(now), 9, "its wait goes on");
    }

    /// Another rule set, or the same identity on two connections, is never a pair.
    #[test]
    fn only_the_same_rules_and_two_identities_pair() {
        let now = Instant::now() + Duration::from_secs(100);
        let mut other_rules = waiter(1, 1500.0, 0, now);
        other_rules.rules = RuleSet::for_level(crate::rules::Level::Advanced);
        let mut same_key = waiter(2, 1500.0, 0, now);
        same_key.key = PlayerKey([0; 32]);
        assert!(wave(&[waiter(0, 1500.0, 0, now), other_rules, same_key], now, NEVER).is_empty());
    }

    /// A house player is paired only with a person who has waited alone long enough, the
    /// nearest in rating whatever the range; a person in range comes first; two house
    /// players are never a pair.
    #[test]
    fn a_house_player_is_paired_only_with_a_person_who_waited_alone() {
        let now = Instant::now() + Duration::from_secs(100);
        let after = Duration::from_secs(10);
        let mut carl = waiter(5, 1500.0, 0, now);
        carl.house = true;
        let mut nora = waiter(6, 1900.0, 0, now);
        nora.house = true;
        // Waited 5 s: no house player yet.
        assert!(wave(&[waiter(0, 1480.0, 5, now), carl.clone()], now, after).is_empty());
        // Waited 12 s: the nearest house player, Carl, though Nora too is waiting.
        assert_eq!(wave(&[waiter(0, 1850.0, 12, now), carl.clone(), nora.clone()], now, after), vec![(0, 2)]);
        assert_eq!(wave(&[waiter(0, 1480.0, 12, now), carl.clone(), nora.clone()], now, after), vec![(0, 1)]);
        // A person in range comes before a house player.
        let w = [waiter(0, 1480.0, 12, now), carl.clone(), waiter(1, 1520.0, 0, now)];
        assert_eq!(wave(&w, now, after), vec![(0, 2)]);
        // Two house players alone: nothing.
        assert!(wave(&[carl, nora], now, after).is_empty());
    }
}
