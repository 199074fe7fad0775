//! The measurement harness of the command line: `--screenshot` (save a PNG after N frames
//! and exit), `--autoplay` (print the result of a computer-against-computer match),
//! `--report` (frame times as JSON, for the README's figures), `--exit-after`, and the
//! bare Bevy scene that is the yardstick of those figures (`--bare-scene`), and with
//! `EN_GARDE_DEBUG_REPAINT` set, a log line per frame saying why it was drawn.

use crate::game::ai_driver::SceneBusy;
use crate::game::{MatchOver, MatchView, Seats};
use crate::rules::Side;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What the command line asked the running app to do besides being played.
#[derive(Resource, Debug, Clone, Default)]
pub struct Harness {
    /// `--screenshot`: where to save the PNG.
    pub screenshot: Option<PathBuf>,
    /// `--after-frames`: frames to render before the screenshot, 1..
    pub after_frames: u32,
    /// `--autoplay` is on: the run ends with the match, not with the screenshot.
    pub autoplay: bool,
    /// `--report`: where to write the frame times as JSON.
    pub report: Option<PathBuf>,
    /// `--exit-after`: leave after this long.
    pub exit_after: Option<Duration>,
    /// When the program started (for the first frame's time).
    pub started: Option<Instant>,
    /// The seed of the match `--autoplay` plays.
    pub seed: u64,
    /// When the file at the screenshot's path was last changed before this run (the new
    /// picture must be newer).
    pub screenshot_was: Option<std::time::SystemTime>,
    /// `--play-steps`: the screenshot waits for the steps to be played
    /// ([`FrameLog::request_shot`]) instead of `after_frames`.
    pub shot_after_steps: bool,
}

/// Frames to wait for a screenshot to reach the disk before giving up.
const SCREENSHOT_PATIENCE: u32 = 300;

/// Checks before the window opens that a screenshot can be written to `path`: a name
/// ending in `.png`, not a folder, in a folder that exists and takes a new file (tried with
/// a file of this process's own, removed at once). A file already at `path` is not touched
/// until the new picture replaces it.
///
/// # Errors
/// A sentence naming the path and the problem.
pub fn check_screenshot_path(path: &std::path::Path) -> Result<(), String> {
    let shown = path.display();
    if path.is_dir() {
        return Err(format!("--screenshot {shown}: that is a folder; give a file name ending in .png"));
    }
    if !path.extension().is_some_and(|e| e.eq_ignore_ascii_case("png")) {
        return Err(format!("--screenshot {shown}: the picture is a PNG; give a file name ending in .png"));
    }
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => std::path::Path::new("."),
    };
    if folder.exists() && !folder.is_dir() {
        return Err(format!("--screenshot {shown}: {} is a file, not a folder", folder.display()));
    }
    if !folder.is_dir() {
        return Err(format!("--screenshot {shown}: the folder {} does not exist", folder.display()));
    }
    let probe = folder.join(format!(".en-garde-screenshot-{}", std::process::id()));
    match std::fs::OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => Err(format!("--screenshot {shown}: cannot write in {} ({e})", folder.display())),
    }
}

