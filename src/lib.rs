//! En Garde: Reiner Knizia's two-player fencing card game, as a Bevy game.
//!
//! The layers, lowest first (`docs/ARCHITECTURE.md`; `tests/engine/architecture.rs`
//! fails when a lower layer names a higher one):
//! - the engine crate, without Bevy: [`rules`] (the one source of truth), [`ai`],
//!   [`arena`], [`persist`] (file formats and storage);
//! - [`lang`]: every string a player sees, from the Fluent catalogues of six languages;
//! - [`game`]: the match as ECS components, the resolve systems, the computer players on
//!   the task pool, the screens and the flow between them, saving;
//! - the views: [`scene`] (the 3D piste), [`ui`] (the egui panels), [`audio`], with
//!   [`third_party`] holding the workarounds for other crates' quirks;
//! - [`cli`] (every clap type and command-line mode) and [`app`] (the windowed app,
//!   assembled once, and its measurement harness).

pub use en_garde_engine::{ai, arena, parallel, persist, puzzles, rules, tutorial};

pub mod app;
pub mod audio;
pub mod cli;
pub mod game;
pub mod lang;
pub mod net;
pub mod scene;
pub mod third_party;
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
