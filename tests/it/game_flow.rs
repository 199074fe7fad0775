//! Whole matches through the game's flow, headless: from the title screen to "match
//! over" through the same messages and state changes the UI's buttons use, for hot-seat
//! (with the hand-over before every decision, R9.6) and against the computer.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use en_garde::game::choices::Intent;
use en_garde::game::flow::{FlowRequest, MatchSetup};
use en_garde::game::screens::Screen;
use en_garde::game::screens::{Menu, Stage};
use en_garde::game::{ActionRequested, Choices, MatchEntity, MatchState, Seats};
use en_garde::persist::settings::OpponentKind;
use en_garde::rules::{Cards, Level, MatchPhase, RuleSet, Side};
use rand::{RngExt, SeedableRng};

fn flow_app() -> (App, super::persist::TempDir) {
    let dir = super::persist::TempDir::new();
    let mut app = App::new();
    app.insert_resource(en_garde::game::storage::DataDir(en_garde::persist::DataPaths::in_dir(&dir.0)));
    app.add_plugins((MinimalPlugins, StatesPlugin)).add_plugins(en_garde::app::headless_plugins);
    app.world_mut().resource_mut::<en_garde::game::prefs::Overrides>().ai_delay_ms = Some(0);
    app.update();
    (app, dir)
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// The match's stage, while the match screen is shown.
fn stage(app: &App) -> Option<Stage> {
    app.world().get_resource::<State<Stage>>().map(|s| *s.get())
}

fn menu(app: &App) -> Menu {
    *app.world().resource::<State<Menu>>().get()
}

/// The texts the hand panel paints for the app's state, drawn in an egui context as the
/// game's frame draws them (the panel's own code, not a copy).
fn hand_panel_texts(app: &mut App) -> Vec<String> {
    use bevy::ecs::system::SystemState;
    use bevy_egui::egui;
    use en_garde::ui::hud::hand::{HandPanel, hand_panel_ui};
    let world = app.world_mut();
    let mut state =
        SystemState::<(en_garde::game::MatchView, Res<Seats>, Res<en_garde::game::Turn>, Res<Choices>)>::new(world);
    let (table, seats, turn, choices) = state.get(world).unwrap();
    let turn = en_garde::game::Turn { menu_open: false, ..*turn };
    let Some(view) = table.get() else { return Vec::new() };
    let panel = HandPanel::of(&en_garde::lang::Lang::default(), &view, &seats, &turn, &choices, false);
    let ctx = egui::Context::default();
    let out = ctx.run_ui(egui::RawInput::default(), |ui| {
        hand_panel_ui(
            ui,
            &en_garde::lang::Lang::default(),
            &panel,
            &choices,
            &mut en_garde::ui::input::Selection::default(),
            None,
        );
    });
    crate::support::painted_texts(&out.shapes)
}

/// The card faces among painted texts: single digits 1..=5.
fn card_faces(texts: &[String]) -> usize {
    texts.iter().filter(|t| matches!(t.as_str(), "1" | "2" | "3" | "4" | "5")).count()
}

/// The live match's table component.
fn match_state(app: &mut App) -> MatchState {
    let world = app.world_mut();
    world.query_filtered::<&MatchState, With<MatchEntity>>().single(world).unwrap().clone()
}

fn request(app: &mut App, r: FlowRequest) {
    app.world_mut().write_message(r);
    app.update();
    app.update();
}

/// Chooses an action the way a person at the UI would: pick cards into a selection, then
/// press a button the model of the person's choices enables (against an attack: one of
/// the prompt's answers).
fn press_a_button(app: &App, side: Side, rng: &mut en_garde::rules::matchplay::MatchRng) -> en_garde::rules::Action {
    let choices = app.world().resource::<Choices>().clone();
    assert_eq!(choices.decision.map(|d| d.0), Some(side), "the choices are the deciding person's");
    let legal: Vec<_> = choices.legal().map(|c| c.action).collect();
    assert!(!legal.is_empty(), "a person asked to decide has a legal action");
    if choices.defending {
        return legal[rng.random_range(0..legal.len())];
    }
    for _ in 0..200 {
        let mut sel = Cards::EMPTY;
        for v in choices.hand.to_vec() {
            if rng.random_range(0..3) == 0 {
                sel.add(v);
            }
        }
        let intent = [Intent::Advance, Intent::Retreat, Intent::Attack, Intent::AdvanceAttack][rng.random_range(0..4)];
        if let Ok(a) = choices.for_intent(intent, &sel, sel.distinct().next()) {
            assert!(legal.contains(&a), "an enabled button plays a legal action");
            return a;
        }
    }
    legal[0]
}

fn play_to_match_over(app: &mut App, hot_seat: bool) -> (u32, u32) {
    let mut rng = en_garde::rules::matchplay::MatchRng::seed_from_u64(3);
    let mut hand_overs = 0;
    let mut rounds = 0;
    // Whom the screen was last handed to, and the decisions made after a hand-over that
    // answered an attack.
    let mut handed_to = None;
    let mut defences = 0;
    for _ in 0..5000 {
        assert_eq!(screen(app), Screen::Match);
        match stage(app) {
            Some(Stage::MatchOver) => {
                assert!(
                    !hot_seat || defences > 0,
                    "R9.6: the match had parries or retreats by a person after a hand-over"
                );
                return (hand_overs, rounds);
            }
            Some(Stage::RoundOver) => {
                rounds += 1;
                request(app, FlowRequest::NextRound);
                continue;
            }
            Some(Stage::Playing) => {}
            None => panic!("no stage on the match screen"),
        }
        let duel = crate::support::live(app);
        let players = app.world().resource::<Seats>().clone();
        // The screen's account of who acts, as the panels, keys and pad read it.
        let turn = *app.world().resource::<en_garde::game::Turn>();
        if let Some(side) = turn.curtain {
            assert!(hot_seat, "no hand-over against the computer");
            // Under the curtain no hand is drawn: neither the one who played before (whose
            // cards the screen still had) nor the one who is to take it.
            let painted = hand_panel_texts(app);
            assert_eq!(card_faces(&painted), 0, "no card is painted under the curtain: {painted:?}");
            assert!(painted.iter().any(|t| t.contains("Cards hidden")), "{painted:?}");
            hand_overs += 1;
            request(app, FlowRequest::Reveal(side));
            handed_to = Some(side);
            continue;
        }
        match duel.game.phase() {
            MatchPhase::Playing => {
                let side = duel.game.round().to_act().unwrap();
                if players.get(side).is_human() {
                    if hot_seat {
                        // Every change of the deciding person, a parry or retreat included,
                        // comes after the screen was handed to the new one.
                        assert_eq!(
                            handed_to,
                            Some(side),
                            "R9.6: {side:?} decides only after the screen was handed to them"
                        );
                        defences += u32::from(app.world().resource::<Choices>().defending);
                    }
                    assert_eq!(turn.shown, Some(side), "the person sees their own hand only");
                    let action = press_a_button(app, side, &mut rng);
                    app.world_mut().write_message(ActionRequested { side, action });
                } else {
                    // The computer thinks on the task pool: wait for its move.
                    let at = duel.history.steps().len();
                    let moved = |app: &mut App| crate::support::live(app).history.steps().len() > at;
                    assert!(
                        super::player::frames_until(app, super::player::POOL_WAIT, moved),
                        "the computer did not act"
                    );
                    continue;
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
        s.opponent = OpponentKind::HotSeat;
        s.rules = RuleSet::for_level(Level::Advanced);
        s.rules.target_score = 3;
        s.seed = Some(77);
    }
    request(&mut app, FlowRequest::StartMatch);
    assert_eq!(screen(&app), Screen::Match);
    assert!(app.world().resource::<Seats>().hot_seat());
    let (hand_overs, rounds) = play_to_match_over(&mut app, true);
    assert!(hand_overs >= 2 * (rounds + 1), "a hand-over before each player's decisions ({hand_overs})");
    let duel = crate::support::live(&mut app);
    assert!(duel.game.is_over());
    assert_eq!(duel.game.seed(), 77);
    request(&mut app, FlowRequest::Rematch);
    assert_eq!(screen(&app), Screen::Match);
    assert_eq!(crate::support::live(&mut app).history.steps().len(), 0, "a fresh match");
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
            s.opponent = OpponentKind::Computer;
            s.ai_level = en_garde::ai::BotLevel::Random;
            s.rules = if level == Level::Duell { RuleSet::duell(true) } else { RuleSet::for_level(level) };
            s.rules.target_score = 2;
            s.human_side = Side::Right;
        }
        request(&mut app, FlowRequest::StartMatch);
        let players = app.world().resource::<Seats>().clone();
        assert!(!players.get(Side::Left).is_human() && players.get(Side::Right).is_human());
        let (hand_overs, _) = play_to_match_over(&mut app, false);
        assert_eq!(hand_overs, 0);
        let duel = crate::support::live(&mut app);
        assert!(duel.game.is_over());
        // The computer's decisions went through the same requests: all replay.
        let replayed = en_garde::rules::MatchHistory::with_steps(
            *duel.game.rules(),
            duel.game.seed(),
            duel.history.steps().to_vec(),
        )
        .replay()
        .unwrap();
        assert_eq!(replayed.scores(), duel.game.scores());
        assert!(
            duel.history.steps().iter().any(|s| matches!(s, en_garde::rules::MatchStep::Act { who: Side::Left, .. }))
        );
    }
}

#[test]
fn pause_menus_and_continue() {
    let (mut app, _dir) = flow_app();
    request(&mut app, FlowRequest::StartMatch);
    request(&mut app, FlowRequest::TogglePause);
    assert_eq!(menu(&app), Menu::Pause);
    // A menu opened from the pause menu goes back to it.
    request(&mut app, FlowRequest::OpenMenu(Menu::Rules));
    assert_eq!(menu(&app), Menu::Rules);
    request(&mut app, FlowRequest::CloseMenu);
    assert_eq!(menu(&app), Menu::Pause);
    request(&mut app, FlowRequest::TogglePause);
    assert_eq!(menu(&app), Menu::None);
    assert_eq!(screen(&app), Screen::Match);
    request(&mut app, FlowRequest::ToTitle);
    assert_eq!(screen(&app), Screen::Title);
    // From the title a menu closes back to the title.
    request(&mut app, FlowRequest::OpenMenu(Menu::Settings));
    assert_eq!((screen(&app), menu(&app)), (Screen::Title, Menu::Settings));
    request(&mut app, FlowRequest::CloseMenu);
    assert_eq!((screen(&app), menu(&app)), (Screen::Title, Menu::None));
    request(&mut app, FlowRequest::Continue);
    assert_eq!((screen(&app), menu(&app)), (Screen::Match, Menu::None));
}

/// The pause menu stops the computer until it is closed (the README's "stops the match and
/// the computer until you resume"): paused as the computer is to start, nothing is played
/// in a second and more of frames; closed, the computer plays.
#[test]
fn the_pause_menu_stops_the_computer() {
    let (mut app, _dir) = flow_app();
    {
        let mut s = app.world_mut().resource_mut::<MatchSetup>();
        s.opponent = OpponentKind::Computer;
        s.ai_level = en_garde::ai::BotLevel::Easy;
        s.human_side = Side::Left;
        s.rules = RuleSet::for_level(Level::Advanced);
        s.rules.first_starter = Side::Right;
        s.seed = Some(5);
    }
    // The computer's move waits half a second after it is found, so that the pause comes
    // before it.
    app.world_mut().resource_mut::<en_garde::game::prefs::Overrides>().ai_delay_ms = Some(500);
    request(&mut app, FlowRequest::StartMatch);
    request(&mut app, FlowRequest::TogglePause);
    assert_eq!(menu(&app), Menu::Pause);
    let paused = match_state(&mut app);
    assert_eq!((paused.steps, paused.decider), (0, Some(Side::Right)), "paused as the computer is to start");
    let frames = |app: &mut App, n: usize| {
        for _ in 0..n {
            app.update();
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    };
    frames(&mut app, 300);
    assert_eq!(match_state(&mut app).steps, 0, "nothing is played while paused");
    request(&mut app, FlowRequest::TogglePause);
    assert_eq!(menu(&app), Menu::None);
    super::player::frames_until(&mut app, super::player::POOL_WAIT, |app| match_state(app).steps > 0);
    assert!(match_state(&mut app).steps > 0, "the computer plays once the menu is closed");
}

/// The computer at the game's own budgets (`hard` capped at 0.9 s, `expert` at 3 s): its
/// first move arrives, and while it thinks the game goes on drawing — no frame waits for
/// the search, which runs on the task pool: many frames pass, and none takes as much as
/// half the wait (with the search run inside the frame, `block_on` in `start_thinking`,
/// one frame holds all of it). That each decision ends at its cap is the engine's test
/// (`budgets.rs`); here the wait is bounded by [`super::player::POOL_WAIT`] only, since
/// the task pool is shared with the tests running beside.
#[test]
fn the_computer_at_its_real_budget_moves_and_never_holds_a_frame() {
    use en_garde::ai::BotLevel;
    use std::time::{Duration, Instant};
    for level in [BotLevel::Hard, BotLevel::Expert] {
        let (mut app, _dir) = flow_app();
        {
            let mut s = app.world_mut().resource_mut::<MatchSetup>();
            s.opponent = OpponentKind::Computer;
            s.ai_level = level;
            s.human_side = Side::Left;
            s.rules = RuleSet::for_level(Level::Advanced);
            s.rules.first_starter = Side::Right;
            s.seed = Some(8);
        }
        app.world_mut().resource_mut::<en_garde::game::prefs::Overrides>().ai_delay_ms = Some(0);
        request(&mut app, FlowRequest::StartMatch);
        assert_eq!(match_state(&mut app).decider, Some(Side::Right), "{level} starts");
        let start = Instant::now();
        let (mut frames, mut longest) = (0u32, Duration::ZERO);
        while match_state(&mut app).steps == 0 && start.elapsed() <= super::player::POOL_WAIT {
            let frame = Instant::now();
            app.update();
            longest = longest.max(frame.elapsed());
            frames += 1;
            std::thread::sleep(Duration::from_millis(2));
        }
        let took = start.elapsed();
        assert!(match_state(&mut app).steps > 0, "{level} had not moved {took:?} after its turn began");
        assert!(frames >= 5, "{level}: {frames} frames while it thought for {took:?}");
        assert!(longest * 2 < took, "{level}: a frame took {longest:?} of the {took:?} it thought");
    }
}

/// The Rules menu only shows rules: reading another level's tab leaves the next match's
/// rules as they were set up.
#[test]
fn reading_the_rules_changes_nothing() {
    let (mut app, _dir) = flow_app();
    app.add_plugins(en_garde::ui::rules_page::plugin);
    request(&mut app, FlowRequest::OpenSetup);
    let before = app.world().resource::<MatchSetup>().rules;
    request(&mut app, FlowRequest::OpenMenu(Menu::Rules));
    app.world_mut().resource_mut::<en_garde::ui::rules_page::RulesPage>().0 = Level::Duell;
    app.update();
    request(&mut app, FlowRequest::CloseMenu);
    assert_eq!(app.world().resource::<MatchSetup>().rules, before);
    assert_eq!((screen(&app), menu(&app)), (Screen::Setup, Menu::None));
}

/// The replay screen steps a stored record forward and back on its own entities, saves
/// nothing, and never touches the live match (the scene only hides it meanwhile).
#[test]
fn replay_screen_steps_through_a_record_and_leaves_the_live_match_alone() {
    use en_garde::ui::replay::{ReplayEntity, ReplayView};
    let (mut app, dir) = flow_app();
    // The camera framing is the scene's; the replay window sets it.
    app.init_resource::<en_garde::scene::camera::PanelInsets>().add_plugins(en_garde::ui::replay::plugin);
    let paths = en_garde::persist::DataPaths::in_dir(&dir.0);
    let rec = super::persist::random_record(RuleSet::advanced(), 31, super::persist::vs_computer(), 1_700_000_000);
    en_garde::persist::record::save(&paths, &rec).unwrap();
    request(&mut app, FlowRequest::StartMatch);
    let live = crate::support::live(&mut app);
    let files_before = crate::support::files_in(&dir.0);
    request(&mut app, FlowRequest::OpenReplays);
    assert_eq!(screen(&app), Screen::Replay);
    {
        let mut view = app.world_mut().resource_mut::<ReplayView>();
        assert_eq!(view.entries.len(), 1, "the stored record is listed");
        let entry = view.entries[0].clone();
        let mut cursor = en_garde::persist::ReplayCursor::from_record(&entry.record).unwrap();
        cursor.seek(7);
        view.cursor = Some(cursor);
        view.selected = Some(entry.name);
    }
    app.update();
    app.update();
    let replayed_spaces = |app: &mut App| {
        let world = app.world_mut();
        let mut q = world.query_filtered::<(&en_garde::game::Fencer, &Visibility), With<ReplayEntity>>();
        let mut spaces = [0; 2];
        for (f, v) in q.iter(world) {
            assert_ne!(*v, Visibility::Hidden);
            spaces[f.side.index()] = f.space;
        }
        spaces
    };
    let expected =
        en_garde::rules::MatchHistory::with_steps(rec.rules, rec.seed, rec.steps[..7].to_vec()).replay().unwrap();
    let at = |m: &en_garde::rules::Match| [m.round().pos(Side::Left), m.round().pos(Side::Right)];
    assert_eq!(replayed_spaces(&mut app), at(&expected), "the piste shows the replayed position");
    // Back one step.
    app.world_mut().resource_mut::<ReplayView>().cursor.as_mut().unwrap().back();
    app.update();
    let six = en_garde::rules::MatchHistory::with_steps(rec.rules, rec.seed, rec.steps[..6].to_vec()).replay().unwrap();
    assert_eq!(replayed_spaces(&mut app), at(&six));
    // The live match did not change, and nothing of the replay is saved as the player's.
    let during = crate::support::live(&mut app);
    assert_eq!(during.history, live.history);
    assert!(
        crate::support::files_in(&dir.0) == files_before,
        "the data folder is as it was before Replays opened: nothing of the replay is saved"
    );
    request(&mut app, FlowRequest::ToTitle);
    let world = app.world_mut();
    assert_eq!(
        world.query_filtered::<(), With<ReplayEntity>>().iter(world).count(),
        0,
        "the replay's entities are gone"
    );
    let mut q = world.query_filtered::<&Visibility, (With<en_garde::game::Fencer>, With<MatchEntity>)>();
    assert!(q.iter(world).all(|v| *v != Visibility::Hidden), "the live fencers show again");
    assert_eq!(crate::support::live(&mut app).history, live.history, "the live match is as it was");
}

/// Continue on the title screen after a restart resumes the autosaved match exactly.
#[test]
fn continue_after_a_restart_resumes_the_autosave() {
    let dir = super::persist::TempDir::new();
    let new_app = || {
        let mut app = App::new();
        app.insert_resource(en_garde::game::storage::DataDir(en_garde::persist::DataPaths::in_dir(&dir.0)));
        app.add_plugins((MinimalPlugins, StatesPlugin)).add_plugins(en_garde::app::headless_plugins);
        app.world_mut().resource_mut::<en_garde::game::prefs::Overrides>().ai_delay_ms = Some(0);
        app.update();
        app
    };
    let mut first = new_app();
    {
        let mut s = first.world_mut().resource_mut::<MatchSetup>();
        s.opponent = OpponentKind::HotSeat;
        s.seed = Some(4242);
    }
    request(&mut first, FlowRequest::StartMatch);
    let mut rng = en_garde::rules::matchplay::MatchRng::seed_from_u64(8);
    for _ in 0..6 {
        let Some(side) = match_state(&mut first).decider else { break };
        let action = press_a_button(&first, side, &mut rng);
        first.world_mut().write_message(ActionRequested { side, action });
        first.update();
    }
    first.update();
    let before = crate::support::live(&mut first);
    assert!(!before.history.steps().is_empty());
    drop(first);
    // A new process: the title screen offers Continue, which resumes exactly.
    let mut second = new_app();
    assert!(second.world().resource::<en_garde::game::storage::SavedGame>().0.is_some());
    request(&mut second, FlowRequest::Continue);
    second.update();
    let after = crate::support::live(&mut second);
    assert_eq!(after.history.steps(), before.history.steps());
    assert_eq!(after.game.round(), before.game.round(), "same hands, same pile order, same positions");
    assert_eq!(after.game.scores(), before.game.scores());
    assert_eq!(after.game.seed(), 4242);
    assert!(second.world().resource::<Seats>().hot_seat());
    assert_eq!(screen(&second), Screen::Match);
    assert_eq!(stage(&second), Some(Stage::of(after.game.phase())));
}
