//! Whole matches through the game's flow, headless: from the title screen to "match
//! over" through the same messages and state changes the UI's buttons use, for hot-seat
//! (with the hand-over before every decision, R9.6) and against the computer.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use en_garde::flow::{FlowRequest, HandOver, MatchSetup, Opponent, needs_hand_over, viewer};
use en_garde::game::{ActionRequested, Duel, Players};
use en_garde::rules::{ActionList, Cards, Level, MatchPhase, Phase, RuleSet, Side};
use en_garde::screens::Screen;
use en_garde::ui::input::{Intent, intent_action};
use rand::{RngExt, SeedableRng};

fn flow_app() -> (App, super::persist::TempDir) {
    let dir = super::persist::TempDir::new();
    let mut app = App::new();
    app.insert_resource(en_garde::persist::DataPaths::in_dir(&dir.0));
    app.add_plugins((MinimalPlugins, StatesPlugin)).add_plugins(en_garde::game::app::headless_plugins);
    app.world_mut().resource_mut::<en_garde::prefs::Overrides>().ai_delay_ms = Some(0);
    app.update();
    (app, dir)
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn request(app: &mut App, r: FlowRequest) {
    app.world_mut().write_message(r);
    app.update();
    app.update();
}

/// Chooses a legal action the way a person at the UI would: pick cards into a
/// selection, then press the button whose action the rules accept.
fn press_a_button(
    round: &en_garde::rules::Round,
    side: Side,
    rng: &mut en_garde::rules::matchplay::MatchRng,
) -> en_garde::rules::Action {
    if let Phase::Defend(_) = round.phase() {
        let mut list = ActionList::new();
        round.legal_actions(&mut list);
        return list[rng.random_range(0..list.len())];
    }
    let hand = *round.hand(side);
    for _ in 0..200 {
        let mut sel = Cards::EMPTY;
        for v in hand.to_vec() {
            if rng.random_range(0..3) == 0 {
                sel.add(v);
            }
        }
        let intent = [Intent::Advance, Intent::Retreat, Intent::Attack, Intent::AdvanceAttack][rng.random_range(0..4)];
        if let Ok(a) = intent_action(intent, &sel, round, side) {
            return a;
        }
    }
    let mut list = ActionList::new();
    round.legal_actions(&mut list);
    list[0]
}

fn play_to_match_over(app: &mut App, hot_seat: bool) -> (u32, u32) {
    let mut rng = en_garde::rules::matchplay::MatchRng::seed_from_u64(3);
    let mut hand_overs = 0;
    let mut rounds = 0;
    for _ in 0..5000 {
        match screen(app) {
            Screen::MatchOver => return (hand_overs, rounds),
            Screen::RoundOver => {
                rounds += 1;
                request(app, FlowRequest::NextRound);
                continue;
            }
            Screen::Match => {}
            other => panic!("unexpected screen {other:?}"),
        }
        let duel = app.world().resource::<Duel>().clone();
        let players = app.world().resource::<Players>().clone();
        let hand_over = *app.world().resource::<HandOver>();
        if let Some(side) = needs_hand_over(&duel, &players, &hand_over) {
            assert!(hot_seat, "no hand-over against the computer");
            // The curtain hides every hand until the player takes the screen.
            assert_eq!(viewer(&players, &hand_over), hand_over.showing);
            assert_ne!(hand_over.showing, Some(side));
            hand_overs += 1;
            request(app, FlowRequest::Reveal(side));
            continue;
        }
        match duel.game.phase() {
            MatchPhase::Playing => {
                let side = duel.game.round().to_act().unwrap();
                if players.get(side).is_human() {
                    assert_eq!(viewer(&players, &hand_over), Some(side), "the person sees their own hand only");
                    let action = press_a_button(duel.game.round(), side, &mut rng);
                    app.world_mut().write_message(ActionRequested { side, action });
                }
            }
            MatchPhase::ChooseDuellCard { chooser } if players.get(chooser).is_human() => {
                app.world_mut().write_message(en_garde::game::MatchRequest::ChooseDuellCard {
                    side: chooser,
                    card: en_garde::rules::DuellCard::D4,
                });
            }
            _ => {}
        }
        app.update();
        // The computer thinks on the task pool; give it time without busy-spinning.
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
    panic!("the match did not end");
}

#[test]
fn hot_seat_match_from_title_to_match_over() {
    let (mut app, _dir) = flow_app();
    assert_eq!(screen(&app), Screen::Title);
    request(&mut app, FlowRequest::OpenSetup);
    assert_eq!(screen(&app), Screen::Setup);
    {
        let mut s = app.world_mut().resource_mut::<MatchSetup>();
        s.opponent = Opponent::Human;
        s.rules = RuleSet::for_level(Level::Advanced);
        s.rules.target_score = 3;
        s.seed = Some(77);
    }
    request(&mut app, FlowRequest::StartMatch);
    assert_eq!(screen(&app), Screen::Match);
    assert!(app.world().resource::<Players>().hot_seat());
    let (hand_overs, rounds) = play_to_match_over(&mut app, true);
    assert!(hand_overs >= 2 * (rounds + 1), "a hand-over before each player's decisions ({hand_overs})");
    let duel = app.world().resource::<Duel>();
    assert!(duel.game.is_over());
    assert_eq!(duel.game.seed(), 77);
    request(&mut app, FlowRequest::Rematch);
    assert_eq!(screen(&app), Screen::Match);
    assert_eq!(app.world().resource::<Duel>().steps.len(), 0, "a fresh match");
    request(&mut app, FlowRequest::ToTitle);
    assert_eq!(screen(&app), Screen::Title);
}

#[test]
fn match_against_the_computer_from_title_to_match_over() {
    for level in [Level::Basic, Level::Standard, Level::Advanced, Level::Duell] {
        let (mut app, _dir) = flow_app();
        request(&mut app, FlowRequest::OpenSetup);
        {
            let mut s = app.world_mut().resource_mut::<MatchSetup>();
            s.opponent = Opponent::Computer;
            s.ai_level = "random".into();
            s.rules = if level == Level::Duell { RuleSet::duell(true) } else { RuleSet::for_level(level) };
            s.rules.target_score = 2;
            s.human_side = Side::Right;
        }
        request(&mut app, FlowRequest::StartMatch);
        let players = app.world().resource::<Players>().clone();
        assert!(!players.get(Side::Left).is_human() && players.get(Side::Right).is_human());
        let (hand_overs, _) = play_to_match_over(&mut app, false);
        assert_eq!(hand_overs, 0);
        let duel = app.world().resource::<Duel>();
        assert!(duel.game.is_over());
        // The computer's decisions went through the same requests: all replay.
        let replayed = en_garde::rules::Match::replay(*duel.game.rules(), duel.game.seed(), &duel.steps).unwrap();
        assert_eq!(replayed.scores(), duel.game.scores());
        assert!(duel.steps.iter().any(|s| matches!(s, en_garde::rules::MatchStep::Act { who: Side::Left, .. })));
    }
}

#[test]
fn pause_and_continue() {
    let (mut app, _dir) = flow_app();
    request(&mut app, FlowRequest::StartMatch);
    request(&mut app, FlowRequest::TogglePause);
    assert!(app.world().resource::<en_garde::flow::Paused>().0);
    request(&mut app, FlowRequest::ToTitle);
    assert_eq!(screen(&app), Screen::Title);
    request(&mut app, FlowRequest::Continue);
    assert_eq!(screen(&app), Screen::Match);
    assert!(!app.world().resource::<en_garde::flow::Paused>().0);
}
