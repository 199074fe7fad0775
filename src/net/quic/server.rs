//! The server's end of the transport: a QUIC endpoint whose connections become replicon's
//! connected clients.
//!
//! What a stranger can make it hold, and for how long: while
//! [`ServerLimits::retry_above`] or more handshakes are under way (a flood, perhaps from forged
//! addresses), a new address is first sent a stateless retry (it holds nothing until it
//! proves it receives at its address); at most
//! [`ServerLimits::max_connections`] connections, handshakes included, and
//! [`ServerLimits::max_per_address`] from one IP address; a handshake that does not finish
//! in [`ServerLimits::handshake`], or a connection that does not open its stream with
//! [`super::MAGIC`] within [`ServerLimits::first_word`], is closed; a connection silent for
//! [`ServerLimits::idle`] is closed, whatever the client asked for (QUIC takes the smaller
//! of the two sides' timeouts).

use super::{
    ALPN, Arrival, Batch, FLUSH_TIMEOUT, Fingerprint, INBOX_FRAMES, MAX_FRAME_FROM_CLIENT, OUTBOX_BYTES, OUTBOX_FRAMES,
    Outgoing, Queued, ReadEnd, SEND_WINDOW, SERVER_NAME, Wake, WriteEnd, provider, read_frames, runtime, write_frames,
};
use crate::persist::store;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::backend::connected_client::NetworkId;
use quinn::crypto::rustls::QuicServerConfig;
use quinn::{Connection, Endpoint, IdleTimeout, Incoming, TransportConfig, VarInt};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

/// The most a stored certificate or key file is read of, in bytes.
const IDENTITY_FILE_MAX_BYTES: u64 = 16 * 1024;

/// The close code of a connection the server ended (the client is told why in a message
/// before, where there is a why).
const CLOSED_BY_SERVER: u32 = 1;

/// The protocol the releases before framing version 4 offer (their frames' lengths were four
/// bytes): such a client is let in to be told in words that it is another release.
const OLDER_ALPN: &[u8] = b"en-garde/3";

/// What a client of an older release is told as the connection closes.
const OLDER_RELEASE: &str = "the server runs another release of En Garde; both need the same release";

/// The close code of a connection that broke the framing or said nothing in time.
const CLOSED_BROKEN: u32 = 2;

/// The server's key pair and self-signed certificate: what a client pins (its
/// [`Fingerprint`]). Its `Debug` shows the fingerprint only, never the key.
pub struct ServerIdentity {
    cert: CertificateDer<'static>,
    key: PrivatePkcs8KeyDer<'static>,
}

impl std::fmt::Debug for ServerIdentity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ServerIdentity({})", self.fingerprint())
    }
}

impl ServerIdentity {
    /// A new key pair (ECDSA P-256) and certificate, kept in memory only.
    ///
    /// # Errors
    /// The key generator's failure, in words.
    pub fn generate() -> Result<ServerIdentity, String> {
        let made = rcgen::generate_simple_self_signed(vec![SERVER_NAME.to_string()])
            .map_err(|e| format!("cannot make the server's key: {e}"))?;
        Ok(ServerIdentity {
            cert: made.cert.der().clone(),
            key: PrivatePkcs8KeyDer::from(made.signing_key.serialize_der()),
        })
    }

