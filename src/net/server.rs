//! The referee of network play: a headless server of many rooms, each a match between two
//! players at other computers. Only here do the rules' matches live (`rules::Match`, with
//! the order of the draw pile); every step a client asks for goes through the rules
//! (`MatchHistory::play`), and the result is written into the room's match components,
//! which bevy_replicon sends to the room's two players only — each fencer's [`Hand`] (on an
//! entity of its own, [`HandOf`]) to its owner only, unless the rules show it
//! ([`HandShown`]).
//!
//! Every room is saved after every step (`persist::room`), so a server stopped in any way
//! restarts with its rooms; a finished match becomes a record in the server's `records/`,
//! and each player is sent a copy ([`RecordReady`]).
//!
//! Hostile input: every message is checked; a message over [`MAX_MESSAGE_BYTES`], more
//! than [`MAX_MESSAGES_PER_S`] in a second, or one that does not decode drops that client
//! alone, with a [`Refused`] saying why.

use super::protocol::{
    Act, AtTable, Declined, HandOf, HandShown, Happened, Hello, InRoom, NET_VERSION, NetStep, PROTOCOL_ID, RecordReady,
    Refusal, Refused, RoomCode, RoomState, Seat, SeatState, Want, Welcome, name_ok,
};
use crate::ai::Controller;
use crate::game::resolve::events_of;
use crate::game::table::facts_of;
use crate::game::{Bout, Deck, Fencer, Hand, Score};
use crate::persist::room::{self as saved_room, SavedRoom};
use crate::persist::{DataPaths, UtcTime, record};
use crate::rules::matchplay::MatchRng;
use crate::rules::{Match, MatchHistory, MatchPhase, MatchStep, Phase, RuleSet, Side};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::backend::connected_client::NetworkId;
use bevy_replicon::shared::message::registry::RemoteMessageRegistry;
use bevy_replicon_renet::RenetChannelsExt;
use bevy_replicon_renet::RenetServer;
use bevy_replicon_renet::netcode::{NetcodeServerTransport, ServerAuthentication, ServerConfig};
use bevy_replicon_renet::renet::ConnectionConfig;
use rand::{Rng, SeedableRng};
use std::collections::{BTreeMap, HashMap};
use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant, SystemTime};

/// The largest message a client may send, in bytes (a [`Hello`] is well under 200).
pub const MAX_MESSAGE_BYTES: usize = 1024;

/// The most messages a client may send in one second: a person sends one per decision, a
/// fast bot against a fast bot a few hundred.
pub const MAX_MESSAGES_PER_S: u32 = 500;

/// The most acknowledgements of replication a client may send in one second (one per
/// update the server sent, at most one per server frame).
pub const MAX_ACKS_PER_S: u32 = 2000;

/// How many clients the server's transport admits at once (two per room).
pub const MAX_CLIENTS: usize = 256;

/// How the server runs.
#[derive(Resource, Clone, Debug)]
pub struct ServerOptions {
    /// The address and UDP port to listen on.
    pub listen: SocketAddr,
    /// Where rooms and records are kept; `None` keeps nothing (a test server).
    pub data: Option<DataPaths>,
    /// The seed of room codes, seat tokens and match seeds.
    pub seed: u64,
    /// How long a room waits for a player whose connection dropped, in seconds.
    pub away_timeout_s: u32,
    /// The most rooms held at once (1..).
    pub max_rooms: usize,
    /// Print a line per match event to standard output.
    pub log: bool,
}

/// One room: the match, who sits where, and the entities its players are sent.
#[derive(Component)]
pub struct Room {
    id: u32,
    code: RoomCode,
    history: MatchHistory,
    game: Match,
    players: [Option<Controller>; 2],
    tokens: [Option<u64>; 2],
    accepted: [bool; 2],
    clients: [Option<Entity>; 2],
    away_since: [Option<Instant>; 2],
    ready: [bool; 2],
    started_at: UtcTime,
    match_id: String,
    fencers: [Entity; 2],
    hands: [Entity; 2],
    table: Entity,
    open_hands: bool,
    over: bool,
}

