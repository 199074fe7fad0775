//! The protocol as the crowd speaks it: each message's channel and the hash a client
//! sends first, read off an app that registers the protocol as the game does.

use crate::ai::{BotLevel, Controller};
use crate::net::identity::Identity;
use crate::net::protocol::{Act, Declined, Hello, Redirect, Refused, TableNews, TableShown, Welcome};
use crate::net::protocol::{NET_VERSION, Proven, Want};
use crate::net::quic::{SERVER_NAME, exported};
use bevy_replicon::postcard_utils;
use bevy_replicon::prelude::RepliconChannels;
use bevy_replicon::shared::message::registry::RemoteMessageRegistry;
use bevy_replicon::shared::protocol::ProtocolHash;
use bytes::Bytes;

/// The protocol as replicon lays it out: each message's channel and the hash a client
/// sends first, read off an app that registers the protocol exactly as the game's client
/// and the server do ([`crate::net::stack::headless_app`]).
#[derive(Clone, Debug)]
pub(super) struct Wire {
    pub(super) hash: (u8, Bytes),
    pub(super) hello: u8,
    pub(super) act: u8,
    pub(super) server_channels: usize,
    pub(super) welcome: u8,
    pub(super) refused: u8,
    pub(super) declined: u8,
    pub(super) shown: u8,
    pub(super) news: u8,
    pub(super) redirect: u8,
}

impl Wire {
    pub(super) fn new() -> Result<Wire, String> {
        let mut app = crate::net::stack::headless_app();
        app.finish();
        app.cleanup();
        let world = app.world();
        let registry = world.get_resource::<RemoteMessageRegistry>().ok_or("replicon's registry is missing")?;
        let channel = |c: Option<usize>, what: &str| {
            c.and_then(|c| u8::try_from(c).ok()).ok_or_else(|| format!("no channel for {what}"))
        };
        let hash = *world.get_resource::<ProtocolHash>().ok_or("replicon's protocol hash is missing")?;
        let mut hash_bytes = Vec::new();
        postcard_utils::to_extend_mut(&hash, &mut hash_bytes).map_err(|e| e.to_string())?;
        let channels = world.get_resource::<RepliconChannels>().ok_or("replicon's channels are missing")?;
        Ok(Wire {
            hash: (channel(registry.client_event_channel::<ProtocolHash>(), "the hash")?, Bytes::from(hash_bytes)),
            hello: channel(registry.client_event_channel::<Hello>(), "Hello")?,
            act: channel(registry.client_event_channel::<Act>(), "Act")?,
            server_channels: channels.server_channels().len(),
            welcome: channel(registry.server_event_channel::<Welcome>(), "Welcome")?,
            refused: channel(registry.server_event_channel::<Refused>(), "Refused")?,
            declined: channel(registry.server_event_channel::<Declined>(), "Declined")?,
            shown: channel(registry.server_event_channel::<TableShown>(), "TableShown")?,
            news: channel(registry.server_event_channel::<TableNews>(), "TableNews")?,
            redirect: channel(registry.server_event_channel::<Redirect>(), "Redirect")?,
        })
    }
}

/// A message as replicon's postcard writes it, or `None` where it does not encode.
pub(super) fn encode<T: serde::Serialize>(message: &T) -> Option<Bytes> {
    let mut bytes = Vec::new();
    postcard_utils::to_extend_mut(message, &mut bytes).ok()?;
    Some(Bytes::from(bytes))
}

/// A connection to `server` from `endpoint`, its handshake given `patience`; or why there
/// is none, in words.
pub(super) async fn connect(
    endpoint: &quinn::Endpoint,
    config: quinn::ClientConfig,
    server: std::net::SocketAddr,
    patience: std::time::Duration,
) -> Result<quinn::Connection, String> {
    let connecting = endpoint
        .connect_with(config, server, SERVER_NAME)
        .map_err(|e| format!("no connection could be started: {e}"))?;
    match tokio::time::timeout(patience, connecting).await {
        Ok(Ok(conn)) => Ok(conn),
        Ok(Err(e)) => Err(format!("the handshake failed: {e}")),
        Err(_) => Err("the handshake took too long".into()),
    }
}

/// A computer player's [`Hello`] on `conn`, as `identity` (proven on that connection),
/// wanting `want` with the seat's `token` if it has one, encoded; or why not, in words.
pub(super) fn hello(
    conn: &quinn::Connection,
    identity: &Identity,
    want: Want,
    token: Option<u64>,
) -> Result<Bytes, String> {
    let binding = exported(conn).ok_or("no keying material")?;
    encode(&Hello {
        version: NET_VERSION,
        identity: Proven { key: identity.public(), proof: identity.prove(&binding) },
        want,
        player: Controller::Computer { level: BotLevel::Random },
        token,
    })
    .ok_or_else(|| "a Hello that does not encode".into())
}
