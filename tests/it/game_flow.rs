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

/// The replay screen steps a stored record forward and back on the piste (the `Duel` and
/// the fencer components mirror the cursor), saves nothing, and gives the live match back
/// on leaving.
#[test]
fn replay_screen_steps_through_a_record_and_restores_the_live_match() {
    let (mut app, dir) = flow_app();
    app.add_plugins(en_garde::ui::replay::plugin);
    let paths = en_garde::persist::DataPaths::in_dir(&dir.0);
    let rec = super::persist::random_record(RuleSet::advanced(), 31, super::persist::vs_computer(), 1_700_000_000);
    en_garde::persist::record::save(&paths, &rec).unwrap();
    // A live match in progress, with one action played.
    request(&mut app, FlowRequest::StartMatch);
    let live = app.world().resource::<Duel>().clone();
    request(&mut app, FlowRequest::Open(Screen::Replay));
    assert_eq!(screen(&app), Screen::Replay);
    {
        let mut view = app.world_mut().resource_mut::<en_garde::ui::replay::ReplayView>();
        assert_eq!(view.entries.len(), 1, "the stored record is listed");
        let entry = view.entries[0].clone();
        let mut cursor = en_garde::persist::ReplayCursor::from_record(&entry.record).unwrap();
        cursor.seek(7);
        view.cursor = Some(cursor);
        view.selected = Some(entry.name);
    }
    app.update();
    app.update();
    let shown = app.world().resource::<Duel>().clone();
    assert_eq!(shown.steps.len(), 7);
    let expected = en_garde::rules::Match::replay(rec.rules, rec.seed, &rec.steps[..7]).unwrap();
    assert_eq!(shown.game.round(), expected.round());
    let mut q = app.world_mut().query::<&en_garde::game::Fencer>();
    for f in q.iter(app.world()) {
        assert_eq!(f.space, expected.round().pos(f.side), "the piste shows the replayed position");
    }
    // Back one step.
    app.world_mut().resource_mut::<en_garde::ui::replay::ReplayView>().cursor.as_mut().unwrap().back();
    app.update();
    assert_eq!(app.world().resource::<Duel>().steps.len(), 6);
    // Nothing of the replay is saved as the player's match.
    let saved = en_garde::persist::autosave::load(&paths);
    assert!(saved.ok().is_none_or(|s| s.seed == live.game.seed()), "the autosave is the live match, if any");
    request(&mut app, FlowRequest::ToTitle);
    let back = app.world().resource::<Duel>();
    assert_eq!(back.game.seed(), live.game.seed());
    assert_eq!(back.steps, live.steps, "the live match is given back");
}

/// Continue on the title screen after a restart resumes the autosaved match exactly.
#[test]
fn continue_after_a_restart_resumes_the_autosave() {
    let dir = super::persist::TempDir::new();
    let new_app = || {
        let mut app = App::new();
        app.insert_resource(en_garde::persist::DataPaths::in_dir(&dir.0));
        app.add_plugins((MinimalPlugins, StatesPlugin)).add_plugins(en_garde::game::app::headless_plugins);
        app.world_mut().resource_mut::<en_garde::prefs::Overrides>().ai_delay_ms = Some(0);
        app.update();
        app
    };
    let mut first = new_app();
    {
        let mut s = first.world_mut().resource_mut::<MatchSetup>();
        s.opponent = Opponent::Human;
        s.seed = Some(4242);
    }
    request(&mut first, FlowRequest::StartMatch);
    let mut rng = en_garde::rules::matchplay::MatchRng::seed_from_u64(8);
    for _ in 0..6 {
        let duel = first.world().resource::<Duel>().clone();
        let Some(side) = duel.game.round().to_act() else { break };
        let action = press_a_button(duel.game.round(), side, &mut rng);
        first.world_mut().write_message(ActionRequested { side, action });
        first.update();
    }
    first.update();
    let before = first.world().resource::<Duel>().clone();
    assert!(!before.steps.is_empty());
    drop(first);
    // A new process: the title screen offers Continue, which resumes exactly.
    let mut second = new_app();
    assert!(second.world().resource::<en_garde::persist::SavedGame>().0.is_some());
    request(&mut second, FlowRequest::Continue);
    second.update();
    let after = second.world().resource::<Duel>();
    assert_eq!(after.steps, before.steps);
    assert_eq!(after.game.round(), before.game.round(), "same hands, same pile order, same positions");
    assert_eq!(after.game.scores(), before.game.scores());
    assert_eq!(after.game.seed(), 4242);
    assert!(second.world().resource::<Players>().hot_seat());
    assert_eq!(screen(&second), en_garde::flow::screen_for(&after.game));
}
