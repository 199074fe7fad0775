//! The flow test: thousands of seeded random walks over every screen, menu and button,
//! through the same messages the buttons write and the same keys a player presses
//! (`player`): the title, the set-up, the lessons, the rules, settings, statistics and
//! replays, matches against the computer and hot-seat, the pause menu, a round's and a
//! match's analysis, Try again and Back to the match, Continue, rematch, quitting the game
//! and starting it again on the same folder. After every step:
//!
//! - a match on screen can go on: someone can act (a person has a legal action, a curtain
//!   to lift or a card to choose), or the computer acts within a moment, or the round's end
//!   leads on (Next round starts the next round of a match; Back to the match puts the
//!   match back after a practice), or the match's end does (Rematch, Title);
//! - no mode outlives its match: off the match screen the table holds a match or nothing
//!   (never a lesson or a practice), a lesson has its own players, and an analysis is
//!   open only on the screen it was asked on;
//! - every walk ends by going back, as Esc and the pause menu do, to the title screen.
//!
//! The network walks do the same for network play: one copy of the game hosts, another
//! joins by the room's code over loopback, and both walk at random (accept, play, pause,
//! Quit to title and Continue, leave, host or join again, a local match between); nothing
//! of network play is left once a copy has left it, the two copies show the same match,
//! and a match both are seated in goes on.
//!
//! `EN_GARDE_FLOW_WALKS` sets the number of walks (default 2000), `EN_GARDE_FLOW_NET_WALKS`
//! that of the network walks (default 30), `EN_GARDE_FLOW_SEED` runs one walk of that seed
//! (to replay a failure: the panic names it), `EN_GARDE_FLOW_TRACE` prints each network
//! step and its time.

use super::persist::TempDir;
use super::player::*;
use bevy::prelude::*;
use en_garde::ai::BotLevel;
use en_garde::game::analysis::{AnalyseMatch, AnalyseRound, AnalysisState, RoundAnalysis, TryFromDecision};
use en_garde::game::flow::{FlowRequest, MatchSetup};
use en_garde::game::puzzles::{PuzzleMode, Puzzles, ShowWhy, StartPuzzle, daily_index, today, trainer_index};
use en_garde::game::screens::{Menu, Screen, Stage};
use en_garde::game::tutorial::{Courses, LessonChoice, StartLesson};
use en_garde::game::{MatchKind, MatchRequest, Seats};
use en_garde::persist::settings::OpponentKind;
use en_garde::rules::{DuellCard, Level, RuleSet, Side};
use rand::{RngExt, SeedableRng};

type Rng = en_garde::rules::matchplay::MatchRng;

/// Steps of one walk.
const STEPS: usize = 50;

/// What a player may press now.
#[derive(Debug, Clone)]
enum Press {
    Flow(FlowRequest),
    /// Start the match set up with these choices.
    Start {
        opponent: OpponentKind,
        level: Level,
        bot: BotLevel,
        target: u8,
        side: Side,
    },
    Lesson(usize, usize),
    /// Open puzzle `.0` of the shipped set (the daily one, the trainer's next, again).
    Puzzle(usize, PuzzleMode),
    /// Show why, after a puzzle's answer.
    PuzzleWhy,
    /// A random legal action of the person deciding, as a button plays it.
    Act,
    /// The person plays on, at random, to the round's end (many decisions in one step).
    PlayOut,
    /// The lesson's own action.
    LessonAction,
    LessonCard(DuellCard),
    Key(KeyCode),
    ChooseCard(Side, DuellCard),
    Undo(Side),
    Hint(Side),
    Analyse(u32),
    TryAgain(TryFromDecision),
    AnalyseStored,
    /// Quit the game and start it again on the same folder.
    Restart,
}

