//! The app, assembled once: the windowed game (Bevy's default plugins, egui, mesh
//! picking and the game's own plugins), the headless game the tests and `selfplay` drive,
//! and the command-line modes that run the real app (`--scenario`, `--screenshot`,
//! `--autoplay`, `--check-frames`, `--check-picking`). The measurement harness is in
//! [`harness`], the window's size and mode in [`window`].

pub mod capture;
pub mod frames;
pub mod harness;
pub mod picking;
pub mod window;

use crate::ai::{BotLevel, Controller, Players};
use crate::cli::GameArgs;
use crate::game::flow::FlowRequest;
use crate::game::screens::Screen;
use crate::game::storage::{DataDir, Ephemeral};
use crate::game::{MatchRequest, Seats};
use crate::rules::scenario::Scenario;
use crate::rules::{Round, RuleSet, Side};
use bevy::prelude::*;
use bevy::winit::WinitSettings;
use bevy_egui::EguiPlugin;
use harness::{FrameLog, Harness};
use std::process::ExitCode;
use std::time::{Duration, Instant};

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
    if let Some(path) = &args.screenshot
        && let Err(e) = harness::check_screenshot_path(path)
    {
        return fail(&e);
    }
    if let Some(dir) = &args.capture
        && let Err(e) = capture::check_capture_dir(dir)
    {
        return fail(&e);
    }
    if let Some(dir) = &args.check_frames
        && let Err(e) = frames::check_dir(dir)
    {
        return fail(&e);
    }
    if let Some(file) = &args.check_picking
        && let Err(e) = std::fs::write(file, "")
    {
        return fail(&format!("--check-picking {}: {e}", file.display()));
    }
    if args.play_steps
        && let Some((_, run)) = &scenario
        && let Some((i, e)) = &run.rejected
    {
        return fail(&format!("--play-steps: the rules refuse step {i} of the scenario: {e}"));
    }
    let lesson = match &args.lesson {
        Some(id) => match find_lesson(id) {
            Ok(at) => Some(at),
            Err(e) => return fail(&e),
        },
        None => None,
    };
    let puzzle = match &args.puzzle {
        Some(id) => match find_puzzle(id) {
            Ok(at) => Some(at),
            Err(e) => return fail(&e),
        },
        None => None,
    };
    let measuring = args.screenshot.is_some()
        || autoplay.is_some()
        || args.report.is_some()
        || args.capture.is_some()
        || args.check_frames.is_some()
        || args.check_picking.is_some();
    let mut app = App::new();
    app.insert_resource(DataDir(paths));
    // Command-line runs that are not a player's game leave the player's files alone.
    app.insert_resource(Ephemeral(measuring));
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                // The app id (Wayland) and WM class (X11) the desktop entry names
                // (`StartupWMClass=en-garde`), so the window gets its menu entry and icon.
                primary_window: Some(window::primary_window(window_arg)),
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
        seed: args.seed.unwrap_or(1),
        screenshot_was: args.screenshot.as_deref().and_then(harness::modified),
        shot_after_steps: args.play_steps,
    })
    .init_resource::<FrameLog>()
    .add_systems(Last, (harness::harness_frames, harness::harness_exit).chain());
    // Read once at start: the debug log costs nothing unless asked for.
    if std::env::var_os("EN_GARDE_DEBUG_REPAINT").is_some() && !args.bare_scene {
        app.add_systems(Last, harness::debug_repaint);
    }
    if args.bare_scene {
        app.add_systems(Startup, harness::bare_scene);
        if args.bare_panels {
            app.add_plugins((EguiPlugin::default(), crate::ui::style::plugin)).add_systems(
                bevy_egui::EguiPrimaryContextPass,
                harness::bare_panels.after(crate::ui::ModalLayer::Style),
            );
        }
    } else {
        app.add_plugins((EguiPlugin::default(), MeshPickingPlugin)).add_plugins(game_plugins);
        window::follow_settings(&mut app, window_arg.is_some(), measuring);
        if let Some(dir) = &args.check_frames {
            app.insert_resource(frames::FrameCheck::new(dir.clone()))
                .add_systems(Last, frames::walk_frames.before(harness::harness_exit));
        } else if let Some(file) = &args.check_picking {
            app.insert_resource(picking::PickCheck::new(file.clone())).add_systems(Update, picking::check_picking);
        } else if let Some(link) = &args.link {
            let name = args.name.clone().unwrap_or_else(|| "Player".into());
            app.world_mut().write_message(crate::net::online::OnlineRequest::OpenLink { link: link.clone(), name });
        } else if let Some(address) = &args.connect {
            let code = args.room.clone().unwrap_or_default();
            let name = args.name.clone().unwrap_or_else(|| "Player".into());
            app.world_mut().write_message(crate::net::online::OnlineRequest::Join {
                address: address.clone(),
                code,
                name,
            });
        } else if let Some(levels) = autoplay {
            let players = Players(levels.map(|level| Controller::Computer { level }));
            let seed = args.seed.unwrap_or(1);
            app.insert_resource(crate::game::prefs::Overrides {
                ai_delay_ms: Some(0),
                animation_speed: Some(4.0),
                ..Default::default()
            });
            app.world_mut().write_message(FlowRequest::StartWith { players, rules: RuleSet::advanced(), seed });
            app.add_observer(harness::autoplay_result);
        } else if let Some(start) = puzzle {
            app.world_mut().write_message(start);
        } else if let Some((course, lesson)) = lesson {
            app.world_mut().write_message(crate::game::tutorial::StartLesson { course, lesson });
        } else if let Some((s, run)) = scenario {
            let mut rules = s.rule_set();
            if let Some(target) = args.target {
                rules.target_score = target;
            }
            let round = if args.play_steps {
                // The steps were played once already (and none was refused), so the
                // starting position is valid.
                match s.position().and_then(|p| Round::from_position(&p).map_err(|e| e.to_string())) {
                    Ok(r) => r,
                    Err(e) => return fail(&e),
                }
            } else {
                run.round
            };
            let players = if args.play_steps {
                // You against the computer, whose own decisions never come: the steps play
                // both sides until the script is done.
                app.insert_resource(crate::game::prefs::Overrides {
                    ai_delay_ms: Some(u32::MAX),
                    animation_speed: Some(1.0),
                    ..Default::default()
                });
                Players([Controller::Human { name: "Player".into() }, Controller::Computer { level: BotLevel::Normal }])
            } else {
                Players([Controller::Human { name: "Left".into() }, Controller::Human { name: "Right".into() }])
            };
            app.world_mut().resource_mut::<Seats>().0 = players;
            app.world_mut().write_message(MatchRequest::FromPosition {
                rules,
                seed: args.seed.unwrap_or(1),
                round: Box::new(round),
                kind: crate::game::MatchKind::Match,
            });
            app.insert_state(Screen::Match);
            if args.play_steps {
                let mut script = capture::StepScript::new(s.steps.clone());
                script.analyse = args.analyse;
                app.insert_resource(script).add_systems(Update, capture::play_steps);
                if let Some(dir) = &args.capture {
                    let fps = args.capture_fps.clamp(1, 60);
                    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
                        1.0 / f64::from(fps),
                    )))
                    .insert_resource(capture::Capture { dir: dir.clone(), frames: 0, stopped_at: None, written: false })
                    .add_systems(Last, capture::capture_frames.before(harness::harness_exit));
                }
            } else if args.screenshot.is_some() {
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
    if let Some(language) = args.lang
        && app.world().contains_resource::<crate::game::prefs::Overrides>()
    {
        app.world_mut().resource_mut::<crate::game::prefs::Overrides>().language = Some(language);
    }
    let exit = app.run();
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(c) => ExitCode::from(c.get()),
    }
}