    /// The identity kept in `dir` (`server-cert.der`, `server-key.der`), made and saved
    /// there the first time, so that the server's key, and so the clients' trust in it,
    /// outlives a restart. The key file is readable by its owner only (Unix).
    ///
    /// # Errors
    /// A file that cannot be read or written, or a stored pair that does not work, in words
    /// naming the file.
    pub fn load_or_create(dir: &Path) -> Result<ServerIdentity, String> {
        let (cert_file, key_file) = Self::files(dir);
        if cert_file.exists() || key_file.exists() {
            let read = |p: &PathBuf| {
                store::read_limited(p, IDENTITY_FILE_MAX_BYTES).map_err(|e| format!("cannot read {}: {e}", p.display()))
            };
            let identity = ServerIdentity {
                cert: CertificateDer::from(read(&cert_file)?),
                key: PrivatePkcs8KeyDer::from(read(&key_file)?),
            };
            identity.tls().map_err(|e| {
                format!(
                    "the server's key in {} does not work ({e}); move both server-*.der files away to make a new \
                     one (clients that trusted the old key will then refuse this server until told the new one)",
                    dir.display()
                )
            })?;
            return Ok(identity);
        }
        let identity = ServerIdentity::generate()?;
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
        store::write_atomic(&key_file, identity.key.secret_pkcs8_der())
            .map_err(|e| format!("cannot write {}: {e}", key_file.display()))?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o600));
        }
        store::write_atomic(&cert_file, &identity.cert)
            .map_err(|e| format!("cannot write {}: {e}", cert_file.display()))?;
        Ok(identity)
    }

    fn files(dir: &Path) -> (PathBuf, PathBuf) {
        (dir.join("server-cert.der"), dir.join("server-key.der"))
    }

    /// The fingerprint clients pin.
    pub fn fingerprint(&self) -> Fingerprint {
        Fingerprint::of(&self.cert)
    }

    /// The key of the server's stateless resets, derived from its own key: a server started
    /// again with the same identity ends its previous run's connections at their first
    /// packet, so each client reconnects within its retry rather than after its idle
    /// timeout (a server killed and restarted, issue 27).
    fn reset_key(&self) -> ring::hmac::Key {
        let secret = [b"en-garde stateless reset ".as_slice(), self.key.secret_pkcs8_der()].concat();
        let digest = ring::digest::digest(&ring::digest::SHA256, &secret);
        ring::hmac::Key::new(ring::hmac::HMAC_SHA256, digest.as_ref())
    }

    /// The key of the server's connection ids, derived from its own key: a server started
    /// again recognises its previous run's ids as its own and answers their packets with
    /// a stateless reset ([`ServerIdentity::reset_key`]) instead of dropping them.
    fn connection_id_key(&self) -> u64 {
        let secret = [b"en-garde connection ids ".as_slice(), self.key.secret_pkcs8_der()].concat();
        let digest = ring::digest::digest(&ring::digest::SHA256, &secret);
        let mut key = [0u8; 8];
        key.copy_from_slice(&digest.as_ref()[..8]);
        u64::from_le_bytes(key)
    }

    /// The TLS 1.3 configuration that presents this identity.
    fn tls(&self) -> Result<rustls::ServerConfig, String> {
        let mut tls = rustls::ServerConfig::builder_with_provider(provider())
            .with_protocol_versions(&[&rustls::version::TLS13])
            .map_err(|e| e.to_string())?
            .with_no_client_auth()
            .with_single_cert(vec![self.cert.clone()], PrivateKeyDer::Pkcs8(self.key.clone_key()))
            .map_err(|e| e.to_string())?;
        // The releases before offer an older protocol: they are let in to be told so.
        tls.alpn_protocols = vec![ALPN.to_vec(), OLDER_ALPN.to_vec()];
        Ok(tls)
    }
}

/// What the server admits, and for how long.
#[derive(Clone, Copy, Debug)]
pub struct ServerLimits {
    /// Connections at once, handshakes included.
    pub max_connections: usize,
    /// Connections at once from one IP address.
    pub max_per_address: usize,
    /// The longest a handshake may take.
    pub handshake: Duration,
    /// The longest a connection may take to open its stream.
    pub first_word: Duration,
    /// A connection silent this long is closed (the client's keep-alives are more often).
    pub idle: Duration,
    /// Handshakes under way from which on (this many or more) a new address is sent a
    /// stateless retry first; 0: always.
    /// Below it, an address's first Initial is answered at once: quinn's retry path lost
    /// about one handshake in a thousand under a burst of connections here (measured with
    /// `net-crowd`: 5 to 8 of 8,000 at 500 a second with a retry for every address, none
    /// without), and a forged address can hold at most this many places, each for
    /// [`ServerLimits::handshake`] at most.
    pub retry_above: usize,
}

