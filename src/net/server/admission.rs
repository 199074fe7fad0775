//! Who may sit where: a client's [`Hello`] proves its identity on its connection, then
//! opens a room or takes a seat in one.

use super::lobby::{Listed, lobby_page, page_of};
use super::options::{ServerOptions, log};
use super::pairing::{PairingQueue, Waiter, Waits};
use super::rooms::{CannotOpen, Room, Rooms, Sitter, deadline, held_by, open_room, save_room};
use super::telling::{refuse, tell};
use crate::ai::Controller;
use crate::game::table::Referee;
use crate::net::identity::{self, PlayerKey};
use crate::net::protocol::{
    CORRESPONDENCE_DAYS, Hello, LEADERBOARD_SIZE, LOBBY_ASKS_PER_MINUTE, Leaderboard, MAX_CORRESPONDENCE, MAX_WATCHERS,
    MyMatch, MyMatches, NET_VERSION, RecordReady, Refusal, Role, RoomCode, Seat, Want, Watching, Welcome, name_ok,
};
use crate::net::quic::server::{ChannelBinding, PeerAddress};
use crate::rules::{RuleSet, Side};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::backend::connected_client::NetworkId;
use rand::Rng;
use std::time::{Duration, Instant};

/// The player a connected client has proven it is (its identity's public key): ratings,
/// pairing and correspondence matches go by it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnownAs(pub PlayerKey);

