//! The computer levels as rated players (issue 26, point 4): a server told to
//! (`en-garde server --house easy,normal,hard`) plays those levels itself, each under a key
//! of its own, made by the server at start and known only to it — a client that says it is
//! a computer is rated as the key it proves, never as a house player. A house player's
//! rating is fixed at its level's strength on the ladder (`ai::ladder`, measured in the
//! arena; [`house_rating`]), so a result against it moves the person's rating as a result
//! against a well-known player of that strength.
//!
//! A house player enters quick pairing only for a person who has waited
//! [`ServerOptions::house_after_s`] without a person to pair with: the level nearest the
//! person's rating is called — a client of its own in a thread of the server, connecting to
//! the server as any player does — and a wave pairs it with a person who has waited alone
//! that long, the nearest in rating (never two house players).
//! At most [`MOST_HOUSE_MATCHES`] play at once; one not paired within [`HOUSE_WAITS_S`]
//! goes.

use super::options::{ServerOptions, log};
use super::pairing::PairingQueue;
use super::ratings::Ratings;
use super::transport::{ListeningOn, ServerKey};
use crate::ai::{BotLevel, BotSpec, Controller, ladder};
use crate::net::bot::{NetBot, bot_app};
use crate::net::client::{ClientOptions, Ticket};
use crate::net::identity::{Identity, PlayerKey};
use crate::net::protocol::{NET_VERSION, RoomState, SeatState, Want};
use crate::net::quic::ServerTrust;
use bevy::prelude::*;
use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The house players' matches played at once, at most (each a thread and a computer's
/// thinking on the server's machine).
pub const MOST_HOUSE_MATCHES: usize = 8;

/// How long a called house player waits to be paired before it goes, in seconds; a person
/// it was called for may have another called after as long.
pub const HOUSE_WAITS_S: u64 = 30;

/// The longest a house player's match lasts, in seconds (a match to 15 points between
/// people who think takes far less): its thread ends then whatever happens.
pub const HOUSE_MATCH_AT_MOST_S: u64 = 3 * 3600;

/// The rating the ladder's `easy` level (Club fencer Carl) has on the server: Glicko-2's
/// rating of a new player. The ladder's Elo and Glicko-2 share the logistic scale (400
/// points: ten to one), so the other levels lie at their ladder distances from it.
pub const HOUSE_ANCHOR: f64 = 1500.0;

/// The fixed rating of `level` as a house player: [`HOUSE_ANCHOR`] plus its ladder
/// rating's distance from `easy` (`None` for a level the ladder does not rate).
pub fn house_rating(level: BotLevel) -> Option<f64> {
    Some(HOUSE_ANCHOR + ladder::rating(level)? - ladder::rating(BotLevel::Easy)?)
}

/// A house player: its level, identity and fixed rating.
struct HousePlayer {
    level: BotLevel,
    identity: Arc<Identity>,
    rating: f64,
}

/// The server's house players and their matches under way.
#[derive(Resource, Default)]
pub struct House {
    players: Vec<HousePlayer>,
    /// The threads of the house players called and not yet done.
    running: Vec<JoinHandle<()>>,
    /// The persons a house player was called for, and when: another is called for them only
    /// [`HOUSE_WAITS_S`] later (the one called may have been paired with someone else).
    called: HashMap<PlayerKey, Instant>,
    seed: u64,
}

/// At start: a key for each house level, its fixed rating and its name on the leaderboard
/// ("Club fencer Carl (easy)").
pub(super) fn open_house(options: Res<ServerOptions>, mut ratings: ResMut<Ratings>, mut commands: Commands) {
    let mut house = House { seed: options.seed, ..default() };
    for level in &options.house {
        let Some(rating) = house_rating(*level) else { continue };
        let identity = match Identity::generate() {
            Ok(i) => Arc::new(i),
            Err(e) => {
                log(&options, || format!("the house player {level} cannot be made: {e}"));
                continue;
            }
        };
        let name = format!("{} ({level})", ladder::fencer(*level).0);
        ratings.fix(identity.public(), rating, &name);
        log(&options, || format!("house player {name}: rated {rating:.0} at every level"));
        house.players.push(HousePlayer { level: *level, identity, rating });
    }
    commands.insert_resource(house);
}

