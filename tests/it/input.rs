//! Whole matches played by real input through the game's real systems: key events
//! (`KeyboardInput`, as the window sends them) and pad events (`RawGamepadEvent`, as gilrs
//! sends them) read by the windowed game's own input plugins (`app::headless_controls`:
//! `ui::input` and `ui::gamepad`, ordered as in the game). No test here writes the game's
//! messages (`ActionRequested`, `FlowRequest`) itself: every action, every next round and
//! every pause goes through what a player presses, and each action played is checked to be
//! the very one the presses asked for.
//!
//! The pointer's part (clicking a card, a button, the parry plaque, a piste space) is in
//! `pointer`, which draws the real panels.

use super::persist::TempDir;
use super::player::*;
use bevy::input::gamepad::{
    GamepadButton, GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;
use en_garde::ai::BotLevel;
use en_garde::game::choices::Choices;
use en_garde::game::screens::{Menu, Stage};
use en_garde::persist::settings::OpponentKind;
use en_garde::rules::{Action, Dir, Level, MatchStep, Phase, RuleSet, Side};
use rand::{RngExt, SeedableRng};

type Rng = en_garde::rules::matchplay::MatchRng;

/// You (Left) against the `normal` computer, or two persons at this computer (hot-seat),
/// `level` rules to 2 points, seed `seed`: the set-up's Start (the one message written
/// directly: the set-up's own keys are egui's).
fn start(app: &mut App, level: Level, opponent: OpponentKind, seed: u64) {
    let rules = RuleSet { target_score: 2, ..RuleSet::for_level(level) };
    start_from_setup(app, opponent, BotLevel::Normal, rules, seed);
    assert_eq!(stage(app), Some(Stage::Playing));
}

/// The match's steps so far.
fn steps(app: &mut App) -> Vec<MatchStep> {
    super::support::live(app).history.steps().to_vec()
}

/// The attack the person deciding is to answer, if they are defending.
fn attack_on(app: &mut App) -> Option<en_garde::rules::Attack> {
    match match_state(app)?.phase {
        Phase::Defend(a) => Some(a),
        _ => None,
    }
}

/// A random legal action of the person's: a kind of action not played yet in this match
/// when there is one, else attacks and parries more often (rounds end sooner).
fn choose(app: &App, rng: &mut Rng, played: &Played) -> Action {
    let choices = app.world().resource::<Choices>();
    let legal: Vec<Action> = choices.legal().map(|c| c.action).collect();
    assert!(!legal.is_empty(), "the person is asked to decide and has a legal action");
    let new: Vec<Action> = legal.iter().copied().filter(|a| !played.kinds.contains(kind_of(*a))).collect();
    if !new.is_empty() {
        return new[rng.random_range(0..new.len())];
    }
    let strong: Vec<Action> = legal.iter().copied().filter(|a| !matches!(a, Action::Move { .. })).collect();
    if !strong.is_empty() && rng.random_bool(0.6) {
        strong[rng.random_range(0..strong.len())]
    } else {
        legal[rng.random_range(0..legal.len())]
    }
}

/// What a match by real input went through, to check it reached every control.
#[derive(Debug, Default)]
struct Played {
    decisions: usize,
    kinds: std::collections::BTreeSet<&'static str>,
    next_rounds: usize,
    pauses: usize,
    curtains: usize,
}

fn kind_of(a: Action) -> &'static str {
    match a {
        Action::Move { dir: Dir::Forward, .. } => "advance",
        Action::Move { dir: Dir::Back, .. } => "move back",
        Action::Attack { .. } => "attack",
        Action::AdvanceAttack { .. } => "advance and attack",
        Action::Parry => "parry",
        Action::Retreat { .. } => "retreat",
    }
}

/// How a player's device carries out a decision: the action of the person deciding
/// (`Side`) and the attack they answer, if any.
type Act<'a> = dyn FnMut(&mut App, Side, Action, Option<en_garde::rules::Attack>, &mut Rng) + 'a;