impl Default for ServerLimits {
    fn default() -> ServerLimits {
        ServerLimits {
            max_connections: 256,
            max_per_address: 16,
            handshake: Duration::from_secs(5),
            first_word: Duration::from_secs(5),
            idle: Duration::from_secs(20),
            retry_above: 1024,
        }
    }
}

/// The address a connected client's connection comes from (a component beside replicon's
/// `ConnectedClient`).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PeerAddress(pub SocketAddr);

/// A connected client's keying material for its identity proof (`identity::verify`), a
/// component beside [`PeerAddress`].
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChannelBinding(pub [u8; crate::net::identity::BINDING_LEN]);

/// One connected client as the app sees it.
struct Peer {
    conn: Connection,
    inbox: mpsc::Receiver<Batch>,
    /// Named among the connections to read ([`super::Arrival`]); cleared when the app reads.
    named: Arc<std::sync::atomic::AtomicBool>,
    outbox: mpsc::Sender<Outgoing>,
    /// The bytes of the frames in `outbox` ([`OUTBOX_BYTES`] at most).
    queued: Queued,
    entity: Option<Entity>,
}

/// What the connection tasks tell the app.
enum Event {
    Connected(u64, Peer),
    Gone(u64),
}

/// Connections counted per IP address; a [`Permit`] gives its place back when dropped.
#[derive(Default)]
struct Counts {
    total: usize,
    per_address: HashMap<IpAddr, usize>,
    next_id: u64,
}

struct Permit {
    counts: Arc<Mutex<Counts>>,
    ip: IpAddr,
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut c = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        c.total = c.total.saturating_sub(1);
        if let Some(n) = c.per_address.get_mut(&self.ip) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                c.per_address.remove(&self.ip);
            }
        }
    }
}

/// The server's endpoint and its clients: a resource of the server app. Its systems
/// ([`plugin`]) move messages between it and replicon, and spawn and despawn replicon's
/// connected clients.
#[derive(Resource)]
pub struct QuicServer {
    endpoint: Endpoint,
    wake: Wake,
    events: mpsc::Receiver<Event>,
    peers: HashMap<u64, Peer>,
    local: SocketAddr,
    key: Fingerprint,
}

