//! The tutorial through the game's own messages, headless: every lesson of every course is
//! opened with `StartLesson` (what the lessons' list writes), an action that is not the
//! lesson's is refused with a rule and changes nothing on the table, the lesson's actions
//! (written as a click writes them) and the computer's scripted replies are played by the
//! table exactly as the lesson's scenario plays them, and a finished lesson is kept in the
//! settings file.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use en_garde::game::screens::Screen;
use en_garde::game::tutorial::{ActiveLesson, Courses, LessonRefused, StartLesson};
use en_garde::game::{ActionRequested, MatchEntity, MatchState};
use en_garde::rules::{Action, Dir, Side};
use en_garde::tutorial::names_a_rule;
use std::time::Duration;

/// What the lesson refused, in order.
#[derive(Resource, Default)]
struct Refusals(Vec<String>);

pub(crate) fn lesson_app() -> (App, super::persist::TempDir) {
    let dir = super::persist::TempDir::new();
    let mut app = App::new();
    app.insert_resource(en_garde::game::storage::DataDir(en_garde::persist::DataPaths::in_dir(&dir.0)));
    app.add_plugins((MinimalPlugins, StatesPlugin)).add_plugins(en_garde::app::headless_plugins);
    // The scripted replies wait for a still scene: a tenth of a second per frame.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(100)));
    app.init_resource::<Refusals>().add_observer(
        |ev: On<LessonRefused>, table: en_garde::game::MatchView, mut r: ResMut<Refusals>| {
            let lesson = table.kind().and_then(|k| k.lesson()).expect("a refusal comes from a lesson");
            r.0.push(en_garde::lang::lessons::refusal(&en_garde::lang::Lang::default(), lesson.run.lesson(), &ev.why))
        },
    );
    app.update();
    (app, dir)
}

/// The lesson on the table, if the live match is one.
fn active_lesson(app: &mut App) -> Option<ActiveLesson> {
    let world = app.world_mut();
    let kind = world.query_filtered::<&en_garde::game::MatchKind, With<MatchEntity>>().single(world).ok()?;
    kind.lesson().cloned()
}

fn match_state(app: &mut App) -> Option<MatchState> {
    let world = app.world_mut();
    world.query_filtered::<&MatchState, With<MatchEntity>>().single(world).ok().cloned()
}

/// Positions and hands on the table, as the components hold them.
fn table_state(app: &mut App) -> (u8, u8, Vec<u8>, Vec<u8>) {
    let d = super::support::live(app);
    let r = d.game.round();
    (r.pos(Side::Left), r.pos(Side::Right), r.hand(Side::Left).to_vec(), r.hand(Side::Right).to_vec())
}

/// An action that is not `wanted`: a backward move of 1 (illegal in some lessons, legal but
/// not the lesson's in others), else a parry.
fn another(wanted: Action) -> Action {
    let back = Action::Move { dir: Dir::Back, card: 1 };
    if wanted == back { Action::Parry } else { back }
}

/// Starts an Advanced match of Ann (Left) against the easy computer with `seed`, plays
/// Ann's first legal action, and returns her hand and both positions before it.
fn start_and_play_once(app: &mut App, seed: u64) -> (Vec<u8>, (u8, u8)) {
    use en_garde::ai::{BotLevel, Controller, Players};
    use en_garde::game::flow::FlowRequest;
    use en_garde::rules::{ActionList, RuleSet};
    let players = Players([Controller::Human { name: "Ann".into() }, Controller::Computer { level: BotLevel::Easy }]);
    app.world_mut().write_message(FlowRequest::StartWith { players, rules: RuleSet::advanced(), seed });
    for _ in 0..5 {
        app.update();
    }
    let before = super::support::live(app);
    let round = before.game.round();
    assert_eq!(round.to_act(), Some(Side::Left));
    let known = (round.hand(Side::Left).to_vec(), (round.pos(Side::Left), round.pos(Side::Right)));
    let mut legal = ActionList::default();
    round.legal_actions(&mut legal);
    app.world_mut().write_message(ActionRequested { side: Side::Left, action: legal.as_slice()[0] });
    for _ in 0..5 {
        app.update();
    }
    known
}

