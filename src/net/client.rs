//! The client side of network play, for the game and for the headless bot: connects to a
//! server, says who it is ([`Hello`]), takes the seat it is given ([`Welcome`]), and turns
//! the replicated match entities into the live match (`MatchEntity`), which the views and
//! the bots read as they read a local match. A dropped connection is retried every
//! [`RETRY_EVERY`] with the seat's token, and the last state received stays on the piste
//! until the server's returns.

use super::protocol::{
    Act, Declined, HandOf, Happened, Hello, NetStep, PROTOCOL_ID, RecordReady, Refusal, Refused, RoomCode, Want,
    Welcome,
};
use crate::ai::Controller;
use crate::game::{Fencer, MatchEntity, MatchState};
use crate::persist::store;
use crate::rules::{RuleSet, Side};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::RenetChannelsExt;
use bevy_replicon_renet::RenetClient;
use bevy_replicon_renet::netcode::{ClientAuthentication, NetcodeClientTransport};
use bevy_replicon_renet::renet::ConnectionConfig;
use std::net::{SocketAddr, UdpSocket};
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

/// How often a dropped connection is tried again.
pub const RETRY_EVERY: Duration = Duration::from_secs(1);

/// How a client connects.
#[derive(Resource, Clone, Debug)]
pub struct ClientOptions {
    /// The server's address and UDP port.
    pub server: SocketAddr,
    /// A new room, or a seat in one.
    pub want: Want,
    /// Who plays here.
    pub player: Controller,
    /// Where the seat's token is kept between runs (`None`: in memory only), so that a
    /// client started again takes its seat back.
    pub token_file: Option<PathBuf>,
    /// The protocol version this client says it speaks: [`NET_VERSION`] (a test of the
    /// server's answer to other versions says another).
    pub version: u32,
}

/// Where the connection stands.
#[derive(Resource, Clone, Debug, PartialEq, Eq, Default)]
pub enum Link {
    /// Not connected yet.
    #[default]
    Connecting,
    /// Connected, waiting for the server's answer.
    Greeting,
    /// Seated in a room.
    Seated,
    /// The connection dropped; trying again since then.
    Reconnecting { since_s: u64 },
    /// The server would not seat this client (or dropped it), or the connection could
    /// not be set up. Not retried.
    Refused(LinkProblem),
}

/// Why a connection ended for good ([`Link::Refused`]); put into words by the views in
/// the player's language, and by its `Display` in English (the command line, the logs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkProblem {
    /// The server refused to seat this client, or dropped it.
    Refused(Refusal),
    /// No UDP socket could be opened here; the system's words.
    Socket(String),
    /// The connection to `server` could not be set up; the network library's words.
    Connect { server: SocketAddr, why: String },
}

impl std::fmt::Display for LinkProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkProblem::Refused(why) => write!(f, "{why}"),
            LinkProblem::Socket(why) => write!(f, "cannot open a UDP socket: {why}"),
            LinkProblem::Connect { server, why } => write!(f, "cannot connect to {server}: {why}"),
        }
    }
}

/// The seat the server granted this client (its `Welcome`): the room, the side, the token
/// that takes the seat back after a dropped connection, and the match's rules. Kept while
/// the client holds the seat. (On the server the same seat is a `protocol::Seat`; the
/// running game's network play is `game::seats::NetworkPlay`.)
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Ticket {
    /// The room's code.
    pub room: RoomCode,
    /// The side played here.
    pub side: Side,
    /// The seat's token, to take it back.
    pub token: u64,
    /// The match's rules.
    pub rules: RuleSet,
}

/// The server's last refusal of an action of this client, in words (the rules' reason).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LastDeclined(pub Option<String>);

/// The finished match's record, once the server sent it.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct FinishedRecord(pub crate::persist::MatchRecord);

/// An entity of the previous connection, kept on show until the server's state returns.
#[derive(Component, Clone, Copy, Debug)]
pub struct Stale;

/// When the connection went and when it is next tried.
#[derive(Resource, Default)]
struct Retry {
    lost_at: Option<Instant>,
    next_at: Option<Instant>,
    /// The token of a seat this client held in an earlier run ([`ClientOptions::token_file`]).
    token: Option<u64>,
    token_read: bool,
}

