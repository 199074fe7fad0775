//! The networking stack both ends build: bevy_replicon over renet's netcode transport,
//! with the protocol registered ([`super::protocol::plugin`]), for a headless app (the
//! dedicated server, the network bot, the tests) or the game.

use bevy::app::ScheduleRunnerPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::RepliconRenetPlugins;
use std::time::Duration;

/// How long a headless app's frame is at least: the server answers a step within about
/// this time, and an idle process wakes this often.
pub const HEADLESS_FRAME: Duration = Duration::from_millis(2);

/// Adds replication and the transport to `app` (which has its own base plugins), with
/// the server sending what changed at the end of every frame.
pub fn add_networking(app: &mut App) {
    app.add_plugins((RepliconPlugins.set(ServerPlugin::new(PostUpdate)), RepliconRenetPlugins))
        .add_plugins(super::protocol::plugin);
}

/// A headless app with the networking stack: no window, no rendering, a frame at most
/// every [`HEADLESS_FRAME`].
pub fn headless_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(HEADLESS_FRAME)), StatesPlugin));
    add_networking(&mut app);
    app
}
