//! The server's side of its fleet (`super::fleet`): its heartbeat, the rooms of dead
//! processes it claims, and where a client asking for a room that is not here is sent.

use super::fleet::{Beat, HEARTBEAT_EVERY, Route};
use super::lobby::public_rooms;
use super::options::{ServerOptions, log};
use super::ratings::Ratings;
use super::rooms::{Room, Rooms, close_room, restore_one};
use super::telling::{refuse, tell};
use crate::game::TableMembers;
use crate::game::table::Referee;
use crate::net::protocol::{Redirect, Refusal, RoomCode};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use std::time::Instant;

/// Once every [`HEARTBEAT_EVERY`]: renews this process's heartbeat, and claims and
/// restores rooms of processes whose heartbeat lapsed (their players, coming back to any
/// server of the fleet, are sent here).
pub(super) fn keep_up(
    options: Res<ServerOptions>,
    mut rooms: ResMut<Rooms>,
    room_q: Query<(&Room, &Referee)>,
    ratings: Res<Ratings>,
    members: Query<&TableMembers>,
    metrics: Res<super::metrics::ServerMetrics>,
    mut last: Local<Option<Instant>>,
    mut exit: MessageWriter<AppExit>,
    mut commands: Commands,
) {
    let Some(fleet) = &options.fleet else { return };
    if last.is_some_and(|t| t.elapsed() < HEARTBEAT_EVERY) {
        return;
    }
    *last = Some(Instant::now());
    let beat = fleet.beat();
    metrics.note_fleet(beat.is_ok());
    match beat {
        Ok(Beat::Held) => {}
        // Thought dead (this process did not beat for a while): the rooms the others
        // claimed meanwhile are theirs now; their copies here go, and their players, who
        // come back to the rooms' new servers.
        Ok(Beat::Lapsed) => match fleet.codes() {
            Ok(ours) => {
                let lost: Vec<(RoomCode, Entity)> = rooms
                    .by_code
                    .iter()
                    .filter(|(code, _)| !ours.iter().any(|o| o == code.as_str()))
                    .map(|(code, e)| (code.clone(), *e))
                    .collect();
                for (code, table) in lost {
                    if let Ok((room, _)) = room_q.get(table) {
                        for client in room.everyone() {
                            commands.write_message(DisconnectRequest { client });
                        }
                    }
                    log(&options, || {
                        format!("room {code}: taken by another server of the fleet while this one stalled")
                    });
                    close_room(&mut commands, &mut rooms, &code, table, members.get(table).ok());
                }
            }
            Err(e) => log(&options, || format!("the fleet's rooms of this server: {e}")),
        },
        // Another run of this id beats now: this one was thought dead and replaced, and
        // serves nothing more (its rooms are the other run's).
        Ok(Beat::Taken) => {
            eprintln!("error: another server of the fleet runs as {:?} now; this one stops", fleet.id);
            exit.write(AppExit::from_code(3));
            return;
        }
        Err(e) => {
            log(&options, || format!("the fleet's heartbeat: {e}"));
            return;
        }
    }
    // This server's public rooms, for the fleet's lobby (until the next beat).
    let listed = public_rooms(rooms.by_code.values().filter_map(|e| room_q.get(*e).ok()), &ratings);
    match serde_json::to_string(&listed) {
        Ok(json) => {
            if let Err(e) = fleet.share_lobby(&json) {
                log(&options, || format!("the fleet's lobby: {e}"));
            }
        }
        Err(e) => log(&options, || format!("the lobby does not serialise: {e}")),
    }
    match fleet.claim_orphans() {
        Ok((saved, notices)) => {
            for n in notices {
                log(&options, || n);
            }
            let n = saved.len();
            for s in saved {
                restore_one(&mut commands, &mut rooms, &options, s);
            }
            if n > 0 {
                log(&options, || format!("{n} room(s) of a server of the fleet that stopped are here now"));
            }
        }
        Err(e) => log(&options, || format!("the fleet's rooms of stopped servers: {e}")),
    }
}

/// A client asked for the room `code`, which this server does not hold: in a fleet, it is
/// sent where the room is ([`Redirect`]) — to this server again when the room was just
/// claimed here from a dead one (restored now, it is here when the client asks again).
/// Without a fleet, or when no server holds it, the client is refused
/// ([`Refusal::UnknownRoom`]).
pub(super) fn send_on(
    commands: &mut Commands,
    rooms: &mut Rooms,
    options: &ServerOptions,
    client: Entity,
    code: RoomCode,
) {
    let Some(fleet) = &options.fleet else {
        refuse(commands, client, Refusal::UnknownRoom(code.to_string()));
        return;
    };
    let to = match fleet.route(code.as_str()) {
        Ok(Route::Elsewhere(at)) => at,
        Ok(Route::Here(saved, notices)) => {
            for n in notices {
                log(options, || n);
            }
            if restore_one(commands, rooms, options, *saved).is_none() {
                refuse(commands, client, Refusal::UnknownRoom(code.to_string()));
                return;
            }
            fleet.advertise.clone()
        }
        Ok(Route::Unknown) => {
            refuse(commands, client, Refusal::UnknownRoom(code.to_string()));
            return;
        }
        Err(e) => {
            // The room may be on a server this one cannot learn of now: the client tries
            // again as after any lost connection.
            log(options, || format!("room {code}: cannot be looked for in the fleet: {e}"));
            commands.write_message(DisconnectRequest { client });
            return;
        }
    };
    log(options, || format!("client {}: sent to {to} for room {code}", client.index()));
    tell(commands, client, Redirect { to, room: code });
    commands.write_message(DisconnectRequest { client });
}
