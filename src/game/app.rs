//! The windowed game application.

use crate::cli::GameArgs;
use bevy::prelude::*;
use std::process::ExitCode;

/// Runs the game window until it is closed.
pub fn run(_args: GameArgs) -> ExitCode {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin { primary_window: Some(Window { title: "En Garde".into(), ..default() }), ..default() }),
    )
    .add_plugins(super::plugin);
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(_) => ExitCode::FAILURE,
    }
}