/// A client says who it is: a new room, a seat in one, a spectator's seat, the lobby's
/// list or a wait for quick pairing.
#[allow(clippy::too_many_arguments)]
pub(super) fn on_hello(
    hello: On<FromClient<Hello>>,
    options: Res<ServerOptions>,
    mut rooms: ResMut<Rooms>,
    mut room_q: Query<(&mut Room, &Referee)>,
    mut ratings: ResMut<super::ratings::Ratings>,
    mut queue: ResMut<PairingQueue>,
    mut asks: ResMut<LobbyAsks>,
    seated: Query<(), Or<(With<Seat>, With<Waits>)>>,
    known: Query<&KnownAs>,
    addresses: Query<&PeerAddress>,
    bindings: Query<&ChannelBinding>,
    mut commands: Commands,
) {
    let Some(client) = hello.client_id.entity() else { return };
    if seated.contains(client) {
        refuse(&mut commands, client, Refusal::AlreadySeated);
        return;
    }
    let h = &hello.message;
    if h.version != NET_VERSION {
        refuse(&mut commands, client, Refusal::Version { server: NET_VERSION, client: h.version });
        return;
    }
    // The identity proves itself on this very connection (a connection without keying
    // material — not QUIC — has nothing to prove it on).
    let proven = bindings.get(client).is_ok_and(|b| identity::verify(&h.identity.key, &b.0, &h.identity.proof).is_ok());
    if !proven {
        refuse(&mut commands, client, Refusal::BadIdentity);
        return;
    }
    commands.entity(client).insert(KnownAs(h.identity.key));
    // Every name a client sends is checked, whichever kind of player it says it is (F07).
    if let Controller::Human { name } | Controller::Remote { name } = &h.player
        && !name_ok(name)
    {
        refuse(&mut commands, client, Refusal::BadName);
        return;
    }
    // A client is a person (at its computer: to the server, every person is) or a computer.
    let player = match &h.player {
        Controller::Human { name } | Controller::Remote { name } => Controller::Human { name: name.trim().to_string() },
        other => other.clone(),
    };
    // The lobby's requests are cheap for a client and not free for the server: one address
    // asks at most LOBBY_ASKS_PER_MINUTE a minute for each connection it may hold (issue 26,
    // point 8); taking a seat in a room is not the lobby's.
    let most = LOBBY_ASKS_PER_MINUTE.saturating_mul(options.max_per_address as u32);
    if matches!(h.want, Want::List { .. } | Want::Pair { .. } | Want::Watch { .. } | Want::Leaders { .. } | Want::Mine)
        && let Ok(at) = addresses.get(client)
        && !asks.allow(at.0.ip(), Instant::now(), most)
    {
        log(&options, || format!("client {}: refused: the lobby asked too often from {}", client.index(), at.0.ip()));
        refuse(&mut commands, client, Refusal::TooOften { most });
        return;
    }
    match &h.want {
        Want::List { page } => {
            // A fleet's lobby is every server's public rooms (each server shares its own).
            let list = match options.fleet.as_ref().map(|f| f.lobby()) {
                Some(Ok(shared)) => page_of(
                    shared.iter().filter_map(|j| serde_json::from_str::<Vec<Listed>>(j).ok()).flatten().collect(),
                    *page,
                ),
                Some(Err(e)) => {
                    log(&options, || format!("the fleet's lobby: {e}; this server's rooms are listed"));
                    lobby_page(&rooms, &room_q, &ratings, *page)
                }
                None => lobby_page(&rooms, &room_q, &ratings, *page),
            };
            log(&options, || format!("client {}: lobby page {page} of {}", client.index(), list.pages));
            tell(&mut commands, client, list);
            commands.write_message(DisconnectRequest { client });
        }
        Want::Create { rules } | Want::Open { rules } | Want::Correspond { rules, .. } => {
            let (public, days) = match h.want {
                Want::Correspond { days, public, .. } => (public, Some(days)),
                _ => (matches!(h.want, Want::Open { .. }), None),
            };
            if let Err(why) = rules.validate() {
                refuse(&mut commands, client, Refusal::BadRules(why.to_string()));
                return;
            }
            if let Some(days) = days {
                if !CORRESPONDENCE_DAYS.contains(&days) {
                    refuse(&mut commands, client, Refusal::BadDays(days));
                    return;
                }
                if held_by(&rooms, &room_q, h.identity.key) >= MAX_CORRESPONDENCE {
                    refuse(&mut commands, client, Refusal::TooManyCorrespondence { most: MAX_CORRESPONDENCE as u32 });
                    return;
                }
            }
            // One address fills no more than its share of the server: its open rooms played
            // at once, and its correspondence rooms still waiting for an opponent (one being
            // played is its players', at most 25 each, and may last weeks).
            let from = addresses.get(client).ok().map(|a| a.0.ip());
            let counts = |r: &Room| !r.over() && (r.clock.is_none() || !r.started());
            let opened_there =
                room_q.iter().filter(|(r, _)| from.is_some() && r.opened_from == from && counts(r)).count();
            if opened_there >= options.max_per_address {
                refuse(&mut commands, client, Refusal::RoomsFromAddress { most: options.max_per_address as u32 });
                return;
            }
            let sitter = Sitter { client: Some(client), player: player.clone(), key: h.identity.key };
            match open_room(&mut commands, &mut rooms, &options, *rules, public, days, [Some(sitter), None], from) {
                Ok(code) => log(&options, || {
                    let pace = days.map(|d| format!(", {d} days a decision")).unwrap_or_default();
                    format!(
                        "room {code}: opened by {} ({}) with {}{pace}",
                        player.display_name(),
                        Side::Left,
                        rules_words(rules)
                    )
                }),
                Err(CannotOpen::Full | CannotOpen::Store) => refuse(&mut commands, client, Refusal::TooManyRooms),
            }
        }
        Want::Mine => {
            let matches = my_matches(&rooms, &room_q, h.identity.key);
            log(&options, || format!("client {}: {} correspondence matches listed", client.index(), matches.len()));
            tell(&mut commands, client, MyMatches { matches });
            commands.write_message(DisconnectRequest { client });
        }
        Want::Leaders { level } => {
            // A fleet's leaderboard is the fleet's ratings.
            let leaders = match options.fleet.as_ref().map(|f| f.leaders(*level, LEADERBOARD_SIZE)) {
                Some(Ok(leaders)) => leaders.into_iter().map(|(r, name)| super::ratings::leader(&r, name)).collect(),
                Some(Err(e)) => {
                    log(&options, || format!("the fleet's leaderboard: {e}; this server's is sent"));
                    ratings.leaders(*level, LEADERBOARD_SIZE)
                }
                None => ratings.leaders(*level, LEADERBOARD_SIZE),
            };
            tell(&mut commands, client, Leaderboard { level: *level, leaders });
            commands.write_message(DisconnectRequest { client });
        }
        Want::Pair { rules } => {
            if let Err(why) = rules.validate() {
                refuse(&mut commands, client, Refusal::BadRules(why.to_string()));
                return;
            }
            // In a fleet a player's rating is the fleet's (it may have played elsewhere).
            if let Some(fleet) = &options.fleet {
                match fleet.rating(rules.level, h.identity.key) {
                    Ok(kept) => ratings.cache(rules.level, h.identity.key, kept),
                    Err(e) => log(&options, || format!("client {}: its rating in the fleet: {e}", client.index())),
                }
            }
            let wait = Waiter::new(client, player, h.identity.key, *rules, &ratings);
            let shared = wait.clone();
            match queue.join(wait) {
                Ok(Some(older)) => {
                    commands.entity(older).try_remove::<Waits>();
                    commands.write_message(DisconnectRequest { client: older });
                }
                Ok(None) => {}
                Err(why) => {
                    refuse(&mut commands, client, why);
                    return;
                }
            }
            // Waiting here: in a fleet, the fleet's pairing sees it too.
            super::fleet_pairing::publish(&options, &shared);
            commands.entity(client).insert(Waits);
            log(&options, || format!("client {}: waits for an opponent, {}", client.index(), rules_words(rules)));
        }
        Want::Watch { room: typed } => {
            let Some((code, room_e)) = find_room(&mut rooms, &options, typed, client, &mut commands) else { return };
            let Ok((mut room, referee)) = room_q.get_mut(room_e) else { return };
            // A spectator back on a new connection (its last one not yet noticed gone)
            // takes its old place: one place per identity.
            let key = h.identity.key;
            if let Some(i) = room.watchers.iter().position(|w| known.get(*w).is_ok_and(|k| k.0 == key)) {
                let older = room.watchers.remove(i);
                commands.write_message(DisconnectRequest { client: older });
            }
            if room.watchers.len() >= MAX_WATCHERS {
                refuse(&mut commands, client, Refusal::TooManyWatchers(code));
                return;
            }
            room.watchers.push(client);
            commands.entity(client).insert(Seat { room: room.id, table: room_e, role: Role::Watches });
            tell(&mut commands, client, Watching { room: code.clone(), rules: referee.history().rules });
            if let Some(record) = &room.record {
                tell(&mut commands, client, RecordReady { record: (**record).clone() });
            }
            commands.entity(room_e).insert(room.state(options.away_timeout_s));
            let n = room.watchers.len();
            log(&options, || format!("room {code}: a spectator came ({n} watch)"));
        }
        Want::Join { room: typed } => {
            let Some((code, room_e)) = find_room(&mut rooms, &options, typed, client, &mut commands) else { return };
            let Ok((room, _)) = room_q.get(room_e) else { return };
            let side = match pick_seat(room, h.token, h.identity.key) {
                Ok(side) => side,
                Err(why) => {
                    refuse(&mut commands, client, why);
                    return;
                }
            };
            let i = side.index();
            let returning = room.players[i].is_some();
            // A new player of a correspondence match holds one more of them.
            if !returning && room.clock.is_some() && held_by(&rooms, &room_q, h.identity.key) >= MAX_CORRESPONDENCE {
                refuse(&mut commands, client, Refusal::TooManyCorrespondence { most: MAX_CORRESPONDENCE as u32 });
                return;
            }
            let Ok((mut room, referee)) = room_q.get_mut(room_e) else { return };
            // A seat is never taken from a connection that holds it (F12: two connections
            // with one token took it from each other every second): the newcomer tries
            // again, and gets it once the server has noticed that the other one is gone.
            if room.clients[i].is_some() {
                refuse(&mut commands, client, Refusal::SeatInUse(code.clone()));
                return;
            }
            room.clients[i] = Some(client);
            room.away_since[i] = None;
            if !returning {
                room.players[i] = Some(player.clone());
                room.tokens[i] = Some(rooms.rng.next_u64());
                // A correspondence room's clock now waits for the new player to accept.
                if let Some(clock) = &mut room.clock {
                    clock.deadline = deadline(clock.days, &options);
                }
            }
            // A seat from before keys were kept takes the key that came back with its token.
            room.keys[i] = Some(h.identity.key);
            let token = room.tokens[i].unwrap_or_default();
            commands.entity(client).insert(Seat { room: room.id, table: room_e, role: Role::Plays(side) });
            let history = referee.history();
            // A new player's seat is on disk before the player is told it is theirs: a
            // server killed after the Welcome would not know the seat's token (issue 27).
            // (When the disk refuses, the room waits and is written again, F08.)
            if !returning && !room.over() && !save_room(&options, &room.saved(history)) {
                room.unsaved = true;
            }
            tell(&mut commands, client, Welcome { room: code.clone(), side, token, rules: history.rules });
            // A player who was out when the match ended comes back for its record (F12):
            // the one the others were sent.
            if let Some(record) = &room.record {
                tell(&mut commands, client, RecordReady { record: (**record).clone() });
            }
            commands.entity(room_e).insert(room.state(options.away_timeout_s));
            // A finished room is settled already: its file is not written again.
            if !room.over() {
                super::store::queue_write(&mut commands, room_e);
            }
            let name = room.name(side);
            if returning {
                log(&options, || format!("room {code}: {name} ({side}) is back"));
            } else {
                log(&options, || format!("room {code}: {name} joined as {side}"));
            }
        }
    }
}