/// The puzzle `id` of the shipped set (`daily`: today's) as a start.
fn find_puzzle(id: &str) -> Result<crate::game::puzzles::StartPuzzle, String> {
    use crate::game::puzzles::{PuzzleMode, StartPuzzle, daily_index, today};
    let set = crate::puzzles::PuzzleSet::shipped().map_err(|e| format!("--puzzle: {e}"))?;
    if id == "daily" {
        let index = daily_index(&set, today()).ok_or("--puzzle daily: the set is empty")?;
        return Ok(StartPuzzle { index, mode: PuzzleMode::Daily });
    }
    match set.puzzles.iter().position(|p| p.id == id) {
        Some(index) => Ok(StartPuzzle { index, mode: PuzzleMode::Trainer }),
        None => Err(format!(
            "--puzzle {id:?}: no such puzzle; the ids run from {} to {}, or daily",
            set.puzzles.first().map_or("", |p| p.id.as_str()),
            set.puzzles.last().map_or("", |p| p.id.as_str())
        )),
    }
}

/// Where the lesson `id` is: (course, lesson) of [`crate::tutorial::courses`].
///
/// # Errors
/// A sentence naming the unknown id and the known ones.
fn find_lesson(id: &str) -> Result<(usize, usize), String> {
    let courses = crate::tutorial::courses()?;
    for (c, course) in courses.iter().enumerate() {
        if let Some(l) = course.lessons.iter().position(|l| l.id == id) {
            return Ok((c, l));
        }
    }
    let known: Vec<&str> = courses.iter().flat_map(|c| c.lessons.iter().map(|l| l.id.as_str())).collect();
    Err(format!("--lesson {id:?}: no such lesson; the lessons are {}", known.join(", ")))
}