/// Everything the screen in front of the player offers now.
fn offered(app: &mut App) -> Vec<Press> {
    use FlowRequest as F;
    let mut out = vec![Press::Restart];
    let kind = kind(app);
    let practice = kind.as_ref().is_some_and(|k| k.practice().is_some());
    match (screen(app), menu(app)) {
        (_, Menu::Puzzles) => {
            out.extend([Press::Flow(F::CloseMenu), Press::Key(KeyCode::Escape)]);
            let set = app.world().resource::<Puzzles>().0.clone().unwrap();
            let progress = app.world().resource::<en_garde::game::storage::UserSettings>().puzzles.clone();
            out.push(Press::Puzzle(daily_index(&set, today()).unwrap(), PuzzleMode::Daily));
            out.push(Press::Puzzle(trainer_index(&set, &progress).unwrap(), PuzzleMode::Trainer));
        }
        (_, Menu::Rules | Menu::Settings | Menu::Statistics | Menu::Online) => {
            out.extend([Press::Flow(F::CloseMenu), Press::Key(KeyCode::Escape)]);
        }
        (_, Menu::Lessons) => {
            out.push(Press::Flow(F::CloseMenu));
            let courses = app.world().resource::<Courses>().0.clone().unwrap();
            // One lesson of each course, a different one each time the list is open.
            let n = match_state(app).map_or(0, |b| b.steps) + out.len();
            for (c, course) in courses.iter().enumerate() {
                out.push(Press::Lesson(c, (n + c) % course.lessons.len().max(1)));
            }
        }
        (Screen::Match, Menu::Pause) => {
            out.extend([Press::Flow(F::TogglePause), Press::Flow(F::ToTitle), Press::Key(KeyCode::Escape)]);
            out.extend([Press::Flow(F::OpenMenu(Menu::Rules)), Press::Flow(F::OpenMenu(Menu::Settings))]);
            if practice {
                out.push(Press::Flow(F::BackToMatch));
            }
        }
        (Screen::Title, _) => {
            let live = kind.as_ref().is_some_and(|k| k.is_match())
                && match_state(app).is_some_and(|b| !matches!(b.match_phase, en_garde::rules::MatchPhase::Over { .. }));
            if live || app.world().resource::<en_garde::game::storage::AutosaveExists>().0 {
                out.push(Press::Flow(F::Continue));
            }
            out.extend([F::OpenSetup, F::OpenReplays].map(Press::Flow));
            for m in [Menu::Lessons, Menu::Puzzles, Menu::Rules, Menu::Settings, Menu::Statistics, Menu::Online] {
                out.push(Press::Flow(F::OpenMenu(m)));
            }
        }
        (Screen::Setup, _) => {
            out.extend([Press::Flow(F::ToTitle), Press::Flow(F::OpenMenu(Menu::Rules)), Press::Key(KeyCode::Escape)]);
            for _ in 0..3 {
                out.push(Press::Start {
                    opponent: OpponentKind::Computer,
                    level: Level::Advanced,
                    bot: BotLevel::Random,
                    target: 2,
                    side: Side::Left,
                });
            }
            out.push(Press::Start {
                opponent: OpponentKind::HotSeat,
                level: Level::Standard,
                bot: BotLevel::Random,
                target: 1,
                side: Side::Left,
            });
            out.push(Press::Start {
                opponent: OpponentKind::Computer,
                level: Level::Duell,
                bot: BotLevel::Beginner,
                target: 2,
                side: Side::Right,
            });
            out.push(Press::Start {
                opponent: OpponentKind::Computer,
                level: Level::Basic,
                bot: BotLevel::Easy,
                target: 1,
                side: Side::Left,
            });
        }
        (Screen::Replay, _) => {
            out.extend([Press::Flow(F::ToTitle), Press::Key(KeyCode::Escape), Press::AnalyseStored]);
        }
        (Screen::Match, Menu::None) => {
            out.extend([Press::Flow(F::TogglePause), Press::Key(KeyCode::Escape)]);
            if practice {
                out.push(Press::Flow(F::BackToMatch));
            }
            // The analysis window, when it is up: Try again from its decisions.
            if let AnalysisState::Ready { live: true, decisions, .. } = &app.world().resource::<RoundAnalysis>().0 {
                for d in decisions.iter().take(3) {
                    out.push(Press::TryAgain(TryFromDecision { step: d.step, side: d.side }));
                }
            }
            let lesson = kind.as_ref().and_then(|k| k.lesson()).cloned();
            let puzzle = kind.as_ref().and_then(|k| k.puzzle()).cloned();
            if let Some(p) = &puzzle
                && p.attempt.is_some()
            {
                // An answered puzzle's band: Show why, Try again, the next, all puzzles.
                out.extend([Press::PuzzleWhy, Press::Puzzle(p.index, p.mode), Press::Flow(F::ToTitle)]);
                let set = app.world().resource::<Puzzles>().0.clone().unwrap();
                let progress = app.world().resource::<en_garde::game::storage::UserSettings>().puzzles.clone();
                out.push(Press::Puzzle(trainer_index(&set, &progress).unwrap(), PuzzleMode::Trainer));
            }
            match stage(app) {
                Some(Stage::Playing) => {
                    if let Some(l) = &lesson {
                        if let Some((_, card)) = l.run.choice() {
                            out.extend([
                                Press::LessonCard(card),
                                Press::LessonCard(card),
                                Press::LessonCard(DuellCard::D6),
                            ]);
                        }
                        if l.finished() {
                            out.push(Press::Lesson(l.course, l.lesson));
                            out.push(Press::Flow(F::ToTitle));
                        }
                    }
                    match turn(app) {
                        Turn::Curtain(side) => out.extend([Press::Flow(F::Reveal(side)), Press::Key(KeyCode::Enter)]),
                        Turn::Decide(side) => {
                            if lesson.is_some() {
                                out.extend([Press::LessonAction, Press::LessonAction, Press::LessonAction]);
                            }
                            out.extend([Press::Act, Press::Act, Press::Act, Press::Undo(side), Press::Hint(side)]);
                            // A puzzle is one decision: it is not played out.
                            if lesson.is_none() && puzzle.is_none() {
                                out.extend([Press::PlayOut, Press::PlayOut, Press::PlayOut]);
                            }
                            let hand = app.world().resource::<en_garde::game::Choices>().hand;
                            if let Some(v) = hand.to_vec().first() {
                                out.extend([Press::Key(digit(*v)), Press::Key(KeyCode::ArrowRight)]);
                            }
                            out.push(Press::Key(KeyCode::Enter));
                        }
                        Turn::ChooseCard(side) => {
                            out.extend(DuellCard::D3_CHOICES.map(|c| Press::ChooseCard(side, c)));
                        }
                        Turn::Wait => {}
                    }
                }
                Some(Stage::RoundOver) => {
                    let round = match_state(app).map_or(1, |b| b.round_number);
                    out.extend([Press::Flow(F::NextRound), Press::Flow(F::NextRound), Press::Key(KeyCode::Enter)]);
                    out.push(Press::Analyse(round));
                    if lesson.is_some() {
                        out.push(Press::Flow(F::ToTitle));
                    }
                }
                Some(Stage::MatchOver) => {
                    let round = match_state(app).map_or(1, |b| b.round_number);
                    out.extend([
                        Press::Flow(F::Rematch),
                        Press::Flow(F::ToTitle),
                        Press::Analyse(0),
                        Press::Analyse(round),
                    ]);
                }
                None => {}
            }
        }
    }
    out
}

