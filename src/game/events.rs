//! What happened, announced as Bevy events for observers (scene animation, sound, the
//! action log, the UI). Triggered by the resolve system after the rules accepted an
//! action; the game state is already updated when they fire.

use crate::rules::{Action, Attack, Dir, DuellCard, RoundEnding, RoundResult, RuleError, Side};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// One of the events of the table that every player may see: what a step did, in order.
/// The resolve systems trigger them after a local step ([`super::resolve::events_of`]);
/// network play sends them from the server to both players, whose games trigger them as
/// the resolve systems would.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableEvent {
    Moved(Moved),
    Attacked(Attacked),
    Parried(Parried),
    Retreated(Retreated),
    CardsDrawn(CardsDrawn),
    Hit(Hit),
    RoundOver(RoundOver),
    MatchOver(MatchOver),
    RoundStarted(RoundStarted),
    Resumed(Resumed),
}

impl TableEvent {
    /// Triggers the event for the observers (scene, sound, log, panels).
    pub fn trigger(self, commands: &mut Commands) {
        match self {
            TableEvent::Moved(e) => commands.trigger(e),
            TableEvent::Attacked(e) => commands.trigger(e),
            TableEvent::Parried(e) => commands.trigger(e),
            TableEvent::Retreated(e) => commands.trigger(e),
            TableEvent::CardsDrawn(e) => commands.trigger(e),
            TableEvent::Hit(e) => commands.trigger(e),
            TableEvent::RoundOver(e) => commands.trigger(e),
            TableEvent::MatchOver(e) => commands.trigger(e),
            TableEvent::RoundStarted(e) => commands.trigger(e),
            TableEvent::Resumed(e) => commands.trigger(e),
        }
    }
}

/// A fencer moved (R4.1) forward or back by `card` spaces, from one space to another
/// (1..=23).
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moved {
    pub side: Side,
    pub dir: Dir,
    pub card: u8,
    pub from: u8,
    pub to: u8,
}

/// A fencer attacked (R4.2, R4.3) with `action` (a direct or an indirect attack). For an
/// indirect attack `from != to` (the advance).
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attacked {
    pub side: Side,
    pub action: Action,
    pub from: u8,
    pub to: u8,
}

/// The defender parried (R5.1).
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parried {
    pub side: Side,
    pub attack: Attack,
}

/// The defender retreated from an indirect attack (R5.2), from one space to another.
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Retreated {
    pub side: Side,
    pub from: u8,
    pub to: u8,
    pub card: u8,
}

/// A player drew `count` cards (R4.6).
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardsDrawn {
    pub side: Side,
    pub count: u8,
}

/// An attack hit: `attacker` wins the round (R5.4, R6.1, R6.3b).
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hit {
    pub attacker: Side,
}

/// A round ended (R6): how and why ([`RoundEnding`]), with the match score after it.
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundOver {
    pub round_number: u32,
    pub result: RoundResult,
    pub ending: RoundEnding,
    pub scores: [u8; 2],
}

/// The match ended: `winner` reached the target score (R2.1).
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchOver {
    pub winner: Side,
    pub scores: [u8; 2],
}

/// A round was dealt (R2.2), or awaits the starter's Duell D3 choice (R8).
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundStarted {
    pub round_number: u32,
    /// Where the fencers stand at the start, spaces 1..=23 indexed by `Side::index`
    /// (1 and 23 after a deal, R2.2; anywhere for a scenario position).
    pub positions: [u8; 2],
    pub starter: Side,
    pub duell_card: Option<DuellCard>,
}

/// The rules refused a request; nothing changed. `error` says why, in words via `Display`.
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActionRefused {
    pub side: Side,
    pub action: Option<Action>,
    pub error: RuleError,
}

/// `side`'s last decision was taken back ([`super::MatchRequest::Undo`]); the scene and
/// UI show the restored state at once.
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Undone {
    pub side: Side,
    /// The round's actions that stand after it (the round is the same: a takeback never
    /// crosses into an earlier round).
    pub actions: usize,
}

/// A saved match was resumed ([`super::MatchRequest::Resume`]): the components hold its
/// position, which the scene and UI show at once, without animating from the first deal.
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resumed {
    /// The round the match is in, from 1.
    pub round_number: u32,
    /// Steps already played.
    pub steps: usize,
}

/// A match was put on the table mid-round (resumed, or put back after a lesson or a
/// practice): the public events of its current round so far, in order, for the log to
/// tell again. Nothing is animated or heard from them.
#[derive(Event, Debug, Clone, PartialEq, Eq)]
pub struct RoundRetold {
    pub events: Vec<TableEvent>,
}