impl Room {
    /// The room's code.
    pub fn code(&self) -> &RoomCode {
        &self.code
    }

    /// The rules' match of the room (for tests of what the server holds).
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// The room's match as the rules' history: its rules, its seed and every step so far
    /// (for tests that re-play the server's match at each step a client was sent).
    pub fn history(&self) -> &MatchHistory {
        &self.history
    }

    /// Decisions taken in the room's match so far.
    pub fn steps(&self) -> usize {
        self.history.steps().len()
    }

    fn saved(&self) -> SavedRoom {
        SavedRoom {
            format_version: SavedRoom::FORMAT_VERSION,
            code: self.code.to_string(),
            players: self.players.clone(),
            tokens: self.tokens,
            accepted: self.accepted,
            rules: self.history.rules,
            seed: self.history.seed,
            steps: self.history.steps().to_vec(),
            started_at: self.started_at,
            saved_at: UtcTime::now(),
            match_id: self.match_id.clone(),
        }
    }

    fn state(&self, timeout_s: u32) -> RoomState {
        let seat = |i: usize| match (self.players[i].is_some(), self.clients[i], self.away_since[i]) {
            (false, _, _) => SeatState::Open,
            (true, Some(_), _) => SeatState::Here,
            (true, None, since) => {
                let gone = since.map_or(u64::from(timeout_s), |t| t.elapsed().as_secs());
                SeatState::Away { left_s: u64::from(timeout_s).saturating_sub(gone) as u32 }
            }
        };
        RoomState {
            code: self.code.clone(),
            players: self.players.clone(),
            seats: [seat(0), seat(1)],
            accepted: self.accepted,
            ready: self.ready,
        }
    }

    fn name(&self, side: Side) -> String {
        self.players[side.index()].as_ref().map_or_else(|| side.to_string(), Controller::display_name)
    }
}

/// The rooms by code, and the server's own randomness.
#[derive(Resource)]
pub struct Rooms {
    by_code: BTreeMap<RoomCode, Entity>,
    next_id: u32,
    rng: MatchRng,
}

impl Rooms {
    /// The room with this code, if any.
    pub fn get(&self, code: &RoomCode) -> Option<Entity> {
        self.by_code.get(code).copied()
    }

    /// How many rooms are open.
    pub fn len(&self) -> usize {
        self.by_code.len()
    }

    /// True when no room is open.
    pub fn is_empty(&self) -> bool {
        self.by_code.is_empty()
    }
}

/// Messages counted per client in the current second, and the clients dropped so far.
#[derive(Resource, Default)]
pub struct Traffic {
    /// Clients dropped for what they sent, since the server started.
    dropped: u32,
    second: Option<Instant>,
    /// Per client: its acknowledgements (0) and its own messages (1).
    counts: HashMap<(Entity, usize), u32>,
}

/// What the server prints: one line per match event.
fn log(options: &ServerOptions, line: impl FnOnce() -> String) {
    if options.log {
        println!("{} {}", UtcTime::now(), line());
    }
}

/// A headless server app ([`super::stack::headless_app`]) with `options`.
pub fn server_app(options: ServerOptions) -> App {
    let mut app = super::stack::headless_app();
    app.insert_resource(options).add_plugins(plugin);
    app
}

/// The server's systems and observers; the app must also have the networking stack
/// ([`super::stack::add_networking`]) and [`ServerOptions`].
pub fn plugin(app: &mut App) {
    app.init_resource::<Traffic>()
        .add_systems(Startup, (restore_rooms, listen).chain())
        .add_systems(PreUpdate, guard_traffic.after(ServerSystems::ReceivePackets).before(ServerSystems::Receive))
        .add_systems(Update, count_down_away)
        .add_systems(Last, stop_when_requested.run_if(resource_exists::<StopRequested>))
        .add_observer(on_hello)
        .add_observer(on_act)
        .add_observer(on_client_gone);
}

