//! The game layer: the match as ECS components ([`components`]: [`Fencer`], [`Hand`],
//! [`Score`], [`Deck`], [`MatchState`]) with the referee's private record beside them
//! ([`table`]). Whoever controls a side (the UI, the AI, a test) writes an
//! [`ActionRequested`] message; [`resolve`] applies it through the rules — the one source
//! of truth — to the components and triggers events ([`Moved`], [`Attacked`], …) that the
//! scene, UI, sound and log observe; [`choices`] is what the person may do now. Also here:
//! who sits at each side ([`seats`]), who sits at this screen and acts now ([`turn`]), the
//! computer players on the task pool ([`ai_driver`]), the screens ([`screens`]) and the
//! flow between them ([`flow`]), the presentation preferences ([`prefs`]) and saving
//! ([`storage`]).

pub mod ai_driver;
pub mod analysis;
pub mod choices;
pub mod coach;
pub mod components;
pub mod events;
pub mod flow;
pub mod hint;
pub mod job;
pub mod lesson;
pub mod messages;
pub mod notice;
pub mod prefs;
pub mod puzzle;
pub mod puzzles;
pub mod resolve;
pub mod screens;
pub mod seats;
pub mod storage;
pub mod summary;
pub mod table;
pub mod turn;
pub mod tutorial;
pub mod vet;

pub use choices::Choices;
pub use components::{
    AtTable, Deck, Fencer, FromServer, Hand, HandOf, MatchEntity, MatchKind, MatchState, Score, TableFacts,
    TableMembers,
};
pub use events::*;
pub use messages::{ActionRequested, MatchRequest};
pub use resolve::ResolveSteps;
pub use seats::Seats;
pub use table::{MatchView, Referee, Table, TableEntities, TableView, TableViewOf, Tables};
pub use turn::{LocalRole, Turn};

use crate::AppSystems;
use bevy::prelude::*;

/// The whole game layer, this folder's plugins in one: the presentation preferences, the
/// screens, the match ([`match_core`]), the computer players, the hint, the flow between
/// screens, the tutorial, the round analysis and saving. Needs no window; the app adds it
/// once, after ordering the [`AppSystems`] sets ([`crate::configure_sets`]).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        prefs::plugin,
        screens::plugin,
        match_core,
        ai_driver::plugin,
        hint::plugin,
        flow::plugin,
        tutorial::plugin,
        puzzles::plugin,
        coach::plugin,
        analysis::plugin,
        summary::plugin,
        storage::plugin,
    ));
}

/// The match alone: messages, the resolve systems (in [`AppSystems::Resolve`]), who acts
/// ([`Turn`]) and the person's choices. Tests of the rules bridge run it by itself with
/// `MinimalPlugins`.
pub fn match_core(app: &mut App) {
    app.configure_sets(
        Update,
        (ResolveSteps::Prepare, ResolveSteps::Apply, ResolveSteps::Follow).chain().in_set(AppSystems::Resolve),
    );
    app.add_plugins(vet::plugin);
    app.init_resource::<Seats>()
        .init_resource::<Choices>()
        .init_resource::<flow::HandOver>()
        .init_resource::<Turn>()
        .add_message::<ActionRequested>()
        .add_message::<MatchRequest>()
        .add_systems(
            Update,
            (
                // Who acts, for the frame's input (changes made after last frame's resolve:
                // the panels' clicks, a new menu, a player who joined).
                turn::follow_turn.before(AppSystems::Input),
                (resolve::handle_match_requests, resolve::resolve_action_requests).chain().in_set(ResolveSteps::Apply),
                // And for the views, once the frame's steps are resolved.
                (turn::follow_turn, choices::build_choices).chain().in_set(ResolveSteps::Follow),
            ),
        );
}
