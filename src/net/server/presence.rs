//! Players who leave and come back: a dropped connection's seat waits for its player
//! (counting down), and a finished room goes once its players have left.

use super::options::{ServerOptions, log};
use super::rooms::{Room, Rooms, close_room};
use super::store::{queue_write, remove_room_file};
use crate::game::TableMembers;
use crate::net::protocol::{Role, Seat};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use std::time::{Duration, Instant};

/// A client's connection ended: a player's seat waits for it; a spectator's goes.
pub(super) fn on_client_gone(
    gone: On<Remove, Seat>,
    options: Res<ServerOptions>,
    seats: Query<&Seat>,
    mut room_q: Query<(Entity, &mut Room)>,
    mut commands: Commands,
) {
    let Ok(seat) = seats.get(gone.entity) else { return };
    let Ok((table, mut room)) = room_q.get_mut(seat.table) else { return };
    let Role::Plays(side) = seat.role else {
        // A spectator left: the players see one fewer watch.
        room.watchers.retain(|w| *w != gone.entity);
        commands.entity(table).insert(room.state(options.away_timeout_s));
        return;
    };
    let i = side.index();
    if room.clients[i] != Some(gone.entity) {
        return;
    }
    room.clients[i] = None;
    room.away_since[i] = Some(Instant::now());
    if room.over() {
        return;
    }
    commands.entity(table).insert(room.state(options.away_timeout_s));
    let name = room.name(side);
    log(&options, || format!("room {}: {name} ({side}) disconnected; waiting", room.code));
}

/// Once a second: the countdown of away players; finished rooms whose players left go
/// after the away timeout (a player out at the end may come back for the record), and
/// so do rooms nobody has been in for the away timeout — a room opened and left, a match
/// both players left (F06 of the server's break-it findings: such rooms were kept, saved
/// and restored for ever, and filled `--max-rooms`). An abandoned match's room file goes
/// with it; it has no record, being unfinished.
pub(super) fn count_down_away(
    options: Res<ServerOptions>,
    mut rooms: ResMut<Rooms>,
    mut room_q: Query<(Entity, &mut Room, &TableMembers)>,
    mut last: Local<Option<Instant>>,
    mut commands: Commands,
) {
    if last.is_some_and(|t| t.elapsed() < Duration::from_secs(1)) {
        return;
    }
    *last = Some(Instant::now());
    let timeout = Duration::from_secs(options.away_timeout_s.into());
    for (table, mut room, members) in &mut room_q {
        // A room whose last step could not be saved is written again; once it is, the
        // match goes on — or, when that step ended it, is finished (F08: `super::store`).
        if room.unsaved {
            queue_write(&mut commands, table);
        }
        // A correspondence room is kept while nobody is connected: its clock decides it.
        let abandoned =
            !room.over() && room.clock.is_none() && room.empty_since().is_some_and(|t| t.elapsed() >= timeout);
        if abandoned {
            let code = room.code.clone();
            log(&options, || format!("room {code}: nobody came back within {} s; closed", options.away_timeout_s));
            remove_room_file(&mut commands, &options, &code);
        }
        // A finished room goes once its players have left and the wait for one who was out
        // at the end is over.
        let done = room.over()
            && room.clients.iter().all(Option::is_none)
            && room.ended_at.is_none_or(|t| t.elapsed() >= timeout);
        if done {
            // Its file went with its record; the journal notes it gone.
            remove_room_file(&mut commands, &options, &room.code.clone());
        }
        if done || abandoned {
            // Its spectators have seen all there was (the record, where it ended).
            for watcher in room.watchers.drain(..) {
                commands.write_message(DisconnectRequest { client: watcher });
            }
            close_room(&mut commands, &mut rooms, &room.code, table, Some(members));
            continue;
        }
        if !room.over() && room.away_since.iter().any(Option::is_some) && room.clients.iter().any(Option::is_some) {
            commands.entity(table).insert(room.state(options.away_timeout_s));
        }
    }
}