/// Opens the UDP socket and the renet server.
fn listen(
    options: Res<ServerOptions>,
    channels: Res<RepliconChannels>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    match open_server(&options, &channels) {
        Ok((server, transport)) => {
            let at = transport.addresses().first().copied().unwrap_or(options.listen);
            // Always printed, even with `--quiet`: it names the port (also when the system
            // chose it).
            println!("{} listening on {at} (UDP), network version {NET_VERSION}", UtcTime::now());
            commands.insert_resource(ListeningOn(at));
            commands.insert_resource(server);
            commands.insert_resource(transport);
        }
        Err(e) => {
            eprintln!("error: {e}");
            exit.write(AppExit::from_code(2));
        }
    }
}

/// Insert to stop the server cleanly: every client is told the connection is closing (so
/// each starts retrying at once), then the app exits with success. The rooms are already
/// saved: that happens after every step.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct StopRequested {
    told: bool,
}

/// The server stops cleanly ([`StopRequested`]) once `flag` is set: by the Ctrl-C and
/// SIGTERM handler of `en-garde server`, or by the game that hosts it on a thread.
pub fn stop_when_flagged(app: &mut App, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) {
    let stop_when_asked = move |mut commands: Commands| {
        if flag.load(std::sync::atomic::Ordering::SeqCst) {
            commands.insert_resource(StopRequested::default());
        }
    };
    app.add_systems(Update, stop_when_asked.run_if(not(resource_exists::<StopRequested>)));
}

fn stop_when_requested(
    mut stop: ResMut<StopRequested>,
    server: Option<ResMut<RenetServer>>,
    rooms: Res<Rooms>,
    options: Res<ServerOptions>,
    mut exit: MessageWriter<AppExit>,
) {
    if !stop.told {
        // This frame's packets tell the clients; the app exits on the next.
        if let Some(mut server) = server {
            server.disconnect_all();
        }
        stop.told = true;
        return;
    }
    let n = rooms.len();
    let kept = if options.data.is_some() {
        "saved; they resume when the server starts again"
    } else {
        "not kept (no data folder)"
    };
    log(&options, || format!("stopping: {n} room(s) in progress {kept}"));
    exit.write(AppExit::Success);
}

/// The address the server listens on (with the port the system chose for port 0).
#[derive(Resource, Clone, Copy, Debug)]
pub struct ListeningOn(pub SocketAddr);

fn open_server(
    options: &ServerOptions,
    channels: &RepliconChannels,
) -> Result<(RenetServer, NetcodeServerTransport), String> {
    let mut client_channels = channels.client_configs();
    for c in &mut client_channels {
        // A client has nothing big to say: a reliable channel over this is a disconnect.
        c.max_memory_usage_bytes = 64 * 1024;
    }
    let server = RenetServer::new(ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: client_channels,
        ..Default::default()
    });
    let socket =
        UdpSocket::bind(options.listen).map_err(|e| format!("cannot listen on {} (UDP): {e}", options.listen))?;
    let local = socket.local_addr().map_err(|e| format!("cannot read the socket's address: {e}"))?;
    let current_time = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default();
    let config = ServerConfig {
        current_time,
        max_clients: MAX_CLIENTS,
        protocol_id: PROTOCOL_ID,
        authentication: ServerAuthentication::Unsecure,
        public_addresses: vec![local],
    };
    let transport =
        NetcodeServerTransport::new(config, socket).map_err(|e| format!("cannot start the server's transport: {e}"))?;
    Ok((server, transport))
}

