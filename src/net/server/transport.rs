//! The server's socket and transport, and stopping cleanly.

use super::options::{ServerOptions, log, say};
use super::rooms::Rooms;
use crate::net::protocol::NET_VERSION;
use crate::net::quic::server::ServerLimits;
use crate::net::quic::{Fingerprint, QuicServer, ServerIdentity, Wake};
use crate::persist::UtcTime;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use std::net::SocketAddr;

/// How many clients the server admits at once unless told otherwise (`--max-clients`),
/// handshakes included: two for each of 10,000 rooms and a quarter more for those who
/// wait, watch or ask the lobby (issue 27: a player costs about 45 KiB of the server's
/// memory with its share of a room, measured with `scripts/measure-net.sh`).
pub const MAX_CLIENTS: usize = 25_000;

/// How many connections one IP address may hold at once.
pub const MAX_CLIENTS_PER_ADDRESS: usize = 16;

/// Opens the server's QUIC endpoint, with the key kept in its data folder (made there the
/// first time; a new one per run without a data folder).
pub(super) fn listen(
    options: Res<ServerOptions>,
    channels: Res<RepliconChannels>,
    wake: Res<Wake>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    match open_server(&options, &channels, Wake::clone(&wake)) {
        Ok(server) => {
            let at = server.local_addr();
            // Always printed, even with `--quiet`: it names the port (also when the system
            // chose it) and the key clients can pin (`bot --server-key`).
            say(&format!(
                "{} listening on {at} (UDP, QUIC), network version {NET_VERSION}, key {}",
                UtcTime::now(),
                server.key()
            ));
            commands.insert_resource(ListeningOn(at));
            commands.insert_resource(ServerKey(server.key()));
            commands.insert_resource(server);
        }
        Err(e) => {
            eprintln!("error: {e}");
            exit.write(AppExit::from_code(2));
        }
    }
}

/// Insert to stop the server cleanly: every client is told the connection is closing (so
/// each starts retrying at once), then the app exits with success. The rooms are already
/// saved: that happens after every step.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct StopRequested {
    told: bool,
}

/// The server stops cleanly ([`StopRequested`]) once `flag` is set: by the Ctrl-C and
/// SIGTERM handler of `en-garde server`, or by the game that hosts it on a thread.
pub fn stop_when_flagged(app: &mut App, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) {
    let stop_when_asked = move |mut commands: Commands| {
        if flag.load(std::sync::atomic::Ordering::SeqCst) {
            commands.insert_resource(StopRequested::default());
        }
    };
    app.add_systems(Update, stop_when_asked.run_if(not(resource_exists::<StopRequested>)));
}

/// Asked to stop ([`StopRequested`]): every client is told the connection is closing, in
/// this frame's packets (before [`stop_when_requested`] marks them told).
pub(super) fn tell_clients_stopping(stop: Res<StopRequested>, mut server: ResMut<QuicServer>) {
    if !stop.told {
        server.close_all();
    }
}

/// Stops the server cleanly once asked ([`StopRequested`]): the clients are told in one
/// frame ([`tell_clients_stopping`]), the app exits on the next.
pub(super) fn stop_when_requested(
    mut stop: ResMut<StopRequested>,
    rooms: Res<Rooms>,
    options: Res<ServerOptions>,
    mut exit: MessageWriter<AppExit>,
) {
    if !stop.told {
        stop.told = true;
        // A server of a fleet leaves it at once: the others take its rooms within a
        // heartbeat rather than after the heartbeat lapses.
        if let Some(fleet) = &options.fleet
            && let Err(e) = fleet.leave()
        {
            log(&options, || format!("the fleet could not be told this server stops: {e}"));
        }
        return;
    }
    let n = rooms.len();
    let kept = if options.fleet.is_some() {
        "kept in the fleet; the other servers take them"
    } else if options.data.is_some() {
        "saved; they resume when the server starts again"
    } else {
        "not kept (no data folder)"
    };
    log(&options, || format!("stopping: {n} room(s) in progress {kept}"));
    exit.write(AppExit::Success);
}

/// The address the server listens on (with the port the system chose for port 0).
#[derive(Resource, Clone, Copy, Debug)]
pub struct ListeningOn(pub SocketAddr);

/// The fingerprint of the key the server shows, which clients pin.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ServerKey(pub Fingerprint);

/// The QUIC endpoint on `options.listen`, with the identity of the data folder.
fn open_server(options: &ServerOptions, channels: &RepliconChannels, wake: Wake) -> Result<QuicServer, String> {
    let made;
    let identity = match (&options.identity, &options.data) {
        (Some(identity), _) => identity.as_ref(),
        (None, Some(data)) => {
            made = ServerIdentity::load_or_create(&data.data_dir)?;
            &made
        }
        (None, None) => {
            made = ServerIdentity::generate()?;
            &made
        }
    };
    let limits = ServerLimits {
        max_connections: options.max_clients,
        max_per_address: options.max_per_address,
        ..Default::default()
    };
    QuicServer::open(options.listen, identity, limits, channels.client_channels().len(), wake)
}
