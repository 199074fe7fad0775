//! What the server tells one client.

use crate::net::protocol::{Refusal, Refused};
use bevy::prelude::*;
use bevy_replicon::prelude::*;

/// Tells `client` why it is refused, and drops it.
pub(super) fn refuse(commands: &mut Commands, client: Entity, why: Refusal) {
    super::metrics::count_refused(commands);
    tell(commands, client, Refused { why });
    commands.write_message(DisconnectRequest { client });
}

/// Sends `message` to `client` alone.
pub(super) fn tell<E: Event + Clone>(commands: &mut Commands, client: Entity, message: E)
where
    ToClients<E>: Event,
{
    commands.server_trigger(ToClients { targets: SendTargets::Single(ClientId::Client(client)), message });
}
