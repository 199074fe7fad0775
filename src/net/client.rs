//! The client side of network play, for the game and for the headless bot: connects to a
//! server, says who it is ([`Hello`]), takes the seat it is given ([`Welcome`]), and turns
//! the table it is sent ([`TableShown`], then [`TableNews`]) into the live match's
//! entities (`MatchEntity`, [`FromServer`]), which the views and the bots read as they read
//! a local match. A dropped connection is retried with the seat's token, at a random moment
//! within [`retry_delay`] (so that the clients of a restarted server do not all come back
//! at once), and the last state received stays on the piste until the server's returns.

use super::identity::{Identity, Proof};
use super::protocol::{
    Act, Declined, Emote, Emoted, HandOf, Happened, Hello, Leaderboard, MAX_REDIRECT_LEN, MyMatches, NetStep, Pairing,
    Proven, Rated, RecordReady, Redirect, Refusal, Refused, RoomCode, RoomList, SeatView, SendEmote, TableNews,
    TableShown, Want, Watching, Welcome,
};
use super::quic::client::{ConnectError, known_key, remember_key};
use super::quic::{Fingerprint, QuicClient, ServerTrust};
use crate::ai::Controller;
use crate::game::{AtTable, FromServer, Hand, MatchEntity};
use crate::persist::store;
use crate::rules::{RuleSet, Side};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The first try after a connection dropped comes within this; each further try waits up
/// to twice as long as the one before, to at most [`RETRY_AT_MOST`] ([`retry_delay`]).
pub const RETRY_EVERY: Duration = Duration::from_secs(1);

/// The longest wait between two tries to reconnect.
pub const RETRY_AT_MOST: Duration = Duration::from_secs(8);

/// How long a client waits before its try number `attempt` (0 for the first after the
/// connection dropped) to reconnect: `unit` (0.0..=1.0, drawn at random for each try) of
/// [`RETRY_EVERY`] doubled `attempt` times, at most [`RETRY_AT_MOST`] — "full jitter":
/// after a server restart its clients come back spread over a second, then over two, four
/// and eight for those that missed (a reconnect storm, issue 27 point 6), rather than all
/// within the same instant every second. A `unit` out of range is taken as its nearest end.
pub fn retry_delay(attempt: u32, unit: f64) -> Duration {
    let span = RETRY_EVERY.saturating_mul(1u32 << attempt.min(16)).min(RETRY_AT_MOST);
    span.mul_f64(if unit.is_nan() { 1.0 } else { unit.clamp(0.0, 1.0) })
}

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
    /// How the server's key is checked.
    pub trust: ServerTrust,
    /// The player's identity ([`crate::net::identity`]), proven on each connection.
    pub identity: Arc<Identity>,
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
    /// Watching a room as a spectator ([`Spectating`]).
    Watching,
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
    /// The server at `server` showed the key `shown`, not the one this client trusts
    /// (`expected`): another server, or someone between the two. Not retried.
    WrongKey { server: SocketAddr, expected: Fingerprint, shown: Fingerprint },
    /// The server's protocol is not this build's (bevy_replicon's check of what both
    /// sides registered, before any [`Hello`]): another release. Not retried.
    OtherRelease,
}

impl std::fmt::Display for LinkProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkProblem::Refused(why) => write!(f, "{why}"),
            LinkProblem::OtherRelease => {
                write!(f, "the server runs another release of En Garde; both need the same release")
            }
            LinkProblem::Socket(why) => write!(f, "cannot open a UDP socket: {why}"),
            LinkProblem::Connect { server, why } => write!(f, "cannot connect to {server}: {why}"),
            LinkProblem::WrongKey { server, expected, shown } => write!(
                f,
                "the server at {server} shows the key {shown}, not {expected} as before: it is another server, or \
                 someone is between you; not connecting"
            ),
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

/// The room this client watches as a spectator (the server's `Watching`): its code and the
/// match's rules. Kept while it watches.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Spectating {
    /// The room's code.
    pub room: RoomCode,
    /// The match's rules.
    pub rules: RuleSet,
}

