//! Every path a player takes works: the paths a new player got stuck on, replayed through
//! the game's own messages, keys and pad buttons (`player`).
//!
//! - after "Try again", Back to the match goes on with the match (its round over, Next
//!   round to come), with its own log;
//! - a lesson over a saved match, then Continue: the match goes on; the title shows nothing
//!   of the lesson;
//! - Advance & attack plays the reading the person chose (the first card picked is the
//!   step), by keys as by buttons; Basic offers no Advance & attack;
//! - Replays' "Analyse this match" judges the stored match; the match-over band analyses
//!   the match and its last round, and Try again from there comes back to the match's end;
//! - one key press is one action: the Enter that takes the screen does not also attack.

use super::persist::TempDir;
use super::player::*;
use bevy::prelude::*;
use en_garde::ai::{BotLevel, Controller, Players};
use en_garde::game::analysis::{AnalyseMatch, AnalyseRound, TryFromDecision};
use en_garde::game::choices::{Choices, Intent};
use en_garde::game::flow::{FlowRequest, HandOver};
use en_garde::game::screens::{Screen, Stage};
use en_garde::game::{MatchKind, MatchRequest, Seats};
use en_garde::persist::settings::OpponentKind;
use en_garde::rules::{Action, Cards, Level, MatchStep, RuleSet, Side};
use rand::SeedableRng;

type Rng = en_garde::rules::matchplay::MatchRng;

/// You (Left) against the random computer, `level` rules to `target`, seed `seed`: the
/// set-up's Start.
fn start_against_the_computer(app: &mut App, level: Level, target: u8, seed: u64) {
    let rules = RuleSet { target_score: target, ..RuleSet::for_level(level) };
    start_from_setup(app, OpponentKind::Computer, BotLevel::Random, rules, seed);
}

/// The first of the person's (Left's) decisions in `decisions`.
fn first_of_left(decisions: &[en_garde::ai::analysis::DecisionReview]) -> TryFromDecision {
    let d = decisions.iter().find(|d| d.side == Side::Left).expect("a decision of the person");
    TryFromDecision { step: d.step, side: d.side }
}

/// The review's blocker: analyse a round, Try again, finish the practice, Back to the
/// match — the match went on showing "Back to the match", and Next round never started.
#[test]
fn after_a_practice_back_to_the_match_goes_on_with_the_next_round() {
    let dir = TempDir::new();
    let mut app = game_on(&dir.0, 40);
    let mut rng = Rng::seed_from_u64(1);
    start_against_the_computer(&mut app, Level::Advanced, 3, 21);
    play_round(&mut app, &mut rng);
    assert_eq!(stage(&app), Some(Stage::RoundOver));
    let real = super::support::live(&mut app);
    let real_log = log_lines(&app);
    app.world_mut().write_message(AnalyseRound { round: 1 });
    let decisions = analysis_ready(&mut app);
    app.world_mut().write_message(first_of_left(&decisions));
    settle(&mut app, 3);
    // The practice says what it is for its whole length.
    let Some(MatchKind::Practice(p)) = kind(&mut app) else { panic!("a practice is on the table") };
    assert_eq!((p.round, p.decision, p.side), (1, 1, Side::Left));
    assert_eq!(p.back_to.history.steps(), real.history.steps(), "the match waits beside it, as it was");
    play_round(&mut app, &mut rng);
    assert_eq!(stage(&app), Some(Stage::RoundOver));
    assert!(kind(&mut app).is_some_and(|k| k.practice().is_some()));
    // Next round does nothing in a practice: it is one round.
    press(&mut app, FlowRequest::NextRound);
    assert_eq!(stage(&app), Some(Stage::RoundOver));
    press(&mut app, FlowRequest::BackToMatch);
    assert!(kind(&mut app).is_some_and(|k| k.is_match()), "the match is back on the table");
    assert_eq!(super::support::live(&mut app).history.steps(), real.history.steps());
    assert_eq!(stage(&app), Some(Stage::RoundOver));
    // Its own log, not the practice's.
    assert_eq!(log_lines(&app), real_log);
    press(&mut app, FlowRequest::NextRound);
    assert_eq!(stage(&app), Some(Stage::Playing), "Next round starts the next round");
    assert_eq!(match_state(&mut app).unwrap().round_number, 2);
}

