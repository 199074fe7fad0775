//! The client's end of the transport: one QUIC connection to a server whose key it checks
//! ([`ServerTrust`]), as replicon's messaging backend.

use super::{
    ALPN, Arrival, Batch, Fingerprint, INBOX_FRAMES, MAX_FRAME_FROM_SERVER, OUTBOX_FRAMES, Outgoing, ReadEnd,
    SERVER_NAME, provider, read_frames, runtime, write_frames,
};
use crate::persist::store;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use quinn::crypto::rustls::QuicClientConfig;
use quinn::{Connection, Endpoint, IdleTimeout, TransportConfig, VarInt};
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{DigitallySignedStruct, SignatureScheme};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

/// How often a client that sent nothing else shows it is there, so that a quiet match is
/// not an idle connection. Each is a datagram the server reads and answers: at a second,
/// 20,000 players at a person's pace cost the server more than their steps (issue 27,
/// measured); at five, a client still learns of a restarted server (its stateless reset)
/// within five seconds of it, and a NAT keeps the path open (they hold UDP for 30 s or
/// more).
pub const KEEP_ALIVE: Duration = Duration::from_secs(5);

/// A connection silent this long is given up (and tried again by the app): how soon a
/// client notices a server that went away without a word (four keep-alives unanswered).
const CLIENT_IDLE: Duration = Duration::from_secs(20);

/// How long the server may take to open its stream once connected.
const SERVER_FIRST_WORD: Duration = Duration::from_secs(5);

/// The most a file of known servers is read of, in bytes.
const KNOWN_SERVERS_MAX_BYTES: u64 = 256 * 1024;

/// How a client decides that the server it reached is the one it means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerTrust {
    /// The server's key must be this one (`bot --server-key`).
    Pinned(Fingerprint),
    /// The key a server shows the first time is trusted and kept (in `known`, a file of
    /// `ADDRESS KEY` lines, where given; for this run otherwise), and from then on that
    /// address must show that key.
    FirstUse {
        /// The file of known servers (`known-servers.txt` in the data folder).
        known: Option<PathBuf>,
    },
}

impl Default for ServerTrust {
    fn default() -> ServerTrust {
        ServerTrust::FirstUse { known: None }
    }
}

/// The key kept for `server` in the file of known servers `path`, if any.
pub fn known_key(path: &Path, server: SocketAddr) -> Option<Fingerprint> {
    let bytes = store::read_limited(path, KNOWN_SERVERS_MAX_BYTES).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    let address = server.to_string();
    text.lines().find_map(|line| {
        let mut words = line.split_whitespace();
        (words.next() == Some(address.as_str())).then(|| words.next()?.parse().ok()).flatten()
    })
}

/// Keeps `key` for `server` in the file of known servers `path` (replacing a line of the
/// same address).
///
/// # Errors
/// The file cannot be written.
pub fn remember_key(path: &Path, server: SocketAddr, key: Fingerprint) -> Result<(), store::StoreError> {
    let address = server.to_string();
    let old = store::read_limited(path, KNOWN_SERVERS_MAX_BYTES).ok().and_then(|b| String::from_utf8(b).ok());
    let mut lines: Vec<String> = old
        .iter()
        .flat_map(|t| t.lines())
        .filter(|l| l.split_whitespace().next() != Some(address.as_str()))
        .map(str::to_string)
        .collect();
    lines.push(format!("{address} {key}"));
    store::write_atomic(path, (lines.join("\n") + "\n").as_bytes())
}

/// Accepts the server's certificate when its key is the one expected, or any key when
/// none is (first use); records the key shown either way. The handshake's signature is
/// checked as TLS 1.3 requires (rustls), which proves the server holds the key.
#[derive(Debug)]
struct PinnedKey {
    expect: Option<Fingerprint>,
    shown: Arc<Mutex<Option<Fingerprint>>>,
    provider: Arc<rustls::crypto::CryptoProvider>,
}