/// Carries out `press`; returns the app (a new one after a restart).
fn carry_out(mut app: App, press: &Press, dir: &TempDir, rng: &mut Rng) -> App {
    match press {
        Press::Flow(r) => {
            app.world_mut().write_message(r.clone());
        }
        Press::Start { opponent, level, bot, target, side } => {
            {
                let mut s = app.world_mut().resource_mut::<MatchSetup>();
                s.opponent = *opponent;
                s.rules = RuleSet { target_score: *target, ..RuleSet::for_level(*level) };
                s.ai_level = *bot;
                s.human_side = *side;
                s.seed = Some(rng.random_range(0..1000));
            }
            app.world_mut().write_message(FlowRequest::StartMatch);
        }
        Press::Lesson(course, lesson) => {
            app.world_mut().write_message(StartLesson { course: *course, lesson: *lesson });
        }
        Press::Puzzle(index, mode) => {
            app.world_mut().write_message(StartPuzzle { index: *index, mode: *mode });
        }
        Press::PuzzleWhy => {
            app.world_mut().write_message(ShowWhy);
        }
        Press::Act => {
            decide(&mut app, rng);
        }
        Press::PlayOut => play_round(&mut app, rng),
        Press::LessonAction => {
            let wanted = kind(&mut app).and_then(|k| k.lesson().and_then(|l| l.run.wanted()));
            if let Some(action) = wanted {
                app.world_mut().write_message(en_garde::game::ActionRequested { side: Side::Left, action });
            }
        }
        Press::LessonCard(card) => {
            app.world_mut().write_message(LessonChoice(*card));
        }
        Press::Key(code) => key(&mut app, *code),
        Press::ChooseCard(side, card) => {
            app.world_mut().write_message(MatchRequest::ChooseDuellCard { side: *side, card: *card });
        }
        Press::Undo(side) => {
            app.world_mut().write_message(MatchRequest::Undo { side: *side });
        }
        Press::Hint(side) => {
            app.world_mut().write_message(en_garde::game::hint::HintRequested { side: *side });
        }
        Press::Analyse(round) => {
            app.world_mut().write_message(AnalyseRound { round: *round });
            settle(&mut app, 1);
            if !matches!(app.world().resource::<RoundAnalysis>().0, AnalysisState::Closed) {
                analysis_ready(&mut app);
            }
        }
        Press::TryAgain(t) => {
            app.world_mut().write_message(*t);
        }
        Press::AnalyseStored => {
            let (entries, _) = en_garde::persist::record::list(&en_garde::persist::DataPaths::in_dir(&dir.0));
            if let Some(e) = entries.first() {
                let r = &e.record;
                app.world_mut().write_message(AnalyseMatch {
                    rules: r.rules,
                    seed: r.seed,
                    steps: r.steps.clone(),
                    players: r.players.clone(),
                    sides: vec![],
                });
                settle(&mut app, 1);
                analysis_ready(&mut app);
            }
        }
        Press::Restart => {
            drop(app);
            app = game_on(&dir.0, 10);
        }
    }
    settle(&mut app, 3);
    app
}

/// The computer, a scripted reply or an animation may take a few frames: frames until the
/// person has something to do or the round moved on, for at most [`POOL_WAIT`]. Returns
/// false if nothing happened.
fn await_someone(app: &mut App) -> bool {
    frames_until(app, POOL_WAIT, |app| {
        screen(app) != Screen::Match
            || menu(app) != Menu::None
            || stage(app) != Some(Stage::Playing)
            || turn(app) != Turn::Wait
            // A lesson done is led on by its band.
            || kind(app).is_some_and(|k| k.lesson().is_some_and(|l| l.finished()))
    })
}

