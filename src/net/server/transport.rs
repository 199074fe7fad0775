//! The server's socket and transport, and stopping cleanly.

use super::options::{ServerOptions, log, say};
use super::rooms::Rooms;
use crate::net::protocol::{NET_VERSION, PROTOCOL_ID};
use crate::persist::UtcTime;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::RenetChannelsExt;
use bevy_replicon_renet::RenetServer;
use bevy_replicon_renet::netcode::{NetcodeServerTransport, ServerAuthentication, ServerConfig};
use bevy_replicon_renet::renet::ConnectionConfig;
use std::net::{SocketAddr, UdpSocket};
use std::time::SystemTime;

/// How many clients the server's transport admits at once (two per room).
pub const MAX_CLIENTS: usize = 256;

/// Opens the UDP socket and the renet server.
pub(super) fn listen(
    options: Res<ServerOptions>,
    channels: Res<RepliconChannels>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    match open_server(&options, &channels) {
        Ok((server, transport)) => {
            let at = transport.addresses().first().copied().unwrap_or(options.listen);
            // Always printed, even with `--quiet`: it names the port (also when the system
            // chose it).
            say(&format!("{} listening on {at} (UDP), network version {NET_VERSION}", UtcTime::now()));
            commands.insert_resource(ListeningOn(at));
            commands.insert_resource(server);
            commands.insert_resource(transport);
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
pub(super) fn tell_clients_stopping(stop: Res<StopRequested>, mut server: ResMut<RenetServer>) {
    if !stop.told {
        server.disconnect_all();
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
        return;
    }
    let n = rooms.len();
    let kept = if options.data.is_some() {
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

/// The renet server and its netcode transport on `options.listen`.
fn open_server(
    options: &ServerOptions,
    channels: &RepliconChannels,
) -> Result<(RenetServer, NetcodeServerTransport), String> {
    let mut client_channels = channels.client_configs();
    for c in &mut client_channels {
        // A client has nothing big to say: a reliable channel over this is a disconnect.
        c.max_memory_usage_bytes = 64 * 1024;
    }
    let server = RenetServer::new(ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: client_channels,
        ..Default::default()
    });
    let socket =
        UdpSocket::bind(options.listen).map_err(|e| format!("cannot listen on {} (UDP): {e}", options.listen))?;
    let local = socket.local_addr().map_err(|e| format!("cannot read the socket's address: {e}"))?;
    let current_time = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default();
    let config = ServerConfig {
        current_time,
        max_clients: MAX_CLIENTS,
        protocol_id: PROTOCOL_ID,
        authentication: ServerAuthentication::Unsecure,
        public_addresses: vec![local],
    };
    let transport =
        NetcodeServerTransport::new(config, socket).map_err(|e| format!("cannot start the server's transport: {e}"))?;
    Ok((server, transport))
}
