//! The computer players, built on [`crate::rules`] alone (no Bevy). Every bot decides from
//! its [`Observation`](crate::rules::Observation) and its own seeded generator, never from the hidden state (R7.2):
//! fair by construction, since [`Bot::decide`] is given nothing else.
//!
//! Levels ([`BotLevel`]), weakest first: `random` (uniform legal actions), `beginner`,
//! `easy` and `normal` (the card-counting heuristic of [`heuristic`] with less and less
//! noise), `hard` (SO-ISMCTS with heuristic playouts and an exact endgame, [`search`]),
//! `expert` (`hard` with a larger budget on every core), and `reflex` (the yardstick of
//! the strength targets, [`reflex`]). The game calls [`make_bot`] and [`hint`].
//!
//! Layout: [`bot`] (the [`Bot`] trait), [`levels`] (the levels and the bot each makes),
//! [`players`] (who controls a side), the bots themselves, and [`protocol`] (the bot
//! protocol on stdin/stdout).

pub mod analysis;
pub mod bot;
pub mod cfr;
mod endgame;
pub mod exploit;
pub mod heuristic;
pub mod ladder;
pub mod levels;
pub mod players;
pub mod protocol;
pub mod random;
pub mod reflex;
pub mod respond;
pub mod search;
pub mod stop;
mod view;

pub use bot::Bot;
pub use levels::{
    BadBotSpec, BotLevel, BotSpec, EXPERT_DEADLINE, HARD_DEADLINE, HARD_ITERATIONS, UnknownLevel, expert_config,
    hard_config, make_bot, make_bot_with,
};
pub use players::{Controller, Players};
pub use search::{Exact, HintEntry, hint, judge, judge_determinised, judge_each};
pub use stop::{Clock, Stop};
