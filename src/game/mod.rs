//! The ECS bridge: the rules of [`crate::rules`] as Bevy components, messages, systems and
//! events. Whoever controls a side (the UI, the AI, a test) writes an
//! [`ActionRequested`] message; [`resolve`] validates and applies it through the rules —
//! the one source of truth — mirrors the result into the [`Fencer`], [`Hand`], [`Score`]
//! and [`Deck`] components, and triggers events ([`Moved`], [`Attacked`], …) that the
//! scene, UI, sound and log observe.

pub mod ai_driver;
pub mod app;
pub mod components;
pub mod events;
pub mod messages;
pub mod players;
pub mod resolve;

pub use components::{Deck, Fencer, Hand, MatchEntity, Score};
pub use events::*;
pub use messages::{ActionRequested, MatchRequest};
pub use players::{Controller, Players};
pub use resolve::Duel;

use crate::AppSystems;
use bevy::prelude::*;

/// Adds the rules bridge: messages, the resolve systems (in [`AppSystems::Resolve`]) and
/// component syncing. Needs no window: tests run it with `MinimalPlugins`.
pub fn plugin(app: &mut App) {
    crate::configure_sets(app);
    app.init_resource::<Players>().add_message::<ActionRequested>().add_message::<MatchRequest>().add_systems(
        Update,
        (resolve::handle_match_requests, resolve::resolve_action_requests, resolve::sync_components)
            .chain()
            .in_set(AppSystems::Resolve),
    );
}
