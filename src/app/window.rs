//! The window follows the player's settings: its size at start, full screen or windowed
//! whenever the setting changes, and the size the player leaves it at is remembered.

use crate::game::storage::{Ephemeral, UserSettings};
use crate::persist::settings::DisplayMode;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, RequestRedraw, WindowMode, WindowResized};

/// The window the game opens: `--window`'s size (`given`, this run's only), else 1280 × 720
/// until [`apply_window_settings`] gives it the size the player left it at.
pub fn primary_window(given: Option<(u32, u32)>) -> Window {
    let (w, h) = given.unwrap_or((1280, 720));
    Window { title: "En Garde".into(), name: Some("en-garde".into()), resolution: (w, h).into(), ..default() }
}

/// The window follows the settings, as `app::run` sets it up: a run whose command line
/// gave `--window` (`given_size`) keeps that size and leaves the remembered one alone
/// (README, "Command line"); a measuring run (`--screenshot`, `--autoplay`, …) opens at
/// the size it was given, for pictures and figures of a known size; any other run opens at
/// the remembered size and remembers the size the player leaves it at. Full screen or
/// windowed always follows the settings.
pub fn follow_settings(app: &mut App, given_size: bool, measuring: bool) {
    if !given_size && !measuring {
        app.add_systems(Startup, apply_window_settings);
    }
    // Read by `shown_changed` (network play's plugin registers it too).
    app.add_message::<crate::net::online::OnlineRequest>().init_resource::<PendingRedraws>();
    app.add_systems(
        Update,
        (
            window_follows_settings,
            (redraw_after_a_change.run_if(shown_changed()), redraw_while_starting, redraw_pending).chain(),
        ),
    );
    // `--window` sets this run's size only: the size the player keeps is not replaced.
    if !given_size {
        app.add_systems(Update, remember_window_size);
    }
}

/// The window takes the size and mode kept in the settings at start.
pub fn apply_window_settings(settings: Res<UserSettings>, mut windows: Query<&mut Window>) {
    for mut w in &mut windows {
        w.resolution.set(settings.window.width, settings.window.height);
    }
}

/// Remembers the window's size in the settings once the player has stopped resizing it
/// for a second (so a drag writes `settings.ron` once, not on every step).
pub fn remember_window_size(
    mut resized: MessageReader<WindowResized>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut settings: ResMut<UserSettings>,
    time: Res<Time<Real>>,
    mut pending: Local<Option<(f32, f32, f64)>>,
    mut redraw: MessageWriter<RequestRedraw>,
    ephemeral: Res<Ephemeral>,
) {
    let now = time.elapsed_secs_f64();
    if resized.read().count() > 0
        && let Ok(w) = windows.single()
        && w.mode == WindowMode::Windowed
    {
        *pending = Some((w.width(), w.height(), now));
    }
    let Some((w, h, at)) = *pending else { return };
    if now - at < 1.0 {
        redraw.write(RequestRedraw);
        return;
    }
    *pending = None;
    if ephemeral.0 {
        return;
    }
    if (settings.window.width - w).abs() >= 1.0 || (settings.window.height - h).abs() >= 1.0 {
        settings.window.width = w;
        settings.window.height = h;
    }
}

/// Full screen or windowed, as the settings say, whenever they change.
pub fn window_follows_settings(settings: Res<UserSettings>, mut windows: Query<&mut Window>) {
    if !settings.is_changed() {
        return;
    }
    let want = match settings.window.mode {
        DisplayMode::Windowed => WindowMode::Windowed,
        DisplayMode::Fullscreen => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
    };
    for mut w in &mut windows {
        if w.mode != want {
            w.mode = want;
        }
    }
}

/// Frames still to draw without waiting for input: six when the window opens, at least
/// three after every change of screen, menu or stage, or of what the panels show
/// ([`shown_changed`]) (egui lays a new window out over two frames), so that nothing waits
/// for the pointer to move before it shows.
#[derive(Resource)]
pub struct PendingRedraws(pub u32);

