//! The networking stack both ends build: bevy_replicon over QUIC ([`super::quic`]),
//! with the protocol registered ([`super::protocol::plugin`]), for a headless app (the
//! dedicated server, the network bot, the tests) or the game.

use super::quic::Wake;
use bevy::app::{PluginsState, ScheduleRunnerPlugin};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_replicon::prelude::*;
use std::time::Duration;

/// How long a headless app's frame is at least: the server answers a step within about
/// this time, and a bot's loop (a fixed loop) wakes this often.
pub const HEADLESS_FRAME: Duration = Duration::from_millis(2);

/// Adds replication and the transport to `app` (which has its own base plugins). Nothing
/// is replicated entity by entity and every server message is independent of replication
/// ([`super::protocol::plugin`]), so replicon's replication tick runs only every
/// [`REPLICATION_TICK`] (to let go of its per-frame buffers), not every frame: each tick
/// visits every connected client (issue 27: at 20,000 clients and hundreds of frames a
/// second, most of the server's CPU, for nothing to send).
pub fn add_networking(app: &mut App) {
    use bevy::time::common_conditions::on_real_timer;
    app.add_plugins((
        RepliconPlugins.set(ServerPlugin { tick_schedule: None, ..ServerPlugin::new(PostUpdate) }),
        super::quic::server::plugin,
        super::quic::client::plugin,
    ))
    .add_plugins(super::protocol::plugin)
    .add_systems(
        PostUpdate,
        bevy_replicon::server::increment_tick
            .run_if(in_state(ServerState::Running).and_then(on_real_timer(REPLICATION_TICK)))
            .in_set(ServerSystems::IncrementTick)
            .before(ServerSystems::Send),
    );
}

/// How often replicon's replication tick runs on a server ([`add_networking`]).
pub const REPLICATION_TICK: Duration = Duration::from_millis(100);

/// The longest a server sleeps between frames while nothing arrives: how late its
/// once-a-second work (away countdowns, saving again) and a stop request may be.
pub const IDLE_FRAME: Duration = Duration::from_millis(50);

/// The server's loop (set as its app's runner): a frame, then sleep until the transport
/// rings its [`Wake`] (a client connected, left or sent something) or [`IDLE_FRAME`]
/// passes, with at least [`HEADLESS_FRAME`] from one frame's start to the next. An idle
/// server wakes 20 times a second and uses next to no CPU (F18: the fixed 2 ms loop
/// before used 13–18% of a core); a busy one answers within a frame.
pub fn run_when_woken(mut app: App) -> AppExit {
    if app.plugins_state() != PluginsState::Cleaned {
        while app.plugins_state() == PluginsState::Adding {
            bevy::tasks::tick_global_task_pools_on_main_thread();
        }
        app.finish();
        app.cleanup();
    }
    run_on_one_thread(&mut app);
    let wake = app.world().get_resource::<Wake>().cloned().unwrap_or_default();
    loop {
        let start = std::time::Instant::now();
        app.update();
        if let Some(exit) = app.should_exit() {
            return exit;
        }
        wake.wait(IDLE_FRAME);
        // At most one frame every HEADLESS_FRAME: under load a frame takes every message
        // that came meanwhile, rather than one frame per message.
        if let Some(rest) = HEADLESS_FRAME.checked_sub(start.elapsed()) {
            std::thread::sleep(rest);
        }
    }
}

/// A headless app with the networking stack: no window, no rendering, a frame at most
/// every [`HEADLESS_FRAME`].
pub fn headless_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(HEADLESS_FRAME)), StatesPlugin));
    add_networking(&mut app);
    run_on_one_thread(&mut app);
    app
}

/// Runs every schedule `app` has now on the thread that runs its frames. A headless app's
/// frame is a few microseconds of work, which the multi-threaded executor spent waking the
/// task pool's threads and waiting for them: under load most of the server's CPU went to
/// thread switches (issue 27, profiled with `perf`), and most of a load process's.
pub fn run_on_one_thread(app: &mut App) {
    use bevy::ecs::schedule::SingleThreadedExecutor;
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}
