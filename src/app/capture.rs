//! `--play-steps` and `--capture`: a scenario's steps played one at a time in the running
//! game, animated, as if each side had chosen them, and the frames of that exchange saved
//! at a fixed rate of game time — the README's animated capture and its stills of a lunge
//! and a parry are made from them (`scripts/pictures.sh`).
//!
//! The steps go through the same [`ActionRequested`] message a click writes, so the rules
//! judge them as they judge a player's; a step the rules refuse was caught before the
//! window opened ([`crate::rules::scenario::Scenario::play`]).

use super::harness::FrameLog;
use crate::game::ai_driver::{AiDriver, SceneBusy};
use crate::game::analysis::{AnalyseRound, AnalysisState, RoundAnalysis};
use crate::game::prefs::Overrides;
use crate::game::{ActionRequested, MatchView};
use crate::rules::{Action, Side};
use crate::scene::model::{Figure, Rig};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::collections::VecDeque;
use std::path::PathBuf;

/// Seconds of stillness before the first step (the round's start, on screen).
const LEAD_IN_S: f32 = 1.2;
/// Seconds of stillness between one step's animation and the next step.
const PAUSE_S: f32 = 0.8;
/// Seconds of stillness after the last step before the script is done (the result shown).
const TAIL_S: f32 = 2.5;
/// Seconds a step may wait for its side to be the one to act before the run gives up.
const PATIENCE_S: f32 = 10.0;
/// Frames to wait for the saved frames to reach the disk before giving up.
const SAVE_PATIENCE_FRAMES: u32 = 600;

/// The steps still to play and how far the exchange has come.
#[derive(Resource, Debug)]
pub struct StepScript {
    steps: VecDeque<(Side, Action)>,
    played: usize,
    /// Seconds of game time the scene has been still, once both fencers stand.
    still_for: f32,
    /// The fencers stand on the piste (their models are loaded and rigged).
    pub ready: bool,
    /// The frame at which the last step was played and the scene had come to rest.
    pub done_at: Option<u32>,
    /// One line per step: the frame it was played at, the side and the action.
    pub marks: Vec<String>,
    /// `--analyse`: open the round's analysis once the steps are played.
    pub analyse: bool,
    /// Frames the analysis has been shown.
    shown_for: u32,
}

impl StepScript {
    /// A script of `steps`, played in order.
    pub fn new(steps: Vec<(Side, Action)>) -> Self {
        StepScript {
            steps: steps.into(),
            played: 0,
            still_for: 0.0,
            ready: false,
            done_at: None,
            marks: Vec::new(),
            analyse: false,
            shown_for: 0,
        }
    }
}

/// `--capture`: where the frames go and how many were asked for.
#[derive(Resource, Debug)]
pub struct Capture {
    /// The folder the frames are written to (`frame-00000.png`, …).
    pub dir: PathBuf,
    /// Frames asked to be saved so far.
    pub frames: u32,
    /// The frame at which the last one was asked for, once the exchange is over.
    pub stopped_at: Option<u32>,
    /// Every frame is on disk and `marks.txt` is written.
    pub written: bool,
}

impl Capture {
    fn frame_path(&self, n: u32) -> PathBuf {
        self.dir.join(format!("frame-{n:05}.png"))
    }
}

