//! En Garde without a game engine: the rules of every edition ([`rules`], the one source
//! of truth), the computer players ([`ai`]), the tutorial's lessons ([`tutorial`]), the
//! arena that measures them ([`arena`]), and the file formats and storage of settings,
//! saves and records ([`persist`]).
//!
//! Nothing here depends on Bevy, egui or clap: the compiler keeps it so (this crate
//! does not list them), and `tests/engine/architecture.rs` checks the layers inside it
//! (rules → nothing; ai, tutorial → rules; arena and persist → rules, ai).

pub mod ai;
pub mod arena;
pub mod parallel;
pub mod persist;
pub mod puzzles;
pub mod rules;
pub mod tutorial;