/// The review's second blocker: a saved match at a round's end, a lesson, Quit to title,
/// Continue: stuck the same way. And the title shows no leftovers of the lesson.
#[test]
fn a_lesson_then_continue_goes_on_with_the_saved_match() {
    let dir = TempDir::new();
    let mut rng = Rng::seed_from_u64(2);
    let saved_steps = {
        let mut app = game_on(&dir.0, 40);
        start_against_the_computer(&mut app, Level::Standard, 3, 8);
        play_round(&mut app, &mut rng);
        assert_eq!(stage(&app), Some(Stage::RoundOver));
        super::support::live(&mut app).history.steps().to_vec()
    };
    // The game started again: the saved match is on the title screen's Continue.
    let mut app = game_on(&dir.0, 40);
    assert_eq!(table_entities(&mut app), 0);
    app.world_mut().write_message(en_garde::game::tutorial::StartLesson { course: 1, lesson: 0 });
    settle(&mut app, 3);
    assert!(kind(&mut app).is_some_and(|k| k.lesson().is_some()), "the lesson is on the table");
    press(&mut app, FlowRequest::ToTitle);
    assert_eq!(screen(&app), Screen::Title);
    // Nothing of the lesson behind the title: no match was on the table before it.
    assert_eq!(table_entities(&mut app), 0, "the lesson's table is gone");
    press(&mut app, FlowRequest::Continue);
    assert_eq!(screen(&app), Screen::Match);
    assert!(kind(&mut app).is_some_and(|k| k.is_match()));
    assert_eq!(super::support::live(&mut app).history.steps(), saved_steps);
    assert_eq!(stage(&app), Some(Stage::RoundOver));
    press(&mut app, FlowRequest::NextRound);
    assert_eq!(stage(&app), Some(Stage::Playing), "the saved match goes on");
    assert_eq!(match_state(&mut app).unwrap().round_number, 2);

    // A lesson over the match in play: leaving it puts the match back, with its players.
    // (The steps are read behind the title: in play, the computer may move in any frame.)
    let players = app.world().resource::<Seats>().clone();
    press(&mut app, FlowRequest::ToTitle);
    let steps = super::support::live(&mut app).history.steps().to_vec();
    app.world_mut().write_message(en_garde::game::tutorial::StartLesson { course: 0, lesson: 0 });
    settle(&mut app, 3);
    assert_ne!(app.world().resource::<Seats>().clone(), players, "the lesson has its own players");
    press(&mut app, FlowRequest::ToTitle);
    assert!(kind(&mut app).is_some_and(|k| k.is_match()), "the match is back behind the title");
    assert_eq!(super::support::live(&mut app).history.steps(), steps);
    assert_eq!(*app.world().resource::<Seats>(), players);
    press(&mut app, FlowRequest::Continue);
    assert_eq!((screen(&app), stage(&app)), (Screen::Match, Some(Stage::Playing)));
}

/// A position at distance 8 (spaces 5 and 13), Advanced, Left to act with a 5 and a 3 in
/// hand: both readings of "advance and attack" are legal.
fn two_readings(app: &mut App, level: Level) {
    use en_garde::rules::scenario::Scenario;
    let text = format!(
        r#"Scenario(name: "readings", rules: ["R4.3"], level: {level:?}, left_pos: 5, right_pos: 13,
        left_hand: [5, 3, 1, 1, 2], right_hand: [4, 4, 2, 2, 1], draw_pile: [1, 2, 3, 5, 1], to_act: Left,
        steps: [], expect: (outcome: Ongoing))"#
    );
    let s = Scenario::parse(&text, std::path::Path::new("readings.ron")).unwrap();
    let round = en_garde::rules::Round::from_position(&s.position().unwrap()).unwrap();
    app.world_mut().resource_mut::<Seats>().0 =
        Players([Controller::Human { name: "Ann".into() }, Controller::Computer { level: BotLevel::Random }]);
    app.world_mut().write_message(MatchRequest::FromPosition {
        rules: s.rule_set(),
        seed: 1,
        round: Box::new(round),
        kind: MatchKind::Match,
    });
    app.world_mut().insert_resource(NextState::Pending(Screen::Match));
    settle(app, 3);
}

/// The last action of `side` the history holds.
fn last_action(app: &mut App, side: Side) -> Option<Action> {
    super::support::live(app).history.steps().iter().rev().find_map(|s| match s {
        MatchStep::Act { who, action } if *who == side => Some(*action),
        _ => None,
    })
}