/// Plays the match on the table to its end: each decision of a person (either side in
/// hot-seat) a random legal action carried out by `act` (which presses keys or buttons
/// only), checked to be the step the history records next for that person; each curtain
/// lifted by `lift` and each finished round gone on from by `next_round` (each checked to
/// have done so); `pause` tried now and then at a decision (it must stop the match and
/// give it back).
fn play_match(
    app: &mut App,
    rng: &mut Rng,
    act: &mut Act,
    lift: &mut dyn FnMut(&mut App),
    next_round: &mut dyn FnMut(&mut App),
    pause: &mut dyn FnMut(&mut App),
) -> Played {
    let mut played = Played::default();
    let hot_seat = app.world().resource::<en_garde::game::Seats>().iter().all(|c| c.is_human());
    // In hot-seat: who last decided, and for whom a curtain was lifted since.
    let (mut last, mut lifted) = (None, None);
    for _ in 0..40_000 {
        match stage(app) {
            Some(Stage::MatchOver) => return played,
            Some(Stage::RoundOver) => {
                next_round(app);
                settle(app, 2);
                assert_ne!(stage(app), Some(Stage::RoundOver), "the next round's press started it");
                played.next_rounds += 1;
                continue;
            }
            _ => {}
        }
        let side = match turn(app) {
            Turn::Curtain(side) => {
                lift(app);
                settle(app, 1);
                assert_ne!(turn(app), Turn::Curtain(side), "the press lifted the curtain for {side:?}");
                played.curtains += 1;
                lifted = Some(side);
                continue;
            }
            Turn::Decide(side) if app.world().resource::<Choices>().decision.is_some() => side,
            _ => {
                // The computer's turn: wait for it (on the task pool).
                let moved = |app: &mut App| {
                    stage(app) != Some(Stage::Playing)
                        || match turn(app) {
                            Turn::Decide(_) => app.world().resource::<Choices>().decision.is_some(),
                            Turn::Wait => false,
                            Turn::Curtain(_) | Turn::ChooseCard(_) => true,
                        }
                };
                assert!(frames_until(app, POOL_WAIT, moved), "nobody acted for {POOL_WAIT:?}");
                continue;
            }
        };
        if hot_seat && last.is_some_and(|l| l != side) {
            // R9.6: the screen is handed over before every change of the person deciding,
            // a parry's included.
            assert_eq!(lifted, Some(side), "{side:?} decides after {last:?} with no curtain between");
        }
        (last, lifted) = (Some(side), None);
        if rng.random_bool(0.1) {
            let before = steps(app).len();
            pause(app);
            assert_eq!(steps(app).len(), before, "nothing was played by pausing");
            assert_eq!(menu(app), Menu::None, "the pause menu was closed again");
            played.pauses += 1;
        }
        let action = choose(app, rng, &played);
        let attack = attack_on(app);
        let before = steps(app).len();
        act(app, side, action, attack, rng);
        settle(app, 2);
        let after = steps(app);
        let toast = app.world().resource::<en_garde::ui::log::Toast>().text.clone();
        assert!(
            after.len() > before,
            "{action:?} was not played by its presses (decision {}, {toast:?})",
            played.decisions
        );
        assert_eq!(
            after[before],
            MatchStep::Act { who: side, action },
            "the presses for {side:?}'s {action:?} played something else"
        );
        played.decisions += 1;
        played.kinds.insert(kind_of(action));
        assert!(played.decisions < 600, "the match does not end");
    }
    panic!("the match did not end: {played:?}");
}

/// The direction a move of `side`'s heads on the screen: +1 towards space 23 (→), -1
/// towards space 1 (←). Left advances to the right, Right to the left.
fn screen_heading(side: Side, action: Action) -> i8 {
    let forward = if side == Side::Left { 1 } else { -1 };
    match action {
        Action::Move { dir: Dir::Forward, .. } => forward,
        _ => -forward,
    }
}

/// The key of a card value: the row's digit or the keypad's.
fn value_key(value: u8, rng: &mut Rng) -> KeyCode {
    if rng.random_bool(0.3) {
        [KeyCode::Numpad1, KeyCode::Numpad2, KeyCode::Numpad3, KeyCode::Numpad4, KeyCode::Numpad5]
            [usize::from(value - 1)]
    } else {
        digit(value)
    }
}

/// `side`'s `action` by keys: now and then a wrong card first, cleared with Backspace; the
/// cards' digits; then → or D, ← or A to move that way on the screen (advance, move back,
/// retreat), Enter (or the keypad's) to attack or parry.
fn by_keys(app: &mut App, side: Side, action: Action, attack: Option<en_garde::rules::Attack>, rng: &mut Rng) {
    if rng.random_bool(0.25) {
        let wrong = rng.random_range(1..=5);
        key(app, value_key(wrong, rng));
        key(app, KeyCode::Backspace);
        assert!(app.world().resource::<en_garde::ui::input::Selection>().cards.is_empty(), "Backspace unpicks");
    }
    for v in cards_of(action, attack) {
        let k = value_key(v, rng);
        key(app, k);
    }
    let last = match action {
        Action::Move { .. } | Action::Retreat { .. } => {
            let right = screen_heading(side, action) > 0;
            match (right, rng.random_bool(0.5)) {
                (true, true) => KeyCode::ArrowRight,
                (true, false) => KeyCode::KeyD,
                (false, true) => KeyCode::ArrowLeft,
                (false, false) => KeyCode::KeyA,
            }
        }
        _ => {
            if rng.random_bool(0.5) {
                KeyCode::Enter
            } else {
                KeyCode::NumpadEnter
            }
        }
    };
    key(app, last);
}