/// The invariants, after `press` was carried out; `before` is where the game stood.
fn check(app: &mut App, press: &Press, before: &Before, seed: u64, step: usize) {
    let at = || format!("walk {seed}, step {step}, after {press:?} (set EN_GARDE_FLOW_SEED={seed} to replay)");
    if !await_someone(app) {
        let busy = app.world().resource::<en_garde::game::ai_driver::AiDriver>().busy();
        panic!(
            "stuck for {POOL_WAIT:?}: nobody acts in the round on screen (a computer decision under way: {busy}; {:?}); {}",
            match_state(app),
            at()
        );
    }
    let kind = kind(app);
    // No mode outlives its match.
    if screen(app) != Screen::Match {
        let what = if kind.as_ref().is_some_and(|k| k.lesson().is_some()) { "lesson" } else { "practice" };
        assert!(kind.as_ref().is_none_or(|k| k.is_match()), "a {what} behind the {:?} screen; {}", screen(app), at());
        if screen(app) != Screen::Replay {
            assert!(!app.world().resource::<RoundAnalysis>().is_open(), "an analysis outlived its screen; {}", at());
        }
    }
    // A puzzle opens at its position, the person at its deciding side; the first answer is
    // judged and nothing is played.
    if let (Press::Puzzle(index, _), Some(MatchKind::Puzzle { puzzle, .. })) = (press, &kind) {
        assert_eq!((puzzle.index, puzzle.attempt), (*index, None), "a puzzle opened afresh; {}", at());
        let set = app.world().resource::<Puzzles>().0.clone().unwrap();
        let p = &set.puzzles[*index];
        assert!(app.world().resource::<Seats>().get(p.side).is_human(), "the person decides the puzzle; {}", at());
        assert_eq!(match_state(app).and_then(|b| b.decider), Some(p.side), "the puzzle's side to act; {}", at());
    }
    if let (Press::Act | Press::Key(KeyCode::Enter), Some(MatchKind::Puzzle { puzzle, .. })) = (press, &kind)
        && before.puzzle_answered.is_some()
    {
        assert_eq!(
            match_state(app).map(|b| b.steps),
            Some(before.steps),
            "a puzzle's position is not played on; {}",
            at()
        );
        if before.puzzle_answered == Some(false) && matches!(press, Press::Act) {
            assert!(puzzle.attempt.is_some(), "an answer to a puzzle is judged; {}", at());
        }
    }
    if let Some(MatchKind::Lesson { .. }) = &kind {
        let seats = app.world().resource::<Seats>();
        assert!(seats.get(Side::Left).is_human() && !seats.get(Side::Right).is_human(), "a lesson's players; {}", at());
    }
    // What leads on does lead on.
    match press {
        Press::Flow(FlowRequest::NextRound) | Press::Key(KeyCode::Enter)
            if before.stage == Some(Stage::RoundOver) && before.menu == Menu::None && before.plain_match =>
        {
            let b = match_state(app).unwrap();
            assert!(
                b.round_number > before.round || stage(app) == Some(Stage::MatchOver),
                "Next round did not start the next round; {}",
                at()
            );
        }
        Press::Flow(FlowRequest::BackToMatch) if before.practice => {
            assert!(kind.as_ref().is_some_and(|k| k.is_match()), "Back to the match left no match; {}", at());
            assert_eq!(super::support::live(app).history.steps(), before.aside_steps, "the match put back; {}", at());
        }
        Press::Flow(FlowRequest::Continue) if before.screen == Screen::Title && before.menu == Menu::None => {
            assert_eq!(screen(app), Screen::Match, "Continue went nowhere; {}", at());
            assert!(kind.as_ref().is_some_and(|k| k.is_match()), "Continue went into a lesson or practice; {}", at());
        }
        Press::Flow(FlowRequest::Rematch) if before.stage == Some(Stage::MatchOver) => {
            assert_eq!(stage(app), Some(Stage::Playing), "Rematch; {}", at());
            let duel = super::support::live(app);
            assert_eq!((duel.game.round_number(), duel.game.scores()), (1, [0, 0]), "a fresh match; {}", at());
        }
        _ => {}
    }
}

/// Where the game stood before a press.
struct Before {
    screen: Screen,
    menu: Menu,
    stage: Option<Stage>,
    round: u32,
    plain_match: bool,
    practice: bool,
    aside_steps: Vec<en_garde::rules::MatchStep>,
    /// In a puzzle: whether it was answered.
    puzzle_answered: Option<bool>,
    steps: usize,
}

fn before(app: &mut App) -> Before {
    let kind = kind(app);
    Before {
        screen: screen(app),
        menu: menu(app),
        stage: stage(app),
        round: match_state(app).map_or(0, |b| b.round_number),
        plain_match: kind.as_ref().is_some_and(|k| k.is_match()),
        practice: kind.as_ref().is_some_and(|k| k.practice().is_some()),
        aside_steps: kind.as_ref().and_then(|k| k.set_aside()).map(|a| a.history.steps().to_vec()).unwrap_or_default(),
        puzzle_answered: kind.as_ref().and_then(|k| k.puzzle()).map(|p| p.attempt.is_some()),
        steps: match_state(app).map_or(0, |b| b.steps),
    }
}