impl ServerCertVerifier for PinnedKey {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let shown = Fingerprint::of(end_entity);
        *self.shown.lock().unwrap_or_else(|p| p.into_inner()) = Some(shown);
        match self.expect {
            Some(want) if want != shown => {
                Err(rustls::Error::General("the server's key is not the one expected".into()))
            }
            _ => Ok(ServerCertVerified::assertion()),
        }
    }

    fn verify_tls12_signature(
        &self,
        _message: &[u8],
        _cert: &CertificateDer<'_>,
        _dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        Err(rustls::Error::General("TLS 1.2 is not spoken here".into()))
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(message, cert, dss, &self.provider.signature_verification_algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider.signature_verification_algorithms.supported_schemes()
    }
}

/// Why a connection could not be started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnectError {
    /// No UDP socket could be opened here; the system's words.
    Socket(String),
    /// The connection could not be set up; the library's words.
    Setup(String),
}

/// A client's QUIC configuration: TLS 1.3, En Garde's ALPN, the server's key checked
/// against `expect` (any key when `None`), a keep-alive every `keep_alive` (at most half
/// the idle timeout; [`KEEP_ALIVE`] for the game) and the client's idle timeout.
/// Returns it with the place where the key the server shows is written.
///
/// # Errors
/// The TLS library refuses the configuration (not expected); its words.
#[allow(clippy::type_complexity)]
pub fn client_config(
    expect: Option<Fingerprint>,
    keep_alive: Duration,
) -> Result<(quinn::ClientConfig, Arc<Mutex<Option<Fingerprint>>>), String> {
    let shown = Arc::new(Mutex::new(None));
    let verifier = PinnedKey { expect, shown: shown.clone(), provider: provider() };
    let mut tls = rustls::ClientConfig::builder_with_provider(provider())
        .with_protocol_versions(&[&rustls::version::TLS13])
        .map_err(|e| e.to_string())?
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(verifier))
        .with_no_client_auth();
    tls.alpn_protocols = vec![ALPN.to_vec()];
    let crypto = QuicClientConfig::try_from(tls).map_err(|e| e.to_string())?;
    let mut config = quinn::ClientConfig::new(Arc::new(crypto));
    let mut transport = TransportConfig::default();
    transport
        .keep_alive_interval(Some(keep_alive.min(CLIENT_IDLE / 2)))
        .max_idle_timeout(IdleTimeout::try_from(CLIENT_IDLE).ok())
        .max_concurrent_bidi_streams(VarInt::from_u32(0))
        .max_concurrent_uni_streams(VarInt::from_u32(1))
        .datagram_receive_buffer_size(None)
        // No path MTU probes (datagrams of up to 1,452 bytes, a few a minute): a step's
        // message is under 200 bytes and the largest (a record) is split at QUIC's 1,200.
        .mtu_discovery_config(None);
    config.transport_config(Arc::new(transport));
    Ok((config, shown))
}

/// A client's own connection ids are empty: its endpoint holds one connection, which the
/// server's packets find by their address (migration is off at the server), and each
/// packet the server sends it is 8 bytes shorter (issue 27: bytes per step).
struct NoConnectionIds;

impl quinn::ConnectionIdGenerator for NoConnectionIds {
    fn generate_cid(&mut self) -> quinn::ConnectionId {
        quinn::ConnectionId::new(&[])
    }

    fn cid_len(&self) -> usize {
        0
    }

    fn cid_lifetime(&self) -> Option<Duration> {
        None
    }
}

/// Where a client's connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Stage {
    Connecting,
    Connected,
    /// Closed, with the transport's words.
    Closed(String),
}

/// What the connection task tells the app.
enum Event {
    Connected(Connection, mpsc::Receiver<Batch>, mpsc::Sender<Outgoing>),
    Closed(String),
}

/// One connection to a server: a resource of a client app. Its systems ([`plugin`]) move
/// messages between it and replicon and keep replicon's `ClientState`.
#[derive(Resource)]
pub struct QuicClient {
    endpoint: Endpoint,
    events: mpsc::Receiver<Event>,
    link: Option<(Connection, mpsc::Receiver<Batch>, mpsc::Sender<Outgoing>)>,
    stage: Stage,
    expect: Option<Fingerprint>,
    shown: Arc<Mutex<Option<Fingerprint>>>,
    /// UDP bytes sent and received on the connection so far (QUIC and TLS included).
    wire: (u64, u64),
}

