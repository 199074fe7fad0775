//! The one integration-test binary (one link of Bevy instead of one per file).

mod ai;
mod bot_protocol;
mod cli;
mod ecs_match;
mod matches;
mod observation;
mod properties;
mod rule_coverage;
mod scenarios;