/// Esc opens the pause menu over the match, Esc closes it.
fn pause_by_keys(app: &mut App) {
    key(app, KeyCode::Escape);
    settle(app, 2);
    assert_eq!(menu(app), Menu::Pause, "Esc paused the match");
    key(app, KeyCode::Escape);
    settle(app, 2);
}

/// Every rule level with a person's decisions only (the Duell's starting card is chosen on
/// a button of its own) against the computer, and an Advanced hot-seat match: whole
/// matches to 2 points by keys alone, every action exactly the one its keys asked for,
/// every curtain lifted by Enter, every next round by Enter or Space, paused and resumed
/// by Esc.
#[test]
fn whole_matches_are_played_by_keys_alone() {
    let dir = TempDir::new();
    let mut kinds = std::collections::BTreeSet::new();
    let matches = [
        (Level::Basic, OpponentKind::Computer),
        (Level::Standard, OpponentKind::Computer),
        (Level::Advanced, OpponentKind::Computer),
        (Level::Advanced, OpponentKind::HotSeat),
    ];
    for (k, (level, opponent)) in matches.into_iter().enumerate() {
        let seed = 40 + k as u64;
        let mut app = game_on(&dir.0, 40);
        start(&mut app, level, opponent, seed);
        let mut rng = Rng::seed_from_u64(seed);
        let mut space = false;
        let played = play_match(
            &mut app,
            &mut rng,
            &mut by_keys,
            &mut |app| key(app, KeyCode::Enter),
            &mut |app| {
                space = !space;
                key(app, if space { KeyCode::Space } else { KeyCode::Enter });
            },
            &mut pause_by_keys,
        );
        let [you, them] = super::support::live(&mut app).game.scores();
        assert_eq!(you.max(them), 2, "{level:?}: the match is to 2 points ({you}–{them})");
        assert!(played.decisions >= 3 && played.next_rounds >= 1, "{level:?}: {played:?}");
        if opponent == OpponentKind::HotSeat {
            // Every change of the person deciding was checked in `play_match`; a parry is one.
            assert!(played.kinds.contains("parry"), "a parry was answered in hot-seat: {played:?}");
        }
        kinds.extend(played.kinds);
    }
    for kind in ["advance", "move back", "attack", "parry", "advance and attack", "retreat"] {
        assert!(kinds.contains(kind), "no {kind} was played by keys: {kinds:?}");
    }
}

/// A pad, connected as gilrs connects one.
pub(super) fn connect_pad(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    let connected = GamepadConnection::Connected { name: "test pad".into(), vendor_id: None, product_id: None };
    app.world_mut().write_message(GamepadConnectionEvent::new(pad, connected));
    settle(app, 1);
    pad
}

/// `button` pressed and released, a frame each.
pub(super) fn pad_press(app: &mut App, pad: Entity, button: GamepadButton) {
    for value in [1.0, 0.0] {
        app.world_mut().write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(pad, button, value)));
        app.update();
    }
}

/// The pad's cursor.
fn cursor(app: &App) -> usize {
    app.world().resource::<en_garde::ui::gamepad::HandCursor>().0
}