/// Loads the saved rooms (a server restarted), settling finished ones into records.
fn restore_rooms(options: Res<ServerOptions>, mut commands: Commands) {
    let mut rooms = Rooms { by_code: BTreeMap::new(), next_id: 1, rng: MatchRng::seed_from_u64(options.seed) };
    if let Some(paths) = &options.data {
        let (saved, notices) = saved_room::load_all(paths);
        for n in notices {
            log(&options, || n);
        }
        for s in saved {
            match s.resume() {
                Ok((_, game)) if game.is_over() => match saved_room::settle(paths, &s) {
                    Ok(path) => log(&options, || format!("room {}: match over; record {}", s.code, path.display())),
                    Err(e) => log(&options, || e),
                },
                Ok((history, game)) => {
                    let Ok(code) = s.code.parse::<RoomCode>() else { continue };
                    let id = rooms.next_id;
                    rooms.next_id += 1;
                    let steps = history.steps().len();
                    let room = spawn_room(&mut commands, id, code.clone(), history, game, &s, options.away_timeout_s);
                    rooms.by_code.insert(code.clone(), room);
                    log(&options, || format!("room {code}: restored after {steps} steps; waiting for its players"));
                }
                Err(e) => log(&options, || format!("room {}: not restored: {e}", s.code)),
            }
        }
    }
    // A server started again on the same seed must not deal its first run's codes,
    // tokens and seeds again: what it restored moves the generator on.
    let restored: u64 =
        rooms.by_code.keys().map(|c| c.as_str().bytes().fold(0u64, |h, b| h.rotate_left(5) ^ u64::from(b))).sum();
    if restored != 0 {
        rooms.rng = MatchRng::seed_from_u64(options.seed ^ restored.rotate_left(17));
    }
    commands.insert_resource(rooms);
}

/// Spawns a room and its replicated match entities.
fn spawn_room(
    commands: &mut Commands,
    id: u32,
    code: RoomCode,
    history: MatchHistory,
    game: Match,
    saved: &SavedRoom,
    timeout_s: u32,
) -> Entity {
    let parts = game.to_parts();
    let facts = facts_of(&game, history.steps());
    let open = hands_open(&game);
    let (bout, deck) = Bout::from_public(&parts.public, facts);
    let table = commands.spawn((Replicated, InRoom(id), bout, deck)).id();
    let fencers = Side::BOTH.map(|side| {
        commands.spawn((Replicated, InRoom(id), AtTable(table), Fencer::of(&parts, side), Score::of(&parts, side))).id()
    });
    let hands = Side::BOTH.map(|side| {
        let shown = HandShown { room: id, owner: side, open };
        commands.spawn((Replicated, shown, AtTable(table), HandOf(side), Hand::of(&parts, side))).id()
    });
    let room = Room {
        id,
        code,
        history,
        game,
        players: saved.players.clone(),
        tokens: saved.tokens,
        accepted: saved.accepted,
        clients: [None; 2],
        away_since: saved.players.clone().map(|p| p.map(|_| Instant::now())),
        ready: [false; 2],
        started_at: saved.started_at,
        match_id: saved.match_id.clone(),
        fencers,
        hands,
        table,
        open_hands: open,
        over: false,
    };
    commands.entity(table).insert(room.state(timeout_s));
    commands.spawn(room).id()
}

/// Whether the rules show both hands now (R7.2, Duell D4; a round that is over).
fn hands_open(game: &Match) -> bool {
    let round = game.round();
    round.rules().open_hands() || matches!(round.phase(), Phase::Over(_))
}

fn refuse(commands: &mut Commands, client: Entity, why: Refusal) {
    tell(commands, client, Refused { why });
    commands.write_message(DisconnectRequest { client });
}

fn tell<E: Event + Clone>(commands: &mut Commands, client: Entity, message: E)
where
    ToClients<E>: Event,
{
    commands.server_trigger(ToClients { targets: SendTargets::Single(ClientId::Client(client)), message });
}

