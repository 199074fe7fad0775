//! `--check-frames DIR`: every screen is whole on its first frames, without input. The
//! game walks its screens by itself — the title, each menu, the set-up, the replays, a
//! hot-seat match with its curtain and the hand after it, a move, the pause menu, a lesson
//! — as a keyboard or pad player who never moves the pointer would see them. The window
//! redraws only when something asks for it (reactive rendering), so after each step this
//! mode waits for the first frame after which nothing asks for another: what stays on the
//! screen until the next input. It saves that frame, then lets the game draw on (as any
//! pointer move would make it), and saves the frame it settles on. Both must be the same.
//!
//! The window renders every frame in this mode; a frame "asks for another" when something
//! wrote a `RequestRedraw` during it (egui's repaint requests become these), which is what
//! wakes a reactive window. Writes `DIR/<n>-<stop>-first.png`, `-settled.png` for each stop
//! that differs, and `DIR/report.txt`; exits 0 when every stop was whole, 1 otherwise.

use crate::ai::{Controller, Players};
use crate::game::flow::FlowRequest;
use crate::game::screens::Menu;
use crate::rules::{Level, RuleSet};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::RequestRedraw;
use std::path::PathBuf;

/// One stop of the walk: what to do to get there (as the screen's button or key would).
struct Stop {
    name: &'static str,
    go: fn(&mut World),
}

fn flow(world: &mut World, request: FlowRequest) {
    world.write_message(request);
}

/// The walk: every screen and menu a player opens, and a match's moments.
fn stops() -> Vec<Stop> {
    vec![
        Stop { name: "title", go: |_| {} },
        Stop { name: "rules", go: |w| flow(w, FlowRequest::OpenMenu(Menu::Rules)) },
        Stop { name: "settings", go: |w| flow(w, FlowRequest::OpenMenu(Menu::Settings)) },
        Stop { name: "statistics", go: |w| flow(w, FlowRequest::OpenMenu(Menu::Statistics)) },
        Stop { name: "lessons", go: |w| flow(w, FlowRequest::OpenMenu(Menu::Lessons)) },
        Stop { name: "puzzles", go: |w| flow(w, FlowRequest::OpenMenu(Menu::Puzzles)) },
        Stop { name: "online", go: |w| flow(w, FlowRequest::OpenMenu(Menu::Online)) },
        Stop { name: "title-again", go: |w| flow(w, FlowRequest::CloseMenu) },
        Stop { name: "setup", go: |w| flow(w, FlowRequest::OpenSetup) },
        Stop { name: "replays", go: |w| flow(w, FlowRequest::OpenReplays) },
        Stop {
            name: "hot-seat-curtain",
            go: |w| {
                let human = |name: &str| Controller::Human { name: name.into() };
                let players = Players([human("Ann"), human("Ben")]);
                let rules = RuleSet { target_score: 2, ..RuleSet::for_level(Level::Advanced) };
                flow(w, FlowRequest::StartWith { players, rules, seed: 3 })
            },
        },
        // Enter (or the pad's A), as a keyboard player takes the screen.
        Stop {
            name: "hand",
            go: |w| {
                w.write_message(crate::ui::input::MatchCommand::Confirm);
            },
        },
        Stop {
            name: "move",
            go: |w| {
                let card = first_card(w);
                w.write_message(crate::ui::input::MatchCommand::Pick(card));
                w.write_message(crate::ui::input::MatchCommand::Move(1));
            },
        },
        Stop { name: "pause", go: |w| flow(w, FlowRequest::TogglePause) },
        // A menu over the match: above every button and prompt of the match.
        Stop { name: "settings-over-match", go: |w| flow(w, FlowRequest::OpenMenu(Menu::Settings)) },
        Stop { name: "pause-again", go: |w| flow(w, FlowRequest::CloseMenu) },
        Stop { name: "title-from-match", go: |w| flow(w, FlowRequest::ToTitle) },
        Stop {
            name: "lesson",
            go: |w| {
                w.write_message(crate::game::tutorial::StartLesson { course: 1, lesson: 1 });
            },
        },
        Stop {
            name: "puzzle",
            go: |w| {
                let mode = crate::game::puzzles::PuzzleMode::Trainer;
                w.write_message(crate::game::puzzles::StartPuzzle { index: 0, mode });
            },
        },
        // The puzzle answered (its solution): the verdict, then why.
        Stop {
            name: "puzzle-solved",
            go: |w| {
                let first =
                    w.resource::<crate::game::puzzles::Puzzles>().0.as_ref().ok().and_then(|s| s.puzzles.first());
                if let Some(p) = first.map(|p| (p.side, p.solution)) {
                    w.write_message(crate::game::ActionRequested { side: p.0, action: p.1 });
                }
            },
        },
        Stop {
            name: "puzzle-why",
            go: |w| {
                w.write_message(crate::game::puzzles::ShowWhy);
            },
        },
        // A match to one point at a position Left wins with one attack, against the
        // computer: its end, its analysis, a practice from its decision, back to its end.
        Stop { name: "one-hit-away", go: one_hit_away },
        Stop {
            name: "match-over",
            go: |w| {
                let action = crate::rules::Action::Attack { value: 4, count: 1 };
                w.write_message(crate::game::ActionRequested { side: crate::rules::Side::Left, action });
            },
        },
        Stop {
            name: "analysis",
            go: |w| {
                w.write_message(crate::game::analysis::AnalyseRound { round: 0 });
            },
        },
        Stop {
            name: "practice",
            go: |w| {
                w.write_message(crate::game::analysis::TryFromDecision { step: 0, side: crate::rules::Side::Left });
            },
        },
        Stop { name: "back-to-the-match", go: |w| flow(w, FlowRequest::BackToMatch) },
    ]
}