#[test]
fn every_lesson_can_be_finished_through_the_games_messages() {
    let (mut app, dir) = lesson_app();
    let courses = app.world().resource::<Courses>().0.clone().expect("the courses load");
    let mut finished = Vec::new();
    for (c, course) in courses.iter().enumerate() {
        for (l, lesson) in course.lessons.iter().enumerate() {
            app.world_mut().write_message(StartLesson { course: c, lesson: l });
            let mut refused_at_stage = None;
            for _ in 0..400 {
                app.update();
                let Some(active) = active_lesson(&mut app) else { continue };
                if active.course != c || active.lesson != l {
                    continue;
                }
                if active.finished() {
                    break;
                }
                // A D3 round: a wrong card first (refused with a rule), then the lesson's.
                if let Some((_, card)) = active.run.choice() {
                    let n = app.world().resource::<Refusals>().0.len();
                    let wrong = if card == en_garde::rules::DuellCard::D4 {
                        en_garde::rules::DuellCard::D6
                    } else {
                        en_garde::rules::DuellCard::D4
                    };
                    app.world_mut().write_message(en_garde::game::tutorial::LessonChoice(wrong));
                    app.update();
                    let refusals = &app.world().resource::<Refusals>().0;
                    assert_eq!(refusals.len(), n + 1, "{}: the wrong card was not refused", lesson.id);
                    assert!(names_a_rule(refusals.last().unwrap()));
                    app.world_mut().write_message(en_garde::game::tutorial::LessonChoice(card));
                    continue;
                }
                let Some(wanted) = active.run.wanted() else { continue };
                if match_state(&mut app).and_then(|b| b.decider) != Some(Side::Left) {
                    continue;
                }
                // Once per stage: something else first, refused with a rule, nothing moved.
                if refused_at_stage != Some(active.run.stages_done()) {
                    refused_at_stage = Some(active.run.stages_done());
                    let before = table_state(&mut app);
                    let n = app.world().resource::<Refusals>().0.len();
                    app.world_mut().write_message(ActionRequested { side: Side::Left, action: another(wanted) });
                    app.update();
                    let refusals = &app.world().resource::<Refusals>().0;
                    assert_eq!(refusals.len(), n + 1, "{}: the other action was not refused", lesson.id);
                    assert!(names_a_rule(refusals.last().unwrap()), "{}: {:?}", lesson.id, refusals.last());
                    assert_eq!(table_state(&mut app), before, "{}", lesson.id);
                }
                app.world_mut().write_message(ActionRequested { side: Side::Left, action: wanted });
            }
            assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Match);
            let active = active_lesson(&mut app).expect("the lesson is on");
            assert!(active.finished(), "{}: not finished", lesson.id);
            // The table played what the lesson's scenario plays.
            let end = lesson.scenario.play().unwrap().round;
            let table = super::support::live(&mut app);
            assert_eq!(table.game.round().pos(Side::Left), end.pos(Side::Left), "{}", lesson.id);
            assert_eq!(table.game.round().pos(Side::Right), end.pos(Side::Right), "{}", lesson.id);
            assert_eq!(table.game.round().result(), end.result(), "{}", lesson.id);
            finished.push(lesson.id.clone());
        }
    }
    // Every lesson is kept as finished, in the settings file too.
    for _ in 0..3 {
        app.update();
    }
    let settings = app.world().resource::<en_garde::game::storage::UserSettings>();
    assert_eq!(settings.lessons_done, finished);
    let file = std::fs::read_to_string(dir.0.join("settings.ron")).expect("the settings are saved");
    assert!(finished.iter().all(|id| file.contains(id.as_str())), "{file}");
}

#[test]
fn the_computer_does_not_think_in_a_lesson_and_continue_skips_the_lessons_match() {
    let (mut app, _dir) = lesson_app();
    // Standard lesson 2: the computer attacks first, by the script.
    app.world_mut().write_message(StartLesson { course: 1, lesson: 1 });
    for _ in 0..40 {
        app.update();
    }
    let b = match_state(&mut app).unwrap();
    assert!(matches!(b.phase, en_garde::rules::Phase::Defend(_)), "{:?}", b.phase);
    assert!(!app.world().resource::<en_garde::game::ai_driver::AiDriver>().busy());
    // Leaving the lesson: the lesson ends; Continue does not go back into it.
    app.world_mut().write_message(en_garde::game::flow::FlowRequest::ToTitle);
    app.update();
    app.update();
    assert!(active_lesson(&mut app).is_none());
    app.world_mut().write_message(en_garde::game::flow::FlowRequest::Continue);
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
}