impl QuicServer {
    /// Listens on `addr` (UDP) as `identity`, admitting by `limits`, for a protocol of
    /// `channels` client channels; `wake` is rung whenever a client connects, leaves or
    /// sends something.
    ///
    /// # Errors
    /// The socket cannot be bound, or the identity does not make a TLS configuration; in
    /// words.
    pub fn open(
        addr: SocketAddr,
        identity: &ServerIdentity,
        limits: ServerLimits,
        channels: usize,
        wake: Wake,
    ) -> Result<QuicServer, String> {
        let tls = identity.tls().map_err(|e| format!("the server's key does not work: {e}"))?;
        let crypto = QuicServerConfig::try_from(tls).map_err(|e| format!("the server's key does not work: {e}"))?;
        let mut config = quinn::ServerConfig::with_crypto(Arc::new(crypto));
        let mut transport = TransportConfig::default();
        transport
            .max_idle_timeout(Some(
                IdleTimeout::try_from(limits.idle).unwrap_or(IdleTimeout::from(VarInt::from_u32(20_000))),
            ))
            .max_concurrent_bidi_streams(VarInt::from_u32(0))
            .max_concurrent_uni_streams(VarInt::from_u32(1))
            .stream_receive_window(VarInt::from_u32(256 * 1024))
            .receive_window(VarInt::from_u32(512 * 1024))
            .send_window(SEND_WINDOW)
            .datagram_receive_buffer_size(None)
            // No path MTU probes (datagrams of up to 1,452 bytes, a few a minute): a step's
            // message is under 200 bytes and the largest (a record) is split at QUIC's 1,200.
            .mtu_discovery_config(None);
        config
            .transport_config(Arc::new(transport))
            .max_incoming(limits.max_connections)
            .incoming_buffer_size(16 * 1024)
            .incoming_buffer_size_total(4 * 1024 * 1024)
            .migration(false);
        let socket = std::net::UdpSocket::bind(addr).map_err(|e| format!("cannot listen on {addr} (UDP): {e}"))?;
        super::widen_buffers(&socket);
        let local = socket.local_addr().map_err(|e| format!("cannot read the socket's address: {e}"))?;
        let endpoint = {
            let _guard = runtime().enter();
            let mut endpoint_config = quinn::EndpointConfig::new(Arc::new(identity.reset_key()));
            // A reset is smaller than the packet that asked for it (no amplification), so
            // a thousand a second is safe: after a restart every client hears within a
            // second, rather than one per 20 ms among them all.
            endpoint_config.min_reset_interval(Duration::from_millis(1));
            let ids = identity.connection_id_key();
            endpoint_config.cid_generator(move || Box::new(quinn_proto::HashedConnectionIdGenerator::from_key(ids)));
            Endpoint::new(endpoint_config, Some(config), socket, Arc::new(quinn::TokioRuntime))
                .map_err(|e| format!("cannot listen on {addr} (UDP): {e}"))?
        };
        let (tx, events) = mpsc::channel(1024);
        runtime().spawn(accept(endpoint.clone(), tx, limits, channels, wake.clone()));
        Ok(QuicServer { endpoint, wake, events, peers: HashMap::new(), local, key: identity.fingerprint() })
    }

    /// The address the server listens on (with the port the system chose for port 0).
    pub fn local_addr(&self) -> SocketAddr {
        self.local
    }

    /// The fingerprint of the key the server shows.
    pub fn key(&self) -> Fingerprint {
        self.key
    }

    /// Closes every connection now, telling each client (so that each retries at once),
    /// and waits a moment for the notices to go out.
    pub fn close_all(&mut self) {
        for (_, peer) in self.peers.drain() {
            peer.conn.close(VarInt::from_u32(CLOSED_BY_SERVER), b"the server is stopping");
        }
        self.endpoint.close(VarInt::from_u32(CLOSED_BY_SERVER), b"the server is stopping");
        let endpoint = self.endpoint.clone();
        runtime().block_on(async move {
            let _ = tokio::time::timeout(Duration::from_millis(300), endpoint.wait_idle()).await;
        });
    }
}

impl Drop for QuicServer {
    fn drop(&mut self) {
        self.endpoint.close(VarInt::from_u32(CLOSED_BY_SERVER), b"the server is stopping");
    }
}

/// Takes each incoming connection: a retry for an address not yet proved, a refusal over
/// the limits, else its own task.
async fn accept(endpoint: Endpoint, events: mpsc::Sender<Event>, limits: ServerLimits, channels: usize, wake: Wake) {
    let counts: Arc<Mutex<Counts>> = Arc::default();
    let handshaking = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    while let Some(incoming) = endpoint.accept().await {
        let busy = handshaking.load(std::sync::atomic::Ordering::SeqCst) >= limits.retry_above;
        if busy && !incoming.remote_address_validated() && incoming.may_retry() {
            let _ = incoming.retry();
            continue;
        }
        let ip = incoming.remote_address().ip();
        let admitted = {
            let mut c = counts.lock().unwrap_or_else(|p| p.into_inner());
            let here = c.per_address.get(&ip).copied().unwrap_or(0);
            if c.total >= limits.max_connections || here >= limits.max_per_address {
                None
            } else {
                c.total += 1;
                *c.per_address.entry(ip).or_default() += 1;
                c.next_id += 1;
                Some(c.next_id)
            }
        };
        match admitted {
            None => incoming.refuse(),
            Some(id) => {
                let held =
                    Held { _permit: Permit { counts: counts.clone(), ip }, shaking: Handshaking::start(&handshaking) };
                tokio::spawn(serve(incoming, id, events.clone(), limits, channels, held, wake.clone()));
            }
        }
    }
}

