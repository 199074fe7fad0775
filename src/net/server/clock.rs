//! Correspondence matches (issue 26, point 6): a room whose every decision has 1, 3 or 7
//! days on its clock ([`crate::net::protocol::Want::Correspond`]). The server keeps such a
//! room while nobody is connected (the away timeout does not close it), restarts the clock
//! at each decision for the player who must take the next one
//! (`super::rooms::restart_clock`, on the one path of a step), and when a clock runs out
//! (here):
//! the player to decide loses the match (`rules::MatchStep::OutOfTime`, recorded and
//! rated as any other end), or, before the match has started, the room closes without a
//! match.
//!
//! The deadline is a moment of the server's clock, saved with the room, so that it
//! survives a restart; a deadline that passed while the server was stopped gives the
//! player one more day after the restart (the player could not have moved).

use super::options::{ServerOptions, log};
use super::play::apply_step;
use super::rooms::{Room, Rooms, close_room};
use super::store::remove_room_file;
use super::telling::refuse;
use crate::game::table::Tables;
use crate::game::{HandOf, TableMembers};
use crate::net::protocol::{HandShown, Refusal};
use crate::persist::UtcTime;
use crate::rules::MatchStep;
use bevy::prelude::*;
use std::time::{Duration, Instant};

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
            remove_room_file(&mut commands, &options, &code);
            for client in room.everyone().collect::<Vec<_>>() {
                refuse(&mut commands, client, Refusal::ClockRanOut(code.clone()));
            }
            close_room(&mut commands, &mut rooms, &code, table, members.get(table).ok());
            continue;
        }
        let Some(late) = clock.decider else { continue };
        let name = room.name(late);
        log(&options, || format!("room {code}: {name} ({late}) let the clock of {} days run out", clock.days));
        let step = MatchStep::OutOfTime { who: late };
        if let Err(e) = apply_step(table, &mut room, step, &options, &mut tables, &shown, &members, &mut commands) {
            log(&options, || format!("room {code}: the clock's end cannot be applied: {e:?}"));
        }
    }
}
