//! The one integration-test binary (one link of Bevy instead of one per file).

mod ai;
mod bot_protocol;
mod cli;
mod ecs_match;
mod game_flow;
mod matches;
mod observation;
mod persist;
mod properties;
mod render;
mod rule_coverage;
mod scenarios;
