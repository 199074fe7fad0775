//! Play and menus with a gamepad (Bevy's gilrs input). In a match the shoulder buttons
//! move a cursor over the hand and A picks the card under it, the D-pad's ←/→ move with
//! the picked card, X attacks or parries, B unpicks, Y asks for a hint, Start opens the
//! pause menu. Elsewhere the D-pad (or the left stick) moves egui's keyboard focus from
//! button to button, A presses the focused one and B goes back. Every button of a match
//! ends as the same [`MatchCommand`] the keyboard writes.
//!
//! While the pad is in use ([`InputDevice`]) the controls shown on screen name its
//! buttons; a key or the mouse switches them back.

use crate::game::flow::{FlowRequest, HandOver, needs_hand_over};
use crate::game::hint::HintRequested;
use crate::game::screens::{Menu, Screen, Stage};
use crate::game::{MatchView, Seats};
use crate::ui::input::{MatchCommand, acting_person};
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui};

/// Which controls the player uses now: the pad since its last button (or stick push),
/// the keyboard since its last key, the mouse since its last click or motion.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct InputDevice {
    /// The pad is in use: the controls on screen name its buttons.
    pub gamepad: bool,
    /// The keyboard or the pad is in use (not the mouse): the focused button is ringed.
    pub focus_visible: bool,
}

/// The place in the hand (0-based) the pad's cursor is on.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HandCursor(pub usize);

/// How far the left stick must be pushed to count as a D-pad press (0..=1).
const STICK_PRESS: f32 = 0.6;

/// The pad's direction this frame: the D-pad's presses, or the left stick pushed past
/// [`STICK_PRESS`] (once per push).
fn direction(pad: &Gamepad, stick_was: &mut Vec2) -> IVec2 {
    let mut d = IVec2::ZERO;
    for (button, v) in [
        (GamepadButton::DPadUp, IVec2::Y),
        (GamepadButton::DPadDown, IVec2::NEG_Y),
        (GamepadButton::DPadLeft, IVec2::NEG_X),
        (GamepadButton::DPadRight, IVec2::X),
    ] {
        if pad.just_pressed(button) {
            d += v;
        }
    }
    let stick = pad.left_stick();
    let pushed = |v: f32, was: f32| (v.abs() >= STICK_PRESS && was.abs() < STICK_PRESS).then(|| v.signum() as i32);
    if let Some(x) = pushed(stick.x, stick_was.x) {
        d.x += x;
    }
    if let Some(y) = pushed(stick.y, stick_was.y) {
        d.y += y;
    }
    *stick_was = stick;
    d
}

/// Follows the device in use: any pad button or stick push makes it the pad; any key,
/// mouse button or mouse motion the keyboard and mouse.
fn follow_device(
    pads: Query<&Gamepad>,
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    mut moved: MessageReader<bevy::input::mouse::MouseMotion>,
    mut device: ResMut<InputDevice>,
) {
    let pad = pads.iter().any(|p| p.get_just_pressed().next().is_some() || p.left_stick().length() >= STICK_PRESS);
    let key = keys.get_just_pressed().next().is_some();
    let pointer = mouse.get_just_pressed().next().is_some() || moved.read().any(|m| m.delta.length() > 2.0);
    let now = if pad {
        InputDevice { gamepad: true, focus_visible: true }
    } else if key {
        InputDevice { gamepad: false, focus_visible: true }
    } else if pointer {
        InputDevice { gamepad: false, focus_visible: false }
    } else {
        return;
    };
    device.set_if_neq(now);
}

/// The pad in a match, for the person acting: the cursor, picks, moves, the attack or
/// parry, the hint; A takes the screen in hot-seat.
fn pad_match(
    pads: Query<&Gamepad>,
    table: MatchView,
    players: Res<Seats>,
    hand_over: Res<HandOver>,
    mut cursor: ResMut<HandCursor>,
    mut commands: MessageWriter<MatchCommand>,
    mut hints: MessageWriter<HintRequested>,
    mut stick_was: Local<Vec2>,
) {
    let Some(view) = table.get() else { return };
    for pad in &pads {
        let d = direction(pad, &mut stick_was);
        if needs_hand_over(view.bout, &players, &hand_over).is_some() {
            if pad.just_pressed(GamepadButton::South) {
                commands.write(MatchCommand::Confirm);
            }
            continue;
        }
        let Some(side) = acting_person(view.bout, &players, &hand_over, false) else { continue };
        let cards = usize::from(view.hand(side).len());
        if cards > 0 {
            let mut at = cursor.0.min(cards - 1);
            if pad.just_pressed(GamepadButton::LeftTrigger) {
                at = (at + cards - 1) % cards;
            }
            if pad.just_pressed(GamepadButton::RightTrigger) {
                at = (at + 1) % cards;
            }
            cursor.set_if_neq(HandCursor(at));
            if pad.just_pressed(GamepadButton::South) {
                commands.write(MatchCommand::PickAt(at));
            }
        }
        if d.x != 0 {
            commands.write(MatchCommand::Move(d.x.signum() as i8));
        }
        if pad.just_pressed(GamepadButton::West) {
            commands.write(MatchCommand::Commit);
        }
        if pad.just_pressed(GamepadButton::East) {
            commands.write(MatchCommand::Clear);
        }
        if pad.just_pressed(GamepadButton::North) {
            hints.write(HintRequested { side });
        }
    }
}