impl QuicClient {
    /// Starts connecting to `server`, whose key must be `expect` (any key when `None`), for
    /// a protocol of `server_channels` server channels, showing it is there every
    /// `keep_alive` while it sends nothing else ([`KEEP_ALIVE`] for the game).
    ///
    /// # Errors
    /// No UDP socket can be opened here, or the connection cannot be started; in words.
    pub fn connect(
        server: SocketAddr,
        expect: Option<Fingerprint>,
        server_channels: usize,
        keep_alive: Duration,
    ) -> Result<QuicClient, ConnectError> {
        let (config, shown) = client_config(expect, keep_alive).map_err(ConnectError::Setup)?;
        let local: SocketAddr = if server.is_ipv4() { ([0, 0, 0, 0], 0).into() } else { ([0u16; 8], 0).into() };
        // Quinn starts its timers and its socket's driver on the runtime in force.
        let _guard = runtime().enter();
        let socket = std::net::UdpSocket::bind(local).map_err(|e| ConnectError::Socket(e.to_string()))?;
        let mut endpoint_config = quinn::EndpointConfig::default();
        endpoint_config.cid_generator(|| Box::new(NoConnectionIds));
        let endpoint = Endpoint::new(endpoint_config, None, socket, Arc::new(quinn::TokioRuntime))
            .map_err(|e| ConnectError::Socket(e.to_string()))?;
        let connecting =
            endpoint.connect_with(config, server, SERVER_NAME).map_err(|e| ConnectError::Setup(e.to_string()))?;
        let (tx, events) = mpsc::channel(4);
        runtime().spawn(async move {
            let why = match connecting.await {
                Ok(conn) => run(conn, &tx, server_channels).await,
                Err(e) => e.to_string(),
            };
            let _ = tx.send(Event::Closed(why)).await;
        });
        Ok(QuicClient { endpoint, events, link: None, stage: Stage::Connecting, expect, shown, wire: (0, 0) })
    }

    /// This connection's keying material for a player's identity proof
    /// (`identity::PROOF_LABEL`, RFC 5705 exporter): the same bytes the server derives on
    /// its side of this connection and no other. `None` until connected.
    pub fn binding(&self) -> Option<[u8; crate::net::identity::BINDING_LEN]> {
        let (conn, ..) = self.link.as_ref()?;
        super::exported(conn)
    }

    /// Whether the connection is up.
    pub fn is_connected(&self) -> bool {
        self.stage == Stage::Connected
    }

    /// Whether the connection ended (or could not be made).
    pub fn is_disconnected(&self) -> bool {
        matches!(self.stage, Stage::Closed(_))
    }

    /// Why the connection ended, in the transport's words.
    pub fn closed_why(&self) -> Option<&str> {
        match &self.stage {
            Stage::Closed(why) => Some(why),
            _ => None,
        }
    }

    /// The UDP bytes this connection sent and received so far, QUIC's and TLS's own
    /// included (as of the last frame).
    pub fn wire_bytes(&self) -> (u64, u64) {
        self.wire
    }

