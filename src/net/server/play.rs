//! A seated player's steps: checked against the room, applied through the rules by the
//! table's one writer (`game::table::Tables`), told to the room's players.

use super::options::{ServerOptions, log};
use super::rooms::{Room, hands_open};
use super::telling::{refuse, tell};
use crate::game::resolve::events_of;
use crate::game::table::{StepError, Tables};
use crate::game::{HandOf, TableMembers};
use crate::net::protocol::{Act, Declined, HandShown, Happened, NetStep, Refusal, Role, Seat};
use crate::persist::record;
use crate::rules::{MatchPhase, MatchStep};
use bevy::prelude::*;
use bevy_replicon::prelude::*;

/// A seated player's request: checked against the room, applied through the rules.
#[allow(clippy::too_many_arguments)]
pub(super) fn on_act(
    act: On<FromClient<Act>>,
    options: Res<ServerOptions>,
    seats: Query<&Seat>,
    mut room_q: Query<(Entity, &mut Room)>,
    mut tables: Tables,
    shown: Query<(Entity, &HandOf, &HandShown)>,
    members: Query<&TableMembers>,
    mut commands: Commands,
) {
    let Some(client) = act.client_id.entity() else { return };
    let Ok(seat) = seats.get(client) else {
        // Not seated: the protocol starts with a Hello.
        refuse(&mut commands, client, Refusal::Misbehaved("an action before a Hello".into()));
        return;
    };
    let decline = |commands: &mut Commands, reason: String| tell(commands, client, Declined { reason });
    let Role::Plays(side) = seat.role else {
        decline(&mut commands, "you are watching this match: a spectator cannot act in it".into());
        return;
    };
    let Ok((table, mut room)) = room_q.get_mut(seat.table) else { return };
    let Some(steps_now) = tables.referee(table).map(|r| r.history().steps().len()) else { return };
    if room.over() {
        decline(&mut commands, "the match is over".into());
        return;
    }
    // A room whose last step could not be saved takes no other until it is (F08): the
    // step is declined and the match waits (`super::store` writes it again).
    if room.unsaved {
        decline(&mut commands, "the server cannot save this match now; it waits until it can".into());
        return;
    }
    if act.steps != steps_now {
        decline(&mut commands, "the match has moved on since; choose again".into());
        return;
    }
    if let NetStep::Accept = act.step {
        let was_started = room.started();
        room.accepted[side.index()] = true;
        // The match starts: a correspondence clock runs for its first decision. Only then:
        // an Accept again later restarts nobody's clock.
        if !was_started
            && room.started()
            && let Ok(game) = tables.current(table)
        {
            super::rooms::restart_clock(&mut room, &game, &options);
        }
        commands.entity(table).insert(room.state(options.away_timeout_s));
        super::store::queue_write(&mut commands, table);
        let name = room.name(side);
        log(&options, || format!("room {}: {name} accepted the rules", room.code));
        return;
    }
    if room.players.iter().any(Option::is_none) || room.accepted != [true; 2] {
        decline(&mut commands, "the match starts when both players have accepted its rules".into());
        return;
    }
    let step = match act.step {
        NetStep::Act(action) => MatchStep::Act { who: side, action },
        NetStep::ChooseDuellCard(card) => MatchStep::ChooseDuellCard { who: side, card },
        NetStep::NextRound => {
            let round_over = tables.current(table).is_ok_and(|m| matches!(m.phase(), MatchPhase::RoundOver(_)));
            if !round_over {
                decline(&mut commands, "the round is not over".into());
                return;
            }
            room.ready[side.index()] = true;
            if room.ready != [true; 2] {
                commands.entity(table).insert(room.state(options.away_timeout_s));
                return;
            }
            MatchStep::NextRound
        }
        // Answered above.
        NetStep::Accept => return,
    };
    match apply_step(table, &mut room, step, &options, &mut tables, &shown, &members, &mut commands) {
        Ok(()) => {}
        Err(StepError::Refused(e)) => decline(&mut commands, e.to_string()),
        Err(e) => {
            log(&options, || format!("room {}: the table does not make a match: {e:?}", room.code));
            decline(&mut commands, "the room's match cannot go on".into());
        }
    }
}

/// Applies `step` to the room's match through the table's one writer, and what follows
/// every step: the room's players and spectators told what happened ([`Happened`], with what the step changed: `super::views`), the
/// log, who may be sent each hand now (R7.2), a correspondence room's clock started on the
/// next decision — and its next round dealt at once, nobody waiting to say ready — the
/// room's state, and the room queued to be written (`super::store`, which finishes the match
/// once over and on disk).
///
/// # Errors
/// The table's refusal ([`StepError`]); nothing changes then.
#[allow(clippy::too_many_arguments)]
pub(super) fn apply_step(
    table: Entity,
    room: &mut Room,
    step: MatchStep,
    options: &ServerOptions,
    tables: &mut Tables,
    shown: &Query<(Entity, &HandOf, &HandShown)>,
    members: &Query<&TableMembers>,
    commands: &mut Commands,
) -> Result<(), StepError> {
    let applied = tables.step(table, step)?;
    let Some(steps) = tables.referee(table).map(|r| r.history().steps().len()) else { return Ok(()) };
    let events = events_of(&applied.before, &applied.after, applied.report);
    super::views::report(commands, table, Happened { steps, events });
    if matches!(step, MatchStep::NextRound) {
        room.ready = [false; 2];
    }
    let code = room.code.clone();
    log(options, || match step {
        MatchStep::NextRound => format!("room {code}: round {} begins", applied.after.round_number()),
        _ => {
            let ended =
                applied.report.and_then(|r| r.result).map(|r| format!("; round over: {r:?}")).unwrap_or_default();
            format!("room {code}: {}{ended}", record::describe_step(&step))
        }
    });
    // A correspondence match deals its next round at once: its players come back to a
    // decision, not to a button (the round's end is in what they were told).
    if room.clock.is_some() && matches!(applied.after.phase(), MatchPhase::RoundOver(_)) {
        match apply_step(table, room, MatchStep::NextRound, options, tables, shown, members, commands) {
            Ok(()) => return Ok(()),
            // The step itself stands: the room is saved and shown as it is, between rounds.
            Err(e) => log(options, || format!("room {code}: the next round cannot be dealt: {e:?}")),
        }
    }
    super::rooms::restart_clock(room, &applied.after, options);
    // Who may be sent each hand now (R7.2): both players once the rules show them.
    let open = hands_open(&applied.after);
    let hands = members.get(table).map(|m| m.iter().collect::<Vec<_>>()).unwrap_or_default();
    for (e, of, was) in shown.iter_many(&hands) {
        if was.open != open {
            commands.entity(e).insert(HandShown { room: room.id, owner: of.0, open });
        }
    }
    commands.entity(table).insert(room.state(options.away_timeout_s));
    // Written with the frame's other rooms, before anyone is told; a match is finished
    // (its record written and sent) only once its last step is on disk, otherwise a
    // restart would play that step again (F08): `super::store`.
    super::store::queue_write(commands, table);
    Ok(())
}
