//! The game layer: the match as ECS components ([`components`]: [`Fencer`], [`Hand`],
//! [`Score`], [`Deck`], [`Bout`]) with the referee's private record beside them
//! ([`table`]). Whoever controls a side (the UI, the AI, a test) writes an
//! [`ActionRequested`] message; [`resolve`] applies it through the rules — the one source
//! of truth — to the components and triggers events ([`Moved`], [`Attacked`], …) that the
//! scene, UI, sound and log observe; [`choices`] is what the person may do now. Also here: who
//! sits at each side ([`seats`]), the computer players on the task pool ([`ai_driver`]),
//! the screens ([`screens`]) and the flow between them ([`flow`]), the presentation
//! preferences ([`prefs`]) and saving ([`storage`]).

pub mod ai_driver;
pub mod analysis;
pub mod choices;
pub mod coach;
pub mod components;
pub mod events;
pub mod flow;
pub mod hint;
pub mod lesson;
pub mod messages;
pub mod notice;
pub mod prefs;
pub mod resolve;
pub mod screens;
pub mod seats;
pub mod storage;
pub mod table;
pub mod tutorial;

pub use choices::Choices;
pub use components::{Bout, Deck, Fencer, Hand, MatchEntity, MatchKind, Score, TableFacts};
pub use events::*;
pub use messages::{ActionRequested, MatchRequest};
pub use seats::Seats;
pub use table::{MatchView, Referee, Table, TableView};

use crate::AppSystems;
use bevy::prelude::*;

/// Adds the match: messages, the resolve systems (in [`AppSystems::Resolve`]) and the
/// person's choices. Needs no window: tests run it with `MinimalPlugins`.
pub fn plugin(app: &mut App) {
    crate::configure_sets(app);
    app.init_resource::<Seats>()
        .init_resource::<Choices>()
        .add_message::<ActionRequested>()
        .add_message::<MatchRequest>()
        .add_systems(
            Update,
            (resolve::handle_match_requests, resolve::resolve_action_requests, choices::build_choices)
                .chain()
                .in_set(AppSystems::Resolve),
        );
}
