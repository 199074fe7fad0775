//! Network play in the game: hosting a match (a server for it runs on this computer, on a
//! thread of its own), joining one, and the match screen's requests sent to the server.
//! The screens ask through [`OnlineRequest`]; while seated, this computer's side is the
//! game's [`NetworkPlay`], the other player is a [`Controller::Remote`], and the views read
//! the server's components as they read a local match's.

use super::client::{self, ClientOptions, FinishedRecord, Link, Stale, Ticket};
use super::identity::Identity;
use super::protocol::{DEFAULT_PORT, NET_VERSION, NetStep, RoomState, Want};
use super::quic::{Fingerprint, ServerIdentity, ServerTrust};
use super::server::{ServerOptions, server_app};
use crate::ai::{Controller, Players};
use crate::game::screens::{Menu, Screen};
use crate::game::seats::NetworkPlay;
use crate::game::storage::{DataDir, Ephemeral};
use crate::game::vet::{UnderReview, Verdict, Vet, VetSet, still_approved};
use crate::game::{ActionRequested, MatchEntity, MatchRequest, MatchView, Referee, Seats};
use crate::persist::{DataLock, DataPaths, record};
use crate::rules::RuleSet;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::net::{IpAddr, SocketAddr, ToSocketAddrs, UdpSocket};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// What the screens ask of network play.
#[derive(Message, Clone, Debug)]
pub enum OnlineRequest {
    /// Host a match with these rules: start a server here and open a room on it.
    Host { rules: RuleSet, name: String },
    /// Join the room `code` on the server at `address` (`host:port` or `host`).
    Join { address: String, code: String, name: String },
    /// Open an invite link (`en-garde://…`, [`crate::net::link`]): join its room, or watch
    /// it, on its server, trusting only the key it names.
    OpenLink { link: String, name: String },
    /// Quick pairing at the server `address` for a match with `rules`.
    Pair { address: String, rules: RuleSet, name: String },
    /// Open a room with `rules` on the server at `address`: `public` lists it in the lobby;
    /// `days` makes it a correspondence match with that many days a decision (1, 3, 7).
    Open { address: String, rules: RuleSet, public: bool, days: Option<u8>, name: String },
    /// Take up a correspondence match the server listed ([`super::correspondence`]): the
    /// seat `token` in room `code` on the server at `address`.
    Resume { address: String, code: super::protocol::RoomCode, token: u64, name: String },
    /// Watch the room `code` on the server at `address` as a spectator.
    Watch { address: String, code: String },
    /// Ask the server at `address` for page `page` (from 0) of its lobby ([`client::LobbyPage`]).
    List { address: String, page: u32 },
    /// Ask the server at `address` for its leaderboard at `level` ([`client::LeaderboardPage`]).
    Leaders { address: String, level: crate::rules::Level },
    /// Stop waiting for a pairing (or for the lobby's answer): the connection closes.
    Cancel,
    /// Accept the match's rules (the joining player, before the match starts).
    Accept,
    /// Leave network play (the match stays on the server, the seat kept for its token).
    Leave,
}

/// The server this computer hosts: where the other player connects, and how to stop it.
#[derive(Resource, Clone, Debug)]
pub struct Hosting {
    /// The port it listens on (UDP).
    pub port: u16,
    /// This computer's address on its local network, if one could be found.
    pub lan_address: Option<IpAddr>,
    /// The fingerprint of the hosted server's key.
    pub key: Fingerprint,
    stop: Arc<AtomicBool>,
    /// The server's thread, to wait for when it stops: it holds the hosted match's folder
    /// (its lock) and the port until it ends.
    thread: Arc<std::sync::Mutex<Option<std::thread::JoinHandle<()>>>>,
}

/// How long stopping the hosted server waits for its thread to end, at most.
const HOST_STOP_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// The port a hosted server tries first (UDP; else one the system picks): the game's
/// [`DEFAULT_PORT`], so that a host that hosts again is found where it was. Tests that host
/// side by side set their own (0: the system picks each time).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostPort(pub u16);

impl Default for HostPort {
    fn default() -> Self {
        HostPort(DEFAULT_PORT)
    }
}

/// Why hosting or joining could not begin, for the screens (`None`: nothing is wrong).
#[derive(Resource, Clone, Debug, Default)]
pub struct OnlineProblem(pub Option<OnlineFailure>);

