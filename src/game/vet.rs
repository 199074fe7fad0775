//! The gates an action passes before the rules apply it: a pipeline the resolver does not
//! know the stages of.
//!
//! For each [`ActionRequested`], in order, [`super::resolve::resolve_action_requests`] puts
//! the request [`UnderReview`] and runs the [`Vet`] schedule once; each gate is a system
//! there that approves (does nothing), refuses (and says why through its own event), or
//! forwards the request to another referee (the network server). Only an approved request
//! reaches the rules. The gates run in the order of [`VetSet`]; a gate that comes later
//! sees the verdict so far and has nothing to do once a request is no longer approved
//! ([`still_approved`]).
//!
//! The gates today: the network seat sends every action of its side to the server and
//! forwards it (`crate::net::online::forward_to_server`), a lesson refuses what is not the
//! lesson's action (`super::tutorial::lesson_gate`), and the coach holds back a person's
//! blunder until it is confirmed (`super::coach::coach_gate`). A new gate — a spectator's
//! refusal, a move clock — is one system added to [`Vet`] in its set with its run
//! condition, where its concern lives, and no edit here or in the resolver.

use super::messages::ActionRequested;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// The schedule of the gates, run once per action request before the rules apply it.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Vet;

/// The order of the gates within [`Vet`]: whether the side may act at all, then who
/// referees, then the lesson's script, then the advice to the person.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VetSet {
    /// Whether this side may act here at all (a spectator, a move clock): checked before
    /// anything is sent to another referee.
    Admission,
    /// Whether this computer referees the match (network play sends the action to the
    /// server and forwards it).
    Forwarding,
    /// What the match allows beyond the rules: a lesson's script.
    Script,
    /// Advice that may hold an action back until the person confirms it: the coach.
    Advice,
}

/// What the gates decided about the request under review.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// No gate objects: the rules apply it (and may still refuse it, R-numbered).
    Approved,
    /// A gate refused it and has said why; nothing changes.
    Refused,
    /// Another referee decides (the network server); nothing changes here.
    Forwarded,
}

/// The request the gates are looking at, and their verdict so far.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnderReview {
    /// The side and the action asked for.
    pub request: ActionRequested,
    /// [`Verdict::Approved`] until a gate decides otherwise.
    pub verdict: Verdict,
}

/// Run condition for a gate: the request under review has not been refused or forwarded
/// by an earlier gate. [`review`] puts the request under review before it runs [`Vet`].
pub fn still_approved(review: Res<UnderReview>) -> bool {
    review.verdict == Verdict::Approved
}

/// Passes `request` through the gates of [`Vet`] in `world` and returns their verdict
/// ([`Verdict::Approved`] when no gate objects). Without the schedule ([`plugin`] not
/// added) or with the request gone from review, it is refused: gates fail closed.
pub fn review(world: &mut World, request: ActionRequested) -> Verdict {
    world.insert_resource(UnderReview { request, verdict: Verdict::Approved });
    let ran = world.try_run_schedule(Vet);
    match (ran, world.remove_resource::<UnderReview>()) {
        (Ok(()), Some(review)) => review.verdict,
        (Err(e), _) => {
            error!("{request:?} not reviewed: {e}");
            Verdict::Refused
        }
        (Ok(()), None) => {
            error!("{request:?}: a gate took it from review");
            Verdict::Refused
        }
    }
}

/// Adds the [`Vet`] schedule with its sets in order. The gates are added by the plugins
/// of their concerns.
pub fn plugin(app: &mut App) {
    app.init_schedule(Vet);
    app.configure_sets(Vet, (VetSet::Admission, VetSet::Forwarding, VetSet::Script, VetSet::Advice).chain());
}