/// The leaderboard the server sent in answer to [`Want::Leaders`]; the client then lets its
/// connection go.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct LeaderboardPage(pub Option<Leaderboard>);

fn on_leaderboard(board: On<Leaderboard>, mut page: ResMut<LeaderboardPage>, mut commands: Commands) {
    page.0 = Some(board.event().clone());
    commands.queue(leave);
}

/// The player's correspondence matches the server sent in answer to [`Want::Mine`]; the
/// client then lets its connection go.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct MyMatchesPage(pub Option<MyMatches>);

fn on_my_matches(mine: On<MyMatches>, mut page: ResMut<MyMatchesPage>, mut commands: Commands) {
    page.0 = Some(mine.event().clone());
    commands.queue(leave);
}

/// Where this client's quick pairing stands, as the server last told it (`None` before the
/// first word, and once paired or gone).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PairingWait(pub Option<Pairing>);

/// The server this client is connected to, and the key it showed (`None` while not
/// connected): what an invite link to its room names.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ServerSeen(pub Option<(SocketAddr, Fingerprint)>);

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
    /// Tries since the connection dropped ([`retry_delay`]).
    attempts: u32,
    /// The token of a seat this client held in an earlier run ([`ClientOptions::token_file`]).
    token: Option<u64>,
    token_read: bool,
    /// The server's key as first trusted in this run (kept for the next connections).
    key: Option<Fingerprint>,
    /// The server sent this client to another of its fleet ([`Redirect`]): the next
    /// connection is opened at once, there.
    redirected: bool,
    /// The server this client was first given and the one it was last sent to, once it
    /// was sent to another of its fleet: after a dropped connection the client asks each
    /// in turn (the one it was sent to may be the one that stopped; any other sends it on
    /// to wherever the room is now).
    home: Option<(SocketAddr, SocketAddr)>,
    /// Times sent on since the client was last seated ([`MOST_REDIRECTS`]).
    redirects: u32,
}

/// The most times a client follows a [`Redirect`] without being seated in between: past
/// it, the client waits and tries again as after a dropped connection (two servers that
/// send it to each other do not keep it in a loop).
pub const MOST_REDIRECTS: u32 = 8;

/// The client's systems and observers; the app must also have `RepliconPlugins`,
/// the transport (`net::stack`), the protocol and [`ClientOptions`].
pub fn plugin(app: &mut App) {
    app.init_resource::<Link>()
        .init_resource::<KeepAlive>()
        .init_resource::<LastDeclined>()
        .init_resource::<Emotes>()
        .init_resource::<LastRated>()
        .init_resource::<LobbyPage>()
        .init_resource::<PairingWait>()
        .init_resource::<LeaderboardPage>()
        .init_resource::<MyMatchesPage>()
        .init_resource::<ServerSeen>()
        .init_resource::<Retry>()
        .init_resource::<SentTable>()
        .add_systems(
            PreUpdate,
            (
                watch_connection.run_if(resource_exists::<QuicClient>),
                connect.run_if(not(resource_exists::<QuicClient>)),
            )
                .chain()
                .run_if(resource_exists::<ClientOptions>)
                .before(ClientSystems::ReceivePackets),
        )
        .add_systems(
            OnEnter(ClientState::Connected),
            (greet.run_if(not(resource_exists::<Ticket>)), greet_again.run_if(resource_exists::<Ticket>))
                .run_if(resource_exists::<ClientOptions>),
        )
        .add_systems(Last, close_on_exit.run_if(resource_exists::<QuicClient>))
        .add_observer(on_welcome)
        .add_observer(on_watching)
        .add_observer(on_pairing)
        .add_observer(on_leaderboard)
        .add_observer(on_my_matches)
        .add_observer(on_refused)
        .add_observer(on_redirect)
        .add_observer(on_other_release)
        .add_observer(on_declined)
        .add_observer(on_emoted)
        .add_observer(on_rated)
        .add_observer(on_room_list)
        .add_observer(on_record)
        .add_observer(on_happened)
        .add_observer(on_table_shown)
        .add_observer(on_table_news);
}