/// Why hosting or joining could not begin; put into words by the views in the player's
/// language, and by its `Display` in English (the command line).
#[derive(Clone, Debug)]
pub enum OnlineFailure {
    /// No UDP port could be opened on this computer to host on.
    NoPort,
    /// The hosted match's folder could not be locked.
    HostFolder(Arc<crate::persist::LockError>),
    /// The server's thread could not be started; the system's words.
    ServerThread(String),
    /// No address was typed.
    NoAddress,
    /// This computer cannot find the address; the resolver's words.
    Unknown { address: String, why: String },
    /// The address was found but names no address.
    NamesNothing { address: String },
    /// What was typed is not a room code.
    BadCode(super::protocol::CodeProblem),
    /// What was opened is not an invite link.
    BadLink(super::link::LinkError),
    /// The player's identity file (`identity.key`) could not be read or made; what is
    /// wrong, in English, with its path.
    Identity(String),
}

impl std::fmt::Display for OnlineFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OnlineFailure::NoPort => write!(f, "no UDP port could be opened on this computer"),
            OnlineFailure::HostFolder(e) => write!(f, "the hosted match's folder: {e}"),
            OnlineFailure::ServerThread(why) => write!(f, "the server could not be started: {why}"),
            OnlineFailure::NoAddress => write!(f, "type the address of the computer to join, e.g. 192.168.1.20"),
            OnlineFailure::Unknown { address, why } => {
                write!(f, "{address:?} is not an address this computer can find ({why})")
            }
            OnlineFailure::NamesNothing { address } => write!(f, "{address:?} names no address"),
            OnlineFailure::BadCode(why) => write!(f, "{why}"),
            OnlineFailure::BadLink(why) => write!(f, "{why}"),
            OnlineFailure::Identity(why) => write!(f, "your identity file could not be used: {why}"),
        }
    }
}

/// The name this computer plays under ("Player" until it hosts or joins under one).
#[derive(Resource, Clone, Debug)]
struct LocalName(String);

impl Default for LocalName {
    fn default() -> Self {
        LocalName("Player".into())
    }
}

/// Network play's gate ([`Vet`]): the server referees the match, so an action asked for
/// here is sent there — if it is this computer's side's and the seat is taken — and is
/// never applied here.
fn forward_to_server(
    mut review: ResMut<UnderReview>,
    online: Res<NetworkPlay>,
    link: Res<Link>,
    table: MatchView,
    mut commands: Commands,
) {
    review.verdict = Verdict::Forwarded;
    let ActionRequested { side, action } = review.request;
    if online.side == side && *link == Link::Seated {
        let steps = table.get().map_or(0, |t| t.match_state.steps);
        client::send(&mut commands, NetStep::Act(action), steps);
    }
}

/// The game's network play: the networking stack must be in the app
/// ([`super::stack::add_networking`]) with the client's plugin.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Vet,
        forward_to_server.in_set(VetSet::Forwarding).run_if(resource_exists::<NetworkPlay>.and_then(still_approved)),
    );
    app.add_message::<OnlineRequest>()
        .init_resource::<OnlineProblem>()
        .init_resource::<LocalName>()
        .add_systems(
            Update,
            (
                handle_requests,
                forward_requests.run_if(resource_exists::<Ticket>),
                keep_record.run_if(resource_added::<FinishedRecord>.and_then(resource_exists::<DataDir>)),
            )
                .chain(),
        )
        .add_systems(
            PreUpdate,
            (
                // Each `leave_*` looks at what changed since it last looked, so each looks
                // every frame. A local match started while connecting gives the
                // connection up before a seat that came in the same frame is taken (the
                // seat would have taken the table from it).
                leave_connection_for_a_local_match,
                take_seat.run_if(resource_added::<Ticket>),
                take_watch.run_if(resource_added::<client::Spectating>),
                name_players.run_if(resource_exists::<client::Spectating>),
                name_opponent.run_if(resource_exists::<Ticket>.and_then(resource_exists::<NetworkPlay>)),
                leave_seat_for_a_local_match.run_if(resource_exists::<NetworkPlay>),
            )
                .chain()
                // Before anything of the frame can start a local match (its seats and its
                // table): a seat that came in then gives way to the local match whole, or
                // keeps the table whole; never the local match with the seat's players.
                .after(bevy_replicon::prelude::ClientSystems::Receive),
        )
        .add_systems(
            Update,
            (
                keep_awake.run_if(resource_added::<ClientOptions>.and_then(resource_exists::<WinitSettings>)),
                rest.run_if(resource_removed::<ClientOptions>.and_then(resource_exists::<UpdateModeBefore>)),
            ),
        );
}

