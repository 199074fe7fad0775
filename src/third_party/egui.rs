//! bevy_egui 0.42: keeping the reactive window asleep while nothing changes.

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

/// Filters egui's input between bevy_egui writing it and egui reading it.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(bevy_egui::EguiInputSet::WriteEguiEvents)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
}
