//! En Garde: Reiner Knizia's two-player fencing card game.
//!
//! [`rules`] and [`ai`] are plain Rust (no Bevy); [`game`] bridges them into the ECS;
//! [`flow`] moves between [`screens`]; [`scene`] is the 3D piste, [`ui`] the egui panels,
//! [`audio`] the sound; [`cli`] holds the command-line modes; [`persist`] keeps settings,
//! the autosave, match records and statistics on disk.

pub mod ai;
pub mod arena;
pub mod audio;
pub mod cli;
pub mod flow;
pub mod game;
pub mod persist;
pub mod prefs;
pub mod rules;
pub mod scene;
pub mod screens;
pub mod ui;

use bevy::prelude::*;

/// The order of the game's `Update` systems each frame. New sets go where their data
/// comes from: input is read before the AI thinks, both write action requests that
/// `Resolve` applies through the rules, and `View` (scene, UI, sound) shows the result in
/// the same frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    Input,
    Ai,
    Resolve,
    View,
}

/// Configures the system-set order shared by every plugin of the game.
pub fn configure_sets(app: &mut App) {
    app.configure_sets(Update, (AppSystems::Input, AppSystems::Ai, AppSystems::Resolve, AppSystems::View).chain());
}