/// Back to the title as a player leaves: Esc (or the pause menu's Quit to title) at most
/// six times.
fn back_to_title(app: &mut App, seed: u64) {
    for _ in 0..6 {
        if screen(app) == Screen::Title && menu(app) == Menu::None {
            return;
        }
        if menu(app) == Menu::Pause {
            press(app, FlowRequest::ToTitle);
        } else {
            key(app, KeyCode::Escape);
            settle(app, 2);
        }
    }
    panic!("walk {seed}: six times back did not reach the title: {:?} {:?}", screen(app), menu(app));
}

/// How often each kind of press and each stage was seen, over all walks: what the walks
/// reached (printed, and checked below, so that the walks cannot quietly stop reaching
/// the deep states).
#[derive(Default)]
struct Reached(std::collections::BTreeMap<String, usize>);

impl Reached {
    fn count(&mut self, what: String) {
        *self.0.entry(what).or_default() += 1;
    }
}

fn walk(seed: u64, reached: &mut Reached) {
    let dir = TempDir::new();
    let mut app = game_on(&dir.0, 10);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(std::time::Duration::from_millis(100)));
    let mut rng = Rng::seed_from_u64(seed);
    for step in 0..STEPS {
        let presses = offered(&mut app);
        let press = presses[rng.random_range(0..presses.len())].clone();
        // A restart now and then, not every few steps.
        if matches!(press, Press::Restart) && rng.random_range(0..4) != 0 {
            continue;
        }
        let was = before(&mut app);
        let name = format!("{press:?}");
        reached.count(name.split(['(', ' ', '{']).next().unwrap_or_default().to_string());
        if was.practice {
            reached.count("in a practice".into());
        }
        if matches!(&press, Press::Flow(FlowRequest::BackToMatch)) && was.practice {
            reached.count("back to the match".into());
        }
        if matches!(&press, Press::Flow(FlowRequest::NextRound)) && was.stage == Some(Stage::RoundOver) {
            reached.count("next round".into());
        }
        if was.stage == Some(Stage::MatchOver) {
            reached.count("at a match's end".into());
        }
        if kind(&mut app).is_some_and(|k| k.lesson().is_some()) {
            reached.count("in a lesson".into());
        }
        if let Some(answered) = was.puzzle_answered {
            reached.count(if answered { "a puzzle answered" } else { "in a puzzle" }.into());
        }
        app = carry_out(app, &press, &dir, &mut rng);
        if matches!(press, Press::Restart) {
            app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(std::time::Duration::from_millis(100)));
        }
        check(&mut app, &press, &was, seed, step);
    }
    back_to_title(&mut app, seed);
}

/// Runs `walk` for the seed in `EN_GARDE_FLOW_SEED` alone when it is set (to replay one
/// walk), else for the seeds 0..n, n from the variable `count_var` or `default`; then
/// asserts that the walks reached each of the `deep` places at least `least(n)` times.
fn run_walks(
    name: &str,
    count_var: &str,
    default: u64,
    walk: fn(u64, &mut Reached),
    deep: &[&str],
    least: fn(u64) -> usize,
) {
    let mut reached = Reached::default();
    if let Some(seed) = std::env::var("EN_GARDE_FLOW_SEED").ok().and_then(|s| s.parse().ok()) {
        walk(seed, &mut reached);
        return;
    }
    let walks: u64 = std::env::var(count_var).ok().and_then(|s| s.parse().ok()).unwrap_or(default);
    for seed in 0..walks {
        walk(seed, &mut reached);
    }
    println!("{name}: {walks} walks reached {:?}", reached.0);
    for place in deep {
        let times = reached.0.get(*place).copied().unwrap_or(0);
        assert!(times >= least(walks), "the walks reach {place:?} {times} times: {:?}", reached.0);
    }
}

#[test]
fn seeded_random_walks_over_every_screen_never_get_stuck() {
    run_walks(
        "flow",
        "EN_GARDE_FLOW_WALKS",
        2000,
        walk,
        &[
            "in a practice",
            "back to the match",
            "next round",
            "at a match's end",
            "in a lesson",
            "in a puzzle",
            "a puzzle answered",
            "PuzzleWhy",
            "Restart",
            "TryAgain",
        ],
        // At least once in a hundred walks each.
        |walks| (walks / 100).max(1) as usize,
    );
}

// ----------------------------------------------------------------------------------------
// Network play: one copy of the game hosts (a server on a thread of its own, as Host
// starts it), another joins it by its room code over loopback, and both walk at random:
// accepting the rules, playing, the pause menu, Quit to title and Continue, leaving and
// hosting or joining again, a local match or a lesson in between.

use en_garde::net::client::{ClientOptions, Ticket};
use en_garde::net::online::{Hosting, OnlineRequest};
use en_garde::net::protocol::{RoomState, SeatState};

/// Steps of one network walk (each a press of one of the two copies).
const NET_STEPS: usize = 40;