/// The review picked 5 then 3 at distance 8 and got "advance 3, attack with a 5"; the
/// other reading could not be played at all. The first card picked is the step.
#[test]
fn advance_and_attack_plays_the_reading_the_person_chose() {
    let dir = TempDir::new();
    for (first, second) in [(5, 3), (3, 5)] {
        let mut app = game_on(&dir.0, 40);
        two_readings(&mut app, Level::Advanced);
        let choices = app.world().resource::<Choices>().clone();
        let mut picked = Cards::EMPTY;
        picked.add(5);
        picked.add(3);
        assert_eq!(choices.readings(&picked).len(), 2, "both readings are legal at distance 8");
        // By keys: 5 and 3 (or 3 and 5), then Enter.
        key(&mut app, digit(first));
        key(&mut app, digit(second));
        key(&mut app, KeyCode::Enter);
        settle(&mut app, 2);
        let want = Action::AdvanceAttack { advance: first, value: second, count: 1 };
        assert_eq!(last_action(&mut app, Side::Left), Some(want), "picked {first} then {second}");
        // By the button, with the other reading chosen: the choices say which is which.
        let other = Action::AdvanceAttack { advance: second, value: first, count: 1 };
        assert_eq!(choices.for_intent(Intent::AdvanceAttack, &picked, Some(second)), Ok(other));
        assert_eq!(choices.for_intent(Intent::AdvanceAttack, &picked, Some(first)), Ok(want));
    }
    // Keys in the order they were pressed, even within one frame: 3, Backspace (none
    // picked), then 5, 3 and Enter.
    let mut app = game_on(&dir.0, 40);
    two_readings(&mut app, Level::Advanced);
    let seq = [digit(3), KeyCode::Backspace, digit(5), digit(3), KeyCode::Enter];
    keys_in_one_frame(&mut app, &seq);
    settle(&mut app, 2);
    assert_eq!(last_action(&mut app, Side::Left), Some(Action::AdvanceAttack { advance: 5, value: 3, count: 1 }));
    // Basic has no indirect attack (R3): the hand offers no Advance & attack.
    let mut app = game_on(&dir.0, 40);
    two_readings(&mut app, Level::Basic);
    assert!(!app.world().resource::<Choices>().indirect_attack);
    assert!(app.world().resource::<Choices>().readings(&Cards::from_values(&[5, 3]).unwrap()).is_empty());
}

/// Replays' "Analyse this match" ran only on the match screen; it judges the stored match
/// on the replay screen too. The match-over band analyses the match and its last round,
/// and Try again from there comes back to the match's end.
#[test]
fn a_finished_match_is_analysed_from_replays_and_from_its_end() {
    let dir = TempDir::new();
    let mut app = game_on(&dir.0, 30);
    let mut rng = Rng::seed_from_u64(3);
    start_against_the_computer(&mut app, Level::Standard, 1, 4);
    play_round(&mut app, &mut rng);
    settle(&mut app, 3);
    assert_eq!(stage(&app), Some(Stage::MatchOver));
    let finished = super::support::live(&mut app).history;
    // The whole match from its end: every round, tried again from any decision.
    app.world_mut().write_message(AnalyseRound { round: 0 });
    let all = analysis_ready(&mut app);
    assert!(!all.is_empty() && all.iter().all(|d| d.side == Side::Left));
    app.world_mut().write_message(AnalyseRound { round: 1 });
    assert_eq!(analysis_ready(&mut app).len(), all.len(), "one round: the last one is all of it");
    app.world_mut().write_message(first_of_left(&all));
    settle(&mut app, 3);
    assert!(kind(&mut app).is_some_and(|k| k.practice().is_some()));
    assert_eq!(stage(&app), Some(Stage::Playing), "the practice is a round to play, not a match's end");
    press(&mut app, FlowRequest::BackToMatch);
    assert_eq!(stage(&app), Some(Stage::MatchOver), "back at the match's end");
    assert_eq!(super::support::live(&mut app).history.steps(), finished.steps());
    // Replays: the stored match judged there.
    press(&mut app, FlowRequest::ToTitle);
    press(&mut app, FlowRequest::OpenReplays);
    assert_eq!(screen(&app), Screen::Replay);
    // Named as they played it, not as the live table's seats are now (the review's
    // Replays named a match against the random computer "Computer (easy)").
    let played = app.world().resource::<en_garde::game::Seats>().0.clone();
    app.world_mut().resource_mut::<en_garde::game::Seats>().0 = en_garde::ai::Players([
        en_garde::ai::Controller::Human { name: "Bo".into() },
        en_garde::ai::Controller::Human { name: "Cy".into() },
    ]);
    app.world_mut().write_message(AnalyseMatch {
        rules: finished.rules,
        seed: finished.seed,
        steps: finished.steps().to_vec(),
        players: played.clone(),
        sides: vec![Side::Left],
    });
    settle(&mut app, 1);
    assert_eq!(analysis_ready(&mut app).len(), all.len());
    let named = match &app.world().resource::<en_garde::game::analysis::RoundAnalysis>().0 {
        en_garde::game::analysis::AnalysisState::Ready { players, .. } => players.clone(),
        _ => unreachable!("the analysis is ready"),
    };
    assert_eq!(named, played, "the stored match's players, not the live seats");
    // Leaving the screen ends it.
    press(&mut app, FlowRequest::ToTitle);
    assert!(!app.world().resource::<en_garde::game::analysis::RoundAnalysis>().is_open());
}