/// How often this app's connection shows it is there while it sends nothing else (read at
/// each connection): the game's [`crate::net::quic::client::KEEP_ALIVE`] unless replaced —
/// a test that restarts its server hundreds of times has its bots notice each restart sooner.
#[derive(Resource, Clone, Copy, Debug)]
pub struct KeepAlive(pub std::time::Duration);

impl Default for KeepAlive {
    fn default() -> KeepAlive {
        KeepAlive(crate::net::quic::client::KEEP_ALIVE)
    }
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
    client: Res<QuicClient>,
    mut options: ResMut<ClientOptions>,
    mut link: ResMut<Link>,
    mut retry: ResMut<Retry>,
    mut seen: ResMut<ServerSeen>,
    remote: Query<Entity, With<FromServer>>,
    mut commands: Commands,
) {
    if client.is_connected() && retry.key.is_none() {
        // The first connection to this server: its key is trusted from now on.
        retry.key = client.key_shown();
        if let (ServerTrust::FirstUse { known: Some(path) }, Some(key)) = (&options.trust, retry.key) {
            let _ = remember_key(path, options.server, key);
        }
    }
    if client.is_connected() && seen.0.is_none() {
        seen.0 = client.key_shown().map(|key| (options.server, key));
    }
    if let Some(shown) = client.wrong_key()
        && let Some(expected) = retry.key
    {
        *link = Link::Refused(LinkProblem::WrongKey { server: options.server, expected, shown });
    }
    let refused = matches!(*link, Link::Refused(_));
    if !refused && !client.is_disconnected() {
        return;
    }
    commands.remove_resource::<QuicClient>();
    if refused {
        return;
    }
    if std::mem::take(&mut retry.redirected) {
        retry.next_at = None;
        *link = Link::Connecting;
        return;
    }
    if let Some((home, sent_to)) = retry.home {
        options.server = if retry.attempts % 2 == 1 { home } else { sent_to };
    }
    // The connection dropped: keep showing what there was, try again shortly.
    for e in &remote {
        commands.entity(e).insert(Stale);
    }
    let now = Instant::now();
    retry.lost_at.get_or_insert(now);
    retry.next_at = Some(now + retry_delay(retry.attempts, rand::random()));
    retry.attempts = retry.attempts.saturating_add(1);
    *link = Link::Reconnecting { since_s: 0 };
}

/// Opens the connection at start, and again after it dropped (after [`retry_delay`]),
/// unless the server refused this client.
fn connect(
    options: Res<ClientOptions>,
    channels: Res<RepliconChannels>,
    keep_alive: Res<KeepAlive>,
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
    if !retry.token_read {
        retry.token_read = true;
        retry.token = saved_token(&options);
        retry.key = match &options.trust {
            ServerTrust::Pinned(key) => Some(*key),
            ServerTrust::FirstUse { known: Some(path) } => known_key(path, options.server),
            ServerTrust::FirstUse { known: None } => None,
        };
    }
    match QuicClient::connect(options.server, retry.key, channels.server_channels().len(), keep_alive.0) {
        Ok(client) => commands.insert_resource(client),
        Err(ConnectError::Socket(why)) => *link = Link::Refused(LinkProblem::Socket(why)),
        Err(ConnectError::Setup(why)) => *link = Link::Refused(LinkProblem::Connect { server: options.server, why }),
    }
}

/// The app is exiting: its connection says goodbye, so that the server frees the seat for
/// its token at once (the transport would keep a connection alive for an app that no
/// longer runs frames: a finished bot kept in a test, say).
fn close_on_exit(mut exits: MessageReader<AppExit>, mut client: ResMut<QuicClient>) {
    if exits.read().next().is_some() {
        client.disconnect();
    }
}

