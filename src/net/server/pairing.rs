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
use crate::net::protocol::{MAX_WAITING, PAIRING_SHOWN, Pairing, Refusal, Waiting};
use crate::rules::{RuleSet, Side};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use rand::Rng;
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
    pub(super) client: Entity,
    pub(super) player: Controller,
    pub(super) key: PlayerKey,
    pub(super) rules: RuleSet,
    pub(super) rating: f64,
    pub(super) provisional: bool,
    pub(super) since: Instant,
    /// A house player of the server's (`super::house`): paired only with a person who has
    /// waited alone long enough.
    pub(super) house: bool,
    /// In a fleet: since when the fleet's queue has not held this wait (it was paired and
    /// its pair lost with a process that died, say): shared again after
    /// [`super::fleet_pairing::SHARE_AGAIN`].
    pub(super) unshared_since: Option<Instant>,
}

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
    pub(super) waiting: Vec<Waiter>,
    pub(super) last_wave: Option<Instant>,
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
pub(super) fn wave(waiting: &[Waiter], now: Instant, house_after: Duration) -> Vec<(usize, usize)> {
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
    // A server of a fleet pairs with the fleet (`super::fleet_pairing`).
    if options.fleet.is_some()
        || queue.waiting.is_empty()
        || queue.last_wave.is_some_and(|t| now.duration_since(t) < WAVE_EVERY)
    {
        return;
    }
    queue.last_wave = Some(now);
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
pub(super) fn tell_where_they_stand(queue: &mut PairingQueue, commands: &mut Commands, now: Instant) {
    if queue.last_told.is_some_and(|t| now.duration_since(t) < TELL_EVERY) {
        return;
    }
    queue.last_told = Some(now);
    for w in &queue.waiting {
        tell(commands, w.client, where_it_stands(&queue.waiting, w, now));
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
