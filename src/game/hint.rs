//! The Hint button's answer: the `hard` search (on the task pool, never in a frame) ranks
//! the person's actions with their estimated round-win chance. The search sees only the
//! person's own view (R7), like every computer player.

use super::table::MatchView;
use crate::ai::{HintEntry, hint};
use crate::rules::Side;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bevy::window::RequestRedraw;
use std::time::Duration;

/// How long the hint may think, in milliseconds.
pub const HINT_BUDGET_MS: u64 = 700;

/// "Give me a hint" for `side`.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintRequested {
    pub side: Side,
}

/// The hint being computed or shown, for the decision at step `shown_for`.
#[derive(Resource, Default)]
pub struct HintState {
    task: Option<(usize, Task<Vec<HintEntry>>)>,
    /// The ranked actions, best first, for `shown_for` steps.
    pub entries: Vec<HintEntry>,
    pub shown_for: Option<usize>,
}

impl HintState {
    /// True while the search runs.
    pub fn thinking(&self) -> bool {
        self.task.is_some()
    }

    /// The ranking for the decision at `step`, if computed.
    pub fn for_step(&self, step: usize) -> Option<&[HintEntry]> {
        (self.shown_for == Some(step)).then_some(&self.entries[..])
    }
}

fn start_hint(
    mut requests: MessageReader<HintRequested>,
    table: MatchView,
    mut state: ResMut<HintState>,
    mut settings: Option<ResMut<super::storage::UserSettings>>,
) {
    for r in requests.read() {
        // Counted for Statistics.
        if let Some(s) = settings.as_mut() {
            s.hints_asked = s.hints_asked.saturating_add(1);
        }
        let Some(view) = table.get() else { continue };
        let obs = view.observation(r.side);
        let step = view.bout.steps;
        // The seed only varies the search's own sampling; it says nothing of the cards.
        let seed = 0x4849_4e54 ^ step as u64;
        let task =
            AsyncComputeTaskPool::get().spawn(async move { hint(&obs, seed, Duration::from_millis(HINT_BUDGET_MS)) });
        state.task = Some((step, task));
    }
}

fn collect_hint(mut state: ResMut<HintState>, mut redraw: MessageWriter<RequestRedraw>) {
    let Some((step, task)) = state.task.as_mut() else { return };
    if let Some(entries) = block_on(poll_once(task)) {
        let step = *step;
        state.task = None;
        state.entries = entries;
        state.shown_for = Some(step);
    }
    // Keep frames coming until the answer is shown.
    redraw.write(RequestRedraw);
}

/// How long the coach's search may think, in milliseconds.
pub const COACH_BUDGET_MS: u64 = 500;

/// The coach's search in progress: (step, side, task).
#[derive(Default)]
struct CoachTask(Option<(usize, Side, Task<Vec<super::coach::Rated>>)>);

/// With the coach on, rates the person's actions as soon as the person is to decide (off
/// the frame; from the person's own view only, R7), and collects the rating.
fn coach_rank(
    table: MatchView,
    seats: Res<super::Seats>,
    mut coach: ResMut<super::coach::Coach>,
    mut task: Local<CoachTask>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if let Some((step, side, t)) = task.0.as_mut()
        && let Some(rated) = block_on(poll_once(t))
    {
        coach.ranking = Some((*step, *side, rated));
        task.0 = None;
    }
    if task.0.is_some() {
        redraw.write(RequestRedraw);
    }
    let Some(view) = table.get() else { return };
    // Not in a lesson: the lesson teaches its own way.
    if !coach.enabled || view.kind.lesson().is_some() {
        return;
    }
    let Some(side) = view.bout.decider else { return };
    let step = view.bout.steps;
    let fresh = coach.ranking.as_ref().is_some_and(|(s, who, _)| *s == step && *who == side)
        || task.0.as_ref().is_some_and(|(s, who, _)| *s == step && *who == side);
    if fresh || !seats.get(side).is_human() {
        return;
    }
    let obs = view.observation(side);
    let seed = 0x434f_4143 ^ step as u64;
    task.0 = Some((
        step,
        side,
        AsyncComputeTaskPool::get().spawn(async move {
            let entries = hint(&obs, seed, Duration::from_millis(COACH_BUDGET_MS));
            super::coach::rate(&obs, &entries)
        }),
    ));
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<HintRequested>()
        .init_resource::<HintState>()
        .add_systems(Update, (start_hint, collect_hint, coach_rank).chain().in_set(crate::AppSystems::Ai));
}