/// The person's `action` by the pad: the cursor moved with RB or LB (whichever way is shorter,
/// or at random) to each card, A on it; now and then a card picked and unpicked with B
/// first; then the D-pad → or ← to move, X to attack or parry.
fn by_pad(pad: Entity) -> impl FnMut(&mut App, Side, Action, Option<en_garde::rules::Attack>, &mut Rng) {
    move |app, side, action, attack, rng| {
        let hand = super::support::live(app).game.round().hand(side).to_vec();
        let n = hand.len();
        let to = |app: &mut App, target: usize, rng: &mut Rng| {
            let forward = rng.random_bool(0.5);
            for _ in 0..2 * n {
                if cursor(app) == target {
                    return;
                }
                pad_press(app, pad, if forward { GamepadButton::RightTrigger } else { GamepadButton::LeftTrigger });
            }
            panic!("the cursor never reached card {target} of {hand:?}");
        };
        if rng.random_bool(0.25) {
            let any = rng.random_range(0..n);
            to(app, any, rng);
            pad_press(app, pad, GamepadButton::South);
            assert!(!app.world().resource::<en_garde::ui::input::Selection>().cards.is_empty(), "A picks");
            pad_press(app, pad, GamepadButton::East);
            assert!(app.world().resource::<en_garde::ui::input::Selection>().cards.is_empty(), "B unpicks");
        }
        let cards = cards_of(action, attack);
        let mut used = vec![false; n];
        for v in cards {
            // The first card of this value not picked yet: the hand panel shows the picked
            // cards of a value first (`input::picked_at`).
            let target = (0..n).find(|&i| hand[i] == v && !used[i]).expect("the card is in the hand");
            used[target] = true;
            to(app, target, rng);
            pad_press(app, pad, GamepadButton::South);
        }
        let button = match action {
            Action::Move { .. } | Action::Retreat { .. } if screen_heading(side, action) > 0 => {
                GamepadButton::DPadRight
            }
            Action::Move { .. } | Action::Retreat { .. } => GamepadButton::DPadLeft,
            _ => GamepadButton::West,
        };
        pad_press(app, pad, button);
    }
}

/// Whole Advanced matches to 2 points, against the computer and hot-seat, by the pad alone, through the game's own pad plugin
/// (`ui::gamepad::plugin`, run before the keyboard's systems as in the game): LB and RB
/// move the cursor, A picks, B unpicks, the D-pad moves (advance, move back, retreat), X
/// attacks, advances and attacks, or parries, A goes on to the next round; Y asks for a hint
/// (which is then shown for that decision), and Start pauses the match and B resumes it.
#[test]
fn whole_matches_are_played_by_the_pad_alone() {
    let dir = TempDir::new();
    let mut kinds = std::collections::BTreeSet::new();
    let (mut hints, mut pauses) = (0, 0);
    let wanted = ["advance", "move back", "attack", "parry", "advance and attack", "retreat"];
    // Against the computer, then hot-seat, A lifting each curtain (where one person
    // attacks the other, parries come often).
    let matches = [(Level::Advanced, OpponentKind::Computer), (Level::Advanced, OpponentKind::HotSeat)];
    for (k, (level, opponent)) in matches.into_iter().enumerate() {
        let seed = 7 + k as u64;
        let mut app = game_on(&dir.0, 40);
        let pad = connect_pad(&mut app);
        start(&mut app, level, opponent, seed);
        let mut rng = Rng::seed_from_u64(seed);
        let mut act = by_pad(pad);
        let played = play_match(
            &mut app,
            &mut rng,
            &mut |app, side, action, attack, rng| {
                if rng.random_bool(0.15) {
                    // Y: the hint for this decision.
                    let step = match_state(app).expect("a match").steps;
                    pad_press(app, pad, GamepadButton::North);
                    frames_until(app, POOL_WAIT, |app| {
                        app.world().resource::<en_garde::game::hint::HintState>().for_step(step).is_some()
                    });
                    let hint = app.world().resource::<en_garde::game::hint::HintState>();
                    assert!(hint.for_step(step).is_some_and(|e| !e.is_empty()), "Y shows a hint for this decision");
                    hints += 1;
                }
                act(app, side, action, attack, rng)
            },
            &mut |app| pad_press(app, pad, GamepadButton::South),
            &mut |app| pad_press(app, pad, GamepadButton::South),
            &mut |app| {
                pad_press(app, pad, GamepadButton::Start);
                settle(app, 2);
                assert_eq!(menu(app), Menu::Pause, "Start paused the match");
                pad_press(app, pad, GamepadButton::East);
                settle(app, 2);
            },
        );
        assert!(app.world().resource::<en_garde::ui::gamepad::InputDevice>().gamepad, "the pad is the device in use");
        let [you, them] = super::support::live(&mut app).game.scores();
        assert_eq!(you.max(them), 2, "the match is to 2 points ({you}–{them})");
        assert!(played.decisions >= 3 && played.next_rounds >= 1, "{played:?}");
        if opponent == OpponentKind::HotSeat {
            assert!(played.kinds.contains("parry"), "a parry was answered in hot-seat: {played:?}");
        }
        pauses += played.pauses;
        kinds.extend(played.kinds);
    }
    assert!(pauses >= 1 && hints >= 1, "{pauses} pauses, {hints} hints");
    for kind in wanted {
        assert!(kinds.contains(kind), "no {kind} was played by pad: {kinds:?}");
    }
}
