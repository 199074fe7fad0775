//! A player at a headless game: the app with the keyboard's and the pad's controls, and
//! helpers that press what the screens offer — the same messages the buttons write, the
//! same key and pad events the windowed game reads — and read back where the game stands.
//! Shared by the paths' regression tests (`paths`) and the random walks (`flow`).

use bevy::ecs::system::SystemState;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use en_garde::ai::BotLevel;
use en_garde::game::choices::Choices;
use en_garde::game::flow::FlowRequest;
use en_garde::game::screens::{Menu, Screen, Stage};
use en_garde::game::{ActionRequested, MatchEntity, MatchKind, MatchState, MatchView, Seats};
use en_garde::persist::settings::OpponentKind;
use en_garde::rules::{Action, MatchPhase, RuleSet, Side};
use rand::{Rng, RngExt};
use std::path::Path;
use std::time::Duration;

/// A headless game on the data folder `dir`: the game's logic (`app::headless_plugins`)
/// with its keyboard and pad controls (`app::headless_controls`), the computer without its
/// pause, the analysis with a small budget (`iterations` per decision).
pub fn game_on(dir: &Path, iterations: u32) -> App {
    game_with(dir, iterations, |_| {})
}

/// [`game_on`] with network play: the networking stack, the client and the game's
/// hosting and joining (`net::online`), as the windowed game has them.
pub fn online_game_on(dir: &Path, iterations: u32) -> App {
    game_with(dir, iterations, |app| {
        en_garde::net::stack::add_networking(app);
        app.add_plugins((en_garde::net::client::plugin, en_garde::net::online::plugin));
    })
}

/// [`game_on`] with more plugins, added before the app is finished.
pub fn game_with(dir: &Path, iterations: u32, more: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.insert_resource(en_garde::game::storage::DataDir(en_garde::persist::DataPaths::in_dir(dir)));
    app.add_plugins((MinimalPlugins, StatesPlugin, bevy::input::InputPlugin))
        .add_plugins(en_garde::app::headless_plugins)
        .add_plugins(en_garde::app::headless_controls);
    more(&mut app);
    app.finish();
    app.cleanup();
    app.world_mut().resource_mut::<en_garde::game::prefs::Overrides>().ai_delay_ms = Some(0);
    app.insert_resource(en_garde::game::hint::Judgements::with_iterations(iterations));
    app.update();
    app
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

pub fn menu(app: &App) -> Menu {
    *app.world().resource::<State<Menu>>().get()
}

/// The match's stage, while the match screen is shown.
pub fn stage(app: &App) -> Option<Stage> {
    app.world().get_resource::<State<Stage>>().map(|s| *s.get())
}

/// What the live table holds: its kind, or `None` when there is no match on it.
pub fn kind(app: &mut App) -> Option<MatchKind> {
    let world = app.world_mut();
    let mut state = SystemState::<MatchView>::new(world);
    state.get(world).ok()?.kind().cloned()
}

/// The live match's table component.
pub fn match_state(app: &mut App) -> Option<MatchState> {
    let world = app.world_mut();
    world.query_filtered::<&MatchState, With<MatchEntity>>().single(world).ok().cloned()
}

/// How many entities the live match has on the table (fencers and table; 0 for none).
pub fn table_entities(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query_filtered::<(), With<MatchEntity>>().iter(world).count()
}

/// Writes a flow request (what a screen's button writes) and lets it take effect.
pub fn press(app: &mut App, request: FlowRequest) {
    app.world_mut().write_message(request);
    settle(app, 3);
}

/// A match started as the set-up's Start starts it: against `opponent` (the computer at
/// `ai_level`, or a friend at this computer), with `rules`, the person on the left, dealt
/// from `seed`; the match screen is shown.
pub fn start_from_setup(app: &mut App, opponent: OpponentKind, ai_level: BotLevel, rules: RuleSet, seed: u64) {
    press(app, FlowRequest::OpenSetup);
    {
        let mut s = app.world_mut().resource_mut::<en_garde::game::flow::MatchSetup>();
        s.opponent = opponent;
        s.ai_level = ai_level;
        s.rules = rules;
        s.human_side = Side::Left;
        s.seed = Some(seed);
    }
    press(app, FlowRequest::StartMatch);
    assert_eq!(screen(app), Screen::Match);
}

/// `n` frames, with a moment between them for the task pool (the computer, the analysis).
pub fn settle(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
        std::thread::yield_now();
    }
}