/// A client says who it is: a new room, or a seat in one.
fn on_hello(
    hello: On<FromClient<Hello>>,
    options: Res<ServerOptions>,
    mut rooms: ResMut<Rooms>,
    mut room_q: Query<&mut Room>,
    seated: Query<&Seat>,
    mut commands: Commands,
) {
    let Some(client) = hello.client_id.entity() else { return };
    if seated.get(client).is_ok() {
        refuse(&mut commands, client, Refusal::AlreadySeated);
        return;
    }
    let h = &hello.message;
    if h.version != NET_VERSION {
        refuse(&mut commands, client, Refusal::Version { server: NET_VERSION, client: h.version });
        return;
    }
    if let Controller::Human { name } = &h.player
        && !name_ok(name)
    {
        refuse(&mut commands, client, Refusal::BadName);
        return;
    }
    let player = match &h.player {
        Controller::Human { name } => Controller::Human { name: name.trim().to_string() },
        other => other.clone(),
    };
    match &h.want {
        Want::Create { rules } => {
            if let Err(why) = rules.validate() {
                refuse(&mut commands, client, Refusal::BadRules(why.to_string()));
                return;
            }
            if rooms.len() >= options.max_rooms {
                refuse(&mut commands, client, Refusal::TooManyRooms);
                return;
            }
            let code = loop {
                let code = RoomCode::from_picks(|| rooms.rng.next_u32());
                if !rooms.by_code.contains_key(&code) {
                    break code;
                }
            };
            let seed = rooms.rng.next_u64();
            let token = rooms.rng.next_u64();
            let id = rooms.next_id;
            rooms.next_id += 1;
            let started_at = UtcTime::now();
            let saved = SavedRoom {
                format_version: SavedRoom::FORMAT_VERSION,
                code: code.to_string(),
                players: [Some(player.clone()), None],
                tokens: [Some(token), None],
                accepted: [true, false],
                rules: *rules,
                seed,
                steps: Vec::new(),
                started_at,
                saved_at: started_at,
                match_id: record::new_match_id(started_at, seed),
            };
            let history = MatchHistory::new(*rules, seed);
            let game = Match::new(*rules, seed);
            let room = spawn_room(&mut commands, id, code.clone(), history, game, &saved, options.away_timeout_s);
            rooms.by_code.insert(code.clone(), room);
            save_room(&options, &saved);
            let side = Side::Left;
            seat_client(&mut commands, client, id, side);
            // The room component is spawned by the commands; set its client there.
            commands.queue(move |world: &mut World| {
                if let Some(mut r) = world.get_mut::<Room>(room) {
                    r.clients[side.index()] = Some(client);
                    r.away_since[side.index()] = None;
                }
            });
            tell(&mut commands, client, Welcome { room: code.clone(), side, token, rules: *rules });
            log(&options, || {
                format!("room {code}: opened by {} ({}) with {}", player.display_name(), side, rules_words(rules))
            });
        }
        Want::Join { room: typed } => {
            let code = match typed.parse::<RoomCode>() {
                Ok(c) => c,
                Err(why) => {
                    refuse(&mut commands, client, Refusal::BadCode(why.to_string()));
                    return;
                }
            };
            let Some(room_e) = rooms.get(&code) else {
                refuse(&mut commands, client, Refusal::UnknownRoom(code.to_string()));
                return;
            };
            let Ok(mut room) = room_q.get_mut(room_e) else { return };
            let side = match pick_seat(&room, h.token) {
                Ok(side) => side,
                Err(why) => {
                    refuse(&mut commands, client, why);
                    return;
                }
            };
            let i = side.index();
            let returning = room.players[i].is_some();
            if let Some(old) = room.clients[i].replace(client) {
                // The same player from a new connection: the old one goes.
                commands.entity(old).remove::<Seat>();
                commands.write_message(DisconnectRequest { client: old });
            }
            room.away_since[i] = None;
            if !returning {
                room.players[i] = Some(player.clone());
                room.tokens[i] = Some(rooms.rng.next_u64());
            }
            let token = room.tokens[i].unwrap_or_default();
            seat_client(&mut commands, client, room.id, side);
            tell(&mut commands, client, Welcome { room: code.clone(), side, token, rules: room.history.rules });
            commands.entity(room.table).insert(room.state(options.away_timeout_s));
            save_room(&options, &room.saved());
            let name = room.name(side);
            if returning {
                log(&options, || format!("room {code}: {name} ({side}) is back"));
            } else {
                log(&options, || format!("room {code}: {name} joined as {side}"));
            }
        }
    }
}