    /// The key the server showed, once it did.
    pub fn key_shown(&self) -> Option<Fingerprint> {
        *self.shown.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The key the server showed when it was not the one expected (the connection was
    /// refused for it).
    pub fn wrong_key(&self) -> Option<Fingerprint> {
        let shown = self.key_shown()?;
        (self.expect.is_some_and(|e| e != shown) && !self.is_connected()).then_some(shown)
    }

    /// Closes the connection now (the server is told).
    pub fn disconnect(&mut self) {
        if let Some((conn, _, _)) = self.link.take() {
            conn.close(VarInt::from_u32(0), b"left");
        }
        self.stage = Stage::Closed("closed here".into());
    }
}

impl Drop for QuicClient {
    fn drop(&mut self) {
        self.disconnect();
        self.endpoint.close(VarInt::from_u32(0), b"left");
    }
}

/// The connection's life once made: the streams opened, the app told, frames moved until
/// either side ends. Returns why it ended.
async fn run(conn: Connection, events: &mpsc::Sender<Event>, server_channels: usize) -> String {
    let Ok(mut send) = conn.open_uni().await else { return "the connection closed at once".into() };
    let (in_tx, inbox) = mpsc::channel(INBOX_FRAMES);
    let (outbox, out_rx) = mpsc::channel(OUTBOX_FRAMES);
    let mut writer = tokio::spawn(async move { write_frames(&mut send, out_rx, &super::Queued::default()).await });
    if events.send(Event::Connected(conn.clone(), inbox, outbox)).await.is_err() {
        return "closed here".into();
    }
    let read = async {
        match tokio::time::timeout(SERVER_FIRST_WORD, conn.accept_uni()).await {
            Ok(Ok(mut recv)) => {
                read_frames(
                    &mut recv,
                    in_tx,
                    server_channels,
                    MAX_FRAME_FROM_SERVER,
                    SERVER_FIRST_WORD,
                    true,
                    &Arrival::of_client(),
                )
                .await
            }
            Ok(Err(e)) => ReadEnd::Lost(e.to_string()),
            Err(_) => ReadEnd::Broken("the server said nothing".into()),
        }
    };
    let why = tokio::select! {
        end = read => match end {
            ReadEnd::Finished => "the server closed the connection".to_string(),
            ReadEnd::Broken(why) => {
                conn.close(VarInt::from_u32(2), why.as_bytes());
                format!("the server broke the protocol: {why}")
            }
            ReadEnd::Lost(why) => why,
        },
        _ = &mut writer => "closed here".to_string(),
        e = conn.closed() => e.to_string(),
    };
    writer.abort();
    conn.close(VarInt::from_u32(0), b"");
    why
}

/// The client's transport systems: events and messages in before replicon reads, out
/// after it writes.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            set_connecting.run_if(resource_added::<QuicClient>),
            set_disconnected.run_if(resource_removed::<QuicClient>),
            receive.run_if(resource_exists::<QuicClient>),
        )
            .chain()
            .in_set(ClientSystems::ReceivePackets),
    )
    .add_systems(PostUpdate, send.in_set(ClientSystems::SendPackets).run_if(resource_exists::<QuicClient>));
}

fn set_connecting(mut state: ResMut<NextState<ClientState>>) {
    state.set(ClientState::Connecting);
}

fn set_disconnected(mut state: ResMut<NextState<ClientState>>) {
    state.set(ClientState::Disconnected);
}

fn receive(
    mut client: ResMut<QuicClient>,
    mut messages: ResMut<ClientMessages>,
    mut stats: ResMut<ClientStats>,
    mut state: ResMut<NextState<ClientState>>,
) {
    let client = &mut *client;
    while let Ok(event) = client.events.try_recv() {
        match event {
            Event::Connected(conn, inbox, outbox) => {
                if !client.is_disconnected() {
                    client.link = Some((conn, inbox, outbox));
                    client.stage = Stage::Connected;
                    state.set(ClientState::Connected);
                }
            }
            Event::Closed(why) => {
                if !client.is_disconnected() {
                    client.stage = Stage::Closed(why);
                }
                state.set(ClientState::Disconnected);
            }
        }
    }
    // Read to the end even when the connection closed: what the server sent last (a
    // refusal, say) came before the close.
    if let Some((conn, inbox, _)) = &mut client.link {
        while let Ok(batch) = inbox.try_recv() {
            for (channel, bytes) in batch {
                messages.insert_received(channel, bytes);
            }
        }
        stats.rtt = conn.rtt().as_secs_f64();
        let udp = conn.stats();
        client.wire = (udp.udp_tx.bytes, udp.udp_rx.bytes);
    }
    if client.is_disconnected() {
        client.link = None;
    }
}

fn send(mut client: ResMut<QuicClient>, mut messages: ResMut<ClientMessages>) {
    let mut full = false;
    if let Some((_, _, outbox)) = &client.link {
        for (channel, bytes) in messages.drain_sent() {
            let Ok(channel) = u8::try_from(channel) else { continue };
            full |= outbox.try_send(Outgoing::Frame(channel, bytes)).is_err();
        }
    } else {
        messages.drain_sent().for_each(drop);
    }
    if full {
        client.disconnect();
    }
}