/// The window's update mode before network play, restored after it.
#[derive(Resource, Clone)]
struct UpdateModeBefore(WinitSettings);

/// While connected, the game updates at least every [`ONLINE_UPDATE`], focused or not:
/// the server's messages are no input, and the game otherwise waits for input (the
/// connection's keep-alives and the other player's moves must not wait for the mouse).
fn keep_awake(settings: Res<WinitSettings>, mut commands: Commands) {
    commands.insert_resource(UpdateModeBefore(settings.clone()));
    commands.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(ONLINE_UPDATE),
        unfocused_mode: UpdateMode::reactive(ONLINE_UPDATE),
    });
}

/// Network play over: the window's update mode as it was before.
fn rest(before: Res<UpdateModeBefore>, mut commands: Commands) {
    commands.insert_resource(before.0.clone());
    commands.remove_resource::<UpdateModeBefore>();
}

/// How often a connected game updates at least.
pub const ONLINE_UPDATE: std::time::Duration = std::time::Duration::from_millis(20);

fn handle_requests(world: &mut World) {
    let requests: Vec<OnlineRequest> = world.resource_mut::<Messages<OnlineRequest>>().drain().collect();
    for req in requests {
        match req {
            OnlineRequest::Host { rules, name } => {
                stop_hosting(world);
                client::leave(world);
                let paths = world.get_resource::<DataDir>().map(|d| d.0.clone());
                // A match this computer hosted before and did not finish goes on (its room
                // is restored by the server; the seat's token is in the player's folder).
                let unfinished = paths.as_ref().and_then(unfinished_hosted_room);
                let first = world.get_resource::<HostPort>().copied().unwrap_or_default().0;
                match host(paths.as_ref().map(host_paths), first) {
                    Ok(hosting) => {
                        let server = SocketAddr::from(([127, 0, 0, 1], hosting.port));
                        let key = hosting.key;
                        world.insert_resource(hosting);
                        let want = match unfinished {
                            Some(room) => Want::Join { room },
                            None => Want::Create { rules },
                        };
                        connect(world, server, want, name, Some(key));
                    }
                    Err(e) => world.insert_resource(OnlineProblem(Some(e))),
                }
            }
            OnlineRequest::Join { address, code, name } => {
                if let Err(e) = code.parse::<super::protocol::RoomCode>() {
                    world.insert_resource(OnlineProblem(Some(OnlineFailure::BadCode(e))));
                    continue;
                }
                if let Some(server) = start_elsewhere(world, &address) {
                    connect(world, server, Want::Join { room: code }, name, None);
                }
            }
            OnlineRequest::OpenLink { link, name } => {
                let link = match link.parse::<super::link::InviteLink>() {
                    Ok(l) => l,
                    Err(e) => {
                        world.insert_resource(OnlineProblem(Some(OnlineFailure::BadLink(e))));
                        continue;
                    }
                };
                let Some(server) = start_elsewhere(world, &link.address()) else { continue };
                let want = if link.watch {
                    Want::Watch { room: link.room.to_string() }
                } else {
                    Want::Join { room: link.room.to_string() }
                };
                connect(world, server, want, name, link.key);
            }
            OnlineRequest::Pair { address, rules, name } => {
                if let Some(server) = start_elsewhere(world, &address) {
                    connect(world, server, Want::Pair { rules }, name, None);
                }
            }
            OnlineRequest::Open { address, rules, public, days, name } => {
                if let Some(server) = start_elsewhere(world, &address) {
                    let want = match days {
                        Some(days) => Want::Correspond { rules, days, public },
                        None if public => Want::Open { rules },
                        None => Want::Create { rules },
                    };
                    connect(world, server, want, name, None);
                }
            }
            OnlineRequest::Resume { address, code, token, name } => {
                if let Some(server) = start_elsewhere(world, &address) {
                    // The seat's token as the server listed it, where the game keeps a
                    // seat's token (`CODE TOKEN`): the connection takes the seat with it.
                    let ephemeral = world.get_resource::<Ephemeral>().is_some_and(|e| e.0);
                    if let Some(d) = world.get_resource::<DataDir>().filter(|_| !ephemeral) {
                        let line = format!("{code} {token}\n");
                        if let Err(e) = crate::persist::store::write_atomic(&d.0.net_seat_file(), line.as_bytes()) {
                            warn!("the seat of room {code} could not be written: {e}");
                        }
                    }
                    connect(world, server, Want::Join { room: code.to_string() }, name, None);
                }
            }
            OnlineRequest::Watch { address, code } => {
                if let Err(e) = code.parse::<super::protocol::RoomCode>() {
                    world.insert_resource(OnlineProblem(Some(OnlineFailure::BadCode(e))));
                    continue;
                }
                if let Some(server) = start_elsewhere(world, &address) {
                    let name = world.resource::<LocalName>().0.clone();
                    connect(world, server, Want::Watch { room: code }, name, None);
                }
            }
            OnlineRequest::List { address, page } => {
                if let Some(server) = start_elsewhere(world, &address) {
                    world.insert_resource(client::LobbyPage(None));
                    let name = world.resource::<LocalName>().0.clone();
                    connect(world, server, Want::List { page }, name, None);
                }
            }
            OnlineRequest::Leaders { address, level } => {
                if let Some(server) = start_elsewhere(world, &address) {
                    world.insert_resource(client::LeaderboardPage(None));
                    let name = world.resource::<LocalName>().0.clone();
                    connect(world, server, Want::Leaders { level }, name, None);
                }
            }
            OnlineRequest::Cancel => {
                if !world.contains_resource::<Ticket>() && !world.contains_resource::<client::Spectating>() {
                    client::leave(world);
                }
            }
            OnlineRequest::Accept => {
                let steps = bout_steps(world);
                let mut commands = world.commands();
                client::send(&mut commands, NetStep::Accept, steps);
                world.flush();
            }
            OnlineRequest::Leave => {
                client::leave(world);
                stop_hosting(world);
                world.remove_resource::<NetworkPlay>();
                world.resource_mut::<NextState<Screen>>().set(Screen::Title);
            }
        }
    }
}

