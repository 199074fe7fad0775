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
//! The gates today: the network seat forwards every action to the server
//! (`crate::net::online`), a lesson refuses what is not the lesson's action
//! ([`lesson_gate`]), and the coach holds back a person's blunder until it is confirmed
//! ([`coach_gate`]). A new gate — a spectator's refusal, a move clock — is one system added
//! to [`Vet`] with its run condition, and no edit here or in the resolver.

use super::components::{MatchEntity, MatchKind};
use super::messages::ActionRequested;
use super::table::Table;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

/// The schedule of the gates, run once per action request before the rules apply it.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Vet;

/// The order of the gates within [`Vet`]: who referees first, then the lesson's script,
/// then the advice to the person.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VetSet {
    /// Whether this computer referees the match at all (network play forwards).
    Referee,
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
/// by an earlier gate.
pub fn still_approved(review: Option<Res<UnderReview>>) -> bool {
    review.is_some_and(|r| r.verdict == Verdict::Approved)
}

/// Passes `request` through the gates of [`Vet`] in `world` and returns their verdict
/// ([`Verdict::Approved`] when there are none).
pub fn review(world: &mut World, request: ActionRequested) -> Verdict {
    world.insert_resource(UnderReview { request, verdict: Verdict::Approved });
    // No gate added (a test's bare match): nothing objects.
    let _ = world.try_run_schedule(Vet);
    world.remove_resource::<UnderReview>().map_or(Verdict::Approved, |r| r.verdict)
}

/// The lesson's gate: in a lesson only the lesson's action is played; the lesson says why
/// not ([`super::lesson::LessonRefused`]).
pub fn lesson_gate(
    mut review: ResMut<UnderReview>,
    mut kind: Query<&mut MatchKind, With<MatchEntity>>,
    mut commands: Commands,
) {
    let Ok(mut kind) = kind.single_mut() else { return };
    let MatchKind::Lesson { lesson, .. } = &mut *kind else { return };
    let ActionRequested { side, action } = review.request;
    if lesson.judge(side, action) {
        return;
    }
    review.verdict = Verdict::Refused;
    if let Some(why) = lesson.last_refusal.clone() {
        commands.trigger(super::lesson::LessonRefused { why });
    }
}

/// The coach's gate: a person's blunder is held back until it is confirmed (the warning
/// is set on [`super::coach::Coach`]).
pub fn coach_gate(mut review: ResMut<UnderReview>, table: Table, mut coach: ResMut<super::coach::Coach>) {
    let Some(steps) = table.view().map(|v| v.bout.steps) else { return };
    let ActionRequested { side, action } = review.request;
    if !coach.judge(steps, side, action) {
        review.verdict = Verdict::Refused;
    }
}

/// Adds the [`Vet`] schedule with its sets in order, and the lesson's and the coach's
/// gates.
pub fn plugin(app: &mut App) {
    app.init_schedule(Vet);
    app.configure_sets(Vet, (VetSet::Referee, VetSet::Script, VetSet::Advice).chain());
    app.add_systems(
        Vet,
        (
            lesson_gate.in_set(VetSet::Script).run_if(still_approved),
            coach_gate.in_set(VetSet::Advice).run_if(still_approved.and_then(resource_exists::<super::coach::Coach>)),
        ),
    );
}