/// The player's identity proven on the connection `client` holds (an empty proof, which
/// the server refuses, if the connection has no keying material: it has none only once
/// it has closed).
fn proven(options: &ClientOptions, client: &QuicClient) -> Proven {
    let proof = client.binding().map_or(Proof(Vec::new()), |b| options.identity.prove(&b));
    Proven { key: options.identity.public(), proof }
}

/// Connected: say who plays here and what for.
fn greet(
    options: Res<ClientOptions>,
    retry: Res<Retry>,
    client: Res<QuicClient>,
    mut link: ResMut<Link>,
    mut commands: Commands,
) {
    *link = Link::Greeting;
    let (want, token) = (options.want.clone(), retry.token);
    let identity = proven(&options, &client);
    commands.client_trigger(Hello { version: options.version, identity, want, player: options.player.clone(), token });
}

/// Connected again after a dropped connection: back to the seat's own room, with its token.
fn greet_again(
    options: Res<ClientOptions>,
    seat: Res<Ticket>,
    client: Res<QuicClient>,
    mut link: ResMut<Link>,
    mut commands: Commands,
) {
    *link = Link::Greeting;
    let want = Want::Join { room: seat.room.to_string() };
    let identity = proven(&options, &client);
    let hello =
        Hello { version: options.version, identity, want, player: options.player.clone(), token: Some(seat.token) };
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
    retry.attempts = 0;
    retry.redirects = 0;
    if let Some(path) = &options.token_file {
        let _ = store::write_atomic(path, format!("{} {}\n", w.room, w.token).as_bytes());
    }
    commands.insert_resource(Ticket { room: w.room.clone(), side: w.side, token: w.token, rules: w.rules });
    commands.insert_resource(Emotes::default());
    commands.insert_resource(LastRated::default());
    commands.insert_resource(PairingWait::default());
}

/// The server sent this client to another server of its fleet, where the room is
/// ([`Redirect`]): the client connects there at once and says the same [`Hello`] (a seat's,
/// with its token, once it has one). An address that is not an IP address and port, or a
/// [`MOST_REDIRECTS`]th redirect in a row, is not followed: the connection ends and is
/// tried again as after any drop.
fn on_redirect(
    redirect: On<Redirect>,
    mut options: ResMut<ClientOptions>,
    mut retry: ResMut<Retry>,
    mut client: ResMut<QuicClient>,
) {
    // A fleet's servers advertise an address and a port: nothing is looked up here.
    let to = (redirect.to.len() <= MAX_REDIRECT_LEN).then(|| redirect.to.parse::<SocketAddr>().ok()).flatten();
    let Some(to) = to.filter(|at| at.port() != 0 && !at.ip().is_unspecified()) else { return };
    if retry.redirects >= MOST_REDIRECTS {
        return;
    }
    retry.redirects += 1;
    let home = retry.home.map_or(options.server, |(home, _)| home);
    retry.home = Some((home, to));
    options.server = to;
    // A player paired at one server and seated at another takes its seat there.
    if !matches!(options.want, Want::Join { .. } | Want::Watch { .. }) {
        options.want = Want::Join { room: redirect.room.to_string() };
    }
    retry.redirected = true;
    client.disconnect();
}

fn on_watching(watching: On<Watching>, mut link: ResMut<Link>, mut retry: ResMut<Retry>, mut commands: Commands) {
    *link = Link::Watching;
    retry.lost_at = None;
    retry.attempts = 0;
    retry.redirects = 0;
    commands.insert_resource(Spectating { room: watching.room.clone(), rules: watching.rules });
    commands.insert_resource(Emotes::default());
}

fn on_pairing(pairing: On<Pairing>, mut wait: ResMut<PairingWait>) {
    wait.0 = Some(pairing.event().clone());
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

/// The server found this build's protocol not its own (another release): said in words and
/// not retried (it was retried every second for ever, "reconnecting").
fn on_other_release(_: On<bevy_replicon::shared::protocol::ProtocolMismatch>, mut link: ResMut<Link>) {
    *link = Link::Refused(LinkProblem::OtherRelease);
}

/// The emotes of the seat's match as they came (issue 26, point 7): the newest from each
/// side with when it came, and when this player last sent one (the app's real time, in
/// seconds since it started). Cleared when a seat is taken.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Emotes {
    /// Per side (`Side::index`): the newest emote and when it came.
    pub came: [Option<(Emote, f64)>; 2],
    /// When this player's last emote was sent.
    pub sent_at: Option<f64>,
}

