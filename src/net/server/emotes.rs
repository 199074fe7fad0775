//! Emotes, not chat (issue 26, point 7): a seated player's preset message goes to the
//! room's players, at most one per [`EMOTE_GAP_MS`] from each (sooner ones are dropped: the
//! panel offers none sooner, so only a misbehaving client sends them).

use super::rooms::Room;
use super::telling::{refuse, tell};
use crate::net::protocol::{EMOTE_GAP_MS, Emoted, Refusal, Role, Seat, SendEmote};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use std::time::{Duration, Instant};

/// When a connected client's last emote was passed on.
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct LastEmote(Instant);

/// A seated player's emote: passed on to everyone connected at the table (the players,
/// the sender included as its receipt, and the spectators), unless it comes sooner than [`EMOTE_GAP_MS`] after its last.
pub(super) fn on_emote(
    emote: On<FromClient<SendEmote>>,
    seats: Query<(&Seat, Option<&LastEmote>)>,
    rooms: Query<&Room>,
    mut commands: Commands,
) {
    let Some(client) = emote.client_id.entity() else { return };
    let Ok((seat, last)) = seats.get(client) else {
        refuse(&mut commands, client, Refusal::Misbehaved("an emote before a Hello".into()));
        return;
    };
    // A spectator watches in silence: the emotes are the players'.
    let Role::Plays(from) = seat.role else { return };
    if last.is_some_and(|l| l.0.elapsed() < Duration::from_millis(EMOTE_GAP_MS)) {
        return;
    }
    commands.entity(client).insert(LastEmote(Instant::now()));
    let Some(room) = rooms.iter().find(|r| r.id == seat.room) else { return };
    let message = Emoted { from, emote: emote.message.0 };
    for to in room.everyone() {
        tell(&mut commands, to, message);
    }
}
