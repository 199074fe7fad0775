//! The referee of network play: a headless server of many rooms, each a match between two
//! players at other computers. Only here do the rules' matches live (`rules::Match`, with
//! the order of the draw pile); every step a client asks for goes through the rules
//! (`MatchHistory::play`), and the result is written into the room's match components,
//! which [`views`] sends to the room's players and spectators only — whole when one takes
//! a seat, then what each step changed — each fencer's hand (on an entity of its own,
//! [`HandOf`]) to its owner only, unless the rules show it ([`HandShown`]).
//!
//! Every room's changes are written once a frame, all rooms' together and synced once, before
//! its players are told of them ([`store`]: `persist::journal`), so a server stopped in any
//! way, `kill -9` included, restarts with every step a player saw; a finished match becomes a record in the server's `records/`,
//! and each player is sent a copy ([`RecordReady`]).
//!
//! Each room is a table of the one shape every table has (`crate::game::table`): its
//! [`Room`] (who sits where, their tokens and presence) is a component on the table entity,
//! beside the table's `Referee`; steps are applied and written by `game::table::Tables`, as
//! a local match's are. The concerns live apart: [`transport`] (the socket, stopping),
//! [`rooms`] (opening, restoring, saving and finishing rooms), [`admission`] (who may sit
//! where: a player's seat or a spectator's), [`pairing`] (quick pairing by rating), [`house`] (the computer levels as rated players), [`play`] (a seated player's steps), [`emotes`] (their preset messages),
//! [`presence`] (players who leave and come back), [`clock`] (correspondence matches' clocks), [`ratings`] (Glicko-2 at each match's
//! end), [`traffic`] (clients that send too much); [`options`] says how it runs and
//! [`telling`] what it tells a client.
//!
//! Hostile input: every message is checked; a message over [`MAX_MESSAGE_BYTES`], more
//! than [`MAX_MESSAGES_PER_S`] in a second, or one that does not decode drops that client
//! alone, with a [`Refused`] saying why.

mod admission;
mod clock;
mod directory;
mod emotes;
pub mod fleet;
mod fleet_pairing;
mod house;
mod http;
mod lobby;
mod metrics;
mod options;
mod pairing;
mod play;
mod presence;
mod ratings;
mod rooms;
mod store;
mod telling;
mod traffic;
mod transport;
mod views;

pub use admission::{HELLO_WITHIN, KnownAs, LobbyAsks};
pub use fleet_pairing::SHARE_AGAIN;
pub use house::{HOUSE_ANCHOR, House, house_rating};
pub use http::MAX_HTTP_CONNECTIONS;
pub use metrics::{HEALTHY_WITHIN, ServerMetrics};
pub use options::ServerOptions;
pub use pairing::{PairingQueue, RANGE_AT_FIRST, RANGE_PER_SECOND, Waits};
pub use ratings::{HOUSE_DEVIATION, PROVISIONAL_DEVIATION, Ratings};
pub use rooms::{Room, Rooms};
pub use traffic::{MAX_ACKS_PER_S, MAX_MESSAGE_BYTES, MAX_MESSAGES_PER_S, Traffic};
pub use transport::{ListeningOn, MAX_CLIENTS, MAX_CLIENTS_PER_ADDRESS, ServerKey, StopRequested, stop_when_flagged};

use crate::net::quic::QuicServer;
use bevy::prelude::*;
use bevy_replicon::prelude::*;

/// A headless server app ([`super::stack::headless_app`]) with `options`.
pub fn server_app(options: ServerOptions) -> App {
    let mut app = super::stack::headless_app();
    app.insert_resource(options).add_plugins(plugin).set_runner(super::stack::run_when_woken);
    app
}

/// The server's systems and observers; the app must also have the networking stack
/// ([`super::stack::add_networking`]) and [`ServerOptions`].
pub fn plugin(app: &mut App) {
    app.init_resource::<Traffic>()
        .init_resource::<Ratings>()
        .init_resource::<PairingQueue>()
        .init_resource::<admission::LobbyAsks>()
        .init_resource::<ServerMetrics>()
        .add_systems(
            Startup,
            (ratings::restore_ratings, house::open_house, rooms::restore_rooms, transport::listen, http::serve).chain(),
        )
        .add_systems(
            PreUpdate,
            traffic::guard_traffic.after(ServerSystems::ReceivePackets).before(ServerSystems::Receive),
        )
        .add_systems(
            Update,
            (
                presence::count_down_away,
                directory::keep_up,
                clock::run_out,
                admission::drop_the_silent,
                pairing::pair_waves,
                fleet_pairing::waves,
                house::call_house.run_if(resource_exists::<ListeningOn>.and_then(resource_exists::<ServerKey>)),
                http::note_frame,
                http::note_ready.run_if(resource_added::<ListeningOn>),
                http::sample,
            ),
        )
        .init_resource::<store::RoomStore>()
        .add_systems(
            PostUpdate,
            (store::write_rooms, views::tell_tables, store::finish_matches).chain().before(ServerSystems::Send),
        )
        .add_systems(
            Last,
            (transport::tell_clients_stopping.run_if(resource_exists::<QuicServer>), transport::stop_when_requested)
                .chain()
                .run_if(resource_exists::<StopRequested>),
        )
        .add_observer(admission::on_hello)
        .add_observer(views::on_seat)
        .add_observer(admission::note_connection)
        .add_observer(play::on_act)
        .add_observer(emotes::on_emote)
        .add_observer(ratings::on_finished)
        .add_observer(presence::on_client_gone)
        .add_observer(http::count_gone);
}
