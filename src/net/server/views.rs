//! What each client is sent of its table: the whole of it as its seat may see it when it
//! takes the seat ([`TableShown`]), then once a frame what changed and the steps' accounts
//! ([`TableNews`]) — only for the tables that changed in that frame, only to their own
//! clients. A room nobody touches costs nothing here (issue 27).

use super::rooms::Room;
use crate::game::{AtTable, Deck, Fencer, Hand, HandOf, MatchState, Score, TableMembers};
use crate::net::protocol::{
    HandShown, Happened, Role, RoomState, Seat, SeatView, StateChange, TableNews, TableShown, changed,
};
use crate::rules::Side;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use std::collections::BTreeSet;

/// On a client's entity: the table as it was last sent to it (whole or by its changes).
/// Taken away when the client takes a seat again, so it is sent the whole table then.
#[derive(Component, Clone, Debug)]
pub(super) struct SentView(SeatView);

/// On a room's table: the accounts of its steps taken in this frame, not yet sent
/// ([`Happened`], in order).
#[derive(Component, Default, Debug)]
pub(super) struct News(pub(super) Vec<Happened>);

/// Adds `happened` to the news of `table`, sent with what the step changed at the end of
/// the frame.
pub(super) fn report(commands: &mut Commands, table: Entity, happened: Happened) {
    commands.queue(move |world: &mut World| {
        if let Ok(mut table) = world.get_entity_mut(table) {
            table.entry::<News>().or_default().get_mut().0.push(happened);
        }
    });
}

/// A client that takes a seat (again) is sent its table whole.
pub(super) fn on_seat(seat: On<Insert, Seat>, mut commands: Commands) {
    if let Ok(mut client) = commands.get_entity(seat.entity) {
        client.try_remove::<SentView>();
    }
}

/// The tables that changed in this frame (a step always changes the state: its count of
/// decisions).
type ChangedTables<'w, 's> =
    Query<'w, 's, Entity, (With<Room>, Or<(Changed<MatchState>, Changed<Deck>, Changed<RoomState>)>)>;

/// The members (fencers and hands) of tables that changed in this frame.
type ChangedMembers<'w, 's> =
    Query<'w, 's, &'static AtTable, Or<(Changed<Fencer>, Changed<Score>, Changed<Hand>, Changed<HandShown>)>>;

/// A table's parts, read for its views.
type Tables<'w, 's> =
    Query<'w, 's, (&'static Room, &'static MatchState, &'static Deck, &'static RoomState, &'static TableMembers)>;

/// Sends each client of a table that changed what changed for it (and the steps'
/// accounts), and each client seated since the last frame its table whole. Runs once a
/// frame, before the messages go out.
#[allow(clippy::too_many_arguments)]
pub(super) fn tell_tables(
    changed: ChangedTables,
    changed_members: ChangedMembers,
    newcomers: Query<&Seat, (With<ConnectedClient>, Without<SentView>)>,
    unwritten: Query<(), With<super::store::Unwritten>>,
    store: Res<super::store::RoomStore>,
    tables: Tables,
    fencers: Query<(&Fencer, &Score)>,
    hands: Query<(&HandOf, &Hand, &HandShown)>,
    mut news: Query<&mut News>,
    seats: Query<(&Seat, Option<&SentView>)>,
    mut commands: Commands,
) {
    let mut touched: BTreeSet<Entity> = changed.iter().collect();
    touched.extend(changed_members.iter().map(|at| at.0));
    touched.extend(newcomers.iter().map(|seat| seat.table));
    // A room written in this frame after a failed write, whose changes were held.
    touched.extend(store.written_now.iter().copied());
    for table in touched {
        let Ok((room, state, deck, room_state, members)) = tables.get(table) else { continue };
        // Nobody is told of a change before it is on disk (`super::store`): a room whose
        // write failed keeps its news until it is written.
        if room.unsaved || unwritten.contains(table) {
            continue;
        }
        // Taken without marking the news changed: a table is not visited again for it.
        let happened =
            news.get_mut(table).map(|mut n| std::mem::take(&mut n.bypass_change_detection().0)).unwrap_or_default();
        let parts = |role: Role| {
            let mut view = SeatView {
                state: state.clone(),
                deck: *deck,
                fencers: Side::BOTH.map(|side| Fencer { side, space: 0, hand_size: 0 }),
                scores: [Score(0); 2],
                hands: [None; 2],
                room: room_state.clone(),
            };
            for (fencer, score) in fencers.iter_many(members.iter()) {
                view.fencers[fencer.side.index()] = *fencer;
                view.scores[fencer.side.index()] = *score;
            }
            for (of, hand, shown) in hands.iter_many(members.iter()) {
                if shown.open || role == Role::Plays(of.0) {
                    view.hands[of.0.index()] = Some(*hand);
                }
            }
            view
        };
        for client in room.everyone() {
            let Ok((seat, sent)) = seats.get(client) else { continue };
            if seat.table != table {
                continue;
            }
            let view = parts(seat.role);
            match sent {
                None => super::telling::tell(&mut commands, client, TableShown(Box::new(view.clone()))),
                Some(SentView(before)) => {
                    let news = news_between(before, &view, happened.clone());
                    if news.is_empty() {
                        continue;
                    }
                    super::telling::tell(&mut commands, client, news);
                }
            }
            if let Ok(mut client) = commands.get_entity(client) {
                client.try_insert(SentView(view));
            }
        }
    }
}

/// What changed from `before` to `after`, with the steps' accounts `happened`.
fn news_between(before: &SeatView, after: &SeatView, happened: Vec<Happened>) -> TableNews {
    TableNews {
        happened,
        state: (before.state != after.state).then(|| StateChange::between(&before.state, &after.state)),
        deck: changed(before.deck, after.deck),
        fencers: [0, 1].map(|i| changed(before.fencers[i], after.fencers[i])),
        scores: [0, 1].map(|i| changed(before.scores[i], after.scores[i])),
        hands: [0, 1].map(|i| changed(before.hands[i], after.hands[i])),
        room: (before.room != after.room).then(|| after.room.clone()),
    }
}
