//! The game's integration-test binary: the Bevy app headless and rendered, the command
//! line, the files (one link of Bevy instead of one per file). The rules, the AI and the
//! file formats are tested without Bevy in `tests/engine`.

#[path = "../common/project.rs"]
mod project;

mod cli;
mod ecs_match;
mod game_flow;
mod persist;
mod render;
mod support;
