//! Correspondence matches (issue 26, point 6): a room whose every decision has 1, 3 or 7
//! days on its clock ([`crate::net::protocol::Want::Correspond`]). The server keeps such a
//! room while nobody is connected (the away timeout does not close it), restarts the clock
//! at each decision for the player who must take the next one, and when a clock runs out:
//! the player to decide loses the match (`rules::MatchStep::OutOfTime`, recorded and
//! rated as any other end), or, before the match has started, the room closes without a
//! match.
//!
//! The deadline is a moment of the server's clock, saved with the room, so that it
//! survives a restart; a deadline that passed while the server was stopped gives the
//! player one more day after the restart (the player could not have moved).

use super::options::{ServerOptions, log};
use super::play::apply_step;
use super::rooms::{Clock, Room, Rooms};
use super::telling::refuse;
use crate::game::table::{Referee, Tables};
use crate::game::{HandOf, TableMembers};
use crate::net::identity::PlayerKey;
use crate::net::protocol::{HandShown, Refusal};
use crate::persist::room as saved_room;
use crate::persist::{RoomClock, SavedRoom, UtcTime};
use crate::rules::{Match, MatchStep};
use bevy::prelude::*;
use std::time::{Duration, Instant};

/// The moment a decision asked for now must be taken by, on a clock of `days` days.
pub(super) fn deadline(days: u8, options: &ServerOptions) -> UtcTime {
    UtcTime::now().plus_seconds(u64::from(days).saturating_mul(options.day_s))
}

/// The clock of a room restored from `saved` (a server restarted), whose match is `game`:
/// as it was saved, except that a deadline that passed while the server was stopped is
/// one day after the restart.
pub(super) fn restored(
    clock: Option<RoomClock>,
    game: &Match,
    saved: &SavedRoom,
    options: &ServerOptions,
) -> Option<Clock> {
    let c = clock?;
    let now = UtcTime::now();
    let deadline = if c.deadline <= now { now.plus_seconds(options.day_s) } else { c.deadline };
    let started = saved.players.iter().all(Option::is_some) && saved.accepted == [true; 2];
    Some(Clock { days: c.days, deadline, decider: game.decider().filter(|_| started) })
}

/// A decision was taken (or the match started): a correspondence room's clock runs again,
/// its full time, for whoever decides next in `game` (nobody before the match starts and
/// after it ends).
pub(super) fn restart(room: &mut Room, game: &Match, options: &ServerOptions) {
    let started = room.started();
    if let Some(clock) = &mut room.clock {
        clock.deadline = deadline(clock.days, options);
        clock.decider = game.decider().filter(|_| started && !game.is_over());
    }
}

/// How many correspondence matches `key` holds on the server (open or being played).
pub(super) fn held_by(rooms: &Rooms, room_q: &Query<(&mut Room, &Referee)>, key: PlayerKey) -> usize {
    rooms
        .by_code
        .values()
        .filter_map(|e| room_q.get(*e).ok())
        .filter(|(r, _)| r.clock.is_some() && !r.over() && r.keys.contains(&Some(key)))
        .count()
}

/// Once a second: the correspondence clocks that ran out. Before the match started, the
/// room closes (its file removed, whoever is connected told why); after, the player to
/// decide loses the match on time.
#[allow(clippy::too_many_arguments)]
pub(super) fn run_out(
    options: Res<ServerOptions>,
    mut rooms: ResMut<Rooms>,
    mut room_q: Query<(Entity, &mut Room)>,
    mut tables: Tables,
    shown: Query<(Entity, &HandOf, &HandShown)>,
    members: Query<&TableMembers>,
    mut last: Local<Option<Instant>>,
    mut commands: Commands,
) {
    if last.is_some_and(|t| t.elapsed() < Duration::from_secs(1)) {
        return;
    }
    *last = Some(Instant::now());
    let now = UtcTime::now();
    for (table, mut room) in &mut room_q {
        let Some(clock) = room.clock else { continue };
        if room.over() || room.unsaved || clock.deadline > now {
            continue;
        }
        let code = room.code.clone();
        if !room.started() {
            log(&options, || {
                format!("room {code}: nobody took and accepted the other seat within {} days; closed", clock.days)
            });
            if let Some(paths) = &options.data
                && let Err(e) = saved_room::remove(paths, code.as_str())
            {
                log(&options, || format!("room {code}: its file cannot be removed: {e}"));
            }
            for client in room.everyone().collect::<Vec<_>>() {
                refuse(&mut commands, client, Refusal::ClockRanOut(code.clone()));
            }
            rooms.forget(&code);
            if let Ok(m) = members.get(table) {
                for e in m.iter() {
                    commands.entity(e).despawn();
                }
            }
            commands.entity(table).despawn();
            continue;
        }
        let Some(late) = clock.decider else { continue };
        let name = room.name(late);
        log(&options, || format!("room {code}: {name} ({late}) let the clock of {} days run out", clock.days));
        let step = MatchStep::OutOfTime { who: late };
        if let Err(e) =
            apply_step(table, &mut room, step, &options, &mut rooms, &mut tables, &shown, &members, &mut commands)
        {
            log(&options, || format!("room {code}: the clock's end cannot be applied: {e:?}"));
        }
    }
}