/// Network play at another computer's server begins: what this computer hosted or was
/// connected to ends, and `address` is found (and noted among the player's servers).
/// `None`, with the problem in [`OnlineProblem`], when it cannot be found.
fn start_elsewhere(world: &mut World, address: &str) -> Option<SocketAddr> {
    leave_network_play(world);
    match resolve(address) {
        Ok(a) => {
            if let Some(mut settings) = world.get_resource_mut::<crate::game::storage::UserSettings>() {
                settings.0.used_server(address);
            }
            Some(a)
        }
        Err(e) => {
            world.insert_resource(OnlineProblem(Some(e)));
            None
        }
    }
}

fn bout_steps(world: &mut World) -> usize {
    let mut q = world.query_filtered::<&crate::game::MatchState, With<crate::game::MatchEntity>>();
    q.iter(world).map(|b| b.steps).max().unwrap_or(0)
}

/// The code of the room this computer last played in, when it is a room of its own
/// hosted server whose match is not over (`net-seat.txt` names it; the server keeps it).
fn unfinished_hosted_room(paths: &DataPaths) -> Option<String> {
    // A seat file is a line (`CODE TOKEN`): read bounded, and only a plain file.
    let seat = crate::persist::store::read_limited(&paths.net_seat_file(), crate::net::client::SEAT_FILE_MAX_BYTES)
        .ok()
        .and_then(|b| String::from_utf8(b).ok())?;
    let code = seat.split_whitespace().next()?.parse::<super::protocol::RoomCode>().ok()?;
    let saved = crate::persist::room::load_all(&host_paths(paths)).0;
    let room = saved.into_iter().find(|r| r.code == code.as_str())?;
    let (_, game) = room.resume().ok()?;
    (!game.is_over()).then(|| code.to_string())
}

/// Where a hosting computer's server keeps its rooms: `host/` in the player's data folder
/// (the game holds the lock of the folder itself).
fn host_paths(paths: &DataPaths) -> DataPaths {
    DataPaths::in_dir(paths.hosting_dir())
}

