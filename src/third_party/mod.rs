//! Other crates' quirks and how the game works around them, one file per crate, so a
//! reader knows where each is handled (and can delete the workaround when the crate fixes
//! it).

pub mod egui;

use bevy::prelude::*;

/// Every workaround; added once by the app, after the crates' own plugins.
pub fn plugin(app: &mut App) {
    app.add_plugins(egui::plugin);
}