/// Which seat a joining client takes: its token's, else an open one, else the seat of a
/// player who is away while the other is here (the two of them share the code).
fn pick_seat(room: &Room, token: Option<u64>) -> Result<Side, Refusal> {
    if let Some(t) = token
        && let Some(side) = Side::BOTH.into_iter().find(|s| room.tokens[s.index()] == Some(t))
    {
        return Ok(side);
    }
    if let Some(side) = Side::BOTH.into_iter().find(|s| room.players[s.index()].is_none()) {
        return Ok(side);
    }
    let away: Vec<Side> = Side::BOTH.into_iter().filter(|s| room.clients[s.index()].is_none()).collect();
    match away.as_slice() {
        [] => Err(Refusal::Full(room.code.clone())),
        [side] => Ok(*side),
        _ => Err(Refusal::Away(room.code.clone())),
    }
}

fn seat_client(commands: &mut Commands, client: Entity, room: u32, side: Side) {
    commands.entity(client).insert(Seat { room, side });
}

fn rules_words(rules: &RuleSet) -> String {
    format!("{:?} rules to {}", rules.level, rules.target_score)
}

fn save_room(options: &ServerOptions, saved: &SavedRoom) {
    if let Some(paths) = &options.data
        && let Err(e) = saved_room::save(paths, saved)
    {
        log(options, || format!("room {}: cannot be saved: {e}", saved.code));
    }
}

/// A seated player's request: checked against the room, applied through the rules.
fn on_act(
    act: On<FromClient<Act>>,
    options: Res<ServerOptions>,
    mut rooms: ResMut<Rooms>,
    seats: Query<&Seat>,
    mut room_q: Query<&mut Room>,
    mut fencers: Query<(&mut Fencer, &mut Score)>,
    mut hands: Query<&mut Hand>,
    mut tables: Query<(&mut Deck, &mut Bout)>,
    mut commands: Commands,
) {
    let Some(client) = act.client_id.entity() else { return };
    let Ok(seat) = seats.get(client) else {
        // Not seated: the protocol starts with a Hello.
        refuse(&mut commands, client, Refusal::Misbehaved("an action before a Hello".into()));
        return;
    };
    let Some(mut room) = room_q.iter_mut().find(|r| r.id == seat.room) else { return };
    let side = seat.side;
    let decline = |commands: &mut Commands, reason: String| tell(commands, client, Declined { reason });
    if room.over {
        decline(&mut commands, "the match is over".into());
        return;
    }
    if act.steps != room.history.steps().len() {
        decline(&mut commands, "the match has moved on since; choose again".into());
        return;
    }
    if let NetStep::Accept = act.step {
        room.accepted[side.index()] = true;
        commands.entity(room.table).insert(room.state(options.away_timeout_s));
        save_room(&options, &room.saved());
        let name = room.name(side);
        log(&options, || format!("room {}: {name} accepted the rules", room.code));
        return;
    }
    if room.players.iter().any(Option::is_none) || room.accepted != [true; 2] {
        decline(&mut commands, "the match starts when both players have accepted its rules".into());
        return;
    }
    let step = match act.step {
        NetStep::Act(action) => MatchStep::Act { who: side, action },
        NetStep::ChooseDuellCard(card) => MatchStep::ChooseDuellCard { who: side, card },
        NetStep::NextRound => {
            if !matches!(room.game.phase(), MatchPhase::RoundOver(_)) {
                decline(&mut commands, "the round is not over".into());
                return;
            }
            room.ready[side.index()] = true;
            if room.ready != [true; 2] {
                commands.entity(room.table).insert(room.state(options.away_timeout_s));
                return;
            }
            MatchStep::NextRound
        }
        // Answered above.
        NetStep::Accept => return,
    };
    let room = &mut *room;
    let mut game = room.game.clone();
    let report = match room.history.play(&mut game, step) {
        Ok(report) => report,
        Err(e) => {
            decline(&mut commands, e.to_string());
            return;
        }
    };
    let events = events_of(&room.game, &game, report);
    room.game = game;
    let steps = room.history.steps().len();
    for client in room.clients.iter().flatten() {
        tell(&mut commands, *client, Happened { steps, events: events.clone() });
    }
    if matches!(step, MatchStep::NextRound) {
        room.ready = [false; 2];
    }
    let code = room.code.clone();
    log(&options, || match step {
        MatchStep::NextRound => format!("room {code}: round {} begins", room.game.round_number()),
        _ => {
            let ended = report.and_then(|r| r.result).map(|r| format!("; round over: {r:?}")).unwrap_or_default();
            format!("room {code}: {}{ended}", record::describe_step(&step))
        }
    });
    write_room(room, &mut fencers, &mut hands, &mut tables, &mut commands, options.away_timeout_s);
    save_room(&options, &room.saved());
    if room.game.is_over() {
        finish(room, &options, &mut rooms, &mut commands);
    }
}