/// A press of one copy, in network play or around it.
#[derive(Debug, Clone)]
enum NetPress {
    Host(Level),
    /// Join the host's room by its code, typed in lower case.
    Join,
    /// Join with a code that is no code: refused in words, nothing changes.
    JoinBadCode,
    Accept,
    Leave,
    /// Both persons play on, each at their own copy, to the round's end.
    PlayOn,
    Local(Press),
}

/// The copy's seat in network play, if it has one.
fn net_seat(app: &App) -> Option<Ticket> {
    app.world().get_resource::<Ticket>().cloned()
}

/// The tables in a copy, in words: each one's kind and whether the server sent it.
fn tables(app: &mut App) -> String {
    let world = app.world_mut();
    let all: Vec<String> = world
        .query_filtered::<(Option<&en_garde::game::MatchKind>, Has<en_garde::game::FromServer>), With<en_garde::game::MatchState>>()
        .iter(world)
        .map(|(kind, remote)| format!("{kind:?}{}", if remote { " from the server" } else { "" }))
        .collect();
    format!("tables: {all:?}")
}

fn online(app: &App) -> bool {
    app.world().get_resource::<ClientOptions>().is_some()
}

/// The room as the server last sent it to this copy.
fn room(app: &mut App) -> Option<RoomState> {
    let world = app.world_mut();
    world.query_filtered::<&RoomState, Without<en_garde::net::client::Stale>>().iter(world).next().cloned()
}