/// Starts a server on this computer, on port `first` (the game's 5812, [`HostPort`]) if it
/// is free, else one the system picks, on a thread of its own.
fn host(data: Option<DataPaths>, first: u16) -> Result<Hosting, OnlineFailure> {
    let port = [first, 0]
        .into_iter()
        .find_map(|p| UdpSocket::bind(("0.0.0.0", p)).ok().and_then(|s| s.local_addr().ok()).map(|a| a.port()))
        .ok_or(OnlineFailure::NoPort)?;
    let lock = match &data {
        Some(paths) => Some(DataLock::acquire(paths).map_err(|e| OnlineFailure::HostFolder(Arc::new(e)))?),
        None => None,
    };
    // The hosted server's key: this game's own client pins it (a key trusted on first use
    // would be refused if the host folder were made anew).
    let identity = Arc::new(
        match &data {
            Some(paths) => ServerIdentity::load_or_create(&paths.data_dir),
            None => ServerIdentity::generate(),
        }
        .map_err(OnlineFailure::ServerThread)?,
    );
    let key = identity.fingerprint();
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let seed =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1);
    let options = ServerOptions {
        listen: SocketAddr::from(([0, 0, 0, 0], port)),
        data,
        seed,
        away_timeout_s: super::protocol::DEFAULT_AWAY_TIMEOUT_S,
        day_s: super::protocol::DAY_S,
        house: Vec::new(),
        house_after_s: super::protocol::HOUSE_AFTER_S,
        max_rooms: 4,
        max_per_address: super::server::MAX_CLIENTS_PER_ADDRESS,
        // A game hosting its friends' matches, not a public server's crowd.
        max_clients: 256,
        metrics: None,
        log: false,
        identity: Some(identity.clone()),
        fleet: None,
    };
    let thread = std::thread::Builder::new()
        .name("en-garde host".into())
        .spawn(move || {
            let _lock = lock;
            let mut app = server_app(options);
            super::server::stop_when_flagged(&mut app, flag);
            app.run();
        })
        .map_err(|e| OnlineFailure::ServerThread(e.to_string()))?;
    Ok(Hosting { port, lan_address: lan_address(), key, stop, thread: Arc::new(std::sync::Mutex::new(Some(thread))) })
}