/// A Standard match to one point, you (Left) against the computer, at spaces 6 and 10:
/// your 4 hits, the computer holds none to parry it.
fn one_hit_away(world: &mut World) {
    let text = r#"Scenario(name: "one hit away", rules: ["R4.2"], level: Standard, left_pos: 6, right_pos: 10,
        left_hand: [4, 1, 1, 2, 5], right_hand: [1, 2, 2, 3, 5], draw_pile: [3, 3, 2, 3], to_act: Left,
        steps: [], expect: (outcome: Ongoing))"#;
    let Ok(s) = crate::rules::scenario::Scenario::parse(text, std::path::Path::new("one-hit-away.ron")) else { return };
    let Ok(round) = s.position().and_then(|p| crate::rules::Round::from_position(&p)) else { return };
    world.resource_mut::<crate::game::Seats>().0 = Players([
        Controller::Human { name: "You".into() },
        Controller::Computer { level: crate::ai::BotLevel::Random },
    ]);
    let rules = RuleSet { target_score: 1, ..s.rule_set() };
    let kind = crate::game::MatchKind::Match;
    world.write_message(crate::game::MatchRequest::FromPosition { rules, seed: 1, round: Box::new(round), kind });
}

/// The lowest card in the hand of the person to act (a step forward with it is legal at
/// the start of a round).
fn first_card(world: &mut World) -> u8 {
    let choices = world.resource::<crate::game::Choices>();
    choices.hand.to_vec().first().copied().unwrap_or(1)
}

/// Where the walk stands.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Phase {
    /// Waiting for the scene (the hall, the fencers' models) to be loaded and still.
    Loading { frames: u32 },
    /// The stop's step is taken this frame.
    Go,
    /// Frames since the step; a frame that asked for no other is what a player sees.
    Idle { frames: u32 },
    /// That frame's picture is on its way.
    ShotFirst,
    /// Drawing on (as a pointer move would make it) until the frames ask for no more.
    Settle { frames: u32, quiet: u32 },
    /// The settled frame's picture is on its way.
    ShotSettled,
    /// Every stop is done; the report is written.
    Done,
}

/// The walk's state (a resource of the `--check-frames` run).
#[derive(Resource)]
pub struct FrameCheck {
    dir: PathBuf,
    stops: Vec<Stop>,
    at: usize,
    phase: Phase,
    /// The pictures of the stop: the first frame nothing redrew, and the settled one.
    first: Option<Image>,
    settled: Option<Image>,
    /// One line per stop.
    report: Vec<String>,
    failed: usize,
}

impl FrameCheck {
    /// A walk that writes its pictures and report into `dir`.
    pub fn new(dir: PathBuf) -> FrameCheck {
        FrameCheck {
            dir,
            stops: stops(),
            at: 0,
            phase: Phase::Loading { frames: 0 },
            first: None,
            settled: None,
            report: Vec::new(),
            failed: 0,
        }
    }
}

/// Frames to wait, at most, for a stop's frames to stop asking for more (an animation, the
/// computer thinking); past it the stop fails: the window would never rest.
const PATIENCE: u32 = 900;
/// Frames of drawing on that stand for a pointer move, at least.
const DRAW_ON: u32 = 12;

/// Checks `--check-frames DIR` before the window opens: a folder that exists or can be
/// made.
///
/// # Errors
/// A sentence naming the folder and the problem.
pub fn check_dir(dir: &std::path::Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("--check-frames {}: {e}", dir.display()))
}