/// How long a test waits for work on the task pool (the computer's decision, a hint, an
/// analysis) before it calls the game stuck. Generous: the pool is the whole test
/// process's (Bevy's pools are global), shared with the tests running beside, so on a
/// loaded two-core machine a decision that takes milliseconds alone can wait seconds
/// behind another test's search — a bound in frames is no bound in time there.
pub const POOL_WAIT: Duration = Duration::from_secs(120);

/// Frames until `done` holds, for at most `limit` of wall-clock time; whether it came.
/// The first frames follow one another at once (most waits are a frame or two), then each
/// sleeps a millisecond, leaving the cores to the task pool.
pub fn frames_until(app: &mut App, limit: Duration, mut done: impl FnMut(&mut App) -> bool) -> bool {
    let since = std::time::Instant::now();
    let mut frames = 0u32;
    while !done(app) {
        if since.elapsed() > limit {
            return false;
        }
        app.update();
        frames += 1;
        if frames > 20 {
            std::thread::sleep(Duration::from_millis(1));
        } else {
            std::thread::yield_now();
        }
    }
    true
}

/// The logical key the window sends with `code` on an English keyboard, for the keys the
/// game reads (others are unidentified).
fn logical_key(code: KeyCode) -> Key {
    match code {
        KeyCode::Enter | KeyCode::NumpadEnter => Key::Enter,
        KeyCode::Space => Key::Space,
        KeyCode::Escape => Key::Escape,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::ArrowLeft => Key::ArrowLeft,
        KeyCode::ArrowRight => Key::ArrowRight,
        KeyCode::Digit1 => Key::Character("1".into()),
        KeyCode::Digit2 => Key::Character("2".into()),
        KeyCode::Digit3 => Key::Character("3".into()),
        KeyCode::Digit4 => Key::Character("4".into()),
        KeyCode::Digit5 => Key::Character("5".into()),
        _ => Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
    }
}

/// A key pressed and released, as the window sends it (one frame down, one up).
pub fn key(app: &mut App, code: KeyCode) {
    keys_in_one_frame(app, &[code]);
}

/// Keys pressed one after another within one frame (a slow frame, a fast hand), then all
/// released in the next.
pub fn keys_in_one_frame(app: &mut App, codes: &[KeyCode]) {
    let window = app.world_mut().spawn_empty().id();
    for state in [ButtonState::Pressed, ButtonState::Released] {
        for &code in codes {
            app.world_mut().write_message(KeyboardInput {
                key_code: code,
                logical_key: logical_key(code),
                state,
                text: None,
                repeat: false,
                window,
            });
        }
        app.update();
    }
    app.world_mut().despawn(window);
}

/// The digit key of a card value, 1..=5.
pub fn digit(value: u8) -> KeyCode {
    [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4, KeyCode::Digit5][usize::from(value - 1)]
}

/// Where the person stands in a round being played: a curtain to lift, a decision to take,
/// a D3 choice to make, or nothing for them to do (the computer's turn, or no round).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    Curtain(Side),
    Decide(Side),
    ChooseCard(Side),
    Wait,
}

/// What the person at the screen has to do now.
pub fn turn(app: &mut App) -> Turn {
    let Some(b) = match_state(app) else { return Turn::Wait };
    let seats = app.world().resource::<Seats>().clone();
    // The screen's own account of the curtain, as the panels and keys read it.
    if let Some(side) = app.world().resource::<en_garde::game::Turn>().curtain {
        return Turn::Curtain(side);
    }
    match (b.match_phase, b.decider) {
        (MatchPhase::Playing, Some(side)) if seats.get(side).is_human() => Turn::Decide(side),
        (MatchPhase::ChooseDuellCard { chooser }, _) if seats.get(chooser).is_human() => Turn::ChooseCard(chooser),
        _ => Turn::Wait,
    }
}

