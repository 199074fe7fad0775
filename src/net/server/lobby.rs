//! The lobby's list of public rooms ([`Want::List`]): a server's own, or in a fleet every
//! server's, each shared at its heartbeat (`super::directory`).
//!
//! [`Want::List`]: crate::net::protocol::Want::List

use super::ratings::Ratings;
use super::rooms::{Room, Rooms};
use crate::game::table::Referee;
use crate::net::protocol::{LOBBY_PAGE, OpenRoom, RoomList};
use crate::persist::UtcTime;
use crate::rules::Side;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Page `page` of the lobby: the public rooms whose match is not over — those with an open
/// seat first, then those being played (to watch), each the oldest first — [`LOBBY_PAGE`]
/// a page, each with its host's rating at its level and its spectators.
pub(super) fn lobby_page(
    rooms: &Rooms,
    room_q: &Query<(&mut Room, &Referee)>,
    ratings: &Ratings,
    page: u32,
) -> RoomList {
    let rooms = rooms.by_code.values().filter_map(|e| room_q.get(*e).ok());
    page_of(public_rooms(rooms, ratings), page)
}

/// One public room of a lobby, with what orders it: open seats first, then the oldest (by
/// its start, to the second, then in the order its server opened them).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) struct Listed {
    open: bool,
    started_at: UtcTime,
    /// The room's number on its server (its rooms are numbered as they open).
    order: u32,
    room: OpenRoom,
}

/// The public rooms among `rooms` (each with its table's referee), as a lobby lists them.
pub(super) fn public_rooms<'a>(rooms: impl Iterator<Item = (&'a Room, &'a Referee)>, ratings: &Ratings) -> Vec<Listed> {
    rooms
        .filter(|(r, _)| r.public && !r.over())
        .filter_map(|(r, referee)| {
            let rules = referee.history().rules;
            let (side, host) = Side::BOTH.into_iter().find_map(|s| r.players[s.index()].clone().map(|p| (s, p)))?;
            let rating = r.keys[side.index()].map(|k| ratings.rated(rules.level, k));
            let guest = r.players[side.opponent().index()].clone();
            let watchers = r.watchers.len() as u32;
            let days = r.clock.map(|c| c.days);
            let open = r.players.iter().any(Option::is_none);
            let room = OpenRoom { code: r.code.clone(), host, rating, rules, guest, watchers, days };
            Some(Listed { open, started_at: r.started_at, order: r.id, room })
        })
        .collect()
}

/// Page `page` of a lobby of `listed` rooms ([`LOBBY_PAGE`] a page): those with an open
/// seat first, then those being played, each the oldest first.
pub(super) fn page_of(mut listed: Vec<Listed>, page: u32) -> RoomList {
    let order = |l: &Listed| (!l.open, l.started_at, l.order);
    listed.sort_by(|a, b| order(a).cmp(&order(b)).then_with(|| a.room.code.as_str().cmp(b.room.code.as_str())));
    let total = listed.len();
    let open = listed.iter().filter(|l| l.open).count();
    let pages = total.div_ceil(LOBBY_PAGE);
    let rooms =
        listed.into_iter().skip((page as usize).saturating_mul(LOBBY_PAGE)).take(LOBBY_PAGE).map(|l| l.room).collect();
    RoomList { page, pages: pages as u32, total: total as u32, open: open as u32, rooms }
}