/// Refusals the rules or the choices gave, counted.
#[derive(Resource, Default)]
struct Refused(usize);

/// One key press is one action: the Enter that lifts the hot-seat curtain does not also
/// attack for the player who takes the screen (the review got "Not allowed: select one
/// card…" after it).
#[test]
fn the_enter_that_lifts_the_curtain_does_nothing_else() {
    let dir = TempDir::new();
    let mut app = game_on(&dir.0, 40);
    app.init_resource::<Refused>();
    app.add_observer(|_: On<en_garde::game::ActionRefused>, mut r: ResMut<Refused>| r.0 += 1);
    press(&mut app, FlowRequest::OpenSetup);
    {
        let mut s = app.world_mut().resource_mut::<en_garde::game::flow::MatchSetup>();
        s.opponent = en_garde::persist::settings::OpponentKind::HotSeat;
        s.seed = Some(5);
    }
    press(&mut app, FlowRequest::StartMatch);
    assert_eq!(turn(&mut app), Turn::Curtain(Side::Left));
    let toast_before = app.world().resource::<en_garde::ui::log::Toast>().text.clone();
    key(&mut app, KeyCode::Enter);
    settle(&mut app, 2);
    assert_eq!(app.world().resource::<HandOver>().showing, Some(Side::Left), "Enter took the screen");
    assert_eq!(turn(&mut app), Turn::Decide(Side::Left));
    assert_eq!(app.world().resource::<Refused>().0, 0);
    assert_eq!(app.world().resource::<en_garde::ui::log::Toast>().text, toast_before, "and said nothing else");
    assert!(super::support::live(&mut app).history.steps().is_empty());
    // The next Enter is the player's own: with nothing picked, the choices say why not.
    key(&mut app, KeyCode::Enter);
    assert_ne!(app.world().resource::<en_garde::ui::log::Toast>().text, toast_before);
}

/// The set-up forgot every choice when left with Back (hard and 3 points went back to easy
/// and 5); it keeps them now, in the settings, the one place they are set.
#[test]
fn the_set_up_keeps_its_choices_when_left_with_back() {
    let dir = TempDir::new();
    let mut app = game_on(&dir.0, 40);
    press(&mut app, FlowRequest::OpenSetup);
    {
        let mut s = app.world_mut().resource_mut::<en_garde::game::flow::MatchSetup>();
        s.ai_level = BotLevel::Hard;
        s.rules = RuleSet { target_score: 3, ..RuleSet::for_level(Level::Standard) };
    }
    // Esc, as Back does.
    key(&mut app, KeyCode::Escape);
    settle(&mut app, 2);
    assert_eq!(screen(&app), Screen::Title);
    press(&mut app, FlowRequest::OpenSetup);
    let s = app.world().resource::<en_garde::game::flow::MatchSetup>().clone();
    assert_eq!((s.ai_level, s.rules.target_score, s.rules.level), (BotLevel::Hard, 3, Level::Standard));
    // And after a restart too.
    drop(app);
    let mut app = game_on(&dir.0, 40);
    press(&mut app, FlowRequest::OpenSetup);
    let s = app.world().resource::<en_garde::game::flow::MatchSetup>().clone();
    assert_eq!((s.ai_level, s.rules.target_score), (BotLevel::Hard, 3));
}