/// The game's plugins on top of Bevy's and egui's: the headless game plus the scene, the
/// panels and the sound.
pub fn game_plugins(app: &mut App) {
    headless_plugins(app);
    // Network play: hosting, joining, the server's match on the piste.
    crate::net::stack::add_networking(app);
    app.add_plugins((crate::net::client::plugin, crate::net::online::plugin, crate::net::correspondence::plugin));
    app.add_plugins((crate::scene::plugin, crate::ui::plugin, crate::audio::plugin, crate::third_party::plugin));
}

/// The scene's motion and the sound without a window, a renderer or the fencers' models,
/// for a headless app with [`headless_plugins`] and Bevy's `AssetPlugin`: the fencers on
/// the piste and their motion queues (`scene::fencer`, `scene::anim`: where a fencer
/// stands frame by frame, the sparks), the camera's framing (`scene::camera`, for the
/// app's `PrimaryWindow`, which the test spawns), the piste's spaces and their highlight
/// materials (`scene::piste`), the score tracks' markers (`scene::track`) and the sounds
/// (`audio`: an `AudioPlayer` per sound, which nothing plays without Bevy's audio), with
/// Bevy's transform and visibility propagation (the camera follows the fencers shown).
/// The models are never loaded, so the figures play no clips; what the player's settings
/// change in what is shown and heard is all there.
pub fn headless_scene(app: &mut App) {
    if !app.is_plugin_added::<bevy::transform::TransformPlugin>() {
        app.add_plugins(bevy::transform::TransformPlugin);
    }
    app.init_asset::<Mesh>()
        .init_asset::<bevy::mesh::skinning::SkinnedMeshInverseBindposes>()
        .add_plugins(bevy::camera::visibility::VisibilityPlugin)
        .init_asset::<StandardMaterial>()
        .init_asset::<Image>()
        .init_asset::<AudioSource>()
        .insert_resource(crate::scene::model::FencerModels {
            files: default(),
            scenes: default(),
            rigging: [None, None],
        });
    app.add_plugins((
        crate::scene::contact::plugin,
        crate::scene::fencer::plugin,
        crate::scene::anim::plugin,
        crate::scene::camera::plugin,
        crate::scene::cues::plugin,
        crate::scene::piste::plugin,
        crate::scene::track::plugin,
        crate::audio::plugin,
    ));
}

/// The game's logic without window, rendering, egui or sound: screens, the rules bridge,
/// the computer players, the flow between screens and the action log. Headless tests
/// drive matches through it with the same messages the UI writes.
pub fn headless_plugins(app: &mut App) {
    // Written by systems that keep frames coming in the window; harmless without one.
    app.add_message::<bevy::window::RequestRedraw>();
    crate::configure_sets(app);
    app.add_plugins((crate::game::plugin, crate::ui::log::plugin));
}

/// The keyboard's and the pad's controls of the windowed game (`ui::input`,
/// `ui::gamepad`: keys and pad buttons to [`crate::ui::input::MatchCommand`]s, and those
/// through the person's choices to action requests), for a headless app without egui or a
/// window: tests press real keys and pad buttons through it. Needs [`headless_plugins`]
/// and Bevy's `InputPlugin`.
pub fn headless_controls(app: &mut App) {
    app.add_message::<crate::scene::piste::SpaceClicked>()
        .init_resource::<crate::scene::piste::ReachableSpaces>()
        .init_resource::<crate::ui::hud::layout::PanelLayout>()
        .init_resource::<bevy_egui::EguiUserTextures>()
        .add_plugins((crate::ui::input::plugin, crate::ui::gamepad::plugin));
}

/// The game's panels and menus (`ui`), as the windowed game draws them, for a headless app
/// with [`headless_controls`]: a test gives the app an egui context of its own (an entity
/// with `EguiContext` and `PrimaryEguiContext`) and runs the `EguiPrimaryContextPass`
/// schedule in it with the input it chooses (pointer clicks), then reads what was drawn
/// (texts, the screen-reader tree). Needs no window, renderer or `EguiPlugin`; the set-up
/// screen needs the network's game plugins too (`net::online`, as in [`game_plugins`]).
pub fn headless_panels(app: &mut App) {
    // What the scene keeps and the panels write: the room they leave the camera.
    app.init_resource::<crate::scene::camera::PanelInsets>();
    // The set-up's network form (its screens are `ui::online`'s, not drawn here).
    app.init_resource::<crate::ui::online::OnlineForm>();
    app.add_plugins(crate::ui::panels);
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::from(2)
}