/// The client's systems and observers; the app must also have `RepliconPlugins`,
/// `RepliconRenetPlugins`, the protocol and [`ClientOptions`].
pub fn plugin(app: &mut App) {
    app.init_resource::<Link>()
        .init_resource::<LastDeclined>()
        .init_resource::<Retry>()
        .add_systems(
            PreUpdate,
            (
                watch_connection.run_if(resource_exists::<RenetClient>),
                connect.run_if(not(resource_exists::<RenetClient>)),
            )
                .chain()
                .run_if(resource_exists::<ClientOptions>)
                .before(ClientSystems::ReceivePackets)
                .before(bevy_replicon_renet::RenetReceive),
        )
        .add_systems(
            OnEnter(ClientState::Connected),
            (greet.run_if(not(resource_exists::<Ticket>)), greet_again.run_if(resource_exists::<Ticket>))
                .run_if(resource_exists::<ClientOptions>),
        )
        .add_observer(on_welcome)
        .add_observer(on_refused)
        .add_observer(on_declined)
        .add_observer(on_record)
        .add_observer(on_happened)
        .add_observer(adopt_fencer)
        .add_observer(adopt_hand)
        .add_observer(adopt_table);
}

/// The seat's token kept in [`ClientOptions::token_file`] for the room `options` joins.
/// The most a seat file (`CODE TOKEN`, a line of about 30 bytes) is read of, in bytes.
pub const SEAT_FILE_MAX_BYTES: u64 = 256;

fn saved_token(options: &ClientOptions) -> Option<u64> {
    if let (Some(path), Want::Join { room }) = (&options.token_file, &options.want)
        && let Ok(bytes) = store::read_limited(path, SEAT_FILE_MAX_BYTES)
        && let Ok(text) = String::from_utf8(bytes)
    {
        // `CODE TOKEN`: the token is used only for that room.
        let mut words = text.split_whitespace();
        if let (Some(code), Some(token)) = (words.next(), words.next())
            && code.parse::<RoomCode>().ok() == room.parse::<RoomCode>().ok()
        {
            return token.parse().ok();
        }
    }
    None
}

/// Watches the open connection: once the server refused this client it is closed; once
/// it dropped, what was shown stays (marked [`Stale`]) and [`connect`] tries again shortly.
fn watch_connection(
    client: Res<RenetClient>,
    mut link: ResMut<Link>,
    mut retry: ResMut<Retry>,
    remote: Query<Entity, With<Remote>>,
    mut commands: Commands,
) {
    let refused = matches!(*link, Link::Refused(_));
    if !refused && !client.is_disconnected() {
        return;
    }
    commands.remove_resource::<RenetClient>();
    commands.remove_resource::<NetcodeClientTransport>();
    if refused {
        return;
    }
    // The connection dropped: keep showing what there was, try again shortly.
    for e in &remote {
        commands.entity(e).insert(Stale);
    }
    let now = Instant::now();
    retry.lost_at.get_or_insert(now);
    retry.next_at = Some(now + RETRY_EVERY);
    *link = Link::Reconnecting { since_s: 0 };
}

/// Opens the connection at start, and again after it dropped (every [`RETRY_EVERY`]),
/// unless the server refused this client.
fn connect(
    options: Res<ClientOptions>,
    channels: Res<RepliconChannels>,
    mut link: ResMut<Link>,
    mut retry: ResMut<Retry>,
    mut commands: Commands,
) {
    if matches!(*link, Link::Refused(_)) {
        return;
    }
    let now = Instant::now();
    if let Some(lost) = retry.lost_at {
        *link = Link::Reconnecting { since_s: lost.elapsed().as_secs() };
    }
    if retry.next_at.is_some_and(|t| now < t) {
        return;
    }
    retry.next_at = Some(now + RETRY_EVERY);
    if !retry.token_read {
        retry.token_read = true;
        retry.token = saved_token(&options);
    }
    match open_client(&options, &channels) {
        Ok((client, transport)) => {
            commands.insert_resource(client);
            commands.insert_resource(transport);
        }
        Err(e) => *link = Link::Refused(e),
    }
}

fn open_client(
    options: &ClientOptions,
    channels: &RepliconChannels,
) -> Result<(RenetClient, NetcodeClientTransport), LinkProblem> {
    let client = RenetClient::new(ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    });
    let local: SocketAddr = if options.server.is_ipv4() { "0.0.0.0:0" } else { "[::]:0" }.parse().expect("an address");
    let socket = UdpSocket::bind(local).map_err(|e| LinkProblem::Socket(e.to_string()))?;
    let now = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default();
    // Unique enough among a server's clients: the time in nanoseconds with the process id.
    let client_id = (now.as_nanos() as u64) ^ (u64::from(std::process::id()) << 40);
    let authentication = ClientAuthentication::Unsecure {
        client_id,
        protocol_id: PROTOCOL_ID,
        server_addr: options.server,
        user_data: None,
    };
    let transport = NetcodeClientTransport::new(now, authentication, socket)
        .map_err(|e| LinkProblem::Connect { server: options.server, why: e.to_string() })?;
    Ok((client, transport))
}