/// Writes the room's match into its entities (touching only what changed, so only that
/// is sent), and who may see each hand.
fn write_room(
    room: &mut Room,
    fencers: &mut Query<(&mut Fencer, &mut Score)>,
    hands: &mut Query<&mut Hand>,
    tables: &mut Query<(&mut Deck, &mut Bout)>,
    commands: &mut Commands,
    timeout_s: u32,
) {
    let open = hands_open(&room.game);
    if open != room.open_hands {
        room.open_hands = open;
        for side in Side::BOTH {
            commands.entity(room.hands[side.index()]).insert(HandShown { room: room.id, owner: side, open });
        }
    }
    let parts = room.game.to_parts();
    for side in Side::BOTH {
        let i = side.index();
        if let Ok((mut f, mut s)) = fencers.get_mut(room.fencers[i]) {
            f.set_if_neq(Fencer::of(&parts, side));
            s.set_if_neq(Score::of(&parts, side));
        }
        if let Ok(mut h) = hands.get_mut(room.hands[i]) {
            h.set_if_neq(Hand::of(&parts, side));
        }
    }
    let (bout, deck) = Bout::from_public(&parts.public, facts_of(&room.game, room.history.steps()));
    if let Ok((mut d, mut b)) = tables.get_mut(room.table) {
        d.set_if_neq(deck);
        b.set_if_neq(bout);
    }
    commands.entity(room.table).insert(room.state(timeout_s));
}

/// The match is over: the record is written and sent to both players; the room closes.
fn finish(room: &mut Room, options: &ServerOptions, rooms: &mut Rooms, commands: &mut Commands) {
    room.over = true;
    let saved = room.saved();
    let record = match saved.record() {
        Ok(r) => r,
        Err(e) => {
            log(options, || format!("room {}: the match cannot be recorded: {e}", room.code));
            return;
        }
    };
    let code = room.code.clone();
    log(options, || format!("room {code}: match over — {}", record.summary()));
    if let Some(paths) = &options.data {
        match saved_room::settle(paths, &saved) {
            Ok(path) => log(options, || format!("room {code}: record {}", path.display())),
            Err(e) => log(options, || e),
        }
    }
    for client in room.clients.iter().flatten() {
        tell(commands, *client, RecordReady { record: record.clone() });
    }
    rooms.by_code.remove(&code);
}

/// A client's connection ended: its seat waits for it.
fn on_client_gone(
    gone: On<Remove, Seat>,
    options: Res<ServerOptions>,
    seats: Query<&Seat>,
    mut room_q: Query<&mut Room>,
    mut commands: Commands,
) {
    let Ok(seat) = seats.get(gone.entity) else { return };
    let Some(mut room) = room_q.iter_mut().find(|r| r.id == seat.room) else { return };
    let i = seat.side.index();
    if room.clients[i] != Some(gone.entity) {
        return;
    }
    room.clients[i] = None;
    room.away_since[i] = Some(Instant::now());
    if room.over {
        return;
    }
    commands.entity(room.table).insert(room.state(options.away_timeout_s));
    let name = room.name(seat.side);
    log(&options, || format!("room {}: {name} ({}) disconnected; waiting", room.code, seat.side));
}