/// The pool's one thread (on a machine of up to four cores) is the computer's too: a whole
/// match's analysis left running by Rematch held it for its whole length, and the new
/// match's computer waited behind it. Closed after its first judgement, an analysis
/// judges at most the one under way, and its work ends long before the rest of the
/// match's decisions would have been judged.
#[test]
fn an_analysis_left_by_rematch_stops_judging() {
    use en_garde::game::analysis::{AnalysisState, RoundAnalysis};
    use std::sync::atomic::Ordering;
    let dir = TempDir::new();
    let mut app = game_on(&dir.0, 30);
    let mut rng = Rng::seed_from_u64(11);
    start_against_the_computer(&mut app, Level::Standard, 3, 11);
    while stage(&app) != Some(Stage::MatchOver) {
        play_round(&mut app, &mut rng);
        if stage(&app) == Some(Stage::RoundOver) {
            press(&mut app, FlowRequest::NextRound);
        }
    }
    // Judgements that take a while each (about a second here).
    app.insert_resource(en_garde::game::hint::Judgements::with_iterations(300_000));
    app.world_mut().write_message(AnalyseRound { round: 0 });
    settle(&mut app, 3);
    let AnalysisState::Running { done, total, .. } = &app.world().resource::<RoundAnalysis>().0 else {
        panic!("the analysis runs")
    };
    let (done, total) = (done.clone(), total.clone());
    let first = |_: &mut App| done.load(Ordering::Relaxed) >= 1;
    assert!(frames_until(&mut app, POOL_WAIT, first), "the first decision judged");
    let at_rematch = done.load(Ordering::Relaxed);
    press(&mut app, FlowRequest::Rematch);
    assert!(!app.world().resource::<RoundAnalysis>().is_open(), "Rematch closed the analysis");
    // The work's end: its own handle on the progress counter is dropped with it.
    let ended = |_: &mut App| std::sync::Arc::strong_count(&done) == 1;
    assert!(frames_until(&mut app, POOL_WAIT, ended), "the analysis's work ended");
    let judged = done.load(Ordering::Relaxed);
    assert!(judged <= at_rematch + 1, "{judged} judged after Rematch at {at_rematch}");
    assert!(total.load(Ordering::Relaxed) >= at_rematch + 4, "a match with decisions left to judge: {total:?}");
}

/// Leaving a match for the title while the computer thinks: its decision is dropped (and
/// its search told to stop), so nothing of the match's computer stays busy behind the
/// title; Continue brings the match back and the computer decides afresh.
#[test]
fn leaving_for_the_title_drops_the_computers_decision_and_continue_thinks_afresh() {
    use en_garde::game::ai_driver::AiDriver;
    let dir = TempDir::new();
    let mut app = game_on(&dir.0, 30);
    let mut rng = Rng::seed_from_u64(5);
    let rules = RuleSet { target_score: 3, ..RuleSet::for_level(Level::Advanced) };
    start_from_setup(&mut app, OpponentKind::Computer, BotLevel::Expert, rules, 5);
    let busy = |app: &mut App| app.world().resource::<AiDriver>().busy();
    // The person (Left) begins; `expert` answers, thinking for up to 3 s.
    let person = |app: &mut App| matches!(turn(app), Turn::Decide(_) | Turn::Curtain(_));
    assert!(frames_until(&mut app, POOL_WAIT, person), "the person's turn comes");
    if let Turn::Curtain(side) = turn(&mut app) {
        press(&mut app, FlowRequest::Reveal(side));
    }
    assert!(decide(&mut app, &mut rng));
    settle(&mut app, 1);
    assert!(frames_until(&mut app, POOL_WAIT, busy), "the computer thinks");
    press(&mut app, FlowRequest::ToTitle);
    assert_eq!(screen(&app), Screen::Title);
    assert!(!busy(&mut app), "the computer's decision was left behind the title");
    press(&mut app, FlowRequest::Continue);
    assert_eq!(screen(&app), Screen::Match);
    let answered = |app: &mut App| stage(app) != Some(Stage::Playing) || turn(app) != Turn::Wait;
    assert!(frames_until(&mut app, POOL_WAIT, answered), "the computer answers after Continue");
}
