//! Play and menus with a gamepad (Bevy's gilrs input). In a match the shoulder buttons
//! move a cursor over the hand and A picks the card under it, the D-pad's ←/→ move with
//! the picked card, X attacks or parries, B unpicks, Y asks for a hint, Start opens the
//! pause menu. Elsewhere the D-pad (or the left stick) moves egui's keyboard focus from
//! button to button, A presses the focused one and B goes back. Every button of a match
//! ends as the same [`MatchCommand`] the keyboard writes.
//!
//! While the pad is in use ([`InputDevice`]) the controls shown on screen name its
//! buttons; a key or the mouse switches them back.

use crate::game::MatchView;
use crate::game::flow::FlowRequest;
use crate::game::hint::HintRequested;
use crate::game::screens::{Menu, Screen, Stage};
use crate::ui::input::MatchCommand;
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
    turn: Res<crate::game::Turn>,
    mut cursor: ResMut<HandCursor>,
    mut commands: MessageWriter<MatchCommand>,
    mut hints: MessageWriter<HintRequested>,
    mut stick_was: Local<Vec2>,
) {
    let Some(view) = table.get() else { return };
    // An answered puzzle is not played on: the pad drives its band's buttons (`pad_focus`).
    if answered_puzzle(&table) {
        return;
    }
    for pad in &pads {
        let d = direction(pad, &mut stick_was);
        if turn.curtain.is_some() {
            if pad.just_pressed(GamepadButton::South) {
                commands.write(MatchCommand::Confirm);
            }
            continue;
        }
        let Some(side) = turn.acting() else { continue };
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

/// Whether the table holds a puzzle already answered (its position is not played on).
fn answered_puzzle(table: &MatchView) -> bool {
    table.kind().and_then(|k| k.puzzle()).is_some_and(|p| p.attempt.is_some())
}

/// Start opens and closes the pause menu over a match; B closes an open list (A opened
/// it on its focused button), a menu or a round's analysis or leaves the set-up and the
/// replays, as Esc does (A on a finished round is [`pad_next_round`]).
fn pad_navigation(
    pads: Query<&Gamepad>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    mut analysis: ResMut<crate::game::analysis::RoundAnalysis>,
    mut egui: Query<&mut bevy_egui::EguiContext, With<PrimaryEguiContext>>,
    mut flow: MessageWriter<FlowRequest>,
) {
    for pad in &pads {
        // B over an open list closes the list only.
        if pad.just_pressed(GamepadButton::East) && crate::ui::input::close_open_lists(&mut egui) {
            continue;
        }
        // B over a round's analysis closes it, as Esc does.
        if pad.just_pressed(GamepadButton::East) && *menu.get() == Menu::None && analysis.is_open() {
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
    }
}

/// A on a finished round goes on to the next one when no button has the focus (the round-
/// over band's own button has it once the pad moved there).
fn pad_next_round(
    pads: Query<&Gamepad>,
    menu: Res<State<Menu>>,
    mut focus: Query<&mut bevy_egui::EguiContext, With<PrimaryEguiContext>>,
    mut flow: MessageWriter<FlowRequest>,
) {
    let focused = crate::ui::input::egui_has_focus(&mut focus);
    if *menu.get() == Menu::None && !focused && pads.iter().any(|pad| pad.just_pressed(GamepadButton::South)) {
        flow.write(FlowRequest::NextRound);
    }
}

/// Outside a match's own controls the pad drives egui's keyboard focus: ↓/→ is Tab, ↑/←
/// is Shift+Tab, A is Enter on the focused button.
fn pad_focus(
    pads: Query<&Gamepad>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    turn: Res<crate::game::Turn>,
    table: MatchView,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
    mut stick_was: Local<Vec2>,
) {
    // In a match with no menu, the pad plays (`pad_match`), but for the buttons of the
    // bands between rounds and at the end, and of an answered puzzle.
    let playing = *screen.get() == Screen::Match
        && *menu.get() == Menu::None
        && (turn.acting().is_some() || turn.curtain.is_some())
        && !answered_puzzle(&table);
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
            (
                follow_device,
                pad_navigation,
                pad_next_round.run_if(in_state(Stage::RoundOver)),
                pad_match.run_if(crate::game::screens::playing_unpaused),
            )
                .chain()
                .before(crate::ui::input::InputSet)
                .in_set(crate::AppSystems::Input),
        );
}

// Tested through the game's own plugin, in whole matches by the pad alone:
// tests/it/input.rs.