/// Once a second: the countdown of away players; closed rooms whose players left go.
fn count_down_away(
    options: Res<ServerOptions>,
    mut rooms: ResMut<Rooms>,
    room_q: Query<(Entity, &Room)>,
    mut last: Local<Option<Instant>>,
    mut commands: Commands,
) {
    if last.is_some_and(|t| t.elapsed() < Duration::from_secs(1)) {
        return;
    }
    *last = Some(Instant::now());
    for (e, room) in &room_q {
        if room.over {
            if room.clients.iter().all(Option::is_none) {
                commands.entity(room.table).despawn();
                for e in room.fencers.into_iter().chain(room.hands) {
                    commands.entity(e).despawn();
                }
                commands.entity(e).despawn();
            }
            continue;
        }
        if room.away_since.iter().any(Option::is_some) && room.clients.iter().any(Option::is_some) {
            commands.entity(room.table).insert(room.state(options.away_timeout_s));
        }
    }
    rooms.by_code.retain(|_, e| room_q.get(*e).is_ok_and(|(_, r)| !r.over));
}

/// Drops clients that send too much, too large or too often, before their messages are
/// read; the other clients' messages go on as they came.
impl Traffic {
    /// How many clients were dropped for what they sent since the server started.
    pub fn dropped(&self) -> u32 {
        self.dropped
    }
}

fn guard_traffic(
    mut messages: ResMut<ServerMessages>,
    channels: Res<RepliconChannels>,
    registry: Res<RemoteMessageRegistry>,
    mut traffic: ResMut<Traffic>,
    ids: Query<&NetworkId>,
    options: Res<ServerOptions>,
    mut commands: Commands,
) {
    if traffic.second.is_none_or(|t| t.elapsed() >= Duration::from_secs(1)) {
        traffic.second = Some(Instant::now());
        traffic.counts.clear();
    }
    let mut bad: HashMap<Entity, String> = HashMap::new();
    // A message of ours that does not decode is not a mistake of a good client.
    let decodes: [(Option<usize>, fn(&[u8]) -> bool); 2] = [
        (registry.client_event_channel::<Hello>(), |b| bevy_replicon::postcard::from_bytes::<Hello>(b).is_ok()),
        (registry.client_event_channel::<Act>(), |b| bevy_replicon::postcard::from_bytes::<Act>(b).is_ok()),
    ];
    for (channel, decodes) in decodes {
        let Some(channel) = channel else { continue };
        for (client, bytes) in messages.iter_received(channel) {
            if bytes.len() <= MAX_MESSAGE_BYTES && !decodes(bytes) {
                bad.entry(client).or_insert_with(|| "a message that is not the protocol's (it does not decode)".into());
            }
        }
    }
    for channel in 0..channels.client_channels().len() {
        // Channel 0 carries replicon's acknowledgements of what the server sent: as many
        // as the server sends, so only their size and a high ceiling are checked.
        let (limit, what) =
            if channel == 0 { (MAX_ACKS_PER_S, "acknowledgements") } else { (MAX_MESSAGES_PER_S, "messages") };
        for (client, bytes) in messages.iter_received(channel) {
            let n = traffic.counts.entry((client, channel.min(1))).or_default();
            *n += 1;
            if bytes.len() > MAX_MESSAGE_BYTES {
                bad.entry(client)
                    .or_insert_with(|| format!("a message of {} bytes (at most {MAX_MESSAGE_BYTES})", bytes.len()));
            } else if *n > limit {
                bad.entry(client).or_insert_with(|| format!("more than {limit} {what} in a second"));
            }
        }
    }
    if bad.is_empty() {
        return;
    }
    for channel in 0..channels.client_channels().len() {
        let kept: Vec<_> = messages.drain_received(channel).filter(|(c, _)| !bad.contains_key(c)).collect();
        for (c, b) in kept {
            messages.insert_received(c, channel, b);
        }
    }
    for (client, why) in bad {
        traffic.dropped += 1;
        let id = ids.get(client).map(|i| i.get()).unwrap_or_default();
        log(&options, || format!("client {id}: dropped: {why}"));
        refuse(&mut commands, client, Refusal::Misbehaved(why));
        commands.entity(client).remove::<Seat>();
    }
}
