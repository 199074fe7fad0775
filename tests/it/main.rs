//! The game's integration-test binary: the Bevy app headless and rendered, the command
//! line, and the player's files with the app that writes them (one link of Bevy instead of
//! one per file). The rules and the AI are tested without Bevy in `tests/engine`.

#[path = "../common/project.rs"]
mod project;

mod access;
mod camera;
mod cli;
mod ecs_match;
mod fault;
mod figures;
mod fleet;
mod flow;
mod game_flow;
mod input;
mod lang;
mod net;
mod panels;
mod paths;
mod persist;
mod player;
mod puzzles;
mod reliability;
mod render;
mod settings;
mod support;
mod tutorial;
mod wire;