/// Frames of both copies for `ms` milliseconds (the hosted server runs on its own thread).
fn pump_both(apps: &mut [App; 2], ms: u64) {
    let since = std::time::Instant::now();
    while since.elapsed() < std::time::Duration::from_millis(ms) {
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
}

/// Frames of both copies until `done`, for `ms` milliseconds at most; whether it came.
fn pump_until(apps: &mut [App; 2], ms: u64, mut done: impl FnMut(&mut [App; 2]) -> bool) -> bool {
    let since = std::time::Instant::now();
    while since.elapsed() < std::time::Duration::from_millis(ms) {
        if done(apps) {
            return true;
        }
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    done(apps)
}

/// What copy `who` (0 hosts, 1 joins) offers now.
fn offered_online(apps: &mut [App; 2], who: usize) -> Vec<NetPress> {
    let code = net_seat(&apps[0]).map(|s| s.room.to_string());
    let app = &mut apps[who];
    let on = online(app);
    let over = stage(app) == Some(Stage::MatchOver);
    let mut out: Vec<NetPress> = offered(app)
        .into_iter()
        .filter(|p| match p {
            // Quitting the game is not walked here (a test's copy cannot end its process,
            // whose hosted server would go with it), nor a person playing a whole round
            // alone (the other copy must answer in between).
            Press::Restart | Press::PlayOut => false,
            // A network match's end offers only the way to the title (Leave, below).
            Press::Flow(FlowRequest::Rematch | FlowRequest::ToTitle) | Press::Analyse(_) if on && over => false,
            _ => true,
        })
        .map(NetPress::Local)
        .collect();
    let title = screen(app) == Screen::Title && menu(app) == Menu::None;
    if title && !on {
        if who == 0 {
            out.extend([
                NetPress::Host(Level::Standard),
                NetPress::Host(Level::Duell),
                NetPress::Host(Level::Advanced),
            ]);
            out.extend([NetPress::Host(Level::Standard), NetPress::Host(Level::Basic)]);
        } else if code.is_some() {
            out.extend(std::iter::repeat_n(NetPress::Join, 6));
            out.push(NetPress::JoinBadCode);
        }
    }
    if on && screen(app) == Screen::Match && menu(app) == Menu::None {
        let me = net_seat(app).map(|s| s.side.index());
        if let (Some(me), Some(r)) = (me, room(app))
            && !r.accepted[me]
        {
            out.extend(std::iter::repeat_n(NetPress::Accept, 6));
        }
        out.push(NetPress::Leave);
        let started = app.world().get_resource::<en_garde::game::seats::NetworkPlay>().is_some_and(|o| o.started);
        if started && stage(app) == Some(Stage::Playing) {
            out.extend(std::iter::repeat_n(NetPress::PlayOn, 4));
        }
    }
    out
}

fn carry_out_online(apps: &mut [App; 2], who: usize, press: &NetPress, dir: &TempDir, rng: &mut Rng) {
    let port = apps[0].world().get_resource::<Hosting>().map(|h| h.port);
    let code = net_seat(&apps[0]).map(|s| s.room.to_string());
    match press {
        NetPress::Host(level) => {
            let rules = RuleSet { target_score: 2, ..RuleSet::for_level(*level) };
            apps[who].world_mut().write_message(OnlineRequest::Host { rules, name: "Hal".into() });
        }
        NetPress::Join | NetPress::JoinBadCode => {
            let code = if matches!(press, NetPress::Join) {
                code.unwrap_or_default().to_lowercase()
            } else {
                "no-code!".into()
            };
            let address = format!("127.0.0.1:{}", port.unwrap_or(1));
            apps[who].world_mut().write_message(OnlineRequest::Join { address, code, name: "Gil".into() });
        }
        NetPress::Accept => {
            apps[who].world_mut().write_message(OnlineRequest::Accept);
        }
        NetPress::Leave => {
            apps[who].world_mut().write_message(OnlineRequest::Leave);
        }
        NetPress::PlayOn => {
            let over = |apps: &mut [App; 2]| apps.iter().any(|app| stage(app) != Some(Stage::Playing));
            // Until the round ends, or the match has not moved for two seconds (the other
            // player is away, and their seat waits for them; the check below says whether
            // that is right).
            let (mut idle, mut last) = (std::time::Instant::now(), None);
            let since = std::time::Instant::now();
            while !over(apps)
                && idle.elapsed() < std::time::Duration::from_secs(2)
                && since.elapsed() < std::time::Duration::from_secs(60)
            {
                let steps = [match_state(&mut apps[0]).map(|b| b.steps), match_state(&mut apps[1]).map(|b| b.steps)];
                if last != Some(steps) {
                    (idle, last) = (std::time::Instant::now(), Some(steps));
                }
                for app in apps.iter_mut() {
                    match turn(app) {
                        Turn::Decide(_) => {
                            decide(app, rng);
                        }
                        Turn::ChooseCard(side) => {
                            let card = DuellCard::D3_CHOICES[rng.random_range(0..4)];
                            app.world_mut().write_message(MatchRequest::ChooseDuellCard { side, card });
                        }
                        Turn::Curtain(_) | Turn::Wait => {}
                    }
                }
                pump_both(apps, 30);
            }
        }
        NetPress::Local(p) => {
            let app = std::mem::replace(&mut apps[who], App::new());
            apps[who] = carry_out(app, p, dir, rng);
        }
    }
    pump_both(apps, 60);
}

/// The invariants of network play after `press` of copy `who`.
/// `seated`: whether copy `who` held a seat in network play before the press.
fn check_online(apps: &mut [App; 2], who: usize, press: &NetPress, seated: bool, seed: u64, step: usize) {
    let at = || {
        format!(
            "network walk {seed}, step {step}, copy {who} after {press:?} (set EN_GARDE_FLOW_SEED={seed} to replay)"
        )
    };
    // A local match started while seated online (New match, a lesson) ends network play
    // (the server keeps the seat): the match on screen is the one started. (Started while
    // still connecting, the seat, when it comes, takes the screen back: see the issue.)
    if let NetPress::Local(Press::Start { .. } | Press::Lesson(..)) = press
        && seated
        && screen(&apps[who]) == Screen::Match
    {
        assert!(!online(&apps[who]), "a local match started, and the copy is still online; {}", at());
        assert!(kind(&mut apps[who]).is_some(), "a local match started, and none is on the table; {}", at());
    }
    for (n, app) in apps.iter_mut().enumerate() {
        // Out of network play nothing of it is left: no seat, no table the server sent,
        // no hosted server, no remote player.
        if !online(app) {
            let world = app.world_mut();
            let sent = world.query_filtered::<(), With<en_garde::game::FromServer>>().iter(world).count();
            assert_eq!(sent, 0, "copy {n} holds a table from the server after leaving; {}", at());
            assert!(
                world.get_resource::<en_garde::game::seats::NetworkPlay>().is_none(),
                "copy {n}: an online seat; {}",
                at()
            );
            assert!(world.get_resource::<Hosting>().is_none(), "copy {n} hosts a server after leaving; {}", at());
            if screen(app) == Screen::Match && kind(app).is_some_and(|k| k.is_match()) {
                let seats = app.world().resource::<Seats>();
                assert!(
                    [Side::Left, Side::Right]
                        .iter()
                        .all(|s| !matches!(seats.get(*s), en_garde::ai::Controller::Remote { .. })),
                    "copy {n}: a local match with a remote player; {}",
                    at()
                );
            }
        }
        // Off the match screen in network play (Quit to title), Continue leads back to it.
        if online(app) && net_seat(app).is_some() && screen(app) == Screen::Title && menu(app) == Menu::None {
            let continues = offered(app).iter().any(|p| matches!(p, Press::Flow(FlowRequest::Continue)));
            assert!(continues, "copy {n}: seated online behind the title, and no Continue; {}; {}", tables(app), at());
        }
    }
    // Both seated in the same room, both here, the rules accepted: the match goes on.
    let (Some(a), Some(b)) = (net_seat(&apps[0]), net_seat(&apps[1])) else { return };
    if a.room != b.room || a.side == b.side {
        return;
    }
    let playing = |apps: &mut [App; 2]| {
        apps.iter_mut().all(|app| {
            room(app).is_some_and(|r| r.seats == [SeatState::Here, SeatState::Here] && r.accepted == [true; 2])
                && match_state(app).is_some()
        })
    };
    if !pump_until(apps, 300, playing) {
        return;
    }
    // The two copies agree on the match (the server's), and someone can act: a person's
    // decision or D3 choice, Next round, or the match's end.
    let agree = |apps: &mut [App; 2]| {
        let (x, y) = (match_state(&mut apps[0]), match_state(&mut apps[1]));
        x.zip(y).is_some_and(|(x, y)| x.steps == y.steps && x.match_phase == y.match_phase)
    };
    assert!(pump_until(apps, 10_000, agree), "the two copies show different matches; {}", at());
    let phase = match_state(&mut apps[0]).map(|b| b.match_phase);
    match phase {
        Some(en_garde::rules::MatchPhase::Playing | en_garde::rules::MatchPhase::ChooseDuellCard { .. }) => {
            let someone = |apps: &mut [App; 2]| apps.iter_mut().any(|app| turn(app) != Turn::Wait);
            assert!(pump_until(apps, 10_000, someone), "stuck: nobody can act in the network match; {}", at());
        }
        Some(en_garde::rules::MatchPhase::RoundOver(_)) => {
            // Both ready for the next round: it starts.
            let round = match_state(&mut apps[0]).map_or(0, |b| b.round_number);
            for app in apps.iter_mut() {
                let me = net_seat(app).map(|s| s.side.index()).unwrap_or(0);
                if room(app).is_some_and(|r| !r.ready[me]) {
                    app.world_mut().write_message(FlowRequest::NextRound);
                }
            }
            let next = |apps: &mut [App; 2]| {
                apps.iter_mut().all(|app| {
                    match_state(app).is_some_and(|b| {
                        b.round_number > round || matches!(b.match_phase, en_garde::rules::MatchPhase::Over { .. })
                    })
                })
            };
            assert!(pump_until(apps, 10_000, next), "Next round from both did not start it; {}", at());
        }
        _ => {}
    }
}

fn network_walk(seed: u64, reached: &mut Reached) {
    let dirs = [TempDir::new(), TempDir::new()];
    let mut apps = [online_game_on(&dirs[0].0, 10), online_game_on(&dirs[1].0, 10)];
    // Hosted on a port the system picks: the game's own (5812) is another test's.
    apps[0].insert_resource(en_garde::net::online::HostPort(0));
    let mut rng = Rng::seed_from_u64(seed);
    for step in 0..NET_STEPS {
        // The joining copy acts a little more often: it has the room's code to type.
        let who = usize::from(rng.random_range(0..5) >= 2);
        let presses = offered_online(&mut apps, who);
        let press = presses[rng.random_range(0..presses.len())].clone();
        let name = format!("{press:?}");
        reached.count(format!("net {}", name.split(['(', ' ', '{']).next().unwrap_or_default()));
        if net_seat(&apps[0]).zip(net_seat(&apps[1])).is_some_and(|(a, b)| a.room == b.room) {
            reached.count("net both seated".into());
        }
        if online(&apps[who]) && match_state(&mut apps[who]).is_some_and(|b| b.steps > 0) {
            reached.count("net playing".into());
            match stage(&apps[who]) {
                Some(Stage::RoundOver) => reached.count("net round over".into()),
                // The end of the match's last round.
                Some(Stage::MatchOver) => {
                    reached.count("net round over".into());
                    reached.count("net match over".into());
                }
                _ => {}
            }
        }
        let seated = apps[who].world().get_resource::<en_garde::game::seats::NetworkPlay>().is_some();
        let since = std::time::Instant::now();
        carry_out_online(&mut apps, who, &press, &dirs[who], &mut rng);
        let carried = since.elapsed();
        // A round may end and the next begin within one press (the other copy's Play on
        // arriving in the same frames), so the stage alone can miss it: the table says a
        // round ended while it shows the ending or a later round.
        for app in &mut apps {
            if online(app) && match_state(app).is_some_and(|b| b.ending.is_some() || b.round_number > 1) {
                reached.count("net a round ended".into());
            }
        }
        check_online(&mut apps, who, &press, seated, seed, step);
        if std::env::var_os("EN_GARDE_FLOW_TRACE").is_some() {
            let seat = apps[who].world().get_resource::<en_garde::game::seats::NetworkPlay>().cloned();
            eprintln!(
                "{step} copy {who} {press:?}: {carried:?} + {:?}; online {}, {seat:?}, {:?}",
                since.elapsed() - carried,
                online(&apps[who]),
                net_seat(&apps[who]).map(|s| s.room)
            );
        }
    }
    // Each player leaves network play and goes back to the title; nothing of it is left.
    for who in [1, 0] {
        if online(&apps[who]) {
            carry_out_online(&mut apps, who, &NetPress::Leave, &dirs[who], &mut rng);
        }
        back_to_title(&mut apps[who], seed);
        check_online(&mut apps, who, &NetPress::Leave, false, seed, NET_STEPS);
    }
}

/// `EN_GARDE_FLOW_NET_WALKS` sets the number of network walks (default 30).
#[test]
fn network_walks_host_and_join_and_leave_without_getting_stuck() {
    run_walks(
        "network flow",
        "EN_GARDE_FLOW_NET_WALKS",
        30,
        network_walk,
        &["net Host", "net Join", "net Accept", "net Leave", "net both seated", "net playing", "net a round ended"],
        |_| 1,
    );
}