/// When each address asked the lobby (its list, the leaderboard, a pairing, a spectator's
/// seat) in the last minute, the oldest forgotten as they age.
#[derive(Resource, Default, Debug)]
pub struct LobbyAsks {
    by: std::collections::HashMap<std::net::IpAddr, std::collections::VecDeque<Instant>>,
}

impl LobbyAsks {
    /// Whether `from` may ask now, having asked fewer than `most` times in the last minute
    /// (and notes that it did). Addresses whose asks have all aged out are forgotten, so
    /// the map holds only the last minute's askers.
    pub fn allow(&mut self, from: std::net::IpAddr, now: Instant, most: u32) -> bool {
        let minute = Duration::from_secs(60);
        let fresh = |t: &Instant| now.saturating_duration_since(*t) < minute;
        if self.by.len() > 1024 {
            self.by.retain(|_, asks| asks.back().is_some_and(fresh));
        }
        let asks = self.by.entry(from).or_default();
        while asks.front().is_some_and(|t| !fresh(t)) {
            asks.pop_front();
        }
        if asks.len() >= most as usize {
            return false;
        }
        asks.push_back(now);
        true
    }
}

/// `key`'s correspondence matches whose match is not over: those waiting for its decision
/// first, then the others, each the nearest deadline first.
fn my_matches(rooms: &Rooms, room_q: &Query<(&mut Room, &Referee)>, key: PlayerKey) -> Vec<MyMatch> {
    let mut mine: Vec<MyMatch> = rooms
        .by_code
        .values()
        .filter_map(|e| room_q.get(*e).ok())
        .filter(|(r, _)| !r.over())
        .filter_map(|(r, referee)| {
            let clock = r.clock?;
            let side = Side::BOTH.into_iter().find(|s| r.keys[s.index()] == Some(key))?;
            let history = referee.history();
            let scores = crate::rules::MatchHistory::replay(history).map(|m| m.scores()).unwrap_or_default();
            Some(MyMatch {
                code: r.code.clone(),
                side,
                token: r.tokens[side.index()]?,
                rules: history.rules,
                opponent: r.players[side.opponent().index()].clone(),
                scores,
                clock: clock.shown(),
            })
        })
        .collect();
    mine.sort_by_key(|m| (!m.my_move(), m.clock.deadline));
    mine.truncate(MAX_CORRESPONDENCE);
    mine
}

