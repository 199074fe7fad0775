//! Keeping the rooms on disk in groups (issue 27, point 2): a change of a room (a step, a
//! seat taken, the rules accepted) marks its table [`Unwritten`]; once a frame, before
//! anyone is told of it, [`write_rooms`] appends every such room's change to the journal
//! (`persist::journal`) and syncs it once. Only then are the room's players told
//! (`super::views` holds the news of a room not yet written) and a match that is over
//! finished and recorded. A room whose write failed waits, taking no step (F08), and is
//! written again once a second (`super::presence`).

use super::fleet::{COMPACT_AT_ENTRIES, RoomWrite, Written};
use super::options::{ServerOptions, log};
use super::rooms::{Room, Rooms, close_room, finish, save_room};
use crate::game::{MatchState, Referee, TableMembers};
use crate::net::protocol::RoomCode;
use crate::persist::journal::{self, COMPACT_AT_BYTES, JournalEntry};
use crate::rules::MatchPhase;
use bevy::prelude::*;
use bevy_replicon::prelude::DisconnectRequest;
use std::collections::BTreeSet;

/// On a room's table: its last change is not on disk yet.
#[derive(Component, Clone, Copy, Debug, Default)]
pub(super) struct Unwritten;

/// The server's side of the journal: the rooms closed since the last batch, the rooms the
/// journal holds changes of (whose snapshots are behind), and the rooms written in this
/// frame (whose news may go now).
#[derive(Resource, Default, Debug)]
pub(super) struct RoomStore {
    /// Codes of rooms closed or recorded, for the next batch ([`JournalEntry::Gone`]).
    pub(super) gone: Vec<String>,
    /// Rooms with changes in the journal since it was last emptied.
    journaled: BTreeSet<Entity>,
    /// Rooms written in this frame.
    pub(super) written_now: Vec<Entity>,
    /// Rooms written in this frame whose match is over: finished once their players were
    /// told of the last step ([`finish_matches`]).
    over_now: Vec<Entity>,
    /// While an older journal is kept (`journal::rotate`): the rooms it holds changes of
    /// whose snapshots are still to be written, a few each frame ([`SNAPSHOT_BUDGET`]).
    older: Option<Vec<Entity>>,
}

/// The most time a frame spends writing the rooms' snapshots while the journal is
/// compacted: about five rooms (each written and synced), so that compacting 10,000 rooms
/// adds a couple of milliseconds to a few thousand frames rather than seconds to one.
const SNAPSHOT_BUDGET: std::time::Duration = std::time::Duration::from_millis(2);

/// Marks the room at `table` to be written at the end of the frame.
pub(super) fn queue_write(commands: &mut Commands, table: Entity) {
    if let Ok(mut table) = commands.get_entity(table) {
        table.try_insert(Unwritten);
    }
}

/// Notes that the room `code` was closed or recorded (its file is removed by the caller):
/// the journal says so in its next batch, so it is not restored.
pub(super) fn note_gone(commands: &mut Commands, code: String) {
    commands.queue(move |world: &mut World| {
        if let Some(mut store) = world.get_resource_mut::<RoomStore>() {
            store.gone.push(code);
        }
    });
}

