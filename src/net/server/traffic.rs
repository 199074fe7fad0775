//! Clients that send too much, too large or too often are dropped before their messages
//! are read.

use super::options::{ServerOptions, log};
use super::telling::refuse;
use crate::net::protocol::{Act, Hello, Refusal, Seat, SendEmote};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::backend::connected_client::NetworkId;
use bevy_replicon::shared::message::registry::RemoteMessageRegistry;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// The largest message a client may send, in bytes (a [`Hello`] is well under 200).
pub const MAX_MESSAGE_BYTES: usize = 1024;

/// The most messages a client may send in one second: a person sends one per decision, a
/// fast bot against a fast bot a few hundred.
pub const MAX_MESSAGES_PER_S: u32 = 500;

/// The most acknowledgements of replication a client may send in one second (one per
/// update the server sent, at most one per server frame).
pub const MAX_ACKS_PER_S: u32 = 2000;

/// Messages counted per client in the current second, and the clients dropped so far.
#[derive(Resource, Default)]
pub struct Traffic {
    /// Clients dropped for what they sent, since the server started.
    dropped: u32,
    second: Option<Instant>,
    /// Per client: its acknowledgements (0) and its own messages (1).
    counts: HashMap<(Entity, usize), u32>,
}

impl Traffic {
    /// How many clients were dropped for what they sent since the server started.
    pub fn dropped(&self) -> u32 {
        self.dropped
    }
}

/// Drops clients that send too much, too large or too often, before their messages are
/// read; the other clients' messages go on as they came.
pub(super) fn guard_traffic(
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
    let decodes: [(Option<usize>, fn(&[u8]) -> bool); 3] = [
        (registry.client_event_channel::<Hello>(), |b| bevy_replicon::postcard::from_bytes::<Hello>(b).is_ok()),
        (registry.client_event_channel::<Act>(), |b| bevy_replicon::postcard::from_bytes::<Act>(b).is_ok()),
        (registry.client_event_channel::<SendEmote>(), |b| bevy_replicon::postcard::from_bytes::<SendEmote>(b).is_ok()),
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