/// Connected: say who plays here and what for.
fn greet(options: Res<ClientOptions>, retry: Res<Retry>, mut link: ResMut<Link>, mut commands: Commands) {
    *link = Link::Greeting;
    let (want, token) = (options.want.clone(), retry.token);
    commands.client_trigger(Hello { version: options.version, want, player: options.player.clone(), token });
}

/// Connected again after a dropped connection: back to the seat's own room, with its token.
fn greet_again(options: Res<ClientOptions>, seat: Res<Ticket>, mut link: ResMut<Link>, mut commands: Commands) {
    *link = Link::Greeting;
    let want = Want::Join { room: seat.room.to_string() };
    let hello = Hello { version: options.version, want, player: options.player.clone(), token: Some(seat.token) };
    commands.client_trigger(hello);
}

fn on_welcome(
    welcome: On<Welcome>,
    options: Res<ClientOptions>,
    mut link: ResMut<Link>,
    mut retry: ResMut<Retry>,
    mut commands: Commands,
) {
    let w = welcome.event();
    *link = Link::Seated;
    retry.lost_at = None;
    if let Some(path) = &options.token_file {
        let _ = store::write_atomic(path, format!("{} {}\n", w.room, w.token).as_bytes());
    }
    commands.insert_resource(Ticket { room: w.room.clone(), side: w.side, token: w.token, rules: w.rules });
}

/// The server refused this client: for good, except when its seat is held by another
/// connection (`SeatInUse`): that may be this client's own dropped connection, not yet
/// noticed by the server, so the connection the server now closes is made again
/// ([`RETRY_EVERY`]) as after any drop.
fn on_refused(refused: On<Refused>, mut link: ResMut<Link>) {
    if !matches!(refused.why, Refusal::SeatInUse(_)) {
        *link = Link::Refused(LinkProblem::Refused(refused.why.clone()));
    }
}

fn on_declined(declined: On<Declined>, mut last: ResMut<LastDeclined>) {
    last.0 = Some(declined.reason.clone());
}

/// The server's account of a step: triggered here as a local step's events are, for the
/// scene, the sound, the log and the panels.
fn on_happened(happened: On<Happened>, mut commands: Commands) {
    for e in &happened.events {
        e.trigger(&mut commands);
    }
}

fn on_record(record: On<RecordReady>, mut commands: Commands) {
    commands.insert_resource(FinishedRecord(record.record.clone()));
}

/// A fencer the server sent is the live match's (and the previous connection's go).
fn adopt_fencer(add: On<Add, Fencer>, remote: Query<(), With<Remote>>, mut commands: Commands) {
    if remote.get(add.entity).is_ok() {
        commands.entity(add.entity).insert((MatchEntity, Visibility::default()));
    }
}

/// A hand the server sent is the live match's: the views read it where it came, on its own
/// entity, as they read a local match's (R7.2: the other hand comes only while the rules
/// show it, and goes when they stop).
fn adopt_hand(add: On<Add, HandOf>, remote: Query<(), With<Remote>>, mut commands: Commands) {
    if remote.get(add.entity).is_ok() {
        commands.entity(add.entity).insert(MatchEntity);
    }
}

/// The table the server sent is the live match's; what was kept from a previous
/// connection goes now.
fn adopt_table(
    add: On<Add, MatchState>,
    remote: Query<(), (With<Remote>, Without<Stale>)>,
    stale: Query<Entity, With<Stale>>,
    mut commands: Commands,
) {
    if remote.get(add.entity).is_ok() {
        commands.entity(add.entity).insert((MatchEntity, Visibility::default()));
        for e in &stale {
            commands.entity(e).despawn();
        }
    }
}

/// Ends this computer's network play: the connection closes (the server is told), the
/// seat and everything the server sent go. The match stays on the server, which keeps
/// the seat for its token.
pub fn leave(world: &mut World) {
    if let Some(mut transport) = world.get_resource_mut::<NetcodeClientTransport>() {
        transport.disconnect();
    }
    world.remove_resource::<ClientOptions>();
    world.remove_resource::<RenetClient>();
    world.remove_resource::<NetcodeClientTransport>();
    world.remove_resource::<Ticket>();
    world.remove_resource::<FinishedRecord>();
    world.insert_resource(Link::default());
    world.insert_resource(Retry::default());
    let sent: Vec<Entity> = world.query_filtered::<Entity, Or<(With<Remote>, With<Stale>)>>().iter(world).collect();
    for e in sent {
        world.despawn(e);
    }
}

/// Sends a step for the position the match is at (`steps`, [`MatchState::steps`]).
pub fn send(commands: &mut Commands, step: NetStep, steps: usize) {
    commands.client_trigger(Act { step, steps });
}
