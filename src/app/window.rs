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
    app.add_systems(Update, (window_follows_settings, redraw_on_changes));
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

/// What the panels show beyond the screens: whose cards the screen shows (the hot-seat
/// curtain), the person's choices, the notices, the log, the analysis,
/// and the match on the table. A change to any of them is drawn without waiting for input
/// (a key that lifts the curtain changes the hand-over only in the frame after the key's).
#[derive(bevy::ecs::system::SystemParam)]
pub struct ShownState<'w, 's> {
    hand_over: Option<Res<'w, crate::game::flow::HandOver>>,
    choices: Option<Res<'w, crate::game::Choices>>,
    toast: Option<Res<'w, crate::ui::log::Toast>>,
    log: Option<Res<'w, crate::ui::log::ActionLog>>,
    analysis: Option<Res<'w, crate::game::analysis::RoundAnalysis>>,
    table: Query<
        'w,
        's,
        (),
        (
            With<crate::game::MatchEntity>,
            Or<(Changed<crate::game::Bout>, Changed<crate::game::Hand>, Changed<crate::game::MatchKind>)>,
        ),
    >,
}

impl ShownState<'_, '_> {
    /// Whether any of it changed since the last frame.
    fn changed(&self) -> bool {
        self.hand_over.as_ref().is_some_and(|r| r.is_changed())
            || self.choices.as_ref().is_some_and(|r| r.is_changed())
            || self.toast.as_ref().is_some_and(|r| r.is_changed())
            || self.log.as_ref().is_some_and(|r| r.is_changed())
            || self.analysis.as_ref().is_some_and(|r| r.is_changed())
            || !self.table.is_empty()
    }
}

/// Frames drawn without any input: the first ones after the window opens, and a few after
/// every change of screen, menu or stage, or of what the panels show ([`ShownState`])
/// (egui lays a new window out over two frames), so that nothing waits for the pointer to
/// move before it shows.
pub fn redraw_on_changes(
    screen: Option<Res<State<crate::game::screens::Screen>>>,
    menu: Option<Res<State<crate::game::screens::Menu>>>,
    stage: Option<Res<State<crate::game::screens::Stage>>>,
    shown: ShownState,
    mut pending: Local<Option<u32>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let changed = screen.is_some_and(|s| s.is_changed())
        || menu.is_some_and(|s| s.is_changed())
        || stage.is_some_and(|s| s.is_changed())
        || shown.changed();
    // Six frames at the start, three after a change.
    let left = pending.get_or_insert(6);
    if changed {
        *left = (*left).max(3);
    }
    if *left > 0 {
        *left -= 1;
        redraw.write(RequestRedraw);
    }
}