/// Start opens and closes the pause menu over a match; B closes a menu or a round's
/// analysis or leaves the set-up and the replays, as Esc does; A on a finished round goes on to the next one
/// when no button has the focus.
fn pad_navigation(
    pads: Query<&Gamepad>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    stage: Option<Res<State<Stage>>>,
    mut focus: Query<&mut bevy_egui::EguiContext, With<PrimaryEguiContext>>,
    mut analysis: Option<ResMut<crate::game::analysis::RoundAnalysis>>,
    mut flow: MessageWriter<FlowRequest>,
) {
    let focused = focus.iter_mut().any(|mut c| c.get_mut().memory(|m| m.focused().is_some()));
    for pad in &pads {
        // B over a round's analysis closes it, as Esc does.
        if pad.just_pressed(GamepadButton::East)
            && *menu.get() == Menu::None
            && let Some(analysis) = analysis.as_mut()
            && analysis.is_open()
        {
            analysis.close();
            continue;
        }
        if pad.just_pressed(GamepadButton::Start) && *screen.get() == Screen::Match {
            flow.write(FlowRequest::TogglePause);
        }
        // In a match with no menu B unpicks (`pad_match`); Start pauses.
        let playing = *menu.get() == Menu::None && *screen.get() == Screen::Match;
        if pad.just_pressed(GamepadButton::East)
            && !playing
            && let Some(request) = crate::ui::input::going_back(*menu.get(), *screen.get())
        {
            flow.write(request);
        }
        let round_over = stage.as_ref().is_some_and(|s| *s.get() == Stage::RoundOver);
        if pad.just_pressed(GamepadButton::South) && round_over && *menu.get() == Menu::None && !focused {
            flow.write(FlowRequest::NextRound);
        }
    }
}