/// When the file at `path` was last changed, if it exists: a screenshot is there once the
/// file is newer than this.
pub fn modified(path: &std::path::Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// Frame timings for `--report`.
#[derive(Resource, Debug, Default)]
pub struct FrameLog {
    frames: u32,
    first_frame: Option<Duration>,
    busy_frame_ms: Vec<f64>,
    exit_code: Option<u8>,
    exit_in: Option<u32>,
    /// The frame the screenshot was asked for at.
    shot_at: Option<u32>,
    shot_requested: bool,
}

impl FrameLog {
    /// Frames rendered so far (1 during the first frame).
    pub fn frames(&self) -> u32 {
        self.frames
    }

    /// True once an exit was asked for.
    pub fn exiting(&self) -> bool {
        self.exit_code.is_some()
    }

    /// Leaves with exit status `code` in `in_frames` frames (the first exit asked for wins).
    pub fn exit(&mut self, code: u8, in_frames: u32) {
        if self.exit_code.is_none() {
            self.exit_code = Some(code);
            self.exit_in = Some(in_frames);
        }
    }

    /// Takes the `--screenshot` in this frame (with [`Harness::shot_after_steps`]).
    pub fn request_shot(&mut self) {
        self.shot_requested = true;
    }
}

/// The yardstick for the README's figures: Bevy's plain 3D scene (a cube on a plane, a
/// light with shadows, a camera) in a window of the same size.
pub fn bare_scene(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.spawn((
        Name::new("Bare scene disc"),
        Mesh3d(meshes.add(Circle::new(4.0))),
        MeshMaterial3d(materials.add(Color::WHITE)),
        Transform::from_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
    ));
    commands.spawn((
        Name::new("Bare scene cube"),
        Mesh3d(meshes.add(Cuboid::new(1.0, 1.0, 1.0))),
        MeshMaterial3d(materials.add(Color::srgb_u8(124, 144, 255))),
        Transform::from_xyz(0.0, 0.5, 0.0),
    ));
    commands.spawn((
        Name::new("Bare scene light"),
        PointLight { shadow_maps_enabled: true, ..default() },
        Transform::from_xyz(4.0, 8.0, 4.0),
    ));
    commands.spawn((
        Name::new("Bare scene camera"),
        Camera3d::default(),
        Transform::from_xyz(-2.5, 4.5, 9.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

/// The second yardstick (`--bare-scene --bare-panels`): egui panels the size of the match
/// screen's — a score bar, a hand panel of 150 points with five cards, and the side panel's
/// card over the view's top-right corner (250 points wide, 30% of the view high) with
/// three buttons and a scrolling log of 30 lines — drawn every frame in the game's fonts
/// and style, over the bare scene.
pub fn bare_panels(mut contexts: bevy_egui::EguiContexts) -> Result {
    use bevy_egui::egui::{self, RichText, vec2};
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "bare-panels".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    egui::Panel::top("bare-top").show(&mut root, |ui| {
        ui.horizontal(|ui| {
            ui.label(RichText::new("You").strong());
            ui.label("0 of 5");
            ui.separator();
            ui.label("Round 1 · Draw pile 15 cards · Discard 0");
            ui.separator();
            ui.label(RichText::new("Computer (normal)").strong());
            ui.label("0 of 5");
        });
    });
    // The bottom panel first, so that the card below knows the view's height.
    let hand = egui::Panel::bottom("bare-hand").min_size(150.0).show(&mut root, |ui| {
        ui.horizontal(|ui| {
            for v in 1..=5 {
                let _ = ui.add(egui::Button::new(RichText::new(v.to_string()).size(40.0)).min_size(vec2(62.0, 90.0)));
            }
            ui.label("Pick cards, then an action — or click a highlighted space to move there.");
        });
    });
    // The side panel as the match draws it on a roomy screen: a card over the view's
    // top-right corner, of one height, with its buttons, the folded tracker's line, the
    // round and a log of 30 lines scrolling inside.
    let view =
        egui::Rect::from_min_max(root.max_rect().min, egui::pos2(root.max_rect().max.x, hand.response.rect.top()));
    let tall = view.height() * crate::ui::hud::side_panel::CORNER_SHARE - 20.0;
    egui::Area::new("bare-side".into())
        .pivot(egui::Align2::RIGHT_TOP)
        .fixed_pos(view.right_top() + vec2(-8.0, 8.0))
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            let fill = ui.style().visuals.window_fill.gamma_multiply(0.92);
            egui::Frame::window(ui.style()).fill(fill).inner_margin(10.0).show(ui, |ui| {
                ui.set_width(crate::ui::hud::side_panel::SIDE_WIDTH);
                ui.set_height(tall);
                ui.set_max_height(tall);
                ui.horizontal(|ui| {
                    for b in ["Menu (Esc)", "Undo", "Hint"] {
                        let _ = ui.add(egui::Button::new(RichText::new(b).size(17.0)).min_size(vec2(60.0, 32.0)));
                    }
                });
                ui.separator();
                egui::ScrollArea::vertical().stick_to_bottom(true).show(ui, |ui| {
                    ui.label("▸ Cards played");
                    ui.label(RichText::new("Round 1").size(20.0));
                    for i in 1..=30 {
                        ui.label(format!("{i}. You advance 3 from space 5 to space 8."));
                    }
                });
            });
        });
    Ok(())
}

/// `--autoplay`: prints the finished match's result and leaves a few frames later.
pub fn autoplay_result(
    ev: On<MatchOver>,
    table: MatchView,
    players: Res<Seats>,
    harness: Res<Harness>,
    mut log: ResMut<FrameLog>,
) {
    let Some(view) = table.get() else { return };
    let name = |s: Side| players.get(s).display_name();
    println!(
        "autoplay: {} ({}) beats {} ({}) {}–{} in {} rounds, seed {}",
        name(ev.winner),
        ev.winner,
        name(ev.winner.opponent()),
        ev.winner.opponent(),
        ev.scores[ev.winner.index()],
        ev.scores[ev.winner.opponent().index()],
        view.match_state.round_number,
        harness.seed
    );
    // Let the match-over screen render before leaving.
    log.exit_code = Some(0);
    log.exit_in = Some(30);
}

/// Counts frames, times the busy ones for `--report`, and takes the `--screenshot`.
pub fn harness_frames(
    mut log: ResMut<FrameLog>,
    harness: Res<Harness>,
    time: Res<Time<Real>>,
    // Absent in the bare scene (`--bare-scene`), which has no game.
    busy: Option<Res<SceneBusy>>,
    mut commands: Commands,
) {
    log.frames += 1;
    if log.frames == 1 {
        log.first_frame = harness.started.map(|s| s.elapsed());
    } else if busy.as_ref().is_some_and(|b| b.0) || harness.report.is_some() && busy.is_none() {
        log.busy_frame_ms.push(time.delta_secs_f64() * 1000.0);
    }
    let due = if harness.shot_after_steps {
        std::mem::take(&mut log.shot_requested)
    } else {
        log.frames == harness.after_frames
    };
    if let Some(path) = &harness.screenshot
        && due
        && log.shot_at.is_none()
    {
        log.shot_at = Some(log.frames);
        commands.spawn((Name::new("Screenshot"), Screenshot::primary_window())).observe(save_to_disk(path.clone()));
    }
}

/// Leaves when a command-line mode is done: after the screenshot is saved, after
/// `--exit-after`, or after `--autoplay`'s result; writes the `--report` first.
pub fn harness_exit(
    mut log: ResMut<FrameLog>,
    harness: Res<Harness>,
    mut exit: MessageWriter<AppExit>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if let Some(path) = &harness.screenshot
        && let Some(shot_at) = log.shot_at
        && log.frames > shot_at
        && !harness.autoplay
    {
        let written = std::fs::metadata(path).is_ok_and(|m| m.len() > 0 && m.modified().ok() != harness.screenshot_was);
        if written {
            log.exit_code.get_or_insert(0);
            log.exit_in.get_or_insert(2);
        } else if log.frames > shot_at + SCREENSHOT_PATIENCE && log.exit_code.is_none() {
            // The save failed after the path was checked (a full disk, say): Bevy only logs
            // that, so give up with an error rather than render for ever.
            eprintln!("error: the screenshot could not be saved to {}", path.display());
            log.exit_code = Some(1);
            log.exit_in = Some(0);
        }
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

/// Debug aid: with `EN_GARDE_DEBUG_REPAINT` set, logs why each frame is drawn (redraw
/// requests, egui's repaint causes and input) and what the game is doing.
pub fn debug_repaint(
    mut contexts: bevy_egui::EguiContexts,
    mut redraws: MessageReader<bevy::window::RequestRedraw>,
    table: crate::game::MatchView,
    driver: Res<crate::game::ai_driver::AiDriver>,
    busy: Res<SceneBusy>,
    screen: Res<State<crate::game::screens::Screen>>,
    hover: Res<bevy::picking::hover::HoverMap>,
    pointers: Query<&bevy::picking::pointer::PointerLocation>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let n = redraws.read().count();
    let causes = ctx.repaint_causes();
    let events = ctx.input(|i| format!("{:?} pointer {:?}", i.raw.events, i.pointer.latest_pos()));
    let state = table
        .get()
        .map(|t| format!("{:?} steps {}", t.match_state.match_phase, t.match_state.steps))
        .unwrap_or_default();
    let hovered: Vec<String> = hover.values().flat_map(|m| m.keys().map(|e| format!("{e}"))).collect();
    let at: Vec<String> = pointers.iter().map(|p| format!("{:?}", p.location.as_ref().map(|l| l.position))).collect();
    info!("picking: pointers at {at:?}, hovering {hovered:?}");
    info!(
        "redraw requests: {n}; egui repaint causes: {causes:?}; input {events}; {:?} {state}; ai busy {} scene busy {}",
        screen.get(),
        driver.busy(),
        busy.0
    );
    Ok(())
}