/// A few times a second: a house player is called for each person who has waited long
/// enough alone (the level nearest their rating), while fewer than
/// [`MOST_HOUSE_MATCHES`] play.
pub(super) fn call_house(
    options: Res<ServerOptions>,
    mut house: ResMut<House>,
    queue: Res<PairingQueue>,
    listening: Res<ListeningOn>,
    key: Res<ServerKey>,
    mut last: Local<Option<Instant>>,
) {
    if house.players.is_empty() || last.is_some_and(|t| t.elapsed() < Duration::from_millis(250)) {
        return;
    }
    *last = Some(Instant::now());
    house.running.retain(|t| !t.is_finished());
    let alone = queue.alone_for(Duration::from_secs(options.house_after_s.into()));
    let mut waiting: HashSet<PlayerKey> = queue.keys().collect();
    let again = Duration::from_secs(HOUSE_WAITS_S);
    house.called.retain(|k, at| waiting.contains(k) && at.elapsed() < again);
    for (person, rules, rating) in alone {
        if house.running.len() >= MOST_HOUSE_MATCHES || house.called.contains_key(&person) {
            continue;
        }
        // The nearest level whose house player is not waiting already (one key waits once).
        let Some(player) = house
            .players
            .iter()
            .filter(|p| !waiting.contains(&p.identity.public()))
            .min_by(|a, b| (a.rating - rating).abs().total_cmp(&(b.rating - rating).abs()))
        else {
            continue;
        };
        waiting.insert(player.identity.public());
        let (level, identity) = (player.level, player.identity.clone());
        // The server's own address on this machine, whatever it listens on.
        let server = SocketAddr::new(
            if listening.0.ip().is_unspecified() { [127, 0, 0, 1].into() } else { listening.0.ip() },
            listening.0.port(),
        );
        let options_c = ClientOptions {
            server,
            want: Want::Pair { rules },
            player: Controller::Computer { level },
            token_file: None,
            version: NET_VERSION,
            trust: ServerTrust::Pinned(key.0),
            identity,
        };
        house.seed = house.seed.wrapping_add(1);
        let seed = house.seed;
        let thread = std::thread::Builder::new().name(format!("en-garde house {level}")).spawn(move || {
            play_house_match(options_c, BotSpec { level, iterations: None }, seed);
        });
        match thread {
            Ok(t) => {
                house.running.push(t);
                house.called.insert(person, Instant::now());
                log(&options, || format!("house player {level} called for a player waiting at {rating:.0}"));
            }
            Err(e) => log(&options, || format!("the house player {level} cannot be started: {e}")),
        }
    }
}

/// A house player's match: its client waits to be paired, plays, and ends with the match —
/// or unpaired after [`HOUSE_WAITS_S`], refused, once its opponent's seat has waited out
/// the away timeout (the room then closes as any room nobody is in), or after
/// [`HOUSE_MATCH_AT_MOST_S`].
fn play_house_match(options: ClientOptions, spec: BotSpec, seed: u64) {
    let mut bot = NetBot::new(spec, seed, None);
    bot.report = false;
    let mut app = bot_app(options, bot);
    app.finish();
    app.cleanup();
    let start = Instant::now();
    loop {
        app.update();
        if app.should_exit().is_some() {
            break;
        }
        let seated = app.world().get_resource::<Ticket>().map(|t| t.side);
        let unpaired = seated.is_none() && start.elapsed() > Duration::from_secs(HOUSE_WAITS_S);
        let left_alone = seated.is_some_and(|side| {
            let world = app.world_mut();
            let mut rooms = world.query::<&RoomState>();
            rooms.iter(world).any(|r| r.seats[side.opponent().index()] == SeatState::Away { left_s: 0 })
        });
        if unpaired || left_alone || start.elapsed() > Duration::from_secs(HOUSE_MATCH_AT_MOST_S) {
            if let Some(mut quic) = app.world_mut().get_resource_mut::<crate::net::quic::QuicClient>() {
                quic.disconnect();
            }
            app.update();
            break;
        }
        std::thread::sleep(crate::net::stack::HEADLESS_FRAME);
    }
}
