//! The windowed game: Bevy's default plugins, egui, mesh picking, and the game's own
//! plugins; plus the command-line modes that drive the real app (`--scenario`,
//! `--screenshot`, `--autoplay`) and the measurement hooks used for the README figures.

use crate::cli::GameArgs;
use crate::flow::FlowRequest;
use crate::game::{Controller, MatchOver, MatchRequest, Players};
use crate::rules::scenario::Scenario;
use crate::rules::{RuleSet, Side};
use crate::screens::Screen;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::winit::WinitSettings;
use bevy_egui::EguiPlugin;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// What the command line asked the running app to do besides being played.
#[derive(Resource, Debug, Clone, Default)]
struct Harness {
    screenshot: Option<PathBuf>,
    after_frames: u32,
    autoplay: bool,
    report: Option<PathBuf>,
    exit_after: Option<Duration>,
    started: Option<Instant>,
}

/// Frame timings for `--report`.
#[derive(Resource, Debug, Default)]
struct FrameLog {
    frames: u32,
    first_frame: Option<Duration>,
    busy_frame_ms: Vec<f64>,
    exit_code: Option<u8>,
    exit_in: Option<u32>,
}

/// Runs the game until the window is closed (or a command-line mode finishes).
pub fn run(args: GameArgs) -> ExitCode {
    let started = Instant::now();
    let window_arg = match args.window_size() {
        Ok(s) => s,
        Err(e) => return fail(&e),
    };
    let paths = match crate::persist::DataPaths::resolve(args.data_dir.as_deref()) {
        Ok(p) => p,
        Err(e) => return fail(&e.to_string()),
    };
    let (w, h) = window_arg.unwrap_or((1280, 720));
    let autoplay = match args.autoplay_levels() {
        Ok(a) => a,
        Err(e) => return fail(&e),
    };
    let scenario = match &args.scenario {
        Some(p) => match Scenario::load(p).map_err(|e| e.to_string()).and_then(|s| s.play().map(|run| (s, run))) {
            Ok(x) => Some(x),
            Err(e) => return fail(&e),
        },
        None => None,
    };
    let measuring = args.screenshot.is_some() || autoplay.is_some() || args.report.is_some();
    let mut app = App::new();
    app.insert_resource(paths);
    // Command-line runs that are not a player's game leave the player's files alone.
    app.insert_resource(crate::persist::plugin::Ephemeral(measuring));
    if window_arg.is_none() && !measuring {
        app.add_systems(Startup, apply_window_settings);
    }
    app.add_systems(Update, window_follows_settings);
    // `--window` sets this run's size only: the size the player keeps is not replaced.
    if window_arg.is_none() {
        app.add_systems(Update, remember_window_size);
    }
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window { title: "En Garde".into(), resolution: (w, h).into(), ..default() }),
                ..default()
            })
            .set(bevy::log::LogPlugin { filter: "wgpu=error,naga=warn,bevy_render=warn".into(), ..default() }),
    );
    // A turn-based game waits for clicks: redraw only on input, or when something
    // animates or thinks (those systems request redraws). Command-line modes that must
    // run to the end by themselves render continuously.
    app.insert_resource(if args.continuous || measuring && args.report.is_none() {
        WinitSettings::continuous()
    } else {
        WinitSettings::desktop_app()
    });
    app.insert_resource(Harness {
        screenshot: args.screenshot.clone(),
        after_frames: args.after_frames.max(1),
        autoplay: autoplay.is_some(),
        report: args.report.clone(),
        exit_after: args.exit_after.map(Duration::from_secs_f64),
        started: Some(started),
    })
    .init_resource::<FrameLog>()
    .add_systems(Last, (harness_frames, harness_exit).chain());
    if args.bare_scene {
        app.add_systems(Startup, bare_scene);
    } else {
        app.add_plugins((EguiPlugin::default(), MeshPickingPlugin)).add_plugins(game_plugins);
        if let Some(levels) = autoplay {
            let players = Players(levels.map(|level| Controller::Computer { level }));
            let seed = args.seed.unwrap_or(1);
            app.insert_resource(crate::prefs::Overrides { ai_delay_ms: Some(0), animation_speed: Some(4.0) });
            app.world_mut().write_message(FlowRequest::StartWith { players, rules: RuleSet::advanced(), seed });
            app.add_observer(autoplay_result);
        } else if let Some((s, run)) = scenario {
            let players =
                Players([Controller::Human { name: "Left".into() }, Controller::Human { name: "Right".into() }]);
            *app.world_mut().resource_mut::<Players>() = players;
            app.world_mut().write_message(MatchRequest::FromPosition {
                rules: s.rule_set(),
                seed: args.seed.unwrap_or(1),
                round: Box::new(run.round),
            });
            app.insert_state(Screen::Match);
            if args.screenshot.is_some() {
                // Show the hand of the player to act, as after the hand-over.
                let side = run.round.to_act().unwrap_or(Side::Left);
                app.add_systems(Update, move |mut n: Local<u32>, mut flow: MessageWriter<FlowRequest>| {
                    *n += 1;
                    if *n == 3 {
                        flow.write(FlowRequest::Reveal(side));
                    }
                });
            }
        }
    }
    let exit = app.run();
    let code = app_exit_code(&exit);
    code.map_or(ExitCode::FAILURE, ExitCode::from)
}