/// A handshake under way, counted until it is dropped.
struct Handshaking(Arc<std::sync::atomic::AtomicUsize>);

impl Handshaking {
    fn start(count: &Arc<std::sync::atomic::AtomicUsize>) -> Handshaking {
        count.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Handshaking(count.clone())
    }
}

impl Drop for Handshaking {
    fn drop(&mut self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// What a connection holds of the server's counts: its place (while it lives) and, until
/// its handshake ends, a handshake under way.
struct Held {
    _permit: Permit,
    shaking: Handshaking,
}

/// One connection, from its handshake to its end.
async fn serve(
    incoming: Incoming,
    id: u64,
    events: mpsc::Sender<Event>,
    limits: ServerLimits,
    channels: usize,
    held: Held,
    wake: Wake,
) {
    let Held { _permit, shaking } = held;
    let Ok(connecting) = incoming.accept() else { return };
    let conn = match tokio::time::timeout(limits.handshake, connecting).await {
        Ok(Ok(conn)) => conn,
        _ => return,
    };
    drop(shaking);
    let alpn = conn.handshake_data().and_then(|d| d.downcast::<quinn::crypto::rustls::HandshakeData>().ok());
    if alpn.and_then(|d| d.protocol).is_none_or(|p| p != ALPN) {
        conn.close(VarInt::from_u32(CLOSED_BROKEN), OLDER_RELEASE.as_bytes());
        return;
    }
    let mut recv = match tokio::time::timeout(limits.first_word, conn.accept_uni()).await {
        Ok(Ok(recv)) => recv,
        _ => {
            conn.close(VarInt::from_u32(CLOSED_BROKEN), b"nothing said in time");
            return;
        }
    };
    let Ok(mut send) = conn.open_uni().await else { return };
    let (in_tx, inbox) = mpsc::channel(INBOX_FRAMES);
    let (outbox, out_rx) = mpsc::channel(OUTBOX_FRAMES);
    let named = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let arrival = Arrival { wake: wake.clone(), peer: Some((id, named.clone())) };
    let queued = Queued::default();
    let peer = Peer { conn: conn.clone(), inbox, named, outbox, queued: queued.clone(), entity: None };
    if events.send(Event::Connected(id, peer)).await.is_err() {
        return;
    }
    wake.ring();
    let read = read_frames(&mut recv, in_tx, channels, MAX_FRAME_FROM_CLIENT, limits.first_word, false, &arrival);
    let mut writer = tokio::spawn(async move { write_frames(&mut send, out_rx, &queued).await });
    tokio::select! {
        end = read => match end {
            ReadEnd::Broken(why) => conn.close(VarInt::from_u32(CLOSED_BROKEN), why.as_bytes()),
            ReadEnd::Lost(_) => {}
            // The client ended its stream, or the app let the client go: what is queued
            // for it is sent first.
            ReadEnd::Finished => tokio::select! {
                _ = &mut writer => {}
                _ = conn.closed() => {}
                () = tokio::time::sleep(FLUSH_TIMEOUT) => {}
            },
        },
        end = &mut writer => if matches!(end, Ok(WriteEnd::Stalled)) {
            conn.close(VarInt::from_u32(CLOSED_BROKEN), b"nothing taken in time");
        },
        _ = conn.closed() => {}
    }
    writer.abort();
    conn.close(VarInt::from_u32(CLOSED_BY_SERVER), b"");
    let _ = events.send(Event::Gone(id)).await;
    wake.ring();
}

/// The server's transport systems: receive before replicon reads, send after it writes,
/// spawn and despawn connected clients, honour replicon's disconnect requests after the
/// frame's messages went.
pub fn plugin(app: &mut App) {
    app.init_resource::<Wake>()
        .add_systems(
            PreUpdate,
            (
                set_running.run_if(resource_added::<QuicServer>),
                set_stopped.run_if(resource_removed::<QuicServer>),
                receive.run_if(resource_exists::<QuicServer>),
            )
                .in_set(ServerSystems::ReceivePackets),
        )
        .add_systems(
            PostUpdate,
            (
                send.in_set(ServerSystems::SendPackets).run_if(resource_exists::<QuicServer>),
                disconnect_by_request,
                close_departed.run_if(resource_exists::<QuicServer>),
            )
                .chain(),
        )
        .init_resource::<Departed>()
        .add_observer(note_departure);
}

fn set_running(mut state: ResMut<NextState<ServerState>>) {
    state.set(ServerState::Running);
}

fn set_stopped(mut state: ResMut<NextState<ServerState>>) {
    state.set(ServerState::Stopped);
}

/// New connections become connected clients, gone ones are despawned, and what each sent
/// goes to replicon.
fn receive(
    mut server: ResMut<QuicServer>,
    mut messages: ResMut<ServerMessages>,
    mut stats: Query<&mut ConnectedClientStats>,
    mut commands: Commands,
) {
    let server = &mut *server;
    while let Ok(event) = server.events.try_recv() {
        match event {
            Event::Connected(id, mut peer) => {
                // The largest message replicon sends unsplit; QUIC frames it in packets.
                let at = PeerAddress(peer.conn.remote_address());
                let entity = commands.spawn((ConnectedClient { max_size: 1200 }, NetworkId::new(id), at)).id();
                if let Some(b) = super::exported(&peer.conn) {
                    commands.entity(entity).insert(ChannelBinding(b));
                }
                peer.entity = Some(entity);
                server.peers.insert(id, peer);
            }
            Event::Gone(id) => {
                if let Some(Peer { entity: Some(e), .. }) = server.peers.remove(&id) {
                    commands.entity(e).try_despawn();
                }
            }
        }
    }
    // Only the connections that sent something since the last frame are read.
    for id in server.wake.take_ready() {
        let Some(peer) = server.peers.get_mut(&id) else { continue };
        peer.named.store(false, std::sync::atomic::Ordering::SeqCst);
        let Some(entity) = peer.entity else { continue };
        while let Ok(batch) = peer.inbox.try_recv() {
            for (channel, bytes) in batch {
                messages.insert_received(entity, channel, bytes);
            }
        }
        if let Ok(mut s) = stats.get_mut(entity) {
            s.rtt = peer.conn.rtt().as_secs_f64();
        }
    }
}

/// What replicon wrote goes to each client's connection; a client whose queue is full
/// ([`OUTBOX_FRAMES`] or [`OUTBOX_BYTES`]: it does not read, or does not acknowledge) is
/// dropped at once: its connection closed (nothing more is queued for it, so its stream
/// has no gap) and its client despawned.
fn send(server: Res<QuicServer>, mut messages: ResMut<ServerMessages>, ids: Query<&NetworkId>, mut commands: Commands) {
    let mut sent_to = Vec::new();
    let mut dropped = Vec::new();
    for (entity, channel, bytes) in messages.drain_sent() {
        let Ok(id) = ids.get(entity) else { continue };
        if dropped.contains(&id.get()) {
            continue;
        }
        let Some(peer) = server.peers.get(&id.get()) else { continue };
        let Ok(channel) = u8::try_from(channel) else { continue };
        let len = bytes.len();
        let queued = peer.queued.add(len, OUTBOX_BYTES);
        if !queued || peer.outbox.try_send(Outgoing::Frame(channel, bytes)).is_err() {
            if queued {
                peer.queued.take(len);
            }
            peer.conn.close(VarInt::from_u32(CLOSED_BROKEN), b"too much waiting to be sent");
            commands.entity(entity).try_despawn();
            dropped.push(id.get());
            continue;
        }
        sent_to.push(id.get());
    }
    // What each client was sent in this frame is one batch ([`super::END_OF_BATCH`]).
    sent_to.sort_unstable();
    sent_to.dedup();
    for id in sent_to {
        if let Some(peer) = server.peers.get(&id) {
            let _ = peer.outbox.try_send(Outgoing::EndOfBatch);
        }
    }
}

fn disconnect_by_request(mut requests: MessageReader<DisconnectRequest>, mut commands: Commands) {
    for r in requests.read() {
        commands.entity(r.client).try_despawn();
    }
}

/// The connections whose clients the app let go (despawned) since the last send.
#[derive(Resource, Default)]
struct Departed(Vec<u64>);

/// A connected client despawned: its connection is closed after this frame's messages.
fn note_departure(remove: On<Remove, ConnectedClient>, ids: Query<&NetworkId>, mut departed: ResMut<Departed>) {
    if let Ok(id) = ids.get(remove.entity) {
        departed.0.push(id.get());
    }
}

/// Each departed client's connection sends what is queued, then closes.
fn close_departed(mut server: ResMut<QuicServer>, mut departed: ResMut<Departed>) {
    for id in departed.0.drain(..) {
        if let Some(peer) = server.peers.remove(&id)
            && peer.outbox.try_send(Outgoing::Close).is_err()
        {
            peer.conn.close(VarInt::from_u32(CLOSED_BY_SERVER), b"");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("en-garde-identity-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// The handshake completes both ways: with `retry_above` 0 the first Initial of each
    /// address is answered with a stateless retry (the path taken under a flood, which
    /// once lost handshakes), and with the default it is answered at once. (The client
    /// cannot see which happened; the test proves both paths complete.)
    #[test]
    fn a_client_connects_with_a_retry_first_and_without() {
        for retry_above in [0, ServerLimits::default().retry_above] {
            let identity = ServerIdentity::generate().unwrap();
            let limits = ServerLimits { retry_above, ..ServerLimits::default() };
            let server = QuicServer::open(([127, 0, 0, 1], 0).into(), &identity, limits, 4, Wake::default()).unwrap();
            let (config, _) =
                super::super::client::client_config(Some(identity.fingerprint()), Duration::from_secs(1)).unwrap();
            let at = server.local_addr();
            let connected = runtime().block_on(async move {
                let endpoint = Endpoint::client(([127, 0, 0, 1], 0).into()).unwrap();
                let connecting = endpoint.connect_with(config, at, SERVER_NAME).unwrap();
                tokio::time::timeout(Duration::from_secs(10), connecting).await.is_ok_and(|c| c.is_ok())
            });
            assert!(connected, "no handshake with retry_above {retry_above}");
        }
    }

    #[test]
    fn a_servers_key_is_made_once_and_kept_and_a_damaged_one_is_refused_in_words() {
        let dir = scratch("kept");
        let first = ServerIdentity::load_or_create(&dir).unwrap();
        let again = ServerIdentity::load_or_create(&dir).unwrap();
        assert_eq!(first.fingerprint(), again.fingerprint(), "the key outlives a restart");
        assert_ne!(ServerIdentity::generate().unwrap().fingerprint(), first.fingerprint());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.join("server-key.der")).unwrap().permissions().mode();
            assert_eq!(mode & 0o077, 0, "the key is its owner's only: {mode:o}");
        }
        std::fs::write(dir.join("server-key.der"), b"not a key").unwrap();
        let Err(e) = ServerIdentity::load_or_create(&dir) else { panic!("a damaged key was used") };
        assert!(e.contains("does not work") && e.contains("server-*.der"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