/// One of the person's decisions, as a button would play it: a random legal action of the
/// person's choices.
pub fn decide(app: &mut App, rng: &mut impl Rng) -> bool {
    let choices = app.world().resource::<Choices>().clone();
    let Some((side, _)) = choices.decision else { return false };
    let legal: Vec<_> = choices.legal().map(|c| c.action).collect();
    assert!(!legal.is_empty(), "a person asked to decide has a legal action: {choices:?}");
    let action = legal[rng.random_range(0..legal.len())];
    app.world_mut().write_message(ActionRequested { side, action });
    true
}

/// Plays the round on the table to its end: the person's decisions at random, the curtain
/// lifted, the computer waited for (up to [`POOL_WAIT`] each time). Panics if it does not
/// end.
pub fn play_round(app: &mut App, rng: &mut impl Rng) {
    for _ in 0..20_000 {
        if stage(app) != Some(Stage::Playing) {
            return;
        }
        match turn(app) {
            Turn::Curtain(side) => {
                app.world_mut().write_message(FlowRequest::Reveal(side));
            }
            Turn::Decide(_) => {
                decide(app, rng);
            }
            Turn::ChooseCard(side) => {
                let card = en_garde::rules::DuellCard::D3_CHOICES[rng.random_range(0..4)];
                app.world_mut().write_message(en_garde::game::MatchRequest::ChooseDuellCard { side, card });
            }
            Turn::Wait => {
                let moved = |app: &mut App| stage(app) != Some(Stage::Playing) || turn(app) != Turn::Wait;
                assert!(frames_until(app, POOL_WAIT, moved), "nobody acted for {POOL_WAIT:?}: {:?}", match_state(app));
                continue;
            }
        }
        settle(app, 1);
    }
    panic!("the round did not end: {:?}", match_state(app));
}

/// Waits (up to [`POOL_WAIT`]) for the analysis asked for to be judged; returns its
/// decisions.
pub fn analysis_ready(app: &mut App) -> Vec<en_garde::ai::analysis::DecisionReview> {
    use en_garde::game::analysis::{AnalysisState, RoundAnalysis};
    // The request is read in the next frame.
    settle(app, 3);
    let running = |app: &mut App| !matches!(app.world().resource::<RoundAnalysis>().0, AnalysisState::Running { .. });
    assert!(frames_until(app, POOL_WAIT, running), "the analysis did not finish in {POOL_WAIT:?}");
    match &app.world().resource::<RoundAnalysis>().0 {
        AnalysisState::Ready { decisions, .. } => decisions.clone(),
        AnalysisState::Failed(e) => panic!("the analysis failed: {e}"),
        _ => panic!("no analysis is running"),
    }
}

/// The round's log as the side panel shows it.
pub fn log_lines(app: &App) -> Vec<String> {
    app.world().resource::<en_garde::ui::log::ActionLog>().lines.clone()
}

/// The cards an action picks, in the order a player picks them: an advance and
/// attack's step first (the first card picked is the step, R4.3), a parry's cards those of
/// the attack (R5.1).
pub fn cards_of(action: Action, attack: Option<en_garde::rules::Attack>) -> Vec<u8> {
    match action {
        Action::Move { card, .. } | Action::Retreat { card } => vec![card],
        Action::Attack { value, count } => vec![value; usize::from(count)],
        Action::AdvanceAttack { advance, value, count } => {
            std::iter::once(advance).chain(std::iter::repeat_n(value, usize::from(count))).collect()
        }
        Action::Parry => attack.map_or_else(Vec::new, |a| vec![a.value; usize::from(a.count)]),
    }
}