fn app_exit_code(exit: &AppExit) -> Option<u8> {
    match exit {
        AppExit::Success => Some(0),
        AppExit::Error(c) => Some(c.get()),
    }
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::from(2)
}

/// The window takes the size and mode kept in the settings at start.
fn apply_window_settings(settings: Res<crate::persist::Settings>, mut windows: Query<&mut Window>) {
    for mut w in &mut windows {
        w.resolution.set(settings.window.width, settings.window.height);
    }
}

/// Remembers the window's size in the settings once the player has stopped resizing it
/// for a second (so a drag writes `settings.ron` once, not on every step).
fn remember_window_size(
    mut resized: MessageReader<bevy::window::WindowResized>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    settings: Option<ResMut<crate::persist::Settings>>,
    time: Res<Time<Real>>,
    mut pending: Local<Option<(f32, f32, f64)>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    ephemeral: Option<Res<crate::persist::plugin::Ephemeral>>,
) {
    let now = time.elapsed_secs_f64();
    if resized.read().count() > 0
        && let Ok(w) = windows.single()
        && w.mode == bevy::window::WindowMode::Windowed
    {
        *pending = Some((w.width(), w.height(), now));
    }
    let Some((w, h, at)) = *pending else { return };
    if now - at < 1.0 {
        redraw.write(bevy::window::RequestRedraw);
        return;
    }
    *pending = None;
    if ephemeral.is_some_and(|e| e.0) {
        return;
    }
    if let Some(mut s) = settings
        && ((s.window.width - w).abs() >= 1.0 || (s.window.height - h).abs() >= 1.0)
    {
        s.window.width = w;
        s.window.height = h;
    }
}

/// Full screen or windowed, as the settings say, whenever they change.
fn window_follows_settings(settings: Option<Res<crate::persist::Settings>>, mut windows: Query<&mut Window>) {
    let Some(settings) = settings.filter(|s| s.is_changed()) else { return };
    use bevy::window::{MonitorSelection, WindowMode};
    let want = match settings.window.mode {
        crate::persist::settings::DisplayMode::Windowed => WindowMode::Windowed,
        crate::persist::settings::DisplayMode::Fullscreen => {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        }
    };
    for mut w in &mut windows {
        if w.mode != want {
            w.mode = want;
        }
    }
}

/// The game's plugins on top of Bevy's and egui's: the headless game plus the scene, the
/// panels and the sound.
pub fn game_plugins(app: &mut App) {
    headless_plugins(app);
    app.add_plugins((crate::scene::plugin, crate::ui::plugin, crate::audio::plugin));
}

/// The game's logic without window, rendering, egui or sound: screens, the rules bridge,
/// the computer players, the flow between screens and the action log. Headless tests
/// drive matches through it with the same messages the UI writes.
pub fn headless_plugins(app: &mut App) {
    // Written by systems that keep frames coming in the window; harmless without one.
    app.add_message::<bevy::window::RequestRedraw>();
    app.add_plugins((
        crate::prefs::plugin,
        crate::screens::plugin,
        super::plugin,
        super::ai_driver::plugin,
        crate::flow::plugin,
        crate::ui::log::plugin,
        crate::persist::plugin,
    ));
}

