//! The command line: every clap type ([`args`]) and the handler of every mode but the
//! game itself ([`engine`]: scenario, bot, arena; [`records`]: replay, records,
//! selfplay; [`selfplay`]: the headless self-play app; [`dev`]: a developer's look at the
//! textures). `main.rs` dispatches.

pub mod args;
pub mod dev;
pub mod engine;
pub mod exploit;
pub mod net;
pub mod puzzles;
pub mod records;
pub mod selfplay;

pub use args::{Cli, Command, GameArgs};
