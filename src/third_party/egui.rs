//! bevy_egui 0.42: keeping the reactive window asleep while nothing changes, and letting
//! clicks through to the piste where no panel is.

use bevy::prelude::*;
use bevy_egui::egui;

/// bevy_egui 0.42 repeats the keyboard modifiers as a `ModifiersChanged` event in every
/// frame's input; egui answers any input event by asking for another frame, so a window
/// in reactive mode would never sleep (about one core busy while waiting for a click).
/// Passing the event on only when the modifiers really changed lets the game idle.
fn drop_unchanged_modifiers(mut inputs: Query<&mut bevy_egui::EguiInput>, mut last: Local<Option<egui::Modifiers>>) {
    for mut input in &mut inputs {
        let mut seen = None;
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) if Some(*m) == *last => false,
            egui::Event::ModifiersChanged(m) => {
                seen = Some(*m);
                true
            }
            _ => true,
        });
        if seen.is_some() {
            *last = seen;
        }
    }
}

/// bevy_egui 0.42 blocks `bevy_picking` whenever egui says it wants the pointer, and egui
/// 0.36 says so over anything painted on its background layer unless the frame was drawn
/// with `run_ui` (bevy_egui's pass is not): the panels and the pile labels paint there,
/// so no click ever reached the piste. The capture is turned off; the game's own click
/// handling (`ui::input`) ignores what lands on a panel or a window instead.
fn let_clicks_through(mut settings: Query<&mut bevy_egui::EguiContextSettings, Added<bevy_egui::EguiContextSettings>>) {
    for mut s in &mut settings {
        s.capture_pointer_input = false;
    }
}

/// Filters egui's input between bevy_egui writing it and egui reading it.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(bevy_egui::EguiInputSet::WriteEguiEvents)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    )
    .add_systems(PreUpdate, let_clicks_through);
}