/// The yardstick for the README's figures: Bevy's plain 3D scene (a cube on a plane, a
/// light with shadows, a camera) in a window of the same size.
fn bare_scene(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.spawn((
        Mesh3d(meshes.add(Circle::new(4.0))),
        MeshMaterial3d(materials.add(Color::WHITE)),
        Transform::from_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
    ));
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(1.0, 1.0, 1.0))),
        MeshMaterial3d(materials.add(Color::srgb_u8(124, 144, 255))),
        Transform::from_xyz(0.0, 0.5, 0.0),
    ));
    commands.spawn((PointLight { shadow_maps_enabled: true, ..default() }, Transform::from_xyz(4.0, 8.0, 4.0)));
    commands.spawn((Camera3d::default(), Transform::from_xyz(-2.5, 4.5, 9.0).looking_at(Vec3::ZERO, Vec3::Y)));
}

fn autoplay_result(
    ev: On<MatchOver>,
    duel: Option<Res<crate::game::Duel>>,
    players: Res<Players>,
    mut log: ResMut<FrameLog>,
) {
    let Some(duel) = duel else { return };
    let name = |s: Side| players.get(s).display_name();
    println!(
        "autoplay: {} ({}) beats {} ({}) {}–{} in {} rounds, seed {}",
        name(ev.winner),
        ev.winner,
        name(ev.winner.opponent()),
        ev.winner.opponent(),
        ev.scores[ev.winner.index()],
        ev.scores[ev.winner.opponent().index()],
        duel.game.round_number(),
        duel.game.seed()
    );
    // Let the match-over screen render before leaving.
    log.exit_code = Some(0);
    log.exit_in = Some(30);
}

fn harness_frames(
    mut log: ResMut<FrameLog>,
    harness: Res<Harness>,
    time: Res<Time<Real>>,
    busy: Option<Res<super::ai_driver::SceneBusy>>,
    mut commands: Commands,
) {
    log.frames += 1;
    if log.frames == 1 {
        log.first_frame = harness.started.map(|s| s.elapsed());
    } else if busy.as_ref().is_some_and(|b| b.0) || harness.report.is_some() && busy.is_none() {
        log.busy_frame_ms.push(time.delta_secs_f64() * 1000.0);
    }
    if let Some(path) = &harness.screenshot
        && log.frames == harness.after_frames
    {
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path.clone()));
    }
}

fn harness_exit(
    mut log: ResMut<FrameLog>,
    harness: Res<Harness>,
    mut exit: MessageWriter<AppExit>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if let Some(path) = &harness.screenshot
        && log.frames > harness.after_frames
        && std::fs::metadata(path).is_ok_and(|m| m.len() > 0)
        && !harness.autoplay
    {
        log.exit_code.get_or_insert(0);
        log.exit_in.get_or_insert(2);
    }
    if let (Some(limit), Some(start)) = (harness.exit_after, harness.started)
        && start.elapsed() >= limit
    {
        log.exit_code.get_or_insert(0);
        log.exit_in = Some(0);
    }
    let Some(n) = log.exit_in else { return };
    if n > 0 {
        log.exit_in = Some(n - 1);
        // Keep frames coming until the exit, also in reactive mode.
        redraw.write(bevy::window::RequestRedraw);
        return;
    }
    if let Some(path) = &harness.report {
        let mut ms = log.busy_frame_ms.clone();
        ms.sort_by(f64::total_cmp);
        let pct = |q: f64| if ms.is_empty() { 0.0 } else { ms[((ms.len() - 1) as f64 * q).round() as usize] };
        let report = serde_json::json!({
            "frames": log.frames,
            "first_frame_ms": log.first_frame.map(|d| d.as_secs_f64() * 1000.0),
            "busy_frames": ms.len(),
            "busy_frame_ms_median": pct(0.5),
            "busy_frame_ms_p95": pct(0.95),
        });
        if let Err(e) = std::fs::write(path, report.to_string()) {
            eprintln!("error: cannot write {}: {e}", path.display());
        }
    }
    let code = log.exit_code.unwrap_or(0);
    exit.write(if code == 0 { AppExit::Success } else { AppExit::from_code(code) });
}
