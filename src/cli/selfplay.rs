//! Headless self-play (`en-garde selfplay`): a Bevy app without a window in which two
//! bots (random by default, any level on request) play through `ActionRequested`
//! messages, autosaving as it goes,
//! exactly as the game does. Used by the kill-and-resume test, and handy to produce
//! records.

use crate::AppSystems;
use crate::ai::{Bot, BotLevel, Controller, Players, make_bot};
use crate::game::storage::{DataDir, FolderLock, LastRecord, Notices, ResumeMatch, SavedGame, Settled};
use crate::game::{ActionRequested, MatchRequest, MatchView, Seats};
use crate::persist::{DataLock, DataPaths};
use crate::rules::{MatchPhase, RuleSet, Side};
use bevy::app::ScheduleRunnerPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use std::process::ExitCode;
use std::time::Duration;

/// What `en-garde selfplay` does.
#[derive(Clone, Debug, PartialEq)]
pub struct SelfplayOptions {
    /// Where the autosave and the record go.
    pub paths: DataPaths,
    /// Pause between frames (one decision per frame), in milliseconds.
    pub delay_ms: u64,
    /// Continue the autosave instead of starting a new match.
    pub resume: bool,
    /// The new match's seed; with `resume`, the seed of the bots' own choices.
    pub seed: u64,
    /// The new match's rules (ignored with `resume`).
    pub rules: RuleSet,
    /// The levels of the bots playing Left and Right (with `resume`, the saved match's
    /// players decide).
    pub levels: [BotLevel; 2],
}

#[derive(Resource)]
struct Driver {
    /// Left's and Right's bots (`Bot` is `Send` only, so each sits behind a lock).
    bots: [std::sync::Mutex<Box<dyn Bot>>; 2],
    started: bool,
    resume: bool,
    rules: RuleSet,
    seed: u64,
}

/// Left's and Right's bots of `levels`, their choices seeded from `seed`.
fn bots(levels: [BotLevel; 2], seed: u64) -> [std::sync::Mutex<Box<dyn Bot>>; 2] {
    [
        std::sync::Mutex::new(make_bot(levels[0], seed ^ 0x5eed_1eff)),
        std::sync::Mutex::new(make_bot(levels[1], seed ^ 0x5eed_0419)),
    ]
}

/// Runs one match to its end. Exit 0 when it finished (its record is written), 2 when
/// `resume` found no match to continue, 1 on any other failure. Prints the record's path.
pub fn run(opts: SelfplayOptions) -> ExitCode {
    // One owner per data folder: a second selfplay (or the game) on it is refused.
    let lock = match DataLock::acquire(&opts.paths) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let mut app = App::new();
    crate::configure_sets(&mut app);
    app.add_plugins((
        MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(Duration::from_millis(opts.delay_ms))),
        StatesPlugin,
    ))
    .insert_resource(DataDir(opts.paths.clone()))
    .insert_resource(FolderLock(Some(lock)))
    .insert_resource(Seats(Players(opts.levels.map(|l| Controller::Computer { level: l }))))
    .add_plugins((crate::game::match_core, crate::game::storage::plugin))
    .insert_resource(Driver {
        bots: bots(opts.levels, opts.seed),
        started: false,
        resume: opts.resume,
        rules: opts.rules,
        seed: opts.seed,
    })
    .add_systems(Update, (report_notices, drive).chain().in_set(AppSystems::Ai));
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The notices, in English (`Notice`'s `Display`): the command line speaks English.
fn report_notices(mut notices: ResMut<Notices>) {
    for n in notices.take() {
        eprintln!("{n}");
    }
}

/// One decision per frame, from the state the previous frame resolved.
fn drive(
    mut driver: ResMut<Driver>,
    table: MatchView,
    saved: Res<SavedGame>,
    settled: Res<Settled>,
    last_record: Res<LastRecord>,
    mut resume: MessageWriter<ResumeMatch>,
    mut requests: MessageWriter<MatchRequest>,
    mut actions: MessageWriter<ActionRequested>,
    mut exit: MessageWriter<AppExit>,
) {
    if !driver.started {
        driver.started = true;
        if !driver.resume {
            if let Some(s) = &saved.0 {
                // Never over a match in progress, a person's or a computer's.
                eprintln!(
                    "error: this folder holds a match in progress (seed {}, {} steps); continue it with \
                     --resume (or in the game) first, or use another --data-dir",
                    s.seed,
                    s.steps.len()
                );
                exit.write(AppExit::from_code(2));
                return;
            }
            requests.write(MatchRequest::New { rules: driver.rules, seed: driver.seed });
        } else if let Some(s) = saved.0.clone() {
            // The same levels as before the interruption. A person's seat (a match the
            // game saved) is not played by a bot: that match is the person's to finish.
            let level_of = |side: Side| match s.players.get(side) {
                Controller::Computer { level } => Ok::<_, String>(*level),
                Controller::Human { name } | Controller::Remote { name } => {
                    Err(format!("{side} is {name}, a person — continue it in the game"))
                }
            };
            let levels = match (level_of(Side::Left), level_of(Side::Right)) {
                (Ok(left), Ok(right)) => [left, right],
                (Err(why), _) | (_, Err(why)) => {
                    eprintln!("error: the saved match cannot be continued here: {why}; it is left as it was");
                    exit.write(AppExit::from_code(2));
                    return;
                }
            };
            println!(
                "resuming the match of seed {} after {} steps: {} (Left) against {} (Right)",
                s.seed,
                s.steps.len(),
                levels[0],
                levels[1]
            );
            driver.bots = bots(levels, driver.seed);
            resume.write(ResumeMatch(s));
        } else if let Some(recorded) = settled.0 {
            // The match had ended when it was stopped: settling it at start recorded it (the
            // notice has said so), or could not.
            exit.write(if recorded { AppExit::Success } else { AppExit::from_code(1) });
        } else {
            eprintln!("error: there is no saved match to resume");
            exit.write(AppExit::from_code(2));
        }
        return;
    }
    let Some(view) = table.get() else {
        // A resume the rules refused leaves no match.
        exit.write(AppExit::from_code(1));
        return;
    };
    match view.match_state.match_phase {
        MatchPhase::Over { winner } => {
            let s = view.scores;
            println!("{winner} won {}–{} after {} steps", s[0], s[1], view.match_state.steps);
            match &last_record.0 {
                Some(p) => {
                    println!("record: {}", p.display());
                    exit.write(AppExit::Success);
                }
                None => {
                    exit.write(AppExit::from_code(1));
                }
            }
        }
        MatchPhase::RoundOver(_) => {
            requests.write(MatchRequest::NextRound);
        }
        MatchPhase::ChooseDuellCard { chooser } => {
            let obs = view.observation(chooser);
            let card = match driver.bots[chooser.index()].get_mut() {
                Ok(bot) => bot.choose_duell_card(&obs),
                Err(_) => crate::rules::DuellCard::D6,
            };
            requests.write(MatchRequest::ChooseDuellCard { side: chooser, card });
        }
        MatchPhase::Playing => {
            let side = view.match_state.decider.unwrap_or(Side::Left);
            let obs = view.observation(side);
            if let Ok(bot) = driver.bots[side.index()].get_mut() {
                let action = bot.decide(&obs);
                actions.write(ActionRequested { side, action });
            }
        }
    }
}