/// Stops the hosted server and waits (up to [`HOST_STOP_WAIT`]) for it to save its rooms
/// and let go of the folder's lock and the port, so that hosting again at once finds them
/// free (it found the folder still locked when the machine was busy).
fn stop_hosting(world: &mut World) {
    if let Some(h) = world.remove_resource::<Hosting>() {
        h.stop.store(true, Ordering::SeqCst);
        let handle = h.thread.lock().ok().and_then(|mut t| t.take());
        if let Some(handle) = handle {
            let since = std::time::Instant::now();
            while !handle.is_finished() && since.elapsed() < HOST_STOP_WAIT {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            if handle.is_finished() {
                let _ = handle.join();
            }
        }
    }
}

/// This computer's address on its network: the one it would send from to a public
/// address (no packet is sent).
fn lan_address() -> Option<IpAddr> {
    let s = UdpSocket::bind("0.0.0.0:0").ok()?;
    s.connect("192.0.2.1:9").ok()?;
    s.local_addr().ok().map(|a| a.ip()).filter(|ip| !ip.is_unspecified())
}

/// `host:port`, or `host` with the default port.
///
/// # Errors
/// [`OnlineFailure::NoAddress`], [`OnlineFailure::Unknown`] or
/// [`OnlineFailure::NamesNothing`].
pub fn resolve(address: &str) -> Result<SocketAddr, OnlineFailure> {
    let address = address.trim();
    if address.is_empty() {
        return Err(OnlineFailure::NoAddress);
    }
    let with_port = match address.parse::<SocketAddr>() {
        Ok(a) => return Ok(a),
        Err(_) if address.parse::<IpAddr>().is_ok() => format!("{address}:{DEFAULT_PORT}"),
        Err(_) if address.rsplit_once(':').is_some_and(|(_, p)| p.parse::<u16>().is_ok()) => address.to_string(),
        Err(_) => format!("{address}:{DEFAULT_PORT}"),
    };
    with_port
        .to_socket_addrs()
        .map_err(|e| OnlineFailure::Unknown { address: address.to_string(), why: e.to_string() })?
        .next()
        .ok_or_else(|| OnlineFailure::NamesNothing { address: address.to_string() })
}

/// Connects this game to the server at `server` for `want`, playing as `name` (what Host
/// and Join do once their server is known).
pub fn connect(world: &mut World, server: SocketAddr, want: Want, name: String, key: Option<Fingerprint>) {
    let name = if name.trim().is_empty() { "Player".to_string() } else { name.trim().to_string() };
    // The seat's token survives a restart of the game (`CODE TOKEN`, for that room only).
    let ephemeral = world.get_resource::<Ephemeral>().is_some_and(|e| e.0);
    let token_file = world.get_resource::<DataDir>().filter(|_| !ephemeral).map(|d| d.0.net_seat_file());
    // The server's key is trusted the first time and kept (in memory only for a game
    // that keeps no files).
    let known = world.get_resource::<DataDir>().filter(|_| !ephemeral).map(|d| d.0.known_servers_file());
    // Who this player is to servers: the data folder's identity, made on first use (a new
    // one each run for a game that keeps no files). A damaged file is left as it is and
    // said in words; nothing connects until it is mended.
    let file = world.get_resource::<DataDir>().filter(|_| !ephemeral).map(|d| d.0.identity_file());
    let identity = match Identity::kept_at(file.as_deref()) {
        Ok(i) => Arc::new(i),
        Err(e) => {
            world.insert_resource(OnlineProblem(Some(OnlineFailure::Identity(e.to_string()))));
            return;
        }
    };
    world.insert_resource(OnlineProblem(None));
    world.insert_resource(LocalName(name.clone()));
    world.insert_resource(ClientOptions {
        server,
        want,
        player: Controller::Human { name },
        token_file,
        version: NET_VERSION,
        trust: key.map_or(ServerTrust::FirstUse { known }, ServerTrust::Pinned),
        identity,
    });
}

/// A local match started (New match, Continue, a lesson, a practice) while seated online:
/// network play ends here first (the server keeps the match and the seat). Seated, the
/// network match has no referee here, so a referee that came (`Referee` added) is a local
/// match's.
fn leave_seat_for_a_local_match(refereed: Query<(), Added<Referee>>, mut commands: Commands) {
    if !refereed.is_empty() {
        commands.queue(leave_network_play);
    }
}

/// A local match started while still connecting: the connection not yet made is given up,
/// so that its seat cannot take the table from the match just started. A local match may
/// already be on the table (and play on): only a new one's entities count, so this runs
/// every frame (`Added` is since its last run).
fn leave_connection_for_a_local_match(
    started: Query<(), (Added<MatchEntity>, Without<crate::game::FromServer>)>,
    mut commands: Commands,
) {
    if !started.is_empty() {
        commands.queue(|world: &mut World| {
            if world.contains_resource::<ClientOptions>() && !world.contains_resource::<NetworkPlay>() {
                leave_network_play(world);
            }
        });
    }
}

/// Network play ends on this computer: the connection, the hosted server, the seat.
fn leave_network_play(world: &mut World) {
    client::leave(world);
    stop_hosting(world);
    world.remove_resource::<NetworkPlay>();
}

/// Seated: this computer plays its side, the other is a person elsewhere; the match
/// screen. A local match on the table goes (its autosave stays for Continue).
fn take_seat(
    seat: Res<Ticket>,
    name: Res<LocalName>,
    mut seats: ResMut<Seats>,
    mut screen: ResMut<NextState<Screen>>,
    mut menu: ResMut<NextState<Menu>>,
    local: Query<Entity, (With<MatchEntity>, Without<crate::game::FromServer>)>,
    mut commands: Commands,
) {
    to_the_match_screen(&local, &mut screen, &mut menu, &mut commands);
    let me = Controller::Human { name: name.0.clone() };
    let other = Controller::Remote { name: "Opponent".into() };
    let mut players = [other.clone(), other];
    players[seat.side.index()] = me;
    seats.0 = Players(players);
    commands.insert_resource(NetworkPlay { side: seat.side, started: false, connected: true });
}

/// The local match on the table goes (its autosave stays for Continue), and the match
/// screen shows the server's, whatever menu was open.
fn to_the_match_screen(
    local: &Query<Entity, (With<MatchEntity>, Without<crate::game::FromServer>)>,
    screen: &mut NextState<Screen>,
    menu: &mut NextState<Menu>,
    commands: &mut Commands,
) {
    for e in local {
        commands.entity(e).despawn();
    }
    screen.set(Screen::Match);
    menu.set(Menu::None);
}

/// Watching a room: nobody plays here (the screen's role is a spectator's, both sides
/// people elsewhere); the match screen. A local match on the table goes.
fn take_watch(
    mut seats: ResMut<Seats>,
    mut screen: ResMut<NextState<Screen>>,
    mut menu: ResMut<NextState<Menu>>,
    local: Query<Entity, (With<MatchEntity>, Without<crate::game::FromServer>)>,
    mut commands: Commands,
) {
    to_the_match_screen(&local, &mut screen, &mut menu, &mut commands);
    let remote = |side: crate::rules::Side| Controller::Remote { name: side.to_string() };
    seats.0 = Players([remote(crate::rules::Side::Left), remote(crate::rules::Side::Right)]);
}

/// While watching: the players' names, from the room as the server last sent it.
fn name_players(rooms: Query<&RoomState, (Without<Stale>, Changed<RoomState>)>, mut seats: ResMut<Seats>) {
    let Some(room) = rooms.iter().next() else { return };
    for (i, player) in room.players.iter().enumerate() {
        if let Some(c) = player {
            let remote = Controller::Remote { name: c.display_name() };
            if seats.0.0[i] != remote {
                seats.0.0[i] = remote;
            }
        }
    }
}

/// The other player's name, once they are seated, whether the match has started (both
/// seated and the rules accepted), from the room as the server last sent it, and whether
/// this computer is seated at the server now (not while reconnecting).
fn name_opponent(
    seat: Res<Ticket>,
    link: Res<Link>,
    rooms: Query<&RoomState, Without<Stale>>,
    mut seats: ResMut<Seats>,
    mut online: ResMut<NetworkPlay>,
) {
    let connected = *link == Link::Seated;
    // Without the room (a dropped connection leaves it stale), only the link is news.
    let room = rooms.iter().next();
    let started = room.map_or(online.started, |r| r.players.iter().all(Option::is_some) && r.accepted == [true; 2]);
    online.set_if_neq(NetworkPlay { side: seat.side, started, connected });
    let Some(room) = room else { return };
    let other = seat.side.opponent();
    if let Some(c) = &room.players[other.index()] {
        let remote = Controller::Remote { name: c.display_name() };
        // Only the network match's seat (`take_seat`): a local match started in this frame
        // has set its own players, and network play ends with it (it found the computer's
        // seat taken by the remote player's name, and the computer never played).
        if matches!(seats.0.get(other), Controller::Remote { .. }) && seats.0.get(other) != &remote {
            seats.0.0[other.index()] = remote;
        }
    }
}

/// Seated, the match screen's match requests for this computer's side go to the server
/// (its actions go through the resolver's gates: [`forward_to_server`]).
fn forward_requests(
    seat: Res<Ticket>,
    link: Res<Link>,
    mut requests: MessageReader<MatchRequest>,
    table: MatchView,
    mut commands: Commands,
) {
    let steps = table.get().map_or(0, |t| t.match_state.steps);
    let seated = *link == Link::Seated;
    for r in requests.read() {
        let step = match r {
            MatchRequest::NextRound => Some(NetStep::NextRound),
            MatchRequest::ChooseDuellCard { side, card } if *side == seat.side => Some(NetStep::ChooseDuellCard(*card)),
            _ => None,
        };
        if let (Some(step), true) = (step, seated) {
            client::send(&mut commands, step, steps);
        }
    }
}

/// The finished match goes into this player's records, as this computer saw the seats
/// (so the statistics count it for the person here).
fn keep_record(record: Res<FinishedRecord>, seats: Res<Seats>, paths: Res<DataDir>, ephemeral: Res<Ephemeral>) {
    if ephemeral.0 {
        return;
    }
    let mut r = record.0.clone();
    r.players = seats.0.clone();
    if let Err(e) = record::save(&paths.0, &r) {
        warn!("the network match's record could not be kept: {e}");
    }
}