/// The round's analysis runs off the frame and judges the person's decisions only: after
/// the direct-attack lesson (one decision, the hit), it holds that one decision, with the
/// chance of the round won.
#[test]
fn a_rounds_analysis_judges_the_persons_decisions_off_the_frame() {
    use en_garde::game::analysis::AnalyseRound;
    let (mut app, _dir) = lesson_app();
    app.world_mut().write_message(StartLesson { course: 0, lesson: 1 });
    for _ in 0..5 {
        app.update();
    }
    app.world_mut().write_message(ActionRequested { side: Side::Left, action: Action::Attack { value: 4, count: 1 } });
    for _ in 0..5 {
        app.update();
    }
    assert!(super::support::live(&mut app).game.round().is_over());
    app.world_mut().write_message(AnalyseRound { round: 1 });
    let decisions = super::player::analysis_ready(&mut app);
    assert_eq!(decisions.len(), 1, "{decisions:?}");
    let d = &decisions[0];
    assert_eq!((d.side, d.action.as_str()), (Side::Left, "attack with a 4"));
    assert!(d.chance_after > 0.99 && d.verdict == en_garde::ai::analysis::Verdict::Ok, "{d:?}");
}

/// "Try again from here": a practice position at a decision of the person, with what that
/// person knew kept exactly (positions, their own hand) and the hidden cards dealt anew;
/// Continue then goes back to the saved match, not into the practice.
#[test]
fn try_again_from_a_decision_deals_a_practice_position_from_what_was_known() {
    use en_garde::game::analysis::TryFromDecision;
    use en_garde::rules::MatchStep;
    let (mut app, _dir) = lesson_app();
    let (hand, positions) = start_and_play_once(&mut app, 11);
    let history = super::support::live(&mut app).history;
    let step = history
        .steps()
        .iter()
        .position(|s| matches!(s, MatchStep::Act { who: Side::Left, .. }))
        .expect("the person's decision is in the history");
    app.world_mut().write_message(TryFromDecision { step, side: Side::Left });
    for _ in 0..5 {
        app.update();
    }
    let practice = super::support::live(&mut app);
    let r = practice.game.round();
    assert!(practice.history.start.is_some(), "a practice position is a match from a position");
    assert_eq!((r.pos(Side::Left), r.pos(Side::Right)), positions);
    assert_eq!(r.hand(Side::Left).to_vec(), hand, "the person's own hand is what it was");
    assert_eq!(r.to_act(), Some(Side::Left));
    assert_eq!(r.hand(Side::Right).len(), 5);
    // The hidden cards — the other hand and the draw pile — are the cards the person had
    // not seen then, dealt anew: the same cards, not the same deal; what was public (the
    // discards) is as it was.
    let then = en_garde::rules::MatchHistory::with_steps(history.rules, history.seed, history.steps()[..step].to_vec())
        .replay()
        .unwrap();
    let was = then.round();
    let unseen = |r: &en_garde::rules::Round| r.hand(Side::Right).plus(&r.draw_pile().contents());
    assert_eq!(unseen(r), unseen(was), "the same unseen cards");
    assert_eq!(r.discard(), was.discard(), "the discards as they were");
    let deal = |r: &en_garde::rules::Round| (r.hand(Side::Right).to_vec(), r.draw_pile().top_first());
    assert_ne!(deal(r), deal(was), "the hidden cards dealt anew");
    let world = app.world_mut();
    let kind = world.query_filtered::<&en_garde::game::MatchKind, With<MatchEntity>>().single(world).unwrap();
    let p = kind.practice().expect("the table holds a practice");
    assert_eq!((p.side, p.round, p.decision), (Side::Left, 1, 1));
}

