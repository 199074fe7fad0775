//! `--check-picking FILE`: the piste's spaces are picked by the pointer in the real,
//! rendered game. A match against the computer opens; once the scene is still, the pointer
//! is moved (as the window system moves it: a `CursorMoved` window event) over the middle of each
//! space in turn, as the camera shows it, and the game's own hover (`HoveredSpace`, set by
//! mesh picking's `Pointer<Over>` on the space's tile) must name that space. A space the
//! panels cover there is skipped (egui takes the pointer), and said so.
//!
//! Mesh picking ray-casts the main world's copy of a mesh, which the renderer drops for a
//! mesh marked for the render world only; only a rendered app shows whether the tiles keep
//! theirs. Writes one line per space to FILE ("space 7: picked 7", "… covered by a panel")
//! and a last line with the counts; exits 0 when every space not covered was picked as
//! itself and at least [`LEAST_CHECKED`] were checked, 1 otherwise.

use super::harness::FrameLog;
use crate::ai::{BotLevel, Controller, Players};
use crate::game::ai_driver::SceneBusy;
use crate::game::flow::FlowRequest;
use crate::game::screens::Screen;
use crate::rules::{PISTE_LEN, RuleSet};
use crate::scene::camera::MainCamera;
use crate::scene::piste::{HoveredSpace, PisteSpace};
use bevy::picking::hover::HoverMap;
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent};
use bevy_egui::EguiContexts;
use std::path::PathBuf;

/// Spaces that must be checked (not covered by a panel) for the check to count.
pub const LEAST_CHECKED: usize = 15;

/// Frames the scene must stay still before the pointer moves, and frames given to each
/// pointer move to be picked (picking runs a frame after the move, its observers after).
const STILL_FRAMES: u32 = 30;
const FRAMES_PER_SPACE: u32 = 4;

/// The check's progress.
#[derive(Resource, Debug)]
pub struct PickCheck {
    file: PathBuf,
    started: bool,
    still: u32,
    /// The space being checked (1..=23) and the frames since the pointer moved there.
    at: Option<(u8, u32)>,
    lines: Vec<String>,
    checked: usize,
    wrong: usize,
}

impl PickCheck {
    /// A check that writes its report to `file`.
    pub fn new(file: PathBuf) -> Self {
        PickCheck { file, started: false, still: 0, at: None, lines: Vec::new(), checked: 0, wrong: 0 }
    }
}

/// One step of the check each frame: start the match, wait for the still scene, move the
/// pointer over each space and read what the game says is hovered.
pub fn check_picking(
    mut check: ResMut<PickCheck>,
    mut log: ResMut<FrameLog>,
    screen: Res<State<Screen>>,
    busy: Res<SceneBusy>,
    hovered: Res<HoveredSpace>,
    hover_map: Res<HoverMap>,
    names: Query<&Name>,
    spaces: Query<(&PisteSpace, &GlobalTransform)>,
    camera: Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    window: Query<Entity, With<PrimaryWindow>>,
    mut contexts: EguiContexts,
    mut flow: MessageWriter<FlowRequest>,
    mut cursor: MessageWriter<CursorMoved>,
    mut window_events: MessageWriter<WindowEvent>,
) {
    if log.exiting() {
        return;
    }
    if !check.started {
        check.started = true;
        let players =
            Players([Controller::Human { name: "Ann".into() }, Controller::Computer { level: BotLevel::Random }]);
        flow.write(FlowRequest::StartWith { players, rules: RuleSet::advanced(), seed: 5 });
        return;
    }
    if *screen.get() != Screen::Match || busy.0 {
        check.still = 0;
        return;
    }
    if check.still < STILL_FRAMES {
        check.still += 1;
        return;
    }
    let (Ok((cam, cam_at)), Ok(window)) = (camera.single(), window.single()) else { return };
    let Some((space, frames)) = check.at else {
        check.at = Some((1, 0));
        return;
    };
    if frames == 0 {
        let Some((_, at)) = spaces.iter().find(|(s, _)| s.0 == space) else { return };
        match cam.world_to_viewport(cam_at, at.translation()) {
            Ok(position) => {
                // As bevy_winit passes the window system's move on: once as itself, once
                // in the stream of window events (which picking reads).
                let moved = CursorMoved { window, position, delta: None };
                window_events.write(WindowEvent::CursorMoved(moved.clone()));
                cursor.write(moved);
            }
            Err(e) => {
                check.lines.push(format!("space {space}: not in view ({e:?})"));
                check.wrong += 1;
                next(&mut check, &mut log);
                return;
            }
        }
    }
    if frames < FRAMES_PER_SPACE {
        check.at = Some((space, frames + 1));
        return;
    }
    let over_panel = contexts.ctx_mut().is_ok_and(|ctx| ctx.is_pointer_over_egui());
    let line = match hovered.0 {
        _ if over_panel => format!("space {space}: covered by a panel"),
        Some(s) if s == space => {
            check.checked += 1;
            format!("space {space}: picked {s}")
        }
        other => {
            check.checked += 1;
            check.wrong += 1;
            // What the pointer is over instead, by name, for the report.
            let under: Vec<String> = hover_map
                .get(&PointerId::Mouse)
                .map(|hits| {
                    hits.iter()
                        .map(|(e, hit)| {
                            let name = names.get(*e).map_or_else(|_| format!("{e}"), |n| n.to_string());
                            format!("{name} at {:?}", hit.position)
                        })
                        .collect()
                })
                .unwrap_or_default();
            format!("space {space}: picked {other:?}, the pointer over {under:?}")
        }
    };
    check.lines.push(line);
    next(&mut check, &mut log);
}

/// On to the next space, or the report and the exit after the last one.
fn next(check: &mut PickCheck, log: &mut FrameLog) {
    let space = check.at.map_or(1, |(s, _)| s);
    if space < PISTE_LEN {
        check.at = Some((space + 1, 0));
        return;
    }
    let ok = check.wrong == 0 && check.checked >= LEAST_CHECKED;
    let summary = format!(
        "{} of {} spaces checked, {} picked wrongly: {}",
        check.checked,
        PISTE_LEN,
        check.wrong,
        if ok { "OK" } else { "FAILED" }
    );
    check.lines.push(summary);
    let mut text = check.lines.join("\n");
    text.push('\n');
    let code = match std::fs::write(&check.file, text) {
        Ok(()) if ok => 0,
        Ok(()) => 1,
        Err(e) => {
            eprintln!("error: cannot write {}: {e}", check.file.display());
            1
        }
    };
    log.exit(code, 2);
}