/// The room whose code `typed` is, with its entity; `None` when the code is not a room
/// code (`client` is refused in words then) or this server has no room of that code (it
/// is sent where the room is in the fleet, or refused: `super::directory::send_on`).
fn find_room(
    rooms: &mut Rooms,
    options: &ServerOptions,
    typed: &str,
    client: Entity,
    commands: &mut Commands,
) -> Option<(RoomCode, Entity)> {
    let code = match typed.parse::<RoomCode>() {
        Ok(c) => c,
        Err(why) => {
            refuse(commands, client, Refusal::BadCode(why.to_string()));
            return None;
        }
    };
    match rooms.get(&code) {
        Some(room) => Some((code, room)),
        None => {
            super::directory::send_on(commands, rooms, options, client, code);
            None
        }
    }
}

/// Which seat a joining client takes: its token's, else one its identity key holds, else
/// an open one. A seat that has a player belongs to that player's identity key (F03 of
/// the server's break-it findings): a client without it — no token and another key, or
/// the token without the key that proved itself when the seat was taken — is never
/// seated there, whether its player is here or away, and is never sent that token or
/// that hand. (A seat from before keys were kept is taken back with its token alone.)
fn pick_seat(room: &Room, token: Option<u64>, key: PlayerKey) -> Result<Side, Refusal> {
    if let Some(t) = token
        && let Some(side) = Side::BOTH.into_iter().find(|s| room.tokens[s.index()] == Some(t))
        && room.keys[side.index()].is_none_or(|k| k == key)
    {
        return Ok(side);
    }
    // A seat's own identity key takes it back without the token: the key is proven on
    // each connection (a stronger proof than the token), and a player whose Welcome was
    // lost — the server killed after writing the seat, before the Welcome arrived — never
    // learnt its token (issue 27).
    // One identity may hold both seats (a player against itself): an away seat of its
    // key first, then an open seat, then its seat still held by a connection the server
    // has not yet noticed gone (the newcomer is told to wait, as with a token).
    let its_own = |s: &Side| room.players[s.index()].is_some() && room.keys[s.index()] == Some(key);
    if let Some(side) = Side::BOTH.into_iter().find(|s| its_own(s) && room.clients[s.index()].is_none()) {
        return Ok(side);
    }
    if let Some(side) = Side::BOTH.into_iter().find(|s| room.players[s.index()].is_none()) {
        return Ok(side);
    }
    if let Some(side) = Side::BOTH.into_iter().find(its_own) {
        return Ok(side);
    }
    if room.clients.iter().any(Option::is_none) {
        Err(Refusal::Away(room.code.clone()))
    } else {
        Err(Refusal::Full(room.code.clone()))
    }
}