/// Writes every room changed in this frame to the journal, synced once; notes the matches
/// that are over for [`finish_matches`] (their last step on disk: F08) and, when the
/// journal has grown past [`COMPACT_AT_BYTES`], sets it aside to be compacted a few rooms a
/// frame ([`compact_some`]).
pub(super) fn write_rooms(
    options: Res<ServerOptions>,
    metrics: Res<super::metrics::ServerMetrics>,
    mut store: ResMut<RoomStore>,
    mut rooms: ResMut<Rooms>,
    unwritten: Query<Entity, With<Unwritten>>,
    mut room_q: Query<(&mut Room, &Referee, &MatchState)>,
    members: Query<&TableMembers>,
    mut commands: Commands,
) {
    store.written_now.clear();
    store.over_now.clear();
    compact_some(&options, &mut store, &room_q);
    let dirty: Vec<Entity> = unwritten.iter().collect();
    if dirty.is_empty() && store.gone.is_empty() {
        return;
    }
    for &table in &dirty {
        commands.entity(table).remove::<Unwritten>();
    }
    let mut size = 0;
    let mut lost = Vec::new();
    let entry_of = |(room, referee, _): (&Room, &Referee, &MatchState)| {
        let steps = referee.history().steps();
        let from = room.journaled.min(steps.len());
        // Only the new steps while nothing else of the room changed (about 120 bytes
        // rather than 800: a step's usual entry).
        if room.journaled_fields.as_ref() == Some(&room.fields()) {
            JournalEntry::Steps { code: room.code.to_string(), from, steps: steps[from..].to_vec() }
        } else {
            JournalEntry::Room { from, room: Box::new(room.saved_since(referee.history(), from)) }
        }
    };
    let saved: Result<(), String> = if let Some(fleet) = &options.fleet {
        // A room's journal in Redis longer than COMPACT_AT_ENTRIES is replaced by the room.
        // Each write with its room (a room the query no longer matches writes nothing).
        let (tables, mut writes): (Vec<Entity>, Vec<RoomWrite>) = dirty
            .iter()
            .filter_map(|&table| {
                let (room, referee, state) = room_q.get(table).ok()?;
                let code = room.code.to_string();
                let write = if room.stored_entries >= COMPACT_AT_ENTRIES {
                    let whole = JournalEntry::Room { from: 0, room: Box::new(room.saved(referee.history())) };
                    RoomWrite::Replace { code, entry: whole }
                } else {
                    RoomWrite::Append { code, entry: entry_of((room, referee, state)) }
                };
                Some((table, write))
            })
            .unzip();
        writes.extend(store.gone.iter().map(|code| RoomWrite::Gone { code: code.clone() }));
        match fleet.write(&writes) {
            Ok(results) => {
                for (&table, result) in tables.iter().zip(results) {
                    let Ok((mut room, _, _)) = room_q.get_mut(table) else { continue };
                    match result {
                        Written::Entries(n) => room.stored_entries = n,
                        Written::NotOurs => {
                            log(&options, || {
                                format!(
                                    "room {}: another server of the fleet holds it now; its players go there",
                                    room.code
                                )
                            });
                            for client in room.everyone() {
                                commands.write_message(DisconnectRequest { client });
                            }
                            let code = room.code.clone();
                            lost.push(table);
                            close_room(&mut commands, &mut rooms, &code, table, members.get(table).ok());
                        }
                    }
                }
                Ok(())
            }
            Err(e) => Err(e),
        }
    } else if let Some(paths) = &options.data {
        let mut entries: Vec<JournalEntry> = room_q.iter_many(&dirty).map(entry_of).collect();
        entries.extend(store.gone.iter().map(|code| JournalEntry::Gone { code: code.clone() }));
        journal::append(paths, &entries).map(|bytes| size = bytes).map_err(|e| e.to_string())
    } else {
        Ok(())
    };
    if let Err(e) = saved {
        log(&options, || format!("{} room(s) cannot be saved: {e}; their matches wait until they can be", dirty.len()));
        for &table in &dirty {
            if let Ok((mut room, _, _)) = room_q.get_mut(table) {
                room.unsaved = true;
            }
        }
        return;
    }
    store.gone.clear();
    for &table in &dirty {
        // A room lost to another server of the fleet is closed (its entity goes).
        if lost.contains(&table) {
            continue;
        }
        let Ok((mut room, referee, state)) = room_q.get_mut(table) else { continue };
        room.unsaved = false;
        let steps = referee.history().steps().len();
        metrics.steps.inc_by(steps.saturating_sub(room.journaled) as u64);
        room.journaled = steps;
        room.journaled_fields = Some(room.fields());
        if matches!(state.match_phase, MatchPhase::Over { .. }) && !room.over() {
            store.over_now.push(table);
        }
        store.journaled.insert(table);
        store.written_now.push(table);
    }
    if size > COMPACT_AT_BYTES && store.older.is_none() {
        set_aside(&options, &mut store);
    }
}

/// Finishes the matches that are over and on disk (their record written and sent, the
/// room settled), after their players were told of the last step (`super::views`).
pub(super) fn finish_matches(
    options: Res<ServerOptions>,
    mut store: ResMut<RoomStore>,
    mut rooms: ResMut<Rooms>,
    mut room_q: Query<(&mut Room, &Referee)>,
    mut commands: Commands,
) {
    for table in std::mem::take(&mut store.over_now) {
        if let Ok((mut room, referee)) = room_q.get_mut(table)
            && !room.over()
        {
            finish(&mut room, referee.history(), &options, &mut rooms, &mut commands);
        }
    }
}

/// Sets the journal aside as the older journal (`journal::rotate`): its rooms' snapshots
/// are written a few a frame from now on ([`compact_some`]), while a new journal takes
/// the changes.
fn set_aside(options: &ServerOptions, store: &mut RoomStore) {
    let Some(paths) = &options.data else { return };
    match journal::rotate(paths) {
        Ok(()) => store.older = Some(std::mem::take(&mut store.journaled).into_iter().collect()),
        Err(e) => log(options, || format!("the rooms' journal cannot be set aside to be compacted: {e}")),
    }
}

/// Writes the snapshots of the older journal's rooms for at most [`SNAPSHOT_BUDGET`], and
/// removes the older journal once every one is written. A room whose snapshot cannot be
/// written is tried again in the next frame (the older journal is kept meanwhile, and
/// replayed at a restart).
fn compact_some(options: &ServerOptions, store: &mut RoomStore, room_q: &Query<(&mut Room, &Referee, &MatchState)>) {
    let (Some(paths), Some(older)) = (&options.data, &mut store.older) else { return };
    let start = std::time::Instant::now();
    while let Some(&table) = older.last() {
        if start.elapsed() >= SNAPSHOT_BUDGET {
            return;
        }
        // A room closed since has no snapshot to write (its file is gone, noted in the
        // journal). A finished room still kept for its players has: a restart settles it
        // again (its record is found, not written twice) and keeps it for them (F12).
        if let Ok((room, referee, _)) = room_q.get(table)
            && !save_room(options, &room.saved(referee.history()))
        {
            return;
        }
        older.pop();
    }
    if journal::remove_older(paths).is_ok() {
        store.older = None;
        log(options, || "the rooms' journal is compacted into their files".to_string());
    }
}

/// Removes room `code`'s file, where the server keeps a data folder, and notes it gone in
/// the journal: a match that ends without a record (abandoned, or a correspondence room
/// nobody joined in time).
pub(super) fn remove_room_file(commands: &mut Commands, options: &ServerOptions, code: &RoomCode) {
    note_gone(commands, code.to_string());
    if let Some(paths) = &options.data
        && let Err(e) = crate::persist::room::remove(paths, code.as_str())
    {
        log(options, || format!("room {code}: its file cannot be removed: {e}"));
    }
}