/// Plays the next step once the scene has been still long enough and its side is to act;
/// ends the run with an error if the side never comes to act. Once done, asks for the
/// `--screenshot` and lets the computer play on.
pub fn play_steps(
    mut script: ResMut<StepScript>,
    table: MatchView,
    busy: Res<SceneBusy>,
    time: Res<Time>,
    figures: Query<&Figure, With<Rig>>,
    capture: Option<Res<Capture>>,
    mut log: ResMut<FrameLog>,
    mut overrides: ResMut<Overrides>,
    mut driver: ResMut<AiDriver>,
    mut actions: MessageWriter<ActionRequested>,
    mut analyse: MessageWriter<AnalyseRound>,
    analysis: Res<RoundAnalysis>,
) {
    if !script.ready {
        script.ready = table.get().is_some() && figures.iter().filter(|f| f.animated).count() == 2;
        return;
    }
    let Some(view) = table.get() else { return };
    if busy.0 {
        script.still_for = 0.0;
        return;
    }
    script.still_for += time.delta_secs();
    let wait = if script.played == 0 { LEAD_IN_S } else { PAUSE_S };
    match script.steps.front().copied() {
        Some((side, action)) if script.still_for >= wait => {
            if view.match_state.decider == Some(side) {
                script.steps.pop_front();
                // Numbered as the captured frames are, when there are any.
                let frame = capture.as_ref().map_or(log.frames(), |c| c.frames);
                let line = format!("{frame} step {}: {side} {}", script.played, action.describe());
                script.marks.push(line);
                script.played += 1;
                script.still_for = 0.0;
                actions.write(ActionRequested { side, action });
            } else if script.still_for >= wait + PATIENCE_S {
                eprintln!("error: --play-steps: step {} is {side}'s, but {side} is not to act", script.played);
                log.exit(1, 0);
            }
        }
        Some(_) => {}
        None if script.done_at.is_none() && script.still_for >= TAIL_S => {
            script.done_at = Some(log.frames());
            if script.analyse {
                analyse.write(AnalyseRound { round: view.match_state.round_number });
            } else {
                log.request_shot();
            }
            // The computer plays on from here if the window stays open.
            overrides.ai_delay_ms = None;
            let seed = driver.seed;
            driver.reset(seed);
        }
        None => {
            // With --analyse: the picture once the analysis is shown.
            if script.analyse && script.done_at.is_some() && matches!(analysis.0, AnalysisState::Ready { .. }) {
                // A few frames for the window to take its size.
                script.shown_for += 1;
                if script.shown_for == 10 {
                    log.request_shot();
                }
            }
        }
    }
}

/// Asks for a picture of every frame from the moment the fencers stand until the script is
/// done, then leaves once every picture is on disk (writing `marks.txt` beside them).
pub fn capture_frames(
    mut capture: ResMut<Capture>,
    script: Res<StepScript>,
    mut log: ResMut<FrameLog>,
    mut commands: Commands,
) {
    if !script.ready {
        return;
    }
    if script.done_at.is_none() {
        let path = capture.frame_path(capture.frames);
        commands.spawn((Name::new("Capture frame"), Screenshot::primary_window())).observe(save_to_disk(path));
        capture.frames += 1;
        return;
    }
    let stopped = *capture.stopped_at.get_or_insert(log.frames());
    let saved = (0..capture.frames).all(|n| capture.frame_path(n).is_file());
    if saved && !capture.written {
        capture.written = true;
        let marks = script.marks.join("\n") + "\n";
        if let Err(e) = std::fs::write(capture.dir.join("marks.txt"), marks) {
            eprintln!("error: cannot write {}: {e}", capture.dir.join("marks.txt").display());
            log.exit(1, 0);
        } else {
            println!("capture: {} frames in {}", capture.frames, capture.dir.display());
            log.exit(0, 2);
        }
    } else if !saved && log.frames() > stopped + SAVE_PATIENCE_FRAMES {
        eprintln!("error: the captured frames could not all be saved to {}", capture.dir.display());
        log.exit(1, 0);
    }
}

/// Checks before the window opens that `dir` is a folder that takes new files (made if it
/// is missing) and holds no frames of an earlier capture.
///
/// # Errors
/// A sentence naming the folder and the problem.
pub fn check_capture_dir(dir: &std::path::Path) -> Result<(), String> {
    let shown = dir.display();
    if dir.exists() && !dir.is_dir() {
        return Err(format!("--capture {shown}: that is a file; give a folder for the frames"));
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("--capture {shown}: cannot make the folder ({e})"))?;
    let old = std::fs::read_dir(dir)
        .map_err(|e| format!("--capture {shown}: cannot read the folder ({e})"))?
        .filter_map(Result::ok)
        .any(|e| e.file_name().to_string_lossy().starts_with("frame-"));
    if old {
        return Err(format!("--capture {shown}: the folder already holds frames; give an empty folder"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_capture_folder_is_made_and_must_hold_no_frames() {
        let root = std::env::temp_dir().join(format!("en-garde-capture-test-{}", std::process::id()));
        let dir = root.join("new");
        assert_eq!(check_capture_dir(&dir), Ok(()));
        assert!(dir.is_dir());
        std::fs::write(dir.join("frame-00000.png"), b"old").unwrap();
        assert!(check_capture_dir(&dir).unwrap_err().contains("already holds frames"));
        let file = root.join("a-file");
        std::fs::write(&file, b"x").unwrap();
        assert!(check_capture_dir(&file).unwrap_err().contains("that is a file"));
        // Nothing was removed on the way.
        assert_eq!(std::fs::read(dir.join("frame-00000.png")).unwrap(), b"old");
        std::fs::remove_dir_all(&root).unwrap();
    }
}