/// The rules in a few words, for the server's log.
fn rules_words(rules: &RuleSet) -> String {
    format!("{:?} rules to {}", rules.level, rules.target_score)
}

/// How long a connected client may take to say who it is (its [`Hello`]) before it is
/// dropped: a good client says it at once.
pub const HELLO_WITHIN: Duration = Duration::from_secs(5);

/// When a client connected (its entity is the connection's).
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct ConnectedAt(Instant);

/// Notes when a client connected.
pub(super) fn note_connection(add: On<Add, ConnectedClient>, mut commands: Commands) {
    commands.entity(add.entity).try_insert(ConnectedAt(Instant::now()));
}

/// Drops the clients that have said nothing usable for [`HELLO_WITHIN`] (a connection that
/// holds a place and never plays, F04), telling each why.
pub(super) fn drop_the_silent(
    unseated: Query<(Entity, &ConnectedAt, &NetworkId), (With<ConnectedClient>, Without<Seat>, Without<Waits>)>,
    options: Res<ServerOptions>,
    mut last: Local<Option<Instant>>,
    mut commands: Commands,
) {
    if last.is_some_and(|t| t.elapsed() < Duration::from_millis(250)) {
        return;
    }
    *last = Some(Instant::now());
    for (client, at, id) in &unseated {
        if at.0.elapsed() >= HELLO_WITHIN {
            let id = id.get();
            log(&options, || format!("client {id}: dropped: no Hello within {} s", HELLO_WITHIN.as_secs()));
            let why = format!("nothing usable said within {} s of connecting", HELLO_WITHIN.as_secs());
            refuse(&mut commands, client, Refusal::Misbehaved(why));
            commands.entity(client).try_remove::<ConnectedAt>();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 26, point 8: one address asks the lobby at most its number of times a minute;
    /// another address is not held back by it, and a minute later it may ask again.
    #[test]
    fn an_address_that_floods_the_lobby_is_refused_for_a_minute() {
        let mut asks = LobbyAsks::default();
        let (a, b): (std::net::IpAddr, std::net::IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let start = Instant::now();
        let allowed = (0..200).filter(|i| asks.allow(a, start + Duration::from_millis(*i), 60)).count();
        assert_eq!(allowed, 60);
        assert!(asks.allow(b, start + Duration::from_secs(1), 60), "another address asks freely");
        assert!(!asks.allow(a, start + Duration::from_secs(59), 60), "still within the minute");
        assert!(asks.allow(a, start + Duration::from_secs(61), 60), "a minute later it may ask again");
    }
}