/// Outside a match's own controls the pad drives egui's keyboard focus: ↓/→ is Tab, ↑/←
/// is Shift+Tab, A is Enter on the focused button.
fn pad_focus(
    pads: Query<&Gamepad>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    table: MatchView,
    players: Res<Seats>,
    hand_over: Res<HandOver>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
    mut stick_was: Local<Vec2>,
) {
    // In a match with no menu, the pad plays (`pad_match`), but for the buttons of the
    // bands between rounds and at the end.
    let playing = *screen.get() == Screen::Match
        && *menu.get() == Menu::None
        && table.get().is_some_and(|v| {
            acting_person(v.bout, &players, &hand_over, false).is_some()
                || needs_hand_over(v.bout, &players, &hand_over).is_some()
        });
    let Ok(mut input) = inputs.single_mut() else { return };
    for pad in &pads {
        let d = direction(pad, &mut stick_was);
        if playing {
            continue;
        }
        let mut key = |key: egui::Key, shift: bool| {
            let modifiers = egui::Modifiers { shift, ..Default::default() };
            for pressed in [true, false] {
                input.0.events.push(egui::Event::Key { key, physical_key: None, pressed, repeat: false, modifiers });
            }
        };
        if d.y < 0 || d.x > 0 {
            key(egui::Key::Tab, false);
        } else if d.y > 0 || d.x < 0 {
            key(egui::Key::Tab, true);
        }
        if pad.just_pressed(GamepadButton::South) {
            key(egui::Key::Enter, false);
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<InputDevice>()
        .init_resource::<HandCursor>()
        .add_systems(PreUpdate, pad_focus.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass))
        .add_systems(
            Update,
            (follow_device, pad_navigation, pad_match.run_if(crate::game::screens::playing_unpaused))
                .chain()
                .before(crate::ui::input::InputSet)
                .in_set(crate::AppSystems::Input),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{BotLevel, Controller, Players};
    use crate::game::MatchRequest;
    use crate::rules::scenario::Scenario;
    use crate::rules::{Action, Cards, Dir, Side};
    use crate::ui::input::Selection;
    use bevy::input::gamepad::{
        GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
    };
    use bevy::state::app::StatesPlugin;

    /// A headless match at a set position, Ann (Left) to act against the computer, with the
    /// pad's match controls and a pad connected.
    fn app(name: &str) -> (App, Entity, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("en-garde-pad-{name}-{}", std::process::id()));
        let mut app = App::new();
        // The headless game (`app::headless_plugins`, which the ui layer may not name): the
        // pad's commands and the rules' answer.
        app.insert_resource(crate::game::storage::DataDir(crate::persist::DataPaths::in_dir(&dir)));
        app.add_plugins((MinimalPlugins, StatesPlugin, bevy::input::InputPlugin))
            .add_message::<bevy::window::RequestRedraw>()
            .add_plugins((
                crate::game::prefs::plugin,
                crate::game::screens::plugin,
                crate::game::plugin,
                crate::game::flow::plugin,
                crate::game::hint::plugin,
                crate::game::ai_driver::plugin,
                crate::game::tutorial::plugin,
                crate::game::analysis::plugin,
                crate::ui::log::plugin,
                crate::game::storage::plugin,
            ))
            .init_resource::<Selection>()
            .init_resource::<InputDevice>()
            .init_resource::<HandCursor>()
            .add_message::<MatchCommand>()
            .add_systems(
                Update,
                (follow_device, pad_navigation, pad_match.run_if(crate::game::screens::playing_unpaused))
                    .chain()
                    .before(crate::ui::input::apply_commands),
            )
            .add_systems(Update, crate::ui::input::apply_commands);
        app.update();
        let text = r#"Scenario(name: "pad", rules: ["R4.1"], level: Advanced, left_pos: 8, right_pos: 14,
            left_hand: [4, 1, 2, 2, 3], right_hand: [5, 5, 1, 3, 4], draw_pile: [1, 2, 3, 5, 1], to_act: Left,
            steps: [], expect: (outcome: Ongoing))"#;
        let s = Scenario::parse(text, std::path::Path::new("pad.ron")).unwrap();
        let round = crate::rules::Round::from_position(&s.position().unwrap()).unwrap();
        app.world_mut().resource_mut::<Seats>().0 =
            Players([Controller::Human { name: "Ann".into() }, Controller::Computer { level: BotLevel::Normal }]);
        app.world_mut().write_message(MatchRequest::FromPosition {
            rules: s.rule_set(),
            seed: 1,
            round: Box::new(round),
            kind: crate::game::MatchKind::Match,
        });
        app.world_mut().insert_resource(NextState::Pending(Screen::Match));
        let pad = app.world_mut().spawn_empty().id();
        let connected = GamepadConnection::Connected { name: "test pad".into(), vendor_id: None, product_id: None };
        app.world_mut().write_message(GamepadConnectionEvent::new(pad, connected));
        for _ in 0..3 {
            app.update();
        }
        (app, pad, dir)
    }

    /// Presses and releases `button`, a frame each.
    fn press(app: &mut App, pad: Entity, button: GamepadButton) {
        for value in [1.0, 0.0] {
            app.world_mut()
                .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(pad, button, value)));
            app.update();
        }
    }

    fn left_space(app: &mut App) -> u8 {
        let world = app.world_mut();
        let mut q = world.query::<&crate::game::Fencer>();
        q.iter(world).find(|f| f.side == Side::Left).map(|f| f.space).unwrap()
    }

    /// Presses the pad's buttons that ask for `action` for Ann (Left): the cursor (RB) to
    /// each card it plays and A on it, then the D-pad for a move, or X for an attack or a
    /// parry — what a player holding only a pad does.
    fn play_by_pad(app: &mut App, pad: Entity, action: Action, attack: Option<crate::rules::Attack>) {
        let hand: Vec<u8> = {
            let world = app.world_mut();
            let mut q = world.query::<(&crate::game::Fencer, &crate::game::Hand)>();
            let (_, h) = q.iter(world).find(|(f, _)| f.side == Side::Left).expect("Ann's hand");
            h.cards.to_vec()
        };
        let cards: Vec<u8> = match action {
            Action::Move { card, .. } => vec![card],
            Action::Attack { value, count } => vec![value; usize::from(count)],
            Action::Parry => {
                let a = attack.expect("an attack to parry");
                vec![a.value; usize::from(a.count)]
            }
            other => panic!("not in Standard rules: {other:?}"),
        };
        for (k, &v) in cards.iter().enumerate() {
            // The k-th card of this value: the ones before it are picked already.
            let target = hand
                .iter()
                .enumerate()
                .filter(|(_, c)| **c == v)
                .nth(k - cards[..k].iter().filter(|c| **c != v).count());
            let (target, _) = target.expect("the card is in the hand");
            while app.world().resource::<HandCursor>().0 != target {
                press(app, pad, GamepadButton::RightTrigger);
            }
            press(app, pad, GamepadButton::South);
        }
        match action {
            Action::Move { dir: Dir::Forward, .. } => press(app, pad, GamepadButton::DPadRight),
            Action::Move { dir: Dir::Back, .. } => press(app, pad, GamepadButton::DPadLeft),
            _ => press(app, pad, GamepadButton::West),
        }
    }

    #[test]
    fn a_whole_match_is_played_with_the_pad_alone() {
        // Standard rules to 2 points against the computer, Ann on the left, every decision
        // of hers and every next round asked for by pad buttons only.
        let (mut app, pad, dir) = app("match");
        // The computer answers at once.
        app.world_mut().resource_mut::<crate::game::prefs::Prefs>().ai_delay_ms = 0;
        let mut rules = crate::rules::RuleSet::standard();
        rules.target_score = 2;
        app.world_mut().write_message(MatchRequest::New { rules, seed: 11 });
        for _ in 0..3 {
            app.update();
        }
        let mut decisions = 0;
        let mut rounds_begun = 0;
        for _ in 0..20_000 {
            app.update();
            let stage = *app.world().resource::<State<Stage>>().get();
            if stage == Stage::MatchOver {
                break;
            }
            if stage == Stage::RoundOver {
                // A on a finished round: the next one.
                press(&mut app, pad, GamepadButton::South);
                rounds_begun += 1;
                continue;
            }
            let (mine, first, attack) = {
                let choices = app.world().resource::<crate::game::Choices>();
                let mine = choices.decision.is_some_and(|(s, _)| s == Side::Left);
                // An attack when there is one (rounds end sooner), else the first legal action.
                let legal: Vec<Action> = choices.all.iter().filter(|c| c.verdict.is_ok()).map(|c| c.action).collect();
                let pick = legal.iter().find(|a| matches!(a, Action::Attack { .. } | Action::Parry)).or(legal.first());
                let view = app.world_mut();
                let mut q = view.query::<&crate::game::Bout>();
                let attack = q.iter(view).next().and_then(|b| match b.phase {
                    crate::rules::Phase::Defend(a) => Some(a),
                    _ => None,
                });
                (mine, pick.copied(), attack)
            };
            if mine && let Some(action) = first {
                play_by_pad(&mut app, pad, action, attack);
                decisions += 1;
                assert!(decisions < 500, "the match does not end");
            }
        }
        let decision = app.world().resource::<crate::game::Choices>().decision;
        assert_eq!(
            *app.world().resource::<State<Stage>>().get(),
            Stage::MatchOver,
            "the match did not end: {decisions} decisions, {rounds_begun} next rounds, deciding {decision:?}"
        );
        let world = app.world_mut();
        let mut q = world.query::<(&crate::game::Fencer, &crate::game::Score)>();
        let mut scores: Vec<u8> = q.iter(world).map(|(_, s)| s.0).collect();
        scores.sort_unstable();
        assert_eq!(scores.last(), Some(&2), "to 2 points: {scores:?}");
        assert!(decisions >= 2 && rounds_begun >= 1, "{decisions} decisions, {rounds_begun} next rounds");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_pad_picks_cards_by_the_cursor_and_moves_with_them() {
        let (mut app, pad, dir) = app("cursor");
        assert_eq!(left_space(&mut app), 8);
        // The cursor wraps round the hand: LB from the first card is the last.
        press(&mut app, pad, GamepadButton::LeftTrigger);
        assert_eq!(app.world().resource::<HandCursor>().0, 4);
        press(&mut app, pad, GamepadButton::RightTrigger);
        assert_eq!(app.world().resource::<HandCursor>().0, 0);
        // The hand is 4 1 2 2 3: RB twice goes to the first 2, A picks it.
        press(&mut app, pad, GamepadButton::RightTrigger);
        press(&mut app, pad, GamepadButton::RightTrigger);
        assert_eq!(app.world().resource::<HandCursor>().0, 2);
        press(&mut app, pad, GamepadButton::South);
        let mut two = Cards::EMPTY;
        two.add(2);
        assert_eq!(app.world().resource::<Selection>().cards, two);
        assert!(app.world().resource::<InputDevice>().gamepad, "the pad is the device in use");
        // B unpicks; A again picks; the D-pad → advances 2.
        press(&mut app, pad, GamepadButton::East);
        assert_eq!(app.world().resource::<Selection>().cards, Cards::EMPTY);
        press(&mut app, pad, GamepadButton::South);
        press(&mut app, pad, GamepadButton::DPadRight);
        assert_eq!(left_space(&mut app), 10, "advanced 2 (R4.1)");
        let _ = std::fs::remove_dir_all(dir);
    }
}