/// The walk, one frame at a time, at the end of each frame (after egui asked for its
/// repaints).
pub fn walk_frames(world: &mut World, mut redraws: Local<bevy::ecs::message::MessageCursor<RequestRedraw>>) {
    let asked = redraws.read(world.resource::<Messages<RequestRedraw>>()).count() > 0;
    let Some(phase) = world.get_resource::<FrameCheck>().map(|c| c.phase) else { return };
    let next = match phase {
        Phase::Loading { frames } => {
            let still = !world.resource::<crate::game::ai_driver::SceneBusy>().0;
            let loaded = world.query::<&crate::scene::model::Figure>().iter(world).count() >= 2 || frames > 600;
            if loaded && still && frames > 120 { Phase::Go } else { Phase::Loading { frames: frames + 1 } }
        }
        Phase::Go => {
            let go = world.resource::<FrameCheck>().stops[world.resource::<FrameCheck>().at].go;
            go(world);
            Phase::Idle { frames: 0 }
        }
        Phase::Idle { frames } if frames < 2 || asked && frames < PATIENCE => Phase::Idle { frames: frames + 1 },
        Phase::Idle { frames } => {
            if frames >= PATIENCE {
                // Whole, but a window that never rests keeps a core busy for nothing.
                note(world, format!("NEVER IDLE: every one of {PATIENCE} frames asked for another"), true);
                advance(world)
            } else {
                shoot(world, true);
                Phase::ShotFirst
            }
        }
        Phase::ShotFirst if world.resource::<FrameCheck>().first.is_some() => Phase::Settle { frames: 0, quiet: 0 },
        Phase::ShotFirst => Phase::ShotFirst,
        Phase::Settle { frames, quiet } => {
            let quiet = if asked { 0 } else { quiet + 1 };
            if frames >= DRAW_ON && quiet >= 3 || frames > PATIENCE {
                shoot(world, false);
                Phase::ShotSettled
            } else {
                Phase::Settle { frames: frames + 1, quiet }
            }
        }
        Phase::ShotSettled if world.resource::<FrameCheck>().settled.is_some() => {
            compare(world);
            advance(world)
        }
        Phase::ShotSettled => Phase::ShotSettled,
        Phase::Done => Phase::Done,
    };
    world.resource_mut::<FrameCheck>().phase = next;
}

/// On to the next stop, or the end of the walk.
fn advance(world: &mut World) -> Phase {
    let mut check = world.resource_mut::<FrameCheck>();
    check.at += 1;
    check.first = None;
    check.settled = None;
    if check.at < check.stops.len() {
        return Phase::Go;
    }
    let text = check.report.join("\n") + "\n";
    let (path, failed) = (check.dir.join("report.txt"), check.failed);
    if let Err(e) = std::fs::write(&path, text) {
        eprintln!("error: cannot write {}: {e}", path.display());
    }
    println!("check-frames: {failed} of {} stops drawn incomplete; report in {}", check.stops.len(), path.display());
    world.resource_mut::<super::harness::FrameLog>().exit(u8::from(failed > 0), 2);
    Phase::Done
}

fn note(world: &mut World, line: String, failed: bool) {
    let mut check = world.resource_mut::<FrameCheck>();
    let stop = format!("{:02}-{}", check.at, check.stops[check.at].name);
    check.report.push(format!("{stop}: {line}"));
    check.failed += usize::from(failed);
}

/// Takes this frame's picture, into `first` or `settled`.
fn shoot(world: &mut World, first: bool) {
    world.spawn((Name::new("Frame check"), Screenshot::primary_window())).observe(
        move |ev: On<ScreenshotCaptured>, mut check: ResMut<FrameCheck>| {
            let image = ev.image.clone();
            if first { check.first = Some(image) } else { check.settled = Some(image) }
        },
    );
}

/// Pixels whose colour differs by more than this in a channel (0..=255) count as changed.
const CHANNEL_TOLERANCE: u8 = 24;
/// A stop is whole when at most this many pixels changed (a text cursor's blink).
const PIXEL_TOLERANCE: usize = 40;

/// Compares the stop's two pictures; saves them when they differ.
fn compare(world: &mut World) {
    let (first, settled) = {
        let check = world.resource::<FrameCheck>();
        (check.first.clone(), check.settled.clone())
    };
    let (Some(first), Some(settled)) = (first, settled) else { return };
    let (a, b) = (first.data.as_deref().unwrap_or_default(), settled.data.as_deref().unwrap_or_default());
    let changed = if a.len() == b.len() {
        a.chunks(4)
            .zip(b.chunks(4))
            .filter(|(p, q)| p.iter().zip(*q).any(|(x, y)| x.abs_diff(*y) > CHANNEL_TOLERANCE))
            .count()
    } else {
        usize::MAX
    };
    let stop = {
        let check = world.resource::<FrameCheck>();
        check.dir.join(format!("{:02}-{}", check.at, check.stops[check.at].name))
    };
    // Every stop's picture, to look at; both when they differ.
    let whole = changed <= PIXEL_TOLERANCE;
    let pictures = if whole { vec![(settled, "shown")] } else { vec![(first, "first"), (settled, "settled")] };
    for (image, which) in pictures {
        let path =
            stop.with_file_name(format!("{}-{which}.png", stop.file_name().unwrap_or_default().to_string_lossy()));
        match image.try_into_dynamic() {
            Ok(img) => {
                if let Err(e) = img.to_rgb8().save(&path) {
                    eprintln!("error: cannot save {}: {e}", path.display());
                }
            }
            Err(e) => eprintln!("error: cannot convert the picture for {}: {e}", path.display()),
        }
    }
    if whole {
        note(world, format!("whole ({changed} pixels changed)"), false);
    } else {
        note(world, format!("INCOMPLETE: {changed} pixels differ between the first frame and the settled one"), true);
    }
}