/// The coach (a setting): a person's blunder is held back with a warning until it is
/// confirmed; the search rates the person's actions from their own view as soon as they
/// are to decide.
#[test]
fn the_coach_holds_back_a_blunder_until_it_is_confirmed() {
    use en_garde::ai::{BotLevel, Controller, Players};
    use en_garde::game::MatchRequest;
    use en_garde::game::coach::Coach;
    use en_garde::rules::scenario::Scenario;
    let (mut app, _dir) = lesson_app();
    app.world_mut().resource_mut::<en_garde::game::storage::UserSettings>().coach = true;
    // Basic: at distance 4 the 4 wins at once; advancing 1 leaves distance 3 to a fencer
    // who holds a 3, and a Basic attack always hits (R4.2).
    let text = r#"Scenario(name: "coach", rules: ["R4.2"], level: Basic, left_pos: 8, right_pos: 12,
        left_hand: [4, 1, 2, 2, 3], right_hand: [5, 5, 1, 3, 4], draw_pile: [1, 2, 3, 5, 1], to_act: Left,
        steps: [], expect: (outcome: Ongoing))"#;
    let s = Scenario::parse(text, std::path::Path::new("coach.ron")).unwrap();
    let round = en_garde::rules::Round::from_position(&s.position().unwrap()).unwrap();
    app.world_mut().resource_mut::<en_garde::game::Seats>().0 =
        Players([Controller::Human { name: "Ann".into() }, Controller::Computer { level: BotLevel::Easy }]);
    app.world_mut().write_message(MatchRequest::FromPosition {
        rules: s.rule_set(),
        seed: 3,
        round: Box::new(round),
        kind: en_garde::game::MatchKind::Match,
    });
    app.world_mut().insert_resource(NextState::Pending(Screen::Match));
    // Wait for the coach's rating of Ann's decision.
    let rated = super::player::frames_until(&mut app, super::player::POOL_WAIT, |app| {
        app.world().resource::<Coach>().ranking.is_some()
    });
    assert!(rated, "the coach rated the decision");
    let blunder = Action::Move { dir: Dir::Forward, card: 1 };
    app.world_mut().write_message(ActionRequested { side: Side::Left, action: blunder });
    app.update();
    let w = app.world().resource::<Coach>().warning.clone().expect("a warning");
    assert_eq!(w.action, blunder);
    assert!(w.best_chance - w.chance >= 0.25, "{w:?}");
    let why = w.reason.text(&en_garde::lang::Lang::default());
    assert!(why.contains("3 spaces"), "{why}");
    assert_eq!(super::support::live(&mut app).game.round().pos(Side::Left), 8, "held back");
    // Play it anyway.
    let step = w.step;
    app.world_mut().resource_mut::<Coach>().confirmed = Some((step, Side::Left, blunder));
    app.world_mut().write_message(ActionRequested { side: Side::Left, action: blunder });
    app.update();
    assert_eq!(super::support::live(&mut app).game.round().pos(Side::Left), 9, "played once confirmed");
    // The warning is counted for Statistics, and so is a hint.
    app.update();
    assert_eq!(app.world().resource::<en_garde::game::storage::UserSettings>().coach_warnings, 1);
    app.world_mut().write_message(en_garde::game::hint::HintRequested { side: Side::Left });
    app.update();
    assert_eq!(app.world().resource::<en_garde::game::storage::UserSettings>().hints_asked, 1);
}

/// A stored match's analysis (Replays): built from the record's rules, seed and steps,
/// judging the decisions of the sides a person played, every round.
#[test]
fn a_stored_matchs_analysis_judges_every_decision_of_the_person() {
    use en_garde::game::analysis::{AnalyseMatch, AnalysisState, RoundAnalysis};
    use en_garde::rules::MatchStep;
    let (mut app, _dir) = lesson_app();
    start_and_play_once(&mut app, 5);
    let h = super::support::live(&mut app).history;
    let mine = h.steps().iter().filter(|s| matches!(s, MatchStep::Act { who: Side::Left, .. })).count();
    let players = app.world().resource::<en_garde::game::Seats>().0.clone();
    app.world_mut().write_message(AnalyseMatch {
        rules: h.rules,
        seed: h.seed,
        steps: h.steps().to_vec(),
        players,
        sides: vec![Side::Left],
    });
    let decisions = super::player::analysis_ready(&mut app);
    let AnalysisState::Ready { round, .. } = app.world().resource::<RoundAnalysis>().0 else { unreachable!() };
    assert_eq!(round, 0, "a whole match");
    assert_eq!(decisions.len(), mine);
    assert!(decisions.iter().all(|d| d.side == Side::Left));
}