impl Default for PendingRedraws {
    fn default() -> Self {
        PendingRedraws(6)
    }
}

/// Whether, since the last frame, the screen, the menu or the stage changed, or what the
/// panels show beyond the screens: whose cards the screen shows (the hot-seat curtain),
/// the person's choices, the notices, the log, the analysis, the match on the table, and
/// network play (the connection, the lobby's list, the pairing's wait, a problem, and a
/// request of the screens to it: handled in the next frame, which must come without
/// input).
/// A change to any of them is drawn without waiting for input (a key that lifts the
/// curtain changes the hand-over only in the frame after the key's). Each part is a run
/// condition, every one evaluated every frame (eagerly: each looks at what changed since it
/// last ran); an app without a part (a headless test) has nothing of it to change.
pub fn shown_changed() -> impl SystemCondition<()> {
    use crate::game::screens::{Menu, Screen, Stage};
    state_changed::<Screen>
        .or_eager(state_changed::<Menu>)
        .or_eager(state_changed::<Stage>)
        .or_eager(resource_exists_and_changed::<crate::game::flow::HandOver>)
        .or_eager(resource_exists_and_changed::<crate::game::Choices>)
        .or_eager(resource_exists_and_changed::<crate::ui::log::Toast>)
        .or_eager(resource_exists_and_changed::<crate::ui::log::ActionLog>)
        .or_eager(resource_exists_and_changed::<crate::game::analysis::RoundAnalysis>)
        .or_eager(table_changed)
        .or_eager(resource_exists_and_changed::<crate::net::client::Link>)
        .or_eager(resource_exists_and_changed::<crate::net::client::LobbyPage>)
        .or_eager(resource_exists_and_changed::<crate::net::client::PairingWait>)
        .or_eager(resource_exists_and_changed::<crate::net::client::LeaderboardPage>)
        .or_eager(resource_exists_and_changed::<crate::net::online::OnlineProblem>)
        .or_eager(on_message::<crate::net::online::OnlineRequest>)
}

/// Whether the match on the table changed since the last frame (its state, a hand, its kind).
fn table_changed(
    table: Query<
        (),
        (
            With<crate::game::MatchEntity>,
            Or<(Changed<crate::game::MatchState>, Changed<crate::game::Hand>, Changed<crate::game::MatchKind>)>,
        ),
    >,
) -> bool {
    !table.is_empty()
}

/// After a change ([`shown_changed`]): at least three more frames ([`PendingRedraws`]).
fn redraw_after_a_change(mut pending: ResMut<PendingRedraws>) {
    pending.0 = pending.0.max(3);
}

/// How long after start the window is drawn every frame, whatever happens: a window
/// system may show the window only after the first frames were drawn (Xvfb without a
/// window manager sends it nothing then), and a reactive window stayed black until the
/// pointer moved. At least [`FRAMES_AT_START`] frames too, for a machine whose first
/// frames are slow.
pub const DRAW_AT_START: std::time::Duration = std::time::Duration::from_secs(3);

/// The least number of frames drawn at start ([`DRAW_AT_START`]).
pub const FRAMES_AT_START: u32 = 60;

/// Keeps frames coming for [`DRAW_AT_START`] and [`FRAMES_AT_START`] after the app started.
fn redraw_while_starting(
    time: Res<Time<Real>>,
    frames: Res<bevy::diagnostic::FrameCount>,
    mut pending: ResMut<PendingRedraws>,
) {
    if time.elapsed() < DRAW_AT_START || frames.0 < FRAMES_AT_START {
        pending.0 = pending.0.max(1);
    }
}

/// Draws one of the [`PendingRedraws`], if any are left.
pub fn redraw_pending(mut pending: ResMut<PendingRedraws>, mut redraw: MessageWriter<RequestRedraw>) {
    if pending.0 > 0 {
        pending.0 -= 1;
        redraw.write(RequestRedraw);
    }
}