/// The lobby's page the server sent in answer to [`Want::List`]; the client then lets its
/// connection go (the server ends it too).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct LobbyPage(pub Option<RoomList>);

fn on_room_list(list: On<RoomList>, mut page: ResMut<LobbyPage>, mut commands: Commands) {
    page.0 = Some(list.event().clone());
    commands.queue(leave);
}

/// The ratings the server gave the seat's match when it ended ([`Rated`]); `None` until
/// then, and again once this game leaves network play or takes a new seat.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct LastRated(pub Option<Rated>);

fn on_rated(rated: On<Rated>, mut last: ResMut<LastRated>) {
    last.0 = Some(*rated.event());
}

fn on_emoted(emoted: On<Emoted>, time: Res<Time<Real>>, mut emotes: ResMut<Emotes>) {
    emotes.came[emoted.from.index()] = Some((emoted.emote, time.elapsed_secs_f64()));
}

/// Sends this seat's `emote` (the server passes on one per [`super::protocol::EMOTE_GAP_MS`]).
pub fn send_emote(commands: &mut Commands, emote: Emote) {
    commands.client_trigger(SendEmote(emote));
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

/// The server's record of the finished match is kept only if it re-plays to what it
/// claims (a server is not trusted either: issue 24); otherwise the player is told why.
fn on_record(record: On<RecordReady>, mut last: ResMut<LastDeclined>, mut commands: Commands) {
    match record.record.verify() {
        Ok(()) => commands.insert_resource(FinishedRecord(record.record.clone())),
        Err(e) => last.0 = Some(format!("the server's record of the match does not re-play ({e}); it is not kept")),
    }
}

/// The entities of the table the server sent ([`TableShown`]), which its news changes
/// ([`TableNews`]); `None` before the first and once this game leaves network play.
#[derive(Resource, Clone, Copy, Debug, Default)]
struct SentTable(Option<SentEntities>);

/// A table's entities as the client made them.
#[derive(Clone, Copy, Debug)]
struct SentEntities {
    table: Entity,
    fencers: [Entity; 2],
    hands: [Option<Entity>; 2],
}

/// A hand of the server's table on an entity of its own, as every table keeps it.
fn spawn_hand(commands: &mut Commands, table: Entity, side: Side, hand: Hand) -> Entity {
    let name = Name::new(format!("{side} hand"));
    commands.spawn((name, FromServer, MatchEntity, AtTable(table), HandOf(side), hand)).id()
}

/// The table the server sent whole is the live match's: its entities are made here as a
/// local table's are (the table, its two fencers, the hands this seat may hold, R7.2), and
/// what was kept from a previous connection goes now.
fn on_table_shown(
    shown: On<TableShown>,
    old: Query<Entity, Or<(With<FromServer>, With<Stale>)>>,
    mut commands: Commands,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    let SeatView { state, deck, fencers, scores, hands, room } = (*shown.0).clone();
    let table =
        commands.spawn((Name::new("Table"), FromServer, MatchEntity, Visibility::default(), deck, state, room)).id();
    let fencers = Side::BOTH.map(|side| {
        let i = side.index();
        let name = Name::new(format!("{side} fencer"));
        let parts = (fencers[i], scores[i], Visibility::default());
        commands.spawn((name, FromServer, MatchEntity, AtTable(table), parts)).id()
    });
    let hands = Side::BOTH.map(|side| hands[side.index()].map(|h| spawn_hand(&mut commands, table, side, h)));
    commands.insert_resource(SentTable(Some(SentEntities { table, fencers, hands })));
}

/// What changed of the server's table goes onto its entities, then the steps' accounts are
/// told ([`Happened`]) as a local step's are: the views find the table as it is after them.
fn on_table_news(
    news: On<TableNews>,
    mut sent: ResMut<SentTable>,
    states: Query<&crate::game::MatchState>,
    mut commands: Commands,
) {
    let Some(sent) = &mut sent.0 else { return };
    let news = news.event();
    if let Some(change) = &news.state
        && let Ok(held) = states.get(sent.table)
    {
        match change.apply(held) {
            Ok(state) => {
                commands.entity(sent.table).insert(state);
            }
            Err(e) => warn!("the server's table: {e}"),
        }
    }
    if let Some(deck) = news.deck {
        commands.entity(sent.table).insert(deck);
    }
    if let Some(room) = &news.room {
        commands.entity(sent.table).insert(room.clone());
    }
    for side in Side::BOTH {
        let i = side.index();
        if let Some(fencer) = news.fencers[i] {
            commands.entity(sent.fencers[i]).insert(fencer);
        }
        if let Some(score) = news.scores[i] {
            commands.entity(sent.fencers[i]).insert(score);
        }
        match (news.hands[i], sent.hands[i]) {
            (None, _) => {}
            (Some(None), None) => {}
            (Some(None), Some(e)) => {
                commands.entity(e).despawn();
                sent.hands[i] = None;
            }
            (Some(Some(hand)), Some(e)) => {
                commands.entity(e).insert(hand);
            }
            (Some(Some(hand)), None) => sent.hands[i] = Some(spawn_hand(&mut commands, sent.table, side, hand)),
        }
    }
    for happened in &news.happened {
        commands.trigger(happened.clone());
    }
}

/// Ends this computer's network play: the connection closes (the server is told), the
/// seat and everything the server sent go. The match stays on the server, which keeps
/// the seat for its token.
pub fn leave(world: &mut World) {
    if let Some(mut client) = world.get_resource_mut::<QuicClient>() {
        client.disconnect();
    }
    world.remove_resource::<ClientOptions>();
    world.remove_resource::<QuicClient>();
    world.remove_resource::<Ticket>();
    world.remove_resource::<FinishedRecord>();
    world.remove_resource::<Spectating>();
    world.insert_resource(SentTable::default());
    world.insert_resource(PairingWait::default());
    world.insert_resource(LastRated::default());
    world.insert_resource(LastDeclined::default());
    world.insert_resource(ServerSeen::default());
    world.insert_resource(Emotes::default());
    world.insert_resource(Link::default());
    world.insert_resource(Retry::default());
    let sent: Vec<Entity> = world.query_filtered::<Entity, Or<(With<FromServer>, With<Stale>)>>().iter(world).collect();
    for e in sent {
        world.despawn(e);
    }
}

/// Sends a step for the position the match is at (`steps`, [`crate::game::MatchState::steps`]).
pub fn send(commands: &mut Commands, step: NetStep, steps: usize) {
    commands.client_trigger(Act { step, steps });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reconnects_wait_is_drawn_within_a_span_that_doubles_to_at_most_eight_seconds() {
        assert_eq!(retry_delay(0, 0.0), Duration::ZERO, "the first try may come at once");
        assert_eq!(retry_delay(0, 1.0), RETRY_EVERY);
        assert_eq!(retry_delay(0, 0.5), RETRY_EVERY / 2);
        assert_eq!(retry_delay(1, 1.0), RETRY_EVERY * 2);
        assert_eq!(retry_delay(2, 1.0), RETRY_EVERY * 4);
        assert_eq!(retry_delay(3, 1.0), RETRY_AT_MOST);
        assert_eq!(retry_delay(40, 1.0), RETRY_AT_MOST, "no overflow after many tries");
        assert_eq!(retry_delay(u32::MAX, 0.25), RETRY_AT_MOST / 4);
        assert_eq!(retry_delay(2, 7.0), RETRY_EVERY * 4, "a unit out of range is its nearest end");
        assert_eq!(retry_delay(2, -1.0), Duration::ZERO);
        assert_eq!(retry_delay(2, f64::NAN), RETRY_EVERY * 4);
    }
}
