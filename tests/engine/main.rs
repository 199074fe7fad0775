//! The engine's integration-test binary: the rules, the computer players and the layers
//! of the code, with no Bevy linked (the engine crate does not depend on it).

#[path = "../common/project.rs"]
mod project;

mod ai;
mod analysis;
mod architecture;
mod bot_protocol;
mod budgets;
mod exact;
mod matches;
mod observation;
mod parts;
mod persist;
mod properties;
mod puzzles;
mod rule_coverage;
mod rule_edges;
mod scenarios;
mod small_parts;
mod tutorial;
