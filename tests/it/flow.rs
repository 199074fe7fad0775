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
//! `EN_GARDE_FLOW_WALKS` sets the number of walks (default 2000), `EN_GARDE_FLOW_SEED` runs
//! one walk of that seed (to replay a failure: the panic names it).

use super::persist::TempDir;
use super::player::*;
use bevy::prelude::*;
use en_garde::ai::BotLevel;
use en_garde::game::analysis::{AnalyseMatch, AnalyseRound, AnalysisState, RoundAnalysis, TryFromDecision};
use en_garde::game::flow::{FlowRequest, MatchSetup};
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
        (_, Menu::Rules | Menu::Settings | Menu::Statistics) => {
            out.extend([Press::Flow(F::CloseMenu), Press::Key(KeyCode::Escape)]);
        }
        (_, Menu::Lessons) => {
            out.push(Press::Flow(F::CloseMenu));
            let courses = app.world().resource::<Courses>().0.clone().unwrap();
            // One lesson of each course, a different one each time the list is open.
            let n = bout(app).map_or(0, |b| b.steps) + out.len();
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
                && bout(app).is_some_and(|b| !matches!(b.match_phase, en_garde::rules::MatchPhase::Over { .. }));
            if live || app.world().resource::<en_garde::game::storage::AutosaveExists>().0 {
                out.push(Press::Flow(F::Continue));
            }
            out.extend([F::OpenSetup, F::OpenReplays].map(Press::Flow));
            for m in [Menu::Lessons, Menu::Rules, Menu::Settings, Menu::Statistics] {
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
                            if lesson.is_none() {
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
                    let round = bout(app).map_or(1, |b| b.round_number);
                    out.extend([Press::Flow(F::NextRound), Press::Flow(F::NextRound), Press::Key(KeyCode::Enter)]);
                    out.push(Press::Analyse(round));
                    if lesson.is_some() {
                        out.push(Press::Flow(F::ToTitle));
                    }
                }
                Some(Stage::MatchOver) => {
                    let round = bout(app).map_or(1, |b| b.round_number);
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
/// person has something to do or the round moved on. Returns false if nothing happened.
fn await_someone(app: &mut App) -> bool {
    for _ in 0..3000 {
        if screen(app) != Screen::Match || menu(app) != Menu::None || stage(app) != Some(Stage::Playing) {
            return true;
        }
        if turn(app) != Turn::Wait {
            return true;
        }
        // A lesson done is led on by its band.
        if kind(app).is_some_and(|k| k.lesson().is_some_and(|l| l.finished())) {
            return true;
        }
        settle(app, 1);
    }
    false
}

/// The invariants, after `press` was carried out; `before` is where the game stood.
fn check(app: &mut App, press: &Press, before: &Before, seed: u64, step: usize) {
    let at = || format!("walk {seed}, step {step}, after {press:?} (set EN_GARDE_FLOW_SEED={seed} to replay)");
    assert!(await_someone(app), "stuck: nobody acts in the round on screen; {}", at());
    let kind = kind(app);
    // No mode outlives its match.
    if screen(app) != Screen::Match {
        let what = if kind.as_ref().is_some_and(|k| k.lesson().is_some()) { "lesson" } else { "practice" };
        assert!(kind.as_ref().is_none_or(|k| k.is_match()), "a {what} behind the {:?} screen; {}", screen(app), at());
        if screen(app) != Screen::Replay {
            assert!(!app.world().resource::<RoundAnalysis>().is_open(), "an analysis outlived its screen; {}", at());
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
            let b = bout(app).unwrap();
            assert!(
                b.round_number > before.round || stage(app) == Some(Stage::MatchOver),
                "Next round did not start the next round; {}",
                at()
            );
        }
        Press::Flow(FlowRequest::BackToMatch) if before.practice => {
            assert!(kind.as_ref().is_some_and(|k| k.is_match()), "Back to the match left no match; {}", at());
            assert_eq!(super::support::live(app).history.steps, before.aside_steps, "the match put back; {}", at());
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
}

fn before(app: &mut App) -> Before {
    let kind = kind(app);
    Before {
        screen: screen(app),
        menu: menu(app),
        stage: stage(app),
        round: bout(app).map_or(0, |b| b.round_number),
        plain_match: kind.as_ref().is_some_and(|k| k.is_match()),
        practice: kind.as_ref().is_some_and(|k| k.practice().is_some()),
        aside_steps: kind.as_ref().and_then(|k| k.set_aside()).map(|a| a.history.steps.clone()).unwrap_or_default(),
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
        app = carry_out(app, &press, &dir, &mut rng);
        if matches!(press, Press::Restart) {
            app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(std::time::Duration::from_millis(100)));
        }
        check(&mut app, &press, &was, seed, step);
    }
    back_to_title(&mut app, seed);
}

#[test]
fn seeded_random_walks_over_every_screen_never_get_stuck() {
    let mut reached = Reached::default();
    if let Some(seed) = std::env::var("EN_GARDE_FLOW_SEED").ok().and_then(|s| s.parse().ok()) {
        walk(seed, &mut reached);
        return;
    }
    let walks: u64 = std::env::var("EN_GARDE_FLOW_WALKS").ok().and_then(|s| s.parse().ok()).unwrap_or(2000);
    for seed in 0..walks {
        walk(seed, &mut reached);
    }
    println!("flow: {walks} walks reached {:?}", reached.0);
    for deep in
        ["in a practice", "back to the match", "next round", "at a match's end", "in a lesson", "Restart", "TryAgain"]
    {
        assert!(
            reached.0.get(deep).copied().unwrap_or(0) >= (walks / 100) as usize,
            "the walks rarely reach {deep:?}: {:?}",
            reached.0
        );
    }
}
